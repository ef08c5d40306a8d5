import { describe, expect, it } from 'vitest';
import {
  analyzeExternalLink,
  checkExternalUrl,
  embedUrl,
  externalDownloadUrl,
  parseHttpUrl,
} from './external-link';

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

describe('which external links are accepted', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'https://www.dropbox.com/s/abc/arquivo.pdf?dl=0',
    'https://clinica-sorriso.com.br/campanha',
  ])('accepts the public https link %s', (raw) => {
    expect('url' in checkExternalUrl(raw)).toBe(true);
  });

  it.each([
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'not-https'],
    ['http://clinica.com.br/', 'not-https'],
    ['https://127.0.0.1/admin', 'private-host'],
    ['https://2130706433/', 'private-host'],
    ['https://0x7f.1/', 'private-host'],
    ['https://10.0.0.5/painel', 'private-host'],
    ['https://192.168.0.10/', 'private-host'],
    ['https://[::1]/', 'private-host'],
    ['https://[fd00::1]:8443/', 'private-host'],
    ['https://localhost/', 'private-host'],
    ['https://api.localhost/', 'private-host'],
    ['https://servidor/', 'private-host'],
    ['https://nas.local/fotos', 'private-host'],
    ['https://intranet.corp/', 'private-host'],
    ['https://metadata.google.internal/', 'private-host'],
    ['https://router.home.arpa/', 'private-host'],
    ['https://usuario:senha@clinica.com.br/', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
    ['não é link', 'invalid'],
  ])('refuses %s (%s)', (raw, problem) => {
    expect(checkExternalUrl(raw)).toEqual({ problem });
  });

  it('gives a video platform only to that platform’s own hosts', () => {
    for (const raw of [
      'https://youtube.com.evil.com.br/watch?v=dQw4w9WgXcQ',
      'https://evil.com.br/watch?v=dQw4w9WgXcQ&u=youtube.com',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com.evil.com.br/76979871',
      'https://drive.google.com.evil.com.br/file/d/1AbCdEfGhIjKlMn/view',
      'https://dropbox.com.evil.com.br/s/abc/x.pdf',
    ]) {
      expect(analyze(raw).platform, raw).toBe('other');
      expect(analyze(raw).thumbnailUrl, raw).toBeNull();
    }
  });
});
