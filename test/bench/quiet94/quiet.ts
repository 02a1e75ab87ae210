// Harmless noise that looks alarming in a parking estate: each kind is one thing that pages for nothing.
import type { Estate, Role } from "./estates.js";
import type { Ev } from "./formats.js";
import { hex, int, pick, plate, type Rng } from "./rng.js";
import type { Window } from "./stream.js";

export interface Noise {
  kind: string;
  needs: Role[];
  /** one occurrence at `t`; `s` maps the roles to service names */
  at: (t: number, s: Record<Role, string>, r: Rng, e: Estate) => Ev[];
}

const ev = (t: number, svc: string, level: Ev["level"], msg: string, extra: Partial<Ev> = {}): Ev => ({
  t,
  svc,
  level,
  msg,
  ...extra,
});
const lane = (r: Rng) => `${pick(r, ["E", "X"])}${int(r, 1, 5)}`;
const dev = (r: Rng) => `HH-0${int(r, 100, 480)}`;
const cp = (r: Rng) => `CP-${int(r, 1001, 1048)}`;

export const NOISE: Noise[] = [
  {
    kind: "plates unread in rain",
    needs: ["edge", "gate"],
    at: (t, s, r) => {
      const l = lane(r);
      return [
        ev(
          t,
          s.edge,
          "WARN",
          `lane ${l}: plate not read, best candidate conf=0.${int(r, 21, 58)} below threshold 0.70 (lens wet, ${int(r, 3, 9)} frames)`,
        ),
        ev(
          t + int(r, 60, 200),
          s.gate,
          "WARN",
          `lane ${l}: no plate for vehicle at loop A after 1500ms, falling back to ticket`,
        ),
      ];
    },
  },
  {
    kind: "dirty plate OCR failure",
    needs: ["edge", "gate"],
    at: (t, s, r) => [
      ev(
        t,
        s.edge,
        "ERROR",
        `OCR failed lane ${lane(r)} frame ${int(r, 10000, 99999)}: no plate region found (glare/dirt), image kept for review`,
      ),
    ],
  },
  {
    kind: "card declined at exit",
    needs: ["payment", "pay"],
    at: (t, s, r) => [
      ev(
        t,
        s.payment,
        "WARN",
        `authorization declined rc=${pick(r, ["05 Do Not Honor", "51 Insufficient Funds", "54 Expired Card", "61 Exceeds Withdrawal Limit"])} scheme=${pick(r, ["visa", "mastercard"])}`,
      ),
      ev(
        t + int(r, 20, 90),
        s.pay,
        "ERROR",
        `payment failed at ${lane(r).replace("E", "X")}: card declined, prompting customer for another card`,
      ),
      ev(t + int(r, 9000, 25000), s.pay, "INFO", `payment succeeded at ${lane(r).replace("E", "X")} on second card`),
    ],
  },
  {
    kind: "lost ticket at the gate",
    needs: ["gate", "pay"],
    at: (t, s, r) => [
      ev(
        t,
        s.pay,
        "ERROR",
        `ticket lookup failed: barcode ${int(r, 1000000000, 9999999999)} not found (TicketNotFound), starting lost-ticket flow`,
      ),
      ev(
        t + int(r, 30000, 90000),
        s.pay,
        "WARN",
        `lost-ticket tariff applied: daily maximum ${int(r, 18, 40)}.00 charged, intercom call ${hex(r, 6)}`,
      ),
      ev(t + int(r, 100000, 140000), s.gate, "INFO", `lane X${int(r, 1, 4)}: barrier open (lost ticket paid)`),
    ],
  },
  {
    kind: "handheld resync after dead zone",
    needs: ["sync"],
    at: (t, s, r) => {
      const d = dev(r);
      const n = int(r, 6, 40);
      return [
        ev(
          t,
          s.sync,
          "WARN",
          `Device ${d} reconnected after ${int(r, 300, 2400)}s offline; replaying ${n} queued records`,
        ),
        ev(t + 400, s.sync, "WARN", `Device ${d} clock drift ${int(r, 8, 95)}s corrected from NTP`),
        ev(
          t + 900,
          s.sync,
          "ERROR",
          `Replay from ${d}: ${int(r, 1, 4)} records rejected with 409 Conflict (already stored), dropped as duplicates`,
        ),
        ev(t + 2000, s.sync, "INFO", `Device ${d} sync complete: ${n} records in ${int(r, 2, 9)}.${int(r, 0, 9)}s`),
      ];
    },
  },
  {
    kind: "occupancy sensor flapping",
    needs: ["occ"],
    at: (t, s, r) => {
      const b = `${pick(r, ["P1", "P2", "A", "B"])}-${int(r, 10, 320)}`;
      return [
        ev(
          t,
          s.occ,
          "WARN",
          `bay ${b} state flapped ${int(r, 5, 14)} times in 60s, holding last stable state (debounce)`,
        ),
        ev(t + int(r, 1000, 4000), s.occ, "WARN", `bay ${b} sensor battery ${int(r, 2, 9)}%`),
      ];
    },
  },
  {
    kind: "guidance sign ack timeout",
    needs: ["signs"],
    at: (t, s, r) => {
      const g = pick(r, ["L2-N", "LVL-B", "RAMP-IN", "EV-1"]);
      return [
        ev(t, s.signs, "ERROR", `sign ${g}: no ACK within 500ms on RS-485, retry 1/3`),
        ev(t + 600, s.signs, "INFO", `sign ${g}: ACK received on retry 1`),
      ];
    },
  },
  {
    kind: "EV charger missed heartbeat",
    needs: ["ev"],
    at: (t, s, r) => {
      const c = cp(r);
      return [
        ev(t, s.ev, "WARN", `${c} missed 2 heartbeats (interval 300s), connector status -> Unavailable`),
        ev(
          t + int(r, 20000, 70000),
          s.ev,
          "INFO",
          `BootNotification from ${c} (vendor ABB, fw 1.8.21) -> Accepted, interval 300`,
        ),
      ];
    },
  },
  {
    kind: "EV connector error codes and SuspendedEV",
    needs: ["ev"],
    at: (t, s, r) => [
      ev(
        t,
        s.ev,
        "ERROR",
        `StatusNotification ${cp(r)} connector 1 status=Unavailable errorCode=${pick(r, ["GroundFailure", "PowerMeterFailure", "EVCommunicationError"])} vendorErrorCode=E${int(r, 10, 99)}`,
      ),
      ev(
        t + int(r, 3000, 15000),
        s.ev,
        "INFO",
        `StatusNotification ${cp(r)} connector 1 status=SuspendedEV errorCode=NoError`,
      ),
    ],
  },
  {
    kind: "loop detector stuck",
    needs: ["gate"],
    at: (t, s, r) => {
      const l = lane(r);
      return [
        ev(t, s.gate, "WARN", `lane ${l}: loop B presence > 600s, detector recalibrating`),
        ev(t + int(r, 5000, 20000), s.gate, "INFO", `lane ${l}: loop B recalibrated, baseline ${int(r, 80, 120)}kHz`),
      ];
    },
  },
  {
    kind: "barrier forced open by attendant",
    needs: ["gate"],
    at: (t, s, r) => [
      ev(
        t,
        s.gate,
        "ERROR",
        `lane ${lane(r)}: barrier arm raised manually (key switch), no transaction - vend logged as MANUAL`,
      ),
    ],
  },
  {
    kind: "tailgating",
    needs: ["gate"],
    at: (t, s, r) => [
      ev(t, s.gate, "WARN", `lane ${lane(r)}: 2 vehicles passed on one vend (tailgate suspected), snapshot saved`),
    ],
  },
  {
    kind: "exit plate unmatched",
    needs: ["edge", "gate"],
    at: (t, s, r) => {
      const p = plate(r);
      return [
        ev(
          t,
          s.gate,
          "WARN",
          `exit plate=${p} matched no open session (closest ${plate(r)} dist=2), asking for ticket`,
        ),
        ev(t + int(r, 8000, 30000), s.gate, "INFO", `exit ${p}: session resolved by ticket scan`),
      ];
    },
  },
  {
    kind: "anti-passback denial",
    needs: ["permit"],
    at: (t, s, r) => [
      ev(
        t,
        s.permit,
        "WARN",
        `anti-passback: pass SP-${int(r, 10000, 99999)} denied entry, already inside since ${int(r, 6, 11)}:${int(r, 10, 59)}`,
      ),
    ],
  },
  {
    kind: "expired permits during enforcement",
    needs: ["permit"],
    at: (t, s, r) => [
      ev(
        t,
        s.permit,
        "WARN",
        `Permit RP-${int(r, 100000, 999999)} for plate ${plate(r)} expired ${int(r, 1, 40)} days ago; not eligible`,
      ),
    ],
  },
  {
    kind: "max stay reached",
    needs: ["enforce", "pay"],
    at: (t, s, r) => [
      ev(
        t,
        s.pay,
        "WARN",
        `extend rejected 422 max_stay_exceeded zone=${int(r, 4100, 4399)} (limit ${pick(r, [120, 180, 240])} min)`,
      ),
    ],
  },
  {
    kind: "3DS challenge abandoned",
    needs: ["payment"],
    at: (t, s, r) => [
      ev(
        t,
        s.payment,
        "WARN",
        `3DS challenge for txn ${hex(r, 12)} not completed within 600s, authorisation cancelled (customer abandoned)`,
      ),
    ],
  },
  {
    kind: "validation code expired or reused",
    needs: ["valid"],
    at: (t, s, r) => [
      ev(
        t,
        s.valid,
        "ERROR",
        `validation rejected code=${pick(r, ["HTL", "SHP", "CIN"])}-${hex(r, 6).toUpperCase()}: ${pick(r, ["already redeemed", "expired", "merchant quota exhausted for today"])}`,
      ),
    ],
  },
  {
    kind: "bot hammering availability API",
    needs: ["web"],
    at: (t, s, r) => {
      const ip = `${int(r, 31, 212)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)}`;
      return Array.from({ length: int(r, 4, 9) }, (_, i) =>
        ev(
          t + i * int(r, 80, 300),
          s.web,
          "WARN",
          `429 Too Many Requests GET /api/availability?near=${int(r, 1, 9)} ip=${ip} ua="python-requests/2.31"`,
        ),
      );
    },
  },
  {
    kind: "TLS certificate expiry warning",
    needs: ["web"],
    at: (t, s, r, e) => [
      ev(
        t,
        s.web,
        "WARN",
        `TLS certificate for api.${e.key}.example expires in ${int(r, 18, 29)} days (renewal scheduled)`,
      ),
    ],
  },
  {
    kind: "long GC pause",
    needs: ["payment"],
    at: (t, s, r, e) =>
      e.services[s.payment] === "java"
        ? [
            ev(
              t,
              s.payment,
              "WARN",
              `[gc] GC(${int(r, 800, 2400)}) Pause Young (G1 Evacuation Pause) ${int(r, 900, 1900)}M->${int(r, 300, 600)}M(2048M) ${int(r, 350, 780)}.${int(r, 100, 999)}ms`,
            ),
          ]
        : [
            ev(
              t,
              s.payment,
              "WARN",
              `slow request: POST /authorize took ${int(r, 2100, 4800)}ms (p99 budget 2000ms), completed 200`,
            ),
          ],
  },
  {
    kind: "nightly job overran",
    needs: ["ops"],
    at: (t, s, r) => [
      ev(
        t,
        s.ops,
        "WARN",
        `reconciliation job finished in ${int(r, 150, 420)}s (threshold 120s), ${int(r, 0, 3)} items need manual review`,
      ),
    ],
  },
  {
    kind: "old health path 404",
    needs: ["web"],
    at: (t, s, r) => [
      ev(t, s.web, "ERROR", `GET /health 404 ${int(r, 1, 3)}ms - ELB-HealthChecker/2.0 (legacy target group)`),
    ],
  },
  {
    kind: "kafka consumer rebalance",
    needs: ["occ"],
    at: (t, s, r) => [
      ev(
        t,
        s.occ,
        "WARN",
        `[Consumer clientId=occupancy-1, groupId=occupancy] Request joining group due to: group is already rebalancing`,
      ),
      ev(
        t + int(r, 2000, 6000),
        s.occ,
        "INFO",
        `[Consumer clientId=occupancy-1, groupId=occupancy] Adding newly assigned partitions: bay-events-${int(r, 0, 5)}`,
      ),
    ],
  },
  {
    kind: "stale pooled connection",
    needs: ["payment"],
    at: (t, s, r) => [
      ev(
        t,
        s.payment,
        "WARN",
        `connection pool: closed stale connection to db (idle ${int(r, 1800, 3700)}s > server wait_timeout), replaced`,
      ),
    ],
  },
  {
    kind: "SMS to unsubscribed recipient",
    needs: ["notify"],
    at: (t, s, r) => [
      ev(
        t,
        s.notify,
        "ERROR",
        `Twilio error 21610: Attempt to send to unsubscribed recipient +44 7${int(r, 100, 999)} ***${int(r, 100, 999)}, message dropped`,
      ),
    ],
  },
  {
    kind: "email bounce",
    needs: ["notify"],
    at: (t, s, r) => [
      ev(
        t,
        s.notify,
        "WARN",
        `SES bounce type=${pick(r, ["Transient/MailboxFull", "Permanent/General"])} for citation receipt ${hex(r, 10)}, address suppressed`,
      ),
    ],
  },
  {
    kind: "photo upload over 3G retried",
    needs: ["sync"],
    at: (t, s, r) => {
      const d = dev(r);
      return [
        ev(t, s.sync, "WARN", `Evidence photo upload from ${d} chunk ${int(r, 2, 5)}/6 timed out after 30s, resuming`),
        ev(
          t + int(r, 5000, 20000),
          s.sync,
          "INFO",
          `Evidence photo upload from ${d} complete (${int(r, 1, 4)}.${int(r, 0, 9)} MB)`,
        ),
      ];
    },
  },
  {
    kind: "clock stepped by chrony",
    needs: ["gate"],
    at: (t, s, r) => [
      ev(
        t,
        s.gate,
        "WARN",
        `system clock stepped by +${int(r, 1, 9)}.${int(r, 100, 999)}s (chronyd), lane timers re-armed`,
      ),
    ],
  },
  {
    kind: "read replica lag",
    needs: ["permit"],
    at: (t, s, r) => [
      ev(t, s.permit, "WARN", `replica lag ${int(r, 3, 12)}.${int(r, 0, 9)}s exceeds 2s, routing reads to primary`),
    ],
  },
  {
    kind: "duplicate PSP webhook",
    needs: ["payment"],
    at: (t, s, r) => [
      ev(t, s.payment, "WARN", `webhook evt_${hex(r, 20)} already processed (idempotency key hit), ignoring`),
    ],
  },
  {
    kind: "coin vault and bill jam",
    needs: ["pay"],
    at: (t, s, r) => [
      ev(t, s.pay, "ERROR", `pay station PS-${int(r, 1, 24)} reported BILL_ACCEPTOR_JAM, cash disabled, card only`),
      ev(t + int(r, 60000, 200000), s.pay, "INFO", `pay station PS-${int(r, 1, 24)} cash acceptor back in service`),
    ],
  },
  {
    kind: "ticket paper low",
    needs: ["gate"],
    at: (t, s, r) => [
      ev(t, s.gate, "WARN", `kiosk TK-0${int(r, 1, 8)} ticket stock low (est. ${int(r, 40, 200)} left)`),
    ],
  },
  {
    kind: "tariff switch recalculation",
    needs: ["pay"],
    at: (t, s, r) => [
      ev(
        t,
        s.pay,
        "WARN",
        `tariff boundary crossed (DAY -> EVENING), ${int(r, 20, 300)} open quotes invalidated and recalculated`,
      ),
    ],
  },
  {
    kind: "hotel guest not found in PMS",
    needs: ["valid"],
    at: (t, s, r) => [
      ev(
        t,
        s.valid,
        "WARN",
        `guest validation: room ${int(r, 101, 940)} has no checked-in guest named on folio, validation refused`,
      ),
    ],
  },
  {
    kind: "citation void by supervisor",
    needs: ["enforce"],
    at: (t, s, r) => [
      ev(
        t,
        s.enforce,
        "WARN",
        `Citation CT-${int(r, 2000000, 2999999)} voided by supervisor ${int(r, 10, 40)}: reason=VALID_SESSION_FOUND`,
      ),
    ],
  },
  {
    kind: "DMV lookup no record",
    needs: ["enforce"],
    at: (t, s, r) => [
      ev(
        t,
        s.enforce,
        "ERROR",
        `DMV lookup for plate ${plate(r)} returned NO_RECORD (out-of-state?), citation left pending`,
      ),
    ],
  },
];

/** Spread `n` occurrences of `kind` across the window. */
export function noiseEvents(nz: Noise, e: Estate, w: Window, r: Rng, n: number): Ev[] {
  const s = e.roles as Record<Role, string>;
  const out: Ev[] = [];
  for (let i = 0; i < n; i++) {
    const t = w.start + Math.floor(r() * (w.end - w.start - 5000));
    for (const x of nz.at(t, s, r, e)) if (x.t < w.end) out.push(x);
  }
  return out;
}

export const applicable = (e: Estate) => NOISE.filter((n) => n.needs.every((role) => e.roles[role]));
