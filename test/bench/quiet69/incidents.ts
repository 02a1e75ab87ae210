// Eight failures, one per category, each written the way its software and its callers really log it.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { dotnet, java, node, python, ruby } from "./traces.js";
import type { Ctx } from "./types.js";

export interface Incident {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run: (c: Ctx, T: number) => void;
}

const K = true; // lines of the failure survive the origin's mute
const every = (c: Ctx, from: number, to: number, gap: number, fn: (t: number, r: Rng, i: number) => void) => {
  let i = 0;
  for (let t = from + c.r.exp(gap); t < Math.min(to, c.end); t += c.r.exp(gap)) fn(t, c.r, i++);
};
const say = (c: Ctx, t: number, svc: string, lv: Level, msg: string, req?: string) => c.add(t, svc, lv, msg, req, K);

export const INCIDENTS: Incident[] = [
  {
    estate: "harbor",
    origin: "permit-desk",
    category: "database",
    hints: ["connection", "pool", "database", "activerecord", "postgres", "pg"],
    severity: "high",
    note: "permit-desk exhausts its Postgres connections (pool timeouts, too many clients); civic-gateway returns 500/504 and inspection-scheduler retries loudly",
    run: (c, T) => {
      c.mutes.push({ svc: "permit-desk", from: T, to: c.end, keepProb: 0.2 });
      say(
        c,
        T,
        "permit-desk",
        "warn",
        'PG::ConnectionBad: connection to server at "10.42.7.12", port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
      );
      every(c, T, c.end, 1500, (t, r, i) => {
        const id = c.rid();
        if (i % 3 === 2) {
          say(c, t, "permit-desk", "error", `PG::TooManyConnections: FATAL:  sorry, too many clients already`, id);
        } else {
          say(
            c,
            t,
            "permit-desk",
            "fatal",
            ruby(
              `ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.00${r.int(1, 9)} seconds); all pooled connections were in use):`,
              [
                "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in `block in wait_poll'",
                "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:589:in `acquire_connection'",
                "app/models/permit.rb:57:in `find_with_fees'",
                "app/controllers/permits_controller.rb:19:in `show'",
              ],
            ),
            id,
          );
        }
        say(
          c,
          t + r.int(150, 600),
          "civic-gateway",
          "error",
          `GET /api/v2/permits/BP-2026-${r.int(10000, 19999)} 500 ${r.int(5010, 5200)}ms upstream=permit-desk`,
          id,
        );
      });
      every(c, T + 4000, c.end, 900, (t, r) => {
        const a = r.int(1, 5);
        say(
          c,
          t,
          "inspection-scheduler",
          a === 5 ? "error" : "warn",
          a === 5
            ? python(
                [
                  ["/app/scheduler/sync.py", 144, "push_result", "resp = session.patch(url, json=payload, timeout=10)"],
                  [
                    "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                    713,
                    "send",
                    "raise ReadTimeout(e, request=request)",
                  ],
                ],
                "requests.exceptions.ReadTimeout: HTTPConnectionPool(host='permit-desk', port=3000): Read timed out. (read timeout=10)",
              )
            : `PATCH http://permit-desk:3000/permits/BP-2026-${r.int(10000, 19999)}/inspections failed (500), retry ${a}/5 in ${2 ** a}s`,
        );
      });
    },
  },
  {
    estate: "harbor",
    origin: "sr-intake",
    category: "unknown",
    hints: ["unresponsive", "hang", "stall", "unavailable", "no response", "timeout", "silent"],
    severity: "high",
    note: "sr-intake stops answering and stops logging without a word; civic-gateway times out and opens its breaker, notify-relay backs up",
    run: (c, T) => {
      c.mutes.push({ svc: "sr-intake", from: T, to: c.end, keepProb: 0 });
      every(c, T + 15000, c.end, 1100, (t, r) => {
        const id = c.rid();
        say(
          c,
          t,
          "civic-gateway",
          "error",
          `POST /api/v2/requests 504 15001ms upstream sr-intake did not respond within 15000ms`,
          id,
        );
        if (r.chance(0.3))
          say(
            c,
            t + 5,
            "civic-gateway",
            "error",
            node("TimeoutError: The operation was aborted due to timeout", [
              "node:internal/deps/undici/undici:13185:13",
              "async proxyTo (/app/src/upstream.js:58:19)",
              "async /app/src/routes/requests.js:22:5",
            ]),
            id,
          );
      });
      say(
        c,
        T + 45000,
        "civic-gateway",
        "warn",
        "circuit breaker 'sr-intake' OPEN (failure rate 92% over last 25 calls), failing fast for 30s",
      );
      every(c, T + 46000, c.end, 2500, (t) =>
        say(c, t, "civic-gateway", "error", `GET /api/v2/requests/status 503 1ms breaker open: sr-intake`),
      );
      every(c, T + 20000, c.end, 15000, (t, r) =>
        say(
          c,
          t,
          "notify-relay",
          "warn",
          `outbox: ${r.int(40, 300)} ack emails waiting on sr-intake callback, oldest ${Math.round((t - T) / 1000)}s`,
        ),
      );
      every(c, T + 30000, c.end, 15000, (t) =>
        say(c, t, "civic-gateway", "warn", `health: upstream sr-intake /actuator/health timed out after 2000ms`),
      );
    },
  },
  {
    estate: "riverton",
    origin: "citation-ledger",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "citation-ledger runs out of Java heap, crashes and restarts in a loop; pay-portal and court-fines report refused connections and timeouts",
    run: (c, T) => {
      const j = "citation-ledger";
      for (let i = 0; i < 4; i++)
        say(
          c,
          T - 90000 + i * 25000,
          j,
          "warn",
          `[gc] GC(${2100 + i}) Pause Full (G1 Compaction Pause) ${2030 + i * 4}M->${2010 + i * 5}M(2048M) ${c.r.int(2400, 4800)}.${c.r.int(100, 999)}ms`,
        );
      for (let k = 0, t = T; t < c.end; k++, t += c.r.int(70000, 100000)) {
        say(
          c,
          t,
          j,
          "error",
          java(
            `Exception in thread "http-nio-8080-exec-${c.r.int(1, 40)}" java.lang.OutOfMemoryError: Java heap space`,
            [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
              "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "com.riverton.ledger.CitationService.loadHistory(CitationService.java:212)",
              "com.riverton.ledger.CitationController.lookup(CitationController.java:64)",
            ],
          ),
        );
        say(c, t + 900, j, "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        c.mutes.push({ svc: j, from: t + 1000, to: t + 24000, keepProb: 0 });
        c.mutes.push({ svc: j, from: t + 24000, to: t + 70000, keepProb: 0.3 });
        say(
          c,
          t + 23000,
          j,
          "info",
          "o.s.b.StartupInfoLogger : Started CitationLedgerApplication v4.7.2 in 12.4 seconds (process running for 13.9)",
        );
        every(c, t + 1000, t + 24000, 900, (tt, r) => {
          say(
            c,
            tt,
            "pay-portal",
            "error",
            dotnet(`System.Net.Http.HttpRequestException: Connection refused (citation-ledger:8080)`, [
              "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
              "Riverton.PayPortal.Clients.LedgerClient.GetCitationAsync(String citationId) in /src/PayPortal/Clients/LedgerClient.cs:line 41",
            ]),
          );
          if (r.chance(0.4))
            say(
              c,
              tt + 20,
              "court-fines",
              "warn",
              `CourtFines.Api.Ledger[0] ledger sync call failed (Connection refused), retry ${r.int(1, 3)}/3`,
            );
        });
        every(c, t + 24000, t + 70000, 2500, (tt) =>
          say(
            c,
            tt,
            "pay-portal",
            "error",
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (citation-ledger GET /citations)",
          ),
        );
        if (k > 4) break;
      }
    },
  },
  {
    estate: "riverton",
    origin: "court-fines",
    category: "authentication",
    hints: ["auth", "credential", "secret", "token", "msal", "aadsts", "unauthorized", "401"],
    severity: "high",
    note: "court-fines' client secret for the state court records API expires; every token request fails and court fine payments fail at pay-portal",
    run: (c, T) => {
      c.mutes.push({ svc: "court-fines", from: T, to: c.end, keepProb: 0 });
      every(c, T, c.end, 1800, (t, r, i) => {
        say(
          c,
          t,
          "court-fines",
          "error",
          i % 2 === 0
            ? dotnet(
                "Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys for app '3f1c9a0e-6b2d-4d8e-9a51-7c0e2f6b1d44' are expired. Visit the Azure portal to create new keys for your app: https://aka.ms/NewClientSecret, or consider using certificate credentials for added security: https://aka.ms/certCreds.",
                [
                  "Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshErrorAsync(MsalServiceException e, MsalAccessTokenCacheItem cachedAccessTokenItem)",
                  "Microsoft.Identity.Client.Internal.Requests.ClientCredentialRequest.ExecuteAsync(CancellationToken cancellationToken)",
                  "CourtFines.Api.Clients.CourtRecordsClient.GetTokenAsync() in /src/CourtFines.Api/Clients/CourtRecordsClient.cs:line 58",
                ],
              )
            : `CourtFines.Api.Clients.CourtRecordsClient[0] token request to login.microsoftonline.com returned 401 invalid_client for case lookup TR-${r.int(2024, 2026)}-${r.int(100000, 999999)}`,
        );
        say(
          c,
          t + r.int(150, 600),
          "pay-portal",
          "error",
          `Request finished HTTP/1.1 GET /court/TR-${r.int(2024, 2026)}-${r.int(100000, 999999)} - 502 - text/html ${r.int(300, 900)}.${r.int(1000, 9999)}ms (court-fines: upstream error)`,
        );
      });
      every(c, T + 3000, c.end, 6000, (t, r) =>
        say(
          c,
          t,
          "recon-batch",
          "warn",
          `court settlement export: court-fines returned 502 for batch ${r.int(100, 999)}, will retry next cycle`,
        ),
      );
    },
  },
  {
    estate: "lakemont",
    origin: "records-upload",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "storage", "ioexception"],
    severity: "high",
    note: "records-upload fills its scratch volume; uploads fail with No space left on device, ocr-worker finds nothing to fetch and voter-lookup-web returns 500s",
    run: (c, T) => {
      const u = "records-upload";
      say(
        c,
        T - 120000,
        u,
        "warn",
        "Records.Upload.Storage.DiskMonitor[0] Free space on /var/lib/records is 2.1 GB (4%), below warning threshold 10%",
      );
      say(
        c,
        T - 40000,
        u,
        "warn",
        "Records.Upload.Storage.DiskMonitor[0] Free space on /var/lib/records is 310 MB (0%), below warning threshold 10%",
      );
      c.mutes.push({ svc: u, from: T, to: c.end, keepProb: 0.15 });
      every(c, T, c.end, 1700, (t, r) => {
        const id = c.rid();
        say(
          c,
          t,
          u,
          "error",
          dotnet(`System.IO.IOException: No space left on device : '/var/lib/records/tmp/upl-${r.hex(8)}.part'`, [
            "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
            "System.IO.Strategies.OSFileStreamStrategy.Write(ReadOnlySpan`1 buffer)",
            "Records.Upload.Storage.ScratchStore.SaveAsync(Stream body, String docId) in /src/Records.Upload/Storage/ScratchStore.cs:line 73",
            "Records.Upload.Controllers.UploadController.Post(IFormFile file) in /src/Records.Upload/Controllers/UploadController.cs:line 48",
          ]),
          id,
        );
        say(
          c,
          t + r.int(120, 500),
          "voter-lookup-web",
          "error",
          `POST /records/upload 500 ${r.int(200, 1400)}ms records-upload: Internal Server Error`,
          id,
        );
        if (r.chance(0.5))
          say(
            c,
            t + r.int(3000, 6000),
            "ocr-worker",
            "warn",
            `[fetch] doc-${r.hex(12)}: records-upload answered 404, document not stored; skipping`,
          );
      });
      every(c, T + 30000, c.end, 30000, (t) =>
        say(c, t, "audit-trail", "warn", "upload.created events missing for 30s window, expected ~20"),
      );
    },
  },
  {
    estate: "lakemont",
    origin: "precinct-gis",
    category: "network",
    hints: ["network", "connection", "reset", "route", "tls", "dial", "vpn", "unreachable"],
    severity: "medium",
    note: "precinct-gis loses its network path to the state boundary service (resets, no route, TLS handshake timeouts) and logs only warnings; registrant-api and voter-lookup-web report 502s",
    run: (c, T) => {
      c.mutes.push({ svc: "precinct-gis", from: T, to: c.end, keepProb: 0.35 });
      every(c, T, c.end, 1200, (t, r) => {
        const id = c.rid();
        const err = r.pick([
          `read tcp 10.44.1.8:${r.int(40000, 60000)}->172.20.9.14:443: read: connection reset by peer`,
          "dial tcp 172.20.9.14:443: connect: no route to host",
          "net/http: TLS handshake timeout",
        ]);
        say(
          c,
          t,
          "precinct-gis",
          "warn",
          `boundary fetch https://gis.sos.state.internal/arcgis/rest/services/Precincts/MapServer/0/query failed: Get "https://gis.sos.state.internal/arcgis/rest/services/Precincts/MapServer/0/query": ${err}`,
          id,
        );
        say(
          c,
          t + r.int(100, 300),
          "registrant-api",
          "error",
          `o.l.v.LookupController : precinct-gis returned 502 BAD_GATEWAY for precinct resolution; responding 502`,
          id,
        );
        say(
          c,
          t + r.int(350, 700),
          "voter-lookup-web",
          "error",
          `GET /lookup/result 502 ${r.int(200, 3000)}ms - "We could not determine your polling place right now"`,
          id,
        );
      });
    },
  },
  {
    estate: "cedar",
    origin: "pay-gateway",
    category: "dependency",
    hints: ["dependency", "processor", "upstream", "503", "unavailable", "vendor", "authorize", "circuit"],
    severity: "high",
    note: "the card processor answers 503 / E00001 to pay-gateway, which logs warnings and opens its breaker; rec-bookings and patron-portal report failed payments",
    run: (c, T) => {
      c.mutes.push({ svc: "pay-gateway", from: T, to: c.end, keepProb: 0.1 });
      every(c, T, c.end, 1600, (t, r, i) => {
        if (i < 12)
          say(
            c,
            t,
            "pay-gateway",
            "warn",
            `createTransaction attempt ${r.int(1, 3)}/3 failed: 503 Service Unavailable from api2.authorize.net (resultCode=Error, E00001 An error occurred during processing. Please try again.)`,
          );
        else
          say(
            c,
            t,
            "pay-gateway",
            "warn",
            `circuit 'authorize-net' OPEN, rejecting charge fast (opened ${Math.round((t - T) / 1000)}s ago)`,
          );
        const b = `BK${r.int(300000, 399999)}`;
        say(
          c,
          t + r.int(40, 200),
          "rec-bookings",
          "error",
          `bookings.payments: charge for ${b} failed\n${python(
            [
              ["/app/bookings/payments.py", 96, "charge", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/models.py",
                1024,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            "requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: http://pay-gateway:8080/v1/charges",
          )}`,
        );
        say(
          c,
          t + r.int(220, 400),
          "patron-portal",
          "error",
          `Completed 502 Bad Gateway in ${r.int(300, 3000)}ms (payment failed for ${b})`,
        );
        if (r.chance(0.5))
          say(
            c,
            t + r.int(1000, 3000),
            "waitlist-worker",
            "warn",
            `[celery] Task waitlist.charge_deposit[${r.hex(8)}-${r.hex(4)}] retry: Retry in 30s: HTTPError('502 Server Error: Bad Gateway')`,
          );
      });
    },
  },
  {
    estate: "cedar",
    origin: "rec-bookings",
    category: "configuration",
    hints: ["config", "improperlyconfigured", "environment", "setting", "variable"],
    severity: "high",
    note: "rec-bookings v3.8.0 ships without the FACILITY_CALENDAR_TOKEN setting; after the rollout every booking raises ImproperlyConfigured and patron-portal shows 500s",
    run: (c, T) => {
      const s = "rec-bookings";
      say(c, T - 35000, s, "info", "[INFO] Handling signal: term");
      say(c, T - 9000, s, "info", "[INFO] Booting worker with pid: 7 (rec-bookings 3.8.0, gunicorn 22.0.0)");
      say(c, T - 2000, s, "info", "rollout: rec-bookings now at 3.8.0 (3/3 replicas ready)");
      c.mutes.push({ svc: s, from: T, to: c.end, keepProb: 0.05 });
      every(c, T, c.end, 1400, (t, r) => {
        say(
          c,
          t,
          s,
          "error",
          `Internal Server Error: /api/bookings/\n${python(
            [
              [
                "/usr/local/lib/python3.12/site-packages/django/core/handlers/exception.py",
                55,
                "inner",
                "response = get_response(request)",
              ],
              ["/app/bookings/views.py", 141, "create", "cal = FacilityCalendarClient.from_settings()"],
              ["/app/bookings/calendar.py", 22, "from_settings", "token = env('FACILITY_CALENDAR_TOKEN')"],
              [
                "/usr/local/lib/python3.12/site-packages/environ/environ.py",
                388,
                "get_value",
                "raise ImproperlyConfigured(error_msg) from exc",
              ],
            ],
            "django.core.exceptions.ImproperlyConfigured: Set the FACILITY_CALENDAR_TOKEN environment variable",
          )}`,
        );
        say(
          c,
          t + r.int(150, 500),
          "patron-portal",
          "error",
          `Completed 500 Internal Server Error in ${r.int(80, 400)}ms (rec-bookings: 500 on POST /api/bookings/)`,
        );
        if (r.chance(0.3))
          say(
            c,
            t + r.int(300, 900),
            "waitlist-worker",
            "warn",
            `[celery] Task waitlist.promote_hold retry: rec-bookings answered 500 (attempt ${r.int(1, 4)}/5)`,
          );
      });
    },
  },
];
