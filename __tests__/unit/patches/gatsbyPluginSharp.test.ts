/** @jest-environment node */
// patches/gatsby-plugin-sharp+5.16.0.patch: `avifEffort` (AVIF takes most of the build), shared pixels; an upgrade without it fails here.
import path from "path"
import sharp from "sharp"
import { tempDir } from "../tempDir"

const { processFile } = require("gatsby-plugin-sharp/process-file") as {
  processFile: (
    file: string,
    transforms: { outputPath: string; args: Record<string, unknown> }[],
    options: Record<string, unknown>,
  ) => Promise<unknown>
}
const { pluginOptionsSchema } = require("gatsby-plugin-sharp/gatsby-node") as {
  pluginOptionsSchema: (api: { Joi: unknown }) => { validate: (value: unknown) => { error?: Error } }
}
const { Joi } = require("gatsby-plugin-utils") as { Joi: unknown }

const dir = tempDir("sharp-patch-")
afterEach(() => jest.restoreAllMocks())

describe("gatsby-plugin-sharp's avifEffort option (patched)", () => {
  it("is accepted by the plugin's options schema, from 0 to 9", () => {
    const schema = pluginOptionsSchema({ Joi })
    expect(schema.validate({ avifEffort: 2 }).error).toBeUndefined()
    expect(schema.validate({ avifEffort: 10 }).error).toBeDefined()
  })

  it("reaches sharp's .avif() encoder", async () => {
    const input = path.join(dir(), "in.png")
    await sharp({ create: { width: 32, height: 24, channels: 3, background: "#2f6b3a" } })
      .png()
      .toFile(input)
    const avif = jest.spyOn(sharp.prototype, "avif")
    await processFile(input, [{ outputPath: path.join(dir(), "out.avif"), args: { width: 16, toFormat: "avif", quality: 50 } }], {
      avifEffort: 2,
      stripMetadata: true,
    })
    expect(avif).toHaveBeenCalledWith(expect.objectContaining({ effort: 2, force: true }))
  })
})

describe("gatsby-plugin-sharp's shared pixels (patched)", () => {
  it("decodes and resizes a JPEG once per size for all its formats, each file as sharp alone would make it", async () => {
    const input = path.join(dir(), "in.jpg")
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c8401a" } })
      .jpeg()
      .toFile(input)
    const raw = jest.spyOn(sharp.prototype, "raw")
    const transforms = ["webp", "avif", "jpg"].map((toFormat) => ({
      outputPath: path.join(dir(), `out.${toFormat}`),
      args: { width: 32, height: 24, toFormat, quality: 90 },
    }))
    await processFile(input, transforms.slice(0, 2), { stripMetadata: true })
    await processFile(input, transforms.slice(2), { stripMetadata: true })
    expect(raw).toHaveBeenCalledTimes(1)
    for (const { outputPath } of transforms) {
      const { data, info } = await sharp(outputPath).raw().toBuffer({ resolveWithObject: true })
      expect([info.width, info.height]).toEqual([32, 24])
      expect(Math.abs(data[0] - 0xc8) + Math.abs(data[1] - 0x40) + Math.abs(data[2] - 0x1a)).toBeLessThan(12)
    }
  })
})
