// The eight failures of quiet94, one per category, each told by the failing service and by its callers in their own words.
import type { Estate } from "./estates.js";
import { CURBCITY, HARBORLINE, PARKWISE } from "./estates.js";
import type { Ev } from "./formats.js";
import { chance, hex, int, pick, plate, type Rng } from "./rng.js";

export interface Scenario {
  estate: Estate;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** services whose INFO lines stop at the start */
  silent?: string[];
  /** background lines that cannot happen any more once it starts (the successes the failure stops) */
  stops?: [string, RegExp][];
  /** a service restarted or reloaded near the start, unrelated */
  bystander: { svc: string; kind: "deploy" | "reload"; offset: number };
  gen: (start: number, end: number, r: Rng, trace: () => string | undefined) => Ev[];
}

/** Poisson-ish times from `a` to `b` with mean gap `gap` ms. */
function times(a: number, b: number, gap: number, r: Rng): number[] {
  const out: number[] = [];
  for (let t = a + Math.round(r() * gap); t < b; t += Math.max(15, Math.round(-Math.log(1 - r()) * gap))) out.push(t);
  return out;
}

const ev = (t: number, svc: string, level: Ev["level"], msg: string, x: Partial<Ev> = {}): Ev => ({
  t,
  svc,
  level,
  msg,
  ...x,
});

const dependency: Scenario = {
  estate: PARKWISE,
  category: "dependency",
  origin: "payment-gw",
  hints: ["acquirer", "upstream", "503", "unavailable", "circuit", "dependency"],
  severity: "high",
  note: "The card acquirer behind payment-gw starts answering 503; payment-gw's breaker opens, pay-station-api retries and exits back up at the barriers.",
  bystander: { svc: "validation-hub", kind: "deploy", offset: -95000 },
  stops: [
    ["payment-gw", /auth approved/],
    ["pay-station-api", /payments -> 200/],
    ["gate-controller", /paid$/],
  ],
  gen: (s, end, r, tr) => {
    const out: Ev[] = [];
    let open = false;
    let openedAt = 0;
    for (const t of times(s, end, 2300, r)) {
      const trace = tr();
      if (!open || t - openedAt > 30000) {
        out.push(
          ev(
            t,
            "payment-gw",
            "ERROR",
            `acquirer authorise failed: POST https://api.nordpay-acquiring.example/v3/authorisations: 503 Service Unavailable body={"errorCode":"905","message":"Service temporarily unavailable"} took=${int(r, 40, 400)}ms`,
            { trace },
          ),
        );
        if (!open && t - s > 12000) {
          open = true;
          openedAt = t;
          out.push(
            ev(
              t + 1,
              "payment-gw",
              "WARN",
              `circuitbreaker name=acquirer state CLOSED -> OPEN failures=${int(r, 26, 40)}/50`,
            ),
          );
        } else if (open) {
          openedAt = t;
          out.push(
            ev(t + 1, "payment-gw", "WARN", "circuitbreaker name=acquirer state HALF_OPEN -> OPEN (probe failed)"),
          );
        }
      } else {
        out.push(ev(t, "payment-gw", "ERROR", "authorise rejected: circuit breaker 'acquirer' is open", { trace }));
      }
      const l = `X${int(r, 1, 4)}`;
      out.push(
        ev(
          t + int(r, 5, 40),
          "pay-station-api",
          "WARN",
          `payment-gw returned 502 for exit ${l}, retrying (attempt 2/3)`,
          { trace },
        ),
        ev(
          t + int(r, 300, 700),
          "pay-station-api",
          "WARN",
          `payment-gw returned 502 for exit ${l}, retrying (attempt 3/3)`,
          { trace },
        ),
        ev(t + int(r, 900, 1500), "pay-station-api", "ERROR", `Payment authorization failed for exit ${l}`, {
          trace,
          errType: "org.springframework.web.client.HttpServerErrorException$BadGateway",
          stack: [
            'org.springframework.web.client.HttpServerErrorException$BadGateway: 502 Bad Gateway: "{"error":"acquirer_unavailable"}"',
            "\tat org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:112)",
            "\tat org.springframework.web.client.StatusHandler.lambda$defaultHandler$0(StatusHandler.java:89)",
            "\tat org.springframework.web.client.DefaultRestClient$DefaultResponseSpec.toEntityInternal(DefaultRestClient.java:734)",
            "\tat com.parkwise.paystation.payment.PaymentGatewayClient.authorize(PaymentGatewayClient.java:71)",
            "\tat com.parkwise.paystation.exit.ExitPaymentService.pay(ExitPaymentService.java:118)",
            "\tat com.parkwise.paystation.web.ExitController.pay(ExitController.java:54)",
          ].join("\n"),
        }),
        ev(
          t + int(r, 920, 1520),
          "pay-station-api",
          "INFO",
          `POST /v2/exits/${l}/payments -> 502 in ${int(r, 900, 1600)}ms`,
          { trace },
        ),
      );
      if (chance(r, 0.3))
        out.push(
          ev(
            t + int(r, 30000, 60000),
            "gate-controller",
            "WARN",
            `lane ${l}: vehicle waiting ${int(r, 60, 240)}s at exit, intercom call opened`,
          ),
        );
    }
    return out;
  },
};

