// One request through the estate: the proxy's access line and each service's own lines, sharing the
// estate's ids. Each runtime writes its request line in its own shape.
import { clf, clfMs, iso } from "./formats.js";
import type { Ctx, Ids, Level, Service } from "./types.js";

export interface Line {
  dt: number;
  level: Level;
  msg: string;
  stack?: string[];
  logger?: string;
  stderr?: boolean;
}

export interface Hop {
  svc: Service;
  /** Offset from the start of the request, ms. */
  at: number;
  lines?: Line[];
  /** The service's own request log line, written when it answers. */
  http?: { method: string; path: string; status: number; ms: number };
}

export interface FlowSpec {
  kind: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  hops: Hop[];
  upstream?: Service | null;
  /** Envoy response flags, e.g. UF,URX. */
  flags?: string;
  /** HAProxy termination state, e.g. sH--. */
  term?: string;
  ua?: string;
  ip?: string;
  bytes?: number;
  /** No edge line (internal calls). */
  internal?: boolean;
  /** Upstream answered after this many ms (null: never). */
  upMs?: number | null;
}

function h(s: string): number {
  let x = 2166136261;
  for (let i = 0; i < s.length; i++) x = Math.imul(x ^ s.charCodeAt(i), 16777619);
  return x >>> 0;
}

export function podIp(pod: string): string {
  const x = h(pod);
  return `10.${40 + (x % 8)}.${(x >>> 8) % 250}.${2 + ((x >>> 16) % 250)}`;
}

const REASON: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No Content",
  302: "Found",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  499: "Client Closed Request",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function reason(s: number): string {
  return REASON[s] ?? "";
}

function controller(path: string): [string, string] {
  const seg =
    path
      .split("?")[0]
      ?.split("/")
      .filter((x) => x && !/\d/.test(x)) ?? [];
  const last = seg[seg.length - 1] ?? "root";
  const c = last.replace(/(^|[-_])(\w)/g, (_, __, ch: string) => ch.toUpperCase());
  return [`${c}Controller`, seg.length > 1 ? "show" : "index"];
}

/** The request line a service writes itself, or null when its runtime does not log requests. */
export function httpLine(
  c: Ctx,
  s: Service,
  method: string,
  path: string,
  status: number,
  ms: number,
  from: string,
): { level: Level; msg: string; logger?: string } | null {
  const r = c.r;
  const lvl: Level = status >= 500 ? "error" : "info";
  switch (s.runtime) {
    case "node":
      return {
        level: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
        msg: `${status >= 500 ? "request errored" : "request completed"} ${method} ${path} ${status} ${ms}ms`,
        logger: "http",
      };
    case "go":
      return {
        level: status >= 500 ? "warn" : "info",
        msg: `http: ${method} ${path} -> ${status} (${(ms + r.next()).toFixed(1)}ms) remote=${from}`,
      };
    case "kotlin":
      return {
        level: "info",
        msg: `${status} ${reason(status).toUpperCase() === "OK" ? "OK" : reason(status)}: ${method} - ${path.split("?")[0]} in ${ms}ms`,
        logger: "io.ktor.server.plugins.callloging.CallLogging",
      };
    case "python":
      if (s.name.includes("django"))
        return {
          level: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
          msg: `"${method} ${path} HTTP/1.1" ${status} ${r.int(200, 9000)}`,
          logger: "django.server",
        };
      return {
        level: "info",
        msg: `${from}:${r.int(32768, 60999)} - "${method} ${path} HTTP/1.1" ${status} ${reason(status)}`,
        logger: "uvicorn.access",
      };
    case "ruby": {
      const [ctl, act] = controller(path);
      return {
        level: lvl === "error" ? "error" : "info",
        msg: `method=${method} path=${path.split("?")[0]} format=json controller=${s.pkg}::${ctl} action=${method === "POST" ? "create" : act} status=${status} duration=${(ms * 0.96).toFixed(2)} view=${status >= 500 ? "0.00" : (ms * 0.08).toFixed(2)} db=${(status >= 500 ? Math.min(ms * 0.2, r.float(0.5, 9)) : ms * 0.4).toFixed(2)}`,
      };
    }
    case "dotnet":
      return {
        level: "info",
        msg: `Request finished HTTP/1.1 ${method} http://${s.name}:${s.port}${path} - ${status} ${status === 204 ? 0 : r.int(80, 4000)} application/json;+charset=utf-8 ${(ms + r.next()).toFixed(4)}ms`,
        logger: "Microsoft.AspNetCore.Hosting.Diagnostics",
      };
    default:
      return null;
  }
}

