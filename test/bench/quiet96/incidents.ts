// The eight failures, one per category, each at one service of one estate; callers word it in their own runtime.
import type { Estate, Role, Runtime } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Fault, Line } from "./stream.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace } from "./traces.js";

export interface IncidentDef {
  estate: string;
  role: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  make(e: Estate, start: number): Fault;
}

type Kind = "timeout" | "5xx" | "502" | "refused";

/** How a caller of `callee` reports a failed call, in its own runtime's words. */
export function callerSays(rt: Runtime, r: Rng, callee: string, kind: Kind, status = 500): Line {
  const ms = kind === "timeout" ? r.p([10000, 15000, 30000]) : r.i(3, 900);
  switch (rt) {
    case "node":
      if (kind === "timeout")
        return ["error", `upstream ${callee} timed out after ${ms}ms (ETIMEDOUT); responding 504`];
      if (kind === "refused") return ["error", `request to ${callee} failed: connect ECONNREFUSED; responding 502`];
      return ["error", `upstream ${callee} responded ${kind === "502" ? 502 : status}; responding 502 Bad Gateway`];
    case "java":
      if (kind === "timeout")
        return [
          "error",
          `I/O error on POST request for "http://${callee}:8080/": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
        ];
      return [
        "error",
        `org.springframework.web.client.HttpServerErrorException$InternalServerError: ${kind === "502" ? 502 : status} from ${callee}`,
      ];
    case "go":
      if (kind === "timeout")
        return [
          "error",
          `call ${callee} failed: context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        ];
      if (kind === "refused")
        return ["error", `call ${callee} failed: dial tcp 10.4.3.17:8080: connect: connection refused`];
      return ["error", `call ${callee} failed: unexpected status ${kind === "502" ? 502 : status}`];
    case "python":
      if (kind === "timeout")
        return ["error", `httpx.ReadTimeout: timed out calling http://${callee}/ after ${ms / 1000}s`];
      return [
        "error",
        `task failed calling ${callee}\n${pyTrace(
          [
            ["/app/worker/tasks.py", r.i(40, 220), "run", `resp = client.post(f"http://${callee}/", json=payload)`],
            [
              "/usr/local/lib/python3.12/site-packages/httpx/_models.py",
              829,
              "raise_for_status",
              "raise HTTPStatusError(message, request=request, response=self)",
            ],
          ],
          `httpx.HTTPStatusError: Server error '${kind === "502" ? "502 Bad Gateway" : `${status} ${status === 503 ? "Service Unavailable" : "Internal Server Error"}`}' for url 'http://${callee}/'`,
        )}`,
      ];
    case "ruby":
      if (kind === "timeout")
        return ["error", `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (${callee})`];
      return [
        "error",
        `Faraday::ServerError: the server responded with status ${kind === "502" ? 502 : status} (${callee})`,
      ];
    case "dotnet":
      if (kind === "timeout")
        return [
          "error",
          `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${ms / 1000} seconds elapsing. (${callee})`,
        ];
      return [
        "error",
        `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${kind === "502" ? 502 : status} (${callee}).`,
      ];
    default:
      return ["error", `request to ${callee} failed (${kind})`];
  }
}

