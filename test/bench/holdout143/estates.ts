// Four made-up ice-rink and curling-club businesses: their services, runtimes, naming style, edge proxies,
// request-id habits, the request journeys that cross them and each service's ordinary lines.
import type { Rng } from "./rng.js";
import type { Level, ProxyKind, Runtime } from "./types.js";

export interface Svc {
  name: string;
  rt: Runtime;
  port: number;
  ok: Array<(r: Rng) => string>;
  /** Background work of its own (telemetry, jobs), mean gap in ms. */
  periodic?: { gap: number; line: (r: Rng) => [Level, string] };
}

export interface Journey {
  method: string;
  path: (r: Rng) => string;
  /** Services in call order; each is called by the one before it unless `parents` names its caller. */
  chain: string[];
  parents?: Record<string, string>;
  weight: number;
}

export interface Estate {
  key: string;
  business: string;
  namespace: string;
  host: string;
  /** Edge loggers, outermost first. */
  edges: Array<{ name: string; proxy: ProxyKind }>;
  idHabit: "traceparent" | "reqid" | "none";
  /** Services that print the id (all when undefined). */
  idTiers?: string[];
  services: Svc[];
  journeys: Journey[];
}

const d2 = (r: Rng) => `2026-12-${String(r.int(3, 28)).padStart(2, "0")}`;
const hhmm = (r: Rng) => `${String(r.int(6, 22)).padStart(2, "0")}:${r.pick(["00", "15", "30", "45"])}`;
const money = (r: Rng, a: number, b: number) => (r.int(a * 100, b * 100) / 100).toFixed(2);
const SKATE = ["28", "30", "33", "36", "38", "40", "42", "44", "46"];

