// Builds one scenario's events (ordinary traffic, the fault and its propagation, decoys or a quiet window's
// alarming-but-harmless lines), then skews, sorts and renders them.
import { chance, hex, int, pick, type Rng, rngFrom } from "../holdout3/kit.js";
import { callError, edgeLine, giveUpLine, retryLine, type Surface } from "./callers.js";
import type { Fault, FCtx } from "./fault-types.js";
import { infraClientError, infraNormal } from "./infra.js";
import { type RenderCtx, render } from "./layouts.js";
import type { Plan } from "./plan.js";
import { deathLines, deployLines, startLines } from "./platform.js";
import { normalLine } from "./traffic.js";
import type { Ev, Level, Runtime, Svc } from "./types.js";

export interface Built {
  lines: string[];
  origin: string | null;
  incidentStart: number | null;
  start: number;
  end: number;
  /** per service, in-window events at ERROR or above and at WARN (for checking the generator, not a label) */
  counts: Record<string, [number, number]>;
}

const INFRA_RT: Runtime[] = ["mongo", "es", "cassandra"];
const ACCESS_EVERYWHERE = new Set(["heroku", "cloudrun"]);

export function build(p: Plan): Built {
  const r = rngFrom(p.seed);
  const e = p.estate;
  const f = p.fault;
  // ---- window
  const day = Date.UTC(2026, 9, 1) + (p.seed % 57) * 86400000;
  const winSec =
    p.shape === "tiny"
      ? int(r, 180, 300)
      : p.shape === "shortpre"
        ? int(r, 300, 1200)
        : p.shape === "already"
          ? int(r, 300, 1800)
          : int(r, 480, 2700);
  const start = day + int(r, 0, 23) * 3600000 + int(r, 0, 3599) * 1000 + int(r, 0, 999);
  const end = start + winSec * 1000;
  let t0 = 0;
  if (f) {
    if (p.shape === "shortpre") t0 = start + int(r, 20, 55) * 1000;
    else if (p.shape === "already") t0 = start - int(r, 60, 1500) * 1000;
    else if (p.shape === "tiny") t0 = start + Math.floor(winSec * 1000 * (0.35 + r() * 0.25));
    else t0 = start + Math.floor(winSec * 1000 * (0.3 + r() * 0.4));
    t0 += int(r, 0, 999);
  }
  // ---- services and chain
  const svcs: Svc[] = [...e.svcs];
  let origin: Svc | null = null;
  const chain: Svc[] = [];
  if (f) {
    if (f.infra) {
      origin = { name: f.infra, rt: f.rt };
      svcs.push(origin);
    } else
      origin = pick(
        r,
        e.svcs.slice(1).filter((s) => s.rt === f.rt),
      );
    const others = e.svcs.slice(1).filter((s) => s !== origin);
    const mid = pick(r, others);
    chain.push(e.svcs[0], mid);
    if (p.hops === 4)
      chain.push(
        pick(
          r,
          others.filter((s) => s !== mid),
        ),
      );
    chain.push(origin);
  }
  if (p.noisy) svcs.push(e.noisy);
  if (p.quiet?.extra) svcs.push({ name: p.quiet.extra, rt: "go" });
  const rtOf = new Map(svcs.map((s) => [s.name, s.rt]));
  const evs: Ev[] = [];
  const add = (ev: Ev) => {
    ev.seq = evs.length;
    evs.push(ev);
  };
  // a restarted origin prints under a new process id: gen counts its restarts before t
  const app = (t: number, svc: string, lvl: Level, msg: string, extra: Partial<Ev> = {}) =>
    add({
      t,
      svc,
      lvl,
      msg,
      rt: rtOf.get(svc) ?? "plain",
      src: "app",
      gen: svc === origin?.name ? restarts.filter((x) => x <= t).length : 0,
      ...extra,
    });
  const plat = (list: Ev[]) => {
    for (const x of list) add(x);
  };
  const newTrace = () => hex(r, 32);
  const L = p.layout;
  // ---- the origin's life: when it is down (crash / stop), when it is up
  const down: Array<[number, number]> = [];
  const restarts: number[] = [];
  let trueStart = t0;
  if (f && origin) {
    const fctx = (at: number): FCtx => ({
      svc: origin!.name,
      ns: e.ns,
      noun: pick(r, e.nouns),
      caller: chain[chain.length - 2].name,
      ext: f.ext,
      at,
    });
    const emitErr = (t: number, trace?: string) => {
      if (!f.err) return;
      const fx = f.err(r, fctx(t));
      const lvl = fx.lvl ?? (f.mode === "warn" ? "WARN" : "ERROR");
      if (fx.platform) add({ t, svc: origin!.name, lvl, msg: fx.msg, rt: "plain", src: "platform" });
      else app(t, origin.name, lvl, fx.msg, { stack: fx.stack, trace, rt: fx.raw ? "plain" : origin.rt });
    };
    for (const [off, lvl, msg] of f.onset?.(r, fctx(t0)) ?? []) {
      // a warning or error at the onset (kernel remount, unreadable CA bundle) is where the fault truly starts
      if (lvl !== "INFO" && off < 0) trueStart = Math.min(trueStart, t0 + off);
      if (msg.startsWith("kernel: "))
        add({ t: t0 + off, svc: "kernel", lvl, msg: msg.slice(8), rt: "plain", src: "kernel" });
      else app(t0 + off, origin.name, lvl, msg);
    }
    if (f.mode === "crash") {
      let death = t0 + (f.err ? 1500 : 0);
      let k = 0;
      while (death < end) {
        k++;
        if (f.err)
          for (let j = 0; j < int(r, 1, 3); j++) emitErr(death - int(r, 100, Math.min(8000, f.upFor![0] * 600 + 200)));
        plat(deathLines(r, L, origin.name, death, f.death ?? "exit", k, e.ns, f.proc ?? origin.name));
        const restart = death + Math.min(10000 * 2 ** Math.min(k - 1, 5), 300000) + int(r, 0, 1500);
        down.push([death, restart + 1500]);
        restarts.push(restart + 900);
        plat(
          startLines(
            L,
            origin.name,
            restart,
            k,
            origin.rt === "ruby" ? "bundle exec puma -C config/puma.rb" : "./start",
          ),
        );
        for (const [j, line] of (f.startup?.(r, fctx(restart + 1000)) ?? []).entries()) {
          const raw = line.startsWith("raw:");
          app(restart + 1000 + j * 150, origin.name, "INFO", raw ? line.slice(4) : line, raw ? { rt: "plain" } : {});
        }
        death = restart + 1500 + int(r, f.upFor![0], f.upFor![1]) * 1000;
      }
    } else if (f.mode === "stop") down.push([t0, end + 1]);
  }
  const isDown = (t: number) => down.some(([a, b]) => t >= a && t < b);
  // ---- ordinary traffic
  const bgCount = Math.floor(p.targetLines * (f ? 0.78 : 0.88) * (L === "lambda" ? 0.45 : 1));
  const weights = svcs.map((s): number =>
    s.name === p.quiet?.extra
      ? 0
      : s === e.noisy
        ? 0.5
        : s.name === e.svcs[0].name
          ? 1.6
          : INFRA_RT.includes(s.rt)
            ? 0.7
            : 1,
  );
  const wsum = weights.reduce((a, b) => a + b, 0);
  const chainNames = new Set(chain.map((s) => s.name));
  for (let i = 0; i < bgCount; i++) {
    const t = start + Math.floor(r() * (end - start));
    let x = r() * wsum;
    let k = 0;
    while (x > weights[k] && k < svcs.length - 1) x -= weights[k++];
    const s = svcs[k];
    if (origin && s.name === origin.name && (isDown(t) || (f?.mode === "stop" && t >= t0))) continue;
    if (f && t >= t0 && chainNames.has(s.name) && chance(r, 0.45)) continue;
    const line = INFRA_RT.includes(s.rt)
      ? infraNormal(r, s.rt, s.name)
      : normalLine(
          r,
          s.rt,
          e,
          e.svcs
            .slice(1, 5)
            .map((x) => x.name)
            .filter((n) => n !== s.name),
        );
    const trace = line.http ? newTrace() : undefined;
    // the Envoy sidecar of a stern-tailed pod logs some inbound requests next to the app
    const sidecar = L === "stern" && chance(r, 0.3);
    if (line.http && (ACCESS_EVERYWHERE.has(L) || sidecar || (L === "traefik_mixed" && s.name === e.svcs[0].name))) {
      add({
        t,
        svc: s.name,
        lvl: "INFO",
        msg: `${line.http.method} ${line.http.path} ${line.http.status} ${line.http.ms}ms`,
        rt: "plain",
        src: "access",
        http: line.http,
        trace,
      });
      if (!sidecar && chance(r, 0.5)) continue;
    }
    if (L === "lambda" && line.http && s.rt !== "plain") {
      const rid = `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-a${hex(r, 3)}-${hex(r, 12)}`;
      add({
        t: t - line.http.ms,
        svc: s.name,
        lvl: "INFO",
        msg: `START RequestId: ${rid} Version: $LATEST`,
        rt: "plain",
        src: "platform",
      });
      app(t, s.name, line.lvl, line.msg, { trace });
      add({ t: t + 1, svc: s.name, lvl: "INFO", msg: `END RequestId: ${rid}`, rt: "plain", src: "platform" });
      add({
        t: t + 2,
        svc: s.name,
        lvl: "INFO",
        msg: `REPORT RequestId: ${rid}\tDuration: ${line.http.ms}.${int(r, 10, 99)} ms\tBilled Duration: ${line.http.ms + 1} ms\tMemory Size: 512 MB\tMax Memory Used: ${int(r, 80, 140)} MB`,
        rt: "plain",
        src: "platform",
      });
      continue;
    }
    app(t, s.name, line.lvl, line.msg, { trace });
  }
  // ---- the fault's failing requests and their propagation
  if (f && origin) failing(r, p, f, chain, start, end, t0, isDown, app, add, newTrace);
  // ---- decoys
  if (f && p.deployDecoy) {
    const cand = e.deployable.filter((n) => !chainNames.has(n) && (rtOf.has(n) || n === e.noisy.name));
    const d = cand[0] ?? e.noisy.name;
    if (!rtOf.has(d)) rtOf.set(d, e.noisy.rt);
    const td = Math.max(start + 2000, t0 + int(r, -4000, 3000));
    const ver = `v${int(r, 2, 9)}.${int(r, 0, 30)}.${int(r, 0, 9)}`;
    plat(deployLines(L, d, td, ver, e.ns));
    app(td + 500, d, "INFO", "received SIGTERM, shutting down gracefully");
    app(td + 6000, d, "INFO", `starting ${d} ${ver}`);
    app(td + 6500, d, "WARN", `config key 'legacy_mode' is deprecated and ignored`);
  }
  if (p.noisy) {
    const originErrs = evs.filter(
      (x) => origin && x.svc === origin.name && (x.lvl === "ERROR" || x.lvl === "FATAL"),
    ).length;
    const n = Math.max(30, Math.ceil(originErrs * 1.3) + 8, f ? 0 : Math.floor(winSec / 20));
    for (let i = 0; i < n; i++) {
      const t = start + Math.floor(((i + r()) * (end - start)) / n);
      app(t, e.noisy.name, "ERROR", pick(r, e.noisy.errors).replace("{n}", String(int(r, 1, 12))));
    }
  }
  if (p.quiet) {
    const inner = e.svcs.slice(1).map((s) => s.name);
    for (const [t, svc, lvl, msg, kind] of p.quiet.gen({
      r,
      start,
      end,
      inner,
      edge: e.svcs[0].name,
      ns: e.ns,
      nouns: e.nouns,
    })) {
      if (kind === "deploy") plat(deployLines(L, svc, t, `v2.19.${int(r, 0, 9)}`, e.ns));
      app(t, svc, lvl, msg);
    }
  }
  // ---- skew, sort, render
  const skew = new Map<string, number>();
  for (const s of [...svcs.map((x) => x.name), ...rtOf.keys()]) if (!skew.has(s)) skew.set(s, int(r, -250, 250));
  const printed = evs
    .filter((x) => x.t >= start && x.t < end)
    .map((x) => ({ x, pt: x.t + (x.src === "app" ? (skew.get(x.svc) ?? 0) : 0) }))
    .sort((a, b) => a.pt - b.pt || (a.x.seq ?? 0) - (b.x.seq ?? 0));
  const ctx: RenderCtx = {
    layout: L,
    style: p.style,
    ns: e.ns,
    host: e.host,
    project: `${e.id}-prod-${(p.seed % 900) + 100}`,
    n: 0,
  };
  const lines: string[] = [];
  for (const { x, pt } of printed) {
    ctx.n++;
    lines.push(...render(x, pt, ctx));
  }
  const counts: Record<string, [number, number]> = {};
  for (const { x } of printed) {
    if (!counts[x.svc]) counts[x.svc] = [0, 0];
    const c = counts[x.svc];
    if (x.lvl === "ERROR" || x.lvl === "FATAL") c[0]++;
    else if (x.lvl === "WARN") c[1]++;
  }
  return { lines, origin: origin?.name ?? null, incidentStart: f ? trueStart : null, start, end, counts };
}

