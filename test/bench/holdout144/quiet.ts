// The 12 quiet windows: loud logs that an on-call engineer would read and leave alone.
import { CASCADE as CR, HOLLOW_OAK as HO, MARROW as MV, SABLES as SB } from "./estates.js";
import { deploy, failedLogins, gcWarn, scanners, slowQuery } from "./noise.js";
import type { Scenario } from "./types.js";

export const QUIET: Scenario[] = [
  {
    key: "ho-quiet-scanners-deploy",
    estate: HO,
    category: null,
    note: "Scanner 404s and credential-stuffing failed logins at the edge, plus a 20-second blip of refused connections while booking-calendar rolls out.",
    faults: [
      {
        at: "booking-calendar",
        from: 0.55,
        forSec: 20,
        rate: 0.5,
        symptom: "refused",
        origin: () => null,
        onset: [
          [-1, "booking-calendar", "info", "SIGTERM received, draining (rolling update to 2.14.1)"],
          [21, "booking-calendar", "info", "booking-calendar 2.14.1 listening on :3100"],
        ],
      },
    ],
    steady: [scanners(HO, 2, "tasting-room-api"), failedLogins("tasting-room-api", 4)],
  },
  {
    key: "ho-quiet-club-batch",
    estate: HO,
    category: null,
    note: "Club release batch with a handful of undeliverable addresses, duplicate webhook replays rejected by idempotency keys, and carrier 503s absorbed by retries.",
    faults: [
      {
        at: "carrier-rates",
        from: 0.3,
        forSec: 45,
        rate: 0.3,
        symptom: 200,
        origin: (c) => [
          ["warn", `carrier API 503 Service Unavailable, retry 1/3 in ${c.r.p([250, 500])}ms`],
          ["info", "carrier API retry succeeded"],
        ],
        up: { "*": null },
      },
    ],
    steady: [
      [
        40,
        "club-shipments",
        (r) => [
          "error",
          `c.h.club.ShipmentService : member ${r.i(10000, 99999)} address undeliverable (USPS DPV N), shipment moved to exceptions queue`,
        ],
      ],
      [
        25,
        "payments-adapter",
        (r) => [
          "warn",
          `webhook evt_${r.hex(14)} already processed (idempotency key conflict: duplicate key value violates unique constraint "webhook_events_pkey"), ignored`,
        ],
      ],
    ],
    events: [
      [0.1, "club-shipments", "info", "release FALL26 batch started: 2,310 members"],
      [0.9, "club-shipments", "info", "release FALL26 batch finished: 2,296 shipped, 14 exceptions"],
    ],
  },
  {
    key: "ho-quiet-gc-slow-cert",
    estate: HO,
    category: null,
    note: "Noisy GC pause warnings, slow allocation queries, client disconnects (499) at nginx and a certificate renewal with an nginx reload.",
    faults: [],
    steady: [
      gcWarn("club-shipments", 12),
      [
        25,
        "member-profile",
        () => [
          "error",
          "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception\norg.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe\n\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)",
        ],
      ],
      slowQuery("inventory-allocations", 15, "allocations"),
      [
        6,
        "hollow-nginx",
        (r) => [
          "info",
          `${r.i(60, 200)}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)} - - "GET /api/tastings/slots HTTP/1.1" 499 0 "-" "Mozilla/5.0" rt=${r.f(5, 30).toFixed(3)} uct=0.001 urt=-`,
        ],
      ],
      [
        20,
        "hollow-nginx",
        () => [
          "warn",
          "an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/4/12/0000001124 while reading upstream",
        ],
      ],
    ],
    events: [
      [0.4, "hollow-nginx", "info", "certbot: renewed certificate for shop.hollowoak.example (expires 2027-03-02)"],
      [0.401, "hollow-nginx", "info", "signal process started (reload)"],
    ],
  },
  {
    key: "sb-quiet-probe-flap",
    estate: SB,
    category: null,
    note: "One faulty tank probe reporting impossible temperatures, an MQTT reconnect that recovers in seconds, and a HAProxy health-check flap on one portal server.",
    faults: [
      {
        at: "mqtt_bridge",
        from: 0.6,
        forSec: 6,
        rate: 0.6,
        symptom: "reset",
        origin: () => ["warn", "connection to mosquitto.cave.lan:8883 lost: EOF; reconnecting"],
        up: { tank_telemetry: null },
        onset: [[7, "mqtt_bridge", "info", "reconnected to mosquitto.cave.lan:8883 (session present, 0 msgs lost)"]],
      },
    ],
    steady: [
      [
        5,
        "tank_telemetry",
        (r) => [
          r.c(0.4) ? "error" : "warn",
          `probe 33 on T-19: temp=${r.p(["-127.00", "85.00"])}C rejected (sensor fault code)`,
        ],
      ],
      [50, "sensor_rules", () => ["warn", "[warning] T-19 probe 33 excluded from rules (sensor fault)"]],
    ],
    events: [
      [
        0.3,
        "haproxy_edge",
        "warn",
        "Server be_cellar_portal/cellar_portal2 is DOWN, reason: Layer7 timeout, check duration: 2001ms. 2 active and 0 backup servers left.",
      ],
      [
        0.305,
        "haproxy_edge",
        "warn",
        "Server be_cellar_portal/cellar_portal2 is UP, reason: Layer7 check passed, code: 200, check duration: 12ms. 3 active and 0 backup servers online.",
      ],
    ],
  },
  {
    key: "sb-quiet-lab-batch",
    estate: SB,
    category: null,
    note: "Lab import batch with three malformed rows rejected, Celery task retries that succeed, and DisallowedHost spam from internet bots.",
    faults: [],
    steady: [
      [
        9,
        "cellar_portal",
        (r) => [
          "error",
          `Invalid HTTP_HOST header: '${r.i(40, 220)}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)}'. You may need to add '${r.i(40, 220)}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)}' to ALLOWED_HOSTS.`,
        ],
      ],
      [
        45,
        "lab_results",
        (r) => [
          "warn",
          `Task import_panel[${r.hex(8)}] retry: Retry in 10s: ConnectionResetError(104, 'Connection reset by peer')`,
        ],
      ],
      [46, "lab_results", (r) => ["info", `Task import_panel[${r.hex(8)}] succeeded in ${r.f(0.2, 2).toFixed(2)}s`]],
    ],
    events: [
      [
        0.5,
        "lab_results",
        "error",
        "panel row 17 rejected: field 'va_gl' invalid: could not convert string to float: 'n/a' (file ETS_4410.csv)",
      ],
      [
        0.501,
        "lab_results",
        "error",
        "panel row 42 rejected: field 'ph' invalid: could not convert string to float: '' (file ETS_4410.csv)",
      ],
      [0.502, "lab_results", "error", "panel row 58 rejected: tank 'T-99' unknown (file ETS_4410.csv)"],
      [0.503, "lab_results", "info", "import ETS_4410.csv done: 211 rows, 208 stored, 3 rejected"],
    ],
  },
  {
    key: "sb-quiet-db-failover",
    estate: SB,
    category: null,
    note: "A planned Postgres failover gives barrel_registry 15 seconds of connection errors that recover, then an unrelated ferment_ctl deploy.",
    faults: [
      {
        at: "barrel_registry",
        from: 0.4,
        forSec: 15,
        rate: 0.7,
        symptom: 503,
        origin: (c) => [
          "error",
          `level=error msg="query failed" err="FATAL: terminating connection due to administrator command (SQLSTATE 57P01)" retry=${c.r.i(1, 3)}`,
        ],
        onset: [[16, "barrel_registry", "info", 'level=info msg="db pool reconnected" primary=pg-cave-2']],
      },
    ],
    events: [...deploy("ferment_ctl", "0.20.1", 0.7)],
    steady: [
      [14, "tank_telemetry", (r) => ["warn", `probe ${r.i(1, 80)} battery ${r.i(5, 15)}%`]],
      [30, "barrel_registry", (r) => ["error", `level=error msg="barcode lookup" code=${r.hex(10)} err="not found"`]],
    ],
  },
  {
    key: "cr-quiet-dlq-dupes",
    estate: CR,
    category: null,
    note: "Client disconnects at Envoy, one malformed order event dead-lettered, and duplicate EDI interchanges skipped as already processed.",
    faults: [],
    steady: [
      [
        8,
        "envoy",
        (r, t) => [
          "info",
          `[${new Date(t).toISOString()}] "GET /v1/orders HTTP/1.1" 0 DC 0 0 ${r.i(2000, 30000)} - "${r.i(60, 200)}.1.2.3" "okhttp/4.12.0" "-" "orders:4000" "10.30.2.41:4000"`,
        ],
      ],
      [
        50,
        "orders",
        (r) => [
          "error",
          `[error] rejected order from partner portal: cases must be greater than 0 (got ${r.p([0, -1])}) distributor=${r.p(["NWB", "HARB"])}`,
        ],
      ],
      [
        30,
        "edi",
        (r) => [
          "warn",
          `Interchange ICN ${r.i(100000000, 999999999)} from ${r.p(["PCD", "NWB"])} already processed, skipping (idempotent)`,
        ],
      ],
    ],
    events: [
      [
        0.6,
        "orders",
        "error",
        "[error] event order.amended offset 88142 failed 5 times (Jason.DecodeError: unexpected byte at position 211), moved to orders.v1.dlq",
      ],
    ],
  },
  {
    key: "cr-quiet-line-changeover",
    estate: CR,
    category: null,
    note: "A planned bottling changeover pauses line 2 for a few minutes with operator warnings, plus noisy .NET warnings and slow pricing queries.",
    faults: [],
    steady: [
      [
        20,
        "bottling",
        () => [
          "warn",
          "Microsoft.EntityFrameworkCore.Query: Compiling a query which loads related collections for more than one collection navigation without configuring the QuerySplittingBehavior.",
        ],
      ],
      slowQuery("pricing", 25, "price_postings"),
    ],
    events: [
      [0.35, "bottling", "warn", "Line L2 paused by operator (changeover 2024-PN-31 -> 2025-RS-04)"],
      [0.36, "fillers", "info", 'level=info msg="cip cycle started" line=L2'],
      [0.37, "labeler", "error", 'level=error msg="no bottle detected" line=L2 timeout_s=30'],
      [0.4, "labeler", "error", 'level=error msg="no bottle detected" line=L2 timeout_s=30'],
      [0.45, "labeler", "error", 'level=error msg="no bottle detected" line=L2 timeout_s=30'],
      [0.38, "palletizer", "error", "Infeed L2 starved: no cases for 120s (line paused)"],
      [0.5, "fillers", "info", 'level=info msg="cip cycle finished" line=L2 duration=13m'],
      [0.52, "bottling", "info", "Line L2 resumed by operator"],
    ],
  },
  {
    key: "cr-quiet-retries-cert",
    estate: CR,
    category: null,
    note: "Palletizer retries that succeed against a briefly busy warehouse, an Envoy SDS certificate rotation, and Elixir runtime warnings.",
    faults: [
      {
        at: "warehouse",
        from: 0.45,
        forSec: 25,
        rate: 0.2,
        symptom: 503,
        origin: () => ["warn", "[warning] reserve shed: mailbox over 500 messages, returning 503"],
        up: {
          palletizer: (c) => [
            ["warn", `Warehouse 503 on pallet ${c.r.i(100000, 999999)}, retry 1/3 in 500ms`],
            ["info", "Retry succeeded"],
          ],
        },
      },
    ],
    steady: [
      [
        40,
        "orders",
        (r) => [
          "error",
          `[error] ** (Plug.Parsers.ParseError) malformed request, a Jason.DecodeError exception was raised with message "unexpected byte at position ${r.i(0, 90)}"`,
        ],
      ],
      [15, "orders", (r) => ["warn", `[warning] Logger: discarded ${r.i(10, 400)} debug messages (sync_threshold)`]],
    ],
    events: [
      [
        0.3,
        "envoy",
        "info",
        "cds: add/update cluster 'orders' ; sds: secret 'ridge-mtls' updated (cert not after 2027-01-01)",
      ],
    ],
  },
  {
    key: "mv-quiet-php-noise-bots",
    estate: MV,
    category: null,
    note: "PHP deprecation spam, bots failing club logins, ordinary card declines and scanner 404s at Traefik.",
    faults: [],
    steady: [
      [
        3,
        "dtc-shop",
        (r) => [
          "warn",
          `PHP Deprecated:  strlen(): Passing null to parameter #1 ($string) of type string is deprecated in /var/www/shop/src/Seo.php on line ${r.i(10, 60)}`,
        ],
      ],
      failedLogins("dtc-club-portal", 5),
      [
        15,
        "dtc-checkout",
        (r) => [
          r.c(0.5) ? "error" : "warn",
          `card declined for order MV${r.i(100000, 999999)}: ${r.p(["do_not_honor", "insufficient_funds", "expired_card"])}`,
        ],
      ],
      scanners(MV, 4, "dtc-shop"),
    ],
  },
  {
    key: "mv-quiet-tax-blip-acme",
    steady: [
      [
        20,
        "dtc-checkout",
        (r) => [
          "error",
          `ActionController::RoutingError (No route matches [${r.p(["GET", "POST"])} "${r.p(["/wp-admin", "/.env", "/api/v1/pods", "/owa/auth/logon.aspx"])}"])`,
        ],
      ],
    ],
    estate: MV,
    category: null,
    note: "The tax vendor's brief 503s absorbed by fin-taxrates retries, a Traefik ACME renewal and a nightly excise job with two flagged records.",
    faults: [
      {
        at: "fin-taxrates",
        from: 0.5,
        forSec: 40,
        rate: 0.4,
        symptom: 200,
        origin: () => [
          ["warn", "vendor 503 Service Unavailable on quote, retrying"],
          ["info", "vendor quote ok on retry 1"],
        ],
        up: { "*": null },
      },
    ],
    events: [
      [
        0.2,
        "edge-traefik",
        "info",
        "Renewing certificate from LE : {Main:www.marrowvine.example SANs:[]} providerName=le.acme",
      ],
      [0.201, "edge-traefik", "info", "Certificates obtained for domains [www.marrowvine.example]"],
      [0.7, "fin-excise", "warn", "Nightly worksheet: removal R-88412 has no bond number, excluded pending review"],
      [
        0.701,
        "fin-excise",
        "warn",
        "Nightly worksheet: transfer T-1190 gallons negative (-0.4), excluded pending review",
      ],
      [0.702, "fin-excise", "info", "Nightly worksheet finished: 4,112 lines, 2 excluded"],
    ],
  },
  {
    key: "mv-quiet-rolling-restart",
    estate: MV,
    category: null,
    note: "A rolling restart of dtc-checkout causing a few 502s for seconds, duplicate 3PL webhooks rejected by unique keys, and Rails slow query logs.",
    faults: [
      {
        at: "dtc-checkout",
        from: 0.5,
        forSec: 8,
        rate: 0.5,
        symptom: "refused",
        origin: () => null,
        onset: [
          [-1, "dtc-checkout", "info", "- Gracefully stopping, waiting for requests to finish (release v312)"],
          [9, "dtc-checkout", "info", "Puma starting in cluster mode... * Puma version: 6.5.0, release v312"],
        ],
      },
    ],
    steady: [
      [
        18,
        "ops-fulfil",
        (r) => [
          "error",
          `3pl webhook shipment.delivered ${r.hex(10)}: duplicate key value violates unique constraint "shipment_events_external_id_key" - already recorded`,
        ],
      ],
      slowQuery("dtc-checkout", 20, "line_items"),
    ],
  },
];
