/**
 * The site's Chakra UI configuration, from which ./system.ts (the page's global CSS) and
 * ./islandSystem.ts (the islands' styles) are built, both on `defaultBaseConfig` (conditions
 * and style utilities only) plus the tokens and the handful of recipes the site really renders,
 * instead of `defaultSystem`, which ships ~90 recipes, with their bytes and their main-thread
 * work on every phone (figures in docs/PERFORMANCE.md). Add a recipe here only when a component
 * starts using it.
 *
 * Palette: `green` is the brand's deep green, `orange` the cashew-apple
 * red/orange and `gray` a warm sand neutral. They replace Chakra's scales of the
 * same names so every semantic token (green.solid, bg.muted, fg.muted…) and
 * every recipe follows the brand without further wiring. Every text pairing used
 * on the site is at least WCAG AA (checked in __tests__/unit/theme/system.test.ts).
 */
import { defineConfig } from "@chakra-ui/react/styled-system"
import { gray, green, orange } from "../lib/palette"
import {
  animationStyles,
  buttonRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  progressSlotRecipe,
  semanticTokens,
  skipNavLinkRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme"

/**
 * The colour scales the site uses (its three brand scales, red for errors, blue because
 * Chakra's `info` semantic tokens point at it). Every other scale Chakra ships (yellow,
 * teal, purple, pink, cyan) and its semantic tokens are left out: each one is ~20 CSS
 * variables the system would build at start-up on every visitor's phone.
 */
const PALETTES = ["gray", "green", "orange", "red", "blue"]
const BASE_COLORS = ["transparent", "current", "black", "white", "whiteAlpha", "blackAlpha"]
const SEMANTIC_GROUPS = ["bg", "fg", "border"]

const pick = <T extends Record<string, unknown>>(object: T | undefined, keys: string[]) =>
  Object.fromEntries(Object.entries(object ?? {}).filter(([key]) => keys.includes(key))) as T

const toTokens = (scale: Record<string | number, string>) => Object.fromEntries(Object.entries(scale).map(([k, value]) => [k, { value }]))

/**
 * The site has one colour scheme. Chakra's semantic tokens carry a `_dark` value
 * as well, which the system would turn into a second block of ~150 CSS variables
 * under `.dark` (and compute at start-up on every page load); keep the light one.
 */
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
  skipNavLink: skipNavLinkRecipe,
}
const slotRecipes = {
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  progress: progressSlotRecipe,
  toast: toastSlotRecipe,
}

/**
 * Only the keyframes the recipes above and their animation styles name: Chakra ships
 * 33, each written into every page's global CSS twice (with its -webkit- twin).
 */
const usedAnimations = JSON.stringify([recipes, slotRecipes, animationStyles])
const usedKeyframes = Object.fromEntries(
  Object.entries(keyframes ?? {}).filter(([name]) => new RegExp(`\\b${name}\\b`).test(usedAnimations)),
)

const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif'

/**
 * The site's focus ring, on whatever takes focus by keyboard: 3 px of orange, 2 px off the control.
 * Longhands only: merged into a Chakra recipe's ring (its inputs' and buttons'), whose longhands
 * come first, an `outline` shorthand lands after the colour and resets it to the text's.
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
