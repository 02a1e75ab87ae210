// Stack traces and caller-side failure wording in each runtime's own style.
import type { Runtime } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Said {
  level: Level;
  msg: string;
  stack?: string;
}

const cls = (s: string) => s.replace(/(^|-)([a-z])/g, (_m, _d, ch: string) => ch.toUpperCase());

/** How a caller in `rt` reports a failed call to `callee` (spelled as in the logs). */
export function callerFails(
  rt: Runtime,
  r: Rng,
  callee: string,
  path: string,
  how: "timeout" | "503" | "500" | "refused" | "breaker",
  pkg = "com.plant",
): Said {
  const host = `${callee}:${r.pick([8080, 8443, 9000, 5000])}`;
  const ms = r.pick([5000, 10000, 15000, 30000]);
  const ip = `10.${r.int(20, 60)}.${r.int(0, 15)}.${r.int(2, 250)}`;
  if (how === "breaker") {
    const m: Record<Runtime, string> = {
      java: `CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
      dotnet: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
      node: `breaker ${callee} open - failing fast for ${path}`,
      python: `pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker '${callee}' is open`,
      go: `gobreaker: circuit breaker "${callee}" is open`,
      ruby: `Circuitbox::OpenCircuitError: Circuitbox::OpenCircuitError: ${callee}`,
      cpp: `circuit to ${callee} open, skipping ${path}`,
    };
    return { level: rt === "node" || rt === "cpp" ? "warn" : "error", msg: m[rt] };
  }
  switch (rt) {
    case "java": {
      if (how === "timeout")
        return {
          level: "error",
          msg: `I/O error on POST request for "http://${host}${path}": Read timed out`,
          stack: [
            `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://${host}${path}": Read timed out`,
            `\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:791)`,
            `\tat org.springframework.web.client.RestTemplate.postForEntity(RestTemplate.java:512)`,
            `\tat ${pkg}.client.${cls(callee)}Client.post(${cls(callee)}Client.java:${r.int(40, 140)})`,
            `Caused by: java.net.SocketTimeoutException: Read timed out`,
            `\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)`,
            `\t... 14 common frames omitted`,
          ].join("\n"),
        };
      if (how === "refused")
        return {
          level: "error",
          msg: `I/O error on POST request for "http://${host}${path}": Connection refused`,
          stack: [
            `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://${host}${path}": Connection refused`,
            `\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:791)`,
            `\tat ${pkg}.client.${cls(callee)}Client.post(${cls(callee)}Client.java:${r.int(40, 140)})`,
            `Caused by: java.net.ConnectException: Connection refused`,
            `\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)`,
            `\t... 11 common frames omitted`,
          ].join("\n"),
        };
      return {
        level: "error",
        msg: `POST http://${host}${path} failed: ${how} ${how === "503" ? "Service Unavailable" : "Internal Server Error"}: "{"status":${how},"error":"${how === "503" ? "Service Unavailable" : "Internal Server Error"}"}"`,
      };
    }
    case "dotnet": {
      if (how === "timeout")
        return {
          level: "error",
          msg: `Call to ${callee} ${path} failed`,
          stack: [
            `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${ms / 1000} seconds elapsing.`,
            ` ---> System.TimeoutException: A task was canceled.`,
            `   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)`,
            `   at System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)`,
            `   at Plant.Clients.${cls(callee)}Client.PostAsync(String path, Object body) in /src/Clients/${cls(callee)}Client.cs:line ${r.int(30, 120)}`,
          ].join("\n"),
        };
      if (how === "refused")
        return {
          level: "error",
          msg: `Call to ${callee} ${path} failed`,
          stack: [
            `System.Net.Http.HttpRequestException: Connection refused (${host})`,
            ` ---> System.Net.Sockets.SocketException (111): Connection refused`,
            `   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)`,
            `   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)`,
          ].join("\n"),
        };
      return {
        level: "error",
        msg: `Call to ${callee} ${path} failed: Response status code does not indicate success: ${how} (${how === "503" ? "Service Unavailable" : "Internal Server Error"}).`,
      };
    }
    case "node":
      if (how === "timeout")
        return {
          level: "error",
          msg: `request to http://${host}${path} failed: timeout of ${ms}ms exceeded (ECONNABORTED)`,
        };
      if (how === "refused")
        return {
          level: "error",
          msg: `request to http://${host}${path} failed`,
          stack: [
            `Error: connect ECONNREFUSED ${ip}:8080`,
            `    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)`,
          ].join("\n"),
        };
      return { level: "error", msg: `AxiosError: Request failed with status code ${how} (${callee} ${path})` };
    case "python":
      if (how === "timeout")
        return {
          level: "error",
          msg: `call to ${callee} failed`,
          stack: [
            `Traceback (most recent call last):`,
            `  File "/usr/local/lib/python3.11/site-packages/urllib3/connectionpool.py", line 537, in _make_request`,
            `    response = conn.getresponse()`,
            `TimeoutError: timed out`,
            ``,
            `During handling of the above exception, another exception occurred:`,
            ``,
            `Traceback (most recent call last):`,
            `  File "/app/plant/clients.py", line ${r.int(40, 160)}, in post`,
            `    resp = self.session.post(url, json=body, timeout=${ms / 1000})`,
            `requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${callee}', port=8080): Read timed out. (read timeout=${ms / 1000})`,
          ].join("\n"),
        };
      if (how === "refused")
        return {
          level: "error",
          msg: `call to ${callee} failed: HTTPConnectionPool(host='${callee}', port=8080): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        };
      return {
        level: "error",
        msg: `${how} Server Error: ${how === "503" ? "Service Unavailable" : "Internal Server Error"} for url: http://${host}${path}`,
      };
    case "go":
      if (how === "timeout")
        return {
          level: "error",
          msg: `Post "http://${host}${path}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        };
      if (how === "refused")
        return {
          level: "error",
          msg: `Post "http://${host}${path}": dial tcp ${ip}:8080: connect: connection refused`,
        };
      return {
        level: "error",
        msg: `unexpected status from ${callee}: ${how} ${how === "503" ? "Service Unavailable" : "Internal Server Error"} (POST ${path})`,
      };
    case "ruby":
      if (how === "timeout")
        return {
          level: "error",
          msg: `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (POST http://${host}${path})`,
        };
      if (how === "refused")
        return {
          level: "error",
          msg: `Faraday::ConnectionFailed: Failed to open TCP connection to ${host} (Connection refused - connect(2) for "${callee}" port 8080)`,
        };
      return {
        level: "error",
        msg: `Faraday::ServerError: the server responded with status ${how} (POST http://${host}${path})`,
      };
    case "cpp":
      if (how === "timeout") return { level: "error", msg: `[http] POST ${callee}${path} timed out after ${ms}ms` };
      if (how === "refused")
        return { level: "error", msg: `[http] connect to ${host} failed: Connection refused (111)` };
      return { level: "error", msg: `[http] POST ${callee}${path} -> HTTP ${how}` };
  }
}

