// Harmless bursts every window may carry: a routine rolling deploy, a parity-reject wave, a decline cluster,
// a courier shortage with surge, a short upstream blip that retries cover.
import type { Line } from "./callers.js";
import type { Estate } from "./estates.js";
import { int, pick, type Rng, upper } from "./rng.js";

export interface Timed {
  t: number;
  svc: string;
  line: Line;
}

export function benign(r: Rng, e: Estate, start: number, end: number, avoid?: string): Timed[] {
  const out: Timed[] = [];
  const at = () => start + (end - start) * (0.1 + r() * 0.8);
  const names = e.svcs.map((s) => s.name).filter((n) => n !== avoid);
  // a routine rolling restart of one service
  const dep = pick(r, names);
  const t0 = at();
  out.push({
    t: t0,
    svc: dep,
    line: { level: "info", msg: `Received SIGTERM, draining connections (in-flight ${int(r, 0, 12)})` },
  });
  out.push({ t: t0 + int(r, 3000, 9000), svc: dep, line: { level: "info", msg: "shutdown complete" } });
  out.push({
    t: t0 + int(r, 12000, 25000),
    svc: dep,
    line: { level: "info", msg: `${dep} ready, build ${upper(r, 7).toLowerCase()} (revision ${int(r, 100, 999)})` },
  });
  // a wave of domain noise
  const t1 = at();
  const n = int(r, 6, 18);
  for (let i = 0; i < n; i++) {
    const t = t1 + i * int(r, 300, 2500);
    if (e.domain === "hotel") {
      const svc = e.key === "larkspur" ? "channel-mgr" : "ari-distributor";
      if (svc === avoid) break;
      out.push({
        t,
        svc,
        line: {
          level: "warn",
          msg:
            e.key === "larkspur"
              ? `Rate update rejected by Booking.com: code 367 "Rate is lower than allowed by parity settings" roomType=${pick(r, ["DBL", "TWN", "STE"])}`
              : `level=warn msg="rate rejected by channel" channel=booking code=PARITY_MIN_RATE room=${pick(r, ["DLX", "SUP", "FAM"])}`,
        },
      });
    } else {
      const svc = e.key === "forkline" ? "dispatch" : "courier-assign";
      if (svc === avoid) break;
      out.push({
        t,
        svc,
        line: {
          level: "warn",
          msg:
            e.key === "forkline"
              ? `level=warn msg="no courier accepted offer" order=${upper(r, 8).toLowerCase()} attempts=${int(r, 3, 6)} widening_radius_m=${int(r, 1500, 3500)}`
              : `level=warn msg="courier shortage" zone=${pick(r, ["centrum", "oost", "zuid"])} open_orders=${int(r, 12, 40)} couriers_free=0`,
        },
      });
    }
  }
  if (e.domain === "hotel")
    out.push({
      t: t1 + 2000,
      svc: e.key === "larkspur" ? "central-res" : "crs-api",
      line: {
        level: "warn",
        msg: `Guest walked: reservation ${upper(r, 6)} relocated to partner hotel (overbooked by 1)`,
      },
    });
  return out.filter((x) => x.t < end);
}
