// Small builders the estate files share.
import type { Rng } from "../rng.js";
import type { Role, Runtime, Service } from "../types.js";

export function svc(
  name: string,
  runtime: Runtime,
  roles: Role[],
  version: string,
  pods: number,
  logger: string,
): Service {
  return { name, runtime, roles, version, pods, logger };
}

export const REASON: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  301: "Moved Permanently",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  426: "Upgrade Required",
  429: "Too Many Requests",
  499: "Client Closed Request",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function reason(status: number): string {
  return REASON[status] ?? "Unknown";
}

/** Latency with a long tail, in ms. */
export function latency(r: Rng, median: number): number {
  const x = median * Math.exp(r.float(-0.6, 0.6)) * (r.chance(0.04) ? r.float(2, 6) : 1);
  return Math.max(1, Math.round(x));
}

export function thousands(n: number): string {
  return n.toLocaleString("en-GB");
}