export const INCIDENTS: IncidentDef[] = [
  {
    estate: "brightwell",
    role: "sched",
    category: "database",
    hints: ["connection", "pool", "hikari", "database", "jdbc", "sql"],
    severity: "high",
    note: "scheduling-api exhausts its Hikari pool after a long-held transaction and every booking fails with connection-not-available; the gateway and reminder worker report 500s.",
    make: (e, start) => ({
      role: "sched",
      start,
      rate: 0.85,
      origin: (r) => [
        [
          "error",
          javaTrace(
            r,
            "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=41)",
            [
              "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
              "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
              "org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)",
              "com.brightwell.scheduling.slots.SlotRepository.findOpen(SlotRepository.java:64)",
            ],
            "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms",
          ),
        ],
      ],
      caller: (r, caller, callee) => callerSays(e.rt[caller], r, callee, "5xx", 500),
      retries: 2,
      retryLine: (_r, _caller, callee, a) => ["warn", `retrying ${callee} (attempt ${a + 1}/3) after HTTP 500`],
      onset: (c) => {
        c.emit(
          start - 4000,
          "scheduling-api",
          "warn",
          "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=58s)",
        );
        for (let t = start + 5000; t < c.tEnd; t += 10000)
          c.emit(
            t,
            "scheduling-api",
            "warn",
            `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${c.r.i(30, 80)})`,
          );
      },
    }),
  },
  {
    estate: "medora",
    role: "interp",
    category: "network",
    hints: ["econnreset", "reset", "network", "socket", "connection", "unreachable"],
    severity: "medium",
    note: "interp-connect loses its egress path (resets and EHOSTUNREACH to the interpreter vendor) after a route change; visit-orchestrator reports interpreter joins failing with 502.",
    make: (e, start) => ({
      role: "interp",
      start,
      rate: 0.9,
      origin: (r) => [
        [
          "error",
          r.c(0.6)
            ? nodeTrace("Error: read ECONNRESET", [
                "TLSWrap.onStreamRead (node:internal/stream_base_commons:218:20)",
                "TLSWrap.callbackTrampoline (node:internal/async_hooks:130:17)",
              ])
            : `connect EHOSTUNREACH 52.${r.i(0, 40)}.${r.i(0, 250)}.${r.i(2, 250)}:443 - Local (10.6.2.14:${r.i(30000, 60000)})`,
        ],
        ["error", "interpreter session request failed, responding 502"],
      ],
      caller: (r, caller, callee) => callerSays(e.rt[caller], r, callee, "502"),
      onset: (c) => {
        c.emit(
          start - 1500,
          "interp-connect",
          "warn",
          "socket hang up on keep-alive connection to vendor API, recreating agent",
        );
        for (let t = start + 3000; t < c.tEnd; t += 15000)
          c.emit(
            t,
            "interp-connect",
            "warn",
            `vendor websocket reconnect failed: Error: connect ETIMEDOUT (attempt ${Math.round((t - start) / 15000)})`,
          );
      },
    }),
  },
  {
    estate: "pinecrest",
    role: "billing",
    category: "timeout",
    hints: ["timeout", "timed out", "read", "deadline", "sockettimeout"],
    severity: "medium",
    note: "invoice-runner's calls to the clearinghouse stop answering in time (30s read timeouts) and its consumer backs up; visit-summary reports timeouts calling it.",
    make: (e, start) => ({
      role: "billing",
      start,
      rate: 0.8,
      origin: (r) => [
        [
          "error",
          javaTrace(
            r,
            'claim submission failed: I/O error on POST request for "https://edi.clearinghouse.example/v3/claims": Read timed out',
            [
              "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
              "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
              "com.pinecrest.invoice.ClearinghouseClient.submit(ClearinghouseClient.java:77)",
            ],
            "java.net.SocketTimeoutException: Read timed out",
          ),
        ],
      ],
      caller: (r, caller, callee) => callerSays(e.rt[caller], r, callee, "timeout"),
      onset: (c) => {
        for (let t = start + 20000; t < c.tEnd; t += 30000)
          c.emit(
            t,
            "invoice-runner",
            "warn",
            `claim consumer lag ${Math.round((t - start) / 1000) * 3} messages, ${c.r.i(8, 10)}/10 workers blocked in ClearinghouseClient.submit`,
          );
      },
    }),
  },
  {
    estate: "brightwell",
    role: "erx",
    category: "dependency",
    hints: ["503", "unavailable", "circuit", "vendor", "upstream", "dependency", "surescripts"],
    severity: "high",
    note: "The e-prescribing network answers 503 and erx-handoff's circuit breaker opens (logged at WARN); the gateway reports prescriptions failing with 503.",
    make: (e, start) => ({
      role: "erx",
      start,
      rate: 0.95,
      origin: (r) => [
        r.c(0.3)
          ? ["warn", "NewRx transmit failed: network returned HTTP 503 Service Unavailable (Retry-After: 120)"]
          : [
              "warn",
              "CallNotPermittedException: CircuitBreaker 'eRxNetwork' is OPEN and does not permit further calls",
            ],
      ],
      caller: (r, caller, callee) => callerSays(e.rt[caller], r, callee, "5xx", 503),
      retries: 1,
      retryLine: (_r, _c, callee) => ["warn", `POST /rx/new to ${callee} got 503, retrying once`],
      onset: (c) => {
        c.emit(
          start + 8000,
          "erx-handoff",
          "warn",
          "CircuitBreaker 'eRxNetwork' changed state from CLOSED to OPEN (failure rate 92.0% > 50.0%)",
        );
        for (let t = start + 68000; t < c.tEnd; t += 60000) {
          c.emit(t, "erx-handoff", "info", "CircuitBreaker 'eRxNetwork' changed state from OPEN to HALF_OPEN");
          c.emit(
            t + 900,
            "erx-handoff",
            "warn",
            "CircuitBreaker 'eRxNetwork' changed state from HALF_OPEN to OPEN (probe got 503)",
          );
        }
      },
    }),
  },
  {
    estate: "medora",
    role: "erx",
    category: "configuration",
    hints: ["config", "configuration", "uri", "setting", "option", "missing"],
    severity: "high",
    note: "rx-router is redeployed with the pharmacy directory base URL missing from its settings and every routing call throws UriFormatException; api-edge reports 500s.",
    make: (e, start) => ({
      role: "erx",
      start,
      rate: 1,
      origin: () => [
        [
          "error",
          dotnetTrace(
            "An unhandled exception has occurred while executing the request.\nSystem.UriFormatException: Invalid URI: The format of the URI could not be determined.",
            [
              "System.Uri.CreateThis(String uri, Boolean dontEscape, UriKind uriKind, UriCreationOptions& creationOptions)",
              "System.Uri..ctor(String uriString)",
              "Medora.RxRouter.Directory.PharmacyDirectoryClient..ctor(IOptions`1 options) in /src/RxRouter/Directory/PharmacyDirectoryClient.cs:line 31",
              "Medora.RxRouter.Controllers.RouteController.Post(RouteRequest req) in /src/RxRouter/Controllers/RouteController.cs:line 48",
            ],
          ),
        ],
      ],
      caller: (r, caller, callee) => callerSays(e.rt[caller], r, callee, "5xx", 500),
      onset: (c) => {
        c.emit(start - 20000, "rx-router", "info", "SIGTERM received, draining in-flight requests (grace 30s)");
        c.emit(
          start - 6000,
          "rx-router",
          "info",
          "Now listening on: http://[::]:8080\nApplication started. Press Ctrl+C to shut down.\nHosting environment: Production",
        );
        c.emit(
          start - 5800,
          "rx-router",
          "info",
          "deployed rx-router 3.8.0 (image sha256:9c1e7a2f40bd) rollout step 1/3 healthy",
        );
        c.emit(
          start - 5500,
          "rx-router",
          "warn",
          "Configuration value 'PharmacyDirectory:BaseUrl' is empty (environment PHARMACY_DIRECTORY__BASEURL not set)",
        );
      },
    }),
  },
  {
    estate: "careloop",
    role: "ingest",
    category: "disk",
    hints: ["disk", "space", "enospc", "volume", "storage", "no space"],
    severity: "high",
    note: "device-ingest's spool volume fills and writes fail with 'no space left on device' (logged at WARN as retryable); portal-bff and the cuffs' retries report 500s.",
    make: (e, start) => ({
      role: "ingest",
      start,
      rate: 0.9,
      origin: (r) => [
        [
          "warn",
          `spool write failed, will retry: write /var/spool/ingest/${r.hex(2)}/${r.hex(12)}.pb: no space left on device`,
        ],
      ],
      caller: (r, caller, callee) => callerSays(e.rt[caller], r, callee, "5xx", 500),
      onset: (c) => {
        c.emit(start - 90000, "device-ingest", "warn", "spool volume /var/spool/ingest usage 91% (threshold 90%)");
        c.emit(start - 30000, "device-ingest", "warn", "spool volume /var/spool/ingest usage 97% (threshold 90%)");
        for (let t = start; t < c.tEnd; t += c.r.f(700, 2500))
          c.emit(
            t,
            "device-ingest",
            "warn",
            `upload from ${c.r.p(["BPM", "GLU", "SCL"])}-${c.r.hex(6)} rejected: 500 (spool unavailable), device will retry`,
          );
      },
    }),
  },
  {
    estate: "careloop",
    role: "lobby",
    category: "memory",
    hints: ["memory", "heap", "oom", "allocation", "out of memory"],
    severity: "high",
    note: "video-lobby's Node heap grows until V8 aborts with 'JavaScript heap out of memory'; it restarts and dies again, going silent between crashes while portal-bff reports 502s and refused connections.",
    make: (e, start) => ({
      role: "lobby",
      start,
      rate: 0.8,
      quiet: true,
      caller: (r, caller, callee) => callerSays(e.rt[caller], r, callee, r.c(0.5) ? "refused" : "502"),
      retries: 2,
      retryLine: (_r, _c, callee, a) => ["warn", `retry ${a}/2 POST /lobby/join -> ${callee}`],
      onset: (c) => {
        c.emit(start - 60000, "video-lobby", "warn", "event loop lag 412ms (heapUsed=1.71GB)");
        for (let t = start; t < c.tEnd; t += c.r.f(50000, 80000)) {
          c.emit(
            t,
            "video-lobby",
            "fatal",
            [
              "<--- Last few GCs --->",
              "",
              `[1:0x${c.r.hex(12)}]  ${c.r.i(300000, 900000)} ms: Mark-Compact 2034.1 (2083.5) -> 2031.7 (2084.0) MB, 1782.44 / 0.00 ms  (average mu = 0.102, current mu = 0.020) allocation failure; scavenge might not succeed`,
              "",
              "<--- JS stacktrace --->",
              "",
              "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
              " 1: 0xb83f50 node::Abort() [node]",
              " 2: 0xa94834  [node]",
              " 3: 0xd647c0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            ].join("\n"),
          );
          c.emit(
            t + c.r.f(6000, 9000),
            "video-lobby",
            "info",
            "server listening on 0.0.0.0:8080 (version 2.31.4, node v20.14.0)",
          );
        }
      },
    }),
  },
  {
    estate: "pinecrest",
    role: "sched",
    category: "unknown",
    hints: ["unknown", "500", "internal", "server error", "error"],
    severity: "medium",
    note: "appt-book starts answering 500 Internal Server Error with no exception logged and then stops logging; web-bff reports booking calls failing with 500 and timeouts.",
    make: (e, start) => ({
      role: "sched",
      start,
      rate: 0.85,
      quiet: true,
      origin: (r) =>
        r.c(0.5)
          ? [
              [
                "error",
                `Completed 500 Internal Server Error in ${r.i(2, 14)}ms (ActiveRecord: 0.0ms | Allocations: ${r.i(200, 600)})`,
              ],
            ]
          : [],
      caller: (r, caller, callee) => callerSays(e.rt[caller], r, callee, r.c(0.7) ? "5xx" : "timeout", 500),
      retries: 1,
      retryLine: (_r, _c, callee) => ["warn", `booking call to ${callee} failed, retrying in 250ms`],
    }),
  },
];
