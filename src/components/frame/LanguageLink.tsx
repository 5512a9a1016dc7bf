import { Link } from "gatsby"
import { LANG_INFO, otherLang } from "../../i18n/languages"
import { useFrame } from "../../i18n/frame"

/**
 * This page in the other language: a plain link (no redirect, no guess from the browser's
 * language), named in its own language ("English" on the Portuguese pages, "Português" on the
 * English ones) and marked with it, so screen readers say it in that language.
 */
export function LanguageLink({ className }: { className?: string }) {
  const { lang, alternates } = useFrame()
  const other = otherLang(lang)
  return (
    <Link to={alternates[other]} hrefLang={LANG_INFO[other].htmlLang} lang={LANG_INFO[other].htmlLang} className={className}>
      {LANG_INFO[other].name}
    </Link>
  )
}
