// The contract every connector passes against its fake: full window over ≥3 pages, bad credentials,
// throttling then success, a slow read cut by the deadline (truncated), line budget, test(), discovery,
// and no submitted secret in any error that comes out.

import type { Connector, DiscoveredSource, LogRead } from "../../../shared/connectors/connector.port.js";
import { createConnector } from "../../../shared/connectors/create-connector.js";
import type { EndpointOverrides } from "../../../shared/connectors/driver.js";
import type { LogRecord } from "../../../shared/diagnosis/log-record.js";
import { isAppError } from "../../../shared/domain/errors.js";
import type { LogSourceConnection } from "../../../shared/domain/log-source.schema.js";
import { createOutgoingHttp } from "../../../shared/net/outgoing-http.js";
import type { FakeHandle, RecordedRequest } from "../../fakes/fake-server.js";
import { CORPUS_END, CORPUS_START, type FakeLine, generateLines } from "../../fakes/log-corpus.js";

export interface ContractDef {
  type: LogSourceConnection["type"];
  /** Source name as configured → the corpus `source` it reads. */
  sources: Record<string, string>;
  startFake(lines: FakeLine[]): Promise<FakeHandle>;
  connection(fake: FakeHandle, valid: boolean): LogSourceConnection;
  overrides?(fake: FakeHandle): EndpointOverrides;
  /** The credential values submitted (valid and invalid), scanned for in every error. */
  secrets: string[];
  isReadRequest(r: RecordedRequest): boolean;
  expectedDiscovery: DiscoveredSource[];
  pageSize?: number;
  /** Upstream requests per source for a full read (default 3: paging); streamed platforms read once. */
  readRequestsPerSource?: number;
  /** Status the throttle fault produces on the wire (CloudWatch throttles with 400). */
  throttleStatus?: number;
}

export const WINDOW = { start: CORPUS_START, end: CORPUS_END };

export async function drain(read: LogRead): Promise<LogRecord[]> {
  const out: LogRecord[] = [];
  for await (const r of read) out.push(r);
  return out;
}

