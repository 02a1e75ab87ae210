// Incident scenarios of Hollow Oak Vineyards and Domaine des Sables (26 of the 52).
import { HOLLOW_OAK as HO, SABLES as SB } from "./estates.js";
import { deploy, failedLogins, gcWarn, scanners, slowQuery } from "./noise.js";
import type { Scenario } from "./types.js";

const tankId = (n: number) => `T-${String(n).padStart(2, "0")}`;

export const WEST: Scenario[] = [
  // ---------------------------------------------------------------- authentication
  {
    key: "ho-paykey-rotated",
    estate: HO,
    category: "authentication",
    origin: "payments-adapter",
    hints: ["api key", "401", "authentication", "credential", "unauthorized", "key"],
    severity: "high",
    note: "Payments adapter starts getting 401 invalid API key from the card processor right after a secret rotation; booking and club charges fail upstream.",
    faultAt: 0.45,
    faults: [
      {
        at: "payments-adapter",
        rate: 1,
        symptom: 502,
        origin: (c) => [
          "error",
          `charge failed: StripeAuthenticationError: Invalid API Key provided: rk_live_${"*".repeat(20)}${c.r.hex(4)} (request req_${c.r.hex(14)})`,
        ],
        onset: [
          [
            -40,
            "payments-adapter",
            "info",
            "secrets reloaded from vault path kv/hollowoak/payments (lease renewed, 2 keys changed)",
          ],
        ],
      },
    ],
    steady: [failedLogins("tasting-room-api", 14)],
    events: deploy("member-profile", "2.31.0", 0.41, "blue/green"),
  },
  {
    key: "sb-tsdb-password",
    estate: SB,
    category: "authentication",
    origin: "timeseries_writer",
    hints: ["password", "authentication", "credential", "auth", "28p01"],
    severity: "high",
    note: "Timeseries writer cannot log in to the tank-history database after a password change; tank telemetry buffers and starts dropping readings louder than the writer complains.",
    faultAt: 0.4,
    faults: [
      {
        at: "timeseries_writer",
        rate: 1,
        symptom: 503,
        origin: (c) =>
          c.r.c(0.5)
            ? [
                "error",
                `flush failed: failed to connect to \`host=tsdb-01.cave.lan user=ts_writer database=tanks\`: server error (FATAL: password authentication failed for user "ts_writer" (SQLSTATE 28P01))`,
              ]
            : null,
        up: {
          tank_telemetry: (c) =>
            c.r.c(0.4)
              ? [
                  ["warn", `write to timeseries_writer rejected (503), buffering ${c.r.i(200, 4000)} points`],
                  ["error", `buffer full for ${tankId(c.r.i(1, 36))}: dropped ${c.r.i(100, 900)} readings`],
                ]
              : ["warn", `write to timeseries_writer rejected (503), buffering ${c.r.i(200, 4000)} points`],
        },
      },
    ],
    steady: [[25, "cellar_portal", (r) => ["error", `Not Found: /tanks/${r.i(40, 99)}/chart (tank retired)`]]],
    events: [[0.2, "lab_results", "info", "lab_results 1.14.2 deployed (gunicorn 4 workers)"]],
  },
  // ---------------------------------------------------------------- authorization
  {
    key: "ho-carrier-entitlement",
    estate: HO,
    category: "authorization",
    origin: "carrier-rates",
    hints: ["403", "forbidden", "permission", "authorized", "entitle", "denied"],
    severity: "medium",
    note: "Carrier rate API starts answering 403 not-authorized-for-service for adult-signature shipping; carrier-rates only warns while club-shipments retries and fails loudly.",
    faultAt: 0.5,
    faults: [
      {
        at: "carrier-rates",
        rate: 0.85,
        symptom: 502,
        origin: (c) => [
          "warn",
          `carrier API 403 for ADULT_SIG_GROUND: {"code":"ACCOUNT.NOT.AUTHORIZED","message":"Account 4471${c.r.i(100, 999)} is not authorized for this service type"} - returning 502`,
        ],
        up: {
          "club-shipments": (c) => [
            ["warn", `rate quote for shipment SH${c.r.i(100000, 999999)} failed (502 from carrier-rates), retry 1/3`],
            ["warn", `rate quote retry 2/3 failed (502)`],
            [
              "error",
              `c.h.club.ShipmentService : shipment held: no shipping rate after 3 attempts (carrier-rates 502)`,
            ],
          ],
        },
      },
    ],
    steady: [
      gcWarn("club-shipments", 40),
      [18, "age-verify", (r) => ["error", `manual review queue: order ${r.i(700000, 799999)} id document unreadable`]],
    ],
  },
  {
    key: "sb-pager-integration-disabled",
    estate: SB,
    category: "authorization",
    origin: "pager_hook",
    hints: ["403", "forbidden", "permission", "denied", "not allowed"],
    severity: "high",
    note: "Pager webhook gets 403 from the paging vendor (integration not allowed to trigger), so a warming-tank alert never reaches on-call; sensor_rules logs the alert as undelivered.",
    faultAt: 0.35,
    faults: [
      {
        at: "pager_hook",
        rate: 1,
        symptom: 502,
        origin: (c) => [
          "error",
          `POST https://events.pagerduty.example/v2/enqueue -> 403 {"status":"invalid event","message":"Forbidden","errors":["Integration key ${c.r.hex(6)}... is not permitted to trigger incidents on service CELLAR-OPS"]}`,
        ],
        up: {
          sensor_rules: (c) => [
            "warn",
            `[warning] alert delivery to pager_hook failed (502) for ${tankId(c.r.i(1, 36))}; will retry in 60s`,
          ],
        },
      },
      {
        at: "sensor_rules",
        rate: 0,
        symptom: 500,
        origin: () => null,
        periodic: [
          [
            45,
            "sensor_rules",
            (r) => [
              "warn",
              `[warning] ${tankId(14)} must temp ${r.f(31, 33.5).toFixed(1)}C above 30.0C for ${r.i(3, 20)}m, alert pending delivery`,
            ],
          ],
        ],
      },
    ],
    steady: [
      [12, "mqtt_bridge", (r) => ["warn", `duplicate packet id ${r.i(1, 65535)} from probe-${r.i(1, 80)}, dropped`]],
    ],
  },
  // ---------------------------------------------------------------- database
  {
    key: "ho-hikari-exhausted",
    estate: HO,
    category: "database",
    origin: "inventory-allocations",
    hints: ["connection", "pool", "database", "hikari", "jdbc", "sql"],
    severity: "high",
    note: "A long-running allocation report holds every Postgres connection in inventory-allocations; Hikari times out and the club release run plus the web edge pile up 500s.",
    faultAt: 0.5,
    faults: [
      {
        at: "inventory-allocations",
        rate: 0.8,
        symptom: 500,
        delay: [30000, 30050],
        origin: () => [
          "error",
          "o.h.engine.jdbc.spi.SqlExceptionHelper : HikariPool-1 - Connection is not available, request timed out after 30000ms.\norg.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection\n\tat com.hollowoak.inv.AllocationRepo.allocate(AllocationRepo.java:88)\n\tat com.hollowoak.inv.AllocationController.post(AllocationController.java:41)",
        ],
        up: {
          "club-shipments": (c) => [
            ["error", `allocation for member ${c.r.i(10000, 99999)} failed: 500 from inventory-allocations`],
            ["error", "release FALL26: allocation retry failed (500), member moved to exception queue"],
          ],
        },
        onset: [[-20, "inventory-allocations", "info", "report job 'allocation_by_vintage' started by ops (ad hoc)"]],
        periodic: [
          [
            20,
            "inventory-allocations",
            (r) => ["warn", `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.i(20, 90)})`],
          ],
        ],
      },
    ],
    steady: [
      [
        9,
        "member-profile",
        (r) => [
          "error",
          `c.h.member.AddressValidator : member ${r.i(10000, 99999)} address has no ZIP+4, skipping geocode`,
        ],
      ],
    ],
    drop: ["age-verify"],
  },
  {
    key: "sb-barrel-deadlocks",
    estate: SB,
    category: "database",
    origin: "barrel_registry",
    hints: ["deadlock", "database", "sql", "postgres", "40p01", "lock"],
    severity: "medium",
    note: "Barrel registry hits Postgres deadlocks once the new bulk topping batch runs alongside portal edits; the portal shows 500s to cellar staff.",
    faultAt: 0.55,
    faults: [
      {
        at: "barrel_registry",
        rate: 0.6,
        symptom: 500,
        origin: (c) => [
          "error",
          `level=error msg="update barrel" barrel=FR-${c.r.i(1000, 4999)} err="ERROR: deadlock detected (SQLSTATE 40P01)" detail="Process ${c.r.i(1000, 9999)} waits for ShareLock on transaction ${c.r.i(100000, 999999)}; blocked by process ${c.r.i(1000, 9999)}."`,
        ],
        onset: [[-10, "barrel_registry", "info", "bulk topping batch started: 412 barrels (cellar plan TOP-2026-10)"]],
      },
    ],
    steady: [
      [
        7,
        "ferment_ctl",
        (r) => ["error", `chiller-1 poll: register 40021 out of range (${r.i(6000, 9000)}), ignoring sample`],
      ],
    ],
  },
  // ---------------------------------------------------------------- network
  {
    key: "ho-ageverify-dns",
    estate: HO,
    category: "network",
    origin: "age-verify",
    hints: ["dns", "resolve", "resolution", "name", "network"],
    severity: "medium",
    note: "age-verify cannot resolve its vendor hostname after a node resolver change; club shipments are held for age verification and nginx serves 502s.",
    faultAt: 0.5,
    faults: [
      {
        at: "age-verify",
        rate: 1,
        symptom: 502,
        origin: (c) => [
          "error",
          `verify order=${c.r.i(700000, 799999)} failed: requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.idcheckr.example', port=443): Max retries exceeded with url: /v3/checks (Caused by NameResolutionError("<urllib3.connection.HTTPSConnection object at 0x7f${c.r.hex(8)}>: Failed to resolve 'api.idcheckr.example' ([Errno -3] Temporary failure in name resolution)"))`,
        ],
      },
    ],
    steady: [
      [11, "notify-mailer", (r) => ["warn", `bounce from ${r.hex(5)}@*** (mailbox full), suppressing for 7d`]],
      scanners(HO, 9, "tasting-room-api"),
    ],
    events: [[0.47, "carrier-rates", "info", "carrier-rates 3.2.0 deployed (node pool resolv.conf now ndots:2)"]],
  },
  {
    key: "sb-mqtt-resets",
    estate: SB,
    category: "network",
    origin: "mqtt_bridge",
    hints: ["reset", "connection", "network", "tcp", "mqtt", "broken pipe"],
    severity: "high",
    note: "mqtt_bridge's link to the cellar broker keeps being reset; tank telemetry goes stale and rules warn about missing readings, while the bridge logs reconnect attempts.",
    faultAt: 0.5,
    faults: [
      {
        at: "mqtt_bridge",
        rate: 0.9,
        symptom: "reset",
        origin: (c) => [
          "error",
          `read tcp 10.20.3.9:${c.r.i(40000, 60000)}->10.20.0.41:8883: read: connection reset by peer; reconnecting to mosquitto.cave.lan:8883 in ${c.r.p([1, 2, 4, 8])}s`,
        ],
        up: { tank_telemetry: null },
        periodic: [
          [
            30,
            "tank_telemetry",
            (r) => ["warn", `no readings from ${tankId(r.i(1, 36))} for ${r.i(60, 400)}s (stale)`],
          ],
          [
            50,
            "sensor_rules",
            (r) => ["warn", `[warning] ${tankId(r.i(1, 36))} data gap ${r.i(60, 300)}s, rules skipped`],
          ],
        ],
      },
    ],
    steady: [
      [15, "lab_results", (r) => ["error", `panel import: sample ${r.i(1000, 9999)} has no tank reference, parked`]],
    ],
  },
  // ---------------------------------------------------------------- timeout
  {
    key: "ho-calendar-vendor-slow",
    estate: HO,
    category: "timeout",
    origin: "booking-calendar",
    hints: ["timeout", "timed out", "etimedout", "deadline"],
    severity: "medium",
    note: "The external reservation platform behind booking-calendar stops answering in time; calendar holds time out after 10 s and nginx reports upstream timeouts for tasting bookings.",
    faultAt: 0.6,
    faults: [
      {
        at: "booking-calendar",
        rate: 0.75,
        symptom: 504,
        delay: [10000, 10030],
        origin: (c) => [
          "error",
          `hold failed: TimeoutError: request to https://api.cellarbook.example/v2/holds timed out after 10000ms (venue ${c.r.p(["barrel-room", "terrace", "cave"])})`,
        ],
        up: {
          "tasting-room-api": (c) => [
            "error",
            `create booking failed: upstream booking-calendar 504 after ${c.r.i(10010, 10100)}ms`,
          ],
        },
      },
    ],
    steady: [
      [20, "payments-adapter", (r) => ["warn", `charge ${r.hex(8)}: issuer timeout on 3DS, customer retried`]],
      slowQuery("inventory-allocations", 35, "allocations"),
    ],
  },
  {
    key: "sb-modbus-timeouts",
    estate: SB,
    category: "timeout",
    origin: "ferment_ctl",
    hints: ["timeout", "timed out", "modbus", "no response"],
    severity: "high",
    note: "ferment_ctl's Modbus reads to glycol chiller 2 time out (it only WARNs); setpoint changes never get acknowledged and the portal and rules engine complain louder.",
    faultAt: 0.45,
    faults: [
      {
        at: "ferment_ctl",
        rate: 0.9,
        symptom: 504,
        delay: [3000, 3100],
        origin: (c) => [
          "warn",
          `Modbus read holding registers unit=2 addr=${c.r.p([40001, 40011, 40021])} on chiller-2 (10.20.5.30:502) timed out after 3.0s (retry ${c.r.i(1, 3)}/3)`,
        ],
        up: {
          sensor_rules: (c) => [
            "error",
            `[error] setpoint ack missing from ferment_ctl for ${tankId(c.r.i(1, 36))} after 5000ms`,
          ],
        },
        periodic: [
          [
            40,
            "ferment_ctl",
            (r) => ["warn", `chiller-2 supply temp unknown for ${r.i(60, 600)}s, holding last valve positions`],
          ],
        ],
      },
    ],
    steady: [
      [
        10,
        "tank_telemetry",
        (r) => ["warn", `probe ${r.i(1, 80)} reading rejected: temp=-127.00C (disconnected sensor code)`],
      ],
    ],
  },
  // ---------------------------------------------------------------- rate limiting
  {
    key: "ho-mail-quota",
    estate: HO,
    category: "rate_limiting",
    origin: "notify-mailer",
    hints: ["429", "rate", "quota", "limit", "throttl"],
    severity: "medium",
    note: "notify-mailer hits the email provider's sending quota during the club release; confirmations and shipment notices bounce with 429 while the mailer itself only warns.",
    faultAt: 0.4,
    faults: [
      {
        at: "notify-mailer",
        rate: 0.9,
        symptom: 429,
        origin: (c) => [
          "warn",
          `provider responded 429 Too Many Requests (x-ratelimit-remaining=0, reset in ${c.r.i(40, 3600)}s): message not accepted`,
        ],
        up: {
          "booking-calendar": (c) => ["error", `booking confirmation for ${c.r.hex(6)} not sent: notify-mailer 429`],
          "club-shipments": (c) => [
            "error",
            `c.h.club.NoticeSender : shipment notice SH${c.r.i(100000, 999999)} failed: 429 Too Many Requests from notify-mailer`,
          ],
        },
        onset: [[-30, "club-shipments", "info", "release FALL26 notice run started: 8,412 members"]],
      },
    ],
    steady: [
      [
        16,
        "carrier-rates",
        (r) => ["warn", `carrier API slow: ${r.i(1500, 4000)}ms for rate shop, cache refresh deferred`],
      ],
    ],
  },
  {
    key: "sb-influx-write-limit",
    estate: SB,
    category: "rate_limiting",
    origin: "timeseries_writer",
    hints: ["429", "rate", "limit", "quota", "throttl"],
    severity: "medium",
    note: "The hosted time-series database starts throttling timeseries_writer (429 write limit) after harvest doubled probe density; tank history charts go blank.",
    faultAt: 0.5,
    faults: [
      {
        at: "timeseries_writer",
        rate: 0.7,
        symptom: 503,
        origin: (c) => [
          "warn",
          `write rejected: HTTP 429 Too Many Requests: org "sables" has exceeded limited_write plan limit; retry-after ${c.r.i(10, 60)}s (batch ${c.r.i(500, 4000)} points)`,
        ],
        up: {
          tank_telemetry: (c) => [
            "error",
            `series push failed: timeseries_writer returned 503 Service Unavailable, ${c.r.i(200, 4000)} points requeued`,
          ],
        },
        onset: [[-120, "tank_telemetry", "info", "probe density for chai-2 raised to 1 Hz (harvest mode)"]],
      },
    ],
    steady: [
      [30, "cellar_portal", (r) => ["warn", `Forbidden (CSRF cookie not set.): /work-orders/${r.i(100, 999)}/close`]],
    ],
  },
  // ---------------------------------------------------------------- validation
  {
    key: "ho-rates-zip4",
    estate: HO,
    category: "validation",
    origin: "carrier-rates",
    hints: ["validation", "invalid", "postal", "422", "pattern"],
    severity: "medium",
    note: "carrier-rates' new request model rejects ZIP+4 postal codes with 422; club shipments to most members fail to get a rate after a member-profile change started sending ZIP+4.",
    faultAt: 0.45,
    faults: [
      {
        at: "carrier-rates",
        rate: 0.7,
        symptom: 422,
        origin: (c) => [
          "warn",
          `422 POST /rates: 1 validation error for RateRequest\nto_address.postal_code\n  String should match pattern '^\\d{5}$' [type=string_pattern_mismatch, input_value='${c.r.i(90000, 99999)}-${c.r.i(1000, 9999)}', input_type=str]`,
        ],
        up: {
          "club-shipments": (c) => [
            "error",
            `c.h.club.ShipmentService : shipment SH${c.r.i(100000, 999999)} failed: 422 Unprocessable Entity from carrier-rates`,
          ],
        },
      },
    ],
    events: [...deploy("member-profile", "2.32.0", 0.43, "address normalisation to ZIP+4")],
    steady: [
      [13, "tasting-room-api", (r) => ["warn", `validation: party size ${r.i(13, 40)} exceeds max 12, rejected`]],
    ],
  },
  {
    key: "sb-lab-decimal-comma",
    estate: SB,
    category: "validation",
    origin: "lab_results",
    hints: ["validation", "invalid", "parse", "convert", "valueerror", "float"],
    severity: "medium",
    note: "The contract lab switched its export to decimal commas; lab_results rejects every panel row and the portal's lab pages go empty, while noisy sensor warnings continue.",
    faultAt: 0.5,
    faults: [
      {
        at: "lab_results",
        rate: 0.95,
        symptom: 500,
        origin: (c) => [
          "error",
          `panel row rejected: field '${c.r.p(["ph", "ta_gl", "fso2_mgl", "va_gl"])}' invalid: ValueError: could not convert string to float: '${c.r.i(0, 9)},${c.r.i(10, 99)}' (file ETS_${c.r.i(1000, 9999)}.csv)`,
        ],
      },
    ],
    steady: [[8, "tank_telemetry", (r) => ["warn", `probe ${r.i(1, 80)} reading rejected: value out of range`]]],
  },
  // ---------------------------------------------------------------- null reference
  {
    key: "ho-member-birthdate-npe",
    estate: HO,
    category: "null_reference",
    origin: "member-profile",
    hints: ["null", "nullpointer", "npe", "is null"],
    severity: "high",
    note: "member-profile throws NullPointerException for members imported without a birth date; tasting bookings and club shipments that look up the member fail.",
    faultAt: 0.5,
    faults: [
      {
        at: "member-profile",
        rate: 0.7,
        symptom: 500,
        origin: (c) => [
          "error",
          `o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() threw exception\njava.lang.NullPointerException: Cannot invoke "java.time.LocalDate.getYear()" because the return value of "com.hollowoak.member.Member.getBirthDate()" is null\n\tat com.hollowoak.member.AgeGate.isOfAge(AgeGate.java:${c.r.i(20, 40)})\n\tat com.hollowoak.member.MemberController.get(MemberController.java:57)`,
        ],
        onset: [
          [-60, "member-profile", "info", "import job: 1,942 members merged from POS export (birth_date optional)"],
        ],
      },
    ],
    steady: [[9, "payments-adapter", (r) => ["error", `card declined: insufficient_funds (charge ch_${r.hex(14)})`]]],
  },
  {
    key: "sb-telemetry-nil-panic",
    estate: SB,
    category: "null_reference",
    origin: "tank_telemetry",
    hints: ["nil", "null", "pointer", "panic", "dereference"],
    severity: "high",
    note: "tank_telemetry panics on a nil pointer for a newly commissioned probe with no tank mapping and restarts in a loop; the bridge and rules see gaps.",
    faultAt: 0.5,
    faults: [
      {
        at: "tank_telemetry",
        rate: 0.5,
        symptom: "reset",
        origin: (c) => [
          "fatal",
          `panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x${c.r.hex(6)}]\n\ngoroutine ${c.r.i(30, 900)} [running]:\nsables/telemetry/ingest.(*Router).tankFor(0xc000${c.r.hex(6)}, {0xc00${c.r.hex(5)}, 0x9})\n\t/src/ingest/router.go:${c.r.i(60, 90)} +0x1c\nsables/telemetry/ingest.(*Router).Handle(...)\n\t/src/ingest/router.go:41`,
        ],
        up: {
          mqtt_bridge: (c) => ["warn", `downstream tank_telemetry closed stream: EOF (${c.r.i(10, 200)} msgs unacked)`],
        },
        onset: [[-50, "mqtt_bridge", "info", "new device probe-81 announced on cave/chai-2/probe-81/telemetry"]],
        periodic: [
          [25, "tank_telemetry", (r) => ["info", `tank_telemetry v2.7.1 starting (restart #${r.i(2, 30)}) maxprocs=2`]],
        ],
      },
    ],
    steady: [[20, "pager_hook", (r) => ["warn", `notification low for T-${r.i(1, 36)} throttled (dedup window)`]]],
  },
  // ---------------------------------------------------------------- configuration
  {
    key: "ho-tasting-timezone-config",
    estate: HO,
    category: "configuration",
    origin: "tasting-room-api",
    hints: ["config", "timezone", "invalid", "setting", "env"],
    severity: "high",
    note: "tasting-room-api 4.9.0 ships with TASTING_TZ set to an invalid zone; every booking request fails with a RangeError right after the release.",
    faultAt: 0.5,
    faults: [
      {
        at: "tasting-room-api",
        rate: 0.8,
        symptom: 500,
        origin: () => [
          "error",
          "booking handler failed: RangeError: Invalid time zone specified: America/Napa_Valley (from env TASTING_TZ)\n    at new DateTimeFormat (<anonymous>)\n    at slotLocalTime (/app/dist/slots.js:44:18)\n    at /app/dist/routes/bookings.js:112:27",
        ],
        onset: [
          [
            -20,
            "tasting-room-api",
            "info",
            "tasting-room-api 4.9.0 listening on :3000 (config: TASTING_TZ=America/Napa_Valley, NODE_ENV=production)",
          ],
        ],
      },
    ],
    steady: [
      [
        14,
        "club-shipments",
        (r) => [
          "error",
          `c.h.club.AddressCheck : member ${r.i(10000, 99999)} ships to a dry county, shipment blocked (compliance)`,
        ],
      ],
    ],
  },
  {
    key: "sb-portal-secret-key",
    estate: SB,
    category: "configuration",
    origin: "cellar_portal",
    hints: ["improperlyconfigured", "config", "secret_key", "setting"],
    severity: "high",
    note: "cellar_portal's new image boots without SECRET_KEY; workers crash at import and HAProxy marks all portal servers down and returns 503 to staff.",
    faultAt: 0.45,
    faults: [
      {
        at: "cellar_portal",
        rate: 1,
        symptom: "refused",
        origin: () => null,
        periodic: [
          [
            20,
            "cellar_portal",
            () => [
              "error",
              'Traceback (most recent call last):\n  File "/app/cellar/wsgi.py", line 16, in <module>\n    application = get_wsgi_application()\n  File "/usr/local/lib/python3.12/site-packages/django/conf/__init__.py", line 94, in __getattr__\n    raise ImproperlyConfigured("The SECRET_KEY setting must not be empty.")\ndjango.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not be empty.',
            ],
          ],
          [
            30,
            "haproxy_edge",
            (r) => [
              "warn",
              `Server be_cellar_portal/cellar_portal${r.i(1, 3)} is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 0 active and 0 backup servers left.`,
            ],
          ],
        ],
        onset: [[-15, "cellar_portal", "info", "[INFO] Booting worker with pid: 41 (image cellar-portal:2026.10.3)"]],
        silence: [[0, 10000]],
      },
    ],
    steady: [[10, "ferment_ctl", (r) => ["warn", `T-${r.i(1, 36)} valve actuator slow: ${r.i(800, 2000)}ms to open`]]],
  },
  // ---------------------------------------------------------------- dependency
  {
    key: "ho-processor-5xx",
    estate: HO,
    category: "dependency",
    origin: "payments-adapter",
    hints: ["503", "upstream", "vendor", "processor", "unavailable", "circuit", "dependency"],
    severity: "high",
    note: "The card processor returns 503s and the payments adapter opens its circuit breaker; tasting deposits and club charges fail in their own words.",
    faultAt: 0.5,
    faults: [
      {
        at: "payments-adapter",
        rate: 0.85,
        symptom: 503,
        origin: (c) =>
          c.r.c(0.7)
            ? [
                "error",
                `charge failed: processor returned 503 Service Unavailable (api.paystream.example, request req_${c.r.hex(12)})`,
              ]
            : ["warn", "circuit paystream OPEN (failure rate 78% over 20 calls), failing fast"],
        up: {
          "club-shipments": (c) => [
            [
              "error",
              `c.h.club.BillingStep : charge for member ${c.r.i(10000, 99999)} failed: 503 Service Unavailable from payments-adapter`,
            ],
            ["warn", "billing step will retry in 300s"],
          ],
        },
      },
    ],
    steady: [
      [12, "age-verify", (r) => ["warn", `vendor latency ${r.i(900, 3000)}ms for order ${r.i(700000, 799999)}`]],
    ],
    events: deploy("carrier-rates", "3.2.1", 0.46),
  },
  {
    key: "sb-celery-broker-down",
    estate: SB,
    category: "dependency",
    origin: "lab_results",
    hints: ["broker", "rabbitmq", "amqp", "connection refused", "dependency", "unavailable"],
    severity: "medium",
    note: "RabbitMQ behind lab_results' Celery workers goes away; lab_results cannot queue panel imports and the portal lab pages error, no broker logs in the window.",
    faultAt: 0.5,
    faults: [
      {
        at: "lab_results",
        rate: 0.9,
        symptom: 500,
        origin: (c) => [
          "error",
          `kombu.exceptions.OperationalError: [Errno 111] Connection refused (amqp://lab@rabbitmq.cave.lan:5672//) while enqueuing import_panel(${c.r.i(1000, 9999)})`,
        ],
        periodic: [
          [
            15,
            "lab_results",
            (r) => [
              "error",
              `[celery] consumer: Cannot connect to amqp://lab:**@rabbitmq.cave.lan:5672//: [Errno 111] Connection refused.\nTrying again in ${r.p([2, 4, 6, 8])}.00 seconds... (${r.i(1, 40)}/100)`,
            ],
          ],
        ],
      },
    ],
    steady: [
      [18, "barrel_registry", (r) => ["error", `level=error msg="barcode lookup" code=${r.hex(10)} err="not found"`]],
    ],
  },
  // ---------------------------------------------------------------- memory
  {
    key: "ho-club-heap",
    estate: HO,
    category: "memory",
    origin: "club-shipments",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "club-shipments builds the whole release manifest in memory, runs out of Java heap and restarts repeatedly; nginx reports refused upstream connections while it is down.",
    faultAt: 0.45,
    faults: [
      {
        at: "club-shipments",
        rate: 0.8,
        symptom: "refused",
        origin: () => null,
        onset: [
          [-200, "club-shipments", "info", "release FALL26 manifest build started: 11,204 members"],
          [-90, "club-shipments", "warn", "GC overhead: 87% of time in GC over last 60s (old gen 1010M/1024M)"],
          [
            -5,
            "club-shipments",
            "error",
            'Exception in thread "manifest-1" java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)\n\tat com.hollowoak.club.ManifestBuilder.addLine(ManifestBuilder.java:77)',
          ],
          [0, "club-shipments", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space"],
          [75, "club-shipments", "info", "Starting ClubShipmentsApplication v5.4.2 using Java 21.0.5 with PID 1"],
          [140, "club-shipments", "error", "java.lang.OutOfMemoryError: Java heap space (manifest resume)"],
          [215, "club-shipments", "info", "Starting ClubShipmentsApplication v5.4.2 using Java 21.0.5 with PID 1"],
        ],
        silence: [
          [1, 74],
          [141, 214],
          [290, 9999],
        ],
      },
    ],
    steady: [
      [
        10,
        "member-profile",
        (r) => [
          "error",
          `c.h.member.AddressValidator : member ${r.i(10000, 99999)} address has no ZIP+4, skipping geocode`,
        ],
      ],
    ],
  },
  {
    key: "sb-gunicorn-sigkill",
    estate: SB,
    category: "memory",
    origin: "cellar_portal",
    hints: ["memory", "sigkill", "oom", "killed", "out of memory"],
    severity: "medium",
    note: "The portal's new tank-history export loads years of readings into memory; gunicorn workers are SIGKILLed (out of memory) and HAProxy reports 502s for staff pages.",
    faultAt: 0.5,
    faults: [
      {
        at: "cellar_portal",
        rate: 0.45,
        symptom: "reset",
        origin: (c) => ["error", `[ERROR] Worker (pid:${c.r.i(100, 999)}) was sent SIGKILL! Perhaps out of memory?`],
        periodic: [
          [
            40,
            "cellar_portal",
            (r) => ["warn", `export /tanks/chart?range=all rss=${r.i(1700, 2040)}MB (limit 2048MB)`],
          ],
        ],
      },
    ],
    steady: [
      [
        22,
        "sensor_rules",
        (r) => ["warn", `[warning] rule 'co2_room' flapping for chai-${r.i(1, 2)}, hysteresis applied`],
      ],
    ],
  },
  // ---------------------------------------------------------------- disk
  {
    key: "ho-rates-tmp-full",
    estate: HO,
    category: "disk",
    origin: "carrier-rates",
    hints: ["disk", "space", "no space", "errno 28", "storage"],
    severity: "medium",
    note: "carrier-rates' cache volume fills up; every uncached rate quote fails with No space left on device and club shipments stall, callers louder than the origin.",
    faultAt: 0.5,
    faults: [
      {
        at: "carrier-rates",
        rate: 0.65,
        symptom: 500,
        origin: (c) => [
          "error",
          `rate cache write failed: OSError: [Errno 28] No space left on device: '/var/cache/rates/${c.r.hex(2)}/${c.r.hex(16)}.json'`,
        ],
        up: {
          "club-shipments": (c) => [
            [
              "error",
              `rate quote for shipment SH${c.r.i(100000, 999999)} failed: 500 Internal Server Error from carrier-rates`,
            ],
            ["error", "rate quote retry failed (500)"],
          ],
        },
        onset: [[-300, "carrier-rates", "warn", "cache volume /var/cache/rates 94% used"]],
      },
    ],
    steady: [[15, "notify-mailer", (r) => ["warn", `provider webhook: message ${r.hex(10)} deferred (greylisted)`]]],
  },
  {
    key: "sb-wal-disk-full",
    estate: SB,
    category: "disk",
    origin: "timeseries_writer",
    hints: ["disk", "space", "no space", "wal", "storage"],
    severity: "high",
    note: "timeseries_writer's local WAL volume fills; writes fail with no space left on device and telemetry buffers overflow; an unrelated ferment_ctl deploy sits right before it.",
    faultAt: 0.5,
    faults: [
      {
        at: "timeseries_writer",
        rate: 0.9,
        symptom: 503,
        origin: (c) => [
          "error",
          `wal append failed: write /var/lib/tswriter/wal/${String(c.r.i(100, 999)).padStart(8, "0")}: no space left on device`,
        ],
        up: {
          tank_telemetry: (c) => [
            "error",
            `series push failed: timeseries_writer 503, ${c.r.i(200, 4000)} points dropped`,
          ],
        },
      },
    ],
    events: deploy("ferment_ctl", "0.19.0", 0.47),
    steady: [[16, "cellar_portal", (r) => ["warn", `Not Found: /static/img/barrel-${r.i(1, 300)}.jpg`]]],
  },
  // ---------------------------------------------------------------- unknown
  {
    key: "ho-calendar-exits",
    estate: HO,
    category: "unknown",
    origin: "booking-calendar",
    hints: ["exit", "crash", "restart", "unknown", "code 1"],
    severity: "medium",
    note: "booking-calendar keeps exiting with code 1 without logging a reason; pm2 restarts it and tasting bookings fail with refused connections in between.",
    faultAt: 0.5,
    faults: [
      {
        at: "booking-calendar",
        rate: 0.55,
        symptom: "refused",
        origin: () => null,
        periodic: [
          [
            35,
            "booking-calendar",
            (r) => ["error", `PM2 | App [booking-calendar:${r.i(0, 1)}] exited with code [1] via signal [SIGINT]`],
          ],
          [36, "booking-calendar", () => ["info", "PM2 | App [booking-calendar:0] starting in -cluster mode-"]],
        ],
      },
    ],
    steady: [scanners(HO, 8, "tasting-room-api"), failedLogins("tasting-room-api", 25)],
  },
  {
    key: "sb-registry-internal",
    estate: SB,
    category: "unknown",
    origin: "barrel_registry",
    hints: ["internal", "unknown", "500", "error"],
    severity: "medium",
    note: "barrel_registry starts answering 500 internal error with no detail for most lookups; the portal reports the failures and nothing says why.",
    faultAt: 0.5,
    faults: [
      {
        at: "barrel_registry",
        rate: 0.7,
        symptom: 500,
        origin: () => ["error", 'level=error msg="request failed" path=/v1/barrels status=500 err="internal error"'],
      },
    ],
    steady: [
      [9, "mqtt_bridge", (r) => ["warn", `duplicate packet id ${r.i(1, 65535)} from probe-${r.i(1, 80)}, dropped`]],
    ],
  },
];
