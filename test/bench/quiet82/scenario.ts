// Builds one window: baseline traffic of an estate, noise bursts, an unrelated deploy and config reload, and
// optionally one failure; renders it in a format and returns the file text and its line count.
import { type Ctx, poisson } from "./ctx.js";
import { baseline, type Estate } from "./estates.js";
import { type Format, render } from "./formats.js";
import type { Incident } from "./incidents.js";
import type { NoiseKind } from "./quiet.js";
import { makeRng } from "./rng.js";
import { reloadLine, restartLines } from "./runtime.js";
import { Stream } from "./stream.js";

export interface WindowSpec {
  seed: number;
  est: Estate;
  format: Format;
  t0: number;
  minutes: number;
  /** Flow arrivals per minute. */
  rate: number;
  primary: NoiseKind;
  secondary: NoiseKind[];
  incident?: { inc: Incident; start: number };
}

export function buildWindow(w: WindowSpec): { text: string; lines: number; deployed: string } {
  const rng = makeRng(w.seed);
  const t1 = w.t0 + w.minutes * 60000;
  const s = new Stream(rng, w.t0, t1);
  const c: Ctx = { rng, s, est: w.est, tid: () => (w.est.traces ? rng.hex(16) : undefined) };
  const inc = w.incident;
  const muted = (svc: string, t: number, kind: "health" | "tick" | "other" | "noise") =>
    inc?.inc.mute ? inc.inc.mute(svc, t, kind, inc.start) : false;

  baseline(c, muted);

  const flows = w.est.flows;
  const total = flows.reduce((a, f) => a + f.w, 0);
  poisson(c, w.rate, (t) => {
    let x = rng.next() * total;
    let f = flows[flows.length - 1];
    for (const fl of flows) {
      x -= fl.w;
      if (x < 0) {
        f = fl;
        break;
      }
    }
    const tr = c.tid();
    const rep = inc && t >= inc.start ? inc.inc.replace[f.name] : undefined;
    (rep ?? f.run)(c, t, tr);
  });

  // noise bursts; the origin's own noise lines obey its mute (a crashed or silent process logs nothing)
  const before = s.events.length;
  const dur = t1 - w.t0;
  const pFrom = w.t0 + dur * (0.05 + rng.next() * 0.35);
  w.primary.run(c, pFrom, Math.min(t1, pFrom + (3 + rng.next() * 6) * 60000));
  for (const k of w.secondary) {
    const f = w.t0 + rng.next() * dur * 0.7;
    k.run(c, f, Math.min(t1, f + (1 + rng.next() * 3) * 60000));
  }
  if (inc) {
    const kept = s.events.filter((e, i) => i < before || !muted(e.svc, e.t, "noise"));
    s.events.length = 0;
    s.events.push(...kept);
  }

  // an unrelated rolling deploy and a config reload, near the failure when there is one
  const others = Object.keys(w.est.services).filter((n) => n !== inc?.inc.origin);
  const dsvc = rng.pick(others);
  const near = inc ? inc.start + rng.int(-150, 120) * 1000 : w.t0 + dur * (0.3 + rng.next() * 0.5);
  const ver = `${rng.int(1, 9)}.${rng.int(0, 40)}.${rng.int(0, 20)}`;
  for (const [i, l] of restartLines(w.est.services[dsvc], dsvc, ver, rng).entries())
    s.add(near + i * rng.int(1500, 6000), dsvc, "info", l);
  const rsvc = rng.pick(others.filter((n) => n !== dsvc));
  s.add(near + rng.int(-300, 300) * 1000, rsvc, "info", reloadLine(w.est.services[rsvc], rsvc, rng));

  if (inc) inc.inc.run(c, inc.start);

  const pad = Math.max(...Object.keys(w.est.services).map((n) => n.length)) + 4;
  const host = (svc: string) => {
    let h = 2166136261;
    for (const ch of `${w.est.ns}/${svc}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    const a = "bcdfghjklmnpqrstvwxz2456789";
    const pick = (n: number, k: number) =>
      Array.from({ length: n }, (_, i) => a[(h >>> ((i * 3 + k) % 29)) % a.length]).join("");
    return `${svc}-${h.toString(16).slice(0, 9).padStart(9, "6")}-${pick(5, 7)}`;
  };
  const out: string[] = [];
  for (const e of s.printed()) out.push(...render(w.format, e, w.est.ns, host, pad));
  return { text: `${out.join("\n")}\n`, lines: out.length, deployed: `${dsvc} ${ver}` };
}
