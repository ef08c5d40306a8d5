import { describe, expect, it } from 'vitest';
import { UpdateAssetInputSchema, UploadMetaSchema } from './asset';
import { isCalendarDay } from './publication';

describe('calendar days', () => {
  it('accepts real days only, written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-04-31', '26-04-01', '2026-4-1', '01/04/2026', ''])
      expect(isCalendarDay(bad), bad).toBe(false);
  });
});

describe('validity fields', () => {
  it('takes an empty field as no bound and refuses a start after the end beside "válido até"', () => {
    expect(UpdateAssetInputSchema.parse({ validFrom: '', validUntil: '2026-05-01' })).toEqual({
      validFrom: null,
      validUntil: '2026-05-01',
    });
    const reversed = UpdateAssetInputSchema.safeParse({ validFrom: '2026-05-02', validUntil: '2026-05-01' });
    expect(reversed.error?.issues).toEqual([
      expect.objectContaining({
        path: ['validUntil'],
        message: '"Válido de" não pode ser depois de "Válido até".',
      }),
    ]);
    // The same day twice is a one-day window.
    expect(
      UpdateAssetInputSchema.safeParse({ validFrom: '2026-05-01', validUntil: '2026-05-01' }).success,
    ).toBe(true);
  });

  it("checks each upload file's own window", () => {
    const meta = {
      title: 'Fachada',
      categoryIds: ['7a0e6f7e-2b1c-4c55-9a61-0d2a8b1f0c11'],
      items: [{ containsPatient: true }, { validFrom: '2026-02-30' }],
    };
    const parsed = UploadMetaSchema.safeParse(meta);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.1.validFrom', 'Informe uma data válida.'],
    ]);
  });
});
