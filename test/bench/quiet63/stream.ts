// Builds one window: request traffic along the estate's paths (with the occasional retry that succeeds), health
// checks and jobs, the noisy service, an unrelated deploy or config reload, the harmless kinds, and the failure
// when there is one; then skews each service's clock and sorts by printed time.
import type { Estate } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Fault } from "./incidents.js";
import type { Ctx, Kind } from "./quiet.js";
import { rngFrom } from "./rng.js";

export interface Window {
  seed: number;
  estate: Estate;
  t0: number;
  minutes: number;
  lines: number;
  kinds: { kind: Kind; from: number }[];
  fault?: Fault;
  tf?: number;
}

export function simulate(w: Window): Rec[] {
  const r = rngFrom(w.seed);
  const es = w.estate;
  const span = w.minutes * 60000;
  const tEnd = w.t0 + span;
  const skew: Record<string, number> = {};
  for (const s of es.services) skew[s] = r.i(-300, 300);
  const recs: Rec[] = [];
  const emit = (t: number, svc: string, level: Level, msg: string, req?: string): void => {
    if (t < w.t0 || t >= tEnd) return;
    recs.push({ t, svc, level, msg, req: es.traceIds ? req : undefined, skew: skew[svc] ?? 0 });
  };
  const c: Ctx = { r, es, t0: w.t0, span, emit };
  const f = w.fault;
  const tf = w.tf ?? Number.POSITIVE_INFINITY;

  const hops = es.routes.reduce((a, x) => a + x.length, 0) / es.routes.length;
  const gap = span / ((w.lines * 0.78) / hops);
  for (let t = w.t0 + r.f(0, gap); t < tEnd; t += gap * r.f(0.3, 1.7)) {
    const route = r.p(es.routes);
    const req = r.hex(16);
    const hit = f !== undefined && t >= tf && route.includes(f.at) && r.c(f.rate);
    const cut = hit && f ? route.indexOf(f.at) : route.length;
    // each service logs when its part is done: the deepest hop first, its callers after it
    const done: [number, string][] = [];
    let tt = t;
    for (let h = 0; h < route.length && h <= cut; h++) {
      tt += r.f(1, 25);
      const svc = route[h];
      if (hit && h === cut) break;
      if (h > 0 && r.c(0.008)) {
        emit(tt, route[h - 1], "warn", `call to ${svc} timed out after 2000ms, retrying (1/2)`, req);
        tt += 2000 + r.f(5, 60);
      }
      done.push([h, svc]);
    }
    if (!hit) {
      let tb = tt;
      for (const [h, svc] of done.reverse()) {
        emit(tb, svc, "info", es.ok[svc](r, route[h + 1]), req);
        tb += r.f(1, 20);
      }
    }
    if (!hit || !f) continue;
    let te = tt + r.f(3, 80);
    for (const [lv, m] of f.origin(r, req)) emit(te, f.at, lv, m, req);
    for (let h = cut - 1; h >= 0; h--) {
      te += r.f(5, 60) + (f.quiet ? r.f(1000, 5000) : 0);
      const say = f.up[route[h]];
      if (!say) continue;
      for (const [lv, m] of say(r, route[h + 1])) {
        emit(te, route[h], lv, m, req);
        te += r.f(200, 1200);
      }
    }
  }
  const [nEvery, nSvc, nFn] = es.noisy;
  for (let t = w.t0 + r.f(0, 2000); t < tEnd; t += nEvery * 1000 * r.f(0.6, 1.4)) {
    const [lv, m] = nFn(r);
    emit(t, nSvc, lv, m);
  }
  for (const [every, svc, fn] of es.jobs) {
    for (let t = w.t0 + r.f(0, every * 1000); t < tEnd; t += every * 1000 * r.f(0.85, 1.15)) {
      if (f?.quiet && svc === f.at && t >= tf) continue;
      const [lv, m] = fn(r);
      emit(t, svc, lv, m);
    }
  }
  // an unrelated deploy or config reload near the failure (or anywhere in a quiet window)
  const others = es.services.filter((s) => s !== f?.at);
  const dsvc = r.p(others);
  const td = Number.isFinite(tf) ? tf + r.f(-150000, 120000) : w.t0 + r.f(0.2, 0.8) * span;
  if (r.c(0.5)) {
    emit(
      td,
      dsvc,
      "info",
      `Received SIGTERM, draining connections (rollout ${dsvc} 2026.11.${r.i(10, 29)}-${r.i(1, 4)})`,
    );
    emit(
      td + r.f(3000, 9000),
      dsvc,
      "info",
      `${dsvc} started, version 2026.11.${r.i(10, 29)}-${r.i(1, 4)} commit ${r.hex(7)}`,
    );
    emit(td + r.f(9000, 14000), dsvc, "warn", "connection pool warming, first requests may be slow");
  } else {
    emit(
      td,
      dsvc,
      "info",
      `config reloaded from /etc/${dsvc}/app.yaml (${r.i(1, 4)} keys changed: log.level, http.client.timeout_ms)`,
    );
    emit(td + 200, dsvc, "warn", "unknown key 'tracing.sample_ratio_v1' ignored (deprecated, use tracing.sampler)");
  }
  // the harmless kinds go silent with a service that has gone quiet
  const kc: Ctx = {
    ...c,
    emit: (t, svc, level, msg, req) => {
      if (!(f?.quiet && svc === f.at && t >= tf)) emit(t, svc, level, msg, req);
    },
  };
  for (const { kind, from } of w.kinds) {
    const svcs = kind.needs.map((role) => es.roles[role] ?? es.services[0]);
    kind.run(kc, svcs, from);
  }
  if (f?.onset) f.onset(c, tf);
  return recs
    .map((x, i) => ({ x, i }))
    .sort((a, b) => a.x.t + a.x.skew - (b.x.t + b.x.skew) || a.i - b.i)
    .map((o) => o.x);
}
