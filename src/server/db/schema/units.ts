import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** A clinic of the network, or the franchisor itself (DESIGN.md section 3). */
export const units = pgTable('units', {
  id: id(),
  name: text('name').notNull().unique(),
  city: text('city'),
  state: text('state'),
  croRegistration: text('cro_registration'),
  responsibleDentist: text('responsible_dentist'),
  responsibleCro: text('responsible_cro'),
  isFranchisor: boolean('is_franchisor').notNull().default(false),
  createdAt: createdAt(),
});
