// The four made-up operators of holdout113: their services, request flows, periodic jobs and everyday noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export interface L {
  lvl: Level;
  msg: string;
  stack?: string[];
  errType?: string;
}
export interface Step {
  svc: string;
  ok: (r: Rng) => L;
}
export interface Flow {
  kind: string;
  weight: number;
  route: (r: Rng) => string;
  steps: Step[]; // called in order after the edge
}
export interface Periodic {
  svc: string;
  every: number; // seconds
  line: (r: Rng) => L;
}
export interface Noise {
  svc: string;
  perMin: number;
  line: (r: Rng) => L[];
}
export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  services: { name: string; runtime: Runtime }[];
  edge: string;
  edgeLine: (r: Rng, route: string, status: number, ms: number) => L;
  flows: Flow[];
  periodic: Periodic[];
  noise: Noise[];
  /** unrelated deploys / reloads that can land near the trouble */
  changes: { svc: string; lines: (r: Rng) => L[] }[];
}

const info = (msg: string): L => ({ lvl: "info", msg });
const warn = (msg: string): L => ({ lvl: "warn", msg });
const err = (msg: string): L => ({ lvl: "error", msg });
const odds = (r: Rng) => (1.2 + r.next() * 6).toFixed(2);
const stake = (r: Rng) => (r.pick([2, 5, 5, 10, 10, 20, 25, 50, 100]) + r.int(0, 99) / 100).toFixed(2);
const TEAMS = ["Rams", "Bears", "Celtics", "Knicks", "Yankees", "Red Sox", "Rangers", "Devils", "Eagles", "Giants"];
const STATES = ["NJ", "PA", "NY", "CT", "DE", "MD"];
const health = (svc: string, every: number, style: "go" | "java" | "py" | "node" | "dotnet" | "ruby"): Periodic => ({
  svc,
  every,
  line: (r) => {
    const ms = r.int(1, 6);
    switch (style) {
      case "go":
        return info(`"GET /healthz HTTP/1.1" 200 2 ${ms}ms kube-probe/1.29`);
      case "java":
        return info(`GET /actuator/health 200 ${ms}ms`);
      case "py":
        return info(`10.42.${r.int(0, 9)}.${r.int(2, 250)} - "GET /health HTTP/1.1" 200`);
      case "node":
        return info(`GET /livez 200 - ${ms}.${r.int(100, 999)} ms`);
      case "dotnet":
        return info(
          `Request finished HTTP/1.1 GET http://${svc}:8080/healthz - 200 - text/plain ${ms}.${r.int(1000, 9999)}ms`,
        );
      case "ruby":
        return info(`method=GET path=/up format=html status=200 duration=${ms}.${r.int(10, 99)}`);
    }
  },
});

