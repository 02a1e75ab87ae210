// Ordinary traffic and the noise every window carries: request flows, health probes, periodic jobs, a chronic
// error at a constant rate from the first minute, deprecation warnings, retries that succeed, an unrelated
// deploy and a few slow requests.
import type { Ctx } from "./ctx.js";
import { boot, stop } from "./estates.js";

/** Lines per flow on average, to size the request rate. */
const PER_FLOW = 2.6;

export function background(c: Ctx, targetLines: number, avoid: string[]): void {
  const { rng, e } = c;
  const flows = e.flows;
  const total = flows.reduce((s, [w]) => s + w, 0);
  const meanGap = (c.span * PER_FLOW) / Math.max(200, targetLines * 0.85);
  c.poisson(c.t0, c.t1, meanGap, (t) => {
    let x = rng.next() * total;
    for (const [w, f] of flows) {
      x -= w;
      if (x <= 0) {
        const id = c.id();
        if (!c.hurt.some((h) => h(c, t, id))) f(c, t, id);
        return;
      }
    }
  });
  // Health probes on a few services.
  for (const svc of rng.shuffle(e.services.filter((s) => e.runtime[s] !== "postgres")).slice(0, 4))
    c.every(
      c.t0 + rng.int(0, 20000),
      c.t1,
      20000,
      (t) => c.at(t, svc, "debug", `GET /healthz 200 ${(0.3 + rng.next() * 2).toFixed(1)}ms ua=kube-probe/1.29`),
      0.02,
    );
  for (const j of e.jobs)
    c.every(c.t0 + rng.int(0, j.period), c.t1, j.period, (t) => c.at(t, j.svc, j.level, j.msg(c)), 0.03);
  // The chronic noisy error (and sometimes a second one), constant rate from the start.
  const chronic = rng.shuffle([...e.chronic]).slice(0, rng.chance(0.4) ? 2 : 1);
  for (const ch of chronic) {
    const period = rng.int(8, 40) * 1000;
    c.every(c.t0 + rng.int(0, period), c.t1, period, (t) => c.at(t, ch.svc, ch.level, ch.msg(c), ch.stack), 0.3);
  }
  for (const d of e.deprecations) if (rng.chance(0.7)) c.at(c.frac(rng.next()), d.svc, "warn", d.msg);
  // Retries that succeed.
  const nRetry = rng.int(2, 6);
  for (let i = 0; i < nRetry; i++) {
    const t = c.frac(rng.next());
    const id = c.id();
    const from = e.roles.edge;
    const to = rng.pick([e.roles.api, e.roles.side, e.roles.auth]);
    c.at(
      t,
      from,
      "warn",
      `upstream ${to} attempt 1/3 failed: ${rng.pick(["connection reset by peer", "502 from upstream", "read timeout after 2000ms"])}; retrying in 200ms`,
      undefined,
      id,
    );
    c.at(t + 230 + rng.int(0, 90), from, "info", `upstream ${to} attempt 2/3 succeeded`, undefined, id);
  }
  // Slow requests.
  for (let i = rng.int(2, 5); i > 0; i--) {
    const t = c.frac(rng.next());
    const ms = rng.int(2500, 9000);
    c.at(
      t,
      e.roles.api,
      "warn",
      `slow request: ${ms}ms (threshold 2000ms) ${rng.pick(["cold cache", "large result set", "waiting on lock", "gc"])}`,
    );
  }
  // An unrelated deploy of some other service.
  const others = e.services.filter((s) => !avoid.includes(s) && e.runtime[s] !== "postgres");
  if (rng.chance(0.7) && others.length) {
    const svc = rng.pick(others);
    const t = c.frac(0.1 + rng.next() * 0.8);
    stop(c, t, svc);
    boot(c, t + 3000, svc, `${rng.int(1, 9)}.${rng.int(0, 30)}.${rng.int(0, 9)}`);
  }
}
