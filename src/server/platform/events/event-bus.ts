import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NotificationKind, Role } from '../../../shared/constants';
import type { DatabaseHandle } from '../db/client';

/** Who a `notification` event is for: the listed people, or everyone with one of the roles. */
export type NotificationAudience = { userIds: string[] } | { roles: Role[] };

/**
 * What travels on the bus. `banner` goes to every signed-in page; `notification` only to the pages
 * of the people it names (events.routes.ts filters it, and strips the audience before sending).
 */
export type AppEvent =
  | { type: 'banner'; data: unknown }
  | { type: 'notification'; data: { to: NotificationAudience; kind: NotificationKind } };

type Listener = (event: AppEvent) => void;

const CHANNEL = 'bdi_events';

/**
 * Publish/subscribe for live page updates (server-sent events). Subscribers are the pages
 * connected to this process; on PostgreSQL, events also travel through NOTIFY so that every app
 * process behind a load balancer tells its own pages (DESIGN.md section 2).
 */
export function createEventBus() {
  const listeners = new Set<Listener>();
  const origin = randomUUID();
  let relay: ((event: AppEvent) => Promise<void>) | undefined;

  const deliver = (event: AppEvent) => {
    for (const listener of listeners) listener(event);
  };

  return {
    publish(event: AppEvent): void {
      deliver(event);
      relay?.(event).catch(() => {});
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size(): number {
      return listeners.size;
    },
    /** Joins the other processes on the same PostgreSQL database; a no-op on PGlite (one process). */
    async connect(database: DatabaseHandle): Promise<() => Promise<void>> {
      if (!database.listen) return async () => {};
      const stop = await database.listen(CHANNEL, (payload) => {
        try {
          const message = JSON.parse(payload) as { origin: string; event: AppEvent };
          if (message.origin !== origin) deliver(message.event);
        } catch {
          // Not one of ours: ignore.
        }
      });
      relay = async (event) => {
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ origin, event })})`);
      };
      return async () => {
        relay = undefined;
        await stop();
      };
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
