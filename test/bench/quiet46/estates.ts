// The four made-up estates of quiet46: a wearables maker (device platform, social fitness) and a subscription-app
// studio (store billing, coaching content). Each service has a runtime, the lines its normal work prints and its
// periodic jobs; flows are request paths (edge first) with the line each hop prints.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "go" | "java" | "python" | "node" | "dotnet" | "ruby" | "cpp";

export interface Job {
  every: number;
  level: Level;
  msg: (r: Rng) => string;
}

export interface Service {
  name: string;
  rt: Runtime;
  jobs: Job[];
  /** logs its own liveness/readiness probes */
  probes: boolean;
}

export interface Flow {
  w: number;
  path: string[];
  lines: (r: Rng, ms: number) => string[];
}

export interface Noisy {
  svc: string;
  level: Level;
  every: number;
  msg: (r: Rng) => string;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  services: Service[];
  flows: Flow[];
  noisy: Noisy[];
  /** a call that sometimes fails once and succeeds on retry: caller, callee, first-attempt text */
  retries: { caller: string; callee: string; msg: (r: Rng) => string }[];
}

const dev = (r: Rng) => `KW${r.pick(["3", "4", "4", "5"])}-${r.hex(6).toUpperCase()}`;
const user = (r: Rng) => `u_${r.int(100000, 9999999)}`;
const acct = (r: Rng) => `acct_${r.hex(10)}`;
const txn = (r: Rng) => `2000000${r.int(100000000, 999999999)}`;
const uuid = (r: Rng) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
export const ids = { dev, user, acct, txn, uuid };

const svc = (name: string, rt: Runtime, probes: boolean, jobs: Job[] = []): Service => ({ name, rt, probes, jobs });
const FW = ["4.8.2", "4.8.2", "4.8.3", "4.9.0", "3.14.7"];
const MODELS = ["Kestrel Pulse 4", "Kestrel Pulse 4", "Kestrel Trail 5", "Kestrel Band 3"];
const SPORTS = ["run", "ride", "walk", "swim", "hiit", "yoga", "strength"];
const PRODUCTS = ["lumen.premium.annual", "lumen.premium.monthly", "lumen.coach.annual", "lumen.family.annual"];

