// The four made-up estates of holdout67: two game studios' live services, a university platform and a school
// district's learning platform. Each lists its services, request flows, periodic jobs, one noisy service and the
// unrelated deploys that happen near trouble.
import type { Rng } from "./rng.js";
import type { Estate, Level } from "./stream.js";

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const pid = (r: Rng) => `${r.int(1000, 9999)}${r.int(100000, 999999)}`;
const region = (r: Rng) => r.pick(["eu-west-1", "eu-central-1", "us-east-1", "us-west-2", "ap-northeast-1"]);
const plat = (r: Rng) => r.pick(["steam", "psn", "xbl", "epic", "steam", "psn"]);
const student = (r: Rng) => `s${r.int(2100000, 2499999)}`;
const course = (r: Rng) => r.pick(["CS101", "MATH204", "PHYS110", "ECON150", "HIST230", "BIO120", "LAW301", "PSY100"]);

/** Emberfall Games: live services of an online shooter; Java, Go, Node, Python, C++; W3C trace ids everywhere. */
export const EMBERFALL: Estate = {
  key: "emberfall",
  ns: "live-prod",
  traced: true,
  services: [
    "edge-gateway",
    "auth-login",
    "entitlements",
    "matchmaker",
    "fleet-allocator",
    "lobby-party",
    "store-receipts",
    "leaderboards",
    "telemetry-ingest",
    "anticheat",
  ],
  optional: ["leaderboards"],
  flows: [
    {
      w: 5,
      steps: [
        {
          svc: "auth-login",
          msg: (r) => `platform ticket verified platform=${plat(r)} account=${pid(r)} took=${ms(r, 18, 140)}ms`,
        },
        {
          svc: "entitlements",
          msg: (r) =>
            `ownership resolved account=${pid(r)} skus=${r.int(3, 41)} cache=${r.pick(["hit", "hit", "miss"])}`,
        },
        {
          svc: "edge-gateway",
          msg: (r) =>
            `"POST /v1/session/login HTTP/2" 200 ${ms(r, 400, 2200)}b ${ms(r, 40, 260)}ms upstream=auth-login`,
        },
      ],
    },
    {
      w: 7,
      steps: [
        {
          svc: "matchmaker",
          msg: (r) =>
            `ticket created id=tk_${r.hex(10)} queue=${r.pick(["ranked-solo", "ranked-duo", "quickplay", "quickplay", "arena-4v4"])} mmr=${r.int(800, 3100)}`,
        },
        {
          svc: "edge-gateway",
          msg: (r) => `"POST /v1/match/tickets HTTP/2" 201 ${ms(r, 120, 300)}b ${ms(r, 8, 60)}ms upstream=matchmaker`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "matchmaker",
          msg: (r) => `match formed id=m_${r.hex(12)} players=${r.pick([8, 10, 12])} wait_p50=${r.int(9, 70)}s`,
        },
        {
          svc: "fleet-allocator",
          msg: (r) =>
            `GameServerAllocation Allocated gameserver=fleet-${region(r)}-${r.hex(5)} fleet=br-live-1-14 state=Allocated`,
        },
        {
          svc: "matchmaker",
          msg: (r) =>
            `assignment delivered conn=${r.int(10, 250)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}:${r.int(7000, 7999)}`,
        },
      ],
    },
    {
      w: 4,
      steps: [
        {
          svc: "lobby-party",
          msg: (r) =>
            `party p_${r.hex(8)} ${r.pick(["member joined", "member left", "leader changed", "ready check passed", "invite accepted"])} size=${r.int(1, 4)}`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "store-receipts",
          msg: (r) =>
            `receipt validated platform=${plat(r)} order=${r.hex(16).toUpperCase()} sku=${r.pick(["battlepass_s9", "coins_1200", "skin_ember_vanguard", "coins_500", "bundle_starter"])} ok`,
        },
        {
          svc: "entitlements",
          msg: (r) =>
            `grant applied account=${pid(r)} sku=${r.pick(["battlepass_s9", "coins_1200", "skin_ember_vanguard"])} ledger_seq=${r.int(100000, 999999)}`,
        },
        {
          svc: "edge-gateway",
          msg: (r) =>
            `"POST /v1/store/purchase HTTP/2" 200 ${ms(r, 200, 800)}b ${ms(r, 90, 420)}ms upstream=store-receipts`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "leaderboards",
          msg: (r) =>
            `GET /v2/boards/${r.pick(["season9_ranked", "weekly_kills", "arena_elo"])}/around/${pid(r)} 200 ${ms(r, 3, 40)}ms`,
        },
        {
          svc: "edge-gateway",
          msg: (r) => `"GET /v1/leaderboards HTTP/2" 200 ${ms(r, 900, 4000)}b ${ms(r, 10, 70)}ms upstream=leaderboards`,
        },
      ],
    },
    {
      w: 6,
      steps: [
        {
          svc: "telemetry-ingest",
          msg: (r) =>
            `batch accepted events=${r.int(40, 900)} bytes=${r.int(8000, 260000)} client=${r.pick(["1.14.2", "1.14.3", "1.14.3"])} lag=${ms(r, 1, 30)}ms`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "anticheat",
          msg: (r) => `heartbeat ok session=${r.hex(8)} integrity=pass modules=${r.int(60, 90)} rtt=${ms(r, 12, 90)}ms`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "lobby-party",
          level: "info",
          msg: (r) =>
            `player ${pid(r)} disconnected (reason=${r.pick(["client_quit", "timeout", "network_lost", "client_quit"])})`,
        },
        {
          svc: "matchmaker",
          level: "info",
          msg: (r) => `match m_${r.hex(12)} abandoned by ${pid(r)}; backfill requested`,
        },
      ],
    },
    {
      w: 0.6,
      steps: [
        {
          svc: "store-receipts",
          level: "warn",
          msg: (r) =>
            `receipt rejected platform=${plat(r)} order=${r.hex(16).toUpperCase()}: transaction already consumed (replay)`,
        },
        {
          svc: "edge-gateway",
          msg: (r) =>
            `"POST /v1/store/purchase HTTP/2" 409 ${ms(r, 80, 120)}b ${ms(r, 30, 90)}ms upstream=store-receipts`,
        },
      ],
    },
    {
      w: 0.4,
      steps: [
        {
          svc: "leaderboards",
          level: "warn",
          msg: (r) =>
            `redis GET board:season9_ranked:page:${r.int(1, 900)} slow (${ms(r, 120, 400)}ms), retry 1/3 succeeded`,
        },
      ],
    },
  ],
  periodic: [
    { svc: "edge-gateway", every: 15, msg: (r) => `"GET /healthz HTTP/1.1" 200 2b ${ms(r, 0, 2)}ms upstream=local` },
    {
      svc: "fleet-allocator",
      every: 30,
      msg: (r) =>
        `fleet br-live-1-14 ready=${r.int(180, 260)} allocated=${r.int(300, 520)} reserved=0 buffer=${r.int(40, 80)}`,
    },
    {
      svc: "leaderboards",
      every: 60,
      msg: (r) => `rollup weekly_kills: ${r.int(20000, 90000)} rows merged in ${ms(r, 300, 1800)}ms`,
    },
    {
      svc: "auth-login",
      every: 120,
      level: "warn",
      msg: () => "Steam ISteamUserAuth/AuthenticateUserTicket v1 is deprecated; migrate to v2 before 2027-01-31",
    },
    { svc: "anticheat", every: 45, msg: (r) => `signature db up to date rev=${r.int(8800, 8810)} (no change)` },
    {
      svc: "entitlements",
      every: 90,
      msg: (r) => `catalog cache refreshed skus=${r.int(4100, 4200)} in ${ms(r, 80, 400)}ms`,
    },
  ],
  noisy: {
    svc: "telemetry-ingest",
    every: 3,
    level: "error",
    msg: (r) =>
      `dropped event name=${r.pick(["match_perf", "gpu_frame", "net_jitter"])} client=1.13.9: schema v3 has no field "fps_p99" (old client, ignored)`,
  },
  deploys: [
    {
      svc: "leaderboards",
      lines: [
        ["info", "Booting worker with pid: 41"],
        ["info", "leaderboards 4.12.1 starting (git 7c1e0a9), gunicorn 21.2.0, 8 workers"],
      ],
    },
    {
      svc: "anticheat",
      lines: [["info", "config reloaded from /etc/anticheat/rules.yaml (rev 3318 -> 3319, 2 rules changed)"]],
    },
    {
      svc: "lobby-party",
      lines: [
        ["info", "lobby-party@3.8.0 listening on :8080 (node v20.11.1)"],
        ["warn", "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated."],
      ],
    },
  ],
};

