// Score stage: a service that says how it carries on past each item (skipped, a fallback used, flagged for review) is
// not down, whether it logs that as a warning or an error.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

/** From minute 9, for ten minutes, a reconcile job warns about rows it cannot match, `coping` saying it skips them. */
function reconcile(level: string, coping: boolean): Row[] {
  const rows = healthy(20);
  rows.push([540_000, "tax-calc", "info", "cron: nightly-reconcile started"]);
  for (let i = 0; i < 200; i++)
    rows.push([
      541_000 + i * 3000,
      "tax-calc",
      level,
      `reconcile: rate ${15000 + i * 7} could not be matched to a counterpart${coping ? ", skipped" : ""}`,
    ]);
  return rows;
}

test("one service's warnings or errors that say each item is skipped or flagged for review are low", () => {
  expect(analyze(aggregatesOf(reconcile("warn", true)), 1).result.severity).toBe("low");
  expect(analyze(aggregatesOf(reconcile("error", true)), 1).result.severity).toBe("low");
  for (const coping of ["flagged for manual review", "parking for manual review"]) {
    const flagged = healthy(20);
    for (let i = 0; i < 40; i++)
      flagged.push([541_000 + i * 700, "tax-calc", "error", `reconcile: cannot match ref ${9100 + i}, ${coping}`]);
    expect(analyze(aggregatesOf(flagged), 1).result.severity).toBe("low");
  }
});

test("errors whose service says on its very next line how it carries on past each are low; other next lines are not", () => {
  const backfill = (next: (day: number) => string): Row[] => {
    const rows = healthy(20);
    for (let i = 0; i < 30; i++) {
      const t = 541_000 + i * 20_000;
      rows.push([
        t,
        "tax-calc",
        "error",
        `AnalysisException: [PATH_NOT_FOUND] Path does not exist: s3a://lake/rates/dt=2023-12-${i}`,
      ]);
      rows.push([t + 5, "tax-calc", "info", next(i)]);
    }
    return rows;
  };
  const skipped = (day: number) => `partition dt=2023-12-${day} not found, skipping (table starts at dt=2024-01-01)`;
  expect(analyze(aggregatesOf(backfill(skipped)), 1).result.severity).toBe("low");
  const wrote = (day: number) => `wrote 0 rows for dt=2023-12-${day}`;
  expect(["medium", "high", "critical"]).toContain(analyze(aggregatesOf(backfill(wrote)), 1).result.severity);
});

test("lines not saying how it carries on, or a fatal one, stay an incident", () => {
  expect(["medium", "high", "critical"]).toContain(analyze(aggregatesOf(reconcile("warn", false)), 1).result.severity);
  expect(["medium", "high", "critical"]).toContain(analyze(aggregatesOf(reconcile("fatal", true)), 1).result.severity);
});

test("an origin that queues each failed call for retry is low beside a few lines elsewhere, not beside a loud failure", () => {
  const queued = (callerLines: number): Row[] => {
    const rows = healthy(20);
    for (let i = 0; i < 120; i++)
      rows.push([
        541_000 + i * 3000,
        "tax-calc",
        "error",
        `503 Service Unavailable from rates-vendor (planned maintenance) - queued for retry, user not affected (${i})`,
      ]);
    for (let i = 0; i < callerLines; i++)
      rows.push([600_000 + i * 2000, "cart-svc", "error", `health check to tax-calc failed (timeout 2s), ${i}`]);
    return rows;
  };
  expect(analyze(aggregatesOf(queued(3)), 1).result.severity).toBe("low");
  expect(analyze(aggregatesOf(queued(200)), 1).result.severity).not.toBe("low");
});

test("a callee shedding a few requests with 503 that its only caller retries through is low; given up on, it is not", () => {
  const shed = (callerSays: (i: number) => string): Row[] => {
    const rows = healthy(20);
    for (let i = 0; i < 6; i++) {
      const t = 540_000 + i * 20_000;
      rows.push([t, "tax-calc", "warn", `10.27.0.9:44986 - "POST /v1/tax HTTP/1.1" 503 Service Unavailable (2ms)`]);
      rows.push([t + 5, "cart-svc", "warn", callerSays(i)]);
    }
    return rows;
  };
  const retrying = (i: number) =>
    `Retry 'retry-tax-calc', waiting PT0.5S until attempt '2'. Last attempt failed with exception '503 Service Unavailable' (${i})`;
  expect(analyze(aggregatesOf(shed(retrying)), 1).result.severity).toBe("low");
  const gaveUp = (i: number) => `call to tax-calc failed after 3 attempts: 503 Service Unavailable (${i})`;
  expect(analyze(aggregatesOf(shed(gaveUp)), 1).result.severity).not.toBe("low");
});

