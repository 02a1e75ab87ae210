// How each runtime writes the everyday things: its request log, a failed call to another service (in its own
// words), a retry, a circuit breaker, startup and shutdown, GC, kubelet probes.
import type { Ctx, EmitOpts, Mode, Req } from "./ctx.js";
import { javaTrace, netTrace, nodeTrace, pyTrace, REST_CLIENT, SPRING_MVC, WEBFLUX } from "./stacks.js";
import type { Level, Service } from "./types.js";
import { podIp } from "./vocab.js";

export const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  302: "Found",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  499: "Client Closed Request",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

const JAVA_STATUS_CLASS: Record<number, string> = {
  400: "HttpClientErrorException$BadRequest",
  401: "HttpClientErrorException$Unauthorized",
  403: "HttpClientErrorException$Forbidden",
  404: "HttpClientErrorException$NotFound",
  409: "HttpClientErrorException$Conflict",
  422: "HttpClientErrorException$UnprocessableEntity",
  429: "HttpClientErrorException$TooManyRequests",
  500: "HttpServerErrorException$InternalServerError",
  502: "HttpServerErrorException$BadGateway",
  503: "HttpServerErrorException$ServiceUnavailable",
  504: "HttpServerErrorException$GatewayTimeout",
};

export function camel(name: string): string {
  return name
    .replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase())
    .replace(/^(bk|cx|fin|ops|iot|plat)([A-Z])/, (_, _p, c: string) => c.toLowerCase());
}

export function pascal(name: string): string {
  const c = camel(name);
  return c.charAt(0).toUpperCase() + c.slice(1);
}

/** Spring-style abbreviated logger: com.lockstep.booking.web.X -> c.l.booking.web.X */
export function jlog(s: Service, cls: string): string {
  const parts = `${s.pkg}.${cls}`.split(".");
  return parts.map((p, i) => (i < 2 && i < parts.length - 2 ? p.charAt(0) : p)).join(".");
}

export function logger(s: Service, component: string): string | undefined {
  switch (s.rt) {
    case "java":
    case "kotlin":
      return jlog(s, component);
    case "dotnet":
      return `${s.pkg}.${component}`;
    case "python":
      return `${s.pkg}.${component.toLowerCase()}`;
    case "keycloak":
      return "org.keycloak.events";
    default:
      return undefined;
  }
}

export function ids(q: Req | undefined, c: Ctx): EmitOpts {
  if (!q) return {};
  return { trace: q.trace, span: c.span(), rid: q.rid };
}

function port(s: Service): number {
  return s.port || 8080;
}

export function url(s: Service, path: string): string {
  return `http://${s.name}:${port(s)}${path}`;
}

const goMethod = (m: string) => m.charAt(0) + m.slice(1).toLowerCase();

/** The service's own line for a request it answered. */
const CLIENT_UA: Partial<Record<Service["rt"], string>> = {
  java: "Java/21.0.3",
  kotlin: "ReactorNetty/1.1.19",
  node: "axios/1.6.8",
  go: "Go-http-client/1.1",
  python: "python-requests/2.31.0",
  dotnet: "-",
  ruby: "Faraday v2.9.0",
  elixir: "finch/0.18.0",
};

/** Who is calling s on this request: the browser's user agent, or the calling service's HTTP client. */
function callerUa(c: Ctx, s: Service, q?: Req): string {
  if (!q) return "-";
  const i = q.route.hops.findIndex((h) => h.svc === s.name);
  if (i <= 0 && !q.internal) return q.ua;
  const prev = q.route.hops[i - 1];
  return (prev && c.has(prev.svc) ? CLIENT_UA[c.s(prev.svc).rt] : undefined) ?? "-";
}