export const KESTREL_DEVICE: Estate = {
  key: "kestrel-device",
  company: "Kestrel Wear",
  namespace: "kw-device-prod",
  traced: true,
  services: [
    svc("sync-edge", "go", true, [
      { every: 60, level: "info", msg: (r) => `conn pool stats: open=${r.int(40, 90)} idle=${r.int(5, 30)} waiting=0` },
    ]),
    svc("device-registry", "java", true, [
      {
        every: 30,
        level: "info",
        msg: (r) => `HikariPool-1 - Pool stats (total=20, active=${r.int(1, 6)}, idle=${r.int(14, 19)}, waiting=0)`,
      },
    ]),
    svc("ingest-worker", "java", false, [
      {
        every: 20,
        level: "info",
        msg: (r) =>
          `[Consumer clientId=ingest-worker-0, groupId=activity-ingest] lag=${r.int(0, 900)} across 24 partitions`,
      },
    ]),
    svc("timeseries-writer", "go", true, [
      {
        every: 45,
        level: "info",
        msg: (r) => `compaction: merged ${r.int(3, 40)} chunks of hr_samples in ${r.int(200, 2000)}ms`,
      },
    ]),
    svc("hr-analytics", "python", false, [
      { every: 60, level: "info", msg: (r) => `zone model cache refreshed (${r.int(900, 1300)} cohorts)` },
    ]),
    svc("fw-rollout", "python", true, [
      {
        every: 90,
        level: "info",
        msg: (r) => `rollout 4.9.0 ring=beta-2 target=10% installed=${r.int(8100, 8600)} failed_install=${r.int(2, 9)}`,
      },
    ]),
    svc("pairing-api", "node", true),
    svc("sleep-scorer", "python", false, [
      { every: 40, level: "info", msg: (r) => `scoring queue depth=${r.int(0, 60)}` },
    ]),
    svc("export-jobs", "ruby", false, [
      {
        every: 75,
        level: "info",
        msg: (r) =>
          `Sidekiq::Scheduler enqueued HealthExportJob (${r.int(3, 40)} accounts due for Apple Health / Google Fit push)`,
      },
    ]),
  ],
  flows: [
    {
      w: 5,
      path: ["sync-edge", "device-registry", "ingest-worker", "timeseries-writer"],
      lines: (r, ms) => {
        const d = dev(r);
        const n = r.int(40, 2400);
        return [
          `POST /v3/sync/batches status=202 dur=${ms}ms device=${d} bytes=${n * 24} app=${r.pick(["ios/6.12.0", "ios/6.12.1", "android/6.11.4", "android/6.12.0"])}`,
          `Resolved device ${d} -> ${user(r)} (model ${r.pick(MODELS)}, fw ${r.pick(FW)})`,
          `Persisted ${n} samples for device ${d} (partition activity-raw-${r.int(0, 23)})`,
          `flushed ${n} points to hr_samples in ${r.int(2, 40)}ms`,
        ];
      },
    },
    {
      w: 2,
      path: ["sync-edge", "ingest-worker", "hr-analytics"],
      lines: (r, ms) => {
        const u = user(r);
        return [
          `POST /v3/sync/workouts status=201 dur=${ms}ms device=${dev(r)} app=${r.pick(["ios/6.12.1", "android/6.12.0"])}`,
          `Accepted workout ${r.pick(SPORTS)} for ${u} (${r.int(8, 140)} min)`,
          `computed HRV rmssd=${r.int(18, 95)}.${r.int(0, 9)} zones=5 for ${u} in ${r.int(20, 300)}ms`,
        ];
      },
    },
    {
      w: 1.5,
      path: ["sync-edge", "fw-rollout", "device-registry"],
      lines: (r, ms) => {
        const d = dev(r);
        return [
          `GET /v3/firmware/manifest status=200 dur=${ms}ms device=${d}`,
          r.chance(0.2)
            ? `device ${d} eligible for 4.9.0 (ring=beta-2, bucket=${r.int(0, 9)})`
            : `device ${d} on current firmware, nothing to offer`,
          `Device ${d} heartbeat recorded (battery ${r.int(20, 100)}%)`,
        ];
      },
    },
    {
      w: 0.6,
      path: ["pairing-api", "device-registry"],
      lines: (r, ms) => {
        const d = dev(r);
        return [`POST /v1/pairings 201 ${ms}ms`, `Bound device ${d} to ${user(r)} (previous owner: none)`];
      },
    },
    {
      w: 1,
      path: ["sync-edge", "sleep-scorer", "timeseries-writer"],
      lines: (r, ms) => [
        `POST /v3/sync/sleep status=202 dur=${ms}ms device=${dev(r)}`,
        `sleep session scored user=${user(r)} score=${r.int(45, 96)} stages=4 duration=${r.int(5, 9)}h${r.int(10, 59)}m`,
        `flushed ${r.int(300, 900)} points to sleep_epochs in ${r.int(2, 30)}ms`,
      ],
    },
  ],
  noisy: [
    {
      svc: "sleep-scorer",
      level: "error",
      every: 9,
      msg: (r) => `session for ${user(r)} has no stage data (fw 3.14.x reports movement only); scored as light sleep`,
    },
    {
      svc: "ingest-worker",
      level: "warn",
      every: 6,
      msg: (r) => `Out-of-order sample batch from device ${dev(r)} (skew ${r.int(2, 90)}s), reordered before persist`,
    },
    {
      svc: "fw-rollout",
      level: "error",
      every: 12,
      msg: (r) => `install report from ${dev(r)}: E_BATTERY_LOW (${r.int(5, 19)}%), update deferred`,
    },
  ],
  retries: [
    {
      caller: "ingest-worker",
      callee: "timeseries-writer",
      msg: () =>
        "write to timeseries-writer failed (attempt 1/3): UNAVAILABLE: upstream connect error; retrying in 200ms",
    },
    {
      caller: "sync-edge",
      callee: "device-registry",
      msg: () => "device-registry lookup: context deadline exceeded (attempt 1 of 3), retrying",
    },
  ],
};

