// The eight incidents, one per category, each written from how such faults show in public postmortems: the
// origin is often quieter than its callers, callers report the failure in their own words, an unrelated deploy
// lands nearby, and noise kinds that share the fault's words are forced into the window.
import { rollingDeploy, startupLines } from "./lifecycle.js";
import {
  clientIp,
  completionLine,
  dotnetTrace,
  javaTrace,
  nodeTrace,
  phpTrace,
  podIp,
  pyTrace,
  rubyTrace,
} from "./shapes.js";
import type { Rec, Svc } from "./types.js";
import type { PlannedRequest, Win } from "./window.js";

export interface Incident {
  id: string;
  category: string;
  estate: string;
  origin: string;
  /** Services the window must show. */
  needs: string[];
  /** Noise kinds that use the fault's words, always added to the window. */
  lookalikes: string[];
  hints: string[];
  severity: "medium" | "high";
  /** Writes the fault (origin, callers, interceptors, nearby unrelated deploy) starting at true time t0. */
  build: (w: Win, t0: number) => void;
  note: string;
}

const svc = (w: Win, name: string): Svc => {
  const s = w.svcs.find((x) => x.name === name);
  if (!s) throw new Error(`window lacks ${name}`);
  return s;
};

/** Probability a request at t fails: from `p0` at t0 rising to `p1` over `rampMs`. */
const ramp = (t: number, t0: number, p0: number, p1: number, rampMs: number) =>
  t < t0 ? 0 : Math.min(p1, p0 + ((p1 - p0) * (t - t0)) / rampMs);

const rec = (t: number, s: Svc | string, level: Rec["level"], msg: string, req?: string): Rec => {
  const x: Rec = { t: Math.round(t), svc: typeof s === "string" ? s : s.name, level, msg };
  if (req) x.req = req;
  return x;
};

/** An unrelated rolling deploy of one bystander within a few minutes of the fault. */
function nearbyDeploy(w: Win, t0: number, name: string): void {
  rollingDeploy(w, svc(w, name), t0 + w.r.int(-180000, 60000), false);
}

const edgeLine = (w: Win, q: PlannedRequest, t: number, status: number, ms: number, upstream?: string) => {
  const a = w.access(
    { t, method: q.method, path: q.path, status, ms, upstream: upstream ?? q.chain[0]?.name, req: q.ids(0) },
    q.instore,
  );
  return a;
};

/** Takes a just-written access record back out of the window so an interceptor can return it with the rest. */
const take = (w: Win, x: Rec): Rec => {
  w.recs.splice(w.recs.lastIndexOf(x), 1);
  return x;
};

// ------------------------------------------------------------------ authentication: rotated DB password