export function reqLine(
  c: Ctx,
  s: Service,
  t: number,
  m: string,
  path: string,
  status: number,
  ms: number,
  q?: Req,
  bg = true,
): void {
  const o: EmitOpts = { ...ids(q, c), bg };
  const d = ms < 10 ? ms.toFixed(1) : String(Math.round(ms));
  const lvl5 = (lv: Level): Level => (status >= 500 ? lv : "info");
  const ip = podIp(c.r);
  switch (s.rt) {
    case "java":
      c.emit(t, s.name, "info", `${m} ${path} -> ${status} (${d} ms)`, {
        ...o,
        logger: jlog(s, "web.RequestLogFilter"),
      });
      return;
    case "kotlin":
      c.emit(t, s.name, lvl5("warn"), `HTTP ${m} ${path.split("?")[0]} status=${status} took=${d}ms`, {
        ...o,
        logger: jlog(s, "http.AccessLog"),
      });
      return;
    case "node":
      c.emit(
        t,
        s.name,
        status >= 500 ? "error" : status >= 400 ? "warn" : "info",
        `request completed ${m} ${path} ${status} ${d}ms`,
        o,
      );
      return;
    case "go":
      c.emit(
        t,
        s.name,
        lvl5("error"),
        `http request method=${m} path=${path.split("?")[0]} status=${status} duration=${(ms / 1000).toFixed(4)}s bytes=${status < 300 ? c.r.int(180, 9000) : c.r.int(40, 200)}`,
        o,
      );
      return;
    case "python":
      if (s.flavour === "django")
        c.emit(
          t,
          s.name,
          status >= 500 ? "error" : status >= 400 ? "warn" : "info",
          `"${m} ${path} HTTP/1.1" ${status} ${c.r.int(300, 12000)}`,
          { ...o, logger: "django.server" },
        );
      else if (s.flavour === "gunicorn")
        c.emit(
          t,
          s.name,
          "info",
          `${ip} - - "${m} ${path} HTTP/1.1" ${status} ${c.r.int(90, 9000)} "-" "${callerUa(c, s, q)}" ${Math.round(ms * 1000)}`,
          { ...o, logger: "gunicorn.access" },
        );
      else if (s.flavour === "aiohttp")
        c.emit(
          t,
          s.name,
          "info",
          `${ip} [${new Date(c.clock(s.name, t)).toISOString().slice(0, 19)}] "${m} ${path} HTTP/1.1" ${status} ${c.r.int(120, 4000)} "-" "${callerUa(c, s, q)}" ${(ms / 1000).toFixed(6)}s`,
          { ...o, logger: "aiohttp.access" },
        );
      else
        c.emit(t, s.name, "info", `${ip}:${c.r.int(32768, 60999)} - "${m} ${path} HTTP/1.1" ${status}`, {
          ...o,
          logger: "uvicorn.access",
        });
      return;
    case "dotnet": {
      const u = `http://${s.name}:${port(s)}${path}`;
      c.emit(
        t - ms,
        s.name,
        "info",
        `Request starting HTTP/1.1 ${m} ${u} - ${m === "GET" ? "-" : "application/json"} ${m === "GET" ? "-" : c.r.int(80, 900)}`,
        { ...o, logger: "Microsoft.AspNetCore.Hosting.Diagnostics" },
      );
      c.emit(
        t,
        s.name,
        "info",
        `Request finished HTTP/1.1 ${m} ${u} - ${status} ${status === 204 ? 0 : c.r.int(60, 6000)} application/json;+charset=utf-8 ${ms.toFixed(4)}ms`,
        { ...o, logger: "Microsoft.AspNetCore.Hosting.Diagnostics" },
      );
      return;
    }
    case "ruby": {
      const ctrl = railsController(m, path);
      if (s.flavour === "rails") {
        c.emit(
          t - ms,
          s.name,
          "info",
          `Started ${m} "${path}" for ${q?.ip ?? ip} at ${new Date(c.clock(s.name, t - ms)).toISOString().replace("T", " ").slice(0, 19)} +0000`,
          o,
        );
        c.emit(t - ms + 1, s.name, "info", `Processing by ${ctrl} as ${path.startsWith("/api") ? "JSON" : "HTML"}`, o);
        const db = (ms * c.r.float(0.1, 0.5)).toFixed(1);
        const views = (ms * c.r.float(0.1, 0.4)).toFixed(1);
        c.emit(
          t,
          s.name,
          "info",
          `Completed ${status} ${STATUS_TEXT[status] ?? ""} in ${Math.round(ms)}ms (Views: ${views}ms | ActiveRecord: ${db}ms | Allocations: ${c.r.int(2000, 60000)})`,
          o,
        );
      } else {
        const [cn, an] = ctrl.split("#");
        c.emit(
          t,
          s.name,
          status >= 500 ? "error" : "info",
          `method=${m} path=${path.split("?")[0]} format=json controller=${cn} action=${an} status=${status} allocations=${c.r.int(900, 20000)} duration=${ms.toFixed(2)} view=${(ms * 0.2).toFixed(2)} db=${(ms * 0.3).toFixed(2)}`,
          o,
        );
      }
      return;
    }
    case "elixir":
      c.emit(t - ms, s.name, "info", `${m} ${path.split("?")[0]}`, o);
      c.emit(
        t,
        s.name,
        "info",
        `Sent ${status} in ${ms < 1 ? `${Math.round(ms * 1000)}µs` : `${Math.round(ms)}ms`}`,
        o,
      );
      return;
    default:
      return;
  }
}

