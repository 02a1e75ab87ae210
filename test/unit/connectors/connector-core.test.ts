import type { ReadWindow } from "../../../shared/connectors/connector.port.js";
import { createConnector } from "../../../shared/connectors/create-connector.js";
import type { Page, PlatformDriver } from "../../../shared/connectors/driver.js";
import {
  levelFromMessage,
  normalizeLevel,
  serviceFromMessage,
  withTraceIds,
} from "../../../shared/connectors/normalize.js";
import { runRead } from "../../../shared/connectors/read-driver.js";
import { redactError, redactText, wireSecrets } from "../../../shared/connectors/redact.js";
import {
  backoffDelay,
  DEFAULT_RETRY,
  RetryableError,
  retryAfterMs,
  withRetry,
} from "../../../shared/connectors/retry-policy.js";
import { statusError } from "../../../shared/connectors/upstream-call.js";
import { AppError } from "../../../shared/domain/errors.js";
import type { OutgoingHttp } from "../../../shared/net/outgoing-http.port.js";

describe("levels", () => {
  test.each([
    ["CRITICAL", "fatal"],
    ["alert", "fatal"],
    ["emergency", "fatal"],
    ["warning", "warn"],
    ["notice", "info"],
    ["ok", "info"],
    ["DEFAULT", "unknown"],
    ["bogus", "unknown"],
  ])("%s → %s", (raw, want) => expect(normalizeLevel(raw)).toBe(want));

  test.each([
    ['{"level":"error","msg":"x"}', "error"],
    ['{"severity":"WARNING"}', "warn"],
    ['level=debug msg="x"', "debug"],
    ["2025-03-01 10:59:58,120 ERROR [checkout] payment declined", "error"],
    ["nothing here", "unknown"],
  ])("%s → %s", (line, want) => expect(levelFromMessage(line)).toBe(want));

  test("service from JSON or logfmt", () => {
    expect(serviceFromMessage('{"service":{"name":"cart"}}')).toBe("cart");
    expect(serviceFromMessage("level=info service=payments")).toBe("payments");
    expect(serviceFromMessage("plain")).toBeUndefined();
  });
});

describe("retry policy", () => {
  const now = () => 1_000;
  test("retry hints: Retry-After seconds or date, X-RateLimit-Reset seconds", () => {
    expect(retryAfterMs({ "retry-after": "3" }, now)).toBe(3000);
    expect(retryAfterMs({ "retry-after": new Date(6_000).toUTCString() }, now)).toBe(5000);
    expect(retryAfterMs({ "x-ratelimit-reset": "12" }, now, "x-ratelimit-reset")).toBe(12_000);
    expect(retryAfterMs({ "x-ratelimit-reset": "12" }, now)).toBeUndefined();
    expect(retryAfterMs({}, now)).toBeUndefined();
  });
  test("X-RateLimit-Reset is a wait hint only on a Datadog 429; a 5xx waits for Retry-After or backs off", () => {
    const ctx = (platform: string) => ({ platform, now });
    const reset = { "x-ratelimit-reset": "1412" };
    const hint = (e: Error) => (e as RetryableError).retryAfterMs;
    expect(hint(statusError(ctx("datadog"), 429, reset, ""))).toBe(1_412_000);
    expect(hint(statusError(ctx("datadog"), 503, reset, ""))).toBeUndefined();
    expect(hint(statusError(ctx("datadog"), 503, { ...reset, "retry-after": "2" }, ""))).toBe(2_000);
    expect(hint(statusError(ctx("loki"), 429, reset, ""))).toBeUndefined();
    expect(statusError(ctx("datadog"), 503, reset, "")).toBeInstanceOf(RetryableError);
  });
  test("full jitter stays within the exponential cap", () => {
    for (let a = 0; a < 8; a++) {
      expect(backoffDelay(a, DEFAULT_RETRY, () => 0.999)).toBeLessThanOrEqual(
        Math.min(DEFAULT_RETRY.maxDelayMs, DEFAULT_RETRY.baseDelayMs * 2 ** a),
      );
      expect(backoffDelay(a, DEFAULT_RETRY, () => 0)).toBe(0);
    }
  });
  test("never sleeps past the deadline: gives up with the final error at once", async () => {
    let calls = 0;
    const final = AppError.rateLimited(30, "log_source");
    const started = Date.now();
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new RetryableError(final, 10_000);
        },
        {
          signal: new AbortController().signal,
          deadlineAt: Date.now() + 500,
          now: Date.now,
          policy: { ...DEFAULT_RETRY, maxRetryAfterMs: 60_000 },
        },
      ),
    ).rejects.toBe(final);
    expect(calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
  test("retries then succeeds; non-retryable errors pass straight through", async () => {
    let calls = 0;
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 1, maxDelayMs: 2 };
    const v = await withRetry(
      async () => {
        if (++calls < 3) throw new RetryableError(AppError.upstream("log_source", "x"));
        return 42;
      },
      { signal: new AbortController().signal, now: Date.now, policy },
    );
    expect([v, calls]).toEqual([42, 3]);
    const plain = AppError.upstream("log_source", "bad creds");
    await expect(
      withRetry(async () => Promise.reject(plain), { signal: new AbortController().signal, now: Date.now, policy }),
    ).rejects.toBe(plain);
  });
});

