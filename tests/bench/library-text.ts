/**
 * Portuguese words for the generated library: what a dental clinic network's marketing team names its
 * pieces. Titles and descriptions are put together from these lists in SQL (library.ts), each list
 * indexed by a different multiple of the row number so that the combinations do not repeat in step.
 */

export const SUBJECTS = [
  'Clareamento dental',
  'Implante dentário',
  'Prótese fixa',
  'Prótese removível',
  'Ortodontia invisível',
  'Aparelho ortodôntico',
  'Limpeza e prevenção',
  'Tratamento de canal',
  'Odontopediatria',
  'Estética do sorriso',
  'Facetas de porcelana',
  'Avaliação gratuita',
  'Saúde bucal',
  'Sorriso da família',
  'Cirurgia de siso',
  'Atendimento de urgência',
  'Consulta de rotina',
  'Lentes de contato dental',
  'Criança no dentista',
  'Equipe de dentistas',
  'Recepção da clínica',
  'Fachada da unidade',
  'Antes e depois',
  'Depoimento de paciente',
  'Treinamento de recepcionistas',
  'Inauguração',
  'Manual da marca',
  'Política de privacidade',
  'Contrato de franquia',
  'Relatório mensal',
  'Premiação ABF',
  'Selo GPTW',
];

export const PIECES = [
  'Post para Instagram',
  'Stories',
  'Carrossel',
  'Banner de fachada',
  'Folder',
  'Cartaz A3',
  'Flyer',
  'Apresentação',
  'Vídeo institucional',
  'Anúncio no Facebook',
  'Mensagem de WhatsApp',
  'Foto',
  'Convite',
  'Certificado',
  'Formulário',
  'Guia rápido',
  'Capa de destaque',
  'Adesivo de vitrine',
  'E-mail marketing',
  'Outdoor',
];

export const OCCASIONS = [
  'Outubro Rosa',
  'Novembro Azul',
  'Natal',
  'Super Sexta',
  'Black Friday',
  'Dia das Mães',
  'Dia dos Pais',
  'Dia das Crianças',
  'Volta às Aulas',
  'Carnaval',
  'Páscoa',
  'Dia do Dentista',
  'Convenção 2025',
  'Verão',
  'Ano Novo',
  'Campanha da rede',
  'Promoção de inverno',
  'Semana da saúde bucal',
];

export const UNITS = [
  'Unidade Centro',
  'Unidade Moema',
  'Unidade Savassi',
  'Unidade Boa Viagem',
  'Unidade Batel',
  'Unidade Asa Sul',
  'Unidade Pituba',
  'Unidade Meireles',
  'Unidade Tijuca',
  'Unidade Campinas',
  'Unidade São José',
  'Unidade Niterói',
  'Unidade Joinville',
  'Unidade Ribeirão Preto',
  'Unidade Maringá',
  'Franqueadora',
];

export const SENTENCES = [
  'Destaque para o atendimento humanizado e o cuidado com as crianças.',
  'Mostra o resultado antes e depois do tratamento, com autorização do paciente.',
  'Arte aprovada pelo marketing da franqueadora; não altere as cores nem a logomarca.',
  'Versão em alta resolução para impressão e versão leve para as redes sociais.',
  'Use com o texto de apoio enviado por e-mail às unidades.',
  'Inclui fotos da recepção, da fachada e da equipe de dentistas.',
  'Material de treinamento para recepcionistas e auxiliares de saúde bucal.',
  'Condições especiais de pagamento válidas até o fim do mês.',
  'Peça pensada para famílias: prevenção, limpeza e consulta de rotina.',
  'Fotografia profissional feita na inauguração, com a presença do franqueado.',
  'Roteiro do vídeo com depoimentos reais de pacientes satisfeitos.',
  'Explica em linguagem simples como funciona o implante e a prótese.',
  'Campanha de conscientização sobre a saúde da mulher e o autocuidado.',
  'Ação social com escovação supervisionada em escolas da região.',
  'Modelo editável: troque o endereço e o telefone da sua unidade.',
  'Prazo de uso: até o fim da campanha; depois disso, retire das redes.',
];

/** An SQL array literal of the words, quotes doubled. */
export function sqlArray(words: string[]): string {
  return `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
}

/** The `(list)[...]` element for row `g`, picked by the multiplier `step` (a bigint expression). */
export function pick(words: string[], step: number, offset = 0): string {
  return `(${sqlArray(words)})[1 + ((g * ${step} + ${offset}) % ${words.length})::int]`;
}
