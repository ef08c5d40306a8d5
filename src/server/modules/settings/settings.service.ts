import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { SETTING_KEYS } from '../../../shared/constants';
import { storedExpressionList } from '../../../shared/domain/content-check';
import type {
  AdminSettings,
  Banner,
  PublicSettings,
  UpdateSettingsInput,
} from '../../../shared/schemas/settings';
import { fromSentPicture } from '../../media';
import { changedFields } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import type { StorageDriver } from '../../platform/storage/storage';
import type { SettingsRepository, StoredSettings } from './settings.repository';

interface StoredBanner {
  key: string;
  version: string;
}

interface Deps {
  settings: SettingsRepository;
  storage: StorageDriver;
  bus: EventBus;
}

/** The settings an admin edits in /settings, as they are in effect (what the audit log compares). */
function inEffect(stored: StoredSettings) {
  return {
    publicSignup: stored[SETTING_KEYS.publicSignup] === true,
    forbiddenExpressions: storedExpressionList(stored[SETTING_KEYS.forbiddenExpressions]),
  };
}

export function createSettingsService({ settings, storage, bus }: Deps) {
  async function isPublicSignupOpen(): Promise<boolean> {
    // Closed unless an admin opened it (issue 36).
    return (await settings.get<boolean>(SETTING_KEYS.publicSignup)) === true;
  }

  async function banner(): Promise<Banner | null> {
    const stored = await settings.get<StoredBanner>(SETTING_KEYS.banner);
    return stored ? { url: `/api/settings/banner?v=${stored.version}`, version: stored.version } : null;
  }

  /** The content check's list: the councils' usual expressions until an admin saves one (even empty). */
  async function forbiddenExpressions(): Promise<string[]> {
    return storedExpressionList(await settings.get<unknown>(SETTING_KEYS.forbiddenExpressions));
  }

  async function getAdmin(): Promise<AdminSettings> {
    return {
      publicSignup: await isPublicSignupOpen(),
      banner: await banner(),
      forbiddenExpressions: await forbiddenExpressions(),
    };
  }

  return {
    isPublicSignupOpen,
    forbiddenExpressions,
    getAdmin,

    async setupTokenHashes(): Promise<string[]> {
      const stored = await settings.get<unknown>(SETTING_KEYS.setupTokens);
      return Array.isArray(stored) ? stored.filter((h): h is string => typeof h === 'string') : [];
    },

    saveSetupTokenHashes(hashes: string[]): Promise<void> {
      return hashes.length > 0
        ? settings.set(SETTING_KEYS.setupTokens, hashes)
        : settings.remove(SETTING_KEYS.setupTokens);
    },

    async hasBanner(): Promise<boolean> {
      return (await banner()) !== null;
    },

    /** The home's first-run checklist, once dismissed, stays away for every admin. */
    async isSetupChecklistDismissed(): Promise<boolean> {
      return (await settings.get<boolean>(SETTING_KEYS.setupChecklistDismissed)) === true;
    },

    dismissSetupChecklist(): Promise<void> {
      return settings.set(SETTING_KEYS.setupChecklistDismissed, true);
    },

    async getPublic(): Promise<PublicSettings> {
      return { publicSignup: await isPublicSignupOpen(), banner: await banner() };
    },

    /**
     * The fields given change (the schema already trimmed and de-duplicated the expressions), in one
     * transaction with the audit entry of what changed.
     */
    async update(input: UpdateSettingsInput): Promise<AdminSettings> {
      const values: StoredSettings = {};
      if (input.publicSignup !== undefined) values[SETTING_KEYS.publicSignup] = input.publicSignup;
      if (input.forbiddenExpressions !== undefined)
        values[SETTING_KEYS.forbiddenExpressions] = input.forbiddenExpressions;
      await settings.change(values, (before) => {
        const changed = changedFields(inEffect(before), inEffect({ ...before, ...values }), [
          'publicSignup',
          'forbiddenExpressions',
        ]);
        return changed && { kind: 'settings.edit', targetId: null, ...changed };
      });
      return getAdmin();
    },

    /**
     * Replaces the homepage banner: the upload must decode as an image within the banner's pixel budget; it is
     * stored as WebP under a new versioned key, and every connected page is told at once.
     */
    async setBanner(upload: Buffer): Promise<Banner> {
      const webp = await fromSentPicture((media) => media.makeBanner(upload), 'BANNER_INVALID');
      const version = randomUUID().slice(0, 8);
      const key = `banners/homepage-banner-${version}.webp`;
      await storage.put(key, Readable.from(webp), { contentType: 'image/webp' });
      const previous = await settings.get<StoredBanner>(SETTING_KEYS.banner);
      await settings.change({ [SETTING_KEYS.banner]: { key, version } satisfies StoredBanner }, (before) => ({
        kind: 'banner.edit',
        targetId: null,
        before: { version: (before[SETTING_KEYS.banner] as StoredBanner | undefined)?.version ?? null },
        after: { version },
      }));
      if (previous) await storage.delete(previous.key).catch(() => {});
      const current = { url: `/api/settings/banner?v=${version}`, version };
      bus.publish({ type: 'banner', data: current });
      return current;
    },

    async readBanner(): Promise<Readable> {
      const stored = await settings.get<StoredBanner>(SETTING_KEYS.banner);
      if (!stored) throw new AppError('BANNER_NOT_FOUND');
      return storage.read(stored.key);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
