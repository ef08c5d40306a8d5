import type { ConsentState } from '@shared/constants';
import { addDays } from '@shared/domain/network-date';
import { consentsMessages } from '@shared/messages/consents';
import { format } from '@shared/messages/format';
import type { ConsentListItem } from '@shared/schemas/consent';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { adminTableProps, DataTable, type DataTableColumn } from '@web/components/data-table';
import { formatDateTime, formatDay } from '@web/lib/dates';
import { paths } from '@web/lib/paths';
import { ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ConsentStateBadge } from './consent-state-badge';

const m = consentsMessages.consents;

/** Days from `today` to `day` (both `YYYY-MM-DD`). */
function daysUntil(day: string, today: string): number {
  let n = 0;
  while (n < 400 && addDays(today, n) < day) n++;
  return n;
}

function ExpiryCell({ consent, today }: { consent: ConsentListItem; today: string }) {
  if (!consent.expiresOn) return <span className="text-muted-foreground">{m.noExpiry}</span>;
  const days = consent.state === 'expiring' ? daysUntil(consent.expiresOn, today) : null;
  return (
    <span className="grid gap-0.5">
      <span>{formatDay(consent.expiresOn)}</span>
      {days === null ? null : (
        <span className="font-medium text-amber-800 text-xs dark:text-amber-200">
          {days === 0 ? m.expiresToday : days === 1 ? m.expiresTomorrow : format(m.expiresIn, { days })}
        </span>
      )}
    </span>
  );
}

function StateCell({ consent }: { consent: ConsentListItem }) {
  return (
    <span className="grid justify-items-start gap-1">
      <ConsentStateBadge state={consent.state} />
      {consent.revokedAt ? (
        <span className="text-muted-foreground text-xs">
          {consent.revokedBy
            ? format(m.revokedOn, { date: formatDateTime(consent.revokedAt), name: consent.revokedBy.name })
            : format(m.revokedOnNoName, { date: formatDateTime(consent.revokedAt) })}
        </span>
      ) : null}
      {consent.revokeReason ? (
        <span className="line-clamp-2 max-w-64 break-words text-muted-foreground text-xs">
          {format(m.reason, { reason: consent.revokeReason })}
        </span>
      ) : null}
    </span>
  );
}

/** The asset a consent is for, linked to its page (the row's way in). */
function AssetCell({ consent }: { consent: ConsentListItem }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <AssetThumbnail
        asset={{ type: 'image', thumbnailUrl: consent.asset.thumbnailUrl, placeholder: null }}
        dense
        className="h-10 w-14 shrink-0 rounded-md"
      />
      <Link
        to={paths.asset(consent.asset.id)}
        className="min-w-0 break-words rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {consent.asset.title}
      </Link>
    </div>
  );
}

export interface ConsentsTableProps {
  consents: readonly ConsentListItem[];
  state: ConsentState;
  /** The São Paulo day the list was read on (for "vence em N dias"). */
  today: string;
  loading: boolean;
}

/** A table from lg up; stacked cards below, so nothing scrolls sideways on a phone. */
export function ConsentsTable({ consents, state, today, loading }: ConsentsTableProps) {
  const columns: DataTableColumn<ConsentListItem>[] = [
    {
      id: 'asset',
      header: m.columns.asset,
      className: 'pr-4 pl-6',
      cellClassName: 'max-w-96',
      cell: (consent) => <AssetCell consent={consent} />,
    },
    { id: 'patient', header: m.columns.patient, className: 'px-4', cell: (consent) => consent.patientRef },
    {
      id: 'signed',
      header: m.columns.signedOn,
      className: 'whitespace-nowrap px-4',
      cell: (consent) => formatDay(consent.signedOn),
    },
    {
      id: 'expires',
      header: m.columns.expiresOn,
      className: 'whitespace-nowrap px-4',
      cell: (consent) => <ExpiryCell consent={consent} today={today} />,
    },
    {
      id: 'state',
      header: m.columns.state,
      className: 'pr-6 pl-4',
      cell: (consent) => <StateCell consent={consent} />,
    },
  ];
  return (
    <DataTable
      {...adminTableProps}
      caption={m.filters[state]}
      columns={columns}
      rows={consents}
      loading={loading}
      empty={{ icon: ShieldCheckIcon, tone: 'muted', title: m.empty[state] }}
      cardClassName="grid gap-3 px-4 py-4 sm:px-6"
      renderCard={(consent) => (
        <>
          <AssetCell consent={consent} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 pl-[4.25rem] text-sm">
            <dt className="text-muted-foreground">{m.columns.patient}</dt>
            <dd className="min-w-0 break-words">{consent.patientRef}</dd>
            <dt className="text-muted-foreground">{m.columns.signedOn}</dt>
            <dd>{formatDay(consent.signedOn)}</dd>
            <dt className="text-muted-foreground">{m.columns.expiresOn}</dt>
            <dd>
              <ExpiryCell consent={consent} today={today} />
            </dd>
          </dl>
          <div className="pl-[4.25rem]">
            <StateCell consent={consent} />
          </div>
        </>
      )}
    />
  );
}
