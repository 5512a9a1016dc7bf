/**
 * The flags the editor's page scripts leave on `window` for each other, in the order they run:
 * setup.ts raises "refused" inside a frame, the photo guard (../src/cms/photos/index.ts) raises "photoGuard"
 * once it stands before every file input, and start.ts opens Decap only with the guard and no refusal.
 */
export const FLAGS = { refused: "__editorRefused", photoGuard: "__photoGuard" } as const

type Flag = keyof typeof FLAGS

const page = () => globalThis as unknown as Record<string, unknown>

export const raise = (flag: Flag) => {
  page()[FLAGS[flag]] = true
}

export const isRaised = (flag: Flag) => page()[FLAGS[flag]] === true
