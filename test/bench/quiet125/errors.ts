// How a caller in each runtime reports a failed call to another service: the one-line error its logger prints,
// the exception class, and the stack in the runtime's shape. Used by noise (restarts) and incidents (callers).
import type { Rand } from "./rng.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";
import type { Estate, Runtime, Svc } from "./types.js";

export type CallFailure = "refused" | "reset" | "timeout" | "status";

export interface Target {
  name: string;
  port: number;
  method: string;
  path: string;
  status?: number;
  timeoutMs?: number;
}

export interface Reported {
  detail: string;
  kind: string;
  stack?: string[];
}

/** "careplan-svc" -> "CareplanSvc", "al-roster" -> "Roster", "sched_api" -> "SchedApi". */
export function camel(name: string): string {
  return name
    .replace(/^al-/, "")
    .split(/[-_]/)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join("");
}
const pkg = (name: string) => name.replace(/^al-/, "").replace(/[-_]/g, "").toLowerCase();

function javaFrames(e: Estate, caller: Svc, t: Target, r: Rand): string[] {
  return [
    `${e.ns}.${pkg(caller.name)}.client.${camel(t.name)}Client.${t.method === "GET" ? "fetch" : "submit"}(${camel(t.name)}Client.java:${r.int(40, 140)})`,
    `${e.ns}.${pkg(caller.name)}.service.${camel(caller.name)}Service.handle(${camel(caller.name)}Service.java:${r.int(60, 300)})`,
    `${e.ns}.${pkg(caller.name)}.web.${camel(caller.name)}Controller.post(${camel(caller.name)}Controller.java:${r.int(30, 120)})`,
    "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
    "org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)",
  ];
}

function nodeFrames(caller: Svc, t: Target): string[] {
  return [
    "AxiosError.from (/app/node_modules/axios/dist/node/axios.cjs:837:14)",
    "RedirectableRequest.handleRequestError (/app/node_modules/axios/dist/node/axios.cjs:3087:25)",
    "RedirectableRequest.emit (node:events:519:28)",
    "ClientRequest.eventHandlers.<computed> (/app/node_modules/follow-redirects/index.js:38:24)",
    "ClientRequest.emit (node:events:519:28)",
    "Socket.socketErrorListener (node:_http_client:500:9)",
    "process.processTicksAndRejections (node:internal/process/task_queues:82:21)",
    `async ${camel(t.name)}Client.${t.method === "GET" ? "get" : "post"} (/app/dist/clients/${pkg(t.name)}.js:41:22)`,
    `async /app/dist/routes/${pkg(caller.name)}.js:88:19`,
  ];
}

function dotnetFrames(e: Estate, caller: Svc, t: Target): string[] {
  const ns = `${e.ns}.${camel(caller.name)}`;
  return [
    "System.Net.Http.HttpConnectionPool.SendWithVersionDetectionAndRetryAsync(HttpRequestMessage request, Boolean async, Boolean doRequestAuthentication, CancellationToken cancellationToken)",
    "System.Net.Http.DiagnosticsHandler.SendAsyncCore(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
    "Microsoft.Extensions.Http.Logging.LoggingHttpMessageHandler.<SendCoreAsync>g__Core|4_0(HttpRequestMessage request, Boolean useAsync, CancellationToken cancellationToken)",
    "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
    `${ns}.Clients.${camel(t.name)}Client.SendAsync(String path, CancellationToken ct) in /src/${ns}/Clients/${camel(t.name)}Client.cs:line 57`,
    `${ns}.Services.${camel(caller.name)}Service.HandleAsync(CancellationToken ct) in /src/${ns}/Services/${camel(caller.name)}Service.cs:line 112`,
  ];
}

function pyFrames(caller: Svc, t: Target): Array<[string, number, string, string]> {
  const mod = pkg(caller.name);
  return [
    [
      `/app/${mod}/clients/${pkg(t.name)}.py`,
      47,
      "call",
      `resp = self.session.request(method, url, json=payload, timeout=self.timeout)`,
    ],
    [
      "/usr/local/lib/python3.11/site-packages/requests/sessions.py",
      589,
      "request",
      "resp = self.send(prep, **send_kwargs)",
    ],
    [
      "/usr/local/lib/python3.11/site-packages/requests/sessions.py",
      703,
      "send",
      "r = adapter.send(request, **kwargs)",
    ],
    [
      "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
      519,
      "send",
      "raise ConnectionError(e, request=request)",
    ],
  ];
}

