// Access and error lines of the four edge proxies (Envoy, nginx, Traefik, HAProxy), each in its usual layout.
import type { Ctx, Req } from "./ctx.js";
import { ids } from "./runtime.js";
import type { Level, Service } from "./types.js";
import { clf, ngxDate, podIp } from "./vocab.js";

/** Why the edge could not get an answer (absent when an upstream answered). */
export type EdgeFail = "timeout" | "refused" | "reset" | "nohost";

export interface EdgeHit {
  m: string;
  path: string;
  status: number;
  durMs: number;
  ip: string;
  ua: string;
  up?: Service;
  fail?: EdgeFail;
  q?: Req;
  bytes?: number;
}

function level(c: Ctx, status: number): Level {
  if (!c.est.edgeLevelByStatus) return "info";
  return status >= 500 ? "error" : status >= 400 ? "warn" : "info";
}

let conn = 180000;

export function edgeLine(c: Ctx, t: number, h: EdgeHit): void {
  const e = c.edge();
  const bytes = h.bytes ?? (h.status >= 400 ? c.r.int(19, 240) : c.r.int(300, 24000));
  const dur = Math.max(0, Math.round(h.durMs));
  const upHost = h.up && h.fail !== "nohost" ? `${podIp(c.r)}:${h.up.port || 8080}` : "-";
  const o = { ...ids(h.q, c), bg: h.status < 500 };
  const lv = level(c, h.status);
  conn += c.r.int(1, 9);
  switch (e.rt) {
    case "envoy": {
      const flag =
        h.fail === "timeout"
          ? "UT"
          : h.fail === "refused"
            ? "UF"
            : h.fail === "reset"
              ? "UC"
              : h.fail === "nohost"
                ? "UH"
                : h.status === 404 && !h.up
                  ? "NR"
                  : "-";
      const svcTime = h.fail || !h.up ? "-" : String(Math.max(0, dur - c.r.int(0, 3)));
      c.emit(
        t,
        e.name,
        lv,
        `[${new Date(c.clock(e.name, t - dur)).toISOString()}] "${h.m} ${h.path} HTTP/1.1" ${h.status} ${flag} ${h.m === "GET" ? 0 : c.r.int(60, 1400)} ${bytes} ${dur} ${svcTime} "${h.ip}" "${h.ua}" "${h.q ? `${h.q.trace.slice(0, 8)}-${h.q.trace.slice(8, 12)}-${h.q.trace.slice(12, 16)}-${h.q.trace.slice(16, 20)}-${h.q.trace.slice(20)}` : c.r.uuid()}" "${c.est.host}" "${upHost}"`,
        o,
      );
      return;
    }
    case "nginx": {
      const urt = h.up ? (h.fail === "refused" ? "0.000" : (dur / 1000).toFixed(3)) : "-";
      c.emit(
        t,
        e.name,
        lv,
        `${h.ip} - - [${clf(c.clock(e.name, t))}] "${h.m} ${h.path} HTTP/1.1" ${h.status} ${bytes} "${h.path.startsWith("/api") ? `https://${c.est.host}/` : "-"}" "${h.ua}" rt=${(dur / 1000).toFixed(3)} uct="${h.up ? "0.001" : "-"}" urt="${urt}"`,
        o,
      );
      if (h.fail && h.up) {
        const why =
          h.fail === "timeout"
            ? "upstream timed out (110: Connection timed out) while reading response header from upstream"
            : h.fail === "reset"
              ? "recv() failed (104: Connection reset by peer) while reading response header from upstream"
              : h.fail === "nohost"
                ? `no live upstreams while connecting to upstream`
                : "connect() failed (111: Connection refused) while connecting to upstream";
        c.emit(
          t,
          e.name,
          "error",
          `${ngxDate(c.clock(e.name, t))} [error] ${c.r.int(28, 35)}#${c.r.int(28, 35)}: *${conn} ${why}, client: ${h.ip}, server: ${c.est.host}, request: "${h.m} ${h.path} HTTP/1.1", upstream: "http://${upHost === "-" ? h.up.name : upHost}${h.path}", host: "${c.est.host}"`,
        );
      }
      return;
    }
    case "traefik": {
      const router = h.up ? `"${h.up.name}@file"` : '"-"';
      const target = h.up && h.fail !== "nohost" ? `"http://${upHost}"` : '"-"';
      c.emit(
        t,
        e.name,
        lv,
        `${h.ip} - - [${clf(c.clock(e.name, t))}] "${h.m} ${h.path} HTTP/2.0" ${h.status} ${bytes} "-" "${h.ua}" ${conn} ${router} ${target} ${dur}ms`,
        o,
      );
      if (h.fail && h.up && c.r.chance(0.5)) {
        const cause =
          h.fail === "timeout"
            ? "net/http: timeout awaiting response headers"
            : h.fail === "reset"
              ? `read tcp ${podIp(c.r)}:${c.r.int(30000, 60000)}->${upHost}: read: connection reset by peer`
              : h.fail === "nohost"
                ? "no available server"
                : `dial tcp ${upHost}: connect: connection refused`;
        c.emit(
          t,
          e.name,
          "debug",
          `'${h.status} ${h.status === 504 ? "Gateway Timeout" : h.status === 503 ? "Service Unavailable" : "Bad Gateway"}' caused by: ${cause}`,
          o,
        );
      }
      return;
    }
    case "haproxy": {
      const be = h.up ? `be_${h.up.name.replace(/-/g, "_")}` : "be_static";
      const srv = h.up ? (h.fail === "nohost" ? "<NOSRV>" : `${h.up.name}-${c.r.int(1, 3)}`) : "static-1";
      const term =
        h.fail === "timeout"
          ? "sH--"
          : h.fail === "refused"
            ? "SC--"
            : h.fail === "nohost"
              ? "SC--"
              : h.fail === "reset"
                ? "SH--"
                : "----";
      const tc = h.fail === "refused" || h.fail === "nohost" ? -1 : c.r.int(0, 2);
      const tr = h.fail ? -1 : Math.max(0, dur - 2);
      const act = c.r.int(40, 220);
      c.emit(
        t,
        e.name,
        lv,
        `${h.ip}:${c.r.int(30000, 65000)} [${clf(c.clock(e.name, t - dur), true)}] fe_https~ ${be}/${srv} 0/0/${tc}/${tr}/${dur} ${h.status} ${bytes} - - ${term} ${act}/${act - 2}/${c.r.int(0, 9)}/${c.r.int(0, 4)}/0 0/0 "${h.m} ${h.path} HTTP/1.1"`,
        o,
      );
      return;
    }
    default:
      return;
  }
}

