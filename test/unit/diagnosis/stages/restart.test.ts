// Score stage: failures that begin and end while the services involved restart (a rollout's connection resets and
// readiness probes) are low; a release that fails on after its restart, or a crash loop, is not.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

function rollout(opts: { failUntil: number; restarts?: number[] }): Row[] {
  const rows = healthy(20).filter(([t, svc]) => !(svc === "tax-calc" && t >= 480_000 && t < 500_000));
  for (const at of opts.restarts ?? [479_000, 490_000]) {
    rows.push([at, "tax-calc", "info", "received signal terminated, shutting down"]);
    rows.push([at + 4000, "tax-calc", "info", "starting tax-calc version=v1.22.2 go=go1.22.5"]);
  }
  for (let t = 480_000; t < opts.failUntil; t += 1500) {
    rows.push([
      t,
      "cart-svc",
      "error",
      `I/O error on POST request for "http://tax-calc:8080/": Connection reset (${t})`,
    ]);
    rows.push([t + 300, "tax-calc", "warn", "readiness probe failed: HTTP 503 (warming up, 1/3)"]);
  }
  return rows;
}
const severity = (rows: Row[]) => analyze(aggregatesOf(rows), rows.length).result.severity;

test("resets and probe failures between a rollout's first and last restart line are low", () => {
  expect(severity(rollout({ failUntil: 500_000 }))).toBe("low");
});

test("failures that go on after the restart, or restarts all window long, stay an incident", () => {
  expect(severity(rollout({ failUntil: 900_000 }))).not.toBe("low");
  const crashLoop = [60_000, 300_000, 479_000, 700_000, 1_000_000];
  expect(severity(rollout({ failUntil: 500_000, restarts: crashLoop }))).not.toBe("low");
});

test("connections a database ends during its announced switchover, over once it completes, are low", () => {
  const rows = healthy(20);
  rows.push([480_000, "lab-pg", "info", "patroni: switchover requested by ops (MW-6794), demoting lab-pg-0"]);
  rows.push([540_000, "lab-pg", "info", "patroni: maintenance MW-6794 complete, cluster healthy (lag 0 B)"]);
  for (let k = 0; k < 10; k++)
    rows.push([480_400 + k * 30, "lab-pg", "error", "FATAL:  terminating connection due to administrator command"]);
  for (const svc of ["cart-svc", "checkout-gw"])
    for (let k = 0; k < 4; k++)
      rows.push([481_000 + k * 500, svc, "warn", "Connection marked as broken because of SQLSTATE(57P01)"]);
  expect(severity(rows)).toBe("low");
  // the same disconnects with no switchover around them are an incident
  expect(severity(rows.filter(([, svc, , m]) => !(svc === "lab-pg" && m.startsWith("patroni"))))).not.toBe("low");
});
