// The twelve quiet windows, three per estate: healthy estates that still log alarming-looking ERROR and WARN lines
// (card testing, planned restarts with a few refused connections, retried deadlocks, bounces, bots, rate-limited
// scrapers, rebalances, single handled exceptions). An on-call engineer would not page on any of them.
import { rollingRestart } from "./changes.js";
import { maskedEmail, publicIp, sku, vehicle, vin } from "./domain.js";
import { PP } from "./estate-partspilot.js";
import { TP, TP_BRANCHES, TP_SUPPLIERS, tpAccount } from "./estate-tradeparts.js";
import { TF, TF_HOST } from "./estate-tyrefit.js";
import { WW, WW_LOCKERS, wwCustomer, wwOrder } from "./estate-wheelwise.js";
import { GO_HTTP } from "./frames.js";
import { clfTime } from "./runtimes.js";
import { dotnetTrace, goRecoveredPanic, javaTrace, pyTrace, rubyTrace } from "./stacks.js";
import type { Scn } from "./stream.js";
import type { Quiet } from "./types.js";

/** A time somewhere in the middle of the window. */
function mid(s: Scn, a = 0.2, b = 0.8): number {
  return Math.round(s.t0 + s.r.range(a, b) * (s.t1 - s.t0));
}

const ppCardTesting: Quiet = {
  key: "pp-quiet-card-testing",
  estate: "partspilot",
  note: "A card-testing bot hammers checkout from one address and is declined and then rate limited; a vendor slowdown recovers on its own and one odd vehicle throws a handled exception. Nothing is broken.",
  run(s) {
    const r = s.r;
    const ip = publicIp(r);
    const t0 = mid(s, 0.15, 0.4);
    const t1 = t0 + r.int(90_000, 200_000);
    s.poisson(t0, t1, 0.6, (t) => {
      const ref = `psp_${r.hex(16)}`;
      s.emit(
        t,
        PP.pay,
        "info",
        `authorise amount=1.00 currency=GBP psp=paystream ref=${ref} result=refused reason="${r.pick(["Do not honor", "Invalid card number", "Expired card", "Incorrect CVC"])}"`,
      );
      s.emit(t + 20, PP.checkout, "info", `Checkout b_${r.hex(10)} declined by payment provider`);
      s.emit(t + 40, PP.bff, "info", `POST /api/checkout 402 ${r.int(300, 600)}ms`);
    });
    s.every(t0 + 30_000, t1, 30_000, 500, (t) =>
      s.emit(
        t,
        PP.pay,
        "warn",
        `fraud rule velocity_card_testing blocked ${r.int(5, 20)} attempts from ${ip} in last 30s`,
      ),
    );
    s.poisson(t1, Math.min(s.t1, t1 + 120_000), 0.3, (t) =>
      s.emit(t, PP.bff, "warn", `rate limit exceeded for ${ip} on POST /api/checkout (30/min), responding 429`),
    );
    const slow = mid(s, 0.5, 0.8);
    s.emit(slow, PP.plate, "warn", `provider vdc slow: p95=${r.int(1600, 2400)}ms over last 30s (threshold 1500ms)`);
    s.emit(
      slow + r.int(40_000, 70_000),
      PP.plate,
      "info",
      `provider vdc latency back to normal: p95=${r.int(180, 260)}ms`,
    );
    s.emit(
      mid(s),
      PP.fit,
      "error",
      `Unexpected fitment data for ktype=${r.int(90_000, 99_999)}, returning empty result`,
      {
        logger: "c.p.fitment.FitmentService",
        errType: "java.lang.IllegalStateException",
        stack: javaTrace(
          `java.lang.IllegalStateException: Duplicate key 402 (attempted merging values BRAKE_PAD_SET and BRAKE_PAD_SET_REAR)`,
          [
            "java.base/java.util.stream.Collectors.duplicateKeyException(Collectors.java:135)",
            "java.base/java.util.stream.Collectors.lambda$uniqKeysMapAccumulator$1(Collectors.java:182)",
            "com.partspilot.fitment.FitmentService.groupByGenericArticle(FitmentService.java:201)",
            "com.partspilot.fitment.FitmentService.resolve(FitmentService.java:121)",
          ],
        ),
      },
    );
  },
};

