// Twelve quiet windows: normal data-tier events that look busy but need no page (maintenance, compaction,
// rebalancing, a planned step-down with clients reconnecting, steady slow-query logging, a replica catching up).

import type { StoreKind } from "./estates.js";
import type { Ctx } from "./incidents.js";
import { cass, es, kafka, mongo, pg, redis } from "./stores.js";

export interface Quiet {
  stores: StoreKind[];
  note: string;
  run: (c: Ctx) => void;
}

const S = 1000;

const stepDown: Quiet = {
  stores: ["mongo", "kafka"],
  note: "planned MongoDB primary step-down for patching; clients reconnect to the new primary within seconds",
  run: (c) => {
    const mg = c.st.mongo;
    c.s.emit(
      mg,
      c.f,
      "info",
      mongo("I", "COMMAND", 21340, "conn1", "Received replSetStepDown command", {
        secs: 60,
        secondaryCatchUpPeriodSecs: 10,
      }),
    );
    c.s.emit(mg, c.f + 300, "info", mongo("I", "REPL", 21343, "RstlKillOpThread", "Starting to kill user operations"));
    c.s.emit(
      mg,
      c.f + 500,
      "info",
      mongo("I", "REPL", 21358, "conn1", "Replica set state transition", {
        newState: "SECONDARY",
        oldState: "PRIMARY",
      }),
    );
    c.s.emit(
      mg,
      c.f + 600,
      "info",
      mongo("I", "REPL", 21402, "conn1", "Stepping down from primary, stats", { userOpsKilled: 0, userOpsRunning: 14 }),
    );
    c.s.emit(
      mg,
      c.f + 4000,
      "info",
      mongo(
        "I",
        "ELECTION",
        4615652,
        "ReplCoord-3",
        "Starting an election, since we've seen no PRIMARY in election timeout period",
        { electionTimeoutPeriodMillis: 10000 },
      ),
    );
    c.s.emit(
      mg,
      c.f + 4500,
      "info",
      mongo("I", "REPL", 21358, "ReplCoord-3", "Replica set state transition", {
        newState: "PRIMARY",
        oldState: "SECONDARY",
      }),
    );
    for (const a of c.apps.slice(0, 3)) {
      c.s.emit(
        a.name,
        c.f + 700,
        "warn",
        "MongoDB primary changed (NotWritablePrimary), retrying write on new primary",
      );
      c.s.emit(a.name, c.f + 5200, "info", `reconnected to replica set rs0, primary ${mg}-1:27017`);
    }
  },
};

