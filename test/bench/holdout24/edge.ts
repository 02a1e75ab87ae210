// Access lines of the edge proxies (written when the request completes, with upstream status and duration).
import type { Rng } from "./rng.js";

export type EdgeStyle = "nginx" | "envoy" | "kong" | "traefik" | "alb";

export interface EdgeReq {
  method: string;
  path: string;
  status: number;
  upstreamStatus: number | null;
  durMs: number;
  upstream: string;
  rid: string;
  flags?: string;
}

const UA = [
  "okhttp/4.12.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4)",
  "Dalvik/2.1.0",
  "Mozilla/5.0 (X11; Linux x86_64)",
];

export function edgeLine(style: EdgeStyle, r: Rng, q: EdgeReq): string {
  const ip = `${r.int(31, 203)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(2, 254)}`;
  const bytes = q.status >= 500 ? r.int(150, 600) : r.int(300, 9000);
  const us = q.upstreamStatus === null ? "-" : String(q.upstreamStatus);
  const sec = (q.durMs / 1000).toFixed(3);
  const ua = r.pick(UA);
  switch (style) {
    case "nginx":
      return `${ip} - - "${q.method} ${q.path} HTTP/1.1" ${q.status} ${bytes} "${ua}" rt=${sec} uct=0.001 urt=${q.upstreamStatus === null ? "-" : sec} us=${us} ua="${q.upstream}:8080" rid=${q.rid}`;
    case "envoy":
      return `"${q.method} ${q.path} HTTP/2" ${q.status} ${q.flags ?? "-"} 0 ${bytes} ${q.durMs} ${q.upstreamStatus === null ? "-" : Math.max(1, q.durMs - 2)} "${ip}" "${ua}" "${q.rid}" "${q.upstream}:8080"`;
    case "kong":
      return `${ip} - - "${q.method} ${q.path} HTTP/1.1" ${q.status} ${bytes} "-" "${ua}" kong_request_id="${q.rid}" upstream_status=${us} latency_proxy=${q.durMs} latency_kong=${r.int(0, 3)} service=${q.upstream}`;
    case "traefik":
      return `${ip} - - "${q.method} ${q.path} HTTP/1.1" ${q.status} ${bytes} "-" "${ua}" ${r.int(1000, 99999)} "${q.upstream}@kubernetes" "http://10.42.${r.int(0, 9)}.${r.int(2, 250)}:8080" ${q.durMs}ms`;
    case "alb":
      return `https ${ip}:${r.int(20000, 65000)} ${q.upstreamStatus === null ? "-" : `10.0.${r.int(0, 9)}.${r.int(2, 250)}:8080`} 0.001 ${q.upstreamStatus === null ? "-1" : sec} 0.000 ${q.status} ${us} ${r.int(30, 900)} ${bytes} "${q.method} https://${q.upstream}.internal:443${q.path} HTTP/2.0" "${ua}" target_group=tg-${q.upstream} trace="${q.rid}"`;
  }
}
