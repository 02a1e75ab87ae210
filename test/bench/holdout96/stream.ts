// Builds one aggregated window: everyday traffic of an estate, the failing window or quiet burst, skew, sort, render.
import { callerSays } from "./callers.js";
import { ESTATES, type Estate, type Service } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { Say, Spec } from "./incidents.js";
import type { QuietSpec } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface Built {
  text: string;
  lines: number;
  start: number | null;
  estate: Estate;
}

interface Raw {
  t: number; // true time, ms
  service: string;
  out: ReturnType<Say>;
  trace?: string;
}

const estateOf = (key: string) => ESTATES.find((e) => e.key === key)!;

function emitRate(rng: Rng, perMin: number, from: number, to: number, push: (t: number) => void): void {
  const perSec = perMin / 60;
  for (let s = from; s < to; s += 1000) {
    let n = Math.floor(perSec);
    if (rng.next() < perSec - n) n++;
    for (let i = 0; i < n; i++) push(s + rng.int(0, 999));
  }
}

export function buildWindow(
  rng: Rng,
  fmt: Format,
  t0: number,
  durMin: number,
  spec: Spec | null,
  quiet: QuietSpec | null,
  startAfterSec: number,
): Built {
  const estate = estateOf(spec?.estate ?? quiet!.estate);
  const end = t0 + durMin * 60_000;
  const start = t0 + startAfterSec * 1000;
  const raws: Raw[] = [];
  const traceId = () => (estate.key === "northvale" ? rng.hex(32) : rng.hex(16));
  const silenced = (svc: Service, t: number) =>
    spec !== null && svc.name === spec.origin && t >= start && spec.mode === "quiet";
  const thinned = (svc: Service, t: number) =>
    spec !== null && svc.name === spec.origin && t >= start && rng.chance(0.8);

  for (const svc of estate.services) {
    const total = svc.lines.reduce((s, l) => s + l.w, 0);
    emitRate(rng, svc.perMin, t0, end, (t) => {
      if (silenced(svc, t) || thinned(svc, t)) return;
      let x = rng.next() * total;
      let line = svc.lines[0];
      for (const l of svc.lines) {
        x -= l.w;
        if (x < 0) {
          line = l;
          break;
        }
      }
      raws.push({
        t,
        service: svc.name,
        out: line.f(rng),
        trace: estate.traces && line.traced ? traceId() : undefined,
      });
    });
    if (svc.health) {
      for (let t = t0 + rng.int(0, 15_000); t < end; t += rng.int(10_000, 30_000)) {
        if (!silenced(svc, t)) raws.push({ t, service: svc.name, out: ["info", svc.health] });
      }
    }
    if (svc.job) {
      for (
        let t = t0 + rng.int(5_000, svc.job.everySec * 1000);
        t < end;
        t += svc.job.everySec * 1000 + rng.int(-900, 900)
      ) {
        if (!silenced(svc, t)) raws.push({ t, service: svc.name, out: svc.job.f(rng) });
      }
    }
  }
  // constant harmless noise from the first minute
  emitRate(rng, estate.noisy.perMin, t0, end, (t) =>
    raws.push({ t, service: estate.noisy.service, out: estate.noisy.f(rng) }),
  );
  // deprecation warnings at boot-ish times and now and then
  for (const d of estate.deprecations) {
    for (let t = t0 + rng.int(1_000, 50_000); t < end; t += rng.int(180_000, 300_000)) {
      raws.push({ t, service: d.service, out: ["warn", d.msg] });
    }
  }
  // retries that succeed
  for (const rt of estate.retries) {
    for (let t = t0 + rng.int(10_000, 90_000); t < end; t += rng.int(60_000, 160_000)) {
      raws.push({ t, service: rt.service, out: rt.f(rng) });
    }
  }
  // an unrelated deploy or config reload near the failure (or mid-window when quiet)
  const deploys = estate.deploys.filter((d) => d.service !== spec?.origin);
  const dep = rng.pick(deploys);
  const depAt = spec ? start + rng.int(-100_000, 80_000) : t0 + rng.int(120_000, (durMin - 2) * 60_000);
  raws.push({ t: depAt, service: dep.service, out: dep.f(rng) });
  raws.push({
    t: depAt + rng.int(2_000, 9_000),
    service: dep.service,
    out: ["info", "readiness probe passed, receiving traffic"],
  });

  if (spec) {
    for (const p of spec.pre ?? []) raws.push({ t: start + p.atSec * 1000, service: p.service, out: p.f(rng) });
    const recent: string[] = [];
    if (spec.says.length) {
      emitRate(rng, spec.originPerMin, start, end, (t) => {
        const out = rng.pick(spec.says)(rng);
        const tr = estate.traces ? traceId() : undefined;
        if (tr) recent.push(tr);
        if (spec.mode === "warn" && out[0] === "error") out[0] = "warn";
        raws.push({ t, service: spec.origin, out, trace: tr });
      });
    }
    for (const c of spec.callers) {
      const svc = estate.services.find((s) => s.name === c.service)!;
      // callers notice a little after the origin starts failing
      emitRate(rng, c.perMin, start + rng.int(2_000, 20_000), end, (t) => {
        const out =
          c.custom && rng.chance(0.6)
            ? c.custom(rng)
            : callerSays(rng.pick(c.kinds), svc.runtime, spec.origin, rng, c.code);
        const tr = estate.traces ? (recent.length && rng.chance(0.7) ? rng.pick(recent) : traceId()) : undefined;
        raws.push({ t, service: c.service, out, trace: tr });
      });
    }
  }
  if (quiet) {
    const bAt = t0 + rng.int(150_000, Math.max(160_000, (durMin * 60 - quiet.burst.durSec - 30) * 1000));
    emitRate(rng, quiet.burst.perMin, bAt, bAt + quiet.burst.durSec * 1000, (t) =>
      raws.push({ t, service: quiet.burst.service, out: quiet.burst.f(rng) }),
    );
  }

  const skew = new Map(estate.services.map((s) => [s.name, rng.int(-300, 300)]));
  const width = Math.max(...estate.services.map((s) => s.name.length)) + 3;
  const evs: Ev[] = raws
    .filter((r) => r.t >= t0 && r.t < end)
    .map((r) => ({
      t: r.t + (skew.get(r.service) ?? 0),
      service: r.service,
      level: r.out[0],
      msg: r.out[1],
      stack: r.out[2],
      trace: r.trace,
    }));
  evs.sort((a, b) => a.t - b.t);
  const text = `${evs.map((e) => render(fmt, e, estate.namespace, width)).join("\n")}\n`;
  return { text, lines: text.split("\n").length - 1, start: spec ? start : null, estate };
}
