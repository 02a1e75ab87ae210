// Estate B: Northmoor Open Air, a moorland weekender. snake_case services behind nginx, no trace ids (only
// Rails' tagged request uuids inside box_office's own lines). Ruby (Rails, Sidekiq), Python (FastAPI,
// Celery, Flask), Java (Dropwizard), Go.
import { emit, every, httpLevel } from "./ctx.js";
import type { Rng } from "./rng.js";
import { ARTISTS, appUa, chipUid, clf, clientIp, money, podIp, rubyTime, uuid } from "./text.js";
import type { Ctx, Estate, Flow, Step } from "./types.js";

const W = {
  festival: "Northmoor Open Air",
  code: "NM26",
  currency: "GBP",
  psp: "Pennant Pay",
  stages: ["Tor Stage", "Heather Tent", "Bothy", "Peat Bog Disco", "Cairn"],
  zones: ["TOR-FRONT", "TOR-MID", "HEATHER", "BOTHY", "CAMP-EAST", "CAMP-WEST", "BAR-SQUARE"],
  gates: ["E1", "E2", "W1", "CAMP", "CREW"],
  vendors: ["Moorland Pies", "Yorkshire Grill", "Crumpet Co", "The Rum Shack", "Falafel Fellows", "Peat Smoke Pizza"],
  app: "NorthmoorOA",
  appVersion: "3.11.0",
  domain: "northmoor.app",
};

const ticket = (r: Rng) => `NM26-${r.pick(["WE", "WE", "SA", "SU", "CAMP"])}-${r.digits(6)}`;

/** nginx access log with upstream timings (the estate's log_format "timed"). */
function nginx(
  c: Ctx,
  t: number,
  dur: number,
  method: string,
  path: string,
  code: number,
  upstream: string,
  ua?: string,
): Step {
  const r = c.rng;
  const s = (dur / 1000).toFixed(3);
  const up = upstream ? `${podIp(r, 172)}:${r.pick([3000, 8000, 8080])}` : "-";
  return {
    svc: "front_proxy",
    dt: dur + 1,
    level: httpLevel(code),
    msg: `${clientIp(r)} - - [${clf(t)}] "${method} ${path} HTTP/1.1" ${code} ${code >= 400 ? r.int(30, 200) : r.int(200, 30000)} "-" "${ua ?? appUa(r, W.app, W.appVersion)}" rt=${s} uct="0.001" uht="${s}" urt="${s}" ua="${up}"`,
  };
}

/** The three lines Rails writes per request, tagged with its request uuid. */
function rails(
  r: Rng,
  t0: number,
  dur: number,
  method: string,
  path: string,
  action: string,
  code: number,
  status: string,
  extra: Step[] = [],
): Step[] {
  const tag = `[${uuid(r)}]`;
  const ip = clientIp(r);
  return [
    { svc: "box_office", dt: 1, msg: `${tag} Started ${method} "${path}" for ${ip} at ${rubyTime(t0)}` },
    { svc: "box_office", dt: 3, msg: `${tag} Processing by ${action} as JSON` },
    ...extra,
    {
      svc: "box_office",
      dt: dur,
      level: code >= 500 ? "error" : "info",
      msg: `${tag} Completed ${code} ${status} in ${dur}ms (Views: ${(r.float(0.2, 3)).toFixed(1)}ms | ActiveRecord: ${(r.float(1, dur / 3)).toFixed(1)}ms | Allocations: ${r.int(2000, 30000)})`,
    },
  ];
}

