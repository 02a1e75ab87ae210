// Quiet windows: only the estate's everyday noise, plus a harmless burst that a careless reader might take for trouble.
import type { Estate } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

type Extra = { at: number; svc: string; level: Level; msg: string };

/** A deadline rush, a session-expiry wave or a vendor hiccup that heals by itself, at `at`. */
export function quietExtras(es: Estate, r: Rng, at: number, variant: number): Extra[] {
  const out: Extra[] = [];
  const b = es.benign[variant % es.benign.length];
  const n = r.int(15, 40);
  for (let i = 0; i < n; i++) out.push({ at: at + r.int(0, 90_000), svc: b.svc, level: b.level, msg: b.line(r) });
  const ok = es.retriesOk[variant % es.retriesOk.length];
  for (let i = 0; i < 4; i++) {
    const t = at + 120_000 + i * r.int(2_000, 6_000);
    out.push({ at: t, svc: ok.svc, level: "warn", msg: ok.line(r) });
    out.push({ at: t + r.int(400, 3_000), svc: ok.svc, level: "info", msg: "request succeeded after retry" });
  }
  return out;
}
