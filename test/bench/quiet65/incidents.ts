// The eight problems, one per category, each written the way its runtime and its callers really log it.
import type { Role } from "./estates.js";
import type { Rec } from "./formats.js";
import { access, add, type Ctx, every, type Flow, pathFor, patient, S } from "./stream.js";

export interface Problem {
  key: string;
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run: (c: Ctx, t0: number) => void;
}

const MIN = 60000;
const rec = (t: number, svc: string, level: Rec["level"], msg: string, req?: string): Rec => ({
  t,
  svc,
  level,
  msg,
  req,
});
const hits = (f: Flow, role: Role, t0: number) => f.t >= t0 && f.backend === role;

export const PROBLEMS: Problem[] = [
  {
    key: "db-pool",
    estate: "brightsmile",
    origin: "records",
    category: "database",
    hints: ["connection", "database", "sql", "pool", "hikari", "jdbc", "postgres", "too many"],
    severity: "high",
    note: "chart-service runs out of PostgreSQL connections (server at max_connections) and every chart load fails; front desk and kiosk report 500s",
    run: (c, t0) => {
      const svc = S(c, "records");
      add(
        c,
        t0,
        svc,
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@6b1e3f2a (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      add(
        c,
        t0 + 400,
        svc,
        "error",
        "HikariPool-1 - Connection add failed\norg.postgresql.util.PSQLException: FATAL: sorry, too many clients already\n\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)\n\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364)\n\tat com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:724)",
      );
      every(c, t0 + 2000, c.end, 7000, (t) =>
        add(
          c,
          t,
          svc,
          "warn",
          `HikariPool-1 - Pool stats (total=${c.rng.int(2, 5)}, active=${c.rng.int(2, 5)}, idle=0, waiting=${c.rng.int(20, 60)})`,
        ),
      );
      c.hooks.push((f) => {
        if (!hits(f, "records", t0) && !(f.backend === "sched" && f.t >= t0 + 20000 && c.rng.chance(0.4))) return null;
        const gw = S(c, f.via);
        const done = f.t + 30000 + c.rng.int(5, 80);
        const out = [
          rec(
            done - 10,
            svc,
            "error",
            `Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction\norg.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction\n\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)\n\tat com.brightsmile.chart.ChartController.get(ChartController.java:58)\nCaused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=${c.rng.int(2, 5)}, active=${c.rng.int(2, 5)}, idle=0, waiting=${c.rng.int(20, 60)})\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)\nCaused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already`,
          ),
          rec(
            done,
            gw,
            "error",
            access(c, gw, "GET", `/api/v2/patients/${c.rng.digits(6)}/chart`, 500, 30000 + c.rng.int(10, 90)),
          ),
        ];
        if (c.rng.chance(0.5))
          out.push(
            rec(
              done + 5,
              gw,
              "error",
              `fail: FrontDesk.Api.Clients.ChartClient[0]\n      chart-service returned 500 InternalServerError for GET /charts/${patient(c)} after 30012ms`,
            ),
          );
        return out;
      });
    },
  },
  {
    key: "processor-down",
    estate: "pawcare",
    origin: "pay",
    category: "dependency",
    hints: ["stripe", "payment", "processor", "upstream", "503", "circuit", "unavailable", "dependency"],
    severity: "high",
    note: "the card processor's API answers 503 for every charge; payments-svc retries, opens its breaker, and the portal and kiosk fail checkouts",
    run: (c, t0) => {
      const svc = S(c, "pay");
      let open = false;
      add(
        c,
        t0 + 30000,
        svc,
        "warn",
        'circuit breaker "stripe-charges" failure rate 62.5% over last 16 calls (threshold 50%, minimum 20 calls)',
      );
      add(
        c,
        t0 + 45000,
        svc,
        "error",
        'circuit breaker "stripe-charges" state changed from closed to open (failure rate 81.2% >= 50%)',
      );
      every(c, t0 + 105000, c.end, 60000, (t) => {
        add(c, t, svc, "warn", 'circuit breaker "stripe-charges" half-open: probe POST /v1/payment_intents -> 503');
        add(c, t + 10, svc, "error", 'circuit breaker "stripe-charges" state changed from half-open to open');
      });
      c.hooks.push((f) => {
        if (f.backend !== "pay" || f.t < t0) return null;
        open = f.t > t0 + 45000;
        const caller = S(c, f.via);
        const out: Rec[] = [];
        const rid = `req_${c.rng.hex(14)}`;
        if (!open) {
          for (let a = 1; a <= 3; a++)
            out.push(
              rec(
                f.t + a * 900,
                svc,
                a < 3 ? "warn" : "error",
                `stripe: POST /v1/payment_intents: 503 Service Unavailable (request_id=${rid}) attempt=${a}/3${a < 3 ? " retrying" : ""}`,
                f.req,
              ),
            );
          out.push(
            rec(
              f.t + 2800,
              svc,
              "error",
              `charge ${f.id} failed: api_error: An unknown error occurred (status=503)`,
              f.req,
            ),
          );
        } else
          out.push(
            rec(f.t + 2, svc, "error", `charge ${f.id} rejected: circuit breaker "stripe-charges" is OPEN`, f.req),
          );
        const dt = open ? 40 : 2900;
        out.push(
          rec(
            f.t + dt,
            caller,
            "error",
            access(c, caller, "POST", `/api/v2/invoices/${c.rng.digits(6)}/payments`, 502, dt),
            f.req,
          ),
        );
        const retries = f.via === "kiosk" ? 3 : 1;
        for (let i = 0; i < retries; i++)
          out.push(
            rec(
              f.t + dt + 200 + i * 1500,
              caller,
              i < retries - 1 ? "warn" : "error",
              f.via === "kiosk"
                ? `checkout payment attempt ${i + 1}/3 failed: payments-svc responded 502 Bad Gateway`
                : `Error: payment failed for invoice: Request failed with status code 502 (payments-svc)\n    at settle (/srv/app/dist/billing/checkout.js:88:13)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`,
              f.req,
            ),
          );
        return out;
      });
    },
  },
  {
    key: "dicom-disk",
    estate: "riverbend",
    origin: "imaging",
    category: "disk",
    hints: ["disk", "space", "storage", "device", "enospc", "volume", "full"],
    severity: "high",
    note: "dicom-router's incoming volume fills up; every C-STORE fails with No space left on device and the EHR and portal cannot attach radiographs",
    run: (c, t0) => {
      const svc = S(c, "imaging");
      add(c, t0 - 3 * MIN, svc, "warn", "spool /var/lib/dcm4chee/fs1 usage 91% (free 9.2 GiB)");
      add(c, t0 - 1 * MIN, svc, "warn", "spool /var/lib/dcm4chee/fs1 usage 97% (free 3.1 GiB)");
      every(c, t0, c.end, 4500, (t) => {
        const iuid = `1.2.826.0.1.3680043.8.498.${c.rng.digits(11)}`;
        add(
          c,
          t,
          svc,
          "error",
          `STORESCP<-DX_ROOM2(${c.rng.int(1, 90)}) >> C-STORE-RSP[status=A700H, errorComment="Out of Resources"] iuid=${iuid}\njava.io.IOException: No space left on device\n\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)\n\tat java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:297)\n\tat org.dcm4che3.io.DicomOutputStream.write(DicomOutputStream.java:180)\n\tat org.dcm4chee.arc.store.impl.StoreServiceImpl.store(StoreServiceImpl.java:212)`,
        );
        if (c.rng.chance(0.3))
          add(
            c,
            t + 300,
            svc,
            "warn",
            `DX_ROOM2 association aborted after failed store (A-ABORT source=0 reason=0); modality will retry`,
          );
      });
      c.hooks.push((f) => {
        if (!hits(f, "imaging", t0) && !(f.backend === "records" && f.t >= t0 && c.rng.chance(0.25))) return null;
        const ehr = S(c, "records");
        const gw = S(c, f.via);
        return [
          rec(
            f.t + 300,
            ehr,
            "error",
            `Traceback (most recent call last):\n  File "/app/ehr/attachments.py", line 142, in attach_study\n    resp = stow.store(instances)\n  File "/app/ehr/clients/dicomweb.py", line 77, in store\n    raise DicomWebError(resp.status_code, resp.text)\nehr.clients.dicomweb.DicomWebError: STOW-RS to dicom-router failed: 409 {"00081198": [{"00081197": 42752}]} (Out of Resources)`,
            f.req,
          ),
          rec(
            f.t + 320,
            gw,
            "error",
            access(c, gw, "POST", `/patients/${c.rng.digits(6)}/radiographs`, 502, 320 + c.rng.int(0, 80)),
            f.req,
          ),
        ];
      });
    },
  },
  {
    key: "missing-setting",
    estate: "riverbend",
    origin: "rx",
    category: "configuration",
    hints: ["config", "setting", "missing", "environment", "pydantic", "field required"],
    severity: "high",
    note: "rx-dispense is redeployed without a required setting; every new pod exits at start-up, callers get connection refused on prescriptions",
    run: (c, t0) => {
      const svc = S(c, "rx");
      add(c, t0 - 5000, svc, "info", "Received SIGTERM, shutting down (rollout rx-dispense 2.14.0)");
      add(
        c,
        t0 - 4000,
        svc,
        "info",
        "Shutting down\nWaiting for application shutdown.\nApplication shutdown complete.",
        undefined,
        true,
      );
      c.silentFrom.set(svc, t0 - 3500);
      let back = 10000;
      let t = t0;
      while (t < c.end) {
        add(c, t, svc, "info", "Started server process [1]\nWaiting for application startup.", undefined, true);
        add(
          c,
          t + 600,
          svc,
          "error",
          `Traceback (most recent call last):\n  File "/usr/local/lib/python3.12/site-packages/starlette/routing.py", line 693, in lifespan\n    async with self.lifespan_context(app) as maybe_state:\n  File "/app/rx_dispense/main.py", line 31, in lifespan\n    settings = Settings()\n  File "/usr/local/lib/python3.12/site-packages/pydantic_settings/main.py", line 171, in __init__\n    super().__init__(\npydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\ncontrolled_ledger_url\n  Field required [type=missing, input_value={'database_url': 'postgre...', 'label_printer': 'zebra-2'}, input_type=dict]\n    For further information visit https://errors.pydantic.dev/2.9/v/missing`,
          undefined,
          true,
        );
        add(c, t + 650, svc, "error", "Application startup failed. Exiting.", undefined, true);
        t += back + c.rng.int(0, 3000);
        back = Math.min(back * 2, 160000);
      }
      c.hooks.push((f) => {
        if (f.backend !== "rx" || f.t < t0) return null;
        const gw = S(c, f.via);
        return [
          rec(
            f.t + 8,
            gw,
            "error",
            `Faraday::ConnectionFailed (Failed to open TCP connection to rx-dispense:8000 (Connection refused - connect(2) for "rx-dispense" port 8000)):\n  app/clients/rx_client.rb:41:in \`create_prescription'\n  app/controllers/prescriptions_controller.rb:22:in \`create'`,
            f.req,
          ),
          rec(f.t + 12, gw, "error", access(c, gw, "POST", "/api/v2/prescriptions", 503, 12), f.req),
        ];
      });
      every(c, t0 + 20000, c.end, 30000, (tt) =>
        add(
          c,
          tt,
          S(c, "sched"),
          "warn",
          `post-visit hook: rx-dispense unreachable (dial tcp 10.43.${c.rng.int(0, 255)}.${c.rng.int(2, 250)}:8000: connect: connection refused), prescription sync deferred`,
        ),
      );
    },
  },
  {
    key: "lab-oom",
    estate: "pawcare",
    origin: "lab",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    note: "lab-gateway's heap fills while parsing large PDF result attachments, long full GCs then OutOfMemoryError and restarts; results and lab orders fail",
    run: (c, t0) => {
      const svc = S(c, "lab");
      every(c, t0, t0 + 90000, 12000, (t, i) =>
        add(
          c,
          t,
          svc,
          "warn",
          `[gc] GC(${2200 + i}) Pause Full (G1 Compaction Pause) ${1010 + i}M->${1004 + i}M(1024M) ${c.rng.int(1800, 4200)}.${c.rng.int(100, 999)}ms`,
        ),
      );
      let t = t0 + 90000;
      while (t < c.end) {
        add(
          c,
          t,
          svc,
          "error",
          `Exception in thread "hl7-inbound-4" java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)\n\tat java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)\n\tat org.apache.pdfbox.io.RandomAccessReadBuffer.<init>(RandomAccessReadBuffer.java:98)\n\tat com.pawcare.lab.hl7.ObxAttachmentDecoder.decode(ObxAttachmentDecoder.java:64)\n\tat ca.uhn.hl7v2.app.Responder.processMessage(Responder.java:179)`,
        );
        add(c, t + 1500, svc, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        add(c, t + 20000, svc, "info", "Starting LabGatewayApplication v3.8.2 using Java 17.0.12 with PID 1");
        add(c, t + 31000, svc, "info", "Started LabGatewayApplication in 10.877 seconds (process running for 11.6)");
        every(c, t + 40000, t + 100000, 15000, (tt, i) =>
          add(
            c,
            tt,
            svc,
            "warn",
            `[gc] GC(${30 + i}) Pause Full (G1 Compaction Pause) ${1000 + i * 4}M->${990 + i * 4}M(1024M) ${c.rng.int(1500, 3900)}.${c.rng.int(100, 999)}ms`,
          ),
        );
        t += 110000 + c.rng.int(0, 20000);
      }
      c.hooks.push((f) => {
        if (f.backend !== "lab" || f.t < t0 + 60000) return null;
        const gw = S(c, f.via);
        return [
          rec(
            f.t + 10000,
            gw,
            "error",
            `Error: lab order failed: timeout of 10000ms exceeded (lab-gateway)\n    at createError (/srv/app/node_modules/axios/lib/core/AxiosError.js:89:14)\n    at RedirectableRequest.handleRequestTimeout (/srv/app/node_modules/axios/lib/adapters/http.js:630:16)`,
            f.req,
          ),
          rec(f.t + 10010, gw, "error", access(c, gw, "POST", "/api/v2/lab-orders", 504, 10010), f.req),
        ];
      });
      every(c, t0 + 100000, c.end, 20000, (tt) =>
        add(
          c,
          tt,
          S(c, "records"),
          "error",
          `lab results fetch from lab-gateway failed: ${c.rng.pick(["Connection refused", "503 Service Unavailable", "Read timed out"])}; chart shows stale results`,
        ),
      );
    },
  },
  {
    key: "expired-secret",
    estate: "molar",
    origin: "claims",
    category: "authentication",
    hints: ["auth", "credential", "secret", "token", "401", "unauthorized", "invalid_client", "aadsts", "msal"],
    severity: "high",
    note: "ins-eligibility's client secret for the clearinghouse token endpoint expired; every eligibility check gets no token and check-in and the gateway fail verification",
    run: (c, t0) => {
      const svc = S(c, "claims");
      every(c, t0, c.end, 4000, (t) =>
        add(
          c,
          t,
          svc,
          "error",
          `fail: Eligibility.Clients.ClearinghouseTokenProvider[0]\n      Token acquisition failed for client 7c1e4b2a-5d0f-4f7b-9a61-${c.rng.hex(12)}\n      Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys for app '7c1e4b2a-5d0f-4f7b-9a61-0b2f3c4d5e6f' are expired. Visit the Azure portal to create new keys for your app.\n         at Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshErrorAsync(MsalServiceException e, MsalAccessTokenCacheItem cachedAccessTokenItem)\n         at Microsoft.Identity.Client.Internal.Requests.ClientCredentialRequest.ExecuteAsync(CancellationToken cancellationToken)\n         at Eligibility.Clients.ClearinghouseTokenProvider.GetTokenAsync() in /src/Eligibility/Clients/ClearinghouseTokenProvider.cs:line 48`,
        ),
      );
      c.hooks.push((f) => {
        if (f.backend !== "claims" && !(f.via === "kiosk" && f.backend === "sched")) return null;
        if (f.t < t0) return null;
        const gw = S(c, f.via);
        const out: Rec[] = [
          rec(
            f.t + 400,
            svc,
            "warn",
            `eligibility check for ${patient(c)} aborted: no access token (401 Unauthorized from clearinghouse)`,
            f.req,
          ),
        ];
        if (f.via === "kiosk")
          out.push(
            rec(
              f.t + 500,
              gw,
              "warn",
              "insurance verification unavailable (ins-eligibility 502), patient asked to see front desk",
              f.req,
            ),
          );
        else
          for (let i = 0; i < 3; i++)
            out.push(
              rec(
                f.t + 500 + i * 800,
                gw,
                i < 2 ? "warn" : "error",
                `upstream ins-eligibility POST /v1/eligibility status=502 attempt=${i + 1}/3`,
                f.req,
              ),
            );
        return out;
      });
    },
  },
  {
    key: "perio-slow",
    estate: "molar",
    origin: "records",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "slow"],
    severity: "medium",
    note: "perio-charts' chart summary rendering starts taking longer than its 30 s budget and it abandons requests, logging only warnings; the gateway and planner time out",
    run: (c, t0) => {
      const svc = S(c, "records");
      c.hooks.push((f) => {
        if (!hits(f, "records", t0) && !(f.backend === "sched" && f.t >= t0 && c.rng.chance(0.3))) return null;
        const gw = S(c, f.via);
        const pid = patient(c);
        const [m, p] = pathFor(c, "records");
        const out: Rec[] = [
          rec(
            f.t + 30000,
            svc,
            "warn",
            `Async request timed out after 30000 ms: GET /v2/perio/${pid}/summary (render stage=pocket-depth-history, pages=${c.rng.int(80, 260)})`,
            f.req,
          ),
          rec(
            f.t + 30002,
            svc,
            "warn",
            `o.a.c.c.C.[Tomcat].[localhost] : AsyncRequestTimeoutException handled for /v2/perio/${pid}/summary, worker still busy`,
            f.req,
          ),
        ];
        if (f.backend === "sched")
          out.push(
            rec(
              f.t + 30010,
              S(c, "sched"),
              "error",
              `Traceback (most recent call last):\n  File "/app/planner/perio.py", line 58, in fetch_summary\n    r = session.get(url, timeout=30)\n  File "/usr/local/lib/python3.11/site-packages/requests/adapters.py", line 713, in send\n    raise ReadTimeout(e, request=request)\nrequests.exceptions.ReadTimeout: HTTPConnectionPool(host='perio-charts', port=8080): Read timed out. (read timeout=30)`,
              f.req,
            ),
          );
        else {
          for (let i = 0; i < 2; i++)
            out.push(
              rec(
                f.t + 15000 * (i + 1),
                gw,
                "warn",
                `upstream perio-charts ${m} ${p} attempt=${i + 1} failed: context deadline exceeded (Client.Timeout exceeded while awaiting headers); retrying`,
                f.req,
              ),
            );
          out.push(rec(f.t + 30000, gw, "error", access(c, gw, m, p, 504, 30000 + c.rng.int(1, 50)), f.req));
        }
        return out;
      });
      every(c, t0 + 60000, c.end, 25000, (t) =>
        add(
          c,
          t,
          svc,
          "warn",
          `Tomcat thread pool near exhaustion: busy=${c.rng.int(180, 200)}/200, queue=${c.rng.int(10, 90)}`,
        ),
      );
    },
  },
  {
    key: "sched-hang",
    estate: "brightsmile",
    origin: "sched",
    category: "unknown",
    hints: ["unavailable", "503", "unresponsive", "unknown", "hang", "stopped", "not responding"],
    severity: "high",
    note: "chair-schedule stops logging and answering without a word; front desk, kiosk and reminders fail on scheduling calls",
    run: (c, t0) => {
      const svc = S(c, "sched");
      c.silentFrom.set(svc, t0);
      c.hooks.push((f) => {
        if (f.backend !== "sched" || f.t < t0) return null;
        const gw = S(c, f.via);
        if (f.via === "kiosk")
          return [
            rec(
              f.t + 5000,
              gw,
              "error",
              "Error: appointment lookup failed: chair-schedule did not respond (ESOCKETTIMEDOUT)\n    at /srv/kiosk/dist/checkin.js:121:15\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            ),
            rec(f.t + 6500, gw, "warn", "check-in fell back to manual mode for this visitor"),
          ];
        return [
          rec(
            f.t + 100,
            gw,
            "error",
            `fail: FrontDesk.Api.Clients.ScheduleClient[0]\n      POST /api/appointments -> chair-schedule 503 ServiceUnavailable (upstream not ready)\n      System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).\n         at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()\n         at FrontDesk.Api.Clients.ScheduleClient.BookAsync(BookingRequest req) in /src/FrontDesk.Api/Clients/ScheduleClient.cs:line 64`,
          ),
          rec(f.t + 110, gw, "error", access(c, gw, "POST", "/api/v2/appointments", 503, 110)),
        ];
      });
      every(c, t0 + 30000, c.end, 60000, (t) =>
        add(
          c,
          t,
          S(c, "remind"),
          "error",
          `recall batch aborted: GET http://chair-schedule/api/slots?days=2 failed with 503 (${c.rng.int(1, 3)} retries)`,
        ),
      );
    },
  },
];