const GLACIER: Estate = {
  key: "glacier",
  business: "Glacier Hall Rinks (three city rinks, kebab-case, nginx, W3C traceparent everywhere)",
  namespace: "glacier-prod",
  host: "book.glacierhall.example",
  edges: [{ name: "rink-edge", proxy: "nginx" }],
  idHabit: "traceparent",
  services: [
    { name: "rink-edge", rt: "proxy", port: 443, ok: [] },
    {
      name: "booking-api",
      rt: "node",
      port: 3000,
      ok: [
        (r) => `POST /v1/bookings ${r.pick([200, 201])} ${r.int(30, 240)}ms user=u${r.int(10000, 99999)}`,
        (r) => `GET /v1/sessions?rink=${r.pick(["north", "east", "harbour"])} 200 ${r.int(8, 90)}ms`,
        (r) => `cart c_${r.hex(8)} checked out (${r.int(1, 5)} items, ${money(r, 6, 80)} GBP)`,
      ],
    },
    {
      name: "session-slots",
      rt: "java",
      port: 8080,
      ok: [
        (r) =>
          `c.g.slots.SlotService : reserved ${r.int(1, 6)} places in public skate ${d2(r)} ${hhmm(r)} (left ${r.int(0, 180)})`,
        (r) =>
          `c.g.slots.SlotService : capacity check rink=${r.pick(["north", "east", "harbour"])} session=PS-${r.int(1000, 9999)} ok`,
      ],
    },
    {
      name: "lesson-planner",
      rt: "python",
      port: 8000,
      ok: [
        (r) =>
          `lesson LS-${r.int(10000, 99999)} booked: ${r.pick(["learn-to-skate 2", "adult beginners", "figure basic 4", "hockey skills"])} coach=${r.pick(["hana", "ivo", "mairi", "tomasz", "oluwaseun"])}`,
        (r) => `"GET /lessons/availability?week=${r.int(48, 52)} HTTP/1.1" 200 ${r.int(900, 6000)}`,
      ],
    },
    {
      name: "skate-hire",
      rt: "go",
      port: 8081,
      ok: [
        (r) =>
          `hire reserved size=${r.pick(SKATE)} type=${r.pick(["figure", "hockey", "trainer"])} locker=${r.int(1, 240)}`,
        (r) => `stock level size=${r.pick(SKATE)} free=${r.int(0, 40)}`,
      ],
    },
    {
      name: "till-bridge",
      rt: "dotnet",
      port: 8080,
      ok: [
        (r) => `Till T${r.int(1, 9)} sale ${r.int(100000, 999999)} settled ${money(r, 2, 60)} GBP (contactless)`,
        (r) => `Authorised ${money(r, 5, 120)} GBP ref=${r.hex(10).toUpperCase()} acquirer=northpay`,
      ],
    },
    {
      name: "member-auth",
      rt: "java",
      port: 8080,
      ok: [
        (r) =>
          `c.g.auth.LoginController : login ok member=M${r.int(100000, 999999)} method=${r.pick(["password", "magic-link", "apple"])}`,
        () => `c.g.auth.TokenService : token refreshed ttl=900s`,
      ],
    },
    {
      name: "ice-plant-telemetry",
      rt: "go",
      port: 9100,
      ok: [
        (r) =>
          `ice status served rink=${r.pick(["north", "east", "harbour"])} surface=${(-r.int(30, 75) / 10).toFixed(1)}C`,
      ],
      periodic: {
        gap: 4000,
        line: (r) => [
          "info",
          `sample rink=${r.pick(["north", "east", "harbour"])} brine_supply=${(-r.int(90, 120) / 10).toFixed(1)}C brine_return=${(-r.int(60, 85) / 10).toFixed(1)}C compressor=${r.pick(["C1", "C2"])} load=${r.int(35, 92)}%`,
        ],
      },
    },
    {
      name: "zamboni-tracker",
      rt: "python",
      port: 8000,
      ok: [(r) => `resurface window for ${r.pick(["north", "east", "harbour"])} next=${hhmm(r)}`],
      periodic: {
        gap: 9000,
        line: (r) => [
          "info",
          `unit ZB-${r.int(1, 4)} ${r.pick(["resurfacing", "idle", "filling", "edging"])} water_temp=${r.int(55, 68)}C blade_hours=${r.int(10, 140)}`,
        ],
      },
    },
    {
      name: "notify-relay",
      rt: "node",
      port: 3000,
      ok: [
        (r) =>
          `sms queued to +44 7*** ***${r.int(100, 999)} template=${r.pick(["booking-confirmed", "lesson-reminder", "session-cancelled"])}`,
        (r) => `email accepted id=<${r.hex(12)}@mail.glacierhall.example>`,
      ],
    },
    {
      name: "price-rules",
      rt: "go",
      port: 8082,
      ok: [
        (r) =>
          `quote product=${r.pick(["public-skate", "skate-hire", "lesson-block", "party"])} price=${money(r, 4, 95)} rules=v${r.int(40, 44)}`,
      ],
    },
    {
      name: "receipt-pdf",
      rt: "java",
      port: 8080,
      ok: [
        (r) =>
          `c.g.receipt.Renderer : receipt R-${r.int(100000, 999999)} rendered ${r.int(1, 4)} pages in ${r.int(40, 400)}ms`,
      ],
    },
  ],
  journeys: [
    {
      method: "GET",
      path: (r) => `/api/sessions?date=${d2(r)}`,
      chain: ["booking-api", "session-slots", "price-rules"],
      weight: 5,
    },
    {
      method: "POST",
      path: () => "/api/bookings",
      chain: ["booking-api", "session-slots", "till-bridge", "notify-relay"],
      parents: { "till-bridge": "booking-api", "notify-relay": "booking-api" },
      weight: 3,
    },
    {
      method: "GET",
      path: (r) => `/api/lessons?week=${r.int(48, 52)}`,
      chain: ["booking-api", "lesson-planner"],
      weight: 3,
    },
    { method: "POST", path: () => "/api/hire", chain: ["booking-api", "skate-hire", "price-rules"], weight: 2 },
    { method: "POST", path: () => "/api/login", chain: ["booking-api", "member-auth"], weight: 2 },
    {
      method: "GET",
      path: (r) => `/api/ice/${r.pick(["north", "east", "harbour"])}`,
      chain: ["booking-api", "ice-plant-telemetry"],
      weight: 1,
    },
    { method: "GET", path: () => "/api/resurface-times", chain: ["booking-api", "zamboni-tracker"], weight: 1 },
    {
      method: "GET",
      path: (r) => `/api/receipts/R-${r.int(100000, 999999)}.pdf`,
      chain: ["booking-api", "receipt-pdf"],
      weight: 1,
    },
  ],
};

