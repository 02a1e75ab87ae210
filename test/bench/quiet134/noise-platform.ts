// Platform noise: rolling restarts with a retry or two, consumer-group rebalances, long but healthy GC pauses,
// cron runs skipped on a held lock, backfills skipping duplicates, report queries killed by statement timeouts,
// a cold cache after restart, a readiness probe flapping once, log volumes rotated, NTP steps, a metrics sink
// that no longer resolves, a chronic legacy error, transient resets retried successfully.

import { heapMb } from "./background.js";
import type { Ctx } from "./ctx.js";
import { access, proxyError, routeOf } from "./http.js";
import { rollingDeploy } from "./lifecycle.js";
import { count, exName, type NoiseKind, rate } from "./noise-kit.js";
import type { Rng } from "./rng.js";
import type { ServiceDef } from "./types.js";

function ver(r: Rng): [string, string] {
  const maj = r.int(1, 9);
  const min = r.int(0, 30);
  return [`${maj}.${min}.${r.int(0, 9)}`, `${maj}.${min + 1}.0`];
}

/** A rolling restart of one service with the proxy seeing a few refused connections that callers retry. */
export function restartWithBlips(ctx: Ctx, r: Rng, s: ServiceDef, t: number, blips: number): void {
  const [from, to] = ver(r);
  const end = rollingDeploy(ctx, r, s, t, from, to, r.int(2, 3));
  for (let i = 0; i < blips; i++) {
    const at = r.float(t, end);
    const ids = ctx.ids();
    const route = routeOf(ctx, s.roles[0] ?? "web");
    access(ctx, at, ids, { ...route, status: 503, ms: r.int(0, 4), up: s });
    if (i === 0) proxyError(ctx, at, s, "refused", route.method, route.path);
    access(ctx, at + r.int(100, 900), ids, { ...route, status: 200, ms: r.int(20, 200), up: s });
    const callers = ctx
      .apps()
      .filter((c) => c.name !== s.name && (c.roles.includes("intake") || c.roles.includes("web")));
    if (callers.length && r.chance(0.6))
      ctx.emit(
        at + r.int(5, 50),
        r.pick(callers),
        "WARN",
        `call to ${s.name} got 503 Service Unavailable (connection refused during rollout), retry 1/3 succeeded in ${r.int(120, 900)}ms`,
        { ids },
      );
  }
}

export const rollingRestart: NoiseKind = {
  id: "rolling_restart",
  title: "a rolling restart with a few retried 503s",
  run(ctx, r, w) {
    const n = w >= 1 ? 2 : 1;
    const svcs = r.shuffle(ctx.apps().filter((s) => !s.roles.includes("jobs"))).slice(0, n);
    for (const s of svcs) restartWithBlips(ctx, r, s, ctx.at(r, 0.05, 0.75), Math.round(r.int(1, 5) * w) + 1);
  },
};