const ppPlannedDeploy: Quiet = {
  key: "pp-quiet-rolling-deploy",
  estate: "partspilot",
  note: "Planned rolling deploys of basket and checkout: a few refused connections while pods cycle, each retried successfully; one order-service deadlock is retried and succeeds; a supplier feed has three bad rows.",
  run(s) {
    const r = s.r;
    const t = mid(s, 0.2, 0.45);
    rollingRestart(s, PP.basket, t);
    for (let i = 0; i < r.int(2, 4); i++) {
      const u = t + r.int(500, 40_000);
      s.emit(
        u,
        PP.bff,
        "warn",
        `basket-service request failed: connect ECONNREFUSED 10.43.${r.int(80, 90)}.${r.int(2, 250)}:8080 (attempt 1/3), retrying`,
      );
      s.emit(u + r.int(60, 200), PP.bff, "info", `basket-service retry succeeded (attempt 2/3)`);
    }
    rollingRestart(s, PP.checkout, t + r.int(120_000, 200_000));
    const dl = mid(s, 0.5, 0.85);
    const order = `PP-${r.int(1_040_000, 1_099_999)}`;
    s.emit(
      dl,
      PP.orders,
      "warn",
      `Retrying SaveChanges for order ${order} after transient failure 40P01 (attempt 1 of 3, delay 200ms)`,
    );
    s.emit(dl + 260, PP.orders, "info", `Order ${order} created after retry`);
    const fr = mid(s, 0.1, 0.9);
    for (let i = 0; i < 3; i++)
      s.emit(fr + i * 3, PP.stock, "warn", `brakeline-dist row ${r.int(100, 2000)}: qty '' rejected (sku ${sku(r)})`);
    s.emit(
      fr + 20,
      PP.stock,
      "info",
      `feed brakeline-dist: 3 rows rejected (0.1%), below threshold 5%, snapshot applied`,
    );
  },
};

const ppBounces: Quiet = {
  key: "pp-quiet-bounces",
  estate: "partspilot",
  note: "A win-back email campaign to old addresses produces a burst of SMTP 550 bounces, a partner integration sends malformed plates that are rejected with 400, courier webhooks arrive twice and one unusual payment webhook panics a handler once (recovered, redelivered); all expected.",
  run(s) {
    const r = s.r;
    const t = mid(s, 0.1, 0.4);
    s.emit(t - 2000, PP.mail, "info", `CampaignMailer winback_spring enqueued ${r.int(800, 2000)} messages`);
    s.poisson(t, Math.min(s.t1, t + r.int(200_000, 400_000)), 0.5, (u) =>
      s.emit(
        u,
        PP.mail,
        "error",
        `CampaignMailer#winback failed: Net::SMTPFatalError: 550 5.1.1 <${maskedEmail(r)}>: Recipient address rejected: ${r.pick(["User unknown", "mailbox unavailable", "Address does not exist"])}`,
      ),
    );
    s.poisson(s.t0, s.t1, 1 / 25, (u) => {
      const bad = r.pick(["N/A", "TBC", "UNKNOWN", "0", "-"]);
      s.emit(u, PP.plate, "warn", `vrm='${bad}' rejected: invalid format (client=partner-fleetcare)`);
      s.emit(u + 3, PP.bff, "info", `GET /api/vehicles/${encodeURIComponent(bad)} 400 ${r.int(3, 9)}ms`);
    });
    const p = mid(s);
    const g = r.int(20_000, 90_000);
    s.emit(
      p,
      PP.pay,
      "error",
      `http: panic serving 10.42.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30_000, 60_000)}: runtime error: invalid memory address or nil pointer dereference`,
      {
        errType: "runtime.Error",
        stack: goRecoveredPanic(
          [
            ["net/http.(*conn).serve.func1()", "/usr/local/go/src/net/http/server.go:1947 +0xbe"],
            ["panic({0xa1b2c0?, 0x11c4e90?})", "/usr/local/go/src/runtime/panic.go:785 +0x132"],
            [
              "github.com/partspilot/payments/internal/webhooks.(*Handler).handleDispute(0xc0003a2100, {0xc0004d8000?, 0x1f4?, 0x200?})",
              "/src/internal/webhooks/dispute.go:57 +0x4a",
            ],
            [
              "github.com/partspilot/payments/internal/webhooks.(*Handler).ServeHTTP(0xc0003a2100, {0x1a3c1e0, 0xc0004c61c0}, 0xc000114360)",
              "/src/internal/webhooks/handler.go:88 +0x2f1",
            ],
            ...GO_HTTP.slice(2),
          ],
          g,
        ),
      },
    );
    s.emit(
      p + r.int(30_000, 60_000),
      PP.pay,
      "info",
      "webhook evt_dispute_funds_withdrawn redelivered by paystream, processed via fallback handler",
    );
    s.poisson(s.t0, s.t1, 1 / 40, (u) =>
      s.emit(
        u,
        PP.courier,
        "error",
        `duplicate tracking webhook evt_${r.hex(12)} for PN${r.digits(12)} (already processed), ignored`,
      ),
    );
  },
};

