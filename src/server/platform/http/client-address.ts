import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.x.x). */
export function isLoopbackAddress(ip: string | undefined): boolean {
  if (!ip) return false;
  const address = ip.toLowerCase();
  if (address === '::1') return true;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return net.isIPv4(v4) && v4.startsWith('127.');
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * The request comes from the server's own machine. A request relayed by a proxy that Fastify does
 * not trust (forwarding headers, but the client address is still the socket's) is not: otherwise a
 * reverse proxy on the same machine would make every visitor local.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.ip)) return false;
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return !forwarded || request.ip !== request.socket.remoteAddress;
}

/**
 * The connection itself comes from this machine and no proxy relayed it: a scraper beside the server
 * (`GET /api/metrics`). Read from the socket's own address, never `request.ip`: with TRUST_PROXY set,
 * `request.ip` is what an `X-Forwarded-For` header says, and a remote client can write
 * `127.0.0.1` there. A proxy on this machine makes every visitor's socket loopback, so a request that
 * carries a forwarding header is not local either.
 */
export function isLocalConnection(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
