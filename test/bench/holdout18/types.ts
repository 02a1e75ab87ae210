// Shapes shared by the holdout 18 generator: levels, timed events, scenarios and estates.
export type Lvl = "debug" | "info" | "warn" | "error" | "fatal";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type EstateId = "tix" | "lease" | "orbit";

/** Lines of one service from `a` seconds after onset to `u` (default: window end), one every ~`e` s (once without). */
export interface Ev {
  s: string;
  l: Lvl;
  a: number;
  u?: number;
  e?: number;
  m: string[];
  /** stack trace / continuation lines carried by every line of this event */
  st?: string;
}

export interface Scenario {
  key: string;
  est: EstateId;
  origin: string;
  cat: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  ev: Ev[];
  /** services whose normal traffic stops this many seconds after onset (crashed, wedged) */
  stop?: Array<[string, number]>;
}

export interface Service {
  name: string;
  /** relative share of background traffic */
  w: number;
  /** background INFO templates */
  info: string[];
  /** true when the service carries request ids on this estate */
  traced?: boolean;
}

export interface Estate {
  id: EstateId;
  services: Service[];
  /** errors some service logs at a constant rate from minute one, unrelated to any incident */
  noise: Ev[];
  /** short unrelated bursts that resolve by themselves */
  blips: Ev[];
  /** deploy / config lines of unrelated services */
  deploys: Ev[];
}

/** Shorthand for an event: service, level, from, until (undefined = window end), every (undefined = once), messages. */
export function ev(
  s: string,
  l: Lvl,
  a: number,
  u: number | undefined,
  e: number | undefined,
  m: string[],
  st?: string,
): Ev {
  return { s, l, a, u, e, m, st };
}
