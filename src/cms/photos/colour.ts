/**
 * A HEIC's colour, for the photo worker (./worker.ts): an iPhone's HEIC holds Display P3 pixels, and the JPEG
 * mozjpeg writes carries no profile, so it would be read as sRGB and look washed out. heifColour reads the
 * colour description; toSrgbTransform converts the pixels to sRGB (relative colorimetric, clipped). No DOM,
 * so that Node's tests run it as the worker does.
 */

export interface ColourDescription {
  /** The ICC profile ('prof' or 'rICC'). */
  icc?: Uint8Array
  /** nclx: the primaries' chromaticities (rx ry gx gy bx by wx wy) and the transfer characteristics (ITU-T H.273). */
  nclx?: { primaries: number[]; transfer: number }
}

/** Converts 8-bit RGBA pixels to sRGB in place; alpha is left as it is. */
export type SrgbTransform = (rgba: Uint8Array | Uint8ClampedArray) => void

/** The part of libheif-js's Emscripten module heifColour uses (libheif-wasm/libheif.d.ts). */
export interface LibheifColour {
  HEAPU8: Uint8Array
  _malloc(size: number): number
  _free(pointer: number): void
  _heif_image_handle_get_raw_color_profile_size(handle: number): number
  _heif_image_handle_get_raw_color_profile(error: number, handle: number, out: number): void
  _heif_image_handle_get_nclx_color_profile(error: number, handle: number, out: number): void
  _heif_nclx_color_profile_free(profile: number): void
}

/** A heif_image_handle*: HeifImage.handle is embind's wrapper of it, which keeps the address in $$.ptr. */
export type HeifHandle = number | { $$?: { ptr?: number } }

/** The handle's ICC profile and nclx colour description, whichever it has (an iPhone's may have both). */
export function heifColour(libheif: LibheifColour, handle: HeifHandle): ColourDescription | undefined {
  const pointer = typeof handle === "number" ? handle : handle.$$?.ptr
  if (!pointer) return undefined
  // The functions return struct heif_error by value: wasm32 passes the address of its 12 bytes first.
  const error = libheif._malloc(12)
  const out = libheif._malloc(4)
  // A fresh view each time: an allocation may grow the memory, which replaces its buffer.
  const memory = () => new DataView(libheif.HEAPU8.buffer)
  const description: ColourDescription = {}
  try {
    const size = libheif._heif_image_handle_get_raw_color_profile_size(pointer)
    if (size > 0) {
      const data = libheif._malloc(size)
      libheif._heif_image_handle_get_raw_color_profile(error, pointer, data)
      if (memory().getInt32(error, true) === 0) description.icc = libheif.HEAPU8.slice(data, data + size)
      libheif._free(data)
    }
    memory().setUint32(out, 0, true)
    libheif._heif_image_handle_get_nclx_color_profile(error, pointer, out)
    const nclx = memory().getUint32(out, true)
    if (memory().getInt32(error, true) === 0 && nclx) {
      // struct heif_color_profile_nclx: version (byte), primaries, transfer, matrix (ints), full range (byte), then 8 floats.
      const view = memory()
      const primaries = Array.from({ length: 8 }, (_, index) => view.getFloat32(nclx + 20 + 4 * index, true))
      description.nclx = { primaries, transfer: view.getInt32(nclx + 8, true) }
      libheif._heif_nclx_color_profile_free(nclx)
    }
  } finally {
    libheif._free(error)
    libheif._free(out)
  }
  return description.icc || description.nclx ? description : undefined
}

/** A 3×3 matrix, row by row. */
type Matrix = number[]

const multiply = (a: Matrix, b: Matrix): Matrix =>
  a.map((_, index) => {
    const row = index - (index % 3)
    const column = index % 3
    return a[row] * b[column] + a[row + 1] * b[column + 3] + a[row + 2] * b[column + 6]
  })
