// Estate A: Harbourlight Live, a harbour-side city festival. Kebab-case services behind an Envoy edge,
// W3C trace ids on every line of a request. Java (Spring Boot), Node, Go, .NET, Python.
import { emit, every, httpLevel } from "./ctx.js";
import type { Rng } from "./rng.js";
import { ARTISTS, appUa, chipUid, clf, clientIp, iso, money, podIp, slug, uuid } from "./text.js";
import type { Ctx, Estate, Flow, Step } from "./types.js";

const W = {
  festival: "Harbourlight Live",
  code: "HL26",
  currency: "GBP",
  psp: "Tillpoint",
  stages: ["Quayside Main", "Lighthouse Tent", "Dry Dock", "The Net Loft", "Boathouse"],
  zones: ["MAIN-PIT", "MAIN-REAR", "QUAY-WALK", "DRYDOCK-FLOOR", "NETLOFT", "FOOD-COURT", "EAST-EXIT"],
  gates: ["N", "S", "QUAY", "VIP", "STAFF"],
  vendors: [
    "Stack & Smoke BBQ",
    "Halloumi Haven",
    "The Cider Barn",
    "Bao Down",
    "Harbour Fish Bar",
    "Brew Crew Coffee",
  ],
  app: "HarbourlightLive",
  appVersion: "5.2.1",
  domain: "api.harbourlight.live",
};

const tix = (r: Rng) =>
  `HL26-${r.pick(["WKND", "SAT", "SUN", "FRI"])}-${r.pick(["GA", "GA", "GA", "VIP", "GA+"])}-${r.digits(7)}`;

/** One Envoy access-log line (default format) for a request that ends after `dur` ms. */
function edge(
  c: Ctx,
  t: number,
  dur: number,
  method: string,
  path: string,
  code: number,
  _upstream: string,
  port: number,
  flags = "-",
): Step {
  const r = c.rng;
  const up = code === 503 && flags !== "-" ? "-" : String(Math.max(1, Math.round(dur - r.int(1, 4))));
  return {
    svc: "edge-gateway",
    dt: dur + r.int(1, 3),
    level: httpLevel(code),
    msg: `[${iso(t)}] "${method} ${path} HTTP/2" ${code} ${flags} ${method === "GET" ? 0 : r.int(60, 900)} ${code >= 400 ? r.int(40, 180) : r.int(300, 24000)} ${Math.round(dur)} ${up} "${clientIp(r)}" "${appUa(r, W.app, W.appVersion)}" "${uuid(r)}" "${W.domain}" "${podIp(r)}:${port}"`,
  };
}

function gunicorn(r: Rng, t: number, path: string, code: number, ua: string): string {
  return `${podIp(r)} - - [${clf(t)}] "GET ${path} HTTP/1.1" ${code} ${r.int(800, 42000)} "-" "${ua}"`;
}

