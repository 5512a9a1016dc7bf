// The real data/gallery.json as the editor's save tests change it (editor/guard.ts, editor/guardGitHub.ts, src/cms/merge.ts).
import { decapConfig } from "../../../src/cms/decapConfig"
import { readRawData } from "../../data"

export type Gallery = { photos: { title: { pt: string } }[] }
export const FILE = "data/gallery.json"
export const original = readRawData<Gallery>("gallery.json")
/** The file as Decap writes it. */
export const raw = (gallery: Gallery) => `${JSON.stringify(gallery, null, 2)}\n`
/** `from` with photo `index`'s Portuguese title changed. */
export function titled(from: Gallery, index: number, title: string): Gallery {
  const gallery: Gallery = JSON.parse(JSON.stringify(from))
  gallery.photos.at(index)!.title.pt = title
  return gallery
}
export const titles = (text: string) => (JSON.parse(text) as Gallery).photos.map((photo) => photo.title.pt)
export const EDITOR_SETTINGS = { contentDir: "data", repo: "empresa/site", branch: "main", authBaseUrl: "", siteUrl: "https://x.example" }
export const editorConfig = () => decapConfig(EDITOR_SETTINGS)
