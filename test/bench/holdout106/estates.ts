// The four made-up estates of holdout106: two cruise-line estates (shore systems, one ship) and two ferry operators.
import type { Lvl } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export type Line = [Lvl, string];

export interface Svc {
  name: string;
  rt: Runtime;
  /** What the service logs when a request passes through it (entry services log the access line). */
  ok: (r: Rng, path?: string[]) => string;
  /** Liveness probe lines (k8s style) or none. */
  probe?: boolean;
}

export interface Job {
  svc: string;
  every: number;
  gen: (r: Rng) => Line[];
}

export interface Estate {
  key: string;
  ns: string;
  traced: boolean;
  svcs: Svc[];
  flows: { path: string[]; w: number }[];
  jobs: Job[];
  /** Constant harmless error or warning from the first minute. */
  noisy: Job;
  /** Ordinary domain noise (declines, unreadable scans, full sailings ...). */
  noise: Job[];
  deprecations: Job[];
  /** Retries that succeed: first line WARN, second line INFO. */
  retries: { svc: string; every: number; gen: (r: Rng) => [string, string] }[];
}

const ms = (r: Rng, lo: number, hi: number) => r.i(lo, hi);
const pax = (r: Rng) => `${r.p(["A", "B", "C", "D", "K", "M"])}${r.i(1000000, 9999999)}`;
const cabin = (r: Rng) => `${r.i(4, 14)}${String(r.i(1, 199)).padStart(3, "0")}`;
const ship = (r: Rng) => r.p(["MS Aurora Meridian", "MS Solenne", "MS Caledra"]);
const voyage = (r: Rng) => `${r.p(["AM", "SO", "CA"])}${r.i(2601, 2652)}`;
const route = (r: Rng) => r.p(["HOL-DUB", "DUB-HOL", "CAI-LAR", "LAR-CAI", "FIS-ROS", "ROS-FIS"]);
const isle = (r: Rng) => r.p(["OBN-CRA", "CRA-OBN", "ULL-STO", "STO-ULL", "OBN-MUL", "ARD-BRO", "BRO-ARD"]);
const plate = (r: Rng) =>
  `${r.p(["KX", "YH", "WA", "BD", "LR", "SN"])}${r.i(10, 74)} ${String.fromCharCode(65 + r.i(0, 25))}${String.fromCharCode(65 + r.i(0, 25))}${String.fromCharCode(65 + r.i(0, 25))}`;
const money = (r: Rng, lo: number, hi: number) => (r.i(lo * 100, hi * 100) / 100).toFixed(2);
const ip = (r: Rng) => `10.${r.i(10, 60)}.${r.i(0, 15)}.${r.i(2, 250)}`;

/** Access-log line in the style of the entry service's runtime. */
function access(rt: Runtime, r: Rng, method: string, path: string, status = 200): string {
  const t = ms(r, 18, 420);
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${t}.${r.i(100, 999)} ms - ${r.i(200, 9000)}`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${r.i(200, 9000)} ${t}ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${path.split("/")[1]}.local${path} - ${status} ${r.i(200, 9000)} application/json ${t}.${r.i(1000, 9999)}ms`;
    case "go":
      return `method=${method} path=${path} status=${status} duration=${t}.${r.i(100, 999)}ms`;
    case "ruby":
      return `Completed ${status} OK in ${t}ms (Views: ${r.i(1, 20)}.${r.i(1, 9)}ms | ActiveRecord: ${r.i(1, 40)}.${r.i(1, 9)}ms)`;
    default:
      return `${method} ${path} -> ${status} (${t} ms)`;
  }
}

function routed(rt: Runtime, r: Rng, path: string[] | undefined, m: Record<string, string[]>): string {
  const paths = m[path?.[1] ?? ""] ?? Object.values(m).flat();
  const p = r.p(paths);
  const method = /quote|search|timetable|sailings\/?$|excursions|disruptions|me$/.test(p)
    ? "GET"
    : r.p(["GET", "POST"]);
  return access(rt, r, method, p);
}