const authRotatedPassword: Incident = {
  id: "auth-rotated-db-password",
  category: "authentication",
  estate: "guppy",
  origin: "rewards_card",
  needs: ["haproxy_edge", "storefront_php", "order_desk", "rewards_card", "kiosk_results", "card_payments"],
  lookalikes: ["failedLogins", "tokenRefresh"],
  hints: ["password", "authentication", "credential", "auth", "28p01"],
  severity: "medium",
  note: "the database password of rewards_card was rotated without the service picking it up: each new pooled connection fails with PG password authentication failed (28P01) at ERROR, sparsely, while order_desk, storefront_php and kiosk_results complain loudly about rewards 500s in their own words, next to customer login failures and an unrelated order_desk deploy",
  build(w, t0) {
    const r = w.r;
    const rc = svc(w, "rewards_card");
    nearbyDeploy(w, t0, "order_desk");
    const pgErr = () =>
      rubyTrace(
        `PG::ConnectionBad: connection to server at "10.44.${r.int(0, 3)}.15", port 5432 failed: FATAL:  password authentication failed for user "rewards_app"`,
        [
          "activerecord (7.1.4) lib/active_record/connection_adapters/postgresql_adapter.rb:60:in `new_client'",
          "activerecord (7.1.4) lib/active_record/connection_adapters/abstract/connection_pool.rb:703:in `checkout_new_connection'",
          "app/models/member_balance.rb:14:in `for_member'",
          "app/controllers/balances_controller.rb:9:in `show'",
        ],
      );
    w.push(t0 + r.int(100, 2000), rc, "error", pgErr());
    w.interceptors.push((w2, q) => {
      if (!q.chain.includes(rc) || !r.chance(ramp(q.t, t0, 0.25, 0.92, 240000))) return undefined;
      const out: Rec[] = [];
      let t = q.t + r.int(2, 10);
      const first = q.chain[0];
      const roll = r.next();
      if (roll < 0.2) out.push(rec(t + 40, rc, "error", pgErr(), q.ids(2)));
      else if (roll < 0.36)
        out.push(
          rec(
            t + 40,
            rc,
            "error",
            `ActiveRecord::ConnectionNotEstablished (connection to server failed: FATAL:  password authentication failed for user "rewards_app")`,
            q.ids(2),
          ),
        );
      out.push(rec(t + 45, rc, "info", completionLine(rc, r, "GET", "/members/balance", 500, r.int(20, 90)), q.ids(2)));
      t += 60;
      if (first.name === "kiosk_results") {
        out.push(
          rec(
            t,
            first,
            "error",
            pyTrace(
              [
                ["/app/kiosk_results/points.py", 57, "award_test_points", "resp.raise_for_status()"],
                [
                  "/usr/local/lib/python3.12/site-packages/httpx/_models.py",
                  829,
                  "raise_for_status",
                  "raise HTTPStatusError(message, request=request, response=self)",
                ],
              ],
              `httpx.HTTPStatusError: Server error '500 Internal Server Error' for url 'http://rewards_card:3000/members/${r.int(1000, 98000)}/award'`,
            ),
            q.ids(1),
          ),
        );
        out.push(
          rec(
            t + 2,
            first,
            "warn",
            `kiosk_results.points: water-test points not awarded, queued for retry (queue depth ${r.int(10, 400)})`,
            q.ids(1),
          ),
        );
        out.push(take(w2, edgeLine(w2, q, t + 5, 200, r.int(40, 120))));
      } else if (q.path.includes("checkout")) {
        const od = svc(w, "order_desk");
        out.push(
          rec(
            t,
            od,
            "warn",
            `RewardsCard::Client: POST /redemptions answered 500 Internal Server Error; order ${r.int(400000, 499999)} placed without member discount`,
            q.ids(2),
          ),
        );
        out.push(
          rec(
            t + 3,
            first,
            "error",
            `production.ERROR: member discount could not be applied at checkout {"upstream":"order_desk","rewards_status":500}`,
            q.ids(1),
          ),
        );
        out.push(take(w2, edgeLine(w2, q, t + 8, 201, r.int(250, 700))));
      } else {
        out.push(
          rec(
            t,
            first,
            "error",
            phpTrace(
              `production.ERROR: GuzzleHttp\\Exception\\ServerException: Server error: \`GET http://rewards_card:3000/members/${r.int(1000, 98000)}/balance\` resulted in a \`500 Internal Server Error\` response`,
              [
                "/var/www/vendor/guzzlehttp/guzzle/src/Middleware.php(72): GuzzleHttp\\Exception\\RequestException::create()",
                "/var/www/app/Services/RewardsClient.php(41): GuzzleHttp\\Client->get()",
                "/var/www/app/Http/Controllers/AccountController.php(88): App\\Services\\RewardsClient->balance()",
              ],
            ),
            q.ids(1),
          ),
        );
        out.push(take(w2, edgeLine(w2, q, t + 6, 500, r.int(40, 160))));
      }
      return out;
    });
  },
};

// ------------------------------------------------------------------ database: writes to a demoted primary

