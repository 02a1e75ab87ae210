// The eight real incidents, each laid on its estate's ordinary noise. Times are true times; origins are printed names.
import { hex, int, pick } from "./rng.js";
import { stack } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface IncidentOut {
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
}
export interface Incident {
  estate: string;
  category: string;
  run: (c: Ctx, ts: number) => IncidentOut;
}

const down = (c: Ctx, svc: string, from: number) => c.silence.push({ svc, from, to: c.t1 });

export const INCIDENTS: Incident[] = [
  {
    estate: "dreamloft",
    category: "database",
    run(c, ts) {
      c.emit(ts - 95000, "dl-sleepquiz", "info", "deploy: dl-sleepquiz 2.31.4 -> 2.32.0 rolled out (3/3 pods ready)");
      c.emit(
        ts + 40,
        "dl-orders",
        "warn",
        "PG::ConnectionBad: PQconsumeInput() SSL connection has been closed unexpectedly; reconnecting",
      );
      down(c, "dl-orders", ts);
      c.every(ts + 300, c.t1, 2.5, (t) => {
        const id = int(c.r, 1000000, 1999999);
        const k = "ActiveRecord::StatementInvalid";
        c.emit(
          t,
          "dl-orders",
          "error",
          `Order DL${id} not saved: PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction`,
          {
            kind: k,
            stack: stack(
              "ruby",
              k,
              "PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction",
              ["orders.OrdersController.create", "order.Order.reserve_stock!", "order.Order.save!"],
              int(c.r, 20, 60),
            ),
          },
        );
        c.emit(
          t + 40 + int(c.r, 0, 30),
          "dl-web",
          "error",
          `Completed 500 Internal Server Error in ${int(c.r, 30, 90)}ms POST /checkout (upstream dl-orders 500)`,
        );
        if (c.r() < 0.6)
          c.emit(
            t + 900,
            "dl-mailer",
            "error",
            `OrderConfirmationJob JID-${hex(c.r, 12)} failed: dl-orders returned 500, retry ${int(c.r, 1, 9)} in ${int(c.r, 15, 120)}s`,
          );
        if (c.r() < 0.4)
          c.emit(
            t + 500,
            "dl-payments",
            "warn",
            `charge for order DL${id} voided: order service did not confirm within 5s`,
          );
      });
      return {
        origin: "dl-orders",
        hints: ["readonly", "read-only", "postgres", "pg"],
        sev: "high",
        note: "After a Postgres failover dl-orders keeps writing to the demoted primary and every order write fails with ReadOnlySqlTransaction while dl-web, dl-mailer and dl-payments report the 500s.",
      };
    },
  },
  {
    estate: "oakline",
    category: "network",
    run(c, ts) {
      c.emit(
        ts - 60000,
        "pricing-engine",
        "info",
        "Started PricingEngineApplication in 21.4 seconds (process running for 22.9) - release 2026.6.3",
      );
      c.emit(
        ts,
        "erp-bridge",
        "warn",
        'I/O error on POST request for "https://erp.oakline.internal:8443/sap/opu/odata/ZRESERVE": Connection reset; retrying',
      );
      down(c, "erp-bridge", ts);
      down(c, "stockkeeper", ts + 2000);
      down(c, "slotbooker", ts + 4000);
      c.every(ts + 1500, c.t1, 3, (t) => {
        const k = pick(c.r, ["java.net.NoRouteToHostException", "java.net.SocketException"]);
        const m = k.endsWith("NoRouteToHostException") ? "No route to host (Host unreachable)" : "Connection reset";
        c.emit(t, "erp-bridge", "error", `ERP call ZRESERVE failed after 3 attempts: ${m}`, {
          kind: k,
          stack: stack(
            "java",
            k,
            m,
            [
              "sun.nio.ch.Net.connect",
              "org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator.connect",
              "com.oakline.erp.ReserveClient.reserve",
            ],
            int(c.r, 60, 120),
          ),
        });
        for (let k2 = 0; k2 < 3; k2++)
          c.emit(
            t + 200 + k2 * 350,
            "stockkeeper",
            "error",
            `ERP reservation failed for ${pick(c.r, ["SOF", "CHR", "BED"])}-${int(c.r, 10000, 99999)}: 502 Bad Gateway from erp-bridge (retry ${k2 + 1}/3)`,
          );
        if (c.r() < 0.5)
          c.emit(
            t + 1400,
            "slotbooker",
            "error",
            "Slot booking aborted: stock reservation unavailable (stockkeeper 503)",
          );
        c.emit(
          t + 1500,
          "web-portal",
          "error",
          `Request finished HTTP/1.1 POST https://www.oakline.example/api/orders - 503 - application/problem+json ${int(c.r, 1200, 3400)}.0ms`,
        );
      });
      return {
        origin: "erp-bridge",
        hints: ["route", "connect", "socket", "network"],
        sev: "high",
        note: "The network path from erp-bridge to the on-prem ERP drops (connection resets, then no route to host), so reservations and slot bookings fail and stockkeeper retries loudly.",
      };
    },
  },
  {
    estate: "nordsleep",
    category: "timeout",
    run(c, ts) {
      c.emit(ts - 40000, "crm-sync", "info", "config reloaded: batch_size 200 -> 250");
      down(c, "route-optimizer", ts);
      c.every(ts, c.t1, 6, (t) => {
        const plan = `${pick(c.r, ["north", "south", "west"])}-${int(c.r, 1, 9)}`;
        c.emit(
          t,
          "route-optimizer",
          "warn",
          `solve for plan ${plan} hit time limit 30.0s without a feasible solution (${int(c.r, 180, 260)} stops, ${int(c.r, 12, 20)} vans), request cancelled`,
        );
        c.emit(
          t + 30,
          "order-service",
          "error",
          `Error: timeout of 30000ms exceeded calling route-optimizer /v1/plan/${plan}/stops`,
          {
            kind: "AxiosError",
            stack: stack(
              "node",
              "AxiosError",
              "timeout of 30000ms exceeded",
              ["RedirectableRequest.handleRequestTimeout", "OrderService.addDeliveryStop", "OrderController.place"],
              int(c.r, 100, 300),
            ),
          },
        );
        c.emit(t + 60, "gateway", "error", `POST /v1/orders 504 - ${int(c.r, 30001, 30090)} ms upstream timeout`);
        c.emit(
          t + 800,
          "order-service",
          "warn",
          `retrying delivery stop for order NS-${int(c.r, 5000000, 5999999)} (attempt ${int(c.r, 2, 3)}/3)`,
        );
      });
      return {
        origin: "route-optimizer",
        hints: ["timeout", "deadline", "timelimit", "time limit"],
        sev: "high",
        note: "route-optimizer's solver starts running out of its 30 s time limit on every plan (logged only as WARN), so order-service and the gateway time out on order placement.",
      };
    },
  },
  {
    estate: "hearthwood",
    category: "dependency",
    run(c, ts) {
      c.emit(ts - 120000, "swatch-service", "info", "deploy swatch-service 1.44.0: migrations none, workers 4");
      down(c, "finance-gateway", ts);
      let n = 0;
      c.every(ts, c.t1, 2, (t) => {
        n++;
        if (n < 12)
          c.emit(
            t,
            "finance-gateway",
            "warn",
            `lender API POST https://api.lendwell.example/v2/applications -> 503 Service Unavailable (body: "upstream connect error or disconnect/reset before headers"), attempt ${int(c.r, 1, 3)}`,
          );
        else {
          const k = "io.github.resilience4j.circuitbreaker.CallNotPermittedException";
          c.emit(
            t,
            "finance-gateway",
            "error",
            "finance application not submitted: CircuitBreaker 'lendwell' is OPEN and does not permit further calls",
            n % 5
              ? {}
              : {
                  kind: k,
                  stack: stack(
                    "java",
                    k,
                    "CircuitBreaker 'lendwell' is OPEN and does not permit further calls",
                    [
                      "io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException",
                      "com.hearthwood.finance.LenderClient.submit",
                      "com.hearthwood.finance.ApplicationService.apply",
                    ],
                    70,
                  ),
                },
          );
        }
        c.emit(
          t + 80,
          "storefront-bff",
          "error",
          `POST /api/finance/apply 502 ${int(c.r, 40, 3100)}ms - finance-gateway: lender unavailable`,
        );
        if (c.r() < 0.4)
          c.emit(
            t + 200,
            "checkout-svc",
            "warn",
            "financing option hidden for basket, falling back to card-only checkout",
          );
      });
      return {
        origin: "finance-gateway",
        hints: ["circuit", "lender", "unavailable", "503"],
        sev: "medium",
        note: "The third-party lender behind finance-gateway starts answering 503 and the circuit breaker opens, so financing applications fail at the storefront.",
      };
    },
  },
  {
    estate: "dreamloft",
    category: "configuration",
    run(c, ts) {
      c.emit(
        ts - 30000,
        "dl-trial",
        "info",
        "deploy: dl-trial 4.17.2 -> 4.18.0 (image sha256:9c1e...e07a), config map dl-trial-env v41",
      );
      c.emit(ts - 28000, "dl-trial", "info", "[1] [INFO] Booting worker with pid: 7");
      c.emit(ts + 150000, "dl-payments", "info", "config reload: statement_descriptor unchanged, 3ds threshold 30.00");
      down(c, "dl-trial", ts);
      c.every(ts, c.t1, 4, (t) => {
        const k = "django.core.exceptions.ImproperlyConfigured";
        c.emit(t, "dl-trial", "error", "Internal Server Error: /trial/returns/pickup", {
          kind: k,
          stack: stack(
            "python",
            k,
            "Set the RETURNS_PICKUP_PARTNER_URL environment variable",
            ["views.ReturnPickupView.post", "pickup.PickupClient.__init__", "environ.Env.get_value"],
            30,
          ),
        });
        c.emit(
          t + 60,
          "dl-web",
          "error",
          `Completed 500 Internal Server Error in ${int(c.r, 10, 40)}ms POST /account/trial/return`,
        );
        if (c.r() < 0.5)
          c.emit(t + 2000, "dl-mailer", "warn", "ReturnLabelJob skipped: dl-trial pickup endpoint returned 500");
      });
      return {
        origin: "dl-trial",
        hints: ["config", "improperly", "environment", "setting"],
        sev: "high",
        note: "dl-trial 4.18.0 ships without RETURNS_PICKUP_PARTNER_URL, so every trial-return pickup request fails with ImproperlyConfigured right after the deploy.",
      };
    },
  },
  {
    estate: "oakline",
    category: "memory",
    run(c, ts) {
      c.emit(ts - 180000, "fabric-api", "warn", "Roomset render cache at 1.6 GB (limit 2 GB), eviction falling behind");
      for (let k = 0; k < 4; k++) {
        const t = ts + k * 70000;
        const kind = "System.OutOfMemoryException";
        c.emit(t, "fabric-api", "error", "Unhandled exception rendering roomset preview", {
          kind,
          stack: stack(
            "dotnet",
            kind,
            "Exception of type 'System.OutOfMemoryException' was thrown.",
            [
              "SkiaSharp.SKBitmap.Resize",
              "Oakline.Fabrics.Rendering.RoomsetRenderer.Compose",
              "Oakline.Fabrics.Api.PreviewController.Get",
            ],
            88,
          ),
        });
        c.silence.push({ svc: "fabric-api", from: t, to: t + 25000 });
        c.every(t + 500, t + 25000, 1.2, (u) =>
          c.emit(
            u,
            "web-portal",
            "error",
            pick(c.r, [
              "System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: The response ended prematurely.",
              "System.Net.Http.HttpRequestException: Connection refused (fabric-api:8080)",
              "Request finished HTTP/1.1 GET https://www.oakline.example/api/fabrics/boucle-oat - 502 - null 3.1ms",
            ]),
          ),
        );
        c.every(t + 800, t + 25000, 4, (u) =>
          c.emit(u, "pricing-engine", "warn", "fabric band lookup failed (fabric-api unreachable), using cached band"),
        );
        c.emit(
          t + 25000,
          "fabric-api",
          "info",
          "Application started. Hosting environment: Production; Content root path: /app",
        );
      }
      return {
        origin: "fabric-api",
        hints: ["memory", "outofmemory", "oom"],
        sev: "high",
        note: "fabric-api's roomset renderer exhausts its memory and the process crashes with OutOfMemoryException every minute or so, taking fabric pages down via web-portal.",
      };
    },
  },
  {
    estate: "nordsleep",
    category: "disk",
    run(c, ts) {
      c.every(ts, c.t1, 3, (t) => {
        c.emit(
          t,
          "search-api",
          c.r() < 0.3 ? "warn" : "error",
          "availability update failed: ResponseError: cluster_block_exception: [cluster_block_exception] index [catalog_v12] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];",
        );
        for (let k = 0; k < 2; k++)
          c.emit(
            t + 120 + k * 600,
            "warehouse-wms",
            "error",
            `push of stock level for ${pick(c.r, ["NS-H3-160", "NS-H2-180", "NS-TOP-140"])} to search-api failed: HTTP 503 (retry ${k + 1})`,
          );
        if (c.r() < 0.3)
          c.emit(t + 900, "crm-sync", "warn", "product sync to search-api rejected (503), will retry next batch");
      });
      return {
        origin: "search-api",
        hints: ["disk", "flood", "watermark", "read-only"],
        sev: "medium",
        note: "The search cluster behind search-api passes its flood-stage disk watermark and puts catalog_v12 into read-only-allow-delete, so stock and product updates are refused while reads keep working.",
      };
    },
  },
  {
    estate: "hearthwood",
    category: "null_reference",
    run(c, ts) {
      c.emit(
        ts - 8000,
        "catalog-indexer",
        "info",
        "published fabric collection 'Autumn Boucle' (14 swatches) to configurator",
      );
      c.every(ts, c.t1, 2.2, (t) => {
        const k = "TypeError";
        c.emit(
          t,
          "product-configurator",
          "error",
          `price computation failed for fabric autumn-boucle-${int(c.r, 1, 14)}`,
          {
            kind: k,
            stack: stack(
              "node",
              k,
              "Cannot read properties of undefined (reading 'priceBand')",
              ["PriceCalculator.fabricSurcharge", "PriceCalculator.compute", "ConfigureHandler.handle"],
              52,
            ),
          },
        );
        c.emit(
          t + 40,
          "storefront-bff",
          "error",
          `POST /api/configure 500 ${int(c.r, 20, 60)}ms - product-configurator responded 500`,
        );
        if (c.r() < 0.5) c.emit(t + 400, "storefront-bff", "warn", "retrying POST /api/configure (1/2)");
      });
      return {
        origin: "product-configurator",
        hints: ["typeerror", "undefined", "null"],
        sev: "high",
        note: "A newly published fabric collection has no price band, and product-configurator crashes with a TypeError on every configuration that uses it.",
      };
    },
  },
];