export const KESTREL_SOCIAL: Estate = {
  key: "kestrel-social",
  company: "Kestrel Wear",
  namespace: "kw-social",
  traced: false,
  services: [
    svc("feed-api", "node", true),
    svc("workout-merge", "python", false, [
      {
        every: 50,
        level: "info",
        msg: (r) => `dedupe window scan: ${r.int(200, 900)} candidates, ${r.int(0, 6)} merges`,
      },
    ]),
    svc("leaderboard", "go", true, [
      {
        every: 60,
        level: "info",
        msg: (r) => `incremental rank update: ${r.int(300, 4000)} scores applied to 14 boards`,
      },
    ]),
    svc("challenge-engine", "java", false, [
      { every: 45, level: "info", msg: (r) => `ChallengeTicker - evaluated ${r.int(30, 90)} active challenges` },
    ]),
    svc("social-graph", "java", true),
    svc("kudos-counter", "ruby", false),
    svc("push-fanout", "node", false, [
      {
        every: 30,
        level: "info",
        msg: (r) => `batch flushed: ${r.int(50, 600)} notifications (apns=${r.int(30, 300)}, fcm=${r.int(20, 300)})`,
      },
    ]),
    svc("profile-svc", "dotnet", true),
    svc("route-render", "cpp", false),
  ],
  flows: [
    {
      w: 4,
      path: ["feed-api", "social-graph", "profile-svc"],
      lines: (r, ms) => {
        const u = user(r);
        return [
          `GET /v2/feed 200 ${ms}ms (items=${r.int(10, 30)})`,
          `followees page for ${u}: ${r.int(3, 200)} ids in ${r.int(1, 20)}ms`,
          `GetProfiles batch=${r.int(5, 30)} served (cache hit ratio ${r.int(80, 99)}%)`,
        ];
      },
    },
    {
      w: 2,
      path: ["feed-api", "workout-merge", "challenge-engine", "leaderboard"],
      lines: (r, ms) => {
        const u = user(r);
        const km = `${r.int(1, 42)}.${r.int(10, 99)}`;
        return [
          `POST /v2/workouts 201 ${ms}ms`,
          `workout w_${r.hex(12)} normalised (${r.pick(SPORTS)}, ${km} km) for ${u}`,
          `Challenge c_${r.int(1000, 9999)} progress updated for ${u} (${r.int(1, 100)}%)`,
          `score applied board=weekly-${r.pick(["steps", "distance", "active-min"])}-${r.pick(["eu", "us", "apac"])} user=${u} took=${r.int(1, 9)}ms`,
        ];
      },
    },
    {
      w: 2,
      path: ["feed-api", "kudos-counter", "push-fanout"],
      lines: (r, ms) => [
        `POST /v2/workouts/w_${r.hex(12)}/kudos 201 ${ms}ms`,
        `Kudos created by ${user(r)} (count now ${r.int(1, 80)})`,
        `queued kudos notification for ${user(r)} to ${r.int(1, 3)} device(s)`,
      ],
    },
    {
      w: 1.5,
      path: ["feed-api", "leaderboard", "profile-svc"],
      lines: (r, ms) => [
        `GET /v2/leaderboards/weekly 200 ${ms}ms`,
        `rank lookup board=weekly-steps-${r.pick(["eu", "us"])} user=${user(r)} rank=${r.int(1, 90000)} took=${r.int(1, 6)}ms`,
        `GetProfiles batch=25 served (cache hit ratio ${r.int(85, 99)}%)`,
      ],
    },
    {
      w: 1,
      path: ["feed-api", "route-render"],
      lines: (r, ms) => [
        `GET /v2/workouts/w_${r.hex(12)}/map 200 ${ms}ms`,
        `rendered route tile z=${r.int(12, 16)} x=${r.int(8000, 9000)} y=${r.int(5000, 6000)} in ${r.int(4, 60)}ms`,
      ],
    },
  ],
  noisy: [
    {
      svc: "kudos-counter",
      level: "error",
      every: 8,
      msg: (r) => `KudosNotifier skipped: recipient ${user(r)} has notifications disabled (Pundit::NotAuthorizedError)`,
    },
    {
      svc: "route-render",
      level: "error",
      every: 10,
      msg: (r) => `elevation tile missing srtm/N${r.int(30, 60)}E0${r.int(10, 40)}.hgt, drawing flat profile`,
    },
  ],
  retries: [
    {
      caller: "feed-api",
      callee: "social-graph",
      msg: () => "social-graph request failed with ETIMEDOUT (attempt 1/2), retrying",
    },
  ],
};