/** The edge's own lines when an upstream loses all its endpoints or gets them back. */
export function edgeUpstreamState(c: Ctx, t: number, up: Service, healthy: boolean): void {
  const e = c.edge();
  if (e.rt === "haproxy") {
    const be = `be_${up.name.replace(/-/g, "_")}`;
    if (healthy)
      c.emit(
        t,
        e.name,
        "warn",
        `Server ${be}/${up.name}-1 is UP, reason: Layer7 check passed, code: 200, check duration: 3ms. 1 active and 0 backup servers online. 0 sessions requeued, 0 total in queue.`,
      );
    else {
      c.emit(
        t,
        e.name,
        "warn",
        `Server ${be}/${up.name}-1 is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 0 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
      );
      c.emit(t + 1, e.name, "error", `backend ${be} has no server available!`);
    }
  } else if (e.rt === "envoy") {
    if (!healthy)
      c.emit(
        t,
        e.name,
        "warn",
        `[source/common/upstream/health_checker_impl.cc:327] health check failed for cluster ${up.name} host ${podIp(c.r)}:${up.port || 8080} (active healthcheck)`,
      );
  } else if (e.rt === "nginx") {
    if (!healthy)
      c.emit(
        t,
        e.name,
        "warn",
        `${ngxDate(c.clock(e.name, t))} [warn] 29#29: *${conn} upstream server temporarily disabled while connecting to upstream, client: ${podIp(c.r)}, server: ${c.est.host}`,
      );
  }
}

/** A config reload of the edge (unrelated to any fault unless a scenario says so). */
export function edgeReload(c: Ctx, t: number): void {
  const e = c.edge();
  switch (e.rt) {
    case "envoy":
      c.emit(
        t,
        e.name,
        "info",
        "[source/common/upstream/cds_api_helper.cc:32] cds: add 14 cluster(s), remove 0 cluster(s)",
      );
      c.emit(
        t + 40,
        e.name,
        "info",
        "[source/common/upstream/cds_api_helper.cc:69] cds: added/updated 1 cluster(s), skipped 13 unmodified cluster(s)",
      );
      c.emit(
        t + 90,
        e.name,
        "info",
        "[source/extensions/config_subscription/grpc/grpc_subscription_impl.cc:138] lds: add/update listener 'https_listener'",
      );
      return;
    case "nginx": {
      const d = (x: number) => ngxDate(c.clock(e.name, x));
      c.emit(t, e.name, "info", `${d(t)} [notice] 1#1: signal 1 (SIGHUP) received from 412, reconfiguring`);
      c.emit(t + 5, e.name, "info", `${d(t)} [notice] 1#1: reconfiguring`);
      c.emit(t + 30, e.name, "info", `${d(t)} [notice] 1#1: start worker processes`);
      c.emit(t + 32, e.name, "info", `${d(t)} [notice] 1#1: start worker process ${c.r.int(400, 900)}`);
      c.emit(t + 600, e.name, "info", `${d(t + 600)} [notice] 29#29: gracefully shutting down`);
      c.emit(t + 640, e.name, "info", `${d(t + 640)} [notice] 29#29: exiting`);
      return;
    }
    case "traefik":
      c.emit(t, e.name, "info", 'Configuration loaded from provider "file" providerName=file');
      c.emit(t + 20, e.name, "debug", "Skipping unchanged configuration providerName=docker");
      return;
    case "haproxy":
      c.emit(t, e.name, "warn", `[NOTICE]   (1) : Reloading HAProxy`);
      c.emit(t + 50, e.name, "warn", `[NOTICE]   (1) : New worker (${c.r.int(200, 900)}) forked`);
      c.emit(t + 60, e.name, "warn", "[NOTICE]   (1) : Loading success.");
      return;
    default:
      return;
  }
}
