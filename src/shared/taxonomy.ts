/**
 * Seed of the category tree and tags (SPEC.md section 3). Group and subcategory slugs are the ids the
 * original sidebar used, so links such as `/gallery?categories=perfil-pacientes` keep working. The 15
 * built-in categories of the original are placed into the tree: 13 as subcategories, and
 * 'Procedimentos Odontológicos' and 'Premiações e Reconhecimentos' as the groups of the same name.
 */
export interface SeedCategory {
  name: string;
  slug: string;
  description?: string;
}

export interface SeedGroup extends SeedCategory {
  children: SeedCategory[];
}

export const CATEGORY_TREE: SeedGroup[] = [
  {
    name: 'Procedimentos Odontológicos',
    slug: 'procedimentos-odontologicos',
    description: 'Tratamentos e procedimentos realizados nas clínicas',
    children: [
      { name: 'Clareamento', slug: 'clareamento' },
      { name: 'Ortodontia', slug: 'ortodontia' },
      { name: 'Implantes', slug: 'implantes' },
      { name: 'Prótese', slug: 'protese' },
      { name: 'Estética Dental', slug: 'estetica' },
      { name: 'Cirurgia', slug: 'cirurgia' },
      { name: 'Canal', slug: 'canal' },
      { name: 'Limpeza', slug: 'limpeza' },
      { name: 'Avaliação', slug: 'avaliacao' },
      { name: 'Pediatria', slug: 'pediatria' },
    ],
  },
  {
    name: 'Perfil de Pacientes',
    slug: 'perfil-pacientes',
    description: 'Pessoas atendidas pela rede',
    children: [
      { name: 'Adulto', slug: 'adulto' },
      { name: 'Infantil', slug: 'infantil' },
      { name: 'Idoso', slug: 'idoso' },
      { name: 'Família', slug: 'familia' },
      { name: 'Com Sorriso', slug: 'com-sorriso' },
      { name: 'Em Atendimento', slug: 'em-atendimento' },
      { name: 'Depoimentos', slug: 'depoimentos' },
      { name: 'Casos Reais', slug: 'casos-reais' },
    ],
  },
  {
    name: 'Estrutura das Clínicas',
    slug: 'estrutura',
    description: 'Espaços e equipes das unidades',
    children: [
      { name: 'Fachada', slug: 'fachada' },
      { name: 'Recepção', slug: 'recepcao' },
      { name: 'Sala de Atendimento', slug: 'sala-atendimento' },
      { name: 'Equipe', slug: 'equipe' },
      { name: 'Bastidores', slug: 'bastidores' },
    ],
  },
  {
    name: 'Treinamentos e Eventos',
    slug: 'treinamentos-eventos',
    description: 'Capacitação e encontros da rede',
    children: [
      { name: 'Treinamento Interno', slug: 'treinamento-interno' },
      { name: 'Treinamento de Franqueados', slug: 'treinamento-franqueados' },
      { name: 'Workshop', slug: 'workshop' },
      { name: 'Reunião', slug: 'reuniao' },
      { name: 'Convenção 2025', slug: 'convencao-2025' },
      { name: 'Apoio e Treinamento', slug: 'apoio-e-treinamento' },
    ],
  },
  {
    name: 'Campanhas e Ações',
    slug: 'campanhas-acoes',
    description: 'Campanhas de marketing e ações da rede',
    children: [
      { name: 'Super Sexta', slug: 'super-sexta' },
      { name: 'Promoções', slug: 'promocoes' },
      { name: 'Datas Comemorativas', slug: 'datas-comemorativas' },
      { name: 'Ações Sociais', slug: 'acoes-sociais' },
      { name: 'Eventos Externos', slug: 'eventos-externos' },
      { name: 'Inaugurações', slug: 'inauguracoes' },
      { name: 'Campanhas da Rede', slug: 'campanhas-da-rede' },
      { name: 'Campanhas Segmentadas', slug: 'campanhas-segmentadas' },
      { name: 'Ações Externas', slug: 'acoes-externas' },
    ],
  },
  {
    name: 'Premiações e Reconhecimentos',
    slug: 'premiacoes',
    description: 'Selos, prêmios e certificações da rede',
    children: [
      { name: 'Selo ABF', slug: 'selo-abf' },
      { name: 'Prêmio PEGN', slug: 'premio-pegn' },
      { name: 'GPTW', slug: 'gptw' },
      { name: 'Outros Certificados', slug: 'outros-certificados' },
    ],
  },
  {
    name: 'Tipo de Mídia',
    slug: 'tipo-midia',
    description: 'Formato de uso do material',
    children: [
      { name: 'Redes Sociais', slug: 'redes-sociais' },
      { name: 'Banners', slug: 'banners' },
      { name: 'Materiais para Impressão', slug: 'impressos' },
      { name: 'PDF', slug: 'pdf' },
      { name: 'Apresentações', slug: 'apresentacoes' },
    ],
  },
  {
    name: 'Logomarcas',
    slug: 'logomarcas',
    description: 'Marcas da franqueadora e das unidades',
    children: [
      { name: 'Logomarca das Unidades', slug: 'logomarca-unidades' },
      { name: 'Logomarca da Franqueadora', slug: 'logomarca-franqueadora' },
    ],
  },
  {
    name: 'Materiais Institucionais',
    slug: 'materiais-institucionais',
    description: 'Documentos oficiais da rede',
    children: [
      { name: 'Manuais', slug: 'manuais' },
      { name: 'Políticas', slug: 'politicas' },
      { name: 'Procedimentos', slug: 'procedimentos' },
      { name: 'Contratos', slug: 'contratos' },
      { name: 'Formulários', slug: 'formularios' },
      { name: 'Relatórios', slug: 'relatorios' },
      { name: 'Apresentações Corporativas', slug: 'apresentacoes-corporativas' },
    ],
  },
];

/** The 25 built-in tags of SPEC.md section 3. */
export const BUILT_IN_TAGS = [
  'Sorriso',
  'Limpeza',
  'Aparelho',
  'Clareamento',
  'Prevenção',
  'Consulta',
  'Doutor',
  'Criança',
  'Adulto',
  'Urgência',
  'Tratamento',
  'Prótese',
  'Canal',
  'Instagram',
  'Facebook',
  'WhatsApp',
  'Promoção',
  'Desconto',
  'Franquia',
  'Super Sexta',
  'Outubro Rosa',
  'Natal',
  'Antes e Depois',
  'Voluntariado',
  'ABF',
] as const;

/**
 * The 39-entry popular tag list (SPEC.md section 3 names 18 of them; the rest complete it with the
 * network's recurring campaigns and subjects). The gallery filter shows the first 20.
 */
export const POPULAR_TAGS = [
  'Antes e Depois',
  'Sorriso',
  'GPTW',
  'Marketing',
  'Depoimento',
  'Campanha Outubro',
  'Franqueadora',
  'Unidade',
  'Treinamento',
  'Evento',
  'Promoção',
  'Natal',
  'Outubro Rosa',
  'Novembro Azul',
  'Institucional',
  'Manual',
  'Contrato',
  'Compliance',
  'Verão',
  'Super Sexta',
  'Dia das Mães',
  'Dia dos Pais',
  'Dia das Crianças',
  'Black Friday',
  'Carnaval',
  'Páscoa',
  'Ano Novo',
  'Volta às Aulas',
  'Dia do Dentista',
  'Inauguração',
  'Fachada',
  'Equipe',
  'Recepção',
  'Clareamento',
  'Implante',
  'Ortodontia',
  'Prevenção',
  'Saúde Bucal',
  'Redes Sociais',
] as const;