type App = (t: number, svc: string, lvl: Level, msg: string, extra?: Partial<Ev>) => void;

function failing(
  r: Rng,
  p: Plan,
  f: Fault,
  chain: Svc[],
  start: number,
  end: number,
  t0: number,
  isDown: (t: number) => boolean,
  app: App,
  add: (ev: Ev) => void,
  newTrace: () => string,
) {
  const e = p.estate;
  const origin = chain[chain.length - 1];
  const direct = chain[chain.length - 2];
  const mid = chain[1];
  const edge = chain[0];
  const attempts = 3 + (p.seed % 2);
  // failing requests per second: about a fifth of the target lines come from the fault and its propagation
  const from = Math.max(t0, start);
  let activeSec = 0;
  for (let i = 0; i < 400; i++) {
    const t = from + ((end - from) * (i + 0.5)) / 400;
    if (f.mode !== "crash" || isDown(t)) activeSec += (end - from) / 400 / 1000;
  }
  const perRequest = attempts * (chain.length === 3 ? 1.7 : 2.6) + 2;
  const rate = Math.min(
    4,
    Math.max(0.03, (0.2 * p.targetLines * (f.rate ?? 1)) / (perRequest * Math.max(activeSec, 20))),
  );
  const upper: Surface = f.surface === "timeout" ? "timeout" : "5xx";
  const edgeStatus = f.surface === "timeout" ? 504 : f.surface === "503" || f.surface === "refused" ? 503 : 502;
  const path = () => pick(r, e.paths).replace("{id}", String(int(r, 1000, 99999)));
  const fctx = (at: number): FCtx => ({
    svc: origin.name,
    ns: e.ns,
    noun: pick(r, e.nouns),
    caller: direct.name,
    ext: f.ext,
    at,
  });
  const originErr = (t: number, trace: string) => {
    if (!f.err || f.mode === "crash" || f.mode === "stop") return;
    const fx = f.err(r, fctx(t));
    const lvl = fx.lvl ?? (f.mode === "warn" ? "WARN" : "ERROR");
    if (fx.platform) add({ t, svc: origin.name, lvl, msg: fx.msg, rt: "plain", src: "platform" });
    else
      app(t, origin.name, lvl, fx.msg, {
        stack: fx.stack,
        trace,
        span: hex(r, 16),
        ...(fx.raw ? { rt: "plain" as const } : {}),
      });
  };
  const directErr = (t: number) => {
    if (isDown(t) && ACCESS_EVERYWHERE.has(p.layout))
      add({
        t,
        svc: origin.name,
        lvl: "INFO",
        msg: "POST 503 app crashed",
        rt: "plain",
        src: "access",
        http: { method: "POST", path: path(), status: 503, ms: int(r, 1, 30) },
      });
    if (f.infra) return infraClientError(r, origin.rt, origin.name, direct.rt);
    const surface: Surface = isDown(t) ? (f.surface === "503" ? "503" : "refused") : f.surface;
    return callError(r, direct.rt, surface, origin.name, path(), f.code ?? (surface === "4xx" ? 400 : 500));
  };
  const lag = f.surface === "timeout" ? () => int(r, 3000, 10000) : () => int(r, 3, 80);
  let t = Math.max(t0, start - 60000);
  while (t < end) {
    t += Math.floor((-Math.log(1 - r()) / rate) * 1000);
    if ((f.mode === "crash" && !isDown(t)) || t >= end) continue;
    const trace = newTrace();
    let at = t;
    const method = pick(r, ["GET", "POST", "POST", "PUT"]);
    const reqPath = path();
    if (chain.length === 3) {
      // edge -> mid (direct caller, retries) -> origin
      let inner = "";
      for (let a = 1; a <= attempts; a++) {
        if (a === 1 || chance(r, 0.6)) originErr(at, trace);
        at += lag();
        inner = directErr(at);
        const lvl: Level = p.softRetries && a < attempts ? "WARN" : "ERROR";
        app(
          at,
          mid.name,
          lvl,
          a < attempts
            ? retryLine(r, mid.rt, origin.name, a, attempts, inner)
            : giveUpLine(mid.rt, origin.name, attempts, inner),
          { trace, span: hex(r, 16) },
        );
        at += 200 * 2 ** a;
      }
      edgeFail(at, inner);
    } else {
      // edge -> mid (retries) -> deep (direct caller) -> origin
      let inner = "";
      for (let a = 1; a <= attempts; a++) {
        if (a === 1 || chance(r, 0.6)) {
          originErr(at, trace);
          at += lag();
          app(
            at,
            direct.name,
            "ERROR",
            `${f.surface === "timeout" ? "call" : "request"} to ${origin.name} failed: ${directErr(at)}`,
            { trace, span: hex(r, 16) },
          );
        }
        at += int(r, 2, 30);
        inner = callError(r, mid.rt, upper, direct.name, reqPath, 502);
        const lvl: Level = p.softRetries && a < attempts ? "WARN" : "ERROR";
        app(
          at,
          mid.name,
          lvl,
          a < attempts
            ? retryLine(r, mid.rt, direct.name, a, attempts, inner)
            : giveUpLine(mid.rt, direct.name, attempts, inner),
          { trace, span: hex(r, 16) },
        );
        at += 200 * 2 ** a;
      }
      edgeFail(at, inner);
    }
    function edgeFail(te: number, inner: string) {
      const short = inner.length > 160 ? `${inner.slice(0, 157)}...` : inner;
      app(te + int(r, 1, 20), edge.name, "ERROR", edgeLine(edge.rt, method, reqPath, edgeStatus, mid.name, short), {
        trace,
      });
      if (ACCESS_EVERYWHERE.has(p.layout) || p.layout === "traefik_mixed" || p.layout === "stern")
        add({
          t: te + int(r, 21, 40),
          svc: edge.name,
          lvl: "INFO",
          msg: `${method} ${reqPath} ${edgeStatus}`,
          rt: "plain",
          src: "access",
          http: { method, path: reqPath, status: edgeStatus, ms: te - t },
          trace,
        });
    }
  }
}