export const rebalance: NoiseKind = {
  id: "consumer_rebalance",
  title: "a consumer group rebalancing after a scale-up",
  run(ctx, r, w) {
    const s = r.pick([ctx.svc("dispatch"), ctx.svc("stock"), ctx.svc("notify")]);
    const group = s.roles.includes("dispatch") ? "dispatch" : s.roles.includes("stock") ? "van-ledger" : "notify";
    const topic = group === "notify" ? "notification-requests" : "job-events";
    const rounds = Math.max(1, Math.round(2 * w));
    for (let k = 0; k < rounds; k++) {
      const t = ctx.at(r, 0.05, 0.9);
      const gen = r.int(100, 900);
      const parts = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).slice(0, r.int(2, 4));
      const plist = parts.map((p) => `${topic}-${p}`).join(", ");
      if (s.runtime === "java" || s.runtime === "kotlin") {
        const who = `[Consumer clientId=consumer-${group}-${r.int(1, 4)}, groupId=${group}]`;
        ctx.emit(t, s, "INFO", `${who} Request joining group due to: group is already rebalancing`);
        ctx.emit(t + 40, s, "INFO", `${who} Attempt to heartbeat failed since group is rebalancing`);
        ctx.emit(t + 90, s, "INFO", `${who} Revoke previously assigned partitions ${plist}`);
        if (r.chance(0.6)) {
          ctx.emit(
            t + 95,
            s,
            "WARN",
            `${who} Offset commit failed on partition ${topic}-${parts[0]} at offset ${r.int(100000, 999999)}: The coordinator is not aware of this member.`,
          );
          ctx.emit(t + 97, s, "ERROR", "Consumer exception, will retry after rebalance", {
            trace: {
              ex: "org.apache.kafka.clients.consumer.CommitFailedException",
              msg: "Offset commit cannot be completed since the consumer is not part of an active group for auto partition assignment; it is likely that the consumer was kicked out of the group.",
              frames: [
                ["org.apache.kafka.clients.consumer.internals/ConsumerCoordinator", "sendOffsetCommitRequest"],
                ["org.apache.kafka.clients.consumer.internals/ConsumerCoordinator", "commitOffsetsSync"],
                ["org.apache.kafka.clients.consumer/KafkaConsumer", "commitSync"],
              ],
              tail: "worker",
            },
          });
        }
        ctx.emit(t + 400, s, "INFO", `${who} (Re-)joining group`);
        ctx.emit(
          t + r.int(2000, 6000),
          s,
          "INFO",
          `${who} Successfully joined group with generation Generation{generationId=${gen}, memberId='consumer-${group}-${r.hex(8)}', protocol='cooperative-sticky'}`,
        );
        ctx.emit(t + r.int(6100, 6500), s, "INFO", `${who} Adding newly assigned partitions: ${plist}`);
      } else if (s.runtime === "node") {
        ctx.emit(
          t,
          s,
          "ERROR",
          `[Connection] Response Heartbeat(key: 12, version: 3) broker=kafka-${r.int(0, 2)}:9092 clientId=${s.name} error="The group is rebalancing, so a rejoin is needed"`,
        );
        ctx.emit(
          t + 30,
          s,
          "WARN",
          `[Runner] The group is rebalancing, re-joining groupId=${group} memberId=${s.name}-${r.hex(8)}`,
        );
        ctx.emit(
          t + r.int(2000, 5000),
          s,
          "INFO",
          `[ConsumerGroup] Consumer has joined the group groupId=${group} generationId=${gen} memberAssignment={"${topic}":[${parts.join(",")}]}`,
        );
      } else {
        ctx.emit(t, s, "WARN", `consumer group ${group}: rebalance in progress (REBALANCE_IN_PROGRESS), pausing fetch`);
        ctx.emit(t + 80, s, "INFO", `consumer group ${group}: partitions revoked: ${plist}`);
        ctx.emit(t + r.int(2000, 5000), s, "INFO", `consumer group ${group}: generation ${gen} assigned: ${plist}`);
      }
      ctx.emit(
        t + r.int(6500, 12000),
        s,
        "INFO",
        `${topic} lag after rebalance: ${r.int(20, 900)} messages, catching up`,
      );
    }
  },
};

export const longGc: NoiseKind = {
  id: "long_gc_pauses",
  title: "long but recovering JVM GC pauses",
  run(ctx, r, w) {
    const jvms = ctx.ofRuntime("java", "kotlin");
    const s = r.pick(jvms);
    const n = count(ctx, w, 14);
    for (let i = 0; i < n; i++) {
      const t = ctx.at(r, 0.05, 0.95);
      const heap = heapMb(s);
      const ms = r.float(380, 1400);
      ctx.emit(
        t,
        s,
        "WARN",
        `GC(${r.int(3000, 9000)}) Pause Full (G1 Compaction Pause) ${Math.round(heap * r.float(0.9, 0.98))}M->${Math.round(heap * r.float(0.3, 0.45))}M(${heap}M) ${ms.toFixed(3)}ms`,
      );
      if (r.chance(0.5))
        ctx.emit(
          t + ms + 20,
          s,
          "WARN",
          `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${(30 + ms / 1000).toFixed(1)}s).`,
        );
      if (r.chance(0.6))
        ctx.emit(
          t + ms + 40,
          s,
          "WARN",
          `slow request ${routeOf(ctx, s.roles[0] ?? "web").path.split("?")[0]} took ${Math.round(ms + r.int(50, 400))}ms (threshold 1000ms)`,
        );
    }
  },
};

