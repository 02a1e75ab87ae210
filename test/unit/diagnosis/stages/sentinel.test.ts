// Detect stage, third look: a traceback too rare for a rate test counts when it keeps coming back, or when it comes
// shortly before a failure found elsewhere; a lone traceback nobody feels does not.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { detectSentinels } from "../../../../shared/diagnosis/sentinel.js";
import { aggregatesOf, healthy, type Row, T0 } from "./fixture.js";

const traceback = (fn: string) =>
  `Error during notification for ${fn}\nTraceback (most recent call last):\n  File "/srv/tax/rates.py", line 88, in ${fn}\n    for r in rates:\nTypeError: 'NoneType' object is not iterable`;

function found(rows: Row[]): string[] {
  const agg = aggregatesOf(rows);
  return detectSentinels(agg, {}, new Set(detectAnomalies(agg).map((a) => a.stat))).map((a) => a.stat.service);
}

test("a fresh traceback raised at three separate moments in one service counts, though nobody else fails", () => {
  const rows = healthy(10);
  for (const [i, t] of [300_000, 345_000, 390_000].entries())
    rows.push([t, "tax-calc", "error", traceback(i === 1 ? "_after_update" : "_notify_agents")]);
  expect(found(rows)).toEqual(["tax-calc", "tax-calc"]);
});

test("the same traceback raised once, or twice within moments, alone is noise", () => {
  const once = healthy(10);
  once.push([300_000, "tax-calc", "error", traceback("_notify_agents")]);
  expect(found(once)).toEqual([]);
  const burst = healthy(10);
  for (const t of [300_000, 300_400, 301_000]) burst.push([t, "tax-calc", "error", traceback("_notify_agents")]);
  expect(found(burst)).toEqual([]);
});

test("a lone traceback counts when another service starts failing within two minutes after it, not long after", () => {
  const failureAt = (lead: number): Row[] => {
    const rows = healthy(15);
    rows.push([600_000 - lead, "tax-calc", "error", traceback("_notify_agents")]);
    rows.push([600_000, "cart-svc", "error", "API ERROR: POST /v1/cart failed: HTTP 500 Internal Server Error"]);
    return rows;
  };
  expect(found(failureAt(75_000)).sort()).toEqual(["cart-svc", "tax-calc"]);
  expect(found(failureAt(300_000))).toEqual(["cart-svc"]);
});

test("a lone error counts when its request already failed a step before in the same service, not when alone in it", () => {
  const run = (warnTrace: string): string[] => {
    const agg = aggregatesOf(healthy(10));
    const at = T0 + 300_000;
    const line = (dt: number, level: string, message: string, traceId: string) =>
      agg.add({ timestamp: at + dt, service: "tax-calc", level, message, attributes: {}, traceId });
    line(0, "warn", "Rate table for region eu-9 could not be refreshed, using cached copy", warnTrace);
    line(900, "error", traceback("_reprice_order"), "req-7d1e");
    return detectSentinels(agg, {}, new Set()).map((a) => a.stat.service);
  };
  expect(run("req-7d1e")).toEqual(["tax-calc"]);
  expect(run("req-0b22")).toEqual([]);
});

test("an error saying a job gave up after its retries counts alone; the same failure still being retried does not", () => {
  const once = (message: string) => {
    const rows = healthy(10);
    rows.push([300_000, "tax-calc", "error", message]);
    return found(rows);
  };
  expect(once("batch rates-export aborted after 2 retries (ORA-01555), no rate file produced")).toEqual(["tax-calc"]);
  expect(once("batch rates-export failed (ORA-01555), retrying in 60s")).toEqual([]);
});

