import { describe, expect, it } from 'vitest';
import type { Asset } from '../../../shared/schemas/asset';
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
});
