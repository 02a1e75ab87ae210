// Estate D: Kestrel Weekender, a two-stage weekender on a country estate. Team-prefixed services
// (fan-, pay-, ops-, app-, artist-), Datadog-style 64-bit decimal trace ids. Keycloak, Kotlin/Java,
// .NET, Go, Python, Ruby (Rails), Node (NestJS).
import { emit, every } from "./ctx.js";
import type { Rng } from "./rng.js";
import { javaTrace } from "./stacks.js";
import { ARTISTS, appUa, chipUid, clientIp, money, rubyTime, slug, uuid } from "./text.js";
import type { Ctx, Estate, Flow } from "./types.js";

const W = {
  festival: "Kestrel Weekender",
  code: "KW26",
  currency: "EUR",
  psp: "Moneta Connect",
  stages: ["Kestrel Stage", "Walled Garden", "Orangery", "Stables"],
  zones: ["KS-FRONT", "KS-REAR", "GARDEN", "ORANGERY", "STABLES-YARD", "CAMP-A", "CAMP-B"],
  gates: ["MAIN", "CAMP-A", "CAMP-B", "GUEST", "TRADE"],
  vendors: ["Wild Boar Grill", "Oyster Cart", "Crepe Expectations", "Stables Bar", "Green Bowl", "Lough Coffee"],
  app: "KestrelWeekender",
  appVersion: "7.0.3",
  domain: "api.kestrelweekender.ie",
};

const kwTicket = (r: Rng) => `KW26${r.pick(["W", "W", "S", "U"])}${r.digits(7)}`;

/** A Keycloak event line as the jboss-logging event listener writes it. */
function kc(r: Rng, type: string, user: string | null, extra = ""): string {
  return `type=${type}, realmId=kestrel, clientId=kw-mobile, userId=${user ?? "null"}, ipAddress=${clientIp(r)}${extra}`;
}

