// The four made-up companies of holdout80 and the normal traffic, jobs and noise each one logs.
import type { Lvl } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Rt } from "./stacks.js";

export interface Emit {
  lvl: Lvl;
  msg: string;
  stack?: string[];
  errType?: string;
}
export type Gen = (r: Rng) => Emit;
export interface Hop {
  svc: string;
  f: Gen;
}
export interface Estate {
  key: string;
  ns: string;
  traced: boolean;
  day: string;
  svcs: Record<string, Rt>;
  /** Request paths: each hop logs once, in order, a few ms apart (same trace id where the estate has them). */
  flows: Array<{ rate: number; hops: Hop[] }>;
  chatter: Array<{ svc: string; rate: number; f: Gen }>;
  jobs: Array<{ svc: string; every: number; f: Gen }>;
  noisy: { svc: string; rate: number; f: Gen };
  deprecations: Array<{ svc: string; every: number; msg: string }>;
  /** An unrelated rollout: service and the lines it prints. */
  deploys: Array<{ svc: string; lines: (r: Rng) => string[] }>;
}

const I = (msg: string): Emit => ({ lvl: "info", msg });
const W = (msg: string): Emit => ({ lvl: "warn", msg });
const uid = (r: Rng) => `u_${r.hex(10)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const ver = (r: Rng) => `${r.int(3, 6)}.${r.int(0, 19)}.${r.int(0, 9)}`;

// ---------- Pulsewear: watches and bands, BLE hubs, activity / sleep / HR, firmware, feed and segments (traced) ------
const pulsewear: Estate = {
  key: "pulsewear",
  ns: "pw-prod",
  traced: true,
  day: "2026-06-03",
  svcs: {
    "sync-gateway": "go",
    "ble-bridge": "cpp",
    "activity-ingest": "java",
    "sleep-stager": "python",
    "hr-alerts": "go",
    "firmware-rollout": "node",
    "workout-feed": "ruby",
    "segment-board": "java",
    "device-registry": "dotnet",
    "push-relay": "node",
  },
  flows: [
    {
      rate: 1.3,
      hops: [
        {
          svc: "sync-gateway",
          f: (r) =>
            I(
              `POST /v3/sync device=${r.pick(["PW-Orbit2", "PW-Band5", "PW-Orbit2 Pro", "PW-Trail"])} app=${r.pick(["ios/8.14.2", "android/8.14.1", "ios/8.13.0"])} status=200 dur=${ms(r, 40, 380)}ms bytes=${r.int(2000, 90000)}`,
            ),
        },
        {
          svc: "activity-ingest",
          f: (r) =>
            r.chance(0.06)
              ? I(
                  `backfill accepted: ${r.int(2, 40)} days of steps for device ${r.hex(12).toUpperCase()} (last sync ${r.int(3, 19)}d ago)`,
                )
              : I(
                  `ingested batch samples=${r.int(120, 4800)} kinds=[steps,hr,spo2] user=${uid(r)} in ${ms(r, 8, 90)} ms`,
                ),
        },
        {
          svc: "device-registry",
          f: (r) =>
            I(
              `Device ${r.hex(12).toUpperCase()} last_seen updated (battery ${r.int(8, 100)}%, fw ${r.pick(["4.2.1", "4.2.3", "4.3.0"])})`,
            ),
        },
      ],
    },
    {
      rate: 0.5,
      hops: [
        {
          svc: "sync-gateway",
          f: (r) => I(`GET /v3/feed?limit=20 status=200 dur=${ms(r, 30, 220)}ms`),
        },
        {
          svc: "workout-feed",
          f: (r) =>
            I(
              `Completed 200 OK in ${ms(r, 12, 160)}ms (Views: ${ms(r, 3, 40)}.${r.int(0, 9)}ms | ActiveRecord: ${ms(r, 2, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 30000)})`,
            ),
        },
        {
          svc: "segment-board",
          f: (r) =>
            I(
              `leaderboard segment=${r.int(100000, 999999)} window=month served ${r.int(10, 100)} rows in ${ms(r, 3, 40)} ms`,
            ),
        },
      ],
    },
    {
      rate: 0.35,
      hops: [
        { svc: "activity-ingest", f: (r) => I(`HR stream window closed user=${uid(r)} samples=${r.int(50, 600)}`) },
        {
          svc: "hr-alerts",
          f: (r) => I(`evaluated hr window user=${uid(r)} max=${r.int(70, 150)}bpm rule=high_hr result=none`),
        },
      ],
    },
  ],
  chatter: [
    {
      svc: "ble-bridge",
      rate: 0.5,
      f: (r) =>
        I(
          `[hub ${r.pick(["gym-ams-04", "gym-ams-11", "clinic-rtm-02", "gym-utr-07"])}] GATT session closed peer=${r.hex(2)}:${r.hex(2)}:${r.hex(2)}:${r.hex(2)}:${r.hex(2)}:${r.hex(2)} rx=${r.int(800, 40000)}B rssi=-${r.int(48, 88)}`,
        ),
    },
    {
      svc: "sleep-stager",
      rate: 0.25,
      f: (r) =>
        r.chance(0.1)
          ? W(`night for ${uid(r)} has ${r.int(20, 70)} min gap in accelerometer data, staging with HR only`)
          : I(
              `staged night user=${uid(r)} deep=${r.int(40, 110)}m rem=${r.int(50, 120)}m light=${r.int(150, 260)}m awake=${r.int(5, 40)}m model=sleepnet-v7 (${ms(r, 40, 300)} ms)`,
            ),
    },
    {
      svc: "workout-feed",
      rate: 0.2,
      f: (r) =>
        r.chance(0.3)
          ? I(
              `merged duplicate workout ${r.int(9000000, 9999999)} into ${r.int(9000000, 9999999)} (same start ±${r.int(2, 50)}s, sources watch+phone)`,
            )
          : I(
              `GPS track cleanup: dropped ${r.int(1, 9)} points with jump > ${r.int(200, 900)} m (workout ${r.int(9000000, 9999999)})`,
            ),
    },
    {
      svc: "push-relay",
      rate: 0.3,
      f: (r) =>
        r.chance(0.05)
          ? W(`apns: retry 1/3 for ${r.hex(8)} after 503 ServiceUnavailable — delivered on retry`)
          : I(`apns delivered id=${r.hex(8)}-${r.hex(4)} topic=com.pulsewear.app status=200 in ${ms(r, 20, 180)}ms`),
    },
    {
      svc: "firmware-rollout",
      rate: 0.15,
      f: (r) =>
        I(
          `wave 3 of fw 4.3.0: offered to ${r.hex(12).toUpperCase()} (${r.pick(["PW-Orbit2", "PW-Band5"])}), ${r.int(10, 40)}% of cohort done`,
        ),
    },
    {
      svc: "device-registry",
      rate: 0.05,
      f: (r) =>
        I(`User ${uid(r)} revoked HealthKit permission for heart_rate; dropping ${r.int(0, 400)} queued samples`),
    },
  ],
  jobs: [
    {
      svc: "segment-board",
      every: 60,
      f: (r) => I(`Scheduled task recomputeHotSegments finished: ${r.int(80, 300)} segments, ${r.int(900, 4000)} ms`),
    },
    {
      svc: "sleep-stager",
      every: 120,
      f: (r) => I(`celery beat: sent task sleep.rescore_pending (${r.int(0, 40)} nights pending)`),
    },
  ],
  noisy: {
    svc: "ble-bridge",
    rate: 0.3,
    f: (r) => ({
      lvl: "error",
      msg: `[hub ${r.pick(["gym-ams-04", "gym-utr-07", "clinic-rtm-02"])}] adv packet CRC mismatch from ${r.hex(2)}:${r.hex(2)}:${r.hex(2)}:${r.hex(2)}:${r.hex(2)}:${r.hex(2)}, dropped`,
    }),
  },
  deprecations: [
    {
      svc: "firmware-rollout",
      every: 240,
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    {
      svc: "device-registry",
      every: 300,
      msg: "API version 2021-10 of /devices is deprecated and will be removed on 2026-09-01 (caller: android/8.9.0)",
    },
  ],
  deploys: [
    {
      svc: "segment-board",
      lines: (r) => [
        `Starting SegmentBoardApplication v${ver(r)} using Java 21.0.3 with PID 1`,
        `Started SegmentBoardApplication in ${r.int(6, 14)}.${r.int(100, 999)} seconds (process running for ${r.int(15, 17)}.${r.int(1, 9)})`,
      ],
    },
    { svc: "push-relay", lines: (r) => [`config reloaded from /etc/push-relay/config.yaml (rev ${r.hex(7)})`] },
    {
      svc: "workout-feed",
      lines: (r) => [
        `=> Booting Puma`,
        `* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")`,
        `* Listening on http://0.0.0.0:3000 (release ${r.hex(7)})`,
      ],
    },
  ],
};

