import { format } from '@shared/messages/format';
import { shareLinksMessages } from '@shared/messages/share-links';
import type { ShareLink } from '@shared/schemas/share-link';
import { actionsColumn, adminTableProps, DataTable, type DataTableColumn } from '@web/components/data-table';
import { IconTile } from '@web/components/icon-tile';
import { Button } from '@web/components/ui/button';
import { formatDateTime, formatRelative } from '@web/lib/dates';
import { countText } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { FileImageIcon, FolderIcon, Link2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { ShareLinkBadges } from './share-link-badges';

const m = shareLinksMessages.shareLinks;

/**
 * Where the creator finds the material: the asset's page, or the album when it is theirs (albums are
 * personal); nowhere once it was deleted.
 */
function targetPath(link: ShareLink, viewerId: string): string | null {
  if (link.targetId === null) return null;
  if (link.kind === 'asset') return paths.asset(link.targetId);
  return link.creator.id === viewerId ? paths.album(link.targetId) : null;
}

function MaterialCell({ link, viewerId }: { link: ShareLink; viewerId: string }) {
  const to = targetPath(link, viewerId);
  return (
    <div className="flex min-w-0 items-start gap-3">
      <IconTile icon={link.kind === 'asset' ? FileImageIcon : FolderIcon} />
      <div className="grid min-w-0 gap-0.5">
        {to ? (
          <Link
            to={to}
            className="min-w-0 break-words rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {link.targetTitle}
          </Link>
        ) : (
          <span className="min-w-0 break-words font-medium">{link.targetTitle}</span>
        )}
        <span className="text-muted-foreground text-xs">
          {link.kind === 'asset' ? m.kindAsset : m.kindAlbum}
          <span aria-hidden> · </span>
          <span title={formatDateTime(link.createdAt)}>
            {format(m.createdRelative, { relative: formatRelative(link.createdAt) })}
          </span>
        </span>
      </div>
    </div>
  );
}

function ExpiryCell({ link }: { link: ShareLink }) {
  const text =
    link.state === 'revogado' && link.revokedAt
      ? format(m.revokedRelative, { relative: formatRelative(link.revokedAt) })
      : format(link.state === 'expirado' ? m.expiredRelative : m.expiresRelative, {
          relative: formatRelative(link.expiresAt),
        });
  return (
    <span className="grid gap-0.5">
      <span>{text}</span>
      <span className="text-muted-foreground text-xs">
        {formatDateTime(link.revokedAt ?? link.expiresAt)}
      </span>
    </span>
  );
}

function ActivityCell({ link }: { link: ShareLink }) {
  return (
    <span className="grid gap-0.5 whitespace-nowrap">
      <span>{countText(link.opens, m.opensOne, m.opensOther)}</span>
      <span>{countText(link.downloads, m.downloadsOne, m.downloadsOther)}</span>
    </span>
  );
}

function CreatorCell({ link }: { link: ShareLink }) {
  return (
    <span className="grid gap-0.5">
      <span className="break-words">{link.creator.name}</span>
      <span className="break-words text-muted-foreground text-xs">{link.unit?.name ?? m.noUnit}</span>
    </span>
  );
}

function RevokeButton({ link, onRevoke }: { link: ShareLink; onRevoke: (link: ShareLink) => void }) {
  if (link.state !== 'ativo') return null;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onRevoke(link)}
      aria-label={format(m.revokeOf, { title: link.targetTitle })}
    >
      {m.revoke}
    </Button>
  );
}

export interface ShareLinksTableProps {
  links: readonly ShareLink[];
  loading: boolean;
  viewerId: string;
  /** Admins see everyone's links: who made each and for which unit. */
  showCreator: boolean;
  onRevoke: (link: ShareLink) => void;
}

/** "Meus links": a table from lg up, stacked cards below (nothing scrolls sideways on a phone). */
export function ShareLinksTable({ links, loading, viewerId, showCreator, onRevoke }: ShareLinksTableProps) {
  const columns: DataTableColumn<ShareLink>[] = [
    {
      id: 'material',
      header: m.columns.material,
      className: 'pr-4 pl-6',
      cellClassName: 'max-w-80',
      cell: (link) => <MaterialCell link={link} viewerId={viewerId} />,
    },
    {
      id: 'state',
      header: m.columns.state,
      className: 'px-4',
      cellClassName: 'max-w-64',
      cell: (link) => <ShareLinkBadges link={link} />,
    },
    { id: 'expiry', header: m.columns.expiry, className: 'px-4', cell: (link) => <ExpiryCell link={link} /> },
    {
      id: 'activity',
      header: m.columns.activity,
      className: 'px-4',
      cell: (link) => <ActivityCell link={link} />,
    },
    ...(showCreator
      ? [
          {
            id: 'creator',
            header: m.columns.creator,
            className: 'px-4',
            cellClassName: 'max-w-56',
            cell: (link: ShareLink) => <CreatorCell link={link} />,
          },
        ]
      : []),
    actionsColumn(m.columns.actions, (link) => <RevokeButton link={link} onRevoke={onRevoke} />),
  ];

  return (
    <DataTable
      {...adminTableProps}
      caption={m.tableCaption}
      columns={columns}
      rows={links}
      loading={loading}
      empty={{ icon: Link2Icon, title: m.emptyTitle, text: m.emptyDescription }}
      cardClassName="grid gap-3 px-4 py-4 sm:px-6"
      renderCard={(link) => (
        <>
          <MaterialCell link={link} viewerId={viewerId} />
          <ShareLinkBadges link={link} className="pl-12" />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 pl-12 text-sm">
            <dt className="text-muted-foreground">{m.columns.expiry}</dt>
            <dd>
              <ExpiryCell link={link} />
            </dd>
            <dt className="text-muted-foreground">{m.columns.activity}</dt>
            <dd>
              {countText(link.opens, m.opensOne, m.opensOther)}
              <span aria-hidden> · </span>
              {countText(link.downloads, m.downloadsOne, m.downloadsOther)}
            </dd>
            {showCreator ? (
              <>
                <dt className="text-muted-foreground">{m.columns.creator}</dt>
                <dd className="min-w-0">
                  <CreatorCell link={link} />
                </dd>
              </>
            ) : null}
          </dl>
          {link.state === 'ativo' ? (
            <div className="pl-12">
              <RevokeButton link={link} onRevoke={onRevoke} />
            </div>
          ) : null}
        </>
      )}
    />
  );
}
