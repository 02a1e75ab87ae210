// Classify stage for an origin found without a change of its own (it crashed or went quiet): the category comes
// from what it did log and from the supervisors that watched it die.
import { expect, test } from "@jest/globals";
import { classify } from "../../../../shared/diagnosis/classify.js";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { localize } from "../../../../shared/diagnosis/localize.js";
import { buildTimeline } from "../../../../shared/diagnosis/narrate.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

/** tax-calc stops at minute 12; cart-svc's calls to it are refused from then on. */
function taxCalcDies(extra: Row[]): Row[] {
  const rows = healthy().filter(([t, svc]) => !(svc === "tax-calc" && t >= 720_000));
  for (let i = 720; i < 1200; i += 2)
    rows.push([i * 1000 + 9, "cart-svc", "error", "call to tax-calc failed: connect ECONNREFUSED 10.0.3.7:8080"]);
  return [...rows, ...extra];
}

function diagnose(rows: Row[]) {
  const agg = aggregatesOf(rows);
  const loc = localize(agg, detectAnomalies(agg));
  if (!loc) throw new Error("no localisation");
  const cls = classify(agg, loc);
  return { origin: loc.origin.service, ...cls, rootLines: buildTimeline(loc, cls).filter((e) => e.isRootCause) };
}

test("kubelet's OOMKilled report about the silent origin makes it memory, not the callers' connection refused", () => {
  const kubelet: Row[] = [];
  for (let i = 719; i < 1200; i += 60)
    kubelet.push([
      i * 1000,
      "kubelet",
      "warn",
      `Container tax-calc in pod prod/tax-calc-7d9f was OOMKilled (exit code 137), restarting`,
    ]);
  const d = diagnose(taxCalcDies(kubelet));
  expect(d.origin).toBe("tax-calc");
  expect(d.category).toBe("memory");
});

test("a supervisor's report counts at any level: an INFO event from kubelet still says OOMKilled", () => {
  const events: Row[] = [];
  for (let i = 719; i < 1200; i += 60)
    events.push([
      i * 1000,
      "kubelet",
      "info",
      "Normal Killing pod/tax-calc-7d9f Container tax-calc terminated: reason=OOMKilled exitCode=137",
    ]);
  expect(diagnose(taxCalcDies(events)).category).toBe("memory");
});

test("an origin whose own abnormal lines never say why takes the supervisor's word (an event exporter's OOMKilled)", () => {
  const rows: Row[] = [];
  for (let i = 719; i < 1200; i += 30) {
    rows.push([i * 1000 - 500, "tax-calc", "error", `rate table rebuild ${i} aborted`]);
    rows.push([i * 1000, "event-exporter", "info", "Normal Killing pod/tax-calc-7d9f terminated: reason=OOMKilled"]);
  }
  const d = diagnose(taxCalcDies(rows));
  expect(d.origin).toBe("tax-calc");
  expect(d.category).toBe("memory");
});

test("an origin whose own lines are calls cut short (reset) while its supervisor reports it OOMKilled is memory", () => {
  const rows: Row[] = [];
  for (let i = 719; i < 1200; i += 30) {
    rows.push([
      i * 1000 - 500,
      "tax-calc",
      "error",
      `I/O exception (java.net.SocketException) caught when processing request to http://geo-svc:8080: Connection reset (${i})`,
    ]);
    rows.push([
      i * 1000,
      "k8s-events",
      "info",
      "Warning BackOff pod/tax-calc-7d9f Back-off restarting failed container tax-calc (last state: Terminated reason=OOMKilled exitCode=137)",
    ]);
  }
  // it comes back after each kill: its ordinary lines go on between
  const d = diagnose([...healthy(), ...rows]);
  expect(d.origin).toBe("tax-calc");
  expect(d.category).toBe("memory");
  // without the supervisor's word its resets stay what they say
  expect(diagnose([...healthy(), ...rows.filter((r) => r[1] !== "k8s-events")]).category).toBe("network");
});

