// Harmless noise that looks alarming: the kinds of quiet window (one leading kind per window) and the routine
// background every file carries (a deploy or config reload, retries that succeed, deprecation warnings).
import { type Estate, ev, type Runtime } from "./estates.js";
import type { LogEvent } from "./formats.js";
import type { Rng } from "./rng.js";

export interface NoiseCtx {
  r: Rng;
  e: Estate;
  start: number;
  end: number;
}

export interface NoiseKind {
  id: string;
  estate: Estate["key"] | "any";
  note: string;
  gen: (c: NoiseCtx) => LogEvent[];
}

const at = (c: NoiseCtx, lo = 0.05, hi = 0.95) =>
  c.start + Math.round((c.end - c.start) * (lo + c.r.next() * (hi - lo)));
const times = (c: NoiseCtx, n: number, lo = 0.02, hi = 0.98) =>
  Array.from({ length: n }, () => at(c, lo, hi)).sort((a, b) => a - b);
const card = (r: Rng) => `0x${r.hex(8).toUpperCase()}`;
const plate = (r: Rng) => `${r.upper(2)}${r.int(10, 75)}${r.upper(3)}`;
const usPlate = (r: Rng) => `${r.int(1, 9)}${r.upper(3)}${r.int(100, 999)}`;

const API: Record<Estate["key"], string> = {
  northgate: "tenant-portal-api",
  parkwise: "web-booking",
  tollvia: "account-api",
  halden: "facility-api",
};
const CACHE_USER: Record<Estate["key"], string> = {
  northgate: "occupancy-svc",
  parkwise: "plate-matcher",
  tollvia: "tag-reader-svc",
  halden: "room-booking",
};

