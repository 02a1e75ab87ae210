// How a calling service reports a failed call in its own runtime's words.
import { podIp, reason } from "./flows.js";
import { javaTrace, nodeTrace, rubyTrace } from "./stacks.js";
import type { Ctx, Service } from "./types.js";

export type CallFailure = { status: number } | { timeout: number } | { refused: true } | { reset: true };

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1).replace(/[-_](\w)/g, (_, ch: string) => ch.toUpperCase());
}

/** Message and stack a caller writes when its call to `callee` fails. */
export function callerError(
  c: Ctx,
  caller: Service,
  callee: Service,
  method: string,
  path: string,
  f: CallFailure,
): { msg: string; stack?: string[] } {
  const r = c.r;
  const url = `http://${callee.name}:${callee.port}${path}`;
  const ip = `${podIp(r.pick(callee.pods))}:${callee.port}`;
  const client = `${cap(callee.name)}Client`;
  switch (caller.runtime) {
    case "node": {
      if ("status" in f)
        return {
          msg: `upstream ${callee.name} responded ${f.status} for ${method} ${path}`,
          stack: nodeTrace(`AxiosError: Request failed with status code ${f.status}`, [
            "settle (/app/node_modules/axios/dist/node/axios.cjs:1966:12)",
            "IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3065:11)",
            "IncomingMessage.emit (node:events:531:35)",
            "endReadableNT (node:internal/streams/readable:1696:12)",
            "process.processTicksAndRejections (node:internal/process/task_queues:82:21)",
            "Axios.request (/app/node_modules/axios/dist/node/axios.cjs:3876:41)",
            `async ${client}.${method === "GET" ? "get" : "post"} (/app/dist/clients/${callee.name}.client.js:${r.int(30, 90)}:${r.int(5, 30)})`,
          ]),
        };
      if ("timeout" in f)
        return {
          msg: `upstream ${callee.name} timed out after ${f.timeout}ms for ${method} ${path}`,
          stack: nodeTrace(
            `AxiosError: timeout of ${f.timeout}ms exceeded`,
            [
              "RedirectableRequest.handleRequestTimeout (/app/node_modules/axios/dist/node/axios.cjs:3205:16)",
              "RedirectableRequest.emit (node:events:519:28)",
              "Timeout.<anonymous> (/app/node_modules/follow-redirects/index.js:221:12)",
              "listOnTimeout (node:internal/timers:573:17)",
            ],
            ["  code: 'ECONNABORTED'"],
          ),
        };
      const code = "refused" in f ? "ECONNREFUSED" : "ECONNRESET";
      return {
        msg: `upstream ${callee.name} unavailable for ${method} ${path}: ${code}`,
        stack: nodeTrace(
          code === "ECONNREFUSED" ? `Error: connect ECONNREFUSED ${ip}` : "Error: socket hang up",
          code === "ECONNREFUSED"
            ? ["TCPConnectWrap.afterConnect [as oncomplete] (node:net:1605:16)"]
            : [
                "Socket.socketOnEnd (node:_http_client:524:23)",
                "Socket.emit (node:events:531:35)",
                "endReadableNT (node:internal/streams/readable:1696:12)",
              ],
          [`  code: '${code}'`],
        ),
      };
    }
    case "ruby": {
      const frames = [
        `app/services/${callee.name}_client.rb:${r.int(20, 80)}:in \`${method === "GET" ? "fetch" : "submit"}'`,
        `app/controllers/${callee.role}_controller.rb:${r.int(10, 60)}:in \`create'`,
      ];
      if ("status" in f)
        return {
          msg: `Faraday::ServerError (the server responded with status ${f.status}) calling ${url}`,
          stack: rubyTrace([
            "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in `on_complete'",
            ...frames,
          ]),
        };
      if ("timeout" in f)
        return {
          msg: `Faraday::TimeoutError (Net::ReadTimeout with #<TCPSocket:(closed)>) calling ${url} after ${f.timeout / 1000}s`,
          stack: rubyTrace([
            "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
            "/usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb:66:in `call'",
            ...frames,
          ]),
        };
      return {
        msg: `Faraday::ConnectionFailed (Failed to open TCP connection to ${callee.name}:${callee.port} (${"refused" in f ? "Connection refused" : "Connection reset by peer"})) calling ${url}`,
        stack: rubyTrace(frames),
      };
    }
    case "java":
    case "kotlin": {
      const kt = caller.runtime === "kotlin";
      const app = [
        `${caller.pkg}.clients.${client}.${method === "GET" ? "fetch" : "create"}(${client}.${kt ? "kt" : "java"}:${r.int(40, 140)})`,
        `${caller.pkg}.appointments.AppointmentService.${method === "GET" ? "load" : "book"}(AppointmentService.${kt ? "kt" : "java"}:${r.int(40, 200)})`,
      ];
      if ("status" in f) {
        const exc = kt
          ? "io.ktor.client.plugins.ServerResponseException"
          : `org.springframework.web.client.HttpServerErrorException$${reason(f.status).replace(/\s/g, "")}`;
        const m = kt
          ? `Server error(${method} ${url}: ${f.status} ${reason(f.status)}. Text: "{\\"title\\":\\"${reason(f.status)}\\",\\"status\\":${f.status}}"`
          : `${f.status} ${reason(f.status)}: "{"error":"${reason(f.status).toLowerCase()}"}"`;
        return {
          msg: `call to ${callee.name} failed: ${f.status} ${reason(f.status)}`,
          stack: javaTrace(exc, m, app, kt ? "ktor" : "spring"),
        };
      }
      if ("timeout" in f)
        return {
          msg: `call to ${callee.name} timed out after ${f.timeout} ms`,
          stack: javaTrace(
            kt
              ? "io.ktor.client.plugins.HttpRequestTimeoutException"
              : "org.springframework.web.client.ResourceAccessException",
            kt
              ? `Request timeout has expired [url=${url}, request_timeout=${f.timeout} ms]`
              : `I/O error on ${method} request for "${url}": Read timed out`,
            app,
            kt ? "ktor" : "spring",
            kt
              ? []
              : [
                  {
                    exc: "java.net.SocketTimeoutException",
                    msg: "Read timed out",
                    frames: ["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)"],
                  },
                ],
          ),
        };
      return {
        msg: `call to ${callee.name} failed: ${"refused" in f ? "connection refused" : "connection reset"}`,
        stack: javaTrace(
          "org.springframework.web.client.ResourceAccessException",
          `I/O error on ${method} request for "${url}": ${"refused" in f ? "Connection refused" : "Connection reset"}`,
          app,
          "spring",
          [
            {
              exc: "refused" in f ? "java.net.ConnectException" : "java.net.SocketException",
              msg: "refused" in f ? "Connection refused" : "Connection reset",
              frames: ["java.base/sun.nio.ch.Net.pollConnect(Native Method)"],
            },
          ],
        ),
      };
    }
    case "python": {
      if ("status" in f) return { msg: `${callee.name} call failed: HTTP ${f.status} for ${method} ${url}` };
      if ("timeout" in f)
        return { msg: `${callee.name} call failed: httpx.ReadTimeout after ${f.timeout / 1000}s for ${method} ${url}` };
      return { msg: `${callee.name} call failed: httpx.ConnectError: [Errno 111] Connection refused` };
    }
    case "dotnet": {
      if ("status" in f)
        return {
          msg: `Call to ${callee.name} failed with status code ${f.status} (${reason(f.status)}) for ${method} ${url}`,
        };
      if ("timeout" in f)
        return {
          msg: `Call to ${callee.name} timed out: The request was canceled due to the configured HttpClient.Timeout of ${f.timeout / 1000} seconds elapsing.`,
        };
      return { msg: `Call to ${callee.name} failed: Connection refused (${callee.name}:${callee.port})` };
    }
    default: {
      if ("status" in f) return { msg: `${callee.name} ${method} ${path} -> ${f.status}` };
      if ("timeout" in f)
        return {
          msg: `${callee.name} ${method} ${path}: context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        };
      return { msg: `${callee.name} ${method} ${path}: dial tcp ${ip}: connect: connection refused` };
    }
  }
}
