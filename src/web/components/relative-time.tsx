import { formatDateTime, formatRelative } from '@web/lib/dates';

/** When something happened, as 'há 5 minutos', with the full date and time as its tooltip. */
export function RelativeTime({ at, className }: { at: string; className?: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)} className={className}>
      {formatRelative(at)}
    </time>
  );
}
