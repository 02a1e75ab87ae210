// The 52 failure stories of holdout77: 13 categories x one per estate, drawn from public postmortems.
import type { Line, Mode } from "./callers.js";
import { hex, int, pick, type Rng, upper } from "./rng.js";
import { dotnetStack, goStack, javaStack, nodeStack, pyTrace, rubyStack } from "./stacks.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface Case {
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  mode: Mode; // what callers see
  failP: number; // share of requests through the origin that fail
  fail?: (r: Rng) => Line; // origin's own line for a failed request
  every?: number; // seconds between periodic origin lines
  periodic?: (r: Rng) => Line;
  pre?: (r: Rng) => Line[]; // one-off origin lines at the start
  quiet?: boolean; // the origin's INFO stops
  breaker?: boolean;
  echo?: { svc: string; every: number; line: (r: Rng) => Line }; // another service noticing the trouble
}

const ip = (r: Rng) => `10.${int(r, 0, 31)}.${int(r, 0, 255)}.${int(r, 2, 254)}`;
const room = (r: Rng) => `${int(r, 1, 14)}${String(int(r, 1, 40)).padStart(2, "0")}`;

const A: Case[] = [
  {
    origin: "card-vault",
    hints: ["authentication", "unauthorized", "401", "credential", "api key"],
    sev: "high",
    note: "After a PSP API key rotation card-vault's Adyen credential is rejected with 401, so card storage and bookings fail.",
    mode: "502",
    failP: 1,
    fail: (r) => ({
      level: "error",
      msg: `level=error msg="tokenize failed" psp=adyen status=401 errorCode=000 errorType=security message="HTTP Status Response - Unauthorized" pspReference=${upper(r, 16)}`,
    }),
    every: 20,
    periodic: () => ({
      level: "warn",
      msg: `level=warn msg="adyen credential check failed" merchantAccount=LarkspurECOM status=401`,
    }),
  },
  {
    origin: "crs-api",
    hints: ["authentication", "jwt", "signature", "token", "401"],
    sev: "high",
    note: "crs-api keeps a stale JWKS after the identity provider rolled its signing key and rejects every service token with 401.",
    mode: "401",
    failP: 0.95,
    fail: (r) => ({
      level: "warn",
      msg: `Bearer token rejected: io.jsonwebtoken.security.SignatureException: JWT signature does not match locally computed signature. JWT validity cannot be asserted and should not be trusted. kid=${hex(r, 8)}`,
    }),
    every: 60,
    periodic: () => ({ level: "warn", msg: "JWKS cache still valid (age 41m); not refreshing" }),
  },
  {
    origin: "order-relay",
    hints: ["authentication", "sasl", "credential", "kafka"],
    sev: "high",
    note: "order-relay's Kafka SCRAM credentials stop being accepted, so tablet orders are not published and restaurants never see new orders.",
    mode: "503",
    failP: 0.9,
    fail: () => ({
      level: "error",
      msg: "[Producer clientId=order-relay-1] Connection to node -1 (kafka-0.kafka-headless.forkline.svc/10.8.4.21:9096) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
    }),
    every: 15,
    periodic: () => ({
      level: "error",
      msg: "Failed to publish order event",
      stack: javaStack(
        "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
        [
          "org.apache.kafka.clients.producer.internals.Sender.failBatch(Sender.java:776)",
          "com.forkline.relay.OrderPublisher.publish(OrderPublisher.java:88)",
        ],
      ),
    }),
  },
  {
    origin: "refund-worker",
    hints: ["authentication", "api key", "stripe", "credential", "invalid"],
    sev: "medium",
    note: "refund-worker is deployed with a revoked Stripe restricted key and every refund job fails with Stripe::AuthenticationError.",
    mode: "500",
    failP: 1,
    fail: (r) => ({
      level: "error",
      msg: `RefundJob failed: Invalid API Key provided: rk_live_********************${upper(r, 4)} (Stripe::AuthenticationError)`,
      stack: rubyStack([
        "/usr/local/bundle/gems/stripe-10.5.0/lib/stripe/stripe_client.rb:812:in `handle_error_response'",
        "/app/app/jobs/refund_job.rb:27:in `perform'",
      ]),
    }),
    every: 12,
    periodic: (r) => ({
      level: "warn",
      msg: `[Sidekiq] RefundJob JID-${hex(r, 24)} retry ${int(r, 1, 5)} scheduled: Stripe::AuthenticationError`,
    }),
  },
];

