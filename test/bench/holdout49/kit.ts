// Small writers the incident and quiet scenarios share: failing client lines, 5xx chains, deploy lines, stacks.
import type { Role } from "./estates.js";
import type { Req, Route, Scene } from "./scene.js";
import type { Level } from "./stream.js";

export const pkg = (s: Scene) => s.e.ns.split("-")[0];
export const url = (s: Scene, r: Req) => `https://${s.e.api}${s.path(r.route).split(" ")[1]}`;
export const verb = (s: Scene, r: Req) => s.path(r.route).split(" ")[0];

/** True for requests of these routes (and clients), with probability p. */
export function on(s: Scene, r: Req, routes: Route[], p: number, clients?: Role[]): boolean {
  return routes.includes(r.route) && (!clients || clients.includes(r.client)) && s.rng.chance(p);
}

/** The client gave up waiting. */
export function clientTimeout(s: Scene, r: Req, t: number): void {
  const u = url(s, r);
  if (r.client === "ios")
    s.log(
      "ios",
      t,
      "error",
      `[NetworkClient] ${verb(s, r)} ${u} failed: Error Domain=NSURLErrorDomain Code=-1001 "The request timed out." UserInfo={NSErrorFailingURLStringKey=${u}, _kCFStreamErrorCodeKey=-2102} app=${r.ver}`,
      undefined,
      r.trace,
    );
  else if (r.client === "android")
    s.log(
      "android",
      t,
      "error",
      `okhttp.OkHttpClient: <-- HTTP FAILED: java.net.SocketTimeoutException: timeout ${u} app=${r.ver}`,
      undefined,
      r.trace,
    );
  else
    s.log(
      "web",
      t,
      "error",
      `[rum] fetch ${verb(s, r)} ${u} failed: TimeoutError: signal timed out bundle=${r.ver}`,
      undefined,
      r.trace,
    );
}

/** The client got an HTTP error status. */
export function clientStatus(s: Scene, r: Req, t: number, status: number, level: Level = "error"): void {
  const u = url(s, r);
  if (r.client === "android")
    s.log(
      "android",
      t,
      level,
      `retrofit2.HttpException: HTTP ${status} ${statusText(status)} (${verb(s, r)} ${u}) app=${r.ver}`,
      undefined,
      r.trace,
    );
  else if (r.client === "ios")
    s.log(
      "ios",
      t,
      level,
      `[NetworkClient] ${verb(s, r)} ${u} -> ${status} ${statusText(status)} app=${r.ver} os=iOS 17.5`,
      undefined,
      r.trace,
    );
  else
    s.log(
      "web",
      t,
      level,
      `[rum] resource fetch ${verb(s, r)} ${u} status=${status} bundle=${r.ver}`,
      undefined,
      r.trace,
    );
}

export function statusText(n: number): string {
  return (
    {
      400: "Bad Request",
      401: "Unauthorized",
      403: "Forbidden",
      404: "Not Found",
      422: "Unprocessable Entity",
      426: "Upgrade Required",
      429: "Too Many Requests",
      500: "Internal Server Error",
      502: "Bad Gateway",
      503: "Service Unavailable",
      504: "Gateway Timeout",
    }[n] ?? ""
  );
}

/** bff answered status after its callee failed; gateway and a sampled client follow. */
export function viaBff(s: Scene, r: Req, t: number, status: number, bffMsg: string, clientToo = 0.6): void {
  s.log("bff", t, status >= 500 ? "error" : "warn", bffMsg, undefined, r.trace);
  s.gatewayLine(r, t + 4, status, t + 4 - r.t, "bff", status >= 500 ? "error" : "warn");
  if (s.rng.chance(clientToo)) clientStatus(s, r, t + 30, status, status >= 500 ? "error" : "warn");
}

export function deploy(s: Scene, role: Role, t: number, ver: string): void {
  s.log(
    role,
    t,
    "info",
    `Starting ${s.n(role)} ${ver} (pid 1, node ${s.rng.pick(["v20.15.1", "v22.4.0"])}) NODE_ENV=production`,
  );
  s.log(role, t + 900, "info", `listening on :8080, ready in ${s.rng.int(900, 3000)}ms`);
}

export function javaStack(s: Scene, head: string, frames: string[]): string {
  const at = frames.map((f) => `\tat com.${pkg(s)}.${f}`).join("\n");
  return `${head}\n${at}\n\tat java.base/java.lang.Thread.run(Thread.java:1583)`;
}

export function nodeStack(head: string, frames: string[]): string {
  return `${head}\n${frames.map((f) => `    at ${f}`).join("\n")}`;
}

/** One incident: where it lives, what it is, and how it shows in the stream from t0 on. */
export interface Incident {
  cat: string;
  origin: Role;
  need: Role[];
  hints: string[];
  sev: "medium" | "high";
  note: (s: Scene) => string;
  /** A client release rolls out at t0 (its requests carry the new version). */
  release?: Role;
  /** Writes the failing chain of an affected request; k ramps 0..1 over the first minutes. */
  hit?: (s: Scene, r: Req, k: number) => boolean;
  extra?: (s: Scene, t0: number) => void;
}
