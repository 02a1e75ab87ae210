// Writes one incident window: picks the estate and origin for a fault, lays out the window (no baseline, under a
// minute, or 2-4 minutes of it; sometimes ending a minute after onset), then the fault in its shape.
import { banner, callError, ESTATES, type Estate, edgeLine, fill, type Svc } from "./estates.js";
import type { Ev } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Line, Spec } from "./specs.js";
import { Stream } from "./stream.js";

export type Baseline = "none" | "short" | "long";

export interface Built {
  evs: Ev[];
  estate: Estate;
  origin: string;
  onset: number;
  W0: number;
  W1: number;
}

/** A window start, length and request rate for a file of roughly `target` lines. */
export function frame(r: Rng, estate: Estate, span: number, target: number) {
  const W0 =
    Date.parse(`${estate.day}T00:00:00Z`) + r.int(0, 20) * 86400000 + r.int(6, 22) * 3600000 + r.int(0, 3599) * 1000;
  const rate = target / (span / 1000) / 2.6;
  return { W0, W1: W0 + span, rate };
}

export function skews(r: Rng, estate: Estate): Map<string, number> {
  return new Map(estate.services.map((s) => [s.name, r.int(-300, 300)]));
}

/** The estates that have a service of this runtime and role, in a fixed order. */
export function candidates(spec: Spec): Array<[Estate, Svc]> {
  const out: Array<[Estate, Svc]> = [];
  for (const e of ESTATES)
    for (const s of e.services) if (s.lang === spec.lang && s.role === spec.role) out.push([e, s]);
  return out;
}

export function buildIncident(r: Rng, spec: Spec, k: number, base: Baseline, shortTail: boolean): Built {
  const cands = candidates(spec);
  const [estate, o] = cands.find(([, s]) => s.name === spec.pin) ?? cands[k % cands.length];
  const B = base === "none" ? 0 : base === "short" ? r.int(10, 55) * 1000 : r.int(120, 240) * 1000;
  let span = base === "none" ? r.int(120, 480) * 1000 : B + r.int(60, Math.max(61, 480 - B / 1000)) * 1000;
  if (shortTail && base !== "none") span = Math.max(120000, B + r.int(60, 75) * 1000);
  const target = Math.round(300 * (4000 / 300) ** r.next() * 0.85);
  const { W0, W1, rate } = frame(r, estate, span, target);
  // with no baseline the fault began before the window; a service that goes quiet does so just inside it
  let onset = base === "none" ? W0 - r.int(20, 150) * 1000 : W0 + B;
  if (base === "none" && spec.shape === "silent") onset = W0 + r.int(2, 8) * 1000;
  const st = new Stream(r, estate);
  const mute = new Set<string>(spec.shape === "sparse" ? [o.name] : []);
  const quietFrom = new Map<string, number>();
  if (spec.shape === "silent" || spec.shape === "crashloop" || (spec.role === "worker" && spec.shape === "loud"))
    quietFrom.set(o.name, onset);
  st.background({ W0, W1, rate, mute, quietFrom, divert: { svc: o.name, from: onset } });
  const put = (t: number, lines: Line[], trace?: string, noStack = false) => {
    for (const [i, [lvl, msg, stack]] of lines.entries())
      st.add(t + i * r.int(0, 3), o.name, lvl, msg, noStack ? undefined : stack, trace);
  };
  const from = Math.max(onset, W0 - 1000);
  const others = st.apis.filter((s) => s !== o);
  const caller = others.length ? r.pick(others) : undefined;
  const edgeStatus = spec.kind === "timeout" ? 504 : spec.kind === "refused" ? 502 : spec.status;
  const flag =
    spec.kind === "timeout" ? "upstream request timeout" : spec.kind === "refused" ? "upstream connect error" : "";
  /** One failed request from the gateway or the internal caller; `orig` = whether the origin logs it. */
  const failure = (t: number, orig: boolean) => {
    const trace = r.hex(12);
    const path = fill(r, r.pick(o.paths));
    const wait = spec.kind === "timeout" ? r.int(5000, 10000) : r.int(2, 80);
    if (orig) put(t, spec.err(r, o.name), trace);
    if (caller && spec.status >= 500 && r.chance(0.4)) {
      if (r.chance(0.5))
        st.add(
          t + wait,
          caller.name,
          "warn",
          `${callError(caller.lang, o.name, path, spec.kind, spec.status)} - retrying (attempt 2/3)`,
          undefined,
          trace,
        );
      st.add(
        t + wait * 2 + 200,
        caller.name,
        "error",
        callError(caller.lang, o.name, path, spec.kind, spec.status),
        undefined,
        trace,
      );
      return;
    }
    const m = r.chance(0.6) ? "GET" : "POST";
    st.add(
      t + wait + 3,
      st.edge.name,
      spec.status >= 500 ? "error" : "warn",
      edgeLine(m, path, o.name, edgeStatus, wait + 3, flag),
      undefined,
      trace,
    );
  };
  const period = Math.min(8000, Math.max(700, 2600 / rate));
  if (spec.role === "worker") {
    // a worker's own jobs fail; or it crash-loops
    if (spec.shape === "loud") st.loop(from, W1, r.int(2500, 7000), (t) => put(t, spec.err(r, o.name), undefined));
  } else if (spec.shape === "loud") {
    st.loop(from, W1, period, (t) => failure(t, true));
  } else if (spec.shape === "sparse") {
    const n = r.int(2, 3);
    let left = n;
    let t = Math.max(onset, W0 + r.int(1000, 5000));
    while (left > 0 && t < W1) {
      const ls = spec.err(r, o.name).slice(0, left);
      put(t, ls, undefined, true);
      left -= ls.length;
      t += r.int(10000, 40000);
    }
    st.loop(from, W1, period, (t) => failure(t, false));
  } else if (spec.shape === "silent") {
    put(onset - r.int(300, 1500), spec.err(r, o.name));
    st.loop(onset + 500, W1, period, (t) => failure(t, false));
  }
  if (spec.shape === "crashloop") {
    const backoff = [10, 20, 40, 60];
    let t = onset;
    for (let i = 0; t < W1; i++) {
      for (const [j, b] of banner(o.lang, o.name, r).entries()) st.add(t + j * r.int(5, 60), o.name, "info", b);
      put(t + r.int(800, 4000), spec.err(r, o.name));
      t += (backoff[Math.min(i, backoff.length - 1)] + r.int(2, 8)) * 1000;
    }
    if (spec.role === "api") st.loop(from, W1, period, (t) => failure(t, false));
  }
  return { evs: st.finish(W0, W1, skews(r, estate)), estate, origin: o.name, onset, W0, W1 };
}