const flows: Flow[] = [
  {
    name: "lineup",
    weight: 16,
    touches: ["app-lineup-bff"],
    run: (c) => {
      const r = c.rng;
      const d = r.int(8, 70);
      return [
        {
          svc: "app-lineup-bff",
          dt: d,
          msg: `[LineupController] GET /v3/lineup?day=${r.pick(["fri", "sat", "sun"])} 200 ${d}ms - ${appUa(r, W.app, W.appVersion)}`,
        },
      ];
    },
  },
  {
    name: "timetable-me",
    weight: 6,
    touches: ["app-lineup-bff"],
    run: (c) => {
      const r = c.rng;
      const d = r.int(10, 90);
      return [
        { svc: "app-lineup-bff", dt: d, msg: `[MyPlanController] GET /v3/me/plan 200 ${d}ms (${r.int(0, 30)} sets)` },
      ];
    },
  },
  {
    name: "login",
    weight: 4,
    touches: ["fan-identity"],
    run: (c) => {
      const r = c.rng;
      const refresh = r.chance(0.6);
      return [
        {
          svc: "fan-identity",
          dt: 0,
          msg: refresh
            ? kc(
                r,
                "REFRESH_TOKEN",
                uuid(r),
                `, token_id=${uuid(r)}, grant_type=refresh_token, refresh_token_type=Refresh, scope=openid profile offline_access`,
              )
            : kc(
                r,
                "LOGIN",
                uuid(r),
                `, auth_method=openid-connect, auth_type=code, response_type=code, redirect_uri=kw://auth/callback, consent=no_consent_required, code_id=${uuid(r)}, username=${r.pick(["amelia", "jack", "niamh", "ravi", "zara"])}${r.int(1, 999)}@${r.pick(["gmail.com", "icloud.com", "outlook.ie"])}`,
              ),
        },
      ];
    },
  },
  {
    name: "order",
    weight: 4,
    touches: ["fan-tickets-api"],
    run: (c) => {
      const r = c.rng;
      const d = r.int(200, 900);
      return [
        {
          svc: "fan-tickets-api",
          dt: 5,
          msg: `Creating order for customer ${r.digits(8)}: ${r.int(1, 4)} x ${r.pick(["WEEKEND", "WEEKEND_CAMP", "SATURDAY", "SUNDAY"])}`,
        },
        {
          svc: "fan-tickets-api",
          dt: d,
          msg: `Order KWO-${r.digits(8)} confirmed, ${money(r.pick([159, 209, 89, 418]))} EUR, moneta ref mc_${r.hex(12)} (${d} ms)`,
        },
      ];
    },
  },
  {
    name: "my-tickets",
    weight: 6,
    touches: ["fan-tickets-api"],
    run: (c) => {
      const r = c.rng;
      return [
        {
          svc: "fan-tickets-api",
          dt: r.int(10, 60),
          msg: `GET /v1/me/tickets -> 200 (${r.int(1, 6)} tickets, ${r.int(8, 60)} ms)`,
        },
      ];
    },
  },
  {
    name: "topup",
    weight: 7,
    touches: ["pay-topup-api", "pay-cashless-core"],
    run: (c) => {
      const r = c.rng;
      const d = r.int(300, 1100);
      const amt = r.pick([10, 20, 30, 50]);
      return [
        {
          svc: "pay-topup-api",
          dt: 0,
          msg: `Request starting HTTP/1.1 POST http://pay-topup-api.pay.svc/v2/topups - application/json ${r.int(90, 160)}`,
        },
        {
          svc: "pay-topup-api",
          dt: d - 120,
          msg: `Moneta Connect authorised payment mc_${r.hex(12)} for ${money(amt)} EUR`,
        },
        { svc: "pay-cashless-core", dt: d - 60, msg: `Credited ${money(amt)} EUR to account ${r.digits(9)} (topup)` },
        {
          svc: "pay-topup-api",
          dt: d,
          msg: `Request finished HTTP/1.1 POST http://pay-topup-api.pay.svc/v2/topups - 201 null application/json; charset=utf-8 ${d.toFixed(4)}ms`,
        },
      ];
    },
  },
  {
    name: "pos",
    weight: 9,
    touches: ["pay-pos-gateway", "pay-cashless-core"],
    run: (c) => {
      const r = c.rng;
      const amt = r.float(3, 30);
      const d = r.int(30, 180);
      return [
        { svc: "pay-cashless-core", dt: d - 15, msg: `Debited ${money(amt)} EUR from account ${r.digits(9)} (pos)` },
        {
          svc: "pay-pos-gateway",
          dt: d,
          msg: `txn approved terminal=KW-POS-${r.int(100, 320)} vendor="${r.pick(W.vendors)}" amount=${money(amt)} online=true latency=${d}ms`,
        },
      ];
    },
  },
  {
    name: "bind",
    weight: 3,
    touches: ["pay-cashless-core", "fan-tickets-api"],
    run: (c) => {
      const r = c.rng;
      return [
        { svc: "fan-tickets-api", dt: 0, msg: `Wristband registration requested for ticket ${kwTicket(r)}` },
        { svc: "pay-cashless-core", dt: r.int(40, 200), msg: `Chip ${chipUid(r)} bound to account ${r.digits(9)}` },
      ];
    },
  },
  {
    name: "gates",
    weight: 9,
    touches: ["ops-gate-ingest"],
    run: (c) => {
      const r = c.rng;
      const n = r.int(4, 50);
      return [
        {
          svc: "ops-gate-ingest",
          dt: 0,
          msg: `ingested scans gate=${r.pick(W.gates.slice(0, 3))} reader=R${r.int(1, 24)} n=${n} ok=${n} lag_ms=${r.int(100, 2500)}`,
        },
      ];
    },
  },
  {
    name: "crowd",
    weight: 4,
    touches: ["ops-crowd-density"],
    run: (c) => {
      const r = c.rng;
      return [
        {
          svc: "ops-crowd-density",
          dt: 0,
          msg: `density zone=${r.pick(W.zones)} ppm2=${r.float(0.2, 3).toFixed(2)} trend=${r.pick(["flat", "rising", "falling"])} sensors=${r.int(6, 12)}`,
        },
      ];
    },
  },
  {
    name: "advancing",
    weight: 2,
    touches: ["artist-advance-portal"],
    run: (c, t) => {
      const r = c.rng;
      const d = r.int(40, 300);
      const path = r.pick(["/advances/", "/riders/", "/guestlists/"]) + r.int(100, 400);
      return [
        { svc: "artist-advance-portal", dt: 0, msg: `Started GET "${path}" for ${clientIp(r)} at ${rubyTime(t)}` },
        {
          svc: "artist-advance-portal",
          dt: d,
          msg: `Completed 200 OK in ${d}ms (Views: ${r.int(10, 80)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(2, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(9000, 60000)})`,
        },
      ];
    },
  },
  {
    name: "push",
    weight: 2,
    touches: ["app-push-sender"],
    run: (c) => {
      const r = c.rng;
      return [
        {
          svc: "app-push-sender",
          dt: 0,
          msg: `campaign=reminder-${slug(r.pick(ARTISTS))} delivered=${r.int(300, 6000)} failed=0 duration=${r.float(0.5, 5).toFixed(2)}s`,
        },
      ];
    },
  },
  {
    name: "resale",
    weight: 3,
    touches: ["fan-resale-worker"],
    run: (c) => {
      const r = c.rng;
      return [
        {
          svc: "fan-resale-worker",
          dt: 0,
          msg: `Processed resale.${r.pick(["listing.created", "listing.sold", "listing.withdrawn"])} partition=${r.int(0, 5)} offset=${r.digits(7)} in ${r.int(3, 80)} ms`,
        },
      ];
    },
  },
];

