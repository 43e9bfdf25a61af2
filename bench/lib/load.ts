// Load phases with autocannon: N connections for S seconds over a mix of paths (one picked at random per
// request), optionally with a body and headers per request (checkout).
import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Status code counts (checkout: 201 placed, 409 sold out). */
  statuses: Record<string, number>;
}

export interface LoadOptions {
  label: string;
  base: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  /** Sent with every request (the phase's own, after those of `build`). */
  headers?: Record<string, string>;
  /** Builds the body and headers of each request (POST phases). */
  build?: () => { body: string; headers: Record<string, string> };
  /**
   * `random` (the default): each request picks a path at random, after every path was sent once to warm the
   * caches. `sequential`: the paths in their order, none sent before, so a list longer than the phase never
   * repeats a request (varied traffic).
   */
  order?: 'random' | 'sequential';
}

/**
 * Sends every path of a read mix once, a few at a time, before it is measured: a running shop's caches are
 * warm for what shoppers ask, and a cold start's misses would otherwise make up a 10 s run's p99.
 */
export async function warmUp(base: string, paths: readonly string[]): Promise<void> {
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await (await fetch(base + path)).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { paths, build } = options;
  const sequential = options.order === 'sequential';
  if (!build && !sequential) await warmUp(options.base, paths);
  let next = 0;
  const pick = sequential
    ? () => paths[next++ % paths.length] ?? '/'
    : () => paths[Math.floor(Math.random() * paths.length)] ?? '/';
  const result = await autocannon({
    url: options.base,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    requests: [
      {
        setupRequest: (request) => {
          const made = build?.();
          return {
            ...request,
            path: pick(),
            headers: {
              ...request.headers,
              ...(made && { 'content-type': 'application/json', ...made.headers }),
              ...options.headers,
            },
            ...(made && { body: made.body }),
          };
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [key, value] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[key] = (value as { count: number }).count;
  }
  return {
    label: options.label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/** Median latency of requests sent one at a time (what a single shopper waits for on an idle server). */
export async function sequentialMedian(base: string, paths: readonly string[], count = 40): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const path = paths[i % paths.length] ?? '/';
    const started = performance.now();
    await (await fetch(base + path)).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}
