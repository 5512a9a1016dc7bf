/**
 * The brand's colour scales, plain values with no Chakra import: the Chakra system
 * (src/theme/system.ts) builds its tokens from them, and the build's settings (./settings.ts:
 * the web app manifest's colours, <meta name="theme-color">) read them without loading Chakra.
 */

/** Deep green: fields and leaves. */
export const green = {
  50: "#eef7f0",
  100: "#d6ecdb",
  200: "#acd7b6",
  300: "#7bbb8a",
  400: "#4c9c61",
  500: "#2f7f45",
  600: "#236637",
  700: "#1c512d",
  800: "#173f24",
  900: "#12321d",
  950: "#0a1f12",
} as const

/** Cashew apple: warm red/orange. */
export const orange = {
  50: "#fff4ed",
  100: "#ffe4d2",
  200: "#fec6a4",
  300: "#fb9f6c",
  400: "#f56e37",
  500: "#e2501c",
  600: "#b93c10",
  700: "#962f10",
  800: "#7a2913",
  900: "#652413",
  950: "#370f06",
} as const

/** Warm sand neutrals (replace Chakra's cool grays). */
export const gray = {
  50: "#fbf8f3",
  100: "#f4eee3",
  200: "#e7dcc9",
  300: "#d3c3a7",
  400: "#b19c7b",
  500: "#8c7758",
  600: "#6e5d45",
  700: "#564937",
  800: "#3e352a",
  900: "#2a241d",
  950: "#17130f",
} as const
