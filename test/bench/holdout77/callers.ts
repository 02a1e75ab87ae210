// How a caller reports a failing callee, in the caller's runtime and words (no knowledge of why).

import type { Runtime } from "./estates.js";
import type { Level } from "./formats.js";
import { hex, int, pick, type Rng } from "./rng.js";
import { dotnetStack, javaStack, nodeStack, pyTrace, rubyStack } from "./stacks.js";

export type Mode = "timeout" | "500" | "502" | "503" | "401" | "403" | "429" | "422" | "refused";
export interface Line {
  level: Level;
  msg: string;
  stack?: string[];
}

const reason: Record<string, string> = {
  "500": "Internal Server Error",
  "502": "Bad Gateway",
  "503": "Service Unavailable",
  "401": "Unauthorized",
  "403": "Forbidden",
  "429": "Too Many Requests",
  "422": "Unprocessable Entity",
};
const host = (c: string) => `http://${c}:8080`;
const PATHS: Record<string, string> = {
  "card-vault": "/v1/cards/tokenize",
  "central-res": "/crs/v2/reservations",
  "pms-core": "/pms/v1/stays/check-in",
  "keycard-encoder": "/v1/encode",
  "guest-messaging": "/v1/messages",
  "crs-api": "/crs/availability",
  "cof-tokenizer": "/v1/tokens",
  "pms-bridge": "/sync/check-in",
  "lock-gateway": "/keys/mobile",
  "concierge-chat": "/v1/send",
  bookflow: "/search",
  "surge-pricer": "/v1/quote",
  checkout: "/v1/orders",
  "order-relay": "/relay/orders",
  "geo-resolver": "/geocode",
  "eta-model": "/v1/predict",
  dispatch: "/v1/offers",
  refunds: "/api/refunds",
  "cart-svc": "/cart/price",
  "pay-orchestrator": "/payments/intents",
  "kitchen-bridge": "/pos/orders",
  "eta-service": "/eta/stores",
  "courier-assign": "/couriers/track",
};

export function callerFail(r: Rng, rt: Runtime, callee: string, mode: Mode): Line {
  const path = PATHS[callee] ?? `/internal/${callee}`;
  const code = mode === "timeout" || mode === "refused" ? "" : mode;
  switch (rt) {
    case "java": {
      if (mode === "timeout")
        return {
          level: "error",
          msg: `I/O error on POST request for "${host(callee)}${path}": Read timed out`,
          stack: javaStack(
            `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "${host(callee)}${path}": Read timed out`,
            [
              "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:888)",
              "org.springframework.web.client.RestTemplate.execute(RestTemplate.java:827)",
            ],
            "java.net.SocketTimeoutException: Read timed out",
          ),
        };
      if (mode === "refused")
        return {
          level: "error",
          msg: `I/O error on POST request for "${host(callee)}${path}": Connection refused`,
          stack: javaStack(`java.net.ConnectException: Connection refused`, [
            "java.base/sun.nio.ch.Net.pollConnect(Native Method)",
            "java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:554)",
          ]),
        };
      return {
        level: "error",
        msg: `[${callee}] call failed: ${code} ${reason[code]} from POST ${host(callee)}${path}`,
        stack: javaStack(
          `feign.FeignException$${reason[code].replace(/ /g, "")}: [${code} ${reason[code]}] during [POST] to [${host(callee)}${path}] [${callee}Client#call(Request)]: []`,
          [
            "feign.FeignException.serverErrorStatus(FeignException.java:256)",
            "feign.codec.ErrorDecoder$Default.decode(ErrorDecoder.java:97)",
            "feign.AsyncResponseHandler.handleResponse(AsyncResponseHandler.java:98)",
          ],
        ),
      };
    }
    case "go":
      if (mode === "timeout")
        return {
          level: "error",
          msg: `level=error msg="upstream call failed" upstream=${callee} err="Post \\"${host(callee)}${path}\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"`,
        };
      if (mode === "refused")
        return {
          level: "error",
          msg: `level=error msg="upstream call failed" upstream=${callee} err="dial tcp 10.${int(r, 0, 9)}.${int(r, 0, 255)}.${int(r, 2, 250)}:8080: connect: connection refused"`,
        };
      return {
        level: "error",
        msg: `level=error msg="upstream returned error" upstream=${callee} status=${code} path=${path}`,
      };
    case "node":
      if (mode === "timeout")
        return {
          level: "error",
          msg: `upstream ${callee} timed out after ${pick(r, ["5000", "8000", "10000"])}ms`,
          stack: [
            "AxiosError: timeout of 5000ms exceeded",
            ...nodeStack([
              "RedirectableRequest.handleRequestTimeout (/app/node_modules/axios/dist/node/axios.cjs:3162:16)",
              "listOnTimeout (node:internal/timers:573:17)",
            ]),
          ],
        };
      if (mode === "refused")
        return {
          level: "error",
          msg: `Error: connect ECONNREFUSED 10.${int(r, 0, 9)}.${int(r, 0, 255)}.${int(r, 2, 250)}:8080 (${callee})`,
        };
      return {
        level: "error",
        msg: `upstream ${callee} responded ${code} ${reason[code]} for ${path.startsWith("/search") || path.startsWith("/crs/av") || path.startsWith("/geo") || path.startsWith("/eta/") || path.startsWith("/couriers") ? "GET" : "POST"} ${path}`,
      };
    case "python":
      if (mode === "timeout")
        return {
          level: "error",
          msg: `call to ${callee} failed`,
          stack: pyTrace(
            [
              [
                "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
                532,
                "send",
                "raise ReadTimeout(e, request=request)",
              ],
            ],
            `requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${callee}', port=8080): Read timed out. (read timeout=5)`,
          ),
        };
      if (mode === "refused")
        return {
          level: "error",
          msg: `call to ${callee} failed: HTTPConnectionPool(host='${callee}', port=8080): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${hex(r, 10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        };
      return {
        level: "error",
        msg: `call to ${callee} failed: ${code} Server Error: ${reason[code]} for url: ${host(callee)}${path}`,
      };
    case "dotnet":
      if (mode === "timeout")
        return {
          level: "error",
          msg: `Call to ${callee} failed`,
          stack: [
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
            " ---> System.TimeoutException: The operation was canceled.",
            ...dotnetStack([
              "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
              "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
            ]),
          ],
        };
      if (mode === "refused")
        return {
          level: "error",
          msg: `Call to ${callee} failed`,
          stack: [
            "System.Net.Http.HttpRequestException: Connection refused (" + callee + ":8080)",
            " ---> System.Net.Sockets.SocketException (111): Connection refused",
          ],
        };
      return {
        level: "error",
        msg: `Call to ${callee} failed`,
        stack: [
          `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${code} (${reason[code]}).`,
          ...dotnetStack(["System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()"]),
        ],
      };
    case "ruby":
      if (mode === "timeout")
        return {
          level: "error",
          msg: `${callee} request failed: Net::ReadTimeout with #<TCPSocket:(closed)> (Faraday::TimeoutError)`,
        };
      if (mode === "refused")
        return {
          level: "error",
          msg: `${callee} request failed: Failed to open TCP connection to ${callee}:8080 (Connection refused - connect(2) for "${callee}" port 8080) (Faraday::ConnectionFailed)`,
        };
      return {
        level: "error",
        msg: `${callee} request failed: the server responded with status ${code} (Faraday::${code.startsWith("4") ? "ClientError" : "ServerError"})`,
        stack: rubyStack([`/app/app/clients/${callee.replace(/-/g, "_")}_client.rb:${int(r, 20, 90)}:in \`post'`]),
      };
    case "cpp":
      return {
        level: "error",
        msg: `E upstream: ${callee} ${mode === "timeout" ? "deadline exceeded" : mode === "refused" ? "connect failed: Connection refused" : `HTTP ${code}`}`,
      };
  }
}

