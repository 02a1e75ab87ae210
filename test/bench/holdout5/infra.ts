// Datastore origins (MongoDB, Elasticsearch, Cassandra): their ordinary lines, and what a client says when
// the datastore fails in the variant's way.
import { hex, int, pick, type Rng } from "../holdout3/kit.js";
import type { Line } from "./traffic.js";
import type { Runtime } from "./types.js";

export function infraNormal(r: Rng, rt: Runtime, svc: string): Line {
  switch (rt) {
    case "mongo":
      return pick(r, [
        {
          lvl: "INFO",
          msg: `Connection accepted remote=10.44.${int(r, 0, 30)}.${int(r, 2, 250)}:${int(r, 30000, 60000)} connectionCount=${int(r, 80, 140)}`,
        },
        {
          lvl: "INFO",
          msg: `Connection ended remote=10.44.${int(r, 0, 30)}.${int(r, 2, 250)}:${int(r, 30000, 60000)}`,
        },
        {
          lvl: "INFO",
          msg: `Slow query ns=${svc.split("-")[0]}.readings durationMillis=${int(r, 100, 180)} planSummary=IXSCAN { meterId: 1, ts: -1 }`,
        },
        { lvl: "INFO", msg: "Checkpoint completed, WiredTiger stable timestamp advanced" },
      ] as Line[]);
    case "es":
      return pick(r, [
        { lvl: "INFO", msg: `[events-2026.11.${int(r, 10, 28)}/${hex(r, 22)}] update_mapping [_doc]` },
        {
          lvl: "INFO",
          msg: `[gc][${int(r, 10000, 99999)}] overhead, spent [${int(r, 100, 260)}ms] collecting in the last [1s]`,
        },
        {
          lvl: "INFO",
          msg: `low disk watermark [85%] not exceeded on [${hex(r, 22)}][${svc}-0], free: ${int(r, 40, 60)}.${int(r, 0, 9)}gb`,
        },
      ] as Line[]);
    case "cassandra":
      return pick(r, [
        {
          lvl: "INFO",
          msg: `Enqueuing flush of readings: ${int(r, 10, 90)}.${int(r, 0, 999)}MiB (${int(r, 1, 9)}%) on-heap, 0.000KiB (0%) off-heap`,
        },
        {
          lvl: "INFO",
          msg: `Completed flushing /var/lib/cassandra/data/metering/readings-${hex(r, 32)}/nb-${int(r, 1000, 9999)}-big-Data.db (${int(r, 5, 60)}.${int(r, 0, 999)}MiB) for commitlog position CommitLogPosition(segmentId=${int(r, 1000000, 9999999)}, position=${int(r, 1000, 99999)})`,
        },
        {
          lvl: "INFO",
          msg: `Compacted (${hex(r, 8)}) 4 sstables to [nb-${int(r, 1000, 9999)}] to level=0. ${int(r, 50, 300)}MiB to ${int(r, 40, 280)}MiB`,
        },
      ] as Line[]);
    default:
      return { lvl: "INFO", msg: "ok" };
  }
}

/** a client's error when the datastore origin fails */
export function infraClientError(r: Rng, rt: Runtime, infra: string, clientRt: Runtime): string {
  if (rt === "mongo")
    return clientRt === "python" || clientRt === "celery"
      ? `pymongo.errors.WTimeoutError: waiting for replication timed out, full error: {'code': 64, 'codeName': 'WriteConcernFailed', 'errmsg': 'waiting for replication timed out', 'errInfo': {'wtimeout': True}} (${infra})`
      : `write to ${infra} failed: write concern error: (WriteConcernFailed) waiting for replication timed out`;
  if (rt === "es")
    return `bulk index into ${infra} rejected: ElasticsearchStatusException[Elasticsearch exception [type=cluster_block_exception, reason=index [events-2026.11.${int(r, 10, 28)}] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]]`;
  return `com.datastax.oss.driver.api.core.AllNodesFailedException: All 1 node(s) tried for the query failed (showing first 1 nodes, use getAllErrors() for more): Node(endPoint=${infra}/10.50.${int(r, 0, 9)}.${int(r, 2, 250)}:9042, hostId=${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}, hashCode=${hex(r, 8)}): [com.datastax.oss.driver.api.core.connection.ClosedConnectionException: Lost connection to remote peer]`;
}
