// Builds one short window: background traffic, chronic noise, and (optionally) a fault whose callers complain.
import { type Estate, estate as estateOf, INFRA } from "./estates.js";
import type { Ev, Level } from "./render.js";
import { fill, type Rng } from "./rng.js";
import { type CallFail, callFailure, deprecation, requestLine, retryLine, type Said } from "./runtimes.js";

/** A scheduled line: `at` seconds after onset (negative = before), repeated every `every` s up to `count` times. */
export interface Sched {
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string;
  at: number;
  every?: number;
  count?: number;
  /** keep repeating after the fault stops (to the window's end) */
  sticky?: boolean;
}

export interface Fault {
  estate: string;
  origin: string;
  /** loud: an error per failing request; warn: WARN lines only; few: 1-10 lines in all; silent: request lines stop */
  mode: "loud" | "few" | "warn" | "silent";
  originErr?: Said[];
  fewCount?: number;
  /** how the direct caller reports the failed call */
  kind: CallFail;
  /** the service whose requests fail on the origin's behalf when the origin is infrastructure outside the request chain */
  via?: string;
  viaErr?: Said[];
  failRate?: number;
  retry?: boolean;
  events?: Sched[];
}

export interface Built {
  events: Ev[];
  onset: number;
  estate: Estate;
}

const HEALTH: Record<string, string> = {
  go: "/healthz",
  java: "/actuator/health",
  python: "/health/ready",
  node: "/ping",
  ruby: "/up",
  dotnet: "/health",
};

/** The status a failing origin prints on its own access line. */
function ownStatus(kind: string): number {
  return kind === "401" || kind === "403" || kind === "429" ? Number(kind) : kind === "4xx" ? 400 : 500;
}