function rubyFrames(caller: Svc, t: Target): string[] {
  return [
    "/usr/local/bundle/gems/net-http-0.4.1/lib/net/http.rb:1603:in `initialize'",
    "/usr/local/bundle/gems/net-http-0.4.1/lib/net/http.rb:1603:in `open'",
    "/usr/local/bundle/gems/net-http-0.4.1/lib/net/http.rb:1603:in `block in connect'",
    "/usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb:66:in `perform_request'",
    `/app/app/services/${pkg(t.name)}_client.rb:22:in \`${t.method === "GET" ? "fetch" : "submit"}'`,
    `/app/app/jobs/${pkg(caller.name)}_sync_job.rb:14:in \`perform'`,
  ];
}

/** What `caller` logs when a call to `t` fails in the given way. */
export function callerError(r: Rand, e: Estate, caller: Svc, t: Target, how: CallFailure): Reported {
  const ip = `${e.podNet}.${r.int(2, 9)}.${r.int(2, 250)}`;
  const url = `http://${t.name}:${t.port}${t.path}`;
  const rt: Runtime = caller.rt;
  const tmo = t.timeoutMs ?? 10000;
  const status = t.status ?? 503;
  switch (rt) {
    case "java": {
      if (how === "status")
        return {
          kind: `org.springframework.web.client.HttpServerErrorException$${status === 503 ? "ServiceUnavailable" : status === 502 ? "BadGateway" : status === 504 ? "GatewayTimeout" : "InternalServerError"}`,
          detail: `${status} ${status === 503 ? "Service Unavailable" : status === 502 ? "Bad Gateway" : status === 504 ? "Gateway Timeout" : "Internal Server Error"} on ${t.method} request for "${url}": [no body]`,
        };
      const cause =
        how === "refused"
          ? "java.net.ConnectException: Connection refused"
          : how === "reset"
            ? "java.net.SocketException: Connection reset"
            : "java.net.SocketTimeoutException: Read timed out";
      const head = `org.springframework.web.client.ResourceAccessException: I/O error on ${t.method} request for "${url}": ${cause.split(": ")[1]}`;
      return {
        kind: "org.springframework.web.client.ResourceAccessException",
        detail: head.split(": ").slice(1).join(": "),
        stack: javaTrace(head, javaFrames(e, caller, t, r), [
          {
            head: cause,
            frames:
              how === "refused"
                ? [
                    "java.base/sun.nio.ch.Net.pollConnect(Native Method)",
                    "java.base/sun.nio.ch.Net.pollConnectNow(Net.java:672)",
                    "java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:547)",
                    "java.base/java.net.Socket.connect(Socket.java:751)",
                  ]
                : [
                    "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:318)",
                    "java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:346)",
                    "java.base/java.io.BufferedInputStream.fill(BufferedInputStream.java:291)",
                    "java.base/sun.net.www.http.HttpClient.parseHTTPHeader(HttpClient.java:829)",
                  ],
            more: r.int(60, 110),
          },
        ]),
      };
    }
    case "node": {
      if (how === "status")
        return {
          kind: "AxiosError",
          detail: `Request failed with status code ${status}`,
          stack: nodeTrace(`AxiosError: Request failed with status code ${status}`, [
            "settle (/app/node_modules/axios/dist/node/axios.cjs:1966:12)",
            "IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3065:11)",
            "IncomingMessage.emit (node:events:531:35)",
            "endReadableNT (node:internal/streams/readable:1696:12)",
            "process.processTicksAndRejections (node:internal/process/task_queues:82:21)",
            `async ${camel(t.name)}Client.${t.method === "GET" ? "get" : "post"} (/app/dist/clients/${pkg(t.name)}.js:41:22)`,
          ]),
        };
      const msg =
        how === "refused"
          ? `connect ECONNREFUSED ${ip}:${t.port}`
          : how === "reset"
            ? "socket hang up"
            : `timeout of ${tmo}ms exceeded`;
      const code = how === "refused" ? "ECONNREFUSED" : how === "reset" ? "ECONNRESET" : "ECONNABORTED";
      return { kind: `AxiosError ${code}`, detail: msg, stack: nodeTrace(`AxiosError: ${msg}`, nodeFrames(caller, t)) };
    }
    case "python": {
      const host = `HTTPConnectionPool(host='${t.name}', port=${t.port})`;
      if (how === "status")
        return {
          kind: "requests.exceptions.HTTPError",
          detail: `${status} Server Error: ${status === 503 ? "Service Unavailable" : status === 502 ? "Bad Gateway" : "Internal Server Error"} for url: ${url}`,
        };
      if (how === "timeout")
        return {
          kind: "requests.exceptions.ReadTimeout",
          detail: `${host}: Read timed out. (read timeout=${tmo / 1000})`,
          stack: pyTrace(pyFrames(caller, t), [
            `requests.exceptions.ReadTimeout: ${host}: Read timed out. (read timeout=${tmo / 1000})`,
          ]),
        };
      const inner =
        how === "refused"
          ? `NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused')`
          : "ProtocolError('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))";
      const detail =
        how === "refused"
          ? `${host}: Max retries exceeded with url: ${t.path} (Caused by ${inner})`
          : `('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`;
      return {
        kind: "requests.exceptions.ConnectionError",
        detail,
        stack: pyTrace(pyFrames(caller, t), [`requests.exceptions.ConnectionError: ${detail}`]),
      };
    }
    case "go": {
      const verb = t.method.charAt(0) + t.method.slice(1).toLowerCase();
      if (how === "status") return { kind: "http status", detail: `${t.method} ${url}: unexpected status ${status}` };
      const tail =
        how === "refused"
          ? `dial tcp ${ip}:${t.port}: connect: connection refused`
          : how === "reset"
            ? `read tcp ${e.podNet}.${r.int(2, 9)}.${r.int(2, 250)}:${r.int(32768, 60999)}->${ip}:${t.port}: read: connection reset by peer`
            : "context deadline exceeded (Client.Timeout exceeded while awaiting headers)";
      return { kind: how === "timeout" ? "net/http timeout" : "*net.OpError", detail: `${verb} "${url}": ${tail}` };
    }
    case "dotnet": {
      if (how === "status")
        return {
          kind: "System.Net.Http.HttpRequestException",
          detail: `Response status code does not indicate success: ${status} (${status === 503 ? "Service Unavailable" : status === 502 ? "Bad Gateway" : status === 504 ? "Gateway Timeout" : "Internal Server Error"}).`,
        };
      if (how === "timeout") {
        const head = `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${tmo / 1000} seconds elapsing.`;
        return {
          kind: "System.Threading.Tasks.TaskCanceledException",
          detail: head.split(": ")[1],
          stack: dotnetTrace(head, dotnetFrames(e, caller, t), [
            {
              head: "System.TimeoutException: The operation was canceled.",
              frames: [],
            },
            {
              head: "System.Threading.Tasks.TaskCanceledException: The operation was canceled.",
              frames: [
                "System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
                "System.Net.Http.HttpConnectionPool.SendWithVersionDetectionAndRetryAsync(HttpRequestMessage request, Boolean async, Boolean doRequestAuthentication, CancellationToken cancellationToken)",
              ],
            },
          ]),
        };
      }
      const sock =
        how === "refused"
          ? "SocketException (111): Connection refused"
          : "SocketException (104): Connection reset by peer";
      const head =
        how === "refused"
          ? `System.Net.Http.HttpRequestException: Connection refused (${t.name}:${t.port})`
          : "System.Net.Http.HttpRequestException: An error occurred while sending the request.";
      return {
        kind: "System.Net.Http.HttpRequestException",
        detail: head.split(": ").slice(1).join(": "),
        stack: dotnetTrace(head, dotnetFrames(e, caller, t), [
          {
            head: `System.Net.Sockets.${sock}`,
            frames: [
              "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
              "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.System.Threading.Tasks.Sources.IValueTaskSource.GetResult(Int16 token)",
              "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
            ],
          },
        ]),
      };
    }
    case "ruby": {
      if (how === "status")
        return {
          kind: "Faraday::ServerError",
          detail: `the server responded with status ${status}`,
        };
      const head =
        how === "refused"
          ? `Faraday::ConnectionFailed: Failed to open TCP connection to ${t.name}:${t.port} (Connection refused - connect(2) for "${t.name}" port ${t.port})`
          : how === "reset"
            ? "Faraday::ConnectionFailed: Connection reset by peer"
            : `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)>`;
      return {
        kind: head.slice(0, head.indexOf(": ")),
        detail: head.split(": ").slice(1).join(": "),
        stack: rubyTrace(head, rubyFrames(caller, t)),
      };
    }
    default: {
      // nginx / envoy report upstream failures in their own error lines (see proxies.ts).
      return { kind: "upstream", detail: `${how} from ${t.name}` };
    }
  }
}
