/** pt-BR texts of download formats and the unit stamp; composed into `messages` in pt-BR.ts. */
export const downloadsMessages = {
  downloadFormats: {
    original: 'Original',
    'instagram-feed': 'Instagram feed (1080×1350)',
    'instagram-stories': 'Instagram stories (1080×1920)',
    square: 'Quadrado (1080×1080)',
    whatsapp: 'WhatsApp (até 1600 px, menos de 500 KB)',
    /** A personalized piece for print (issue 40), as the downloads list names it. */
    'a4-print': 'A4 para impressão (PDF)',
    formatInvalid: 'Formato de download inválido.',
    imagesOnly: 'Este formato está disponível apenas para imagens. Baixe o original.',
    stampInvalid: 'Informe 1 para incluir os dados da unidade ou 0 para não incluir.',
    metadataInvalid: 'Informe keep para baixar o arquivo exatamente como foi enviado.',
    metadataOriginalOnly: 'Os dados do arquivo só podem ser mantidos no download do original.',
    /** A file whose metadata (GPS, camera, author) could not be removed before it leaves. */
    notCleanable:
      'Não foi possível remover os dados de localização e da câmera deste arquivo. Peça à equipe de marketing que o envie de novo.',
  },
  stamp: {
    /** The footer's third line: "Responsável Técnico: Ana Souza — CRO-SP 12345". */
    responsible: 'Responsável Técnico: {nome} — CRO-{uf} {numero}',
  },
  downloadMenu: {
    moreFormats: 'Mais formatos de download',
    formatLabel: 'Formato',
    includeUnit: 'Incluir dados da minha unidade',
    /** The main button's title while the switch is on: what a click gives. */
    originalWithUnit: 'Baixar o original com os dados da sua unidade (desative em “Mais formatos”)',
    downloadWithoutUnit: 'Baixar sem os dados',
    zipFormat: 'Formato das imagens',
    rendering: 'Preparando o arquivo…',
  },
  focalPoint: {
    title: 'Ponto focal',
    description:
      'Os cortes para Instagram e o formato quadrado mantêm este ponto da imagem. Clique na imagem ou use as setas do teclado para movê-lo.',
    imageLabel: 'Ponto focal: {x}% da esquerda, {y}% do topo. Use as setas para mover.',
    x: 'Horizontal (%)',
    y: 'Vertical (%)',
    save: 'Salvar ponto focal',
    center: 'Centralizar',
    saved: 'Ponto focal salvo.',
    saveError: 'Não foi possível salvar o ponto focal.',
  },
} as const;
