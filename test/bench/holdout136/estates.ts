// Four made-up leisure estates: their services, runtimes and everyday traffic. Templates use rng.fill syntax.
import type { Level } from "./formats.js";
import type { Runtime } from "./stacks.js";

export type Line = [svc: string, lvl: Level, msg: string];
export interface Estate {
  key: string;
  services: Record<string, Runtime>;
  traces: boolean;
  /** Request chains: each line follows the previous by a few ms and shares one trace id. */
  flows: Line[][];
  /** Periodic lines: [line, mean seconds between]. */
  periodic: Array<[Line, number]>;
  /** Harmless error a service logs at a constant rate from the first minute. */
  chronic: Array<[Line, number]>;
  /** The domain's normal refusals and scary-but-harmless lines. */
  noise: Line[];
  /** Unrelated deploys and config reloads. */
  changes: Line[];
}

const aqua: Estate = {
  key: "aqua",
  traces: true,
  services: {
    "edge-nginx": "nginx",
    "members-api": "java",
    "dd-collections": "java",
    "lane-booking": "node",
    "class-timetable": "python",
    "gate-svc": "go",
    "wristband-svc": "go",
    "till-cafe": "dotnet",
    "rota-app": "ruby",
    mailer: "python",
    "plant-sensors": "go",
  },
  flows: [
    [
      [
        "edge-nginx",
        "info",
        '10.4.{1-9}.{2-250} - - "POST /api/lanes/book HTTP/1.1" 201 {180-900} "-" "AquaApp/{4|5}.{0-9}.{0-9}" rt=0.{040-390}',
      ],
      ["lane-booking", "info", "lane {1-8} booked for {M} slot {06|07|12|18|19}:{00|30} (pool={main|teaching|lido})"],
      ["members-api", "info", "GET /v2/members/{M}/entitlements 200 {4-60}ms"],
    ],
    [
      [
        "edge-nginx",
        "info",
        '10.4.{1-9}.{2-250} - - "GET /api/classes?centre={hillside|quayside|parkway} HTTP/1.1" 200 {2000-14000} "-" "Mozilla/5.0" rt=0.0{10-99}',
      ],
      [
        "class-timetable",
        "info",
        "served {8-40} sessions for centre={hillside|quayside|parkway} week={22|23|24} cache={hit|miss}",
      ],
    ],
    [
      ["gate-svc", "info", "turnstile T{1-14} admit band={h} zone={pool|gym|spa} decision=ALLOW in {3-19}ms"],
      ["wristband-svc", "info", "band {h} resolved to {M} locker={100-420} balance=£{0-40}.{10-99}"],
    ],
    [
      ["till-cafe", "info", "Order {10000-99999} closed: {1-5} items, total £{2-19}.{10-95}, tender={card|band|cash}"],
      ["wristband-svc", "info", "band debit ok order={10000-99999} amount=£{2-9}.{10-90}"],
    ],
    [
      [
        "edge-nginx",
        "info",
        '10.4.{1-9}.{2-250} - - "GET /api/me HTTP/1.1" 200 {400-900} "-" "AquaApp/5.{0-9}.{0-9}" rt=0.0{10-60}',
      ],
      ["members-api", "info", "GET /v2/members/{M} 200 {3-40}ms"],
    ],
    [
      [
        "plant-sensors",
        "info",
        "probe {main|teaching|lido}-{1-3}: fcl={1-2}.{0-9} mg/l ph=7.{2-5} orp={690-760}mV temp=2{8-9}.{0-9}C",
      ],
    ],
    [
      [
        "rota-app",
        "info",
        "Completed 200 OK in {8-90}ms (Views: {2-30}.{0-9}ms | ActiveRecord: {1-20}.{0-9}ms | Allocations: {900-9000})",
      ],
    ],
  ],
  periodic: [
    [["edge-nginx", "info", '10.4.0.{2-6} - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"'], 5],
    [["dd-collections", "info", "collections batch: fetched {20-80} mandates due, queued for submission"], 45],
    [
      [
        "mailer",
        "info",
        "sent {booking-confirmation|class-reminder|renewal-notice} to {M} via smtp relay (250 2.0.0 Ok: queued)",
      ],
      8,
    ],
    [["plant-sensors", "info", "modbus poll cycle complete: {24-32} registers from 4 controllers in {40-120}ms"], 15],
  ],
  chronic: [
    [
      [
        "class-timetable",
        "error",
        "failed to render instructor avatar for session {1000-9999}: 404 from media bucket (placeholder used)",
      ],
      9,
    ],
  ],
  noise: [
    [
      "members-api",
      "warn",
      "direct debit mandate lookup for {M}: mandate cancelled by payer (ADDACS code 1), membership flagged for renewal",
    ],
    ["edge-nginx", "warn", '10.4.{1-9}.{2-250} - - "POST /api/login HTTP/1.1" 401 54 "-" "AquaApp/5.1.0"'],
    ["lane-booking", "warn", "booking rejected for {M}: lane {1-8} full at {07|18}:00 (capacity 6)"],
    ["gate-svc", "warn", "turnstile T{1-14} deny band={h} reason=EXPIRED_MEMBERSHIP"],
    ["till-cafe", "warn", "Card declined: issuer response 05 (Do not honour), order {10000-99999}"],
    ["lane-booking", "warn", "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated."],
    ["members-api", "info", "session expired for {M}, redirecting to login"],
  ],
  changes: [
    [
      "rota-app",
      "info",
      "Puma starting in cluster mode... Version 6.4.2, codename: The Eagle of Durango; workers: 4 (release v{200-260})",
    ],
    [
      "edge-nginx",
      "info",
      "signal process started; configuration reload: worker processes (pid {100-400}) gracefully shutting down",
    ],
    ["mailer", "info", "deployed mailer {2|3}.{1-9}.{0-9} (image sha256:{h}), 2/2 replicas ready"],
  ],
};

