// Builds one scenario from its plan: background, chronic error, noise, the incident if any; clips to the window,
// orders by true time, applies clock skew and renders. Keeps the file within 1,500-10,000 lines.
import { ESTATES } from "./estates/index.js";
import { type RenderCtx, render } from "./formats.js";
import { INCIDENTS } from "./incidents/index.js";
import { NOISE } from "./noise/index.js";
import type { Plan } from "./plan.js";
import { Rng } from "./rng.js";
import { background, chronic, suppress, thin } from "./stream.js";
import type { Ctx, Estate, Ev, Incident, Role } from "./types.js";

export interface Built {
  lines: string[];
  incident: Incident | null;
  what: string;
}

const MIN_LINES = 1500;
const MAX_LINES = 10000;

function context(r: Rng, e: Estate, start: number, end: number, gain: number): Ctx {
  return {
    r,
    e,
    start,
    end,
    gain,
    svc(role: Role) {
      const s = e.services.find((x) => x.roles.includes(role));
      if (!s) throw new Error(`${e.key} has no ${role}`);
      return s;
    },
    byName(name: string) {
      const s = e.services.find((x) => x.name === name);
      if (!s) throw new Error(`${e.key} has no ${name}`);
      return s;
    },
  };
}

function noiseKind(id: string) {
  const k = NOISE.find((n) => n.id === id);
  if (!k) throw new Error(`no noise kind ${id}`);
  return k;
}

export function buildScenario(p: Plan, seed: number): Built {
  const e = ESTATES[p.estate];
  if (!e) throw new Error(`no estate ${p.estate}`);
  const root = new Rng(seed);
  const start = p.start;
  const end = start + p.minutes * 60000;
  const c = context(root.fork("ctx"), e, start, end, p.gain);

  const skew = new Map(e.services.map((s) => [s.name, root.int(-300, 300)]));
  const pods = new Map(
    e.services.map((s) => {
      const rs = root.alnum(10);
      return [s.name, Array.from({ length: s.pods }, () => `${s.name}-${rs}-${root.alnum(5)}`)];
    }),
  );
  const rc: RenderCtx = { e, skew, pods, project: `${e.key}-prod-${String(e.key.length * 7919).slice(0, 4)}` };

  let target = p.target;
  for (let attempt = 0; attempt < 6; attempt++) {
    const r = root.fork(`attempt-${attempt}`);
    c.r = r;
    let evs: Ev[] = background(c, r.fork("bg"), target);
    evs.push(...chronic(c, r, r.pick(e.chronic)));
    const whats: string[] = [];
    if (p.primary) {
      const k = noiseKind(p.primary);
      const at = start + Math.round((end - start) * r.float(0.08, 0.5));
      evs.push(...k.make(c, at, true));
      whats.push(k.what);
    }
    for (const id of p.secondary) {
      const k = noiseKind(id);
      evs.push(...k.make(c, start + Math.round((end - start - 120000) * r.next()), false));
    }
    let incident: Incident | null = null;
    if (p.kind !== "quiet") {
      incident = INCIDENTS[p.kind](c, start + p.faultAt);
      evs.push(...incident.events);
      evs = suppress(r, evs, incident.suppress);
    }
    evs = evs.filter((x) => x.t >= start && x.t < end);
    evs.sort((a, b) => a.t - b.t);
    let lines = render(p.format, rc, evs);
    while (lines.length > MAX_LINES - 50) {
      const bgInfo = evs.filter((x) => x.bg && (x.level === "INFO" || x.level === "DEBUG")).length;
      const excess = lines.length - (MAX_LINES - 400);
      evs = thin(r, evs, Math.min(0.95, excess / Math.max(1, bgInfo)));
      lines = render(p.format, rc, evs);
    }
    if (lines.length < MIN_LINES + 100) {
      target = Math.round(target * 1.4);
      continue;
    }
    const inc = incident;
    if (inc) {
      const first = evs.find((x) => x.svc === inc.origin && x.t === inc.start);
      if (!first) throw new Error(`${p.id}: origin line at incident start was dropped`);
    }
    return { lines, incident, what: whats.join("; ") };
  }
  throw new Error(`${p.id}: could not reach ${MIN_LINES} lines`);
}
