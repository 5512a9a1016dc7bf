/** What the editor's page says before Decap speaks (its own texts are ../src/cms/locale.ts): read by the build and the page scripts. */

/** What a framed /admin says (a maintainer who meets it can open the editor on its own). */
export const FRAMED_TEXTS = {
  notice:
    "Por segurança, o editor de conteúdo não abre dentro de outra página. Se chegou aqui a partir de outro site, não introduza aqui os seus dados.",
  link: "Abrir o editor numa janela própria",
}

const kilobytes = (bytes: number) => Math.round(bytes / 1024).toLocaleString("pt-PT")

/** What /admin says while it downloads and starts the editor, and why it did not. */
export const EDITOR_TEXTS = {
  loading: "A abrir o editor de conteúdo…",
  progress: (received: number, total: number) =>
    `A transferir o editor de conteúdo: ${kilobytes(received)} de ${kilobytes(total)} KB (${Math.floor((100 * received) / total)} %).`,
  starting: "A iniciar o editor de conteúdo…",
  guardMissing:
    "Não foi possível preparar o editor de fotografias, que tira a localização e os dados da câmara das fotografias antes de as guardar. Por segurança, o editor não abre sem ele. Recarregue a página; se a mensagem voltar, verifique a ligação à Internet ou desligue o bloqueador de conteúdos para este site.",
  networkFailed: (percent: number) =>
    `A transferência do editor parou aos ${percent} %: a ligação à Internet falhou. Verifique a ligação e recarregue a página; o que já chegou não volta a ser transferido.`,
  serverFailed: (status: number) =>
    `O site não enviou o editor de conteúdo (erro ${status}). Recarregue a página; se a mensagem voltar, avise quem mantém o site.`,
  editorFailed:
    "Não foi possível iniciar o editor de conteúdo. Recarregue a página; se a mensagem voltar, verifique a ligação à Internet ou avise quem mantém o site.",
  reload: "Recarregar a página",
}

/** What the editor says when two people edit the same file (./guard.ts). */
export const GUARD_TEXTS = {
  conflictTitle: "Outra pessoa mudou os mesmos campos",
  conflictIntro: (file: string) =>
    `Depois de abrir «${file}», outra pessoa guardou um texto diferente nos campos abaixo. Ainda nada foi guardado e o seu texto continua no editor. As outras alterações das duas pessoas juntam-se. Qual texto fica nestes campos?`,
  yours: "O seu texto",
  theirs: "O texto da outra pessoa",
  removed: "(apagado)",
  empty: "(vazio)",
  changed: "(alterado)",
  keepMine: "Ficar com o meu",
  takeTheirs: "Ficar com o da outra pessoa",
  cancel: "Cancelar",
  notSaved: "escolha qual texto fica nos campos que outra pessoa também mudou.",
  unreadable: (file: string) =>
    `não foi possível ler «${file}» como está agora, para juntar as alterações de outras pessoas. Verifique a ligação e tente de novo.`,
  draftChanged: (file: string) =>
    `outra pessoa guardou alterações no rascunho de «${file}» depois de o abrir. Recarregue a página para as ver antes de o apagar.`,
  mergedOnSave: (file: string) =>
    `Guardado. Outra pessoa tinha alterado «${file}» entretanto: as alterações das duas pessoas ficaram juntas. O editor ainda mostra só as suas.`,
  changedElsewhere: (file: string) =>
    `Outra pessoa alterou «${file}» depois de o abrir. Nada do que escreveu se perde: ao guardar, as alterações juntam-se. Pode trazer já a alteração para o editor.`,
  showFile: "Mostrar o ficheiro como ficou",
  bringIn: "Trazer a alteração",
  close: "Fechar aviso",
}
