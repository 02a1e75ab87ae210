// The 52 failure scenarios of holdout117 (4 per category), each as the services involved would log it.
import type { EstateKey, Gen } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { type CallKind, stack } from "./runtimes.js";

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

export interface Line {
  level: Level;
  gen: Gen;
}
export interface Incident {
  cat: Category;
  estate: EstateKey;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  kind: CallKind; // how direct callers experience a failed call
  status?: number; // HTTP status callers / the edge see
  fail: number; // share of calls through the origin that fail once it is fully broken
  silent?: boolean; // origin's normal lines stop
  onReq?: Line[]; // origin's own line for a failed call (one picked)
  onReqP?: number; // chance the origin logs it at all
  periodic?: (Line & { every: number })[];
  once?: { level: Level; msg: string; dt?: number }[]; // origin lines at the start (dt seconds later)
  callers?: Record<string, Line>;
  storm?: number;
  breakerAfter?: number; // seconds after start when direct callers stop calling and report an open breaker
  others?: (Line & { svc: string; every: number })[];
  deploySelf?: boolean; // origin restarts just before the start (a release)
  noFlows?: boolean; // inbound requests are not affected (the trouble is in background work)
}

const vin = (r: Rng) => `WVWZZZ${r.int(1, 9)}AZ${r.int(10000000, 99999999)}`;

