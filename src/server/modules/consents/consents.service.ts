import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CONSENT_EXPIRING_DAYS,
  type ConsentState,
  type NotificationKind,
  type Role,
} from '../../../shared/constants';
import { addDays, networkDay } from '../../../shared/domain/network-date';
import { messages } from '../../../shared/messages/pt-BR';
import type {
  AssetConsents,
  Consent,
  ConsentList,
  ConsentListItem,
  ParsedConsentFields,
} from '../../../shared/schemas/consent';
import type { NotificationRecipient } from '../../../shared/schemas/notification';
import { fromSentPicture } from '../../media';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { FileToSend } from '../../platform/http/send-file';
import type { StorageDriver } from '../../platform/storage/storage';
import { thumbnailUrl } from '../asset-read';
import type { ConsentRecord, ConsentRow, ConsentsRepository } from './consents.repository';

const m = messages.consents;

/** How far back a download makes someone responsible for removing the material (issue 16). */
const DOWNLOADERS_MONTHS = 12;
/** Consents a list answers at most (newest or nearest first); the total says how many match. */
const LIST_LIMIT = 500;

/** The notification centre's two calls a consent needs (modules/notifications). */
export interface ConsentNotifier {
  notify(input: {
    to: { userIds: string[] };
    kind: NotificationKind;
    subjectId: string;
    params: Record<string, string>;
    link: string | null;
  }): Promise<number>;
  recipients(subjectId: string, kind?: NotificationKind): Promise<NotificationRecipient[]>;
}

interface Deps {
  consents: ConsentsRepository;
  storage: StorageDriver;
  notifications: ConsentNotifier;
  clock: Clock;
  log?: { error(object: unknown, message: string): void };
}

/** The signed file as sent: its bytes and the name it had on the admin's computer. */
export interface ConsentFile {
  bytes: Buffer;
  fileName: string;
}

/** A consent's state on `today`: revoked, expired, expiring within CONSENT_EXPIRING_DAYS, or valid. */
export function consentState(row: Pick<ConsentRow, 'revokedAt' | 'expiresOn'>, today: string): ConsentState {
  if (row.revokedAt) return 'revoked';
  if (row.expiresOn && row.expiresOn < today) return 'expired';
  if (row.expiresOn && row.expiresOn <= addDays(today, CONSENT_EXPIRING_DAYS)) return 'expiring';
  return 'valid';
}

function monthsBefore(instant: Date, months: number): Date {
  const before = new Date(instant);
  before.setUTCMonth(before.getUTCMonth() - months);
  return before;
}

const fieldInvalid = (field: string, message: string) =>
  new AppError('FIELD_INVALID', { params: { motivo: message }, details: { issues: [{ field, message }] } });

/**
 * Patients' consents (TCLE) for the assets that show them (issue 16). Registering and revoking put
 * the asset's publication in step in the same transaction (consent-state.ts); an end (revoked, or
 * expired as the sweep finds it) is told to everyone who downloaded the asset in the last 12 months,
 * once each, after the change has committed.
 */
