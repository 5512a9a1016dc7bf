/**
 * What Decap imports for features this site's editor never reaches: the TOML and front-matter formats
 * (`@iarna/toml`, `tomlify-j0.4`, `gray-matter`: every collection is JSON, src/cms/decapConfig.ts) and
 * GitHub-flavoured Markdown in hints (`remark-gfm`: ./hint.ts). Aliased by src/build/editor/admin.ts, which keeps
 * about 130 KB gzip out of the sign-in's download. Reaching one is a bug, so it says so.
 */
export default function absent(): never {
  throw new Error("O editor deste site não inclui esta função do Decap (só ficheiros JSON): editor/absent/")
}
