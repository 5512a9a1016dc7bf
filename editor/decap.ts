/**
 * Decap CMS composed of the parts this site uses (decap-cms-app registers every backend, widget and locale):
 * the GitHub backend, the proxy backend of `npm run cms`, the schema's widgets (../src/cms/decapConfig.ts; image, list,
 * string and text wrapped in ./controls.ts), and the Portuguese wording (../src/cms/locale.ts) over Decap's English.
 * Its React 19 is its own (./package.json).
 */
import { DecapCmsCore as CMS, type CmsBackendClass, type CmsLocalePhrases } from "decap-cms-core"
import { GitHubBackend } from "decap-cms-backend-github"
import { ProxyBackend } from "decap-cms-backend-proxy"
import boolean from "decap-cms-widget-boolean"
import file from "decap-cms-widget-file"
import object from "decap-cms-widget-object"
import select from "decap-cms-widget-select"
import { en, pt } from "decap-cms-locales"
import { image, list, string, text } from "./controls"
import createClass from "create-react-class"
import { createElement } from "react"
import { PT_PT_OVERRIDES, PUBLISHES_AT_ONCE } from "../src/cms/locale"
import { guarded } from "./guard"
import { guardedGitHub } from "./guardGitHub"
import { photosInWorker } from "./localPhotos"

type Phrases = { [key: string]: string | Phrases }

/** `extra` over `base`, key by key: what PT_PT_OVERRIDES does not name keeps Decap's "pt" text. */
function merge(base: Phrases, extra: Phrases): Phrases {
  const out = { ...base }
  for (const [key, value] of Object.entries(extra)) {
    const under = base[key]
    out[key] = typeof value === "string" ? value : merge(typeof under === "object" ? under : {}, value)
  }
  return out
}

// Both backends save through the guard: no save erases what another maintainer saved since (./guard.ts).
CMS.registerBackend("github", guardedGitHub(GitHubBackend))
// local_backend: Decap swaps the GitHub backend for this one, which talks to decap-server.
CMS.registerBackend("proxy", guarded(photosInWorker(ProxyBackend as never)) as unknown as CmsBackendClass)
for (const widget of [string, text, image, file, list, object, select, boolean]) CMS.registerWidget(widget.Widget())
CMS.registerLocale("en", en as CmsLocalePhrases)
const portuguese = merge(pt as Phrases, PT_PT_OVERRIDES)
CMS.registerLocale("pt_PT", portuguese as CmsLocalePhrases)

/**
 * What a preview template is made with (../src/cms/preview/index.tsx): Decap's React, not the site's; and, before init,
 * the wording for a decap-server that publishes at once (./start.ts).
 */
export const decap = {
  CMS,
  createClass,
  h: createElement,
  publishesAtOnce: () => CMS.registerLocale("pt_PT", merge(portuguese, PUBLISHES_AT_ONCE) as CmsLocalePhrases),
}
export type Decap = typeof decap
