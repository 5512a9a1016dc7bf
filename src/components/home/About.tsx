import { MapPin } from "../ui/icons"
import { imageData } from "../../lib/imageData"
import { SECTION_IDS } from "../../i18n/routes"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { useTexts } from "../../i18n/frame"
import { HomeSection } from "./HomeSection"
import type { About as AboutData } from "./types"
import * as home from "./HomeSection.module.css"
import * as styles from "./About.module.css"

export interface AboutProps {
  about: AboutData
  /** District and province, from the site facts. */
  location: { district: string; province: string; country: string }
}

const statementClass = `${home.card} ${styles.statement}`

/** "Sobre Nós": background, success factors, vision/mission/values, project location and the figures. */
export function About({ about, location }: AboutProps) {
  const t = useTexts().about
  const image = imageData(about.image.childImageSharp?.gatsbyImageData)
  return (
    <HomeSection id={SECTION_IDS.about} heading={about.heading} intro={about.intro}>
      <div className={styles.story}>
        <div className={styles.paragraphs}>
          {about.background.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {image && (
          <div className={styles.photo} style={{ aspectRatio: `${image.width} / ${image.height}` }}>
            <ResponsivePicture image={image} alt={about.imageAlt} />
          </div>
        )}
      </div>

      <h3 className={`${home.subHeading} ${styles.spaced}`}>{about.successFactorsHeading}</h3>
      <ul className={styles.threeUp}>
        {about.successFactors.map((factor) => (
          <li key={factor.id} className={`${home.card} ${styles.factor}`}>
            <h4 className={styles.factorTitle}>{factor.title}</h4>
            <p>{factor.description}</p>
          </li>
        ))}
      </ul>

      <div className={`${styles.threeUp} ${styles.spaced}`}>
        <div className={statementClass}>
          <h3 className={styles.statementTitle}>{t.vision}</h3>
          <p>{about.vision}</p>
        </div>
        <div className={statementClass}>
          <h3 className={styles.statementTitle}>{t.mission}</h3>
          <p>{about.mission}</p>
        </div>
        <div className={statementClass}>
          <h3 className={styles.statementTitle}>{t.values}</h3>
          <ul className={styles.values}>
            {about.values.map((value) => (
              <li key={value}>{value}</li>
            ))}
          </ul>
        </div>
      </div>

      <div className={`${styles.place} ${styles.spaced}`}>
        <div>
          <h3 className={home.subHeading}>{about.location.heading}</h3>
          <p className={styles.location} data-testid="about-location">
            <MapPin aria-hidden="true" size={20} />
            {location.district}, {location.province}, {location.country}
          </p>
          <p>{about.location.text}</p>
        </div>
        <div>
          <h3 className={home.subHeading}>{about.figuresHeading}</h3>
          <dl className={styles.figures}>
            {about.figures.map((figure) => (
              <div key={figure.id} className={`${home.card} ${styles.figure}`} data-testid="about-figure">
                <dt className={styles.figureLabel}>{figure.label}</dt>
                <dd className={styles.figureValue}>{figure.value}</dd>
                <dd className={styles.figureDetail}>{figure.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </HomeSection>
  )
}