const network: Scenario = {
  estate: PARKWISE,
  category: "network",
  origin: "anpr-reader",
  hints: ["reset", "connection", "network", "socket", "route", "unreachable"],
  severity: "medium",
  note: "anpr-reader's outbound connections start failing (resets, no route to host) so plate events stop reaching gate-controller; it logs only warnings while the gates fall back to paper tickets.",
  bystander: { svc: "guidance-signs", kind: "reload", offset: 70000 },
  stops: [["gate-controller", /ticketless session opened/]],
  gen: (s, end, r) => {
    const out: Ev[] = [];
    for (const t of times(s, end, 2600, r)) {
      const l = `E${int(r, 1, 4)}`;
      const err = pick(r, [
        "ConnectionResetError(104, 'Connection reset by peer')",
        "NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a2c1e5d90>: Failed to establish a new connection: [Errno 113] No route to host')",
        "ConnectionResetError(104, 'Connection reset by peer')",
      ]);
      out.push(
        ev(
          t,
          "anpr-reader",
          "WARN",
          `publish plate event lane ${l} failed, retry 1/5: HTTPConnectionPool(host='gate-controller.parkwise-prod.svc', port=8080): Max retries exceeded with url: /v1/plate-events (Caused by ${err})`,
        ),
        ev(
          t + int(r, 2000, 6000),
          "anpr-reader",
          "WARN",
          `dropping plate event lane ${l} plate=${plate(r)} after 5 attempts (last error: ${err.startsWith("Conn") ? "[Errno 104] Connection reset by peer" : "[Errno 113] No route to host"})`,
        ),
        ev(
          t + int(r, 1400, 1700),
          "gate-controller",
          "WARN",
          `lane ${l}: no plate for vehicle at loop A after 1500ms, falling back to ticket`,
        ),
        ev(
          t + int(r, 1800, 2600),
          "ticket-issuer",
          "INFO",
          `Issued ticket ${int(r, 100000, 999999)} at kiosk TK-0${int(r, 1, 4)} (lane ${l})`,
        ),
      );
      if (chance(r, 0.25))
        out.push(
          ev(
            t + int(r, 3000, 9000),
            "gate-controller",
            "ERROR",
            `lane ${l}: late plate event discarded (age ${int(r, 8, 40)}.${int(r, 0, 9)}s > 5s)`,
          ),
        );
      if (chance(r, 0.08))
        out.push(
          ev(
            t + 50,
            "anpr-reader",
            "WARN",
            "mqtt: Unexpected disconnection rc=7 from broker 10.40.2.9:1883, reconnecting in 2s",
          ),
        );
    }
    return out;
  },
};

const NODE_OOM = [
  "",
  "<--- Last few GCs --->",
  "",
  "[1:0x55d0c61b2000]  1312044 ms: Mark-Compact 2037.1 (2082.6) -> 2035.8 (2083.8) MB, 1718.44 / 0.00 ms  (average mu = 0.118, current mu = 0.024) allocation failure; scavenge might not succeed",
  "[1:0x55d0c61b2000]  1313901 ms: Mark-Compact 2037.9 (2083.8) -> 2036.6 (2084.6) MB, 1839.20 / 0.00 ms  (average mu = 0.071, current mu = 0.010) allocation failure; scavenge might not succeed",
  "",
  "<--- JS stacktrace --->",
  "",
  "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
  " 1: 0xb9c1f0 node::Abort() [node]",
  " 2: 0xaa27ee node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
  " 3: 0xd73e60 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
  " 4: 0xd74207 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
  " 5: 0xf51605  [node]",
  " 6: 0xf63aed v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
].join("\n");

