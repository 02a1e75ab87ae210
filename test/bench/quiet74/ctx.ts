// The per-file scene every generator writes into: estate, window, names, and the emit helper.
import type { Estate, Role, Runtime } from "./estates.js";
import type { Level, LogEvent } from "./formats.js";
import type { Rng } from "./rng.js";

export interface EmitOpts {
  stack?: string[];
  trace?: string;
  errKind?: string;
}

export interface Ctx {
  rng: Rng;
  e: Estate;
  start: number;
  end: number;
  events: LogEvent[];
  /** flows through these roles stop being served normally from the given time (the scenario writes the failures) */
  down: Map<Role, number>;
  /** INFO/DEBUG lines of these services stop at the given time */
  silent: Map<string, number>;
  svc(r: Role | string): string;
  rt(r: Role | string): Runtime;
  emit(t: number, who: Role | string, level: Level, msg: string, o?: EmitOpts): void;
  tid(): string | undefined;
  matter(): string;
  client(): string;
  user(): string;
  court(): string;
  envelope(): string;
}

const FIRMS = [
  "Brightwater Holdings LLC",
  "Okafor Family Trust",
  "Kestrel Logistics Inc.",
  "Marisol Vega",
  "Northgate Dental PLLC",
  "Halvorsen Marine AS",
  "Tan & Reyes Partnership",
  "Pellham County School District",
  "Ashby Construction Co.",
  "Dmitri Volkov",
  "Greenleaf Organics LLC",
  "St. Brendan Hospital",
];
const USERS = [
  "jkowalski",
  "alee",
  "mbrennan",
  "tokafor",
  "sgupta",
  "rnakamura",
  "lfischer",
  "dmorales",
  "cwhite",
  "pnguyen",
];

export function makeCtx(rng: Rng, e: Estate, start: number, end: number): Ctx {
  const events: LogEvent[] = [];
  const svc = (r: Role | string) => (r in e.roles ? e.roles[r as Role] : r);
  return {
    rng,
    e,
    start,
    end,
    events,
    down: new Map(),
    silent: new Map(),
    svc,
    rt: (r) => e.runtime[svc(r)],
    emit: (t, who, level, msg, o) => {
      if (t < start || t >= end) return;
      events.push({ t, svc: svc(who), level, msg, stack: o?.stack, trace: o?.trace, errKind: o?.errKind });
    },
    tid: () => (e.traces ? rng.hex(16) : undefined),
    matter: () =>
      `${e.matterPrefix}-${rng.pick(["2024", "2025", "2026"])}-${String(rng.int(1, 3999)).padStart(4, "0")}`,
    client: () => rng.pick(FIRMS),
    user: () => rng.pick(USERS),
    court: () => rng.pick(e.courts),
    envelope: () => String(rng.int(18000000, 19999999)),
  };
}

/** Drops the INFO/DEBUG lines of services that went quiet. */
export function applySilence(c: Ctx): LogEvent[] {
  return c.events.filter((ev) => {
    const from = c.silent.get(ev.svc);
    return from === undefined || ev.t < from || (ev.level !== "INFO" && ev.level !== "DEBUG");
  });
}
