// The four made-up companies: services and runtimes, request flows, and the background every window carries
// (periodic jobs, health checks, one constantly noisy service, deprecation warnings, retries that succeed).
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";
import type { Emit, Stream } from "./stream.js";

export type Domain = "bet" | "crypto" | "voice";
export interface Flow {
  name: string;
  weight: number;
  touches: string[];
  run: (r: Rng, e: Emit) => void;
}
export interface Estate {
  key: string;
  company: string;
  domain: Domain;
  namespace: string;
  services: { name: string; rt: Runtime }[];
  roles: Record<string, string>;
  traceId: (r: Rng) => string | undefined;
  flows: Flow[];
  background: (s: Stream) => void;
  /** Lines a service prints while it restarts for a release or reloads its settings. */
  restart: (s: Stream, t: number, svc: string, version: string) => void;
}

const money = (r: Rng, a: number, b: number) => r.float(a, b).toFixed(2);
const ms = (r: Rng, a: number, b: number) => r.int(a, b);
const SPORTS = ["football", "tennis", "basketball", "ice-hockey", "cricket"];
const TEAMS = ["ARS-TOT", "LIV-MCI", "BAR-RMA", "JUV-INT", "PSG-OM", "BOS-NYK", "TOR-MTL", "MUM-CHE"];
const STATES = ["NJ", "PA", "MI", "NY", "IL", "CO", "VA", "OH"];
const SYMS = ["BTC-USDT", "ETH-USDT", "SOL-USDT", "BTC-EUR", "XRP-USDT", "ETH-BTC"];

export function runtimeOf(est: Estate, svc: string): Runtime {
  return est.services.find((x) => x.name === svc)?.rt ?? "go";
}

function genericRestart(est: Estate) {
  return (s: Stream, t: number, svc: string, version: string): void => {
    const rt = runtimeOf(est, svc);
    const r = s.rng;
    s.add(
      t,
      svc,
      "info",
      rt === "go"
        ? "received signal terminated, shutting down gracefully"
        : "Received SIGTERM, draining in-flight requests",
    );
    s.add(t + 900, svc, "info", `drained ${r.int(3, 40)} connections, bye`);
    const up = t + r.int(4000, 9000);
    switch (rt) {
      case "java":
        s.add(
          up,
          svc,
          "info",
          `Starting ${svc.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Application v${version} using Java 21.0.4 with PID 1`,
        );
        s.add(up + 2100, svc, "info", `HikariPool-1 - Starting...`);
        s.add(up + 2400, svc, "info", `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(8)}`);
        s.add(up + 2500, svc, "info", `HikariPool-1 - Start completed.`);
        s.add(up + 5200, svc, "info", `Tomcat started on port 8080 (http) with context path '/'`);
        s.add(
          up + 5300,
          svc,
          "info",
          `Started in ${r.float(9, 16).toFixed(3)} seconds (process running for ${r.float(16, 19).toFixed(3)})`,
        );
        break;
      case "python":
        s.add(up, svc, "info", `Started server process [1]`);
        s.add(up + 300, svc, "info", `Waiting for application startup.`);
        s.add(up + 900, svc, "info", `build ${version} loaded settings from /etc/app/settings.yaml`);
        s.add(up + 950, svc, "info", `Application startup complete.`);
        s.add(up + 960, svc, "info", `Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)`);
        break;
      case "node":
        s.add(up, svc, "info", `${svc}@${version} starting (node v20.17.0, NODE_ENV=production)`);
        s.add(up + 700, svc, "info", `server listening on 0.0.0.0:3000`);
        break;
      case "dotnet":
        s.add(up, svc, "info", `Now listening on: http://[::]:8080`);
        s.add(up + 40, svc, "info", `Application started. Press Ctrl+C to shut down.`);
        s.add(up + 50, svc, "info", `Hosting environment: Production; build ${version}`);
        break;
      case "ruby":
        s.add(
          up,
          svc,
          "info",
          `Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://redis-jobs:6379/2"}`,
        );
        s.add(up + 1200, svc, "info", `Starting processing, hit Ctrl-C to stop (release ${version})`);
        break;
      default:
        s.add(up, svc, "info", `${svc} ${version} starting, config /etc/${svc}/${svc}.conf`);
        s.add(up + 400, svc, "info", `listening, ready to accept connections`);
    }
  };
}

