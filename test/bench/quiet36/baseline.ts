// Background every file carries: traffic, probes, periodic jobs, the noisy service, deprecations, retries, a deploy.
import type { Estate } from "./estates.js";
import type { Rng } from "./rng.js";
import { configReload, DEPRECATIONS, deploy, health } from "./runtimes.js";
import type { Stream } from "./stream.js";

/** Core, required and a few more services: 8-10 in all. */
export function chooseServices(e: Estate, required: string[], r: Rng): string[] {
  const all = Object.keys(e.rt);
  const keep = new Set([...e.core, ...required]);
  const want = Math.min(all.length, Math.max(keep.size, r.int(8, 10)));
  for (const s of r.shuffle(all)) if (keep.size < want) keep.add(s);
  return all.filter((s) => keep.has(s));
}

export function baseline(e: Estate, s: Stream, rate: number, changeAt: number, avoid: string[]): void {
  const r = s.r;
  const total = e.flows.reduce((a, f) => a + f.w, 0);
  s.poisson(s.t0, s.t1, 1 / rate, (t) => {
    let x = r.float(0, total);
    for (const f of e.flows) {
      x -= f.w;
      if (x <= 0) {
        f.run(s, t);
        return;
      }
    }
  });
  for (const svc of s.services) {
    const period = r.int(10, 20);
    s.every(s.t0, s.t1, period, (t) => health(s, svc, e.rt[svc], t));
  }
  e.periodic(s);
  e.noise(s);
  s.poisson(s.t0, s.t1, r.int(60, 150), (t) => e.retry(s, t));
  const dep = r.shuffle(s.services.filter((x) => DEPRECATIONS[e.rt[x]].length > 0)).slice(0, 3);
  for (const svc of dep) {
    const msgs = DEPRECATIONS[e.rt[svc]];
    s.every(s.t0 + r.int(2000, 60000), s.t1, r.int(200, 400), (t) => s.add(t, svc, "warn", r.pick(msgs)));
  }
  const others = s.services.filter((x) => !avoid.includes(x) && x !== e.noisy);
  const who = r.pick(others);
  if (r.chance(0.6)) deploy(s, who, e.rt[who], changeAt, `2026.11.${r.int(20, 30)}-${r.int(1, 9)}`);
  else configReload(s, who, e.rt[who], changeAt, r.pick(["feature-flags", "log-levels", "rate-limits", "routing"]));
}
