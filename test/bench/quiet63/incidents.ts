// The eight failures, one per category, two per estate. Each names where it lives, how often a request through
// it fails, what the failing service itself writes (in its runtime's own style), how each caller words it, and
// whether the failing service goes quiet.
import type { Estate, Line } from "./estates.js";
import { KESTREL, LASTMILE, NORTHPOST, QUAYLINE } from "./estates.js";
import type { Ctx } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface Fault {
  estate: Estate;
  at: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  rate: number;
  /** lines the failing service writes for one failing request (may be empty when it has gone quiet) */
  origin(r: Rng, req: string): Line[];
  /** how each caller reports the failure of the next hop */
  up: Record<string, (r: Rng, callee: string) => Line[]>;
  /** the failing service's jobs and most healthy lines stop once it fails (it goes quiet) */
  quiet?: boolean;
  onset?(c: Ctx, tf: number): void;
}

const retries = (r: Rng, n: number, f: (k: number) => Line): Line[] =>
  Array.from({ length: r.i(1, n) }, (_, k) => f(k + 1));

export const FAULTS: readonly Fault[] = [
  {
    estate: KESTREL,
    at: "tracking-ingest",
    category: "database",
    hints: ["database", "postgres", "sql", "connection", "pool"],
    severity: "high",
    note: "tracking-ingest's Postgres refuses new connections (slots exhausted); scan uploads from scan-gw and the hub sorter get 503s and retry.",
    rate: 0.75,
    origin: (r) =>
      r.c(0.3)
        ? [
            [
              "error",
              `failed to store batch: failed to connect to \`host=trk-pg-primary.internal user=trk_writer database=tracking\`: server error (FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLSTATE 53300))`,
            ],
          ]
        : r.c(0.3)
          ? [
              [
                "warn",
                `pgxpool: acquire took ${r.i(4000, 10000)}ms (max_conns=40, acquired=40, idle=0, waiting=${r.i(30, 140)})`,
              ],
            ]
          : [],
    up: {
      "scan-gw": (r, callee) =>
        retries(r, 4, (k) => [
          k === 4 ? "error" : "warn",
          `POST http://${callee}:8080/v2/events -> 503 Service Unavailable (attempt ${k}/4)${k === 4 ? ", giving up, batch kept in outbox" : `, retrying in ${250 * 2 ** k}ms`}`,
        ]),
      "hub-sorter": (r, callee) => [
        ["error", `tracking publish failed: HTTP 503 from ${callee}, ${r.i(40, 300)} events buffered locally`],
      ],
    },
    onset: (c, tf) => {
      c.emit(tf - 20000, "tracking-ingest", "info", "pgxpool: stat total=38 idle=2 acquired=36");
      for (let t = tf + 5000; t < c.t0 + c.span; t += 15000 * c.r.f(0.8, 1.2))
        c.emit(
          t,
          "tracking-ingest",
          "error",
          `healthcheck db ping failed: SQLSTATE 53300 (${c.r.i(1, 3)} consecutive)`,
        );
    },
  },
  {
    estate: KESTREL,
    at: "pod-store",
    category: "authentication",
    hints: ["login", "auth", "credential", "sql", "password"],
    severity: "high",
    note: "pod-store's SQL Server login starts failing for its service account; every proof-of-delivery write from ship-api fails with 500.",
    rate: 1,
    origin: (r) => [
      [
        "error",
        `Failed executing DbCommand (${r.i(10, 40)}ms) for PodRecord insert\nMicrosoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'pod_writer'.\n   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action\`1 wrapCloseInAction)\n   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)\n   at Microsoft.Data.SqlClient.SqlInternalConnectionTds.CompleteLogin(Boolean enlistOK)\n   at Microsoft.Data.SqlClient.SqlConnection.OpenAsync(CancellationToken cancellationToken)\n   at Kestrel.Pod.Store.PodRepository.SaveAsync(PodRecord record) in /src/Kestrel.Pod.Store/PodRepository.cs:line 57\nClientConnectionId:${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}\nError Number:18456,State:1,Class:14`,
      ],
    ],
    up: {
      "ship-api": (r, callee) => [
        ["error", `POST /v2/pod 500 ${r.i(30, 120)}ms - upstream ${callee} returned 500 Internal Server Error`],
      ],
    },
  },
  {
    estate: NORTHPOST,
    at: "handheld-sync",
    category: "disk",
    hints: ["disk", "space", "enospc", "volume"],
    severity: "high",
    note: "handheld-sync's spool volume fills up; batch writes fail with ENOSPC, devices get 500s and scan events stop reaching track-events.",
    rate: 0.85,
    origin: (r) => [
      [
        "error",
        `Errno::ENOSPC: No space left on device @ io_write - /var/spool/handheld/batch-${r.hex(12)}.json\n/app/app/services/batch_spooler.rb:34:in \`write'\n/app/app/services/batch_spooler.rb:34:in \`block in spool!'\n/app/app/controllers/api/v2/sync_controller.rb:19:in \`create'\nactionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in \`send_action'`,
      ],
      [
        "info",
        `Completed 500 Internal Server Error in ${r.i(5, 40)}ms (ActiveRecord: 0.0ms | Allocations: ${r.i(600, 2000)})`,
      ],
    ],
    up: {},
    onset: (c, tf) => {
      c.emit(tf - 150000, "handheld-sync", "warn", "spool volume /var/spool/handheld 91% used (58.2G of 64G)");
      c.emit(tf - 60000, "handheld-sync", "warn", "spool volume /var/spool/handheld 97% used (62.1G of 64G)");
      c.emit(
        tf + 1000,
        "handheld-sync",
        "error",
        "spool flush worker: Errno::ENOSPC: No space left on device @ rb_sysopen - /var/spool/handheld/.tmp-flush",
      );
    },
  },
  {
    estate: NORTHPOST,
    at: "notify-sms",
    category: "rate_limiting",
    hints: ["rate", "429", "throttl", "limit"],
    severity: "medium",
    note: "notify-sms is throttled by its SMS provider (HTTP 429, code 20429) and only warns while its queue grows; track-events sees slow enqueues.",
    rate: 0.8,
    origin: (r) => [
      [
        "warn",
        `twilio responded 429 Too Many Requests (code 20429) for sms to +447${r.digits(3)}***${r.digits(3)}; backing off ${r.p([1, 2, 4, 8])}s, queue depth ${r.i(3000, 40000)}`,
      ],
    ],
    up: {
      "track-events": (r, callee) => [
        ["warn", `notification enqueue to ${callee} slow (${r.i(2000, 6000)}ms), continuing without confirmation`],
      ],
    },
    onset: (c, tf) => {
      for (let t = tf + 30000; t < c.t0 + c.span; t += 30000 * c.r.f(0.9, 1.1))
        c.emit(
          t,
          "notify-sms",
          "warn",
          `send rate capped: ${c.r.i(8, 12)} msg/s accepted of ${c.r.i(60, 120)} msg/s offered; oldest queued sms ${c.r.i(2, 40)} min`,
        );
    },
  },
  {
    estate: QUAYLINE,
    at: "duty-calc",
    category: "null_reference",
    hints: ["typeerror", "undefined", "null"],
    severity: "high",
    note: "duty-calc throws a TypeError on the tariff lookup for orders whose lines have no HS code mapping; shipment-core and merchant-gw return 502s for landed-cost and shipment creation.",
    rate: 0.55,
    origin: () => [
      [
        "error",
        "unhandled error in POST /landed-cost\nTypeError: Cannot read properties of undefined (reading 'rate')\n    at lookupTariff (/srv/duty-calc/dist/tariff/lookup.js:64:38)\n    at /srv/duty-calc/dist/landed-cost.js:112:29\n    at Array.map (<anonymous>)\n    at computeLandedCost (/srv/duty-calc/dist/landed-cost.js:108:31)\n    at async /srv/duty-calc/dist/routes/landed-cost.js:21:20",
      ],
    ],
    up: {
      "shipment-core": (r, callee) => [
        [
          "error",
          `Landed cost call failed for shipment QL${r.digits(10)}\norg.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error: "{"error":"internal","service":"${callee}"}"\n\tat org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:102)\n\tat org.springframework.web.client.StatusHandler.lambda$defaultHandler$3(StatusHandler.java:89)\n\tat com.quayline.shipment.duty.DutyClient.landedCost(DutyClient.java:48)\n\tat com.quayline.shipment.ShipmentService.create(ShipmentService.java:131)`,
        ],
      ],
      "merchant-gw": (r, callee) => [["error", `POST /v1/shipments 502 ${r.i(40, 300)}ms - upstream ${callee} error`]],
    },
  },
  {
    estate: QUAYLINE,
    at: "customs-decl",
    category: "configuration",
    hints: ["config", "placeholder", "property", "setting"],
    severity: "high",
    note: "customs-decl is redeployed with a missing CUSTOMS_GW_TOKEN_URL setting, fails to start and crash-loops; shipment-core's declaration calls are refused and its circuit breaker opens.",
    rate: 1,
    quiet: true,
    origin: () => [],
    up: {
      "shipment-core": (r, callee) =>
        r.c(0.7)
          ? [
              [
                "error",
                `I/O error on POST request for "http://${callee}:8080/declarations": Connection refused\norg.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://${callee}:8080/declarations": Connection refused\n\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)\n\tat com.quayline.shipment.customs.DeclClient.file(DeclClient.java:61)\nCaused by: java.net.ConnectException: Connection refused\n\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)`,
              ],
            ]
          : [["warn", `CircuitBreaker 'customsDecl' is OPEN and does not permit further calls`]],
      "merchant-gw": (r, callee) => [
        ["error", `POST /v1/shipments 503 ${r.i(10, 90)}ms - upstream ${callee} unavailable`],
      ],
    },
    onset: (c, tf) => {
      c.emit(tf - 4000, "customs-decl", "info", "Received SIGTERM, shutting down (rollout customs-decl 2026.11.30-2)");
      let n = 0;
      for (let t = tf + 2000; t < c.t0 + c.span; t += (10000 * 2 ** Math.min(n, 4) + c.r.i(2000, 9000)) * 1) {
        n++;
        c.emit(t, "customs-decl", "info", "Starting CustomsDeclApplication v2026.11.30-2 using Java 21.0.4 with PID 1");
        c.emit(t + 2400, "customs-decl", "info", 'The following 1 profile is active: "prod"');
        c.emit(
          t + 4100,
          "customs-decl",
          "error",
          "Application run failed\norg.springframework.beans.factory.BeanCreationException: Error creating bean with name 'customsGatewayClient': Injection of autowired dependencies failed\n\tat org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:515)\n\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:335)\n\tat com.quayline.customs.CustomsDeclApplication.main(CustomsDeclApplication.java:12)\nCaused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'CUSTOMS_GW_TOKEN_URL' in value \"\u0024{CUSTOMS_GW_TOKEN_URL}\"\n\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
        );
      }
      c.emit(
        tf - 90000,
        "label-print",
        "info",
        "config reloaded: carriers.yaml (2 keys changed: dhl.timeout_ms, usps.label_dpi)",
      );
    },
  },
  {
    estate: LASTMILE,
    at: "geo-index",
    category: "memory",
    hints: ["memory", "heap", "oom", "outofmemory"],
    severity: "high",
    note: "geo-index runs out of heap after long GC pauses and goes silent between restarts; route-planner's calls time out or are refused and drivers' route requests fail with 504.",
    rate: 0.8,
    quiet: true,
    origin: () => [],
    up: {
      "route-planner": (r, callee) =>
        r.c(0.6)
          ? [
              [
                "error",
                `geocode batch failed, route build aborted\nTraceback (most recent call last):\n  File "/app/planner/geo.py", line 41, in geocode_batch\n    resp = self.session.post(f"{self.base}/geocode/batch", json=payload, timeout=5)\n  File "/usr/local/lib/python3.11/site-packages/requests/adapters.py", line 713, in send\n    raise ReadTimeout(e, request=request)\nrequests.exceptions.ReadTimeout: HTTPConnectionPool(host='${callee}', port=8080): Read timed out. (read timeout=5)`,
              ],
            ]
          : [
              [
                "error",
                `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${callee}', port=8080): Max retries exceeded with url: /geocode/batch (Caused by NewConnectionError(': Failed to establish a new connection: [Errno 111] Connection refused'))`,
              ],
            ],
      "courier-bff": (r, callee) => [
        ["error", `GET /m/v3/route/today 504 ${r.i(5000, 5600)}ms - ${callee} gateway timeout`],
      ],
      "dispatch-board": (r, callee) => [
        ["warn", `route refresh skipped: ${callee} failed (${r.i(1, 4)} depots stale)`],
      ],
    },
    onset: (c, tf) => {
      const s = "geo-index";
      c.emit(tf - 140000, s, "warn", "[gc] GC(5121) Pause Full (G1 Compaction Pause) 3980M->3870M(4096M) 2412.331ms");
      c.emit(tf - 70000, s, "warn", "[gc] GC(5140) Pause Full (G1 Compaction Pause) 4090M->4051M(4096M) 3907.102ms");
      c.emit(tf - 25000, s, "warn", "[gc] GC(5152) Pause Full (G1 Compaction Pause) 4095M->4092M(4096M) 4811.620ms");
      c.emit(
        tf,
        s,
        "error",
        'Exception in thread "http-nio-8080-exec-14" java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)\n\tat com.lastmile.geo.index.TileCache.load(TileCache.java:88)\n\tat com.lastmile.geo.index.BatchGeocoder.geocode(BatchGeocoder.java:54)',
      );
      c.emit(tf + 300, s, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      for (let t = tf + 95000; t < c.t0 + c.span; t += 160000 * c.r.f(0.9, 1.1)) {
        c.emit(t, s, "info", "Starting GeoIndexApplication v4.12.0 using Java 17.0.11 with PID 1");
        c.emit(t + 31000, s, "info", "loading tile cache: 1,284,112 tiles (region=PL)");
        c.emit(t + 52000, s, "warn", "[gc] GC(61) Pause Full (G1 Compaction Pause) 4071M->4040M(4096M) 3122.844ms");
        c.emit(t + 61000, s, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      }
    },
  },
  {
    estate: LASTMILE,
    at: "pod-capture",
    category: "network",
    hints: ["network", "dns", "econnreset", "eai_again", "socket", "connect"],
    severity: "high",
    note: "pod-capture loses its network path to photo-store (DNS lookups time out, sockets reset) while photo-store keeps serving dispatch-board; drivers' POD submissions fail with 502.",
    rate: 0.85,
    origin: (r, _req) =>
      r.c(0.55)
        ? [
            [
              "error",
              "photo upload failed\nError: getaddrinfo EAI_AGAIN photo-store.lastmile-prod.svc.cluster.local\n    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:109:26) {\n  errno: -3001,\n  code: 'EAI_AGAIN',\n  syscall: 'getaddrinfo',\n  hostname: 'photo-store.lastmile-prod.svc.cluster.local'\n}",
            ],
          ]
        : [
            [
              "error",
              `photo upload failed after ${r.i(2, 9)}s\nError: read ECONNRESET\n    at TLSWrap.onStreamRead (node:internal/stream_base_commons:217:20) {\n  errno: -104,\n  code: 'ECONNRESET',\n  syscall: 'read'\n}`,
            ],
          ],
    up: {
      "courier-bff": (r, callee) => [["error", `POST /m/v3/pod 502 ${r.i(200, 9000)}ms - ${callee} bad gateway`]],
    },
    onset: (c, tf) => {
      c.emit(tf + 12000, "pod-capture", "warn", "upload retry queue length 84 (photos held on device)");
      c.emit(tf + 70000, "pod-capture", "warn", "upload retry queue length 611 (photos held on device)");
    },
  },
];