// ------------------------------------------------------------------------------------------------ fennick (sportsbook)
const FENNICK: Estate = {
  key: "fennick",
  company: "Fennick Sports",
  domain: "bet",
  namespace: "sportsbook-prod",
  services: [
    { name: "sb-edge", rt: "go" },
    { name: "bet-placement", rt: "java" },
    { name: "odds-ingest", rt: "go" },
    { name: "cashout-svc", rt: "node" },
    { name: "settlement-worker", rt: "python" },
    { name: "wallet-ledger", rt: "java" },
    { name: "kyc-check", rt: "ruby" },
    { name: "geo-fence", rt: "node" },
    { name: "promo-engine", rt: "dotnet" },
    { name: "push-notifier", rt: "python" },
  ],
  roles: {
    edge: "sb-edge",
    bet: "bet-placement",
    odds: "odds-ingest",
    cashout: "cashout-svc",
    settle: "settlement-worker",
    wallet: "wallet-ledger",
    kyc: "kyc-check",
    geo: "geo-fence",
    promo: "promo-engine",
    notify: "push-notifier",
  },
  traceId: (r) => r.hex(32),
  flows: [
    {
      name: "place",
      weight: 5,
      touches: ["sb-edge", "geo-fence", "bet-placement", "wallet-ledger"],
      run: (r, e) => {
        const bet = `B${r.int(10000000, 99999999)}`;
        const stake = money(r, 2, 80);
        e(
          2,
          "geo-fence",
          "info",
          `geo check passed user=u${r.int(100000, 999999)} state=${r.pick(STATES)} accuracy=${r.int(8, 90)}m`,
        );
        e(
          18,
          "bet-placement",
          "info",
          `Bet accepted betId=${bet} market=${r.pick(TEAMS)}/1X2 sel=${r.pick(["HOME", "DRAW", "AWAY"])} stake=${stake} USD price=${r.float(1.2, 9).toFixed(2)}`,
        );
        e(24, "wallet-ledger", "info", `reserve ok bet=${bet} amount=${stake} USD balance_after=${money(r, 5, 900)}`);
        e(ms(r, 60, 240), "sb-edge", "info", `POST /v2/bets 201 ${ms(r, 60, 240)}ms`);
      },
    },
    {
      name: "browse",
      weight: 6,
      touches: ["sb-edge"],
      run: (r, e) =>
        e(ms(r, 5, 40), "sb-edge", "info", `GET /v1/events/live?sport=${r.pick(SPORTS)} 200 ${ms(r, 4, 40)}ms`),
    },
    {
      name: "cashout",
      weight: 2,
      touches: ["sb-edge", "cashout-svc", "odds-ingest"],
      run: (r, e) => {
        e(
          5,
          "cashout-svc",
          "info",
          `cash-out offer betId=B${r.int(10000000, 99999999)} offer=${money(r, 1, 300)} ttl=5s`,
        );
        e(ms(r, 20, 90), "sb-edge", "info", `POST /v2/cashout/quote 200 ${ms(r, 20, 90)}ms`);
      },
    },
    {
      name: "session",
      weight: 1,
      touches: ["sb-edge", "kyc-check"],
      run: (r, e) => {
        e(4, "kyc-check", "info", `KYC status=verified customer=C${r.int(1000000, 9999999)} level=2 (cached)`);
        e(ms(r, 30, 120), "sb-edge", "info", `POST /v1/session 200 ${ms(r, 30, 120)}ms`);
      },
    },
    {
      name: "deposit",
      weight: 1,
      touches: ["sb-edge", "wallet-ledger"],
      run: (r, e) => {
        e(
          140,
          "wallet-ledger",
          "info",
          `deposit captured id=dep_${r.hex(10)} amount=${money(r, 10, 250)} USD psp=worldpay`,
        );
        e(ms(r, 300, 900), "sb-edge", "info", `POST /v1/wallet/deposits 201 ${ms(r, 300, 900)}ms`);
      },
    },
    {
      name: "promo",
      weight: 1,
      touches: ["sb-edge", "promo-engine"],
      run: (r, e) => {
        e(
          6,
          "promo-engine",
          "info",
          `Evaluated 4 offers for customer C${r.int(1000000, 9999999)}: 1 eligible (FREEBET-${r.int(5, 25)})`,
        );
        e(ms(r, 15, 60), "sb-edge", "info", `GET /v1/offers 200 ${ms(r, 15, 60)}ms`);
      },
    },
  ],
  background: (s) => {
    const r = s.rng;
    let seq = r.int(4000000, 9000000);
    s.periodic(1500, (t) => {
      seq += r.int(100, 400);
      s.add(
        t,
        "odds-ingest",
        "info",
        `applied ${r.int(40, 400)} price updates from feed seq=${seq} lag=${r.int(40, 260)}ms`,
      );
    });
    s.periodic(20000, (t) => {
      s.add(
        t,
        "settlement-worker",
        "info",
        `settled market ${r.pick(TEAMS)}/${r.pick(["1X2", "OU2.5", "BTTS", "AH-1"])}: ${r.int(20, 900)} bets (${r.int(1, 40)}% winners) in ${r.float(0.2, 3).toFixed(2)}s`,
      );
      s.add(
        t + 400,
        "push-notifier",
        "info",
        `sent ${r.int(10, 500)} notifications topic=bet_settled (fcm ok, apns ok)`,
      );
    });
    for (const svc of ["bet-placement", "wallet-ledger"])
      s.periodic(15000, (t) => s.add(t, svc, "debug", "GET /actuator/health 200 UP"));
    s.periodic(10000, (t) =>
      s.add(
        t,
        "promo-engine",
        "info",
        `Request finished HTTP/1.1 GET http://promo-engine:8080/healthz - 200 - text/plain ${r.float(0.2, 1.5).toFixed(4)}ms`,
      ),
    );
    // constant noise from the first minute
    s.every(3500, (t) =>
      s.add(
        t,
        "promo-engine",
        "error",
        `Failed to resolve segment 'vip-legacy' for customer C${r.int(1000000, 9999999)}; falling back to default offers`,
      ),
    );
    s.periodic(240000, (t) =>
      s.add(
        t,
        "geo-fence",
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      ),
    );
    s.periodic(300000, (t) =>
      s.add(
        t,
        "settlement-worker",
        "warn",
        "/app/settle/clock.py:41: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
      ),
    );
    s.every(70000, (t) => {
      const id = `dep_${r.hex(10)}`;
      s.add(
        t,
        "wallet-ledger",
        "warn",
        `PSP capture ${id} attempt 1/3 failed: java.net.SocketTimeoutException: Read timed out; retrying in 250ms`,
      );
      s.add(t + r.int(600, 1400), "wallet-ledger", "info", `PSP capture ${id} succeeded on attempt 2`);
    });
  },
  restart: (s, t, svc, v) => genericRestart(FENNICK)(s, t, svc, v),
};

