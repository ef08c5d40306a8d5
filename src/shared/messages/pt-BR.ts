/**
 * Every Portuguese (pt-BR) text the product shows, grouped by feature. Components and the server's
 * error handler read from here; nothing user-facing is written inline elsewhere.
 */
import type { ErrorCode } from '../errors';

export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION: 'Dados inválidos. Verifique os campos e tente novamente.',
  BAD_REQUEST: 'Requisição inválida.',
  UNAUTHENTICATED: 'Você precisa estar logado para continuar.',
  SESSION_EXPIRED: 'Sessão expirada. Por favor, faça login novamente.',
  INVALID_CREDENTIALS: 'E-mail ou senha incorretos.',
  FORBIDDEN: 'Você não tem permissão para realizar esta ação.',
  NOT_FOUND: 'Registro não encontrado.',
  ROUTE_NOT_FOUND: 'Endereço da API não encontrado.',
  CONFLICT: 'Este registro já existe.',
  EMAIL_TAKEN: 'Já existe uma conta com este e-mail.',
  SIGNUP_CLOSED: 'O cadastro público está desativado. Peça a um administrador para criar sua conta.',
  LAST_ADMIN: 'Não é possível remover ou rebaixar o último administrador.',
  WRONG_PASSWORD: 'A senha atual está incorreta.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  PAYLOAD_TOO_LARGE: 'Arquivo muito grande. Máximo permitido: 50MB',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de arquivo não suportado.',
  INTERNAL: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
};

/** Messages for zod validation issues, keyed by what went wrong. */
export const validationMessages = {
  required: 'Campo obrigatório.',
  invalidType: 'Valor em formato inválido.',
  tooShort: 'Deve ter pelo menos {min} caracteres.',
  tooLong: 'Deve ter no máximo {max} caracteres.',
  tooSmall: 'Deve ser no mínimo {min}.',
  tooBig: 'Deve ser no máximo {max}.',
  invalidEmail: 'Informe um e-mail válido.',
  invalidUrl: 'Informe um link válido (http ou https).',
  invalidOption: 'Opção inválida.',
  unknownField: 'Campo não permitido: {field}.',
  invalid: 'Valor inválido.',
} as const;

export const messages = {
  validation: {
    nameRequired: 'Informe o nome.',
    nameTooLong: 'O nome deve ter no máximo 120 caracteres.',
    nameCharacters: 'O nome deve conter apenas letras, números, espaços, apóstrofos, pontos e hífens.',
    emailRequired: 'Informe o e-mail.',
    emailInvalid: 'Informe um e-mail válido.',
    passwordRequired: 'Informe a senha.',
    passwordTooShort: 'A senha deve ter pelo menos 8 caracteres.',
    passwordTooLong: 'A senha deve ter no máximo 128 caracteres.',
    passwordsDoNotMatch: 'As senhas não coincidem',
    roleInvalid: 'Tipo de conta inválido.',
    booleanRequired: 'Informe ativado ou desativado.',
    nothingToUpdate: 'Nada para atualizar.',
    idInvalid: 'Identificador inválido.',
    requiredFields: 'Preencha todos os campos obrigatórios',
  },
  app: {
    title: 'Banco de Imagens',
    subtitle: 'Banco de Imagens Odontológicas',
    loadingAuth: 'Carregando autenticação...',
    loading: 'Carregando...',
    restrictedTo: 'Acesso restrito a usuários da',
    copyright: '© {year} {brand}. Todos os direitos reservados.',
  },
  nav: {
    home: 'Início',
    gallery: 'Galeria',
    albums: 'Meus Álbuns',
    upload: 'Upload',
    stats: 'Estatísticas',
    users: 'Usuários',
    settings: 'Configurações',
    profile: 'Perfil',
    myProfile: 'Meu Perfil',
    help: 'Ajuda',
    terms: 'Termos',
    privacy: 'Privacidade',
    signOut: 'Sair',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
  },
  common: {
    save: 'Salvar',
    saving: 'Salvando...',
    cancel: 'Cancelar',
    close: 'Fechar',
    delete: 'Excluir',
    edit: 'Editar',
    confirm: 'Confirmar',
    back: 'Voltar',
    search: 'Buscar',
    clear: 'Limpar',
    retry: 'Tentar novamente',
    unknownError: 'Erro desconhecido',
    anonymousUser: 'Usuário Anônimo',
    franchisor: 'Franqueadora',
  },
  notFound: {
    code: '404',
    title: 'Página não encontrada',
    description: 'O endereço que você acessou não existe ou foi movido.',
    backHome: 'Voltar para o início',
  },
  home: {
    visitorTitle: 'Banco de Imagens da rede',
    visitorDescription:
      'Imagens, vídeos, PDFs e materiais de marketing da franquia, organizados para a sua clínica encontrar e usar em segundos.',
    exploreGallery: 'Explorar Galeria',
    signIn: 'Fazer Login',
  },
  layout: {
    brandFallback: 'Rede',
    skipToContent: 'Pular para o conteúdo',
    mainNav: 'Navegação principal',
    footerNav: 'Links institucionais',
    homeLink: 'Página inicial',
    menuTitle: 'Menu',
    menuDescription: 'Navegue pelas seções do banco de imagens.',
  },
  ui: {
    notifications: 'Notificações',
    closeNotification: 'Fechar notificação',
    selectPlaceholder: 'Selecione...',
  },
  api: {
    network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  },
  routeError: {
    title: 'Algo deu errado',
    description: 'Não foi possível carregar esta página. Recarregue e tente novamente.',
    reload: 'Recarregar página',
  },
  health: {
    ok: 'ok',
  },
} as const;

/** Replaces `{name}` placeholders with the given values. */
export function format(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
