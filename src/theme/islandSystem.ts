import { defaultBaseConfig } from "@chakra-ui/react/preset-base"
import { createSystem, defineConfig, type SystemContext } from "@chakra-ui/react/styled-system"
import { siteConfig } from "./siteConfig"

type Utilities = NonNullable<Parameters<typeof defineConfig>[0]["utilities"]>
/**
 * The islands' system: no global CSS (the server writes it once per page: ./system.ts; the Chakra patch makes `_global` lazy)
 * and no cascade layers, whose every new rule restyles the whole page in Chromium. docs/ARCHITECTURE.md, mechanism 10.
 */
const configs = [defaultBaseConfig, siteConfig, defineConfig({ disableLayers: true, utilities: sharedColorValues() })] as const
/** Chakra's colour utilities share a `values` function that copies every colour token, called once per utility: once serves all. */
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
/** Built once, by the first island (or ahead of it: src/features/contact/ContactSection.tsx). */
export function islandSystem(): SystemContext {
  return (built ??= Object.defineProperty(createSystem(...configs), "_global", { value: [] }))
}
