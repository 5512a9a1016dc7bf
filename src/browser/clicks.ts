/** A plain click: the main button, no modifier (those keep the browser's own behaviour: a new tab, a download…). */
export const plainClick = (event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
