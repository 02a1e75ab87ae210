// The three made-up companies of holdout66: their services, runtimes, request chains and everyday noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Tmpl {
  every: number; // mean seconds between lines at traffic factor 1
  level: Level;
  msg: (r: Rng) => string;
}
export interface Step {
  svc: string;
  level?: Level;
  msg: (r: Rng) => string;
}
export interface Chain {
  every: number;
  steps: Step[];
}
export interface Svc {
  name: string;
  runtime: string; // java, go, python, node, dotnet, ruby, cpp, rust
  base: Tmpl[];
}
export interface Estate {
  key: string;
  company: string;
  ns: string;
  trace: "hex12" | "hex32" | "none";
  services: Svc[];
  chains: Chain[];
  noisy: string;
}

const t = (every: number, level: Level, msg: (r: Rng) => string): Tmpl => ({ every, level, msg });
const vin = (r: Rng) => `1HL${r.pick(["8R", "9R", "7T", "S7", "X9"])}${r.int(10000000, 99999999)}`;
const imei = (r: Rng) => `35${r.int(1000000, 9999999)}${r.int(100000, 999999)}`;
const eui = (r: Rng) => `a84041${r.hex(10)}`;
const gw = (r: Rng) => `0016c001ff1${r.pick(["0a235", "0b719", "1c04e", "0f3a2", "12d88", "09e41"])}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const ip = (r: Rng) => `10.${r.int(8, 40)}.${r.int(0, 15)}.${r.int(2, 250)}`;
export const ids = { vin, imei, eui, gw, ip };

// ---------- harrowline: farm-equipment telematics (request ids on http calls) ----------
const harrowline: Estate = {
  key: "harrowline",
  company: "Harrowline Machinery",
  ns: "telematics-prod",
  trace: "hex12",
  noisy: "dealer-sync",
  services: [
    {
      name: "fleet-dashboard",
      runtime: "node",
      base: [
        t(9, "INFO", (r) => `GET /healthz 200 ${ms(r, 1, 4)}ms`),
        t(
          45,
          "WARN",
          () => "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
        ),
        t(
          30,
          "INFO",
          (r) => `ws: ${r.int(120, 460)} dashboard sockets open, pushed ${r.int(300, 2400)} position updates`,
        ),
      ],
    },
    {
      name: "telematics-ingest",
      runtime: "go",
      base: [
        t(
          4,
          "INFO",
          (r) => `batch committed machines=${r.int(20, 180)} frames=${r.int(800, 9000)} lag_ms=${r.int(40, 900)}`,
        ),
        t(14, "WARN", (r) => `dropping duplicate frame seq=${r.int(10000, 99999)} vin=${vin(r)} (already stored)`),
        t(
          20,
          "WARN",
          (r) => `late frame vin=${vin(r)} event_time=-${r.int(6, 95)}m (buffered while offline), accepted`,
        ),
        t(10, "INFO", () => "GET /readyz 200"),
      ],
    },
    {
      name: "can-gateway",
      runtime: "cpp",
      base: [
        t(
          5,
          "INFO",
          (r) =>
            `[j1939] decoded ${r.int(200, 1900)} frames from ${r.int(8, 60)} ECUs in ${r.int(2, 40)}ms (pgn 61444,65262,65266)`,
        ),
        t(25, "WARN", (r) => `[j1939] SPN 110 out of range on ${vin(r)}: raw=0xFE (not available), skipped`),
        t(
          60,
          "INFO",
          (r) => `[dm1] active DTC SPN ${r.pick(["3251", "4364", "5246", "1569"])} FMI ${r.int(0, 31)} on ${vin(r)}`,
        ),
      ],
    },
    {
      name: "modem-link",
      runtime: "go",
      base: [
        t(
          7,
          "INFO",
          (r) =>
            `session up imei=${imei(r)} apn=m2m.harrowline rat=${r.pick(["LTE-M", "LTE", "NB-IoT"])} rsrp=${-r.int(85, 112)}dBm`,
        ),
        t(
          9,
          "WARN",
          (r) =>
            `session lost imei=${imei(r)} last_rsrp=${-r.int(113, 126)}dBm cause=radio-link-failure; machine will buffer`,
        ),
        t(
          40,
          "INFO",
          (r) =>
            `sim ${r.int(8944000000, 8944999999)}... data usage sync: ${r.int(1200, 9000)} SIMs, ${r.int(40, 300)} MB`,
        ),
      ],
    },
    {
      name: "mqtt-broker",
      runtime: "erlang",
      base: [
        t(6, "INFO", (r) => `client_connected clientid=tractor-${vin(r)} proto_ver=5 keepalive=120 ip=${ip(r)}`),
        t(
          8,
          "INFO",
          (r) =>
            `client_disconnected clientid=tractor-${vin(r)} reason=${r.pick(["keepalive_timeout", "normal", "sock_closed"])}`,
        ),
        t(
          120,
          "INFO",
          (r) => `stats: connections.count=${r.int(14000, 16000)} messages.received.rate=${r.int(2200, 4100)}/s`,
        ),
      ],
    },
    {
      name: "device-registry",
      runtime: "java",
      base: [
        t(
          8,
          "INFO",
          (r) =>
            `Resolved machine ${vin(r)} -> dealer ${r.int(1000, 4999)}, model ${r.pick(["8R 410", "S790", "9RX 640", "T670"])}`,
        ),
        t(10, "INFO", () => "GET /actuator/health 200 UP"),
        t(
          90,
          "WARN",
          () => "HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
        ),
      ],
    },
    {
      name: "ota-campaigns",
      runtime: "python",
      base: [
        t(
          15,
          "INFO",
          (r) => `campaign fw-4.12.${r.int(2, 3)}: ${r.int(300, 1400)}/1500 machines updated, ${r.int(3, 40)} pending`,
        ),
        t(18, "WARN", (r) => `chunk ${r.int(1, 64)}/64 to ${vin(r)} timed out on weak link, retry ${r.int(1, 3)}/5`),
        t(30, "INFO", (r) => `chunk transfer to ${vin(r)} resumed and completed after ${r.int(1, 4)} retries`),
      ],
    },
    {
      name: "alerting",
      runtime: "ruby",
      base: [
        t(12, "INFO", (r) => `AlertJob JID-${r.hex(24)} INFO: done: ${(r.int(20, 900) / 1000).toFixed(3)} sec`),
        t(
          50,
          "WARN",
          () =>
            "DEPRECATION WARNING: `ActiveSupport::Deprecation.warn` is deprecated (called from block in <class:AlertRule>)",
        ),
      ],
    },
    {
      name: "machine-history",
      runtime: "java",
      base: [
        t(6, "INFO", (r) => `Inserted ${r.int(100, 2000)} rows into machine_hours (${r.int(8, 90)} ms)`),
        t(
          60,
          "INFO",
          (r) => `HikariPool-1 - Pool stats (total=20, active=${r.int(1, 7)}, idle=${r.int(10, 19)}, waiting=0)`,
        ),
        t(11, "INFO", () => "GET /actuator/health 200 UP"),
      ],
    },
    {
      name: "dealer-sync",
      runtime: "dotnet",
      base: [
        t(
          6,
          "ERROR",
          (r) =>
            `DealerSync.Worker: dealer ${r.pick(["2231", "3307", "4410"])} has no service region configured; skipping machine export`,
        ),
        t(
          40,
          "INFO",
          (r) => `DealerSync.Worker: exported ${r.int(10, 300)} machine hours to DMS for ${r.int(80, 120)} dealers`,
        ),
      ],
    },
  ],
  chains: [
    {
      every: 3,
      steps: [
        { svc: "fleet-dashboard", msg: (r) => `GET /api/machines/${vin(r)}/position 200 ${ms(r, 30, 240)}ms` },
        { svc: "device-registry", msg: (r) => `GET /machines/${vin(r)} 200 (${ms(r, 3, 30)} ms)` },
        {
          svc: "machine-history",
          msg: (r) => `query engine_hours window=24h rows=${r.int(10, 400)} ${ms(r, 4, 60)}ms`,
        },
      ],
    },
    {
      every: 5,
      steps: [
        { svc: "telematics-ingest", msg: (r) => `registry lookup vin=${vin(r)} ok cached=${r.chance(0.7)}` },
        { svc: "device-registry", msg: (r) => `GET /machines/by-imei/${imei(r)} 200 (${ms(r, 2, 25)} ms)` },
      ],
    },
    {
      every: 8,
      steps: [
        { svc: "alerting", msg: (r) => `rule low-fuel fired for ${vin(r)}, notifying operator` },
        { svc: "fleet-dashboard", msg: () => "POST /internal/notifications 202 12ms" },
      ],
    },
    {
      every: 11,
      steps: [
        { svc: "ota-campaigns", msg: (r) => `eligibility check ${vin(r)} hw_rev=${r.int(3, 6)}` },
        { svc: "device-registry", msg: (r) => `GET /machines/${vin(r)}/firmware 200 (${ms(r, 3, 20)} ms)` },
      ],
    },
  ],
};

// ---------- rainfold: smart irrigation on LoRaWAN (no request ids) ----------
const rainfold: Estate = {
  key: "rainfold",
  company: "Rainfold Irrigation",
  ns: "field-net",
  trace: "none",
  noisy: "payload-decoder",
  services: [
    {
      name: "grower-api",
      runtime: "node",
      base: [
        t(
          3,
          "INFO",
          (r) =>
            `${r.pick(["GET /v1/farms/", "GET /v1/zones/", "GET /v1/probes/"])}${r.int(100, 999)} 200 ${ms(r, 12, 180)}ms`,
        ),
        t(10, "INFO", () => "GET /health 200 2ms"),
        t(60, "WARN", () => "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated."),
      ],
    },
    {
      name: "chirpstack",
      runtime: "rust",
      base: [
        t(
          1.5,
          "INFO",
          (r) =>
            `uplink: frame(s) collected dev_eui=${eui(r)} f_cnt=${r.int(100, 40000)} gateways=${r.int(1, 3)} rssi=${-r.int(70, 119)} snr=${(r.int(-150, 95) / 10).toFixed(1)}`,
        ),
        t(12, "WARN", (r) => `uplink: frame-counter reset or rollover detected dev_eui=${eui(r)}, dropping duplicate`),
        t(
          9,
          "INFO",
          (r) => `gateway: stats received gateway_id=${gw(r)} rx_ok=${r.int(20, 400)} tx_ok=${r.int(0, 40)}`,
        ),
      ],
    },
    {
      name: "lora-gw-bridge",
      runtime: "go",
      base: [
        t(
          5,
          "INFO",
          (r) =>
            `backend/basicstation: uplink received gateway_id=${gw(r)} freq=${r.pick(["868100000", "868300000", "868500000", "867100000"])} dr=${r.int(0, 5)}`,
        ),
        t(
          70,
          "WARN",
          (r) =>
            `backend/basicstation: gateway ${gw(r)} websocket closed (scheduled nightly reboot), awaiting reconnect`,
        ),
        t(70, "INFO", (r) => `backend/basicstation: gateway connected gateway_id=${gw(r)} router-info ok`),
      ],
    },
    {
      name: "payload-decoder",
      runtime: "python",
      base: [
        t(
          2.5,
          "INFO",
          (r) =>
            `decoded fPort=2 dev_eui=${eui(r)} vwc_10cm=${r.int(12, 41)}.${r.int(0, 9)}% temp=${r.int(8, 31)}.${r.int(0, 9)}C bat=${(r.int(300, 360) / 100).toFixed(2)}V`,
        ),
        t(
          4,
          "WARN",
          (r) =>
            `probe ${eui(r)} reported vwc_30cm=${r.int(101, 160)}.${r.int(0, 9)}% (out of range 0-100), value discarded`,
        ),
        t(
          25,
          "WARN",
          (r) =>
            `battery low dev_eui=${eui(r)} bat=${(r.int(290, 319) / 100).toFixed(2)}V, maintenance ticket suggested`,
        ),
      ],
    },
    {
      name: "soil-ingest",
      runtime: "go",
      base: [
        t(5, "INFO", (r) => `flushed ${r.int(40, 400)} readings to soil-readings-2026 in ${r.int(8, 120)}ms`),
        t(
          30,
          "WARN",
          (r) => `reading for ${eui(r)} is ${r.int(20, 240)} min old (late uplink), stored with device timestamp`,
        ),
      ],
    },
    {
      name: "weather-ingest",
      runtime: "python",
      base: [
        t(
          20,
          "INFO",
          (r) =>
            `station WS-${r.int(100, 199)}: rain=${r.int(0, 12)}.${r.int(0, 9)}mm wind=${r.int(0, 40)}km/h et0=${r.int(1, 7)}.${r.int(0, 9)}`,
        ),
        t(
          60,
          "INFO",
          (r) =>
            `forecast refresh: pulled 48h grid for ${r.int(30, 90)} farms from agriweather (${r.int(300, 1900)}ms)`,
        ),
        t(80, "WARN", () => "agriweather request retry 1/3 after 502, succeeded on retry"),
      ],
    },
    {
      name: "irrigation-scheduler",
      runtime: "java",
      base: [
        t(
          15,
          "INFO",
          (r) =>
            `planned farm F-${r.int(1000, 1999)}: ${r.int(2, 18)} zones, ${r.int(20, 240)} min total, deficit ${r.int(1, 30)}mm`,
        ),
        t(60, "INFO", (r) => `schedule tick: ${r.int(10, 60)} zones due in next 15 min`),
      ],
    },
    {
      name: "valve-control",
      runtime: "go",
      base: [
        t(
          10,
          "INFO",
          (r) => `downlink enqueued dev_eui=${eui(r)} cmd=${r.pick(["OPEN", "CLOSE"])} zone=Z${r.int(1, 40)} f_port=10`,
        ),
        t(
          14,
          "INFO",
          (r) => `valve ack dev_eui=${eui(r)} state=${r.pick(["open", "closed"])} latency=${r.int(3, 90)}s`,
        ),
        t(50, "WARN", (r) => `no ack from ${eui(r)} after 120s, re-sending (attempt 2/3)`),
      ],
    },
    {
      name: "notifier",
      runtime: "dotnet",
      base: [
        t(25, "INFO", (r) => `Sent SMS to grower +31${r.int(600000000, 699999999)} (template zone-finished)`),
        t(45, "INFO", (r) => `Push delivered to ${r.int(1, 6)} devices for farm F-${r.int(1000, 1999)}`),
      ],
    },
  ],
  chains: [
    {
      every: 9,
      steps: [
        { svc: "grower-api", msg: (r) => `POST /v1/zones/Z${r.int(1, 40)}/run 202 ${ms(r, 40, 200)}ms` },
        {
          svc: "irrigation-scheduler",
          msg: (r) => `manual run accepted zone=Z${r.int(1, 40)} duration=${r.int(10, 60)}m`,
        },
        { svc: "valve-control", msg: (r) => `downlink enqueued dev_eui=${eui(r)} cmd=OPEN f_port=10` },
      ],
    },
    {
      every: 6,
      steps: [
        { svc: "grower-api", msg: (r) => `GET /v1/farms/F-${r.int(1000, 1999)}/schedule 200 ${ms(r, 30, 160)}ms` },
        {
          svc: "irrigation-scheduler",
          msg: (r) => `served schedule for F-${r.int(1000, 1999)} (${r.int(2, 18)} zones)`,
        },
      ],
    },
    {
      every: 4,
      steps: [
        { svc: "payload-decoder", msg: (r) => `batch of ${r.int(10, 60)} uplinks decoded in ${r.int(3, 40)}ms` },
        { svc: "soil-ingest", msg: (r) => `accepted ${r.int(10, 60)} readings from decoder` },
      ],
    },
  ],
};

// ---------- coldtrail: produce cold-chain trackers (W3C trace ids) ----------
const coldtrail: Estate = {
  key: "coldtrail",
  company: "Coldtrail Produce Logistics",
  ns: "coldchain",
  trace: "hex32",
  noisy: "nb-iot-bridge",
  services: [
    {
      name: "shipper-portal",
      runtime: "ruby",
      base: [
        t(10, "INFO", () => "Completed 200 OK in 3ms (Views: 0.4ms | ActiveRecord: 0.0ms) GET /up"),
        t(
          70,
          "WARN",
          () =>
            "DEPRECATION WARNING: Rails.application.secrets is deprecated in favor of Rails.application.credentials",
        ),
      ],
    },
    {
      name: "tracker-ingest",
      runtime: "go",
      base: [
        t(
          2.5,
          "INFO",
          (r) =>
            `ingested ${r.int(20, 300)} readings from ${r.int(10, 90)} trackers (topic coldtrail/v1/+/telemetry) in ${r.int(4, 60)}ms`,
        ),
        t(
          15,
          "WARN",
          (r) =>
            `tracker CT-${r.int(10000, 99999)} sent reading dated ${r.int(2, 48)}h ago (store-and-forward after dead zone)`,
        ),
        t(12, "WARN", (r) => `duplicate reading CT-${r.int(10000, 99999)} seq=${r.int(100, 9000)} ignored`),
      ],
    },
    {
      name: "excursion-detector",
      runtime: "python",
      base: [
        t(8, "INFO", (r) => `evaluated ${r.int(30, 300)} shipments, ${r.int(0, 2)} excursions open`),
        t(
          40,
          "WARN",
          (r) =>
            `shipment SH-${r.int(100000, 999999)} pulp temp ${r.int(9, 12)}.${r.int(0, 9)}C above 8.0C setpoint for ${r.int(2, 9)} min (door open at dock, within grace)`,
        ),
      ],
    },
    {
      name: "shipment-svc",
      runtime: "dotnet",
      base: [
        t(
          12,
          "INFO",
          () =>
            "Microsoft.AspNetCore.Hosting.Diagnostics: Request finished HTTP/1.1 GET http://shipment-svc/healthz - 200 - text/plain 0.8ms",
        ),
        t(
          90,
          "WARN",
          () =>
            "Microsoft.EntityFrameworkCore.Model.Validation: No store type was specified for the decimal property 'DeclaredValue' on entity type 'Shipment'.",
        ),
      ],
    },
    {
      name: "geofence",
      runtime: "java",
      base: [
        t(
          6,
          "INFO",
          (r) => `Evaluated ${r.int(50, 400)} positions against ${r.int(800, 1200)} fences in ${r.int(5, 80)} ms`,
        ),
        t(
          30,
          "INFO",
          (r) =>
            `Shipment SH-${r.int(100000, 999999)} entered fence DC-${r.pick(["ROTTERDAM", "VENLO", "BARENDRECHT", "ANTWERP"])}`,
        ),
      ],
    },
    {
      name: "nb-iot-bridge",
      runtime: "node",
      base: [
        t(3, "INFO", (r) => `carrier webhook: ${r.int(5, 80)} messages from ${r.int(3, 40)} SIMs forwarded`),
        t(
          5,
          "ERROR",
          (r) =>
            `CoAP payload from ICCID 8988${r.int(100000000, 999999999)} failed CBOR decode (truncated, ${r.int(7, 40)} bytes), dropped`,
        ),
        t(
          80,
          "WARN",
          () =>
            "(node:1) [DEP0123] DeprecationWarning: Setting the TLS ServerName to an IP address is not permitted by RFC 6066.",
        ),
      ],
    },
    {
      name: "reefer-telemetry",
      runtime: "cpp",
      base: [
        t(
          6,
          "INFO",
          (r) =>
            `reefer ${r.pick(["MSKU", "CMAU", "TGHU"])}${r.int(1000000, 9999999)} setpoint=${r.pick(["1.0", "4.0", "8.0", "13.0"])} supply=${r.int(0, 14)}.${r.int(0, 9)} return=${r.int(1, 15)}.${r.int(0, 9)}`,
        ),
        t(
          50,
          "WARN",
          (r) =>
            `reefer ${r.pick(["MSKU", "CMAU"])}${r.int(1000000, 9999999)} defrost cycle, supply sensor ignored for 20 min`,
        ),
      ],
    },
    {
      name: "report-gen",
      runtime: "python",
      base: [
        t(
          20,
          "INFO",
          (r) => `Task reports.build_pdf[${r.hex(8)}-${r.hex(4)}] succeeded in ${r.int(1, 9)}.${r.int(100, 999)}s`,
        ),
        t(90, "INFO", () => "beat: Scheduler: Sending due task nightly-temperature-digest (reports.digest)"),
      ],
    },
    {
      name: "carrier-edi",
      runtime: "java",
      base: [
        t(
          25,
          "INFO",
          (r) =>
            `IFTSTA status ${r.pick(["ARR", "DEP", "LOA"])} for booking ${r.int(40000000, 49999999)} sent via AS2 (MDN ok)`,
        ),
        t(60, "WARN", () => "AS2 partner CARRIER-NL MDN delayed, retry 1 succeeded"),
      ],
    },
  ],
  chains: [
    {
      every: 4,
      steps: [
        {
          svc: "shipper-portal",
          msg: (r) =>
            `Completed 200 OK in ${ms(r, 40, 300)}ms (Views: ${r.int(5, 60)}.1ms | ActiveRecord: ${r.int(2, 40)}.3ms) GET /shipments/SH-${r.int(100000, 999999)}`,
        },
        {
          svc: "shipment-svc",
          msg: (r) =>
            `Request finished HTTP/1.1 GET http://shipment-svc/api/shipments/SH-${r.int(100000, 999999)} - 200 - application/json ${r.int(4, 70)}.${r.int(0, 9)}ms`,
        },
      ],
    },
    {
      every: 6,
      steps: [
        { svc: "nb-iot-bridge", msg: (r) => `POST /ingest/batch -> tracker-ingest 200 (${r.int(5, 60)}ms)` },
        { svc: "tracker-ingest", msg: (r) => `http batch accepted readings=${r.int(5, 80)}` },
        { svc: "excursion-detector", msg: (r) => `rules applied to shipment SH-${r.int(100000, 999999)}: ok` },
      ],
    },
    {
      every: 9,
      steps: [
        { svc: "tracker-ingest", msg: (r) => `position fix CT-${r.int(10000, 99999)} forwarded to geofence` },
        { svc: "geofence", msg: (r) => `POST /v1/evaluate 200 ${r.int(3, 40)} ms` },
      ],
    },
    {
      every: 20,
      steps: [
        {
          svc: "shipper-portal",
          msg: (r) => `Completed 202 Accepted in ${ms(r, 20, 90)}ms POST /shipments/SH-${r.int(100000, 999999)}/report`,
        },
        { svc: "report-gen", msg: (r) => `Task reports.build_pdf[${r.hex(8)}-${r.hex(4)}] received` },
      ],
    },
  ],
};

