import type { SQL } from 'drizzle-orm';
import type { Role } from '../../../shared/constants';
import { networkDay } from '../../../shared/domain/network-date';
import type { Clock } from '../../platform/clock';
import { publishedOn } from './publication';

/**
 * Who is looking at assets, as the asset queries need it (issue 16): admins see every asset, with its
 * publication state on `today`'s date; users and franqueados see only the assets published `today`
 * (the São Paulo day when they ask), and for them any other asset does not exist (404).
 */
export interface Audience {
  today: string;
  seesAll: boolean;
}

/** The audience of a signed-in person now. */
export function audienceOf(viewer: { role: Role }, clock: Clock): Audience {
  return { today: networkDay(clock.now()), seesAll: viewer.role === 'admin' };
}

/** The condition an audience adds to an asset query (on the `assets` table), or none for admins. */
export function visibleTo(audience: Audience | undefined): SQL | undefined {
  return audience && !audience.seesAll ? publishedOn(audience.today) : undefined;
}
