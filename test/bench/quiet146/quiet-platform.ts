// Quiet hours made loud by the platform: deploys, scaling, certificates, pools, databases, caches, brokers.
import { access } from "./access.js";
import { type Ctx, emit, every, MIN, svc } from "./context.js";
import { deploy, shutdown, startup } from "./lifecycle.js";
import type { Scenario } from "./scenario.js";

const span = (ctx: Ctx, at: number, min: number) => Math.min(ctx.end, at + min * MIN);

export const QUIET_PLATFORM: Scenario[] = [
  {
    kind: "rolling-deploy",
    estate: "coastline",
    roles: ["edge", "booking", "worker"],
    hour: 14,
    note: "A routine rolling deploy of the booking API; draining pods produce a short burst of 503s at the edge and connection-refused retries that all succeed.",
    run(ctx, at) {
      const up = deploy(ctx, "booking", at, "4.18.2");
      every(ctx, at, at + 40000, 30, (t) =>
        access(ctx, t, "GET", `${ctx.estate.api}/me/bookings`, 503, ctx.rng.int(1, 4), svc(ctx, "booking").name),
      );
      emit(
        ctx,
        "worker",
        up + 3000,
        "info",
        `deploy pipeline: ${svc(ctx, "booking").name} 4.18.2 rolled out, 2/2 ready`,
      );
    },
  },
  {
    kind: "hpa-scale-up",
    estate: "pinewood",
    roles: ["edge", "availability"],
    hour: 9,
    note: "Morning traffic scales pitch-availability from 3 to 6 pods; new pods fail readiness probes while warming up, then join.",
    run(ctx, at) {
      ctx.load = (t) => (t > at ? 1.8 : 1.2);
      for (let i = 0; i < 3; i++) {
        const t0 = at + i * 20000;
        startup(ctx, "availability", t0, "7.3.0");
        every(ctx, t0, t0 + 25000, 10, (t) =>
          emit(
            ctx,
            "availability",
            t,
            "warn",
            `Readiness probe failed: Get "http://10.1.${ctx.rng.int(0, 255)}.${ctx.rng.int(2, 254)}:8080/actuator/health/readiness": context deadline exceeded (pod warming up, JIT)`,
          ),
        );
      }
    },
  },
  {
    kind: "tls-cert-renewal",
    estate: "lakeside",
    roles: ["edge", "worker"],
    hour: 3,
    note: "The nightly certificate renewal retries an ACME challenge twice before it validates, then the edge reloads with the new certificate.",
    run(ctx, at) {
      emit(
        ctx,
        "worker",
        at,
        "info",
        "certbot renew: Processing /etc/letsencrypt/renewal/book.lakeside-club.example.conf",
      );
      emit(
        ctx,
        "worker",
        at + 9000,
        "error",
        "Failed authorization procedure. book.lakeside-club.example (http-01): urn:ietf:params:acme:error:connection :: The server could not connect to the client to verify the domain :: Timeout during connect (likely firewall problem)",
      );
      emit(ctx, "worker", at + 70000, "warn", "certbot renew: retrying challenge (attempt 3)");
      emit(
        ctx,
        "worker",
        at + 82000,
        "info",
        "Congratulations, all renewals succeeded: /etc/letsencrypt/live/book.lakeside-club.example/fullchain.pem (success)",
      );
      emit(ctx, "edge", at + 84000, "info", "signal process started");
      emit(ctx, "edge", at + 84100, "info", "reconfiguring; gracefully shutting down old worker processes");
    },
  },
  {
    kind: "pool-lifetime-recycle",
    estate: "heatherdene",
    roles: ["dbpool", "booking", "db"],
    hour: 12,
    note: "pgbouncer recycles server connections on their lifetime limit and the apps log reconnects; the pool churns every hour like this.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 14, (t) =>
        emit(
          ctx,
          "dbpool",
          t,
          "info",
          `S-0x${ctx.rng.hex(12)}: campsite/app@10.0.3.${ctx.rng.int(2, 40)}:5432 closing because: server lifetime over (age=3600s)`,
        ),
      );
      every(ctx, at, ctx.end, 3, (t) =>
        emit(ctx, "booking", t, "warn", "db: driver: bad connection, retrying query on a fresh connection"),
      );
      every(ctx, at, ctx.end, 3, (t) =>
        emit(
          ctx,
          "db",
          t,
          "info",
          "disconnection: session time: 1:00:00.2 user=app database=campsite host=10.0.3.9 port=51234",
        ),
      );
    },
  },
  {
    kind: "backup-checkpoints",
    estate: "coastline",
    roles: ["db", "worker", "booking"],
    hour: 1,
    note: "The nightly base backup runs; Postgres warns that checkpoints come too often and a few queries cross the slow-statement threshold.",
    run(ctx, at) {
      emit(
        ctx,
        "worker",
        at,
        "info",
        "job nightly-basebackup started: pg_basebackup -D /backups/2026-09-02 -X stream -c fast",
      );
      every(ctx, at, ctx.end, 1.2, (t) =>
        emit(ctx, "db", t, "warn", `checkpoints are occurring too frequently (${ctx.rng.int(9, 25)} seconds apart)`, {
          stack: ['HINT:  Consider increasing the configuration parameter "max_wal_size".'],
        }),
      );
      every(ctx, at, ctx.end, 4, (t) =>
        emit(
          ctx,
          "db",
          t,
          "info",
          `duration: ${ctx.rng.int(1000, 4200)}.${ctx.rng.int(100, 999)} ms  statement: SELECT * FROM pitch_nights WHERE site_id = $1 AND night BETWEEN $2 AND $3`,
        ),
      );
      emit(ctx, "worker", ctx.end - 30000, "info", "job nightly-basebackup finished: 38.2 GB in 14m12s");
    },
  },
  {
    kind: "autovacuum-report",
    estate: "pinewood",
    roles: ["db", "worker"],
    hour: 4,
    note: "Autovacuum works through a big table while the occupancy report runs long queries; slow-statement and lock-wait lines, all finishing.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 2, (t) =>
        emit(
          ctx,
          "db",
          t,
          "info",
          `automatic vacuum of table "campsite.public.meter_readings": index scans: 1, pages: 0 removed, ${ctx.rng.int(100000, 900000)} remain, tuples: ${ctx.rng.int(10000, 400000)} removed`,
        ),
      );
      every(ctx, at, ctx.end, 3, (t) =>
        emit(
          ctx,
          "db",
          t,
          "warn",
          `process ${ctx.rng.int(1000, 9999)} still waiting for ShareLock on transaction ${ctx.rng.int(1000000, 9999999)} after 1000.${ctx.rng.int(10, 99)} ms`,
        ),
      );
      every(ctx, at, ctx.end, 2, (t) =>
        emit(
          ctx,
          "worker",
          t,
          "info",
          `occupancy-report: site ${ctx.rng.pick(ctx.estate.sites)} exported (${ctx.rng.int(5, 60)}s)`,
        ),
      );
    },
  },
  {
    kind: "cache-flush-after-tariff",
    estate: "lakeside",
    roles: ["cache", "availability"],
    hour: 6,
    note: "The availability cache is flushed on purpose after the new tariff loads; misses and slower queries for a few minutes while it warms.",
    run(ctx, at) {
      emit(
        ctx,
        "cache",
        at,
        "info",
        `1:M ${new Date(at).toISOString()} * DB 0: FLUSHDB by client id=${ctx.rng.int(100, 999)} addr=10.0.2.7:50122 (tariff-loader)`,
      );
      every(ctx, at, span(ctx, at, 5), 90, (t) =>
        emit(
          ctx,
          "availability",
          t,
          "warn",
          `cache miss for avail:${ctx.rng.pick(ctx.estate.sites)}:${ctx.rng.hex(6)}, computed in ${ctx.rng.int(200, 1400)}ms`,
        ),
      );
    },
  },
  {
    kind: "consumer-rebalance",
    estate: "coastline",
    roles: ["broker", "ehu"],
    hour: 10,
    note: "Deploying the metering consumer triggers a Kafka group rebalance; revoked partitions and lag warnings for a minute, then the lag drains.",
    run(ctx, at) {
      emit(
        ctx,
        "broker",
        at,
        "info",
        "[GroupCoordinator 1]: Preparing to rebalance group ehu-billing in state PreparingRebalance with old generation 41 (reason: Removing member consumer-ehu-billing-2 on LeaveGroup)",
      );
      shutdown(ctx, "ehu", at - 2000);
      emit(
        ctx,
        "ehu",
        at + 300,
        "info",
        "[Consumer clientId=consumer-ehu-billing-1, groupId=ehu-billing] Revoke previously assigned partitions ehu.readings-0, ehu.readings-1, ehu.readings-2",
      );
      emit(
        ctx,
        "ehu",
        at + 600,
        "warn",
        "[Consumer clientId=consumer-ehu-billing-1, groupId=ehu-billing] Request joining group due to: group is already rebalancing",
      );
      startup(ctx, "ehu", at + 5000, "3.9.1");
      emit(
        ctx,
        "broker",
        at + 30000,
        "info",
        "[GroupCoordinator 1]: Stabilized group ehu-billing generation 42 with 3 members",
      );
      every(ctx, at, at + 3 * MIN, 10, (t) =>
        emit(ctx, "ehu", t, "warn", `consumer lag on ehu.readings ${ctx.rng.int(2000, 9000)} records (threshold 1000)`),
      );
    },
  },
  {
    kind: "gc-pauses-month-end",
    estate: "pinewood",
    roles: ["ehu", "worker"],
    hour: 23,
    note: "Month-end hook-up invoicing makes the metering JVM log long young-generation pauses and high heap use that always drop after the run.",
    run(ctx, at) {
      emit(ctx, "worker", at, "info", "job month-end-ehu-invoices started (4210 pitches)");
      every(ctx, at, ctx.end, 20, (t) =>
        emit(
          ctx,
          "ehu",
          t,
          "warn",
          `[gc] GC(${ctx.rng.int(1000, 9999)}) Pause Young (Normal) (G1 Evacuation Pause) ${ctx.rng.int(900, 1500)}M->${ctx.rng.int(300, 600)}M(2048M) ${ctx.rng.int(120, 380)}.${ctx.rng.int(100, 999)}ms`,
        ),
      );
      every(ctx, at, ctx.end, 2, (t) =>
        emit(ctx, "ehu", t, "warn", `heap usage ${ctx.rng.int(78, 88)}% after GC (alert threshold 75%)`),
      );
      every(ctx, at, ctx.end, 15, (t) =>
        emit(
          ctx,
          "ehu",
          t,
          "info",
          `invoice EHU-${ctx.rng.int(100000, 999999)} issued ${ctx.rng.int(4, 180)}.${ctx.rng.int(10, 99)} kWh`,
        ),
      );
    },
  },
  {
    kind: "log-volume-disk-warn",
    estate: "heatherdene",
    roles: ["worker", "ehu"],
    hour: 0,
    note: "The log volume crosses its 80% warning before the midnight logrotate compresses yesterday's files and usage drops to 41%.",
    run(ctx, at) {
      every(ctx, ctx.start, at + 3 * MIN, 2, (t) =>
        emit(ctx, "worker", t, "warn", `disk usage on /var/log ${ctx.rng.int(80, 84)}% (warning threshold 80%)`),
      );
      emit(
        ctx,
        "worker",
        at + 3 * MIN,
        "info",
        "logrotate: rotating pattern /var/log/campsite/*.log after 1 days (7 rotations), compressing",
      );
      emit(ctx, "worker", at + 4 * MIN, "info", "disk usage on /var/log 41%");
    },
  },
  {
    kind: "nightly-till-restart",
    estate: "lakeside",
    roles: ["till", "payments"],
    hour: 22,
    note: "After the shop closes the till gateway does its scheduled restart; the tills log disconnects and reconnects.",
    run(ctx, at) {
      shutdown(ctx, "till", at);
      every(ctx, at, at + 30000, 20, (t) =>
        emit(ctx, "till", t + 32000, "warn", `till-${ctx.rng.int(1, 4)} websocket closed (1006), reconnecting in 5s`),
      );
      startup(ctx, "till", at + 9000, "2.11.0");
    },
  },
  {
    kind: "gameday-pod-kill",
    estate: "coastline",
    roles: ["edge", "availability"],
    hour: 14,
    note: "A planned game day kills one availability pod; retries and a few 502s at the edge show the fallback working as it should.",
    run(ctx, at) {
      emit(
        ctx,
        "availability",
        at - 1000,
        "info",
        "gameday experiment pod-kill-15 announced in #ops: terminating guest-availability-7d9f-2",
      );
      every(ctx, at, at + 20000, 20, (t) =>
        access(
          ctx,
          t,
          "GET",
          `${ctx.estate.api}/pitches/availability`,
          502,
          ctx.rng.int(1, 30),
          svc(ctx, "availability").name,
        ),
      );
      startup(ctx, "availability", at + 15000, "7.3.0");
    },
  },
  {
    kind: "analytics-dns-servfail",
    estate: "heatherdene",
    roles: ["dns", "booking"],
    hour: 20,
    note: "The analytics vendor's DNS returns SERVFAIL; fire-and-forget beacons are dropped with lookup errors and nothing user-facing changes.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 25, (t) =>
        emit(ctx, "dns", t, "error", `[ERROR] plugin/errors: 2 collect.trackpixel.example. A: SERVFAIL`),
      );
      every(ctx, at, ctx.end, 20, (t) =>
        emit(
          ctx,
          "booking",
          t,
          "warn",
          `analytics beacon dropped: dial tcp: lookup collect.trackpixel.example: server misbehaving`,
        ),
      );
    },
  },
];
