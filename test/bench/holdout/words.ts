// How callers word a failed call, per runtime family, and stack-trace helpers in each runtime's shape.
import type { CallerView, Level, Rng, Svc } from "./core.js";

export function javaFrames(r: Rng, pkg: string, classes: string[], n = 6): string[] {
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const c = classes[k % classes.length];
    const simple = c.split(".").pop() ?? c;
    out.push(
      `\tat ${c.includes(".") ? c : `${pkg}.${c}`}.${r.p(["handle", "apply", "invoke", "process", "execute", "call"])}(${simple}.java:${r.i(30, 480)})`,
    );
  }
  out.push(`\t... ${r.i(40, 120)} common frames omitted`);
  return out;
}

export function springFrames(r: Rng, pkg: string, cls: string): string[] {
  return [
    `\tat ${pkg}.${cls}(${cls.split(".")[0]}.java:${r.i(40, 300)})`,
    "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
    "\tat org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)",
    "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
    "\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:140)",
    "\tat org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
    "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
  ];
}

export function pyTraceback(frames: Array<[string, number, string, string]>, last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) {
    out.push(`  File "${file}", line ${line}, in ${fn}`);
    out.push(`    ${code}`);
  }
  out.push(last);
  return out;
}

export function nodeStack(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

export function dotnetStack(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `   at ${f}`)];
}

export function viewStatus(v: CallerView, r: Rng): number {
  switch (v) {
    case "timeout":
      return 504;
    case "5xx":
      return r.p([500, 500, 502]);
    case "503":
      return 503;
    case "refused":
    case "reset":
    case "dns":
      return 502;
    case "429":
      return 429;
    case "4xx":
      return r.p([400, 422]);
    case "401":
      return 401;
    case "403":
      return 403;
  }
}