// ---------- Trailbeat: GPS bands for runners, tracks, metrics, recovery, kudos, OTA (no trace ids) -----------------
const trailbeat: Estate = {
  key: "trailbeat",
  ns: "trailbeat",
  traced: false,
  day: "2026-06-11",
  svcs: {
    "band-api": "node",
    "track-processor": "go",
    "metrics-writer": "java",
    "recovery-score": "python",
    "kudos-service": "ruby",
    "leaderboard-cache": "go",
    "ota-planner": "python",
    "account-service": "java",
    "media-resizer": "go",
  },
  flows: [
    {
      rate: 1.2,
      hops: [
        {
          svc: "band-api",
          f: (r) =>
            I(
              `POST /api/v2/activities ${r.pick([201, 201, 201, 200])} ${ms(r, 40, 400)}.${r.int(100, 999)} ms - ${r.int(60, 400)}`,
            ),
        },
        {
          svc: "track-processor",
          f: (r) =>
            r.chance(0.12)
              ? I(
                  `track ${r.int(40000000, 49999999)}: dropped ${r.int(1, 12)} points (speed > 45 m/s, likely GPS jump)`,
                )
              : I(
                  `track ${r.int(40000000, 49999999)} simplified ${r.int(800, 9000)} -> ${r.int(200, 800)} pts, distance=${r.int(1, 42)}.${r.int(0, 99)}km`,
                ),
        },
        {
          svc: "metrics-writer",
          f: (r) =>
            I(
              `wrote ${r.int(200, 9000)} points for activity ${r.int(40000000, 49999999)} (hr,cadence,pace) in ${ms(r, 5, 80)}ms`,
            ),
        },
      ],
    },
    {
      rate: 0.6,
      hops: [
        {
          svc: "band-api",
          f: (r) => I(`GET /api/v2/athlete/recovery 200 ${ms(r, 20, 200)}.${r.int(100, 999)} ms - ${r.int(200, 900)}`),
        },
        {
          svc: "recovery-score",
          f: (r) =>
            I(
              `recovery computed athlete=${r.int(100000, 999999)} score=${r.int(20, 99)} hrv=${r.int(20, 110)}ms rhr=${r.int(42, 70)}`,
            ),
        },
      ],
    },
    {
      rate: 0.5,
      hops: [
        {
          svc: "band-api",
          f: (r) => I(`GET /api/v2/feed 200 ${ms(r, 20, 200)}.${r.int(100, 999)} ms - ${r.int(2000, 9000)}`),
        },
        {
          svc: "kudos-service",
          f: (r) =>
            I(
              `Completed 200 OK in ${ms(r, 8, 90)}ms (Views: ${ms(r, 1, 20)}.${r.int(0, 9)}ms | ActiveRecord: ${ms(r, 2, 40)}.${r.int(0, 9)}ms)`,
            ),
        },
        {
          svc: "leaderboard-cache",
          f: (r) =>
            I(`segment ${r.int(1000000, 9999999)} top10 hit=${r.pick(["true", "true", "false"])} ${ms(r, 1, 9)}ms`),
        },
      ],
    },
  ],
  chatter: [
    {
      svc: "account-service",
      rate: 0.3,
      f: (r) =>
        r.chance(0.08)
          ? I(`athlete ${r.int(100000, 999999)} revoked Health Connect permission READ_HEART_RATE, disabling import`)
          : I(
              `token refreshed for athlete ${r.int(100000, 999999)} client=${r.pick(["trailbeat-ios", "trailbeat-android", "garmin-bridge"])}`,
            ),
    },
    {
      svc: "ota-planner",
      rate: 0.15,
      f: (r) =>
        I(
          `band ${r.hex(10)} checked in, fw ${r.pick(["2.8.4", "2.9.0"])} -> offer ${r.pick(["2.9.1", "none"])} (ring canary-5%)`,
        ),
    },
    {
      svc: "media-resizer",
      rate: 0.25,
      f: (r) =>
        I(
          `resized photo ${r.hex(16)}.jpg ${r.int(2000, 4032)}x${r.int(1500, 3024)} -> 3 variants in ${ms(r, 30, 250)}ms`,
        ),
    },
    {
      svc: "kudos-service",
      rate: 0.12,
      f: (r) =>
        I(
          `merged duplicate activity ${r.int(40000000, 49999999)} (uploaded by band and by phone) into ${r.int(40000000, 49999999)}`,
        ),
    },
    {
      svc: "metrics-writer",
      rate: 0.06,
      f: (r) =>
        W(
          `late data: activity ${r.int(40000000, 49999999)} samples from ${r.int(2, 12)} days ago backfilled (band offline)`,
        ),
    },
  ],
  jobs: [
    {
      svc: "leaderboard-cache",
      every: 30,
      f: (r) => I(`refresh: rebuilt ${r.int(400, 2000)} hot segments in ${r.int(200, 1800)}ms`),
    },
    {
      svc: "recovery-score",
      every: 90,
      f: (r) => I(`[scheduler] nightly_baseline: ${r.int(0, 30)} athletes recomputed`),
    },
  ],
  noisy: {
    svc: "track-processor",
    rate: 0.35,
    f: (r) =>
      W(
        `elevation lookup: tile ${r.int(1000, 9999)}/${r.int(1000, 9999)} missing from DEM cache, using barometer only`,
      ),
  },
  deprecations: [
    {
      svc: "band-api",
      every: 200,
      msg: "(node:17) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "recovery-score",
      every: 260,
      msg: "/usr/local/lib/python3.11/site-packages/pandas/core/frame.py:1203: FutureWarning: DataFrame.applymap has been deprecated. Use DataFrame.map instead.",
    },
  ],
  deploys: [
    {
      svc: "media-resizer",
      lines: (r) => [`starting media-resizer version=${ver(r)} commit=${r.hex(7)} go=go1.22.4`, "listening on :8080"],
    },
    {
      svc: "account-service",
      lines: (r) => [
        `Started AccountServiceKt in ${r.int(5, 12)}.${r.int(100, 999)} seconds (process running for ${r.int(13, 15)}.${r.int(1, 9)})`,
      ],
    },
    { svc: "leaderboard-cache", lines: (r) => [`config reload: segment TTL 300s -> ${r.pick([240, 360, 600])}s`] },
  ],
};