export const cronLockSkip: NoiseKind = {
  id: "cron_lock_skip",
  title: "scheduled runs skipped while a previous run holds the lock",
  run(ctx, r, w) {
    const jobs = ctx.svc("jobs");
    const name = r.pick(ctx.estate.scheduled);
    const holder = `${jobs.name}-${r.hex(5)}`;
    const since = new Date(ctx.t0 - r.int(5, 40) * 60000).toISOString().slice(11, 19);
    const every = r.pick([60000, 120000]);
    ctx.every(
      r,
      every / Math.max(0.5, w),
      2000,
      (t) => {
        ctx.emit(
          t,
          jobs,
          "WARN",
          jobs.runtime === "ruby"
            ? `${name} skipped: unique lock held by ${holder} since ${since}Z (previous run still going)`
            : `Not executing '${name}'. It's locked by ${holder} since ${since}Z (previous run still running)`,
        );
      },
      ctx.t0,
      ctx.at(r, 0.6, 1),
    );
    ctx.emit(
      ctx.at(r, 0.7, 0.98),
      jobs,
      "INFO",
      `${name} long run finished after ${r.int(18, 55)}m (rows=${r.int(20000, 90000)}); lock released`,
    );
  },
};

export const backfill: NoiseKind = {
  id: "backfill_duplicates",
  title: "a history backfill skipping duplicate rows",
  run(ctx, r, w) {
    const jobs = ctx.svc("jobs");
    const batches = count(ctx, w, 16);
    const start = ctx.at(r, 0, 0.3);
    const month = r.pick(["2025-10", "2025-11", "2025-12"]);
    ctx.emit(
      start - 2000,
      jobs,
      "INFO",
      `backfill job_history ${month}-01..${month}-30 starting (${batches * 2} batches of 1000, on_conflict=skip)`,
    );
    for (let i = 0; i < batches; i++) {
      const t = start + i * r.int(15000, 40000);
      const dups = r.chance(0.5) ? r.int(1, 40) : 0;
      for (let k = 0; k < Math.min(dups, 3); k++) {
        const key = r.int(4000000, 4099999);
        const ex = exName(jobs, {
          jvm: "org.postgresql.util.PSQLException",
          python: "psycopg2.errors.UniqueViolation",
          ruby: "ActiveRecord::RecordNotUnique",
        });
        ctx.emit(
          t + k * 30,
          jobs,
          "ERROR",
          `insert failed for job ${key}: ${ex}: duplicate key value violates unique constraint "job_history_pkey" DETAIL: Key (job_id)=(${key}) already exists.`,
          k === 0 && r.chance(0.5)
            ? {
                trace: {
                  ex,
                  msg: `duplicate key value violates unique constraint "job_history_pkey"\nDETAIL:  Key (job_id)=(${key}) already exists.`,
                  frames: [
                    ["BackfillWriter", "_insert_row"],
                    ["BackfillWriter", "write_batch"],
                    ["BackfillTask", "run"],
                  ],
                  tail: "worker",
                },
              }
            : {},
        );
      }
      ctx.emit(
        t + 200,
        jobs,
        dups ? "WARN" : "INFO",
        `backfill job_history batch ${i + 1}/${batches * 2}: inserted=${1000 - dups} skipped_duplicates=${dups}`,
      );
    }
  },
};

