// Harmless noise that looks alarming: each kind is how these systems normally behave on a busy or odd day.
// `apply` lays it on the stream between a and b (ms); the callers around it keep succeeding.
import { type Domain, type Estate, runtimeOf } from "./estates.js";
import { stack } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface NoiseKind {
  key: string;
  domain: Domain | "any";
  what: string;
  apply: (s: Stream, est: Estate, a: number, b: number) => void;
}

const TEAMS = ["ARS-TOT", "LIV-MCI", "BAR-RMA", "JUV-INT", "PSG-OM", "BOS-NYK"];
const pickRt = (s: Stream, est: Estate, rts: string[]) => {
  const xs = est.services.filter((x) => rts.includes(x.rt)).map((x) => x.name);
  return xs.length ? s.rng.pick(xs) : est.services[1].name;
};

export const NOISE: NoiseKind[] = [
  // ---------------------------------------------------------------- sports betting
  {
    key: "goal-suspension",
    domain: "bet",
    what: "a goal in a big match suspends markets and a burst of bets is rejected for suspended markets and moved prices",
    apply: (s, est, a) => {
      const r = s.rng;
      const m = r.pick(TEAMS);
      s.add(
        a,
        est.roles.odds,
        "warn",
        `feed: event ${m} status=SUSPENDED reason=GOAL_SCORED markets=${r.int(120, 340)}`,
      );
      s.every(
        120,
        (t) => {
          const id = est.traceId(r);
          s.add(
            t,
            est.roles.bet,
            "warn",
            `Bet rejected code=MARKET_SUSPENDED market=${m}/${r.pick(["1X2", "NEXT_GOAL", "OU2.5"])} user=u${r.int(100000, 999999)}`,
            id,
          );
          s.add(t + 8, est.roles.edge, "warn", `POST /v2/bets 409 ${r.int(8, 30)}ms`, id);
        },
        a + 200,
        a + 45000,
      );
      s.add(a + 46000, est.roles.odds, "info", `feed: event ${m} status=ACTIVE markets reopened=${r.int(100, 300)}`);
      s.every(
        300,
        (t) =>
          s.add(
            t,
            est.roles.bet,
            "warn",
            `Bet rejected code=PRICE_CHANGED requested=${r.float(1.5, 4).toFixed(2)} current=${r.float(1.5, 4).toFixed(2)} (client must re-confirm)`,
            est.traceId(r),
          ),
        a + 46000,
        a + 90000,
      );
    },
  },
  {
    key: "cashout-price-moved",
    domain: "bet",
    what: "cash-out requests during a volatile live match are declined because the offer moved, as designed",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        400,
        (t) => {
          const id = est.traceId(r);
          const msg = `cash-out declined betId=B${r.int(10000000, 99999999)}: offer expired (quoted ${r.float(2, 80).toFixed(2)}, now ${r.float(2, 80).toFixed(2)})`;
          const rt = runtimeOf(est, est.roles.cashout);
          s.add(
            t,
            est.roles.cashout,
            "error",
            rt === "node" && r.chance(0.3)
              ? `${msg}\n${stack("node", "OfferExpiredError", "offer superseded by price move", ["CashoutService.accept (/app/dist/cashout/service.js:142:15)", "async /app/dist/routes/cashout.js:58:20", "async Promise.all (index 0)"])}`
              : msg,
            id,
          );
          s.add(t + 10, est.roles.edge, "warn", `POST /v2/cashout/accept 422 ${r.int(10, 60)}ms`, id);
        },
        a,
        Math.min(b, a + 240000),
      );
    },
  },
  {
    key: "kyc-document-rejections",
    domain: "bet",
    what: "a signup campaign brings a wave of KYC document checks that fail for unreadable or expired IDs",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        1500,
        (t) => {
          const reason = r.pick(["DOCUMENT_UNREADABLE", "DOCUMENT_EXPIRED", "FACE_MISMATCH", "AGE_UNDER_21"]);
          s.add(
            t,
            est.roles.kyc,
            "error",
            `KYC check failed customer=C${r.int(1000000, 9999999)} provider=onfido result=consider reason=${reason}; customer asked to resubmit`,
            est.traceId(r),
          );
        },
        a,
        b,
      );
    },
  },
  {
    key: "geo-blocks",
    domain: "bet",
    what: "players near a state line and on VPNs are blocked by the geolocation check, loudly but correctly",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        900,
        (t) => {
          const id = est.traceId(r);
          const why = r.pick([
            "OUTSIDE_LICENSED_AREA (distance to border 412m)",
            "VPN_OR_PROXY_DETECTED",
            "LOCATION_SPOOFING_APP_DETECTED",
            "INSUFFICIENT_ACCURACY (1800m)",
          ]);
          s.add(t, est.roles.geo, "warn", `geolocation blocked player=${r.int(100000, 999999)} reason=${why}`, id);
          s.add(t + 12, est.roles.edge, "warn", `POST /v2/bets 403 ${r.int(20, 90)}ms`, id);
        },
        a,
        b,
      );
    },
  },
  {
    key: "settlement-wave",
    domain: "bet",
    what: "full time in several matches triggers a big settlement wave with lag warnings that catch up",
    apply: (s, est, a) => {
      const r = s.rng;
      let lag = 2;
      for (let i = 0; i < 18; i++) {
        const t = a + i * 8000;
        lag = i < 9 ? lag + r.int(4, 12) : Math.max(1, lag - r.int(6, 14));
        s.add(
          t,
          est.roles.settle,
          i < 12 ? "warn" : "info",
          `settlement backlog ${r.int(2000, 40000)} bets, oldest waiting ${lag}s${i < 12 ? " (threshold 30s)" : ""}`,
        );
      }
      s.add(a + 150000, est.roles.settle, "info", "settlement backlog drained");
    },
  },
  {
    key: "feed-socket-rotation",
    domain: "bet",
    what: "the odds provider rotates its push socket, the feed disconnects, reconnects and replays from a snapshot",
    apply: (s, est, a) => {
      const r = s.rng;
      const o = est.roles.odds;
      s.add(a, o, "error", `feed connection closed by provider: websocket: close 1001 (going away): server rotation`);
      s.add(a + 20, o, "warn", "no price updates for 2.1s, marking feed stale");
      s.add(a + 1500, o, "info", "reconnected to wss://push.oddsfeed.example/v3 (attempt 1)");
      s.add(
        a + 1700,
        o,
        "warn",
        `sequence gap detected: expected ${r.int(4000000, 5000000)} got ${r.int(5000001, 5100000)}, requesting snapshot`,
      );
      s.add(a + 4200, o, "info", `snapshot applied: ${r.int(8000, 20000)} markets, feed healthy`);
    },
  },
  {
    key: "insufficient-funds",
    domain: "bet",
    what: "Saturday-afternoon bettors with empty wallets produce a stream of declined debits",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        700,
        (t) => {
          const id = est.traceId(r);
          s.add(
            t,
            est.roles.wallet,
            "error",
            `debit declined: INSUFFICIENT_FUNDS player=${r.int(100000, 999999)} requested=${r.float(5, 100).toFixed(2)} available=${r.float(0, 4).toFixed(2)}`,
            id,
          );
          s.add(t + 15, est.roles.edge, "warn", `POST /v2/bets 402 ${r.int(30, 80)}ms`, id);
        },
        a,
        b,
      );
    },
  },
  {
    key: "deposit-limits",
    domain: "bet",
    what: "responsible-gambling deposit limits are hit and blocked as the regulator requires",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        2500,
        (t) =>
          s.add(
            t,
            est.roles.wallet,
            "warn",
            `deposit blocked: weekly limit reached player=${r.int(100000, 999999)} limit=${r.pick([100, 250, 500])}.00 deposited=${r.int(100, 500)}.00 (RG policy)`,
            est.traceId(r),
          ),
        a,
        b,
      );
    },
  },
  {
    key: "expired-bonus-codes",
    domain: "bet",
    what: "an expired affiliate bonus code still printed on a partner site is refused over and over",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        1100,
        (t) =>
          s.add(
            t,
            est.roles.promo,
            "error",
            `Bonus code 'WELCOME50-SPRING' rejected for customer C${r.int(1000000, 9999999)}: PromotionExpired (ended 2026-05-31)`,
            est.traceId(r),
          ),
        a,
        b,
      );
    },
  },
  {
    key: "var-resettlement",
    domain: "bet",
    what: "a VAR-overturned goal forces a market to be voided and resettled, with bulk reversal warnings",
    apply: (s, est, a) => {
      const r = s.rng;
      const m = r.pick(TEAMS);
      s.add(
        a,
        est.roles.odds,
        "warn",
        `feed: result correction for ${m}/FIRST_GOALSCORER (VAR review) - resettlement required`,
      );
      for (let i = 0; i < 12; i++)
        s.add(
          a + 2000 + i * 3000,
          est.roles.settle,
          "warn",
          `resettling ${m}/FIRST_GOALSCORER chunk ${i + 1}/12: reversed ${r.int(200, 900)} payouts, re-debited ${r.int(10, 90)} wallets into negative balance`,
        );
      s.add(a + 40000, est.roles.settle, "info", `resettlement of ${m}/FIRST_GOALSCORER complete`);
    },
  },
  // ---------------------------------------------------------------- crypto exchange
  {
    key: "post-only-rejects",
    domain: "crypto",
    what: "market makers' post-only and self-trade-prevention rejects flood the matching engine during a fast move",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        60,
        (t) =>
          s.add(
            t,
            est.roles.engine,
            "warn",
            `[${r.pick(["BTC-USDT", "ETH-USDT"])}] reject order=${r.int(100000000, 999999999)} reason=${r.pick(["POST_ONLY_WOULD_TAKE", "STP_CANCEL_NEWEST", "POST_ONLY_WOULD_TAKE"])} acct=MM${r.int(1, 9)}`,
          ),
        a,
        Math.min(b, a + 150000),
      );
    },
  },
  {
    key: "api-rate-limit-bot",
    domain: "crypto",
    what: "one API client hammers the order endpoint and is throttled with 429s while everyone else trades normally",
    apply: (s, est, a, b) => {
      const r = s.rng;
      const key = r.hex(8);
      s.every(
        90,
        (t) =>
          s.add(
            t,
            est.roles.edge,
            "warn",
            `POST /api/v3/order 429 0.3ms apikey=${key}… weight 1260/1200 per minute, retry-after=${r.int(1, 20)}s`,
          ),
        a,
        Math.min(b, a + 200000),
      );
    },
  },
  {
    key: "chain-reorg",
    domain: "crypto",
    what: "a one-block Ethereum reorg is detected and deposits are re-checked, which is routine",
    apply: (s, est, a) => {
      const r = s.rng;
      const h = r.int(20100000, 20900000);
      s.add(
        a,
        est.roles.chain,
        "warn",
        `ethereum: chain reorganisation detected depth=1 old_head=0x${r.hex(64)} new_head=0x${r.hex(64)} at ${h}`,
      );
      s.add(
        a + 30,
        est.roles.chain,
        "warn",
        `ethereum: ${r.int(2, 9)} deposit(s) in orphaned block ${h} reverted to PENDING, rescanning`,
      );
      s.add(
        a + 12500,
        est.roles.chain,
        "info",
        "ethereum: rescan complete, all deposits re-observed in canonical chain",
      );
    },
  },
  {
    key: "aml-withdrawal-holds",
    domain: "crypto",
    what: "AML screening holds a batch of withdrawals to mixer-adjacent addresses for manual review",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        6000,
        (t) => {
          s.add(
            t,
            est.roles.screen,
            "warn",
            `destination 0x${r.hex(40)} risk=HIGH category=${r.pick(["mixer", "darknet market", "sanctioned entity"])} exposure=${r.int(5, 60)}%`,
          );
          s.add(
            t + 40,
            est.roles.wd,
            "error",
            `withdrawal wd_${r.hex(12)} HELD_FOR_REVIEW: screening risk HIGH, ticket COMP-${r.int(10000, 99999)} opened`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    key: "md-slow-consumers",
    domain: "crypto",
    what: "market-data websocket clients on slow links overflow their buffers and are disconnected",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        1800,
        (t) =>
          s.add(
            t,
            est.roles.md,
            "warn",
            `slow consumer ws-${r.hex(8)} (${r.publicIp()}): send buffer ${r.int(4, 16)}MiB full, dropped ${r.int(100, 5000)} msgs, closing 1008`,
          ),
        a,
        b,
      );
    },
  },
  {
    key: "btc-peer-bans",
    domain: "crypto",
    what: "the bitcoin node bans misbehaving peers and churns through peer connections",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        4000,
        (t) =>
          s.add(
            t,
            est.roles.chain,
            r.chance(0.5) ? "warn" : "error",
            `bitcoind: Misbehaving: peer=${r.int(10, 900)} (${r.publicIp()}:8333) ${r.pick(["header with invalid proof of work", "invalid header received", "non-continuous headers sequence"])}: disconnecting and banning`,
          ),
        a,
        b,
      );
    },
  },
  {
    key: "replacement-underpriced",
    domain: "crypto",
    what: "a gas spike makes withdrawal broadcasts bump fees after 'replacement transaction underpriced', and they land",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        9000,
        (t) => {
          const tx = `0x${r.hex(64)}`;
          s.add(
            t,
            est.roles.wd,
            "error",
            `broadcast failed: {'code': -32000, 'message': 'replacement transaction underpriced'} tx=${tx.slice(0, 18)}…, bumping maxPriorityFee 12%`,
          );
          s.add(
            t + r.int(13000, 26000),
            est.roles.wd,
            "info",
            `tx ${tx.slice(0, 18)}… included in block after fee bump`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    key: "liquidation-cascade",
    domain: "crypto",
    what: "a sharp price drop triggers a long run of margin calls and liquidations, all processed normally",
    apply: (s, est, a) => {
      const r = s.rng;
      s.every(
        150,
        (t) =>
          s.add(
            t,
            est.roles.risk,
            r.chance(0.3) ? "error" : "warn",
            `${r.chance(0.6) ? "MARGIN_CALL" : "LIQUIDATING"} acct=A${r.int(100000, 999999)} BTC-USDT-PERP mmr=${r.float(0.9, 1.3).toFixed(3)} mark=${r.int(58000, 61000)}`,
          ),
        a,
        a + 120000,
      );
    },
  },
  {
    key: "funding-settlement",
    domain: "crypto",
    what: "the 8-hourly funding settlement spikes wallet writes with slow-write warnings for two minutes",
    apply: (s, est, a) => {
      const r = s.rng;
      s.add(
        a,
        est.roles.wallet,
        "info",
        `funding settlement start interval=${r.pick(["00:00", "08:00", "16:00"])}Z perps=38 positions=${r.int(100000, 400000)}`,
      );
      s.every(
        400,
        (t) =>
          s.add(
            t,
            est.roles.wallet,
            "warn",
            `slow ledger batch: ${r.int(1000, 5000)} rows in ${r.int(900, 2600)}ms (threshold 500ms)`,
          ),
        a + 100,
        a + 110000,
      );
      s.add(a + 112000, est.roles.wallet, "info", "funding settlement complete");
    },
  },
  {
    key: "nonce-too-low",
    domain: "crypto",
    what: "two withdrawal signers race on nonces, get 'nonce too low', resync and succeed",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        15000,
        (t) => {
          s.add(
            t,
            est.roles.wd,
            "error",
            `eth_sendRawTransaction failed: nonce too low: address 0x${r.hex(40)}, tx: ${r.int(1000, 9000)} state: ${r.int(9001, 9050)}`,
          );
          s.add(t + 300, est.roles.wd, "info", "nonce resynced from pending state, re-signed and broadcast ok");
        },
        a,
        b,
      );
    },
  },
  // ---------------------------------------------------------------- voice and video
  {
    key: "sip-scanners",
    domain: "voice",
    what: "SIP scanners (friendly-scanner, sipvicious) spray REGISTERs and are rejected and blocked",
    apply: (s, est, a, b) => {
      const r = s.rng;
      const ip = r.publicIp();
      s.every(
        80,
        (t) => {
          s.add(
            t,
            est.roles.pbx,
            "warn",
            `NOTICE[${r.int(1000, 3000)}]: res_pjsip/pjsip_distributor.c:676 log_failed_request: Request 'REGISTER' from '<sip:${r.int(100, 9999)}@${ip}>' failed for '${ip}:${r.int(5060, 5090)}' (callid: ${r.hex(22)}) - No matching endpoint found`,
          );
        },
        a,
        a + 60000,
      );
      s.add(
        a + 60100,
        est.roles.sip,
        "warn",
        `WARNING: pike [pike_funcs.c:219]: pike_check_req(): PIKE - BLOCKing ip ${ip}, node=0x7f3a${r.hex(8)}`,
      );
      s.every(
        2500,
        (t) =>
          s.add(
            t,
            est.roles.sip,
            "warn",
            `NOTICE: <script>: dropping REGISTER from ${r.publicIp()} UA="friendly-scanner" (blocked)`,
          ),
        a + 60000,
        b,
      );
    },
  },
  {
    key: "busy-no-answer",
    domain: "voice",
    what: "evening call peaks produce many 486 Busy, 487 cancelled and 408 unreachable phones, all normal call outcomes",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        500,
        (t) => {
          const code = r.pick([
            "486 Busy Here",
            "487 Request Terminated",
            "408 Request Timeout",
            "480 Temporarily Unavailable",
          ]);
          s.add(
            t,
            est.roles.sip,
            "warn",
            `NOTICE: <script>: INVITE to sip:${r.int(2001, 2400)}@pbx failed with ${code}`,
          );
          if (r.chance(0.4))
            s.add(
              t + 5,
              est.roles.cdr,
              "info",
              `CDR stored disposition=${code.startsWith("486") ? "BUSY" : "NO ANSWER"} billsec=0`,
            );
        },
        a,
        b,
      );
    },
  },
  {
    key: "turn-401-challenges",
    domain: "voice",
    what: "every TURN allocation starts with a 401 nonce challenge, and a new app release retries more of them",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        150,
        (t) =>
          s.add(
            t,
            est.roles.turn,
            "error",
            `session 00100000000${r.int(1000000, 9999999)}: realm <lumen.rtc> user <>: incoming packet ALLOCATE processed, error 401: Unauthorized`,
          ),
        a,
        b,
      );
    },
  },
  {
    key: "ice-failures-symmetric-nat",
    domain: "voice",
    what: "single participants behind strict corporate NAT fail ICE and reconnect through TURN/TCP",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        5000,
        (t) => {
          const p = `p_${r.hex(6)}`;
          s.add(
            t,
            est.roles.sfu,
            "warn",
            `transport ${p} iceState=disconnected -> failed after 30s (no valid candidate pair)`,
          );
          s.add(t + 40, est.roles.sig, "warn", `peer ${p}: ICE failed, sending iceRestart with relay-only policy`);
          s.add(t + r.int(2000, 5000), est.roles.sfu, "info", `transport ${p} iceState=connected (relay/tcp)`);
        },
        a,
        b,
      );
    },
  },
  {
    key: "mobile-packet-loss",
    domain: "voice",
    what: "mobile participants on bad cells report packet loss and jitter warnings, nothing server-side is wrong",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        700,
        (t) =>
          s.add(
            t,
            est.roles.sfu,
            "warn",
            `consumer ${r.hex(8)} score=${r.int(2, 5)} packetLoss=${r.int(6, 28)}% jitter=${r.int(40, 200)}ms rtt=${r.int(180, 900)}ms (${r.pick(["LTE", "3G", "wifi"])}) - lowering spatial layer`,
          ),
        a,
        b,
      );
    },
  },
  {
    key: "s3-slowdown-retries",
    domain: "voice",
    what: "S3 returns 503 SlowDown on a recording upload surge and the uploader backs off and succeeds",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        1500,
        (t) => {
          const rec = `rec_${r.hex(10)}`;
          s.add(
            t,
            est.roles.rec,
            "warn",
            `upload of ${rec}.webm throttled, backing off ${r.int(1, 8)}s\n${stack("python", "botocore.exceptions.ClientError", "An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 0): Please reduce your request rate.", ["/usr/local/lib/python3.11/site-packages/botocore/client.py|1023|_make_api_call|raise error_class(parsed_response, operation_name)", "/usr/local/lib/python3.11/site-packages/botocore/client.py|569|_api_call|return self._make_api_call(operation_name, kwargs)", "/app/recording/upload.py|77|put_part|resp = self.s3.put_object(Bucket=self.bucket, Key=key, Body=chunk)"])}`,
          );
          s.add(t + r.int(2000, 9000), est.roles.rec, "info", `uploaded ${rec}.webm after backoff`);
        },
        a,
        Math.min(b, a + 180000),
      );
    },
  },
  {
    key: "dtls-timeouts-closed-tabs",
    domain: "voice",
    what: "browsers closed mid-handshake leave DTLS timeouts and abandoned transports",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        2200,
        (t) =>
          s.add(
            t,
            est.roles.sfu,
            "error",
            `WebRtcTransport ${r.uuid()} dtlsState=failed: DTLS handshake timeout (peer gone?), closing transport`,
          ),
        a,
        b,
      );
    },
  },
  {
    key: "retransmission-timeouts",
    domain: "voice",
    what: "desk phones that went offline overnight trip Asterisk qualify and retransmission timeouts",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        3000,
        (t) => {
          const ext = r.int(2001, 2400);
          s.add(
            t,
            est.roles.pbx,
            "warn",
            `WARNING[${r.int(1000, 3000)}]: res_pjsip/pjsip_options.c:${r.int(200, 900)} qualify_contact_cb: Contact ${ext}/sip:${ext}@${r.ip("10.60")}:5060 is now Unreachable. RTT: 0.000 msec`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    key: "codec-488",
    domain: "voice",
    what: "old SIP trunks offering only G.729 get 488 Not Acceptable Here on a handful of calls",
    apply: (s, est, a, b) => {
      const r = s.rng;
      s.every(
        4000,
        (t) =>
          s.add(
            t,
            est.roles.pbx,
            "warn",
            `WARNING[${r.int(1000, 3000)}]: chan_pjsip.c:${r.int(600, 900)} chan_pjsip_incoming_request: Couldn't negotiate codecs for call from '<sip:+44${r.int(7000000000, 7999999999)}@carrier-b>': offered (g729) allowed (ulaw|alaw|opus) - 488 Not Acceptable Here`,
          ),
        a,
        b,
      );
    },
  },
  // ---------------------------------------------------------------- anywhere
  {
    key: "cert-expiry-reminder",
    domain: "any",
    what: "a certificate renewal reminder repeats at WARN until cert-manager renews it on schedule",
    apply: (s, est, a, b) => {
      const svc = est.services[0].name;
      s.periodic(
        30000,
        (t) =>
          s.add(
            t,
            svc,
            "warn",
            `TLS certificate for *.${est.key}.internal expires in 13 days (notAfter 2026-12-13T00:00:00Z); renewal scheduled`,
          ),
        a,
        b,
      );
    },
  },
  {
    key: "gc-pauses",
    domain: "any",
    what: "a JVM or runtime prints long GC pause and allocation-stall warnings during a batch, with no effect on responses",
    apply: (s, est, a, b) => {
      const r = s.rng;
      const svc = pickRt(s, est, ["java", "dotnet", "go"]);
      s.every(
        9000,
        (t) =>
          s.add(
            t,
            svc,
            "warn",
            `GC pause (G1 Evacuation Pause) (young) (to-space exhausted) ${r.int(700, 2400)}M->${r.int(300, 700)}M(4096M) ${r.float(0.4, 1.6).toFixed(3)}s exceeded target 200ms`,
          ),
        a,
        b,
      );
    },
  },
  {
    key: "rolling-deploy-probes",
    domain: "any",
    what: "a rolling deploy makes readiness probes fail and clients see connection refused while old pods drain",
    apply: (s, est, a) => {
      const r = s.rng;
      const svc = est.services[r.int(1, est.services.length - 1)].name;
      const caller = est.services[0].name;
      est.restart(s, a, svc, `v${r.int(2, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`);
      for (let i = 0; i < 6; i++)
        s.add(
          a + 1000 + i * 1000,
          caller,
          "warn",
          `upstream ${svc}: dial tcp ${r.ip()}:8080: connect: connection refused (retrying on next endpoint)`,
        );
      s.add(a + 2000, svc, "warn", "readiness probe: dependencies not warmed up yet (cache 12%), returning 503");
    },
  },
  {
    key: "consumer-rebalance",
    domain: "any",
    what: "a Kafka consumer group rebalances after a pod move and logs heartbeat and commit failures before rejoining",
    apply: (s, est, a) => {
      const r = s.rng;
      const svc = pickRt(s, est, ["java", "python", "go"]);
      const g = `${svc}-consumers`;
      s.add(
        a,
        svc,
        "warn",
        `[Consumer clientId=${svc}-${r.int(1, 3)}, groupId=${g}] Attempt to heartbeat failed since group is rebalancing`,
      );
      const commit = `[Consumer clientId=${svc}-${r.int(1, 3)}, groupId=${g}] Offset commit failed on partition events-${r.int(0, 11)} at offset ${r.int(100000, 900000)}: The coordinator is not aware of this member.`;
      s.add(
        a + 200,
        svc,
        "error",
        runtimeOf(est, svc) === "java"
          ? `${commit}\n${stack("java", "org.apache.kafka.clients.consumer.CommitFailedException", "Commit cannot be completed since the group has already rebalanced and assigned the partitions to another member.", ["org.apache.kafka.clients.consumer.internals.ConsumerCoordinator.sendOffsetCommitRequest(ConsumerCoordinator.java:1351)", "org.apache.kafka.clients.consumer.internals.ConsumerCoordinator.commitOffsetsSync(ConsumerCoordinator.java:1162)", "org.apache.kafka.clients.consumer.KafkaConsumer.commitSync(KafkaConsumer.java:1421)"])}`
          : commit,
      );
      s.add(
        a + 3400,
        svc,
        "info",
        `[Consumer clientId=${svc}-1, groupId=${g}] Successfully joined group with generation Generation{generationId=${r.int(100, 900)}}`,
      );
      s.add(
        a + 3600,
        svc,
        "info",
        `[Consumer clientId=${svc}-1, groupId=${g}] Adding newly assigned partitions: events-0, events-1, events-2, events-3`,
      );
    },
  },
  {
    key: "cron-lock-held",
    domain: "any",
    what: "a replicated cron job logs that it could not acquire its lock because another replica runs it",
    apply: (s, est, a, b) => {
      const svc = pickRt(s, est, ["python", "ruby", "java"]);
      s.periodic(
        60000,
        (t) =>
          s.add(
            t,
            svc,
            "error",
            "scheduled job 'reconcile-ledgers' skipped: could not acquire lock 'cron:reconcile-ledgers' (held by another replica)",
          ),
        a,
        b,
      );
    },
  },
  {
    key: "bot-404-scan",
    domain: "any",
    what: "a vulnerability scanner walks the public edge for /wp-login.php, /.env and friends, all 404",
    apply: (s, est, a) => {
      const r = s.rng;
      const edge = est.services[0].name;
      const paths = [
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/phpmyadmin/",
        "/actuator/env",
        "/cgi-bin/luci",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/admin/.env",
        "/server-status",
      ];
      s.every(
        150,
        (t) => s.add(t, edge, "warn", `GET ${r.pick(paths)} 404 0ms client=${r.publicIp()} ua="Mozilla/5.0 zgrab/0.x"`),
        a,
        a + 90000,
      );
    },
  },
  {
    key: "redis-planned-failover",
    domain: "any",
    what: "a planned Redis Sentinel failover makes clients reconnect once with READONLY and connection-reset warnings",
    apply: (s, est, a) => {
      const r = s.rng;
      const users = est.services.slice(1, 4).map((x) => x.name);
      for (const u of users) {
        const rt = runtimeOf(est, u);
        s.add(
          a + r.int(0, 300),
          u,
          "warn",
          rt === "node"
            ? "[ioredis] Unhandled error event: ReplyError: READONLY You can't write against a read only replica."
            : "redis: READONLY You can't write against a read only replica. (retrying after topology refresh)",
        );
        s.add(
          a + r.int(400, 900),
          u,
          "warn",
          "redis: connection reset by peer, reconnecting to sentinel master 'cache-main'",
        );
        s.add(a + r.int(1200, 2500), u, "info", `redis: connected to new master ${r.ip("10.50")}:6379`);
      }
    },
  },
  {
    key: "reporting-slow-queries",
    domain: "any",
    what: "the nightly reporting export runs slow queries on the read replica and logs them with full SQL",
    apply: (s, est, a, b) => {
      const r = s.rng;
      const svc = pickRt(s, est, ["java", "python", "ruby", "dotnet"]);
      s.every(
        20000,
        (t) =>
          s.add(
            t,
            svc,
            "warn",
            `slow query (${r.float(2, 14).toFixed(1)}s, replica) SELECT date_trunc('hour', created_at), count(*), sum(amount) FROM ledger_entries WHERE created_at >= now() - interval '30 days' GROUP BY 1`,
          ),
        a,
        b,
      );
    },
  },
  {
    key: "flag-stream-reconnect",
    domain: "any",
    what: "the feature-flag SDK's streaming connection drops every few minutes and falls back to polling before reconnecting",
    apply: (s, est, a, b) => {
      const r = s.rng;
      const svc = pickRt(s, est, ["node", "go", "python"]);
      s.periodic(
        150000,
        (t) => {
          s.add(
            t,
            svc,
            "error",
            "[LaunchDarkly] Received I/O error (Error: read ECONNRESET) for streaming request - will retry",
          );
          s.add(t + r.int(1000, 4000), svc, "info", "[LaunchDarkly] Opened LaunchDarkly stream connection");
        },
        a,
        b,
      );
    },
  },
];

export const noiseByKey = (k: string): NoiseKind => {
  const n = NOISE.find((x) => x.key === k);
  if (!n) throw new Error(`no noise kind ${k}`);
  return n;
};
