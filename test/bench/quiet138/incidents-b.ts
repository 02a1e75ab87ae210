// Incidents in Waxwing (the orders volume fills up; the tax vendor throttles basket) and Queen Cup (a release with a
// bad currency setting crash-loops the wholesale service; the account service keeps a stale JWKS after key rotation).
import type { Ctx } from "./ctx.js";
import { edgeAccess } from "./edge.js";
import type { Incident } from "./incident-types.js";
import { dotnetTrace, javaTrace, nodeTrace, phpTrace, pyTrace, startLines, stopLines } from "./runtimes.js";
import { serve } from "./traffic.js";

const GUZZLE_FRAMES = [
  "/var/www/html/vendor/guzzlehttp/guzzle/src/Middleware.php(72): GuzzleHttp\\Exception\\RequestException::create(Object(GuzzleHttp\\Psr7\\Request), Object(GuzzleHttp\\Psr7\\Response), NULL, Array, NULL)",
  "/var/www/html/vendor/guzzlehttp/promises/src/Promise.php(209): GuzzleHttp\\Middleware::GuzzleHttp\\{closure}(Object(GuzzleHttp\\Psr7\\Response))",
  "/var/www/html/vendor/guzzlehttp/guzzle/src/Client.php(189): GuzzleHttp\\Promise\\Promise->wait()",
];

/** orders fills /var/lib/orders (invoice PDFs and outbox segments never pruned): writes fail with ENOSPC. */
export const ORDERS_DISK_FULL: Incident = {
  key: "orders-disk",
  estate: "waxwing",
  category: "disk",
  origin: "orders",
  hints: ["no space", "disk", "enospc", "space left on device", "ioexception", "volume"],
  severity: "high",
  note: "The orders service's data volume filled up (invoice PDFs and outbox segments were never pruned), so every order write failed with 'No space left on device' and the storefront's checkout returned errors.",
  nearDeploy: "wholesale",
  reloadAt: 45000,
  run(c: Ctx, t0: number) {
    const r = c.rng;
    const L = "Orders.Outbox.FileJournal";
    let free = 2.9;
    c.every(c.start + 20000, t0, 60000, (t) => {
      free = Math.max(0.2, free - r.float(0.3, 0.7));
      c.emit(
        "orders",
        t,
        "warn",
        `Low disk space on /var/lib/orders: ${free.toFixed(1)}% free (${(free * 0.4).toFixed(2)} GB of 40 GB)`,
        { logger: "Orders.Diagnostics.DiskMonitor" },
      );
    });
    c.silent.push({ svc: "orders", from: t0, to: c.end });
    c.poisson(t0, c.end, 3000, (t, i) => {
      const f = c.flow();
      const seg = String(231 + Math.floor(i / 40)).padStart(6, "0");
      const ord = `${r.int(100, 999)}-${r.int(10000, 99999)}`;
      c.emit("orders", t, "error", `Failed to append outbox record for order ${ord}`, {
        logger: L,
        fields: c.ids("orders", f),
        errType: "System.IO.IOException",
        stack: dotnetTrace("System.IO.IOException", `No space left on device : '/var/lib/orders/outbox/${seg}.seg'`, [
          "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
          "System.IO.Strategies.OSFileStreamStrategy.Write(ReadOnlySpan`1 buffer)",
          "System.IO.Strategies.BufferedFileStreamStrategy.Flush(Boolean flushToDisk)",
          "Orders.Outbox.FileJournal.AppendAsync(OutboxRecord record, CancellationToken ct) in /src/Orders/Outbox/FileJournal.cs:line 112",
          "Orders.Api.OrdersController.Create(CreateOrderRequest request) in /src/Orders/Api/OrdersController.cs:line 64",
        ]),
      });
      if (i % 4 === 0)
        c.emit(
          "orders",
          t + 50,
          "error",
          `Invoice render for ${ord} failed: IOException: No space left on device : '/var/lib/orders/invoices/2026/${ord}.pdf'`,
          { logger: "Orders.Invoices.PdfRenderer", fields: c.ids("orders", f) },
        );
      serve(c, "orders", t - 40, "POST", "/api/orders", 500, r.float(20, 80), f, false);
      // the storefront shouts
      c.emit(
        "storefront",
        t + 95,
        "error",
        `Checkout aborted for order ${ord}, customer shown 500 page {"basket":"${r.uuid()}"}`,
      );
      c.emit(
        "storefront",
        t + 90,
        "error",
        `Checkout failed, customer shown error page {"order":"${ord}","exception":"[object] (GuzzleHttp\\\\Exception\\\\ServerException(code: 500): Server error: \`POST http://orders:8080/api/orders\` resulted in a \`500 Internal Server Error\` response:\n{\\"type\\":\\"https://tools.ietf.org/html/rfc9110#section-15.6.1\\",\\"title\\":\\"An error occurred while processing your request.\\",\\"status\\":500,\\"traceId\\":\\"00-${r.hex(32)}-${r.hex(16)}-00\\"}\n at /var/www/html/vendor/guzzlehttp/guzzle/src/Exception/RequestException.php:113)"}`,
        {
          stack: phpTrace(GUZZLE_FRAMES),
        },
      );
      edgeAccess(c, t + 120, "POST", "/checkout", 500, r.int(80, 200), "storefront", f);
      if (r.chance(0.4))
        c.emit("basket", t + 100, "warn", `order handoff failed status=500, basket kept for retry`, {
          logger: "Basket.Checkout",
          fields: c.ids("basket", f),
        });
    });
    c.every(t0 + 30000, c.end, 25000, (t) =>
      serve(c, "orders", t, "GET", "/api/orders/status", 200, r.float(2, 9), c.flow(), false),
    );
  },
};

