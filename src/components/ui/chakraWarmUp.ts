import type { WarmStep } from "../../hydration/ready"

/**
 * The first steps of making a Chakra part ready before the first tap (src/hydration/ready.ts),
 * each in a task of its own: Chakra's styling engine, its base preset (conditions and
 * utilities), then the islands' system (src/theme/islandSystem.ts: createSystem, the biggest
 * single piece of Chakra's start-up), before the part's own components. All are in the one Chakra
 * chunk the part's files bring; each import runs only its own modules. The second part to run
 * them finds them done.
 */
export const CHAKRA_WARM_UP: readonly WarmStep[] = [
  () => import("@chakra-ui/react/styled-system"),
  () => import("@chakra-ui/react/preset-base"),
  () => import("../../theme/islandSystem").then(({ islandSystem }) => islandSystem()),
]
