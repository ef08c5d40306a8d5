import { errorMessages, messages } from '@shared/messages/pt-BR';
import { toast } from 'sonner';
import { isApiError } from './api-client';

function isKnownCode(code: string): code is keyof typeof errorMessages {
  return Object.hasOwn(errorMessages, code);
}

/**
 * The pt-BR text for an error: the catalogue message for a known API error code, the network
 * message when the server could not be reached, and the operation's fallback otherwise (never a raw
 * server or exception message).
 */
export function describeError(error: unknown, fallbackText: string): string {
  if (!isApiError(error)) return fallbackText;
  if (error.code === 'NETWORK') return messages.api.network;
  if (isKnownCode(error.code)) return errorMessages[error.code];
  return fallbackText;
}

export const notify = {
  success: (text: string) => toast.success(text),
  error: (text: string) => toast.error(text),
  info: (text: string) => toast.info(text),
};

export function notifyError(error: unknown, fallbackText: string) {
  return toast.error(describeError(error, fallbackText));
}

/**
 * For forms that show the server's own pt-BR message (login, register, profile): the message of an
 * API error with a known shape, else the catalogue text or the fallback, as describeError.
 */
export function describeServerError(error: unknown, fallbackText: string): string {
  if (
    isApiError(error) &&
    error.code !== 'UNKNOWN' &&
    error.code !== 'NETWORK' &&
    error.code !== 'INTERNAL'
  ) {
    return error.message || describeError(error, fallbackText);
  }
  return describeError(error, fallbackText);
}

/**
 * A failed operation: its message ('Erro ao excluir usuário') as the title and, when the error code
 * is known ('Não é possível remover ... último administrador.'), the reason underneath.
 */
export function notifyFailure(error: unknown, title: string) {
  const reason = describeError(error, title);
  return toast.error(title, reason === title ? undefined : { description: reason });
}
