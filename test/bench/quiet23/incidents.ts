// The eight failures of quiet23, one per category, each written as its services would really log it.
import { ngx } from "./quiet.js";
import { add, type Ctx, deployLines, gatewayLine, traceId } from "./stream.js";

export interface Incident {
  estate: string;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** the noise kinds that must not share a window with it (they would change the answer) */
  avoid: string[];
  run: (c: Ctx, t0: number) => void;
}

const S = 1000;

/** calls fn at Poisson-ish times from `from` to the window end, mean gap in ms */
function every(c: Ctx, from: number, gap: number, fn: (t: number, i: number) => void) {
  let i = 0;
  for (let t = from + c.r.int(0, gap); t < c.end; t += Math.max(15, Math.round(-Math.log(1 - c.r.next()) * gap)))
    fn(t, i++);
}

export const INCIDENTS: Incident[] = [
  {
    estate: "brightcart",
    category: "configuration",
    origin: "pricing-rules",
    hints: ["config", "configuration", "missing", "currency", "ruleset"],
    severity: "high",
    note: "pricing-rules v3.8.0 rolls out with a ruleset config lacking the EUR currency table; it answers 500 (logged only at WARN) and cart-svc, catalog-svc and storefront-web report pricing failures.",
    avoid: ["canary rollout of an unrelated service"],
    run: (c, t0) => {
      const r = c.r;
      deployLines(c, t0 - 9 * S, "pricing-rules", "v3.8.0");
      add(
        c,
        t0 - 1500,
        "pricing-rules",
        "INFO",
        "ruleset loaded source=configmap/pricing-rules-v3-8 ruleset=2026-12-v1 rules=412 currencies=USD,GBP,CAD",
      );
      deployLines(c, t0 - r.int(90, 150) * S, "notify-worker", "2026.11.30-2");
      c.mute.push({ svc: "pricing-rules", from: t0, to: c.end, p: 0.55 });
      c.gwFail.push({ svc: "catalog-svc", from: t0, to: c.end, p: 0.45, status: 500 });
      c.gwFail.push({ svc: "cart-svc", from: t0, to: c.end, p: 0.5, status: 500 });
      every(c, t0, 700, (t) => {
        const tr = traceId(c);
        const cur = r.pick(["EUR", "EUR", "EUR", "CHF"]);
        add(
          c,
          t,
          "pricing-rules",
          "WARN",
          `price evaluation failed status=500 err="currency ${cur}: no rate table in ruleset 2026-12-v1 (key pricing.currencies.${cur.toLowerCase()} not set)" store=st_${r.int(100, 999)}`,
          undefined,
          tr,
        );
        const caller = r.pick(["cart-svc", "catalog-svc", "catalog-svc", "storefront-web"]);
        if (caller === "cart-svc") {
          add(
            c,
            t + r.int(3, 20),
            "cart-svc",
            "ERROR",
            `cart update failed cart_id=c_${r.hex(10)} err="pricing: POST http://pricing-rules.shop-prod.svc:8080/v1/price: unexpected status 500 Internal Server Error"`,
            undefined,
            tr,
          );
          c.evs.push(gatewayLine(c, t + r.int(25, 60), "POST", "/api/cart/items", 500, r.int(20, 60), "cart-svc", tr));
        } else if (caller === "catalog-svc") {
          add(
            c,
            t + r.int(3, 20),
            "catalog-svc",
            "ERROR",
            `Exception on /products/BC-${r.int(100000, 999999)} [GET]`,
            [
              "Traceback (most recent call last):",
              '  File "/app/.venv/lib/python3.11/site-packages/flask/app.py", line 1473, in wsgi_app',
              "    response = self.full_dispatch_request()",
              '  File "/app/catalog/views.py", line 88, in product_detail',
              "    price = pricing.quote(sku, store=request.store)",
              '  File "/app/catalog/clients/pricing.py", line 41, in quote',
              "    resp.raise_for_status()",
              '  File "/app/.venv/lib/python3.11/site-packages/requests/models.py", line 1024, in raise_for_status',
              "    raise HTTPError(http_error_msg, response=self)",
              "requests.exceptions.HTTPError: 500 Server Error: Internal Server Error for url: http://pricing-rules.shop-prod.svc:8080/v1/price",
            ],
            tr,
          );
          c.evs.push(
            gatewayLine(
              c,
              t + r.int(25, 60),
              "GET",
              `/api/catalog/products/${r.int(10000, 99999)}`,
              500,
              r.int(20, 90),
              "catalog-svc",
              tr,
            ),
          );
        } else {
          add(
            c,
            t + r.int(3, 20),
            "storefront-web",
            "ERROR",
            `GET /products/${r.int(10000, 99999)} 502 - price unavailable (upstream catalog-svc answered 500)`,
            undefined,
            tr,
          );
        }
      });
    },
  },
  {
    estate: "brightcart",
    category: "dependency",
    origin: "payments-svc",
    hints: ["stripe", "vendor", "provider", "upstream", "503", "dependency", "payment"],
    severity: "high",
    note: "The card processor starts answering 503/api_connection errors; payments-svc logs StripeAPIError and checkout-api, much louder, retries and then opens its payments circuit breaker.",
    avoid: ["card decline burst from one merchant"],
    run: (c, t0) => {
      const r = c.r;
      deployLines(c, t0 - r.int(60, 120) * S, "search-api", "v7.3.1");
      c.gwFail.push({ svc: "checkout-api", from: t0, to: c.end, p: 0.85, status: 502 });
      const open = t0 + r.int(50, 80) * S;
      every(c, t0, 1500, (t) => {
        const tr = traceId(c);
        const pi = `pi_${r.hex(14)}`;
        const kind = r.chance(0.6) ? "503" : "conn";
        add(
          c,
          t,
          "payments-svc",
          "ERROR",
          kind === "503"
            ? `PaymentIntent create failed for order BC-${r.int(1000000, 9999999)}: StripeAPIError: An unknown error occurred (status 503, request req_${r.hex(14)})`
            : `PaymentIntent confirm failed ${pi}: StripeConnectionError: An error occurred with our connection to Stripe. Request was retried 2 times.`,
          [
            kind === "503"
              ? "StripeAPIError: An unknown error occurred"
              : "StripeConnectionError: An error occurred with our connection to Stripe. Request was retried 2 times.",
            "    at StripeError.generate (/app/node_modules/stripe/cjs/Error.js:10:20)",
            "    at res.toJSON.then.Error_js_1.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:54)",
            "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            "    at async PaymentsService.confirm (/app/dist/payments/service.js:142:24)",
            "    at async /app/dist/routes/intents.js:37:21",
          ],
          tr,
        );
        if (t < open) {
          for (let a = 1; a <= 3; a++)
            add(
              c,
              t + a * r.int(200, 600),
              "checkout-api",
              a < 3 ? "WARN" : "ERROR",
              a < 3
                ? `Retry 'payments' attempt ${a}/3 after 502 BAD_GATEWAY from POST http://payments-svc:8080/v1/intents`
                : `Checkout failed for cart c_${r.hex(10)}: payments-svc responded 502 BAD_GATEWAY after 3 attempts`,
              undefined,
              tr,
            );
        }
        c.evs.push(
          gatewayLine(c, t + r.int(500, 2000), "POST", "/api/checkout", 502, r.int(600, 2500), "checkout-api", tr),
        );
      });
      add(
        c,
        open,
        "checkout-api",
        "WARN",
        "Event ERROR published: CircuitBreaker 'payments' recorded a failure. Current failure rate 68.0% exceeds threshold 50.0%; state CLOSED -> OPEN",
      );
      every(c, open, 250, (t) => {
        add(
          c,
          t,
          "checkout-api",
          "ERROR",
          `Checkout failed for cart c_${r.hex(10)}`,
          [
            "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'payments' is OPEN and does not permit further calls",
            "\tat io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)",
            "\tat io.github.resilience4j.circuitbreaker.internal.CircuitBreakerStateMachine$OpenState.acquirePermission(CircuitBreakerStateMachine.java:698)",
            "\tat com.brightcart.checkout.payments.PaymentsClient.createIntent(PaymentsClient.java:77)",
            "\tat com.brightcart.checkout.CheckoutService.placeOrder(CheckoutService.java:131)",
            "\tat com.brightcart.checkout.web.CheckoutController.checkout(CheckoutController.java:54)",
            "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
          ],
          traceId(c),
        );
      });
      every(c, open + 30 * S, 30 * S, (t) => {
        add(c, t, "checkout-api", "INFO", "CircuitBreaker 'payments' changed state from OPEN to HALF_OPEN");
        add(
          c,
          t + r.int(300, 900),
          "checkout-api",
          "WARN",
          "CircuitBreaker 'payments' changed state from HALF_OPEN to OPEN (2 of 3 permitted calls failed)",
        );
      });
    },
  },
  {
    estate: "tallyhive",
    category: "disk",
    origin: "report-export",
    hints: ["disk", "space", "errno 28", "no space", "enospc", "volume"],
    severity: "medium",
    note: "The export spool volume of report-export fills up; exports fail with Errno 28, its completion lines stop, and scheduler and web-portal retry and report failed exports.",
    avoid: [
      "temp volume above warning watermark, pruned",
      "pod evicted for ephemeral storage and rescheduled",
      "cron overlap skipped",
    ],
    run: (c, t0) => {
      const r = c.r;
      for (let i = 0; i < 4; i++)
        add(
          c,
          t0 - (4 - i) * 40 * S,
          "report-export",
          "WARN",
          `spool volume /var/spool/exports ${91 + i * 2}% full (${(45.1 + i * 0.9).toFixed(1)}G of 50G)`,
        );
      add(
        c,
        t0 - r.int(100, 200) * S,
        "identity-svc",
        "INFO",
        "info: Microsoft.Extensions.Hosting.Internal.Host[0] Configuration reloaded: appsettings.Production.json (Jwt:ClockSkew 00:00:30 -> 00:01:00)",
      );
      c.mute.push({ svc: "report-export", from: t0, to: c.end, p: 0.97 });
      every(c, t0, 4000, (t) => {
        const job = `exp_${r.hex(8)}`;
        add(c, t, "report-export", "ERROR", `export job ${job} failed`, [
          "Traceback (most recent call last):",
          '  File "/srv/report_export/worker.py", line 212, in run_job',
          "    writer.write_rows(cursor)",
          '  File "/srv/report_export/writers/csv_gz.py", line 58, in write_rows',
          "    self._fh.write(chunk)",
          '  File "/usr/local/lib/python3.12/gzip.py", line 289, in write',
          "    self.fileobj.write(self.compress.compress(data))",
          `OSError: [Errno 28] No space left on device: '/var/spool/exports/${job}.csv.gz'`,
        ]);
        add(
          c,
          t + r.int(200, 800),
          "scheduler",
          "WARN",
          `Job "export_dispatch" raised: ExportFailed('${job}: worker error') - requeue in 30s (attempt ${r.int(1, 5)}/5)`,
        );
        add(c, t + r.int(900, 2000), "scheduler", "WARN", `Re-dispatching export ${job} to report-export (retry)`);
        if (r.chance(0.5)) {
          add(
            c,
            t + r.int(1000, 3000),
            "web-portal",
            "ERROR",
            `ExportsController#show: export ${job} status=failed (report-export) - Completed 500 Internal Server Error in ${r.int(40, 200)}ms`,
          );
          c.evs.push(
            gatewayLine(c, t + r.int(3000, 3200), "GET", `/app/exports/${job}`, 500, r.int(40, 200), "web-portal"),
          );
        }
      });
    },
  },
  {
    estate: "tallyhive",
    category: "timeout",
    origin: "invoice-renderer",
    hints: ["timeout", "timed out", "rack", "deadline"],
    severity: "high",
    note: "invoice-renderer requests start running past Rack::Timeout's 15 s limit; web-portal logs Net::ReadTimeout calling it and api-gateway returns 504 for PDF downloads.",
    avoid: ["long GC pauses make probes slow", "load test with doubled traffic"],
    run: (c, t0) => {
      const r = c.r;
      add(
        c,
        t0 - r.int(60, 200) * S,
        "ledger-core",
        "INFO",
        "info: Ledger.Api.FeatureFlags[0] Flag 'ledger.async-posting' changed: false -> true (rollout 10%)",
      );
      c.gwFail.push({ svc: "invoice-renderer", from: t0, to: c.end, p: 0.9, status: 504 });
      c.mute.push({ svc: "invoice-renderer", from: t0, to: c.end, p: 0.8 });
      every(c, t0, 900, (t) => {
        const rid = `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`;
        add(c, t, "invoice-renderer", "INFO", `source=rack-timeout id=${rid} timeout=15000ms state=ready`);
        add(
          c,
          t + 15000,
          "invoice-renderer",
          "ERROR",
          `source=rack-timeout id=${rid} timeout=15000ms service=15000ms state=timed_out`,
        );
        add(
          c,
          t + 15010,
          "invoice-renderer",
          "ERROR",
          `Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):`,
          [
            "app/services/pdf/layout_engine.rb:211:in `measure_text'",
            "app/services/pdf/layout_engine.rb:188:in `block in wrap_lines'",
            "app/services/pdf/layout_engine.rb:176:in `each'",
            "app/services/pdf/invoice_pdf.rb:64:in `render_line_items'",
            "app/controllers/invoices_controller.rb:31:in `show'",
          ],
        );
        add(
          c,
          t + 10000 + r.int(0, 100),
          "web-portal",
          "ERROR",
          `Net::ReadTimeout (Net::ReadTimeout with #<TCPSocket:(closed)>) calling invoice-renderer GET /invoices/${r.int(100000, 999999)}.pdf`,
          [
            "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
            "/usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb:89:in `perform_request'",
            "app/clients/renderer_client.rb:22:in `pdf'",
            "app/controllers/invoices_controller.rb:58:in `download'",
          ],
        );
        add(c, t + 10000 + r.int(100, 300), "web-portal", "WARN", "Retrying invoice-renderer request (attempt 2/3)");
        c.evs.push({
          t: t + 15000 + r.int(0, 50),
          svc: "api-gateway",
          level: "ERROR",
          msg: `${ngx(t + 15000)} [error] 31#31: *${r.int(100000, 999999)} upstream timed out (110: Operation timed out) while reading response header from upstream, client: 10.${r.int(0, 250)}.${r.int(0, 250)}.${r.int(1, 250)}, server: app.tallyhive.example, request: "GET /app/invoices/${r.int(100000, 999999)}.pdf HTTP/1.1", upstream: "http://10.42.${r.int(0, 9)}.${r.int(2, 250)}:3000/invoices/${r.int(100000, 999999)}.pdf"`,
        });
        c.evs.push(
          gatewayLine(
            c,
            t + 15000 + r.int(60, 90),
            "GET",
            `/app/invoices/${r.int(100000, 999999)}.pdf`,
            504,
            15001,
            "invoice-renderer",
          ),
        );
      });
    },
  },
  {
    estate: "parcelpoint",
    category: "memory",
    origin: "geo-cache",
    hints: ["memory", "oom", "out of memory", "heap", "gomemlimit"],
    severity: "high",
    note: "geo-cache's in-memory tile index grows past its limit; it logs GC pressure at WARN, dies with 'fatal error: runtime: out of memory', restarts and goes quiet while tracking-api and route-planner fail to reach it.",
    avoid: [
      "sporadic DNS lookup timeouts that retry",
      "scale-down cancels long-poll requests",
      "heap trimming warnings",
    ],
    run: (c, t0) => {
      const r = c.r;
      deployLines(c, t0 - r.int(90, 200) * S, "partner-hooks", "v1.44.0");
      for (let i = 0; i < 5; i++)
        add(
          c,
          t0 - (5 - i) * 25 * S,
          "geo-cache",
          "WARN",
          `memory pressure: heap_inuse=${(1.45 + i * 0.08).toFixed(2)}GiB GOMEMLIMIT=1.8GiB gc_cpu_fraction=0.${31 + i * 9} tiles=${(812000 + i * 41000).toLocaleString("en-US")}`,
        );
      c.mute.push({ svc: "geo-cache", from: t0, to: c.end, p: 0.93 });
      c.gwFail.push({ svc: "tracking-api", from: t0, to: c.end, p: 0.55, status: 503 });
      for (let t = t0; t < c.end; t += r.int(45, 75) * S) {
        add(c, t, "geo-cache", "ERROR", "fatal error: runtime: out of memory", [
          "",
          "runtime stack:",
          "runtime.throw({0x9a3b2f?, 0x2030?})",
          "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd3b1e6f40 sp=0x7ffd3b1e6f10 pc=0x43a1dc",
          "runtime.sysMapOrDie(0xc0a4000000, 0x4000000, 0x1f0b5b8?)",
          "\t/usr/local/go/src/runtime/mem_linux.go:191 +0x14b",
          "",
          "goroutine 8121 [running]:",
          "parcelpoint.io/geo-cache/internal/tiles.(*Index).Insert(0xc000182000, {0xc0a3ff8000, 0x1e})",
          "\t/src/internal/tiles/index.go:147 +0x2b4",
          "parcelpoint.io/geo-cache/internal/tiles.(*Loader).warm(0xc0001a6000)",
          "\t/src/internal/tiles/loader.go:88 +0x1c5",
        ]);
        add(
          c,
          t + r.int(6, 12) * S,
          "geo-cache",
          "INFO",
          "starting geo-cache version=v2.19.4 commit=7e1c0da go=go1.23.3",
        );
        add(
          c,
          t + r.int(13, 18) * S,
          "geo-cache",
          "INFO",
          "warming tile index from snapshot s3://pp-geo/snapshots/latest (this can take a while)",
        );
      }
      every(c, t0, 500, (t) => {
        const tr = traceId(c);
        if (r.chance(0.6)) {
          add(
            c,
            t,
            "tracking-api",
            "ERROR",
            `geo lookup failed, returning 503 parcel=PP${r.int(100000000, 999999999)} err="Get \\"http://geo-cache.logistics.svc:8080/v1/depot/${r.pick(["AMS2", "RTM1", "UTR3"])}\\": dial tcp 10.43.${r.int(0, 9)}.${r.int(2, 250)}:8080: connect: connection refused"`,
            undefined,
            tr,
          );
          c.evs.push(
            gatewayLine(
              c,
              t + r.int(3, 20),
              "GET",
              `/v1/parcels/PP${r.int(100000000, 999999999)}/events`,
              503,
              r.int(2, 30),
              "tracking-api",
              tr,
            ),
          );
        } else {
          add(
            c,
            t,
            "route-planner",
            "ERROR",
            "distance matrix request failed, retrying",
            [
              "Traceback (most recent call last):",
              '  File "/app/planner/matrix.py", line 73, in fetch_matrix',
              "    resp = self.session.post(url, json=payload, timeout=5)",
              '  File "/usr/local/lib/python3.12/site-packages/requests/adapters.py", line 700, in send',
              "    raise ConnectionError(e, request=request)",
              "requests.exceptions.ConnectionError: HTTPConnectionPool(host='geo-cache.logistics.svc', port=8080): Max retries exceeded with url: /v1/matrix (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a9c2b1d50>: Failed to establish a new connection: [Errno 111] Connection refused'))",
            ],
            tr,
          );
        }
      });
    },
  },
  {
    estate: "parcelpoint",
    category: "authentication",
    origin: "order-events",
    hints: ["sasl", "authentication", "auth", "credential", "scram"],
    severity: "high",
    note: "order-events can no longer authenticate to the Kafka brokers (SCRAM credentials rejected after the broker-side rotation); publishes fail, label-service returns 503 on shipments and shipping-notifier stops receiving events.",
    avoid: [
      "consumer group rebalance",
      "secret lease renewal re-authenticates",
      "poison message parked in the dead-letter queue",
    ],
    run: (c, t0) => {
      const r = c.r;
      deployLines(c, t0 - r.int(70, 160) * S, "route-planner", "2026.48.1");
      c.mute.push({ svc: "order-events", from: t0, to: c.end, p: 0.95 });
      c.mute.push({ svc: "shipping-notifier", from: t0 + 20 * S, to: c.end, p: 0.9 });
      c.gwFail.push({ svc: "label-service", from: t0, to: c.end, p: 0.9, status: 503 });
      every(c, t0, 2500, (t) => {
        add(
          c,
          t,
          "order-events",
          "ERROR",
          `[Producer clientId=order-events-producer-1] Connection to node -${r.int(1, 3)} (b-${r.int(1, 3)}.pp-kafka.internal/10.20.${r.int(1, 3)}.${r.int(10, 90)}:9096) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
        );
      });
      every(c, t0 + 2000, 1100, (t) => {
        const tr = traceId(c);
        const key = `PP${r.int(100000000, 999999999)}`;
        const full = r.chance(0.12);
        add(
          c,
          t,
          "order-events",
          "ERROR",
          full
            ? `Failed to publish ShipmentCreated key=${key}`
            : `Failed to publish ShipmentCreated key=${key}: org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
          !full
            ? undefined
            : [
                "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
                "\tat org.apache.kafka.common.security.authenticator.SaslClientAuthenticator.receiveResponseOrToken(SaslClientAuthenticator.java:566)",
                "\tat org.apache.kafka.common.security.authenticator.SaslClientAuthenticator.authenticate(SaslClientAuthenticator.java:274)",
                "\tat org.apache.kafka.common.network.KafkaChannel.prepare(KafkaChannel.java:181)",
                "\tat org.apache.kafka.clients.NetworkClient.poll(NetworkClient.java:581)",
                "\tat org.apache.kafka.clients.producer.internals.Sender.run(Sender.java:243)",
                "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
              ],
          tr,
        );
        for (let a = 1; a <= 3; a++)
          add(
            c,
            t + a * r.int(300, 700),
            "label-service",
            a < 3 ? "WARN" : "ERROR",
            a < 3
              ? `OrderEventsClient: POST http://order-events:8080/v1/publish returned 503 Service Unavailable, retrying (${a}/2)`
              : `Completed 503 Service Unavailable in ${r.int(800, 2600)}ms (ActiveRecord: ${r.int(3, 30)}.${r.int(0, 9)}ms) - OrderEventsClient::Unavailable: order-events publish failed for ${key}`,
            undefined,
            tr,
          );
        c.evs.push(
          gatewayLine(c, t + r.int(2000, 2600), "POST", "/v1/shipments", 503, r.int(800, 2600), "label-service", tr),
        );
      });
      every(c, t0 + 60 * S, 30 * S, (t) => {
        add(
          c,
          t,
          "shipping-notifier",
          "WARN",
          `no ShipmentCreated consumed for ${Math.round((t - t0) / 1000)}s on shipments.v2 (consumer healthy, partitions assigned: 12)`,
        );
      });
    },
  },
  {
    estate: "medora",
    category: "database",
    origin: "patients-api",
    hints: ["database", "postgres", "connection", "psycopg2", "sql", "pool", "slots"],
    severity: "high",
    note: "patients-api's Postgres runs out of connection slots; its requests fail with psycopg2 OperationalError, and appointments and portal-bff report 503s and retries from patients-api.",
    avoid: [
      "managed database planned failover",
      "read replica lag during nightly analytics",
      "slow query log from month-end report",
      "secret lease renewal re-authenticates",
    ],
    run: (c, t0) => {
      const r = c.r;
      deployLines(c, t0 - r.int(80, 180) * S, "sms-relay", "v0.31.2");
      c.mute.push({ svc: "patients-api", from: t0, to: c.end, p: 0.7 });
      c.gwFail.push({ svc: "patients-api", from: t0, to: c.end, p: 0.8, status: 503 });
      every(c, t0, 800, (t) => {
        const pid = r.int(100000, 999999);
        const slots = r.chance(0.6);
        add(c, t, "patients-api", "ERROR", `Exception on /patients/${pid} [GET]`, [
          "Traceback (most recent call last):",
          '  File "/app/.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py", line 145, in __init__',
          "    self._dbapi_connection = engine.raw_connection()",
          '  File "/app/.venv/lib/python3.12/site-packages/sqlalchemy/pool/base.py", line 896, in __connect',
          "    self.dbapi_connection = connection = pool._invoke_creator(self)",
          '  File "/app/.venv/lib/python3.12/site-packages/psycopg2/__init__.py", line 122, in connect',
          "    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
          slots
            ? 'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "patients-db.cluster-c8x.eu-central-1.rds.amazonaws.com" (10.30.4.17), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections'
            : "sqlalchemy.exc.TimeoutError: QueuePool limit of size 20 overflow 10 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
        ]);
        add(c, t + r.int(5, 30), "patients-api", "INFO", `"GET /patients/${pid} HTTP/1.1" 503 ${r.int(60, 200)}`);
        if (r.chance(0.6)) {
          for (let a = 1; a <= 3; a++)
            add(
              c,
              t + a * r.int(150, 400),
              "appointments",
              a < 3 ? "WARN" : "ERROR",
              a < 3
                ? `PatientsClient: GET /patients/${pid} -> 503 SERVICE_UNAVAILABLE, retry ${a}/2 in ${a * 200}ms`
                : `Booking failed: patient ${pid} could not be loaded from patients-api (503 SERVICE_UNAVAILABLE after 2 retries)`,
            );
        } else {
          add(
            c,
            t + r.int(30, 300),
            "portal-bff",
            "ERROR",
            `GET /api/patients/${pid}/documents 502 ${r.int(40, 300)}.${r.int(100, 999)} ms - upstream patients-api responded 503`,
          );
        }
      });
    },
  },
  {
    estate: "medora",
    category: "network",
    origin: "billing-svc",
    hints: ["network", "reset", "connection", "socket", "ssl", "tls", "transport"],
    severity: "medium",
    note: "After billing-svc's pods land on nodes with a broken network path, every outbound connection it makes (payment provider, audit-log, its database) is reset mid-handshake; portal-bff reports failed charges from billing-svc.",
    avoid: [
      "node drain moves pods",
      "sporadic DNS lookup timeouts that retry",
      "telemetry exporter cannot reach the collector",
      "managed database planned failover",
    ],
    run: (c, t0) => {
      const r = c.r;
      add(
        c,
        t0 - r.int(60, 150) * S,
        "auth-proxy",
        "INFO",
        "config reloaded path=/etc/auth-proxy/policy.rego rules=58 sha=4be1f0c",
      );
      c.mute.push({ svc: "billing-svc", from: t0, to: c.end, p: 0.85 });
      c.gwFail.push({ svc: "billing-svc", from: t0, to: c.end, p: 0.9, status: 502 });
      every(c, t0, 1400, (t) => {
        const target = r.pick([
          "api.payments-provider.example:443",
          "audit-log.medora-prod.svc:8080",
          "billing-db.internal:5432",
        ]);
        const db = target.startsWith("billing-db");
        add(
          c,
          t,
          "billing-svc",
          db ? "WARN" : "ERROR",
          db
            ? "warn: Microsoft.EntityFrameworkCore.Infrastructure[10404] A transient exception occurred during execution. The operation will be retried after 1043ms. Npgsql.NpgsqlException (0x80004005): Exception while reading from stream ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer."
            : `fail: Medora.Billing.ChargeHandler[0] Charge ch_${r.hex(12)} failed calling ${target}`,
          db
            ? undefined
            : [
                "System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception.",
                " ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
                " ---> System.Net.Sockets.SocketException (104): Connection reset by peer",
                "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
                "   at System.Net.Security.SslStream.ReceiveHandshakeFrameAsync[TIOAdapter](CancellationToken cancellationToken)",
                "   at System.Net.Http.ConnectHelper.EstablishSslConnectionAsync(SslClientAuthenticationOptions sslOptions, HttpRequestMessage request, Boolean async, Stream stream, CancellationToken cancellationToken)",
                "   --- End of inner exception stack trace ---",
                "   at Medora.Billing.Providers.PaymentGatewayClient.CaptureAsync(ChargeRequest req) in /src/Billing/Providers/PaymentGatewayClient.cs:line 88",
                "   at Medora.Billing.ChargeHandler.HandleAsync(ChargeCommand cmd) in /src/Billing/ChargeHandler.cs:line 54",
              ],
        );
        if (r.chance(0.7))
          add(
            c,
            t + r.int(100, 900),
            "portal-bff",
            "ERROR",
            `POST /api/invoices/charge 502 ${r.int(1000, 4000)}.${r.int(100, 999)} ms - billing-svc: charge failed (upstream error)`,
          );
      });
    },
  },
];