describe("redaction", () => {
  test("secrets are removed in raw, base64 and URL-encoded form, including inside details", () => {
    const secret = "p@ss/word+1";
    const text = `bad ${secret} ${Buffer.from(secret).toString("base64")} ${encodeURIComponent(secret)}`;
    expect(redactText(text, [secret])).not.toMatch(/p@ss|cEBzc|p%40ss/);
    const e = redactError(
      AppError.upstream("log_source", `x ${secret}`, { nested: [{ m: secret }] }),
      [secret],
      "loki",
    );
    expect(JSON.stringify({ m: e.message, d: e.details })).not.toContain(secret);
    expect(e.code).toBe("UPSTREAM_ERROR");
    expect(redactError(new Error(`boom ${secret}`), [secret], "loki").message).toBe("loki request failed");
  });
});

describe("redaction of HTTP Basic", () => {
  test("base64 of username:password is redacted, even when the user name is a secret on its own", () => {
    const creds = { host: "https://es.example.com", username: "reader", password: "Sup3r-S3cret-elastic-pw" };
    const secrets = wireSecrets(creds, ["reader", "Sup3r-S3cret-elastic-pw"]);
    const header = `Basic ${Buffer.from("reader:Sup3r-S3cret-elastic-pw").toString("base64")}`;
    const out = redactText(`401: invalid credentials [authorization=${header}]`, secrets);
    expect(out).toBe("401: invalid credentials [authorization=Basic [redacted]]");
    expect(wireSecrets({ apiKey: "k" }, ["k"])).toEqual(["k"]);
  });
});

