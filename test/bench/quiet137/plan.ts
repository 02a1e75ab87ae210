// The 48 windows: 40 quiet and 8 with one incident, rotating formats, estates, noise kinds and chronic errors.
import { ESTATES } from "./estates.js";
import type { Incident } from "./incident-kit.js";
import { CERT_OOM, DB_SLOTS, NULL_FLUE, SMS_VENDOR } from "./incidents-1.js";
import { DNS_CACHE, MISSING_SECRET, ROUTE_QUOTA, SCRATCH_FULL } from "./incidents-2.js";
import { NOISE_KINDS, type NoiseKind } from "./noise-kinds.js";
import { Rng } from "./rng.js";
import type { WindowSpec } from "./scenario.js";
import { FORMATS } from "./types.js";

export const INCIDENTS: Incident[] = [
  DB_SLOTS,
  SMS_VENDOR,
  CERT_OOM,
  NULL_FLUE,
  SCRATCH_FULL,
  ROUTE_QUOTA,
  DNS_CACHE,
  MISSING_SECRET,
];

export function plan(seed: number): WindowSpec[] {
  const r = new Rng(seed);
  const slots: Array<Incident | null> = [...INCIDENTS, ...Array.from({ length: 40 }, () => null)];
  // Shuffle, but keep incidents from bunching into one format: every format holds one or two of the eight.
  let order = r.shuffle([...slots]);
  for (let i = 0; i < 500; i++) {
    const per = new Map<number, number>();
    order.forEach((x, j) => {
      if (x) per.set(j % 6, (per.get(j % 6) ?? 0) + 1);
    });
    if (per.size === 6 && Math.max(...per.values()) <= 2) break;
    order = r.shuffle([...slots]);
  }
  const mains = r.shuffle([...NOISE_KINDS, ...NOISE_KINDS, ...NOISE_KINDS, ...NOISE_KINDS]);
  const perFormat = FORMATS.map(() => 0);
  const base = Date.UTC(2026, 10, 2, 0, 0, 0);
  return order.map((inc, i) => {
    const id = `q137-${String(i + 1).padStart(2, "0")}`;
    // Quiet windows rotate estates within each format, so every estate shows up in every format.
    const f = i % FORMATS.length;
    const estate = inc ? inc.estate : ESTATES[(perFormat[f]++ + f) % ESTATES.length].key;
    const def = ESTATES.find((e) => e.key === estate)!;
    const main = mains[i % mains.length];
    const small = r.shuffle(NOISE_KINDS.filter((k) => k !== main && k !== inc?.decoy)).slice(0, r.int(1, 3));
    if (inc && main !== inc.decoy) small[0] = inc.decoy;
    const minutes = r.int(6, 20);
    const start = base + i * 86400000 * 1.5 + r.int(6, 20) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59999);
    const end = start + minutes * 60000;
    const incidentStart = inc ? Math.round(start + minutes * 60000 * r.float(0.35, 0.62)) : null;
    // Chronic harmless error: always in incident windows (never on the origin), in most quiet ones.
    const chronicChoices = def.chronic.map((c, j) => [c, j] as const).filter(([c]) => !inc || c[0] !== inc.origin);
    const chronicIdx = inc || r.chance(0.8) ? r.pick(chronicChoices)[1] : null;
    const others = def.services.filter((s) => s.name !== inc?.origin);
    const deploys: Array<[string, number]> = [];
    if (incidentStart) {
      deploys.push([r.pick(others).name, incidentStart + r.int(-150000, 120000)]);
      if (r.chance(0.5)) deploys.push([def.proxy, incidentStart + r.int(-200000, 200000)]);
    } else if (r.chance(0.55)) {
      deploys.push([r.pick(others).name, r.int(start + 60000, end - 120000)]);
    }
    return {
      id,
      estate,
      format: FORMATS[i % FORMATS.length],
      start,
      minutes,
      targetLines: r.int(1900, 8800),
      main: main as NoiseKind,
      small,
      chronicIdx,
      deploys: deploys.filter(([, t]) => t > start + 20000 && t < end - 90000),
      incident: inc,
      incidentStart,
      seed: r.int(1, 2 ** 31 - 1),
    };
  });
}
