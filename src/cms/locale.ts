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
    header: { content: "Conteúdo", workflow: "Fluxo de trabalho", media: "Fotografias", quickAdd: "Adicionar" },
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
      onLeavePage: "Tem a certeza de que quer sair desta página? As alterações por guardar perdem-se.",
      onUpdatingWithUnsavedChanges: "Há alterações por guardar. Guarde-as antes de mudar o estado.",
      onPublishingNotReady: "Mude o estado para «Pronto» antes de publicar.",
      onPublishingWithUnsavedChanges: "Há alterações por guardar. Guarde-as antes de publicar.",
      onPublishing: "Tem a certeza de que quer publicar?",
      onDeleteUnpublishedChanges: "Todas as alterações por publicar deste ficheiro serão apagadas. Quer continuar?",
      onDeleteUnpublishedChangesWithUnsavedChanges:
        "Serão apagadas todas as alterações por publicar deste ficheiro, e também as que ainda não guardou. Quer continuar?",
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
      unsavedChanges: "Alterações por guardar",
      changesSaved: "Alterações guardadas",
      status: "Estado: %{status}",
      draft: "Rascunho",
      inReview: "Em revisão",
      ready: "Pronto",
      statusInfoTooltipDraft:
        "Rascunho: ainda não aparece no site. Quando estiver pronto para outra pessoa ver, mude o estado para «Em revisão».",
      statusInfoTooltipInReview: "Em revisão: à espera de quem o vai rever. Pode continuar a alterá-lo entretanto.",
      deleteUnpublishedChanges: "Apagar as alterações por publicar",
      deleteUnpublishedEntry: "Apagar o rascunho",
      deployPreviewPendingButtonLabel: "Procurar a pré-visualização",
      deployPreviewButtonLabel: "Ver pré-visualização",
      deployButtonLabel: "Ver no site",
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
        "Falta preencher um campo obrigatório, ou um campo não está na forma pedida. Corrija os campos assinalados a vermelho e tente de novo.",
      entrySaved: "Guardado",
      entryPublished: "Publicado",
      entryUpdated: "Estado mudado",
      onFailToUpdateStatus: "Não foi possível mudar o estado: %{details}",
      onFailToLoadDeployPreview: "Não foi possível carregar a pré-visualização: %{details}",
      onDeleteUnpublishedChanges: "Alterações por publicar apagadas",
      onLoggedOut: "A sua sessão terminou. Guarde as alterações e entre de novo.",
      onBackendDown: "O serviço do repositório não responde. Veja %{details}.",
    },
  },
  workflow: {
    workflow: {
      loading: "A carregar os rascunhos...",
      workflowHeading: "Fluxo de trabalho",
      newPost: "Novo",
      description:
        "%{smart_count} alteração à espera de revisão, %{readyCount} pronta para publicar. |||| %{smart_count} alterações à espera de revisão, %{readyCount} prontas para publicar.",
    },
    workflowCard: {
      deleteChanges: "Apagar as alterações",
      deleteNewEntry: "Apagar o novo",
      publishChanges: "Publicar as alterações",
      publishNewEntry: "Publicar o novo",
    },
    workflowList: {
      onDeleteEntry: "Tem a certeza de que quer apagar este rascunho?",
      onPublishingNotReadyEntry: "Só se publica o que está «Pronto». Arraste o cartão para a coluna «Prontos» e publique.",
      onPublishEntry: "Tem a certeza de que quer publicar isto?",
      draftHeader: "Rascunhos",
      inReviewHeader: "Em revisão",
      readyHeader: "Prontos",
      currentEntries: "%{smart_count} ficheiro |||| %{smart_count} ficheiros",
    },
  },
}