describe("read driver", () => {
  const W: ReadWindow = { start: 0, end: 1000 };
  const rec = (t: number) => ({ timestamp: t, service: "s", level: "info", message: `m${t}`, attributes: {} });
  const driver = (pagesBySource: Record<string, Page[] | Error>): PlatformDriver => ({
    async *pages(source) {
      const p = pagesBySource[source];
      if (p instanceof Error) throw p;
      for (const page of p) yield page;
    },
    sample: async () => ({ records: [] }),
    discover: async () => [],
  });
  const drain = async (it: AsyncIterable<unknown>) => {
    const out: unknown[] = [];
    for await (const x of it) out.push(x);
    return out;
  };
  const redact = (e: unknown) => (e instanceof AppError ? e : AppError.upstream("log_source", "x"));

  test("drops records outside [start, end) and shares the budget, passing unused share on", async () => {
    const d = driver({
      a: [{ records: [rec(1000), rec(5), rec(4)], more: false }],
      b: [{ records: [rec(9), rec(8), rec(7), rec(6)], more: false }],
    });
    const read = runRead(d, ["a", "b"], W, { signal: new AbortController().signal, lineBudget: 5 }, redact);
    const out = await drain(read);
    expect(out).toHaveLength(5);
    expect(read.outcome).toMatchObject({ truncated: true, reason: "line_budget", lines: 5 });
  });

  test("records without a finite timestamp are dropped and counted, not yielded", async () => {
    const read = runRead(
      driver({ a: [{ records: [rec(5), rec(Number.NaN), rec(4), rec(Number.POSITIVE_INFINITY)], more: false }] }),
      ["a"],
      W,
      { signal: new AbortController().signal, lineBudget: 10 },
      redact,
    );
    const out = (await drain(read)) as Array<{ timestamp: number }>;
    expect(out.map((r) => r.timestamp)).toEqual([5, 4]);
    expect(read.outcome).toMatchObject({ lines: 2, undated: 2, truncated: false });
    expect(read.outcome.warnings).toEqual(["2 line(s) without a readable timestamp were skipped"]);
  });

  test("a failing source is recorded while others are read; all failing throws the first error", async () => {
    const boom = AppError.upstream("log_source", "nope");
    const read = runRead(
      driver({ a: boom, b: [{ records: [rec(1)], more: false }] }),
      ["a", "b"],
      W,
      { signal: new AbortController().signal, lineBudget: 10 },
      redact,
    );
    expect(await drain(read)).toHaveLength(1);
    expect(read.outcome).toMatchObject({
      truncated: true,
      reason: "source_error",
      failures: [{ source: "a", error: { code: "UPSTREAM_ERROR" } }],
    });
    const all = runRead(
      driver({ a: boom }),
      ["a"],
      W,
      { signal: new AbortController().signal, lineBudget: 10 },
      redact,
    );
    await expect(drain(all)).rejects.toBe(boom);
  });

  test("an already-expired deadline yields nothing and is marked truncated", async () => {
    const ctl = new AbortController();
    ctl.abort();
    const read = runRead(
      driver({ a: [{ records: [rec(1)], more: false }] }),
      ["a"],
      W,
      { signal: ctl.signal, lineBudget: 10 },
      redact,
    );
    expect(await drain(read)).toHaveLength(0);
    expect(read.outcome).toMatchObject({ truncated: true, reason: "deadline" });
  });
});

describe("test() with an unparseable timestamp in the sample", () => {
  // The outgoing-HTTP port answered in place of Datadog: one good line, one without a timestamp.
  const http: OutgoingHttp = {
    async request() {
      const body = JSON.stringify({
        data: [
          { attributes: { timestamp: "2025-03-01T10:59:58.120Z", message: "ok line", status: "info", service: "x" } },
          { attributes: { timestamp: "not a time", message: "bad ts", status: "error" } },
          { attributes: { message: "no ts at all", status: "error" } },
        ],
        meta: { page: {} },
      });
      return {
        status: 200,
        headers: { "content-type": "application/json" },
        url: "https://api.datadoghq.com/api/v2/logs/events/search",
        text: async () => body,
        json: async () => JSON.parse(body),
        lines: () => [][Symbol.iterator]() as unknown as AsyncIterable<string>,
        dump: async () => undefined,
      };
    },
  };
  test("good credentials stay ok:true; the undated lines are skipped and counted in a note", async () => {
    const c = createConnector(
      { type: "datadog", credentials: { apiKey: "aaaaaaaa", appKey: "bbbbbbbb" }, sources: ["main"] },
      { http, now: () => Date.parse("2025-03-01T11:00:00Z") },
    );
    const result = await c.test(AbortSignal.timeout(5_000));
    expect(result).toMatchObject({ ok: true, sample: [{ timestamp: "2025-03-01T10:59:58.120Z", message: "ok line" }] });
    expect(result.sample).toHaveLength(1);
    expect(result.notes).toEqual(["2 sample line(s) without a readable timestamp were skipped"]);
  });
});

describe("trace ids on connector records", () => {
  const rec = (message: string, attributes: Record<string, string> = {}) => ({
    timestamp: 1,
    service: "api",
    level: "error",
    message,
    attributes,
  });

  test("from the platform's attributes, else from the line's text; a mapped id is kept", () => {
    expect(withTraceIds(rec("boom", { "dd.trace_id": "1234567890" })).traceId).toBe("1234567890");
    const oslo = withTraceIds(rec("ERROR nova.api [req-3c7a2a3e-9d0e-4d6b-8e5d-2f9c2b1a0c11 a b] boom"));
    expect(oslo.traceId).toBe("req-3c7a2a3e-9d0e-4d6b-8e5d-2f9c2b1a0c11");
    expect(withTraceIds({ ...rec("trace_id=abc123"), traceId: "kept" }).traceId).toBe("kept");
    expect(withTraceIds(rec("no ids here")).traceId).toBeUndefined();
  });
});
