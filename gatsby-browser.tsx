export { wrapPageElement } from "./src/root"
