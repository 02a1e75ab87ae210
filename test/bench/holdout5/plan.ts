// The 66 scenarios of holdout5: which variant, estate, layout, window shape and split each one gets. Splits:
// variants 0 and 2 of each category and even-numbered quiet windows are "tune", the rest "locked". Layouts:
// pinned variants first, then each scenario takes the allowed layout least used on its split so far.
import { CATEGORIES } from "../../../shared/domain/analysis-vocabulary.js";
import { ESTATES, type Estate } from "./estates.js";
import type { Fault } from "./fault-types.js";
import { FAULTS_A } from "./faults-a.js";
import { FAULTS_B } from "./faults-b.js";
import { QUIETS, type Quiet } from "./quiet.js";
import { LAYOUTS, type Layout, type TraceStyle } from "./types.js";

export type Shape = "normal" | "shortpre" | "already" | "tiny";

export interface Plan {
  key: string;
  fault?: Fault;
  quiet?: Quiet;
  split: "tune" | "locked";
  layout: Layout;
  estate: Estate;
  style: TraceStyle;
  shape: Shape;
  hops: 3 | 4;
  deployDecoy: boolean;
  noisy: boolean;
  /** mid-chain retries logged at WARN instead of ERROR */
  softRetries: boolean;
  targetLines: number;
  seed: number;
}

const SHAPES: Shape[] = ["normal", "shortpre", "already", "tiny"];
const STYLES: Record<string, TraceStyle[]> = {
  pawsline: ["traceparent", "xrid"],
  arenaleague: ["b3", "otel"],
  vaultdesk: ["otel", "xrid"],
  groundlink: ["none"],
  aquameter: ["none"],
};

function estateFor(f: Fault | undefined, i: number): Estate {
  for (let k = 0; k < ESTATES.length; k++) {
    const e = ESTATES[(i + k) % ESTATES.length];
    if (!f || f.infra || e.svcs.slice(1).some((s) => s.rt === f.rt)) return e;
  }
  throw new Error(`no estate runs ${f?.rt}`);
}

/** line-count target: tiny windows 1,000-2,200; most 2,000-8,000; every seventh scenario 10,000-30,000 */
function target(i: number, shape: Shape, seed: number): number {
  const u = ((seed * 2654435761) >>> 0) / 4294967296;
  if (shape === "tiny") return 1300 + Math.floor(u * 1000);
  if (i % 7 === 3) return 10000 + Math.floor(u * 20000);
  return 2000 + Math.floor(u * 6000);
}

export function makePlans(seed: number): Plan[] {
  const FAULTS = [...FAULTS_A, ...FAULTS_B];
  const drafts: Array<Omit<Plan, "layout"> & { allowed: readonly Layout[] }> = [];
  CATEGORIES.forEach((cat, ci) => {
    const vs = FAULTS.filter((f) => f.cat === cat);
    if (vs.length !== 4) throw new Error(`${cat} has ${vs.length} variants`);
    vs.forEach((f, k) => {
      const i = ci * 4 + k;
      const estate = estateFor(f, i);
      let shape = SHAPES[(ci + k) % 4];
      // a silent origin that stopped before the window would be absent altogether, and a configuration fault
      // whose change happened before the window would show no configuration evidence: those start inside it
      if (shape === "already" && (f.mode === "stop" || f.cat === "configuration")) shape = "shortpre";
      const s = seed * 1000 + i * 7 + 1;
      drafts.push({
        key: `${cat}-${k}`,
        fault: f,
        split: k % 2 === 0 ? "tune" : "locked",
        estate,
        style: STYLES[estate.id][i % STYLES[estate.id].length],
        shape,
        hops: i % 2 === 0 ? 4 : 3,
        deployDecoy: i % 3 === 1,
        noisy: i % 4 !== 2,
        softRetries: i % 3 === 2,
        targetLines: target(i, shape, s),
        seed: s,
        allowed: f.layouts ?? LAYOUTS.filter((l) => l !== "lambda"),
      });
    });
  });
  QUIETS.forEach((q, k) => {
    const i = 52 + k;
    const estate = ESTATES[k % ESTATES.length];
    const shape: Shape = k % 5 === 4 ? "tiny" : k % 5 === 2 ? "shortpre" : "normal";
    const s = seed * 1000 + i * 7 + 1;
    drafts.push({
      key: `quiet-${k}`,
      quiet: q,
      split: k % 2 === 0 ? "tune" : "locked",
      estate,
      style: STYLES[estate.id][k % STYLES[estate.id].length],
      shape,
      hops: 3,
      deployDecoy: k % 4 === 1,
      noisy: k % 2 === 1,
      softRetries: false,
      targetLines: target(i, shape, s),
      seed: s,
      allowed: LAYOUTS,
    });
  });
  // pinned (few allowed layouts) first, then the rest; least used on the split, then overall, then list order
  const order = drafts.map((_d, i) => i).sort((a, b) => drafts[a].allowed.length - drafts[b].allowed.length || a - b);
  const used = new Map<string, number>();
  const n = (k: string) => used.get(k) ?? 0;
  const plans: Plan[] = new Array(drafts.length);
  for (const i of order) {
    const { allowed, ...d } = drafts[i];
    const layout = [...allowed].sort(
      (a, b) => n(`${d.split}:${a}`) - n(`${d.split}:${b}`) || n(a) - n(b) || LAYOUTS.indexOf(a) - LAYOUTS.indexOf(b),
    )[0];
    used.set(`${d.split}:${layout}`, n(`${d.split}:${layout}`) + 1);
    used.set(layout, n(layout) + 1);
    plans[i] = { ...d, layout };
  }
  for (const l of LAYOUTS)
    if (!n(`tune:${l}`) || !n(`locked:${l}`)) throw new Error(`layout ${l} is not on both splits`);
  return plans;
}
