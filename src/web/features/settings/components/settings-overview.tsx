import { settingsMessages } from '@shared/messages/settings';
import { PageHeader } from '@web/components/page-header';
import { BannerSettings } from './banner-settings';
import { ForbiddenExpressionsSettings } from './forbidden-expressions-settings';
import { OtherSettings } from './other-settings';

/** SPEC 'Settings' (/settings, admin): the homepage banner and the other settings. */
export function SettingsOverview() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        title={settingsMessages.settingsPage.title}
        description={settingsMessages.settingsPage.description}
      />
      <div className="mt-6 grid gap-6">
        <BannerSettings />
        <ForbiddenExpressionsSettings />
        <OtherSettings />
      </div>
    </div>
  );
}
