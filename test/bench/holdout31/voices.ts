// How each runtime or server prints its routine lines (requests, health checks, periodic jobs), in its own wording.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Stack =
  | "rust"
  | "elixir"
  | "laravel"
  | "symfony"
  | "akka"
  | "ktor"
  | "node"
  | "cpp"
  | "haskell"
  | "ocaml"
  | "mongodb"
  | "cassandra"
  | "elasticsearch"
  | "clickhouse"
  | "etcd"
  | "consul"
  | "vault"
  | "traefik"
  | "caddy"
  | "haproxy"
  | "rabbitmq"
  | "nats"
  | "memcached"
  | "minio";

export type Line = [Level, string];

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");
const hms = (d: Date) => `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;

/** Apache/CLF time: 29/Nov/2026:10:02:03 +0000 */
export const clf = (t: number) => {
  const d = new Date(t);
  return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${hms(d)} +0000`;
};

/** A glog line prefix: E1129 10:02:03.123456    17 file.cc:42] */
export const glog = (lvl: "I" | "W" | "E" | "F", t0: number, file: string, msg: string, tid = 17) => {
  const t = Math.floor(t0);
  const d = new Date(t);
  const us = String((t % 1000) * 1000 + ((t * 7) % 1000)).padStart(6, "0");
  return `${lvl}${p2(d.getUTCMonth() + 1)}${p2(d.getUTCDate())} ${hms(d)}.${us} ${String(tid).padStart(5)} ${file}] ${msg}`;
};

/** A MongoDB 4.4+ structured log line. */
export const mongo = (t: number, s: string, c: string, id: number, ctx: string, msg: string, attr: object) =>
  JSON.stringify({ t: { $date: new Date(t).toISOString().replace("Z", "+00:00") }, s, c, id, ctx, msg, attr });

/** Elasticsearch / log4j2 console prefix. */
export const esLine = (t: number, lvl: string, logger: string, node: string, msg: string) =>
  `[${new Date(t).toISOString().replace("T", "T").replace("Z", "").replace(".", ",")}][${lvl.padEnd(5)}][${logger}] [${node}] ${msg}`;

/** Cassandra system.log prefix. */
export const cass = (t: number, lvl: string, thread: string, file: string, msg: string) =>
  `${lvl.padEnd(5)} [${thread}] ${new Date(t).toISOString().replace("T", " ").replace("Z", "").replace(".", ",")} ${file} - ${msg}`;

/** etcd zap JSON. */
export const zap = (t: number, level: string, caller: string, msg: string, extra: object = {}) =>
  JSON.stringify({ level, ts: new Date(t).toISOString(), caller, msg, ...extra });

const ip = (r: Rng) => `10.${r.int(0, 9)}.${r.int(0, 40)}.${r.int(2, 250)}`;
const UA = [
  "okhttp/4.12.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)",
  "Go-http-client/2.0",
  "axios/1.7.7",
];

export interface Voice {
  /** Lines for one served request (empty when this kind of component does not log requests). */
  req(r: Rng, t: number, m: string, p: string, s: number, ms: number, svc: string): Line[];
  /** One line of routine internal work, or null. */
  work(r: Rng, t: number, svc: string): Line | null;
  health(r: Rng, t: number, svc: string): Line | null;
  job(r: Rng, t: number, svc: string): Line | null;
}

const lvl = (s: number): Level => (s >= 500 ? "error" : s >= 400 ? "warn" : "info");
const crate = (svc: string) => svc.replace(/-/g, "_");
const mod = (svc: string) =>
  svc
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

