// The eight outages of quiet41, one per category, each written the way the software involved really logs it.
import { ESTATES, type Estate, ev } from "./estates.js";
import type { LogEvent } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Breakage } from "./stream.js";

export interface Outage {
  breaks: Breakage[];
  silence: { svc: string; from: number; until?: number }[];
  extra: LogEvent[];
}

export interface IncidentDef {
  key: string;
  estate: Estate["key"];
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** a service that deploys or reloads, unrelated, near t0 */
  bystander: string;
  build: (r: Rng, t0: number, end: number) => Outage;
}

const every = (from: number, to: number, gap: number, r: Rng) => {
  const out: number[] = [];
  for (let t = from; t < to; t += Math.round(gap * (0.6 + r.next() * 0.8))) out.push(t);
  return out;
};
const plate = (r: Rng) => `${r.upper(2)}${r.int(10, 75)}${r.upper(3)}`;

export const INCIDENTS: IncidentDef[] = [
  {
    key: "timeout",
    estate: "northgate",
    origin: "access-control",
    category: "timeout",
    hints: ["timeout", "timed out", "taskcanceled", "canceled"],
    severity: "medium",
    note: "access-control's calls to the door-controller gateway stop answering within the HttpClient timeout, so visitor credentials cannot be provisioned and visitor-desk and tenant-portal-api time out behind it",
    bystander: "occupancy-svc",
    build: (r, t0, end) => {
      const extra: LogEvent[] = [];
      for (const t of every(t0 + 60_000, end, 45_000, r))
        extra.push(
          ev(
            t,
            "access-control",
            "warn",
            `Panel sync queue depth ${r.int(200, 900)} (oldest change ${r.int(60, 400)}s), controller gateway slow`,
          ),
        );
      return {
        silence: [],
        extra,
        breaks: [
          {
            flows: ["visitor"],
            from: t0,
            p: 0.95,
            fail: (r2, t) => {
              const v = `V-${r2.int(100000, 999999)}`;
              const out: LogEvent[] = [
                ev(t, "tenant-portal-api", "info", `POST /api/v2/visitors received (host tenant ${r2.int(100, 999)})`),
                ev(t + 30, "visitor-desk", "info", `Started POST "/visits" for 10.42.1.${r2.int(2, 250)}`),
                ev(
                  t + 30_050,
                  "access-control",
                  "error",
                  `Provisioning credential for visitor ${v} failed after 30000ms`,
                  {
                    errType: "System.Threading.Tasks.TaskCanceledException",
                    stack: [
                      "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
                      " ---> System.TimeoutException: A task was canceled.",
                      " ---> System.Threading.Tasks.TaskCanceledException: A task was canceled.",
                      "   at System.Net.Http.HttpConnectionPool.SendWithVersionDetectionAndRetryAsync(HttpRequestMessage request, Boolean async, Boolean doRequestAuth, CancellationToken cancellationToken)",
                      "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                      "   --- End of inner exception stack trace ---",
                      "   at Northgate.Access.Panels.PanelGatewayClient.PushCredentialAsync(CredentialRequest req, CancellationToken ct) in /src/Northgate.Access/Panels/PanelGatewayClient.cs:line 88",
                      "   at Northgate.Access.Visitors.VisitorCredentialService.ProvisionAsync(VisitorDto visitor, CancellationToken ct) in /src/Northgate.Access/Visitors/VisitorCredentialService.cs:line 41",
                    ],
                  },
                ),
                ev(
                  t + 15_030,
                  "visitor-desk",
                  "error",
                  `Net::ReadTimeout calling access-control POST /api/credentials/visitor (15s) for ${v}`,
                ),
                ev(
                  t + 15_040,
                  "visitor-desk",
                  "info",
                  `Completed 504 Gateway Timeout in 15012ms (ActiveRecord: 4.2ms | Allocations: 2210)`,
                ),
              ];
              for (let k = 1; k <= 2; k++)
                out.push(
                  ev(
                    t + 15_100 * k,
                    "tenant-portal-api",
                    "warn",
                    `upstream visitor-desk returned 504 for POST /visits, retry ${k}/2`,
                  ),
                );
              out.push(
                ev(
                  t + 31_000,
                  "tenant-portal-api",
                  "error",
                  `POST /api/v2/visitors 504 31044ms - visitor-desk: Gateway Timeout`,
                ),
              );
              return out;
            },
          },
        ],
      };
    },
  },
  {
    key: "memory",
    estate: "northgate",
    origin: "energy-meter-ingest",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "energy-meter-ingest runs out of Java heap, is restarted and falls silent again while bms-gateway cannot deliver readings and tenant-portal-api gets 502s for energy data",
    bystander: "visitor-desk",
    build: (r, t0, end) => {
      const extra: LogEvent[] = [];
      const crashes = every(t0 + 40_000, end, 150_000, r);
      for (const [i, c] of crashes.entries()) {
        extra.push(
          ev(
            c - 40_000,
            "energy-meter-ingest",
            "warn",
            `GC overhead: ${r.int(85, 97)}% of time in GC over last 60s, old gen ${r.int(1880, 2040)}M/2048M`,
          ),
          ev(
            c - 9_000,
            "energy-meter-ingest",
            "warn",
            `Pause Full (G1 Compaction Pause) 2047M->2041M(2048M) ${r.int(2100, 4800)}.${r.int(100, 999)}ms`,
          ),
          ev(
            c,
            "energy-meter-ingest",
            "error",
            `Exception in thread "rollup-worker-3" java.lang.OutOfMemoryError: Java heap space`,
            {
              errType: "java.lang.OutOfMemoryError",
              stack: [
                "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3512)",
                "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
                "\tat java.base/java.util.ArrayList.add(ArrayList.java:484)",
                "\tat com.northgate.energy.rollup.IntervalBuffer.append(IntervalBuffer.java:77)",
                "\tat com.northgate.energy.rollup.RollupJob.collect(RollupJob.java:142)",
                "\tat com.northgate.energy.rollup.RollupJob.run(RollupJob.java:61)",
                "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
              ],
            },
          ),
          ev(c + 200, "energy-meter-ingest", "fatal", `Terminating due to java.lang.OutOfMemoryError: Java heap space`),
        );
        if (i < crashes.length - 1 || r.chance(0.5))
          extra.push(
            ev(
              c + 38_000,
              "energy-meter-ingest",
              "info",
              `Starting EnergyMeterIngestApplication v5.2.0 using Java 21.0.5 with PID 1 (restart ${i + 1})`,
            ),
            ev(c + 49_000, "energy-meter-ingest", "info", `Started EnergyMeterIngestApplication in 10.8 seconds`),
          );
      }
      const silence = crashes.map((c) => ({ svc: "energy-meter-ingest", from: c, until: c + 49_000 }));
      silence.push({ svc: "energy-meter-ingest", from: t0, until: end });
      for (const t of every(t0 + 5_000, end, 6_000, r))
        extra.push(
          ev(
            t,
            "bms-gateway",
            "error",
            `forward readings: Post "http://energy-meter-ingest:8080/v1/readings": ${t > t0 + 40_000 && r.chance(0.6) ? "dial tcp 10.42.3.17:8080: connect: connection refused" : "context deadline exceeded (Client.Timeout exceeded while awaiting headers)"}; buffered ${r.int(200, 9000)} points`,
          ),
        );
      for (const t of every(t0 + 20_000, end, 20_000, r))
        extra.push(
          ev(
            t,
            "tenant-portal-api",
            "error",
            `GET /api/v2/energy/usage 502 ${r.int(3, 9000)}ms - upstream energy-meter-ingest unavailable`,
          ),
        );
      return { silence, extra, breaks: [] };
    },
  },
  {
    key: "authentication",
    estate: "halden",
    origin: "badge-svc",
    category: "authentication",
    hints: ["ldap", "bind", "credential", "authentication", "invalid"],
    severity: "medium",
    note: "badge-svc's directory service account password expires, its LDAP binds fail with result 49 (data 532) and visitor check-ins at the kiosks fail behind it",
    bystander: "work-orders",
    build: (r, t0, end) => {
      const extra: LogEvent[] = [];
      for (const t of every(t0, end, 30_000, r))
        extra.push(
          ev(t, "badge-svc", "warn", `ldap: pool refill failed, 0/4 connections bound to ldaps://dc01.hsp.local:636`),
        );
      return {
        silence: [],
        extra,
        breaks: [
          {
            flows: ["checkin"],
            from: t0,
            p: 1,
            fail: (r2, t) => {
              const host = `${r2.pick(["a", "j", "m", "s"])}.${r2.pick(["berg", "lund", "dahl"])}`;
              const out = [
                ev(t, "visitor-kiosk", "info", `kiosk K${r2.int(1, 4)} check-in started host=${host}`),
                ev(
                  t + 40,
                  "badge-svc",
                  "error",
                  `ldap: bind as CN=svc-badge,OU=Service Accounts,DC=hsp,DC=local failed: LDAP Result Code 49 "Invalid Credentials": 80090308: LdapErr: DSID-0C09050F, comment: AcceptSecurityContext error, data 532, v4563`,
                ),
                ev(t + 45, "badge-svc", "error", `host lookup uid=${host} failed: ldap: not bound; returning 502`),
              ];
              for (let k = 1; k <= 3; k++)
                out.push(
                  ev(
                    t + 60 + k * 700,
                    "visitor-kiosk",
                    "warn",
                    `badge-svc POST /v1/visitors/host-lookup -> 502 Bad Gateway, retry ${k}/3`,
                  ),
                );
              out.push(
                ev(
                  t + 2300,
                  "visitor-kiosk",
                  "error",
                  `check-in failed for host=${host}: could not reach badge-svc (502), please see reception`,
                ),
              );
              if (r2.chance(0.3))
                out.push(
                  ev(
                    t + 2400,
                    "room-booking",
                    "warn",
                    `host directory refresh via badge-svc failed (502), using cached directory from 02:00`,
                  ),
                );
              return out;
            },
          },
        ],
      };
    },
  },
  {
    key: "database",
    estate: "parkwise",
    origin: "session-ledger",
    category: "database",
    hints: ["database", "connection", "postgres", "sql", "operational", "slots"],
    severity: "high",
    note: "session-ledger exhausts the PostgreSQL connection slots so sessions cannot be opened or closed; barriers fall back to tickets and pay stations retry loudly",
    bystander: "permit-svc",
    build: (_r, t0) => {
      const tb = (sql: string) => ({
        errType: "sqlalchemy.exc.OperationalError",
        stack: [
          "Traceback (most recent call last):",
          '  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py", line 146, in __init__',
          "    self._dbapi_connection = engine.raw_connection()",
          '  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/base.py", line 674, in __connect',
          "    self.dbapi_connection = connection = pool._invoke_creator(self)",
          '  File "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py", line 122, in connect',
          "    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
          'psycopg2.OperationalError: connection to server at "pg-parking.internal" (10.20.4.11), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
          "",
          "The above exception was the direct cause of the following exception:",
          "",
          "Traceback (most recent call last):",
          '  File "/app/ledger/api/sessions.py", line 88, in ' + sql,
          "    with db.begin() as tx:",
          'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "pg-parking.internal" (10.20.4.11), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
          "(Background on this error at: https://sqlalche.me/e/20/e3q8)",
        ],
      });
      return {
        silence: [],
        extra: [],
        breaks: [
          {
            flows: ["entry"],
            from: t0,
            p: 0.75,
            fail: (r2, t, tr) => {
              const lane = `${r2.pick(["N", "S", "E"])}${r2.int(1, 4)}`;
              const p = plate(r2);
              return [
                ev(
                  t,
                  "anpr-lane-agent",
                  "info",
                  `[lane ${lane}] read plate=${p} conf=0.${r2.int(86, 99)} ocr=${r2.int(18, 60)}ms dir=in`,
                  { trace: tr },
                ),
                ev(t + 50, "plate-matcher", "info", `match ${p} -> transient (candidates=1)`, { trace: tr }),
                ev(t + 5_090, "session-ledger", "error", "Exception on /sessions/open [POST]", {
                  trace: tr,
                  ...tb("open_session"),
                }),
                ev(
                  t + 5_200,
                  "barrier-ctl",
                  "error",
                  `lane ${lane}: open session: POST http://session-ledger:8000/sessions/open: 500 Internal Server Error`,
                  { trace: tr },
                ),
                ev(t + 5_300, "barrier-ctl", "warn", `lane ${lane}: vending on paper ticket fallback`, { trace: tr }),
              ];
            },
          },
          {
            flows: ["pay", "booking"],
            from: t0,
            p: 0.8,
            fail: (r2, t, tr) => {
              const ps = `PS-${String(r2.int(1, 18)).padStart(2, "0")}`;
              const s = `S-${r2.int(1000000, 9999999)}`;
              const out: LogEvent[] = [
                ev(t, "paystation-api", "info", `${ps} tariff lookup session=${s}`, { trace: tr }),
                ev(t + 5_050, "session-ledger", "error", "Exception on /sessions/lookup [GET]", {
                  trace: tr,
                  ...tb("lookup_session"),
                }),
              ];
              for (let k = 1; k <= 3; k++)
                out.push(
                  ev(
                    t + 5_100 * k,
                    "paystation-api",
                    "warn",
                    `${ps} session-ledger GET /sessions/${s} -> 500, retry ${k}/3 (backoff ${k * 500}ms)`,
                    { trace: tr },
                  ),
                );
              out.push(
                ev(
                  t + 15_500,
                  "paystation-api",
                  "error",
                  `${ps} could not price session ${s}: org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 INTERNAL SERVER ERROR from GET http://session-ledger:8000/sessions/${s}`,
                  { trace: tr },
                ),
              );
              return out;
            },
          },
        ],
      };
    },
  },
  {
    key: "dependency",
    estate: "parkwise",
    origin: "payment-bridge",
    category: "dependency",
    hints: ["acquirer", "503", "circuit", "upstream", "unavailable", "dependency", "gateway"],
    severity: "high",
    note: "the card acquirer behind payment-bridge starts answering 503, its circuit breaker opens and every pay-station card payment fails while ordinary declines continue",
    bystander: "web-booking",
    build: (r, t0, end) => {
      const open = t0 + r.int(40, 90) * 1000;
      const extra: LogEvent[] = [
        ev(
          open,
          "payment-bridge",
          "warn",
          `CircuitBreaker 'acquirer' changed state from CLOSED to OPEN (failure rate 78.0% > threshold 50.0%)`,
        ),
      ];
      for (let t = open + 60_000; t < end; t += 60_000 + r.int(0, 2000))
        extra.push(
          ev(t, "payment-bridge", "info", `CircuitBreaker 'acquirer' changed state from OPEN to HALF_OPEN`),
          ev(
            t + r.int(800, 3000),
            "payment-bridge",
            "warn",
            `CircuitBreaker 'acquirer' changed state from HALF_OPEN to OPEN (failure rate 100.0%)`,
          ),
        );
      return {
        silence: [],
        extra,
        breaks: [
          {
            flows: ["pay"],
            from: t0,
            p: 0.9,
            fail: (r2, t, tr) => {
              const ps = `PS-${String(r2.int(1, 18)).padStart(2, "0")}`;
              const amt = (r2.int(150, 2400) / 100).toFixed(2);
              const isOpen = t >= open;
              return [
                ev(
                  t,
                  "paystation-api",
                  "info",
                  `${ps} payment request session=S-${r2.int(1000000, 9999999)} amount=${amt} GBP method=contactless`,
                  { trace: tr },
                ),
                isOpen
                  ? ev(
                      t + 20,
                      "payment-bridge",
                      "error",
                      `authorise failed: CallNotPermittedException: CircuitBreaker 'acquirer' is OPEN and does not permit further calls`,
                      {
                        trace: tr,
                        errType: "io.github.resilience4j.circuitbreaker.CallNotPermittedException",
                        stack: [
                          "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'acquirer' is OPEN and does not permit further calls",
                          "\tat io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)",
                          "\tat io.github.resilience4j.circuitbreaker.internal.CircuitBreakerStateMachine$OpenState.acquirePermission(CircuitBreakerStateMachine.java:705)",
                          "\tat com.parkwise.pay.acquirer.AcquirerClient.authorise(AcquirerClient.java:64)",
                          "\tat com.parkwise.pay.api.AuthController.authorise(AuthController.java:39)",
                        ],
                      },
                    )
                  : ev(
                      t + 2_400,
                      "payment-bridge",
                      "error",
                      `authorise failed: 503 Service Unavailable from POST https://api.acq-gateway.net/v3/payments/authorise: "{"errorCode":"905_3","message":"Service temporarily unavailable"}" (psp took ${r2.int(1800, 2900)}ms)`,
                      { trace: tr },
                    ),
                ev(
                  t + (isOpen ? 80 : 2_500),
                  "paystation-api",
                  "error",
                  `${ps} card payment failed: payment-bridge responded 502 Bad Gateway; customer offered pay-by-app`,
                  { trace: tr },
                ),
              ];
            },
          },
        ],
      };
    },
  },
  {
    key: "disk",
    estate: "parkwise",
    origin: "anpr-lane-agent",
    category: "disk",
    hints: ["disk", "space", "enospc", "storage", "full"],
    severity: "medium",
    note: "the ANPR lane agent's spool volume fills up, it drops frames with ENOSPC at WARN only and the north lanes stop producing reads, so barriers issue paper tickets",
    bystander: "notify-sender",
    build: (r, t0, end) => {
      const extra: LogEvent[] = [
        ev(
          t0 - 240_000,
          "anpr-lane-agent",
          "warn",
          `spool /var/spool/anpr usage 96% (free 1.1GiB), purge of uploaded frames is behind`,
        ),
        ev(t0 - 90_000, "anpr-lane-agent", "warn", `spool /var/spool/anpr usage 99% (free 212MiB)`),
      ];
      for (const t of every(t0, end, 20_000, r)) {
        const lane = `${r.pick(["N", "S", "E"])}${r.int(1, 4)}`;
        const day = new Date(t).toISOString().slice(0, 10).replaceAll("-", "");
        extra.push(
          ev(
            t,
            "anpr-lane-agent",
            "warn",
            `[lane ${lane}] frame write failed: /var/spool/anpr/${day}/${lane}-${r.hex(8)}.jpg: No space left on device (errno 28), frame dropped`,
          ),
        );
      }
      for (const t of every(t0 + 30_000, end, 60_000, r))
        extra.push(
          ev(
            t,
            "anpr-lane-agent",
            "warn",
            `journal fsync failed: No space left on device; ${r.int(10, 90)} reads not persisted`,
          ),
        );
      for (const t of every(t0 + 60_000, end, 45_000, r))
        extra.push(
          ev(
            t,
            "plate-matcher",
            "warn",
            `no plate reads received from anpr-lane-agent for ${r.int(60, 300)}s (expected ~12/min)`,
          ),
        );
      return {
        silence: [],
        extra,
        breaks: [
          {
            flows: ["entry"],
            from: t0,
            p: 1,
            fail: (r2, t, tr) => {
              const lane = `${r2.pick(["N", "S", "E"])}${r2.int(1, 4)}`;
              const out: LogEvent[] = [];
              for (let k = 1; k <= 2; k++)
                out.push(
                  ev(
                    t + k * 2500,
                    "barrier-ctl",
                    "warn",
                    `lane ${lane}: no plate event ${k * 2.5}s after loop A, waiting (attempt ${k}/2)`,
                    { trace: tr },
                  ),
                );
              out.push(
                ev(t + 5200, "barrier-ctl", "error", `lane ${lane}: entry without plate read, issuing paper ticket`, {
                  trace: tr,
                }),
                ev(
                  t + 5400,
                  "session-ledger",
                  "info",
                  `session S-${r2.int(1000000, 9999999)} opened lane=${lane} plate=<none> media=ticket`,
                  { trace: tr },
                ),
              );
              return out;
            },
          },
        ],
      };
    },
  },
  {
    key: "network",
    estate: "tollvia",
    origin: "gantry-agent",
    category: "network",
    hints: ["reset", "connection", "network", "tls", "socket", "uplink", "unreachable"],
    severity: "medium",
    note: "the fibre uplink of gantries G17-G19 starts resetting connections, gantry-agent cannot upload transactions (resets, TLS handshake failures, store-and-forward backlog) and trip-builder sees those gantries go silent",
    bystander: "notice-print",
    build: (r, t0, end) => {
      const extra: LogEvent[] = [];
      let backlog = 0;
      for (const t of every(t0, end, 3_000, r)) {
        const g = `G${r.int(17, 19)}`;
        backlog += r.int(5, 30);
        extra.push(
          r.chance(0.6)
            ? ev(
                t,
                "gantry-agent",
                "error",
                `${g} upload batch ${r.int(10000, 99999)} to https://rsc-ingest.tollvia.net/v2/txn failed: curl error 56: Recv failure: Connection reset by peer (${r.int(10, 60)} txns kept)`,
              )
            : ev(
                t,
                "gantry-agent",
                "error",
                `${g} TLS handshake with rsc-ingest.tollvia.net:443 failed: SSL_ERROR_SYSCALL, errno 104 (Connection reset by peer)`,
              ),
        );
        if (r.chance(0.15))
          extra.push(ev(t + 100, "gantry-agent", "warn", `${g} store-and-forward backlog ${backlog} txns (disk 3%)`));
        if (r.chance(0.08))
          extra.push(
            ev(
              t + 200,
              "gantry-agent",
              "warn",
              `${g} link eth1 flap: carrier lost, 1000Mb/s full-duplex restored after ${r.int(2, 9)}s`,
            ),
          );
      }
      for (const t of every(t0 + 90_000, end, 30_000, r))
        extra.push(
          ev(
            t,
            "trip-builder",
            "warn",
            `No transactions received from G${r.int(17, 19)} for ${r.int(90, 400)}s (expected ~40/min); trips through it held open`,
          ),
        );
      for (const t of every(t0 + 120_000, end, 12_000, r))
        extra.push(
          ev(
            t,
            "trip-builder",
            "error",
            `Trip T-${r.int(1000000, 9999999)} cannot close: exit gantry G${r.int(17, 19)} transaction missing after 120s`,
          ),
        );
      return {
        silence: [],
        extra,
        breaks: ["tag", "image"].map((name) => ({
          flows: [name],
          from: t0,
          p: 1,
          fail: (r2: Rng, t: number, tr?: string) => {
            const flow = ESTATES.tollvia.flows.find((f) => f.name === name);
            const evs = flow ? flow.gen(r2, t, tr) : [];
            if (!/^G1[7-9] /.test(evs[0]?.msg ?? "")) return evs;
            return [{ ...evs[0], msg: `${evs[0].msg} (held in store-and-forward)` }];
          },
        })),
      };
    },
  },
  {
    key: "configuration",
    estate: "tollvia",
    origin: "violations-proc",
    category: "configuration",
    hints: ["configuration", "config", "options", "setting", "feeschedule"],
    severity: "high",
    note: "a violations-proc release ships without the Invoicing:FeeScheduleId setting, so every pay-by-mail invoice fails options validation and image-review's hand-offs are retried",
    bystander: "account-api",
    build: (r, t0) => {
      const extra: LogEvent[] = [
        ev(t0 - 15_000, "violations-proc", "info", "Application is shutting down..."),
        ev(t0 - 6_000, "violations-proc", "info", "Now listening on: http://[::]:8080"),
        ev(
          t0 - 5_900,
          "violations-proc",
          "info",
          "Application started. Hosting environment: Production; build 3.18.0+b2291",
        ),
        ev(
          t0 - 5_800,
          "violations-proc",
          "info",
          `Loaded configuration from appsettings.json, appsettings.Production.json, env (ConfigMap violations-proc-config rev ${r.int(40, 90)})`,
        ),
      ];
      return {
        silence: [],
        extra,
        breaks: [
          {
            flows: ["image"],
            from: t0,
            p: 1,
            fail: (r2, t, tr) => {
              const p = `${r2.int(1, 9)}${r2.upper(3)}${r2.int(100, 999)}`;
              const out: LogEvent[] = [
                ev(
                  t,
                  "gantry-agent",
                  "info",
                  `G${r2.int(10, 27)} L${r2.int(1, 4)} txn=${r2.int(100000, 999999)} no-tag, images=3 captured`,
                  { trace: tr },
                ),
                ev(
                  t + 80,
                  "image-store",
                  "info",
                  `PUT /v1/images 3 objects ${r2.int(400, 900)}KB ${r2.int(20, 90)}ms`,
                  { trace: tr },
                ),
                ev(t + 400, "image-review", "info", `OCR plate=${p} state=TX conf=0.9${r2.int(1, 8)}`, { trace: tr }),
                ev(
                  t + 700,
                  "dmv-lookup",
                  "info",
                  `registered owner found state=TX plate=${p} took=${r2.int(80, 400)}ms`,
                  { trace: tr },
                ),
                ev(t + 950, "violations-proc", "error", `Failed to stage pay-by-mail invoice for TX/${p}`, {
                  trace: tr,
                  errType: "Microsoft.Extensions.Options.OptionsValidationException",
                  stack: [
                    "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'InvoicingOptions' members: 'FeeScheduleId' with the error: 'The FeeScheduleId field is required.'.",
                    "   at Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
                    "   at Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
                    "   at Tollvia.Violations.Invoicing.InvoiceStager.StageAsync(ViolationCase c, CancellationToken ct) in /src/Tollvia.Violations/Invoicing/InvoiceStager.cs:line 52",
                    "   at Tollvia.Violations.Api.CasesController.Create(CaseRequest req) in /src/Tollvia.Violations/Api/CasesController.cs:line 31",
                  ],
                }),
              ];
              for (let k = 1; k <= 3; k++)
                out.push(
                  ev(
                    t + 1000 + k * 2000,
                    "image-review",
                    "warn",
                    `hand-off to violations-proc failed: HTTP 500, requeued (attempt ${k}/5)`,
                    { trace: tr },
                  ),
                );
              return out;
            },
          },
        ],
      };
    },
  },
];