const flows: Flow[] = [
  {
    name: "setlist",
    weight: 16,
    touches: ["setlist_api"],
    run: (c, t) => {
      const r = c.rng;
      const d = r.int(6, 45);
      const day = r.pick(["friday", "saturday", "sunday", "today"]);
      return [
        {
          svc: "setlist_api",
          dt: d - 2,
          msg: `GET /api/setlist/${day} 200 (etag ${r.chance(0.6) ? "hit" : "miss"}) ${d - 3}ms`,
        },
        nginx(c, t, d, "GET", `/api/setlist/${day}`, 200, "setlist_api"),
      ];
    },
  },
  {
    name: "order",
    weight: 5,
    touches: ["box_office"],
    run: (c, t) => {
      const r = c.rng;
      const d = r.int(250, 1100);
      const amt = r.pick([189, 215, 79, 99]) * r.int(1, 3);
      return [
        ...rails(r, t, d, "POST", "/api/orders", "Api::OrdersController#create", 201, "Created", [
          {
            svc: "box_office",
            dt: d - 60,
            msg: `Pennant Pay charge pp_ch_${r.hex(14)} captured ${money(amt)} GBP for order NMO-${r.digits(6)}`,
          },
        ]),
        nginx(c, t, d + 2, "POST", "/api/orders", 201, "box_office"),
      ];
    },
  },
  {
    name: "account",
    weight: 7,
    touches: ["box_office"],
    run: (c, t) => {
      const r = c.rng;
      const d = r.int(20, 140);
      const path = r.pick(["/api/me/tickets", "/api/me", "/api/me/wallet"]);
      return [
        ...rails(r, t, d, "GET", path, r.pick(["Api::TicketsController#index", "Api::MeController#show"]), 200, "OK"),
        nginx(c, t, d + 2, "GET", path, 200, "box_office"),
      ];
    },
  },
  {
    name: "activate",
    weight: 6,
    touches: ["rfid_activation", "cashless_ledger"],
    run: (c, t) => {
      const r = c.rng;
      const d = r.int(120, 900);
      const uid = chipUid(r, ":");
      return [
        {
          svc: "rfid_activation",
          dt: d - 80,
          msg: `wristband ${uid} bound to ticket ${ticket(r)} (vendor ack ${r.int(60, 500)}ms)`,
        },
        {
          svc: "cashless_ledger",
          dt: d - 30,
          msg: `account opened ACC-${r.digits(7)} for chip ${uid.replaceAll(":", "")}`,
        },
        {
          svc: "rfid_activation",
          dt: d - 5,
          msg: `${podIp(r, 172)}:${r.int(30000, 60000)} - "POST /v1/activate HTTP/1.1" 200`,
        },
        nginx(c, t, d, "POST", "/wristbands/activate", 200, "rfid_activation"),
      ];
    },
  },
  {
    name: "topup",
    weight: 6,
    touches: ["box_office", "topup_worker", "cashless_ledger"],
    run: (c, t) => {
      const r = c.rng;
      const task = uuid(r);
      const amt = r.pick([10, 15, 20, 25, 40]);
      const d = r.int(60, 200);
      return [
        ...rails(r, t, d, "POST", "/api/wallet/topups", "Api::TopupsController#create", 202, "Accepted"),
        nginx(c, t, d + 2, "POST", "/api/wallet/topups", 202, "box_office"),
        { svc: "topup_worker", dt: d + 40, msg: `Task topups.charge_card[${task}] received` },
        {
          svc: "cashless_ledger",
          dt: d + 900,
          msg: `credit applied account=ACC-${r.digits(7)} amount=${money(amt)} source=card`,
        },
        {
          svc: "topup_worker",
          dt: d + 960,
          msg: `Task topups.charge_card[${task}] succeeded in ${(r.float(0.5, 1.4)).toFixed(3)}s: {'status': 'captured', 'ref': 'pp_ch_${r.hex(14)}'}`,
        },
      ];
    },
  },
  {
    name: "resale",
    weight: 3,
    touches: ["resale_engine"],
    run: (c) => {
      const r = c.rng;
      const jid = r.hex(24);
      const cls = r.pick(["ResaleMatchJob", "ResaleMatchJob", "ListingExpiryJob", "PayoutBatchJob"]);
      return [
        { svc: "resale_engine", dt: 0, msg: `pid=7 tid=${r.hex(4)} class=${cls} jid=${jid} start` },
        {
          svc: "resale_engine",
          dt: r.int(80, 900),
          msg: `pid=7 tid=${r.hex(4)} class=${cls} jid=${jid} elapsed=${(r.float(0.08, 0.9)).toFixed(3)} done`,
        },
      ];
    },
  },
  {
    name: "gates",
    weight: 10,
    touches: ["gate_relay"],
    run: (c) => {
      const r = c.rng;
      const n = r.int(5, 45);
      const ref = r.chance(0.4) ? r.int(1, 3) : 0;
      return [
        {
          svc: "gate_relay",
          dt: 0,
          msg: `gate ${r.pick(W.gates.slice(0, 4))} lane ${r.int(1, 8)} uploaded ${n} scans (${n - ref} admitted, ${ref} refused) rtt=${r.int(200, 2400)}ms via ${r.pick(["4g-ee", "4g-vodafone", "ptp-link"])}`,
        },
      ];
    },
  },
  {
    name: "pos",
    weight: 6,
    touches: ["vendor_pos_sync", "cashless_ledger"],
    run: (c) => {
      const r = c.rng;
      const b = r.digits(5);
      const n = r.int(4, 40);
      return [
        {
          svc: "vendor_pos_sync",
          dt: 0,
          msg: `batch ${b} from terminal T-0${r.int(100, 480)} (${r.pick(W.vendors)}): ${n} txns, ${money(n * r.float(4, 11))} GBP, spooled`,
        },
        { svc: "cashless_ledger", dt: r.int(200, 1500), msg: `debits applied batch=${b} n=${n} rejected=0` },
      ];
    },
  },
  {
    name: "push",
    weight: 2,
    touches: ["notify_worker"],
    run: (c) => {
      const r = c.rng;
      const id = uuid(r);
      return [
        { svc: "notify_worker", dt: 0, msg: `Task notify.set_reminder[${id}] received` },
        {
          svc: "notify_worker",
          dt: r.int(300, 3000),
          msg: `Task notify.set_reminder[${id}] succeeded in ${(r.float(0.3, 3)).toFixed(3)}s: {'sent': ${r.int(100, 3000)}, 'artist': '${r.pick(ARTISTS)}'}`,
        },
      ];
    },
  },
];