const flows: Flow[] = [
  {
    name: "lineup",
    weight: 18,
    touches: ["lineup-api"],
    run: (c, t) => {
      const r = c.rng;
      const day = r.pick(["fri", "sat", "sun"]);
      const d = r.int(8, 60);
      return [
        {
          svc: "lineup-api",
          dt: d - 2,
          msg: gunicorn(
            r,
            t,
            `/api/v1/lineup/?day=${day}&stage=${r.pick(["all", "all", "quayside-main", "lighthouse-tent"])}`,
            200,
            appUa(r, W.app, W.appVersion),
          ),
        },
        edge(c, t, d, "GET", `/api/v1/lineup?day=${day}`, 200, "lineup-api", 8000),
      ];
    },
  },
  {
    name: "favourite",
    weight: 6,
    touches: ["lineup-api", "push-fanout"],
    run: (c, t) => {
      const r = c.rng;
      const a = r.pick(ARTISTS);
      const d = r.int(20, 90);
      return [
        {
          svc: "lineup-api",
          dt: 4,
          msg: `favourite added user=u_${r.digits(7)} artist=${slug(a)} set=${r.pick(W.stages)}`,
        },
        {
          svc: "push-fanout",
          dt: d - 10,
          msg: `subscribed device ${r.hex(8)}… to topic reminder-${slug(a)} (platform=${r.pick(["apns", "fcm"])})`,
        },
        edge(c, t, d, "POST", "/api/v1/me/favourites", 201, "lineup-api", 8000),
      ];
    },
  },
  {
    name: "order",
    weight: 5,
    touches: ["ticket-shop", "payments-bridge"],
    run: (c, t) => {
      const r = c.rng;
      const n = r.int(1, 4);
      const amt = n * r.pick([129.5, 149, 89, 249]);
      const ch = `ch_3P${r.hex(10)}`;
      const d = r.int(380, 1400);
      return [
        {
          svc: "ticket-shop",
          dt: 6,
          msg: `order HL-O-${r.hex(6).toUpperCase()} created: ${n} x ${r.pick(["Weekend GA", "Saturday GA", "Weekend VIP", "Sunday GA"])}, total ${money(amt)} GBP`,
        },
        {
          svc: "payments-bridge",
          dt: d - 80,
          msg: `tillpoint charge ${ch} succeeded amount=${Math.round(amt * 100)} currency=gbp brand=${r.pick(["visa", "mastercard", "amex"])} 3ds=${r.pick(["frictionless", "challenge", "exempt"])}`,
        },
        { svc: "ticket-shop", dt: d - 20, msg: `POST /api/v2/orders 201 ${d - 20}ms` },
        edge(c, t, d, "POST", "/api/v2/orders", 201, "ticket-shop", 3000),
      ];
    },
  },
  {
    name: "resale-search",
    weight: 9,
    touches: ["resale-market"],
    run: (c, t) => {
      const r = c.rng;
      const d = r.int(12, 70);
      return [
        {
          svc: "resale-market",
          dt: d - 5,
          msg: `Listing search event=HL26 day=${r.pick(["FRI", "SAT", "SUN", "WKND"])} tier=${r.pick(["GA", "VIP", "ANY"])} -> ${r.int(0, 64)} results in ${d - 8} ms`,
        },
        edge(c, t, d, "GET", "/api/v2/resale/listings", 200, "resale-market", 8080),
      ];
    },
  },
  {
    name: "resale-buy",
    weight: 2,
    touches: ["resale-market", "payments-bridge", "transfer-service"],
    run: (c, t) => {
      const r = c.rng;
      const l = `L-${r.digits(6)}`;
      const ticket = tix(r);
      const d = r.int(700, 1900);
      return [
        { svc: "resale-market", dt: 8, msg: `Listing ${l} reserved for buyer u_${r.digits(7)} (hold 600s)` },
        {
          svc: "payments-bridge",
          dt: 300,
          msg: `tillpoint charge ch_3P${r.hex(10)} succeeded amount=${r.pick([13450, 15200, 9100])} currency=gbp brand=visa 3ds=frictionless`,
        },
        {
          svc: "transfer-service",
          dt: d - 200,
          msg: `Transfer TR-${r.digits(7)} completed: ticket ${ticket} reissued to u_${r.digits(7)}, barcode rotated`,
        },
        { svc: "resale-market", dt: d - 40, msg: `Listing ${l} sold, seller payout queued` },
        edge(c, t, d, "POST", `/api/v2/resale/listings/${l}/purchase`, 200, "resale-market", 8080),
      ];
    },
  },
  {
    name: "transfer",
    weight: 4,
    touches: ["ticket-shop", "transfer-service"],
    run: (c, t) => {
      const r = c.rng;
      const d = r.int(90, 400);
      const accept = r.chance(0.4);
      const id = `TR-${r.digits(7)}`;
      return [
        {
          svc: "transfer-service",
          dt: d - 40,
          msg: accept
            ? `Transfer ${id} accepted by recipient, ticket ${tix(r)} reissued`
            : `Transfer ${id} created for ticket ${tix(r)}, awaiting recipient acceptance (expires in 72h)`,
        },
        {
          svc: "ticket-shop",
          dt: d - 10,
          msg: `POST /api/v2/tickets/transfer${accept ? "/accept" : ""} ${accept ? 200 : 201} ${d - 10}ms`,
        },
        edge(
          c,
          t,
          d,
          "POST",
          `/api/v2/tickets/transfer${accept ? "/accept" : ""}`,
          accept ? 200 : 201,
          "ticket-shop",
          3000,
        ),
      ];
    },
  },
  {
    name: "activate",
    weight: 5,
    touches: ["wristband-svc", "topup-wallet"],
    run: (c, t) => {
      const r = c.rng;
      const uid = chipUid(r);
      const d = r.int(60, 260);
      return [
        { svc: "wristband-svc", dt: d - 60, msg: `wristband activated uid=${uid} ticket=${tix(r)} took=${d - 70}ms` },
        { svc: "topup-wallet", dt: d - 20, msg: `Wallet W-${r.digits(7)} opened for wristband ${uid}` },
        edge(c, t, d, "POST", "/api/v1/wristbands/activate", 200, "wristband-svc", 8080),
      ];
    },
  },
  {
    name: "topup",
    weight: 6,
    touches: ["topup-wallet", "payments-bridge"],
    run: (c, t) => {
      const r = c.rng;
      const amt = r.pick([10, 20, 20, 30, 40, 50]);
      const d = r.int(300, 1100);
      return [
        {
          svc: "topup-wallet",
          dt: 2,
          msg: `Request starting HTTP/2 POST http://topup-wallet:8080/v1/topups - application/json ${r.int(80, 140)}`,
        },
        {
          svc: "payments-bridge",
          dt: d - 90,
          msg: `tillpoint charge ch_3P${r.hex(10)} succeeded amount=${amt * 100} currency=gbp brand=${r.pick(["visa", "mastercard"])} wallet=true`,
        },
        {
          svc: "topup-wallet",
          dt: d - 30,
          msg: `Top-up TU-${r.hex(6).toUpperCase()} credited ${money(amt)} GBP to wallet W-${r.digits(7)}`,
        },
        {
          svc: "topup-wallet",
          dt: d - 25,
          msg: `Request finished HTTP/2 POST http://topup-wallet:8080/v1/topups - 201 null application/json; charset=utf-8 ${(d - 27).toFixed(4)}ms`,
        },
        edge(c, t, d, "POST", "/api/v1/wallet/topups", 201, "topup-wallet", 8080),
      ];
    },
  },
  {
    name: "gate-batch",
    weight: 10,
    touches: ["gate-scanner-sync", "wristband-svc"],
    run: (c) => {
      const r = c.rng;
      const n = r.int(8, 60);
      const dup = r.chance(0.3) ? r.int(1, 2) : 0;
      const gate = r.pick(W.gates.slice(0, 3));
      return [
        {
          svc: "gate-scanner-sync",
          dt: 0,
          msg: `uplink batch gate=${gate} lane=${String(r.int(1, 12)).padStart(2, "0")} scans=${n} valid=${n - dup} dup=${dup} rtt=${r.int(90, 900)}ms`,
        },
        { svc: "wristband-svc", dt: r.int(15, 60), msg: `entry events recorded gate=${gate} count=${n - dup}` },
      ];
    },
  },
  {
    name: "sensors",
    weight: 4,
    touches: ["site-sensors"],
    run: (c) => {
      const r = c.rng;
      return [
        {
          svc: "site-sensors",
          dt: 0,
          msg: `ingested ${r.int(12, 80)} readings zone=${r.pick(W.zones)} density=${r.float(0.4, 2.6).toFixed(1)}p/m2 lag=${r.int(80, 900)}ms`,
        },
      ];
    },
  },
  {
    name: "push",
    weight: 2,
    touches: ["push-fanout"],
    run: (c) => {
      const r = c.rng;
      const a = r.pick(ARTISTS);
      const ap = r.int(300, 4000);
      const fc = r.int(300, 3500);
      return [
        {
          svc: "push-fanout",
          dt: 0,
          msg: `fan-out topic=reminder-${slug(a)} devices=${ap + fc} apns=${ap} fcm=${fc} failed=0 took=${(r.float(0.6, 4)).toFixed(1)}s`,
        },
      ];
    },
  },
];

