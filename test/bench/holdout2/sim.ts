// Request-level simulator: traffic walks the estate's flows; after the onset, requests through the
// origin fail there, the immediate caller retries and reports in its own words, the callers above it
// report 5xx / timeouts naming the hop below, the entry logs the failed request. Background noise,
// deploys, health checks and cron jobs run throughout. Clock skew per service, printed times only.
import type { Estate } from "./estates.js";
import {
  type Call,
  callerWords,
  classOf,
  type Ev,
  exp,
  hex,
  int,
  type Lvl,
  pick,
  pkgOf,
  type Rng,
  type Rt,
  rngFrom,
  uuid,
} from "./kit.js";
import { FORCED_RT, type Layout, type RCtx, render } from "./layouts.js";

export interface OLine {
  lvl: Lvl;
  msg: string;
  err?: Ev["err"];
  attrs?: Ev["attrs"];
  /** ms after the request reaches the origin */
  dt?: number;
  /** written by another component (kubelet, systemd, kernel, a sidecar) */
  svc?: string;
  infra?: Ev["infra"];
}

export interface FaultCtx {
  r: Rng;
  rt: Rt;
  origin: string;
  estate: Estate;
  layout: Layout;
  /** the service the origin calls, when it has one */
  callee?: string;
}

export interface Fault {
  /** what the origin writes for one failing request ([] = nothing) */
  origin: (c: FaultCtx) => OLine[];
  /** what the immediate caller sees */
  call: Call;
  /** share of requests through the origin that fail once fully on */
  prob: number;
  /** seconds to reach `prob` */
  ramp?: number;
  retries?: number;
  /** how long the caller waits before giving up (timeouts) */
  waitMs?: number;
  /** the origin process dies: no own lines after the onset except restart banners */
  crash?: { every: number; reporter: (c: FaultCtx, restart: number) => OLine[]; lastWords?: (c: FaultCtx) => OLine[] };
  /** one-off lines at onset + dt (dt may be negative: a deploy or config push before the onset) */
  once?: (c: FaultCtx) => OLine[];
  /** lines the origin writes on its own schedule after onset (workers, pools, disks) */
  periodic?: { every: number; lines: (c: FaultCtx) => OLine[] };
  /** a circuit breaker in the caller opens after this many failures */
  breakerAfter?: number;
  /** the fault only stops after this many seconds */
  lasts?: number;
}

export interface Distractors {
  deploy?: string;
  transient502?: boolean;
  retryOk?: boolean;
  cron?: string;
  health404?: boolean;
}

export interface SimIn {
  id: string;
  estate: Estate;
  layout: Layout;
  minutes: number;
  onsetSec: number;
  rate: number;
  origin?: string;
  fault?: Fault;
  distract: Distractors;
}

const joinPath = (a: string, b: string): string => (b.startsWith(a) ? b : `${a.replace(/\/$/, "")}${b}`);
const BASE = Date.UTC(2026, 4, 11, 6, 0, 0);

function fill(tpl: string, r: Rng, d: string): string {
  return tpl
    .replace(/\{id\}/g, () => String(int(r, 10000, 99999)))
    .replace(/\{n\}/g, () => String(int(r, 2, 240)))
    .replace(/\{ms\}/g, () => String(int(r, 3, 180)))
    .replace(/\{d1\}/g, () => String(int(r, 1, 9)))
    .replace(/\{p\}/g, "/api/v1/x")
    .replace(/\{d\}/g, d);
}

