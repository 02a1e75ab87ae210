// The 12 quiet windows of holdout73: three per estate, each with a busy but harmless episode of the domain
// (weather delays, a sold-out flight, a FIDS reconnect wave, a planned failover) and nothing broken.
import type { Line } from "./estates.js";

export interface Episode {
  svc: string;
  lines: Line[];
  /** seconds between lines, and how long the episode lasts */
  every: number;
  span: number;
}
export interface QuietSpec {
  est: string;
  note: string;
  episodes: Episode[];
}

const I = "INFO" as const;
const W = "WARN" as const;
const E = "ERROR" as const;

export const QUIET: QuietSpec[] = [
  {
    est: "skylark",
    note: "Ordinary afternoon: a flight sells out, some card refusals and a loyalty-ledger release; everything recovers on its own.",
    episodes: [
      {
        svc: "shopping-engine",
        every: 4,
        span: 180,
        lines: [
          [W, "fare family ECONOMY LIGHT sold out on SK1442 LHR-MRD, offering STANDARD only"],
          [W, "SK1442 cabin Y closed: no availability"],
        ],
      },
      {
        svc: "payment-orchestrator",
        every: 9,
        span: 240,
        lines: [[W, "authorisation refused psp=adyen ref={hex} reason=Refused (51 Insufficient funds)"]],
      },
    ],
  },
  {
    est: "skylark",
    note: "Schedule change wave: many SSM/ASM messages and queue placements, a few rejected messages as every day, no failure.",
    episodes: [
      {
        svc: "gds-feed-sync",
        every: 1.5,
        span: 300,
        lines: [
          [I, "ASM TIM {flt} {apt}{hhmm} processed"],
          [I, "SSM RPL {flt} applied"],
        ],
      },
      { svc: "pnr-store", every: 2, span: 300, lines: [[I, "queue place: PNR {pnr} to Q7C1 (schedule change)"]] },
    ],
  },
  {
    est: "skylark",
    note: "A brief BSP link hiccup is retried successfully and a seat map cache is rebuilt; nothing fails for customers.",
    episodes: [
      {
        svc: "ticketing-svc",
        every: 6,
        span: 90,
        lines: [
          [W, "BSP link timeout for 176-{tkt}, retrying (1/3)"],
          [I, "BSP link retry ok after 1 attempt"],
        ],
      },
      {
        svc: "seatmap-svc",
        every: 10,
        span: 120,
        lines: [[I, "Seat map cache rebuilt for {flt} (aircraft swap A320 -> A321)"]],
      },
    ],
  },
  {
    est: "bluecrest",
    note: "Weather delays: many re-timed flights, crew legality warnings and rebookings that all succeed.",
    episodes: [
      {
        svc: "flight-ops-hub",
        every: 3,
        span: 400,
        lines: [[W, "Flight {flt} delayed 45 min: ATC slot CTOT {hhmm}Z (weather at destination)"]],
      },
      {
        svc: "crew-roster",
        every: 6,
        span: 400,
        lines: [[W, "FTL: crew {crew} duty 12h50 exceeds planned 12h00 on {flt}, commander discretion required"]],
      },
      {
        svc: "disruption-rebook",
        every: 5,
        span: 300,
        lines: [[I, "reaccommodated PNR {pnr} from {flt} to {flt} (protect class Y)"]],
      },
    ],
  },
  {
    est: "bluecrest",
    note: "Morning bank: passengers denied boarding for documents and check-ins inhibited as usual; APIS acks slow but arrive.",
    episodes: [
      {
        svc: "dcs-checkin",
        every: 4,
        span: 360,
        lines: [
          [W, "check-in inhibited for {pnr}/1 on {flt}: DOCS missing (passport required)"],
          [W, "pax {pnr}/1 offloaded {flt}: DNB document invalid (visa)"],
        ],
      },
      {
        svc: "apis-submitter",
        every: 8,
        span: 200,
        lines: [
          [W, "iAPI ack not received in 5s for {flt}, resending"],
          [I, "iAPI ack OK for {flt} (attempt 2)"],
        ],
      },
    ],
  },
  {
    est: "bluecrest",
    note: "A planned disruption-rebook release and a LaunchDarkly flag change; a few app errors from expired passes as every day.",
    episodes: [
      { svc: "mobile-bff", every: 12, span: 200, lines: [[W, "GET /v1/boardingpass/{pnr} 404 {ms}ms (pass expired)"]] },
      { svc: "boarding-pass-svc", every: 15, span: 200, lines: [[I, "wallet pass updated for {flt} gate {gate}"]] },
    ],
  },
  {
    est: "meridian",
    note: "A wave of FIDS screens reconnecting after a switch reboot in T2; all reconnect within a minute.",
    episodes: [
      {
        svc: "fids-publisher",
        every: 1,
        span: 70,
        lines: [
          [W, "display FIDS-T2-{gate} websocket closed (1006), reconnecting in 5s"],
          [I, "display FIDS-T2-{gate} reconnected, full refresh sent"],
        ],
      },
    ],
  },
  {
    est: "meridian",
    note: "Busy baggage hour: rush bags, no-reads sent to manual coding and late gate changes, all handled.",
    episodes: [
      {
        svc: "bag-reconcile",
        every: 5,
        span: 400,
        lines: [[W, "rush tag {tag} ex {oflt}: bag missed connection, forwarded on next flight"]],
      },
      {
        svc: "gate-allocator",
        every: 10,
        span: 300,
        lines: [[I, "gate change {oflt} {gate} -> {gate} (late inbound)"]],
      },
    ],
  },
  {
    est: "meridian",
    note: "Planned Oracle listener failover for aodb-core: a handful of reconnects and retries that succeed.",
    episodes: [
      {
        svc: "aodb-core",
        every: 8,
        span: 60,
        lines: [
          [W, "UCP: connection to aodb-db-a invalidated, borrowing from aodb-db-b"],
          [I, "movement update {oflt} succeeded after retry"],
        ],
      },
    ],
  },
  {
    est: "kestrel",
    note: "Technical delays and crew swaps with SMS notices going out; the kiosks' usual passport read errors continue.",
    episodes: [
      {
        svc: "ops-control",
        every: 6,
        span: 300,
        lines: [
          [I, "{flt} ETD revised to {hhmm} (tech delay, code 41)"],
          [W, "crew {crew} approaching FDP limit on {flt} (11h40 of 12h00)"],
        ],
      },
      {
        svc: "sms-gateway-client",
        every: 2,
        span: 200,
        lines: [[I, "SMS queued SM{hex} to +44***{n} (delay notice {flt})"]],
      },
    ],
  },
  {
    est: "kestrel",
    note: "Sell-out on a popular route and a crew-portal config reload; web booking keeps working.",
    episodes: [
      { svc: "res-core", every: 5, span: 300, lines: [[W, "{flt} class {cls} closed: sold out"]] },
      {
        svc: "web-booking",
        every: 8,
        span: 300,
        lines: [[I, "no availability for {apt}-{apt2} on requested date, suggested alternatives shown"]],
      },
    ],
  },
  {
    est: "kestrel",
    note: "A bag tag printer runs out of stock and is refilled; a couple of print jobs are retried successfully.",
    episodes: [
      {
        svc: "bagtag-print",
        every: 10,
        span: 120,
        lines: [
          [E, "BTP-12 paper out, job {hex} held"],
          [I, "BTP-12 stock replaced, resuming held jobs"],
        ],
      },
    ],
  },
];
