import { describe, expect, it } from 'vitest';
import { auditChanges, auditSentence, auditValueText } from './audit-text';

describe('audit text', () => {
  it('says what happened, naming the item, or that it is gone', () => {
    expect(auditSentence('category.edit', 'Clareamento')).toBe('Alterou a categoria “Clareamento”');
    expect(auditSentence('asset.delete', null)).toBe('Excluiu o arquivo (item excluído)');
    expect(auditSentence('settings.edit', null)).toBe('Alterou as configurações do banco');
  });

  it('writes values as people read them', () => {
    expect(auditValueText('active', false)).toBe('Não');
    expect(auditValueText('role', 'franqueado')).toBe('Franqueado');
    expect(auditValueText('type', 'pdf')).toBe('PDF');
    expect(auditValueText('validUntil', '2026-12-31')).toBe('31/12/2026');
    expect(auditValueText('tags', ['Sorriso', 'Laser'])).toBe('Sorriso, Laser');
    expect(auditValueText('tags', [])).toBe('—');
    expect(auditValueText('description', null)).toBe('—');
    expect(auditValueText('focalPoint', { x: 0.25, y: 0.5 })).toBe('25% da esquerda, 50% do topo');
    expect(auditValueText('size', 2048)).toBe('2.048 B');
    expect(auditValueText('size', 2048, () => '2,0 KB')).toBe('2,0 KB');
    expect(auditValueText('logo', '1a2b3c4d')).toBe('versão 1a2b3c4d');
  });

  it('compares only what changed, in the catalogue order, and keeps a creation whole', () => {
    const edit = auditChanges(
      { endsOn: '2026-09-30', name: 'Setembro', description: 'x' },
      { endsOn: '2026-10-15', name: 'Setembro Sorridente', description: 'x' },
    );
    expect(edit.map((change) => [change.label, change.before, change.after])).toEqual([
      ['Nome', 'Setembro', 'Setembro Sorridente'],
      ['Fim', '2026-09-30', '2026-10-15'],
    ]);
    const created = auditChanges(null, { startsOn: '2026-09-01', name: 'Setembro' });
    expect(created.map((change) => [change.field, change.before, change.after])).toEqual([
      ['name', undefined, 'Setembro'],
      ['startsOn', undefined, '2026-09-01'],
    ]);
    // A file replaced by one of the same name and size: every field, never an empty comparison.
    const same = { fileName: 'a.jpg', size: 10 };
    expect(auditChanges(same, same).map((change) => change.field)).toEqual(['fileName', 'size']);
  });
});
