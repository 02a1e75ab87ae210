// One scenario end to end: lay the incident (if any), the noise and the background into a window, print it in
// the plan's format with each service's clock skew, and find the traffic scale that lands near the target size.
import { background, flowMix } from "./background.js";
import { Ctx } from "./ctx.js";
import { EXT, type Printed, render } from "./formats.js";
import { CHRONIC } from "./noise.js";
import { restartWithBlips } from "./noise-platform.js";
import type { Plan } from "./plan.js";
import { Rng } from "./rng.js";
import type { Ev, Runtime, ServiceDef } from "./types.js";

export interface Built {
  file: string;
  text: string;
  lines: number;
  incidentStart: string | null;
  note: string;
}

const SOURCE: Record<Runtime, string> = {
  java: "java",
  kotlin: "java",
  keycloak: "java",
  node: "nodejs",
  go: "go",
  python: "python",
  dotnet: "csharp",
  ruby: "ruby",
  envoy: "envoy",
  nginx: "nginx",
  haproxy: "haproxy",
  traefik: "traefik",
};

/** Each service's clock offset, up to 300 ms either way, and its pod name. */
function clocks(p: Plan, seed: number): { skew: Map<string, number>; pods: Map<string, string> } {
  const r = new Rng(seed).fork(10);
  const skew = new Map<string, number>();
  const pods = new Map<string, string>();
  for (const s of p.estate.services) {
    skew.set(s.name, r.int(-300, 300));
    pods.set(s.name, `${s.name.replace(/_/g, "-")}-${r.alnum(9)}-${r.alnum(5)}`);
  }
  return { skew, pods };
}

function assemble(p: Plan, seed: number, scale: number, start: number): Ev[] {
  const base = new Rng(seed);
  const t0 = p.start;
  const t1 = t0 + p.minutes * 60000;
  const ctx = new Ctx(p.estate, t0, t1, base.fork(1));
  for (const [k, v] of clocks(p, seed).skew) ctx.skew.set(k, v);
  const inc = p.incident;
  if (inc) {
    const ir = base.fork(3);
    ctx.src = "incident";
    inc.install(ctx, ir, start);
    // an unrelated release of another service shortly before the fault
    const dr = base.fork(4);
    const origin = ctx.svc(inc.originRole).name;
    const others = ctx.apps().filter((s) => s.name !== origin && !s.roles.includes("jobs"));
    const other = dr.pick(others);
    ctx.src = "deploy";
    restartWithBlips(ctx, dr, other, start - dr.int(60000, 240000), dr.int(0, 2));
  }
  ctx.src = `main:${p.main.id}`;
  p.main.run(ctx, base.fork(5), 1);
  for (const [i, m] of p.minors.entries()) {
    ctx.src = `minor:${m.id}`;
    // beside an incident the chronic error keeps its full rate: it should outnumber the origin's lines
    const w = p.incident && CHRONIC.includes(m) ? 0.9 : base.fork(20 + i).float(0.25, 0.4);
    m.run(ctx, base.fork(6 + i), w);
  }
  ctx.src = "background";
  background(ctx, base.fork(2), scale, flowMix(base.fork(9)));
  return ctx.events;
}

function print(p: Plan, seed: number, evs: Ev[]): string[] {
  const { skew, pods } = clocks(p, seed);
  const defs = new Map<string, ServiceDef>();
  for (const s of p.estate.services) defs.set(s.name, s);
  const style = p.estate.idStyle;
  const printed: Array<Printed & { k: number }> = evs.map((ev, k) => {
    const def = defs.get(ev.svc);
    let ids = ev.ids;
    if (ids && (style === "none" || ((style === "w3c" || style === "corr") && !def?.ids))) ids = undefined;
    if (ids && !ids.trace && !ids.req && !ids.corr) ids = undefined;
    const pr: Printed & { k: number } = {
      ...ev,
      pt: ev.t + (skew.get(ev.svc) ?? 0),
      pod: pods.get(ev.svc) ?? ev.svc,
      source: SOURCE[def?.runtime ?? "go"],
      k,
    };
    if (ids) pr.ids = ids;
    else delete pr.ids;
    return pr;
  });
  // compose interleaves by arrival; collectors sort by the printed timestamp
  if (p.format === "compose") printed.sort((a, b) => a.t - b.t || a.k - b.k);
  else printed.sort((a, b) => a.pt - b.pt || a.k - b.k);
  return render(p.format, p.estate, printed);
}

export function buildScenario(p: Plan, seed: number): Built {
  const r = new Rng(seed).fork(11);
  const dur = p.minutes * 60000;
  const start = p.incident ? Math.round(p.start + r.float(0.35, 0.6) * dur) : 0;
  const size = (s: number) => print(p, seed, assemble(p, seed, s, start)).length;
  const l1 = size(1);
  const l2 = size(2);
  const slope = Math.max(50, l2 - l1);
  const fixed = l1 - slope;
  let scale = Math.min(14, Math.max(0.12, (p.targetLines - fixed) / slope));
  let lines = print(p, seed, assemble(p, seed, scale, start));
  for (let i = 0; i < 6 && (lines.length < 1500 || lines.length > 10000); i++) {
    scale = Math.min(20, Math.max(0.05, (scale * p.targetLines) / Math.max(1, lines.length)));
    lines = print(p, seed, assemble(p, seed, scale, start));
  }
  if (lines.length < 1500 || lines.length > 10000) throw new Error(`${p.id}: ${lines.length} lines out of range`);
  const inc = p.incident;
  const note = inc
    ? inc.note
    : `Quiet window at ${p.estate.brand} built around ${p.main.title}, with ${p.minors.map((m) => m.title).join("; ")} beside it; nothing needs action.`;
  return {
    file: `${p.id}.${EXT[p.format]}`,
    text: `${lines.join("\n")}\n`,
    lines: lines.length,
    incidentStart: inc ? new Date(start).toISOString() : null,
    note,
  };
}
