import * as React from "react"
import { ErrorScreen } from "./ErrorScreen"

export interface ErrorBoundaryProps {
  /** The page's path: a new path clears the error (the visitor navigated away). */
  pathname: string
  children: React.ReactNode
}

interface ErrorBoundaryState {
  error: Error | null
  /** The path the error happened on. */
  errorPath: string | null
}

/**
 * Page-level error boundary (wrapped around every page inside the site frame):
 * when rendering the page throws, logs the error and shows the error screen
 * while the header and footer stay usable.
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, errorPath: null }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (state.error && state.errorPath !== null && state.errorPath !== props.pathname) return { error: null, errorPath: null }
    return null
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    this.setState({ errorPath: this.props.pathname })
    console.error(`Unexpected Application Error on ${this.props.pathname}:`, error, info.componentStack ?? "")
  }

  render() {
    if (this.state.error) return <ErrorScreen reloadHref={this.props.pathname} />
    return this.props.children
  }
}
