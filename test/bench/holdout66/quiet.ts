// The 12 quiet windows of holdout66: only the domain's everyday noise, with a harmless wrinkle each.
import { ids } from "./estates.js";
import type { Sim } from "./stream.js";

export interface QuietSpec {
  estate: string;
  note: string;
  run(s: Sim, mid: number): void;
}

const { vin, imei, eui, gw } = ids;

export const QUIET: QuietSpec[] = [
  {
    estate: "rainfold",
    note: "Nightly gateway reboot wave: a dozen LoRa gateways drop their websocket and reconnect within two minutes; uplinks dip and recover.",
    run(s, mid) {
      s.rep(
        "lora-gw-bridge",
        mid,
        mid + 100000,
        6,
        "WARN",
        (r) => `backend/basicstation: gateway ${gw(r)} websocket closed (scheduled nightly reboot), awaiting reconnect`,
        { scaled: false },
      );
      s.rep(
        "lora-gw-bridge",
        mid + 40000,
        mid + 160000,
        7,
        "INFO",
        (r) => `backend/basicstation: gateway connected gateway_id=${gw(r)} router-info ok`,
        { scaled: false },
      );
      s.rep(
        "chirpstack",
        mid + 60000,
        mid + 140000,
        20,
        "WARN",
        (r) => `gateway: last seen ${r.int(60, 120)}s ago gateway_id=${gw(r)}`,
        { scaled: false },
      );
    },
  },
  {
    estate: "harrowline",
    note: "Harvest crews drive into a valley without coverage: a burst of modem sessions drop and come back with buffered late frames.",
    run(s, mid) {
      s.rep(
        "modem-link",
        mid,
        mid + 120000,
        3,
        "WARN",
        (r) =>
          `session lost imei=${imei(r)} last_rsrp=${-r.int(118, 128)}dBm cause=radio-link-failure; machine will buffer`,
        { scaled: false },
      );
      s.rep(
        "modem-link",
        mid + 90000,
        mid + 240000,
        4,
        "INFO",
        (r) => `session up imei=${imei(r)} apn=m2m.harrowline rat=LTE-M rsrp=${-r.int(100, 112)}dBm`,
        { scaled: false },
      );
      s.rep(
        "telematics-ingest",
        mid + 100000,
        mid + 260000,
        5,
        "WARN",
        (r) => `late frame vin=${vin(r)} event_time=-${r.int(2, 9)}m (buffered while offline), accepted`,
        { scaled: false },
      );
    },
  },
  {
    estate: "coldtrail",
    note: "Rolling deploy of shipment-svc: two pods restart, a few requests are retried once and succeed.",
    run(s, mid) {
      s.restart("shipment-svc", mid, "2026.6.14");
      s.rep(
        "shipper-portal",
        mid,
        mid + 20000,
        6,
        "WARN",
        (r) => `shipment-svc GET /api/shipments/SH-${r.int(100000, 999999)} connection reset, retry 1/2 succeeded`,
        { scaled: false },
      );
      s.restart("shipment-svc", mid + 45000, "2026.6.14");
    },
  },
  {
    estate: "harrowline",
    note: "OTA campaign pushes to machines on weak links: many chunk retries, all transfers eventually complete.",
    run(s, mid) {
      s.rep(
        "ota-campaigns",
        mid - 60000,
        mid + 200000,
        4,
        "WARN",
        (r) => `chunk ${r.int(1, 64)}/64 to ${vin(r)} timed out on weak link, retry ${r.int(1, 4)}/5`,
        { scaled: false },
      );
      s.rep(
        "ota-campaigns",
        mid,
        mid + 260000,
        8,
        "INFO",
        (r) => `machine ${vin(r)} installed fw-4.12.3, reboot confirmed`,
        { scaled: false },
      );
    },
  },
  {
    estate: "rainfold",
    note: "Config reload of irrigation-scheduler with new crop coefficients and a weather vendor hiccup retried successfully.",
    run(s, mid) {
      s.emit(
        "irrigation-scheduler",
        mid,
        "INFO",
        "config reload: crop-coefficients.yaml changed (14 crops), applied without restart",
      );
      s.rep(
        "weather-ingest",
        mid + 30000,
        mid + 90000,
        15,
        "WARN",
        () => "agriweather request retry 1/3 after 502, succeeded on retry",
        { scaled: false },
      );
    },
  },
  {
    estate: "coldtrail",
    note: "A convoy leaves a dead zone and dumps hours of store-and-forward readings; duplicates and old timestamps spike then settle.",
    run(s, mid) {
      s.rep(
        "tracker-ingest",
        mid,
        mid + 120000,
        2,
        "WARN",
        (r) =>
          `tracker CT-${r.int(10000, 99999)} sent reading dated ${r.int(2, 9)}h ago (store-and-forward after dead zone)`,
        { scaled: false },
      );
      s.rep(
        "tracker-ingest",
        mid,
        mid + 120000,
        4,
        "WARN",
        (r) => `duplicate reading CT-${r.int(10000, 99999)} seq=${r.int(100, 9000)} ignored`,
        { scaled: false },
      );
    },
  },
  {
    estate: "harrowline",
    note: "device-registry is redeployed (new version) and the dealer-sync job keeps complaining about unconfigured dealers as always.",
    run(s, mid) {
      s.restart("device-registry", mid, "7.10.0");
      s.rep(
        "telematics-ingest",
        mid,
        mid + 15000,
        5,
        "WARN",
        (r) => `registry lookup vin=${vin(r)} slow (${r.int(1200, 2500)}ms), retry 1 succeeded`,
        { scaled: false },
      );
    },
  },
  {
    estate: "rainfold",
    note: "Probe batteries run low across an orchard block: battery warnings and out-of-range readings rise, nothing fails.",
    run(s, mid) {
      s.rep(
        "payload-decoder",
        mid,
        s.end,
        6,
        "WARN",
        (r) => `battery low dev_eui=${eui(r)} bat=${(r.int(285, 305) / 100).toFixed(2)}V, maintenance ticket suggested`,
        { scaled: false },
      );
      s.rep(
        "valve-control",
        mid,
        mid + 180000,
        20,
        "WARN",
        (r) => `no ack from ${eui(r)} after 120s, re-sending (attempt 2/3)`,
        { scaled: false },
      );
    },
  },
  {
    estate: "coldtrail",
    note: "Morning dock loading: reefers in defrost and door-open temperature blips within grace, carrier MDNs delayed and retried.",
    run(s, mid) {
      s.rep(
        "excursion-detector",
        mid,
        mid + 200000,
        12,
        "WARN",
        (r) =>
          `shipment SH-${r.int(100000, 999999)} pulp temp ${r.int(9, 11)}.${r.int(0, 9)}C above 8.0C setpoint for ${r.int(2, 6)} min (door open at dock, within grace)`,
        { scaled: false },
      );
      s.rep(
        "carrier-edi",
        mid,
        mid + 120000,
        30,
        "WARN",
        () => "AS2 partner CARRIER-NL MDN delayed, retry 1 succeeded",
        { scaled: false },
      );
    },
  },
  {
    estate: "harrowline",
    note: "EMQX node restarts for a patch; tractors reconnect in a wave with keepalive timeouts and no data loss.",
    run(s, mid) {
      s.restart("mqtt-broker", mid, "5.7.1");
      s.rep(
        "mqtt-broker",
        mid + 2000,
        mid + 60000,
        0.5,
        "INFO",
        (r) => `client_connected clientid=tractor-${vin(r)} proto_ver=5 keepalive=120`,
        { scaled: false },
      );
    },
  },
  {
    estate: "rainfold",
    note: "grower-api deploy with a new release; a short cache-warmup makes a few responses slow, then normal.",
    run(s, mid) {
      s.restart("grower-api", mid, "4.18.0");
      s.rep(
        "grower-api",
        mid + 3000,
        mid + 40000,
        6,
        "WARN",
        (r) => `GET /v1/farms/${r.int(100, 999)} 200 ${r.int(1200, 2600)}ms (cold cache)`,
        { scaled: false },
      );
    },
  },
  {
    estate: "coldtrail",
    note: "Nightly digest and report batch runs; nb-iot-bridge keeps dropping truncated CoAP payloads as it always does.",
    run(s, mid) {
      s.emit(
        "report-gen",
        mid,
        "INFO",
        "beat: Scheduler: Sending due task nightly-temperature-digest (reports.digest)",
      );
      s.rep(
        "report-gen",
        mid + 1000,
        mid + 240000,
        6,
        "INFO",
        (r) => `Task reports.digest[${r.hex(8)}-${r.hex(4)}] succeeded in ${r.int(1, 9)}.${r.int(100, 999)}s`,
        { scaled: false },
      );
    },
  },
];
