// Stack traces as each runtime prints them, and the words each runtime's HTTP client uses when a call fails.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

/** Java: `Exception: msg` then `\tat pkg.Class.method(File.java:NN)` frames, optional `Caused by:`. */
export function javaStack(r: Rng, ex: string, frames: string[], cause?: [string, string[]]): string[] {
  const at = (f: string) =>
    `\tat ${f.includes("(") ? f : `${f}(${f.split(".").slice(-2, -1)[0]}.java:${r.int(40, 480)})`}`;
  const out = [ex, ...frames.map(at)];
  out.push(`\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:${r.int(880, 900)})`);
  out.push(`\t... ${r.int(48, 91)} common frames omitted`);
  if (cause) out.push(`Caused by: ${cause[0]}`, ...cause[1].map(at), `\t... ${r.int(12, 40)} more`);
  return out;
}

/** Python: `Traceback (most recent call last):` with File lines, last line `Type: msg`. */
export function pyStack(r: Rng, frames: [string, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames) out.push(`  File "${file}", line ${r.int(20, 400)}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

/** Go panic with one goroutine. */
export function goPanic(r: Rng, msg: string, frames: string[]): string[] {
  const out = [`panic: ${msg}`, "", `goroutine ${r.int(40, 9000)} [running]:`];
  for (const f of frames) {
    out.push(
      `${f}(0xc000${r.hex(6)}, 0x${r.hex(2)})`,
      `\t/app/${f.split("/").slice(-1)[0].split(".")[0]}.go:${r.int(30, 300)} +0x${r.hex(3)}`,
    );
  }
  out.push(
    "created by net/http.(*Server).Serve in goroutine 1",
    `\t/usr/local/go/src/net/http/server.go:${r.int(3280, 3290)} +0x4b4`,
  );
  return out;
}

/** Node: `Error: msg` then `    at fn (/app/dist/file.js:L:C)`. */
export function nodeStack(r: Rng, head: string, frames: string[]): string[] {
  const out = [head];
  for (const f of frames) {
    const [fn, file] = f.split("@");
    out.push(file ? `    at ${fn} (/app/dist/${file}:${r.int(10, 400)}:${r.int(5, 60)})` : `    at ${fn}`);
  }
  out.push("    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)");
  return out;
}

/** .NET: `Type: msg` then `   at Ns.Type.Method(args) in /src/File.cs:line NN`. */
export function dotnetStack(r: Rng, head: string, frames: string[]): string[] {
  const out = [head];
  for (const f of frames) {
    const file = f.split("(")[0].split(".").slice(-2, -1)[0];
    out.push(`   at ${f} in /src/${file}.cs:line ${r.int(20, 380)}`);
  }
  out.push("--- End of stack trace from previous location ---");
  out.push(
    "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
  );
  return out;
}

/** Ruby: `file:line:in 'method'` backtrace lines after the message. */
export function rubyStack(r: Rng, frames: string[]): string[] {
  return [
    ...frames.map((f) => {
      const [file, m] = f.split("#");
      return `${file}:${r.int(10, 300)}:in \`${m}'`;
    }),
    `/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:${r.int(5, 9)}:in \`send_action'`,
  ];
}

