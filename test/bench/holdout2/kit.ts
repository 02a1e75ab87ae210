// Shared pieces of the second blind holdout: PRNG, event shape, runtimes' own wording for outbound
// failures and stack traces. Nothing here is read from the engine or the first holdout.

export type Rt = "java" | "go" | "node" | "python" | "dotnet" | "ruby";
export type Lvl = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Err {
  cls: string;
  text: string;
  /** runtime-formatted continuation lines (stack frames, Caused by, traceback) */
  lines: string[];
}

/** One thing a process wrote. `t` is true time (ms epoch); layouts add the service's clock skew. */
export interface Ev {
  t: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  logger?: string;
  thread?: string;
  trace?: string;
  span?: string;
  req?: string;
  err?: Err;
  /** infrastructure lines that bypass the runtime's format */
  infra?: "nginx-access" | "nginx-error" | "kubelet" | "systemd" | "kernel" | "lambda-platform" | "router";
  attrs?: Record<string, string | number>;
  seq?: number;
}

export type Rng = () => number;

export function rngFrom(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
export const int = (r: Rng, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
export const hex = (r: Rng, n: number): string => {
  let s = "";
  for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(r() * 16)];
  return s;
};
export const alnum = (r: Rng, n: number): string => {
  let s = "";
  for (let i = 0; i < n; i++) s += "bcdfghjklmnpqrstvwxz2456789"[Math.floor(r() * 27)];
  return s;
};
export const uuid = (r: Rng): string =>
  `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-${pick(r, ["8", "9", "a", "b"])}${hex(r, 3)}-${hex(r, 12)}`;
export const exp = (r: Rng, mean: number): number => -Math.log(1 - r()) * mean;

const camel = (s: string): string =>
  s
    .replace(/^ts-/, "")
    .split(/[-_]/)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join("");
export const pkgOf = (svc: string): string =>
  svc
    .replace(/^ts-/, "")
    .replace(/-service$|-svc$|-api$/, "")
    .replace(/-/g, "");
export const classOf = (svc: string): string => camel(svc.replace(/-service$|-svc$/, ""));

/** Stack frames in the runtime's own shape, for an exception thrown inside `svc`. */
export function stack(rt: Rt, r: Rng, svc: string, cls: string, text: string, fn = "handle"): Err {
  const C = classOf(svc);
  const p = pkgOf(svc);
  switch (rt) {
    case "java": {
      const lines = [
        `\tat com.railco.${p}.service.${C}ServiceImpl.${fn}(${C}ServiceImpl.java:${int(r, 40, 400)})`,
        `\tat com.railco.${p}.controller.${C}Controller.${fn}(${C}Controller.java:${int(r, 30, 120)})`,
        "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
        "\tat org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:205)",
        "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:883)",
        "\tat org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      ];
      return { cls, text, lines: [`${cls}: ${text}`, ...lines.slice(0, int(r, 4, 7))] };
    }
    case "python": {
      const mod = svc.replace(/-/g, "_");
      return {
        cls,
        text,
        lines: [
          "Traceback (most recent call last):",
          `  File "/srv/${mod}/views.py", line ${int(r, 30, 300)}, in ${fn}`,
          `    result = service.${fn}(payload)`,
          `  File "/srv/${mod}/service.py", line ${int(r, 30, 300)}, in ${fn}`,
          "    return self._apply(payload)",
          `${cls}: ${text}`,
        ],
      };
    }
    case "node":
      return {
        cls,
        text,
        lines: [
          `${cls}: ${text}`,
          `    at ${camel(fn)}Handler.${fn} (/usr/src/app/dist/handlers/${fn}.js:${int(r, 10, 200)}:${int(r, 5, 40)})`,
          `    at async Promise.all (index 0)`,
          `    at async /usr/src/app/dist/routes/${p}.js:${int(r, 10, 99)}:${int(r, 5, 30)}`,
        ],
      };
    case "dotnet":
      return {
        cls,
        text,
        lines: [
          `${cls}: ${text}`,
          `   at Cardco.${C}.Services.${C}Service.${camel(fn)}Async(Request request) in /src/${C}/Services/${C}Service.cs:line ${int(r, 20, 300)}`,
          `   at Cardco.${C}.Controllers.${C}Controller.${camel(fn)}(Request request) in /src/${C}/Controllers/${C}Controller.cs:line ${int(r, 20, 90)}`,
          "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext)",
        ],
      };
    case "ruby":
      return {
        cls,
        text,
        lines: [
          `${cls} (${text}):`,
          `  app/services/${p}_service.rb:${int(r, 10, 120)}:in '${fn}'`,
          `  app/controllers/${p}_controller.rb:${int(r, 10, 60)}:in 'create'`,
        ],
      };
    default:
      return { cls, text, lines: [] };
  }
}

export type Call =
  | "5xx"
  | "503"
  | "timeout"
  | "refused"
  | "reset"
  | "cb"
  | "4xx"
  | "dns"
  | "tls"
  | "429"
  | "401"
  | "403";
type C2 = Exclude<Call, "401" | "403">;

/** How a caller written in `rt` reports a failed call to `callee`, in its own words. */
export function callerWords(
  rt: Rt,
  kind: Call,
  callee: string,
  path: string,
  r: Rng,
): { msg: string; err?: Err; lvl: Lvl } {
  const port = callee.startsWith("ts-") ? 12000 + ((callee.length * 7919) % 7000) : rt === "python" ? 8000 : 8080;
  const url = `http://${callee}:${port}${path}`;
  const ip = `10.${int(r, 40, 60)}.${int(r, 0, 9)}.${int(r, 2, 250)}`;
  if (kind === "401" || kind === "403") {
    const [code, word] = kind === "401" ? [401, "Unauthorized"] : [403, "Forbidden"];
    const m: Record<Rt, string> = {
      java: `[${callee}] call failed: ${code} ${word} from POST ${url}`,
      go: `${callee}: unexpected status ${code} ${word}`,
      node: `upstream ${callee} ${path} failed: Request failed with status code ${code}`,
      python: `${code} Client Error: ${word} for url: ${url}`,
      dotnet: `Response status code does not indicate success: ${code} (${word}). Calling ${callee}`,
      ruby: `${callee} request failed: the server responded with status ${code}`,
    };
    return { msg: m[rt], lvl: "ERROR" };
  }
  switch (rt) {
    case "java": {
      const m: Record<C2, string> = {
        "5xx": `[${callee}] call failed: 500 Internal Server Error: "{"timestamp":"...","status":500,"error":"Internal Server Error","path":"${path}"}"`,
        "503": `[${callee}] call failed: 503 Service Unavailable from GET ${url}`,
        timeout: `I/O error on POST request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
        refused: `I/O error on GET request for "${url}": Connection refused; nested exception is java.net.ConnectException: Connection refused`,
        reset: `I/O error on POST request for "${url}": Connection reset; nested exception is java.net.SocketException: Connection reset`,
        cb: `CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
        "4xx": `[${callee}] rejected request: 400 Bad Request from POST ${url}`,
        dns: `I/O error on GET request for "${url}": ${callee}; nested exception is java.net.UnknownHostException: ${callee}`,
        tls: `I/O error on POST request for "${url.replace("http:", "https:")}": PKIX path validation failed: java.security.cert.CertPathValidatorException: validity check failed`,
        "429": `[${callee}] call failed: 429 Too Many Requests from GET ${url}`,
      };
      const cls: Partial<Record<C2, string>> = {
        "5xx": "org.springframework.web.client.HttpServerErrorException$InternalServerError",
        timeout: "org.springframework.web.client.ResourceAccessException",
        refused: "org.springframework.web.client.ResourceAccessException",
        cb: "io.github.resilience4j.circuitbreaker.CallNotPermittedException",
      };
      const c = cls[kind];
      return { msg: m[kind], lvl: "ERROR", err: c && r() < 0.5 ? stack("java", r, callee, c, m[kind]) : undefined };
    }
    case "go": {
      const m: Record<C2, string> = {
        "5xx": `${callee}: unexpected status 500 Internal Server Error`,
        "503": `rpc error: code = Unavailable desc = ${callee} unavailable`,
        timeout: `Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        refused: `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp ${ip}:${port}: connect: connection refused"`,
        reset: `Post "${url}": read tcp ${ip}:${int(r, 30000, 60000)}->${ip}:${port}: read: connection reset by peer`,
        cb: `circuit breaker is open: ${callee}`,
        "4xx": `${callee} returned 400 Bad Request`,
        dns: `Get "${url}": dial tcp: lookup ${callee} on 10.96.0.10:53: no such host`,
        tls: `Post "${url.replace("http:", "https:")}": tls: failed to verify certificate: x509: certificate has expired or is not yet valid`,
        "429": `${callee}: unexpected status 429 Too Many Requests`,
      };
      return { msg: `call to ${callee} failed`, lvl: "ERROR", err: { cls: "", text: m[kind], lines: [] } };
    }
    case "node": {
      const m: Record<C2, [string, string]> = {
        "5xx": ["AxiosError", "Request failed with status code 500"],
        "503": ["AxiosError", "Request failed with status code 503"],
        timeout: ["AxiosError", "timeout of 5000ms exceeded"],
        refused: ["Error", `connect ECONNREFUSED ${ip}:${port}`],
        reset: ["Error", "socket hang up"],
        cb: ["OpenCircuitError", `Breaker is open: ${callee}`],
        "4xx": ["AxiosError", "Request failed with status code 400"],
        dns: ["Error", `getaddrinfo ENOTFOUND ${callee}`],
        tls: ["Error", "certificate has expired"],
        "429": ["AxiosError", "Request failed with status code 429"],
      };
      const [cls, text] = m[kind];
      return {
        msg: `upstream ${callee} ${path} failed`,
        lvl: "ERROR",
        err: stack("node", r, callee, cls, text, "fetch"),
      };
    }
    case "python": {
      const host = `HTTPConnectionPool(host='${callee}', port=${port})`;
      const m: Record<C2, [string, string]> = {
        "5xx": ["requests.exceptions.HTTPError", `500 Server Error: Internal Server Error for url: ${url}`],
        "503": ["requests.exceptions.HTTPError", `503 Server Error: Service Unavailable for url: ${url}`],
        timeout: ["requests.exceptions.ReadTimeout", `${host}: Read timed out. (read timeout=10)`],
        refused: [
          "requests.exceptions.ConnectionError",
          `${host}: Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a${hex(r, 8)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        ],
        reset: [
          "requests.exceptions.ConnectionError",
          "('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
        ],
        cb: ["pybreaker.CircuitBreakerError", `Timeout not elapsed yet, circuit breaker still open (${callee})`],
        "4xx": ["requests.exceptions.HTTPError", `400 Client Error: Bad Request for url: ${url}`],
        dns: [
          "requests.exceptions.ConnectionError",
          `${host}: Max retries exceeded with url: ${path} (Caused by NameResolutionError("Failed to resolve '${callee}' ([Errno -2] Name or service not known)"))`,
        ],
        tls: [
          "requests.exceptions.SSLError",
          `HTTPSConnectionPool(host='${callee}', port=443): Max retries exceeded (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: certificate has expired (_ssl.c:1006)')))`,
        ],
        "429": ["requests.exceptions.HTTPError", `429 Client Error: Too Many Requests for url: ${url}`],
      };
      const [cls, text] = m[kind];
      return {
        msg: `call to ${callee} failed`,
        lvl: "ERROR",
        err: stack("python", r, callee, cls, text, "call_upstream"),
      };
    }
    case "dotnet": {
      const m: Record<C2, [string, string]> = {
        "5xx": [
          "System.Net.Http.HttpRequestException",
          "Response status code does not indicate success: 500 (Internal Server Error).",
        ],
        "503": [
          "System.Net.Http.HttpRequestException",
          "Response status code does not indicate success: 503 (Service Unavailable).",
        ],
        timeout: [
          "System.Threading.Tasks.TaskCanceledException",
          "The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
        ],
        refused: ["System.Net.Http.HttpRequestException", `Connection refused (${callee}:${port})`],
        reset: ["System.Net.Http.HttpRequestException", "An error occurred while sending the request."],
        cb: ["Polly.CircuitBreaker.BrokenCircuitException", "The circuit is now open and is not allowing calls."],
        "4xx": [
          "System.Net.Http.HttpRequestException",
          "Response status code does not indicate success: 400 (Bad Request).",
        ],
        dns: ["System.Net.Http.HttpRequestException", `Name or service not known (${callee}:${port})`],
        tls: [
          "System.Net.Http.HttpRequestException",
          "The SSL connection could not be established, see inner exception.",
        ],
        "429": [
          "System.Net.Http.HttpRequestException",
          "Response status code does not indicate success: 429 (Too Many Requests).",
        ],
      };
      const [cls, text] = m[kind];
      return {
        msg: `Call to ${callee} ${path} failed`,
        lvl: "ERROR",
        err: stack("dotnet", r, callee, cls, text, "send"),
      };
    }
    case "ruby": {
      const m: Record<C2, [string, string]> = {
        "5xx": ["Faraday::ServerError", "the server responded with status 500"],
        "503": ["Faraday::ServerError", "the server responded with status 503"],
        timeout: ["Faraday::TimeoutError", "Net::ReadTimeout with #<TCPSocket:(closed)>"],
        refused: [
          "Faraday::ConnectionFailed",
          `Failed to open TCP connection to ${callee}:${port} (Connection refused)`,
        ],
        reset: ["Faraday::ConnectionFailed", "Connection reset by peer"],
        cb: ["Circuitbox::OpenCircuitError", `circuit ${callee} is open`],
        "4xx": ["Faraday::BadRequestError", "the server responded with status 400"],
        dns: [
          "Faraday::ConnectionFailed",
          `Failed to open TCP connection to ${callee}:${port} (getaddrinfo: Name or service not known)`,
        ],
        tls: [
          "Faraday::SSLError",
          "SSL_connect returned=1 errno=0 state=error: certificate verify failed (certificate has expired)",
        ],
        "429": ["Faraday::TooManyRequestsError", "the server responded with status 429"],
      };
      const [cls, text] = m[kind];
      return { msg: `${callee} request failed: ${cls}: ${text}`, lvl: "ERROR" };
    }
  }
}
