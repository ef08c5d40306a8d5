import type { Readable } from 'node:stream';
import type { AssetType } from '../../../shared/constants';
import { networkDay } from '../../../shared/domain/network-date';
import type { PublicShare, SharedItem } from '../../../shared/schemas/share-link';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { FileToSend } from '../../platform/http/send-file';
import { addressKey, type LimiterService, throwIfBlocked } from '../../platform/limiter/limiter.service';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { verifyPassword } from '../../platform/security/password';
import type { StorageDriver } from '../../platform/storage/storage';
import { type CleanOriginals, downloadFileName, extensionOf, needsCleaning } from '../downloads';
import type { MaterialRow, ShareLinkRow, ShareLinksRepository } from './share-links.repository';
import { isTokenShaped, newSecret, secretHash } from './share-token';

/** How long a browser that gave the password keeps the link open (never past the link itself). */
const UNLOCK_MS = 24 * 60 * 60 * 1000;

interface Deps {
  links: ShareLinksRepository;
  storage: StorageDriver;
  /** Originals without GPS, serial and owner fields: what a partner downloads (issue 36). */
  cleanOriginals: CleanOriginals;
  limiter: LimiterService;
  clock: Clock;
  /** The network's name, shown on the partner's page (BRAND_NAME). */
  brandName: string;
}

interface Material {
  title: string;
  description: string;
  type: AssetType | null;
  items: MaterialRow[];
}

/** A file reached through a link: the route sends it, then `count`s it on the link. */
export interface SharedDownload {
  file: FileToSend;
  count(): Promise<void>;
}

/** A browser's proof that it gave the password: the cookie's value, and until when it holds. */
export interface Unlock {
  key: string;
  expiresAt: Date;
}

/**
 * What a partner link opens, for anyone who has its address (issue 17): only its material, and only
 * while the link is alive (not expired, not revoked) and the material is published today (an asset
 * that stops being published answers 410; an album leaves it out). A link with a password shows
 * nothing until the browser unlocked it. Album files are addressed by their position, never by id.
 */
