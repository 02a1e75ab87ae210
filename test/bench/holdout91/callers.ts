// How a caller reports trouble with another service, in its own runtime's words.
import type { Runtime } from "./estates.js";
import type { Line } from "./noise.js";
import type { Rng } from "./rng.js";

export type Kind = "timeout" | "5xx" | "refused" | "breaker" | "retry" | "reset";

export function callerLine(kind: Kind, rt: Runtime, o: string, r: Rng, path = "/v1/orders"): Line {
  const port = 8080;
  switch (kind) {
    case "timeout":
      switch (rt) {
        case "go":
          return {
            lvl: "ERROR",
            msg: `call ${o}${path} failed: Post "http://${o}:${port}${path}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
            req: true,
          };
        case "java":
          return {
            lvl: "ERROR",
            msg: `I/O error on POST request for "http://${o}:${port}${path}": Read timed out`,
            req: true,
          };
        case "node":
          return {
            lvl: "ERROR",
            msg: `upstream ${o} timed out after ${r.pick([3000, 5000])}ms on POST ${path}`,
            req: true,
          };
        case "python":
          return {
            lvl: "ERROR",
            msg: `httpx.ReadTimeout: timed out while calling http://${o}:${port}${path}`,
            req: true,
          };
        case "dotnet":
          return {
            lvl: "ERROR",
            msg: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing. (${o}${path})`,
            req: true,
          };
        case "ruby":
          return { lvl: "ERROR", msg: `Net::ReadTimeout with #<TCPSocket:(closed)> calling ${o}${path}`, req: true };
        case "cpp":
          return { lvl: "ERROR", msg: `rpc ${o}${path} timed out after 500ms (attempt ${r.int(1, 3)})`, req: true };
      }
      break;
    case "5xx": {
      const code = r.pick([500, 502, 503, 503]);
      if (rt === "java")
        return {
          lvl: "ERROR",
          msg: `${code} ${code === 500 ? "Internal Server Error" : code === 502 ? "Bad Gateway" : "Service Unavailable"} from POST http://${o}:${port}${path}`,
          req: true,
        };
      if (rt === "dotnet")
        return {
          lvl: "ERROR",
          msg: `Response status code does not indicate success: ${code} (${code === 503 ? "Service Unavailable" : "Internal Server Error"}). upstream=${o}`,
          req: true,
        };
      if (rt === "python")
        return {
          lvl: "ERROR",
          msg: `HTTPStatusError: Server error '${code}' for url 'http://${o}:${port}${path}'`,
          req: true,
        };
      return { lvl: "ERROR", msg: `${o} responded ${code} to POST ${path} (${r.int(3, 900)}ms)`, req: true };
    }
    case "refused":
      switch (rt) {
        case "node":
          return {
            lvl: "ERROR",
            msg: `connect ECONNREFUSED 10.42.${r.int(0, 9)}.${r.int(2, 250)}:${port} (${o})`,
            req: true,
          };
        case "go":
          return {
            lvl: "ERROR",
            msg: `dial tcp 10.42.${r.int(0, 9)}.${r.int(2, 250)}:${port}: connect: connection refused (${o})`,
            req: true,
          };
        case "java":
          return {
            lvl: "ERROR",
            msg: `Connection refused: ${o}/10.42.${r.int(0, 9)}.${r.int(2, 250)}:${port}`,
            req: true,
          };
        case "python":
          return { lvl: "ERROR", msg: `httpx.ConnectError: [Errno 111] Connection refused (${o}:${port})`, req: true };
        case "dotnet":
          return {
            lvl: "ERROR",
            msg: `System.Net.Http.HttpRequestException: Connection refused (${o}:${port})`,
            req: true,
          };
        case "ruby":
          return {
            lvl: "ERROR",
            msg: `Errno::ECONNREFUSED: Failed to open TCP connection to ${o}:${port} (Connection refused - connect(2) for "${o}" port ${port})`,
            req: true,
          };
        case "cpp":
          return { lvl: "ERROR", msg: `connect() to ${o}:${port} failed: Connection refused`, req: true };
      }
      break;
    case "breaker":
      if (rt === "java")
        return { lvl: "WARN", msg: `CircuitBreaker '${o}' is OPEN and does not permit further calls`, req: true };
      if (rt === "dotnet")
        return {
          lvl: "WARN",
          msg: `Polly: circuit breaker for ${o} opened for 30s after ${r.int(5, 20)} consecutive failures`,
          req: true,
        };
      return {
        lvl: "WARN",
        msg: `circuit breaker ${o} open (failure rate ${r.int(52, 97)}% over last 20 calls), failing fast`,
        req: true,
      };
    case "retry":
      return {
        lvl: "WARN",
        msg: `retrying ${o}${path} (attempt ${r.int(2, 5)}/5, backoff ${r.pick([100, 200, 400, 800, 1600])}ms)`,
        req: true,
      };
    case "reset":
      return { lvl: "ERROR", msg: `${o}: read: connection reset by peer`, req: true };
  }
  return { lvl: "ERROR", msg: `${o} call failed` };
}