function tfEdgeErr(s: Scn, t: number, text: string, req: string): void {
  const r = s.r;
  const w = r.int(20, 40);
  s.emit(
    t,
    TF.edge,
    "error",
    `[error] ${w}#${w}: *${r.int(10_000, 999_999)} ${text}, client: ${publicIp(r)}, server: ${TF_HOST}, request: "${req}", host: "${TF_HOST}"`,
  );
}

const tfSaturdayRush: Quiet = {
  key: "tf-quiet-saturday-rush",
  estate: "tyrefit",
  note: "Busy booking period: many 'slot already taken' conflicts, the edge's per-IP limiter rejects a slot scraper, and one garage DMS call times out and succeeds on retry. Healthy.",
  run(s) {
    const r = s.r;
    s.poisson(s.t0, s.t1, 1 / 15, (t) => {
      const g = `G${r.int(1001, 1399)}`;
      s.emit(
        t,
        TF.slots,
        "info",
        `hold rejected garage=${g} slot=2026-06-0${r.int(1, 9)}T${r.int(8, 16)}:30: already taken`,
      );
      s.emit(
        t + 8,
        TF.booking,
        "info",
        `method=POST path=/v1/bookings format=json controller=BookingsController action=create status=409 duration=${r.range(10, 30).toFixed(2)} view=0.40 db=3.10`,
      );
    });
    const a = mid(s, 0.2, 0.5);
    const ip = publicIp(r);
    s.poisson(a, a + r.int(120_000, 240_000), 0.5, (t) => {
      const w = r.int(20, 40);
      s.emit(
        t,
        TF.edge,
        "error",
        `[error] ${w}#${w}: *${r.int(10_000, 999_999)} limiting requests, excess: ${r.range(5, 20).toFixed(3)} by zone "per_ip", client: ${ip}, server: ${TF_HOST}, request: "GET /v1/garages/G${r.int(1001, 1399)}/slots?date=2026-06-06 HTTP/1.1", host: "${TF_HOST}"`,
      );
      s.emit(
        t + 1,
        TF.edge,
        "info",
        `${ip} - - [${clfTime(t + (s.skew.get(TF.edge) ?? 0))}] "GET /v1/garages/G${r.int(1001, 1399)}/slots HTTP/1.1" 503 197 "-" "python-requests/2.31.0" rt=0.000 urt=- req_id=${r.hex(32)}`,
      );
    });
    const g = mid(s);
    s.emit(g, TF.sync, "warn", `garage G${r.int(1001, 1399)}: DMS diary fetch timed out after 10s, retrying (1/3)`);
    s.emit(g + r.int(2000, 6000), TF.sync, "info", "garage diary fetch succeeded on retry 2/3");
  },
};

