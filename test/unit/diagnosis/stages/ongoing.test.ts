// Detect stage, second look: a failure already in progress when the window opens (no change point to find).
import { describe, expect, test } from "@jest/globals";
import { Aggregates } from "../../../../shared/diagnosis/aggregate.js";
import { detectOngoing } from "../../../../shared/diagnosis/ongoing.js";
import { aggregatesOf, healthy, type Row, T0 } from "./fixture.js";

/** tax-calc's pool has been exhausted since before the window; cart-svc's calls to it fail all along. */
function exhaustedSinceBefore(): Row[] {
  const rows = healthy().filter((r) => r[1] !== "tax-calc" || r[0] % 6000 === 13);
  for (let i = 0; i < 1200; i += 2) {
    rows.push([i * 1000 + 20, "tax-calc", "error", `FATAL: sorry, too many clients already (pool ${i % 30}/30)`]);
    if (i % 6 === 0) rows.push([i * 1000 + 40, "cart-svc", "error", `call to tax-calc failed: 503 (attempt ${i % 3})`]);
  }
  return rows;
}

describe("ongoing", () => {
  test("a failure running through the window, a large share of its service and named by its callers", () => {
    const found = detectOngoing(aggregatesOf(exhaustedSinceBefore()));
    expect(found.map((a) => [a.stat.service, a.kind]).sort()).toEqual([
      ["cart-svc", "ongoing"],
      ["tax-calc", "ongoing"],
    ]);
    const origin = found.find((a) => a.stat.service === "tax-calc");
    expect(origin?.badAfter).toBe(600);
    expect(origin?.strength).toBeGreaterThan(100);
  });

  test("a failure that is a small share of a busy service counts when its callers fail on it all along", () => {
    const crashing = (withCallers: boolean) => {
      const rows = healthy();
      for (let i = 2; i < 1200; i += 40) {
        rows.push([i * 1000 + 20, "tax-calc", "warn", `child ${i} exited on signal 11 (SIGSEGV - core dumped)`]);
        if (withCallers)
          for (let k = 0; k < 2; k++)
            rows.push([
              i * 1000 + 30 + k,
              "cart-svc",
              "error",
              `call to tax-calc failed: upstream connect error (${k})`,
            ]);
      }
      return rows;
    };
    expect(
      detectOngoing(aggregatesOf(crashing(true)))
        .map((a) => a.stat.service)
        .sort(),
    ).toEqual(["cart-svc", "tax-calc"]);
    expect(detectOngoing(aggregatesOf(crashing(false)))).toEqual([]);
  });

  test("a steady error nobody else names is background, however large a share of a quiet service", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 20) {
      rows.push([
        i * 1000 + 3,
        "push-sender",
        "error",
        `APNs rejected ${i % 9} device tokens (BadDeviceToken) - pruned`,
      ]);
      if (i % 40 === 0) rows.push([i * 1000 + 5, "push-sender", "info", `batch ${i} sent`]);
    }
    expect(detectOngoing(aggregatesOf(rows))).toEqual([]);
  });

  test("a lone service (no caller logs) counts when the failure is most of what it logs", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 5) {
      rows.push([i * 1000 + 3, "card-auth", "error", `gateway returned 503 Service Unavailable; breaker OPEN (${i})`]);
      if (i % 50 === 0) rows.push([i * 1000 + 4, "card-auth", "info", `authorized txn ${i}`]);
    }
    expect(detectOngoing(aggregatesOf(rows)).map((a) => a.stat.service)).toEqual(["card-auth"]);
  });

  test("a lone service that says how it carries on (falls back, skips) is degraded by design, not down", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 5) {
      rows.push([
        i * 1000 + 3,
        "forum-svc",
        "error",
        `spam filter API quota reached for thread T${i}, posting unfiltered`,
      ]);
      if (i % 50 === 0) rows.push([i * 1000 + 4, "forum-svc", "info", `thread T${i} posted`]);
    }
    expect(detectOngoing(aggregatesOf(rows))).toEqual([]);
  });

  test("a lone service that drops each bad input it is sent ('…, dropped') carries on too", () => {
    const rows = (tail: string) => {
      const out = healthy();
      for (let i = 0; i < 1200; i += 5) {
        out.push([i * 1000 + 3, "ais-feed", "warn", `NMEA checksum mismatch in sentence ${i}${tail}`]);
        if (i % 50 === 0) out.push([i * 1000 + 4, "ais-feed", "info", `position ${i} stored`]);
      }
      return out;
    };
    expect(detectOngoing(aggregatesOf(rows(", dropped")))).toEqual([]);
    expect(detectOngoing(aggregatesOf(rows(""))).map((a) => a.stat.service)).toEqual(["ais-feed"]);
  });

  test("a lone failure with a different endpoint on every line is those endpoints', not the service's", () => {
    const rows = (address: (i: number) => string) => {
      const out = healthy();
      for (let i = 0; i < 1200; i += 2) {
        out.push([i * 1000 + 3, "printer-hub", "error", `printer K-${i} offline: ECONNREFUSED ${address(i)}`]);
        if (i % 20 === 0) out.push([i * 1000 + 4, "printer-hub", "info", `label ${i} queued`]);
      }
      return aggregatesOf(out);
    };
    expect(detectOngoing(rows((i) => `10.88.${i % 7}.${i % 251}:9100`))).toEqual([]);
    expect(detectOngoing(rows(() => "10.88.4.5:9100")).map((a) => a.stat.service)).toEqual(["printer-hub"]);
  });

  test("callers that retry and carry on do not make a steady error an outage; callers that fail do", () => {
    const rows = (caller: (i: number) => string) => {
      const out = healthy();
      for (let i = 0; i < 1200; i += 2) {
        out.push([i * 1000 + 3, "tax-calc", "error", `GET /healthz 404 0ms ua=ELB-HealthChecker/2.0 (${i})`]);
        if (i % 10 === 0) out.push([i * 1000 + 9, "cart-svc", "warn", caller(i)]);
      }
      return aggregatesOf(out);
    };
    expect(detectOngoing(rows((i) => `retrying tax-calc (attempt 2/3) after 503 [${i}]`))).toEqual([]);
    const failed = detectOngoing(rows((i) => `tax-calc call failed: status code 503 [${i}]`));
    expect(failed.map((a) => a.stat.service).sort()).toEqual(["cart-svc", "tax-calc"]);
  });

  test("a failure fixed inside the window counts while it lasted (its share is of the lines until then)", () => {
    const fixedAt = 720_000; // 60 % of the window
    const rows = exhaustedSinceBefore().filter((r) => r[2] !== "error" || r[0] < fixedAt);
    expect(detectOngoing(aggregatesOf(rows)).map((a) => a.stat.service)).toContain("tax-calc");
    const brief = exhaustedSinceBefore().filter((r) => r[2] !== "error" || r[0] < 240_000); // 20 %: a blip
    expect(detectOngoing(aggregatesOf(brief))).toEqual([]);
  });

  test("one failure logged as several templates (one per code path) counts as one", () => {
    const rows = healthy();
    const paths = [
      (i: number) => `could not execute statement; deadlock detected (SQLSTATE 40P01) txn=${i}`,
      (i: number) => `posting ${i} rolled back after a deadlock`,
      (i: number) => `retry budget exhausted for entry ${i}: lock wait`,
    ];
    for (let i = 0; i < 1200; i += 3) {
      rows.push([i * 1000 + 2, "ledger", "error", paths[(i / 3) % 3](i)]);
      rows.push([i * 1000 + 4, "ledger", "info", `posted entry ${i}`]);
      if (i % 9 === 0) rows.push([i * 1000 + 6, "cart-svc", "error", `ledger call failed: 500 (entry ${i})`]);
    }
    const agg = aggregatesOf(rows);
    const ledgerTemplates = [...agg.templates.values()].filter((t) => t.service === "ledger" && t.errorCount > 0);
    expect(ledgerTemplates.length).toBe(3); // each about 17 % of the ledger's lines, together half of them
    const found = detectOngoing(agg).filter((a) => a.stat.service === "ledger");
    expect(found).toHaveLength(3);
  });

  test("a failure that starts inside the window is detect.ts's, not this stage's", () => {
    const rows = exhaustedSinceBefore().filter((r) => !(r[1] === "tax-calc" && r[2] === "error" && r[0] < 400_000));
    expect(detectOngoing(aggregatesOf(rows)).map((a) => a.stat.service)).not.toContain("tax-calc");
  });

  test("a caller whose calls to one service fail all along counts though the failure is not most of its lines", () => {
    const brokerDown = (named: boolean) => {
      const rows = healthy();
      rows.push([3000, "kafka-media", "error", "ERROR Shutdown broker because all log dirs have failed"]);
      for (let i = 5; i < 1200; i += 2)
        rows.push([
          i * 1000 + 20,
          "cart-svc",
          "error",
          named
            ? `KafkaError{code=_TRANSPORT,str="kafka-media:9092/1: Connect failed: Connection refused (after 0ms)"}`
            : "order sync failed: Connection refused (after 0ms)",
        ]);
      return rows;
    };
    expect(detectOngoing(aggregatesOf(brokerDown(true))).map((a) => a.stat.service)).toEqual(["cart-svc"]);
    expect(detectOngoing(aggregatesOf(brokerDown(false)))).toEqual([]);
  });

  test("in a thin window, a failure whose requests its caller fails too counts from a handful of lines", () => {
    // five minutes of a small estate, opening on a grader that throws on every autosave it is sent
    const thin = (sameRequests: boolean) => {
      const agg = new Aggregates();
      const rows: Array<[number, string, string, string, string]> = [];
      for (let i = 0; i < 300; i++) {
        rows.push([i * 1000, "portal", "info", `GET /courses/${i} 200 ${8 + (i % 9)}ms`, `r${i}`]);
        if (i % 2 === 0) rows.push([i * 1000 + 5, "roster", "info", `roster page ${i} served`, `s${i}`]);
        if (i % 15 === 7) rows.push([i * 1000 + 9, "grader", "info", `autosave ok quiz=${i}`, `g${i}`]);
      }
      for (let i = 0; i < 15; i++) {
        const t = 4000 + i * 19_000;
        rows.push([t, "grader", "error", "TypeError: Cannot read properties of undefined (reading 'weight')", `f${i}`]);
        rows.push([
          t + 110,
          "portal",
          "error",
          `PUT /quizzes/Q${i}/attempts/current 500 25ms`,
          sameRequests ? `f${i}` : `p${i}`,
        ]);
      }
      for (const [dt, service, level, message, traceId] of rows.sort((a, b) => a[0] - b[0]))
        agg.add({ timestamp: T0 + dt, service, level, message, traceId, attributes: {} });
      agg.mergeClusters();
      return agg;
    };
    expect(detectOngoing(thin(true)).map((a) => a.stat.service)).toContain("grader");
    expect(detectOngoing(thin(false)).map((a) => a.stat.service)).not.toContain("grader");
  });

  test("a lone service that logs only that its own disk is full counts, though it shows no other work", () => {
    const only = (message: string) => {
      const rows = healthy();
      for (let i = 3; i < 1200; i += 15) rows.push([i * 1000 + 20, "spooler", "error", `${message} (cycle ${i})`]);
      return detectOngoing(aggregatesOf(rows)).map((a) => a.stat.service);
    };
    expect(only("poll not spooled: OSError: [Errno 28] No space left on device: '/var/spool/buf'")).toContain(
      "spooler",
    );
    // a steady per-item failure with no other work seen stays background
    expect(only("guardian address bounced 550 5.1.1 mailbox unavailable, suppressed")).not.toContain("spooler");
  });
});
