// Harmless noise from operating the estate: rolling restarts, routine deploys, certificate renewals, backfills,
// consumer rebalances, slow month-end reports, flag reloads, dead-letter replays, GC chatter. Loud, short-lived,
// and followed by recovery.
import { spread } from "./context.js";
import { callerError } from "./errors.js";
import { restartPod } from "./lifecycle.js";
import type { NoiseKind } from "./noise-kind.js";
import { goDebugStack, javaTrace } from "./stacks.js";
import { CALLERS, pathFor, portOf } from "./topology.js";
import type { Ctx, Role, Svc } from "./types.js";
import { nginxErrTime } from "./vocab.js";

const VERSION = ["2026.05.", "1.4", "8.12.", "r18"];
export const version = (ctx: Ctx) => `${ctx.v(VERSION)}${ctx.r.int(1, 9)}${ctx.e.voice === 3 ? ctx.r.int(10, 99) : ""}`;

/** Restart every pod of a service one after another; callers see a few refused connections and retry. */
export function rollingRestart(ctx: Ctx, target: Svc, start: number, ver: string, quietCallers = false): number {
  const { r, e } = ctx;
  let t = start;
  const callers = (CALLERS[target.role] ?? []).filter((c) => ctx.S(c).name !== target.name);
  for (let p = 0; p < target.pods; p++) {
    const down = r.int(4000, 15000);
    const ready = restartPod(ctx, target, t, ver, down);
    if (!quietCallers)
      for (const role of callers) {
        const caller = ctx.S(role);
        if (caller.rt === "nginx" || caller.rt === "envoy") continue;
        const [method, path] = pathFor(r, target.role);
        for (const tt of spread(r, r.int(1, 4), t + 300, t + down)) {
          const rep = callerError(
            r,
            e,
            caller,
            { name: target.name, port: portOf(target.rt), method, path },
            "refused",
          );
          const id = ctx.newId();
          ctx.log(
            tt,
            role,
            "WARN",
            `${method} ${path} to ${target.name} failed, retrying (attempt 1/3): ${rep.detail}`,
            {
              trace: id,
              ...(rep.stack && r.chance(0.5) ? { stack: rep.stack, err: { kind: rep.kind, message: rep.detail } } : {}),
            },
          );
          ctx.log(tt + r.int(150, 900), role, "INFO", `${method} ${path} to ${target.name} succeeded on attempt 2`, {
            trace: id,
          });
        }
      }
    if (e.services.some((s) => s.rt === "nginx") && r.chance(0.7)) {
      const tt = t + r.int(200, down);
      ctx.log(
        tt,
        "edge",
        "ERROR",
        `${nginxErrTime(tt)} [error] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(10000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: ${e.podNet}.${r.int(0, 3)}.${r.int(2, 250)}, server: api.${e.domain}, request: "GET /api/v2/me/schedule HTTP/2.0", upstream: "http://${e.podNet}.${r.int(4, 7)}.${r.int(2, 250)}:${portOf(target.rt)}/api/v2/me/schedule", host: "api.${e.domain}"`,
      );
    }
    t = ready + r.int(5000, 20000);
  }
  return t;
}

const rolling: NoiseKind = {
  id: "rolling-restart",
  what: "a rolling restart of one deployment (node pool patching); callers retry a few refused connections",
  run(ctx) {
    const { r, e } = ctx;
    const choices = e.services.filter((s) => s.pods >= 2 && ["sched", "plans", "evv", "auth", "meds"].includes(s.role));
    const target = r.pick(choices);
    ctx.log(
      ctx.w.t0 + 2000,
      target.role,
      "INFO",
      `${ctx.v(["pod restart requested by node drain", "rolling restart (kernel patch window)", "node pool upgrade: cordon/drain in progress", "restart triggered by rollout restart"])}`,
    );
    const start = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.15, 0.45);
    rollingRestart(ctx, target, start, version(ctx));
  },
};

