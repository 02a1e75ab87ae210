// The 12 quiet windows (a shared dependency hiccups on purpose or briefly, clients warn and recover) and the
// harmless second problems that share a window with a real incident.
import type { DepKind } from "./estates.js";
import type { Level } from "./formats.js";

export interface QuietTpl {
  dep: DepKind;
  note: string;
  /** What the dependency prints, offsets in ms from the hiccup. */
  dep_lines: Array<[number, Level, string]>;
  /** What a client prints while it lasts (warn), and once it is over (info). */
  client: string;
  recovered: string;
}

export const QUIET: QuietTpl[] = [
  {
    dep: "postgres",
    note: "planned PostgreSQL restart for a minor upgrade; pools reconnect within seconds",
    dep_lines: [
      [0, "info", "LOG:  received fast shutdown request"],
      [200, "info", "LOG:  aborting any active transactions"],
      [900, "info", "LOG:  database system is shut down"],
      [6000, "info", "LOG:  starting PostgreSQL 16.4 on x86_64-pc-linux-gnu"],
      [7000, "info", "LOG:  database system is ready to accept connections"],
    ],
    client: "connection to {dep} lost (terminating connection due to administrator command), reconnecting",
    recovered: "database pool re-established to {dep}",
  },
  {
    dep: "postgres",
    note: "a read replica lags for a minute during a vacuum and catches up; clients briefly read from the primary",
    dep_lines: [
      [0, "warn", "WARNING:  replica lag 38s on standby 'replica-1' (replay paused by conflicting vacuum)"],
      [60000, "info", "LOG:  standby 'replica-1' caught up, lag 0s"],
    ],
    client: "replica lag above 30s, routing reads to primary",
    recovered: "replica lag back under threshold, reads routed to replica",
  },
  {
    dep: "kafka",
    note: "consumer group rebalance after a broker's rolling restart; consumers pause and resume",
    dep_lines: [
      [0, "info", "[KafkaServer id=1] shutting down (kafka.server.KafkaServer)"],
      [
        2000,
        "info",
        "[GroupCoordinator 0]: Preparing to rebalance group app-group in state PreparingRebalance with old generation 41 (reason: member left)",
      ],
      [9000, "info", "[KafkaServer id=1] started (kafka.server.KafkaServer)"],
      [12000, "info", "[GroupCoordinator 0]: Stabilized group app-group generation 42 with 4 members"],
    ],
    client: "Revoking previously assigned partitions; rebalance in progress",
    recovered: "Successfully joined group with generation 42, partitions assigned",
  },
  {
    dep: "redis",
    note: "planned Redis failover by Sentinel; clients reconnect to the new master",
    dep_lines: [
      [0, "warn", "1:X # +switch-master mymaster {ip} 6379 {ip} 6379"],
      [1500, "info", "1:M * MASTER MODE enabled (user request from 'id=12 addr={ip}:{id}')"],
    ],
    client:
      "redis connection reset during failover, reconnecting (READONLY You can't write against a read only replica.)",
    recovered: "reconnected to redis master",
  },
  {
    dep: "rabbitmq",
    note: "RabbitMQ rolling restart; connections close and reopen, no messages lost",
    dep_lines: [
      [0, "info", "RabbitMQ is asked to stop..."],
      [3000, "info", "Stopping RabbitMQ applications and their dependencies in the following order"],
      [9000, "info", "Server startup complete; 5 plugins started."],
    ],
    client:
      "AMQP connection closed by broker (320 CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'), reconnecting",
    recovered: "AMQP connection re-established, consumers restored",
  },
  {
    dep: "keycloak",
    note: "Keycloak pod restart during a node drain; token refreshes retry once and succeed",
    dep_lines: [
      [0, "info", "[io.quarkus] (Shutdown thread) Keycloak stopped in 0.412s"],
      [
        14000,
        "info",
        "[io.quarkus] (main) Keycloak 25.0.2 on JVM (powered by Quarkus 3.8.5) started in 11.842s. Listening on: http://0.0.0.0:8080",
      ],
    ],
    client: "token refresh against {dep} failed (503), retrying in 2s",
    recovered: "token refreshed",
  },
  {
    dep: "coredns",
    note: "CoreDNS reloads its Corefile; a handful of lookups are retried",
    dep_lines: [
      [0, "info", "[INFO] Reloading"],
      [400, "info", "[INFO] plugin/reload: Running configuration SHA512 = 3c1f0e9a"],
      [500, "info", "[INFO] Reloading complete"],
    ],
    client: "DNS lookup timed out once, retrying",
    recovered: "lookup succeeded on retry",
  },
  {
    dep: "minio",
    note: "object store rolling upgrade; a few uploads are retried by the SDK",
    dep_lines: [
      [0, "info", "Restarting on service signal"],
      [
        5000,
        "info",
        "MinIO Object Storage Server\nCopyright: 2015-2026 MinIO, Inc.\nLicense: GNU AGPLv3\nVersion: RELEASE.2026-08-01T00-00-00Z",
      ],
    ],
    client: "upload to {dep} failed with 503 SlowDown, SDK retrying",
    recovered: "upload completed after retry",
  },
  {
    dep: "flags",
    note: "feature-flag service redeploy; clients serve cached flags for a minute",
    dep_lines: [
      [0, "info", "received SIGTERM, shutting down gracefully"],
      [8000, "info", "flag configuration synced: 131 flags, revision {n}"],
    ],
    client: "flag sync from {dep} failed (connection refused), serving cached flags",
    recovered: "flag sync restored",
  },
  {
    dep: "ratelimit",
    note: "rate-limit service reloads its limits; one replica restarts and callers fail open briefly",
    dep_lines: [
      [0, "info", "runtime: update detected, reloading config"],
      [300, "info", "loaded 14 descriptors for domain edge"],
    ],
    client: "rate limit check unavailable, failing open",
    recovered: "rate limit checks restored",
  },
  {
    dep: "mysql",
    note: "MySQL replica restarts its replication threads after a network blip and catches up",
    dep_lines: [
      [
        0,
        "warn",
        "[Warning] [MY-010897] [Repl] Storing MySQL user name or password information in the connection metadata repository is not secure",
      ],
      [
        500,
        "info",
        "[System] [MY-010562] [Repl] Replica I/O thread for channel '': connected to source 'repl@{ip}:3306',replication started in log 'binlog.000412' at position {id}",
      ],
    ],
    client: "read from replica returned stale data (lag 12s), retried on primary",
    recovered: "replica reads healthy",
  },
  {
    dep: "kafka",
    note: "partition leadership moves during a preferred-leader election; producers refresh metadata and continue",
    dep_lines: [
      [
        0,
        "info",
        "[Controller id=0] Starting replica leader election (PREFERRED) for partitions events-0,events-3,events-7 triggered by AutoTriggered",
      ],
      [
        800,
        "info",
        "[Controller id=0] Partition events-3 completed preferred replica leader election. New leader is 2",
      ],
    ],
    client: "NOT_LEADER_OR_FOLLOWER for events-3, refreshing metadata and retrying",
    recovered: "produce succeeded after metadata refresh",
  },
];

