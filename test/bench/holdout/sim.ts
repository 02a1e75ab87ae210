// Request simulator: background traffic through an estate's flows, a fault at one service, callers
// reporting it in their own words, steady noise and scripted lines; then rendering in time order.
import {
  buildServices,
  type CallerView,
  type Ev,
  type Level,
  type Req,
  type Rng,
  renderEnvelope,
  rng,
  type Scenario,
  type Svc,
} from "./core.js";
import { callerWords, retryWords, viewStatus } from "./words.js";

const UAS = [
  "okhttp/4.12.0",
  "Dalvik/2.1.0 (Linux; U; Android 14)",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0",
  "curl/8.5.0",
  "python-requests/2.32.3",
];

export interface SimResult {
  lines: string[];
  svcs: Map<string, Svc>;
  t0: number;
}

export function simulate(sc: Scenario): SimResult {
  const r = rng(sc.id);
  const est = sc.estate;
  const svcs = buildServices(r, est.services, sc.skewMax ?? r.i(60, 300));
  // host-level services (kernel, systemd) report from the origin's host
  const hostOf = svcs.get(sc.origin ?? "")?.host ?? [...svcs.values()][1]?.host;
  for (const s of svcs.values())
    if (s.rt === "raw" && hostOf && (s.name === "kernel" || s.name === "systemd")) s.host = hostOf;
  const t0 = Date.parse(sc.start);
  const t1 = t0 + sc.minutes * 60_000;
  const events: Ev[] = [];
  let seq = 0;
  const push = (e: Ev): void => {
    if (!svcs.has(e.svc)) throw new Error(`${sc.id}: unknown service ${e.svc}`);
    e.t = Math.round(e.t);
    if (e.t < t0 || e.t >= t1) return;
    e.seq = seq++;
    events.push(e);
  };
  const f = sc.fault;
  const fStart = f ? t0 + f.at : Number.POSITIVE_INFINITY;
  const fEnd = f?.until !== undefined ? t0 + f.until : Number.POSITIVE_INFINITY;
  const active = (t: number): boolean => !!f && t >= fStart && t < fEnd;
  const silenced = (svc: string, t: number): boolean => !!f?.silence && svc === f.origin && active(t);
  const threads = (s: Svc): string =>
    s.fam === "jvm" ? r.p([`nio-8080-exec-${r.i(1, 12)}`, `http-nio-8080-exec-${r.i(1, 40)}`]) : "main";

  // lambda wrapper: START / lines / END / REPORT
  const lambdaWrap = (s: Svc, t: number, body: (reqId: string) => number, timeoutMs?: number): void => {
    const reqId = r.uuid();
    push({ t, svc: s.name, lvl: "info", msg: "", platform: "START", reqId });
    const dur = body(reqId);
    push({ t: t + dur, svc: s.name, lvl: "info", msg: "", platform: "END", reqId });
    const billed = Math.ceil(dur);
    const mem = r.i(70, 180);
    const status = timeoutMs !== undefined ? "\tStatus: timeout" : "";
    push({
      t: t + dur + 1,
      svc: s.name,
      lvl: "info",
      msg: `REPORT RequestId: ${reqId}\tDuration: ${dur.toFixed(2)} ms\tBilled Duration: ${billed} ms\tMemory Size: 512 MB\tMax Memory Used: ${mem} MB${status}`,
      platform: "REPORT",
      reqId,
    });
  };

  // --------------------------------------------------------------- traffic
  let t = t0 + r.i(50, 900);
  let n = 0;
  const totalW = est.flows.reduce((a, fl) => a + fl.weight, 0);
  while (t < t1) {
    // diurnal-ish wobble of the request rate
    const rate = sc.rps * (0.8 + 0.4 * Math.sin((t - t0) / 97_000));
    t += Math.max(5, Math.round((-Math.log(1 - r.f(0, 0.999)) / rate) * 1000));
    if (t >= t1) break;
    let pick = r.f(0, totalW);
    let flow = est.flows[0];
    for (const fl of est.flows) {
      pick -= fl.weight;
      if (pick <= 0) {
        flow = fl;
        break;
      }
    }
    const q: Req = {
      id: r.uuid(),
      trace: r.hex(32),
      t,
      path: r.p(flow.paths).replace(/\{n\}/g, () => String(r.i(1000, 99999))),
      method: flow.method,
      user: `u${r.i(10000, 99999)}`,
      n: n++,
    };
    const failHop = f ? (f.hop ?? f.origin) : "";
    const idx = flow.hops.findIndex((h) => h.svc === failHop);
    const dt = t - fStart;
    const originIn = !!f && (failHop === f.origin || flow.hops.some((h) => h.svc === f.origin));
    const fails = f !== undefined && active(t) && idx >= 0 && originIn && r.c(f.rate(dt));
    const view: CallerView | undefined = f ? (typeof f.view === "function" ? f.view(dt) : f.view) : undefined;
    const hopT: number[] = [];
    let acc = t;
    for (let k = 0; k < flow.hops.length; k++) {
      hopT.push(acc);
      acc += r.i(1, 25);
    }
    const spans = flow.hops.map(() => r.hex(16));
    const edge = svcs.get(flow.hops[0].svc)!;
    const edgeIsProxy = edge.fam === "proxy";
    const emitHop = (k: number, at: number, lvl: Level, msg: string, more?: string[], extra?: Partial<Ev>): void => {
      const s = svcs.get(flow.hops[k].svc)!;
      if (s.rt === "lambda-node" || s.rt === "lambda-py") {
        lambdaWrap(s, at - 2, (reqId) => {
          push({ t: at, svc: s.name, lvl, msg, more, reqId, trace: q.trace, span: spans[k], ...extra });
          return r.f(3, 40) + (extra?.t !== undefined ? extra.t - at : 0);
        });
        return;
      }
      push({
        t: at,
        svc: s.name,
        lvl,
        msg,
        more,
        logger: flow.hops[k].logger,
        thread: threads(s),
        trace: q.trace,
        span: spans[k],
        ...extra,
      });
    };
    const emitLines = (k: number, list: Array<Partial<Ev> & { lvl: Level; msg: string }>): void => {
      const s = svcs.get(flow.hops[k].svc)!;
      if (s.rt === "lambda-node" || s.rt === "lambda-py") {
        const base = list[0]?.t ?? hopT[k];
        const timedOut = list.some((o) => o.msg.startsWith("Task timed out"));
        lambdaWrap(
          s,
          base - 2,
          (reqId) => {
            let last = base;
            for (const o of list) {
              const at = o.t ?? base + r.i(1, 20);
              last = Math.max(last, at);
              push({ svc: s.name, ...o, t: at, reqId: o.reqId ?? reqId, trace: q.trace, span: spans[k] });
            }
            return last - base + r.f(2, 30);
          },
          timedOut ? 1 : undefined,
        );
        return;
      }
      for (const o of list) emitHop(k, o.t ?? hopT[k], o.lvl, o.msg, o.more, o);
    };
    if (!fails) {
      let total = 0;
      for (let k = edgeIsProxy ? 1 : 0; k < flow.hops.length; k++) {
        const h = flow.hops[k];
        if (silenced(h.svc, hopT[k])) continue;
        emitLines(
          k,
          h.ok(r, q).map(([lvl, msg]) => ({ lvl, msg, t: hopT[k] + r.i(0, 30) })),
        );
        total += r.i(3, 60);
      }
      if (edgeIsProxy)
        push({
          t: acc + total,
          svc: edge.name,
          lvl: "info",
          msg: "",
          trace: q.trace,
          span: spans[0],
          access: {
            method: q.method,
            path: q.path,
            status: r.c(0.004) ? 499 : r.c(0.01) ? 404 : 200,
            bytes: r.i(120, 9000),
            ms: total + r.i(2, 40),
            ua: r.p(UAS),
            client: `${r.i(20, 210)}.${r.i(1, 250)}.${r.i(1, 250)}.${r.i(1, 250)}`,
            upstream: `${svcs.get(flow.hops[1]?.svc ?? edge.name)!.ip}:${svcs.get(flow.hops[1]?.svc ?? edge.name)!.port}`,
            flags: "-",
            reqId: q.id,
            host: `${est.domain}`,
            upstreamName: flow.hops[1]?.svc,
            ns: est.ns,
          },
        });
      continue;
    }
    // ---- failing request
    const fault = f!;
    const origin = svcs.get(fault.origin)!;
    const wait = fault.wait ? fault.wait(r) : view === "timeout" ? r.i(5000, 10000) : r.i(3, 80);
    // the origin may sit before the failing hop (it calls a hop that is not reached, e.g. a bad URL)
    const oi = flow.hops.findIndex((h) => h.svc === fault.origin);
    const fi = oi >= 0 ? oi : idx;
    // hops before the failing one log their inbound line
    for (let k = edgeIsProxy ? 1 : 0; k < fi; k++) {
      const h = flow.hops[k];
      const ok = h.ok(r, q);
      if (ok.length && r.c(0.5)) emitLines(k, [{ lvl: ok[0][0], msg: ok[0][1], t: hopT[k] }]);
    }
    const tf = hopT[fi] + r.i(0, 20);
    const fc = { r, q, t: tf, dt, origin };
    if (fault.own) {
      const own = fault.own(fc).map((o) => ({ ...o, t: o.t ?? tf }));
      if (own.length) emitLines(fi, own);
    }
    const callee = svcs.get(flow.hops[fi].svc)!;
    let tc = tf + wait;
    for (let k = fi - 1; k >= (edgeIsProxy ? 1 : 0); k--) {
      const cs = svcs.get(flow.hops[k].svc)!;
      if (fault.mute?.includes(cs.name)) continue;
      const target = k === fi - 1 ? callee : svcs.get(flow.hops[k + 1].svc)!;
      const path = flow.hops[k].callPath ?? q.path;
      if (fault.retries && fault.retries.svc === cs.name) {
        for (let a = 1; a <= fault.retries.n; a++) {
          const [lv, m] = retryWords(r, cs, target, a, fault.retries.n, path);
          emitHop(k, tc + a * 150 * a, lv, m);
          tc += wait > 1000 ? wait : r.i(10, 60);
        }
      }
      const custom = fault.callerSays?.[cs.name];
      if (custom) {
        const got = custom({ ...fc, caller: cs, t: tc });
        const list: Array<[Level, string]> = Array.isArray(got[0])
          ? (got as Array<[Level, string]>)
          : [got as [Level, string]];
        emitLines(
          k,
          list.map(([lv, m]) => ({ lvl: lv, msg: m, t: tc + r.i(1, 5) })),
        );
      } else if (k === fi - 1 || r.c(0.6)) {
        const [lv, m, more] =
          k === fi - 1
            ? callerWords(r, cs, callee, view ?? "5xx", path, wait)
            : callerWords(r, cs, target, "5xx", flow.hops[k].callPath ?? q.path, 20);
        emitHop(k, tc + r.i(1, 5), lv, m, more);
      }
      tc += r.i(2, 15);
    }
    if (edgeIsProxy) {
      const st =
        fi === 1
          ? viewStatus(view ?? "5xx", r)
          : view === "timeout"
            ? 504
            : view === "429"
              ? 429
              : view === "4xx"
                ? 422
                : view === "401" || view === "403"
                  ? 502
                  : r.p([500, 502]);
      push({
        t: tc + r.i(1, 5),
        svc: edge.name,
        lvl: st >= 500 ? "error" : "warn",
        msg: "",
        trace: q.trace,
        span: spans[0],
        access: {
          method: q.method,
          path: q.path,
          status: st,
          bytes: st >= 500 ? r.p([150, 157, 166, 91]) : r.i(60, 300),
          ms: tc - t,
          ua: r.p(UAS),
          client: `${r.i(20, 210)}.${r.i(1, 250)}.${r.i(1, 250)}.${r.i(1, 250)}`,
          upstream: `${svcs.get(flow.hops[1].svc)!.ip}:${svcs.get(flow.hops[1].svc)!.port}`,
          flags: st === 504 ? "UT" : st === 503 && view === "refused" ? "UF" : st >= 500 ? "-" : "-",
          reqId: q.id,
          host: est.domain,
          upstreamName: flow.hops[1].svc,
          ns: est.ns,
        },
      });
    }
  }

  // --------------------------------------------------------------- ambient + noise
  const periodic = (
    svc: string,
    period: number,
    fn: (r: Rng, t: number) => [Level, string, (string | string[])?],
    quietable: boolean,
    from = t0,
    to = t1,
  ): void => {
    let at = from + r.f(0, period * 1000);
    while (at < to) {
      if (!(quietable && silenced(svc, at))) {
        const [lvl, msg, x] = fn(r, at);
        const s = svcs.get(svc)!;
        const more = Array.isArray(x) ? x : undefined;
        const logger = typeof x === "string" ? x : undefined;
        if (s.rt === "lambda-node" || s.rt === "lambda-py") {
          const tt = at;
          lambdaWrap(s, tt, (reqId) => {
            push({ t: tt + 3, svc, lvl, msg, more, reqId });
            return r.f(4, 90);
          });
        } else
          push({
            t: at,
            svc,
            lvl,
            msg,
            more,
            logger,
            thread: s.fam === "jvm" ? r.p(["scheduling-1", "task-2", "main"]) : undefined,
          });
      }
      at += period * 1000 * r.f(0.5, 1.5);
    }
  };
  for (const [svc, period, fn] of est.ambient) periodic(svc, period, fn, true);
  for (const [svc, period, fn] of sc.noise ?? []) periodic(svc, period, fn, false);
  for (const e of sc.episodes ?? [])
    periodic(e.svc, e.period, e.fn, false, t0 + e.from * 1000, e.to === undefined ? t1 : t0 + e.to * 1000);

  // --------------------------------------------------------------- script
  sc.script?.(r, (sec, svc, lvl, msg, extra) => {
    push({ t: t0 + Math.round(sec * 1000), svc, lvl, msg, ...extra });
  });

  events.sort((a, b) => a.t - b.t || (a.seq ?? 0) - (b.seq ?? 0));
  const lines: string[] = [];
  const ctx = { traceStyle: sc.traceStyle, envelope: sc.envelope, ns: est.ns };
  for (const e of events) {
    const s = svcs.get(e.svc)!;
    for (const l of renderEnvelope(e, s, e.t + s.skew, ctx)) lines.push(l);
  }
  return { lines, svcs, t0 };
}
