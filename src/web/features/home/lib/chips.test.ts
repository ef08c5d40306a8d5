import type { Asset } from '@shared/schemas/asset';
import { describe, expect, it } from 'vitest';
import {
  CHIP_LIMIT,
  chipAssets,
  chipGalleryHref,
  chipsWithContent,
  fileExtension,
  type HOME_CHIPS,
  matchesChip,
} from './chips';

type Item = Pick<Asset, 'type' | 'originalName' | 'mime'> & { id: string };
const item = (
  id: string,
  type: Asset['type'],
  originalName: string | null,
  mime: string | null = null,
): Item => ({
  id,
  type,
  originalName,
  mime,
});

describe('fileExtension', () => {
  it('reads the lower-cased extension of the last path segment', () => {
    expect(fileExtension('Arte Outubro Rosa.CDR')).toBe('cdr');
    expect(fileExtension('pasta/sub.dir/video.prproj')).toBe('prproj');
    expect(fileExtension('C:\\artes\\logo.gif')).toBe('gif');
  });

  it('has none for names without one', () => {
    expect(fileExtension(null)).toBeNull();
    expect(fileExtension('LEIAME')).toBeNull();
    expect(fileExtension('.gitignore')).toBeNull();
    expect(fileExtension('arquivo.')).toBeNull();
  });
});

describe('home chips', () => {
  const assets: Item[] = [
    item('photo', 'image', 'fachada.jpg', 'image/jpeg'),
    item('gif', 'image', 'sorriso-animado.GIF', 'image/gif'),
    item('gif-by-mime', 'image', null, 'image/gif'),
    item('psd', 'psd', 'banner.psd', 'image/vnd.adobe.photoshop'),
    item('cdr', 'other', 'panfleto.cdr', 'application/octet-stream'),
    item('cdr-by-mime', 'other', 'sem-extensao', 'application/x-coreldraw'),
    item('premiere', 'other', 'institucional.prproj', 'application/gzip'),
    item('zip', 'other', 'pacote.zip', 'application/zip'),
    item('pdf', 'pdf', 'manual.pdf', 'application/pdf'),
    item('doc', 'document', 'contrato.docx', null),
    item('fake-cdr', 'image', 'foto.cdr', 'image/jpeg'),
  ];
  const ids = (chip: (typeof HOME_CHIPS)[number]) => chipAssets(chip, assets).map((a) => a.id);

  it('keeps whole types for Imagens, PSD, PDF and Outros', () => {
    expect(ids('image')).toEqual(['photo', 'gif', 'gif-by-mime', 'fake-cdr']);
    expect(ids('psd')).toEqual(['psd']);
    expect(ids('pdf')).toEqual(['pdf']);
    expect(ids('other')).toEqual(['cdr', 'cdr-by-mime', 'premiere', 'zip', 'doc']);
  });

  it('picks CDR, GIF and PR by extension or MIME within their type', () => {
    expect(ids('cdr')).toEqual(['cdr', 'cdr-by-mime']);
    expect(ids('gif')).toEqual(['gif', 'gif-by-mime']);
    expect(ids('pr')).toEqual(['premiere']);
    expect(matchesChip('cdr', item('x', 'image', 'foto.cdr'))).toBe(false);
  });

  it('lists at most 12 assets, in the given order', () => {
    const many = Array.from({ length: 30 }, (_, i) => item(`g${i}`, 'image', `anim-${i}.gif`));
    const picked = chipAssets('gif', many);
    expect(picked).toHaveLength(CHIP_LIMIT);
    expect(picked[0]?.id).toBe('g0');
    expect(picked.at(-1)?.id).toBe('g11');
  });

  it('links each chip to the gallery filtered by its types', () => {
    expect(chipGalleryHref('image')).toBe('/gallery?types=image&sort=newest');
    expect(chipGalleryHref('other')).toBe('/gallery?types=document%2Cother&sort=newest');
  });
});

describe('home chips with content (issue 14)', () => {
  const shown = [item('l1', 'image', 'a.jpg'), item('l2', 'image', 'b.jpg')];
  const shownIds = new Set(shown.map((a) => a.id));

  it('hides the chips with nothing to list, the images of Últimas Postagens not counting', () => {
    expect(
      chipsWithContent({ typeCounts: { image: 2, pdf: 1 }, shown, scans: { gif: [], cdr: [], pr: [] } }),
    ).toEqual(['pdf']);
    expect(chipsWithContent({ typeCounts: { image: 3, psd: 1, document: 2 }, shown, scans: {} })).toEqual([
      'image',
      'psd',
      'other',
    ]);
  });

  it('shows CDR, GIF and PR only once a scan found one that is not already shown', () => {
    const scans = {
      gif: [item('l1', 'image', 'a.gif'), item('g', 'image', 'anim.gif')],
      cdr: [item('c', 'other', 'panfleto.cdr')],
      pr: [item('c', 'other', 'panfleto.cdr')],
    };
    expect(chipsWithContent({ typeCounts: { image: 4, other: 1 }, shown, scans })).toEqual([
      'image',
      'cdr',
      'gif',
      'other',
    ]);
    const onlyShownGif = { ...scans, gif: [item('l1', 'image', 'a.gif')] };
    expect(chipsWithContent({ typeCounts: { image: 2, other: 1 }, shown, scans: onlyShownGif })).toEqual([
      'cdr',
      'other',
    ]);
  });

  it('does not repeat what Últimas Postagens shows', () => {
    const assets = [...shown, item('i3', 'image', 'c.jpg')];
    expect(chipAssets('image', assets, shownIds).map((a) => a.id)).toEqual(['i3']);
  });
});
