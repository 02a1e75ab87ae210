// How a caller reports a failing callee, in the caller's own runtime and words.

import type { Runtime } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Kind = "5xx" | "timeout" | "breaker" | "retry" | "reset" | "4xx" | "stale";
export type Said = [Level, string, string[]?];

const PATHS: Record<string, string> = {
  "acquirer-settlement": "/v1/recoveries",
  "abt-journey-builder": "/v1/taps/batch",
  "fare-capping": "/v1/caps/evaluate",
  "payment-orchestrator": "/v2/payments",
  "barcode-signer": "/v1/sign",
  "wallet-service": "/v1/wallets/tickets",
  "ticket-catalog": "/api/products",
  "tap-ingest": "/taps/batch",
  "depot-manager": "/api/blocks/assign",
  "fraud-rules": "/v1/score",
  "trip-planner-otp": "/otp/routers/default/plan",
  "alerts-cms": "/api/alerts",
  "arrival-predictor": "/v1/predictions",
  "vehicle-positions": "/gtfs-rt/vehicle-positions",
  "gate-controller": "/v1/gates/sync",
  "gtfsrt-ingest": "/gtfs-rt/vehicle-positions",
};
const path = (callee: string) => PATHS[callee] ?? "/v1/status";

export function callerSays(kind: Kind, rt: Runtime, callee: string, r: Rng, code = 503): Said {
  const p = path(callee);
  const t = r.int(5, 30) * 1000;
  switch (kind) {
    case "5xx":
      switch (rt) {
        case "java":
        case "kotlin":
          return [
            "error",
            `call to ${callee} failed: ${code} ${code === 500 ? "Internal Server Error" : code === 502 ? "Bad Gateway" : "Service Unavailable"} from POST http://${callee}:8080${p}`,
          ];
        case "node":
          return ["error", `upstream ${callee} responded ${code} on ${p} (${r.int(20, 900)}ms)`];
        case "python":
          return [
            "error",
            `requests.exceptions.HTTPError: ${code} Server Error for url: http://${callee}.svc:8000${p}`,
          ];
        case "go":
          return ["error", `${callee}: unexpected status ${code} from ${p}`];
        case "dotnet":
          return [
            "error",
            `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${code} (${code === 500 ? "Internal Server Error" : "Service Unavailable"}). calling ${callee}`,
          ];
        case "ruby":
          return ["error", `Faraday::ServerError: the server responded with status ${code} (${callee})`];
        case "cpp":
          return ["error", `[http] ${callee}${p} -> HTTP ${code}`];
      }
      break;
    case "timeout":
      switch (rt) {
        case "java":
        case "kotlin":
          return [
            "error",
            `java.net.SocketTimeoutException: Read timed out calling http://${callee}:8080${p} after ${t}ms`,
          ];
        case "node":
          return ["error", `request to http://${callee}${p} failed: ETIMEDOUT (timeout ${t}ms)`];
        case "python":
          return ["error", `httpx.ReadTimeout: timed out waiting for ${callee}${p}`];
        case "go":
          return [
            "error",
            `Post "http://${callee}${p}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          ];
        case "dotnet":
          return [
            "error",
            `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${t / 1000} seconds elapsing. (${callee})`,
          ];
        case "ruby":
          return ["error", `Net::ReadTimeout with #<TCPSocket:(closed)> while calling ${callee}`];
        case "cpp":
          return ["error", `[http] ${callee}${p}: operation timed out after ${t} ms`];
      }
      break;
    case "breaker":
      switch (rt) {
        case "java":
        case "kotlin":
          return ["warn", `CircuitBreaker '${callee}' is OPEN and does not permit further calls`];
        case "dotnet":
          return [
            "warn",
            `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
          ];
        case "node":
          return ["warn", `Breaker ${callee} is open, fallback used`];
        default:
          return ["warn", `circuit for ${callee} opened after 5 consecutive failures, cooling down 30s`];
      }
    case "retry":
      return ["warn", `retrying ${callee}${p} attempt ${r.int(2, 5)}/5 in ${r.int(100, 3200)}ms`];
    case "reset":
      return [
        "error",
        rt === "node"
          ? `request to ${callee} failed: socket hang up (ECONNRESET)`
          : `read tcp ${callee}: connection reset by peer`,
      ];
    case "4xx":
      return ["warn", `${callee} rejected request: HTTP ${code} on ${p}`];
    case "stale":
      return r.chance(0.5)
        ? ["warn", `no fresh data from ${callee} within the 120s freshness window, serving last known snapshot`]
        : ["warn", `${callee} feed is stale (last update older than ${r.pick([90, 120, 180])}s)`];
  }
  return ["error", `${callee} failed`];
}