export function callerRetry(_r: Rng, rt: Runtime, callee: string, n: number, mode: Mode): Line {
  const why = mode === "timeout" ? "timeout" : mode === "refused" ? "connection refused" : `status ${mode}`;
  switch (rt) {
    case "java":
      return { level: "warn", msg: `Retry '${callee}' attempt ${n} of 3 after ${why}, waiting ${200 * 2 ** n}ms` };
    case "go":
      return {
        level: "warn",
        msg: `level=warn msg="retrying" upstream=${callee} attempt=${n} backoff=${100 * 2 ** n}ms reason="${why}"`,
      };
    case "node":
      return { level: "warn", msg: `retrying ${callee} (attempt ${n}/3) after ${why}` };
    case "python":
      return {
        level: "warn",
        msg: `Retrying (Retry(total=${3 - n}, connect=None, read=None, redirect=None, status=None)) after connection broken by '${why}': /${callee}`,
      };
    case "dotnet":
      return { level: "warn", msg: `Polly: retry ${n} for ${callee} after ${why}; delaying ${2 ** n}s` };
    case "ruby":
      return { level: "warn", msg: `Retrying ${callee} request (#${n}) after ${why}` };
    case "cpp":
      return { level: "warn", msg: `W upstream: retry ${n} to ${callee} (${why})` };
  }
}

export function breakerOpen(rt: Runtime, callee: string): Line {
  switch (rt) {
    case "java":
      return { level: "warn", msg: `CircuitBreaker '${callee}' changed state from CLOSED to OPEN` };
    case "go":
      return { level: "warn", msg: `level=warn msg="circuit breaker state change" name=${callee} from=closed to=open` };
    case "node":
      return { level: "warn", msg: `circuit breaker for ${callee} opened (failure rate 64% over 20 calls)` };
    case "python":
      return { level: "warn", msg: `pybreaker: circuit '${callee}' opened after 5 consecutive failures` };
    case "dotnet":
      return {
        level: "warn",
        msg: `Circuit breaker for ${callee} opened for 30s: The circuit is now open and is not allowing calls.`,
      };
    case "ruby":
      return { level: "warn", msg: `Stoplight for ${callee} switched from green to red` };
    case "cpp":
      return { level: "warn", msg: `W upstream: ${callee} marked down after 5 failures` };
  }
}

export function shortCircuit(rt: Runtime, callee: string): Line {
  switch (rt) {
    case "java":
      return {
        level: "error",
        msg: `CallNotPermittedException: CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
      };
    case "go":
      return {
        level: "error",
        msg: `level=error msg="upstream call failed" upstream=${callee} err="circuit breaker is open"`,
      };
    case "node":
      return { level: "error", msg: `EOPENBREAKER: Breaker is open (${callee})` };
    case "python":
      return {
        level: "error",
        msg: `pybreaker.CircuitBreakerError: Timeout not elapsed yet, circuit breaker still open (${callee})`,
      };
    case "dotnet":
      return {
        level: "error",
        msg: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
      };
    case "ruby":
      return { level: "error", msg: `Stoplight::Error::RedLight: ${callee}` };
    case "cpp":
      return { level: "error", msg: `E upstream: ${callee} is down, request rejected` };
  }
}