const PEBBLE: Estate = {
  key: "pebble",
  business: "Pebble & Stone Curling Club (snake_case, Traefik, request ids on the edge and portal only)",
  namespace: "pebble",
  host: "club.pebblestone.example",
  edges: [{ name: "traefik", proxy: "traefik" }],
  idHabit: "reqid",
  idTiers: ["club_portal", "sheet_booking"],
  services: [
    { name: "traefik", rt: "proxy", port: 443, ok: [] },
    {
      name: "club_portal",
      rt: "ruby",
      port: 3000,
      ok: [
        (r) =>
          `Completed 200 OK in ${r.int(12, 260)}ms (Views: ${r.int(2, 60)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 40000)})`,
        (r) =>
          `Started GET "/${r.pick(["fixtures", "sheets", "members/me", "bar/tab", "results"])}" for 172.18.0.${r.int(2, 30)}`,
      ],
    },
    {
      name: "league_scheduler",
      rt: "python",
      port: 8000,
      ok: [
        (r) =>
          `draw generated league=${r.pick(["tuesday-mixed", "senior-men", "wednesday-doubles", "juniors"])} round=${r.int(1, 14)} games=${r.int(4, 8)}`,
        (r) => `fixture F${r.int(1000, 9999)} confirmed sheet=${r.pick("ABCDEF".split(""))} ${hhmm(r)}`,
      ],
    },
    {
      name: "sheet_booking",
      rt: "php",
      port: 9000,
      ok: [
        (r) =>
          `sheet ${r.pick("ABCDEF".split(""))} booked ${d2(r)} ${hhmm(r)} by member #${r.int(1000, 4999)} (practice)`,
        (r) => `availability computed for ${d2(r)}: ${r.int(0, 12)} free slots`,
      ],
    },
    {
      name: "member_registry",
      rt: "ruby",
      port: 3000,
      ok: [(r) => `member #${r.int(1000, 4999)} fetched (licence ${r.pick(["valid", "valid", "renewal-due"])})`],
    },
    {
      name: "bar_till",
      rt: "php",
      port: 9000,
      ok: [
        (r) =>
          `tab #${r.int(100, 999)} +${r.pick(["pint bitter", "soft drink", "toastie", "coffee", "crisps"])} ${money(r, 1, 6)} GBP`,
        (r) => `tab #${r.int(100, 999)} closed ${money(r, 4, 70)} GBP card`,
      ],
    },
    {
      name: "draw_results",
      rt: "elixir",
      port: 4000,
      ok: [
        (r) => `standings recomputed league=${r.pick(["tuesday-mixed", "senior-men", "juniors"])} in ${r.int(3, 40)}ms`,
        (r) => `score posted game=G${r.int(100, 999)} end=${r.int(1, 8)} ${r.int(0, 4)}-${r.int(0, 4)}`,
      ],
    },
    {
      name: "brine_monitor",
      rt: "python",
      port: 8000,
      ok: [(r) => `sheet temps served: ${r.int(5, 6)} sheets, mean ${(-r.int(40, 55) / 10).toFixed(1)}C`],
      periodic: {
        gap: 6000,
        line: (r) => [
          "info",
          `reading plant=main brine=${(-r.int(80, 110) / 10).toFixed(1)}C ice=${(-r.int(40, 58) / 10).toFixed(1)}C humidity=${r.int(38, 60)}%`,
        ],
      },
    },
    {
      name: "mailer_worker",
      rt: "ruby",
      port: 7433,
      ok: [(r) => `MailJob JID-${r.hex(24)} INFO: done: ${(r.int(20, 900) / 1000).toFixed(3)} sec`],
      periodic: { gap: 15000, line: (r) => ["info", `DrawReminderJob JID-${r.hex(24)} INFO: start`] },
    },
    {
      name: "score_feed",
      rt: "go",
      port: 8080,
      ok: [
        (r) => `stream sheet=${r.pick("ABCDEF".split(""))} viewers=${r.int(0, 60)} frames_out=${r.int(1000, 90000)}`,
      ],
      periodic: {
        gap: 8000,
        line: (r) => ["info", `ws clients=${r.int(3, 120)} broadcast end_score latency=${r.int(5, 80)}ms`],
      },
    },
    {
      name: "payments_adapter",
      rt: "python",
      port: 8000,
      ok: [(r) => `charge ok member=#${r.int(1000, 4999)} amount=${money(r, 5, 300)} GBP psp_ref=ch_${r.hex(14)}`],
    },
    {
      name: "auth_gateway",
      rt: "go",
      port: 8080,
      ok: [
        (r) =>
          `session valid member=#${r.int(1000, 4999)} roles=${r.pick(["member", "member,skip", "member,treasurer", "junior"])}`,
      ],
    },
  ],
  journeys: [
    {
      method: "GET",
      path: () => "/fixtures",
      chain: ["club_portal", "auth_gateway", "league_scheduler"],
      parents: { league_scheduler: "club_portal" },
      weight: 4,
    },
    {
      method: "POST",
      path: () => "/sheets/book",
      chain: ["club_portal", "auth_gateway", "sheet_booking", "payments_adapter"],
      parents: { sheet_booking: "club_portal" },
      weight: 3,
    },
    {
      method: "GET",
      path: () => "/members/me",
      chain: ["club_portal", "auth_gateway", "member_registry"],
      parents: { member_registry: "club_portal" },
      weight: 2,
    },
    { method: "POST", path: () => "/bar/tab", chain: ["club_portal", "bar_till", "payments_adapter"], weight: 3 },
    { method: "GET", path: () => "/results", chain: ["club_portal", "draw_results"], weight: 3 },
    { method: "GET", path: () => "/ice", chain: ["club_portal", "brine_monitor"], weight: 1 },
    {
      method: "GET",
      path: (r) => `/live/${r.pick("ABCDEF".split(""))}`,
      chain: ["club_portal", "score_feed"],
      weight: 1,
    },
    {
      method: "POST",
      path: () => "/fixtures/confirm",
      chain: ["club_portal", "league_scheduler", "mailer_worker"],
      weight: 1,
    },
  ],
};

