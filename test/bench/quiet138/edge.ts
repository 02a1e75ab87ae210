// Edge proxy access lines in each proxy's real default-ish shape (Envoy, nginx, Traefik, HAProxy).
import type { Ctx, Flow } from "./ctx.js";
import { BROWSERS, podIp } from "./rng.js";
import { clfDate } from "./runtimes.js";
import type { Level } from "./types.js";

const upstreamIps = new WeakMap<Ctx, Map<string, string>>();

export function upstreamIp(c: Ctx, svc: string): string {
  let m = upstreamIps.get(c);
  if (!m) {
    m = new Map();
    upstreamIps.set(c, m);
  }
  if (!m.has(svc)) m.set(svc, podIp(c.rng));
  return m.get(svc) as string;
}

export interface EdgeOpts {
  /** Envoy response flags (UF, URX, UT, UC, UH...), HAProxy termination state (SC--, sH--...). */
  flags?: string;
  ua?: string;
  ip?: string;
  bytes?: number;
  level?: Level;
  /** HAProxy: no server available. */
  noServer?: boolean;
}

export function haproxyBackend(svc: string): string {
  return `be_${svc.replace(/-svc$|-worker$/, "").replace(/-/g, "_")}`;
}

function ms3(t: number): string {
  const d = new Date(t);
  return `${clfDate(t).slice(0, 20)}.${String(d.getUTCMilliseconds()).padStart(3, "0")}`;
}

/** Writes one access line at the edge for a request that ended at `t`. */
export function edgeAccess(
  c: Ctx,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  upstream: string,
  f: Flow,
  o: EdgeOpts = {},
): void {
  const r = c.rng;
  const e = c.estate;
  const ua = o.ua ?? r.pick(BROWSERS);
  const ip = o.ip ?? f.ip;
  const bytes = o.bytes ?? (status >= 400 ? r.int(60, 400) : r.int(400, 48000));
  const svcPort = e.edge === "traefik" ? 80 : 8080;
  const up = `${upstreamIp(c, upstream)}:${svcPort}`;
  let msg: string;
  let level: Level = o.level ?? "info";
  const m = Math.round(ms);
  if (e.edge === "envoy-edge") {
    const start = new Date(t - m).toISOString();
    const flags = o.flags ?? "-";
    const upt = status >= 500 && flags !== "-" ? "-" : String(Math.max(0, m - r.int(0, 3)));
    msg = `[${start}] "${method} ${path} HTTP/1.1" ${status} ${flags} ${method === "POST" ? r.int(80, 900) : 0} ${bytes} ${m} ${upt} "${ip}" "${ua}" "${f.corr}" "${e.host}" "${flags.includes("UH") || flags.includes("UF") ? "-" : up}"`;
  } else if (e.edge === "nginx_edge") {
    const secs = (m / 1000).toFixed(3);
    const urt = status === 502 || status === 504 ? (status === 504 ? "60.001" : "0.000") : secs;
    msg = `${ip} - - [${clfDate(t)}] "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${ua}" rt=${secs} uct="0.000" urt="${urt}" ups="${up}" rid=${f.req}`;
  } else if (e.edge === "traefik") {
    msg = `${ip} - - [${clfDate(t)}] "${method} ${path} HTTP/2.0" ${status} ${bytes} "-" "${ua}" ${r.int(1000, 99999)} "${upstream}@docker" "http://${upstreamIp(c, upstream)}:80" ${m}ms`;
  } else {
    const be = haproxyBackend(upstream);
    const srv = o.noServer
      ? "<NOSRV>"
      : `${upstream
          .replace(/-svc$|-worker$/, "")
          .split("-")
          .pop()}${r.int(1, 3)}`;
    const timers = o.noServer ? `0/-1/-1/-1/${m}` : `0/0/${r.int(0, 2)}/${Math.max(0, m - 2)}/${m}`;
    const conn = `${r.int(180, 420)}/${r.int(150, 400)}/${r.int(2, 40)}/${r.int(0, 9)}/0`;
    msg = `${ip}:${r.int(20000, 65000)} [${ms3(t - m)}] fe_https~ ${be}/${srv} ${timers} ${status} ${bytes} - - ${o.flags ?? "----"} ${conn} 0/0 "${method} ${path} HTTP/1.1"`;
    if (!o.level && status >= 500) level = "error";
  }
  c.emit(e.edge, t, level, msg, { fields: c.ids(e.edge, f) });
}