const dbReadOnlyAfterFailover: Incident = {
  id: "db-readonly-after-failover",
  category: "database",
  estate: "reefline",
  origin: "livestock-orders",
  needs: [
    "reef-edge",
    "shop-web",
    "livestock-orders",
    "pay-bridge",
    "shipping-windows",
    "perks-ledger",
    "holding-tanks",
  ],
  lookalikes: ["cacheFailover", "idempotentDuplicates", "slowQueries"],
  hints: ["read-only", "readonly", "database", "sql", "postgres", "psql", "25006", "jdbc", "transaction"],
  severity: "high",
  note: "after a database failover livestock-orders keeps pooled connections to the demoted primary, so every order write fails with SQLSTATE 25006 cannot execute INSERT in a read-only transaction while reads still work; shop-web retries and logs checkout failures louder than the origin, next to a cache failover that also says read only and an unrelated perks-ledger deploy",
  build(w, t0) {
    const r = w.r;
    const lo = svc(w, "livestock-orders");
    const shop = svc(w, "shop-web");
    nearbyDeploy(w, t0, "perks-ledger");
    for (let i = 0; i < r.int(3, 6); i++)
      w.push(
        t0 - r.int(500, 4000),
        lo,
        "warn",
        `[nio-8080-exec-${r.int(1, 40)}] com.zaxxer.hikari.pool.PoolBase : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
      );
    const fail = (t: number, req?: string): Rec[] => {
      const thread = `nio-8080-exec-${r.int(1, 40)}`;
      const stmt = r.pick(["INSERT", "INSERT", "UPDATE"]);
      const out = [
        rec(t, lo, "warn", `[${thread}] o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 0, SQLState: 25006`, req),
        rec(
          t + 1,
          lo,
          "error",
          `[${thread}] o.h.engine.jdbc.spi.SqlExceptionHelper : ERROR: cannot execute ${stmt} in a read-only transaction`,
          req,
        ),
      ];
      if (r.chance(0.4))
        out.push(
          rec(
            t + 3,
            lo,
            "error",
            javaTrace(
              `[${thread}] c.r.orders.web.ApiExceptionHandler : order write failed\norg.springframework.orm.jpa.JpaSystemException: could not execute statement [ERROR: cannot execute ${stmt} in a read-only transaction] [insert into livestock_order (created_at,customer_id,ship_window,status,id) values (?,?,?,?,?)]`,
              [
                "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:341)",
                "com.reefline.orders.OrderService.place(OrderService.java:88)",
                "com.reefline.orders.web.OrderController.create(OrderController.java:52)",
              ],
              {
                head: `org.postgresql.util.PSQLException: ERROR: cannot execute ${stmt} in a read-only transaction`,
                frames: [
                  "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2733)",
                  "org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)",
                ],
                omitted: 118,
              },
            ),
            req,
          ),
        );
      return out;
    };
    w.interceptors.push((w2, q) => {
      const writes = q.path.includes("checkout");
      if (!writes || !q.chain.includes(lo) || q.t < t0) return undefined;
      const out: Rec[] = [];
      let t = q.t + r.int(3, 15);
      for (let k = 0; k < 2; k++) {
        out.push(...fail(t, q.ids(2)));
        t += r.int(5, 30);
        out.push(
          rec(
            t,
            shop,
            k === 0 ? "warn" : "error",
            k === 0
              ? `POST http://livestock-orders:8080/orders failed with 500, retrying (1/1)`
              : nodeTrace(`Error: checkout failed: livestock-orders responded 500 Internal Server Error`, [
                  ["OrdersClient.create", "/app/dist/clients/orders.js:77:13"],
                  ["async CheckoutController.submit", "/app/dist/routes/checkout.js:112:21"],
                ]),
            q.ids(1),
          ),
        );
        t += 200;
      }
      out.push(take(w2, edgeLine(w2, q, t, 500, t - q.t)));
      return out;
    });
    // the nightly status sync keeps trying updates
    for (let t = t0 + r.int(5000, 30000); t < w.end; t += r.int(40000, 90000)) {
      w.push(
        t,
        lo,
        "error",
        `[scheduling-1] c.r.orders.StatusSync : status sync batch failed: could not execute statement; SQL [n/a]; nested exception is org.postgresql.util.PSQLException: ERROR: cannot execute UPDATE in a read-only transaction`,
      );
    }
  },
};

// ------------------------------------------------------------------ network: routes to the store gateways drop

