import { settingsMessages } from '@shared/messages/settings';
import { Page } from '@web/components/page';
import { BannerSettings } from './banner-settings';
import { ForbiddenExpressionsSettings } from './forbidden-expressions-settings';
import { OtherSettings } from './other-settings';

/** SPEC 'Settings' (/settings, admin): the homepage banner and the other settings. */
export function SettingsOverview() {
  return (
    <Page
      width="4xl"
      title={settingsMessages.settingsPage.title}
      description={settingsMessages.settingsPage.description}
    >
      <div className="mt-6 grid gap-6">
        <BannerSettings />
        <ForbiddenExpressionsSettings />
        <OtherSettings />
      </div>
    </Page>
  );
}
