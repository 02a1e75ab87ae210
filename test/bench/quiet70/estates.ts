// The four made-up carmakers of quiet70 and the normal day of their connected-vehicle platforms: request traffic,
// telemetry, health checks, periodic jobs, the one noisy service, deprecation warnings and retries that succeed.
import type { Ctx, Role } from "./stream.js";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  wmi: string;
  traces: boolean;
  names: Partial<Record<Role, string>>;
  /** the constant harmless complaint, from the first minute */
  noisy: { role: Role; gapMs: number; line: (c: Ctx) => [level: "warn" | "error", msg: string] };
}

export const ESTATES: readonly Estate[] = [
  {
    key: "norvik",
    company: "Norvik Motors",
    namespace: "cv-prod",
    wmi: "YN4",
    traces: true,
    names: {
      app: "mobile-bff",
      cmd: "remote-cmd",
      gw: "vehicle-gateway",
      tlm: "telemetry-ingest",
      trips: "trip-history",
      charge: "charge-sessions",
      ota: "ota-campaigns",
      vin: "vin-registry",
      sms: "sms-wakeup",
      dealer: "dealer-diag",
    },
    noisy: {
      role: "tlm",
      gapMs: 2600,
      line: (c) => [
        "error",
        `decode failed vin=${c.vin()} signal=0x${c.r.pick(["3F2", "1A7", "2C4"])}: CRC mismatch (frame dropped)`,
      ],
    },
  },
  {
    key: "aurelia",
    company: "Aurelia Automotive",
    namespace: "connected-prd",
    wmi: "ZA7",
    traces: false,
    names: {
      app: "companion-api",
      cmd: "command-router",
      gw: "tcu-connector",
      tlm: "signal-ingest",
      trips: "journey-store",
      charge: "ev-charging",
      ota: "fota-orchestrator",
      vin: "vehicle-master",
      sms: "wakeup-sms",
      fleet: "fleet-api",
    },
    noisy: {
      role: "app",
      gapMs: 3100,
      line: (c) => [
        "error",
        `FCM send failed for user ${c.r.int(100000, 999999)}: messaging/registration-token-not-registered (token removed)`,
      ],
    },
  },
  {
    key: "kestrel",
    company: "Kestrel Cars",
    namespace: "kc-connect",
    wmi: "SK9",
    traces: true,
    names: {
      app: "app-gateway",
      cmd: "rvs-commands",
      gw: "tcu-bridge",
      tlm: "telematics-pipe",
      trips: "trips-svc",
      ota: "update-manager",
      vin: "enrolment",
      sms: "notif-hub",
      dealer: "dealer-portal",
      fleet: "fleet-edge",
    },
    noisy: {
      role: "dealer",
      gapMs: 4200,
      line: (c) => [
        "warn",
        `Diagnostic upload from workshop ${c.r.int(1000, 9999)} contains unknown ECU variant ${c.r.pick(["BCM2_X", "TCU4_R", "HVAC_9"])}, stored raw`,
      ],
    },
  },
  {
    key: "halden",
    company: "Halden Mobility",
    namespace: "halden-live",
    wmi: "YH2",
    traces: false,
    names: {
      app: "driver-app-api",
      cmd: "vehicle-cmd",
      gw: "mqtt-bridge",
      tlm: "tlm-consumer",
      trips: "trip-ledger",
      charge: "charge-billing",
      ota: "swup-scheduler",
      vin: "vin-consent",
      dealer: "dms-connector",
      fleet: "fleet-gw",
    },
    noisy: {
      role: "charge",
      gapMs: 3500,
      line: (c) => [
        "error",
        `CDR import: charge point ${c.r.pick(["NL*EVB*", "DE*ION*", "BE*ALL*"])}E${c.r.int(10000, 99999)} sent meterStop < meterStart, session billed from SoC delta`,
      ],
    },
  },
];

const ms = (c: Ctx, lo: number, hi: number) => c.r.int(lo, hi);

