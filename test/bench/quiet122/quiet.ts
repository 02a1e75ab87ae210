// Harmless noise that looks alarming: each kind writes a burst of scary but benign lines into a window.
import { gen, type Role } from "./estates.js";
import { goPanic } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface QuietKind {
  key: string;
  roles: Role[];
  note: string;
  run(ctx: Ctx, at: number): void;
}

function burst(ctx: Ctx, at: number, dur: number, n: number, f: (t: number, i: number) => void): void {
  for (let i = 0; i < n; i++) f(at + Math.floor(ctx.r.next() * dur), i);
}
const { u, lang, app } = gen;
const PATH: Record<string, [string, string]> = {
  lingora: ["POST /v3/speech/clips", "GET /v1/lessons"],
  talkbridge: ["POST /sessions/join", "GET /api/v1/tutors"],
  verbo: ["POST /v2/lessons/sync", "GET /v1/me/subscription"],
  kotoba: ["POST /speaking/clip", "GET /v1/practice"],
};

const MIDNIGHT = [
  "Europe/London",
  "Atlantic/Azores",
  "America/Noronha",
  "America/Sao_Paulo",
  "America/Santo_Domingo",
  "America/New_York",
  "America/Mexico_City",
  "America/Denver",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "Pacific/Pago_Pago",
  "Pacific/Fiji",
  "Australia/Sydney",
  "Australia/Brisbane",
  "Asia/Tokyo",
  "Asia/Singapore",
  "Asia/Jakarta",
  "Asia/Dhaka",
  "Asia/Karachi",
  "Asia/Dubai",
  "Europe/Istanbul",
  "Africa/Cairo",
  "Europe/Berlin",
];

