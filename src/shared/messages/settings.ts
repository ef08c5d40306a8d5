/** pt-BR texts of settings; composed into `messages` in pt-BR.ts. */
export const settingsMessages = {
  banner: {
    imageRequired: 'Selecione uma imagem primeiro',
    notAnImage: 'O banner deve ser uma imagem (PNG, JPG ou WebP).',
    tooLarge: 'A imagem do banner deve ter no máximo 10MB.',
    notFound: 'Nenhum banner definido.',
  },
  settingsPage: {
    title: 'Configurações',
    description:
      'O banner da página inicial, as expressões proibidas na publicidade e quem pode criar uma conta.',
    bannerTitle: 'Banner da página inicial',
    bannerDescription: 'Aparece no topo da página inicial, para visitantes e usuários conectados.',
    currentBanner: 'Banner atual',
    defaultBanner: 'Banner padrão: nenhuma imagem foi definida ainda.',
    newBanner: 'Nova imagem (ainda não salva)',
    chooseImage: 'Escolher imagem',
    changeImage: 'Trocar imagem',
    fileInput: 'Imagem do banner',
    advice:
      'Recomendado: imagem larga, na proporção 8:3, com pelo menos 1920x720 pixels; PNG ou JPG até 10MB. É assim que o banner aparece em computadores e tablets (em telas muito largas, um pouco do topo e da base fica de fora). Nos celulares ele aparece em 16:9 e as laterais são cortadas: mantenha textos e logotipos no centro da imagem.',
    chosenFile: '{name} · {size}',
    previewAlt: 'Pré-visualização do novo banner',
    currentAlt: 'Banner atual da página inicial',
    sending: 'Enviando... {percent}%',
    saved: 'Banner atualizado com sucesso!',
    saveError: 'Erro ao atualizar banner',
    liveNote: 'Ao salvar, as páginas abertas de todos os usuários recebem o novo banner na hora.',
    otherTitle: 'Outras configurações',
    publicSignup: 'Cadastro público',
    publicSignupDescription:
      'Ativado, qualquer pessoa pode pedir uma conta de Franqueado ou Usuário na tela de login; ela só acessa o banco de imagens depois que um administrador aprovar o cadastro em Usuários. Desativado (o padrão), só administradores criam contas.',
    publicSignupOn: 'Cadastro público ativado.',
    publicSignupOff: 'Cadastro público desativado.',
    settingsError: 'Erro ao salvar configuração',
  },
} as const;
