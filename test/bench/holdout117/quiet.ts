// Quiet windows: harmless bursts that happen on ordinary days in each estate (nothing is broken).
import type { EstateKey } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

type Emit = (t: number, svc: string, level: Level, msg: string) => void;
export type Twist = (emit: Emit, at: number, r: Rng) => void;

const TWISTS: Record<EstateKey, Twist[]> = {
  kestrel: [
    (emit, at, r) => {
      for (let i = 0; i < 14; i++) {
        emit(
          at + i * r.int(2000, 5000),
          "deposit-payments",
          "warn",
          `Pre-authorisation refused resultCode=Refused refusalReason=${r.pick(["CVC Declined", "Declined Non Generic"])} shopperIP=185.220.${r.int(1, 200)}.${r.int(1, 200)}`,
        );
      }
      emit(
        at + 60_000,
        "deposit-payments",
        "warn",
        "Velocity rule VR-7 blocked BIN 457173: 14 refused attempts in 60s, card testing suspected",
      );
    },
    (emit, at, r) => {
      emit(at, "rate-engine", "warn", `rate cache refresh took ${r.int(3100, 4800)}ms (target 3000ms)`);
      emit(at + 40_000, "rate-engine", "info", "rate cache refresh: 4107 plans loaded in 690ms");
    },
    (emit, at, r) => {
      for (let i = 0; i < 5; i++)
        emit(
          at + i * 9000,
          "fleet-telematics",
          "warn",
          `telemetry gap vin=WVWZZZ3CZ${r.int(10000000, 99999999)} last_seen=${r.int(30, 90)}m ago (car park level -3, BHX-APT)`,
        );
    },
    (emit, at) => {
      emit(at, "licence-verify", "warn", "DVLA response slow (4210ms), still within 10s budget");
      emit(at + 1500, "licence-verify", "info", "retrying DVLA call after ConnectTimeout (1/3) ... ok");
    },
  ],
  marlow: [
    (emit, at) => {
      for (let i = 0; i < 4; i++)
        emit(
          at + i * 45_000,
          "kiosk-agent",
          "warn",
          "Receipt printer at MAN-APT kiosk 2 reports PaperOut; receipt sent by e-mail instead",
        );
    },
    (emit, at, r) => {
      emit(
        at,
        "booking-core",
        "warn",
        `slow query (${r.int(1200, 2500)}ms): SELECT ... FROM bookings_booking WHERE station_id = %s AND pickup_at BETWEEN %s AND %s`,
      );
    },
    (emit, at, r) => {
      for (let i = 0; i < 10; i++)
        emit(
          at + i * r.int(3000, 8000),
          "payment-bridge",
          "error",
          `deposit hold declined psp=worldpay code=05 DO_NOT_HONOR card=****${r.int(1000, 9999)}`,
        );
    },
    (emit, at) => {
      emit(at, "relocation-planner", "warn", "solver returned FEASIBLE (not optimal) within 25s, plan accepted");
    },
  ],
  roamly: [
    (emit, at, r) => {
      const v = `WVWZZZ1KZ${r.int(10000000, 99999999)}`;
      for (let i = 0; i < 6; i++)
        emit(
          at + i * 20_000,
          "keyless-unlock",
          "error",
          `unlock command failed vin=${v}: vehicle did not respond within 30s (last signal -117 dBm, likely underground)`,
        );
      emit(at + 130_000, "keyless-unlock", "info", `unlock acknowledged vin=${v} oem=vw-weconnect rtt=9400ms`);
    },
    (emit, at, r) => {
      for (let i = 0; i < 6; i++)
        emit(
          at + i * 15_000,
          "fines-tolls",
          "warn",
          `PCN for plate ${r.pick(["YR", "LM"])}${r.int(10, 70)} XKD does not match any trip window, forwarded to host`,
        );
    },
    (emit, at) => {
      emit(at, "notify-push", "warn", "FCM send retried after UNAVAILABLE (1/3), delivered");
      emit(at + 4000, "notify-push", "warn", "APNs: 3 device tokens unregistered (410), pruned");
    },
    (emit, at, r) => {
      emit(
        at,
        "telematics-ingest",
        "warn",
        `flush slow: ${r.int(900, 1800)}ms for 2400 pings (timescale compression job running)`,
      );
    },
  ],
};

/** Two harmless bursts for a quiet window of `estate`. */
export function quietExtras(estate: EstateKey, start: number, minutes: number, r: Rng): (emit: Emit) => void {
  const picks = r.shuffle([...TWISTS[estate]]).slice(0, 2);
  const ats = picks.map(() => start + r.int(60, minutes * 60 - 150) * 1000);
  return (emit) => {
    picks.forEach((p, i) => {
      p(emit, ats[i], r);
    });
  };
}
