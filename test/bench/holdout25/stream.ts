// One aggregated stream: per-service clock skew, request chains through the estate, health checks, periodic jobs,
// the noisy service, deprecation warnings, retries that succeed, and infrastructure housekeeping lines.

import { type Estate, isApp, type Svc } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number, w = 2) => String(n).padStart(w, "0");
export const nginxTime = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
};
export const klogTime = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}${pad((ms * 7919) % 1000, 3)}`;
};
export const redisTime = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`;
};
export const kafkaTime = (ms: number) =>
  new Date(ms).toISOString().replace("T", " ").replace("Z", "").replace(".", ",");

export class Stream {
  readonly evs: Ev[] = [];
  private readonly skew = new Map<string, number>();
  constructor(
    readonly estate: Estate,
    readonly r: Rng,
  ) {
    for (const s of estate.services) this.skew.set(s.name, r.int(-280, 280));
  }
  emit(at: number, svc: string, level: Level, msg: string, stack?: string[], trace?: string): void {
    const ts = Math.round(at + (this.skew.get(svc) ?? 0));
    this.evs.push({ at, ts, svc, level, msg, stack, trace: this.estate.traced ? trace : undefined });
  }
  trace(): string {
    return this.r.hex(12);
  }
  sorted(): Ev[] {
    return this.evs
      .map((e, i) => [e, i] as const)
      .sort((a, b) => a[0].ts - b[0].ts || a[1] - b[1])
      .map(([e]) => e);
  }
}

const UAS = [
  "okhttp/4.12.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)",
  "Dart/3.4 (dart:io)",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
];
const ip = (r: Rng) => `10.${r.int(0, 3)}.${r.int(0, 31)}.${r.int(2, 250)}`;
const reqPath = (r: Rng, s: Svc) => {
  const base = s.paths.length ? r.pick(s.paths) : "/";
  return r.chance(0.6) ? `${base}/${r.int(1000, 99999)}` : base;
};