const tfCanary: Quiet = {
  key: "tf-quiet-catalog-deploy",
  estate: "tyrefit",
  note: "A planned tf-tyre-catalog deploy: the edge logs a couple of refused connections while pods cycle and disables one upstream briefly; abandoned 3-D Secure challenges and one SMS provider 500 that is retried successfully.",
  run(s) {
    const r = s.r;
    const t = mid(s, 0.25, 0.6);
    rollingRestart(s, TF.tyres, t);
    for (let i = 0; i < r.int(2, 3); i++) {
      const ip = `10.44.9.${r.int(2, 60)}`;
      tfEdgeErr(
        s,
        t + r.int(200, 30_000),
        `connect() failed (111: Connection refused) while connecting to upstream, upstream: "http://${ip}:8080/v1/tyres"`,
        "GET /v1/tyres?size=205%2F55R16 HTTP/1.1",
      );
    }
    s.poisson(s.t0, s.t1, 1 / 60, (u) =>
      s.emit(
        u,
        TF.pay,
        "warn",
        `3DS challenge abandoned by customer for pi_${r.hex(14)} after ${r.int(300, 900)}s, payment intent cancelled`,
      ),
    );
    const n = mid(s);
    s.emit(
      n,
      TF.notify,
      "warn",
      `textwave POST /Messages.json -> 500 Internal Server Error, retrying in 2s (attempt 1/3)`,
    );
    s.emit(
      n + 2100,
      TF.notify,
      "info",
      `sms queued to +44 7*** ***${r.digits(3)} template=booking_confirmed provider=textwave (attempt 2/3)`,
    );
  },
};

const tfRebalance: Quiet = {
  key: "tf-quiet-rebalance",
  estate: "tyrefit",
  note: "tf-stock's consumer group rebalances after a depot consumer joins, a forced app re-login produces a spike of expired-JWT 401s, one customer's booking history hits a NoMethodError for a closed garage once, and van telematics heartbeats run late; all normal.",
  run(s) {
    const r = s.r;
    const t = mid(s);
    s.emit(
      t,
      TF.stock,
      "info",
      "[Consumer clientId=consumer-tf-stock-1, groupId=tf-stock] Request joining group due to: group is already rebalancing",
      { logger: "o.a.k.c.c.internals.ConsumerCoordinator" },
    );
    s.emit(
      t + 5,
      TF.stock,
      "warn",
      "[Consumer clientId=consumer-tf-stock-1, groupId=tf-stock] Revoking previously assigned partitions [depot.stock.v2-0, depot.stock.v2-1, depot.stock.v2-2]",
      { logger: "o.a.k.c.c.internals.ConsumerCoordinator" },
    );
    s.emit(
      t + r.int(3000, 6000),
      TF.stock,
      "info",
      "[Consumer clientId=consumer-tf-stock-1, groupId=tf-stock] Adding newly assigned partitions: depot.stock.v2-0, depot.stock.v2-1",
      { logger: "o.a.k.c.c.internals.ConsumerCoordinator" },
    );
    const a = mid(s, 0.1, 0.5);
    s.poisson(a, a + r.int(60_000, 180_000), 0.8, (u) =>
      s.emit(u, TF.booking, "info", "JWT rejected: Signature has expired (exp 14h ago), asking client to refresh"),
    );
    const n = mid(s);
    s.emit(n, TF.booking, "error", "NoMethodError (undefined method `display_name' for nil):", {
      errType: "NoMethodError",
      stack: rubyTrace([
        "",
        "app/views/bookings/_garage.json.jbuilder:3",
        "app/views/me/bookings/index.json.jbuilder:5",
        "app/controllers/me/bookings_controller.rb:9:in `index'",
      ]),
    });
    s.emit(
      n + 2,
      TF.booking,
      "info",
      "method=GET path=/v1/me/bookings format=json controller=Me::BookingsController action=index status=500 duration=41.22 view=12.10 db=6.31",
    );
    s.emit(
      n + 60_000,
      TF.booking,
      "info",
      "garage G1044 (closed site) hidden from booking history by support script; booking history serving normally",
    );
    s.poisson(s.t0, s.t1, 1 / 30, (u) =>
      s.emit(
        u,
        TF.vans,
        "warn",
        `van VAN-${String(r.int(1, 24)).padStart(2, "0")} telematics heartbeat late by ${r.int(70, 400)}s, using last known position`,
      ),
    );
  },
};