function periodic(c: Ctx): void {
  const r = c.rng;
  every(c, "weather_watch", 30000, (t) =>
    emit(
      c,
      t,
      "weather_watch",
      "info",
      `obs station=NM-MET-1 wind=${r.float(2, 7).toFixed(1)}m/s gust=${r.float(5, 11).toFixed(1)}m/s rain_1h=${r.chance(0.2) ? r.float(0.1, 1.2).toFixed(1) : "0.0"}mm lightning=none hold=GREEN`,
    ),
  );
  every(c, "gate_relay", 20000, (t) =>
    emit(c, t, "gate_relay", "info", `lanes online ${r.int(28, 30)}/30, buffered scans 0`),
  );
  every(c, "vendor_pos_sync", 60000, (t) =>
    emit(
      c,
      t,
      "vendor_pos_sync",
      "info",
      `spool check: ${r.int(0, 14)} batches pending upload, /var/spool/pos ${r.int(31, 38)}% used`,
    ),
  );
  every(c, "topup_worker", 60000, (t) =>
    emit(c, t, "topup_worker", "info", "Scheduler: Sending due task reconcile-pending-topups (topups.reconcile)"),
  );
  every(c, "cashless_ledger", 30000, (t) =>
    emit(
      c,
      t,
      "cashless_ledger",
      "info",
      `ledger checkpoint lsn=${r.digits(9)} accounts=${r.int(41000, 42000)} pending_batches=${r.int(0, 4)}`,
    ),
  );
  every(c, "setlist_api", 15000, (t) =>
    emit(
      c,
      t,
      "setlist_api",
      "debug",
      `${podIp(r, 172)} - - [${clf(t)}] "GET /health HTTP/1.1" 200 15 "-" "curl/8.5.0"`,
    ),
  );
  every(c, "resale_engine", 60000, (t) =>
    emit(
      c,
      t,
      "resale_engine",
      "info",
      `Sidekiq stats processed=${r.digits(6)} failed=${r.int(200, 260)} busy=${r.int(0, 5)} enqueued=${r.int(0, 30)} retries=${r.int(0, 6)}`,
    ),
  );
  every(c, "front_proxy", 60000, (t) =>
    emit(
      c,
      t,
      "front_proxy",
      "info",
      `10.0.0.1 - - [${clf(t)}] "GET /nginx_status HTTP/1.1" 200 97 "-" "Prometheus/2.51.2" rt=0.000 uct="-" uht="-" urt="-" ua="-"`,
    ),
  );
}

