import type * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

export interface ResponsivePictureProps {
  /** gatsbyImageData from sharp (AVIF/WebP sources and a JPEG fallback with srcset and sizes). */
  image: IGatsbyImageData
  alt: string
  /** The page's Largest Contentful Paint (or the photo a visitor waits for): loaded eagerly with high fetch priority. */
  priority?: boolean
  /** Loaded at once even where it is not seen (the lightbox's neighbours), at the usual priority. */
  eager?: boolean
  /** On a phone's first screen besides the `priority` photo: the app's scripts wait for it (src/hydration/appScriptsLoader.ts). */
  firstScreen?: boolean
  /** The Element Timing identifier (`elementtiming`): when the photo was painted, for the bench. */
  elementTiming?: string
  style?: React.CSSProperties
  /** The <img> element, e.g. to learn when it has loaded (it may load before hydration). */
  imageRef?: React.Ref<HTMLImageElement>
}

/** sharp's srcsets come one candidate per line; keep the HTML attribute on one line. */
const oneLine = (srcSet: string | undefined) => srcSet?.replace(/\n/g, "")

/** React 18 does not know `fetchpriority` yet; lower-case it passes straight to the <img>. */
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>

/**
 * A <picture> that fills its positioned parent from sharp's renditions, for every photo the site shows. Unlike
 * GatsbyImage, which reveals its <img> from a script that runs only after the app's, it paints as soon as its
 * bytes arrive, on the photo's dominant colour, with no JavaScript at all.
 */
export function ResponsivePicture({ image, alt, priority, eager, firstScreen, elementTiming, style, imageRef }: ResponsivePictureProps) {
  const { fallback, sources = [] } = image.images
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={oneLine(source.srcSet)} sizes={source.sizes} />
      ))}
      <img
        ref={imageRef}
        // Not gatsby-plugin-image's data-main-image: its scripts would look for a placeholder here.
        data-picture=""
        src={fallback?.src}
        srcSet={oneLine(fallback?.srcSet)}
        sizes={fallback?.sizes}
        alt={alt}
        // Intrinsic size for fixed and constrained renditions (full-width ones only know a ratio).
        width={image.layout === "fullWidth" ? undefined : image.width}
        height={image.layout === "fullWidth" ? undefined : image.height}
        loading={priority || eager ? "eager" : "lazy"}
        decoding="async"
        {...(priority ? HIGH_PRIORITY : {})}
        {...(firstScreen ? { "data-first-screen": "" } : {})}
        {...(elementTiming ? { elementtiming: elementTiming } : {})}
        style={{
          position: "absolute",
          inset: 0,
          width: "100%",
          height: "100%",
          objectFit: "cover",
          backgroundColor: image.backgroundColor,
          ...style,
        }}
      />
    </picture>
  )
}
