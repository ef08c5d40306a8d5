import { StatsOverview } from '@web/features/stats/components/stats-overview';

/** SPEC 'Stats' (/stats, admin). */
export default function StatsRoute() {
  return <StatsOverview />;
}
