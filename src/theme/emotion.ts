import createCache from "@emotion/cache"

/**
 * Emotion's cache key. The server extracts styles under this key into <head>
 * (gatsby-ssr.tsx); the browser's default cache uses the same key, so it
 * adopts those style tags on hydration instead of inserting them again.
 */
const EMOTION_KEY = "css"

export const createEmotionCache = () => createCache({ key: EMOTION_KEY })
