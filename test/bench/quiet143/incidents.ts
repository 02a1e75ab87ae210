// The eight incidents, one per category, each written from a real failure mode: where it starts, what the origin
// says (sometimes only WARN, sometimes nothing per request), how its callers report it, and what else is going on.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Fault, Win } from "./sim.js";

export interface Incident {
  key: string;
  estate: string;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Quiet episodes that also run in this window (red herrings), with where they start. */
  extras: Array<[string, number]>;
  /** Emits the incident's own onset/periodic lines and returns the fault for the traffic. `tf` is the true start. */
  build: (w: Win, tf: number) => Fault;
}

const ramp = (tf: number, secs: number, top: number) => (t: number) =>
  Math.min(top, ((t - tf) / (secs * 1000)) * top + 0.15);
const javaStack = (r: Rng, head: string, frames: string[]) =>
  [
    head,
    ...frames.map((f) => `\tat ${f}(${f.split(".").slice(-2, -1)[0]}.java:${r.i(20, 400)})`),
    `\t... ${r.i(40, 90)} more`,
  ].join("\n");
const jid = (r: Rng) => r.hex(12);
const L = (level: Level, msg: string): [Level, string] => [level, msg];

export const INCIDENTS: Incident[] = [
  {
    key: "rip-spool-full",
    estate: "pressroom",
    category: "disk",
    origin: "rip",
    hints: ["disk", "space", "enospc", "storage", "volume", "spool"],
    severity: "high",
    note: "the RIP farm's spool volume fills up; rip only WARNs and requeues while proofs and imposition report 500s from rip loudly, next to an unrelated rolling deploy elsewhere",
    extras: [
      ["runtime", 0],
      ["deploy", 0.3],
      ["scanner", 0.1],
    ],
    build: (w, tf) => {
      const r = w.r;
      w.emit(
        tf - 420000,
        "rip",
        "warn",
        "c.p.rip.Janitor - cleanup skipped: previous run still holds /var/spool/rip/.janitor.lock",
      );
      w.emit(
        tf - 180000,
        "rip",
        "warn",
        "c.p.rip.Janitor - cleanup skipped: previous run still holds /var/spool/rip/.janitor.lock",
      );
      w.emit(
        tf,
        "rip",
        "warn",
        `c.p.rip.RipFarm - raster write failed for PR-${r.i(100000, 999999)} sep K: java.io.IOException: No space left on device; job requeued`,
      );
      const waiting = { n: r.i(3, 8) };
      w.every((tf - w.t0) / w.span + 0.005, 1, 60, (t) => {
        waiting.n += r.i(4, 12);
        w.emit(t, "rip", "info", `c.p.rip.RipFarm - queue: waiting=${waiting.n} running=0 licences=6`);
      });
      return {
        at: "rip",
        from: tf,
        rate: ramp(tf, 60, 0.95),
        origin: (rr) =>
          rr.c(0.7)
            ? L(
                "warn",
                `c.p.rip.RipFarm - ${rr.p(["raster write failed", "could not open separation file", "tile cache flush failed"])} for PR-${rr.i(100000, 999999)}: java.io.IOException: No space left on device; job requeued (attempt ${rr.i(1, 5)})`,
              )
            : null,
        up: {
          proofs: (rr, callee) => [
            L(
              "error",
              rr.c(0.3)
                ? javaStack(
                    rr,
                    `c.p.proofs.ProofController - proof render failed: org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error from POST http://${callee}:8080/render`,
                    [
                      "org.springframework.web.client.DefaultResponseErrorHandler.handleError",
                      "org.springframework.web.client.RestTemplate.doExecute",
                      "com.pressroom.proofs.RipClient.render",
                      "com.pressroom.proofs.ProofController.show",
                    ],
                  )
                : `c.p.proofs.ProofController - proof render failed for PR-${rr.i(100000, 999999)}: ${callee} answered 500 Internal Server Error`,
            ),
          ],
          imposition: (rr, callee) => [
            L(
              "error",
              `c.p.imposition.Planner - release of PR-${rr.i(100000, 999999)} failed: ${callee} returned HTTP 500, plate-ready event not sent`,
            ),
            L("warn", `c.p.imposition.Planner - will retry release in ${rr.p([30, 60, 120])}s`),
          ],
          envoy: () => [],
        },
        edge: (rr) => ({ status: 500, ms: rr.i(200, 3000) }),
      };
    },
  },
  {
    key: "proof-secret-missing",
    estate: "inkwell",
    category: "configuration",
    origin: "proof-approval",
    hints: ["config", "setting", "secret", "missing", "env", "not set"],
    severity: "high",
    note: "proof-approval is redeployed and every approval then fails on a missing signing-secret setting, while session-auth also deployed minutes earlier and viewing proofs keeps working",
    extras: [
      ["badinput", 0.05],
      ["credstuff", 0.2],
      ["mailbounce", 0.1],
    ],
    build: (w, tf) => {
      const r = w.r;
      w.emit(tf - 380000, "session-auth", "info", "received SIGTERM, closing server");
      w.emit(tf - 372000, "session-auth", "info", "session-auth 3.14.0 listening on :3000 (node v20.11.1)");
      w.emit(tf - 60000, "proof-approval", "info", "received SIGTERM, closing server");
      w.emit(
        tf - 52000,
        "proof-approval",
        "info",
        "proof-approval 5.8.0 (git 4e1a9c2) listening on :3000 (node v20.11.1)",
      );
      w.emit(
        tf - 51000,
        "proof-approval",
        "warn",
        "config: optional key proofs.signingSecret not found in config/production.json, falling back to process.env",
      );
      w.emit(
        tf,
        "proof-approval",
        "error",
        `POST /api/proofs/PRF-${r.i(100000, 999999)}/approve failed: Error: Missing required configuration "proofs.signingSecret" (set PROOF_SIGNING_SECRET)\n    at requireSetting (/app/dist/config.js:41:11)\n    at signApproval (/app/dist/approval/token.js:18:19)\n    at ApprovalController.approve (/app/dist/approval/controller.js:77:23)`,
      );
      return {
        at: "proof-approval",
        from: tf + 2000,
        rate: 1,
        affects: (route) => route.method === "POST",
        origin: (rr) =>
          L(
            "error",
            rr.c(0.25)
              ? `POST /api/proofs/PRF-${rr.i(100000, 999999)}/approve failed: Error: Missing required configuration "proofs.signingSecret" (set PROOF_SIGNING_SECRET)\n    at requireSetting (/app/dist/config.js:41:11)\n    at signApproval (/app/dist/approval/token.js:18:19)`
              : `approve PRF-${rr.i(100000, 999999)} -> 500 (Missing required configuration "proofs.signingSecret")`,
          ),
        up: { "inkwell-nginx": () => [] },
        edge: (rr) => ({ status: 500, ms: rr.i(8, 40) }),
        delay: [1, 6],
      };
    },
  },
  {
    key: "spooler-oom",
    estate: "banner",
    category: "memory",
    origin: "wideformat_spooler",
    hints: ["memory", "oom", "sigkill", "rss", "out of memory"],
    severity: "high",
    note: "wideformat_spooler workers are OOM-killed rendering a huge banner job and say almost nothing per request, while order_desk loudly reports connection resets and timeouts submitting to it",
    extras: [
      ["runtime", 0],
      ["scanner", 0.3],
      ["dupkey", 0.2],
    ],
    build: (w, tf) => {
      const r = w.r;
      let rss = 1.9;
      w.every(Math.max(0, (tf - w.t0) / w.span - 0.15), (tf - w.t0) / w.span, 45, (t) => {
        rss += r.f(0.1, 0.35);
        w.emit(
          t,
          "wideformat_spooler",
          "info",
          `INFO spooler: rendering BB-${r.p([48213, 48213, 48213])} 5000x3000mm at 150ppi, rss=${rss.toFixed(2)}GiB`,
        );
      });
      let pid = r.i(3000, 9000);
      w.emit(tf, "wideformat_spooler", "error", `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
      w.every((tf - w.t0) / w.span + 0.01, 1, r.i(40, 80), (t) => {
        w.emit(t, "wideformat_spooler", "info", `[INFO] Booting worker with pid: ${++pid + r.i(1, 30)}`);
        w.emit(
          t + r.f(25000, 40000),
          "wideformat_spooler",
          "error",
          `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`,
        );
      });
      return {
        at: "wideformat_spooler",
        from: tf,
        rate: 0.8,
        origin: () => null,
        up: {
          order_desk: (rr, callee) =>
            rr.c(0.5)
              ? [
                  L(
                    "error",
                    `Errno::ECONNRESET: Connection reset by peer - submitting BB-${rr.i(10000, 99999)} to ${callee}`,
                  ),
                  L("warn", `PrintSubmitJob retry ${rr.i(1, 5)}/5 scheduled in ${rr.p([15, 30, 60])}s`),
                ]
              : [
                  L(
                    "error",
                    `Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)> posting BB-${rr.i(10000, 99999)} to http://${callee}:8000/jobs`,
                  ),
                ],
        },
        edge: (rr) => ({ status: 502, ms: rr.i(10, 100) }),
        delay: [2000, 30000],
      };
    },
  },
  {
    key: "invoicing-too-many-clients",
    estate: "meridian",
    category: "database",
    origin: "fin-invoicing",
    hints: ["database", "postgres", "too many", "connection", "clients", "sql", "npgsql"],
    severity: "high",
    note: "fin-invoicing's Postgres runs out of connection slots, fin-quotes retries conversions louder than the origin, and cx-proofs keeps logging a harmless Postgrex disconnect the whole window",
    extras: [
      ["certrenew", 0.2],
      ["badrecords", 0.1],
      ["healthflap", 0.6],
    ],
    build: (w, tf) => {
      const r = w.r;
      w.every(0, 1, r.i(6, 12), (t) =>
        w.emit(
          t,
          "cx-proofs",
          "error",
          `[error] Postgrex.Protocol (#PID<0.${r.i(2000, 3000)}.0>) disconnected: ** (DBConnection.ConnectionError) client #PID<0.${r.i(9000, 9999)}.0> exited`,
        ),
      );
      w.emit(tf - 240000, "prod-cutqueue", "info", "[info] Application prod_cutqueue started (release 2026.11.3)");
      w.emit(
        tf - 30000,
        "fin-invoicing",
        "warn",
        "Meridian.Invoicing.Ledger: open connections 94/100 (pool Max Pool Size=100)",
      );
      w.emit(
        tf,
        "fin-invoicing",
        "error",
        "Meridian.Invoicing.Ledger: booking invoice failed: 53300: sorry, too many clients already",
      );
      const stack = (rr: Rng) =>
        [
          "Npgsql.PostgresException (0x80004005): 53300: sorry, too many clients already",
          "   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
          "   at Npgsql.Internal.NpgsqlConnector.Open(NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
          "   at Npgsql.PoolingDataSource.OpenNewConnector(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
          `   at Meridian.Invoicing.Ledger.BookAsync(Invoice inv) in /src/Ledger.cs:line ${rr.i(80, 200)}`,
        ].join("\n");
      return {
        at: "fin-invoicing",
        from: tf,
        rate: ramp(tf, 90, 0.85),
        origin: (rr) =>
          L(
            "error",
            rr.c(0.4)
              ? `Microsoft.EntityFrameworkCore.Database.Connection: An error occurred using the connection to database 'invoicing' on server 'pg-fin-01'.\n${stack(rr)}`
              : `Meridian.Invoicing.Ledger: booking invoice failed: 53300: sorry, too many clients already`,
          ),
        up: {
          "cx-webshop": (rr, callee) => [
            L(
              "error",
              `checkout failed: ${callee} responded 500 (order MG-${rr.i(10000, 99999)} left unpaid) in /var/www/shop/src/Checkout.php:212`,
            ),
          ],
          "fin-quotes": (rr, callee) => [
            L(
              "error",
              `Meridian.Quotes.Convert: converting quote MQ-${rr.i(10000, 99999)} failed: ${callee} returned 500 InternalServerError`,
            ),
            L("error", `Meridian.Quotes.Convert: retry 1/3 to ${callee} failed: 500 InternalServerError`),
            L("error", `Meridian.Quotes.Convert: retry 2/3 to ${callee} failed: 500 InternalServerError`),
          ],
        },
        edge: (rr) => ({ status: 500, ms: rr.i(30, 900) }),
      };
    },
  },
  {
    key: "upload-dns",
    estate: "inkwell",
    category: "network",
    origin: "upload-gateway",
    hints: ["dns", "lookup", "resolve", "network", "misbehaving", "no such host"],
    severity: "high",
    note: "upload-gateway can no longer resolve the object-store hostname so uploads fail with 502s, among client disconnects on the same service and an unrelated rolling deploy elsewhere",
    extras: [
      ["disconnects", 0.05],
      ["retryok", 0.3],
      ["deploy", 0.35],
      ["runtime", 0],
    ],
    build: (w, tf) => {
      const r = w.r;
      w.emit(
        tf,
        "upload-gateway",
        "error",
        `put part 1 of uploads/${r.hex(8)}/artwork.pdf: dial tcp: lookup objstore.inkwell.internal on 10.96.0.10:53: server misbehaving`,
      );
      w.every((tf - w.t0) / w.span + 0.02, 1, 90, (t) =>
        w.emit(
          t,
          "preflight-worker",
          "warn",
          `watchdog: no new files from upload-gateway for ${r.i(90, 300)}s (queue preflight.incoming empty)`,
        ),
      );
      return {
        at: "upload-gateway",
        from: tf,
        rate: 0.97,
        origin: (rr) =>
          L(
            "error",
            rr.p([
              `put part ${rr.i(1, 40)} of uploads/${rr.hex(8)}/artwork.pdf: dial tcp: lookup objstore.inkwell.internal on 10.96.0.10:53: server misbehaving`,
              `put part ${rr.i(1, 40)} of uploads/${rr.hex(8)}/front.pdf: dial tcp: lookup objstore.inkwell.internal: i/o timeout`,
              `create multipart upload: RequestError: send request failed caused by: Put "https://objstore.inkwell.internal/uploads": dial tcp: lookup objstore.inkwell.internal: no such host`,
            ]),
          ),
        up: {},
        edge: (rr) => ({ status: 502, ms: rr.i(40, 5100) }),
        delay: [5, 5000],
      };
    },
  },
  {
    key: "carrier-outage",
    estate: "pressroom",
    category: "dependency",
    origin: "shipping",
    hints: ["parcelhub", "carrier", "503", "circuit", "unavailable", "vendor", "upstream", "dependency"],
    severity: "medium",
    note: "the ParcelHub carrier API goes down for good, shipping opens its circuit breaker and WARNs while finishing errors on every blocked dispatch; an earlier ParcelHub blip in the same window recovered",
    extras: [
      ["vendorblip", 0.12],
      ["badinput", 0.2],
      ["gcpause", 0.3],
    ],
    build: (w, tf) => {
      const r = w.r;
      w.emit(
        tf,
        "shipping",
        "warn",
        `parcelhub POST /v1/consignments: 503 Service Unavailable (upstream connect error or disconnect/reset before headers), attempt 1/3`,
      );
      w.emit(tf + 45000, "shipping", "warn", "circuit breaker parcelhub: CLOSED -> OPEN after 20 consecutive failures");
      w.every((tf - w.t0) / w.span + 0.03, 1, 30, (t) => {
        w.emit(t, "shipping", "warn", "circuit breaker parcelhub: OPEN -> HALF_OPEN, probing");
        w.emit(
          t + r.f(200, 3000),
          "shipping",
          "warn",
          `circuit breaker parcelhub: probe failed (${r.p(["503 Service Unavailable", "502 Bad Gateway", "503 Service Unavailable"])}), HALF_OPEN -> OPEN`,
        );
      });
      return {
        at: "shipping",
        from: tf,
        rate: 0.95,
        origin: (rr, t) =>
          t < tf + 45000
            ? L(
                "warn",
                `parcelhub POST /v1/consignments: ${rr.p(["503 Service Unavailable", "503 Service Unavailable", "504 Gateway Timeout"])}, attempt ${rr.i(1, 3)}/3`,
              )
            : L("warn", `consignment for PR-${rr.i(100000, 999999)} not created: circuit breaker parcelhub is OPEN`),
        up: {
          finishing: (rr, callee) => [
            L(
              "error",
              `station=dispatch job=PR-${rr.i(100000, 999999)} blocked: ${callee} returned 503 (no carrier label), pallet held at bay ${rr.i(1, 6)}`,
            ),
          ],
          storefront: (rr, callee) => [
            L(
              "error",
              `o.s.web.servlet.DispatcherServlet - GET /v2/jobs/PR-${rr.i(100000, 999999)}/tracking failed: 503 from ${callee}`,
            ),
          ],
        },
        edge: (rr) => ({ status: 503, ms: rr.i(5, 60) }),
      };
    },
  },
  {
    key: "accounting-oauth",
    estate: "banner",
    category: "authentication",
    origin: "invoice_worker",
    hints: ["auth", "oauth", "token", "invalid_grant", "401", "unauthorized", "credential"],
    severity: "medium",
    note: "invoice_worker's OAuth refresh token for the accounting ledger is revoked and every invoice job fails with invalid_grant/401, inside a loud credential-stuffing attack on customer_portal",
    extras: [
      ["credstuff", 0.15],
      ["credstuff", 0.6],
      ["deploy", 0.4],
      ["printeroffline", 0.25],
    ],
    build: (w, tf) => {
      const r = w.r;
      w.emit(
        tf,
        "invoice_worker",
        "error",
        'Ledger::Client token refresh failed: 400 Bad Request {"error":"invalid_grant","error_description":"refresh token has been revoked"}',
      );
      w.every((tf - w.t0) / w.span + 0.02, 1, 40, (t) =>
        w.emit(
          t,
          "invoice_worker",
          "info",
          `Sidekiq stats: processed=${r.i(1000, 9000)} failed=${r.i(40, 400)} busy=0 enqueued=${r.i(0, 10)} retries=${r.i(30, 300)}`,
        ),
      );
      w.every((tf - w.t0) / w.span + 0.001, 1, 9, (t) =>
        w.emit(
          t,
          "invoice_worker",
          "error",
          `InvoiceJob JID-${jid(r)} failed: Ledger::Unauthorized: 401 Unauthorized (AuthenticationUnsuccessful) - retry ${r.i(1, 25)} in ${r.i(20, 900)}s`,
        ),
      );
      return {
        at: "invoice_worker",
        from: tf,
        rate: 1,
        origin: (rr) =>
          rr.c(0.5)
            ? L(
                "error",
                `InvoiceJob JID-${jid(rr)} failed: Ledger::Unauthorized: 401 Unauthorized (AuthenticationUnsuccessful) - retry ${rr.i(1, 25)} in ${rr.i(20, 900)}s`,
              )
            : L(
                "warn",
                `Ledger::Client token refresh failed: invalid_grant (refresh token has been revoked); using cached access token (expired ${rr.i(1, 40)}m ago)`,
              ),
        up: {
          order_desk: (rr) => [
            L("warn", `Order BB-${rr.i(10000, 99999)} ready but invoice not confirmed yet (waiting on invoice_worker)`),
          ],
        },
        edge: (rr) => ({ status: 500, ms: rr.i(10, 90) }),
        delay: [50, 2000],
      };
    },
  },
  {
    key: "ripfarm-licence-timeout",
    estate: "meridian",
    category: "timeout",
    origin: "prod-ripfarm",
    hints: ["timeout", "timed out", "license", "licence", "deadline"],
    severity: "high",
    note: "prod-ripfarm's licence checks stop getting answers in time so every RIP job hangs; ripfarm only WARNs while cx-proofs and cx-uploads time out calling it and Traefik returns 504s",
    extras: [
      ["runtime", 0],
      ["partner429", 0.1],
      ["diskclean", 0.3],
    ],
    build: (w, tf) => {
      const r = w.r;
      w.emit(
        tf - 300000,
        "fin-quotes",
        "info",
        "Meridian.Quotes: Application started. Hosting environment: Production (v8.2.0)",
      );
      w.emit(
        tf,
        "prod-ripfarm",
        "warn",
        `Meridian.Rip.Licensing: licence check against lic-01.meridian.lan:27000 did not answer within 10000ms (job MG-${r.i(10000, 99999)} waiting)`,
      );
      w.every((tf - w.t0) / w.span + 0.02, 1, 60, (t) =>
        w.emit(
          t,
          "prod-printfleet",
          "info",
          "fleet poll: vutek-h5=idle latex-2700=idle mimaki-ujf=idle (no jobs received)",
        ),
      );
      return {
        at: "prod-ripfarm",
        from: tf,
        rate: ramp(tf, 120, 0.9),
        origin: (rr) =>
          rr.c(0.6)
            ? L(
                "warn",
                `Meridian.Rip.Licensing: licence check against lic-01.meridian.lan:27000 did not answer within 10000ms (job MG-${rr.i(10000, 99999)} waiting, attempt ${rr.i(2, 3)})`,
              )
            : null,
        up: {
          "cx-proofs": (rr, callee) => [
            L(
              "error",
              `[error] proof render MG-${rr.i(10000, 99999)} failed: %Mint.TransportError{reason: :timeout} calling ${callee} after 30000ms`,
            ),
          ],
          "cx-uploads": (_rr, callee) => [
            L(
              "warn",
              `Polly: Execution attempt 1 to ${callee} failed with TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. Retrying`,
            ),
            L(
              "error",
              `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (POST http://${callee}/jobs)`,
            ),
          ],
        },
        edge: (rr) => ({ status: 504, ms: rr.i(30000, 30100) }),
        delay: [10000, 10200],
        hop: [19800, 20100],
      };
    },
  },
];
