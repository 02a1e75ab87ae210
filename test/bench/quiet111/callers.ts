// How a caller of each runtime words a failed call to another service (5xx, timeout, refused), with retries.
import type { Runtime } from "./estates.js";
import type { Level } from "./formats.js";
import type { Ctx } from "./stream.js";

export type FailKind = "5xx" | "timeout" | "refused";

function words(rt: Runtime, callee: string, kind: FailKind, code: number, path: string, c: Ctx): string {
  const url = `http://${callee}:8080${path}`;
  const reason =
    code === 503
      ? "Service Unavailable"
      : code === 502
        ? "Bad Gateway"
        : code === 504
          ? "Gateway Timeout"
          : "Internal Server Error";
  switch (rt) {
    case "go":
      if (kind === "timeout")
        return `call ${callee} failed: Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`;
      if (kind === "refused")
        return `call ${callee} failed: Post "${url}": dial tcp 10.${c.r.i(0, 9)}.${c.r.i(0, 255)}.${c.r.i(2, 250)}:8080: connect: connection refused`;
      return `upstream ${callee} responded ${code} ${reason} for POST ${path}`;
    case "java":
      if (kind === "timeout")
        return `o.s.w.c.RestTemplate - I/O error on POST request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`;
      if (kind === "refused")
        return `o.s.w.c.RestTemplate - I/O error on POST request for "${url}": Connection refused`;
      return `o.s.w.c.HttpServerErrorException$${reason.replace(/ /g, "")}: ${code} ${reason}: "{"error":"${reason.toLowerCase()}"}" from POST ${url}`;
    case "node":
      if (kind === "timeout") return `AxiosError: timeout of 10000ms exceeded (POST ${url})`;
      if (kind === "refused")
        return `Error: connect ECONNREFUSED 10.${c.r.i(0, 9)}.${c.r.i(0, 255)}.${c.r.i(2, 250)}:8080 (${callee})`;
      return `AxiosError: Request failed with status code ${code} (POST ${url})`;
    case "dotnet":
      if (kind === "timeout")
        return `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (${callee})`;
      if (kind === "refused") return `System.Net.Http.HttpRequestException: Connection refused (${callee}:8080)`;
      return `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${code} (${reason}). Uri: ${url}`;
    case "python":
      if (kind === "timeout") return `httpx.ReadTimeout: timed out (POST ${url})`;
      if (kind === "refused") return `httpx.ConnectError: [Errno 111] Connection refused (${callee})`;
      return `httpx.HTTPStatusError: Server error '${code} ${reason}' for url '${url}'`;
    case "ruby":
      if (kind === "timeout") return `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (${url})`;
      if (kind === "refused")
        return `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:8080 (Connection refused - connect(2) for "${callee}" port 8080)`;
      return `Faraday::ServerError: the server responded with status ${code} (POST ${url})`;
    default:
      return `rpc ${callee}${path} failed: ${kind === "5xx" ? `HTTP ${code}` : kind === "timeout" ? "deadline expired" : "ECONNREFUSED"}`;
  }
}

/** Callers upstream of route[at] report the failure; the direct caller retries first. Returns the last time used. */
export function report(
  c: Ctx,
  route: string[],
  at: number,
  t: number,
  req: string | undefined,
  kind: FailKind,
  code: number,
  path: string,
  retries = 2,
): number {
  let te = t;
  for (let h = at - 1; h >= 0; h--) {
    const caller = route[h];
    const callee = route[h + 1];
    const rt = c.e.runtime[caller];
    const tries = h === at - 1 ? retries : 0;
    for (let k = 1; k <= tries; k++) {
      te += kind === "timeout" ? c.r.f(5000, 10000) : c.r.f(40, 400);
      c.emit(te, caller, "warn", `retry ${k}/${retries} after error: ${words(rt, callee, kind, code, path, c)}`, req);
    }
    te += kind === "timeout" ? c.r.f(5000, 10000) : c.r.f(20, 300);
    const lvl: Level = "error";
    const upCode = kind === "timeout" ? 504 : 502;
    if (h === 0 && caller === c.e.role.edge) {
      c.emit(te, caller, lvl, `${words(rt, callee, kind, code, path, c)} -> responding ${upCode}`, req);
    } else {
      c.emit(te, caller, lvl, words(rt, callee, kind, code, path, c), req);
    }
  }
  return te;
}
