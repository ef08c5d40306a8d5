import { describe, expect, it, vi } from 'vitest';
import type { Asset } from '../../../shared/schemas/asset';
import type { AssetList } from '../../../shared/schemas/search';
import { createContentWarnings } from './content-warnings';

const asset = (title: string, description = '') => ({ id: title, title, description }) as unknown as Asset;
const admin = { role: 'admin' as const };

describe('content warnings', () => {
  it('follow the list read for each answer, also for texts already checked under the old list', async () => {
    let list = ['grátis', 'sem dor'];
    const warnings = createContentWarnings({ forbiddenExpressions: async () => list });
    const page = [asset('Clareamento GRATIS'), asset('Implante', 'Sem dor e grátis')];

    const first = await warnings.forViewer(admin, page);
    expect(first.map((a) => a.contentWarnings)).toEqual([['grátis'], ['grátis', 'sem dor']]);
    // The same texts again: the same warnings, each answer with arrays of its own.
    const again = await warnings.forViewer(admin, page);
    expect(again.map((a) => a.contentWarnings)).toEqual([['grátis'], ['grátis', 'sem dor']]);
    again[0]!.contentWarnings!.push('mudado');
    expect((await warnings.forViewer(admin, page))[0]!.contentWarnings).toEqual(['grátis']);

    list = ['sem dor'];
    expect((await warnings.forViewer(admin, page)).map((a) => a.contentWarnings)).toEqual([[], ['sem dor']]);
  });

  it('are never given to other roles', async () => {
    const warnings = createContentWarnings({ forbiddenExpressions: async () => ['grátis'] });
    const [seen] = await warnings.forViewer({ role: 'franqueado' }, [asset('Tudo grátis')]);
    expect(seen).not.toHaveProperty('contentWarnings');
  });

  it("mark a search page's own assets, and a frozen page's copy once per list", async () => {
    let list = ['grátis'];
    const warnings = createContentWarnings({ forbiddenExpressions: async () => list });
    const pageOf = (): AssetList => ({
      items: [asset('Tudo grátis', 'sem dor')],
      total: 1,
      nextCursor: null,
      typeCounts: null,
      correctedQuery: null,
    });
    const own = pageOf();
    expect((await warnings.forPages(admin))(own)).toBe(own);
    expect(own.items[0]!.contentWarnings).toEqual(['grátis']);

    const kept = Object.freeze(pageOf());
    const copy = (await warnings.forPages(admin))(kept);
    expect(copy).not.toBe(kept);
    expect(Object.isFrozen(copy) && Object.isFrozen(copy.items[0])).toBe(true);
    expect(copy.items[0]!.contentWarnings).toEqual(['grátis']);
    expect(kept.items[0]).not.toHaveProperty('contentWarnings');
    expect((await warnings.forPages(admin))(kept)).toBe(copy);
    list = ['sem dor'];
    expect((await warnings.forPages(admin))(kept).items[0]!.contentWarnings).toEqual(['sem dor']);
    expect((await warnings.forPages({ role: 'user' }))(kept)).toBe(kept);
  });

  it('share the reads of the list begun since an answer was asked, and only those', async () => {
    const read = vi.fn(async () => ['grátis']);
    const warnings = createContentWarnings({ forbiddenExpressions: read });
    const asked = performance.now();
    await Promise.all([warnings.forPages(admin, asked), warnings.forPages(admin, asked)]);
    await warnings.forPages(admin, asked);
    expect(read).toHaveBeenCalledTimes(1);
    // Asked after that read began: it may not have seen a change made since, so the list is read again.
    await warnings.forPages(admin);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
