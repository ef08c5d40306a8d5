import { consentsMessages } from '@shared/messages/consents';
import { format } from '@shared/messages/format';
import type { AssetConsents } from '@shared/schemas/consent';
import { LoadError } from '@web/components/state-panels';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime, formatDay } from '@web/lib/dates';
import { countText } from '@web/lib/format';
import { FileTextIcon, ShieldCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAssetConsents } from '../api/get-asset-consents';
import { ConsentStateBadge } from './consent-state-badge';
import { RegisterConsentDialog } from './register-consent-dialog';
import { RevokeConsentDialog } from './revoke-consent-dialog';

const m = consentsMessages.consents;
type Item = AssetConsents['items'][number];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-right font-medium">{children}</dd>
    </div>
  );
}

function FileLink({ consent }: { consent: Item }) {
  return (
    <a
      href={consent.fileUrl}
      className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      aria-label={format(m.openFileOf, { patient: consent.patientRef })}
    >
      <FileTextIcon className="size-4" aria-hidden />
      {m.openFile}
    </a>
  );
}

/** Who was told that the consent ended, and whether each has read it. */
function NotifiedPeople({ consent }: { consent: Item }) {
  const people = consent.notified;
  if (!consent.endNotifiedAt) return <p className="text-muted-foreground text-xs">{m.notifiedPending}</p>;
  if (people.length === 0) return <p className="text-muted-foreground text-xs">{m.notifiedNone}</p>;
  return (
    <section aria-label={m.notifiedTitle} className="grid gap-1.5">
      <h4 className="font-medium text-xs">{countText(people.length, m.notifiedOne, m.notifiedCount)}</h4>
      <ul className="grid gap-1">
        {people.map((person) => (
          <li key={person.userId} className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
            <span className="min-w-0 break-words font-medium">{person.name}</span>
            {person.readAt ? (
              <span className="text-muted-foreground">
                {format(m.readAt, { date: formatDateTime(person.readAt) })}
              </span>
            ) : (
              <span className="font-medium text-amber-800 dark:text-amber-200">{m.unread}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ActiveConsent({ consent }: { consent: Item }) {
  return (
    <section aria-label={m.activeLabel} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-sm">{m.activeLabel}</h3>
        <ConsentStateBadge state={consent.state} />
      </div>
      <dl className="divide-y text-sm">
        <Row label={m.patientRef}>{consent.patientRef}</Row>
        <Row label={m.signedOn}>{formatDay(consent.signedOn)}</Row>
        <Row label={m.expiresOn}>{consent.expiresOn ? formatDay(consent.expiresOn) : m.noExpiry}</Row>
      </dl>
      {consent.createdBy ? (
        <p className="text-muted-foreground text-xs">
          {format(m.registeredBy, { name: consent.createdBy.name, date: formatDateTime(consent.createdAt) })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
        <FileLink consent={consent} />
        {consent.state === 'revoked' ? null : (
          <RevokeConsentDialog consentId={consent.id} patientRef={consent.patientRef} />
        )}
      </div>
      {consent.state === 'expired' ? <NotifiedPeople consent={consent} /> : null}
    </section>
  );
}

function PastConsent({ consent }: { consent: Item }) {
  const ended =
    consent.state === 'revoked' && consent.revokedAt
      ? consent.revokedBy
        ? format(m.revokedOn, { date: formatDateTime(consent.revokedAt), name: consent.revokedBy.name })
        : format(m.revokedOnNoName, { date: formatDateTime(consent.revokedAt) })
      : consent.state === 'expired' && consent.expiresOn
        ? format(m.expiredOn, { date: formatDay(consent.expiresOn) })
        : null;
  return (
    <li className="grid gap-1.5 border-t pt-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-words font-medium">
          {consent.patientRef} · {formatDay(consent.signedOn)}
        </span>
        <ConsentStateBadge state={consent.state} />
      </div>
      {ended ? <p className="text-muted-foreground text-xs">{ended}</p> : null}
      {consent.revokeReason ? (
        <p className="break-words text-xs">{format(m.reason, { reason: consent.revokeReason })}</p>
      ) : null}
      <FileLink consent={consent} />
      {consent.state === 'revoked' || consent.endNotifiedAt ? <NotifiedPeople consent={consent} /> : null}
    </li>
  );
}

/**
 * Admin, asset page (issue 16): the patient's consent — the active one with its file and "Revogar",
 * "Registrar consentimento", and the history with who was told of each end and whether they read it.
 */
export function ConsentCard({ assetId, containsPatient }: { assetId: string; containsPatient: boolean }) {
  const query = useAssetConsents(assetId);
  const data = query.data;
  if (!containsPatient && data && data.items.length === 0) return null;
  const active = data?.items.find((item) => item.active && item.state !== 'revoked');
  const past = data?.items.filter((item) => item !== active) ?? [];

  return (
    <Card className="gap-4" data-testid="consent-card">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2 text-base">
          <ShieldCheckIcon className="size-4 text-primary" aria-hidden />
          {m.cardTitle}
        </CardTitle>
        {data && !active ? (
          <CardDescription>{containsPatient ? m.noConsent : m.notMarked}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {!data ? (
          query.isError ? (
            <LoadError message={m.cardLoadError} onRetry={() => query.refetch()} />
          ) : (
            <>
              <span className="sr-only" role="status">
                {m.cardLoading}
              </span>
              <Skeleton className="h-24 w-full" />
            </>
          )
        ) : (
          <>
            {active ? <ActiveConsent consent={active} /> : null}
            {containsPatient ? (
              <div>
                <RegisterConsentDialog assetId={assetId} primary={!active} />
              </div>
            ) : null}
            {past.length > 0 ? (
              <section aria-label={m.historyTitle} className="grid gap-2">
                <h3 className="font-medium text-sm">{m.historyTitle}</h3>
                <ul className="grid gap-3">
                  {past.map((consent) => (
                    <PastConsent key={consent.id} consent={consent} />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
