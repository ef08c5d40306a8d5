import { Page } from '@web/components/page';
import { HomeCampaigns } from '@web/features/campaigns/components/home-campaigns';
import { HomeBanner } from '@web/features/home/components/home-banner';
import { SignedInHome } from '@web/features/home/components/signed-in-home';
import { VisitorWelcome } from '@web/features/home/components/visitor-welcome';
import { useSessionUser } from '@web/lib/session';

/** SPEC 'Home': the public welcome for visitors, the dashboard for the signed-in. */
export default function HomeRoute() {
  const user = useSessionUser();
  if (user) return <SignedInHome user={user} campaigns={<HomeCampaigns className="mt-12" />} />;
  return (
    <Page>
      <HomeBanner />
      <VisitorWelcome className="mt-10 sm:mt-14" />
    </Page>
  );
}