const tpMonthEnd: Quiet = {
  key: "tp-quiet-month-end",
  estate: "tradeparts",
  note: "Month-end: more credit holds for garages over their limits, a user locks themselves out, a slow pricebook query, and one invoice PDF render that fails and succeeds on retry.",
  run(s) {
    const r = s.r;
    s.poisson(s.t0, s.t1, 1 / 20, (t) =>
      s.emit(
        t,
        TP.credit,
        "info",
        `credit hold account=${tpAccount(r)}: exposure ${r.int(4800, 9000)}.${r.digits(2)} + order ${r.int(20, 900)}.${r.digits(2)} exceeds limit 5000.00`,
      ),
    );
    const l = mid(s);
    for (let i = 1; i <= 5; i++)
      s.emit(
        l + i * r.int(4000, 9000),
        TP.identity,
        "warn",
        `Login failed for u_3fa91c: invalid password (attempt ${i})`,
      );
    s.emit(l + 50_000, TP.identity, "warn", "User u_3fa91c locked out after 5 failed attempts");
    s.emit(
      mid(s),
      TP.prices,
      "warn",
      `Slow query (2143 ms): RuleRepository.forAccount account=${tpAccount(r)} rules=1890`,
      { logger: "c.t.pricebook.rules.RuleRepository" },
    );
    const p = mid(s);
    s.emit(
      p,
      TP.invoicing,
      "error",
      `InvoicePdfJob failed for INV-${r.int(500_000, 599_999)}: Grover::JavaScriptError: net::ERR_CONNECTION_RESET at http://pdf-renderer/render (will retry)`,
    );
    s.emit(p + r.int(20_000, 40_000), TP.invoicing, "info", "InvoicePdfJob retry succeeded (attempt 2)");
  },
};

const tpEdiResend: Quiet = {
  key: "tp-quiet-edi-resend",
  estate: "tradeparts",
  note: "A supplier resends yesterday's files (duplicates skipped), one malformed despatch advice is quarantined, and stock-ledger is chosen as a SQL Server deadlock victim once and succeeds on retry.",
  run(s) {
    const r = s.r;
    s.poisson(s.t0, s.t1, 1 / 45, (t) =>
      s.emit(t, TP.edi, "warn", `duplicate interchange control number ${r.digits(9)} from febi-uk, file skipped`),
    );
    s.emit(
      mid(s),
      TP.edi,
      "error",
      `EDI syntax error in DESADV from autoparts-nl: segment 14 (UNH) missing, file quarantined to /data/edi/quarantine/`,
    );
    const d = mid(s);
    s.emit(d, TP.ledger, "warn", "Reservation retry after transient SQL error", {
      errType: "Microsoft.Data.SqlClient.SqlException",
      stack: dotnetTrace(
        "Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID 73) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
        [
          "Microsoft.Data.SqlClient.SqlCommand.ExecuteNonQueryAsync(CancellationToken cancellationToken)",
          "TradeParts.StockLedger.Reservations.ReservationWriter.WriteAsync(Reservation r) in /src/TradeParts.StockLedger/Reservations/ReservationWriter.cs:line 58",
        ],
      ),
    });
    s.emit(
      d + 180,
      TP.ledger,
      "info",
      `Reserved ${r.int(1, 6)} line(s) for order TP${r.int(7_700_000, 7_799_999)} at ${r.pick(TP_BRANCHES)} (after retry)`,
    );
    s.emit(mid(s), TP.edi, "info", `supplier ${r.pick(TP_SUPPLIERS)}: resend of ${r.int(3, 9)} files acknowledged`);
  },
};

