import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * A clinic of the network, or the franchisor itself (DESIGN.md section 3). The council data (the
 * clinic's CRO registration, the responsible dentist's name, CRO number and UF) is what a "for my
 * clinic" download stamps on the picture; `dataVersion` moves whenever anything stamped changes, so
 * stored renders of the old data are never served again.
 */
export const units = pgTable(
  'units',
  {
    id: id(),
    name: text('name').notNull().unique(),
    city: text('city'),
    uf: text('uf'),
    address: text('address'),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    croRegistration: text('cro_registration'),
    rtName: text('rt_name'),
    rtCro: text('rt_cro'),
    rtUf: text('rt_uf'),
    logoKey: text('logo_key'),
    active: boolean('active').notNull().default(true),
    dataVersion: integer('data_version').notNull().default(1),
    isFranchisor: boolean('is_franchisor').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('units_name_lower_idx').on(sql`lower(${t.name})`)],
);
