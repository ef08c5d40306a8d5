/**
 * Every Portuguese (pt-BR) text the product shows: error texts here, the rest in one file per feature
 * beside this one, composed into `messages`. Components and the server's error handler read from
 * here; nothing user-facing is written inline elsewhere.
 */
import type { ErrorCode } from '../errors';
import { albumsMessages } from './albums';
import { assetsMessages } from './assets';
import { authMessages } from './auth';
import { commonMessages } from './common';
import { galleryMessages } from './gallery';
import { homeMessages } from './home';
import { settingsMessages } from './settings';
import { staticPagesMessages } from './static-pages';
import { statsMessages } from './stats';
import { taxonomyMessages } from './taxonomy';
import { uploadMessages } from './upload';
import { usersMessages } from './users';

export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION: 'Dados inválidos. Verifique os campos e tente novamente.',
  BAD_REQUEST: 'Requisição inválida.',
  UNAUTHENTICATED: 'Você precisa estar logado para continuar.',
  SESSION_EXPIRED: 'Sessão expirada. Por favor, faça login novamente.',
  INVALID_CREDENTIALS: 'E-mail ou senha incorretos.',
  FORBIDDEN: 'Você não tem permissão para realizar esta ação.',
  CROSS_SITE_REQUEST:
    'Requisição recusada: ela não partiu de uma página do Banco de Imagens. Recarregue a página e tente novamente.',
  DOWNLOAD_FORM_EXPIRED: 'O pedido de download expirou. Clique em Baixar novamente.',
  NOT_FOUND: 'Registro não encontrado.',
  ROUTE_NOT_FOUND: 'Endereço da API não encontrado.',
  CONFLICT: 'Este registro já existe.',
  EMAIL_TAKEN: 'Já existe uma conta com este e-mail.',
  SIGNUP_CLOSED: 'O cadastro público está desativado. Peça a um administrador para criar sua conta.',
  LAST_ADMIN: 'Não é possível remover ou rebaixar o último administrador.',
  WRONG_PASSWORD: 'A senha atual está incorreta.',
  WEAK_PASSWORD: 'Senha fácil de adivinhar. Escolha uma senha mais forte.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  PAYLOAD_TOO_LARGE: 'Arquivo muito grande. Máximo permitido: 50MB',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de arquivo não suportado.',
  IMAGE_TOO_LARGE: 'A imagem é grande demais: tem pixels demais para ser processada.',
  BODY_TOO_LARGE: 'O conteúdo enviado é grande demais (máximo 1 MB).',
  MALFORMED_MULTIPART: 'O envio do arquivo chegou incompleto ou mal formado. Tente enviar novamente.',
  FILE_NAME_INVALID: 'Nome de arquivo inválido.',
  STORAGE_UNAVAILABLE:
    'O armazenamento de arquivos está indisponível no momento. Tente novamente em instantes.',
  INTERNAL: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  CURSOR_INVALID: 'Página inválida. Recarregue a lista.',
  RESET_TOKEN_INVALID: 'Este link de redefinição é inválido ou expirou. Peça um novo.',
  MAIL_DISABLED: 'O envio de e-mails não está configurado.',
  STARTING: 'O Banco de Imagens está sendo atualizado e volta em instantes.',
  RANGE_NOT_SATISFIABLE: 'Intervalo de bytes inválido.',
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

/** Every feature's texts; a key may live in one feature file only (pt-BR.test.ts checks it). */
export const featureMessages = [
  albumsMessages,
  assetsMessages,
  authMessages,
  commonMessages,
  galleryMessages,
  homeMessages,
  settingsMessages,
  staticPagesMessages,
  statsMessages,
  taxonomyMessages,
  uploadMessages,
  usersMessages,
] as const;

export const messages = {
  ...albumsMessages,
  ...assetsMessages,
  ...authMessages,
  ...commonMessages,
  ...galleryMessages,
  ...homeMessages,
  ...settingsMessages,
  ...staticPagesMessages,
  ...statsMessages,
  ...taxonomyMessages,
  ...uploadMessages,
  ...usersMessages,
} as const;

/** Replaces `{name}` placeholders with the given values. */
export function format(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
