/** exifr's `lite` build (JPEG and HEIC; TIFF/EXIF, GPS, XMP) has the package's own types. */
declare module "exifr/dist/lite.esm.mjs" {
  import exifr from "exifr"
  export default exifr
}
