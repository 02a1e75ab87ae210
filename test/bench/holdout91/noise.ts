// Normal life of a broker's services: request traffic, FIX heartbeats, market-data gaps that recover, risk rejects,
// periodic jobs, deprecation warnings and the constant harmless error of the noisy service.

import type { Estate, Role, Runtime } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Line {
  lvl: Level;
  msg: string;
  stack?: string[];
  /** true when the line belongs to a client request (gets the estate's trace id) */
  req?: boolean;
}

export const SYMS = [
  "AAPL",
  "MSFT",
  "NVDA",
  "TSLA",
  "AMZN",
  "META",
  "SPY",
  "QQQ",
  "IWM",
  "AMD",
  "JPM",
  "XOM",
  "KO",
  "F",
  "PLTR",
  "SOFI",
  "BAC",
  "INTC",
  "DIS",
  "T",
];
const SIDES = ["BUY", "SELL", "SELL_SHORT"];
const ORD = ["LIMIT", "MARKET", "LIMIT", "STOP_LIMIT"];
const TIF = ["DAY", "DAY", "GTC", "IOC"];

export const oid = (r: Rng, e: Estate) => `${e.acct}${r.int(10, 99)}-${r.int(1000000, 9999999)}`;
export const acct = (r: Rng, e: Estate) => `${e.acct}${r.int(100000, 999999)}`;
const BASE: Record<string, number> = {
  AAPL: 231,
  MSFT: 418,
  NVDA: 141,
  TSLA: 338,
  AMZN: 207,
  META: 571,
  SPY: 598,
  QQQ: 509,
  IWM: 236,
  AMD: 137,
  JPM: 241,
  XOM: 119,
  KO: 63,
  F: 10.9,
  PLTR: 61,
  SOFI: 15.2,
  BAC: 46,
  INTC: 22.8,
  DIS: 112,
  T: 22.6,
};
/** a plausible price for sym (or any symbol) */
export const px = (r: Rng, sym?: string) =>
  ((sym ? BASE[sym] : r.pick(Object.values(BASE))) * (1 + (r.next() - 0.5) / 50)).toFixed(2);
const nbbo = (r: Rng, sym: string) => {
  const bid = Number(px(r, sym));
  return `${bid.toFixed(2)}x${(bid + r.int(1, 4) / 100).toFixed(2)}`;
};
const ordType = (r: Rng, sym: string) => {
  const t = r.pick(ORD);
  return t === "MARKET" ? t : `${t} ${px(r, sym)}`;
};
const ms = (r: Rng, lo = 2, hi = 180) => r.int(lo, hi);

function apiLine(r: Rng, e: Estate): Line {
  const rt = e.rt.api;
  const route = r.pick([
    ["POST", "/v2/orders", 201],
    ["GET", "/v2/orders", 200],
    ["GET", "/v2/positions", 200],
    ["GET", "/v2/quotes/" + r.pick(SYMS), 200],
    ["GET", "/v2/account/balances", 200],
    ["DELETE", `/v2/orders/${r.int(1000000, 9999999)}`, 200],
    ["GET", "/v2/watchlists", 200],
  ] as const);
  const [m, p, s] = route;
  const d = ms(r, 8, 240);
  if (rt === "dotnet")
    return {
      lvl: "INFO",
      msg: `Request finished HTTP/1.1 ${m} ${p} - ${s} - application/json ${d}.${r.int(1000, 9999)}ms`,
      req: true,
    };
  return { lvl: "INFO", msg: `${m} ${p} ${s} ${d}ms`, req: true };
}

