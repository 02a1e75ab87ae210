// Edge proxy access lines in each proxy's own shape.
import { type Ctx, emit } from "./context.js";
import { ip } from "./words.js";

const UA = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15",
  "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
  "okhttp/4.12.0",
  "PitchFinderPartner/2.3 (+https://partners.example)",
];

export function access(
  ctx: Ctx,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  upstream: string,
  rid?: string,
  ua?: string,
): void {
  const r = ctx.rng;
  const agent = ua ?? r.pick(UA);
  const bytes = status >= 400 ? r.int(60, 400) : r.int(300, 9000);
  const client = `${r.int(31, 217)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  const level = "info";
  let msg: string;
  switch (ctx.estate.proxy) {
    case "envoy": {
      const flags = status === 503 ? "UF" : status === 504 ? "UT" : status === 0 ? "DC" : "-";
      msg = `[${new Date(t).toISOString()}] "${method} ${path} HTTP/1.1" ${status} ${flags} 0 ${bytes} ${ms} ${Math.max(0, ms - 1)} "${client}" "${agent}" "${rid ?? "-"}" "book.pinewood.example" "${ip(r)}:8080" outbound|8080||${upstream}.prod.svc.cluster.local`;
      break;
    }
    case "nginx":
      msg = `${client} - - "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${agent}" rt=${(ms / 1000).toFixed(3)} uct=0.001 urt=${(ms / 1000).toFixed(3)} upstream=${upstream}`;
      break;
    case "haproxy": {
      const term = status === 503 ? "SC--" : status === 504 ? "sH--" : "----";
      msg = `${client}:${r.int(30000, 65000)} fe_https~ be_${upstream}/${upstream}${r.int(1, 3)} 0/0/1/${Math.max(0, ms - 1)}/${ms} ${status} ${bytes} - - ${term} ${r.int(40, 160)}/${r.int(30, 150)}/${r.int(0, 12)}/${r.int(0, 6)}/0 0/0 "${method} ${path} HTTP/1.1"`;
      break;
    }
    case "traefik":
      msg = `${client} - - "${method} ${path} HTTP/2.0" ${status} ${bytes} "-" "${agent}" ${r.int(10000, 99999)} "${upstream}@kubernetes" "http://${ip(r)}:8080" ${ms}ms`;
      break;
  }
  emit(ctx, "edge", t, level, msg, rid ? { rid } : undefined);
}
