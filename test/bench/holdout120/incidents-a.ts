// Incident scripts, part A: authentication, authorization, database, network, timeout, rate limiting.
import { boat, member, ms, slip, wo } from "./estates.js";
import { dotnetStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import type { IncidentSpec } from "./types.js";

export const PART_A: IncidentSpec[] = [
  // ---------------- authentication
  {
    estate: "harborline",
    category: "authentication",
    origin: "access",
    hints: ["auth", "credential", "401", "unauthorized", "client"],
    sev: "medium",
    note: "After a client-secret rotation gatekeeper's OAuth token requests to the card-controller cloud are rejected with invalid_client, so new and replaced access cards cannot be issued and the app's card endpoints fail.",
    once: [
      {
        role: "access",
        level: "info",
        at: -35,
        f: () => "vault: secret/gatekeeper/brivo rotated, now at version 14 (lease 768h)",
      },
    ],
    down: ["access"],
    emits: [
      {
        role: "access",
        level: "error",
        perMin: 8,
        f: () => "card controller token refresh failed: 401 Unauthorized",
        stack: () =>
          pyStack(
            [
              ["/app/gatekeeper/brivo/client.py", 88, "_token", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/models.py",
                1024,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            'requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://auth.brivo.com/oauth/token ({"error":"invalid_client","error_description":"Bad client credentials"})',
          ),
        kind: "HTTPError",
      },
      {
        role: "access",
        level: "warn",
        perMin: 3,
        f: (r) => `card issue for ${member(r)} parked: controller session unavailable (queue depth ${r.int(4, 40)})`,
      },
      {
        role: "gw",
        level: "error",
        perMin: 10,
        f: (r) =>
          `POST /api/v1/me/access-cards 502 ${ms(r, 300, 900)}.${r.int(0, 9)} ms - upstream gatekeeper replied 502 Bad Gateway`,
      },
      {
        role: "notify",
        level: "warn",
        perMin: 1,
        f: (r) => `card_ready for ${member(r)} not sent: card issue still pending after 10m`,
        from: 120,
      },
    ],
  },
  {
    estate: "stackhaus",
    category: "authentication",
    origin: "rack",
    hints: ["sasl", "auth", "credential", "scram"],
    sev: "high",
    note: "rack-inventory's Kafka consumer and producer fail SASL/SCRAM authentication after the broker credentials were rotated, so rack moves are no longer published and launch-queue waits on rack confirmations.",
    mute: { role: "rack", how: "thin" },
    emits: [
      {
        role: "rack",
        level: "error",
        perMin: 12,
        f: (r) =>
          `[Consumer clientId=rack-inventory-0, groupId=rack-inventory] Connection to node ${r.pick([-1, 1, 2, 3])} (kafka-${r.int(0, 2)}.stackhaus.internal/10.12.0.${r.int(40, 44)}:9096) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
      },
      {
        role: "rack",
        level: "error",
        perMin: 4,
        f: (r) => `Failed to publish RackSlotChanged for boat ${boat(r)}`,
        stack: () =>
          javaStack(
            "org.springframework.kafka.KafkaException: Send failed",
            [
              "org.springframework.kafka.core.KafkaTemplate.doSend(KafkaTemplate.java:796)",
              "com.stackhaus.rack.events.RackEventPublisher.publish(RackEventPublisher.java:58)",
              "com.stackhaus.rack.service.SlotService.move(SlotService.java:131)",
            ],
            "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
          ),
        kind: "org.springframework.kafka.KafkaException",
      },
      {
        role: "launch",
        level: "warn",
        perMin: 14,
        f: (r) =>
          `rack confirmation for boat ${boat(r)} not received after 30s, re-requesting (attempt ${r.int(2, 6)})`,
      },
      {
        role: "launch",
        level: "error",
        perMin: 4,
        f: (r) => `launch ${r.int(100000, 999999)} stuck in state=awaiting_rack for ${r.int(3, 12)}m`,
        from: 90,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 5,
        f: (r) =>
          `GET /api/v1/launches/${r.int(100000, 999999)} 200 ${ms(r, 20, 80)} ms - status still "retrieving" after ${r.int(10, 25)} min`,
      },
    ],
  },
  {
    estate: "bluewater",
    category: "authentication",
    origin: "payments",
    hints: ["auth", "api key", "credential", "invalid"],
    sev: "high",
    note: "payments-gw starts sending an invalid Stripe secret key after a key roll, every charge fails with AuthenticationError and haven-web and billing-runner report failed payments.",
    mute: { role: "payments", how: "silent" },
    down: ["payments"],
    emits: [
      {
        role: "payments",
        level: "error",
        perMin: 14,
        f: (r) => `create PaymentIntent failed for ${member(r)}`,
        stack: (r) =>
          pyStack(
            [
              [
                "/srv/payments_gw/charges.py",
                143,
                "create_intent",
                "intent = stripe.PaymentIntent.create(**params, idempotency_key=key)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/stripe/_api_requestor.py",
                410,
                "_interpret_response",
                "self.handle_error_response(rbody, rcode, resp.data, rheaders)",
              ],
            ],
            `stripe._error.AuthenticationError: Request req_${r.hex(14)}: Invalid API Key provided: sk_live_********************${r.hex(4)}`,
          ),
        kind: "AuthenticationError",
      },
      {
        role: "gw",
        level: "error",
        perMin: 8,
        f: (r) => `"POST /api/v1/payments/intents HTTP/1.1" 502 167 ${ms(r, 90, 400)}ms payments-gw answered 502`,
      },
      {
        role: "billing",
        level: "error",
        perMin: 6,
        f: (r) =>
          `autopay INV-${r.int(700000, 799999)} not collected: payments-gw returned 502 (attempt ${r.int(1, 3)}/3)`,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "authentication",
    origin: "power",
    hints: ["auth", "mqtt", "password", "credential", "not authorized"],
    sev: "medium",
    note: "meter-bridge can no longer log in to the MQTT broker (bad user name or password) and stops forwarding pedestal readings, so ledger-worker bills estimated shore power.",
    mute: { role: "power", how: "silent" },
    emits: [
      {
        role: "power",
        level: "error",
        perMin: 6,
        f: () => "mqtt: connect tls://mqtt.tidewater.local:8883 failed: bad user name or password",
      },
      {
        role: "power",
        level: "warn",
        perMin: 6,
        f: (r) => `mqtt: reconnecting in ${r.pick([1, 2, 4, 8, 16, 30])}s (client_id=meter-bridge-0)`,
      },
      {
        role: "billing",
        level: "warn",
        perMin: 5,
        f: (r) =>
          `no meter readings for pedestal ${slip(r)} since ${r.int(6, 14)}m, posting estimated ${r.int(3, 40)}.${r.int(0, 9)} kWh`,
        from: 150,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 2,
        f: (r) => `Pedestal usage for ${slip(r)} is stale (last reading ${r.int(5, 15)} min old)`,
        from: 60,
      },
    ],
  },
  // ---------------- authorization
  {
    estate: "harborline",
    category: "authorization",
    origin: "orders",
    hints: ["access denied", "accessdenied", "permission", "authoriz", "forbidden"],
    sev: "medium",
    note: "An IAM policy change removes s3:PutObject from yard-orders' role; survey and haul-out photo uploads fail with AccessDenied and the app shows 500s on work-order photo uploads.",
    emits: [
      {
        role: "orders",
        level: "error",
        perMin: 6,
        f: (r) =>
          `Aws::S3::Errors::AccessDenied (User: arn:aws:sts::410283746651:assumed-role/yard-orders-prod/${r.hex(16)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::harborline-survey-photos/${wo(r)}/IMG_${r.int(1000, 9999)}.jpg" because no identity-based policy allows the s3:PutObject action):`,
        stack: () =>
          rubyStack([
            "aws-sdk-core (3.201.1) lib/seahorse/client/plugins/raise_response_errors.rb:17:in `call'",
            "aws-sdk-s3 (1.156.0) lib/aws-sdk-s3/plugins/sse_cpk.rb:24:in `call'",
            "app/services/photo_uploader.rb:31:in `upload!'",
            "app/controllers/work_orders/photos_controller.rb:12:in `create'",
          ]),
        kind: "Aws::S3::Errors::AccessDenied",
      },
      {
        role: "orders",
        level: "info",
        perMin: 5,
        f: (r) =>
          `Completed 500 Internal Server Error in ${ms(r, 120, 500)}ms (ActiveRecord: ${r.int(2, 9)}.${r.int(0, 9)}ms | Allocations: ${r.int(9000, 30000)}) POST /work_orders/${wo(r)}/photos`,
      },
      {
        role: "gw",
        level: "error",
        perMin: 5,
        f: (r) =>
          `POST /api/v1/work-orders/${wo(r)}/photos 500 ${ms(r, 150, 700)}.${r.int(0, 9)} ms - yard-orders: Internal Server Error`,
      },
    ],
  },
  {
    estate: "stackhaus",
    category: "authorization",
    origin: "access",
    hints: ["forbidden", "rbac", "permission", "authoriz", "cannot list"],
    sev: "medium",
    note: "cardgate's service account loses RBAC rights to read its reader ConfigMap after a Helm chart change, the informer keeps failing with forbidden and card-list requests from the app fail.",
    down: ["access"],
    emits: [
      {
        role: "access",
        level: "warn",
        perMin: 4,
        f: () =>
          `reflector.go:561] k8s.io/client-go/informers/factory.go:160: failed to list *v1.ConfigMap: configmaps "cardgate-readers" is forbidden: User "system:serviceaccount:stackhaus:cardgate" cannot list resource "configmaps" in API group "" in the namespace "stackhaus"`,
      },
      {
        role: "access",
        level: "error",
        perMin: 4,
        f: () =>
          `reflector.go:158] "Unhandled Error" err="k8s.io/client-go/informers/factory.go:160: Failed to watch *v1.ConfigMap: failed to list *v1.ConfigMap: configmaps \\"cardgate-readers\\" is forbidden: User \\"system:serviceaccount:stackhaus:cardgate\\" cannot list resource \\"configmaps\\" in API group \\"\\" in the namespace \\"stackhaus\\"" logger="UnhandledError"`,
      },
      {
        role: "access",
        level: "warn",
        perMin: 6,
        f: (r) => `GET /v1/members/${member(r)}/cards 503 ${r.int(1, 4)}ms: reader map not synced`,
      },
      {
        role: "gw",
        level: "error",
        perMin: 7,
        f: (r) => `cardgate GET /v1/members/${member(r)}/cards failed: 503 Service Unavailable`,
      },
    ],
  },
  {
    estate: "bluewater",
    category: "authorization",
    origin: "haul",
    hints: ["permission", "denied", "storage.objects.create", "authoriz", "403"],
    sev: "medium",
    note: "haulout-scheduler's GCP service account loses storage.objects.create on the lift-plan bucket, every blocking-plan save fails with a 403 and the yard calendar cannot confirm haul-outs.",
    emits: [
      {
        role: "haul",
        level: "error",
        perMin: 5,
        f: (r) => `Failed to store blocking plan for H-${r.int(3000, 3999)}`,
        stack: () =>
          javaStack(
            "com.google.cloud.storage.StorageException: haulout-scheduler@bluewater-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
            [
              "com.google.cloud.storage.StorageException.translate(StorageException.java:193)",
              "com.google.cloud.storage.spi.v1.HttpStorageRpc.translate(HttpStorageRpc.java:347)",
              "com.google.cloud.storage.StorageImpl.internalCreate(StorageImpl.java:230)",
              "com.bluewater.haulout.plans.PlanArchive.save(PlanArchive.java:74)",
            ],
            "com.google.api.client.googleapis.json.GoogleJsonResponseException: 403 Forbidden",
          ),
        kind: "com.google.cloud.storage.StorageException",
      },
      {
        role: "haul",
        level: "warn",
        perMin: 3,
        f: (r) => `haul-out H-${r.int(3000, 3999)} left in state=tentative (plan not archived)`,
      },
      {
        role: "gw",
        level: "error",
        perMin: 4,
        f: (r) => `"POST /api/v1/haulouts/H-${r.int(3000, 3999)}/confirm HTTP/1.1" 500 91 ${ms(r, 200, 900)}ms`,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "authorization",
    origin: "resv",
    hints: ["permission", "privilege", "denied", "authoriz"],
    sev: "high",
    note: "A migration recreates mooring_assignments under another owner; mooring-book's database role gets permission denied on every assignment and member-portal bookings fail.",
    once: [
      {
        role: "resv",
        level: "info",
        at: -50,
        f: () => "== 20261004091512 RecreateMooringAssignments: migrated (2.4113s) ==",
      },
    ],
    down: ["resv"],
    emits: [
      {
        role: "resv",
        level: "error",
        perMin: 10,
        f: () =>
          "ActiveRecord::StatementInvalid (PG::InsufficientPrivilege: ERROR:  permission denied for table mooring_assignments\n):",
        stack: () =>
          rubyStack([
            "app/models/mooring_assignment.rb:44:in `assign!'",
            "app/controllers/api/bookings_controller.rb:27:in `create'",
            "actionpack (7.1.3.4) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
          ]),
        kind: "ActiveRecord::StatementInvalid",
      },
      {
        role: "gw",
        level: "error",
        perMin: 9,
        f: (r) => `Booking request for ${member(r)} failed: mooring-book returned 500 InternalServerError`,
      },
      {
        role: "gw",
        level: "info",
        perMin: 6,
        f: (r) =>
          `Request finished HTTP/1.1 POST http://member-portal/api/v2/reservations - 502 - application/problem+json ${ms(r, 80, 400)}.2ms`,
      },
    ],
  },
  // ---------------- database
  {
    estate: "harborline",
    category: "database",
    origin: "resv",
    hints: ["connection", "pool", "hikari", "database", "too many clients"],
    sev: "high",
    note: "slip-reservations exhausts its Postgres connections (too many clients, Hikari pool timeouts) and slipway-api's availability and booking calls fail with 503s and timeouts.",
    down: ["resv"],
    mute: { role: "resv", how: "thin" },
    emits: [
      {
        role: "resv",
        level: "error",
        perMin: 14,
        f: (r) =>
          `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.int(40, 180)})`,
        stack: () =>
          javaStack(
            "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
            [
              "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
              "com.harborline.slips.availability.AvailabilityService.search(AvailabilityService.java:88)",
              "com.harborline.slips.api.AvailabilityController.get(AvailabilityController.java:41)",
            ],
            "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms",
          ),
        kind: "org.springframework.transaction.CannotCreateTransactionException",
      },
      {
        role: "resv",
        level: "warn",
        perMin: 3,
        f: () =>
          "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5d1c2f (FATAL: sorry, too many clients already). Possibly consider using a shorter maxLifetime value.",
      },
      {
        role: "gw",
        level: "error",
        perMin: 18,
        f: (r) =>
          `GET /api/v2/slips/availability?marina=PTW&loa=${r.int(18, 62)} 503 ${ms(r, 30000, 30400)}.0 ms - slip-reservations timed out`,
        from: 30,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 12,
        f: (r) => `retrying slip-reservations call (attempt ${r.int(2, 3)}/3) after ESOCKETTIMEDOUT`,
      },
    ],
  },
  {
    estate: "stackhaus",
    category: "database",
    origin: "billing",
    hints: ["deadlock", "database", "pg", "sql"],
    sev: "medium",
    note: "A new balance-recalculation job in member-accounts deadlocks with fuel charges in Postgres; fuel-pos sees 500s when posting sales to member accounts.",
    emits: [
      {
        role: "billing",
        level: "error",
        perMin: 7,
        f: (r) =>
          `ActiveRecord::Deadlocked: PG::TRDeadlockDetected: ERROR:  deadlock detected\nDETAIL:  Process ${r.int(3000, 9000)} waits for ShareLock on transaction ${r.int(8000000, 9000000)}; blocked by process ${r.int(3000, 9000)}.\nProcess ${r.int(3000, 9000)} waits for ShareLock on transaction ${r.int(8000000, 9000000)}; blocked by process ${r.int(3000, 9000)}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${r.int(100, 999)},${r.int(1, 40)}) in relation "account_balances"`,
        stack: () =>
          rubyStack([
            "app/models/account_balance.rb:58:in `apply_charge!'",
            "app/controllers/internal/charges_controller.rb:19:in `create'",
          ]),
        kind: "ActiveRecord::Deadlocked",
      },
      {
        role: "billing",
        level: "info",
        perMin: 2,
        f: (r) => `BalanceRecalcJob batch ${r.int(1, 60)}/60 locked ${r.int(200, 500)} accounts`,
      },
      {
        role: "fuel",
        level: "error",
        perMin: 6,
        f: (r) =>
          `Posting sale to member account failed: member-accounts responded 500 (InternalServerError) for pump ${r.int(1, 6)}`,
      },
      { role: "fuel", level: "warn", perMin: 3, f: () => "Sale kept in local outbox, will retry posting in 60s" },
    ],
  },
  {
    estate: "bluewater",
    category: "database",
    origin: "resv",
    hints: ["connection", "database", "slots", "postgres", "operationalerror"],
    sev: "high",
    note: "berth-booking runs out of Postgres connection slots (remaining slots reserved for superuser) and haven-web's berth searches and bookings fail with 502s.",
    down: ["resv"],
    mute: { role: "resv", how: "thin" },
    emits: [
      {
        role: "resv",
        level: "error",
        perMin: 12,
        f: () => "Internal Server Error: /internal/berths/search",
        stack: () =>
          pyStack(
            [
              [
                "/usr/local/lib/python3.12/site-packages/django/db/backends/base/base.py",
                275,
                "ensure_connection",
                "self.connect()",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/psycopg/connection.py",
                119,
                "connect",
                "raise last_ex.with_traceback(None)",
              ],
            ],
            'django.db.utils.OperationalError: connection failed: connection to server at "10.30.2.11", port 5432 failed: FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute',
          ),
        kind: "OperationalError",
      },
      {
        role: "gw",
        level: "error",
        perMin: 12,
        f: (r) =>
          `berth-booking call failed: 500 Server Error: Internal Server Error for url: http://berth-booking:8000/internal/berths/search?loa=${r.int(20, 70)}`,
      },
      {
        role: "gw",
        level: "info",
        perMin: 8,
        f: (r) => `"GET /berths/?arrive=2026-09-2${r.int(0, 9)} HTTP/1.1" 502 0 ${ms(r, 100, 500)}ms`,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "database",
    origin: "launch",
    hints: ["deadlock", "sql", "database", "sqlexception"],
    sev: "high",
    note: "drystack-launch's SQL Server transactions become deadlock victims under the morning launch rush, launch requests from member-portal fail.",
    emits: [
      {
        role: "launch",
        level: "error",
        perMin: 10,
        f: () =>
          "An exception occurred while iterating over the results of a query for context type 'Tidewater.DryStack.LaunchDbContext'.",
        stack: (r) =>
          dotnetStack(
            `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.int(50, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
            [
              "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
              "Microsoft.EntityFrameworkCore.Query.Internal.SingleQueryingEnumerable`1.AsyncEnumerator.MoveNextAsync()",
              "Tidewater.DryStack.Launches.SlotAllocator.ReserveAsync(LaunchRequest req) in /src/DryStack/Launches/SlotAllocator.cs:line 77",
              "Tidewater.DryStack.Api.LaunchesController.Create(CreateLaunchDto dto) in /src/DryStack/Api/LaunchesController.cs:line 39",
            ],
          ),
        kind: "Microsoft.Data.SqlClient.SqlException",
      },
      {
        role: "gw",
        level: "error",
        perMin: 9,
        f: (r) => `Launch request for ${boat(r)} failed: drystack-launch returned 500 InternalServerError`,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 5,
        f: (r) =>
          `Execution attempt. Source: 'drystack-launch-pipeline//Standard-Retry', Operation Key: '', Result: '500', Handled: 'True', Attempt: '${r.int(0, 2)}'`,
      },
    ],
  },
  // ---------------- network
  {
    estate: "harborline",
    category: "network",
    origin: "notify",
    hints: ["dns", "getaddrinfo", "eai_again", "network", "resolve"],
    sev: "medium",
    note: "notify-hub cannot resolve api.twilio.com or api.sendgrid.com (getaddrinfo EAI_AGAIN) after its node's resolver breaks, so launch-ready and invoice messages are not sent.",
    mute: { role: "notify", how: "silent" },
    emits: [
      {
        role: "notify",
        level: "error",
        perMin: 10,
        f: (r) => `send ${r.pick(["sms", "email"])} to ${member(r)} failed`,
        stack: (r) =>
          nodeStack(`Error: getaddrinfo EAI_AGAIN ${r.pick(["api.twilio.com", "api.sendgrid.com"])}`, [
            "GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:109:26)",
          ]),
        kind: "Error",
      },
      {
        role: "notify",
        level: "warn",
        perMin: 6,
        f: (r) => `outbox backlog ${r.int(40, 900)} messages, oldest ${r.int(1, 9)}m`,
      },
      {
        role: "orders",
        level: "warn",
        perMin: 2,
        f: (r) => `notify-hub POST /v1/messages failed (502 Bad Gateway), ${wo(r)} ready-for-pickup notice will retry`,
      },
    ],
  },
  {
    estate: "stackhaus",
    category: "network",
    origin: "fuel",
    hints: ["ssl", "tls", "certificate", "handshake", "network"],
    sev: "high",
    note: "fuel-pos can no longer complete TLS handshakes with the card processor host (remote certificate chain rejected), so every pump pre-authorisation fails and boaters are sent inside to pay.",
    mute: { role: "fuel", how: "silent" },
    emits: [
      {
        role: "fuel",
        level: "error",
        perMin: 9,
        f: (r) => `Pre-auth for pump ${r.int(1, 6)} failed`,
        stack: () =>
          dotnetStack(
            "System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception.\n ---> System.Security.Authentication.AuthenticationException: The remote certificate is invalid because of errors in the certificate chain: PartialChain",
            [
              "System.Net.Security.SslStream.SendAuthResetSignal(ReadOnlySpan`1 alert, ExceptionDispatchInfo exception)",
              "System.Net.Http.ConnectHelper.EstablishSslConnectionAsync(SslClientAuthenticationOptions sslOptions, HttpRequestMessage request, Boolean async, Stream stream, CancellationToken cancellationToken)",
              "StackHaus.FuelPos.Processor.FleetAuthClient.PreAuthorizeAsync(PumpSale sale) in /src/FuelPos/Processor/FleetAuthClient.cs:line 64",
            ],
          ),
        kind: "System.Net.Http.HttpRequestException",
      },
      { role: "fuel", level: "warn", perMin: 5, f: (r) => `Pump ${r.int(1, 6)} switched to PAY INSIDE mode` },
      {
        role: "gw",
        level: "warn",
        perMin: 3,
        f: (r) => `fuel-pos GET /v1/pumps returned ${r.int(0, 1)} of 6 pumps accepting cards`,
      },
    ],
  },
  {
    estate: "bluewater",
    category: "network",
    origin: "power",
    hints: ["route", "network", "unreachable", "errno 113"],
    sev: "medium",
    note: "A switch change in the yard cuts shorepower-collector's routes to every dock gateway (No route to host), all docks stop reporting and billing falls back to estimates.",
    mute: { role: "power", how: "silent" },
    emits: [
      {
        role: "power",
        level: "error",
        perMin: 12,
        f: (r) =>
          `poll dock ${"ABCDE"[r.int(0, 4)]} gateway 10.50.${r.int(1, 5)}.1:502 failed: [Errno 113] No route to host`,
      },
      {
        role: "power",
        level: "warn",
        perMin: 2,
        f: () => "0 of 5 dock gateways reachable, readings buffered on gateways",
      },
      {
        role: "billing",
        level: "warn",
        perMin: 4,
        f: (r) => `shore power for ${slip(r)}: no reading in window, estimating ${r.int(2, 30)}.${r.int(0, 9)} kWh`,
        from: 120,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 2,
        f: (r) => `pedestal usage for ${slip(r)} served from cache (age ${r.int(5, 15)}m)`,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "network",
    origin: "forklift",
    hints: ["connection reset", "reset", "network", "broken pipe"],
    sev: "high",
    note: "lift-telemetry's EtherNet/IP sessions to the lift PLC gateway keep getting reset, lift positions go unknown and drystack-launch cannot assign launch slots.",
    mute: { role: "forklift", how: "thin" },
    emits: [
      {
        role: "forklift",
        level: "error",
        perMin: 14,
        f: (r) =>
          `enip session to 10.8.9.20:44818 lost: read tcp 10.8.2.14:${r.int(40000, 60000)}->10.8.9.20:44818: read: connection reset by peer`,
      },
      {
        role: "forklift",
        level: "warn",
        perMin: 6,
        f: (r) => `write tcp 10.8.2.14:${r.int(40000, 60000)}->10.8.9.20:44818: write: broken pipe; reconnecting`,
      },
      {
        role: "launch",
        level: "error",
        perMin: 10,
        f: (r) =>
          `Slot assignment for ${boat(r)} failed: lift position unknown (lift-telemetry stale ${r.int(20, 300)}s)`,
      },
      { role: "gw", level: "warn", perMin: 5, f: (r) => `Launch ETA unavailable for ${boat(r)}; showing "pending"` },
    ],
  },
  // ---------------- timeout
  {
    estate: "harborline",
    category: "timeout",
    origin: "weather",
    hints: ["timeout", "timed out", "read timeout"],
    sev: "medium",
    note: "The NWS API stops answering within tidecast's 10 s read timeout; tidecast's refreshes hang and time out and slipway-api's conditions endpoint returns 504s.",
    mute: { role: "weather", how: "thin" },
    down: ["weather"],
    emits: [
      {
        role: "weather",
        level: "error",
        perMin: 6,
        f: () => "forecast refresh failed for gridpoint BOX/71,90",
        stack: () =>
          pyStack(
            [
              ["/app/tidecast/sources/nws.py", 52, "fetch_gridpoint", "r = self.session.get(url, timeout=(3.05, 10))"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                713,
                "send",
                "raise ReadTimeout(e, request=request)",
              ],
            ],
            "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.weather.gov', port=443): Read timed out. (read timeout=10)",
          ),
        kind: "ReadTimeout",
      },
      { role: "weather", level: "warn", perMin: 3, f: (r) => `conditions served stale (age ${r.int(3, 14)}m)` },
      {
        role: "gw",
        level: "error",
        perMin: 8,
        f: (r) =>
          `GET /api/v1/conditions 504 ${ms(r, 15000, 15100)}.${r.int(0, 9)} ms - tidecast did not answer within 15000ms`,
        from: 15,
      },
    ],
  },
  {
    estate: "stackhaus",
    category: "timeout",
    origin: "forklift",
    hints: ["timeout", "timed out", "deadline"],
    sev: "high",
    note: "forklift-dispatch's PLC tag reads start timing out, its dispatch calls hang and launch-queue's calls to it hit their deadline, with launch-queue retrying loudly.",
    mute: { role: "forklift", how: "thin" },
    emits: [
      {
        role: "forklift",
        level: "error",
        perMin: 8,
        f: (r) =>
          `plc_client.cc:214] ReadTag(${r.pick(["Lift2.MastPos", "Lift1.ForkLoad", "Lift2.Interlock"])}) timed out after 2000ms (session 0x${r.hex(4)})`,
      },
      {
        role: "forklift",
        level: "warn",
        perMin: 4,
        f: (r) =>
          `dispatch.cc:98] lift ${r.pick(["WL-1", "WL-2"])} job ${r.int(10000, 99999)} waiting ${r.int(20, 90)}s for interlock state`,
      },
      {
        role: "launch",
        level: "error",
        perMin: 16,
        f: (r) =>
          `dispatch boat ${boat(r)}: Post "http://forklift-dispatch:7070/v1/jobs": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      },
      {
        role: "launch",
        level: "warn",
        perMin: 22,
        f: (r) =>
          `retrying forklift-dispatch job for ${boat(r)} attempt=${r.int(2, 5)} backoff=${r.pick([250, 500, 1000, 2000])}ms`,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 4,
        f: (r) => `launch ${r.int(100000, 999999)} still queued after ${r.int(20, 45)} min, showing delay banner`,
      },
    ],
  },
  {
    estate: "bluewater",
    category: "timeout",
    origin: "orders",
    hints: ["timeout", "time limit", "timed out"],
    sev: "high",
    note: "repair-orders' estimate rendering starts exceeding the Celery soft time limit and gunicorn worker timeouts, work-order pages on haven-web time out with 504s.",
    down: ["orders"],
    emits: [
      {
        role: "orders",
        level: "error",
        perMin: 5,
        f: (r) =>
          `Task repair_orders.tasks.render_estimate[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] raised unexpected: SoftTimeLimitExceeded()`,
        stack: () =>
          pyStack(
            [
              [
                "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                453,
                "trace_task",
                "R = retval = fun(*args, **kwargs)",
              ],
              [
                "/srv/repair_orders/tasks.py",
                118,
                "render_estimate",
                "pdf = render_pdf(estimate, lines=estimate.lines.all())",
              ],
              ["/srv/repair_orders/pdf.py", 64, "render_pdf", "return HTML(string=html).write_pdf()"],
            ],
            "celery.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
          ),
        kind: "SoftTimeLimitExceeded",
      },
      { role: "orders", level: "fatal", perMin: 3, f: (r) => `WORKER TIMEOUT (pid:${r.int(20, 90)})` },
      { role: "orders", level: "info", perMin: 3, f: (r) => `Booting worker with pid: ${r.int(20, 90)}` },
      {
        role: "gw",
        level: "error",
        perMin: 9,
        f: (r) => `repair-orders GET /internal/work-orders/${wo(r)} failed: ReadTimeout (read timeout=30)`,
      },
      {
        role: "gw",
        level: "info",
        perMin: 6,
        f: (r) => `"GET /work-orders/${wo(r)}/ HTTP/1.1" 504 0 ${ms(r, 30000, 30100)}ms`,
        from: 30,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "timeout",
    origin: "billing",
    hints: ["timeout", "readtimeout", "timed out"],
    sev: "medium",
    note: "ledger-worker's calls to the sales-tax API stop answering in time (Net::ReadTimeout), invoice jobs pile up in retries and mooring-book waits on invoices.",
    emits: [
      {
        role: "billing",
        level: "error",
        perMin: 8,
        f: (r) =>
          `class=PostInvoiceJob jid=${r.hex(24)} elapsed=${r.int(60, 61)}.${r.int(100, 999)} error_class=Net::ReadTimeout error_message="Net::ReadTimeout with #<TCPSocket:(closed)>" retry_count=${r.int(0, 5)}`,
        stack: () =>
          rubyStack([
            "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
            "/usr/local/bundle/gems/avatax-24.6.1/lib/avatax/client/transactions.rb:210:in `create_transaction'",
            "app/jobs/post_invoice_job.rb:23:in `perform'",
          ]),
        kind: "Net::ReadTimeout",
      },
      {
        role: "billing",
        level: "warn",
        perMin: 3,
        f: (r) => `queue=invoices latency=${r.int(60, 900)}s size=${r.int(40, 600)}`,
      },
      {
        role: "resv",
        level: "warn",
        perMin: 5,
        f: (r) =>
          `reservation R${r.int(400000, 499999)} confirmed but invoice not created after 30s, leaving as pending_billing`,
      },
    ],
  },
  // ---------------- rate limiting
  {
    estate: "harborline",
    category: "rate_limiting",
    origin: "billing",
    hints: ["rate", "429", "too many", "limit"],
    sev: "medium",
    note: "member-billing's autopay run fires charges in parallel and Stripe answers 429 rate_limit; the retry loop makes it worse and members' invoice payments fail in slipway-api.",
    emits: [
      {
        role: "billing",
        level: "warn",
        perMin: 25,
        f: (r) =>
          `Stripe request POST /v1/payment_intents throttled: 429 Too Many Requests (code=rate_limit, request-id=req_${r.hex(14)}), retry ${r.int(1, 4)}/4 in ${r.pick([500, 1000, 2000, 4000])}ms`,
      },
      {
        role: "billing",
        level: "error",
        perMin: 6,
        f: (r) => `autopay failed for INV-${r.int(700000, 799999)} after 4 attempts`,
        stack: () =>
          javaStack(
            "com.stripe.exception.RateLimitException: Request rate limit exceeded. You can learn more about rate limits here https://stripe.com/docs/rate-limits.; code: rate_limit; request-id: req_Q2c9fD0aX3b1",
            [
              "com.stripe.net.LiveStripeResponseGetter.handleApiError(LiveStripeResponseGetter.java:253)",
              "com.stripe.service.PaymentIntentService.create(PaymentIntentService.java:124)",
              "com.harborline.billing.autopay.AutopayRunner.charge(AutopayRunner.java:97)",
            ],
          ),
        kind: "com.stripe.exception.RateLimitException",
      },
      {
        role: "gw",
        level: "error",
        perMin: 4,
        f: (r) =>
          `POST /api/v1/me/invoices/INV-${r.int(700000, 799999)}/pay 502 ${ms(r, 4000, 9000)}.0 ms - member-billing: payment provider busy`,
      },
    ],
    once: [
      { role: "billing", level: "info", at: -5, f: () => "autopay run started: 3184 invoices due, parallelism=64" },
    ],
  },
  {
    estate: "stackhaus",
    category: "rate_limiting",
    origin: "weather",
    hints: ["rate", "429", "limit", "quota"],
    sev: "high",
    note: "weather-hold exceeds its weather-API subscription and gets 429s; with no fresh wind data it fails safe and launch-queue puts every launch on weather hold.",
    mute: { role: "weather", how: "silent" },
    emits: [
      {
        role: "weather",
        level: "error",
        perMin: 8,
        f: () =>
          `GET https://api.openweathermap.org/data/3.0/onecall?lat=26.71&lon=-80.05 -> 429 {"cod":429,"message":"Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}`,
      },
      {
        role: "weather",
        level: "warn",
        perMin: 4,
        f: (r) => `wind data age ${r.int(6, 25)}m exceeds 5m, reporting HOLD for ramp (fail-safe)`,
      },
      {
        role: "launch",
        level: "warn",
        perMin: 14,
        f: (r) =>
          `launch ${r.int(100000, 999999)} boat=${boat(r)} placed on weather hold (source=weather-hold state=UNKNOWN)`,
      },
      { role: "notify", level: "info", perMin: 10, f: (r) => `sent weather_hold to ${member(r)} via push` },
      { role: "gw", level: "info", perMin: 6, f: (r) => `POST /api/v1/launches 202 ${ms(r, 30, 90)}.1 ms - hold` },
    ],
  },
  {
    estate: "bluewater",
    category: "rate_limiting",
    origin: "parts",
    hints: ["rate", "429", "limit", "throttl"],
    sev: "medium",
    note: "A bulk reprice in parts-catalog trips the marine-parts supplier's API rate limit (429 with Retry-After); part lookups from repair-orders fail while the catalog's usual feed-row errors continue.",
    once: [{ role: "parts", level: "info", at: -10, f: () => "reprice job started: 18,412 SKUs, concurrency=32" }],
    emits: [
      {
        role: "parts",
        level: "warn",
        perMin: 20,
        f: (r) =>
          `supplier API 429 Too Many Requests for /v2/inventory/${r.pick(["YAM", "MER", "VOL"])}-${r.int(1000, 9999)} (Retry-After: 60, X-RateLimit-Remaining: 0)`,
      },
      {
        role: "parts",
        level: "error",
        perMin: 4,
        f: (r) => `stock check for ${wo(r)} failed: supplier quota exhausted until ${r.int(10, 59)}s from now`,
      },
      {
        role: "orders",
        level: "error",
        perMin: 5,
        f: (r) => `parts lookup for ${wo(r)} failed: 503 from parts-catalog, leaving status waiting_parts`,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "rate_limiting",
    origin: "fuel",
    hints: ["throughput", "throttl", "rate", "exceeded"],
    sev: "medium",
    note: "pump-controller's DynamoDB writes for pump transactions exceed provisioned throughput during a busy fuel dock, writes are throttled and sales are delayed.",
    emits: [
      {
        role: "fuel",
        level: "error",
        perMin: 14,
        f: (r) =>
          `store sale: operation error DynamoDB: PutItem, exceeded maximum number of attempts, 3, https response error StatusCode: 400, RequestID: ${r.hex(8).toUpperCase()}${r.hex(20).toUpperCase()}, ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.`,
      },
      {
        role: "fuel",
        level: "warn",
        perMin: 6,
        f: (r) => `pump ${r.int(1, 6)} sale buffered in memory (${r.int(2, 60)} pending)`,
      },
      {
        role: "billing",
        level: "warn",
        perMin: 2,
        f: (r) => `fuel charge for ${member(r)} not found yet, will retry in 5m`,
      },
    ],
  },
];