export function simulate(s: SimIn): { lines: string[]; t0: number; onset: number } {
  const r = rngFrom(s.id);
  const t0 = BASE + int(r, 0, 200) * 3600_000 + int(r, 0, 3599) * 1000 + int(r, 0, 999);
  const dur = s.minutes * 60_000;
  const onset = t0 + s.onsetSec * 1000 + int(r, 0, 999);
  const est = s.estate;
  const forced = FORCED_RT[s.layout];
  const rtOf = (svc: string): Rt => forced ?? (s.layout === "lambda-text" && svc.length % 2 === 0 ? "python" : est.rt);
  const names = est.svcs.map((x) => x.name);
  const width = Math.max(...names.map((n) => n.length), 10) + 2;
  const ctx = new Map<string, RCtx>();
  const skew = new Map<string, number>();
  const hosts = ["ip-10-20-3-14", "ip-10-20-7-91", "node-a7", "node-b2", "worker-3"];
  for (const n of [...names, "kubelet", "systemd", "kernel", "edge-nginx"]) {
    ctx.set(n, {
      rt: rtOf(n),
      pod: `${n}-${hex(r, 9).replace(/^[0-9]/, "7")}-${hex(r, 5)}`,
      host: pick(r, hosts),
      pid: int(r, 1, 40) === 1 ? 1 : int(r, 900, 32000),
      cid: hex(r, 64),
      width,
    });
    skew.set(n, int(r, -300, 300));
  }
  if (s.origin)
    for (const n of ["kubelet", "systemd", "kernel"]) {
      ctx.get(n)!.host = ctx.get(s.origin)!.host;
      skew.set(n, skew.get(s.origin)! + int(r, -20, 20));
    }
  const evs: Ev[] = [];
  const add = (e: Ev) => {
    if (e.t >= t0 && e.t <= t0 + dur) evs.push(e);
  };
  const svcInfo = new Map(est.svcs.map((x) => [x.name, x]));
  const loggerOf = (svc: string, rt: Rt, role: "in" | "out" | "job" = "in"): string => {
    const C = classOf(svc);
    switch (rt) {
      case "java":
        return role === "out" ? `c.r.${pkgOf(svc)}.client.${C}Client` : `c.r.${pkgOf(svc)}.service.${C}ServiceImpl`;
      case "python":
        return role === "out" ? `${svc.replace(/-/g, "_")}.clients` : `${svc.replace(/-/g, "_")}.views`;
      case "dotnet":
        return role === "out" ? `System.Net.Http.HttpClient.${C}.LogicalHandler` : `Cardco.${C}.Services.${C}Service`;
      case "go":
        return role === "out" ? "client" : pkgOf(svc);
      default:
        return role === "out" ? "upstream" : pkgOf(svc);
    }
  };
  const thread = (_svc: string, rt: Rt): string =>
    rt === "java" ? `http-nio-8080-exec-${int(r, 1, 10)}` : rt === "go" ? "handler" : "main";
  const crashed = (t: number): boolean => !!s.fault?.crash && t >= onset;
  const useTrace = !["logrus", "python-compose", "papertrail-rails", "syslog-3164", "journald"].includes(s.layout);
  const useReq = [
    "python-compose",
    "structlog",
    "papertrail-rails",
    "bunyan",
    "pino",
    "lambda-text",
    "syslog-3164",
  ].includes(s.layout);
  const fctx = (svc: string): FaultCtx => {
    const callee = est.flows.map((f) => f[f.indexOf(svc) + 1]).find((x) => x && f0(x));
    return { r, rt: rtOf(svc), origin: svc, estate: est, layout: s.layout, callee };
  };
  const f0 = (x: string) => names.includes(x);
  const orig = s.origin;
  const originAt = (o: OLine, t: number, base: Partial<Ev>): Ev => ({
    ...base,
    t: t + (o.dt ?? 0),
    svc: o.svc ?? orig!,
    lvl: o.lvl,
    msg: o.msg,
    err: o.err,
    attrs: o.attrs,
    infra: o.infra,
    logger: o.infra ? undefined : (base.logger ?? loggerOf(orig!, rtOf(orig!))),
  });

  // ---- background noise, always there
  for (const n of est.noise) {
    let t = t0 + r() * n.every * 1000;
    while (t < t0 + dur) {
      if (!(n.svc === orig && crashed(t)))
        add({ t, svc: n.svc, lvl: n.lvl, msg: fill(n.msg, r, ""), logger: loggerOf(n.svc, rtOf(n.svc), "job") });
      t += n.every * 1000 * (0.6 + 0.8 * r());
    }
  }
  // ---- per-service heartbeat-ish DEBUG/INFO (metrics flush, pool stats)
  for (const n of s.layout === "lambda-text" ? [] : names) {
    let t = t0 + r() * 30_000;
    while (t < t0 + dur) {
      if (!(n === orig && crashed(t)))
        add({
          t,
          svc: n,
          lvl: r() < 0.5 ? "DEBUG" : "INFO",
          msg: pick(r, [
            "metrics flushed (42 series)",
            "pool stats active=3 idle=7 waiting=0",
            "cache stats hits=981 misses=12",
          ]),
          logger: loggerOf(n, rtOf(n), "job"),
        });
      t += int(r, 25, 70) * 1000;
    }
  }
  distractions(s, r, t0, dur, onset, add, rtOf, loggerOf);

  // ---- fault: one-off and periodic lines, crash reporters
  const f = s.fault;
  if (f && orig) {
    const c = fctx(orig);
    const base = { logger: loggerOf(orig, rtOf(orig), "job"), thread: thread(orig, rtOf(orig)) };
    for (const o of f.once?.(c) ?? []) add(originAt(o, onset, base));
    if (f.periodic) {
      let t = onset + r() * 2000;
      while (t < t0 + dur) {
        for (const o of f.periodic.lines(c)) add(originAt(o, t, base));
        t += f.periodic.every * 1000 * (0.7 + 0.6 * r());
      }
    }
    if (f.crash) {
      for (const o of f.crash.lastWords?.(c) ?? []) add(originAt(o, onset - 5, base));
      let t = onset + int(r, 300, 2500);
      let k = 0;
      while (t < t0 + dur) {
        for (const o of f.crash.reporter(c, k)) add(originAt(o, t, base));
        k++;
        t += Math.min(300, f.crash.every * 2 ** Math.min(k, 4)) * 1000 * (0.8 + 0.4 * r());
      }
    }
  }

  // ---- traffic
  const fails = new Map<string, number>();
  // some estates' HTTP clients log every failed attempt at ERROR and every layer logs its own failure too
  const loud = r() < 0.6;
  let t = t0 + r() * 500;
  let seq = 0;
  while (t < t0 + dur) {
    t += exp(r, 1000 / s.rate);
    const flow = pick(r, est.flows);
    const trace = hex(r, 32);
    const req = s.layout === "lambda-text" ? uuid(r) : `req-${uuid(r)}`;
    const k = orig ? flow.indexOf(orig) : -1;
    let bad = false;
    if (f && k >= 0 && t >= onset && (!f.lasts || t < onset + f.lasts * 1000)) {
      const ramp = f.ramp ? Math.min(1, (t - onset) / (f.ramp * 1000)) : 1;
      bad = crashed(t) || r() < f.prob * Math.max(0.15, ramp);
    }
    const upto = bad ? k : flow.length - 1;
    const hopT: number[] = [];
    let th = t;
    for (let i = 0; i <= upto; i++) {
      hopT.push(th);
      th += int(r, 1, 12);
    }
    const ev = (i: number, lvl: Lvl, msg: string, extra: Partial<Ev> = {}, role: "in" | "out" = "in"): Ev => ({
      t: hopT[Math.min(i, hopT.length - 1)],
      svc: flow[i],
      lvl,
      msg,
      logger: loggerOf(flow[i], rtOf(flow[i]), role),
      thread: thread(flow[i], rtOf(flow[i])),
      trace: useTrace ? trace : undefined,
      span: useTrace ? hex(r, 16) : undefined,
      req: useReq ? req : undefined,
      seq: seq++,
      ...extra,
    });
    const lam = s.layout === "lambda-text";
    const lamStart = (i: number, at: number) => {
      if (lam)
        add({
          t: at - 1,
          svc: flow[i],
          lvl: "INFO",
          msg: `START RequestId: ${req} Version: $LATEST`,
          infra: "lambda-platform",
        });
    };
    const lamEnd = (i: number, at: number, extraMsg?: string, from = hopT[i]) => {
      if (!lam) return;
      const d = Math.max(1, at - from);
      if (extraMsg) add({ t: at, svc: flow[i], lvl: "ERROR", msg: extraMsg, infra: "lambda-platform" });
      add({ t: at + 1, svc: flow[i], lvl: "INFO", msg: `END RequestId: ${req}`, infra: "lambda-platform" });
      add({
        t: at + 2,
        svc: flow[i],
        lvl: "INFO",
        msg: `REPORT RequestId: ${req}\tDuration: ${d.toFixed(2)} ms\tBilled Duration: ${Math.ceil(d)} ms\tMemory Size: 512 MB\tMax Memory Used: ${int(r, 90, 180)} MB`,
        infra: "lambda-platform",
      });
    };
    // downstream-first normal work
    for (let i = 0; i <= upto; i++) {
      if (bad && i === k) break;
      if (crashed(t) && flow[i] === orig) continue;
      lamStart(i, hopT[i]);
      const sv = svcInfo.get(flow[i])!;
      if (r() < (i === 0 ? 0.85 : 0.65) || lam)
        add(
          ev(i, "INFO", fill(pick(r, sv.ops), r, flow[i + 1] ?? "db"), {
            attrs:
              s.layout === "zap" || s.layout === "slog"
                ? { path: sv.path, status: 200, duration_ms: int(r, 2, 90) }
                : undefined,
          }),
        );
      if (r() < 0.05) add(ev(i, "DEBUG", `${sv.path} handled, payload ${int(r, 100, 4000)} bytes`));
      if (!bad) lamEnd(i, hopT[i] + int(r, 5, 120));
    }
    if (bad && f && orig) {
      const c = fctx(orig);
      const caller = k - 1;
      const retries = caller >= 0 ? (f.retries ?? 3) : 1;
      const wait = f.waitMs ?? (f.call === "timeout" ? int(r, 3000, 10000) : int(r, 3, 60));
      let at = hopT[k];
      const nf = (fails.get(flow[Math.max(0, caller)]) ?? 0) + 1;
      fails.set(flow[Math.max(0, caller)], nf);
      const breakerOpen = f.breakerAfter !== undefined && nf > f.breakerAfter && r() < 0.7;
      if (breakerOpen && caller >= 0) {
        const w = callerWords(rtOf(flow[caller]), "cb", orig, svcInfo.get(orig)!.path, r);
        add(ev(caller, "ERROR", w.msg, { err: w.err, t: at }, "out"));
      } else {
        for (let a = 0; a < retries; a++) {
          if (!crashed(t)) {
            lamStart(k, at);
            for (const o of f.origin(c)) add(originAt(o, at, ev(k, "INFO", "")));
            lamEnd(
              k,
              at + wait,
              f.call === "timeout" && lam
                ? `${new Date(at + wait).toISOString()} ${req} Task timed out after ${(wait / 1000).toFixed(2)} seconds`
                : undefined,
              at,
            );
          }
          at += wait;
          if (caller >= 0) {
            const w = callerWords(
              rtOf(flow[caller]),
              crashed(t) && f.call !== "dns" ? "refused" : f.call,
              orig,
              svcInfo.get(orig)!.path,
              r,
            );
            if (a < retries - 1)
              add(
                ev(
                  caller,
                  loud ? "ERROR" : "WARN",
                  `${w.msg} (attempt ${a + 1}/${retries}, retrying in ${100 * 2 ** a}ms)`,
                  { t: at, err: w.err && rtOf(flow[caller]) !== "java" ? { ...w.err, lines: [] } : undefined },
                  "out",
                ),
              );
            else add(ev(caller, w.lvl, w.msg, { t: at, err: w.err }, "out"));
            at += 100 * 2 ** a;
          }
        }
      }
      // callers above report the hop below as a 5xx / gateway error
      for (let i = caller - 1; i >= 0; i--) {
        at += int(r, 1, 8);
        const below = flow[i + 1];
        const kind: Call = f.call === "timeout" || f.call === "4xx" ? f.call : r() < 0.5 ? "5xx" : "503";
        const w = callerWords(rtOf(flow[i]), kind, below, svcInfo.get(below)!.path, r);
        add(ev(i, w.lvl, w.msg, { t: at, err: w.err }, "out"));
        if (loud && i > 0) add(ev(i, "ERROR", `request failed: ${w.msg.slice(0, 120)}`, { t: at + 1 }));
      }
      for (let i = Math.max(0, caller); i >= 0 && i < k; i--) lamEnd(i, at + 1);
      const code = f.call === "4xx" ? 400 : f.call === "timeout" ? 504 : f.call === "429" ? 429 : 502;
      if (k > 0)
        add(
          ev(
            0,
            code >= 500 ? "ERROR" : "WARN",
            `${pick(r, ["POST", "GET"])} ${joinPath(svcInfo.get(flow[0])!.path, svcInfo.get(flow[1])!.path)} -> ${code} (${Math.round(at - t)} ms)`,
            { t: at + 2 },
          ),
        );
      if (s.layout === "nginx-mixed") nginx(add, r, at + 3, code, flow[0], f.call === "timeout");
      if (s.layout === "papertrail-rails") router(add, r, at + 3, code, flow[0], req, Math.round(at - t));
    } else {
      if (s.layout === "nginx-mixed") nginx(add, r, th + 2, 200, flow[0], false);
      if (s.layout === "papertrail-rails") router(add, r, th + 2, 200, flow[0], req, Math.round(th - t));
    }
  }

  // ---- print: skewed time, sorted as a collector would by printed time
  evs.forEach((e, i) => {
    e.seq ??= i;
  });
  const printed = evs.map((e) => ({ e, pt: e.t + (skew.get(e.svc) ?? 0) }));
  printed.sort((a, b) => a.pt - b.pt || (a.e.seq ?? 0) - (b.e.seq ?? 0));
  const lines: string[] = [];
  for (const { e, pt } of printed) {
    const c = ctx.get(e.svc) ?? ctx.get(names[0])!;
    lines.push(...render(s.layout, e, pt, { ...c, rt: rtOf(e.svc) }));
  }
  return { lines, t0, onset };
}

