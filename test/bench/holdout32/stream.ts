// Builds one scenario's stream: the estate's background (chatter, side traffic, probes, jobs, the noisy service,
// deprecations, retries that succeed), the chain's requests, the fault or the quiet episode, clock skew, and the
// printed lines sorted by printed time.

import { ESTATES, type Estate } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { Ctx, Variant } from "./incidents.js";
import { type QuietKind, quietEpisode } from "./quiet.js";
import type { Rng } from "./rng.js";
import {
  APP_RTS,
  callFail,
  DEPRECATION,
  type Line,
  type Mode,
  probe,
  type Rt,
  retryLine,
  served,
  shutdown,
  startup,
} from "./runtimes.js";

export interface Hop {
  svc: string;
  rt: Rt;
  /** Client timeout this hop uses for its callee (ms). */
  timeout: number;
}
export interface Built {
  lines: string[];
  origin: string | null;
  incidentStart: string | null;
  note: string;
}
export type IdStyle = "none" | "w3c" | "xrid" | "b3" | "req";

/** Everything quiet.ts needs to add an episode to a stream. */
export interface StreamApi {
  r: Rng;
  chain: Hop[];
  at: number;
  emit: (t: number, svc: string, line: Line, trace?: string) => void;
  idFor: (hop: number) => string | undefined;
}

const STORE_LINES: Partial<Record<Rt, (r: Rng, svc: string) => string>> = {
  pg: (r, svc) =>
    r.pick([
      "checkpoint starting: time",
      `checkpoint complete: wrote ${r.int(100, 9000)} buffers (${(r.next() * 10).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(0, 4)} recycled; write=${(r.next() * 200).toFixed(3)} s, sync=0.0${r.int(10, 99)} s, total=${(r.next() * 200).toFixed(3)} s`,
      `automatic vacuum of table "${svc.split("-")[0]}.public.${r.pick(["events", "line_items", "sessions", "audit_log"])}": index scans: 1`,
      `connection authorized: user=app database=${svc.split("-")[0]} application_name=PostgreSQL JDBC Driver`,
      `duration: ${r.int(1, 40)}.${r.int(100, 999)} ms  execute <unnamed>: SELECT id, status FROM ${r.pick(["orders", "accounts", "shipments"])} WHERE id = $1`,
    ]),
  mongo: (r) =>
    `{"t":{"$date":"-"},"s":"I","c":"COMMAND","id":51803,"ctx":"conn${r.int(10, 900)}","msg":"Slow query","attr":{"type":"command","ns":"app.events","command":{"find":"events"},"durationMillis":${r.int(100, 400)}}}`,
  redis: (r) =>
    r.pick([
      `${r.int(10, 99)} changes in 300 seconds. Saving...`,
      `Background saving started by pid ${r.int(100, 9999)}`,
      "DB saved on disk",
      "Background saving terminated with success",
    ]),
};

function traceId(r: Rng, style: IdStyle): string | undefined {
  if (style === "w3c") return `00-${r.hex(32)}-${r.hex(16)}-01`;
  if (style === "xrid") return r.uuid();
  if (style === "b3") return `${r.hex(16)}-${r.hex(16)}-1`;
  if (style === "req") return `req-${r.uuid()}`;
  return undefined;
}

