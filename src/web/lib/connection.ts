import { useSyncExternalStore } from 'react';

/**
 * Whether the app lost its network, for the 'Sem conexão' screen (issue 14): set when a call could
 * not reach the server while the browser says it is offline (a server that is down is another
 * problem, told by the call's own error), cleared by the browser's `online` event. The app promises
 * nothing offline: it only says so, instead of spinning or showing a generic error.
 */
let offline = false;
const listeners = new Set<() => void>();

function setOffline(value: boolean): void {
  if (offline === value) return;
  offline = value;
  for (const listener of listeners) listener();
}

const onOnline = () => setOffline(false);

/** Called by the API client when fetch itself failed (no answer at all). */
export function noteNetworkFailure(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) setOffline(true);
}

/** The network is back (a call succeeded after 'Tentar novamente'). */
export function clearOffline(): void {
  setOffline(false);
}

export function isOffline(): boolean {
  return offline;
}

export function subscribeOffline(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('online', onOnline);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('online', onOnline);
  };
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribeOffline, isOffline, () => false);
}
