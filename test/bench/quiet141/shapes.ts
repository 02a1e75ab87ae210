// Real runtime shapes: edge access-log lines per proxy, request-completion lines per runtime and stack traces
// (Java, Python, Go panics, .NET, Node, Ruby, Elixir, PHP). Wording is this set's own.
import type { Rng } from "./rng.js";
import type { EdgeKind, Level, Svc } from "./types.js";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

/** 02/Dec/2026:08:41:02 +0000 */
export function clfDate(t: number): string {
  const d = new Date(t);
  return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
}

export const iso = (t: number) => new Date(t).toISOString();

export const CLIENT_UAS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
  "okhttp/4.12.0",
];
export const KIOSK_UA = "StripReader/3.1.4 (kiosk; linux-armv7)";
export const BOT_UAS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  "python-requests/2.31.0",
  "Go-http-client/1.1",
  "Mozilla/5.0 zgrab/0.x",
  "curl/8.5.0",
];

export function clientIp(r: Rng): string {
  const pre = r.pick(["203.0.113", "198.51.100", "192.0.2", "100.64.12", "172.58.31", "82.132.44"]);
  return `${pre}.${r.int(2, 254)}`;
}
export const podIp = (r: Rng) => `10.${r.int(40, 47)}.${r.int(0, 15)}.${r.int(2, 250)}`;

export interface Access {
  t: number;
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes?: number;
  ip?: string;
  ua?: string;
  /** The upstream service; undefined = served by the edge itself or no upstream answered. */
  upstream?: string;
  req?: string;
  /** Envoy response flags / HAProxy termination state, when not a clean exchange. */
  flags?: string;
  host: string;
}

/** One access-log line as the given proxy prints it, and the level a log shipper would give it. */
export function accessLine(proxy: EdgeKind, a: Access, r: Rng): { msg: string; level: Level } {
  const bytes = a.bytes ?? (a.status >= 400 ? r.int(90, 400) : r.int(300, 24000));
  const ip = a.ip ?? clientIp(r);
  const ua = a.ua ?? r.pick(CLIENT_UAS);
  const secs = (a.ms / 1000).toFixed(3);
  const up = a.upstream;
  const upAddr = up ? `${podIp(r)}:${up.includes("php") ? 9000 : 8080}` : "-";
  let msg: string;
  switch (proxy) {
    case "nginx":
      msg = `${ip} - - [${clfDate(a.t)}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${bytes} "-" "${ua}" rt=${secs} uct=${up ? "0.001" : "-"} urt=${up ? ((a.ms - 1) / 1000).toFixed(3) : "-"}`;
      break;
    case "envoy":
      msg = `[${iso(a.t)}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${a.flags ?? "-"} ${a.method === "GET" ? 0 : r.int(80, 2400)} ${bytes} ${a.ms} ${up && !a.flags ? Math.max(1, a.ms - r.int(0, 3)) : "-"} "${ip}" "${ua}" "${a.req ?? r.uuid()}" "${a.host}" "${upAddr}"`;
      break;
    case "traefik":
      msg = `${ip} - - [${clfDate(a.t)}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${bytes} "-" "${ua}" ${r.int(1000, 99999)} "${up ?? "static"}@kubernetescrd" "${up ? `http://${upAddr}` : "-"}" ${a.ms}ms`;
      break;
    case "haproxy": {
      const d = new Date(a.t);
      const date = `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, "0")}`;
      const be = up ? `be_${up}/${up}${r.int(1, 3)}` : "fe_https/<NOSRV>";
      const tr = up && !a.flags?.startsWith("s") ? Math.max(0, a.ms - 2) : -1;
      msg = `${ip}:${r.int(1024, 65000)} [${date}] fe_https~ ${be} 0/0/${up ? 1 : -1}/${tr}/${a.ms} ${a.status} ${bytes} - - ${a.flags ?? "----"} ${r.int(20, 90)}/${r.int(20, 90)}/${r.int(1, 12)}/${r.int(0, 6)}/0 0/0${a.req ? ` {${a.req}}` : ""} "${a.method} ${a.path} HTTP/1.1"`;
      break;
    }
    case "alb": {
      const tgt = up ? upAddr : "-";
      const st = up ? String(a.status) : "-";
      const t0 = up ? "0.000" : "-1";
      msg = `https ${new Date(a.t).toISOString().replace("Z", "")}${r.int(100, 999)}Z app/coralbay-prd-public/5f0c1e2a9b3d7c41 ${ip}:${r.int(1024, 65000)} ${tgt} ${t0} ${up ? secs : "-1"} ${up ? "0.000" : "-1"} ${a.status} ${st} ${r.int(200, 3000)} ${bytes} "${a.method} https://${a.host}:443${a.path} HTTP/2.0" "${ua}" TLS_AES_128_GCM_SHA256 TLSv1.3 arn:aws:elasticloadbalancing:eu-west-1:210987654321:targetgroup/${up ?? "shop"}-tg/73e2d6bc24d8a067 "Root=1-${r.hex(8)}-${a.req ? a.req.slice(0, 24) : r.hex(24)}" "${a.host}" "arn:aws:acm:eu-west-1:210987654321:certificate/0b7c1d2e" 0 ${iso(a.t - a.ms)} "forward" "-" "-" "${tgt}" "${st}" "-" "-"`;
      break;
    }
  }
  const level: Level =
    a.status >= 500 ? "error" : a.status >= 400 && (proxy === "nginx" || proxy === "alb") ? "warn" : "info";
  return { msg, level };
}