function periodic(c: Ctx): void {
  const r = c.rng;
  every(c, "lineup-api", 10000, (t) =>
    emit(c, t, "lineup-api", "info", `${podIp(r)} - - [${clf(t)}] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`),
  );
  every(c, "gate-scanner-sync", 30000, (t) =>
    emit(
      c,
      t,
      "gate-scanner-sync",
      "info",
      `fleet status online=${r.int(52, 56)}/56 queued_offline=0 oldest_heartbeat=${r.int(3, 20)}s`,
    ),
  );
  every(c, "transfer-service", 60000, (t) =>
    emit(
      c,
      t,
      "transfer-service",
      "info",
      `Outbox relay published ${r.int(0, 40)} events to topic ticket.transfers.v2`,
    ),
  );
  every(c, "topup-wallet", 60000, (t) =>
    emit(c, t, "topup-wallet", "info", `Settlement sweep finished: ${r.int(0, 3)} pending top-ups reconciled`),
  );
  every(c, "site-sensors", 15000, (t) =>
    emit(
      c,
      t,
      "site-sensors",
      "info",
      `snapshot ${W.zones
        .slice(0, 4)
        .map((z) => `${z}=${r.float(0.3, 2.8).toFixed(1)}`)
        .join(" ")}`,
    ),
  );
  every(c, "push-fanout", 30000, (t) =>
    emit(
      c,
      t,
      "push-fanout",
      "debug",
      `apns http/2 session ok streams=${r.int(2, 40)} fcm v1 token refreshed=${r.chance(0.05)}`,
    ),
  );
  every(c, "payments-bridge", 60000, (t) =>
    emit(c, t, "payments-bridge", "info", `webhook sweep: ${r.int(0, 2)} pending tillpoint events`),
  );
  every(c, "resale-market", 120000, (t) =>
    emit(c, t, "resale-market", "info", `Expired ${r.int(0, 9)} listing reservations (scheduler resale-hold-expiry)`),
  );
  every(c, "wristband-svc", 45000, (t) =>
    emit(c, t, "wristband-svc", "info", `cache refresh entitlements=${r.int(30000, 31000)} took=${r.int(40, 300)}ms`),
  );
  every(c, "ticket-shop", 20000, (t) => emit(c, t, "ticket-shop", "debug", `GET /healthz 200 1ms`));
}