const memory: Scenario = {
  estate: PARKWISE,
  category: "memory",
  origin: "occupancy-svc",
  hints: ["memory", "heap", "oom", "allocation"],
  severity: "high",
  note: "occupancy-svc's heap grows until Node aborts with 'JavaScript heap out of memory' and restarts in a loop; guidance-signs and ops-portal report refused connections and stale counts.",
  bystander: { svc: "ops-portal", kind: "deploy", offset: -130000 },
  stops: [["occupancy-svc", /snapshot published|count \d+/]],
  gen: (s, end, r) => {
    const out: Ev[] = [];
    let t = s;
    let cycle = 0;
    while (t < end) {
      for (let k = 0; k < 4; k++)
        out.push(
          ev(
            t + k * 7000,
            "occupancy-svc",
            "WARN",
            `event loop lag ${int(r, 400, 2600)}ms, snapshot build took ${int(r, 1800, 6400)}ms (heap used ${1400 + k * 160 + int(r, 0, 60)}MB)`,
          ),
        );
      const crash = t + 28000 + int(r, 0, 8000);
      out.push(
        ev(
          crash,
          "occupancy-svc",
          "FATAL",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          { stack: NODE_OOM.trimStart(), errType: "OOM" },
        ),
      );
      const up = crash + int(r, 14000, 22000);
      const ip = `10.42.${int(r, 1, 3)}.${int(r, 10, 250)}`;
      for (const x of times(crash + 200, up, 1500, r)) {
        out.push(
          ev(
            x,
            "guidance-signs",
            "ERROR",
            `occupancy poll failed: Get "http://occupancy-svc:3000/v1/levels": dial tcp ${ip}:3000: connect: connection refused`,
          ),
        );
        if (chance(r, 0.3))
          out.push(
            ev(
              x + 30,
              "ops-portal",
              "ERROR",
              `Faraday::ConnectionFailed (Failed to open TCP connection to occupancy-svc:3000 (Connection refused - connect(2) for "occupancy-svc" port 3000))`,
            ),
          );
      }
      out.push(
        ev(crash + 30000, "guidance-signs", "WARN", "occupancy feed stale for 30s, signs holding last known counts"),
      );
      out.push(ev(up, "occupancy-svc", "INFO", `occupancy-svc@2.31.0 listening on :3000 (restart #${cycle + 1})`));
      t = up + int(r, 25000, 50000);
      cycle++;
    }
    return out;
  },
};

