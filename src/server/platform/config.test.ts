import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig } from './config';
import { StartupError } from './errors';

const trustProxy = (value?: string) => loadConfig({ TRUST_PROXY: value }, '/srv').trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, false or 0', () => {
    for (const value of [undefined, '', 'false', '0']) expect(trustProxy(value), String(value)).toBe(false);
  });

  it('takes a hop count; true means one hop, never every X-Forwarded-For entry', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
    expect(trustProxy('true')).toBe(1);
  });

  it('takes a comma-separated list of proxy addresses, CIDR ranges or proxy-addr names', () => {
    expect(trustProxy('10.0.0.1, 192.168.0.0/16,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '-1', '1.5', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.1,,', 'proxy.local'])(
    'stops start-up on nonsense: %s',
    (value) => {
      expect(() => trustProxy(value)).toThrow(StartupError);
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('the trustProxy option given to Fastify', () => {
  it('turns a hop count into a hop function (Fastify trusts nothing for a bare number)', () => {
    const trust = fastifyTrustProxy(1);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('10.0.0.2', 0)).toBe(true);
    expect(trust('9.9.9.9', 1)).toBe(false);
  });

  it('passes false and address lists through', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});

describe('PUBLIC_URL', () => {
  it('keeps the origin and path without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://banco.rede.com.br/' }).publicUrl).toBe(
      'https://banco.rede.com.br',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.0.20:3000/banco/' }).publicUrl).toBe(
      'http://192.168.0.20:3000/banco',
    );
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  it.each([
    ['banco.rede.com.br', /PUBLIC_URL is not a valid URL/],
    ['ftp://banco.rede.com.br', /PUBLIC_URL must start with http:\/\/ or https:\/\//],
  ])('stops start-up on %s', (raw, message) => {
    expect(() => loadConfig({ PUBLIC_URL: raw })).toThrow(message);
  });
});

describe('SHUTDOWN_GRACE_SECONDS', () => {
  it('defaults to 25 seconds and takes fractions', () => {
    expect(loadConfig({}).shutdownGraceSeconds).toBe(25);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '2.5' }).shutdownGraceSeconds).toBe(2.5);
  });

  it.each(['0', '-1', 'abc', '99999'])('stops start-up on %s', (raw) => {
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: raw })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});

describe('SEARCH_CACHE_MB', () => {
  it('keeps 32 MB of search answers unless told otherwise; 0 keeps none', () => {
    expect(loadConfig({}).searchCacheMb).toBe(32);
    expect(loadConfig({ SEARCH_CACHE_MB: '0' }).searchCacheMb).toBe(0);
    expect(loadConfig({ SEARCH_CACHE_MB: '256' }).searchCacheMb).toBe(256);
  });

  it.each(['-1', '1.5', 'muito', '5000'])('stops start-up on %s', (raw) => {
    expect(() => loadConfig({ SEARCH_CACHE_MB: raw })).toThrow(/SEARCH_CACHE_MB/);
  });
});

describe('FIRST_PAGE_WAIT_MS', () => {
  it("waits 150 ms for the gallery's first page unless told otherwise; 0 never waits", () => {
    expect(loadConfig({}).firstPageWaitMs).toBe(150);
    expect(loadConfig({ FIRST_PAGE_WAIT_MS: '0' }).firstPageWaitMs).toBe(0);
    expect(loadConfig({ FIRST_PAGE_WAIT_MS: '5000' }).firstPageWaitMs).toBe(5000);
  });

  it.each(['-1', '1.5', 'já', '60000'])('stops start-up on %s', (raw) => {
    expect(() => loadConfig({ FIRST_PAGE_WAIT_MS: raw })).toThrow(/FIRST_PAGE_WAIT_MS/);
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('leaves e-mail off without SMTP_URL and keeps a valid one', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtp://ana:segredo@mail.rede.com.br:587' }).smtpUrl).toBe(
      'smtp://ana:segredo@mail.rede.com.br:587',
    );
    expect(loadConfig({ MAIL_FROM: 'Rede <nao-responda@rede.com.br>' }).mailFrom).toBe(
      'Rede <nao-responda@rede.com.br>',
    );
  });

  it.each([
    ['SMTP_URL', 'mail.rede.com.br', /SMTP_URL is not a valid URL/],
    ['SMTP_URL', 'http://mail.rede.com.br', /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    ['MAIL_FROM', 'ninguem', /MAIL_FROM must be an e-mail address/],
  ])('stops start-up on %s=%s with one line', (name, raw, message) => {
    expect(() => loadConfig({ [name]: raw })).toThrow(StartupError);
    expect(() => loadConfig({ [name]: raw })).toThrow(message);
  });
});
