import { authMessages } from '@shared/messages/auth';
import { AppLayout } from '@web/components/layout/app-layout';
import { AuthLoading } from '@web/components/layout/auth-loading';
import { useLogout } from '@web/features/auth/api/logout';
import { PendingAccount } from '@web/features/auth/components/pending-account';
import { GlobalSearch } from '@web/features/global-search/components/global-search';
import { NotificationBell } from '@web/features/notifications/components/notification-bell';
import { useLiveEvents } from '@web/lib/live-events';
import { paths } from '@web/lib/paths';
import { useSession } from '@web/lib/session';
import { useWideScreen } from '@web/lib/use-media-query';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { requiresSession } from './route-access';

/**
 * The login card over a private page (the signed-out, or a session that ended) with its form stack
 * (react-hook-form, zod's resolver): a chunk of its own, which a signed-in page never loads.
 */
const LoginCard = lazy(() =>
  import('@web/features/auth/components/login-card').then((module) => ({ default: module.LoginCard })),
);

/** The screens where a phone shows the search without opening the menu (issue 14). */
const PAGE_SEARCH_PATHS = new Set<string>([paths.home, paths.gallery]);

/**
 * SPEC 'Layout': a spinner while the session loads; only the login card when signed out on a page
 * that needs a session; otherwise header + page + footer (public pages show them to visitors too).
 */
export function RootLayout() {
  const session = useSession();
  const matches = useMatches();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Leave the private page first, so the layout never flashes the login card on the way out.
  const logoutMutation = useLogout({ beforeClear: () => navigate(paths.home) });
  // One live-event stream per signed-in page (banner replaced, new notification); closed on sign-out.
  const active = session.data?.user?.status === 'active';
  useLiveEvents(active ? (session.data?.user?.id ?? null) : null);
  // The header has room for the search from lg (SiteHeader); below, the page or the menu shows it.
  const headerSearch = useWideScreen();

  if (session.isPending) return <AuthLoading />;

  // A session check that failed for another reason (server down) is treated as signed out; the
  // login attempt then reports the real problem.
  const user = session.data?.user ?? null;
  if (!user && matches.some((match) => requiresSession(match.handle))) {
    return (
      <Suspense fallback={<AuthLoading />}>
        <LoginCard notice={session.data?.expired ? authMessages.accounts.sessionExpired : null} />
      </Suspense>
    );
  }

  // A pending account (public sign-up not yet approved) sees only its waiting page (issue 36).
  if (user && user.status !== 'active') {
    return <PendingAccount name={user.name} onSignOut={() => logoutMutation.mutate()} />;
  }

  return (
    <AppLayout
      user={user}
      onSignOut={() => logoutMutation.mutate()}
      search={headerSearch ? <GlobalSearch /> : null}
      mobileSearch={(close) => <GlobalSearch variant="menu" onDone={close} />}
      pageSearch={user && !headerSearch && PAGE_SEARCH_PATHS.has(pathname) ? <GlobalSearch /> : null}
      notifications={user ? <NotificationBell /> : null}
    >
      <Outlet />
    </AppLayout>
  );
}
