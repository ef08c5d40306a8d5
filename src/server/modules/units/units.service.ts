import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Role } from '../../../shared/constants';
import { isStampReady } from '../../../shared/domain/unit-stamp';
import type {
  CreateUnitInputSchema,
  Unit,
  UnitImportResult,
  UnitList,
  UnitOption,
  UpdateUnitInputSchema,
} from '../../../shared/schemas/unit';
import { fromSentPicture } from '../../media';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { StorageDriver } from '../../platform/storage/storage';
import { changesStampedData } from './unit-data';
import type { NewUnitRow, UnitsRepository, UnitWithCountRow } from './units.repository';
import { importUnits } from './units-import';

export const UNIT_LOGO_CONTENT_TYPE = 'image/png';

export function toUnit(row: UnitWithCountRow): Unit {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    uf: row.uf as Unit['uf'],
    address: row.address,
    phone: row.phone,
    whatsapp: row.whatsapp,
    croRegistration: row.croRegistration,
    rtName: row.rtName,
    rtCro: row.rtCro,
    rtUf: row.rtUf as Unit['rtUf'],
    logoUrl: row.logoKey ? `/api/units/${row.id}/logo?v=${row.dataVersion}` : null,
    active: row.active,
    isFranchisor: row.isFranchisor,
    stampReady: isStampReady(row),
    userCount: row.userCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The parsed update: only the fields the admin sent (undefined leaves a field as it is). */
type UnitChanges = Partial<Omit<NewUnitRow, 'id'>>;
type ParsedCreate = z.output<typeof CreateUnitInputSchema>;
type ParsedUpdate = z.output<typeof UpdateUnitInputSchema>;

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

interface Deps {
  units: UnitsRepository;
  storage: StorageDriver;
  isPublicSignupOpen: () => Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createUnitsService({ units, storage, isPublicSignupOpen }: Deps) {
  async function load(id: string): Promise<UnitWithCountRow> {
    const row = await units.findById(id);
    if (!row) throw new AppError('UNIT_NOT_FOUND');
    return row;
  }

  async function nameTakenOnConflict<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('UNIT_NAME_TAKEN');
      throw error;
    }
  }

  return {
    async list(filter: { q?: string; active?: boolean }): Promise<UnitList> {
      const rows = await units.list(filter);
      return { items: rows.map(toUnit), total: rows.length };
    },

    /** Active units for the sign-up form: public while sign-up is open, else only for the signed in. */
    async options(signedIn: boolean): Promise<{ items: UnitOption[] }> {
      // Anonymous callers see the units only while public sign-up is open (the sign-up form).
      if (!signedIn && !(await isPublicSignupOpen())) throw new AppError('UNAUTHENTICATED');
      const rows = await units.listActiveOptions(!signedIn);
      return { items: rows.map((row) => ({ ...row, uf: row.uf as UnitOption['uf'] })) };
    },

    async get(id: string): Promise<Unit> {
      return toUnit(await load(id));
    },

    async create(input: ParsedCreate): Promise<Unit> {
      return toUnit(await nameTakenOnConflict(() => units.insert(input)));
    },

    async update(id: string, input: ParsedUpdate): Promise<Unit> {
      const current = await load(id);
      if (current.isFranchisor && input.active === false) throw new AppError('UNIT_FRANCHISOR_ACTIVE');
      const changes = definedOnly(input) as UnitChanges;
      const row = await nameTakenOnConflict(() =>
        units.update(id, changes, changesStampedData(current, changes)),
      );
      if (!row) throw new AppError('UNIT_NOT_FOUND');
      return toUnit(row);
    },

    /** Stores the logo as a PNG under a new key, then drops the old file; stamped renders go stale. */
    async setLogo(id: string, upload: Buffer): Promise<Unit> {
      const current = await load(id);
      const png = await fromSentPicture((media) => media.makeUnitLogo(upload), 'UNIT_LOGO_INVALID');
      const key = `units/${id}-${randomUUID().slice(0, 8)}.png`;
      await storage.put(key, Readable.from(png), { contentType: UNIT_LOGO_CONTENT_TYPE });
      const row = await units.update(id, { logoKey: key }, true);
      if (current.logoKey) await storage.delete(current.logoKey).catch(() => {});
      return toUnit(row!);
    },

    async deleteLogo(id: string): Promise<Unit> {
      const current = await load(id);
      if (!current.logoKey) return toUnit(current);
      const row = await units.update(id, { logoKey: null }, true);
      await storage.delete(current.logoKey).catch(() => {});
      return toUnit(row!);
    },

    async readLogo(id: string): Promise<Readable> {
      const row = await load(id);
      if (!row.logoKey) throw new AppError('UNIT_LOGO_NOT_FOUND');
      return storage.read(row.logoKey);
    },

    importCsv(bytes: Buffer): Promise<UnitImportResult> {
      return importUnits(units, bytes);
    },

    /**
     * The unit rule of accounts: a franqueado must have one; a unit given must exist and, when it is
     * newly given (sign-up, creation, a change of unit), be active. Runs before any write.
     */
    /** The unit a spreadsheet cell names, by id or by name (ignoring case); null when none does. */
    async findIdByNameOrId(cell: string): Promise<string | null> {
      const text = cell.trim();
      if (!text) return null;
      if (UUID.test(text)) {
        const byId = await units.findById(text.toLowerCase());
        if (byId) return byId.id;
      }
      const [byName] = await units.findByLowerNames([text.toLowerCase()]);
      return byName?.id ?? null;
    },

    async checkAccountUnit(
      role: Role,
      unitId: string | null | undefined,
      options: { newlyAssigned: boolean; clinic?: boolean },
    ): Promise<void> {
      if (!unitId) {
        if (role === 'franqueado') throw new AppError('UNIT_REQUIRED');
        return;
      }
      const unit = await units.findById(unitId);
      if (!unit) throw new AppError('UNIT_NOT_FOUND');
      if (options.newlyAssigned && !unit.active) throw new AppError('UNIT_INACTIVE');
      // A franqueado belongs to a clinic; a sign-up never joins the franchisor's own unit.
      if (unit.isFranchisor && (role === 'franqueado' || options.clinic))
        throw new AppError('UNIT_NOT_CLINIC');
    },
  };
}

export type UnitsService = ReturnType<typeof createUnitsService>;
