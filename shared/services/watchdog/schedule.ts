// When a rule is next due: a fixed interval, or a uniformly random one within [minSeconds, maxSeconds].
import type { RuleSchedule } from "../../domain/watchdog-rule.schema.js";

/** `random` returns [0, 1); injected so tests can pin the bounds. */
export function nextCheckAt(schedule: RuleSchedule, from: Date, random: () => number = Math.random): Date {
  const seconds =
    schedule.kind === "fixed"
      ? schedule.intervalSeconds
      : schedule.minSeconds + Math.floor(random() * (schedule.maxSeconds - schedule.minSeconds + 1));
  return new Date(from.getTime() + seconds * 1000);
}

/** A deterministic [0, 1) sequence (mulberry32) from a seed: the dry-run's randomized schedule, replayable. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