export const QUIET: QuietKind[] = [
  {
    key: "quiet-clips",
    roles: ["scorer", "speech"],
    note: "a classroom of learners on muted tablets sends speech clips that the scorer rejects as too quiet, by the hundred",
    run(ctx, at) {
      const s = ctx.role("scorer");
      burst(ctx, at, 240000, ctx.r.int(300, 700), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `clip rejected: rms=${-ctx.r.int(48, 70)}.${ctx.r.int(0, 9)} dBFS below threshold -45 dBFS (lang=${lang(ctx.r)}, ${u(ctx.r)}), client asked to re-record`,
        ),
      );
      ctx.emit(at + 250000, s, "info", "input level rejections back under 2% of clips");
    },
  },
  {
    key: "midnight-streaks",
    roles: ["streak"],
    note: "local midnight passes in a large time zone and thousands of streaks are reset as designed",
    run(ctx, at) {
      const s = ctx.role("streak");
      // the zone whose local midnight is the hour nearest to the burst (November offsets)
      const h = Math.round((at % 86400000) / 3600000) % 24;
      const zone = MIDNIGHT[h];
      ctx.emit(
        at,
        s,
        "info",
        `day rollover started for tz=${zone}: evaluating ${ctx.r.int(40000, 300000)} active streaks`,
      );
      burst(ctx, at + 500, 180000, ctx.r.int(250, 600), (t) =>
        ctx.emit(
          t,
          s,
          ctx.r.chance(0.7) ? "warn" : "error",
          `streak lost user=${u(ctx.r)} length=${ctx.r.int(2, 1200)} tz=${zone} reason=no_lesson_completed freeze_available=false`,
        ),
      );
      ctx.emit(at + 185000, s, "info", `day rollover finished for tz=${zone}`);
    },
  },
  {
    key: "tutor-no-shows",
    roles: ["tutor"],
    note: "several tutors miss their booked sessions and learners are refunded automatically",
    run(ctx, at) {
      const s = ctx.role("tutor");
      burst(ctx, at, 420000, ctx.r.int(25, 60), (t) => {
        const b = ctx.r.int(100000, 999999);
        ctx.emit(
          t,
          s,
          "warn",
          `Booking BK-${b}: tutor T-${ctx.r.int(1000, 9999)} did not join within 10 minutes, marking no-show`,
        );
        ctx.emit(
          t + 40,
          s,
          "error",
          `Booking BK-${b} failed: TutorNoShow. Learner credit refunded (1 lesson), tutor strike recorded`,
        );
      });
    },
  },
  {
    key: "refunded-receipts",
    roles: ["billing"],
    note: "store receipts of purchases refunded by Apple are refused when old app versions re-submit them",
    run(ctx, at) {
      const s = ctx.role("billing");
      burst(ctx, at, 300000, ctx.r.int(120, 300), (t) =>
        ctx.emit(
          t,
          s,
          "error",
          `Receipt validation failed for transactionId=${ctx.r.int(100000000, 999999999)}000: transaction revoked (revocationReason=${ctx.r.pick([0, 1])}, refunded), entitlement not granted`,
        ),
      );
    },
  },
  {
    key: "uninstalled-push",
    roles: ["push"],
    note: "practice reminders bounce off devices where the app was uninstalled and their tokens are pruned",
    run(ctx, at) {
      const s = ctx.role("push");
      burst(ctx, at, 200000, ctx.r.int(300, 800), (t) =>
        ctx.emit(
          t,
          s,
          "error",
          ctx.r.chance(0.5)
            ? `fcm send failed: 404 UNREGISTERED "Requested entity was not found." token=${ctx.r.hex(11)}… pruning`
            : `apns send failed: 410 Unregistered (timestamp ${ctx.r.int(1760000000, 1764000000)}) device=${ctx.r.hex(12)}… pruning`,
        ),
      );
      ctx.emit(at + 205000, s, "info", `token cleanup: ${ctx.r.int(300, 800)} stale tokens removed`);
    },
  },
  {
    key: "course-release",
    roles: ["content"],
    note: "a new course is published and the CDN cache misses and invalidations spike while it warms",
    run(ctx, at) {
      const s = ctx.role("content");
      const c = ctx.r.pick(["Korean for English speakers", "Italian from Spanish", "Hindi A1", "Swahili basics"]);
      ctx.emit(
        at,
        s,
        "info",
        `publishing course "${c}" v1 (${ctx.r.int(80, 200)} units, ${ctx.r.int(2000, 9000)} audio assets)`,
      );
      ctx.emit(
        at + 3000,
        s,
        "warn",
        `CDN invalidation of ${ctx.r.int(20000, 60000)} paths queued; expect cache miss ratio > 80% for ~10 min`,
      );
      burst(ctx, at + 4000, 360000, ctx.r.int(150, 350), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `asset fetch slow: audio/${ctx.r.hex(8)}.mp3 ${ctx.r.int(900, 4000)}ms (cache MISS, shield=${ctx.r.pick(["fra", "iad", "nrt"])})`,
        ),
      );
    },
  },
  {
    key: "league-rollover",
    roles: ["league"],
    note: "the weekly league rollover promotes and demotes millions of users and logs slow-job warnings",
    run(ctx, at) {
      const s = ctx.role("league");
      ctx.emit(at, s, "info", "weekly rollover begin: freezing standings");
      for (let i = 0; i < 40; i++)
        ctx.emit(
          at + i * 4000,
          s,
          "warn",
          `rollover shard ${i}/40 slow: ${ctx.r.int(3000, 9000)}ms (demoted=${ctx.r.int(20000, 40000)}, promoted=${ctx.r.int(20000, 40000)}), standings reads served from snapshot`,
        );
      ctx.emit(at + 165000, s, "info", "weekly rollover done");
    },
  },
  {
    key: "stale-leaderboard",
    roles: ["league"],
    note: "leaderboard reads are served from a stale snapshot while it rebuilds",
    run(ctx, at) {
      const s = ctx.role("league");
      burst(ctx, at, 300000, ctx.r.int(100, 250), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `leaderboard snapshot stale (age=${ctx.r.int(300, 900)}s > 300s), serving cached standings`,
        ),
      );
    },
  },
  {
    key: "credential-stuffing",
    roles: ["edge"],
    note: "a credential-stuffing run is blocked: failed logins and 429s at the edge, no real users affected",
    run(ctx, at) {
      const s = ctx.role("edge");
      const ip = `185.${ctx.r.int(10, 250)}.${ctx.r.int(0, 255)}`;
      burst(ctx, at, 240000, ctx.r.int(400, 900), (t) =>
        ctx.emit(
          t,
          s,
          ctx.r.chance(0.3) ? "warn" : "info",
          ctx.r.chance(0.6)
            ? `POST /auth/login 401 ${ctx.r.int(20, 90)}ms ip=${ip}.${ctx.r.int(1, 254)} reason=invalid_credentials`
            : `POST /auth/login 429 1ms ip=${ip}.${ctx.r.int(1, 254)} rate limit exceeded (10/min per ip)`,
        ),
      );
    },
  },
  {
    key: "sunset-api",
    roles: ["edge"],
    note: "very old app versions call a sunset API version and get 410 Gone",
    run(ctx, at) {
      const s = ctx.role("edge");
      burst(ctx, at, 500000, ctx.r.int(150, 350), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `${PATH[ctx.e.key][1]} 410 2ms ua="app ${ctx.r.pick(["4.2.1", "4.9.0", "5.0.3"])}" deprecated API version, sunset 2026-06-30`,
        ),
      );
    },
  },
  {
    key: "codec-fallback",
    roles: ["scorer"],
    note: "old Android devices upload AMR audio that the scorer transcodes on a slower fallback path",
    run(ctx, at) {
      const s = ctx.role("scorer");
      burst(ctx, at, 400000, ctx.r.int(100, 250), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `unsupported codec amr-nb from android 8.1 device, transcoding via ffmpeg fallback (+${ctx.r.int(200, 900)}ms)`,
        ),
      );
    },
  },
  {
    key: "empty-clips",
    roles: ["speech"],
    note: "learners deny microphone permission and empty clips are discarded with errors",
    run(ctx, at) {
      const s = ctx.role("speech");
      burst(ctx, at, 400000, ctx.r.int(120, 300), (t) =>
        ctx.emit(t, s, "error", `clip discarded: duration 0 ms (microphone permission denied on client ${app(ctx.r)})`),
      );
    },
  },
  {
    key: "scale-up-readiness",
    roles: ["edge", "lessons"],
    note: "an autoscaler adds pods and their readiness probes fail until they warm up",
    run(ctx, at) {
      const s = ctx.role("lessons");
      for (let p = 0; p < 4; p++) {
        const pod = `${s}-${ctx.r.hex(5)}`;
        for (let i = 0; i < 5; i++)
          ctx.emit(
            at + p * 7000 + i * 5000,
            s,
            "warn",
            `Readiness probe failed: HTTP probe failed with statuscode: 503 (pod ${pod}, warming caches ${i * 20}%)`,
          );
        ctx.emit(at + p * 7000 + 26000, s, "info", `pod ${pod} ready, added to endpoints`);
      }
      ctx.emit(at - 2000, ctx.role("edge"), "info", `HPA ${s}: scaled from 6 to 10 replicas (cpu 81% > target 70%)`);
    },
  },
  {
    key: "gc-pause",
    roles: ["lessons"],
    note: "a few long garbage-collection pauses after a cache refill, with a handful of slow responses",
    run(ctx, at) {
      const s = ctx.role("lessons");
      for (let i = 0; i < 6; i++)
        ctx.emit(
          at + i * ctx.r.int(20000, 50000),
          s,
          "warn",
          `GC pause (G1 Evacuation Pause) young ${ctx.r.int(900, 1900)}M->${ctx.r.int(300, 800)}M(4096M) ${ctx.r.int(700, 1600)}.${ctx.r.int(100, 999)}ms`,
        );
    },
  },
  {
    key: "client-aborts",
    roles: ["edge"],
    note: "users background the app mid-request and the edge logs client-closed requests",
    run(ctx, at) {
      const s = ctx.role("edge");
      burst(ctx, at, 500000, ctx.r.int(150, 400), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `${PATH[ctx.e.key][0]} 499 ${ctx.r.int(1000, 9000)}ms client closed request before response`,
        ),
      );
    },
  },
  {
    key: "card-declines",
    roles: ["webbilling"],
    note: "web checkouts see ordinary card declines during a promotion",
    run(ctx, at) {
      const s = ctx.role("webbilling");
      burst(ctx, at, 500000, ctx.r.int(80, 200), (t) =>
        ctx.emit(
          t,
          s,
          "error",
          `Stripe::CardError: Your card was declined. (code=card_declined, decline_code=${ctx.r.pick(["insufficient_funds", "do_not_honor", "expired_card", "generic_decline"])}) checkout=cs_live_${ctx.r.hex(10)}`,
        ),
      );
    },
  },
  {
    key: "grace-period",
    roles: ["billing"],
    note: "Play billing notifications put lapsed subscribers into grace period and account hold",
    run(ctx, at) {
      const s = ctx.role("billing");
      burst(ctx, at, 400000, ctx.r.int(100, 250), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `RTDN ${ctx.r.pick(["SUBSCRIPTION_IN_GRACE_PERIOD", "SUBSCRIPTION_ON_HOLD", "SUBSCRIPTION_PAUSED"])} for purchaseToken=${ctx.r.hex(14)}…, payment failed at store, keeping access until grace ends`,
        ),
      );
    },
  },
  {
    key: "duplicate-notifications",
    roles: ["billing"],
    note: "the store redelivers server notifications and duplicates are rejected by the idempotency check",
    run(ctx, at) {
      const s = ctx.role("billing");
      burst(ctx, at, 300000, ctx.r.int(100, 250), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `duplicate notificationUUID ${ctx.r.hex(8)}-${ctx.r.hex(4)}-${ctx.r.hex(4)}: already processed, responding 200 (409 internally)`,
        ),
      );
    },
  },
  {
    key: "ice-fallback",
    roles: ["video"],
    note: "learners on restrictive school and office networks fail direct ICE and fall back to TURN over TCP 443",
    run(ctx, at) {
      const s = ctx.role("video");
      burst(ctx, at, 500000, ctx.r.int(80, 200), (t) => {
        const rm = `rm_${ctx.r.hex(8)}`;
        ctx.emit(
          t,
          s,
          "error",
          `ICE connection state failed room=${rm} peer=learner candidates=host,srflx (udp blocked?)`,
        );
        ctx.emit(t + ctx.r.int(800, 3000), s, "info", `room=${rm} peer=learner connected via turn relay tcp/443`);
      });
    },
  },
  {
    key: "recording-upload-retry",
    roles: ["video"],
    note: "session recordings hit S3 SlowDown during a burst and are uploaded on retry",
    run(ctx, at) {
      const s = ctx.role("video");
      burst(ctx, at, 300000, ctx.r.int(60, 150), (t) => {
        ctx.emit(
          t,
          s,
          "error",
          `recording upload failed: SlowDown: Please reduce your request rate. status code: 503, request id: ${ctx.r.hex(16).toUpperCase()}`,
        );
        ctx.emit(t + ctx.r.int(1000, 4000), s, "info", "recording upload succeeded on retry 2");
      });
    },
  },
  {
    key: "mail-bounces",
    roles: ["mail"],
    note: "the weekly digest run bounces on stale addresses",
    run(ctx, at) {
      const s = ctx.role("mail");
      burst(ctx, at, 300000, ctx.r.int(150, 350), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `bounce: 550 5.1.1 <${ctx.r.hex(6)}@${ctx.r.pick(["gmail.com", "yahoo.co.jp", "hotmail.com", "web.de"])}>: Recipient address rejected: User unknown, suppressed`,
        ),
      );
    },
  },
  {
    key: "cron-overlap",
    roles: ["push"],
    note: "a long reminder batch makes the next cron ticks skip themselves",
    run(ctx, at) {
      const s = ctx.role("push");
      for (let i = 0; i < 8; i++)
        ctx.emit(
          at + i * 60000,
          s,
          "warn",
          `scheduled run skipped: previous run (started ${i + 1}m ago) still holds lock reminders:batch`,
        );
    },
  },
  {
    key: "cache-cold",
    roles: ["streak"],
    note: "a cache node restart leaves streak lookups missing and recomputed from the database",
    run(ctx, at) {
      const s = ctx.role("streak");
      burst(ctx, at, 200000, ctx.r.int(200, 500), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `cache miss streak:${u(ctx.r)} (node redis-2 restarted), recomputed from history in ${ctx.r.int(20, 200)}ms`,
        ),
      );
    },
  },
  {
    key: "flag-stream-reconnect",
    roles: ["edge"],
    note: "the feature-flag SDK's streaming connection drops and reconnects repeatedly, serving cached flags",
    run(ctx, at) {
      const s = ctx.role("edge");
      for (let i = 0; i < 12; i++) {
        ctx.emit(
          at + i * 25000,
          s,
          "error",
          "[LaunchDarkly] Received I/O error (Error: read ECONNRESET) for streaming request - will retry",
        );
        ctx.emit(at + i * 25000 + 1100, s, "warn", "[LaunchDarkly] Will retry stream connection in 1000 milliseconds");
        ctx.emit(at + i * 25000 + 2200, s, "info", "[LaunchDarkly] Opened LaunchDarkly stream connection");
      }
    },
  },
  {
    key: "cert-renewal",
    roles: ["auth"],
    note: "cert-manager renews a certificate and services reload it, logging expiry warnings first",
    run(ctx, at) {
      const s = ctx.role("auth");
      ctx.emit(at, s, "warn", "TLS certificate for *.internal expires in 29 days (notAfter=2026-12-30T00:00:00Z)");
      ctx.emit(at + 60000, s, "info", "certificate file changed on disk, reloading TLS keypair");
      ctx.emit(
        at + 60300,
        s,
        "warn",
        "old TLS keypair retired; 3 clients still negotiating with cached session tickets",
      );
      burst(ctx, at + 60000, 60000, 30, (t) =>
        ctx.emit(t, s, "warn", "http: TLS handshake error from 10.4.x.x: EOF (client reconnecting after reload)"),
      );
    },
  },
  {
    key: "dst-ambiguous",
    roles: ["streak"],
    note: "a daylight-saving change in one country makes local times ambiguous for its users",
    run(ctx, at) {
      const s = ctx.role("streak");
      burst(ctx, at, 300000, ctx.r.int(100, 250), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `ambiguous local time for user ${u(ctx.r)} tz=America/Santiago (DST change), using later offset`,
        ),
      );
    },
  },
  {
    key: "answer-validation",
    roles: ["lessons"],
    note: "typed answers containing emoji or other scripts fail validation with 400s",
    run(ctx, at) {
      const s = ctx.role("lessons");
      burst(ctx, at, 400000, ctx.r.int(100, 250), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `400 Bad Request: answer rejected: field 'text' contains unsupported characters (${ctx.r.pick(["emoji", "zero-width joiner", "mixed script"])}) lesson=${lang(ctx.r)}-${ctx.r.int(1, 40)}`,
        ),
      );
    },
  },
  {
    key: "model-cold-start",
    roles: ["scorer"],
    note: "new scorer replicas load their model and the first inferences are slow",
    run(ctx, at) {
      const s = ctx.role("scorer");
      for (let i = 0; i < 4; i++) {
        ctx.emit(
          at + i * 9000,
          s,
          "warn",
          `cold start: loading acoustic model weights (${ctx.r.int(300, 900)} MB), first inference will be slow`,
        );
        for (let k = 0; k < 8; k++)
          ctx.emit(
            at + i * 9000 + 3000 + k * 700,
            s,
            "warn",
            `slow inference ${ctx.r.int(2500, 6000)}ms (warm-up), under SLO after warm-up`,
          );
      }
    },
  },
  {
    key: "xp-anomaly",
    roles: ["progress"],
    note: "an auto-clicker script is caught gaining XP too fast and the XP is held for review",
    run(ctx, at) {
      const s = ctx.role("progress");
      const who = u(ctx.r);
      burst(ctx, at, 240000, ctx.r.int(80, 200), (t) =>
        ctx.emit(
          t,
          s,
          "error",
          `XP anomaly: ${who} +${ctx.r.int(4000, 50000)} XP in 60s exceeds limit, credit held for review (score=0.${ctx.r.int(90, 99)})`,
        ),
      );
    },
  },
  {
    key: "language-mismatch",
    roles: ["scorer"],
    note: "learners answer speaking exercises in their own language and scores are withheld",
    run(ctx, at) {
      const s = ctx.role("scorer");
      burst(ctx, at, 400000, ctx.r.int(150, 300), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `language id mismatch: detected=${lang(ctx.r)} expected=${lang(ctx.r)} (p=0.${ctx.r.int(80, 99)}), score withheld`,
        ),
      );
    },
  },
  {
    key: "token-expiry",
    roles: ["edge"],
    note: "a wave of access tokens issued at the same time expires and clients refresh them",
    run(ctx, at) {
      const s = ctx.role("edge");
      burst(ctx, at, 180000, ctx.r.int(200, 500), (t) => {
        ctx.emit(t, s, "warn", `401 Unauthorized: access token expired ${ctx.r.int(1, 60)}s ago (sub ${u(ctx.r)})`);
        ctx.emit(t + ctx.r.int(100, 600), s, "info", "POST /auth/refresh 200 31ms");
      });
    },
  },
  {
    key: "slow-report-query",
    roles: ["progress"],
    note: "the nightly analytics export runs slow queries against a replica",
    run(ctx, at) {
      const s = ctx.role("progress");
      for (let i = 0; i < 15; i++)
        ctx.emit(
          at + i * ctx.r.int(10000, 25000),
          s,
          "warn",
          `slow query ${ctx.r.int(1500, 9000)}ms on replica (analytics export): SELECT user_id, sum(xp) FROM xp_events WHERE day >= $1 GROUP BY user_id`,
        );
    },
  },
  {
    key: "consumer-rebalance",
    roles: ["push"],
    note: "a Kafka consumer group rebalances during a rolling restart and resumes",
    run(ctx, at) {
      const s = ctx.role("push");
      ctx.emit(at, s, "warn", "kafka: group reminders-dispatch rebalancing, revoking partitions [0 1 2 3 4 5]");
      ctx.emit(at + 2000, s, "warn", "kafka: consumer lag 48211 on reminders.due during rebalance");
      ctx.emit(at + 9000, s, "info", "kafka: assigned partitions [0 1 2], resuming");
      for (let i = 1; i < 6; i++)
        ctx.emit(
          at + 9000 + i * 20000,
          s,
          "info",
          `kafka: consumer lag ${Math.round(48211 / (i * 3))} on reminders.due`,
        );
    },
  },
  {
    key: "scraper-429",
    roles: ["edge"],
    note: "one API key scraping the catalog is rate limited",
    run(ctx, at) {
      const s = ctx.role("edge");
      burst(ctx, at, 400000, ctx.r.int(200, 500), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `429 Too Many Requests ${PATH[ctx.e.key][1]}?page=${ctx.r.int(2, 900)} key=pk_${ctx.r.hex(6)}… quota 600/h exhausted`,
        ),
      );
    },
  },
  {
    key: "expired-family-invites",
    roles: ["edge", "streak"],
    note: "family-plan invitation links from an old email campaign are expired",
    run(ctx, at) {
      const s = ctx.role("edge");
      burst(ctx, at, 400000, ctx.r.int(100, 250), (t) =>
        ctx.emit(
          t,
          s,
          "warn",
          `GET /family/invite/${ctx.r.hex(10)} 410 invite expired (created 2026-09-${ctx.r.int(10, 28)})`,
        ),
      );
    },
  },
  {
    key: "calendar-sync-failures",
    roles: ["tutor"],
    note: "tutors who revoked calendar access make the sync log permission errors",
    run(ctx, at) {
      const s = ctx.role("tutor");
      burst(ctx, at, 400000, ctx.r.int(60, 150), (t) =>
        ctx.emit(
          t,
          s,
          "error",
          `calendar sync failed for tutor T-${ctx.r.int(1000, 9999)}: invalid_grant (Token has been expired or revoked.), tutor notified`,
        ),
      );
    },
  },
  {
    key: "recovered-panic",
    roles: ["push"],
    note: "a malformed device token from a jailbroken client makes a handler panic, which the middleware recovers",
    run(ctx, at) {
      const s = ctx.role("push");
      const go = ctx.e.services[s] === "go";
      for (let i = 0; i < ctx.r.int(20, 40); i++)
        ctx.emit(
          at + i * ctx.r.int(5000, 15000),
          s,
          "error",
          go
            ? `http: panic serving 10.2.${ctx.r.int(0, 9)}.${ctx.r.int(2, 250)}:${ctx.r.int(30000, 60000)}: recovered\n` +
                goPanic(ctx.r, "runtime error: slice bounds out of range [:64] with length 0", [
                  "tokens.(*Normalizer).Hex",
                  "register.(*Handler).ServeHTTP",
                  "net/http.serverHandler.ServeHTTP",
                ])
            : `register device failed: malformed token (length 0) from client ${app(ctx.r)}, ignored`,
        );
    },
  },
];