test("an origin whose abnormal lines never say why takes its own few error lines, not its notices or retries", () => {
  const rows: Row[] = [];
  for (let i = 719; i < 1200; i += 30)
    rows.push([i * 1000 - 500, "tax-calc", "error", `rate table rebuild ${i} aborted`]);
  rows.push([900_000, "tax-calc", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space"]);
  rows.push([900_100, "tax-calc", "warn", "The broker_connection_retry configuration setting is deprecated"]);
  rows.push([900_200, "tax-calc", "warn", "call to geo-svc failed with 503 on attempt 1/3, retrying in 300ms"]);
  expect(diagnose(taxCalcDies(rows)).category).toBe("memory");
  const notices = rows.filter((r) => !r[3].includes("OutOfMemoryError"));
  expect(diagnose(taxCalcDies(notices)).category).toBe("unknown");
});

test("callers' connection refused says the origin was down, not that the network failed", () => {
  const rows: Row[] = [];
  for (let i = 719; i < 1200; i += 30) rows.push([i * 1000 - 500, "tax-calc", "error", `GET /rates -> 503 (${i})`]);
  // several callers, several wordings: enough to make the network the cause were refusals counted
  const refusals: Array<[string, string]> = [
    ["checkout-gw", "retrying tax-calc: dial tcp tax-calc:8080: connect: connection refused"],
    ["checkout-gw", "tax-calc request aborted: connection refused by 10.0.3.7"],
    ["cart-svc", "tax-calc health probe failed: ECONNREFUSED"],
  ];
  for (let i = 720; i < 1200; i += 3)
    for (const [k, [svc, message]] of refusals.entries()) rows.push([i * 1000 + 11 + k, svc, "error", message]);
  const d = diagnose(taxCalcDies(rows));
  expect(d.origin).toBe("tax-calc");
  expect(d.category).toBe("unknown");
});

test("the origin's own warnings, too few to be a change, give the category", () => {
  const own: Row[] = [[719_500, "tax-calc", "warn", 'push rejected: 429 {"reason":"TooManyProviderTokenUpdates"}']];
  expect(diagnose(taxCalcDies(own)).category).toBe("rate_limiting");
});

test("the origin's own few fatal lines, too few to be a change, give the category", () => {
  const own: Row[] = [
    [719_500, "tax-calc", "fatal", "invalid configuration: envconfig: required key TAX_RATES_URL missing value"],
  ];
  const d = diagnose(taxCalcDies(own));
  expect(d.origin).toBe("tax-calc");
  expect(d.category).toBe("configuration");
  expect(d.errorType).toContain("TAX_RATES_URL");
  expect(d.rootLines).toEqual([
    expect.objectContaining({ service: "tax-calc", message: expect.stringContaining("TAX_RATES_URL") }),
  ]);
});

test("with neither, the category is unknown and the error type says it stopped answering", () => {
  const d = diagnose(taxCalcDies([]));
  expect(d.origin).toBe("tax-calc");
  expect(d.category).toBe("unknown");
  expect(d.errorType).toContain("stopped answering");
  // the timeline still marks the origin: the moment it went silent
  expect(d.rootLines).toEqual([
    expect.objectContaining({ service: "tax-calc", message: expect.stringContaining("stopped answering") }),
  ]);
});

test("the kernel's out-of-memory kill of a process it names by command, moments before systemd reports the service killed, makes it memory", () => {
  const died = (gapMs: number): Row[] => [
    [
      719_000 - gapMs,
      "kernel",
      "error",
      "Out of memory: Killed process 4465 (beam.smp) total-vm:9409555kB, anon-rss:7984927kB, oom_score_adj:0",
    ],
    [719_000, "systemd", "warn", "tax-calc.service: Main process exited, code=killed, status=9/KILL"],
  ];
  expect(diagnose(taxCalcDies(died(400))).category).toBe("memory");
  // a kill long before is another process's death, not this one's
  expect(diagnose(taxCalcDies(died(120_000))).category).not.toBe("memory");
});

test("a silent database takes its callers' words about its technology, though they do not write its name", () => {
  const rows = healthy();
  for (let i = 0; i < 720; i += 3) rows.push([i * 1000 + 4, "market-mysql", "info", `InnoDB: flushed page batch ${i}`]);
  for (let i = 720; i < 1200; i += 2) {
    rows.push([i * 1000 + 9, "cart-svc", "error", "SqlExceptionHelper : Communications link failure (MySQL server)"]);
    rows.push([i * 1000 + 12, "checkout-gw", "error", "Lost connection to MySQL server during query"]);
    rows.push([
      i * 1000 + 15,
      "tax-calc",
      "error",
      "MySqlException: Unable to connect to any of the specified MySQL hosts",
    ]);
  }
  const d = diagnose(rows);
  expect(d.origin).toBe("market-mysql");
  expect(d.category).toBe("database");
});

test("a database server failing without saying why is a database failure", () => {
  const rows = healthy().filter(([t, svc]) => !(svc === "tax-calc" && t >= 720_000));
  for (let i = 0; i < 720; i += 3)
    rows.push([i * 1000 + 4, "ledger-pg", "info", `checkpoint complete: wrote ${i} buffers`]);
  for (let i = 720; i < 1200; i += 2)
    rows.push([i * 1000 + 9, "cart-svc", "error", "call to ledger-pg failed: connect ECONNREFUSED 10.0.3.9"]);
  const d = diagnose(rows);
  expect(d.origin).toBe("ledger-pg");
  expect(d.category).toBe("database");
  expect(d.errorType).toBe("the database server failed: stopped answering, no error of its own");
  // the same silence in a service that is no database says nothing of why
  expect(diagnose(taxCalcDies([])).category).toBe("unknown");
});

test("a few lines of its own, minutes after its callers were failing on it, do not say why it failed", () => {
  /** From minute 10 cart-svc's calls to tax-calc answer 500 with no detail; tax-calc says something at `after` s. */
  const answersBlank = (after: number, lines: number) => {
    const rows = healthy();
    for (let i = 600; i < 1200; i += 2)
      rows.push([i * 1000 + 9, "cart-svc", "error", `call to tax-calc failed: HTTP 500 internal error (${i})`]);
    for (let k = 0; k < lines; k++)
      rows.push([
        (600 + after + k * 20) * 1000 + 11,
        "tax-calc",
        "warn",
        "rates refresh failed: java.net.SocketTimeoutException: Read timed out",
      ]);
    return diagnose(rows);
  };
  const late = answersBlank(360, 2);
  expect(late.origin).toBe("tax-calc");
  expect(late.category).toBe("unknown");
  // said as it began to fail, or said again and again, it is its own word on why
  expect(answersBlank(2, 2).category).toBe("timeout");
  expect(answersBlank(360, 20).category).toBe("timeout");
});

test("a silent origin's runtime abort banner says why it died; the clients it refused with 401s do not", () => {
  const extra: Row[] = [];
  for (let i = 0; i < 720; i += 5)
    extra.push([
      i * 1000 + 3,
      "tax-calc",
      "warn",
      `401 Unauthorized GET /api/v1/me: JWT expired, client told to refresh (${i})`,
    ]);
  extra.push([
    719_000,
    "tax-calc",
    "info",
    "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
  ]);
  const d = diagnose(taxCalcDies(extra));
  expect(d.origin).toBe("tax-calc");
  expect(d.category).toBe("memory");
});
