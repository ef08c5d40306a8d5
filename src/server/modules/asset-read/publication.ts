import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { assets } from '../../platform/db/schema';

/**
 * The one condition "this asset is published on `today`" (issue 16), for every query that shows
 * assets to users and franqueados: gallery, search, home, albums, campaigns, files and downloads.
 * Computed at query time from the row (DESIGN: nothing waits on a timer); the shared
 * publicationState is the same rule for the admin's badge. `today` is networkDay(clock.now()), or
 * a placeholder for it in a prepared query.
 */
export function publishedOn(today: string | Placeholder): SQL {
  return sql`(not ${assets.consentBlocked}
    and (${assets.validFrom} is null or ${assets.validFrom} <= ${today}::date)
    and (${assets.validUntil} is null or ${assets.validUntil} >= ${today}::date)
    and (${assets.consentUntil} is null or ${assets.consentUntil} >= ${today}::date))`;
}
