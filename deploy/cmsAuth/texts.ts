/**
 * What the sign-in window tells a maintainer, in European Portuguese: what happened, then what to
 * do. Each failure's `message` is also handed to the editor, which shows it under its «Entrar
 * com o GitHub» button after closing the window.
 */
export interface Failure {
  /** What happened, one sentence. */
  message: string
  /** What to do about it. */
  action: string
}

const TRY_AGAIN = "Feche esta janela e, no editor (o endereço do site seguido de /admin), carregue outra vez em «Entrar com o GitHub»."
const TELL_ADMIN =
  "Avise quem gere o site: a aplicação OAuth do GitHub e os segredos do serviço de entrada têm de coincidir (docs/DEPLOYMENT.md, «Signing in to the editor»)."

export const FAILURES = {
  notConfigured: {
    message: "O serviço de entrada do editor ainda não está configurado.",
    action:
      "Avise quem gere o site: faltam GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET ou ALLOWED_ORIGIN no serviço de entrada, ou GITHUB_SCOPE não é «repo» nem «public_repo» (docs/DEPLOYMENT.md, «Signing in to the editor»).",
  },
  wrongProvider: {
    message: "Este serviço só faz a entrada com o GitHub.",
    action: TRY_AGAIN,
  },
  scopeMismatch: {
    message: "O editor pediu uma permissão do GitHub diferente da que este serviço de entrada concede, por isso a entrada foi recusada.",
    action:
      "Avise quem gere o site: a definição CMS_AUTH_SCOPE do site e a definição GITHUB_SCOPE do serviço de entrada têm de ser iguais (docs/DEPLOYMENT.md, «Signing in to the editor»).",
  },
  badState: {
    message: "O pedido de entrada expirou ou não começou neste navegador, por isso foi recusado.",
    action: `${TRY_AGAIN} Tem de terminar a entrada em menos de 10 minutos, no mesmo navegador.`,
  },
  denied: {
    message: "A autorização foi recusada no GitHub.",
    action: `${TRY_AGAIN} Na página do GitHub, carregue em «Authorize» para o editor poder guardar as alterações no repositório do site.`,
  },
  codeRefused: {
    message: "O GitHub não aceitou o pedido de entrada: o código expirou ou já foi usado.",
    action: TRY_AGAIN,
  },
  unverifiedEmail: {
    message: "A sua conta GitHub ainda não tem o endereço de e-mail confirmado.",
    action:
      "Abra o e-mail que o GitHub lhe enviou e confirme o endereço (ou, no GitHub, Settings → Emails → «Resend verification email»). Depois, feche esta janela e carregue outra vez em «Entrar com o GitHub» no editor.",
  },
  misconfigured: {
    message: "O GitHub recusou o serviço de entrada do editor.",
    action: TELL_ADMIN,
  },
  wrongScope: {
    message: "O GitHub deu ao editor outras permissões que não as pedidas, por isso a entrada foi recusada.",
    action: `${TRY_AGAIN} Na página do GitHub, aceite as permissões tal como são pedidas. Se voltar a acontecer, avise quem gere o site.`,
  },
  unreachable: {
    message: "Não foi possível falar com o GitHub.",
    action: `Verifique a ligação à internet e espere um minuto. ${TRY_AGAIN} Se voltar a acontecer, veja em https://www.githubstatus.com se o GitHub está com problemas.`,
  },
} satisfies Record<string, Failure>

/** GitHub's own words after ours, when it gave a reason (e.g. "incorrect_client_credentials"). */
export const withReason = (failure: Failure, reason: string | undefined): Failure =>
  reason ? { ...failure, message: `${failure.message} (O GitHub respondeu: ${reason}.)` } : failure

export const PAGE_TEXTS = {
  title: "Entrar no editor do site",
  waiting: "A entrar no editor…",
  success: "Entrou. Esta janela fecha-se sozinha; se não fechar, pode fechá-la.",
  noOpener: "Esta janela tem de ser aberta pelo editor. Abra o endereço do site seguido de /admin e carregue em «Entrar com o GitHub».",
  noAnswer:
    "O editor não respondeu. Confirme que abriu o editor no endereço do site (seguido de /admin), feche esta janela e tente outra vez. Se voltar a acontecer, avise quem gere o site: o endereço do site tem de estar em ALLOWED_ORIGIN no serviço de entrada.",
}
