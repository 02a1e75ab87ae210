// The four made-up companies of quiet34: their services, runtimes, request flows, periodic jobs and the one noisy
// service each carries from the first minute.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "go" | "node" | "python" | "dotnet" | "ruby" | "cpp" | "elixir";
export type Domain = "field" | "dating";

/** One line a request leaves in one service, `dt` ms after the request enters the edge. */
export interface Hop {
  svc: string;
  dt: number;
  level?: Level;
  msg: string;
}

export interface Flow {
  weight: number;
  make(r: Rng): Hop[];
}

export interface Periodic {
  svc: string;
  everyMs: number;
  level?: Level;
  make(r: Rng): string;
}

export interface Estate {
  key: string;
  company: string;
  domain: Domain;
  namespace: string;
  traces: boolean;
  services: { name: string; rt: Runtime }[];
  roles: Record<string, string>;
  flows: Flow[];
  periodic: Periodic[];
  noisy: Periodic;
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const wo = (r: Rng) => `WO-${r.int(400000, 499999)}`;
const tech = (r: Rng) => `T-${r.int(1000, 1999)}`;
const user = (r: Rng) => `u_${r.hex(10)}`;
const ip = (r: Rng) => `10.${r.int(0, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`;

// ---------------------------------------------------------------- field service (Fieldwise)
const fieldwise: Estate = {
  key: "fieldwise",
  company: "Fieldwise",
  domain: "field",
  namespace: "fieldwise-prod",
  traces: true,
  services: [
    { name: "tech-api", rt: "node" },
    { name: "workorder-svc", rt: "java" },
    { name: "dispatch-engine", rt: "go" },
    { name: "route-optimizer", rt: "python" },
    { name: "offline-sync", rt: "node" },
    { name: "parts-inventory", rt: "dotnet" },
    { name: "site-media", rt: "go" },
    { name: "telematics-ingest", rt: "go" },
    { name: "notify-worker", rt: "ruby" },
    { name: "billing-export", rt: "python" },
  ],
  roles: {
    gw: "tech-api",
    core: "workorder-svc",
    jvm: "workorder-svc",
    dispatch: "dispatch-engine",
    route: "route-optimizer",
    sync: "offline-sync",
    parts: "parts-inventory",
    media: "site-media",
    telem: "telematics-ingest",
    notify: "notify-worker",
    jobs: "billing-export",
    kafka: "dispatch-engine",
    dotnet: "parts-inventory",
    sidekiq: "notify-worker",
  },
  flows: [
    {
      weight: 5,
      make: (r) => {
        const w = wo(r);
        const t = ms(r, 18, 140);
        return [
          {
            svc: "workorder-svc",
            dt: 4,
            msg: `c.f.w.api.WorkOrderController : GET ${w} for ${tech(r)} (cache ${r.pick(["hit", "hit", "miss"])})`,
          },
          { svc: "tech-api", dt: t, msg: `GET /v3/workorders/${w} 200 ${t}ms - ${r.int(900, 9000)}b` },
        ];
      },
    },
    {
      weight: 3,
      make: (r) => {
        const w = wo(r);
        const st = r.pick([
          "EN_ROUTE -> ON_SITE",
          "ON_SITE -> IN_PROGRESS",
          "IN_PROGRESS -> COMPLETED",
          "ASSIGNED -> EN_ROUTE",
        ]);
        const t = ms(r, 40, 220);
        return [
          { svc: "workorder-svc", dt: 6, msg: `c.f.w.service.StatusService : ${w} status ${st} by ${tech(r)}` },
          {
            svc: "dispatch-engine",
            dt: 20,
            msg: `tech availability updated tech=${tech(r)} open_slots=${r.int(0, 4)}`,
          },
          { svc: "tech-api", dt: t, msg: `PATCH /v3/workorders/${w}/status 200 ${t}ms - 311b` },
        ];
      },
    },
    {
      weight: 3,
      make: (r) => {
        const t = ms(r, 60, 900);
        const n = r.int(0, 30);
        return [
          {
            svc: "offline-sync",
            dt: 3,
            msg: `sync device=${r.pick(["ios", "android"])}-${r.hex(8)} pushed=${n} pulled=${r.int(0, 80)} cursor=${r.int(800000, 899999)} conflicts=0`,
          },
          ...(n > 0
            ? [
                {
                  svc: "workorder-svc",
                  dt: 30,
                  msg: `c.f.w.sync.BatchApplier : applied ${n} field edits in ${r.int(8, 90)}ms`,
                },
              ]
            : []),
          { svc: "tech-api", dt: t, msg: `POST /v3/sync 200 ${t}ms - ${r.int(2, 90)}kb` },
        ];
      },
    },
    {
      weight: 2,
      make: (r) => {
        const t = ms(r, 200, 1400);
        const stops = r.int(4, 16);
        return [
          {
            svc: "dispatch-engine",
            dt: 5,
            msg: `replan requested tech=${tech(r)} reason=${r.pick(["new_job", "job_completed", "traffic", "manual"])}`,
          },
          {
            svc: "route-optimizer",
            dt: 40,
            msg: `solved route stops=${stops} solver=ortools status=OPTIMAL drive=${r.int(1, 5)}h${r.int(10, 59)}m wall=${r.int(90, 900)}ms`,
          },
          {
            svc: "dispatch-engine",
            dt: t - 20,
            msg: `route published tech=${tech(r)} stops=${stops} eta_first=${r.int(5, 50)}m`,
          },
          { svc: "tech-api", dt: t, msg: `POST /v3/routes/replan 200 ${t}ms - 2kb` },
        ];
      },
    },
    {
      weight: 2,
      make: (r) => {
        const pn = `PN-${r.int(10000, 99999)}`;
        const t = ms(r, 30, 180);
        return [
          {
            svc: "parts-inventory",
            dt: 8,
            msg: `Reserved ${r.int(1, 4)} x ${pn} for ${wo(r)} at VAN-${r.int(100, 399)}, on hand ${r.int(0, 30)}`,
          },
          { svc: "tech-api", dt: t, msg: `POST /v3/parts/reservations 201 ${t}ms - 402b` },
        ];
      },
    },
    {
      weight: 2,
      make: (r) => {
        const t = ms(r, 300, 2500);
        const mb = (r.int(6, 48) / 10).toFixed(1);
        return [
          {
            svc: "site-media",
            dt: t - 30,
            msg: `stored photo wo=${wo(r)} size=${mb}MB dims=4032x3024 sha256=${r.hex(12)}`,
          },
          { svc: "tech-api", dt: t, msg: `PUT /v3/media/photos 201 ${t}ms - 188b` },
        ];
      },
    },
  ],
  periodic: [
    { svc: "tech-api", everyMs: 10000, make: (r) => `GET /healthz 200 ${r.int(1, 4)}ms - 15b` },
    {
      svc: "workorder-svc",
      everyMs: 15000,
      make: (r) => `o.s.b.a.health : /actuator/health UP (db: UP, diskSpace: UP) in ${r.int(2, 12)}ms`,
    },
    {
      svc: "telematics-ingest",
      everyMs: 2000,
      make: (r) =>
        `batch committed pings=${r.int(200, 900)} vehicles=${r.int(60, 140)} lag=${(r.int(3, 19) / 10).toFixed(1)}s partition=${r.int(0, 11)}`,
    },
    {
      svc: "notify-worker",
      everyMs: 4000,
      make: (r) => `SmsNotifyJob JID-${r.hex(24)} INFO: done: ${(r.int(80, 900) / 1000).toFixed(3)} sec`,
    },
    {
      svc: "billing-export",
      everyMs: 60000,
      make: (r) => `invoice export: ${r.int(0, 40)} completed work orders queued for ERP (batch ${r.int(3000, 3999)})`,
    },
    {
      svc: "parts-inventory",
      everyMs: 30000,
      make: (r) =>
        `Microsoft.Extensions.Diagnostics.HealthChecks: Health check sql completed after ${r.int(1, 9)}.${r.int(100, 999)}ms with status Healthy`,
    },
    {
      svc: "site-media",
      everyMs: 20000,
      make: (r) => `thumbnail worker idle queue=0 processed_last_min=${r.int(10, 80)}`,
    },
    { svc: "dispatch-engine", everyMs: 30000, make: (r) => `GET /healthz 200 ${r.int(100, 900)}µs` },
    {
      svc: "tech-api",
      everyMs: 45000,
      level: "warn",
      make: (r) =>
        `(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues (client fieldapp-android/5.${r.int(6, 8)}.${r.int(0, 4)})`,
    },
  ],
  noisy: {
    svc: "telematics-ingest",
    everyMs: 3000,
    level: "error",
    make: (r) =>
      `vehicle VH-${r.pick(["2231", "2231", "1874", "3302"])}: CAN frame checksum mismatch (id 0x18FEF1${r.pick(["00", "17"])}), frame dropped`,
  },
};

// ---------------------------------------------------------------- construction (Trestle)
const trestle: Estate = {
  key: "trestle",
  company: "Trestle",
  domain: "field",
  namespace: "trestle",
  traces: false,
  services: [
    { name: "portal-web", rt: "ruby" },
    { name: "drawings-api", rt: "java" },
    { name: "rfi-service", rt: "python" },
    { name: "punchlist-svc", rt: "node" },
    { name: "photo-pipeline", rt: "python" },
    { name: "equipment-telemetry", rt: "cpp" },
    { name: "schedule-planner", rt: "dotnet" },
    { name: "doc-render", rt: "cpp" },
    { name: "sync-bridge", rt: "go" },
  ],
  roles: {
    gw: "portal-web",
    core: "punchlist-svc",
    jvm: "drawings-api",
    dispatch: "schedule-planner",
    sync: "sync-bridge",
    media: "photo-pipeline",
    docs: "doc-render",
    telem: "equipment-telemetry",
    jobs: "rfi-service",
    kafka: "sync-bridge",
    dotnet: "schedule-planner",
    sidekiq: "portal-web",
  },
  flows: [
    {
      weight: 4,
      make: (r) => {
        const p = r.int(4100, 4499);
        const t = ms(r, 40, 400);
        return [
          {
            svc: "punchlist-svc",
            dt: 10,
            msg: `GET /projects/${p}/punch-items?status=open -> ${r.int(0, 120)} items (${r.int(4, 60)}ms)`,
          },
          {
            svc: "portal-web",
            dt: t,
            msg: `Completed 200 OK in ${t}ms (Views: ${r.int(5, 80)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(2, 60)}.${r.int(0, 9)}ms | Allocations: ${r.int(4000, 40000)})`,
          },
        ];
      },
    },
    {
      weight: 3,
      make: (r) => {
        const t = ms(r, 60, 500);
        const sheet = `${r.pick(["A", "S", "M", "E", "P"])}-${r.int(100, 599)}`;
        return [
          {
            svc: "drawings-api",
            dt: 12,
            msg: `c.t.d.SheetController - sheet ${sheet} rev ${r.int(1, 14)} served to project ${r.int(4100, 4499)} (${r.int(1, 9)} pages)`,
          },
          {
            svc: "portal-web",
            dt: t,
            msg: `Completed 200 OK in ${t}ms (Views: ${r.int(5, 80)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(2, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(4000, 40000)})`,
          },
        ];
      },
    },
    {
      weight: 3,
      make: (r) => {
        const t = ms(r, 80, 900);
        return [
          {
            svc: "sync-bridge",
            dt: 2,
            msg: `mobile sync device=${r.pick(["ipad", "iphone", "android"])}-${r.hex(6)} up=${r.int(0, 40)} down=${r.int(0, 200)} took=${t}ms`,
          },
          {
            svc: "schedule-planner",
            dt: 30,
            msg: `Trestle.Schedule.Api.ActivitiesController[0] Activities delta for project ${r.int(4100, 4499)}: ${r.int(0, 25)} changed since ${r.int(1, 59)}m ago`,
          },
          {
            svc: "punchlist-svc",
            dt: 50,
            msg: `sync batch applied: ${r.int(0, 20)} punch items, ${r.int(0, 6)} comments`,
          },
        ];
      },
    },
    {
      weight: 2,
      make: (r) => {
        const img = `IMG_${r.int(1000, 9999)}.${r.pick(["HEIC", "JPG", "JPG"])}`;
        const t = ms(r, 300, 1800);
        return [
          {
            svc: "photo-pipeline",
            dt: t - 100,
            msg: `thumbnails done ${img} sizes=[320,1024,2048] exif_gps=${r.pick(["yes", "no"])} took=${t - 120}ms`,
          },
          {
            svc: "portal-web",
            dt: t,
            msg: `Completed 201 Created in ${t}ms (ActiveRecord: ${r.int(2, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(9000, 60000)})`,
          },
        ];
      },
    },
    {
      weight: 2,
      make: (r) => {
        const id = r.int(2000, 2999);
        return [
          {
            svc: "rfi-service",
            dt: 20,
            msg: `RFI-${id} ${r.pick(["created", "answered", "forwarded to architect", "closed"])} project=${r.int(4100, 4499)} attachments=${r.int(0, 5)}`,
          },
          {
            svc: "portal-web",
            dt: 120,
            msg: `Completed 302 Found in ${r.int(40, 160)}ms (ActiveRecord: ${r.int(2, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(4000, 20000)})`,
          },
        ];
      },
    },
    {
      weight: 1,
      make: (r) => [
        {
          svc: "doc-render",
          dt: 30,
          msg: `[info] render job ${r.hex(8)}: DWG -> PDF sheet ${r.pick(["A", "S", "M"])}-${r.int(100, 599)} ${r.int(1, 6)} layouts in ${(r.int(8, 60) / 10).toFixed(1)}s`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "portal-web",
      everyMs: 10000,
      make: (r) =>
        `Completed 200 OK in ${r.int(1, 5)}ms (Views: 0.4ms | ActiveRecord: 0.0ms | Allocations: 211) GET /up`,
    },
    {
      svc: "equipment-telemetry",
      everyMs: 2500,
      make: (r) =>
        `[info] ${r.pick(["excavator EX-14", "loader WL-3", "crane TC-3", "lift AL-22", "dozer D-7"])} hours=${r.int(1000, 9000)}.${r.int(0, 9)} fuel=${r.int(10, 99)}% idle=${r.int(0, 40)}%`,
    },
    {
      svc: "schedule-planner",
      everyMs: 30000,
      make: (r) =>
        `Microsoft.Extensions.Diagnostics.HealthChecks.DefaultHealthCheckService[101] Health check processing completed after ${r.int(1, 9)}.${r.int(1000, 9999)}ms with status Healthy`,
    },
    {
      svc: "drawings-api",
      everyMs: 20000,
      make: (r) => `o.a.c.c.C.[Tomcat].[localhost] - GET /actuator/health 200 ${r.int(2, 9)}ms`,
    },
    {
      svc: "rfi-service",
      everyMs: 60000,
      make: (r) =>
        `celery.worker.strategy: Task rfi.tasks.send_due_reminders[${r.hex(8)}-${r.hex(4)}] succeeded in ${(r.int(100, 4000) / 1000).toFixed(3)}s: ${r.int(0, 30)}`,
    },
    {
      svc: "sync-bridge",
      everyMs: 15000,
      make: (r) =>
        `procore webhook processed type=${r.pick(["submittal.updated", "rfi.created", "daily_log.created"])} id=${r.int(1000000, 9999999)}`,
    },
    {
      svc: "portal-web",
      everyMs: 50000,
      level: "warn",
      make: () =>
        `DEPRECATION WARNING: \`Rails.application.secrets\` is deprecated in favor of \`Rails.application.credentials\` and will be removed in Rails 7.2. (called from block in <class:ProjectMailer> at app/mailers/project_mailer.rb:4)`,
    },
  ],
  noisy: {
    svc: "equipment-telemetry",
    everyMs: 4000,
    level: "error",
    make: (r) =>
      `[error] crane TC-3 anemometer reading out of range (${r.pick(["-999.0", "-999.0", "655.35"])} m/s), sample ignored`,
  },
};

// ---------------------------------------------------------------- dating app (Emberly)
const emberly: Estate = {
  key: "emberly",
  company: "Emberly",
  domain: "dating",
  namespace: "emberly-prod",
  traces: true,
  services: [
    { name: "edge-api", rt: "go" },
    { name: "profile-svc", rt: "java" },
    { name: "match-engine", rt: "java" },
    { name: "chat-gateway", rt: "elixir" },
    { name: "media-upload", rt: "go" },
    { name: "moderation-svc", rt: "python" },
    { name: "billing-receipts", rt: "ruby" },
    { name: "push-dispatch", rt: "node" },
    { name: "feed-ranker", rt: "python" },
  ],
  roles: {
    gw: "edge-api",
    profile: "profile-svc",
    match: "match-engine",
    jvm: "match-engine",
    chat: "chat-gateway",
    media: "media-upload",
    mod: "moderation-svc",
    billing: "billing-receipts",
    push: "push-dispatch",
    feed: "feed-ranker",
    kafka: "match-engine",
    sidekiq: "billing-receipts",
    core: "profile-svc",
  },
  flows: [
    {
      weight: 6,
      make: (r) => {
        const t = ms(r, 30, 180);
        return [
          {
            svc: "feed-ranker",
            dt: 8,
            msg: `ranked candidates=${r.int(80, 400)} returned=${r.int(10, 30)} model=recs-v41 took=${r.int(6, 60)}ms`,
          },
          {
            svc: "edge-api",
            dt: t,
            msg: `GET /v2/recs 200 ${t}ms ua=${r.pick(["Emberly/12.4.1 (iOS 18.1)", "Emberly/12.4.0 (Android 14)", "Emberly/12.3.9 (Android 13)"])}`,
          },
        ];
      },
    },
    {
      weight: 6,
      make: (r) => {
        const t = ms(r, 12, 90);
        const liked = r.chance(0.4);
        const matched = liked && r.chance(0.08);
        return [
          {
            svc: "match-engine",
            dt: 5,
            msg: `c.e.match.SwipeHandler - swipe ${user(r)} -> ${user(r)} ${liked ? "LIKE" : "PASS"}${matched ? " => MATCH" : ""}`,
          },
          ...(matched
            ? [
                {
                  svc: "push-dispatch",
                  dt: 40,
                  msg: `sent type=new_match provider=${r.pick(["apns", "fcm"])} latency=${r.int(40, 300)}ms`,
                },
              ]
            : []),
          { svc: "edge-api", dt: t, msg: `POST /v2/swipes 200 ${t}ms ua=Emberly/12.4.1 (iOS 18.1)` },
        ];
      },
    },
    {
      weight: 4,
      make: (r) => {
        const t = ms(r, 10, 70);
        return [
          {
            svc: "chat-gateway",
            dt: 3,
            msg: `[info] Elixir.Chat.Channel msg delivered conv=${r.hex(12)} bytes=${r.int(4, 900)} online=${r.pick(["true", "false"])}`,
          },
          {
            svc: "moderation-svc",
            dt: 6,
            msg: `text check conv=${r.hex(8)} verdict=allow score=${(r.int(0, 30) / 100).toFixed(2)}`,
          },
          { svc: "edge-api", dt: t, msg: `POST /v2/messages 201 ${t}ms ua=Emberly/12.4.0 (Android 14)` },
        ];
      },
    },
    {
      weight: 2,
      make: (r) => {
        const t = ms(r, 20, 120);
        return [
          {
            svc: "profile-svc",
            dt: 6,
            msg: `c.e.profile.ProfileController - profile ${user(r)} loaded (photos=${r.int(1, 9)}, prompts=${r.int(0, 3)}) in ${r.int(3, 40)}ms`,
          },
          { svc: "edge-api", dt: t, msg: `GET /v2/profiles/${user(r)} 200 ${t}ms ua=Emberly/12.4.1 (iOS 18.1)` },
        ];
      },
    },
    {
      weight: 1,
      make: (r) => {
        const t = ms(r, 400, 2600);
        return [
          {
            svc: "media-upload",
            dt: t - 200,
            msg: `stored object key=photos/${r.hex(16)}.jpg bytes=${r.int(200000, 4000000)} part_count=1`,
          },
          {
            svc: "moderation-svc",
            dt: t - 50,
            msg: `image check verdict=allow nsfw=${(r.int(0, 20) / 100).toFixed(2)} face=true`,
          },
          { svc: "edge-api", dt: t, msg: `POST /v2/media 201 ${t}ms ua=Emberly/12.4.1 (iOS 18.1)` },
        ];
      },
    },
  ],
  periodic: [
    { svc: "edge-api", everyMs: 10000, make: (r) => `GET /healthz 200 ${r.int(100, 900)}µs ua=kube-probe/1.30` },
    { svc: "profile-svc", everyMs: 15000, make: (r) => `o.s.b.a.health - /actuator/health UP in ${r.int(2, 12)}ms` },
    {
      svc: "billing-receipts",
      everyMs: 8000,
      make: (r) =>
        `Sidekiq::Job RenewalSweepJob jid=${r.hex(24)} elapsed=${(r.int(50, 900) / 1000).toFixed(3)} INFO: done`,
    },
    {
      svc: "feed-ranker",
      everyMs: 60000,
      make: (r) =>
        `model recs-v41 cache refreshed: ${r.int(90000, 140000)} user vectors in ${r.int(2, 9)}.${r.int(0, 9)}s`,
    },
    {
      svc: "chat-gateway",
      everyMs: 30000,
      make: (r) => `[info] Elixir.Chat.Presence tracked ${r.int(30000, 90000)} sockets on ${r.int(6, 8)} nodes`,
    },
    {
      svc: "push-dispatch",
      everyMs: 5000,
      make: (r) => `batch sent=${r.int(40, 400)} provider=${r.pick(["apns", "fcm"])} failed=0 took=${r.int(50, 400)}ms`,
    },
    {
      svc: "moderation-svc",
      everyMs: 30000,
      level: "warn",
      make: () =>
        `/usr/local/lib/python3.11/site-packages/transformers/utils/generic.py:441: FutureWarning: \`torch.utils._pytree._register_pytree_node\` is deprecated. Please use \`torch.utils._pytree.register_pytree_node\` instead.`,
    },
  ],
  noisy: {
    svc: "feed-ranker",
    everyMs: 2500,
    level: "error",
    make: (r) => `embedding lookup miss for ${user(r)} (store=vec-users, ttl expired), serving cold-start vector`,
  },
};

// ---------------------------------------------------------------- social / dating (Kindred)
const kindred: Estate = {
  key: "kindred",
  company: "Kindred",
  domain: "dating",
  namespace: "kindred",
  traces: false,
  services: [
    { name: "api-gw", rt: "node" },
    { name: "swipe-svc", rt: "node" },
    { name: "chat-relay", rt: "go" },
    { name: "photo-mod", rt: "python" },
    { name: "subs-svc", rt: "java" },
    { name: "notif-svc", rt: "go" },
    { name: "reports-svc", rt: "ruby" },
    { name: "geo-svc", rt: "cpp" },
    { name: "auth-svc", rt: "dotnet" },
  ],
  roles: {
    gw: "api-gw",
    match: "swipe-svc",
    chat: "chat-relay",
    media: "photo-mod",
    mod: "photo-mod",
    billing: "subs-svc",
    jvm: "subs-svc",
    push: "notif-svc",
    reports: "reports-svc",
    geo: "geo-svc",
    auth: "auth-svc",
    dotnet: "auth-svc",
    sidekiq: "reports-svc",
    kafka: "chat-relay",
    core: "swipe-svc",
  },
  flows: [
    {
      weight: 6,
      make: (r) => {
        const t = ms(r, 20, 160);
        return [
          {
            svc: "geo-svc",
            dt: 4,
            msg: `I geo query radius_km=${r.int(5, 80)} cell=${r.hex(6)} candidates=${r.int(40, 900)} took_us=${r.int(300, 9000)}`,
          },
          {
            svc: "swipe-svc",
            dt: 15,
            msg: `deck built user=${user(r)} size=${r.int(10, 40)} excluded_seen=${r.int(0, 300)}`,
          },
          {
            svc: "api-gw",
            dt: t,
            msg: `${ip(r)} - "GET /api/deck HTTP/1.1" 200 ${r.int(2000, 30000)} ${t}ms "Kindred/8.${r.int(1, 3)}.${r.int(0, 9)} ${r.pick(["iOS", "Android"])}"`,
          },
        ];
      },
    },
    {
      weight: 6,
      make: (r) => {
        const t = ms(r, 8, 60);
        return [
          {
            svc: "swipe-svc",
            dt: 4,
            msg: `swipe ${r.pick(["right", "left", "left", "super"])} ${user(r)} -> ${user(r)}`,
          },
          {
            svc: "api-gw",
            dt: t,
            msg: `${ip(r)} - "POST /api/swipe HTTP/1.1" 204 0 ${t}ms "Kindred/8.3.${r.int(0, 9)} iOS"`,
          },
        ];
      },
    },
    {
      weight: 3,
      make: (r) => {
        const t = ms(r, 6, 50);
        return [
          {
            svc: "chat-relay",
            dt: 3,
            msg: `level=info relay conv=${r.hex(10)} fanout=${r.int(1, 2)} ws_open=${r.pick(["true", "false"])}`,
          },
          {
            svc: "api-gw",
            dt: t,
            msg: `${ip(r)} - "POST /api/chat/send HTTP/1.1" 201 88 ${t}ms "Kindred/8.2.${r.int(0, 9)} Android"`,
          },
        ];
      },
    },
    {
      weight: 2,
      make: (r) => {
        const t = ms(r, 20, 120);
        return [
          {
            svc: "auth-svc",
            dt: 5,
            msg: `Kindred.Auth.TokenEndpoint[0] refresh token rotated for ${user(r)} (family ${r.hex(6)})`,
          },
          {
            svc: "api-gw",
            dt: t,
            msg: `${ip(r)} - "POST /api/auth/refresh HTTP/1.1" 200 612 ${t}ms "Kindred/8.3.1 iOS"`,
          },
        ];
      },
    },
    {
      weight: 1,
      make: (r) => {
        const t = ms(r, 500, 3000);
        return [
          {
            svc: "photo-mod",
            dt: t - 80,
            msg: `photo ${r.hex(12)} approved nsfw=${(r.int(0, 15) / 100).toFixed(2)} face_count=1 blur=${(r.int(0, 30) / 100).toFixed(2)}`,
          },
          { svc: "api-gw", dt: t, msg: `${ip(r)} - "POST /api/photos HTTP/1.1" 201 240 ${t}ms "Kindred/8.3.0 iOS"` },
        ];
      },
    },
    {
      weight: 1,
      make: (r) => {
        const t = ms(r, 30, 200);
        return [
          {
            svc: "subs-svc",
            dt: 10,
            msg: `c.k.subs.EntitlementService : entitlement ${r.pick(["gold", "platinum", "plus"])} active for ${user(r)} until 2026-${r.int(10, 12)}-${r.int(10, 28)}`,
          },
          {
            svc: "api-gw",
            dt: t,
            msg: `${ip(r)} - "GET /api/me/entitlements HTTP/1.1" 200 301 ${t}ms "Kindred/8.3.1 iOS"`,
          },
        ];
      },
    },
  ],
  periodic: [
    {
      svc: "api-gw",
      everyMs: 10000,
      make: (r) => `${ip(r)} - "GET /health HTTP/1.1" 200 2 ${r.int(0, 2)}ms "kube-probe/1.29"`,
    },
    { svc: "subs-svc", everyMs: 20000, make: (r) => `o.s.b.a.health : /actuator/health UP in ${r.int(2, 12)}ms` },
    {
      svc: "reports-svc",
      everyMs: 12000,
      make: (r) => `Sidekiq ReportTriageJob JID-${r.hex(24)} INFO: done: ${(r.int(50, 700) / 1000).toFixed(3)} sec`,
    },
    {
      svc: "notif-svc",
      everyMs: 4000,
      make: (r) =>
        `level=info batch provider=${r.pick(["fcm", "apns"])} sent=${r.int(30, 300)} took=${r.int(40, 300)}ms`,
    },
    {
      svc: "auth-svc",
      everyMs: 30000,
      make: (r) =>
        `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://auth-svc:8080/healthz - 200 - text/plain ${r.int(0, 2)}.${r.int(1000, 9999)}ms`,
    },
    {
      svc: "geo-svc",
      everyMs: 60000,
      make: (r) =>
        `I index snapshot loaded cells=${r.int(400000, 500000)} users=${r.int(2000000, 2600000)} in ${r.int(800, 2000)}ms`,
    },
    {
      svc: "swipe-svc",
      everyMs: 40000,
      level: "warn",
      make: () =>
        `(node:7) [DEP0040] DeprecationWarning: The \`punycode\` module is deprecated. Please use a userland alternative instead.`,
    },
  ],
  noisy: {
    svc: "notif-svc",
    everyMs: 2200,
    level: "error",
    make: (r) =>
      `level=error msg="fcm send failed" err="messaging/registration-token-not-registered" token=${r.hex(8)}… user=${user(r)}`,
  },
};

export const ESTATES: Estate[] = [fieldwise, trestle, emberly, kindred];
