// A rollout that restarts a service's replicas one by one disrupts it for a minute: each replica announces its stop
// (at warning level, or only at info), its readiness probe answers 503 while it warms up, its callers' connections are
// reset and retried on another replica. Over well before the window's end, that is no incident, whatever the callers
// refuse beside it all along, whether the restarted service or its caller is taken as the origin; a release that fails
// on after the restart is one. The restart's span runs from its first stop or start line to its last.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { restartSpanOf } from "../../../../shared/diagnosis/change.js";
import type { Localization } from "../../../../shared/diagnosis/localize.js";
import { aggregatesOf, healthy, type Row, T0 } from "./fixture.js";

const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(analyze(aggregatesOf(rows), 1).result.severity);

/** lesson-api's three replicas restart from minute 12; when the release is bad it fails on to the window's end. */
function rollingRestart(failsOn: boolean): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i++) {
    if (i % 2 === 0) rows.push([i * 1000 + 200, "lesson-api", "info", `GET /lessons/${4100 + (i % 90)} -> 29 slots`]);
    rows.push([i * 1000 + 350, "web-gw", "info", `Completed 200 OK in ${40 + (i % 30)}ms`]);
    if (i % 60 === 19)
      rows.push([i * 1000 + 500, "web-gw", "warn", "DEPRECATION WARNING: `Rails.application.secrets` is deprecated"]);
    // (uploads over the size limit, refused all along and in a burst before the restart)
    if (i >= 360 && i < 730 ? i % 6 === 5 : i % 60 === 35)
      rows.push([
        i * 1000 + 650,
        "web-gw",
        i % 2 ? "error" : "warn",
        `PUT /media upload rejected 413 Payload Too Large (${21 + (i % 13)}.6MB > 20MB limit) client=lessons-android/3.1.9`,
      ]);
  }
  rows.push([720_000, "lesson-api", "info", "deploy lesson-api v3.2.0 rolling update started (maxUnavailable=1)"]);
  for (const t of [720_100, 759_500, 771_000]) {
    rows.push([t, "lesson-api", "warn", "received SIGTERM, draining connections (grace period 30s)"]);
    rows.push([
      t + 1_700,
      "web-gw",
      "error",
      "upstream lesson-api connection reset by peer while reading response header, retrying on another endpoint",
    ]);
    rows.push([t + 3_100, "web-gw", "info", "retry to lesson-api succeeded (attempt 2)"]);
    rows.push([
      t + 10_000,
      "lesson-api",
      "warn",
      "Readiness probe failed: HTTP probe failed with statuscode: 503 (warming caches)",
    ]);
    rows.push([t + 15_500, "lesson-api", "info", "ready: caches warm, accepting traffic"]);
  }
  for (let i = 800; failsOn && i < 1200; i += 2) {
    rows.push([i * 1000 + 600, "lesson-api", "error", "HikariPool-1 - Connection is not available, request timed out"]);
    rows.push([i * 1000 + 700, "web-gw", "error", `GET /api/lessons/${4100 + (i % 90)} -> lesson-api 503 30012ms`]);
  }
  return rows;
}

test("a rolling restart's resets, retried and over minutes before the end, are no incident", () => {
  expect(raised(rollingRestart(false))).toBe(false);
});

test("a release failing on after its restart, to the window's end, is an incident", () => {
  expect(raised(rollingRestart(true))).toBe(true);
});

/** The span of lesson-api's restart lines, in seconds from the window's start, or null when it logged none. */
function restartSpan(said: Array<[sec: number, level: string, message: string]>): [number, number] | null {
  const rows: Row[] = [...healthy(), ...said.map(([sec, level, m]): Row => [sec * 1000, "lesson-api", level, m])];
  const span = restartSpanOf(aggregatesOf(rows), { findings: [] } as unknown as Localization, new Set(["lesson-api"]));
  return span && [(span.first - T0) / 1000, (span.last - T0) / 1000];
}

test("a replica's stop announced at warning level and its readiness said in words bound the restart", () => {
  expect(
    restartSpan([
      [720, "warn", "received SIGTERM, draining connections (grace period 30s)"],
      [735, "info", "ready: caches warm, accepting traffic"],
    ]),
  ).toEqual([720, 735]);
  expect(
    restartSpan([
      [720, "info", "deploy lesson-api v3.2.0 rolling update started (maxUnavailable=1)"],
      [729, "info", "Started LessonApiApplication v3.2.0 in 6.82 seconds (process running for 7.4)"],
    ]),
  ).toEqual([720, 729]);
});

test("a stop told at error level is no planned restart", () => {
  expect(
    restartSpan([
      [720, "error", "received SIGTERM, draining connections (grace period 30s)"],
      [735, "error", "received SIGTERM, draining connections (grace period 30s)"],
    ]),
  ).toBeNull();
});

/**
 * lesson-api's three replicas restart from minute 12 as their nodes are drained, logging only at info; web-shop's calls
 * to it are reset and retried meanwhile, and fail on to the end when `failsOn`. A text gateway's 503s, retried, come
 * before it all.
 */
function calleeRestarts(failsOn: boolean): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 2) {
    rows.push([
      i * 1000 + 200,
      "lesson-api",
      "info",
      `Request finished HTTP/1.1 POST http://lesson-api:8080/api/lessons - 200 ${i % 90}ms`,
    ]);
    rows.push([i * 1000 + 350, "web-shop", "info", `Completed 200 OK in ${40 + (i % 30)}ms`]);
  }
  for (const t of [720_000, 753_000, 787_000]) {
    rows.push([t, "lesson-api", "info", "Received SIGTERM; node drain for kernel patching"]);
    rows.push([t + 1_500, "lesson-api", "info", "Application is shutting down..."]);
    rows.push([t + 9_000, "lesson-api", "info", "Now listening on: http://[::]:8080"]);
    rows.push([t + 9_200, "lesson-api", "info", "Application started. Press Ctrl+C to shut down."]);
  }
  for (let i = 721; i < (failsOn ? 1200 : 796); i += 3) {
    rows.push([
      i * 1000 + 400,
      "web-shop",
      "error",
      "Faraday::ConnectionFailed: Connection reset by peer (lesson-api:8080)",
    ]);
    rows.push([
      i * 1000 + 500,
      "web-shop",
      "warn",
      "Retrying lesson-api /v1/lessons (1/3) after Faraday::ConnectionFailed",
    ]);
  }
  for (let i = 540; i < 560; i += 4)
    rows.push([
      i * 1000 + 900,
      "texter",
      "warn",
      "sms provider returned 503 Service Unavailable (attempt 1/5), retrying in 2s",
    ]);
  return rows;
}

test("a caller's resets while the service it names restarts, over minutes before the end, are no incident", () => {
  expect(raised(calleeRestarts(false))).toBe(false);
});

test("a caller failing on the restarted service to the window's end is an incident", () => {
  expect(raised(calleeRestarts(true))).toBe(true);
});