const apply = (m: Matrix, [x, y, z]: number[]) => [0, 3, 6].map((row) => m[row] * x + m[row + 1] * y + m[row + 2] * z)
const diagonal = ([x, y, z]: number[]): Matrix => [x, 0, 0, 0, y, 0, 0, 0, z]
function invert(m: Matrix): Matrix | undefined {
  const [a, b, c, d, e, f, g, h, i] = m
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
  if (!Number.isFinite(det) || Math.abs(det) < 1e-9) return undefined
  return [
    e * i - f * h,
    c * h - b * i,
    b * f - c * e,
    f * g - d * i,
    a * i - c * g,
    c * d - a * f,
    d * h - e * g,
    b * g - a * h,
    a * e - b * d,
  ].map((value) => value / det)
}

/** xy chromaticity to XYZ with Y = 1. */
const fromXy = (x: number, y: number) => [x / y, 1, (1 - x - y) / y]

/** RGB to XYZ from the primaries' and the white's chromaticities (rx ry gx gy bx by wx wy), white at Y = 1. */
function rgbToXyz([rx, ry, gx, gy, bx, by, wx, wy]: number[]): Matrix | undefined {
  if (!(ry > 0 && gy > 0 && by > 0 && wy > 0)) return undefined
  const columns = [fromXy(rx, ry), fromXy(gx, gy), fromXy(bx, by)]
  const primaries = [0, 1, 2].flatMap((row) => columns.map((column) => column[row]))
  const inverse = invert(primaries)
  return inverse && multiply(primaries, diagonal(apply(inverse, fromXy(wx, wy))))
}

const BRADFORD: Matrix = [0.8951, 0.2664, -0.1614, -0.7502, 1.7135, 0.0367, 0.0389, -0.0685, 1.0296]
const BRADFORD_INVERSE = invert(BRADFORD) as Matrix
/** Bradford chromatic adaptation from one white (XYZ) to another. */
const adapt = (from: number[], to: number[]) => {
  const [cone, target] = [apply(BRADFORD, from), apply(BRADFORD, to)]
  return multiply(BRADFORD_INVERSE, multiply(diagonal(target.map((value, index) => value / cone[index])), BRADFORD))
}

const SRGB_PRIMARIES = [0.64, 0.33, 0.3, 0.6, 0.15, 0.06, 0.3127, 0.329]
const XYZ_TO_SRGB = invert(rgbToXyz(SRGB_PRIMARIES) as Matrix) as Matrix
const D65 = fromXy(0.3127, 0.329)
/** The ICC profile connection space's white: matrix/TRC colorants are adapted to it. */
const D50 = [0.9642, 1, 0.8249]

const srgbDecode = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
const srgbEncode = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055)
const ENCODE_STEPS = 4095
/** Linear light (0 to 1, in 4096 steps) to 8-bit sRGB. */
const ENCODE = Uint8Array.from({ length: ENCODE_STEPS + 1 }, (_, index) => Math.round(255 * srgbEncode(index / ENCODE_STEPS)))

/** A tone curve: the encoded value (0 to 1) to linear light. */
type Curve = (v: number) => number

/** An ICC 'curv' or 'para' tag (ICC.1:2010, 10.5 and 10.18). */
function iccCurve(icc: DataView, at: number): Curve | undefined {
  const type = icc.getUint32(at)
  if (type === 0x63757276 /* curv */) {
    const count = icc.getUint32(at + 8)
    if (count === 0) return (v) => v
    if (count === 1) return (v) => v ** (icc.getUint16(at + 12) / 256)
    const table = Array.from({ length: count }, (_, index) => icc.getUint16(at + 12 + 2 * index) / 65535)
    return (v) => {
      const position = v * (count - 1)
      const index = Math.min(count - 2, Math.floor(position))
      return table[index] + (table[index + 1] - table[index]) * (position - index)
    }
  }
  if (type !== 0x70617261 /* para */) return undefined
  const kind = icc.getUint16(at + 8)
  const count = [1, 3, 4, 5, 7][kind]
  if (!count) return undefined
  const p = Array.from({ length: count }, (_, index) => icc.getInt32(at + 12 + 4 * index) / 65536)
  // The five function types as one: (a·v + b)^g + e from d on, c·v + f below it.
  const [g, a, b, c, d, e, f] = [
    [p[0], 1, 0, 0, 0, 0, 0], // v^g
    [...p, 0, -p[2] / p[1], 0, 0], // (a·v + b)^g, 0 below -b/a
    [...p.slice(0, 3), 0, -p[2] / p[1], p[3], p[3]], // (a·v + b)^g + c, c below -b/a
    [...p, 0, 0], // (a·v + b)^g from d on, c·v below (sRGB's)
    p, // (a·v + b)^g + e from d on, c·v + f below
  ][kind]
  return (v) => (v >= d ? Math.max(0, a * v + b) ** g + e : c * v + f)
}