export const MERIDIAN: Estate = {
  key: "meridian",
  ns: "meridian-shore-prod",
  traced: true,
  svcs: [
    {
      name: "guest-portal-api",
      rt: "node",
      probe: true,
      ok: (r, path) =>
        routed("node", r, path, {
          "booking-engine": ["/api/v3/bookings/quote", "/api/v3/voyages/search", "/api/v3/bookings"],
          "checkin-svc": ["/api/v3/checkin/documents"],
          "excursion-booker": ["/api/v3/excursions"],
        }),
    },
    {
      name: "booking-engine",
      rt: "java",
      ok: (r) =>
        r.p([
          `Booking ${r.p(["MSB", "MSX"])}-${r.i(100000, 999999)} confirmed for voyage ${voyage(r)}, ${r.i(1, 5)} guests, category ${r.p(["IS", "OV", "BA", "SU"])}`,
          `Held cabin ${cabin(r)} on ${voyage(r)} for 900s (hold-id ${r.hex(8)})`,
          `Quote requested voyage=${voyage(r)} occupancy=${r.i(1, 4)} promo=${r.p(["NONE", "EARLY26", "LOYAL10"])}`,
        ]),
    },
    {
      name: "fare-pricing",
      rt: "java",
      ok: (r) =>
        `Priced ${voyage(r)} cat=${r.p(["IS", "OV", "BA", "SU"])} pax=${r.i(1, 4)} total=${money(r, 890, 9800)} EUR in ${ms(r, 8, 140)} ms (rules=${r.i(40, 61)})`,
    },
    {
      name: "checkin-svc",
      rt: "python",
      probe: true,
      ok: (r) =>
        r.p([
          `online check-in step=documents booking=MSB-${r.i(100000, 999999)} guest=${pax(r)} ok`,
          `APIS record staged for guest ${pax(r)} voyage ${voyage(r)}`,
          `boarding pass issued guest=${pax(r)} deck=${r.i(4, 14)} muster=${r.p(["A", "B", "C", "D"])}${r.i(1, 9)}`,
        ]),
    },
    {
      name: "passport-ocr",
      rt: "python",
      ok: (r) =>
        `MRZ parsed doc_type=P issuer=${r.p(["GBR", "DEU", "NLD", "USA", "FRA", "IRL", "ESP"])} confidence=0.${r.i(91, 99)} took=${ms(r, 120, 900)}ms`,
    },
    {
      name: "embark-terminal",
      rt: "dotnet",
      ok: (r) =>
        `Boarding pass scanned at ${r.p(["SOU-T1", "SOU-T2", "BCN-A"])}/lane ${r.i(1, 12)}: guest ${pax(r)} cleared (${ms(r, 90, 600)} ms)`,
    },
    {
      name: "payment-bridge",
      rt: "go",
      ok: (r) =>
        `psp authorise ok amount=${money(r, 100, 4000)} currency=EUR psp_ref=${r.hex(16).toUpperCase()} latency=${ms(r, 140, 700)}ms`,
    },
    {
      name: "excursion-booker",
      rt: "ruby",
      ok: (r) =>
        `Reserved ${r.i(1, 4)} seats on ${r.p(["KOT-04 Old Town walk", "SPL-11 Diocletian palace", "NAP-02 Pompeii", "BCN-07 Sagrada tour"])} for booking MSB-${r.i(100000, 999999)}`,
    },
    {
      name: "crew-roster",
      rt: "java",
      ok: (r) =>
        `Crew badge ${r.i(10000, 99999)} validated for ${ship(r)} (rank=${r.p(["AB", "OS", "STW", "CK2", "2/O"])})`,
    },
    {
      name: "notify-dispatch",
      rt: "node",
      ok: (r) =>
        `email queued template=${r.p(["booking-confirmation", "checkin-open", "pass-ready"])} to=${r.hex(8)}@***`,
    },
  ],
  flows: [
    { path: ["guest-portal-api", "booking-engine", "fare-pricing"], w: 5 },
    { path: ["guest-portal-api", "booking-engine", "payment-bridge"], w: 2 },
    { path: ["guest-portal-api", "checkin-svc", "passport-ocr"], w: 4 },
    { path: ["embark-terminal", "checkin-svc"], w: 4 },
    { path: ["embark-terminal", "crew-roster"], w: 1 },
    { path: ["guest-portal-api", "excursion-booker", "payment-bridge"], w: 2 },
    { path: ["guest-portal-api", "booking-engine", "notify-dispatch"], w: 1 },
  ],
  jobs: [
    {
      svc: "crew-roster",
      every: 60,
      gen: (r) => [["info", `Roster sync: ${r.i(1180, 1260)} crew on ${ship(r)}, ${r.i(0, 6)} sign-ons pending`]],
    },
    {
      svc: "fare-pricing",
      every: 120,
      gen: (r) => [["info", `Yield refresh finished: ${r.i(40, 90)} sailings repriced in ${r.i(800, 4000)} ms`]],
    },
    {
      svc: "notify-dispatch",
      every: 45,
      gen: (r) => [["info", `batch flushed: ${r.i(20, 200)} messages accepted by provider (${r.i(0, 2)} deferred)`]],
    },
  ],
  noisy: {
    svc: "passport-ocr",
    every: 9,
    gen: (r) => [
      [
        "error",
        `MRZ check digit mismatch on line 2 (document number field) guest=${pax(r)} - image unreadable, asked guest to rescan`,
      ],
    ],
  },
  noise: [
    {
      svc: "embark-terminal",
      every: 70,
      gen: (r) => [
        ["warn", `Barcode read failed at lane ${r.i(1, 12)} (PDF417 decode error, attempt 1) - manual lookup by agent`],
      ],
    },
    {
      svc: "checkin-svc",
      every: 80,
      gen: (r) => [["warn", `passport expires within 6 months of disembarkation guest=${pax(r)} - flagged for desk`]],
    },
    {
      svc: "booking-engine",
      every: 95,
      gen: (r) => [["warn", `Cabin category ${r.p(["IS", "OV", "BA"])} sold out on ${voyage(r)}; offered waitlist`]],
    },
  ],
  deprecations: [
    {
      svc: "guest-portal-api",
      every: 240,
      gen: () => [
        [
          "warn",
          "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
        ],
      ],
    },
    {
      svc: "checkin-svc",
      every: 300,
      gen: () => [
        [
          "warn",
          "/usr/local/lib/python3.11/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
        ],
      ],
    },
  ],
  retries: [
    {
      svc: "booking-engine",
      every: 150,
      gen: (r) => [
        `Retrying call to fare-pricing after 503 (attempt 1 of 3, backoff ${r.i(50, 200)} ms)`,
        "Call to fare-pricing succeeded on attempt 2",
      ],
    },
    {
      svc: "payment-bridge",
      every: 200,
      gen: (r) => [
        `psp call failed with i/o timeout, retrying idempotency_key=${r.hex(12)} attempt=1`,
        "psp call succeeded attempt=2",
      ],
    },
  ],
};