export function buildWindow(rng: Rng, f: Fault, opts: { transientSecs?: number; day: number; quiet?: boolean }): Built {
  const est = estateOf(f.estate);
  const rt = new Map(est.svcs.map((s) => [s.name, s]));
  const skew = new Map(est.svcs.map((s) => [s.name, rng.int(-250, 250)]));
  const dur = rng.int(180, 900) * 1000;
  const roll = rng.next();
  let pre: number;
  if (opts.quiet) pre = rng.int(20, Math.floor(dur / 1000) - 40);
  else if (roll < 0.13) pre = -rng.int(5, 45);
  else if (roll < 0.44) pre = rng.int(6, 59);
  else pre = rng.int(60, Math.min(180, Math.floor(dur / 1000) - 90));
  const start = Date.UTC(
    2026,
    5 + (opts.day % 5),
    1 + ((opts.day * 7) % 27),
    rng.int(0, 23),
    rng.int(0, 59),
    rng.int(0, 59),
    rng.int(0, 999),
  );
  const end = start + dur;
  const onset = start + pre * 1000;
  const ongoing = !opts.transientSecs && rng.chance(0.55);
  const faultEnd = opts.transientSecs
    ? onset + opts.transientSecs * 1000
    : ongoing
      ? end + 60_000
      : onset + Math.floor((end - onset) * rng.float(0.45, 0.8));
  const out: Ev[] = [];
  const emit = (t: number, svc: string, lvl: Level, msg: string, stack?: string, trace?: string) => {
    if (t < start || t >= end) return;
    out.push({ t: t + (skew.get(svc) ?? 0), svc, lvl, msg: fill(rng, msg), stack, trace });
  };
  const silentNow = (svc: string, t: number) => f.mode === "silent" && svc === f.origin && t >= onset && t < faultEnd;

  // how many lines the flows should make
  const target = rng.int(150, 3500);
  const perMin = (target / (dur / 60000)) * 0.72;
  const flowGap = 60000 / (perMin / 2.6);

  // flows
  for (let t = start + rng.int(0, 2000); t < end; t += Math.max(40, -Math.log(1 - rng.next()) * flowGap)) {
    const fi = rng.int(0, est.flows.length - 1);
    const chain = est.flows[fi];
    const pathOf = (name: string) => {
      const ps = rt.get(name)?.paths ?? ["/"];
      return ps[fi % ps.length];
    };
    const trace = traceId(rng, est);
    const method = /book|checkout$|items|ingest|authorize|transfers$|quote|play$/.test(pathOf(chain[0]))
      ? "POST"
      : "GET";
    const hub = f.via ?? f.origin;
    const k = chain.indexOf(hub);
    const inFault = f.origin && t >= onset && t < faultEnd && k > 0 && rng.chance(f.failRate ?? 0.75);
    const slow = rng.chance(0.01);
    if (!inFault) {
      let lat = 0;
      for (let i = chain.length - 1; i >= 0; i--) {
        const s = rt.get(chain[i])!;
        lat += rng.int(3, 90) + (slow && i === chain.length - 1 ? rng.int(1800, 5200) : 0);
        if (silentNow(s.name, t)) continue;
        const path = pathOf(s.name);
        emit(
          t + lat,
          s.name,
          "info",
          requestLine(rng, s.rt, s.name, method, path, 200, lat, trace ?? rng.hex(16), chain[1]),
          undefined,
          trace,
        );
      }
      continue;
    }
    // the failing request
    const origin = rt.get(hub)!;
    const timeoutMs = f.kind === "timeout" ? rng.pick([3000, 5000, 10000, 15000]) : rng.int(4, 900);
    let lat = rng.int(2, 40);
    if (f.via) {
      const said = rng.pick(f.viaErr ?? [{ lvl: "error", msg: "query failed" }]);
      emit(t + lat, origin.name, said.lvl, said.msg, said.stack, trace);
    } else if (f.mode === "loud" || (f.mode === "warn" && rng.chance(0.5))) {
      const said = rng.pick(f.originErr ?? [{ lvl: "error", msg: "request failed" }]);
      emit(t + lat, origin.name, said.lvl, said.msg, said.stack, trace);
      if (f.mode === "loud" && rng.chance(0.4))
        emit(
          t + lat + 1,
          origin.name,
          "info",
          requestLine(rng, origin.rt, origin.name, method, pathOf(origin.name), ownStatus(f.kind), lat, trace ?? "-"),
          undefined,
          trace,
        );
    }
    lat = Math.max(lat, timeoutMs);
    const authish = f.kind === "401" || f.kind === "403" || f.kind === "429" ? Number(f.kind) : 0;
    const status =
      f.kind === "timeout"
        ? 504
        : f.kind === "breaker"
          ? 503
          : f.kind === "4xx"
            ? 422
            : authish || rng.pick([502, 503]);
    for (let i = k - 1; i >= 1; i--) {
      const s = rt.get(chain[i])!;
      const callee = chain[i + 1];
      const path = pathOf(callee);
      if (i === k - 1 && f.retry) {
        const n = rng.int(1, 3);
        for (let a = 1; a <= n; a++) {
          lat += rng.int(100, 900);
          emit(t + lat, s.name, "warn", retryLine(rng, s.rt, callee, a), undefined, trace);
          lat += f.kind === "timeout" ? timeoutMs : rng.int(5, 200);
        }
      }
      const said = callFailure(rng, s.rt, i === k - 1 ? f.kind : "5xx", callee, path);
      lat += rng.int(1, 20);
      emit(t + lat, s.name, said.lvl, said.msg, said.stack, trace);
      if (rng.chance(0.5))
        emit(
          t + lat + 1,
          s.name,
          "info",
          requestLine(rng, s.rt, s.name, method, pathOf(s.name), status < 500 ? status : 502, lat, trace ?? "-"),
          undefined,
          trace,
        );
    }
    const edge = rt.get(chain[0])!;
    lat += rng.int(1, 10);
    const flag =
      f.kind === "timeout"
        ? "UT"
        : f.kind === "breaker"
          ? "UO"
          : f.kind === "refused" || f.kind === "reset"
            ? "UF"
            : "-";
    const edgeStatus = status < 500 || status === 504 ? status : f.kind === "refused" || status === 503 ? 503 : 502;
    const broke = f.mode === "silent" || f.kind === "timeout" || f.kind === "refused" || f.kind === "reset";
    if (k === 1 && edge.rt === "nginx" && edgeStatus >= 500 && broke) {
      const why =
        f.kind === "timeout"
          ? "upstream timed out (110: Connection timed out) while reading response header from upstream"
          : f.kind === "refused"
            ? "connect() failed (111: Connection refused) while connecting to upstream"
            : "upstream prematurely closed connection while reading response header from upstream";
      emit(
        t + lat,
        edge.name,
        "error",
        `${rng.int(10, 99)}#${rng.int(10, 99)}: *${rng.int(100000, 999999)} ${why}, client: ${rng.ip()}, server: _, request: "${method} ${pathOf(edge.name)} HTTP/1.1", upstream: "http://${rng.ip()}:8080${pathOf(origin.name)}"`,
        undefined,
        trace,
      );
    }
    emit(
      t + lat + 1,
      edge.name,
      edgeStatus >= 500 ? (edge.rt === "nginx" ? "error" : "warn") : "info",
      requestLine(
        rng,
        edge.rt,
        edge.name,
        method,
        pathOf(edge.name),
        edgeStatus,
        lat,
        trace ?? rng.hex(16),
        chain[1],
        flag,
      ),
      undefined,
      trace,
    );
  }

  // few-mode origin lines
  if (f.origin && f.mode === "few" && f.originErr?.length) {
    const n = f.fewCount ?? rng.int(1, 6);
    const span = Math.min(faultEnd, end) - onset;
    for (let i = 0; i < n; i++) {
      const said = f.originErr[i % f.originErr.length];
      const t = i === 0 ? onset + rng.int(0, 1500) : onset + Math.floor(rng.float(0.05, 0.6) * span);
      emit(t, f.origin, said.lvl, said.msg, said.stack);
    }
  }

  // background per service
  for (const s of est.svcs) {
    const infra = INFRA[s.rt];
    if (infra) {
      for (let t = start + rng.int(0, 20000); t < end; t += rng.int(8000, 40000))
        emit(t, s.name, "info", rng.pick(infra));
      continue;
    }
    if (s.paths && s.rt !== "nginx" && s.rt !== "envoy") {
      for (let t = start + rng.int(0, 15000); t < end; t += rng.int(15000, 35000))
        if (!silentNow(s.name, t))
          emit(
            t,
            s.name,
            "debug",
            requestLine(rng, s.rt, s.name, "GET", HEALTH[s.rt] ?? "/healthz", 200, rng.int(1, 4), rng.hex(16)),
          );
    }
    for (const j of s.jobs ?? [])
      for (let t = start + rng.int(0, 30000); t < end; t += rng.int(12000, 45000))
        if (!silentNow(s.name, t)) emit(t, s.name, "info", j);
  }
  // chronic noise: one at a constant rate from the start, the other slower
  const [loud, soft] = rng.chance(0.5) ? est.noise : [est.noise[1], est.noise[0]];
  const loudGap = rng.int(1500, 4500);
  for (let t = start + rng.int(0, 3000); t < end; t += loudGap + rng.int(-300, 300))
    emit(t, loud.svc, loud.lvl, loud.msg);
  for (let t = start + rng.int(0, 20000); t < end; t += rng.int(20000, 50000)) emit(t, soft.svc, soft.lvl, soft.msg);
  const apps = est.svcs.filter((s) => !INFRA[s.rt] && s.rt !== "nginx" && s.rt !== "envoy");
  for (const s of rng.shuffle(apps).slice(0, 2))
    for (let t = start + rng.int(0, 60000); t < end; t += rng.int(60000, 150000))
      emit(t, s.name, "warn", deprecation(s.rt));
  // retries that succeed
  for (let t = start + rng.int(10000, 60000); t < end; t += rng.int(40000, 120000)) {
    const chain = rng.pick(est.flows.filter((c) => c.length > 2));
    if (!chain) break;
    const s = rt.get(chain[1])!;
    emit(t, s.name, "warn", retryLine(rng, s.rt, chain[2], 1));
    emit(t + rng.int(80, 600), s.name, "info", `call to ${chain[2]} succeeded after retry (attempt 2)`);
  }
  // an unrelated deploy somewhere near the middle
  const others = apps.filter((s) => s.name !== f.origin);
  const dep = rng.pick(others);
  const agent = est.svcs.find((s) => s.rt === "kubelet" || s.rt === "ecs-agent");
  const dt = onset + rng.int(-90, 120) * 1000;
  const ver = `2026.${rng.int(10, 52)}.${rng.int(0, 9)}`;
  if (agent?.rt === "kubelet") {
    emit(dt, agent.name, "info", `Pulling image "registry.internal/${dep.name}:${ver}"`);
    emit(dt + 4200, agent.name, "info", `Started container ${dep.name} pod="${est.ns}/${dep.name}-${rng.hex(5)}"`);
  } else if (agent) {
    emit(
      dt,
      agent.name,
      "info",
      `Task [${rng.hex(12)}] ${dep.name}:${rng.int(40, 99)} -> PENDING (pulling ${dep.name}:${ver})`,
    );
    emit(dt + 5100, agent.name, "info", `Task [${rng.hex(12)}] ${dep.name} -> RUNNING`);
  }
  emit(dt + 5600, dep.name, "info", `starting ${dep.name} version=${ver} commit=${rng.hex(7)}`);

  // the scenario's own scheduled lines
  for (const e of f.events ?? []) {
    let t = onset + e.at * 1000;
    const stop = e.sticky ? end : Math.min(end, faultEnd);
    for (let i = 0; i < (e.count ?? (e.every ? 100000 : 1)) && (i === 0 || t < stop); i++) {
      emit(t + rng.int(0, 400), e.svc, e.lvl, e.msg, e.stack);
      if (!e.every) break;
      t += e.every * 1000 * rng.float(0.8, 1.2);
    }
  }
  out.sort((a, b) => a.t - b.t);
  return { events: out, onset, estate: est };
}

function traceId(rng: Rng, est: Estate): string | undefined {
  switch (est.trace) {
    case "traceparent":
      return `00-${rng.hex(32)}-${rng.hex(16)}-01`;
    case "uuid":
      return rng.uuid();
    case "short":
      return rng.hex(12);
    default:
      return undefined;
  }
}
