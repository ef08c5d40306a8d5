import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../platform/http/disposition';
import { downloadFileName, extensionOf, uniqueNames } from './file-name';

describe('download file names', () => {
  it('uses the title and the stored extension, safe for file systems', () => {
    expect(downloadFileName('Campanha: Outubro/Rosa?', 'jpg')).toBe('Campanha Outubro Rosa.jpg');
    expect(downloadFileName('   ', 'pdf')).toBe('arquivo.pdf');
    expect(extensionOf('image/abc.png', 'image')).toBe('png');
    expect(extensionOf(null, 'video')).toBe('mp4');
  });

  it('makes names unique inside a ZIP, case-insensitively', () => {
    expect(uniqueNames(['Fachada.jpg', 'fachada.jpg', 'Fachada.jpg', 'Outro.pdf'])).toEqual([
      'Fachada.jpg',
      'fachada (2).jpg',
      'Fachada (3).jpg',
      'Outro.pdf',
    ]);
  });

  it('keeps accents through RFC 6266 encoding', () => {
    expect(attachmentDisposition('Prótese (1).jpg')).toBe(
      `attachment; filename="Protese (1).jpg"; filename*=UTF-8''Pr%C3%B3tese%20%281%29.jpg`,
    );
    expect(attachmentDisposition('Campanha "Sorriso".pdf')).toBe(
      `attachment; filename="Campanha _Sorriso_.pdf"; filename*=UTF-8''Campanha%20%22Sorriso%22.pdf`,
    );
    expect(attachmentDisposition('plain.zip')).toBe('attachment; filename="plain.zip"');
  });
});