// ---------------------------------------------------------------- Northpoint Sports (online sportsbook, traced)
export const NORTHPOINT: Estate = {
  key: "northpoint",
  company: "Northpoint Sports",
  namespace: "np-sportsbook",
  traced: true,
  services: [
    { name: "sb-edge", runtime: "node" },
    { name: "odds-ingest", runtime: "go" },
    { name: "trading-engine", runtime: "java" },
    { name: "bet-placement", runtime: "java" },
    { name: "wallet-service", runtime: "dotnet" },
    { name: "geo-compliance", runtime: "python" },
    { name: "kyc-gateway", runtime: "python" },
    { name: "settlement-worker", runtime: "java" },
    { name: "promo-engine", runtime: "ruby" },
    { name: "notify-push", runtime: "node" },
  ],
  edge: "sb-edge",
  edgeLine: (_r, route, status, ms) => ({
    lvl: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
    msg: `${route} ${status} ${ms}ms`,
  }),
  flows: [
    {
      kind: "bet",
      weight: 5,
      route: () => "POST /api/v3/betslip/place",
      steps: [
        {
          svc: "geo-compliance",
          ok: (r) =>
            info(
              `geolocation pass customer=${r.digits(7)} state=${r.pick(STATES)} dist_to_border=${r.int(3, 80)}.${r.int(0, 9)}km`,
            ),
        },
        { svc: "wallet-service", ok: (r) => info(`Reserved funds ${stake(r)} USD for account ${r.digits(8)}`) },
        {
          svc: "bet-placement",
          ok: (r) => info(`Bet accepted slip=S${r.digits(9)} legs=${r.int(1, 4)} stake=${stake(r)} price=${odds(r)}`),
        },
        {
          svc: "trading-engine",
          ok: (r) =>
            info(`liability updated market=1.${r.digits(6)} selection=${r.digits(5)} exposure=${r.int(800, 90000)}`),
        },
      ],
    },
    {
      kind: "deposit",
      weight: 2,
      route: () => "POST /api/v3/wallet/deposits",
      steps: [
        {
          svc: "wallet-service",
          ok: (r) =>
            info(
              `Deposit D${r.digits(8)} authorised by PSP amount=${r.int(10, 500)}.00 method=${r.pick(["card", "ach", "paypal"])}`,
            ),
        },
      ],
    },
    {
      kind: "kyc",
      weight: 1,
      route: () => "POST /api/v3/account/verify",
      steps: [
        {
          svc: "kyc-gateway",
          ok: (r) => info(`identity check passed applicant=${r.hex(12)} age_ok=True score=${r.int(70, 99)}`),
        },
      ],
    },
    {
      kind: "prices",
      weight: 4,
      route: () => "GET /api/v3/events/live",
      steps: [
        {
          svc: "trading-engine",
          ok: (r) => info(`served price snapshot event=${r.digits(8)} markets=${r.int(12, 140)}`),
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "odds-ingest",
      every: 2,
      line: (r) => info(`feed batch applied provider=primary msgs=${r.int(40, 400)} lag=${r.int(80, 900)}ms`),
    },
    {
      svc: "trading-engine",
      every: 7,
      line: (r) =>
        info(`market 1.${r.digits(6)} ${r.pick(["SUSPENDED (goal check)", "OPEN", "OPEN", "SUSPENDED (VAR)"])}`),
    },
    {
      svc: "settlement-worker",
      every: 15,
      line: (r) => info(`settled ${r.int(20, 400)} bets for event ${r.digits(8)} (result confirmed)`),
    },
    { svc: "notify-push", every: 9, line: (r) => info(`push sent template=bet_settled recipients=${r.int(5, 300)}`) },
    health("sb-edge", 10, "node"),
    health("bet-placement", 15, "java"),
    health("wallet-service", 15, "dotnet"),
    health("geo-compliance", 20, "py"),
    health("odds-ingest", 20, "go"),
    health("kyc-gateway", 30, "py"),
  ],
  noise: [
    {
      svc: "promo-engine",
      perMin: 7,
      line: (r) => [err(`Voucher redemption failed: campaign "WELCOME-NFL24" expired (customer ${r.digits(7)})`)],
    },
    {
      svc: "bet-placement",
      perMin: 6,
      line: (r) => {
        const a = Number(odds(r));
        return [
          info(
            `Bet rejected slip=S${r.digits(9)} reason=PRICE_CHANGED requested=${a.toFixed(2)} current=${(a - 0.15).toFixed(2)}`,
          ),
        ];
      },
    },
    {
      svc: "bet-placement",
      perMin: 3,
      line: (r) => [info(`Bet rejected slip=S${r.digits(9)} reason=MARKET_SUSPENDED market=1.${r.digits(6)}`)],
    },
    {
      svc: "geo-compliance",
      perMin: 4,
      line: (r) => [
        warn(
          `geolocation blocked customer=${r.digits(7)} reason=OUT_OF_BOUNDARY detected=PA dist_to_border=${r.int(1, 900)}m`,
        ),
      ],
    },
    {
      svc: "wallet-service",
      perMin: 2,
      line: (r) => [warn(`Deposit D${r.digits(8)} declined by PSP: do_not_honor (card ****${r.digits(4)})`)],
    },
    {
      svc: "odds-ingest",
      perMin: 3,
      line: (r) => [
        warn(
          `dropping out-of-order update event=${r.digits(8)} seq=${r.int(1000, 9000)} last_applied=${r.int(9001, 9900)}`,
        ),
      ],
    },
    {
      svc: "wallet-service",
      perMin: 1,
      line: (r) => [
        warn(`Transient failure calling PSP, retry 1/3 in 250ms (HttpRequestException: Connection reset by peer)`),
        info(`Deposit D${r.digits(8)} authorised by PSP on retry 2`),
      ],
    },
    {
      svc: "kyc-gateway",
      perMin: 0.5,
      line: () => [
        warn(
          "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects.",
        ),
      ],
    },
    {
      svc: "bet-placement",
      perMin: 1,
      line: (r) => [info(`Bet refused customer=${r.digits(7)} reason=SELF_EXCLUDED (rg register)`)],
    },
  ],
  changes: [
    {
      svc: "promo-engine",
      lines: (r) => [
        info(`Puma starting in cluster mode... version 6.4.2, release v2026.${r.int(10, 60)}.1`),
        info("Puma booted, 4 workers"),
      ],
    },
    { svc: "notify-push", lines: () => [info("config reloaded: templates.bet_settled v14 (3 keys changed)")] },
  ],
};

// ---------------------------------------------------------------- Lakeshore State Lottery (lottery, no trace ids)
export const LAKESHORE: Estate = {
  key: "lakeshore",
  company: "Lakeshore State Lottery",
  namespace: "lsl-prod",
  traced: false,
  services: [
    { name: "retail-gw", runtime: "go" },
    { name: "ticket-issuer", runtime: "java" },
    { name: "draw-manager", runtime: "java" },
    { name: "player-portal", runtime: "node" },
    { name: "player-wallet", runtime: "dotnet" },
    { name: "age-verify", runtime: "python" },
    { name: "prize-claims", runtime: "ruby" },
    { name: "terminal-fleet", runtime: "cpp" },
    { name: "rg-limits", runtime: "python" },
    { name: "results-publisher", runtime: "node" },
  ],
  edge: "retail-gw",
  edgeLine: (r, route, status, ms) => ({
    lvl: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
    msg: `terminal=T${r.int(10000, 19999)} retailer=R${r.digits(5)} ${route} status=${status} dur=${ms}ms`,
  }),
  flows: [
    {
      kind: "sale",
      weight: 6,
      route: (r) => `op=SELL game=${r.pick(["POWERBALL", "MEGA", "PICK3", "PICK4", "LAKE5"])}`,
      steps: [
        {
          svc: "ticket-issuer",
          ok: (r) =>
            info(
              `Issued ticket ${r.digits(4)}-${r.digits(6)}-${r.digits(4)} draw=${r.int(2400, 2460)} boards=${r.int(1, 5)}`,
            ),
        },
      ],
    },
    {
      kind: "validate",
      weight: 2,
      route: () => "op=VALIDATE",
      steps: [
        {
          svc: "prize-claims",
          ok: (r) =>
            info(
              `validation serial=${r.digits(12)} result=${r.pick(["NON_WINNER", "NON_WINNER", "WIN tier=9 amount=4.00", "WIN tier=7 amount=10.00"])}`,
            ),
        },
      ],
    },
    {
      kind: "portal",
      weight: 3,
      route: () => "op=SYNC",
      steps: [],
    },
  ],
  periodic: [
    { svc: "player-portal", every: 3, line: (r) => info(`GET /api/account/summary 200 ${r.int(30, 300)}ms`) },
    {
      svc: "player-wallet",
      every: 4,
      line: (r) => info(`Wallet balance read for player ${r.digits(7)}: ${r.int(0, 400)}.${r.int(10, 99)} USD`),
    },
    {
      svc: "rg-limits",
      every: 6,
      line: (r) => info(`limit check ok player=${r.digits(7)} weekly_spend=${r.int(0, 180)}.00/200.00`),
    },
    {
      svc: "age-verify",
      every: 11,
      line: (r) =>
        info(`age verified player=${r.digits(7)} method=${r.pick(["ssn4", "dl_scan", "ssn4"])} over_21=true`),
    },
    {
      svc: "draw-manager",
      every: 20,
      line: (r) =>
        info(
          `draw ${r.int(2400, 2460)} sales tally: ${r.int(10000, 90000)} tickets, pool ${r.int(100000, 900000)} USD`,
        ),
    },
    {
      svc: "results-publisher",
      every: 25,
      line: () => info("published results snapshot to cdn (etag changed: false)"),
    },
    {
      svc: "terminal-fleet",
      every: 5,
      line: (r) => info(`heartbeat batch: ${r.int(2300, 2420)} terminals online, ${r.int(3, 20)} in maintenance`),
    },
    {
      svc: "prize-claims",
      every: 13,
      line: (r) => info(`claim C${r.digits(7)} paid via ${r.pick(["ACH", "retailer cash", "check"])}`),
    },
    health("retail-gw", 15, "go"),
    health("ticket-issuer", 15, "java"),
    health("player-wallet", 20, "dotnet"),
    health("age-verify", 20, "py"),
    health("rg-limits", 30, "py"),
  ],
  noise: [
    {
      svc: "terminal-fleet",
      perMin: 9,
      line: (r) => [
        err(`T${r.int(10000, 19999)}: printer paper-low sensor error (code 0x2e), ticket printing unaffected`),
      ],
    },
    {
      svc: "retail-gw",
      perMin: 5,
      line: (r) => {
        const t = r.int(10000, 19999);
        return [
          warn(`terminal=T${t} session dropped: EOF`),
          info(`terminal=T${t} reconnected, resumed session (seq=${r.int(100, 9000)})`),
        ];
      },
    },
    {
      svc: "player-wallet",
      perMin: 2,
      line: (r) => [warn(`Deposit declined for player ${r.digits(7)}: insufficient_funds (processor code 51)`)],
    },
    {
      svc: "rg-limits",
      perMin: 1,
      line: (r) => [
        info(`purchase refused player=${r.digits(7)} reason=self_excluded until=2027-0${r.int(1, 9)}-1${r.int(0, 9)}`),
      ],
    },
    {
      svc: "player-portal",
      perMin: 2,
      line: (r) => [
        warn(
          `geo check: player ${r.digits(7)} located outside state (${r.pick(["IN", "WI", "MI"])}), purchase blocked`,
        ),
      ],
    },
    {
      svc: "player-portal",
      perMin: 0.5,
      line: () => [
        warn(
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        ),
      ],
    },
    {
      svc: "ticket-issuer",
      perMin: 1,
      line: (r) => [warn(`sale rejected terminal=T${r.int(10000, 19999)}: game PICK3 midday draw closed`)],
    },
    {
      svc: "age-verify",
      perMin: 1,
      line: (r) => [
        warn(`vendor call retry 1/2 for player ${r.digits(7)} (ConnectionResetError)`),
        info(`age verified player=${r.digits(7)} method=ssn4 over_21=true (retry)`),
      ],
    },
  ],
  changes: [
    {
      svc: "results-publisher",
      lines: () => [info("config reloaded from /etc/results/publisher.yaml (cdn.ttl 30 -> 45)")],
    },
    {
      svc: "prize-claims",
      lines: (r) => [
        info(`Deploying release 2026.11.${r.int(1, 28)}-${r.hex(7)}`),
        info("Listening on http://0.0.0.0:3000"),
      ],
    },
  ],
};

// ---------------------------------------------------------------- Brightline Bet (online sportsbook, traced)
export const BRIGHTLINE: Estate = {
  key: "brightline",
  company: "Brightline Bet",
  namespace: "brightline",
  traced: true,
  services: [
    { name: "bl-api", runtime: "go" },
    { name: "price-feed", runtime: "python" },
    { name: "market-ctl", runtime: "go" },
    { name: "betslip", runtime: "dotnet" },
    { name: "accounts", runtime: "ruby" },
    { name: "geofence", runtime: "go" },
    { name: "payments", runtime: "java" },
    { name: "limits-rg", runtime: "python" },
    { name: "grader", runtime: "python" },
  ],
  edge: "bl-api",
  edgeLine: (r, route, status, ms) => ({
    lvl: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
    msg: `request completed method=${route.split(" ")[0]} path=${route.split(" ")[1]} status=${status} duration_ms=${ms} client=${r.pick(["ios/5.12.0", "android/5.11.3", "web"])}`,
  }),
  flows: [
    {
      kind: "bet",
      weight: 5,
      route: () => "POST /v2/slips",
      steps: [
        {
          svc: "geofence",
          ok: (r) =>
            info(`fix accepted lat=40.${r.digits(4)} lon=-74.${r.digits(4)} inside=NJ margin_m=${r.int(500, 40000)}`),
        },
        { svc: "limits-rg", ok: (r) => info(`stake within limits customer=${r.hex(8)} daily_used=${r.int(0, 300)}`) },
        {
          svc: "betslip",
          ok: (r) => info(`Slip ${r.hex(10)} accepted: ${r.int(1, 5)} legs, stake ${stake(r)}, odds ${odds(r)}`),
        },
        { svc: "market-ctl", ok: (r) => info(`exposure market=${r.digits(7)} sel=${r.pick(TEAMS)} +${stake(r)}`) },
      ],
    },
    {
      kind: "deposit",
      weight: 2,
      route: () => "POST /v2/payments/deposit",
      steps: [
        { svc: "limits-rg", ok: (r) => info(`deposit within limits customer=${r.hex(8)} amount=${r.int(10, 400)}`) },
        { svc: "payments", ok: (r) => info(`deposit ${r.hex(12)} captured amount=${r.int(10, 400)}.00 USD psp=adyen`) },
      ],
    },
    {
      kind: "login",
      weight: 2,
      route: () => "POST /v2/session",
      steps: [
        {
          svc: "accounts",
          ok: (r) => info(`Completed 200 OK in ${r.int(20, 140)}ms (Views: 0.2ms | ActiveRecord: ${r.int(2, 30)}.1ms)`),
        },
      ],
    },
    {
      kind: "markets",
      weight: 4,
      route: () => "GET /v2/markets",
      steps: [
        {
          svc: "market-ctl",
          ok: (r) => info(`served ${r.int(20, 300)} markets sport=${r.pick(["nfl", "nba", "nhl", "soccer"])}`),
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "price-feed",
      every: 2,
      line: (r) => info(`applied ${r.int(30, 500)} price updates (provider seq ${r.digits(7)}) in ${r.int(3, 40)}ms`),
    },
    {
      svc: "market-ctl",
      every: 8,
      line: (r) =>
        info(
          `market ${r.digits(7)} ${r.pick(["suspended: danger", "reopened", "reopened", "suspended: price stale 3s"])}`,
        ),
    },
    {
      svc: "grader",
      every: 14,
      line: (r) => info(`graded ${r.int(10, 600)} slips for fixture ${r.digits(7)} (final score confirmed)`),
    },
    health("bl-api", 10, "go"),
    health("market-ctl", 15, "go"),
    health("geofence", 15, "go"),
    health("betslip", 20, "dotnet"),
    health("accounts", 20, "ruby"),
    health("payments", 20, "java"),
  ],
  noise: [
    {
      svc: "accounts",
      perMin: 6,
      line: (r) => [err(`Aws::S3::Errors::NoSuchKey: avatar for customer ${r.hex(8)} not found, using default`)],
    },
    {
      svc: "betslip",
      perMin: 6,
      line: (r) => [info(`Slip ${r.hex(10)} rejected: OddsChanged (requested ${odds(r)}, offered ${odds(r)})`)],
    },
    {
      svc: "betslip",
      perMin: 2,
      line: (r) => [info(`Slip ${r.hex(10)} rejected: MarketSuspended market=${r.digits(7)}`)],
    },
    {
      svc: "geofence",
      perMin: 4,
      line: (r) => [
        warn(
          `fix rejected customer=${r.hex(8)} reason=outside_boundary nearest_state=${r.pick(["NY", "PA", "DE"])} margin_m=-${r.int(10, 800)}`,
        ),
      ],
    },
    {
      svc: "payments",
      perMin: 2,
      line: (r) => [warn(`deposit ${r.hex(12)} refused by psp: Refused (refusalReasonCode=2)`)],
    },
    {
      svc: "price-feed",
      perMin: 3,
      line: (r) => [
        warn(`stale message discarded fixture=${r.digits(7)} seq=${r.int(100, 500)} < current=${r.int(501, 900)}`),
      ],
    },
    {
      svc: "limits-rg",
      perMin: 1,
      line: (r) => [info(`blocked customer=${r.hex(8)} reason=self_exclusion_active`)],
    },
    {
      svc: "payments",
      perMin: 0.4,
      line: () => [
        warn("HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead"),
      ],
    },
    {
      svc: "market-ctl",
      perMin: 1,
      line: (r) => [
        warn(`redis: pool timeout, retrying GET mkt:${r.digits(7)} (attempt 2)`),
        info(`redis GET mkt:${r.digits(7)} ok after retry`),
      ],
    },
  ],
  changes: [
    {
      svc: "accounts",
      lines: (r) => [info(`=> Booting Puma, Rails 7.1.3 application starting in production (release ${r.hex(7)})`)],
    },
    { svc: "grader", lines: () => [info("config reload: feature flag grader.parallel_fixtures=true")] },
  ],
};

// ---------------------------------------------------------------- Granite Gaming (lottery + sports retail, no trace ids)
export const GRANITE: Estate = {
  key: "granite",
  company: "Granite Gaming Retail",
  namespace: "granite-retail",
  traced: false,
  services: [
    { name: "pos-hub", runtime: "java" },
    { name: "lotto-core", runtime: "cpp" },
    { name: "sports-retail", runtime: "java" },
    { name: "cashier-api", runtime: "node" },
    { name: "claims-desk", runtime: "dotnet" },
    { name: "age-id-check", runtime: "python" },
    { name: "odds-relay", runtime: "go" },
    { name: "audit-sink", runtime: "go" },
  ],
  edge: "pos-hub",
  edgeLine: (r, route, status, ms) => ({
    lvl: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
    msg: `[pos-${r.int(1, 24)}] ${route} -> ${status} (${ms} ms) store=${r.int(100, 899)}`,
  }),
  flows: [
    {
      kind: "lotto",
      weight: 5,
      route: () => "LOTTO_WAGER",
      steps: [
        {
          svc: "lotto-core",
          ok: (r) =>
            info(
              `wager committed tsn=${r.hex(16).toUpperCase()} game=${r.pick(["DAILY4", "CASH5", "MEGA"])} cost=${r.int(1, 20)}.00`,
            ),
        },
      ],
    },
    {
      kind: "sports",
      weight: 3,
      route: () => "SPORTS_SLIP",
      steps: [
        {
          svc: "age-id-check",
          ok: (r) => info(`id scan ok store=${r.int(100, 899)} dob_year=${r.int(1950, 2003)} over_21=True`),
        },
        { svc: "sports-retail", ok: (r) => info(`Ticket ${r.digits(10)} accepted stake=${stake(r)} odds=${odds(r)}`) },
        { svc: "odds-relay", ok: (r) => info(`price check market=${r.digits(6)} ok age=${r.int(100, 2000)}ms`) },
      ],
    },
    {
      kind: "cash",
      weight: 2,
      route: () => "CASH_OUT",
      steps: [
        { svc: "cashier-api", ok: (r) => info(`POST /v1/payouts 200 ${r.int(20, 200)}ms amount=${r.int(5, 600)}.00`) },
        {
          svc: "claims-desk",
          ok: (r) =>
            info(`Claim ${r.digits(8)} approved tier=${r.pick(["low", "low", "mid"])} amount ${r.int(5, 600)}.00`),
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "odds-relay",
      every: 3,
      line: (r) =>
        info(`snapshot published markets=${r.int(1200, 1900)} changed=${r.int(10, 200)} took=${r.int(40, 400)}ms`),
    },
    {
      svc: "lotto-core",
      every: 10,
      line: (r) => info(`journal checkpoint seq=${r.digits(8)} wagers=${r.int(100, 900)}`),
    },
    {
      svc: "audit-sink",
      every: 6,
      line: (r) => info(`flushed ${r.int(200, 2000)} audit records to archive in ${r.int(20, 200)}ms`),
    },
    { svc: "claims-desk", every: 30, line: () => info("Payout reconciliation job completed: 0 discrepancies") },
    health("pos-hub", 15, "java"),
    health("cashier-api", 15, "node"),
    health("claims-desk", 20, "dotnet"),
    health("odds-relay", 20, "go"),
    health("age-id-check", 30, "py"),
  ],
  noise: [
    {
      svc: "audit-sink",
      perMin: 8,
      line: () => [err(`schema mismatch: unknown field "legacy_channel" in pos event, field dropped`)],
    },
    {
      svc: "pos-hub",
      perMin: 4,
      line: (r) => {
        const n = r.int(1, 24);
        return [
          warn(`[pos-${n}] terminal link lost (heartbeat timeout 15s)`),
          info(`[pos-${n}] terminal re-registered fw=4.2.${r.int(1, 9)}`),
        ];
      },
    },
    {
      svc: "sports-retail",
      perMin: 4,
      line: (r) => [info(`Ticket rejected: price moved market=${r.digits(6)} ${odds(r)} -> ${odds(r)}`)],
    },
    {
      svc: "age-id-check",
      perMin: 2,
      line: (r) => [warn(`id scan declined store=${r.int(100, 899)}: under_age (dob_year=${r.int(2006, 2009)})`)],
    },
    {
      svc: "odds-relay",
      perMin: 2,
      line: (r) => [warn(`out-of-order delta market=${r.digits(6)} seq=${r.int(10, 90)} ignored`)],
    },
    {
      svc: "claims-desk",
      perMin: 0.4,
      line: () => [
        warn(
          "Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository: Using an in-memory repository. Keys will not be persisted to storage.",
        ),
      ],
    },
    {
      svc: "cashier-api",
      perMin: 1,
      line: (r) => [
        warn(`claims-desk call failed (ECONNRESET), retrying 1/3`),
        info(`POST /v1/payouts 200 ${r.int(200, 500)}ms amount=${r.int(5, 60)}.00 (retried)`),
      ],
    },
  ],
  changes: [
    { svc: "audit-sink", lines: (r) => [info(`starting audit-sink version=1.${r.int(10, 30)}.0 commit=${r.hex(7)}`)] },
    { svc: "cashier-api", lines: () => [info("config: reloaded feature flags (payout.receipt_qr=true)")] },
  ],
};

export const ESTATES: Estate[] = [NORTHPOINT, LAKESHORE, BRIGHTLINE, GRANITE];
