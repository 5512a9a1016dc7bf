import type * as React from "react"
import { useSectionNavigation } from "../../hooks/useSectionNavigation"
import { sectionHref, type SectionId } from "../../i18n/routes"
import { useLang } from "../../i18n/frame"
import { plainClick } from "../../browser/clicks"

export interface SectionLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  section: SectionId
}

/**
 * A link to a home section ("/#sobre", "/en#sobre" in English). Without JavaScript the browser follows
 * the href; with it, the click scrolls smoothly (navigating to the home page first when
 * needed). Modified clicks (new tab, etc.) keep the browser's behaviour.
 */
export function SectionLink({ section, onClick, children, ...rest }: SectionLinkProps) {
  const goToSection = useSectionNavigation()
  const lang = useLang()
  return (
    <a
      {...rest}
      href={sectionHref(section, lang)}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !plainClick(event)) return
        event.preventDefault()
        goToSection(section)
      }}
    >
      {children}
    </a>
  )
}