const tpWmsRestart: Quiet = {
  key: "tp-quiet-wms-restart",
  estate: "tradeparts",
  note: "A planned wms restart makes order-events retry a few deliveries (all succeed), a despatch printer runs out of paper and is refilled, and telematics positions are briefly slow.",
  run(s) {
    const r = s.r;
    const t = mid(s, 0.2, 0.5);
    rollingRestart(s, TP.wms, t);
    for (let i = 0; i < r.int(2, 4); i++) {
      const u = t + r.int(500, 45_000);
      const o = `TP${r.int(7_700_000, 7_799_999)}`;
      s.emit(
        u,
        TP.events,
        "warn",
        `delivery of order.created ${o} to wms failed: connect ECONNREFUSED 10.40.8.22:8080, retry 1/5 in 10s`,
      );
      s.emit(u + 10_050, TP.events, "info", `delivery of order.created ${o} to wms succeeded on retry 1`);
    }
    const p = mid(s);
    s.emit(p, TP.labels, "warn", "printer lds-despatch-02 reports PAPER_OUT, 2 label(s) held in queue");
    s.emit(
      p + r.int(60_000, 180_000),
      TP.labels,
      "info",
      "printer lds-despatch-02 back ONLINE, printed 2 held label(s)",
    );
    s.emit(mid(s), TP.vans, "warn", `position poll slow: ${r.int(2100, 3900)}ms (threshold 2000ms)`);
  },
};

const wwCredentialStuffing: Quiet = {
  key: "ww-quiet-credential-stuffing",
  estate: "wheelwise",
  note: "A credential-stuffing run fails sign-in after sign-in and is throttled by accounts and shop-api's limiter; finance applications are declined for affordability as usual.",
  run(s) {
    const r = s.r;
    const ip = publicIp(r);
    const t = mid(s, 0.1, 0.4);
    const end = t + r.int(150_000, 300_000);
    s.poisson(t, end, 1.1, (u) => {
      s.emit(u, WW.accounts, "info", `Sign-in failed for ${wwCustomer(r)}: invalid password`);
      s.emit(u + 3, WW.shop, "warn", `POST /api/auth/login 401 ${r.int(40, 90)}ms`);
    });
    s.every(t + 30_000, end, 30_000, 200, (u) =>
      s.emit(u, WW.accounts, "warn", `Sign-in throttled for ${ip}: ${r.int(20, 40)} failures in 60s, blocking for 15m`),
    );
    s.poisson(end, Math.min(s.t1, end + 90_000), 0.4, (u) =>
      s.emit(u, WW.shop, "warn", `POST /api/auth/login 429 1ms (rate limit per_ip ${ip})`),
    );
    s.poisson(s.t0, s.t1, 1 / 30, (u) =>
      s.emit(
        u,
        WW.finance,
        "info",
        `application FA-${r.int(300_000, 399_999)} for ${wwOrder(r)} lender=northbank decision=declined reason=${r.pick(["affordability", "credit_score", "identity_unverified"])}`,
      ),
    );
  },
};

