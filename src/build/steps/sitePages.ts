/**
 * The site's pages beyond src/pages/ itself (gatsby-node's onCreatePage and createPages): every
 * page in both languages, and the gallery's pages with the lightbox's JSON.
 */
import path from "path"
import type { CreatePageArgs, CreatePagesArgs } from "gatsby"
import { LANGS, isLang, type Lang } from "../../i18n/languages"
import { ENGLISH_NOT_FOUND_MATCH_PATH, NOT_FOUND_PAGES, galleryPagePath, localizePath } from "../../i18n/routes"
import { galleryPages, photoLink, photosPerPage, type LightboxPhoto } from "../../lib/galleryPages"
import { writeLightboxPhotos } from "./lightboxPhotos"

type GalleryArgs = Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">

/** Every page in both languages: src/pages/ holds the Portuguese ones; each gets its `lang` and an English twin. */
export function localizePage({ page, actions }: CreatePageArgs): void {
  const context = page.context as { lang?: unknown }
  if (isLang(context.lang) || page.path.startsWith("/dev-404-page")) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, lang: "pt" } })
  // "/404" is the 404 page's own route beside Gatsby's copy at 404.html: one English 404 is enough.
  if (/^\/404\/?$/.test(page.path)) return
  actions.createPage({
    ...page,
    path: localizePath(page.path, "en"),
    ...(page.path === NOT_FOUND_PAGES.pt ? { matchPath: ENGLISH_NOT_FOUND_MATCH_PATH } : {}),
    context: { ...page.context, lang: "en" },
  })
}

/**
 * The gallery: the lightbox's JSON, then its pages (src/lib/galleryPages.ts). The lightbox's renditions are WebP
 * only: every browser that runs it decodes WebP, so a JPEG would never be fetched, and an AVIF would double the
 * photos' share of the build for a file a quarter lighter (docs/PERFORMANCE.md).
 */
export async function createGalleries(rootDir: string, args: GalleryArgs): Promise<void> {
  for (const lang of LANGS) await createGalleryPages(rootDir, lang, args)
}

/** One language's gallery pages and lightbox JSON; both ask sharp for the same renditions, so each is made once. */
async function createGalleryPages(rootDir: string, lang: Lang, { graphql, actions, reporter }: GalleryArgs) {
  const result = await graphql<{
    allGalleryJson: { nodes: (Omit<LightboxPhoto, "large"> & { image: { large: { gatsbyImageData: LightboxPhoto["large"] } | null } })[] }
  }>(
    `
      query GalleryLightbox($lang: String!) {
        allGalleryJson {
          nodes {
            id
            title(lang: $lang)
            description(lang: $lang)
            alt(lang: $lang)
            image {
              large: childImageSharp {
                gatsbyImageData(layout: FULL_WIDTH, breakpoints: [800, 1200, 1600], formats: [WEBP])
              }
            }
          }
        }
      }
    `,
    { lang },
  )
  if (result.errors || !result.data) {
    reporter.panicOnBuild("the gallery's lightbox query failed", result.errors)
    return
  }
  const photos: LightboxPhoto[] = result.data.allGalleryJson.nodes.map(({ image, ...text }) => ({
    ...text,
    large: image.large?.gatsbyImageData ?? null,
  }))
  const photosUrl = writeLightboxPhotos(path.join(rootDir, "public"), photos, lang)
  const pages = galleryPages(photos.length, photosPerPage(process.env), photosUrl)
  const links = photos.map((photo) => photoLink(photo.large))
  for (const page of pages) {
    const { skip, limit } = page.context
    actions.createPage({
      path: galleryPagePath(page.page, lang),
      component: path.resolve(rootDir, "src/templates/galeria.tsx"),
      context: { ...page.context, lang, links: links.slice(skip, skip + limit) },
    })
  }
  reporter.info(`gallery (${lang}): ${photos.length} photos on ${pages.length} page(s); lightbox data ${photosUrl}`)
}
