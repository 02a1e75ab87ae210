// Scenarios for authentication, authorization, database, network, timeout, rate_limiting and validation.
import { dePlate, nlPlate, ukPlate, vin } from "./estates.js";
import { at, both, e, type IncidentDef, wave } from "./kit.js";
import { dotnetStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";

const fa = (n: string) => `FA-${n}`;

export const PART_A: IncidentDef[] = [
  // ------------------------------------------------------------------ authentication
  {
    estate: "northgate",
    origin: "credit-check",
    category: "authentication",
    hints: ["invalid_client", "unauthorized", "401", "credential", "authentication", "oauth"],
    sev: "medium",
    note: "credit-check can no longer obtain a bureau access token (invalid_client), so every finance application's soft search fails and finance-apply parks applications with 502s.",
    inj: {
      flows: ["finance"],
      failRate: 1,
      rampSec: 0,
      fail: (r) => [
        e("credit-check", "error", `Soft search for ${fa(r.digits(7))} aborted: could not obtain bureau access token`),
        e(
          "finance-apply",
          "error",
          `Application ${fa(r.digits(7))}: credit-check returned 502 Bad Gateway, application parked for manual processing`,
          60,
        ),
        e("dealer-web", "error", `POST /finance/apply 502 ${r.int(300, 900)}ms`, 80),
      ],
      background: wave(
        "credit-check",
        "error",
        30,
        () => "Token request to https://auth.bureau-gateway.example/oauth2/token failed: 401 Unauthorized",
        1,
        (r) =>
          javaStack(
            r,
            'org.springframework.web.reactive.function.client.WebClientResponseException$Unauthorized: 401 Unauthorized from POST https://auth.bureau-gateway.example/oauth2/token, but response failed with cause: {"error":"invalid_client","error_description":"Client authentication failed"}',
            [
              "org.springframework.web.reactive.function.client.WebClientResponseException.create(WebClientResponseException.java:314)",
              "uk.co.northgate.credit.bureau.BureauTokenClient.fetchToken(BureauTokenClient.java:77)",
              "uk.co.northgate.credit.bureau.SoftSearchService.search(SoftSearchService.java:52)",
            ],
          ),
        "WebClientResponseException$Unauthorized",
      ),
    },
  },
  {
    estate: "roadlark",
    origin: "payments",
    category: "authentication",
    hints: ["unauthorized", "401", "api key", "authentication", "credential", "security"],
    sev: "high",
    note: "payments' PSP API key is rejected with HTTP 401 (errorType security), so deposits and counter pre-authorisations fail and booking-api, counter-app and kiosk-gateway report failed payment steps.",
    inj: {
      flows: ["reserve", "checkout"],
      failRate: 1,
      rampSec: 0,
      fail: (r) => {
        const res = `RL${r.digits(8)}`;
        const who = r.pick(["booking-api", "counter-app", "kiosk-gateway"]);
        return [
          e(
            "payments",
            "error",
            `Authorisation call failed for ${res}: HTTP 401 {"status":401,"errorCode":"000","message":"HTTP Status Response - Unauthorized","errorType":"security"}`,
            0,
            r.chance(0.3)
              ? javaStack(r, "com.adyen.service.exception.ApiException: HTTP Exception", [
                  "com.adyen.httpclient.AdyenHttpClient.request(AdyenHttpClient.java:120)",
                  "com.adyen.service.resource.Resource.request(Resource.java:83)",
                  "nl.roadlark.payments.psp.AdyenGateway.authorise(AdyenGateway.java:141)",
                ])
              : undefined,
            "ApiException",
          ),
          who === "booking-api"
            ? e(
                "booking-api",
                "error",
                `POST /v3/reservations 502 ${r.int(200, 800)}ms - payments: deposit authorisation failed for ${res}`,
                50,
              )
            : who === "counter-app"
              ? e(
                  "counter-app",
                  "error",
                  `Pre-authorisation failed for ${res}: PaymentServiceException: payments returned 502 (Bad Gateway)`,
                  50,
                )
              : e("kiosk-gateway", "error", `kiosk handover ${res} aborted: payment step failed (payments 502)`, 50),
        ];
      },
    },
  },
  {
    estate: "kestrel",
    origin: "toll-rebill",
    category: "authentication",
    hints: ["auth", "sftp", "login", "authentication"],
    sev: "medium",
    note: "toll-rebill's SFTP login to the toll operator is refused (JSch Auth fail), so the rebill job stops matching passages and its backlog grows while the rest of the estate looks normal.",
    inj: {
      flows: [],
      failRate: 0,
      rampSec: 0,
      fail: () => [],
      mute: ["toll-rebill"],
      background: both(
        wave(
          "toll-rebill",
          "error",
          60,
          () => "c.k.toll.EflowSftpClient : SFTP login to sftp.eflow-partners.example:22 as kestrel_rebill failed",
          2,
          (r) =>
            javaStack(r, "com.jcraft.jsch.JSchException: Auth fail", [
              "com.jcraft.jsch.Session.connect(Session.java:519)",
              "com.jcraft.jsch.Session.connect(Session.java:183)",
              "ie.kestrel.toll.EflowSftpClient.open(EflowSftpClient.java:58)",
              "ie.kestrel.toll.RebillJob.fetchPassages(RebillJob.java:91)",
            ]),
          "JSchException",
        ),
        wave(
          "toll-rebill",
          "warn",
          60,
          (r) => `c.k.toll.RebillJob : run skipped, passage files not fetched (backlog ${r.int(3, 40)} files)`,
          5,
        ),
      ),
    },
  },
  {
    estate: "velden",
    origin: "dms-bridge",
    category: "authentication",
    hints: ["invalid_grant", "token", "authentication", "refresh", "credential"],
    sev: "medium",
    note: "dms-bridge's OAuth refresh token is refused (invalid_grant), DMS syncs stop and workshop-planner cannot push appointments to the DMS (503 from dms-bridge).",
    inj: {
      flows: ["workshop"],
      failRate: 0.9,
      rampSec: 0,
      mute: ["dms-bridge"],
      fail: (r) => {
        const id = r.int(50000, 59999);
        return [
          e(
            "workshop-planner",
            "info",
            `c.v.w.api.AppointmentController : Appointment ${id} created (service=${r.pick(["Inspektion", "HU/AU"])})`,
          ),
          e("dms-bridge", "warn", `POST /workorders rejected: no valid DMS session (appointment ${id})`, 20),
          e(
            "workshop-planner",
            "error",
            `c.v.w.dms.DmsPushClient : push of appointment ${id} to DMS failed: 503 Service Unavailable from dms-bridge`,
            40,
          ),
        ];
      },
      background: both(
        wave(
          "dms-bridge",
          "error",
          45,
          (r) => `DmsSync[${r.int(1, 4)}]: cycle failed, token refresh rejected by identity provider`,
          1,
          () =>
            dotnetStack(
              'Velden.DmsBridge.Auth.TokenRefreshException: Refresh failed: 400 {"error":"invalid_grant","error_description":"AADSTS70008: The provided authorization code or refresh token has expired due to inactivity."}',
              [
                "Velden.DmsBridge.Auth.DmsTokenProvider.RefreshAsync(CancellationToken ct) in /src/DmsBridge/Auth/DmsTokenProvider.cs:line 61",
                "Velden.DmsBridge.Auth.DmsTokenProvider.GetTokenAsync(CancellationToken ct) in /src/DmsBridge/Auth/DmsTokenProvider.cs:line 34",
                "Velden.DmsBridge.Sync.DmsSyncWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/DmsBridge/Sync/DmsSyncWorker.cs:line 48",
              ],
            ),
          "TokenRefreshException",
        ),
      ),
    },
  },
  // ------------------------------------------------------------------ authorization
  {
    estate: "northgate",
    origin: "listing-syndicator",
    category: "authorization",
    hints: ["forbidden", "403", "permission", "authorization", "not permitted"],
    sev: "medium",
    note: "autotrader starts answering listing-syndicator's feed pushes with 403 (partner key not permitted for the advertiser), so no listings update there while the usual missing-image rejections continue.",
    inj: {
      flows: [],
      failRate: 0,
      rampSec: 0,
      fail: () => [],
      background: both(
        wave(
          "listing-syndicator",
          "error",
          20,
          (r) =>
            `feed push to autotrader failed for advertiser ${r.pick(["10023", "10024", "10031"])}: 403 Forbidden {"errors":[{"code":"FORBIDDEN","message":"Partner is not permitted to manage stock for this advertiser"}]}`,
          3,
          (r) =>
            pyStack(
              [
                ["/app/syndicator/push.py", 118, "push_batch", "resp.raise_for_status()"],
                [
                  "/usr/local/lib/python3.12/site-packages/requests/models.py",
                  1024,
                  "raise_for_status",
                  "raise HTTPError(http_error_msg, response=self)",
                ],
              ],
              `requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.autotrader.example/stock?advertiserId=${r.pick(["10023", "10024"])}`,
            ),
          "HTTPError",
        ),
        wave(
          "inventory-api",
          "warn",
          90,
          (r) => `ListingStatusMonitor: ${r.int(20, 140)} vehicles without autotrader confirmation for > 15 min`,
          240,
        ),
      ),
    },
  },
  {
    estate: "kestrel",
    origin: "photo-store",
    category: "authorization",
    hints: ["accessdenied", "access denied", "not authorized", "authorization", "403"],
    sev: "medium",
    note: "photo-store's S3 PutObject calls are denied (AccessDenied for its task role), so return photos are not stored and damage-claims keeps retrying inspections.",
    inj: {
      flows: ["return"],
      failRate: 1,
      rampSec: 0,
      fail: (r) => {
        const ra = `RA${r.digits(7)}`;
        const rid = r.upper(16);
        return [
          e(
            "fleet-telemetry",
            "info",
            `return snapshot for ${ra}: odometer=${r.int(8000, 90000)}km fuel=${r.int(10, 100)}%`,
          ),
          e(
            "photo-store",
            "error",
            `put s3://kestrel-return-photos/${ra}/img_0${r.int(1, 9)}.jpg: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${rid}, api error AccessDenied: User: arn:aws:sts::482913370015:assumed-role/photo-store-task/${r.hex(32)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::kestrel-return-photos/${ra}/img_01.jpg" because no identity-based policy allows the s3:PutObject action`,
            200,
          ),
          e(
            "damage-claims",
            "error",
            `inspection for ${ra} blocked: photo upload failed (photo-store returned 500)`,
            400,
          ),
          e(
            "damage-claims",
            "warn",
            `[celery] Task claims.tasks.attach_photos[${r.hex(8)}-${r.hex(4)}] retry: Retry in 30s: PhotoStoreError('500 from photo-store')`,
            420,
          ),
          e(
            "damage-claims",
            "warn",
            `[celery] Task claims.tasks.attach_photos[${r.hex(8)}-${r.hex(4)}] retry: Retry in 60s: PhotoStoreError('500 from photo-store')`,
            30400,
          ),
          e(
            "damage-claims",
            "warn",
            `[celery] Task claims.tasks.attach_photos[${r.hex(8)}-${r.hex(4)}] retry: Retry in 120s: PhotoStoreError('500 from photo-store')`,
            90400,
          ),
        ];
      },
    },
  },
  {
    estate: "roadlark",
    origin: "fleet-tracker",
    category: "authorization",
    hints: ["scope", "403", "forbidden", "authorization"],
    sev: "medium",
    note: "fleet-tracker's calls to the telematics provider API are answered 403 insufficient_scope, snapshots stop and geofence-watcher skips its sweeps for stale positions.",
    inj: {
      flows: [],
      failRate: 0,
      rampSec: 0,
      fail: () => [],
      mute: ["fleet-tracker"],
      background: both(
        wave(
          "fleet-tracker",
          "error",
          15,
          () =>
            'snapshot failed: GET https://api.tcu-provider.example/v2/fleets/rl-nl/vehicles/status -> 403 {"error":"insufficient_scope","error_description":"The access token does not grant fleet:status:read"}',
          1,
        ),
        wave(
          "geofence-watcher",
          "warn",
          20,
          (r) => `geofence sweep skipped: positions older than ${r.int(120, 900)}s for ${r.int(300, 700)} vehicles`,
          120,
        ),
      ),
    },
  },
  {
    estate: "velden",
    origin: "workshop-planner",
    category: "authorization",
    hints: ["permission", "denied", "authorization", "privilege"],
    sev: "medium",
    note: "workshop-planner's inserts into workshop_appointment fail with 'permission denied for table', so online workshop bookings fail with 500 at the storefront.",
    inj: {
      flows: ["workshop"],
      failRate: 1,
      rampSec: 0,
      fail: (r) => [
        e(
          "workshop-planner",
          "info",
          `c.v.w.slots.SlotService : Found ${r.int(1, 14)} free slots for branch VA-MUC on 2026-07-${r.int(10, 28)} (${r.int(12, 90)} ms)`,
        ),
        e("workshop-planner", "warn", "o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 0, SQLState: 42501", 20),
        e(
          "workshop-planner",
          "error",
          "o.h.engine.jdbc.spi.SqlExceptionHelper : ERROR: permission denied for table workshop_appointment",
          21,
        ),
        e(
          "workshop-planner",
          "error",
          "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception",
          23,
          javaStack(
            r,
            "org.springframework.dao.InvalidDataAccessResourceUsageException: could not execute statement; SQL [n/a]",
            [
              "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)",
              "de.velden.workshop.api.AppointmentController.create(AppointmentController.java:64)",
            ],
            "org.postgresql.util.PSQLException: ERROR: permission denied for table workshop_appointment",
          ),
          "InvalidDataAccessResourceUsageException",
        ),
        e("storefront", "error", `POST /werkstatt/termin 500 ${r.int(60, 300)}ms`, 50),
      ],
    },
  },
  // ------------------------------------------------------------------ database
  {
    estate: "northgate",
    origin: "inventory-api",
    category: "database",
    hints: ["connection", "postgres", "sql", "database", "slots", "psql"],
    sev: "high",
    note: "inventory-api runs out of Postgres connection slots (remaining connection slots are reserved), its pool backs up and dealer-web's stock pages fail with 503s.",
    inj: {
      flows: ["browse", "vdp"],
      failRate: 0.7,
      rampSec: 60,
      fail: (r) => [
        e(
          "inventory-api",
          "error",
          "o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: remaining connection slots are reserved for non-replication superuser connections",
        ),
        ...(r.chance(0.3)
          ? [
              e(
                "inventory-api",
                "error",
                "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() threw exception",
                2,
                javaStack(
                  r,
                  "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
                  [
                    "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
                    "uk.co.northgate.inventory.repo.VehicleRepository.findByRooftop(VehicleRepository.java:41)",
                  ],
                  "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
                ),
                "CannotGetJdbcConnectionException",
              ),
            ]
          : []),
        e(
          "dealer-web",
          "error",
          `GET /used-cars?make=${r.pick(["ford", "vw", "bmw"])}&page=1 503 ${r.int(50, 400)}ms upstream=inventory-api`,
          30,
        ),
        e("dealer-web", "warn", "inventory-api call failed (503), retrying 1/2", 35),
        e("dealer-web", "warn", "inventory-api call failed (503), retrying 2/2", 300),
      ],
      mute: [],
      background: wave(
        "inventory-api",
        "warn",
        30,
        (r) => `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.int(20, 60)})`,
        20,
      ),
    },
  },
  {
    estate: "roadlark",
    origin: "availability-svc",
    category: "database",
    hints: ["mongo", "replica", "primary", "database", "server selection"],
    sev: "high",
    note: "availability-svc loses its MongoDB primary (ReplicaSetNoPrimary), quotes fail, pricing-engine reports 500s from it and booking-api retries loudly.",
    inj: {
      flows: ["quote"],
      failRate: 0.95,
      rampSec: 0,
      fail: (r) => {
        const site = r.pick(["AMS-SCHIPHOL", "RTM-CENTRAAL", "EIN-AIRPORT"]);
        return [
          e(
            "availability-svc",
            "error",
            `availability query failed site=${site}: server selection error: server selection timeout, current topology: { Type: ReplicaSetNoPrimary, Servers: [{ Addr: mongo-0.mongo:27017, Type: RSSecondary, Average RTT: ${r.int(400, 900)}µs }, { Addr: mongo-1.mongo:27017, Type: Unknown, Last error: connection() error occurred during connection handshake: dial tcp 10.12.4.17:27017: connect: connection refused }, { Addr: mongo-2.mongo:27017, Type: RSSecondary }] }`,
          ),
          e(
            "pricing-engine",
            "error",
            `Quote failed for ${site}: availability-svc returned 500 Internal Server Error`,
            30,
          ),
          e("booking-api", "warn", "pricing-engine POST /quote -> 502, retry 1/3 in 200ms", 40),
          e("booking-api", "warn", "pricing-engine POST /quote -> 502, retry 2/3 in 400ms", 260),
          e("booking-api", "warn", "pricing-engine POST /quote -> 502, retry 3/3 in 800ms", 700),
          e("booking-api", "error", `POST /v3/quotes 502 ${r.int(1500, 1900)}ms`, 1520),
        ];
      },
    },
  },
  {
    estate: "kestrel",
    origin: "reservations",
    category: "database",
    hints: ["read-only", "readonly", "pg", "sql", "database", "statement"],
    sev: "high",
    note: "reservations' writes fail with PG::ReadOnlySqlTransaction (it keeps writing to a node that is now read-only), so new bookings and desk updates get 500s.",
    inj: {
      flows: ["reserve", "handover"],
      failRate: 1,
      rampSec: 0,
      fail: (r) => {
        const id = `KCH-${r.digits(6)}`;
        return [
          e("reservations", "info", `Started POST "/reservations" for 172.20.${r.int(1, 9)}.${r.int(2, 250)}`),
          e(
            "reservations",
            "error",
            `ActiveRecord::StatementInvalid (PG::ReadOnlySqlTransaction: ERROR:  cannot execute INSERT in a read-only transaction\n):`,
            20,
            rubyStack("", [
              "app/models/reservation.rb:88:in `block in confirm!'",
              "app/services/reservations/create.rb:31:in `call'",
              "app/controllers/reservations_controller.rb:22:in `create'",
            ]).trimStart(),
            "ActiveRecord::StatementInvalid",
          ),
          e(
            "reservations",
            "info",
            `Completed 500 Internal Server Error in ${r.int(15, 60)}ms (ActiveRecord: ${r.int(2, 20)}.${r.digits(1)}ms)`,
            25,
          ),
          r.chance(0.5)
            ? e(
                "web-gateway",
                "error",
                `"POST /api/reservations HTTP/1.1" 500 ${r.int(100, 300)} rt=${(r.int(30, 90) / 1000).toFixed(3)} upstream=reservations`,
                40,
              )
            : e(
                "checkout-desk",
                "error",
                `Could not update reservation ${id}: reservations API returned 500 (Internal Server Error)`,
                40,
              ),
        ];
      },
    },
  },
  {
    estate: "velden",
    origin: "parts-catalog",
    category: "database",
    hints: ["deadlock", "sql", "mysql", "database", "transaction"],
    sev: "medium",
    note: "parts-catalog's catalogue queries hit MySQL deadlocks while its supplier price import rewrites the article table, so part pages and checkouts fail with 500s.",
    inj: {
      flows: ["parts"],
      failRate: 0.5,
      rampSec: 30,
      before: at([
        -20000,
        e(
          "parts-catalog",
          "info",
          "c.v.p.imp.PriceImport : applying supplier price file ATR-2026-07.csv (184220 rows)",
        ),
      ]),
      fail: (r) => [
        e("parts-catalog", "warn", "o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 1213, SQLState: 40001"),
        e(
          "parts-catalog",
          "error",
          "o.h.engine.jdbc.spi.SqlExceptionHelper : Deadlock found when trying to get lock; try restarting transaction",
          1,
          r.chance(0.4)
            ? javaStack(
                r,
                "org.springframework.dao.CannotAcquireLockException: could not execute statement; SQL [n/a]; nested exception is org.hibernate.exception.LockAcquisitionException: could not execute statement",
                ["de.velden.parts.search.CatalogSearch.reserveStock(CatalogSearch.java:132)"],
                "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
              )
            : undefined,
          "CannotAcquireLockException",
        ),
        e("storefront", "error", `GET /teile/40${r.digits(11)} 500 ${r.int(80, 400)}ms`, 30),
      ],
      background: wave(
        "parts-catalog",
        "info",
        60,
        (r) => `c.v.p.imp.PriceImport : ${r.int(10, 170)}000 rows applied`,
        10,
      ),
    },
  },
  // ------------------------------------------------------------------ network
  {
    estate: "roadlark",
    origin: "unlock-service",
    category: "network",
    hints: ["reset", "connection", "network", "mqtt", "broken pipe", "socket"],
    sev: "high",
    note: "unlock-service's connection to the telematics provider's MQTT endpoint keeps being reset, unlock commands fail and the app's unlock calls get 502s from booking-api.",
    inj: {
      flows: ["unlock"],
      failRate: 0.85,
      rampSec: 0,
      fail: (r) => {
        const tcu = `TCU-${r.digits(8)}`;
        return [
          e(
            "unlock-service",
            "error",
            `unlock cmd=${r.hex(8)} unit=${tcu} failed: publish: write tcp 10.20.3.14:${r.int(30000, 60000)}->185.44.12.9:8883: write: connection reset by peer`,
          ),
          e("booking-api", "error", `POST /v3/trips/unlock 502 ${r.int(100, 900)}ms`, 30),
          e("booking-api", "warn", `unlock-service unavailable for plate ${nlPlate(r)}, app will retry`, 31),
        ];
      },
      background: wave(
        "unlock-service",
        "warn",
        9,
        (r) =>
          r.chance(0.5)
            ? "mqtt: connection lost: read tcp 10.20.3.14:41822->185.44.12.9:8883: read: connection reset by peer; reconnecting to ssl://mqtt.tcu-provider.example:8883"
            : `mqtt: reconnected to ssl://mqtt.tcu-provider.example:8883 after ${r.int(200, 3000)}ms`,
        0,
      ),
    },
  },
  {
    estate: "northgate",
    origin: "supplier-stock",
    category: "network",
    hints: ["dns", "lookup", "resolve", "network", "misbehaving"],
    sev: "medium",
    note: "supplier-stock cannot resolve its suppliers' API host names (lookup ... server misbehaving), stock checks fail and parts-shop retries and shows parts as unavailable.",
    inj: {
      flows: ["parts"],
      failRate: 0.8,
      rampSec: 0,
      fail: (r) => {
        const sku = `${r.pick(["BOS", "MAN", "NGK"])}-${r.digits(6)}`;
        const host = r.pick(["api.gsf-trade.example", "trade.eurocarparts.example", "b2b.andrewpage.example"]);
        return [
          e(
            "supplier-stock",
            "error",
            `stock check sku=${sku} failed: Get "https://${host}/v1/stock?sku=${sku}": dial tcp: lookup ${host} on 10.96.0.10:53: server misbehaving`,
          ),
          e(
            "parts-shop",
            "warn",
            `supplier-stock request failed (attempt 1/3): Request failed with status code 502`,
            10,
          ),
          e(
            "parts-shop",
            "warn",
            `supplier-stock request failed (attempt 2/3): Request failed with status code 502`,
            300,
          ),
          e(
            "parts-shop",
            "warn",
            `supplier-stock request failed (attempt 3/3): Request failed with status code 502`,
            900,
          ),
          e("parts-shop", "error", `GET /api/parts/${sku}/availability 502 ${r.int(900, 1400)}ms`, 910),
        ];
      },
    },
  },
  {
    estate: "kestrel",
    origin: "keyless-bridge",
    category: "network",
    hints: ["route", "network", "unreachable", "dial", "connect"],
    sev: "medium",
    note: "keyless-bridge loses its route to the key-box controllers at DUB-T1 (no route to host), digital keys cannot be issued there and checkout-desk reports 502s.",
    inj: {
      flows: ["handover"],
      failRate: 0.55,
      rampSec: 0,
      fail: (r) => {
        const ra = `RA${r.digits(7)}`;
        return [
          e("checkout-desk", "info", `Rental agreement ${ra} opened for KCH-${r.digits(6)} at DUB-T1`),
          e(
            "keyless-bridge",
            "error",
            `issue key for box ${r.int(1, 40)} at DUB-T1: dial tcp 10.61.4.20:7443: connect: no route to host`,
            300,
          ),
          e(
            "checkout-desk",
            "error",
            `Digital key could not be issued for ${ra}: keyless-bridge returned 502 (Bad Gateway), desk to hand over physical key`,
            320,
          ),
        ];
      },
      background: both(
        wave(
          "keyless-bridge",
          "warn",
          30,
          (r) => `controller DUB-T1 (10.61.4.20:7443) unreachable, ${r.int(38, 44)} boxes marked offline`,
          5,
        ),
      ),
    },
  },
  {
    estate: "velden",
    origin: "photo-pipeline",
    category: "network",
    hints: ["reset", "connection", "network", "tcp"],
    sev: "medium",
    note: "photo-pipeline's uploads to object storage are reset mid-stream and it logs only warnings while feed-exporter starts sending ads without images.",
    inj: {
      flows: [],
      failRate: 0,
      rampSec: 0,
      fail: () => [],
      mute: ["photo-pipeline"],
      background: both(
        wave(
          "photo-pipeline",
          "warn",
          8,
          (r) =>
            `upload ${dePlate(r)}/${r.int(1, 24)}_1600.webp attempt ${r.int(1, 3)}/3 failed: Put "https://s3.eu-central-2.objstore.example/velden-fahrzeugbilder/": write tcp 10.0.3.7:${r.int(30000, 60000)}->38.27.106.12:443: write: connection reset by peer`,
          0,
        ),
        wave(
          "feed-exporter",
          "warn",
          25,
          (r) => `ad ${r.int(300000000, 399999999)} exported without images: no renditions from photo-pipeline yet`,
          90,
        ),
      ),
    },
  },
  // ------------------------------------------------------------------ timeout
  {
    estate: "northgate",
    origin: "tradein-valuation",
    category: "timeout",
    hints: ["timeout", "timed out", "read timeout"],
    sev: "medium",
    note: "tradein-valuation's calls to the cap-hpi valuation API stop answering within its 10 s read timeout, and dealer-web's part-exchange requests fail with 504.",
    inj: {
      flows: ["tradein"],
      failRate: 0.9,
      rampSec: 0,
      fail: (r) => [
        e(
          "tradein-valuation",
          "error",
          `valuation failed for ${ukPlate(r)}: HTTPSConnectionPool(host='api.cap-hpi.example', port=443): Read timed out. (read timeout=10)`,
          10000,
          r.chance(0.5)
            ? pyStack(
                [
                  [
                    "/srv/app/valuation/caphpi.py",
                    64,
                    "value_vehicle",
                    "resp = self.session.post(url, json=payload, timeout=(3, 10))",
                  ],
                  [
                    "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
                    713,
                    "send",
                    "raise ReadTimeout(e, request=request)",
                  ],
                ],
                "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.cap-hpi.example', port=443): Read timed out. (read timeout=10)",
              )
            : undefined,
          "ReadTimeout",
        ),
        e("dealer-web", "error", `POST /part-exchange/value 504 ${r.int(10010, 10300)}ms`, 10040),
      ],
    },
  },
  {
    estate: "roadlark",
    origin: "pricing-engine",
    category: "timeout",
    hints: ["timeout", "timed out", "budget", "exceeded", "deadline"],
    sev: "medium",
    note: "pricing-engine's quote computation overruns its 2000 ms budget (it logs WARN only), booking-api times out and retries, and quotes fail with 504.",
    inj: {
      flows: ["quote"],
      failRate: 0.75,
      rampSec: 40,
      fail: (r) => {
        const site = r.pick(["AMS-SCHIPHOL", "RTM-CENTRAAL", "EIN-AIRPORT", "UTR-JAARBEURS"]);
        return [
          e(
            "availability-svc",
            "info",
            `availability site=${site} class=${r.pick(["ECMR", "CDMR"])} free=${r.int(0, 30)} took=${r.int(3, 30)}ms`,
          ),
          e("booking-api", "warn", "pricing-engine call timed out after 2000ms, retry 1/2", 2010),
          e(
            "pricing-engine",
            "warn",
            `Quote for ${site} exceeded 2000 ms budget (elapsed ${r.int(2001, 4800)} ms, rules evaluated ${r.int(14, 38)}/40), abandoning`,
            2400,
          ),
          e(
            "booking-api",
            "error",
            `POST /v3/quotes 504 ${r.int(4010, 4100)}ms pricing-engine: context deadline exceeded`,
            4030,
          ),
        ];
      },
    },
  },
  {
    estate: "kestrel",
    origin: "damage-claims",
    category: "timeout",
    hints: ["timeout", "lock", "timed out"],
    sev: "medium",
    note: "damage-claims' claim tasks cannot acquire their Redis claim locks within 10 s and time out, so inspections after returns pile up in celery retries.",
    inj: {
      flows: ["return"],
      failRate: 0.9,
      rampSec: 0,
      fail: (r) => {
        const ra = `RA${r.digits(7)}`;
        const tid = `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}`;
        return [
          e("photo-store", "info", `stored ${r.int(4, 12)} return photos for ${ra} (${r.int(3, 20)} MB)`),
          e(
            "damage-claims",
            "error",
            `[celery] Task claims.tasks.open_inspection[${tid}] raised unexpected: TimeoutError('could not acquire lock claims:${ra} within 10.0s')`,
            10200,
            pyStack(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
                  453,
                  "trace_task",
                  "R = retval = fun(*args, **kwargs)",
                ],
                ["/app/claims/tasks.py", 141, "open_inspection", "with claim_lock(agreement_id, timeout=10.0):"],
                [
                  "/app/claims/locks.py",
                  37,
                  "claim_lock",
                  'raise TimeoutError(f"could not acquire lock {key} within {timeout}s")',
                ],
              ],
              `TimeoutError: could not acquire lock claims:${ra} within 10.0s`,
            ),
            "TimeoutError",
          ),
          e("damage-claims", "warn", `[celery] Task claims.tasks.open_inspection[${tid}] retry: Retry in 20s`, 10210),
        ];
      },
    },
  },
  {
    estate: "velden",
    origin: "workshop-planner",
    category: "timeout",
    hints: ["timeout", "timelimiter", "timed out"],
    sev: "medium",
    note: "workshop-planner's slot search starts running into its 15 s TimeLimiter, and storefront's workshop bookings fail with 504 Gateway Timeout.",
    inj: {
      flows: ["workshop"],
      failRate: 0.85,
      rampSec: 30,
      fail: (r) => [
        e(
          "workshop-planner",
          "error",
          "c.v.w.api.AppointmentController : slot search failed: TimeLimiter 'slotSearch' recorded a timeout exception.",
          15000,
          r.chance(0.4)
            ? javaStack(
                r,
                "java.util.concurrent.TimeoutException: TimeLimiter 'slotSearch' recorded a timeout exception.",
                [
                  "io.github.resilience4j.timelimiter.TimeLimiter.createdTimeoutExceptionWithName(TimeLimiter.java:225)",
                  "de.velden.workshop.slots.SlotService.findSlots(SlotService.java:88)",
                ],
              )
            : undefined,
          "TimeoutException",
        ),
        e("storefront", "error", `POST /werkstatt/termin 504 ${r.int(15001, 15100)}ms`, 15030),
      ],
    },
  },
  // ------------------------------------------------------------------ rate_limiting
  {
    estate: "northgate",
    origin: "vin-decoder",
    category: "rate_limiting",
    hints: ["429", "rate", "too many requests", "throttl", "limit"],
    sev: "medium",
    note: "vin-decoder is throttled by the vPIC decode API (429 Too Many Requests); it logs warnings and inventory-api serves vehicle pages with empty spec fields.",
    inj: {
      flows: ["vdp"],
      failRate: 0.65,
      rampSec: 0,
      fail: (r) => {
        const v = vin(r);
        return [
          e(
            "vin-decoder",
            "warn",
            `vPIC DecodeVinValuesExtended ${v}: 429 Too Many Requests (Retry-After: 30), serving undecoded`,
          ),
          e("inventory-api", "warn", `VIN decode unavailable for ${v}, spec fields left empty`, 10),
          e("dealer-web", "info", `GET /used-cars/${v.toLowerCase()} 200 ${r.int(60, 300)}ms`, 25),
        ];
      },
      background: wave(
        "vin-decoder",
        "warn",
        30,
        (r) => `vpic limiter: ${r.int(400, 1400)} requests queued, backing off 30s`,
        5,
      ),
    },
  },
  {
    estate: "roadlark",
    origin: "counter-app",
    category: "rate_limiting",
    hints: ["429", "too many requests", "rate", "limit"],
    sev: "medium",
    note: "counter-app's driving-licence checks are answered 429 Too Many Requests by the licence registry API, so desk check-outs fail while kiosk check-outs carry on.",
    inj: {
      flows: ["checkout"],
      failRate: 0.5,
      rampSec: 0,
      fail: (r) => {
        const res = `RL${r.digits(8)}`;
        return [
          e("payments", "info", `Pre-auth EUR ${r.int(300, 1500)}.00 for ${res} approved`),
          e(
            "counter-app",
            "error",
            `Licence check failed for ${res}`,
            60,
            dotnetStack(
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 429 (Too Many Requests).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                "Roadlark.Counter.Licence.LicenceRegistryClient.VerifyAsync(LicenceRequest request) in /src/Counter/Licence/LicenceRegistryClient.cs:line 52",
                "Roadlark.Counter.Checkout.CheckoutWorkflow.RunAsync(String reservationId) in /src/Counter/Checkout/CheckoutWorkflow.cs:line 118",
              ],
            ),
            "HttpRequestException",
          ),
          e("counter-app", "warn", `Check-out ${res} on hold: licence registry throttled (Retry-After: 60)`, 61),
        ];
      },
    },
  },
  {
    estate: "kestrel",
    origin: "quote-service",
    category: "rate_limiting",
    hints: ["over_query_limit", "rate", "limit", "quota"],
    sev: "medium",
    note: "quote-service's distance lookups for one-way fees hit OVER_QUERY_LIMIT at the maps API, it retries, and web-gateway returns 502 for quotes.",
    inj: {
      flows: ["quote"],
      failRate: 0.6,
      rampSec: 20,
      fail: (r) => [
        e("quote-service", "warn", "distance matrix OVER_QUERY_LIMIT, retrying in 0.5s"),
        e("quote-service", "warn", "distance matrix OVER_QUERY_LIMIT, retrying in 1.0s", 520),
        e(
          "quote-service",
          "error",
          `one-way fee lookup failed ${r.pick(["DUB-T1", "SNN-AIRPORT"])} -> ${r.pick(["ORK-CITY", "GWY-CENTRE"])}`,
          1540,
          pyStack(
            [
              [
                "/app/quotes/oneway.py",
                77,
                "oneway_fee",
                "rows = gmaps.distance_matrix(pickup, dropoff, mode='driving')",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/googlemaps/client.py",
                340,
                "_get_body",
                "raise googlemaps.exceptions._OverQueryLimit(",
              ],
            ],
            "googlemaps.exceptions._OverQueryLimit: OVER_QUERY_LIMIT (You have exceeded your rate-limit for this API.)",
          ),
          "_OverQueryLimit",
        ),
        e(
          "web-gateway",
          "error",
          `"POST /api/quote HTTP/1.1" 502 ${r.int(150, 300)} rt=1.${r.digits(3)} upstream=quote-service`,
          1560,
        ),
      ],
    },
  },
  {
    estate: "velden",
    origin: "lead-router",
    category: "rate_limiting",
    hints: ["request_limit", "limit", "rate", "exceeded"],
    sev: "medium",
    note: "lead-router's Salesforce calls fail with REQUEST_LIMIT_EXCEEDED, every lead assignment job goes into Sidekiq retries and no leads reach the branches.",
    inj: {
      flows: ["lead"],
      failRate: 1,
      rampSec: 0,
      fail: (r) => {
        const jid = r.hex(24);
        return [
          e("storefront", "info", `POST /anfrage 201 ${r.int(60, 300)}ms`),
          e(
            "lead-router",
            "warn",
            `Sidekiq LeadAssignJob JID-${jid} WARN: Restforce::ErrorCode::RequestLimitExceeded: REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.`,
            200,
          ),
          e(
            "lead-router",
            "warn",
            `Sidekiq LeadAssignJob JID-${jid} WARN: retry_count: 0, retrying in ${r.int(20, 40)} seconds`,
            210,
          ),
          e(
            "lead-router",
            "warn",
            `Sidekiq LeadAssignJob JID-${jid} WARN: Restforce::ErrorCode::RequestLimitExceeded: REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.`,
            35000,
          ),
          e(
            "lead-router",
            "warn",
            `Sidekiq LeadAssignJob JID-${jid} WARN: retry_count: 1, retrying in ${r.int(40, 80)} seconds`,
            35010,
          ),
        ];
      },
    },
  },
  // ------------------------------------------------------------------ validation
  {
    estate: "northgate",
    origin: "parts-shop",
    category: "validation",
    hints: ["validation", "pattern", "invalid", "postcode", "schema"],
    sev: "medium",
    note: "parts-shop rejects most checkouts because its order schema refuses postcodes as the checkout form now sends them (fails to match the required pattern).",
    inj: {
      flows: ["parts"],
      failRate: 0.35,
      rampSec: 0,
      fail: (r) => {
        const pc = `${r.pick(["LS", "YO", "HU", "DN", "HG"])}${r.int(1, 28)} ${r.int(1, 9)}${r.upper(2)}`;
        return [
          e(
            "parts-shop",
            "info",
            `GET /api/parts/${r.pick(["BOS", "NGK"])}-${r.digits(6)}/availability 200 ${r.int(80, 500)}ms`,
          ),
          e(
            "parts-shop",
            "error",
            `POST /api/orders 422 - order rejected`,
            40,
            nodeStack(
              `ValidationError: "deliveryAddress.postcode" with value "${pc.toLowerCase()} " fails to match the required pattern: /^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$/`,
              [
                "Object.exports.process (/app/node_modules/joi/lib/errors.js:193:16)",
                "Object.internals.entry (/app/node_modules/joi/lib/validator.js:153:26)",
                "exports.entry (/app/node_modules/joi/lib/validator.js:27:30)",
                "internals.Base.validateAsync (/app/node_modules/joi/lib/base.js:548:26)",
                "createOrder (/app/src/routes/orders.js:41:38)",
              ],
            ),
            "ValidationError",
          ),
        ];
      },
    },
  },
  {
    estate: "roadlark",
    origin: "booking-api",
    category: "validation",
    hints: ["zod", "invalid", "validation", "schema", "expected"],
    sev: "medium",
    note: "booking-api's request schema rejects reservations whose driver.licenceCountry is null (ZodError invalid_type), so many reservations fail with 400.",
    inj: {
      flows: ["reserve"],
      failRate: 0.6,
      rampSec: 0,
      fail: (r) => [
        e(
          "booking-api",
          "warn",
          `POST /v3/reservations 400 ${r.int(4, 20)}ms ZodError: [{"code":"invalid_type","expected":"string","received":"null","path":["driver","licenceCountry"],"message":"Expected string, received null"}]`,
        ),
      ],
      background: wave(
        "booking-api",
        "error",
        60,
        (r) => `reservation conversion below threshold: ${r.int(30, 45)}% of attempts rejected in last 60s (was 2%)`,
        120,
      ),
    },
  },
  {
    estate: "kestrel",
    origin: "checkout-desk",
    category: "validation",
    hints: ["validation", "fluentvalidation", "must not be empty", "invalid"],
    sev: "medium",
    note: "checkout-desk rejects most rental agreements because the licence issue date arrives empty (FluentValidation 'must not be empty'), so keys are not issued.",
    inj: {
      flows: ["handover"],
      failRate: 0.7,
      rampSec: 0,
      fail: (r) => [
        e(
          "checkout-desk",
          "error",
          `Rental agreement for KCH-${r.digits(6)} could not be opened at ${r.pick(["DUB-T1", "DUB-T2", "ORK-CITY"])}`,
          0,
          dotnetStack(
            "FluentValidation.ValidationException: Validation failed: \n -- DriverLicence.IssueDate: 'Issue Date' must not be empty. Severity: Error",
            [
              "FluentValidation.AbstractValidator`1.RaiseValidationException(ValidationContext`1 context, ValidationResult result)",
              "FluentValidation.AbstractValidator`1.ValidateAndThrow(T instance)",
              "Kestrel.Desk.Agreements.OpenAgreementHandler.Handle(OpenAgreementCommand cmd, CancellationToken ct) in /src/Desk/Agreements/OpenAgreementHandler.cs:line 47",
            ],
          ),
          "ValidationException",
        ),
      ],
    },
  },
  {
    estate: "velden",
    origin: "parts-catalog",
    category: "validation",
    hints: ["validation", "invalid", "decimal", "rejected", "row"],
    sev: "medium",
    note: "parts-catalog's supplier price import rejects tens of thousands of rows (netPrice not a valid decimal), leaving articles without a price so parts-checkout refuses orders.",
    inj: {
      flows: ["parts"],
      failRate: 0.3,
      rampSec: 60,
      before: at([
        -5000,
        e(
          "parts-catalog",
          "info",
          "c.v.p.imp.PriceImport : applying supplier price file ATR-2026-07.csv (184220 rows)",
        ),
      ]),
      fail: (r) => {
        const o = `VA-${r.digits(7)}`;
        return [
          e(
            "parts-catalog",
            "info",
            `c.v.p.search.CatalogSearch : query oe=${r.upper(1)}${r.digits(9)} -> ${r.int(1, 12)} articles (${r.int(5, 70)} ms)`,
          ),
          e(
            "parts-checkout",
            "error",
            `order ${o} rejected: ${r.int(1, 3)} items have no valid price (price list ATR-2026-07)`,
            40,
          ),
          e("storefront", "error", `POST /warenkorb/checkout 409 ${r.int(60, 200)}ms`, 60),
        ];
      },
      background: both(
        wave(
          "parts-catalog",
          "warn",
          2,
          (r) =>
            `c.v.p.imp.PriceImport : row ${r.int(2, 184220)} rejected: netPrice '${r.int(1, 900)},${r.digits(2)}' is not a valid decimal`,
          0,
        ),
        at([
          240000,
          e(
            "parts-catalog",
            "error",
            "c.v.p.imp.PriceImport : import finished with 61877 rejected rows; affected articles have no active price",
          ),
        ]),
      ),
    },
  },
];