export const LUMEN_BILLING: Estate = {
  key: "lumen-billing",
  company: "Lumen Apps",
  namespace: "billing",
  traced: true,
  services: [
    svc("store-gateway", "go", true),
    svc("receipt-validator", "java", true, [
      { every: 120, level: "info", msg: () => "Refreshed Apple root CA bundle (3 certificates, unchanged)" },
    ]),
    svc("asn-listener", "node", false),
    svc("rtdn-consumer", "python", false, [
      { every: 30, level: "info", msg: (r) => `pubsub pull: ${r.int(0, 40)} messages, ack deadline 60s` },
    ]),
    svc("entitlements", "dotnet", true, [
      {
        every: 60,
        level: "info",
        msg: (r) => `Entitlement cache: ${r.int(180000, 220000)} entries, hit ratio 0.9${r.int(1, 8)}`,
      },
    ]),
    svc("billing-ledger", "ruby", false, [
      { every: 90, level: "info", msg: (r) => `ReconcileJob: ${r.int(100, 900)} entries matched, 0 drift` },
    ]),
    svc("paywall-config", "node", true),
    svc("account-api", "python", true),
    svc("promo-codes", "go", false),
  ],
  flows: [
    {
      w: 3,
      path: ["store-gateway", "receipt-validator", "entitlements", "billing-ledger"],
      lines: (r, ms) => {
        const a = acct(r);
        const p = r.pick(PRODUCTS);
        return [
          `POST /v1/purchases/verify 200 ${ms}ms platform=ios`,
          `Verified transaction ${txn(r)} product=${p} environment=Production`,
          `Entitlement premium granted to ${a} until 2027-${String(r.int(1, 12)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`,
          `Ledger entry posted ${a} +${r.pick(["59.99 USD", "9.99 USD", "79.99 EUR", "4.99 GBP", "1500 JPY", "8.99 EUR"])} (purchase)`,
        ];
      },
    },
    {
      w: 5,
      path: ["account-api", "entitlements"],
      lines: (r, ms) => [
        `"GET /api/v2/me/entitlements HTTP/1.1" 200 ${r.int(300, 900)} ${ms}ms`,
        `CheckEntitlement ${acct(r)} premium=active source=cache`,
      ],
    },
    {
      w: 2,
      path: ["store-gateway", "paywall-config"],
      lines: (r, ms) => [
        `GET /v1/paywalls/${r.pick(["onboarding", "settings", "session-end"])} 200 ${ms}ms`,
        `paywall served placement=onboarding variant=${r.pick(["A", "B3", "C1"])} locale=${r.pick(["en-US", "de-DE", "ja-JP", "pt-BR"])}`,
      ],
    },
    {
      w: 1.2,
      path: ["asn-listener", "entitlements", "billing-ledger"],
      lines: (r) => {
        const a = acct(r);
        return [
          `notification ${r.pick(["DID_RENEW", "DID_RENEW", "DID_CHANGE_RENEWAL_STATUS", "SUBSCRIBED"])} uuid=${uuid(r)} processed`,
          `Entitlement premium extended for ${a}`,
          `Ledger entry posted ${a} +${r.pick(["59.99", "9.99"])} USD (renewal)`,
        ];
      },
    },
    {
      w: 1,
      path: ["rtdn-consumer", "entitlements", "billing-ledger"],
      lines: (r) => {
        const a = acct(r);
        return [
          `subscriptionNotification notificationType=2 (SUBSCRIPTION_RENEWED) sku=${r.pick(PRODUCTS)} handled`,
          `Entitlement premium extended for ${a}`,
          `Ledger entry posted ${a} +${r.pick(["8.99", "49.99"])} EUR (renewal)`,
        ];
      },
    },
    {
      w: 0.4,
      path: ["store-gateway", "promo-codes", "entitlements"],
      lines: (r, ms) => [
        `POST /v1/promo/redeem 200 ${ms}ms`,
        `redeemed code ${r.pick(["SPRING", "COACH", "FRIEND"])}${r.int(10, 99)}-${r.hex(4).toUpperCase()} campaign=referral`,
        `Entitlement premium granted to ${acct(r)} until 2026-12-31`,
      ],
    },
  ],
  noisy: [
    {
      svc: "billing-ledger",
      level: "error",
      every: 10,
      msg: (r) =>
        `FxRates: no rate for ${r.pick(["XOF", "MMK", "LAK", "BYN"])} on 2026-10-0${r.int(1, 9)}, booked at USD fallback`,
    },
    {
      svc: "paywall-config",
      level: "warn",
      every: 5,
      msg: (r) =>
        `missing translation paywall.trial_cta for locale ${r.pick(["pt-BR", "tr-TR", "vi-VN"])}, falling back to en`,
    },
  ],
  retries: [
    {
      caller: "store-gateway",
      callee: "receipt-validator",
      msg: () => "receipt-validator: upstream reset before headers (attempt 1/3), retrying",
    },
  ],
};

