/** What the save guard (./guard.ts) shows: its notice, and its question when both maintainers changed a field. */
import type { Choice, Conflict, Json } from "../src/cms/merge"
import { GUARD_TEXTS } from "./texts"

/** The page's one notice of the guard, above Decap's toolbar: a text and one action. */
export function showNotice(text: string, action: string, act: () => void) {
  document.getElementById("guard-notice")?.remove()
  const notice = document.createElement("div")
  notice.id = "guard-notice"
  notice.setAttribute("role", "alert")
  const message = document.createElement("p")
  message.textContent = text
  const button = document.createElement("button")
  button.type = "button"
  button.textContent = action
  button.addEventListener("click", () => {
    button.disabled = true
    act()
  })
  const close = document.createElement("button")
  close.type = "button"
  close.textContent = GUARD_TEXTS.close
  close.addEventListener("click", () => notice.remove())
  notice.append(message, button, close)
  document.body.prepend(notice)
}

const shown = (value: Json | undefined) =>
  value === undefined ? GUARD_TEXTS.removed : typeof value === "string" ? value || GUARD_TEXTS.empty : GUARD_TEXTS.changed

/** The same field changed by both: which text stays. Undefined: neither, nothing is saved. */
export function askChoice(label: string, conflicts: Conflict[]): Promise<Choice | undefined> {
  const dialog = document.createElement("dialog")
  dialog.id = "guard-conflict"
  dialog.setAttribute("aria-labelledby", "guard-conflict-title")
  const title = Object.assign(document.createElement("h2"), { id: "guard-conflict-title", textContent: GUARD_TEXTS.conflictTitle })
  const intro = Object.assign(document.createElement("p"), { textContent: GUARD_TEXTS.conflictIntro(label) })
  dialog.append(title, intro)
  for (const conflict of conflicts) {
    const section = document.createElement("section")
    const heading = Object.assign(document.createElement("h3"), { textContent: conflict.label })
    const list = document.createElement("dl")
    for (const [term, value] of [
      [GUARD_TEXTS.yours, conflict.mine],
      [GUARD_TEXTS.theirs, conflict.theirs],
    ] as const)
      list.append(
        Object.assign(document.createElement("dt"), { textContent: term }),
        Object.assign(document.createElement("dd"), { textContent: shown(value) }),
      )
    section.append(heading, list)
    dialog.append(section)
  }
  return new Promise((resolve) => {
    const buttons = document.createElement("p")
    for (const [text, choice] of [
      [GUARD_TEXTS.keepMine, "mine"],
      [GUARD_TEXTS.takeTheirs, "theirs"],
      [GUARD_TEXTS.cancel, undefined],
    ] as const) {
      const button = Object.assign(document.createElement("button"), { type: "button", textContent: text })
      button.addEventListener("click", () => {
        resolve(choice)
        dialog.close()
      })
      buttons.append(button)
    }
    dialog.append(buttons)
    // Escape closes the dialog: nothing is saved.
    dialog.addEventListener("close", () => {
      dialog.remove()
      resolve(undefined)
    })
    document.body.append(dialog)
    dialog.showModal()
  })
}
