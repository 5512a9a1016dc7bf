/**
 * The editor's wording in Portuguese as written in Mozambique (European Portuguese). Decap
 * ships only a Brazilian "pt"; these replace the texts a maintainer meets while editing
 * ("Salvar", "arquivo", "Ops, você…"). Anything not listed keeps Decap's "pt" text.
 */
export const PT_PT_OVERRIDES = {
  auth: {
    loggingIn: "A entrar...",
    loginWithGitHub: "Entrar com o GitHub",
    errors: { email: "Escreva o seu e-mail.", password: "Escreva a sua palavra-passe." },
  },
  app: {
    header: { content: "Conteúdo", media: "Fotografias", quickAdd: "Adicionar" },
    app: {
      errorHeader: "Erro ao carregar a configuração do editor",
      checkConfigYml: "Verifique a configuração do editor (src/cms).",
      loadingConfig: "A carregar a configuração...",
      waitingBackend: "À espera do repositório...",
    },
  },
  collection: {
    sidebar: { collections: "Conteúdo", allCollections: "Todo o conteúdo", searchAll: "Procurar em tudo", searchIn: "Procurar em" },
    entries: {
      loadingEntries: "A carregar...",
      cachingEntries: "A guardar em memória...",
      longerLoading: "Pode demorar alguns minutos",
      noEntries: "Nada aqui",
    },
  },
  editor: {
    editorControlPane: {
      widget: {
        required: "«%{fieldLabel}» é obrigatório.",
        regexPattern: "«%{fieldLabel}» não está na forma pedida.",
        processing: "«%{fieldLabel}» está a ser processado.",
        rangeMin: "«%{fieldLabel}» tem de ter pelo menos %{minCount}.",
        rangeMax: "«%{fieldLabel}» pode ter no máximo %{maxCount}.",
        rangeCount: "«%{fieldLabel}» tem de ter entre %{minCount} e %{maxCount}.",
        rangeCountExact: "«%{fieldLabel}» tem de ter exactamente %{count}.",
      },
    },
    editor: {
      onLeavePage: "Tem a certeza de que quer sair desta página? As alterações não publicadas perdem-se.",
      onPublishingWithUnsavedChanges: "Há alterações por guardar. Guarde-as antes de publicar.",
      onPublishing: "Tem a certeza de que quer publicar?",
      loadingEntry: "A carregar...",
      confirmLoadBackup: "Encontrámos uma cópia local por publicar deste ficheiro. Quer recuperá-la?",
    },
    editorToolbar: {
      publishing: "A publicar...",
      publish: "Publicar",
      published: "Publicado",
      publishNow: "Publicar agora",
      saving: "A guardar...",
      save: "Guardar",
      deleting: "A apagar...",
      updating: "A actualizar...",
      backCollection: " A editar: %{collectionLabel}",
      unsavedChanges: "Alterações por publicar",
      changesSaved: "Alterações publicadas",
    },
    editorWidgets: {
      image: {
        choose: "Escolher uma fotografia",
        chooseDifferent: "Escolher outra fotografia",
        remove: "Retirar a fotografia",
      },
      file: { choose: "Escolher um ficheiro", chooseDifferent: "Escolher outro ficheiro", remove: "Retirar o ficheiro" },
      list: { add: "Adicionar %{item}", addType: "Adicionar %{item}" },
    },
  },
  mediaLibrary: {
    mediaLibrary: {
      onDelete: "Tem a certeza de que quer apagar a fotografia escolhida?",
      fileTooLarge: "Ficheiro grande demais.\nO limite é %{size} kB.",
    },
    mediaLibraryModal: {
      loading: "A carregar...",
      noResults: "Nenhum resultado.",
      noAssetsFound: "Nenhum ficheiro encontrado.",
      noImagesFound: "Nenhuma fotografia encontrada.",
      images: "Fotografias",
      mediaAssets: "Ficheiros",
      search: "Procurar...",
      uploading: "A carregar...",
      upload: "Carregar nova fotografia",
      download: "Descarregar",
      deleting: "A apagar...",
      deleteSelected: "Apagar a escolhida",
      chooseSelected: "Usar a escolhida",
    },
  },
  ui: {
    default: { goBackToSite: "Voltar ao site" },
    settingsDropdown: { logOut: "Sair" },
    toast: {
      onFailToLoadEntries: "Não foi possível carregar: %{details}",
      onFailToPersist: "Não foi possível guardar: %{details}",
      onFailToPublishEntry: "Não foi possível publicar: %{details}",
      missingRequiredField:
        "Falta preencher um campo obrigatório, ou um campo não está na forma pedida. Corrija os campos assinalados a vermelho e publique de novo.",
      entrySaved: "Guardado",
      entryPublished: "Publicado",
      onLoggedOut: "A sua sessão terminou. Guarde as alterações e entre de novo.",
      onBackendDown: "O serviço do repositório não responde. Veja %{details}.",
    },
  },
}
