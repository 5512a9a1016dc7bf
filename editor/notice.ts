/** The one notice that takes the place of the editor when it cannot open: a text and what to do (reload, or open it on its own). */
type Action = { reload: string } | { link: string; href: string }

export function showNotice(text: string, action: Action) {
  const notice = document.createElement("p")
  notice.setAttribute("role", "alert")
  notice.textContent = text
  let control: HTMLElement
  if ("reload" in action) {
    const reload = document.createElement("button")
    reload.type = "button"
    reload.textContent = action.reload
    reload.addEventListener("click", () => location.reload())
    control = reload
  } else {
    const link = document.createElement("a")
    link.href = action.href
    link.target = "_blank"
    link.rel = "noopener"
    link.textContent = action.link
    control = link
  }
  const main = document.createElement("main")
  main.className = "editor-notice"
  main.append(notice, control)
  document.body.replaceChildren(main)
}
