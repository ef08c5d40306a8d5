export interface AppEvent {
  type: 'banner';
  data: unknown;
}

type Listener = (event: AppEvent) => void;

/**
 * In-process publish/subscribe for live page updates (server-sent events). One process reaches the
 * pages connected to it; several processes would relay through PostgreSQL LISTEN/NOTIFY.
 */
export function createEventBus() {
  const listeners = new Set<Listener>();
  return {
    publish(event: AppEvent): void {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size(): number {
      return listeners.size;
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