export function createSharedMaterialService({
  links,
  storage,
  cleanOriginals,
  limiter,
  clock,
  brandName,
}: Deps) {
  const today = () => networkDay(clock.now());

  /** The living link of `token`: 404 when there is none, 410 when it ended. */
  async function alive(token: string): Promise<ShareLinkRow> {
    const link = isTokenShaped(token) ? await links.findByTokenHash(secretHash(token)) : undefined;
    if (!link) throw new AppError('SHARE_LINK_NOT_FOUND');
    if (link.revokedAt) throw new AppError('SHARE_LINK_REVOKED');
    if (link.expiresAt <= clock.now()) throw new AppError('SHARE_LINK_EXPIRED');
    return link;
  }

  /**
   * What the link shows today; its asset no longer published, or its material deleted, ends it
   * (410) as an expiry would.
   */
  async function materialOf(link: ShareLinkRow): Promise<Material> {
    // Its asset or album was deleted: ended, as an unpublished asset ends it.
    if (!link.assetId && !link.albumId) throw new AppError('SHARE_LINK_UNAVAILABLE');
    if (link.assetId) {
      const row = await links.reachableAsset(link.assetId, today());
      if (!row) throw new AppError('SHARE_LINK_UNAVAILABLE');
      return { title: row.title, description: row.description, type: row.type, items: [row] };
    }
    const album = await links.albumMaterial(link.albumId!, today());
    if (!album) throw new AppError('SHARE_LINK_NOT_FOUND');
    return { title: album.name, description: album.description, type: null, items: album.items };
  }

  async function isUnlocked(link: ShareLinkRow, unlockKey: string | undefined): Promise<boolean> {
    if (!link.passwordHash) return true;
    if (!unlockKey) return false;
    return links.isUnlocked(secretHash(unlockKey), link.id, clock.now());
  }

  /** One file of an open link: the asset itself, or the album's file at `position` (1, 2 …). */
  async function reach(
    token: string,
    unlockKey: string | undefined,
    position: number | undefined,
  ): Promise<{ link: ShareLinkRow; row: MaterialRow }> {
    const link = await alive(token);
    const material = await materialOf(link);
    if (!(await isUnlocked(link, unlockKey))) throw new AppError('SHARE_LINK_LOCKED');
    const row = material.items[(position ?? 1) - 1];
    if (!row || (link.assetId && (position ?? 1) !== 1)) throw new AppError('SHARE_LINK_ITEM_NOT_FOUND');
    return { link, row };
  }

  function toItem(token: string, link: ShareLinkRow, row: MaterialRow, position: number): SharedItem {
    const base = `/api/s/${token}`;
    // Album files by position; an asset link has one file and needs none.
    const item = link.albumId ? `item=${position}` : '';
    const image = (size: 'grid' | 'preview') => `${base}/thumbnail?size=${size}${item && `&${item}`}`;
    return {
      position,
      title: row.title,
      description: row.description,
      type: row.type,
      mime: row.mime,
      size: row.size,
      fileName: downloadFileName(row.title, extensionOf(row.storageKey, row.type)),
      width: row.width,
      height: row.height,
      thumbnailUrl: row.gridThumbKey ? image('grid') : null,
      previewUrl: row.previewThumbKey || row.gridThumbKey ? image('preview') : null,
      downloadUrl: link.allowDownload ? `${base}/download${item && `?${item}`}` : null,
    };
  }

  return {
    /**
     * The partner's page data. Locked: the brand, the kind and the expiry, without the material.
     * Each answer with the material counts as one open of the link.
     */
    async open(token: string, unlockKey: string | undefined): Promise<PublicShare> {
      const link = await alive(token);
      const material = await materialOf(link);
      const base = {
        brandName,
        kind: link.assetId ? ('asset' as const) : ('album' as const),
        expiresAt: link.expiresAt.toISOString(),
        allowDownload: link.allowDownload,
      };
      if (!(await isUnlocked(link, unlockKey))) return { ...base, passwordRequired: true, material: null };
      await links.countOpen(link.id, clock.now());
      return {
        ...base,
        passwordRequired: false,
        material: {
          title: material.title,
          description: material.description,
          type: material.type,
          items: material.items.map((row, index) => toItem(token, link, row, index + 1)),
        },
      };
    },

    /** A grid thumbnail or a preview image (a PDF's first page) of one file of the link. */
    async thumbnail(
      token: string,
      unlockKey: string | undefined,
      position: number | undefined,
      size: 'grid' | 'preview',
    ): Promise<Readable> {
      const { row } = await reach(token, unlockKey, position);
      const key = size === 'preview' ? (row.previewThumbKey ?? row.gridThumbKey) : row.gridThumbKey;
      if (!key) throw new AppError('THUMBNAIL_NOT_FOUND');
      return storage.read(key);
    },

    /** One file of the link as a download, when its creator allowed downloads. */
    async download(
      token: string,
      unlockKey: string | undefined,
      position: number | undefined,
    ): Promise<SharedDownload> {
      const { link, row } = await reach(token, unlockKey, position);
      if (!link.allowDownload) throw new AppError('SHARE_LINK_DOWNLOAD_DISABLED');
      // An image leaves without its GPS, serial and owner fields (its clean copy); other files as stored.
      const clean = needsCleaning(row) ? await cleanOriginals.ensure(row) : null;
      const key = clean?.key ?? row.storageKey!;
      return {
        file: {
          size: clean?.size ?? row.size,
          contentType: row.mime ?? 'application/octet-stream',
          fileName: downloadFileName(row.title, extensionOf(row.storageKey, row.type)),
          // Never the asset's id (the partner sees no id): the file's own hash, or the clean copy's key hashed.
          etag: `"${clean ? secretHash(clean.key) : (row.sha256 ?? secretHash(key))}"`,
          open: (range) => storage.read(key, range),
        },
        count: () => links.countDownload(link.id),
      };
    },

    /**
     * Checks the link's password. Wrong guesses are limited per (link, address) and per address (for
     * any link), counted before the check so parallel guesses cannot slip through; never per link
     * alone, which would let a stranger lock the link for the partners it was made for.
     * Null for a link without password (nothing to unlock).
     */
    async unlock(token: string, password: string, ip: string): Promise<Unlock | null> {
      const link = await alive(token);
      if (!link.passwordHash) return null;
      const linkKey = `share-password:pair:${link.id}:${addressKey(ip)}`;
      const addressCounter = `share-password:address:${addressKey(ip)}`;
      const { shareUnlockPerLinkAndAddress: perLink, shareUnlockPerAddress: perAddress } = RATE_LIMITS;
      throwIfBlocked([
        await limiter.hit(linkKey, perLink.limit, perLink.windowMs),
        await limiter.hit(addressCounter, perAddress.limit, perAddress.windowMs),
      ]);
      if (!(await verifyPassword(link.passwordHash, password)))
        throw new AppError('SHARE_LINK_PASSWORD_WRONG');
      await limiter.reset(linkKey);
      await limiter.undo(addressCounter);
      const key = newSecret();
      const expiresAt = new Date(Math.min(link.expiresAt.getTime(), clock.now().getTime() + UNLOCK_MS));
      await links.insertUnlock({ keyHash: secretHash(key), linkId: link.id, expiresAt });
      return { key, expiresAt };
    },

    /** The status of the page `/s/:token`: 200 while it shows something, 410 once ended, 404 unknown. */
    async pageStatus(token: string): Promise<200 | 404 | 410> {
      try {
        await materialOf(await alive(token));
        return 200;
      } catch (error) {
        if (error instanceof AppError && (error.status === 404 || error.status === 410))
          return error.status as 404 | 410;
        throw error;
      }
    },

    /** Removes unlocks that can no longer open anything (the sweep). */
    sweepUnlocks(): Promise<number> {
      return links.deleteEndedUnlocks(clock.now());
    },
  };
}

export type SharedMaterialService = ReturnType<typeof createSharedMaterialService>;
