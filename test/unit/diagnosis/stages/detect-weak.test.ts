// Detect stage, short windows: a failure too small for a rate test counts when two services start failing together.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { detectAnomalies, detectCorroboratedOnsets } from "../../../../shared/diagnosis/detect.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

/** Seventeen minutes of traffic; from minute 2.3 a rate limiter rejects a few calls and its caller reports them. */
function smallFailure(withCaller: boolean): Row[] {
  const rows = healthy(17);
  for (let i = 0; i < 16; i++) {
    const t = 138_000 + i * 40_000;
    rows.push([t + 200, "tax-calc", "warn", "[check] rejected: RateLimiter 'rates' does not permit further calls"]);
    if (withCaller && i % 2 === 0)
      rows.push([
        t + 5,
        "cart-svc",
        "error",
        "[tax-calc] call failed: 429 Too Many Requests from GET http://tax-calc/rates",
      ]);
  }
  return rows;
}

test("too few lines for a rate test: neither template is new to detectAnomalies", () => {
  const agg = aggregatesOf(smallFailure(true));
  const services = detectAnomalies(agg).map((a) => a.stat.service);
  expect(services).not.toContain("tax-calc");
});

test("two services failing together from the same moment corroborate each other", () => {
  const agg = aggregatesOf(smallFailure(true));
  const found = detectCorroboratedOnsets(agg, {}, new Set());
  expect(new Set(found.map((a) => a.stat.service))).toEqual(new Set(["tax-calc", "cart-svc"]));
});

test("one service alone with a handful of warnings is not corroborated", () => {
  const agg = aggregatesOf(smallFailure(false));
  expect(detectCorroboratedOnsets(agg, {}, new Set())).toEqual([]);
});

/** A store that says it is full a dozen times from minute 1.2, and its caller failing loudly from the same moment. */
function quietOrigin(callerRetriesOnly = false): Row[] {
  const rows = healthy(12);
  for (let i = 0; i < 12; i++)
    rows.push([72_000 + i * 50_000, "ledger-db", "error", "could not extend file: No space left on device"]);
  for (let t = 72_300; t < 720_000; t += 700)
    rows.push([
      t,
      "cart-svc",
      "error",
      callerRetriesOnly
        ? "call to ledger-db failed on attempt 1/3, retrying in 200ms"
        : "request to ledger-db failed: could not write cart: server closed the connection",
    ]);
  return rows;
}

test("beside a caller's clear report, a few errors of its callee starting with it witness it", () => {
  const agg = aggregatesOf(quietOrigin());
  const clear = detectAnomalies(agg);
  expect(clear.map((a) => a.stat.service)).toEqual(["cart-svc"]);
  const found = detectCorroboratedOnsets(agg, {}, new Set(clear.map((a) => a.stat)));
  expect(found.map((a) => a.stat.service)).toEqual(["ledger-db"]);
  const { result } = analyze(agg, agg.records);
  expect(result.rootCause).toMatchObject({ service: "ledger-db", category: "disk" });
});

test("a caller's retries still under way witness nothing", () => {
  const agg = aggregatesOf(quietOrigin(true));
  const clear = detectAnomalies(agg);
  expect(detectCorroboratedOnsets(agg, {}, new Set(clear.map((a) => a.stat)))).toEqual([]);
});

test("a client's 404s beside a notice starting with them are no failure", () => {
  const rows = healthy(17);
  for (let i = 0; i < 10; i++) {
    const t = 138_000 + i * 60_000;
    rows.push([t, "cart-svc", "warn", `GET /v2/carts/c-${900 + i} answered 404 in 3ms`]);
    if (i < 4)
      rows.push([t + 2000, "tax-calc", "warn", "Dialect does not need to be specified explicitly using 'db.dialect'"]);
  }
  const agg = aggregatesOf(rows);
  expect(detectCorroboratedOnsets(agg, {}, new Set())).toEqual([]);
});

/** A window opening 75 s before one service starts being denied on every publish, to the window's end. */
function deniedAfterShortBaseline(opts: { errors: number; stopsAt?: number; says?: string }): Row[] {
  const rows: Row[] = [];
  for (let t = 0; t < 600_000; t += 4000) rows.push([t, "episode-api", "info", `GET /v1/shows 200 (${t})`]);
  const until = opts.stopsAt ?? 600_000;
  const step = (until - 75_000) / opts.errors;
  for (let k = 0; k < opts.errors; k++)
    rows.push([
      75_000 + Math.round(k * step),
      "feed-builder",
      "error",
      opts.says ?? `publish feeds/sh_${k}.xml failed: AccessDenied: not authorized to perform s3:PutObject`,
    ]);
  return rows;
}

