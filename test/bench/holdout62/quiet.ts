// Things that look alarming in a healthy window of each estate: a goal that suspends markets and bounces bets, a
// one-block reorg, a rolling restart, a burst of WebSocket disconnects, a retry that wins.

import { helpers as h } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Extra {
  at: number;
  svc: string;
  level: Level;
  msg: string;
}

/** a burst of harmless trouble starting at `at` (ms) */
export function quietBurst(key: string, at: number, r: Rng): Extra[] {
  const out: Extra[] = [];
  const add = (dt: number, svc: string, level: Level, msg: string) => out.push({ at: at + dt, svc, level, msg });
  const kind = r.int(0, 2);
  if (key === "K") {
    const e = h.ev(r);
    add(0, "odds-ingest", "info", `fixture=${e} event GOAL received, bet stop`);
    add(40, "pricing-engine", "info", `market ${e}/MATCH_ODDS SUSPENDED reason=GOAL`);
    for (let i = 0; i < 25; i++)
      add(
        100 + i * r.int(150, 600),
        "bet-placement",
        "info",
        `bet rejected id=KB${r.int(10000000, 99999999)} reason=${r.pick(["MARKET_SUSPENDED", "PRICE_CHANGED"])}`,
      );
    for (let i = 0; i < 10; i++)
      add(
        200 + i * r.int(300, 900),
        "sb-edge",
        "warn",
        `POST /v2/betslip/place 409 ${r.int(20, 80)}ms code=${r.pick(["SELECTION_SUSPENDED", "PRICE_CHANGED"])}`,
      );
    add(
      25000,
      "pricing-engine",
      "info",
      `market ${e}/MATCH_ODDS ACTIVE after repricing (HOME ${h.odds(r)} DRAW ${h.odds(r)} AWAY ${h.odds(r)})`,
    );
    if (kind === 0)
      add(
        31000,
        "wallet",
        "warn",
        "Execution attempt 1 of PSP call failed with 'System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.'. Retrying in 200ms",
      );
    if (kind === 0) add(31400, "wallet", "info", "PSP call succeeded on attempt 2");
  } else if (key === "P") {
    const e = h.ev(r);
    add(0, "feed-adapter", "info", `bet_stop sr:match:${e} groups=all`);
    for (let i = 0; i < 20; i++)
      add(
        100 + i * r.int(200, 700),
        "betslip-api",
        "info",
        `slip rejected slip=${r.hex(10)} code=${r.pick(["MARKET_SUSPENDED", "ODDS_CHANGED"])}`,
      );
    add(18000, "feed-adapter", "info", `odds_change sr:match:${e} markets=34 product=live status=active`);
    if (kind === 1)
      for (let i = 0; i < 6; i++)
        add(4000 + i * 900, "geolocate", "warn", `location check failed session=${r.hex(12)} reason=WIFI_OFF`);
    add(40000, "payments-gw", "warn", "PSP call slow: 4212ms for POST /payments (threshold 3000ms)");
  } else if (key === "V") {
    const hgt = r.int(21400000, 21409999);
    add(0, "eth-indexer", "warn", `reorg detected at height ${hgt} depth=1, rolled back 1 block and re-indexing`);
    add(900, "eth-indexer", "info", `block ${hgt} processed: 211 txs, 1 deposits matched (188ms)`);
    for (let i = 0; i < 30; i++)
      add(
        2000 + i * r.int(50, 300),
        "marketdata-fanout",
        "info",
        `client ${r.hex(8)} disconnected (code 1001 going away)`,
      );
    for (let i = 0; i < 12; i++)
      add(
        3000 + i * r.int(200, 900),
        "matching-engine",
        "info",
        `order rejected sym=${h.pair(r)} reason=INSUFFICIENT_BALANCE acct=${h.acct(r)}`,
      );
    if (kind !== 2)
      add(
        9000,
        "withdrawal-processor",
        "warn",
        `wd_${r.hex(10)} needs manual review: destination flagged by aml-screening (risk_score=88)`,
      );
  } else {
    const hgt = r.int(874200, 874240);
    add(0, "bitcoind-bridge", "warn", `chain reorg: block ${hgt} replaced (depth 1), rescanning 2 blocks`);
    add(700, "deposit-watcher", "info", `re-validated 3 deposits after reorg at ${hgt}, no changes`);
    for (let i = 0; i < 25; i++)
      add(
        1500 + i * r.int(80, 400),
        "ws-stream",
        "info",
        `client ${h.pub(r)} disconnected: websocket: close 1006 (abnormal closure): unexpected EOF`,
      );
    for (let i = 0; i < 8; i++)
      add(
        2500 + i * r.int(300, 900),
        "orderbook",
        "info",
        `reject ${h.pair(r)} id=${r.int(10000000, 99999999)}: insufficient balance`,
      );
    if (kind === 1)
      add(
        6000,
        "eth-bridge",
        "warn",
        "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).",
      );
  }
  return out;
}
