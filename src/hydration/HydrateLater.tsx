import { Suspense, type ReactNode } from "react"

/** Children hydrated after the page's shell, at low priority, and at once where clicked first. docs/ARCHITECTURE.md, mechanism 2. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