const splash: Estate = {
  key: "splash",
  traces: false,
  services: {
    portal: "node",
    auth: "dotnet",
    bookings: "python",
    payments: "java",
    turnstiles: "go",
    lockers: "go",
    "cafe-pos": "dotnet",
    "chem-watch": "python",
    "staff-rota": "ruby",
    "sms-out": "node",
  },
  flows: [
    [
      ["portal", "info", "POST /book/{swim|aqua-fit|lessons|sauna} -> 302 ({40-300}ms)"],
      ["auth", "info", "Token validated for subject {M} scope=member"],
      [
        "bookings",
        "info",
        "reserved {public-swim|aqua-fit|lane-swim|toddler-splash} slot id={10000-99999} for {M}; {1-30} places left",
      ],
    ],
    [
      ["portal", "info", "GET /timetable -> 200 ({8-90}ms)"],
      ["bookings", "info", "timetable query centre={northgate|riverside} day=+{0-6} returned {12-48} sessions"],
    ],
    [
      ["portal", "info", "POST /join -> 200 ({200-900}ms)"],
      ["payments", "info", "Checkout session cs_live_{h} created for {M} plan={adult-monthly|family|concession}"],
    ],
    [["turnstiles", "info", "gate {A|B|C}{1-6}: barcode accepted member={M} entries_today={1-3}"]],
    [["lockers", "info", "locker {1-380} locked by band; pin cleared"]],
    [["cafe-pos", "info", "Till {1-4}: sale #{1000-9999} {flat white|chips|hot chocolate|toastie|squash} x{1-3} paid"]],
    [
      [
        "chem-watch",
        "info",
        "Pool {main|learner}: free_cl={1-2}.{0-9}ppm combined_cl=0.{1-3} pH=7.{2-5} turbidity=0.{1-4}NTU",
      ],
    ],
  ],
  periodic: [
    [["portal", "info", "GET /health -> 200 (1ms)"], 10],
    [["auth", "info", "Health check 'db' completed with status Healthy in {1-9}ms"], 15],
    [["staff-rota", "info", "Sidekiq RotaSyncJob JID-{h} done: {0.2|0.4|1.1} sec"], 30],
    [["sms-out", "info", "delivered {1-9} SMS reminders (provider status 202)"], 25],
  ],
  chronic: [
    [
      [
        "lockers",
        "error",
        "locker controller bank 7 unreachable: no route to 10.30.7.20 (bank decommissioned, still in config)",
      ],
      12,
    ],
  ],
  noise: [
    ["payments", "warn", "Payment declined for {M}: card_declined (insufficient_funds)"],
    ["auth", "warn", "Login failed for {M}: invalid password (attempt {1-3}/5)"],
    ["bookings", "warn", "ValidationError: child age {1-2} below minimum for {aqua-fit|lane-swim} (rejected with 422)"],
    ["portal", "warn", "GET /admin/reports -> 403 ({1-9}ms) role=member"],
    ["turnstiles", "warn", "gate {A|B|C}{1-6}: tailgating alarm cleared by staff"],
    ["cafe-pos", "warn", "Till {1-4}: receipt printer paper low"],
    ["payments", "warn", "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m{2-9}s)."],
  ],
  changes: [
    ["staff-rota", "info", "Rails 7.1.3 application starting in production; release {h} booted"],
    ["sms-out", "info", "config reloaded from /etc/sms-out/config.yaml (templates: {12-16})"],
    ["cafe-pos", "info", "Application started. Hosting environment: Production; build {2026.5|2026.6}.{10-99}"],
  ],
};