function baseline(role: Role, r: Rng, e: Estate): Line {
  const s = r.pick(SYMS);
  switch (role) {
    case "api":
      return apiLine(r, e);
    case "auth":
      return r.pick<Line>([
        { lvl: "INFO", msg: `issued access token for user u${r.int(100000, 999999)} (mfa=totp, ttl=900s)`, req: true },
        { lvl: "INFO", msg: `refresh token rotated for session ${r.hex(12)}`, req: true },
        {
          lvl: "INFO",
          msg: `login ok user=u${r.int(100000, 999999)} device=${r.pick(["ios", "android", "web"])}`,
          req: true,
        },
        { lvl: "INFO", msg: `jwks served kid=${e.key}-2026-10 cache=hit` },
      ]);
    case "oms":
      return r.pick<Line>([
        {
          lvl: "INFO",
          msg: `NewOrderSingle accepted clOrdId=${oid(r, e)} acct=${acct(r, e)} ${r.pick(SIDES)} ${r.int(1, 40) * 10} ${s} ${ordType(r, s)} tif=${r.pick(TIF)}`,
          req: true,
        },
        {
          lvl: "INFO",
          msg: `ExecutionReport ${oid(r, e)} execType=F ordStatus=${r.pick(["1", "2"])} lastQty=${r.int(1, 30) * 10} lastPx=${px(r, s)} ${s}`,
          req: true,
        },
        {
          lvl: "INFO",
          msg: `order ${oid(r, e)} state NEW -> ${r.pick(["PARTIALLY_FILLED", "FILLED", "CANCELED"])}`,
          req: true,
        },
        { lvl: "INFO", msg: `cancel request ${oid(r, e)} acknowledged by venue in ${ms(r, 1, 30)}ms`, req: true },
      ]);
    case "fix":
      return r.pick<Line>([
        {
          lvl: "INFO",
          msg: `FIX.4.2:${e.sender}->${e.target}: outgoing 35=D 11=${oid(r, e)} 55=${s} 54=${r.int(1, 2)} 38=${r.int(1, 30) * 10} 40=2`,
          req: true,
        },
        {
          lvl: "INFO",
          msg: `FIX.4.2:${e.sender}->${e.target}: incoming 35=8 150=${r.pick(["0", "F", "F", "4"])} 39=${r.pick(["0", "1", "2"])} 55=${s} 17=${r.hex(10).toUpperCase()}`,
          req: true,
        },
      ]);
    case "sor":
      return r.pick<Line>([
        {
          lvl: "INFO",
          msg: `route ${oid(r, e)} ${s} qty=${r.int(1, 30) * 10} -> ${r.pick(["XNYS", "XNAS", "ARCX", "BATS", "EDGX", "IEXG"])} (nbbo ${nbbo(r, s)}, decision ${r.int(40, 900)}us)`,
          req: true,
        },
        {
          lvl: "INFO",
          msg: `child order ${oid(r, e)}.${r.int(1, 4)} filled ${r.int(1, 30) * 10}@${px(r, s)} on ${r.pick(["XNAS", "ARCX", "BATS"])}`,
          req: true,
        },
        {
          lvl: "INFO",
          msg: `route ${oid(r, e)} ${s} qty=${r.int(1, 30) * 10} -> ${r.pick(["XNAS", "ARCX", "BATS", "IEXG"])} (nbbo ${nbbo(r, s)}, decision ${r.int(40, 900)}us)`,
          req: true,
        },
        { lvl: "DEBUG", msg: `venue scorecard refreshed: ${r.int(8, 14)} venues, fill-rate model v${r.int(40, 45)}` },
      ]);
    case "md":
      return r.pick<Line>([
        {
          lvl: "INFO",
          msg: `channel ${r.int(1, 24)} seq=${r.int(1000000, 9999999)} msgs/s=${r.int(20000, 160000)} latency p99=${r.int(8, 60)}us`,
        },
        { lvl: "INFO", msg: `published NBBO snapshot ${s} ${nbbo(r, s)} to ${r.int(12, 40)} subscribers` },
        {
          lvl: "INFO",
          msg: `channel ${r.int(1, 24)} seq=${r.int(1000000, 9999999)} msgs/s=${r.int(20000, 160000)} latency p99=${r.int(8, 60)}us`,
        },
        { lvl: "DEBUG", msg: `symbol ${s} book depth=${r.int(5, 20)} updates=${r.int(100, 9000)}` },
      ]);
    case "risk":
      return r.pick<Line>([
        {
          lvl: "INFO",
          msg: `pre-trade check passed ${oid(r, e)} notional=${r.int(500, 250000)} buyingPower=${r.int(1000, 900000)} (${r.int(80, 900)}us)`,
          req: true,
        },
        {
          lvl: "INFO",
          msg: `check ok acct=${acct(r, e)} ${s} checks=[fat_finger,restricted_list,credit,position_limit] took ${ms(r, 1, 6)}ms`,
          req: true,
        },
      ]);
    case "margin":
      return r.pick<Line>([
        {
          lvl: "INFO",
          msg: `recalc acct=${acct(r, e)} equity=${r.int(2000, 900000)} maint_req=${r.int(100, 200000)} excess=${r.int(50, 500000)}`,
        },
        {
          lvl: "INFO",
          msg: `intraday margin sweep: ${r.int(2000, 18000)} accounts in ${r.int(900, 4800)}ms, ${r.int(0, 6)} calls issued`,
        },
        { lvl: "INFO", msg: `GET /margin/${acct(r, e)} 200 ${ms(r, 3, 60)}ms`, req: true },
      ]);
    case "bo":
      return r.pick<Line>([
        {
          lvl: "INFO",
          msg: `booked trade ${r.hex(10).toUpperCase()} ${s} qty=${r.int(1, 40) * 10} @ ${px(r, s)} settle T+1`,
        },
        { lvl: "INFO", msg: `allocation block ${r.int(100000, 999999)} split into ${r.int(2, 30)} accounts` },
        {
          lvl: "INFO",
          msg: `cash journal ${r.int(1000000, 9999999)} posted amount=${r.int(10, 90000)}.${r.int(10, 99)} USD`,
        },
      ]);
    case "stmt":
      return r.pick<Line>([
        { lvl: "INFO", msg: `rendered confirm for acct=${acct(r, e)} trades=${r.int(1, 12)} (${r.int(40, 400)}ms)` },
        {
          lvl: "INFO",
          msg: `corporate action ${r.pick(["CASH_DIV", "STOCK_SPLIT", "MERGER", "SPINOFF"])} ${s} ex-date 2026-12-${r.int(10, 28)} staged for ${r.int(100, 40000)} holders`,
        },
        { lvl: "INFO", msg: `statement batch ${r.int(100, 999)}: ${r.int(200, 900)} documents queued` },
      ]);
  }
}

