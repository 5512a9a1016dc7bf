/**
 * /admin/setup.js, the editor's first script: it tells Decap to wait for CMS.init, and refuses to start inside a
 * frame. In a script because GitHub Pages sends no headers and a <meta> policy cannot carry frame-ancestors:
 * framed, it sets window.__editorRefused (start.js then never starts Decap) and shows a notice instead.
 */
/** What a framed /admin says (a maintainer who meets it can open the editor on its own). */
export const FRAMED_TEXTS = {
  notice:
    "Por segurança, o editor de conteúdo não abre dentro de outra página. Se chegou aqui a partir de outro site, não introduza aqui os seus dados.",
  link: "Abrir o editor numa janela própria",
}

/** What /admin says while it starts, and when a safety script did not load (then Decap never starts). */
export const EDITOR_TEXTS = {
  loading: "A abrir o editor de conteúdo… Se esta mensagem não desaparecer dentro de um minuto, recarregue a página.",
  guardMissing:
    "Não foi possível preparar o editor de fotografias, que tira a localização e os dados da câmara das fotografias antes de as guardar. Por segurança, o editor não abre sem ele. Recarregue a página; se a mensagem voltar, verifique a ligação à Internet ou desligue o bloqueador de conteúdos para este site.",
  editorFailed:
    "Não foi possível carregar o editor de conteúdo. Recarregue a página; se a mensagem voltar, verifique a ligação à Internet.",
  reload: "Recarregar a página",
}

export const SETUP_JS = `window.CMS_MANUAL_INIT = true;
(function () {
  var framed;
  try {
    framed = window.top !== window.self;
  } catch (error) {
    framed = true;
  }
  if (!framed) return;
  window.__editorRefused = true;
  var notice = document.createElement("main");
  var text = document.createElement("p");
  text.setAttribute("role", "alert");
  text.textContent = ${JSON.stringify(FRAMED_TEXTS.notice)};
  var link = document.createElement("a");
  link.href = location.href;
  link.target = "_blank";
  link.rel = "noopener";
  link.textContent = ${JSON.stringify(FRAMED_TEXTS.link)};
  notice.appendChild(text);
  notice.appendChild(link);
  document.body.textContent = "";
  document.body.appendChild(notice);
})();
`