export const AURORA: Estate = {
  key: "aurora",
  ns: "ms-aurora-onboard",
  traced: false,
  svcs: [
    {
      name: "onboard-app-api",
      rt: "node",
      probe: true,
      ok: (r, path) =>
        routed("node", r, path, {
          "folio-ledger": ["/v2/folio"],
          "shipboard-auth": ["/v2/me", "/v2/auth/token"],
          "excursion-desk": ["/v2/excursions"],
          "cabin-services": ["/v2/dining/orders"],
          "keycard-encoder": ["/v2/keys/mobile"],
        }),
    },
    {
      name: "folio-ledger",
      rt: "java",
      ok: (r) =>
        `Posted ${r.p(["BAR", "SPA", "DINING", "SHOP", "EXC", "ROOMSVC"])} charge ${money(r, 4, 260)} USD to folio ${r.i(200000, 299999)} (cabin ${cabin(r)})`,
    },
    {
      name: "pos-gateway",
      rt: "go",
      ok: (r) =>
        `charge approved outlet=${r.p(["ATRIUM-BAR", "POOL-BAR", "SKY-LOUNGE", "CAFE-7", "DUTYFREE"])} terminal=${r.p(["T", "P"])}${r.i(1, 40)} amount=${money(r, 4, 120)} folio=${r.i(200000, 299999)}`,
    },
    {
      name: "keycard-encoder",
      rt: "dotnet",
      ok: (r) =>
        `Encoded key card for cabin ${cabin(r)} (valid to disembarkation, encoder GS-${r.i(1, 4)}, ${r.i(1, 3)} cards)`,
    },
    {
      name: "door-lock-hub",
      rt: "cpp",
      ok: (r) => `lock ${cabin(r)} opened credential=card rssi=-${r.i(40, 80)}`,
    },
    {
      name: "satlink-sync",
      rt: "go",
      ok: (r) =>
        `outbox segment uploaded topic=${r.p(["folio", "manifest", "crew", "excursions"])} records=${r.i(10, 400)} bytes=${r.i(4000, 900000)}`,
    },
    {
      name: "excursion-desk",
      rt: "ruby",
      ok: (r) =>
        `Booked ${r.i(1, 4)} on ${r.p(["KOT-04", "SPL-11", "DBV-03", "NAP-02", "COR-09"])} for cabin ${cabin(r)} (${r.i(0, 30)} seats left)`,
    },
    {
      name: "crew-scheduler",
      rt: "python",
      ok: (r) => `shift assigned crew=${r.i(10000, 99999)} dept=${r.p(["HOTEL", "F&B", "DECK", "ENGINE"])}`,
    },
    {
      name: "cabin-services",
      rt: "python",
      ok: (r) =>
        `room service order ${r.i(50000, 99999)} accepted cabin=${cabin(r)} items=${r.i(1, 5)} eta=${r.i(15, 45)}min`,
    },
    {
      name: "shipboard-auth",
      rt: "java",
      ok: (r) => `Token issued for ${r.p(["guest", "guest", "crew"])} ${r.i(100000, 999999)} (ttl 3600s)`,
    },
  ],
  flows: [
    { path: ["pos-gateway", "folio-ledger"], w: 6 },
    { path: ["onboard-app-api", "folio-ledger"], w: 2 },
    { path: ["onboard-app-api", "shipboard-auth"], w: 2 },
    { path: ["onboard-app-api", "excursion-desk", "folio-ledger"], w: 2 },
    { path: ["onboard-app-api", "cabin-services", "folio-ledger"], w: 2 },
    { path: ["keycard-encoder", "folio-ledger"], w: 1 },
    { path: ["onboard-app-api", "keycard-encoder"], w: 1 },
  ],
  jobs: [
    {
      svc: "door-lock-hub",
      every: 6,
      gen: (r) => [["info", `lock ${cabin(r)} opened credential=${r.p(["card", "card", "ble"])} rssi=-${r.i(40, 80)}`]],
    },
    {
      svc: "satlink-sync",
      every: 20,
      gen: (r) => [
        [
          "info",
          `outbox segment uploaded topic=${r.p(["folio", "manifest", "crew", "excursions"])} records=${r.i(10, 400)} bytes=${r.i(4000, 900000)} rtt=${r.i(560, 720)}ms`,
        ],
      ],
    },
    {
      svc: "satlink-sync",
      every: 60,
      gen: (r) => [
        ["info", `link status up provider=KA-band snr=${r.i(6, 14)}.${r.i(0, 9)}dB queue_depth=${r.i(0, 40)}`],
      ],
    },
    {
      svc: "crew-scheduler",
      every: 30,
      gen: (r) => [
        ["info", `shift assigned crew=${r.i(10000, 99999)} dept=${r.p(["HOTEL", "F&B", "DECK", "ENGINE"])}`],
      ],
    },
    {
      svc: "crew-scheduler",
      every: 120,
      gen: (r) => [["info", `rest-hours check (MLC 2006) ok for ${r.i(1100, 1300)} crew`]],
    },
  ],
  noisy: {
    svc: "pos-gateway",
    every: 8,
    gen: (r) => [
      [
        "error",
        `charge declined outlet=${r.p(["ATRIUM-BAR", "POOL-BAR", "SKY-LOUNGE"])} folio=${r.i(200000, 299999)} reason=${r.p(["card_declined", "folio_credit_limit", "card_declined"])}`,
      ],
    ],
  },
  noise: [
    {
      svc: "door-lock-hub",
      every: 40,
      gen: (r) => [
        [
          "warn",
          `lock ${cabin(r)} rejected credential=card reason=CARD_UNREADABLE (track data invalid, demagnetised?)`,
        ],
      ],
    },
    {
      svc: "keycard-encoder",
      every: 120,
      gen: (r) => [["warn", `Re-encode requested for cabin ${cabin(r)}: guest reports card not opening door`]],
    },
    {
      svc: "excursion-desk",
      every: 150,
      gen: (r) => [["warn", `Excursion ${r.p(["KOT-04", "SPL-11", "DBV-03"])} is full, waitlisted cabin ${cabin(r)}`]],
    },
  ],
  deprecations: [
    {
      svc: "excursion-desk",
      every: 300,
      gen: () => [
        [
          "warn",
          "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2.",
        ],
      ],
    },
    {
      svc: "shipboard-auth",
      every: 280,
      gen: () => [
        ["warn", "Deprecated configuration property 'spring.redis.host' found, use 'spring.data.redis.host' instead"],
      ],
    },
  ],
  retries: [
    {
      svc: "satlink-sync",
      every: 140,
      gen: (r) => [
        `upload segment ${r.i(10000, 99999)} failed: read: connection timed out; retry 1/5 in 2s`,
        "upload segment acknowledged by shore after retry",
      ],
    },
  ],
};