const deployDeprecations: NoiseKind = {
  id: "routine-deploy",
  what: "a routine deploy of one service, with the deprecation warnings its new pods print at start",
  run(ctx) {
    const { r, e } = ctx;
    const target = r.pick(e.services.filter((s) => s.rt !== "nginx" && s.rt !== "envoy"));
    const ver = version(ctx);
    const start = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.1, 0.6);
    ctx.log(start - 1500, target.role, "INFO", `deploy ${target.name} ${ver} started by ci (${r.hex(7)})`);
    let t = start;
    for (let p = 0; p < target.pods; p++) {
      const ready = restartPod(ctx, target, t, ver, r.int(3000, 9000));
      const dep: Record<string, string[]> = {
        node: [
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
          "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
        ],
        python: [
          "/app/.venv/lib/python3.12/site-packages/dateutil/tz/tz.py:37: DeprecationWarning: datetime.datetime.utcfromtimestamp() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.fromtimestamp(timestamp, datetime.UTC).",
          "/app/.venv/lib/python3.12/site-packages/celery/app/utils.py:203: CDeprecationWarning: The 'CELERY_TIMEZONE' setting is deprecated and scheduled for removal in version 6.0.0. Use the timezone instead",
        ],
        java: [
          "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
          "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
        ],
        dotnet: [
          "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
          "Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container. Protected data will be unavailable when container is destroyed.",
        ],
        ruby: [
          "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.0. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`.",
        ],
        go: ["grpc: Dial is deprecated: use NewClient instead (google.golang.org/grpc v1.64.0)"],
      };
      let tt = ready - r.int(200, 800);
      for (const d of dep[target.rt] ?? []) {
        ctx.emit({ t: Math.round(tt), svc: target.name, level: "WARN", msg: d });
        tt += r.int(5, 80);
      }
      t = ready + r.int(4000, 15000);
    }
    ctx.log(t, target.role, "INFO", `rollout of ${target.name} ${ver} complete (${target.pods}/${target.pods} ready)`);
  },
};

const certRotation: NoiseKind = {
  id: "cert-rotation",
  what: "TLS certificates renewed and hot-reloaded; load-balancer probes and old clients cause handshake errors",
  run(ctx) {
    const { r, e } = ctx;
    const t = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.1, 0.5);
    const exp = new Date(t + 86400000 * 90).toISOString().slice(0, 10);
    const edge = ctx.S("edge");
    if (edge.rt === "nginx") {
      ctx.log(
        t,
        "edge",
        "INFO",
        `${nginxErrTime(t)} [notice] 1#1: signal 1 (SIGHUP) received from ${r.int(40, 90)}, reconfiguring`,
      );
      ctx.log(t + 5, "edge", "INFO", `${nginxErrTime(t)} [notice] 1#1: reconfiguring`);
      ctx.log(t + 300, "edge", "INFO", `${nginxErrTime(t)} [notice] 1#1: start worker processes`);
      ctx.log(t + 900, "edge", "INFO", `${nginxErrTime(t)} [notice] 1#1: gracefully shutting down (old workers)`);
    } else if (edge.rt === "envoy") {
      ctx.log(
        t,
        "edge",
        "INFO",
        `sds: secret 'default' updated, version ${r.hex(8)}; listener 0.0.0.0_8443 drained and replaced`,
      );
    } else {
      ctx.log(t, "edge", "INFO", `tls: reloaded certificate /etc/tls/tls.crt (expires ${exp})`);
    }
    const goSvcs = e.services.filter((s) => s.rt === "go");
    for (const s of goSvcs) {
      ctx.emit({
        t: Math.round(t + r.int(500, 4000)),
        svc: s.name,
        level: "INFO",
        msg: `certificate reloaded from /etc/tls (not after ${exp})`,
      });
      for (const tt of spread(r, r.int(12, 40), ctx.w.t0, ctx.w.t1)) {
        const why = r.chance(0.8)
          ? "EOF"
          : r.chance(0.5)
            ? "tls: client offered only unsupported versions: [302 301]"
            : "read tcp: connection reset by peer";
        ctx.emit({
          t: tt,
          svc: s.name,
          level: "ERROR",
          msg: `http: TLS handshake error from ${e.podNet}.0.${r.int(1, 9)}:${r.int(30000, 60999)}: ${why}`,
        });
      }
    }
    for (const s of e.services.filter((x) => x.rt === "dotnet").slice(0, 2))
      ctx.emit({
        t: Math.round(t + r.int(1000, 8000)),
        svc: s.name,
        level: "INFO",
        msg: `Certificate reloaded from /certs/tls.crt (thumbprint ${r.hex(40).toUpperCase()}, expires ${exp})`,
      });
  },
};

