import { SECTION_IDS } from "../../i18n/routes"
import { SectionLink } from "../ui/SectionLink"
import { serviceIcon } from "./serviceIcons"
import { HomeSection } from "./HomeSection"
import type { HomeTexts, Service } from "./types"
import * as shared from "../ui/shared.module.css"
import * as home from "./HomeSection.module.css"
import * as styles from "./Services.module.css"

export interface ServicesProps {
  texts: Pick<HomeTexts, "servicesHeading" | "servicesIntro" | "servicesCta">
  services: readonly Service[]
}

/** "Os Nossos Serviços": one card per service (icon, title, description) and a call to action to the contact section. */
export function Services({ texts, services }: ServicesProps) {
  return (
    <HomeSection id={SECTION_IDS.services} heading={texts.servicesHeading} intro={texts.servicesIntro} tone="sand">
      <ul className={styles.grid}>
        {services.map((service) => {
          const Icon = serviceIcon(service.icon)
          return (
            <li key={service.id} data-testid="service-card" className={`${home.card} ${styles.card}`}>
              <span className={styles.icon}>
                <Icon aria-hidden="true" size={26} data-icon={service.icon} />
              </span>
              <h3 className={styles.title}>{service.title}</h3>
              <p className={styles.description}>{service.description}</p>
            </li>
          )
        })}
      </ul>
      <div className={home.action}>
        <SectionLink section={SECTION_IDS.contact} className={shared.pillSolid}>
          {texts.servicesCta}
        </SectionLink>
      </div>
    </HomeSection>
  )
}