// ---------- Ripplefit: subscription app studio, store purchases, entitlements, paywalls, coaching video (traced) -----
const ripplefit: Estate = {
  key: "ripplefit",
  ns: "ripplefit-prod",
  traced: true,
  day: "2026-06-18",
  svcs: {
    "app-edge": "node",
    "receipt-validator": "java",
    "asn-listener": "go",
    "rtdn-worker": "python",
    entitlements: "go",
    "paywall-lab": "node",
    "coach-stream": "go",
    "reminder-push": "python",
    "ledger-writer": "dotnet",
  },
  flows: [
    {
      rate: 1.1,
      hops: [
        {
          svc: "app-edge",
          f: (r) =>
            I(
              `GET /v1/me/entitlements 200 ${ms(r, 10, 120)}ms ua=${r.pick(["Ripplefit/5.2.0 iOS", "Ripplefit/5.1.9 Android", "Ripplefit/5.2.0 Android"])}`,
            ),
        },
        {
          svc: "entitlements",
          f: (r) =>
            I(
              `entitlement check user=${uid(r)} active=${r.pick(["[premium]", "[premium]", "[]", "[premium,coach]"])} src=cache dur=${ms(r, 1, 12)}ms`,
            ),
        },
      ],
    },
    {
      rate: 0.45,
      hops: [
        {
          svc: "app-edge",
          f: (r) =>
            I(`GET /v1/paywall 200 ${ms(r, 20, 150)}ms placement=${r.pick(["onboarding", "workout_end", "settings"])}`),
        },
        {
          svc: "paywall-lab",
          f: (r) =>
            I(
              `assigned ${uid(r)} to experiment pw-${r.int(40, 48)} arm ${r.pick(["control", "annual_first", "trial_7d"])}`,
            ),
        },
      ],
    },
    {
      rate: 0.3,
      hops: [
        { svc: "app-edge", f: (r) => I(`POST /v1/purchases/apple 200 ${ms(r, 200, 900)}ms`) },
        {
          svc: "receipt-validator",
          f: (r) =>
            r.chance(0.12)
              ? W(
                  `receipt ${r.hex(12)} is from Sandbox environment (status 21007), rejected for production user ${uid(r)}`,
                )
              : I(
                  `verified transaction ${r.int(200000000000000, 299999999999999)} product=${r.pick(["rf.premium.annual", "rf.premium.monthly", "rf.coach.monthly"])} env=Production in ${ms(r, 120, 600)} ms`,
                ),
        },
        {
          svc: "ledger-writer",
          f: (r) =>
            I(
              `Ledger entry written for order ${r.hex(8)} amount=${r.pick(["59.99", "9.99", "14.99"])} ${r.pick(["EUR", "USD", "GBP"])}`,
            ),
        },
      ],
    },
    {
      rate: 0.35,
      hops: [
        { svc: "app-edge", f: (r) => I(`GET /v1/classes/${r.int(1000, 4000)}/manifest 200 ${ms(r, 15, 90)}ms`) },
        {
          svc: "coach-stream",
          f: (r) =>
            I(`signed HLS manifest class=${r.int(1000, 4000)} rendition=${r.pick(["720p", "1080p", "480p"])} ttl=4h`),
        },
      ],
    },
  ],
  chatter: [
    {
      svc: "asn-listener",
      rate: 0.25,
      f: (r) =>
        r.chance(0.2)
          ? I(
              `notification DID_FAIL_TO_RENEW subtype=GRACE_PERIOD transactionId=${r.int(200000000000000, 299999999999999)} (billing issue, store will retry)`,
            )
          : I(
              `notification ${r.pick(["DID_RENEW", "DID_RENEW", "SUBSCRIBED", "DID_CHANGE_RENEWAL_STATUS"])} transactionId=${r.int(200000000000000, 299999999999999)} handled in ${ms(r, 8, 60)}ms`,
            ),
    },
    {
      svc: "rtdn-worker",
      rate: 0.2,
      f: (r) =>
        r.chance(0.15)
          ? I(`RTDN SUBSCRIPTION_IN_GRACE_PERIOD (6) token=${r.hex(6)}… payment declined, Play will retry`)
          : I(
              `RTDN ${r.pick(["SUBSCRIPTION_RENEWED (2)", "SUBSCRIPTION_PURCHASED (4)", "SUBSCRIPTION_CANCELED (3)"])} token=${r.hex(6)}… acked`,
            ),
    },
    {
      svc: "reminder-push",
      rate: 0.35,
      f: (r) =>
        I(
          `sent reminder kind=${r.pick(["streak", "class_starting", "weekly_goal"])} user=${uid(r)} fcm_id=projects/ripplefit/messages/${r.int(1000000000, 9999999999)}`,
        ),
    },
    {
      svc: "entitlements",
      rate: 0.08,
      f: (r) => W(`cache miss storm guard: refilled ${r.int(10, 80)} keys from postgres after eviction`),
    },
  ],
  jobs: [
    {
      svc: "ledger-writer",
      every: 60,
      f: (r) => I(`Reconciliation batch finished: ${r.int(100, 900)} rows, 0 mismatches, ${r.int(300, 2500)} ms`),
    },
    { svc: "entitlements", every: 45, f: (r) => I(`expirer: ${r.int(0, 25)} subscriptions past grace, revoked`) },
  ],
  noisy: {
    svc: "reminder-push",
    rate: 0.3,
    f: (r) => ({
      lvl: "error",
      msg: `FCM send failed for ${uid(r)}: 404 UNREGISTERED (Requested entity was not found.) - token removed`,
    }),
  },
  deprecations: [
    {
      svc: "receipt-validator",
      every: 180,
      msg: "verifyReceipt endpoint is deprecated by Apple; migrate to App Store Server API (legacy path still used for app < 5.0)",
    },
    {
      svc: "paywall-lab",
      every: 300,
      msg: "(node:1) [DEP0106] DeprecationWarning: crypto.createCipher is deprecated.",
    },
  ],
  deploys: [
    {
      svc: "paywall-lab",
      lines: (r) => [`experiments config reloaded: pw-${r.int(40, 48)} traffic 50/50 -> 34/33/33`],
    },
    {
      svc: "ledger-writer",
      lines: (r) => [
        "Application started. Press Ctrl+C to shut down.",
        `Hosting environment: Production (build ${ver(r)})`,
      ],
    },
    { svc: "coach-stream", lines: (r) => [`coach-stream ${ver(r)} (${r.hex(7)}) starting, cdn=fastly`] },
  ],
};

