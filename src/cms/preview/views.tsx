/** What the preview shows for each content file: the site's own components, with the props of ./content.ts. */
import type * as React from "react"
import type { z } from "zod"
import { defOf, unwrapField } from "../../content/fields"
import { interfaceSchema } from "../../content/schema"
import { Header } from "../../components/frame/Header"
import { Footer } from "../../components/frame/Footer"
import { HEADER_HEIGHT } from "../../components/frame/PageFrame"
import { Hero } from "../../components/home/Hero"
import { About } from "../../components/home/About"
import { Services } from "../../components/home/Services"
import { GalleryTeaser } from "../../components/home/GalleryTeaser"
import { GalleryGrid } from "../../components/gallery/GalleryGrid"
import { GalleryHeading } from "../../components/gallery/GalleryHeading"
import { GalleryPagination, pageLabel } from "../../components/gallery/GalleryPagination"
import { ResponsibilityBanner, ResponsibilityBody } from "../../components/responsibility/ResponsibilityPage"
import { ContactSection } from "../../features/contact/ContactSection"
import type { PreviewData } from "./content"
import * as styles from "./preview.module.css"

type View = (props: { data: PreviewData }) => React.ReactElement

/** The fixed header, held at the top: a transformed box contains its fixed descendants, so it scrolls with the preview. */
function HeaderInPlace() {
  return (
    <div className={styles.headerBox} style={{ minHeight: HEADER_HEIGHT }}>
      <Header />
    </div>
  )
}

/** A page's text that has no component of its own (the 404 page, the splash): labelled, in the site's type. */
function Texts({ title, entries }: { title: string; entries: [string, string | undefined][] }) {
  return (
    <section className={styles.texts} aria-label={title}>
      <h2 className={styles.textsTitle}>{title}</h2>
      <dl>
        {entries.map(([label, text], index) => (
          <div key={index} className={styles.textsEntry}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Every text of a file under its field's label, for the texts that show only now and then (the skip link, the form's messages). */
function LabelledTexts({ schema, value, level = 2 }: { schema: z.ZodType; value: unknown; level?: 2 | 3 }) {
  const shape = defOf(unwrapField(schema).inner).shape ?? {}
  const Heading = level === 2 ? "h2" : "h3"
  const fields = Object.entries(shape).map(([key, field]) => ({
    key,
    field,
    label: unwrapField(field).meta?.label,
    item: (value as Record<string, unknown> | undefined)?.[key],
  }))
  const isGroup = (item: unknown) => item !== null && typeof item === "object"
  return (
    <>
      <dl>
        {fields
          .filter(({ item }) => !isGroup(item))
          .map(({ key, label, item }) => (
            <div key={key} className={styles.textsEntry}>
              <dt>{label}</dt>
              <dd>{typeof item === "string" ? item : ""}</dd>
            </div>
          ))}
      </dl>
      {fields
        .filter(({ item }) => isGroup(item))
        .map(({ key, field, label, item }) => (
          <section key={key} className={styles.texts} aria-label={label}>
            <Heading className={styles.textsTitle}>{label}</Heading>
            <LabelledTexts schema={field} value={item} level={3} />
          </section>
        ))}
    </>
  )
}

const heroOf = (data: PreviewData) => <Hero slides={data.slides} heading={data.frame.site.tagline} />
const contactOf = (data: PreviewData) => <ContactSection texts={data.pages.home} facts={data.frame.site} />

/** The preview of each content file, by its entry's name in the editor (the file's name without .json). */
export const VIEWS: Record<string, View> = {
  slides: ({ data }) => heroOf(data),
  about: ({ data }) => <About about={data.about} location={data.frame.site.location} />,
  services: ({ data }) => <Services texts={data.pages.home} services={data.services} />,
  // The page of the photo changed last, as src/templates/galeria.tsx draws it.
  gallery: ({ data: { gallery, pages, frame, teaser } }) => (
    <>
      <div className={styles.page}>
        <GalleryHeading
          heading={pages.gallery.heading}
          intro={pages.gallery.intro}
          pageLabel={gallery.pageCount > 1 ? pageLabel(frame.texts, gallery.page, gallery.pageCount) : undefined}
        />
        <GalleryGrid items={gallery.items} offset={gallery.skip} total={gallery.total} />
        <GalleryPagination page={gallery.page} pageCount={gallery.pageCount} />
      </div>
      <GalleryTeaser texts={pages.home} items={teaser} />
    </>
  ),
  responsibility: ({ data }) => (
    <>
      <ResponsibilityBanner page={data.responsibility} />
      <ResponsibilityBody page={data.responsibility} />
    </>
  ),
  site: ({ data }) => (
    <>
      <HeaderInPlace />
      {heroOf(data)}
      {contactOf(data)}
      <Footer />
    </>
  ),
  pages: ({ data }) => {
    const { home, gallery, notFound, splash } = data.pages
    return (
      <>
        <Services texts={home} services={data.services} />
        <GalleryTeaser texts={home} items={data.teaser} />
        {contactOf(data)}
        <div className={styles.page}>
          <GalleryHeading heading={gallery.heading} intro={gallery.intro} />
        </div>
        <Texts
          title="Galeria: em breve e créditos"
          entries={[
            [gallery.comingSoon, gallery.comingSoonText],
            [gallery.creditsHeading, gallery.creditsIntro],
          ]}
        />
        <Texts
          title="Página não encontrada (404)"
          entries={[
            [notFound.heading, notFound.text],
            ["Ligação", notFound.linkLabel],
          ]}
        />
        <Texts title="Ecrã de abertura" entries={[["Texto", splash.loadingText]]} />
        <Texts
          title="Título e descrição de cada página (no separador do navegador e nos motores de busca)"
          entries={[
            [home.title, home.description],
            [gallery.title, gallery.description],
            [data.pages.responsibility.title, data.pages.responsibility.description],
            [notFound.title, notFound.description],
          ]}
        />
      </>
    )
  },
  interface: ({ data }) => (
    <>
      <HeaderInPlace />
      {heroOf(data)}
      <div className={styles.page}>
        <GalleryPagination page={1} pageCount={2} />
      </div>
      {contactOf(data)}
      <Footer />
      <LabelledTexts schema={interfaceSchema} value={data.frame.texts} />
    </>
  ),
}