// ------------------------------------------------------------------------------------------------ tidewater (exchange)
const TIDEWATER: Estate = {
  key: "tidewater",
  company: "Tidewater Exchange",
  domain: "crypto",
  namespace: "exchange-prod",
  services: [
    { name: "api-edge", rt: "go" },
    { name: "order-gw", rt: "java" },
    { name: "match-engine", rt: "cpp" },
    { name: "md-publisher", rt: "go" },
    { name: "risk-check", rt: "java" },
    { name: "wallet-svc", rt: "java" },
    { name: "withdrawal-svc", rt: "python" },
    { name: "chain-watcher", rt: "go" },
    { name: "kyc-screening", rt: "ruby" },
  ],
  roles: {
    edge: "api-edge",
    gw: "order-gw",
    engine: "match-engine",
    md: "md-publisher",
    risk: "risk-check",
    wallet: "wallet-svc",
    wd: "withdrawal-svc",
    chain: "chain-watcher",
    screen: "kyc-screening",
  },
  traceId: () => undefined,
  flows: [
    {
      name: "order",
      weight: 8,
      touches: ["api-edge", "order-gw", "risk-check", "wallet-svc", "match-engine"],
      run: (r, e) => {
        const sym = r.pick(SYMS);
        const oid = r.int(100000000, 999999999);
        const acct = `A${r.int(100000, 999999)}`;
        e(
          1,
          "order-gw",
          "info",
          `NewOrderSingle clOrdId=${r.hex(12)} acct=${acct} ${sym} ${r.pick(["BUY", "SELL"])} ${r.pick(["LIMIT", "LIMIT", "MARKET"])} qty=${r.float(0.001, 3).toFixed(4)}`,
        );
        e(
          3,
          "risk-check",
          "info",
          `pre-trade ok acct=${acct} im_ratio=${r.float(0.01, 0.6).toFixed(3)} ${r.int(200, 900)}us`,
        );
        e(4, "wallet-svc", "info", `hold placed acct=${acct} asset=${sym.split("-")[1]} amount=${money(r, 10, 50000)}`);
        e(
          5,
          "match-engine",
          "info",
          `[${sym}] accepted order=${oid} seq=${r.int(1e8, 9e8)}${r.chance(0.5) ? ` filled ${r.int(1, 3)} maker(s)` : " resting"}`,
        );
        e(ms(r, 6, 20), "api-edge", "info", `POST /api/v3/order 200 ${r.float(2, 19).toFixed(1)}ms`);
      },
    },
    {
      name: "cancel",
      weight: 4,
      touches: ["api-edge", "order-gw", "match-engine"],
      run: (r, e) => {
        e(1, "order-gw", "info", `OrderCancelRequest ok origClOrdId=${r.hex(12)}`);
        e(2, "match-engine", "info", `[${r.pick(SYMS)}] cancelled order=${r.int(100000000, 999999999)}`);
        e(ms(r, 3, 10), "api-edge", "info", `DELETE /api/v3/order 200 ${r.float(1, 9).toFixed(1)}ms`);
      },
    },
    {
      name: "account",
      weight: 3,
      touches: ["api-edge", "wallet-svc"],
      run: (r, e) => {
        e(2, "wallet-svc", "info", `balances read acct=A${r.int(100000, 999999)} assets=${r.int(1, 14)} (replica)`);
        e(ms(r, 4, 25), "api-edge", "info", `GET /api/v3/account 200 ${r.float(3, 24).toFixed(1)}ms`);
      },
    },
    {
      name: "withdraw",
      weight: 0.4,
      touches: ["api-edge", "withdrawal-svc", "kyc-screening", "wallet-svc"],
      run: (r, e) => {
        const wd = `wd_${r.hex(12)}`;
        const asset = r.pick(["BTC", "ETH", "USDT", "SOL"]);
        e(
          5,
          "kyc-screening",
          "info",
          `screened destination ${asset === "BTC" ? `bc1q${r.hex(30)}` : `0x${r.hex(40)}`} risk=low provider=chainalysis`,
        );
        e(30, "wallet-svc", "info", `debit ok ref=${wd} asset=${asset} amount=${r.float(0.01, 5).toFixed(6)}`);
        e(
          40,
          "withdrawal-svc",
          "info",
          `withdrawal ${wd} queued asset=${asset} network=${asset === "BTC" ? "bitcoin" : asset === "SOL" ? "solana" : "ethereum"}`,
        );
        e(ms(r, 60, 200), "api-edge", "info", `POST /sapi/v1/capital/withdraw/apply 200 ${ms(r, 60, 200)}ms`);
      },
    },
  ],
  background: (s) => {
    const r = s.rng;
    let eth = r.int(20100000, 20900000);
    s.periodic(12000, (t) => {
      eth++;
      s.add(
        t,
        "chain-watcher",
        "info",
        `ethereum: new head number=${eth} hash=0x${r.hex(64)} txs=${r.int(80, 320)} basefee=${r.float(3, 40).toFixed(2)}gwei`,
      );
    });
    s.periodic(r.int(400000, 650000), (t) =>
      s.add(
        t,
        "chain-watcher",
        "info",
        `bitcoin: new block height=${r.int(870000, 880000)} txs=${r.int(1500, 4200)} confirmations pending=${r.int(2, 40)}`,
      ),
    );
    s.periodic(2000, (t) =>
      s.add(
        t,
        "md-publisher",
        "info",
        `depth snapshot ${r.pick(SYMS)} levels=50 subscribers=${r.int(800, 5200)} fanout=${r.float(0.4, 3).toFixed(1)}ms`,
      ),
    );
    s.periodic(30000, (t) =>
      s.add(
        t,
        "withdrawal-svc",
        "info",
        `broadcast batch: ${r.int(0, 18)} tx sent, ${r.int(0, 40)} awaiting confirmations`,
      ),
    );
    for (const svc of ["order-gw", "risk-check", "wallet-svc"])
      s.periodic(10000, (t) => s.add(t, svc, "debug", "GET /actuator/health/liveness 200 UP"));
    s.periodic(5000, (t) =>
      s.add(
        t,
        "match-engine",
        "info",
        `stats: orders/s=${r.int(800, 4200)} p99_match=${r.int(8, 40)}us journal_lag=${r.int(0, 3)}ms books=38`,
      ),
    );
    s.every(4200, (t) =>
      s.add(
        t,
        "kyc-screening",
        "error",
        `sanctions list refresh: entry ${r.int(1000, 9000)} has malformed DOB "1970-00-00" (source OFAC-SDN), entry skipped`,
      ),
    );
    s.periodic(200000, (t) =>
      s.add(
        t,
        "order-gw",
        "warn",
        "Property 'risk.legacy-margin-mode' is deprecated and will be removed in 4.0; use 'risk.margin.mode' instead",
      ),
    );
    s.periodic(260000, (t) =>
      s.add(
        t,
        "withdrawal-svc",
        "warn",
        "/usr/local/lib/python3.12/site-packages/web3/_utils/compat.py:12: DeprecationWarning: pkg_resources is deprecated as an API. See https://setuptools.pypa.io/en/latest/pkg_resources.html",
      ),
    );
    s.every(60000, (t) => {
      s.add(
        t,
        "withdrawal-svc",
        "warn",
        `eth_getTransactionCount via rpc-node-${r.int(1, 3)} failed: ReadTimeout(HTTPConnectionPool(host='eth-rpc', port=8545): Read timed out. (read timeout=5)); retry 1/3`,
      );
      s.add(t + r.int(5200, 5800), "withdrawal-svc", "info", "eth_getTransactionCount ok on retry 1");
    });
  },
  restart: (s, t, svc, v) => genericRestart(TIDEWATER)(s, t, svc, v),
};

