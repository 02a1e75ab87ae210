// Scenarios of Marlow County's vote centres (e-poll books over cellular, check-in, ballot-on-demand printing).
import type { IncidentSpec } from "./incidents.js";
import { dotnet, java, node, python, ruby } from "./stacks.js";

const vc = (n: number) => `VC-${String(n).padStart(2, "0")}`;
const gw = (path: string, code: number, flags: string, up: string, ms: number) =>
  `"POST ${path} HTTP/1.1" ${code} ${flags} 512 ${code >= 500 ? 0 : 188} ${ms} ${code >= 500 && flags !== "-" ? "-" : ms - 2} "10.44.12.31" "PollPad/4.2.1" "${up}" "checkin-api:8080"`;

export const MARLOW_INCIDENTS: IncidentSpec[] = [
  {
    estate: "marlow",
    origin: "staff-sso",
    category: "authentication",
    hints: ["ldap", "auth", "credential", "bind", "login"],
    severity: "high",
    note: "staff-sso's LDAP federation bind starts failing with error 49, so no poll worker can sign in to a poll book and check-ins stall at shift change.",
    run: (c) => {
      const r = c.rng;
      c.silence("staff-sso", c.t0);
      c.every(c.t0, c.end, 1600, (t, i) => {
        c.emit(
          t,
          "staff-sso",
          "warn",
          `type=LOGIN_ERROR, realmId=marlow, clientId=pollpad, userId=null, ipAddress=10.44.${r.int(1, 60)}.${r.int(2, 250)}, error=invalid_user_credentials, auth_method=openid-connect, username=pw${r.digits(4)}`,
        );
        if (i % 3 === 0)
          c.emit(
            t + 4,
            "staff-sso",
            "error",
            "KC-SERVICES0013: Failed authentication: org.keycloak.models.ModelException: Error authenticating to LDAP server",
            {
              errType: "javax.naming.AuthenticationException",
              stack: java(
                "org.keycloak.models.ModelException: LDAP Query failed",
                [
                  "org.keycloak.storage.ldap.idm.store.ldap.LDAPIdentityStore.fetchQueryResults(LDAPIdentityStore.java:220)",
                  "org.keycloak.storage.ldap.LDAPStorageProvider.searchForUserByUserAttributeInRealm(LDAPStorageProvider.java:911)",
                ],
                {
                  header:
                    "javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563]",
                  frames: [
                    "java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3264)",
                    "java.naming/com.sun.jndi.ldap.LdapCtx.connect(LdapCtx.java:2830)",
                  ],
                },
              ),
            },
          );
        if (r.chance(0.5))
          c.emit(
            t + r.int(50, 200),
            "checkin-api",
            "warn",
            `poll worker sign-in failed for PB-0${r.int(100, 480)} at ${vc(r.int(1, 24))}: staff-sso token endpoint returned 401 invalid_grant`,
          );
      });
      c.block("checkin-api", 0.5, c.t0 + 120_000);
      c.every(c.t0 + 60_000, c.end, 7000, (t) =>
        c.emit(
          t,
          "pollbook-sync",
          "warn",
          `device PB-0${r.int(100, 480)} session expired and re-auth failed; device locked to read-only`,
        ),
      );
    },
  },
  {
    estate: "marlow",
    origin: "bod-print",
    category: "authorization",
    hints: ["access", "denied", "unauthorized", "permission"],
    severity: "high",
    note: "bod-print's service account loses write access to the print spool share, every ballot-on-demand job fails with UnauthorizedAccessException and voters are sent to provisional lines.",
    run: (c) => {
      const r = c.rng;
      c.block("bod-print", 0.95);
      c.every(c.t0, c.end, 2500, (t, i) => {
        const job = `BOD-${r.digits(6)}`;
        const v = vc(r.int(1, 24));
        c.emit(
          t,
          "bod-print",
          "error",
          `Print job ${job} for ${v} failed`,
          i % 2 === 0
            ? {
                errType: "System.UnauthorizedAccessException",
                stack: dotnet(
                  `System.UnauthorizedAccessException: Access to the path '/mnt/bod-spool/${v}/${job}.pdf' is denied.\n ---> System.IO.IOException: Permission denied`,
                  [
                    "System.IO.FileSystem.CreateDirectory(String fullPath)",
                    "System.IO.FileStream..ctor(String path, FileMode mode, FileAccess access, FileShare share)",
                    "Marlow.Bod.Spool.SpoolWriter.WriteAsync(PrintJob job) in /src/Marlow.Bod/Spool/SpoolWriter.cs:line 41",
                    "Marlow.Bod.Api.PrintController.Post(PrintRequest req) in /src/Marlow.Bod/Api/PrintController.cs:line 29",
                  ],
                ),
              }
            : undefined,
        );
        c.emit(
          t + r.int(40, 160),
          "checkin-api",
          "warn",
          `ballot-on-demand for voter MC-${r.digits(7)} failed: bod-print responded 500; voter directed to provisional ballot`,
        );
      });
    },
  },
  {
    estate: "marlow",
    origin: "voter-lookup",
    category: "database",
    hints: ["connection", "pool", "hikari", "database", "jdbc", "leak"],
    severity: "high",
    note: "voter-lookup leaks connections from its Hikari pool to ems-pg until the pool is exhausted; lookups wait 30 s and check-ins fail at every vote centre.",
    run: (c) => {
      const r = c.rng;
      c.every(c.t0, c.t0 + 60_000, 8000, (t) =>
        c.emit(
          t,
          "voter-lookup",
          "warn",
          `Connection leak detection triggered for org.postgresql.jdbc.PgConnection@${r.hex(6)} on thread http-nio-8080-exec-${r.int(1, 200)}, stack trace follows`,
        ),
      );
      c.block("voter-lookup", 0.85, c.t0 + 60_000);
      c.every(c.t0 + 60_000, c.end, 1500, (t, i) =>
        c.emit(
          t,
          "voter-lookup",
          "error",
          `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.int(30, 90)})`,
          i % 4 === 0
            ? {
                errType: "java.sql.SQLTransientConnectionException",
                stack: java(
                  "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms",
                  [
                    "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
                    "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
                    "org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection(DatasourceConnectionProviderImpl.java:122)",
                    "gov.marlow.ems.lookup.VoterRepository.findByDlNumber(VoterRepository.java:52)",
                  ],
                ),
              }
            : undefined,
        ),
      );
      c.every(c.t0 + 62_000, c.end, 900, (t) => {
        c.emit(t, "checkin-api", "error", `check-in failed at ${vc(r.int(1, 24))}: voter-lookup timeout after 10000ms`);
        c.emit(t + r.int(5, 30), "vc-gateway", "info", gw("/v1/checkins", 504, "UT", `${r.hex(8)}-${r.hex(4)}`, 10001));
      });
      c.every(c.t0 + 70_000, c.end, 1200, (t) =>
        c.emit(
          t,
          "pollbook-sync",
          "warn",
          `PB-0${r.int(100, 480)} queued offline check-in (upstream 504), queue=${r.int(1, 40)}`,
        ),
      );
    },
  },
  {
    estate: "marlow",
    origin: "pollbook-sync",
    category: "network",
    hints: ["network", "route", "unreachable", "broken pipe", "connection", "tunnel"],
    severity: "medium",
    note: "The private-APN path from pollbook-sync to a group of vote centres drops: pushes fail with no route to host and broken pipes, on top of the usual weak-signal reconnects.",
    run: (c) => {
      const r = c.rng;
      const sites = [3, 7, 11, 12, 19];
      c.every(c.t0, c.end, 1100, (t) => {
        const n = r.pick(sites);
        c.emit(
          t,
          "pollbook-sync",
          "error",
          r.chance(0.6)
            ? `push to device failed device=PB-0${100 + n * 10 + r.int(0, 9)} site=${vc(n)} err="dial tcp 10.60.${n}.${r.int(10, 90)}:8443: connect: no route to host"`
            : `stream to device closed device=PB-0${100 + n * 10 + r.int(0, 9)} site=${vc(n)} err="write tcp 10.44.0.12:8443->10.60.${n}.${r.int(10, 90)}:${r.int(40000, 60000)}: write: broken pipe"`,
        );
      });
      c.every(c.t0 + 30_000, c.end, 20_000, (t) =>
        c.emit(
          t,
          "pollbook-sync",
          "warn",
          `${r.int(18, 40)} devices at ${sites.map(vc).join(",")} unreachable for >90s; delta seq lagging by ${r.int(50, 900)}`,
        ),
      );
      c.every(c.t0 + 60_000, c.end, 15_000, (t) =>
        c.emit(
          t,
          "checkin-api",
          "warn",
          `no sync ack from ${vc(r.pick(sites))} for ${r.int(90, 400)}s; possible duplicate check-ins until resync`,
        ),
      );
    },
  },
  {
    estate: "marlow",
    origin: "ballot-styles",
    category: "timeout",
    hints: ["timeout", "timed out"],
    severity: "high",
    note: "ballot-styles' PDF composition for a large precinct split exceeds the gunicorn worker timeout, workers are killed, and bod-print's calls give up after 30 s.",
    run: (c) => {
      const r = c.rng;
      c.block("ballot-styles", 0.8);
      c.every(c.t0, c.end, 7000, (t) => {
        const pid = r.int(20, 90);
        c.emit(
          t,
          "ballot-styles",
          "warn",
          `render style 0${r.int(430, 440)}-B exceeded 25s (compose pages=${r.int(4, 6)} contests=${r.int(60, 90)})`,
        );
        c.emit(t + 5000, "ballot-styles", "fatal", `[CRITICAL] WORKER TIMEOUT (pid:${pid})`);
        c.emit(
          t + 5600,
          "ballot-styles",
          "error",
          `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`,
        );
        c.emit(t + 5700, "ballot-styles", "info", `[INFO] Booting worker with pid: ${pid + 100}`);
      });
      c.every(c.t0 + 30_000, c.end, 2800, (t, i) => {
        c.emit(
          t,
          "bod-print",
          "error",
          `ballot-styles did not answer within 30 s for job BOD-${r.digits(6)}`,
          i % 3 === 0
            ? {
                errType: "System.Threading.Tasks.TaskCanceledException",
                stack: dotnet(
                  "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.\n ---> System.TimeoutException: The operation was canceled.",
                  [
                    "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                    "Marlow.Bod.Styles.StyleClient.GetPdfAsync(String style) in /src/Marlow.Bod/Styles/StyleClient.cs:line 37",
                  ],
                ),
              }
            : undefined,
        );
        c.emit(t + 100, "checkin-api", "warn", `ballot-on-demand slow at ${vc(r.int(1, 24))}: bod-print 504 after 30s`);
      });
    },
  },
  {
    estate: "marlow",
    origin: "checkin-api",
    category: "rate_limiting",
    hints: ["429", "rate", "too many requests", "throttl", "20429"],
    severity: "medium",
    note: "checkin-api's SMS provider throttles the checked-in confirmation texts with 429 / 20429 during the lunch surge; checkin-api only warns and retries.",
    run: (c) => {
      const r = c.rng;
      c.every(c.t0, c.end, 700, (t) =>
        c.emit(
          t,
          "checkin-api",
          "warn",
          `SMS confirmation to +1555${r.digits(7)} deferred: Twilio 429 Too Many Requests (code 20429), retry ${r.int(1, 5)}/5 in ${r.pick([2, 4, 8, 16])}s`,
        ),
      );
      c.every(c.t0 + 40_000, c.end, 30_000, (t) =>
        c.emit(t, "checkin-api", "warn", `sms outbox backlog ${r.int(300, 4000)} messages, send rate capped`),
      );
    },
  },
  {
    estate: "marlow",
    origin: "ballot-styles",
    category: "validation",
    hints: ["validation", "schema", "required", "invalid", "422"],
    severity: "medium",
    note: "ballot-styles rejects the new precinct-split definitions from the EMS export because contest_rotation is missing, so ballots for those splits cannot be printed.",
    run: (c) => {
      const r = c.rng;
      c.emit(
        c.t0 - 2000,
        "ballot-styles",
        "info",
        "style cache refresh: EMS export 2026-11-03T06:55 picked up, 14 styles changed",
      );
      c.every(c.t0, c.end, 3200, (t, i) => {
        const style = `0${r.int(441, 448)}-C`;
        c.emit(
          t,
          "ballot-styles",
          "error",
          `rejected style definition ${style} from EMS export: 'contest_rotation' is a required property`,
          i % 4 === 0
            ? {
                errType: "jsonschema.exceptions.ValidationError",
                stack: python(
                  [
                    ["/app/styles/loader.py", 77, "load_style", "validate(instance=doc, schema=STYLE_SCHEMA)"],
                    [
                      "/usr/local/lib/python3.12/site-packages/jsonschema/validators.py",
                      1332,
                      "validate",
                      "raise error",
                    ],
                  ],
                  "jsonschema.exceptions.ValidationError: 'contest_rotation' is a required property\n\nFailed validating 'required' in schema['properties']['contests']['items']:\n    {'type': 'object', 'required': ['contest_id', 'contest_rotation', 'vote_for']}",
                ),
              }
            : undefined,
        );
        c.emit(
          t + r.int(30, 90),
          "bod-print",
          "warn",
          `no printable style for precinct split ${r.int(1300, 1399)}.2: ballot-styles responded 422 Unprocessable Entity`,
        );
        if (r.chance(0.5))
          c.emit(
            t + r.int(100, 200),
            "checkin-api",
            "warn",
            `voter MC-${r.digits(7)} issued provisional ballot at ${vc(r.int(1, 24))}: style unavailable`,
          );
      });
    },
  },
  {
    estate: "marlow",
    origin: "checkin-api",
    category: "null_reference",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    severity: "high",
    note: "checkin-api crashes with TypeError on voters whose residence record has no precinct split; poll books retry the failed check-ins.",
    run: (c) => {
      const r = c.rng;
      c.block("checkin-api", 0.35);
      c.every(c.t0, c.end, 1500, (t, i) => {
        c.emit(
          t,
          "checkin-api",
          "error",
          `unhandled error in POST /v1/checkins voter=MC-${r.digits(7)}`,
          i % 2 === 0
            ? {
                errType: "TypeError",
                stack: node("TypeError: Cannot read properties of undefined (reading 'precinctSplit')", [
                  "assignStyle (/app/dist/checkin/style.js:41:38)",
                  "CheckinService.record (/app/dist/checkin/service.js:112:23)",
                  "async /app/dist/routes/checkins.js:27:18",
                ]),
              }
            : undefined,
        );
        c.emit(
          t + r.int(1, 10),
          "vc-gateway",
          "info",
          gw("/v1/checkins", 500, "-", `${r.hex(8)}-${r.hex(4)}`, r.int(8, 40)),
        );
        c.emit(
          t + r.int(200, 500),
          "pollbook-sync",
          "warn",
          `PB-0${r.int(100, 480)} check-in upload rejected (500), will retry in ${r.pick([5, 10, 20])}s`,
        );
      });
    },
  },
  {
    estate: "marlow",
    origin: "vc-gateway",
    category: "configuration",
    hints: ["config", "cluster", "route", "not found", "nc"],
    severity: "high",
    note: "A route update on vc-gateway points /v1/checkins at a cluster that does not exist; every check-in gets 503 NC and poll books queue offline.",
    run: (c) => {
      const r = c.rng;
      c.emit(
        c.t0 - 1200,
        "vc-gateway",
        "info",
        `rds: loading new configuration: config_name=local_route hash=${r.digits(19)}`,
      );
      c.emit(c.t0 - 1100, "vc-gateway", "info", "lds: add/update listener 'ingress_http'");
      c.emit(c.t0 - 900, "vc-gateway", "warn", "router: route 'checkins' references unknown cluster 'checkin-api-v2'");
      c.block("checkin-api", 1);
      c.every(c.t0, c.end, 450, (t) => {
        c.emit(
          t,
          "vc-gateway",
          "info",
          `"POST /v1/checkins HTTP/1.1" 503 NC 0 0 0 - "10.44.${r.int(1, 60)}.${r.int(2, 250)}" "PollPad/4.2.1" "${r.hex(8)}-${r.hex(4)}" "-"`,
        );
      });
      c.every(c.t0 + 800, c.end, 1100, (t) =>
        c.emit(
          t,
          "pollbook-sync",
          "warn",
          `PB-0${r.int(100, 480)} check-in upload failed: gateway 503, queued offline (queue=${r.int(1, 60)})`,
        ),
      );
    },
  },
  {
    estate: "marlow",
    origin: "voter-lookup",
    category: "dependency",
    hints: ["svrs", "circuit", "502", "upstream", "dependency", "bad gateway"],
    severity: "medium",
    note: "The state's SVRS inquiry API that voter-lookup uses for out-of-county voters answers 502, and voter-lookup's circuit breaker opens.",
    run: (c) => {
      const r = c.rng;
      c.every(c.t0, c.t0 + 40_000, 3000, (t) =>
        c.emit(
          t,
          "voter-lookup",
          "warn",
          `SVRS inquiry for dl=*****${r.digits(4)} failed: 502 Bad Gateway from svrs-inquiry.sos.example.gov`,
        ),
      );
      c.every(c.t0 + 40_000, c.end, 1800, (t, i) => {
        c.emit(
          t,
          "voter-lookup",
          "error",
          "CircuitBreaker 'svrsInquiry' is OPEN and does not permit further calls",
          i % 5 === 0
            ? {
                errType: "io.github.resilience4j.circuitbreaker.CallNotPermittedException",
                stack: java(
                  "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'svrsInquiry' is OPEN and does not permit further calls",
                  [
                    "io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)",
                    "gov.marlow.ems.lookup.StateInquiryClient.findStatewide(StateInquiryClient.java:71)",
                  ],
                ),
              }
            : undefined,
        );
        c.emit(
          t + r.int(20, 90),
          "checkin-api",
          "warn",
          `voter not found locally and statewide lookup unavailable; provisional issued at ${vc(r.int(1, 24))}`,
        );
      });
    },
  },
  {
    estate: "marlow",
    origin: "queue-wait",
    category: "memory",
    hints: ["memory", "oom", "puma", "rss"],
    severity: "medium",
    note: "queue-wait's Puma workers bloat past the memory cap; PumaWorkerKiller and the kernel kill them, the public wait-time page returns 502/503.",
    run: (c) => {
      const r = c.rng;
      c.block("queue-wait", 0.6);
      c.every(c.t0, c.end, 15_000, (t) => {
        c.emit(
          t,
          "queue-wait",
          "warn",
          `PumaWorkerKiller: Out of memory. 4 workers consuming total: ${r.int(2010, 2400)} mb out of max: 2000 mb. Sending TERM to pid ${r.int(100, 900)} consuming ${r.int(500, 700)} mb.`,
        );
        if (r.chance(0.4))
          c.emit(t + 2000, "queue-wait", "error", "Error during failsafe response: failed to allocate memory", {
            errType: "NoMemoryError",
            stack: ruby("failed to allocate memory (NoMemoryError)", [
              "/app/app/models/wait_estimate.rb:44:in `block in history'",
              "/app/app/controllers/api/wait_times_controller.rb:12:in `index'",
            ]),
          });
        c.emit(
          t + 2500,
          "queue-wait",
          "error",
          `- Worker ${r.int(0, 3)} (PID: ${r.int(100, 900)}) terminated, signal 9`,
        );
      });
      c.every(c.t0 + 5000, c.end, 4000, (t) =>
        c.emit(t, "queue-wait", "error", `Completed 503 Service Unavailable in ${r.int(1, 5)}ms`),
      );
    },
  },
  {
    estate: "marlow",
    origin: "ems-pg",
    category: "disk",
    hints: ["disk", "space", "no space left", "wal"],
    severity: "high",
    note: "ems-pg's WAL volume fills, Postgres panics and restarts into recovery repeatedly; voter-lookup cannot query and check-ins fail.",
    run: (c) => {
      const r = c.rng;
      c.block("voter-lookup", 0.8);
      c.every(c.t0, c.end, 50_000, (t) => {
        c.emit(
          t,
          "ems-pg",
          "fatal",
          `PANIC:  could not write to file "pg_wal/xlogtemp.${r.int(100, 999)}": No space left on device`,
        );
        c.emit(
          t + 30,
          "ems-pg",
          "info",
          `LOG:  server process (PID ${r.int(1000, 9000)}) was terminated by signal 6: Aborted`,
        );
        c.emit(t + 40, "ems-pg", "info", "LOG:  terminating any other active server processes");
        c.emit(
          t + 2000,
          "ems-pg",
          "info",
          "LOG:  database system was not properly shut down; automatic recovery in progress",
        );
        c.every(t + 2100, t + 9000, 900, (u) =>
          c.emit(u, "ems-pg", "error", "FATAL:  the database system is in recovery mode"),
        );
      });
      c.every(c.t0 + 1500, c.end, 1300, (t) => {
        c.emit(
          t,
          "voter-lookup",
          "error",
          r.chance(0.5)
            ? "org.postgresql.util.PSQLException: FATAL: the database system is in recovery mode"
            : 'org.postgresql.util.PSQLException: ERROR: could not extend file "base/16384/41877": No space left on device',
        );
        c.emit(t + r.int(20, 70), "checkin-api", "error", `check-in failed at ${vc(r.int(1, 24))}: voter-lookup 500`);
      });
    },
  },
  {
    estate: "marlow",
    origin: "bod-print",
    category: "unknown",
    hints: ["unknown", "crash", "unavailable", "restart", "refused"],
    severity: "medium",
    note: "bod-print keeps shutting down and restarting with no error of its own; ballot-on-demand requests from check-in are refused.",
    run: (c) => {
      const r = c.rng;
      c.block("bod-print", 0.9);
      c.every(c.t0, c.end, 35_000, (t) => {
        c.emit(t, "bod-print", "error", "Print worker stopped unexpectedly; host exiting with code 1");
        c.emit(t + 40, "bod-print", "info", "Application is shutting down...");
        c.emit(t + 8000, "bod-print", "info", "Now listening on: http://[::]:8080");
        c.emit(t + 8100, "bod-print", "info", "Application started. Press Ctrl+C to shut down.");
      });
      c.every(c.t0 + 1000, c.end, 2000, (t) =>
        c.emit(
          t,
          "checkin-api",
          "error",
          `ballot-on-demand request failed: connect ECONNREFUSED 10.44.2.${r.int(10, 40)}:8080 (bod-print)`,
        ),
      );
    },
  },
];