const chronic: Array<(c: Ctx) => void> = [
  (c) =>
    every(c, "resale-market", 15000, (t) =>
      emit(
        c,
        t,
        "resale-market",
        "error",
        "Failed to send metric 'resale.listing.age' to statsd-exporter:9125: java.net.PortUnreachableException: ICMP Port Unreachable",
      ),
    ),
  (c) =>
    every(c, "site-sensors", 22000, (t) =>
      emit(
        c,
        t,
        "site-sensors",
        "error",
        `reading rejected sensor=CD-1${c.rng.int(10, 19)} zone=EAST-EXIT value=-1.0 reason="out of range" (known faulty unit, ticket OPS-2231)`,
      ),
    ),
  (c) =>
    every(c, "lineup-api", 40000, (t) =>
      emit(
        c,
        t,
        "lineup-api",
        "error",
        `Thumbnail fetch failed for artist ${slug(c.rng.pick(ARTISTS))}: 404 from images.harbourlight.live, using placeholder`,
      ),
    ),
];

export const harbourlight: Estate = {
  key: "harbourlight",
  org: "Harbourlight Live",
  idStyle: "trace",
  project: "hll-prod",
  days: [
    { date: "2026-07-10", from: 15, to: 22 },
    { date: "2026-07-11", from: 11, to: 22 },
    { date: "2026-07-12", from: 11, to: 21 },
  ],
  services: [
    { name: "edge-gateway", rt: "envoy", replicas: 2, version: "1.30.2", port: 8443 },
    { name: "ticket-shop", rt: "node", replicas: 2, version: "4.18.0", port: 3000 },
    { name: "resale-market", rt: "java", replicas: 1, version: "2.9.4", port: 8080 },
    { name: "transfer-service", rt: "java", replicas: 1, version: "1.33.0", port: 8080 },
    { name: "wristband-svc", rt: "go", replicas: 1, version: "0.27.3", port: 8080 },
    { name: "topup-wallet", rt: "dotnet", replicas: 1, version: "3.4.1", port: 8080 },
    { name: "payments-bridge", rt: "node", replicas: 1, version: "2.2.7", port: 3000 },
    { name: "gate-scanner-sync", rt: "go", replicas: 1, version: "1.14.2", port: 8080 },
    { name: "lineup-api", rt: "python", replicas: 1, version: "6.1.0", port: 8000 },
    { name: "push-fanout", rt: "node", replicas: 1, version: "3.8.4", port: 3000 },
    { name: "site-sensors", rt: "python", replicas: 1, version: "1.6.2", port: 8000 },
  ],
  roles: {
    edge: "edge-gateway",
    shop: "ticket-shop",
    auth: "ticket-shop",
    resale: "resale-market",
    transfer: "transfer-service",
    wristband: "wristband-svc",
    wallet: "topup-wallet",
    topup: "topup-wallet",
    psp: "payments-bridge",
    gate: "gate-scanner-sync",
    lineup: "lineup-api",
    push: "push-fanout",
    crowd: "site-sensors",
    weather: "site-sensors",
    worker: "transfer-service",
  },
  calls: {
    "edge-gateway": ["ticket-shop", "resale-market", "wristband-svc", "topup-wallet", "lineup-api"],
    "ticket-shop": ["payments-bridge", "transfer-service"],
    "resale-market": ["payments-bridge", "transfer-service"],
    "topup-wallet": ["payments-bridge"],
    "wristband-svc": ["topup-wallet"],
    "lineup-api": ["push-fanout"],
    "gate-scanner-sync": ["wristband-svc"],
  },
  flows,
  periodic,
  chronic,
  newId: (r) => r.hex(32),
  words: W,
};

export const hlEdge = edge;
export const hlTix = tix;
