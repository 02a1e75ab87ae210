// Casino-floor values: machine numbers, player cards, validation numbers, money, HTTP access lines per runtime.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "dotnet" | "node" | "python" | "go" | "ruby" | "cpp";

export const egm = (r: Rng) => String(r.int(1001, 4899));
export const bank = (r: Rng) => `${r.pick(["A", "B", "C", "D", "E", "H", "K", "M"])}${r.int(1, 24)}`;
export const player = (r: Rng) => `40${r.digits(6)}`;
export const kiosk = (r: Rng) => `K${String(r.int(1, 18)).padStart(2, "0")}`;
export const money = (r: Rng, lo: number, hi: number) => {
  const cents = r.int(lo * 100, hi * 100);
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
};
/** an 18-digit SAS/G2S validation number as printed on the ticket */
export const validation = (r: Rng) => `${r.digits(2)}-${r.digits(4)}-${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`;
export const ip = (r: Rng) => `10.${r.int(20, 60)}.${r.int(0, 15)}.${r.int(2, 250)}`;
export const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

/** one access-log line as the runtime's usual web stack prints it */
export function access(
  rt: Runtime,
  r: Rng,
  svc: string,
  method: string,
  path: string,
  status: number,
  took: number,
): string {
  switch (rt) {
    case "java":
      return `${method} ${path} -> ${status} (${took} ms)`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${svc}${path} - ${status} - application/json;+charset=utf-8 ${took}.${r.digits(4)}ms`;
    case "node":
      return `${method} ${path} ${status} ${took}.${r.digits(3)} ms - ${r.int(80, 4200)}`;
    case "python":
      return `${ip(r)}:${r.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "go":
      return `http: ${method} ${path} status=${status} dur=${took}.${r.digits(2)}ms`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : status === 404 ? "Not Found" : status === 422 ? "Unprocessable Entity" : status === 503 ? "Service Unavailable" : "Internal Server Error"} in ${took}ms (Views: ${r.int(0, 4)}.${r.digits(1)}ms | ActiveRecord: ${r.int(1, Math.max(2, took - 1))}.${r.digits(1)}ms | Allocations: ${r.int(900, 9000)})`;
    case "cpp":
      return `${method} ${path} ${status} ${took}ms`;
  }
}

export const HEALTH_PATH: Record<Runtime, string> = {
  java: "/actuator/health",
  dotnet: "/healthz",
  node: "/healthz",
  python: "/health",
  go: "/readyz",
  ruby: "/up",
  cpp: "/status",
};
