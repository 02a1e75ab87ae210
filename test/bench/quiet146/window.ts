// Builds one window: picks its services, runs the scenario over steady background, applies clock skew, renders.
import type { Ctx } from "./context.js";
import { ESTATES, type Estate, type Role } from "./estates.js";
import { type Format, render } from "./formats.js";
import { Rng } from "./rng.js";
import type { Scenario } from "./scenario.js";
import { background } from "./traffic.js";

const FILL: Role[] = [
  "edge",
  "booking",
  "availability",
  "payments",
  "anpr",
  "barrier",
  "ehu",
  "till",
  "wifi",
  "radius",
  "notify",
  "worker",
  "dbpool",
  "db",
  "cache",
];

export interface Built {
  text: string;
  lines: number;
  incidentStart: string | null;
  services: string[];
}

function chooseRoles(rng: Rng, sc: Scenario): Role[] {
  const want = rng.int(Math.max(6, sc.roles.length), 12);
  const roles = [...sc.roles];
  for (const r of rng.shuffle(FILL)) {
    if (roles.length >= want) break;
    if (!roles.includes(r)) roles.push(r);
  }
  return roles;
}

function build(sc: Scenario, estate: Estate, seed: number, day: number, target: number): { ctx: Ctx; at: number } {
  const rng = new Rng(seed);
  const roles = chooseRoles(rng, sc);
  const minutes = sc.incident ? rng.int(12, 25) : rng.int(6, 25);
  const start =
    Date.UTC(2026, 5, 1) + day * 86400000 + sc.hour * 3600000 + rng.int(0, 50) * 60000 + rng.int(0, 59) * 1000;
  const end = start + minutes * 60000;
  const ctx: Ctx = {
    rng,
    estate,
    roles: new Set(roles),
    start,
    end,
    events: [],
    load: () => 1,
    silent: [],
    drop: () => false,
    site: rng.pick(estate.sites),
  };
  const at = Math.round(start + (end - start) * (0.25 + rng.next() * 0.3));
  sc.run(ctx, at);
  const own = ctx.events.length;
  background(ctx, Math.max(600, target - own));
  return { ctx, at };
}

export function buildWindow(sc: Scenario, format: Format, seed: number, day: number): Built {
  const estate = ESTATES.find((e) => e.key === sc.estate);
  if (!estate) throw new Error(`no estate ${sc.estate}`);
  const pre = new Rng(seed ^ 0x5bd1e995);
  let target = pre.int(1900, 8600);
  for (let attempt = 0; ; attempt++) {
    const { ctx, at } = build(sc, estate, seed, day, target);
    const skew = new Map<string, number>();
    const srng = new Rng(seed ^ 0x2545f491);
    const names = [...ctx.roles].map((r) => estate.svc[r].name);
    const pods = new Map<string, string[]>();
    for (const n of names) {
      skew.set(n, srng.int(-300, 300));
      const rs = srng.hex(9);
      pods.set(n, [`${n}-${rs}-${srng.hex(5)}`, `${n}-${rs}-${srng.hex(5)}`]);
    }
    const pad = Math.max(...names.map((n) => n.length + 2));
    const ns = `${estate.key}-prod`;
    ctx.events.sort((a, b) => a.t - b.t);
    const parts = ctx.events.map((e) =>
      render(format, e, e.t + (skew.get(e.svc) ?? 0), estate.rid, ns, pad, srng.pick(pods.get(e.svc) ?? [e.svc])),
    );
    const text = `${parts.join("\n")}\n`;
    const lines = text.split("\n").length - 1;
    if ((lines >= 1500 && lines <= 10000) || attempt > 6) {
      return { text, lines, incidentStart: sc.incident ? new Date(at).toISOString() : null, services: names };
    }
    target = Math.round(target * (lines > 10000 ? 0.8 : 1.3));
  }
}
