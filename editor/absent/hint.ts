/**
 * `react-markdown` for Decap's field hints: the schema's hints are plain Portuguese text (its test says
 * so), shown as text. Markdown and its parser (micromark, about 40 KB gzip) stay out of the editor.
 */
export default function Hint({ children }: { children?: string }): string | null {
  return children ?? null
}