const netStoreRoutesDrop: Incident = {
  id: "net-store-routes-drop",
  category: "network",
  estate: "tidewell",
  origin: "probehub",
  needs: ["envoy", "storefront", "probehub", "fishroom", "shipclock", "labkiosk", "orderbook"],
  lookalikes: ["tankAlarms", "retriesSucceed", "healthFlap"],
  hints: ["route", "network", "unreachable", "dial", "connect", "reset", "tunnel"],
  severity: "medium",
  note: "the network path from probehub to the in-store sensor gateways fails (connection resets, then dial: no route to host) and probehub only logs WARN and stops ingesting, while fishroom and shipclock log ERRORs about stale water readings blocking livestock releases and shipments, next to routine tank alarms and an unrelated labkiosk deploy",
  build(w, t0) {
    const r = w.r;
    const ph = svc(w, "probehub");
    const fr = svc(w, "fishroom");
    const sc = svc(w, "shipclock");
    nearbyDeploy(w, t0, "labkiosk");
    w.mutes.push({ svc: "probehub", from: t0, to: w.end });
    const stores = r.sample(["S01", "S02", "S03", "S04", "S05", "S07", "S09", "S11"], r.int(5, 8));
    const gw = new Map(stores.map((s, i) => [s, `10.60.${i + 1}.10`]));
    for (const s of stores) {
      let t = t0 + r.int(0, 4000);
      w.push(
        t,
        ph,
        "warn",
        `mqtt session to gateway store=${s} lost err="read tcp ${podIp(r)}:${r.int(30000, 60000)}->${gw.get(s)}:8883: read: connection reset by peer"`,
      );
      let back = 1;
      while (t < w.end) {
        t += back * 1000 + r.int(0, 900);
        back = Math.min(back * 2, 60);
        w.push(
          t,
          ph,
          "warn",
          `reconnect store=${s} attempt failed err="dial tcp ${gw.get(s)}:8883: connect: ${r.chance(0.8) ? "no route to host" : "i/o timeout"}" backoff=${back}s`,
        );
      }
    }
    for (let t = t0 + r.int(60000, 100000); t < w.end; t += r.int(6000, 20000)) {
      const s = r.pick(stores);
      w.push(
        t,
        fr,
        "error",
        `${fr.pkg}.Release.ReleaseGate[0] Livestock release blocked for store ${s}: water readings stale (last ${Math.round((t - t0) / 1000) + r.int(20, 60)}s ago), ${r.int(3, 40)} tanks on hold`,
      );
      if (r.chance(0.5))
        w.push(
          t + r.int(100, 3000),
          sc,
          "error",
          `[error] shipment hold: no fresh water parameters for ${r.int(2, 18)} tanks in store ${s}; ${r.int(1, 9)} boxes not released for today's courier`,
        );
    }
    w.interceptors.push((w2, q) => {
      if (!q.chain.includes(ph) || q.t < t0 + 30000) return undefined;
      const tank = q.path.split("/")[2];
      return [
        rec(
          q.t + 3,
          ph,
          "warn",
          `readings request tank=${tank}: newest point ${Math.round((q.t - t0) / 1000)}s old, answering 503`,
        ),
        take(w2, edgeLine(w2, q, q.t + 6, 503, r.int(3, 12))),
      ];
    });
  },
};

// ------------------------------------------------------------------ rate limiting: the carrier throttles pickups

const rateCarrierThrottle: Incident = {
  id: "rate-carrier-throttle",
  category: "rate_limiting",
  estate: "coralbay",
  origin: "ord-dispatch",
  needs: ["net-alb", "web-shopfront", "ord-livestock", "ord-dispatch", "ord-slots", "pay-gateway"],
  lookalikes: ["botRateLimit", "tokenRefresh"],
  hints: ["rate", "429", "throttl", "limit", "quota", "too many"],
  severity: "medium",
  note: "the cold-chain carrier starts throttling ord-dispatch's pickup bookings (429 with retry-after, quota remaining 0), which ord-dispatch logs only as WARN re-queues, while ord-livestock releases livestock holds with ERRORs and web-shopfront fails checkouts with 503, next to bot 429s at the edge and an unrelated crm-loyalty deploy",
  build(w, t0) {
    const r = w.r;
    const od = svc(w, "ord-dispatch");
    const ol = svc(w, "ord-livestock");
    const shop = svc(w, "web-shopfront");
    if (w.has("crm-loyalty")) nearbyDeploy(w, t0, "crm-loyalty");
    else nearbyDeploy(w, t0, "ord-slots");
    for (let t = t0 + r.int(0, 3000); t < w.end; t += r.int(2500, 9000)) {
      const order = r.int(400000, 499999);
      w.push(
        t,
        od,
        "warn",
        `[warning] carrier api.coldchain.example answered 429 Too Many Requests (x-ratelimit-limit=600/min, x-ratelimit-remaining=0, retry-after=${r.pick([30, 45, 60])}); pickup booking for order ${order} re-queued (attempt ${r.int(1, 6)})`,
      );
    }
    w.interceptors.push((w2, q) => {
      if (!q.path.includes("checkout") || !r.chance(ramp(q.t, t0 + 20000, 0.4, 0.9, 180000))) return undefined;
      const order = r.int(400000, 499999);
      const t = q.t + r.int(300, 900);
      const out = [
        rec(t, od, "info", `${q.method} /pickups Sent 503 in ${r.int(2, 9)}ms`, q.ids(3)),
        rec(
          t + 4,
          ol,
          "error",
          `[nio-8080-exec-${r.int(1, 40)}] c.c.ord.livestock.PickupGuard : no pickup confirmation for order ${order} within hold window (ord-dispatch: 503 {"error":"carrier_unavailable","retry_after":60}); livestock hold released, order sent to manual review`,
          q.ids(2),
        ),
        rec(
          t + 9,
          shop,
          "error",
          `checkout failed ${JSON.stringify({ step: "pickup", upstream: "ord-livestock", status: 503, order })}`,
          q.ids(1),
        ),
      ];
      out.push(take(w2, edgeLine(w2, q, t + 12, 503, t + 12 - q.t)));
      return out;
    });
  },
};

