/**
 * pt-BR texts of the notification centre (issue 16); composed into `messages` in pt-BR.ts. A stored
 * notification keeps only its kind and parameters: its text is rendered from `kinds` when it is read.
 */
export const notificationsMessages = {
  notifications: {
    kinds: {
      'consent-revoked': 'Remova de suas redes o material {title}: o consentimento do paciente foi revogado.',
      'consent-expired': 'Remova de suas redes o material {title}: o consentimento do paciente expirou.',
      'campaign-started': 'A campanha {name} começou. Veja as peças.',
      'request-created': '{requester} pediu um material: {summary}',
      'request-status': 'Seu pedido "{summary}" agora está {status}.',
      'request-comment': '{author} comentou o pedido "{summary}": {comment}',
      'request-answered': 'Seu pedido foi respondido: {summary}',
      'account-pending': '{name} se cadastrou e aguarda sua aprovação.',
    },
    notFound: 'Notificação não encontrada.',
    limitInvalid: 'O limite deve ser um número de 1 a 50.',
    title: 'Notificações',
    description: 'Avisos sobre materiais que você baixou, campanhas e pedidos.',
    bellNone: 'Notificações, nenhuma não lida',
    bellOne: 'Notificações, 1 não lida',
    bellOther: 'Notificações, {n} não lidas',
    /** The badge over the bell past this many shows "9+". */
    badgeMore: '9+',
    latest: 'Últimas notificações',
    seeAll: 'Ver todas',
    empty: 'Nenhuma notificação',
    emptyHint: 'Quando houver avisos sobre materiais, campanhas ou pedidos, eles aparecem aqui.',
    unread: 'Não lida',
    unreadCountOne: '1 não lida',
    unreadCountOther: '{n} não lidas',
    markAllRead: 'Marcar todas como lidas',
    allRead: 'Todas as notificações foram marcadas como lidas.',
    markAllReadError: 'Não foi possível marcar as notificações como lidas',
    markReadError: 'Não foi possível marcar a notificação como lida',
    loadError: 'Não foi possível carregar as notificações.',
    /** E-mail copies of the consent notifications. */
    mail: {
      subjects: {
        'consent-revoked': 'Remova o material {title}: consentimento revogado',
        'consent-expired': 'Remova o material {title}: consentimento expirado',
        'campaign-started': 'A campanha {name} começou',
        'request-created': 'Novo pedido de material de {requester}',
        'request-status': 'Seu pedido de material agora está {status}',
        'request-comment': 'Novo comentário no pedido de material',
        'request-answered': 'Seu pedido foi respondido',
        'account-pending': 'Novo cadastro aguardando aprovação',
      },
      action: 'Abrir no Banco de Imagens',
    },
  },
} as const;
