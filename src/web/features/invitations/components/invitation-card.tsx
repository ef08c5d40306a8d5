import { format } from '@shared/messages/format';
import { invitationsMessages } from '@shared/messages/invitations';
import type { InvitationPreview } from '@shared/schemas/invitation';
import { ButtonLink } from '@web/components/button-link';
import { RoleBadge } from '@web/components/role-badge';
import { LoadError } from '@web/components/state-panels';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/lib/dates';
import { describeError } from '@web/lib/notify';
import { paths } from '@web/lib/paths';
import { LogInIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { AcceptInvitationForm } from './accept-invitation-form';
import { CLOSED_STATES, type ClosedCode, closedCodeOf } from './invitation-closed';

const m = invitationsMessages.invitations;

export interface InvitationCardProps {
  /** '' when the address had none: the link is not valid. */
  token: string;
  /** The page's heading (logo, title, subtitle), drawn by the screen that composes this card. */
  heading: (title: string, subtitle: string) => ReactNode;
  onAccepted: () => void;
}

/**
 * /convite: who invited whom, as what and where, and the password form; or, for a link that no
 * longer works, its own state (used, cancelled, expired, invalid) and the way to the sign-in.
 */
export function InvitationCard({ token, heading, onAccepted }: InvitationCardProps) {
  const [closed, setClosed] = useState<ClosedCode | null>(token ? null : 'INVITATION_INVALID');
  const [accepted, setAccepted] = useState(false);
  // Not asked again once the answer is known to be final: the link is spent or the account made.
  const preview = useInvitationPreview(closed || accepted ? '' : token);
  const code = closed ?? closedCodeOf(preview.error);

  if (code) {
    const state = CLOSED_STATES[code];
    return (
      <Shell header={heading(state.title, state.text)}>
        <ButtonLink to={paths.auth()} size="lg" className="w-full">
          <LogInIcon aria-hidden />
          {m.goToLogin}
        </ButtonLink>
      </Shell>
    );
  }
  if (preview.isError) {
    return (
      <Shell header={heading(m.pageTitle, m.pageLoadError)}>
        <LoadError
          message={describeError(preview.error, m.pageLoadError)}
          onRetry={() => preview.refetch()}
        />
      </Shell>
    );
  }
  if (!preview.data) {
    return (
      <Shell>
        <div className="flex justify-center py-10">
          <Spinner className="size-6" />
        </div>
      </Shell>
    );
  }
  const data = preview.data;
  const subtitle = data.invitedByName ? format(m.invitedBy, { name: data.invitedByName }) : m.invitedByNobody;
  return (
    <Shell header={heading(m.pageTitle, subtitle)}>
      <div className="grid gap-5">
        <InvitationSummary preview={data} />
        <p className="font-medium text-sm">{m.choosePassword}</p>
        <AcceptInvitationForm
          token={token}
          preview={data}
          onClosed={setClosed}
          onAccepted={() => {
            setAccepted(true);
            onAccepted();
          }}
        />
      </div>
    </Shell>
  );
}

function Shell({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <Card className="w-full max-w-md gap-6">
      {header ? <CardHeader className="block">{header}</CardHeader> : null}
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-baseline gap-3 py-2 first:pt-0 last:pb-0">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

function InvitationSummary({ preview }: { preview: InvitationPreview }) {
  return (
    <div className="grid gap-2">
      <dl className="divide-y rounded-lg border bg-muted/30 px-4 py-3">
        <SummaryRow term={m.summaryName}>
          <span className="font-medium">{preview.name}</span>
        </SummaryRow>
        <SummaryRow term={m.summaryEmail}>
          <span className="break-all">{preview.email}</span>
        </SummaryRow>
        <SummaryRow term={m.summaryRole}>
          <RoleBadge value={preview.role} />
        </SummaryRow>
        {preview.unitName ? <SummaryRow term={m.summaryUnit}>{preview.unitName}</SummaryRow> : null}
      </dl>
      <p className="text-muted-foreground text-xs">
        {format(m.validUntil, { date: formatDateTime(preview.expiresAt) })}
      </p>
    </div>
  );
}