export const NORTHCHANNEL: Estate = {
  key: "northchannel",
  ns: "ncf-prod",
  traced: true,
  svcs: [
    {
      name: "web-booking",
      rt: "node",
      probe: true,
      ok: (r, path) =>
        routed("node", r, path, {
          "timetable-svc": ["/api/timetable", "/api/sailings"],
          "deck-planner": ["/api/bookings/vehicle"],
          "payments-svc": ["/api/payments"],
          "sms-notifier": ["/api/bookings"],
        }),
    },
    {
      name: "timetable-svc",
      rt: "java",
      ok: (r) =>
        `Timetable served route=${route(r)} date=2026-${String(r.i(3, 11)).padStart(2, "0")}-${String(r.i(1, 28)).padStart(2, "0")} sailings=${r.i(2, 8)}`,
    },
    {
      name: "deck-planner",
      rt: "java",
      ok: (r) =>
        `Vehicle slot allocated booking=NC${r.i(1000000, 9999999)} type=${r.p(["CAR", "CAR", "VAN", "CAR_ROOFBOX", "MOTORHOME", "HGV"])} lane=${r.i(1, 14)} remaining_lane_m=${r.i(20, 900)}`,
    },
    {
      name: "sailing-inventory",
      rt: "go",
      ok: (r) =>
        `capacity reserved sailing=${route(r)}-${r.i(600, 2130)} pax=${r.i(1, 6)} vehicles=${r.i(0, 1)} left_pax=${r.i(10, 1400)}`,
    },
    {
      name: "port-kiosk",
      rt: "dotnet",
      ok: (r) =>
        `Check-in completed at ${r.p(["HOL-K1", "HOL-K2", "DUB-K4", "CAI-K1"])} booking NC${r.i(1000000, 9999999)} (${r.i(1, 6)} pax, lane ${r.i(1, 14)})`,
    },
    {
      name: "anpr-ingest",
      rt: "cpp",
      ok: (r) => `plate read cam=${r.p(["HOL-IN1", "HOL-IN2", "DUB-IN1"])} plate="${plate(r)}" conf=0.${r.i(86, 99)}`,
    },
    {
      name: "boarding-gate",
      rt: "go",
      ok: (r) =>
        `boarding pass accepted gate=${r.p(["G1", "G2", "G3", "V1"])} sailing=${route(r)}-${r.i(600, 2130)} seq=${r.i(1, 1400)}`,
    },
    {
      name: "payments-svc",
      rt: "python",
      probe: true,
      ok: (r) => `payment captured booking=NC${r.i(1000000, 9999999)} amount=${money(r, 30, 690)} GBP psp=adyen`,
    },
    {
      name: "weather-ops",
      rt: "python",
      ok: (r) =>
        `forecast ingested route=${route(r)} wind=${r.i(8, 30)}kt gust=${r.i(15, 42)}kt sig_wave=${r.i(5, 30) / 10}m`,
    },
    {
      name: "sms-notifier",
      rt: "ruby",
      ok: (r) =>
        `Queued SMS template=${r.p(["checkin-reminder", "boarding-open", "delay-notice"])} to +44*****${r.i(100, 999)}`,
    },
  ],
  flows: [
    { path: ["web-booking", "timetable-svc"], w: 4 },
    { path: ["web-booking", "deck-planner", "sailing-inventory"], w: 3 },
    { path: ["web-booking", "payments-svc"], w: 2 },
    { path: ["port-kiosk", "deck-planner"], w: 3 },
    { path: ["anpr-ingest", "deck-planner"], w: 3 },
    { path: ["boarding-gate", "sailing-inventory"], w: 4 },
    { path: ["web-booking", "sms-notifier"], w: 1 },
  ],
  jobs: [
    {
      svc: "weather-ops",
      every: 30,
      gen: (r) => [
        [
          "info",
          `forecast ingested route=${route(r)} wind=${r.i(8, 30)}kt gust=${r.i(15, 42)}kt sig_wave=${r.i(5, 30) / 10}m`,
        ],
      ],
    },
    {
      svc: "timetable-svc",
      every: 120,
      gen: (r) => [["info", `Timetable cache refreshed: ${r.i(140, 220)} sailings, ${r.i(0, 4)} changes`]],
    },
    {
      svc: "sms-notifier",
      every: 60,
      gen: (r) => [["info", `Delivered ${r.i(10, 120)} SMS, ${r.i(0, 3)} undelivered (handset off)`]],
    },
  ],
  noisy: {
    svc: "anpr-ingest",
    every: 7,
    gen: (r) => [
      [
        "warn",
        `no plate match cam=${r.p(["HOL-IN1", "HOL-IN2", "DUB-IN1"])} read="${plate(r).replace(" ", "")}" conf=0.${r.i(30, 69)} (below threshold 0.70), sent to manual lane`,
      ],
    ],
  },
  noise: [
    {
      svc: "deck-planner",
      every: 60,
      gen: (r) => [
        [
          "warn",
          `Vehicle longer than booked: booking NC${r.i(1000000, 9999999)} booked ${r.p(["5.0", "5.5", "6.0"])}m measured ${r.i(58, 75) / 10}m - surcharge applied at kiosk`,
        ],
      ],
    },
    {
      svc: "sailing-inventory",
      every: 110,
      gen: (r) => [["warn", `sailing ${route(r)}-${r.i(600, 2130)} full for vehicles, booking request rejected`]],
    },
    {
      svc: "weather-ops",
      every: 200,
      gen: (r) => [
        [
          "warn",
          `amber wind warning for ${route(r)}: gusts ${r.i(35, 45)}kt forecast 18:00-23:00, sailings under review`,
        ],
      ],
    },
  ],
  deprecations: [
    {
      svc: "payments-svc",
      every: 260,
      gen: () => [
        [
          "warn",
          "/app/.venv/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
        ],
      ],
    },
    {
      svc: "sms-notifier",
      every: 320,
      gen: () => [
        [
          "warn",
          "[DEPRECATION] `Twilio::REST::Api::V2010::AccountContext::MessageList#create` `status_callback` is deprecated",
        ],
      ],
    },
  ],
  retries: [
    {
      svc: "deck-planner",
      every: 170,
      gen: () => [
        "Retrying sailing-inventory reserve after 409 Conflict (optimistic lock), attempt 2",
        "sailing-inventory reserve succeeded on attempt 2",
      ],
    },
  ],
};