export const slowQueryKilled: NoiseKind = {
  id: "slow_query_killed",
  title: "an ad-hoc report query killed by the statement timeout",
  run(ctx, r, w) {
    const s = r.pick([ctx.svc("jobs"), ctx.svc("stock")]);
    const n = Math.max(1, Math.round(5 * w));
    for (let i = 0; i < n; i++) {
      const t = ctx.at(r, 0.05, 0.85);
      const report = r.pick([
        "monthly van stock valuation",
        "technician utilisation by region",
        "callouts by postcode district 12m",
        "key blank usage by shop",
      ]);
      const ex = exName(s, {
        jvm: "org.postgresql.util.PSQLException",
        python: "psycopg2.errors.QueryCanceled",
        dotnet: "Npgsql.PostgresException",
        ruby: "ActiveRecord::QueryCanceled",
        node: "error",
      });
      const msg =
        s.runtime === "dotnet"
          ? "57014: canceling statement due to statement timeout"
          : "ERROR: canceling statement due to statement timeout";
      ctx.emit(
        t,
        s,
        "INFO",
        `report '${report}' requested by ${r.pick(["ops.manager", "finance", "j.hughes", "area.lead.north"])} range=${r.pick(["12 months", "all time", "24 months"])}`,
      );
      ctx.emit(t + 30000 + r.int(0, 200), s, "ERROR", `report '${report}' failed after 30.0s`, {
        trace: {
          ex,
          msg,
          frames: [
            ["ReportRunner", s.runtime === "python" ? "_execute" : "execute"],
            ["ReportRunner", "run"],
            ["ReportJob", "handle"],
          ],
          tail: "worker",
        },
      });
      if (r.chance(0.8))
        ctx.emit(
          t + r.int(60000, 150000),
          s,
          "INFO",
          `report '${report}' completed in ${r.float(3, 20).toFixed(1)}s (range narrowed to 3 months, ${r.int(400, 9000)} rows)`,
        );
    }
  },
};

export const coldCache: NoiseKind = {
  id: "cold_cache",
  title: "a cold cache warming up after a restart",
  run(ctx, r, w) {
    const s = ctx.svc("pricing");
    const t = ctx.at(r, 0.05, 0.5);
    ctx.emit(
      t,
      s,
      "INFO",
      `tariff cache cleared on start; warming ${r.int(800, 3000)} postcode districts in background`,
    );
    const n = count(ctx, w, 30);
    for (let i = 0; i < n; i++) {
      const at = t + r.int(1000, 200000);
      ctx.emit(
        at,
        s,
        "WARN",
        `slow request GET /quote took ${r.int(1100, 2900)}ms (cache miss, tariff lookup ${r.int(900, 2500)}ms)`,
      );
    }
    ctx.emit(t + 60000, s, "INFO", `tariff cache hit ratio ${r.float(0.3, 0.6).toFixed(2)} (warming)`);
    ctx.emit(t + 210000, s, "INFO", `tariff cache warm: hit ratio ${r.float(0.9, 0.98).toFixed(2)}`);
  },
};

export const probeFlap: NoiseKind = {
  id: "probe_flap",
  title: "a readiness probe flapping once during compaction",
  run(ctx, r, w) {
    const s = r.pick(ctx.apps().filter((x) => !x.roles.includes("jobs")));
    const n = Math.max(1, Math.round(5 * w));
    for (let i = 0; i < n; i++) {
      const t = ctx.at(r, 0.05, 0.9);
      ctx.emit(
        t,
        s,
        "WARN",
        `readiness check: dependency 'redis' answered in ${r.int(1100, 2600)}ms (> 1000ms), reporting NOT READY`,
      );
      proxyError(ctx, t + r.int(100, 2000), s, "timeout");
      ctx.emit(t + r.int(8000, 20000), s, "INFO", "readiness check: all dependencies healthy, reporting READY");
      const px = ctx.svc("proxy");
      if (px.runtime === "haproxy")
        ctx.emit(
          t + r.int(20000, 25000),
          px,
          "INFO",
          `Server be_${s.name}/${s.name}-2 is UP, reason: Layer7 check passed, code: 200, check duration: ${r.int(2, 20)}ms. 2 active and 0 backup servers online. 0 sessions requeued, 0 total in queue.`,
        );
    }
  },
};