// ------------------------------------------------------------------ null reference: new reader firmware omits a field

const nullKioskFirmware: Incident = {
  id: "null-kiosk-firmware",
  category: "null_reference",
  estate: "tidewell",
  origin: "labkiosk",
  needs: ["envoy", "storefront", "labkiosk", "stampcard", "mailer", "orderbook"],
  lookalikes: ["validationRefusals", "kioskHardware"],
  hints: ["null", "nullreference", "reference", "object reference"],
  severity: "medium",
  note: "strip readers updated to firmware 3.2.0 send results without carbonate hardness and labkiosk throws System.NullReferenceException in its hardness advisor for each of them, while storefront's in-store pages report failed uploads and retry, next to ordinary strip-result refusals and kiosk hardware errors and an unrelated orderbook deploy",
  build(w, t0) {
    const r = w.r;
    const lk = svc(w, "labkiosk");
    const shop = svc(w, "storefront");
    nearbyDeploy(w, t0, "orderbook");
    for (let i = 0; i < r.int(3, 6); i++)
      w.push(
        t0 - r.int(0, 60000) + i * r.int(30000, 90000),
        lk,
        "info",
        `${lk.pkg}.Devices.KioskRegistry[0] kiosk S0${r.int(1, 9)}-K${r.int(1, 3)} reports firmware 3.2.0 (strip schema v5)`,
      );
    const nre = () =>
      `Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.\n${dotnetTrace(
        "System.NullReferenceException: Object reference not set to an instance of an object.",
        [
          [
            `${lk.pkg}.Scoring.HardnessAdvisor.Recommend(StripReading reading)`,
            "/src/LabKiosk/Scoring/HardnessAdvisor.cs:line 57",
          ],
          [
            `${lk.pkg}.Scoring.ResultScorer.Score(StripReading reading, TankProfile profile)`,
            "/src/LabKiosk/Scoring/ResultScorer.cs:line 31",
          ],
          [
            `${lk.pkg}.Controllers.ResultsController.Post(StripResultDto dto)`,
            "/src/LabKiosk/Controllers/ResultsController.cs:line 44",
          ],
          [
            "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
            "",
          ],
        ],
      )}`;
    w.interceptors.push((w2, q) => {
      if (!q.chain.includes(lk) || !r.chance(ramp(q.t, t0, 0.3, 0.85, 360000))) return undefined;
      let t = q.t + r.int(2, 8);
      const out: Rec[] = [];
      const session = `ks_${r.hex(8)}`;
      for (let k = 1; k <= r.int(1, 3); k++) {
        out.push(
          rec(
            t,
            lk,
            "error",
            r.chance(0.55) ? nre() : completionLine(lk, r, "POST", "/kiosk/results", 500, r.int(3, 20)),
          ),
        );
        out.push(
          rec(
            t + 10,
            shop,
            k === 1 ? "error" : "warn",
            k === 1
              ? `kiosk result upload failed session=${session} store=S0${r.int(1, 9)}: labkiosk answered 500`
              : `kiosk result upload retry ${k}/3 session=${session}: labkiosk answered 500`,
          ),
        );
        t += 1000 * k + r.int(10, 300);
      }
      out.push(take(w2, edgeLine(w2, q, t, 500, t - q.t, "storefront")));
      return out;
    });
  },
};

// ------------------------------------------------------------------ configuration: release starts without its profile

