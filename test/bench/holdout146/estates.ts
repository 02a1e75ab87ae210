// The four climbing businesses: their services, edge proxy, request-id habit and the steady background they log.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type RidStyle = "xrid" | "traceparent" | "none";

export interface Routine {
  level: Level;
  msg: string;
  perMin: number;
}

export interface Service {
  name: string;
  runtime: string;
  /** INFO lines of ordinary work, logged by themselves a few times a minute */
  work: string[];
  /** WARN/ERROR lines that are always there, at a steady rate */
  routine: Routine[];
}

export interface Route {
  method: string;
  path: string;
  upstream: string;
  weight: number;
  /** lines the request leaves in the services it touches */
  chain: Array<[string, string]>;
}

export interface Estate {
  key: string;
  business: string;
  namespace: string;
  rid: RidStyle;
  edge: string;
  services: Service[];
  routes: Route[];
  access: (r: Rng, method: string, path: string, status: number, ms: number, upstream: string, rid: string) => string;
}

const UA = [
  "CruxApp/4.12.1 (iPhone; iOS 17.5)",
  "okhttp/4.12.0",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  "KioskShell/2.3 (Android 11; Elo I-Series)",
];

const cruxworks: Estate = {
  key: "cruxworks",
  business: "Cruxworks Climbing (three bouldering walls)",
  namespace: "cruxworks-prod",
  rid: "xrid",
  edge: "crux-edge",
  access: (r, m, p, s, ms, up, rid) =>
    `[access] "${m} ${p} HTTP/1.1" ${s} ${s >= 500 ? (s === 504 ? "UT" : "UF,URX") : "-"} ${r.int(0, 900)} ${r.int(80, 9000)} ${ms} ${Math.max(0, ms - r.int(0, 3))} "${fillIp(r)}" "${r.pick(UA)}" "${rid}" "${up}.cruxworks-prod.svc.cluster.local:8080"`,
  services: [
    {
      name: "crux-edge",
      runtime: "envoy",
      work: ["cds: added/updated 0 cluster(s), skipped 14 unmodified cluster(s)"],
      routine: [],
    },
    {
      name: "pass-api",
      runtime: "node",
      work: ["day pass {pass} issued to {mem} (adult, peak)", "membership {mem} checked in at wall {wall}"],
      routine: [
        {
          level: "ERROR",
          msg: "pg idle client error: Connection terminated unexpectedly (pool replaced client)",
          perMin: 0.15,
        },
        { level: "WARN", msg: "slow handler GET /v1/passes/today took {slow}ms (pg pool waiting=0)", perMin: 0.3 },
      ],
    },
    {
      name: "member-billing",
      runtime: "java",
      work: [
        "Renewal charged for member {mem}: GBP {amt} (pi_{id})",
        "HikariPool-1 - Pool stats (total=20, active=2, idle=18, waiting=0)",
      ],
      routine: [
        { level: "ERROR", msg: "Renewal failed for member {mem}: card_declined (insufficient_funds)", perMin: 0.8 },
        { level: "WARN", msg: "Stripe webhook evt_{id} delivered twice, ignoring duplicate", perMin: 0.2 },
      ],
    },
    {
      name: "waiver-kiosk",
      runtime: "python",
      work: ["waiver {waiver} signed at {kiosk} (adult, 1 dependant)", "kiosk {kiosk} heartbeat ok battery=ac"],
      routine: [{ level: "WARN", msg: "signature pad on {kiosk} reconnected (usb reset)", perMin: 0.25 }],
    },
    {
      name: "route-setter",
      runtime: "go",
      work: ["route set wall={wall} grade={grade} setter=team-b holds=14", "photo uploaded for route r-{n} (412KB)"],
      routine: [
        { level: "ERROR", msg: "strip-date parse failed for legacy route r-{n}: empty string, keeping", perMin: 0.4 },
      ],
    },
    {
      name: "autobelay-inspect",
      runtime: "python",
      work: ["inspection logged device={dev} result=pass retraction=ok", "device {dev} cycle count 1{n}"],
      routine: [{ level: "WARN", msg: "device {dev} due for manufacturer service in 9 days", perMin: 0.3 }],
    },
    {
      name: "class-booking",
      runtime: "ruby",
      work: [
        "Completed 200 OK in {ms}ms (Views: 3.1ms | ActiveRecord: 12.4ms | Allocations: 4210)",
        "booked {mem} onto {cls} (spaces left 4)",
      ],
      routine: [
        { level: "ERROR", msg: 'ActionController::RoutingError (No route matches [GET] "/wp-login.php")', perMin: 0.3 },
      ],
    },
    {
      name: "cafe-till",
      runtime: "node",
      work: ["sale on {till}: {item} GBP {amt} (contactless)", "{till} z-read queued"],
      routine: [{ level: "WARN", msg: "receipt printer on {till} paper low", perMin: 0.15 }],
    },
    {
      name: "door-access",
      runtime: "go",
      work: ["door front-turnstile opened for {mem}", "controller sync ok: 3 doors, 0 pending"],
      routine: [{ level: "ERROR", msg: "tag read failed on front-turnstile: crc mismatch, retry ok", perMin: 0.6 }],
    },
    {
      name: "pass-db",
      runtime: "postgres",
      work: [
        "checkpoint complete: wrote {n} buffers (0.6%); 0 WAL file(s) added, 0 removed, 1 recycled",
        'automatic analyze of table "passes.public.checkins"',
      ],
      routine: [
        {
          level: "ERROR",
          msg: 'duplicate key value violates unique constraint "checkins_member_day_key"',
          perMin: 0.5,
        },
      ],
    },
    {
      name: "notify-worker",
      runtime: "node",
      work: ["sent booking reminder to {mem} via sms", "email receipt queued for {mem}"],
      routine: [{ level: "WARN", msg: "sms to {mem} undeliverable (landline), skipping", perMin: 0.2 }],
    },
    {
      name: "auth-tokens",
      runtime: "go",
      work: ["issued access token sub={mem} aud=pass-api ttl=900s", "jwks served kid=crux-2026-05 (cache hit)"],
      routine: [{ level: "WARN", msg: "login failed for {mem}: invalid password (attempt 1/5)", perMin: 0.5 }],
    },
  ],
  routes: [
    {
      method: "GET",
      path: "/v1/passes/today",
      upstream: "pass-api",
      weight: 5,
      chain: [["pass-api", "GET /v1/passes/today 200 {ms}ms"]],
    },
    {
      method: "POST",
      path: "/v1/checkins",
      upstream: "pass-api",
      weight: 6,
      chain: [
        ["auth-tokens", "token verified sub={mem} scope=checkin"],
        ["pass-api", "checkin accepted for {mem} at wall {wall}"],
        ["door-access", "door front-turnstile opened for {mem}"],
      ],
    },
    {
      method: "POST",
      path: "/v1/waivers",
      upstream: "waiver-kiosk",
      weight: 3,
      chain: [
        ["waiver-kiosk", "POST /v1/waivers 201 ({ms}ms)"],
        ["pass-api", "waiver {waiver} linked to {mem}"],
      ],
    },
    {
      method: "POST",
      path: "/v1/classes/book",
      upstream: "class-booking",
      weight: 2,
      chain: [
        ["class-booking", 'Started POST "/v1/classes/book" for {ip}'],
        ["class-booking", "Completed 201 Created in {ms}ms (ActiveRecord: 9.8ms | Allocations: 3120)"],
        ["notify-worker", "booking confirmation queued for {mem}"],
      ],
    },
    {
      method: "POST",
      path: "/v1/memberships/renew",
      upstream: "member-billing",
      weight: 1,
      chain: [["member-billing", "POST /v1/memberships/renew -> 200 ({ms} ms)"]],
    },
    {
      method: "POST",
      path: "/v1/till/sale",
      upstream: "cafe-till",
      weight: 3,
      chain: [["cafe-till", "sale on {till}: {item} GBP {amt} (card)"]],
    },
    {
      method: "GET",
      path: "/v1/routes?wall={wall}",
      upstream: "route-setter",
      weight: 2,
      chain: [["route-setter", "listed 38 routes for wall {wall} in {ms}ms"]],
    },
    {
      method: "POST",
      path: "/v1/autobelay/inspections",
      upstream: "autobelay-inspect",
      weight: 1,
      chain: [["autobelay-inspect", "inspection logged device={dev} result=pass retraction=ok"]],
    },
  ],
};