test("a job's error that states why it failed counts when a failure found minutes later names its service", () => {
  const run = (opts: { named: boolean; retrying?: boolean; lead?: number }): string[] => {
    const rows = healthy(25);
    const at = 1_500_000 - (opts.lead ?? 360_000);
    rows.push([
      at,
      "tax-calc",
      "error",
      opts.retrying
        ? "nightly rate import exceeded deadline of 900s, will retry in 60s"
        : "nightly rate import exceeded deadline of 900s at step 'merge', killed",
    ]);
    for (let i = 0; i < 60; i++)
      rows.push([
        1_500_000 + i * 1000,
        "cart-svc",
        "error",
        opts.named
          ? `no current rates from tax-calc for cart c-${i}, pricing refused`
          : `cart c-${i} could not be priced`,
      ]);
    return found(rows).filter((s) => s === "tax-calc");
  };
  expect(run({ named: true })).toEqual(["tax-calc"]);
  expect(run({ named: false })).toEqual([]);
  expect(run({ named: true, retrying: true })).toEqual([]);
  expect(run({ named: true, lead: 900_000 })).toEqual([]);
});

test("an error a caller then retries against again and again counts; a caller's few retries do not make it count", () => {
  const run = (retries: number): string[] => {
    const rows = healthy(25);
    rows.push([1_200_000, "rates-broker", "error", "append to partition rates-3 failed: IOException: No space left"]);
    for (let i = 0; i < retries; i++)
      rows.push([1_202_000 + i * 3000, "cart-svc", "error", "publish to rates-broker failed, retrying"]);
    return found(rows).filter((s) => s === "rates-broker");
  };
  expect(run(40)).toEqual(["rates-broker"]);
  expect(run(6)).toEqual([]);
});

test("a server's lone error counts when a caller retrying again and again names it only by its technology", () => {
  const rows = healthy(25);
  for (let i = 0; i < 1500; i += 20) rows.push([i * 1000 + 7, "events-kafka", "info", `rolled new log segment ${i}`]);
  rows.push([1_200_000, "events-kafka", "error", "error appending to rates-3: IOException: No space left on device"]);
  for (let i = 0; i < 40; i++)
    rows.push([
      1_202_000 + i * 3000,
      "cart-svc",
      "error",
      "produce failed: Broker: Not leader for partition, retrying",
    ]);
  expect(found(rows).filter((s) => s === "events-kafka")).toEqual(["events-kafka"]);
});

test("an event exporter's warnings that one workload was OOM-killed again and again name it, from the start", () => {
  const deaths = (times: number[]): Row[] => {
    const rows = healthy(8);
    // it encodes until its first kill, then gets nowhere between restarts
    for (let t = 0; t < times[0]; t += 2000) rows.push([t + 7, "transcode-worker", "info", `clip ${t} encoded`]);
    for (const t of times)
      rows.push([
        t,
        "kube-events",
        "warn",
        `Pod prod/transcode-worker-6d9f8-kq2x: container transcode-worker terminated, reason OOMKilled, exit code 137 (${t})`,
      ]);
    return rows;
  };
  const { result } = analyze(aggregatesOf(deaths([30_000, 170_000, 320_000])), 1);
  expect(result.rootCause).toMatchObject({ service: "transcode-worker", category: "memory" });
  // once is a restart, not a crash loop
  expect(analyze(aggregatesOf(deaths([170_000])), 1).result.rootCause.errorType).toBe("none");
});

/** 40 s into a short window a cache warns once that it cannot save to disk; its client fails from that moment. */
function cacheDiskFull(serverLagMs: number, level: string, message: string): Row[] {
  const rows = healthy(6);
  for (let i = 0; i < 360; i += 15) rows.push([i * 1000 + 9, "redis-cache", "info", `DB saved on disk (${i})`]);
  rows.push([40_000 + serverLagMs, "redis-cache", level, message]);
  for (let i = 0; i < 80; i++)
    rows.push([
      40_000 + i * 4000,
      "cart-svc",
      "error",
      "cache write failed: MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk",
    ]);
  return rows;
}

test("a server's warning that its disk ran out, its client failing over it from that moment, names it", () => {
  const rows = cacheDiskFull(-350, "warn", "1:M # Write error saving DB on disk: No space left on device");
  expect(found(rows)).toContain("redis-cache");
  const agg = aggregatesOf(rows);
  expect(analyze(agg, agg.records).result.rootCause).toMatchObject({ service: "redis-cache", category: "disk" });
});