export const QUIETS: Quiet[] = [
  {
    stores: ["postgres", "redis"],
    note: "steady Postgres checkpoints and autovacuum on large tables; nothing fails",
    run: (c) => {
      c.s.every(c.f, c.end, 45 * S, (t) =>
        c.s.emit(
          c.st.postgres,
          t,
          "info",
          pg(
            c.r.int(100, 999),
            "",
            "LOG",
            `automatic analyze of table "${c.db}.public.events" avg read rate: 12.1 MB/s, avg write rate: 0.4 MB/s`,
          ),
        ),
      );
    },
  },
  {
    stores: ["postgres", "kafka"],
    note: "Postgres warns that checkpoints occur too frequently during a bulk nightly load; load finishes fine",
    run: (c) => {
      c.s.emit(c.apps[0].name, c.f, "info", `job ${c.apps[0].job} started: bulk load of 2.1M rows`);
      c.s.every(c.f, c.f + 6 * 60 * S, 25 * S, (t) =>
        c.s.emit(
          c.st.postgres,
          t,
          "info",
          pg(
            70,
            "",
            "LOG",
            `checkpoints are occurring too frequently (${c.r.int(18, 28)} seconds apart)\nHINT:  Consider increasing the configuration parameter "max_wal_size".`,
          ),
        ),
      );
      c.s.emit(
        c.apps[0].name,
        c.f + 6 * 60 * S,
        "info",
        `job ${c.apps[0].job} finished: 2,104,331 rows loaded in 361s`,
      );
    },
  },
  {
    stores: ["cassandra", "kafka"],
    note: "a major compaction on Cassandra runs for minutes with ordinary GC; reads stay healthy",
    run: (c) => {
      c.s.emit(
        c.st.cassandra,
        c.f,
        "info",
        cass("RMI TCP Connection(12)", "CompactionManager.java:1047", `Starting major compaction of ${c.db}.events`),
      );
      c.s.every(c.f, c.f + 5 * 60 * S, 30 * S, (t, i) =>
        c.s.emit(
          c.st.cassandra,
          t,
          "info",
          cass(
            "CompactionExecutor:3",
            "CompactionTask.java:160",
            `Compacting (${c.r.hex(8)}) progress ${(i + 1) * 9}% of ${c.db}.events`,
          ),
        ),
      );
    },
  },
  {
    stores: ["kafka", "zookeeper"],
    note: "a planned Kafka partition reassignment moves replicas; ISR briefly shrinks and expands back",
    run: (c) => {
      const k = c.st.kafka;
      c.s.every(c.f, c.f + 6 * 60 * S, 20 * S, (t) => {
        const p = `orders-${c.r.int(0, 11)}`;
        c.s.emit(
          k,
          t,
          "info",
          kafka(
            `[Partition ${p} broker=1] Shrinking ISR from 1,2,4 to 1,2. Leader: (highWatermark: ${c.r.int(1e6, 9e6)}, endOffset: ${c.r.int(1e6, 9e6)}). Out of sync replicas: (brokerId: 4, endOffset: ${c.r.int(1e6, 9e6)}).`,
            "kafka.cluster.Partition",
          ),
        );
        c.s.emit(
          k,
          t + 8 * S,
          "info",
          kafka(
            `[Partition ${p} broker=1] ISR updated to 1,2,4 and version updated to ${c.r.int(10, 99)}`,
            "kafka.cluster.Partition",
          ),
        );
        c.s.emit(
          k,
          t + 9 * S,
          "info",
          kafka(`[Controller id=1] Completed reassignment of partition ${p}`, "kafka.controller.KafkaController"),
        );
      });
    },
  },
  stepDown,
  {
    stores: ["mysql", "redis"],
    note: "a steady rate of MySQL aborted-connection notes and long-known warnings; traffic normal",
    run: () => {},
  },
  {
    stores: ["redis", "postgres"],
    note: "a large Redis BGSAVE and AOF rewrite take a while; redis warns about latency but serves normally",
    run: (c) => {
      c.s.emit(c.st.redis, c.f, "info", redis("M", "*", "Background append only file rewriting started by pid 7771"));
      c.s.emit(
        c.st.redis,
        c.f + 20 * S,
        "warn",
        redis(
          "M",
          "#",
          "Asynchronous AOF fsync is taking too long (disk is busy?). Writing the AOF buffer without waiting for fsync to complete, this may slow down Redis.",
        ),
      );
      c.s.emit(c.st.redis, c.f + 45 * S, "info", redis("M", "*", "Background AOF rewrite terminated with success"));
      c.s.emit(
        c.st.redis,
        c.f + 46 * S,
        "info",
        redis("M", "*", "Residual parent diff successfully flushed to the rewritten AOF (0.02 MB)"),
      );
    },
  },
  {
    stores: ["elasticsearch", "kafka"],
    note: "Elasticsearch relocates shards after a node is added; cluster goes yellow briefly and back to green",
    run: (c) => {
      const e = c.st.elasticsearch;
      c.s.emit(
        e,
        c.f,
        "info",
        es(
          "o.e.c.s.MasterService",
          `${e}-0`,
          `node-join[{${e}-3}{${c.r.hex(22)}} join existing leader], term: 14, version: ${c.r.int(10000, 99999)}, delta: added {{${e}-3}}`,
        ),
      );
      c.s.emit(
        e,
        c.f + 2 * S,
        "info",
        es(
          "o.e.c.r.a.AllocationService",
          `${e}-0`,
          `Cluster health status changed from [GREEN] to [YELLOW] (reason: [shards started [[${c.db}-2026.11][2]]]).`,
        ),
      );
      c.s.emit(
        e,
        c.f + 4 * 60 * S,
        "info",
        es(
          "o.e.c.r.a.AllocationService",
          `${e}-0`,
          `Cluster health status changed from [YELLOW] to [GREEN] (reason: [shards started [[${c.db}-2026.11][4]]]).`,
        ),
      );
    },
  },
  {
    stores: ["postgres", "redis"],
    note: "a Postgres streaming replica restarts after patching and catches up on WAL; primary logs the walsender",
    run: (c) => {
      const p = c.st.postgres;
      c.s.emit(
        p,
        c.f,
        "info",
        pg(c.r.int(100, 999), "replicator@[unknown]", "LOG", 'starting logical decoding for slot "replica_2"'),
      );
      c.s.emit(
        p,
        c.f + 100,
        "info",
        pg(
          c.r.int(100, 999),
          "replicator@[unknown]",
          "LOG",
          'received replication command: START_REPLICATION SLOT "replica_2" 3A/7E000000 TIMELINE 1',
        ),
      );
      c.s.emit(
        p,
        c.f + 95 * S,
        "info",
        pg(c.r.int(100, 999), "replicator@[unknown]", "LOG", 'standby "replica_2" has now caught up with primary'),
      );
    },
  },
  {
    stores: ["mongo", "redis"],
    note: "Mongo slow-query log at its usual steady rate from a reporting job; nothing degrades",
    run: (c) => {
      c.s.poisson(c.s.t0, c.end, 8 * S, (t) =>
        c.s.emit(
          c.st.mongo,
          t,
          "info",
          mongo("I", "COMMAND", 51803, `conn${c.r.int(10000, 99999)}`, "Slow query", {
            type: "command",
            ns: `${c.db}.reports`,
            command: { aggregate: "reports" },
            planSummary: "IXSCAN { day: 1 }",
            durationMillis: c.r.int(120, 900),
          }),
        ),
      );
    },
  },
  {
    stores: ["redis", "kafka"],
    note: "Redis replica resyncs after a restart (full sync, RDB transfer) and is back online",
    run: (c) => {
      const rd = c.st.redis;
      c.s.emit(rd, c.f, "info", redis("M", "*", `Replica 10.0.7.12:6379 asks for synchronization`));
      c.s.emit(rd, c.f + 10, "info", redis("M", "*", "Full resync requested by replica 10.0.7.12:6379"));
      c.s.emit(rd, c.f + 20, "info", redis("M", "*", "Starting BGSAVE for SYNC with target: replicas sockets"));
      c.s.emit(rd, c.f + 9 * S, "info", redis("M", "*", "Synchronization with replica 10.0.7.12:6379 succeeded"));
    },
  },
  {
    stores: ["kafka", "postgres"],
    note: "Kafka retention deletes old segments and a consumer group rebalances on a rolling deploy; all normal",
    run: (c) => {
      const a = c.apps[1];
      c.s.emit(a.name, c.f, "info", `received SIGTERM, draining ${c.r.int(3, 20)} in-flight requests`);
      c.s.emit(a.name, c.f + 5 * S, "info", `starting ${a.name} 2.9.1 (git ${c.r.hex(7)}): routine release`);
      c.s.emit(
        c.st.kafka,
        c.f + 6 * S,
        "info",
        kafka(
          `[GroupCoordinator 1]: Preparing to rebalance group ${a.name}-consumers in state PreparingRebalance with old generation 311 (__consumer_offsets-17) (reason: Adding new member ${a.name}-${c.r.hex(8)})`,
          "kafka.coordinator.group.GroupCoordinator",
        ),
      );
    },
  },
];