test("a proxy's 503s for the very attempts its client retried through are low; more 503s than retries are not", () => {
  const sidecarRestart = (extra503s: number): Row[] => {
    const rows = healthy(20);
    const proxied = (t: number, i: number): Row => [
      t,
      "istio-proxy",
      // (its level read from the status it served, as for Envoy's access lines)
      "error",
      `[2026-11-16T00:25:23.753Z] "GET /v1/tax HTTP/1.1" 503 UH no_healthy_upstream - "-" 0 19 0 - "-" "cart-svc" "${7000 + i}" "tax-calc:8080" "-"`,
    ];
    for (let i = 0; i < 9; i++) {
      const t = 600_000 + i * 1100;
      rows.push(proxied(t, i));
      rows.push([
        t + 140,
        "cart-svc",
        "warn",
        "tax-calc call failed: 503 Service Unavailable; retrying (attempt 2 of 3)",
      ]);
      rows.push([t + 400, "cart-svc", "info", "tax-calc call succeeded after 1 retry"]);
    }
    for (let i = 0; i < extra503s; i++) rows.push(proxied(600_050 + i * 250, 100 + i));
    return rows.filter(([t, svc]) => !(svc === "tax-calc" && t >= 600_000 && t < 611_000));
  };
  expect(analyze(aggregatesOf(sidecarRestart(0)), 1).result.severity).toBe("low");
  expect(analyze(aggregatesOf(sidecarRestart(30)), 1).result.severity).not.toBe("low");
});

test.each([
  ["tax-calc", "The client closed the connection. OperationCanceledException: canceled"],
  [
    "edge-nginx",
    "SSL_do_handshake() failed (SSL: error:0A000126:SSL routines::unexpected eof while reading) while SSL handshaking, client: 10.9.187.201",
  ],
])("requests their clients closed mid-way (%s), beside retries that went through, are low", (service, said) => {
  const rows = healthy(20);
  for (let i = 0; i < 4; i++) {
    const t = 540_000 + i * 30_000;
    rows.push([t, service, "warn", `${said} (${i})`]);
    rows.push([t + 9, "cart-svc", "warn", `retrying call to tax-calc (attempt 1/3) after connection reset (${i})`]);
  }
  expect(analyze(aggregatesOf(rows), 1).result.severity).toBe("low");
});

/** At minute 10 a task fails once with its traceback; its runner then says `after` of it. */
function taskFailsOnce(after: string): Row[] {
  const rows = healthy(20);
  for (let i = 0; i < 20; i++)
    rows.push([i * 60_000, "airflow-worker", "info", `Task exited with return code 0 (${i})`]);
  rows.push([
    600_000,
    "airflow-worker",
    "error",
    "{taskinstance.py:2905} ERROR - Task failed with exception\nTraceback (most recent call last):\n  File \"/x/adapters.py\", line 501, in send\nrequests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
  ]);
  rows.push([
    600_060,
    "airflow-worker",
    "info",
    `{taskinstance.py:1206} INFO - ${after}. dag_id=daily, task_id=unload`,
  ]);
  return rows;
}

test("a task that failed once and that its runner put straight back in line is low; one it gave up on is not", () => {
  expect(analyze(aggregatesOf(taskFailsOnce("Marking task as UP_FOR_RETRY")), 1).result.severity).toBe("low");
  expect(analyze(aggregatesOf(taskFailsOnce("Marking task as FAILED")), 1).result.severity).not.toBe("low");
});

/**
 * From minute 8, an import skips malformed records and, apart from it, another service refuses one partner's calls, or
 * fails its own work (its ordinary lines stop).
 */
function twoHarmlessThings(refusal: string, failsItsWork = false): Row[] {
  const rows = healthy(20).filter(([t, service]) => !failsItsWork || service !== "tax-calc" || t < 480_000);
  for (let i = 0; i < 120; i++) {
    const t = 480_000 + i * 5000;
    rows.push([
      t,
      "cart-svc",
      "warn",
      `skipping malformed record at line ${500 + i}: invalid date in column valid_from`,
    ]);
    rows.push([t + 900, "tax-calc", "warn", refusal]);
  }
  return rows;
}

test("two services each changing in a harmless way of its own are low; one of them failing is not", () => {
  const partner = "request rejected: validation failed for field 'deliveryWindow' client=partner-aggregator-50";
  expect(analyze(aggregatesOf(twoHarmlessThings(partner)), 1).result.severity).toBe("low");
  const failing = "rates lookup failed: connection refused by rates-db (10.0.3.7:5432)";
  expect(analyze(aggregatesOf(twoHarmlessThings(failing, true)), 1).result.severity).not.toBe("low");
});
