import { describe, expect, it } from 'vitest';
import { analyzeExternalLink, embedUrl, externalDownloadUrl, parseHttpUrl } from './external-link';

const analyze = (raw: string) => analyzeExternalLink(parseHttpUrl(raw)!);

describe('external links', () => {
  it('accepts only http and https', () => {
    expect(parseHttpUrl('javascript:alert(1)')).toBeNull();
    expect(parseHttpUrl('ftp://example.com/x')).toBeNull();
    expect(parseHttpUrl('não é link')).toBeNull();
    expect(parseHttpUrl(' https://example.com/a ')?.hostname).toBe('example.com');
  });

  it('recognises the first video service in its URL forms by the 11-character id', () => {
    for (const raw of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://m.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(analyze(raw)).toEqual({
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        platform: 'youtube',
        id: 'dQw4w9WgXcQ',
        thumbnailUrl: 'https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      });
    }
    expect(analyze('https://www.youtube.com/watch?v=curto').platform).toBe('other');
  });

  it('recognises the second video service and the drive service', () => {
    expect(analyze('https://vimeo.com/123456789')).toMatchObject({
      platform: 'vimeo',
      thumbnailUrl: 'https://vumbnail.com/123456789.jpg',
    });
    const drive = analyze('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing');
    expect(drive).toMatchObject({
      platform: 'google-drive',
      thumbnailUrl: 'https://drive.google.com/thumbnail?id=1AbCdEfGhIjKlMnOp&sz=w400-h300',
    });
    expect(externalDownloadUrl(drive)).toBe(
      'https://drive.google.com/uc?export=download&id=1AbCdEfGhIjKlMnOp',
    );
  });

  it('rewrites file-sync links to direct download and leaves their thumbnail to be generated', () => {
    expect(analyze('https://www.dropbox.com/s/abc123/video.mp4?dl=0')).toEqual({
      url: 'https://www.dropbox.com/s/abc123/video.mp4?dl=1',
      platform: 'dropbox',
      id: null,
      thumbnailUrl: null,
    });
  });

  it('embeds with autoplay off and muted', () => {
    expect(embedUrl({ platform: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&mute=1',
    );
    expect(embedUrl({ platform: 'other', id: null })).toBeNull();
  });
});
