/**
 * The editor's configuration (Decap CMS, at /admin), derived from the content schema: each content file is an
 * entry of one collection, each field keeps the schema's label, hint, form and minimum; nothing here names a field.
 */
import type { z } from "zod"
import { defOf, unwrapField, type FieldMeta } from "../content/fields"
import { CONTENT_FILES } from "../content/schema"
import { LOCAL_BACKEND_URL } from "../lib/settings"

export interface DecapField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  pattern?: [string, string]
  options?: string[]
  default?: unknown
  fields?: DecapField[]
  field?: DecapField
  summary?: string
  label_singular?: string
  min?: number
  collapsed?: boolean
  choose_url?: boolean
}

export interface CmsSettings {
  /** The content folder, relative to the repository's root ("data"). */
  contentDir: string
  /** The repository the web editor commits to, "owner/name". */
  repo: string
  branch: string
  /** The OAuth server that signs maintainers in with GitHub (Decap's `base_url`); empty: Decap's default. */
  authBaseUrl: string
  /** The GitHub permission the sign-in asks for: "repo", or "public_repo" for a public repository (the sign-in service's GITHUB_SCOPE). */
  authScope?: "repo" | "public_repo"
  /** The site's public address (the editor's link back to the site). */
  siteUrl: string
  /** `npm run cms` and the browser tests only: the editor talks to decap-server on this computer (`local_backend`). */
  localBackend?: boolean
}

const describe = (meta: FieldMeta) => (meta.format ? `${meta.hint} Forma: ${meta.format}.` : meta.hint)

/** The text that names a list entry in the editor's collapsed list: its title (in Portuguese), else its label or id. */
function summaryOf(fields: DecapField[]): string | undefined {
  const field = ["title", "label", "id"].map((candidate) => fields.find((entry) => entry.name === candidate)).find(Boolean)
  if (!field) return undefined
  return field.fields?.some((part) => part.name === "pt") ? `{{fields.${field.name}.pt}}` : `{{fields.${field.name}}}`
}

export const ENGLISH_HINT =
  "A tradução inglesa, para as páginas em /en. Pode ficar vazia: enquanto estiver, a página em inglês mostra o texto em português e a publicação avisa."

/** The label of a text's language part: the text's own label in it, so a message about the part names the text. */
const languageLabel = (label: string, lang: "pt" | "en") => `${label} (${lang === "pt" ? "português" : "inglês"})`

/** A two-language text: Português (required) and English (optional) side by side, each with the text's widget. */
function bilingualField(name: string, meta: FieldMeta, optional: boolean): DecapField {
  const part = (lang: "pt" | "en", label: string, hint: string): DecapField => ({ name: lang, label, widget: meta.widget, hint })
  const field: DecapField = {
    name,
    label: meta.label,
    widget: "object",
    hint: describe(meta),
    collapsed: false,
    fields: [
      part("pt", languageLabel(meta.label, "pt"), "O texto em português."),
      { ...part("en", languageLabel(meta.label, "en"), ENGLISH_HINT), required: false },
    ],
  }
  if (optional) field.required = false
  return field
}

export function decapField(name: string, schema: z.ZodType): DecapField {
  const { inner, optional, meta } = unwrapField(schema)
  if (!meta) throw new Error(`content schema: field "${name}" has no label and hint (build it with src/content/fields.ts)`)
  if (meta.localized) return bilingualField(name, meta, optional)
  const field: DecapField = { name, label: meta.label, widget: meta.widget, hint: describe(meta) }
  if (optional) field.required = false
  if (meta.pattern) field.pattern = [meta.pattern, `Tem de ser ${meta.format ?? "no formato indicado"}.`]
  switch (meta.widget) {
    case "select":
      field.options = (inner as unknown as { options: string[] }).options
      break
    case "boolean":
      field.required = false
      field.default = false
      break
    case "image":
      field.choose_url = false
      break
    case "object":
      field.fields = objectFields(inner)
      break
    case "list": {
      const element = defOf(inner).element as z.ZodType
      const item = unwrapField(element)
      if (defOf(item.inner).type === "object" && !item.meta?.localized) {
        field.fields = objectFields(item.inner)
        field.summary = summaryOf(field.fields)
      } else {
        field.field = decapField(name, element)
        field.field.label = item.meta?.label ?? meta.itemLabel ?? meta.label
      }
      if (meta.itemLabel) field.label_singular = meta.itemLabel
      if (meta.min) field.min = meta.min
      if (meta.minReason) field.hint = `${field.hint} ${meta.minReason}`
      field.collapsed = true
      break
    }
  }
  return field
}

function objectFields(schema: z.ZodType): DecapField[] {
  const shape = defOf(schema).shape
  if (!shape) throw new Error("content schema: an object field without fields")
  return Object.entries(shape).map(([key, value]) => decapField(key, value))
}

const PUBLISHED_DESCRIPTION =
  "Cada ficheiro guarda uma parte do site. «Guardar» deixa a alteração em rascunho (no «Fluxo de trabalho»), sem a mostrar no site. Depois de «Publicar», o site é construído de novo e a alteração aparece em poucos minutos."
/** `npm run cms` (decap-server's fs mode) has no drafts: «Publicar» writes the files at once. */
const LOCAL_DESCRIPTION =
  "Cada ficheiro guarda uma parte do site. Neste computador, «Publicar» escreve a alteração nos ficheiros de data/, e o site aberto ao lado mostra-a em poucos segundos. Para a pôr no site publicado, faça commit e push."

/** The whole configuration, as CMS.init({ config }) takes it (no config.yml is read). */
export function decapConfig(settings: CmsSettings) {
  const backend: Record<string, string | boolean> = {
    name: "github",
    repo: settings.repo,
    branch: settings.branch,
    // A draft is a branch cms/… and a pull request; publishing squashes it into one commit, so a
    // photo replaced while in draft (the phone's original) never joins the published branch's history.
    squash_merges: true,
  }
  if (settings.authBaseUrl) backend.base_url = settings.authBaseUrl
  if (settings.authScope) backend.auth_scope = settings.authScope
  return {
    load_config_file: false,
    locale: "pt_PT",
    backend,
    // `npm run cms` and the browser tests only: the editor writes to this checkout through decap-server.
    ...(settings.localBackend ? { local_backend: { url: LOCAL_BACKEND_URL } } : {}),
    // «Guardar» keeps a draft, «Publicar» publishes; decap-server's fs mode (`npm run cms`) has no drafts and publishes at once.
    publish_mode: "editorial_workflow",
    // ASCII names: git quotes an accented path («Captura de ecrã…»), which decap-server cannot read back.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    media_folder: `${settings.contentDir}/images`,
    public_folder: "images",
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    logo_url: "/favicon.svg",
    collections: [
      {
        name: "conteudo",
        label: "Conteúdo do site",
        label_singular: "ficheiro",
        description: settings.localBackend ? LOCAL_DESCRIPTION : PUBLISHED_DESCRIPTION,
        files: Object.entries(CONTENT_FILES).map(([file, { schema, label }]) => ({
          name: file.replace(/\.json$/, ""),
          label,
          file: `${settings.contentDir}/${file}`,
          format: "json",
          fields: objectFields(schema),
        })),
      },
    ],
  }
}
