// Scenarios of the state registration estate (online registration, DMV/SSA matching, statewide database).
import { deploy, type IncidentSpec } from "./incidents.js";
import { dotnet, java, python, ruby } from "./stacks.js";

const app = (d: string) => `OVR-2026-${d}`;

export const SOS_INCIDENTS: IncidentSpec[] = [
  {
    estate: "sos",
    origin: "identity-match",
    category: "authentication",
    hints: ["auth", "401", "credential", "password", "unauthorized"],
    severity: "medium",
    note: "identity-match's SSA HAVV service account password expires, every SSA verification gets 401 and applications pile into manual review.",
    run: (c) => {
      const r = c.rng;
      c.block("identity-match", 0.25);
      c.emit(
        c.t0 - 1500,
        "identity-match",
        "warn",
        "WS-Security UsernameToken for SOSELEC01: password age 90 days, expiry policy reached",
      );
      c.every(c.t0, c.end, 2200, (t, i) => {
        const a = app(r.digits(7));
        c.emit(
          t,
          "identity-match",
          "error",
          `HAVV verify application=${a} rejected by SSA gateway: HTTP 401 Unauthorized (FailedAuthentication: The security token could not be authenticated or authorized)`,
          i % 6 === 0
            ? {
                errType: "org.springframework.ws.client.WebServiceTransportException",
                stack: java("org.springframework.ws.client.WebServiceTransportException: Unauthorized [401]", [
                  "org.springframework.ws.client.core.WebServiceTemplate.handleError(WebServiceTemplate.java:665)",
                  "org.springframework.ws.client.core.WebServiceTemplate.doSendAndReceive(WebServiceTemplate.java:585)",
                  "org.springframework.ws.client.core.WebServiceTemplate.marshalSendAndReceive(WebServiceTemplate.java:390)",
                  "gov.sos.identity.havv.HavvClient.verify(HavvClient.java:88)",
                  "gov.sos.identity.MatchService.matchSsa(MatchService.java:142)",
                ]),
              }
            : undefined,
        );
        c.emit(
          t + r.int(20, 80),
          "svrs-core",
          "warn",
          `application ${a} routed to manual review queue (reason=SSA_UNAVAILABLE, county=0${r.int(10, 53)})`,
        );
        if (r.chance(0.6))
          c.emit(
            t + r.int(90, 200),
            "ovr-portal",
            "warn",
            `identity check deferred for ${a}: identity-match responded 502, applicant told "we will contact you"`,
          );
      });
      c.every(c.t0 + 120_000, c.end, 60_000, (t) =>
        c.emit(
          t,
          "svrs-core",
          "warn",
          `manual review queue depth ${r.int(300, 900)} (threshold 250), oldest item ${r.int(3, 15)}m`,
        ),
      );
    },
  },
  {
    estate: "sos",
    origin: "notice-mailer",
    category: "authorization",
    hints: ["access", "denied", "permission", "authoriz", "forbidden"],
    severity: "medium",
    note: "notice-mailer loses s3:PutObject on the notice-card bucket and every NoticeCardJob fails with AccessDenied while Sidekiq retries pile up.",
    run: (c) => {
      const r = c.rng;
      c.every(c.t0, c.end, 3500, (t, i) => {
        const jid = r.hex(24);
        c.emit(
          t,
          "notice-mailer",
          "warn",
          `Failed NoticeCardJob (Job ID: ${jid}) retry_count=${r.int(0, 9)} error_class=Aws::S3::Errors::AccessDenied`,
        );
        c.emit(
          t + 3,
          "notice-mailer",
          "error",
          `Aws::S3::Errors::AccessDenied: User: arn:aws:sts::447190233815:assumed-role/notice-mailer-prod/${r.digits(19)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::sos-notice-cards-prod/2026/10/${jid}.pdf" because no identity-based policy allows the s3:PutObject action`,
          i % 5 === 0
            ? {
                errType: "Aws::S3::Errors::AccessDenied",
                stack: ruby("Aws::S3::Errors::AccessDenied (Aws::S3::Errors::AccessDenied)", [
                  "/usr/local/bundle/gems/aws-sdk-core-3.201.3/lib/seahorse/client/plugins/raise_response_errors.rb:17:in `call'",
                  "/usr/local/bundle/gems/aws-sdk-s3-1.156.0/lib/aws-sdk-s3/plugins/sse_cpk.rb:24:in `call'",
                  "/app/app/services/notice_card_store.rb:31:in `upload'",
                  "/app/app/jobs/notice_card_job.rb:18:in `perform'",
                ]),
              }
            : undefined,
        );
      });
      c.silence("notice-mailer", c.t0);
      c.every(c.t0 + 90_000, c.end, 45_000, (t) =>
        c.emit(
          t,
          "svrs-core",
          "warn",
          `NVRA notice backlog ${r.int(200, 1500)} cards unsent (oldest ${r.int(2, 14)}m)`,
        ),
      );
    },
  },
  {
    estate: "sos",
    origin: "svrs-pg",
    category: "database",
    hints: ["connection", "too many", "postgres", "database", "clients", "slots"],
    severity: "high",
    note: "svrs-pg runs out of connection slots; svrs-core's Hikari pool times out, registrations and county batches fail and dedupe-merge cannot connect.",
    run: (c) => {
      const r = c.rng;
      c.block("svrs-core", 0.7);
      c.every(c.t0, c.end, 1500, (t) =>
        c.emit(
          t,
          "svrs-pg",
          "error",
          r.chance(0.6)
            ? "FATAL:  sorry, too many clients already"
            : "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
        ),
      );
      c.every(c.t0 + 2000, c.end, 1800, (t, i) =>
        c.emit(
          t,
          "svrs-core",
          "error",
          "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=118)",
          i % 4 === 0
            ? {
                errType: "org.springframework.jdbc.CannotGetJdbcConnectionException",
                stack: java(
                  "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
                  [
                    "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
                    "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)",
                    "gov.sos.svrs.registration.RegistrationRepository.insert(RegistrationRepository.java:77)",
                  ],
                  {
                    header: "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
                    frames: [
                      "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                      "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364)",
                    ],
                  },
                ),
              }
            : undefined,
        ),
      );
      c.every(c.t0 + 3000, c.end, 1400, (t) =>
        c.emit(t, "ovr-portal", "error", `POST /api/v2/registrations 503 ${r.int(30010, 30090)}ms upstream=svrs-core`),
      );
      c.every(c.t0 + 10_000, c.end, 30_000, (t) =>
        c.emit(
          t,
          "dedupe-merge",
          "error",
          'psycopg2.OperationalError: connection to server at "svrs-pg.sos-elections.svc" (10.3.1.12), port 5432 failed: FATAL:  sorry, too many clients already',
        ),
      );
      c.every(c.t0 + 5000, c.end, 9000, (t) =>
        c.emit(
          t,
          "county-sync",
          "warn",
          `push of county ${r.pick(["019", "031", "007"])} changes failed: svrs-core 503, retry ${r.int(1, 5)}/5`,
        ),
      );
    },
  },
  {
    estate: "sos",
    origin: "dmv-bridge",
    category: "network",
    hints: ["ssl", "tls", "handshake", "connection reset", "network", "transport"],
    severity: "medium",
    note: "TLS handshakes from dmv-bridge to the DMV endpoint are reset mid-handshake; identity-match retries every DMV check and registrations fall to manual review.",
    run: (c) => {
      const r = c.rng;
      c.block("identity-match", 0.6);
      c.every(c.t0, c.end, 2600, (t, i) =>
        c.emit(
          t,
          "dmv-bridge",
          "error",
          "DMV license lookup failed: The SSL connection could not be established, see inner exception.",
          i % 4 === 0
            ? {
                errType: "System.Net.Http.HttpRequestException",
                stack: dotnet(
                  "System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception.\n ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.\n ---> System.Net.Sockets.SocketException (104): Connection reset by peer",
                  [
                    "System.Net.Security.SslStream.ForceAuthenticationAsync[TIOAdapter](Boolean receiveFirst, Byte[] reAuthenticationData, CancellationToken cancellationToken)",
                    "System.Net.Http.ConnectHelper.EstablishSslConnectionAsync(SslClientAuthenticationOptions sslOptions, HttpRequestMessage request, Boolean async, Stream stream, CancellationToken cancellationToken)",
                    "Sos.DmvBridge.Gateway.DmvClient.LookupAsync(LicenseQuery query) in /src/Sos.DmvBridge/Gateway/DmvClient.cs:line 64",
                  ],
                ),
              }
            : undefined,
        ),
      );
      c.every(c.t0 + 400, c.end, 900, (t) => {
        const a = app(r.digits(7));
        c.emit(
          t,
          "identity-match",
          "warn",
          `DMV match application=${a} attempt ${r.int(1, 3)}/4 failed: dmv-bridge returned 502 Bad Gateway, retrying in ${r.pick([200, 400, 800])}ms`,
        );
      });
      c.every(c.t0 + 2000, c.end, 3000, (t) =>
        c.emit(
          t,
          "svrs-core",
          "warn",
          `application ${app(r.digits(7))} routed to manual review queue (reason=DMV_UNAVAILABLE, county=0${r.int(10, 53)})`,
        ),
      );
    },
  },
  {
    estate: "sos",
    origin: "identity-match",
    category: "timeout",
    hints: ["timeout", "timed out", "read timed out"],
    severity: "medium",
    note: "SSA HAVV calls from identity-match stop answering in time, each one times out at 30 s and the portal returns 504s.",
    run: (c) => {
      const r = c.rng;
      c.block("identity-match", 0.5);
      c.every(c.t0 + 30_000, c.end, 2400, (t, i) => {
        const a = app(r.digits(7));
        c.emit(
          t,
          "identity-match",
          "error",
          `HAVV verify application=${a} failed after 30001 ms: I/O error on POST request for "https://havv.ssa.example.gov/HAVVService/v2": Read timed out`,
          i % 5 === 0
            ? {
                errType: "java.net.SocketTimeoutException",
                stack: java(
                  "org.springframework.ws.client.WebServiceIOException: I/O error: Read timed out",
                  [
                    "org.springframework.ws.client.core.WebServiceTemplate.sendAndReceive(WebServiceTemplate.java:561)",
                    "gov.sos.identity.havv.HavvClient.verify(HavvClient.java:88)",
                  ],
                  {
                    header: "java.net.SocketTimeoutException: Read timed out",
                    frames: [
                      "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
                      "java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
                    ],
                  },
                ),
              }
            : undefined,
        );
        c.emit(
          t + r.int(10, 60),
          "ovr-portal",
          "error",
          `POST /api/v2/registrations 504 ${r.int(30020, 30300)}ms upstream=identity-match`,
        );
        if (r.chance(0.5))
          c.emit(
            t + r.int(60, 120),
            "svrs-core",
            "warn",
            `application ${a} routed to manual review queue (reason=SSA_TIMEOUT)`,
          );
      });
      c.every(c.t0 + 5000, c.end, 20_000, (t) =>
        c.emit(
          t,
          "identity-match",
          "warn",
          `HAVV client pool: ${r.int(48, 50)}/50 requests in flight, oldest ${r.int(20, 30)}s`,
        ),
      );
    },
  },
  {
    estate: "sos",
    origin: "address-verify",
    category: "rate_limiting",
    hints: ["429", "rate", "too many requests", "quota", "throttl"],
    severity: "medium",
    note: "address-verify (already noisy with harmless ZIP+4 warnings) starts getting 429 quota responses from the USPS Addresses API and registrations are stored unverified.",
    run: (c) => {
      const r = c.rng;
      c.every(c.t0, c.end, 900, (t) => {
        c.emit(
          t,
          "address-verify",
          "warn",
          `USPS addresses API: 429 Too Many Requests (quota 60000/hour exceeded, retry-after=${r.int(120, 900)}s), storing address unverified`,
        );
        if (r.chance(0.5))
          c.emit(
            t + r.int(30, 90),
            "svrs-core",
            "warn",
            `registration ${app(r.digits(7))} stored with address_status=UNVERIFIED (address-verify degraded)`,
          );
      });
      c.every(c.t0 + 60_000, c.end, 40_000, (t) =>
        c.emit(t, "svrs-core", "warn", `unverified address backlog ${r.int(80, 700)} awaiting county review`),
      );
    },
  },
  {
    estate: "sos",
    origin: "county-sync",
    category: "validation",
    hints: ["validation", "invalid", "pattern", "schema", "422"],
    severity: "medium",
    note: "county-sync rejects every outbound batch for county 019 because residence_zip values fail its schema check; svrs-core keeps resending the batch.",
    run: (c) => {
      const r = c.rng;
      let n = 44100 + r.int(0, 99);
      c.every(c.t0, c.end, 4000, (t) => {
        n += r.chance(0.3) ? 1 : 0;
        c.emit(
          t,
          "svrs-core",
          "warn",
          `county batch 019-${n} NACKed by county-sync (422 Unprocessable Entity), resending in 5s`,
        );
        c.emit(
          t + r.int(20, 80),
          "county-sync",
          "error",
          `rejected county 019 batch 019-${n}: validation failed: voters[${r.int(0, 60)}].residence_zip: "97${r.digits(2)}" does not match pattern ^[0-9]{5}(-[0-9]{4})?$`,
        );
      });
      c.every(c.t0 + 60_000, c.end, 60_000, (t) =>
        c.emit(
          t,
          "county-sync",
          "warn",
          `county 019 outbound lag ${r.int(2, 18)}m (${r.int(100, 900)} changes queued)`,
        ),
      );
    },
  },
  {
    estate: "sos",
    origin: "svrs-core",
    category: "null_reference",
    hints: ["null", "nullpointer", "npe"],
    severity: "high",
    note: "svrs-core throws NullPointerException normalising applicants without a middle name, so about a third of online registrations return 500.",
    run: (c) => {
      const r = c.rng;
      c.block("svrs-core", 0.3);
      c.every(c.t0, c.end, 1900, (t, i) => {
        const a = app(r.digits(7));
        c.emit(
          t,
          "svrs-core",
          "error",
          `Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed: java.lang.NullPointerException] application=${a}`,
          i % 2 === 0
            ? {
                errType: "java.lang.NullPointerException",
                stack: java(
                  'java.lang.NullPointerException: Cannot invoke "String.trim()" because the return value of "gov.sos.svrs.model.Applicant.getMiddleName()" is null',
                  [
                    "gov.sos.svrs.match.NameNormalizer.normalize(NameNormalizer.java:58)",
                    "gov.sos.svrs.registration.RegistrationService.register(RegistrationService.java:131)",
                    "gov.sos.svrs.registration.RegistrationController.create(RegistrationController.java:49)",
                    "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
                  ],
                ),
              }
            : undefined,
        );
        c.emit(
          t + r.int(15, 60),
          "ovr-portal",
          "error",
          `POST /api/v2/registrations 500 ${r.int(300, 900)}ms upstream=svrs-core`,
        );
      });
    },
  },
  {
    estate: "sos",
    origin: "identity-match",
    category: "configuration",
    hints: ["config", "property", "missing", "endpoint", "binding", "null"],
    severity: "high",
    note: "identity-match v3.2.0 is rolled out without identity.dmv.endpoint set, fails to start in a loop and the portal cannot verify anyone.",
    run: (c) => {
      const r = c.rng;
      deploy(c, "identity-match", c.t0 - 8000, "3.2.0");
      c.silence("identity-match", c.t0);
      c.block("identity-match", 1);
      c.every(c.t0, c.end, 55_000, (t) => {
        c.emit(t, "identity-match", "info", "Starting IdentityMatchApplication v3.2.0 using Java 21.0.4 with PID 1");
        c.emit(
          t + 6000,
          "identity-match",
          "error",
          'o.s.b.d.LoggingFailureAnalysisReporter : \n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nBinding to target [Bindable@6b2ea799 type = gov.sos.identity.config.DmvProperties] failed:\n\n    Property: identity.dmv.endpoint\n    Value: "null"\n    Reason: must not be null\n\nAction:\n\nUpdate your application\'s configuration',
        );
      });
      c.every(c.t0 + 7000, c.end, 1300, (t) => {
        c.emit(
          t,
          "ovr-portal",
          "error",
          `identity-match unavailable: connect ECONNREFUSED 10.3.4.${r.int(10, 40)}:8080`,
        );
        if (r.chance(0.4))
          c.emit(
            t + 50,
            "svrs-core",
            "warn",
            `application ${app(r.digits(7))} routed to manual review queue (reason=IDENTITY_UNAVAILABLE)`,
          );
      });
    },
  },
  {
    estate: "sos",
    origin: "dmv-bridge",
    category: "dependency",
    hints: ["dmv", "gateway", "circuit", "500", "upstream", "dependency", "abend"],
    severity: "medium",
    note: "The DMV mainframe gateway behind dmv-bridge answers with 500 (CICS abend) and dmv-bridge's circuit breaker opens, so DMV matches fail.",
    run: (c) => {
      const r = c.rng;
      c.block("identity-match", 0.6);
      c.every(c.t0, c.end, 2200, (t) => {
        c.emit(
          t,
          "dmv-bridge",
          "error",
          `DMV gateway returned 500 Internal Server Error: DFHAC2206 transaction DL01 abended AEY9 (ref ${r.hex(8).toUpperCase()})`,
        );
      });
      c.every(c.t0 + 20_000, c.end, 30_000, (t) => {
        c.emit(t, "dmv-bridge", "warn", "Circuit breaker DmvGateway opened for 00:00:30 after 5 consecutive failures");
        c.emit(t + 30_000, "dmv-bridge", "info", "Circuit breaker DmvGateway half-open, trial call");
      });
      c.every(c.t0 + 1000, c.end, 1300, (t) => {
        const a = app(r.digits(7));
        c.emit(
          t,
          "identity-match",
          "warn",
          `DMV match application=${a} failed: dmv-bridge returned 503 Service Unavailable (circuit open)`,
        );
        if (r.chance(0.5))
          c.emit(
            t + 30,
            "svrs-core",
            "warn",
            `application ${a} routed to manual review queue (reason=DMV_UNAVAILABLE)`,
          );
      });
    },
  },
  {
    estate: "sos",
    origin: "dedupe-merge",
    category: "memory",
    hints: ["memory", "oom", "memoryerror", "137"],
    severity: "medium",
    note: "dedupe-merge's candidate-block load grows past its container limit, raises MemoryError and is OOM-killed repeatedly, so merges stop.",
    run: (c) => {
      const r = c.rng;
      c.silence("dedupe-merge", c.t0 + 60_000);
      c.emit(
        c.t0,
        "dedupe-merge",
        "warn",
        `loading candidate block county=031 surname_prefix=M rows=${r.int(900000, 1200000)} rss=2.9GiB`,
      );
      c.every(c.t0 + 60_000, c.end, 110_000, (t) => {
        c.emit(t, "dedupe-merge", "warn", `rss=3.${r.int(6, 9)}GiB (limit 4GiB) while building blocking index`);
        c.emit(t + 4000, "dedupe-merge", "error", "merge worker crashed", {
          errType: "MemoryError",
          stack: python(
            [
              ["/app/dedupe/worker.py", 212, "run_block", "pairs = self.index.candidate_pairs(block)"],
              ["/app/dedupe/blocking.py", 88, "candidate_pairs", "return list(itertools.combinations(rows, 2))"],
            ],
            "MemoryError",
          ),
        });
        c.emit(t + 7000, "dedupe-merge", "error", "worker pid 8 exited with code 137 (OOMKilled), restarting in 30s");
      });
      c.every(c.t0 + 150_000, c.end, 60_000, (t) =>
        c.emit(
          t,
          "svrs-core",
          "warn",
          `dedupe heartbeat missing for ${r.int(90, 400)}s; ${r.int(50, 600)} duplicate candidates waiting`,
        ),
      );
    },
  },
  {
    estate: "sos",
    origin: "eric-export",
    category: "disk",
    hints: ["disk", "space", "no space left", "errno 28"],
    severity: "medium",
    note: "eric-export's export volume fills up; every ERIC file write fails with ENOSPC and the nightly list-maintenance hand-off stalls.",
    run: (c) => {
      const r = c.rng;
      c.silence("eric-export", c.t0);
      c.emit(c.t0 - 20_000, "eric-export", "warn", "/exports volume 97% used (1.9G free)");
      c.every(c.t0, c.end, 6000, (t, i) =>
        c.emit(
          t,
          "eric-export",
          "error",
          `export chunk ${r.int(1, 400)} for ERIC member file failed`,
          i % 3 === 0
            ? {
                errType: "OSError",
                stack: python(
                  [["/app/eric/export.py", 141, "write_chunk", "fh.write(payload)"]],
                  `OSError: [Errno 28] No space left on device: '/exports/eric/2026-10/voters_${r.digits(4)}.csv.gpg'`,
                ),
              }
            : undefined,
        ),
      );
      c.every(c.t0 + 30_000, c.end, 45_000, (t) =>
        c.emit(
          t,
          "svrs-core",
          "warn",
          `ERIC export job ${r.int(100, 999)} has not reported progress for ${r.int(1, 9)}m`,
        ),
      );
    },
  },
  {
    estate: "sos",
    origin: "county-sync",
    category: "unknown",
    hints: ["unknown", "exit", "unavailable", "crash", "stopped", "503"],
    severity: "medium",
    note: "county-sync keeps dying and restarting without ever logging a reason; its sync loop lines stop and svrs-core's pushes to counties fail.",
    run: (c) => {
      const r = c.rng;
      c.silence("county-sync", c.t0);
      c.block("county-sync", 1);
      c.every(c.t0, c.end, 40_000, (t) => {
        c.emit(t, "county-sync", "error", "sync worker exited unexpectedly (exit status 2); restarting in 10s");
        c.emit(t + 10_500, "county-sync", "info", `starting county-sync version=v2.7.1 commit=${r.hex(7)}`);
      });
      c.every(c.t0 + 3000, c.end, 2500, (t) =>
        c.emit(
          t,
          "svrs-core",
          "error",
          `county outbound push failed for county ${r.pick(["003", "019", "031", "041"])}: county-sync 503 Service Unavailable (attempt ${r.int(1, 5)}/5)`,
        ),
      );
    },
  },
];