// ---------- Motiv Studio: subscription app, Rails BFF, store hooks, access, video packaging, catalog (no traces) ----
const motiv: Estate = {
  key: "motiv",
  ns: "motiv",
  traced: false,
  day: "2026-06-25",
  svcs: {
    "web-bff": "ruby",
    "subs-engine": "java",
    "store-hooks": "node",
    "access-control": "dotnet",
    "vod-packager": "cpp",
    "lesson-catalog": "python",
    "notify-scheduler": "go",
    "experiment-flags": "go",
    "crm-bridge": "ruby",
  },
  flows: [
    {
      rate: 1.0,
      hops: [
        {
          svc: "web-bff",
          f: (r) =>
            I(
              `method=GET path=/api/lessons/${r.int(100, 900)} format=json controller=LessonsController action=show status=200 duration=${ms(r, 20, 180)}.${r.int(10, 99)} view=${ms(r, 2, 30)}.${r.int(10, 99)} db=${ms(r, 1, 20)}.${r.int(10, 99)}`,
            ),
        },
        {
          svc: "access-control",
          f: (r) =>
            I(
              `Access granted member=${r.int(1000000, 9999999)} lesson=${r.int(100, 900)} plan=${r.pick(["annual", "monthly", "trial"])}`,
            ),
        },
        { svc: "lesson-catalog", f: (r) => I(`"GET /lessons/${r.int(100, 900)}/ HTTP/1.1" 200 ${r.int(900, 9000)}`) },
      ],
    },
    {
      rate: 0.4,
      hops: [
        {
          svc: "web-bff",
          f: (r) =>
            I(
              `method=GET path=/api/home format=json controller=HomeController action=index status=200 duration=${ms(r, 40, 260)}.${r.int(10, 99)}`,
            ),
        },
        {
          svc: "experiment-flags",
          f: (r) =>
            I(
              `eval flag=${r.pick(["paywall_v3", "home_rails", "trial_length"])} member=${r.int(1000000, 9999999)} variant=${r.pick(["on", "off", "b"])}`,
            ),
        },
      ],
    },
    {
      rate: 0.25,
      hops: [
        {
          svc: "store-hooks",
          f: (r) =>
            r.chance(0.2)
              ? I(`google RTDN SUBSCRIPTION_ON_HOLD for ${r.hex(8)}: account hold, Play retrying payment`)
              : I(
                  `apple notification ${r.pick(["DID_RENEW", "SUBSCRIBED", "EXPIRED", "DID_FAIL_TO_RENEW"])} for ${r.int(300000000000000, 399999999999999)} -> 200`,
                ),
        },
        {
          svc: "subs-engine",
          f: (r) =>
            I(
              `Subscription ${r.hex(8)} state ${r.pick(["ACTIVE -> ACTIVE (renewed)", "TRIAL -> ACTIVE", "ACTIVE -> GRACE", "ACTIVE -> EXPIRED"])}`,
            ),
        },
        { svc: "access-control", f: (r) => I(`Entitlement cache invalidated member=${r.int(1000000, 9999999)}`) },
      ],
    },
  ],
  chatter: [
    {
      svc: "vod-packager",
      rate: 0.2,
      f: (r) =>
        I(
          `[packager] lesson ${r.int(100, 900)} segment ${r.int(1, 400)} packaged cmaf 4 renditions ${ms(r, 80, 600)}ms`,
        ),
    },
    {
      svc: "notify-scheduler",
      rate: 0.35,
      f: (r) =>
        I(
          `queued reminder member=${r.int(1000000, 9999999)} kind=${r.pick(["class_in_15m", "streak_risk", "new_program"])} at=${r.int(17, 21)}:${r.pick(["00", "15", "30"])}`,
        ),
    },
    {
      svc: "subs-engine",
      rate: 0.12,
      f: (r) =>
        r.chance(0.6)
          ? W(
              `Receipt verification failed for member ${r.int(1000000, 9999999)}: environment Sandbox not accepted in production`,
            )
          : I(`Renewal retry scheduled by store for ${r.hex(8)} (billing issue), next attempt in ${r.int(1, 6)}d`),
    },
    {
      svc: "crm-bridge",
      rate: 0.15,
      f: (r) => I(`synced member ${r.int(1000000, 9999999)} attributes to CRM (${r.int(3, 14)} fields)`),
    },
    {
      svc: "lesson-catalog",
      rate: 0.1,
      f: (r) => I(`search "${r.pick(["yoga", "hiit 20", "pilates core", "mobility"])}" -> ${r.int(3, 80)} results`),
    },
  ],
  jobs: [
    {
      svc: "notify-scheduler",
      every: 60,
      f: (r) => I(`tick: dispatched ${r.int(40, 400)} due reminders, ${r.int(0, 5)} skipped (quiet hours)`),
    },
    { svc: "crm-bridge", every: 120, f: (r) => I(`Sidekiq cron CrmNightlySyncJob enqueued jid=${r.hex(24)}`) },
  ],
  noisy: {
    svc: "access-control",
    rate: 0.3,
    f: (r) => W(`Member ${r.int(1000000, 9999999)} has Google Fit permission revoked; activity-based badges disabled`),
  },
  deprecations: [
    {
      svc: "web-bff",
      every: 180,
      msg: "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead. (called from block in index at app/controllers/home_controller.rb:18)",
    },
    {
      svc: "lesson-catalog",
      every: 280,
      msg: "RemovedInDjango51Warning: The USE_L10N setting is deprecated. Starting with Django 5.0, localized formatting of data will always be enabled.",
    },
  ],
  deploys: [
    {
      svc: "crm-bridge",
      lines: (r) => [
        `Booting Sidekiq ${r.pick(["7.2.4", "7.3.0"])} with Sidekiq::RedisConnection::RedisClientAdapter options {}`,
        `Starting processing, hit Ctrl-C to stop (release ${r.hex(7)})`,
      ],
    },
    { svc: "vod-packager", lines: (r) => [`vod-packager ${ver(r)} build ${r.hex(7)} starting, 8 worker threads`] },
    { svc: "notify-scheduler", lines: (r) => [`reloaded quiet-hours config: ${r.int(20, 40)} locales`] },
  ],
};

export const ESTATES: readonly Estate[] = [pulsewear, trailbeat, ripplefit, motiv];
