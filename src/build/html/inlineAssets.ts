/**
 * What a page carries inline, written as ordinary source files and compiled by esbuild when the build starts. The
 * renderer gets them as a webpack constant, `INLINE_ASSETS`, and reads no file: Gatsby's tracking of what a page's HTML depends on stays whole.
 */
import path from "path"
import { buildSync } from "esbuild"

export type InlineAssets = typeof INLINE_ASSETS

/** Each inline asset's source (their names: src/types/inlineAssets.d.ts). */
export const INLINE_SOURCES: Record<keyof InlineAssets, string> = {
  splashCss: "src/components/frame/SplashScreen.inline.css",
  splashClockJs: "src/browser/splashClock.inline.ts",
  appScriptsJs: "src/hydration/appScriptsLoader.inline.ts",
}

/** The browsers an inline script is compiled for: a floor below every browser Gatsby's own scripts support; esbuild lowers anything newer. */
const SCRIPT_TARGET = ["chrome90", "edge90", "firefox88", "safari14"]

/** One source compiled and minified for browsers; one that does not compile throws esbuild's error, which names its file and line. */
export function compileInlineAsset(source: string, projectDir = process.cwd()): string {
  const result = buildSync({
    absWorkingDir: projectDir,
    entryPoints: [path.join(projectDir, source)],
    bundle: true,
    minify: true,
    write: false,
    charset: "utf8",
    legalComments: "none",
    logLevel: "silent",
    // A script runs as it is, in a function of its own; a stylesheet keeps the syntax it was written in.
    ...(/\.[cm]?[jt]sx?$/.test(source) && { format: "iife", platform: "browser", target: SCRIPT_TARGET }),
  })
  return result.outputFiles[0].text.trim()
}

const compiled = new Map<string, InlineAssets>()

/** Every inline asset, compiled once per build (per project folder). */
export function inlineAssets(projectDir = process.cwd()): InlineAssets {
  let assets = compiled.get(projectDir)
  if (!assets) {
    assets = Object.fromEntries(
      Object.entries(INLINE_SOURCES).map(([name, source]) => [name, compileInlineAsset(source, projectDir)]),
    ) as InlineAssets
    compiled.set(projectDir, assets)
  }
  return assets
}
