// How each runtime prints an access line, a failed outbound call and its stack traces.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export function httpLine(rt: Runtime, r: Rng, method: string, path: string, status: number, ms: number): string {
  const reason: Record<number, string> = {
    200: "OK",
    201: "Created",
    202: "Accepted",
    204: "No Content",
    400: "Bad Request",
    401: "Unauthorized",
    404: "Not Found",
    409: "Conflict",
    422: "Unprocessable Entity",
    429: "Too Many Requests",
    499: "Client Closed Request",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
    504: "Gateway Timeout",
  };
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms}ms - ${r.int(120, 9800)}b`;
    case "java":
      return `${method} ${path} -> ${status} ${reason[status] ?? ""} (${ms} ms)`;
    case "go":
      return `http request method=${method} path=${path} status=${status} dur=${ms}.${r.int(100, 999)}ms`;
    case "python":
      return `10.${r.int(1, 3)}.${r.int(0, 40)}.${r.int(2, 250)}:${r.int(32000, 60999)} - "${method} ${path} HTTP/1.1" ${status} ${reason[status] ?? ""} (${ms}ms)`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://localhost:8080${path} - ${status} - application/json ${ms}.${r.int(1000, 9999)}ms`;
    case "ruby":
      return `method=${method} path=${path} format=json status=${status} duration=${ms}.${r.int(10, 99)} db=${(ms / 3).toFixed(2)}`;
    case "cpp":
      return `served ${method} ${path} status=${status} in ${ms}ms`;
  }
}

export type FailKind = "timeout" | "5xx" | "refused" | "reset" | "503";

/** A caller's one-line account of a failed call to `callee`. */
export function callFail(rt: Runtime, r: Rng, callee: string, path: string, kind: FailKind, ms: number): string {
  const host = `${callee}.svc.cluster.local`;
  const code = kind === "503" ? 503 : r.pick([500, 502, 500]);
  switch (rt) {
    case "node":
      if (kind === "timeout")
        return `upstream ${callee} ${path} failed: timeout of ${ms}ms exceeded (AxiosError ECONNABORTED)`;
      if (kind === "refused")
        return `upstream ${callee} ${path} failed: connect ECONNREFUSED 10.${r.int(40, 60)}.${r.int(0, 9)}.${r.int(2, 250)}:8080`;
      if (kind === "reset") return `upstream ${callee} ${path} failed: socket hang up (ECONNRESET)`;
      return `upstream ${callee} ${path} failed: Request failed with status code ${code}`;
    case "java":
      if (kind === "timeout")
        return `I/O error on POST request for "http://${host}:8080${path}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`;
      if (kind === "refused")
        return `I/O error on POST request for "http://${host}:8080${path}": Connection refused; nested exception is java.net.ConnectException: Connection refused`;
      if (kind === "reset") return `I/O error on POST request for "http://${host}:8080${path}": Connection reset`;
      return `${code} ${code === 503 ? "Service Unavailable" : code === 502 ? "Bad Gateway" : "Internal Server Error"} from POST http://${host}:8080${path}`;
    case "go":
      if (kind === "timeout")
        return `call ${callee} failed: Post "http://${host}:8080${path}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`;
      if (kind === "refused")
        return `call ${callee} failed: Post "http://${host}:8080${path}": dial tcp 10.${r.int(40, 60)}.${r.int(0, 9)}.${r.int(2, 250)}:8080: connect: connection refused`;
      if (kind === "reset")
        return `call ${callee} failed: Post "http://${host}:8080${path}": read: connection reset by peer`;
      return `call ${callee} failed: unexpected status ${code} from ${path}`;
    case "python":
      if (kind === "timeout")
        return `${callee} call failed: httpx.ReadTimeout: timed out (POST http://${host}:8080${path})`;
      if (kind === "refused") return `${callee} call failed: httpx.ConnectError: [Errno 111] Connection refused`;
      if (kind === "reset")
        return `${callee} call failed: httpx.RemoteProtocolError: Server disconnected without sending a response.`;
      return `${callee} call failed: Server error '${code}' for url 'http://${host}:8080${path}'`;
    case "dotnet":
      if (kind === "timeout")
        return `The request to ${callee} was canceled due to the configured HttpClient.Timeout of ${Math.round(ms / 1000)} seconds elapsing.`;
      if (kind === "refused") return `Call to ${callee} failed: Connection refused (${host}:8080)`;
      if (kind === "reset")
        return `Call to ${callee} failed: An error occurred while sending the request. Connection reset by peer`;
      return `Call to ${callee} ${path} returned ${code} (${code === 503 ? "ServiceUnavailable" : "InternalServerError"})`;
    case "ruby":
      if (kind === "timeout")
        return `${callee} request failed: Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)>`;
      if (kind === "refused")
        return `${callee} request failed: Faraday::ConnectionFailed: Failed to open TCP connection to ${host}:8080 (Connection refused - connect(2) for "${host}" port 8080)`;
      if (kind === "reset") return `${callee} request failed: Faraday::ConnectionFailed: Connection reset by peer`;
      return `${callee} request failed: Faraday::ServerError: the server responded with status ${code}`;
    case "cpp":
      if (kind === "timeout") return `rpc to ${callee} ${path} failed: DEADLINE_EXCEEDED: Deadline Exceeded`;
      if (kind === "refused") return `rpc to ${callee} ${path} failed: UNAVAILABLE: failed to connect to all addresses`;
      if (kind === "reset") return `rpc to ${callee} ${path} failed: UNAVAILABLE: Connection reset by peer`;
      return `rpc to ${callee} ${path} failed: INTERNAL: status ${code}`;
  }
}

