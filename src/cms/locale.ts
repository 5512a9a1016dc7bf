/**
 * The editor's wording in Portuguese as written in Mozambique (European Portuguese). Decap
 * ships only a Brazilian "pt", and any key it lacks falls back to Decap's English (its phrases are
 * English merged with the locale); these replace every text of both kinds ("Salvar", "arquivo",
 * "Ops, você…", "Notes"). What is not listed keeps Decap's "pt" text, which is already right here
 * ("Publicar", "Negrito", "Entrar com o GitLab"…).
 */
export const PT_PT_OVERRIDES = {
  auth: {
    loggingIn: "A entrar...",
    loginWithGitHub: "Entrar com o GitHub",
    loginWithForgejo: "Entrar com o Forgejo",
    errors: {
      email: "Escreva o seu e-mail.",
      password: "Escreva a sua palavra-passe.",
      identitySettings:
        "Não foi possível aceder às definições de identidade. Com o git-gateway, active o serviço Identity e o Git Gateway.",
    },
  },
  app: {
    header: { content: "Conteúdo", workflow: "Fluxo de trabalho", media: "Fotografias", quickAdd: "Adicionar" },
    app: {
      errorHeader: "Erro ao carregar a configuração do editor",
      checkConfigYml: "Verifique a configuração do editor (src/cms).",
      loadingConfig: "A carregar a configuração...",
      waitingBackend: "À espera do repositório...",
    },
    notFoundPage: { header: "Página não encontrada" },
  },
  collection: {
    sidebar: { collections: "Conteúdo", allCollections: "Todo o conteúdo", searchAll: "Procurar em tudo", searchIn: "Procurar em" },
    collectionTop: {
      viewAs: "Ver como",
      viewAsList: "Ver em lista",
      viewAsGrid: "Ver em grelha",
      newButtonAriaLabel: "Criar em %{collectionLabel}",
      ascending: "Crescente",
      descending: "Decrescente",
      searchResults: "Resultados de «%{searchTerm}»",
      searchResultsInCollection: "Resultados de «%{searchTerm}» em %{collection}",
    },
    entries: {
      loadingEntries: "A carregar...",
      cachingEntries: "A guardar em memória...",
      longerLoading: "Pode demorar alguns minutos",
      noEntries: "Nada aqui",
      unpublishedHeader: "Por publicar",
    },
    defaultFields: { updatedOn: { label: "Actualizado em" } },
  },
  editor: {
    // Decap names the widget's type here («list», «object»): a maintainer hears the field's own label instead.
    editorControl: { field: { widgetLabel: "Campo" } },
    editorControlPane: {
      widget: {
        // Without a gendered word: the label may be «Fotografia» or «Título».
        required: "Preencha «%{fieldLabel}».",
        regexPattern: "«%{fieldLabel}» não está na forma pedida.",
        processing: "Ainda a processar «%{fieldLabel}»…",
        range: "«%{fieldLabel}» tem de estar entre %{minValue} e %{maxValue}.",
        min: "«%{fieldLabel}» tem de ser pelo menos %{minValue}.",
        max: "«%{fieldLabel}» pode ser no máximo %{maxValue}.",
        rangeMin: "«%{fieldLabel}» tem de ter pelo menos %{minCount}.",
        rangeMax: "«%{fieldLabel}» pode ter no máximo %{maxCount}.",
        rangeCount: "«%{fieldLabel}» tem de ter entre %{minCount} e %{maxCount}.",
        rangeCountExact: "«%{fieldLabel}» tem de ter exactamente %{count}.",
        invalidPath: "«%{path}» não é um caminho válido.",
        pathExists: "O caminho «%{path}» já existe.",
      },
      i18n: {
        writingInLocale: "A escrever em %{locale}",
        copyFromLocale: "Preencher a partir de outra língua",
        copyFromLocaleConfirm: "Quer preencher com o que está em %{locale}?\nTudo o que está escrito aqui será substituído.",
      },
    },
    editor: {
      onLeavePage: "Tem a certeza de que quer sair desta página? As alterações por guardar perdem-se.",
      onUpdatingWithUnsavedChanges: "Há alterações por guardar. Guarde-as antes de mudar o estado.",
      onPublishingNotReady: "Mude o estado para «Pronto» antes de publicar.",
      onPublishingWithUnsavedChanges: "Há alterações por guardar. Guarde-as antes de publicar.",
      onPublishing: "Tem a certeza de que quer publicar?",
      onUnpublishing: "Tem a certeza de que quer retirar isto do site?",
      onDeleteWithUnsavedChanges: "Tem a certeza de que quer apagar isto do site, e também as alterações que ainda não guardou?",
      onDeletePublishedEntry: "Tem a certeza de que quer apagar isto do site?",
      onDeleteUnpublishedChanges: "Todas as alterações por publicar deste ficheiro serão apagadas. Quer continuar?",
      onDeleteUnpublishedChangesWithUnsavedChanges:
        "Serão apagadas todas as alterações por publicar deste ficheiro, e também as que ainda não guardou. Quer continuar?",
      loadingEntry: "A carregar...",
      confirmLoadBackup: "Encontrámos uma cópia local por publicar deste ficheiro. Quer recuperá-la?",
    },
    // «Mudar pré-visualização» (togglePreview) stays Decap's: the maintainers' guide names the button so.
    editorInterface: {
      toggleI18n: "Mudar línguas",
      toggleScrollSync: "Sincronizar o deslocamento",
      toggleNotes: "Mostrar ou esconder as notas",
    },
    editorNotesPane: {
      title: "Notas",
      emptyState: "Ainda não há notas. Escreva a primeira aqui em baixo.",
      addNote: "Adicionar nota",
      addPlaceholder: "Escreva uma nota...",
      editPlaceholder: "Altere a nota...",
      save: "Guardar",
      cancel: "Cancelar",
      edit: "Alterar",
      delete: "Apagar",
      resolve: "Marcar como resolvida",
      unresolve: "Reabrir",
      confirmDelete: "Tem a certeza de que quer apagar esta nota?",
      shortcut: "Dica: Ctrl+Enter adiciona a nota.",
    },
    editorToolbar: {
      publishing: "A publicar...",
      publish: "Publicar",
      published: "Publicado",
      publishNow: "Publicar agora",
      unpublish: "Retirar do site",
      unpublishing: "A retirar do site...",
      duplicate: "Duplicar",
      publishAndCreateNew: "Publicar e criar outro",
      publishAndDuplicate: "Publicar e duplicar",
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
      deletePublishedEntry: "Apagar do site",
      deleteEntry: "Apagar",
      deployPreviewPendingButtonLabel: "Procurar a pré-visualização",
      deployPreviewButtonLabel: "Ver pré-visualização",
      deployButtonLabel: "Ver no site",
    },
    editorWidgets: {
      markdown: {
        strikethrough: "Riscado",
        link: "Ligação",
        linkPrompt: "Escreva o endereço da ligação",
        headings: "Títulos",
        bulletedList: "Lista com marcas",
        numberedList: "Lista numerada",
        addComponent: "Adicionar componente",
        richText: "Texto formatado",
        toggleMode: { rich: "Mudar para texto formatado", markdown: "Mudar para Markdown" },
      },
      image: {
        choose: "Escolher uma fotografia",
        chooseMultiple: "Escolher fotografias",
        chooseDifferent: "Escolher outra fotografia",
        chooseUrl: "Inserir a partir de um endereço",
        replaceUrl: "Substituir por um endereço",
        promptUrl: "Escreva o endereço da fotografia",
        addMore: "Adicionar mais fotografias",
        remove: "Retirar a fotografia",
        removeAll: "Retirar todas as fotografias",
      },
      file: {
        choose: "Escolher um ficheiro",
        chooseMultiple: "Escolher ficheiros",
        chooseDifferent: "Escolher outro ficheiro",
        chooseUrl: "Inserir a partir de um endereço",
        replaceUrl: "Substituir por um endereço",
        promptUrl: "Escreva o endereço do ficheiro",
        addMore: "Adicionar mais ficheiros",
        remove: "Retirar o ficheiro",
        removeAll: "Retirar todos os ficheiros",
      },
      unknownControl: { noControl: "Não há campo para o tipo «%{widget}»." },
      unknownPreview: { noPreview: "Não há pré-visualização para o tipo «%{widget}»." },
      datetime: { setToNow: "Pôr a data e hora actuais em «%{fieldLabel}»" },
      list: { add: "Adicionar %{item}", addType: "Adicionar %{item}" },
      object: { expand: "Abrir", collapse: "Fechar" },
    },
  },
  mediaLibrary: {
    // Shown on a photo's card: what the button puts on the clipboard.
    mediaLibraryCard: { copyUrl: "Copiar o endereço", copyPath: "Copiar o caminho", copyName: "Copiar o nome" },
    mediaLibrary: {
      onDelete: "Tem a certeza de que quer apagar a fotografia escolhida?",
      fileTooLarge: "Ficheiro grande demais.\nO limite é %{size} kB.",
    },
    // The site's media are photos only: the dialog has one title, from the tab or from a field.
    mediaLibraryModal: {
      loading: "A carregar...",
      close: "Fechar",
      noResults: "Nenhum resultado.",
      noAssetsFound: "Nenhuma fotografia encontrada.",
      noImagesFound: "Nenhuma fotografia encontrada.",
      images: "Fotografias",
      mediaAssets: "Fotografias",
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
    errorBoundary: {
      details: "Ocorreu um erro. Por favor, ",
      reportIt: "comunique-o no GitHub.",
      privacyWarning:
        "A comunicação é preenchida com a mensagem de erro e dados de diagnóstico.\nVerifique se está correcta e retire o que for confidencial.",
      recoveredEntry: {
        warning: "Copie isto para outro sítio antes de sair desta página!",
        copyButtonLabel: "Copiar para a área de transferência",
      },
    },
    settingsDropdown: { logOut: "Sair", account: "Opções da conta" },
    toast: {
      onFailToLoadEntries: "Não foi possível carregar: %{details}",
      onFailToLoadDeployPreview: "Não foi possível carregar a pré-visualização: %{details}",
      onFailToPersist: "Não foi possível guardar: %{details}",
      onFailToDelete: "Não foi possível apagar: %{details}",
      onFailToUpdateStatus: "Não foi possível mudar o estado: %{details}",
      missingRequiredField:
        "Falta preencher um campo obrigatório, ou um campo não está na forma pedida. Corrija os campos assinalados a vermelho e tente de novo.",
      entrySaved: "Guardado",
      entryPublished: "Publicado",
      entryUnpublished: "Retirado do site",
      onFailToPublishEntry: "Não foi possível publicar: %{details}",
      onFailToUnpublishEntry: "Não foi possível retirar do site: %{details}",
      entryUpdated: "Estado mudado",
      onDeleteUnpublishedChanges: "Alterações por publicar apagadas",
      noteAdded: "Nota adicionada",
      onFailToAddNote: "Não foi possível adicionar a nota: %{details}",
      noteUpdated: "Nota alterada",
      onFailToUpdateNote: "Não foi possível alterar a nota: %{details}",
      noteDeleted: "Nota apagada",
      onFailToDeleteNote: "Não foi possível apagar a nota: %{details}",
      noteResolved: "Nota resolvida",
      noteReopened: "Nota reaberta",
      onFailToToggleNote: "Não foi possível mudar a nota: %{details}",
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
      // The cards' date, by Decap's dayjs, whose month names stay English: numbers only.
      dateFormat: "DD/MM/YYYY",
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

/**
 * Where «Publicar» writes at once (`npm run cms`: decap-server's fs mode keeps no drafts, so Decap runs without its
 * workflow), over PT_PT_OVERRIDES. Decap then toasts the same key as a saved draft, and keeps a photo added to the
 * open entry marked as its draft after publishing, until a reload: «Nova» is true before and after.
 */
export const PUBLISHES_AT_ONCE = {
  ui: { toast: { entrySaved: "Publicado" } },
  mediaLibrary: { mediaLibraryCard: { draft: "Nova" } },
}

/** An item's buttons in a list, which Decap leaves unnamed, named by editor/controls.ts after the item's title. */
export const LIST_ITEM_TEXTS = {
  expand: (item: string) => `Abrir ${item}`,
  collapse: (item: string) => `Fechar ${item}`,
  remove: (item: string) => `Remover ${item}`,
  move: (item: string) => `Mover ${item}`,
  moveRole: "reordenável",
  // Decap's list moves an item by pointer only (dnd-kit without its keyboard sensor).
  moveInstructions: "Para mudar a ordem, arraste com o rato ou com o dedo até ao novo lugar. Com o teclado, a ordem não muda.",
}
