// Turns one incident or quiet spec into a file: picks window, services, noise, deploy and format, then renders.
import { ESTATES } from "./estates.js";
import type { Ev, Format, Level } from "./formats.js";
import type { Ctx, Inc } from "./incidents.js";
import type { Quiet } from "./quiet.js";
import type { Rng } from "./rng.js";
import { buildStream } from "./stream.js";

export interface Built {
  text: string;
  lines: number;
  incidentStart: string | null;
}

function collect(r: Rng, T: number, end: number, build: (c: Ctx) => void, traceIds: boolean, origin: string | null) {
  const evs: Ev[] = [];
  const c: Ctx = {
    r,
    once(svc, dtSec, level: Level, msg, stack) {
      evs.push({ t: T + dtSec * 1000 + r.int(0, 900), svc, level, msg, stack });
    },
    storm(svc, fromSec, toSec, perMin, f) {
      const stop = toSec === null ? end : T + toSec * 1000;
      let t = T + fromSec * 1000 + r.int(0, 3000);
      let i = 0;
      while (t < stop) {
        const [level, msg, stack] = f(r, i++);
        const trace = traceIds && svc !== origin && r.chance(0.6) ? r.hex(16) : undefined;
        evs.push({ t, svc, level, msg, stack, trace });
        // bursts: retries come in clumps
        t += r.chance(0.25) ? r.int(20, 400) : (-Math.log(1 - r.next()) * 60_000) / perMin;
      }
    },
  };
  build(c);
  return evs;
}

export function buildScenario(spec: Inc | Quiet, isIncident: boolean, fmt: Format, day: number, r: Rng): Built {
  const estate = ESTATES[spec.estate];
  const origin = isIncident ? (spec as Inc).origin : null;
  for (let attempt = 0; ; attempt++) {
    const minutes = r.int(6, 20);
    const startMin = Math.min(r.int(3, 8), minutes - 3);
    const base =
      Date.parse(`${estate.date}T00:00:00Z`) + day * 86_400_000 + r.int(5, 21) * 3_600_000 + r.int(0, 59) * 60_000;
    const start = base + r.int(0, 59) * 1000 + r.int(0, 999);
    const end = start + minutes * 60_000;
    const T = start + startMin * 60_000 + r.int(0, 59) * 1000;
    const extra = collect(r, T, end, spec.build, estate.traceIds, origin);
    const noiseOpts = estate.noise.filter((n) => n.svc !== origin);
    const noise = r.pick(noiseOpts);
    const need = new Set<string>([...extra.map((e) => e.svc), noise.svc]);
    if (origin) need.add(origin);
    const others = r.shuffle(estate.services.map((s) => s.name).filter((n) => !need.has(n)));
    const deployOpts = estate.services.map((s) => s.name).filter((n) => n !== origin && n !== noise.svc);
    const deploySvc = r.pick(deployOpts);
    need.add(deploySvc);
    const want = Math.max(need.size, r.int(8, 10));
    const services = [...new Set([...need, ...others])].slice(0, Math.min(10, want));
    const baselineLines = Math.round(r.int(1500, 7000) * (attempt > 0 ? 0.8 ** attempt : 1));
    const deployAt = isIncident
      ? T + r.pick([-1, 1]) * r.int(60, 170) * 1000
      : start + r.int(60, minutes * 60 - 60) * 1000;
    const out = buildStream(
      {
        estate,
        fmt,
        start,
        minutes,
        services,
        baselineLines,
        muted: origin
          ? [
              { svc: origin, at: T, mode: (spec as Inc).mode },
              ...((spec as Inc).hush ?? []).map((svc) => ({ svc, at: T + 30_000, mode: "thin" as const })),
            ]
          : [],
        deployAt,
        deploySvc,
        noiseSvc: noise.svc,
        extra,
      },
      r,
    );
    if ((out.lines >= 1500 && out.lines <= 10_000) || attempt > 8)
      return { ...out, incidentStart: isIncident ? new Date(T).toISOString() : null };
  }
}