export const KINDS: NoiseKind[] = [
  // ---------------------------------------------------------------- Northgate
  {
    id: "bacnet-devices-offline-overnight",
    estate: "northgate",
    note: "several BACnet VAV controllers stop answering overnight and come back after I-Am",
    gen: (c) =>
      [1031, 1032, 1036, 1012].slice(0, c.r.int(2, 4)).flatMap((dev) => {
        const t = at(c, 0.05, 0.6);
        const back = t + c.r.int(120, 400) * 1000;
        const zone = `${c.r.int(2, 24)}-${c.r.pick(["NE", "SW", "C"])}`;
        const out = [
          ev(
            t,
            "bms-gateway",
            "warn",
            `bacnet: device ${dev} did not answer ReadProperty AI:1 (APDU timeout 3000ms, 3 retries) - marking OFFLINE`,
          ),
          ev(
            t + 800,
            "alarm-router",
            "info",
            `forwarded COMM_FAIL device ${dev} to BMS console priority=LOW (after-hours)`,
          ),
        ];
        for (let k = t + 30_000; k < Math.min(back, c.end); k += 30_000)
          out.push(
            ev(
              k,
              "hvac-supervisor",
              "warn",
              `zone ${zone}: no fresh value from device ${dev}, holding last value 20.9C`,
            ),
          );
        out.push(
          ev(
            back,
            "bms-gateway",
            "info",
            `bacnet: I-Am from device ${dev} (10.40.3.${dev - 990}), back ONLINE after ${Math.round((back - t) / 1000)}s`,
          ),
        );
        return out;
      }),
  },
  {
    id: "modbus-slave-timeouts",
    estate: "northgate",
    note: "a meter on the RS-485 segment times out now and then and answers on retry",
    gen: (c) =>
      times(c, c.r.int(25, 50)).flatMap((t) => [
        ev(
          t,
          "bms-gateway",
          "warn",
          `modbus: slave 27 read holding registers 40001+24: i/o timeout after 1000ms (attempt 1/3)`,
        ),
        ev(t + 1100, "bms-gateway", "info", `modbus: slave 27 answered on attempt 2 (1082ms)`),
        ...(c.r.chance(0.3)
          ? [
              ev(
                t + 1600,
                "energy-meter-ingest",
                "warn",
                `Meter EM-27 reading arrived ${c.r.int(40, 90)}s late, interval value interpolated`,
              ),
            ]
          : []),
      ]),
  },
  {
    id: "door-forced-loading-dock",
    estate: "northgate",
    note: "the loading dock door raises forced-open alarms during an overnight delivery, each acknowledged by security",
    gen: (c) =>
      times(c, c.r.int(6, 12)).flatMap((t) => [
        ev(
          t,
          "access-control",
          "error",
          `Alarm DoorForcedOpen door=D-0-012 (Loading Dock) reader=R-0-DOCK-1 input=DPS state=OPEN without valid access`,
        ),
        ev(t + 700, "alarm-router", "warn", `DOOR_FORCED D-0-012 forwarded to SOC console (priority HIGH)`),
        ev(
          t + c.r.int(20, 90) * 1000,
          "alarm-router",
          "info",
          `DOOR_FORCED D-0-012 acknowledged by guard desk (note: "delivery, driver on intercom")`,
        ),
        ev(t + c.r.int(30, 120) * 1000, "access-control", "info", `Door D-0-012 secured, alarm cleared`),
      ]),
  },
  {
    id: "door-held-open",
    estate: "northgate",
    note: "doors propped open by cleaners trip held-open alarms repeatedly",
    gen: (c) =>
      times(c, c.r.int(15, 30)).map((t) => {
        const d = `D-${c.r.int(2, 24)}-${String(c.r.int(1, 40)).padStart(3, "0")}`;
        return ev(
          t,
          "access-control",
          "warn",
          `Alarm DoorHeldOpen door=${d} duration=${c.r.int(61, 400)}s shunt=60s (local sounder on)`,
        );
      }),
  },
  {
    id: "badges-refused-out-of-schedule",
    estate: "northgate",
    note: "cleaning crew and contractors are refused outside their schedules and with expired cards",
    gen: (c) =>
      times(c, c.r.int(40, 90)).map((t) =>
        ev(
          t,
          "access-control",
          "warn",
          `AccessDenied card=${card(c.r)} reader=R-${c.r.int(1, 24)}-CORE-${c.r.int(1, 4)} reason=${c.r.pick(["OutsideSchedule", "OutsideSchedule", "CardExpired", "AntiPassback", "UnknownCard"])}`,
        ),
      ),
  },
  {
    id: "visitor-invite-bounces",
    estate: "northgate",
    note: "visitor invitations to mistyped addresses bounce with SMTP 550",
    gen: (c) =>
      times(c, c.r.int(8, 18)).flatMap((t) => {
        const v = `V-${c.r.int(100000, 999999)}`;
        return [
          ev(
            t,
            "visitor-desk",
            "error",
            `[ActionMailer] Delivery of VisitorMailer#invitation for ${v} failed: Net::SMTPFatalError 550 5.1.1 <guest${c.r.int(1, 999)}@${c.r.pick(["gmial.com", "outlok.com", "example.co"])}>: Recipient address rejected: User unknown in virtual mailbox table`,
          ),
          ev(t + 300, "visitor-desk", "info", `Host notified that invitation for ${v} was not delivered`),
        ];
      }),
  },
  {
    id: "elevator-inspection-mode",
    estate: "northgate",
    note: "a lift technician puts car B3 into inspection mode and tests the doors",
    gen: (c) => {
      const t = at(c, 0.1, 0.4);
      const back = at(c, 0.7, 0.95);
      const out = [
        ev(
          t,
          "elevator-bridge",
          "warn",
          `car B3 mode NORMAL -> INSPECTION (top-of-car switch), removed from destination dispatch group`,
        ),
      ];
      for (const k of times(c, c.r.int(6, 14), (t - c.start) / (c.end - c.start), (back - c.start) / (c.end - c.start)))
        out.push(
          ev(
            k,
            "elevator-bridge",
            "error",
            `car B3 error E-DO-${c.r.pick([12, 14, 31])} (door ${c.r.pick(["open", "close"])} time exceeded) while in INSPECTION`,
          ),
        );
      out.push(
        ev(back, "elevator-bridge", "info", `car B3 mode INSPECTION -> NORMAL, rejoined group (error log cleared)`),
      );
      return out;
    },
  },
  {
    id: "occupancy-sensor-heartbeats",
    estate: "northgate",
    note: "LoRaWAN occupancy sensors with weak batteries miss heartbeats and reset frame counters",
    gen: (c) =>
      times(c, c.r.int(20, 45)).map((t) =>
        c.r.chance(0.6)
          ? ev(
              t,
              "occupancy-svc",
              "warn",
              `sensor OCC-${String(c.r.int(2, 24)).padStart(2, "0")}-${c.r.int(100, 160)} missed ${c.r.int(3, 9)} heartbeats (battery ${(2.2 + c.r.next() * 0.3).toFixed(2)}V)`,
            )
          : ev(
              t,
              "occupancy-svc",
              "error",
              `uplink rejected dev_eui=70b3d5${c.r.hex(10)}: FCnt ${c.r.int(0, 9)} lower than last seen ${c.r.int(2000, 9000)} (device reset?) - counter re-synced`,
            ),
      ),
  },
  {
    id: "meter-register-rollover",
    estate: "northgate",
    note: "energy meters roll over and a swapped CT sends negative deltas that are discarded",
    gen: (c) =>
      times(c, c.r.int(10, 25)).map((t) =>
        c.r.chance(0.5)
          ? ev(
              t,
              "energy-meter-ingest",
              "warn",
              `Meter EM-${c.r.int(10, 40)} register 40101 decreased ${(999000 + c.r.next() * 999).toFixed(1)} -> ${(c.r.next() * 5).toFixed(1)} kWh, treated as rollover`,
            )
          : ev(
              t,
              "energy-meter-ingest",
              "error",
              `Rejected reading for EM-33: negative delta ${(-c.r.next() * 2).toFixed(2)} kWh (CT orientation?), flagged for review`,
            ),
      ),
  },
  {
    id: "hvac-high-temp-unoccupied",
    estate: "northgate",
    note: "server-room-adjacent zones run warm in night setback and a chiller short-cycle lockout fires",
    gen: (c) => [
      ...times(c, c.r.int(20, 40)).map((t) =>
        ev(
          t,
          "hvac-supervisor",
          "warn",
          `zone ${c.r.int(14, 20)}-SW temp ${(28 + c.r.next() * 1.6).toFixed(1)}C above high limit 28.0C (unoccupied setback, alarm suppressed)`,
        ),
      ),
      ...times(c, 3).map((t) =>
        ev(t, "hvac-supervisor", "error", `chiller CH-2 compressor 1 lockout: anti-short-cycle timer 300s active`),
      ),
    ],
  },
  {
    id: "fire-panel-test-mode",
    estate: "northgate",
    note: "a contractor tests detectors with the fire panel in test mode, every alarm suppressed",
    gen: (c) => {
      const t = at(c, 0.05, 0.2);
      return [
        ev(t, "alarm-router", "warn", `panel FP-2 entered TEST mode (work order WO-55121), forwarding suppressed`),
        ...times(c, c.r.int(20, 45), 0.22, 0.9).map((k) =>
          ev(
            k,
            "alarm-router",
            "error",
            `FIRE ALARM panel FP-2 loop 1 device ${c.r.int(1, 120)} (optical smoke, level ${c.r.int(2, 14)}) [TEST - not forwarded]`,
          ),
        ),
        ev(at(c, 0.92, 0.97), "alarm-router", "info", `panel FP-2 left TEST mode, 0 live alarms`),
      ];
    },
  },
  // ---------------------------------------------------------------- Halden
  {
    id: "contractor-badges-expired",
    estate: "halden",
    note: "contractor cards expired at midnight and are refused at the labs",
    gen: (c) =>
      times(c, c.r.int(30, 60)).map((t) =>
        ev(
          t,
          "badge-svc",
          "warn",
          `card ${card(c.r)} at reader HSP-LAB-${String(c.r.int(1, 30)).padStart(2, "0")}: denied reason=${c.r.pick(["expired", "expired", "antipassback", "pin-mismatch"])} group=contractor`,
        ),
      ),
  },
  {
    id: "people-counter-sensor-drops",
    estate: "halden",
    note: "a people-counting sensor on flaky PoE drops its TCP session and reconnects",
    gen: (c) =>
      times(c, c.r.int(8, 16)).flatMap((t) => [
        ev(
          t,
          "people-counter",
          "error",
          `PC-CAF-3: recv() failed: Connection reset by peer (10.7.3.41:8000), reconnecting in 30s`,
        ),
        ev(
          t + 30_200,
          "people-counter",
          "info",
          `PC-CAF-3: connected, resumed counting (gap ${c.r.int(30, 45)}s, counts estimated)`,
        ),
      ]),
  },
  {
    id: "lift-out-of-service-maintenance",
    estate: "halden",
    note: "lift L3 is taken out of service for scheduled maintenance and its safety-chain trouble codes are logged",
    gen: (c) => {
      const t = at(c, 0.05, 0.3);
      return [
        ev(t, "lift-monitor", "warn", `L3 status OUT_OF_SERVICE (maintenance visit, technician id 4471)`),
        ...times(c, c.r.int(8, 20), 0.3, 0.85).map((k) =>
          ev(
            k,
            "lift-monitor",
            "error",
            `L3 trouble code 0x${c.r.pick(["0F21", "0F22", "1A03"])} safety chain open at floor ${c.r.int(0, 6)}`,
          ),
        ),
        ev(at(c, 0.86, 0.97), "lift-monitor", "info", `L3 status NORMAL`),
      ];
    },
  },
  {
    id: "bbmd-foreign-device-nak",
    estate: "halden",
    note: "the BACnet/IP foreign device registration gets NAKed after a router restart and is re-registered",
    gen: (c) =>
      times(c, c.r.int(10, 20)).flatMap((t) => [
        ev(
          t,
          "bacnet-bridge",
          "warn",
          `BVLC Register-Foreign-Device to BBMD 10.8.0.1:47808 NAK (result 0x0030), retrying in 15s`,
        ),
        ...(c.r.chance(0.5)
          ? [
              ev(
                t + 15_000,
                "bacnet-bridge",
                "info",
                `Registered as foreign device with BBMD 10.8.0.1:47808 (TTL 300s)`,
              ),
            ]
          : []),
      ]),
  },
  {
    id: "jvm-humongous-gc-pauses",
    estate: "halden",
    note: "the meter collector reports long G1 pauses while flushing a large batch, heap stays healthy",
    gen: (c) =>
      times(c, c.r.int(10, 25)).map((t) =>
        ev(
          t,
          "meter-collector",
          "warn",
          `GC pause (G1 Humongous Allocation) ${c.r.int(180, 690)}ms, heap ${c.r.int(800, 1400)}M->${c.r.int(400, 700)}M(2048M)`,
        ),
      ),
  },
  {
    id: "graph-calendar-throttled",
    estate: "halden",
    note: "room calendar sync is throttled by Microsoft Graph with 429 and catches up after Retry-After",
    gen: (c) =>
      times(c, c.r.int(15, 30)).flatMap((t) => [
        ev(
          t,
          "room-booking",
          "warn",
          `Graph API throttled: 429 TooManyRequests (ApplicationThrottled) for /users/room-${c.r.int(100, 499)}@hsp.no/calendarView, Retry-After ${c.r.int(5, 30)}s`,
        ),
        ev(t + 31_000, "room-booking", "info", `calendar sync resumed, ${c.r.int(2, 40)} events updated`),
      ]),
  },
  {
    id: "work-order-import-rejects",
    estate: "halden",
    note: "the nightly CMMS import rejects rows with unknown asset tags",
    gen: (c) => {
      const t = at(c, 0.1, 0.4);
      const n = c.r.int(25, 60);
      return [
        ev(t, "work-orders", "info", `ImportJob started file=cmms-export-20261103.csv rows=1842`),
        ...Array.from({ length: n }, (_, i) =>
          ev(
            t + 400 + i * c.r.int(150, 900),
            "work-orders",
            "error",
            `ImportJob row ${c.r.int(2, 1842)}: ActiveRecord::RecordInvalid: Validation failed: Asset tag HSP-${c.r.pick(["AHU", "FCU", "PMP"])}-${c.r.int(100, 999)} not found (skipped)`,
          ),
        ),
        ev(t + 400 + n * 900, "work-orders", "info", `ImportJob finished: ${1842 - n} imported, ${n} skipped`),
      ];
    },
  },
  {
    id: "kiosk-label-printer-empty",
    estate: "halden",
    note: "a kiosk label printer runs out of labels and visitors get QR codes instead",
    gen: (c) =>
      times(c, c.r.int(8, 16), 0.15, 0.98).map((t) =>
        ev(
          t,
          "visitor-kiosk",
          "error",
          `printer K2 (Brother QL-820NWB) status=ERROR media empty; visitor pass sent as QR code instead`,
        ),
      ),
  },
  // ---------------------------------------------------------------- Parkwise
  {
    id: "anpr-night-rain-low-confidence",
    estate: "parkwise",
    note: "ANPR reads at night in rain fall below the confidence threshold and drivers take tickets",
    gen: (c) =>
      times(c, c.r.int(40, 90)).flatMap((t) => {
        const lane = `${c.r.pick(["N", "S"])}${c.r.int(1, 4)}`;
        return [
          ev(
            t,
            "anpr-lane-agent",
            "warn",
            `[lane ${lane}] low confidence plate=${plate(c.r)} conf=0.${c.r.int(31, 59)} (IR flare, wet) - ticket fallback`,
          ),
          ev(
            t + 90,
            "plate-matcher",
            "warn",
            `partial read from ${lane}, fuzzy match found 0 candidates; session opened on ticket`,
          ),
        ];
      }),
  },
  {
    id: "anpr-no-plate-motorcycles",
    estate: "parkwise",
    note: "motorcycles and trailers pass with no plate found",
    gen: (c) =>
      times(c, c.r.int(20, 40)).map((t) =>
        ev(
          t,
          "anpr-lane-agent",
          "error",
          `[lane E${c.r.int(1, 2)}] no plate found in ${c.r.int(3, 6)} frames (vehicle class guess=${c.r.pick(["MOTORCYCLE", "TRAILER", "UNKNOWN"])})`,
        ),
      ),
  },
  {
    id: "paystation-card-declines",
    estate: "parkwise",
    note: "ordinary card declines at pay stations (do not honour, insufficient funds, expired card)",
    gen: (c) =>
      times(c, c.r.int(30, 60)).flatMap((t) => {
        const ps = `PS-${String(c.r.int(1, 18)).padStart(2, "0")}`;
        const [rc, why] = c.r.pick([
          ["05", "Do not honour"],
          ["51", "Insufficient funds"],
          ["54", "Expired card"],
          ["65", "Exceeds withdrawal frequency (SCA required)"],
        ] as const);
        return [
          ev(
            t,
            "payment-bridge",
            "error",
            `auth DECLINED rc=${rc} (${why}) amount=${(c.r.int(150, 2400) / 100).toFixed(2)} GBP terminal=${ps}`,
          ),
          ev(t + 200, "paystation-api", "warn", `${ps} card declined rc=${rc}, customer prompted for another card`),
        ];
      }),
  },
  {
    id: "paystation-offline-store-and-forward",
    estate: "parkwise",
    note: "a pay station on a weak cellular modem drops off and uploads its offline transactions when back",
    gen: (c) =>
      times(c, c.r.int(4, 8)).flatMap((t) => [
        ev(
          t,
          "paystation-api",
          "error",
          `PS-11 heartbeat missed, last seen ${c.r.int(90, 200)}s ago (cellular RSSI -${c.r.int(101, 113)} dBm) - marked OFFLINE`,
        ),
        ev(
          t + c.r.int(60, 180) * 1000,
          "paystation-api",
          "info",
          `PS-11 back ONLINE, store-and-forward uploaded ${c.r.int(1, 12)} transactions`,
        ),
      ]),
  },
  {
    id: "barrier-loop-and-tailgating",
    estate: "parkwise",
    note: "barrier loops stay occupied in queues and tailgating is flagged",
    gen: (c) =>
      times(c, c.r.int(15, 35)).map((t) =>
        c.r.chance(0.5)
          ? ev(t, "barrier-ctl", "warn", `lane S${c.r.int(1, 3)} loop B occupied ${c.r.int(60, 300)}s, barrier held`)
          : ev(
              t,
              "barrier-ctl",
              "error",
              `lane S${c.r.int(1, 3)} tailgate detected: 2 vehicles on 1 vend (loop A/B sequence)`,
            ),
      ),
  },
  {
    id: "expired-permits",
    estate: "parkwise",
    note: "permit holders whose permits lapsed at month end are charged as transients",
    gen: (c) =>
      times(c, c.r.int(20, 40)).map((t) =>
        ev(
          t,
          "permit-svc",
          "warn",
          `Permit PMT-${c.r.int(10000, 99999)} for ${plate(c.r)} expired 2026-10-31; entry charged at transient tariff`,
        ),
      ),
  },
  {
    id: "duplicate-entry-sessions",
    estate: "parkwise",
    note: "plates seen entering twice without an exit get their stale sessions closed for review",
    gen: (c) =>
      times(c, c.r.int(12, 25)).map((t) =>
        ev(
          t,
          "session-ledger",
          "warn",
          `duplicate entry for ${plate(c.r)}: session S-${c.r.int(1000000, 9999999)} still open at ${c.r.pick(["LDS-01", "LDS-02"])}, closing stale session (review flag)`,
        ),
      ),
  },
  {
    id: "paystation-hardware-warnings",
    estate: "parkwise",
    note: "pay stations report coin vaults near full, low receipt paper and cleared note jams",
    gen: (c) =>
      times(c, c.r.int(20, 40)).map((t) => {
        const ps = `PS-${String(c.r.int(1, 18)).padStart(2, "0")}`;
        return c.r.pick([
          ev(t, "paystation-api", "warn", `${ps} coin vault ${c.r.int(85, 97)}% full`),
          ev(t, "paystation-api", "warn", `${ps} receipt printer paper low`),
          ev(t, "paystation-api", "error", `${ps} note acceptor jam (code 0x1B), self-cleared`),
        ]);
      }),
  },
  {
    id: "web-booking-3ds-abandoned",
    estate: "parkwise",
    note: "online bookings abandoned at the 3-D Secure challenge",
    gen: (c) =>
      times(c, c.r.int(15, 30)).map((t) =>
        ev(
          t,
          "web-booking",
          "error",
          `payment failed for booking B-${c.r.int(100000, 999999)}: PaymentIntent pi_${c.r.hex(24)} status=requires_payment_method (authentication_required, 3DS challenge abandoned)`,
        ),
      ),
  },
  // ---------------------------------------------------------------- Tollvia
  {
    id: "tags-unread-billed-by-plate",
    estate: "tollvia",
    note: "windscreen tags go unread and the trips are billed by plate instead",
    gen: (c) =>
      times(c, c.r.int(40, 80)).flatMap((t) => [
        ev(
          t,
          "gantry-agent",
          "warn",
          `G${c.r.int(10, 27)} L${c.r.int(1, 4)} tag read FAILED (no response, RSSI -${c.r.int(68, 80)}dBm) -> video toll`,
        ),
        ev(t + 300, "trip-builder", "info", `Trip segment billed by plate (tag not read)`),
      ]),
  },
  {
    id: "gantry-clock-resync",
    estate: "tollvia",
    note: "a gantry controller's clock drifts, chrony steps it and the trip builder reorders a few transactions",
    gen: (c) => {
      const t = at(c, 0.2, 0.6);
      const off = c.r.int(400, 1900);
      return [
        ev(t - 60_000, "gantry-agent", "warn", `G21 ntp: offset +${off}ms from 10.60.0.5 exceeds 250ms`),
        ev(
          t,
          "gantry-agent",
          "warn",
          `G21 chronyd: System clock wrong by ${(off / 1000).toFixed(6)} seconds, adjustment started`,
        ),
        ev(t + 500, "gantry-agent", "error", `G21 clock stepped -${off}ms, transactions in last 5 min re-stamped`),
        ...times(c, c.r.int(10, 25), (t - c.start) / (c.end - c.start), 0.98).map((k) =>
          ev(
            k,
            "trip-builder",
            "warn",
            `Out-of-order transaction from G21 by ${c.r.int(100, off)}ms, reordered within trip`,
          ),
        ),
      ];
    },
  },
  {
    id: "dmv-no-hit-out-of-state",
    estate: "tollvia",
    note: "out-of-state plates get no record from the registry lookup and are skipped",
    gen: (c) =>
      times(c, c.r.int(20, 45)).flatMap((t) => {
        const st = c.r.pick(["NJ", "FL", "ON", "CHIH"]);
        const p = usPlate(c.r);
        return [
          ev(t, "dmv-lookup", "warn", `NLETS RR query state=${st} plate=${p}: NO RECORD`),
          ev(
            t + 400,
            "violations-proc",
            "warn",
            `Invoice not staged for ${st}/${p}: registered owner unknown, parked 30 days`,
          ),
        ];
      }),
  },
  {
    id: "manual-review-backlog",
    estate: "tollvia",
    note: "the manual image review queue grows past its warning level overnight",
    gen: (c) =>
      times(c, c.r.int(8, 15)).map((t, i) =>
        ev(
          t,
          "image-review",
          "warn",
          `manual review queue depth ${1500 + i * c.r.int(20, 80)} > 1500 (oldest 41h, SLA 72h)`,
        ),
      ),
  },
  {
    id: "notices-undeliverable",
    estate: "tollvia",
    note: "notices to owners who moved are rejected by address hygiene",
    gen: (c) =>
      times(c, c.r.int(15, 35)).map((t) =>
        ev(
          t,
          "notice-print",
          "error",
          `notice N-${c.r.int(1000000, 9999999)}: address undeliverable per NCOA (moved, left no forwarding address), not printed`,
        ),
      ),
  },
  {
    id: "replenishment-card-declines",
    estate: "tollvia",
    note: "automatic top-ups are declined for some accounts, which are set to low balance",
    gen: (c) =>
      times(c, c.r.int(15, 35)).map((t) =>
        ev(
          t,
          "toll-billing",
          "error",
          `Auto-replenish declined for A${c.r.int(1000000, 9999999)}: card_declined (${c.r.pick(["insufficient_funds", "expired_card", "do_not_honor"])}); account set to LOW_BALANCE`,
        ),
      ),
  },
  {
    id: "incomplete-trips-closed",
    estate: "tollvia",
    note: "trips with an entry and no exit are closed by the four-hour rule",
    gen: (c) =>
      times(c, c.r.int(20, 40)).map((t) =>
        ev(
          t,
          "trip-builder",
          "warn",
          `Incomplete trip closed by 4h rule: entry G${c.r.int(10, 27)}, no exit seen, charged max segment`,
        ),
      ),
  },
  {
    id: "lost-tags-invalid",
    estate: "tollvia",
    note: "tags reported lost or stolen are read and routed to image tolling",
    gen: (c) =>
      times(c, c.r.int(20, 45)).map((t) =>
        ev(
          t,
          "tag-reader-svc",
          "warn",
          `tag ${c.r.hex(8).toUpperCase()} status=INVALID (${c.r.pick(["reported lost", "reported stolen", "account closed"])}), routed to image toll`,
        ),
      ),
  },
  {
    id: "gantry-camera-image-quality",
    estate: "tollvia",
    note: "a gantry camera with a dirty lens reports low image quality scores",
    gen: (c) =>
      times(c, c.r.int(20, 40)).map((t) =>
        ev(
          t,
          "gantry-agent",
          "warn",
          `G14 CAM-2 image quality score 0.${c.r.int(30, 49)} below 0.50 (lens contamination / spray?)`,
        ),
      ),
  },
  // ---------------------------------------------------------------- any estate
  {
    id: "cert-expiry-warnings",
    estate: "any",
    note: "a certificate expiry checker warns about a certificate due in a few days",
    gen: (c) =>
      times(c, c.r.int(6, 12)).map((t) =>
        ev(
          t,
          API[c.e.key],
          "warn",
          `TLS certificate CN=*.${c.e.namespace}.internal expires in 9 days (2026-11-13T00:00:00Z), renewal scheduled by cert-manager`,
        ),
      ),
  },
  {
    id: "cache-reconnect",
    estate: "any",
    note: "the Redis connection drops on a failover and reconnects at once",
    gen: (c) =>
      times(c, c.r.int(3, 6)).flatMap((t) => [
        ev(t, CACHE_USER[c.e.key], "error", `Error 104 while reading from redis-cache:6379 : Connection reset by peer`),
        ev(t + 250, CACHE_USER[c.e.key], "warn", `redis: reconnecting (attempt 1)`),
        ev(t + 600, CACHE_USER[c.e.key], "info", `redis: reconnected to redis-cache:6379 (role=master)`),
      ]),
  },
  {
    id: "client-poller-rate-limited",
    estate: "any",
    note: "a tenant dashboard polls too fast and is rate limited with 429",
    gen: (c) =>
      times(c, c.r.int(40, 80)).map((t) =>
        ev(t, API[c.e.key], "warn", `GET /api/v2/status 429 1ms client=dashboard-${c.r.int(1, 3)} (limit 10/s)`),
      ),
  },
];

