import { addDays, networkDay } from '../../src/shared/domain/network-date';

/**
 * The demo's campaigns, dated around the day of the seed so that a demo always shows one under way,
 * one coming and one over. Pieces are named by their catalogue file; those the run did not draw
 * (a smaller `count`) are left out, and a campaign with none is not created.
 */
export function demoCampaigns(now: Date) {
  const today = networkDay(now);
  return [
    {
      name: 'Super Sexta do Sorriso',
      description:
        'Limpeza e clareamento com condições especiais às sextas-feiras. Use as peças no feed, nos stories e no site da unidade.',
      startsOn: addDays(today, -6),
      endsOn: addDays(today, 12),
      pieces: ['super-sexta-limpeza-desconto', 'super-sexta-banner-site', 'black-friday-clareamento'],
    },
    {
      name: 'Natal em Família',
      description: 'Mensagens de fim de ano e convite para o check-up das férias.',
      startsOn: addDays(today, 18),
      endsOn: addDays(today, 40),
      pieces: ['natal-familia-post', 'ano-novo-cartao-digital', 'familia-sorrindo-planos'],
    },
    {
      name: 'Outubro Rosa',
      description: 'Prevenção e autocuidado: avaliação para as pacientes e conteúdo de conscientização.',
      startsOn: addDays(today, -56),
      endsOn: addDays(today, -26),
      pieces: ['outubro-rosa-instagram', 'outubro-rosa-story', 'legendas-outubro-rosa-novembro-azul'],
    },
  ];
}
