// Builds one window: picks services, length and load, runs background and scenario, applies per-service clock
// skew, sorts by arrival (true time) and renders the file.
import { estates } from "./estates.js";
import { extension, render } from "./formats.js";
import { accessLine, background, newRid } from "./noise.js";
import type { Rng } from "./rng.js";
import type { Ctx, Ev, Format, Scenario } from "./types.js";

export interface Window {
  file: string;
  text: string;
  lines: number;
  incidentStart: string | null;
}

/** Simulates the window, shrinking load and length (deterministically) until it fits 1,500-10,000 lines. */
export function simulate(id: string, sc: Scenario, format: Format, r: Rng, dayIndex: number): Window {
  let minutes = r.int(6, 25);
  let target = r.int(1800, 8600);
  for (let attempt = 0; ; attempt++) {
    const w = attemptWindow(id, sc, format, r.fork(attempt), dayIndex, minutes, target);
    if ((w.lines <= 9900 && w.lines >= 1500) || attempt > 12) return w;
    if (w.lines > 9900) {
      target = Math.round(target * 0.8);
      minutes = Math.max(6, Math.round(minutes * 0.85));
    } else target = Math.round(target * 1.3);
  }
}

function attemptWindow(
  id: string,
  sc: Scenario,
  format: Format,
  r: Rng,
  dayIndex: number,
  minutes: number,
  target: number,
): Window {
  const estate = estates[sc.estate];
  const day = Date.UTC(2026, 9, 5 + dayIndex);
  const start = day + r.int(6, 21) * 3600000 + r.int(0, 11) * 5 * 60000 + r.int(0, 59) * 1000;
  const end = start + minutes * 60000;
  const nSvc = r.int(Math.max(6, sc.needs.length + 2), 12);
  const present = new Set<string>([estate.edge, ...sc.needs]);
  const others = r.shuffle(estate.services.map((s) => s.name).filter((n) => !present.has(n)));
  for (const n of others) {
    if (present.size >= nSvc) break;
    present.add(n);
  }
  const evs: Ev[] = [];
  const ctx: Ctx = {
    r,
    estate,
    start,
    end,
    present,
    emit: (svc, t, level, msg, stack, rid) => {
      if (t >= start && t < end) evs.push({ t, svc, level, msg, stack, rid });
    },
    access: (t, method, path, status, ms, upstream, rid) => {
      const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
      ctx.emit(estate.edge, t, level, accessLine(estate, r, method, path, status, ms, upstream, rid), undefined, rid);
    },
    rid: () => newRid(r, estate.idStyle),
  };
  const faultAt = sc.incident ? Math.round(start + (end - start) * sc.incident.at + r.int(-20000, 20000)) : 0;
  // About 2.7 lines per request plus work and routine lines.
  const rate = target / minutes / 2.7;
  background(ctx, rate, sc.traffic ?? (() => 1));
  sc.run(ctx, faultAt);
  const skew = new Map<string, number>();
  for (const n of [...present].sort()) skew.set(n, r.int(-150, 150));
  evs.sort((a, b) => a.t - b.t || a.svc.localeCompare(b.svc));
  const width = Math.max(...[...present].map((n) => n.length)) + 3;
  const out: string[] = [];
  for (const e of evs) {
    const printed = Math.round(e.t + (skew.get(e.svc) ?? r.int(-150, 150)));
    for (const l of render(format, e, printed, estate.idStyle, `${estate.key}-prod`, width)) out.push(l);
  }
  const file = `${id}.${extension[format]}`;
  return {
    file,
    text: `${out.join("\n")}\n`,
    lines: out.length,
    incidentStart: sc.incident ? new Date(faultAt).toISOString() : null,
  };
}
