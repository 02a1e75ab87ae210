// Incident scenarios, part 1: authentication, authorization, database, network, timeout (four each, one per
// estate). Each writes what the origin and its callers log once the fault starts.
import type { Role } from "./estates.js";
import { javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";
import type { Ctx } from "./stream.js";
import { access } from "./traffic.js";

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

export interface Spec {
  cat: Category;
  estate: string;
  origin: Role;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  run(c: Ctx): void;
}

const END = 1e9;

export const PART_A: Spec[] = [
  // ---------------------------------------------------------------- authentication
  {
    cat: "authentication",
    estate: "voltaro",
    origin: "ingest",
    hints: ["sasl", "authentication", "credential", "scram"],
    sev: "high",
    note: "telemetry-ingest keeps its old Kafka SCRAM password after a secret rotation; producer and consumer fail SASL authentication and vehicle-gateway's forward buffer fills.",
    run(c) {
      const r = c.rng;
      c.at("ingest", -20, "info", "Vault lease kv/telemetry-ingest/kafka renewed (ttl=768h)");
      c.mute("ingest", 0, 0.05);
      c.every("ingest", 0, END, 9, (i) => {
        const n = r.int(1, 6);
        return [
          "error",
          i % 3 === 0
            ? javaTrace(
                `[Consumer clientId=telemetry-ingest-${r.int(0, 5)}, groupId=telemetry-ingest] Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
                [],
              )
            : `[Producer clientId=telemetry-ingest-producer-${r.int(1, 3)}] Connection to node ${n} (b-${n}.telemetry.kafka.internal/10.20.${r.int(1, 9)}.${r.int(10, 90)}:9096) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
        ] as ["error", string];
      });
      c.every("ingest", 40, END, 2, () => [
        "error",
        javaTrace(
          "Unrecoverable error in telemetry pipeline, restarting stream thread",
          [
            "org.apache.kafka.clients.NetworkClient.processDisconnection(NetworkClient.java:830)",
            "org.apache.kafka.clients.NetworkClient.handleDisconnections(NetworkClient.java:999)",
            "org.apache.kafka.clients.NetworkClient.poll(NetworkClient.java:594)",
            "com.voltaro.telemetry.pipeline.FrameConsumer.run(FrameConsumer.java:118)",
          ],
          "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
        ),
      ]);
      c.every("gw", 30, END, 20, (i) => {
        const n = Math.min(100000, 52000 + i * r.int(400, 900));
        return [
          "warn",
          `forward queue to telemetry-ingest at ${Math.floor(n / 1000)}% (${n}/100000), dropping qos0 frames`,
        ];
      });
      c.every("app", 90, END, 8, () => [
        "warn",
        `vehicle status stale for ${c.vin()}: shadow age ${r.int(120, 900)}s, serving cached`,
      ]);
    },
  },
  {
    cat: "authentication",
    estate: "nordlys",
    origin: "app",
    hints: ["signature", "token", "jwt", "idx10503", "idx10501", "authentication"],
    sev: "high",
    note: "companion-api keeps a stale signing-key set after the identity provider rolled its keys, so every app token fails signature validation and users get 401s.",
    run(c) {
      const r = c.rng;
      c.mute("app", 0, 0.15);
      c.every("app", 0, END, 45, () => [
        "warn",
        `Failed to validate the token.\nMicrosoft.IdentityModel.Tokens.SecurityTokenSignatureKeyNotFoundException: IDX10503: Signature validation failed. Token does not have a kid. Keys tried: 'Microsoft.IdentityModel.Tokens.RsaSecurityKey, KeyId: 'nl-2026-09', InternalId: '${r.hex(8)}'. , KeyId: nl-2026-09'. Number of keys in TokenValidationParameters: '1'. Number of keys in Configuration: '0'. Matched key was in 'TokenValidationParameters'. kid: 'nl-2026-11'. Exceptions caught:\n ''.\n   at Microsoft.IdentityModel.JsonWebTokens.JsonWebTokenHandler.ValidateSignature(JsonWebToken jwtToken, TokenValidationParameters validationParameters, BaseConfiguration configuration)\n   at Microsoft.IdentityModel.JsonWebTokens.JsonWebTokenHandler.ValidateJWSAsync(JsonWebToken jsonWebToken, TokenValidationParameters validationParameters, BaseConfiguration configuration)`,
      ]);
      c.every("app", 0, END, 45, () => [
        "info",
        "Bearer was not authenticated. Failure message: IDX10503: Signature validation failed. Token does not have a kid. Keys tried: 'nl-2026-09'.",
      ]);
      c.every("app", 5, END, 45, () => [
        "info",
        access(
          "dotnet",
          r.pick(["GET", "POST"]),
          `/api/v2/vehicles/${c.vin()}/${r.pick(["status", "commands/unlock", "climate"])}`,
          401,
          r.int(1, 6),
        ),
      ]);
      c.every("app", 60, END, 3, () => [
        "warn",
        `Authentication failure rate ${r.int(88, 99)}% over last 60s (threshold 20%)`,
      ]);
      c.mute("cmd", 30, 0.3);
    },
  },
  {
    cat: "authentication",
    estate: "kestrel",
    origin: "trips",
    hints: ["token", "credential", "invalid_client", "unauthorized", "authentication", "401"],
    sev: "medium",
    note: "trip-builder's service-token refresher fails with invalid_client (client secret expired), so its calls to position-store are rejected with 401 and trips stop closing.",
    run(c) {
      const r = c.rng;
      c.at(
        "trips",
        -1,
        "warn",
        "token refresher: POST https://auth.kestrel.internal/oauth2/token -> 401 invalid_client (client authentication failed)",
      );
      c.every("trips", 0, END, 1, () => [
        "warn",
        "token refresher: POST https://auth.kestrel.internal/oauth2/token -> 401 invalid_client (client authentication failed); keeping current token (expires in 0s)",
      ]);
      c.mute("trips", 30, 0.1);
      c.every("trips", 45, END, 16, () => [
        "error",
        pyTrace(
          [
            [
              "/app/tripbuilder/stitch.py",
              141,
              "close_trip",
              "points = self.positions.fetch(vin, since=trip.started_at)",
            ],
            ["/app/tripbuilder/clients/positions.py", 58, "fetch", "resp.raise_for_status()"],
            [
              "/usr/local/lib/python3.12/site-packages/httpx/_models.py",
              829,
              "raise_for_status",
              "raise HTTPStatusError(message, request=request, response=self)",
            ],
          ],
          `httpx.HTTPStatusError: Client error '401 Unauthorized' for url 'http://position-store:8080/internal/positions?vin=${c.vin()}&since=2026-11-${r.int(10, 20)}T0${r.int(0, 9)}:12:00Z'`,
          "closing trip failed",
        ),
      ]);
      c.every("ingest", 45, END, 16, () => [
        "warn",
        `rejected bearer token from client_id=trip-builder: JWT expired at ${new Date(c.start + 40000).toISOString()} (sub=svc:trip-builder)`,
      ]);
      c.every("fleet", 120, END, 5, () => [
        "warn",
        `trip list for ${c.vin()} served from previous snapshot: trip-builder returned 0 closed trips since ${r.int(4, 9)} min`,
      ]);
    },
  },
  {
    cat: "authentication",
    estate: "aurelia",
    origin: "charge",
    hints: ["ocpi", "token", "credential", "unauthorized", "authentication", "401"],
    sev: "medium",
    note: "charge-roaming still sends the OCPI credentials token the roaming hub replaced during re-registration; every push and pull to the hub is answered 401 and roaming sessions stop syncing.",
    run(c) {
      const r = c.rng;
      c.at("charge", -5, "info", "OCPI credentials handshake with hub GIREVE completed (version 2.2.1)");
      c.every("charge", 0, END, 14, (i) => [
        i % 4 === 0 ? "error" : "warn",
        i % 4 === 0
          ? javaTrace(
              `OCPI push failed for session ${r.hex(12)}`,
              [
                "org.springframework.web.client.RestTemplate.handleResponse(RestTemplate.java:942)",
                "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)",
                "com.aurelia.roaming.ocpi.HubClient.putSession(HubClient.java:88)",
                "com.aurelia.roaming.ocpi.SessionPusher.push(SessionPusher.java:41)",
              ],
              `org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized: "{"status_code":2001,"status_message":"Invalid or missing token","timestamp":"${new Date(c.start).toISOString()}"}"`,
            )
          : `OCPI ${r.pick(["PUT /sessions", "POST /cdrs", "GET /locations?offset=0&limit=100", "GET /tokens"])} -> hub 401 {"status_code":2001,"status_message":"Invalid or missing token"}`,
      ]);
      c.every("app", 90, END, 4, () => [
        "warn",
        `charging history for ${c.vin()}: roaming session not found yet, showing pending`,
      ]);
    },
  },
  // ---------------------------------------------------------------- authorization
  {
    cat: "authorization",
    estate: "voltaro",
    origin: "consent",
    hints: ["authorization", "forbidden", "scope", "policy", "403", "denied"],
    sev: "medium",
    note: "consent-service's new policy requires a scope its internal callers' tokens lack, so trip and location reads are denied with 403.",
    run(c) {
      const r = c.rng;
      c.mute("consent", 0, 0.2);
      c.every("consent", 0, END, 24, () => [
        "info",
        `Authorization failed. These requirements were not met:\nClaimsAuthorizationRequirement:Claim.Type=scope and Claim.Value is one of the following values: (consent:read:v2)`,
      ]);
      c.every("consent", 0, END, 24, () => ["info", `AuthenticationScheme: Bearer was forbidden.`]);
      c.every("trips", 20, END, 12, () => [
        "error",
        `consent lookup for ${c.vin()} failed: 403 Forbidden from consent-service, hiding trips`,
        c.req(),
      ]);
      c.every("app", 20, END, 22, () => [
        "warn",
        access("node", "GET", `/v1/vehicles/${c.vin()}/${r.pick(["trips?limit=20", "location"])}`, 403, r.int(8, 40)),
        c.req(),
      ]);
      c.every("app", 60, END, 4, () => [
        "error",
        `upstream consent-service denied request (403) for client app-backend scope=consent:read`,
      ]);
    },
  },
  {
    cat: "authorization",
    estate: "nordlys",
    origin: "ota",
    hints: ["accessdenied", "access denied", "not authorized", "s3", "403", "permission"],
    sev: "high",
    note: "fota-orchestrator's IAM role lost s3:GetObject on the firmware bucket, so it cannot presign or stage packages and the rollout wave stalls.",
    run(c) {
      const r = c.rng;
      c.mute("ota", 0, 0.3);
      c.every("ota", 0, END, 12, () => [
        "error",
        javaTrace(
          `Staging package for campaign FOTA-2611-${r.int(100, 140)} failed`,
          [
            "software.amazon.awssdk.services.s3.model.S3Exception$BuilderImpl.build(S3Exception.java:104)",
            "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
            "software.amazon.awssdk.core.internal.handler.BaseSyncClientHandler.execute(BaseSyncClientHandler.java:182)",
            "com.nordlys.fota.staging.PackageStager.stage(PackageStager.java:77)",
          ],
          `software.amazon.awssdk.services.s3.model.S3Exception: User: arn:aws:sts::418272790313:assumed-role/fota-orchestrator-prod/${r.hex(12)} is not authorized to perform: s3:GetObject on resource: "arn:aws:s3:::nordlys-fw-packages-prod/tcu/5.${r.int(1, 9)}.${r.int(0, 9)}/update.swu" because no identity-based policy allows the s3:GetObject action (Service: S3, Status Code: 403, Request ID: ${r.hex(16).toUpperCase()})`,
        ),
      ]);
      c.every("ota", 30, END, 3, () => [
        "warn",
        `wave ${r.int(3, 5)} of FOTA-2611-${r.int(100, 140)} held: ${r.int(40, 300)} vehicles waiting for package URL`,
      ]);
      c.every("app", 60, END, 6, () => [
        "info",
        access("dotnet", "GET", `/api/v2/vehicles/${c.vin()}/software-update`, 200, r.int(20, 90)),
      ]);
    },
  },
  {
    cat: "authorization",
    estate: "kestrel",
    origin: "ota",
    hints: ["forbidden", "403", "permission", "storage.objects.get", "access"],
    sev: "medium",
    note: "ota-delivery's service account no longer has storage.objects.get on the firmware bucket; package downloads for fleet vans fail with 403.",
    run(c) {
      const r = c.rng;
      c.mute("ota", 0, 0.2);
      c.every("ota", 0, END, 18, () => [
        "error",
        `serve package vin=${c.vin()} obj=fw/van-tcu/7.${r.int(1, 4)}.${r.int(0, 9)}.bin: googleapi: Error 403: ota-delivery@kestrel-prod.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist)., forbidden`,
        c.req(),
      ]);
      c.every("fleet", 40, END, 6, () => [
        "warn",
        `update status for ${c.vin()}: ota-delivery returned 502, showing last known state`,
        c.req(),
      ]);
    },
  },
  {
    cat: "authorization",
    estate: "aurelia",
    origin: "dealer",
    hints: ["notauthorized", "not allowed", "pundit", "forbidden", "authorization"],
    sev: "medium",
    note: "diag-portal's dealer policy denies every dealer technician after a role mapping update, so diagnostic reports are refused (Pundit::NotAuthorizedError).",
    run(c) {
      const r = c.rng;
      c.mute("dealer", 0, 0.1);
      c.every("dealer", 0, END, 20, () => {
        const id = r.hex(8);
        return [
          "warn",
          rubyTrace(`[${id}-${r.hex(4)}] Pundit::NotAuthorizedError (not allowed to show? this VehicleReport):`, [
            `[${id}] app/controllers/reports_controller.rb:14:in \`show'`,
            `[${id}] actionpack (7.1.3.4) lib/action_controller/metal/basic_implicit_render.rb:6:in \`send_action'`,
            `[${id}] pundit (2.3.1) lib/pundit/authorization.rb:78:in \`authorize'`,
          ]),
        ];
      });
      c.every("dealer", 0, END, 20, () => [
        "info",
        `Completed 403 Forbidden in ${r.int(6, 30)}ms (ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 3000)})`,
      ]);
    },
  },
  // ---------------------------------------------------------------- database
  {
    cat: "database",
    estate: "voltaro",
    origin: "trips",
    hints: ["queuepool", "pool", "connection", "database", "sqlalchemy", "sql"],
    sev: "high",
    note: "trip-history's SQLAlchemy pool is exhausted by long-held sessions; requests wait 30 s for a connection and app-backend times out on trip lists.",
    run(c) {
      const r = c.rng;
      c.mute("trips", 0, 0.15);
      c.every("trips", 0, 50, 4, () => [
        "warn",
        `slow query 2${r.int(100, 900)}ms: SELECT trips.id, trips.vin, trips.started_at ... FROM trips WHERE trips.vin = %(vin_1)s ORDER BY ...`,
      ]);
      c.every("trips", 30, END, 14, () => [
        "error",
        pyTrace(
          [
            ["/app/trip_history/api/routes.py", 88, "list_trips", "rows = session.execute(stmt).all()"],
            [
              "/usr/local/lib/python3.11/site-packages/sqlalchemy/orm/session.py",
              2306,
              "execute",
              "return self._execute_internal(",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/sqlalchemy/pool/impl.py",
              157,
              "_do_get",
              "raise exc.TimeoutError(",
            ],
          ],
          "sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 20 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
          "Exception in ASGI application",
        ),
        c.req(),
      ]);
      c.every("app", 40, END, 30, () => [
        "error",
        `GET /v1/vehicles/${c.vin()}/trips failed: upstream trip-history timed out after 10000ms`,
        c.req(),
      ]);
      c.every("app", 40, END, 30, () => [
        "info",
        access("node", "GET", `/v1/vehicles/${c.vin()}/trips?limit=20`, 504, 10000 + r.int(1, 40)),
        c.req(),
      ]);
    },
  },
  {
    cat: "database",
    estate: "nordlys",
    origin: "registry",
    hints: ["deadlock", "psql", "database", "sql", "postgres"],
    sev: "medium",
    note: "vehicle-registry's new enrollment batch job deadlocks with online VIN updates in PostgreSQL; lookups from command-router fail with 500.",
    run(c) {
      const r = c.rng;
      c.at("registry", -4, "info", "enrollment batch job started: 48211 VINs from dealer feed");
      c.every("registry", 0, END, 10, () => [
        "error",
        javaTrace(
          `Transaction rolled back for vin ${c.vin()}`,
          [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
            "org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2412)",
            "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)",
            "com.nordlys.registry.repo.VehicleRepository.touch(VehicleRepository.java:211)",
          ],
          `org.postgresql.util.PSQLException: ERROR: deadlock detected\n  Detail: Process ${r.int(30000, 40000)} waits for ShareLock on transaction ${r.int(9000000, 9900000)}; blocked by process ${r.int(30000, 40000)}.\nProcess ${r.int(30000, 40000)} waits for ShareLock on transaction ${r.int(9000000, 9900000)}; blocked by process ${r.int(30000, 40000)}.\n  Hint: See server log for query details.`,
        ),
      ]);
      c.every("registry", 10, END, 8, () => ["warn", `SQL Error: 0, SQLState: 40P01`]);
      c.every("cmd", 20, END, 26, () => [
        "error",
        `resolve tcu for vin=${c.vin()}: vehicle-registry: unexpected status 500 Internal Server Error (attempt ${r.int(1, 3)}/3)`,
      ]);
      c.every("app", 30, END, 12, () => [
        "warn",
        access("dotnet", "POST", `/api/v2/vehicles/${c.vin()}/commands/unlock`, 502, r.int(200, 900)),
      ]);
    },
  },
  {
    cat: "database",
    estate: "kestrel",
    origin: "ingest",
    hints: ["cassandra", "quorum", "read", "database", "replica"],
    sev: "high",
    note: "position-store's Cassandra reads fail at LOCAL_QUORUM (tombstone-heavy partitions), so fleet-api position queries return 500.",
    run(c) {
      const r = c.rng;
      c.mute("ingest", 0, 0.4);
      c.every("ingest", 0, END, 8, () => [
        "warn",
        `Query of ${r.int(100000, 900000)} tombstones on positions_by_vin (vin=${c.vin()}) exceeded warn threshold`,
      ]);
      c.every("ingest", 20, END, 14, () => [
        "error",
        javaTrace(
          `position query failed vin=${c.vin()}`,
          [
            "com.datastax.oss.driver.api.core.servererrors.ReadFailureException.copy(ReadFailureException.java:127)",
            "com.datastax.oss.driver.internal.core.util.concurrent.CompletableFutures.getUninterruptibly(CompletableFutures.java:149)",
            "com.datastax.oss.driver.internal.core.cql.CqlRequestSyncProcessor.process(CqlRequestSyncProcessor.java:53)",
            "com.kestrel.positions.store.PositionDao.latest(PositionDao.java:64)",
          ],
          "com.datastax.oss.driver.api.core.servererrors.ReadFailureException: Cassandra failure during read query at consistency LOCAL_QUORUM (2 responses were required but only 0 replica responded, 2 failed)",
        ),
        c.req(),
      ]);
      c.every("fleet", 25, END, 34, () => [
        "error",
        `GET /fleet/v2/vehicles/${c.vin()}/position -> 500: position-store responded 500`,
        c.req(),
      ]);
      c.every("trips", 60, END, 6, () => ["warn", `positions for ${c.vin()} unavailable, postponing trip close`]);
    },
  },
  {
    cat: "database",
    estate: "aurelia",
    origin: "ingest",
    hints: ["too many clients", "psycopg2", "database", "connection", "postgres"],
    sev: "high",
    note: "signal-ingest opens a new PostgreSQL connection per batch after a worker scale-up and hits 'sorry, too many clients already'; signal batches are requeued.",
    run(c) {
      const r = c.rng;
      c.at("ingest", -30, "info", "autoscaler: workers 8 -> 24 (lag 41200)");
      c.mute("ingest", 0, 0.25);
      c.every("ingest", 0, END, 16, () => [
        "error",
        pyTrace(
          [
            ["/srv/signal_ingest/writer.py", 73, "write_batch", "conn = psycopg2.connect(self.dsn)"],
            [
              "/usr/local/lib/python3.10/site-packages/psycopg2/__init__.py",
              122,
              "connect",
              "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
            ],
          ],
          'psycopg2.OperationalError: connection to server at "tsdb-primary.aurelia.internal" (10.30.4.12), port 5432 failed: FATAL:  sorry, too many clients already',
          `batch ${r.hex(8)} write failed`,
        ),
      ]);
      c.every("ingest", 10, END, 10, () => [
        "warn",
        `batch ${r.hex(8)} (${r.int(200, 900)} signals) requeued, attempt ${r.int(2, 5)}`,
      ]);
      c.every("gw", 120, END, 3, () => [
        "warn",
        `ingest ack latency p99 ${r.int(8, 30)}s, inflight window full for ${r.int(50, 400)} clients`,
      ]);
    },
  },
  // ---------------------------------------------------------------- network
  {
    cat: "network",
    estate: "voltaro",
    origin: "wake",
    hints: ["enotfound", "dns", "getaddrinfo", "network", "eai_again"],
    sev: "medium",
    note: "sms-wakeup cannot resolve the SMS aggregator's hostname (getaddrinfo EAI_AGAIN/ENOTFOUND), so sleeping cars never get their wake-up SMS and remote commands expire.",
    run(c) {
      const r = c.rng;
      c.mute("wake", 0, 0.05);
      c.every("wake", 0, END, 14, (i) => [
        "error",
        nodeTrace(
          `wake-up SMS failed msisdn=+49${r.digits(9)}: Error: getaddrinfo ${i % 3 ? "EAI_AGAIN" : "ENOTFOUND"} api.eu.smsgate.example`,
          ["GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:109:26)"],
        ),
      ]);
      c.every("cmd", 30, END, 18, () => [
        "warn",
        `command ${r.pick(["UNLOCK_DOORS", "CLIMATE_START", "HORN_AND_LIGHTS"])} id=${r.hex(8)}-${r.hex(4)} expired: vehicle ${c.vin()} did not ack within 60s (wake-up not delivered)`,
      ]);
      c.every("app", 60, END, 10, () => [
        "info",
        `push sent: "Your car did not respond" to user ${r.int(100000, 999999)}`,
      ]);
    },
  },
  {
    cat: "network",
    estate: "nordlys",
    origin: "gw",
    hints: ["address", "eaddrnotavail", "network", "socket", "connect"],
    sev: "high",
    note: "mqtt-bridge runs out of ephemeral source ports toward tcu-shadow (connect: Cannot assign requested address); telemetry forwarding fails while the bridge's own MQTT side looks normal.",
    run(c) {
      const r = c.rng;
      c.every("gw", -60, 0, 4, () => [
        "warn",
        `upstream pool tcu-shadow:7400 churn: ${r.int(800, 2000)} new connections/s`,
      ]);
      c.every("gw", 0, END, 24, () => [
        "error",
        `forward to tcu-shadow:7400 failed: connect: Cannot assign requested address (errno 99), dropping ${r.int(10, 300)} msgs`,
      ]);
      c.every("gw", 20, END, 4, () => [
        "warn",
        `TIME_WAIT sockets=${r.int(27000, 28230)} local port range 32768-60999 nearly exhausted`,
      ]);
      c.mute("ingest", 30, 0.3);
      c.every("ingest", 40, END, 4, () => ["warn", `no shadow updates for ${r.int(200, 900)} vehicles in last 60s`]);
      c.every("app", 60, END, 10, () => [
        "info",
        `vehicle ${c.vin()} shadow stale (${r.int(90, 400)}s), returning lastKnown`,
      ]);
    },
  },
  {
    cat: "network",
    estate: "kestrel",
    origin: "gw",
    hints: ["route", "network", "dial", "connection", "unreachable"],
    sev: "high",
    note: "telematics-edge loses its route to the Kafka subnet after a node network change (dial tcp ... no route to host); positions stop flowing to position-store.",
    run(c) {
      const r = c.rng;
      c.at("gw", -25, "info", "netlink: link eth1 mtu 9001 -> 1500 (cni update)");
      c.mute("gw", 10, 0.3);
      c.every("gw", 0, END, 18, () => [
        "error",
        `kafka: produce to vehicle.positions[${r.int(0, 11)}] failed: dial tcp 10.40.${r.int(1, 3)}.${r.int(10, 40)}:9092: connect: no route to host`,
      ]);
      c.every("gw", 20, END, 6, () => [
        "warn",
        `local buffer ${r.int(20, 99)}% full (${r.int(100, 900)} MiB), oldest frame ${r.int(20, 300)}s`,
      ]);
      c.every("ingest", 60, END, 4, () => [
        "warn",
        `consumer lag 0 but no records on vehicle.positions for ${r.int(60, 300)}s`,
      ]);
      c.every("fleet", 60, END, 12, () => ["warn", `position for ${c.vin()} older than 5 min, flagged stale`, c.req()]);
    },
  },
  {
    cat: "network",
    estate: "aurelia",
    origin: "charge",
    hints: ["ssl", "handshake", "pkix", "tls", "certificate"],
    sev: "medium",
    note: "charge-roaming fails TLS handshakes with the roaming hub (PKIX path building failed) after the hub switched certificate chains; roaming authorizations and CDRs are not exchanged.",
    run(c) {
      const r = c.rng;
      c.every("charge", 0, END, 12, (i) => [
        "error",
        i % 3 === 0
          ? javaTrace(
              `OCPI call ${r.pick(["POST /cdrs", "PUT /sessions", "POST /tokens/authorize"])} failed`,
              [
                "java.base/sun.security.ssl.Alert.createSSLException(Alert.java:130)",
                "java.base/sun.security.ssl.TransportContext.fatal(TransportContext.java:383)",
                "java.base/sun.security.ssl.CertificateMessage$T13CertificateConsumer.checkServerCerts(CertificateMessage.java:1302)",
                "com.aurelia.roaming.ocpi.HubClient.send(HubClient.java:102)",
              ],
              "javax.net.ssl.SSLHandshakeException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
            )
          : `I/O error on POST request for "https://ocpi.hub.example/2.2.1/cdrs": PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target`,
      ]);
      c.every("charge", 30, END, 6, () => [
        "warn",
        `roaming authorization for token ${r.hex(8).toUpperCase()} at ${r.pick(["NL*ALF*E00871", "FR*TOT*E4411"])} fell back to offline whitelist`,
      ]);
    },
  },
  // ---------------------------------------------------------------- timeout
  {
    cat: "timeout",
    estate: "voltaro",
    origin: "registry",
    hints: ["deadline", "timeout", "timed out", "context deadline exceeded"],
    sev: "high",
    note: "vin-registry lookups block on an advisory lock held by the enrollment sync and exceed their deadline; remote-commands and app-backend time out waiting on it.",
    run(c) {
      const r = c.rng;
      c.at("registry", -2, "info", "enrollment sync: full resync requested by operator");
      c.mute("registry", 0, 0.1);
      c.every("registry", 0, END, 14, () => [
        "warn",
        `resolve vin=${c.vin()}: acquire vin lock: context deadline exceeded (waited 2s)`,
        c.req(),
      ]);
      c.every("registry", 60, END, 1, () => [
        "info",
        `enrollment sync: ${r.int(10, 90)}% (${r.int(10000, 200000)} rows)`,
      ]);
      c.every("cmd", 10, END, 30, () => [
        "error",
        javaTrace(
          `command ${r.pick(["UNLOCK_DOORS", "CLIMATE_START", "LOCK_DOORS"])} rejected: vin lookup failed`,
          [
            "io.grpc.stub.ClientCalls.toStatusRuntimeException(ClientCalls.java:268)",
            "io.grpc.stub.ClientCalls.blockingUnaryCall(ClientCalls.java:249)",
            "com.voltaro.registry.v1.VinRegistryGrpc$VinRegistryBlockingStub.resolve(VinRegistryGrpc.java:311)",
            "com.voltaro.cmd.routing.TcuResolver.resolve(TcuResolver.java:57)",
          ],
          "io.grpc.StatusRuntimeException: DEADLINE_EXCEEDED: deadline exceeded after 2.999835112s. [closed=[], open=[[remote_addr=vin-registry/10.0.14.7:9090]]]",
        ),
        c.req(),
      ]);
      c.every("app", 10, END, 24, () => [
        "warn",
        access("node", "POST", `/v1/vehicles/${c.vin()}/commands/unlock`, 504, 3000 + r.int(1, 90)),
        c.req(),
      ]);
    },
  },
  {
    cat: "timeout",
    estate: "nordlys",
    origin: "roaming",
    hints: ["readtimeout", "timeout", "timed out"],
    sev: "medium",
    note: "The roaming hub stops answering in time; roaming-ocpi's calls end in Net::ReadTimeout and session and CDR pushes back up.",
    run(c) {
      const r = c.rng;
      c.every("roaming", 0, END, 12, () => [
        "error",
        rubyTrace(`Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>`, [
          "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
          "/usr/local/lib/ruby/3.3.0/net/http.rb:2369:in `transport_request'",
          `/app/app/clients/hub_client.rb:${r.int(30, 60)}:in \`put_session'`,
          "/app/app/jobs/push_session_job.rb:12:in `perform'",
        ]),
      ]);
      c.every("roaming", 30, END, 3, () => [
        "warn",
        `Sidekiq queue ocpi_push latency ${r.int(60, 600)}s (${r.int(300, 3000)} jobs)`,
      ]);
      c.every("app", 80, END, 5, () => [
        "warn",
        `roaming session for ${c.vin()} not confirmed by roaming-ocpi, showing 'pending'`,
      ]);
    },
  },
  {
    cat: "timeout",
    estate: "kestrel",
    origin: "trips",
    hints: ["timelimit", "time limit", "timeout", "softtimelimitexceeded"],
    sev: "medium",
    note: "trip-builder's stitching tasks exceed Celery's soft time limit on very long fleet trips and are killed, so fleet-api trip queries time out.",
    run(c) {
      const r = c.rng;
      c.mute("trips", 0, 0.2);
      c.every("trips", 0, END, 10, () => [
        "error",
        `Task tripbuilder.tasks.stitch_trip[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] raised unexpected: SoftTimeLimitExceeded()\n${pyTrace(
          [
            [
              "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
              453,
              "trace_task",
              "R = retval = fun(*args, **kwargs)",
            ],
            ["/app/tripbuilder/tasks.py", 64, "stitch_trip", "segments = match_segments(points)"],
            ["/app/tripbuilder/matching.py", 211, "match_segments", "for a, b in pairwise(points):"],
          ],
          "billiard.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
        )}`,
      ]);
      c.every("trips", 20, END, 3, () => [
        "warn",
        `Hard time limit (120s) exceeded for tripbuilder.tasks.stitch_trip[${r.hex(8)}-${r.hex(4)}]`,
      ]);
      c.every("fleet", 30, END, 20, () => [
        "error",
        `GET /fleet/v2/vehicles/${c.vin()}/trips -> 504 Gateway Timeout after 15000ms (trip-builder)`,
        c.req(),
      ]);
    },
  },
  {
    cat: "timeout",
    estate: "aurelia",
    origin: "ota",
    hints: ["sockettimeout", "timed out", "timeout", "read timed out"],
    sev: "medium",
    note: "The HSM signing endpoint stops answering in time; update-manager's signing calls end in SocketTimeoutException and campaign manifests cannot be published.",
    run(c) {
      const r = c.rng;
      c.every("ota", 0, END, 8, () => [
        "error",
        javaTrace(
          `Manifest signing failed for campaign AUR-OTA-26${r.int(10, 11)}-${r.int(10, 60)}`,
          [
            "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
            "java.base/java.net.SocketInputStream.read(SocketInputStream.java:122)",
            "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
            "com.aurelia.ota.signing.HsmSigner.sign(HsmSigner.java:93)",
          ],
          "java.net.SocketTimeoutException: Read timed out",
        ),
      ]);
      c.every("ota", 20, END, 4, () => [
        "warn",
        `rollout wave paused: ${r.int(1, 4)} manifests waiting for signature (oldest ${r.int(60, 600)}s)`,
      ]);
      c.every("app", 90, END, 4, () => ["info", `software update card hidden for ${c.vin()}: no signed manifest`]);
    },
  },
];
