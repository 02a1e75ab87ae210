// Builds one window from its spec: picks the services, clock skews and noise, lets the fault (if any) set itself
// up, fills the budget with healthy traffic, and renders the stream in the window's format.
import { estateByKey, type Role } from "./estates.js";
import { render } from "./formats.js";
import { NOISE } from "./noise.js";
import type { Spec } from "./plan.js";
import { Rng } from "./rng.js";
import { background, serve } from "./traffic.js";
import { Window } from "./window.js";

export interface Built {
  lines: string[];
  origin: string | null;
  start: number | null;
  services: string[];
  noise: string[];
}

export function buildWindow(spec: Spec, seed: number): Built {
  const r = new Rng(seed);
  const estate = estateByKey(spec.estate);
  const inc = spec.incident;
  const want = new Set<Role>([...estate.core, ...(inc ? [...inc.needs, inc.origin] : [])]);
  const size = Math.min(estate.services.length, r.int(6, 12));
  for (const s of r.shuffle(estate.services)) {
    if (want.size >= size) break;
    if (s.role === "lb") continue;
    want.add(s.role);
  }
  const svcs = estate.services.filter((s) => want.has(s.role));
  const t0 = spec.t0;
  const t1 = t0 + spec.minutes * 60000;
  const w = new Window(r, estate, svcs, spec.format, t0, t1);

  let start: number | null = null;
  if (inc) {
    start = Math.floor(t0 + (t1 - t0) * spec.at);
    start -= start % 1000;
    inc.build(w, start);
  }
  // noise kinds that wrote nothing (no Java service for GC pauses, say) do not count towards the mix
  const ran: string[] = [];
  const tryRun = (key: string) => {
    const n = NOISE.find((x) => x.key === key);
    if (!n || ran.includes(key) || !n.needs.every((x) => w.has(x))) return;
    const before = w.recs.length;
    n.run(w);
    if (w.recs.length > before) ran.push(key);
  };
  for (const k of inc ? inc.lookalikes : []) tryRun(k);
  if (!inc && r.chance(0.6)) tryRun("constant-thumbnail-misses");
  const want2 = ran.length + (inc ? r.int(2, 3) : r.int(4, 7));
  for (const n of r.shuffle(NOISE)) {
    if (ran.length >= want2) break;
    tryRun(n.key);
  }
  background(w);
  for (let k = 0; w.lines < spec.targetLines && k < 200000; k++) serve(w, w.at());

  w.recs.sort((a, b) => a.t - b.t);
  const skew = new Map<string, number>(
    svcs.map((s) => [s.name, s.role === "edge" || s.role === "lb" ? r.int(-20, 20) : r.int(-300, 300)]),
  );
  const pods = new Map<string, string>(svcs.map((s) => [s.name, `${s.name}-${r.hex(10)}-${r.hex(5)}`]));
  const lines = render(spec.format, w.recs, { namespace: estate.namespace, skew, host: (x) => pods.get(x) ?? x });
  return {
    lines,
    origin: inc ? w.name(inc.origin) : null,
    start,
    services: svcs.map((s) => s.name),
    noise: ran,
  };
}