const boulderBarn: Estate = {
  key: "boulder_barn",
  business: "Boulder Barn (one large bouldering barn with a café)",
  namespace: "barn",
  rid: "traceparent",
  edge: "barn_nginx",
  access: (r, m, p, s, ms, up) => {
    const rt = (ms / 1000).toFixed(3);
    return `${fillIp(r)} - - "${m} ${p} HTTP/1.1" ${s} ${r.int(120, 9000)} "-" "${r.pick(UA)}" rt=${rt} uct="0.00${r.int(0, 4)}" urt="${s === 502 ? "-" : rt}" upstream="${up}:8000"`;
  },
  services: [
    { name: "barn_nginx", runtime: "nginx", work: [], routine: [] },
    {
      name: "day_pass_svc",
      runtime: "php",
      work: ["[App\\Jobs\\IssuePass] pass {pass} issued for {mem}", "GET /api/passes 200 {ms}ms"],
      routine: [
        {
          level: "WARN",
          msg: "SQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock; retried ok (attempt 2)",
          perMin: 0.1,
        },
        {
          level: "WARN",
          msg: "[Deprecated] Implicit conversion from float to int loses precision in PriceCalc.php:88",
          perMin: 0.6,
        },
      ],
    },
    {
      name: "membership_core",
      runtime: "java",
      work: [
        "c.b.m.RenewalService : renewed membership {mem} plan=unlimited-monthly",
        "c.b.m.api.MemberController : GET /members/{mem} 200 {ms}ms",
      ],
      routine: [
        {
          level: "WARN",
          msg: "o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Warning Code: 0, SQLState: 00000",
          perMin: 0.2,
        },
        {
          level: "ERROR",
          msg: "c.b.m.RenewalService : direct debit failed for {mem}: bank returned ARUDD 0 (refer to payer)",
          perMin: 0.5,
        },
      ],
    },
    {
      name: "waiver_sign",
      runtime: "node",
      work: ["waiver {waiver} completed for {mem} (2 minors)", "kiosk {kiosk} session started"],
      routine: [{ level: "ERROR", msg: "kiosk {kiosk} session abandoned after 300s idle", perMin: 0.4 }],
    },
    {
      name: "setting_board",
      runtime: "python",
      work: ['"GET /api/problems/?wall={wall} HTTP/1.1" 200 {n}', "problem p{n} set: {font} on {wall}"],
      routine: [{ level: "WARN", msg: "Not Found: /api/problems/p0/", perMin: 0.2 }],
    },
    {
      name: "belay_checks",
      runtime: "python",
      work: ["daily check recorded for {dev}: pass", "published inspection.recorded for {dev}"],
      routine: [{ level: "WARN", msg: "{dev} check overdue by 1 day (wall closed)", perMin: 0.2 }],
    },
    {
      name: "class_sched",
      runtime: "ruby",
      work: ["Completed 200 OK in {ms}ms (Views: 2.0ms | ActiveRecord: 8.1ms)", "waitlist promoted {mem} into {cls}"],
      routine: [
        {
          level: "ERROR",
          msg: "Sidekiq job ReminderJob failed: Net::ReadTimeout with #<TCPSocket:(closed)> (retry 1 of 25)",
          perMin: 0.2,
        },
      ],
    },
    {
      name: "till_sync",
      runtime: "dotnet",
      work: ["Till.Sync.Worker[0] synced 12 sales from {till}", "Till.Sync.Worker[0] stock level {item} = 14"],
      routine: [{ level: "WARN", msg: "Till.Sync.Worker[0] {till} clock drift 2.1s corrected", perMin: 0.3 }],
    },
    {
      name: "barn_search",
      runtime: "elasticsearch",
      work: [
        "[barn-es-0] [problems][0] took[{ms}ms], total_hits[{n} hits]",
        "[barn-es-0] [gc][young][{n}][1] duration [12ms]",
      ],
      routine: [
        {
          level: "WARN",
          msg: "[barn-es-0] [gc][{n}] overhead, spent [312ms] collecting in the last [1s]",
          perMin: 0.15,
        },
      ],
    },
    {
      name: "barn_mailer",
      runtime: "python",
      work: ["sent template=booking_confirmed to {mem}", "sent template=waiver_copy to {mem}"],
      routine: [
        { level: "WARN", msg: "bounce (550 5.1.1 user unknown) for {mem}, marking email invalid", perMin: 0.3 },
      ],
    },
    {
      name: "barn_redis",
      runtime: "redis",
      work: [
        "1:M 14 May 2026 * 100 changes in 300 seconds. Saving...",
        "1:M * Background saving terminated with success",
      ],
      routine: [],
    },
  ],
  routes: [
    {
      method: "POST",
      path: "/api/passes",
      upstream: "day_pass_svc",
      weight: 5,
      chain: [
        ["day_pass_svc", "[App\\Jobs\\IssuePass] pass {pass} issued for {mem}"],
        ["membership_core", "c.b.m.api.MemberController : GET /members/{mem} 200 {ms}ms"],
      ],
    },
    {
      method: "GET",
      path: "/api/members/me",
      upstream: "membership_core",
      weight: 4,
      chain: [["membership_core", "c.b.m.api.MemberController : GET /members/me 200 {ms}ms"]],
    },
    {
      method: "POST",
      path: "/api/waivers",
      upstream: "waiver_sign",
      weight: 3,
      chain: [
        ["waiver_sign", "waiver {waiver} completed for {mem} (adult)"],
        ["barn_mailer", "sent template=waiver_copy to {mem}"],
      ],
    },
    {
      method: "GET",
      path: "/api/problems/?wall={wall}",
      upstream: "setting_board",
      weight: 3,
      chain: [
        ["setting_board", '"GET /api/problems/ HTTP/1.1" 200 {n}'],
        ["barn_search", "[barn-es-0] [problems][0] took[{ms}ms], total_hits[{n} hits]"],
      ],
    },
    {
      method: "POST",
      path: "/api/classes/{n}/book",
      upstream: "class_sched",
      weight: 2,
      chain: [["class_sched", "Completed 201 Created in {ms}ms (Views: 1.2ms | ActiveRecord: 11.0ms)"]],
    },
    {
      method: "POST",
      path: "/api/checks",
      upstream: "belay_checks",
      weight: 1,
      chain: [["belay_checks", "daily check recorded for {dev}: pass"]],
    },
    {
      method: "POST",
      path: "/api/till/sales",
      upstream: "till_sync",
      weight: 2,
      chain: [["till_sync", "Till.Sync.Api[0] sale {item} GBP {amt} accepted from {till}"]],
    },
  ],
};

