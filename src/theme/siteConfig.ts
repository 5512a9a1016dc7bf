/**
 * The site's Chakra configuration, for ./system.ts and ./islandSystem.ts: `defaultBaseConfig` plus the tokens
 * and the recipes the contact form renders (its button, fields and toasts), rather than `defaultSystem`'s every recipe, which every phone would
 * pay for. Add a recipe only when a component uses it. The brand's `green`, `orange` (cashew apple) and `gray`
 * (warm sand) replace Chakra's scales of those names, so every semantic token and recipe follows the brand.
 */
import { defineConfig } from "@chakra-ui/react/styled-system"
import { gray, green, orange } from "../lib/palette"
import {
  animationStyles,
  buttonRecipe,
  fieldSlotRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  semanticTokens,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme"

/**
 * The colour scales the site uses (the brand's, red for errors, blue for Chakra's `info` tokens); each other
 * scale would be CSS variables the system builds at start-up on every phone.
 */
const PALETTES = ["gray", "green", "orange", "red", "blue"]
const BASE_COLORS = ["transparent", "current", "black", "white", "whiteAlpha", "blackAlpha"]
const SEMANTIC_GROUPS = ["bg", "fg", "border"]

const pick = <T extends Record<string, unknown>>(object: T | undefined, keys: string[]) =>
  Object.fromEntries(Object.entries(object ?? {}).filter(([key]) => keys.includes(key))) as T

const toTokens = (scale: Record<string | number, string>) => Object.fromEntries(Object.entries(scale).map(([k, value]) => [k, { value }]))

/** One colour scheme: each semantic token's `_dark` value would be another CSS variable under `.dark`, built at start-up. */
type TokenGroup = { [key: string]: unknown }
const lightValue = (value: unknown) =>
  value !== null && typeof value === "object" && ("_light" in value || "base" in value)
    ? ((value as { _light?: unknown; base?: unknown })._light ?? (value as { base?: unknown }).base)
    : value
function lightOnly<T>(group: T): T {
  if (group === null || typeof group !== "object") return group
  return Object.fromEntries(
    Object.entries(group as TokenGroup).map(([key, entry]) => (key === "value" ? [key, lightValue(entry)] : [key, lightOnly(entry)])),
  ) as T
}

const recipes = {
  button: buttonRecipe,
  input: inputRecipe,
  textarea: textareaRecipe,
}
const slotRecipes = {
  field: fieldSlotRecipe,
  toast: toastSlotRecipe,
}

/** Only the keyframes the recipes above name: each is written into every page's global CSS twice (with -webkit-). */
const usedAnimations = JSON.stringify([recipes, slotRecipes, animationStyles])
const usedKeyframes = Object.fromEntries(
  Object.entries(keyframes ?? {}).filter(([name]) => new RegExp(`\\b${name}\\b`).test(usedAnimations)),
)

/**
 * Every engine the site serves knows `system-ui`. Named fallbacks after it (Segoe UI, Roboto…) cost WebKit one
 * font lookup each, per text style, before its first paint wherever they are missing (docs/PERFORMANCE.md).
 */
const systemFonts = "system-ui, sans-serif"

/**
 * The site's keyboard focus ring. Longhands only: merged into a Chakra recipe's ring, an `outline` shorthand
 * would land after the recipe's colour and reset it to the text's.
 */
export const FOCUS_RING = { outlineStyle: "solid", outlineWidth: "3px", outlineColor: "orange.500", outlineOffset: "2px" }

export const siteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss: {
    html: {
      color: "fg",
      bg: "bg",
      lineHeight: "1.5",
      colorPalette: "green",
      fontFamily: "body",
      textSizeAdjust: "100%",
      scrollBehavior: "smooth",
      "@media (prefers-reduced-motion: reduce)": { scrollBehavior: "auto" },
    },
    body: { bg: "bg", color: "fg" },
    "*::placeholder": { color: "fg.muted" },
    "*::selection": { bg: "green.200" },
    "a, button, input, textarea, summary, [tabindex]": { _focusVisible: FOCUS_RING },
  },
  theme: {
    breakpoints: { sm: "480px", md: "768px", lg: "1024px", xl: "1280px", "2xl": "1536px" },
    keyframes: usedKeyframes,
    tokens: {
      ...tokens,
      colors: {
        ...pick(tokens.colors, [...BASE_COLORS, ...PALETTES]),
        green: toTokens(green),
        orange: toTokens(orange),
        gray: toTokens(gray),
      },
      fonts: {
        heading: { value: systemFonts },
        body: { value: systemFonts },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
      },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...pick(semanticTokens.colors, [...SEMANTIC_GROUPS, ...PALETTES]),
        bg: {
          ...semanticTokens.colors?.bg,
          DEFAULT: { value: "{colors.gray.50}" },
          panel: { value: "{colors.white}" },
        },
        fg: {
          ...semanticTokens.colors?.fg,
          DEFAULT: { value: "{colors.gray.900}" },
          muted: { value: "{colors.gray.700}" },
        },
      },
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
})
