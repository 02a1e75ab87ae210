// The 48 scenarios: which slot holds which incident, format rotation, estate rotation for the quiet
// windows, which noise each window carries, and when and how long each window is.
import { ESTATE_KEYS, ESTATES } from "./estates.js";
import { INCIDENTS } from "./incidents.js";
import { NOISE_KINDS } from "./noise.js";
import type { Rng } from "./rng.js";
import { MIN } from "./time.js";
import { type Estate, FORMATS, type Format, type IncidentDef, type Role } from "./types.js";

export interface Plan {
  n: number;
  id: string;
  format: Format;
  estate: Estate;
  start: number;
  end: number;
  incident?: IncidentDef;
  t0?: number;
  noise: string[];
  chronic: number | null;
  lineTarget: number;
}

const SLOTS = 48;
/** Noise kinds that need a role not every estate has. */
const NEEDS: Record<string, Role> = { "cdn-new-patch": "patch", "hash-mismatch": "patch", "cheater-bans": "anticheat" };
const fits = (e: Estate, kind: string) => !NEEDS[kind] || e.services.some((s) => s.roles.includes(NEEDS[kind]));
/** Compose-style names with underscores are not valid Kubernetes container names: no GCP for that estate. */
const formatFits = (e: Estate, f: Format) => !(f === "gcp" && e.services.some((s) => s.name.includes("_")));

function pickOthers(r: Rng, e: Estate, n: number, not: string[]): string[] {
  return r.shuffle(NOISE_KINDS.filter((k) => fits(e, k) && !not.includes(k))).slice(0, n);
}

export function plan(r: Rng): Plan[] {
  // Incident slots: one per block of six, formats covering all six.
  const incs = r.shuffle(INCIDENTS);
  const fmts = r.shuffle([0, 1, 2, 3, 4, 5, r.int(0, 5), r.int(0, 5)]);
  incs.forEach((inc, i) => {
    if (!formatFits(ESTATES[inc.estate], FORMATS[fmts[i]])) {
      const j = incs.findIndex(
        (o, k) => formatFits(ESTATES[o.estate], FORMATS[fmts[i]]) && formatFits(ESTATES[inc.estate], FORMATS[fmts[k]]),
      );
      [fmts[i], fmts[j]] = [fmts[j], fmts[i]];
    }
  });
  const blocks = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7]);
  const bySlot = new Map<number, [IncidentDef, number]>();
  incs.forEach((inc, i) => {
    bySlot.set(blocks[i] * 6 + fmts[i], [inc, fmts[i]]);
  });

  const kinds = r.shuffle(NOISE_KINDS);
  let q = 0;
  let rot = r.int(0, 3);
  const plans: Plan[] = [];
  const base = Date.UTC(2026, 1, 2);
  for (let n = 0; n < SLOTS; n++) {
    const id = `q127-${String(n + 1).padStart(2, "0")}`;
    const durMin = r.int(6, 19) + r.next();
    const hour = r.weighted([
      [r.int(0, 5), 2],
      [r.int(6, 11), 2],
      [r.int(12, 16), 3],
      [r.int(17, 23), 5],
    ]);
    const start = base + n * 2.7 * 24 * 60 * MIN + hour * 60 * MIN + r.int(0, 59) * MIN + r.int(0, 59_999);
    const end = start + Math.round(durMin * MIN);
    const lineTarget = Math.max(1750, Math.min(9300, Math.round(durMin * r.int(220, 620))));
    const inc = bySlot.get(n);
    if (inc) {
      const [def, f] = inc;
      const e = ESTATES[def.estate];
      plans.push({
        n,
        id,
        format: FORMATS[f],
        estate: e,
        start,
        end,
        incident: def,
        t0: start + Math.round((end - start) * r.float(0.35, 0.62)),
        noise: [...def.noise, ...pickOthers(r, e, 1, def.noise)],
        chronic: r.int(0, e.chronic.length - 1),
        lineTarget,
      });
      continue;
    }
    const format = FORMATS[n % 6];
    let e = ESTATES[ESTATE_KEYS[rot % 4]];
    while (!formatFits(e, format)) e = ESTATES[ESTATE_KEYS[++rot % 4]];
    rot++;
    // The primary kind: the next of the shuffled catalogue this estate can host.
    let k = q;
    while (!fits(e, kinds[k])) k++;
    [kinds[q], kinds[k]] = [kinds[k], kinds[q]];
    const primary = kinds[q++];
    plans.push({
      n,
      id,
      format,
      estate: e,
      start,
      end,
      noise: [primary, ...pickOthers(r, e, r.int(2, 3), [primary])],
      chronic: r.chance(0.85) ? r.int(0, e.chronic.length - 1) : null,
      lineTarget,
    });
  }
  // Every kind appears somewhere: the one left over goes into a quiet window that can host it.
  for (const k of kinds.slice(q)) {
    if (plans.some((p) => p.noise.includes(k))) continue;
    const p = plans.find((x) => !x.incident && fits(x.estate, k));
    p?.noise.push(k);
  }
  return plans;
}
