// Access lines of the five edge proxies (nginx, Envoy, Traefik, HAProxy, AWS ALB), in their real field order.
import type { EdgeKind } from "./estates.js";
import type { Rng } from "./rng.js";
import { statusText } from "./runtimes.js";

export interface Hit {
  t: number;
  method: string;
  path: string;
  status: number;
  bytes: number;
  ms: number;
  client: string;
  ua: string;
  upstream: string;
  upstreamAddr: string;
  reqId?: string;
  /** Envoy response flags / HAProxy termination state when something went wrong. */
  flags?: string;
}

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");
function clf(ms: number, frac = false): string {
  const d = new Date(ms);
  const base = `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
  return frac ? `${base}.${String(d.getUTCMilliseconds()).padStart(3, "0")}` : `${base} +0000`;
}

export const USER_AGENTS = [
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64; rv:129.0) Gecko/20100101 Firefox/129.0",
];

/** One access line for the proxy kind. */
export function accessLine(kind: EdgeKind, r: Rng, h: Hit, host: string): string {
  switch (kind) {
    case "nginx":
      return `${h.client} - - [${clf(h.t)}] "${h.method} ${h.path} HTTP/1.1" ${h.status} ${h.bytes} "-" "${h.ua}" rt=${(h.ms / 1000).toFixed(3)} uct="${h.status >= 502 && h.status !== 503 ? "-" : (r.int(0, 2) / 1000).toFixed(3)}" urt="${h.status === 499 ? "-" : (h.ms / 1000).toFixed(3)}" upstream=${h.upstreamAddr}`;
    case "envoy":
      return `[${new Date(h.t).toISOString()}] "${h.method} ${h.path} HTTP/1.1" ${h.status} ${h.flags ?? "-"} ${h.method === "GET" ? 0 : r.int(80, 2400)} ${h.bytes} ${h.ms} ${h.flags ? "-" : Math.max(0, h.ms - r.int(0, 3))} "${h.client}" "${h.ua}" "${h.reqId ?? r.uuid()}" "${host}" "${h.upstreamAddr}"`;
    case "traefik":
      return `${h.client} - - [${clf(h.t)}] "${h.method} ${h.path} HTTP/1.1" ${h.status} ${h.bytes} "-" "${h.ua}" ${r.int(1000, 99999)} "${h.upstream}@docker" "http://${h.upstreamAddr}" ${h.ms}ms`;
    case "haproxy": {
      const tr = h.flags ? -1 : Math.max(1, h.ms - 2);
      return `${h.client}:${r.int(30000, 65000)} [${clf(h.t, true)}] fe_https~ be_${h.upstream.replace(/^[a-z]+-/, "")}/${h.flags?.startsWith("sC") ? "<NOSRV>" : `${h.upstream.split("-").pop()}${r.int(1, 3)}`} 0/0/${h.flags?.startsWith("sC") ? -1 : r.int(0, 2)}/${tr}/${h.ms} ${h.status} ${h.bytes} - - ${h.flags ?? "----"} ${r.int(40, 160)}/${r.int(40, 160)}/${r.int(1, 12)}/${r.int(0, 5)}/0 0/0 "${h.method} ${h.path} HTTP/1.1"`;
    }
    case "alb": {
      const target = h.upstreamAddr;
      return `h2 ${new Date(h.t).toISOString()} app/ww-prod-public/4f1c2a9e0b7d6c35 ${h.client}:${r.int(30000, 65000)} ${target} 0.000 ${(h.ms / 1000).toFixed(3)} 0.000 ${h.status} ${h.status} ${r.int(200, 900)} ${h.bytes} "${h.method} https://${host}:443${h.path} HTTP/2.0" "${h.ua}" TLS_AES_128_GCM_SHA256 TLSv1.3 arn:aws:elasticloadbalancing:eu-west-1:000000000000:targetgroup/ww-haproxy/9c1e5d7a3b2f4e60 "Root=1-${Math.floor(h.t / 1000).toString(16)}-${r.hex(24)}" "${host}" "session-reused" 0 ${new Date(h.t - h.ms).toISOString()} "forward" "-" "-" "${target}" "${h.status}" "-" "-"`;
    }
  }
}

/** The level a log shipper gives an access line. */
export function accessLevel(status: number): "info" | "warn" | "error" {
  if (status >= 500) return "error";
  return "info";
}

export { statusText };