const Z: Case[] = [
  {
    origin: "housekeeping",
    hints: ["authorization", "access denied", "accessdenied", "permission", "403"],
    sev: "medium",
    note: "A tightened IAM policy denies housekeeping s3:PutObject, so room inspection uploads and board exports fail.",
    mode: "500",
    failP: 0,
    every: 8,
    periodic: (r) => ({
      level: "error",
      msg: `inspection upload failed for room ${room(r)}`,
      stack: pyTrace(
        [
          ["/app/hk/inspections.py", 142, "upload_photo", "s3.put_object(Bucket=BUCKET, Key=key, Body=data)"],
          [
            "/usr/local/lib/python3.11/site-packages/botocore/client.py",
            1009,
            "_make_api_call",
            "raise error_class(parsed_response, operation_name)",
          ],
        ],
        "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
      ),
    }),
  },
  {
    origin: "pms-bridge",
    hints: ["authorization", "forbidden", "403", "not authorized", "permission"],
    sev: "high",
    note: "The PMS vendor app grant for pms-bridge loses the reservations scope for one chain, every sync is refused with 403 and check-ins stop reaching the PMS.",
    mode: "502",
    failP: 0.9,
    fail: (r) => ({
      level: "error",
      msg: `ERROR pms.sync: PUT /rsv/v1/hotels/${pick(r, ["MV-ALG", "MV-CRF", "MV-MLL"])}/reservations -> 403 Forbidden {"type":"https://docs.oracle.com/...","title":"Forbidden","detail":"Application is not authorized to access resource reservations for this chain"}`,
    }),
    every: 20,
    periodic: () => ({ level: "warn", msg: "WARNING pms.sync: outbound queue depth 312, oldest message 184s" }),
  },
  {
    origin: "menu-sync",
    hints: ["authorization", "permission", "forbidden", "403", "denied"],
    sev: "medium",
    note: "menu-sync's service account loses storage.objects.create on the menu image bucket and menu publishes fail with 403.",
    mode: "500",
    failP: 0,
    quiet: true,
    every: 6,
    periodic: (r) => ({
      level: "error",
      msg: `ERROR menu_sync.worker: publish failed for store ${int(r, 1000, 4999)}`,
      stack: pyTrace(
        [
          ["/app/menu_sync/publish.py", 77, "upload_images", "blob.upload_from_string(data, content_type=ctype)"],
          [
            "/usr/local/lib/python3.11/site-packages/google/cloud/storage/blob.py",
            2601,
            "_do_upload",
            "raise exceptions.from_http_response(response)",
          ],
        ],
        "google.api_core.exceptions.Forbidden: 403 POST https://storage.googleapis.com/upload/storage/v1/b/forkline-menu-images/o?uploadType=multipart: menu-sync@forkline-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
      ),
    }),
  },
  {
    origin: "courier-assign",
    hints: ["authorization", "accessdenied", "not authorized", "403", "permission"],
    sev: "high",
    note: "courier-assign's IAM role can no longer send to the offers queue, so no courier gets an offer and orders wait.",
    mode: "500",
    failP: 1,
    quiet: true,
    fail: (r) => ({
      level: "error",
      msg: `level=error msg="publish offer failed" order=${hex(r, 10)} err="operation error SQS: SendMessage, https response error StatusCode: 403, RequestID: ${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}, api error AccessDenied: User: arn:aws:sts::441723019876:assumed-role/courier-assign-prod/${hex(r, 16)} is not authorized to perform: sqs:SendMessage on resource: arn:aws:sqs:eu-west-1:441723019876:courier-offers because no identity-based policy allows the sqs:SendMessage action"`,
    }),
    every: 10,
    periodic: () => ({ level: "warn", msg: `level=warn msg="assignment backlog growing" pending=214 oldest_s=190` }),
  },
];

