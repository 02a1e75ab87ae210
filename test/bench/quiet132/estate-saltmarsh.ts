// Estate C: Saltmarsh Sound, a beach festival on a North Sea dune site. One-word service names, no separate
// edge (tollbooth is the public API), an x-request-id on every line of a request. Node (Fastify), Java,
// Go, .NET, Ruby (Rails API with lograge), Python (Django and a plain worker).
import { emit, every } from "./ctx.js";
import type { Rng } from "./rng.js";
import { ARTISTS, chipUid, money, slug } from "./text.js";
import type { Ctx, Estate, Flow, Step } from "./types.js";

const W = {
  festival: "Saltmarsh Sound",
  code: "SMS26",
  currency: "EUR",
  psp: "Payvault",
  stages: ["Dune Stage", "Wadden Tent", "Tidepool", "Lighthouse Bar", "Kelp Club"],
  zones: ["ARENA", "DUNE-FRONT", "WADDEN", "TIDEPOOL", "BEACH-BAR", "CAMP-NOORD", "CAMP-ZUID"],
  gates: ["SOUTH", "NORTH", "BEACH", "CAMP", "CREW"],
  vendors: ["Kibbeling Kees", "Frites Atelier Zee", "Bami Bus", "Dune Doner", "Koffie Kar", "Poffertjes Paleis"],
  app: "SaltmarshSound",
  appVersion: "26.3.2",
  domain: "api.saltmarshsound.nl",
};

const ticket = (r: Rng) => `SMS26-${r.pick(["3D", "3D", "ZA", "ZO", "CAMP"])}${r.digits(8)}`;

/** Fastify's completion line as tollbooth prints it. */
function tb(_t: number, method: string, url: string, code: number, dur: number): Step {
  return {
    svc: "tollbooth",
    dt: dur,
    level: code >= 500 ? "error" : code >= 400 && code !== 404 ? "warn" : "info",
    msg: `request completed ${method} ${url} statusCode=${code} responseTime=${dur.toFixed(1)}`,
  };
}

/** lograge's one-line request summary in bandstand (Rails API). */
function lograge(
  r: Rng,
  method: string,
  path: string,
  ctrl: string,
  action: string,
  code: number,
  dur: number,
): string {
  return `method=${method} path=${path} format=json controller=${ctrl} action=${action} status=${code} duration=${dur.toFixed(2)} view=${r.float(0.1, 2).toFixed(2)} db=${r.float(0.5, dur / 2).toFixed(2)}`;
}

