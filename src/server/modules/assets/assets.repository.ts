import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { SETTING_KEYS } from '../../../shared/constants';
import { presentFields, recordAudit, recordAuditEdit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import {
  assetCategories,
  assets,
  assetTags,
  categories,
  consents,
  materialRequests,
  settings,
  tags,
  units,
  users,
} from '../../platform/db/schema/index';
import { refreshTaxonomyText, taxonomyColumns } from '../../platform/db/taxonomy-text';
import type { RenderSweepState, ShownAssetRow, StoredAssetRow } from '../asset-read';
import { type AssetReader, createAssetReader, refreshConsentState } from '../asset-read';

export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = typeof assets.$inferInsert;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type { ShownAssetRow, StoredAssetRow };

/** Every storage key an asset row points at (original and derivatives). */
export function keysOf(row: Pick<AssetRow, 'storageKey' | 'gridThumbKey' | 'previewThumbKey'>): string[] {
  return [row.storageKey, row.gridThumbKey, row.previewThumbKey].filter((key): key is string => Boolean(key));
}

/** Links the asset to these categories and tags (a row just inserted, or one whose links were cleared). */
async function insertLinks(tx: Executor, assetId: string, categoryIds: string[], tagIds: string[]) {
  const rows = (ids: string[]) =>
    sql.join(
      ids.map((id) => sql`(${assetId}, ${id})`),
      sql`, `,
    );
  const intoCategories = sql`insert into ${assetCategories} (asset_id, category_id) values ${rows(categoryIds)}`;
  const intoTags = sql`insert into ${assetTags} (asset_id, tag_id) values ${rows(tagIds)}`;
  // Both in one statement (one round trip to the database, for every new asset of an upload).
  if (categoryIds.length > 0 && tagIds.length > 0) {
    await tx.execute(sql`with linked_categories as (${intoCategories}) ${intoTags}`);
  } else if (categoryIds.length > 0) await tx.execute(intoCategories);
  else if (tagIds.length > 0) await tx.execute(intoTags);
}

/** Replaces the asset's categories and tags (those given) and the row's copy of them. */
async function replaceLinks(tx: Executor, assetId: string, categoryIds?: string[], tagIds?: string[]) {
  if (categoryIds) await tx.delete(assetCategories).where(eq(assetCategories.assetId, assetId));
  if (tagIds) await tx.delete(assetTags).where(eq(assetTags.assetId, assetId));
  await insertLinks(tx, assetId, categoryIds ?? [], tagIds ?? []);
  if (categoryIds || tagIds) await refreshTaxonomyText(tx, sql`a.id = ${assetId}`);
}

/** Names of the categories and the tags with these ids, each sorted (ids mean nothing to a reader of the audit log). */
async function termNames(
  ex: Executor,
  categoryIds: string[],
  tagIds: string[],
): Promise<{ categories: string[]; tags: string[] }> {
  const names = { categories: [] as string[], tags: [] as string[] };
  if (categoryIds.length === 0 && tagIds.length === 0) return names;
  // One query for both: an upload asks this for each of its files.
  const rows = await ex
    .select({ isTag: sql<boolean>`false`, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, categoryIds))
    .unionAll(
      ex.select({ isTag: sql<boolean>`true`, name: tags.name }).from(tags).where(inArray(tags.id, tagIds)),
    );
  for (const row of rows) (row.isTag ? names.tags : names.categories).push(row.name);
  const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
  return { categories: names.categories.sort(byName), tags: names.tags.sort(byName) };
}

/** The columns of an asset the audit log records. */
const AUDITED_COLUMNS = {
  id: assets.id,
  title: assets.title,
  description: assets.description,
  type: assets.type,
  originalName: assets.originalName,
  isExternal: assets.isExternal,
  size: assets.size,
  externalUrl: assets.externalUrl,
  validFrom: assets.validFrom,
  validUntil: assets.validUntil,
  containsPatient: assets.containsPatient,
  focalX: assets.focalX,
  focalY: assets.focalY,
  categoryIds: assets.categoryIds,
  tagIds: assets.tagIds,
};
type AuditedRow = Pick<AssetRow, keyof typeof AUDITED_COLUMNS>;

/** An asset as the audit log records it (its row read in the change's transaction). */
async function audited(ex: Executor, row: AuditedRow) {
  return {
    title: row.title,
    description: row.description,
    type: row.type,
    fileName: row.originalName,
    size: row.isExternal ? null : row.size,
    externalUrl: row.externalUrl,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    containsPatient: row.containsPatient,
    focalPoint: row.focalX === null || row.focalY === null ? null : { x: row.focalX, y: row.focalY },
    ...(await termNames(ex, row.categoryIds, row.tagIds)),
  };
}

/** What an edit of the asset's data records; a file replacement records the file's fields. */
const EDITED_KEYS = [
  'title',
  'description',
  'type',
  'validFrom',
  'validUntil',
  'containsPatient',
  'focalPoint',
  'categories',
  'tags',
] as const;
const FILE_KEYS = ['fileName', 'type', 'size'] as const;

/** Columns whose change moves what users and franqueados see (publication.ts). */
const PUBLICATION_KEYS = ['validFrom', 'validUntil', 'containsPatient'] as const;

/** Writes of assets; reads through the shared reader (asset-read), so every module reads them alike. */
export function createAssetsRepository(db: Database, reader: AssetReader = createAssetReader(db)) {
  return {
    ...reader,

    async findBySha256(
      sha256: string,
      exceptId?: string,
    ): Promise<Pick<AssetRow, 'id' | 'title'> | undefined> {
      const [row] = await db
        .select({ id: assets.id, title: assets.title })
        .from(assets)
        .where(exceptId ? and(eq(assets.sha256, sha256), ne(assets.id, exceptId)) : eq(assets.sha256, sha256))
        .limit(1);
      return row;
    },

    /**
     * Inserts the row and its links in one transaction (an admin's upload or link, with its audit
     * entry); `resolveTags` runs inside it.
     */
    async insert(
      values: NewAssetRow,
      categoryIds: string[],
      resolveTags: (tx: Executor) => Promise<string[]>,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const tagIds = await resolveTags(tx);
        // A new asset has no consent yet: one that shows a patient starts unpublished. Its copy of its
        // links and their names is written with it: the row is written (and indexed) once.
        const [created] = await tx
          .insert(assets)
          .values({
            ...values,
            consentBlocked: values.containsPatient === true,
            ...taxonomyColumns(categoryIds, tagIds),
          })
          // Not the whole row: its three search vectors would cross to the server for nothing.
          .returning(AUDITED_COLUMNS);
        await insertLinks(tx, created!.id, categoryIds, tagIds);
        const { focalPoint: _focalPoint, ...after } = await audited(tx, created!);
        await recordAudit(tx, { kind: 'asset.upload', targetId: created!.id, after: presentFields(after) });
        return created!.id;
      });
    },

    /**
     * Updates the row and its links in one transaction with the audit entry of what changed: an
     * admin's edit of its data (`asset.edit`) or of its file (`asset.file-replace`).
     */
    async update(
      id: string,
      values: Partial<NewAssetRow>,
      categoryIds: string[] | undefined,
      resolveTags: ((tx: Executor) => Promise<string[]>) | undefined,
      kind: 'asset.edit' | 'asset.file-replace',
    ): Promise<AssetRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(assets).where(eq(assets.id, id)).for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(assets)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(assets.id, id))
          .returning();
        await replaceLinks(tx, id, categoryIds, resolveTags ? await resolveTags(tx) : undefined);
        if (PUBLICATION_KEYS.some((key) => values[key] !== undefined)) await refreshConsentState(tx, id);
        const [after] = await tx.select().from(assets).where(eq(assets.id, id));
        const was = await audited(tx, before);
        const is = await audited(tx, after!);
        if (kind === 'asset.edit')
          await recordAuditEdit(tx, { kind, targetId: id, before: was, after: is, keys: EDITED_KEYS });
        // The same name and size may be a new file: a replacement is recorded whatever changed.
        else
          await recordAudit(tx, {
            kind,
            targetId: id,
            before: Object.fromEntries(FILE_KEYS.map((key) => [key, was[key]])),
            after: Object.fromEntries(FILE_KEYS.map((key) => [key, is[key]])),
          });
        return row;
      });
    },

    /**
     * Deletes the row (links, album entries and consents cascade; an admin's action, with its audit
     * entry) and returns it with the keys of its consents' signed files, for every file to be removed.
     */
    async delete(id: string): Promise<(AssetRow & { consentFileKeys: string[] }) | undefined> {
      return db.transaction(async (tx) => {
        const files = await tx
          .select({ key: consents.fileKey })
          .from(consents)
          .where(eq(consents.assetId, id));
        const [row] = await tx.delete(assets).where(eq(assets.id, id)).returning();
        if (!row) return undefined;
        const { title, type, fileName, externalUrl } = await audited(tx, row);
        await recordAudit(tx, {
          kind: 'asset.delete',
          targetId: id,
          before: presentFields({ title, type, fileName, externalUrl }),
        });
        return { ...row, consentFileKeys: files.map((file) => file.key) };
      });
    },

    /** What stored download renders depend on (assets' files and focal points, units' data versions). */
    async renderSweepState(): Promise<RenderSweepState> {
      const assetRows = await db
        .select({
          id: assets.id,
          sha256: assets.sha256,
          storageKey: assets.storageKey,
          focalX: assets.focalX,
          focalY: assets.focalY,
        })
        .from(assets);
      const unitRows = await db.select({ id: units.id, dataVersion: units.dataVersion }).from(units);
      return {
        assets: new Map(assetRows.map(({ id, ...row }) => [id, row])),
        unitVersions: new Map(unitRows.map((row) => [row.id, row.dataVersion])),
      };
    },

    /**
     * Every storage key that some row points at (assets, avatars, unit logos, the banner, signed
     * consents, requests' reference images), for the start-up sweep.
     */
    async referencedKeys(): Promise<Set<string>> {
      const assetKeys = await db
        .select({ a: assets.storageKey, b: assets.gridThumbKey, c: assets.previewThumbKey })
        .from(assets);
      const avatarKeys = await db
        .select({ key: users.avatarKey })
        .from(users)
        .where(isNotNull(users.avatarKey));
      const [banner] = await db
        .select({ key: sql<string | null>`${settings.value}->>'key'` })
        .from(settings)
        .where(eq(settings.key, SETTING_KEYS.banner));
      const logoKeys = await db.select({ key: units.logoKey }).from(units).where(isNotNull(units.logoKey));
      const consentKeys = await db.select({ key: consents.fileKey }).from(consents);
      const requestKeys = await db
        .select({ key: materialRequests.referenceKey })
        .from(materialRequests)
        .where(isNotNull(materialRequests.referenceKey));
      const keys = new Set<string>();
      for (const row of consentKeys) keys.add(row.key);
      for (const row of requestKeys) if (row.key) keys.add(row.key);
      for (const row of logoKeys) if (row.key) keys.add(row.key);
      for (const row of assetKeys) for (const key of [row.a, row.b, row.c]) if (key) keys.add(key);
      for (const row of avatarKeys) if (row.key) keys.add(row.key);
      if (banner?.key) keys.add(banner.key);
      return keys;
    },
  };
}

export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
export type { Executor as AssetsExecutor };
