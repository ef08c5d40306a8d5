/**
 * The load generator, run as its own process by load.ts so that it shares an event loop with neither
 * the server nor the health probe: `load-client.ts '<json options>'` prints autocannon's summary as JSON.
 */
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  base: string;
  cookie: string;
  urls: string[];
  connections: number;
  duration: number;
  /** Requests per second in all (none: each connection asks again as soon as it is answered). */
  rate?: number;
};

const result = await autocannon({
  url: options.base,
  connections: options.connections,
  duration: options.duration,
  ...(options.rate ? { overallRate: options.rate } : {}),
  timeout: 10,
  headers: { cookie: options.cookie },
  requests: options.urls.map((path) => ({ method: 'GET', path })),
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }),
);
