// Builds one scenario: the estate's ordinary traffic and periodic lines, the window's noise and (maybe) its
// incident, each service's clock skew, sorted as an aggregator shows them and rendered in the plan's format.
import { periodic, traffic } from "./background.js";
import { ESTATES, svc } from "./estates.js";
import { iso, render } from "./formats.js";
import { noise } from "./noise.js";
import { Rng } from "./rng.js";
import type { Ctx, Ev, Plan, Role } from "./types.js";

export interface Built {
  file: string;
  text: string;
  lines: number;
  incidentStart: string | null;
  note: string;
}

interface Gen {
  evs: Ev[];
  start: number | null;
  note: string;
}

function generate(p: Plan, seed: number, rate: number): Gen {
  const e = ESTATES[p.estate];
  if (!e) throw new Error(p.estate);
  const base = new Rng(seed);
  const t0 = p.start;
  const t1 = t0 + p.minutes * 60000;
  const present = new Set<Role>(e.services.map((s) => s.role).filter((x) => !p.drop.includes(x)));
  const skews = new Map<string, number>();
  const sr = base.fork(1);
  for (const s of e.services) skews.set(s.name, sr.int(-300, 300));
  const blocks: Array<{ kinds: string[]; from: number; until: number; frac: number }> = [];
  const evs: Ev[] = [];
  const mk = (r: Rng): Ctx => {
    const c: Ctx = {
      r,
      e,
      t0,
      t1,
      fmt: p.format,
      rate,
      evs,
      present,
      skew: (s) => skews.get(s.name) ?? 0,
      s: (role) => svc(e, role),
      emit: (ev) => {
        if (!present.has(ev.svc.role)) return;
        evs.push({ ...ev, pod: ev.pod ?? r.pick(ev.svc.pods) });
      },
      newIds: () => {
        if (e.idStyle === "w3c") return { trace: r.hex(32), span: r.hex(16) };
        if (e.idStyle === "reqid") return { req: r.uuid() };
        if (e.idStyle === "corr") return { corr: r.uuid() };
        return {};
      },
      block: (kinds, from, frac, until = Number.POSITIVE_INFINITY) => {
        blocks.push({ kinds, from, until, frac });
      },
      blocked: (kind, t) =>
        blocks.some((b) => b.kinds.includes(kind) && t >= b.from && t < b.until && r.chance(b.frac)),
    };
    return c;
  };
  let start: number | null = null;
  let note = "";
  if (p.incident) {
    const res = p.incident.gen(mk(base.fork(2)));
    start = res.start;
    note = res.note;
  }
  if (p.chronic) noise(p.chronic).gen(mk(base.fork(3)), "main");
  if (p.main) noise(p.main).gen(mk(base.fork(4)), "main");
  for (const [i, k] of p.minors.entries()) noise(k).gen(mk(base.fork(10 + i)), "minor");
  periodic(mk(base.fork(5)));
  traffic(mk(base.fork(6)));
  if (!p.incident) {
    const parts = p.minors.map((k) => noise(k).title);
    note = `Quiet window built around ${noise(p.main ?? "").title}, beside ${parts.join("; ")}${p.chronic ? `, with a chronic harmless error (${noise(p.chronic).title})` : ""}; nothing to act on.`;
  }
  return { evs: evs.filter((ev) => ev.t >= t0 && ev.t < t1), start, note };
}

const EXT: Record<Plan["format"], string> = {
  jsonl: "jsonl",
  datadog: "datadog.jsonl",
  ecs: "ecs.jsonl",
  gcp: "gcp.jsonl",
  logfmt: "logfmt.log",
  compose: "compose.log",
};

function renderAll(p: Plan, g: Gen, seed: number): string[] {
  const e = ESTATES[p.estate];
  if (!e) throw new Error(p.estate);
  const sr = new Rng(seed).fork(1);
  const skews = new Map<string, number>();
  for (const s of e.services) skews.set(s.name, sr.int(-300, 300));
  const printed = g.evs.map((ev, i) => ({ ev, i, pt: Math.round(ev.t + (skews.get(ev.svc.name) ?? 0)) }));
  printed.sort((a, b) => a.pt - b.pt || a.i - b.i);
  const x = {
    fmt: p.format,
    e,
    r: new Rng(seed).fork(99),
    composeWidth: Math.max(...e.services.map((s) => s.name.length + 2)),
  };
  const out: string[] = [];
  for (const { ev, pt } of printed) out.push(...render(x, ev, pt));
  return out;
}

export function buildScenario(p: Plan, seed: number): Built {
  const secs = p.minutes * 60;
  let rate = (p.target * 0.6) / secs / 2.4;
  let lines: string[] = [];
  let g: Gen = { evs: [], start: null, note: "" };
  for (let attempt = 0; attempt < 6; attempt++) {
    g = generate(p, seed, rate);
    lines = renderAll(p, g, seed);
    const flowLines = g.evs.filter((ev) => ev.flow).length;
    const total = lines.length;
    if (Math.abs(total - p.target) < p.target * 0.06 && total >= 1500 && total <= 10000) break;
    const other = total - flowLines;
    rate = Math.max(0.02, rate * Math.max(0.05, (p.target - other) / Math.max(flowLines, 1)));
  }
  if (lines.length < 1500 || lines.length > 10000)
    throw new Error(`${p.id}: ${lines.length} lines (target ${p.target})`);
  return {
    file: `${p.id}.${EXT[p.format]}`,
    text: `${lines.join("\n")}\n`,
    lines: lines.length,
    incidentStart: g.start === null ? null : iso(g.start),
    note: g.note,
  };
}