const flows: Flow[] = [
  {
    name: "timetable",
    weight: 16,
    touches: ["tollbooth", "bandstand"],
    run: (c, t) => {
      const r = c.rng;
      const d = r.float(9, 60);
      const day = r.pick(["vr", "za", "zo"]);
      return [
        {
          svc: "bandstand",
          dt: d - 4,
          msg: lograge(r, "GET", `/api/timetable/${day}`, "TimetableController", "show", 200, d - 6),
        },
        tb(t, "GET", `/v1/timetable/${day}`, 200, d),
      ];
    },
  },
  {
    name: "resale-search",
    weight: 8,
    touches: ["tollbooth", "swapmeet"],
    run: (c, t) => {
      const r = c.rng;
      const d = r.float(15, 90);
      return [
        {
          svc: "swapmeet",
          dt: d - 6,
          msg: `Search listings festival=SMS26 day=${r.pick(["VR", "ZA", "ZO", "3D"])} hits=${r.int(0, 80)} took=${Math.round(d - 9)}ms`,
        },
        tb(t, "GET", "/v1/resale/listings", 200, d),
      ];
    },
  },
  {
    name: "resale-buy",
    weight: 2,
    touches: ["tollbooth", "swapmeet"],
    run: (c, t) => {
      const r = c.rng;
      const d = r.float(400, 1500);
      const lst = `lst_${r.hex(10)}`;
      return [
        { svc: "swapmeet", dt: 10, msg: `Reserved ${lst} for buyer ${r.digits(8)}` },
        {
          svc: "swapmeet",
          dt: d - 40,
          msg: `Ownership of ${ticket(r)} moved to buyer ${r.digits(8)}; old barcode revoked`,
        },
        tb(t, "POST", `/v1/resale/listings/${lst}/buy`, 200, d),
      ];
    },
  },
  {
    name: "link-chip",
    weight: 5,
    touches: ["tollbooth", "loom"],
    run: (c, t) => {
      const r = c.rng;
      const d = r.float(40, 220);
      return [
        {
          svc: "loom",
          dt: d - 10,
          msg: `linked chip ${chipUid(r)} to ticket ${ticket(r)} (${r.pick(["app", "app", "kiosk"])})`,
        },
        tb(t, "POST", "/v1/wristbands/link", 200, d),
      ];
    },
  },
  {
    name: "topup",
    weight: 7,
    touches: ["tollbooth", "coinbox"],
    run: (c, t) => {
      const r = c.rng;
      const d = r.float(350, 1200);
      const amt = r.pick([10, 20, 25, 50]);
      return [
        {
          svc: "coinbox",
          dt: 4,
          msg: `Top-up tp_${r.hex(12)} started for wallet w_${r.hex(8)}: ${money(amt)} EUR via ${r.pick(["card", "card", "ideal", "applepay"])}`,
        },
        {
          svc: "coinbox",
          dt: d - 30,
          msg: `Payvault authorised pv_${r.hex(16)} (${money(amt)} EUR, ${r.int(180, 900)} ms); wallet credited`,
        },
        tb(t, "POST", "/v1/wallet/topups", 201, d),
      ];
    },
  },
  {
    name: "auto-topup",
    weight: 2,
    touches: ["coinbox", "loom"],
    run: (c) => {
      const r = c.rng;
      return [
        {
          svc: "loom",
          dt: 0,
          msg: `balance low for chip ${chipUid(r)} (${money(r.float(0.5, 4.9))} EUR), requesting auto top-up`,
        },
        {
          svc: "coinbox",
          dt: r.int(300, 1100),
          msg: `Auto top-up for wallet w_${r.hex(8)} succeeded: 20.00 EUR (Payvault pv_${r.hex(16)})`,
        },
      ];
    },
  },
  {
    name: "gates",
    weight: 10,
    touches: ["turnstile"],
    run: (c) => {
      const r = c.rng;
      const n = r.int(3, 30);
      return [
        {
          svc: "turnstile",
          dt: 0,
          msg: `gate=${r.pick(W.gates.slice(0, 4))} lane=${String(r.int(1, 16)).padStart(2, "0")} scans=${n} accepted=${n} rejected=0 link=${r.pick(["lte", "lte", "wifi", "fibre"])} rssi=${-r.int(60, 105)}`,
        },
      ];
    },
  },
  {
    name: "crowd",
    weight: 4,
    touches: ["headcount"],
    run: (c) => {
      const r = c.rng;
      return [
        {
          svc: "headcount",
          dt: 0,
          msg: `zone ${r.pick(W.zones)} density=${r.float(0.2, 2.9).toFixed(2)}/m2 flow_in=${r.int(0, 400)}/min flow_out=${r.int(0, 300)}/min`,
        },
      ];
    },
  },
  {
    name: "pos",
    weight: 7,
    touches: ["stallholder", "coinbox"],
    run: (c) => {
      const r = c.rng;
      const amt = r.float(3, 28);
      return [
        {
          svc: "stallholder",
          dt: 0,
          msg: `Sale posted terminal=ST-${r.int(10, 88)} vendor="${r.pick(W.vendors)}" amount=${money(amt)} items=${r.int(1, 5)}`,
        },
        {
          svc: "coinbox",
          dt: r.int(20, 120),
          msg: `Debit ${money(amt)} EUR from wallet w_${r.hex(8)} approved (balance ${money(r.float(0, 60))})`,
        },
      ];
    },
  },
  {
    name: "advancing",
    weight: 1,
    touches: ["greenroom"],
    run: (c) => {
      const r = c.rng;
      return [
        {
          svc: "greenroom",
          dt: 0,
          msg: `advance sheet saved artist=${slug(r.pick(ARTISTS))} section=${r.pick(["hospitality", "backline", "guestlist", "travel", "stage-plot"])} by ${r.pick(["tour-manager", "agent", "production"])}`,
        },
      ];
    },
  },
  {
    name: "push",
    weight: 2,
    touches: ["herald"],
    run: (c) => {
      const r = c.rng;
      return [
        {
          svc: "herald",
          dt: 0,
          msg: `push batch reminder:${slug(r.pick(ARTISTS))} sent=${r.int(200, 5000)} apns_ok fcm_ok in ${r.int(400, 3500)}ms`,
        },
      ];
    },
  },
];

