/** The inline script at the end of every page (compiled by src/build/html/inlineAssets.ts): input answered before the app, then the loader. */
import { APP_SCRIPTS_ID, startAppScripts, type AppFiles } from "./appScriptsLoader"
import { answerEarlyInput } from "../browser/earlyInput"
import { answerLightbox } from "../browser/lightbox"
answerEarlyInput()
answerLightbox()

const list = document.getElementById(APP_SCRIPTS_ID)
if (list) startAppScripts(JSON.parse(list.textContent ?? "") as AppFiles)