const overhang: Estate = {
  key: "overhang",
  business: "Overhang (a city lead-and-boulder centre)",
  namespace: "overhang",
  rid: "none",
  edge: "gatehouse",
  access: (r, m, p, s, ms, up) => {
    const tr = s === 504 ? `0/0/1/-1/${ms}` : s === 503 ? `0/${ms}/-1/-1/${ms}` : `0/0/1/${Math.max(1, ms - 2)}/${ms}`;
    const term = s === 504 ? "sH--" : s === 503 ? "SC--" : s === 502 ? "SH--" : "----";
    return `${fillIp(r)}:${r.int(32768, 60999)} fe_https~ be_${up}/${up}${r.int(1, 2)} ${tr} ${s} ${r.int(150, 8000)} - - ${term} ${r.int(80, 400)}/${r.int(60, 300)}/${r.int(0, 20)}/${r.int(0, 9)}/0 0/0 "${m} ${p} HTTP/1.1"`;
  },
  services: [
    { name: "gatehouse", runtime: "haproxy", work: [], routine: [] },
    {
      name: "tickets",
      runtime: "node",
      work: ["issued ticket {pass} (off-peak adult)", "GET /tickets/prices 200 {ms}ms"],
      routine: [{ level: "WARN", msg: "promo code CLIMB10 expired, rejecting for {mem}", perMin: 0.3 }],
    },
    {
      name: "ledger",
      runtime: "go",
      work: ["posted entry kind=sale amount={amt} ref=tkt-{id}", "reconciled batch of {n} entries"],
      routine: [
        { level: "ERROR", msg: "bank feed poll: context deadline exceeded (will retry next tick)", perMin: 0.3 },
        { level: "WARN", msg: "reconcile: entry tkt-{id} older than 24h still pending", perMin: 0.3 },
      ],
    },
    {
      name: "waivers",
      runtime: "python",
      work: ["waiver {waiver} stored (pdf 88KB)", "kiosk {kiosk} synced 0 pending"],
      routine: [
        { level: "WARN", msg: "kiosk {kiosk} took {slow}ms to upload, wifi weak", perMin: 0.3 },
        { level: "ERROR", msg: "kiosk {kiosk}: client sent malformed signature blob, asked to redo", perMin: 0.3 },
      ],
    },
    {
      name: "routes",
      runtime: "elixir",
      work: ["[info] route r{n} published on {wall} grade {font}", "[info] GET /routes 200 in {ms}ms"],
      routine: [{ level: "WARN", msg: "[warning] setter photo for r{n} missing, using placeholder", perMin: 0.2 }],
    },
    {
      name: "belays",
      runtime: "python",
      work: ["{dev}: pre-use check recorded by staff", "{dev}: lanyard cycles 4{n}"],
      routine: [{ level: "WARN", msg: "{dev}: quarterly inspection due", perMin: 0.25 }],
    },
    {
      name: "lessons",
      runtime: "java",
      work: ["INFO  o.o.l.BookingController - booked {mem} on {cls}", "INFO  o.o.l.ReminderJob - 14 reminders sent"],
      routine: [
        {
          level: "ERROR",
          msg: "ERROR o.o.l.ReminderJob - SMS to {mem} failed: 21614 'To' number is not a valid mobile number",
          perMin: 0.3,
        },
      ],
    },
    {
      name: "espresso",
      runtime: "node",
      work: ["order {id}: {item} x1 GBP {amt}", "till {till} opened shift"],
      routine: [{ level: "WARN", msg: "menu item sync skipped 1 archived item", perMin: 0.1 }],
    },
    {
      name: "mailer",
      runtime: "python",
      work: ["delivered receipt to {mem} (sendgrid 202)", "delivered booking mail to {mem}"],
      routine: [{ level: "ERROR", msg: "sendgrid dropped mail to {mem}: Bounced Address", perMin: 0.3 }],
    },
    {
      name: "occupancy",
      runtime: "go",
      work: ["occupancy now {n2}/180", "door sensor east counted +1"],
      routine: [{ level: "WARN", msg: "door sensor west timeout reading counter, using last value", perMin: 0.4 }],
    },
  ],
  routes: [
    {
      method: "POST",
      path: "/tickets",
      upstream: "tickets",
      weight: 6,
      chain: [
        ["tickets", "issued ticket {pass} (peak adult)"],
        ["ledger", "posted entry kind=sale amount={amt} ref=tkt-{id}"],
      ],
    },
    {
      method: "GET",
      path: "/tickets/prices",
      upstream: "tickets",
      weight: 3,
      chain: [["tickets", "GET /tickets/prices 200 {ms}ms"]],
    },
    {
      method: "POST",
      path: "/waivers",
      upstream: "waivers",
      weight: 3,
      chain: [
        ["waivers", "waiver {waiver} stored (pdf 91KB)"],
        ["mailer", "delivered waiver copy to {mem}"],
      ],
    },
    {
      method: "GET",
      path: "/routes?wall={wall}",
      upstream: "routes",
      weight: 2,
      chain: [["routes", "[info] GET /routes 200 in {ms}ms"]],
    },
    {
      method: "POST",
      path: "/lessons/book",
      upstream: "lessons",
      weight: 2,
      chain: [["lessons", "INFO  o.o.l.BookingController - booked {mem} on {cls}"]],
    },
    {
      method: "POST",
      path: "/cafe/orders",
      upstream: "espresso",
      weight: 3,
      chain: [
        ["espresso", "order {id}: {item} x1 GBP {amt}"],
        ["ledger", "posted entry kind=cafe amount={amt} ref=caf-{id}"],
      ],
    },
    {
      method: "POST",
      path: "/belays/checks",
      upstream: "belays",
      weight: 1,
      chain: [["belays", "{dev}: pre-use check recorded by staff"]],
    },
  ],
};

