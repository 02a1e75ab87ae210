// The four made-up companies of the set: their services, runtimes, request flows, periodic jobs and the one noisy
// service that complains from the first minute.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

/** One hop of a request: the service and what it logs when all is well. */
export interface Step {
  svc: string;
  ok: (r: Rng) => string;
}

export interface Flow {
  name: string;
  weight: number;
  steps: Step[];
}

export interface Periodic {
  svc: string;
  everyS: number;
  level: Level;
  msg: (r: Rng) => string;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  /** whether request ids travel between services */
  ids: boolean;
  services: string[];
  runtime: Record<string, Runtime>;
  flows: Flow[];
  periodic: Periodic[];
  noisy: Periodic;
  deprecations: { svc: string; msg: string }[];
}

const ms = (r: Rng, lo: number, hi: number): number => Math.round(r.f(lo, hi) ** 1.3 / hi ** 0.3);
const ev = (r: Rng): string => r.p(["EV-24817", "EV-24822", "EV-24840", "EV-24851", "EV-24903"]);
const sec = (r: Rng): string => `${r.p(["101", "102", "104", "112", "BAL-A", "BAL-C", "FLOOR"])}`;
const seat = (r: Rng): string => `${sec(r)}-${r.p(["A", "C", "F", "K", "M", "R"])}-${r.i(1, 32)}`;
const ord = (r: Rng): string => `LH-${r.i(3100000, 3999999)}`;
const ip = (r: Rng): string =>
  `${r.p(["81.2", "92.40", "176.24", "185.12", "31.94", "86.153"])}.${r.i(1, 254)}.${r.i(1, 254)}`;

