// The 78 scenario plans of holdout 6: 65 incidents (5 per category) and 13 quiet windows, each with an
// estate, a format (13 per format), a window, a size and its tune/locked half.
import { chance, int, rngFrom } from "../holdout3/kit.js";
import { ESTATES } from "./estates.js";
import { FAULTS_A } from "./faults-a.js";
import { FAULTS_B } from "./faults-b.js";
import { FAULTS_C } from "./faults-c.js";
import { QUIET } from "./quiet.js";
import type { Estate, Fault, Format, Quiet } from "./types.js";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const FAULTS: Fault[] = [...FAULTS_A, ...FAULTS_B, ...FAULTS_C];

export interface Plan {
  seed: number;
  estate: Estate;
  format: Format;
  start: number;
  durMin: number;
  target: number;
  split: "tune" | "locked";
  fault?: Fault;
  originName?: string;
  quiet?: Quiet;
  decoy: boolean;
  deploy: boolean;
}

export function makePlans(seed: number): Plan[] {
  const r = rngFrom(seed * 104729 + 17);
  const plans: Plan[] = [];
  const cats: string[] = [];
  let big = 0;
  const size = () => {
    const u = r();
    if (u < 0.08 && big < 6) {
      big++;
      return int(r, 20000, 60000);
    }
    return u < 0.22 ? int(r, 1000, 2000) : int(r, 2000, 15000);
  };
  const base = Date.UTC(2026, 9, 3, 0, 0, 0);
  // spread quiet windows between the incidents so each format gets some
  const order: Array<Fault | Quiet> = [];
  let qi = 0;
  FAULTS.forEach((f, i) => {
    order.push(f);
    if (i % 5 === 4 && qi < QUIET.length) order.push(QUIET[qi++]);
  });
  while (qi < QUIET.length) order.push(QUIET[qi++]);
  order.forEach((it, k) => {
    // rotate by block so the quiet windows (every sixth item) spread over all formats
    const format = FORMATS[(k + Math.floor(k / FORMATS.length)) % FORMATS.length];
    const start = base + k * 86400000 + int(r, 0, 22) * 3600000 + int(r, 0, 59) * 60000 + int(r, 0, 59) * 1000;
    const common = {
      seed: seed * 1000 + k,
      format,
      start,
      durMin: int(r, 12, 45),
      target: size(),
      decoy: chance(r, 0.8),
      deploy: chance(r, 0.6),
    };
    if ("cat" in it) {
      const ci = cats.includes(it.cat) ? cats.indexOf(it.cat) : cats.push(it.cat) - 1;
      const j = FAULTS.filter((f) => f.cat === it.cat).indexOf(it);
      let estate = ESTATES[k % 4];
      let originName = "";
      for (let d = 0; d < 4; d++) {
        const e = ESTATES[(k + d) % 4];
        if (it.estates && !it.estates.includes(e.id)) continue;
        const hits = e.svcs.filter((s) => it.on.includes(s.rt));
        if (hits.length) {
          estate = e;
          originName = hits[Math.floor(r() * hits.length)].name;
          break;
        }
      }
      if (!originName) throw new Error(`no origin for ${it.mode}`);
      plans.push({ ...common, estate, fault: it, originName, split: (j + ci) % 2 === 0 ? "tune" : "locked" });
    } else {
      const qn = QUIET.indexOf(it);
      plans.push({
        ...common,
        estate: ESTATES[QUIET.indexOf(it) % 4],
        quiet: it,
        split: qn % 2 === 0 ? "tune" : "locked",
        decoy: chance(r, 0.85),
      });
    }
  });
  return plans;
}
