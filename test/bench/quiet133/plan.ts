// The 48 scenarios: which estate, format, window, noise and (for eight) which incident.
import { ESTATE_KEYS, ESTATES, svc } from "./estates.js";
import { FORMATS } from "./formats.js";
import { INCIDENTS } from "./incidents.js";
import { CHRONIC, fits, NOISE, noise } from "./noise.js";
import type { Rng } from "./rng.js";
import type { Plan, Role } from "./types.js";

const OPTIONAL: Role[] = ["stock", "worker", "steril", "aftercare", "portfolio"];
const DAY = 86400000;
const BASE = Date.UTC(2026, 1, 2);

export function makePlan(r: Rng): Plan[] {
  const n = 48;
  // One incident per block of six; its position in the block is its format.
  const incFormats = [...r.shuffle([0, 1, 2, 3, 4, 5]), r.int(0, 5), r.int(0, 5)];
  const incs = r.shuffle(INCIDENTS);
  const incAt = new Map<number, number>();
  for (let j = 0; j < incs.length; j++) incAt.set(j * 6 + (incFormats[j] as number), j);
  const unused = new Set(r.shuffle(NOISE.map((x) => x.key)));
  const plans: Plan[] = [];
  for (let i = 0; i < n; i++) {
    const j = incAt.get(i);
    const inc = j === undefined ? null : (incs[j] ?? null);
    const estateKey = inc ? inc.estate : (ESTATE_KEYS[(i + Math.floor(i / 12)) % 4] as string);
    const e = ESTATES[estateKey];
    if (!e) throw new Error(estateKey);
    const fitting = NOISE.filter((x) => fits(x, e));
    let main: string;
    if (inc) main = r.pick(inc.noise);
    else {
      const fresh = [...unused].find((k) => fits(noise(k), e));
      main = fresh ?? r.pick(fitting).key;
    }
    unused.delete(main);
    const minors = r
      .shuffle(fitting.filter((x) => x.key !== main))
      .slice(0, r.int(1, 3))
      .map((x) => x.key);
    const chronic = inc?.chronic ?? (r.chance(inc ? 0.85 : 0.75) ? r.pick(CHRONIC).key : null);
    const need = new Set<Role>([
      ...(inc?.roles ?? []),
      ...[main, ...minors, ...(chronic ? [chronic] : [])].flatMap((k) => noise(k).roles),
    ]);
    const drop = r.shuffle(OPTIONAL.filter((x) => !need.has(x))).slice(0, r.int(0, 3));
    const minutes = r.int(6, 20);
    const target = Math.max(1800, Math.min(9200, minutes * r.int(200, 470)));
    const hour = r.pickW([
      [9, 1],
      [10, 2],
      [11, 3],
      [12, 3],
      [13, 3],
      [14, 3],
      [15, 3],
      [16, 3],
      [17, 2],
      [18, 2],
      [19, 1],
    ] as const);
    const start =
      BASE +
      i * 4 * DAY +
      r.int(0, 3) * DAY +
      hour * 3600000 +
      r.int(0, 59) * 60000 +
      r.int(0, 59) * 1000 +
      r.int(0, 999);
    plans.push({
      index: i,
      id: `quiet133-${String(i + 1).padStart(2, "0")}`,
      format: FORMATS[i % 6] as Plan["format"],
      estate: estateKey,
      start,
      minutes,
      target,
      main,
      minors,
      chronic,
      drop,
      incident: inc ? { ...inc, origin: svc(e, inc.role).name } : null,
    });
  }
  return plans;
}