/** A matrix/TRC RGB profile: its colorants (XYZ, D50-adapted, as matrix columns) and its three curves. */
function readIcc(bytes: Uint8Array): { colorants: Matrix; curves: Curve[] } | undefined {
  try {
    const icc = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))
    if (text(16) !== "RGB " || text(20) !== "XYZ ") return undefined
    const tags = new Map<string, number>()
    for (let index = 0; index < icc.getUint32(128); index++) tags.set(text(132 + 12 * index), icc.getUint32(136 + 12 * index))
    const xyz = (tag: string) => {
      const at = tags.get(tag)
      return at === undefined ? undefined : [0, 1, 2].map((index) => icc.getInt32(at + 8 + 4 * index) / 65536)
    }
    const columns = ["rXYZ", "gXYZ", "bXYZ"].map(xyz)
    const curves = ["rTRC", "gTRC", "bTRC"].map((tag) => (tags.has(tag) ? iccCurve(icc, tags.get(tag) as number) : undefined))
    if (columns.some((column) => !column) || curves.some((curve) => !curve)) return undefined
    const colorants = [0, 1, 2].flatMap((row) => columns.map((column) => (column as number[])[row]))
    return { colorants, curves: curves as Curve[] }
  } catch {
    return undefined // a profile cut short
  }
}

/** The conversion of pixels with this colour description to sRGB, or undefined if they are sRGB already or it cannot tell. */
export function toSrgbTransform(description: ColourDescription | undefined): SrgbTransform | undefined {
  let toSrgb: Matrix | undefined
  let curves: Curve[]
  const profile = description?.icc && readIcc(description.icc)
  if (profile) {
    toSrgb = multiply(XYZ_TO_SRGB, multiply(adapt(D50, D65), profile.colorants))
    curves = profile.curves
  } else if (description?.nclx) {
    const { primaries, transfer } = description.nclx
    // PQ and HLG are HDR: not for an 8-bit sRGB JPEG, so the pixels stay as they are.
    if (transfer === 16 || transfer === 18) return undefined
    const [wx, wy] = primaries.slice(6)
    const rgb = rgbToXyz(primaries)
    toSrgb = rgb && multiply(XYZ_TO_SRGB, multiply(adapt(fromXy(wx, wy), D65), rgb))
    // Transfer 13 is sRGB's curve; 1, 6 (BT.709, BT.601) and any other are taken as it: close enough for an SDR photo.
    curves = [srgbDecode, srgbDecode, srgbDecode]
  } else return undefined
  if (!toSrgb || toSrgb.some((value) => !Number.isFinite(value))) return undefined
  const linear = curves.map((curve) => Float32Array.from({ length: 256 }, (_, level) => Math.min(1, Math.max(0, curve(level / 255)))))
  const identity = toSrgb.every((value, index) => Math.abs(value - (index % 4 === 0 ? 1 : 0)) < 0.01)
  const srgbCurves = linear.every((table) => table.every((value, level) => Math.abs(255 * srgbEncode(value) - level) < 0.5))
  if (identity && srgbCurves) return undefined
  return convert(toSrgb, linear)
}

function convert([m0, m1, m2, m3, m4, m5, m6, m7, m8]: Matrix, [red, green, blue]: Float32Array[]): SrgbTransform {
  const encode = (v: number) => ENCODE[v <= 0 ? 0 : v >= 1 ? ENCODE_STEPS : (v * ENCODE_STEPS + 0.5) | 0]
  return (rgba) => {
    for (let index = 0; index < rgba.length; index += 4) {
      const r = red[rgba[index]]
      const g = green[rgba[index + 1]]
      const b = blue[rgba[index + 2]]
      rgba[index] = encode(m0 * r + m1 * g + m2 * b)
      rgba[index + 1] = encode(m3 * r + m4 * g + m5 * b)
      rgba[index + 2] = encode(m6 * r + m7 * g + m8 * b)
    }
  }
}
