/** pt-BR texts of an asset's publication: validity dates and patient consent (issue 16); composed in pt-BR.ts. */
export const publicationMessages = {
  publication: {
    validFromLabel: 'Válido de',
    validUntilLabel: 'Válido até',
    validityLegend: 'Período de validade',
    validityHelp:
      'Fora deste período o arquivo fica oculto para usuários e franqueados. Deixe em branco para não limitar.',
    dayInvalid: 'Informe uma data válida.',
    rangeInvalid: '"Válido de" não pode ser depois de "Válido até".',
    containsPatientLabel: 'Contém paciente identificável',
    containsPatientInvalid: 'Indique se o arquivo contém paciente identificável (sim ou não).',
    containsPatientHelp:
      'O arquivo fica sem publicação até que o consentimento do paciente (TCLE) seja registrado.',
    badgeScheduled: 'Agendado',
    badgeScheduledFrom: 'Agendado para {date}',
    badgeScheduledTitle: 'Visível para usuários e franqueados a partir de {date}.',
    badgeExpired: 'Expirado',
    badgeExpiredTitle: 'Validade encerrada em {date}: oculto para usuários e franqueados.',
    badgeBlockedConsent: 'Sem consentimento',
    badgeBlockedConsentTitle:
      'Contém paciente identificável sem consentimento válido: oculto para usuários e franqueados.',
    validUntilNote: 'Válido até {date}',
  },
} as const;
