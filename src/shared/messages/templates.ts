/** pt-BR texts of personalized pieces (templates, issue 40); composed in pt-BR.ts. */
export const templatesMessages = {
  templates: {
    // Errors (the catalogue's codes TEMPLATE_*, PIECE_*, UNIT_DATA_INCOMPLETE, CONTENT_NOT_ALLOWED)
    notFound: 'Este arquivo não é um modelo personalizável.',
    imagesOnly: 'Só uma imagem (JPEG, PNG ou WebP) pode virar modelo.',
    formatNotOffered: 'Este modelo não tem o formato pedido.',
    unitDataIncomplete:
      'Os dados da unidade estão incompletos para esta peça: falta {faltando}. Peça ao administrador da rede que complete o cadastro da unidade em Unidades.',
    contentNotAllowed:
      'O texto contém expressões que os conselhos de odontologia costumam proibir: {expressions}. Troque o texto para gerar a peça.',
    textTooLong: 'O texto de “{campo}” pode ter no máximo {max} caracteres.',
    textNotEditable: 'O campo “{campo}” não pode ser alterado neste modelo.',
    jobNotFound: 'Tarefa não encontrada.',
    batchFileNotFound: 'Este arquivo da geração não existe mais. Gere as peças de novo.',
    noUnits: 'Nenhuma unidade ativa para gerar as peças.',
    // Schema texts
    keyInvalid: 'Cada campo precisa de uma chave com letras minúsculas, números ou hífen (até 32).',
    keysRepeated: 'Dois campos não podem ter a mesma chave.',
    unitFieldRequired: 'Escolha o dado da unidade que o campo mostra.',
    boxInvalid: 'A caixa do campo precisa ficar inteira dentro da imagem.',
    fieldsRequired: 'Adicione pelo menos um campo ao modelo.',
    tooManyFields: 'Um modelo pode ter no máximo {max} campos.',
    presetsRequired: 'Escolha pelo menos um formato.',
    presetsRepeated: 'Cada formato só pode aparecer uma vez.',
    formatInvalid: 'Formato inválido.',
    defaultTooLong: 'O texto padrão passa do limite de caracteres do campo.',
    labelTooLong: 'O nome do campo pode ter no máximo 60 caracteres.',
    // Unit fields, as the editor and the guidance name them
    unitFields: {
      name: 'nome da unidade',
      city: 'cidade',
      address: 'endereço',
      phone: 'telefone',
      whatsapp: 'WhatsApp',
      rtName: 'responsável técnico',
      rtCro: 'CRO do responsável técnico',
      croRegistration: 'registro da clínica no CRO',
    },
    /** The formats a piece is made in. */
    formats: {
      'instagram-feed': 'Feed do Instagram (1080×1350)',
      'instagram-stories': 'Stories (1080×1920)',
      square: 'Quadrado (1080×1080)',
      whatsapp: 'WhatsApp',
      'a4-print': 'A4 para impressão (PDF)',
    },
    fonts: {
      montserrat: 'Montserrat',
      'montserrat-bold': 'Montserrat negrito',
      'dejavu-sans': 'DejaVu Sans',
      'dejavu-sans-bold': 'DejaVu Sans negrito',
      'dejavu-serif': 'DejaVu Serif',
    },
    colors: {
      '#ffffff': 'Branco',
      '#1f2937': 'Grafite',
      '#0f766e': 'Verde-água da marca',
      '#0e7490': 'Azul petróleo',
      '#be185d': 'Rosa',
      '#b45309': 'Âmbar',
    },
    /** What a unit field's line reads, as printed on the piece. */
    croLine: 'CRO-{uf} {numero}',
  },
} as const;
