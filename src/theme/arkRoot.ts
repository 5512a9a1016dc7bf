/**
 * What Chakra's own files import from Ark UI's root, taken from Ark's subpaths. Webpack resolves `@ark-ui/react` to
 * this file (src/build/steps/webpackConfig.ts), so it never parses Ark's whole index: a warm rebuild about 11 % less CPU
 * (docs/PERFORMANCE.md). __tests__/unit/theme/arkRoot.test.ts fails when Chakra imports a name this file lacks.
 */
export { comboboxAnatomy } from "@ark-ui/react/anatomy"
export { useEnvironmentContext } from "@ark-ui/react/environment"
export { TreeView, useTreeViewContext } from "@ark-ui/react/tree-view"
export { dataAttr } from "@ark-ui/react/utils"
