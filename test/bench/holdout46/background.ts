// Normal traffic: application requests, health checks, periodic jobs, deprecation warnings, retries that succeed,
// the estate's noisy service, and each data store's everyday chatter (checkpoints, compactions, GC, sessions).
import type { App, Estate, StoreKind } from "./estates.js";
import { cass, es, etcd, ip, kafka, mongo, mysql, pg, rabbit, redis, zk } from "./stores.js";
import type { Stream } from "./stream.js";

const MIN = 60_000;

const DEPRECATION: Record<App["runtime"], string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "SADeprecationWarning: The Query.get() method is considered legacy as of the 1.x series of SQLAlchemy and becomes a legacy construct in 2.0.",
  ],
  go: [
    "grpc: Dial is deprecated: use NewClient instead",
    "WARNING: the 'GODEBUG=x509sha1=1' setting is deprecated and will be removed in Go 1.24",
  ],
};

export function request(app: App, method: string, route: string, status: number, ms: number, peer: string): string {
  switch (app.runtime) {
    case "node":
      return `${method} ${route} ${status} ${ms.toFixed(3)} ms - ${status === 204 ? 0 : (80 + ((ms * 7) % 900)) | 0}`;
    case "java":
      return `${method} ${route} -> ${status} (${ms | 0} ms)`;
    case "python":
      return `${peer} - "${method} ${route} HTTP/1.1" ${status} ${(120 + ((ms * 13) % 2000)) | 0} ${(ms / 1000).toFixed(3)}s`;
    case "go":
      return `request completed method=${method} path=${route} status=${status} duration=${ms.toFixed(2)}ms`;
  }
}

/** Background for one application over [from, to) with `rate` lines per second. */
export function appBackground(s: Stream, e: Estate, app: App, from: number, to: number, rate: number): void {
  const r = s.r;
  s.poisson(from, to, 1000 / rate, (t) => {
    const trace = r.hex(12);
    if (r.chance(0.55)) {
      const route = r.pick(app.routes);
      const method = r.pick(["GET", "GET", "POST", "PUT"]);
      const status = r.chance(0.03) ? r.pick([400, 404, 409]) : method === "POST" ? 201 : 200;
      s.emit(app.name, t, "info", request(app, method, route, status, r.int(3, 380) + r.next(), ip(r)), { trace });
    } else s.emit(app.name, t, "info", app.work(r), { trace });
  });
  s.every(from, to, r.pick([10_000, 15_000, 30_000]), (t) =>
    s.emit(app.name, t, "info", request(app, "GET", "/healthz", 200, 0.4 + r.next() * 2, "10.0.0.1")),
  );
  s.every(from, to, r.pick([2, 3, 5]) * MIN, (t, i) => {
    s.emit(app.name, t, "info", `job ${app.job} started (run #${4100 + i})`);
    s.emit(app.name, t + r.int(300, 9000), "info", `job ${app.job} finished in ${(r.next() * 9 + 0.3).toFixed(2)}s`);
  });
  s.every(from, to, r.int(4, 9) * MIN, (t) => s.emit(app.name, t, "warn", r.pick(DEPRECATION[app.runtime])));
  s.poisson(from, to, r.int(90, 240) * 1000, (t) => {
    const peer = r.pick(e.apps.filter((a) => a.name !== app.name)).name;
    const trace = r.hex(12);
    s.emit(app.name, t, "warn", `call to ${peer} returned 503, retrying in 200ms (attempt 1/3)`, { trace });
    s.emit(app.name, t + r.int(210, 260), "info", `call to ${peer} succeeded on attempt 2`, { trace });
  });
  if (e.noisy.app === app.name) {
    const noisy = e.noisy;
    s.poisson(from, to, r.int(6, 15) * 1000, (t) => s.emit(app.name, t, noisy.level, noisy.msg(r)));
  }
}

const TABLES = ["orders", "events", "accounts", "line_items", "sessions", "audit_log"];