const backfill: NoiseKind = {
  id: "mileage-backfill",
  what: "an operator-run mileage backfill for last month, skipping legs with missing geocodes",
  run(ctx) {
    const { r, e } = ctx;
    const start = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.05, 0.3);
    const end = Math.min(ctx.w.t1 - 10000, start + (ctx.w.t1 - ctx.w.t0) * r.float(0.4, 0.6));
    const total = r.int(3000, 9000);
    ctx.log(
      start,
      "payroll",
      "INFO",
      `backfill mileage 2026-04-01..2026-04-30 started by ${r.pick(["ops-jkim", "ops-mreyes", "payroll-admin"])}: ${total} legs`,
    );
    let done = 0;
    for (const t of spread(r, r.int(20, 40), start, end)) {
      done += Math.round(total / 30);
      ctx.log(t, "payroll", "INFO", `backfill progress ${Math.min(done, total)}/${total}`);
    }
    let skipped = 0;
    for (const t of spread(r, r.int(25, 70), start, end)) {
      skipped++;
      ctx.log(
        t,
        "payroll",
        "WARN",
        `leg ${e.ids.visit(r)} -> ${e.ids.visit(r)} skipped: geocode missing for client address (${e.ids.client(r)})`,
      );
    }
    for (const t of spread(r, r.int(4, 10), start, end))
      ctx.log(
        t,
        "payroll",
        "WARN",
        `slow query ${r.float(1.2, 4.8).toFixed(2)}s: SELECT v.id, v.clock_out_at, a.lat, a.lon FROM visits v JOIN addresses a ON a.client_id = v.client_id WHERE v.service_date BETWEEN $1 AND $2 ORDER BY v.caregiver_id, v.clock_in_at`,
      );
    ctx.log(end + 500, "payroll", "INFO", `backfill complete: ${total - skipped} ok, ${skipped} skipped, 0 failed`);
  },
};

const gcChatter: NoiseKind = {
  id: "gc-chatter",
  what: "a JVM's routine GC logging and a pool housekeeper warning (or puma worker recycling on Ruby)",
  run(ctx) {
    const { r, e } = ctx;
    const jvm = e.services.find((s) => s.rt === "java");
    if (jvm) {
      let heap = r.int(500, 900);
      let n = r.int(300, 2000);
      let t = ctx.w.t0 + r.int(1000, 20000);
      while (t < ctx.w.t1) {
        const before = heap + r.int(600, 1000);
        const pause = r.float(4, 60);
        ctx.emit({
          t: Math.round(t),
          svc: jvm.name,
          level: "INFO",
          msg: `[gc] GC(${n}) Pause Young (Normal) (G1 Evacuation Pause) ${before}M->${heap}M(2048M) ${pause.toFixed(3)}ms`,
        });
        if (r.chance(0.08))
          ctx.emit({
            t: Math.round(t + 30),
            svc: jvm.name,
            level: "WARN",
            msg: `[gc] GC(${n + 1}) Pause Young (Concurrent Start) (G1 Humongous Allocation) ${before + 40}M->${heap + 20}M(2048M) ${r.float(210, 480).toFixed(3)}ms`,
          });
        n += 2;
        heap = Math.max(400, Math.min(1100, heap + r.int(-60, 60)));
        t += r.int(6000, 25000);
      }
      for (const t2 of spread(r, r.int(1, 3), ctx.w.t0, ctx.w.t1))
        ctx.emit({
          t: t2,
          svc: jvm.name,
          level: "WARN",
          msg: `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(31, 70)}s${r.int(100, 999)}ms).`,
        });
      return;
    }
    const rb = e.services.filter((s) => s.rt === "ruby");
    for (const t of spread(r, r.int(4, 10), ctx.w.t0, ctx.w.t1)) {
      const s = r.pick(rb);
      ctx.emit({
        t,
        svc: s.name,
        level: "WARN",
        msg: `PumaWorkerKiller: Out of memory. ${r.int(4, 6)} workers consuming total: ${r.int(2050, 2300)} mb out of max: 2048 mb. Sending TERM to pid ${r.int(100, 900)} consuming ${r.int(480, 620)} mb.`,
      });
      ctx.emit({
        t: t + r.int(2000, 6000),
        svc: s.name,
        level: "INFO",
        msg: `- Worker ${r.int(0, 3)} (PID: ${r.int(900, 2000)}) booted in 1.${r.int(10, 99)}s, phase: 0`,
      });
    }
  },
};

