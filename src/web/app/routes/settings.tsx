import { SettingsOverview } from '@web/features/settings/components/settings-overview';

/** SPEC 'Settings' (/settings, admin). */
export default function SettingsRoute() {
  return <SettingsOverview />;
}
