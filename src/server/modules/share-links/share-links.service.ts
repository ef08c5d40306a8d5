import type { Role } from '../../../shared/constants';
import { networkDay } from '../../../shared/domain/network-date';
import {
  type CreateShareLinkInput,
  SHARE_LINK_PASSWORD,
  type ShareLink,
  type ShareLinkCreated,
  type ShareLinkList,
  type ShareLinkState,
} from '../../../shared/schemas/share-link';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { assertStrongPassword, hashPassword } from '../../platform/security/password';
import type { ShareLinkRecord, ShareLinkRow, ShareLinksRepository } from './share-links.repository';
import { newSecret, secretHash } from './share-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who makes, lists or revokes links: the signed-in person. */
export interface LinkOwner {
  id: string;
  role: Role;
  unitId: string | null;
}

interface Deps {
  links: ShareLinksRepository;
  clock: Clock;
}

/** A link's state at `now`: revoked first (it was ended by someone), then expired, else active. */
export function linkState(row: Pick<ShareLinkRow, 'revokedAt' | 'expiresAt'>, now: Date): ShareLinkState {
  if (row.revokedAt) return 'revogado';
  if (row.expiresAt <= now) return 'expirado';
  return 'ativo';
}

/** What the audit log keeps of a link (never its token or password hash, only whether it has one). */
function audited(row: ShareLinkRow) {
  return {
    creatorId: row.creatorId,
    unitId: row.unitId,
    assetId: row.assetId,
    albumId: row.albumId,
    expiresAt: row.expiresAt,
    locked: row.passwordHash !== null,
    allowDownload: row.allowDownload,
    opens: row.opens,
    downloads: row.downloads,
    revokedAt: row.revokedAt,
    revokedBy: row.revokedBy,
  };
}

/**
 * "Link para parceiros" as their creators manage them (issue 17): made for one asset the creator
 * sees published today, or for one of the creator's own albums; listed and revoked by the creator,
 * or by an admin (every admin revocation is in the audit log). The token is shown once, in the URL
 * the creation answers; only its hash is kept.
 */
export function createShareLinksService({ links, clock }: Deps) {
  const today = () => networkDay(clock.now());

  function toShareLink(record: ShareLinkRecord, now: Date): ShareLink {
    return {
      id: record.id,
      kind: record.kind,
      targetId: record.assetId ?? record.albumId,
      targetTitle: record.targetTitle,
      targetAvailable: record.targetAvailable,
      expiresAt: record.expiresAt.toISOString(),
      state: linkState(record, now),
      hasPassword: record.passwordHash !== null,
      allowDownload: record.allowDownload,
      opens: record.opens,
      downloads: record.downloads,
      lastOpenedAt: record.lastOpenedAt?.toISOString() ?? null,
      createdAt: record.createdAt.toISOString(),
      revokedAt: record.revokedAt?.toISOString() ?? null,
      creator: { id: record.creatorId, name: record.creatorName },
      unit: record.unitId && record.unitName ? { id: record.unitId, name: record.unitName } : null,
    };
  }

  /** Refuses what a link may not show: an asset not seen or not published, another's album. */
  async function assertShareable(owner: LinkOwner, input: CreateShareLinkInput): Promise<void> {
    if (input.assetId) {
      const asset = await links.assetForLink(input.assetId, today());
      // Users and franqueados see published assets only: any other does not exist for them.
      if (!asset || (!asset.published && owner.role !== 'admin')) throw new AppError('ASSET_NOT_FOUND');
      if (asset.external) throw new AppError('SHARE_LINK_EXTERNAL_ASSET');
      if (!asset.published) throw new AppError('SHARE_LINK_NOT_PUBLISHED');
      return;
    }
    const album = await links.ownedAlbum(input.albumId!, owner.id, today());
    if (!album) throw new AppError('ALBUM_NOT_FOUND');
    if (album.reachable === 0) throw new AppError('SHARE_LINK_ALBUM_EMPTY');
  }

  return {
    /** A new link; `origin` is where the site is reached (PUBLIC_URL, else the request's own). */
    async create(owner: LinkOwner, input: CreateShareLinkInput, origin: string): Promise<ShareLinkCreated> {
      await assertShareable(owner, input);
      if (input.password) await assertStrongPassword(input.password, [], SHARE_LINK_PASSWORD.minScore);
      const token = newSecret();
      const expiresAt = new Date(clock.now().getTime() + input.expiresInDays * DAY_MS);
      const row = await links.insert({
        tokenHash: secretHash(token),
        creatorId: owner.id,
        unitId: owner.unitId,
        kind: input.assetId ? 'asset' : 'album',
        assetId: input.assetId ?? null,
        albumId: input.albumId ?? null,
        expiresAt,
        passwordHash: input.password ? await hashPassword(input.password) : null,
        allowDownload: input.allowDownload,
      });
      return { id: row.id, url: `${origin}/s/${token}`, expiresAt: expiresAt.toISOString() };
    },

    /** The viewer's own links, newest first; an admin's list is every link, with creator and unit. */
    async list(viewer: LinkOwner): Promise<ShareLinkList> {
      const { items, total } = await links.list(viewer.role === 'admin' ? undefined : viewer.id, today());
      const now = clock.now();
      return { items: items.map((record) => toShareLink(record, now)), total };
    },

    /**
     * Ends a link at once. Its creator or an admin may; for anyone else it does not exist. Revoking
     * a revoked link changes nothing. An admin's revocation is audited in its own transaction.
     */
    async revoke(id: string, viewer: LinkOwner): Promise<void> {
      const link = await links.findById(id);
      const isAdmin = viewer.role === 'admin';
      if (!link || (!isAdmin && link.creatorId !== viewer.id)) throw new AppError('SHARE_LINK_NOT_FOUND');
      if (link.revokedAt) return;
      await links.revoke(
        id,
        viewer.id,
        clock.now(),
        isAdmin
          ? (tx, before, after) =>
              recordAudit(tx, {
                kind: 'share-link.revoke',
                targetId: id,
                before: audited(before),
                after: audited(after),
              })
          : undefined,
      );
    },
  };
}

export type ShareLinksService = ReturnType<typeof createShareLinksService>;