function nginx(add: (e: Ev) => void, r: Rng, t: number, code: number, up: string, timedOut: boolean): void {
  const ip = `10.8.${int(r, 0, 9)}.${int(r, 2, 250)}`;
  const d = new Date(t);
  const ts = `${String(d.getUTCDate()).padStart(2, "0")}/${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()]}/${d.getUTCFullYear()}:${d.toISOString().slice(11, 19)} +0000`;
  const path = pick(r, ["/api/v1/orders", "/api/v1/search?q=x", "/api/v1/profile", "/api/v1/checkout"]);
  if (code >= 500) {
    const et = d.toISOString().slice(0, 19).replace(/-/g, "/").replace("T", " ");
    add({
      t,
      svc: "edge-nginx",
      lvl: "ERROR",
      infra: "nginx-error",
      msg: timedOut
        ? `${et} [error] 29#29: *${int(r, 1000, 99999)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${ip}, server: _, request: "POST ${path} HTTP/1.1", upstream: "http://${up}:8080${path}", host: "api.example.com"`
        : `${et} [error] 29#29: *${int(r, 1000, 99999)} upstream prematurely closed connection while reading response header from upstream, client: ${ip}, server: _, request: "POST ${path} HTTP/1.1", upstream: "http://${up}:8080${path}", host: "api.example.com"`,
    });
  }
  add({
    t: t + 1,
    svc: "edge-nginx",
    lvl: code >= 500 ? "ERROR" : "INFO",
    infra: "nginx-access",
    msg: `${ip} - - [${ts}] "${code >= 500 ? "POST" : "GET"} ${path} HTTP/1.1" ${code} ${int(r, 150, 9000)} "-" "okhttp/4.12.0" rt=${(r() * (code === 504 ? 60 : 0.3)).toFixed(3)} upstream="${up}:8080"`,
  });
}

