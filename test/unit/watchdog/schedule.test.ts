// When a rule is next due, and the suppression decisions (pure).
import { describe, expect, it } from "@jest/globals";
import { nextCheckAt } from "../../../shared/services/watchdog/schedule.js";
import { afterAlert, emptyState, suppressionOf } from "../../../shared/services/watchdog/suppression.js";

const from = new Date("2026-03-10T12:00:00.000Z");

describe("nextCheckAt", () => {
  it("a fixed interval is exact", () => {
    expect(nextCheckAt({ kind: "fixed", intervalSeconds: 300 }, from).toISOString()).toBe("2026-03-10T12:05:00.000Z");
  });

  it("a randomized interval stays within [min, max] whatever the draw, both ends reachable", () => {
    const schedule = { kind: "randomized", minSeconds: 120, maxSeconds: 600 } as const;
    const offsets = [0, 0.25, 0.5, 0.999_999_9].map(
      (r) => (nextCheckAt(schedule, from, () => r).getTime() - from.getTime()) / 1000,
    );
    expect(offsets[0]).toBe(120);
    expect(offsets[3]).toBe(600);
    for (let i = 0; i < 1000; i++) {
      const s = (nextCheckAt(schedule, from).getTime() - from.getTime()) / 1000;
      expect(s).toBeGreaterThanOrEqual(120);
      expect(s).toBeLessThanOrEqual(600);
      expect(Number.isInteger(s)).toBe(true);
    }
  });
});

describe("suppression", () => {
  const rule = { cooldownSeconds: 60, dailyCap: 2, dedupWindowSeconds: 600 };
  const at = (s: number) => new Date(from.getTime() + s * 1000);

  it("cooldown first, then the day's cap, then dedup; the cap resets at the UTC day", () => {
    let st = afterAlert(rule, emptyState(), "a", at(0));
    expect(suppressionOf(rule, st, "b", at(30))).toBe("cooldown");
    expect(suppressionOf(rule, st, "a", at(120))).toBe("dedup");
    expect(suppressionOf(rule, st, "b", at(120))).toBeUndefined();
    st = afterAlert(rule, st, "b", at(120));
    expect(suppressionOf(rule, st, "c", at(300))).toBe("dailyCap");
    expect(suppressionOf(rule, st, "c", new Date("2026-03-11T00:00:00.000Z"))).toBeUndefined();
    expect(suppressionOf(rule, st, "a", at(700))).toBe("dailyCap");
  });
});