export const ISLELINK: Estate = {
  key: "islelink",
  ns: "islelink-prod",
  traced: false,
  svcs: [
    {
      name: "islands-api",
      rt: "python",
      probe: true,
      ok: (r, path) =>
        routed("python", r, path, {
          "ticketing-core": ["/api/v1/tickets/", "/api/v1/sailings/"],
          "card-payments": ["/api/v1/payments/"],
          "loyalty-pass": ["/api/v1/passes/"],
          "disruption-feed": ["/api/v1/disruptions/"],
        }),
    },
    {
      name: "ticketing-core",
      rt: "java",
      ok: (r) =>
        `Ticket issued ${r.p(["SGL", "RTN", "ISLHOP"])}-${r.i(100000, 999999)} route=${isle(r)} pax=${r.i(1, 5)} vehicle=${r.p(["none", "none", "car", "van"])}`,
    },
    {
      name: "manifest-svc",
      rt: "ruby",
      ok: (r) => `Manifest updated sailing=${isle(r)}-${r.i(700, 1900)} souls=${r.i(20, 480)} (+${r.i(1, 6)})`,
    },
    {
      name: "capacity-planner",
      rt: "go",
      ok: (r) =>
        `capacity check sailing=${isle(r)}-${r.i(700, 1900)} car_deck=${r.i(20, 100)}% pax=${r.i(10, 100)}% decision=ok`,
    },
    {
      name: "gate-controller",
      rt: "cpp",
      ok: (r) => `gate ${r.p(["OBN-G1", "OBN-G2", "CRA-G1", "ULL-G1"])} opened for ticket ${r.i(100000, 999999)}`,
    },
    {
      name: "checkin-kiosk",
      rt: "dotnet",
      ok: (r) =>
        `Kiosk ${r.p(["OBN-01", "OBN-02", "CRA-01", "ULL-01"])} printed boarding card for ticket ${r.i(100000, 999999)}`,
    },
    {
      name: "card-payments",
      rt: "node",
      ok: (r) => `payment_intent succeeded pi_${r.hex(14)} amount=${r.i(600, 24000)} currency=gbp`,
    },
    {
      name: "disruption-feed",
      rt: "python",
      ok: (r) => `status published route=${isle(r)} state=normal`,
    },
    {
      name: "loyalty-pass",
      rt: "java",
      ok: (r) => `Island pass ${r.i(10000, 99999)} debited 1 journey (${r.i(0, 20)} left)`,
    },
  ],
  flows: [
    { path: ["islands-api", "ticketing-core", "capacity-planner"], w: 5 },
    { path: ["islands-api", "card-payments"], w: 3 },
    { path: ["checkin-kiosk", "ticketing-core", "manifest-svc"], w: 3 },
    { path: ["gate-controller", "manifest-svc"], w: 4 },
    { path: ["islands-api", "loyalty-pass"], w: 2 },
    { path: ["islands-api", "disruption-feed"], w: 1 },
  ],
  jobs: [
    {
      svc: "disruption-feed",
      every: 30,
      gen: (r) => [["info", `polled marine forecast: ${r.i(9, 12)} routes, ${r.i(0, 2)} at amber, 0 at red`]],
    },
    {
      svc: "capacity-planner",
      every: 60,
      gen: (r) => [["info", `rebalanced allocations for ${r.i(10, 30)} sailings in ${r.i(20, 300)}ms`]],
    },
    {
      svc: "manifest-svc",
      every: 90,
      gen: (r) => [["info", `Manifest export to port authority queued (${r.i(2, 6)} sailings)`]],
    },
  ],
  noisy: {
    svc: "card-payments",
    every: 10,
    gen: (r) => [
      [
        "error",
        `payment failed pi_${r.hex(14)}: Your card was declined. (code=card_declined decline_code=${r.p(["insufficient_funds", "do_not_honor", "generic_decline"])})`,
      ],
    ],
  },
  noise: [
    {
      svc: "checkin-kiosk",
      every: 90,
      gen: (r) => [
        ["warn", `Kiosk ${r.p(["OBN-01", "OBN-02", "CRA-01"])} paper low (${r.i(5, 15)}%), notify port staff`],
      ],
    },
    {
      svc: "capacity-planner",
      every: 100,
      gen: (r) => [
        [
          "warn",
          `sailing ${isle(r)}-${r.i(700, 1900)} car deck full, offering standby (request vehicle ${r.p(["car", "van"])})`,
        ],
      ],
    },
    {
      svc: "disruption-feed",
      every: 240,
      gen: (r) => [
        ["warn", `route ${isle(r)} on amber: sailings may be cancelled at short notice (gusts ${r.i(35, 44)}kt)`],
      ],
    },
  ],
  deprecations: [
    {
      svc: "islands-api",
      every: 280,
      gen: () => [
        [
          "warn",
          "RemovedInDjango60Warning: The default scheme will be changed from 'http' to 'https' in Django 6.0. Set FORMS_URLFIELD_ASSUME_HTTPS",
        ],
      ],
    },
    {
      svc: "card-payments",
      every: 300,
      gen: () => [
        [
          "warn",
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        ],
      ],
    },
  ],
  retries: [
    {
      svc: "manifest-svc",
      every: 180,
      gen: () => [
        "Port authority upload failed (Net::ReadTimeout), retrying in 5s (attempt 1/3)",
        "Port authority upload accepted on attempt 2",
      ],
    },
  ],
};

export const ESTATES: Estate[] = [MERIDIAN, AURORA, NORTHCHANNEL, ISLELINK];
export const helpers = { pax, cabin, voyage, route, isle, plate, money, ip, ship };