const FROST: Estate = {
  key: "frostline",
  business: "Frostline Ice Centres (one-word names, HAProxy, no request ids at all)",
  namespace: "frostline",
  host: "go.frostline.example",
  edges: [{ name: "haproxy", proxy: "haproxy" }],
  idHabit: "none",
  services: [
    { name: "haproxy", rt: "proxy", port: 443, ok: [] },
    {
      name: "frontdesk",
      rt: "dotnet",
      port: 8080,
      ok: [
        (r) =>
          `Request finished HTTP/1.1 ${r.pick(["GET", "POST"])} /${r.pick(["sessions", "rentals/quote", "lessons", "checkout", "ice"])} - ${r.pick([200, 200, 204])} ${r.int(80, 9000)} application/json ${r.int(5, 220)}.${r.int(1000, 9999)}ms`,
      ],
    },
    {
      name: "rentals",
      rt: "go",
      port: 8080,
      ok: [
        (r) =>
          `rental quote size=${r.pick(SKATE)} kind=${r.pick(["hockey", "figure", "sledge"])} total=${money(r, 3, 9)}`,
      ],
    },
    {
      name: "lessons",
      rt: "dotnet",
      port: 8080,
      ok: [
        (r) =>
          `Enrolled skater S${r.int(10000, 99999)} in ${r.pick(["Tots on Ice", "Level 3", "Adult Improvers", "Power Skating"])} block ${r.int(1, 6)}`,
      ],
    },
    {
      name: "ledger",
      rt: "dotnet",
      port: 8080,
      ok: [(r) => `Posted till sale TX${r.int(1000000, 9999999)} ${money(r, 2, 70)} EUR shift=${r.int(1, 3)}`],
    },
    {
      name: "chiller",
      rt: "go",
      port: 9100,
      ok: [(r) => `surface report pad=${r.int(1, 2)} temp=${(-r.int(35, 70) / 10).toFixed(1)}C`],
      periodic: {
        gap: 5000,
        line: (r) => [
          "info",
          `pad=${r.int(1, 2)} glycol_in=${(-r.int(80, 110) / 10).toFixed(1)} glycol_out=${(-r.int(50, 75) / 10).toFixed(1)} comp_amps=${r.int(40, 95)}`,
        ],
      },
    },
    {
      name: "resurfacer",
      rt: "elixir",
      port: 4000,
      ok: [(r) => `next cut pad=${r.int(1, 2)} at ${hhmm(r)}`],
      periodic: {
        gap: 10000,
        line: (r) => [
          "info",
          `unit=${r.pick(["olympia-1", "olympia-2"])} state=${r.pick(["parked", "cutting", "dumping", "charging"])} battery=${r.int(20, 100)}%`,
        ],
      },
    },
    {
      name: "passport",
      rt: "java",
      port: 8080,
      ok: [
        (r) =>
          `f.p.LoginEndpoint : authenticated customer C${r.int(100000, 999999)} via ${r.pick(["password", "google", "pin"])}`,
      ],
    },
    {
      name: "courier",
      rt: "node",
      port: 3000,
      ok: [
        (r) =>
          `push sent to ${r.int(1, 3)} devices topic=${r.pick(["session-reminder", "lesson-moved", "ice-closed"])}`,
      ],
    },
    {
      name: "scheduler",
      rt: "elixir",
      port: 4000,
      ok: [(r) => `slot grid built for ${d2(r)} (${r.int(20, 60)} slots, ${r.int(2, 12)}ms)`],
      periodic: {
        gap: 20000,
        line: (r) => [
          "info",
          `Oban job completed worker=Scheduler.Jobs.${r.pick(["Rollover", "Waitlist", "Reminders"])} duration=${r.int(5, 900)}ms`,
        ],
      },
    },
    {
      name: "pricing",
      rt: "python",
      port: 8000,
      ok: [
        (r) =>
          `priced basket items=${r.int(1, 6)} total=${money(r, 4, 90)} rule_set=${r.pick(["winter-24", "winter-24", "school-hols"])}`,
      ],
    },
    {
      name: "reports",
      rt: "python",
      port: 8000,
      ok: [(r) => `report ${r.pick(["daily-takings", "occupancy", "rental-wear"])} generated rows=${r.int(10, 5000)}`],
      periodic: { gap: 30000, line: (r) => ["info", `export batch ${r.int(1, 400)} written (${r.int(20, 900)} rows)`] },
    },
  ],
  journeys: [
    { method: "GET", path: () => "/sessions", chain: ["frontdesk", "scheduler", "pricing"], weight: 4 },
    { method: "POST", path: () => "/rentals/quote", chain: ["frontdesk", "rentals", "pricing"], weight: 3 },
    {
      method: "POST",
      path: () => "/lessons/enrol",
      chain: ["frontdesk", "passport", "lessons", "courier"],
      parents: { lessons: "frontdesk" },
      weight: 2,
    },
    {
      method: "POST",
      path: () => "/checkout",
      chain: ["frontdesk", "pricing", "ledger"],
      parents: { ledger: "frontdesk" },
      weight: 3,
    },
    { method: "POST", path: () => "/login", chain: ["frontdesk", "passport"], weight: 2 },
    { method: "GET", path: () => "/ice", chain: ["frontdesk", "chiller"], weight: 1 },
    { method: "GET", path: () => "/resurface", chain: ["frontdesk", "resurfacer"], weight: 1 },
    { method: "GET", path: () => "/reports/daily", chain: ["frontdesk", "reports", "ledger"], weight: 1 },
  ],
};

