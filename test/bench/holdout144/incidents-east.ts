// Incident scenarios of Cascade Ridge Wine Co and Marrow & Vine Cellars (26 of the 52).
import { CASCADE as CR, MARROW as MV } from "./estates.js";
import { deploy, failedLogins, scanners, slowQuery } from "./noise.js";
import type { Scenario } from "./types.js";
import { clfDate } from "./voices.js";

const dist = ["PCD", "NWB", "SUNV", "HARB"];

export const EAST: Scenario[] = [
  // ---------------------------------------------------------------- authentication
  {
    key: "cr-edi-sftp-key",
    estate: CR,
    category: "authentication",
    origin: "edi",
    hints: ["authentication", "publickey", "ssh", "auth", "credential"],
    severity: "medium",
    note: "edi's SFTP login to the value-added network fails (publickey rejected) after the VAN rotated accepted keys; distributor orders stop arriving and orders only notices the silence.",
    faultAt: 0.4,
    faults: [
      {
        at: "edi",
        rate: 1,
        symptom: 502,
        origin: () => null,
        up: {},
        periodic: [
          [
            30,
            "edi",
            (r) => [
              "error",
              `Renci.SshNet.Common.SshAuthenticationException: Permission denied (publickey). host=sftp.vanexchange.example user=cascade_edi attempt=${r.i(1, 5)}`,
            ],
          ],
          [
            120,
            "orders",
            (r) => [
              "warn",
              `[warning] no inbound 850s from ${r.p(dist)} in ${r.i(10, 25)} min (expected ~${r.i(20, 40)}/h)`,
            ],
          ],
        ],
        silence: [[0, 99999]],
        onset: [
          [
            -1,
            "edi",
            "info",
            "Poll cycle: connecting to sftp.vanexchange.example:22 as cascade_edi (key /keys/van_ed25519)",
          ],
        ],
      },
    ],
    steady: [
      [
        6,
        "warehouse",
        (r) => [
          "error",
          `[error] cycle count mismatch bay-${r.i(1, 3)} sku CR-${r.i(100, 999)}: expected ${r.i(10, 90)} found ${r.i(10, 90)}`,
        ],
      ],
    ],
  },
  {
    key: "mv-ledger-client-secret",
    estate: MV,
    category: "authentication",
    origin: "fin-ledger",
    hints: ["secret", "expired", "authentication", "credential", "aadsts", "token"],
    severity: "high",
    note: "fin-ledger's client secret for the identity provider expires, so it cannot get a database token; checkout, excise and the data sync fail to post entries.",
    faultAt: 0.55,
    faults: [
      {
        at: "fin-ledger",
        rate: 1,
        symptom: 503,
        origin: (c) => [
          "error",
          `Microsoft.Data.SqlClient.SqlException: Login failed: Azure.Identity.AuthenticationFailedException: ClientSecretCredential authentication failed: AADSTS7000222: The provided client secret keys for app '${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}' are expired.`,
        ],
        up: {
          "data-sync": (c) => [
            "error",
            `sync ledger_entries failed: HTTPError: 503 Server Error: Service Unavailable for url: http://fin-ledger:5010/ledger/entries?since=${c.r.i(1000, 9999)}`,
          ],
        },
      },
    ],
    steady: [
      [
        12,
        "dtc-shop",
        (r) => [
          "warn",
          `PHP Warning:  Undefined array key "utm_source" in /var/www/shop/src/Tracking.php on line ${r.i(20, 80)}`,
        ],
      ],
    ],
  },
  // ---------------------------------------------------------------- authorization
  {
    key: "cr-labeler-s3-deny",
    estate: CR,
    category: "authorization",
    origin: "labeler",
    hints: ["accessdenied", "access", "denied", "authorized", "403", "s3"],
    severity: "high",
    note: "A new SCP denies the labeler role s3:GetObject on the artwork bucket; every label job fails and bottling pauses line 2 in its own words.",
    faultAt: 0.5,
    faults: [
      {
        at: "labeler",
        rate: 1,
        symptom: 503,
        origin: (c) => [
          "error",
          `level=error msg="artwork fetch failed" job=${c.r.hex(6)} err="operation error S3: GetObject, https response error StatusCode: 403, RequestID: ${c.r.hex(16).toUpperCase()}, api error AccessDenied: User: arn:aws:sts::4410${c.r.i(10000000, 99999999)}:assumed-role/labeler-task/${c.r.hex(12)} is not authorized to perform: s3:GetObject on resource: \\"arn:aws:s3:::cr-label-artwork/2024-PN-${c.r.i(10, 99)}.pdf\\" with an explicit deny in a service control policy"`,
        ],
        up: {
          bottling: (c) => [
            ["error", `Line L2 label step failed for lot 2024-PN-${c.r.i(10, 99)}: labeler returned 503`],
            ["warn", "Line L2 paused: labeler not ready"],
          ],
        },
      },
    ],
    steady: [
      [
        10,
        "fillers",
        (r) => [
          "warn",
          `level=warn msg="fill level drift" head=${r.i(1, 24)} vol_ml=${r.f(747, 748.9).toFixed(1)} corrected=true`,
        ],
      ],
    ],
    events: deploy("pricing", "1.42.0", 0.44),
  },
  {
    key: "mv-excise-select-denied",
    estate: MV,
    category: "authorization",
    origin: "fin-excise",
    hints: ["permission", "denied", "select", "authorization", "access"],
    severity: "medium",
    note: "fin-excise loses SELECT on the removals table after a DBA role cleanup; the monthly excise report and the finance UI fail while everything else stays green.",
    faultAt: 0.45,
    faults: [
      {
        at: "fin-excise",
        rate: 1,
        symptom: 500,
        origin: () => [
          "error",
          "Microsoft.Data.SqlClient.SqlException (0x80131904): The SELECT permission was denied on the object 'removals', database 'Ledger', schema 'excise'.\n   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)\n   at MarrowVine.Excise.RemovalsRepository.GetMonthAsync(Int32 year, Int32 month) in /src/Excise/RemovalsRepository.cs:line 41",
        ],
        periodic: [
          [60, "fin-excise", () => ["warn", "TTB 5120.17 draft for 2026-10 incomplete: removals section empty"]],
        ],
      },
    ],
    steady: [
      [9, "dtc-club-portal", (r) => ["warn", `login throttled for member ${r.i(2000, 9999)} (5 failed attempts)`]],
    ],
  },
  // ---------------------------------------------------------------- database
  {
    key: "cr-orders-ecto-queue",
    estate: CR,
    category: "database",
    origin: "orders",
    hints: ["database", "connection", "pool", "dbconnection", "postgrex", "queue"],
    severity: "high",
    note: "orders' Ecto pool is drained by a slow reporting query; requests are dropped from the DB queue and distributor orders fail through Envoy and EDI.",
    faultAt: 0.5,
    faults: [
      {
        at: "orders",
        rate: 0.75,
        symptom: 500,
        delay: [2900, 3000],
        origin: (c) => [
          "error",
          `[error] ** (DBConnection.ConnectionError) connection not available and request was dropped from queue after ${c.r.i(2900, 2999)}ms. This means requests are coming in and your connection pool cannot serve them fast enough.`,
        ],
        up: {
          edi: (c) => [
            "error",
            `850 ICN ${c.r.i(100000000, 999999999)} from ${c.r.p(dist)} not ingested: orders returned 500; 997 withheld`,
          ],
        },
        onset: [
          [
            -30,
            "orders",
            "warn",
            "[warning] Postgrex query took 28411ms: SELECT ... FROM depletions d JOIN orders o ... (report: quarterly_depletions)",
          ],
        ],
      },
    ],
    steady: [
      [
        7,
        "labeler",
        (r) => [
          "error",
          `level=error msg="vision reject" line=L1 job=${r.hex(6)} reason="label skew ${r.f(1.6, 3).toFixed(1)}mm"`,
        ],
      ],
    ],
  },
  {
    key: "mv-shop-readonly-primary",
    estate: MV,
    category: "database",
    origin: "dtc-shop",
    hints: ["read-only", "mysql", "sqlstate", "database", "1290"],
    severity: "high",
    note: "After a MySQL failover dtc-shop still writes to the old primary, now read-only; cart and checkout writes fail with error 1290 and Traefik serves 500s.",
    faultAt: 0.5,
    faults: [
      {
        at: "dtc-shop",
        rate: 0.6,
        symptom: 500,
        origin: () => [
          "error",
          "PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000]: General error: 1290 The MySQL server is running with the --read-only option so it cannot execute this statement in /var/www/shop/src/Cart/CartRepository.php:73",
        ],
      },
    ],
    steady: [
      [11, "ops-compliance", (r) => ["warn", `order MV${r.i(100000, 999999)} blocked: ships to UT (no DTC permit)`]],
    ],
    events: [[0.48, "data-sync", "warn", "source mysql-shop-a unreachable for 9s, reconnected to mysql-shop-b"]],
  },
  // ---------------------------------------------------------------- network
  {
    key: "cr-pricing-no-route",
    estate: CR,
    category: "network",
    origin: "pricing",
    hints: ["route", "network", "dial", "unreachable", "no route"],
    severity: "high",
    note: "pricing pods lose their route to the pricing database subnet after a network policy change; pricing fails to dial and orders report 503s from pricing.",
    faultAt: 0.5,
    faults: [
      {
        at: "pricing",
        rate: 0.9,
        symptom: 503,
        origin: (c) => [
          "error",
          `msg="price lookup failed" sku=CR-${c.r.i(100, 999)} err="dial tcp 10.31.8.${c.r.i(10, 20)}:5432: connect: no route to host"`,
        ],
      },
    ],
    steady: [[20, "palletizer", (r) => ["warn", `Stretch wrapper W${r.i(1, 2)} film low (${r.i(5, 15)}%)`]]],
    events: deploy("warehouse", "0.88.0", 0.45),
  },
  {
    key: "mv-fulfil-tls-handshake",
    estate: MV,
    category: "network",
    origin: "ops-fulfil",
    hints: ["tls", "handshake", "ssl", "socket", "network"],
    severity: "medium",
    note: "ops-fulfil cannot complete TLS handshakes with the 3PL's API after their edge change; orders stop flowing to the warehouse and the club portal shows errors.",
    faultAt: 0.5,
    faults: [
      {
        at: "ops-fulfil",
        rate: 0.95,
        symptom: 502,
        origin: (c) => [
          "error",
          c.r.p([
            "3pl submit failed: Error: Client network socket disconnected before secure TLS connection was established (host api.wd-logistics.example:443)",
            "3pl submit failed: Error: write EPROTO 40F8A3E1CF7F0000:error:0A000410:SSL routines:ssl3_read_bytes:sslv3 alert handshake failure:../deps/openssl/openssl/ssl/record/rec_layer_s3.c:1605:SSL alert number 40",
          ]),
        ],
      },
    ],
    steady: [[10, "dtc-checkout", (r) => ["warn", `card declined for order MV${r.i(100000, 999999)}: do_not_honor`]]],
  },
  // ---------------------------------------------------------------- timeout
  {
    key: "cr-warehouse-genserver",
    estate: CR,
    category: "timeout",
    origin: "warehouse",
    hints: ["timeout", "genserver", "time out", "exit"],
    severity: "high",
    note: "The warehouse slot allocator GenServer is stuck in a long rebalance; every reserve call times out after 5 s and orders, palletizer and Envoy report the failures.",
    faultAt: 0.5,
    faults: [
      {
        at: "warehouse",
        rate: 0.85,
        symptom: 500,
        delay: [5000, 5010],
        origin: (c) => [
          "error",
          `[error] ** (exit) exited in: GenServer.call(Warehouse.SlotAllocator, {:reserve, "CR-${c.r.i(100, 999)}", ${c.r.i(1, 60)}}, 5000)\n    ** (EXIT) time out\n    (elixir 1.17.3) lib/gen_server.ex:1128: GenServer.call/3\n    (warehouse 0.87.2) lib/warehouse/stock.ex:54: Warehouse.Stock.reserve/2`,
        ],
        onset: [[-8, "warehouse", "info", "[info] SlotAllocator: rebalance of bonded-3 started (14,210 slots)"]],
      },
    ],
    steady: [
      [
        14,
        "edi",
        (r) => [
          "warn",
          `997 from ${r.p(dist)} reports AK5*E (accepted with errors) for ICN ${r.i(100000000, 999999999)}`,
        ],
      ],
    ],
  },
  {
    key: "mv-taxrates-vendor-slow",
    estate: MV,
    category: "timeout",
    origin: "fin-taxrates",
    hints: ["timeout", "timed out", "exceeded", "esockettimedout"],
    severity: "high",
    note: "The sales-tax vendor stops answering in time; fin-taxrates times out at 8 s and checkout fails with Net::ReadTimeout, louder than the origin.",
    faultAt: 0.5,
    faults: [
      {
        at: "fin-taxrates",
        rate: 0.8,
        symptom: "timeout",
        delay: [8000, 8020],
        origin: (c) => [
          "warn",
          `vendor quote timeout of 8000ms exceeded (POST https://api.taxcloud.example/v4/quote zip=${c.r.p(["95476", "10014", "78701"])}), no cached rate`,
        ],
      },
    ],
    steady: [
      [
        25,
        "fin-excise",
        (r) => ["warn", `bond transfer ${r.i(100, 999)} missing destination permit, flagged for review`],
      ],
      slowQuery("dtc-checkout", 30, "orders"),
    ],
  },
  // ---------------------------------------------------------------- rate limiting
  {
    key: "cr-pricing-state-api-429",
    estate: CR,
    category: "rate_limiting",
    origin: "pricing",
    hints: ["429", "rate", "limit", "throttl", "retry-after"],
    severity: "medium",
    note: "pricing is throttled (429) by the state price-posting API after a cache flush makes every quote a live call; orders fail to price.",
    faultAt: 0.45,
    faults: [
      {
        at: "pricing",
        rate: 0.7,
        symptom: 503,
        origin: (c) => [
          "warn",
          `msg="price posting lookup throttled" status=429 retry_after=${c.r.i(30, 120)}s endpoint=https://liquor.wa.example/api/price-postings`,
        ],
        onset: [[-25, "pricing", "info", 'msg="price posting cache flushed" entries=18211 reason="manual"']],
      },
    ],
    steady: [
      [
        9,
        "bottling",
        (r) => ["warn", `Run L1-${r.i(1000, 9999)}: reject rate ${r.f(1, 3).toFixed(1)}% (cork insertion)`],
      ],
    ],
  },
  {
    key: "mv-compliance-throttled",
    estate: MV,
    category: "rate_limiting",
    origin: "ops-compliance",
    hints: ["429", "rate", "limit", "throttl", "too many"],
    severity: "medium",
    note: "The club release batch sends thousands of compliance checks; the compliance vendor throttles ops-compliance with 429s and checkout orders stall.",
    faultAt: 0.4,
    faults: [
      {
        at: "ops-compliance",
        rate: 0.7,
        symptom: 503,
        origin: (c) => [
          "warn",
          `ShipCompliant::RateLimited: 429 Too Many Requests (X-RateLimit-Remaining: 0, resets in ${c.r.i(20, 60)}s)`,
        ],
        onset: [[-40, "dtc-club-portal", "info", "club release AUTUMN26 batch started: 6,120 orders queued"]],
      },
    ],
    steady: [
      [
        15,
        "dtc-shop",
        (r) => [
          "warn",
          `PHP Deprecated:  Creation of dynamic property Cart::$promo is deprecated in /var/www/shop/src/Cart/Cart.php on line ${r.i(40, 99)}`,
        ],
      ],
    ],
  },
  // ---------------------------------------------------------------- validation
  {
    key: "cr-edi-uom-reject",
    estate: CR,
    category: "validation",
    origin: "edi",
    hints: ["validation", "invalid", "unit of measure", "reject", "codelist"],
    severity: "medium",
    note: "A distributor starts sending 850s with an unknown unit of measure; edi rejects them (WARN only) and orders merely notices fewer orders.",
    faultAt: 0.45,
    faults: [
      {
        at: "edi",
        rate: 0,
        symptom: 400,
        origin: () => null,
        periodic: [
          [
            12,
            "edi",
            (r) => [
              "warn",
              `850 ICN ${r.i(100000000, 999999999)} from PCD rejected: PO1 segment ${r.i(1, 30)} element 03 value 'BT' not in codelist 355 (unit of measure); 997 AK5*R sent`,
            ],
          ],
          [200, "orders", () => ["warn", "[warning] inbound volume from PCD down 90% vs same hour last week"]],
        ],
      },
    ],
    steady: [[20, "palletizer", (r) => ["warn", `Label printer P${r.i(1, 2)} ribbon low`]]],
  },
  {
    key: "mv-checkout-state-invalid",
    estate: MV,
    category: "validation",
    origin: "dtc-checkout",
    hints: ["validation", "invalid", "recordinvalid", "422", "state"],
    severity: "medium",
    note: "dtc-checkout's new validation rejects full state names the shop still sends; most orders fail with 422 RecordInvalid and the shop shows errors.",
    faultAt: 0.5,
    faults: [
      {
        at: "dtc-checkout",
        rate: 0.6,
        symptom: 422,
        origin: (c) => [
          "warn",
          `Completed 422 Unprocessable Entity in ${c.r.i(20, 90)}ms: ActiveRecord::RecordInvalid (Validation failed: Shipping state ${c.r.p(["California", "New York", "Oregon", "Texas"])} is not a valid two-letter state code)`,
        ],
        onset: [[-45, "dtc-checkout", "info", "Booting Puma (release v311: stricter address validation)"]],
      },
    ],
    steady: [scanners(MV, 7, "dtc-shop")],
  },
  // ---------------------------------------------------------------- null reference
  {
    key: "cr-bottling-nre",
    estate: CR,
    category: "null_reference",
    origin: "bottling",
    hints: ["null", "nullreference", "object reference", "reference"],
    severity: "high",
    note: "bottling's run planner throws NullReferenceException for a lot without a closure type; line steps and scheduler dispatches fail.",
    faultAt: 0.5,
    faults: [
      {
        at: "bottling",
        rate: 0.7,
        symptom: 500,
        origin: () => [
          "error",
          "System.NullReferenceException: Object reference not set to an instance of an object.\n   at Cascade.Bottling.Runs.RunPlanner.NextLot(LineId line) in /src/Bottling/Runs/RunPlanner.cs:line 88\n   at Cascade.Bottling.Api.RunsController.Advance(String line) in /src/Bottling/Api/RunsController.cs:line 31",
        ],
        onset: [[-40, "scheduler", "info", 'level=info msg="lot imported" lot=2025-RS-11 closure=""']],
      },
    ],
    steady: [
      [
        8,
        "orders",
        (r) => [
          "error",
          `[error] distributor ${r.p(dist)} PO DO-${r.i(200000, 299999)} references discontinued SKU CR-0${r.i(10, 99)}`,
        ],
      ],
    ],
  },
  {
    key: "mv-club-null-tier",
    estate: MV,
    category: "null_reference",
    origin: "dtc-club-portal",
    hints: ["null", "member function", "fatal", "getTier".toLowerCase()],
    severity: "medium",
    note: "dtc-club-portal crashes calling getTier() on null for members whose tier was removed; club pages 500 at Traefik.",
    faultAt: 0.5,
    faults: [
      {
        at: "dtc-club-portal",
        rate: 0.55,
        symptom: 500,
        origin: (c) => [
          "error",
          `PHP Fatal error:  Uncaught Error: Call to a member function getTier() on null in /var/www/club/src/Member/ShipmentPreview.php:${c.r.i(80, 95)}\nStack trace:\n#0 /var/www/club/src/Controller/AccountController.php(41): Club\\Member\\ShipmentPreview->build()\n#1 {main}\n  thrown in /var/www/club/src/Member/ShipmentPreview.php on line 88`,
        ],
      },
    ],
    steady: [
      [
        12,
        "dtc-checkout",
        (r) => ["warn", `Rack::Attack throttled ${r.i(40, 220)}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)} (login)`],
      ],
    ],
    events: deploy("fin-taxrates", "2.4.0", 0.47),
  },
  // ---------------------------------------------------------------- configuration
  {
    key: "cr-fillers-endpoint-typo",
    estate: CR,
    category: "configuration",
    origin: "fillers",
    hints: ["config", "scheme", "invalid", "endpoint", "setting"],
    severity: "high",
    note: "A config push to fillers mistypes the PLC endpoint scheme; fillers rejects its config and bottling line commands fail right after.",
    faultAt: 0.5,
    faults: [
      {
        at: "fillers",
        rate: 0.9,
        symptom: 503,
        origin: (c) => [
          "error",
          `level=error msg="filler command rejected" line=L${c.r.i(1, 2)} err="plc client not initialised: invalid config plc.endpoints[2]: unsupported scheme \\"opc.tpc\\""`,
        ],
        onset: [[-10, "fillers", "info", 'level=info msg="config reloaded" source=configmap/fillers-plc version=47']],
      },
    ],
    steady: [
      [11, "labeler", (r) => ["warn", `level=warn msg="glue temp low" line=L${r.i(1, 2)} temp_c=${r.i(140, 150)}`]],
    ],
  },
  {
    key: "mv-traefik-missing-middleware",
    estate: MV,
    category: "configuration",
    origin: "edge-traefik",
    hints: ["middleware", "config", "does not exist", "router"],
    severity: "high",
    note: "A Traefik dynamic config reload references a middleware that does not exist; the club router is dropped and every club page returns 404 at the edge.",
    faultAt: 0.5,
    faults: [
      {
        at: "edge-traefik",
        rate: 0,
        symptom: 404,
        origin: () => null,
        onset: [
          [-2, "edge-traefik", "info", "Configuration loaded from file: /etc/traefik/dynamic/club.yml"],
          [
            0,
            "edge-traefik",
            "error",
            'error="middleware \\"club-auth@file\\" does not exist" entryPointName=websecure routerName=club@file',
          ],
        ],
        periodic: [
          [
            4,
            "edge-traefik",
            (r, t) => [
              "info",
              `${r.i(60, 200)}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)} - - [${clfDate(t)} +0000] "GET /club/${r.p(["account", "shipments"])} HTTP/2.0" 404 19 "-" "-" ${r.i(1000, 99999)} "-" "-" 0ms`,
            ],
          ],
        ],
      },
    ],
    drop: ["dtc-club-portal"],
    steady: [[30, "dtc-shop", (r) => ["warn", `slow page GET /shop/product ${r.i(2000, 4000)}ms`]]],
  },
  // ---------------------------------------------------------------- dependency
  {
    key: "cr-orders-kafka",
    estate: CR,
    category: "dependency",
    origin: "orders",
    hints: ["kafka", "broker", "leader", "dependency", "unavailable"],
    severity: "high",
    note: "The Kafka cluster orders publishes to loses its leaders; orders cannot produce order events and fails requests, the broker itself never logs here.",
    faultAt: 0.5,
    faults: [
      {
        at: "orders",
        rate: 0.85,
        symptom: 503,
        origin: (c) => [
          "error",
          `[error] publish order.accepted failed: {:error, :leader_not_available} topic=orders.v1 partition=${c.r.i(0, 11)} (brod producer)`,
        ],
        periodic: [
          [
            20,
            "orders",
            () => [
              "warn",
              "[warning] brod client orders_kafka: failed to connect to kafka-2.ridge.internal:9092, reason: :econnrefused",
            ],
          ],
        ],
      },
    ],
    steady: [
      [9, "fillers", (r) => ["warn", `level=warn msg="o2 pickup high" head=${r.i(1, 24)} o2_ppb=${r.i(1000, 1600)}`]],
    ],
  },
  {
    key: "mv-gateway-503",
    estate: MV,
    category: "dependency",
    origin: "dtc-checkout",
    hints: ["unavailable", "gateway", "503", "braintree", "dependency"],
    severity: "high",
    note: "The payment gateway returns ServiceUnavailable; dtc-checkout cannot authorise cards and shop checkouts fail, with an unrelated shop deploy just before.",
    faultAt: 0.5,
    faults: [
      {
        at: "dtc-checkout",
        rate: 0.8,
        symptom: 502,
        origin: (c) => [
          "error",
          `payment authorize failed for order MV${c.r.i(100000, 999999)}: Braintree::ServiceUnavailableError (503 from api.braintreegateway.com)`,
        ],
        onset: [[60, "dtc-checkout", "warn", "circuit payment_gateway half-open probe failed"]],
      },
    ],
    events: deploy("dtc-shop", "2026.11.2", 0.46),
    steady: [failedLogins("dtc-club-portal", 10)],
  },
  // ---------------------------------------------------------------- memory
  {
    key: "cr-palletizer-oomkilled",
    estate: CR,
    category: "memory",
    origin: "palletizer",
    hints: ["memory", "oom", "137", "heap", "killed"],
    severity: "high",
    note: "palletizer's heap grows until the container is OOM-killed (exit 137) and restarts; scheduler and bottling see it unreachable while it is quiet.",
    faultAt: 0.45,
    faults: [
      {
        at: "palletizer",
        rate: 0.9,
        symptom: "refused",
        origin: () => null,
        onset: [
          [-240, "palletizer", "warn", "GC heap 1.71GB of 2.00GB container limit (gen2 collections 412)"],
          [-60, "palletizer", "warn", "GC heap 1.96GB of 2.00GB container limit (gen2 collections 530)"],
          [120, "palletizer", "info", "Palletizer starting (previous container exit code 137 OOMKilled), .NET 8.0.11"],
          [250, "palletizer", "warn", "GC heap 1.93GB of 2.00GB container limit (gen2 collections 88)"],
        ],
        silence: [
          [0, 118],
          [260, 9999],
        ],
      },
    ],
    steady: [[10, "pricing", (r) => ["warn", `msg="stale tier" sku=CR-${r.i(100, 999)} age=${r.i(2, 9)}d`]]],
  },
  {
    key: "mv-shop-memory-exhausted",
    estate: MV,
    category: "memory",
    origin: "dtc-shop",
    hints: ["memory", "exhausted", "allowed memory"],
    severity: "medium",
    note: "After a product import, category pages in dtc-shop exhaust PHP's memory limit; Traefik serves 500s while other shop pages work.",
    faultAt: 0.5,
    faults: [
      {
        at: "dtc-shop",
        rate: 0.45,
        symptom: 500,
        origin: (c) => [
          "error",
          `PHP Fatal error:  Allowed memory size of 268435456 bytes exhausted (tried to allocate ${c.r.p([20480, 65536, 262144])} bytes) in /var/www/shop/vendor/doctrine/collections/src/ArrayCollection.php on line ${c.r.i(300, 420)}`,
        ],
        onset: [[-120, "data-sync", "info", "product import finished: 3,880 variants (gift sets)"]],
      },
    ],
    steady: [[20, "ops-fulfil", (r) => ["warn", `3pl webhook for ${r.hex(8)} arrived twice, ignored`]]],
  },
  // ---------------------------------------------------------------- disk
  {
    key: "cr-labeler-readonly-fs",
    estate: CR,
    category: "disk",
    origin: "labeler",
    hints: ["read-only", "disk", "file system", "filesystem", "storage"],
    severity: "high",
    note: "The labeler's spool volume remounts read-only after I/O errors; label jobs cannot be written and bottling pauses.",
    faultAt: 0.5,
    faults: [
      {
        at: "labeler",
        rate: 0.95,
        symptom: 500,
        origin: (c) => [
          "error",
          `level=error msg="spool write" job=${c.r.hex(6)} err="open /spool/zpl/lot-2024-${c.r.i(10, 99)}.zpl: read-only file system"`,
        ],
        up: { bottling: (c) => ["warn", `Line L${c.r.i(1, 2)} label step failed: labeler 500, operator notified`] },
      },
    ],
    steady: [[16, "warehouse", (r) => ["warn", `[warning] pick list ${r.i(1000, 9999)} printed twice`]]],
  },
  {
    key: "mv-excise-disk-full",
    estate: MV,
    category: "disk",
    origin: "fin-excise",
    hints: ["disk", "space", "not enough space", "ioexception"],
    severity: "medium",
    note: "fin-excise's export volume fills up during the month-end run; excise PDFs and CSVs fail to write, quiet amid louder checkout noise.",
    faultAt: 0.5,
    faults: [
      {
        at: "fin-excise",
        rate: 0.9,
        symptom: 500,
        origin: (c) => [
          "error",
          `System.IO.IOException: There is not enough space on the disk. : '/app/exports/ttb-5120-17-2026-${c.r.i(10, 11)}-${c.r.hex(4)}.pdf'`,
        ],
        periodic: [
          [
            90,
            "fin-excise",
            () => ["error", "Month-end export job failed: IOException (not enough space on the disk)"],
          ],
        ],
      },
    ],
    steady: [
      [6, "dtc-checkout", (r) => ["error", `card declined for order MV${r.i(100000, 999999)}: insufficient_funds`]],
    ],
  },
  // ---------------------------------------------------------------- unknown
  {
    key: "cr-scheduler-silent",
    estate: CR,
    category: "unknown",
    origin: "scheduler",
    hints: ["unknown", "silent", "stopped", "heartbeat", "missing"],
    severity: "medium",
    note: "scheduler simply stops logging and dispatching mid-window with no error; bottling warns that no schedule arrived and lines idle.",
    faultAt: 0.5,
    faults: [
      {
        at: "scheduler",
        rate: 1,
        symptom: "timeout",
        origin: () => null,
        up: { bottling: null, palletizer: null },
        silence: [[0, 99999]],
        periodic: [
          [
            45,
            "bottling",
            (r) => ["warn", `Line L${r.i(1, 2)} idle: no dispatch from scheduler for ${r.i(3, 20)} min`],
          ],
        ],
      },
    ],
    steady: [[10, "edi", (r) => ["warn", `997 from ${r.p(dist)} late by ${r.i(10, 60)} min`]]],
  },
  {
    key: "mv-ledger-unhandled",
    estate: MV,
    category: "unknown",
    origin: "fin-ledger",
    hints: ["unhandled", "crash", "exit", "unknown", "restart"],
    severity: "high",
    note: "fin-ledger repeatedly shuts down after 'Unhandled exception.' with no detail and restarts; callers get refused connections between restarts.",
    faultAt: 0.5,
    faults: [
      {
        at: "fin-ledger",
        rate: 0.6,
        symptom: "refused",
        origin: () => null,
        periodic: [
          [50, "fin-ledger", () => ["fatal", "Unhandled exception."]],
          [
            51,
            "fin-ledger",
            () => ["info", "Microsoft.Hosting.Lifetime: Application started. Hosting environment: Production"],
          ],
        ],
      },
    ],
    steady: [
      [
        14,
        "dtc-shop",
        (r) => [
          "error",
          `PHP Warning:  file_get_contents(/var/www/shop/var/cache/promo_${r.hex(6)}.json): Failed to open stream: No such file or directory`,
        ],
      ],
    ],
  },
];
