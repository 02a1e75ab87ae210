// The harmless-but-alarming episodes: each kind belongs to one estate (or any), starts at `at` and prints what the
// real software prints when nothing is actually broken. Quiet windows get one; incident windows get one as well.
import { ids } from "./estates.js";
import type { Rng } from "./rng.js";
import { stackFor } from "./stacks.js";
import { type Ctx, configReload, deploy } from "./stream.js";

export interface QuietKind {
  kind: string;
  estate: string;
  note: string;
  apply(ctx: Ctx, at: number): void;
}

const { dev, user, acct, txn, uuid } = ids;
const ip = (r: Rng) => `${r.pick(["185.220", "45.146", "193.32", "91.92"])}.${r.int(1, 254)}.${r.int(1, 254)}`;
const end = (ctx: Ctx, at: number, min: number) => Math.min(ctx.t1, at + min * 60_000);
const apnsToken = (r: Rng) => `${r.hex(8)}…${r.hex(4)}`;

export const QUIET: readonly QuietKind[] = [
  {
    kind: "late-sync-flood",
    estate: "kestrel-device",
    note: "a phone OS update relaunches the app on millions of phones and days-old device backlogs sync at once; lag climbs and drains",
    apply(ctx, at) {
      const e = end(ctx, at, 7);
      ctx.every(
        "sync-edge",
        at,
        e,
        0.5,
        "warn",
        (r) =>
          `late batch from ${dev(r)}: oldest sample ${r.int(1, 6)}d${r.int(0, 23)}h old (app ios/6.12.1, os 18.1), accepted`,
      );
      ctx.every(
        "ingest-worker",
        at,
        e,
        8,
        "warn",
        (r) =>
          `Consumer lag on activity-raw is ${r.int(20000, 90000)} records (catching up, ${r.int(3000, 6000)} rec/s)`,
      );
      ctx.every(
        "timeseries-writer",
        at,
        e,
        3,
        "warn",
        (r) =>
          `insert into compressed chunk _hyper_3_${r.int(1100, 1200)}_chunk: decompressing for backfill (${r.int(200, 4000)} rows)`,
      );
      ctx.slow = (f, t) => (t > at && t < e && f.path[0] === "sync-edge" ? ctx.r.int(200, 1500) : 0);
      ctx.add(e, "ingest-worker", "info", "Consumer lag on activity-raw back under 1000 records");
    },
  },
  {
    kind: "firmware-canary-guard",
    estate: "kestrel-device",
    note: "the firmware canary guard halts a rollout ring on its own because a crash-free metric dipped; offers stop, nothing fails",
    apply(ctx, at) {
      const { r } = ctx;
      ctx.add(
        at,
        "fw-rollout",
        "error",
        "guard tripped for 4.9.0 ring=beta-2: crash_free_sessions=99.12% < threshold 99.50% (n=8412)",
      );
      ctx.add(
        at + 400,
        "fw-rollout",
        "warn",
        "rollout 4.9.0 PAUSED by guard; devices already on 4.9.0 keep it, no new offers",
      );
      ctx.every("fw-rollout", at, ctx.t1, 3, "info", () => `offer suppressed: rollout 4.9.0 paused (device ${dev(r)})`);
      ctx.add(at + 60_000, "fw-rollout", "warn", "paging rollout owner: guard pause on 4.9.0 requires manual review");
    },
  },
  {
    kind: "battery-deferred-installs",
    estate: "kestrel-device",
    note: "the nightly install window opens and thousands of watches refuse updates for low battery, logged as errors and retried next night",
    apply(ctx, at) {
      ctx.add(at, "fw-rollout", "info", "nightly install window opened for tz bucket UTC+9..UTC+10 (214,000 devices)");
      ctx.every(
        "fw-rollout",
        at,
        end(ctx, at, 9),
        0.35,
        "error",
        (r) => `install failed on ${dev(r)}: E_BATTERY_LOW (${r.int(4, 29)}% < 30%), will retry in next window`,
      );
    },
  },
  {
    kind: "device-clock-drift",
    estate: "kestrel-device",
    note: "watches paired to phones that crossed a timezone report clocks hours ahead; samples are clamped and stored",
    apply(ctx, at) {
      ctx.every(
        "ingest-worker",
        at,
        end(ctx, at, 8),
        1.2,
        "warn",
        (r) =>
          `device ${dev(r)} clock ahead by ${r.int(1, 11)}h${r.int(0, 59)}m (tz change?), ${r.int(20, 800)} timestamps clamped to server time`,
      );
      ctx.every(
        "sleep-scorer",
        at,
        end(ctx, at, 8),
        12,
        "error",
        (r) => `sleep session for ${user(r)} ends in the future (+${r.int(1, 9)}h), truncated`,
      );
    },
  },
  {
    kind: "ble-pairing-gatt-133",
    estate: "kestrel-device",
    note: "Android phones after a Bluetooth stack update report GATT 133 on the first pairing attempt; the second attempt binds",
    apply(ctx, at) {
      const { r } = ctx;
      for (let t = at + r.exp(3000); t < end(ctx, at, 10); t += r.exp(3000)) {
        const d = dev(r);
        ctx.add(
          t,
          "pairing-api",
          "error",
          `client pairing report: ${d} failed GATT_ERROR (133) android=15 phone=${r.pick(["Pixel 8", "SM-S921B", "Pixel 7a"])} attempt=1`,
        );
        ctx.add(
          t + r.int(4000, 15000),
          "pairing-api",
          "info",
          `POST /v1/pairings 201 ${r.int(80, 300)}ms (${d}, attempt=2)`,
        );
      }
    },
  },
  {
    kind: "hr-outliers-dropped",
    estate: "kestrel-device",
    note: "a cohort of loose-strap wearers produces impossible heart-rate samples that analytics drops as designed",
    apply(ctx, at) {
      ctx.every(
        "hr-analytics",
        at,
        end(ctx, at, 10),
        0.8,
        "warn",
        (r) =>
          `dropped ${r.int(3, 60)} HR samples out of range (${r.pick(["0", "251", "255", "12"])} bpm) for ${user(r)}; ppg quality=${r.pick(["poor", "none"])}`,
      );
      ctx.every(
        "hr-analytics",
        at,
        end(ctx, at, 10),
        20,
        "error",
        (r) => `HRV not computed for ${user(r)}: fewer than 60 valid RR intervals`,
      );
    },
  },
  {
    kind: "kafka-rebalance",
    estate: "kestrel-device",
    note: "a rolling restart of ingest-worker makes the consumer group rebalance twice; heartbeats fail, lag spikes and drains",
    apply(ctx, at) {
      const { r } = ctx;
      deploy(ctx, "ingest-worker", at, "2.41.0");
      for (const dt of [1500, 2600, 70_000]) {
        ctx.add(
          at + dt,
          "ingest-worker",
          "info",
          "[Consumer clientId=ingest-worker-0, groupId=activity-ingest] Request joining group due to: group is already rebalancing",
        );
        ctx.add(
          at + dt + 200,
          "ingest-worker",
          "warn",
          "[Consumer clientId=ingest-worker-1, groupId=activity-ingest] Attempt to heartbeat failed since group is rebalancing",
        );
        ctx.add(
          at + dt + 900,
          "ingest-worker",
          "info",
          `[Consumer clientId=ingest-worker-0, groupId=activity-ingest] Revoke previously assigned partitions activity-raw-${r.int(0, 11)}, activity-raw-${r.int(12, 23)}`,
        );
        ctx.add(
          at + dt + 4000,
          "ingest-worker",
          "info",
          `[Consumer clientId=ingest-worker-0, groupId=activity-ingest] Successfully synced group in generation Generation{generationId=${r.int(300, 400)}, memberId='ingest-worker-0-${uuid(r)}', protocol='cooperative-sticky'}`,
        );
      }
      ctx.every(
        "ingest-worker",
        at,
        at + 150_000,
        10,
        "warn",
        (rr) => `Consumer lag on activity-raw is ${rr.int(8000, 30000)} records`,
      );
    },
  },
  {
    kind: "partner-export-429",
    estate: "kestrel-device",
    note: "the hourly health export hits a partner API's rate limit, backs off and delivers everything",
    apply(ctx, at) {
      const { r } = ctx;
      for (let t = at + r.exp(2000); t < end(ctx, at, 6); t += r.exp(2000)) {
        const u = user(r);
        ctx.add(
          t,
          "export-jobs",
          "warn",
          `HealthExportJob ${u}: Google Fit 429 Too Many Requests (RESOURCE_EXHAUSTED), retry ${r.int(1, 4)} in ${r.pick([8, 16, 32])}s`,
        );
        ctx.add(
          t + r.int(8000, 40000),
          "export-jobs",
          "info",
          `HealthExportJob ${u}: pushed ${r.int(3, 90)} datasets to Google Fit`,
        );
      }
    },
  },
  {
    kind: "sidekiq-deleted-accounts",
    estate: "kestrel-device",
    note: "export jobs queued for accounts deleted meanwhile raise RecordNotFound with full traces and are discarded",
    apply(ctx, at) {
      const { r } = ctx;
      for (let t = at + r.exp(6000); t < end(ctx, at, 10); t += r.exp(6000)) {
        const id = r.int(100000, 9999999);
        const tr = stackFor(r, "ruby", "ActiveRecord::RecordNotFound", `Couldn't find Account with 'id'=${id}`, [
          "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/core.rb:find",
          "/app/app/jobs/health_export_job.rb:perform",
          "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:execute_job",
        ]);
        ctx.add(
          t,
          "export-jobs",
          "error",
          `HealthExportJob JID-${r.hex(24)} failed: Couldn't find Account with 'id'=${id} (ActiveRecord::RecordNotFound); discarded by discard_on`,
          tr,
        );
      }
    },
  },
  {
    kind: "hikari-stale-connections",
    estate: "kestrel-device",
    note: "after a planned database minor-version failover the pool finds closed connections, validates them away and carries on",
    apply(ctx, at) {
      for (let i = 0; i < 14; i++)
        ctx.add(
          at + i * ctx.r.int(1000, 9000),
          "device-registry",
          "warn",
          `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${ctx.r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        );
      ctx.add(
        at + 60_000,
        "device-registry",
        "info",
        "HikariPool-1 - Pool stats (total=20, active=3, idle=17, waiting=0)",
      );
    },
  },
  {
    kind: "g1-humongous-pauses",
    estate: "kestrel-device",
    note: "large sync batches cause long G1 pauses in ingest-worker; latency blips, nothing fails",
    apply(ctx, at) {
      ctx.every(
        "ingest-worker",
        at,
        end(ctx, at, 9),
        9,
        "warn",
        (r) =>
          `[gc] GC(${r.int(1800, 2400)}) Pause Young (G1 Humongous Allocation) ${r.int(1100, 1800)}M->${r.int(300, 700)}M(2048M) ${r.int(300, 900)}.${r.int(100, 999)}ms`,
      );
    },
  },
  {
    kind: "duplicate-workouts",
    estate: "kestrel-social",
    note: "the same workouts arrive from the watch and from a partner import; the merger folds duplicates and the API answers 409",
    apply(ctx, at) {
      const { r } = ctx;
      for (let t = at + r.exp(1500); t < end(ctx, at, 10); t += r.exp(1500)) {
        const a = `w_${r.hex(12)}`;
        ctx.add(
          t,
          "workout-merge",
          "warn",
          `duplicate workout ${a} (source=partner-import) overlaps w_${r.hex(12)} (source=device) by ${r.int(88, 100)}%, merged`,
        );
        ctx.add(t + 30, "feed-api", "warn", `POST /v2/workouts 409 ${r.int(20, 90)}ms - duplicate of existing workout`);
      }
    },
  },
  {
    kind: "leaderboard-weekly-reset",
    estate: "kestrel-social",
    note: "the weekly leaderboard rollover recomputes every board; reads come from the old snapshot and are slow until the swap",
    apply(ctx, at) {
      const e = end(ctx, at, 6);
      ctx.add(
        at,
        "leaderboard",
        "warn",
        "weekly rollover: full recompute of 14 boards started (1.24M members); serving reads from snapshot 2026-W40",
      );
      ctx.every(
        "leaderboard",
        at,
        e,
        5,
        "warn",
        (r) =>
          `recompute board=weekly-${r.pick(["steps", "distance", "active-min"])}-${r.pick(["eu", "us", "apac"])} ${r.int(5, 95)}% (slow query: ZUNIONSTORE took ${r.int(800, 4000)}ms)`,
      );
      ctx.slow = (f, t) => (t > at && t < e && f.path.includes("leaderboard") ? ctx.r.int(300, 2500) : 0);
      ctx.add(e, "leaderboard", "info", "weekly rollover done: snapshot 2026-W41 swapped in");
    },
  },
  {
    kind: "anti-cheat-rejections",
    estate: "kestrel-social",
    note: "during a city challenge many car-assisted runs are rejected by the plausibility check",
    apply(ctx, at) {
      ctx.every(
        "challenge-engine",
        at,
        end(ctx, at, 12),
        1.5,
        "warn",
        (r) =>
          `Rejected activity for ${user(r)} in challenge c_${r.int(1000, 9999)}: implausible pace ${r.int(1, 2)}:${r.int(10, 59)}/km over ${r.int(3, 20)} km (vehicle suspected)`,
      );
      ctx.every(
        "feed-api",
        at,
        end(ctx, at, 12),
        6,
        "error",
        () => "POST /v2/challenges/join 422 - activity rejected by plausibility check",
      );
    },
  },
  {
    kind: "push-tokens-unregistered",
    estate: "kestrel-social",
    note: "after users uninstall, APNs and FCM report unregistered tokens in bulk; fan-out prunes them",
    apply(ctx, at) {
      ctx.every("push-fanout", at, end(ctx, at, 10), 0.6, "error", (r) =>
        r.chance(0.5)
          ? `APNs rejected token ${apnsToken(r)} status=410 reason=Unregistered, removing`
          : `FCM send failed for ${user(r)}: messaging/registration-token-not-registered, token pruned`,
      );
    },
  },
  {
    kind: "scanner-probes",
    estate: "kestrel-social",
    note: "a vulnerability scanner walks the public API and gets 404s and 401s",
    apply(ctx, at) {
      ctx.every(
        "feed-api",
        at,
        end(ctx, at, 5),
        0.25,
        "warn",
        (r) =>
          `${r.pick(["GET /.env", "GET /wp-login.php", "GET /actuator/env", "POST /v2/auth/token", "GET /.git/config", "GET /v2/../../etc/passwd"])} ${r.pick([404, 404, 401, 400])} ${r.int(1, 4)}ms ip=${ip(r)} ua="Mozilla/5.0 zgrab/0.x"`,
      );
    },
  },
  {
    kind: "kudos-rate-limit",
    estate: "kestrel-social",
    note: "a handful of automated accounts hammer kudos and get 429s from the API's own limiter",
    apply(ctx, at) {
      ctx.every(
        "feed-api",
        at,
        end(ctx, at, 8),
        0.5,
        "warn",
        (r) =>
          `POST /v2/workouts/w_${r.hex(12)}/kudos 429 ${r.int(1, 3)}ms - rate limit 60/min exceeded for ${user(r).slice(0, 6)}99 (bot-suspect)`,
      );
    },
  },
  {
    kind: "tile-cache-cold",
    estate: "kestrel-social",
    note: "route-render restarts with an empty tile cache and renders slowly until it warms",
    apply(ctx, at) {
      deploy(ctx, "route-render", at, "3.8.2");
      ctx.every(
        "route-render",
        at,
        end(ctx, at, 5),
        2,
        "warn",
        (r) => `tile cache miss z=${r.int(12, 16)} (${r.int(0, 30)}% warm), render took ${r.int(400, 2400)}ms`,
      );
    },
  },
  {
    kind: "redis-slow-profile",
    estate: "kestrel-social",
    note: "a large key eviction makes a few profile cache reads slow; StackExchange.Redis times them out once and the fallback reads the database",
    apply(ctx, at) {
      ctx.every("profile-svc", at, end(ctx, at, 6), 4, "warn", (r) => {
        return `Cache read timed out, falling back to database: StackExchange.Redis.RedisTimeoutException: Timeout performing MGET (${r.int(1000, 1500)}ms), next: MGET profile:${r.int(1, 9)}…, inst: ${r.int(0, 4)}, qu: 0, qs: ${r.int(1, 12)}, aw: False, bw: SpinningDown, rs: ReadAsync, ws: Idle, in: ${r.int(0, 65536)}`;
      });
    },
  },
  {
    kind: "event-loop-lag",
    estate: "kestrel-social",
    note: "a big celebrity feed makes feed-api's event loop lag; warnings and slow requests, no errors",
    apply(ctx, at) {
      ctx.every(
        "feed-api",
        at,
        end(ctx, at, 7),
        7,
        "warn",
        (r) => `event loop delay p99=${r.int(180, 700)}ms (threshold 150ms)`,
      );
      ctx.every(
        "social-graph",
        at,
        end(ctx, at, 7),
        15,
        "warn",
        (r) => `followee list for ${user(r)} truncated to 5000 (account has ${r.int(6, 90)}k followees)`,
      );
    },
  },
  {
    kind: "sandbox-receipts",
    estate: "lumen-billing",
    note: "TestFlight testers send sandbox receipts to production; the validator gets 21007, retries against sandbox and refuses production entitlements",
    apply(ctx, at) {
      const { r } = ctx;
      for (let t = at + r.exp(2500); t < end(ctx, at, 10); t += r.exp(2500)) {
        const x = txn(r);
        ctx.add(
          t,
          "receipt-validator",
          "warn",
          `verifyReceipt status=21007 for transaction ${x}: sandbox receipt sent to production, retrying against sandbox`,
        );
        ctx.add(
          t + 300,
          "receipt-validator",
          "error",
          `Refused transaction ${x}: environment=Sandbox (TestFlight build 6.13.0 (${r.int(800, 830)})) cannot grant production entitlement`,
        );
        ctx.add(
          t + 320,
          "store-gateway",
          "warn",
          `POST /v1/purchases/verify 422 ${r.int(300, 900)}ms platform=ios reason=sandbox_receipt`,
        );
      }
    },
  },
  {
    kind: "billing-retry-renewals",
    estate: "lumen-billing",
    note: "the monthly renewal wave hits expired cards; Apple sends DID_FAIL_TO_RENEW and grace periods start",
    apply(ctx, at) {
      const { r } = ctx;
      for (let t = at + r.exp(1200); t < end(ctx, at, 12); t += r.exp(1200)) {
        const a = acct(r);
        ctx.add(
          t,
          "asn-listener",
          "warn",
          `notification DID_FAIL_TO_RENEW subtype=GRACE_PERIOD uuid=${uuid(r)} originalTransactionId=${txn(r)}`,
        );
        ctx.add(
          t + 90,
          "billing-ledger",
          "error",
          `Renewal failed for ${a}: billing issue (${r.pick(["card expired", "insufficient funds", "payment method declined"])}), grace period until 2026-10-${r.int(10, 28)}`,
        );
        ctx.add(t + 120, "entitlements", "info", `Entitlement premium kept for ${a} (grace period)`);
      }
    },
  },
  {
    kind: "refund-revocations",
    estate: "lumen-billing",
    note: "a batch of refunds approved by the store arrives; entitlements are revoked and ledger reversals posted",
    apply(ctx, at) {
      ctx.every(
        "asn-listener",
        at,
        end(ctx, at, 8),
        2.5,
        "warn",
        (r) => `notification REFUND uuid=${uuid(r)} transactionId=${txn(r)} revocationReason=0`,
      );
      ctx.every(
        "entitlements",
        at,
        end(ctx, at, 8),
        2.5,
        "warn",
        (r) => `Entitlement premium REVOKED for ${acct(r)} reason=REFUND`,
      );
      ctx.every(
        "billing-ledger",
        at,
        end(ctx, at, 8),
        2.5,
        "error",
        (r) => `Reversal posted ${acct(r)} -${r.pick(["59.99", "9.99"])} USD (refund)`,
      );
    },
  },
  {
    kind: "play-on-hold",
    estate: "lumen-billing",
    note: "Google Play moves a batch of subscriptions on hold and expires others at the end of account hold",
    apply(ctx, at) {
      ctx.every("rtdn-consumer", at, end(ctx, at, 9), 1.4, "warn", (r) =>
        r.chance(0.6)
          ? `subscriptionNotification notificationType=5 (SUBSCRIPTION_ON_HOLD) purchaseToken=${r.hex(20)}…`
          : `subscriptionNotification notificationType=13 (SUBSCRIPTION_EXPIRED) purchaseToken=${r.hex(20)}…`,
      );
      ctx.every(
        "entitlements",
        at,
        end(ctx, at, 9),
        2.5,
        "warn",
        (r) => `Entitlement premium suspended for ${acct(r)} (ACCOUNT_HOLD)`,
      );
    },
  },
  {
    kind: "asn-duplicate-resends",
    estate: "lumen-billing",
    note: "Apple retries notifications it believes undelivered; the listener sees duplicates and acks them",
    apply(ctx, at) {
      ctx.every(
        "asn-listener",
        at,
        end(ctx, at, 10),
        1.5,
        "warn",
        (r) => `duplicate notificationUUID ${uuid(r)} (Apple retry #${r.int(1, 5)}), already processed, acking 200`,
      );
      ctx.add(
        at + 1000,
        "asn-listener",
        "error",
        "Apple reports 212 notifications pending retry for bundle com.lumen.coach (Get Notification History)",
      );
    },
  },
  {
    kind: "appstore-api-429-backoff",
    estate: "lumen-billing",
    note: "a history backfill hits the App Store Server API rate limit; the validator backs off and every call succeeds",
    apply(ctx, at) {
      const { r } = ctx;
      for (let t = at + r.exp(1800); t < end(ctx, at, 7); t += r.exp(1800)) {
        ctx.add(
          t,
          "receipt-validator",
          "warn",
          `App Store Server API 429 Too Many Requests for GET /inApps/v1/history/${txn(r)}; backing off ${r.pick([1, 2, 4])}s (attempt ${r.int(1, 3)}/6)`,
        );
        ctx.add(
          t + r.int(2000, 9000),
          "receipt-validator",
          "info",
          "history page fetched after backoff (revision advanced)",
        );
      }
    },
  },
  {
    kind: "promo-brute-force",
    estate: "lumen-billing",
    note: "someone guesses promo codes from a few IPs; every attempt is rejected and then rate limited",
    apply(ctx, at) {
      ctx.every(
        "promo-codes",
        at,
        end(ctx, at, 6),
        0.4,
        "warn",
        (r) => `redeem rejected: code ${r.hex(8).toUpperCase()} not found ip=${ip(r)}`,
      );
      ctx.every(
        "store-gateway",
        at + 60_000,
        end(ctx, at, 6),
        1,
        "warn",
        (r) => `POST /v1/promo/redeem 429 1ms ip=${ip(r)} limiter=promo-per-ip`,
      );
    },
  },
  {
    kind: "paywall-variant-missing",
    estate: "lumen-billing",
    note: "an experiment config reload references a variant not yet published; the paywall serves the control",
    apply(ctx, at) {
      configReload(ctx, "paywall-config", at, "experiments.paywall_copy_v7 changed");
      ctx.every(
        "paywall-config",
        at,
        end(ctx, at, 12),
        2,
        "error",
        (r) =>
          `variant B4 not found for experiment paywall_copy_v7 (placement=${r.pick(["onboarding", "settings"])}); serving control A`,
      );
    },
  },
  {
    kind: "web-disputes",
    estate: "lumen-billing",
    note: "card-network disputes for web subscriptions arrive by webhook and are recorded",
    apply(ctx, at) {
      ctx.every(
        "billing-ledger",
        at,
        end(ctx, at, 10),
        5,
        "error",
        (r) =>
          `charge.dispute.created dp_${r.hex(14)} reason=${r.pick(["fraudulent", "subscription_canceled", "unrecognized"])} amount=${r.pick(["59.99", "9.99"])} USD for ${acct(r)}`,
      );
      ctx.every(
        "entitlements",
        at,
        end(ctx, at, 10),
        10,
        "warn",
        (r) => `Entitlement premium flagged (dispute open) for ${acct(r)}`,
      );
    },
  },
  {
    kind: "entitlement-cache-cold",
    estate: "lumen-billing",
    note: "entitlements restarts with a cold cache and reads from SQL until warm; slow but correct",
    apply(ctx, at) {
      deploy(ctx, "entitlements", at, "8.4.1");
      const e = end(ctx, at, 4);
      ctx.every(
        "entitlements",
        at + 5000,
        e,
        3,
        "warn",
        (r) =>
          `Entitlement cache hit ratio 0.${r.int(10, 60)} (warming); CheckEntitlement from SQL took ${r.int(120, 900)}ms`,
      );
      ctx.slow = (f, t) => (t > at && t < e && f.path.includes("entitlements") ? ctx.r.int(100, 800) : 0);
    },
  },
  {
    kind: "expired-jwt-refresh",
    estate: "lumen-billing",
    note: "old app builds call with expired access tokens; they get 401, refresh and retry",
    apply(ctx, at) {
      ctx.every(
        "account-api",
        at,
        end(ctx, at, 10),
        0.8,
        "warn",
        (r) =>
          `Unauthorized: /api/v2/me/entitlements (token expired ${r.int(1, 300)}s ago, app=ios/6.9.${r.int(0, 3)}) -> 401`,
      );
      ctx.every(
        "account-api",
        at,
        end(ctx, at, 10),
        1.2,
        "info",
        (r) => `"POST /api/v2/auth/refresh HTTP/1.1" 200 ${r.int(400, 700)}`,
      );
    },
  },
  {
    kind: "client-aborts-epipe",
    estate: "lumen-content",
    note: "users skip through coaching videos and close connections mid-response; coach-api logs EPIPE and aborted requests",
    apply(ctx, at) {
      const { r } = ctx;
      for (let t = at + r.exp(2000); t < end(ctx, at, 10); t += r.exp(2000)) {
        const tr = stackFor(r, "node", "Error", "write EPIPE", [
          "afterWriteDispatched@node:internal/stream_base_commons",
          "writeGeneric@node:internal/stream_base_commons",
          "Socket._writeGeneric@node:net",
        ]);
        ctx.add(
          t,
          "coach-api",
          r.chance(0.5) ? "error" : "warn",
          `request aborted by client GET /v1/sessions/vid_${r.hex(8)}/play`,
          tr,
        );
      }
    },
  },
  {
    kind: "transcode-dts-warnings",
    estate: "lumen-content",
    note: "a batch of new coaching videos from a partner studio has broken timestamps; the transcoder warns loudly and finishes every job",
    apply(ctx, at) {
      ctx.every("video-transcode", at, end(ctx, at, 12), 0.5, "warn", (r) => {
        const p = r.int(1000, 90000);
        return `[mov,mp4,m4a,3gp,3g2,mj2 @ 0x55d1${r.hex(6)}] Non-monotonic DTS; previous: ${p}, current: ${p - r.int(1, 40)}; changing to ${p + 1}. This may result in incorrect timestamps in the output file.`;
      });
      ctx.every(
        "video-transcode",
        at,
        end(ctx, at, 12),
        25,
        "info",
        (r) => `job tx_${r.hex(6)} rendition 1080p done (speed=${r.int(18, 40) / 10}x)`,
      );
    },
  },
  {
    kind: "expired-playback-urls",
    estate: "lumen-content",
    note: "clients resuming yesterday's sessions present expired signed URLs; they get 401 and re-fetch",
    apply(ctx, at) {
      const { r } = ctx;
      for (let t = at + r.exp(1500); t < end(ctx, at, 10); t += r.exp(1500)) {
        const v = `vid_${r.hex(8)}`;
        ctx.add(
          t,
          "playback-token",
          "warn",
          `token verify failed asset=${v}: token expired ${r.int(1, 20)}h${r.int(0, 59)}m ago (kid=pk-2026-09)`,
        );
        ctx.add(
          t + 20,
          "coach-api",
          "warn",
          `GET /v1/sessions/${v}/play 401 ${r.int(3, 20)}ms - playback token expired`,
        );
        ctx.add(t + r.int(800, 3000), "coach-api", "info", `GET /v1/sessions/${v}/play 200 ${r.int(40, 200)}ms`);
      }
    },
  },
  {
    kind: "quiet-hours-suppression",
    estate: "lumen-content",
    note: "the reminder scheduler holds back reminders for users in their quiet hours and re-queues them",
    apply(ctx, at) {
      ctx.every(
        "reminder-scheduler",
        at,
        end(ctx, at, 10),
        4,
        "warn",
        (r) =>
          `Task reminders.dispatch[${uuid(r)}] retry: Retry in ${r.pick([300, 600, 900])}s: QuietHours('${r.int(200, 4000)} recipients in ${r.pick(["Asia/Tokyo", "Australia/Sydney", "Asia/Seoul"])} quiet hours')`,
      );
    },
  },
  {
    kind: "fcm-unregistered",
    estate: "lumen-content",
    note: "FCM reports UNREGISTERED for devices where the app was removed; push-sender deletes the tokens",
    apply(ctx, at) {
      ctx.every(
        "push-sender",
        at,
        end(ctx, at, 10),
        0.7,
        "error",
        (r) =>
          `FCM v1 send failed: 404 NOT_FOUND "Requested entity was not found." errorCode=UNREGISTERED token=${r.hex(11)}:APA91b${r.hex(6)}… -> token deleted`,
      );
    },
  },
  {
    kind: "flag-service-blip",
    estate: "lumen-content",
    note: "the feature-flag service is unreachable for two minutes; experiments serves cached definitions and nobody notices",
    apply(ctx, at) {
      ctx.every(
        "experiments",
        at,
        at + 130_000,
        10,
        "warn",
        (r) =>
          `definitions poll failed: Get "https://flags.lumen.internal/v2/definitions": dial tcp 10.60.${r.int(0, 9)}.${r.int(2, 250)}:443: i/o timeout; serving cached definitions (age ${r.int(60, 200)}s)`,
      );
      ctx.add(at + 140_000, "experiments", "info", "definitions poll ok again: 14 active, no change");
    },
  },
  {
    kind: "search-reindex",
    estate: "lumen-content",
    note: "the nightly search reindex swaps aliases; queries are slow and some suggestions come back empty for a minute",
    apply(ctx, at) {
      ctx.add(at, "search-suggest", "info", "reindex started: sessions_v213 -> sessions_v214");
      ctx.every(
        "search-suggest",
        at,
        end(ctx, at, 5),
        3,
        "warn",
        (r) =>
          `slow suggest q="${r.pick(["core", "hiit", "yoga"])}" took ${r.int(600, 2500)}ms (index refresh in progress)`,
      );
      ctx.add(
        end(ctx, at, 5),
        "search-suggest",
        "info",
        "alias sessions -> sessions_v214 swapped, old index scheduled for deletion",
      );
    },
  },
  {
    kind: "unpermitted-params-422",
    estate: "lumen-content",
    note: "an old app build sends a removed field and zero-length sessions; Rails logs unpermitted parameters and 422s",
    apply(ctx, at) {
      ctx.every(
        "progress-tracker",
        at,
        end(ctx, at, 12),
        1.5,
        "warn",
        () => "Unpermitted parameter: :heart_rate_avg. Context: { controller: ProgressController, action: create }",
      );
      ctx.every(
        "progress-tracker",
        at,
        end(ctx, at, 12),
        5,
        "error",
        (r) =>
          `Completed 422 Unprocessable Content in ${r.int(5, 30)}ms (ActiveRecord::RecordInvalid: Validation failed: Duration must be greater than 0)`,
      );
    },
  },
  {
    kind: "streak-midnight-reset",
    estate: "lumen-content",
    note: "local midnight passes in a large timezone and the streak job resets and freezes thousands of streaks",
    apply(ctx, at) {
      ctx.add(at, "progress-tracker", "info", "StreakResetJob started for Pacific/Auckland (local midnight)");
      ctx.every(
        "progress-tracker",
        at,
        end(ctx, at, 6),
        1.2,
        "warn",
        (r) => `Streak broken for ${user(r)} (${r.int(2, 300)} days, no freeze left)`,
      );
      ctx.add(
        end(ctx, at, 6),
        "progress-tracker",
        "info",
        "StreakResetJob done: 3104 streaks reset, 812 freezes consumed",
      );
    },
  },
];