/** Pinewolf Studios: a co-op survival game's backend, mostly .NET with Go, Node, Ruby, Python and C++; no trace ids. */
export const PINEWOLF: Estate = {
  key: "pinewolf",
  ns: "pw-live",
  traced: false,
  services: [
    "player-api",
    "session-broker",
    "ds-orchestrator",
    "party-svc",
    "inventory",
    "storefront",
    "voice-relay",
    "patch-cdn",
    "ranked-ladder",
    "crashreport-intake",
  ],
  optional: ["ranked-ladder", "voice-relay"],
  flows: [
    {
      w: 6,
      steps: [
        {
          svc: "inventory",
          msg: (r) =>
            `Loaded stash for player ${pid(r)}: ${r.int(20, 400)} items, ${r.int(1, 9)} loadouts in ${ms(r, 4, 40)}ms`,
        },
        {
          svc: "player-api",
          msg: (r) =>
            `Request finished HTTP/1.1 GET http://player-api/api/v3/inventory - 200 ${r.int(900, 30000)} application/json ${ms(r, 8, 90)}.${r.int(100, 999)}ms`,
        },
      ],
    },
    {
      w: 5,
      steps: [
        {
          svc: "session-broker",
          msg: (r) =>
            `Ticket ${r.hex(8)} queued for ${r.pick(["coop-eu", "coop-na", "coop-eu", "raid-eu", "coop-asia"])} (party size ${r.int(1, 4)})`,
        },
        {
          svc: "player-api",
          msg: (r) =>
            `Request finished HTTP/1.1 POST http://player-api/api/v3/matchmaking/join - 202 0 - ${ms(r, 10, 80)}.${r.int(100, 999)}ms`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "session-broker",
          msg: (r) => `Session ${r.hex(8)} formed with ${r.int(2, 6)} players, requesting server`,
        },
        {
          svc: "ds-orchestrator",
          msg: (r) =>
            `allocated server ds-${r.pick(["fra", "ams", "iad", "sjc", "nrt"])}-${r.int(100, 999)} port=${r.int(7777, 7900)} build=0.9.${r.int(40, 41)}`,
        },
        {
          svc: "session-broker",
          msg: (r) => `Session ${r.hex(8)} started on ds-${r.pick(["fra", "ams", "iad"])}-${r.int(100, 999)}`,
        },
      ],
    },
    {
      w: 4,
      steps: [
        {
          svc: "party-svc",
          msg: (r) =>
            `party ${r.hex(6)}: ${r.pick(["invite sent", "member joined", "member left", "disbanded"])} (${r.int(1, 4)}/4)`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "storefront",
          msg: (r) =>
            `Started POST "/v1/purchases" for ${r.int(10, 99)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
        },
        {
          svc: "storefront",
          msg: (r) =>
            `receipt ok store=${r.pick(["steam", "xbox", "playstation"])} sku=${r.pick(["founders_pack", "dlc_frostlands", "cosmetic_wolfpelt", "supporter_tier2"])}`,
        },
        {
          svc: "inventory",
          msg: (r) => `Granted ${r.pick(["founders_pack", "dlc_frostlands", "cosmetic_wolfpelt"])} to player ${pid(r)}`,
        },
        {
          svc: "storefront",
          msg: (r) =>
            `Completed 201 Created in ${ms(r, 120, 600)}ms (Views: 0.4ms | ActiveRecord: ${ms(r, 4, 30)}.1ms)`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "voice-relay",
          msg: (r) =>
            `channel ${r.pick(["party", "session", "proximity"])}-${r.hex(6)} join user=${pid(r)} codec=opus 48k participants=${r.int(1, 6)}`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "patch-cdn",
          msg: (r) =>
            `GET /builds/0.9.41/${r.pick(["pak_01.chunk", "pak_02.chunk", "pak_03.chunk", "manifest.json"])} 200 ${r.int(100000, 64000000)} cache=${r.pick(["HIT", "HIT", "MISS"])} ${ms(r, 2, 300)}ms`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "ranked-ladder",
          msg: (r) =>
            `result stored session=${r.hex(8)} players=${r.int(2, 6)} delta=+${r.int(4, 30)}/-${r.int(4, 30)}`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "session-broker",
          level: "info",
          msg: (r) => `Player ${pid(r)} left session ${r.hex(8)} (ClientDisconnected)`,
        },
      ],
    },
    {
      w: 0.5,
      steps: [
        {
          svc: "storefront",
          level: "warn",
          msg: (r) =>
            `receipt rejected store=${r.pick(["steam", "xbox"])} order=${r.hex(12)}: already redeemed (replay)`,
        },
        { svc: "storefront", msg: (r) => `Completed 409 Conflict in ${ms(r, 20, 90)}ms` },
      ],
    },
    {
      w: 0.4,
      steps: [
        {
          svc: "player-api",
          level: "warn",
          msg: (r) =>
            `Polly: retry 1 of 3 for inventory after ${ms(r, 100, 300)}ms (HttpRequestException); next attempt succeeded`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "player-api",
      every: 20,
      msg: (r) =>
        `Request finished HTTP/1.1 GET http://player-api/health - 200 - text/plain ${r.int(0, 2)}.${r.int(100, 999)}ms`,
    },
    {
      svc: "ds-orchestrator",
      every: 30,
      msg: (r) =>
        `fleet status fra=${r.int(40, 90)}/${r.int(100, 120)} ams=${r.int(20, 60)}/80 iad=${r.int(40, 90)}/120 idle_target=15%`,
    },
    { svc: "inventory", every: 60, msg: (r) => `Expired ${r.int(0, 40)} trade offers (sweeper)` },
    {
      svc: "player-api",
      every: 150,
      level: "warn",
      msg: () =>
        "Microsoft.AspNetCore.Server.Kestrel: Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
    },
    {
      svc: "storefront",
      every: 180,
      level: "warn",
      msg: () =>
        "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2. (called from <main> at config/initializers/steam.rb:2)",
    },
    {
      svc: "voice-relay",
      every: 40,
      msg: (r) =>
        `stats channels=${r.int(300, 900)} users=${r.int(900, 3000)} pkt_loss=${(r.next() * 0.6).toFixed(2)}%`,
    },
  ],
  noisy: {
    svc: "crashreport-intake",
    every: 4,
    level: "error",
    msg: (r) =>
      `symbolication failed for dump ${r.hex(8)}-${r.hex(4)}: no PDB for module GameClient-Win64-Shipping.exe build 0.9.3${r.int(0, 8)} (old build, skipped)`,
  },
  deploys: [
    {
      svc: "voice-relay",
      lines: [
        ["info", "voice-relay 2.4.7 (build 5121) starting, 16 worker threads"],
        ["info", "listening udp 0.0.0.0:3478 tcp 0.0.0.0:443"],
      ],
    },
    {
      svc: "ranked-ladder",
      lines: [["info", "Application startup complete. Uvicorn running on http://0.0.0.0:8000 (ranked-ladder 1.19.0)"]],
    },
    { svc: "party-svc", lines: [["info", "config reloaded: PARTY_MAX_SIZE=4 INVITE_TTL=120s (no changes)"]] },
  ],
};

/** Halden University: SIS, LMS, LTI tools, proctoring and lecture video behind Shibboleth; traced. */
export const HALDEN: Estate = {
  key: "halden",
  ns: "campus-prod",
  traced: true,
  services: [
    "campus-sso",
    "sis-enrolment",
    "timetable",
    "grades-api",
    "lms-web",
    "lti-launcher",
    "proctoring-bridge",
    "lecture-video",
    "submissions",
    "mail-relay-worker",
  ],
  optional: ["lecture-video"],
  flows: [
    {
      w: 5,
      steps: [
        {
          svc: "campus-sso",
          msg: (r) => `Profile Action ValidateUsernamePasswordAgainstLDAP: Login by '${student(r)}' succeeded`,
        },
        {
          svc: "campus-sso",
          msg: (r) =>
            `Issued SAML 2 Response to 'https://lms.halden.ac.uk/saml2' for principal '${student(r)}' (${ms(r, 20, 90)}ms)`,
        },
      ],
    },
    {
      w: 9,
      steps: [
        {
          svc: "lms-web",
          msg: (r) =>
            `Started GET "/courses/${r.int(3000, 3999)}/${r.pick(["assignments", "modules", "quizzes", "discussion_topics", "grades"])}" for 10.${r.int(20, 40)}.${r.int(0, 255)}.${r.int(1, 254)}`,
        },
        {
          svc: "lms-web",
          msg: (r) =>
            `Completed 200 OK in ${ms(r, 40, 400)}ms (Views: ${ms(r, 10, 120)}.2ms | ActiveRecord: ${ms(r, 3, 60)}.8ms | Allocations: ${r.int(9000, 90000)})`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "lms-web",
          msg: (r) =>
            `Started POST "/api/v1/courses/${r.int(3000, 3999)}/assignments/${r.int(10000, 99999)}/submissions" for 10.${r.int(20, 40)}.${r.int(0, 255)}.${r.int(1, 254)}`,
        },
        {
          svc: "submissions",
          msg: (r) => `stored submission sub_${r.hex(10)} size=${r.int(20, 9000)}KiB sha256=${r.hex(12)} av=clean`,
        },
        {
          svc: "lms-web",
          msg: (r) => `Completed 201 Created in ${ms(r, 120, 900)}ms (ActiveRecord: ${ms(r, 5, 40)}.1ms)`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "lti-launcher",
          msg: (r) =>
            `LTI 1.3 launch ok tool=${r.pick(["h5p", "padlet", "mathjax-lab", "peer-review", "proctoring"])} course=${course(r)} user=${student(r)} message_type=LtiResourceLinkRequest`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "sis-enrolment",
          msg: (r) =>
            `enrolment ${r.pick(["confirmed", "confirmed", "waitlisted", "dropped"])} student=${student(r)} module=${course(r)}-2026A seats_left=${r.int(0, 40)}`,
        },
        {
          svc: "lms-web",
          msg: (r) => `roster sync: enrollment upserted user=${student(r)} course_section=${course(r)}-2026A`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "timetable",
          msg: (r) =>
            `"GET /api/timetable/student/${student(r)}?week=48 HTTP/1.1" 200 ${r.int(2000, 9000)} ${ms(r, 8, 80)}ms`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "lms-web",
          msg: (r) => `Grade passback queued for assignment ${r.int(10000, 99999)} (${r.int(1, 40)} scores)`,
        },
        {
          svc: "grades-api",
          msg: (r) =>
            `Executed endpoint 'Halden.Grades.Api.Controllers.MarksController.Upsert (Halden.Grades.Api)' - ${r.int(1, 40)} marks in ${ms(r, 20, 160)}ms`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "proctoring-bridge",
          msg: (r) =>
            `session ${r.hex(8)} for quiz ${r.int(500, 900)} started webcam=ok lockdown=${r.pick(["ok", "ok", "skipped"])} (${ms(r, 200, 900)}ms)`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "lecture-video",
          msg: (r) =>
            `GET /hls/${course(r)}/lec-${r.int(1, 24)}/seg_${r.int(1, 900)}.ts 200 ${r.int(300000, 1800000)} ${ms(r, 4, 80)}ms`,
        },
      ],
    },
    {
      w: 0.7,
      steps: [
        {
          svc: "lti-launcher",
          level: "warn",
          msg: (r) =>
            `LTI launch rejected: nonce ${r.hex(16)} expired or already used (user=${student(r)}, tool=${r.pick(["h5p", "padlet"])})`,
        },
      ],
    },
    {
      w: 0.7,
      steps: [
        {
          svc: "lms-web",
          level: "warn",
          msg: (r) =>
            `Quiz autosave conflict: submission ${r.int(100000, 999999)} attempt ${r.int(1, 3)} has newer version on server, client resynced`,
        },
      ],
    },
    {
      w: 0.5,
      steps: [
        {
          svc: "submissions",
          level: "warn",
          msg: (r) =>
            `late submission refused: assignment ${r.int(10000, 99999)} lock_at passed ${r.int(1, 300)}m ago user=${student(r)}`,
        },
        { svc: "lms-web", msg: (r) => `Completed 403 Forbidden in ${ms(r, 9, 40)}ms` },
      ],
    },
  ],
  periodic: [
    { svc: "lms-web", every: 10, msg: () => `Started GET "/health_check" for 10.30.0.1` },
    {
      svc: "sis-enrolment",
      every: 60,
      msg: (r) => `batch job seatCountReconcile finished: ${r.int(1500, 2200)} sections, ${r.int(0, 4)} adjusted`,
    },
    { svc: "timetable", every: 90, msg: (r) => `room bookings cache warmed (${r.int(800, 1100)} rooms)` },
    {
      svc: "grades-api",
      every: 120,
      level: "warn",
      msg: () =>
        "Microsoft.EntityFrameworkCore.Model.Validation: No store type was specified for the decimal property 'Weight' on entity type 'Component'.",
    },
    {
      svc: "lms-web",
      every: 240,
      level: "warn",
      msg: () =>
        "DEPRECATION WARNING: Using legacy connection handling is deprecated (called from <top (required)> at config/environment.rb:5)",
    },
    {
      svc: "lecture-video",
      every: 45,
      msg: (r) => `transcode queue depth=${r.int(0, 6)} workers=8 idle=${r.int(2, 8)}`,
    },
  ],
  noisy: {
    svc: "mail-relay-worker",
    every: 3,
    level: "error",
    msg: (r) => `smtp delivery failed for ${student(r)}@student.halden.ac.uk: 552 5.2.2 Mailbox full (will not retry)`,
  },
  deploys: [
    {
      svc: "timetable",
      lines: [
        ["info", "[INFO] Starting gunicorn 22.0.0"],
        ["info", "[INFO] Booting worker with pid: 17 (timetable 2026.11.3)"],
      ],
    },
    { svc: "proctoring-bridge", lines: [["info", "settings reloaded: PROCTOR_WEBCAM_REQUIRED=true (unchanged)"]] },
    { svc: "lecture-video", lines: [["info", "lecture-video v3.7.2 (go1.22.5) serving on :8080"]] },
  ],
};

/** Brightpath Learning: a school district's K-12 platform (Node, Kotlin, Java, Go, Python, .NET, C++); no trace ids. */
export const BRIGHTPATH: Estate = {
  key: "brightpath",
  ns: "bp-prod",
  traced: false,
  services: [
    "family-portal",
    "classroom-api",
    "gradebook",
    "quiz-engine",
    "roster-sync",
    "idp-bridge",
    "attendance",
    "media-transcode",
    "notify-push",
  ],
  optional: ["media-transcode"],
  flows: [
    {
      w: 6,
      steps: [
        {
          svc: "classroom-api",
          msg: (r) => `GET /v2/classes/${r.int(1000, 9999)}/stream -> 200 (${ms(r, 12, 140)} ms)`,
        },
        { svc: "family-portal", msg: (r) => `GET /classes/${r.int(1000, 9999)} 200 in ${ms(r, 60, 400)}ms` },
      ],
    },
    {
      w: 4,
      steps: [
        {
          svc: "gradebook",
          msg: (r) =>
            `GradeQueryService: loaded ${r.int(3, 40)} marks for student ${r.int(700000, 799999)} term T2 in ${ms(r, 5, 60)}ms`,
        },
        { svc: "family-portal", msg: (r) => `GET /grades 200 in ${ms(r, 80, 500)}ms` },
      ],
    },
    {
      w: 5,
      steps: [
        { svc: "quiz-engine", msg: (r) => `autosave attempt=${r.hex(8)} q=${r.int(1, 30)} rev=${r.int(2, 60)} ok` },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "quiz-engine",
          msg: (r) => `attempt ${r.hex(8)} submitted, auto-graded ${r.int(5, 30)} items score=${r.int(20, 100)}%`,
        },
        {
          svc: "gradebook",
          msg: (r) =>
            `mark posted assignment=${r.int(50000, 59999)} student=${r.int(700000, 799999)} source=quiz-engine`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "idp-bridge",
          msg: (r) =>
            `type=LOGIN, realmId=brightpath, clientId=family-portal, userId=${r.hex(8)}-${r.hex(4)}, ipAddress=10.12.${r.int(0, 255)}.${r.int(1, 254)}, auth_method=openid-connect`,
        },
        { svc: "family-portal", msg: (r) => `GET /auth/callback 302 in ${ms(r, 12, 90)}ms` },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "attendance",
          msg: (r) =>
            `Roll call saved for section ${r.int(100, 999)} period P${r.int(1, 8)}: ${r.int(18, 32)} present, ${r.int(0, 4)} absent`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "notify-push",
          msg: (r) =>
            `sent ${r.pick(["absence_alert", "grade_posted", "announcement", "grade_posted"])} to ${r.int(1, 3)} devices (fcm ok)`,
        },
      ],
    },
    {
      w: 1.5,
      steps: [
        {
          svc: "media-transcode",
          msg: (r) => `job j-${r.hex(6)} done: 1080p->720p/480p ${r.int(30, 900)}s video in ${r.int(8, 90)}s`,
        },
      ],
    },
    {
      w: 0.8,
      steps: [
        {
          svc: "quiz-engine",
          level: "warn",
          msg: (r) => `autosave conflict attempt=${r.hex(8)} rev=${r.int(2, 60)} < server rev, client told to reload`,
        },
      ],
    },
    {
      w: 0.4,
      steps: [
        {
          svc: "classroom-api",
          level: "warn",
          msg: (r) =>
            `late turn-in refused: assignment ${r.int(50000, 59999)} closed (student ${r.int(700000, 799999)})`,
        },
      ],
    },
  ],
  periodic: [
    { svc: "family-portal", every: 15, msg: (r) => `GET /api/health 200 in ${ms(r, 1, 4)}ms` },
    {
      svc: "classroom-api",
      every: 30,
      msg: (r) => `HikariPool-1 - Pool stats (total=20, active=${r.int(1, 9)}, idle=${r.int(8, 19)}, waiting=0)`,
    },
    {
      svc: "gradebook",
      every: 120,
      msg: (r) => `scheduled job TermAverageRecalc done: ${r.int(300, 900)} sections in ${r.int(2, 9)}s`,
    },
    {
      svc: "family-portal",
      every: 200,
      level: "warn",
      msg: () => "(node:23) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    {
      svc: "idp-bridge",
      every: 100,
      level: "warn",
      msg: () =>
        "WARN  [org.keycloak.services] KC-SERVICES0047: metrics (org.jboss.aerogear.keycloak.metrics.MetricsEndpointFactory) is implementing the internal SPI realm-restapi-extension.",
    },
    {
      svc: "notify-push",
      every: 60,
      msg: (r) => `queue drained: ${r.int(0, 30)} pending, fcm tokens refreshed ${r.int(0, 12)}`,
    },
  ],
  noisy: {
    svc: "roster-sync",
    every: 3,
    level: "warn",
    msg: (r) => `OneRoster users/${r.hex(8)}: role 'guardian' has no email and no sms, skipped`,
  },
  deploys: [
    {
      svc: "notify-push",
      lines: [["info", "notify-push@2.3.1 started (node v18.19.0), workers=4"]],
    },
    { svc: "attendance", lines: [["info", "Now listening on: http://[::]:8080 (Brightpath.Attendance 5.2.0)"]] },
    { svc: "media-transcode", lines: [["info", "config reload: presets.toml (3 presets, hwaccel=none)"]] },
  ],
};

export const ESTATES: Record<string, Estate> = {
  emberfall: EMBERFALL,
  pinewolf: PINEWOLF,
  halden: HALDEN,
  brightpath: BRIGHTPATH,
};

export type DeployLine = [Level, string];