/** basket's tax vendor (LevyCalc) throttles it with 429 after a promo; basket only warns, the storefront errors. */
export const TAX_429: Incident = {
  key: "tax-429",
  estate: "waxwing",
  category: "rate_limiting",
  origin: "basket",
  hints: ["429", "rate limit", "throttl", "too many requests", "quota", "levycalc"],
  severity: "high",
  note: "basket hit the tax vendor's request quota (LevyCalc answered 429 with Retry-After after a promo doubled quote calls), logged only warnings and answered 503, so the storefront's basket and checkout pages failed.",
  nearDeploy: "mailer",
  reloadAt: -80000,
  run(c: Ctx, t0: number) {
    const r = c.rng;
    c.emit("basket", t0 - 60000, "info", "promo SUMMERJAR active: quote requests per basket view 2 (was 1)", {
      logger: "Basket.Promo",
      fields: c.ids("basket"),
    });
    c.poisson(t0, c.end, 2600, (t, i) => {
      const f = c.flow();
      const limited = r.chance(0.8);
      if (!limited) {
        serve(c, "basket", t, "GET", "/api/basket/quote", 200, r.float(80, 300), f, false);
        return;
      }
      c.emit(
        "basket",
        t,
        "warn",
        `LevyCalc quote throttled: HTTP 429 Too Many Requests retry-after=30 x-ratelimit-limit=50 x-ratelimit-remaining=0 country=${r.pick(["DE", "FR", "NL", "AT"])}`,
        {
          logger: "Basket.Tax",
          fields: c.ids("basket", f),
        },
      );
      if (i % 5 === 0)
        c.emit(
          "basket",
          t + 2,
          "warn",
          `tax quote unavailable for basket ${r.uuid()}: {:throttled, 30}; answering 503`,
          { logger: "Basket.Tax", fields: c.ids("basket", f) },
        );
      serve(c, "basket", t - 20, "GET", "/api/basket/quote", 503, r.float(20, 60), f, false);
      c.emit(
        "storefront",
        t + 40,
        "error",
        `Basket quote failed: Server error: \`GET http://basket:4000/api/basket/quote\` resulted in a \`503 Service Unavailable\` response:\n{"error":"tax_quote_unavailable"}`,
        {
          stack: phpTrace(GUZZLE_FRAMES),
        },
      );
      if (r.chance(0.5))
        c.emit(
          "storefront",
          t + 45,
          "error",
          `Unable to render basket summary without tax quote {"basket":"${r.uuid()}","page":"checkout"}`,
        );
      edgeAccess(c, t + 60, "GET", r.pick(["/checkout", "/basket"]), 500, r.int(60, 200), "storefront", f);
    });
  },
};

const BIND_ERROR = [
  "",
  "***************************",
  "APPLICATION FAILED TO START",
  "***************************",
  "",
  "Description:",
  "",
  "Failed to bind properties under 'wholesale.pricing.default-currency' to java.util.Currency:",
  "",
  "    Property: wholesale.pricing.default-currency",
  '    Value: "EURO"',
  '    Origin: System Environment Property "WHOLESALE_PRICING_DEFAULT_CURRENCY"',
  "    Reason: failed to convert java.lang.String to java.util.Currency (caused by java.lang.IllegalArgumentException)",
  "",
  "Action:",
  "",
  "Update your application's configuration",
].join("\n");