const slowReports: NoiseKind = {
  id: "month-end-reports",
  what: "month-end utilisation and payer reports running slow queries, finishing fine",
  run(ctx) {
    const { r, e } = ctx;
    const role: Role = r.pick(["billing", "sched"]);
    const s = ctx.S(role);
    const start = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.05, 0.5);
    ctx.log(
      start,
      role,
      "INFO",
      `report 'authorization-utilization' for ${r.pick(["Bluewater Health Plan", "Keystone Medicaid MCO", "all payers"])} started (April 2026)`,
    );
    for (const t of spread(r, r.int(8, 20), start, start + r.int(60000, 300000))) {
      const ms = r.int(1100, 9800);
      const q =
        "SELECT a.auth_number, SUM(v.units) FROM visits v JOIN authorizations a ON a.id = v.authorization_id WHERE v.service_date >= $1 GROUP BY a.auth_number";
      const msg =
        s.rt === "dotnet"
          ? `Executed DbCommand (${ms.toLocaleString("en-US")}ms) [Parameters=[@__from_0='?' (DbType = DateTime)], CommandType='Text', CommandTimeout='120'] ${q}`
          : s.rt === "python"
            ? `(${(ms / 1000).toFixed(3)}) ${q}; args=('2026-04-01',)`
            : s.rt === "ruby"
              ? `Slow query (${ms}ms): ${q}`
              : `slow query took ${ms}ms: ${q}`;
      ctx.log(t, role, "WARN", msg);
    }
    ctx.log(
      start + r.int(300000, 400000),
      role,
      "INFO",
      `report 'authorization-utilization' finished: ${r.int(200, 2000)} rows, emailed to ${e.ids.user(r)}`,
    );
  },
};

const rebalance: NoiseKind = {
  id: "consumer-rebalance",
  what: "a message consumer group rebalancing during a scale-up; heartbeats fail, partitions are reassigned",
  run(ctx) {
    const { r, e } = ctx;
    const s = r.pick(
      e.services.filter(
        (x) =>
          x.rt !== "nginx" &&
          x.rt !== "envoy" &&
          ["evv", "meds", "notify", "billing", "worker", "sched"].includes(x.role),
      ),
    );
    const t = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.1, 0.7);
    const topic = `${e.key}.visit-events`;
    const group = `${s.name}-consumer`;
    const lines: Array<["INFO" | "WARN" | "ERROR", string]> =
      s.rt === "java"
        ? [
            [
              "INFO",
              `[Consumer clientId=consumer-${group}-1, groupId=${group}] Attempt to heartbeat failed since group is rebalancing`,
            ],
            [
              "INFO",
              `[Consumer clientId=consumer-${group}-1, groupId=${group}] Revoke previously assigned partitions ${topic}-0, ${topic}-1, ${topic}-2`,
            ],
            ["INFO", `[Consumer clientId=consumer-${group}-1, groupId=${group}] (Re-)joining group`],
            [
              "INFO",
              `[Consumer clientId=consumer-${group}-1, groupId=${group}] Successfully joined group with generation Generation{generationId=${r.int(100, 900)}, memberId='consumer-${group}-1-${r.uuid()}', protocol='range'}`,
            ],
            [
              "INFO",
              `[Consumer clientId=consumer-${group}-1, groupId=${group}] Adding newly assigned partitions: ${topic}-0, ${topic}-1`,
            ],
          ]
        : s.rt === "node"
          ? [
              [
                "ERROR",
                `[Connection] Response Heartbeat(key: 12, version: 3) broker=b-${r.int(1, 3)}.msk.internal:9092 clientId=${s.name} error="The group is rebalancing, so a rejoin is needed" correlationId=${r.int(100, 9999)} size=10`,
              ],
              [
                "ERROR",
                `[Runner] The group is rebalancing, re-joining groupId=${group} memberId=${s.name}-${r.uuid()} error="The group is rebalancing, so a rejoin is needed" retryCount=0 retryTime=${r.int(200, 400)}`,
              ],
              [
                "INFO",
                `[ConsumerGroup] Consumer has joined the group groupId=${group} generationId=${r.int(100, 900)} isLeader=false memberAssignment={"${topic}":[${r.int(0, 2)},${r.int(3, 5)}]}`,
              ],
            ]
          : s.rt === "python"
            ? [
                ["WARN", "consumer: Connection to broker lost. Trying to re-establish the connection..."],
                [
                  "ERROR",
                  `consumer: Cannot connect to amqp://${s.name}:**@rabbitmq.${e.key}.svc:5672//: [Errno 111] Connection refused. Trying again in 2.00 seconds... (1/100)`,
                ],
                ["INFO", `Connected to amqp://${s.name}:**@rabbitmq.${e.key}.svc:5672//`],
                ["INFO", `mingle: all alone`],
              ]
            : [
                [
                  "WARN",
                  `consumer group ${group}: rebalance in progress, pausing fetch (generation ${r.int(100, 900)})`,
                ],
                [
                  "ERROR",
                  `commit offsets failed: kafka server: The provided member is not known in the current generation`,
                ],
                ["INFO", `consumer group ${group}: claimed partitions [${r.int(0, 2)} ${r.int(3, 5)}] of ${topic}`],
              ];
    let tt = t;
    for (let round = 0; round < r.int(2, 4); round++) {
      for (const [level, msg] of lines) {
        ctx.emit({ t: Math.round(tt), svc: s.name, level, msg });
        tt += r.int(50, 3000);
      }
      tt += r.int(10000, 40000);
    }
  },
};

