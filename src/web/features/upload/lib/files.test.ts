// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fileKind, formatMegabytes, isVideoFile, screenFiles } from './files';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('video refusal (SPEC 5)', () => {
  it('recognises videos by MIME type or, when the browser gives none, by extension', () => {
    expect(isVideoFile(file('clipe.mp4', 'video/mp4'))).toBe(true);
    expect(isVideoFile(file('bastidores.MOV', ''))).toBe(true);
    expect(isVideoFile(file('estranho.bin', 'video/x-msvideo'))).toBe(true);
    expect(isVideoFile(file('foto.jpg', 'image/jpeg'))).toBe(false);
    expect(isVideoFile(file('manual.pdf', 'application/pdf'))).toBe(false);
  });

  it('refuses the videos and keeps every other file', () => {
    const picked = [
      file('a.jpg', 'image/jpeg'),
      file('b.mp4', 'video/mp4'),
      file('c.pdf', 'application/pdf'),
      file('d.webm', ''),
    ];
    const result = screenFiles(picked, 0);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg', 'c.pdf']);
    expect(result.videos.map((f) => f.name)).toEqual(['b.mp4', 'd.webm']);
    expect(result.tooLarge).toEqual([]);
  });
});

describe('size limit (SPEC 5: 50 MB per file)', () => {
  it('accepts exactly 50 MB and refuses anything larger', () => {
    const result = screenFiles(
      [file('ok.png', 'image/png', 50 * MB), file('big.png', 'image/png', 50 * MB + 1)],
      0,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(result.tooLarge.map((f) => f.name)).toEqual(['big.png']);
  });
});

describe('file count limit (SPEC 5: 30 per upload)', () => {
  it('accepts only what fits next to the files already selected, in order', () => {
    const picked = Array.from({ length: 5 }, (_, i) => file(`f${i}.jpg`, 'image/jpeg'));
    const result = screenFiles(picked, 27);
    expect(result.accepted.map((f) => f.name)).toEqual(['f0.jpg', 'f1.jpg', 'f2.jpg']);
    expect(result.overLimit.map((f) => f.name)).toEqual(['f3.jpg', 'f4.jpg']);
  });

  it('does not count refused files against the limit', () => {
    const result = screenFiles([file('v.mp4', 'video/mp4'), file('a.jpg', 'image/jpeg')], 29);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(result.overLimit).toEqual([]);
  });
});

describe('file kind for the preview icon (SPEC 5)', () => {
  it('maps MIME types, with the extension as a fallback', () => {
    expect(fileKind(file('a.jpg', 'image/jpeg'))).toBe('image');
    expect(fileKind(file('a.pdf', 'application/pdf'))).toBe('pdf');
    expect(fileKind(file('arte.psd', 'image/vnd.adobe.photoshop'))).toBe('psd');
    expect(fileKind(file('arte.psd', ''))).toBe('psd');
    expect(fileKind(file('a.txt', 'text/plain'))).toBe('document');
    expect(
      fileKind(file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
    ).toBe('document');
    expect(fileKind(file('a.zip', 'application/zip'))).toBe('other');
  });
});

describe('size in MB', () => {
  it('uses two decimals and the pt-BR comma', () => {
    expect(formatMegabytes(2.5 * MB)).toBe('2,50 MB');
    expect(formatMegabytes(12_345)).toBe('0,01 MB');
  });
});
