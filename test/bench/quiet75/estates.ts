// The four made-up companies: two social networks and two dating apps, ten services each, mapped onto shared roles
// so that the noise and the incidents can be written once.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Role = "gw" | "feed" | "media" | "transcode" | "mod" | "chat" | "push" | "match" | "profile" | "billing";
export type Runtime = "go" | "java" | "python" | "node" | "dotnet" | "ruby" | "cpp" | "kotlin";

export interface Step {
  role: Role;
  lvl?: Level;
  msg: string;
  dt: number;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  svc: Record<Role, string>;
  rt: Record<Role, Runtime>;
  /** Request flows: each returns the lines of one user action, callee lines first in time order. */
  flows: ((r: Rng) => Step[])[];
  /** The service with a constant harmless complaint, and that complaint. */
  noisy: { role: Role; lvl: Level; msg: (r: Rng) => string };
  /** A periodic job line (every minute or so). */
  job: { role: Role; msg: (r: Rng) => string };
  deprecation: { role: Role; msg: string };
  user: (r: Rng) => string;
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

const murmur: Estate = {
  key: "murmur",
  company: "Murmur (social network)",
  namespace: "murmur-prod",
  traces: true,
  svc: {
    gw: "edge-api",
    feed: "feed-ranker",
    media: "media-ingest",
    transcode: "transcode-worker",
    mod: "trust-classifier",
    chat: "dm-relay",
    push: "push-fanout",
    match: "social-graph",
    profile: "profile-store",
    billing: "premium-billing",
  },
  rt: {
    gw: "go",
    feed: "python",
    media: "go",
    transcode: "cpp",
    mod: "python",
    chat: "node",
    push: "java",
    match: "go",
    profile: "java",
    billing: "kotlin",
  },
  user: (r) => `u${r.digits(9)}`,
  flows: [
    (r) => {
      const n = r.int(18, 60);
      const t = ms(r, 40, 260);
      return [
        { role: "match", msg: `following lookup uid=u${r.digits(9)} edges=${r.int(12, 2400)} src=cache`, dt: 4 },
        {
          role: "feed",
          msg: `ranked home timeline candidates=${n * 8} returned=${n} model=hx-ranker-v41 took=${t - 20}ms`,
          dt: t - 15,
        },
        { role: "gw", msg: `GET /v3/timeline/home 200 ${t}ms`, dt: t },
      ];
    },
    (r) => {
      const t = ms(r, 8, 60);
      return [
        {
          role: "profile",
          msg: `profile read uid=u${r.digits(9)} fields=card hit=${r.pick(["l1", "l2", "db"])}`,
          dt: 3,
        },
        { role: "gw", msg: `GET /v3/users/u${r.digits(9)} 200 ${t}ms`, dt: t },
      ];
    },
    (r) => {
      const sz = r.int(80, 9000);
      const id = r.hex(12);
      return [
        {
          role: "media",
          msg: `upload complete media_id=${id} bytes=${sz * 1024} type=${r.pick(["image/jpeg", "image/heic", "video/mp4"])}`,
          dt: 120,
        },
        {
          role: "mod",
          msg: `scored media_id=${id} nsfw=${(r.next() * 0.2).toFixed(3)} violence=${(r.next() * 0.1).toFixed(3)} verdict=allow`,
          dt: 340,
        },
        { role: "gw", msg: `POST /v3/media 201 ${ms(r, 400, 1900)}ms`, dt: 400 },
      ];
    },
    (r) => [
      { role: "chat", msg: `delivered dm conv=c${r.digits(8)} recipients=${r.int(1, 3)} ws=${r.int(0, 2)}`, dt: 6 },
      { role: "push", msg: `enqueued notification kind=dm tokens=${r.int(1, 3)}`, dt: 12 },
      { role: "gw", msg: `POST /v3/dm/messages 201 ${ms(r, 20, 90)}ms`, dt: 30 },
    ],
    (r) => [
      { role: "match", msg: `edge created follower=u${r.digits(9)} followee=u${r.digits(9)}`, dt: 5 },
      { role: "push", msg: `enqueued notification kind=new_follower tokens=${r.int(1, 2)}`, dt: 9 },
      { role: "gw", msg: `POST /v3/follows 200 ${ms(r, 15, 70)}ms`, dt: 20 },
    ],
    (r) => [
      {
        role: "transcode",
        msg: `job ${r.hex(10)} done: h264 ${r.pick(["720p", "1080p", "480p"])} ${r.int(3, 60)}s in ${r.int(2, 30)}.${r.int(0, 9)}s speed=${r.int(1, 4)}.${r.int(0, 9)}x`,
        dt: 50,
      },
    ],
    (r) => [
      {
        role: "billing",
        msg: `entitlement check uid=u${r.digits(9)} plan=${r.pick(["murmur_plus_monthly", "murmur_plus_annual", "free"])} ok`,
        dt: 6,
      },
      { role: "gw", msg: `GET /v3/me/entitlements 200 ${ms(r, 10, 50)}ms`, dt: 12 },
    ],
  ],
  noisy: {
    role: "feed",
    lvl: "WARN",
    msg: (r) => `feature 'author_affinity_7d' missing for ${r.int(1, 40)} candidates, imputing 0.0`,
  },
  job: {
    role: "match",
    msg: (r) => `compaction: merged ${r.int(3, 40)} edge segments, reclaimed ${r.int(10, 900)}MiB`,
  },
  deprecation: {
    role: "gw",
    msg: "deprecated endpoint GET /v2/timeline called by app_version=7.2.1 (sunset 2027-03-01)",
  },
};

const emberly: Estate = {
  key: "emberly",
  company: "Emberly (dating app)",
  namespace: "emberly-prod",
  traces: false,
  svc: {
    gw: "api-gateway",
    feed: "discover-deck",
    media: "photo-service",
    transcode: "image-resizer",
    mod: "safety-reports",
    chat: "chat-service",
    push: "notify-sender",
    match: "match-engine",
    profile: "profile-api",
    billing: "subscriptions",
  },
  rt: {
    gw: "node",
    feed: "java",
    media: "node",
    transcode: "go",
    mod: "python",
    chat: "node",
    push: "go",
    match: "java",
    profile: "ruby",
    billing: "dotnet",
  },
  user: (r) => `${r.hex(8)}-${r.hex(4)}`,
  flows: [
    (r) => {
      const t = ms(r, 60, 320);
      return [
        {
          role: "match",
          msg: `scored ${r.int(40, 400)} candidates for member ${r.hex(8)} in ${t - 30}ms (radius ${r.int(5, 80)}km)`,
          dt: t - 30,
        },
        {
          role: "feed",
          msg: `deck built size=${r.int(10, 25)} boosted=${r.int(0, 2)} excluded_seen=${r.int(0, 300)}`,
          dt: t - 10,
        },
        { role: "gw", msg: `GET /api/v5/deck 200 - ${t} ms`, dt: t },
      ];
    },
    (r) => {
      const liked = r.chance(0.6);
      return [
        {
          role: "match",
          msg: `swipe ${liked ? "right" : "left"} by ${r.hex(8)} on ${r.hex(8)}${liked && r.chance(0.2) ? " -> MATCH" : ""}`,
          dt: 8,
        },
        { role: "gw", msg: `POST /api/v5/swipes 200 - ${ms(r, 12, 60)} ms`, dt: 20 },
      ];
    },
    (r) => [
      {
        role: "chat",
        msg: `message stored conv=${r.hex(10)} len=${r.int(1, 400)} delivered_ws=${r.chance(0.6)}`,
        dt: 10,
      },
      { role: "push", msg: `apns send ok kind=message apns-id=${r.hex(8)}-${r.hex(4)}-${r.hex(4)}`, dt: 60 },
      { role: "gw", msg: `POST /api/v5/conversations/messages 201 - ${ms(r, 20, 90)} ms`, dt: 30 },
    ],
    (r) => [
      {
        role: "profile",
        msg: `Completed 200 OK in ${ms(r, 9, 80)}ms (Views: ${r.int(1, 9)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 9000)})`,
        dt: 40,
      },
      { role: "gw", msg: `GET /api/v5/profiles/${r.hex(8)} 200 - ${ms(r, 40, 120)} ms`, dt: 60 },
    ],
    (r) => {
      const id = r.hex(16);
      return [
        { role: "transcode", msg: `resized ${id} to 4 variants (1080,640,320,96) in ${r.int(30, 400)}ms`, dt: 200 },
        { role: "media", msg: `photo ${id} stored slot=${r.int(1, 6)} exif_stripped=true`, dt: 260 },
        { role: "gw", msg: `POST /api/v5/photos 201 - ${ms(r, 300, 1400)} ms`, dt: 320 },
      ];
    },
    (r) => [
      {
        role: "billing",
        msg: `Entitlement resolved for member ${r.hex(8)}: ${r.pick(["ember_gold", "ember_platinum", "none", "none"])}`,
        dt: 8,
      },
      { role: "gw", msg: `GET /api/v5/me/subscription 200 - ${ms(r, 10, 60)} ms`, dt: 14 },
    ],
  ],
  noisy: {
    role: "profile",
    lvl: "ERROR",
    msg: (r) =>
      `Geocoder::LookupError: no locality for lat=${(40 + r.next() * 10).toFixed(2)} lon=${(-5 + r.next() * 20).toFixed(2)}, keeping previous city`,
  },
  job: {
    role: "match",
    msg: (r) => `ElasticityJob: recomputed desirability for ${r.int(2000, 40000)} members in ${r.int(2, 40)}s`,
  },
  deprecation: {
    role: "gw",
    msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
  },
};

const pinfold: Estate = {
  key: "pinfold",
  company: "Pinfold (photo social network)",
  namespace: "pinfold-live",
  traces: true,
  svc: {
    gw: "gateway",
    feed: "feed-api",
    media: "upload-svc",
    transcode: "thumbnailer",
    mod: "mod-queue",
    chat: "messaging",
    push: "notifier",
    match: "follow-graph",
    profile: "user-svc",
    billing: "store-billing",
  },
  rt: {
    gw: "go",
    feed: "kotlin",
    media: "go",
    transcode: "go",
    mod: "python",
    chat: "node",
    push: "go",
    match: "java",
    profile: "dotnet",
    billing: "java",
  },
  user: (r) => `pf_${r.digits(8)}`,
  flows: [
    (r) => {
      const t = ms(r, 50, 300);
      return [
        { role: "match", msg: `Resolved following set for pf_${r.digits(8)} (${r.int(10, 3000)} ids, cached)`, dt: 5 },
        {
          role: "feed",
          msg: `Feed page served user=pf_${r.digits(8)} items=${r.int(10, 30)} ads=${r.int(0, 3)} latency=${t - 20}ms`,
          dt: t - 10,
        },
        {
          role: "gw",
          msg: `"GET /api/feed?cursor=${r.hex(8)} HTTP/1.1" 200 ${r.int(8000, 90000)} ${(t / 1000).toFixed(3)}`,
          dt: t,
        },
      ];
    },
    (r) => {
      const id = r.digits(12);
      return [
        { role: "media", msg: `stored object pins/${id}.jpg size=${r.int(200, 8000)}KiB`, dt: 150 },
        { role: "transcode", msg: `thumbnails ready pin=${id} sizes=236x,474x,736x took=${r.int(40, 500)}ms`, dt: 400 },
        { role: "mod", msg: `pin ${id} auto-approved (score=${(r.next() * 0.3).toFixed(2)})`, dt: 600 },
        {
          role: "gw",
          msg: `"POST /api/pins HTTP/1.1" 201 ${r.int(300, 900)} ${(r.int(200, 1500) / 1000).toFixed(3)}`,
          dt: 200,
        },
      ];
    },
    (r) => [
      {
        role: "profile",
        msg: `Request finished HTTP/1.1 GET http://user-svc/users/pf_${r.digits(8)} - 200 ${r.int(300, 2000)} application/json ${r.int(2, 40)}.${r.digits(4)}ms`,
        dt: 10,
      },
      {
        role: "gw",
        msg: `"GET /api/users/pf_${r.digits(8)} HTTP/1.1" 200 ${r.int(600, 3000)} 0.0${r.int(10, 90)}`,
        dt: 20,
      },
    ],
    (r) => [
      { role: "chat", msg: `thread ${r.hex(12)}: message appended (${r.int(1, 300)} chars)`, dt: 8 },
      { role: "push", msg: `fcm send ok name=projects/pinfold-app/messages/0:${r.digits(16)}`, dt: 80 },
      { role: "gw", msg: `"POST /api/messages HTTP/1.1" 201 ${r.int(100, 400)} 0.0${r.int(20, 99)}`, dt: 30 },
    ],
    (r) => [
      { role: "match", msg: `follow pf_${r.digits(8)} -> pf_${r.digits(8)} stored`, dt: 6 },
      { role: "gw", msg: `"POST /api/follows HTTP/1.1" 200 64 0.0${r.int(10, 60)}`, dt: 14 },
    ],
    (r) => [
      {
        role: "billing",
        msg: `purchase token verified product=pinfold_pro_monthly state=ACTIVE order=GPA.${r.digits(4)}-${r.digits(4)}-${r.digits(4)}-${r.digits(5)}`,
        dt: 180,
      },
      { role: "gw", msg: `"POST /api/billing/verify HTTP/1.1" 200 212 0.${r.int(150, 450)}`, dt: 200 },
    ],
  ],
  noisy: {
    role: "transcode",
    lvl: "WARN",
    msg: (r) => `image: unknown format for pins/${r.digits(12)}.webp (animated), served original`,
  },
  job: { role: "feed", msg: (r) => `TrendingBoardsJob finished: ${r.int(100, 900)} boards, ${r.int(1, 20)}s` },
  deprecation: {
    role: "feed",
    msg: "WARNING: kotlinx.coroutines.DelicateCoroutinesApi GlobalScope used in BoardPrefetcher; this API is deprecated",
  },
};

const tandem: Estate = {
  key: "tandem",
  company: "Tandem (dating app)",
  namespace: "tandem",
  traces: false,
  svc: {
    gw: "tandem-web",
    feed: "recs-service",
    media: "media-api",
    transcode: "video-prompts",
    mod: "moderation",
    chat: "inbox",
    push: "pushd",
    match: "matcher",
    profile: "accounts",
    billing: "iap-receipts",
  },
  rt: {
    gw: "ruby",
    feed: "python",
    media: "python",
    transcode: "cpp",
    mod: "python",
    chat: "go",
    push: "go",
    match: "java",
    profile: "ruby",
    billing: "node",
  },
  user: (r) => String(r.digits(7)),
  flows: [
    (r) => {
      const t = ms(r, 70, 400);
      return [
        {
          role: "match",
          msg: `candidate fetch user_id=${r.digits(7)} pool=${r.int(200, 4000)} filtered=${r.int(10, 90)}%`,
          dt: 12,
        },
        {
          role: "feed",
          msg: `recs user_id=${r.digits(7)} returned=${r.int(8, 20)} model=twotower-2026-10 latency_ms=${t - 20}`,
          dt: t - 20,
        },
        {
          role: "gw",
          msg: `method=GET path=/v1/recs format=json status=200 duration=${t}.${r.int(0, 99)} view=0.00 db=${r.int(1, 20)}.${r.int(10, 99)}`,
          dt: t,
        },
      ];
    },
    (r) => [
      { role: "match", msg: `like from ${r.digits(7)} to ${r.digits(7)} recorded (mutual=${r.chance(0.15)})`, dt: 7 },
      {
        role: "gw",
        msg: `method=POST path=/v1/likes format=json status=201 duration=${r.int(15, 80)}.${r.int(0, 99)} view=0.00 db=${r.int(1, 9)}.${r.int(10, 99)}`,
        dt: 16,
      },
    ],
    (r) => [
      { role: "chat", msg: `msg ok match=${r.digits(9)} bytes=${r.int(10, 900)} fanout=1`, dt: 5 },
      { role: "push", msg: `fcm: sent message kind=chat ttl=2419200`, dt: 70 },
      {
        role: "gw",
        msg: `method=POST path=/v1/inbox/messages format=json status=201 duration=${r.int(20, 90)}.${r.int(0, 99)} view=0.00 db=0.00`,
        dt: 25,
      },
    ],
    (r) => [
      {
        role: "profile",
        msg: `Completed 200 OK in ${r.int(8, 70)}ms (Views: 0.4ms | ActiveRecord: ${r.int(2, 30)}.${r.int(1, 9)}ms | Allocations: ${r.int(800, 6000)})`,
        dt: 30,
      },
      {
        role: "gw",
        msg: `method=GET path=/v1/profile/${r.digits(7)} format=json status=200 duration=${r.int(40, 120)}.${r.int(0, 99)} view=0.00 db=0.00`,
        dt: 40,
      },
    ],
    (r) => {
      const id = r.hex(20);
      return [
        {
          role: "media",
          msg: `INFO photo accepted key=u/${r.digits(7)}/${id}.jpg faces=1 blur=${(r.next() * 0.3).toFixed(2)}`,
          dt: 300,
        },
        {
          role: "gw",
          msg: `method=POST path=/v1/media format=json status=201 duration=${r.int(300, 1500)}.${r.int(0, 99)} view=0.00 db=2.10`,
          dt: 320,
        },
      ];
    },
    (r) => [
      {
        role: "transcode",
        msg: `prompt video ${r.hex(12)}: encoded 540p ${r.int(5, 30)}s vbr ${r.int(800, 1800)}kbps (${r.int(1, 9)}.${r.int(0, 9)}s)`,
        dt: 40,
      },
    ],
    (r) => [
      {
        role: "billing",
        msg: `receipt ok platform=${r.pick(["ios", "android"])} product=tandem.plus.${r.pick(["1m", "3m", "12m"])} expires=2026-12-${r.int(10, 30)}`,
        dt: 160,
      },
      {
        role: "gw",
        msg: `method=POST path=/v1/iap/verify format=json status=200 duration=${r.int(160, 500)}.${r.int(0, 99)} view=0.00 db=1.20`,
        dt: 190,
      },
    ],
  ],
  noisy: {
    role: "media",
    lvl: "ERROR",
    msg: (r) => `face detector returned 0 faces for u/${r.digits(7)}/${r.hex(20)}.jpg; photo kept as secondary`,
  },
  job: {
    role: "feed",
    msg: (r) => `refreshed candidate pool shard=${r.int(0, 15)} members=${r.int(5000, 60000)} took=${r.int(3, 50)}s`,
  },
  deprecation: {
    role: "gw",
    msg: "DEPRECATION WARNING: `ActiveSupport::Deprecation.warn` without a deprecator is deprecated (called from block in <class:ApplicationController> at app/controllers/application_controller.rb:14)",
  },
};

export const ESTATES: Estate[] = [murmur, emberly, pinfold, tandem];