// ------------------------------------------------------------------------------------------------ lumen (voice/video)
const LUMEN: Estate = {
  key: "lumen",
  company: "Lumen Voice",
  domain: "voice",
  namespace: "rtc-prod",
  services: [
    { name: "sip-edge", rt: "c" },
    { name: "pbx-core", rt: "c" },
    { name: "turn-relay", rt: "c" },
    { name: "sfu-media", rt: "node" },
    { name: "signal-ws", rt: "node" },
    { name: "room-api", rt: "go" },
    { name: "recording-svc", rt: "python" },
    { name: "cdr-writer", rt: "dotnet" },
    { name: "transcode-worker", rt: "cpp" },
  ],
  roles: {
    sip: "sip-edge",
    pbx: "pbx-core",
    turn: "turn-relay",
    sfu: "sfu-media",
    sig: "signal-ws",
    rooms: "room-api",
    rec: "recording-svc",
    cdr: "cdr-writer",
    tx: "transcode-worker",
  },
  traceId: (r) => (r.chance(0.7) ? `${r.hex(22)}` : undefined),
  flows: [
    {
      name: "call",
      weight: 4,
      touches: ["sip-edge", "pbx-core", "cdr-writer"],
      run: (r, e) => {
        const did = `+4420${r.int(30000000, 79999999)}`;
        const ext = r.int(2001, 2400);
        const ch = r.hex(8);
        e(
          0,
          "sip-edge",
          "info",
          `NOTICE: <script>: INVITE ${did} from ${r.publicIp()} relayed to pbx-core (${r.pick(["carrier-a", "carrier-b"])})`,
        );
        e(
          30,
          "pbx-core",
          "info",
          `-- Executing [${did}@from-trunk:1] Dial("PJSIP/trunk-${ch}", "PJSIP/${ext},30,tT") in new stack`,
        );
        e(r.int(2000, 9000), "pbx-core", "info", `-- PJSIP/${ext}-${r.hex(8)} answered PJSIP/trunk-${ch}`);
        e(
          r.int(20000, 60000),
          "cdr-writer",
          "info",
          `CDR stored disposition=ANSWERED billsec=${r.int(5, 900)} dst=${ext}`,
        );
      },
    },
    {
      name: "join",
      weight: 5,
      touches: ["room-api", "signal-ws", "sfu-media", "turn-relay"],
      run: (r, e) => {
        const room = `r_${r.hex(8)}`;
        const peer = `p_${r.hex(6)}`;
        e(0, "room-api", "info", `POST /v1/rooms/${room}/join 200 ${ms(r, 6, 40)}ms`);
        e(60, "signal-ws", "info", `peer ${peer} joined ${room} (participants=${r.int(2, 30)})`);
        e(140, "sfu-media", "info", `WebRtcTransport created id=${r.uuid()} room=${room}`);
        if (r.chance(0.25))
          e(
            300,
            "turn-relay",
            "info",
            `session 00100000000${r.int(1000000, 9999999)}: new, realm=<lumen.rtc>, username=<${1764470000 + r.int(0, 9999)}:${peer}>, lifetime=600`,
          );
        e(r.int(400, 1200), "sfu-media", "info", `transport ${peer} iceState=connected dtlsState=connected`);
      },
    },
    {
      name: "record",
      weight: 0.6,
      touches: ["recording-svc", "transcode-worker"],
      run: (r, e) => {
        const rec = `rec_${r.hex(10)}`;
        e(
          0,
          "recording-svc",
          "info",
          `uploaded ${rec}.webm (${r.float(2, 90).toFixed(1)} MB) to s3://lumen-recordings/2026/11/${rec}.webm`,
        );
        e(
          r.int(3000, 20000),
          "transcode-worker",
          "info",
          `job ${rec}: ffmpeg exit=0 in ${r.float(2, 30).toFixed(1)}s (h264 720p, aac)`,
        );
      },
    },
  ],
  background: (s) => {
    const r = s.rng;
    s.periodic(30000, (t) =>
      s.add(t, "sip-edge", "info", `NOTICE: <script>: OPTIONS keepalive to pbx-core ok (rtt ${r.int(1, 4)}ms)`),
    );
    s.periodic(15000, (t) =>
      s.add(
        t,
        "sfu-media",
        "info",
        `workers=8 routers=${r.int(40, 140)} transports=${r.int(300, 1800)} cpu=${r.int(20, 70)}%`,
      ),
    );
    s.periodic(60000, (t) =>
      s.add(
        t,
        "turn-relay",
        "info",
        `Total allocations: ${r.int(200, 900)}, relayed bytes in last 60s: ${r.int(200, 900)}MB`,
      ),
    );
    s.periodic(10000, (t) => s.add(t, "room-api", "debug", "GET /healthz 200 0ms"));
    s.periodic(20000, (t) =>
      s.add(t, "cdr-writer", "info", `Flushed ${r.int(20, 200)} CDR rows to warehouse in ${r.int(40, 300)} ms`),
    );
    s.every(3000, (t) =>
      s.add(
        t,
        "cdr-writer",
        "error",
        `No billing profile mapped for trunk 'carrier-c-legacy' (call ${r.hex(16)}); CDR stored unrated`,
      ),
    );
    s.periodic(230000, (t) =>
      s.add(
        t,
        "signal-ws",
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ),
    );
    s.periodic(280000, (t) =>
      s.add(
        t,
        "cdr-writer",
        "warn",
        "warn: Microsoft.EntityFrameworkCore.Model.Validation[30000] No store type was specified for the decimal property 'Rate' on entity type 'Cdr'. This will cause values to be silently truncated if they do not fit in the default precision and scale.",
      ),
    );
    s.every(50000, (t) => {
      const rec = `rec_${r.hex(10)}`;
      s.add(
        t,
        "recording-svc",
        "warn",
        `upload part 3 of ${rec}.webm failed: RequestTimeout (Your socket connection to the server was not read from or written to within the timeout period.); retry 1/5`,
      );
      s.add(t + r.int(900, 2500), "recording-svc", "info", `upload part 3 of ${rec}.webm ok on retry 1`);
    });
  },
  restart: (s, t, svc, v) => genericRestart(LUMEN)(s, t, svc, v),
};

