// Holdout 18 incidents: rate_limiting, validation, null_reference, configuration (4 each).
import { ev, type Scenario } from "./types.js";

export const CASES_B: Scenario[] = [
  {
    key: "rl-sms-gateway",
    est: "tix",
    origin: "fan-notify",
    cat: "rate_limiting",
    sev: "medium",
    hints: ["429", "rate", "too many requests", "throttl"],
    note: "An on-sale blast makes fan-notify exceed its SMS gateway quota; it logs 429s and backs off, while the loud errors come from box-office-api about missing confirmations.",
    ev: [
      ev("fan-notify", "info", -5, undefined, undefined, ["on-sale campaign E{id}: {id} reminders enqueued"]),
      ev("fan-notify", "warn", 0, undefined, 2, [
        "sms gateway 429 Too Many Requests (limit 100/s, retry-after 30) - backing off order=ORD-{id}",
      ]),
      ev("fan-notify", "error", 60, undefined, 4, [
        "sms dropped after 5 attempts: HTTP 429 rate limit exceeded order=ORD-{id}",
      ]),
      ev("box-office-api", "error", 40, undefined, 1.5, [
        "GET /v3/orders/ORD-{id}/confirmation 404 - confirmation code not delivered yet",
      ]),
    ],
  },
  {
    key: "rl-runaway-export",
    est: "lease",
    origin: "owner-reports",
    cat: "rate_limiting",
    sev: "medium",
    hints: ["rate limit", "429", "throttl", "too many"],
    note: "owner-reports starts a month-end export at high concurrency and exhausts the shared per-tenant quota of lease-svc, so other callers also get 429s.",
    ev: [
      ev("owner-reports", "info", 0, undefined, undefined, ["month-end export started owners=4120 concurrency=64"]),
      ev("owner-reports", "warn", 5, undefined, 3, ["lease-svc 429 for owner O{id}, retrying in 250ms"]),
      ev("lease-svc", "warn", 4, undefined, 2, [
        "Rate limit exceeded for partition tenant:acme-pm (permit limit 600/min). Request rejected with 429.",
      ]),
      ev("tenant-portal", "error", 8, undefined, 0.9, ["GET /tenant/lease 503 - lease-svc said 429 Too Many Requests"]),
      ev("maintenance-desk", "error", 10, undefined, 3, [
        "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: http://lease-svc/api/leases/{id}",
      ]),
    ],
  },
  {
    key: "rl-tle-api",
    est: "orbit",
    origin: "contact-planner",
    cat: "rate_limiting",
    sev: "medium",
    hints: ["429", "rate limit", "throttl", "quota"],
    note: "contact-planner is throttled by the external orbit-element API after a refresh loop bug; pass-scheduler and ops-console later complain about stale plans.",
    ev: [
      ev("contact-planner", "warn", 0, undefined, 5, [
        "WARN planner: TLE fetch throttled: HTTP 429 (quota 200/h exhausted), Retry-After=3420",
      ]),
      ev("pass-scheduler", "error", 90, undefined, 3, [
        "ERROR refusing to schedule SAT-{n}: element set older than 36h",
      ]),
      ev("ops-console", "warn", 100, undefined, 8, ["plan freshness alarm station SG-{n}"]),
    ],
  },
  {
    key: "rl-s3-slowdown",
    est: "lease",
    origin: "doc-vault",
    cat: "rate_limiting",
    sev: "medium",
    hints: ["slowdown", "throttl", "rate", "reduce your request rate"],
    note: "A doc-vault re-thumbnailing job hammers one object prefix and gets SlowDown from object storage; tenant-portal's upload errors are louder.",
    ev: [
      ev("doc-vault", "info", -4, undefined, undefined, ["thumbnail backfill started prefix=leases/2026/ workers=48"]),
      ev("doc-vault", "error", 0, undefined, 2, [
        "SlowDown: Please reduce your request rate. (Service: S3, Status Code: 503, Request ID: {hex})",
      ]),
      ev("tenant-portal", "error", 2, undefined, 1, ["POST /tenant/documents 500 - doc-vault: storage busy"]),
    ],
  },
  {
    key: "val-promoter-feed",
    est: "tix",
    origin: "promoter-portal",
    cat: "validation",
    sev: "medium",
    hints: ["validation", "invalid", "not a number", "price"],
    note: "promoter-portal publishes a tier feed with locale-formatted prices; checkout-svc rejects every order with validation errors while the publisher only warns once.",
    ev: [
      ev("promoter-portal", "warn", 0, undefined, undefined, [
        "price import for event E{id}: decimal separator ',' detected, stored as text",
      ]),
      ev("checkout-svc", "error", 3, undefined, 1.2, [
        "ActiveRecord::RecordInvalid: Validation failed: Unit price is not a number (tier=floor-{n})",
      ]),
      ev("box-office-api", "error", 3, undefined, 0.8, ["POST /v3/carts/{hex}/checkout 422 Unprocessable Entity"]),
    ],
  },
  {
    key: "val-iban-server",
    est: "lease",
    origin: "rent-ledger",
    cat: "validation",
    sev: "medium",
    hints: ["validation", "iban", "format", "invalid"],
    note: "A rent-ledger release adds a strict IBAN validator that rejects the spaced format every client sends.",
    ev: [
      ev("rent-ledger", "info", -3, undefined, undefined, [
        "Now listening on: http://[::]:8080 (LeaseLoop.Ledger 3.9.0)",
      ]),
      ev("rent-ledger", "warn", 0, undefined, 2, [
        "FluentValidation.ValidationException: Validation failed: -- PayoutAccount.Iban: 'Iban' is not in the correct format. Severity: Error",
      ]),
      ev("tenant-portal", "error", 0.5, undefined, 1, ["POST /tenant/autopay 500 - rent-ledger 400 Bad Request"]),
      ev("owner-reports", "error", 2, undefined, 6, ["Error: payout setup for O{id} failed (400)"]),
    ],
  },
  {
    key: "val-schema-registry",
    est: "orbit",
    origin: "telemetry-ingest",
    cat: "validation",
    sev: "high",
    hints: ["schema", "incompatible", "validation", "serializ"],
    note: "telemetry-ingest tries to register an incompatible record schema and every produce fails; frame-decoder and antenna-ctl are louder downstream.",
    ev: [
      ev("telemetry-ingest", "error", 0, undefined, 3, [
        'level=error msg="serialize frame" err="schema registry: Schema being registered is incompatible with an earlier schema for subject \\"telemetry.frames-value\\"; error code: 409"',
      ]),
      ev("frame-decoder", "warn", 30, undefined, 8, [
        "WARN  c.o.decoder.FramePipeline - consumer idle: 0 records in {n}s",
      ]),
      ev("antenna-ctl", "error", 20, undefined, 2, [
        "ERROR downlink spool SG-{n} growing: {id} frames unacknowledged by ingest",
      ]),
    ],
  },
  {
    key: "val-client-payload",
    est: "orbit",
    origin: "pass-scheduler",
    cat: "validation",
    sev: "medium",
    hints: ["invalid", "validation", "422", "cast"],
    note: "A new pass-scheduler build sends elevation masks as strings; mission-api's Ecto changesets reject them and it logs most lines.",
    ev: [
      ev("pass-scheduler", "info", -6, undefined, undefined, [
        "INFO pass-scheduler 8.1.0 starting (payload schema v3)",
      ]),
      ev("mission-api", "error", 0, undefined, 1.5, [
        '[error] tasking rejected: #Ecto.Changeset<action: :insert, changes: %{}, errors: [min_elevation_deg: {"is invalid", [type: :float, validation: :cast]}], valid?: false>',
      ]),
      ev("pass-scheduler", "warn", 0.3, undefined, 4, [
        "WARN mission-api rejected tasking update: 422 Unprocessable Entity",
      ]),
    ],
  },
  {
    key: "npe-spring-fee",
    est: "tix",
    origin: "checkout-svc",
    cat: "null_reference",
    sev: "high",
    hints: ["nullpointer", "null", "npe"],
    note: "checkout-svc (JVM) throws a NullPointerException for orders without a service fee; box-office-api logs twice as many 500s.",
    ev: [
      ev(
        "checkout-svc",
        "error",
        0,
        undefined,
        2,
        [
          'ERROR o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() threw exception: java.lang.NullPointerException: Cannot invoke "com.encore.checkout.Fee.amount()" because the return value of "com.encore.checkout.Order.serviceFee()" is null',
        ],
        'java.lang.NullPointerException: Cannot invoke "com.encore.checkout.Fee.amount()"\n\tat com.encore.checkout.Totals.compute(Totals.java:47)\n\tat com.encore.checkout.CheckoutController.confirm(CheckoutController.java:112)',
      ),
      ev("box-office-api", "error", 0.4, undefined, 0.9, ["POST /v3/carts/{hex}/checkout 500 (checkout-svc 500)"]),
      ev("edge-nginx", "info", 0.4, undefined, 1, [
        '{ip} - - "POST /v3/carts/{hex}/checkout HTTP/2.0" 500 {n} "-" "Mozilla/5.0" rt=0.{n} urt=0.{n}',
      ]),
    ],
  },
  {
    key: "npe-celery-none",
    est: "lease",
    origin: "maintenance-desk",
    cat: "null_reference",
    sev: "medium",
    hints: ["nonetype", "attributeerror", "none", "null"],
    note: "A maintenance-desk Celery task fails on work orders without a vendor; its callers only see stuck requests.",
    ev: [
      ev(
        "maintenance-desk",
        "error",
        0,
        undefined,
        5,
        [
          "Task desk.tasks.assign_vendor[{hex}] raised unexpected: AttributeError(\"'NoneType' object has no attribute 'vendor_id'\")",
        ],
        "Traceback (most recent call last):\n  File \"/app/desk/tasks.py\", line 141, in assign_vendor\n    vendor = wo.preferred_vendor.vendor_id\nAttributeError: 'NoneType' object has no attribute 'vendor_id'",
      ),
      ev("tenant-portal", "error", 60, undefined, 3, ["GET /tenant/requests/{id} 500 - work order has no assignment"]),
      ev("notify-hub", "warn", 30, undefined, 10, ["[warn] no assignment events from desk for {n}s"]),
    ],
  },
  {
    key: "npe-go-panic",
    est: "orbit",
    origin: "telemetry-ingest",
    cat: "null_reference",
    sev: "high",
    hints: ["nil pointer", "panic", "null", "segmentation"],
    note: "telemetry-ingest panics on a nil pointer and crash-loops; antenna-ctl's reconnect storm is the loudest thing in the window.",
    stop: [["telemetry-ingest", 0]],
    ev: [
      ev(
        "telemetry-ingest",
        "fatal",
        0,
        undefined,
        30,
        ["panic: runtime error: invalid memory address or nil pointer dereference"],
        "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9a1f2c]\n\ngoroutine 88 [running]:\ngithub.com/orbitline/telemetry-ingest/internal/frames.(*Batch).Append(0x0, {0xc000512000, 0x400, 0x400})\n\t/src/internal/frames/batch.go:61 +0x2c",
      ),
      ev("antenna-ctl", "error", 0.5, undefined, 0.5, [
        "ERROR stream to telemetry-ingest closed: EOF; reconnecting",
        "ERROR dial telemetry-ingest:9000: connect: connection refused",
      ]),
    ],
  },
  {
    key: "npe-node-undefined",
    est: "lease",
    origin: "owner-reports",
    cat: "null_reference",
    sev: "medium",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    note: "owner-reports throws on units without a lease; haproxy and tenant-portal log the failures loudly.",
    ev: [
      ev(
        "owner-reports",
        "error",
        0,
        undefined,
        2,
        ["TypeError: Cannot read properties of undefined (reading 'unitId')"],
        "    at buildUnitRow (/srv/app/dist/statement.js:212:31)\n    at Array.map (<anonymous>)\n    at buildStatement (/srv/app/dist/statement.js:188:24)",
      ),
      ev("haproxy-edge", "info", 0.2, undefined, 1, [
        '{ip}:{id} [fe_https~] be_reports/reports-1 0/0/0/{ms}/{ms} 500 {n} - - ---- {n}/{n}/1/0/0 0/0 "GET /reports/owner/O{id}/statement HTTP/1.1"',
      ]),
      ev("tenant-portal", "error", 1, undefined, 3, ["owner statement widget failed: reports 500"]),
    ],
  },
  {
    key: "cfg-envoy-cds",
    est: "orbit",
    origin: "envoy-mesh",
    cat: "configuration",
    sev: "high",
    hints: ["config", "route", "cluster", "no healthy upstream"],
    note: "A mesh config push drops a cluster from envoy-mesh so routes to mission-api match nothing; every client logs 503s naming mission-api.",
    ev: [
      ev("envoy-mesh", "warn", 0, undefined, undefined, [
        "[warning][config] gRPC config for type.googleapis.com/envoy.config.cluster.v3.Cluster rejected: Proto constraint validation failed (ClusterValidationError.LoadAssignment)",
      ]),
      ev("envoy-mesh", "info", 1, undefined, 0.6, [
        '"GET /api/passes HTTP/1.1" 503 NC 0 19 0 - "{ip}" "ops-console/5.2" "{hex}" "mission-api:8080" "-"',
      ]),
      ev("ops-console", "error", 1.5, undefined, 1, ["GET /console/passes 503 - mission-api: no healthy upstream"]),
      ev("pass-scheduler", "error", 2, undefined, 3, [
        "ERROR push schedule to mission-api failed: 503 Service Unavailable",
      ]),
    ],
  },
  {
    key: "cfg-nginx-upstream-port",
    est: "tix",
    origin: "edge-nginx",
    cat: "configuration",
    sev: "high",
    hints: ["config", "upstream", "refused", "port"],
    note: "An edge-nginx reload points the queue upstream at a wrong port; nginx logs refusals naming queue-gate, which itself is healthy and idle.",
    ev: [
      ev("edge-nginx", "info", 0, undefined, undefined, [
        "[notice] 1#1: signal 1 (SIGHUP) received from 2211, reconfiguring",
      ]),
      ev("edge-nginx", "error", 1, undefined, 0.4, [
        '[error] 33#33: *{id} connect() failed (111: Connection refused) while connecting to upstream, client: {ip}, server: tix.example, request: "POST /queue/enter HTTP/2.0", upstream: "http://10.3.1.7:8081/queue/enter"',
      ]),
      ev("queue-gate", "info", 5, undefined, 30, ["waiting room E{id}: no new arrivals in last 30s"]),
    ],
  },
  {
    key: "cfg-django-env",
    est: "lease",
    origin: "screening-svc",
    cat: "configuration",
    sev: "high",
    hints: ["improperlyconfigured", "environment", "config", "setting"],
    note: "screening-svc is deployed without a required setting and every request fails; tenant-portal reports the applications failing.",
    ev: [
      ev("screening-svc", "info", -2, undefined, undefined, [
        "Booting worker with pid: {pid} (release screening@4.8.0)",
      ]),
      ev("screening-svc", "error", 0, undefined, 3, [
        "django.core.exceptions.ImproperlyConfigured: Set the SCREENING_BUREAU_URL environment variable",
      ]),
      ev("tenant-portal", "error", 0.5, undefined, 0.9, [
        "POST /tenant/applications/{id}/submit 502 - upstream screening returned 500",
      ]),
    ],
  },
  {
    key: "cfg-old-bootstrap",
    est: "orbit",
    origin: "frame-decoder",
    cat: "configuration",
    sev: "high",
    hints: ["config", "bootstrap", "broker"],
    note: "A frame-decoder config change points it at the decommissioned Kafka bootstrap address; its warnings read like a network failure but the cluster is fine.",
    ev: [
      ev("frame-decoder", "info", -1, undefined, undefined, [
        "INFO  o.a.k.c.consumer.ConsumerConfig - ConsumerConfig values: bootstrap.servers = [gs-kafka-legacy:9092] group.id = frame-decoder",
      ]),
      ev("frame-decoder", "warn", 0, undefined, 2, [
        "WARN  o.a.k.clients.NetworkClient - [Consumer clientId=frame-decoder-0, groupId=frame-decoder] Connection to node -1 (gs-kafka-legacy/10.8.9.4:9092) could not be established. Broker may not be available.",
      ]),
      ev("archive-writer", "warn", 50, undefined, 10, [
        " WARN archive_writer::feed: no decoded frames received for {n}s on topic frames.decoded",
      ]),
      ev("ops-console", "error", 80, undefined, 6, ["decoded frame panel stale for SAT-{n}"]),
    ],
  },
];