const chronic: Array<(c: Ctx) => void> = [
  (c) =>
    every(c, "setlist_api", 35000, (t) =>
      emit(
        c,
        t,
        "setlist_api",
        "error",
        `markdown render failed for artist_id=${c.rng.int(100, 400)}: unknown tag <spotify-embed>, serving plain text bio`,
      ),
    ),
  (c) =>
    every(c, "resale_engine", 50000, (t) =>
      emit(
        c,
        t,
        "resale_engine",
        "error",
        `pid=7 tid=${c.rng.hex(4)} class=ResaleReminderMailer jid=${c.rng.hex(24)} error_class=Postmark::InactiveRecipientError error_message="You tried to send to recipient(s) that have been marked as inactive." fail`,
      ),
    ),
  (c) =>
    every(c, "notify_worker", 30000, (t) =>
      emit(
        c,
        t,
        "notify_worker",
        "error",
        `sms to +44 7*** ***${c.rng.int(100, 999)} failed: Twilio error 21610 - Attempt to send to unsubscribed recipient`,
      ),
    ),
  (c) =>
    every(c, "gate_relay", 25000, (t) =>
      emit(
        c,
        t,
        "gate_relay",
        "warn",
        `lane W1-3 clock ${c.rng.float(3.5, 4.6).toFixed(1)}s behind relay, scans re-stamped on upload`,
      ),
    ),
];

export const northmoor: Estate = {
  key: "northmoor",
  org: "Northmoor Open Air",
  idStyle: "none",
  project: "northmoor-live",
  days: [
    { date: "2026-06-19", from: 13, to: 22 },
    { date: "2026-06-20", from: 10, to: 22 },
    { date: "2026-06-21", from: 10, to: 20 },
  ],
  services: [
    { name: "front_proxy", rt: "nginx", replicas: 2, version: "1.25.5", port: 443 },
    { name: "box_office", rt: "ruby", replicas: 2, version: "2026.06.3", port: 3000 },
    { name: "resale_engine", rt: "ruby", replicas: 1, version: "2026.06.3", port: 7433 },
    { name: "rfid_activation", rt: "python", replicas: 1, version: "1.9.0", port: 8000 },
    { name: "cashless_ledger", rt: "java", replicas: 1, version: "5.2.0", port: 8080 },
    { name: "topup_worker", rt: "python", replicas: 1, version: "1.9.0", port: 8000 },
    { name: "gate_relay", rt: "go", replicas: 1, version: "0.12.1", port: 9000 },
    { name: "setlist_api", rt: "python", replicas: 1, version: "2.4.2", port: 8000 },
    { name: "notify_worker", rt: "python", replicas: 1, version: "2.4.2", port: 8000 },
    { name: "vendor_pos_sync", rt: "python", replicas: 1, version: "0.8.5", port: 8000 },
    { name: "weather_watch", rt: "go", replicas: 1, version: "0.4.0", port: 9100 },
  ],
  roles: {
    edge: "front_proxy",
    shop: "box_office",
    auth: "box_office",
    resale: "resale_engine",
    transfer: "box_office",
    wristband: "rfid_activation",
    wallet: "cashless_ledger",
    topup: "topup_worker",
    psp: "topup_worker",
    gate: "gate_relay",
    lineup: "setlist_api",
    push: "notify_worker",
    pos: "vendor_pos_sync",
    weather: "weather_watch",
    worker: "resale_engine",
  },
  calls: {
    front_proxy: ["box_office", "setlist_api", "rfid_activation", "vendor_pos_sync"],
    box_office: ["rfid_activation"],
    rfid_activation: ["cashless_ledger"],
    topup_worker: ["cashless_ledger"],
    vendor_pos_sync: ["cashless_ledger"],
    notify_worker: ["setlist_api"],
    gate_relay: ["box_office"],
  },
  flows,
  periodic,
  chronic,
  newId: (r) => uuid(r),
  words: W,
};

export const nmNginx = nginx;
export const nmRails = rails;
export const nmTicket = ticket;
