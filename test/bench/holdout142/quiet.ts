// Harmless noise kinds for quiet windows: each writes bursts of WARN/ERROR that a healthy estate really logs.
import type { Estate } from "./estates.js";
import { nginxErrDate, pgDate } from "./ids.js";
import type { Ctx } from "./scenario.js";
import { javaStack, pyTrace } from "./stacks.js";

export interface QuietKind {
  key: string;
  estate: Estate["key"];
  note: string;
  /** k scales the rate: 1 for the window's main noise, about 0.2 for a side kind. */
  write: (c: Ctx, k: number) => void;
}

const burst = (c: Ctx, k: number, lenMs: number) => {
  const from = c.at - c.rng.int(0, 120000);
  return [from, Math.min(c.t1, from + lenMs * Math.max(k, 0.3))] as const;
};

export const QUIET_KINDS: QuietKind[] = [
  {
    key: "declined-cards",
    estate: "marquee",
    note: "card declines during a popular on-sale",
    write: (c, k) => {
      c.every("payment-bridge", c.t0, c.t1, 2500 / k, () => ({
        level: "WARN",
        msg: `${c.ids("payment-bridge").tag}[http-nio-8080-exec-${c.rng.int(1, 40)}] c.m.pay.AcquirerClient : Authorisation ${c.rng.hex(10)} declined: ${c.rng.pick(["05 Do not honour", "51 Insufficient funds", "54 Expired card", "65 Soft decline - SCA required"])}`,
      }));
      c.every("ticket-checkout", c.t0, c.t1, 3000 / k, () => ({
        level: "ERROR",
        msg: `${c.ids("ticket-checkout").tag}[http-nio-8080-exec-${c.rng.int(1, 40)}] c.m.checkout.OrderService : Payment failed for order MS-${c.rng.int(10000, 99999)}: card declined by issuer (PaymentDeclinedException)`,
      }));
      c.every("envoy-edge", c.t0, c.t1, 3500 / k, (t) => {
        c.edge(t, "ticket-checkout", 402, { path: "POST /api/v2/orders/1/confirm" });
        return null;
      });
    },
  },
  {
    key: "scraper-429",
    estate: "marquee",
    note: "resale bots scraping seat maps are throttled with 429 by the edge rate limit",
    write: (c, k) => {
      const [a, b] = burst(c, k, 300000);
      c.every("envoy-edge", a, b, 350 / k, (t) => {
        c.edge(t, "seat-map", 429, {
          path: `GET /v1/performances/${c.rng.int(4000, 4999)}/seats`,
          flags: "RL",
          durMs: 0,
        });
        return null;
      });
      c.every("seat-map", a, b, 3000 / k, () => ({
        level: "WARN",
        msg: "client over quota, rejecting",
        attrs: { client_ip: `185.220.101.${c.rng.int(1, 250)}`, limit: "30/min", status: 429 },
      }));
    },
  },
  {
    key: "cert-rotation",
    estate: "marquee",
    note: "the edge certificate and the payment keystore are rotated; a few old clients fail TLS and one reset is retried successfully",
    write: (c, k) => {
      const t = c.at;
      c.line(
        t,
        "envoy-edge",
        "INFO",
        `[${new Date(t).toISOString()}][1][info][secret] [source/common/secret/sds_api.cc:85] sds: loaded secret tickets-marqueesawdust-tls (version 2026-12-02T0${c.rng.int(4, 6)}:00:00Z)`,
      );
      c.every("envoy-edge", t, t + 240000 * k, 2500 / k, (x) => ({
        level: "DEBUG",
        msg: `[${new Date(x).toISOString()}][${c.rng.int(20, 40)}][debug][connection] [source/common/tls/ssl_socket.cc:249] [Tags: "ConnectionId":"${c.rng.int(10000, 99999)}"] remote address:${c.rng.int(80, 200)}.${c.rng.int(1, 250)}.${c.rng.int(1, 250)}.${c.rng.int(1, 250)}:${c.rng.int(30000, 60000)},TLS_error:|268435581:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED:TLS_error_end`,
      }));
      c.line(
        t + 30000,
        "payment-bridge",
        "INFO",
        "[keystore-watcher] c.m.pay.tls.KeystoreReloader : Reloaded keystore /etc/tls/acquirer-client.p12 (alias acquirer-2026-12, expires 2027-12-01)",
      );
      c.line(
        t + 31000,
        "payment-bridge",
        "WARN",
        "[http-nio-8080-exec-7] c.m.pay.AcquirerClient : Acquirer call failed, retrying once: Connection reset",
        {
          stack: javaStack("java.net.SocketException: Connection reset", [
            "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:318)",
          ]),
        },
      );
      c.line(
        t + 31400,
        "payment-bridge",
        "INFO",
        "[http-nio-8080-exec-7] c.m.pay.AcquirerClient : Authorisation 9ac1f0e2 approved in 388ms (after retry)",
      );
    },
  },
  {
    key: "scanners",
    estate: "caravan",
    note: "vulnerability scanners probe the portal for PHP and dotfiles; nginx 404s and Rails RoutingError FATALs",
    write: (c, k) => {
      const probes = [
        "/wp-login.php",
        "/.env",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/.git/config",
        "/cgi-bin/luci",
        "/actuator/gateway/routes",
        "/xmlrpc.php",
      ];
      const [a, b] = burst(c, k, 420000);
      c.every("tour_portal", a, b, 1500 / k, () => {
        const p = c.rng.pick(probes);
        return [
          {
            level: "INFO",
            msg: `Started GET "${p}" for 45.148.10.${c.rng.int(2, 250)} at ${new Date(c.at).toISOString().slice(0, 19).replace("T", " ")} +0000`,
          },
          { level: "FATAL", msg: `ActionController::RoutingError (No route matches [GET] "${p}"):` },
        ];
      });
      c.every("nginx_edge", a, b, 1500 / k, (t) => {
        c.edge(t, "tour_portal", 404, { path: `GET ${c.rng.pick(probes)}` });
        return null;
      });
      c.every("nginx_edge", a, b, 9000 / k, (t) => ({
        level: "ERROR",
        msg: `${nginxErrDate(t)} [error] 31#31: *${c.rng.int(100000, 999999)} open() "/usr/share/nginx/html/.env" failed (2: No such file or directory), client: 45.148.10.${c.rng.int(2, 250)}, server: portal.caravanvolant.eu, request: "GET /.env HTTP/1.1"`,
      }));
    },
  },
  {
    key: "dedup-backfill",
    estate: "caravan",
    note: "a venue backfill re-imports rows that already exist and skips each duplicate key",
    write: (c, k) => {
      const [a, b] = burst(c, k, 480000);
      c.every("portal_sidekiq", a, b, 1200 / k, () => ({
        level: "WARN",
        msg: `pid=7 tid=${c.rng.hex(4)} class=VenueBackfillJob jid=${c.rng.hex(24)} WARN: skipping venue ${c.rng.int(1000, 9999)}: PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "index_venues_on_external_id"`,
      }));
      c.every("fleet_pg", a, b, 1300 / k, (t) => ({
        level: "ERROR",
        msg: `${pgDate(t)} [${c.rng.int(1000, 9999)}] ERROR:  duplicate key value violates unique constraint "index_venues_on_external_id"`,
        stack: `${pgDate(t)} [${c.rng.int(1000, 9999)}] DETAIL:  Key (external_id)=(osm-${c.rng.int(100000, 999999)}) already exists.`,
      }));
      c.line(
        b,
        "portal_sidekiq",
        "INFO",
        `pid=7 tid=${c.rng.hex(4)} class=VenueBackfillJob INFO: backfill finished: 412 inserted, ${c.rng.int(1800, 2600)} duplicates skipped, 0 failed`,
      );
    },
  },
  {
    key: "report-statement-timeout",
    estate: "caravan",
    note: "a monthly mileage report hits the reporting statement timeout and succeeds on a smaller date range",
    write: (c, k) => {
      for (let i = 0; i < Math.max(1, Math.round(6 * k)); i++) {
        const t = c.at + i * c.rng.int(40000, 90000);
        c.line(
          t,
          "fleet_pg",
          "ERROR",
          `${pgDate(t)} [${c.rng.int(1000, 9999)}] ERROR:  canceling statement due to statement timeout`,
          {
            stack: `${pgDate(t)} [${c.rng.int(1000, 9999)}] STATEMENT:  SELECT convoy_id, sum(km) FROM gps_points WHERE recorded_at BETWEEN $1 AND $2 GROUP BY 1`,
          },
        );
        c.line(
          t + 30,
          "portal_sidekiq",
          "WARN",
          `pid=7 tid=${c.rng.hex(4)} class=MileageReportJob jid=${c.rng.hex(24)} WARN: ActiveRecord::QueryCanceled: PG::QueryCanceled: ERROR:  canceling statement due to statement timeout (splitting range and retrying)`,
        );
        c.line(
          t + 9000,
          "portal_sidekiq",
          "INFO",
          `pid=7 tid=${c.rng.hex(4)} class=MileageReportJob INFO: report chunk ${i + 1} done (${c.rng.int(2, 9)} days)`,
        );
      }
    },
  },
  {
    key: "rolling-restart",
    estate: "midway",
    note: "a rolling restart of ridequeue: a few 502s at Traefik and connection-refused retries that succeed",
    write: (c, k) => {
      for (let i = 0; i < Math.max(1, Math.round(4 * k)); i++) {
        const t = c.at + i * c.rng.int(40000, 70000);
        c.line(t, "ridequeue", "INFO", "SIGTERM received - shutting down");
        c.line(
          t + 40,
          "ridequeue",
          "WARN",
          `Postgrex.Protocol (#PID<0.${c.rng.int(2000, 4000)}.0>) disconnected: ** (DBConnection.ConnectionError) client #PID<0.${c.rng.int(4000, 6000)}.0> exited`,
        );
        c.silence("ridequeue", t, t + 2500);
        c.line(t + 2500, "ridequeue", "INFO", "Running RidequeueWeb.Endpoint with Bandit 1.5.7 at :::4000 (http)");
        for (let j = 0; j < c.rng.int(5, 12); j++)
          c.edge(t + 100 + j * 200, "ridequeue", c.rng.pick([502, 503]), { path: "GET /api/rides/waltzer/queue" });
        for (let j = 0; j < c.rng.int(3, 7); j++) {
          c.line(
            t + 300 + j * 300,
            "turnstile",
            "WARN",
            "Turnstile.Queue.QueueClient[0] ridequeue: Connection refused (ridequeue:4000), retry 1/3 in 500ms",
          );
          c.line(
            t + 1300 + j * 300,
            "turnstile",
            "INFO",
            "Turnstile.Queue.QueueClient[0] ridequeue call succeeded on retry 2",
          );
        }
        c.line(
          t + 900,
          "tokenbank",
          "WARN",
          "TokenBank.Queue.SlotNotifier[0] 503 from ridequeue, will retry (Polly attempt 1)",
        );
      }
    },
  },
  {
    key: "wifi-drops",
    estate: "midway",
    note: "handhelds and kiosks drop off the fairground wifi and reconnect",
    write: (c, k) => {
      c.every("turnstile", c.t0, c.t1, 5000 / k, () => ({
        level: "WARN",
        msg: `Turnstile.Devices.HeartbeatMonitor[2] Handheld HH-${c.rng.int(1, 30)} at gate G${c.rng.int(1, 9)} missed 3 heartbeats (last RSSI -${c.rng.int(78, 92)} dBm)`,
      }));
      c.every("wristbands", c.t0, c.t1, 7000 / k, () => ({
        level: "ERROR",
        msg: `Kiosk K${c.rng.int(1, 12)} socket closed: {:shutdown, :econnreset} (connection reset by peer)`,
      }));
      c.every("wristbands", c.t0, c.t1, 7000 / k, () => ({
        level: "INFO",
        msg: `Kiosk K${c.rng.int(1, 12)} reconnected`,
      }));
    },
  },
  {
    key: "consumer-rebalance",
    estate: "midway",
    note: "queue consumers reconnect after a broker connection churn; deliveries resume",
    write: (c, k) => {
      const [a, b] = burst(c, k, 150000);
      c.every("rabbitmq", a, b, 2500 / k, () => ({
        level: "WARN",
        msg: `<0.${c.rng.int(800, 9999)}.0> closing AMQP connection <0.${c.rng.int(800, 9999)}.0> (10.42.0.${c.rng.int(2, 99)}:${c.rng.int(30000, 60000)} -> 10.42.0.12:5672, vhost: '/', user: 'midway'):\nclient unexpectedly closed TCP connection`,
      }));
      c.every("telemetry", a, b, 4000 / k, () => ({
        level: "WARN",
        msg: "amqp consumer cancelled, re-subscribing",
        attrs: {
          queue: c.rng.pick(["plc.frames", "gate.counters"]),
          err: "Exception (320) Reason: \"CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'\"",
        },
      }));
      c.every("wristbands", a, b, 6000 / k, () => ({
        level: "ERROR",
        msg: 'AMQP channel down: {:shutdown, {:connection_closing, {:server_initiated_close, 320, "CONNECTION_FORCED"}}}; reconnecting in 2s',
      }));
      c.line(b + 3000, "telemetry", "INFO", "amqp consumer subscribed", {
        attrs: { queue: "plc.frames", prefetch: 200 },
      });
    },
  },
  {
    key: "threshold-alerts",
    estate: "spangle",
    note: "stock and volume threshold alerts fire as designed during the interval rush",
    write: (c, k) => {
      c.every("conc-stock-worker", c.t0, c.t1, 4000 / k, () => ({
        level: "WARN",
        msg: `stock.alerts: LOW STOCK ALERT SKU-${c.rng.int(10000, 99999)} at ${c.rng.pick(["popcorn-north", "candyfloss-2", "hotdog-east", "lemonade-big-top"])}: ${c.rng.int(1, 9)} left (threshold 10)`,
      }));
      c.every("conc-mysql", c.t0, c.t1, 60000 / k, (t) => ({
        level: "WARN",
        msg: `${new Date(t).toISOString()} 0 [Warning] [MY-000000] [Server] monitoring: /var/lib/mysql at 81% used (warn 80%, crit 95%)`,
      }));
      c.every("fin-ledger-svc", c.t0, c.t1, 30000 / k, () => ({
        level: "WARN",
        msg: `Spangle.Ledger.Alerts[0] Takings for stand ${c.rng.pick(["popcorn-north", "hotdog-east"])} above hourly threshold (GBP ${c.rng.int(900, 1800)} > 800)`,
      }));
    },
  },
  {
    key: "validation-refusals",
    estate: "spangle",
    note: "staff type bad prices and over-refunds and the services refuse them with 4xx",
    write: (c, k) => {
      c.every("conc-menu-svc", c.t0, c.t1, 6000 / k, () => ({
        level: "WARN",
        msg: "price update rejected",
        attrs: {
          ...c.ids("conc-menu-svc").attrs,
          sku: `SKU-${c.rng.int(10000, 99999)}`,
          status: 400,
          error: "ValidationError: price must be a positive integer number of pence",
        },
      }));
      c.every("conc-pos-svc", c.t0, c.t1, 5000 / k, () => ({
        level: "ERROR",
        msg: `production.ERROR: Refund refused {"till":"T${c.rng.int(1, 48)}","reason":"The refund amount may not be greater than the original sale.","status":422}`,
        attrs: c.ids("conc-pos-svc").attrs,
      }));
      c.every("haproxy", c.t0, c.t1, 6000 / k, (t) => {
        c.edge(t, "conc-pos-svc", 422, { path: "POST /api/refunds" });
        return null;
      });
    },
  },
  {
    key: "failed-logins",
    estate: "spangle",
    note: "till operators mistype PINs and a credential-stuffing run against the back office is blocked",
    write: (c, k) => {
      c.every("conc-pos-svc", c.t0, c.t1, 3500 / k, () => ({
        level: "WARN",
        msg: `production.WARNING: Till login failed {"till":"T${c.rng.int(1, 48)}","operator":"${c.rng.int(100, 999)}","reason":"invalid_pin","attempt":${c.rng.int(1, 3)}}`,
        attrs: c.ids("conc-pos-svc").attrs,
      }));
      const [a, b] = burst(c, k, 200000);
      c.every("fin-ledger-svc", a, b, 1500 / k, () => ({
        level: "ERROR",
        msg: `Spangle.Ledger.Auth.LoginEndpoint[401] Authentication failed for user '${c.rng.pick(["admin", "finance", "test", "root", "spangle"])}' from 193.32.162.${c.rng.int(2, 250)}: invalid credentials (lockout in ${c.rng.int(1, 4)})`,
      }));
      c.every("haproxy", a, b, 1500 / k, (t) => {
        c.edge(t, "fin-ledger-svc", 401, { path: "POST /api/journal" });
        return null;
      });
    },
  },
  {
    key: "report-timeout-py",
    estate: "midway",
    note: "the daily inspection sheet generator times out on a large export and succeeds on retry",
    write: (c, k) => {
      for (let i = 0; i < Math.max(1, Math.round(4 * k)); i++) {
        const t = c.at + i * c.rng.int(50000, 110000);
        c.line(t, "maintlog", "ERROR", "maintlog.reports: sheet export attempt failed, retrying", {
          stack: pyTrace(
            [["/app/maintlog/reports.py", 64, "export_sheet", "rows = cur.fetchall()"]],
            "psycopg.errors.QueryCanceled: canceling statement due to statement timeout",
          ),
        });
        c.line(
          t + 12000,
          "maintlog",
          "INFO",
          `maintlog.reports: daily sheet ${c.rng.int(100, 999)} exported on retry (2 pages)`,
        );
      }
    },
  },
  {
    key: "gc-pauses",
    estate: "marquee",
    note: "young-generation GC pauses on the JVM services during a busy on-sale",
    write: (c, k) => {
      for (const svc of ["ticket-checkout", "show-calendar"])
        c.every(svc, c.t0, c.t1, 12000 / k, (_t, i) => ({
          level: "WARN",
          msg: `[G1 Conc#0] gc : GC(${1200 + i}) Pause Young (Normal) (G1 Evacuation Pause) ${c.rng.int(700, 1000)}M->${c.rng.int(300, 500)}M(1536M) ${c.rng.int(210, 640)}.${c.rng.int(100, 999)}ms`,
        }));
    },
  },
  {
    key: "client-aborts",
    estate: "caravan",
    note: "drivers on patchy mobile data abort page loads; nginx logs 499s and buffered-response warnings",
    write: (c, k) => {
      c.every("nginx_edge", c.t0, c.t1, 6000 / k, (t) => {
        c.edge(t, "tour_portal", 499, { path: `GET /tours/${c.rng.int(60, 99)}/itinerary` });
        return {
          level: "WARN",
          msg: `${nginxErrDate(t)} [warn] 31#31: *${c.rng.int(100000, 999999)} an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/${c.rng.int(1, 9)}/${c.rng.int(10, 99)}/00000${c.rng.int(10000, 99999)} while reading upstream, client: 82.${c.rng.int(1, 250)}.${c.rng.int(1, 250)}.${c.rng.int(1, 250)}, server: portal.caravanvolant.eu, request: "GET /tours/${c.rng.int(60, 99)}/itinerary.pdf HTTP/1.1", upstream: "http://10.8.1.9:3000/tours/${c.rng.int(60, 99)}/itinerary.pdf", host: "portal.caravanvolant.eu"`,
        };
      });
    },
  },
];

export function quietKind(key: string): QuietKind {
  const q = QUIET_KINDS.find((x) => x.key === key);
  if (!q) throw new Error(`no quiet kind ${key}`);
  return q;
}