const tide: Estate = {
  key: "tide",
  traces: true,
  services: {
    "tw-gateway": "envoy",
    "tw-accounts": "ruby",
    "tw-debits": "python",
    "tw-lessons": "java",
    "tw-access": "go",
    "tw-epos": "node",
    "tw-scada": "python",
    "tw-roster": "dotnet",
    "tw-notify": "node",
  },
  flows: [
    [
      [
        "tw-gateway",
        "info",
        '[2026] "GET /v1/lessons/availability HTTP/2" 200 - 0 {900-4000} {10-120} {8-110} "10.9.{0-9}.{2-200}" "TideApp/3.{0-4}" "{h}" "tw-lessons"',
      ],
      ["tw-lessons", "info", "availability stage={1-7} term=summer returned {3-22} groups in {8-90}ms"],
    ],
    [
      [
        "tw-gateway",
        "info",
        '[2026] "POST /v1/accounts/renew HTTP/2" 200 - {200-600} {100-300} {40-300} {30-280} "10.9.{0-9}.{2-200}" "TideApp/3.2" "{h}" "tw-accounts"',
      ],
      ["tw-accounts", "info", "Completed 200 OK in {30-280}ms (ActiveRecord: {4-40}.{0-9}ms)"],
      [
        "tw-debits",
        "info",
        "mandate MD{10000-99999} amended: next collection 2026-0{6-7}-{10-28} amount={24|32|41|58}.00",
      ],
    ],
    [
      ["tw-access", "info", "access granted reader=r{1-20} credential=wristband:{h} area={changing|poolside|gym}"],
      ["tw-accounts", "info", "Completed 200 OK in {3-20}ms (Views: 0.{1-9}ms | ActiveRecord: {1-5}.{0-9}ms)"],
    ],
    [["tw-epos", "info", "basket {h} settled: {1-6} lines £{3-25}.{0-99} terminal=EPOS-{1-3}"]],
    [["tw-scada", "info", "plant: filter {1-3} dp={0.2|0.3|0.4}bar pump P{1-4} {48|49|50}Hz backwash_due_in={2-40}h"]],
    [["tw-roster", "info", "Shift {20000-29999} confirmed for lifeguard L{100-400} {06:00-14:00|14:00-22:00}"]],
  ],
  periodic: [
    [
      [
        "tw-gateway",
        "info",
        '[2026] "GET /ready HTTP/1.1" 200 - 0 2 0 - "10.9.0.1" "kube-probe/1.30" "{h}" "tw-gateway"',
      ],
      6,
    ],
    [["tw-debits", "info", "celery@tw-debits-{0-2} ready; beat: sending due task sync_bacs_reports"], 40],
    [["tw-notify", "info", "push batch delivered: {10-200} devices, 0 failed"], 20],
    [["tw-scada", "info", "OPC-UA subscription alive: {40-60} monitored items, publishing interval 1000ms"], 12],
  ],
  chronic: [[["tw-notify", "error", "APNs 410 Unregistered for device token {H}... (token pruned)"], 7]],
  noise: [
    ["tw-accounts", "warn", "Unpermitted parameter: :promo_code. Context: { controller: Api::RenewalsController }"],
    ["tw-accounts", "info", "Completed 401 Unauthorized in {2-9}ms (session expired)"],
    ["tw-epos", "warn", "terminal EPOS-{1-3} declined: response code 51 insufficient funds"],
    ["tw-lessons", "warn", "Rejected booking for stage {1-7}: swimmer age {3-4} outside stage range"],
    ["tw-access", "warn", "access denied reader=r{1-20} credential=wristband:{h} reason=area_not_in_plan"],
    ["tw-debits", "warn", "BACS ARUDD: mandate MD{10000-99999} returned 0 (refer to payer), member notified"],
    ["tw-gateway", "warn", "[2026] upstream connect retry succeeded for tw-lessons after 1 attempt"],
  ],
  changes: [
    ["tw-roster", "info", "Now listening on: http://[::]:8080 (deploy rel-{300-399})"],
    ["tw-gateway", "info", "lds: add/update listener 'ingress_https' (cds version {100-300})"],
    ["tw-epos", "info", "tw-epos v{4|5}.{0-9}.{0-9} started on :3000 (NODE_ENV=production)"],
  ],
};

