// Quiet windows: nothing breaks, but each estate has its own harmless bursts that look alarming at a glance.
import { every, one } from "./estates.js";
import type { Rule } from "./stream.js";

const burst = (fromMin: number, sec: number, r: Rule): Rule => ({
  ...r,
  from: fromMin * 60000,
  to: fromMin * 60000 + sec * 1000,
});

export const QUIET_EXTRAS: Record<string, Rule[][]> = {
  haulwise: [
    [
      burst(4, 40, one(30, "loadboard-api", "warn", "retry 1/2 for match-engine /score after 503")),
      burst(4, 40, one(20, "match-engine", "info", "pod match-engine-7d9c restarted by rollout, warming lane cache")),
      burst(6, 120, one(6, "carrier-vetting", "warn", "carrier {mc} refused: cargo insurance below $100000 minimum")),
    ],
    [
      burst(
        5,
        90,
        one(
          16,
          "edi-gateway",
          "warn",
          "Rejected 204 from GRNVLY ISA {ctl}: AK3*N1*3**8 missing mandatory N103; 997 sent",
        ),
      ),
      burst(
        8,
        300,
        one(4, "loadboard-api", "info", "load {load} cancelled by shipper {shipper} (reason: product not ready)"),
      ),
    ],
    [
      every(90, "rateconf-svc", "warn", "Rate confirmation RC-{load} reminder sent: unsigned for 2h"),
      burst(
        7,
        30,
        one(
          12,
          "quickpay-worker",
          "warn",
          "QuickPayJob JID-{hex} retry 1/3: Faraday::TimeoutError, succeeded on retry",
        ),
      ),
    ],
  ],
  redmesa: [
    [
      burst(
        3,
        600,
        one(
          10,
          "gps-tracker",
          "warn",
          "truck {truck} no ping for 1{n}m (last cell: Raton Pass, NM), marking LOST_SIGNAL",
        ),
      ),
      burst(6, 60, one(6, "hos-engine", "warn", "driver {driver} reached 14-hour window, status forced to OFF_DUTY")),
    ],
    [
      burst(
        5,
        120,
        one(8, "fuelcard-auth", "warn", "Authorization declined card ****{card}: daily limit $1200 reached"),
      ),
      burst(9, 20, one(10, "tms-sync", "warn", "broker API 503 on POST /status, retry 2/3 succeeded in {ms}ms")),
    ],
    [
      every(
        120,
        "maint-planner",
        "warn",
        "fault code SPN 3251 FMI 0 (DPF pressure) on truck {truck}, creating work order",
      ),
      burst(
        4,
        45,
        one(12, "eld-ingest", "warn", "truck {truck} reconnected after 2{n}m offline, backfilling {big} events"),
      ),
    ],
  ],
  dockpilot: [
    [
      burst(5, 240, one(14, "appt-api", "warn", "Appointment request for {dc} rejected: slot 06:00 already taken")),
      burst(
        8,
        30,
        one(
          10,
          "auth-gw",
          "warn",
          "rate limit exceeded tenant=t-heb key=carrier-api-2210 route=/api/availability -> 429 (limit 600/min)",
        ),
      ),
    ],
    [
      burst(
        6,
        40,
        one(
          14,
          "wms-connector",
          "warn",
          "Polly: retry 1 after 200ms for WMS GET /asn (HttpRequestException), then succeeded",
        ),
      ),
      every(150, "slot-solver", "warn", "solve slow: site={line} 3{n}00ms (deadline 5000ms)"),
    ],
    [
      burst(
        3,
        300,
        one(6, "yard-checkin", "warn", "trailer TRL{line} dropped without appointment, parked in yard row {n}"),
      ),
      burst(
        7,
        20,
        one(8, "carrier-notify", "warn", "twilio: 30007 Message filtered (carrier violation) for +1555{big}"),
      ),
    ],
  ],
  ferrovia: [
    [
      burst(
        4,
        200,
        one(10, "x12-translator", "warn", "interchange ISA {ctl} rejected: duplicate control number, 997 AK9*R sent"),
      ),
      burst(
        8,
        30,
        one(12, "status-publisher", "warn", "POST to {shipper} API returned 502, retry 1/4 ok after {ms}ms"),
      ),
    ],
    [
      burst(
        5,
        90,
        one(8, "quickpay-api", "warn", "quickpay refused for {inv}: carrier {mc} bank account not verified"),
      ),
      every(200, "ar-ledger", "warn", "Slow query on GL 1200 aging report: 4{n}10ms"),
    ],
    [
      burst(6, 60, one(6, "tender-intake", "info", "Tender {load} cancelled by {shipper} (204 purpose code 01)")),
      burst(3, 30, one(8, "fuel-surcharge", "warn", "DOE feed stale (published 2026-11-24), using last known price")),
    ],
  ],
};