export function runConnectorContract(def: ContractDef): void {
  const corpusSources = Object.values(def.sources);
  const lines = generateLines({ count: 3000, sources: [...corpusSources, "other-stuff"], seed: 7 });
  const pageSize = def.pageSize ?? 250;
  let fake: FakeHandle;
  const seenErrors: unknown[] = [];
  const http = createOutgoingHttp({ allowPrivateNetwork: true });
  const make = (valid = true, extra: { maxRetryAfterMs?: number; requestTimeoutMs?: number } = {}): Connector =>
    createConnector(def.connection(fake, valid), {
      http,
      endpointOverrides: def.overrides?.(fake),
      now: () => CORPUS_END,
      retry: {
        baseDelayMs: 5,
        maxDelayMs: 20,
        maxAttempts: 4,
        ...(extra.maxRetryAfterMs === undefined ? {} : { maxRetryAfterMs: extra.maxRetryAfterMs }),
        // platforms with minute-long quota waits (GCP) are shortened here; their own tests check the real wait
        throttleWaitMs: { min: 5, max: 20 },
      },
      requestTimeoutMs: extra.requestTimeoutMs ?? 5_000,
      pageSize,
    });
  const expectedCount = lines.filter(
    (l) => corpusSources.includes(l.source) && l.timestamp >= WINDOW.start && l.timestamp < WINDOW.end,
  ).length;

  beforeAll(async () => {
    fake = await def.startFake(lines);
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.setFault(null);
    fake.requests.length = 0;
  });

  test("reads the full window across at least three pages per source, newest first, without duplicates", async () => {
    const progress: number[] = [];
    const read = make().read(WINDOW, {
      signal: AbortSignal.timeout(20_000),
      lineBudget: 100_000,
      onProgress: (p) => progress.push(p.lines),
    });
    const records = await drain(read);
    expect(read.outcome).toMatchObject({ truncated: false, failures: [] });
    expect(records.length).toBe(expectedCount);
    expect(read.outcome.lines).toBe(expectedCount);
    const reads = fake.requests.filter(def.isReadRequest);
    expect(reads.length).toBeGreaterThanOrEqual((def.readRequestsPerSource ?? 3) * corpusSources.length);
    expect(progress.length).toBeGreaterThanOrEqual(3 * corpusSources.length);
    // Every corpus line of the configured sources comes back exactly once.
    const want = lines
      .filter((l) => corpusSources.includes(l.source))
      .map((l) => `${l.timestamp}|${l.message}`)
      .sort();
    expect(records.map((r) => `${r.timestamp}|${r.message}`).sort()).toEqual(want);
    // Newest first within the first source.
    const firstRun = records.slice(0, 50);
    for (let i = 1; i < firstRun.length; i++)
      expect(firstRun[i].timestamp).toBeLessThanOrEqual(firstRun[i - 1].timestamp);
    for (const r of records) {
      expect(["fatal", "error", "warn", "info", "debug", "trace", "unknown"]).toContain(r.level);
      expect(r.service).toBeTruthy();
    }
    expect(records.filter((r) => r.level === "error").length).toBeGreaterThan(0);
  });

  test("stops at the line budget and says so", async () => {
    const read = make().read(WINDOW, { signal: AbortSignal.timeout(20_000), lineBudget: 301 });
    const records = await drain(read);
    expect(records.length).toBe(301);
    expect(read.outcome).toMatchObject({ truncated: true, reason: "line_budget" });
  });

  test("bad credentials: read throws a log_source UPSTREAM_ERROR, test() is ok:false", async () => {
    const bad = make(false);
    let thrown: unknown;
    try {
      await drain(bad.read(WINDOW, { signal: AbortSignal.timeout(20_000), lineBudget: 1000 }));
    } catch (err) {
      thrown = err;
    }
    seenErrors.push(thrown);
    expect(isAppError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ code: "UPSTREAM_ERROR", details: { upstream: "log_source" } });
    const result = await bad.test(AbortSignal.timeout(20_000));
    seenErrors.push(result);
    expect(result.ok).toBe(false);
    expect(result.error?.code).toBe("UPSTREAM_ERROR");
    expect(result.sample).toEqual([]);
    await expect(bad.discover(AbortSignal.timeout(20_000))).rejects.toMatchObject({ code: "UPSTREAM_ERROR" });
  });

  test("throttling, then success: retried with backoff, nothing lost", async () => {
    fake.setFault({ kind: "throttle", times: 2 });
    const read = make().read(WINDOW, { signal: AbortSignal.timeout(20_000), lineBudget: 100_000 });
    const records = await drain(read);
    expect(records.length).toBe(expectedCount);
    expect(read.outcome.truncated).toBe(false);
  });

  test("a 5xx, then success", async () => {
    fake.setFault({ kind: "server_error", times: 1 });
    const records = await drain(make().read(WINDOW, { signal: AbortSignal.timeout(20_000), lineBudget: 100_000 }));
    expect(records.length).toBe(expectedCount);
  });

  test("throttled for good: RATE_LIMITED once the retries are spent", async () => {
    fake.setFault({ kind: "throttle" });
    let thrown: unknown;
    try {
      await drain(make().read(WINDOW, { signal: AbortSignal.timeout(20_000), lineBudget: 100 }));
    } catch (err) {
      thrown = err;
    }
    seenErrors.push(thrown);
    expect(thrown).toMatchObject({ code: "RATE_LIMITED" });
  });

  test("a slow read is cut by the deadline and marked truncated", async () => {
    fake.setFault({ kind: "slow", delayMs: 120 });
    const read = make().read(WINDOW, { signal: AbortSignal.timeout(400), lineBudget: 100_000 });
    const records = await drain(read);
    expect(read.outcome).toMatchObject({ truncated: true, reason: "deadline" });
    expect(records.length).toBeLessThan(expectedCount);
  });

  test("test(): ok with at most 10 sample lines in the API shape", async () => {
    const result = await make().test(AbortSignal.timeout(20_000));
    expect(result.ok).toBe(true);
    expect(result.error).toBeUndefined();
    expect(result.sample.length).toBeGreaterThan(0);
    expect(result.sample.length).toBeLessThanOrEqual(10);
    for (const s of result.sample) {
      expect(Object.keys(s).sort()).toEqual(["level", "message", "service", "timestamp"]);
      expect(s.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(s.timestamp)).toBeGreaterThanOrEqual(CORPUS_END - 15 * 60 * 1000);
    }
  });

  test("discover() lists the sources", async () => {
    const found = await make().discover(AbortSignal.timeout(20_000));
    for (const want of def.expectedDiscovery) expect(found).toContainEqual(want);
  });

  test("an upstream that never answers: UPSTREAM_TIMEOUT from test() and discover(); a read gives up or is cut", async () => {
    fake.setFault({ kind: "hang" });
    const c = make(true, { requestTimeoutMs: 150 });
    // A streamed export (Splunk) waits for the read's deadline instead of a per-request timeout.
    const read = c.read(WINDOW, { signal: AbortSignal.timeout(1_500), lineBudget: 100 });
    let how: string;
    try {
      const records = await drain(read);
      how = `cut:${records.length}:${read.outcome.reason}`;
    } catch (err) {
      how = `error:${(err as { code?: string }).code}`;
    }
    expect(["error:UPSTREAM_TIMEOUT", "cut:0:deadline"]).toContain(how);
    const result = await c.test(AbortSignal.timeout(1_500));
    expect(result).toMatchObject({ ok: false, sample: [], error: { code: "UPSTREAM_TIMEOUT" } });
    await expect(c.discover(AbortSignal.timeout(1_500))).rejects.toMatchObject({ code: "UPSTREAM_TIMEOUT" });
  });

  test("a 302 to the metadata address is an upstream error, never followed", async () => {
    fake.setFault({ kind: "redirect_metadata" });
    const c = make();
    const result = await c.test(AbortSignal.timeout(20_000));
    seenErrors.push(result);
    expect(result).toMatchObject({ ok: false, error: { code: "UPSTREAM_ERROR" } });
    expect(result.error?.message).toMatch(/302/);
    await expect(drain(c.read(WINDOW, { signal: AbortSignal.timeout(20_000), lineBudget: 100 }))).rejects.toMatchObject(
      { code: "UPSTREAM_ERROR", details: { upstream: "log_source" } },
    );
    await expect(c.discover(AbortSignal.timeout(20_000))).rejects.toMatchObject({ code: "UPSTREAM_ERROR" });
    // Every request went to the fake, none was retried or redirected elsewhere.
    expect(fake.requests.every((r) => !JSON.stringify(r).includes("169.254.169.254"))).toBe(true);
  });

  test("an error body that echoes the credentials is redacted", async () => {
    fake.setFault({ kind: "echo_credentials" });
    const c = make();
    const result = await c.test(AbortSignal.timeout(20_000));
    expect(result).toMatchObject({ ok: false, error: { code: "UPSTREAM_ERROR" } });
    seenErrors.push(result);
    try {
      await drain(c.read(WINDOW, { signal: AbortSignal.timeout(20_000), lineBudget: 100 }));
    } catch (err) {
      seenErrors.push(err);
    }
    try {
      await c.discover(AbortSignal.timeout(20_000));
    } catch (err) {
      seenErrors.push(err);
    }
    expect(fake.requests.length).toBeGreaterThan(0);
  });

  test("no submitted secret appears in any error", () => {
    expect(seenErrors.length).toBeGreaterThanOrEqual(7);
    const text = seenErrors
      .map((e) =>
        e instanceof Error
          ? `${e.message} ${JSON.stringify(e)} ${JSON.stringify((e as { details?: unknown }).details)}`
          : JSON.stringify(e),
      )
      .join("\n");
    const wireForms = def.secrets.flatMap((s) => [s, Buffer.from(s).toString("base64"), encodeURIComponent(s)]);
    expect(wireForms.filter((s) => text.includes(s))).toEqual([]);
    // A partly redacted base64 run (e.g. Basic "user:password" with only the user cut out) still decodes.
    const decoded = (text.match(/[A-Za-z0-9+/]{8,}={0,2}/g) ?? []).map((t) => Buffer.from(t, "base64").toString());
    expect(def.secrets.filter((s) => decoded.some((d) => d.includes(s)))).toEqual([]);
  });
}
