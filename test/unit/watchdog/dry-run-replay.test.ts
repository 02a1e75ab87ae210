// The dry-run's replay of a randomized schedule: the check times are the ones nextCheckAt draws from the
// generator seeded by the rule, the same on every replay, each interval within the schedule's bounds.
import { describe, expect, it } from "@jest/globals";
import type { LogRecord } from "../../../shared/diagnosis/log-record.js";
import { replay, seedOf } from "../../../shared/services/watchdog/dry-run.js";
import { nextCheckAt, seededRandom } from "../../../shared/services/watchdog/schedule.js";

const end = Date.parse("2026-03-10T12:00:00.000Z");
const start = end - 7 * 86_400_000;
const rule = {
  type: "error_count" as const,
  condition: { threshold: 1 },
  lookbackSeconds: 60,
  schedule: { kind: "randomized" as const, minSeconds: 60, maxSeconds: 3600 },
  cooldownSeconds: 0,
  dailyCap: 10_000,
  dedupWindowSeconds: 0,
};
const error = (t: number): LogRecord => ({
  timestamp: t,
  service: "api",
  level: "error",
  message: "boom",
  attributes: {},
});

/** The times the scheduler would check at, drawing from the same generator. */
function scheduled(): number[] {
  const random = seededRandom(seedOf(rule));
  const times: number[] = [];
  for (let t = nextCheckAt(rule.schedule, new Date(start), random).getTime(); t <= end; ) {
    times.push(t);
    t = nextCheckAt(rule.schedule, new Date(t), random).getTime();
  }
  return times;
}

describe("replay with a randomized schedule", () => {
  it("checks at the scheduler's draws, within bounds, alike on every replay", () => {
    const times = scheduled();
    const gaps = times.slice(1).map((t, i) => (t - times[i]) / 1000);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(60);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(3600);
    // an error line just before every 10th check: exactly those checks trip
    const tripping = times.filter((_, i) => i % 10 === 0);
    const records = tripping.map((t) => error(t - 1000));
    const a = replay(rule, records, start, end);
    expect(a.checks).toBe(times.length);
    expect(a.trips).toBe(tripping.length);
    expect(a.firstTripAt).toBe(new Date(tripping[0]).toISOString());
    expect(replay(rule, records, start, end)).toEqual(a);
  });

  it("a fixed schedule checks at start + k·interval", () => {
    const fixed = { ...rule, schedule: { kind: "fixed" as const, intervalSeconds: 3600 } };
    expect(replay(fixed, [], start, end).checks).toBe(168);
  });
});
