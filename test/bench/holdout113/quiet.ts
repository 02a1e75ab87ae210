// The 12 quiet windows: everyday noise of each operator plus busy-but-healthy moments that look alarming.
import type { Estate, L } from "./estates.js";
import { BRIGHTLINE as BL, GRANITE as GR, LAKESHORE as LS, NORTHPOINT as NP } from "./estates.js";
import type { Once, Timed } from "./stream.js";

export interface QuietSpec {
  estate: Estate;
  note: string;
  periodic?: Timed[];
  once?: Once[];
}
const I = (msg: string): L => ({ lvl: "info", msg });
const W = (msg: string): L => ({ lvl: "warn", msg });
const E = (msg: string): L => ({ lvl: "error", msg });

export const QUIET: QuietSpec[] = [
  {
    estate: NP,
    note: "A late goal suspends hundreds of markets for 40 seconds; bets are rejected as MARKET_SUSPENDED until trading reopens them.",
    periodic: [
      {
        svc: "trading-engine",
        every: 0.5,
        until: 40,
        line: (r) => I(`market 1.${r.digits(6)} SUSPENDED (goal check)`),
      },
      {
        svc: "bet-placement",
        every: 0.4,
        until: 45,
        line: (r) => I(`Bet rejected slip=S${r.digits(9)} reason=MARKET_SUSPENDED market=1.${r.digits(6)}`),
      },
      { svc: "trading-engine", every: 0.5, from: 41, until: 70, line: (r) => I(`market 1.${r.digits(6)} OPEN`) },
    ],
  },
  {
    estate: NP,
    note: "Rolling deploy of bet-placement: pods briefly fail readiness and sb-edge retries succeed.",
    once: [
      {
        svc: "bet-placement",
        at: 0,
        lines: () => [
          I("Stopping service [Tomcat]"),
          I("Started BetPlacementApplication in 11.84 seconds (process running for 12.6)"),
        ],
      },
      {
        svc: "sb-edge",
        at: 2,
        lines: () => [
          W("upstream bet-placement connect ECONNREFUSED, retry 1/2"),
          I("upstream bet-placement ok on retry"),
        ],
      },
    ],
  },
  {
    estate: NP,
    note: "The odds provider rotates its streaming endpoint; odds-ingest reconnects once and catches up with out-of-order messages.",
    once: [
      {
        svc: "odds-ingest",
        at: 0,
        lines: () => [
          W("stream closed by server: websocket: close 1001 (going away): endpoint rotation"),
          I("reconnected to stream.feedco-data.example in 812ms, replaying from seq 88123410"),
        ],
      },
    ],
    periodic: [
      {
        svc: "odds-ingest",
        every: 1,
        until: 20,
        line: (r) =>
          W(
            `dropping out-of-order update event=${r.digits(8)} seq=${r.int(1000, 9000)} last_applied=${r.int(9001, 9900)}`,
          ),
      },
    ],
  },
  {
    estate: LS,
    note: "Evening draw closes: sales stop for 'draw closed' for a minute until the next draw opens.",
    once: [
      {
        svc: "draw-manager",
        at: 0,
        lines: () => [I("draw 2455 LAKE5 sales closed at 22:59:00, pool frozen"), I("draw 2456 LAKE5 opened for sale")],
      },
    ],
    periodic: [
      {
        svc: "ticket-issuer",
        every: 1,
        until: 60,
        line: (r) => W(`sale rejected terminal=T${r.int(10000, 19999)}: game LAKE5 draw 2455 closed`),
      },
    ],
  },
  {
    estate: LS,
    note: "Morning store openings: hundreds of retailer terminals reconnect to retail-gw.",
    periodic: [
      {
        svc: "retail-gw",
        every: 0.6,
        until: 90,
        line: (r) => I(`terminal=T${r.int(10000, 19999)} session established fw=7.1.${r.int(0, 4)}`),
      },
      {
        svc: "terminal-fleet",
        every: 3,
        until: 90,
        line: (r) => I(`terminal T${r.int(10000, 19999)} came online after overnight shutdown`),
      },
    ],
  },
  {
    estate: LS,
    note: "A large jackpot brings a spike of responsible-gambling refusals and declined deposits; everything else is normal.",
    periodic: [
      {
        svc: "rg-limits",
        every: 2,
        line: (r) => I(`purchase refused player=${r.digits(7)} reason=weekly_limit_reached limit=200.00`),
      },
      {
        svc: "player-wallet",
        every: 3,
        line: (r) => W(`Deposit declined for player ${r.digits(7)}: do_not_honor (processor code 05)`),
      },
    ],
  },
  {
    estate: BL,
    note: "A concert crowd near the state line triggers many geofence boundary rejections.",
    periodic: [
      {
        svc: "geofence",
        every: 1,
        line: (r) =>
          W(`fix rejected customer=${r.hex(8)} reason=outside_boundary nearest_state=NY margin_m=-${r.int(10, 400)}`),
      },
    ],
  },
  {
    estate: BL,
    note: "grader catches up on a batch of late final scores; a slow batch warns and completes.",
    once: [
      {
        svc: "grader",
        at: 0,
        lines: () => [
          W("batch of 41 fixtures queued (results feed caught up)"),
          W("grading batch took 38.2s (threshold 30s)"),
          I("backlog cleared"),
        ],
      },
    ],
  },
  {
    estate: BL,
    note: "The PSP refuses a run of cards and one capture succeeds on retry; payments otherwise fine.",
    periodic: [
      {
        svc: "payments",
        every: 5,
        until: 120,
        line: (r) => W(`deposit ${r.hex(12)} refused by psp: Refused (refusalReasonCode=${r.pick([2, 7, 24])})`),
      },
    ],
    once: [
      {
        svc: "payments",
        at: 30,
        lines: () => [W("capture timed out after 5000ms, retrying (1/2)"), I("capture succeeded on retry")],
      },
    ],
  },
  {
    estate: GR,
    note: "A store's network blips: its terminals lose link and re-register within seconds.",
    periodic: [
      { svc: "pos-hub", every: 2, until: 30, line: () => W("[pos-14] terminal link lost (heartbeat timeout 15s)") },
    ],
    once: [
      {
        svc: "pos-hub",
        at: 32,
        lines: () => [I("[pos-14] terminal re-registered fw=4.2.7"), I("store 412: 6 terminals back online")],
      },
    ],
  },
  {
    estate: GR,
    note: "audit-sink flushes slowly during the archive window and warns about backpressure, then recovers.",
    periodic: [
      {
        svc: "audit-sink",
        every: 10,
        until: 120,
        line: (r) => W(`archive flush slow: ${r.int(2, 6)}.${r.int(1, 9)}s, buffer ${r.int(40, 80)}% full`),
      },
    ],
  },
  {
    estate: GR,
    note: "The reconciliation job finds a one-cent discrepancy and auto-corrects it.",
    once: [
      {
        svc: "claims-desk",
        at: 0,
        lines: () => [
          E("Payout reconciliation: 1 discrepancy (claim 33018841: 0.01)"),
          I("Discrepancy auto-corrected, ledger balanced"),
        ],
      },
    ],
  },
];