function periodic(c: Ctx): void {
  const r = c.rng;
  every(c, "turnstile", 30000, (t) =>
    emit(c, t, "turnstile", "info", `heartbeat lanes_online=${r.int(44, 48)}/48 offline_buffer=0`),
  );
  every(c, "headcount", 20000, (t) =>
    emit(
      c,
      t,
      "headcount",
      "info",
      `estimate cycle done zones=7 sensors_ok=${r.int(58, 62)}/62 cameras_ok=${r.int(13, 14)}/14`,
    ),
  );
  every(c, "coinbox", 60000, (t) =>
    emit(c, t, "coinbox", "info", `Outbox dispatcher published ${r.int(0, 50)} messages`),
  );
  every(c, "stallholder", 30000, (t) =>
    emit(c, t, "stallholder", "info", `Terminal heartbeat summary: ${r.int(80, 84)}/84 online`),
  );
  every(c, "herald", 15000, (t) => emit(c, t, "herald", "debug", "GET /healthz 200"));
  every(c, "swapmeet", 60000, (t) =>
    emit(c, t, "swapmeet", "info", `Listing index refresh: ${r.int(800, 1400)} active listings`),
  );
  every(c, "greenroom", 120000, (t) =>
    emit(c, t, "greenroom", "info", `celery beat: sending due task greenroom.tasks.sync_contracts`),
  );
  every(c, "loom", 45000, (t) =>
    emit(c, t, "loom", "info", `registry sync ok chips=${r.int(38000, 39000)} delta=${r.int(0, 60)}`),
  );
}

const chronic: Array<(c: Ctx) => void> = [
  (c) =>
    every(c, "bandstand", 45000, (t) =>
      emit(
        c,
        t,
        "bandstand",
        "error",
        `Faraday::ResourceNotFound: the server responded with status 404 (artist preview ${c.rng.int(4000, 4999)} on media CDN), skipping`,
      ),
    ),
  (c) =>
    every(c, "turnstile", 20000, (t) =>
      emit(
        c,
        t,
        "turnstile",
        "error",
        `lane NORTH-0${c.rng.int(1, 3)}: scanner firmware 2.3.1 sent unknown opcode 0x7e, frame dropped`,
      ),
    ),
  (c) =>
    every(c, "stallholder", 30000, (t) =>
      emit(
        c,
        t,
        "stallholder",
        "error",
        `Receipt printer not responding on terminal ST-0${c.rng.int(1, 9)}; receipts disabled`,
      ),
    ),
  (c) =>
    every(c, "headcount", 60000, (t) =>
      emit(
        c,
        t,
        "headcount",
        "warn",
        `camera CAM-14 stale (last frame ${c.rng.int(300, 900)}s ago), WADDEN estimate uses floor sensors only`,
      ),
    ),
];

export const saltmarsh: Estate = {
  key: "saltmarsh",
  org: "Saltmarsh Sound",
  idStyle: "request",
  project: "saltmarsh-prd",
  days: [
    { date: "2026-08-07", from: 12, to: 22 },
    { date: "2026-08-08", from: 10, to: 22 },
    { date: "2026-08-09", from: 10, to: 21 },
  ],
  services: [
    { name: "tollbooth", rt: "node", replicas: 2, version: "8.12.0", port: 3000 },
    { name: "swapmeet", rt: "java", replicas: 1, version: "3.2.1", port: 8080 },
    { name: "loom", rt: "go", replicas: 1, version: "2.0.9", port: 8080 },
    { name: "coinbox", rt: "dotnet", replicas: 1, version: "4.7.0", port: 8080 },
    { name: "turnstile", rt: "go", replicas: 1, version: "1.31.0", port: 8080 },
    { name: "bandstand", rt: "ruby", replicas: 1, version: "2026.8.1", port: 3000 },
    { name: "herald", rt: "node", replicas: 1, version: "1.19.2", port: 3000 },
    { name: "headcount", rt: "python", replicas: 1, version: "0.22.0", port: 8000 },
    { name: "greenroom", rt: "python", replicas: 1, version: "5.0.3", port: 8000 },
    { name: "stallholder", rt: "dotnet", replicas: 1, version: "2.3.0", port: 8080 },
  ],
  roles: {
    shop: "tollbooth",
    auth: "tollbooth",
    resale: "swapmeet",
    transfer: "swapmeet",
    wristband: "loom",
    wallet: "coinbox",
    topup: "coinbox",
    psp: "coinbox",
    gate: "turnstile",
    lineup: "bandstand",
    push: "herald",
    crowd: "headcount",
    weather: "headcount",
    advancing: "greenroom",
    pos: "stallholder",
    worker: "greenroom",
  },
  calls: {
    tollbooth: ["swapmeet", "loom", "coinbox", "bandstand"],
    loom: ["coinbox"],
    stallholder: ["coinbox"],
    herald: ["bandstand"],
    turnstile: ["loom"],
    greenroom: ["bandstand"],
  },
  flows,
  periodic,
  chronic,
  newId: (r) => r.hex(16),
  words: W,
};

export const smTb = tb;
export const smTicket = ticket;
export const smLograge = lograge;
