import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

type Executor = Pick<Database, 'execute'>;

/**
 * Puts the asset's consent columns in step with its consents (issue 16), inside the caller's
 * transaction, after any change to `contains_patient` or to a consent: `consent_blocked` while it
 * shows a patient and no unrevoked consent exists, `consent_until` the active consent's expiry (the
 * active one is the newest not revoked). publishedOn reads these two, never the consents table, so
 * that search keeps its condition on the row itself.
 * A change of these columns moves the library's version (migration 0015), so search counts cached
 * before it are recounted.
 */
export async function refreshConsentState(tx: Executor, assetId: string): Promise<void> {
  await tx.execute(sql`
    update assets a set
      consent_blocked = a.contains_patient and active.id is null,
      consent_until = case when a.contains_patient then active.expires_on end
    from (select 1) one
    left join lateral (
      select c.id, c.expires_on from consents c
      where c.asset_id = ${assetId} and c.revoked_at is null
      order by c.created_at desc, c.id desc limit 1
    ) active on true
    where a.id = ${assetId}`);
}