export const LUMEN_CONTENT: Estate = {
  key: "lumen-content",
  company: "Lumen Apps",
  namespace: "coach",
  traced: false,
  services: [
    svc("coach-api", "node", true),
    svc("catalog-svc", "dotnet", true),
    svc("playback-token", "go", false),
    svc("video-transcode", "cpp", false, [
      { every: 40, level: "info", msg: (r) => `queue: ${r.int(0, 12)} jobs pending, ${r.int(1, 4)} workers busy` },
    ]),
    svc("progress-tracker", "ruby", true),
    svc("reminder-scheduler", "python", false, [
      {
        every: 60,
        level: "info",
        msg: (r) => `beat: sending due task reminders.enqueue_window (${r.int(200, 3000)} users due)`,
      },
    ]),
    svc("push-sender", "java", false),
    svc("search-suggest", "python", true),
    svc("experiments", "go", false, [
      { every: 120, level: "info", msg: () => "experiment definitions polled: 14 active, no change" },
    ]),
  ],
  flows: [
    {
      w: 4,
      path: ["coach-api", "catalog-svc", "playback-token"],
      lines: (r, ms) => {
        const v = `vid_${r.hex(8)}`;
        return [
          `GET /v1/sessions/${v}/play 200 ${ms}ms`,
          `Resolved session ${v} program=p_${r.int(100, 999)} locale=${r.pick(["en-US", "de-DE", "fr-FR", "es-ES"])}`,
          `issued signed playback url asset=${v} rendition=${r.pick(["720p", "1080p", "480p"])} ttl=3600s`,
        ];
      },
    },
    {
      w: 3,
      path: ["coach-api", "progress-tracker"],
      lines: (r, ms) => [
        `POST /v1/progress 200 ${ms}ms`,
        `Completed 200 OK in ${r.int(8, 90)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: ${r.int(2, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 9000)})`,
      ],
    },
    {
      w: 1.5,
      path: ["coach-api", "search-suggest", "catalog-svc"],
      lines: (r, ms) => {
        const q = r.pick(["core", "hiit 20", "yoga", "mobility", "run pace", "sleep"]);
        return [
          `GET /v1/search?q=${encodeURIComponent(q)} 200 ${ms}ms`,
          `suggest q="${q}" hits=${r.int(0, 40)} took=${r.int(2, 30)}ms`,
          `Hydrated ${r.int(1, 20)} sessions for search results`,
        ];
      },
    },
    {
      w: 1.2,
      path: ["reminder-scheduler", "push-sender"],
      lines: (r) => [
        `Task reminders.dispatch[${uuid(r)}] succeeded in ${r.int(1, 9) / 10}s: ${r.int(1, 40)} sent`,
        `APNs accepted apns-id=${uuid(r).toUpperCase()} topic=com.lumen.coach`,
      ],
    },
    {
      w: 1,
      path: ["coach-api", "experiments"],
      lines: (r, ms) => [
        `GET /v1/config 200 ${ms}ms`,
        `assignment exp=${r.pick(["paywall_copy_v7", "streak_nudge", "onboarding_len"])} unit=${acct(r)} arm=${r.pick(["control", "treatment"])}`,
      ],
    },
  ],
  noisy: [
    {
      svc: "search-suggest",
      level: "error",
      every: 11,
      msg: (r) =>
        `synonyms.txt line ${r.int(100, 900)} malformed ("${r.pick(["abs,", "=>core", "pilates =>"])}"), skipped`,
    },
    {
      svc: "catalog-svc",
      level: "warn",
      every: 7,
      msg: (r) => `Session vid_${r.hex(8)} has no thumbnail for locale ja-JP; using default artwork`,
    },
  ],
  retries: [
    {
      caller: "coach-api",
      callee: "catalog-svc",
      msg: () => "catalog-svc GET failed: socket hang up (attempt 1/3), retrying",
    },
  ],
};

export const ESTATES: readonly Estate[] = [KESTREL_DEVICE, KESTREL_SOCIAL, LUMEN_BILLING, LUMEN_CONTENT];
