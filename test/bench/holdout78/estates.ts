// The four made-up companies of holdout78: two ticketing platforms, two property managers. Each lists its
// services (runtime, own chatter, health checks), the request flows between them and its everyday noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Make = (r: Rng) => string;
export interface Solo {
  perMin: number;
  lvl: Level;
  msg: Make;
}
export interface Svc {
  name: string;
  rt: string;
  solo: Solo[];
  health?: number; // seconds between health-check lines
}
export interface Flow {
  perMin: number;
  steps: { svc: string; dt: number; lvl?: Level; msg: Make }[];
}
export interface Estate {
  key: string;
  namespace: string;
  traced: boolean;
  svcs: Svc[];
  flows: Flow[];
  noisy: { svc: string; perMin: number; lvl: Level; msg: Make };
  deprecations: { svc: string; msg: string }[];
  retries: { svc: string; warn: Make; ok: Make }[];
  deploys: { svc: string; lines: Make[] }[];
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const ev = (r: Rng) => `EV-${r.int(10000, 99999)}`;
const seat = (r: Rng) =>
  `${r.pick(["FLR", "101", "102", "114", "215", "310", "GA"])}-${r.pick("ABCDEFGHJKLMN".split(""))}-${r.int(1, 32)}`;
const ip = (r: Rng) => `10.${r.int(0, 60)}.${r.int(0, 255)}.${r.int(2, 254)}`;
const unit = (r: Rng) => `${r.pick(["MAPLE", "RIVR", "OAKS", "HRBR", "LNDN"])}-${r.int(101, 1450)}`;
const tenant = (r: Rng) => `T${r.int(100000, 999999)}`;
const cents = (r: Rng) => `${r.int(900, 3400)}.${r.pick(["00", "50", "25", "99"])}`;

// ---------------------------------------------------------------- tixora: ticketing, traced, Go/Java/Node/Python/Ruby
const tixora: Estate = {
  key: "tixora",
  namespace: "tixora-prod",
  traced: true,
  svcs: [
    {
      name: "edge-gw",
      rt: "nginx",
      health: 10,
      solo: [
        {
          perMin: 6,
          lvl: "INFO",
          msg: (r) =>
            `${ip(r)} - - "GET /static/seatmap/${r.hex(8)}.svg HTTP/2.0" 200 ${r.int(4000, 90000)} rt=0.00${r.int(1, 9)}`,
        },
      ],
    },
    {
      name: "waiting-room",
      rt: "go",
      health: 15,
      solo: [
        {
          perMin: 8,
          lvl: "INFO",
          msg: (r) =>
            `admitted batch size=${r.int(40, 400)} event=${ev(r)} queue_depth=${r.int(2000, 60000)} rate_per_min=${r.pick([1500, 2000, 2500])}`,
        },
        {
          perMin: 4,
          lvl: "INFO",
          msg: (r) => `queue token expired token=qt_${r.hex(10)} age=${r.int(601, 1900)}s event=${ev(r)}`,
        },
      ],
    },
    {
      name: "bot-shield",
      rt: "python",
      health: 20,
      solo: [
        {
          perMin: 7,
          lvl: "WARN",
          msg: (r) =>
            `blocked client ${ip(r)} score=0.${r.int(1, 19)} reason=${r.pick(["headless_ua", "velocity", "datacenter_asn", "token_reuse"])} path=/api/holds`,
        },
        { perMin: 5, lvl: "INFO", msg: (r) => `challenge passed session=s_${r.hex(8)} score=0.${r.int(70, 99)}` },
      ],
    },
    {
      name: "seatmap-svc",
      rt: "java",
      health: 30,
      solo: [
        {
          perMin: 2,
          lvl: "INFO",
          msg: (r) =>
            `c.t.seatmap.cache.MapCache : refreshed layout venue=VN-${r.int(100, 480)} sections=${r.int(20, 140)} in ${ms(r, 40, 300)}ms`,
        },
      ],
    },
    {
      name: "hold-service",
      rt: "java",
      health: 30,
      solo: [
        {
          perMin: 9,
          lvl: "INFO",
          msg: (r) => `c.t.holds.ExpiryJob : released ${r.int(1, 14)} seats from expired holds on ${ev(r)}`,
        },
        {
          perMin: 1,
          lvl: "INFO",
          msg: (r) => `c.t.holds.ExpiryJob : sweep done in ${ms(r, 20, 140)}ms (scanned=${r.int(300, 5000)})`,
        },
      ],
    },
    {
      name: "checkout-api",
      rt: "node",
      health: 10,
      solo: [
        {
          perMin: 3,
          lvl: "INFO",
          msg: (r) => `cart abandoned cart=c_${r.hex(8)} items=${r.int(1, 6)} idle=${r.int(10, 30)}m`,
        },
      ],
    },
    {
      name: "payments-orchestrator",
      rt: "java",
      health: 30,
      solo: [
        {
          perMin: 3,
          lvl: "INFO",
          msg: (r) => `c.t.pay.Settlement : settlement batch ${r.int(4000, 9000)} closed (${r.int(20, 300)} captures)`,
        },
        {
          perMin: 2,
          lvl: "WARN",
          msg: (r) =>
            `c.t.pay.AuthService : authorization declined psp_ref=${r.hex(12).toUpperCase()} refusal=${r.pick(["Not enough balance", "Refused", "CVC Declined", "Expired Card"])}`,
        },
      ],
    },
    {
      name: "ticket-wallet",
      rt: "node",
      health: 15,
      solo: [
        {
          perMin: 4,
          lvl: "INFO",
          msg: (r) => `transfer accepted ticket=TK${r.int(1000000, 9999999)} to=user_${r.hex(6)}`,
        },
      ],
    },
    {
      name: "gate-scan",
      rt: "go",
      health: 20,
      solo: [
        {
          perMin: 30,
          lvl: "INFO",
          msg: (r) =>
            `scan ok gate=${r.pick(["N1", "N2", "S1", "S4", "VIP"])} device=HS-${r.int(10, 80)} barcode=${r.hex(4)}…${r.hex(4)} latency=${ms(r, 8, 60)}ms`,
        },
        {
          perMin: 3,
          lvl: "WARN",
          msg: (r) =>
            `duplicate barcode rejected gate=${r.pick(["N1", "N2", "S1", "S4"])} device=HS-${r.int(10, 80)} first_seen=${r.int(1, 40)}m ago`,
        },
      ],
    },
    {
      name: "event-admin",
      rt: "ruby",
      health: 30,
      solo: [
        {
          perMin: 2,
          lvl: "INFO",
          msg: (r) =>
            `Completed 200 OK in ${ms(r, 40, 400)}ms (Views: ${ms(r, 10, 90)}.2ms | ActiveRecord: ${ms(r, 3, 40)}.8ms) PATCH /admin/events/${ev(r)}`,
        },
      ],
    },
  ],
  flows: [
    {
      perMin: 70,
      steps: [
        {
          svc: "edge-gw",
          dt: 0,
          msg: (r) =>
            `${ip(r)} - - "GET /api/events/${ev(r)}/seatmap HTTP/2.0" 200 ${r.int(20000, 180000)} rt=0.${r.int(20, 180)} upstream=seatmap-svc`,
        },
        {
          svc: "seatmap-svc",
          dt: -20,
          msg: (r) =>
            `c.t.seatmap.api.SeatMapController : rendered availability ${ev(r)} seats=${r.int(2000, 21000)} held=${r.int(10, 900)} in ${ms(r, 12, 140)}ms`,
        },
      ],
    },
    {
      perMin: 45,
      steps: [
        {
          svc: "edge-gw",
          dt: 0,
          msg: (r) =>
            `${ip(r)} - - "POST /api/holds HTTP/2.0" 201 ${r.int(300, 900)} rt=0.0${r.int(20, 99)} upstream=hold-service`,
        },
        { svc: "bot-shield", dt: -40, msg: (r) => `verdict allow session=s_${r.hex(8)} score=0.${r.int(60, 99)}` },
        {
          svc: "hold-service",
          dt: -15,
          msg: (r) => `c.t.holds.HoldController : hold created seats=[${seat(r)}] ttl=600s`,
        },
      ],
    },
    {
      perMin: 22,
      steps: [
        { svc: "checkout-api", dt: 0, msg: (r) => `POST /v1/orders 201 ${ms(r, 300, 1400)}ms order=ord_${r.hex(10)}` },
        {
          svc: "hold-service",
          dt: -200,
          msg: () => "c.t.holds.HoldController : hold converted to order, seats locked",
        },
        {
          svc: "payments-orchestrator",
          dt: -120,
          msg: (r) =>
            `c.t.pay.AuthService : authorised psp_ref=${r.hex(12).toUpperCase()} amount=${r.int(40, 900)}.00 USD 3ds=${r.pick(["frictionless", "challenge", "none"])}`,
        },
        {
          svc: "ticket-wallet",
          dt: 60,
          msg: (r) =>
            `issued ${r.int(1, 6)} mobile tickets pass=${r.pick(["apple", "google", "web"])} order=ord_${r.hex(10)}`,
        },
      ],
    },
  ],
  noisy: {
    svc: "event-admin",
    perMin: 4,
    lvl: "ERROR",
    msg: (r) =>
      `ImageProcessing::Error: Failed to process image /uploads/promo/${r.hex(8)}.heic: unsupported format (vips)`,
  },
  deprecations: [
    {
      svc: "checkout-api",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "event-admin",
      msg: "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 7.2.",
    },
  ],
  retries: [
    {
      svc: "ticket-wallet",
      warn: (r) => `apple pass push attempt 1 failed (ETIMEDOUT), retrying in ${r.int(200, 900)}ms`,
      ok: () => "apple pass push delivered on attempt 2",
    },
    {
      svc: "waiting-room",
      warn: (r) => `redis: EVALSHA admit.lua failed (i/o timeout), retry 1/3 after ${r.int(20, 90)}ms`,
      ok: () => "redis: EVALSHA admit.lua ok on retry 1",
    },
  ],
  deploys: [
    {
      svc: "event-admin",
      lines: [
        (r) => `Puma starting in single mode... Version 6.4.2, codename: The Eagle of Durango; git_sha=${r.hex(7)}`,
        () => "Use Ctrl-C to stop",
      ],
    },
    {
      svc: "ticket-wallet",
      lines: [(r) => `ticket-wallet v2.${r.int(10, 40)}.${r.int(0, 9)} listening on :8080 (NODE_ENV=production)`],
    },
    {
      svc: "bot-shield",
      lines: [(r) => `reloaded rules bundle rules-${r.int(300, 900)}.yaml (${r.int(80, 160)} rules, 0 errors)`],
    },
  ],
};

// ---------------------------------------------------------------- seatwise: ticketing, untraced, .NET/C++/Python/Ruby
const seatwise: Estate = {
  key: "seatwise",
  namespace: "seatwise",
  traced: false,
  svcs: [
    {
      name: "storefront",
      rt: "node",
      health: 15,
      solo: [
        {
          perMin: 3,
          lvl: "INFO",
          msg: (r) =>
            `ISR revalidated /events/${r.pick(["rock", "comedy", "sports", "family"])}/${r.int(1000, 9999)} in ${ms(r, 40, 400)}ms`,
        },
      ],
    },
    {
      name: "queue-gate",
      rt: "go",
      health: 10,
      solo: [
        {
          perMin: 6,
          lvl: "INFO",
          msg: (r) =>
            `onsale=OS-${r.int(300, 399)} let through ${r.int(50, 300)} visitors, waiting=${r.int(1000, 40000)}`,
        },
        {
          perMin: 5,
          lvl: "INFO",
          msg: (r) => `queue token expired (visitor left) visitor=v_${r.hex(8)} waited=${r.int(5, 50)}m`,
        },
      ],
    },
    {
      name: "bot-filter",
      rt: "cpp",
      health: 20,
      solo: [
        {
          perMin: 8,
          lvl: "WARN",
          msg: (r) =>
            `W1130 rule_engine.cc:${r.int(100, 400)}] block ip=${ip(r)} ja3=${r.hex(12)} rule=${r.pick(["R-112 headless", "R-140 burst", "R-201 known-farm"])}`,
        },
        {
          perMin: 10,
          lvl: "INFO",
          msg: (r) => `I1130 classifier.cc:${r.int(50, 90)}] scored ${r.int(300, 2000)} requests p99=${ms(r, 1, 4)}ms`,
        },
      ],
    },
    {
      name: "inventory-core",
      rt: "dotnet",
      health: 30,
      solo: [
        {
          perMin: 6,
          lvl: "INFO",
          msg: (r) =>
            `Seatwise.Inventory.HoldSweeper[0] Released ${r.int(1, 20)} seats from expired holds on OS-${r.int(300, 399)}`,
        },
      ],
    },
    {
      name: "order-pipeline",
      rt: "dotnet",
      health: 30,
      solo: [
        {
          perMin: 2,
          lvl: "INFO",
          msg: (r) => `Seatwise.Orders.Outbox[0] Published ${r.int(1, 40)} outbox messages to orders.v3`,
        },
      ],
    },
    {
      name: "fraud-scorer",
      rt: "python",
      health: 30,
      solo: [
        {
          perMin: 2,
          lvl: "WARN",
          msg: (r) =>
            `order held for review order=SW-${r.int(100000, 999999)} score=${r.int(81, 97)} signals=[card_bin_mismatch, new_device]`,
        },
      ],
    },
    {
      name: "resale-market",
      rt: "ruby",
      health: 30,
      solo: [
        {
          perMin: 4,
          lvl: "INFO",
          msg: (r) =>
            `Completed 200 OK in ${ms(r, 30, 280)}ms (Views: ${ms(r, 5, 60)}.1ms | ActiveRecord: ${ms(r, 2, 30)}.4ms) GET /resale/listings?event=OS-${r.int(300, 399)}`,
        },
      ],
    },
    {
      name: "transfer-svc",
      rt: "python",
      health: 20,
      solo: [
        {
          perMin: 4,
          lvl: "INFO",
          msg: (r) => `transfer ${r.hex(8)} claimed by recipient, ${r.int(1, 4)} tickets reissued`,
        },
      ],
    },
    {
      name: "scanner-sync",
      rt: "go",
      health: 15,
      solo: [
        {
          perMin: 12,
          lvl: "INFO",
          msg: (r) =>
            `synced manifest venue=${r.pick(["ARENA-NE", "THEATRE-9", "FIELD-2"])} delta=${r.int(0, 80)} barcodes devices=${r.int(10, 60)} took=${ms(r, 30, 200)}ms`,
        },
        {
          perMin: 2,
          lvl: "WARN",
          msg: (r) => `device HH-${r.int(100, 300)} reported duplicate scan for barcode …${r.hex(5)} (entry denied)`,
        },
      ],
    },
    {
      name: "notif-dispatch",
      rt: "node",
      health: 20,
      solo: [
        {
          perMin: 8,
          lvl: "INFO",
          msg: (r) =>
            `sent ${r.pick(["order_confirmation", "transfer_received", "event_reminder"])} to ${r.hex(6)}@… via ses id=${r.hex(16)}`,
        },
      ],
    },
  ],
  flows: [
    {
      perMin: 60,
      steps: [
        {
          svc: "storefront",
          dt: 0,
          msg: (r) => `GET /api/onsale/OS-${r.int(300, 399)}/availability 200 ${ms(r, 30, 200)}ms`,
        },
        {
          svc: "inventory-core",
          dt: -25,
          msg: (r) =>
            `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://inventory-core/v2/availability?onsale=OS-${r.int(300, 399)} - 200 ${r.int(800, 9000)} application/json ${ms(r, 9, 90)}.${r.int(1000, 9999)}ms`,
        },
      ],
    },
    {
      perMin: 20,
      steps: [
        { svc: "storefront", dt: 0, msg: (r) => `POST /api/checkout 200 ${ms(r, 400, 1500)}ms` },
        {
          svc: "fraud-scorer",
          dt: -400,
          msg: (r) =>
            `scored order=SW-${r.int(100000, 999999)} score=${r.int(2, 60)} model=gbm-v14 in ${ms(r, 20, 90)}ms`,
        },
        {
          svc: "order-pipeline",
          dt: -100,
          msg: (r) =>
            `Seatwise.Orders.PlaceOrderHandler[0] Order SW-${r.int(100000, 999999)} placed, ${r.int(1, 6)} seats, total ${r.int(30, 800)}.00 USD`,
        },
        {
          svc: "notif-dispatch",
          dt: 300,
          msg: (r) => `sent order_confirmation to ${r.hex(6)}@… via ses id=${r.hex(16)}`,
        },
      ],
    },
    {
      perMin: 10,
      steps: [
        {
          svc: "resale-market",
          dt: 0,
          msg: (r) => `Listing L${r.int(100000, 999999)} created price=${r.int(40, 600)}.00 seats=${r.int(1, 4)}`,
        },
        {
          svc: "inventory-core",
          dt: 80,
          msg: (r) => `Seatwise.Inventory.ResaleLock[0] Locked ${r.int(1, 4)} seats for resale listing`,
        },
      ],
    },
  ],
  noisy: {
    svc: "notif-dispatch",
    perMin: 5,
    lvl: "ERROR",
    msg: (r) =>
      `SMTP bounce for ${r.hex(6)}@${r.pick(["gmial.com", "hotmial.com", "yahooo.com"])}: 550 5.1.1 The email account that you tried to reach does not exist`,
  },
  deprecations: [
    {
      svc: "inventory-core",
      msg: "Microsoft.EntityFrameworkCore.Model.Validation[10622] Entity 'SeatHold' has a global query filter defined and is the required end of a relationship with the entity 'Seat'. This may lead to unexpected results.",
    },
    {
      svc: "fraud-scorer",
      msg: "/usr/local/lib/python3.11/site-packages/sklearn/base.py:376: InconsistentVersionWarning: Trying to unpickle estimator GradientBoostingClassifier from version 1.2.2 when using version 1.3.2.",
    },
  ],
  retries: [
    {
      svc: "transfer-svc",
      warn: () =>
        "Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /v1/tickets/reissue",
      ok: () => "reissue call succeeded after 1 retry",
    },
    {
      svc: "scanner-sync",
      warn: (r) => `push to device HH-${r.int(100, 300)} failed: device busy, retry in 2s`,
      ok: (r) => `push to device HH-${r.int(100, 300)} ok`,
    },
  ],
  deploys: [
    {
      svc: "resale-market",
      lines: [(r) => `=> Booting Puma; revision ${r.hex(8)}`, () => "* Listening on http://0.0.0.0:3000"],
    },
    {
      svc: "notif-dispatch",
      lines: [(r) => `notif-dispatch 4.${r.int(1, 9)}.${r.int(0, 9)} started, templates loaded: ${r.int(30, 60)}`],
    },
    {
      svc: "scanner-sync",
      lines: [
        (r) => `config reloaded from /etc/scanner-sync/venues.yaml (venues=${r.int(8, 20)}, checksum=${r.hex(8)})`,
      ],
    },
  ],
};

// ---------------------------------------------------------------- keyridge: property management, traced
const keyridge: Estate = {
  key: "keyridge",
  namespace: "keyridge-prod",
  traced: true,
  svcs: [
    {
      name: "resident-portal",
      rt: "node",
      health: 10,
      solo: [
        {
          perMin: 3,
          lvl: "INFO",
          msg: (r) => `session refreshed resident=${tenant(r)} app=${r.pick(["ios 5.2.0", "android 5.1.4", "web"])}`,
        },
      ],
    },
    {
      name: "listing-syndicator",
      rt: "python",
      health: 30,
      solo: [
        {
          perMin: 4,
          lvl: "INFO",
          msg: (r) =>
            `pushed ${r.int(5, 80)} listings to ${r.pick(["zillow", "apartments.com", "rent.com", "zumper"])} feed in ${ms(r, 200, 2000)}ms`,
        },
      ],
    },
    {
      name: "screening-svc",
      rt: "java",
      health: 30,
      solo: [
        {
          perMin: 3,
          lvl: "INFO",
          msg: (r) =>
            `c.k.screening.ReportPoller : report ${r.hex(10)} still pending at bureau (attempt ${r.int(1, 6)})`,
        },
      ],
    },
    {
      name: "lease-esign",
      rt: "java",
      health: 30,
      solo: [
        {
          perMin: 3,
          lvl: "INFO",
          msg: (r) =>
            `c.k.esign.WebhookHandler : envelope ${r.hex(8)}-${r.hex(4)} status=${r.pick(["sent", "delivered", "completed"])}`,
        },
      ],
    },
    {
      name: "rent-ledger",
      rt: "java",
      health: 30,
      solo: [
        {
          perMin: 6,
          lvl: "INFO",
          msg: (r) =>
            `c.k.ledger.PostingService : posted ${r.pick(["rent", "late_fee", "parking", "pet_rent"])} charge ${cents(r)} to ${unit(r)}`,
        },
        {
          perMin: 1,
          lvl: "INFO",
          msg: (r) => `c.k.ledger.AutopayJob : queued ${r.int(5, 60)} autopay debits for today`,
        },
      ],
    },
    {
      name: "ach-processor",
      rt: "go",
      health: 15,
      solo: [
        {
          perMin: 3,
          lvl: "WARN",
          msg: (r) =>
            `ach return R01 (insufficient funds) trace=${r.int(10000000, 99999999)}${r.int(1000000, 9999999)} unit=${unit(r)} amount=${cents(r)}`,
        },
        {
          perMin: 4,
          lvl: "INFO",
          msg: (r) => `batch ${r.int(100, 999)} submitted entries=${r.int(10, 200)} effective=2026-12-01`,
        },
      ],
    },
    {
      name: "card-payments",
      rt: "node",
      health: 15,
      solo: [
        {
          perMin: 2,
          lvl: "INFO",
          msg: (r) => `webhook payment_intent.succeeded pi_${r.hex(14)} amount=${r.int(900, 3400)}00`,
        },
      ],
    },
    {
      name: "workorder-api",
      rt: "ruby",
      health: 30,
      solo: [
        {
          perMin: 4,
          lvl: "INFO",
          msg: (r) =>
            `WorkOrder WO-${r.int(40000, 99999)} assigned to vendor ${r.pick(["CoolAir HVAC", "Ace Plumbing", "Spark Electric"])} priority=${r.pick(["routine", "urgent"])}`,
        },
      ],
    },
    {
      name: "lock-bridge",
      rt: "go",
      health: 20,
      solo: [
        { perMin: 3, lvl: "WARN", msg: (r) => `lock ${unit(r)} battery low (${r.int(8, 19)}%), notifying maintenance` },
        {
          perMin: 5,
          lvl: "INFO",
          msg: (r) => `heartbeat ok hub=HB-${r.int(100, 400)} locks=${r.int(4, 40)} rssi=-${r.int(50, 80)}`,
        },
      ],
    },
    {
      name: "tour-scheduler",
      rt: "python",
      health: 20,
      solo: [
        {
          perMin: 3,
          lvl: "INFO",
          msg: (r) =>
            `self-guided tour booked prospect=P${r.int(10000, 99999)} unit=${unit(r)} slot=${r.int(9, 18)}:${r.pick(["00", "30"])}`,
        },
      ],
    },
  ],
  flows: [
    {
      perMin: 40,
      steps: [
        { svc: "resident-portal", dt: 0, msg: (r) => `GET /api/ledger 200 ${ms(r, 40, 300)}ms` },
        {
          svc: "rent-ledger",
          dt: -30,
          msg: (r) =>
            `c.k.ledger.api.LedgerController : balance ${unit(r)} = ${r.int(0, 3000)}.00 (${r.int(2, 30)} entries)`,
        },
      ],
    },
    {
      perMin: 8,
      steps: [
        { svc: "resident-portal", dt: 0, msg: (r) => `POST /api/payments 201 ${ms(r, 300, 1300)}ms method=card` },
        {
          svc: "card-payments",
          dt: -150,
          msg: (r) => `payment_intent pi_${r.hex(14)} confirmed amount=${r.int(900, 3400)}00 usd`,
        },
        {
          svc: "rent-ledger",
          dt: 40,
          msg: (r) => `c.k.ledger.PostingService : card payment applied ${cents(r)} to ${unit(r)}`,
        },
      ],
    },
    {
      perMin: 7,
      steps: [
        { svc: "resident-portal", dt: 0, msg: (r) => `POST /api/payments 201 ${ms(r, 200, 900)}ms method=ach` },
        { svc: "ach-processor", dt: -100, msg: (r) => `debit queued unit=${unit(r)} amount=${cents(r)} sec=WEB` },
        {
          svc: "rent-ledger",
          dt: 40,
          msg: (r) => `c.k.ledger.PostingService : ach payment pending ${cents(r)} for ${unit(r)}`,
        },
      ],
    },
    {
      perMin: 10,
      steps: [
        { svc: "resident-portal", dt: 0, msg: (r) => `POST /api/work-orders 201 ${ms(r, 80, 400)}ms` },
        {
          svc: "workorder-api",
          dt: -40,
          msg: (r) =>
            `Completed 201 Created in ${ms(r, 30, 200)}ms (ActiveRecord: ${ms(r, 4, 30)}.2ms) POST /api/v1/work_orders`,
        },
      ],
    },
    {
      perMin: 8,
      steps: [
        {
          svc: "tour-scheduler",
          dt: 0,
          msg: (r) => `tour T${r.int(10000, 99999)} confirmed, access window ${r.int(9, 17)}:00-${r.int(10, 18)}:00`,
        },
        {
          svc: "lock-bridge",
          dt: 120,
          msg: (r) => `access code provisioned lock=${unit(r)} code_id=ac_${r.hex(6)} expires_in=2h`,
        },
        {
          svc: "screening-svc",
          dt: 300,
          msg: (r) =>
            `c.k.screening.ApplicationController : prospect P${r.int(10000, 99999)} pre-qualified (income ratio ${r.int(28, 40)}%)`,
        },
        {
          svc: "lease-esign",
          dt: 600,
          msg: (r) =>
            `c.k.esign.EnvelopeService : created envelope ${r.hex(8)}-${r.hex(4)} for application A${r.int(10000, 99999)}`,
        },
      ],
    },
  ],
  noisy: {
    svc: "listing-syndicator",
    perMin: 4,
    lvl: "ERROR",
    msg: (r) =>
      `portal ${r.pick(["zillow", "apartments.com"])} rejected listing ${unit(r)}: ${r.pick(["PhotoCountBelowMinimum (min 3)", "InvalidSquareFootage", "DuplicateListing"])}`,
  },
  deprecations: [
    {
      svc: "resident-portal",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    {
      svc: "tour-scheduler",
      msg: "/app/.venv/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
    },
  ],
  retries: [
    {
      svc: "lease-esign",
      warn: () => "c.k.esign.EnvelopeService : envelope status poll got 503, retrying (1/3)",
      ok: () => "c.k.esign.EnvelopeService : envelope status poll succeeded on retry",
    },
    {
      svc: "ach-processor",
      warn: () => "sftp upload attempt 1 failed: EOF, retrying",
      ok: () => "sftp upload ok on attempt 2",
    },
  ],
  deploys: [
    {
      svc: "workorder-api",
      lines: [
        (r) => `=> Booting Puma; release v${r.int(300, 400)}`,
        () => '* Puma version: 6.4.2 (ruby 3.3.0-p0) ("The Eagle of Durango")',
      ],
    },
    {
      svc: "listing-syndicator",
      lines: [(r) => `Started server process [${r.int(1, 90)}]`, () => "Application startup complete."],
    },
    { svc: "resident-portal", lines: [(r) => `resident-portal@3.${r.int(10, 30)}.0 ready on :3000 build=${r.hex(7)}`] },
  ],
};

// ---------------------------------------------------------------- harborlane: property management, untraced
const harborlane: Estate = {
  key: "harborlane",
  namespace: "harborlane",
  traced: false,
  svcs: [
    {
      name: "tenant-app-api",
      rt: "dotnet",
      health: 10,
      solo: [{ perMin: 3, lvl: "INFO", msg: (r) => `Harborlane.Api.Auth[0] Token refreshed for tenant ${tenant(r)}` }],
    },
    {
      name: "feeds-exporter",
      rt: "python",
      health: 30,
      solo: [
        {
          perMin: 3,
          lvl: "INFO",
          msg: (r) =>
            `exported ${r.int(20, 200)} units to ${r.pick(["zillow-rental-feed", "apartmentlist", "hotpads"])} (${r.int(40, 900)}KB)`,
        },
      ],
    },
    {
      name: "applicant-check",
      rt: "dotnet",
      health: 30,
      solo: [
        {
          perMin: 3,
          lvl: "INFO",
          msg: (r) =>
            `Harborlane.Screening.Poller[0] Screening report for applicant AP-${r.int(10000, 99999)} still pending (criminal search)`,
        },
      ],
    },
    {
      name: "sign-flow",
      rt: "node",
      health: 15,
      solo: [
        {
          perMin: 3,
          lvl: "INFO",
          msg: (r) => `lease packet LP-${r.int(10000, 99999)} signed by ${r.int(1, 3)}/${r.int(2, 3)} parties`,
        },
      ],
    },
    {
      name: "billing-core",
      rt: "dotnet",
      health: 30,
      solo: [
        {
          perMin: 5,
          lvl: "INFO",
          msg: (r) => `Harborlane.Billing.Charges[0] Posted recurring charge ${cents(r)} to lease ${unit(r)}`,
        },
      ],
    },
    {
      name: "payments-gateway",
      rt: "go",
      health: 15,
      solo: [
        {
          perMin: 3,
          lvl: "WARN",
          msg: (r) => `ach return code=R01 description="Insufficient Funds" lease=${unit(r)} amount=${cents(r)}`,
        },
        { perMin: 2, lvl: "INFO", msg: (r) => `payout reconciled batch=po_${r.hex(10)} items=${r.int(10, 90)}` },
      ],
    },
    {
      name: "maint-dispatch",
      rt: "python",
      health: 30,
      solo: [
        {
          perMin: 4,
          lvl: "INFO",
          msg: (r) =>
            `dispatched ticket MT-${r.int(10000, 99999)} (${r.pick(["leak", "no heat", "appliance", "pest", "lockout"])}) to ${r.pick(["in-house tech", "vendor"])}`,
        },
      ],
    },
    {
      name: "access-codes",
      rt: "cpp",
      health: 20,
      solo: [
        {
          perMin: 4,
          lvl: "INFO",
          msg: (r) =>
            `I1130 code_sync.cc:${r.int(40, 90)}] pushed ${r.int(1, 12)} codes to hub ${r.pick(["HL-A", "HL-B", "HL-C"])}${r.int(10, 60)}`,
        },
        {
          perMin: 2,
          lvl: "WARN",
          msg: (r) => `W1130 device_state.cc:${r.int(100, 200)}] lock ${unit(r)} battery at ${r.int(5, 18)}%`,
        },
      ],
    },
    {
      name: "tour-booking",
      rt: "ruby",
      health: 30,
      solo: [
        {
          perMin: 3,
          lvl: "INFO",
          msg: (r) => `Tour booked for prospect #${r.int(10000, 99999)} at ${unit(r)} (self-guided)`,
        },
      ],
    },
    {
      name: "notify-worker",
      rt: "node",
      health: 20,
      solo: [
        {
          perMin: 6,
          lvl: "INFO",
          msg: (r) =>
            `job ${r.pick(["rent-reminder", "tour-code", "work-order-update"])}#${r.int(100000, 999999)} completed (sms)`,
        },
      ],
    },
  ],
  flows: [
    {
      perMin: 40,
      steps: [
        {
          svc: "tenant-app-api",
          dt: 0,
          msg: (r) =>
            `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET /v1/balance - 200 - application/json ${ms(r, 20, 200)}.${r.int(1000, 9999)}ms`,
        },
        {
          svc: "billing-core",
          dt: -40,
          msg: (r) => `Harborlane.Billing.Balance[0] Computed balance for lease ${unit(r)} in ${ms(r, 3, 40)}ms`,
        },
      ],
    },
    {
      perMin: 14,
      steps: [
        {
          svc: "tenant-app-api",
          dt: 0,
          msg: (r) =>
            `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 POST /v1/payments - 201 - application/json ${ms(r, 300, 1200)}.${r.int(1000, 9999)}ms`,
        },
        {
          svc: "payments-gateway",
          dt: -120,
          msg: (r) =>
            `charge created id=ch_${r.hex(14)} method=${r.pick(["card", "us_bank_account"])} amount=${cents(r)}`,
        },
        {
          svc: "billing-core",
          dt: 50,
          msg: (r) => `Harborlane.Billing.Payments[0] Applied payment ${cents(r)} to lease ${unit(r)}`,
        },
      ],
    },
    {
      perMin: 9,
      steps: [
        { svc: "tour-booking", dt: 0, msg: (r) => `Completed 201 Created in ${ms(r, 40, 200)}ms POST /tours` },
        {
          svc: "access-codes",
          dt: 150,
          msg: (r) => `I1130 code_issuer.cc:${r.int(60, 99)}] issued temporary code for ${unit(r)} window=2h`,
        },
        { svc: "notify-worker", dt: 500, msg: (r) => `job tour-code#${r.int(100000, 999999)} completed (sms)` },
      ],
    },
    {
      perMin: 8,
      steps: [
        {
          svc: "tenant-app-api",
          dt: 0,
          msg: (r) =>
            `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 POST /v1/maintenance - 202 - - ${ms(r, 40, 300)}.${r.int(1000, 9999)}ms`,
        },
        { svc: "maint-dispatch", dt: 60, msg: (r) => `created ticket MT-${r.int(10000, 99999)} photos=${r.int(0, 4)}` },
        {
          svc: "applicant-check",
          dt: 400,
          msg: (r) =>
            `Harborlane.Screening.Decision[0] Applicant AP-${r.int(10000, 99999)} decision=${r.pick(["approved", "conditional"])}`,
        },
        {
          svc: "sign-flow",
          dt: 700,
          msg: (r) =>
            `rendered lease packet LP-${r.int(10000, 99999)} (${r.int(12, 40)} pages) in ${ms(r, 800, 3000)}ms`,
        },
      ],
    },
  ],
  noisy: {
    svc: "feeds-exporter",
    perMin: 5,
    lvl: "ERROR",
    msg: (r) =>
      `feed validation failed for ${unit(r)} on hotpads: listing rejected (reason: "missing required field 'availableDate'")`,
  },
  deprecations: [
    { svc: "notify-worker", msg: "(node:1) [DEP0106] DeprecationWarning: crypto.createCipher is deprecated." },
    {
      svc: "maint-dispatch",
      msg: "/app/dispatch/models.py:41: SAWarning: relationship 'Ticket.vendor' will copy column vendors.id to column tickets.vendor_id, which conflicts with relationship(s)",
    },
  ],
  retries: [
    {
      svc: "notify-worker",
      warn: () => "twilio send attempt 1 failed with 503, retrying in 1000ms",
      ok: () => "twilio send ok on attempt 2",
    },
    {
      svc: "billing-core",
      warn: () =>
        "Polly[0] Delaying for 200ms, then making retry 1 (Npgsql.NpgsqlException: Exception while reading from stream)",
      ok: () => "Harborlane.Billing.Charges[0] Batch committed after retry",
    },
  ],
  deploys: [
    {
      svc: "tour-booking",
      lines: [(r) => `=> Booting Puma; sha ${r.hex(8)}`, () => "* Listening on http://0.0.0.0:3000"],
    },
    { svc: "notify-worker", lines: [(r) => `notify-worker v1.${r.int(20, 40)}.${r.int(0, 9)} started, concurrency=8`] },
    { svc: "feeds-exporter", lines: [() => "configuration reloaded: feeds.yaml (3 portals)"] },
  ],
};

export const ESTATES: Estate[] = [tixora, seatwise, keyridge, harborlane];