// ---------------------------------------------------------------- routine background

export function deployLines(r: Rng, svc: string, rt: Runtime, t: number, version: string): LogEvent[] {
  const L = (dt: number, level: LogEvent["level"], msg: string) => ev(t + dt, svc, level, msg);
  switch (rt) {
    case "go":
      return [
        L(0, "info", `received SIGTERM, draining connections`),
        L(2400, "info", `starting ${svc} version=${version} commit=${r.hex(7)} go=go1.23.3`),
        L(2500, "info", `listening on :8080`),
      ];
    case "java":
      return [
        L(0, "info", `Commencing graceful shutdown. Waiting for active requests to complete`),
        L(9000, "info", `Starting application v${version} using Java 21.0.5`),
        L(
          17_000,
          "info",
          `Started in ${(7 + r.next() * 4).toFixed(3)} seconds (process running for ${(9 + r.next() * 4).toFixed(3)})`,
        ),
      ];
    case "python":
      return [
        L(0, "info", `Handling signal: term`),
        L(1500, "info", `Starting gunicorn 22.0.0`),
        L(1600, "info", `Listening at: http://0.0.0.0:8000 (1)`),
        L(1700, "info", `Booting worker with pid: ${r.int(7, 40)}`),
        L(1800, "info", `release ${version} ready`),
      ];
    case "node":
      return [
        L(0, "info", `SIGTERM received, closing server`),
        L(3000, "info", `${svc}@${version} listening on :3000 (NODE_ENV=production)`),
      ];
    case "dotnet":
      return [
        L(0, "info", `Application is shutting down...`),
        L(4000, "info", `Now listening on: http://[::]:8080`),
        L(4100, "info", `Application started. Hosting environment: Production; build ${version}`),
      ];
    case "ruby":
      return [
        L(0, "info", `- Gracefully stopping, waiting for requests to finish`),
        L(5000, "info", `Puma starting in single mode... Version 6.4.3, codename: The Eagle of Durango`),
        L(5100, "info", `* Listening on http://0.0.0.0:3000 (release ${version})`),
      ];
    case "cpp":
      return [
        L(0, "info", `caught SIGHUP, reloading /etc/${svc}/agent.yaml`),
        L(300, "info", `configuration reloaded: ${r.int(2, 5)} keys changed, revision ${version}`),
      ];
  }
}

