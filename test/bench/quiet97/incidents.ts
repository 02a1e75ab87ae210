// Eight failures, one per category, as they show up in a recruiting estate: the callers are usually louder.
import { cand, job } from "./background.js";
import type { Role } from "./estates.js";
import { type Stream, stackTrace } from "./stream.js";

export interface IncidentDef {
  key: string;
  estate: string;
  origin: Role;
  category: string;
  severity: "medium" | "high";
  hints: string[];
  note: string;
  run(s: Stream, start: number): void;
}

const storm = (s: Stream, start: number, gap: number, fn: (t: number, id: string | undefined) => void) =>
  s.every(start, s.t1, gap, (t) => fn(t, s.newId()));

export const INCIDENTS: IncidentDef[] = [
  {
    key: "pg-slots",
    estate: "hirewell",
    origin: "core",
    category: "database",
    severity: "high",
    hints: ["database", "connection", "postgres", "jdbc", "hikari", "sql", "pool"],
    note: "ats-api's Postgres runs out of connection slots; ats-api requests fail with JDBC errors while careers-web, interview-scheduler and candidate-match retry against its 500s.",
    run: (s, start) => {
      const r = s.rng;
      s.silence("core", start);
      s.add(
        start,
        "core",
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@" +
          r.hex(8) +
          " (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      storm(s, start + 400, 900, (t, id) => {
        const head =
          "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections";
        const pg = r.chance(0.5);
        s.add(
          t,
          "core",
          "error",
          pg
            ? "HikariPool-1 - Exception during pool initialization / fill: FATAL: remaining connection slots are reserved for non-replication superuser connections"
            : "Request processing failed: POST /internal/applications",
          {
            id,
            stack: pg
              ? undefined
              : stackTrace(
                  "java",
                  "io.hirewell.ats",
                  head,
                  [
                    "repo.ApplicationRepository.save",
                    "service.ApplicationService.create",
                    "web.ApplicationController.create",
                  ],
                  r,
                ),
          },
        );
        for (let i = 0; i < 3; i++) {
          s.add(
            t + 60 + i * 250,
            "gw",
            i < 2 ? "warn" : "error",
            `upstream ats-api responded 500 on POST /internal/applications (attempt ${i + 1}/3)`,
            { id },
          );
        }
        s.add(t + 900, "gw", "error", `POST /jobs/${job(s)}/apply 502 ${r.int(800, 1600)}ms`, { id });
        if (r.chance(0.4))
          s.add(
            t + 300,
            "sched",
            "error",
            `Faraday::ServerError: the server responded with status 500 (GET http://ats-api:8080/internal/candidates/${cand(s)}) - retry ${r.int(1, 3)}/3`,
            { id },
          );
        if (r.chance(0.3))
          s.add(
            t + 350,
            "dedupe",
            "error",
            `httpx.HTTPStatusError: Server error '500 ' for url 'http://ats-api:8080/internal/candidates/search'`,
            { id },
          );
      });
    },
  },
  {
    key: "offer-options",
    estate: "hirewell",
    origin: "offer",
    category: "configuration",
    severity: "high",
    hints: ["config", "option", "missing", "required", "setting", "validation"],
    note: "offer-service is redeployed with a settings file that lacks the template bucket; every offer render fails options validation and ats-api and careers-web report offer failures.",
    run: (s, start) => {
      const r = s.rng;
      s.add(start - 9000, "offer", "info", "Application is shutting down...");
      s.add(
        start - 2000,
        "offer",
        "info",
        "release offer-service 2026.48.2 (image sha256:" +
          r.hex(12) +
          "), appsettings.Production.json from configmap offer-service-settings rev 57",
      );
      s.add(start - 1500, "offer", "info", "Now listening on: http://[::]:8080");
      s.add(start - 1400, "offer", "info", "Application started. Press Ctrl+C to shut down.");
      s.add(start - 1300, "offer", "info", "Hosting environment: Production");
      s.silence("offer", start);
      storm(s, start + 200, 2600, (t, id) => {
        const c = cand(s);
        s.add(
          t,
          "offer",
          "error",
          `An unhandled exception has occurred while executing the request. POST /offers/${c}/render`,
          {
            id,
            stack: stackTrace(
              "dotnet",
              "Hirewell.Offers",
              "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'TemplateStoreOptions' members: 'BucketName' with the error: 'The BucketName field is required.'.",
              [
                "Templates.TemplateStore.GetAsync",
                "Rendering.OfferRenderer.RenderAsync",
                "Api.OffersController.Render",
              ],
              r,
            ),
          },
        );
        s.add(
          t + 40,
          "core",
          "error",
          `offer generation failed for ${c}: offer-service returned 500 Internal Server Error (POST /offers/${c}/render)`,
          { id },
        );
        s.add(t + 60, "gw", "error", `POST /api/offers 502 ${r.int(60, 300)}ms - "Could not generate offer letter"`, {
          id,
        });
        if (r.chance(0.5))
          s.add(t + 3000, "core", "warn", `offer for ${c} left in draft, recruiter retry ${r.int(1, 4)}`, { id });
      });
    },
  },
  {
    key: "spool-full",
    estate: "talentloop",
    origin: "parser",
    category: "disk",
    severity: "high",
    hints: ["disk", "space", "enospc", "no space", "errno 28", "volume"],
    note: "cv-extractor's spool volume fills up; every resume upload fails to spool and apply-gateway retries and returns 502 while talent-core saves applications without parsed resumes.",
    run: (s, start) => {
      const r = s.rng;
      for (const [dt, pct] of [
        [-150000, 93],
        [-90000, 96],
        [-40000, 98],
        [-8000, 99],
      ] as const)
        s.add(
          start + dt,
          "parser",
          "warn",
          `spool usage high: /var/spool/cvx ${pct}% of 20G used (pdf render cache not evicted)`,
        );
      s.silence("parser", start);
      storm(s, start, 1500, (t) => {
        const f = `${r.hex(12)}.pdf`;
        s.add(
          t,
          "parser",
          "error",
          `E${r.int(1000, 1300)} spool.cc:${r.int(80, 140)}] cannot write /var/spool/cvx/incoming/${f}: No space left on device (errno 28)`,
          {
            stack: r.chance(0.3)
              ? stackTrace(
                  "cpp",
                  "",
                  "terminate called after throwing an instance of 'std::filesystem::__cxx11::filesystem_error'\n  what():  filesystem error: cannot copy file: No space left on device [/tmp/up-" +
                    r.hex(6) +
                    "] [/var/spool/cvx/incoming/" +
                    f +
                    "]",
                  ["cvx::Spool::accept", "cvx::HttpHandler::onUpload", "cvx::Server::dispatch"],
                  r,
                )
              : undefined,
          },
        );
        for (let i = 1; i <= 3; i++)
          s.add(
            t + 20 + i * 300,
            "gw",
            i < 3 ? "warn" : "error",
            `cv-extractor call failed: POST http://cv-extractor:9000/v1/extract: 500 Internal Server Error (attempt ${i}/3)`,
          );
        s.add(t + 1000, "gw", "error", `POST /jobs/${job(s)}/apply status=502 dur=${r.int(900, 2100)}ms`);
        s.add(
          t + 1100,
          "core",
          "warn",
          `application for ${cand(s)} saved without parsed resume (cv-extractor unavailable), queued for re-parse`,
        );
      });
    },
  },
  {
    key: "checkr-429",
    estate: "talentloop",
    origin: "bgc",
    category: "rate_limiting",
    severity: "medium",
    hints: ["rate", "429", "limit", "throttl", "too many", "quota"],
    note: "screening-hub starts a full status re-poll of every open background check and exhausts its vendor API quota; it only warns about 429s while talent-core's new screening orders fail.",
    run: (s, start) => {
      const r = s.rng;
      s.add(
        start - 5000,
        "bgc",
        "info",
        `backfill job started: full status refresh of ${r.int(15000, 22000)} open reports (requested by ops, batch=500, no throttle)`,
      );
      s.silence("bgc", start);
      storm(s, start, 2200, (t) => {
        s.add(
          t,
          "bgc",
          "warn",
          `Checkr GET /v1/reports/${r.hex(24)} -> 429 Too Many Requests (X-RateLimit-Remaining: 0, Retry-After: ${r.int(20, 60)})`,
        );
      });
      storm(s, start + 2000, 2800, (t) => {
        const c = cand(s);
        s.add(
          t,
          "bgc",
          "warn",
          `order for ${c} not placed: Checkr POST /v1/invitations rate limited (429), will retry`,
        );
        s.add(
          t + 50,
          "core",
          "error",
          `ScreeningHub::RequestFailed: POST http://screening-hub:8080/orders responded 429 Too Many Requests for ${c}`,
          {
            stack: stackTrace(
              "ruby",
              "",
              `ScreeningHub::RequestFailed: 429 Too Many Requests`,
              [
                "app/clients/screening_hub#place_order",
                "app/jobs/start_screening_job#perform",
                "vendor/bundle/ruby/3.3.0/gems/sidekiq-7.2.4/lib/sidekiq/processor#execute_job",
              ],
              r,
            ),
          },
        );
        s.add(
          t + 90,
          "core",
          "warn",
          `Sidekiq retry scheduled for StartScreeningJob (${c}), retry_count=${r.int(1, 6)}`,
        );
      });
    },
  },
  {
    key: "msal-secret",
    estate: "crewpath",
    origin: "cal",
    category: "authentication",
    severity: "medium",
    hints: ["auth", "credential", "secret", "aadsts", "msal", "token", "invalid_client"],
    note: "cal-connector's Entra ID client secret expires; every Microsoft token request fails and interview-booker cannot hold calendar slots, on top of the usual per-user revoked-token errors.",
    run: (s, start) => {
      const r = s.rng;
      s.silence("cal", start);
      storm(s, start, 4000, (t) => {
        s.add(
          t,
          "cal",
          "error",
          `Token acquisition failed for tenant ${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`,
          {
            stack: stackTrace(
              "dotnet",
              "Crewpath.CalConnector",
              `Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys for app '${r.hex(8)}-5d3c-4a8e-9f21-${r.hex(12)}' are expired. Visit the Azure portal to create new keys for your app: https://aka.ms/NewClientSecret, or consider using certificate credentials for added security: https://aka.ms/certCreds.`,
              [
                "Graph.TokenProvider.GetTokenAsync",
                "Graph.CalendarClient.CreateEventAsync",
                "Api.EventsController.Create",
              ],
              r,
            ),
          },
        );
        s.add(
          t + 80,
          "sched",
          "error",
          `CalConnector::Error: POST http://cal-connector/events returned 503 Service Unavailable ({"error":"token_unavailable"}) for interview ${r.hex(10)}`,
        );
        s.add(t + 120, "sched", "warn", `interview for ${cand(s)} booked without calendar hold, retry in 60s`);
        if (r.chance(0.5))
          s.add(t + 200, "gw", "error", `POST /api/interviews 502 - calendar hold failed (${r.int(300, 900)}ms)`);
      });
      s.every(start, s.t1, 30000, (t) =>
        s.add(
          t,
          "cal",
          "error",
          `sync cycle aborted: ${r.int(120, 900)} calendars skipped, confidential client could not acquire app token`,
        ),
      );
    },
  },
  {
    key: "eai-again",
    estate: "crewpath",
    origin: "hris",
    category: "network",
    severity: "medium",
    hints: ["dns", "network", "eai_again", "getaddrinfo", "resolve", "econnreset", "socket"],
    note: "onboard-bridge can no longer resolve or hold connections to the Workday host; it warns and retries while hiring-api logs every failed new-hire handoff with a traceback.",
    run: (s, start) => {
      const r = s.rng;
      s.silence("hris", start);
      storm(s, start, 4000, (t) => {
        const c = cand(s);
        for (let i = 1; i <= 3; i++) {
          const dns = r.chance(0.75);
          s.add(
            t + i * i * 400,
            "hris",
            "warn",
            dns
              ? `handoff ${c} attempt ${i}/3 failed: getaddrinfo EAI_AGAIN wd5-services1.myworkday.com; retrying`
              : `handoff ${c} attempt ${i}/3 failed: socket hang up (ECONNRESET) to wd5-services1.myworkday.com:443; retrying`,
          );
        }
        s.add(t + 1800, "core", "error", `onboarding handoff failed for ${c}`, {
          stack: stackTrace(
            "python",
            "",
            `requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: http://onboard-bridge:3000/handoff ({"error":"upstream_unreachable"})`,
            [
              "hiring/onboarding/tasks.py|push_new_hire|resp.raise_for_status()",
              "site-packages/requests/models.py|raise_for_status|raise HTTPError(http_error_msg, response=self)",
            ],
            r,
          ),
        });
        s.add(t + 1900, "core", "warn", `celery task onboarding.push_new_hire[${r.hex(8)}] retry in 300s (${c})`);
      });
    },
  },
  {
    key: "merge-heap",
    estate: "peopleforge",
    origin: "dedupe",
    category: "memory",
    severity: "high",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    note: "profile-merge loads a huge duplicate cluster, stops logging its normal work while it thrashes in full GCs and then dies with Java heap space over and over; recruit-core and portal-bff report read timeouts and refused connections.",
    run: (s, start) => {
      const r = s.rng;
      s.silence("dedupe", start);
      s.add(
        start,
        "dedupe",
        "info",
        `loading candidate cluster for company domain "gmail.com" (${r.int(400000, 900000)} profiles) into similarity index`,
      );
      let t = start + 20000;
      while (t < s.t1) {
        for (let g = 0; g < 4; g++)
          s.add(
            t + g * 9000,
            "dedupe",
            "warn",
            `[gc] Pause Full (G1 Compaction Pause) 6${r.int(100, 140)}M->6${r.int(90, 139)}M(6144M) ${r.int(3800, 9100)}.${r.int(100, 999)}ms`,
          );
        const oom = t + 40000;
        s.add(
          oom,
          "dedupe",
          "error",
          `Exception in thread "merge-worker-${r.int(1, 8)}" java.lang.OutOfMemoryError: Java heap space`,
          {
            stack: [
              "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3512)",
              "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "\tat com.peopleforge.recruit.merge.SimilarityIndex.addAll(SimilarityIndex.java:" + r.int(50, 300) + ")",
              "\tat com.peopleforge.recruit.merge.ClusterLoader.load(ClusterLoader.java:" + r.int(50, 300) + ")",
            ],
          },
        );
        s.add(oom + 300, "dedupe", "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        s.add(
          oom + 9000,
          "dedupe",
          "info",
          `Started ProfileMergeApplication in ${r.int(11, 19)}.${r.int(100, 999)} seconds (process running for ${r.int(12, 20)}.1)`,
        );
        s.add(
          oom + 9500,
          "dedupe",
          "info",
          `loading candidate cluster for company domain "gmail.com" (${r.int(400000, 900000)} profiles) into similarity index`,
        );
        t = oom + 25000;
      }
      storm(s, start + 15000, 1400, (tt, id) => {
        const refused = r.chance(0.25);
        const msg = refused
          ? `I/O error on POST request for "http://profile-merge:8080/match": Connection refused`
          : `I/O error on POST request for "http://profile-merge:8080/match": Read timed out`;
        s.add(tt, "core", "error", `duplicate check failed for new application, saving unmatched: ${msg}`, {
          id,
          stack: r.chance(0.3)
            ? stackTrace(
                "java",
                "com.peopleforge.recruit.core",
                `org.springframework.web.client.ResourceAccessException: ${msg}`,
                ["client.MergeClient.match", "apply.ApplyService.submit", "api.ApplyController.apply"],
                r,
              )
            : undefined,
        });
        s.add(tt + 10, "gw", "warn", `POST /api/apply took ${r.int(10000, 30000)}ms (upstream recruit-core slow)`, {
          id,
        });
        if (r.chance(0.3)) s.add(tt + 20, "gw", "error", `504 Gateway Timeout POST /api/apply after 30000ms`, { id });
      });
    },
  },
  {
    key: "docusign-503",
    estate: "peopleforge",
    origin: "esign",
    category: "dependency",
    severity: "medium",
    hints: ["dependency", "docusign", "503", "unavailable", "upstream", "circuit", "vendor"],
    note: "DocuSign's eSignature API answers 503 to sign-gateway, whose circuit breaker opens; recruit-core and portal-bff fail to send offers with 503s naming sign-gateway.",
    run: (s, start) => {
      const r = s.rng;
      s.silence("esign", start);
      storm(s, start, 1800, (t, id) => {
        const open = t > start + 45000;
        if (!open)
          s.add(
            t,
            "esign",
            "error",
            `DocuSign POST /restapi/v2.1/accounts/${r.hex(8)}/envelopes failed: 503 Service Unavailable (upstream connect error or disconnect/reset before headers)`,
            {
              id,
              stack: r.chance(0.4)
                ? stackTrace(
                    "node",
                    "",
                    "AxiosError: Request failed with status code 503",
                    [
                      "settle",
                      "IncomingMessage.handleStreamEnd",
                      "EnvelopeService.create",
                      "async SendOfferHandler.handle",
                    ],
                    r,
                  )
                : undefined,
            },
          );
        else
          s.add(
            t,
            "esign",
            "warn",
            `Breaker is open: docusign-envelopes (rejecting call, next half-open probe in ${r.int(5, 30)}s)`,
            { id },
          );
        s.add(
          t + 60,
          "core",
          "error",
          `send offer failed for ${cand(s)}: sign-gateway responded 503 Service Unavailable`,
          { id },
        );
        if (r.chance(0.6))
          s.add(
            t + 90,
            "gw",
            "error",
            `POST /api/offers/${r.hex(8)}/send 502 (sign-gateway unavailable) ${r.int(40, 2000)}ms`,
            { id },
          );
      });
      s.add(
        start + 45000,
        "esign",
        "warn",
        "Breaker docusign-envelopes opened: 27 of 40 calls failed in rolling window (threshold 50%)",
      );
      s.every(start + 75000, s.t1, 30000, (t) => {
        s.add(t, "esign", "info", "Breaker docusign-envelopes half-open, probing");
        s.add(
          t + 800,
          "esign",
          "warn",
          "probe failed: 503 Service Unavailable from na3.docusign.net; breaker re-opened",
        );
      });
    },
  },
];
