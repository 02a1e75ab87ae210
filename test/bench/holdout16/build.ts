// Turns one scenario spec into an aggregated, skewed, formatted log stream with background traffic.
import { ESTATES } from "./estates.js";
import { type Format, type LogEvent, render } from "./formats.js";
import { fill, type Rng } from "./rng.js";
import type { IncidentSpec, QuietSpec, Stream } from "./spec.js";

export interface Built {
  text: string;
  lines: number;
  incidentStart: string | null;
}

interface TrueEvent extends Omit<LogEvent, "at"> {
  t: number;
}

function emit(s: Stream, rng: Rng, anchor: number, start: number, end: number, out: TrueEvent[]): void {
  const from = s.from === "start" ? start : anchor + (s.from ?? 0) * 1000;
  const to = Math.min(end, s.to === undefined ? end : anchor + s.to * 1000);
  let t = Math.max(start, from);
  let i = 0;
  while (t < to && (!s.seq || i < s.msgs.length)) {
    const tpl = s.seq || i === 0 ? s.msgs[i] : rng.pick(s.msgs);
    const withStack = s.stack && (i === 0 || i % (s.stackEvery ?? 1) === 0);
    const [msg, ...cont] = fill(tpl, rng).split("\n");
    const stack = [...cont, ...(withStack && s.stack ? s.stack.map((x) => fill(x, rng)) : [])];
    out.push({ t, service: s.svc, level: s.level, msg, stack: stack.length ? stack : undefined });
    i++;
    t += s.every * 1000 * (s.seq ? 1 : rng.range(0.65, 1.35)) + rng.int(0, 97);
  }
}

export function build(spec: IncidentSpec | QuietSpec, rng: Rng, day: number, format: Format): Built {
  const estate = ESTATES[spec.estate];
  const start = Date.UTC(2026, 6, 1) + day * 86_400_000 + rng.int(0, 22) * 3_600_000 + rng.int(0, 59) * 60_000;
  const end = start + rng.int(10, 45) * 60_000;
  const anchor = start + Math.round((end - start) * rng.range(0.4, 0.65)) + rng.int(0, 999);
  const fault = "fault" in spec ? spec.fault : undefined;
  const origin = "origin" in spec ? spec.origin : undefined;
  const streams: Stream[] = [...(fault ? [{ ...fault, from: 0 }] : []), ...spec.more];
  if (spec.noisy !== false) {
    const cands = estate.noisy.filter(
      (n) => n.svc !== origin && !streams.some((s) => s.svc === n.svc && s.level !== "info"),
    );
    if (cands.length) {
      const n = rng.pick(cands);
      streams.push({ svc: n.svc, level: n.level, msgs: n.msgs, every: rng.range(2.5, 7), from: "start" });
    }
  }
  if (spec.deploy !== false && rng.chance(0.6)) {
    const cands = estate.deploys.filter((d) => d.svc !== origin);
    if (cands.length) {
      const d = rng.pick(cands);
      streams.push({
        svc: d.svc,
        level: "info",
        msgs: d.msgs,
        every: rng.range(0.8, 3),
        from: rng.int(-240, 90),
        seq: true,
      });
    }
  }
  const events: TrueEvent[] = [];
  for (const s of streams) emit(s, rng, anchor, start, end, events);

  const involved = new Set(streams.map((s) => s.svc));
  const others = rng.shuffle(Object.keys(estate.services).filter((s) => !involved.has(s)));
  const want = Math.max(involved.size, rng.int(5, 10));
  for (const s of others) if (involved.size < want) involved.add(s);
  const services = [...involved];

  const target = Math.round(Math.exp(rng.range(Math.log(1200), Math.log(38000))));
  const bg = Math.max(target - events.length, services.length * 80);
  const weights = services.map(() => rng.range(0.4, 2));
  const wsum = weights.reduce((a, b) => a + b, 0);
  services.forEach((svc, k) => {
    const def = estate.services[svc];
    if (!def) throw new Error(`unknown service ${svc} in ${spec.estate}`);
    const n = Math.round((bg * weights[k]) / wsum);
    for (let i = 0; i < n; i++) {
      const warn = def.warn.length > 0 && rng.chance(0.008);
      events.push({
        t: start + rng.int(0, end - start - 1),
        service: svc,
        level: warn ? "warn" : "info",
        msg: fill(warn ? rng.pick(def.warn) : rng.pick(def.info), rng),
        trace: rng.chance(0.3) ? rng.hex(16) : undefined,
      });
    }
  });

  const skew = new Map(services.map((s) => [s, rng.int(-250, 250)]));
  events.sort((a, b) => a.t - b.t);
  const pad = Math.max(...services.map((s) => s.length + 2)) + 1;
  const lines: string[] = [];
  for (const e of events) {
    const { t, ...rest } = e;
    lines.push(...render(format, { ...rest, at: t + (skew.get(e.service) ?? 0) }, pad, estate.ns));
  }
  return {
    text: `${lines.join("\n")}\n`,
    lines: lines.length,
    incidentStart: fault ? new Date(anchor).toISOString() : null,
  };
}