const configMissingProfile: Incident = {
  id: "config-missing-profile",
  category: "configuration",
  estate: "coralbay",
  origin: "pay-gateway",
  needs: ["net-alb", "web-shopfront", "ord-livestock", "pay-gateway", "crm-loyalty", "ord-slots"],
  lookalikes: ["cardTesting", "webhookRetries"],
  hints: ["config", "profile", "sandbox", "setting", "environment", "url"],
  severity: "high",
  note: 'a release of pay-gateway starts without its production profile (only "default" active) and falls back to the payment provider\'s sandbox URL, logged once as a WARN at start-up, so every authorisation after the pods swap fails with merchant_not_found while ord-livestock and web-shopfront log checkout failures, next to an unrelated crm-loyalty deploy a few minutes earlier and ordinary card declines',
  build(w, t0) {
    const r = w.r;
    const pg = svc(w, "pay-gateway");
    const ol = svc(w, "ord-livestock");
    const shop = svc(w, "web-shopfront");
    rollingDeploy(w, svc(w, "crm-loyalty"), t0 - r.int(120000, 240000), false);
    const version = `4.${r.int(10, 30)}.0`;
    let t = t0 - r.int(9000, 15000);
    w.push(
      t,
      pg,
      "info",
      "[ionShutdownHook] o.s.b.w.e.tomcat.GracefulShutdown : Commencing graceful shutdown. Waiting for active requests to complete",
    );
    t = t0;
    const tick = (d: number) => {
      t += d;
      return t;
    };
    const boot = startupLines(pg, r, version);
    w.push(t, pg, "info", boot[0]);
    w.push(
      tick(r.int(40, 200)),
      pg,
      "info",
      `[main] c.c.pay.PayGatewayApplication : No active profile set, falling back to 1 default profile: "default"`,
    );
    for (const l of boot.slice(1, 3)) w.push(tick(r.int(100, 900)), pg, "info", l);
    w.push(
      tick(r.int(50, 400)),
      pg,
      "warn",
      `[main] c.c.pay.config.ProviderProperties : payment.provider.base-url not set, using built-in https://sandbox.api.payprovider.test/v2`,
    );
    w.push(tick(r.int(500, 2000)), pg, "info", boot[3]);
    const live = t;
    w.interceptors.push((w2, q) => {
      if (!q.path.includes("checkout") || q.t < live || !r.chance(0.93)) return undefined;
      const intent = `pi_${r.hex(14)}`;
      const order = r.int(400000, 499999);
      let tt = q.t + r.int(20, 80);
      const out = [
        rec(
          tt,
          pg,
          "error",
          `[nio-8080-exec-${r.int(1, 40)}] c.c.pay.Authorizer : authorisation ${intent} rejected by provider: 404 {"error":"merchant_not_found","merchant":"coralbay-eu-live"}`,
          q.ids(3),
        ),
      ];
      tt += r.int(5, 20);
      out.push(
        rec(
          tt,
          ol,
          "error",
          javaTrace(
            `[nio-8080-exec-${r.int(1, 40)}] c.c.ord.livestock.CheckoutService : payment step failed for order ${order}\norg.springframework.web.client.HttpServerErrorException$BadGateway: 502 Bad Gateway: "{"error":"authorisation_failed","intent":"${intent}"}"`,
            [
              "org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:104)",
              "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)",
              "com.coralbay.ord.livestock.PayClient.authorise(PayClient.java:61)",
              "com.coralbay.ord.livestock.CheckoutService.place(CheckoutService.java:97)",
            ],
          ),
          q.ids(2),
        ),
      );
      tt += r.int(5, 20);
      out.push(
        rec(
          tt,
          shop,
          "error",
          `checkout failed ${JSON.stringify({ step: "payment", upstream: "ord-livestock", status: 502, order })}`,
          q.ids(1),
        ),
      );
      out.push(take(w2, edgeLine(w2, q, tt + 4, 502, tt + 4 - q.t)));
      return out;
    });
  },
};

// ------------------------------------------------------------------ memory: an unbounded render cache

