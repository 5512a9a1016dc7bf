import { imageData } from "../../lib/imageData"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { ResponsibilitySection } from "./ResponsibilitySection"
import { ResponsibilityCta } from "./ResponsibilityCta"
import * as styles from "./ResponsibilityPage.module.css"

/** The page's content as its query gives it (src/pages/responsabilidade-social.tsx). */
export type ResponsibilityContent = NonNullable<Queries.ResponsibilityPageQuery["responsibilityJson"]>

/** The photo banner with the page's heading and intro. */
export function ResponsibilityBanner({ page }: { page: Pick<ResponsibilityContent, "image" | "imageAlt" | "heading" | "intro"> }) {
  const hero = imageData(page.image.childImageSharp?.gatsbyImageData)
  return (
    <header className={styles.banner}>
      {hero && <ResponsivePicture image={hero} alt={page.imageAlt} priority />}
      <div className={styles.bannerShade} />
      <div className={styles.bannerBody}>
        <h1 className={styles.bannerHeading}>{page.heading}</h1>
        <p className={styles.bannerIntro}>{page.intro}</p>
      </div>
    </header>
  )
}

/** The page's sections (photo and text, alternating sides) and its call to action. */
export function ResponsibilityBody({ page }: { page: Pick<ResponsibilityContent, "sections" | "cta"> }) {
  return (
    <div className={styles.container}>
      {page.sections.map((section, index) => (
        <ResponsibilitySection key={section.id} section={section} imageLast={index % 2 === 1} />
      ))}
      <ResponsibilityCta {...page.cta} />
    </div>
  )
}