export function createConsentsService({ consents, storage, notifications, clock, log }: Deps) {
  const today = () => networkDay(clock.now());

  function toConsent(record: ConsentRecord, day = today()): Consent {
    return {
      id: record.id,
      assetId: record.assetId,
      patientRef: record.patientRef,
      signedOn: record.signedOn,
      expiresOn: record.expiresOn,
      fileName: record.fileName,
      fileMime: record.fileMime,
      fileSize: record.fileSize,
      fileUrl: `/api/consents/${record.id}/file`,
      createdAt: record.createdAt.toISOString(),
      createdBy:
        record.createdBy && record.createdByName
          ? { id: record.createdBy, name: record.createdByName }
          : null,
      revokedAt: record.revokedAt?.toISOString() ?? null,
      revokedBy:
        record.revokedBy && record.revokedByName
          ? { id: record.revokedBy, name: record.revokedByName }
          : null,
      revokeReason: record.revokeReason,
      endNotifiedAt: record.endNotifiedAt?.toISOString() ?? null,
      state: consentState(record, day),
      active: record.active,
    };
  }

  function toListItem(record: ConsentRecord, day: string): ConsentListItem {
    return {
      ...toConsent(record, day),
      asset: {
        id: record.assetId,
        title: record.asset.title,
        thumbnailUrl: record.asset.gridThumbKey ? thumbnailUrl(record.assetId, record.asset.updatedAt) : null,
      },
    };
  }

  async function found(id: string): Promise<ConsentRecord> {
    const record = await consents.find(id);
    if (!record) throw new AppError('CONSENT_NOT_FOUND');
    return record;
  }

  /**
   * Tells the people who downloaded the asset (12 months before the end) that its consent ended,
   * then marks the end told. Returns how many were told now (0 when all had been) and whether this
   * call marked it (another process may have, a moment before).
   */
  async function tellEnd(record: ConsentRecord): Promise<{ told: number; marked: boolean }> {
    const end = record.revokedAt ?? clock.now();
    const userIds = await consents.downloadersSince(record.assetId, monthsBefore(end, DOWNLOADERS_MONTHS));
    const told =
      userIds.length === 0
        ? 0
        : await notifications.notify({
            to: { userIds },
            kind: record.revokedAt ? 'consent-revoked' : 'consent-expired',
            subjectId: record.id,
            params: { title: record.asset.title },
            // The asset no longer exists for them: nothing to open.
            link: null,
          });
    return { told, marked: await consents.markEndNotified(record.id, clock.now()) };
  }

  return {
    /**
     * Records a signed consent for an asset that shows a patient, storing the file privately under
     * consents/; the asset is published again at once if its window allows.
     */
    async register(
      assetId: string,
      fields: ParsedConsentFields,
      file: ConsentFile | null,
      adminId: string,
    ): Promise<Consent> {
      const day = today();
      if (fields.signedOn > day) throw fieldInvalid('signedOn', m.signedOnInFuture);
      if (fields.expiresOn && fields.expiresOn < day) throw fieldInvalid('expiresOn', m.expiresInPast);
      if (!file || file.bytes.length === 0) throw new AppError('CONSENT_FILE_MISSING');
      const type = await fromSentPicture(
        (media) => media.sniffConsentFile(file.bytes),
        'CONSENT_FILE_INVALID',
      );
      const fileKey = `consents/${randomUUID()}.${type.ext}`;
      await storage.put(fileKey, Readable.from(file.bytes), { contentType: type.mime });
      let row: Awaited<ReturnType<typeof consents.insert>>;
      try {
        row = await consents.insert({
          assetId,
          patientRef: fields.patientRef,
          signedOn: fields.signedOn,
          expiresOn: fields.expiresOn ?? null,
          fileKey,
          fileName: file.fileName.slice(0, 255),
          fileMime: type.mime,
          fileSize: file.bytes.length,
          createdBy: adminId,
        });
      } catch (error) {
        await storage.delete(fileKey).catch(() => {});
        throw error;
      }
      if (!row || row === 'no-patient') {
        await storage.delete(fileKey).catch(() => {});
        throw new AppError(row ? 'CONSENT_NOT_NEEDED' : 'ASSET_NOT_FOUND');
      }
      return toConsent(await found(row.id), day);
    },

    /** `/consentimentos`: consents in a state today (all without one). */
    async list(state: ConsentState | undefined): Promise<ConsentList> {
      const day = today();
      const { rows, total } = await consents.list(
        state,
        day,
        addDays(day, CONSENT_EXPIRING_DAYS),
        LIST_LIMIT,
      );
      return { items: rows.map((row) => toListItem(row, day)), total };
    },

    /** An asset's consents, newest first, each ended one with who was told and when they read it. */
    async forAsset(assetId: string): Promise<AssetConsents> {
      const day = today();
      const asset = await consents.assetOf(assetId);
      if (!asset) throw new AppError('ASSET_NOT_FOUND');
      const records = await consents.forAsset(assetId);
      const items = await Promise.all(
        records.map(async (record) => ({
          ...toConsent(record, day),
          notified: record.endNotifiedAt
            ? await notifications.recipients(
                record.id,
                record.revokedAt ? 'consent-revoked' : 'consent-expired',
              )
            : [],
        })),
      );
      return { containsPatient: asset.containsPatient, items };
    },

    /**
     * Revokes a consent: the asset is unpublished in the same transaction, then everyone who
     * downloaded it in the last 12 months is told. A failure to tell is left to the sweep (the
     * revocation stands, its end not yet marked told).
     */
    async revoke(id: string, reason: string, adminId: string): Promise<Consent> {
      const revoked = await consents.revoke(id, {
        revokedAt: clock.now(),
        revokedBy: adminId,
        revokeReason: reason,
      });
      if (!revoked) throw new AppError('CONSENT_NOT_FOUND');
      if (revoked === 'already') throw new AppError('CONSENT_ALREADY_REVOKED');
      try {
        await tellEnd(await found(id));
      } catch (error) {
        log?.error(
          { err: error, consentId: id },
          'consents: telling the downloaders failed; the sweep retries',
        );
      }
      return toConsent(await found(id));
    },

    /** The signed file, for admins only: for anyone else it does not exist. */
    async openFile(id: string, viewer: { role: Role }): Promise<FileToSend> {
      if (viewer.role !== 'admin') throw new AppError('CONSENT_NOT_FOUND');
      const record = await found(id);
      return {
        size: record.fileSize,
        contentType: record.fileMime,
        fileName: record.fileName,
        etag: `"${record.id}"`,
        open: (range) => storage.read(record.fileKey, range),
      };
    },

    /**
     * Tells the downloaders of every consent that ended and was not told yet: revoked ones whose
     * telling failed, and active consents whose expiry has passed (the asset stopped being shown the
     * day after, by publishedOn; nothing waits on this). Safe to run in several processes at once:
     * notifications are unique per person and consent, and only one process marks each end.
     */
    async sweep(): Promise<{ expired: number; notified: number }> {
      let expired = 0;
      let notified = 0;
      for (const record of await consents.endedUntold(today())) {
        try {
          const { told, marked } = await tellEnd(record);
          notified += told;
          if (marked && !record.revokedAt) expired += 1;
        } catch (error) {
          log?.error(
            { err: error, consentId: record.id },
            'consents: telling an end failed; retried next sweep',
          );
        }
      }
      return { expired, notified };
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