const D: Case[] = [
  {
    origin: "central-res",
    hints: ["database", "connection", "pool", "hikari", "jdbc", "sql"],
    sev: "high",
    note: "central-res exhausts its Hikari pool against Postgres; reservations and availability time out at the gateway.",
    mode: "500",
    failP: 0.8,
    breaker: true,
    fail: () => ({
      level: "error",
      msg: "Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
      stack: javaStack(
        "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
        [
          "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
          "com.larkspur.crs.ReservationService.confirm(ReservationService.java:112)",
        ],
        "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=187)",
      ),
    }),
    every: 30,
    periodic: () => ({
      level: "warn",
      msg: "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).",
    }),
  },
  {
    origin: "bookflow",
    hints: ["database", "deadlock", "pg", "sql", "activerecord"],
    sev: "medium",
    note: "A new inventory decrement path in bookflow deadlocks in Postgres and confirmations fail with ActiveRecord::Deadlocked.",
    mode: "500",
    failP: 0.55,
    fail: (r) => ({
      level: "error",
      msg: `ActiveRecord::Deadlocked (PG::TRDeadlockDetected: ERROR:  deadlock detected\nDETAIL:  Process ${int(r, 20000, 40000)} waits for ShareLock on transaction ${int(r, 9000000, 9999999)}; blocked by process ${int(r, 20000, 40000)}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${int(r, 10, 900)},${int(r, 1, 40)}) in relation "room_inventories"\n):`,
      stack: rubyStack([
        "app/models/room_inventory.rb:58:in `decrement!'",
        "app/services/confirm_booking.rb:31:in `block in call'",
      ]),
    }),
  },
  {
    origin: "checkout",
    hints: ["database", "connection", "postgres", "too many", "sql"],
    sev: "high",
    note: "checkout runs out of Postgres connections (too many connections for role) and orders cannot be placed.",
    mode: "500",
    failP: 0.85,
    fail: () => ({
      level: "error",
      msg: "failed to place order",
      stack: [
        'error: too many connections for role "checkout_app"',
        ...nodeStack([
          "Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:287:98)",
          "Parser.handlePacket (/app/node_modules/pg-protocol/dist/parser.js:126:29)",
          "async OrderRepo.insert (/app/dist/orders/repo.js:41:9)",
        ]),
      ],
    }),
  },
  {
    origin: "care-desk",
    hints: ["database", "sql", "deadlock", "sqlexception"],
    sev: "medium",
    note: "care-desk's refund escalation transaction deadlocks in SQL Server and support agents cannot issue refunds.",
    mode: "500",
    failP: 0.7,
    fail: (r) => ({
      level: "error",
      msg: `An unhandled exception has occurred while executing the request.`,
      stack: [
        `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${int(r, 50, 200)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
        ...dotnetStack([
          "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
          "BentoRun.Care.Cases.EscalationService.EscalateAsync(Guid caseId) in /src/Care/Cases/EscalationService.cs:line 64",
        ]),
        `ClientConnectionId:${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}`,
        "Error Number:1205,State:51,Class:13",
      ],
    }),
  },
];

const N: Case[] = [
  {
    origin: "keycard-encoder",
    hints: ["network", "route", "unreachable", "connect"],
    sev: "high",
    note: "keycard-encoder loses its route to the on-property encoder VLAN and check-ins fail because keys cannot be cut.",
    mode: "502",
    failP: 0.9,
    fail: (r) => ({
      level: "error",
      msg: `[enc] connect() to ENC-${String(int(r, 1, 8)).padStart(2, "0")} ${ip(r)}:3001 failed: No route to host (errno 113)`,
    }),
    every: 15,
    periodic: (r) => ({
      level: "warn",
      msg: `[enc] heartbeat lost for ENC-${String(int(r, 1, 8)).padStart(2, "0")} (3 missed)`,
    }),
  },
  {
    origin: "ari-distributor",
    hints: ["network", "dns", "lookup", "resolve"],
    sev: "medium",
    note: "ari-distributor can no longer resolve the channel endpoint (DNS lookups fail), so rates and availability stop reaching OTAs.",
    mode: "502",
    failP: 0,
    quiet: true,
    every: 4,
    periodic: (r) => ({
      level: "error",
      msg: `level=error msg="ARI delivery failed" channel=${pick(r, ["booking", "expedia", "hotelbeds", "airbnb"])} err="Post \\"https://smx.siteminder.com/pmsxchangev2/services/MVR\\": dial tcp: lookup smx.siteminder.com on 10.96.0.10:53: server misbehaving"`,
    }),
  },
  {
    origin: "dispatch",
    hints: ["network", "reset", "connection", "econnreset"],
    sev: "high",
    note: "dispatch's connections to its Redis geo index are reset mid-read, so courier offers stop being made.",
    mode: "500",
    failP: 0.75,
    fail: (r) => ({
      level: "error",
      msg: `level=error msg="nearby couriers lookup failed" err="read tcp ${ip(r)}:${int(r, 40000, 60000)}->10.8.9.12:6379: read: connection reset by peer"`,
    }),
  },
  {
    origin: "kitchen-bridge",
    hints: ["network", "tls", "handshake", "ssl"],
    sev: "high",
    note: "kitchen-bridge fails the TLS handshake with the POS aggregator after an egress proxy change, so orders never reach restaurant tablets.",
    mode: "502",
    failP: 0.95,
    fail: () => ({
      level: "error",
      msg: "order push failed",
      stack: [
        "Error: write EPROTO 40A8E1F7:error:0A000410:SSL routines:ssl3_read_bytes:sslv3 alert handshake failure:../deps/openssl/openssl/ssl/record/rec_layer_s3.c:1586:SSL alert number 40",
        ...nodeStack(["WriteWrap.onWriteComplete [as oncomplete] (node:internal/stream_base_commons:94:16)"]),
      ],
    }),
  },
];

const T: Case[] = [
  {
    origin: "pms-core",
    hints: ["timeout", "timed out", "lock"],
    sev: "medium",
    note: "pms-core check-ins wait on folio locks held by a long night-audit batch and time out after 15 s.",
    mode: "timeout",
    failP: 0.7,
    fail: (r) => ({
      level: "error",
      msg: `Check-in failed. Reservation=${upper(r, 6)}`,
      stack: [
        `System.TimeoutException: Timed out after 15000ms waiting to acquire lock 'folio:${int(r, 80000, 99999)}' (held by NightAuditWorker)`,
        ...dotnetStack([
          "Larkspur.Pms.Locking.FolioLock.AcquireAsync(Int32 folioId, TimeSpan timeout) in /src/Pms/Locking/FolioLock.cs:line 48",
          "Larkspur.Pms.Stays.CheckInHandler.Handle(CheckInCommand cmd, CancellationToken ct) in /src/Pms/Stays/CheckInHandler.cs:line 91",
        ]),
      ],
    }),
    every: 40,
    periodic: () => ({ level: "info", msg: "NightAuditWorker: step PostRoomAndTax still running (elapsed 00:07:12)" }),
  },
  {
    origin: "lock-gateway",
    hints: ["timeout", "timed out", "ack"],
    sev: "medium",
    note: "lock-gateway's encoder link stops answering in time; mobile key requests wait for an ACK and time out.",
    mode: "timeout",
    failP: 0.85,
    fail: (r) => ({
      level: "error",
      msg: `E lockgw: timeout waiting for ACK from encoder ${pick(r, ["ENC-1", "ENC-2"])} after 5000 ms (cmd=ISSUE seq=${int(r, 1000, 9999)})`,
    }),
  },
  {
    origin: "eta-model",
    hints: ["timeout", "timed out", "readtimeout"],
    sev: "medium",
    note: "eta-model's routing matrix calls stop answering in time and every restaurant list waits for read timeouts.",
    mode: "timeout",
    failP: 0.8,
    fail: () => ({
      level: "error",
      msg: "ERROR eta.predict: travel matrix unavailable",
      stack: pyTrace(
        [
          ["/app/eta/matrix.py", 64, "fetch", "resp = session.get(url, params=params, timeout=2.0)"],
          [
            "/usr/local/lib/python3.10/site-packages/requests/adapters.py",
            532,
            "send",
            "raise ReadTimeout(e, request=request)",
          ],
        ],
        "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.mapbox.com', port=443): Read timed out. (read timeout=2.0)",
      ),
    }),
  },
  {
    origin: "cart-svc",
    hints: ["timeout", "deadline", "context deadline"],
    sev: "medium",
    note: "cart-svc's pricing rule evaluation blows its 800 ms budget and checkouts fail with context deadline exceeded.",
    mode: "timeout",
    failP: 0.7,
    fail: (r) => ({
      level: "warn",
      msg: `level=warn msg="pricing evaluation aborted" rules=${int(r, 400, 900)} elapsed=${int(r, 801, 990)}ms err="context deadline exceeded"`,
    }),
  },
];

const R: Case[] = [
  {
    origin: "channel-mgr",
    hints: ["rate", "429", "limit", "throttl"],
    sev: "medium",
    note: "channel-mgr's ARI pushes are throttled by the OTA with HTTP 429 and rate updates pile up.",
    mode: "429",
    failP: 0,
    quiet: true,
    every: 3,
    periodic: (r) => ({
      level: "warn",
      msg: `ARI push to Booking.com throttled: HTTP 429 Too Many Requests (Retry-After: ${int(r, 30, 120)}); ${int(r, 300, 900)} messages requeued`,
    }),
  },
  {
    origin: "concierge-chat",
    hints: ["rate", "limit", "130429", "throttl"],
    sev: "medium",
    note: "concierge-chat hits the messaging platform's throughput limit (130429) and guest messages are rejected.",
    mode: "502",
    failP: 0.9,
    fail: (r) => ({
      level: "error",
      msg: `whatsapp send failed: (#130429) Rate limit hit: Cloud API message throughput has been reached. fbtrace_id=${upper(r, 11)}`,
    }),
    every: 10,
    periodic: () => ({ level: "warn", msg: "outbound queue backing off 30s after 130429" }),
  },
  {
    origin: "geo-resolver",
    hints: ["rate", "limit", "quota", "over_query_limit"],
    sev: "high",
    note: "geo-resolver exceeds its geocoding quota (OVER_QUERY_LIMIT) on top of its usual ZERO_RESULTS noise and restaurant lists fail.",
    mode: "503",
    failP: 0.85,
    fail: () => ({
      level: "error",
      msg: 'geocode failed status=OVER_QUERY_LIMIT error_message="You have exceeded your rate-limit for this API."',
    }),
  },
  {
    origin: "eta-service",
    hints: ["rate", "429", "limit", "throttl"],
    sev: "medium",
    note: "eta-service's routing API calls are throttled with 429 and store lists come back without ETAs or fail.",
    mode: "500",
    failP: 0.6,
    fail: () => ({
      level: "error",
      msg: "ERROR eta: routing request rejected",
      stack: pyTrace(
        [["/app/eta/routing.py", 88, "matrix", "resp.raise_for_status()"]],
        "httpx.HTTPStatusError: Client error '429 Too Many Requests' for url 'https://router.hereapi.com/v8/routes'",
      ),
    }),
  },
];

const V: Case[] = [
  {
    origin: "booking-engine",
    hints: ["validation", "invalid", "pattern", "schema"],
    sev: "medium",
    note: "A booking-engine release tightens the guest phone schema and rejects most reservation requests with 422.",
    mode: "422",
    failP: 0.6,
    pre: () => [{ level: "info", msg: "booking-engine v4.18.0 listening on :3000 (schema bundle 2026.11.30)" }],
    fail: (r) => ({
      level: "warn",
      msg: `ValidationError: "guest.phone" with value "+${pick(r, ["31 6", "44 7", "49 15"])} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)}" fails to match the required pattern: /^\\+[1-9]\\d{7,14}$/`,
    }),
  },
  {
    origin: "crs-api",
    hints: ["validation", "invalid", "constraint", "methodargumentnotvalid"],
    sev: "medium",
    note: "crs-api starts rejecting confirmations whose arrival date carries an offset, failing bean validation.",
    mode: "422",
    failP: 0.7,
    fail: () => ({
      level: "warn",
      msg: "Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<com.mv.crs.api.ReservationDto> com.mv.crs.api.ReservationController.create(com.mv.crs.api.ReservationRequest): [Field error in object 'reservationRequest' on field 'arrivalDate': rejected value [2026-08-14T00:00:00+02:00]; codes [Pattern.reservationRequest.arrivalDate]; default message [must match \"\\d{4}-\\d{2}-\\d{2}\"]] ]",
    }),
  },
  {
    origin: "menu-sync",
    hints: ["validation", "validationerror", "invalid", "pydantic"],
    sev: "medium",
    note: "menu-sync rejects POS menu payloads that now send decimal prices, failing pydantic validation so menus stop updating.",
    mode: "500",
    failP: 0,
    quiet: true,
    every: 5,
    periodic: (r) => ({
      level: "error",
      msg: `ERROR menu_sync.worker: menu for store ${int(r, 1000, 4999)} rejected`,
      stack: [
        `pydantic_core._pydantic_core.ValidationError: ${int(r, 2, 30)} validation errors for MenuItem`,
        "price_cents",
        `  Input should be a valid integer, got a number with a fractional part [type=int_from_float, input_value=${int(r, 3, 20)}.5, input_type=float]`,
        "    For further information visit https://errors.pydantic.dev/2.5/v/int_from_float",
      ],
    }),
  },
  {
    origin: "catalog-ingest",
    hints: ["validation", "validationerror", "invalid", "marshmallow"],
    sev: "medium",
    note: "catalog-ingest rejects every partner menu because modifier groups now come with max_qty 0 and fail schema validation.",
    mode: "500",
    failP: 0,
    quiet: true,
    every: 6,
    periodic: (r) => ({
      level: "error",
      msg: `ERROR catalog.ingest: menu import failed for store ${int(r, 100, 999)}`,
      stack: pyTrace(
        [["/app/catalog/ingest.py", 119, "import_menu", "data = MenuSchema().load(payload)"]],
        `marshmallow.exceptions.ValidationError: {'categories': {${int(r, 0, 9)}: {'items': {${int(r, 0, 30)}: {'modifier_groups': {0: {'max_qty': ['Must be greater than or equal to 1.']}}}}}}}`,
      ),
    }),
  },
];

const U: Case[] = [
  {
    origin: "guest-gateway",
    hints: ["null", "undefined", "typeerror", "cannot read"],
    sev: "high",
    note: "A guest-gateway release reads loyalty data that is missing for non-members and crashes check-in requests with a TypeError.",
    mode: "500",
    failP: 0.6,
    pre: () => [{ level: "info", msg: "guest-gateway 3.41.2 started on :8080 (node v20.11.1)" }],
    fail: () => ({
      level: "error",
      msg: "unhandled error in POST /api/v3/stays/:id/check-in",
      stack: [
        "TypeError: Cannot read properties of undefined (reading 'tier')",
        ...nodeStack([
          "buildWelcome (/app/dist/checkin/welcome.js:22:41)",
          "async checkIn (/app/dist/routes/stays.js:118:19)",
        ]),
      ],
    }),
  },
  {
    origin: "bookflow",
    hints: ["nil", "nomethoderror", "null", "undefined method"],
    sev: "high",
    note: "bookflow hits NoMethodError on nil rate calendars for packages and search requests fail with 500.",
    mode: "500",
    failP: 0.5,
    fail: (r) => ({
      level: "error",
      msg: `NoMethodError (undefined method \`nightly_rates' for nil:NilClass):`,
      stack: rubyStack([
        `app/services/price_calendar.rb:${int(r, 40, 48)}:in \`block in build'`,
        "app/controllers/search_controller.rb:17:in `index'",
      ]),
    }),
  },
  {
    origin: "support-console",
    hints: ["null", "nullreference", "object reference"],
    sev: "medium",
    note: "support-console throws NullReferenceException building refund tickets when the order has no courier, so agents cannot refund.",
    mode: "500",
    failP: 0.8,
    fail: () => ({
      level: "error",
      msg: "An unhandled exception has occurred while executing the request.",
      stack: [
        "System.NullReferenceException: Object reference not set to an instance of an object.",
        ...dotnetStack([
          "Forkline.Support.Tickets.RefundTicketFactory.Create(Order order) in /src/Support/Tickets/RefundTicketFactory.cs:line 37",
          "Forkline.Support.Controllers.TicketsController.Open(OpenTicketRequest req) in /src/Support/Controllers/TicketsController.cs:line 52",
        ]),
      ],
    }),
  },
  {
    origin: "kitchen-bridge",
    hints: ["null", "typeerror", "cannot read"],
    sev: "high",
    note: "kitchen-bridge crashes on orders whose store has no POS location mapping (null) and order pushes fail.",
    mode: "500",
    failP: 0.8,
    fail: () => ({
      level: "error",
      msg: "order push failed",
      stack: [
        "TypeError: Cannot read properties of null (reading 'externalId')",
        ...nodeStack([
          "mapOrder (/srv/kitchen-bridge/src/mappers/order.js:57:38)",
          "KitchenPusher.push (/srv/kitchen-bridge/src/pusher.js:23:17)",
        ]),
      ],
    }),
  },
];

const C: Case[] = [
  {
    origin: "central-res",
    hints: ["configuration", "placeholder", "property", "config"],
    sev: "high",
    note: "A central-res rollout misses a required property, the new pods fail at startup and callers get connection refused.",
    mode: "refused",
    failP: 0.75,
    quiet: true,
    pre: () => [
      { level: "info", msg: "Starting CentralResApplication v2026.48.1 using Java 21.0.2 with PID 1" },
      {
        level: "error",
        msg: "Application run failed",
        stack: javaStack(
          "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'paymentVaultClient': Injection of autowired dependencies failed",
          [
            "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:498)",
          ],
          `java.lang.IllegalArgumentException: Could not resolve placeholder 'crs.vault.base-url' in value "$\{crs.vault.base-url}"`,
        ),
      },
    ],
    every: 45,
    periodic: () => ({
      level: "error",
      msg: "APPLICATION FAILED TO START\n\nDescription:\n\nParameter 0 of constructor in com.larkspur.crs.vault.PaymentVaultClient required a bean of type 'java.lang.String' that could not be found.\n\nAction:\n\nConsider defining property 'crs.vault.base-url' in your configuration.",
    }),
  },
  {
    origin: "mv-web-bff",
    hints: ["configuration", "options", "config", "baseaddress"],
    sev: "high",
    note: "An appsettings change drops the CRS client base address in mv-web-bff; every booking request fails options validation.",
    mode: "500",
    failP: 0.9,
    pre: () => [
      { level: "info", msg: "Configuration reloaded from Azure App Configuration (label=prod, 3 keys changed)" },
    ],
    fail: () => ({
      level: "error",
      msg: "An unhandled exception has occurred while executing the request.",
      stack: [
        "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'CrsClientOptions' members: 'BaseAddress' with the error: 'The BaseAddress field is required.'.",
        ...dotnetStack([
          "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
          "MarisVale.Web.Bff.Crs.CrsClient..ctor(HttpClient http, IOptionsSnapshot`1 options) in /src/Bff/Crs/CrsClient.cs:line 21",
        ]),
      ],
    }),
  },
  {
    origin: "surge-pricer",
    hints: ["configuration", "property", "not set", "config"],
    sev: "high",
    note: "surge-pricer is redeployed without the SURGE_ZONE_TABLE setting and every quote throws IllegalStateException, blocking checkout.",
    mode: "500",
    failP: 0.95,
    pre: (r) => [
      {
        level: "info",
        msg: `Started SurgePricerApplication in ${int(r, 6, 12)}.412 seconds (process running for 9.8)`,
      },
    ],
    fail: () => ({
      level: "error",
      msg: "Servlet.service() for servlet [dispatcherServlet] threw exception",
      stack: javaStack("java.lang.IllegalStateException: Required property 'SURGE_ZONE_TABLE' is not set", [
        "com.forkline.surge.zones.ZoneTableProvider.current(ZoneTableProvider.java:44)",
        "com.forkline.surge.QuoteController.quote(QuoteController.java:61)",
      ]),
    }),
  },
  {
    origin: "edge-api",
    hints: ["configuration", "route", "instance", "config"],
    sev: "high",
    note: "A gateway route config reload in edge-api points orders at a service id that does not exist, so POST /orders returns 503.",
    mode: "503",
    failP: 1,
    pre: () => [
      {
        level: "info",
        msg: "Refreshing routes: RefreshRoutesEvent from config server (rev 7f3a21c, 'orders -> lb://cart-service-v2')",
      },
    ],
    fail: () => ({
      level: "warn",
      msg: 'No servers available for service: cart-service-v2; 503 SERVICE_UNAVAILABLE "Unable to find instance for cart-service-v2"',
    }),
  },
];

const P: Case[] = [
  {
    origin: "guest-messaging",
    hints: ["dependency", "twilio", "503", "unavailable"],
    sev: "medium",
    note: "The SMS provider answers guest-messaging with 503 Service Unavailable, on top of its usual unsubscribed-recipient noise, so room-ready texts fail.",
    mode: "503",
    failP: 0.9,
    fail: () => ({
      level: "error",
      msg: "Twilio::REST::RestError: [HTTP 503] 20503 : Unable to create record: Service Unavailable",
    }),
    every: 30,
    periodic: () => ({ level: "warn", msg: "Sidekiq SmsDeliveryJob queue latency 212s" }),
  },
  {
    origin: "cof-tokenizer",
    hints: ["dependency", "worldpay", "503", "unavailable", "gateway"],
    sev: "high",
    note: "The card tokenisation provider returns 5xx to cof-tokenizer, its breaker opens and confirmations fail.",
    mode: "502",
    failP: 0.9,
    breaker: true,
    fail: (r) => ({
      level: "error",
      msg: `Worldpay tokens API returned ${pick(r, ["503 Service Unavailable", "502 Bad Gateway", "503 Service Unavailable"])} (POST https://access.worldpay.com/tokens, ${int(r, 2000, 9000)}ms)`,
    }),
    every: 30,
    periodic: () => ({ level: "warn", msg: "CircuitBreaker 'worldpay' changed state from HALF_OPEN to OPEN" }),
  },
  {
    origin: "checkout",
    hints: ["dependency", "braintree", "unavailable", "503"],
    sev: "high",
    note: "The payment gateway is unavailable to checkout and order placement fails while the rest of the app works.",
    mode: "502",
    failP: 0.85,
    fail: (r) => ({
      level: "error",
      msg: `payment authorization failed for order ${hex(r, 8)}`,
      stack: [
        "ServiceUnavailableError: Service Unavailable",
        ...nodeStack([
          "Http.checkHttpStatus (/app/node_modules/braintree/lib/braintree/http.js:71:14)",
          "async TransactionGateway.sale (/app/node_modules/braintree/lib/braintree/transaction_gateway.js:42:12)",
        ]),
      ],
    }),
  },
  {
    origin: "pay-orchestrator",
    hints: ["dependency", "stripe", "api_error", "500", "unavailable"],
    sev: "high",
    note: "Stripe answers pay-orchestrator with api_error 500s and orders cannot be paid.",
    mode: "502",
    failP: 0.8,
    breaker: true,
    fail: (r) => ({
      level: "error",
      msg: `Stripe call failed: com.stripe.exception.ApiException: An unknown error occurred; code: null; request-id: req_${hex(r, 14)}, status 500`,
    }),
  },
];

const M: Case[] = [
  {
    origin: "booking-engine",
    hints: ["memory", "heap", "out of memory"],
    sev: "high",
    note: "booking-engine leaks memory in its offer cache, hits the V8 heap limit and restarts in a loop, failing bookings.",
    mode: "502",
    failP: 0.5,
    every: 50,
    periodic: (r) => ({
      level: "fatal",
      msg: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
      stack: [
        "----- Native stack trace -----",
        ` 1: 0xb8${hex(r, 4)} node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]`,
        ` 2: 0xf0${hex(r, 4)} v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]`,
      ],
    }),
    pre: () => [
      {
        level: "warn",
        msg: "<--- Last few GCs ---> [1:0x6b2c0a0] 412877 ms: Mark-Compact 2011.8 (2083.4) -> 2007.9 (2084.1) MB, 1704.33 / 0.00 ms (average mu = 0.142)",
      },
    ],
  },
  {
    origin: "crs-api",
    hints: ["memory", "outofmemory", "heap"],
    sev: "high",
    note: "crs-api runs out of Java heap after long GC pauses and availability and confirmations fail.",
    mode: "500",
    failP: 0.6,
    pre: () => [
      { level: "warn", msg: "[gc] GC(4121) Pause Full (G1 Compaction Pause) 3980M->3961M(4096M) 4127.331ms" },
    ],
    every: 25,
    periodic: () => ({
      level: "error",
      msg: "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
      stack: javaStack("java.lang.OutOfMemoryError: Java heap space", [
        "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
        "com.mv.crs.inventory.AvailabilityMatrix.expand(AvailabilityMatrix.java:203)",
      ]),
    }),
  },
  {
    origin: "eta-model",
    hints: ["memory", "oom", "sigkill", "out of memory"],
    sev: "high",
    note: "eta-model workers grow after a model reload until gunicorn reports them killed for memory; restaurant lists fail.",
    mode: "502",
    failP: 0.5,
    quiet: true,
    every: 20,
    periodic: (r) => ({
      level: "error",
      msg: `[ERROR] Worker (pid:${int(r, 20, 400)}) was sent SIGKILL! Perhaps out of memory?`,
    }),
  },
  {
    origin: "cart-svc",
    hints: ["memory", "out of memory", "oom"],
    sev: "high",
    note: "cart-svc crashes with fatal error: runtime: out of memory and restarts, checkouts fail at the edge.",
    mode: "refused",
    failP: 0.6,
    every: 60,
    periodic: () => ({
      level: "fatal",
      msg: "fatal error: runtime: out of memory",
      stack: goStack([
        ["runtime.throw({0x1a2b3c4?, 0xc000a1b2c0?})", "/usr/local/go/src/runtime/panic.go:1077 +0x5c"],
        ["runtime.sysMapOS(0xc0a0000000, 0x4000000)", "/usr/local/go/src/runtime/mem_linux.go:167 +0x11b"],
        [
          "github.com/bentorun/cart/pricing.(*Engine).expandRules(0xc0001b6000, {0xc1f2e00000, 0x1e8480, 0x1e8480})",
          "/src/pricing/engine.go:212 +0x2f4",
        ],
      ]),
    }),
  },
];

const K: Case[] = [
  {
    origin: "housekeeping",
    hints: ["disk", "no space", "space left", "errno 28"],
    sev: "medium",
    note: "housekeeping's export volume fills up and board exports and status writes fail with No space left on device.",
    mode: "500",
    failP: 0,
    every: 7,
    periodic: (r) => ({
      level: "error",
      msg: "board export failed",
      stack: pyTrace(
        [["/app/hk/export.py", 58, "write_board", "fh.write(payload)"]],
        `OSError: [Errno 28] No space left on device: '/var/lib/hk/exports/board-${int(r, 1, 14)}.csv'`,
      ),
    }),
  },
  {
    origin: "pms-bridge",
    hints: ["disk", "read-only", "erofs", "errno 30"],
    sev: "high",
    note: "pms-bridge's spool volume is remounted read-only and reservation syncs fail to write their outbound files.",
    mode: "500",
    failP: 0.8,
    fail: (r) => ({
      level: "error",
      msg: `ERROR pms.spool: cannot write outbound message: [Errno 30] Read-only file system: '/spool/outbound/${int(r, 100000, 999999)}.xml'`,
    }),
  },
  {
    origin: "order-relay",
    hints: ["disk", "no space", "space left", "ioexception"],
    sev: "high",
    note: "order-relay's outbox journal disk fills and new orders cannot be persisted for tablets.",
    mode: "500",
    failP: 0.9,
    fail: () => ({
      level: "error",
      msg: "Failed to append to outbox journal",
      stack: javaStack("java.io.IOException: No space left on device", [
        "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
        "com.forkline.relay.outbox.Journal.append(Journal.java:131)",
      ]),
    }),
  },
  {
    origin: "refund-worker",
    hints: ["disk", "flood-stage", "read-only", "watermark"],
    sev: "medium",
    note: "The audit search cluster hits its flood-stage disk watermark and blocks refund-worker's index writes (read-only-allow-delete).",
    mode: "500",
    failP: 1,
    fail: () => ({
      level: "error",
      msg: `RefundAuditJob failed: [429] {"error":{"root_cause":[{"type":"cluster_block_exception","reason":"index [refund-audit-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}],"type":"cluster_block_exception"},"status":429} (Elasticsearch::Transport::Transport::Errors::TooManyRequests)`,
    }),
  },
];

const X: Case[] = [
  {
    origin: "keycard-encoder",
    hints: ["unknown", "exit", "crash", "restart"],
    sev: "high",
    note: "keycard-encoder goes silent and keeps restarting without a reason logged; check-ins fail with connection refused.",
    mode: "refused",
    failP: 0.85,
    quiet: true,
    every: 55,
    periodic: (r) => ({
      level: "info",
      msg: `[enc] keycard-encoder 4.2.1 starting, ${int(r, 6, 8)} encoders configured`,
    }),
  },
  {
    origin: "ari-distributor",
    hints: ["unknown", "stalled", "exit"],
    sev: "medium",
    note: "ari-distributor's delivery loop stops without a logged reason; ARI deliveries go quiet.",
    mode: "500",
    failP: 0,
    quiet: true,
    every: 90,
    periodic: () => ({ level: "warn", msg: `level=warn msg="worker exited" worker=ari-delivery err="exit status 2"` }),
    echo: {
      svc: "crs-api",
      every: 30,
      line: (r) => ({
        level: "warn",
        msg: `ARI change feed not consumed by ari-distributor for ${int(r, 60, 400)}s (lag ${int(r, 200, 3000)} events)`,
      }),
    },
  },
  {
    origin: "refunds",
    hints: ["unknown", "internal", "500"],
    sev: "medium",
    note: "refunds answers 500 Internal Server Error with no detail and support agents cannot issue refunds.",
    mode: "500",
    failP: 0.9,
    fail: (r) => ({
      level: "error",
      msg: `Completed 500 Internal Server Error in ${int(r, 3, 20)}ms (ActiveRecord: 0.0ms | Allocations: ${int(r, 300, 900)})`,
    }),
  },
  {
    origin: "courier-assign",
    hints: ["unknown", "aborted", "500"],
    sev: "high",
    note: "courier-assign stops assigning without any reason in its logs; tracking calls fail and orders wait.",
    mode: "500",
    failP: 0.9,
    quiet: true,
    every: 30,
    periodic: (r) => ({
      level: "warn",
      msg: `level=warn msg="assignment round aborted" round=${int(r, 10000, 99999)}`,
    }),
  },
];

export const CASES: Record<Category, Case[]> = {
  authentication: A,
  authorization: Z,
  database: D,
  network: N,
  timeout: T,
  rate_limiting: R,
  validation: V,
  null_reference: U,
  configuration: C,
  dependency: P,
  memory: M,
  disk: K,
  unknown: X,
};
export const CATEGORIES = Object.keys(CASES) as Category[];