const cronOverlap: NoiseKind = {
  id: "cron-overlap",
  what: "a long nightly export still running, so its schedule ticks are skipped",
  run(ctx) {
    const { r } = ctx;
    const role: Role = r.pick(["evv", "billing", "payroll"]);
    const job = { evv: "state-aggregator-export", billing: "837-batch-submit", payroll: "timesheet-export" }[
      role as "evv"
    ];
    const began = ctx.w.t0 - r.int(600000, 3000000);
    for (const t of spread(r, r.int(6, 14), ctx.w.t0, ctx.w.t1))
      ctx.log(
        t,
        role,
        "WARN",
        `job '${job}' skipped: previous run (started ${new Date(began).toISOString().slice(11, 19)}) still running (lock held)`,
      );
    const end = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.6, 0.95);
    ctx.log(
      end,
      role,
      "INFO",
      `job '${job}' finished in ${Math.round((end - began) / 60000)}m: ${r.int(2000, 12000)} records, 0 errors`,
    );
  },
};

const flagReload: NoiseKind = {
  id: "flag-reload",
  what: "a feature-flag/config reload with unknown keys and a flag missing from one environment, served at default",
  run(ctx) {
    const { r } = ctx;
    const role: Role = r.pick(["portal", "app", "sched"]);
    const t = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.05, 0.5);
    const flag = r.pick(["family-new-calendar", "visit-notes-v2", "evv-photo-capture", "mileage-auto-approve"]);
    ctx.log(
      t,
      role,
      "INFO",
      `config reloaded from ConfigMap ${ctx.S(role).name}-config (revision ${r.int(20, 90)}, ${r.int(1, 4)} keys changed)`,
    );
    ctx.log(t + 10, role, "WARN", `unknown config key 'features.${flag.replace(/-/g, "_")}_beta' ignored`);
    for (const tt of spread(r, r.int(25, 70), t, ctx.w.t1))
      ctx.log(tt, role, "WARN", `flag '${flag}' not found in environment 'production'; serving default value false`);
  },
};

const dlqReplay: NoiseKind = {
  id: "dlq-replay",
  what: "an operator replaying a dead-letter queue; most messages are already processed and skipped",
  run(ctx) {
    const { r, e } = ctx;
    const role: Role = r.pick(["evv", "notify", "billing"]);
    const q = `${ctx.S(role).name}.dlq`;
    const t = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.05, 0.5);
    const n = r.int(40, 150);
    ctx.log(
      t,
      role,
      "INFO",
      `replaying ${n} messages from ${q} (requested by ${r.pick(["ops-jkim", "sre-oncall", "mreyes"])})`,
    );
    let skipped = 0;
    for (const tt of spread(r, n, t + 500, t + r.int(30000, 120000))) {
      if (r.chance(0.85)) {
        skipped++;
        ctx.log(
          tt,
          role,
          "WARN",
          `message ${r.uuid()} for ${e.ids.visit(r)} already processed (idempotency key hit); skipping`,
        );
      } else ctx.log(tt, role, "INFO", `message for ${e.ids.visit(r)} processed from replay`);
    }
    ctx.log(
      t + 125000,
      role,
      "INFO",
      `replay of ${q} finished: ${n - skipped} processed, ${skipped} duplicates skipped, 0 failed`,
    );
  },
};

