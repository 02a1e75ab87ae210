/**
 * Holdout 27, "busy estates, small incidents": 64 blind scenarios for `logdx diagnose`, written without looking at
 * the engine. Each file is one aggregated stream (15,000-32,000 lines, 10-24 minutes) of a busy estate of 16-24
 * services (ticketing, grocery delivery, insurance claims, telco self-care): an nginx or envoy edge, application
 * services on the JVM, Go, Python, Node, .NET and Ruby, Postgres, MySQL, Redis and Kafka server logs, kubelet and
 * the cluster autoscaler. Printed times carry per-service clock skew of up to 250 ms and lines are sorted by them.
 *
 * The routine noise is heavy and is not an incident: 401s for expired tokens, 404s, 422 rejections, a few chronic
 * 500s on one route (clients going away), slow requests, retries that succeed, cache misses, GC logs, health
 * checks, batch jobs and a Kafka consumer, checkpoints and autovacuum, a leader election, autoscaler decisions,
 * deprecation warnings and one noisy service that logs the same harmless error from the first minute.
 *
 * 52 incidents (timeout, database, dependency, network 5 each; configuration, memory, rate_limiting,
 * authentication, validation, null_reference 4 each; authorization, disk 3 each; unknown 2) start after 5-15
 * minutes of baseline. Each is modest: one service fails on one path (about 2-10 % of requests, or the calls
 * that land while it restarts), in its runtime's own words; its caller reports it in the caller's words and the
 * edge shows the 5xx; the rest of the estate is fine. 12 quiet windows carry the same noise plus one event that
 * looks alarming and is harmless (rolling deploy, ISR shrink, long GC pause, scanner 404s, lost lease, ...).
 *
 * Labels follow ../shared/data/incidents/README.md (NotedLabel) plus `format`; `split` halves each category.
 *
 *   npx tsx test/bench/engine-holdout27.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, type Route, type Runtime, services } from "./holdout27/estates.js";
import { EXT, FORMATS, type Format } from "./holdout27/formats.js";
import { VARIANTS, type Variant, type X } from "./holdout27/incidents.js";
import { addBackground } from "./holdout27/noise.js";
import { QUIET, type QuietEvent } from "./holdout27/quiet.js";
import { Rng } from "./holdout27/rng.js";
import { assignSplits } from "./holdout27/split.js";
import { type FailSpec, Scene } from "./holdout27/stream.js";

export interface Holdout27Label extends NotedLabel {
  format: Format;
}

const CHRONIC: Record<Runtime, string> = {
  jvm: "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
  go: 'handler error err="read request body: unexpected EOF"',
  python: "Exception in ASGI application: starlette.requests.ClientDisconnect",
  node: "BadRequestError: request aborted (code ECONNABORTED, client closed the connection)",
  dotnet: "Microsoft.AspNetCore.Connections.ConnectionResetException: The client has disconnected",
  ruby: "ActionController::BadRequest (Invalid request parameters: invalid %-encoding (%E0%A4%A))",
};

function pickOrigin(v: Variant, e: Estate, sc: Scene, r: Rng): { o: string; route: Route; at: number } {
  if (v.need === "postgres" || v.need === "mysql" || v.need === "kafka") {
    const need = v.need;
    const route = r.pick(e.routes.filter((x) => x.store === need));
    return { o: e.stores[need], route, at: route.chain.length };
  }
  const deep: Array<{ route: Route; at: number }> = [];
  const top: Array<{ route: Route; at: number }> = [];
  for (const route of e.routes)
    route.chain.forEach((s, at) => {
      if (sc.rt(s) === v.need) (at > 0 ? deep : top).push({ route, at });
    });
  const c = r.pick(deep.length ? deep : top);
  return { o: c.route.chain[c.at], ...c };
}

export function generateHoldout27(dir: string, seed = 27): Holdout27Label[] {
  const rng = new Rng(seed);
  type Item = { v?: Variant; q?: QuietEvent };
  const plan: Item[] = rng.shuffle([...VARIANTS.map((v) => ({ v })), ...QUIET.map((q) => ({ q }))]);
  const splits = assignSplits(
    plan.map((p) => p.v?.cat ?? "quiet"),
    rng.fork(999),
  );
  mkdirSync(dir, { recursive: true });
  const labels: Holdout27Label[] = [];
  plan.forEach((item, i) => {
    const r = rng.fork(i);
    const id = `h27-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const estate = ESTATES[i % ESTATES.length];
    const baseline = r.int(5 * 60, 15 * 60) * 1000;
    const t0 = Date.UTC(2026, 9, 1 + i, r.int(0, 23), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    const t1 = t0 + baseline + r.int(5 * 60, 9 * 60) * 1000;
    const start = t0 + baseline;
    const sc = new Scene(r, estate, t0, t1);
    for (const s of services(estate)) sc.skew.set(s, r.int(-250, 250));
    const target = r.int(15000, 32000);
    let note: string;
    let fail: ((t: number, route: Route) => FailSpec | undefined) | undefined;
    let origin: string | null = null;
    const v = item.v;
    if (v) {
      const { o, route, at } = pickOrigin(v, estate, sc, r);
      origin = o;
      const x: X = { sc, r, o, route, start, end: t1, crashes: [] };
      v.setup?.(x);
      const share = route.weight / estate.routes.reduce((s, q) => s + q.weight, 0);
      const q = Math.min(1, r.float(0.02, 0.1) / share);
      const spec: FailSpec = {
        at,
        status: v.status,
        kind: v.kind,
        origin: (t, trace, svc, m, p) => v.fail?.(x, t, trace, svc, m, p),
      };
      fail = (t, rt) => {
        if (t < start) return undefined;
        if (x.crashes.length) {
          // a crashing replica: calls through it on any route fail in the seconds after each crash
          const hop = rt.chain.indexOf(o);
          if (hop < 0 || !x.crashes.some((c) => t >= c && t < c + 15000) || !r.chance(0.4)) return undefined;
          return { ...spec, at: hop };
        }
        if (rt !== route) return undefined;
        if (!r.chance(q)) return undefined;
        const lat = v.latency;
        return lat ? { ...spec, latency: r.int(lat[0], lat[1]) } : spec;
      };
      note = v.note.replace(/\{o\}/g, o).replace(/\{path\}/g, `${route.method} ${route.path}`);
    } else {
      const s = item.q!.add(sc, start);
      note = `quiet: ${item.q!.note.replace(/\{s\}/g, s ?? "")}`;
    }
    const noisy = addBackground(sc, origin ? [origin] : []);
    const chronicRoutes = estate.routes.filter((q) => !q.chain.includes(origin ?? "") && !q.chain.includes(noisy));
    const cr = r.pick(chronicRoutes.length ? chronicRoutes : estate.routes);
    sc.chronic = { route: cr, msg: CHRONIC[sc.rt(cr.chain[0]) ?? "go"] };
    const weights = estate.routes.map((q) => q.weight);
    const total = weights.reduce((a, b) => a + b, 0);
    while (sc.events.length < target) {
      const t = t0 + r.next() * (t1 - t0 - 20000);
      let w = r.next() * total;
      let k = 0;
      while (w >= weights[k]) w -= weights[k++];
      const route = estate.routes[k];
      sc.request(route, t, fail?.(t, route));
    }
    const lines = sc.render(format);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!v,
      originService: origin,
      category: v?.cat ?? null,
      errorTypeHints: v?.hints ?? [],
      incidentStart: v ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: v?.sev ?? null,
      split: splits[i],
      note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout27", generateHoldout27, (labels) => {
  const n = (s: string) => labels.filter((l) => l.split === s).length;
  return `tune ${n("tune")}, locked ${n("locked")}; formats ${FORMATS.join("/")}`;
});
