declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    /** Bytes received, headers included. */
    throughput: { average: number; total: number };
    errors: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests (instead of a duration). */
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Worker threads that generate the load, apart from the main thread. */
    workers?: number;
    /** Cycled through by each connection; setupRequest may rewrite each request (its path). */
    requests?: { method?: string; path?: string; setupRequest?: (request: { path: string }) => { path: string } }[];
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
