/** pt-BR texts of download formats and the unit stamp; composed into `messages` in pt-BR.ts. */
export const downloadsMessages = {
  downloadFormats: {
    original: 'Original',
    'instagram-feed': 'Instagram feed (1080×1350)',
    'instagram-stories': 'Instagram stories (1080×1920)',
    square: 'Quadrado (1080×1080)',
    whatsapp: 'WhatsApp (até 1600 px, menos de 500 KB)',
    formatInvalid: 'Formato de download inválido.',
    imagesOnly: 'Este formato está disponível apenas para imagens. Baixe o original.',
    stampInvalid: 'Informe 1 para incluir os dados da unidade ou 0 para não incluir.',
  },
  stamp: {
    /** The footer's third line: "Responsável Técnico: Ana Souza — CRO-SP 12345". */
    responsible: 'Responsável Técnico: {nome} — CRO-{uf} {numero}',
  },
} as const;
