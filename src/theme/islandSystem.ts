import { defaultBaseConfig } from "@chakra-ui/react/preset-base"
import { createSystem, defineConfig, type SystemContext } from "@chakra-ui/react/styled-system"
import { siteConfig } from "./siteConfig"

type Utilities = NonNullable<Parameters<typeof defineConfig>[0]["utilities"]>

/**
 * The system each island's ChakraProvider gets (src/features/contact/ContactFormIsland.tsx): the site's configuration without global
 * CSS, which the server writes once per page (./system.ts), and without cascade layers, since a stylesheet
 * change that touches a layer makes Chromium restyle the whole page each time an island inserts a rule.
 * patches/@chakra-ui+react+3.37.0.patch makes `_global` lazy, so the browser never builds it. After editing
 * that patch, run `npx gatsby clean`: webpack's cache keys node_modules by version. docs/ARCHITECTURE.md, mechanism 10.
 */
const configs = [defaultBaseConfig, siteConfig, defineConfig({ disableLayers: true, utilities: sharedColorValues() })] as const

/**
 * Chakra's colour utilities share one `values` function, which spreads every colour token into a new object and
 * which createSystem calls once per utility; it returns the same for the same tokens, so one call serves all.
 */
function sharedColorValues(): Utilities {
  const utilities: Utilities = defaultBaseConfig.utilities ?? {}
  const colorValues = utilities.background?.values
  if (typeof colorValues !== "function") return {}
  const results = new WeakMap<object, Record<string, string>>()
  const values: typeof colorValues = (theme) => {
    let result = results.get(theme)
    if (!result) results.set(theme, (result = colorValues(theme)))
    return result
  }
  return Object.fromEntries(
    Object.entries(utilities)
      .filter(([, utility]) => utility?.values === colorValues)
      .map(([name, utility]) => [name, { ...utility, values }]),
  )
}

let built: SystemContext | undefined

/** The islands' system, built once, when the first island needs it (or ahead of it: src/features/contact/ContactSection.tsx). */
export function islandSystem(): SystemContext {
  return (built ??= Object.defineProperty(createSystem(...configs), "_global", { value: [] }))
}
