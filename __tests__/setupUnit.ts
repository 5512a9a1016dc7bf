import "@testing-library/jest-dom"
import { TextEncoder } from "util"

// React's server renderer (browser build, as jsdom resolves it) needs TextEncoder, which jsdom lacks and browsers have.
Object.assign(globalThis, { TextEncoder })
