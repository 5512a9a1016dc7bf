/** @jest-environment node */
import fs from "fs"
import path from "path"
import webpack from "webpack"
import TerserPlugin from "terser-webpack-plugin"
import type { CreateWebpackConfigArgs } from "gatsby"
import { configureWebpack } from "../../../../src/build/steps/webpackConfig"
import { tempDir } from "../../tempDir"

const root = path.resolve(__dirname, "../../../..")

/** The configuration configureWebpack leaves for `stage`, starting from Gatsby's minimizers (Terser, then CSS). */
function configured(stage: string, minimizer: unknown[], env: NodeJS.ProcessEnv = {}) {
  let config: webpack.Configuration = {
    optimization: { minimizer: minimizer as NonNullable<webpack.Configuration["optimization"]>["minimizer"] },
  }
  const actions = {
    setWebpackConfig: (extra: webpack.Configuration) => {
      config = { ...config, ...extra, optimization: { ...config.optimization, ...extra.optimization } }
    },
    replaceWebpackConfig: (next: webpack.Configuration) => {
      config = next
    },
  }
  const plugins = {
    define: (values: Record<string, string>) => new webpack.DefinePlugin(values),
    banner: (options: webpack.BannerPlugin["options"]) => new webpack.BannerPlugin(options),
  }
  configureWebpack(root, { stage, actions, plugins, getConfig: () => config } as unknown as CreateWebpackConfigArgs, env)
  return config
}

describe("the production bundle's minifier", () => {
  const dir = tempDir("minifier-")
  async function bundle(source: string, minimizer: NonNullable<webpack.Configuration["optimization"]>["minimizer"]) {
    fs.writeFileSync(path.join(dir(), "index.js"), source)
    const compiler = webpack({
      mode: "production",
      context: dir(),
      entry: "./index.js",
      output: { path: dir(), filename: "out.js" },
      optimization: { minimizer },
    })
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve())),
    )
    return fs.readFileSync(path.join(dir(), "out.js"), "utf8")
  }

  it("minifies and mangles, and writes no syntax newer than its input", async () => {
    const minimizer = configured("build-javascript", [new TerserPlugin()]).optimization?.minimizer
    const out = await bundle("var longName = function (someArgument) { return someArgument + 1 }\nconsole.log(longName(41))\n", minimizer)
    expect(out).not.toContain("longName")
    expect(out).not.toContain("someArgument")
    expect(out).not.toMatch(/=>|\blet\b|\bconst\b/)
    expect(out.length).toBeLessThan(60)
  })
})

describe("webpack's persistent cache", () => {
  const stages = ["build-javascript", "build-html", "develop", "develop-html"]

  it("is left to Gatsby by default, and not written with WEBPACK_CACHE=off, in every stage", () => {
    for (const stage of stages) {
      expect(configured(stage, [new TerserPlugin()])).not.toHaveProperty("cache")
      expect(configured(stage, [new TerserPlugin()], { WEBPACK_CACHE: "off" }).cache).toBe(false)
    }
  })
})
