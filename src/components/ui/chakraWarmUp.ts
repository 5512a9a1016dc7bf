import type { WarmStep } from "../../hydration/ready"

/**
 * The first steps of making a Chakra part ready (src/hydration/ready.ts), each in a task of its own: Chakra's
 * styling engine, its base preset, then the islands' system (src/theme/islandSystem.ts), the biggest piece.
 */
export const CHAKRA_WARM_UP: readonly WarmStep[] = [
  () => import("@chakra-ui/react/styled-system"),
  () => import("@chakra-ui/react/preset-base"),
  () => import("../../theme/islandSystem").then(({ islandSystem }) => islandSystem()),
]