const poisonRecord: NoiseKind = {
  id: "poison-record",
  what: "a Go worker recovering from a panic on one malformed record and quarantining it",
  run(ctx) {
    const { r, e } = ctx;
    const s = r.pick(e.services.filter((x) => x.rt === "go"));
    const t = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.1, 0.8);
    const rec = e.ids.visit(r);
    const pkgName = s.name.replace(/[-_]/g, "");
    ctx.emit({
      t: Math.round(t),
      svc: s.name,
      level: "ERROR",
      msg: `recovered panic in worker: runtime error: index out of range [3] with length 3 (record ${rec})`,
      stack: goDebugStack(r.int(80, 900), [
        ["runtime/debug.Stack()", "/usr/local/go/src/runtime/debug/stack.go:24 +0x5e"],
        [`${e.domain}/${pkgName}/internal/worker.(*Pool).run.func1()`, `/src/internal/worker/pool.go:61 +0x7b`],
        ["panic({0x8b2e40?, 0xc0003a2f18?})", "/usr/local/go/src/runtime/panic.go:770 +0x132"],
        [`${e.domain}/${pkgName}/internal/evv.parseSegments(...)`, `/src/internal/evv/segments.go:88`],
        [
          `${e.domain}/${pkgName}/internal/evv.(*Record).Normalize(0xc0004b8000)`,
          `/src/internal/evv/record.go:142 +0x2f4`,
        ],
        [
          `${e.domain}/${pkgName}/internal/worker.(*Pool).run(0xc000182a00, {0xa41c28, 0xc0001a4000})`,
          `/src/internal/worker/pool.go:74 +0x1c5`,
        ],
        [
          "created by " + `${e.domain}/${pkgName}/internal/worker.(*Pool).Start in goroutine 1`,
          `/src/internal/worker/pool.go:40 +0x8a`,
        ],
      ]),
      err: { kind: "runtime.boundsError", message: "index out of range [3] with length 3" },
    });
    ctx.emit({
      t: Math.round(t + 4),
      svc: s.name,
      level: "WARN",
      msg: `record ${rec} moved to quarantine (malformed segment list); worker continues`,
    });
  },
};

const scaleDown: NoiseKind = {
  id: "hpa-scale-down",
  what: "the autoscaler removing pods after the morning peak; long-polls and streams are cut with context canceled",
  run(ctx) {
    const { r } = ctx;
    const s = r.pick(
      ctx.e.services.filter(
        (x) => x.pods >= 2 && ["app", "portal", "edge"].includes(x.role) && x.rt !== "envoy" && x.rt !== "nginx",
      ),
    );
    const t = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.2, 0.7);
    ctx.emit({
      t: Math.round(t),
      svc: s.name,
      level: "INFO",
      msg: `SIGTERM received (scale-down ${s.pods + 2} -> ${s.pods}), draining connections`,
    });
    for (const tt of spread(r, r.int(10, 30), t + 50, t + 3000))
      ctx.emit({
        t: tt,
        svc: s.name,
        level: "WARN",
        msg: r.chance(0.5)
          ? `long-poll /v2/sync/stream closed for device ${r.hex(12)}: context canceled`
          : `websocket ${r.hex(8)} closed during drain (code 1001 going away)`,
      });
    ctx.emit({ t: Math.round(t + 3200), svc: s.name, level: "INFO", msg: "drain complete, exiting 0" });
    ctx.log(t + 3500, "sched", "DEBUG", `endpoints updated for ${s.name}`);
  },
};

const pdfWarnings: NoiseKind = {
  id: "pdf-render-warnings",
  what: "care-plan PDF exports complaining about fonts and glyphs, producing the PDFs anyway",
  run(ctx) {
    const { r, e } = ctx;
    const s = ctx.S("plans");
    for (const t of spread(r, r.int(15, 40), ctx.w.t0, ctx.w.t1)) {
      const msg =
        s.rt === "java"
          ? r.pick([
              "No Unicode mapping for a.sc (13) in font LiberationSans",
              "Using fallback font LiberationSans for Helvetica-Bold",
              "No glyph for U+2713 (✓) in font Helvetica, using fallback",
            ])
          : s.rt === "dotnet"
            ? r.pick([
                "QuestPDF: glyph U+2713 not available in font 'Lato', falling back to 'DejaVu Sans'",
                "QuestPDF: layout overflow in section 'Medications' for page 3, content moved to next page",
              ])
            : r.pick([
                "WeasyPrint: Ignored `break-inside: avoid-column` at 12:3, unknown property.",
                "WeasyPrint: Failed to load font 'Helvetica Neue', using fallback",
                "wkhtmltopdf: Warning: Received createRequest signal on a disposed ResourceObject's NetworkAccessManager.",
              ]);
      ctx.log(t, "plans", "WARN", msg);
      if (r.chance(0.3))
        ctx.log(
          t + r.int(200, 900),
          "plans",
          "INFO",
          `care plan PDF rendered for ${e.ids.client(r)} (${r.int(3, 24)} pages)`,
        );
    }
  },
};

