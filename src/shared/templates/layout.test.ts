import { describe, expect, it } from 'vitest';
import { COMPLETE_UNIT } from '../../../tests/helpers/unit-fixture';
import type { TemplateField } from '../schemas/template';
import { coverCrop, pieceSize } from './formats';
import {
  fieldTexts,
  fitText,
  LINE_HEIGHT,
  layoutText,
  measureText,
  missingUnitFields,
  type TemplateUnitData,
  unitFieldText,
  wrapText,
} from './layout';

/** The fixture clinic of every test, without an address. */
const UNIT: TemplateUnitData = { ...COMPLETE_UNIT, name: 'Sorriso Campinas', address: null };

describe('measuring and wrapping', () => {
  it('measures with the fonts’ own widths: bold is wider, size scales linearly, accents compose', () => {
    const regular = measureText('montserrat', 'Avaliação', 100);
    expect(measureText('montserrat-bold', 'Avaliação', 100)).toBeGreaterThan(regular);
    expect(measureText('montserrat', 'Avaliação', 50)).toBeCloseTo(regular / 2, 6);
    expect(measureText('montserrat', 'Avaliac\u0327a\u0303o', 100)).toBeCloseTo(regular, 6);
  });

  it('wraps at spaces within the width, and cuts a word only when it alone is wider', () => {
    const width = measureText('dejavu-sans', 'avaliação hoje', 40) + 1;
    expect(wrapText('dejavu-sans', 'Agende sua avaliação hoje', 40, width)).toEqual([
      'Agende sua',
      'avaliação hoje',
    ]);
    const cut = wrapText('dejavu-sans', 'Otorrinolaringologia', 40, 200);
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.join('')).toBe('Otorrinolaringologia');
    for (const line of cut) expect(measureText('dejavu-sans', line, 40)).toBeLessThanOrEqual(200.01);
  });
});

describe('fitting', () => {
  const box = { x: 0, y: 0, w: 600, h: 120 };

  it('uses the size the box gives for its lines, and shrinks until the text fits them', () => {
    const short = fitText('Oi', { font: 'montserrat', box, maxLines: 2, shrink: true });
    expect(short.fontPx).toBeCloseTo(120 / (2 * LINE_HEIGHT), 6);
    const long = fitText('Agende sua avaliação de clareamento dental ainda este mês na sua clínica', {
      font: 'montserrat',
      box,
      maxLines: 2,
      shrink: true,
    });
    expect(long.fontPx).toBeLessThan(short.fontPx);
    expect(long.lines).toHaveLength(2);
    expect(long.truncated).toBe(false);
  });

  it('without shrinking, keeps the size and ends the last line with an ellipsis', () => {
    const fitted = fitText('Agende sua avaliação de clareamento dental ainda este mês', {
      font: 'montserrat',
      box,
      maxLines: 1,
      shrink: false,
    });
    expect(fitted.truncated).toBe(true);
    expect(fitted.lines[0]!.endsWith('…')).toBe(true);
    expect(measureText('montserrat', fitted.lines[0]!, fitted.fontPx)).toBeLessThanOrEqual(600);
  });

  it('places each character at its advance from the aligned start, lines centred in the box', () => {
    const field: TemplateField = {
      key: 'a',
      kind: 'text',
      box: { x: 0, y: 0, w: 1, h: 1 },
      align: 'right',
      maxLines: 1,
    };
    const laid = layoutText(field, 'Sorriso', { x: 100, y: 200, w: 800, h: 100 });
    const line = laid.lines[0]!;
    expect(line.xs[0]! + line.width).toBeCloseTo(900, 6);
    expect(line.xs[1]! - line.xs[0]!).toBeCloseTo(measureText(laid.font, 'S', laid.fontPx), 6);
    expect(line.baseline).toBeGreaterThan(200);
    expect(line.baseline).toBeLessThan(300);
  });
});

describe('unit fields', () => {
  it('prints the responsible dentist with the CRO, and names what a unit lacks', () => {
    expect(unitFieldText(UNIT, 'rtName')).toBe('Responsável Técnico: Ana Paula Souza — CRO-SP 98765');
    expect(unitFieldText(UNIT, 'rtCro')).toBe('CRO-SP 98765');
    expect(unitFieldText(UNIT, 'address')).toBeNull();
    const fields: TemplateField[] = [
      { key: 'a', kind: 'unit', unitField: 'address', box: { x: 0, y: 0, w: 1, h: 1 } },
      { key: 'b', kind: 'unit', unitField: 'rtName', box: { x: 0, y: 0, w: 1, h: 1 } },
      { key: 'c', kind: 'unit', unitField: 'address', box: { x: 0, y: 0, w: 1, h: 1 } },
    ];
    expect(missingUnitFields(fields, UNIT)).toEqual(['address']);
    expect(missingUnitFields(fields, { ...UNIT, rtUf: ' ' })).toEqual(['address', 'rtName']);
  });

  it('fills free text with what was typed when editable, else the default, within the limit', () => {
    const fields: TemplateField[] = [
      {
        key: 'livre',
        kind: 'text',
        editable: true,
        default: 'Padrão',
        maxLength: 5,
        box: { x: 0, y: 0, w: 1, h: 1 },
      },
      { key: 'fixo', kind: 'text', default: 'Fixo', box: { x: 0, y: 0, w: 1, h: 1 } },
    ];
    expect(fieldTexts(fields, UNIT, { livre: '  Olá mundo ', fixo: 'Outro' })).toEqual({
      livre: 'Olá m',
      fixo: 'Fixo',
    });
    expect(fieldTexts(fields, UNIT, { livre: '   ' })).toEqual({ livre: 'Padrã', fixo: 'Fixo' });
  });
});

describe('formats', () => {
  it('sizes print at 300 dpi with 3 mm of bleed and WhatsApp in the picture’s proportions', () => {
    expect(pieceSize('a4-print', { width: 10, height: 10 })).toEqual({ width: 2551, height: 3579 });
    expect(pieceSize('whatsapp', { width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200 });
    expect(pieceSize('whatsapp', { width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('crops around the focal point, kept inside the picture', () => {
    const crop = coverCrop({ width: 2000, height: 1000 }, { width: 1000, height: 1000 }, { x: 0.9, y: 0.5 });
    expect(crop).toEqual({ x: 0.5, y: 0, w: 0.5, h: 1 });
    expect(coverCrop({ width: 2000, height: 1000 }, { width: 1000, height: 1000 }, null).x).toBeCloseTo(
      0.25,
      6,
    );
  });
});
