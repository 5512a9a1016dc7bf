/**
 * The inline script at the end of every page: the input answered before the app's scripts
 * (../browser/earlyInput.ts, ../browser/lightbox.ts), and the loader (./appScriptsLoader.ts) started on the page's list
 * of files. An ordinary module, compiled for browsers by esbuild when the build starts
 * (src/build/html/inlineAssets.ts), and written into each page after the build (src/build/html/appScripts.ts),
 * where the page's script policy hashes it as written.
 */
import { APP_SCRIPTS_ID, startAppScripts, type AppFiles } from "./appScriptsLoader"
import { answerEarlyInput } from "../browser/earlyInput"
import { answerLightbox } from "../browser/lightbox"

answerEarlyInput()
answerLightbox()

const list = document.getElementById(APP_SCRIPTS_ID)
if (list) startAppScripts(JSON.parse(list.textContent ?? "") as AppFiles)