/** One data store's everyday chatter over [from, to) at roughly `rate` lines per second. */
export function storeBackground(
  s: Stream,
  kind: StoreKind,
  name: string,
  db: string,
  clients: string[],
  from: number,
  to: number,
  rate: number,
): void {
  const r = s.r;
  const gap = 1000 / rate;
  const pid = () => r.int(1000, 65000);
  const user = () => r.pick(clients).replace(/-/g, "_");
  switch (kind) {
    case "postgres":
      s.poisson(from, to, gap, (t) => {
        const u = user();
        const x = r.next();
        if (x < 0.4)
          s.emit(
            name,
            t,
            "info",
            pg(pid(), `${u}@${db}`, "LOG", `connection authorized: user=${u} database=${db} application_name=${u}`),
          );
        else if (x < 0.8)
          s.emit(
            name,
            t,
            "info",
            pg(
              pid(),
              `${u}@${db}`,
              "LOG",
              `disconnection: session time: 0:0${r.int(0, 9)}:${String(r.int(10, 59))}.${r.int(100, 999)} user=${u} database=${db} host=${ip(r)} port=${r.int(30000, 60000)}`,
            ),
          );
        else
          s.emit(
            name,
            t,
            "info",
            pg(
              pid(),
              `${u}@${db}`,
              "LOG",
              `duration: ${r.int(1000, 2400)}.${r.int(100, 999)} ms  execute <unnamed>: SELECT * FROM ${r.pick(TABLES)} WHERE account_id = $1 ORDER BY created_at DESC LIMIT 50`,
            ),
          );
      });
      s.every(from, to, 5 * MIN, (t) => {
        const p = r.int(60, 90);
        s.emit(name, t, "info", pg(p, "", "LOG", "checkpoint starting: time"));
        const w = r.int(800, 9000);
        s.emit(
          name,
          t + 269_000,
          "info",
          pg(
            p,
            "",
            "LOG",
            `checkpoint complete: wrote ${w} buffers (${(w / 163.84).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 4)} recycled; write=269.${r.int(100, 999)} s, sync=0.0${r.int(10, 99)} s, total=269.${r.int(100, 999)} s; sync files=${r.int(20, 90)}, longest=0.00${r.int(1, 9)} s, average=0.001 s; distance=${r.int(9000, 60000)} kB, estimate=${r.int(30000, 60000)} kB`,
          ),
        );
      });
      s.poisson(from, to, 70_000, (t) =>
        s.emit(
          name,
          t,
          "info",
          pg(
            pid(),
            "",
            "LOG",
            `automatic vacuum of table "${db}.public.${r.pick(TABLES)}": index scans: 1\n\tpages: 0 removed, ${r.int(2000, 90000)} remain, ${r.int(10, 900)} scanned (${(r.next() * 3).toFixed(2)}% of total)\n\ttuples: ${r.int(100, 9000)} removed, ${r.int(100000, 4000000)} remain, 0 are dead but not yet removable\n\tavg read rate: ${(r.next() * 20).toFixed(3)} MB/s, avg write rate: ${(r.next() * 9).toFixed(3)} MB/s`,
          ),
        ),
      );
      break;
    case "mysql":
      s.poisson(from, to, gap * 3, (t) =>
        s.emit(
          name,
          t,
          "warn",
          mysql(
            r.int(100, 9000),
            "Warning",
            "MY-010055",
            "Server",
            `IP address '${ip(r)}' could not be resolved: Name or service not known`,
          ),
        ),
      );
      s.poisson(from, to, gap * 2, (t) =>
        s.emit(
          name,
          t,
          "info",
          mysql(
            r.int(100, 9000),
            "Note",
            "MY-010914",
            "Server",
            `Aborted connection ${r.int(10000, 99999)} to db: '${db}' user: '${user()}' host: '${ip(r)}' (Got an error reading communication packets).`,
          ),
        ),
      );
      s.every(from, to, 7 * MIN, (t) =>
        s.emit(
          name,
          t,
          "warn",
          mysql(
            0,
            "Warning",
            "MY-013360",
            "Server",
            "Plugin mysql_native_password reported: ''mysql_native_password' is deprecated and will be removed in a future release. Please use caching_sha2_password instead'",
          ),
        ),
      );
      break;
    case "mongo":
      s.poisson(from, to, gap, (t) => {
        const x = r.next();
        const conn = r.int(10000, 99999);
        if (x < 0.45)
          s.emit(
            name,
            t,
            "info",
            mongo("I", "NETWORK", 22943, "listener", "Connection accepted", {
              remote: `${ip(r)}:${r.int(30000, 60000)}`,
              uuid: `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`,
              connectionId: conn,
              connectionCount: r.int(60, 140),
            }),
          );
        else if (x < 0.9)
          s.emit(
            name,
            t,
            "info",
            mongo("I", "NETWORK", 22944, `conn${conn}`, "Connection ended", {
              remote: `${ip(r)}:${r.int(30000, 60000)}`,
              connectionId: conn,
              connectionCount: r.int(60, 140),
            }),
          );
        else
          s.emit(
            name,
            t,
            "info",
            mongo("I", "COMMAND", 51803, `conn${conn}`, "Slow query", {
              type: "command",
              ns: `${db}.${r.pick(TABLES)}`,
              command: { find: r.pick(TABLES), filter: { accountId: `AC${r.int(10000, 99999)}` } },
              planSummary: "IXSCAN { accountId: 1 }",
              keysExamined: r.int(10, 300),
              docsExamined: r.int(10, 300),
              nreturned: r.int(1, 50),
              durationMillis: r.int(101, 400),
            }),
          );
      });
      s.every(from, to, MIN, (t) =>
        s.emit(
          name,
          t,
          "info",
          mongo("I", "STORAGE", 22430, "Checkpointer", "WiredTiger message", {
            message: `[${Math.floor(t / 1000)}:${r.int(100000, 999999)}][1:0x7f${r.hex(10)}], WT_SESSION.checkpoint: [WT_VERB_CHECKPOINT_PROGRESS] saving checkpoint snapshot min: ${r.int(1000, 90000)}, snapshot max: ${r.int(90000, 99999)} snapshot count: 0, oldest timestamp: (${Math.floor(t / 1000) - 300}, 1) , meta checkpoint timestamp: (${Math.floor(t / 1000)}, 1) base write gen: ${r.int(100000, 999999)}`,
          }),
        ),
      );
      break;
    case "redis":
      s.every(from, to, 5 * MIN, (t) => {
        const p = r.int(100, 9000);
        s.emit(name, t, "info", redis("M", "*", `${r.int(100, 9000)} changes in 300 seconds. Saving...`));
        s.emit(name, t + 5, "info", redis("M", "*", `Background saving started by pid ${p}`));
        s.emit(name, t + r.int(600, 3000), "info", redis("C", "*", `DB saved on disk`));
        s.emit(name, t + r.int(3100, 3600), "info", redis("M", "*", "Background saving terminated with success"));
      });
      s.poisson(from, to, gap * 2, (t) =>
        s.emit(name, t, "info", redis("M", "*", `Accepted ${ip(r)}:${r.int(30000, 60000)}`)),
      );
      break;
    case "cassandra":
      s.poisson(from, to, gap, (t) => {
        const x = r.next();
        if (x < 0.4)
          s.emit(
            name,
            t,
            "info",
            cass(
              `CompactionExecutor:${r.int(1, 16)}`,
              "CompactionTask.java:241",
              `Compacted (${r.hex(8)}-${r.hex(4)}) ${r.int(2, 6)} sstables to [/var/lib/cassandra/data/${db}/${r.pick(TABLES)}-${r.hex(12)}/nb-${r.int(100, 9000)}-big,] to level=0.  ${r.int(10, 900)}.${r.int(100, 999)}MiB to ${r.int(10, 800)}.${r.int(100, 999)}MiB (~${r.int(60, 99)}% of original) in ${r.int(800, 40000)}ms.`,
            ),
          );
        else if (x < 0.7)
          s.emit(
            name,
            t,
            "info",
            cass(
              "ScheduledTasks:1",
              "GCInspector.java:285",
              `G1 Young Generation GC in ${r.int(200, 480)}ms.  G1 Eden Space: ${r.int(1000, 3000)}000000 -> 0; G1 Old Gen: ${r.int(2000, 4000)}000000 -> ${r.int(2000, 4000)}000000;`,
            ),
          );
        else
          s.emit(
            name,
            t,
            "info",
            cass(
              `MemtableFlushWriter:${r.int(1, 4)}`,
              "Flushing.java:153",
              `Writing Memtable-${r.pick(TABLES)}@${r.int(100000000, 999999999)}(${r.int(1, 90)}.${r.int(100, 999)}MiB serialized bytes, ${r.int(1000, 90000)} ops, ${r.int(1, 9)}%/0% of on/off-heap limit), flushed range = [null, null)`,
            ),
          );
      });
      break;
    case "kafka":
      s.poisson(from, to, gap, (t) => {
        const topic = `${r.pick(["orders", "events", "audit", "notifications", "telemetry"])}-${r.int(0, 11)}`;
        const x = r.next();
        const b = r.int(1, 3);
        if (x < 0.35)
          s.emit(
            name,
            t,
            "info",
            kafka(
              `[ProducerStateManager partition=${topic}] Wrote producer snapshot at offset ${r.int(100000, 9999999)} with ${r.int(0, 9)} producer ids in ${r.int(1, 20)} ms.`,
              "kafka.log.ProducerStateManager",
            ),
          );
        else if (x < 0.65)
          s.emit(
            name,
            t,
            "info",
            kafka(
              `[LocalLog partition=${topic}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(100000, 9999999)} in ${r.int(1, 9)} ms.`,
              "kafka.log.LocalLog",
            ),
          );
        else if (x < 0.85)
          s.emit(
            name,
            t,
            "info",
            kafka(
              `[UnifiedLog partition=${topic}, dir=/var/lib/kafka/data] Deleting segment LogSegment(baseOffset=${r.int(10000, 99999)}, size=${r.int(100000, 1073741824)}, lastModifiedTime=${t - 7 * 86400000}, largestRecordTimestamp=${t - 7 * 86400000}) due to log retention time 604800000ms breach based on the largest record timestamp in the segment`,
              "kafka.log.UnifiedLog",
            ),
          );
        else
          s.emit(
            name,
            t,
            "info",
            kafka(
              `[GroupCoordinator ${b}]: Stabilized group ${r.pick(clients)}-consumers generation ${r.int(100, 900)} (__consumer_offsets-${r.int(0, 49)}) with ${r.int(2, 8)} members`,
              "kafka.coordinator.group.GroupCoordinator",
            ),
          );
      });
      break;
    case "rabbitmq":
      s.poisson(from, to, gap, (t) => {
        const c = `${ip(r)}:${r.int(30000, 60000)} -> 10.0.0.5:5672`;
        const x = r.next();
        if (x < 0.35) s.emit(name, t, "info", rabbit(r, `accepting AMQP connection ${c}`));
        else if (x < 0.7)
          s.emit(
            name,
            t,
            "info",
            rabbit(r, `connection ${c}: user '${user()}' authenticated and granted access to vhost '/'`),
          );
        else s.emit(name, t, "info", rabbit(r, `closing AMQP connection (${c}, vhost: '/', user: '${user()}')`));
      });
      break;
    case "elasticsearch":
      s.poisson(from, to, gap, (t) => {
        const node = `${name}-${r.int(0, 2)}`;
        const x = r.next();
        if (x < 0.5)
          s.emit(
            name,
            t,
            "info",
            es(
              "o.e.c.m.MetadataMappingService",
              node,
              `[${db}-2026.${r.int(10, 12)}/${r.hex(22)}] update_mapping [_doc]`,
            ),
          );
        else if (x < 0.8)
          s.emit(
            name,
            t,
            "info",
            es(
              "o.e.m.j.JvmGcMonitorService",
              node,
              `[gc][${r.int(10000, 900000)}] overhead, spent [${r.int(250, 480)}ms] collecting in the last [1s]`,
            ),
          );
        else
          s.emit(
            name,
            t,
            "info",
            es(
              "o.e.x.i.IndexLifecycleRunner",
              node,
              `policy [${db}-rollover] for index [${db}-2026.${r.int(10, 12)}-000${r.int(10, 99)}] on an error step due to a transient error, moving back to the failed step [check-rollover-ready] for execution. retry attempt [${r.int(1, 40)}]`,
            ),
          );
      });
      break;
    case "etcd":
      s.poisson(from, to, gap * 1.5, (t) => {
        if (r.chance(0.5))
          s.emit(
            name,
            t,
            "info",
            etcd("info", "mvcc/index.go:214", "compact tree index", { revision: r.int(1000000, 9999999) }),
          );
        else
          s.emit(
            name,
            t,
            "info",
            etcd("info", "mvcc/kvstore_compaction.go:66", "finished scheduled compaction", {
              "compact-revision": r.int(1000000, 9999999),
              took: `${r.int(2, 30)}.${r.int(100, 999)}ms`,
              hash: r.int(100000000, 999999999),
            }),
          );
      });
      s.poisson(from, to, 45_000, (t) =>
        s.emit(
          name,
          t,
          "warn",
          etcd("warn", "etcdserver/util.go:170", "apply request took too long", {
            took: `${r.int(101, 180)}.${r.int(100, 999)}ms`,
            "expected-duration": "100ms",
            prefix: "read-only range ",
            request: `key:"/registry/leases/kube-node-lease/" range_end:"/registry/leases/kube-node-lease0" count_only:true `,
            response: `range_response_count:0 size:${r.int(6, 9)}`,
          }),
        ),
      );
      break;
    case "zookeeper":
      s.poisson(from, to, gap, (t) => {
        const sid = `0x${r.int(1, 3)}000${r.hex(10)}`;
        if (r.chance(0.5))
          s.emit(
            name,
            t,
            "info",
            zk(
              r.int(1, 3),
              "INFO",
              "CommitProcWorkThread-1:LearnerSessionTracker@116",
              `Committing global session ${sid}`,
            ),
          );
        else
          s.emit(
            name,
            t,
            "info",
            zk(
              r.int(1, 3),
              "INFO",
              "NIOWorkerThread-2:NIOServerCnxn@696",
              `Closed socket connection for client /${ip(r)}:${r.int(30000, 60000)} which had sessionid ${sid}`,
            ),
          );
      });
      break;
    case "minio":
      s.poisson(from, to, gap * 2, (t) =>
        s.emit(
          name,
          t,
          "info",
          `Scanner: cycle ${r.int(1000, 9999)} completed, ${r.int(1000, 90000)} objects scanned in ${r.int(2, 40)}s`,
        ),
      );
      break;
  }
}