// ------------------------------------------------------------------------------------------------ brightline (live betting + streams)
const BRIGHTLINE: Estate = {
  key: "brightline",
  company: "Brightline Bet",
  domain: "bet",
  namespace: "bl-prod",
  services: [
    { name: "app-bff", rt: "node" },
    { name: "live-odds", rt: "go" },
    { name: "betslip-api", rt: "dotnet" },
    { name: "wallet-core", rt: "go" },
    { name: "kyc-gateway", rt: "python" },
    { name: "geo-locate", rt: "java" },
    { name: "settle-batch", rt: "ruby" },
    { name: "risk-limits", rt: "python" },
    { name: "stream-edge", rt: "cpp" },
  ],
  roles: {
    edge: "app-bff",
    bet: "betslip-api",
    odds: "live-odds",
    cashout: "betslip-api",
    settle: "settle-batch",
    wallet: "wallet-core",
    kyc: "kyc-gateway",
    geo: "geo-locate",
    promo: "betslip-api",
    notify: "app-bff",
  },
  traceId: (r) => `req-${r.hex(12)}`,
  flows: [
    {
      name: "place",
      weight: 5,
      touches: ["app-bff", "geo-locate", "risk-limits", "wallet-core", "betslip-api"],
      run: (r, e) => {
        const slip = `SL${r.int(1000000, 9999999)}`;
        const stake = money(r, 1, 60);
        e(
          3,
          "geo-locate",
          "info",
          `Location verified player=${r.int(100000, 999999)} state=${r.pick(STATES)} source=${r.pick(["gps", "wifi", "ip"])} (${r.int(3, 60)} ms)`,
        );
        e(
          20,
          "risk-limits",
          "info",
          `exposure ok slip=${slip} selections=${r.int(1, 6)} liability=${money(r, 5, 2000)} (${r.int(4, 60)}ms)`,
        );
        e(50, "wallet-core", "info", `debit ok slip=${slip} amount=${stake} currency=USD`);
        e(
          60,
          "betslip-api",
          "info",
          `Bet slip ${slip} placed: ${r.int(1, 6)} legs, stake ${stake} USD, potential return ${money(r, 3, 900)}`,
        );
        e(ms(r, 90, 320), "app-bff", "info", `POST /betslip/place 200 ${ms(r, 90, 320)}ms`);
      },
    },
    {
      name: "markets",
      weight: 6,
      touches: ["app-bff"],
      run: (r, e) =>
        e(ms(r, 5, 40), "app-bff", "info", `GET /events/${r.int(200000, 299999)}/markets 200 ${ms(r, 5, 40)}ms`),
    },
    {
      name: "stream",
      weight: 2,
      touches: ["app-bff", "stream-edge"],
      run: (r, e) => {
        e(
          5,
          "stream-edge",
          "info",
          `session opened event=${r.int(200000, 299999)} profile=${r.pick(["720p", "480p", "1080p"])} edge=${r.pick(["iad", "ord", "ewr"])}`,
        );
        e(ms(r, 10, 60), "app-bff", "info", `GET /stream/token 200 ${ms(r, 10, 60)}ms`);
      },
    },
    {
      name: "account",
      weight: 1,
      touches: ["app-bff", "kyc-gateway", "wallet-core"],
      run: (r, e) => {
        e(4, "kyc-gateway", "info", `kyc status player=${r.int(100000, 999999)} -> approved (cache hit)`);
        e(
          8,
          "wallet-core",
          "info",
          `balance read player=${r.int(100000, 999999)} cash=${money(r, 0, 500)} bonus=${money(r, 0, 50)}`,
        );
        e(ms(r, 20, 80), "app-bff", "info", `GET /account 200 ${ms(r, 20, 80)}ms`);
      },
    },
  ],
  background: (s) => {
    const r = s.rng;
    s.periodic(1200, (t) =>
      s.add(
        t,
        "live-odds",
        "info",
        `price batch applied markets=${r.int(10, 200)} updates=${r.int(50, 800)} provider_lag=${r.int(50, 400)}ms`,
      ),
    );
    s.periodic(25000, (t) =>
      s.add(
        t,
        "settle-batch",
        "info",
        `SettleMarketJob JID-${r.hex(24)} done: ${r.float(0.5, 12).toFixed(3)} sec (${r.int(10, 600)} slips)`,
      ),
    );
    s.periodic(10000, (t) =>
      s.add(
        t,
        "stream-edge",
        "info",
        `viewers=${r.int(500, 9000)} egress=${r.float(1, 9).toFixed(2)}Gbps rebuffer_ratio=${r.float(0.1, 0.9).toFixed(2)}%`,
      ),
    );
    s.periodic(15000, (t) => s.add(t, "geo-locate", "debug", "GET /actuator/health 200 UP"));
    s.periodic(10000, (t) =>
      s.add(t, "risk-limits", "info", `127.0.0.1:${r.int(30000, 60000)} - "GET /healthz HTTP/1.1" 200`),
    );
    s.every(3000, (t) =>
      s.add(
        t,
        "app-bff",
        "error",
        `remote config: key 'home.banner.v2' returned 404 from cms, serving bundled default`,
      ),
    );
    s.periodic(250000, (t) =>
      s.add(
        t,
        "geo-locate",
        "warn",
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      ),
    );
    s.periodic(270000, (t) =>
      s.add(
        t,
        "settle-batch",
        "warn",
        "DEPRECATION WARNING: `Redis#sadd` will always return an Integer in redis-rb 5.0. Use `Redis#sadd?` instead.",
      ),
    );
    s.every(65000, (t) => {
      s.add(t, "wallet-core", "warn", `psp: POST /v1/payments attempt=1 status=502 retrying in 300ms`);
      s.add(t + r.int(500, 1300), "wallet-core", "info", "psp: POST /v1/payments attempt=2 status=201");
    });
  },
  restart: (s, t, svc, v) => genericRestart(BRIGHTLINE)(s, t, svc, v),
};

export const ESTATES: Record<string, Estate> = {
  fennick: FENNICK,
  tidewater: TIDEWATER,
  lumen: LUMEN,
  brightline: BRIGHTLINE,
};

/** Where each runtime writes from, for the datadog `ddsource` field. */
export function sources(est: Estate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of est.services) out[s.name] = s.rt === "c" || s.rt === "cpp" ? "syslog" : s.rt;
  return out;
}
