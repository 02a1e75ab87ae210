// What the edge prints: one access-log line per request in its product's own layout (ingress-nginx, Kong, Envoy,
// HAProxy, ALB, Traefik) with the collector's parsed fields, and its error-log line when an upstream fails.
import type { Estate } from "./estates.js";
import type { Level } from "./formats.js";

export type EdgeFail = "timeout" | "refused" | "reset" | "nohealthy" | "premature";

export interface Req {
  at: number;
  method: string;
  path: string;
  status: number;
  /** Status the upstream answered; null when no upstream answered (edge-made response). */
  upStatus: number | null;
  up: string;
  upAddr: string;
  /** Seconds. */
  rt: number;
  urt: number | null;
  bytes: number;
  ua: string;
  client: string;
  id: string;
  fail?: EdgeFail;
  /** Envoy response flag or HAProxy termination state override. */
  flag?: string;
}

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");
function clf(ms: number, frac = false): string {
  const d = new Date(ms);
  const base = `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
  return frac ? `${base}.${String(d.getUTCMilliseconds()).padStart(3, "0")}` : `${base} +0000`;
}
const sec = (x: number | null) => (x === null ? "-" : x.toFixed(3));

const ENVOY_FLAG: Record<EdgeFail, string> = {
  timeout: "UT",
  refused: "UF",
  reset: "UC",
  nohealthy: "UH",
  premature: "UC",
};
const ENVOY_DETAIL: Record<EdgeFail, string> = {
  timeout: "upstream_response_timeout",
  refused: "upstream_reset_before_response_started{connection_failure}",
  reset: "upstream_reset_before_response_started{connection_termination}",
  nohealthy: "no_healthy_upstream",
  premature: "upstream_reset_before_response_started{remote_reset}",
};
const HAP_TERM: Record<EdgeFail, string> = {
  timeout: "sH--",
  refused: "SC--",
  reset: "SH--",
  nohealthy: "SC--",
  premature: "SH--",
};

export function levelOf(status: number): Level {
  return status >= 500 ? "error" : status >= 400 && status !== 404 && status !== 499 ? "warn" : "info";
}

/** The access-log line and the fields a collector would have parsed from it. */
export function accessLine(e: Estate, r: Req): { msg: string; fields: Record<string, string | number> } {
  const ns = e.namespace;
  const base: Record<string, string | number> = {
    method: r.method,
    path: r.path,
    status: r.status,
    upstream_status: r.upStatus ?? "-",
    request_time: Number(r.rt.toFixed(3)),
    upstream_response_time: sec(r.urt),
    bytes: r.bytes,
    client_ip: r.client,
    user_agent: r.ua,
  };
  const addr = r.upStatus === null && r.fail === "nohealthy" ? "-" : r.upAddr;
  switch (e.edge.kind) {
    case "nginx": {
      const name = `${ns}-${r.up}-${r.upAddr.split(":")[1]}`;
      return {
        msg: `${r.client} - - [${clf(r.at)}] "${r.method} ${r.path} HTTP/1.1" ${r.status} ${r.bytes} "-" "${r.ua}" ${200 + (r.bytes % 400)} ${sec(r.rt)} [${name}] [] ${addr} ${r.upStatus === null ? "-" : r.bytes} ${sec(r.urt)} ${r.upStatus ?? "-"} ${r.id}`,
        fields: { ...base, upstream_addr: addr, proxy_upstream_name: name },
      };
    }
    case "kong":
      return {
        msg: `${r.client} - - [${clf(r.at)}] "${r.method} ${r.path} HTTP/1.1" ${r.status} ${r.bytes} "-" "${r.ua}" kong_request_id: "${r.id}" upstream: ${addr} upstream_status: ${r.upStatus ?? "-"} latency_ms: ${Math.round(r.rt * 1000)}`,
        fields: { ...base, upstream_addr: addr, "kong.service": r.up, "kong.route": `${r.up}-route` },
      };
    case "envoy": {
      const flag = r.flag ?? (r.fail ? ENVOY_FLAG[r.fail] : "-");
      const detail = r.fail ? ENVOY_DETAIL[r.fail] : r.flag === "RL" ? "request_rate_limited" : "via_upstream";
      return {
        msg: `[${new Date(r.at).toISOString()}] "${r.method} ${r.path} HTTP/1.1" ${r.status} ${flag} 0 ${r.bytes} ${Math.round(r.rt * 1000)} ${r.urt === null ? "-" : Math.round(r.urt * 1000)} "${r.client}" "${r.ua}" "${r.id}" "${e.host}" "${addr}" ${detail}`,
        fields: {
          ...base,
          upstream_cluster: `outbound|${r.upAddr.split(":")[1]}||${r.up}.${ns}.svc.cluster.local`,
          upstream_host: addr,
          response_flags: flag,
          response_code_details: detail,
        },
      };
    }
    case "haproxy": {
      const be = `be_${r.up.replace(/-/g, "_")}`;
      const srv = r.fail === "nohealthy" ? "<NOSRV>" : `${r.up}${(r.bytes % 3) + 1}`;
      const term = r.flag ?? (r.fail ? HAP_TERM[r.fail] : r.status === 499 ? "CD--" : "----");
      const tr = Math.round(r.rt * 1000);
      const tw = r.urt === null ? -1 : Math.round(r.urt * 1000);
      return {
        msg: `haproxy[7]: ${r.client}:${40000 + (r.bytes % 20000)} [${clf(r.at, true)}] fe_https~ ${be}/${srv} 0/0/${r.fail === "refused" ? -1 : 1}/${tw}/${tr} ${r.status} ${r.bytes} - - ${term} 212/198/${r.bytes % 9}/${r.bytes % 4}/0 0/0 "${r.method} ${r.path} HTTP/1.1"`,
        fields: { ...base, backend_name: be, server_name: srv, termination_state: term },
      };
    }
    case "alb": {
      const tg = `arn:aws:elasticloadbalancing:eu-west-2:480213377615:targetgroup/tg-${r.up}/${r.id.slice(0, 16)}`;
      const tgt = r.upStatus === null && r.fail !== "timeout" ? "-" : r.upAddr;
      const rt = r.upStatus === null && r.fail !== "timeout" ? "-1" : sec(r.urt);
      return {
        msg: `h2 ${new Date(r.at).toISOString()} app/${e.company.toLowerCase().replace(/ /g, "-")}-public/50dc6c495c0c9188 ${r.client}:${40000 + (r.bytes % 20000)} ${tgt} 0.000 ${rt} 0.000 ${r.status} ${r.upStatus ?? "-"} 412 ${r.bytes} "${r.method} https://${e.host}:443${r.path} HTTP/2.0" "${r.ua}" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 ${tg} "Root=1-${r.id.slice(0, 8)}-${r.id.slice(8, 32)}" "${e.host}" "forward" "-" "-" "${tgt}" "${r.upStatus ?? "-"}" "-" "-"`,
        fields: {
          ...base,
          target_group: `tg-${r.up}`,
          upstream_addr: tgt,
          elb_status_code: r.status,
          target_status_code: r.upStatus ?? "-",
        },
      };
    }
    case "traefik":
      return {
        msg: `${r.client} - - [${clf(r.at)}] "${r.method} ${r.path} HTTP/1.1" ${r.status} ${r.bytes} "-" "${r.ua}" ${r.bytes % 9000} "${ns}-${r.up}@kubernetes" "http://${addr}" ${Math.round(r.rt * 1000)}ms`,
        fields: { ...base, RouterName: `${ns}-${r.up}@kubernetes`, backend_name: `${ns}-${r.up}`, upstream_addr: addr },
      };
  }
}

/** The edge's own error-log line for a failed proxy attempt, when its product writes one. */
export function edgeError(e: Estate, r: Req, wid: number): { msg: string; level: Level } | null {
  if (!r.fail) return null;
  const d = new Date(r.at);
  const ngx = `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
  const tail = `client: ${r.client}, server: ${e.host}, request: "${r.method} ${r.path} HTTP/1.1", upstream: "http://${r.upAddr}${r.path}", host: "${e.host}"`;
  const why: Record<EdgeFail, string> = {
    timeout: "upstream timed out (110: Connection timed out) while reading response header from upstream",
    refused: "connect() failed (111: Connection refused) while connecting to upstream",
    reset: "recv() failed (104: Connection reset by peer) while reading response header from upstream",
    nohealthy: "no live upstreams while connecting to upstream",
    premature: "upstream prematurely closed connection while reading response header from upstream",
  };
  switch (e.edge.kind) {
    case "nginx":
    case "kong":
      return {
        msg: `${ngx} [error] ${wid}#${wid}: *${(r.at % 900000) + 1000} ${why[r.fail]}, ${tail}`,
        level: "error",
      };
    case "traefik": {
      const cause: Record<EdgeFail, string> = {
        timeout: `'504 Gateway Timeout' caused by: net/http: timeout awaiting response headers`,
        refused: `'502 Bad Gateway' caused by: dial tcp ${r.upAddr}: connect: connection refused`,
        reset: `'502 Bad Gateway' caused by: read tcp 10.42.0.9:51522->${r.upAddr}: read: connection reset by peer`,
        nohealthy: `'503 Service Unavailable' caused by: no servers available for service ${e.namespace}-${r.up}`,
        premature: `'502 Bad Gateway' caused by: EOF`,
      };
      return { msg: cause[r.fail], level: "warn" };
    }
    default:
      return null;
  }
}