const RAILS_ROUTES: Array<[RegExp, string, string]> = [
  [/^\/users\/sign_in/, "POST", "Devise::SessionsController#create"],
  [/^\/book\/[^/]+$/, "GET", "ArenasController#show"],
  [/^\/api\/sessions/, "GET", "Api::SessionsController#index"],
  [/^\/bookings$/, "POST", "BookingsController#create"],
  [/^\/bookings\/[^/]+\/payment$/, "POST", "PaymentsController#create"],
  [/^\/parties$/, "GET", "PartiesController#index"],
  [/^\/parties\/quote$/, "POST", "Parties::QuotesController#create"],
  [/^\/admin\/parties\//, "PATCH", "Admin::PartiesController#update"],
  [/^\/api\/internal\/bookings\/[^/]+\/party$/, "PATCH", "Api::Internal::PartiesController#update"],
  [/^\/packages/, "GET", "PackagesController#index"],
  [/^\/quotes/, "POST", "QuotesController#create"],
  [/^\/waivers\/lookup/, "GET", "WaiversController#lookup"],
  [/^\/waivers$/, "POST", "WaiversController#create"],
];

function railsController(m: string, path: string): string {
  const p = path.split("?")[0] ?? path;
  for (const [re, mm, ctrl] of RAILS_ROUTES) if (re.test(p) && mm === m) return ctrl;
  const seg = p.split("/").filter(Boolean);
  const name = pascal((seg[0] ?? "home").replace(/s$/, "")) || "Home";
  const action =
    m === "POST"
      ? "create"
      : m === "PATCH" || m === "PUT"
        ? "update"
        : m === "DELETE"
          ? "destroy"
          : seg.length > 1
            ? "show"
            : "index";
  return `${name}sController#${action}`;
}

export interface CallErr {
  mode: Mode;
  status?: number;
  timeoutMs: number;
}

/** A caller's own words for a failed call to callee. */
export function callErr(
  c: Ctx,
  caller: Service,
  callee: Service,
  t: number,
  m: string,
  path: string,
  e: CallErr,
  q?: Req,
): void {
  const o = ids(q, c);
  const u = url(callee, path);
  const ip = podIp(c.r);
  const st = e.status ?? 500;
  const stx = `${st} ${STATUS_TEXT[st] ?? ""}`.trim();
  const secs = Math.round(e.timeoutMs / 1000);
  const appFrames = (cls: string) => [
    `${caller.pkg}.client.${pascal(callee.name)}Client.${m === "GET" ? "fetch" : "submit"}:${c.r.int(40, 160)}`,
    `${caller.pkg}.${cls}:${c.r.int(30, 220)}`,
  ];
  switch (caller.rt) {
    case "java": {
      let head: string;
      let cause: [string, string[]] | undefined;
      if (e.mode === "timeout") {
        head = `org.springframework.web.client.ResourceAccessException: I/O error on ${m} request for "${u}": Read timed out`;
        cause = [
          "java.net.SocketTimeoutException: Read timed out",
          [
            "java.base/sun.nio.ch.NioSocketImpl.timedRead:278",
            "java.base/sun.nio.ch.NioSocketImpl.implRead:304",
            "java.base/java.net.Socket$SocketInputStream.read:1099",
          ],
        ];
      } else if (e.mode === "refused" || e.mode === "unavailable") {
        head = `org.springframework.web.client.ResourceAccessException: I/O error on ${m} request for "${u}": Connection refused`;
        cause = [
          "java.net.ConnectException: Connection refused",
          ["java.base/sun.nio.ch.Net.pollConnect:-2", "java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect:551"],
        ];
      } else if (e.mode === "reset" || e.mode === "tls") {
        head = `org.springframework.web.client.ResourceAccessException: I/O error on ${m} request for "${u}": Connection reset`;
        cause = [
          "java.net.SocketException: Connection reset",
          ["java.base/sun.nio.ch.NioSocketImpl.implRead:328", "java.base/java.net.Socket$SocketInputStream.read:1099"],
        ];
      } else {
        head = `org.springframework.web.client.${JAVA_STATUS_CLASS[st] ?? "HttpServerErrorException"}: ${stx}: "{"status":${st},"error":"${STATUS_TEXT[st] ?? "error"}","path":"${path.split("?")[0]}"}"`;
      }
      const type = head.split(":")[0] ?? "Exception";
      c.emit(
        t,
        caller.name,
        st < 500 && e.mode === "status" ? "warn" : "error",
        `Request ${m} ${q?.edgePath.split("?")[0] ?? path} failed calling ${callee.name}: ${head.slice(head.lastIndexOf(".", head.indexOf(":")) + 1)}`,
        {
          ...o,
          logger: jlog(caller, "web.ApiExceptionHandler"),
          err: { type, msg: head.slice(type.length + 2) },
          stack: javaTrace(
            head,
            [...REST_CLIENT, ...appFrames("web.BookingController.handle"), ...SPRING_MVC.slice(0, 4)],
            cause ? [cause] : [],
          ),
        },
      );
      return;
    }
    case "kotlin": {
      let head: string;
      if (e.mode === "timeout")
        head = `java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within ${e.timeoutMs}ms in 'circuitBreaker' (and no fallback has been configured)`;
      else if (e.mode === "refused" || e.mode === "unavailable")
        head = `org.springframework.web.reactive.function.client.WebClientRequestException: Connection refused: ${callee.name}/${ip}:${port(callee)}`;
      else if (e.mode === "reset" || e.mode === "tls")
        head =
          "org.springframework.web.reactive.function.client.WebClientRequestException: Connection prematurely closed BEFORE response";
      else
        head = `org.springframework.web.reactive.function.client.WebClientResponseException$${pascal((STATUS_TEXT[st] ?? "Error").replace(/ /g, "-"))}: ${stx} from ${m} ${u}`;
      const type = head.split(":")[0] ?? "Exception";
      c.emit(
        t,
        caller.name,
        "error",
        `${m} ${q?.edgePath.split("?")[0] ?? path} failed: ${callee.name} call failed: ${head.slice(type.lastIndexOf(".") + 1)}`,
        {
          ...o,
          logger: jlog(caller, "api.ErrorHandler"),
          err: { type, msg: head.slice(type.length + 2) },
          stack: javaTrace(
            head,
            [...WEBFLUX.slice(2), `${caller.pkg}.client.${pascal(callee.name)}Client.call:${c.r.int(40, 140)}`],
            [],
            "kt",
          ),
        },
      );
      return;
    }
    case "node": {
      let err: string;
      let code = "";
      if (e.mode === "timeout") {
        err = `AxiosError: timeout of ${e.timeoutMs}ms exceeded`;
        code = "ECONNABORTED";
      } else if (e.mode === "refused" || e.mode === "unavailable") {
        err = `Error: connect ECONNREFUSED ${ip}:${port(callee)}`;
        code = "ECONNREFUSED";
      } else if (e.mode === "reset" || e.mode === "tls") {
        err = "Error: socket hang up";
        code = "ECONNRESET";
      } else err = `AxiosError: Request failed with status code ${st}`;
      const withStack = c.r.chance(0.4);
      c.emit(
        t,
        caller.name,
        st < 500 && e.mode === "status" ? "warn" : "error",
        `upstream ${callee.name} ${m} ${path.split("?")[0]} failed: ${err.replace(/^\w+: /, "")}${code ? ` (${code})` : ""}`,
        {
          ...o,
          err: { type: err.split(":")[0] ?? "Error", msg: err.slice(err.indexOf(":") + 2) },
          stack: withStack
            ? nodeTrace(err, [
                `${pascal(callee.name)}Client.request (/app/dist/clients/${callee.name}.client.js:${c.r.int(20, 90)}:${c.r.int(5, 30)})`,
                `async ${pascal(caller.name.split("-")[0] ?? "app")}Service.load (/app/dist/${caller.name.split("-")[0]}/service.js:${c.r.int(30, 200)}:${c.r.int(5, 30)})`,
              ])
            : undefined,
        },
      );
      return;
    }
    case "go": {
      let err: string;
      const gm = goMethod(m);
      if (e.mode === "timeout")
        err = `${gm} "${u}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`;
      else if (e.mode === "refused" || e.mode === "unavailable")
        err = `${gm} "${u}": dial tcp ${ip}:${port(callee)}: connect: connection refused`;
      else if (e.mode === "reset" || e.mode === "tls")
        err = `${gm} "${u}": read tcp ${podIp(c.r)}:${c.r.int(32768, 60999)}->${ip}:${port(callee)}: read: connection reset by peer`;
      else err = `unexpected status ${stx} from ${callee.name}`;
      c.emit(
        t,
        caller.name,
        "error",
        `upstream call failed upstream=${callee.name} path=${path.split("?")[0]} err="${err.replace(/"/g, '\\"')}"`,
        o,
      );
      return;
    }
    case "python": {
      const host = `HTTPConnectionPool(host='${callee.name}', port=${port(callee)})`;
      let err: string;
      if (e.mode === "timeout")
        err = `requests.exceptions.ReadTimeout: ${host}: Read timed out. (read timeout=${secs})`;
      else if (e.mode === "refused" || e.mode === "unavailable")
        err = `requests.exceptions.ConnectionError: ${host}: Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${c.r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`;
      else if (e.mode === "reset" || e.mode === "tls")
        err = `requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`;
      else
        err = `requests.exceptions.HTTPError: ${stx} ${st >= 500 ? "Server" : "Client"} Error: ${STATUS_TEXT[st]} for url: ${u}`;
      c.emit(t, caller.name, "error", `call to ${callee.name} failed`, {
        ...o,
        logger: logger(caller, "clients"),
        err: { type: err.split(":")[0] ?? "Exception", msg: err.slice(err.indexOf(":") + 2) },
        stack: pyTrace(
          [
            [
              `/app/${caller.pkg}/clients.py`,
              c.r.int(30, 120),
              "call",
              `resp = self.session.${m.toLowerCase()}(url, json=payload, timeout=${secs})`,
            ],
            [
              "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
              703,
              "send",
              "r = adapter.send(request, **kwargs)",
            ],
          ],
          err,
        ),
      });
      return;
    }
    case "dotnet": {
      let head: string;
      let inner: [string, string[]] | undefined;
      if (e.mode === "timeout") {
        head = `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${secs} seconds elapsing.`;
        inner = ["System.TimeoutException: The operation was canceled.", []];
      } else if (e.mode === "refused" || e.mode === "unavailable") {
        head = `System.Net.Http.HttpRequestException: Connection refused (${callee.name}:${port(callee)})`;
        inner = [
          "System.Net.Sockets.SocketException (111): Connection refused",
          [
            "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
          ],
        ];
      } else if (e.mode === "reset" || e.mode === "tls") {
        head = "System.Net.Http.HttpRequestException: An error occurred while sending the request.";
        inner = [
          "System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
          [],
        ];
      } else
        head = `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${st} (${STATUS_TEXT[st]}).`;
      const type = head.split(":")[0] ?? "Exception";
      c.emit(t, caller.name, "error", `Call to ${callee.name} failed for ${m} ${path.split("?")[0]}`, {
        ...o,
        logger: `${caller.pkg}.Clients.${pascal(callee.name)}Client`,
        err: { type, msg: head.slice(type.length + 2) },
        stack: netTrace(
          head,
          [
            "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
            `${caller.pkg}.Clients.${pascal(callee.name)}Client.SendAsync(HttpRequestMessage request, CancellationToken ct)|/src/${caller.pkg}/Clients/${pascal(callee.name)}Client.cs:${c.r.int(30, 120)}`,
            `${caller.pkg}.Controllers.${pascal(caller.role)}Controller.Handle(CancellationToken ct)|/src/${caller.pkg}/Controllers/${pascal(caller.role)}Controller.cs:${c.r.int(20, 90)}`,
          ],
          inner,
        ),
      });
      return;
    }
    case "ruby": {
      let err: string;
      if (e.mode === "timeout") err = "Faraday::TimeoutError (Net::ReadTimeout with #<TCPSocket:(closed)>)";
      else if (e.mode === "refused" || e.mode === "unavailable")
        err = `Faraday::ConnectionFailed (Failed to open TCP connection to ${callee.name}:${port(callee)} (Connection refused - connect(2) for "${callee.name}" port ${port(callee)}))`;
      else if (e.mode === "reset" || e.mode === "tls") err = "Faraday::ConnectionFailed (Connection reset by peer)";
      else {
        const cls: Record<number, string> = {
          400: "BadRequestError",
          401: "UnauthorizedError",
          403: "ForbiddenError",
          404: "ResourceNotFound",
          409: "ConflictError",
          422: "UnprocessableEntityError",
          429: "TooManyRequestsError",
        };
        err = `Faraday::${st >= 500 ? "ServerError" : (cls[st] ?? "ClientError")} (the server responded with status ${st})`;
      }
      const [ctrl, action] = railsController(q?.route.m ?? m, q?.edgePath ?? path).split("#");
      const file = (ctrl ?? "HomeController")
        .replace(/::/g, "/")
        .replace(/([a-z])([A-Z])/g, "$1_$2")
        .toLowerCase();
      const frames = [
        `app/clients/${callee.name}_client.rb:${c.r.int(12, 80)}:in \`${m === "GET" ? "fetch" : "post_json"}'`,
        `app/controllers/${file}.rb:${c.r.int(10, 90)}:in \`${action ?? "create"}'`,
      ];
      if (caller.flavour === "rails") c.emit(t, caller.name, "fatal", `\n${err}:\n\n${frames.join("\n")}`, o);
      else
        c.emit(
          t,
          caller.name,
          "error",
          `${err.replace(/ \(/, ": ").replace(/\)$/, "")} calling ${callee.name} ${path.split("?")[0]}`,
          o,
        );
      return;
    }
    case "elixir": {
      const reason =
        e.mode === "timeout" ? ":timeout" : e.mode === "status" ? `{:unexpected_status, ${st}}` : ":econnrefused";
      c.emit(
        t,
        caller.name,
        "error",
        `request to ${callee.name} failed: ${e.mode === "status" ? reason : `%Mint.TransportError{reason: ${reason}}`}`,
        o,
      );
      return;
    }
    default:
      return;
  }
}

/** A caller's warning that it will try again. */
export function retryWarn(
  c: Ctx,
  caller: Service,
  callee: Service,
  t: number,
  attempt: number,
  max: number,
  why: string,
  q?: Req,
): void {
  const o = { ...ids(q, c) };
  switch (caller.rt) {
    case "java":
    case "kotlin":
      c.emit(
        t,
        caller.name,
        "warn",
        `Retry '${camel(callee.name)}' recorded a failed retry attempt. Number of retry attempt: '${attempt}', Last exception was: '${why}'. Waiting PT0.${attempt * 2}S until the next attempt.`,
        { ...o, logger: "io.github.resilience4j.retry.internal.RetryImpl" },
      );
      return;
    case "dotnet":
      c.emit(
        t,
        caller.name,
        "warn",
        `Execution attempt. Source: '${camel(callee.name)}-standard//Standard-Retry', Operation Key: '', Result: '${why}', Handled: 'True', Attempt: '${attempt - 1}', Execution Time: ${c.r.float(2, 40).toFixed(4)}ms`,
        { ...o, logger: "Polly" },
      );
      return;
    case "node":
      c.emit(t, caller.name, "warn", `retrying ${callee.name} request (attempt ${attempt + 1}/${max + 1}): ${why}`, o);
      return;
    case "go":
      c.emit(
        t,
        caller.name,
        "warn",
        `retrying upstream=${callee.name} attempt=${attempt} backoff=${attempt * 250}ms err="${why}"`,
        o,
      );
      return;
    case "python":
      c.emit(
        t,
        caller.name,
        "warn",
        `Retrying ${caller.pkg}.clients.${callee.name.replace(/-/g, "_")}.call in ${(0.5 * attempt).toFixed(1)} seconds as it raised ${why}.`,
        { ...o, logger: "tenacity" },
      );
      return;
    case "elixir":
      c.emit(
        t,
        caller.name,
        "warn",
        `retry: got exception, will retry in ${attempt * 1000}ms, ${max - attempt} attempts left`,
        o,
      );
      return;
    default:
      return;
  }
}

/** The short reason string a retry line quotes. */
export function shortWhy(rt: Service["rt"], mode: Mode, status?: number): string {
  if (mode === "timeout")
    return rt === "java" || rt === "kotlin"
      ? "java.net.SocketTimeoutException: Read timed out"
      : rt === "python"
        ? "ReadTimeout"
        : rt === "dotnet"
          ? "TaskCanceledException"
          : "timeout";
  if (mode === "refused" || mode === "unavailable")
    return rt === "java" || rt === "kotlin"
      ? "java.net.ConnectException: Connection refused"
      : rt === "python"
        ? "ConnectionError"
        : rt === "dotnet"
          ? "HttpRequestException"
          : "ECONNREFUSED";
  if (mode === "reset" || mode === "tls")
    return rt === "java" || rt === "kotlin" ? "java.net.SocketException: Connection reset" : "ECONNRESET";
  return rt === "dotnet" ? String(status ?? 500) : `${status ?? 500} ${STATUS_TEXT[status ?? 500] ?? ""}`.trim();
}

export function breakerOpenLine(c: Ctx, caller: Service, callee: Service, t: number, q?: Req): void {
  const o = ids(q, c);
  const n = camel(callee.name);
  if (caller.rt === "java" || caller.rt === "kotlin")
    c.emit(
      t,
      caller.name,
      "error",
      `${q?.route.m ?? "GET"} ${q?.edgePath.split("?")[0] ?? ""} failed: CallNotPermittedException: CircuitBreaker '${n}' is OPEN and does not permit further calls`,
      {
        ...o,
        logger: jlog(caller, caller.rt === "java" ? "web.ApiExceptionHandler" : "api.ErrorHandler"),
        err: {
          type: "io.github.resilience4j.circuitbreaker.CallNotPermittedException",
          msg: `CircuitBreaker '${n}' is OPEN and does not permit further calls`,
        },
      },
    );
  else if (caller.rt === "dotnet")
    c.emit(
      t,
      caller.name,
      "error",
      `Call to ${callee.name} failed: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.`,
      { ...o, logger: `${caller.pkg}.Clients.${pascal(callee.name)}Client` },
    );
  else if (caller.rt === "node")
    c.emit(t, caller.name, "error", `upstream ${callee.name} failed: Breaker is open (EOPENBREAKER)`, o);
}

export function breakerStateLine(c: Ctx, caller: Service, callee: Service, t: number, from: string, to: string): void {
  const n = camel(callee.name);
  if (caller.rt === "java" || caller.rt === "kotlin")
    c.emit(
      t,
      caller.name,
      to === "OPEN" ? "warn" : "info",
      `CircuitBreaker '${n}' changed state from ${from} to ${to}`,
      { logger: jlog(caller, "config.ResilienceEvents") },
    );
  else if (caller.rt === "dotnet")
    c.emit(
      t,
      caller.name,
      to === "OPEN" ? "warn" : "info",
      to === "OPEN"
        ? `Circuit breaker for ${callee.name} opened for 30s`
        : `Circuit breaker for ${callee.name} ${to === "CLOSED" ? "reset" : "half-opened"}`,
      { logger: "Polly" },
    );
  else if (caller.rt === "node")
    c.emit(
      t,
      caller.name,
      to === "OPEN" ? "warn" : "info",
      `circuit ${callee.name} ${to.toLowerCase().replace("_", "-")}`,
      {},
    );
}

/** Which callers retry, how often and with what timeout. */
export function callerPolicy(s: Service): { retries: number; timeoutMs: number; breaker: boolean } {
  switch (s.rt) {
    case "java":
      return { retries: 2, timeoutMs: 5000, breaker: true };
    case "kotlin":
      return { retries: 2, timeoutMs: 3000, breaker: true };
    case "dotnet":
      return { retries: 2, timeoutMs: 10000, breaker: true };
    case "node":
      return { retries: 1, timeoutMs: 5000, breaker: s.role === "pay" || s.role === "gm" };
    case "go":
      return { retries: 1, timeoutMs: 2000, breaker: false };
    case "python":
      return { retries: 2, timeoutMs: 10000, breaker: false };
    case "elixir":
      return { retries: 2, timeoutMs: 5000, breaker: false };
    case "ruby":
      return { retries: 0, timeoutMs: 15000, breaker: false };
    default:
      return { retries: 0, timeoutMs: 30000, breaker: false };
  }
}

/** Startup lines in the runtime's own words. */
export function startup(c: Ctx, s: Service, t: number, note = ""): number {
  c.boots.set(s.name, [...(c.boots.get(s.name) ?? []), t]);
  const L = (dt: number, msg: string, lg?: string, lv: Level = "info") =>
    c.emit(t + dt, s.name, lv, msg, { logger: lg });
  const app = `${pascal(s.name)}Application`;
  switch (s.rt) {
    case "java":
      L(
        0,
        `Starting ${app} v${s.version} using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)`,
        jlog(s, app),
      );
      L(40, `The following 1 profile is active: "prod"${note}`, jlog(s, app));
      L(2100, "Tomcat initialized with port 8080 (http)", "o.s.b.w.embedded.tomcat.TomcatWebServer");
      L(4300, "HikariPool-1 - Starting...", "com.zaxxer.hikari.HikariDataSource");
      L(
        4700,
        `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${c.r.hex(8)}`,
        "com.zaxxer.hikari.pool.HikariPool",
      );
      L(4710, "HikariPool-1 - Start completed.", "com.zaxxer.hikari.HikariDataSource");
      L(8200, "Tomcat started on port 8080 (http) with context path '/'", "o.s.b.w.embedded.tomcat.TomcatWebServer");
      L(8260, `Started ${app} in 8.913 seconds (process running for 9.771)`, jlog(s, app));
      return 8300;
    case "kotlin":
      L(0, `Starting ${app}Kt v${s.version} using Java 21.0.3 with PID 1`, jlog(s, `${app}Kt`));
      L(1900, "Netty started on port 8080 (http)", "o.s.b.web.embedded.netty.NettyWebServer");
      L(1950, `Started ${app}Kt in 6.402 seconds (process running for 7.118)${note}`, jlog(s, `${app}Kt`));
      return 2000;
    case "node":
      L(0, `${s.name}@${s.version} starting (node v20.12.2, NODE_ENV=production)`);
      L(600, `connected to redis ${s.name.split("-")[0]}-redis:6379`);
      L(900, `server listening on http://0.0.0.0:${s.port}${note}`);
      return 950;
    case "go":
      L(0, `starting ${s.name} version=${s.version} commit=${c.r.hex(7)} go=go1.22.3`);
      L(300, `config loaded source=/etc/${s.name}/config.yaml${note}`);
      L(450, `http server listening addr=:${s.port}`);
      return 500;
    case "python":
      if (s.flavour === "celery") {
        L(0, `Connected to redis://${s.name}-broker:6379/0`, "celery.worker.consumer.connection");
        L(300, "mingle: all alone", "celery.worker.consumer.mingle");
        L(600, `celery@${s.name}-${c.r.hex(5)} ready.${note}`, "celery.apps.worker");
        return 650;
      }
      if (s.flavour === "gunicorn" || s.flavour === "django") {
        L(0, "Starting gunicorn 22.0.0", "gunicorn.error");
        L(20, `Listening at: http://0.0.0.0:${s.port} (1)`, "gunicorn.error");
        L(40, "Using worker: sync", "gunicorn.error");
        L(1200, `Booting worker with pid: ${c.r.int(7, 40)}${note}`, "gunicorn.error");
        return 1300;
      }
      L(0, "Started server process [1]", "uvicorn.error");
      L(10, "Waiting for application startup.", "uvicorn.error");
      L(900, `Application startup complete.${note}`, "uvicorn.error");
      L(905, `Uvicorn running on http://0.0.0.0:${s.port} (Press CTRL+C to quit)`, "uvicorn.error");
      return 950;
    case "dotnet":
      L(0, `Starting ${s.pkg} ${s.version} on .NET 8.0.4${note}`, `${s.pkg}.Program`);
      L(1900, `Now listening on: http://[::]:${s.port}`, "Microsoft.Hosting.Lifetime");
      L(1905, "Application started. Press Ctrl+C to shut down.", "Microsoft.Hosting.Lifetime");
      L(1906, "Hosting environment: Production", "Microsoft.Hosting.Lifetime");
      L(1907, "Content root path: /app", "Microsoft.Hosting.Lifetime");
      return 1950;
    case "ruby":
      if (s.flavour === "sidekiq") {
        L(0, `Booted Rails 7.1.3.2 application in production environment${note}`);
        L(40, "Running in ruby 3.3.1 (2024-04-23 revision c56cd86388) +YJIT [x86_64-linux]");
        L(60, "Starting processing, hit Ctrl-C to stop");
        return 100;
      }
      L(0, "Puma starting in cluster mode...");
      L(5, '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")');
      L(8, "*  Min threads: 5\n*  Max threads: 5\n*  Environment: production");
      L(1800, `* Listening on http://0.0.0.0:${s.port}${note}`);
      L(1810, "Use Ctrl-C to stop");
      return 1900;
    case "elixir":
      L(0, `Running ScoreWeb.Endpoint with Bandit 1.5.0 at :::${s.port} (http)${note}`);
      L(4, "Access ScoreWeb.Endpoint at https://score.photonrush.co.uk");
      return 50;
    case "keycloak":
      L(
        0,
        `Keycloak ${s.version} on JVM (powered by Quarkus 3.8.4) started in 11.214s. Listening on: http://0.0.0.0:8080. Management interface listening on http://0.0.0.0:9000.`,
        "io.quarkus",
      );
      return 50;
    default:
      return 0;
  }
}

export function shutdown(c: Ctx, s: Service, t: number): number {
  const L = (dt: number, msg: string, lg?: string) => c.emit(t + dt, s.name, "info", msg, { logger: lg });
  switch (s.rt) {
    case "java":
      L(
        0,
        "Commencing graceful shutdown. Waiting for active requests to complete",
        "o.s.b.w.embedded.tomcat.GracefulShutdown",
      );
      L(600, "Graceful shutdown complete", "o.s.b.w.embedded.tomcat.GracefulShutdown");
      L(650, "HikariPool-1 - Shutdown initiated...", "com.zaxxer.hikari.HikariDataSource");
      L(700, "HikariPool-1 - Shutdown completed.", "com.zaxxer.hikari.HikariDataSource");
      return 720;
    case "kotlin":
      L(
        0,
        "Commencing graceful shutdown. Waiting for active requests to complete",
        "o.s.b.web.embedded.netty.GracefulShutdown",
      );
      L(400, "Graceful shutdown complete", "o.s.b.web.embedded.netty.GracefulShutdown");
      return 420;
    case "node":
      L(0, "SIGTERM received, closing server");
      L(300, "server closed, exiting");
      return 320;
    case "go":
      L(0, "shutdown signal received signal=terminated");
      L(200, "http server stopped");
      return 220;
    case "python":
      if (s.flavour === "celery") {
        L(0, "worker: Warm shutdown (MainProcess)", "celery.apps.worker");
        return 300;
      }
      if (s.flavour === "gunicorn" || s.flavour === "django") {
        L(0, "Handling signal: term", "gunicorn.error");
        L(400, `Worker exiting (pid: ${c.r.int(7, 40)})`, "gunicorn.error");
        L(600, "Shutting down: Master", "gunicorn.error");
        return 620;
      }
      L(0, "Shutting down", "uvicorn.error");
      L(100, "Waiting for application shutdown.", "uvicorn.error");
      L(150, "Application shutdown complete.", "uvicorn.error");
      L(160, "Finished server process [1]", "uvicorn.error");
      return 170;
    case "dotnet":
      L(0, "Application is shutting down...", "Microsoft.Hosting.Lifetime");
      return 30;
    case "ruby":
      if (s.flavour === "sidekiq") {
        L(0, "Shutting down");
        L(500, "Terminating quiet threads for default capsule");
        L(900, "Bye!");
        return 920;
      }
      L(0, "- Gracefully stopping, waiting for requests to finish");
      L(
        800,
        "=== puma shutdown: 2026-05-16 00:00:00 +0000 ===".replace(
          "2026-05-16 00:00:00",
          new Date(c.clock(s.name, t + 800)).toISOString().replace("T", " ").slice(0, 19),
        ),
      );
      L(820, "- Goodbye!");
      return 840;
    case "elixir":
      L(0, "Shutting down ScoreWeb.Endpoint");
      return 30;
    default:
      return 0;
  }
}

/** A probe request line for services that log kubelet probes. */
export function probeLine(c: Ctx, s: Service, t: number): void {
  const path =
    s.rt === "dotnet" ? "/healthz" : s.rt === "go" ? "/healthz" : s.rt === "python" ? "/health" : "/health/ready";
  const ip = `10.${c.r.int(40, 47)}.${c.r.int(0, 15)}.1`;
  switch (s.rt) {
    case "node":
      c.bg(t, s.name, "info", `request completed GET ${path} 200 ${c.r.float(0.3, 2).toFixed(1)}ms`);
      return;
    case "go":
      c.bg(
        t,
        s.name,
        "debug",
        `http request method=GET path=${path} status=200 duration=${(c.r.float(0.1, 0.9) / 1000).toFixed(6)}s bytes=2 user_agent=kube-probe/1.29`,
      );
      return;
    case "python":
      if (s.flavour === "django") c.bg(t, s.name, "info", `"GET ${path} HTTP/1.1" 200 2`, { logger: "django.server" });
      else if (s.flavour === "gunicorn")
        c.bg(t, s.name, "info", `${ip} - - "GET ${path} HTTP/1.1" 200 15 "-" "kube-probe/1.29" ${c.r.int(600, 2400)}`, {
          logger: "gunicorn.access",
        });
      else
        c.bg(t, s.name, "info", `${ip}:${c.r.int(32768, 60999)} - "GET ${path} HTTP/1.1" 200`, {
          logger: "uvicorn.access",
        });
      return;
    case "dotnet":
      c.bg(
        t,
        s.name,
        "info",
        `Request finished HTTP/1.1 GET http://${ip.replace(/\.1$/, `.${c.r.int(2, 250)}`)}:8080${path} - 200 - text/plain 0.${c.r.int(2000, 9999)}ms`,
        { logger: "Microsoft.AspNetCore.Hosting.Diagnostics" },
      );
      return;
    default:
      return;
  }
}

/** The V8 isolate address Node prints in --trace-gc lines; it changes with each process. */
export function nodeIsolate(c: Ctx, svc: string, t: number): string {
  const n = (c.boots.get(svc) ?? []).filter((b) => b <= t).length;
  let h = n * 7919 + 17;
  for (const ch of svc) h = (h * 131 + ch.charCodeAt(0)) % 0xfffffff;
  return h.toString(16).padStart(7, "5");
}

/** One GC line in the runtime's own shape (G1 unified logging, Node --trace-gc, Go gctrace). */
export function gcLine(c: Ctx, s: Service, t: number, i: number, heapMb = 1024, pressure = 0): void {
  if (s.rt === "java" || s.rt === "kotlin" || s.rt === "keycloak") {
    const before = Math.round(heapMb * c.r.float(0.45, 0.7) + pressure * heapMb * 0.3);
    const after = Math.round(before * c.r.float(0.35, 0.55) + pressure * heapMb * 0.35);
    const pause = (c.r.float(3, 14) * (1 + pressure * 8)).toFixed(3);
    c.bg(
      t,
      s.name,
      "info",
      `[gc] GC(${1400 + i}) Pause Young (Normal) (G1 Evacuation Pause) ${before}M->${Math.min(after, heapMb - 8)}M(${heapMb}M) ${pause}ms`,
      { logger: "gc" },
    );
  } else if (s.rt === "node") {
    const a = (heapMb * c.r.float(0.2, 0.35) + pressure * heapMb * 0.6).toFixed(1);
    const b = (Number(a) * c.r.float(0.8, 0.95)).toFixed(1);
    const kind = pressure > 0.6 ? "Mark-Compact" : "Scavenge";
    const mu = (0.99 - pressure * 0.8).toFixed(3);
    c.bg(
      t,
      s.name,
      "info",
      `[1:0x${nodeIsolate(c, s.name, t)}] ${Math.round(c.uptime(s.name, t) * 1000)} ms: ${kind} ${a} (${(Number(a) * 1.2).toFixed(1)}) -> ${b} (${(Number(a) * 1.22).toFixed(1)}) MB, ${(c.r.float(0.5, 3) * (1 + pressure * 60)).toFixed(1)} / 0.0 ms  (average mu = ${mu}, current mu = ${mu}) ${pressure > 0.6 ? "allocation failure; scavenge might not succeed" : "task"}`,
    );
  } else if (s.rt === "go") {
    const live = Math.round(heapMb * c.r.float(0.15, 0.3) + pressure * heapMb * 0.6);
    const up = c.uptime(s.name, t);
    c.bg(
      t,
      s.name,
      "info",
      `gc ${Math.max(1, Math.round(up / 85))} @${up.toFixed(3)}s ${Math.round(1 + pressure * 30)}%: 0.031+${c.r.float(0.5, 3).toFixed(1)}+0.045 ms clock, 0.25+0.31/2.4/0+0.36 ms cpu, ${live + 12}->${live + 14}->${live} MB, ${live * 2} MB goal, 0 MB stacks, 0 MB globals, 8 P`,
    );
  }
}
