// The gateway's access line for one request, in the shape of the estate's gateway (envoy, nginx, a Node
// edge or a Go edge). Pipelines map 4xx to WARN and 5xx to ERROR, as most log shippers are set up to.
import type { Ctx } from "./ctx.js";
import { clf, iso, slashed } from "./time.js";
import type { Level } from "./types.js";

export interface Req {
  m: string;
  path: string;
  code: number;
  ms: number;
  tid?: string;
  ip?: string;
  ua?: string;
  /** Upstream service (envoy cluster / proxy target). */
  up?: string;
  /** Envoy response flags: UF, UC, UT, UH, URX, RL, DC. */
  flags?: string;
  bytes?: number;
}

export function statusLevel(code: number): Level {
  if (code >= 500) return "error";
  if (code >= 400) return "warn";
  return "info";
}

export function access(c: Ctx, t: number, q: Req): void {
  const gw = c.svc("gateway");
  const ip = q.ip ?? c.ip();
  const ua = q.ua ?? c.e.ua(c.r);
  const bytes = q.bytes ?? (q.code >= 400 ? c.r.int(19, 240) : c.r.int(180, 9000));
  const ms = Math.max(0, Math.round(q.ms));
  let msg: string;
  switch (c.rt(gw)) {
    case "envoy": {
      const upHost = q.flags === "UF" || q.flags === "UH" || q.code === 429 ? "-" : `${c.podIp()}:8080`;
      const svcTime = q.code >= 500 && q.flags ? "-" : String(Math.max(0, ms - c.r.int(0, 3)));
      msg = `[${iso(c.local(gw, t) - ms)}] "${q.m} ${q.path} HTTP/1.1" ${q.code} ${q.flags ?? "-"} ${q.m === "GET" ? 0 : c.r.int(60, 2400)} ${bytes} ${ms} ${svcTime} "${ip}" "${ua}" "${c.r.uuid()}" "${c.e.apiHost}" "${upHost}"`;
      break;
    }
    case "nginx": {
      const urt = q.code === 504 ? "60.001" : (ms / 1000).toFixed(3);
      msg = `${ip} - - [${clf(c.local(gw, t))}] "${q.m} ${q.path} HTTP/1.1" ${q.code} ${bytes} "-" "${ua}" rt=${(ms / 1000).toFixed(3)} uct="0.000" urt="${q.code === 499 ? "-" : urt}"`;
      break;
    }
    case "node":
      msg = `${q.m} ${q.path} -> ${q.code} in ${ms}ms${q.up ? ` (upstream ${q.up})` : ""}`;
      break;
    default:
      msg = `access method=${q.m} path=${q.path} status=${q.code} dur=${ms}ms bytes=${bytes} remote=${ip}:${c.r.int(1024, 65535)} ua="${ua}"`;
  }
  c.emit(t, gw, statusLevel(q.code), msg, { tid: q.tid });
}

let conn = 4_100_000;

/** nginx error-log line (upstream trouble), for estates fronted by nginx. */
export function nginxError(c: Ctx, t: number, level: "error" | "warn", text: string, q: Req, upstream: string): void {
  const gw = c.svc("gateway");
  conn += c.r.int(1, 400);
  const line = `${slashed(c.local(gw, t))} [${level}] ${c.r.int(28, 35)}#${c.r.int(28, 35)}: *${conn} ${text}, client: ${q.ip ?? c.ip()}, server: ${c.e.apiHost}, request: "${q.m} ${q.path} HTTP/1.1", upstream: "http://${upstream}${q.path}", host: "${c.e.apiHost}"`;
  c.emit(t, gw, level, line);
}