/** How the service's own framework reports a finished request. */
export function completionLine(svc: Svc, r: Rng, method: string, path: string, status: number, ms: number): string {
  const p = path.split("?")[0];
  switch (svc.runtime) {
    case "node":
      return `request completed ${JSON.stringify({ method, url: path, statusCode: status, responseTime: ms })}`;
    case "java":
      return `[nio-8080-exec-${r.int(1, 40)}] ${abbrev(svc.pkg)}.web.RequestLoggingFilter : ${method} ${p} -> ${status} in ${ms} ms`;
    case "go":
      return `http request method=${method} path=${p} status=${status} dur=${ms}.${r.int(0, 9)}ms bytes=${r.int(120, 9000)}`;
    case "python":
      return `${podIp(r)}:${r.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "ruby": {
      const txt = STATUS_TEXT[status] ?? "OK";
      return `Completed ${status} ${txt} in ${ms}ms (Views: ${(ms * 0.1).toFixed(1)}ms | ActiveRecord: ${(ms * 0.4).toFixed(1)}ms | Allocations: ${r.int(900, 30000)})`;
    }
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${svc.name}:8080${path} - ${status} - application/json;+charset=utf-8 ${ms}.${r.int(1000, 9999)}ms`;
    case "php":
      return `production.INFO: request handled {"method":"${method}","uri":"${p}","status":${status},"duration_ms":${ms}}`;
    case "elixir":
      return `${method} ${p} Sent ${status} in ${ms}ms`;
    default:
      return `${method} ${p} ${status} ${ms}ms`;
  }
}

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No Content",
  302: "Found",
  401: "Unauthorized",
  402: "Payment Required",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

/** com.reefline.orders -> c.r.orders (Spring Boot's logger abbreviation). */
export function abbrev(pkg: string): string {
  const parts = pkg.split(".");
  return parts.map((x, i) => (i < parts.length - 1 ? x[0] : x)).join(".");
}

// ---------------------------------------------------------------- stack traces

/** `Cls: msg` followed by `\tat` frames, with an optional `Caused by:` section. */
export function javaTrace(head: string, frames: string[], cause?: { head: string; frames: string[]; omitted: number }) {
  let s = `${head}\n${frames.map((f) => `\tat ${f}`).join("\n")}`;
  if (cause)
    s += `\nCaused by: ${cause.head}\n${cause.frames.map((f) => `\tat ${f}`).join("\n")}\n\t... ${cause.omitted} common frames omitted`;
  return s;
}

/** A Python traceback: frames are [file, line, function, source]. */
export function pyTrace(frames: Array<[string, number, string, string]>, last: string): string {
  const body = frames.map(([f, l, fn, src]) => `  File "${f}", line ${l}, in ${fn}\n    ${src}`).join("\n");
  return `Traceback (most recent call last):\n${body}\n${last}`;
}

/** A Go panic with one goroutine dump: frames are [function, file:line]. */
export function goPanic(r: Rng, head: string, frames: Array<[string, string]>, signal?: string): string {
  const sig = signal ? `\n${signal}` : "";
  const body = frames.map(([fn, at]) => `${fn}\n\t${at} +0x${r.hex(2)}`).join("\n");
  return `panic: ${head}${sig}\n\ngoroutine ${r.int(40, 9000)} [running]:\n${body}\nexit status 2`;
}

/** A .NET exception: frames are [method, file:line] (file may be empty for framework frames). */
export function dotnetTrace(head: string, frames: Array<[string, string]>): string {
  return `${head}\n${frames.map(([m, at]) => `   at ${m}${at ? ` in ${at}` : ""}`).join("\n")}`;
}

/** A Node error stack: frames are [function, location]. */
export function nodeTrace(head: string, frames: Array<[string, string]>): string {
  return `${head}\n${frames.map(([fn, at]) => (fn ? `    at ${fn} (${at})` : `    at ${at}`)).join("\n")}`;
}

/** A Rails-style exception with application backtrace lines. */
export function rubyTrace(head: string, frames: string[]): string {
  return `${head}\n${frames.map((f) => `  ${f}`).join("\n")}`;
}

/** An Elixir crash report line with its stacktrace entries. */
export function elixirTrace(head: string, frames: string[]): string {
  return `${head}\n${frames.map((f) => `    ${f}`).join("\n")}`;
}

/** A PHP uncaught exception with a numbered stack trace. */
export function phpTrace(head: string, frames: string[]): string {
  return `${head}\nStack trace:\n${frames.map((f, i) => `#${i} ${f}`).join("\n")}\n#${frames.length} {main}`;
}