export const INCIDENTS: Incident[] = [
  // ------------------------------------------------------------ authentication
  {
    cat: "authentication",
    estate: "kestrel",
    origin: "licence-verify",
    hints: ["auth", "credential", "oauth", "invalid_client", "401", "unauthorized"],
    sev: "high",
    note: "licence-verify's OAuth client secret for the DVLA licence API expired; every token request gets invalid_client and counter check-ins fail.",
    kind: "5xx",
    status: 502,
    fail: 1,
    onReq: [
      {
        level: "error",
        gen: () =>
          'token request to https://driver-vehicle-licensing.api.gov.uk/oauth2/token failed: 401 {"error":"invalid_client","error_description":"client secret expired"}',
      },
      {
        level: "error",
        gen: (r) =>
          stack(
            "python",
            "authlib.integrations.base_client.errors.OAuthError",
            "invalid_client: client secret expired",
            [
              `/app/licence_verify/dvla.py|${r.int(80, 90)}|_token|token = self.oauth.fetch_token(TOKEN_URL, grant_type="client_credentials")`,
              "/usr/local/lib/python3.12/site-packages/authlib/integrations/requests_client/oauth2_session.py|112|fetch_token|return self._fetch_token(url, body=body, auth=auth, headers=headers, **kwargs)",
            ],
          ),
      },
    ],
    callers: {
      "counter-checkin": {
        level: "error",
        gen: (r) =>
          `Licence check unavailable for agreement RA-${r.int(100000, 999999)}: System.Net.Http.HttpRequestException: Response status code does not indicate success: 502 (Bad Gateway).`,
      },
    },
    storm: 3,
  },
  {
    cat: "authentication",
    estate: "marlow",
    origin: "payment-bridge",
    hints: ["auth", "api key", "credential", "401", "unauthorized"],
    sev: "high",
    note: "payment-bridge's Worldpay API credentials were revoked during a key rotation; every deposit hold is refused with 401 and bookings and kiosk pickups fail.",
    kind: "5xx",
    status: 502,
    fail: 1,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          `worldpay authorize failed status=401 body="{\\"errorName\\":\\"accessDenied\\",\\"message\\":\\"Authentication failed: invalid credentials\\"}" req_id=${r.hex(12)}`,
      },
    ],
    periodic: [
      { every: 45, level: "warn", gen: () => "psp credential check: worldpay returned 401 for merchant MARLOWGBP01" },
    ],
    callers: {
      "booking-core": {
        level: "error",
        gen: (r) => `deposit hold failed for MCH-${r.hex(6).toUpperCase()}: payment-bridge returned 502`,
      },
    },
  },
  {
    cat: "authentication",
    estate: "roamly",
    origin: "roamly-api",
    hints: ["jwt", "token", "signature", "auth", "kid", "jwks"],
    sev: "high",
    note: "roamly-api keeps a stale JWKS after the identity provider rotated its signing key, so it rejects every freshly issued app token with 401.",
    kind: "4xx",
    status: 401,
    fail: 0.85,
    onReq: [
      {
        level: "warn",
        gen: (r) => `JsonWebTokenError: invalid signature (no matching key for kid "rk-2026-12-${r.pick(["a", "b"])}")`,
      },
      {
        level: "warn",
        gen: () => "auth: token rejected: secret or public key must be provided (kid not found in cached JWKS)",
      },
    ],
    onReqP: 0.7,
    others: [
      {
        svc: "notify-push",
        every: 60,
        level: "info",
        gen: (r) => `push sent template=login_again devices=${r.int(1, 3)}`,
      },
    ],
  },
  {
    cat: "authentication",
    estate: "kestrel",
    origin: "fleet-telematics",
    hints: ["sasl", "auth", "credential", "authentication"],
    sev: "high",
    note: "fleet-telematics can no longer authenticate to the Kafka cluster with SCRAM after a password rotation; consumption stops and trip state goes stale.",
    kind: "5xx",
    status: 503,
    fail: 0.9,
    silent: true,
    periodic: [
      {
        every: 10,
        level: "error",
        gen: () =>
          "kafka: consumer group fleet-telematics: SASL authentication failed: kafka server: SASL Authentication failed (Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512)",
      },
    ],
    onReq: [{ level: "warn", gen: (r) => `vehicle state for ${vin(r)} is ${r.int(2, 9)}m old, refusing to serve` }],
    callers: {
      "kr-web-bff": {
        level: "error",
        gen: () =>
          "trip state unavailable: fleet-telematics GET /v1/vehicles/state failed: Request failed with status code 503",
      },
    },
  },
  // ------------------------------------------------------------ authorization
  {
    cat: "authorization",
    estate: "kestrel",
    origin: "deposit-payments",
    hints: ["access", "denied", "permission", "kms", "authoriz", "forbidden"],
    sev: "high",
    note: "an IAM policy change took kms:Decrypt away from deposit-payments' role, so card tokens cannot be decrypted and every pre-authorisation fails.",
    kind: "5xx",
    status: 500,
    fail: 1,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          stack(
            "java",
            "software.amazon.awssdk.services.kms.model.KmsException",
            `User: arn:aws:sts::418273990155:assumed-role/deposit-payments-prod/aws-sdk-java-1733912045 is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-west-2:418273990155:key/3f1c9e2a because no identity-based policy allows the kms:Decrypt action (Service: Kms, Status Code: 400, Request ID: ${r.hex(8)}-${r.hex(4)})`,
            [
              "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
              "com.kestrel.deposits.token.CardTokenVault.decrypt(CardTokenVault.java:61)",
              "com.kestrel.deposits.PreauthService.preauthorise(PreauthService.java:88)",
            ],
          ),
      },
    ],
  },
  {
    cat: "authorization",
    estate: "marlow",
    origin: "damage-inspect",
    hints: ["403", "forbidden", "permission", "access", "authoriz"],
    sev: "medium",
    note: "damage-inspect's service account lost storage.objects.create on the inspection bucket, so return inspections cannot save photos.",
    kind: "5xx",
    status: 500,
    fail: 1,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          stack(
            "python",
            "google.api_core.exceptions.Forbidden",
            `403 POST https://storage.googleapis.com/upload/storage/v1/b/mch-inspections-prod/o?uploadType=multipart: damage-inspect@marlow-live.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).`,
            [
              `/app/inspect/storage.py|${r.int(40, 60)}|put_photo|blob.upload_from_file(fh, content_type="image/jpeg")`,
              "/usr/local/lib/python3.11/site-packages/google/cloud/storage/blob.py|2959|upload_from_file|_raise_from_invalid_response(exc)",
            ],
          ),
      },
    ],
    callers: {
      "kiosk-agent": {
        level: "error",
        gen: (r) =>
          `Return for unit ${r.pick(["KX", "LM"])}${r.int(10, 70)} ABC could not be closed: damage-inspect responded 500 (Internal Server Error)`,
      },
    },
    storm: 2,
  },
  {
    cat: "authorization",
    estate: "roamly",
    origin: "payouts-deposits",
    hints: ["permission", "403", "authoriz", "restricted"],
    sev: "high",
    note: "a restricted Stripe key without PaymentIntents write permission was rolled out to payouts-deposits, so deposit holds are rejected with permission_error.",
    kind: "5xx",
    status: 502,
    fail: 1,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          `Stripe call failed: com.stripe.exception.PermissionException: The provided key 'rk_live_****${r.hex(4)}' does not have the required permissions for this endpoint on account 'acct_1Nf8Roamly'. Having the 'rak_payment_intent_write' permission would allow this request to continue.; request-id: req_${r.hex(14)}`,
      },
    ],
    callers: {
      "trip-booking": {
        level: "error",
        gen: (r) =>
          `booking trp_${r.hex(10)} aborted: deposit hold: payouts-deposits: unexpected status 502 Bad Gateway from POST /deposits`,
      },
    },
  },
  {
    cat: "authorization",
    estate: "roamly",
    origin: "host-listings",
    hints: ["notauthorized", "pundit", "authoriz", "permission", "403"],
    sev: "medium",
    note: "a policy change in host-listings denies search? to non-host accounts, so car search returns 403 for most renters.",
    kind: "4xx",
    status: 403,
    fail: 0.8,
    onReq: [
      {
        level: "warn",
        gen: (r) =>
          `Pundit::NotAuthorizedError (not allowed to search? this Listing::Scope):\n  app/controllers/listings_controller.rb:${r.int(20, 30)}:in \`search'\n  app/controllers/application_controller.rb:41:in \`with_renter_context'`,
      },
      { level: "info", gen: (r) => `Completed 403 Forbidden in ${r.int(4, 20)}ms (ActiveRecord: ${r.int(1, 4)}.2ms)` },
    ],
    callers: {
      "roamly-api": {
        level: "warn",
        gen: () => "host-listings POST /listings/search failed: Request failed with status code 403",
      },
    },
  },
  // ------------------------------------------------------------ database
  {
    cat: "database",
    estate: "kestrel",
    origin: "reservation-svc",
    hints: ["connection", "pool", "hikari", "database", "jdbc"],
    sev: "high",
    note: "reservation-svc's Hikari pool is exhausted by connections held in a long reporting transaction; new reservations and check-ins fail.",
    kind: "timeout",
    status: 504,
    fail: 0.8,
    onReq: [
      {
        level: "error",
        gen: () =>
          stack(
            "java",
            "org.springframework.jdbc.CannotGetJdbcConnectionException",
            "Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=112)",
            [
              "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
              "com.kestrel.reservation.repo.ReservationRepository.insert(ReservationRepository.java:142)",
              "com.kestrel.reservation.ReservationService.confirm(ReservationService.java:97)",
            ],
          ),
      },
    ],
    periodic: [
      {
        every: 30,
        level: "warn",
        gen: (r) =>
          `HikariPool-1 - Connection leak detection triggered for com.mysql.cj.jdbc.ConnectionImpl@${r.hex(7)} on thread report-export-1, stack trace follows`,
      },
    ],
    storm: 3,
  },
  {
    cat: "database",
    estate: "marlow",
    origin: "booking-core",
    hints: ["deadlock", "database", "postgres", "psycopg", "sql"],
    sev: "high",
    note: "a new fleet allocation query in booking-core deadlocks against booking inserts on Postgres; many booking and pickup writes abort.",
    kind: "5xx",
    status: 500,
    fail: 0.6,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          stack(
            "python",
            "django.db.utils.OperationalError",
            `deadlock detected\nDETAIL:  Process ${r.int(20000, 40000)} waits for ShareLock on transaction ${r.int(8800000, 8900000)}; blocked by process ${r.int(20000, 40000)}.\nProcess ${r.int(20000, 40000)} waits for ShareLock on transaction ${r.int(8800000, 8900000)}; blocked by process ${r.int(20000, 40000)}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${r.int(100, 900)},${r.int(1, 40)}) in relation "fleet_allocation"`,
            [
              '/app/bookings/services.py|211|allocate_unit|FleetAllocation.objects.select_for_update().filter(station=station, vehicle_class=cls).update(held=F("held") + 1)',
              "/usr/local/lib/python3.11/site-packages/django/db/backends/utils.py|105|_execute|return self.cursor.execute(sql, params)",
            ],
          ),
      },
    ],
    callers: {
      "mch-frontend": {
        level: "error",
        gen: () => "BookingCore::Error: booking-core responded 500 Internal Server Error on POST /api/bookings",
      },
    },
  },
  {
    cat: "database",
    estate: "roamly",
    origin: "trip-booking",
    hints: ["too many", "connection", "postgres", "database", "53300", "sqlstate"],
    sev: "high",
    note: "trip-booking runs out of Postgres connection slots (too many clients) after a pool size change elsewhere; bookings and unlocks fail.",
    kind: "5xx",
    status: 500,
    fail: 0.75,
    onReq: [
      {
        level: "error",
        gen: () =>
          "create trip: failed to connect to `host=trips-pg.roamly.internal user=trip_booking database=trips`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))",
      },
      {
        level: "error",
        gen: () =>
          "start trip: pgxpool: acquire: FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLSTATE 53300)",
      },
    ],
  },
  {
    cat: "database",
    estate: "roamly",
    origin: "inspection-photos",
    hints: ["mongo", "database", "server selection", "connection"],
    sev: "medium",
    note: "inspection-photos loses its MongoDB replica set primary selection and cannot store end-of-trip damage reports.",
    kind: "5xx",
    status: 500,
    fail: 1,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          stack("node", "MongoServerSelectionError", "Server selection timed out after 30000 ms", [
            "Timeout._onTimeout (/app/node_modules/mongodb/lib/sdam/topology.js:278:38)",
            "listOnTimeout (node:internal/timers:581:17)",
            `process.processTimers (node:internal/timers:519:7) {\n  reason: TopologyDescription { type: 'ReplicaSetNoPrimary', servers: Map(3), setName: 'rs-photos', maxElectionId: ${r.int(100, 200)} }`,
          ]),
      },
    ],
    callers: {
      "roamly-api": {
        level: "error",
        gen: () => "end trip: inspection-photos POST /reports failed: Request failed with status code 500",
      },
    },
  },
  // ------------------------------------------------------------ network
  {
    cat: "network",
    estate: "kestrel",
    origin: "availability-svc",
    hints: ["dns", "lookup", "no such host", "network", "resolve"],
    sev: "high",
    note: "availability-svc can no longer resolve its Redis host after a node's DNS config changed; availability queries fail and search breaks.",
    kind: "5xx",
    status: 503,
    fail: 0.7,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          `availability query failed: dial tcp: lookup avail-cache.kestrel-prod.svc.cluster.local on 10.96.0.10:53: read udp 10.${r.int(20, 60)}.3.17:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
      },
      {
        level: "error",
        gen: () =>
          "availability query failed: dial tcp: lookup avail-cache.kestrel-prod.svc.cluster.local: no such host",
      },
    ],
    callers: {
      "kr-web-bff": {
        level: "error",
        gen: () =>
          "search degraded: availability-svc POST /v1/availability failed: Request failed with status code 503",
      },
    },
    storm: 2,
  },
  {
    cat: "network",
    estate: "marlow",
    origin: "fleet-feed",
    hints: ["route", "network", "noroutetohost", "unreachable", "connect"],
    sev: "medium",
    note: "fleet-feed loses its route to the telematics MQTT broker after a firewall change and stops receiving positions; return odometer reads fail.",
    kind: "5xx",
    status: 503,
    fail: 0.9,
    periodic: [
      {
        every: 8,
        level: "error",
        gen: (r) =>
          stack("java", "org.eclipse.paho.client.mqttv3.MqttException", "Unable to connect to server", [
            "org.eclipse.paho.client.mqttv3.internal.TCPNetworkModule.start(TCPNetworkModule.java:94)",
            `org.eclipse.paho.client.mqttv3.internal.ClientComms$ConnectBG.run(ClientComms.java:722)\nCaused by: java.net.NoRouteToHostException: No route to host (Host unreachable) 172.31.${r.int(4, 9)}.${r.int(10, 90)}:8883`,
          ]),
      },
    ],
    onReq: [{ level: "warn", gen: () => "Odometer unavailable: no position received for unit in 5 minutes" }],
    silent: true,
  },
  {
    cat: "network",
    estate: "roamly",
    origin: "telematics-ingest",
    hints: ["reset", "connection", "network", "econnreset", "peer"],
    sev: "medium",
    note: "telematics-ingest's streams from the OEM gateway are reset by peer repeatedly after a load balancer change; odometer reads at trip end fail.",
    kind: "5xx",
    status: 502,
    fail: 0.7,
    periodic: [
      {
        every: 4,
        level: "error",
        gen: (r) =>
          `stream ${r.pick(["vw", "stellantis", "tesla"])}: read tcp 10.${r.int(20, 60)}.1.${r.int(2, 250)}:${r.int(30000, 60000)}->52.${r.int(10, 99)}.${r.int(1, 200)}.${r.int(1, 200)}:443: read: connection reset by peer; reconnecting`,
      },
    ],
    onReq: [
      {
        level: "warn",
        gen: (r) => `odometer read car=${r.int(10000, 99999)}: no fresh ping (stream down), returning 502`,
      },
    ],
  },
  {
    cat: "network",
    estate: "marlow",
    origin: "kiosk-agent",
    hints: ["ssl", "tls", "certificate", "handshake", "network"],
    sev: "medium",
    note: "kiosk-agent's TLS handshakes to the branch kiosks' upstream services fail with an untrusted chain after the kiosk image changed its CA bundle; pickups at kiosks stop.",
    kind: "5xx",
    fail: 1,
    onReq: [
      {
        level: "error",
        gen: () =>
          stack(
            "dotnet",
            "System.Net.Http.HttpRequestException",
            "The SSL connection could not be established, see inner exception.\n ---> System.Security.Authentication.AuthenticationException: The remote certificate is invalid because of errors in the certificate chain: UntrustedRoot",
            [
              "System.Net.Security.SslStream.ForceAuthenticationAsync[TIOAdapter](Boolean receiveFirst, Byte[] reAuthenticationData, CancellationToken cancellationToken)",
              "System.Net.Http.ConnectHelper.EstablishSslConnectionAsync(SslClientAuthenticationOptions sslOptions, HttpRequestMessage request, Boolean async, Stream stream, CancellationToken cancellationToken)",
              "Marlow.Kiosk.Pickup.PickupController.Start(PickupRequest req) in /src/Kiosk/Pickup/PickupController.cs:line 77",
            ],
          ),
      },
    ],
  },
  // ------------------------------------------------------------ timeout
  {
    cat: "timeout",
    estate: "marlow",
    origin: "id-check",
    hints: ["timeout", "timed out", "etimedout", "deadline"],
    sev: "medium",
    note: "the government licence share API stops answering in time; id-check's calls time out after 8 s and kiosk pickups hang.",
    kind: "timeout",
    status: 504,
    fail: 0.85,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          `dvla share check failed: timeout of 8000ms exceeded (code=ECONNABORTED, checkCode=${r.hex(8).toUpperCase()})`,
      },
      {
        level: "warn",
        gen: () => "dvla share check slow: socket hang up after 8000ms (ETIMEDOUT), falling back to manual",
      },
    ],
    storm: 2,
  },
  {
    cat: "timeout",
    estate: "kestrel",
    origin: "rate-engine",
    hints: ["timeout", "deadline", "timed out"],
    sev: "medium",
    note: "rate-engine's quote computation for a new promotion exceeds its 2 s deadline on every search and reservation lock.",
    kind: "timeout",
    status: 504,
    fail: 0.7,
    onReq: [
      {
        level: "warn",
        gen: (r) =>
          stack(
            "java",
            "java.util.concurrent.TimeoutException",
            `Quote for ${r.pick(["LHR-T5", "MAN-APT", "LGW-N"])} abandoned after 2000 ms (promo SPRING-UPGRADE rules evaluated: ${r.int(4000, 9000)})`,
            [
              "java.base/java.util.concurrent.CompletableFuture.timedGet(CompletableFuture.java:1960)",
              "com.kestrel.rates.QuoteService.quote(QuoteService.java:133)",
            ],
          ),
      },
    ],
  },
  {
    cat: "timeout",
    estate: "roamly",
    origin: "fines-tolls",
    hints: ["timeout", "timed out", "readtimeout"],
    sev: "medium",
    note: "fines-tolls' toll operator feed stops answering; every import run times out and trips are not billed for tolls.",
    kind: "timeout",
    fail: 1,
    silent: true,
    periodic: [
      {
        every: 25,
        level: "error",
        gen: (r) =>
          stack(
            "python",
            "requests.exceptions.ReadTimeout",
            "HTTPSConnectionPool(host='api.tollgate-feeds.co.uk', port=443): Read timed out. (read timeout=30)",
            [
              `/app/fines/toll_import.py|${r.int(60, 70)}|fetch_page|resp = session.get(FEED_URL, params={"since": cursor}, timeout=30)`,
              "/usr/local/lib/python3.12/site-packages/requests/adapters.py|713|send|raise ReadTimeout(e, request=request)",
            ],
          ),
      },
      {
        every: 60,
        level: "warn",
        gen: (r) => `toll import run aborted after ${r.int(3, 3)} attempts, backlog ${r.int(1200, 4000)} transactions`,
      },
    ],
  },
  {
    cat: "timeout",
    estate: "marlow",
    origin: "relocation-planner",
    hints: ["timeout", "time limit", "timed out"],
    sev: "medium",
    note: "relocation-planner's solver hits its time limit on the enlarged station graph, so one-way fee requests time out.",
    kind: "timeout",
    status: 504,
    fail: 0.9,
    onReq: [
      {
        level: "warn",
        gen: (r) =>
          `solver stopped: time limit 25s reached, status=FEASIBLE_NOT_OPTIMAL stations=${r.int(180, 220)}, discarding`,
      },
      { level: "error", gen: () => "fee request timed out waiting for balance plan lock (held by planner run)" },
    ],
    periodic: [{ every: 40, level: "warn", gen: () => "one-way balance plan run exceeded 25s wall time" }],
  },
  // ------------------------------------------------------------ rate limiting
  {
    cat: "rate_limiting",
    estate: "kestrel",
    origin: "broker-gateway",
    hints: ["429", "rate", "limit", "throttl", "too many"],
    sev: "medium",
    note: "broker-gateway's rate pushes exceed the broker's API quota and come back 429; retries amplify it and broker availability updates stall.",
    kind: "5xx",
    fail: 1,
    periodic: [
      {
        every: 3,
        level: "warn",
        gen: (r) =>
          `OTA_VehAvailRate push to broker rentalcars rejected: HTTP 429 Too Many Requests (Retry-After: ${r.int(20, 60)})`,
      },
      {
        every: 12,
        level: "error",
        gen: () => "Rate push queue backlog 4xxx messages, oldest 6 min; pushes throttled by partner",
      },
    ],
    noFlows: true,
  },
  {
    cat: "rate_limiting",
    estate: "marlow",
    origin: "pricing-yield",
    hints: ["429", "rate", "limit", "quota", "throttl"],
    sev: "medium",
    note: "pricing-yield exhausted its competitor rate-shopping API quota; it returns errors for every quote and searches degrade.",
    kind: "5xx",
    status: 503,
    fail: 0.8,
    onReq: [
      {
        level: "error",
        gen: () =>
          "competitor rates unavailable: HTTPError: 429 Client Error: Too Many Requests for url: https://api.rateshopper.io/v2/rates?station=LHR (X-RateLimit-Remaining: 0, quota resets 00:00 UTC)",
      },
    ],
    storm: 3,
  },
  {
    cat: "rate_limiting",
    estate: "roamly",
    origin: "trust-verify",
    hints: ["429", "rate", "limit", "throttl"],
    sev: "medium",
    note: "trust-verify hits the identity vendor's requests-per-minute limit; driver checks are throttled and bookings fail.",
    kind: "5xx",
    status: 503,
    fail: 0.7,
    onReq: [
      {
        level: "warn",
        gen: () =>
          'vendor driver check throttled: 429 {"error":{"type":"rate_limit","message":"Rate limit exceeded, 400 requests per minute"}}',
      },
    ],
    storm: 3,
  },
  {
    cat: "rate_limiting",
    estate: "roamly",
    origin: "roamly-api",
    hints: ["429", "rate", "limit", "throttl"],
    sev: "medium",
    note: "roamly-api's per-client rate limiter counts all app traffic against one key after a proxy change and answers 429 to most requests.",
    kind: "4xx",
    status: 429,
    fail: 0.75,
    onReq: [
      {
        level: "warn",
        gen: (r) =>
          `rate limit exceeded for client key=${r.pick(["app-ios", "app-android"])} ip=10.0.0.4 limit=600/min`,
      },
    ],
    onReqP: 0.5,
  },
  // ------------------------------------------------------------ validation
  {
    cat: "validation",
    estate: "kestrel",
    origin: "broker-gateway",
    hints: ["deserializ", "validation", "parse", "invalid", "format"],
    sev: "medium",
    note: "a broker changed its OTA date format and broker-gateway rejects every incoming VehRes as malformed.",
    kind: "4xx",
    status: 400,
    fail: 0.8,
    periodic: [
      {
        every: 30,
        level: "warn",
        gen: (r) =>
          `OTA VehRes from broker carjet: ${r.int(12, 30)} of last ${r.int(30, 32)} messages rejected (HTTP 400), broker will resend`,
      },
    ],
    onReq: [
      {
        level: "error",
        gen: () =>
          stack(
            "java",
            "com.fasterxml.jackson.databind.exc.InvalidFormatException",
            'Cannot deserialize value of type `java.time.OffsetDateTime` from String "2026/12/19 10:00": Failed to deserialize java.time.OffsetDateTime: (java.time.format.DateTimeParseException) Text \'2026/12/19 10:00\' could not be parsed at index 4\n at [Source: REDACTED; line: 1, column: 212] (through reference chain: com.kestrel.ota.VehResRQ["VehResRQCore"]->com.kestrel.ota.VehRentalCore["PickUpDateTime"])',
            [
              "com.fasterxml.jackson.databind.exc.InvalidFormatException.from(InvalidFormatException.java:67)",
              "com.kestrel.ota.OtaController.vehRes(OtaController.java:58)",
            ],
          ),
      },
    ],
  },
  {
    cat: "validation",
    estate: "marlow",
    origin: "fleet-feed",
    hints: ["deserializ", "schema", "avro", "validation", "serialization"],
    sev: "medium",
    note: "fleet-feed cannot deserialize telematics messages written with a new Avro schema version and drops them; odometer reads on return go stale.",
    kind: "5xx",
    status: 500,
    fail: 0.6,
    periodic: [
      {
        every: 5,
        level: "error",
        gen: (r) =>
          stack(
            "java",
            "org.apache.kafka.common.errors.SerializationException",
            `Error deserializing Avro message for id ${r.int(214, 215)}`,
            [
              "io.confluent.kafka.serializers.AbstractKafkaAvroDeserializer.deserialize(AbstractKafkaAvroDeserializer.java:178)",
              "uk.marlow.fleet.PositionConsumer.poll(PositionConsumer.java:71)",
              "Caused by: org.apache.avro.AvroTypeException: Found uk.marlow.telemetry.Position, expecting uk.marlow.telemetry.Position, missing required field fuelLevelPct",
            ],
          ),
      },
    ],
    onReq: [{ level: "warn", gen: () => "Odometer for unit is stale (last accepted position 7 min ago)" }],
  },
  {
    cat: "validation",
    estate: "roamly",
    origin: "inspection-photos",
    hints: ["validation", "cast", "invalid"],
    sev: "medium",
    note: "inspection-photos rejects damage reports from the new app build because its schema cannot cast the capturedAt value.",
    kind: "4xx",
    status: 422,
    fail: 0.6,
    onReq: [
      {
        level: "warn",
        gen: (r) =>
          `ValidationError: DamageReport validation failed: photos.${r.int(0, 5)}.capturedAt: Cast to date failed for value "${r.int(1760000000, 1769999999)}000.0" (type string) at path "capturedAt"`,
      },
    ],
  },
  {
    cat: "validation",
    estate: "kestrel",
    origin: "counter-checkin",
    hints: ["validation", "invalid", "fluentvalidation"],
    sev: "medium",
    note: "a counter-checkin rule compares licence expiry dates in the wrong time zone and rejects valid licences at check-in.",
    kind: "4xx",
    status: 400,
    fail: 0.55,
    onReq: [
      {
        level: "warn",
        gen: (r) =>
          `FluentValidation.ValidationException: Validation failed: \n -- DriverLicence.ValidUntil: 'Valid Until' must be greater than '${r.int(1, 28)}/12/2026 00:00:00'. Severity: Error`,
      },
    ],
  },
  // ------------------------------------------------------------ null reference
  {
    cat: "null_reference",
    estate: "kestrel",
    origin: "reservation-svc",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "reservation-svc throws NullPointerException for reservations whose rate plan has no currency after a rate import, failing bookings.",
    kind: "5xx",
    status: 500,
    fail: 0.5,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          stack(
            "java",
            "java.lang.NullPointerException",
            'Cannot invoke "java.util.Currency.getCurrencyCode()" because the return value of "com.kestrel.reservation.model.RatePlan.getCurrency()" is null',
            [
              "com.kestrel.reservation.pricing.TotalCalculator.total(TotalCalculator.java:52)",
              `com.kestrel.reservation.ReservationService.confirm(ReservationService.java:${r.int(100, 110)})`,
              "com.kestrel.reservation.api.ReservationController.create(ReservationController.java:39)",
            ],
          ),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "marlow",
    origin: "kiosk-agent",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "kiosk-agent dereferences a missing loyalty profile after a CRM field went optional, so kiosk pickups crash for most customers.",
    kind: "5xx",
    fail: 0.6,
    onReq: [
      {
        level: "error",
        gen: () =>
          stack("dotnet", "System.NullReferenceException", "Object reference not set to an instance of an object.", [
            "Marlow.Kiosk.Pickup.LoyaltyBanner.Render(Customer customer) in /src/Kiosk/Pickup/LoyaltyBanner.cs:line 23",
            "Marlow.Kiosk.Pickup.PickupController.Start(PickupRequest req) in /src/Kiosk/Pickup/PickupController.cs:line 64",
            "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
          ]),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "roamly",
    origin: "trip-booking",
    hints: ["nil", "pointer", "panic", "null", "segmentation"],
    sev: "high",
    note: "trip-booking panics with a nil pointer dereference on trips whose car has no insurance profile, crashing trip starts.",
    kind: "5xx",
    status: 502,
    fail: 0.5,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          stack(
            "go",
            "panic",
            `runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x${r.int(16, 64).toString(16)} pc=0x${r.hex(6)}]`,
            [
              "github.com/roamly/trip-booking/internal/trips.(*Service).Start(0xc000214000, {0x1a2b3c0, 0xc0004f6000}, 0xc0003e2a80)|/src/internal/trips/start.go:88 +0x1f4",
              "github.com/roamly/trip-booking/internal/httpapi.(*Handler).startTrip(0xc00012c0f0, {0x1a28f40, 0xc0002b6380}, 0xc000411200)|/src/internal/httpapi/trips.go:141 +0x2b0",
              "net/http.HandlerFunc.ServeHTTP(...)|/usr/local/go/src/net/http/server.go:2220",
            ],
          ),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "kestrel",
    origin: "toll-fines",
    hints: ["nomethod", "nil", "null", "undefined method"],
    sev: "medium",
    note: "toll-fines' notice import crashes on nil for notices without an issuing authority, so fines stop being matched to rental agreements.",
    kind: "5xx",
    fail: 1,
    periodic: [
      {
        every: 20,
        level: "error",
        gen: (r) =>
          `PcnImportJob failed: NoMethodError: undefined method \`code' for nil:NilClass\n  app/models/penalty_notice.rb:${r.int(40, 50)}:in \`authority_code'\n  app/jobs/pcn_import_job.rb:27:in \`block in perform'\n  app/jobs/pcn_import_job.rb:19:in \`each'\n  app/jobs/pcn_import_job.rb:19:in \`perform'`,
      },
    ],
    silent: true,
  },
  // ------------------------------------------------------------ configuration
  {
    cat: "configuration",
    estate: "kestrel",
    origin: "availability-svc",
    hints: ["config", "missing", "env", "setting"],
    sev: "high",
    note: "a release of availability-svc reads a renamed environment variable, starts with an empty branch map and answers every query with an error.",
    kind: "5xx",
    status: 500,
    fail: 0.95,
    deploySelf: true,
    once: [{ level: "warn", msg: "config: AVAIL_BRANCH_MAP_URL not set, branch map empty (0 branches)", dt: 1 }],
    onReq: [
      {
        level: "error",
        gen: (r) =>
          `availability query failed: unknown branch "${r.pick(["LHR-T5", "MAN-APT", "EDI-WAV"])}" (branch map has 0 entries)`,
      },
    ],
  },
  {
    cat: "configuration",
    estate: "marlow",
    origin: "payment-bridge",
    hints: ["config", "merchant", "setting"],
    sev: "high",
    note: "payment-bridge's new release points at the test merchant account, so Worldpay rejects every live deposit hold.",
    kind: "5xx",
    status: 502,
    fail: 1,
    deploySelf: true,
    once: [
      { level: "info", msg: "psp=worldpay merchant=MARLOWGBP01_TEST endpoint=https://access.worldpay.com", dt: 1 },
    ],
    onReq: [
      {
        level: "error",
        gen: () =>
          'deposit hold failed psp=worldpay status=400 body="{\\"errorName\\":\\"entityIsNotConfigured\\",\\"message\\":\\"The entity MARLOWGBP01_TEST is not configured for live transactions\\"}"',
      },
    ],
  },
  {
    cat: "configuration",
    estate: "roamly",
    origin: "telematics-ingest",
    hints: ["config", "topic", "unknown_topic", "setting"],
    sev: "medium",
    note: "a config reload in telematics-ingest switched it to a topic name that does not exist, so it stops consuming pings.",
    kind: "5xx",
    status: 502,
    fail: 0.8,
    once: [
      {
        level: "info",
        msg: "configuration reloaded from /etc/telematics-ingest/config.yaml (consumer.topic=car-pings-v3)",
      },
      { level: "warn", msg: "kafka: topic car-pings-v3 metadata: UNKNOWN_TOPIC_OR_PARTITION", dt: 2 },
    ],
    periodic: [
      {
        every: 10,
        level: "error",
        gen: () => "kafka: Subscribed topic not available: car-pings-v3: Broker: Unknown topic or partition",
      },
    ],
    onReq: [{ level: "warn", gen: (r) => `odometer read car=${r.int(10000, 99999)}: no ping in 5m, returning 502` }],
    silent: true,
  },
  {
    cat: "configuration",
    estate: "kestrel",
    origin: "deposit-payments",
    hints: ["config", "placeholder", "property", "setting"],
    sev: "high",
    note: "a release of deposit-payments lacks the psp.adyen.merchantAccount property; the pods fail to start and callers get connection refused.",
    kind: "refused",
    status: 502,
    fail: 1,
    silent: true,
    once: [
      { level: "info", msg: "Starting deposit-payments v8.3.2 using Java 21.0.5 with PID 1" },
      {
        level: "error",
        msg: stack(
          "java",
          "org.springframework.beans.factory.BeanCreationException",
          "Error creating bean with name 'adyenClient': Injection of autowired dependencies failed; nested exception is java.lang.IllegalArgumentException: Could not resolve placeholder 'psp.adyen.merchantAccount' in value \"$" +
            '{psp.adyen.merchantAccount}"',
          [
            "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:405)",
            "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
          ],
        ),
        dt: 9,
      },
      { level: "error", msg: "Application run failed", dt: 9 },
    ],
    periodic: [
      { every: 40, level: "info", gen: () => "Starting deposit-payments v8.3.2 using Java 21.0.5 with PID 1" },
    ],
    breakerAfter: 90,
  },
  // ------------------------------------------------------------ dependency
  {
    cat: "dependency",
    estate: "kestrel",
    origin: "deposit-payments",
    hints: ["adyen", "503", "psp", "unavailable", "dependency", "upstream"],
    sev: "high",
    note: "the Adyen checkout endpoint deposit-payments calls answers 503, so pre-authorisations fail until the breaker opens.",
    kind: "5xx",
    status: 502,
    fail: 0.9,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          `Adyen /payments call failed: HTTP 503 Service Unavailable from https://checkout-live.adyenpayments.com/checkout/v71/payments (pspReference=null, attempt ${r.int(1, 3)}/3)`,
      },
    ],
    periodic: [{ every: 30, level: "warn", gen: () => "CircuitBreaker 'adyen' changed state from CLOSED to OPEN" }],
    storm: 2,
  },
  {
    cat: "dependency",
    estate: "marlow",
    origin: "relocation-planner",
    hints: ["maps", "distance", "dependency", "upstream", "503", "unavailable"],
    sev: "medium",
    note: "the routing provider relocation-planner uses for drive times returns 503, so one-way fees cannot be computed.",
    kind: "5xx",
    status: 502,
    fail: 0.85,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          stack(
            "python",
            "requests.exceptions.HTTPError",
            "503 Server Error: Service Unavailable for url: https://routes.mapvendor.net/v1/matrix?profile=driving",
            [
              `/app/planner/drive_times.py|${r.int(30, 40)}|matrix|resp.raise_for_status()`,
              "/usr/local/lib/python3.11/site-packages/requests/models.py|1024|raise_for_status|raise HTTPError(http_error_msg, response=self)",
            ],
          ),
      },
    ],
  },
  {
    cat: "dependency",
    estate: "roamly",
    origin: "keyless-unlock",
    hints: ["oem", "503", "upstream", "unavailable", "dependency"],
    sev: "high",
    note: "the carmaker's connected-car cloud that keyless-unlock calls answers 503 for every command, so no renter can unlock a car.",
    kind: "5xx",
    status: 502,
    fail: 0.95,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          `unlock command failed vin=${vin(r)} oem=vw-weconnect: upstream returned 503 Service Unavailable (x-amzn-errortype: ServiceUnavailableException)`,
      },
    ],
    storm: 3,
  },
  {
    cat: "dependency",
    estate: "roamly",
    origin: "payouts-deposits",
    hints: ["kafka", "broker", "unavailable", "dependency"],
    sev: "medium",
    note: "the Kafka brokers payouts-deposits publishes deposit events to are unavailable; publishes time out and deposit holds fail.",
    kind: "5xx",
    status: 500,
    fail: 0.8,
    periodic: [
      {
        every: 6,
        level: "warn",
        gen: (r) =>
          `[Producer clientId=payouts-deposits-1] Connection to node ${r.int(1, 3)} (kafka-${r.int(0, 2)}.kafka.roamly.svc/10.42.${r.int(1, 9)}.${r.int(2, 99)}:9092) could not be established. Node may not be available.`,
      },
    ],
    onReq: [
      {
        level: "error",
        gen: () =>
          "Deposit event publish failed: org.apache.kafka.common.errors.TimeoutException: Topic deposits-v1 not present in metadata after 60000 ms.",
      },
    ],
  },
  // ------------------------------------------------------------ memory
  {
    cat: "memory",
    estate: "kestrel",
    origin: "rate-engine",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "rate-engine's rate cache grows without bound after a promo import and the JVM runs out of heap; quotes fail and the pod restarts.",
    kind: "5xx",
    status: 503,
    fail: 0.7,
    periodic: [
      {
        every: 25,
        level: "warn",
        gen: (r) =>
          `[gc,heap] Pause Full (G1 Compaction Pause) 3${r.int(900, 999)}M->3${r.int(900, 999)}M(4096M) ${r.int(2000, 6000)}.${r.int(100, 999)}ms`,
      },
    ],
    onReq: [
      {
        level: "error",
        gen: () =>
          stack("java", "java.lang.OutOfMemoryError", "Java heap space", [
            "java.base/java.util.HashMap.resize(HashMap.java:702)",
            "com.kestrel.rates.cache.RateCache.put(RateCache.java:77)",
            "com.kestrel.rates.QuoteService.quote(QuoteService.java:118)",
          ]),
      },
    ],
    onReqP: 0.4,
  },
  {
    cat: "memory",
    estate: "marlow",
    origin: "pricing-yield",
    hints: ["memory", "oom", "sigkill", "killed"],
    sev: "high",
    note: "pricing-yield's gunicorn workers are killed for running out of memory after a model reload, so quotes fail intermittently.",
    kind: "5xx",
    status: 502,
    fail: 0.6,
    periodic: [
      {
        every: 12,
        level: "error",
        gen: (r) => `Worker (pid:${r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`,
      },
      { every: 12, level: "info", gen: (r) => `Booting worker with pid: ${r.int(100, 999)}` },
      {
        every: 30,
        level: "warn",
        gen: (r) =>
          `memory watermark: rss=${r.int(1900, 2040)}MiB limit=2048MiB (elasticity model ${r.int(600, 900)}MiB)`,
      },
    ],
  },
  {
    cat: "memory",
    estate: "roamly",
    origin: "telematics-ingest",
    hints: ["memory", "oom", "out of memory"],
    sev: "high",
    note: "telematics-ingest's ping buffer grows while the database is slow to flush and the Go runtime aborts out of memory, crash-looping.",
    kind: "refused",
    status: 502,
    fail: 0.7,
    periodic: [
      {
        every: 45,
        level: "fatal",
        gen: () =>
          "fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw({0x11d5a3c?, 0x2000?})\n\t/usr/local/go/src/runtime/panic.go:1023 +0x5c\nruntime.(*mheap).grow(0x1f2e8a0, 0x4000?)\n\t/usr/local/go/src/runtime/mheap.go:1498 +0x2d4\n\ngoroutine 88 [running]:\ngithub.com/roamly/telematics-ingest/internal/buffer.(*Ring).Append(...)\n\t/src/internal/buffer/ring.go:61",
      },
      { every: 45, level: "info", gen: () => "starting telematics-ingest version=v1.22.1 commit=9c1e2ab" },
      {
        every: 15,
        level: "warn",
        gen: (r) => `ping buffer ${r.int(1, 4)}.${r.int(0, 9)}M entries, flush behind by ${r.int(40, 200)}s`,
      },
    ],
  },
  {
    cat: "memory",
    estate: "kestrel",
    origin: "kr-web-bff",
    hints: ["heap", "memory", "out of memory", "oom"],
    sev: "high",
    note: "kr-web-bff leaks memory in a new session cache and Node aborts with heap out of memory every couple of minutes, dropping web and app traffic.",
    kind: "5xx",
    fail: 0.3,
    noFlows: true,
    periodic: [
      {
        every: 70,
        level: "fatal",
        gen: () =>
          "<--- Last few GCs --->\n[1:0x6a4c2e0]   412338 ms: Mark-Compact 2031.7 (2083.4) -> 2029.9 (2084.1) MB, 1893.21 / 0.00 ms  (average mu = 0.110, current mu = 0.012) allocation failure; scavenge might not succeed\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
      },
      { every: 70, level: "info", gen: () => "kr-web-bff@2026.11.4 listening on port 3000 (NODE_ENV=production)" },
      { every: 20, level: "warn", gen: (r) => `session cache size ${r.int(380, 990)}k entries (evictions 0)` },
    ],
  },
  // ------------------------------------------------------------ disk
  {
    cat: "disk",
    estate: "kestrel",
    origin: "fleet-telematics",
    hints: ["disk", "space", "no space", "enospc"],
    sev: "high",
    note: "fleet-telematics' local write-ahead volume fills up; it cannot persist telemetry and serves stale vehicle state.",
    kind: "5xx",
    status: 500,
    fail: 0.8,
    periodic: [
      {
        every: 5,
        level: "error",
        gen: (r) => `wal append failed: write /data/wal/00000000000${r.int(100, 999)}.log: no space left on device`,
      },
      { every: 60, level: "warn", gen: () => "disk usage /data 100% (49.9G of 50G)" },
    ],
    onReq: [{ level: "error", gen: () => "state read failed: open /data/state/snapshot.tmp: no space left on device" }],
  },
  {
    cat: "disk",
    estate: "marlow",
    origin: "damage-inspect",
    hints: ["disk", "space", "errno 28", "no space"],
    sev: "medium",
    note: "damage-inspect's upload spool volume is full, so inspection photos cannot be staged and returns fail.",
    kind: "5xx",
    status: 500,
    fail: 0.9,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          stack("python", "OSError", `[Errno 28] No space left on device: '/var/spool/inspect/${r.hex(8)}.jpg'`, [
            `/app/inspect/spool.py|${r.int(20, 30)}|stage|shutil.copyfileobj(upload.file, fh, length=1 << 20)`,
          ]),
      },
    ],
    periodic: [
      {
        every: 45,
        level: "error",
        gen: () => "thumbnailer: cannot write /var/spool/inspect/thumbs: [Errno 28] No space left on device",
      },
    ],
  },
  {
    cat: "disk",
    estate: "roamly",
    origin: "host-listings",
    hints: ["flood", "disk", "read-only", "watermark", "elasticsearch"],
    sev: "high",
    note: "the Elasticsearch index host-listings writes to hit the flood-stage disk watermark and became read-only; listing updates and reindexing fail.",
    kind: "5xx",
    status: 500,
    fail: 0.5,
    periodic: [
      {
        every: 10,
        level: "error",
        gen: (r) =>
          `ListingIndexer failed for listing ${r.int(10000, 99999)}: Elastic::Transport::Transport::Errors::TooManyRequests: [429] {"error":{"type":"cluster_block_exception","reason":"index [listings-v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"},"status":429}`,
      },
    ],
    onReq: [
      {
        level: "error",
        gen: () => "Completed 500 Internal Server Error: search index write-back failed (cluster_block_exception)",
      },
    ],
  },
  {
    cat: "disk",
    estate: "kestrel",
    origin: "counter-checkin",
    hints: ["disk", "space", "ioexception"],
    sev: "medium",
    note: "counter-checkin's local volume fills up and it cannot write rental agreement PDFs, so counter check-ins fail.",
    kind: "5xx",
    fail: 0.85,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          stack(
            "dotnet",
            "System.IO.IOException",
            `There is not enough space on the disk. : '/var/agreements/RA-${r.int(100000, 999999)}.pdf'`,
            [
              "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
              "Kestrel.Counter.Agreements.PdfWriter.SaveAsync(RentalAgreement agreement) in /src/Counter/Agreements/PdfWriter.cs:line 48",
            ],
          ),
      },
    ],
  },
  // ------------------------------------------------------------ unknown
  {
    cat: "unknown",
    estate: "kestrel",
    origin: "availability-svc",
    hints: ["unavailable", "unknown", "503", "error"],
    sev: "high",
    note: "availability-svc stops answering and goes silent without logging why; search callers report 503s and time-outs.",
    kind: "5xx",
    status: 503,
    fail: 0.9,
    silent: true,
  },
  {
    cat: "unknown",
    estate: "marlow",
    origin: "booking-core",
    hints: ["internal", "unknown", "error", "500"],
    sev: "high",
    note: "booking-core answers most requests with a bare internal error whose logs carry only an error reference.",
    kind: "5xx",
    status: 500,
    fail: 0.7,
    onReq: [
      {
        level: "error",
        gen: (r) =>
          `Internal Server Error: /api/${r.pick(["quotes", "bookings", "pickups"])} (ref E-${r.hex(6).toUpperCase()})`,
      },
    ],
  },
  {
    cat: "unknown",
    estate: "roamly",
    origin: "trip-booking",
    hints: ["unknown", "exit", "restart", "unavailable", "error"],
    sev: "high",
    note: "trip-booking keeps exiting and restarting with no message in its logs, and callers get refused connections.",
    kind: "refused",
    status: 502,
    fail: 0.8,
    silent: true,
    periodic: [
      { every: 35, level: "info", gen: () => "starting trip-booking version=v3.14.2 commit=4e8a1d0" },
      { every: 35, level: "error", gen: () => "trip-booking exited with status 2" },
    ],
  },
  {
    cat: "unknown",
    estate: "roamly",
    origin: "notify-push",
    hints: ["unknown", "internal", "500", "error"],
    sev: "medium",
    note: "notify-push fails every send with a generic internal error and no detail; trip-end notifications stop.",
    kind: "5xx",
    status: 500,
    fail: 0.9,
    onReq: [{ level: "error", gen: () => "send failed: Error: internal error" }],
    onReqP: 0.6,
  },
];
