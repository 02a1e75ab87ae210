// Harmless episodes of each domain: bursts that look loud but need no page. Quiet windows get two or three,
// incident windows one, so neither kind can be told apart by their presence.
import type { Make } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Episode {
  svc: string;
  lvl: Level;
  perMin: number;
  durS: number;
  msg: Make;
  after?: Make; // one INFO line when it is over
}

const ip = (r: Rng) => `10.${r.int(0, 60)}.${r.int(0, 255)}.${r.int(2, 254)}`;
const unit = (r: Rng) => `${r.pick(["MAPLE", "RIVR", "OAKS", "HRBR", "LNDN"])}-${r.int(101, 1450)}`;

export const EPISODES: Record<string, Episode[]> = {
  tixora: [
    {
      svc: "bot-shield",
      lvl: "WARN",
      perMin: 60,
      durS: 90,
      msg: (r) =>
        `blocked client ${ip(r)} score=0.0${r.int(1, 9)} reason=token_reuse path=/api/holds (farm AS${r.int(10000, 60000)})`,
      after: () => "block wave subsided, 0 blocks in last 30s from AS range",
    },
    {
      svc: "waiting-room",
      lvl: "INFO",
      perMin: 40,
      durS: 60,
      msg: (r) => `queue token expired token=qt_${r.hex(10)} age=${r.int(601, 900)}s event=EV-${r.int(10000, 99999)}`,
    },
    {
      svc: "hold-service",
      lvl: "INFO",
      perMin: 50,
      durS: 60,
      msg: (r) => `c.t.holds.ExpiryJob : released ${r.int(2, 8)} seats from expired holds on EV-${r.int(10000, 99999)}`,
    },
    {
      svc: "gate-scan",
      lvl: "WARN",
      perMin: 20,
      durS: 120,
      msg: (r) =>
        `duplicate barcode rejected gate=N${r.int(1, 4)} device=HS-${r.int(10, 80)} first_seen=${r.int(0, 3)}m ago (screenshot suspected)`,
    },
    {
      svc: "payments-orchestrator",
      lvl: "WARN",
      perMin: 12,
      durS: 90,
      msg: (r) =>
        `c.t.pay.AuthService : authorization declined psp_ref=${r.hex(12).toUpperCase()} refusal=FRAUD (risk score ${r.int(80, 100)})`,
    },
  ],
  seatwise: [
    {
      svc: "bot-filter",
      lvl: "WARN",
      perMin: 70,
      durS: 90,
      msg: (r) => `W1130 rule_engine.cc:${r.int(100, 400)}] block ip=${ip(r)} rule=R-140 burst (rps=${r.int(40, 400)})`,
    },
    {
      svc: "queue-gate",
      lvl: "INFO",
      perMin: 40,
      durS: 60,
      msg: (r) => `queue token expired (visitor left) visitor=v_${r.hex(8)} waited=${r.int(5, 50)}m`,
    },
    {
      svc: "fraud-scorer",
      lvl: "WARN",
      perMin: 10,
      durS: 120,
      msg: (r) =>
        `order held for review order=SW-${r.int(100000, 999999)} score=${r.int(85, 99)} signals=[velocity_card, proxy_ip]`,
    },
    {
      svc: "scanner-sync",
      lvl: "WARN",
      perMin: 15,
      durS: 120,
      msg: (r) => `device HH-${r.int(100, 300)} reported duplicate scan for barcode …${r.hex(5)} (entry denied)`,
    },
    {
      svc: "order-pipeline",
      lvl: "WARN",
      perMin: 6,
      durS: 60,
      msg: (r) =>
        `Seatwise.Orders.PlaceOrderHandler[0] Deadlock on order SW-${r.int(100000, 999999)} (SqlException 1205), retry 1/3`,
      after: () => "Seatwise.Orders.PlaceOrderHandler[0] Retried orders completed",
    },
  ],
  keyridge: [
    {
      svc: "ach-processor",
      lvl: "WARN",
      perMin: 30,
      durS: 60,
      msg: (r) =>
        `ach return R01 (insufficient funds) trace=${r.int(10000000, 99999999)} unit=${unit(r)} amount=${r.int(900, 3000)}.00`,
      after: (r) => `return file processed: ${r.int(20, 60)} entries, ${r.int(15, 40)} R01, ${r.int(1, 5)} R03`,
    },
    {
      svc: "lock-bridge",
      lvl: "WARN",
      perMin: 12,
      durS: 120,
      msg: (r) => `lock ${unit(r)} battery low (${r.int(5, 15)}%), notifying maintenance`,
    },
    {
      svc: "screening-svc",
      lvl: "INFO",
      perMin: 20,
      durS: 90,
      msg: (r) => `c.k.screening.ReportPoller : report ${r.hex(10)} still pending at bureau (attempt ${r.int(2, 9)})`,
    },
    {
      svc: "listing-syndicator",
      lvl: "WARN",
      perMin: 10,
      durS: 60,
      msg: (r) => `zumper feed: listing ${unit(r)} skipped, price changed during export`,
    },
  ],
  harborlane: [
    {
      svc: "payments-gateway",
      lvl: "WARN",
      perMin: 30,
      durS: 60,
      msg: (r) => `ach return code=R01 description="Insufficient Funds" lease=${unit(r)} amount=${r.int(900, 3000)}.00`,
    },
    {
      svc: "access-codes",
      lvl: "WARN",
      perMin: 10,
      durS: 120,
      msg: (r) => `W1130 device_state.cc:${r.int(100, 200)}] lock ${unit(r)} battery at ${r.int(5, 18)}%`,
    },
    {
      svc: "applicant-check",
      lvl: "INFO",
      perMin: 20,
      durS: 90,
      msg: (r) =>
        `Harborlane.Screening.Poller[0] Screening report for applicant AP-${r.int(10000, 99999)} still pending (eviction search)`,
    },
    {
      svc: "notify-worker",
      lvl: "WARN",
      perMin: 8,
      durS: 60,
      msg: (r) => `job rent-reminder#${r.int(100000, 999999)} skipped: tenant opted out of SMS`,
    },
  ],
};
