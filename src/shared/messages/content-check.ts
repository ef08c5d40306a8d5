/** pt-BR texts of the content check (expressions the dental councils forbid); composed in pt-BR.ts. */
export const contentCheckMessages = {
  contentCheck: {
    settingsTitle: 'Expressões proibidas na publicidade',
    settingsDescription:
      'Os conselhos de odontologia costumam proibir algumas expressões na publicidade. Quando o título ou a descrição de um arquivo contém uma delas, os administradores veem um aviso ao enviar ou editar e o selo "Revisar texto" no arquivo.',
    warnsOnly: 'É só um aviso: nada é bloqueado e o arquivo pode ser salvo mesmo assim.',
    listLabel: 'Expressões da lista',
    emptyList: 'Nenhuma expressão na lista: nenhum texto será sinalizado.',
    addLabel: 'Nova expressão',
    addPlaceholder: 'Ex.: resultado garantido',
    add: 'Adicionar',
    remove: 'Remover “{expression}”',
    count: '{n} de {max} expressões',
    restoreDefaults: 'Restaurar lista padrão',
    unsavedChanges: 'Alterações ainda não salvas.',
    /** Its own name: the banner card on the same screen has a 'Salvar' of its own. */
    save: 'Salvar lista',
    saved: 'Lista de expressões salva.',
    saveError: 'Erro ao salvar a lista de expressões',
    loadError: 'Não foi possível carregar a lista de expressões.',
    alreadyInList: 'Essa expressão já está na lista.',
    expressionTooShort: 'Cada expressão deve ter pelo menos 2 caracteres.',
    expressionTooLong: 'Cada expressão deve ter no máximo 60 caracteres.',
    tooManyExpressions: 'A lista pode ter no máximo 100 expressões.',
    listInvalid: 'Informe uma lista de expressões.',
    warningTitle: 'Revise o texto antes de publicar',
    warning:
      'Atenção: o texto contém expressões que os conselhos de odontologia costumam proibir: {expressions}. Você pode salvar mesmo assim.',
    quoted: '“{expression}”',
    badge: 'Revisar texto',
    badgeTitle: 'Expressões proibidas no texto: {expressions}',
  },
} as const;