/** trade-wholesale-svc 4.12.0 ships with a bad currency setting and never starts: crash loop. */
export const WHOLESALE_BAD_CONFIG: Incident = {
  key: "wholesale-config",
  estate: "queencup",
  category: "configuration",
  origin: "trade-wholesale-svc",
  hints: ["config", "property", "bind", "currency", "application failed to start", "environment"],
  severity: "high",
  note: "Release 4.12.0 of trade-wholesale-svc shipped with WHOLESALE_PRICING_DEFAULT_CURRENCY=EURO, which Spring could not bind, so every new pod failed to start and the service crash-looped while HAProxy had no server and the ledger and EDI workers got refused connections.",
  nearDeploy: "shop-cart-svc",
  reloadAt: -40000,
  run(c: Ctx, t0: number) {
    const r = c.rng;
    const svc = "trade-wholesale-svc";
    const app = "c.q.TradeWholesaleSvcApplication";
    let dt = 0;
    for (const l of stopLines("java", svc)) {
      dt = l.dt ?? dt;
      c.emit(svc, t0 + dt, l.level, l.msg, { logger: l.logger });
    }
    c.silent.push({ svc, from: t0, to: c.end });
    let t = t0 + dt + 4000;
    let back = 10000;
    let n = 0;
    while (t < c.end) {
      const head = startLines("java", svc, "4.12.0", c.rng).slice(0, 3);
      for (const l of head) c.emit(svc, t + (l.dt ?? 0), l.level, l.msg, { logger: l.logger ?? app });
      c.emit(
        svc,
        t + 3600,
        "warn",
        "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.boot.context.properties.ConfigurationPropertiesBindException: Error creating bean with name 'tierPricingProperties': Could not bind properties to 'TierPricingProperties' : prefix=wholesale.pricing, ignoreInvalidFields=false, ignoreUnknownFields=true",
        {
          logger: "o.s.b.w.s.c.AnnotationConfigServletWebServerApplicationContext",
        },
      );
      c.emit(svc, t + 3700, "info", "Stopping service [Tomcat]", { logger: "o.apache.catalina.core.StandardService" });
      c.emit(svc, t + 3760, "error", "", {
        logger: "o.s.b.d.LoggingFailureAnalysisReporter",
        stack: BIND_ERROR,
        inline: true,
      });
      if (n === 0 || r.chance(0.3))
        c.emit(svc, t + 3770, "error", "Application run failed", {
          logger: "o.s.boot.SpringApplication",
          errType: "org.springframework.boot.context.properties.ConfigurationPropertiesBindException",
          stack: javaTrace(
            "org.springframework.boot.context.properties.ConfigurationPropertiesBindException",
            "Error creating bean with name 'tierPricingProperties': Could not bind properties to 'TierPricingProperties' : prefix=wholesale.pricing, ignoreInvalidFields=false, ignoreUnknownFields=true",
            [
              "org.springframework.boot.context.properties.ConfigurationPropertiesBinder.bind(ConfigurationPropertiesBinder.java:99)",
              "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
              "c.q.TradeWholesaleSvcApplication.main(TradeWholesaleSvcApplication.java:12)",
            ],
            {
              type: "java.lang.IllegalArgumentException",
              msg: "Unsupported ISO 4217 currency code: EURO",
              frames: [
                "java.base/java.util.Currency.getInstance(Currency.java:321)",
                "org.springframework.core.convert.support.StringToCurrencyConverter.convert(StringToCurrencyConverter.java:35)",
              ],
            },
          ),
        });
      n++;
      t += 3800 + back + r.int(1000, 4000);
      back = Math.min(back * 2, 160000);
    }
    c.emit(
      "haproxy",
      t0 + dt + 2100,
      "warn",
      'Server be_trade_wholesale/wholesale1 is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 1 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.',
    );
    c.emit(
      "haproxy",
      t0 + dt + 2400,
      "warn",
      'Server be_trade_wholesale/wholesale2 is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 0 active and 0 backup servers left. 2 sessions active, 0 requeued, 0 remaining in queue.',
    );
    c.emit("haproxy", t0 + dt + 2401, "fatal", "backend be_trade_wholesale has no server available!");
    c.poisson(t0 + dt + 2500, c.end, 2200, (tt) => {
      edgeAccess(
        c,
        tt,
        r.pick(["GET", "GET", "POST"]),
        r.pick(["/trade/pricing", "/trade/pallets", "/trade/orders"]),
        503,
        r.int(0, 2),
        svc,
        c.flow(),
        { noServer: true, flags: "SC--" },
      );
    });
    c.every(t0 + 30000, c.end, 6000, (tt) => {
      c.emit("fin-ledger-worker", tt, "error", "Price tier sync failed, will retry in 5s", {
        logger: "Fin.Ledger.TierSync",
        errType: "System.Net.Http.HttpRequestException",
        stack: `${dotnetTrace("System.Net.Http.HttpRequestException", "Connection refused (trade-wholesale-svc:8080)", [
          "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
          "Fin.Ledger.TierSync.PullAsync(CancellationToken ct) in /src/Fin.Ledger/TierSync.cs:line 48",
        ])}\n ---> System.Net.Sockets.SocketException (111): Connection refused`,
      });
    });
    c.every(t0 + 60000, c.end, 15000, (tt) => {
      c.emit("trade-edi-worker", tt, "error", "send_orders_850 failed for partner=BEEWORLD, PO left in outbox", {
        logger: "edi.outbound",
        stack: pyTrace(
          [
            [
              "/app/edi/outbound.py",
              77,
              "push_order",
              'resp = session.post(f"{WHOLESALE_URL}/trade/orders", json=payload, timeout=10)',
            ],
            [
              "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
              519,
              "send",
              "raise ConnectionError(e, request=request)",
            ],
          ],
          "requests.exceptions.ConnectionError: HTTPConnectionPool(host='trade-wholesale-svc', port=8080): Max retries exceeded with url: /trade/orders (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a1c2b5d10>: Failed to establish a new connection: [Errno 111] Connection refused'))",
        ),
      });
    });
  },
};

