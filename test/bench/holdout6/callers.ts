// How a caller reports a failing callee in its own runtime's words (5xx, timeout, refused, reset), and the
// gateway's 502/504 access lines: these are usually louder than the origin.
import { chance, int, pick, type Rng } from "../holdout3/kit.js";
import type { Line, Svc, Symptom } from "./types.js";

const host = (o: Svc) => o.name.toLowerCase();

export function callerLine(r: Rng, c: Svc, o: Svc, sym: Symptom): Line {
  const path = o.routes.length ? pick(r, o.routes) : "/";
  const url = `http://${host(o)}:8080${path}`;
  const code = pick(r, [500, 502, 503, 503]);
  const reason = code === 500 ? "Internal Server Error" : code === 502 ? "Bad Gateway" : "Service Unavailable";
  const att = `attempt ${int(r, 1, 4)}/4`;
  if (sym === "5xx") {
    switch (c.rt) {
      case "jvm":
        return { lvl: "error", msg: `call to ${o.name} failed: ${code} ${reason} on ${path} (${att})` };
      case "go":
        return { lvl: "error", msg: `upstream ${o.name} returned status ${code} path=${path} retry=${int(r, 0, 3)}` };
      case "python":
        return { lvl: "error", msg: `HTTPError: ${code} Server Error for url: ${url}` };
      case "node":
        return { lvl: "error", msg: `request to ${o.name} failed with status code ${code}` };
      case "dotnet":
        return {
          lvl: "error",
          msg: `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${code} (${reason}). Upstream=${o.name}`,
        };
      case "ruby":
        return {
          lvl: "error",
          msg: `Faraday::ServerError: the server responded with status ${code} (${o.name} ${path})`,
        };
      case "rust":
        return { lvl: "error", msg: `upstream call failed: HTTP status server error (${code}) for url (${url})` };
      default:
        return { lvl: "error", msg: `${o.name} answered ${code}, ${att}` };
    }
  }
  if (sym === "timeout") {
    switch (c.rt) {
      case "go":
        return {
          lvl: "error",
          msg: `Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        };
      case "python":
        return {
          lvl: "error",
          msg: `ReadTimeout: HTTPConnectionPool(host='${host(o)}', port=8080): Read timed out. (read timeout=${pick(r, [5, 10, 15])})`,
        };
      case "node":
        return { lvl: "error", msg: `${o.name} request timed out after ${pick(r, [3000, 5000, 8000])}ms (${att})` };
      case "dotnet":
        return {
          lvl: "error",
          msg: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. Upstream=${o.name}`,
        };
      case "jvm":
        return { lvl: "error", msg: `I/O error on POST request for "${url}": Read timed out` };
      case "elixir":
        return { lvl: "error", msg: `** (Mint.TransportError) timeout calling ${o.name}` };
      default:
        return { lvl: "error", msg: `timed out waiting for ${o.name} after ${pick(r, [5, 10, 30])}s` };
    }
  }
  if (sym === "refused") {
    const ip = `10.42.${int(r, 0, 9)}.${int(r, 2, 250)}`;
    switch (c.rt) {
      case "node":
        return { lvl: "error", msg: `Error: connect ECONNREFUSED ${ip}:8080 (${o.name})` };
      case "go":
        return { lvl: "error", msg: `dial tcp ${ip}:8080: connect: connection refused (${o.name})` };
      case "python":
        return {
          lvl: "error",
          msg: `ConnectionError: HTTPConnectionPool(host='${host(o)}', port=8080): Max retries exceeded with url: ${path} (Caused by NewConnectionError: [Errno 111] Connection refused)`,
        };
      case "jvm":
        return { lvl: "error", msg: `I/O error on GET request for "${url}": Connection refused` };
      default:
        return { lvl: "error", msg: `cannot reach ${o.name}: connection refused` };
    }
  }
  if (sym === "reset") {
    switch (c.rt) {
      case "node":
        return { lvl: "error", msg: `Error: read ECONNRESET (upstream ${o.name})` };
      case "go":
        return {
          lvl: "error",
          msg: `Get "${url}": read tcp 10.42.1.7:${int(r, 30000, 60000)}->10.42.3.9:8080: read: connection reset by peer`,
        };
      case "python":
        return { lvl: "error", msg: `ConnectionResetError: [Errno 104] Connection reset by peer (${o.name})` };
      default:
        return { lvl: "error", msg: `connection to ${o.name} reset by peer` };
    }
  }
  return { lvl: "warn", msg: `${o.name} degraded` };
}

export function gatewayLine(r: Rng, g: Svc, o: Svc, sym: Symptom): Line {
  const path = o.routes.length ? pick(r, o.routes) : pick(r, g.routes);
  const st = sym === "timeout" ? 504 : chance(r, 0.7) ? 502 : 503;
  const up = `${host(o)}:8080`;
  if (g.rt === "nginx") {
    return chance(r, 0.5)
      ? {
          lvl: "error",
          msg: `upstream ${st === 504 ? "timed out (110: Connection timed out)" : "prematurely closed connection"} while reading response header from upstream, request: "GET ${path} HTTP/1.1", upstream: "http://${up}${path}"`,
        }
      : {
          lvl: "warn",
          msg: `10.0.${int(r, 0, 9)}.${int(r, 2, 250)} - - "GET ${path} HTTP/1.1" ${st} 157 "-" "okhttp/4.12.0" rt=${st === 504 ? "60.001" : "0.004"} upstream=${up}`,
        };
  }
  return {
    lvl: "warn",
    msg: `"POST ${path} HTTP/2" ${st} ${st === 504 ? "UT" : "UF,URX"} 0 ${st === 504 ? 24 : 91} ${st === 504 ? 15000 : 3} - "${up}" ${st === 504 ? "upstream request timeout" : "upstream connect error or disconnect/reset before headers"}`,
  };
}
