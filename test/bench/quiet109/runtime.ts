// How each runtime prints an access line and a caller-side failure with its own stack style.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

export function access(rt: Runtime, method: string, path: string, status: number, ms: number, r: Rng): string {
  const bytes = r.int(80, 4200);
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms.toFixed(3)} ms - ${bytes}`;
    case "go":
      return `http: method=${method} path=${path} status=${status} dur=${ms}ms bytes=${bytes}`;
    case "java":
      return `Completed ${status} ${status < 400 ? "OK" : "ERROR"} for ${method} "${path}" in ${ms}ms`;
    case "python":
      return `10.${r.int(0, 9)}.${r.int(0, 255)}.${r.int(2, 250)}:${r.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://app${path} - ${status} ${bytes} application/json ${ms}.${r.int(1000, 9999)}ms`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : status === 502 ? "Bad Gateway" : "Internal Server Error"} in ${ms}ms (ActiveRecord: ${(ms * 0.2).toFixed(1)}ms | Allocations: ${r.int(900, 9000)})`;
    case "cpp":
      return `[http] ${method} ${path} -> ${status} (${ms} ms)`;
  }
}

/** A caller's own report that a call to `callee` failed, in its runtime's words; `kind` picks the symptom. */
export function callerFailure(
  rt: Runtime,
  callee: string,
  path: string,
  kind: "timeout" | "5xx" | "refused",
  status: number,
  r: Rng,
): { msg: string; stack?: string } {
  const port = 8080;
  const url = `http://${callee}:${port}${path}`;
  switch (rt) {
    case "node":
      if (kind === "timeout") return { msg: `request to ${url} failed, reason: timeout of 5000ms exceeded` };
      if (kind === "refused")
        return {
          msg: `request to ${url} failed, reason: connect ECONNREFUSED 10.${r.int(10, 60)}.${r.int(0, 255)}.${r.int(2, 250)}:${port}`,
        };
      return { msg: `upstream ${callee} responded ${status} on ${path}` };
    case "go":
      if (kind === "timeout")
        return {
          msg: `call ${callee} failed: Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        };
      if (kind === "refused")
        return {
          msg: `call ${callee} failed: Post "${url}": dial tcp 10.${r.int(10, 60)}.${r.int(0, 255)}.${r.int(2, 250)}:${port}: connect: connection refused`,
        };
      return { msg: `call ${callee} failed: unexpected status ${status} from ${url}` };
    case "java":
      if (kind === "timeout")
        return {
          msg: `I/O error on POST request for "${url}": Read timed out`,
          stack: `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "${url}": Read timed out
\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:888)
\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:868)
\tat org.springframework.web.client.RestTemplate.execute(RestTemplate.java:764)
Caused by: java.net.SocketTimeoutException: Read timed out
\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)
\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)
\t... 42 common frames omitted`,
        };
      if (kind === "refused")
        return {
          msg: `I/O error on POST request for "${url}": Connection refused`,
          stack: `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "${url}": Connection refused
\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:868)
Caused by: java.net.ConnectException: Connection refused
\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)
\tat java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:542)
\t... 38 common frames omitted`,
        };
      return { msg: `${status} ${status === 503 ? "Service Unavailable" : "Bad Gateway"} from POST ${url}` };
    case "python":
      if (kind === "timeout") return { msg: `httpx.ReadTimeout calling ${callee} ${path} (timeout=5.0s)` };
      if (kind === "refused") return { msg: `httpx.ConnectError: [Errno 111] Connection refused (${callee}${path})` };
      return { msg: `Server error '${status}' for url '${url}'` };
    case "dotnet":
      if (kind === "timeout")
        return {
          msg: `The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing. (${callee})`,
          stack: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.
 ---> System.TimeoutException: A task was canceled.
   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)
   at System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)`,
        };
      if (kind === "refused") return { msg: `Connection refused (${callee}:8080)` };
      return {
        msg: `Response status code does not indicate success: ${status} (${status === 503 ? "Service Unavailable" : status === 502 ? "Bad Gateway" : "Internal Server Error"}). Upstream: ${callee}${path}`,
      };
    case "ruby":
      if (kind === "timeout")
        return { msg: `Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)> (${callee})` };
      if (kind === "refused")
        return {
          msg: `Errno::ECONNREFUSED: Failed to open TCP connection to ${callee}:8080 (Connection refused - connect(2) for "${callee}" port 8080)`,
        };
      return { msg: `Faraday::ServerError: the server responded with status ${status} (${callee}${path})` };
    case "cpp":
      if (kind === "timeout") return { msg: `curl error 28 (Timeout was reached) talking to ${callee}${path}` };
      if (kind === "refused") return { msg: `curl error 7 (Couldn't connect to server) talking to ${callee}` };
      return { msg: `HTTP ${status} from ${callee}${path}` };
  }
}
