// Four made-up language-learning companies: their services, request routes and everyday background.
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export type Role =
  | "edge"
  | "lessons"
  | "progress"
  | "streak"
  | "speech"
  | "scorer"
  | "league"
  | "push"
  | "content"
  | "billing"
  | "webbilling"
  | "tutor"
  | "video"
  | "auth"
  | "mail";

type Say = (r: Rng) => string;
export interface Hop {
  svc: string;
  say: Say;
}
export interface Route {
  w: number;
  hops: Hop[];
}
export interface Job {
  svc: string;
  every: number; // seconds
  say: Say;
}
export interface Estate {
  key: string;
  ns: string;
  traced: boolean;
  services: Record<string, Runtime>;
  roles: Partial<Record<Role, string>>;
  routes: Route[];
  jobs: Job[];
  noisy: { svc: string; level: "warn" | "error"; say: Say }[];
  deprecations: { svc: string; say: Say }[];
  retries: { svc: string; say: Say }[];
  probes: string[];
}

const u = (r: Rng) => `u_${r.int(100000, 9999999)}`;
const ms = (r: Rng, a = 8, b = 240) => r.int(a, b);
const app = (r: Rng) =>
  r.pick(["ios 7.12.0", "ios 7.11.2", "android 7.12.1", "android 7.10.0", "web 2026.11.30", "android 7.12.0"]);
const lang = (r: Rng) => r.pick(["es", "fr", "de", "ja", "ko", "it", "pt-BR", "en", "zh-CN", "tr", "hi"]);
const tz = (r: Rng) =>
  r.pick([
    "Europe/Madrid",
    "America/Sao_Paulo",
    "Asia/Tokyo",
    "America/New_York",
    "Asia/Kolkata",
    "Europe/Berlin",
    "America/Mexico_City",
    "Asia/Seoul",
    "Europe/Istanbul",
  ]);
export const gen = { u, ms, app, lang, tz };