const memHeapCrashLoop: Incident = {
  id: "mem-heap-crash-loop",
  category: "memory",
  estate: "reefline",
  origin: "shop-web",
  needs: ["reef-edge", "shop-web", "fish-catalog", "holding-tanks", "livestock-orders", "pay-bridge"],
  lookalikes: ["runtimeChatter", "diskNotices"],
  hints: ["memory", "heap", "oom", "allocation", "out of memory"],
  severity: "high",
  note: "shop-web's heap grows until V8 aborts with Reached heap limit / JavaScript heap out of memory, restarts and runs out again every few minutes; its own stats lines stay at INFO while reef-edge logs connection-refused and timed-out upstream errors and 502/504s, next to a Node memory-leak listener warning and an unrelated holding-tanks deploy",
  build(w, t0) {
    const r = w.r;
    const sw = svc(w, "shop-web");
    const edge = w.edge();
    nearbyDeploy(w, t0, "holding-tanks");
    const crashes: number[] = [];
    for (let t = t0; t < w.end - 20000; t += r.int(150000, 260000)) crashes.push(t);
    const limit = 2048;
    let bootAt = w.start - r.int(300000, 900000);
    const downs: Array<[number, number]> = [];
    for (const c of crashes) {
      // stats lines: heap rising towards the limit since the last boot
      for (let t = Math.max(bootAt, w.start) + r.int(0, 30000); t < c; t += 30000) {
        const f = Math.min(0.99, 0.35 + (0.64 * (t - bootAt)) / (c - bootAt));
        w.push(
          t,
          sw,
          "info",
          `process stats rss=${Math.round(limit * f * 1.07)}MB heapUsed=${Math.round(limit * f)}MB heapTotal=${Math.round(limit * Math.min(1, f + 0.02))}MB eventLoopLag=${Math.round(f > 0.9 ? r.int(300, 1900) : r.int(2, 30))}ms`,
        );
      }
      const ms = c - bootAt;
      w.push(
        c,
        sw,
        "fatal",
        `\n<--- Last few GCs --->\n\n[1:0x${r.hex(7)}]   ${ms} ms: Mark-Compact ${limit - r.int(30, 60)}.${r.int(0, 9)} (${limit + r.int(20, 40)}.${r.int(0, 9)}) -> ${limit - r.int(31, 61)}.${r.int(0, 9)} (${limit + r.int(20, 40)}.${r.int(0, 9)}) MB, ${r.int(900, 2400)}.${r.int(0, 9)} / 0.0 ms  (average mu = 0.${r.int(100, 200)}, current mu = 0.0${r.int(10, 40)}) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]\n 3: 0x110b6b5 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]`.trimStart(),
      );
      const up = c + r.int(6000, 15000);
      downs.push([c, up]);
      let t = up;
      const tick = (d: number) => {
        t += d;
        return t;
      };
      for (const l of startupLines(sw, r, "7.14.2")) w.push(tick(r.int(40, 400)), sw, "info", l);
      bootAt = up - r.int(60000, 90000); // the cache refills fast from the warm-up crawler
      // the edge cannot reach it while down
      for (let k = 0; k < r.int(4, 12); k++) {
        const tt = c + r.int(0, up - c);
        w.push(
          tt,
          edge,
          "error",
          `${new Date(tt).toISOString().replace("T", " ").slice(0, 19).replace(/-/g, "/")} [error] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: ${clientIp(r)}, server: ${w.estate.host}, request: "GET /api/livestock/${r.pick(["neon-tetra", "otocinclus", "kuhli-loach"])} HTTP/1.1", upstream: "http://${podIp(r)}:3000/api/livestock"`,
        );
      }
    }
    const inDown = (t: number) => downs.some(([a, b]) => t >= a && t < b);
    const nearCrash = (t: number) => crashes.some((c) => t < c && t > c - 60000);
    w.interceptors.push((w2, q) => {
      if (q.chain[0] !== sw || q.t < t0 - 60000) return undefined;
      if (inDown(q.t)) return [take(w2, edgeLine(w2, q, q.t + r.int(0, 3), 502, r.int(0, 3)))];
      if (nearCrash(q.t) && q.t + 60000 < w2.end && r.chance(0.4)) {
        const x = take(w2, edgeLine(w2, q, q.t + 60000, 504, 60000));
        const err = rec(
          q.t + 60000,
          edge,
          "error",
          `upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${clientIp(r)}, server: ${w.estate.host}, request: "${q.method} ${q.path} HTTP/1.1"`,
        );
        return [x, err];
      }
      return undefined;
    });
  },
};

// ------------------------------------------------------------------ disk: the search node hits flood stage