/** A caller's own words for a failed call to `callee`. */
export function callerWords(
  r: Rng,
  caller: Svc,
  callee: Svc,
  v: CallerView,
  path: string,
  waited: number,
): [Level, string, string[]?] {
  const url = `http://${callee.name}:${callee.port}${path}`;
  const host = `${callee.name}:${callee.port}`;
  const secs = Math.max(1, Math.round(waited / 1000));
  const status = viewStatus(v, r);
  switch (caller.fam) {
    case "jvm": {
      const client = r.c(0.5) ? "feign" : "rest";
      switch (v) {
        case "timeout":
          return client === "feign"
            ? ["error", `feign.RetryableException: Read timed out executing GET ${url}`]
            : [
                "error",
                `Request to ${callee.name} failed: I/O error on GET request for "${url}": Read timed out`,
                [
                  "java.net.SocketTimeoutException: Read timed out",
                  "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
                ],
              ];
        case "refused":
          return [
            "error",
            `I/O error on POST request for "${url}": Connection refused`,
            [
              "java.net.ConnectException: Connection refused",
              "\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)",
            ],
          ];
        case "reset":
          return [
            "error",
            `I/O error on GET request for "${url}": Connection reset`,
            ["java.net.SocketException: Connection reset"],
          ];
        case "dns":
          return [
            "error",
            `I/O error on GET request for "${url}": ${callee.name}`,
            [`java.net.UnknownHostException: ${callee.name}`],
          ];
        case "429":
          return ["warn", `feign.FeignException$TooManyRequests: [429 Too Many Requests] during [GET] to [${url}]`];
        case "401":
        case "403":
          return [
            "warn",
            `feign.FeignException$${v === "401" ? "Unauthorized" : "Forbidden"}: [${v} ${v === "401" ? "Unauthorized" : "Forbidden"}] during [POST] to [${url}]`,
          ];
        case "4xx":
          return [
            "warn",
            `feign.FeignException$UnprocessableEntity: [422 Unprocessable Entity] during [POST] to [${url}]`,
          ];
        default:
          return [
            "error",
            `feign.FeignException$${status === 503 ? "ServiceUnavailable" : status === 502 ? "BadGateway" : "InternalServerError"}: [${status} ${status === 503 ? "Service Unavailable" : status === 502 ? "Bad Gateway" : "Internal Server Error"}] during [GET] to [${url}] [${callee.name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Client#get(String)]: []`,
          ];
      }
    }
    case "go": {
      switch (v) {
        case "timeout":
          return r.c(0.5)
            ? [
                "error",
                `call ${callee.name} failed: Get "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
              ]
            : ["error", `${callee.name}: rpc error: code = DeadlineExceeded desc = context deadline exceeded`];
        case "refused":
          return [
            "error",
            `call ${callee.name} failed: Post "${url}": dial tcp ${callee.ip}:${callee.port}: connect: connection refused`,
          ];
        case "reset":
          return [
            "error",
            `call ${callee.name} failed: read tcp 10.0.1.7:51234->${callee.ip}:${callee.port}: read: connection reset by peer`,
          ];
        case "dns":
          return [
            "error",
            `call ${callee.name} failed: Get "${url}": dial tcp: lookup ${callee.name} on 10.96.0.10:53: no such host`,
          ];
        case "429":
          return ["warn", `${callee.name} answered 429 Too Many Requests, backing off`];
        case "401":
        case "403":
          return ["warn", `${callee.name} rejected request: status ${v} ${v === "401" ? "Unauthorized" : "Forbidden"}`];
        case "4xx":
          return ["warn", `${callee.name} rejected request: status ${status}`];
        default:
          return r.c(0.5)
            ? [
                "error",
                `${callee.name}: rpc error: code = ${status === 503 ? "Unavailable" : "Internal"} desc = ${status === 503 ? "service unavailable" : "internal error"}`,
              ]
            : ["error", `unexpected status ${status} from ${callee.name} (${path})`];
      }
    }
    case "py": {
      switch (v) {
        case "timeout":
          return [
            "error",
            `requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${callee.name}', port=${callee.port}): Read timed out. (read timeout=${secs})`,
          ];
        case "refused":
          return [
            "error",
            `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${callee.name}', port=${callee.port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(8)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
          ];
        case "reset":
          return [
            "error",
            `requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`,
          ];
        case "dns":
          return [
            "error",
            `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${callee.name}', port=${callee.port}): Max retries exceeded with url: ${path} (Caused by NameResolutionError("<urllib3.connection.HTTPConnection object at 0x7f${r.hex(8)}>: Failed to resolve '${callee.name}' ([Errno -2] Name or service not known)"))`,
          ];
        case "429":
          return ["warn", `429 Client Error: Too Many Requests for url: ${url}`];
        case "401":
        case "403":
          return ["warn", `${v} Client Error: ${v === "401" ? "Unauthorized" : "Forbidden"} for url: ${url}`];
        case "4xx":
          return ["warn", `${status} Client Error: Unprocessable Entity for url: ${url}`];
        default:
          return [
            "error",
            `requests.exceptions.HTTPError: ${status} Server Error: ${status === 503 ? "Service Unavailable" : status === 502 ? "Bad Gateway" : "Internal Server Error"} for url: ${url}`,
          ];
      }
    }
    case "node": {
      switch (v) {
        case "timeout":
          return r.c(0.5)
            ? [
                "error",
                `${callee.name} call failed: timeout of ${secs * 1000}ms exceeded`,
                [
                  "AxiosError: timeout of " + secs * 1000 + "ms exceeded",
                  "    at RedirectableRequest.handleRequestTimeout (/app/node_modules/axios/dist/node/axios.cjs:3171:16)",
                ],
              ]
            : ["error", `fetch ${url} failed: TimeoutError: The operation was aborted due to timeout`];
        case "refused":
          return ["error", `${callee.name} call failed: connect ECONNREFUSED ${callee.ip}:${callee.port}`];
        case "reset":
          return ["error", `${callee.name} call failed: read ECONNRESET`];
        case "dns":
          return ["error", `${callee.name} call failed: getaddrinfo ENOTFOUND ${callee.name}`];
        case "429":
          return ["warn", `${callee.name} call failed: Request failed with status code 429`];
        case "401":
        case "403":
          return ["warn", `${callee.name} call failed: Request failed with status code ${v}`];
        case "4xx":
          return ["warn", `${callee.name} call failed: Request failed with status code ${status}`];
        default:
          return ["error", `${callee.name} call failed: AxiosError: Request failed with status code ${status}`];
      }
    }
    case "dotnet": {
      switch (v) {
        case "timeout":
          return [
            "error",
            `Call to ${callee.name} failed`,
            [
              `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${secs} seconds elapsing.`,
              " ---> System.TimeoutException: The operation was canceled.",
            ],
          ];
        case "refused":
          return [
            "error",
            `Call to ${callee.name} failed`,
            [
              `System.Net.Http.HttpRequestException: Connection refused (${host})`,
              " ---> System.Net.Sockets.SocketException (111): Connection refused",
            ],
          ];
        case "reset":
          return [
            "error",
            `Call to ${callee.name} failed`,
            [
              "System.Net.Http.HttpRequestException: An error occurred while sending the request.",
              " ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
            ],
          ];
        case "dns":
          return [
            "error",
            `Call to ${callee.name} failed`,
            [`System.Net.Http.HttpRequestException: Name or service not known (${host})`],
          ];
        case "429":
          return [
            "warn",
            `Call to ${callee.name} throttled: Response status code does not indicate success: 429 (Too Many Requests).`,
          ];
        case "401":
        case "403":
          return [
            "warn",
            `Call to ${callee.name} rejected: Response status code does not indicate success: ${v} (${v === "401" ? "Unauthorized" : "Forbidden"}).`,
          ];
        case "4xx":
          return [
            "warn",
            `Call to ${callee.name} rejected: Response status code does not indicate success: ${status} (Unprocessable Entity).`,
          ];
        default:
          return [
            "error",
            `Call to ${callee.name} failed`,
            [
              `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${status} (${status === 503 ? "Service Unavailable" : status === 502 ? "Bad Gateway" : "Internal Server Error"}).`,
            ],
          ];
      }
    }
    default:
      return ["error", `upstream ${callee.name} failed with ${status}`];
  }
}

export function retryWords(
  r: Rng,
  caller: Svc,
  callee: Svc,
  attempt: number,
  n: number,
  path: string,
): [Level, string] {
  const ms = 100 * 2 ** attempt + r.i(0, 90);
  switch (caller.fam) {
    case "jvm":
      return [
        "warn",
        `Retry attempt ${attempt}/${n} for ${callee.name} ${path} after ${ms}ms (resilience4j retry '${callee.name}')`,
      ];
    case "go":
      return ["warn", `retrying ${callee.name} request attempt=${attempt} backoff=${ms}ms`];
    case "py":
      return [
        "warn",
        `Retrying (Retry(total=${n - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken by '${r.p(["ReadTimeoutError", "ProtocolError", "NewConnectionError"])}': ${path}`,
      ];
    case "node":
      return ["warn", `retry ${attempt}/${n} -> ${callee.name}${path} in ${ms}ms`];
    case "dotnet":
      return [
        "warn",
        `Execution attempt. Source: '${caller.name}-${callee.name}//Standard-Retry', Operation Key: '', Result: 'Handled', Handled: 'True', Attempt: '${attempt}', Execution Time: ${ms}ms`,
      ];
    default:
      return ["warn", `retry ${attempt}`];
  }
}