test("the server's record may log a moment after its client's first failure (their clocks disagree)", () => {
  expect(found(cacheDiskFull(40, "error", "PANIC: could not write to file: No space left on device"))).toContain(
    "redis-cache",
  );
  // a warning that says nothing ran out is no such record
  expect(found(cacheDiskFull(-350, "warn", "1:M # Background saving started by pid 77"))).not.toContain("redis-cache");
});

test("a kubelet's or ECS agent's kill reports, logged as information, name the workload and make a crash loop", () => {
  const deaths = (supervisor: string, level: string, report: (t: number) => string, times: number[]): Row[] => {
    const rows = healthy(8);
    // it logs on between restarts: what it does meanwhile says nothing of the kills
    for (let t = 0; t < 480_000; t += 20_000) rows.push([t + 7, "card-auth", "info", `authorized card ${t}`]);
    for (const t of times) rows.push([t, supervisor, level, report(t)]);
    return rows;
  };
  const kubelet = (t: number) =>
    `Container card-auth terminated: OOMKilled (exit code 137) pod="prod/card-auth-58f" ${t}`;
  const ecs = (t: number) =>
    `Task [c41f${t}] card-auth: container card-auth exited: OutOfMemoryError: Container killed (exitCode=137)`;
  for (const [supervisor, level, report] of [
    ["kubelet", "info", kubelet],
    ["ecs-agent", "warn", ecs],
  ] as const) {
    const { result } = analyze(aggregatesOf(deaths(supervisor, level, report, [60_000, 120_000, 180_000])), 1);
    expect(result.rootCause).toMatchObject({ service: "card-auth", category: "memory" });
    expect(["medium", "high", "critical"]).toContain(result.severity);
  }
});

test("a callee's few warnings that say why (its handlers exceeded their time) count when its caller then names it", () => {
  // four minutes: too few warnings, too little before them, for the rate test
  const rows = healthy(4);
  for (let i = 0; i < 240; i += 10) rows.push([i * 1000 + 9, "fx-rates", "info", `rates served (${i})`]);
  for (const t of [60_000, 110_000, 150_000])
    rows.push([t, "fx-rates", "warn", `request aborted: handler exceeded 8000ms {"lagMs":${t / 1000}}`]);
  for (let i = 0; i < 30; i++)
    rows.push([
      85_000 + i * 5000,
      "cart-svc",
      "error",
      'I/O error on POST request for "http://fx-rates:8080/rates/latest": Read timed out',
    ]);
  const agg = aggregatesOf(rows);
  expect(detectAnomalies(agg).map((a) => a.stat.service)).not.toContain("fx-rates");
  expect(found(rows)).toContain("fx-rates");
  expect(analyze(agg, agg.records).result.rootCause).toMatchObject({ service: "fx-rates", category: "timeout" });
});

test("a broker's few errors saying why, before the warnings it was found by, count when its clients then name it", () => {
  const rows = healthy(10);
  for (let i = 0; i < 600; i += 5) rows.push([i * 1000 + 3, "rabbitmq", "info", `accepting AMQP connection ${i}`]);
  rows.push([290_000, "rabbitmq", "error", "rabbit_node_monitor: node rabbit@rabbitmq-2 down: net_tick_timeout"]);
  for (let i = 0; i < 60; i++) {
    const t = 300_000 + i * 5000;
    rows.push([
      t + 1,
      "rabbitmq",
      "warn",
      `closing AMQP connection <0.${i}.0> (10.2.14.40:5672): connection_closed_abruptly`,
    ]);
    rows.push([t + 800, "reminders-worker", "error", "connection to rabbitmq lost: connection reset by peer"]);
  }
  const agg = aggregatesOf(rows);
  expect(found(rows)).toContain("rabbitmq");
  expect(analyze(agg, agg.records).result.rootCause).toMatchObject({ service: "rabbitmq", category: "network" });
});