const timeout: Scenario = {
  estate: CURBCITY,
  category: "timeout",
  origin: "plate-lookup",
  hints: ["timeout", "deadline", "timed out", "lock"],
  severity: "medium",
  note: "plate-lookup starts an index rebuild that holds its lock; its lookups stop logging and hit their 5s deadline while handheld-sync and citation-svc time out and retry.",
  silent: ["plate-lookup"],
  bystander: { svc: "notify-sender", kind: "deploy", offset: 110000 },
  gen: (s, end, r) => {
    const out: Ev[] = [
      ev(
        s - 400,
        "plate-lookup",
        "INFO",
        "permit index: full rebuild started (source=permit-registry, 1,284,113 rows)",
      ),
    ];
    for (const t of times(s + 5000, end, 1100, r)) {
      const p = plate(r);
      const d = `HH-0${int(r, 100, 480)}`;
      if (chance(r, 0.55)) {
        out.push(
          ev(t, "handheld-sync", "ERROR", `Plate check for ${p} from device ${d} failed`, {
            errType: "System.Threading.Tasks.TaskCanceledException",
            stack: [
              "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 5 seconds elapsing.",
              " ---> System.TimeoutException: The operation was canceled.",
              " ---> System.Threading.Tasks.TaskCanceledException: The operation was canceled.",
              "   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
              "   --- End of inner exception stack trace ---",
              "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
              "   at CurbCity.HandheldSync.Clients.PlateLookupClient.CheckAsync(String plate, Int32 zone) in /src/HandheldSync/Clients/PlateLookupClient.cs:line 44",
              "   at CurbCity.HandheldSync.Controllers.CheckController.Get(String deviceId, String plate) in /src/HandheldSync/Controllers/CheckController.cs:line 31",
            ].join("\n"),
          }),
          ev(t + int(r, 10, 60), "handheld-sync", "WARN", `Device ${d} plate check retry 1/2 for ${p}`),
        );
      } else {
        out.push(
          ev(
            t,
            "citation-svc",
            "ERROR",
            `Pre-issue check failed for plate ${p}: I/O error on GET request for "http://plate-lookup:8080/v1/plates/${p}": Read timed out`,
            {
              errType: "org.springframework.web.client.ResourceAccessException",
              stack: [
                `org.springframework.web.client.ResourceAccessException: I/O error on GET request for "http://plate-lookup:8080/v1/plates/${p}": Read timed out`,
                "\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                "\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
                "\tat com.curbcity.citation.lookup.PlateLookupGateway.check(PlateLookupGateway.java:52)",
                "\tat com.curbcity.citation.issue.IssueService.preIssueCheck(IssueService.java:87)",
                "Caused by: java.net.SocketTimeoutException: Read timed out",
                "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
                "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
              ].join("\n"),
            },
          ),
        );
      }
      if (chance(r, 0.06))
        out.push(
          ev(t + 5000, "citation-svc", "WARN", "CircuitBreaker 'plateLookup' changed state from CLOSED to OPEN"),
        );
      if (chance(r, 0.07))
        out.push(
          ev(
            t + 4999,
            "plate-lookup",
            "WARN",
            `lookup plate=${p}: context deadline exceeded after 5s waiting for index read lock`,
          ),
        );
    }
    return out;
  },
};

const database: Scenario = {
  estate: CURBCITY,
  category: "database",
  origin: "permit-registry",
  hints: ["connection", "database", "postgres", "pg", "too many", "activerecord"],
  severity: "high",
  note: "permit-registry can no longer open Postgres connections (too many clients already) and answers 500; plate-lookup retries loudly and handheld checks fail.",
  bystander: { svc: "zone-pricing", kind: "reload", offset: -60000 },
  stops: [
    ["permit-registry", /Completed 200 OK/],
    ["plate-lookup", /^lookup plate=/],
  ],
  gen: (s, end, r) => {
    const out: Ev[] = [];
    for (const t of times(s, end, 1500, r)) {
      const p = plate(r);
      const ms = int(r, 20, 5100);
      out.push(
        ev(
          t,
          "permit-registry",
          "ERROR",
          'ActiveRecord::ConnectionNotEstablished (connection to server at "10.20.4.11", port 5432 failed: FATAL:  sorry, too many clients already)',
          {
            errType: "ActiveRecord::ConnectionNotEstablished",
            stack: [
              "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:65:in `rescue in new_client'",
              "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:54:in `new_client'",
              "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:980:in `connect'",
              "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:679:in `new_connection'",
              "app/models/permit.rb:44:in `active_for_plate'",
              "app/controllers/api/v1/permits_controller.rb:18:in `show'",
            ].join("\n"),
          },
        ),
        ev(
          t + 2,
          "permit-registry",
          "INFO",
          `Completed 500 Internal Server Error in ${ms}ms (ActiveRecord: 0.0ms | Allocations: ${int(r, 900, 2400)})`,
        ),
      );
      for (let a = 1; a <= 3; a++)
        out.push(
          ev(
            t + ms + a * int(r, 100, 300),
            "plate-lookup",
            a < 3 ? "WARN" : "ERROR",
            a < 3
              ? `permit check plate=${p}: permit-registry returned 500, retry ${a}/3`
              : `permit check plate=${p} failed: permit-registry returned 500 after 3 attempts`,
          ),
        );
      if (chance(r, 0.4))
        out.push(
          ev(
            t + ms + 900,
            "handheld-sync",
            "ERROR",
            `Plate check for ${p} failed: plate-lookup responded 502 (Bad Gateway)`,
          ),
        );
    }
    return out;
  },
};

