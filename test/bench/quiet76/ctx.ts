// What every generator of a window gets: the stream, the estate and handy draws over its spacecraft and stations.
import type { Estate, Role } from "./estates.js";
import { name, rt } from "./estates.js";
import { hex, int, pick, type Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface Ctx {
  s: Stream;
  r: Rng;
  e: Estate;
  has: (role: Role) => boolean;
  n: (role: Role) => string;
  rt: (role: Role) => ReturnType<typeof rt>;
  sat: () => string;
  st: () => string;
  scene: (t: number) => string;
  order: () => string;
  hhmm: (t: number) => string;
}

export function makeCtx(s: Stream, e: Estate): Ctx {
  const r = s.r;
  return {
    s,
    r,
    e,
    has: (role) => e.svc[role] !== undefined,
    n: (role) => name(e, role),
    rt: (role) => rt(e, role),
    sat: () => pick(r, e.sats),
    st: () => pick(r, e.stations),
    scene: (t) => {
      const d = new Date(t - int(r, 20, 300) * 60000).toISOString().replace(/[-:]/g, "").slice(0, 15);
      return `${pick(r, e.sats).replace("-", "")}_${d}_${int(r, 100, 999)}`;
    },
    order: () => (e.key === "kestrel" ? `KO-${int(r, 100000, 999999)}` : `ord_${hex(r, 10)}`),
    hhmm: (t) => new Date(t).toISOString().slice(11, 19),
  };
}