const wwLockerFaults: Quiet = {
  key: "ww-quiet-locker-faults",
  estate: "wheelwise",
  note: "Locker door faults are reported, one locker provider call returns 503 and succeeds on retry, store-stock's consumer rebalances, and couriers report address exceptions; nothing is failing.",
  run(s) {
    const r = s.r;
    s.poisson(s.t0, s.t1, 1 / 40, (t) =>
      s.emit(
        t,
        WW.collect,
        "error",
        `locker ${r.pick(WW_LOCKERS)} door ${r.int(1, 40)} failed to open for collection ${wwOrder(r)} (provider code DOOR_JAM), customer directed to staffed counter`,
      ),
    );
    const p = mid(s);
    s.emit(p, WW.collect, "warn", `parcelbox POST /reservations -> 503 Service Unavailable, retrying in 1s`);
    s.emit(
      p + 1100,
      WW.collect,
      "info",
      `reserved locker compartment at ${r.pick(WW_LOCKERS)} for ${wwOrder(r)} (after retry)`,
    );
    const k = mid(s);
    s.emit(
      k,
      WW.stock,
      "warn",
      "[Consumer clientId=store-stock-0, groupId=store-stock] Revoking previously assigned partitions [store-inventory-0, store-inventory-1, store-inventory-2]",
      { logger: "o.a.k.c.c.internals.ConsumerCoordinator" },
    );
    s.emit(
      k + r.int(2000, 5000),
      WW.stock,
      "info",
      "[Consumer clientId=store-stock-0, groupId=store-stock] Adding newly assigned partitions: store-inventory-0, store-inventory-1, store-inventory-2",
      { logger: "o.a.k.c.c.internals.ConsumerCoordinator" },
    );
    s.poisson(s.t0, s.t1, 1 / 50, (t) =>
      s.emit(
        t,
        WW.courier,
        "warn",
        `delivery exception order=${wwOrder(r)} carrier=swiftpost code=ADDRESS_NOT_FOUND, customer contacted`,
      ),
    );
  },
};

const wwReindex: Quiet = {
  key: "ww-quiet-reindex",
  estate: "wheelwise",
  note: "search-gw swaps its index alias after a reindex and a few searches fail once and succeed on retry; vehicle-graph logs a long GC pause and the VIN vendor times out twice with successful retries.",
  run(s) {
    const r = s.r;
    const t = mid(s, 0.3, 0.7);
    s.emit(
      t - 60_000,
      WW.search,
      "info",
      "reindex parts-2026-05 -> parts-2026-05b complete (1,204,332 docs), swapping alias parts",
    );
    s.emit(t, WW.search, "warn", "alias parts swapped to parts-2026-05b; closing old index in 300s");
    for (let i = 0; i < r.int(2, 4); i++) {
      const u = t + r.int(10, 4000);
      s.emit(
        u,
        WW.search,
        "error",
        "search failed: ResponseError: index_not_found_exception: [index_not_found_exception] Reason: no such index [parts-2026-05]; retrying against alias",
      );
      s.emit(u + r.int(20, 80), WW.search, "info", `search retry ok hits=${r.int(1, 200)}`);
    }
    s.emit(mid(s), WW.graph, "warn", `GC pause ${r.int(900, 1600)}ms (G1 Evacuation Pause, young), heap 3.1G->1.2G`, {
      logger: "c.w.graph.metrics.JvmMonitor",
    });
    for (let i = 0; i < 2; i++) {
      const u = mid(s);
      const v = vin(r);
      s.emit(u, WW.vin, "warn", `vinspec decode ${v} timed out after 5.0s, retrying (1/2)`, {
        errType: "httpx.ReadTimeout",
        stack: pyTrace(
          [["/app/vin_decoder/vendor.py", 44, "decode", 'resp = await self.client.get(f"/v2/decode/{vin}")']],
          "httpx.ReadTimeout: timed out",
        ),
      });
      s.emit(
        u + r.int(300, 900),
        WW.vin,
        "info",
        `decoded VIN ${v} -> ${vehicle(r).make} source=vinspec in ${r.int(300, 900)}ms (retry)`,
      );
    }
  },
};

export const QUIET_WINDOWS: Quiet[] = [
  ppCardTesting,
  ppPlannedDeploy,
  ppBounces,
  tfSaturdayRush,
  tfCanary,
  tfRebalance,
  tpMonthEnd,
  tpEdiResend,
  tpWmsRestart,
  wwCredentialStuffing,
  wwLockerFaults,
  wwReindex,
];
