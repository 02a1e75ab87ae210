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
