/** The part of autocannon 8 (no bundled types) the load test uses. */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  interface Options {
    url: string;
    connections?: number;
    /** Requests per second from all connections together (none: as fast as answered). */
    overallRate?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Array<{ method?: string; path: string; headers?: Record<string, string> }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