const cacheMaintenance: NoiseKind = {
  id: "cache-maintenance",
  what: "the managed Redis applying a maintenance failover; clients reconnect within seconds",
  run(ctx) {
    const { r, e } = ctx;
    const t = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.1, 0.7);
    const users = e.services.filter((s) => ["app", "portal", "sched", "auth"].includes(s.role));
    for (const s of users) {
      const tt = t + r.int(0, 400);
      const msgs: Array<["WARN" | "ERROR" | "INFO", string]> =
        s.rt === "node"
          ? [
              ["ERROR", "[ioredis] Unhandled error event: Error: read ECONNRESET"],
              ["WARN", "redis reconnecting (attempt 1, delay 50ms)"],
              ["INFO", "redis ready"],
            ]
          : s.rt === "java"
            ? [
                ["WARN", `Reconnecting, last destination was redis-${e.key}.cache.internal/${e.podNet}.9.14:6379`],
                ["INFO", `Reconnected to redis-${e.key}.cache.internal/<unresolved>:6379`],
              ]
            : s.rt === "python"
              ? [
                  ["WARN", "redis: ConnectionError('Connection closed by server.'); retrying with backoff"],
                  ["INFO", "redis connection re-established"],
                ]
              : s.rt === "ruby"
                ? [
                    ["WARN", "Redis::ConnectionError: Connection lost (ECONNRESET); reconnecting"],
                    ["INFO", "redis reconnected"],
                  ]
                : [
                    ["WARN", "redis: connection pool: got EOF, redialing"],
                    ["INFO", "redis: reconnected"],
                  ];
      let x = tt;
      for (const [level, msg] of msgs) {
        ctx.emit({ t: Math.round(x), svc: s.name, level, msg });
        x += r.int(30, 2500);
      }
    }
  },
};

const lockRetry: NoiseKind = {
  id: "optimistic-lock-retry",
  what: "two coordinators editing the same schedule; optimistic-lock conflicts retried successfully",
  run(ctx) {
    const { r, e } = ctx;
    const s = ctx.S("sched");
    for (const t of spread(r, r.int(8, 20), ctx.w.t0, ctx.w.t1)) {
      const v = e.ids.visit(r);
      if (s.rt === "java") {
        ctx.emit({
          t,
          svc: s.name,
          level: "WARN",
          msg: `Optimistic lock conflict on Visit ${v}, retrying (1/3)`,
          stack: javaTrace(
            `org.springframework.orm.ObjectOptimisticLockingFailureException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [${e.ns}.scheduler.domain.Visit#${v}]`,
            [
              "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:325)",
              `${e.ns}.scheduler.service.VisitService.reassign(VisitService.java:${r.int(100, 300)})`,
            ],
          ),
        });
      } else {
        const msg =
          s.rt === "dotnet"
            ? `DbUpdateConcurrencyException on Shift ${v}: The database operation was expected to affect 1 row(s), but actually affected 0 row(s); retrying (1/3)`
            : s.rt === "python"
              ? `StaleDataError: UPDATE statement on table 'visits' expected to update 1 row(s); 0 were matched. visit=${v} retrying`
              : s.rt === "ruby"
                ? `ActiveRecord::StaleObjectError: Attempted to update a stale object: Visit (${v}); retrying`
                : `optimistic lock conflict on ${v}; retrying`;
        ctx.emit({ t, svc: s.name, level: "WARN", msg });
      }
      ctx.emit({ t: t + r.int(30, 200), svc: s.name, level: "INFO", msg: `${v} saved on retry 1` });
    }
  },
};

export const OPS_NOISE: NoiseKind[] = [
  rolling,
  deployDeprecations,
  certRotation,
  backfill,
  gcChatter,
  slowReports,
  rebalance,
  cronOverlap,
  flagReload,
  dlqReplay,
  poisonRecord,
  scaleDown,
  pdfWarnings,
  cacheMaintenance,
  lockRetry,
];
