// The eight real outages, one per category, each laid on an estate's ordinary noise.
import { access, type Ctx, deploy, type Flow, log, n, rt, sessionId, stack } from "./background.js";
import type { Role } from "./estates.js";

export interface Hooks {
  down?: (role: Role, t: number) => boolean;
  slow?: (role: Role, t: number) => number;
  onFail?: (role: Role, t: number, trace: string | undefined, flow: Flow) => void;
  emit: () => void;
  /** runs after all other lines are written (a service going quiet) */
  after?: () => void;
}

export interface Outage {
  key: string;
  estate: string;
  role: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  /** an unrelated role that deploys or reloads config nearby */
  bystander: Role;
  note: string;
  build: (c: Ctx, at: number) => Hooks;
}

const loop = (c: Ctx, from: number, to: number, lo: number, hi: number, fn: (t: number, i: number) => void) => {
  let i = 0;
  for (let t = from + c.rng.int(0, lo); t < to; t += c.rng.int(lo, hi)) fn(t, i++);
};

export const OUTAGES: readonly Outage[] = [
  {
    key: "seat-lock-timeout",
    estate: "lumen",
    role: "seats",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "lock"],
    severity: "medium",
    bystander: "pos",
    note: "seatmap-svc starts timing out acquiring its per-session seat lock (context deadline exceeded, WARN only) so holds and orders fail as 504s in web-ticketing and aggregator-feed retries loudly",
    build: (c, at) => {
      const hot = sessionId(c);
      return {
        down: (r, t) => r === "seats" && t >= at && c.rng.chance(0.75),
        slow: (r, t) => (r === "seats" && t >= at ? 9 : 1),
        onFail: (r, t, trace, f) => {
          if (r !== "seats") return;
          const sid = c.rng.chance(0.6) ? hot : sessionId(c);
          log(
            c,
            t + 5000,
            "seats",
            "warn",
            `acquire seat lock session=${sid} failed after 5s: context deadline exceeded (waiters=${c.rng.int(12, 90)})`,
            trace,
          );
          if (f === "partner") {
            for (let k = 1; k <= 3; k++)
              log(
                c,
                t + 5000 + k * 1500,
                "feeds",
                k === 3 ? "error" : "warn",
                `hold request to ${n(c, "seats")} timed out after 5.0s, retry ${k}/3`,
                trace,
              );
          } else if (f === "seatmap") {
            log(
              c,
              t + 5010,
              "edge",
              "error",
              `GET /api/v2/sessions/${sid}/seatmap 504 5011ms - upstream ${n(c, "seats")} timed out`,
              trace,
            );
          } else {
            log(
              c,
              t + 5010,
              "edge",
              "error",
              `POST /api/v2/orders 504 5014ms - upstream ${n(c, "seats")}: ESOCKETTIMEDOUT`,
              trace,
            );
          }
        },
        emit: () =>
          loop(c, at, c.end, 4000, 12000, (t) =>
            log(
              c,
              t,
              "seats",
              "warn",
              `seat lock for session=${hot} held ${Math.round((t - at) / 1000) + 4}s by hold H${c.rng.int(1e6, 9e6)} (lease not renewed)`,
            ),
          ),
      };
    },
  },
  {
    key: "loyalty-db-password",
    estate: "lumen",
    role: "loyalty",
    category: "authentication",
    hints: ["password", "authentication", "credential", "auth"],
    severity: "medium",
    bystander: "kdm",
    note: "the database password loyalty-api connects with was rotated underneath it, so as pool connections recycle every new connection is refused with password authentication failed and member endpoints return 500",
    build: (c, at) => {
      const failing = (t: number) => t >= at && c.rng.chance(Math.min(0.95, 0.3 + (t - at) / 240000));
      const pgStack = () =>
        stack("node", c.rng, 'error: password authentication failed for user "loyalty_svc"', [
          ["Parser.parseErrorMessage", "node_modules/pg-protocol/dist/parser.js"],
          ["Parser.handlePacket", "node_modules/pg-protocol/dist/parser.js"],
          ["Socket.<anonymous>", "node_modules/pg-protocol/dist/index.js"],
          ["MembersRepository.findById", "dist/members/repository.js"],
        ]);
      return {
        down: (r, t) => r === "loyalty" && failing(t),
        onFail: (_r, t, trace) => {
          log(c, t + 12, "loyalty", "error", "pg pool: failed to establish new connection", trace, pgStack());
          log(
            c,
            t + 15,
            "loyalty",
            "error",
            access(c, "loyalty", "GET", "/v1/members/me", 500, c.rng.int(14, 40)),
            trace,
          );
        },
        emit: () => {
          loop(c, at, c.end, 2500, 7000, (t) => {
            log(
              c,
              t,
              "orders",
              "warn",
              `points accrual for order LUM-${c.rng.hex(6).toUpperCase()} failed: ${n(c, "loyalty")} responded 500, queued for retry`,
            );
            log(
              c,
              t + 40,
              "edge",
              "warn",
              `loyalty summary unavailable (${n(c, "loyalty")} 500), rendering basket without points`,
            );
          });
          loop(c, at + 30000, c.end, 20000, 40000, (t) =>
            log(
              c,
              t,
              "loyalty",
              "warn",
              `pg pool: ${c.rng.int(0, 3)} idle / ${c.rng.int(18, 20)} waiting clients, connect errors in last 30s: ${c.rng.int(40, 160)}`,
            ),
          );
        },
      };
    },
  },
  {
    key: "orders-too-many-clients",
    estate: "starlight",
    role: "orders",
    category: "database",
    hints: ["connection", "database", "postgres", "too many", "activerecord"],
    severity: "high",
    bystander: "tms",
    note: "order-service's Postgres runs out of connection slots (FATAL: sorry, too many clients already) so order creation fails with 500s, box-office-api reports 502 from order-service and partner-sync retries in a storm",
    build: (c, at) => {
      const arStack = () =>
        stack(
          "ruby",
          c.rng,
          'ActiveRecord::ConnectionNotEstablished: connection to server at "10.20.4.11", port 5432 failed: FATAL:  sorry, too many clients already',
          [
            [
              "connect",
              "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql_adapter.rb",
            ],
            [
              "checkout_new_connection",
              "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/abstract/connection_pool.rb",
            ],
            ["create", "/app/app/controllers/orders_controller.rb"],
            ["process_action", "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/rescue.rb"],
          ],
        );
      return {
        down: (r, t) => r === "orders" && t >= at && c.rng.chance(0.85),
        onFail: (_r, t, trace, f) => {
          log(
            c,
            t + 30,
            "orders",
            "error",
            'Completed 500 Internal Server Error in 31ms (ActiveRecord: 0.0ms) POST "/orders"',
            trace,
            arStack(),
          );
          if (f === "partner") {
            for (let k = 1; k <= 4; k++)
              log(
                c,
                t + 40 + k * 900,
                "feeds",
                k === 4 ? "error" : "warn",
                `order-service responded 500 for partner booking, retry ${k}/4 in ${k}s`,
                trace,
              );
          } else
            log(
              c,
              t + 45,
              "edge",
              "error",
              `http request method=POST path=/api/orders status=502 duration=0.047s err="upstream ${n(c, "orders")}: 500 Internal Server Error"`,
              trace,
            );
        },
        emit: () =>
          loop(c, at + 20000, c.end, 50000, 70000, (t) =>
            log(
              c,
              t,
              "orders",
              "error",
              "ExpireUnpaidOrdersJob failed: ActiveRecord::ConnectionNotEstablished (FATAL:  sorry, too many clients already), will retry",
            ),
          ),
      };
    },
  },
  {
    key: "fnb-missing-terminal-profile",
    estate: "starlight",
    role: "pos",
    category: "configuration",
    hints: ["config", "configuration", "invalidoperation", "profile", "setting"],
    severity: "high",
    bystander: "kdm",
    note: "fnb-till is rolled out and its 'Terminals:Profiles' section is empty in the new configuration, so every card sale throws InvalidOperationException while cash sales still go through",
    build: (c, at) => {
      const ex = (site: string) =>
        stack(
          "dotnet",
          c.rng,
          `System.InvalidOperationException: No payment terminal profile configured for site '${site}'. Check configuration section 'Terminals:Profiles'.`,
          [
            [
              "Starlight.Fnb.Payments.TerminalProfileResolver.Resolve(String siteId)",
              "Fnb.Payments/TerminalProfileResolver.cs",
            ],
            [
              "Starlight.Fnb.Payments.CardTenderHandler.HandleAsync(Sale sale, CancellationToken ct)",
              "Fnb.Payments/CardTenderHandler.cs",
            ],
            ["Starlight.Fnb.Api.SalesController.Post(SaleRequest request)", "Fnb.Api/Controllers/SalesController.cs"],
          ],
        );
      return {
        down: (r, t) => r === "pos" && t >= at && c.rng.chance(0.85),
        onFail: (_r, t, trace) => {
          const site = c.rng.pick(c.e.sites);
          log(
            c,
            t + 20,
            "pos",
            "error",
            `Card tender failed for sale at ${site}/TILL-${String(c.rng.int(1, 12)).padStart(2, "0")}`,
            trace,
            ex(site),
          );
        },
        emit: () => {
          deploy(c, at - 25000, "pos", "deploy");
          log(
            c,
            at - 9000,
            "pos",
            "warn",
            "Configuration section 'Terminals:Profiles' is empty; card tenders will be unavailable",
          );
          loop(c, at, c.end, 6000, 15000, (t) =>
            log(
              c,
              t,
              "edge",
              "error",
              `http request method=POST path=/api/fnb/preorders status=502 duration=0.091s err="upstream ${n(c, "pos")}: 500"`,
            ),
          );
        },
      };
    },
  },
  {
    key: "kdm-vault-enospc",
    estate: "reelhouse",
    role: "kdm",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "storage"],
    severity: "high",
    bystander: "feeds",
    note: "kdm-vault's volume fills up and every KDM write fails with no space left on device, so showtime-sched's pre-show checks fail and projector-mon reports screens without keys",
    build: (c, at) => ({
      emit: () => {
        log(c, at - 120000, "kdm", "warn", "volume /var/lib/kdm-vault usage 93% (warn at 90%)");
        loop(c, at, c.end, 5000, 14000, (t, i) => {
          const id = `${c.rng.hex(8)}-${c.rng.hex(4)}-4${c.rng.hex(3)}-a${c.rng.hex(3)}-${c.rng.hex(12)}`;
          log(
            c,
            t,
            "kdm",
            "error",
            `store KDM urn:uuid:${id}: write /var/lib/kdm-vault/store/${id}.xml: no space left on device`,
            undefined,
            i % 4 === 0
              ? stack("go", c.rng, "panic recovered: write /var/lib/kdm-vault/index.db-wal: no space left on device", [
                  ["github.com/reelhouse/kdm-vault/store.(*Index).Put", "store/index.go"],
                  ["github.com/reelhouse/kdm-vault/api.(*Server).handleIngest", "api/ingest.go"],
                  ["net/http.HandlerFunc.ServeHTTP", "/usr/local/go/src/net/http/server.go"],
                ])
              : undefined,
          );
          if (i % 2 === 0)
            log(
              c,
              t + 600,
              "tms",
              "error",
              `Pre-show check ${c.rng.pick(c.e.sites)} screen ${c.rng.int(1, 12)}: KDM lookup failed: ${n(c, "kdm")} returned 500 Internal Server Error`,
            );
          if (i % 3 === 0)
            log(
              c,
              t + 900,
              "proj",
              "warn",
              `screen ${c.rng.int(1, 12)}: show playlist cannot be validated, KDM not delivered by ${n(c, "kdm")} (retrying in 60s)`,
            );
        });
      },
    }),
  },
  {
    key: "card-gw-stripe-503",
    estate: "reelhouse",
    role: "pay",
    category: "dependency",
    hints: ["stripe", "unavailable", "503", "circuit", "upstream", "psp"],
    severity: "high",
    bystander: "tms",
    note: "Stripe starts answering 503 to card-gw, card-gw's circuit breaker opens and checkout reports payment failures while rh-gateway returns 502 on orders",
    build: (c, at) => {
      let open = false;
      return {
        down: (r, t) => r === "pay" && t >= at,
        onFail: (_r, t, trace) => {
          if (!open && t > at + 20000) {
            open = true;
            log(
              c,
              t,
              "pay",
              "warn",
              'circuit breaker "stripe-payment-intents" changed state from CLOSED to OPEN (failure rate 78% over 20 calls)',
              trace,
            );
          }
          if (open && c.rng.chance(0.7))
            log(c, t + 2, "pay", "warn", 'rejecting request: circuit breaker "stripe-payment-intents" is OPEN', trace);
          else
            log(
              c,
              t + 900,
              "pay",
              "error",
              `stripe: POST /v1/payment_intents failed: status=503 type=api_error request_id=req_${c.rng.hex(14)} message="An unknown error occurred"`,
              trace,
            );
          log(
            c,
            t + 950,
            "orders",
            "error",
            `payment authorisation failed for basket: card-gw responded 503 (circuit open)`,
            trace,
            stack("python", c.rng, "checkout.payments.PaymentUnavailable: card-gw returned 503 Service Unavailable", [
              ["authorise", "checkout/payments/client.py"],
              ["confirm_order", "checkout/orders/service.py"],
              ["handle", "checkout/api/orders.py"],
            ]),
          );
          log(
            c,
            t + 960,
            "edge",
            "error",
            `POST /api/v2/orders 502 ${c.rng.int(900, 1100)}ms upstream=checkout`,
            trace,
          );
          if (open && c.rng.chance(0.3)) {
            log(
              c,
              t + 6000,
              "pay",
              "info",
              'circuit breaker "stripe-payment-intents" changed state from OPEN to HALF_OPEN',
              trace,
            );
            log(
              c,
              t + 6900,
              "pay",
              "warn",
              'circuit breaker "stripe-payment-intents" changed state from HALF_OPEN to OPEN (probe failed: 503)',
              trace,
            );
          }
        },
        emit: () => undefined,
      };
    },
  },
  {
    key: "tms-bridge-heap",
    estate: "picturedome",
    role: "tms",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    bystander: "seats",
    note: "tms-bridge runs out of Java heap (GC overhead, then OutOfMemoryError), keeps restarting and goes quiet in between, so pd-web showtime pages fail with 502s and kdm-store cannot fetch sessions",
    build: (c, at) => {
      const deadFrom = at + 90000;
      const dead = (t: number) => t >= deadFrom && (t - deadFrom) % 150000 < 120000;
      return {
        after: () => {
          for (let w = deadFrom; w < c.end; w += 150000)
            c.s.silence(n(c, "tms"), w, w + 120000, (e) => e.msg.startsWith("Start") || e.msg.startsWith("Exception"));
        },
        down: (r, t) => r === "tms" && (dead(t) || (t >= at && c.rng.chance(0.3))),
        slow: (r, t) => (r === "tms" && t >= at - 120000 ? 6 : 1),
        onFail: (_r, t, trace) => {
          if (dead(t))
            log(
              c,
              t + 3,
              "edge",
              "error",
              `GET /api/v2/sites/${c.rng.pick(c.e.sites)}/showtimes 502 4ms - connect ECONNREFUSED 10.8.1.23:8080 (${n(c, "tms")})`,
              trace,
            );
          else
            log(
              c,
              t + 30000,
              "edge",
              "error",
              `GET /api/v2/sites/${c.rng.pick(c.e.sites)}/showtimes 504 30001ms - ${n(c, "tms")} did not respond`,
              trace,
            );
        },
        emit: () => {
          loop(c, at - 120000, deadFrom, 8000, 15000, (t) =>
            log(
              c,
              t,
              "tms",
              "warn",
              `[gc] GC(${c.rng.int(3000, 4000)}) Pause Full (G1 Compaction Pause) 4061M->${c.rng.int(3980, 4050)}M(4096M) ${c.rng.int(1800, 4200)}.${c.rng.int(100, 999)}ms`,
            ),
          );
          for (let k = 0; at + 90000 + k * 150000 < c.end; k++) {
            const t = deadFrom + k * 150000 - 2000;
            log(
              c,
              t,
              "tms",
              "error",
              'Exception in thread "http-nio-8080-exec-37"',
              undefined,
              stack("java", c.rng, "java.lang.OutOfMemoryError: Java heap space", [
                ["java.base/java.util.Arrays.copyOf", "Arrays.java"],
                ["java.base/java.util.ArrayList.grow", "ArrayList.java"],
                ["au.picturedome.tms.sync.SessionCache.loadAll", "SessionCache.java"],
                ["au.picturedome.tms.api.SessionsController.list", "SessionsController.java"],
              ]),
            );
            log(c, t + 120000, "tms", "info", "Starting Application using Java 21.0.5 with PID 1");
            log(c, t + 131000, "tms", "info", "Started Application in 10.8 seconds (process running for 11.4)");
          }
          loop(c, deadFrom, c.end, 20000, 40000, (t) => {
            if (dead(t))
              log(
                c,
                t,
                "kdm",
                "error",
                `session list fetch from ${n(c, "tms")} failed: HTTPConnectionPool(host='${n(c, "tms")}', port=8080): Max retries exceeded (Caused by NewConnectionError: [Errno 111] Connection refused)`,
              );
          });
        },
      };
    },
  },
  {
    key: "agg-feed-dns",
    estate: "picturedome",
    role: "feeds",
    category: "network",
    hints: ["dns", "getaddrinfo", "resolution", "name", "network", "socket"],
    severity: "medium",
    bystander: "pay",
    note: "agg-feed can no longer resolve any aggregator hostname (getaddrinfo: Temporary failure in name resolution) so every poll and push fails and tms-bridge notices partner bookings have stopped",
    build: (c, at) => {
      const sockStack = (host: string) =>
        stack(
          "ruby",
          c.rng,
          `Socket::ResolutionError: Failed to open TCP connection to ${host}:443 (getaddrinfo: Temporary failure in name resolution)`,
          [
            ["initialize", "/usr/local/lib/ruby/3.3.0/net/http.rb"],
            ["connect", "/usr/local/lib/ruby/3.3.0/net/http.rb"],
            ["poll", "/app/lib/agg_feed/partner_client.rb"],
            ["block in run", "/app/lib/agg_feed/poller.rb"],
          ],
        );
      return {
        down: (r, t) => r === "feeds" && t >= at,
        onFail: (_r, t) => {
          const agg = c.rng.pick(c.e.aggregators);
          log(
            c,
            t,
            "feeds",
            "error",
            `${agg}: booking push failed: Failed to open TCP connection to api.${agg}.example:443 (getaddrinfo: Temporary failure in name resolution)`,
          );
        },
        emit: () => {
          loop(c, at, c.end, 2000, 6000, (t, i) => {
            const agg = c.rng.pick(c.e.aggregators);
            log(
              c,
              t,
              "feeds",
              i % 5 === 0 ? "error" : "warn",
              `${agg}: poll failed, retry ${(i % 5) + 1}/5`,
              undefined,
              i % 5 === 0 ? sockStack(`api.${agg}.example`) : undefined,
            );
          });
          loop(c, at + 180000, c.end, 60000, 60000, (t) =>
            log(
              c,
              t,
              "tms",
              "warn",
              `no partner bookings received from ${n(c, "feeds")} in the last ${Math.round((t - at) / 60000)} min (expected ~${c.rng.int(30, 60)})`,
            ),
          );
        },
      };
    },
  },
];

export { rt };