function periodic(c: Ctx): void {
  const r = c.rng;
  every(c, "pay-pos-gateway", 30000, (t) =>
    emit(c, t, "pay-pos-gateway", "info", `terminals online=${r.int(205, 214)}/220 offline_queue=${r.int(0, 40)}`),
  );
  every(c, "ops-gate-ingest", 20000, (t) =>
    emit(c, t, "ops-gate-ingest", "info", `readers online=${r.int(22, 24)}/24 backlog=0`),
  );
  every(c, "ops-weather-hold", 60000, (t) =>
    emit(
      c,
      t,
      "ops-weather-hold",
      "info",
      `met feed ok wind_kmh=${r.int(8, 24)} gust_kmh=${r.int(15, 38)} lightning_km=none hold_state=GREEN`,
    ),
  );
  every(c, "fan-tickets-api", 15000, (t) =>
    emit(c, t, "fan-tickets-api", "debug", "GET /actuator/health/readiness -> 200"),
  );
  every(c, "pay-cashless-core", 60000, (t) =>
    emit(
      c,
      t,
      "pay-cashless-core",
      "info",
      `Ledger snapshot written: ${r.int(52000, 54000)} accounts, ${r.int(0, 3)} pending reversals`,
    ),
  );
  every(c, "fan-resale-worker", 30000, (t) =>
    emit(c, t, "fan-resale-worker", "info", `Consumer group fan-resale lag=${r.int(0, 30)} partitions=6`),
  );
  every(c, "app-push-sender", 30000, (t) =>
    emit(c, t, "app-push-sender", "debug", `token cache size=${r.int(70000, 71000)} apns_conns=4`),
  );
  every(c, "ops-crowd-density", 15000, (t) =>
    emit(c, t, "ops-crowd-density", "info", `model tick zones=7 max_ppm2=${r.float(1, 3).toFixed(2)}`),
  );
}

const chronic: Array<(c: Ctx) => void> = [
  (c) =>
    every(c, "fan-tickets-api", 12000, (t) =>
      emit(
        c,
        t,
        "fan-tickets-api",
        "error",
        "Failed to export spans. The request could not be executed. Full error message: Failed to connect to otel-collector.observability/10.96.14.2:4317",
        c.rng.chance(0.3)
          ? {
              stack: javaTrace(
                "java.net.ConnectException",
                "Failed to connect to otel-collector.observability/10.96.14.2:4317",
                [
                  "okhttp3.internal.connection.RealConnection.connectSocket(RealConnection.kt:297)",
                  "okhttp3.internal.connection.RealConnection.connect(RealConnection.kt:207)",
                  "okhttp3.internal.connection.ExchangeFinder.findConnection(ExchangeFinder.kt:226)",
                  "io.opentelemetry.exporter.internal.okhttp.OkHttpGrpcSender.send(OkHttpGrpcSender.java:98)",
                  "java.base/java.lang.Thread.run(Thread.java:1583)",
                ],
                [
                  {
                    cls: "java.net.ConnectException",
                    msg: "Connection refused",
                    frames: ["java.base/sun.nio.ch.Net.pollConnect(Native Method)"],
                    more: 14,
                  },
                ],
              ),
              errType: "java.net.ConnectException",
            }
          : {},
      ),
    ),
  (c) =>
    every(c, "ops-crowd-density", 25000, (t) =>
      emit(c, t, "ops-crowd-density", "error", `sensor kw-dens-0${c.rng.int(30, 33)} payload CRC mismatch, dropped`),
    ),
  (c) =>
    every(c, "pay-pos-gateway", 40000, (t) =>
      emit(
        c,
        t,
        "pay-pos-gateway",
        "warn",
        `terminal KW-POS-0${c.rng.int(70, 79)} firmware 4.1.0 below minimum 4.2.0, update scheduled`,
      ),
    ),
  (c) =>
    every(c, "artist-advance-portal", 50000, (t) =>
      emit(
        c,
        t,
        "artist-advance-portal",
        "error",
        `ActiveStorage::FileNotFoundError (rider preview variant missing for blob ${c.rng.int(2000, 3000)}), regenerating later`,
      ),
    ),
];