test("after a short baseline, a new error that says why and goes on to the window's end is the failure", () => {
  const agg = aggregatesOf(deniedAfterShortBaseline({ errors: 24 }));
  expect(detectAnomalies(agg)).toEqual([]);
  const { result } = analyze(agg, agg.records);
  expect(result.rootCause).toMatchObject({ service: "feed-builder", category: "authorization" });
  expect(result.severity).toBe("medium");
});

test("one that stopped long before the end, that never says why, or that came a few times, is not", () => {
  const quiet = (rows: Row[]) => analyze(aggregatesOf(rows), rows.length).result.rootCause.errorType;
  expect(quiet(deniedAfterShortBaseline({ errors: 10, stopsAt: 300_000 }))).toBe("none");
  expect(quiet(deniedAfterShortBaseline({ errors: 24, says: "dock D-41 slot 9 stuck, slot disabled" }))).toBe("none");
  expect(quiet(deniedAfterShortBaseline({ errors: 6 }))).toBe("none");
});

test("beside only a blip found already, the lasting failure still tells alone; beside a clear failure, not", () => {
  const rows = deniedAfterShortBaseline({ errors: 24 });
  rows.push([200_000, "episode-api", "warn", "GET /analytics/export 200 9491ms (slow request)"]);
  const agg = aggregatesOf(rows);
  const blip = new Set([...agg.templates.values()].filter((t) => t.first.message.includes("slow request")));
  expect(blip.size).toBe(1);
  const services = (nothingClear: boolean) =>
    detectCorroboratedOnsets(agg, {}, blip, nothingClear).map((a) => a.stat.service);
  expect(services(true)).toEqual(["feed-builder"]);
  expect(services(false)).toEqual([]);
});

/** From minute 1.4 an identity bridge rejects each login at WARN; its caller answers each with a bare 401 at once. */
function rejectedLogins(callerLagMs: number): Row[] {
  const rows = healthy(8);
  for (let i = 0; i < 12; i++) {
    const t = 84_000 + i * 30_000;
    rows.push([t, "sso-bridge", "warn", `SAMLResponse rejected: signature does not verify (KeyName=k${i % 3})`]);
    rows.push([t + callerLagMs, "checkout-gw", "warn", `POST /auth/saml/acs 401 ${10 + i}ms`]);
  }
  return rows;
}

test("a caller's bare failure answering the same moment witnesses a weak onset", () => {
  const found = detectCorroboratedOnsets(aggregatesOf(rejectedLogins(120)), {}, new Set());
  expect(found.map((a) => a.stat.service)).toEqual(["sso-bridge"]);
});

test("a bare failure seconds apart (another client's 401s) witnesses nothing", () => {
  expect(detectCorroboratedOnsets(aggregatesOf(rejectedLogins(6000)), {}, new Set())).toEqual([]);
});

/** From minute 6, a job every three minutes fails at `steps` steps at once ("3 of 5 ERROR creating model …"). */
function failingRuns(steps: number): Row[] {
  const rows = healthy(17);
  for (let run = 0; run < 4; run++) {
    const t = 360_000 + run * 180_000;
    rows.push([t, "dbt-runner", "info", `Running with dbt=1.8.2, run ${run}`]);
    const said = [
      "3 of 5 ERROR creating sql table model marts.fct_utilisation",
      "Database Error in model fct_no_shows: SQL compilation error",
      "Completed with 3 errors and 0 warnings",
    ];
    for (let k = 0; k < steps; k++) rows.push([t + 900 * (k + 1), "dbt-runner", "error", said[k]]);
  }
  return rows;
}

test("a job's run failing at several steps at once, run after run, corroborates itself", () => {
  const found = detectCorroboratedOnsets(aggregatesOf(failingRuns(3)), {}, new Set());
  expect(found.filter((a) => a.stat.service === "dbt-runner")).toHaveLength(3);
  // one failing step alone is no run's failure to tell
  expect(detectCorroboratedOnsets(aggregatesOf(failingRuns(1)), {}, new Set())).toEqual([]);
});