export function retryLines(r: Rng, e: Estate, t: number): LogEvent[] {
  const svcs = Object.keys(e.services);
  const a = r.pick(svcs);
  let b = r.pick(svcs);
  if (b === a) b = svcs[(svcs.indexOf(a) + 1) % svcs.length];
  const rt = e.services[a];
  const msg: Record<Runtime, string> = {
    go: `call to ${b} failed: read tcp 10.42.0.${r.int(2, 250)}:${r.int(30000, 60000)}->10.42.1.${r.int(2, 250)}:8080: read: connection reset by peer; retrying (1/3)`,
    java: `I/O error on POST request for "http://${b}:8080/": Connection reset; retrying (attempt 1 of 3)`,
    python: `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /api/${b}`,
    node: `request to http://${b}:8080 failed, reason: socket hang up - retry 1/3 in 200ms`,
    dotnet: `Polly: Retry 1 of 3 for ${b} after 200ms due to: System.Net.Http.HttpRequestException: An error occurred while sending the request.`,
    ruby: `Faraday::ConnectionFailed calling ${b} (Connection reset by peer), retry 1/3`,
    cpp: `upload to ${b} failed (curl 52: Empty reply from server), retry 1/3`,
  };
  return [ev(t, a, "warn", msg[rt]), ev(t + r.int(200, 900), a, "info", `call to ${b} succeeded on attempt 2`)];
}
