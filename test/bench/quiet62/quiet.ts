// Forty kinds of harmless noise that looks alarming to a broker's on-call: each quiet window gets one (plus the
// ordinary background); incidents reuse them as cover.
import { access, type Ctx, newOrder, nextSeq, price } from "./background.js";
import { has, type Role, rt, SYMBOLS, svc } from "./estates.js";
import { stack } from "./stacks.js";
import { every } from "./stream.js";

export interface Noise {
  kind: string;
  /** UTC hour:minute the window starts at (market phase). */
  at: [number, number];
  phase: Ctx["phase"];
  needs?: Role[];
  note: string;
  emit(c: Ctx, from: number, to: number): void;
}

const OPEN: [number, number] = [14, 40];
const MID: [number, number] = [17, 5];

function burst(c: Ctx, from: number, to: number, everyMs: number, f: (t: number) => void): void {
  const a = from + c.rng.int(0, Math.max(1, Math.floor((to - from) / 3)));
  const b = Math.min(to, a + c.rng.int(90_000, 300_000));
  every(c.rng, a, b, everyMs, f);
}

function rejectAtEntry(c: Ctx, t: number, code: number, text: string): void {
  const o = newOrder(c);
  const entry = svc(c.e, o.entry);
  c.s.add(
    t + 12,
    entry,
    "WARN",
    access(rt(c.e, o.entry), "POST", "/v2/orders", code, c.rng.int(10, 40), entry) + ` (${text})`,
  );
}

