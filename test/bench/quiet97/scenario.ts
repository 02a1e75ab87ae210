// Builds one file: background life, the noisy service, an alarming but harmless burst, and maybe one failure.
import { benignRetries, deprecations, housekeeping, traffic, unrelatedChange } from "./background.js";
import type { Estate } from "./estates.js";
import { EXT, type Format, render } from "./formats.js";
import type { IncidentDef } from "./incidents.js";
import { applicable, NOISE, type NoiseKind, noiseByName } from "./quiet.js";
import { mulberry32 } from "./rng.js";
import { Stream } from "./stream.js";

export interface Built {
  text: string;
  lines: number;
  ext: string;
  noise: string[];
  changed: string;
  start: number | null;
}

export interface Plan {
  seed: number;
  estate: Estate;
  format: Format;
  t0: number;
  minutes: number;
  /** offset (ms) of the burst or the failure */
  at: number;
  featured: NoiseKind;
  incident?: IncidentDef;
  companions?: string[];
}

export function build(p: Plan): Built {
  const rng = mulberry32(p.seed);
  const t1 = p.t0 + p.minutes * 60000;
  const s = new Stream(rng, p.estate, p.t0, t1);
  const span = t1 - p.t0;
  const target = rng.int(1700, 8200);
  traffic(s, Math.max(120, span / (target / 3.6)));
  housekeeping(s);
  benignRetries(s);
  deprecations(s);
  const avail = NOISE.filter((k) => applicable(s, k) && k.name !== p.featured.name);
  const constants = avail.filter((k) => k.constant);
  const wanted = (p.companions ?? []).map(noiseByName).filter((k) => applicable(s, k));
  const constant = wanted.find((k) => k.constant) ?? rng.pick(constants);
  constant.run(s, p.t0, t1, rng.int(6000, 20000));
  const used = [constant.name];
  // the alarming burst: starts like a failure would, then fades
  const at = p.t0 + p.at;
  const burstEnd = Math.min(t1, at + rng.int(120000, 420000));
  p.featured.run(s, p.incident ? p.t0 + rng.int(30000, 120000) : at, p.incident ? t1 : burstEnd, rng.int(2500, 9000));
  used.push(p.featured.name);
  const others = rng.shuffle(avail.filter((k) => !used.includes(k.name)));
  const extra = [...wanted.filter((k) => !used.includes(k.name)), ...others].slice(0, rng.int(1, 2));
  for (const k of extra) {
    k.run(s, p.t0, t1, rng.int(25000, 70000));
    used.push(k.name);
  }
  const changed = unrelatedChange(s, at - rng.int(20000, 150000), p.incident?.origin);
  let start: number | null = null;
  if (p.incident) {
    start = at;
    p.incident.run(s, at);
  }
  const { ev } = s.finish(rng.int(60, 300));
  const width = Math.max(...Object.values(p.estate.roles).map((x) => (x ? x.name.length + 2 : 0)));
  const host: Record<string, string> = {};
  const hostOf = (svc: string): string => {
    if (!host[svc])
      host[svc] = p.format === "gcp" ? `${svc}-${rng.hex(10)}-${rng.hex(5)}` : `${svc}.node-${rng.int(0, 3)}`;
    return host[svc] as string;
  };
  const out: string[] = [];
  for (const e of ev) out.push(...render(p.format, e, { namespace: `${p.estate.key}-prod`, width, hostOf }));
  return { text: `${out.join("\n")}\n`, lines: out.length, ext: EXT[p.format], noise: used, changed, start };
}
