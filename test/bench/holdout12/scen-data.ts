// Database and network incidents.
import { rollout, type Spec } from "./build.js";
import { each, every, min } from "./help.js";
import { dotnet, elixirExit, java, node, py, ruby } from "./traces.js";

export const DATA: Spec[] = [
  {
    cat: "database",
    estate: "port",
    origin: "tos",
    uses: ["gate-ops-api", "yard-alloc-svc", "vgm-weigh"],
    hints: ["connection", "pool", "hikari", "sql", "database"],
    sev: "high",
    note: "A tos release shrank the Hikari pool and added a per-request transaction around a slow report query; the pool exhausts minutes after the deploy and gate calls time out waiting for tos.",
    run(c) {
      const o = "tos";
      rollout(c, o, c.onset - 4 * min, false, "v7.31.0");
      c.emit(
        c.onset - 4 * min + 3000,
        o,
        "info",
        "c.z.h.HikariDataSource - HikariPool-1 - Start completed. (maximumPoolSize=8)",
      );
      every(
        c,
        30,
        (t) =>
          c.emit(
            t,
            o,
            "warn",
            `c.z.h.p.HikariPool - HikariPool-1 - Pool stats (total=8, active=8, idle=0, waiting=${c.r.int(40, 190)})`,
          ),
        c.onset,
      );
      each(c, 3, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "o.h.e.j.s.SqlExceptionHelper - HikariPool-1 - Connection is not available, request timed out after 30000ms (total=8, active=8, idle=0, waiting=" +
            c.r.int(40, 190) +
            ")",
          c.r.chance(0.4)
            ? java(
                "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection [HikariPool-1 - Connection is not available, request timed out after 30000ms (total=8, active=8, idle=0, waiting=117)]",
                [
                  "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:275)",
                  "com.harborline.tos.move.MoveService.issue(MoveService.java:141)",
                ],
                [
                  [
                    "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=8, active=8, idle=0, waiting=117)",
                    [
                      "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                      "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                    ],
                  ],
                ],
              )
            : undefined,
          id,
        );
        c.emit(
          t + 30000,
          "gate-ops-api",
          "error",
          `request errored POST /v1/gate/transactions 504 30012ms: upstream tos timed out`,
          undefined,
          id,
        );
        if (c.r.chance(0.6))
          c.emit(t + 30050, "gate-ops-api", "warn", `retrying tos call attempt=${c.r.int(2, 4)} of 4`, undefined, id);
        if (c.r.chance(0.3))
          c.emit(
            t + 200,
            "yard-alloc-svc",
            "warn",
            `tos callback slow\tlatency=${c.r.int(8000, 30000)}ms`,
            undefined,
            id,
          );
      });
    },
  },
  {
    cat: "database",
    estate: "ehr",
    origin: "scheduling",
    uses: ["ehr-portal", "patient-notify-worker"],
    hints: ["too many clients", "connection", "postgres", "activerecord", "database"],
    sev: "high",
    note: "A scheduling scale-out doubled Puma workers past the Postgres max_connections budget; new connections are refused with 'too many clients' and booking pages fail.",
    run(c) {
      const o = "scheduling";
      c.emit(c.onset - 2 * min, o, "info", "Scaled puma workers 6 -> 14 (WEB_CONCURRENCY=14) via HPA");
      each(c, 4, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `ActiveRecord::ConnectionNotEstablished (connection to server at "10.20.4.8", port 5432 failed: FATAL:  sorry, too many clients already):`,
          ruby([
            "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:56:in `rescue in new_client'",
            "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:643:in `new_connection'",
            "app/controllers/appointments_controller.rb:22:in `index'",
          ]),
          id,
        );
        c.emit(
          t + 10,
          o,
          "info",
          `Completed 500 Internal Server Error in ${c.r.int(5, 60)}ms (ActiveRecord: 0.0ms | Allocations: 1190)`,
          undefined,
          id,
        );
        c.emit(
          t + 60,
          "ehr-portal",
          "error",
          `GET /api/appointments 502 - ${c.r.int(20, 200)} ms - upstream scheduling returned 500`,
          undefined,
          id,
        );
      });
    },
  },
  {
    cat: "database",
    estate: "game",
    origin: "leaderboard-worker",
    uses: ["session-broker", "edge-gw", "player-profile"],
    hints: ["recovery", "conflict", "replica", "database", "psycopg", "lag"],
    sev: "medium",
    note: "The read replica leaderboard-worker queries falls minutes behind during a vacuum-heavy rollup; queries are cancelled for conflict with recovery and ranks go stale.",
    run(c) {
      const o = "leaderboard-worker";
      every(c, 20, (t) =>
        c.emit(
          t,
          o,
          "warn",
          `lb.health: replica replay lag ${Math.round((t - c.onset) / 1000 + c.r.int(5, 20))}s exceeds 10s threshold`,
        ),
      );
      each(c, 6, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `Task lb.tasks.apply_match_result[${c.r.uuid()}] raised unexpected: SerializationFailure('canceling statement due to conflict with recovery')`,
          py(
            [
              ["/app/lb/tasks.py", 88, "apply_match_result", "rank = repo.current_rank(player_id, season)"],
              ["/app/lb/repo.py", 41, "current_rank", "cur.execute(RANK_SQL, (player_id, season))"],
              [
                "/usr/local/lib/python3.12/site-packages/psycopg/cursor.py",
                732,
                "execute",
                "raise ex.with_traceback(None)",
              ],
            ],
            [
              "psycopg.errors.SerializationFailure: canceling statement due to conflict with recovery",
              "DETAIL:  User query might have needed to see row versions that must be removed.",
            ],
          ),
          id,
        );
      });
    },
  },
  {
    cat: "database",
    estate: "game",
    origin: "inventory-api",
    uses: ["store-checkout", "edge-gw"],
    hints: ["deadlock", "postgres", "npgsql", "database"],
    sev: "high",
    note: "A new bulk-grant endpoint in inventory-api updates item rows in a different order than checkout grants; Postgres detects deadlocks and purchases fail to grant items.",
    run(c) {
      const o = "inventory-api";
      rollout(c, o, c.onset - 6 * min, false, "2026.6.2");
      each(c, 5, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "Microsoft.EntityFrameworkCore.Update[10000] An exception occurred in the database while saving changes for context type 'Skyforge.Inventory.Data.InventoryDb'.",
          dotnet(
            "Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.",
            [
              "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
              "Skyforge.Inventory.Grants.GrantService.GrantAsync(GrantRequest req) in /src/Inventory/Grants/GrantService.cs:line 63",
            ],
            [
              "Npgsql.PostgresException (0x80004005): 40P01: deadlock detected",
              [
                "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
                "Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)",
              ],
            ],
          ),
          id,
        );
        c.emit(
          t + 90,
          "store-checkout",
          "error",
          `grant failed for order=ord_${c.r.hex(10)}: inventory-api responded 500, queued for compensation`,
          undefined,
          id,
        );
      });
    },
  },
  {
    cat: "network",
    estate: "port",
    origin: "yard-alloc-svc",
    uses: ["tos", "crane-telemetry", "gate-ops-api"],
    hints: ["dns", "lookup", "no such host", "network", "resolve"],
    sev: "high",
    note: "A CoreDNS stub-domain change stops resolving the yard cache endpoint for yard-alloc-svc; every slot allocation fails on lookup and tos cannot place containers.",
    drop: 0.8,
    run(c) {
      const o = "yard-alloc-svc";
      each(c, 3, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `slot allocation failed\tcontainer=MSCU${c.r.int(1000000, 9999999)} error="dial tcp: lookup yard-cache.harborline.internal on 10.96.0.10:53: no such host"`,
          undefined,
          id,
        );
        c.emit(
          t + 50,
          "tos",
          "error",
          "c.h.tos.yard.YardClient - yard allocation call failed: 503 Service Unavailable from yard-alloc-svc",
          undefined,
          id,
        );
        if (c.r.chance(0.4))
          c.emit(
            t + 80,
            "tos",
            "warn",
            "c.h.tos.move.MoveService - work instruction parked: no yard slot",
            undefined,
            id,
          );
      });
      every(c, 15, (t) =>
        c.emit(
          t,
          o,
          "warn",
          'yard snapshot refresh failed\terror="lookup yard-cache.harborline.internal: no such host"',
        ),
      );
    },
  },
  {
    cat: "network",
    estate: "ehr",
    origin: "hl7-mllp-bridge",
    uses: ["lis", "pas"],
    hints: ["reset", "connection", "network", "tcp", "broken pipe"],
    sev: "medium",
    note: "A firewall change between the lab network and the cluster starts resetting long-lived MLLP sessions; hl7-mllp-bridge logs resets and reconnects while lab results pile up in lis.",
    run(c) {
      const o = "hl7-mllp-bridge";
      each(c, 5, (t) => {
        const p = c.r.int(40000, 60000);
        c.emit(
          t,
          o,
          "warn",
          `mllp read failed\tpeer=10.9.0.41:2575 error="read tcp 10.4.2.17:${p}->10.9.0.41:2575: read: connection reset by peer"`,
        );
        if (c.r.chance(0.5))
          c.emit(
            t + 20,
            o,
            "warn",
            `send ack failed\terror="write tcp 10.4.2.17:${p}->10.9.0.41:2575: write: broken pipe"`,
          );
        c.emit(t + 1000, o, "info", "mllp reconnected\tpeer=10.9.0.41:2575");
      });
      every(
        c,
        60,
        (t) =>
          c.emit(
            t,
            "lis",
            "warn",
            `inbound ORU backlog growing\tpending=${c.r.int(200, 2000)} oldest_s=${Math.round((t - c.onset) / 1000)}`,
          ),
        c.onset + 2 * min,
      );
    },
  },
  {
    cat: "network",
    estate: "game",
    origin: "chat-relay",
    uses: ["lobby-svc", "edge-gw"],
    hints: ["tls", "certificate", "handshake", "expired", "ssl"],
    sev: "high",
    note: "The TLS certificate of the managed Redis endpoint chat-relay uses for cross-node pub/sub expired; every handshake fails with a certificate_expired alert and party chat stops fanning out.",
    run(c) {
      const o = "chat-relay";
      each(c, 5, (t) => {
        c.emit(
          t,
          o,
          "error",
          `[error] Redix.PubSub connection error: {:tls_alert, {:certificate_expired, ~c"TLS client: In state certify at ssl_handshake.erl:2138 generated CLIENT ALERT: Fatal - Certificate Expired\\n"}}`,
        );
        if (c.r.chance(0.4))
          c.emit(t + 30, o, "warn", "[warning] Phoenix.PubSub adapter disconnected, retrying in 500ms");
      });
      each(c, 9, (t, id) =>
        c.emit(
          t,
          "lobby-svc",
          "error",
          "[error] party message fan-out failed",
          elixirExit('GenServer.call(ChatRelay.Fanout, {:publish, "party:' + c.r.hex(8) + '"}, 5000)', "time out", [
            "(elixir 1.16.2) lib/gen_server.ex:1114: GenServer.call/3",
            "(lobby 2.8.0) lib/lobby/party.ex:77: Lobby.Party.say/3",
          ]),
          id,
        ),
      );
    },
  },
  {
    cat: "network",
    estate: "port",
    origin: "portcall-notify",
    uses: ["berth-planner", "tos"],
    hints: ["econnreset", "reset", "ehostunreach", "network", "socket"],
    sev: "medium",
    note: "The site-to-site VPN to the AIS data provider flaps; portcall-notify's feed socket keeps resetting and becomes unreachable, so vessel ETAs stop updating.",
    run(c) {
      const o = "portcall-notify";
      each(c, 6, (t) => {
        const e = c.r.chance(0.6)
          ? node("Error: read ECONNRESET", ["TLSWrap.onStreamRead (node:internal/stream_base_commons:218:20)"])
          : node("Error: connect EHOSTUNREACH 172.20.4.9:443", [
              "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1595:16)",
            ]);
        c.emit(t, o, "error", `ais feed request failed: ${e[0].replace("Error: ", "")}`, e);
      });
      every(c, 30, (t) =>
        c.emit(t, o, "warn", `ais feed heartbeat missed (last ok ${Math.round((t - c.onset) / 1000)}s ago)`),
      );
      every(
        c,
        120,
        (t) => c.emit(t, "berth-planner", "warn", "planner.eta: 11 vessels have stale AIS positions (>5 min)"),
        c.onset + 3 * min,
      );
    },
  },
];
