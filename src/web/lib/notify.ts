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