/** Harmless second problems: real, but nobody outside feels them. */
export const DISTRACT: Array<{ note: string; level: Level; lines: string[]; gap: number }> = [
  {
    note: "a nightly export job fails on one bad row and keeps retrying it",
    level: "error",
    lines: ['export job: row {id} failed: invalid byte sequence for encoding "UTF8": 0xc3 0x28; will retry'],
    gap: 2500,
  },
  {
    note: "a cron job warns that a certificate expires in 19 days",
    level: "warn",
    lines: ["cert-check: certificate for *.internal.example expires in 19 days (notAfter=2026-10-11T00:00:00Z)"],
    gap: 9000,
  },
  {
    note: "an analytics replica nobody reads from is degraded",
    level: "error",
    lines: [
      "analytics replica sync failed: could not receive data from WAL stream: ERROR:  requested WAL segment 00000001000000A600000091 has already been removed",
    ],
    gap: 3500,
  },
  {
    note: "a search reindex job cannot index one document",
    level: "error",
    lines: [
      "reindex: failed to index document {id}: mapper_parsing_exception: failed to parse field [published_at] of type [date]",
    ],
    gap: 3000,
  },
  {
    note: "a webhook to one customer's dead endpoint keeps failing",
    level: "error",
    lines: ["webhook delivery to https://hooks.customer-{n}.example/in failed: 410 Gone (attempt {n}/8)"],
    gap: 2000,
  },
];