/** Lanternhall Live: primary ticketing for a group of concert halls (on-sales, queue, seat maps, checkout). */
const LANTERNHALL: Estate = {
  key: "lanternhall",
  company: "Lanternhall Live",
  namespace: "lh-ticketing-prod",
  ids: true,
  services: [
    "onsale-gateway",
    "waiting-room",
    "bot-shield",
    "seatmap-svc",
    "inventory-hold",
    "checkout-api",
    "payments-svc",
    "order-notify",
    "ticket-pdf",
    "fraud-score",
  ],
  runtime: {
    "onsale-gateway": "go",
    "waiting-room": "node",
    "bot-shield": "go",
    "seatmap-svc": "java",
    "inventory-hold": "go",
    "checkout-api": "java",
    "payments-svc": "ruby",
    "order-notify": "node",
    "ticket-pdf": "python",
    "fraud-score": "python",
  },
  flows: [
    {
      name: "seatmap",
      weight: 5,
      steps: [
        { svc: "onsale-gateway", ok: (r) => `GET /v3/events/${ev(r)}/seatmap 200 ${ms(r, 20, 240)}ms ${ip(r)}` },
        {
          svc: "seatmap-svc",
          ok: (r) =>
            `Rendered availability for ${ev(r)}: ${r.i(40, 2900)} open seats in ${r.i(3, 22)} sections (${r.i(4, 60)} ms)`,
        },
      ],
    },
    {
      name: "hold",
      weight: 3,
      steps: [
        { svc: "onsale-gateway", ok: (r) => `POST /v3/holds 201 ${ms(r, 30, 300)}ms ${ip(r)}` },
        { svc: "bot-shield", ok: (r) => `verdict=allow score=${r.f(0.6, 0.99).toFixed(2)} path=/v3/holds` },
        { svc: "inventory-hold", ok: (r) => `hold created seats=${r.i(1, 6)} first=${seat(r)} ttl=480s` },
      ],
    },
    {
      name: "checkout",
      weight: 2,
      steps: [
        { svc: "onsale-gateway", ok: (r) => `POST /v3/orders 201 ${ms(r, 300, 1400)}ms ${ip(r)}` },
        {
          svc: "checkout-api",
          ok: (r) => `Order ${ord(r)} placed: ${r.i(1, 6)} tickets, total EUR ${r.i(39, 540)}.${r.i(10, 99)}`,
        },
        { svc: "inventory-hold", ok: (r) => `hold converted to sale seats=${r.i(1, 6)} first=${seat(r)}` },
        {
          svc: "fraud-score",
          ok: (r) => `scored order risk=${r.f(0.01, 0.4).toFixed(3)} model=gbm-2026-05 decision=accept`,
        },
        {
          svc: "payments-svc",
          ok: (r) =>
            `Authorised psp_ref=${r.hex(16).toUpperCase()} amount=${r.i(3900, 54000)} currency=EUR method=${r.p(["visa", "mc", "applepay", "googlepay", "ideal"])}`,
        },
        {
          svc: "order-notify",
          ok: (r) => `confirmation email queued for order ${ord(r)} (template onsale_confirm_v7)`,
        },
      ],
    },
    {
      name: "queue",
      weight: 4,
      steps: [
        { svc: "onsale-gateway", ok: (r) => `GET /v3/queue/status 200 ${ms(r, 5, 60)}ms ${ip(r)}` },
        { svc: "waiting-room", ok: (r) => `poll position=${r.i(10, 9000)} eta=${r.i(1, 40)}m room=${ev(r)}` },
      ],
    },
    {
      name: "pdf",
      weight: 1,
      steps: [
        { svc: "order-notify", ok: (r) => `fetching ticket PDF for order ${ord(r)}` },
        {
          svc: "ticket-pdf",
          ok: (r) => `rendered ${r.i(1, 6)} tickets for ${ord(r)} in ${r.i(80, 600)}ms (${r.i(90, 400)} KiB)`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "inventory-hold",
      everyS: 30,
      level: "info",
      msg: (r) => `hold sweeper: released ${r.i(0, 40)} expired holds`,
    },
    {
      svc: "waiting-room",
      everyS: 20,
      level: "info",
      msg: (r) => `admitted batch of ${r.i(100, 600)} visitors to ${ev(r)}`,
    },
    {
      svc: "ticket-pdf",
      everyS: 60,
      level: "info",
      msg: (r) => `font cache ok (${r.i(40, 44)} faces), tmp dir ${r.i(8, 30)}% used`,
    },
    { svc: "fraud-score", everyS: 45, level: "info", msg: (r) => `feature store refresh took ${r.i(200, 900)}ms` },
  ],
  noisy: {
    svc: "order-notify",
    everyS: 9,
    level: "error",
    msg: (r) =>
      `SMS to +44 7${r.i(100, 999)} ${r.i(100000, 999999)} not delivered: Twilio error 21614 'To' number is not a valid mobile number`,
  },
  deprecations: [
    {
      svc: "checkout-api",
      msg: "HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
    },
    {
      svc: "waiting-room",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
  ],
};

const lst = (r: Rng): string => `L${r.i(700000, 999999)}`;
const user = (r: Rng): string => `u_${r.hex(8)}`;

/** Pulsebox: fan-to-fan resale with price caps, mobile wallet tickets with rotating barcodes. */
const PULSEBOX: Estate = {
  key: "pulsebox",
  company: "Pulsebox",
  namespace: "pulsebox-prod",
  ids: false,
  services: [
    "resale-api",
    "listing-guard",
    "resale-checkout",
    "payments-svc",
    "wallet-pass",
    "barcode-rotator",
    "transfer-svc",
    "payout-svc",
    "push-notify",
  ],
  runtime: {
    "resale-api": "node",
    "listing-guard": "python",
    "resale-checkout": "java",
    "payments-svc": "ruby",
    "wallet-pass": "node",
    "barcode-rotator": "go",
    "transfer-svc": "dotnet",
    "payout-svc": "ruby",
    "push-notify": "go",
  },
  flows: [
    {
      name: "list",
      weight: 3,
      steps: [
        { svc: "resale-api", ok: (r) => `POST /api/listings 201 - ${ms(r, 40, 400)} ms` },
        {
          svc: "listing-guard",
          ok: (r) => `listing ${lst(r)} accepted price=${r.i(30, 110)}.00 cap=${r.i(110, 130)}.00 seller=${user(r)}`,
        },
      ],
    },
    {
      name: "browse",
      weight: 5,
      steps: [{ svc: "resale-api", ok: (r) => `GET /api/events/${ev(r)}/listings 200 - ${ms(r, 10, 180)} ms` }],
    },
    {
      name: "buy",
      weight: 2,
      steps: [
        { svc: "resale-api", ok: (r) => `POST /api/purchases 201 - ${ms(r, 300, 1500)} ms` },
        {
          svc: "resale-checkout",
          ok: (r) => `Purchase of listing ${lst(r)} completed buyer=${user(r)} fee=${r.i(2, 9)}.${r.i(10, 99)}`,
        },
        {
          svc: "payments-svc",
          ok: (r) =>
            `Authorised pspReference=${r.hex(16).toUpperCase()} amount=${r.i(3000, 13000)} EUR resultCode=Authorised`,
        },
        { svc: "transfer-svc", ok: (r) => `Reissued ticket ${r.hex(10)} to buyer ${user(r)}; old barcode revoked` },
      ],
    },
    {
      name: "pass",
      weight: 4,
      steps: [
        { svc: "resale-api", ok: (r) => `GET /api/tickets/${r.hex(10)}/pass 200 - ${ms(r, 20, 300)} ms` },
        { svc: "wallet-pass", ok: (r) => `pkpass built serial=${r.hex(12)} in ${r.i(20, 160)}ms` },
        { svc: "barcode-rotator", ok: (r) => `seed issued ticket=${r.hex(10)} period=15s alg=totp-sha1` },
      ],
    },
  ],
  periodic: [
    {
      svc: "barcode-rotator",
      everyS: 15,
      level: "info",
      msg: (r) => `key epoch ${r.i(88000, 89000)} active, ${r.i(2000, 9000)} seeds cached`,
    },
    {
      svc: "payout-svc",
      everyS: 40,
      level: "info",
      msg: (r) => `PayoutBatchJob: ${r.i(0, 30)} payouts queued for settlement`,
    },
    {
      svc: "push-notify",
      everyS: 12,
      level: "info",
      msg: (r) => `sent ${r.i(10, 400)} notifications (fcm=${r.i(5, 200)} apns=${r.i(5, 200)})`,
    },
    {
      svc: "wallet-pass",
      everyS: 50,
      level: "info",
      msg: (r) => `apple pass update run: ${r.i(0, 120)} devices notified`,
    },
  ],
  noisy: {
    svc: "push-notify",
    everyS: 7,
    level: "error",
    msg: (r) => `fcm send failed token=${r.hex(11)}…: UNREGISTERED (Requested entity was not found.)`,
  },
  deprecations: [
    {
      svc: "resale-api",
      msg: "(node:7) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "payout-svc",
      msg: "DEPRECATION WARNING: Using legacy connection handling is deprecated. Please set `legacy_connection_handling` to `false` in your application.",
    },
  ],
};

const gate = (r: Rng): string => r.p(["A1", "A2", "B1", "B3", "C2", "VIP"]);
const dev = (r: Rng): string => `DS-${r.i(10, 48)}`;
const sku = (r: Rng): string =>
  r.p(["TEE-BLK-M", "TEE-BLK-L", "HOODIE-GRY-XL", "TOTE-NAT", "VINYL-LP-01", "POSTER-A2"]);

/** The Foundry Rooms: two venues' own systems (door scanning, guest lists, bar and merch tills, cashless). */
const FOUNDRY: Estate = {
  key: "foundry",
  company: "The Foundry Rooms",
  namespace: "foundry-venues",
  ids: true,
  services: [
    "door-scan-gw",
    "scanner-sync",
    "entry-ledger",
    "guestlist-svc",
    "capacity-counter",
    "bar-pos-bridge",
    "merch-pos",
    "stock-levels",
    "cashless-topup",
  ],
  runtime: {
    "door-scan-gw": "go",
    "scanner-sync": "go",
    "entry-ledger": "java",
    "guestlist-svc": "ruby",
    "capacity-counter": "cpp",
    "bar-pos-bridge": "python",
    "merch-pos": "dotnet",
    "stock-levels": "python",
    "cashless-topup": "node",
  },
  flows: [
    {
      name: "scan",
      weight: 8,
      steps: [
        {
          svc: "door-scan-gw",
          ok: (r) => `scan ok device=${dev(r)} gate=${gate(r)} ticket=${r.hex(10)} ${r.i(8, 90)}ms`,
        },
        { svc: "scanner-sync", ok: (r) => `batch forwarded device=${dev(r)} events=${r.i(1, 12)}` },
        { svc: "entry-ledger", ok: (r) => `entry recorded gate=${gate(r)} count_in=${r.i(200, 2300)}` },
      ],
    },
    {
      name: "guest",
      weight: 1,
      steps: [
        { svc: "door-scan-gw", ok: (r) => `guest lookup device=${dev(r)} gate=VIP ${r.i(20, 140)}ms` },
        {
          svc: "guestlist-svc",
          ok: (r) => `Completed 200 OK in ${r.i(4, 40)}ms (ActiveRecord: ${r.f(0.5, 6).toFixed(1)}ms)`,
        },
      ],
    },
    {
      name: "bar",
      weight: 5,
      steps: [
        {
          svc: "bar-pos-bridge",
          ok: (r) =>
            `sale till=BAR${r.i(1, 4)}-T${r.i(1, 8)} items=${r.i(1, 5)} total=${r.i(5, 60)}.${r.i(0, 9)}0 tender=${r.p(["card", "wristband", "card"])}`,
        },
        {
          svc: "stock-levels",
          ok: (r) => `decrement ${r.p(["LAGER-50L", "IPA-30L", "CIDER-20L", "COLA-BIB"])} by ${r.i(1, 4)}`,
        },
      ],
    },
    {
      name: "merch",
      weight: 2,
      steps: [
        {
          svc: "merch-pos",
          ok: (r) =>
            `Sale completed till=MERCH-${r.i(1, 3)} sku=${sku(r)} qty=${r.i(1, 3)} total=${r.i(15, 90)}.00 GBP`,
        },
        { svc: "stock-levels", ok: (r) => `decrement ${sku(r)} by ${r.i(1, 3)}` },
      ],
    },
    {
      name: "topup",
      weight: 1,
      steps: [
        {
          svc: "cashless-topup",
          ok: (r) => `topup wristband=${r.hex(8)} amount=${r.p([10, 20, 25, 50])}.00 via ${r.p(["card", "app"])}`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "capacity-counter",
      everyS: 10,
      level: "info",
      msg: (r) => `occupancy main_room=${r.i(900, 2100)}/2400 balcony=${r.i(100, 380)}/400`,
    },
    {
      svc: "scanner-sync",
      everyS: 20,
      level: "info",
      msg: (r) => `heartbeat ok: ${r.i(14, 18)}/18 devices online, allowlist v${r.i(4000, 4100)}`,
    },
    { svc: "stock-levels", everyS: 60, level: "info", msg: (r) => `snapshot written: ${r.i(180, 220)} skus` },
  ],
  noisy: {
    svc: "door-scan-gw",
    everyS: 6,
    level: "warn",
    msg: (r) => `device ${dev(r)} battery ${r.i(5, 14)}% - swap soon`,
  },
  deprecations: [
    {
      svc: "guestlist-svc",
      msg: "DEPRECATION WARNING: Rails.application.secrets is deprecated in favor of Rails.application.credentials",
    },
    {
      svc: "bar-pos-bridge",
      msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
  ],
};

const promoter = (r: Rng): string => r.p(["PR-0142", "PR-0177", "PR-0203", "PR-0311"]);

/** Northpier: promoter back office (box office, artist settlement, reports, royalties). */
const NORTHPIER: Estate = {
  key: "northpier",
  company: "Northpier Promotions",
  namespace: "northpier-backoffice",
  ids: false,
  services: [
    "promoter-portal",
    "settlement-svc",
    "report-builder",
    "royalties-calc",
    "ledger-sync",
    "box-office",
    "email-relay",
    "auth-sso",
    "capacity-planner",
  ],
  runtime: {
    "promoter-portal": "node",
    "settlement-svc": "dotnet",
    "report-builder": "python",
    "royalties-calc": "java",
    "ledger-sync": "go",
    "box-office": "ruby",
    "email-relay": "go",
    "auth-sso": "java",
    "capacity-planner": "python",
  },
  flows: [
    {
      name: "dash",
      weight: 4,
      steps: [
        { svc: "promoter-portal", ok: (r) => `GET /dashboard/${promoter(r)} 200 ${ms(r, 40, 500)}ms` },
        { svc: "auth-sso", ok: (r) => `token introspected sub=${user(r)} scope=promoter:read` },
      ],
    },
    {
      name: "settle",
      weight: 2,
      steps: [
        { svc: "promoter-portal", ok: (r) => `POST /settlements/${ev(r)}/statement 200 ${ms(r, 400, 2500)}ms` },
        {
          svc: "settlement-svc",
          ok: (r) => `Settlement draft for ${ev(r)}: gross ${r.i(20000, 90000)} EUR, deals applied 2`,
        },
        { svc: "report-builder", ok: (r) => `statement pdf written pages=${r.i(3, 14)} ${r.i(200, 1900)}ms` },
      ],
    },
    {
      name: "boxoffice",
      weight: 3,
      steps: [
        {
          svc: "box-office",
          ok: (r) => `Completed 201 Created in ${r.i(20, 180)}ms (walk-up sale ${r.i(1, 4)} tickets)`,
        },
        { svc: "ledger-sync", ok: (r) => `journal entry posted ref=JE${r.i(100000, 999999)}` },
      ],
    },
    {
      name: "royalty",
      weight: 1,
      steps: [
        { svc: "promoter-portal", ok: (r) => `GET /royalties/${promoter(r)} 200 ${ms(r, 100, 900)}ms` },
        { svc: "royalties-calc", ok: (r) => `PRS setlist ${r.i(10, 26)} works matched for ${ev(r)}` },
      ],
    },
  ],
  periodic: [
    { svc: "ledger-sync", everyS: 30, level: "info", msg: (r) => `xero sync: ${r.i(0, 25)} journals pushed` },
    {
      svc: "email-relay",
      everyS: 15,
      level: "info",
      msg: (r) => `delivered ${r.i(1, 40)} messages (queue ${r.i(0, 8)})`,
    },
    {
      svc: "capacity-planner",
      everyS: 60,
      level: "info",
      msg: (r) => `forecast refreshed for ${r.i(20, 40)} upcoming shows`,
    },
  ],
  noisy: {
    svc: "royalties-calc",
    everyS: 11,
    level: "warn",
    msg: (r) =>
      `ISWC lookup: no match for work title "${r.p(["Intro (Live)", "Medley", "Untitled 4", "Jam", "Outro"])}", left unmatched`,
  },
  deprecations: [
    {
      svc: "settlement-svc",
      msg: "warn: Microsoft.EntityFrameworkCore.Model.Validation[10622] Entity 'DealTerm' has a global query filter defined",
    },
    {
      svc: "report-builder",
      msg: "FutureWarning: The behavior of DataFrame concatenation with empty or all-NA entries is deprecated.",
    },
  ],
};

export const ESTATES: readonly Estate[] = [LANTERNHALL, PULSEBOX, FOUNDRY, NORTHPIER];
export const estateByKey = (key: string): Estate => {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
};
