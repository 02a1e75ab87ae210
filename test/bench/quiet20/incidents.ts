// The eight failures, one per category, each told the way the software involved really tells it: the origin's
// own lines (some only at WARN, one silent), and the callers' versions of it (timeouts, 5xx, retries, breakers).
import type { Estate, Flow } from "./estates.js";
import type { Rng } from "./rng.js";
import { stack } from "./stacks.js";
import type { Emit, Stream } from "./stream.js";

export interface Incident {
  category: string;
  estate: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Noise kinds laid on the same window. */
  noise: string[];
  /** Replaces a normal request after t0 with its failing version; returns false to keep the normal one. */
  onFlow: (flow: Flow, t: number, t0: number, r: Rng, e: Emit) => boolean;
  run: (s: Stream, est: Estate, t0: number) => void;
}

const ramp = (t: number, t0: number, full: number) => Math.min(1, (t - t0) / full);

export const INCIDENTS: Incident[] = [
  // ------------------------------------------------------------------------------------------ dependency
  {
    category: "dependency",
    estate: "fennick",
    origin: "odds-ingest",
    hints: ["feed", "provider", "upstream", "503", "unavailable", "dependency"],
    severity: "high",
    note: "The third-party odds feed starts answering 503 and closing its push socket, odds-ingest stops applying prices and markets go stale, so bets and cash-outs are rejected across the book.",
    noise: ["goal-suspension", "gc-pauses"],
    onFlow: (flow, t, t0, r, e) => {
      if (t < t0 + 20000 || !r.chance(0.85 * ramp(t, t0 + 20000, 40000))) return false;
      if (flow.name === "place") {
        e(
          16,
          "bet-placement",
          "warn",
          `Bet rejected code=ODDS_STALE market=${r.pick(["ARS-TOT", "LIV-MCI", "JUV-INT"])}/1X2 last_price_age=${Math.round((t - t0) / 1000)}s (max 10s)`,
        );
        e(ms(r, 20, 40), "sb-edge", "warn", `POST /v2/bets 409 ${ms(r, 20, 40)}ms`);
        return true;
      }
      if (flow.name === "cashout") {
        e(
          6,
          "cashout-svc",
          "error",
          `cash-out quote failed betId=B${r.int(10000000, 99999999)}: no live price from odds-ingest (stale ${Math.round((t - t0) / 1000)}s)`,
        );
        e(ms(r, 10, 30), "sb-edge", "error", `POST /v2/cashout/quote 503 ${ms(r, 10, 30)}ms`);
        return true;
      }
      return false;
    },
    run: (s, _est, t0) => {
      const r = s.rng;
      const o = "odds-ingest";
      s.mutes.push({ svc: o, re: /^applied \d+ price updates/, from: t0 });
      s.add(
        t0,
        o,
        "warn",
        "feed connection closed by provider: websocket: close 1011 (internal server error): upstream unavailable",
      );
      let n = 0;
      s.periodic(
        5000,
        (t) => {
          n++;
          s.add(
            t,
            o,
            "warn",
            `reconnect to wss://push.oddsfeed.example/v3 failed (attempt ${n}): websocket: bad handshake (HTTP 503 Service Unavailable)`,
          );
          if (n % 3 === 0)
            s.add(
              t + 50,
              o,
              "warn",
              `GET https://api.oddsfeed.example/v3/snapshot?sport=all -> 503 Service Unavailable (x-request-id ${r.hex(16)}), backing off 15s`,
            );
        },
        t0 + 1000,
        s.end,
      );
      s.add(t0 + 30000, o, "warn", `no feed heartbeat for 30s: auto-suspending ${r.int(1100, 1900)} in-play markets`);
      s.add(
        t0 + 26000,
        o,
        "warn",
        "circuit 'oddsfeed-snapshot' state CLOSED -> OPEN after 5 consecutive failures (503)",
      );
      s.periodic(
        30000,
        (t) =>
          s.add(t, o, "warn", "circuit 'oddsfeed-snapshot' HALF_OPEN probe failed: 503 Service Unavailable -> OPEN"),
        t0 + 56000,
        s.end,
      );
      s.every(
        600,
        (t) =>
          s.add(
            t,
            "bet-placement",
            "warn",
            `price cache miss for selection ${r.int(1000000, 9999999)}: feed stale, refusing to price`,
          ),
        t0 + 20000,
        s.end,
      );
    },
  },
  // ------------------------------------------------------------------------------------------ unknown (goes quiet)
  {
    category: "unknown",
    estate: "fennick",
    origin: "settlement-worker",
    hints: ["stall", "stuck", "hang", "unresponsive", "silent", "lag", "unknown"],
    severity: "medium",
    note: "settlement-worker stops logging and settling without a word; wallets stop receiving payouts, settlement lag grows and cash-outs on resulted bets fail.",
    noise: ["cashout-price-moved", "cron-lock-held"],
    onFlow: (flow, t, t0, r, e) => {
      if (flow.name !== "cashout" || t < t0 + 60000 || !r.chance(0.5)) return false;
      e(
        5,
        "cashout-svc",
        "error",
        `cash-out rejected betId=B${r.int(10000000, 99999999)}: event resulted but bet not settled after ${Math.round((t - t0) / 1000) + 20}s`,
      );
      e(ms(r, 10, 40), "sb-edge", "warn", `POST /v2/cashout/accept 409 ${ms(r, 10, 40)}ms`);
      return true;
    },
    run: (s, _est, t0) => {
      const r = s.rng;
      s.add(
        t0 - 300,
        "settlement-worker",
        "info",
        `claimed batch ${r.int(40000, 50000)} (${r.int(300, 900)} bets) from queue settle.pending`,
      );
      s.silenced.set("settlement-worker", t0);
      s.mutes.push({ svc: "push-notifier", re: /topic=bet_settled/, from: t0 });
      let q = r.int(200, 800);
      s.periodic(
        30000,
        (t) => {
          q += r.int(900, 2400);
          const age = Math.round((t - t0) / 1000);
          s.add(
            t,
            "wallet-ledger",
            age > 90 ? "error" : "warn",
            `no settlement credits received for ${age}s (expected every ~20s); queue settle.pending depth=${q}`,
          );
        },
        t0 + 45000,
        s.end,
      );
      s.periodic(
        60000,
        (t) => s.add(t, "push-notifier", "warn", `topic bet_settled idle for ${Math.round((t - t0) / 1000)}s`),
        t0 + 60000,
        s.end,
      );
      s.periodic(
        20000,
        (t) =>
          s.add(
            t,
            "sb-edge",
            "warn",
            `GET /v2/bets/open 200 ${r.int(40, 90)}ms (${r.int(30, 200)} bets on finished events still OPEN)`,
          ),
        t0 + 120000,
        s.end,
      );
    },
  },
  // ------------------------------------------------------------------------------------------ database
  {
    category: "database",
    estate: "tidewater",
    origin: "wallet-svc",
    hints: ["connection", "pool", "database", "postgres", "sql", "hikari", "too many"],
    severity: "high",
    note: "wallet-svc exhausts its PostgreSQL connections (pool timeouts, then 'too many clients'), so order holds and withdrawals fail and order-gw retries against it.",
    noise: ["post-only-rejects", "redis-planned-failover"],
    onFlow: (flow, t, t0, r, e) => {
      if (!flow.touches.includes("wallet-svc") || !r.chance(0.9 * ramp(t, t0, 50000))) return false;
      if (flow.name === "order") {
        e(
          1,
          "order-gw",
          "info",
          `NewOrderSingle clOrdId=${r.hex(12)} acct=A${r.int(100000, 999999)} ${r.pick(["BTC-USDT", "ETH-USDT"])} BUY LIMIT`,
        );
        e(
          3,
          "risk-check",
          "info",
          `pre-trade ok acct=A${r.int(100000, 999999)} im_ratio=${r.float(0.01, 0.6).toFixed(3)} ${r.int(200, 900)}us`,
        );
        for (let i = 1; i <= 3; i++)
          e(
            30 + i * 200,
            "order-gw",
            i < 3 ? "warn" : "error",
            i < 3
              ? `wallet-svc hold failed (HTTP 503), retry ${i}/2`
              : "hold failed after 3 attempts: wallet-svc returned 503 Service Unavailable; rejecting with OrdRejReason=99 (SYSTEM_BUSY)",
          );
        e(650, "api-edge", "error", `POST /api/v3/order 503 ${r.float(600, 700).toFixed(1)}ms`);
        return true;
      }
      if (flow.name === "withdraw") {
        e(
          40,
          "withdrawal-svc",
          "error",
          `wallet debit for wd_${r.hex(12)} failed: 500 Internal Server Error from wallet-svc; will retry in 30s`,
        );
        e(80, "api-edge", "error", `POST /sapi/v1/capital/withdraw/apply 502 ${r.int(100, 600)}ms`);
        return true;
      }
      e(
        30000,
        "wallet-svc",
        "error",
        "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=180)",
      );
      e(30010, "api-edge", "error", `GET /api/v3/account 504 ${r.int(29990, 30020)}.0ms upstream=wallet-svc`);
      return true;
    },
    run: (s, _est, t0) => {
      const r = s.rng;
      const w = "wallet-svc";
      s.add(t0 - 2000, w, "info", "Scheduled job 'balanceSnapshotJob' started (accounts=1,482,113, parallelism=32)");
      s.add(t0, w, "warn", "HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=17)");
      s.every(
        900,
        (t) => {
          const pool = `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=${r.int(120, 260)})`;
          s.add(
            t,
            w,
            "error",
            r.chance(0.3)
              ? `Failed to place hold for acct A${r.int(100000, 999999)}\n${stack(
                  "java",
                  "org.springframework.transaction.CannotCreateTransactionException",
                  "Could not open JDBC Connection for transaction",
                  [
                    "org.springframework.jdbc.datasource.DataSourceTransactionManager.doBegin(DataSourceTransactionManager.java:309)",
                    "com.tidewater.wallet.hold.HoldService.placeHold(HoldService.java:88)",
                    "com.tidewater.wallet.api.HoldController.create(HoldController.java:41)",
                  ],
                )}\nCaused by: java.sql.SQLTransientConnectionException: ${pool}\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)\n\t... 42 common frames omitted`
              : pool,
          );
        },
        t0 + 30000,
        s.end,
      );
      s.every(
        7000,
        (t) =>
          s.add(
            t,
            w,
            "error",
            "HikariPool-1 - Exception during pool initialization of new connection: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
          ),
        t0 + 45000,
        s.end,
      );
      s.every(
        15000,
        (t) =>
          s.add(
            t,
            w,
            "warn",
            `SQL Error: 0, SQLState: 08001 - FATAL: remaining connection slots are reserved for roles with the SUPERUSER attribute`,
          ),
        t0 + 60000,
        s.end,
      );
    },
  },
  // ------------------------------------------------------------------------------------------ disk
  {
    category: "disk",
    estate: "tidewater",
    origin: "match-engine",
    hints: ["disk", "space", "enospc", "journal", "volume", "full"],
    severity: "high",
    note: "The matching engine's journal volume fills up, journal writes fail with ENOSPC and the engine halts every book; order-gw and api-edge reject orders and market data freezes.",
    noise: ["api-rate-limit-bot", "chain-reorg"],
    onFlow: (flow, t, t0, r, e) => {
      if (t < t0 + 1500 || (flow.name !== "order" && flow.name !== "cancel")) return false;
      e(
        1,
        "order-gw",
        "info",
        `${flow.name === "order" ? "NewOrderSingle" : "OrderCancelRequest"} clOrdId=${r.hex(12)} acct=A${r.int(100000, 999999)}`,
      );
      if (r.chance(0.5)) {
        e(
          6,
          "match-engine",
          "warn",
          `[${r.pick(["BTC-USDT", "ETH-USDT", "SOL-USDT"])}] reject order=${r.int(100000000, 999999999)} reason=ENGINE_HALTED`,
        );
        e(
          8,
          "order-gw",
          "error",
          `ExecutionReport ExecType=REJECTED OrdRejReason=ENGINE_HALTED text="matching halted"`,
        );
      } else {
        e(501, "order-gw", "error", "no ack from match-engine within 500ms (seq gap), returning SYSTEM_BUSY");
      }
      e(
        ms(r, 10, 520),
        "api-edge",
        "error",
        `${flow.name === "order" ? "POST" : "DELETE"} /api/v3/order 503 ${r.float(8, 520).toFixed(1)}ms`,
      );
      return true;
    },
    run: (s, _est, t0) => {
      const r = s.rng;
      const m = "match-engine";
      let pct = 90;
      s.periodic(
        60000,
        (t) => {
          pct = Math.min(99, pct + 1);
          s.add(t, m, "warn", `journal volume /var/lib/me/journal usage ${pct}% (warn at 90%)`);
        },
        s.start,
        t0,
      );
      s.mutes.push({ svc: m, re: /^stats: |accepted order|cancelled order/, from: t0 });
      s.mutes.push({ svc: "md-publisher", re: /^depth snapshot/, from: t0 + 2000 });
      s.add(
        t0,
        m,
        "error",
        `journal: write(fd=17, /var/lib/me/journal/${new Date(t0).toISOString().slice(0, 10).replace(/-/g, "")}-${r.int(10, 99)}.jnl, 4096) failed: No space left on device (errno 28)`,
      );
      s.add(
        t0 + 2,
        m,
        "error",
        `journal: fsync failed: No space left on device (errno 28)\n${stack("cpp", "me::JournalError", "append failed at seq 8812734120", ["0x5633d2a1f3c4 me::Journal::append(me::Event const&) journal.cpp:212", "0x5633d2a0c991 me::Sequencer::commit(me::Batch&) sequencer.cpp:88", "0x5633d2a09e20 me::EngineLoop::run() engine_loop.cpp:140", "0x7f0c9a894ac3 start_thread (libc.so.6)"])}`,
      );
      s.add(t0 + 5, m, "fatal", "cannot persist sequence, entering HALT for all 38 books (orders will be rejected)");
      s.periodic(
        5000,
        (t) => s.add(t, m, "error", "engine HALTED: journal not writable, rejecting input"),
        t0 + 5000,
        s.end,
      );
      s.periodic(
        3000,
        (t) =>
          s.add(
            t,
            "md-publisher",
            "warn",
            `no book updates from match-engine for ${Math.round((t - t0) / 1000)}s on ${r.int(30, 38)} symbols, publishing stale flag`,
          ),
        t0 + 5000,
        s.end,
      );
    },
  },
  // ------------------------------------------------------------------------------------------ network
  {
    category: "network",
    estate: "lumen",
    origin: "pbx-core",
    hints: ["network", "unreachable", "route", "socket", "transmission", "send"],
    severity: "high",
    note: "pbx-core's host loses its route to the signalling and media networks: its sends fail with 'Network is unreachable' and sip-edge times out relaying calls to it.",
    noise: ["sip-scanners", "mobile-packet-loss"],
    onFlow: (flow, t, t0, r, e) => {
      if (flow.name !== "call" || (t < t0 + 3000 && r.chance(0.5))) return false;
      const did = `+4420${r.int(30000000, 79999999)}`;
      e(0, "sip-edge", "info", `NOTICE: <script>: INVITE ${did} from ${r.publicIp()} relayed to pbx-core (carrier-a)`);
      e(
        32000,
        "sip-edge",
        "error",
        `ERROR: <script>: INVITE ${did} relay to pbx-core failed: 408 Request Timeout (no reply, ci=${r.hex(16)})`,
      );
      if (r.chance(0.5))
        e(
          32010,
          "sip-edge",
          "warn",
          `NOTICE: <script>: replying 503 Service Unavailable to carrier-a for ${did} (no destination left)`,
        );
      if (t > t0 + 8000 && r.chance(0.3))
        e(
          100,
          "pbx-core",
          "warn",
          `WARNING[${r.int(1000, 3000)}]: res_pjsip/pjsip_transport_management.c:${r.int(100, 300)} pjsip: Error sending 100 Trying for ${did}: Network is unreachable`,
        );
      return true;
    },
    run: (s, _est, t0) => {
      const r = s.rng;
      const p = "pbx-core";
      s.add(
        t0,
        p,
        "warn",
        `WARNING[${r.int(1000, 3000)}]: res_rtp_asterisk.c:3186 __rtp_sendto: RTP Transmission error of packet ${r.int(1000, 9000)} to ${r.ip("10.70")}:${r.int(10000, 20000)}: Network is unreachable`,
      );
      s.every(
        700,
        (t) =>
          s.add(
            t,
            p,
            "warn",
            `WARNING[${r.int(1000, 3000)}]: res_rtp_asterisk.c:3186 __rtp_sendto: RTP Transmission error of packet ${r.int(1000, 90000)} to ${r.ip("10.70")}:${r.int(10000, 20000)}: Network is unreachable`,
          ),
        t0 + 100,
        t0 + 45000,
      );
      s.every(
        3000,
        (t) =>
          s.add(
            t,
            p,
            "error",
            `ERROR[${r.int(1000, 3000)}]: pjproject: sip_transport.c Error sending Request msg OPTIONS/cseq=${r.int(1000, 90000)} (tdta0x7f${r.hex(8)}) to UDP ${r.ip("10.60")}:5060: Network is unreachable [code 120101]`,
          ),
        t0 + 1000,
        s.end,
      );
      s.add(
        t0 + 6000,
        "sip-edge",
        "warn",
        "WARNING: dispatcher [dispatch.c:3305]: ds_update_state(): destination sip:pbx-core.rtc.svc:5060 set to inactive (probing, no reply to OPTIONS)",
      );
      s.periodic(
        30000,
        (t) => s.add(t, "sip-edge", "warn", "NOTICE: <script>: OPTIONS keepalive to pbx-core: 408 Request Timeout"),
        t0 + 20000,
        s.end,
      );
      s.mutes.push({ svc: "sip-edge", re: /keepalive to pbx-core ok/, from: t0 });
      s.mutes.push({ svc: "cdr-writer", re: /ANSWERED/, from: t0 + 60000 });
      s.periodic(
        20000,
        (t) =>
          s.add(t, "cdr-writer", "warn", `CDR flush: ${r.int(0, 3)} rows in last 60s (expected ~${r.int(80, 140)})`),
        t0 + 90000,
        s.end,
      );
    },
  },
  // ------------------------------------------------------------------------------------------ configuration
  {
    category: "configuration",
    estate: "lumen",
    origin: "sfu-media",
    hints: ["config", "announced", "address", "ice", "candidate", "ip"],
    severity: "high",
    note: "A config reload of sfu-media drops its announced public address, so it advertises private ICE candidates and every new video participant fails to connect.",
    noise: ["ice-failures-symmetric-nat", "turn-401-challenges"],
    onFlow: (flow, t, t0, r, e) => {
      if (flow.name !== "join" || t < t0 + 3000 || !r.chance(0.85)) return false;
      const room = `r_${r.hex(8)}`;
      const peer = `p_${r.hex(6)}`;
      e(0, "room-api", "info", `POST /v1/rooms/${room}/join 200 ${ms(r, 6, 40)}ms`);
      e(60, "signal-ws", "info", `peer ${peer} joined ${room} (participants=${r.int(2, 30)})`);
      e(
        140,
        "sfu-media",
        "info",
        `WebRtcTransport created id=${r.uuid()} room=${room} iceCandidates=[udp ${r.ip()}:${r.int(40000, 49999)}, tcp ${r.ip()}:${r.int(40000, 49999)}]`,
      );
      e(
        30200,
        "sfu-media",
        "warn",
        `transport ${peer} iceState=checking -> failed after 30s (no valid candidate pair)`,
      );
      e(
        30260,
        "signal-ws",
        "error",
        `peer ${peer} media failed: ICE connection state 'failed', client reports 0 bytes received; ${r.chance(0.5) ? "ending session" : "retrying with iceRestart (1/2)"}`,
      );
      return true;
    },
    run: (s, est, t0) => {
      const r = s.rng;
      est.restart(s, t0 - 9000, "sfu-media", "v3.14.0");
      s.add(
        t0,
        "sfu-media",
        "info",
        "config loaded from /etc/sfu/config.yaml (rev 2026-11-30.2): workers=8 rtcMinPort=40000 rtcMaxPort=49999",
      );
      s.add(
        t0 + 5,
        "sfu-media",
        "warn",
        `webRtcTransport.listenInfos[0]: announcedAddress not set, ICE candidates will use listen ip ${r.ip()}`,
      );
      s.every(
        9000,
        (t) =>
          s.add(
            t,
            "signal-ws",
            "warn",
            `room r_${r.hex(8)}: ${r.int(2, 9)} of ${r.int(9, 12)} participants have no inbound media`,
          ),
        t0 + 40000,
        s.end,
      );
      s.every(
        2500,
        (t) =>
          s.add(
            t,
            "turn-relay",
            "info",
            `session 00100000000${r.int(1000000, 9999999)}: closed (2nd stage), user <${1764470000 + r.int(0, 9999)}:p_${r.hex(6)}>, reason: allocation timeout, rp=0, rb=0, sp=${r.int(1, 40)}, sb=${r.int(100, 4000)}`,
          ),
        t0 + 35000,
        s.end,
      );
    },
  },
  // ------------------------------------------------------------------------------------------ memory
  {
    category: "memory",
    estate: "brightline",
    origin: "geo-locate",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "geo-locate's Java heap fills up (GC pauses, then OutOfMemoryError and restarts), so betslip-api cannot verify locations and bet placement fails with 503s.",
    noise: ["geo-blocks", "gc-pauses"],
    onFlow: (flow, t, t0, r, e) => {
      if (flow.name !== "place" || t < t0 + 45000 || !r.chance(0.8)) return false;
      const slip = `SL${r.int(1000000, 9999999)}`;
      const err = r.chance(0.5)
        ? "Response status code does not indicate success: 503 (Service Unavailable)."
        : "Connection refused (geo-locate:8080)";
      e(
        r.int(200, 2100),
        "betslip-api",
        "error",
        `Location check failed for slip ${slip}\n${stack("dotnet", "System.Net.Http.HttpRequestException", err, ["System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()", "Brightline.Betslip.Geo.GeoClient.VerifyAsync(PlayerId player, CancellationToken ct) in /src/Betslip/Geo/GeoClient.cs:line 57", "Brightline.Betslip.Placement.PlaceHandler.Handle(PlaceSlip cmd, CancellationToken ct) in /src/Betslip/Placement/PlaceHandler.cs:line 91"])}`,
      );
      e(
        r.int(2200, 2300),
        "app-bff",
        "error",
        `POST /betslip/place 503 ${r.int(2200, 2300)}ms - upstream betslip-api: location service unavailable`,
      );
      return true;
    },
    run: (s, est, t0) => {
      const r = s.rng;
      const g = "geo-locate";
      s.every(
        4000,
        (t) =>
          s.add(
            t,
            g,
            "warn",
            `GC pause (G1 Evacuation Pause) (young) ${r.int(3800, 4090)}M->${r.int(3700, 4050)}M(4096M) ${r.float(0.8, 2.5).toFixed(3)}s`,
          ),
        t0,
        s.end,
      );
      s.every(
        6000,
        (t) =>
          s.add(
            t,
            g,
            "warn",
            `Pause Full (G1 Compaction Pause) 4095M->${r.int(3950, 4090)}M(4096M) ${r.float(3, 7).toFixed(3)}s`,
          ),
        t0 + 20000,
        s.end,
      );
      for (let k = 0; t0 + 40000 + k * 150000 < s.end; k++) {
        const at = t0 + 40000 + k * 150000 + r.int(0, 20000);
        s.add(
          at,
          g,
          "error",
          `Servlet.service() for servlet [dispatcherServlet] threw exception\n${stack("java", "java.lang.OutOfMemoryError", "Java heap space", ["java.base/java.util.Arrays.copyOf(Arrays.java:3541)", "java.base/java.util.ArrayList.grow(ArrayList.java:237)", "com.brightline.geo.fence.PolygonCache.load(PolygonCache.java:112)", "com.brightline.geo.api.LocateController.verify(LocateController.java:64)"])}`,
        );
        s.add(at + 3000, g, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        est.restart(s, at + 3500, g, "v5.2.1");
      }
    },
  },
  // ------------------------------------------------------------------------------------------ timeout
  {
    category: "timeout",
    estate: "brightline",
    origin: "risk-limits",
    hints: ["timeout", "timed out", "deadline", "budget", "exceeded"],
    severity: "high",
    note: "risk-limits' exposure calculation starts overrunning its time budget (WARN only, then asyncio timeouts), and betslip-api's 2 s HttpClient timeouts and Polly retries make placement fail with 504s.",
    noise: ["settlement-wave", "reporting-slow-queries"],
    onFlow: (flow, t, t0, r, e) => {
      if (flow.name !== "place" || !r.chance(0.85 * ramp(t, t0, 60000))) return false;
      const slip = `SL${r.int(1000000, 9999999)}`;
      e(
        3,
        "geo-locate",
        "info",
        `Location verified player=${r.int(100000, 999999)} state=NJ source=gps (${r.int(3, 60)} ms)`,
      );
      for (let i = 1; i <= 2; i++)
        e(
          2001 * i,
          "betslip-api",
          "warn",
          `Execution attempt. Source: 'risk-limits-pipeline//Retry', Operation Key: 'exposure', Result: 'The operation was canceled.', Handled: 'True', Attempt: '${i - 1}', Execution Time: ${r.int(2000, 2010)}ms`,
        );
      e(
        6010,
        "betslip-api",
        "error",
        `Risk check failed for slip ${slip}\n${stack("dotnet", "System.Threading.Tasks.TaskCanceledException", "The request was canceled due to the configured HttpClient.Timeout of 2 seconds elapsing.", ["System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)", "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)", "Brightline.Betslip.Risk.RiskClient.CheckExposureAsync(Slip slip, CancellationToken ct) in /src/Betslip/Risk/RiskClient.cs:line 44"])}`,
      );
      e(6030, "app-bff", "error", `POST /betslip/place 504 6030ms - upstream betslip-api timed out`);
      return true;
    },
    run: (s, _est, t0) => {
      const r = s.rng;
      const k = "risk-limits";
      s.mutes.push({ svc: k, re: /^exposure ok/, from: t0 + 60000 });
      s.every(
        700,
        (t) =>
          s.add(
            t,
            k,
            "warn",
            `exposure calc over budget: slip SL${r.int(1000000, 9999999)} took ${r.float(1.2, 4.8).toFixed(2)}s (budget 0.80s), liability graph nodes=${r.int(40000, 220000)}`,
          ),
        t0,
        s.end,
      );
      s.every(
        2500,
        (t) =>
          s.add(
            t,
            k,
            "warn",
            `exposure calc abandoned for slip SL${r.int(1000000, 9999999)}\n${stack("python", "TimeoutError", "", ["/usr/local/lib/python3.12/asyncio/timeouts.py|115|__aexit__|raise TimeoutError from exc_val", "/app/risk/exposure.py|141|compute|async with asyncio.timeout(settings.EXPOSURE_BUDGET_S * 5):", "/app/risk/api.py|88|check_exposure|result = await engine.compute(slip)"]).replace(/TimeoutError: $/, "TimeoutError")}`,
          ),
        t0 + 40000,
        s.end,
      );
      s.periodic(
        10000,
        (t) =>
          s.add(
            t,
            k,
            "warn",
            `event loop blocked for ${r.float(0.9, 3.4).toFixed(2)}s (slow callback Task-${r.int(1000, 90000)} risk.exposure.compute)`,
          ),
        t0 + 10000,
        s.end,
      );
    },
  },
];

function ms(r: Rng, a: number, b: number): number {
  return r.int(a, b);
}