const diskFloodStage: Incident = {
  id: "disk-flood-stage",
  category: "disk",
  estate: "guppy",
  origin: "catalog_search",
  needs: ["haproxy_edge", "storefront_php", "catalog_search", "feed_indexer", "order_desk", "livestock_holds"],
  lookalikes: ["botRateLimit", "diskNotices"],
  hints: ["disk", "watermark", "flood", "read-only", "space", "storage"],
  severity: "medium",
  note: "the catalog_search node's data volume passes the flood-stage disk watermark and Elasticsearch marks the indices read-only, which it logs only as WARN, so feed_indexer's stock updates fail with 429 cluster_block_exception tracebacks and stale availability makes order_desk and livestock_holds refuse oversold fish, next to bot 429s at the edge and an unrelated mail_worker deploy",
  build(w, t0) {
    const r = w.r;
    const es = svc(w, "catalog_search");
    const fi = svc(w, "feed_indexer");
    const od = svc(w, "order_desk");
    const lh = svc(w, "livestock_holds");
    if (w.has("mail_worker")) nearbyDeploy(w, t0, "mail_worker");
    else nearbyDeploy(w, t0, "livestock_holds");
    const nodeId = r.hex(22);
    w.push(
      t0 - r.int(200000, 400000),
      es,
      "warn",
      `[${es.name}-0] high disk watermark [90%] exceeded on [${nodeId}][${es.name}-0][/usr/share/elasticsearch/data/nodes/0] free: ${r.int(3, 4)}.${r.int(0, 9)}gb[${r.int(8, 9)}.${r.int(0, 9)}%], shards will be relocated away from this node; currently relocating away shards totalling [0b]`,
    );
    for (let t = t0; t < w.end; t += 30000 + r.int(0, 400)) {
      const free = Math.max(0.4, 1.9 - ((t - t0) / 600000) * 0.8);
      w.push(
        t,
        es,
        "warn",
        `[${es.name}-0] flood stage disk watermark [95%] exceeded on [${nodeId}][${es.name}-0][/usr/share/elasticsearch/data/nodes/0] free: ${free.toFixed(1)}gb[${(free / 0.4).toFixed(1)}%], all indices on this node will be marked read-only`,
      );
    }
    for (let t = t0 + r.int(4000, 15000); t < w.end; t += r.int(8000, 20000)) {
      w.push(
        t,
        fi,
        "error",
        pyTrace(
          [
            ["/app/feed_indexer/bulk.py", 88, "push_stock_levels", "helpers.bulk(es, actions, chunk_size=500)"],
            [
              "/usr/local/lib/python3.12/site-packages/elasticsearch/helpers/actions.py",
              524,
              "bulk",
              "for ok, item in streaming_bulk(",
            ],
            [
              "/usr/local/lib/python3.12/site-packages/elasticsearch/_sync/client/_base.py",
              352,
              "_perform_request",
              "raise HTTP_EXCEPTIONS.get(meta.status, ApiError)(",
            ],
          ],
          `elasticsearch.ApiError: ApiError(429, 'cluster_block_exception', 'index [livestock_v3] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];')`,
        ),
      );
      w.push(
        t + r.int(2, 30),
        fi,
        "warn",
        `feed_indexer.bulk: stock update batch of ${r.int(120, 500)} docs not applied, retrying next cycle (lag ${Math.round((t - t0) / 1000)}s)`,
      );
    }
    w.interceptors.push((w2, q) => {
      const isCart = q.path.includes("cart") || q.path.includes("checkout");
      if (!isCart || !r.chance(ramp(q.t, t0 + 90000, 0.15, 0.5, 400000))) return undefined;
      const fish = r.pick(["harlequin rasbora", "cardinal tetra", "amano shrimp", "german blue ram"]);
      const t = q.t + r.int(5, 40);
      const out = [
        rec(
          t,
          lh,
          "warn",
          `hold refused: ${r.int(2, 12)}x ${fish} requested, 0 available (tank B${r.int(1, 40)})`,
          q.ids(2),
        ),
      ];
      if (q.path.includes("checkout"))
        out.push(
          rec(
            t + 5,
            od,
            "error",
            `OrderDesk::Checkout: line rejected, ${fish} sold out at reservation time (listing showed ${r.int(4, 20)} in stock)`,
            q.ids(2),
          ),
        );
      out.push(
        rec(
          t + 9,
          q.chain[0],
          "warn",
          `production.WARNING: item no longer available {"species":"${fish}","listing_stale":true}`,
          q.ids(1),
        ),
      );
      out.push(take(w2, edgeLine(w2, q, t + 12, 409, t + 12 - q.t)));
      return out;
    });
  },
};

export const INCIDENTS: Incident[] = [
  authRotatedPassword,
  dbReadOnlyAfterFailover,
  netStoreRoutesDrop,
  rateCarrierThrottle,
  nullKioskFirmware,
  configMissingProfile,
  memHeapCrashLoop,
  diskFloodStage,
];
