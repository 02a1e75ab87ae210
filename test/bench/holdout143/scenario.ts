// Simulates one window: picks the services, runs background request journeys through the estate, breaks the
// ones that cross an incident's origin, adds the origin's own script and harmless noise, then renders the lines.
import { type Estate, svcOf } from "./estates.js";
import { type RenderOpts, render } from "./formats.js";
import type { IncidentDef } from "./incident-types.js";
import { LOOKALIKE, NOISE_KINDS, type NoiseKind, noise } from "./noise.js";
import { Rng } from "./rng.js";
import { accessLine, callerFail, nginxError, UAS } from "./shapes.js";
import type { AccessReq, Ctx, Format, Level, Rec } from "./types.js";

export interface WindowPlan {
  id: string;
  format: Format;
  estate: Estate;
  start: number;
  minutes: number;
  targetLines: number;
  nServices: number;
  seed: number;
  incident?: IncidentDef;
  /** Fault start as a share of the window. */
  faultAt: number;
}

export interface Simulated {
  lines: string[];
  services: string[];
  tf: number;
  noiseKinds: NoiseKind[];
  distractor?: string;
}

const ENVOY_FLAG = { timeout: "UT", refused: "UF", reset: "UC", status: "-" } as const;

/** Caller of `svc` in a journey, or undefined for the journey's entry service. */
function parentIn(j: Estate["journeys"][number], svc: string): string | undefined {
  const i = j.chain.indexOf(svc);
  if (i <= 0) return undefined;
  return j.parents?.[svc] ?? j.chain[i - 1];
}

/** Services that must appear: edges, the entry services, the origin and every caller path to it. */
function pickServices(p: WindowPlan, r: Rng): string[] {
  const e = p.estate;
  const need = new Set<string>(e.edges.map((x) => x.name));
  const o = p.incident?.origin;
  if (o) {
    need.add(o);
    for (const j of e.journeys)
      if (j.chain.includes(o)) {
        let s: string | undefined = o;
        while (s) {
          need.add(s);
          s = parentIn(j, s);
        }
      }
    for (const w of p.incident?.with ?? []) need.add(w);
  }
  for (const j of e.journeys) if (need.size < 4 || r.chance(0.3)) need.add(j.chain[0]);
  const rest = r.shuffle(e.services.map((s) => s.name).filter((s) => !need.has(s)));
  const want = Math.max(p.nServices, need.size);
  while (need.size < want && rest.length) need.add(rest.shift() as string);
  return e.services.map((s) => s.name).filter((s) => need.has(s));
}