function router(add: (e: Ev) => void, r: Rng, t: number, code: number, app: string, req: string, ms: number): void {
  if (r() > 0.5 && code < 500) return;
  const err = code === 504 ? 'at=error code=H12 desc="Request timeout"' : "at=info";
  add({
    t,
    svc: app,
    lvl: code >= 500 ? "ERROR" : "INFO",
    infra: "router",
    msg: `${err} method=${code >= 500 ? "POST" : "GET"} path="/${pick(r, ["browse", "account", "subscribe", "watch/123"])}" host=${app}.example.com request_id=${req.replace("req-", "")} fwd="81.2.69.${int(r, 1, 250)}" dyno=web.1 connect=0ms service=${code === 504 ? 30000 : ms}ms status=${code === 504 ? 503 : code} bytes=${int(r, 200, 9000)} protocol=https`,
  });
}

function distractions(
  s: SimIn,
  r: Rng,
  t0: number,
  dur: number,
  onset: number,
  add: (e: Ev) => void,
  rtOf: (x: string) => Rt,
  loggerOf: (svc: string, rt: Rt, role?: "in" | "out" | "job") => string,
): void {
  const d = s.distract;
  const est = s.estate;
  if (d.deploy) {
    const at = Math.min(t0 + dur - 60_000, Math.max(t0 + 5000, onset - int(r, 20, 120) * 1000));
    const rt = rtOf(d.deploy);
    const v = `${int(r, 1, 4)}.${int(r, 0, 30)}.${int(r, 0, 9)}`;
    const L = loggerOf(d.deploy, rt, "job");
    const lines: Array<[number, Lvl, string]> =
      rt === "java"
        ? [
            [0, "INFO", "Commencing graceful shutdown. Waiting for active requests to complete"],
            [900, "INFO", `Starting ${classOf(d.deploy)}Application v${v} using Java 17.0.11 with PID 1`],
            [2100, "WARN", "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s)."],
            [9800, "INFO", `Started ${classOf(d.deploy)}Application in 8.913 seconds (process running for 9.6)`],
          ]
        : [
            [0, "INFO", "received SIGTERM, draining connections"],
            [700, "INFO", `starting ${d.deploy} version=${v} commit=${hex(r, 7)}`],
            [1500, "WARN", "config key cache.ttl not set, using default 300s"],
            [2600, "INFO", "listening on :8080"],
          ];
    for (const [dt, lvl, msg] of lines) add({ t: at + dt, svc: d.deploy, lvl, msg, logger: L });
  }
  const entry = est.flows[0][0];
  if (d.transient502) {
    const at = t0 + r() * dur;
    const callee = est.flows[0][1] ?? entry;
    const w = callerWords(rtOf(entry), "503", callee, "/x", r);
    add({
      t: at,
      svc: entry,
      lvl: "WARN",
      msg: `${w.msg} (attempt 1/3, retrying)`,
      logger: loggerOf(entry, rtOf(entry), "out"),
    });
    add({
      t: at + 240,
      svc: entry,
      lvl: "INFO",
      msg: `retry succeeded calling ${callee} after 1 attempt`,
      logger: loggerOf(entry, rtOf(entry), "out"),
    });
  }
  if (d.retryOk) {
    const flow = pick(
      r,
      est.flows.filter((f) => f.length > 2),
    );
    if (flow) {
      const at = t0 + r() * dur;
      const w = callerWords(rtOf(flow[1]), "timeout", flow[2], "/y", r);
      add({
        t: at,
        svc: flow[1],
        lvl: "WARN",
        msg: `${w.msg}; will retry (1/3)`,
        logger: loggerOf(flow[1], rtOf(flow[1]), "out"),
      });
      add({
        t: at + 2600,
        svc: flow[1],
        lvl: "INFO",
        msg: `call to ${flow[2]} succeeded on attempt 2`,
        logger: loggerOf(flow[1], rtOf(flow[1]), "out"),
      });
    }
  }
  if (d.cron) {
    let t = t0 + int(r, 10, 120) * 1000;
    while (t < t0 + dur) {
      add({
        t,
        svc: d.cron,
        lvl: "INFO",
        msg: "job purge-expired-holds started",
        logger: loggerOf(d.cron, rtOf(d.cron), "job"),
      });
      add({
        t: t + 800,
        svc: d.cron,
        lvl: "ERROR",
        msg: `job purge-expired-holds failed: ${int(r, 1, 9)} rows skipped, lock held by another worker (expected when two replicas run the schedule)`,
        logger: loggerOf(d.cron, rtOf(d.cron), "job"),
      });
      t += 300_000;
    }
  }
  if (d.health404 && s.layout !== "lambda-text") {
    let t = t0 + r() * 10_000;
    while (t < t0 + dur) {
      add({
        t,
        svc: entry,
        lvl: "WARN",
        msg: `GET /healthz/ready 404 Not Found (kube-probe/1.29) ${int(r, 0, 3)}ms`,
        logger: loggerOf(entry, rtOf(entry)),
      });
      t += 10_000 + r() * 200;
    }
  }
}
