/**
 * What the editor's preview bundle gets for `import … from "gatsby"` (src/build/editor/adminPreview.ts):
 * the site's components import Link and navigate from it, and their modules name page-query
 * fragments with `graphql`. In the preview there are no pages to go to.
 */
import type * as React from "react"

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }

export function Link({ to, activeClassName: _active, partiallyActive: _partially, ...rest }: LinkProps) {
  return <a {...rest} href={to} />
}

export const navigate = (_to: string) => Promise.resolve()

export const graphql = (..._parts: unknown[]) => ""
