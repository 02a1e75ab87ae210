// The eight incidents of quiet50, one per category, written the way the software involved really logs them.
import { type Estate, pid, rxno } from "./estates.js";
import { digits, hex, int, pick } from "./rng.js";
import { dotnetStack, javaStack, pyStack } from "./stacks.js";
import type { Scene } from "./stream.js";

export interface Incident {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run: (sc: Scene, e: Estate, start: number) => void;
}

const retries = (sc: Scene, t: number, svc: string, n: number, msg: (i: number) => string, tr?: string) => {
  let at = t;
  for (let i = 1; i <= n; i++) {
    at += int(sc.rng, 120, 600);
    sc.add(at, svc, "WARN", msg(i), { trace: tr });
  }
};

export const INCIDENTS: Incident[] = [
  {
    estate: "lindenrx",
    origin: "patient-profile",
    category: "database",
    hints: ["postgres", "connection", "too many", "database", "npgsql", "53300", "sql"],
    severity: "high",
    note: "patient-profile's Postgres refuses new connections (53300 too many clients); store-api and erx-inbox fail profile lookups and retry loudly",
    run: (sc, _e, s) => {
      sc.blocks.push({ svcs: ["patient-profile"], from: s, to: sc.t1, p: 0.85 });
      sc.every(s, sc.t1, 1400, (t) =>
        sc.add(
          t,
          "patient-profile",
          "ERROR",
          `Failed executing DbCommand (${int(sc.rng, 1, 40)}ms) [Parameters=[@__id_0='?'], CommandType='Text', CommandTimeout='30'] SELECT p."Id", p."Dob", p."Allergies" FROM patients AS p WHERE p."PatientNo" = @__id_0 LIMIT 1`,
          {
            stack: dotnetStack(
              sc.rng,
              "Npgsql.PostgresException (0x80004005): 53300: sorry, too many clients already",
              [
                "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
                "Npgsql.Internal.NpgsqlConnector.Open(NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
                "Npgsql.PoolingDataSource.OpenNewConnector(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
                "Microsoft.EntityFrameworkCore.Storage.RelationalConnection.OpenInternalAsync(Boolean errorsExpected, CancellationToken cancellationToken)",
                "Linden.Profile.Data.PatientRepository.FindAsync(String patientNo) in /src/Profile.Data/PatientRepository.cs:line #",
              ],
            ),
          },
        ),
      );
      sc.every(s + 300, sc.t1, 900, (t) => {
        const tr = sc.trace();
        const p = pid(sc.rng);
        retries(
          sc,
          t,
          "store-api",
          3,
          (i) => `upstream patient-profile responded 500, retry ${i}/3 GET /internal/patients/${p}`,
          tr,
        );
        sc.add(
          t + 2200,
          "store-api",
          "ERROR",
          `GET /v1/patients/${p}/profile 502 ${int(sc.rng, 1900, 2600)}ms - upstream patient-profile: 500 Internal Server Error`,
          { trace: tr },
        );
      });
      sc.every(s + 800, sc.t1, 4000, (t) =>
        sc.add(
          t,
          "erx-inbox",
          "ERROR",
          `NewRx ${hex(sc.rng, 8).toUpperCase()} patient match failed: HTTP 500 from patient-profile, parked for retry in 60s`,
          { trace: sc.trace() },
        ),
      );
    },
  },
  {
    estate: "lindenrx",
    origin: "claims-adjudicator",
    category: "dependency",
    hints: ["circuit", "switch", "503", "unavailable", "callnotpermitted", "dependency", "upstream"],
    severity: "high",
    note: "the claims switch vendor answers 503 to claims-adjudicator, whose breaker opens; fills fail at store-api and mailorder-fulfil retries loudly",
    run: (sc, _e, s) => {
      sc.blocks.push({ svcs: ["claims-adjudicator"], from: s, to: sc.t1, p: 0.92 });
      sc.every(s, s + 25000, 1200, (t) =>
        sc.add(
          t,
          "claims-adjudicator",
          "WARN",
          `switch POST https://b1.rxswitch-partner.net/ncpdp/v1/claims -> 503 Service Unavailable (${int(sc.rng, 20, 400)}ms) rx=${rxno(sc.rng)}`,
        ),
      );
      sc.add(
        s + 25000,
        "claims-adjudicator",
        "WARN",
        "CircuitBreaker 'claims-switch' changed state from CLOSED to OPEN (failure rate 87.5% > 50.0%)",
      );
      for (let h = s + 85000; h < sc.t1; h += 60000) {
        sc.add(h, "claims-adjudicator", "INFO", "CircuitBreaker 'claims-switch' changed state from OPEN to HALF_OPEN");
        sc.add(
          h + 400,
          "claims-adjudicator",
          "WARN",
          "switch POST https://b1.rxswitch-partner.net/ncpdp/v1/claims -> 503 Service Unavailable; upstream connect error or disconnect/reset before headers",
        );
        sc.add(
          h + 410,
          "claims-adjudicator",
          "WARN",
          "CircuitBreaker 'claims-switch' changed state from HALF_OPEN to OPEN",
        );
      }
      sc.every(s + 25100, sc.t1, 1500, (t) => {
        const tr = sc.trace();
        const rx = rxno(sc.rng);
        sc.add(t, "claims-adjudicator", "ERROR", `B1 claim rx=${rx} not transmitted`, {
          trace: tr,
          stack: javaStack(
            sc.rng,
            "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'claims-switch' is OPEN and does not permit further calls",
            [
              "io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)",
              "io.github.resilience4j.circuitbreaker.CircuitBreaker.lambda$decorateCheckedSupplier$82a9021a$1(CircuitBreaker.java:#)",
              "com.linden.claims.switchclient.SwitchClient.submit(SwitchClient.java:#)",
              "com.linden.claims.B1Service.adjudicate(B1Service.java:#)",
              "com.linden.claims.web.ClaimsController.submit(ClaimsController.java:#)",
            ],
          ),
        });
        retries(sc, t, "store-api", 2, (i) => `claims-adjudicator returned 502 for rx ${rx}, retry ${i}/2`, tr);
        sc.add(
          t + 1500,
          "store-api",
          "ERROR",
          `POST /v1/rx/${rx}/fill 502 ${int(sc.rng, 1200, 1900)}ms - claims-adjudicator: claim could not be transmitted`,
          { trace: tr },
        );
      });
      sc.every(s + 30000, sc.t1, 2500, (t) =>
        sc.add(
          t,
          "mailorder-fulfil",
          "ERROR",
          `ClaimSubmitJob JID-${hex(sc.rng, 24)} failed: Faraday::ServerError 502 from claims-adjudicator (retry_count=${int(sc.rng, 0, 12)}), will retry`,
        ),
      );
    },
  },
  {
    estate: "lindenrx",
    origin: "pdmp-check",
    category: "authentication",
    hints: ["auth", "credential", "401", "invalid_client", "unauthorized", "token"],
    severity: "medium",
    note: "the state PDMP hub rejects pdmp-check's OAuth client (401 invalid_client); controlled prescriptions pile up as held in erx-inbox",
    run: (sc, _e, s) => {
      sc.blocks.push({ svcs: ["pdmp-check"], from: s, to: sc.t1, p: 1 });
      sc.every(s, sc.t1, 2600, (t) => {
        const st = pick(sc.rng, ["OH", "PA", "KY", "MI"]);
        sc.add(t, "pdmp-check", "ERROR", `PMP report request failed state=${st}: token endpoint returned 401`, {
          stack: pyStack(
            sc.rng,
            [
              ["/app/pdmp/worker.py", "fetch_report", "token = self.auth.access_token()"],
              ["/app/pdmp/auth.py", "access_token", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/models.py",
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            'requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://gateway.pmp-hub.example/oauth2/token ({"error":"invalid_client","error_description":"Client authentication failed"})',
          ),
        });
        const id = hex(sc.rng, 8).toUpperCase();
        sc.add(
          t + 150,
          "erx-inbox",
          "WARN",
          `NewRx ${id} is schedule II, PDMP report unavailable (pdmp-check 502), holding for pharmacist`,
        );
        if (sc.rng() < 0.5)
          sc.add(
            t + 300,
            "store-api",
            "ERROR",
            `GET /v1/pdmp/${pid(sc.rng)}/report 502 ${int(sc.rng, 200, 500)}ms - pdmp-check: upstream auth failure`,
            { trace: sc.trace() },
          );
      });
    },
  },
  {
    estate: "brightvisit",
    origin: "erx-send",
    category: "configuration",
    hints: ["config", "option", "missing", "required", "setting", "optionsvalidation", "routingurl"],
    severity: "medium",
    note: "erx-send v4.12.0 rolls out without its Surescripts routing URL setting; every NewRx fails options validation and visit-notes reports failed e-prescribing",
    run: (sc, _e, s) => {
      sc.blocks.push({ svcs: ["erx-send"], from: s, to: sc.t1, p: 1 });
      sc.add(s - 24000, "erx-send", "INFO", "Application is shutting down...");
      sc.add(s - 9000, "erx-send", "INFO", "Hosting starting (erx-send v4.12.0, commit 7c41e9a)");
      sc.add(s - 8200, "erx-send", "INFO", "Now listening on: http://[::]:8080");
      sc.add(s - 8100, "erx-send", "INFO", "Application started. Press Ctrl+C to shut down.");
      sc.every(s, sc.t1, 3500, (t) => {
        const enc = `E-${digits(sc.rng, 8)}`;
        const tr = sc.trace();
        sc.add(t, "erx-send", "ERROR", `Unhandled exception while sending NewRx for ${enc}`, {
          trace: tr,
          stack: dotnetStack(
            sc.rng,
            "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'SurescriptsOptions' members: 'RoutingUrl' with the error: 'The RoutingUrl field is required.'.",
            [
              "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
              "Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
              "BrightVisit.Erx.Surescripts.ScriptClient..ctor(IOptions`1 options, HttpClient http) in /src/Erx/Surescripts/ScriptClient.cs:line #",
              "BrightVisit.Erx.Api.NewRxEndpoint.HandleAsync(NewRxRequest req, CancellationToken ct) in /src/Erx/Api/NewRxEndpoint.cs:line #",
            ],
          ),
        });
        sc.add(t + 60, "visit-notes", "ERROR", `e-prescribe failed for encounter ${enc}`, {
          trace: tr,
          stack: pyStack(
            sc.rng,
            [
              ["/app/notes/erx.py", "submit_prescription", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.12/site-packages/httpx/_models.py",
                "raise_for_status",
                "raise HTTPStatusError(message, request=request, response=self)",
              ],
            ],
            "httpx.HTTPStatusError: Server error '500 Internal Server Error' for url 'http://erx-send:8080/v1/newrx'",
          ),
        });
        retries(
          sc,
          t + 100,
          "visit-gateway",
          2,
          (i) => `POST /api/v2/encounters/${enc}/prescriptions upstream 502, client retry ${i}`,
          tr,
        );
        sc.add(
          t + 1400,
          "visit-gateway",
          "ERROR",
          `POST /api/v2/encounters/${enc}/prescriptions 502 ${int(sc.rng, 80, 300)}ms`,
          { trace: tr },
        );
      });
    },
  },
  {
    estate: "brightvisit",
    origin: "clinician-availability",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "context deadline"],
    severity: "medium",
    note: "clinician-availability's slot searches start running past their 10s deadline (logged at WARN only); appointments and visit-gateway time out and retry",
    run: (sc, _e, s) => {
      sc.blocks.push({ svcs: ["clinician-availability"], from: s, to: sc.t1, p: 0.9 });
      sc.every(s, sc.t1, 1600, (t) => {
        const st = pick(sc.rng, ["OH", "TX", "FL", "NY", "PA"]);
        const tr = sc.trace();
        if (sc.rng() < 0.3)
          sc.add(
            t + 6000,
            "clinician-availability",
            "WARN",
            `slot search state=${st} slow: ${(6 + sc.rng() * 3.9).toFixed(2)}s (budget 800ms) providers_scanned=${int(sc.rng, 3000, 9000)}`,
            { trace: tr },
          );
        else
          sc.add(
            t + 10000,
            "clinician-availability",
            "WARN",
            `slot search state=${st} abandoned: context deadline exceeded after 10s`,
            { trace: tr },
          );
        retries(
          sc,
          t + 5000,
          "visit-gateway",
          2,
          (i) => `upstream clinician-availability no response after 5000ms, retry ${i}/2`,
          tr,
        );
        sc.add(
          t + 15100,
          "visit-gateway",
          "ERROR",
          `GET /api/v2/slots?state=${st} 504 15012ms - upstream clinician-availability timed out`,
          { trace: tr },
        );
      });
      sc.every(s + 2000, sc.t1, 3500, (t) =>
        sc.add(
          t,
          "appointments",
          "ERROR",
          `slot hold failed for A-${digits(sc.rng, 8)}: I/O error on POST request for "http://clinician-availability:8080/v1/holds": Read timed out`,
          {
            trace: sc.trace(),
            stack: javaStack(
              sc.rng,
              'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://clinician-availability:8080/v1/holds": Read timed out',
              [
                "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
                "health.bv.appointments.roster.RosterClient.hold(RosterClient.java:#)",
                "health.bv.appointments.BookingService.book(BookingService.java:#)",
              ],
              [
                "Caused by: java.net.SocketTimeoutException: Read timed out",
                "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
                "\t... 41 common frames omitted",
              ],
            ),
          },
        ),
      );
    },
  },
  {
    estate: "brightvisit",
    origin: "eligibility",
    category: "unknown",
    hints: ["500", "internal", "server error", "error", "unknown"],
    severity: "medium",
    note: "eligibility starts answering 500 to most checks without logging any exception; appointments and payments report it in their own words",
    run: (sc, _e, s) => {
      sc.blocks.push({ svcs: ["eligibility"], from: s, to: sc.t1, p: 0.9 });
      sc.every(s, sc.t1, 1300, (t) => {
        const tr = sc.trace();
        const m = `M${digits(sc.rng, 9)}`;
        sc.add(
          t,
          "eligibility",
          "INFO",
          `Started POST "/v1/checks" for 10.42.${int(sc.rng, 0, 9)}.${int(sc.rng, 2, 250)}`,
          { trace: tr },
        );
        sc.add(t + 3, "eligibility", "INFO", "Processing by ChecksController#create as JSON", { trace: tr });
        sc.add(
          t + int(sc.rng, 4, 9),
          "eligibility",
          "ERROR",
          `Completed 500 Internal Server Error in ${int(sc.rng, 2, 7)}ms (ActiveRecord: 0.0ms | Allocations: ${int(sc.rng, 300, 700)})`,
          { trace: tr },
        );
        if (sc.rng() < 0.6) {
          retries(sc, t + 20, "appointments", 2, (i) => `eligibility 500 for ${m}, retrying (${i}/2)`, tr);
          sc.add(
            t + 1300,
            "appointments",
            "ERROR",
            `eligibility check failed for ${m}: 500 Internal Server Error from eligibility; booking held as pending-verification`,
            { trace: tr },
          );
        } else
          sc.add(
            t + 200,
            "payments",
            "WARN",
            `copay estimate unavailable for ${m} (eligibility returned 500), defaulting to $0.00 hold`,
            { trace: tr },
          );
      });
      for (let t = s + 120000; t < sc.t1; t += 150000)
        sc.add(
          t,
          "eligibility",
          "INFO",
          `- Worker ${int(sc.rng, 0, 3)} (PID: ${int(sc.rng, 100, 900)}) booted in 1.9s, phase: 0`,
        );
    },
  },
  {
    estate: "parcelrx",
    origin: "carrier-labels",
    category: "disk",
    hints: ["disk", "space", "errno 28", "no space", "storage", "enospc"],
    severity: "high",
    note: "carrier-labels' label spool volume fills up (Errno 28); pick-pack cannot get labels and retries in a storm",
    run: (sc, _e, s) => {
      sc.blocks.push({ svcs: ["carrier-labels"], from: s, to: sc.t1, p: 0.95 });
      sc.add(
        s - 150000,
        "carrier-labels",
        "WARN",
        "spool cleanup skipped: previous run still holding lock /var/spool/labels/.cleanup.lock",
      );
      sc.add(
        s - 60000,
        "carrier-labels",
        "WARN",
        "spool cleanup skipped: previous run still holding lock /var/spool/labels/.cleanup.lock",
      );
      sc.every(s, sc.t1, 1500, (t) => {
        const o = `PO-${digits(sc.rng, 8)}`;
        sc.add(t, "carrier-labels", "ERROR", `label render failed for ${o}`, {
          stack: pyStack(
            sc.rng,
            [
              ["/app/labels/api.py", "create_label", "path = spool.write(order_id, pdf_bytes)"],
              ["/app/labels/spool.py", "write", "with open(tmp, 'wb') as fh:"],
            ],
            `OSError: [Errno 28] No space left on device: '/var/spool/labels/${new Date(t).toISOString().slice(0, 10)}/${o}.pdf.tmp'`,
          ),
        });
        retries(
          sc,
          t + 30,
          "pick-pack",
          3,
          (i) => `label request for ${o} failed (carrier-labels 500), retrying attempt ${i + 1}/4`,
        );
        sc.add(
          t + 2500,
          "pick-pack",
          "ERROR",
          `order ${o} stuck at station PK-${int(sc.rng, 1, 24)}: no shipping label after 4 attempts, tote diverted to exception lane`,
        );
      });
    },
  },
  {
    estate: "parcelrx",
    origin: "interaction-check",
    category: "memory",
    hints: ["memory", "outofmemory", "oom", "heap"],
    severity: "high",
    note: "interaction-check's heap grows until it throws OutOfMemoryException and goes silent; rx-verify cannot screen orders and holds them",
    run: (sc, _e, s) => {
      for (let i = 5; i >= 1; i--)
        sc.add(
          s - i * 40000,
          "interaction-check",
          "WARN",
          `GC heap after gen2 collection ${(3.9 - i * 0.11).toFixed(2)} GB of 4.00 GB limit (interaction cache entries ${1200000 - i * 90000})`,
        );
      sc.add(s, "interaction-check", "FATAL", "Unhandled exception. Worker crashed while screening order", {
        stack: dotnetStack(
          sc.rng,
          "System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.",
          [
            "System.Collections.Generic.Dictionary`2.Resize(Int32 newSize, Boolean forceNewHashCodes)",
            "System.Collections.Generic.Dictionary`2.TryInsert(TKey key, TValue value, InsertionBehavior behavior)",
            "ParcelRx.Interactions.PairCache.Add(DrugPair pair, Monograph m) in /src/Interactions/PairCache.cs:line #",
            "ParcelRx.Interactions.Screener.ScreenAsync(Order order) in /src/Interactions/Screener.cs:line #",
          ],
        ),
      });
      sc.blocks.push({ svcs: ["interaction-check"], from: s + 1, to: sc.t1, p: 1, silence: "interaction-check" });
      sc.every(s + 500, sc.t1, 1300, (t) => {
        const o = `PO-${digits(sc.rng, 8)}`;
        sc.add(t, "rx-verify", "ERROR", `interaction screen unavailable for order ${o}, holding for RPh`, {
          stack: javaStack(
            sc.rng,
            'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://interaction-check:8080/screen": Connection refused',
            [
              "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
              "com.parcelrx.verify.screen.ScreenClient.screen(ScreenClient.java:#)",
              "com.parcelrx.verify.VerifyPipeline.run(VerifyPipeline.java:#)",
            ],
            [
              "Caused by: java.net.ConnectException: Connection refused",
              "\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)",
              "\t... 28 common frames omitted",
            ],
          ),
        });
        retries(sc, t + 10, "rx-verify", 2, (i) => `retry ${i}/2 POST http://interaction-check:8080/screen for ${o}`);
        if (sc.rng() < 0.4)
          sc.add(
            t + 900,
            "order-web",
            "ERROR",
            `Completed 503 Service Unavailable in ${int(sc.rng, 900, 1600)}ms (screening unavailable)`,
          );
      });
    },
  },
];