const disk: Scenario = {
  estate: CURBCITY,
  category: "disk",
  origin: "handheld-sync",
  hints: ["disk", "space", "storage", "ioexception", "no space"],
  severity: "high",
  note: "handheld-sync's spool volume fills up; evidence and citation batches fail with 'No space left on device' and devices keep retrying while citation-svc sees citations without photos.",
  bystander: { svc: "session-svc", kind: "deploy", offset: -40000 },
  stops: [["handheld-sync", /sync complete|upload from .* complete/]],
  gen: (s, end, r) => {
    const out: Ev[] = [];
    for (const [i, p] of [88, 93, 97].entries())
      out.push(
        ev(
          s - 170000 + i * 60000,
          "handheld-sync",
          "WARN",
          `Spool volume /var/spool/handheld-sync is ${p}% full (${((20 * p) / 100).toFixed(1)}G of 20G)`,
        ),
      );
    for (const t of times(s, end, 1300, r)) {
      const d = `HH-0${int(r, 100, 480)}`;
      if (chance(r, 0.6))
        out.push(
          ev(t, "handheld-sync", "ERROR", `Failed to store evidence chunk from ${d}`, {
            errType: "System.IO.IOException",
            stack: [
              `System.IO.IOException: No space left on device : '/var/spool/handheld-sync/evidence/${d}/${hex(r, 12)}.jpg.part'`,
              "   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
              "   at System.IO.Strategies.OSFileStreamStrategy.Write(ReadOnlySpan`1 buffer)",
              "   at System.IO.Strategies.BufferedFileStreamStrategy.FlushWrite()",
              "   at CurbCity.HandheldSync.Evidence.SpoolWriter.WriteAsync(EvidenceChunk chunk, CancellationToken ct) in /src/HandheldSync/Evidence/SpoolWriter.cs:line 58",
              "   at CurbCity.HandheldSync.Controllers.SyncController.PostEvidence(String deviceId) in /src/HandheldSync/Controllers/SyncController.cs:line 112",
            ].join("\n"),
          }),
          ev(
            t + 3,
            "handheld-sync",
            "WARN",
            `Device ${d} upload rejected with 507 Insufficient Storage, device will retry`,
          ),
        );
      else
        out.push(
          ev(t, "handheld-sync", "ERROR", `Queue batch from ${d} not persisted: IOException: No space left on device`),
        );
      if (chance(r, 0.2))
        out.push(
          ev(
            t + int(r, 20000, 90000),
            "citation-svc",
            "WARN",
            `Citation CT-${int(r, 2000000, 2999999)} has no evidence photos 10 min after issue (device ${d})`,
          ),
        );
    }
    return out;
  },
};

