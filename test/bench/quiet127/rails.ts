// Rails request logging (tagged with the request id): Started / Processing / Completed.
import type { Ctx } from "./ctx.js";
import type { Level } from "./types.js";

const REASON: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No Content",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

export interface RailsReq {
  m: string;
  path: string;
  action: string;
  code: number;
  ms: number;
  /** Lines the action logs between Processing and Completed. */
  body?: Array<[Level, string]>;
  ip?: string;
}

export function railsId(c: Ctx): string {
  return c.r.uuid();
}

/** Emits the request's lines; returns the request id. */
export function rails(c: Ctx, t: number, svc: string, q: RailsReq): string {
  const r = c.r;
  const rid = railsId(c);
  const stamp = new Date(c.local(svc, t)).toISOString().slice(0, 19).replace("T", " ");
  c.emit(t, svc, "info", `[${rid}] Started ${q.m} "${q.path}" for ${q.ip ?? c.podIp()} at ${stamp} +0000`);
  c.emit(t + 1, svc, "info", `[${rid}] Processing by ${q.action} as JSON`);
  let dt = 2;
  for (const [lvl, line] of q.body ?? []) {
    dt += r.int(1, Math.max(2, Math.floor(q.ms / 3)));
    c.emit(t + Math.min(dt, q.ms - 1), svc, lvl, `[${rid}] ${line}`);
  }
  const ar = (q.ms * r.float(0.2, 0.7)).toFixed(1);
  const lvl: Level = q.code >= 500 ? "error" : "info";
  const tail =
    q.code >= 500
      ? ""
      : ` (Views: ${(q.ms * 0.05).toFixed(1)}ms | ActiveRecord: ${ar}ms | Allocations: ${r.int(900, 9000)})`;
  c.emit(t + q.ms, svc, lvl, `[${rid}] Completed ${q.code} ${REASON[q.code] ?? ""} in ${q.ms}ms${tail}`);
  return rid;
}
