import { AuthHeading } from '@web/features/auth/components/auth-heading';
import { InvitationCard } from '@web/features/invitations/components/invitation-card';
import { paths } from '@web/lib/paths';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** Where the tab keeps the token once the address has dropped it: a reload still finds it. */
const TOKEN_KEY = 'bdi:invitation-token';

function rememberedToken(fromAddress: string | null): string {
  try {
    if (fromAddress) sessionStorage.setItem(TOKEN_KEY, fromAddress);
    return fromAddress ?? sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    // Storage refused (a private window's quota): the address's token is all there is.
    return fromAddress ?? '';
  }
}

/**
 * /convite?token=…: the page the invitation links to (issue 36). The token is read once and kept for
 * this tab only (sessionStorage, gone when the tab closes); the address drops it at once (history
 * entry replaced), so it does not linger in the browser's history. Success signs the new account in
 * and lands on the home.
 */
export default function InvitationRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => rememberedToken(params.get('token')));

  useEffect(() => {
    if (params.has('token')) navigate({ pathname: paths.invitation, search: '' }, { replace: true });
  }, [params, navigate]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <InvitationCard
        token={token}
        heading={(title, subtitle) => <AuthHeading title={title} subtitle={subtitle} />}
        onAccepted={() => {
          sessionStorage.removeItem(TOKEN_KEY);
          navigate(paths.home, { replace: true });
        }}
      />
    </main>
  );
}