/** shop-account-svc keeps a JWKS it never refreshes; after the IdP rotates its signing key, no token verifies. */
export const ACCOUNT_STALE_JWKS: Incident = {
  key: "account-jwks",
  estate: "queencup",
  category: "authentication",
  origin: "shop-account-svc",
  hints: ["signing key", "jwks", "kid", "jwt", "token", "authentication", "signature"],
  severity: "high",
  note: "The identity provider rotated its signing key but shop-account-svc kept serving its cached JWKS, so every new session token failed verification (no key for the new kid) and signed-in customers were bounced back to login by shop-web-svc.",
  nearDeploy: "hive-telemetry-worker",
  reloadAt: 100000,
  run(c: Ctx, t0: number) {
    const r = c.rng;
    const svc = "shop-account-svc";
    c.silent.push({ svc, from: t0, to: c.end });
    c.emit(svc, t0 - 4000, "debug", "jwks cache hit keys=2 kids=qc-2026-04,qc-2026-05 age=41h");
    c.poisson(t0, c.end, 4000, (t, i) => {
      const user = r.int(10000, 99999);
      const path = r.pick(["/v1/me", "/v1/me", "/v1/session/refresh"]);
      c.emit(
        svc,
        t,
        "warn",
        `token verification failed user=${user} path=${path}: SigningKeyNotFoundError: Unable to find a signing key that matches 'qc-2026-06'`,
        {
          stack:
            i % 10 === 0
              ? nodeTrace("SigningKeyNotFoundError", "Unable to find a signing key that matches 'qc-2026-06'", [
                  "JwksClient.getSigningKey (/app/node_modules/jwks-rsa/src/JwksClient.js:85:13)",
                  "async verifyAccessToken (/app/dist/auth/verify.js:31:17)",
                ])
              : undefined,
          errType: "SigningKeyNotFoundError",
        },
      );
      serve(c, svc, t + 2, "GET", path, 401, r.float(1, 4), c.flow(), false);
      c.emit(
        "shop-web-svc",
        t + 10,
        "error",
        `session check failed: GET http://shop-account-svc:3000${path} -> 401 Unauthorized; clearing session and redirecting to /login`,
        {
          stack:
            i % 6 === 0
              ? nodeTrace("HTTPError", "Response code 401 (Unauthorized)", [
                  "Request.<anonymous> (/app/node_modules/got/dist/source/as-promise/index.js:118:42)",
                  "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                ])
              : undefined,
          errType: "HTTPError",
        },
      );
      edgeAccess(
        c,
        t + 14,
        "GET",
        r.pick(["/account", "/account/orders", "/catalog/frames"]),
        302,
        r.int(10, 40),
        "shop-web-svc",
        c.flow(),
      );
      if (i % 5 === 2) {
        c.emit(svc, t + 300, "info", `login ok user=${user} method=password kid=qc-2026-06`);
        c.emit(
          "shop-web-svc",
          t + 900,
          "error",
          `login loop for user=${user}: fresh session rejected by shop-account-svc (401) 0.6s after sign-in`,
        );
      }
    });
    c.every(t0 + 5000, c.end, 60000, (t) =>
      c.emit(svc, t, "debug", "jwks cache hit keys=2 kids=qc-2026-04,qc-2026-05"),
    );
  },
};