export const VOICES: Record<Stack, Voice> = {
  rust: {
    req: (_r, _t, m, p, s, ms) => [
      [
        lvl(s),
        `request{method=${m} uri=${p} version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=${ms} ms status=${s}`,
      ],
    ],
    work: (r, _t, svc) =>
      r.chance(0.5)
        ? [
            "info",
            `${crate(svc)}::store: sqlx::query rows_returned=${r.int(0, 40)} elapsed=${r.float(0.3, 9).toFixed(3)}ms`,
          ]
        : null,
    health: () => [
      "debug",
      "request{method=GET uri=/healthz version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=0 ms status=200",
    ],
    job: (r, _t, svc) => [
      "info",
      `${crate(svc)}::jobs: refreshed rate cache entries=${r.int(200, 900)} took_ms=${r.int(3, 90)}`,
    ],
  },
  elixir: {
    req: (r, _t, m, p, s, ms) => [
      ["info", `${m} ${p}`],
      [lvl(s), `Sent ${s} in ${ms > 1 ? `${ms}ms` : `${r.int(300, 990)}µs`}`],
    ],
    work: (r, _t, svc) =>
      r.chance(0.6)
        ? [
            "debug",
            `QUERY OK source="${r.pick(["visits", "slots", "events", "accounts"])}" db=${r.float(0.4, 6).toFixed(1)}ms queue=${r.float(0, 0.6).toFixed(1)}ms idle=${r.float(20, 1900).toFixed(1)}ms (${mod(svc)}.Repo)`,
          ]
        : null,
    health: (r) => ["info", `Sent 200 in ${r.int(200, 700)}µs`],
    job: (r, _t, svc) => [
      "info",
      JSON.stringify({
        event: "job:stop",
        source: "oban",
        worker: `${mod(svc)}.Workers.${r.pick(["Reminder", "Sweep", "Digest"])}`,
        queue: "default",
        state: "success",
        attempt: 1,
        duration: r.int(800, 90000),
      }),
    ],
  },
  laravel: {
    req: (r, t, m, p, s) =>
      [[lvl(s), `${ip(r)} -  ${clf(t)} "${m} /index.php" ${s}`]].concat(
        r.chance(0.3) ? [["info", `production.INFO: ${m} ${p} handled {"user_id":${r.int(100, 99999)}}`]] : [],
      ) as Line[],
    work: () => null,
    health: (r, t) => ["info", `${ip(r)} -  ${clf(t)} "GET /up" 200`],
    job: (r) => [
      "info",
      `Running scheduled command: '/usr/local/bin/php' 'artisan' ${r.pick(["invoices:remind", "queue:prune-failed", "sanctum:prune-expired"])} > '/dev/null' 2>&1`,
    ],
  },
  symfony: {
    req: (_r, _t, m, p, s) =>
      [
        [
          "info",
          `request.INFO: Matched route "${p.replace(/\W+/g, "_").replace(/^_/, "app_")}". {"route":"${p}","method":"${m}"} []`,
        ],
      ].concat(
        s >= 500 ? [["error", `request.CRITICAL: Uncaught PHP Exception on ${m} ${p} (HTTP ${s}) [] []`]] : [],
      ) as Line[],
    work: (r) =>
      r.chance(0.4)
        ? [
            "debug",
            `doctrine.DEBUG: Executing statement: SELECT t0.id AS id_1 FROM patient t0 WHERE t0.id = ? (parameters: {"1":${r.int(1000, 99999)}})`,
          ]
        : null,
    health: () => ["info", 'request.INFO: Matched route "app_health". {"route":"app_health","method":"GET"} []'],
    job: (r) => [
      "info",
      `messenger.INFO: Message App\\Message\\SendReminder handled by App\\MessageHandler\\SendReminderHandler {"id":${r.int(1000, 9999)}}`,
    ],
  },
  akka: {
    req: (_r, _t, m, p, s, ms) => [
      [
        lvl(s),
        `${m} ${p} -> ${s} ${s < 400 ? "OK" : s === 503 ? "Service Unavailable" : s === 500 ? "Internal Server Error" : "Error"} (${ms} ms)`,
      ],
    ],
    work: (r, _t, svc) =>
      r.chance(0.4) ? ["info", `akka://${svc}/user/cache-refresher - refreshed ${r.int(40, 500)} entries`] : null,
    health: () => ["debug", "GET /health -> 200 OK (1 ms)"],
    job: (r, _t, svc) => [
      "info",
      `Cluster Node [akka://${svc}@10.1.2.${r.int(3, 9)}:25520] - Cluster membership gossip: 3 members Up`,
    ],
  },
  ktor: {
    req: (_r, _t, m, p, s, ms) => [
      [lvl(s), `${s} ${s < 400 ? "OK" : s >= 500 ? "Internal Server Error" : "Bad Request"}: ${m} - ${p} in ${ms}ms`],
    ],
    work: (r) =>
      r.chance(0.2)
        ? ["debug", `HikariPool-1 - Pool stats (total=10, active=${r.int(0, 4)}, idle=${r.int(6, 10)}, waiting=0)`]
        : null,
    health: () => ["debug", "200 OK: GET - /health in 1ms"],
    job: (r) => [
      "info",
      `io.ktor.server.Application - scheduled sync finished: ${r.int(10, 300)} rows in ${r.int(40, 900)}ms`,
    ],
  },
  node: {
    req: (r, _t, m, p, s, ms) => [[lvl(s), `${m} ${p} ${s} ${ms}.${r.int(100, 999)} ms - ${r.int(2, 4000)}`]],
    work: (r) =>
      r.chance(0.4)
        ? [
            "debug",
            `prisma:query SELECT "public"."Article"."id", "public"."Article"."slug" FROM "public"."Article" WHERE "public"."Article"."id" = $1 LIMIT $2 OFFSET $3`,
          ]
        : null,
    health: (r) => ["debug", `GET /healthz 200 0.${r.int(300, 999)} ms - 2`],
    job: (r) => ["info", `[cron] sitemap regenerated: ${r.int(1000, 9000)} urls`],
  },
  cpp: {
    req: (r, t, m, p, s, ms) => [
      [lvl(s), glog(s >= 500 ? "E" : "I", t, "http_server.cc:214", `${m} ${p} ${s} ${ms}ms`, r.int(20, 60))],
    ],
    work: (r, t) =>
      r.chance(0.4)
        ? [
            "info",
            glog("I", t, "ranker.cc:118", `scored ${r.int(100, 900)} candidates in ${r.int(1, 9)}ms`, r.int(20, 60)),
          ]
        : null,
    health: (_r, t) => ["debug", glog("I", t, "http_server.cc:88", "GET /healthz 200 0ms")],
    job: (r, t) => [
      "info",
      glog("I", t, "model_loader.cc:61", `model snapshot unchanged (v${r.int(40, 49)}.${r.int(0, 9)})`),
    ],
  },
  haskell: {
    req: (r, t, m, p, s) => [[lvl(s), `${ip(r)} - - [${clf(t)}] "${m} ${p} HTTP/1.1" ${s} - "" "${r.pick(UA)}"`]],
    work: () => null,
    health: (r, t) => ["info", `${ip(r)} - - [${clf(t)}] "GET /health HTTP/1.1" 200 - "" "kube-probe/1.30"`],
    job: (r) => ["info", `[Info] refreshed reference tables (${r.int(3, 9)} tables, ${r.int(100, 999)} ms)`],
  },
  ocaml: {
    req: (r, _t, m, p, s, ms) => {
      const id = r.int(100, 9999);
      return [
        ["info", `dream.logger  INFO REQ ${id} ${m} ${p} ${ip(r)}:${r.int(30000, 60000)} fd ${r.int(8, 90)}`],
        [lvl(s), `dream.logger  ${s >= 500 ? "WARN" : "INFO"} REQ ${id} ${s} in ${ms * 1000 + r.int(0, 999)} μs`],
      ];
    },
    work: () => null,
    health: () => null,
    job: (r) => ["info", `typeset.cache  INFO font cache warm (${r.int(20, 60)} faces)`],
  },
  mongodb: {
    req: () => [],
    work: (r, t) =>
      r.chance(0.3)
        ? [
            "info",
            mongo(t, "I", "NETWORK", 22943, "listener", "Connection accepted", {
              remote: `${ip(r)}:${r.int(30000, 60000)}`,
              connectionId: r.int(1000, 9999),
              connectionCount: r.int(40, 90),
            }),
          ]
        : null,
    health: () => null,
    job: (r, t) => [
      "info",
      mongo(t, "I", "STORAGE", 22430, "Checkpointer", "WiredTiger message", {
        message: {
          ts_sec: Math.floor(t / 1000),
          ts_usec: 0,
          thread: "1:0x7f3c",
          message: `[WT_VERB_CHECKPOINT_PROGRESS] saving checkpoint snapshot min: ${r.int(1e5, 9e5)}`,
        },
      }),
    ],
  },
  cassandra: {
    req: () => [],
    work: (r, t) =>
      r.chance(0.03)
        ? [
            "info",
            cass(
              t,
              "INFO",
              "Native-Transport-Requests-1",
              "NoSpamLogger.java:92",
              `Maximum memory usage reached (512MiB), cannot allocate chunk of 1MiB`,
            ),
          ]
        : null,
    health: () => null,
    job: (r, t) => [
      "info",
      cass(
        t,
        "INFO",
        `CompactionExecutor:${r.int(1, 4)}`,
        "CompactionTask.java:253",
        `Compacted (${r.hex(8)}) ${r.int(2, 6)} sstables to [/var/lib/cassandra/data/comments/by_article-${r.hex(12)}/nb-${r.int(100, 999)}-big,] to level=0.  ${r.int(10, 90)}.${r.int(0, 9)}MiB to ${r.int(5, 60)}.${r.int(0, 9)}MiB (~${r.int(40, 90)}% of original) in ${r.int(300, 4000)}ms.`,
      ),
    ],
  },
  elasticsearch: {
    req: () => [],
    work: (r, t, svc) =>
      r.chance(0.05)
        ? [
            "info",
            esLine(
              t,
              "INFO",
              "o.e.c.m.MetadataMappingService",
              `${svc}-0`,
              `[records/${r.hex(6)}] update_mapping [_doc]`,
            ),
          ]
        : null,
    health: () => null,
    job: (r, t, svc) => [
      "info",
      esLine(
        t,
        "INFO",
        "o.e.m.j.JvmGcMonitorService",
        `${svc}-0`,
        `[gc][${r.int(10000, 90000)}] overhead, spent [${r.int(200, 400)}ms] collecting in the last [1s]`,
      ),
    ],
  },
  clickhouse: {
    req: () => [],
    work: (r) =>
      r.chance(0.5)
        ? [
            "info",
            `{${r.hex(8)}-${r.hex(4)}-${r.hex(4)}} <Information> executeQuery: Read ${r.int(10, 90000)} rows, ${r.int(1, 900)}.${r.int(10, 99)} KiB in 0.0${r.int(10, 99)} sec., ${r.int(10000, 900000)} rows/sec.`,
          ]
        : null,
    health: () => null,
    job: (r) => [
      "info",
      `<Information> events.page_views (${r.hex(8)}-${r.hex(4)}) (MergerMutator): Selected ${r.int(2, 8)} parts from 202611_${r.int(1, 900)}_${r.int(900, 2000)}_1 to 202611_${r.int(2000, 3000)}_${r.int(3000, 4000)}_1`,
    ],
  },
  etcd: {
    req: () => [],
    work: () => null,
    health: () => null,
    job: (r, t) => [
      "info",
      zap(t, "info", "mvcc/kvstore_compaction.go:69", "finished scheduled compaction", {
        "compact-revision": r.int(1e6, 2e6),
        took: `${r.int(2, 30)}.${r.int(100, 999)}ms`,
      }),
    ],
  },
  consul: {
    req: () => [],
    work: (r) =>
      r.chance(0.3)
        ? ["info", `[INFO]  agent: Synced check: check=service:${r.pick(["web", "api", "worker"])}-${r.int(1, 3)}`]
        : null,
    health: () => null,
    job: () => ["info", "[INFO]  agent: Synced node info"],
  },
  vault: {
    req: () => [],
    work: (r) =>
      r.chance(0.3)
        ? ["info", `[INFO]  expiration: revoked lease: lease_id=auth/kubernetes/login/h${r.hex(22)}`]
        : null,
    health: () => null,
    job: () => ["info", "[INFO]  rollback: starting rollback manager"],
  },
  traefik: {
    req: (r, t, m, p, s, ms, svc) => [
      [
        "info",
        `${ip(r)} - - [${clf(t)}] "${m} ${p} HTTP/2.0" ${s} ${r.int(2, 9000)} "-" "${r.pick(UA)}" ${r.int(1000, 99999)} "${svc}@kubernetescrd" "http://10.${r.int(1, 9)}.${r.int(0, 40)}.${r.int(2, 250)}:8080" ${ms}ms`,
      ],
    ],
    work: () => null,
    health: () => null,
    job: () => null,
  },
  caddy: {
    req: (r, _t, m, p, s, ms) => [
      [
        s >= 500 ? "error" : "info",
        JSON.stringify({
          logger: "http.log.access.log0",
          msg: "handled request",
          request: { remote_ip: ip(r), proto: "HTTP/2.0", method: m, host: "www.quillmark.example", uri: p },
          bytes_read: 0,
          duration: ms / 1000,
          size: r.int(200, 90000),
          status: s,
        }),
      ],
    ],
    work: () => null,
    health: () => null,
    job: () => null,
  },
  haproxy: {
    req: (r, t, m, p, s, ms, svc) => {
      const d = new Date(t);
      return [
        [
          "info",
          `${ip(r)}:${r.int(30000, 65000)} [${clf(t).slice(0, 20)}.${String(d.getUTCMilliseconds()).padStart(3, "0")}] fe_https~ be_${svc}/srv${r.int(1, 3)} 0/0/${r.int(0, 2)}/${ms}/${ms + 1} ${s} ${r.int(200, 9000)} - - ---- ${r.int(20, 90)}/${r.int(20, 90)}/${r.int(1, 9)}/${r.int(0, 4)}/0 0/0 "${m} ${p} HTTP/1.1"`,
        ],
      ];
    },
    work: () => null,
    health: () => null,
    job: () => null,
  },
  rabbitmq: {
    req: () => [],
    work: (r) => {
      if (!r.chance(0.15)) return null;
      const pid = `<0.${r.int(1000, 40000)}.0>`;
      return ["info", `${pid} accepting AMQP connection ${pid} (${ip(r)}:${r.int(30000, 60000)} -> 10.0.1.3:5672)`];
    },
    health: () => null,
    job: () => null,
  },
  nats: {
    req: () => [],
    work: (r) =>
      r.chance(0.1)
        ? ["info", `[INF] ${ip(r)}:${r.int(30000, 60000)} - cid:${r.int(100, 9999)} - Client connection created`]
        : null,
    health: () => null,
    job: () => null,
  },
  memcached: {
    req: () => [],
    work: (r) => (r.chance(0.05) ? ["info", `<${r.int(20, 90)} new auto-negotiating client connection`] : null),
    health: () => null,
    job: () => null,
  },
  minio: {
    req: () => [],
    work: () => null,
    health: () => null,
    job: (r) =>
      r.chance(0.3)
        ? ["info", `Scanner: cycle ${r.int(1000, 9000)} completed, ${r.int(1000, 90000)} objects scanned`]
        : null,
  },
};
