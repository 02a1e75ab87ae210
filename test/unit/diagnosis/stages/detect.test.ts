// Detect stage: new or far more frequent error templates against the window's own baseline.
import { describe, expect, test } from "@jest/globals";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { createDiagnosisSession } from "../../../../shared/diagnosis/index.js";
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

  /** A morning ramp: requests per second grow from 2 to 12 over an hour; about 5 % of them are 404s. */
  function ramp(extra: (second: number, nth: number) => Row[] = () => []): Row[] {
    const rows: Row[] = [];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let nth = 0;
    for (let sec = 0; sec < 3600; sec++) {
      const perSecond = Math.round(2 + (10 * sec) / 3600);
      for (let k = 0; k < perSecond; k++, nth++) {
        const t = sec * 1000 + Math.floor(random() * 1000);
        rows.push([t, "storefront", "info", `GET /p/${nth} answered 200 in ${10 + (nth % 70)}ms`]);
        if (random() < 0.05) rows.push([t + 1, "storefront", "warn", `GET /p/${nth} answered 404: product not found`]);
        if (random() < 0.02) rows.push([t + 2, "card-gateway", "error", `card ${nth} declined: insufficient_funds`]);
        rows.push(...extra(sec, nth).map(([dt, ...rest]): Row => [t + dt, ...rest]));
      }
    }
    return rows;
  }

  test("errors that grow only with the traffic carrying them are load, not a change (also for a service logging only errors)", () => {
    const rows = ramp();
    expect(detectAnomalies(aggregatesOf(rows)).filter((a) => a.kind === "spike")).toEqual([]);
    const session = createDiagnosisSession();
    for (const [dt, service, level, message] of rows.sort((a, b) => a[0] - b[0]))
      session.pushRecord({ timestamp: T0 + dt, service, level, message, attributes: {} });
    expect(["info", "low"]).toContain(session.finish().severity);
  });

  test("an error share that jumps during the ramp is still a change", () => {
    const rows = ramp((sec, nth) =>
      sec >= 2400 && nth % 3 === 0 ? [[2, "storefront", "warn", `GET /p/${nth} answered 404: product not found`]] : [],
    );
    const spike = detectAnomalies(aggregatesOf(rows)).find((a) => a.kind === "spike");
    expect(spike?.stat.service).toBe("storefront");
    expect(spike?.onset).toBeGreaterThanOrEqual(T0 + 2_350_000);
  });
  test("a quiet service whose process dies again and again is new on fewer lines than a rate test needs", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 30) rows.push([i * 1000 + 7, "cart-api", "info", `cart ${i} fetched in 9ms`]);
    const deaths = (times: number[]) =>
      times.map((t): Row => [t * 1000, "cart-api", "error", "process exited with code 1"]);
    const dies = (extra: Row[]) =>
      detectAnomalies(aggregatesOf([...rows, ...extra])).some((a) => a.stat.service === "cart-api");
    expect(dies(deaths([150, 260, 380, 500, 620, 740, 860, 980, 1100]))).toBe(true);
    // the same few lines saying no more than that a request failed are not enough
    expect(
      dies(
        deaths([150, 260, 380, 500, 620, 740, 860, 980, 1100]).map(([t, s, l]): Row => [t, s, l, "cart lookup failed"]),
      ),
    ).toBe(false);
  });
});