/** One user or fleet flow at time t through the roles it touches. */
function flow(c: Ctx, t: number): void {
  const v = c.vin();
  const id = c.id();
  const k = c.r.next();
  if (k < 0.28 && c.has("cmd") && c.has("gw")) {
    const cmd = c.r.pick(["RDU", "RDL", "CLIMATE_START", "HONK_FLASH", "CLIMATE_STOP", "RDU"]);
    const cid = `${c.r.hex(8)}-${c.r.hex(4)}`;
    if (!c.ok("cmd", t) || !c.ok("gw", t)) return;
    c.add(t + 40, "cmd", "info", `Dispatched ${cmd} command ${cid} to ${v} via vehicles/${v}/cmd (qos=1)`, id);
    c.add(t + 55, "gw", "info", `mqtt publish ok topic=vehicles/${v}/cmd qos=1 bytes=${c.r.int(180, 260)}`, id);
    const ack = ms(c, 1800, 9000);
    c.add(t + ack, "cmd", "info", `Command ${cid} acknowledged by vehicle in ${ack} ms, state=EXECUTED`, id);
    c.add(t + c.r.int(60, 190), "app", "info", `POST /v3/vehicles/${v}/commands 202 ${c.r.int(60, 190)}ms`, id);
  } else if (k < 0.45 && c.has("trips")) {
    if (!c.ok("trips", t)) return;
    const d = ms(c, 20, 140);
    c.add(t + d, "trips", "info", `"GET /api/v1/trips?vin=${v}&limit=20 HTTP/1.1" 200 ${c.r.int(900, 9000)}`, id);
    c.add(t + d + 15, "app", "info", `GET /v3/vehicles/${v}/trips 200 ${d + c.r.int(8, 40)}ms`, id);
  } else if (k < 0.58 && c.has("charge")) {
    if (!c.ok("charge", t)) return;
    c.add(
      t,
      "charge",
      "info",
      c.r.chance(0.5)
        ? `OCPP StopTransaction txId=${c.r.int(1000000, 9999999)} vin=${v} energy=${(c.r.next() * 60 + 3).toFixed(2)} kWh`
        : `Session for ${v} priced: ${(c.r.next() * 30 + 2).toFixed(2)} EUR (tariff ${c.r.pick(["AC22-STD", "DC150-FAST", "HOME-FLAT"])})`,
      id,
    );
    c.add(t + ms(c, 30, 90), "app", "info", `GET /v3/vehicles/${v}/charging 200 ${c.r.int(40, 120)}ms`, id);
  } else if (k < 0.72 && c.has("vin")) {
    if (!c.ok("vin", t)) return;
    const d = (c.r.next() * 30 + 4).toFixed(4);
    c.add(
      t,
      "vin",
      "info",
      `Request finished HTTP/1.1 GET http://${c.svc("vin")}/api/vehicles/${v} - 200 - application/json ${d}ms`,
      id,
    );
    c.add(t + ms(c, 20, 60), "app", "info", `GET /v3/garage 200 ${c.r.int(30, 110)}ms`, id);
  } else if (k < 0.8 && c.has("ota")) {
    if (!c.ok("ota", t)) return;
    const st = c.r.pick([
      "DOWNLOADING -> DOWNLOADED",
      "DOWNLOADED -> INSTALLING",
      "INSTALLING -> SUCCEEDED",
      "NOTIFIED -> DOWNLOADING",
    ]);
    c.add(t, "ota", "info", `Campaign CMP-26${c.r.int(10, 11)}-0${c.r.int(3, 7)}: ${v} ${st}`, id);
  } else if (k < 0.9 && c.has("fleet")) {
    const d = c.r.int(40, 300);
    c.add(
      t,
      "fleet",
      "info",
      `10.${c.r.int(2, 9)}.${c.r.int(0, 255)}.${c.r.int(2, 250)}:${c.r.int(30000, 60000)} - "GET /fleet/v1/vehicles/positions?page=${c.r.int(1, 40)} HTTP/1.1" 200 (${d}ms)`,
      id,
    );
  } else if (c.has("dealer")) {
    if (!c.ok("dealer", t)) return;
    const sid = c.r.int(100000, 999999);
    c.add(
      t,
      "dealer",
      "info",
      `Started GET "/api/diag/sessions/${sid}" for 10.40.${c.r.int(0, 255)}.${c.r.int(2, 250)}`,
      id,
    );
    c.add(
      t + c.r.int(20, 90),
      "dealer",
      "info",
      `Completed 200 OK in ${c.r.int(20, 160)}ms (Views: ${(c.r.next() * 5).toFixed(1)}ms | ActiveRecord: ${(c.r.next() * 40).toFixed(1)}ms | Allocations: ${c.r.int(3000, 20000)})`,
      id,
    );
  }
}