const NORTHPOND: Estate = {
  key: "northpond",
  business: "Northpond Arena Group (team-prefixed names, AWS ALB in front of Envoy, traceparent on some tiers)",
  namespace: "np-arena",
  host: "tickets.northpond.example",
  edges: [
    { name: "edge-alb", proxy: "alb" },
    { name: "edge-envoy", proxy: "envoy" },
  ],
  idHabit: "traceparent",
  idTiers: ["guest-web", "guest-sessions", "pay-tills", "pay-gateway", "core-identity"],
  services: [
    { name: "edge-alb", rt: "proxy", port: 443, ok: [] },
    { name: "edge-envoy", rt: "proxy", port: 8443, ok: [] },
    {
      name: "guest-web",
      rt: "node",
      port: 3000,
      ok: [
        (r) =>
          `${r.pick(["GET", "POST"])} /${r.pick(["sessions", "lessons", "hire", "pay", "league"])} ${r.pick([200, 200, 200, 304])} - ${r.int(12, 300)} ms`,
        (r) => `rendered page /${r.pick(["sessions", "lessons", "league"])} (ssr ${r.int(8, 120)}ms)`,
      ],
    },
    {
      name: "guest-sessions",
      rt: "java",
      port: 8080,
      ok: [
        (r) =>
          `n.a.s.SessionBooking : booked ${r.int(1, 6)} x ${r.pick(["disco skate", "public skate", "parent & toddler", "late skate"])} on ${d2(r)} ${hhmm(r)}`,
      ],
    },
    {
      name: "guest-lessons",
      rt: "python",
      port: 8000,
      ok: [
        (r) =>
          `INFO:     10.${r.int(0, 3)}.${r.int(1, 40)}.${r.int(2, 250)}:${r.int(30000, 60000)} - "GET /v1/lessons/${r.pick(["slots", "coaches", "levels"])} HTTP/1.1" 200 OK`,
      ],
    },
    {
      name: "guest-skatehire",
      rt: "php",
      port: 9000,
      ok: [
        (r) =>
          `hire order H${r.int(10000, 99999)} size ${r.pick(SKATE)} assigned rack ${r.pick("ABCD".split(""))}${r.int(1, 30)}`,
      ],
    },
    {
      name: "pay-tills",
      rt: "dotnet",
      port: 8080,
      ok: [
        (r) =>
          `Till ${r.pick(["KIOSK", "CAFE", "HIRE"])}-${r.int(1, 6)} basket ${r.int(10000, 99999)} paid ${money(r, 2, 45)} GBP`,
      ],
    },
    {
      name: "pay-gateway",
      rt: "java",
      port: 8080,
      ok: [
        (r) =>
          `n.p.g.ChargeService : capture ok amount=${money(r, 2, 200)} GBP acquirer_ref=${r.hex(12)} 3ds=${r.pick(["frictionless", "exempt", "challenge-ok"])}`,
      ],
    },
    {
      name: "ops-iceplant",
      rt: "go",
      port: 9100,
      ok: [(r) => `ice readout arena=${r.pick(["main", "community"])} slab=${(-r.int(45, 80) / 10).toFixed(1)}C`],
      periodic: {
        gap: 5000,
        line: (r) => [
          "info",
          `modbus poll plc=${r.pick(["PLC-A", "PLC-B"])} regs=${r.int(40, 64)} ok in ${r.int(4, 40)}ms`,
        ],
      },
    },
    {
      name: "ops-resurfacer",
      rt: "go",
      port: 9101,
      ok: [(r) => `schedule served arena=${r.pick(["main", "community"])} next=${hhmm(r)}`],
      periodic: {
        gap: 12000,
        line: (r) => [
          "info",
          `telemetry unit=${r.pick(["RS-1", "RS-2"])} water=${r.int(300, 900)}L speed=${r.int(0, 14)}kmh`,
        ],
      },
    },
    {
      name: "core-identity",
      rt: "java",
      port: 8080,
      ok: [
        (r) =>
          `n.c.i.TokenEndpoint : issued access token client=${r.pick(["guest-web", "pos-app", "coach-app"])} sub=${r.hex(8)} exp=900`,
      ],
    },
    {
      name: "core-notify",
      rt: "elixir",
      port: 4000,
      ok: [
        (r) =>
          `delivered ${r.pick(["sms", "email", "push"])} template=${r.pick(["booking_ok", "lesson_reminder", "fixture_changed"])} in ${r.int(40, 700)}ms`,
      ],
    },
    {
      name: "league-fixtures",
      rt: "ruby",
      port: 3000,
      ok: [
        (r) =>
          `Fixture ##${r.int(1000, 9999)} ${r.pick(["Kestrels", "Puffins", "Otters", "Stags", "Ravens"])} v ${r.pick(["Herons", "Badgers", "Lynx", "Foxes"])} saved (rink ${r.pick(["main", "community"])})`,
      ],
    },
  ],
  journeys: [
    { method: "GET", path: (r) => `/v1/sessions?date=${d2(r)}`, chain: ["guest-web", "guest-sessions"], weight: 5 },
    {
      method: "POST",
      path: () => "/v1/sessions/book",
      chain: ["guest-web", "core-identity", "guest-sessions", "pay-gateway", "core-notify"],
      parents: { "guest-sessions": "guest-web", "core-notify": "guest-sessions" },
      weight: 3,
    },
    { method: "GET", path: () => "/v1/lessons/slots", chain: ["guest-web", "guest-lessons"], weight: 3 },
    { method: "POST", path: () => "/v1/hire", chain: ["guest-web", "guest-skatehire", "pay-gateway"], weight: 2 },
    { method: "POST", path: () => "/v1/tills/pay", chain: ["pay-tills", "pay-gateway"], weight: 3 },
    { method: "GET", path: () => "/v1/league/table", chain: ["guest-web", "league-fixtures"], weight: 2 },
    { method: "GET", path: () => "/v1/ice", chain: ["guest-web", "ops-iceplant"], weight: 1 },
    { method: "GET", path: () => "/v1/resurface", chain: ["guest-web", "ops-resurfacer"], weight: 1 },
  ],
};

export const ESTATES: Record<string, Estate> = {
  glacier: GLACIER,
  pebble: PEBBLE,
  frostline: FROST,
  northpond: NORTHPOND,
};

export const svcOf = (e: Estate, name: string): Svc => {
  const s = e.services.find((x) => x.name === name);
  if (!s) throw new Error(`no service ${name} in ${e.key}`);
  return s;
};