/** What a caller in this runtime logs when its call to `callee` fails. */
export function callerWords(
  r: Rng,
  rt: Runtime,
  callee: string,
  kind: "timeout" | "5xx" | "refused" | "cb" | "4xx",
  code = 503,
): string {
  const path = r.pick(["/v1/", "/api/", "/internal/"]);
  const url = `http://${callee}:8080${path}${r.pick(["query", "orders", "items", "lookup", "batch"])}`;
  const ms = r.int(2000, 30000);
  switch (kind) {
    case "timeout":
      return r.pick(
        {
          java: [
            `I/O error on POST request for "${url}": Read timed out`,
            `call to ${callee} failed: java.net.SocketTimeoutException: Read timed out`,
          ],
          python: [
            `httpx.ReadTimeout: timed out calling ${url}`,
            `request to ${callee} timed out after ${(ms / 1000).toFixed(1)}s`,
          ],
          go: [
            `Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
            `${callee} call failed: context deadline exceeded`,
          ],
          node: [`request to ${url} failed, reason: ETIMEDOUT`, `upstream ${callee} timed out after ${ms}ms`],
          dotnet: [
            `The request was canceled due to the configured HttpClient.Timeout of ${Math.round(ms / 1000)} seconds elapsing. (${callee})`,
            `TaskCanceledException calling ${callee}: A task was canceled.`,
          ],
          ruby: [
            `Net::ReadTimeout with #<TCPSocket:(closed)> (${callee})`,
            `Faraday::TimeoutError calling ${callee}: execution expired`,
          ],
          cpp: [`upstream ${callee}: timeout after ${r.int(30, 120)}ms`, `${callee} rpc deadline exceeded`],
        }[rt],
      );
    case "refused":
      return {
        java: `call to ${callee} failed: java.net.ConnectException: Connection refused`,
        python: `ConnectionRefusedError: [Errno 111] Connection refused (${callee})`,
        go: `dial tcp ${callee}:8080: connect: connection refused`,
        node: `connect ECONNREFUSED ${callee}:8080`,
        dotnet: `HttpRequestException: Connection refused (${callee}:8080)`,
        ruby: `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:8080 (Connection refused)`,
        cpp: `upstream ${callee}: connect() failed (111: Connection refused)`,
      }[rt];
    case "cb":
      return {
        java: `CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
        python: `circuit open for ${callee}, failing fast`,
        go: `${callee}: circuit breaker is open`,
        node: `Breaker is open (${callee}) - request rejected`,
        dotnet: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
        ruby: `Circuitbox::OpenCircuitError: ${callee} circuit is open`,
        cpp: `upstream ${callee} ejected (circuit open)`,
      }[rt];
    default: {
      const reason =
        (
          {
            500: "Internal Server Error",
            502: "Bad Gateway",
            503: "Service Unavailable",
            504: "Gateway Timeout",
            422: "Unprocessable Entity",
            400: "Bad Request",
            429: "Too Many Requests",
          } as Record<number, string>
        )[code] ?? "Error";
      return {
        java: `${callee} call failed: ${code} ${reason}: "{"error":"${reason.toLowerCase()}"}"`,
        python: `${code} Server Error: ${reason} for url: ${url}`,
        go: `${callee} returned ${code} ${reason}`,
        node: `upstream ${callee} responded ${code}`,
        dotnet: `Response status code does not indicate success: ${code} (${reason}). (${callee})`,
        ruby: `Faraday::${code >= 500 ? "ServerError" : "ClientError"}: the server responded with status ${code} (${callee})`,
        cpp: `upstream ${callee}: HTTP ${code}`,
      }[rt];
    }
  }
}

export function retryWords(r: Rng, rt: Runtime, callee: string, attempt: number, of: number): string {
  const wait = r.pick([100, 200, 400, 800, 1600]);
  return {
    java: `Retrying call to ${callee} (attempt ${attempt} of ${of}) after ${wait}ms`,
    python: `Retrying request to ${callee} in ${wait / 1000}s (attempt ${attempt}/${of})`,
    go: `retry ${attempt}/${of} for ${callee} in ${wait}ms`,
    node: `retrying ${callee} (${attempt}/${of}) in ${wait}ms`,
    dotnet: `Polly: Retry ${attempt} of ${of} for ${callee} after 00:00:0${Math.min(9, Math.round(wait / 1000))}.${String(wait % 1000).padStart(3, "0")}`,
    ruby: `retrying ${callee} request (try ${attempt}/${of}), sleeping ${wait}ms`,
    cpp: `retry ${callee} attempt=${attempt} max=${of} backoff_ms=${wait}`,
  }[rt];
}
