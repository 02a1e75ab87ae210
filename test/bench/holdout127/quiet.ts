// The 12 quiet windows: only the everyday noise of the estate, plus a harmless busy moment of its own.
import type { Level } from "./formats.js";

export interface Quiet {
  estate: string;
  note: string;
  /** one-off harmless lines at a fraction of the window: [fraction, service, level, template] */
  extras: [number, string, Level, string][];
  /** multiplier for everyday domain noise */
  noise: number;
}

export const QUIETS: Quiet[] = [
  {
    estate: "strikezone",
    note: "Saturday evening at the bowl: unsigned waivers, a pinsetter jam and a dead arcade reader, nothing broken.",
    noise: 2,
    extras: [
      [0.5, "lane-booking", "warn", "Lane 14 set OUT_OF_ORDER: pinsetter code E22 (sweep jam) reported by desk"],
    ],
  },
  {
    estate: "strikezone",
    note: "A planned lane-booking rollout restarts pods one by one while traffic carries on.",
    noise: 1,
    extras: [
      [0.4, "lane-booking", "info", "Received SIGTERM, graceful shutdown (rollout lane-booking 8.3.1 -> 8.3.2)"],
      [0.41, "lane-booking", "info", "Started LaneBookingApplication in 9.812 seconds (process running for 10.4)"],
      [
        0.42,
        "lanes-web",
        "warn",
        "retrying POST lane-booking/bookings attempt=2 after ECONNRESET (request 7fe01c2a9b11)",
      ],
    ],
  },
  {
    estate: "strikezone",
    note: "A quiet weekday morning with prize stock-outs and declined top-ups.",
    noise: 1.5,
    extras: [[0.6, "redemption-pos", "warn", "Prize SKU PZ-0412 out of stock at counter 2; offered substitute"]],
  },
  {
    estate: "bouncepark",
    note: "Half-term rush at the trampoline park: many unsigned waivers and declined cards, all handled at the desk.",
    noise: 2.5,
    extras: [[0.3, "capacity-tracker", "warn", "zone 3 at 100% capacity, new check-ins queued for next slot"]],
  },
  {
    estate: "bouncepark",
    note: "The SMS provider blips once and notify-worker's retries succeed; nothing is lost.",
    noise: 1,
    extras: [
      [0.45, "notify-worker", "warn", "sms send attempt 1 failed: 503 from provider, retrying in 500ms"],
      [0.451, "notify-worker", "info", "sms send ok on attempt 2 (provider id SM9f2e11ab)"],
    ],
  },
  {
    estate: "bouncepark",
    note: "An ordinary evening with a court closed for net repair and party bookings moved.",
    noise: 1.5,
    extras: [[0.5, "capacity-tracker", "warn", "zone 5 closed by staff: net repair"]],
  },
  {
    estate: "pixelpier",
    note: "Busy arcade afternoon with unreadable cards, a printer out of paper and prize stock-outs.",
    noise: 2,
    extras: [[0.5, "tap-hub", "warn", "reader AR-118: 6 unreadable taps in 60s, flagged for cleaning"]],
  },
  {
    estate: "pixelpier",
    note: "pricing-rules deploys a new release and card-wallet's optimistic-lock retries all succeed.",
    noise: 1,
    extras: [
      [
        0.35,
        "pricing-rules",
        "info",
        "I, [2026-10-03T15:12:00] INFO -- : Puma starting in single mode... version 6.4.2",
      ],
      [0.36, "card-wallet", "warn", "Optimistic lock conflict on card GC40011827 (version 12), retrying"],
      [0.361, "card-wallet", "info", "Optimistic lock retry succeeded for card GC40011827"],
    ],
  },
  {
    estate: "pixelpier",
    note: "Late evening at the pier with low traffic and declined top-ups.",
    noise: 1.5,
    extras: [],
  },
  {
    estate: "funplex",
    note: "Birthday-party peak: rescheduled parties, unsigned waivers and a gate scanner falling back to manual.",
    noise: 2,
    extras: [[0.55, "attraction-gates", "warn", "gate G4 scanner offline, falling back to manual check"]],
  },
  {
    estate: "funplex",
    note: "kitchen-display reloads its configuration and booking-core retries a deadlock successfully.",
    noise: 1,
    extras: [
      [0.5, "kitchen-display", "info", "Configuration reloaded: appsettings.Production.json (Stations: 4)"],
      [0.62, "booking-core", "warn", "Deadlock found when trying to get lock; retrying transaction (attempt 2)"],
      [0.621, "booking-core", "info", "Transaction committed on attempt 2"],
    ],
  },
  {
    estate: "funplex",
    note: "A normal league night with several lanes put out of order by pinsetter jams.",
    noise: 2,
    extras: [[0.4, "pinsetter-monitor", "warn", "lane 9 deck jam E31: pins not picked up, lane set out of order"]],
  },
];
