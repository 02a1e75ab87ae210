// The eight real failures of quiet66, one per category, written as the services would log them.
import { branch, type Estate, isbn, item, obj, pad2, patron } from "./estates.js";
import { redeploy } from "./runtimes.js";
import type { Stream } from "./stream.js";

export interface IncidentKind {
  id: string;
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Noise kinds that would muddle the story in a way no real window would. */
  avoid: string[];
  /** Writes the failure from t0 (true start at the origin) to the end of the window. */
  run: (s: Stream, e: Estate, t0: number) => void;
}

const uuid = (s: Stream) => `${s.rng.hex(8)}-${s.rng.hex(4)}-${s.rng.hex(4)}-${s.rng.hex(4)}-${s.rng.hex(12)}`;

export const INCIDENTS: IncidentKind[] = [
  {
    id: "circ-db-exhausted",
    estate: "tcl",
    origin: "circulation-svc",
    category: "database",
    hints: ["connection", "database", "postgres", "too many", "pool", "sql", "jdbc"],
    severity: "high",
    note: "circulation-svc's PostgreSQL runs out of connection slots, so checkouts, checkins and renewals fail and kiosks and the discovery UI report 503s",
    avoid: ["pool-validate", "backup-slow"],
    run(s, _e, t0) {
      const r = s.rng;
      let lastStack = 0;
      const dbFail = (t: number, tr: string | undefined, what: string) => {
        const full = t - lastStack > 4000;
        if (full) lastStack = t;
        s.add(
          t + 30000,
          "circulation-svc",
          "error",
          full
            ? `o.h.e.j.s.SqlExceptionHelper : ${what} failed: Unable to acquire JDBC Connection [HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=${r.int(60, 240)})]`
            : `o.h.e.j.s.SqlExceptionHelper : SQL Error: 0, SQLState: 53300 - FATAL: sorry, too many clients already`,
          {
            trace: tr,
            stack: full
              ? [
                  "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
                  "\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
                  "\tat org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)",
                  "\tat org.tcl.circ.checkout.CheckoutService.checkout(CheckoutService.java:88)",
                  "Caused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
                  "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                  "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:482)",
                  "\t... 41 common frames omitted",
                ]
              : undefined,
          },
        );
      };
      s.intercept = (flow, t, tr) => {
        if (t < t0 || !["checkout", "checkin", "renew"].includes(flow) || r.chance(0.12)) return false;
        dbFail(t, tr, flow);
        if (flow === "renew") {
          s.add(t + 30040, "discovery-ui", "error", `POST /api/loans/renew 503 30044ms upstream=circulation-svc`, {
            trace: tr,
          });
          return true;
        }
        const k = `KSK-${branch(r)}-${r.int(1, 4)}`;
        for (let a = 1; a <= 3; a++)
          s.add(
            t + 28000 + a * 2000,
            "sip2-bridge",
            a < 3 ? "warn" : "error",
            a < 3
              ? `${k} ${flow === "checkout" ? "11 Checkout" : "09 Checkin"} item=${item(r)}: ILS call failed (HTTP 503 from circulation-svc), resend ${a}/2`
              : `${k} ${flow === "checkout" ? "12" : "10"} ok=0 AF="Unable to process, please see staff": circulation-svc unavailable after 3 attempts`,
            { trace: tr },
          );
        return true;
      };
      s.every(
        20000,
        (t) =>
          s.add(
            t,
            "sip2-bridge",
            "warn",
            `KSK-${branch(r)}-${r.int(1, 4)}: 99 SC Status -> 98 online=N checkin_ok=N checkout_ok=N (ILS offline)`,
          ),
        t0 + 60000,
        s.end,
      );
      s.every(
        4000,
        (t) =>
          s.add(
            t,
            "holds-allocator",
            "error",
            `o.t.h.ItemStatusClient : GET http://circulation-svc:8080/api/items/${item(r)}/status failed: 503 Service Unavailable`,
          ),
        t0 + 35000,
        s.end,
      );
      s.add(
        t0 + 95000,
        "discovery-ui",
        "error",
        "circuit breaker circulation-svc OPEN (failure rate 91% over last 20 calls)",
      );
      s.every(
        30000,
        (t) => {
          s.add(t, "discovery-ui", "warn", "circuit breaker circulation-svc HALF_OPEN, trial request");
          s.add(t + 30100, "discovery-ui", "error", "circuit breaker circulation-svc OPEN again (trial failed: 503)");
        },
        t0 + 130000,
        s.end,
      );
      s.every(
        15000,
        (t) =>
          s.add(
            t,
            "circulation-svc",
            "warn",
            `com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${r.int(80, 300)})`,
          ),
        t0,
        s.end,
      );
    },
  },
  {
    id: "holds-deadline",
    estate: "tcl",
    origin: "holds-allocator",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline"],
    severity: "medium",
    note: "holds-allocator's allocation pass starts overrunning its 30 s budget (logged only at WARN); the discovery UI and circulation-svc time out waiting for it",
    avoid: ["holds-unfillable", "gc-pauses"],
    run(s, _e, t0) {
      const r = s.rng;
      s.intercept = (flow, t, tr) => {
        if (t < t0) return false;
        if (flow === "hold" && r.chance(0.85)) {
          s.add(
            t + 30000,
            "holds-allocator",
            "warn",
            `o.t.h.AllocationService : allocation for bib ${r.int(100000, 2999999)} abandoned after 30000ms (deadline exceeded), ${r.int(3000, 9000)} holds pending`,
            { trace: tr },
          );
          s.add(
            t + 30020,
            "discovery-ui",
            "error",
            `POST /api/holds 504 30021ms upstream=holds-allocator (Gateway Timeout)`,
            { trace: tr },
          );
          return true;
        }
        if (flow === "checkin" && r.chance(0.5)) {
          const it = item(r);
          s.add(t + 10, "circulation-svc", "info", `o.t.c.CheckinController : checkin item=${it} at ${branch(r)}`, {
            trace: tr,
          });
          for (let a = 1; a <= 2; a++)
            s.add(
              t + a * 10020,
              "circulation-svc",
              "error",
              `o.t.c.HoldsClient : trap check for item ${it} failed (attempt ${a}/2): I/O error on POST request for "http://holds-allocator:8080/api/traps": Read timed out`,
              {
                trace: tr,
                stack:
                  a === 1
                    ? [
                        'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://holds-allocator:8080/api/traps": Read timed out',
                        "\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                        "\tat org.tcl.circ.holds.HoldsClient.trap(HoldsClient.java:61)",
                        "Caused by: java.net.SocketTimeoutException: Read timed out",
                        "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
                        "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
                      ]
                    : undefined,
              },
            );
          s.add(
            t + 20060,
            "sip2-bridge",
            "warn",
            `KSK-${branch(r)}-${r.int(1, 4)} 09 Checkin item=${it} -> 10 ok=1 alert=N (${r.int(20000, 20100)}ms, slow)`,
            { trace: tr },
          );
          return true;
        }
        return false;
      };
      s.every(
        60000,
        (t) =>
          s.add(
            t,
            "holds-allocator",
            "warn",
            `o.t.h.PickListJob : pick list refresh exceeded 30s budget (took ${r.int(31, 95)}s), results may be stale`,
          ),
        t0 + 20000,
        s.end,
      );
      s.every(
        25000,
        (t) =>
          s.add(
            t,
            "holds-allocator",
            "warn",
            `o.t.h.AllocationService : tx for queue segment ${r.int(1, 40)} timed out after 30s, rolled back`,
          ),
        t0 + 5000,
        s.end,
      );
    },
  },
  {
    id: "ldap-password-expired",
    estate: "hcl",
    origin: "patron-login",
    category: "authentication",
    hints: ["ldap", "bind", "credential", "authentication", "password", "invalid"],
    severity: "high",
    note: "patron-login's directory service account password expires, every LDAP bind fails with result 49 and patrons cannot sign in on the OPAC or kiosks",
    avoid: ["login-failures"],
    run(s, _e, t0) {
      const r = s.rng;
      const bindErr = `LDAP Result Code 49 "Invalid Credentials": 80090308: LdapErr: DSID-0C090569, comment: AcceptSecurityContext error, data 532, v4f7c`;
      s.intercept = (flow, t, _tr) => {
        if (t < t0 || flow !== "login") return false;
        s.add(
          t + 15,
          "patron-login",
          "error",
          `level=error msg="service bind failed" dn="CN=svc-opac-bind,OU=Service Accounts,DC=hcl,DC=local" err="${bindErr.replace(/"/g, '\\"')}"`,
        );
        s.add(
          t + 16,
          "patron-login",
          "error",
          `level=error msg="authentication failed" reason=backend cardnumber=${patron(r).slice(0, 6)}****** status=500`,
        );
        for (let a = 0; a < 2; a++)
          s.add(
            t + 200 + a * 600,
            "opac-frontend",
            "error",
            `PatronLoginClient::Error: patron-login responded 500 (backend) on POST /v1/authenticate, ${a === 0 ? "retrying" : "giving up"}`,
            a === 1
              ? {
                  stack: [
                    "/app/app/clients/patron_login_client.rb:44:in `authenticate!'",
                    "/app/app/models/patron_session.rb:19:in `create'",
                    "/app/app/controllers/users/sessions_controller.rb:12:in `create'",
                    "/usr/local/bundle/gems/actionpack-7.1.5/lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
                  ],
                }
              : {},
          );
        s.add(
          t + 900,
          "opac-frontend",
          "error",
          `Completed 502 Bad Gateway in ${r.int(820, 990)}ms POST "/users/sign_in"`,
        );
        return true;
      };
      s.every(
        3500,
        (t) => {
          const sc = pad2(r.int(1, 14));
          s.add(
            t,
            "sipserver",
            "warn",
            `SIP 63 Patron Information from sc${sc}: password check failed (auth backend error 500 from patron-login)`,
          );
          s.add(t + 20, "sipserver", "info", `SIP 64 sent valid_patron=Y valid_patron_password=N terminal=sc${sc}`);
        },
        t0 + 2000,
        s.end,
      );
      s.every(
        30000,
        (t) =>
          s.add(
            t,
            "patron-login",
            "warn",
            `level=warn msg="ldap pool: 0 of 8 connections bound" server=ldaps://dc02.hcl.local:636`,
          ),
        t0 + 10000,
        s.end,
      );
    },
  },
  {
    id: "ebook-vendor-down",
    estate: "hcl",
    origin: "eresources-hub",
    category: "dependency",
    hints: ["vendor", "503", "unavailable", "upstream", "circuit", "lendwell", "dependency"],
    severity: "medium",
    note: "the e-book vendor Lendwell answers 503 to eresources-hub, its circuit breaker opens and OPAC e-book checkouts fail",
    avoid: ["ebook-withdrawn", "ebook-limits"],
    run(s, _e, t0) {
      const r = s.rng;
      const openAt = t0 + 40000;
      s.intercept = (flow, t, _tr) => {
        if (t < t0 || flow !== "ebook") return false;
        if (t < openAt) {
          for (let a = 0; a < 3; a++)
            s.add(
              t + 20 + a * 700,
              "eresources-hub",
              a < 2 ? "warn" : "error",
              `lendwell POST /v1/checkouts -> 503 Service Unavailable (x-lendwell-request-id=${r.hex(12)}) ${a < 2 ? `retry ${a + 1}/2` : "giving up"}`,
            );
        } else
          s.add(
            t + 5,
            "eresources-hub",
            "error",
            `lendwell circuit OPEN: rejecting checkout for title ${isbn(r)} without calling vendor`,
          );
        s.add(
          t + 2200,
          "opac-frontend",
          "error",
          `Completed 502 Bad Gateway in ${r.int(2100, 2400)}ms POST "/ebooks/checkout" (eresources-hub: vendor unavailable)`,
        );
        return true;
      };
      s.every(
        2500,
        (t) =>
          s.add(
            t,
            "eresources-hub",
            "warn",
            `lendwell GET /v1/availability -> 503 Service Unavailable ${r.pick(["(upstream connect error or disconnect/reset before headers)", '{"message":"Service temporarily unavailable"}'])}`,
          ),
        t0,
        openAt,
      );
      s.add(
        openAt,
        "eresources-hub",
        "error",
        "circuit lendwell-api: CLOSED -> OPEN (11 failures in 30s, threshold 10)",
      );
      s.every(
        60000,
        (t) => {
          s.add(t, "eresources-hub", "info", "circuit lendwell-api: OPEN -> HALF_OPEN, probing GET /v1/health");
          s.add(
            t + 400,
            "eresources-hub",
            "error",
            "lendwell GET /v1/health -> 503 Service Unavailable; circuit lendwell-api: HALF_OPEN -> OPEN",
          );
        },
        openAt + 60000,
        s.end,
      );
      s.every(
        4000,
        (t) =>
          s.add(
            t,
            "opac-frontend",
            "warn",
            `EResources availability unavailable for ${isbn(r)}, rendering "check availability later"`,
          ),
        openAt,
        s.end,
      );
    },
  },
  {
    id: "aip-store-full",
    estate: "mmad",
    origin: "preservation-worker",
    category: "disk",
    hints: ["disk", "space", "enospc", "errno 28", "full"],
    severity: "high",
    note: "preservation-worker's shared processing volume fills up; its pipeline stops with Errno 28 and collections-api media ingests fail",
    avoid: ["format-unknown", "clamav-stale", "ffmpeg-warnings"],
    run(s, _e, t0) {
      const r = s.rng;
      s.silence("preservation-worker", t0, s.end);
      s.every(
        9000,
        (t) => {
          const tr = s.newTrace();
          const unit = uuid(s);
          const p = `/var/archivematica/sharedDirectory/currentlyProcessing/transfer-${unit}/objects/${obj(r)}_${r.pick(["master", "access"])}.tif`;
          s.add(
            t,
            "preservation-worker",
            "error",
            `task ${r.pick(["extract_contents", "normalize", "create_aip"])} failed for transfer ${unit}`,
            {
              trace: tr,
              force: true,
              stack: [
                "Traceback (most recent call last):",
                '  File "/src/worker/tasks.py", line 212, in run_task',
                "    shutil.copyfile(src, dst)",
                '  File "/usr/lib/python3.12/shutil.py", line 273, in copyfile',
                "    _fastcopy_sendfile(fsrc, fdst)",
                '  File "/usr/lib/python3.12/shutil.py", line 155, in _fastcopy_sendfile',
                "    raise err from None",
                `OSError: [Errno 28] No space left on device: '${p}'`,
              ],
            },
          );
          s.add(
            t + 60,
            "collections-api",
            "error",
            `media ingest for ${obj(r)} failed: HTTPError('500 Server Error: Internal Server Error for url: http://preservation-worker:8000/api/transfer/start_transfer/')`,
            { trace: tr },
          );
          s.add(
            t + 80,
            "collections-api",
            "warn",
            `celery: Task media.ingest_to_preservation[${uuid(s)}] retry: Retry in 60s: HTTPError('500 Server Error')`,
            { trace: tr },
          );
        },
        t0,
        s.end,
      );
      s.every(
        45000,
        (t) =>
          s.add(
            t,
            "preservation-worker",
            "warn",
            `watch: /var/archivematica/sharedDirectory usage 100% (0 bytes free), pausing new transfers`,
            { force: true },
          ),
        t0 + 15000,
        s.end,
      );
      s.every(
        12000,
        (t) =>
          s.add(
            t,
            "fixity-checker",
            "warn",
            `level=warn msg="no new AIPs from preservation pipeline" waiting=${Math.round((t - t0) / 1000)}s`,
          ),
        t0 + 120000,
        s.end,
      );
    },
  },
  {
    id: "iiif-heap",
    estate: "mmad",
    origin: "iiif-image",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    note: "iiif-image (Cantaloupe) runs out of Java heap decoding very large TIFFs, goes silent and restarts in a loop while visit-web and iiif-presentation fail to fetch images",
    avoid: ["gc-pauses", "iiif-oversize", "iiif-unpublished"],
    run(s, _e, t0) {
      const r = s.rng;
      let t = t0;
      const downs: [number, number][] = [];
      while (t < s.end) {
        for (let i = 0; i < 4; i++)
          s.add(
            t + i * 6000,
            "iiif-image",
            "warn",
            `[gc] GC(${r.int(4000, 9000)}) Pause Full (G1 Compaction Pause) ${r.int(4060, 4090)}M->${r.int(4040, 4080)}M(4096M) ${r.int(1800, 4200)}.${r.int(100, 999)}ms`,
          );
        const crash = t + 26000;
        s.add(
          crash,
          "iiif-image",
          "error",
          `e.i.l.c.r.i.v3.ImageResource: GET /iiif/3/${obj(r).replace(/\./g, "-")}.tif/full/max/0/color.jpg: java.lang.OutOfMemoryError: Java heap space`,
          {
            stack: [
              "java.lang.OutOfMemoryError: Java heap space",
              "\tat java.desktop/java.awt.image.DataBufferByte.<init>(DataBufferByte.java:76)",
              "\tat java.desktop/java.awt.image.ComponentSampleModel.createDataBuffer(ComponentSampleModel.java:467)",
              "\tat edu.illinois.library.cantaloupe.processor.codec.tiff.TIFFImageReader.readRendered(TIFFImageReader.java:178)",
              "\tat edu.illinois.library.cantaloupe.processor.Java2dProcessor.process(Java2dProcessor.java:98)",
            ],
          },
        );
        s.add(crash + 400, "iiif-image", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        const up = crash + r.int(50000, 80000);
        downs.push([crash + 500, up]);
        s.silence("iiif-image", crash + 500, up);
        s.add(up, "iiif-image", "info", "Starting Cantaloupe 5.0.6 (-Xmx4g)", { force: true });
        s.add(up + 2500, "iiif-image", "info", "Started ServerConnector@6d3af739{HTTP/1.1, (http/1.1)}{0.0.0.0:8182}", {
          force: true,
        });
        t = up + r.int(40000, 90000);
      }
      const down = (x: number) => downs.some(([a, b]) => x >= a && x < b);
      s.intercept = (flow, x, tr) => {
        if (x < t0) return false;
        if (flow === "tile" && down(x)) {
          if (r.chance(0.5))
            s.add(
              x + 3,
              "visit-web",
              "error",
              `proxy error GET /iiif/3/${obj(r).replace(/\./g, "-")}.tif/full/600,/0/color.jpg -> iiif-image:8182: connect ECONNREFUSED 10.42.3.17:8182`,
              { trace: tr },
            );
          return true;
        }
        if (flow === "tile" && r.chance(0.3)) {
          s.add(
            x + r.int(4000, 9000),
            "visit-web",
            "warn",
            `slow upstream iiif-image: GET /iiif/3/${obj(r).replace(/\./g, "-")}.tif/full/max/0/color.jpg took ${r.int(4000, 9000)}ms`,
            { trace: tr },
          );
          return true;
        }
        if (flow === "object" && down(x)) {
          s.add(x + 15, "collections-api", "info", `"GET /api/objects/${obj(r)}/ HTTP/1.1" 200 ${r.int(1800, 9000)}`, {
            trace: tr,
          });
          s.add(
            x + 5040,
            "iiif-presentation",
            "error",
            `image service info.json for ${obj(r)} failed: Error: socket hang up (iiif-image:8182) code=ECONNRESET; manifest served without dimensions`,
            { trace: tr },
          );
          return true;
        }
        return false;
      };
    },
  },
  {
    id: "booking-env-missing",
    estate: "fnhm",
    origin: "booking-core",
    category: "configuration",
    hints: ["config", "configuration", "keyerror", "env", "missing", "setting", "key not found"],
    severity: "high",
    note: "a booking-core release comes up without the PAYMENT_GATEWAY_URL setting, so every booking and till sale fails with KeyError while calendars keep working",
    avoid: ["node-drain"],
    run(s, e, t0) {
      const r = s.rng;
      const v = redeploy(s, e, "booking-core", t0 - 7000, 6000);
      s.add(t0 - 200, "booking-core", "info", `release ${v} (git ${v.slice(-7)}) serving; env=production`, {
        force: true,
      });
      let last = 0;
      const fail = (t: number, path: string) => {
        const full = t - last > 3000;
        if (full) last = t;
        s.add(t, "booking-core", "error", `Completed 500 Internal Server Error in ${r.int(3, 12)}ms POST "${path}"`);
        s.add(
          t + 1,
          "booking-core",
          "fatal",
          `KeyError (key not found: "PAYMENT_GATEWAY_URL"):`,
          full
            ? {
                stack: [
                  "app/services/payment_intent_builder.rb:14:in `fetch'",
                  "app/services/payment_intent_builder.rb:14:in `gateway_url'",
                  "app/services/payment_intent_builder.rb:31:in `call'",
                  `app/controllers/api/${path.includes("pos") ? "pos_sales" : "bookings"}_controller.rb:22:in \`create'`,
                ],
              }
            : {},
        );
      };
      s.intercept = (flow, t, _tr) => {
        if (t < t0) return false;
        if (flow === "book") {
          fail(t + 20, "/api/bookings");
          s.add(
            t + 60,
            "tickets-frontend",
            "error",
            `production.ERROR: Booking API error {"exception":"[object] (GuzzleHttp\\\\Exception\\\\ServerException(code: 500): Server error: \`POST http://booking-core:3000/api/bookings\` resulted in a \`500 Internal Server Error\` response at /var/www/vendor/guzzlehttp/guzzle/src/Exception/RequestException.php:113)"}`,
            {
              stack: [
                "[stacktrace]",
                "#0 /var/www/vendor/guzzlehttp/guzzle/src/Middleware.php(72): GuzzleHttp\\Exception\\RequestException::create()",
                "#1 /var/www/vendor/guzzlehttp/promises/src/Promise.php(209): GuzzleHttp\\Middleware::GuzzleHttp\\{closure}()",
                "#2 /var/www/app/Services/BookingClient.php(58): GuzzleHttp\\Client->post()",
                "#3 /var/www/app/Http/Controllers/CheckoutController.php(41): App\\Services\\BookingClient->create()",
              ],
            },
          );
          s.add(t + 70, "tickets-frontend", "error", `"POST /tickets/checkout HTTP/1.1" 500 1841`);
          return true;
        }
        if (flow === "till") {
          for (let a = 0; a < 3; a++) {
            fail(t + 15 + a * 1000, "/api/pos/sales");
            s.add(
              t + 40 + a * 1000,
              "pos-bridge",
              a < 2 ? "warn" : "error",
              a < 2
                ? `Polly[0] Execution attempt ${a + 1} failed for pipeline booking-core: System.Net.Http.HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error). Retrying in ${a + 1}s`
                : `PosBridge.Sales[0] Till ${r.int(1, 8)} sale ${r.digits(6)} could not be synced to booking-core, queued offline`,
              a === 2
                ? {
                    stack: [
                      "System.Net.Http.HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error).",
                      "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                      "   at PosBridge.Sales.BookingCoreClient.PostSaleAsync(Sale sale, CancellationToken ct) in /src/PosBridge/Sales/BookingCoreClient.cs:line 57",
                      "   at PosBridge.Sales.SyncWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/PosBridge/Sales/SyncWorker.cs:line 33",
                    ],
                  }
                : {},
            );
          }
          return true;
        }
        return false;
      };
    },
  },
  {
    id: "storage-no-route",
    estate: "fnhm",
    origin: "storage-service",
    category: "network",
    hints: ["network", "route", "unreachable", "connection", "endpointconnectionerror", "connect"],
    severity: "medium",
    note: "storage-service loses its network route to the object store (No route to host), so AIP storage from archivematica-mcp fails and space checks error out",
    avoid: ["fixity-recheck"],
    run(s, _e, t0) {
      const r = s.rng;
      s.every(
        7000,
        (t) => {
          const key = `aip-store/${r.hex(4)}/${r.hex(4)}/${uuid(s)}.7z`;
          s.add(t, "storage-service", "error", `ERROR api.resources: store failed for ${key}`, {
            stack: [
              "Traceback (most recent call last):",
              '  File "/usr/local/lib/python3.12/site-packages/urllib3/connection.py", line 198, in _new_conn',
              "    sock = connection.create_connection(",
              '  File "/usr/local/lib/python3.12/site-packages/urllib3/util/connection.py", line 73, in create_connection',
              "    sock.connect(sa)",
              "OSError: [Errno 113] No route to host",
              "",
              "During handling of the above exception, another exception occurred:",
              "",
              "Traceback (most recent call last):",
              '  File "/src/storage_service/locations/models/s3.py", line 164, in move_from_storage_service',
              "    self.bucket.upload_file(src_path, dest_path)",
              '  File "/usr/local/lib/python3.12/site-packages/botocore/httpsession.py", line 493, in send',
              "    raise EndpointConnectionError(endpoint_url=request.url, error=e)",
              `botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL: "https://s3.fenwick.internal/${key}"`,
            ],
          });
          s.add(
            t + 400,
            "archivematica-mcp",
            "error",
            `Job Store AIP failed for unit ${uuid(s)}: StorageServiceError: 500 Server Error: Internal Server Error for url: http://storage-service:8000/api/v2/file/`,
          );
          s.add(t + 420, "archivematica-mcp", "warn", "Store AIP: will retry in 30s (attempt 2 of 5)");
        },
        t0,
        s.end,
      );
      s.every(
        9000,
        (t) =>
          s.add(
            t,
            "storage-service",
            "warn",
            `WARNING botocore.retries: Retry needed, retrying request after delay of ${r.int(1, 9) / 10}s: [Errno 101] Network is unreachable (s3.fenwick.internal:443)`,
          ),
        t0 + 2000,
        s.end,
      );
      s.every(
        40000,
        (t) =>
          s.add(
            t,
            "storage-service",
            "error",
            'ERROR locations: space aip-store size check failed: Could not connect to the endpoint URL: "https://s3.fenwick.internal/aip-store"',
          ),
        t0 + 10000,
        s.end,
      );
      s.every(
        15000,
        (t) =>
          s.add(
            t,
            "cantaloupe",
            "warn",
            `e.i.l.c.s.HttpSource: GET http://storage-service:8000/api/v2/file/${uuid(s)}/extract_file/ -> 502; serving cached derivative`,
          ),
        t0 + 30000,
        s.end,
      );
    },
  },
];
