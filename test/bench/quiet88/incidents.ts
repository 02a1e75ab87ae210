// The eight failures of quiet88, one per category, written as the origin and its callers would log them.
import type { Ctx } from "./baseline.js";
import { ev, every } from "./baseline.js";
import type { Role } from "./estates.js";
import type { Ev } from "./formats.js";
import { dotnetStack, javaStack, nodeStack, pyStack } from "./stacks.js";

export interface Applied {
  extra: Ev[];
  /** replacement for a baseline event at or after the start; undefined keeps it */
  affect(e: Ev): Ev[] | undefined;
}

export interface IncidentKind {
  category: string;
  estate: string;
  role: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  make(c: Ctx, t0: number): Applied;
}

const tagIs = (e: Ev, ...tags: string[]) => e.tag !== undefined && tags.includes(e.tag);

export const INCIDENTS: IncidentKind[] = [
  {
    category: "database",
    estate: "northgate",
    role: "lis",
    hints: ["connection", "database", "postgres", "too many", "sql", "jdbc"],
    severity: "high",
    note: "lis-core exhausts the PostgreSQL connection slots (too many clients); order-intake retries storm and results-portal and autoverify report 500s from lis-core.",
    make(c, t0) {
      const { rng } = c;
      const L = c.svc("lis");
      const dbErr = (t: number, trace?: string): Ev => {
        const withStack = rng.chance(0.35);
        const m = "Could not open JPA EntityManager for transaction";
        return ev(
          t,
          L,
          "error",
          withStack
            ? m
            : `HikariPool-1 - Exception during pool initialization of connection: FATAL: sorry, too many clients already`,
          {
            trace,
            exc: { type: "org.springframework.transaction.CannotCreateTransactionException", message: m },
            stack: withStack
              ? javaStack(
                  "org.springframework.transaction.CannotCreateTransactionException",
                  m,
                  [
                    "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
                    "org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)",
                    "com.northgate.lis.order.OrderService$$SpringCGLIB$$0.createOrder(<generated>)",
                    "com.northgate.lis.api.OrderController.create(OrderController.java:77)",
                  ],
                  {
                    type: "org.postgresql.util.PSQLException",
                    msg: "FATAL: sorry, too many clients already",
                    frames: [
                      "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                      "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
                      "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:479)",
                    ],
                  },
                )
              : undefined,
          },
        );
      };
      const extra: Ev[] = [ev(t0, L, "warn", "HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=37)")];
      every(rng, t0 + 2000, c.end, 15000, (t) =>
        extra.push(
          ev(
            t,
            L,
            "warn",
            `HikariPool-1 - Pool stats (total=${rng.int(3, 9)}, active=${rng.int(3, 9)}, idle=0, waiting=${rng.int(40, 140)})`,
          ),
        ),
      );
      return {
        extra,
        affect(e) {
          if (tagIs(e, "order:lis", "result:lis", "portal:lis")) return rng.chance(0.7) ? [dbErr(e.t, e.trace)] : [e];
          if (tagIs(e, "order:orders")) {
            const out: Ev[] = [];
            for (let i = 1; i <= 4; i++)
              out.push(
                ev(
                  e.t + (i - 1) * 400 * i,
                  e.svc,
                  i < 4 ? "warn" : "error",
                  i < 4
                    ? `upstream lis-core POST /api/v1/orders -> 500, retry ${i}/3`
                    : `order rejected to sender: lis-core unavailable after 3 retries (HTTP 500)`,
                  { trace: e.trace },
                ),
              );
            return out;
          }
          if (tagIs(e, "portal:portal") && rng.chance(0.6))
            return [
              ev(e.t, e.svc, "error", `Internal Server Error: /api/results/ (upstream lis-core returned 500)`, {
                trace: e.trace,
              }),
            ];
          if (tagIs(e, "result:mw") && rng.chance(0.6))
            return [
              e,
              ev(
                e.t + 60,
                e.svc,
                "error",
                `Posting result to lis-core failed: 500 Internal Server Error; queued for retry (backlog ${rng.int(40, 900)})`,
                { trace: e.trace },
              ),
            ];
          if (tagIs(e, "result:hl7out", "result:billing") && rng.chance(0.7)) return [];
          return undefined;
        },
      };
    },
  },
  {
    category: "network",
    estate: "harbour",
    role: "analyzer",
    hints: ["reset", "connection", "network", "socket", "route", "econnreset"],
    severity: "high",
    note: "analyzer-hub loses its TCP links to every analyzer (connection resets, no route to host); rules-mw stops receiving results and lis-engine raises turnaround alerts.",
    make(c, t0) {
      const { rng, est } = c;
      const A = c.svc("analyzer");
      const extra: Ev[] = [];
      est.analyzers.forEach((an, i) => {
        extra.push(
          ev(
            t0 + i * rng.int(200, 1500),
            A,
            "error",
            `${an}: recv() failed: Connection reset by peer (errno 104), closing ASTM session`,
          ),
        );
      });
      every(rng, t0 + 8000, c.end, 2500, (t) => {
        const an = rng.pick(est.analyzers);
        extra.push(
          rng.chance(0.5)
            ? ev(
                t,
                A,
                "error",
                `${an}: connect() to 10.40.${rng.int(1, 9)}.${rng.int(20, 40)}:5001 failed: No route to host (errno 113)`,
              )
            : ev(t, A, "error", `${an}: connect() timed out after 5000 ms, backing off 10s`),
        );
      });
      every(rng, t0 + 90000, c.end, 60000, (t) =>
        extra.push(
          ev(
            t,
            c.svc("mw"),
            "warn",
            `No results received from analyzer-hub for ${Math.round((t - t0) / 1000)}s (expected ~40/min); pending worklist ${rng.int(120, 600)}`,
          ),
        ),
      );
      every(rng, t0 + 240000, c.end, 60000, (t) =>
        extra.push(
          ev(
            t,
            c.svc("lis"),
            "error",
            `TAT breach: ${rng.int(8, 40)} STAT orders received > 45 min without result (chemistry, hematology)`,
          ),
        ),
      );
      return {
        extra,
        affect(e) {
          if (e.tag?.startsWith("result:")) return [];
          if (tagIs(e, "hc:analyzer"))
            return [
              ev(
                e.t,
                e.svc,
                "warn",
                `link status: 0/${est.analyzers.length} analyzers connected, rx_queue=0 tx_queue=${rng.int(20, 300)}`,
              ),
            ];
          return undefined;
        },
      };
    },
  },
  {
    category: "memory",
    estate: "meridian",
    role: "mw",
    hints: ["memory", "outofmemory", "oom", "heap"],
    severity: "high",
    note: "autoverif-engine runs out of memory and crash-loops; instrument-gw spools results after connection refusals and accession-svc reports overdue verifications.",
    make(c, t0) {
      const { rng } = c;
      const M = c.svc("mw");
      const extra: Ev[] = [];
      const down: [number, number][] = [];
      let t = t0;
      extra.push(ev(t, M, "warn", `GC heap usage 1.71 GB of 2.00 GB limit after gen2 collection (rule cache 1.2 GB)`));
      t += rng.int(60, 100) * 1000;
      while (t < c.end) {
        extra.push(
          ev(t - 20000, M, "warn", `GC heap usage 1.9${rng.int(0, 9)} GB of 2.00 GB limit after gen2 collection`),
        );
        extra.push(
          ev(
            t,
            M,
            "fatal",
            "Unhandled exception. System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.",
            {
              exc: {
                type: "System.OutOfMemoryException",
                message: "Exception of type 'System.OutOfMemoryException' was thrown.",
              },
              stack: dotnetStack(
                "System.OutOfMemoryException",
                "Exception of type 'System.OutOfMemoryException' was thrown.",
                [
                  "System.Collections.Generic.List`1.set_Capacity(Int32 value)",
                  "Meridian.Verify.Rules.DeltaHistoryCache.Load(String patientId) in /src/Meridian.Verify/Rules/DeltaHistoryCache.cs:line 88",
                  "Meridian.Verify.Rules.DeltaCheckRule.Evaluate(ResultContext ctx) in /src/Meridian.Verify/Rules/DeltaCheckRule.cs:line 41",
                  "Meridian.Verify.Pipeline.Run(ResultMessage msg) in /src/Meridian.Verify/Pipeline.cs:line 120",
                ],
              ),
            },
          ),
        );
        const up = t + rng.int(35, 60) * 1000;
        down.push([t, up]);
        extra.push(
          ev(up, M, "info", "Now listening on: http://[::]:8080"),
          ev(up + 40, M, "info", "Application started. Press Ctrl+C to shut down."),
        );
        t = up + rng.int(80, 150) * 1000;
      }
      const isDown = (x: number) => down.some(([a, b]) => x >= a && x < b);
      return {
        extra,
        affect(e) {
          if (!isDown(e.t)) return undefined;
          if (e.svc === M) return [];
          if (tagIs(e, "result:analyzer"))
            return [
              e,
              ev(
                e.t + 30,
                e.svc,
                "error",
                `POST http://autoverif-engine:8080/api/v1/results failed: connect() Connection refused (errno 111); result spooled (spool=${rng.int(50, 900)})`,
                { trace: e.trace },
              ),
            ];
          if (tagIs(e, "result:lis", "result:hl7out", "result:billing")) return [];
          if (tagIs(e, "job:lis"))
            return [
              ev(
                e.t,
                e.svc,
                "error",
                `TatMonitor: ${rng.int(100, 500)} results awaiting verification from autoverif-engine > 10 min`,
              ),
            ];
          return undefined;
        },
      };
    },
  },
  {
    category: "disk",
    estate: "northgate",
    role: "refgw",
    hints: ["disk", "space", "no space", "enospc", "storage", "errno 28"],
    severity: "medium",
    note: "reflab-gateway's spool volume fills up and it warns that it cannot write manifests or results; lis-core reports failed sendouts to reflab-gateway.",
    make(c, t0) {
      const { rng, ids } = c;
      const R = c.svc("refgw");
      const extra: Ev[] = [ev(t0, R, "warn", "spool volume /var/spool/refgw usage 98% (412 MiB free)")];
      every(rng, t0 + 30000, c.end, 20000, (t) => {
        const f = `/var/spool/refgw/out/manifest_${ids.acc()}.hl7`;
        extra.push(
          rng.chance(0.3)
            ? ev(t, R, "warn", `could not write manifest, will retry in 60s`, {
                exc: { type: "OSError", message: `[Errno 28] No space left on device: '${f}'` },
                stack: pyStack(
                  [
                    ["/app/refgw/outbound.py", 142, "flush_manifests", "self.write_manifest(path, payload)"],
                    ["/app/refgw/outbound.py", 91, "write_manifest", "fh.write(payload)"],
                  ],
                  "OSError",
                  `[Errno 28] No space left on device: '${f}'`,
                ),
              })
            : ev(t, R, "warn", `spool write failed for ${f}: [Errno 28] No space left on device; will retry in 60s`),
        );
      });
      return {
        extra,
        affect(e) {
          if (e.t < t0 + 30000) return undefined;
          if (tagIs(e, "ref:refgw")) {
            const acc = e.msg.split(" ")[1];
            return [
              ev(e.t, R, "warn", `sendout ${acc} not persisted: [Errno 28] No space left on device`, {
                trace: e.trace,
              }),
              ev(
                e.t + 40,
                c.svc("lis"),
                "error",
                `Sendout ${acc}: POST http://reflab-gateway:8000/sendouts returned 500; order flagged SENDOUT_FAILED`,
                { trace: e.trace },
              ),
            ];
          }
          if (tagIs(e, "job:refgw"))
            return [
              ev(
                e.t,
                R,
                "warn",
                `sftp poll: download of ORU_${rng.digits(8)}.hl7 aborted: [Errno 28] No space left on device`,
              ),
            ];
          if (tagIs(e, "hc:refgw") && rng.chance(0.3))
            return [e, ev(e.t + 5, R, "warn", "spool volume /var/spool/refgw usage 100% (0 bytes free)")];
          return undefined;
        },
      };
    },
  },
  {
    category: "authentication",
    estate: "meridian",
    role: "refgw",
    hints: ["authentication", "auth", "sftp", "ssh", "credential", "publickey"],
    severity: "medium",
    note: "partner-sendouts can no longer log in to the partner labs' SFTP (publickey authentication fails); sendouts pile up and accession-svc warns about untransmitted manifests.",
    make(c, t0) {
      const { rng, est } = c;
      const P = c.svc("refgw");
      const fail = (t: number, rl: string): Ev[] => [
        ev(t, P, "info", `Connected (version 2.0, client OpenSSH_8.9p1)`),
        ev(t + 120, P, "info", `Authentication (publickey) failed.`),
        ev(t + 150, P, "error", `sftp session to ${rl} failed`, {
          exc: { type: "paramiko.ssh_exception.AuthenticationException", message: "Authentication failed." },
          stack: pyStack(
            [
              [
                "/app/sendouts/transport.py",
                54,
                "open_sftp",
                "client.connect(host, port=22, username=user, pkey=key, timeout=15)",
              ],
              ["/usr/local/lib/python3.11/site-packages/paramiko/client.py", 485, "connect", "self._auth("],
              ["/usr/local/lib/python3.11/site-packages/paramiko/client.py", 818, "_auth", "raise saved_exception"],
            ],
            "paramiko.ssh_exception.AuthenticationException",
            "Authentication failed.",
          ),
        }),
      ];
      const extra: Ev[] = fail(t0, est.refLabs[0]);
      every(rng, t0 + 60000, c.end, 60000, (t) => extra.push(...fail(t, rng.pick(est.refLabs))));
      every(rng, t0 + 300000, c.end, 90000, (t) =>
        extra.push(
          ev(t, c.svc("lis"), "warn", `${rng.int(12, 60)} sendouts awaiting transmission by partner-sendouts > 15 min`),
        ),
      );
      return {
        extra,
        affect(e) {
          if (tagIs(e, "ref:refgw"))
            return [
              e,
              ev(e.t + 30, P, "error", `${e.msg.split(" ")[1]} kept in outbox: no authenticated SFTP session`),
            ];
          if (tagIs(e, "job:refgw")) return [];
          return undefined;
        },
      };
    },
  },
  {
    category: "configuration",
    estate: "valley",
    role: "hl7out",
    hints: ["config", "property", "port", "missing", "setting"],
    severity: "medium",
    note: "oru-sender redeploys with an empty remotePort setting, its ORU channel fails to start and results queue; lab-system reports 503s from oru-sender.",
    make(c, t0) {
      const { rng } = c;
      const O = c.svc("hl7out");
      const m =
        "Invalid value '' for property 'remotePort' of connector 'To athena' (placeholder ORU_REMOTE_PORT resolved to empty string)";
      const extra: Ev[] = [
        ev(t0 - 16000, O, "info", "Commencing graceful shutdown. Waiting for active requests to complete"),
        ev(t0 - 14000, O, "info", "Starting OruSenderApplication v3.14.0 using Java 17.0.11"),
        ev(t0 - 500, O, "info", "Loaded channel definitions from /etc/oru-sender/channels.yaml (rev 88)"),
        ev(t0, O, "error", "Failed to deploy channel 'ORU to athena'", {
          exc: { type: "java.lang.IllegalArgumentException", message: m },
          stack: javaStack("java.lang.IllegalArgumentException", m, [
            "com.valley.oru.mllp.MllpConnectorFactory.create(MllpConnectorFactory.java:58)",
            "com.valley.oru.channel.ChannelDeployer.deploy(ChannelDeployer.java:112)",
            "com.valley.oru.channel.ChannelDeployer.deployAll(ChannelDeployer.java:74)",
          ]),
        }),
        ev(t0 + 300, O, "warn", "Channel 'ORU to athena' state=STOPPED; messages will be queued"),
        ev(t0 + 1200, O, "info", "Started in 15.1 seconds (process running for 16.0)"),
      ];
      let depth = 0;
      return {
        extra,
        affect(e) {
          if (tagIs(e, "result:hl7out")) {
            depth += 1;
            return [
              ev(e.t, O, "warn", `ORU^R01 queued: destination 'To athena' is STOPPED (queue depth ${depth})`),
              ...(rng.chance(0.4)
                ? [
                    ev(
                      e.t + 20,
                      c.svc("lis"),
                      "error",
                      `POST http://oru-sender:8080/outbound returned 503 Service Unavailable (channel stopped); result will be resent`,
                    ),
                  ]
                : []),
            ];
          }
          if (tagIs(e, "job:hl7out"))
            return [ev(e.t, O, "warn", `queue ORU-OUT depth=${depth} oldest=${Math.round((e.t - t0) / 1000)}s`)];
          return undefined;
        },
      };
    },
  },
  {
    category: "timeout",
    estate: "harbour",
    role: "track",
    hints: ["timeout", "timed out", "deadline", "lock"],
    severity: "medium",
    note: "tube-tracker's handlers block on its rack-map lock and exceed their deadline (WARN only, its scan lines stop); lis-engine and lab-orders-api time out calling it and retry.",
    make(c, t0) {
      const { rng, ids } = c;
      const T = c.svc("track");
      const extra: Ev[] = [ev(t0, T, "warn", "rack map lock held 5.0s by storage sweep (goroutine 77), waiters=4")];
      every(rng, t0 + 5000, c.end, 6000, (t) =>
        extra.push(
          ev(
            t,
            T,
            "warn",
            `POST /v1/${rng.pick(["receive", "scan", "label"])} aborted after 10s: context deadline exceeded (waiting for rack map lock, waiters=${rng.int(10, 90)})`,
          ),
        ),
      );
      return {
        extra,
        affect(e) {
          if (tagIs(e, "track:track", "order:track", "job:track")) {
            if (!c.has("lis") || !rng.chance(0.6)) return [];
            return [
              ev(
                e.t + 15000,
                c.svc("lis"),
                "error",
                `Specimen receipt update failed: POST http://tube-tracker:8080/v1/receive timed out after 15000 ms`,
                {
                  trace: e.trace,
                  exc: { type: "java.net.SocketTimeoutException", message: "Read timed out" },
                  stack: rng.chance(0.3)
                    ? javaStack(
                        "org.springframework.web.client.ResourceAccessException",
                        'I/O error on POST request for "http://tube-tracker:8080/v1/receive": Read timed out',
                        [
                          "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:905)",
                          "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:885)",
                          "com.harbour.lis.tracking.TrackerClient.receive(TrackerClient.java:51)",
                        ],
                        {
                          type: "java.net.SocketTimeoutException",
                          msg: "Read timed out",
                          frames: ["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)"],
                        },
                      )
                    : undefined,
                },
              ),
            ];
          }
          if (tagIs(e, "order:orders")) {
            const out: Ev[] = [e];
            for (let i = 1; i <= 3; i++) {
              const m = "timeout of 15000ms exceeded";
              out.push(
                ev(
                  e.t + i * 15500,
                  e.svc,
                  i < 3 ? "warn" : "error",
                  i < 3
                    ? `label print via tube-tracker failed (${m}), retry ${i}/2`
                    : `label print for ${ids.spec()} gave up after 2 retries`,
                  {
                    exc: i === 3 ? { type: "AxiosError", message: m } : undefined,
                    stack:
                      i === 3
                        ? nodeStack("AxiosError", m, [
                            "RedirectableRequest.handleRequestTimeout (/srv/app/node_modules/axios/lib/adapters/http.js:647:16)",
                            "async LabelService.print (/srv/app/dist/labels/service.js:38:9)",
                          ])
                        : undefined,
                  },
                ),
              );
            }
            return out;
          }
          return undefined;
        },
      };
    },
  },
  {
    category: "dependency",
    estate: "valley",
    role: "orders",
    hints: ["503", "unavailable", "eligibility", "circuit", "upstream", "availity"],
    severity: "medium",
    note: "The payer eligibility service behind order-gateway answers 503 on every call; order-gateway's retries fail, its circuit breaker opens and orders are put on hold.",
    make(c, t0) {
      const { rng, est } = c;
      const G = c.svc("orders");
      const extra: Ev[] = [
        ev(t0, G, "warn", `eligibility ${est.payer} returned 503 Service Unavailable, retrying (1/3)`),
      ];
      every(rng, t0 + 1500, t0 + 60000, 2500, (t) =>
        extra.push(
          ev(t, G, "warn", `eligibility ${est.payer} returned 503 Service Unavailable, retrying (${rng.int(1, 3)}/3)`),
        ),
      );
      extra.push(
        ev(
          t0 + 62000,
          G,
          "error",
          `Breaker availity-eligibility opened (errorThresholdPercentage 50 reached, 41 failures / 60s)`,
        ),
      );
      every(rng, t0 + 92000, c.end, 30000, (t) => {
        extra.push(ev(t, G, "warn", `Breaker availity-eligibility half-open: trial request`));
        extra.push(ev(t + 900, G, "error", `Breaker availity-eligibility re-opened: trial failed (503)`));
      });
      const m = "Request failed with status code 503";
      return {
        extra,
        affect(e) {
          if (!tagIs(e, "order:orders")) return undefined;
          const late = e.t > t0 + 62000;
          return [
            ev(
              e.t,
              G,
              "error",
              late
                ? `order held: eligibility unavailable (breaker open), ORM ACK AE sent to ${rng.pick(est.hospitals)}`
                : `eligibility check failed after 3 attempts`,
              {
                exc: late ? undefined : { type: "AxiosError", message: m },
                stack:
                  late || !rng.chance(0.4)
                    ? undefined
                    : nodeStack("AxiosError", m, [
                        "settle (/srv/app/node_modules/axios/lib/core/settle.js:19:12)",
                        "IncomingMessage.handleStreamEnd (/srv/app/node_modules/axios/lib/adapters/http.js:599:11)",
                        "async EligibilityClient.check (/srv/app/dist/eligibility/client.js:44:18)",
                        "async OrdersController.create (/srv/app/dist/orders/controller.js:71:7)",
                      ]),
              },
            ),
            ev(e.t + 15, G, "info", `POST /v2/orders 202 - ${(rng.int(1500, 9000) / 100).toFixed(3)} ms`),
          ];
        },
      };
    },
  },
];