export const kestrel: Estate = {
  key: "kestrel",
  org: "Kestrel Weekender",
  idStyle: "trace",
  project: "kestrel-weekender-prod",
  days: [
    { date: "2026-08-28", from: 14, to: 23 },
    { date: "2026-08-29", from: 10, to: 23 },
    { date: "2026-08-30", from: 10, to: 21 },
  ],
  services: [
    { name: "fan-identity", rt: "keycloak", replicas: 1, version: "24.0.5", port: 8080 },
    { name: "fan-tickets-api", rt: "java", replicas: 2, version: "1.48.0", port: 8080 },
    { name: "fan-resale-worker", rt: "java", replicas: 1, version: "1.48.0", port: 8081 },
    { name: "pay-topup-api", rt: "dotnet", replicas: 1, version: "4.8.2", port: 8080 },
    { name: "pay-cashless-core", rt: "dotnet", replicas: 1, version: "6.1.0", port: 8080 },
    { name: "pay-pos-gateway", rt: "go", replicas: 1, version: "2.5.1", port: 8443 },
    { name: "ops-gate-ingest", rt: "go", replicas: 1, version: "0.19.0", port: 8080 },
    { name: "ops-crowd-density", rt: "python", replicas: 1, version: "3.3.0", port: 8000 },
    { name: "ops-weather-hold", rt: "python", replicas: 1, version: "1.2.4", port: 8000 },
    { name: "artist-advance-portal", rt: "ruby", replicas: 1, version: "7.4.0", port: 3000 },
    { name: "app-lineup-bff", rt: "node", replicas: 1, version: "5.14.0", port: 3000 },
    { name: "app-push-sender", rt: "go", replicas: 1, version: "1.7.2", port: 8080 },
  ],
  roles: {
    shop: "fan-tickets-api",
    auth: "fan-identity",
    resale: "fan-resale-worker",
    transfer: "fan-tickets-api",
    wristband: "pay-cashless-core",
    wallet: "pay-cashless-core",
    topup: "pay-topup-api",
    psp: "pay-topup-api",
    pos: "pay-pos-gateway",
    gate: "ops-gate-ingest",
    crowd: "ops-crowd-density",
    weather: "ops-weather-hold",
    advancing: "artist-advance-portal",
    lineup: "app-lineup-bff",
    push: "app-push-sender",
    worker: "fan-resale-worker",
  },
  calls: {
    "pay-topup-api": ["pay-cashless-core"],
    "pay-pos-gateway": ["pay-cashless-core"],
    "fan-tickets-api": ["pay-cashless-core", "fan-identity"],
    "app-lineup-bff": ["fan-identity"],
    "app-push-sender": ["app-lineup-bff"],
    "fan-resale-worker": ["fan-tickets-api"],
    "ops-gate-ingest": ["fan-tickets-api"],
    "artist-advance-portal": ["app-lineup-bff"],
  },
  flows,
  periodic,
  chronic,
  newId: (r) => BigInt.asUintN(64, BigInt(`0x${r.hex(16)}`)).toString(),
  words: W,
};

export const kwTicketId = kwTicket;
export const kwKeycloak = kc;