/** A harmless, retried exception in `rt` (logged at WARN with its trace). */
export function retriedTrace(rt: Runtime, r: Rng, what: string, pkg: string): string {
  switch (rt) {
    case "java":
      return [
        `java.net.SocketTimeoutException: Read timed out`,
        `\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)`,
        `\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)`,
        `\tat ${pkg}.${cls(what)}Uploader.send(${cls(what)}Uploader.java:${r.int(50, 200)})`,
      ].join("\n");
    case "python":
      return [
        `Traceback (most recent call last):`,
        `  File "/app/${what}/upload.py", line ${r.int(20, 90)}, in push`,
        `    r = session.put(url, data=blob, timeout=3)`,
        `requests.exceptions.ConnectionError: ('Connection aborted.', RemoteDisconnected('Remote end closed connection without response'))`,
      ].join("\n");
    case "dotnet":
      return [
        `System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`,
        `   at System.Net.Sockets.NetworkStream.Read(Span\`1 buffer)`,
        `   at Plant.${cls(what)}.Archive.PushAsync() in /src/${cls(what)}/Archive.cs:line ${r.int(20, 120)}`,
      ].join("\n");
    case "go":
      // Go logs the error chain on one line, no trace
      return `error: Put "http://${what}-archive:8080/v1/batches/${r.int(1000, 9999)}": read tcp 10.${r.int(20, 60)}.4.${r.int(2, 250)}:${r.int(40000, 60000)}->10.${r.int(20, 60)}.9.12:8080: read: connection reset by peer`;
    case "node":
      return `Error: socket hang up\n    at connResetException (node:internal/errors:720:14)\n    at Socket.socketOnEnd (node:_http_client:525:23)`;
    case "ruby":
      return `/app/lib/${what}/uploader.rb:${r.int(20, 80)}:in \`push': Net::ReadTimeout (Net::ReadTimeout)\n\tfrom /app/lib/${what}/uploader.rb:12:in \`block in run'`;
    case "cpp":
      return `#0 0x000055d1${r.hex(8)} in plant::Uploader::push() /src/upload.cpp:${r.int(40, 200)}`;
  }
}
