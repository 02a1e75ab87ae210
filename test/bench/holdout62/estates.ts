// The four made-up companies of holdout62: two sportsbooks and two crypto exchanges, with their everyday traffic,
// health checks, periodic jobs, one constantly noisy service and the harmless oddities of the trade.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "node" | "go" | "java" | "python" | "dotnet" | "ruby" | "rust" | "cpp";
export type Msg = (r: Rng) => string;
export interface Flow {
  w: number;
  steps: [string, Msg][];
}
export interface Periodic {
  svc: string;
  level: Level;
  msg: Msg;
  every: number;
  stack?: Msg;
}
export interface Estate {
  key: "K" | "P" | "V" | "N";
  company: string;
  ns: string;
  tracing: boolean;
  services: Record<string, Runtime>;
  edge: string;
  flows: Flow[];
  periodic: Periodic[];
  /** rare domain noise, `every` is a mean gap in seconds */
  rare: Periodic[];
  noisy: Periodic;
  retries: { svc: string; warn: Msg; ok: Msg; every: number }[];
}

const TEAMS = [
  "Arsenal v Brentford",
  "Lazio v Torino",
  "Celtic v Hibernian",
  "Ajax v AZ",
  "Benfica v Braga",
  "Lyon v Nantes",
  "Sevilla v Getafe",
  "Leeds v Burnley",
  "Sinner v Rune",
  "Swiatek v Gauff",
  "Celtics v Knicks",
  "Chiefs v Bills",
];
const MARKETS = ["MATCH_ODDS", "OVER_UNDER_25", "BTTS", "ASIAN_HANDICAP", "CORRECT_SCORE", "NEXT_GOAL", "SET_BETTING"];
const ms = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi)}ms`;
const odds = (r: Rng) => (1.2 + r.next() * 7).toFixed(2);
const stake = (r: Rng) => (r.int(1, 400) + r.pick([0, 0.5, 0.25])).toFixed(2);
const ip = (r: Rng) => `10.${r.int(0, 42)}.${r.int(0, 255)}.${r.int(2, 250)}`;
const pub = (r: Rng) =>
  `${r.pick([81, 86, 92, 109, 151, 185, 212])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
const ev = (r: Rng) => `${r.int(31000000, 31999999)}`;
const acct = (r: Rng) => `${r.int(100000, 999999)}`;
const pair = (r: Rng) => r.pick(["BTC-USDT", "ETH-USDT", "SOL-USDT", "ETH-BTC", "BTC-EUR", "XRP-USDT", "ETH-USDC"]);
const BASE: Record<string, [number, number, number]> = {
  BTC: [61000, 900, 1],
  ETH: [2400, 60, 2],
  SOL: [140, 6, 2],
  XRP: [0.52, 0.02, 4],
};
const px = (r: Rng, p: string) => {
  if (p === "ETH-BTC") return (0.0521 + r.next() / 1000).toFixed(5);
  const [b, spread, dp] = BASE[p.split("-")[0] ?? "BTC"] ?? [100, 1, 2];
  return (b + r.next() * spread).toFixed(dp);
};
const qty = (r: Rng) => (r.next() * 3).toFixed(4);
const txid = (r: Rng) => r.hex(64);
const addrBtc = (r: Rng) => `bc1q${r.hex(38)}`;
const addrEth = (r: Rng) => `0x${r.hex(40)}`;
export const helpers = { TEAMS, MARKETS, ms, odds, stake, ip, pub, ev, acct, pair, px, qty, txid, addrBtc, addrEth };

const kickline: Estate = {
  key: "K",
  company: "Kickline",
  ns: "kickline-prod",
  tracing: true,
  edge: "sb-edge",
  services: {
    "sb-edge": "node",
    "odds-ingest": "go",
    "pricing-engine": "java",
    "bet-placement": "java",
    "risk-liability": "java",
    cashout: "java",
    settlement: "python",
    wallet: "dotnet",
    "geo-check": "go",
    "promo-engine": "ruby",
  },
  flows: [
    {
      w: 5,
      steps: [
        [
          "sb-edge",
          (r) => `POST /v2/betslip/place 201 ${ms(r, 60, 240)} ua=${r.pick(["ios/5.12.0", "android/5.12.1", "web"])}`,
        ],
        [
          "geo-check",
          (r) =>
            `geo ok customer=${acct(r)} state=${r.pick(["NJ", "PA", "MI", "NJ", "IN"])} confidence=${r.int(88, 99)} src=wifi`,
        ],
        [
          "risk-liability",
          (r) => `liability ok selection=${ev(r)}.${r.int(1, 3)} exposure=${r.int(800, 40000)}.00 limit=50000.00`,
        ],
        [
          "bet-placement",
          (r) =>
            `bet accepted id=KB${r.int(10000000, 99999999)} legs=${r.int(1, 4)} stake=${stake(r)} price=${odds(r)}`,
        ],
        [
          "wallet",
          (r) => `Debit posted for account ${acct(r)} (reason=BET_STAKE, entry=LE${r.int(100000000, 999999999)})`,
        ],
      ],
    },
    {
      w: 8,
      steps: [
        ["sb-edge", (r) => `GET /v2/events/${ev(r)}/markets 200 ${ms(r, 8, 70)}`],
        ["pricing-engine", (r) => `served ${r.int(4, 60)} markets for event ${ev(r)} from cache (${r.pick(TEAMS)})`],
      ],
    },
    {
      w: 2,
      steps: [
        ["sb-edge", (r) => `POST /v2/cashout/quote 200 ${ms(r, 30, 160)}`],
        ["cashout", (r) => `quote bet=KB${r.int(10000000, 99999999)} offer=${stake(r)} ttl=5s`],
        ["pricing-engine", (r) => `live price snapshot event=${ev(r)} markets=${r.int(2, 9)} age=${r.int(40, 900)}ms`],
      ],
    },
    {
      w: 2,
      steps: [
        ["sb-edge", (r) => `GET /v2/wallet/balance 200 ${ms(r, 5, 40)}`],
        ["wallet", (r) => `Balance read for account ${acct(r)} (${r.int(1, 9)} ms)`],
      ],
    },
    {
      w: 5,
      steps: [
        [
          "odds-ingest",
          (r) =>
            `applied ${r.int(20, 400)} price changes provider=${r.pick(["betgenius", "sportradar"])} fixture=${ev(r)} lag=${r.int(80, 700)}ms`,
        ],
        [
          "pricing-engine",
          (r) => `repriced event ${ev(r)} ${r.pick(MARKETS)} margin=${(104 + r.next() * 3).toFixed(1)}%`,
        ],
      ],
    },
    {
      w: 1,
      steps: [
        [
          "promo-engine",
          (r) => `Completed 200 OK in ${r.int(9, 70)}ms (Views: 0.4ms | ActiveRecord: ${(r.next() * 9).toFixed(1)}ms)`,
        ],
      ],
    },
    {
      w: 1,
      steps: [
        [
          "settlement",
          (r) =>
            `settled ${r.int(3, 300)} bets for market ${ev(r)}/${r.pick(MARKETS)} result=${r.pick(["HOME", "AWAY", "DRAW", "OVER", "UNDER"])}`,
        ],
      ],
    },
  ],
  periodic: [
    { svc: "sb-edge", level: "info", every: 10, msg: (r) => `GET /healthz 200 ${ms(r, 1, 4)} ua=kube-probe/1.29` },
    { svc: "wallet", level: "info", every: 15, msg: () => `Health check "postgres" completed: Healthy` },
    {
      svc: "pricing-engine",
      level: "info",
      every: 30,
      msg: (r) => `Evicted ${r.int(10, 220)} closed markets from price cache`,
    },
    {
      svc: "settlement",
      level: "info",
      every: 60,
      msg: (r) => `results poll: ${r.int(0, 14)} new results, ${r.int(0, 3)} resettlements pending`,
    },
    {
      svc: "risk-liability",
      level: "info",
      every: 20,
      msg: (r) => `exposure snapshot flushed: ${r.int(2000, 9000)} selections in ${ms(r, 30, 180)}`,
    },
    { svc: "geo-check", level: "info", every: 30, msg: (r) => `provider license heartbeat ok rtt=${ms(r, 20, 90)}` },
    {
      svc: "cashout",
      level: "warn",
      every: 90,
      msg: () =>
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    },
  ],
  rare: [
    {
      svc: "bet-placement",
      level: "info",
      every: 14,
      msg: (r) =>
        `bet rejected id=KB${r.int(10000000, 99999999)} reason=PRICE_CHANGED requested=${odds(r)} current=${odds(r)}`,
    },
    {
      svc: "pricing-engine",
      level: "info",
      every: 40,
      msg: (r) =>
        `market ${ev(r)}/${r.pick(MARKETS)} SUSPENDED reason=${r.pick(["GOAL", "VAR_CHECK", "PENALTY", "RED_CARD", "BREAK_POINT"])}`,
    },
    {
      svc: "geo-check",
      level: "warn",
      every: 25,
      msg: (r) =>
        `geo denied customer=${acct(r)} reason=${r.pick(["OUT_OF_BOUNDARY", "VPN_DETECTED", "INSUFFICIENT_LOCATION_DATA"])}`,
    },
    {
      svc: "odds-ingest",
      level: "warn",
      every: 35,
      msg: (r) => `dropped stale price update fixture=${ev(r)} age=${r.int(4, 30)}s > 3s`,
    },
    {
      svc: "bet-placement",
      level: "info",
      every: 60,
      msg: (r) => `bet rejected id=KB${r.int(10000000, 99999999)} reason=MARKET_SUSPENDED`,
    },
  ],
  noisy: {
    svc: "promo-engine",
    level: "error",
    every: 7,
    msg: (r) =>
      `[PromoEligibility] campaign CMP-${r.int(1000, 1400)} has no eligible segment for customer ${acct(r)} (ActiveRecord::RecordNotFound), skipping`,
  },
  retries: [
    {
      svc: "wallet",
      every: 70,
      warn: (r) =>
        `Execution attempt 1 of PSP call failed with 'System.Net.Http.HttpRequestException: Connection reset by peer'. Retrying in ${r.int(100, 400)}ms`,
      ok: () => "PSP call succeeded on attempt 2",
    },
  ],
};

const pitchside: Estate = {
  key: "P",
  company: "Pitchside",
  ns: "pitchside",
  tracing: false,
  edge: "web-bff",
  services: {
    "web-bff": "node",
    "feed-adapter": "python",
    "trading-desk": "java",
    "betslip-api": "go",
    "rg-limits": "dotnet",
    "results-settler": "java",
    "payments-gw": "java",
    "kyc-service": "python",
    geolocate: "node",
  },
  flows: [
    {
      w: 5,
      steps: [
        ["web-bff", (r) => `POST /api/betslip 200 ${r.int(70, 300)} ms - ${r.int(200, 900)}`],
        [
          "geolocate",
          (r) => `location verified session=${r.hex(12)} region=${r.pick(["ON", "ON", "NJ", "CO"])} result=PASS`,
        ],
        ["rg-limits", (r) => `Deposit/loss limits OK for player ${acct(r)} (weekly loss used ${r.int(0, 95)}%)`],
        [
          "betslip-api",
          (r) => `placed slip=${r.hex(10)} selections=${r.int(1, 6)} stake=${stake(r)} CAD odds=${odds(r)}`,
        ],
      ],
    },
    {
      w: 9,
      steps: [
        [
          "web-bff",
          (r) =>
            `GET /api/sports/${r.pick(["soccer", "tennis", "basketball", "hockey"])}/events 200 ${r.int(6, 80)} ms - ${r.int(2000, 90000)}`,
        ],
        ["trading-desk", (r) => `priced ${r.int(5, 80)} markets for sr:match:${ev(r)} (${r.pick(TEAMS)})`],
      ],
    },
    {
      w: 6,
      steps: [
        [
          "feed-adapter",
          (r) =>
            `odds_change sr:match:${ev(r)} markets=${r.int(1, 40)} product=${r.pick(["live", "pre"])} delay=${r.int(60, 900)}ms`,
        ],
      ],
    },
    {
      w: 2,
      steps: [
        ["web-bff", (r) => `POST /api/wallet/deposit 200 ${r.int(300, 1400)} ms - 212`],
        [
          "kyc-service",
          (r) => `kyc status player=${acct(r)} level=${r.pick(["VERIFIED", "VERIFIED", "VERIFIED", "PENDING_DOCS"])}`,
        ],
        [
          "payments-gw",
          (r) =>
            `deposit authorised player=${acct(r)} amount=${r.int(10, 500)}.00 CAD method=${r.pick(["interac", "visa", "mastercard"])} psp_ref=${r.hex(16).toUpperCase()}`,
        ],
      ],
    },
    {
      w: 1,
      steps: [
        [
          "results-settler",
          (r) =>
            `settled market sr:match:${ev(r)}/${r.int(1, 300)} outcome=${r.pick(["1", "X", "2", "over", "under"])} bets=${r.int(1, 600)}`,
        ],
      ],
    },
  ],
  periodic: [
    { svc: "web-bff", level: "info", every: 10, msg: (r) => `GET /health 200 ${r.int(0, 3)} ms - 15` },
    { svc: "betslip-api", level: "info", every: 10, msg: () => `GET /readyz status=200 dur=0.4ms` },
    {
      svc: "feed-adapter",
      level: "info",
      every: 20,
      msg: (r) => `alive message product=live subscribed=1 timestamp=${r.int(1, 9)}`,
    },
    {
      svc: "results-settler",
      level: "info",
      every: 45,
      msg: (r) => `Settlement sweep finished: ${r.int(0, 40)} markets, ${r.int(0, 3000)} bets, 0 failures`,
    },
    { svc: "rg-limits", level: "info", every: 60, msg: (r) => `Cool-off expiry job: released ${r.int(0, 6)} players` },
    {
      svc: "kyc-service",
      level: "warn",
      every: 75,
      msg: () =>
        "/usr/local/lib/python3.11/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    },
  ],
  rare: [
    {
      svc: "betslip-api",
      level: "info",
      every: 15,
      msg: (r) => `slip rejected slip=${r.hex(10)} code=ODDS_CHANGED was=${odds(r)} now=${odds(r)}`,
    },
    {
      svc: "geolocate",
      level: "warn",
      every: 30,
      msg: (r) =>
        `location check failed session=${r.hex(12)} reason=${r.pick(["WIFI_OFF", "OUT_OF_PROVINCE", "PROXY_DETECTED"])}`,
    },
    {
      svc: "trading-desk",
      level: "info",
      every: 45,
      msg: (r) => `Market sr:match:${ev(r)}/${r.int(1, 200)} status ACTIVE -> SUSPENDED (bet_stop)`,
    },
    {
      svc: "rg-limits",
      level: "info",
      every: 60,
      msg: (r) => `Bet blocked for player ${acct(r)}: weekly loss limit reached`,
    },
    {
      svc: "payments-gw",
      level: "warn",
      every: 50,
      msg: (r) =>
        `deposit declined player=${acct(r)} psp_code=${r.pick(["05 Do not honour", "51 Insufficient funds", "3DS_FAILED"])}`,
    },
  ],
  noisy: {
    svc: "feed-adapter",
    level: "warn",
    every: 6,
    msg: (r) =>
      `odds_change for sr:match:${ev(r)} references unknown market id ${r.pick([1047, 1048, 1055, 2211])}, dropped`,
  },
  retries: [
    {
      svc: "betslip-api",
      every: 80,
      warn: (r) =>
        `retrying trading-desk price lookup attempt=1 err="context deadline exceeded" backoff=${r.int(50, 200)}ms`,
      ok: () => "trading-desk price lookup ok attempt=2",
    },
  ],
};

const vaultline: Estate = {
  key: "V",
  company: "Vaultline",
  ns: "vlx-prod",
  tracing: true,
  edge: "api-gateway",
  services: {
    "api-gateway": "go",
    "fix-gateway": "cpp",
    "matching-engine": "rust",
    "marketdata-fanout": "node",
    "account-ledger": "java",
    "custody-hot": "go",
    "btc-node-client": "go",
    "eth-indexer": "node",
    "withdrawal-processor": "python",
    "aml-screening": "python",
  },
  flows: [
    {
      w: 8,
      steps: [
        ["api-gateway", (r) => `method=POST path=/api/v3/order status=201 dur=${ms(r, 3, 40)} client=${pub(r)}`],
        [
          "account-ledger",
          (r) => `hold placed acct=${acct(r)} asset=${r.pick(["USDT", "BTC", "ETH", "USDC"])} amount=${qty(r)}`,
        ],
        [
          "matching-engine",
          (r) => {
            const p = pair(r);
            return `order accepted sym=${p} side=${r.pick(["BUY", "SELL"])} px=${px(r, p)} qty=${qty(r)} oid=${r.int(100000000, 999999999)}`;
          },
        ],
      ],
    },
    {
      w: 5,
      steps: [
        [
          "fix-gateway",
          (r) => `<FIX.4.4:VLX->CLT${r.int(10, 60)}> 35=8 ExecType=F ClOrdID=${r.hex(8)} LastQty=${qty(r)}`,
        ],
        [
          "matching-engine",
          (r) =>
            `trade sym=${pair(r)} maker=${r.int(100000000, 999999999)} taker=${r.int(100000000, 999999999)} qty=${qty(r)}`,
        ],
      ],
    },
    {
      w: 6,
      steps: [
        [
          "marketdata-fanout",
          (r) =>
            `broadcast depth ${pair(r)} seq=${r.int(1000000, 9999999)} subscribers=${r.int(200, 3000)} in ${r.int(1, 9)}ms`,
        ],
      ],
    },
    {
      w: 3,
      steps: [
        ["api-gateway", (r) => `method=GET path=/api/v3/account status=200 dur=${ms(r, 2, 18)} client=${pub(r)}`],
        ["account-ledger", (r) => `balances read acct=${acct(r)} assets=${r.int(1, 12)}`],
      ],
    },
    {
      w: 1,
      steps: [
        ["api-gateway", (r) => `method=POST path=/api/v3/withdraw status=202 dur=${ms(r, 20, 120)} client=${pub(r)}`],
        [
          "aml-screening",
          (r) => `screened ${r.pick(["BTC", "ETH"])} destination risk_score=${r.int(0, 30)} decision=ALLOW`,
        ],
        [
          "withdrawal-processor",
          (r) => `withdrawal wd_${r.hex(10)} queued asset=${r.pick(["BTC", "ETH", "USDT"])} amount=${qty(r)}`,
        ],
        [
          "custody-hot",
          (r) => `signed tx wallet=hot-${r.pick(["btc", "eth"])}-01 inputs=${r.int(1, 5)} in ${ms(r, 40, 300)}`,
        ],
      ],
    },
    {
      w: 2,
      steps: [
        [
          "eth-indexer",
          (r) =>
            `block ${r.int(21400000, 21409999)} processed: ${r.int(90, 300)} txs, ${r.int(0, 5)} deposits matched (${r.int(30, 240)}ms)`,
        ],
      ],
    },
  ],
  periodic: [
    {
      svc: "api-gateway",
      level: "info",
      every: 10,
      msg: () => "method=GET path=/healthz status=200 dur=0.2ms client=10.0.0.1",
    },
    {
      svc: "btc-node-client",
      level: "info",
      every: 30,
      msg: (r) => {
        const hgt = r.int(874200, 874240);
        return `getblockchaininfo ok blocks=${hgt} headers=${hgt} verificationprogress=0.99999`;
      },
    },
    {
      svc: "btc-node-client",
      level: "info",
      every: 60,
      msg: (r) => `mempool: ${r.int(40000, 90000)} txs, fee estimate 2-block=${r.int(6, 30)} sat/vB`,
    },
    {
      svc: "custody-hot",
      level: "info",
      every: 60,
      msg: (r) => `hot wallet hot-btc-01 balance ${(r.next() * 40 + 10).toFixed(4)} BTC (target 40, threshold ok)`,
    },
    {
      svc: "account-ledger",
      level: "info",
      every: 30,
      msg: (r) =>
        `HikariPool-1 - Pool stats (total=${r.int(20, 30)}, active=${r.int(1, 9)}, idle=${r.int(10, 20)}, waiting=0)`,
    },
    {
      svc: "withdrawal-processor",
      level: "info",
      every: 20,
      msg: (r) => `batch tick: ${r.int(0, 9)} withdrawals broadcast, ${r.int(0, 20)} awaiting confirmations`,
    },
    { svc: "fix-gateway", level: "info", every: 30, msg: (r) => `<FIX.4.4:VLX->CLT${r.int(10, 60)}> Heartbeat 35=0` },
    {
      svc: "eth-indexer",
      level: "warn",
      every: 120,
      msg: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
  ],
  rare: [
    {
      svc: "matching-engine",
      level: "info",
      every: 12,
      msg: (r) => `order rejected sym=${pair(r)} reason=INSUFFICIENT_BALANCE acct=${acct(r)}`,
    },
    {
      svc: "marketdata-fanout",
      level: "info",
      every: 20,
      msg: (r) => `client ${r.hex(8)} unsubscribed ${pair(r)} (idle 300s)`,
    },
    {
      svc: "eth-indexer",
      level: "warn",
      every: 400,
      msg: (r) => `reorg detected at height ${r.int(21400000, 21409999)} depth=1, rolled back 1 block and re-indexing`,
    },
    {
      svc: "api-gateway",
      level: "warn",
      every: 40,
      msg: (r) => `method=POST path=/api/v3/order status=429 dur=0.1ms client=${pub(r)} rule=per-key-10rps`,
    },
    {
      svc: "aml-screening",
      level: "info",
      every: 90,
      msg: (r) => `screened ETH destination risk_score=${r.int(70, 95)} decision=REVIEW category=mixer_exposure`,
    },
  ],
  noisy: {
    svc: "marketdata-fanout",
    level: "error",
    every: 5,
    msg: (r) => `ws client ${r.hex(8)} from ${pub(r)} closed abnormally (code 1006) before subscribe completed`,
  },
  retries: [
    {
      svc: "btc-node-client",
      every: 90,
      warn: () => `rpc estimatesmartfee attempt 1 failed: Post "http://bitcoind-0.bitcoind:8332": EOF, retrying`,
      ok: () => "rpc estimatesmartfee ok after 2 attempts",
    },
  ],
};

const norvex: Estate = {
  key: "N",
  company: "Norvex",
  ns: "norvex",
  tracing: false,
  edge: "edge-rest",
  services: {
    "edge-rest": "node",
    "ws-stream": "go",
    orderbook: "rust",
    balances: "dotnet",
    "deposit-watcher": "python",
    "withdraw-svc": "ruby",
    "bitcoind-bridge": "go",
    "eth-bridge": "java",
    "sanctions-check": "python",
  },
  flows: [
    {
      w: 7,
      steps: [
        ["edge-rest", (r) => `POST /v1/orders 201 - ${r.int(4, 50)}ms`],
        ["balances", (r) => `Reserved ${qty(r)} ${r.pick(["EUR", "BTC", "ETH", "USDT"])} for account ${acct(r)}`],
        [
          "orderbook",
          (r) =>
            `new order ${pair(r)} ${r.pick(["bid", "ask"])} id=${r.int(10000000, 99999999)} resting=${r.pick(["true", "false"])}`,
        ],
      ],
    },
    {
      w: 5,
      steps: [
        ["ws-stream", (r) => `pushed trades ${pair(r)} to ${r.int(50, 900)} sockets`],
        ["orderbook", (r) => `fill ${pair(r)} qty=${qty(r)} maker_fee=0.0010 taker_fee=0.0020`],
      ],
    },
    { w: 3, steps: [["edge-rest", (r) => `GET /v1/markets/${pair(r)}/ticker 200 - ${r.int(1, 9)}ms`]] },
    {
      w: 1,
      steps: [
        ["edge-rest", (r) => `POST /v1/withdrawals 202 - ${r.int(30, 200)}ms`],
        ["sanctions-check", (r) => `address screened chain=${r.pick(["btc", "eth"])} hits=0 lists=OFAC,EU,UK`],
        [
          "withdraw-svc",
          (r) =>
            `Withdrawal W${r.int(100000, 999999)} created (${r.pick(["BTC", "ETH", "USDT"])}, ${qty(r)}) state=pending_signature`,
        ],
      ],
    },
    {
      w: 2,
      steps: [
        [
          "deposit-watcher",
          (r) =>
            `credited deposit ${txid(r).slice(0, 16)}… ${qty(r)} ${r.pick(["BTC", "ETH"])} confirmations=${r.int(3, 12)}`,
        ],
      ],
    },
    {
      w: 2,
      steps: [
        [
          "eth-bridge",
          (r) => `Processed block ${r.int(21400000, 21409999)} (${r.int(90, 300)} txs) in ${r.int(20, 200)} ms`,
        ],
      ],
    },
  ],
  periodic: [
    { svc: "edge-rest", level: "info", every: 10, msg: () => "GET /health 200 - 1ms" },
    {
      svc: "ws-stream",
      level: "info",
      every: 30,
      msg: (r) =>
        `connections=${r.int(3000, 4200)} subscriptions=${r.int(9000, 14000)} goroutines=${r.int(8000, 11000)}`,
    },
    {
      svc: "bitcoind-bridge",
      level: "info",
      every: 30,
      msg: (r) => `tip height=${r.int(874200, 874240)} peers=${r.int(8, 12)} synced=true`,
    },
    {
      svc: "balances",
      level: "info",
      every: 30,
      msg: (r) => `Reconciliation pass complete: ${r.int(120000, 125000)} accounts, 0 drift`,
    },
    {
      svc: "withdraw-svc",
      level: "info",
      every: 30,
      msg: (r) => `[Sidekiq] WithdrawalSweepJob JID-${r.hex(24)} done: ${r.int(0, 8)} sent`,
    },
    {
      svc: "sanctions-check",
      level: "info",
      every: 120,
      msg: () => "sanctions list cache fresh (OFAC sdn.xml etag unchanged)",
    },
    {
      svc: "withdraw-svc",
      level: "warn",
      every: 150,
      msg: () =>
        "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2. Use `ActiveRecord.default_timezone` instead.",
    },
  ],
  rare: [
    {
      svc: "orderbook",
      level: "info",
      every: 12,
      msg: (r) => `reject ${pair(r)} id=${r.int(10000000, 99999999)}: insufficient balance`,
    },
    {
      svc: "ws-stream",
      level: "info",
      every: 15,
      msg: (r) => `client ${pub(r)} disconnected: websocket: close 1001 (going away)`,
    },
    {
      svc: "bitcoind-bridge",
      level: "warn",
      every: 500,
      msg: (r) => `chain reorg: block ${r.int(874200, 874240)} replaced (depth 1), rescanning 2 blocks`,
    },
    {
      svc: "edge-rest",
      level: "warn",
      every: 30,
      msg: (r) => `POST /v1/orders 400 - ${r.int(1, 4)}ms (price precision exceeds tick size)`,
    },
    {
      svc: "eth-bridge",
      level: "warn",
      every: 120,
      msg: (r) =>
        `Transaction 0x${r.hex(64)} replaced by higher fee (nonce ${r.int(1000, 9000)}), tracking replacement`,
    },
  ],
  noisy: {
    svc: "deposit-watcher",
    level: "error",
    every: 8,
    msg: (r) =>
      `unknown output address ${addrBtc(r)} in tx ${txid(r).slice(0, 12)} (dust ${r.int(294, 546)} sat), not crediting`,
  },
  retries: [
    {
      svc: "sanctions-check",
      every: 100,
      warn: () =>
        "Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /v2/screen",
      ok: () => "vendor screen ok after retry (1 retry)",
    },
  ],
};

export const ESTATES: Estate[] = [kickline, pitchside, vaultline, norvex];
export const estateOf = (k: string): Estate => {
  const e = ESTATES.find((x) => x.key === k);
  if (!e) throw new Error(`no estate ${k}`);
  return e;
};

/** What a restart or config reload looks like in each runtime. */
export function deployLines(svc: string, rt: Runtime, r: Rng): [number, Level, string][] {
  const v = `${r.int(2, 9)}.${r.int(0, 40)}.${r.int(0, 12)}`;
  switch (rt) {
    case "java":
      return [
        [0, "info", `Starting ${svc.replace(/-/g, "")}Application v${v} using Java 21.0.4 with PID 1`],
        [6100, "info", "Tomcat started on port 8080 (http) with context path '/'"],
        [
          6300,
          "info",
          `Started ${svc.replace(/-/g, "")}Application in ${(6 + r.next() * 5).toFixed(3)} seconds (process running for 7.9)`,
        ],
      ];
    case "go":
      return [
        [0, "info", `starting ${svc} version=v${v} commit=${r.hex(7)} go=go1.22.5`],
        [300, "info", "listening on :8080"],
      ];
    case "node":
      return [
        [0, "info", `${svc}@${v} starting (node v20.15.1, NODE_ENV=production)`],
        [900, "info", "Server listening at http://0.0.0.0:3000"],
      ];
    case "python":
      return [
        [0, "info", `Started server process [1] (${svc} ${v})`],
        [400, "info", "Application startup complete."],
      ];
    case "dotnet":
      return [
        [0, "info", "Now listening on: http://[::]:8080"],
        [100, "info", `Application started. Hosting environment: Production; content root: /app (${svc} ${v})`],
      ];
    case "ruby":
      return [
        [0, "info", `Puma starting in cluster mode... * Version 6.4.2, codename: The Eagle of Durango (${svc} ${v})`],
        [1800, "info", "Listening on http://0.0.0.0:3000"],
      ];
    case "rust":
      return [
        [0, "info", `${svc} v${v} starting, config reloaded from /etc/${svc}/config.toml`],
        [200, "info", "tokio runtime ready, workers=8"],
      ];
    case "cpp":
      return [
        [0, "info", `${svc} build ${v} (gcc 13.2) starting, sessions file /etc/${svc}/sessions.cfg`],
        [500, "info", "acceptor listening on 0.0.0.0:9878"],
      ];
  }
}
