// The eight failures of quiet74, one per category, each written the way its runtime and its callers really log it.
import { access } from "./background.js";
import type { Ctx } from "./ctx.js";
import type { Role } from "./estates.js";
import { stack } from "./stacks.js";

export interface IncidentKind {
  key: string;
  estate: string;
  role: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run(c: Ctx, t0: number): void;
}

const every = (c: Ctx, a: number, lo: number, hi: number, f: (t: number, i: number) => void) => {
  let i = 0;
  for (let t = a + c.rng.int(0, lo); t < c.end; t += c.rng.int(lo, hi)) f(t, i++);
};

export const INCIDENTS: IncidentKind[] = [
  {
    key: "db-too-many-clients",
    estate: "hp",
    role: "billing",
    category: "database",
    hints: ["database", "connection", "postgres", "pg", "too many", "activerecord"],
    severity: "high",
    note: "billing-core's Postgres refuses new connections (too many clients) after a pool resize; time entries, invoices and trust balance refreshes fail and trust-ledger retries loudly.",
    run: (c, t0) => {
      c.down.set("billing", t0);
      c.emit(
        t0 - 4000,
        "billing",
        "INFO",
        "sidekiq concurrency raised to 40 via SIDEKIQ_CONCURRENCY; web pool size 25",
      );
      every(c, t0, 900, 2600, (t) => {
        const tr = c.tid();
        c.emit(
          t,
          "billing",
          "ERROR",
          `ActiveRecord::ConnectionNotEstablished: connection to server at "billing-db.internal" (10.20.4.11), port 5432 failed: FATAL:  sorry, too many clients already`,
          {
            trace: tr,
            errKind: "ActiveRecord::ConnectionNotEstablished",
            stack: stack(
              "ruby",
              'ActiveRecord::ConnectionNotEstablished (connection to server at "billing-db.internal" (10.20.4.11), port 5432 failed: FATAL:  sorry, too many clients already)',
              [
                {
                  fn: "connect",
                  file: "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql_adapter.rb",
                  line: 65,
                },
                {
                  fn: "checkout_new_connection",
                  file: "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/abstract/connection_pool.rb",
                  line: 643,
                },
                { fn: "create", file: "/app/app/controllers/api/v2/time_entries_controller.rb", line: 27 },
              ],
            ),
          },
        );
        const which = c.rng.int(0, 2);
        if (which === 0)
          c.emit(t + 40, "gateway", "ERROR", access(c, "POST", "/api/v2/time-entries", 500, c.rng.int(30, 200)), {
            trace: tr,
          });
        else if (which === 1)
          c.emit(
            t + 60,
            "portal",
            "ERROR",
            `invoice download failed: billing-core responded 500 Internal Server Error (GET /invoices/INV-${c.rng.int(26000, 29999)}.pdf)`,
            { trace: tr },
          );
        else
          c.emit(
            t + 50,
            "gateway",
            "ERROR",
            access(c, "GET", `/api/v2/matters/${c.matter()}/wip`, 502, c.rng.int(30, 300)),
            { trace: tr },
          );
      });
      every(c, t0 + 1500, 250, 900, (t, i) =>
        c.emit(
          t,
          "trust",
          "WARN",
          `client balance refresh for ${c.matter()} failed: POST http://billing-core:3000/internal/balances: 500 Internal Server Error (retry ${(i % 5) + 1}/5)`,
        ),
      );
    },
  },
  {
    key: "conflicts-deadline",
    estate: "hp",
    role: "conflicts",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "read timed out"],
    severity: "medium",
    note: "conflicts-check fuzzy searches start running past their 30 s deadline (warned only); matter-api reads time out and new-matter intake stalls.",
    run: (c, t0) => {
      c.down.set("conflicts", t0);
      every(c, t0, 1500, 4000, (t) => {
        const tr = c.tid();
        const n = c.rng.int(100000, 999999);
        c.emit(
          t,
          "conflicts",
          "WARN",
          `conflict search CS-${n} exceeded 30000ms deadline in phonetic party match (candidates=${c.rng.int(180000, 260000)}); request abandoned`,
          { trace: tr },
        );
        c.emit(
          t - 30000 + c.rng.int(0, 200),
          "matter",
          "INFO",
          `new matter intake: running conflict check for '${c.client()}'`,
          { trace: tr },
        );
        c.emit(
          t + 10,
          "matter",
          "ERROR",
          `conflict check call failed for new matter intake: I/O error on POST request for "http://conflicts-check:8000/v1/search": Read timed out`,
          {
            trace: tr,
            errKind: "org.springframework.web.client.ResourceAccessException",
            stack: stack(
              "java",
              `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://conflicts-check:8000/v1/search": Read timed out`,
              [
                {
                  fn: "org.springframework.web.client.RestTemplate.createResourceAccessException",
                  file: "RestTemplate.java",
                  line: 905,
                },
                { fn: "org.springframework.web.client.RestTemplate.doExecute", file: "RestTemplate.java", line: 885 },
                {
                  fn: "com.harlowpike.matter.conflicts.ConflictsClient.search",
                  file: "ConflictsClient.java",
                  line: 58,
                },
                { fn: "com.harlowpike.matter.intake.IntakeService.openMatter", file: "IntakeService.java", line: 112 },
              ],
              "java.net.SocketTimeoutException: Read timed out",
            ),
          },
        );
        c.emit(t + 30, "gateway", "ERROR", access(c, "POST", "/api/v2/matters", 504, 30012), { trace: tr });
      });
    },
  },
  {
    key: "spool-full",
    estate: "dk",
    role: "efile",
    category: "disk",
    hints: ["disk", "space", "no space", "ioexception", "storage", "volume"],
    severity: "high",
    note: "envelope-svc's spool volume fills up and every filing upload fails with No space left on device; filing-gw and doc-convert report 500s and retry.",
    run: (c, t0) => {
      c.down.set("efile", t0);
      c.emit(t0 - 90000, "efile", "WARN", "spool volume /var/lib/envelope-svc/spool at 96% (free 1.9 GiB)");
      c.emit(t0 - 30000, "efile", "WARN", "spool volume /var/lib/envelope-svc/spool at 99% (free 212 MiB)");
      every(c, t0, 1200, 3500, (t) => {
        const tr = c.tid();
        const env = c.envelope();
        c.emit(t, "efile", "ERROR", `failed to stage envelope ${env} document 1 of ${c.rng.int(1, 5)}`, {
          trace: tr,
          errKind: "java.io.IOException",
          stack: stack("java", "java.io.IOException: No space left on device", [
            { fn: "java.base/sun.nio.ch.FileDispatcherImpl.write0", file: "Native Method", line: 0 },
            { fn: "java.base/sun.nio.ch.FileChannelImpl.write", file: "FileChannelImpl.java", line: 311 },
            { fn: "net.docketry.envelope.spool.SpoolWriter.stage", file: "SpoolWriter.java", line: 77 },
            { fn: "net.docketry.envelope.api.EnvelopeController.upload", file: "EnvelopeController.java", line: 140 },
          ]),
        });
        c.emit(
          t + 40,
          "gateway",
          "ERROR",
          `upstream envelope-svc returned 500 for POST /v4/envelopes/${env}/documents`,
          { trace: tr },
        );
        c.emit(
          t + 45,
          "gateway",
          "ERROR",
          access(c, "POST", `/v4/envelopes/${env}/documents`, 502, c.rng.int(40, 400)),
          { trace: tr },
        );
      });
      every(c, t0 + 2000, 400, 1400, (t, i) =>
        c.emit(
          t,
          "docs",
          "WARN",
          `PUT http://envelope-svc:8080/internal/converted/${c.envelope()} -> 500, attempt ${(i % 4) + 1}/4, backing off ${(i % 4) + 1}s`,
        ),
      );
    },
  },
  {
    key: "docket-heap",
    estate: "dk",
    role: "docket",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom", "gc overhead"],
    severity: "high",
    note: "docket-index runs out of Java heap while loading a large register of actions and restarts over and over; case-search and filing-gw fail to reach it.",
    run: (c, t0) => {
      c.down.set("docket", t0);
      for (let i = 0; i < 5; i++)
        c.emit(
          t0 - 100000 + i * 20000,
          "docket",
          "WARN",
          `GC pause (G1 Evacuation Pause) (young) (to-space exhausted) ${3800 + i * 40}M->${3700 + i * 60}M(4096M) ${c.rng.int(900, 2400)}.${c.rng.int(100, 999)}ms`,
        );
      let t = t0;
      while (t < c.end) {
        c.emit(
          t,
          "docket",
          "ERROR",
          `Unhandled exception in register-of-actions loader for case ${c.rng.int(2019, 2024)}-CV-${c.rng.int(1000, 99999)}`,
          {
            errKind: "java.lang.OutOfMemoryError",
            stack: stack("java", "java.lang.OutOfMemoryError: Java heap space", [
              { fn: "java.base/java.util.Arrays.copyOf", file: "Arrays.java", line: 3537 },
              { fn: "java.base/java.util.ArrayList.grow", file: "ArrayList.java", line: 237 },
              { fn: "net.docketry.index.roa.RegisterLoader.loadAll", file: "RegisterLoader.java", line: 96 },
              { fn: "net.docketry.index.roa.RoaRefreshJob.run", file: "RoaRefreshJob.java", line: 44 },
            ]),
          },
        );
        c.emit(t + 300, "docket", "FATAL", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        c.emit(
          t + 20000,
          "docket",
          "INFO",
          "Started DocketIndexApplication in 17.482 seconds (process running for 18.9)",
        );
        t += c.rng.int(45000, 80000);
      }
      every(c, t0 + 500, 600, 2000, (tt) => {
        const tr = c.tid();
        c.emit(
          tt,
          "matter",
          "ERROR",
          `docket lookup failed: requests.exceptions.ConnectionError: HTTPConnectionPool(host='docket-index', port=8080): Max retries exceeded with url: /v2/cases/${c.rng.int(2019, 2026)}-CV-${c.rng.int(1000, 99999)}/events (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a${c.rng.hex(6)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
          { trace: tr },
        );
        c.emit(tt + 20, "gateway", "ERROR", access(c, "GET", "/v4/cases/search", 503, c.rng.int(5, 60)), { trace: tr });
      });
    },
  },
  {
    key: "efm-endpoint-missing",
    estate: "cw",
    role: "efile",
    category: "configuration",
    hints: ["config", "property", "endpoint", "illegalstate", "missing", "setting"],
    severity: "high",
    note: "court-connect 4.12.0 rolls out without the Cook County EFM endpoint setting; every Cook County filing fails and case-hub retries.",
    run: (c, t0) => {
      c.down.set("efile", t0);
      c.emit(t0 - 25000, "efile", "INFO", "received SIGTERM, draining connections (version 4.12.0 rolling out)");
      c.emit(
        t0 - 2000,
        "efile",
        "INFO",
        "Started CourtConnectApplication in 21.904 seconds (process running for 23.1)",
      );
      c.emit(
        t0 - 1500,
        "efile",
        "WARN",
        "jurisdiction il-cook: efm.endpoints.il-cook.url is empty, jurisdiction will be unavailable",
      );
      every(c, t0, 1500, 4500, (t) => {
        const env = c.envelope();
        c.emit(t, "efile", "ERROR", `submit failed for envelope ${env} (jurisdiction il-cook)`, {
          errKind: "java.lang.IllegalStateException",
          stack: stack(
            "java",
            "java.lang.IllegalStateException: No EFM endpoint configured for jurisdiction 'il-cook' (efm.endpoints.il-cook.url)",
            [
              {
                fn: "io.claimwell.court.efm.EfmClientRegistry.forJurisdiction",
                file: "EfmClientRegistry.java",
                line: 52,
              },
              { fn: "io.claimwell.court.submit.SubmitService.submit", file: "SubmitService.java", line: 88 },
              { fn: "io.claimwell.court.api.FilingController.create", file: "FilingController.java", line: 61 },
            ],
          ),
        });
        c.emit(
          t + 60,
          "matter",
          "ERROR",
          `court filing ${env}: POST http://court-connect:8080/filings: 500 Internal Server Error (attempt 1/3)`,
        );
        c.emit(
          t + 1100,
          "matter",
          "ERROR",
          `court filing ${env}: POST http://court-connect:8080/filings: 500 Internal Server Error (attempt 2/3)`,
        );
        c.emit(
          t + 3200,
          "matter",
          "ERROR",
          `court filing ${env}: POST http://court-connect:8080/filings: 500 Internal Server Error (attempt 3/3), giving up`,
        );
        c.emit(t + 3250, "gateway", "ERROR", access(c, "POST", "/api/v2/filings", 502, 3260));
      });
    },
  },
  {
    key: "esign-vendor-503",
    estate: "cw",
    role: "esign",
    category: "dependency",
    hints: ["dependency", "vendor", "503", "unavailable", "circuit", "upstream", "esign"],
    severity: "high",
    note: "the e-signature vendor's API starts answering 503 to signing-svc, whose circuit breaker opens; engagement letters cannot be sent and case-hub and intake-web report the failures.",
    run: (c, t0) => {
      c.down.set("esign", t0);
      c.silent.set("signing-svc", t0 + 60000);
      let open = false;
      every(c, t0, 700, 2200, (t, i) => {
        if (!open && i >= 8) {
          open = true;
          c.emit(
            t,
            "esign",
            "WARN",
            `circuit breaker 'esign-vendor' state changed from closed to open (failure rate 100% over last 20 calls)`,
          );
        }
        if (open && i % 12 === 0) {
          c.emit(t, "esign", "INFO", `circuit breaker 'esign-vendor' state changed from open to half-open`);
          c.emit(
            t + 900,
            "esign",
            "ERROR",
            `POST https://na3.esign-vendor.example/restapi/v2.1/accounts/8f1c2e/envelopes: 503 Service Unavailable`,
          );
          c.emit(t + 910, "esign", "WARN", `circuit breaker 'esign-vendor' state changed from half-open to open`);
        } else if (!open) {
          c.emit(
            t,
            "esign",
            "ERROR",
            `POST https://na3.esign-vendor.example/restapi/v2.1/accounts/8f1c2e/envelopes: ${c.rng.pick(["503 Service Unavailable", "502 Bad Gateway", "503 Service Unavailable"])} after ${c.rng.int(200, 9000)}ms`,
          );
        } else {
          c.emit(t, "esign", "ERROR", "send envelope: circuit breaker 'esign-vendor' is open, failing fast");
        }
        c.emit(
          t + 30,
          "matter",
          "ERROR",
          `send engagement letter for ${c.matter()} failed: signing-svc returned 503: {"error":"esign provider unavailable"}`,
        );
        if (i % 2 === 0)
          c.emit(t + 60, "gateway", "ERROR", access(c, "POST", "/api/v2/engagements/send", 503, c.rng.int(30, 9000)));
      });
    },
  },
  {
    key: "efsp-secret-expired",
    estate: "ml",
    role: "efile",
    category: "authentication",
    hints: ["auth", "credential", "token", "invalid_client", "unauthorized", "401", "secret"],
    severity: "high",
    note: "efile-relay's OAuth client secret for the court EFM has expired; token requests are refused with invalid_client and every submission and status poll fails.",
    run: (c, t0) => {
      c.down.set("efile", t0);
      c.silent.set("efile-relay", t0);
      every(c, t0, 1500, 4000, (t, i) => {
        c.emit(
          t,
          "efile",
          "ERROR",
          `fail: EfileRelay.Efm.TokenClient[0] Token request to https://${c.e.court}/oauth2/token failed: 401 Unauthorized {"error":"invalid_client","error_description":"AADSTS7000222: The provided client secret keys for app '5b1e...' are expired."}`,
          {
            errKind: "System.Net.Http.HttpRequestException",
            stack: stack(
              "dotnet",
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).",
              [
                {
                  fn: "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                  file: "/_/src/libraries/System.Net.Http/src/System/Net/Http/HttpResponseMessage.cs",
                  line: 172,
                },
                {
                  fn: "EfileRelay.Efm.TokenClient.GetTokenAsync(CancellationToken ct)",
                  file: "/src/EfileRelay/Efm/TokenClient.cs",
                  line: 64,
                },
                {
                  fn: "EfileRelay.Efm.EfmSubmitter.SubmitAsync(Envelope env, CancellationToken ct)",
                  file: "/src/EfileRelay/Efm/EfmSubmitter.cs",
                  line: 39,
                },
              ],
            ),
          },
        );
        if (i % 2 === 0)
          c.emit(t + 50, "gateway", "ERROR", `POST /api/filings failed: efile-relay responded 502 Bad Gateway`);
        if (i % 3 === 0)
          c.emit(
            t + 80,
            "matter",
            "WARN",
            `filing status for ${c.matter()} unknown: efile-relay status poll returned 502, will retry`,
          );
      });
    },
  },
  {
    key: "wip-billing-workers-die",
    estate: "ml",
    role: "billing",
    category: "unknown",
    hints: ["unknown", "exited", "crash", "worker", "unavailable", "502"],
    severity: "high",
    note: "wip-billing's puma workers keep exiting with status 1 without any error logged and its normal lines stop; portal-bff and matters get 502s from it.",
    run: (c, t0) => {
      c.down.set("billing", t0);
      c.silent.set("wip-billing", t0);
      let pid = c.rng.int(2000, 9000);
      every(c, t0, 5000, 14000, (t, i) => {
        c.emit(t, "billing", "WARN", `[1] - Worker ${i % 4} (PID: ${pid}) exited with status 1, restarting`);
        pid += c.rng.int(3, 40);
        c.emit(t + 2500, "billing", "WARN", `[1] - Worker ${i % 4} (PID: ${pid}) booted in 2.31s, phase: 0`);
      });
      every(c, t0 + 300, 700, 2500, (t, i) => {
        if (i % 3 === 0)
          c.emit(
            t,
            "matter",
            "ERROR",
            `WIP summary unavailable for ${c.matter()}: wip-billing responded 502 Bad Gateway`,
          );
        else
          c.emit(
            t,
            "gateway",
            "ERROR",
            `GET /portal/invoices upstream wip-billing error: 502 Bad Gateway (${c.rng.int(3, 40)}ms)`,
          );
      });
    },
  },
];