export const ESTATES: Record<string, Estate> = { harrowline, rainfold, coldtrail };

/** What a service prints when it starts again after a deploy or restart, in its runtime's own words. */
export function startupLines(svc: Svc, r: Rng, version: string): string[] {
  switch (svc.runtime) {
    case "java":
      return [
        `Starting ${svc.name.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Application v${version} using Java 21.0.3 with PID 1`,
        "Tomcat started on port 8080 (http) with context path '/'",
        `Started ${svc.name.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Application in ${r.int(6, 14)}.${r.int(100, 999)} seconds (process running for ${r.int(8, 16)}.${r.int(1, 9)})`,
      ];
    case "go":
      return [
        `starting ${svc.name} version=${version} commit=${r.hex(7)} go=go1.22.4`,
        "http server listening addr=:8080",
      ];
    case "python":
      return [`Starting gunicorn 22.0.0`, `Booting worker with pid: ${r.int(7, 40)}`, `${svc.name} ${version} ready`];
    case "node":
      return [
        `${svc.name}@${version} starting (node v20.14.0, NODE_ENV=production)`,
        "server listening on 0.0.0.0:8080",
      ];
    case "dotnet":
      return [
        "Now listening on: http://[::]:8080",
        "Application started. Press Ctrl+C to shut down.",
        `Hosting environment: Production (build ${version})`,
      ];
    case "ruby":
      return [
        `Puma starting in cluster mode... * Puma version: 6.4.2 * Ruby version: ruby 3.3.1`,
        `* Listening on http://0.0.0.0:3000 (release ${version})`,
      ];
    case "rust":
      return [
        `Starting ${svc.name} (version: ${version}, docs: https://www.chirpstack.io/)`,
        "Setting up API interface bind=[::]:8080",
      ];
    case "erlang":
      return [`EMQX ${version} is running now!`, "Listener tcp:external on 0.0.0.0:1883 started."];
    default:
      return [`${svc.name} ${version} starting`, `${svc.name} ready, listening on :9000`];
  }
}
