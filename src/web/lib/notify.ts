import { commonMessages } from '@shared/messages/common';
import type { ExternalToast } from 'sonner';
import { isApiError } from './api-error';

/**
 * The pt-BR text for an error: for an error our API answered, its message, which the server takes
 * from the shared catalogue (messages/errors.ts) and fills with the code's parameters (AppError);
 * the network message when the server could not be reached; the operation's fallback otherwise (an
 * answer not in our error shape, a response that failed its schema, an exception: never their raw
 * text). The web does not load the error catalogue itself: it draws on most feature texts, and every
 * page would carry them.
 */
export function describeError(error: unknown, fallbackText: string): string {
  if (!isApiError(error)) return fallbackText;
  if (error.code === 'NETWORK') return commonMessages.api.network;
  if (error.code === 'UNKNOWN' || !error.message) return fallbackText;
  return error.message;
}

type ToastKind = 'success' | 'error' | 'info';

// sonner (its toasts and their container) is its own chunk, loaded with the first toast: most pages
// never show one, and the sign-in page is lighter without it.
let sonner: Promise<typeof import('sonner')> | undefined;
let toasterReady: Promise<void> | undefined;
let markToasterReady: (() => void) | undefined;
const toasterListeners = new Set<() => void>();
let nextId = 0;

/** True once a toast was asked for: the app's providers then mount the container. */
export function toasterWanted(): boolean {
  return toasterReady !== undefined;
}

/** Subscribes to toasterWanted (useSyncExternalStore). */
export function subscribeToaster(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

/** Called by the container once it listens: toasts asked for before then are shown now. */
export function toasterMounted(): void {
  markToasterReady?.();
}

function show(kind: ToastKind, text: string, options?: ExternalToast): string | number {
  const id = options?.id ?? `aviso-${++nextId}`;
  if (!toasterReady) {
    toasterReady = new Promise<void>((resolve) => {
      markToasterReady = resolve;
    });
    for (const listener of toasterListeners) listener();
  }
  sonner ??= import('sonner');
  void Promise.all([sonner, toasterReady]).then(([{ toast }]) => toast[kind](text, { ...options, id }));
  return id;
}

/** Pass `{ id }` to replace an earlier toast (a download's 'Iniciando download...' by its result). */
export const notify = {
  success: (text: string, options?: ExternalToast) => show('success', text, options),
  error: (text: string, options?: ExternalToast) => show('error', text, options),
  info: (text: string, options?: ExternalToast) => show('info', text, options),
};

export function notifyError(error: unknown, fallbackText: string) {
  return notify.error(describeError(error, fallbackText));
}

/**
 * A failed operation: its message ('Erro ao excluir usuário') as the title and, when the error code
 * is known ('Não é possível remover ... último administrador.'), the reason underneath.
 */
export function notifyFailure(error: unknown, title: string) {
  const reason = describeError(error, title);
  return notify.error(title, reason === title ? undefined : { description: reason });
}