const lingora: Estate = {
  key: "lingora",
  ns: "lingora-prod",
  traced: true,
  services: {
    "edge-gateway": "node",
    "lesson-api": "java",
    "progress-store": "python",
    "streak-keeper": "go",
    "speech-gateway": "node",
    "pron-scorer": "python",
    leagues: "java",
    "reminder-scheduler": "python",
    "push-relay": "go",
    "course-publisher": "ruby",
  },
  roles: {
    edge: "edge-gateway",
    lessons: "lesson-api",
    progress: "progress-store",
    streak: "streak-keeper",
    speech: "speech-gateway",
    scorer: "pron-scorer",
    league: "leagues",
    push: "push-relay",
    content: "course-publisher",
  },
  routes: [
    {
      w: 5,
      hops: [
        { svc: "edge-gateway", say: (r) => `GET /v3/lessons/next 200 ${ms(r)}ms ua="Lingora/${app(r)}"` },
        {
          svc: "lesson-api",
          say: (r) =>
            `Served next lesson unit=${lang(r)}-A2-u${r.int(1, 40)}-l${r.int(1, 8)} for ${u(r)} in ${ms(r, 3, 60)} ms`,
        },
      ],
    },
    {
      w: 4,
      hops: [
        { svc: "edge-gateway", say: (r) => `POST /v3/lessons/complete 200 ${ms(r, 30, 300)}ms ua="Lingora/${app(r)}"` },
        { svc: "lesson-api", say: (r) => `Lesson completion accepted for ${u(r)} (${r.int(8, 15)}/15 correct)` },
        {
          svc: "progress-store",
          say: (r) =>
            `saved progress user=${u(r)} xp=+${r.pick([10, 15, 20, 30])} crowns=${r.int(0, 5)} took=${ms(r, 4, 40)}ms`,
        },
        { svc: "streak-keeper", say: (r) => `streak extended user=${u(r)} days=${r.int(1, 900)} tz=${tz(r)}` },
      ],
    },
    {
      w: 3,
      hops: [
        { svc: "edge-gateway", say: (r) => `POST /v3/speech/clips 200 ${ms(r, 180, 900)}ms ua="Lingora/${app(r)}"` },
        {
          svc: "speech-gateway",
          say: (r) => `clip accepted id=c_${r.hex(10)} dur=${(r.int(9, 60) / 10).toFixed(1)}s codec=opus rate=48000`,
        },
        {
          svc: "pron-scorer",
          say: (r) =>
            `scored clip lang=${lang(r)} phonemes=${r.int(6, 30)} gop=${(r.int(40, 98) / 100).toFixed(2)} latency_ms=${ms(r, 90, 600)}`,
        },
      ],
    },
    {
      w: 2,
      hops: [
        { svc: "edge-gateway", say: (r) => `GET /v3/leagues/current 200 ${ms(r)}ms ua="Lingora/${app(r)}"` },
        {
          svc: "leagues",
          say: (r) =>
            `Standings read league=${r.pick(["bronze", "silver", "gold", "sapphire", "ruby", "emerald"])}-${r.int(1000, 99999)} members=30 cache=hit`,
        },
      ],
    },
    {
      w: 1,
      hops: [
        { svc: "edge-gateway", say: (r) => `GET /v3/courses/catalog 200 ${ms(r)}ms ua="Lingora/${app(r)}"` },
        {
          svc: "lesson-api",
          say: (r) => `Catalog served locale=${lang(r)} courses=${r.int(38, 44)} etag=W/"${r.hex(8)}"`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "reminder-scheduler",
      every: 60,
      say: (r) =>
        `tick: queued ${r.int(800, 9000)} practice reminders for tz bucket UTC${r.pick(["+09:00", "+05:30", "-03:00", "+01:00", "-05:00"])}`,
    },
    {
      svc: "push-relay",
      every: 20,
      say: (r) => `batch delivered apns=${r.int(200, 900)} fcm=${r.int(300, 1500)} failed=0`,
    },
    {
      svc: "course-publisher",
      every: 120,
      say: (r) => `Sync of draft courses finished (${r.int(2, 14)} changed, 0 published)`,
    },
    {
      svc: "leagues",
      every: 90,
      say: (r) => `Leaderboard snapshot written shard=${r.int(0, 31)} rows=${r.int(20000, 90000)}`,
    },
  ],
  noisy: [
    {
      svc: "pron-scorer",
      level: "warn",
      say: (r) =>
        `UserWarning: PySoundFile failed. Trying audioread instead. (clip c_${r.hex(10)}, container=${r.pick(["m4a", "3gp"])})`,
    },
    {
      svc: "lesson-api",
      level: "error",
      say: (r) => `Unknown skill id in lesson payload, ignoring: skill=legacy_${r.int(100, 999)} course=${lang(r)}`,
    },
  ],
  deprecations: [
    {
      svc: "edge-gateway",
      say: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "progress-store",
      say: () =>
        "SADeprecationWarning: The Query.get() method is considered legacy as of the 1.x series of SQLAlchemy and becomes a legacy construct in 2.0.",
    },
  ],
  retries: [
    {
      svc: "push-relay",
      say: (r) =>
        `apns: retrying after 429 TooManyProviderTokenUpdates (attempt 2/5) topic=com.lingora.app id=${r.hex(8)}`,
    },
    {
      svc: "speech-gateway",
      say: (r) => `scorer call retry 1/2 after 503 from pron-scorer (pod warming), clip c_${r.hex(10)}`,
    },
  ],
  probes: ["edge-gateway", "lesson-api", "progress-store", "pron-scorer", "leagues"],
};

const talkbridge: Estate = {
  key: "talkbridge",
  ns: "talkbridge",
  traced: false,
  services: {
    "tutor-web": "ruby",
    "booking-api": "dotnet",
    "video-rooms": "go",
    "tutor-calendar": "python",
    "session-notes": "node",
    payouts: "dotnet",
    "notify-mailer": "python",
    "account-auth": "go",
    "tutor-search": "java",
  },
  roles: {
    edge: "tutor-web",
    tutor: "booking-api",
    video: "video-rooms",
    auth: "account-auth",
    mail: "notify-mailer",
    push: "notify-mailer",
    content: "session-notes",
  },
  routes: [
    {
      w: 4,
      hops: [
        {
          svc: "tutor-web",
          say: (r) =>
            `method=GET path=/tutors/search format=json controller=TutorsController action=search status=200 duration=${ms(r, 40, 300)}.${r.int(10, 99)} view=${r.int(1, 20)}.${r.int(10, 99)} db=${r.int(1, 30)}.${r.int(10, 99)}`,
        },
        { svc: "account-auth", say: (r) => `token verified sub=${u(r)} kid=k-2026-11 exp_in=${r.int(60, 3500)}s` },
        {
          svc: "tutor-search",
          say: (r) =>
            `Search lang=${lang(r)} price<=${r.int(10, 60)} available=this_week hits=${r.int(3, 400)} took=${ms(r, 5, 90)}ms`,
        },
      ],
    },
    {
      w: 3,
      hops: [
        {
          svc: "tutor-web",
          say: (r) =>
            `method=POST path=/bookings format=json controller=BookingsController action=create status=201 duration=${ms(r, 60, 400)}.${r.int(10, 99)} view=0.${r.int(10, 99)} db=${r.int(2, 30)}.${r.int(10, 99)}`,
        },
        { svc: "account-auth", say: (r) => `token verified sub=${u(r)} kid=k-2026-11 exp_in=${r.int(60, 3500)}s` },
        {
          svc: "booking-api",
          say: (r) =>
            `Booking BK-${r.int(100000, 999999)} confirmed tutor=T-${r.int(1000, 9999)} slot=${r.int(6, 22)}:${r.pick(["00", "30"])} length=${r.pick([25, 50])}min`,
        },
        {
          svc: "tutor-calendar",
          say: (r) => `slot held tutor=T-${r.int(1000, 9999)} provider=${r.pick(["google", "outlook", "ical"])}`,
        },
      ],
    },
    {
      w: 3,
      hops: [
        {
          svc: "tutor-web",
          say: (r) =>
            `method=POST path=/sessions/join format=json controller=SessionsController action=join status=200 duration=${ms(r, 50, 350)}.${r.int(10, 99)} view=0.${r.int(10, 99)} db=${r.int(1, 9)}.${r.int(10, 99)}`,
        },
        {
          svc: "booking-api",
          say: (r) => `Join token issued for booking BK-${r.int(100000, 999999)} role=${r.pick(["learner", "tutor"])}`,
        },
        {
          svc: "video-rooms",
          say: (r) =>
            `room joined room=rm_${r.hex(8)} region=${r.pick(["eu-west-1", "us-east-1", "ap-northeast-1", "sa-east-1"])} peers=${r.int(1, 2)} transport=${r.pick(["udp", "udp", "udp", "tcp"])}`,
        },
      ],
    },
    {
      w: 1,
      hops: [
        {
          svc: "tutor-web",
          say: (r) =>
            `method=PUT path=/sessions/notes format=json controller=NotesController action=update status=200 duration=${ms(r)}.${r.int(10, 99)} view=0.${r.int(10, 99)} db=${r.int(1, 9)}.${r.int(10, 99)}`,
        },
        {
          svc: "session-notes",
          say: (r) => `notes saved session=S-${r.int(100000, 999999)} words=${r.int(20, 400)} vocab=${r.int(0, 25)}`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "payouts",
      every: 75,
      say: (r) => `Payout batch PB-${r.int(1000, 9999)} settled: ${r.int(20, 300)} tutors, currency=USD`,
    },
    {
      svc: "tutor-calendar",
      every: 45,
      say: (r) => `calendar sync pass done: ${r.int(200, 1500)} tutors, ${r.int(0, 30)} changed`,
    },
    { svc: "notify-mailer", every: 30, say: (r) => `sent ${r.int(40, 400)} lesson reminders via ses (0 throttled)` },
    {
      svc: "video-rooms",
      every: 60,
      say: (r) => `janitor: closed ${r.int(5, 80)} idle rooms, active=${r.int(300, 2400)}`,
    },
  ],
  noisy: [
    {
      svc: "tutor-calendar",
      level: "warn",
      say: (r) =>
        `Google Calendar watch channel expired for tutor T-${r.int(1000, 9999)}; falling back to polling (HttpError 404 "Not Found")`,
    },
    {
      svc: "session-notes",
      level: "error",
      say: (r) =>
        `spellcheck dictionary missing for locale ${r.pick(["tl", "sw", "yo", "haw"])}, notes saved unchecked`,
    },
  ],
  deprecations: [
    {
      svc: "tutor-web",
      say: () =>
        "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead. (called from block in <class:Booking> at app/models/booking.rb:41)",
    },
    {
      svc: "booking-api",
      say: () =>
        "warn: Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {7c2f} may be persisted to storage in unencrypted form.",
    },
  ],
  retries: [
    {
      svc: "notify-mailer",
      say: () => "ses send_email throttled (Throttling: Maximum sending rate exceeded), retry 1 in 0.4s",
    },
    {
      svc: "tutor-calendar",
      say: (r) => `outlook graph 429 for tutor T-${r.int(1000, 9999)}, Retry-After=2, retrying`,
    },
  ],
  probes: ["tutor-web", "booking-api", "video-rooms", "account-auth", "tutor-search"],
};

const verbo: Estate = {
  key: "verbo",
  ns: "verbo-prod",
  traced: true,
  services: {
    "api-edge": "go",
    "store-receipts": "java",
    "web-billing": "ruby",
    entitlements: "java",
    "paywall-config": "node",
    "family-plans": "python",
    "lesson-sync": "node",
    "streak-svc": "python",
    "push-fanout": "go",
  },
  roles: {
    edge: "api-edge",
    billing: "store-receipts",
    webbilling: "web-billing",
    content: "paywall-config",
    lessons: "lesson-sync",
    streak: "streak-svc",
    push: "push-fanout",
    auth: "entitlements",
  },
  routes: [
    {
      w: 4,
      hops: [
        {
          svc: "api-edge",
          say: (r) => `"GET /v2/me/entitlements" status=200 dur=${ms(r, 5, 80)}ms client="${app(r)}"`,
        },
        {
          svc: "entitlements",
          say: (r) =>
            `Entitlement check ${u(r)} -> ${r.pick(["premium", "free", "free", "family", "premium"])} (cache ${r.pick(["hit", "hit", "miss"])})`,
        },
      ],
    },
    {
      w: 2,
      hops: [
        {
          svc: "api-edge",
          say: (r) => `"POST /v2/purchases/apple" status=200 dur=${ms(r, 200, 900)}ms client="${app(r)}"`,
        },
        {
          svc: "store-receipts",
          say: (r) =>
            `Verified App Store transaction transactionId=${r.int(100000000, 999999999)}000 product=verbo.premium.${r.pick(["monthly", "annual"])} env=Production`,
        },
        {
          svc: "entitlements",
          say: (r) => `Granted premium to ${u(r)} until 2027-${String(r.int(1, 12)).padStart(2, "0")}-${r.int(10, 28)}`,
        },
      ],
    },
    {
      w: 1,
      hops: [
        {
          svc: "api-edge",
          say: (r) => `"POST /v2/purchases/google" status=200 dur=${ms(r, 150, 700)}ms client="${app(r)}"`,
        },
        {
          svc: "store-receipts",
          say: (r) =>
            `Play purchase acknowledged orderId=GPA.${r.int(3300, 3399)}-${r.int(1000, 9999)}-${r.int(1000, 9999)}-${r.int(10000, 99999)} state=PURCHASED`,
        },
        { svc: "entitlements", say: (r) => `Granted premium to ${u(r)} (source=play)` },
      ],
    },
    {
      w: 2,
      hops: [
        { svc: "api-edge", say: (r) => `"GET /v2/paywall" status=200 dur=${ms(r)}ms client="${app(r)}"` },
        {
          svc: "paywall-config",
          say: (r) =>
            `paywall variant=${r.pick(["A", "B", "annual-first", "trial7"])} country=${r.pick(["US", "BR", "DE", "JP", "IN", "MX"])} tiers=3`,
        },
      ],
    },
    {
      w: 4,
      hops: [
        {
          svc: "api-edge",
          say: (r) => `"POST /v2/lessons/sync" status=200 dur=${ms(r, 20, 200)}ms client="${app(r)}"`,
        },
        { svc: "lesson-sync", say: (r) => `merged ${r.int(1, 12)} lesson results for ${u(r)} (conflicts=0)` },
        { svc: "streak-svc", say: (r) => `streak ok user=${u(r)} length=${r.int(1, 700)} freeze_left=${r.int(0, 2)}` },
      ],
    },
    {
      w: 1,
      hops: [
        { svc: "api-edge", say: (r) => `"POST /v2/web/checkout" status=200 dur=${ms(r, 300, 1200)}ms client="web"` },
        {
          svc: "web-billing",
          say: (r) => `Checkout session cs_live_${r.hex(12)} completed plan=${r.pick(["monthly", "annual", "family"])}`,
        },
        { svc: "entitlements", say: (r) => `Granted premium to ${u(r)} (source=stripe)` },
      ],
    },
  ],
  jobs: [
    { svc: "family-plans", every: 50, say: (r) => `reconciled ${r.int(100, 900)} family groups, 0 over seat limit` },
    {
      svc: "push-fanout",
      every: 25,
      say: (r) => `fanout done: ${r.int(500, 6000)} streak nudges sent, ${r.int(0, 3)} deferred`,
    },
    { svc: "web-billing", every: 90, say: (r) => `Stripe webhook backlog drained (${r.int(0, 40)} events)` },
    {
      svc: "store-receipts",
      every: 100,
      say: (r) => `App Store Server Notifications processed: ${r.int(20, 300)} (DID_RENEW=${r.int(10, 200)})`,
    },
  ],
  noisy: [
    {
      svc: "family-plans",
      level: "error",
      say: (r) =>
        `invite email render failed for locale ${r.pick(["ga", "cy", "eu"])} (template missing), sent en fallback`,
    },
    {
      svc: "paywall-config",
      level: "warn",
      say: (r) => `price tier lookup: no localized price for ${r.pick(["XK", "AQ", "VA", "TV"])}, using USD`,
    },
  ],
  deprecations: [
    {
      svc: "store-receipts",
      say: () =>
        "The verifyReceipt endpoint is deprecated; migrate to App Store Server API (legacy path used by clients < 6.0)",
    },
    {
      svc: "streak-svc",
      say: () =>
        "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    },
  ],
  retries: [
    {
      svc: "web-billing",
      say: () => "Stripe::APIConnectionError (Net::ReadTimeout), retrying request 1/2 - succeeded",
    },
    { svc: "entitlements", say: () => "Redis command timed out after 50ms, retried on replica: OK" },
  ],
  probes: ["api-edge", "store-receipts", "entitlements", "paywall-config", "lesson-sync"],
};

const kotoba: Estate = {
  key: "kotoba",
  ns: "kotoba",
  traced: false,
  services: {
    "mobile-bff": "node",
    "practice-engine": "java",
    "clip-ingest": "go",
    "asr-worker": "cpp",
    "league-svc": "ruby",
    "xp-ledger": "java",
    "friends-feed": "node",
    "release-manager": "python",
    "reminder-push": "go",
  },
  roles: {
    edge: "mobile-bff",
    lessons: "practice-engine",
    speech: "clip-ingest",
    scorer: "asr-worker",
    league: "league-svc",
    progress: "xp-ledger",
    streak: "xp-ledger",
    content: "release-manager",
    push: "reminder-push",
  },
  routes: [
    {
      w: 4,
      hops: [
        { svc: "mobile-bff", say: (r) => `request completed GET /practice/session 200 ${ms(r)}ms` },
        {
          svc: "practice-engine",
          say: (r) => `Built session for ${u(r)}: ${r.int(10, 20)} items, ${r.int(0, 6)} reviews due`,
        },
      ],
    },
    {
      w: 3,
      hops: [
        { svc: "mobile-bff", say: (r) => `request completed POST /practice/answers 200 ${ms(r, 20, 200)}ms` },
        {
          svc: "practice-engine",
          say: (r) => `Graded ${r.int(5, 20)} answers for ${u(r)}, accuracy=${r.int(40, 100)}%`,
        },
        {
          svc: "xp-ledger",
          say: (r) => `XP posted ${u(r)} +${r.int(5, 40)} total=${r.int(100, 90000)} week=${r.int(10, 3000)}`,
        },
      ],
    },
    {
      w: 3,
      hops: [
        { svc: "mobile-bff", say: (r) => `request completed POST /speaking/clip 200 ${ms(r, 300, 1500)}ms` },
        {
          svc: "clip-ingest",
          say: (r) => `stored clip key=clips/${r.hex(2)}/${r.hex(16)}.opus bytes=${r.int(9000, 90000)}`,
        },
        {
          svc: "asr-worker",
          say: (r) =>
            `decode ok utt=${r.hex(8)} lang=${lang(r)} frames=${r.int(150, 1200)} rtf=${(r.int(8, 40) / 100).toFixed(2)} wer_ref=${(r.int(0, 40) / 100).toFixed(2)}`,
        },
      ],
    },
    {
      w: 2,
      hops: [
        { svc: "mobile-bff", say: (r) => `request completed GET /leagues/me 200 ${ms(r)}ms` },
        {
          svc: "league-svc",
          say: (r) =>
            `League#show tier=${r.pick(["bronze", "silver", "gold", "diamond"])} cohort=${r.int(1, 40000)} rank=${r.int(1, 30)}`,
        },
      ],
    },
    {
      w: 1,
      hops: [
        { svc: "mobile-bff", say: (r) => `request completed GET /friends/feed 200 ${ms(r)}ms` },
        {
          svc: "friends-feed",
          say: (r) => `feed built for ${u(r)} items=${r.int(0, 50)} from ${r.int(0, 80)} friends`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "reminder-push",
      every: 30,
      say: (r) => `sent ${r.int(300, 4000)} reminders (fcm ok=${r.int(300, 3000)}, apns ok=${r.int(100, 1000)})`,
    },
    {
      svc: "release-manager",
      every: 120,
      say: (r) => `content manifest check: ${r.int(30, 60)} courses, no pending releases`,
    },
    {
      svc: "league-svc",
      every: 80,
      say: (r) => `PromotionPreview computed for ${r.int(1000, 9000)} cohorts in ${r.int(200, 900)}ms`,
    },
    { svc: "xp-ledger", every: 60, say: (r) => `Compacted weekly XP partitions: ${r.int(2, 9)} segments merged` },
  ],
  noisy: [
    {
      svc: "asr-worker",
      level: "warn",
      say: (r) =>
        `W${r.int(1000, 1231)} onnxruntime: CUDA graph capture disabled for dynamic shape input 'feats' (fallback ok)`,
    },
    {
      svc: "friends-feed",
      level: "error",
      say: (r) => `avatar fetch failed for ${u(r)}: 404 from gravatar, using initials`,
    },
  ],
  deprecations: [
    {
      svc: "mobile-bff",
      say: () =>
        "(node:7) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    {
      svc: "league-svc",
      say: () =>
        "DEPRECATION WARNING: Sidekiq::Worker is deprecated, use Sidekiq::Job instead (called from <class:WeeklyRollover>)",
    },
  ],
  retries: [
    {
      svc: "clip-ingest",
      say: () => "s3 PutObject: SlowDown: Please reduce your request rate. (attempt 1), retried ok",
    },
    { svc: "reminder-push", say: () => "fcm: 503 UNAVAILABLE on batch, retrying with backoff 500ms: ok" },
  ],
  probes: ["mobile-bff", "practice-engine", "clip-ingest", "league-svc", "xp-ledger"],
};

export const ESTATES: Estate[] = [lingora, talkbridge, verbo, kotoba];
export const estateByKey = (k: string): Estate => ESTATES.find((e) => e.key === k)!;
