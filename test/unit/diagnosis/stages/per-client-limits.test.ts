// A limit that names the one client or address it holds back (its own per-user or per-IP limiter) is that client's
// doing; the same 429s from a limiter on everyone may be ours set wrong.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(analyze(aggregatesOf(rows), 1).result.severity);

/** From minute 8 feed-api answers a share of kudos with 429, saying `why`; its other routes serve on. */
function limited(why: (i: number) => string): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i++) rows.push([i * 1000 + 300, "feed-api", "info", `GET /v2/feed 200 ${40 + (i % 30)}ms`]);
  for (let i = 480; i < 1200; i++)
    rows.push([i * 1000 + 600, "feed-api", "warn", `POST /v2/workouts/w_${7000 + i}/kudos 429 3ms - ${why(i)}`]);
  return rows;
}

test("429s a per-user or per-address limiter answers are the clients'; a limiter on everyone may be ours", () => {
  expect(raised(limited((i) => `rate limit 60/min exceeded for u_${541690 + (i % 3)} (bot-suspect)`))).toBe(false);
  expect(raised(limited((i) => `ip=91.92.133.${80 + (i % 3)} limiter=kudos-per-ip`))).toBe(false);
  expect(raised(limited(() => "limiter=global"))).toBe(true);
});