export const diskRotate: NoiseKind = {
  id: "disk_logrotate",
  title: "a log volume crossing its usage threshold and rotated",
  run(ctx, r, w) {
    const s = r.pick([ctx.svc("keys"), ctx.svc("smartlock"), ctx.svc("jobs")]);
    const t = ctx.at(r, 0.05, 0.6);
    const pct = r.int(81, 88);
    const n = Math.max(1, Math.round(8 * w));
    for (let i = 0; i < n; i++)
      ctx.emit(
        t + i * 40000,
        s,
        "WARN",
        `disk usage on /var/log/${s.name} at ${Math.min(94, pct + Math.floor(i / 2))}% (warn threshold 80%)`,
      );
    ctx.emit(
      t + n * 40000 + r.int(1000, 30000),
      s,
      "INFO",
      `logrotate: rotated ${r.int(3, 9)} files, compressed, freed ${r.float(0.8, 3.2).toFixed(1)} GiB`,
    );
    ctx.emit(
      t + n * 40000 + r.int(31000, 60000),
      s,
      "INFO",
      `disk usage on /var/log/${s.name} back to ${r.int(30, 48)}%`,
    );
  },
};

export const ntpStep: NoiseKind = {
  id: "ntp_step",
  title: "a node clock stepped by NTP and tokens briefly not yet valid",
  run(ctx, r, w) {
    const s = r.pick(ctx.apps());
    const au = ctx.svc("auth");
    const t = ctx.at(r, 0.1, 0.7);
    const off = r.float(0.3, 1.8);
    ctx.emit(
      t,
      s,
      "WARN",
      `clock offset vs time source ${off.toFixed(3)}s exceeds 0.25s; chrony stepped the system clock`,
    );
    const n = count(ctx, w, 25);
    for (let i = 0; i < n; i++) {
      const at = t + r.int(-20000, 40000);
      ctx.emit(
        at,
        r.chance(0.5) ? s : au,
        "WARN",
        `token rejected: nbf is ${off.toFixed(1)}s in the future (leeway 0.5s); client will retry`,
      );
    }
  },
};

export const deadMetricsSink: NoiseKind = {
  id: "dns_dead_sink",
  title: "a decommissioned metrics sink that no longer resolves (chronic)",
  run(ctx, r, w) {
    const s = r.pick(ctx.apps());
    const host = `statsd-legacy.${ctx.estate.internal}`;
    const period = r.pick([15000, 20000, 30000]) / Math.max(0.3, w);
    ctx.every(r, period, 500, (t) => {
      switch (s.runtime) {
        case "go":
          ctx.emit(
            t,
            s,
            "ERROR",
            `metrics push failed: Post "http://${host}:9102/push": dial tcp: lookup ${host} on 10.96.0.10:53: no such host`,
          );
          break;
        case "node":
          ctx.emit(t, s, "ERROR", `metrics flush failed: getaddrinfo ENOTFOUND ${host}`);
          break;
        case "python":
          ctx.emit(t, s, "ERROR", `Error sending metrics batch to ${host}:8125: [Errno -2] Name or service not known`);
          break;
        case "dotnet":
          ctx.emit(
            t,
            s,
            "ERROR",
            `Failed to export metrics to http://${host}:9102: System.Net.Http.HttpRequestException: Name or service not known (${host}:9102)`,
          );
          break;
        case "ruby":
          ctx.emit(
            t,
            s,
            "ERROR",
            `StatsD: failed to send metrics: SocketError: getaddrinfo: Name or service not known (${host})`,
          );
          break;
        default:
          ctx.emit(
            t,
            s,
            "ERROR",
            `Failed to publish metrics to ${host}:8125: java.net.UnknownHostException: ${host}: Name or service not known`,
          );
      }
    });
  },
};