function edgeLine(c: Ctx, f: FlowSpec, t: number, reqId: string): string {
  const e = c.e;
  const r = c.r;
  const ip = f.ip ?? r.ip("public");
  const ua = f.ua ?? "-";
  const bytes = f.bytes ?? (f.status === 304 || f.status === 204 ? 0 : r.int(180, 24000));
  const up = f.upstream;
  const pod = up ? r.pick(up.pods) : "";
  const upHost = up ? `${podIp(pod)}:${up.port}` : "-";
  const upMs = f.upMs === undefined ? Math.max(1, f.ms - r.int(0, 3)) : f.upMs;
  const edge = c.s("edge");
  const printed = t + c.skew(edge);
  switch (edge.runtime) {
    case "envoy":
      return `[${iso(printed - f.ms)}] "${f.method} ${f.path} HTTP/${r.chance(0.7) ? "2" : "1.1"}" ${f.status} ${f.flags ?? "-"} ${f.method === "POST" ? r.int(120, 3000) : 0} ${bytes} ${f.ms} ${up && upMs !== null ? upMs : "-"} "${ip}" "${ua}" "${reqId}" "${e.host}" "${upHost}"`;
    case "nginx": {
      const rt = (f.ms / 1000).toFixed(3);
      const urt = up ? (upMs === null ? (f.ms / 1000).toFixed(3) : (upMs / 1000).toFixed(3)) : "-";
      return `${ip} - - [${clf(printed)}] "${f.method} ${f.path} HTTP/1.1" ${f.status} ${bytes} "${f.method === "GET" ? `https://${e.host}/` : "-"}" "${ua}" rt=${rt} uct="${up ? "0.001" : "-"}" urt="${urt}" upstream="${up ? upHost : "-"}"`;
    }
    case "traefik":
      return `${ip} - - [${clf(printed)}] "${f.method} ${f.path} HTTP/2.0" ${f.status} ${bytes} "-" "${ua}" ${r.int(10000, 990000)} "${up ? `${e.namespace}-${up.name}-${e.host.replace(/\./g, "-")}@kubernetescrd` : "static-assets@file"}" "${up ? `http://${upHost}` : "-"}" ${f.ms}ms`;
    default: {
      const be = up
        ? `be_${up.name.replace(/-/g, "_")}/${up.name}-${(up.pods.indexOf(pod) + 1).toString()}`
        : "be_static/cdn-origin";
      const tr = upMs === null ? -1 : Math.max(0, (upMs ?? f.ms) - 2);
      const conc = `${r.int(90, 420)}/${r.int(80, 400)}/${r.int(1, 40)}/${r.int(0, 12)}/0`;
      return `${ip}:${r.int(1024, 65535)} [${clfMs(printed - f.ms)}] fe_https~ ${be} 0/0/${upMs === null && f.status === 503 ? -1 : 1}/${tr}/${f.ms} ${f.status} ${bytes} - - ${f.term ?? "----"} ${conc} 0/0 "${f.method} ${f.path} HTTP/1.1"`;
    }
  }
}

function thread(c: Ctx, s: Service): string | undefined {
  if (s.runtime === "java") return `http-nio-${s.port}-exec-${c.r.int(1, 200)}`;
  if (s.runtime === "kotlin") return `eventLoopGroupProxy-4-${c.r.int(1, 16)}`;
  if (s.runtime === "keycloak") return `executor-thread-${c.r.int(1, 60)}`;
  return undefined;
}

/** Emits a request. Returns the ids used. */
export function emitFlow(c: Ctx, t: number, f: FlowSpec, ids: Ids = c.newIds()): Ids {
  const reqId = ids.req ?? c.r.uuid();
  let from = c.r.ip("10");
  for (const hop of f.hops) {
    const pod = c.r.pick(hop.svc.pods);
    const hopIds: Ids = ids.trace ? { trace: ids.trace, span: c.r.hex(16) } : ids;
    const th = thread(c, hop.svc);
    for (const l of hop.lines ?? [])
      c.emit({
        t: t + hop.at + l.dt,
        svc: hop.svc,
        level: l.level,
        msg: l.msg,
        stack: l.stack,
        logger: l.logger,
        thread: th,
        stderr: l.stderr,
        ids: hopIds,
        pod,
        flow: true,
      });
    if (hop.http) {
      const hl = httpLine(c, hop.svc, hop.http.method, hop.http.path, hop.http.status, hop.http.ms, from);
      if (hl)
        c.emit({
          t: t + hop.at + hop.http.ms,
          svc: hop.svc,
          level: hl.level,
          msg: hl.msg,
          logger: hl.logger,
          thread: th,
          ids: hopIds,
          pod,
          flow: true,
        });
    }
    from = podIp(pod);
  }
  if (!f.internal && c.present.has("edge"))
    c.emit({ t: t + f.ms, svc: c.s("edge"), level: "info", msg: edgeLine(c, f, t + f.ms, reqId), ids, flow: true });
  return ids;
}
