import autocannon from "autocannon";

// One load measure with autocannon, shared by the HTTP benchmarks: a warm-up that is not measured, then
// the measure itself, from the benchmark process against 127.0.0.1 only.

export const connections = 10;
export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const warmUpSeconds = 2;

export interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** Answers other than 2xx (a 404 page, refusals when overloaded). */
  non2xx: number;
  total: number;
}

/** `headers` go with every request (Accept-Encoding as a browser sends it). */
export async function measure(
  url: string,
  clients = connections,
  headers: Record<string, string> = {},
): Promise<Measure> {
  await autocannon({ url, connections: clients, duration: warmUpSeconds, headers });
  const result = await autocannon({ url, connections: clients, duration, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** "req/s, p50, p99" for a Markdown cell. */
export const row = (m: Measure) => `${Math.round(m.requestsPerSecond)}, ${m.p50}, ${m.p99}`;
// Three significant digits: the site keeps well under a tenth of the raw server's rate.
export const ratio = (a: number, b: number) => (b > 0 ? (a / b).toPrecision(3) : "n/a");