function simulateOnce(p: WindowPlan, scale: number): Simulated {
  const r = new Rng(p.seed);
  const e = p.estate;
  const start = p.start;
  const end = start + p.minutes * 60000;
  const inc = p.incident;
  const tf = start + Math.round(((end - start) * p.faultAt) / 1000) * 1000;
  const services = pickServices(p, r);
  const sel = new Set(services);
  const recs: Rec[] = [];
  const silences: Array<[string, number, number]> = [];
  const ip = () => `10.${r.int(0, 3)}.${r.int(0, 60)}.${r.int(2, 250)}`;
  const podIps = new Map(services.map((s) => [s, ip()]));
  const rtOf = (s: string) => svcOf(e, s).rt;
  const logsIds = (s: string) => e.idHabit !== "none" && (!e.idTiers || e.idTiers.includes(s));
  const newId = () =>
    e.idHabit === "traceparent" ? r.hex(32) : `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.hex(4)}-${r.hex(12)}`;
  const emit = (t: number, svc: string, level: Level, msg: string, req?: string, bg = false) => {
    if (t < start || t >= end || !sel.has(svc)) return;
    recs.push({ t: Math.round(t), svc, level, msg, req: req && logsIds(svc) ? req : undefined, bg });
  };
  const access = (t: number, o: AccessReq) => {
    const edges = e.edges.filter((x) => sel.has(x.name));
    edges.forEach((x, i) => {
      const next = edges[i + 1];
      const up = next
        ? `${podIps.get(next.name)}:8443`
        : o.upstream === "-"
          ? "-"
          : `${podIps.get(o.upstream) ?? ip()}:${sel.has(o.upstream) ? svcOf(e, o.upstream).port : 8080}`;
      const line = accessLine(
        x.proxy,
        {
          t,
          method: o.method,
          path: o.path,
          status: o.status,
          bytes: o.status >= 400 ? r.int(0, 180) : r.int(300, 24000),
          ms: o.ms + (edges.length - i - 1) * r.int(1, 3),
          upstream: up,
          client: o.client ?? `${r.int(80, 200)}.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}`,
          ua: o.ua ?? r.pick(UAS),
          trace: o.trace,
          flags: o.flags,
          host: x.proxy === "envoy" || x.proxy === "alb" ? e.host : `${o.upstream.replace(/_/g, "-")}.${e.host}`,
        },
        r,
      );
      const level: Level = x.proxy === "nginx" || x.proxy === "traefik" ? "info" : o.status >= 500 ? "warn" : "info";
      emit(t + o.ms, x.name, level, line, o.trace);
    });
  };
  const edgeName = e.edges[e.edges.length - 1].name;
  const ctx: Ctx = {
    r,
    start,
    end,
    tf,
    estateKey: e.key,
    services,
    emit: (t, svc, level, msg, req) => emit(t, svc, level, msg, req),
    every: (from, to, gap, fn) => {
      let t = Math.max(from, start - gap) + r.next() * Math.min(gap * 0.2, 3000);
      let i = 0;
      while (t < Math.min(to, end) && i < 5000) {
        fn(t, i++);
        t += gap * (0.5 + r.next());
      }
    },
    has: (s) => sel.has(s),
    rt: rtOf,
    id: (s) => (logsIds(s) ? newId() : undefined),
    callersOf: (s) => [...new Set(e.journeys.map((j) => parentIn(j, s)).filter((x): x is string => !!x && sel.has(x)))],
    silence: (s, from, to) => silences.push([s, from, to]),
    edge: () => edgeName,
    access,
  };

  // ---------------------------------------------------------------- background journeys
  const active = e.journeys.filter((j) => sel.has(j.chain[0]));
  const wsum = active.reduce((s, j) => s + j.weight, 0);
  const avgLines =
    active.reduce((s, j) => s + j.weight * (j.chain.filter((x) => sel.has(x)).length + e.edges.length), 0) / wsum;
  const periodicLines = services.reduce(
    (s, n) => s + (svcOf(e, n).periodic ? (end - start) / (svcOf(e, n).periodic?.gap ?? 1) : 0),
    0,
  );
  const nJourneys = Math.max(100, Math.round((p.targetLines * scale * 0.82 - periodicLines) / avgLines));
  const meanGap = (end - start) / nJourneys;
  const fail = inc?.fail;
  for (let t = start + r.gap(meanGap); t < end; t += r.gap(meanGap)) {
    let pick = r.next() * wsum;
    let j = active[0];
    for (const x of active) {
      pick -= x.weight;
      if (pick < 0) {
        j = x;
        break;
      }
    }
    const path = j.path(r);
    const trace = e.idHabit === "none" ? undefined : newId();
    const originIdx = inc ? j.chain.indexOf(inc.origin) : -1;
    let p = 0;
    if (fail && originIdx >= 0 && t >= tf && t < tf + (fail.until ?? 1e12))
      p = fail.frac * Math.min(1, (t - tf) / Math.max(fail.ramp ?? 1, 1));
    let at = t;
    if (r.chance(p) && inc && fail) {
      // the request breaks at the origin
      for (const s of j.chain.slice(0, originIdx)) {
        if (!isAncestor(j, s, inc.origin)) {
          emit(at, s, "info", r.pick(svcOf(e, s).ok)(r), trace, true);
          at += r.int(2, 30);
        }
      }
      const waited =
        fail.mode === "timeout" ? (fail.ms ?? 5000) : fail.mode === "refused" ? r.int(1, 5) : r.int(5, 300);
      fail.originSays?.(ctx, at, trace);
      const caller = parentIn(j, inc.origin);
      if (caller) {
        if (fail.callerSays) fail.callerSays(ctx, caller, at + waited, trace);
        else {
          const f = callerFail(rtOf(caller), fail.mode, {
            callee: inc.origin,
            port: svcOf(e, inc.origin).port,
            path,
            status: fail.status,
            ms: waited,
            r,
          });
          emit(at + waited, caller, f.level, f.msg, trace);
        }
        // ancestors above the caller pass the failure on in their own words
        let up = parentIn(j, caller);
        let child = caller;
        while (up) {
          if (r.chance(0.6)) {
            const f = callerFail(rtOf(up), "status", {
              callee: child,
              port: svcOf(e, child).port,
              path,
              status: 502,
              ms: waited,
              r,
            });
            emit(at + waited + r.int(1, 10), up, r.chance(0.5) ? "warn" : "error", f.msg, trace);
          }
          child = up;
          up = parentIn(j, up);
        }
      }
      const status = fail.status;
      const ms = waited + r.int(2, 20);
      access(at, {
        method: j.method,
        path,
        status,
        ms,
        upstream: j.chain[0],
        trace,
        flags: originIdx === 0 || !caller ? ENVOY_FLAG[fail.mode] : "-",
      });
      const ng = e.edges.find((x) => x.proxy === "nginx");
      if (ng && sel.has(ng.name) && fail.mode !== "status" && (!caller || r.chance(0.5)))
        emit(
          at + ms,
          ng.name,
          "error",
          nginxError(
            at + ms,
            fail.mode,
            {
              t: at,
              method: j.method,
              path,
              status,
              bytes: 0,
              ms,
              upstream: `${podIps.get(j.chain[0])}:${svcOf(e, j.chain[0]).port}`,
              client: ip(),
              ua: "",
              host: e.host,
            },
            r,
          ),
        );
      continue;
    }
    for (const s of j.chain) {
      if (!sel.has(s)) continue;
      emit(at, s, "info", r.pick(svcOf(e, s).ok)(r), trace, true);
      at += r.int(2, 60);
    }
    const bgStatus = r.chance(0.03) ? r.pick([401, 404, 304, 400]) : j.method === "POST" ? r.pick([200, 201]) : 200;
    access(t, {
      method: j.method,
      path,
      status: bgStatus,
      ms: Math.round(at - t) + r.int(1, 5),
      upstream: j.chain[0],
      trace,
    });
  }
  for (const s of services) {
    const per = svcOf(e, s).periodic;
    if (!per) continue;
    for (let t = start + r.gap(per.gap); t < end; t += per.gap * (0.6 + 0.8 * r.next())) {
      const [lv, m] = per.line(r);
      emit(t, s, lv, m, undefined, true);
    }
  }

  // ---------------------------------------------------------------- noise, distractor deploy, incident
  const noiseKinds: NoiseKind[] = [];
  const avoid = inc ? [inc.origin] : [];
  const span = end - start;
  const loud = inc ? r.float(1, 2) : r.float(1.5, 3);
  const burst = (k: NoiseKind, around?: number): boolean => {
    const c = around ?? start + r.int(0, Math.max(span - 120000, 1));
    const len = r.int(60000, Math.min(span, 420000));
    const ok = noise(ctx, k, Math.max(start, c - len / 2), Math.min(end, c + len / 2), avoid, loud);
    if (ok) noiseKinds.push(k);
    return ok;
  };
  const pool = r.shuffle(NOISE_KINDS);
  const nNoise = inc ? r.int(3, 6) : r.int(6, 10);
  for (let i = 0, n = 0; i < pool.length && n < nNoise; i++) if (burst(pool[i])) n++;
  let distractor: string | undefined;
  if (inc) {
    for (const k of LOOKALIKE[inc.category]) burst(k, tf + r.int(-180000, 180000));
    if (r.chance(0.75)) {
      const others = services.filter((s) => s !== inc.origin && rtOf(s) !== "proxy");
      distractor = r.pick(others);
      const t0 = tf + r.int(-150000, 100000);
      noise({ ...ctx, services: [distractor] }, "scheduled_restart", t0, t0 + 30000);
    }
    inc.script(ctx, inc.origin);
  } else {
    // quiet windows: a second loud burst and often a deploy with its restart pains
    const loudest = r.shuffle([
      "declined_cards",
      "failed_logins",
      "client_disconnects",
      "webhook_retries",
      "retry_succeeds",
      "bad_input",
    ] as NoiseKind[]);
    for (const k of loudest) if (burst(k, start + span * r.float(0.3, 0.7))) break;
    if (r.chance(0.6)) burst("scheduled_restart", start + span * r.float(0.2, 0.8));
  }
  // a service that has been logging the same harmless error since before the window
  if (r.chance(inc ? 0.6 : 0.8)) {
    const chatty = r.pick(services.filter((s) => rtOf(s) !== "proxy" && s !== inc?.origin));
    const msg = r.pick([
      "feature flag client: stream disconnected, polling every 30s instead",
      "metrics push to statsd failed: EHOSTUNREACH (dropped 1 batch)",
      "tracing exporter: failed to export spans (queue full), dropping 512 spans",
      "legacy endpoint /v0/status called by unknown client, returning 410",
      "license check: could not reach licence server, continuing in grace mode (27 days left)",
      "clock drift detected against NTP pool: 412ms (threshold 250ms)",
    ]);
    ctx.every(start, end, r.int(4000, 15000), (t) => emit(t, chatty, "error", msg, undefined, true));
  }

  const kept = recs
    .filter((x) => !(x.bg && silences.some(([s, a, b]) => s === x.svc && x.t >= a && x.t < b)))
    .sort((a, b) => a.t - b.t);
  const skew = new Map(services.map((s) => [s, r.int(-300, 300)]));
  const opts: RenderOpts = {
    skew,
    namespace: e.namespace,
    pods: new Map(services.map((s) => [s, `${s.replace(/_/g, "-")}-${r.hex(9)}-${r.hex(5)}`])),
    hosts: new Map(
      services.map((s) => [s, `ip-10-${r.int(0, 3)}-${r.int(0, 60)}-${r.int(2, 250)}.eu-west-1.compute.internal`]),
    ),
  };
  return { lines: render(p.format, kept, opts), services, tf, noiseKinds, distractor };
}

/** True when `a` is on the call path from the journey's entry to `b`. */
function isAncestor(j: Estate["journeys"][number], a: string, b: string): boolean {
  let s = parentIn(j, b);
  while (s) {
    if (s === a) return true;
    s = parentIn(j, s);
  }
  return false;
}

/** Simulates a window, rescaling the background until the file has 1,500-10,000 lines. */
export function simulate(p: WindowPlan): Simulated {
  let scale = 1;
  for (let i = 0; i < 6; i++) {
    const s = simulateOnce(p, scale);
    const n = s.lines.length;
    if (n >= 1500 && n <= 10000) return s;
    scale *= (n > 10000 ? 9000 : 2200) / n;
  }
  throw new Error(`${p.id}: could not fit the line budget`);
}