/** A short, plausible stack trace for an exception of `rt` thrown at the outbound client. */
export function clientStack(rt: Runtime, exc: string, pkg: string): string {
  switch (rt) {
    case "java":
      return [
        exc,
        ...(exc.includes("ConnectException")
          ? [
              "\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)",
              "\tat java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:551)",
              "\tat java.base/java.net.Socket.connect(Socket.java:751)",
            ]
          : [
              "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
              "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
              "\tat org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
            ]),
        "\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)",
        `\tat com.${pkg}.client.UpstreamClient.post(UpstreamClient.java:88)`,
        `\tat com.${pkg}.service.CheckoutService.handle(CheckoutService.java:142)`,
        "\t... 58 common frames omitted",
      ].join("\n");
    case "python":
      return [
        "Traceback (most recent call last):",
        `  File "/app/${pkg}/clients.py", line 74, in post`,
        "    resp = await self._http.post(url, json=body, timeout=self.timeout)",
        '  File "/usr/local/lib/python3.12/site-packages/httpx/_client.py", line 1892, in post',
        "    return await self.request(",
        '  File "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py", line 84, in map_httpcore_exceptions',
        "    raise mapped_exc(message) from exc",
        exc,
      ].join("\n");
    case "node":
      return [
        exc,
        ...(exc.includes("timeout")
          ? [
              "    at RedirectableRequest.handleRequestTimeout (/app/node_modules/axios/dist/node/axios.cjs:3129:16)",
              "    at RedirectableRequest.emit (node:events:519:28)",
              "    at Timeout.<anonymous> (/app/node_modules/follow-redirects/index.js:210:12)",
              "    at listOnTimeout (node:internal/timers:581:17)",
              "    at process.processTimers (node:internal/timers:519:7)",
            ]
          : [
              "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
              "    at Axios.request (/app/node_modules/axios/dist/node/axios.cjs:4224:41)",
              "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            ]),
      ].join("\n");
    case "dotnet":
      return [
        exc,
        "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
        "   at System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
        `   at ${pkg}.Clients.UpstreamClient.PostAsync[T](String path, Object body, CancellationToken ct) in /src/${pkg}/Clients/UpstreamClient.cs:line 61`,
        `   at ${pkg}.Handlers.CheckoutHandler.Handle(CheckoutCommand cmd, CancellationToken ct) in /src/${pkg}/Handlers/CheckoutHandler.cs:line 97`,
      ].join("\n");
    case "ruby":
      return [
        `${exc}`,
        "/usr/local/bundle/gems/net-protocol-0.2.2/lib/net/protocol.rb:229:in `rbuf_fill'",
        "/usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb:66:in `perform_request'",
        `/app/app/clients/${pkg}_client.rb:41:in \`post'`,
        `/app/app/jobs/${pkg}_job.rb:18:in \`perform'`,
      ].join("\n");
    case "go":
      return "";
    case "cpp":
      return "";
  }
}
