// Detect stage: new or far more frequent error templates against the window's own baseline.
import { describe, expect, test } from "@jest/globals";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { aggregatesOf, healthy, poolExhaustion, type Row, T0 } from "./fixture.js";

describe("detect", () => {
  test("healthy traffic has no anomaly", () => {
    expect(detectAnomalies(aggregatesOf(healthy()))).toEqual([]);
  });

  test("an error present at a steady rate since the first minute is not an anomaly", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 15)
      rows.push([i * 1000 + 3, "mailer", "error", `bounce for user${i}@example.org: mailbox full`]);
    expect(detectAnomalies(aggregatesOf(rows))).toEqual([]);
  });

  test("a template that appears with the incident is new, its onset the first bad line", () => {
    const anomalies = detectAnomalies(aggregatesOf(poolExhaustion()));
    const origin = anomalies.find((a) => a.stat.service === "tax-calc");
    expect(origin?.kind).toBe("new");
    expect(origin?.onset).toBe(T0 + 720_000 + 20);
    expect(origin?.badAfter).toBe(240);
    // the result is ordered by onset
    expect(anomalies.map((a) => a.onset)).toEqual([...anomalies.map((a) => a.onset)].sort((x, y) => x - y));
  });

  test("a known error that becomes far more frequent is a spike near the change", () => {
    const rows: Row[] = healthy();
    for (let i = 0; i < 1200; i += i < 600 ? 60 : 2)
      rows.push([
        i * 1000 + 1,
        "cart-svc",
        "warn",
        `redis GET cart:${i} failed: READONLY You can't write against a read only replica`,
      ]);
    const spike = detectAnomalies(aggregatesOf(rows)).find((a) => a.stat.service === "cart-svc");
    expect(spike?.kind).toBe("spike");
    expect(spike?.onset).toBeGreaterThanOrEqual(T0 + 540_000);
    expect(spike?.onset).toBeLessThanOrEqual(T0 + 640_000);
  });

  test("anomalies starting inside the caller's baseline span are dropped", () => {
    const agg = aggregatesOf(poolExhaustion());
    expect(detectAnomalies(agg, { baselineEnd: T0 + 900_000 })).toEqual([]);
    expect(detectAnomalies(agg, { baselineEnd: T0 + 600_000 }).length).toBeGreaterThan(0);
  });
});
