import { describe, expect, it } from 'vitest';
import { assetAuthor } from './author';

describe('asset author', () => {
  it("credits the network's content to 'Franqueadora', whoever sent it", () => {
    expect(assetAuthor({ fromFranchisor: true, uploaderName: 'Carla Mendes' })).toBe('Franqueadora');
    expect(assetAuthor({ fromFranchisor: true, uploaderName: null })).toBe('Franqueadora');
  });

  it("credits a clinic's content to its uploader, 'Usuário Anônimo' when gone", () => {
    expect(assetAuthor({ fromFranchisor: false, uploaderName: 'Carla Mendes' })).toBe('Carla Mendes');
    expect(assetAuthor({ fromFranchisor: false, uploaderName: null })).toBe('Usuário Anônimo');
    expect(assetAuthor({ fromFranchisor: false, uploaderName: '  ' })).toBe('Usuário Anônimo');
  });
});
