// The 52 failing windows: 4 per category across the four carriers, each told the way its software really logs it.
import { bpTrk, dcl, drv, hh, hubBc, lk, merch, route, s10, shp } from "./estates.js";
import type { Rng } from "./rng.js";
import { dotnet, go, java, javaRaw, node, python, ruby } from "./stacks.js";
import type { Ctx } from "./stream.js";

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

export interface Scenario {
  estate: string;
  category: Category | null;
  origin: string | null;
  hints: string[];
  sev: "medium" | "high" | null;
  note: string;
  run(c: Ctx): void;
}

const rid = (r: Rng) => r.hex(8);
const sec = (n: number) => n * 1000;

/** A caller's HTTP client retrying before giving up: WARN per retry, then its own ERROR. */
function retries(c: Ctx, svc: string, t: number, n: number, warn: (i: number) => string, tr?: string): number {
  let at = t;
  for (let i = 1; i <= n; i++) {
    at += c.r.int(100, 400) * i;
    c.emit(svc, at, "WARN", warn(i), undefined, tr);
  }
  return at + c.r.int(50, 300);
}

export const INCIDENTS: Scenario[] = [
  // ---------------------------------------------------------------- authentication
  {
    estate: "brightpost",
    category: "authentication",
    origin: "label-service",
    hints: ["oauth", "token", "credential", "invalid_client", "authentication", "unauthorized", "secret"],
    sev: "medium",
    note: "label-service's OAuth client secret for the partner label API expires, so every cross-border label fails and merchant-api returns 502s with retries.",
    run(c) {
      const r = c.r;
      c.suppress("label-service", 0.35);
      c.every(c.start, c.t1, 30, (t) =>
        c.emit(
          "label-service",
          t,
          "ERROR",
          "Failed to refresh access token for client registration 'partner-xl'",
          java(
            r,
            "[invalid_client] client secret expired (response from https://auth.partner-xl.example/oauth2/token: 401 Unauthorized)",
            [
              "org.springframework.security.oauth2.client.endpoint.DefaultClientCredentialsTokenResponseClient.getTokenResponse",
              "org.springframework.security.oauth2.client.ClientCredentialsOAuth2AuthorizedClientProvider.authorize",
              "nl.brightpost.label.partner.PartnerTokenProvider.currentToken",
              "nl.brightpost.label.partner.PartnerLabelClient.create",
            ],
          ).map((l, i) =>
            i === 0 ? `org.springframework.security.oauth2.client.ClientAuthorizationException: ${l}` : l,
          ),
        ),
      );
      c.poisson(c.start + sec(2), c.t1, 26, (t, tr) => {
        const s = shp(r);
        c.emit(
          "label-service",
          t,
          "ERROR",
          `Label creation failed for shipment ${s} destination=${r.pick(["GB", "CH", "NO", "US"])}: no access token for partner-xl (401 invalid_client)`,
          undefined,
          tr,
        );
        const end = retries(
          c,
          "merchant-api",
          t + 20,
          2,
          (i) => `label-service call failed (502), retry ${i}/2 shipment=${s}`,
          tr,
        );
        c.emit(
          "merchant-api",
          end,
          "ERROR",
          `POST /v3/shipments 502 ${r.int(900, 2400)}ms - upstream label-service: Bad Gateway`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    estate: "routewise",
    category: "authentication",
    origin: "pod-store",
    hints: ["token", "credential", "expiredtoken", "authentication", "identity", "sts"],
    sev: "medium",
    note: "pod-store's web-identity credentials stop refreshing (token audience mismatch), uploads of delivery photos fail with ExpiredToken and handheld-sync piles up retries.",
    run(c) {
      const r = c.r;
      c.emit(
        "pod-store",
        c.start - sec(15),
        "WARN",
        "credential refresh failed, using cached credentials: operation error STS: AssumeRoleWithWebIdentity, https response error StatusCode: 400, RequestID: " +
          `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}, InvalidIdentityToken: Incorrect token audience`,
      );
      c.suppress("pod-store", 0.9);
      c.suppress("dispatch-api", 0.2);
      c.every(c.start, c.t1, 60, (t) =>
        c.emit(
          "pod-store",
          t,
          "WARN",
          `credential refresh failed: operation error STS: AssumeRoleWithWebIdentity, https response error StatusCode: 400, RequestID: ${r.hex(8)}-${r.hex(4)}-${r.hex(4)}, InvalidIdentityToken: Incorrect token audience`,
        ),
      );
      c.poisson(c.start, c.t1, 30, (t, tr) => {
        const p = bpTrk(r);
        c.emit(
          "pod-store",
          t,
          "ERROR",
          `upload failed parcel=${p} key=pod/2026/06/${r.hex(12)}.jpg: operation error S3: PutObject, https response error StatusCode: 400, RequestID: ${r.hex(16).toUpperCase()}, HostID: ${r.hex(20)}, api error ExpiredToken: The provided token has expired.`,
          undefined,
          tr,
        );
        c.emit(
          "handheld-sync",
          t + r.int(30, 200),
          "ERROR",
          `POST /pod -> pod-store responded 500 for ${p} from ${hh(r)}; keeping in device queue`,
          undefined,
          tr,
        );
        if (r.chance(0.6))
          retries(
            c,
            "handheld-sync",
            t + 300,
            r.int(1, 3),
            (i) => `retrying POD upload ${p} (attempt ${i + 1}) after 500`,
            tr,
          );
      });
    },
  },
  {
    estate: "kronhub",
    category: "authentication",
    origin: "hub-wms",
    hints: ["password", "authentication", "credential", "login", "vault"],
    sev: "high",
    note: "hub-wms's dynamic database credentials expire after a failed Vault lease renewal; new connections fail password authentication and every lookup from the floor systems fails.",
    run(c) {
      const r = c.r;
      c.emit(
        "hub-wms",
        c.start - sec(20),
        "WARN",
        "Lease renewal failed for database/creds/wms-app (lease_id=database/creds/wms-app/" +
          r.hex(12) +
          "): lease not found or lease is not renewable",
      );
      c.suppress("hub-wms", 0.85);
      c.every(c.start, c.t1, 20, (t) =>
        c.emit(
          "hub-wms",
          t,
          "ERROR",
          "HikariPool-1 - Exception during pool initialization / connection add",
          javaRaw(
            'org.postgresql.util.PSQLException: FATAL: password authentication failed for user "v-kube-wms-app-7Hq2"',
            [
              "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
              "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
              "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
              "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:368)",
              "com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:743)",
            ],
          ),
        ),
      );
      c.poisson(c.start + sec(5), c.t1, 40, (t) => {
        const b = hubBc(r);
        const who = r.pick(["tracking-publisher", "label-reprint", "yard-mgmt", "chute-allocator"]);
        c.emit(
          "hub-wms",
          t,
          "ERROR",
          `GET /api/parcels/${b} failed: Could not open JDBC Connection for transaction; HikariPool-1 - Connection is not available, request timed out after 30000ms`,
        );
        if (who === "tracking-publisher")
          c.emit(who, t + 40, "ERROR", `hub-wms lookup for ${b} failed: Request failed with status code 500`);
        else if (who === "label-reprint")
          c.emit(
            who,
            t + 40,
            "ERROR",
            `could not fetch label data for ${b}: 500 Server Error for url: http://hub-wms:8080/api/parcels/${b}`,
          );
        else if (who === "yard-mgmt")
          c.emit(
            who,
            t + 40,
            "ERROR",
            `Faraday::ServerError: the server responded with status 500 (GET http://hub-wms:8080/api/trailers/open)`,
          );
        else
          c.emit(
            who,
            t + 40,
            "WARN",
            `pre-advice lookup for ${b} failed (hub-wms 500), using default destination rules`,
          );
      });
    },
  },
  {
    estate: "eastmark",
    category: "authentication",
    origin: "edi-bridge",
    hints: ["auth", "publickey", "sftp", "authentication", "jsch", "key"],
    sev: "medium",
    note: "edi-bridge can no longer log in to the customs EDI mailbox over SFTP after a key rotation, so ITMATT batches stop and customs-declare warns about missing acknowledgements.",
    run(c) {
      const r = c.r;
      c.emit(
        "edi-bridge",
        c.start - sec(20),
        "INFO",
        "Reloaded SFTP identity from /etc/edi-bridge/keys/id_ed25519 (fingerprint SHA256:q3Lk…Yv0)",
      );
      c.suppress("edi-bridge", 0.9);
      c.every(c.start, c.t1, 15, (t) => {
        c.emit(
          "edi-bridge",
          t,
          "ERROR",
          "Failed to open SFTP session to edi.customs-mailbox.example:22 as emp-xb-prod",
          javaRaw("com.jcraft.jsch.JSchException: Auth fail for methods 'publickey'", [
            "com.jcraft.jsch.Session.connect(Session.java:532)",
            "org.springframework.integration.sftp.session.DefaultSftpSessionFactory.getSession(DefaultSftpSessionFactory.java:408)",
            "nl.eastmark.edi.outbound.MailboxWriter.send(MailboxWriter.java:88)",
            "nl.eastmark.edi.outbound.ItmattScheduler.flush(ItmattScheduler.java:51)",
          ]),
        );
        c.emit("edi-bridge", t + 30, "WARN", `Outbound queue not drained: ${r.int(40, 900)} ITMATT messages pending`);
      });
      c.poisson(c.start + sec(60), c.t1, 14, (t) =>
        c.emit(
          "customs-declare",
          t,
          "WARN",
          `No ITMATT acknowledgement for ${dcl(r)} within 10m, declaration still PENDING_TRANSMISSION`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- authorization
  {
    estate: "brightpost",
    category: "authorization",
    origin: "tracking-ingest",
    hints: ["authorization", "not authorized", "acl", "topic", "topicauthorization"],
    sev: "medium",
    note: "after an ACL change tracking-ingest is no longer allowed to write to tracking.events.v2, so normalised events stop and downstream tracking goes stale.",
    run(c) {
      const r = c.r;
      c.suppress("tracking-indexer", 0.9);
      c.suppress("webhook-relay", 0.6);
      c.poisson(c.start, c.t1, 20, (t) =>
        c.emit(
          "tracking-ingest",
          t,
          "ERROR",
          `[Producer clientId=tracking-ingest-producer-${r.int(0, 2)}] Error while sending record to topic tracking.events.v2 partition ${r.int(0, 11)}`,
          javaRaw(
            "org.apache.kafka.common.errors.TopicAuthorizationException: Not authorized to access topics: [tracking.events.v2]",
            [],
          ),
        ),
      );
      c.every(c.start + sec(30), c.t1, 30, (t) =>
        c.emit(
          "tracking-ingest",
          t,
          "WARN",
          `Pausing consumption of scans.raw: ${r.int(200, 4000)} records failed to publish in the last 30s`,
        ),
      );
      c.every(c.start + sec(60), c.t1, 60, (t) =>
        c.emit("tracking-indexer", t, "WARN", "no documents received from tracking.events.v2 in 60s"),
      );
      c.poisson(c.start + sec(90), c.t1, 10, (t) =>
        c.emit(
          "portal-bff",
          t,
          "WARN",
          `tracking for ${bpTrk(r)} looks stale: last event ${r.int(4, 30)}m ago, hub reports newer scans`,
        ),
      );
    },
  },
  {
    estate: "routewise",
    category: "authorization",
    origin: "route-planner",
    hints: ["permission", "forbidden", "403", "access", "authorization", "iam"],
    sev: "medium",
    note: "route-planner's service account loses write access to the route-plans bucket; plans cannot be published and dispatch-api retries against it.",
    run(c) {
      const r = c.r;
      c.suppress("route-planner", 0.7);
      c.poisson(c.start, c.t1, 12, (t, tr) => {
        const rt = route(r);
        c.emit(
          "route-planner",
          t,
          "ERROR",
          `failed to publish plan for ${rt}`,
          python(
            r,
            [
              [
                "/app/planner/publish.py",
                "publish_plan",
                'blob.upload_from_string(payload, content_type="application/json")',
              ],
              [
                "/usr/local/lib/python3.12/site-packages/google/cloud/storage/blob.py",
                "upload_from_string",
                "self.upload_from_file(",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/google/cloud/storage/blob.py",
                "_prep_and_do_upload",
                "_raise_from_invalid_response(exc)",
              ],
            ],
            "google.api_core.exceptions.Forbidden: 403 POST https://storage.googleapis.com/upload/storage/v1/b/rw-route-plans/o?uploadType=multipart: route-planner@rw-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
          ),
          tr,
        );
        c.emit(
          "route-planner",
          t + 20,
          "INFO",
          `POST /v1/insert-stop 500 ${r.int(200, 800)}ms route=${rt}`,
          undefined,
          tr,
        );
        const end = retries(
          c,
          "dispatch-api",
          t + 60,
          3,
          (i) => `route-planner insert-stop failed with 500, retry ${i}/3 (${rt})`,
          tr,
        );
        c.emit(
          "dispatch-api",
          end,
          "ERROR",
          `Could not insert stop into ${rt}: route-planner unavailable after 3 attempts`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    estate: "eastmark",
    category: "authorization",
    origin: "billing-ledger",
    hints: ["permission", "privilege", "denied", "insufficientprivilege", "authorization"],
    sev: "medium",
    note: "a migration changes table ownership and billing-ledger's role loses rights on surcharge_rates; every surcharge posting fails and callers see 500s.",
    run(c) {
      const r = c.r;
      c.emit(
        "billing-ledger",
        c.start - sec(25),
        "INFO",
        "== 20260611091500 MoveSurchargeRatesToPricingSchema: migrated (0.4121s) ==",
      );
      c.suppress("billing-ledger", 0.6);
      c.suppress("invoice-pdf", 0.5);
      c.poisson(c.start, c.t1, 22, (t) => {
        c.emit(
          "billing-ledger",
          t,
          "ERROR",
          "ActiveRecord::StatementInvalid (PG::InsufficientPrivilege: ERROR:  permission denied for table surcharge_rates\n):",
          ruby(r, "", [
            "app/models/surcharge_rate.rb#current_for",
            "app/services/surcharge_poster.rb#call",
            "app/controllers/api/v1/surcharges_controller.rb#create",
          ]).slice(1),
        );
        c.emit(
          "billing-ledger",
          t + 5,
          "INFO",
          `Completed 500 Internal Server Error in ${r.int(10, 40)}ms (ActiveRecord: ${r.int(1, 9)}.2ms | Allocations: ${r.int(900, 3000)})`,
        );
        if (r.chance(0.5))
          c.emit(
            "invoice-pdf",
            t + 60,
            "ERROR",
            `invoice INV-${r.digits(8)} not rendered: billing-ledger POST /api/v1/surcharges returned 500`,
          );
        else
          c.emit(
            "parcel-intake",
            t + 60,
            "WARN",
            `Surcharge posting for ${s10(r)} failed (HTTP 500 from billing-ledger), parcel accepted, will retry`,
          );
      });
    },
  },
  {
    estate: "kronhub",
    category: "authorization",
    origin: "label-reprint",
    hints: ["accessdenied", "access denied", "not authorized", "authorization", "permission", "policy"],
    sev: "medium",
    note: "a new policy denies label-reprint s3:PutObject on the label archive, reprints fail and the manual sort stations pile up parcels without labels.",
    run(c) {
      const r = c.r;
      c.suppress("label-reprint", 0.8);
      c.poisson(c.start, c.t1, 16, (t) => {
        const b = hubBc(r);
        c.emit(
          "label-reprint",
          t,
          "ERROR",
          `reprint failed for ${b}`,
          python(
            r,
            [
              ["/srv/reprint/archive.py", "store_label", "s3.put_object(Bucket=BUCKET, Key=key, Body=pdf)"],
              [
                "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                "_api_call",
                "return self._make_api_call(operation_name, kwargs)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                "_make_api_call",
                "raise error_class(parsed_response, operation_name)",
              ],
            ],
            `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::481516234200:assumed-role/label-reprint-task/${r.hex(10)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::kronhub-label-archive/2026/06/${b}.pdf" with an explicit deny in a service control policy`,
          ),
        );
        c.emit(
          "manual-sort-queue",
          t + r.int(100, 900),
          "WARN",
          `Reprint request for ${b} failed (label-reprint 500); parcel parked at station MS-0${r.int(1, 4)}`,
        );
      });
    },
  },
  // ---------------------------------------------------------------- database
  {
    estate: "brightpost",
    category: "database",
    origin: "address-check",
    hints: ["connection", "database", "postgres", "psycopg", "slots", "operationalerror"],
    sev: "high",
    note: "address-check exhausts its Postgres connection slots, every validation fails and merchant-api retries loudly with 503s.",
    run(c) {
      const r = c.r;
      c.suppress("address-check", 0.95);
      c.poisson(c.start, c.t1, 50, (t, tr) => {
        const py = python(
          r,
          [
            ["/app/address_check/api.py", "validate", "row = session.execute(stmt).first()"],
            [
              "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py",
              "_execute_context",
              "conn = self._revalidate_connection()",
            ],
            [
              "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py",
              "connect",
              "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
            ],
          ],
          'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "addr-db.bp-prod.svc" (10.42.7.19), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
        );
        c.emit("address-check", t, "ERROR", "Exception on /v1/validate [POST]", r.chance(0.4) ? py : undefined, tr);
        const end = retries(
          c,
          "merchant-api",
          t + 30,
          r.int(1, 3),
          (i) => `address-check responded 503, retrying (${i}/3)`,
          tr,
        );
        c.emit(
          "merchant-api",
          end,
          "ERROR",
          `POST /v3/shipments 503 ${r.int(300, 1900)}ms - address validation unavailable (address-check 503)`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    estate: "kronhub",
    category: "database",
    origin: "hub-wms",
    hints: ["deadlock", "database", "postgres", "lock", "psqlexception", "sql"],
    sev: "high",
    note: "hub-wms hits a wave of Postgres deadlocks on container closing and its pool drains; lookups from the sortation systems fail.",
    run(c) {
      const r = c.r;
      c.suppress("hub-wms", 0.6);
      c.poisson(c.start, c.t1, 18, (t) =>
        c.emit(
          "hub-wms",
          t,
          "ERROR",
          `Closing container ROLL-${r.int(1000, 9999)} failed, transaction rolled back`,
          javaRaw("org.postgresql.util.PSQLException: ERROR: deadlock detected", [
            `  Detail: Process ${r.int(3000, 9000)} waits for ShareLock on transaction ${r.digits(8)}; blocked by process ${r.int(3000, 9000)}.`,
            `Process ${r.int(3000, 9000)} waits for ShareLock on transaction ${r.digits(8)}; blocked by process ${r.int(3000, 9000)}.`,
            "  Hint: See server log for query details.",
            '  Where: while updating tuple (1822,14) in relation "parcel"',
            "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
            "\tat org.hibernate.engine.jdbc.spi.SqlExceptionHelper.convert(SqlExceptionHelper.java:64)",
            "\tat nl.kronhub.wms.container.ContainerService.close(ContainerService.java:141)",
          ]),
        ),
      );
      c.poisson(c.start + sec(60), c.t1, 30, (t) => {
        const b = hubBc(r);
        c.emit(
          "hub-wms",
          t,
          "WARN",
          "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=30, active=30, idle=0, waiting=41)",
        );
        const who = r.pick(["tracking-publisher", "chute-allocator", "label-reprint"]);
        if (who === "tracking-publisher")
          c.emit(who, t + 80, "ERROR", `hub-wms lookup for ${b} failed: timeout of 5000ms exceeded`);
        else if (who === "chute-allocator")
          c.emit(who, t + 80, "WARN", `pre-advice for ${b} unavailable (hub-wms 500 after 30.0s), default rules`);
        else
          c.emit(
            who,
            t + 80,
            "ERROR",
            `could not fetch label data for ${b}: 500 Server Error for url: http://hub-wms:8080/api/parcels/${b}`,
          );
      });
    },
  },
  {
    estate: "routewise",
    category: "database",
    origin: "dispatch-api",
    hints: ["database", "postgres", "read-only", "psqlexception", "connection", "sql", "failover"],
    sev: "high",
    note: "dispatch-api's Postgres primary fails over and its pool keeps connections to the demoted node, so writes fail with read-only transaction errors and handheld and ETA calls fail.",
    run(c) {
      const r = c.r;
      c.emit(
        "dispatch-api",
        c.start,
        "WARN",
        "HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@" +
          r.hex(8) +
          " marked as broken because of SQLSTATE(57P01), ErrorCode(0)",
      );
      c.emit(
        "dispatch-api",
        c.start + 50,
        "ERROR",
        "SQL Error: 0, SQLState: 57P01",
        javaRaw("org.postgresql.util.PSQLException: FATAL: terminating connection due to administrator command", [
          "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
          "org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)",
        ]),
      );
      c.suppress("dispatch-api", 0.7);
      c.poisson(c.start + sec(3), c.t1, 40, (t, tr) => {
        const rt = route(r);
        c.emit(
          "dispatch-api",
          t,
          "ERROR",
          `Stop status update failed for ${rt}`,
          r.chance(0.3)
            ? javaRaw(
                "org.springframework.jdbc.UncategorizedSQLException: PreparedStatementCallback; uncategorized SQLException for SQL [update stop set status=? where id=?]; SQL state [25006]; error code [0]; ERROR: cannot execute UPDATE in a read-only transaction",
                [
                  "org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.kt:1548)",
                  "nl.routewise.dispatch.stops.StopRepository.updateStatus(StopRepository.kt:77)",
                  "nl.routewise.dispatch.stops.StopService.markDelivered(StopService.kt:41)",
                ],
              )
            : undefined,
          tr,
        );
        if (r.chance(0.5)) {
          const end = retries(
            c,
            "handheld-sync",
            t + 40,
            2,
            (i) => `dispatch-api PUT /v1/stops status returned 500, retry ${i}`,
            tr,
          );
          c.emit(
            "handheld-sync",
            end,
            "ERROR",
            `sync ${hh(r)} driver=${drv(r)} partially failed: 3 stop updates rejected by dispatch-api (500)`,
            undefined,
            tr,
          );
        } else
          c.emit(
            "customer-eta",
            t + 40,
            "ERROR",
            `GET /eta/${bpTrk(r)} 502 ${r.int(40, 300)}ms upstream=dispatch-api status=500`,
            undefined,
            tr,
          );
      });
    },
  },
  {
    estate: "eastmark",
    category: "database",
    origin: "parcel-intake",
    hints: ["deadlock", "sqlexception", "sql", "database", "pool", "connection"],
    sev: "high",
    note: "parcel-intake's SQL Server starts choosing its inserts as deadlock victims and its connection pool times out, so counters cannot accept parcels.",
    run(c) {
      const r = c.r;
      c.suppress("parcel-intake", 0.7);
      c.poisson(c.start, c.t1, 24, (t) => {
        const deadlock = r.chance(0.55);
        c.emit(
          "parcel-intake",
          t,
          "ERROR",
          deadlock
            ? "An exception occurred while iterating over the results of a query for context type 'Eastmark.Intake.Data.IntakeDbContext'."
            : "Failed executing DbCommand (30,012ms) [Parameters=[@p0='?' (Size = 13)], CommandType='Text', CommandTimeout='30']",
          dotnet(
            r,
            deadlock
              ? `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.int(50, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`
              : "System.InvalidOperationException: Timeout expired.  The timeout period elapsed prior to obtaining a connection from the pool.  This may have occurred because all pooled connections were in use and max pool size was reached.",
            [
              "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
              "Eastmark.Intake.Data.ParcelRepository.InsertAsync(Parcel parcel, CancellationToken ct)",
              "Eastmark.Intake.Api.Controllers.CounterController.Accept(AcceptParcelRequest req)",
            ],
          ),
        );
        c.emit(
          "parcel-intake",
          t + 8,
          "INFO",
          `Request finished HTTP/1.1 POST http://parcel-intake/api/counter/accept - 500 - application/problem+json ${r.int(30, 31000)}.${r.int(100, 999)}ms`,
        );
        if (r.chance(0.35))
          c.emit(
            "partner-gw",
            t + 90,
            "ERROR",
            `handover prealert failed: parcel-intake POST /api/handover returned 500 partner=${r.pick(["usps", "royalmail"])}`,
          );
      });
    },
  },
  // ---------------------------------------------------------------- network
  {
    estate: "brightpost",
    category: "network",
    origin: "address-check",
    hints: ["dns", "name resolution", "resolve", "connectionerror", "network", "nameresolution"],
    sev: "medium",
    note: "address-check's egress can no longer resolve the national address registry host (DNS), so validations fail and merchant-api falls back with warnings and 424s.",
    run(c) {
      const r = c.r;
      c.suppress("address-check", 0.5);
      c.poisson(c.start, c.t1, 28, (t, tr) => {
        c.emit(
          "address-check",
          t,
          "ERROR",
          `registry lookup failed for postcode=${r.int(1011, 9999)}${r.pick(["AB", "KL", "XT"])}`,
          r.chance(0.35)
            ? python(
                r,
                [
                  ["/app/address_check/registry.py", "lookup", "resp = self.session.get(url, params=q, timeout=3)"],
                  [
                    "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                    "send",
                    "raise ConnectionError(e, request=request)",
                  ],
                ],
                "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.bag-registry.example', port=443): Max retries exceeded with url: /v2/adressen?postcode=1012AB (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7f3c2a1b4d90>: Failed to resolve 'api.bag-registry.example' ([Errno -3] Temporary failure in name resolution)\"))",
              )
            : undefined,
          tr,
        );
        c.emit(
          "merchant-api",
          t + r.int(40, 300),
          "WARN",
          `address validation unavailable for merchant ${merch(r)}, accepting shipment as UNVERIFIED`,
          undefined,
          tr,
        );
        if (r.chance(0.3))
          c.emit(
            "merchant-api",
            t + 400,
            "ERROR",
            `POST /v3/shipments 424 ${r.int(3000, 3200)}ms - strict address validation required by merchant settings`,
            undefined,
            tr,
          );
      });
    },
  },
  {
    estate: "routewise",
    category: "network",
    origin: "pod-store",
    hints: ["connection reset", "reset", "tls handshake", "network", "tcp", "econnreset"],
    sev: "medium",
    note: "pod-store's path to object storage degrades (connection resets, TLS handshake timeouts through the NAT), uploads fail and handheld-sync retries in bulk.",
    run(c) {
      const r = c.r;
      c.suppress("pod-store", 0.6);
      c.poisson(c.start, c.t1, 30, (t, tr) => {
        const p = bpTrk(r);
        const m = r.pick([
          `Put "https://objects.eu-west-4.example.net/rw-pod/pod/2026/06/${r.hex(12)}.jpg": write tcp 10.8.3.21:${r.int(30000, 60000)}->145.100.${r.int(1, 250)}.${r.int(1, 250)}:443: write: connection reset by peer`,
          `Put "https://objects.eu-west-4.example.net/rw-pod/pod/2026/06/${r.hex(12)}.jpg": net/http: TLS handshake timeout`,
          `Put "https://objects.eu-west-4.example.net/rw-pod/pod/2026/06/${r.hex(12)}.jpg": read tcp 10.8.3.21:${r.int(30000, 60000)}->145.100.${r.int(1, 250)}.${r.int(1, 250)}:443: read: connection reset by peer`,
        ]);
        c.emit("pod-store", t, "ERROR", `upload failed parcel=${p}: ${m}`, undefined, tr);
        c.emit(
          "handheld-sync",
          t + r.int(100, 400),
          "ERROR",
          `POST /pod -> pod-store responded 502 for ${p}; keeping in device queue`,
          undefined,
          tr,
        );
        retries(
          c,
          "handheld-sync",
          t + 500,
          r.int(1, 3),
          (i) => `retrying POD upload ${p} (attempt ${i + 1}) after 502`,
          tr,
        );
      });
    },
  },
  {
    estate: "eastmark",
    category: "network",
    origin: "partner-gw",
    hints: ["connection reset", "reset", "network", "tcp", "eof", "broken pipe"],
    sev: "medium",
    note: "partner-gw's connections to the destination posts are reset mid-request, handovers fail and edi-bridge reports 502s from partner-gw.",
    run(c) {
      const r = c.r;
      c.suppress("partner-gw", 0.7);
      c.poisson(c.start, c.t1, 26, (t) => {
        const ip = `${r.pick(["56.0.", "194.72.", "185.15."])}${r.int(1, 250)}.${r.int(1, 250)}`;
        const m = r.pick([
          `read tcp 10.12.4.7:${r.int(30000, 60000)}->${ip}:443: read: connection reset by peer`,
          `write tcp 10.12.4.7:${r.int(30000, 60000)}->${ip}:443: write: broken pipe`,
          `Post "https://${r.pick(["api.usps.example", "api.royalmail.example"])}/handover/v2": unexpected EOF`,
        ]);
        c.emit(
          "partner-gw",
          t,
          "ERROR",
          `POST /partner/v1/handover 502 dur=${r.int(100, 9000)}ms partner=${r.pick(["usps", "royalmail"])} err="${m}"`,
        );
        if (r.chance(0.6))
          c.emit(
            "edi-bridge",
            t + 100,
            "ERROR",
            `Handover of ${s10(r)} via partner-gw failed: 502 Bad Gateway, will retry in 60s`,
          );
      });
      c.every(c.start + sec(20), c.t1, 30, (t) =>
        c.emit(
          "partner-gw",
          t,
          "WARN",
          `upstream pool stats partner=usps resets_last_30s=${r.int(20, 90)} tls_handshake_errors=${r.int(3, 30)}`,
        ),
      );
    },
  },
  {
    estate: "kronhub",
    category: "network",
    origin: "sorter-plc-bridge",
    hints: ["connection reset", "no route", "network", "socket", "reset", "errno"],
    sev: "high",
    note: "sorter-plc-bridge's link to the sorter PLC keeps resetting (no route to host between reconnects), tray assignments are lost and induction-ctl and manual sorting take the hit.",
    run(c) {
      const r = c.r;
      c.suppress("sorter-plc-bridge", 0.7);
      c.suppress("induction-ctl", 0.5);
      c.every(c.start, c.t1, 6, (t) => {
        c.emit(
          "sorter-plc-bridge",
          t,
          "ERROR",
          r.pick([
            "[plc] recv() failed on 10.60.1.20:102: Connection reset by peer (errno 104)",
            "[plc] connect to 10.60.1.20:102 failed: No route to host (errno 113)",
            "[plc] send() failed: Broken pipe (errno 32), dropping 14 tray commands",
          ]),
        );
        c.emit("sorter-plc-bridge", t + 300, "INFO", `[plc] reconnecting in ${r.pick([500, 1000, 2000])}ms`);
      });
      c.poisson(c.start + sec(2), c.t1, 45, (t) => {
        c.emit(
          "induction-ctl",
          t,
          "WARN",
          `Tray assignment for tray ${r.int(1, 1800)} not acknowledged by sorter-plc-bridge within 800ms, parcel recirculated`,
        );
        if (r.chance(0.3))
          c.emit(
            "manual-sort-queue",
            t + 2000,
            "INFO",
            `Parcel ${hubBc(r)} queued for manual sorting (reason: Recirculated3x), queue depth ${r.int(40, 160)}`,
          );
      });
    },
  },
  // ---------------------------------------------------------------- timeout
  {
    estate: "brightpost",
    category: "timeout",
    origin: "rate-engine",
    hints: ["timeout", "deadline", "timed out", "deadline exceeded"],
    sev: "medium",
    note: "rate-engine's quote computation starts running past its 2 s deadline for cross-border zones; merchant-api sees 504s and retries.",
    run(c) {
      const r = c.r;
      c.suppress("rate-engine", 0.6);
      c.poisson(c.start, c.t1, 40, (t, tr) => {
        c.emit(
          "rate-engine",
          t + 2000,
          "ERROR",
          `quote failed zone=${r.pick(["INT-3", "INT-5", "EU-2"])} service=standard err="context deadline exceeded" elapsed=2.00${r.int(1, 9)}s surcharge_rules_evaluated=${r.int(14000, 19000)}`,
          undefined,
          tr,
        );
        const end = retries(
          c,
          "merchant-api",
          t + 2010,
          r.int(1, 2),
          (i) => `rate-engine timed out after 2000ms, retry ${i}/2`,
          tr,
        );
        c.emit(
          "merchant-api",
          end,
          "ERROR",
          `POST /v3/rates 504 ${r.int(4000, 6500)}ms - upstream rate-engine timeout`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    estate: "routewise",
    category: "timeout",
    origin: "route-planner",
    hints: ["timeout", "time limit", "timed out", "deadline"],
    sev: "medium",
    note: "route-planner's solver hits its time limit on every insertion for the afternoon wave and dispatch-api's calls to it time out.",
    run(c) {
      const r = c.r;
      c.suppress("route-planner", 0.8);
      c.poisson(c.start, c.t1, 14, (t, tr) => {
        const rt = route(r);
        c.emit(
          "route-planner",
          t + 30000,
          "WARN",
          `solver for ${rt} stopped: status=ROUTING_FAIL_TIMEOUT after 30.0s (stops=${r.int(110, 160)}, no feasible insertion)`,
          undefined,
          tr,
        );
        c.emit(
          "dispatch-api",
          t + 10000,
          "ERROR",
          `Stop insertion into ${rt} failed`,
          r.chance(0.3)
            ? javaRaw("java.net.http.HttpTimeoutException: request timed out", [
                "java.net.http/jdk.internal.net.http.HttpClientImpl.send(HttpClientImpl.java:950)",
                "nl.routewise.dispatch.planner.PlannerClient.insertStop(PlannerClient.kt:58)",
                "nl.routewise.dispatch.stops.StopService.insert(StopService.kt:102)",
              ])
            : undefined,
          tr,
        );
        retries(
          c,
          "dispatch-api",
          t + 10100,
          2,
          (i) => `POST http://route-planner:8000/v1/insert-stop timed out after 10s, retry ${i}/2`,
          tr,
        );
      });
    },
  },
  {
    estate: "eastmark",
    category: "timeout",
    origin: "hs-classifier",
    hints: ["timeout", "timed out", "slow", "sockettimeout", "read timed out"],
    sev: "medium",
    note: "hs-classifier's inference slows to well over ten seconds (it only warns), customs-declare's calls to it time out with read timeouts and retries.",
    run(c) {
      const r = c.r;
      c.suppress("hs-classifier", 0.7);
      c.suppress("duty-calc", 0.5);
      c.poisson(c.start, c.t1, 22, (t) => {
        const dur = r.int(9000, 21000);
        c.emit(
          "hs-classifier",
          t + dur,
          "WARN",
          `slow request: POST /classify took ${(dur / 1000).toFixed(1)}s (model=hs-bert-v7, tokens=${r.int(40, 400)}, queue_wait=${r.int(4, 15)}.${r.int(0, 9)}s)`,
        );
        c.emit(
          "customs-declare",
          t + 8000,
          "ERROR",
          `HS classification failed for ${dcl(r)}`,
          r.chance(0.35)
            ? java(r, "java.net.SocketTimeoutException: Read timed out", [
                "java.base/sun.nio.ch.NioSocketImpl.timedRead",
                "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer",
                "nl.eastmark.customs.hs.HsClassifierClient.classify",
                "nl.eastmark.customs.declare.DeclarationService.prepare",
              ])
            : undefined,
        );
        retries(
          c,
          "customs-declare",
          t + 8050,
          2,
          (i) =>
            `I/O error on POST request for "http://hs-classifier:8000/classify": Read timed out; retrying (${i}/2)`,
        );
      });
    },
  },
  {
    estate: "kronhub",
    category: "timeout",
    origin: "induction-ctl",
    hints: ["timeout", "timed out", "lock", "waiting"],
    sev: "medium",
    note: "induction-ctl's threads time out waiting for its tray-map lock, inductions stall and chute-allocator and sorter-plc-bridge report missing acknowledgements.",
    run(c) {
      const r = c.r;
      c.suppress("induction-ctl", 0.8);
      c.poisson(c.start, c.t1, 30, (t) => {
        c.emit(
          "induction-ctl",
          t + 5000,
          "ERROR",
          `Induction at IND-0${r.int(1, 6)} aborted`,
          r.chance(0.25)
            ? java(
                r,
                "java.util.concurrent.TimeoutException: Timed out after 5000ms waiting for lock 'tray-map' (held by sorter-sync-2)",
                [
                  "nl.kronhub.induction.TrayMap.acquire",
                  "nl.kronhub.induction.InductionService.induct",
                  "nl.kronhub.induction.api.InductionController.induct",
                ],
              )
            : undefined,
        );
        c.emit("chute-allocator", t + 3000, "WARN", `induction-ctl ack timeout for ${hubBc(r)} after 3s`);
        if (r.chance(0.4))
          c.emit(
            "sorter-plc-bridge",
            t + 3500,
            "WARN",
            `[sorter] no tray assignment within 800ms, tray ${r.int(1, 1800)} sent round`,
          );
      });
      c.every(c.start + sec(10), c.t1, 20, (t) =>
        c.emit("induction-ctl", t, "WARN", `Thread pool induct-exec saturated: active=64 queued=${r.int(200, 900)}`),
      );
    },
  },
  // ---------------------------------------------------------------- rate limiting
  {
    estate: "brightpost",
    category: "rate_limiting",
    origin: "billing-runner",
    hints: ["rate limit", "ratelimit", "429", "too many requests", "throttl"],
    sev: "medium",
    note: "billing-runner's month-end invoice job bursts against the payment provider and is throttled with 429s; jobs pile up in retries and the portal's invoice calls fail.",
    run(c) {
      const r = c.r;
      c.emit(
        "billing-runner",
        c.start - sec(5),
        "INFO",
        `MonthEndInvoiceJob JID-${r.hex(24)} INFO: start (merchants=4182)`,
      );
      c.poisson(c.start, c.t1, 34, (t) => {
        const jid = r.hex(24);
        c.emit(
          "billing-runner",
          t,
          "WARN",
          `MonthEndInvoiceJob JID-${jid} WARN: Stripe::RateLimitError: Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits. (Request req_${r.hex(14)})`,
        );
        if (r.chance(0.4))
          c.emit(
            "billing-runner",
            t + 20,
            "ERROR",
            `MonthEndInvoiceJob JID-${jid} ERROR: retries exhausted for merchant ${merch(r)} (429 Too Many Requests)`,
            ruby(r, "Stripe::RateLimitError: Request rate limit exceeded.", [
              "/usr/local/bundle/gems/stripe-12.6.0/lib/stripe/stripe_client.rb#handle_error_response",
              "app/jobs/month_end_invoice_job.rb#perform",
            ]).slice(1),
          );
      });
      c.poisson(c.start + sec(30), c.t1, 8, (t) =>
        c.emit(
          "portal-bff",
          t,
          "ERROR",
          `GET /api/invoices 502 ${r.int(800, 3000)}ms - billing-runner: invoice not ready (retry queue ${r.int(300, 4000)})`,
        ),
      );
    },
  },
  {
    estate: "routewise",
    category: "rate_limiting",
    origin: "driver-notify",
    hints: ["429", "too many requests", "rate limit", "throttl"],
    sev: "medium",
    note: "driver-notify hits the SMS provider's rate limit (Twilio 20429) during the afternoon re-plan, so recipient and driver messages fail and retry.",
    run(c) {
      const r = c.r;
      c.suppress("driver-notify", 0.6);
      c.poisson(c.start, c.t1, 40, (t, tr) => {
        c.emit(
          "driver-notify",
          t,
          "ERROR",
          `Twilio::REST::RestError: [HTTP 429] 20429 : Unable to create record: Too Many Requests https://api.twilio.com/2010-04-01/Accounts/AC${r.hex(32)}/Messages.json`,
          undefined,
          tr,
        );
        if (r.chance(0.5))
          c.emit(
            "driver-notify",
            t + 50,
            "WARN",
            `SmsJob retry ${r.int(1, 8)} in ${r.int(5, 120)}s for recipient +31 6 ****${r.digits(4)}`,
            undefined,
            tr,
          );
      });
      c.poisson(c.start + sec(60), c.t1, 6, (t) =>
        c.emit(
          "dispatch-api",
          t,
          "WARN",
          `Driver ${drv(r)} has not acknowledged route update for ${route(r)} within 5m`,
        ),
      );
    },
  },
  {
    estate: "eastmark",
    category: "rate_limiting",
    origin: "notification-svc",
    hints: ["rate", "throttl", "toomanyrequests", "sending rate", "429"],
    sev: "medium",
    note: "notification-svc exceeds the mail provider's sending rate when customs payment requests are batched; sends are throttled and customs-declare warns about unsent requests.",
    run(c) {
      const r = c.r;
      c.suppress("notification-svc", 0.5);
      c.poisson(c.start, c.t1, 36, (t) => {
        c.emit(
          "notification-svc",
          t,
          "ERROR",
          `send failed template=customs_payment_request err="operation error SESv2: SendEmail, https response error StatusCode: 429, RequestID: ${r.hex(8)}-${r.hex(4)}-${r.hex(4)}, TooManyRequestsException: Maximum sending rate exceeded."`,
        );
        if (r.chance(0.5))
          c.emit(
            "notification-svc",
            t + 30,
            "WARN",
            `retry scheduled in ${r.int(1, 30)}s attempt=${r.int(2, 6)} queue=${r.int(500, 5000)}`,
          );
      });
      c.poisson(c.start + sec(40), c.t1, 8, (t) =>
        c.emit(
          "customs-declare",
          t,
          "WARN",
          `Payment request for ${dcl(r)} not delivered yet (notification-svc 503), recipient not informed`,
        ),
      );
    },
  },
  {
    estate: "kronhub",
    category: "rate_limiting",
    origin: "yard-mgmt",
    hints: ["429", "too many requests", "rate limit", "throttl"],
    sev: "medium",
    note: "yard-mgmt's polling of the slot-booking platform is throttled with 429s after a config change doubled its pollers; trailer arrivals stop updating in hub-wms.",
    run(c) {
      const r = c.r;
      c.suppress("yard-mgmt", 0.4);
      c.poisson(c.start, c.t1, 30, (t) => {
        c.emit(
          "yard-mgmt",
          t,
          "ERROR",
          `SlotSyncJob failed: Faraday::TooManyRequestsError: the server responded with status 429 (GET https://api.slotbooking.example/v3/sites/NLAMS2/slots) retry-after=${r.int(10, 60)}`,
        );
        if (r.chance(0.4))
          c.emit("yard-mgmt", t + 10, "WARN", `SlotSyncJob retry ${r.int(1, 25)} in ${r.int(16, 300)}s`);
      });
      c.poisson(c.start + sec(60), c.t1, 5, (t) =>
        c.emit(
          "hub-wms",
          t,
          "WARN",
          `Trailer ETA for dock ${r.int(1, 14)} not updated for ${r.int(6, 20)} minutes (yard-mgmt)`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- validation
  {
    estate: "brightpost",
    category: "validation",
    origin: "tracking-ingest",
    hints: ["validation", "schema", "invalid", "pattern"],
    sev: "medium",
    note: "hub scanners start sending facility codes in a new format and tracking-ingest rejects those scan events against its schema, dead-lettering them; tracking goes stale for merchants.",
    run(c) {
      const r = c.r;
      c.suppress("tracking-indexer", 0.5);
      c.poisson(c.start, c.t1, 45, (t) =>
        c.emit(
          "tracking-ingest",
          t,
          "ERROR",
          `Schema validation failed for scan event ${bpTrk(r)} from scans.raw-${r.int(0, 11)}: $.facility: string "NL-AMS-0${r.int(1, 4)}" does not match the regex pattern ^[A-Z]{5}[0-9]$; sent to scans.dlq`,
        ),
      );
      c.every(c.start + sec(30), c.t1, 60, (t) =>
        c.emit("tracking-ingest", t, "WARN", `DLQ scans.dlq grew by ${r.int(1500, 4000)} records in the last minute`),
      );
      c.poisson(c.start + sec(120), c.t1, 6, (t) =>
        c.emit("portal-bff", t, "WARN", `tracking for ${bpTrk(r)} looks stale: last event ${r.int(4, 30)}m ago`),
      );
    },
  },
  {
    estate: "eastmark",
    category: "validation",
    origin: "customs-declare",
    hints: ["validation", "xsd", "pattern", "invalid", "cvc", "schema"],
    sev: "medium",
    note: "a marketplace's bulk upload carries five-digit tariff codes and customs-declare's XSD validation rejects every CN23 from it; counters see 400s.",
    run(c) {
      const r = c.r;
      c.poisson(c.start, c.t1, 30, (t) => {
        const code = r.pick(["85176", "61091", "39269", "95049"]);
        c.emit(
          "customs-declare",
          t,
          "ERROR",
          `CN23 for ${s10(r)} rejected before submission: cvc-pattern-valid: Value '${code}' is not facet-valid with respect to pattern '[0-9]{6,10}' for type 'HsCodeType'.`,
          r.chance(0.2)
            ? javaRaw(
                `org.xml.sax.SAXParseException; lineNumber: ${r.int(20, 90)}; columnNumber: ${r.int(20, 60)}; cvc-pattern-valid: Value '${code}' is not facet-valid with respect to pattern '[0-9]{6,10}' for type 'HsCodeType'.`,
                [
                  "java.xml/com.sun.org.apache.xerces.internal.util.ErrorHandlerWrapper.createSAXParseException(ErrorHandlerWrapper.java:204)",
                  "java.xml/com.sun.org.apache.xerces.internal.jaxp.validation.ValidatorImpl.validate(ValidatorImpl.java:115)",
                  "nl.eastmark.customs.cn23.Cn23Validator.validate(Cn23Validator.java:44)",
                ],
              )
            : undefined,
        );
        c.emit(
          "parcel-intake",
          t + 60,
          "WARN",
          `Declaration for ${s10(r)} rejected (400 Bad Request from customs-declare), parcel held at counter ${r.int(100, 180)}`,
        );
      });
    },
  },
  {
    estate: "routewise",
    category: "validation",
    origin: "locker-hub",
    hints: ["validation", "validationerror", "enum", "invalid", "pydantic"],
    sev: "medium",
    note: "a retailer integration starts sending compartment size 'XS' and locker-hub's request validation rejects those reservations; dispatch-api logs 422s.",
    run(c) {
      const r = c.r;
      c.poisson(c.start, c.t1, 28, (t, tr) => {
        c.emit(
          "locker-hub",
          t,
          "WARN",
          `reservation rejected: 1 validation error for ReservationRequest\ncompartment_size\n  Input should be 'S', 'M' or 'L' [type=enum, input_value='XS', input_type=str]`,
          undefined,
          tr,
        );
        c.emit(
          "dispatch-api",
          t + 30,
          "ERROR",
          `Locker reservation for ${bpTrk(r)} at ${lk(r)} failed: 422 Unprocessable Entity from locker-hub`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    estate: "kronhub",
    category: "validation",
    origin: "hub-wms",
    hints: ["validation", "invalid", "manifest", "must be greater"],
    sev: "medium",
    note: "a large merchant's pre-advice manifests arrive with zero weights and hub-wms rejects them in validation, so its parcels reach the sorter unmatched and go to the exception chute.",
    run(c) {
      const r = c.r;
      c.every(c.start, c.t1, 25, (t) => {
        const n = r.int(200, 600);
        c.emit(
          "hub-wms",
          t,
          "ERROR",
          `Pre-advice manifest MF-${r.digits(7)} from merchant m_4e21c9 rejected: ${n} of ${n} parcels failed validation`,
          [
            `  parcels[0].weightGrams: must be greater than 0 (rejected value: 0)`,
            `  parcels[1].weightGrams: must be greater than 0 (rejected value: 0)`,
            `  ... ${n - 2} more`,
          ],
        );
      });
      c.poisson(c.start + sec(60), c.t1, 35, (t) =>
        c.emit(
          "chute-allocator",
          t,
          "WARN",
          `no pre-advice for ${hubBc(r)} (merchant m_4e21c9), routed to exception chute 96`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- null reference
  {
    estate: "eastmark",
    category: "null_reference",
    origin: "duty-calc",
    hints: ["nonetype", "attributeerror", "none", "null"],
    sev: "medium",
    note: "duty-calc crashes on declarations without a declared-value currency ('NoneType' object has no attribute 'currency'); customs-declare gets 500s and retries.",
    run(c) {
      const r = c.r;
      c.suppress("duty-calc", 0.5);
      c.poisson(c.start, c.t1, 26, (t) => {
        const d = dcl(r);
        c.emit(
          "duty-calc",
          t,
          "ERROR",
          `Exception on /v1/duties [POST] decl=${d}`,
          python(
            r,
            [
              [
                "/usr/local/lib/python3.12/site-packages/flask/app.py",
                "full_dispatch_request",
                "rv = self.dispatch_request()",
              ],
              ["/app/duty_calc/api.py", "compute", "result = engine.compute(decl)"],
              [
                "/app/duty_calc/engine.py",
                "compute",
                "value = to_eur(item.declared_value.amount, item.declared_value.currency)",
              ],
            ],
            "AttributeError: 'NoneType' object has no attribute 'currency'",
          ),
        );
        const end = retries(
          c,
          "customs-declare",
          t + 40,
          2,
          (i) => `duty-calc POST /v1/duties returned 500 for ${d}, retry ${i}/2`,
        );
        c.emit(
          "customs-declare",
          end,
          "ERROR",
          `Declaration ${d} could not be priced: duty-calc 500 Internal Server Error`,
        );
      });
    },
  },
  {
    estate: "brightpost",
    category: "null_reference",
    origin: "merchant-api",
    hints: ["typeerror", "undefined", "cannot read properties", "null"],
    sev: "medium",
    note: "merchant-api throws TypeError on shipments that ask for a pickup without a pickup address; the portal sees 500s from it.",
    run(c) {
      const r = c.r;
      c.poisson(c.start, c.t1, 24, (t, tr) => {
        c.emit(
          "merchant-api",
          t,
          "ERROR",
          `POST /v3/shipments 500 ${r.int(5, 40)}ms`,
          node(r, "TypeError: Cannot read properties of undefined (reading 'postcode')", [
            "mapPickup (/app/dist/shipments/mappers.js",
            "buildShipment (/app/dist/shipments/service.js",
            "async createShipment (/app/dist/shipments/routes.js",
          ]),
          tr,
        );
        if (r.chance(0.5))
          c.emit(
            "portal-bff",
            t + 40,
            "ERROR",
            `POST /api/shipments 502 ${r.int(30, 120)}ms - merchant-api returned 500`,
            undefined,
            tr,
          );
      });
    },
  },
  {
    estate: "routewise",
    category: "null_reference",
    origin: "dispatch-api",
    hints: ["nullpointer", "null", "npe"],
    sev: "medium",
    note: "dispatch-api throws NullPointerException computing ETAs for stops removed by a re-plan; customer-eta returns 502s.",
    run(c) {
      const r = c.r;
      c.suppress("customer-eta", 0.6);
      c.poisson(c.start, c.t1, 40, (t, tr) => {
        const p = bpTrk(r);
        c.emit(
          "dispatch-api",
          t,
          "ERROR",
          `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "nl.routewise.dispatch.model.Stop.getTimeWindow()" because "stop" is null] with root cause`.replace(
            " with root cause",
            "",
          ),
          javaRaw(
            'java.lang.NullPointerException: Cannot invoke "nl.routewise.dispatch.model.Stop.getTimeWindow()" because "stop" is null',
            [
              "nl.routewise.dispatch.eta.EtaService.etaFor(EtaService.kt:64)",
              "nl.routewise.dispatch.eta.EtaController.get(EtaController.kt:31)",
              "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
            ],
          ),
          tr,
        );
        c.emit(
          "customer-eta",
          t + 30,
          "ERROR",
          `GET /eta/${p} 502 ${r.int(20, 90)}ms upstream=dispatch-api status=500`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    estate: "kronhub",
    category: "null_reference",
    origin: "manual-sort-queue",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "manual-sort-queue throws NullReferenceException when enqueueing no-reads without a weight, so scan-gateway cannot hand parcels to manual sorting.",
    run(c) {
      const r = c.r;
      c.suppress("manual-sort-queue", 0.6);
      c.poisson(c.start, c.t1, 30, (t) => {
        c.emit(
          "manual-sort-queue",
          t,
          "ERROR",
          "An unhandled exception has occurred while executing the request.",
          dotnet(r, "System.NullReferenceException: Object reference not set to an instance of an object.", [
            "Kronhub.ManualSort.Domain.QueueItem.FromScan(ScanDto scan)",
            "Kronhub.ManualSort.Api.QueueController.Enqueue(ScanDto scan)",
            "--- End of stack trace from previous location ---",
            "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Logged|12_1(ControllerActionInvoker invoker)",
          ]),
        );
        c.emit(
          "scan-gateway",
          t + 60,
          "ERROR",
          `enqueue to manual-sort-queue failed: POST http://manual-sort-queue:8080/api/queue status=500 barcode=none tunnel=T${r.int(1, 4)}; parcel recirculated`,
        );
      });
    },
  },
  // ---------------------------------------------------------------- configuration
  {
    estate: "brightpost",
    category: "configuration",
    origin: "webhook-relay",
    hints: ["config", "configuration", "missing", "key", "not set", "hmac"],
    sev: "medium",
    note: "webhook-relay v3.8.0 is rolled out without its signing key setting, so every webhook fails to sign and nothing reaches merchants.",
    run(c) {
      const r = c.r;
      c.emit("webhook-relay", c.start - sec(4), "INFO", "webhook-relay v3.8.0 (go1.23.4) starting, config source=env");
      c.emit(
        "webhook-relay",
        c.start - sec(3),
        "WARN",
        "WEBHOOK_SIGNING_KEY is empty; falling back to WEBHOOK_HMAC_SECRET (deprecated)",
      );
      c.emit("webhook-relay", c.start - sec(2), "INFO", "listening on :8080, workers=32");
      c.suppress("webhook-relay", 0.95);
      c.poisson(c.start, c.t1, 60, (t) =>
        c.emit(
          "webhook-relay",
          t,
          "ERROR",
          `webhook not sent merchant=${merch(r)} event=parcel.${r.pick(["delivered", "in_transit", "out_for_delivery"])}: sign payload: hmac key is empty`,
        ),
      );
      c.every(c.start + sec(60), c.t1, 30, (t) =>
        c.emit("tracking-ingest", t, "WARN", `webhook-relay enqueue slow: outbox backlog ${r.int(2000, 20000)} events`),
      );
    },
  },
  {
    estate: "routewise",
    category: "configuration",
    origin: "dispatch-api",
    hints: ["placeholder", "config", "configuration", "property", "failed to start"],
    sev: "high",
    note: "a dispatch-api release needs a property that is missing from its config map; new pods fail to start while old ones drain, and callers get 503s.",
    run(c) {
      const r = c.r;
      c.suppress("dispatch-api", 0.9, c.start + sec(40));
      c.every(c.start, c.t1, 45, (t) => {
        c.emit("dispatch-api", t, "INFO", "Starting DispatchApiApplicationKt v5.2.0 using Java 21.0.5 with PID 1");
        c.emit(
          "dispatch-api",
          t + 2100,
          "WARN",
          "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'handheldPushClient': Injection of autowired dependencies failed",
        );
        c.emit(
          "dispatch-api",
          t + 2300,
          "ERROR",
          "Application run failed",
          javaRaw(
            "java.lang.IllegalArgumentException: Could not resolve placeholder 'dispatch.handheld.push-url' in value \"$" +
              '{dispatch.handheld.push-url}"',
            [
              "org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
              "org.springframework.beans.factory.support.AbstractBeanFactory.resolveEmbeddedValue(AbstractBeanFactory.java:964)",
              "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
              "nl.routewise.dispatch.DispatchApiApplicationKt.main(DispatchApiApplication.kt:14)",
            ],
          ),
        );
      });
      c.poisson(c.start + sec(40), c.t1, 40, (t, tr) => {
        if (r.chance(0.5))
          c.emit(
            "customer-eta",
            t,
            "ERROR",
            `GET /eta/${bpTrk(r)} 503 ${r.int(1, 8)}ms upstream=dispatch-api err="no healthy upstream"`,
            undefined,
            tr,
          );
        else {
          const end = retries(c, "handheld-sync", t, 2, (i) => `dispatch-api unavailable (503), retry ${i}`, tr);
          c.emit(
            "handheld-sync",
            end,
            "ERROR",
            `sync ${hh(r)} failed: dispatch-api 503 Service Unavailable`,
            undefined,
            tr,
          );
        }
      });
    },
  },
  {
    estate: "eastmark",
    category: "configuration",
    origin: "duty-calc",
    hints: ["config", "configuration", "valueerror", "setting", "threshold"],
    sev: "medium",
    note: "a settings reload leaves duty-calc's de minimis threshold empty, every computation fails on float conversion and customs-declare cannot price declarations.",
    run(c) {
      const r = c.r;
      c.emit(
        "duty-calc",
        c.start - sec(1),
        "INFO",
        "config reloaded from /etc/duty-calc/settings.yaml (revision 2026-06-11.3)",
      );
      c.suppress("duty-calc", 0.7);
      c.poisson(c.start, c.t1, 24, (t) => {
        const d = dcl(r);
        c.emit(
          "duty-calc",
          t,
          "ERROR",
          `Exception on /v1/duties [POST] decl=${d}`,
          python(
            r,
            [
              ["/app/duty_calc/api.py", "compute", "result = engine.compute(decl)"],
              ["/app/duty_calc/engine.py", "compute", "threshold = float(settings.DE_MINIMIS_EUR[decl.destination])"],
            ],
            "ValueError: could not convert string to float: ''",
          ),
        );
        c.emit(
          "customs-declare",
          t + 90,
          "ERROR",
          `Declaration ${d} could not be priced: duty-calc 500 Internal Server Error`,
        );
      });
    },
  },
  {
    estate: "kronhub",
    category: "configuration",
    origin: "chute-allocator",
    hints: ["config", "configuration", "sort plan", "plan", "mismatch", "unmapped"],
    sev: "high",
    note: "chute-allocator loads the sort plan of another hub (DEHAM1); destinations no longer map, parcels go to the reject chute and sorter and manual sorting overflow.",
    run(c) {
      const r = c.r;
      c.emit(
        "chute-allocator",
        c.start - sec(2),
        "INFO",
        "sort plan 2026-W24 rev 1 loaded hub=DEHAM1 destinations=388 chutes=120",
      );
      c.emit(
        "chute-allocator",
        c.start - sec(1),
        "WARN",
        "plan declares 120 chutes, sorter reports 96; chutes 97-120 ignored",
      );
      c.suppress("chute-allocator", 0.95);
      c.suppress("sorter-plc-bridge", 0.4);
      c.poisson(c.start, c.t1, 70, (t) => {
        c.emit(
          "chute-allocator",
          t,
          "WARN",
          `destination ${r.pick(["DE-HAM", "DE-DUS", "BE-ANR", "NL-UTR", "NL-RTM"])}${r.int(1, 9)} not in active plan, assigned reject chute 96`,
        );
        if (r.chance(0.5))
          c.emit(
            "sorter-plc-bridge",
            t + 1500,
            "ERROR",
            `[sorter] chute 96 full, tray ${r.int(1, 1800)} recirculated (${r.int(2, 6)}x)`,
          );
      });
      c.poisson(c.start + sec(60), c.t1, 20, (t) =>
        c.emit(
          "manual-sort-queue",
          t,
          "WARN",
          `Queue depth ${r.int(200, 900)} exceeds threshold 150, oldest item ${r.int(300, 1200)}s`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- dependency
  {
    estate: "brightpost",
    category: "dependency",
    origin: "label-service",
    hints: ["circuit", "503", "unavailable", "partner", "dependency", "upstream"],
    sev: "high",
    note: "the international partner's label API answers 503 and label-service's circuit breaker opens, so merchant-api fails cross-border shipments with 502s.",
    run(c) {
      const r = c.r;
      c.suppress("label-service", 0.4);
      c.poisson(c.start, c.start + sec(60), 40, (t, tr) =>
        c.emit(
          "label-service",
          t,
          "WARN",
          `partner-xl POST /v2/labels returned 503 Service Unavailable (attempt ${r.int(1, 3)}/3)`,
          undefined,
          tr,
        ),
      );
      c.emit(
        "label-service",
        c.start + sec(60),
        "WARN",
        "CircuitBreaker 'partnerLabels' changed state from CLOSED to OPEN",
      );
      c.every(c.start + sec(120), c.t1, 60, (t) => {
        c.emit("label-service", t, "INFO", "CircuitBreaker 'partnerLabels' changed state from OPEN to HALF_OPEN");
        c.emit("label-service", t + 800, "WARN", "CircuitBreaker 'partnerLabels' changed state from HALF_OPEN to OPEN");
      });
      c.poisson(c.start + sec(60), c.t1, 30, (t, tr) => {
        const s = shp(r);
        c.emit(
          "label-service",
          t,
          "ERROR",
          `Label creation failed for shipment ${s}: CallNotPermittedException: CircuitBreaker 'partnerLabels' is OPEN and does not permit further calls`,
          undefined,
          tr,
        );
        const end = retries(
          c,
          "merchant-api",
          t + 20,
          2,
          (i) => `label-service call failed (502), retry ${i}/2 shipment=${s}`,
          tr,
        );
        c.emit(
          "merchant-api",
          end,
          "ERROR",
          `POST /v3/shipments 502 ${r.int(200, 900)}ms - upstream label-service: Bad Gateway`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    estate: "routewise",
    category: "dependency",
    origin: "locker-hub",
    hints: ["502", "bad gateway", "vendor", "dependency", "upstream", "unavailable"],
    sev: "high",
    note: "the locker vendor's cloud API returns 502/504, locker-hub cannot reserve or open compartments and dispatch-api reports failed locker stops.",
    run(c) {
      const r = c.r;
      c.suppress("locker-hub", 0.8);
      c.poisson(c.start, c.t1, 30, (t, tr) => {
        const code = r.pick([
          "502 Server Error: Bad Gateway",
          "504 Server Error: Gateway Time-out",
          "502 Server Error: Bad Gateway",
        ]);
        c.emit(
          "locker-hub",
          t,
          "ERROR",
          `reservation at ${lk(r)} failed: ${code} for url: https://api.parcellock-cloud.example/v2/compartments/reserve`,
          undefined,
          tr,
        );
        c.emit(
          "dispatch-api",
          t + 40,
          "ERROR",
          `Locker reservation for ${bpTrk(r)} failed: locker-hub 503 Service Unavailable`,
          undefined,
          tr,
        );
      });
      c.every(c.start + sec(30), c.t1, 30, (t) =>
        c.emit(
          "locker-hub",
          t,
          "WARN",
          `vendor API health check failed (${r.pick(["502", "504"])}); ${r.int(120, 400)} lockers shown offline`,
        ),
      );
    },
  },
  {
    estate: "eastmark",
    category: "dependency",
    origin: "edi-bridge",
    hints: ["503", "unavailable", "gateway", "dependency", "upstream", "service unavailable"],
    sev: "high",
    note: "the UPU EDI gateway goes unavailable (503), edi-bridge cannot send or poll messages and customs-declare warns about undelivered declarations.",
    run(c) {
      const r = c.r;
      c.suppress("edi-bridge", 0.9);
      c.every(c.start, c.t1, 10, (t) =>
        c.emit(
          "edi-bridge",
          t,
          "ERROR",
          `Send of ITMATT batch ${r.digits(6)} failed`,
          r.chance(0.3)
            ? javaRaw(
                'org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>"',
                [
                  "org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:116)",
                  "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)",
                  "nl.eastmark.edi.upu.UpuGatewayClient.send(UpuGatewayClient.java:72)",
                ],
              )
            : undefined,
        ),
      );
      c.every(c.start + sec(5), c.t1, 45, (t) =>
        c.emit(
          "edi-bridge",
          t,
          "WARN",
          "Polling UPU EDI mailbox failed: 503 Service Unavailable from edi-gw.upu.example",
        ),
      );
      c.poisson(c.start + sec(60), c.t1, 20, (t) =>
        c.emit(
          "customs-declare",
          t,
          "WARN",
          `No ITMATT acknowledgement for ${dcl(r)} within 10m, declaration still PENDING_TRANSMISSION`,
        ),
      );
    },
  },
  {
    estate: "kronhub",
    category: "dependency",
    origin: "tracking-publisher",
    hints: ["kafka", "broker", "connection", "dependency", "econnrefused", "unavailable"],
    sev: "high",
    note: "the hub's Kafka brokers become unreachable; tracking-publisher cannot publish scan events, buffers them and hub-wms warns about delayed events.",
    run(c) {
      const r = c.r;
      c.suppress("tracking-publisher", 0.95);
      c.poisson(c.start, c.t1, 30, (t) =>
        c.emit(
          "tracking-publisher",
          t,
          "ERROR",
          JSON.stringify({
            level: "ERROR",
            logger: "kafkajs",
            message: `[Connection] Connection error: connect ECONNREFUSED 10.0.3.${r.int(11, 13)}:9092`,
            broker: `kafka-${r.int(0, 2)}.kafka:9092`,
            clientId: "tracking-publisher",
          }),
        ),
      );
      c.every(c.start + sec(20), c.t1, 20, (t) => {
        c.emit(
          "tracking-publisher",
          t,
          "ERROR",
          "KafkaJSNumberOfRetriesExceeded: Connection error: connect ECONNREFUSED 10.0.3.12:9092",
          node(r, "KafkaJSConnectionError: Connection error: connect ECONNREFUSED 10.0.3.12:9092", [
            "Socket.onError (/app/node_modules/kafkajs/src/network/connection.js",
            "node:net:1607:16",
          ]).slice(1),
        );
        c.emit(
          "tracking-publisher",
          t + 50,
          "WARN",
          `in-memory buffer ${r.int(8000, 60000)} events, dropping oldest when 100000`,
        );
      });
      c.poisson(c.start + sec(60), c.t1, 8, (t) =>
        c.emit(
          "hub-wms",
          t,
          "WARN",
          `ARRIVED_AT_HUB events for container ROLL-${r.int(1000, 9999)} delayed: tracking-publisher backlog`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- memory
  {
    estate: "brightpost",
    category: "memory",
    origin: "tracking-ingest",
    hints: ["outofmemory", "heap", "memory", "oom", "gc"],
    sev: "high",
    note: "tracking-ingest's heap fills up (long GC pauses, then OutOfMemoryError and restarts), consumer lag climbs and tracking downstream goes quiet.",
    run(c) {
      const r = c.r;
      c.every(c.start, c.start + sec(120), 15, (t) =>
        c.emit(
          "tracking-ingest",
          t,
          "WARN",
          `GC pause (G1 Evacuation Pause) (young) (to-space exhausted) ${r.int(3400, 3900)}M->${r.int(3800, 4000)}M(4096M) ${r.int(800, 3000)}.${r.int(100, 999)}ms`,
        ),
      );
      c.suppress("tracking-ingest", 0.8, c.start + sec(120));
      c.suppress("tracking-indexer", 0.7, c.start + sec(150));
      c.every(c.start + sec(120), c.t1, 50, (t) => {
        c.emit(
          "tracking-ingest",
          t,
          "ERROR",
          "Uncaught exception in thread 'kafka-consumer-scans-3':",
          javaRaw("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "nl.brightpost.tracking.ingest.DedupWindow.remember(DedupWindow.java:58)",
            "nl.brightpost.tracking.ingest.ScanConsumer.poll(ScanConsumer.java:112)",
          ]),
        );
        c.emit(
          "tracking-ingest",
          t + 9000,
          "INFO",
          "Starting TrackingIngestApplication v2.19.3 using Java 21.0.5 with PID 1",
        );
        c.emit(
          "tracking-ingest",
          t + 16000,
          "INFO",
          `[Consumer clientId=tracking-ingest-0, groupId=tracking-ingest] (Re-)joining group`,
        );
      });
      c.every(c.start + sec(150), c.t1, 30, (t) =>
        c.emit(
          "tracking-indexer",
          t,
          "WARN",
          `consumer lag on tracking.events.v2 is ${r.int(20000, 200000)} (threshold 5000)`,
        ),
      );
    },
  },
  {
    estate: "routewise",
    category: "memory",
    origin: "handheld-sync",
    hints: ["heap", "out of memory", "memory", "allocation failed", "oom"],
    sev: "high",
    note: "handheld-sync's Node heap runs out while replaying offline queues and the process keeps crashing; dispatch-api and pod-store stop getting driver updates.",
    run(c) {
      const r = c.r;
      c.suppress("handheld-sync", 0.6);
      c.every(c.start, c.t1, 70, (t) => {
        c.emit("handheld-sync", t, "ERROR", "<--- Last few GCs --->", [
          `[1:0x${r.hex(12)}]   ${r.int(200000, 900000)} ms: Mark-Compact 2030.4 (2083.1) -> 2028.9 (2084.3) MB, pooled: 0 MB, 1582.02 / 0.00 ms  (average mu = 0.121, current mu = 0.032) allocation failure; scavenge might not succeed`,
          "",
          "<--- JS stacktrace --->",
          "",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          "----- Native stack trace -----",
          " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
        ]);
        c.emit("handheld-sync", t + 6000, "INFO", "handheld-sync 6.4.1 listening on :8080 (node v20.18.0)");
      });
      c.poisson(c.start, c.t1, 25, (t, tr) => {
        if (r.chance(0.5))
          c.emit(
            "dispatch-api",
            t,
            "WARN",
            `No sync from ${r.int(20, 60)} devices in the last 3 minutes (route ${route(r)})`,
            undefined,
            tr,
          );
        else
          c.emit(
            "driver-notify",
            t,
            "WARN",
            `Push to driver ${drv(r)} not acknowledged: handheld-sync returned 502`,
            undefined,
            tr,
          );
      });
    },
  },
  {
    estate: "eastmark",
    category: "memory",
    origin: "hs-classifier",
    hints: ["memory", "oom", "sigkill", "out of memory", "memoryerror"],
    sev: "high",
    note: "hs-classifier's gunicorn workers are killed for memory after a larger model is loaded, requests fail and customs-declare gets 502s.",
    run(c) {
      const r = c.r;
      c.suppress("hs-classifier", 0.7);
      c.every(c.start, c.t1, 25, (t) => {
        const pid = r.int(30, 900);
        c.emit("hs-classifier", t, "ERROR", `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
        c.emit("hs-classifier", t + 200, "INFO", `[INFO] Booting worker with pid: ${pid + r.int(1, 9)}`);
        if (r.chance(0.4))
          c.emit("hs-classifier", t + 9000, "INFO", `loading model hs-bert-v8-large (${r.int(2900, 3200)} MB)`);
      });
      c.poisson(c.start + sec(5), c.t1, 26, (t) => {
        const d = dcl(r);
        const end = retries(
          c,
          "customs-declare",
          t,
          2,
          (i) => `hs-classifier POST /classify returned 502 for ${d}, retrying (${i}/2)`,
        );
        c.emit(
          "customs-declare",
          end,
          "ERROR",
          `HS classification failed for ${d}: 502 Bad Gateway from hs-classifier`,
        );
      });
    },
  },
  {
    estate: "kronhub",
    category: "memory",
    origin: "scan-gateway",
    hints: ["out of memory", "memory", "oom", "runtime"],
    sev: "high",
    note: "scan-gateway runs out of memory (image buffers kept for no-read analysis) and crash-loops; the sortation systems stop receiving scans.",
    run(c) {
      const r = c.r;
      c.every(c.start, c.start + sec(60), 15, (t) =>
        c.emit(
          "scan-gateway",
          t,
          "WARN",
          `image buffer pool ${r.int(1800, 1980)}MiB of 2048MiB, GC cpu fraction ${r.int(30, 70)}%`,
        ),
      );
      c.suppress("scan-gateway", 0.7, c.start + sec(60));
      c.suppress("chute-allocator", 0.7, c.start + sec(60));
      c.suppress("induction-ctl", 0.7, c.start + sec(60));
      c.suppress("sorter-plc-bridge", 0.5, c.start + sec(60));
      c.every(c.start + sec(60), c.t1, 40, (t) => {
        c.emit("scan-gateway", t, "FATAL", "fatal error: runtime: out of memory", [
          "",
          "runtime stack:",
          "runtime.throw({0x12a4c1e?, 0x1400?})",
          "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
          "runtime.sysMapOS(0xc0c4000000, 0x4000000)",
          "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b",
          ...go(r, "", [
            ["github.com/kronhub/scan-gateway/internal/imaging.(*Pool).Get", "/src/internal/imaging/pool.go"],
            [
              "github.com/kronhub/scan-gateway/internal/tunnel.(*Session).handleFrame",
              "/src/internal/tunnel/session.go",
            ],
          ]).slice(1),
        ]);
        c.emit("scan-gateway", t + 4000, "INFO", "scan-gateway 3.11.2 starting, tunnels=4");
      });
      c.poisson(c.start + sec(60), c.t1, 20, (t) =>
        c.emit(
          "sorter-plc-bridge",
          t,
          "WARN",
          `[sorter] tray ${r.int(1, 1800)} discharged to reject chute: no scan data received`,
        ),
      );
      c.every(c.start + sec(70), c.t1, 30, (t) =>
        c.emit("induction-ctl", t, "WARN", "No scans from scan-gateway in the last 20s at IND-01..06"),
      );
    },
  },
  // ---------------------------------------------------------------- disk
  {
    estate: "routewise",
    category: "disk",
    origin: "geo-tiles",
    hints: ["no space", "disk", "space left", "enospc"],
    sev: "high",
    note: "geo-tiles' cache volume fills up, it can no longer render or store tiles and the driver and customer maps fail.",
    run(c) {
      const r = c.r;
      c.suppress("geo-tiles", 0.6);
      c.poisson(c.start, c.t1, 30, (t, tr) => {
        c.emit(
          "geo-tiles",
          t,
          "ERROR",
          `render tile z=15 x=${r.int(16800, 16900)} y=${r.int(10700, 10800)} failed: write /var/cache/tiles/15/${r.int(16800, 16900)}/${r.int(10700, 10800)}.pbf.tmp: no space left on device`,
          undefined,
          tr,
        );
        if (r.chance(0.4))
          c.emit(
            "customer-eta",
            t + 30,
            "WARN",
            `map tiles unavailable for ${bpTrk(r)} (geo-tiles 500)`,
            undefined,
            tr,
          );
        else if (r.chance(0.3))
          c.emit("handheld-sync", t + 30, "WARN", `tile prefetch for ${hh(r)} failed: geo-tiles 500`, undefined, tr);
      });
      c.every(c.start + sec(10), c.t1, 60, (t) =>
        c.emit("geo-tiles", t, "WARN", "cache eviction could not free space: /var/cache/tiles 100% used (49.9G/50G)"),
      );
    },
  },
  {
    estate: "brightpost",
    category: "disk",
    origin: "tracking-indexer",
    hints: ["flood", "watermark", "disk", "read-only", "cluster_block"],
    sev: "high",
    note: "the tracking Elasticsearch cluster passes its flood-stage watermark and tracking-indexer's bulk writes are blocked read-only, so tracking search goes stale.",
    run(c) {
      const r = c.r;
      c.suppress("tracking-indexer", 0.95);
      c.poisson(c.start, c.t1, 24, (t) =>
        c.emit(
          "tracking-indexer",
          t,
          "ERROR",
          `bulk request failed: ${r.int(200, 500)} of ${r.int(500, 501)} items rejected: {"type":"cluster_block_exception","reason":"index [tracking-events-2026.06] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}`,
        ),
      );
      c.every(c.start + sec(20), c.t1, 20, (t) =>
        c.emit(
          "tracking-indexer",
          t,
          "WARN",
          `retry buffer ${r.int(10000, 90000)} docs, backing off ${r.pick([5, 10, 20])}s`,
        ),
      );
      c.poisson(c.start + sec(60), c.t1, 8, (t) =>
        c.emit(
          "portal-bff",
          t,
          "WARN",
          `tracking search for ${bpTrk(r)} returned stale result (index lag ${r.int(3, 20)}m)`,
        ),
      );
    },
  },
  {
    estate: "eastmark",
    category: "disk",
    origin: "billing-ledger",
    hints: ["diskfull", "no space", "disk", "space left"],
    sev: "high",
    note: "the ledger database's volume fills up and billing-ledger's writes fail with PG::DiskFull; callers see 500s.",
    run(c) {
      const r = c.r;
      c.suppress("billing-ledger", 0.8);
      c.poisson(c.start, c.t1, 26, (t) => {
        c.emit(
          "billing-ledger",
          t,
          "ERROR",
          `ActiveRecord::StatementInvalid (PG::DiskFull: ERROR:  could not extend file "base/16384/${r.int(24000, 25000)}": No space left on device\nHINT:  Check free disk space.\n):`,
        );
        c.emit(
          "billing-ledger",
          t + 5,
          "INFO",
          `Completed 500 Internal Server Error in ${r.int(10, 60)}ms (ActiveRecord: ${r.int(2, 40)}.1ms | Allocations: ${r.int(900, 3000)})`,
        );
        if (r.chance(0.5))
          c.emit(
            "parcel-intake",
            t + 60,
            "WARN",
            `Surcharge posting for ${s10(r)} failed (HTTP 500 from billing-ledger), parcel accepted, will retry`,
          );
        else
          c.emit(
            "invoice-pdf",
            t + 60,
            "ERROR",
            `invoice INV-${r.digits(8)} not rendered: billing-ledger returned 500`,
          );
      });
    },
  },
  {
    estate: "kronhub",
    category: "disk",
    origin: "label-reprint",
    hints: ["read-only", "file system", "disk", "errno 30", "oserror"],
    sev: "medium",
    note: "label-reprint's spool volume is remounted read-only, every reprint fails and manual sort stations park parcels without labels.",
    run(c) {
      const r = c.r;
      c.suppress("label-reprint", 0.9);
      c.poisson(c.start, c.t1, 18, (t) => {
        const b = hubBc(r);
        c.emit(
          "label-reprint",
          t,
          "ERROR",
          `reprint failed for ${b}`,
          python(
            r,
            [["/srv/reprint/spool.py", "enqueue", 'with open(path, "wb") as fh:']],
            `OSError: [Errno 30] Read-only file system: '/var/spool/reprint/${b}.zpl'`,
          ),
        );
        c.emit(
          "manual-sort-queue",
          t + r.int(100, 900),
          "WARN",
          `Reprint request for ${b} failed (label-reprint 500); parcel parked at station MS-0${r.int(1, 4)}`,
        );
      });
    },
  },
  // ---------------------------------------------------------------- unknown
  {
    estate: "kronhub",
    category: "unknown",
    origin: "induction-ctl",
    hints: ["unavailable", "unresponsive", "503", "stopped", "unknown"],
    sev: "high",
    note: "induction-ctl stops logging and answering without saying why; chute-allocator and sorter-plc-bridge report 503s and idle trays.",
    run(c) {
      const r = c.r;
      c.suppress("induction-ctl", 1);
      c.suppress("sorter-plc-bridge", 0.6);
      c.poisson(c.start + sec(3), c.t1, 50, (t) => {
        if (r.chance(0.6))
          c.emit(
            "chute-allocator",
            t,
            "ERROR",
            `notify induction-ctl for ${hubBc(r)} failed: POST http://induction-ctl:8080/api/induct: 503 Service Unavailable`,
          );
        else
          c.emit(
            "sorter-plc-bridge",
            t,
            "WARN",
            `[sorter] no induction on IND-0${r.int(1, 6)} for ${r.int(20, 300)}s, trays running empty`,
          );
      });
    },
  },
  {
    estate: "brightpost",
    category: "unknown",
    origin: "rate-engine",
    hints: ["internal", "500", "error", "unknown"],
    sev: "medium",
    note: "rate-engine starts answering most quotes with a bare 500 internal error and no detail; merchant-api retries and fails rate and shipment requests.",
    run(c) {
      const r = c.r;
      c.suppress("rate-engine", 0.7);
      c.poisson(c.start, c.t1, 40, (t, tr) => {
        c.emit(
          "rate-engine",
          t,
          "ERROR",
          `http: POST /v1/quote status=500 dur=${r.int(1, 9)}ms err="internal error" ref=${rid(r)}`,
          undefined,
          tr,
        );
        const end = retries(
          c,
          "merchant-api",
          t + 20,
          r.int(1, 3),
          (i) => `rate-engine responded 500, retry ${i}/3`,
          tr,
        );
        c.emit(
          "merchant-api",
          end,
          "ERROR",
          `POST /v3/${r.pick(["rates", "shipments"])} 502 ${r.int(50, 600)}ms - upstream rate-engine: Internal Server Error`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    estate: "routewise",
    category: "unknown",
    origin: "customer-eta",
    hints: ["exited", "crash", "worker", "unknown", "died"],
    sev: "medium",
    note: "customer-eta's cluster workers keep exiting with code 1 and no logged reason; its ETA pages fail in between restarts.",
    run(c) {
      const r = c.r;
      c.suppress("customer-eta", 0.7);
      c.poisson(c.start, c.t1, 14, (t) => {
        const pid = r.int(20, 400);
        c.emit("customer-eta", t, "ERROR", `worker ${pid} died (code 1, signal null), forking a new one`);
        c.emit("customer-eta", t + 900, "INFO", `worker ${pid + r.int(1, 40)} started`);
      });
      c.poisson(c.start + sec(5), c.t1, 20, (t, tr) =>
        c.emit("customer-eta", t, "ERROR", `GET /eta/${bpTrk(r)} 500 ${r.int(1, 30)}ms`, undefined, tr),
      );
    },
  },
  {
    estate: "eastmark",
    category: "unknown",
    origin: "invoice-pdf",
    hints: ["render", "failed", "unknown", "exit", "error"],
    sev: "medium",
    note: "invoice-pdf's renders fail with a bare exit status and no reason; customs-declare and billing-ledger cannot attach commercial invoices.",
    run(c) {
      const r = c.r;
      c.suppress("invoice-pdf", 0.9);
      c.poisson(c.start, c.t1, 24, (t) => {
        const inv = `INV-${r.digits(8)}`;
        c.emit("invoice-pdf", t, "ERROR", `render ${inv} failed (exit status 1)`);
        if (r.chance(0.5))
          c.emit(
            "billing-ledger",
            t + 80,
            "ERROR",
            `InvoicePdfClient::Error: POST http://invoice-pdf:8080/render returned 500 for ${inv}`,
          );
        else
          c.emit(
            "customs-declare",
            t + 80,
            "WARN",
            `Commercial invoice for ${dcl(r)} could not be attached (invoice-pdf 500), declaration sent without it`,
          );
      });
    },
  },
];
