// Stages on windows where a service's errors sat beside its work: errors that left its ordinary work at its pace and
// were over before the window ended are a side show, not an outage; readiness probes failing while a Node or Puma
// server restarts are the restart's expected disruption, however it words its stop and start.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(analyze(aggregatesOf(rows), 1).result.severity);

/**
 * From minute 5 to minute 17 tax-calc fails an archive flush every two seconds; its ordinary lines go on as before, or
 * stop when the failure takes its work.
 */
function besideWork(paceKept: boolean, toSec = 1020): Row[] {
  const rows = healthy().filter(([t, service]) => paceKept || service !== "tax-calc" || t < 300_000);
  for (let i = 300; i < toSec; i += 2)
    rows.push([i * 1000 + 40, "tax-calc", "error", `flush to archive failed: upstream answered 500 (batch ${i})`]);
  return rows;
}

test("errors that left the service's work at its pace and were over before the end are low; errors that took it are not", () => {
  expect(raised(besideWork(true))).toBe(false);
  expect(raised(besideWork(false))).toBe(true);
});

test("errors beside the service's work that last to the window's end are still raised", () => {
  expect(raised(besideWork(true, 1200))).toBe(true);
});

/** notify-hub restarts at minute 10, its readiness probe refused until `probesToSec`; another service warns on. */
function probesDuringRestart(stop: string, start: string, listening: string, probesToSec = 616): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 2)
    rows.push([i * 1000 + 300, "notify-hub", "info", `sms queued to vendor for WO-${92000 + i}`]);
  rows.push([600_000, "notify-hub", "info", stop]);
  rows.push([602_000, "notify-hub", "info", start]);
  rows.push([606_000, "notify-hub", "info", listening]);
  for (let i = 600; i < probesToSec; i += 2)
    rows.push([
      i * 1000 + 500,
      "notify-hub",
      "warn",
      `Readiness probe failed: Get "http://10.42.7.${i % 200}:8080/ready": dial tcp: connect: connection refused`,
    ]);
  // (warnings saying nothing failed, going on to the end)
  for (let i = 900; i < 1200; i += 5)
    rows.push([
      i * 1000 + 900,
      "screening-svc",
      "warn",
      `bureau response for APP-${8913000 + i}: THIN_FILE (1 tradeline)`,
    ]);
  return rows;
}

test.each([
  [
    "SIGTERM received, closing server",
    "notify-hub@8.30.5 starting (NODE_ENV=production)",
    "Server listening at http://0.0.0.0:3000",
  ],
  [
    "- Gracefully stopping, waiting for requests to finish",
    "Puma starting in cluster mode...",
    "* Listening on http://0.0.0.0:3000",
  ],
])("readiness probes failing while it restarts (%s) are no incident", (stop, start, listening) => {
  expect(raised(probesDuringRestart(stop, start, listening))).toBe(false);
});

test("readiness probes refused from the restart to the window's end (a replica never ready) are raised", () => {
  const [stop, start, listening] = [
    "SIGTERM received",
    "notify-hub@8.30.5 starting",
    "Server listening at http://0.0.0.0:3000",
  ];
  expect(raised(probesDuringRestart(stop, start, listening, 1200))).toBe(true);
});

/**
 * From minute 5 to minute 17 tax-calc logs `said` every two seconds; its own work goes on at three quarters of its
 * pace or stops.
 */
function refusedBesideWork(said: string, workGoesOn: boolean): Row[] {
  const rows = healthy().filter(
    ([t, service]) => service !== "tax-calc" || t < 300_000 || (workGoesOn && Math.floor(t / 2000) % 4 !== 0),
  );
  for (let i = 300; i < 1020; i += 2) rows.push([i * 1000 + 40, "tax-calc", "error", `${said} (batch ${i})`]);
  return rows;
}

test("refusals naming no failing part, beside most of the service's work and over before the end, are low", () => {
  const tooOld = "push rejected: the sample has been rejected because its timestamp is too old";
  expect(raised(refusedBesideWork(tooOld, true))).toBe(false);
  expect(raised(refusedBesideWork(tooOld, false))).toBe(true);
  // (a failing part named: a database refusing connections is no refusal of input)
  expect(raised(refusedBesideWork("rates lookup failed: connection refused by rates-db (10.0.3.7:5432)", true))).toBe(
    true,
  );
});
