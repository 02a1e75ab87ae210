// Request lines the way common frameworks print them (Rails, gunicorn, uvicorn, ASP.NET Core with Serilog) and a
// few shared fakes (addresses, masked contacts, uuids).
import type { Rng } from "./rng.js";
import type { Ctx, Level } from "./types.js";

export const STATUS: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  302: "Found",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function uuid(r: Rng): string {
  return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
}

export function podIp(r: Rng, prefix: string): string {
  return `${prefix}.${r.int(0, 15)}.${r.int(2, 250)}`;
}

/** Public client addresses: residential-looking blocks and the documentation ranges. */
export function publicIp(r: Rng): string {
  const a = r.pick([
    "81.2",
    "86.14",
    "92.40",
    "73.162",
    "98.207",
    "24.56",
    "203.0.113",
    "198.51.100",
    "49.180",
    "101.160",
  ]);
  return `${a}.${r.int(1, 254)}${a.split(".").length === 2 ? `.${r.int(1, 254)}` : ""}`;
}

export function maskedEmail(r: Rng): string {
  const dom = r.pick([
    "gmail.com",
    "outlook.com",
    "yahoo.com",
    "icloud.com",
    "hotmail.co.uk",
    "bigpond.com",
    "comcast.net",
  ]);
  return `${r.pick("abcdefghjklmnprstw".split(""))}***@${dom}`;
}

export function maskedPhone(r: Rng, cc: string): string {
  return `${cc}***${r.digits(4)}`;
}

/** Rails: Started / Processing / Completed, the Completed line `ms` later. */
export function rails(
  c: Ctx,
  t: number,
  svc: string,
  o: {
    method: string;
    path: string;
    action: string;
    status: number;
    ms: number;
    ip: string;
    format?: string;
    trace?: string;
    level?: Level;
  },
): void {
  const at = new Date(t + (c.s.skew.get(svc) ?? 0)).toISOString().slice(0, 19).replace("T", " ");
  const replica = c.s.replica(svc);
  c.s.add(t, svc, "INFO", `Started ${o.method} "${o.path}" for ${o.ip} at ${at} +0000`, { trace: o.trace, replica });
  c.s.add(t + 1, svc, "INFO", `Processing by ${o.action} as ${o.format ?? "JSON"}`, { trace: o.trace, replica });
  const ar = (o.ms * c.r.range(0.1, 0.5)).toFixed(1);
  const views = (o.ms * c.r.range(0.02, 0.2)).toFixed(1);
  const tail =
    o.status >= 300 && o.status < 400
      ? `(ActiveRecord: ${ar}ms | Allocations: ${c.r.int(800, 9000)})`
      : `(Views: ${views}ms | ActiveRecord: ${ar}ms | Allocations: ${c.r.int(1200, 24000)})`;
  c.s.add(t + o.ms, svc, o.level ?? "INFO", `Completed ${o.status} ${STATUS[o.status] ?? ""} in ${o.ms}ms ${tail}`, {
    trace: o.trace,
    replica,
  });
}

/** gunicorn's access log line (common log format with user agent). */
export function gunicorn(
  c: Ctx,
  t: number,
  svc: string,
  o: { ip: string; method: string; path: string; status: number; bytes: number; ua: string; trace?: string },
): void {
  const d = new Date(t + (c.s.skew.get(svc) ?? 0));
  const stamp = `${String(d.getUTCDate()).padStart(2, "0")}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${d.toISOString().slice(11, 19)} +0000`;
  c.s.add(
    t,
    svc,
    "INFO",
    `${o.ip} - - [${stamp}] "${o.method} ${o.path} HTTP/1.1" ${o.status} ${o.bytes} "-" "${o.ua}"`,
    {
      trace: o.trace,
    },
  );
}

/** uvicorn's access line. */
export function uvicorn(
  c: Ctx,
  t: number,
  svc: string,
  o: { ip: string; method: string; path: string; status: number },
): void {
  c.s.add(
    t,
    svc,
    o.status >= 500 ? "ERROR" : "INFO",
    `${o.ip}:${c.r.int(32768, 60999)} - "${o.method} ${o.path} HTTP/1.1" ${o.status} ${STATUS[o.status] ?? ""}`,
  );
}

/** Serilog's request logging middleware line. */
export function serilog(
  c: Ctx,
  t: number,
  svc: string,
  o: { method: string; path: string; status: number; ms: number; trace?: string },
): void {
  const lv: Level = o.status >= 500 ? "ERROR" : "INFO";
  c.s.add(
    t + o.ms,
    svc,
    lv,
    `HTTP ${o.method} ${o.path} responded ${o.status} in ${(o.ms + c.r.next()).toFixed(4)} ms`,
    {
      trace: o.trace,
    },
  );
}
