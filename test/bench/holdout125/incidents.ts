// The 52 failures of holdout125 (4 per category), each written the way its runtime and its callers really log it.
import type { Gen, Line } from "./estates.js";
import type { Rng } from "./rng.js";
import { dotnetStack, goPanic, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";

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

export interface Caller {
  svc: string;
  /** lines per second once it notices */
  rate: number;
  /** seconds after the start before it notices */
  lag?: number;
  gen: Gen;
}

export interface OneShot {
  /** defaults to the origin */
  svc?: string;
  /** seconds relative to the start (negative = before) */
  at: number;
  lines: Line[];
}

export interface Incident {
  cat: Category;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** the origin's everyday lines stop at the start */
  quiet?: boolean;
  /** share of the origin's everyday lines kept after the start */
  keep?: number;
  originRate: number;
  originGen: Gen;
  shots?: OneShot[];
  callers: Caller[];
}

const I = (msg: string): Line => ({ level: "info", msg });
const W = (msg: string): Line => ({ level: "warn", msg });
const E = (msg: string, stack?: string, errType?: string): Line => ({ level: "error", msg, stack, errType });
const F = (msg: string, stack?: string, errType?: string): Line => ({ level: "fatal", msg, stack, errType });
const tx = (r: Rng) => `TX-${r.int(20000, 29999)}`;
const of = (r: Rng) => `OF-${r.int(10000, 99999)}`;
const mlsId = (r: Rng) => `${r.pick(["CRMLS", "NWMLS", "MRED"])}${r.int(10000000, 99999999)}`;
const ip = (r: Rng) => `10.${r.int(20, 60)}.${r.int(0, 15)}.${r.int(2, 250)}`;

const SPRING_WEB = [
  "org.springframework.web.servlet.FrameworkServlet.processRequest:FrameworkServlet.java:1014",
  "jakarta.servlet.http.HttpServlet.service:HttpServlet.java:590",
  "org.apache.catalina.core.ApplicationFilterChain.doFilter:ApplicationFilterChain.java:166",
];

export const INCIDENTS: Incident[] = [
  // ------------------------------------------------------------------ authentication
  {
    cat: "authentication",
    estate: "keystone",
    origin: "esign-bridge",
    hints: ["invalid_grant", "oauth", "jwt", "token", "authentication", "credential"],
    sev: "high",
    note: "esign-bridge's DocuSign JWT grant starts failing with invalid_grant after its RSA key pair was rotated; offer-desk and agent-portal report envelope failures as 502s.",
    originRate: 0.5,
    originGen: (r) =>
      E(
        `docusign: token request failed status=400 body={"error":"invalid_grant","error_description":"no_valid_keys_or_signatures"} integration_key=7f3c****-****-****-****-${r.hex(6)} attempt=${r.int(1, 3)}`,
      ),
    keep: 0.2,
    callers: [
      {
        svc: "offer-desk",
        rate: 0.9,
        lag: 4,
        gen: (r) =>
          E(
            `c.k.offers.EsignClient : envelope create failed for ${of(r)}: 502 Bad Gateway from esign-bridge (POST /v1/envelopes)`,
          ),
      },
      {
        svc: "offer-desk",
        rate: 0.4,
        lag: 6,
        gen: (r) =>
          W(
            `c.k.offers.EsignClient : retrying envelope create for ${of(r)} (attempt ${r.int(2, 5)}/5, backoff ${r.pick([200, 400, 800, 1600])}ms)`,
          ),
      },
      {
        svc: "agent-portal",
        rate: 0.6,
        lag: 8,
        gen: (r) =>
          E(
            `POST /api/offers/${r.int(10000, 99999)}/send-for-signature 502 ${r.int(900, 3100)}ms - upstream offer-desk: "could not create envelope"`,
          ),
      },
    ],
  },
  {
    cat: "authentication",
    estate: "homefinder",
    origin: "mls-ingest",
    hints: ["401", "unauthorized", "authentication", "token", "credential"],
    sev: "medium",
    note: "mls-ingest's OAuth client secret for the CRMLS RESO Web API expired, so every replication page gets 401 and the portal's listings go stale while other services mostly keep working.",
    originRate: 0.35,
    originGen: (r) =>
      r.chance(0.5)
        ? E(
            `mls_ingest.replicate: feed=crmls page ${r.int(1, 400)} failed`,
            pyStack(
              [
                ["/app/mls_ingest/replicate.py", 212, "fetch_page", "resp.raise_for_status()"],
                [
                  "/usr/local/lib/python3.12/site-packages/requests/models.py",
                  1024,
                  "raise_for_status",
                  "raise HTTPError(http_error_msg, response=self)",
                ],
              ],
              "requests.exceptions.HTTPError",
              "401 Client Error: Unauthorized for url: https://api-crmls.example-reso.net/reso/odata/Property?$top=200&$filter=ModificationTimestamp%20gt%202026-07-08T09:41:00Z",
            ),
            "requests.exceptions.HTTPError",
          )
        : W(
            `mls_ingest.auth: token endpoint answered 401 {"error":"invalid_client","error_description":"client secret expired"}; will retry in ${r.pick([30, 60])}s`,
          ),
    keep: 0.15,
    callers: [
      {
        svc: "listing-indexer",
        rate: 0.1,
        lag: 120,
        gen: (r) =>
          W(`c.h.index.FreshnessCheck : feed crmls has not produced updates for ${r.int(3, 9)} minutes (threshold 3m)`),
      },
      {
        svc: "saved-search-alerts",
        rate: 0.08,
        lag: 150,
        gen: () => W("alerts.matcher: no new crmls listings since last cycle, skipping crmls searches"),
      },
    ],
  },
  {
    cat: "authentication",
    estate: "harborpine",
    origin: "agent-auth",
    hints: ["ldap", "bind", "credential", "authentication", "invalid credentials"],
    sev: "high",
    note: "agent-auth's LDAP service account password was rotated in AD but not in the app, so every agent sign-in fails at the bind; brokerage-web and showings see 401s and 500s.",
    originRate: 0.7,
    originGen: (r) =>
      r.chance(0.4)
        ? E(
            "HarborPine.Auth.DirectoryAuthenticator[0] Directory bind failed for svc-agentauth",
            dotnetStack("System.DirectoryServices.Protocols.LdapException", "The supplied credential is invalid.", [
              [
                "System.DirectoryServices.Protocols.LdapConnection.BindHelper(NetworkCredential newCredential, Boolean needSetCredential)",
                "",
                0,
              ],
              [
                "HarborPine.Auth.Directory.DirectoryAuthenticator.ValidateAsync(String user, String password)",
                "/src/Auth/Directory/DirectoryAuthenticator.cs",
                61,
              ],
              [
                "HarborPine.Auth.Controllers.SessionController.Login(LoginRequest req)",
                "/src/Auth/Controllers/SessionController.cs",
                38,
              ],
            ]),
            "LdapException",
          )
        : E(
            `HarborPine.Auth.DirectoryAuthenticator[0] LDAP 49 (80090308: LdapErr: DSID-0C090439, comment: AcceptSecurityContext error, data 52e, v4563) binding as CN=svc-agentauth,OU=Service,DC=hp,DC=local; login for agent A${r.int(10000, 99999)} rejected`,
          ),
    keep: 0.1,
    callers: [
      {
        svc: "brokerage-web",
        rate: 0.9,
        lag: 3,
        gen: (r) => W(`Completed 401 Unauthorized in ${r.int(80, 400)}ms (agent-auth: "sign-in failed")`),
      },
      {
        svc: "brokerage-web",
        rate: 0.3,
        lag: 5,
        gen: () => E("AgentSession: token exchange with agent-auth failed (HTTP 500), user sent back to /login"),
      },
      {
        svc: "showings",
        rate: 0.2,
        lag: 20,
        gen: () => E("ShowingRequestJob: could not refresh service token from agent-auth: 500 Internal Server Error"),
      },
    ],
  },
  {
    cat: "authentication",
    estate: "nestwise",
    origin: "photo-worker",
    hints: ["expiredtoken", "token", "credential", "authentication", "expired"],
    sev: "medium",
    note: "photo-worker's S3 credentials come from a session token that stopped refreshing, so every PutObject fails with ExpiredToken and new listing photos stop publishing.",
    originRate: 0.6,
    originGen: (r) =>
      r.chance(0.4)
        ? E(
            `photo_worker: upload failed for ${mlsId(r)}/${r.int(1, 40)}.jpg`,
            pyStack(
              [
                [
                  "/app/photo_worker/store.py",
                  88,
                  "put_rendition",
                  "self.s3.put_object(Bucket=self.bucket, Key=key, Body=body, ContentType='image/jpeg')",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                  565,
                  "_api_call",
                  "return self._make_api_call(operation_name, kwargs)",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                  1021,
                  "_make_api_call",
                  "raise error_class(parsed_response, operation_name)",
                ],
              ],
              "botocore.exceptions.ClientError",
              "An error occurred (ExpiredToken) when calling the PutObject operation: The provided token has expired.",
            ),
            "ClientError",
          )
        : E(
            `photo_worker: ExpiredToken on PutObject for ${mlsId(r)}/${r.int(1, 40)}.jpg, message requeued (attempt ${r.int(2, 8)})`,
          ),
    keep: 0.05,
    shots: [
      {
        at: -30,
        lines: [
          W(
            "photo_worker: credential refresh failed: Unable to locate credentials from container metadata endpoint (attempt 1), keeping current session",
          ),
        ],
      },
    ],
    callers: [
      {
        svc: "listing-api",
        rate: 0.15,
        lag: 40,
        gen: (r) => W(`o.n.api.PublishGate : ${mlsId(r)} held back: photos pending for ${r.int(4, 15)} min`),
      },
    ],
  },
  // ------------------------------------------------------------------ authorization
  {
    cat: "authorization",
    estate: "keystone",
    origin: "doc-vault",
    hints: ["accessdenied", "access denied", "403", "forbidden", "permission"],
    sev: "high",
    note: "A tightened bucket policy denies doc-vault's role s3:PutObject, so every transaction document upload fails with AccessDenied; txn-checklist and agent-portal surface 500s.",
    originRate: 0.6,
    originGen: (r) =>
      E(
        `c.k.vault.UploadHandler : upload failed for ${tx(r)}`,
        javaStack(
          "software.amazon.awssdk.services.s3.model.S3Exception",
          `User: arn:aws:sts::4410${r.int(10000000, 99999999)}:assumed-role/doc-vault-prod/${r.hex(16)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::keystone-tx-docs/tx/${r.int(20000, 29999)}/${r.hex(12)}" with an explicit deny in a resource-based policy (Service: S3, Status Code: 403, Request ID: ${r.hex(16).toUpperCase()})`,
          [
            "software.amazon.awssdk.services.s3.model.S3Exception$BuilderImpl.build:S3Exception.java:104",
            "software.amazon.awssdk.core.internal.http.pipeline.stages.HandleResponseStage.execute:HandleResponseStage.java:50",
            "com.keystone.vault.store.S3DocumentStore.put:S3DocumentStore.java:77",
            "com.keystone.vault.UploadHandler.handle:UploadHandler.java:52",
          ],
        ),
        "S3Exception",
      ),
    keep: 0.3,
    callers: [
      {
        svc: "txn-checklist",
        rate: 0.5,
        lag: 5,
        gen: (r) =>
          E(
            `c.k.txn.DocumentLink : attaching document to ${tx(r)} failed: doc-vault responded 500 Internal Server Error`,
          ),
      },
      {
        svc: "agent-portal",
        rate: 0.5,
        lag: 6,
        gen: (r) => E(`POST /api/transactions/${r.int(20000, 29999)}/documents 500 ${r.int(300, 900)}ms`),
      },
    ],
  },
  {
    cat: "authorization",
    estate: "homefinder",
    origin: "geo-tiles",
    hints: ["forbidden", "403", "scope", "permission", "not authorized"],
    sev: "medium",
    note: "geo-tiles' new Mapbox token lacks the styles:tiles scope, so every tile miss comes back 403 and the map search shows blank tiles; listing-web logs the failing tile requests.",
    originRate: 0.9,
    originGen: (r) =>
      r.chance(0.7)
        ? E(
            `upstream tile fetch failed z=${r.int(10, 16)} x=${r.int(300, 900)} y=${r.int(600, 1500)}: status 403 Forbidden body={"message":"Forbidden"} token=pk.eyJ1Ijo…${r.hex(4)}`,
          )
        : W("mapbox: token lacks scope styles:tiles; serving stale tile from cache where available"),
    keep: 0.5,
    shots: [{ at: -40, lines: [I("secret reloaded: MAPBOX_ACCESS_TOKEN (rotation 2026-07)")] }],
    callers: [
      {
        svc: "listing-web",
        rate: 0.7,
        lag: 3,
        gen: (r) =>
          E(
            `GET /map/tiles/${r.int(10, 16)}/${r.int(300, 900)}/${r.int(600, 1500)}.pbf 502 ${r.int(40, 200)}ms upstream=geo-tiles`,
          ),
      },
    ],
  },
  {
    cat: "authorization",
    estate: "harborpine",
    origin: "checklist",
    hints: ["notauthorized", "not allowed", "pundit", "authorization", "forbidden"],
    sev: "medium",
    note: "A policy change in checklist stops transaction coordinators from updating checklists (Pundit::NotAuthorizedError), while agents can still work; brokerage-web shows 403s.",
    originRate: 0.5,
    originGen: (r) =>
      E(
        `Pundit::NotAuthorizedError (not allowed to update? this Checklist): checklist ${r.int(5000, 5999)} user_role=transaction_coordinator`,
        rubyStack([
          ["/usr/local/bundle/gems/pundit-2.3.2/lib/pundit/authorization.rb", 93, "authorize"],
          ["/app/app/controllers/checklist_items_controller.rb", 27, "update"],
          [
            "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb",
            6,
            "send_action",
          ],
        ]),
        "Pundit::NotAuthorizedError",
      ),
    keep: 0.5,
    shots: [
      { at: -50, lines: [I("Deployed checklist release 2026-07-22.1 (policies: ChecklistPolicy scope change)")] },
    ],
    callers: [
      {
        svc: "brokerage-web",
        rate: 0.4,
        lag: 2,
        gen: (r) =>
          W(`Completed 403 Forbidden in ${r.int(20, 90)}ms (checklist API: "You are not allowed to do that")`),
      },
    ],
  },
  {
    cat: "authorization",
    estate: "nestwise",
    origin: "mls-sync",
    hints: ["403", "forbidden", "not authorized", "permission", "authorization"],
    sev: "medium",
    note: "The MLS revoked mls-sync's access to the Media resource in its data license, so media replication answers 403 while Property still syncs; photo-worker runs dry.",
    originRate: 0.4,
    originGen: (r) =>
      r.chance(0.6)
        ? E(
            `mls_sync: replication Media $skip=${r.int(0, 90000)} failed: 403 Forbidden {"error":{"code":"Forbidden","message":"Subscriber is not authorized for resource Media"}}`,
          )
        : W(`mls_sync: Media replication backing off ${r.pick([60, 120, 240])}s after 403`),
    keep: 0.8,
    callers: [
      { svc: "photo-worker", rate: 0.05, lag: 90, gen: () => W("photo_worker: queue photos.incoming empty for 5 min") },
      {
        svc: "listing-api",
        rate: 0.1,
        lag: 60,
        gen: (r) => W(`o.n.api.PublishGate : ${mlsId(r)} published without photos (media missing)`),
      },
    ],
  },
  // ------------------------------------------------------------------ database
  {
    cat: "database",
    estate: "keystone",
    origin: "offer-desk",
    hints: ["connection", "pool", "hikari", "postgres", "database", "sql"],
    sev: "high",
    note: "offer-desk leaks connections in a new counter-offer path and exhausts its Hikari pool against Postgres; callers time out on offer submission.",
    originRate: 0.9,
    originGen: (r) =>
      r.chance(0.5)
        ? E(
            "o.h.engine.jdbc.spi.SqlExceptionHelper : HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=37)",
          )
        : E(
            `o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception`,
            javaStack(
              "org.springframework.dao.DataAccessResourceFailureException",
              "Unable to acquire JDBC Connection",
              [
                "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException:HibernateJpaDialect.java:277",
                "com.keystone.offers.CounterService.createCounter:CounterService.java:118",
                "com.keystone.offers.OfferController.counter:OfferController.java:96",
                ...SPRING_WEB,
              ],
              {
                exc: "java.sql.SQLTransientConnectionException",
                msg:
                  "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=" +
                  r.int(20, 60) +
                  ")",
                frames: [
                  "com.zaxxer.hikari.pool.HikariPool.createTimeoutException:HikariPool.java:686",
                  "com.zaxxer.hikari.pool.HikariPool.getConnection:HikariPool.java:179",
                ],
              },
            ),
            "DataAccessResourceFailureException",
          ),
    keep: 0.2,
    shots: [
      {
        at: -20,
        lines: [
          W(
            "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@5c1d3e on thread http-nio-8080-exec-14",
          ),
        ],
      },
    ],
    callers: [
      {
        svc: "agent-portal",
        rate: 1.0,
        lag: 30,
        gen: (r) => E(`POST /api/offers 504 ${r.int(30000, 30100)}ms - offer-desk did not respond (ETIMEDOUT)`),
      },
      {
        svc: "agent-portal",
        rate: 0.5,
        lag: 32,
        gen: (r) => W(`retrying POST offer-desk/api/offers attempt ${r.int(2, 3)}/3`),
      },
      {
        svc: "txn-checklist",
        rate: 0.2,
        lag: 40,
        gen: () => E("c.k.txn.OfferSync : GET offer-desk/offers/accepted failed: Read timed out"),
      },
    ],
  },
  {
    cat: "database",
    estate: "homefinder",
    origin: "listing-store",
    hints: ["deadlock", "postgres", "database", "psycopg", "sql"],
    sev: "medium",
    note: "A new bulk upsert in listing-store takes row locks in a different order and Postgres starts aborting transactions with deadlocks; mls-ingest's writes fail and retry.",
    originRate: 0.5,
    originGen: (r) =>
      E(
        `listing_store.api: PUT /listings/bulk 500`,
        pyStack(
          [
            ["/app/listing_store/repo.py", 141, "bulk_upsert", "session.execute(stmt, rows)"],
            [
              "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py",
              1967,
              "_exec_single_context",
              "self.dialect.do_execute(",
            ],
            [
              "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/default.py",
              924,
              "do_execute",
              "cursor.execute(statement, parameters)",
            ],
          ],
          "sqlalchemy.exc.OperationalError",
          `(psycopg2.errors.DeadlockDetected) deadlock detected\nDETAIL:  Process ${r.int(20000, 39999)} waits for ShareLock on transaction ${r.int(9000000, 9999999)}; blocked by process ${r.int(20000, 39999)}.\nProcess ${r.int(20000, 39999)} waits for ShareLock on transaction ${r.int(9000000, 9999999)}; blocked by process ${r.int(20000, 39999)}.\nHINT:  See server log for query details.\nCONTEXT:  while inserting index tuple (${r.int(100, 9999)},${r.int(1, 40)}) in relation "listings"`,
        ),
        "OperationalError",
      ),
    keep: 0.7,
    shots: [{ at: -60, lines: [I("listing_store.app: release r233 started (bulk upsert v2 enabled)")] }],
    callers: [
      {
        svc: "mls-ingest",
        rate: 0.9,
        lag: 2,
        gen: (r) =>
          W(
            `mls_ingest.writer: listing-store bulk write failed (500), retrying page ${r.int(1, 400)} attempt ${r.int(2, 5)}`,
          ),
      },
      {
        svc: "mls-ingest",
        rate: 0.2,
        lag: 30,
        gen: (r) =>
          E(
            `mls_ingest.writer: giving up on page ${r.int(1, 400)} after 5 attempts, ${r.int(40, 200)} records left for next cycle`,
          ),
      },
    ],
  },
  {
    cat: "database",
    estate: "harborpine",
    origin: "showings",
    hints: ["connectiontimeouterror", "connection", "pool", "activerecord", "database"],
    sev: "high",
    note: "A slow report query in showings holds every ActiveRecord connection and the pool runs dry; brokerage-web cannot book showings.",
    originRate: 0.7,
    originGen: (r) =>
      E(
        "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.001 seconds); all pooled connections were in use):",
        rubyStack([
          [
            "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/abstract/connection_pool/queue.rb",
            128,
            "block in wait_poll",
          ],
          [
            "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/abstract/connection_pool.rb",
            582,
            "acquire_connection",
          ],
          ["/app/app/jobs/showing_request_job.rb", r.pick([31, 44]), "perform"],
        ]),
        "ActiveRecord::ConnectionTimeoutError",
      ),
    keep: 0.1,
    shots: [
      {
        at: -15,
        lines: [
          W(
            "SELECT showings.* FROM showings INNER JOIN listings ... (18432.7ms) slow query from ShowingActivityReport",
          ),
        ],
      },
    ],
    callers: [
      {
        svc: "brokerage-web",
        rate: 0.8,
        lag: 6,
        gen: (r) => E(`Showings API error: POST /showings returned 500 after ${r.int(5000, 5400)}ms`),
      },
      {
        svc: "lockbox-sync",
        rate: 0.1,
        lag: 60,
        gen: () => W("LockboxSync: no confirmed showings received from showings in 60s"),
      },
    ],
  },
  {
    cat: "database",
    estate: "nestwise",
    origin: "agent-crm",
    hints: ["too many clients", "connection", "postgres", "database", "pg"],
    sev: "high",
    note: "agent-crm's new worker deployment opens a pool per request and exhausts Postgres max_connections ('sorry, too many clients already'); lead-router cannot attach inquiries to contacts.",
    originRate: 0.8,
    originGen: (r) =>
      E(
        `failed to load contact ${r.hex(24)}`,
        nodeStack("error", "sorry, too many clients already", [
          ["Parser.parseErrorMessage", "/app/node_modules/pg-protocol/dist/parser.js:283:98"],
          ["Parser.handlePacket", "/app/node_modules/pg-protocol/dist/parser.js:122:29"],
          ["ContactRepo.findById", "/app/dist/contacts/repo.js:41:22"],
          ["async ContactService.get", "/app/dist/contacts/service.js:18:17"],
        ]),
        "DatabaseError",
      ),
    keep: 0.2,
    shots: [{ at: -45, lines: [I("server listening on :8080 (version 3.19.0, commit 0c7aa12) workers=8")] }],
    callers: [
      {
        svc: "lead-router",
        rate: 0.6,
        lag: 4,
        gen: (r) => E(`failed to attach inquiry ${r.hex(10)}: agent-crm POST /contacts/match -> 500`),
      },
      {
        svc: "lead-router",
        rate: 0.3,
        lag: 5,
        gen: (r) => W(`retry ${r.int(1, 3)}/3 agent-crm /contacts/match in ${r.pick([250, 500, 1000])}ms`),
      },
      {
        svc: "tour-booking",
        rate: 0.2,
        lag: 20,
        gen: (r) => W(`tour ${r.hex(8)}: could not sync buyer to CRM (agent-crm 500), will retry later`),
      },
    ],
  },
  // ------------------------------------------------------------------ network
  {
    cat: "network",
    estate: "keystone",
    origin: "lockbox-gateway",
    hints: ["reset", "connection", "network", "tcp", "econnreset"],
    sev: "high",
    note: "The egress path from lockbox-gateway to the lockbox vendor starts resetting connections after a NAT gateway change; showing confirmations fail without codes.",
    originRate: 0.8,
    originGen: (r) =>
      r.chance(0.6)
        ? E(
            `issue code box=SL${r.int(100000, 999999)}: Post "https://api.lockbox-vendor.example/v2/codes": read tcp ${ip(r)}:${r.int(32768, 60999)}->52.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}:443: read: connection reset by peer`,
          )
        : W(`issue code box=SL${r.int(100000, 999999)}: attempt ${r.int(1, 3)} failed (connection reset), retrying`),
    keep: 0.1,
    callers: [
      {
        svc: "showing-scheduler",
        rate: 0.7,
        lag: 3,
        gen: (r) =>
          E(
            `c.k.showings.LockboxClient : code request for SH-${r.int(100000, 999999)} failed: 502 from lockbox-gateway`,
          ),
      },
      {
        svc: "agent-portal",
        rate: 0.4,
        lag: 6,
        gen: (r) => E(`POST /api/showings/${r.int(100000, 999999)}/confirm 502 ${r.int(800, 4000)}ms`),
      },
    ],
  },
  {
    cat: "network",
    estate: "homefinder",
    origin: "search-api",
    hints: ["dns", "no such host", "lookup", "network", "resolve"],
    sev: "high",
    note: "search-api can no longer resolve its OpenSearch endpoint (DNS lookups fail with no such host / i/o timeout), so listing search and map search fail; listing-web shows 503s.",
    originRate: 1.2,
    originGen: (r) =>
      r.chance(0.7)
        ? E(
            `search failed: dial tcp: lookup vpc-listings-${r.pick(["a1", "a1", "b2"])}.search.internal on 172.20.0.10:53: no such host`,
          )
        : E(
            `search failed: dial tcp: lookup vpc-listings-a1.search.internal on 172.20.0.10:53: read udp ${ip(r)}:${r.int(30000, 60000)}->172.20.0.10:53: i/o timeout`,
          ),
    keep: 0.05,
    callers: [
      {
        svc: "listing-web",
        rate: 1.6,
        lag: 1,
        gen: (r) => E(`GET /homes/for-sale 503 ${r.int(20, 5100)}ms search-api unavailable`),
      },
      { svc: "listing-web", rate: 0.5, lag: 2, gen: () => W("search-api call failed, retrying once") },
      {
        svc: "saved-search-alerts",
        rate: 0.2,
        lag: 30,
        gen: (r) => E(`alerts.matcher: search-api returned 503 for ss_${r.hex(8)}, will retry next cycle`),
      },
    ],
  },
  {
    cat: "network",
    estate: "harborpine",
    origin: "signing",
    hints: ["ssl", "tls", "handshake", "network", "transport"],
    sev: "medium",
    note: "After an outbound proxy change, signing's TLS handshakes to the e-signature provider fail ('The SSL connection could not be established'); offers cannot send documents for signature.",
    originRate: 0.4,
    originGen: (r) =>
      E(
        `HarborPine.Signing.EnvelopeSender[0] Failed to send envelope for offer ${r.int(7000, 7999)}`,
        dotnetStack(
          "System.Net.Http.HttpRequestException",
          "The SSL connection could not be established, see inner exception.\n ---> System.IO.IOException: Received an unexpected EOF or 0 bytes from the transport stream.",
          [
            [
              "System.Net.Security.SslStream.ReceiveHandshakeFrameAsync[TIOAdapter](CancellationToken cancellationToken)",
              "",
              0,
            ],
            [
              "System.Net.Http.ConnectHelper.EstablishSslConnectionAsync(SslClientAuthenticationOptions sslOptions, HttpRequestMessage request, Boolean async, Stream stream, CancellationToken cancellationToken)",
              "",
              0,
            ],
            [
              "HarborPine.Signing.Provider.ProviderClient.CreateEnvelopeAsync(EnvelopeRequest req)",
              "/src/Signing/Provider/ProviderClient.cs",
              74,
            ],
          ],
        ),
        "HttpRequestException",
      ),
    keep: 0.1,
    callers: [
      {
        svc: "offers",
        rate: 0.5,
        lag: 3,
        gen: (r) =>
          E(
            `HarborPine.Offers.SigningClient[0] POST http://signing/envelopes failed with 502 for offer ${r.int(7000, 7999)}`,
          ),
      },
      { svc: "offers", rate: 0.3, lag: 4, gen: () => W("Polly: Delaying for 2000ms, then making retry 2.") },
    ],
  },
  {
    cat: "network",
    estate: "nestwise",
    origin: "geo-enricher",
    hints: ["no route", "connection", "network", "unreachable", "dial"],
    sev: "medium",
    note: "A security-group change cuts geo-enricher's route to the geocoding service ('no route to host'); new listings are published without coordinates.",
    originRate: 0.6,
    originGen: (r) =>
      E(
        `geocode ${mlsId(r)}: Post "http://geocoder.nestwise.internal:8080/v1/geocode": dial tcp ${ip(r)}:8080: connect: no route to host`,
      ),
    keep: 0.05,
    callers: [
      {
        svc: "search-indexer",
        rate: 0.3,
        lag: 20,
        gen: (r) => W(`o.n.index.Indexer : ${mlsId(r)} has no location, excluded from map index`),
      },
      {
        svc: "feed-normalizer",
        rate: 0.2,
        lag: 10,
        gen: (r) => W(`enrich step timed out waiting on geo-enricher for batch=${r.hex(6)}, forwarding without geo`),
      },
    ],
  },
  // ------------------------------------------------------------------ timeout
  {
    cat: "timeout",
    estate: "keystone",
    origin: "commission-payouts",
    hints: ["timeout", "timed out", "sockettimeout", "read timed out"],
    sev: "medium",
    note: "The bank's ACH API stops answering in time and commission-payouts' calls hit read timeouts, so payout batches stall; agent-portal reports slow payout pages.",
    originRate: 0.4,
    originGen: (r) =>
      E(
        `c.k.pay.AchClient : submit batch ${r.int(3000, 3999)} failed`,
        javaStack(
          "org.springframework.web.client.ResourceAccessException",
          'I/O error on POST request for "https://ach.partnerbank.example/v1/batches": Read timed out',
          [
            "org.springframework.web.client.RestTemplate.createResourceAccessException:RestTemplate.java:915",
            "org.springframework.web.client.RestTemplate.doExecute:RestTemplate.java:895",
            "com.keystone.pay.AchClient.submit:AchClient.java:64",
            "com.keystone.pay.PayoutService.release:PayoutService.java:131",
          ],
          {
            exc: "java.net.SocketTimeoutException",
            msg: "Read timed out",
            frames: [
              "java.base/sun.nio.ch.NioSocketImpl.timedRead:NioSocketImpl.java:288",
              "java.base/java.net.Socket$SocketInputStream.read:Socket.java:1099",
            ],
          },
        ),
        "ResourceAccessException",
      ),
    keep: 0.6,
    callers: [
      { svc: "agent-portal", rate: 0.2, lag: 30, gen: (r) => W(`GET /api/payouts 200 ${r.int(20000, 30000)}ms slow`) },
      {
        svc: "txn-checklist",
        rate: 0.08,
        lag: 60,
        gen: (r) => W(`c.k.txn.ClosingWatcher : ${tx(r)} payout still pending ${r.int(5, 12)} min after closing`),
      },
    ],
  },
  {
    cat: "timeout",
    estate: "homefinder",
    origin: "geo-tiles",
    hints: ["deadline", "timeout", "context deadline exceeded"],
    sev: "medium",
    note: "geo-tiles' cluster query for wide viewports gets slow after the morning listing surge and runs past its 2s deadline; listing-web map requests fail with 504s.",
    originRate: 0.9,
    originGen: (r) =>
      r.chance(0.7)
        ? E(
            `cluster z=${r.int(8, 11)} x=${r.int(30, 400)} y=${r.int(60, 800)}: context deadline exceeded after 2.00${r.int(0, 9)}s (listings in bbox ~${r.int(40000, 180000)})`,
          )
        : W(`slow tile z=${r.int(8, 11)} took ${r.int(1500, 1999)}ms`),
    keep: 0.6,
    callers: [
      {
        svc: "listing-web",
        rate: 0.8,
        lag: 2,
        gen: (r) => E(`GET /map/clusters?zoom=${r.int(8, 11)} 504 ${r.int(2000, 2100)}ms upstream geo-tiles timed out`),
      },
    ],
  },
  {
    cat: "timeout",
    estate: "harborpine",
    origin: "docs",
    hints: ["timeout", "rack::timeout", "timed out", "requesttimeout"],
    sev: "medium",
    note: "docs' closing-packet PDF merge becomes slow for large transactions and Rack::Timeout kills requests after 15 s; checklist cannot attach packets.",
    originRate: 0.35,
    originGen: (r) =>
      E(
        `Rack::Timeout::RequestTimeoutException (Request waited ${r.int(1, 40)}ms, then ran for longer than 15000ms ):`,
        rubyStack([
          ["/usr/local/bundle/gems/combine_pdf-1.0.26/lib/combine_pdf/parser.rb", 212, "_parse_"],
          ["/app/app/services/closing_packet_builder.rb", 58, "block in merge"],
          ["/app/app/controllers/packets_controller.rb", 19, "create"],
        ]),
        "Rack::Timeout::RequestTimeoutException",
      ),
    keep: 0.5,
    callers: [
      {
        svc: "checklist",
        rate: 0.3,
        lag: 16,
        gen: (r) =>
          E(
            `Checklist#${r.int(5000, 5999)}: closing packet request to docs failed: Net::ReadTimeout with #<TCPSocket:(closed)>`,
          ),
      },
      {
        svc: "brokerage-web",
        rate: 0.2,
        lag: 16,
        gen: (r) => W(`Completed 504 Gateway Timeout in ${r.int(15000, 15200)}ms`),
      },
    ],
  },
  {
    cat: "timeout",
    estate: "nestwise",
    origin: "listing-api",
    hints: ["lock wait", "timeout", "timed out", "lock"],
    sev: "high",
    note: "A long status-migration transaction in listing-api holds row locks, so listing updates hit MySQL 'Lock wait timeout exceeded'; mls-sync and agent-crm see failing updates.",
    originRate: 0.7,
    originGen: (r) =>
      E(
        `o.n.api.ListingController : PATCH /v3/listings/${mlsId(r)} failed`,
        javaStack(
          "org.springframework.dao.CannotAcquireLockException",
          "could not execute statement [Lock wait timeout exceeded; try restarting transaction] [update listing set status=?,modified_at=? where id=?]",
          [
            "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException:HibernateJpaDialect.java:262",
            "com.nestwise.api.listing.ListingService.updateStatus:ListingService.java:203",
            "com.nestwise.api.listing.ListingController.patch:ListingController.java:88",
          ],
          {
            exc: "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException",
            msg: "Lock wait timeout exceeded; try restarting transaction",
            frames: [
              "com.mysql.cj.jdbc.exceptions.SQLError.createSQLException:SQLError.java:123",
              "com.mysql.cj.jdbc.ClientPreparedStatement.executeInternal:ClientPreparedStatement.java:916",
            ],
          },
        ),
        "CannotAcquireLockException",
      ),
    keep: 0.7,
    shots: [
      { at: -10, lines: [I("o.n.api.StatusMigration : backfill of standard_status started (batch size 50000)")] },
    ],
    callers: [
      {
        svc: "mls-sync",
        rate: 0.6,
        lag: 51,
        gen: (r) => W(`mls_sync: PATCH listing-api ${mlsId(r)} -> 500 after 50.1s, requeued`),
      },
      { svc: "agent-crm", rate: 0.2, lag: 55, gen: () => E("listing status push failed: listing-api responded 500") },
    ],
  },
  // ------------------------------------------------------------------ rate limiting
  {
    cat: "rate_limiting",
    estate: "keystone",
    origin: "lead-router",
    hints: ["429", "rate", "too many requests", "throttl"],
    sev: "medium",
    note: "A lead import makes lead-router blow through its Twilio messaging rate, so agent SMS notifications get 429 (error 20429) and new leads are not announced.",
    originRate: 1.1,
    originGen: (r) =>
      r.chance(0.6)
        ? E(
            `sms to agent A${r.int(10000, 99999)} failed: RestException [Error] 429 Too Many Requests (code 20429) https://www.twilio.com/docs/errors/20429`,
          )
        : W(`twilio 429, requeue lead L-${r.int(100000, 999999)} notification in ${r.pick([1, 2, 4, 8])}s`),
    shots: [{ at: -5, lines: [I("bulk import job started: 4,812 leads from open-house-july.csv")] }],
    keep: 1,
    callers: [
      {
        svc: "agent-portal",
        rate: 0.1,
        lag: 60,
        gen: (r) => W(`GET /api/leads/unassigned 200 ${r.int(50, 200)}ms count=${r.int(200, 900)}`),
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "homefinder",
    origin: "mls-ingest",
    hints: ["429", "rate limit", "too many requests", "throttl", "quota"],
    sev: "medium",
    note: "A full backfill in mls-ingest exceeds the MLS API's request quota and pages come back 429 with Retry-After, stalling listing updates.",
    originRate: 0.8,
    originGen: (r) =>
      r.chance(0.6)
        ? W(
            `mls_ingest.replicate: feed=mred 429 Too Many Requests (Retry-After: ${r.pick([30, 60, 120])}) page=${r.int(1, 900)}`,
          )
        : E(
            `mls_ingest.replicate: feed=mred page=${r.int(1, 900)} abandoned: rate limit exceeded (quota 7200/hour) after ${r.int(4, 6)} retries`,
          ),
    keep: 0.3,
    shots: [
      {
        at: -20,
        lines: [
          I("mls_ingest.backfill: full backfill of feed=mred requested by ops (ModificationTimestamp >= 2025-01-01)"),
        ],
      },
    ],
    callers: [
      {
        svc: "listing-indexer",
        rate: 0.1,
        lag: 120,
        gen: (r) =>
          W(`c.h.index.FreshnessCheck : feed mred has not produced updates for ${r.int(3, 9)} minutes (threshold 3m)`),
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "harborpine",
    origin: "notifier",
    hints: ["429", "rate", "too many requests", "throttl"],
    sev: "medium",
    note: "A re-enqueued digest floods notifier's mail provider quota; sends come back 429 and showing confirmations are delayed.",
    originRate: 1.0,
    originGen: (r) =>
      r.chance(0.5)
        ? E(
            `NotifierMailer#${r.pick(["showing_confirmed", "offer_received"])}: Postmark::ApiInputError 429 Rate limit exceeded, retrying in ${r.pick([8, 16, 32, 64])}s`,
          )
        : W(`Sidekiq: retrying job ActionMailer::MailDeliveryJob jid=${r.hex(24)} (retry_count ${r.int(1, 6)})`),
    keep: 0.2,
    shots: [{ at: -10, lines: [I("WeeklyDigestJob enqueued 11,940 deliveries")] }],
    callers: [
      {
        svc: "showings",
        rate: 0.1,
        lag: 60,
        gen: (r) =>
          W(`ShowingRequestJob: confirmation for showing #${r.int(40000, 49999)} still undelivered after 5 min`),
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "nestwise",
    origin: "photo-worker",
    hints: ["slowdown", "rate", "throttl", "reduce your request rate", "503"],
    sev: "medium",
    note: "photo-worker writes all renditions under one hot key prefix and S3 answers SlowDown (503, reduce your request rate); photo publishing backs up.",
    originRate: 0.9,
    originGen: (r) =>
      r.chance(0.5)
        ? E(
            `photo_worker: upload failed for ${mlsId(r)}/${r.int(1, 40)}.jpg`,
            pyStack(
              [
                [
                  "/app/photo_worker/store.py",
                  88,
                  "put_rendition",
                  "self.s3.put_object(Bucket=self.bucket, Key=key, Body=body, ContentType='image/jpeg')",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                  1021,
                  "_make_api_call",
                  "raise error_class(parsed_response, operation_name)",
                ],
              ],
              "botocore.exceptions.ClientError",
              "An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 4): Please reduce your request rate.",
            ),
            "ClientError",
          )
        : W(`photo_worker: SlowDown from S3, backing off ${r.pick([0.5, 1, 2, 4])}s`),
    keep: 0.4,
    shots: [{ at: -30, lines: [I("photo_worker: concurrency raised to 64 (config reload)")] }],
    callers: [
      {
        svc: "listing-api",
        rate: 0.1,
        lag: 60,
        gen: (r) => W(`o.n.api.PublishGate : ${mlsId(r)} held back: photos pending for ${r.int(4, 15)} min`),
      },
    ],
  },
  // ------------------------------------------------------------------ validation
  {
    cat: "validation",
    estate: "keystone",
    origin: "commission-payouts",
    hints: ["constraint", "validation", "invalid", "routing"],
    sev: "medium",
    note: "Agent bank data imported with 8-digit routing numbers makes commission-payouts reject whole payout batches on bean validation; payouts stop going out.",
    originRate: 0.4,
    originGen: (r) =>
      E(
        `c.k.pay.PayoutService : batch ${r.int(3000, 3999)} rejected before submission`,
        javaStack(
          "jakarta.validation.ConstraintViolationException",
          `release.entries[${r.int(0, 13)}].routingNumber: must match "^\\d{9}$"`,
          [
            "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke:MethodValidationInterceptor.java:138",
            "com.keystone.pay.AchClient$$SpringCGLIB$$0.submit:<generated>:-1",
            "com.keystone.pay.PayoutService.release:PayoutService.java:129",
          ],
        ),
        "ConstraintViolationException",
      ),
    keep: 0.5,
    shots: [
      { at: -40, lines: [I("c.k.pay.BankDetailsImport : imported 318 agent bank records from hr-export-2026-07.csv")] },
    ],
    callers: [
      {
        svc: "txn-checklist",
        rate: 0.1,
        lag: 30,
        gen: (r) => W(`c.k.txn.ClosingWatcher : ${tx(r)} payout failed at commission-payouts (status REJECTED)`),
      },
    ],
  },
  {
    cat: "validation",
    estate: "homefinder",
    origin: "mls-ingest",
    hints: ["validation", "validationerror", "pydantic", "invalid"],
    sev: "medium",
    note: "The MLS starts sending ListPrice as a formatted string and mls-ingest's pydantic model rejects whole pages, so listing updates stop.",
    originRate: 0.6,
    originGen: (r) =>
      E(
        `mls_ingest.replicate: feed=nwmls page ${r.int(1, 400)} rejected`,
        pyStack(
          [
            [
              "/app/mls_ingest/replicate.py",
              230,
              "parse_page",
              "return [Property.model_validate(v) for v in payload['value']]",
            ],
            [
              "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
              551,
              "model_validate",
              "return cls.__pydantic_validator__.validate_python(",
            ],
          ],
          "pydantic_core._pydantic_core.ValidationError",
          `1 validation error for Property\nListPrice\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='$${r.int(300, 999)},${r.int(100, 999)}', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/float_parsing`,
        ),
        "ValidationError",
      ),
    keep: 0.3,
    callers: [
      {
        svc: "listing-indexer",
        rate: 0.1,
        lag: 120,
        gen: (r) =>
          W(`c.h.index.FreshnessCheck : feed nwmls has not produced updates for ${r.int(3, 9)} minutes (threshold 3m)`),
      },
    ],
  },
  {
    cat: "validation",
    estate: "harborpine",
    origin: "offers",
    hints: ["validation", "json", "convert", "invalid", "400"],
    sev: "medium",
    note: "offers cannot bind closing dates sent as MM/dd/yyyy by the new agent app and answers every offer with a 400 validation problem; brokerage-web shows failed offers.",
    originRate: 0.6,
    originGen: (r) =>
      W(
        `Microsoft.AspNetCore.Mvc.Infrastructure.ModelStateInvalidFilter[1] Request was short circuited at action filter 'Microsoft.AspNetCore.Mvc.Infrastructure.ModelStateInvalidFilter'. One or more validation errors occurred: $.closingDate: The JSON value could not be converted to System.DateOnly. Path: $.closingDate | LineNumber: 0 | BytePositionInLine: ${r.int(80, 220)}.`,
      ),
    keep: 0.1,
    callers: [
      {
        svc: "brokerage-web",
        rate: 0.5,
        lag: 1,
        gen: () =>
          E(
            'OffersClient: POST /offers returned 400 Bad Request ({"title":"One or more validation errors occurred.","status":400})',
          ),
      },
      {
        svc: "brokerage-web",
        rate: 0.1,
        lag: 30,
        gen: () => E("Offer submission failed for listing, agent shown generic error"),
      },
    ],
  },
  {
    cat: "validation",
    estate: "nestwise",
    origin: "feed-normalizer",
    hints: ["unmarshal", "validation", "invalid", "json", "schema"],
    sev: "medium",
    note: "A syndication partner changes BedroomsTotal to a string and feed-normalizer rejects every batch on unmarshal, so no new listings reach the index.",
    originRate: 0.6,
    originGen: (r) =>
      E(
        `batch=${r.hex(6)} rejected: json: cannot unmarshal string into Go struct field Listing.BedroomsTotal of type int (offset ${r.int(1000, 90000)})`,
      ),
    keep: 0.05,
    callers: [
      {
        svc: "search-indexer",
        rate: 0.05,
        lag: 120,
        gen: () => W("o.n.index.Indexer : no batches from feed-normalizer for 2 min"),
      },
      {
        svc: "mls-sync",
        rate: 0.2,
        lag: 10,
        gen: (r) => W(`mls_sync: hand-off to feed-normalizer answered 422 for ${r.int(50, 200)} records`),
      },
    ],
  },
  // ------------------------------------------------------------------ null reference
  {
    cat: "null_reference",
    estate: "keystone",
    origin: "showing-scheduler",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "A release of showing-scheduler assumes every listing has a lockbox and throws NullPointerException for listings without one; agent-portal sees 500s on showing confirmation.",
    originRate: 0.6,
    originGen: (r) =>
      E(
        "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException]",
        javaStack(
          "java.lang.NullPointerException",
          'Cannot invoke "com.keystone.showings.model.Lockbox.getSerial()" because the return value of "com.keystone.showings.model.Listing.getLockbox()" is null',
          [
            `com.keystone.showings.ShowingService.confirm:ShowingService.java:${r.pick([212, 212, 219])}`,
            "com.keystone.showings.ShowingController.confirm:ShowingController.java:71",
            ...SPRING_WEB,
          ],
        ),
        "NullPointerException",
      ),
    keep: 0.5,
    shots: [
      {
        at: -90,
        lines: [I("c.k.showings.Application : Started Application in 9.118 seconds (build 2026.7.15-b7e21d4)")],
      },
    ],
    callers: [
      {
        svc: "agent-portal",
        rate: 0.6,
        lag: 1,
        gen: (r) =>
          E(`POST /api/showings/${r.int(100000, 999999)}/confirm 500 ${r.int(40, 160)}ms (showing-scheduler)`),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "homefinder",
    origin: "saved-search-alerts",
    hints: ["nonetype", "none", "attributeerror", "null"],
    sev: "medium",
    note: "saved-search-alerts crashes on listings without coordinates (AttributeError: 'NoneType' object has no attribute 'lat') and stops sending alerts.",
    originRate: 0.5,
    originGen: (r) =>
      E(
        `alerts.matcher: cycle failed for ss_${r.hex(8)}`,
        pyStack(
          [
            [
              "/app/alerts/matcher.py",
              77,
              "match",
              "if search.polygon.contains(listing.location.lat, listing.location.lon):",
            ],
          ],
          "AttributeError",
          "'NoneType' object has no attribute 'lat'",
        ),
        "AttributeError",
      ),
    keep: 0.1,
    callers: [],
  },
  {
    cat: "null_reference",
    estate: "harborpine",
    origin: "payouts",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "payouts throws NullReferenceException for closings whose co-agent was removed, so commission calculations fail; checklist cannot close transactions.",
    originRate: 0.4,
    originGen: (r) =>
      E(
        `HarborPine.Payouts.CommissionCalculator[0] Commission calculation failed for closing ${r.int(900, 999)}-${r.int(10, 99)}`,
        dotnetStack("System.NullReferenceException", "Object reference not set to an instance of an object.", [
          ["HarborPine.Payouts.Domain.SplitPolicy.Apply(Closing closing)", "/src/Payouts/Domain/SplitPolicy.cs", 44],
          [
            "HarborPine.Payouts.CommissionCalculator.CalculateAsync(Int32 closingId, CancellationToken ct)",
            "/src/Payouts/CommissionCalculator.cs",
            87,
          ],
          ["HarborPine.Payouts.Api.PayoutsController.Calculate(Int32 id)", "/src/Payouts/Api/PayoutsController.cs", 31],
        ]),
        "NullReferenceException",
      ),
    keep: 0.2,
    callers: [
      {
        svc: "checklist",
        rate: 0.3,
        lag: 2,
        gen: (r) => E(`Checklist#${r.int(5000, 5999)}: commission step failed: payouts returned 500`),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "nestwise",
    origin: "tour-booking",
    hints: ["undefined", "typeerror", "null", "cannot read"],
    sev: "medium",
    note: "tour-booking throws TypeError reading agentId of undefined for listings whose listing agent left the office, so tour requests fail; lead-router logs 500s.",
    originRate: 0.5,
    originGen: () =>
      E(
        `unhandled error in POST /tours`,
        nodeStack("TypeError", "Cannot read properties of undefined (reading 'agentId')", [
          ["assignShowingAgent", "/app/dist/tours/assign.js:27:41"],
          ["TourService.book", "/app/dist/tours/service.js:63:24"],
          ["async /app/dist/routes/tours.js:19:20", "/app/dist/routes/tours.js:19:20"],
        ]),
        "TypeError",
      ),
    keep: 0.3,
    callers: [
      {
        svc: "lead-router",
        rate: 0.4,
        lag: 1,
        gen: (r) => E(`tour request for inquiry ${r.hex(10)} failed: tour-booking responded 500`),
      },
    ],
  },
  // ------------------------------------------------------------------ configuration
  {
    cat: "configuration",
    estate: "keystone",
    origin: "agent-portal",
    hints: ["invalid url", "configuration", "env", "err_invalid_url", "missing"],
    sev: "high",
    note: "A deploy of agent-portal drops the OFFER_DESK_URL environment variable, so every offer call throws ERR_INVALID_URL right after the release.",
    originRate: 0.7,
    originGen: (r) =>
      E(
        `POST /api/offers 500 ${r.int(2, 9)}ms`,
        nodeStack("TypeError [ERR_INVALID_URL]", "Invalid URL", [
          ["new NodeError", "node:internal/errors:405:5"],
          ["new URL", "node:internal/url:676:13"],
          ["offerDeskClient.submit", "/app/dist/clients/offer-desk.js:14:17"],
          ["async submitOffer", "/app/dist/routes/offers.js:33:5"],
        ]),
        "TypeError",
      ),
    keep: 0.8,
    shots: [
      { at: -25, lines: [I("agent-portal 5.31.0 listening on :3000 (NODE_ENV=production)")] },
      { at: -24, lines: [W("config: OFFER_DESK_URL is not set, using ''")] },
    ],
    callers: [],
  },
  {
    cat: "configuration",
    estate: "homefinder",
    origin: "search-api",
    hints: ["index_not_found", "no such index", "configuration", "index", "alias"],
    sev: "high",
    note: "A config map change points search-api at a listings index name that does not exist; every search fails with index_not_found_exception.",
    originRate: 1.2,
    originGen: (r) =>
      E(
        `search failed: elastic: Error 404 (Not Found): no such index [listings_v34] [type=index_not_found_exception] q_id=${r.hex(8)}`,
      ),
    keep: 0.05,
    shots: [
      {
        at: -8,
        lines: [
          I("config reloaded: index=listings_v34 replicas_preference=_local max_window=10000"),
          I("GET /healthz 200 0.4ms"),
        ],
      },
    ],
    callers: [
      {
        svc: "listing-web",
        rate: 1.4,
        lag: 1,
        gen: (r) => E(`GET /homes/for-sale 500 ${r.int(20, 80)}ms search-api error`),
      },
      {
        svc: "saved-search-alerts",
        rate: 0.2,
        lag: 20,
        gen: () => E("alerts.matcher: search-api returned 500, skipping cycle"),
      },
    ],
  },
  {
    cat: "configuration",
    estate: "harborpine",
    origin: "payouts",
    hints: ["options", "configuration", "required", "originatorid"],
    sev: "high",
    note: "A payouts release misses the Ach:OriginatorId setting and options validation fails on every payout run; checklist sees closing payouts fail.",
    originRate: 0.4,
    originGen: () =>
      E(
        "HarborPine.Payouts.AchWorker[0] Payout run aborted",
        dotnetStack(
          "Microsoft.Extensions.Options.OptionsValidationException",
          "DataAnnotation validation failed for 'AchOptions' members: 'OriginatorId' with the error: 'The OriginatorId field is required.'.",
          [
            ["Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)", "", 0],
            ["Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()", "", 0],
            [
              "HarborPine.Payouts.AchWorker.ExecuteAsync(CancellationToken stoppingToken)",
              "/src/Payouts/AchWorker.cs",
              42,
            ],
          ],
        ),
        "OptionsValidationException",
      ),
    keep: 0.3,
    shots: [
      {
        at: -30,
        lines: [
          I("Microsoft.Hosting.Lifetime[0] Application started. Hosting environment: Production; release 2026.7.20"),
        ],
      },
    ],
    callers: [
      {
        svc: "checklist",
        rate: 0.2,
        lag: 5,
        gen: (r) => E(`Checklist#${r.int(5000, 5999)}: payout request failed: payouts answered 500`),
      },
    ],
  },
  {
    cat: "configuration",
    estate: "nestwise",
    origin: "listing-api",
    hints: ["placeholder", "configuration", "property", "could not resolve"],
    sev: "high",
    note: "A listing-api rollout references a property missing from the new config and its pods crash on start ('Could not resolve placeholder'); every caller gets connection refused.",
    originRate: 0.1,
    originGen: (r) =>
      r.chance(0.5)
        ? I("o.n.api.Application : Starting Application v4.2.0 using Java 21.0.3 with PID 1")
        : E(
            "o.s.boot.SpringApplication : Application run failed",
            javaStack(
              "org.springframework.beans.factory.BeanCreationException",
              "Error creating bean with name 'mlsGridClient': Injection of autowired dependencies failed",
              [
                "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties:AutowiredAnnotationBeanPostProcessor.java:515",
              ],
              {
                exc: "java.lang.IllegalArgumentException",
                msg: "Could not resolve placeholder 'syndication.partner.base-url' in value \"\u0024{syndication.partner.base-url}\"",
                frames: [
                  "org.springframework.util.PropertyPlaceholderHelper.parseStringValue:PropertyPlaceholderHelper.java:180",
                ],
              },
            ),
            "BeanCreationException",
          ),
    quiet: true,
    shots: [
      {
        at: -2,
        lines: [
          I("o.n.api.Application : Starting Application v4.2.0 using Java 21.0.3"),
          I('o.n.api.Application : The following 1 profile is active: "prod"'),
        ],
      },
    ],
    callers: [
      {
        svc: "mls-sync",
        rate: 0.6,
        lag: 5,
        gen: () =>
          E(
            "mls_sync: PATCH listing-api failed: HTTPConnectionPool(host='listing-api', port=8080): Max retries exceeded (Caused by NewConnectionError: [Errno 111] Connection refused)",
          ),
      },
      {
        svc: "agent-crm",
        rate: 0.3,
        lag: 5,
        gen: () => E("listing lookup failed: connect ECONNREFUSED 10.44.2.19:8080 (listing-api)"),
      },
      { svc: "tour-booking", rate: 0.3, lag: 8, gen: () => E("GET listing-api /v3/listings failed: ECONNREFUSED") },
    ],
  },
  // ------------------------------------------------------------------ dependency
  {
    cat: "dependency",
    estate: "keystone",
    origin: "esign-bridge",
    hints: ["503", "unavailable", "circuit", "docusign", "upstream"],
    sev: "high",
    note: "The e-signature vendor returns 503s and esign-bridge's circuit breaker opens; offer-desk retries loudly and agent-portal shows failed sends.",
    originRate: 0.6,
    originGen: (r) =>
      r.chance(0.5)
        ? E(
            `docusign: POST /restapi/v2.1/accounts/****/envelopes -> 503 Service Unavailable (request-id ${r.hex(8)}-${r.hex(4)})`,
          )
        : W(`circuit breaker "docusign" is OPEN (failure rate ${r.int(62, 98)}% over 20 calls), rejecting call`),
    keep: 0.1,
    callers: [
      {
        svc: "offer-desk",
        rate: 1.2,
        lag: 3,
        gen: (r) =>
          E(`c.k.offers.EsignClient : envelope create failed for ${of(r)}: 503 Service Unavailable from esign-bridge`),
      },
      {
        svc: "offer-desk",
        rate: 0.6,
        lag: 4,
        gen: (r) => W(`c.k.offers.EsignClient : retrying envelope create for ${of(r)} (attempt ${r.int(2, 5)}/5)`),
      },
      {
        svc: "agent-portal",
        rate: 0.5,
        lag: 6,
        gen: (r) => E(`POST /api/offers/${r.int(10000, 99999)}/send-for-signature 503 ${r.int(100, 900)}ms`),
      },
    ],
  },
  {
    cat: "dependency",
    estate: "homefinder",
    origin: "photo-pipeline",
    hints: ["redis", "broker", "connection", "unavailable"],
    sev: "high",
    note: "The managed Redis that is photo-pipeline's Celery broker goes down; photo-pipeline loses its broker and stops processing, mls-ingest cannot enqueue photo tasks.",
    originRate: 0.4,
    originGen: (r) =>
      r.chance(0.6)
        ? E(
            `[celery.worker.consumer.consumer] consumer: Cannot connect to redis://photos-broker.cache.internal:6379/0: Error 111 connecting to photos-broker.cache.internal:6379. Connection refused..\nTrying again in ${r.pick([2, 4, 6, 8])}.00 seconds... (${r.int(1, 9)}/100)`,
          )
        : W(
            "[celery.worker.consumer.consumer] consumer: Connection to broker lost. Trying to re-establish the connection...",
          ),
    quiet: true,
    callers: [
      {
        svc: "mls-ingest",
        rate: 0.6,
        lag: 2,
        gen: (r) =>
          E(
            `mls_ingest.media: failed to enqueue photos.resize for ${mlsId(r)}: kombu.exceptions.OperationalError: Error 111 connecting to photos-broker.cache.internal:6379. Connection refused.`,
          ),
      },
    ],
  },
  {
    cat: "dependency",
    estate: "harborpine",
    origin: "lockbox-sync",
    hints: ["503", "unavailable", "circuit", "vendor", "upstream"],
    sev: "medium",
    note: "The lockbox vendor's API is down (503) and lockbox-sync's circuit breaker goes red; showings cannot get codes for confirmed appointments.",
    originRate: 0.5,
    originGen: (r) =>
      r.chance(0.5)
        ? E(
            `LockboxSync: Faraday::ServerError 503 Service Unavailable from vendor API (POST /v3/access_codes) box=${r.int(1000000, 9999999)}`,
          )
        : W("Stoplight::Error::RedLight: lockbox_vendor (light is red, failing fast)"),
    keep: 0.05,
    callers: [
      {
        svc: "showings",
        rate: 0.4,
        lag: 3,
        gen: (r) =>
          W(
            `ShowingRequestJob: showing #${r.int(40000, 49999)} confirmed without lockbox code (lockbox-sync returned 503), will retry`,
          ),
      },
    ],
  },
  {
    cat: "dependency",
    estate: "nestwise",
    origin: "search-indexer",
    hints: ["kafka", "broker", "unavailable", "connection", "disconnected"],
    sev: "medium",
    note: "The Kafka cluster feeding search-indexer becomes unavailable; search-indexer logs broker disconnects and indexing stops, while feed-normalizer's publishes back up.",
    originRate: 0.6,
    originGen: (r) =>
      r.chance(0.6)
        ? W(
            `o.a.k.clients.NetworkClient : [Consumer clientId=search-indexer-${r.int(0, 2)}, groupId=search-indexer] Connection to node ${r.int(1, 3)} (kafka-${r.int(1, 3)}.nestwise.internal/${ip(r)}:9092) could not be established. Node may not be available.`,
          )
        : E(
            "o.n.index.Indexer : poll failed: org.apache.kafka.common.errors.TimeoutException: Timeout of 60000ms expired before the position for partition listings-changes-3 could be determined",
          ),
    keep: 0.05,
    callers: [
      {
        svc: "feed-normalizer",
        rate: 0.5,
        lag: 5,
        gen: (r) =>
          E(
            `publish batch=${r.hex(6)} failed: kafka: client has run out of available brokers to talk to: dial tcp ${ip(r)}:9092: connect: connection refused`,
          ),
      },
    ],
  },
  // ------------------------------------------------------------------ memory
  {
    cat: "memory",
    estate: "keystone",
    origin: "txn-checklist",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "txn-checklist loads every document record for large brokerages into memory and dies with OutOfMemoryError: Java heap space, then restarts; callers time out.",
    originRate: 0.25,
    originGen: (r) =>
      r.chance(0.5)
        ? W(
            `o.s.b.a.health : GC overhead: ${r.int(92, 99)}% of time in GC over last 60s, heap ${r.int(1880, 2040)}MB/2048MB`,
          )
        : E(
            'Exception in thread "http-nio-8080-exec-' + r.int(1, 40) + '"',
            javaStack("java.lang.OutOfMemoryError", "Java heap space", [
              "java.base/java.util.Arrays.copyOf:Arrays.java:3512",
              "java.base/java.util.ArrayList.grow:ArrayList.java:237",
              "com.keystone.txn.ChecklistRepository.loadAllForOffice:ChecklistRepository.java:88",
              "com.keystone.txn.ChecklistService.officeReport:ChecklistService.java:142",
            ]),
            "OutOfMemoryError",
          ),
    keep: 0.2,
    callers: [
      {
        svc: "agent-portal",
        rate: 0.5,
        lag: 30,
        gen: (r) =>
          E(
            `GET /api/transactions/${r.int(20000, 29999)}/checklist 504 ${r.int(30000, 30200)}ms txn-checklist timeout`,
          ),
      },
      {
        svc: "doc-vault",
        rate: 0.2,
        lag: 40,
        gen: () => W("c.k.vault.ChecklistNotifier : callback to txn-checklist failed: Connection refused, will retry"),
      },
    ],
  },
  {
    cat: "memory",
    estate: "homefinder",
    origin: "photo-pipeline",
    hints: ["sigkill", "memory", "oom", "killed"],
    sev: "medium",
    note: "photo-pipeline workers get SIGKILLed by the OOM killer while resizing huge panorama TIFFs; photo tasks are lost and retried.",
    originRate: 0.35,
    originGen: (r) =>
      r.chance(0.6)
        ? E(
            `[celery.worker.request] Process 'ForkPoolWorker-${r.int(1, 8)}' pid:${r.int(100, 900)} exited with 'signal 9 (SIGKILL)'`,
          )
        : E(
            `[celery.worker.request] Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: ${r.int(1000, 99999)}.')`,
          ),
    keep: 0.3,
    shots: [
      { at: -5, lines: [W("photos.validate: accepted panorama 23040x11520 TIFF for processing (1.1 GB decoded)")] },
    ],
    callers: [
      {
        svc: "mls-ingest",
        rate: 0.15,
        lag: 60,
        gen: (r) => W(`mls_ingest.media: photo tasks for ${mlsId(r)} still pending after 5 min`),
      },
    ],
  },
  {
    cat: "memory",
    estate: "harborpine",
    origin: "docs",
    hints: ["nomemoryerror", "memory", "enomem", "allocate"],
    sev: "high",
    note: "docs runs out of memory merging scanned closing packets (NoMemoryError, then Errno::ENOMEM on fork); checklist and brokerage-web see 502s.",
    originRate: 0.3,
    originGen: (r) =>
      r.chance(0.5)
        ? E(
            "NoMemoryError (failed to allocate memory):",
            rubyStack([
              ["/usr/local/bundle/gems/combine_pdf-1.0.26/lib/combine_pdf/parser.rb", 188, "_parse_"],
              ["/app/app/services/closing_packet_builder.rb", 58, "block in merge"],
            ]),
            "NoMemoryError",
          )
        : E(`[${r.int(1, 99)}] Early termination of worker: Cannot allocate memory - fork(2) (Errno::ENOMEM)`),
    keep: 0.2,
    callers: [
      { svc: "checklist", rate: 0.3, lag: 5, gen: () => E("ClosingPacketJob: docs answered 502 Bad Gateway") },
      { svc: "brokerage-web", rate: 0.2, lag: 5, gen: () => W("Completed 502 Bad Gateway in 3ms (docs)") },
    ],
  },
  {
    cat: "memory",
    estate: "nestwise",
    origin: "geo-enricher",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "geo-enricher caches every parcel polygon and the Go runtime dies with 'fatal error: runtime: out of memory' in a restart loop; feed-normalizer's enrich step times out.",
    originRate: 0.05,
    originGen: () =>
      F(
        "fatal error: runtime: out of memory",
        goPanic("runtime: out of memory", [
          ["runtime.throw({0xb1c2a4?, 0x400000?})", "/usr/local/go/src/runtime/panic.go:1023"],
          ["runtime.sysMap(0xc0a0000000, 0x400000, 0x1a6a190?)", "/usr/local/go/src/runtime/mem_linux.go:168"],
          ["main.(*parcelCache).Load(0xc00012e0a0, {0xc0004a6000, 0x12})", "/src/geo-enricher/cache.go:77"],
        ]).replace("panic: runtime: out of memory\n\n", ""),
        "runtime error",
      ),
    keep: 0.15,
    shots: [{ at: -40, lines: [W("parcel cache size 3.6GiB (limit none), 2.1M polygons")] }],
    callers: [
      {
        svc: "feed-normalizer",
        rate: 0.4,
        lag: 10,
        gen: (r) => W(`enrich step timed out waiting on geo-enricher for batch=${r.hex(6)}, forwarding without geo`),
      },
    ],
  },
  // ------------------------------------------------------------------ disk
  {
    cat: "disk",
    estate: "keystone",
    origin: "doc-vault",
    hints: ["no space", "disk", "space", "enospc"],
    sev: "high",
    note: "doc-vault's scratch volume for virus scanning fills up and every upload fails with 'No space left on device'; txn-checklist and agent-portal report failures.",
    originRate: 0.6,
    originGen: (r) =>
      E(
        `c.k.vault.UploadHandler : upload failed for ${tx(r)}`,
        javaStack("java.io.IOException", "No space left on device", [
          "java.base/sun.nio.ch.FileDispatcherImpl.write0:Native Method:-2",
          "java.base/sun.nio.ch.FileChannelImpl.write:FileChannelImpl.java:311",
          "com.keystone.vault.scan.ScratchSpool.spool:ScratchSpool.java:43",
          "com.keystone.vault.UploadHandler.handle:UploadHandler.java:48",
        ]),
        "IOException",
      ),
    keep: 0.1,
    shots: [{ at: -60, lines: [W("c.k.vault.ScratchSpool : /scratch usage 94% (free 1.1 GiB)")] }],
    callers: [
      {
        svc: "txn-checklist",
        rate: 0.5,
        lag: 2,
        gen: (r) =>
          E(
            `c.k.txn.DocumentLink : attaching document to ${tx(r)} failed: doc-vault responded 500 Internal Server Error`,
          ),
      },
      {
        svc: "agent-portal",
        rate: 0.4,
        lag: 3,
        gen: (r) => E(`POST /api/transactions/${r.int(20000, 29999)}/documents 500 ${r.int(300, 900)}ms`),
      },
    ],
  },
  {
    cat: "disk",
    estate: "homefinder",
    origin: "listing-indexer",
    hints: ["flood", "read-only", "disk", "watermark", "cluster_block"],
    sev: "high",
    note: "The OpenSearch cluster hits its flood-stage disk watermark and blocks writes to listings_v42; listing-indexer's bulk requests fail with cluster_block_exception and search goes stale.",
    originRate: 0.6,
    originGen: (r) =>
      E(
        `c.h.index.BulkIndexer : bulk of ${r.int(50, 500)} docs to listings_v42 failed: OpenSearchStatusException[type=cluster_block_exception, reason=index [listings_v42] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]`,
      ),
    keep: 0.05,
    shots: [{ at: -90, lines: [W("c.h.index.ClusterHealth : node os-data-2 disk used 91% (high watermark 90%)")] }],
    callers: [
      { svc: "mls-ingest", rate: 0.1, lag: 60, gen: () => W("mls_ingest.writer: indexing lag for crmls above 5 min") },
    ],
  },
  {
    cat: "disk",
    estate: "harborpine",
    origin: "checklist",
    hints: ["enospc", "no space", "disk", "space"],
    sev: "high",
    note: "checklist's Active Storage disk volume fills up and every attachment write fails with Errno::ENOSPC.",
    originRate: 0.5,
    originGen: (r) =>
      E(
        `Errno::ENOSPC (No space left on device @ io_write - /rails/storage/${r.hex(2)}/${r.hex(2)}/${r.hex(28)}):`,
        rubyStack([
          ["/usr/local/bundle/gems/activestorage-7.1.3/lib/active_storage/service/disk_service.rb", 162, "write"],
          ["/usr/local/bundle/gems/activestorage-7.1.3/lib/active_storage/service/disk_service.rb", 21, "upload"],
          ["/app/app/controllers/checklist_items_controller.rb", 52, "attach"],
        ]),
        "Errno::ENOSPC",
      ),
    keep: 0.4,
    callers: [
      {
        svc: "brokerage-web",
        rate: 0.3,
        lag: 1,
        gen: (r) => E(`Checklist upload failed: checklist API answered 500 after ${r.int(20, 200)}ms`),
      },
    ],
  },
  {
    cat: "disk",
    estate: "nestwise",
    origin: "photo-worker",
    hints: ["no space", "errno 28", "disk", "space"],
    sev: "medium",
    note: "photo-worker's tmp volume fills with unprocessed originals and rendition writes fail with [Errno 28] No space left on device.",
    originRate: 0.6,
    originGen: (r) =>
      E(
        `photo_worker: rendition failed for ${mlsId(r)}/${r.int(1, 40)}.jpg`,
        pyStack(
          [
            ["/app/photo_worker/render.py", 61, "render", "img.save(out_path, 'JPEG', quality=82)"],
            [
              "/usr/local/lib/python3.11/site-packages/PIL/Image.py",
              2456,
              "save",
              'fp = builtins.open(filename, "w+b")',
            ],
          ],
          "OSError",
          `[Errno 28] No space left on device: '/var/tmp/photos/${r.hex(10)}_1600.jpg'`,
        ),
        "OSError",
      ),
    keep: 0.1,
    callers: [
      {
        svc: "listing-api",
        rate: 0.1,
        lag: 60,
        gen: (r) => W(`o.n.api.PublishGate : ${mlsId(r)} held back: photos pending for ${r.int(4, 15)} min`),
      },
    ],
  },
  // ------------------------------------------------------------------ unknown
  {
    cat: "unknown",
    estate: "keystone",
    origin: "crm-sync",
    hints: ["unknown", "crash", "exit", "unexpected", "error"],
    sev: "medium",
    note: "crm-sync's worker exits with status 1 every few seconds right after start and never says why; lead-router's contact pushes to it fail.",
    originRate: 0.3,
    originGen: (r) =>
      r.chance(0.5)
        ? E(
            `crm_sync.supervisor: worker pid ${r.int(100, 999)} exited with status 1, restarting (back-off ${r.pick([1, 2, 4, 8, 10])}s)`,
          )
        : I("crm_sync.worker: starting worker, connecting to queue crm.contacts"),
    quiet: true,
    callers: [
      {
        svc: "lead-router",
        rate: 0.5,
        lag: 5,
        gen: (r) =>
          E(
            `push to crm-sync failed for lead L-${r.int(100000, 999999)}: 503 Service Unavailable (no healthy upstream)`,
          ),
      },
    ],
  },
  {
    cat: "unknown",
    estate: "homefinder",
    origin: "lead-capture",
    hints: ["unknown", "internal", "500", "error"],
    sev: "medium",
    note: "lead-capture answers every lead submission with 500 and logs only 'Internal Server Error' with no cause; listing-web shows failed contact forms.",
    originRate: 0.5,
    originGen: (r) => E(`POST /leads 500 ${r.int(3, 40)}ms - Internal Server Error`),
    keep: 0,
    callers: [
      {
        svc: "listing-web",
        rate: 0.5,
        lag: 1,
        gen: (r) => E(`POST /api/contact-agent 502 ${r.int(10, 80)}ms lead-capture returned 500`),
      },
    ],
  },
  {
    cat: "unknown",
    estate: "harborpine",
    origin: "showings",
    hints: ["unknown", "unresponsive", "no response", "error"],
    sev: "medium",
    note: "showings stops logging entirely and stops answering; brokerage-web and lockbox-sync get 502s and empty responses, and nothing in showings says why.",
    originRate: 0,
    originGen: () => I(""),
    quiet: true,
    callers: [
      {
        svc: "brokerage-web",
        rate: 0.7,
        lag: 10,
        gen: (r) => E(`Showings API error: POST /showings returned 502 Bad Gateway after ${r.int(1, 60)}ms`),
      },
      {
        svc: "lockbox-sync",
        rate: 0.2,
        lag: 20,
        gen: () => E("LockboxSync: poll of showings failed: Net::ReadTimeout with #<TCPSocket:(closed)>"),
      },
    ],
  },
  {
    cat: "unknown",
    estate: "nestwise",
    origin: "mls-sync",
    hints: ["unknown", "failed", "exit", "error"],
    sev: "medium",
    note: "mls-sync's replication runs fail one after another with only 'job failed, exit status 2' and no message; listings stop updating.",
    originRate: 0.25,
    originGen: (r) =>
      r.chance(0.5)
        ? E(`mls_sync: replication run ${r.hex(8)} failed: exit status 2`)
        : W(`mls_sync: replication run ${r.hex(8)} started (resource Property)`),
    keep: 0,
    callers: [
      {
        svc: "search-indexer",
        rate: 0.05,
        lag: 120,
        gen: () => W("o.n.index.Indexer : no listing changes received for 2 min"),
      },
    ],
  },
];