/** One scenario. `variant` for incidents, `quiet` for quiet windows; `scale` stretches the traffic. */
export function buildStream(
  r: Rng,
  fmt: Format,
  estateIx: number,
  spec: { variant?: Variant; quiet?: QuietKind },
  scale: number,
): Built {
  const v = spec.variant;
  let est: Estate = ESTATES[estateIx % ESTATES.length];
  if (v?.cat === "network" && v.pos === "leaf" && !est.stores.some(([, rt]) => rt === "redis"))
    est = ESTATES[(estateIx + 1) % ESTATES.length];
  const pos = v?.pos ?? r.pick(["mid", "leaf", "bff"] as const);
  // --- chain
  const edgeRt: Rt = est.edge.includes("nginx")
    ? "nginx"
    : est.edge.includes("envoy")
      ? "envoy"
      : r.pick(["envoy", "nginx"]);
  const appRt = () => r.pick(APP_RTS);
  const domains = r.shuffle(est.domain.filter((d) => d !== est.noisy.svc));
  const pg = est.stores.find(([, rt]) => rt === "pg") ?? est.stores[0];
  const cacheStore = est.stores.find(([, rt]) => rt === "redis") ?? pg;
  const dn = pos === "mid" ? r.int(2, 3) : r.int(1, 3);
  const chain: Hop[] = [
    { svc: est.edge, rt: edgeRt, timeout: 0 },
    { svc: r.pick(est.bffs), rt: appRt(), timeout: 0 },
    ...domains.slice(0, dn).map((svc) => ({ svc, rt: appRt(), timeout: 0 })),
  ];
  let originIx: number;
  let ext: string | undefined;
  if (pos === "bff") originIx = 1;
  else if (pos === "mid") originIx = 2 + r.int(0, dn - 2);
  else originIx = chain.length - 1;
  if (pos === "store") {
    chain.push({ svc: pg[0], rt: pg[1], timeout: 0 });
    originIx = chain.length - 1;
  } else if (pos === "leaf") {
    if (v?.cat === "network") chain.push({ svc: cacheStore[0], rt: cacheStore[1], timeout: 0 });
    else ext = r.pick(est.external);
  } else if (r.chance(0.5) && chain.length < 6) chain.push({ svc: pg[0], rt: pg[1], timeout: 0 });
  if (v) chain[originIx].rt = v.rt;
  ext = ext ?? r.pick(est.external);
  const workMs = v?.workMs ?? 0;
  for (let i = 0; i < chain.length; i++) {
    const base = r.pick([2000, 3000, 5000, 8000, 10000, 15000]);
    chain[i].timeout = workMs ? Math.min(base, workMs - 2000 - r.int(0, 1000)) : base;
  }
  const origin = v ? chain[originIx] : undefined;
  const isStore = (h: { rt: Rt }) => ["pg", "mongo", "redis"].includes(h.rt);
  // --- estate services and their runtimes
  const rtOf = new Map<string, Rt>(chain.map((h) => [h.svc, h.rt]));
  const all = [est.edge, ...est.bffs, ...est.domain, ...est.stores.map(([s]) => s), est.worker.svc];
  for (const [s, rt] of est.stores) if (!rtOf.has(s)) rtOf.set(s, rt);
  for (const s of all) if (!rtOf.has(s)) rtOf.set(s, appRt());
  const skew = new Map<string, number>(all.map((s) => [s, r.int(-300, 300)]));
  const orchSvc = r.chance(0.6) || !origin ? (origin?.svc ?? "kubelet") : "kubelet";
  // --- time frame
  const day = r.int(1, 28);
  const start = Date.UTC(2026, r.int(8, 10), day, r.int(0, 23), r.int(0, 59), r.int(0, 59), 0);
  const baseline = r.int(30, 360) * 1000;
  const T0 = start + baseline;
  const end = T0 + r.int(180, 540) * 1000;
  const idStyle: IdStyle = r.chance(2 / 3) ? r.pick(["w3c", "xrid", "b3", "req"] as const) : "none";
  const idHops = chain.map(() => idStyle !== "none" && r.chance(0.75));
  // --- events
  const evs: Array<Ev & { seq: number }> = [];
  let seq = 0;
  const emit = (t: number, svc: string, line: Line, trace?: string) => {
    evs.push({ t, svc: line.svc ?? svc, level: line.level, msg: line.msg, stack: line.stack, trace, seq: seq++ });
  };
  const ctx: Ctx | undefined = origin
    ? {
        o: origin.svc,
        down: chain[originIx + 1]?.svc ?? ext,
        ext,
        pod: `${origin.svc}-${r.hex(9)}-${r.hex(5)}`,
        orch: orchSvc,
        count: (() => {
          let k = 0;
          return () => ++k;
        })(),
        ns: est.ns,
        at: new Date(T0).toISOString(),
        r,
      }
    : undefined;
  // origin availability (silent origins): windows where it is up again after a restart
  const upWindows: Array<[number, number]> = [];
  const silent = v?.silent;
  if (v && ctx && silent) {
    for (const l of v.pre?.(ctx) ?? []) emit(T0 + r.int(0, 400), origin!.svc, l);
    let t = T0 + 1000;
    let back = 10000;
    while (t < end) {
      if (v.orch) emit(t + r.int(0, 2000), origin!.svc, v.orch(ctx));
      if (!v.restart) {
        t += r.int(30000, 90000);
        continue;
      }
      t += back + r.int(0, 3000);
      back = Math.min(back * 2, 300000);
      if (t >= end) break;
      for (const [i, m] of startup(origin!.rt, origin!.svc, r).entries())
        emit(t + i * 400, origin!.svc, { level: "info", msg: m });
      const crashesAtStart = v.cat === "configuration";
      const up = crashesAtStart ? 1500 : r.int(6000, 40000);
      if (!crashesAtStart) upWindows.push([t + 2000, t + up]);
      for (const l of v.pre?.(ctx) ?? []) if (!l.svc) emit(t + up, origin!.svc, l);
      t += up;
    }
  } else if (v && ctx)
    for (const l of v.pre?.(ctx) ?? []) emit(T0 - r.int(0, 4000) + (l.svc ? 0 : 3000), origin!.svc, l);
  const originDown = (t: number) => !!silent && t >= T0 && !upWindows.some(([a, b]) => t >= a && t < b);
  const mute = (svc: string, t: number) => !!origin && svc === origin.svc && originDown(t);

  // background per service
  const appSvcs = all.filter((s) => !isStore({ rt: rtOf.get(s)! }) && s !== est.edge);
  const chatterEvery = 4000 / scale;
  const kinds = new Map(appSvcs.map((s, i) => [s, i]));
  const chatterOf = (s: string) => {
    const all3 = est.chatter(r);
    return all3[(kinds.get(s) ?? 0) % all3.length];
  };
  for (const s of appSvcs) {
    for (let t = start + r.int(0, 5000); t < end; t += chatterEvery * (0.4 + r.next() * 2.2)) {
      if (mute(s, t)) continue;
      emit(t, s, {
        level: "info",
        msg: s === est.worker.svc ? `job queue depth=${r.int(0, 40)} lag=${r.int(0, 900)}ms` : chatterOf(s),
      });
    }
  }
  // stores
  for (const [s, rt] of est.stores) {
    const f = STORE_LINES[rt];
    if (!f) continue;
    for (let t = start + r.int(0, 9000); t < end; t += r.int(4000, 20000)) {
      if (mute(s, t)) continue;
      emit(t, s, { level: "info", msg: f(r, s) });
    }
  }
  // probes on a few services
  for (const s of r.shuffle(appSvcs).slice(0, r.int(2, 4))) {
    const off = r.int(0, 9999);
    for (let t = start + off; t < end; t += 10000)
      if (!mute(s, t)) emit(t, s, { level: "info", msg: probe(rtOf.get(s)!, r) });
  }
  // periodic jobs
  for (let t = start + r.int(1000, 50000); t < end; t += 60000) {
    const job = r.pick(est.worker.jobs);
    emit(t, est.worker.svc, { level: "info", msg: `job ${job} started` });
    if (r.chance(0.15))
      emit(t + r.int(300, 900), est.worker.svc, {
        level: "warn",
        msg: retryLine(rtOf.get(est.worker.svc)!, r, pg[0], 1, "connection reset by peer"),
      });
    emit(t + r.int(1000, 9000), est.worker.svc, {
      level: "info",
      msg: `job ${job} finished in ${(r.next() * 8 + 0.4).toFixed(2)}s processed=${r.int(0, 5000)}`,
    });
  }
  // the noisy service
  for (let t = start + r.int(0, 3000); t < end; t += r.int(3000, 14000))
    emit(t, est.noisy.svc, { level: est.noisy.level, msg: est.noisy.msg(r) });
  // deprecation warnings
  for (const s of r.shuffle(appSvcs).slice(0, 3)) {
    const msgs = DEPRECATION[rtOf.get(s)!];
    if (!msgs) continue;
    for (let t = start + r.int(0, 60000); t < end; t += r.int(120000, 300000))
      if (!mute(s, t)) emit(t, s, { level: "warn", msg: r.pick(msgs) });
  }
  // an unrelated deploy near the fault
  if (r.chance(0.4)) {
    const s = r.pick(appSvcs.filter((x) => !chain.some((h) => h.svc === x)));
    const t = T0 + r.int(-120000, 120000);
    if (s) {
      for (const [i, m] of shutdown(rtOf.get(s)!).entries()) emit(t + i * 300, s, { level: "info", msg: m });
      for (const [i, m] of startup(rtOf.get(s)!, s, r).entries())
        emit(t + 8000 + i * 500, s, { level: "info", msg: m });
    }
  }
  // side traffic into every app hop from callers outside the chain
  const iv = 1500 / scale;
  for (const h of chain.slice(1)) {
    if (isStore(h)) continue;
    for (let t = start + r.int(0, 3000); t < end; t += iv * (1 + r.next() * 4)) {
      if (mute(h.svc, t)) continue;
      emit(t, h.svc, {
        level: "info",
        msg: served(
          h.rt,
          r,
          t,
          r.pick(["GET", "GET", "POST"]),
          `${r.pick(est.paths)}/${r.int(1000, 99999)}`,
          200,
          r.int(3, 90),
          h.svc,
        ),
      });
    }
  }
  // --- chain requests
  const direct = originIx - 1;
  let failures = 0;
  let cbOpenAt = -1;
  let lastHalf = 0;
  const cbHop = r.chance(0.6);
  for (let t = start + r.int(0, 2000); t < end; t += iv * (0.3 + r.next() * 1.4)) {
    const path = r.pick(est.paths);
    const method = r.pick(["GET", "GET", "POST", "PUT"]);
    const tr = traceId(r, idStyle);
    const id = (i: number) => (idHops[i] ? tr : undefined);
    const fails = !!v && t >= T0 && (silent ? originDown(t) : r.chance(v.frac));
    if (!fails) {
      // deepest first; stores only sometimes log a statement
      let acc = r.int(2, 20);
      for (let i = chain.length - 1; i >= 0; i--) {
        const h = chain[i];
        acc += r.int(1, 40);
        if (isStore(h)) {
          if (r.chance(0.06))
            emit(
              t + acc,
              h.svc,
              { level: "info", msg: served(h.rt, r, t, method, path, 200, acc, chain[i - 1].svc) },
              id(i),
            );
          continue;
        }
        if (i > 0 && i < chain.length - 1 && r.chance(0.012)) {
          emit(
            t + acc - 5,
            h.svc,
            {
              level: "warn",
              msg: retryLine(
                h.rt,
                r,
                chain[i + 1].svc,
                1,
                r.pick(["503 Service Unavailable", "connection reset by peer", "ECONNRESET"]),
              ),
            },
            id(i),
          );
          acc += r.int(50, 400);
        }
        emit(t + acc, h.svc, { level: "info", msg: served(h.rt, r, t, method, path, 200, acc, h.svc) }, id(i));
      }
      continue;
    }
    // failing request
    const o = origin!;
    const mode: Mode = silent ? (silent === "died" ? "down" : "slow") : v!.mode;
    const oDone = t + (workMs || r.int(5, 80));
    if (!silent) {
      if (v!.fail) emit(oDone, o.svc, v!.fail(ctx!), id(originIx));
      if (!isStore(o)) {
        const code = v!.code ?? (mode === "slow" ? 500 : 500);
        emit(
          oDone + r.int(1, 5),
          o.svc,
          { level: code >= 500 ? "error" : "warn", msg: served(o.rt, r, t, method, path, code, oDone - t, o.svc) },
          id(originIx),
        );
      }
    }
    failures++;
    let cb = false;
    if (cbHop && mode !== "reject" && failures > 8) {
      if (cbOpenAt < 0) {
        cbOpenAt = t;
        lastHalf = t;
        emit(t + 30, chain[direct].svc, {
          level: "warn",
          msg: `CircuitBreaker '${o.svc}' changed state from CLOSED to OPEN (failure rate ${r.int(50, 100)}.0% over 10 calls)`,
        });
      } else if (t - lastHalf > 60000) {
        lastHalf = t;
        emit(t, chain[direct].svc, {
          level: "info",
          msg: `CircuitBreaker '${o.svc}' changed state from OPEN to HALF_OPEN`,
        });
        emit(t + 400, chain[direct].svc, {
          level: "warn",
          msg: `CircuitBreaker '${o.svc}' changed state from HALF_OPEN to OPEN`,
        });
      } else cb = r.chance(0.7);
    }
    const codeUp =
      mode === "slow" ? 504 : mode === "down" ? 503 : mode === "reject" ? (v!.code ?? 400) : (v!.code ?? 502);
    for (let i = direct; i >= 0; i--) {
      const h = chain[i];
      const callee = chain[i + 1].svc;
      const authPass = mode === "reject" && (codeUp === 401 || codeUp === 403);
      const m: Mode = i === direct ? (cb ? "cb" : mode) : mode === "slow" ? "slow" : authPass ? "reject" : "err";
      const at = m === "slow" ? t + h.timeout + r.int(0, 40) : t + r.int(5, 60) + (direct - i) * r.int(2, 20);
      if (i === direct && !cb && mode !== "reject" && r.chance(0.5) && h.rt !== "envoy" && h.rt !== "nginx") {
        emit(
          at - r.int(100, 300),
          h.svc,
          {
            level: "warn",
            msg: retryLine(
              h.rt,
              r,
              callee,
              1,
              mode === "slow" ? "timeout" : mode === "down" ? "connection refused" : `${codeUp}`,
            ),
          },
          id(i),
        );
      }
      const code =
        mode === "slow" ? 504 : authPass ? codeUp : i === direct && (mode === "down" || codeUp === 429) ? 503 : 502;
      if (h.rt !== "envoy" && h.rt !== "nginx") {
        const line =
          i === direct && !cb && v!.direct
            ? v!.direct(ctx!)
            : callFail(h.rt, r, m, callee, h.timeout, i === direct ? codeUp : code);
        emit(at, h.svc, i === direct && mode === "reject" && !authPass ? { ...line, level: "error" } : line, id(i));
      } else if (r.chance(0.4)) emit(at, h.svc, callFail(h.rt, r, m, callee, h.timeout, code), id(i));
      emit(
        at + r.int(1, 8),
        h.svc,
        {
          level: code >= 500 ? "error" : "warn",
          msg: served(h.rt, r, t, method, path, code, at - t, h.rt === "envoy" ? callee : h.svc),
        },
        id(i),
      );
    }
  }
  let note = "";
  if (spec.quiet)
    note = quietEpisode(spec.quiet, {
      r,
      chain,
      at: T0,
      emit,
      idFor: (i) => (idHops[i] ? traceId(r, idStyle) : undefined),
    });
  else
    note = v!.note
      .replace(/\{o\}/g, origin!.svc)
      .replace(/\{down\}/g, ctx!.down)
      .replace(/\{ext\}/g, ext);
  // --- print
  const pad = Math.max(...evs.map((e) => e.svc.length)) + 4;
  const printed = evs
    .filter((e) => e.t >= start && e.t < end + 60000)
    .map((e) => ({ e, p: e.t + (skew.get(e.svc) ?? 0) }))
    .sort((a, b) => a.p - b.p || a.e.seq - b.e.seq);
  const lines: string[] = [];
  for (const { e, p } of printed) lines.push(...render(fmt, e, Math.round(p), pad, est.ns));
  return {
    lines,
    origin: origin?.svc ?? null,
    incidentStart: v ? new Date(T0).toISOString() : null,
    note: `${est.company}: ${note} (chain ${chain.map((h) => h.svc).join(" -> ")}${v?.note.includes("{ext}") ? ` -> ${ext}` : ""})`,
  };
}