export const chronicLegacy: NoiseKind = {
  id: "chronic_legacy_error",
  title: "a chronic known error from a legacy integration",
  run(ctx, r, w) {
    const s = r.pick(ctx.apps());
    const period = r.pick([12000, 20000, 40000]) / Math.max(0.3, w);
    const withStack = r.chance(0.5);
    ctx.every(r, period, 2000, (t, i) => {
      const stack = withStack && i % 5 === 0;
      switch (s.runtime) {
        case "node":
          ctx.emit(
            t,
            s,
            "ERROR",
            "optional plugin 'keyfax-export' failed to load; continuing without it",
            stack
              ? {
                  trace: {
                    ex: "Error",
                    msg: "Cannot find module '@legacy/keyfax-export'",
                    frames: [
                      ["node:internal/modules/cjs/loader", "Module._resolveFilename"],
                      ["PluginLoader", "load"],
                    ],
                  },
                }
              : {},
          );
          break;
        case "python":
          ctx.emit(
            t,
            s,
            "ERROR",
            "legacy region sync: skipping record with unknown region code",
            stack
              ? {
                  trace: {
                    ex: "KeyError",
                    msg: "'NW-OLD'",
                    frames: [
                      ["region_map", "lookup"],
                      ["legacy_sync", "sync_record"],
                    ],
                    tail: "worker",
                  },
                }
              : {},
          );
          break;
        case "dotnet":
          ctx.emit(
            t,
            s,
            "ERROR",
            "Telemetry channel: failed to send 14 items: 400 Bad Request (instrumentation key not configured)",
          );
          break;
        case "ruby":
          ctx.emit(
            t,
            s,
            "ERROR",
            "NewRelic::Agent::LicenseException: Invalid license key, please visit support.newrelic.com",
          );
          break;
        case "go":
          ctx.emit(
            t,
            s,
            "ERROR",
            `legacy keyfax poller: unexpected status 410 Gone from http://keyfax-bridge.${ctx.estate.internal}/poll (endpoint retired)`,
          );
          break;
        default:
          ctx.emit(
            t,
            s,
            "ERROR",
            "Unable to refresh feature toggles from legacy config server, using cached values",
            stack
              ? {
                  trace: {
                    ex: "org.springframework.web.client.HttpClientErrorException$NotFound",
                    msg: '404 Not Found: "{"error":"toggle namespace retired"}"',
                    frames: [
                      ["config.LegacyToggleClient", "refresh"],
                      ["config.ToggleScheduler", "tick"],
                    ],
                    tail: "none",
                  },
                }
              : {},
          );
      }
    });
  },
};

export const transientRetry: NoiseKind = {
  id: "transient_retry_ok",
  title: "transient resets to the SMS vendor retried successfully",
  run(ctx, r, w) {
    const nt = ctx.svc("notify");
    const v = ctx.estate.vendors;
    ctx.poisson(r, rate(1.6, w), (t) => {
      const ids = ctx.ids();
      const what = r.pick([
        "read ECONNRESET",
        "socket hang up",
        "Connection reset by peer",
        "502 Bad Gateway from vendor edge",
        "connect ETIMEDOUT",
      ]);
      ctx.emit(
        t,
        nt,
        "WARN",
        `POST https://${v.smsHost}/v1/messages failed: ${what} (attempt 1/3), retrying in ${r.pick([200, 400, 800])}ms`,
        { ids },
      );
      ctx.emit(t + r.int(300, 1500), nt, "INFO", `SMS accepted by ${v.sms} id=${r.alnum(16)} after 2 attempts`, {
        ids,
      });
    });
  },
};

export const PLATFORM: NoiseKind[] = [
  rollingRestart,
  rebalance,
  longGc,
  cronLockSkip,
  backfill,
  slowQueryKilled,
  coldCache,
  probeFlap,
  diskRotate,
  ntpStep,
  deadMetricsSink,
  chronicLegacy,
  transientRetry,
];
