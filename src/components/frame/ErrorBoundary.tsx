import * as React from "react"
import { ErrorBoundary as Boundary } from "react-error-boundary"
import { ErrorScreen } from "./ErrorScreen"

export interface ErrorBoundaryProps {
  /** The page's path: a new path clears the error (the visitor navigated away). */
  pathname: string
  children: React.ReactNode
}

/**
 * Page-level error boundary (wrapped around every page inside the site frame):
 * when rendering the page throws, logs the error and shows the error screen
 * while the header and footer stay usable. react-error-boundary does the catching;
 * `resetKeys` clears the error when the visitor goes to another page.
 */
export function ErrorBoundary({ pathname, children }: ErrorBoundaryProps) {
  const logError = (error: unknown, info: React.ErrorInfo) => {
    console.error(`Unexpected Application Error on ${pathname}:`, error, info.componentStack ?? "")
  }
  return (
    <Boundary resetKeys={[pathname]} onError={logError} fallback={<ErrorScreen reloadHref={pathname} />}>
      {children}
    </Boundary>
  )
}