const topout: Estate = {
  key: "topout",
  business: "Topout Collective (five walls run by small teams)",
  namespace: "topout-live",
  rid: "traceparent",
  edge: "platform-gateway",
  access: (r, m, p, s, ms, up) =>
    `${fillIp(r)} - - "${m} ${p} HTTP/2.0" ${s} ${r.int(80, 9000)} "-" "${r.pick(UA)}" ${r.int(1000, 99999)} "${up}@kubernetes" "http://10.4.${r.int(0, 9)}.${r.int(2, 250)}:8080" ${ms}ms`,
  services: [
    { name: "platform-gateway", runtime: "traefik", work: [], routine: [] },
    {
      name: "frontdesk-checkin",
      runtime: "java",
      work: ["CheckinService : member {mem} admitted (unlimited)", "CheckinService : day pass {pass} admitted"],
      routine: [
        {
          level: "ERROR",
          msg: "CheckinService : photo lookup for {mem} failed: Redis command timed out after 2 second(s), served without photo",
          perMin: 0.2,
        },
        { level: "WARN", msg: "CheckinService : member {mem} admitted with expired photo (grace)", perMin: 0.4 },
      ],
    },
    {
      name: "frontdesk-waivers",
      runtime: "node",
      work: ["waiver {waiver} accepted from {kiosk}", "minor added to waiver {waiver}"],
      routine: [{ level: "ERROR", msg: "kiosk {kiosk} upload retried: socket hang up (wifi)", perMin: 0.3 }],
    },
    {
      name: "payments-billing",
      runtime: "java",
      work: ["BillingRun : collected {mem} GBP {amt} via gocardless", "WebhookController : payments.confirmed PM{id}"],
      routine: [
        { level: "ERROR", msg: "BillingRun : mandate for {mem} cancelled by payer (bank_account_closed)", perMin: 0.6 },
      ],
    },
    {
      name: "floor-routes",
      runtime: "python",
      work: ["route {font} set on {wall} by setter k.m.", "strip list generated for {wall} (9 routes)"],
      routine: [{ level: "WARN", msg: "hold colour 'teal' not in palette, mapped to 'green'", perMin: 0.2 }],
    },
    {
      name: "safety-autobelay",
      runtime: "python",
      work: ["{dev} daily check ok", "{dev} webbing inspection logged"],
      routine: [{ level: "WARN", msg: "{dev} retraction speed 1.9 m/s near upper limit (2.0)", perMin: 0.3 }],
    },
    {
      name: "coaching-bookings",
      runtime: "node",
      work: ["booking {id} created for {mem} on {cls}", "calendar event synced for {cls}"],
      routine: [
        {
          level: "ERROR",
          msg: "calendar push for {cls} failed: 404 Not Found (event deleted by coach), skipping",
          perMin: 0.3,
        },
        { level: "WARN", msg: "coach availability feed returned 0 slots for Sunday", perMin: 0.15 },
      ],
    },
    {
      name: "cafe-pos",
      runtime: "java",
      work: ["PosOrderService : order {id} paid GBP {amt}", "PosOrderService : {till} opened"],
      routine: [{ level: "ERROR", msg: "PosOrderService : card reader {till} declined: DO_NOT_HONOUR", perMin: 0.4 }],
    },
    {
      name: "data-mongo",
      runtime: "mongodb",
      work: [
        '{"c":"NETWORK","msg":"Connection accepted","attr":{"connectionCount":{n2}}}',
        '{"c":"COMMAND","msg":"Slow query","attr":{"ns":"coaching.bookings","durationMillis":10{n2}}}',
      ],
      routine: [],
    },
    {
      name: "platform-redis",
      runtime: "redis",
      work: ["1:M * 100 changes in 300 seconds. Saving...", "1:M * Background saving terminated with success"],
      routine: [],
    },
    {
      name: "platform-kafka",
      runtime: "kafka",
      work: [
        "[Log partition=checkins-{n2}, dir=/var/lib/kafka/data] Rolled new log segment at offset {n}{n} in 3 ms. (kafka.log.LocalLog)",
        "[GroupCoordinator 1]: Stabilized group checkin-projector generation {n} (kafka.coordinator.group.GroupCoordinator)",
      ],
      routine: [],
    },
    {
      name: "frontdesk-projector",
      runtime: "go",
      work: ["projected {n2} checkin events to occupancy", "occupancy {n2}/220"],
      routine: [{ level: "WARN", msg: "consumer lag 1{n2} on checkins (within budget)", perMin: 0.2 }],
    },
  ],
  routes: [
    {
      method: "POST",
      path: "/checkin",
      upstream: "frontdesk-checkin",
      weight: 6,
      chain: [
        ["frontdesk-checkin", "CheckinService : member {mem} admitted (unlimited)"],
        ["platform-kafka", ""],
        ["frontdesk-projector", "projected 1 checkin events to occupancy"],
      ],
    },
    {
      method: "POST",
      path: "/waivers",
      upstream: "frontdesk-waivers",
      weight: 3,
      chain: [["frontdesk-waivers", "waiver {waiver} accepted from {kiosk}"]],
    },
    {
      method: "POST",
      path: "/billing/renew",
      upstream: "payments-billing",
      weight: 1,
      chain: [["payments-billing", "BillingRun : collected {mem} GBP {amt} via gocardless"]],
    },
    {
      method: "GET",
      path: "/routes/{wall}",
      upstream: "floor-routes",
      weight: 2,
      chain: [["floor-routes", '"GET /routes/{wall} HTTP/1.1" 200 {n}']],
    },
    {
      method: "POST",
      path: "/coaching/bookings",
      upstream: "coaching-bookings",
      weight: 2,
      chain: [
        ["coaching-bookings", "booking {id} created for {mem} on {cls}"],
        ["data-mongo", ""],
      ],
    },
    {
      method: "POST",
      path: "/cafe/orders",
      upstream: "cafe-pos",
      weight: 3,
      chain: [
        ["cafe-pos", "PosOrderService : order {id} paid GBP {amt}"],
        ["platform-redis", ""],
      ],
    },
    {
      method: "POST",
      path: "/safety/checks",
      upstream: "safety-autobelay",
      weight: 1,
      chain: [["safety-autobelay", "{dev} daily check ok"]],
    },
  ],
};

function fillIp(r: Rng): string {
  return `${r.pick(["81.2", "92.40", "86.11", "2.98", "109.150", "151.227"])}.${r.int(1, 254)}.${r.int(1, 254)}`;
}

export const ESTATES: readonly Estate[] = [cruxworks, boulderBarn, overhang, topout];

export function service(e: Estate, name: string): Service {
  const s = e.services.find((x) => x.name === name);
  if (!s) throw new Error(`${e.key}: no service ${name}`);
  return s;
}