/** Harmless domain noise at WARN/INFO: risk rejects, halted symbols, resends, recovered gaps, rate-limited keys. */
function domainNoise(role: Role, r: Rng, e: Estate): Line | null {
  const s = r.pick(SYMS);
  switch (role) {
    case "risk":
      return r.pick<Line>([
        {
          lvl: "WARN",
          msg: `order ${oid(r, e)} rejected: notional ${r.int(260000, 900000)} exceeds max single-order limit 250000`,
          req: true,
        },
        {
          lvl: "WARN",
          msg: `order ${oid(r, e)} rejected: insufficient buying power (need ${r.int(5000, 90000)}, have ${r.int(10, 4000)})`,
          req: true,
        },
        { lvl: "INFO", msg: `restricted list hit ${s} acct=${acct(r, e)}, order blocked`, req: true },
      ]);
    case "oms":
      return r.pick<Line>([
        { lvl: "WARN", msg: `order ${oid(r, e)} rejected by venue: 58=Symbol ${s} halted (LULD pause)`, req: true },
        {
          lvl: "WARN",
          msg: `odd-lot order ${oid(r, e)} qty=${r.int(1, 99)} rejected by ${r.pick(["ARCX", "XNYS"])}: 58=Odd lot not permitted for order type`,
          req: true,
        },
      ]);
    case "fix":
      return r.pick<Line>([
        {
          lvl: "INFO",
          msg: `FIX.4.2:${e.sender}->${e.target}: Received ResendRequest BeginSeqNo=${r.int(20000, 90000)} EndSeqNo=0`,
        },
        {
          lvl: "INFO",
          msg: `FIX.4.2:${e.sender}->${e.target}: Sent SequenceReset-GapFill 123=Y 36=${r.int(20000, 90000)}`,
        },
        {
          lvl: "WARN",
          msg: `FIX.4.2:${e.sender}->${e.target}: test request 35=1 sent, heartbeat late by ${r.int(300, 1800)}ms`,
        },
      ]);
    case "md":
      return r.pick<Line>([
        {
          lvl: "WARN",
          msg: `gap detected on channel ${r.int(1, 24)}: expected seq ${r.int(1000000, 2000000)}, got +${r.int(2, 40)}; requesting snapshot`,
        },
        {
          lvl: "INFO",
          msg: `channel ${r.int(1, 24)} recovered from snapshot (${r.int(200, 9000)} symbols, ${r.int(30, 400)}ms)`,
        },
      ]);
    case "sor":
      return {
        lvl: "WARN",
        msg: `stale quote for ${s} on ${r.pick(["EDGA", "BYX", "MEMX"])} (age ${r.int(6, 40)}s), venue skipped`,
      };
    case "api":
      return {
        lvl: "WARN",
        msg: `429 rate limit exceeded for api key ak_live_${r.hex(8)} (${r.int(121, 400)} req/min > 120)`,
        req: true,
      };
    case "margin":
      return { lvl: "WARN", msg: `house call issued acct=${acct(r, e)} deficit=${r.int(100, 9000)}.${r.int(10, 99)}` };
    default:
      return null;
  }
}

/** A retry that succeeds. */
function retryOk(role: Role, r: Rng, e: Estate): Line {
  const peer = role === "api" ? e.svc.oms : role === "oms" ? e.svc.risk : e.svc.bo;
  const what = r.pick([
    "price reference fetch",
    `position snapshot from ${peer}`,
    "audit publish",
    "kafka send to trades.v2",
  ]);
  return {
    lvl: "WARN",
    msg: `${what} failed (attempt 1/3): ${r.pick(["timeout after 2s", "connection reset", "503 from upstream"])}; retry succeeded in ${r.int(20, 600)}ms`,
  };
}