export const NOISES: Noise[] = [
  {
    kind: "buying-power-rejects",
    at: OPEN,
    phase: "open",
    note: "one client's bot keeps sending orders beyond its buying power; risk rejects them",
    emit(c, from, to) {
      const acct = `${c.e.accountPrefix}-${c.rng.int(1000000, 9999999)}`;
      burst(c, from, to, 700, (t) => {
        const o = newOrder(c);
        c.s.add(
          t,
          svc(c.e, "risk"),
          "WARN",
          `REJECT clOrdId=${o.id} acct=${acct} reason=INSUFFICIENT_BUYING_POWER required=${(o.qty * 310).toFixed(2)} available=${c.rng.int(10, 900)}.00`,
        );
        c.s.add(t + 4, svc(c.e, "oms"), "ERROR", `order ${o.id} rejected by pre-trade risk: INSUFFICIENT_BUYING_POWER`);
        rejectAtEntry(c, t, 422, "insufficient_buying_power");
      });
    },
  },
  {
    kind: "luld-halt-rejects",
    at: MID,
    phase: "open",
    note: "a symbol is halted for a LULD pause; orders for it are rejected until it resumes",
    emit(c, from, _to) {
      const sym = c.rng.pick(["SOUN", "GME", "SMCI", "MARA", "HOOD"]);
      const h = from + c.rng.int(60_000, 180_000);
      c.s.add(h, svc(c.e, "md"), "WARN", `trading action ${sym}: HALTED reason=LUDP (Limit Up-Limit Down pause)`);
      every(c.rng, h + 500, h + 300_000, 900, (t) => {
        const id = `${c.e.accountPrefix}${c.rng.hex(10).toUpperCase()}`;
        c.s.add(t, svc(c.e, "oms"), "ERROR", `order ${id} ${sym} rejected: SYMBOL_HALTED`);
        rejectAtEntry(c, t, 422, "symbol_halted");
      });
      c.s.add(h + 300_000, svc(c.e, "md"), "INFO", `trading action ${sym}: RESUMED (quote-only period 5m)`);
    },
  },
  {
    kind: "planned-fix-reconnect",
    at: [21, 58],
    phase: "post",
    note: "the FIX session logs out at the end of its schedule and logs back in with a sequence reset",
    emit(c, from, to) {
      const f = svc(c.e, "fix1");
      const t0 = from + Math.floor((to - from) * 0.4);
      c.s.add(t0, f, "INFO", "Session FIX.4.2:BRKR->EXCH schedule end reached, initiating logout");
      c.s.add(t0 + 30, f, "INFO", `OUT 35=5 34=${nextSeq(c, f)} 58=End of session`);
      c.s.add(t0 + 90, f, "WARN", "Disconnecting: socket closed by counterparty");
      c.s.add(t0 + 90, svc(c.e, "sor"), "WARN", `venue ${c.e.venues[0]} session DOWN, removed from routing table`);
      c.fixSeq.set(f, 0);
      c.s.add(t0 + 120_000, f, "INFO", "Initiated logon request (ResetSeqNumFlag=Y)");
      c.s.add(t0 + 120_200, f, "WARN", "Logon contains ResetSeqNumFlag=Y, resetting sequence numbers to 1");
      c.s.add(t0 + 120_250, f, "INFO", "Received logon response, session established");
      c.s.add(t0 + 120_300, svc(c.e, "sor"), "INFO", `venue ${c.e.venues[0]} session UP, added to routing table`);
    },
  },
  {
    kind: "fix-resend-gap",
    at: OPEN,
    phase: "open",
    note: "the FIX gateway detects a sequence gap, sends a ResendRequest and the exchange gap-fills it",
    emit(c, from, to) {
      const f = svc(c.e, "fix1");
      every(c.rng, from + 60_000, to, 240_000, (t) => {
        const exp = c.rng.int(20000, 90000);
        const got = exp + c.rng.int(2, 30);
        c.s.add(t, f, "ERROR", `MsgSeqNum too high, expecting ${exp} but received ${got}`);
        c.s.add(t + 2, f, "WARN", `Sent ResendRequest FROM: ${exp} TO: ${got - 1}`);
        c.s.add(t + 40, f, "INFO", `Received SequenceReset FROM: ${exp} TO: ${got} (GapFillFlag=Y)`);
        c.s.add(t + 41, f, "INFO", "ResendRequest satisfied, queued messages processed");
      });
    },
  },
  {
    kind: "feed-gap-snapshot",
    at: OPEN,
    phase: "open",
    note: "the market-data handler loses packets, requests a retransmit, then recovers from a snapshot",
    emit(c, from, to) {
      const m = svc(c.e, "md");
      every(c.rng, from + 30_000, to, 150_000, (t) => {
        const u = c.rng.int(1, 6);
        const s0 = c.rng.int(1e7, 9e7);
        c.s.add(t, m, "ERROR", `gap detected unit=${u} expected=${s0} received=${s0 + c.rng.int(50, 4000)}`);
        c.s.add(t + 3, m, "WARN", `retransmit request unit=${u} failed (window exceeded), falling back to snapshot`);
        c.s.add(t + 900, m, "WARN", `unit=${u} books marked stale for ${c.rng.int(300, 900)} symbols during recovery`);
        c.s.add(t + c.rng.int(1500, 4000), m, "INFO", `snapshot applied unit=${u}, books recovered, live again`);
      });
    },
  },
  {
    kind: "stale-quotes-premarket",
    at: [11, 55],
    phase: "pre",
    note: "before the open, quotes for thinly traded names are stale and the router warns about it",
    emit(c, from, to) {
      every(c.rng, from, to, 1600, (t) => {
        const sym = c.rng.pick(SYMBOLS);
        c.s.add(
          t,
          svc(c.e, "sor"),
          "WARN",
          `quote for ${sym} stale (age ${c.rng.int(60, 2400)}s), session=PRE, using last sale for collar`,
        );
      });
    },
  },
  {
    kind: "api-rate-limit",
    at: MID,
    phase: "open",
    note: "a third-party API client polls too fast and is rate limited with 429s",
    emit(c, from, to) {
      const cl = `client_${c.rng.hex(8)}`;
      burst(c, from, to, 250, (t) => {
        c.s.add(
          t,
          svc(c.e, "edge"),
          "WARN",
          `rate limit exceeded for ${cl} (120 req/min), returning 429 Too Many Requests`,
        );
      });
    },
  },
  {
    kind: "pdt-rejects",
    at: OPEN,
    phase: "open",
    note: "pattern-day-trader rule rejects day trades from small accounts",
    emit(c, from, to) {
      every(c.rng, from, to, 3500, (t) => {
        const o = newOrder(c);
        c.s.add(
          t,
          svc(c.e, "risk"),
          "ERROR",
          `REJECT ${o.id} acct=${o.acct}: PDT_RESTRICTION (4 day trades in 5 days, equity < 25000)`,
        );
        rejectAtEntry(c, t, 403, "pattern_day_trader");
      });
    },
  },
  {
    kind: "tick-size-rejects",
    at: MID,
    phase: "open",
    note: "the exchange rejects sub-penny limit prices from an API client",
    emit(c, from, to) {
      const f = svc(c.e, "fix1");
      every(c.rng, from, to, 2600, (t) => {
        const o = newOrder(c);
        c.s.add(t, f, "WARN", `IN 35=8 11=${o.id} 150=8 39=8 58=Invalid price increment (${o.px}3)`);
        c.s.add(t + 3, svc(c.e, "oms"), "ERROR", `order ${o.id} REJECTED by ${c.e.venues[0]}: Invalid price increment`);
      });
    },
  },
  {
    kind: "short-locate-rejects",
    at: OPEN,
    phase: "open",
    note: "short sales in hard-to-borrow names are rejected for lack of a locate",
    emit(c, from, to) {
      every(c.rng, from, to, 3000, (t) => {
        const o = newOrder(c);
        c.s.add(t, svc(c.e, "risk"), "WARN", `REJECT ${o.id} SELL_SHORT ${o.sym}: no locate available (HTB list)`);
        c.s.add(t + 2, svc(c.e, "oms"), "ERROR", `order ${o.id} rejected: LOCATE_REQUIRED`);
      });
    },
  },
  {
    kind: "expired-option-symbols",
    at: [14, 10],
    phase: "pre",
    note: "clients still request quotes for options that expired last Friday",
    emit(c, from, to) {
      every(c.rng, from, to, 1200, (t) => {
        const sym = `${c.rng.pick(SYMBOLS)}  26${c.rng.pick(["0417", "0320", "0515"])}C00${c.rng.int(100, 450)}000`;
        c.s.add(t, svc(c.e, "edge"), "ERROR", `instrument lookup failed: ${sym} not found (expired contract), 404`);
      });
    },
  },
  {
    kind: "market-closed-rejects",
    at: [20, 2],
    phase: "post",
    note: "market orders after the close are rejected or queued for the next session",
    emit(c, from, to) {
      every(c.rng, from, to, 1400, (t) => {
        const o = newOrder(c);
        c.s.add(
          t,
          svc(c.e, "oms"),
          "WARN",
          `order ${o.id} MKT ${o.sym} rejected: MARKET_CLOSED (extended hours requires LMT)`,
        );
        rejectAtEntry(c, t, 422, "market_closed");
      });
    },
  },
  {
    kind: "margin-call-batch",
    at: [20, 30],
    phase: "eod",
    note: "the end-of-day margin run flags accounts below maintenance and queues margin calls",
    emit(c, from, _to) {
      const a = from + c.rng.int(30_000, 120_000);
      every(c.rng, a, a + 200_000, 220, (t) => {
        const acct = `${c.e.accountPrefix}-${c.rng.int(1000000, 9999999)}`;
        c.s.add(
          t,
          svc(c.e, "margin"),
          "WARN",
          `MAINTENANCE CALL ${acct}: equity ${c.rng.int(1000, 9000)}.00 < requirement ${c.rng.int(9100, 15000)}.00, call issued`,
        );
      });
      c.s.add(
        a + 201_000,
        svc(c.e, "margin"),
        "INFO",
        "margin call batch done: calls issued, notices queued for email",
      );
    },
  },
  {
    kind: "sftp-late-file-retries",
    at: [22, 40],
    phase: "eod",
    needs: ["clearing"],
    note: "the clearing file from the clearing firm arrives late; the puller retries until it is there",
    emit(c, from, _to) {
      const cl = svc(c.e, "clearing");
      let n = 1;
      const ok = from + c.rng.int(240_000, 420_000);
      every(c.rng, from + 10_000, ok, 30_000, (t) => {
        c.s.add(
          t,
          cl,
          "ERROR",
          `sftp get /outbound/POSITIONS_${c.e.accountPrefix}.csv failed: [Errno 2] No such file (attempt ${n++}/40)`,
        );
      });
      c.s.add(ok, cl, "INFO", `downloaded POSITIONS_${c.e.accountPrefix}.csv (${c.rng.int(9, 40)} MB), checksum ok`);
    },
  },
  {
    kind: "split-secmaster-update",
    at: [12, 30],
    phase: "pre",
    note: "a stock split is applied to the security master; open orders are adjusted with warnings",
    emit(c, from, to) {
      const sym = c.rng.pick(["NVDA", "AVGO", "CMG", "WMT"]);
      const t = from + c.rng.int(60_000, 200_000);
      c.s.add(
        t,
        svc(c.e, "oms"),
        "WARN",
        `corporate action ${sym} SPLIT 10:1 effective today: adjusting open GTC orders`,
      );
      every(c.rng, t, Math.min(to, t + 90_000), 300, (x) =>
        c.s.add(
          x,
          svc(c.e, "oms"),
          "WARN",
          `order ${c.e.accountPrefix}${c.rng.hex(10).toUpperCase()} ${sym} qty/price adjusted for split, client notified`,
        ),
      );
    },
  },
  {
    kind: "duplicate-clordid",
    at: MID,
    phase: "open",
    note: "a client retries order submission and the duplicates are rejected by idempotency",
    emit(c, from, to) {
      every(c.rng, from, to, 2200, (t) => {
        const o = newOrder(c);
        c.s.add(t, svc(c.e, "oms"), "ERROR", `duplicate clOrdId ${o.id} rejected (idempotency key seen 2s ago)`);
        rejectAtEntry(c, t, 409, "duplicate_client_order_id");
      });
    },
  },
  {
    kind: "too-late-to-cancel",
    at: OPEN,
    phase: "open",
    note: "cancels racing with fills get OrderCancelReject 'Too late to cancel'",
    emit(c, from, to) {
      const f = svc(c.e, "fix1");
      every(c.rng, from, to, 2000, (t) => {
        const o = newOrder(c);
        c.s.add(t, f, "WARN", `IN 35=9 11=${o.id} 434=1 102=0 58=Too late to cancel`);
        c.s.add(
          t + 3,
          svc(c.e, "oms"),
          "ERROR",
          `cancel ${o.id} failed: OrderCancelReject TOO_LATE_TO_CANCEL (order filled)`,
        );
      });
    },
  },
  {
    kind: "gc-pauses",
    at: OPEN,
    phase: "open",
    note: "a JVM service logs long GC pauses and humongous allocations but keeps serving",
    emit(c, from, to) {
      const r: Role =
        rt(c.e, "oms") === "java"
          ? "oms"
          : rt(c.e, "margin") === "java"
            ? "margin"
            : rt(c.e, "risk") === "java"
              ? "risk"
              : "sor";
      every(c.rng, from, to, 20_000, (t) =>
        c.s.add(
          t,
          svc(c.e, r),
          "WARN",
          `[gc] GC(${c.rng.int(300, 9000)}) Pause Young (G1 Humongous Allocation) ${c.rng.int(1200, 3400)}M->${c.rng.int(400, 1100)}M(4096M) ${c.rng.int(180, 900)}.${c.rng.int(100, 999)}ms`,
        ),
      );
    },
  },
  {
    kind: "cert-expiry-warning",
    at: MID,
    phase: "open",
    note: "services warn that a TLS certificate expires in 21 days",
    emit(c, from, to) {
      every(c.rng, from, to, 60_000, (t) =>
        c.s.add(
          t,
          svc(c.e, c.rng.pick(["edge", "fix1", "oms"] as Role[])),
          "WARN",
          "x509 certificate for *.internal expires in 21 days (2026-12-21T00:00:00Z), renewal scheduled",
        ),
      );
    },
  },
  {
    kind: "exchange-test-symbols",
    at: [13, 20],
    phase: "pre",
    note: "the exchange sends its test symbols in the morning and the router refuses to route them",
    emit(c, from, to) {
      every(c.rng, from, to, 1500, (t) =>
        c.s.add(
          t,
          svc(c.e, "sor"),
          "ERROR",
          `cannot route ${c.rng.pick(["ZVZZT", "ZXZZT", "ZBZZT"])}: test symbol, order rejected (client=QA-PROD-CHECK)`,
        ),
      );
    },
  },
  {
    kind: "websocket-disconnects",
    at: [20, 0],
    phase: "post",
    note: "at the close many app users background the app and their streaming sockets drop",
    emit(c, from, to) {
      const r: Role = has(c.e, "app") ? "app" : "edge";
      burst(c, from, to, 120, (t) =>
        c.s.add(
          t,
          svc(c.e, r),
          "WARN",
          `websocket closed code=1006 (abnormal closure) user=${c.rng.int(100000, 999999)} subscriptions=${c.rng.int(1, 30)}`,
        ),
      );
    },
  },
  {
    kind: "credential-stuffing-blocked",
    at: [8, 15],
    phase: "pre",
    note: "a credential-stuffing run fails logins and is blocked; real users log in fine",
    emit(c, from, to) {
      const r: Role = has(c.e, "app") ? "app" : "edge";
      burst(c, from, to, 180, (t) =>
        c.s.add(
          t,
          svc(c.e, r),
          "WARN",
          `login failed for user ${c.rng.hex(6)}@${c.rng.pick(["gmail.com", "yahoo.com", "outlook.com"])}: invalid password (ip 185.${c.rng.int(1, 254)}.${c.rng.int(1, 254)}.${c.rng.int(1, 254)}, blocked by rule cs-velocity)`,
        ),
      );
      every(c.rng, from, to, 3000, (t) =>
        c.s.add(t, svc(c.e, r), "INFO", access(rt(c.e, r), "POST", "/v2/session", 200, c.rng.int(60, 200))),
      );
    },
  },
  {
    kind: "crossed-market-open",
    at: [13, 29],
    phase: "open",
    note: "around the opening cross the feed reports crossed and locked markets briefly",
    emit(c, from, to) {
      burst(c, from, to, 400, (t) => {
        const sym = c.rng.pick(SYMBOLS);
        const p = Number(price(c.rng, sym));
        c.s.add(
          t,
          svc(c.e, "md"),
          "WARN",
          `crossed market ${sym}: bid ${(p + 0.02).toFixed(2)} > ask ${p.toFixed(2)}, suppressing NBBO update`,
        );
      });
    },
  },
  {
    kind: "price-collar-rejects",
    at: MID,
    phase: "open",
    note: "fat-finger collars reject limit orders far away from the market",
    emit(c, from, to) {
      every(c.rng, from, to, 2500, (t) => {
        const o = newOrder(c);
        c.s.add(
          t,
          svc(c.e, "risk"),
          "ERROR",
          `REJECT ${o.id}: PRICE_COLLAR limit ${(Number(o.px) * 1.4).toFixed(2)} > 10% from reference ${o.px}`,
        );
      });
    },
  },
  {
    kind: "rolling-restart",
    at: MID,
    phase: "open",
    note: "a rolling restart of the router drains connections; callers see refused connections and retry fine",
    emit(c, from, to) {
      const t0 = from + Math.floor((to - from) / 3);
      const sor = svc(c.e, "sor");
      for (let i = 0; i < 3; i++) {
        const t = t0 + i * 60_000;
        c.s.add(t, sor, "INFO", `SIGTERM received, draining replica ${i} (rollout ${c.rng.hex(6)})`);
        for (let k = 0; k < 6; k++)
          c.s.add(
            t + 500 + k * 300,
            svc(c.e, "oms"),
            "WARN",
            `route request to ${sor} failed: connection refused (replica ${i}), retrying on next replica`,
          );
        c.s.add(t + 9000, sor, "INFO", `replica ${i} ready`);
      }
    },
  },
  {
    kind: "cache-warmup-misses",
    at: [13, 0],
    phase: "pre",
    note: "after the morning restart the security-master cache misses while it warms up",
    emit(c, from, to) {
      every(c.rng, from, Math.min(to, from + 240_000), 150, (t) =>
        c.s.add(
          t,
          svc(c.e, "oms"),
          "WARN",
          `secmaster cache miss for ${c.rng.pick(SYMBOLS)} (cold cache, loading from store)`,
        ),
      );
    },
  },
  {
    kind: "recon-breaks",
    at: [22, 10],
    phase: "eod",
    needs: ["clearing"],
    note: "end-of-day reconciliation flags position breaks for the ops team, as every night",
    emit(c, from, to) {
      every(c.rng, from, to, 4000, (t) =>
        c.s.add(
          t,
          svc(c.e, "clearing"),
          "ERROR",
          `BREAK acct=${c.e.accountPrefix}-${c.rng.int(1000000, 9999999)} ${c.rng.pick(SYMBOLS)} internal=${c.rng.int(1, 300)} clearing=${c.rng.int(1, 300)} (dividend reinvestment pending)`,
        ),
      );
    },
  },
  {
    kind: "slow-queries-eod",
    at: [21, 15],
    phase: "eod",
    note: "the end-of-day batch runs heavy queries that show up in slow-query warnings",
    emit(c, from, to) {
      every(c.rng, from, to, 8000, (t) =>
        c.s.add(
          t,
          svc(c.e, "oms"),
          "WARN",
          `slow query ${c.rng.int(1100, 4800)}ms: SELECT * FROM executions WHERE trade_date = $1 AND account_id = ANY($2)`,
        ),
      );
    },
  },
  {
    kind: "kafka-rebalance",
    at: MID,
    phase: "open",
    note: "a consumer group rebalances after a deploy; lag grows and catches up",
    emit(c, from, to) {
      const r = svc(c.e, "risk");
      const t = from + Math.floor((to - from) / 2);
      c.s.add(
        t,
        r,
        "WARN",
        "[Consumer clientId=risk-1, groupId=risk-positions] Request joining group due to: group is already rebalancing",
      );
      c.s.add(
        t + 5,
        r,
        "INFO",
        "[Consumer clientId=risk-1, groupId=risk-positions] Revoke previously assigned partitions positions-0, positions-1, positions-2",
      );
      c.s.add(
        t + 3100,
        r,
        "INFO",
        "[Consumer clientId=risk-1, groupId=risk-positions] Adding newly assigned partitions: positions-0, positions-1",
      );
      for (let i = 1; i < 6; i++)
        c.s.add(t + i * 10_000, r, "WARN", `consumer lag positions-0: ${Math.round(42000 / i)} messages`);
    },
  },
  {
    kind: "fix-testrequest",
    at: OPEN,
    phase: "open",
    note: "a short network hiccup makes the FIX engine send TestRequests that the exchange answers",
    emit(c, from, to) {
      const f = svc(c.e, "fix1");
      every(c.rng, from + 60_000, to, 180_000, (t) => {
        c.s.add(t, f, "WARN", "Heartbeat timeout exceeded, sending TestRequest (112=TEST)");
        c.s.add(t + c.rng.int(200, 900), f, "INFO", "Received Heartbeat 112=TEST, session alive");
      });
    },
  },
  {
    kind: "ipo-not-open",
    at: [15, 10],
    phase: "open",
    note: "on an IPO day the symbol is not yet open and orders are queued until the first print",
    emit(c, from, to) {
      every(c.rng, from, to, 900, (t) =>
        c.s.add(
          t,
          svc(c.e, "oms"),
          "WARN",
          `order ${c.e.accountPrefix}${c.rng.hex(10).toUpperCase()} CRWV held: IPO not yet open for trading, queued`,
        ),
      );
    },
  },
  {
    kind: "ptp-clock-offset",
    at: MID,
    phase: "open",
    note: "the feed host's clock offset warning fires and is corrected by chrony",
    emit(c, from, to) {
      every(c.rng, from, to, 45_000, (t) =>
        c.s.add(
          t,
          svc(c.e, "md"),
          "WARN",
          `clock offset ${c.rng.int(120, 480)}us exceeds 100us, timestamps flagged (chrony slewing)`,
        ),
      );
    },
  },
  {
    kind: "aml-hold-rejects",
    at: MID,
    phase: "open",
    note: "accounts under compliance review are restricted to closing trades",
    emit(c, from, to) {
      every(c.rng, from, to, 4000, (t) => {
        const o = newOrder(c);
        c.s.add(
          t,
          svc(c.e, "risk"),
          "ERROR",
          `REJECT ${o.id} acct=${o.acct}: ACCOUNT_RESTRICTED (compliance hold, closing only)`,
        );
        rejectAtEntry(c, t, 403, "account_restricted");
      });
    },
  },
  {
    kind: "dropcopy-logout",
    at: [21, 0],
    phase: "post",
    needs: ["fix2"],
    note: "the second FIX session ends its day with a logout and reconnect attempts refused until schedule start",
    emit(c, from, to) {
      const f = svc(c.e, "fix2");
      const t0 = from + 60_000;
      c.s.add(t0, f, "INFO", "Received Logout 58=Session closed per schedule");
      every(c.rng, t0 + 30_000, to, 30_000, (t) =>
        c.s.add(t, f, "WARN", "Outside of session time window, not initiating logon"),
      );
    },
  },
  {
    kind: "opening-auction-no-print",
    at: [13, 25],
    phase: "pre",
    note: "before the opening print the OMS warns that it has no reference price for market orders",
    emit(c, from, to) {
      every(c.rng, from, to, 1300, (t) =>
        c.s.add(
          t,
          svc(c.e, "oms"),
          "WARN",
          `no opening print yet for ${c.rng.pick(SYMBOLS)}, MKT order held for opening cross`,
        ),
      );
    },
  },
  {
    kind: "deprecated-api-v1",
    at: MID,
    phase: "open",
    note: "old API clients keep calling v1 endpoints that answer with Sunset headers",
    emit(c, from, to) {
      every(c.rng, from, to, 700, (t) =>
        c.s.add(
          t,
          svc(c.e, "edge"),
          "WARN",
          `deprecated endpoint GET /v1/${c.rng.pick(["positions", "orders", "quotes"])} used by client_${c.rng.hex(6)} (Sunset: 2026-12-31)`,
        ),
      );
    },
  },
  {
    kind: "log-volume-usage",
    at: MID,
    phase: "open",
    note: "a log volume crosses a usage warning and logrotate compresses old files",
    emit(c, from, to) {
      const f = svc(c.e, "fix1");
      every(c.rng, from, to, 90_000, (t) =>
        c.s.add(
          t,
          f,
          "WARN",
          `message store volume /var/fix at ${c.rng.int(76, 81)}% (warn at 75%), rotating and compressing logs older than 7d`,
        ),
      );
    },
  },
  {
    kind: "ach-returns",
    at: [15, 30],
    phase: "open",
    needs: ["funding"],
    note: "the morning ACH return file is processed; every return is logged as an error as usual",
    emit(c, from, to) {
      every(c.rng, from, Math.min(to, from + 300_000), 1200, (t) =>
        c.s.add(
          t,
          svc(c.e, "funding"),
          "ERROR",
          `ACH return ${c.rng.pick(["R01 Insufficient Funds", "R03 No Account", "R02 Account Closed", "R10 Unauthorized"])} for DEP-${c.rng.hex(8)}, reversing credit`,
        ),
      );
    },
  },
  {
    kind: "options-approval-rejects",
    at: OPEN,
    phase: "open",
    note: "clients without options approval try to buy options and are refused with 403",
    emit(c, from, to) {
      every(c.rng, from, to, 2800, (t) => {
        const o = newOrder(c);
        c.s.add(t, svc(c.e, "risk"), "WARN", `REJECT ${o.id} acct=${o.acct}: options level 0, order requires level 2`);
        rejectAtEntry(c, t, 403, "options_not_approved");
      });
    },
  },
  {
    kind: "handled-exception-stack",
    at: MID,
    phase: "open",
    note: "a handled validation exception with a full stack trace is logged for malformed client payloads",
    emit(c, from, to) {
      const r: Role = "oms";
      const run = rt(c.e, r);
      const header =
        run === "java"
          ? `java.lang.IllegalArgumentException: No enum constant ${c.e.pkg}.orders.TimeInForce.GTX`
          : run === "dotnet"
            ? "System.ArgumentException: Requested value 'GTX' was not found."
            : run === "python"
              ? "ValueError: 'GTX' is not a valid TimeInForce"
              : run === "node"
                ? "TypeError: Invalid enum value. Expected 'DAY' | 'GTC' | 'IOC', received 'GTX'"
                : run === "ruby"
                  ? "ArgumentError: 'GTX' is not a valid time_in_force"
                  : "";
      every(c.rng, from, to, 12_000, (t) =>
        c.s.add(
          t,
          svc(c.e, r),
          "ERROR",
          `request rejected: invalid order payload (timeInForce=GTX)${header ? "" : ': unknown time in force "GTX"'}`,
          {
            stack: header
              ? stack(run, c.e.pkg, svc(c.e, r), header, [
                  ["api.OrderMapper", "toDomain"],
                  ["api.OrderController", "submit"],
                ])
              : undefined,
          },
        ),
      );
    },
  },
];
