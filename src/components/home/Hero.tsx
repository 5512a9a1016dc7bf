import * as React from "react"
import { ChevronDown, ChevronLeft, ChevronRight, Pause, Play } from "../ui/icons"
import { imageData } from "../../lib/imageData"
import { ROTATION_CONTROL_ATTRIBUTE, SLIDE_FADE_MS, useSlideshow } from "../../hooks/useSlideshow"
import { SECTION_IDS } from "../../i18n/routes"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { afterQuiet } from "../../hydration/whenQuiet"
import { SectionLink } from "../ui/SectionLink"
import { fillTemplate } from "../../i18n/languages"
import { useTexts } from "../../i18n/frame"
import * as shared from "../ui/shared.module.css"
import type { Slide } from "./types"
import * as styles from "./Hero.module.css"

export interface HeroProps {
  slides: readonly Slide[]
  /** Page heading shown above the slides (the company's tagline). */
  heading: string
}

const controlClass = `${shared.iconButton} ${styles.control}`

/** The previous or next slide's button. */
const stepButton = (label: string, Icon: typeof ChevronLeft, onClick: () => void) => (
  <button type="button" className={controlClass} aria-label={label} aria-controls="destaques-slides" onClick={onClick}>
    <Icon aria-hidden="true" size={22} />
  </button>
)

/**
 * The hero slideshow (W3C ARIA carousel pattern, ../../hooks/useSlideshow.ts). Only the current slide is exposed to assistive
 * technology. The first slide's photo is the page's LCP; the others load once it has and the form's code (loaded ahead) has arrived.
 */
export function Hero({ slides, heading }: HeroProps) {
  const count = slides.length
  const show = useSlideshow(count)
  const t = useTexts().hero
  /** "2 de 4": a slide's place, the label of its group and of its dot. */
  const position = (index: number) => fillTemplate(t.position, { position: index + 1, count })
  const [firstLoaded, setFirstLoaded] = React.useState(false)
  const [queuedWorkDone, setQueuedWorkDone] = React.useState(false)
  const restReady = firstLoaded && queuedWorkDone
  const firstImage = React.useRef<HTMLImageElement>(null)
  // The other slides' photos wait for the work queued ahead (the form's code), not to share the network with it.
  React.useEffect(() => afterQuiet(() => setQueuedWorkDone(true)), [])
  // And for the first (the LCP), which may have loaded before hydration.
  React.useEffect(() => {
    const img = firstImage.current
    if (!img || img.complete) {
      setFirstLoaded(true)
      return undefined
    }
    const ready = () => setFirstLoaded(true)
    img.addEventListener("load", ready, { once: true })
    img.addEventListener("error", ready, { once: true })
    return () => {
      img.removeEventListener("load", ready)
      img.removeEventListener("error", ready)
    }
  }, [])
  const transition = show.reducedMotion ? "none" : `opacity ${SLIDE_FADE_MS}ms ease-in-out, visibility ${SLIDE_FADE_MS}ms`

  // The number of dots, from which the hero reserves its controls' room (Hero.module.css, .layout).
  const dots = { "--hero-slides": count } as React.CSSProperties
  return (
    <div className={styles.hero} style={dots}>
      <div className={styles.layout}>
        {/* The heading and the calls to action stay put while the slides change beneath them. They
          come before the carousel, so its first stop for the keyboard is the rotation control. */}
        <div className={styles.top}>
          <h1 className={styles.tagline}>{heading}</h1>
        </div>
        <div className={styles.ctas}>
          <SectionLink section={SECTION_IDS.services} className={shared.pillSolid}>
            {t.servicesButton}
          </SectionLink>
          <SectionLink section={SECTION_IDS.contact} className={`${shared.pill} ${styles.ctaLight}`}>
            {t.contactButton}
          </SectionLink>
        </div>

        <section
          ref={show.carouselRef}
          aria-roledescription={t.carouselRole}
          aria-label={t.label}
          className={styles.carousel}
          {...show.focusProps}
        >
          <div id="destaques-slides" aria-live={show.rotating ? "off" : "polite"} className={styles.slides} {...show.hoverProps}>
            {slides.map((slide, index) => {
              const current = index === show.current
              const image = imageData(slide.image.childImageSharp?.gatsbyImageData)
              const loadImage = index === 0 || restReady || current
              return (
                <div
                  key={slide.id}
                  role="group"
                  aria-roledescription={t.slideRole}
                  aria-label={position(index)}
                  aria-hidden={current ? undefined : true}
                  data-current={current ? "" : undefined}
                  data-testid="hero-slide"
                  className={styles.slide}
                  style={{ transition }}
                >
                  {image && loadImage && (
                    <ResponsivePicture
                      image={image}
                      alt={slide.alt}
                      priority={index === 0}
                      imageRef={index === 0 ? firstImage : undefined}
                    />
                  )}
                  <div className={styles.shade} />
                  <div className={styles.slideBody}>
                    <div className={styles.slideText}>
                      <h2 className={styles.slideTitle}>{slide.title}</h2>
                      <p className={styles.slideDescription}>{slide.description}</p>
                    </div>
                  </div>
                </div>
              )
            })}
          </div>

          <div className={styles.bottom}>
            <div className={styles.controls}>
              <div className={styles.controlGroup}>
                <button
                  type="button"
                  className={controlClass}
                  {...{ [ROTATION_CONTROL_ATTRIBUTE]: "" }}
                  aria-label={show.paused ? t.playLabel : t.pauseLabel}
                  onClick={show.togglePaused}
                >
                  {show.paused ? <Play aria-hidden="true" size={20} /> : <Pause aria-hidden="true" size={20} />}
                </button>
                {stepButton(t.previousLabel, ChevronLeft, show.previous)}
                <div role="group" aria-label={t.dotsLabel} className={styles.dots}>
                  {slides.map((slide, index) => (
                    <button
                      key={slide.id}
                      type="button"
                      className={styles.dot}
                      aria-label={fillTemplate(t.goToSlide, { position: position(index), title: slide.title })}
                      aria-current={index === show.current ? "true" : undefined}
                      aria-controls="destaques-slides"
                      onClick={() => show.goTo(index)}
                    >
                      <span className={styles.dotMark} />
                    </button>
                  ))}
                </div>
                {stepButton(t.nextLabel, ChevronRight, show.next)}
              </div>
              <SectionLink section={SECTION_IDS.about} aria-label={t.scrollDownLabel} className={controlClass}>
                <ChevronDown aria-hidden="true" size={24} />
              </SectionLink>
            </div>
          </div>
        </section>
      </div>
    </div>
  )
}