const DEPRECATION: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
  ],
  java: [
    "HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
    "HHH000511: The 5.7.0 version for [org.hibernate.dialect.MySQLDialect] is no longer supported, hence certain features may not work properly",
  ],
  go: ["grpc: Dial is deprecated: use NewClient instead", "WARNING: package golang.org/x/net/context is deprecated"],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    "FutureWarning: Series.fillna with 'method' is deprecated and will raise in a future version.",
  ],
  dotnet: [
    "warn: Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key may be persisted to storage in unencrypted form.",
  ],
  ruby: ["DEPRECATION WARNING: Using legacy connection handling is deprecated and will be removed in Rails 7.2"],
  cpp: ["config: option 'md.legacy_udp_rcvbuf' is deprecated, use 'md.socket.rcvbuf'"],
};

/** The noisy service's constant harmless error, by role. */
export function noisyError(role: Role, r: Rng, e: Estate): Line {
  const s = r.pick(SYMS);
  switch (role) {
    case "md":
      return {
        lvl: "ERROR",
        msg: `symbol directory: unknown stock locate ${r.int(9000, 9999)} for test symbol ZVZZT, message dropped`,
      };
    case "stmt":
      return {
        lvl: "ERROR",
        msg: `font fallback failed for glyph U+${r.hex(4).toUpperCase()} in statement template v7, rendered as box`,
      };
    case "api":
      return { lvl: "ERROR", msg: `push delivery failed: APNs BadDeviceToken for device ${r.hex(16)} (token pruned)` };
    case "margin":
      return {
        lvl: "ERROR",
        msg: `FX rate for ${r.pick(["ARS", "TRY", "NGN"])}/USD missing in reference feed, using previous close`,
      };
    case "bo":
      return {
        lvl: "ERROR",
        msg: `DTC reject parse: unknown reason code '${r.pick(["R77", "Q12", "X03"])}' in participant report, row skipped`,
      };
    case "auth":
      return {
        lvl: "ERROR",
        msg: `webauthn attestation from unknown AAGUID ${r.hex(8)}-${r.hex(4)}, falling back to none`,
      };
    case "sor":
      return { lvl: "ERROR", msg: `venue IEXG capability file missing field 'minQty' for ${s}, assuming 1` };
    case "risk":
      return { lvl: "ERROR", msg: `restricted list feed: row ${r.int(10, 900)} has empty CUSIP, skipped` };
    case "oms":
      return { lvl: "ERROR", msg: `drop copy ${r.hex(8)} references unknown clOrdId (away-order), ignored` };
    case "fix":
      return {
        lvl: "ERROR",
        msg: `FIX.4.2:${e.sender}->DROPCPY: Message 35=8 rejected: Tag not defined for this message type, field=9730`,
      };
  }
}

export interface RoleNoise {
  baseline: (r: Rng) => Line;
  domain: (r: Rng) => Line | null;
  retry: (r: Rng) => Line;
  deprecation: (r: Rng) => Line;
  health: (r: Rng) => Line;
}

export function roleNoise(role: Role, e: Estate): RoleNoise {
  const rt = e.rt[role];
  return {
    baseline: (r) => baseline(role, r, e),
    domain: (r) => domainNoise(role, r, e),
    retry: (r) => retryOk(role, r, e),
    deprecation: (r) => ({ lvl: "WARN", msg: r.pick(DEPRECATION[rt]) }),
    health: (r) =>
      rt === "dotnet"
        ? {
            lvl: "DEBUG",
            msg: `Health check 'ready' completed after ${r.int(1, 9)}.${r.int(100, 999)}ms with status Healthy`,
          }
        : { lvl: "DEBUG", msg: `GET /healthz 200 ${r.int(0, 3)}ms` },
  };
}

/** An unrelated deploy or config reload line. */
export function deployLine(role: Role, r: Rng, e: Estate): Line {
  const v = `${r.int(2, 9)}.${r.int(0, 40)}.${r.int(0, 20)}`;
  return r.pick<Line>([
    { lvl: "INFO", msg: `starting ${e.svc[role]} version ${v} (build ${r.hex(7)})` },
    {
      lvl: "INFO",
      msg: `config reloaded from configmap ${e.svc[role]}-config (resourceVersion ${r.int(1000000, 9999999)})`,
    },
    {
      lvl: "INFO",
      msg: `feature flag '${r.pick(["fractional_sell", "new_watchlist_ui", "ext_hours_v2"])}' set to ${r.pick(["on", "off"])} by flag service`,
    },
  ]);
}