/** The access / request-finished line a service of this kind prints for one request it served. */
export function served(s: Svc, r: Rng, at: number, method: string, path: string, status: number, ms: number): string {
  switch (s.kind) {
    case "jvm":
      return `[nio-8080-exec-${r.int(1, 40)}] o.s.web.servlet.DispatcherServlet : Completed ${status} ${status < 400 ? "OK" : status === 503 ? "SERVICE_UNAVAILABLE" : "INTERNAL_SERVER_ERROR"} ${method} ${path} in ${ms} ms`;
    case "go":
      return `request completed method=${method} path=${path} status=${status} duration=${ms}.${r.int(100, 999)}ms bytes=${r.int(120, 9000)}`;
    case "python":
      if (s.style === "gunicorn")
        return `${ip(r)} - - [${nginxTime(at)}] "${method} ${path} HTTP/1.1" ${status} ${r.int(80, 6000)} "-" "python-requests/2.32.3"`;
      return `${ip(r)}:${r.int(30000, 60999)} - "${method} ${path} HTTP/1.1" ${status}${status < 400 ? " OK" : status === 503 ? " Service Unavailable" : " Internal Server Error"}`;
    case "node":
      return `${method} ${path} ${status} ${ms}.${r.int(100, 999)} ms - ${r.int(80, 6000)}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${s.name}:8080${path} - ${status} ${r.int(80, 6000)} application/json;+charset=utf-8 ${ms}.${r.int(1000, 9999)}ms`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : "Internal Server Error"} in ${ms}ms (Views: ${r.int(0, 20)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 9000)})`;
    default:
      return `${method} ${path} ${status}`;
  }
}

/** The edge's access line for one request proxied to `upstream`. */
export function edgeLine(
  edge: Svc,
  r: Rng,
  at: number,
  path: string,
  status: number,
  ms: number,
  upstream: string,
  host: string,
  reqId: string,
): string {
  const method = r.chance(0.7) ? "GET" : "POST";
  if (edge.kind === "envoy")
    return `[${new Date(at).toISOString()}] "${method} ${path} HTTP/1.1" ${status} ${status === 504 ? "UT" : status === 503 ? "UF" : "-"} ${r.int(0, 900)} ${r.int(80, 9000)} ${ms} ${Math.max(ms - r.int(0, 3), 0)} "${ip(r)}" "${r.pick(UAS)}" "${reqId}" "${host}" "${upstream}:8080"`;
  return `${ip(r)} - - [${nginxTime(at)}] "${method} ${path} HTTP/1.1" ${status} ${r.int(80, 9000)} "-" "${r.pick(UAS)}" rt=${(ms / 1000).toFixed(3)} uct=0.00${r.int(0, 4)} urt=${(ms / 1000).toFixed(3)} upstream=${upstream}:8080 req_id=${reqId}`;
}

function workerLine(s: Svc, r: Rng): string {
  if (s.style === "celery")
    return `Task ${s.pkg}.tasks.${r.pick(["deliver_sms", "render_email", "sync_calendar"])}[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] succeeded in ${r.int(0, 2)}.${r.int(10, 999)}s: None`;
  return `class=${s.pkg}::${r.pick(["ProcessJob", "SyncJob", "NotifyJob"])} jid=${r.hex(24)} elapsed=${r.int(0, 2)}.${r.int(10, 999)} INFO: done`;
}

function infraLine(s: Svc, r: Rng, at: number, estate: Estate): { level: Level; msg: string } | undefined {
  switch (s.kind) {
    case "postgres":
      return r.pick([
        { level: "info" as Level, msg: "LOG:  checkpoint starting: time" },
        {
          level: "info" as Level,
          msg: `LOG:  checkpoint complete: wrote ${r.int(200, 4000)} buffers (${r.int(1, 20)}.${r.int(0, 9)}%); 0 WAL file(s) added, 0 removed, ${r.int(0, 3)} recycled; write=${r.int(20, 160)}.${r.int(100, 999)} s, sync=0.0${r.int(10, 99)} s, total=${r.int(20, 160)}.${r.int(100, 999)} s; sync files=${r.int(10, 80)}, longest=0.00${r.int(1, 9)} s, average=0.001 s; distance=${r.int(2000, 9000)} kB, estimate=${r.int(2000, 9000)} kB`,
        },
        {
          level: "info" as Level,
          msg: `LOG:  automatic vacuum of table "app.public.${r.pick(["events", "line_items", "sessions", "audit_log"])}": index scans: 1\n\tpages: 0 removed, ${r.int(1000, 90000)} remain, ${r.int(10, 900)} scanned\n\ttuples: ${r.int(100, 9000)} removed, ${r.int(10000, 900000)} remain, 0 are dead but not yet removable`,
        },
        {
          level: "info" as Level,
          msg: `LOG:  duration: ${r.int(500, 1900)}.${r.int(100, 999)} ms  statement: SELECT count(*) FROM ${r.pick(["events", "line_items"])} WHERE created_at > now() - interval '1 day'`,
        },
      ]);
    case "mysql":
      return r.pick([
        {
          level: "warn" as Level,
          msg: `[Warning] [MY-010055] [Server] IP address '${ip(r)}' could not be resolved: Name or service not known`,
        },
        {
          level: "info" as Level,
          msg: `[Note] [MY-010914] [Server] Aborted connection ${r.int(10000, 99999)} to db: 'app' user: 'app' host: '${ip(r)}' (Got an error reading communication packets).`,
        },
        {
          level: "info" as Level,
          msg: "[System] [MY-013381] [Server] Server upgrade from '80036' to '80036' not required.",
        },
      ]);
    case "redis": {
      const pid = r.int(20, 400);
      return r.pick([
        { level: "info" as Level, msg: `1:M ${redisTime(at)} * 100 changes in 300 seconds. Saving...` },
        { level: "info" as Level, msg: `1:M ${redisTime(at)} * Background saving started by pid ${pid}` },
        { level: "info" as Level, msg: `${pid}:C ${redisTime(at)} * DB saved on disk` },
        { level: "info" as Level, msg: `1:M ${redisTime(at)} * Background saving terminated with success` },
      ]);
    }
    case "kafka":
      return r.pick([
        {
          level: "info" as Level,
          msg: `[${kafkaTime(at)}] INFO [GroupMetadataManager brokerId=1] Removed 0 expired offsets in ${r.int(0, 3)} milliseconds. (kafka.coordinator.group.GroupMetadataManager)`,
        },
        {
          level: "info" as Level,
          msg: `[${kafkaTime(at)}] INFO [LocalLog partition=${r.pick(["events", "readings", "orders", "scans"])}-${r.int(0, 11)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(1000000, 9000000)} in ${r.int(1, 9)} ms. (kafka.log.LocalLog)`,
        },
        {
          level: "info" as Level,
          msg: `[${kafkaTime(at)}] INFO [ProducerStateManager partition=__consumer_offsets-${r.int(0, 49)}] Wrote producer snapshot at offset ${r.int(10000, 900000)} with 0 producer ids in ${r.int(1, 9)} ms. (kafka.log.ProducerStateManager)`,
        },
      ]);
    case "kubelet": {
      const app = r.pick(estate.services.filter((x) => isApp(x.kind)));
      return r.pick([
        {
          level: "info" as Level,
          msg: `I${klogTime(at)}    ${r.int(1000, 9999)} kubelet.go:2461] "SyncLoop (probe)" probe="readiness" status="ready" pod="${estate.ns}/${app.name}-${r.hex(9)}-${r.hex(5)}"`,
        },
        {
          level: "info" as Level,
          msg: `I${klogTime(at)}    ${r.int(1000, 9999)} image_gc_manager.go:310] "Disk usage on image filesystem is over the high threshold, trying to free bytes down to the low threshold" usage=81 highThreshold=85 amountToFree=0 lowThreshold=80`,
        },
        {
          level: "info" as Level,
          msg: `I${klogTime(at)}    ${r.int(1000, 9999)} kubelet_getters.go:218] "Pod status is inconsistent with cached status for pod, a reconciliation should be triggered" pod="${estate.ns}/${app.name}-${r.hex(9)}-${r.hex(5)}"`,
        },
      ]);
    }
    default:
      return undefined;
  }
}

export interface Outage {
  /** Services whose normal traffic thins out (to `keep`) from `at` on. */
  svc: string;
  at: number;
  keep: number;
}

/** Normal traffic from t0 to t1 at about `rate` request chains per second. */
export function background(st: Stream, t0: number, t1: number, rate: number, outages: Outage[] = []): void {
  const { estate, r } = st;
  const byName = new Map(estate.services.map((s) => [s.name, s]));
  const edge = estate.services[0];
  const down = (svc: string, at: number) => outages.some((o) => o.svc === svc && at >= o.at && !r.chance(o.keep));
  // request chains
  for (let at = t0 + r.int(0, 800); at < t1; at += Math.max(20, Math.round((-Math.log(1 - r.next()) * 1000) / rate))) {
    const tr = st.trace();
    const entry = byName.get(estate.entry)!;
    const path = reqPath(r, entry);
    const hops = r.shuffle([...estate.downstream]).slice(0, r.int(0, 2));
    let t = at + r.int(1, 4);
    let total = r.int(8, 40);
    for (const h of hops) {
      const s = byName.get(h)!;
      const ms = r.int(3, 120);
      total += ms;
      if (!down(h, t)) {
        if (isApp(s.kind) && !s.style?.match(/celery|sidekiq/))
          st.emit(
            t + ms,
            h,
            "info",
            served(s, r, t, r.chance(0.7) ? "GET" : "POST", reqPath(r, s), 200, ms),
            undefined,
            tr,
          );
        else if (isApp(s.kind)) st.emit(t + ms, h, "info", workerLine(s, r), undefined, tr);
      }
      t += r.int(1, 5);
    }
    if (!down(entry.name, at))
      st.emit(
        at + total,
        entry.name,
        "info",
        served(entry, r, at, r.chance(0.7) ? "GET" : "POST", path, r.chance(0.02) ? 404 : 200, total),
        undefined,
        tr,
      );
    if (r.chance(0.5))
      st.emit(
        at + total + r.int(1, 4),
        edge.name,
        "info",
        edgeLine(edge, r, at, path, 200, total + r.int(1, 5), entry.name, estate.host, tr),
      );
  }
  // per-service periodic lines
  for (const s of estate.services) {
    if (s === edge) continue;
    const every = isApp(s.kind) ? 10000 : s.kind === "kubelet" ? 7000 : 25000;
    for (let at = t0 + r.int(0, every); at < t1; at += every + r.int(-600, 600)) {
      if (isApp(s.kind)) {
        if (down(s.name, at)) continue;
        if (s.style === "celery" || s.style === "sidekiq") {
          st.emit(at, s.name, "info", workerLine(s, r));
          continue;
        }
        st.emit(
          at,
          s.name,
          "info",
          served(
            s,
            r,
            at,
            "GET",
            s.kind === "jvm" ? "/actuator/health" : s.kind === "dotnet" ? "/healthz/ready" : "/healthz",
            200,
            r.int(1, 4),
          ),
        );
        if (s.kind === "jvm" && r.chance(0.15))
          st.emit(
            at + r.int(10, 900),
            s.name,
            "info",
            `[   scheduling-1] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Pool stats (total=10, active=${r.int(0, 4)}, idle=${r.int(6, 10)}, waiting=0)`,
          );
      } else {
        const l = infraLine(s, r, at, estate);
        if (l) st.emit(at, s.name, l.level, l.msg);
      }
    }
  }
  for (const p of [estate.noisy, estate.job, estate.deprecation]) {
    for (let at = t0 + r.int(0, p.everySec * 1000); at < t1; at += p.everySec * 1000 + r.int(-1500, 1500))
      st.emit(at, p.svc, p.level, p.msg(r));
  }
  for (let at = t0 + r.int(20000, 90000); at < t1; at += r.int(60000, 200000)) {
    st.emit(at, estate.retry.svc, "warn", estate.retry.warn(r));
    st.emit(at + r.int(150, 700), estate.retry.svc, "info", estate.retry.ok(r));
  }
}