const river: Estate = {
  key: "river",
  traces: false,
  services: {
    "api-gateway": "envoy",
    membership: "dotnet",
    "directdebit-worker": "dotnet",
    "swim-lessons": "python",
    "lane-planner": "node",
    "entry-gates": "go",
    "band-issuer": "java",
    "pool-chem": "go",
    "kitchen-pos": "node",
    "lifeguard-roster": "java",
    "email-relay": "python",
    reporting: "python",
  },
  flows: [
    [
      ["api-gateway", "info", "ingress GET /lanes/today status=200 upstream=lane-planner duration={5-80}ms"],
      ["lane-planner", "info", "plan built: {4-8} lanes, {20-60} bookings, speeds {slow|medium|fast}"],
    ],
    [
      [
        "api-gateway",
        "info",
        "ingress POST /memberships/{M}/freeze status=200 upstream=membership duration={40-300}ms",
      ],
      ["membership", "info", "Membership {M} frozen from 2026-0{6-8}-01 for {1-3} month(s)"],
    ],
    [
      ["api-gateway", "info", "ingress POST /lessons/enrol status=201 upstream=swim-lessons duration={30-200}ms"],
      [
        "swim-lessons",
        "info",
        "enrolled child C{1000-9999} in {Ducklings|Stage 3|Stage 5|Adult improvers} {Mon|Wed|Sat} {09|16|17}:{00|30}",
      ],
      ["email-relay", "info", "queued enrolment confirmation (msg id <{h}@river.example>)"],
    ],
    [
      ["entry-gates", "info", "gate={main|side|gym} lane={1-4} band={h} ok"],
      ["band-issuer", "info", "Band {h} validated: tier={gold|silver|junior} expires=2026-{08-12}-01"],
    ],
    [["kitchen-pos", "info", "ticket {100-999} fired to kitchen: {jacket potato|panini|kids meal|soup}"]],
    [
      [
        "pool-chem",
        "info",
        "dosing controller {1-2}: chlorine pump {18-40}% acid pump {5-20}% reading Cl={1-2}.{0-9} pH=7.{2-5}",
      ],
    ],
  ],
  periodic: [
    [["api-gateway", "info", "ingress GET /healthz status=200 upstream=local duration=0ms"], 5],
    [["lifeguard-roster", "info", "Poolside coverage check: {3-6}/{3-6} posts staffed, ratios met"], 30],
    [["reporting", "info", "materialised view footfall_hourly refreshed in {200-900}ms"], 60],
    [["directdebit-worker", "info", "Polled collection queue: {0-3} messages"], 10],
  ],
  chronic: [
    [
      ["reporting", "error", 'ERROR: relation "legacy_visits_2019" does not exist (nightly archive query, skipped)'],
      14,
    ],
  ],
  noise: [
    ["membership", "warn", "Freeze request rejected for {M}: minimum term not completed"],
    ["api-gateway", "warn", "ingress POST /login status=401 upstream=membership duration={8-40}ms"],
    ["swim-lessons", "warn", "enrolment refused: class full ({8|10|12}/{8|10|12})"],
    ["kitchen-pos", "warn", "contactless declined (code 65, SCA required) ticket {100-999}"],
    ["entry-gates", "warn", "gate={main|side} band={h} rejected: already inside (anti-passback)"],
    ["band-issuer", "warn", "GC pause (G1 Evacuation Pause) {120-260}ms"],
    ["lane-planner", "warn", "retrying lane plan fetch (attempt 2) ... ok"],
  ],
  changes: [
    ["kitchen-pos", "info", "kitchen-pos 2.{10-20}.{0-9} rolled out (canary 100%)"],
    [
      "lifeguard-roster",
      "info",
      "Started LifeguardRosterApplication in {6-14}.{1-9} seconds (process running for {7-15}.0)",
    ],
    ["reporting", "info", "reloaded settings from ConfigMap reporting-config (resourceVersion {100000-999999})"],
  ],
};

export const ESTATES: Estate[] = [aqua, splash, tide, river];