const configuration: Scenario = {
  estate: HARBORLINE,
  category: "configuration",
  origin: "ev-charge-hub",
  hints: ["config", "configuration", "property", "bind", "conversion", "tariff"],
  severity: "high",
  note: "A config refresh gives ev-charge-hub a tariff price written as '0,39'; the tariff bean fails to rebuild and every EV session start fails, checkout-web shows 500s.",
  bystander: { svc: "checkout-web", kind: "deploy", offset: 150000 },
  stops: [["ev-charge-hub", /^MeterValues/]],
  gen: (s, end, r, tr) => {
    const out: Ev[] = [
      ev(s - 300, "ev-charge-hub", "INFO", "Fetching config from server at : http://config-server:8888"),
      ev(
        s - 120,
        "ev-charge-hub",
        "INFO",
        "Refresh keys changed: [hub.tariff.profiles[2].price-per-kwh, hub.tariff.profiles[2].valid-from]",
      ),
    ];
    const bind = [
      "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'tariffService': Could not bind properties to 'TariffProperties' : prefix=hub.tariff, ignoreInvalidFields=false, ignoreUnknownFields=true",
      "\tat org.springframework.boot.context.properties.ConfigurationPropertiesBindingPostProcessor.bind(ConfigurationPropertiesBindingPostProcessor.java:99)",
      "\tat org.springframework.cloud.context.scope.GenericScope$BeanLifecycleWrapper.getBean(GenericScope.java:375)",
      "\tat com.harborline.ev.session.StartTransactionHandler.handle(StartTransactionHandler.java:63)",
      "Caused by: org.springframework.boot.context.properties.bind.BindException: Failed to bind properties under 'hub.tariff.profiles[2].price-per-kwh' to java.math.BigDecimal",
      'Caused by: java.lang.NumberFormatException: Character , is neither a decimal digit number, decimal point, nor "e" notation exponential mark.',
      "\tat java.base/java.math.BigDecimal.<init>(BigDecimal.java:608)",
    ].join("\n");
    for (const t of times(s, end, 2200, r)) {
      const c = `CP-${int(r, 1001, 1048)}`;
      const trace = tr();
      out.push(
        ev(t, "ev-charge-hub", "ERROR", `StartTransaction from ${c} connector 1 rejected`, {
          stack: bind,
          errType: "BeanCreationException",
          trace,
        }),
        ev(t + 4, "ev-charge-hub", "WARN", `StartTransaction.conf ${c}: idTagInfo.status=Invalid, transactionId=-1`, {
          trace,
        }),
      );
      if (chance(r, 0.6))
        out.push(
          ev(
            t + int(r, 20, 80),
            "checkout-web",
            "ERROR",
            `POST /ev/sessions 500 ${int(r, 60, 300)}ms - upstream ev-charge-hub: {"status":500,"error":"Internal Server Error","path":"/api/sessions"}`,
            { trace },
          ),
        );
      if (chance(r, 0.3))
        out.push(
          ev(
            t + int(r, 1000, 3000),
            "checkout-web",
            "WARN",
            `POST /ev/sessions retry from client ${pick(r, ["ios/3.4.1", "android/3.4.0", "web"])}`,
            { trace },
          ),
        );
    }
    return out;
  },
};

const authentication: Scenario = {
  estate: HARBORLINE,
  category: "authentication",
  origin: "pms-bridge",
  hints: ["auth", "unauthorized", "401", "credential", "invalid_client", "token"],
  severity: "medium",
  note: "pms-bridge's OAuth client can no longer get a token from the hotel PMS (401 invalid_client) and logs warnings only, while merchant-validate fails hotel validations and guests pay the visitor tariff.",
  bystander: { svc: "season-pass", kind: "deploy", offset: 80000 },
  stops: [
    ["pms-bridge", /^Guest folio lookup room \d+ -> checked-in/],
    ["merchant-validate", /^validation ok code=HTL/],
  ],
  gen: (s, end, r, tr) => {
    const out: Ev[] = [];
    for (const t of times(s, end, 30000, r))
      out.push(
        ev(
          t,
          "pms-bridge",
          "WARN",
          `OAuth token request to https://id.stayhub-pms.example/oauth2/v1/token failed: 401 Unauthorized {"error":"invalid_client","error_description":"Client authentication failed"}`,
        ),
      );
    for (const t of times(s + 2000, end, 2400, r)) {
      const room = int(r, 101, 940);
      const trace = tr();
      out.push(
        ev(
          t,
          "pms-bridge",
          "WARN",
          `Guest folio lookup room ${room} skipped: no access token (last refresh failed: 401 invalid_client)`,
          { trace },
        ),
        ev(
          t + int(r, 10, 40),
          "merchant-validate",
          "ERROR",
          `hotel validation failed for code HTL-${hex(r, 6).toUpperCase()}`,
          {
            trace,
            errType: "requests.exceptions.HTTPError",
            stack: [
              "Traceback (most recent call last):",
              '  File "/app/validate/hotel.py", line 88, in validate_guest',
              "    resp.raise_for_status()",
              '  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status',
              "    raise HTTPError(http_error_msg, response=self)",
              `requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: http://pms-bridge:8080/api/folios/${room}`,
            ].join("\n"),
          },
        ),
      );
      if (chance(r, 0.5))
        out.push(
          ev(
            t + int(r, 2000, 9000),
            "lane-gateway",
            "WARN",
            `exit plate=${plate(r)} hotel validation missing, charging visitor tariff`,
            { trace },
          ),
        );
    }
    return out;
  },
};

export const SCENARIOS: Scenario[] = [
  dependency,
  network,
  memory,
  timeout,
  database,
  disk,
  configuration,
  authentication,
];
