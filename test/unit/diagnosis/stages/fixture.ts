// Builds the engine's aggregates from (offset, service, level, message) rows, as the session does
// after parsing, so each stage can be tested on its own input.
import { Aggregates } from "../../../../shared/diagnosis/aggregate.js";

export const T0 = Date.parse("2026-06-01T12:00:00Z");
export type Row = [offsetMs: number, service: string, level: string, message: string];

export function aggregatesOf(rows: Row[]): Aggregates {
  const agg = new Aggregates();
  for (const [dt, service, level, message] of [...rows].sort((a, b) => a[0] - b[0]))
    agg.add({ timestamp: T0 + dt, service, level, message, attributes: {} });
  agg.mergeClusters();
  return agg;
}

/** Twenty minutes of healthy traffic from three services, one line a second each. */
export function healthy(minutes = 20): Row[] {
  const out: Row[] = [];
  for (let i = 0; i < minutes * 60; i++) {
    out.push([i * 1000, "checkout-gw", "info", `POST /v2/checkout/${7000 + i} answered 201 in ${18 + (i % 37)}ms`]);
    out.push([i * 1000 + 7, "cart-svc", "info", `cart c-${40000 + i} priced with ${1 + (i % 6)} items`]);
    if (i % 2 === 0)
      out.push([i * 1000 + 13, "tax-calc", "info", `tax computed region=eu-${i % 4} in ${3 + (i % 9)}ms`]);
  }
  return out;
}

/** From minute 12: tax-calc's Postgres pool is exhausted; cart-svc retries it loudly; the gateway answers 502. */
export function poolExhaustion(opts: { callerSkewMs?: number } = {}): Row[] {
  const rows = healthy();
  const skew = opts.callerSkewMs ?? 0;
  for (let i = 720; i < 1200; i += 2) {
    const t = i * 1000;
    rows.push([
      t + 20,
      "tax-calc",
      "error",
      `org.postgresql.util.PSQLException: FATAL: sorry, too many clients already (pool ${i % 30}/30)`,
    ]);
    for (let k = 0; k < 4; k++)
      rows.push([t + 25 - skew + k, "cart-svc", "error", `attempt ${k + 1}/4 calling tax-calc failed: HTTP 500`]);
    rows.push([
      t + 30 - skew,
      "checkout-gw",
      "error",
      `POST /v2/checkout/${9000 + i} answered 502 in ${250 + (i % 80)}ms`,
    ]);
  }
  return rows;
}
