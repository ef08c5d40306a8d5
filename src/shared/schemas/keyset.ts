import { z } from './z';

/** One page of a keyset-paged list: its items and the cursor of the next page (null at the end). */
export function keysetPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
