import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters shared by every app process (DESIGN.md section 2: nothing a second instance needs
 * lives in memory). One row per key (`login:email:…`, `similar:user:…`): the window starts at the
 * first hit and the row is reset by the first hit after it ends; old rows are purged.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_ends_at_idx').on(t.windowEndsAt)],
);
