// The eight failures, one per category, each as the estate would really log it.
import type { Ctx } from "./stream.js";

export interface Incident {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** a service of the estate that gets an unrelated deploy near the start */
  bystander: string;
  apply: (c: Ctx, start: number) => void;
}

const ord = (c: Ctx, p: string) => `${p}${c.r.int(100000, 999999)}`;

export const INCIDENTS: Incident[] = [
  {
    estate: "freshfold",
    origin: "order-service",
    category: "database",
    hints: ["connection", "database", "postgres", "psql", "too many", "sql", "pool"],
    severity: "high",
    note: "order-service's Postgres refuses new connections (too many clients); the app API and driver BFF return 503s and retry.",
    bystander: "notify-push",
    apply: (c, start) => {
      const o = "order-service";
      c.emit(start - 40000, o, "WARN", "HikariPool-1 - Pool stats (total=40, active=38, idle=2, waiting=6)");
      c.emit(
        start + 200,
        o,
        "WARN",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5c1f2e7a (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      c.broken = {
        from: start,
        svcs: new Set([o]),
        share: 0.8,
        onFlow: (t, tr) => {
          if (c.r.chance(0.6))
            c.emit(
              t + 30,
              o,
              "ERROR",
              "Unable to acquire JDBC Connection; nested exception is org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
              c.r.chance(0.3)
                ? c.stack(o, "org.postgresql.util.PSQLException", "FATAL: sorry, too many clients already", [
                    ["org.postgresql.core.v3.ConnectionFactoryImpl", "doAuthentication"],
                    ["org.postgresql.core.v3.ConnectionFactoryImpl", "openConnectionImpl"],
                    ["com.zaxxer.hikari.pool.HikariPool", "createPoolEntry"],
                    ["com.freshfold.orders.OrderRepository", "save"],
                  ])
                : undefined,
              tr,
            );
          const who = c.r.pick(["fold-app-api", "fold-app-api", "driver-bff", "plant-scan"]);
          if (who === "fold-app-api") {
            c.emit(
              t,
              who,
              "ERROR",
              `POST /v3/orders 503 ${c.r.int(30, 900)}ms - upstream order-service: 503 Service Unavailable`,
              undefined,
              tr,
            );
          } else if (who === "driver-bff") {
            for (let i = 1; i <= 3; i++)
              c.emit(
                t + i * 700,
                who,
                "WARN",
                `order-service PATCH /orders/${ord(c, "FF-")}/state failed with 503, retry ${i}/5`,
                undefined,
                tr,
              );
            c.emit(
              t + 2600,
              who,
              "ERROR",
              "stop completion queued offline after 5 attempts: Request failed with status code 503",
              undefined,
              tr,
            );
          } else {
            c.emit(
              t,
              who,
              "ERROR",
              `bind event not acknowledged by order-service: status 503 (tag FF${c.r.int(1000000, 9999999)})`,
              undefined,
              tr,
            );
          }
        },
      };
    },
  },
  {
    estate: "presspoint",
    origin: "payments-bridge",
    category: "dependency",
    hints: ["stripe", "psp", "payment", "503", "unavailable", "circuit", "provider", "upstream"],
    severity: "high",
    note: "Stripe answers payments-bridge with 503s and its breaker opens; subscriptions' Sidekiq retries and press-web checkouts fail loudly.",
    bystander: "tag-printer",
    apply: (c, start) => {
      const o = "payments-bridge";
      c.every(start + 500, 4000, (t) => {
        c.emit(
          t,
          o,
          "ERROR",
          `POST https://api.stripe.com/v1/payment_intents failed: HTTP 503 (Request-Id req_${c.r.hex(14)}) {"error":{"type":"api_error","message":"An unknown error occurred"}}`,
        );
      });
      c.emit(
        start + 21000,
        o,
        "ERROR",
        "CircuitBreaker 'stripe' changed state from CLOSED to OPEN (failure rate 74.0% >= 50.0%)",
      );
      c.every(start + 60000, 60000, (t) => {
        c.emit(t, o, "WARN", "CircuitBreaker 'stripe' changed state from OPEN to HALF_OPEN");
        c.emit(
          t + 1800,
          o,
          "ERROR",
          `POST https://api.stripe.com/v1/payment_intents failed: HTTP 503 (Request-Id req_${c.r.hex(14)})`,
        );
        c.emit(t + 1900, o, "WARN", "CircuitBreaker 'stripe' changed state from HALF_OPEN to OPEN");
      });
      c.every(start + 22000, 1500, (t) => {
        c.emit(
          t,
          o,
          "WARN",
          "CallNotPermittedException: CircuitBreaker 'stripe' is OPEN and does not permit further calls",
        );
        const jid = c.r.hex(24);
        c.emit(
          t + 120,
          "subscriptions",
          "WARN",
          `PaymentJob JID-${jid} failed: Faraday::ServerError: the server responded with status 502 (payments-bridge) retry_count=${c.r.int(0, 12)}`,
        );
        if (c.r.chance(0.2))
          c.emit(
            t + 130,
            "subscriptions",
            "ERROR",
            "Renewal charge failed, will retry",
            c.stack("subscriptions", "Faraday::ServerError", "the server responded with status 502", [
              ["app.clients.payments_bridge", "charge!"],
              ["app.jobs.payment_job", "perform"],
              ["gems.sidekiq-7.2.4.lib.sidekiq.processor", "execute_job"],
            ]),
          );
      });
      c.broken = {
        from: start,
        svcs: new Set([o]),
        share: 1,
        onFlow: (t) => {
          c.emit(
            t,
            "subscriptions",
            "ERROR",
            `Renewal for sub_${c.r.hex(10)} failed: payments-bridge returned 502 Bad Gateway`,
          );
        },
      };
      c.every(start + 3000, 9000, (t) => {
        c.emit(
          t,
          "press-web",
          "ERROR",
          `Request finished HTTP/1.1 POST https://presspoint.example/api/checkout - 502 - application/problem+json ${c.r.int(40, 200)}.${c.r.int(1000, 9999)}ms`,
        );
      });
    },
  },
  {
    estate: "sudsgo",
    origin: "locker-gateway",
    category: "configuration",
    hints: ["config", "key", "missing", "hmac", "setting", "signing"],
    severity: "high",
    note: "After a configmap reload locker-gateway has no signing key for site SG-AMS-04 and rejects every door command there; app-gw and wash-orders report failed drop-offs.",
    bystander: "route-optimizer",
    apply: (c, start) => {
      const o = "locker-gateway";
      c.emit(start - 900, o, "INFO", "config change detected (configmap locker-gateway-config rev 117), reloading");
      c.emit(
        start,
        o,
        "INFO",
        "config reloaded: 38 sites, 37 signing keys, mqtt broker tls://mqtt.sudsgo.internal:8883",
      );
      c.emit(
        start + 150,
        o,
        "WARN",
        'site SG-AMS-04: signing_keys["SG-AMS-04"] is empty, commands for this site will be refused',
      );
      c.broken = {
        from: start,
        svcs: new Set([o]),
        share: 0.45,
        onFlow: (t, tr) => {
          const door = c.r.int(1, 30);
          c.emit(
            t + 20,
            "wash-orders",
            "ERROR",
            `locker open failed for dropoff ${ord(c, "SG")}: HTTP 500 from locker-gateway {"error":"sign command: no key for site SG-AMS-04"}`,
            undefined,
            tr,
          );
          c.emit(
            t + 40,
            o,
            "ERROR",
            `open cmd rejected site=SG-AMS-04 door=${door}: sign command: no HMAC key configured for site`,
            undefined,
            tr,
          );
          c.emit(
            t + 60,
            "app-gw",
            "ERROR",
            `POST /api/dropoffs 502 - ${c.r.int(80, 300)} ms (upstream wash-orders: locker unavailable)`,
            undefined,
            tr,
          );
          if (c.r.chance(0.5))
            c.emit(
              t + 4000,
              "app-gw",
              "WARN",
              `POST /api/dropoffs 502 - ${c.r.int(80, 300)} ms (client retry ${c.r.int(1, 4)})`,
              undefined,
              tr,
            );
        },
      };
    },
  },
  {
    estate: "drydash",
    origin: "garment-intake",
    category: "memory",
    hints: ["memory", "oom", "sigkill", "killed", "out of memory", "memoryerror"],
    severity: "high",
    note: "garment-intake's gunicorn workers are killed for memory over and over and its scan lines stop; dash-api and damage-claims see refused connections.",
    bystander: "courier-notify",
    apply: (c, start) => {
      const o = "garment-intake";
      c.emit(
        start - 120000,
        o,
        "WARN",
        "photo cache holds 14211 items (1.41 GiB), eviction disabled by PHOTO_CACHE_MAX=0",
      );
      c.emit(
        start - 40000,
        o,
        "WARN",
        "photo cache holds 17840 items (1.83 GiB), eviction disabled by PHOTO_CACHE_MAX=0",
      );
      c.emit(
        start,
        o,
        "ERROR",
        "error handling intake batch 88412",
        c.stack(o, "MemoryError", "", [
          ["PIL.Image", "frombytes"],
          ["intake.photos", "decode_photo"],
          ["intake.views", "post_scan"],
        ]),
      );
      let pid = 31;
      c.every(start + 9000, 26000, (t) => {
        c.emit(t, o, "ERROR", `Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
        pid += c.r.int(2, 9);
        c.emit(t + 1200, o, "INFO", `Booting worker with pid: ${pid}`);
      });
      c.broken = {
        from: start,
        svcs: new Set([o]),
        share: 0.9,
        silent: new Set([o]),
        onFlow: (t) => {
          if (c.r.chance(0.5))
            c.emit(
              t,
              "damage-claims",
              "ERROR",
              'condition check skipped: Faraday::ConnectionFailed (Failed to open TCP connection to garment-intake:8000 (Connection refused - connect(2) for "garment-intake" port 8000))',
            );
          c.emit(
            t + 50,
            "dash-api",
            "ERROR",
            `I/O error on POST request for "http://garment-intake:8000/v1/scans": Connection refused; nested exception is java.net.ConnectException: Connection refused`,
          );
          if (c.r.chance(0.3))
            c.emit(t + 60, "dash-api", "ERROR", "Completed 502 BAD_GATEWAY POST /api/v1/intake/batch in 3ms");
        },
      };
      c.every(start + 2000, 3000, (t) => {
        c.emit(
          t,
          "dash-api",
          "WARN",
          `intake handheld HH-${c.r.int(100, 199)} upload retry ${c.r.int(1, 6)}/6: 502 Bad Gateway from garment-intake`,
        );
      });
    },
  },
  {
    estate: "freshfold",
    origin: "plant-scan",
    category: "disk",
    hints: ["disk", "space", "no space", "enospc", "volume", "spool"],
    severity: "high",
    note: "plant-scan's spool volume fills and every scan write fails with ENOSPC; garment-tags and order-service see unbound garments and retry.",
    bystander: "billing-meter",
    apply: (c, start) => {
      const o = "plant-scan";
      c.emit(start - 180000, o, "WARN", "spool volume /var/lib/plant-scan 91% used (compaction behind by 3 segments)");
      c.emit(start - 60000, o, "WARN", "spool volume /var/lib/plant-scan 97% used");
      c.broken = {
        from: start,
        svcs: new Set([o]),
        share: 0.95,
        onFlow: (t, tr) => {
          const seg = c.r.int(4800, 4830);
          c.emit(
            t,
            o,
            "ERROR",
            `scan rejected station=${c.r.pick(["INTAKE-1", "INTAKE-2", "SORT-A"])}: append spool: write /var/lib/plant-scan/spool/00000${seg}.wal: no space left on device`,
            undefined,
            tr,
          );
          for (let i = 1; i <= c.r.int(1, 3); i++)
            c.emit(
              t + i * 1500,
              "garment-tags",
              "WARN",
              `Bind retry ${i}/3 for tag FF${c.r.int(1000000, 9999999)}: no scan event from plant-scan`,
              undefined,
              tr,
            );
          if (c.r.chance(0.4))
            c.emit(
              t + 5000,
              "order-service",
              "ERROR",
              `Garment count for ${ord(c, "FF-")} stale: plant-scan returned 500 Internal Server Error`,
              undefined,
              tr,
            );
        },
      };
      c.every(start + 30000, 60000, (t) => {
        c.emit(
          t,
          o,
          "ERROR",
          "compaction failed: create /var/lib/plant-scan/spool/compact.tmp: no space left on device",
        );
      });
    },
  },
  {
    estate: "presspoint",
    origin: "courier-dispatch",
    category: "timeout",
    hints: ["timeout", "deadline", "lock", "timed out"],
    severity: "medium",
    note: "courier-dispatch's rebalance pass holds the dispatch lock too long and assignments time out (logged at WARN only); pickup-booking's HttpClient times out and Polly retries.",
    bystander: "stain-notes",
    apply: (c, start) => {
      const o = "courier-dispatch";
      c.emit(
        start,
        o,
        "WARN",
        `rebalance pass still running after 30s (open stops ${c.r.int(300, 420)}), holding lock dispatch:runs`,
      );
      c.every(start + 30000, 30000, (t) => {
        c.emit(
          t,
          o,
          "WARN",
          `rebalance pass exceeded deadline: context deadline exceeded (elapsed ${Math.round((t - start) / 1000) + 30}s)`,
        );
      });
      c.broken = {
        from: start,
        svcs: new Set([o]),
        share: 0.85,
        onFlow: (t) => {
          c.emit(
            t + 5000,
            o,
            "WARN",
            `assign booking: acquire lock dispatch:runs timed out after 5s (holder=rebalancer)`,
          );
          for (let i = 1; i <= 2; i++)
            c.emit(
              t + 10000 * i,
              "pickup-booking",
              "WARN",
              `Polly: Retry ${i} of 3 after ${i * 2}s delay for POST http://courier-dispatch:8080/v1/assign`,
            );
          c.emit(
            t + 30500,
            "pickup-booking",
            "ERROR",
            `Booking ${ord(c, "PP")} saved without courier: assignment call failed`,
            c.r.chance(0.35)
              ? c.stack(
                  "pickup-booking",
                  "System.Threading.Tasks.TaskCanceledException",
                  "The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
                  [
                    ["System.Net.Http.HttpClient", "HandleFailure"],
                    ["PressPoint.Booking.Clients.DispatchClient", "AssignAsync"],
                    ["PressPoint.Booking.Handlers.ConfirmBookingHandler", "Handle"],
                  ],
                )
              : undefined,
          );
          if (c.r.chance(0.5))
            c.emit(
              t + 30600,
              "press-web",
              "ERROR",
              `Request finished HTTP/1.1 POST https://presspoint.example/api/bookings - 504 - application/problem+json 30${c.r.int(100, 999)}.${c.r.int(1000, 9999)}ms`,
            );
        },
      };
    },
  },
  {
    estate: "sudsgo",
    origin: "route-optimizer",
    category: "network",
    hints: ["dns", "unknownhost", "resolution", "network", "host", "resolve"],
    severity: "medium",
    note: "route-optimizer can no longer resolve the routing provider's hostname; route refreshes fail and driver-sync retries.",
    bystander: "receipts-mailer",
    apply: (c, start) => {
      const o = "route-optimizer";
      c.broken = {
        from: start,
        svcs: new Set([o]),
        share: 0.9,
        onFlow: (t, tr) => {
          const rt = c.r.int(100, 199);
          c.emit(
            t + 40,
            o,
            "ERROR",
            `Route RT-${rt} refresh failed: I/O error on GET request for "https://routing.mapsvc.example/v2/matrix": routing.mapsvc.example: Temporary failure in name resolution`,
            c.r.chance(0.3)
              ? c.stack(
                  o,
                  "java.net.UnknownHostException",
                  "routing.mapsvc.example: Temporary failure in name resolution",
                  [
                    ["java.net.Inet6AddressImpl", "lookupAllHostAddr"],
                    ["java.net.InetAddress$PlatformResolver", "lookupByName"],
                    ["org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator", "connect"],
                    ["com.sudsgo.routing.MatrixClient", "fetch"],
                  ],
                )
              : undefined,
            tr,
          );
          c.emit(
            t + 80,
            "driver-sync",
            "WARN",
            `route fetch for driver d${c.r.int(10, 60)} failed: 500 from route-optimizer, keeping cached stops (retry 1/3)`,
            undefined,
            tr,
          );
          c.emit(
            t + 2100,
            "driver-sync",
            "WARN",
            "route fetch retry 2/3: Request failed with status code 500",
            undefined,
            tr,
          );
        },
      };
      c.every(start + 15000, 60000, (t) => {
        c.emit(
          t,
          o,
          "ERROR",
          "OptaPlanner solve aborted: distance matrix unavailable (UnknownHostException routing.mapsvc.example)",
        );
      });
    },
  },
  {
    estate: "drydash",
    origin: "billing-ledger",
    category: "authentication",
    hints: ["auth", "401", "unauthorized", "credential", "api key", "apikey"],
    severity: "high",
    note: "The payment processor starts rejecting billing-ledger's API key with 401 and invoices stop posting; dash-api returns 502 for invoice calls.",
    bystander: "plant-machines",
    apply: (c, start) => {
      const o = "billing-ledger";
      c.broken = {
        from: start,
        svcs: new Set([o]),
        share: 1,
        onFlow: (t) => {
          c.emit(
            t + 30,
            o,
            "ERROR",
            `Payment for INV-${c.r.int(200000, 299999)} failed: HTTP 401 Unauthorized from https://checkout-live.adyen.com/checkout/v71/payments {"status":401,"errorCode":"000","message":"HTTP Status Response - Unauthorized","errorType":"security"}`,
            c.r.chance(0.3)
              ? c.stack(o, "com.adyen.service.exception.ApiException", "HTTP Exception", [
                  ["com.adyen.httpclient.AdyenHttpClient", "request"],
                  ["com.adyen.service.checkout.PaymentsApi", "payments"],
                  ["com.drydash.ledger.PaymentPoster", "post"],
                ])
              : undefined,
          );
          c.emit(
            t + 60,
            "dash-api",
            "ERROR",
            `Completed 502 BAD_GATEWAY POST /api/v1/orders/${c.r.int(100000, 999999)}/invoice in ${c.r.int(300, 900)}ms`,
          );
        },
      };
      c.every(start + 1000, 2500, (t) => {
        c.emit(
          t,
          "dash-api",
          "WARN",
          `invoice retry ${c.r.int(1, 5)}/5 for order ${c.r.int(100000, 999999)}: 502 Bad Gateway from billing-ledger`,
        );
      });
      c.every(start + 20000, 45000, (t) => {
        c.emit(t, o, "WARN", "Adyen webhook HMAC ok, but 0 payments authorised in the last 60s (expected ~40)");
      });
    },
  },
];
