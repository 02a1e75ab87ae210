import type { Clock } from "../../shared/app-context.js";

/** A clock tests move by hand: no real waiting for windows, expiries or sunsets. */
export interface TestClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = new Date()): TestClock {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    set: (at) => {
      now = new Date(at).getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}