/** The normal day: flows at `rate` per second plus telemetry, probes, jobs, deprecations and benign retries. */
export function baseline(c: Ctx, rate: number): void {
  c.every(null, c.t0, c.t1, 1000 / rate, (t) => {
    flow(c, t);
    return null;
  });
  c.every("gw", c.t0, c.t1, 2200, (t) =>
    c.ok("gw", t)
      ? ["info", `uplink batch vin=${c.vin()} frames=${c.r.int(20, 120)} ts_lag_ms=${c.r.int(150, 2400)}`]
      : null,
  );
  c.every("tlm", c.t0, c.t1, 2400, (t) =>
    c.ok("tlm", t)
      ? [
          "info",
          c.r.chance(0.5)
            ? `committed offsets topic=tcu.signals partition=${c.r.int(0, 23)} offset=${c.r.int(10000000, 99999999)} batch=500 took=${c.r.int(18, 90)}ms`
            : `wrote ${c.r.int(800, 6000)} points to tsdb in ${c.r.int(12, 70)}ms`,
        ]
      : null,
  );
  c.every("tlm", c.t0, c.t1, 30000, (t) =>
    c.ok("tlm", t)
      ? ["info", `consumer group tlm-writer lag total=${c.r.int(200, 9000)} max_partition=${c.r.int(0, 23)}`]
      : null,
  );
  // kube-probe traffic on the services that log it
  for (const role of ["app", "gw", "trips", "sms", "fleet"] as Role[]) {
    if (!c.has(role)) continue;
    c.every(role, c.t0 + c.r.int(0, 9000), c.t1, 10000, (t) => {
      if (!c.ok(role, t)) return null;
      if (role === "trips" || role === "fleet")
        return ["info", `10.244.${c.r.int(0, 9)}.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`];
      if (role === "gw") return ["debug", `http: GET /healthz 200 (${c.r.int(0, 2)}ms)`];
      return ["info", `GET /healthz 200 ${c.r.int(0, 3)}ms`];
    });
  }
  // periodic jobs
  c.every("ota", c.t0 + 5000, c.t1, 60000, (t) =>
    c.ok("ota", t)
      ? [
          "info",
          `CampaignScheduler tick: ${c.r.int(3, 9)} active campaigns, ${c.r.int(0, 400)} vehicles due for notification`,
        ]
      : null,
  );
  c.every("vin", c.t0 + 20000, c.t1, 240000, (t) =>
    c.ok("vin", t)
      ? ["info", `Production feed sync finished: ${c.r.int(40, 900)} new VINs, ${c.r.int(0, 30)} updated, 0 rejected`]
      : null,
  );
  c.every("charge", c.t0 + 12000, c.t1, 120000, (t) =>
    c.ok("charge", t)
      ? ["info", `Tariff cache refreshed: ${c.r.int(1200, 4000)} tariffs from roaming hub (${c.r.int(200, 900)} ms)`]
      : null,
  );
  c.every("trips", c.t0 + 30000, c.t1, 180000, (t) =>
    c.ok("trips", t)
      ? ["info", `rollup: closed ${c.r.int(200, 3000)} trips, ${c.r.int(0, 40)} still open past 12h`]
      : null,
  );
  c.every("sms", c.t0 + 8000, c.t1, 5000, (t) =>
    c.ok("sms", t)
      ? [
          "info",
          c.r.chance(0.6)
            ? `wake-up SMS queued iccid=8949${c.r.int(100000000, 999999999)}${c.r.int(1000000, 9999999)} sid=SM${c.r.hex(32)}`
            : `status callback sid=SM${c.r.hex(32)} status=delivered`,
        ]
      : null,
  );
  // the noisy one, from the first minute
  const n = ESTATES.find((e) => e.key === c.e.key)?.noisy;
  if (n && c.has(n.role)) c.every(n.role, c.t0 + c.r.int(500, 20000), c.t1, n.gapMs, () => n.line(c));
  // deprecation warnings
  if (c.has("app"))
    c.every("app", c.t0 + 4000, c.t1, 150000, () => [
      "warn",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    ]);
  if (c.has("trips"))
    c.every("trips", c.t0 + 9000, c.t1, 210000, () => [
      "warn",
      "/app/trips/rollup.py:88: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    ]);
  // retries that succeed
  if (c.has("cmd"))
    c.every("cmd", c.t0 + 15000, c.t1, 45000, (t) =>
      c.ok("cmd", t)
        ? [
            "warn",
            `Publish to vehicles/${c.vin()}/cmd not acknowledged by broker within 2000 ms, retry 1/3 ... ok on retry`,
          ]
        : null,
    );
}
