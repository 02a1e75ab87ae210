// Incident scenarios, part A: authentication, authorization, database, network, timeout, rate_limiting, validation.
// dt 0 is the moment the fault starts at the service that holds it.
import { dotnet, java, node, python, ruby } from "./stacks.js";
import type { Scenario } from "./types.js";

const pid = (n: number) => `2123${String(n).padStart(8, "0")}`;

export const PART_A: Scenario[] = [
  // ------------------------------------------------------------------ authentication
  {
    cat: "authentication",
    estate: "nlc",
    origin: "patron-auth",
    hints: ["ldap", "credential", "bind", "auth"],
    sev: "high",
    note: "The LDAP service account patron-auth binds with to the city directory stops being accepted (result 49), so web logins and kiosk patron checks fail.",
    build: (c) => {
      c.mute("patron-auth", 0, 0.02, { match: /bind ok/ });
      c.mute("opac-gateway", 0, 0.05, { match: /session 201/ });
      c.every("patron-auth", 0, null, 900, (i) =>
        i % 9 === 0
          ? [
              {
                svc: "patron-auth",
                level: "error",
                msg: `ldap: service bind as cn=svc-ils-auth,ou=service,dc=city,dc=local failed: LDAP Result Code 49 "Invalid Credentials": 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563`,
              },
            ]
          : [
              {
                svc: "patron-auth",
                level: "error",
                msg: `authenticate patron=${pid(c.r.int(0, 99999999))}: service bind failed: LDAP Result Code 49 "Invalid Credentials"`,
              },
            ],
      );
      c.every("opac-gateway", 1000, null, 1300, () => [
        {
          svc: "opac-gateway",
          level: "error",
          msg: `POST /api/v2/session 502 ${c.r.int(40, 90)}ms - upstream patron-auth responded 500 {"error":"directory unavailable"}`,
        },
      ]);
      c.every("sip2-bridge", 1500, null, 1700, () => [
        {
          svc: "sip2-bridge",
          level: "warn",
          msg: `63 patron info from ${c.r.pick(["NSH-MAIN", "OAKDALE", "NSH-EAST"])}-SC0${c.r.int(1, 4)}: ACS returned BL N CQ N (patron could not be validated), kiosk shows "see staff"`,
        },
      ]);
    },
  },
  {
    cat: "authentication",
    estate: "rdl",
    origin: "sso-broker",
    hints: ["oidc", "client", "secret", "token", "auth", "credential"],
    sev: "high",
    note: "The OIDC client secret sso-broker uses at the city identity provider expires, every code exchange is refused with invalid_client and patrons cannot sign in to borrow e-books.",
    build: (c) => {
      c.mute("sso-broker", 0, 0.03, { match: /accepted/ });
      c.mute("reader-web", 0, 0.05, { match: /auth\/callback/ });
      c.every("sso-broker", 0, null, 1100, (i) => [
        {
          svc: "sso-broker",
          level: "error",
          msg: `Token exchange failed at https://login.riverbend.gov/oauth2/v2.0/token: 401 {"error":"invalid_client","error_description":"AADSTS7000222: The provided client secret keys for app 'riverbend-elending' are expired."}`,
          stack:
            i % 6 === 0
              ? java("com.nimbusds.oauth2.sdk.ParseException: invalid_client", [
                  "com.nimbusds.oauth2.sdk.TokenErrorResponse.parse(TokenErrorResponse.java:183)",
                  "gov.riverbend.sso.oidc.CodeExchanger.exchange(CodeExchanger.java:77)",
                  "gov.riverbend.sso.web.CallbackController.callback(CallbackController.java:52)",
                  "org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
                ])
              : undefined,
        },
      ]);
      c.every("reader-web", 800, null, 1400, () => [
        {
          svc: "reader-web",
          level: "error",
          msg: `GET /auth/callback 502 - ${c.r.int(80, 300)} ms (sso-broker: sign-in could not be completed)`,
        },
      ]);
      c.every(
        "reader-web",
        3000,
        null,
        5000,
        () => "patron sign-in failed, showing 'We couldn't sign you in' page",
        "warn",
      );
    },
  },
  {
    cat: "authentication",
    estate: "hma",
    origin: "payments-adapter",
    hints: ["401", "api key", "unauthorized", "auth", "credential"],
    sev: "high",
    note: "The PSP API key payments-adapter presents is rejected with 401 after the merchant account keys were rotated, so every ticket payment fails.",
    build: (c) => {
      c.mute("payments-adapter", 0, 0.0, { match: /authorised/ });
      c.mute("tickets-web", 0, 0.1, { match: /reservations 201/ });
      c.every("payments-adapter", 0, null, 1200, (i) => [
        {
          svc: "payments-adapter",
          level: "error",
          msg: `fail: Halvorsen.Payments.PspClient[0] Authorise order=ORD-${c.r.int(100000, 999999)} failed: HTTP 401 (Unauthorized) {"status":401,"errorCode":"000","message":"HTTP Status Response - Unauthorized","errorType":"security"}`,
          stack:
            i % 5 === 0
              ? dotnet("Adyen.HttpClient.HttpClientException: HTTP Status Response - Unauthorized", [
                  "Adyen.HttpClient.HttpClientWrapper.RequestAsync(String endpoint, String requestBody, RequestOptions requestOptions, Nullable`1 httpMethod, CancellationToken cancellationToken)",
                  "Halvorsen.Payments.PspClient.AuthoriseAsync(PaymentRequest req) in /src/Payments/PspClient.cs:line 88",
                  "Halvorsen.Payments.Api.PaymentsController.Post(PaymentDto dto) in /src/Payments/Api/PaymentsController.cs:line 41",
                ])
              : undefined,
        },
      ]);
      c.every(
        "tickets-web",
        900,
        null,
        1500,
        () =>
          `POST /api/reservations 502 ${c.r.int(200, 600)}ms payment step failed: payments-adapter returned 502 Bad Gateway`,
      );
      c.every(
        "timed-entry",
        1500,
        null,
        3000,
        () => `Released hold on ${c.r.int(1, 5)} tickets order=ORD-${c.r.int(100000, 999999)}: payment not completed`,
        "warn",
      );
    },
  },
  {
    cat: "authentication",
    estate: "aca",
    origin: "aip-store",
    hints: ["accesskey", "access key", "credential", "signature", "auth"],
    sev: "high",
    note: "aip-store keeps signing object-storage requests with an access key that was rotated out (InvalidAccessKeyId), so AIP reads and staging writes fail.",
    build: (c) => {
      c.mute("aip-store", 0, 0.02, { match: / 20[01] / });
      c.every("aip-store", 0, null, 700, (i) =>
        i % 2
          ? `GET /v1/aips/AC-2026-${c.r.int(1, 400)}/${c.r.hex(8)} 502: s3 GetObject: operation error S3: GetObject, https response error StatusCode: 403, RequestID: ${c.r.hex(16).toUpperCase()}, HostID: ${c.r.hex(24)}, api error InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.`
          : `PUT /v1/staging/transfer-${c.r.hex(6)} 502: s3 PutObject: api error InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.`,
      );
      c.every(
        "iiif-viewer-api",
        600,
        null,
        1000,
        () =>
          `manifest build failed: aip-store responded 502 Bad Gateway for ${c.r.pick(["AC-2026-", "PH-2011-"])}${c.r.int(1, 400)}`,
      );
      c.every(
        "access-gw",
        700,
        null,
        1200,
        () =>
          `GET /viewer/PH-2011-${c.r.int(1, 400)}/manifest.json status=502 dur=${c.r.int(30, 90)}ms upstream=iiif-viewer-api`,
        "warn",
      );
      c.every(
        "fixity-worker",
        1000,
        null,
        2500,
        () => `aip-store GET failed: 502 Bad Gateway, retrying (${c.r.int(1, 5)}/5)`,
        "warn",
      );
      c.every(
        "ingest-api",
        2000,
        null,
        8000,
        () => `transfer-${c.r.hex(6)} staging upload failed: aip-store 502, will retry`,
        "error",
      );
    },
  },
  // ------------------------------------------------------------------ authorization
  {
    cat: "authorization",
    estate: "nlc",
    origin: "marc-catalog",
    hints: ["permission", "denied", "privilege", "authoriz", "forbidden"],
    sev: "high",
    note: "After a role cleanup in the catalogue database, marc-catalog's login loses SELECT on the item tables (permission denied), so record loads and holds/checkout lookups of bibs fail.",
    build: (c) => {
      c.mute("marc-catalog", 0, 0.0, { match: /loaded/ });
      c.every("marc-catalog", 0, null, 1400, (i) => [
        {
          svc: "marc-catalog",
          level: "error",
          msg: `GET /bibs/${c.r.int(100000, 999999)}/items failed: could not execute query`,
          stack:
            i % 4 === 0
              ? java("org.postgresql.util.PSQLException: ERROR: permission denied for table bib_items", [
                  "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
                  "org.postgresql.jdbc.PgPreparedStatement.executeQuery(PgPreparedStatement.java:137)",
                  "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeQuery(HikariProxyPreparedStatement.java)",
                  "org.northshore.catalog.repo.ItemRepository.findByBib(ItemRepository.java:64)",
                  "org.northshore.catalog.api.BibController.items(BibController.java:118)",
                ])
              : ["org.postgresql.util.PSQLException: ERROR: permission denied for table bib_items"],
        },
      ]);
      c.every(
        "circ-engine",
        1200,
        null,
        2000,
        () =>
          `Hold request rejected: catalogue lookup for bib ${c.r.int(100000, 999999)} failed (marc-catalog HTTP 500)`,
      );
      c.every(
        "opac-gateway",
        900,
        null,
        1600,
        () => `GET /api/v2/records/${c.r.int(100000, 999999)} 502 ${c.r.int(20, 80)}ms - marc-catalog returned 500`,
      );
      c.at(-60000, "marc-catalog", "info", "db role check: schema catalog owner=ils_owner, app role=ils_catalog_app");
    },
  },
  {
    cat: "authorization",
    estate: "rdl",
    origin: "drm-license",
    hints: ["accessdenied", "access denied", "authoriz", "permission", "kms"],
    sev: "high",
    note: "drm-license is no longer allowed to use the KMS key that signs e-book licenses (AccessDeniedException), so no loan gets a license.",
    build: (c) => {
      c.mute("drm-license", 0, 0.0, { match: /Issued/ });
      c.mute("lending-api", 0, 0.05, { match: /checkout ok/ });
      c.mute("loan-ledger", 0, 0.05, { match: /Recorded loan/ });
      c.every("drm-license", 0, null, 1300, (i) => [
        {
          svc: "drm-license",
          level: "error",
          msg: `License signing failed for loan L-${c.r.hex(10)}`,
          stack:
            i % 3 === 0
              ? dotnet(
                  "Amazon.KeyManagementService.Model.AccessDeniedException: User: arn:aws:sts::418273645012:assumed-role/drm-license-prod/i-0c7d is not authorized to perform: kms:Sign on resource: arn:aws:kms:us-east-2:418273645012:key/5e2c0b9e-2b1c-4a4f-9f7e-91ab2c1d7e44 because no identity-based policy allows the kms:Sign action",
                  [
                    "Amazon.Runtime.Internal.HttpErrorResponseExceptionHandler.HandleExceptionStream(IRequestContext requestContext, IWebResponseData httpErrorResponse, HttpErrorResponseException exception, Stream responseStream)",
                    "Riverbend.Drm.Signing.KmsSigner.SignAsync(Byte[] digest) in /app/src/Signing/KmsSigner.cs:line 47",
                    "Riverbend.Drm.Lcp.LicenseBuilder.BuildAsync(Loan loan) in /app/src/Lcp/LicenseBuilder.cs:line 112",
                  ],
                )
              : ["Amazon.KeyManagementService.Model.AccessDeniedException: ... is not authorized to perform: kms:Sign"],
        },
      ]);
      c.every(
        "lending-api",
        800,
        null,
        1400,
        () =>
          `checkout failed title="${c.r.pick(["Atomic Habits", "Demon Copperhead", "Project Hail Mary"])}": drm-license POST /licenses -> 500 Internal Server Error; copy returned to pool`,
      );
      c.every("reader-web", 1000, null, 1600, () => `POST /loans 502 - ${c.r.int(200, 700)} ms`, "warn");
    },
  },
  {
    cat: "authorization",
    estate: "hma",
    origin: "dam-store",
    hints: ["permission", "forbidden", "403", "access", "authoriz"],
    sev: "high",
    note: "dam-store's storage service account loses storage.objects.get on the masters bucket (403), so the IIIF image server cannot read any master image.",
    build: (c) => {
      c.mute("dam-store", 0, 0.0, { match: / 200 / });
      c.mute("iiif-images", 0, 0.1, { match: / 200 / });
      c.every(
        "dam-store",
        0,
        null,
        800,
        () =>
          `GET /objects/hma:${c.r.int(1900, 2025)}.${c.r.int(1, 400)}/master.tif 500: storage: object read: googleapi: Error 403: dam-store@halvorsen-prod.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist)., forbidden`,
      );
      c.every("iiif-images", 400, null, 700, (i) => [
        {
          svc: "iiif-images",
          level: "error",
          msg: `GET /iiif/3/hma%3A${c.r.int(1900, 2025)}.${c.r.int(1, 400)}/full/max/0/default.jpg 500`,
          stack:
            i % 5 === 0
              ? java(
                  "java.io.IOException: Server returned HTTP response code: 500 for URL: http://dam-store:8080/objects/hma:1911.42/master.tif",
                  [
                    "edu.illinois.library.cantaloupe.source.HttpSource.getFormatIterator(HttpSource.java:412)",
                    "edu.illinois.library.cantaloupe.resource.iiif.v3.ImageResource.doGET(ImageResource.java:98)",
                    "edu.illinois.library.cantaloupe.resource.HandlerServlet.service(HandlerServlet.java:76)",
                  ],
                )
              : undefined,
        },
      ]);
      c.every("tickets-web", 2000, null, 4000, () => "collection highlight carousel: 0 of 12 images loaded", "warn");
    },
  },
  {
    cat: "authorization",
    estate: "aca",
    origin: "fixity-worker",
    hints: ["permission", "denied", "eacces", "authoriz", "access"],
    sev: "medium",
    note: "fixity-worker can no longer open the AIP files on the preservation share after the share's export was changed to root_squash (permission denied), so every fixity check errors.",
    build: (c) => {
      c.mute("fixity-worker", 0, 0.0, { match: /fixity ok/ });
      c.every(
        "fixity-worker",
        0,
        null,
        900,
        () =>
          `fixity check aip=MS-1987-${c.r.int(1, 400)}/${c.r.hex(8)} aborted: open /mnt/preservation/aips/${c.r.hex(2)}/${c.r.hex(8)}/data/objects/${c.r.hex(6)}.tif: permission denied`,
      );
      c.every(
        "fixity-worker",
        5000,
        null,
        20000,
        () => `worker pool: ${c.r.int(40, 90)}% of checks failing, backing off 30s`,
        "warn",
      );
      c.every(
        "scheduler",
        20000,
        null,
        30000,
        () => `job fixity-sweep: previous sweep incomplete (${c.r.int(100, 400)} AIPs errored), re-queueing`,
        "warn",
      );
    },
  },
  // ------------------------------------------------------------------ database
  {
    cat: "database",
    estate: "nlc",
    origin: "circ-engine",
    hints: ["connection", "pool", "jdbc", "hikari", "database", "sql"],
    sev: "high",
    note: "circ-engine's JDBC pool runs dry (Hikari connection not available after 30 s) as the circulation database stops handing out connections, so checkouts, checkins and holds fail.",
    build: (c) => {
      c.mute("circ-engine", 0, 0.1, { levels: ["info"] });
      c.mute("sip2-bridge", 0, 0.1, { match: /ok=1/ });
      c.every(
        "circ-engine",
        0,
        60000,
        5000,
        () => `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${c.r.int(20, 120)})`,
        "warn",
      );
      c.every("circ-engine", 30000, null, 800, (i) => [
        {
          svc: "circ-engine",
          level: "error",
          msg: `Checkout failed item=3123${c.r.int(10000000, 99999999)}: Could not open JPA EntityManager for transaction`,
          stack:
            i % 4 === 0
              ? java(
                  "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
                  [
                    "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
                    "org.northshore.circ.service.CheckoutService.checkout(CheckoutService.java:93)",
                  ],
                  [
                    "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=117)",
                    "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                    "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                    "\t... 87 common frames omitted",
                  ],
                )
              : undefined,
        },
      ]);
      c.every(
        "sip2-bridge",
        31000,
        null,
        500,
        () =>
          `11 checkout from ${c.r.pick(["NSH-MAIN", "OAKDALE", "FAIRVIEW-BKM"])}-SC0${c.r.int(1, 4)} -> 12 ok=0 AF"Unable to check out, please see staff" (${c.r.int(30000, 31000)} ms)`,
        "warn",
      );
      c.every(
        "sip2-bridge",
        32000,
        null,
        900,
        () => `no 12 response from ACS within 5s, resending last message (attempt ${c.r.int(2, 3)}/3)`,
        "warn",
      );
      c.every("opac-gateway", 31000, null, 1500, () => `POST /api/v2/holds 504 30012ms - circ-engine did not respond`);
      c.every(
        "holds-queue",
        35000,
        null,
        6000,
        () => `could not confirm trap for hold ${c.r.int(800000, 899999)}: circ-engine 500`,
        "warn",
      );
    },
  },
  {
    cat: "database",
    estate: "rdl",
    origin: "loan-ledger",
    hints: ["deadlock", "pg", "database", "sql"],
    sev: "medium",
    note: "A new loan-expiry query in loan-ledger deadlocks with loan writes in Postgres (PG::TRDeadlockDetected), so loan records fail and lending-api keeps retrying.",
    build: (c) => {
      c.mute("loan-ledger", 0, 0.4, { match: /Recorded loan/ });
      c.every("loan-ledger", 0, null, 1500, (i) => [
        {
          svc: "loan-ledger",
          level: "error",
          msg: `ActiveRecord::Deadlocked: PG::TRDeadlockDetected: ERROR:  deadlock detected\nDETAIL:  Process ${c.r.int(20000, 29999)} waits for ShareLock on transaction ${c.r.int(9000000, 9999999)}; blocked by process ${c.r.int(20000, 29999)}.\nProcess ${c.r.int(20000, 29999)} waits for ShareLock on transaction ${c.r.int(9000000, 9999999)}; blocked by process ${c.r.int(20000, 29999)}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${c.r.int(100, 900)},${c.r.int(1, 60)}) in relation "title_copies"`,
          stack:
            i % 3 === 0
              ? ruby("", [
                  "activerecord (7.2.1) lib/active_record/connection_adapters/postgresql_adapter.rb:894:in 'exec_params'",
                  "app/models/title_copy.rb:41:in 'block in TitleCopy.release!'",
                  "app/services/ledger/writer.rb:27:in 'Ledger::Writer#record'",
                ]).slice(1)
              : undefined,
        },
      ]);
      c.every(
        "lending-api",
        600,
        null,
        1200,
        () => `loan-ledger POST /events returned 500, retrying (attempt ${c.r.int(1, 5)}/5)`,
        "warn",
      );
      c.every(
        "lending-api",
        3000,
        null,
        5000,
        () => `checkout rolled back loan=L-${c.r.hex(10)}: ledger write failed after 5 attempts`,
      );
    },
  },
  {
    cat: "database",
    estate: "hma",
    origin: "collections-db-api",
    hints: ["operationalerror", "database", "postgres", "connection", "psycopg"],
    sev: "high",
    note: "collections-db-api loses its Postgres database (connection refused on 5432 after the primary went away), so collection search and object pages fail.",
    build: (c) => {
      c.mute("collections-db-api", 0, 0.0, { match: /HTTP\/1.1" 200|sync from/ });
      c.every("collections-db-api", 0, null, 1100, (i) => [
        {
          svc: "collections-db-api",
          level: "error",
          msg: `Internal Server Error: /api/objects/`,
          stack:
            i % 3 === 0
              ? python(
                  [
                    [
                      "/usr/local/lib/python3.12/site-packages/django/db/backends/base/base.py",
                      279,
                      "ensure_connection",
                      "self.connect()",
                    ],
                    [
                      "/usr/local/lib/python3.12/site-packages/django/db/backends/postgresql/base.py",
                      332,
                      "get_new_connection",
                      "connection = self.Database.connect(**conn_params)",
                    ],
                    [
                      "/usr/local/lib/python3.12/site-packages/psycopg/connection.py",
                      748,
                      "connect",
                      "raise last_ex.with_traceback(None)",
                    ],
                  ],
                  'django.db.utils.OperationalError: connection failed: connection to server at "10.20.4.11", port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?',
                )
              : [
                  'django.db.utils.OperationalError: connection failed: connection to server at "10.20.4.11", port 5432 failed: Connection refused',
                ],
        },
      ]);
      c.every(
        "tickets-web",
        500,
        null,
        1800,
        () => `GET /collection/search 502 ${c.r.int(10, 60)}ms (collections-db-api: 500 Internal Server Error)`,
      );
      c.every(
        "member-portal",
        2000,
        null,
        6000,
        () => `Faraday::ServerError: the server responded with status 500 (collections-db-api /api/objects/highlights)`,
        "warn",
      );
    },
  },
  {
    cat: "database",
    estate: "aca",
    origin: "catalog-ead",
    hints: ["mysql", "crashed", "table", "database", "sql"],
    sev: "medium",
    note: "The MySQL table catalog-ead stores archival objects in is marked as crashed, so finding-aid pages and tree loads fail.",
    build: (c) => {
      c.mute("catalog-ead", 0, 0.3, { match: /Completed 200/ });
      c.every("catalog-ead", 0, null, 1200, (i) => [
        {
          svc: "catalog-ead",
          level: "error",
          msg: `Sequel::DatabaseError: Mysql2::Error: Table './archivesspace/archival_object' is marked as crashed and should be repaired`,
          stack:
            i % 4 === 0
              ? ruby("", [
                  "/archivesspace/gems/gems/sequel-5.78.0/lib/sequel/adapters/mysql2.rb:270:in 'query'",
                  "/archivesspace/backend/app/model/archival_object.rb:118:in 'block in tree'",
                  "/archivesspace/backend/app/controllers/resource.rb:64:in 'block in <class:ArchivesSpaceService>'",
                ]).slice(1)
              : undefined,
        },
      ]);
      c.every(
        "catalog-ead",
        300,
        null,
        1600,
        () =>
          `Completed 500 Internal Server Error in ${c.r.int(4, 40)}ms GET /repositories/${c.r.int(2, 6)}/resources/${c.r.int(1, 9000)}/tree/root`,
      );
      c.every(
        "access-gw",
        400,
        null,
        1500,
        () => `GET /finding-aids/${c.r.int(1, 9000)} status=500 dur=${c.r.int(10, 60)}ms upstream=catalog-ead`,
        "warn",
      );
      c.every(
        "scheduler",
        40000,
        null,
        60000,
        () => "job ead-export failed: catalog-ead returned 500 for 14 of 14 resources",
      );
    },
  },
  // ------------------------------------------------------------------ network
  {
    cat: "network",
    estate: "nlc",
    origin: "sip2-bridge",
    hints: ["network", "route", "socket", "connection", "unreachable"],
    sev: "medium",
    note: "The VPN path from sip2-bridge to two branches' self-check kiosks drops (no route to host, resets), so kiosks at OAKDALE and MILLBROOK go offline.",
    build: (c) => {
      c.mute("sip2-bridge", 0, 0.4, { match: /OAKDALE|MILLBROOK/ });
      c.every("sip2-bridge", 0, null, 900, (i) =>
        i % 3
          ? `kiosk ${c.r.pick(["OAKDALE", "MILLBROOK"])}-SC0${c.r.int(1, 4)} 10.${c.r.pick([61, 62])}.8.${c.r.int(20, 40)}:6001: ConnectionResetError: [Errno 104] Connection reset by peer`
          : `reconnect to kiosk ${c.r.pick(["OAKDALE", "MILLBROOK"])}-SC0${c.r.int(1, 4)} failed: OSError: [Errno 113] No route to host`,
      );
      c.every("sip2-bridge", 2000, null, 10000, (i) => [
        {
          svc: "sip2-bridge",
          level: "error",
          msg: "session handler crashed, dropping kiosk session",
          stack:
            i % 2 === 0
              ? python(
                  [
                    ["/srv/sip2bridge/session.py", 142, "pump", "data = await reader.readuntil(b'\\r')"],
                    [
                      "/usr/lib/python3.11/asyncio/streams.py",
                      616,
                      "readuntil",
                      "await self._wait_for_data('readuntil')",
                    ],
                  ],
                  "ConnectionResetError: [Errno 104] Connection reset by peer",
                )
              : undefined,
        },
      ]);
      c.every(
        "circ-engine",
        20000,
        null,
        40000,
        () => `SIP2 ACS: ${c.r.int(3, 8)} kiosk sessions idle > 60s (OAKDALE, MILLBROOK)`,
        "warn",
      );
    },
  },
  {
    cat: "network",
    estate: "rdl",
    origin: "reader-web",
    hints: ["dns", "eai_again", "getaddrinfo", "network", "resolve"],
    sev: "high",
    note: "reader-web stops resolving internal service names (getaddrinfo EAI_AGAIN) when its node's DNS cache breaks, so searches and loans from the web reader fail.",
    build: (c) => {
      c.mute("reader-web", 0, 0.05, { match: / 20[01] / });
      c.mute("search-gw", 0, 0.2);
      c.every("reader-web", 0, null, 700, (i) => [
        {
          svc: "reader-web",
          level: "error",
          msg: `request to ${c.r.pick(["search-gw", "lending-api", "sso-broker"])} failed`,
          stack:
            i % 3 === 0
              ? node(
                  `Error: getaddrinfo EAI_AGAIN ${c.r.pick(["search-gw.rdl-prod.svc.cluster.local", "lending-api.rdl-prod.svc.cluster.local"])}`,
                  [
                    "GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26)",
                    "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                    "async LendingClient.checkout (/app/dist/server/clients/lending.js:41:17)",
                  ],
                )
              : [`Error: getaddrinfo EAI_AGAIN ${c.r.pick(["search-gw", "lending-api"])}.rdl-prod.svc.cluster.local`],
        },
      ]);
      c.every("reader-web", 500, null, 1000, () => `GET /catalog/search 502 - ${c.r.int(5000, 5100)} ms`, "warn");
    },
  },
  {
    cat: "network",
    estate: "hma",
    origin: "gate-scanner",
    hints: ["network", "reset", "connection", "route", "socket"],
    sev: "medium",
    note: "The entrance network segment drops packets, gate-scanner's TLS connections to timed-entry keep resetting and gates fall back to offline validation.",
    build: (c) => {
      c.mute("gate-scanner", 0, 0.3, { match: /admitted/ });
      c.every("gate-scanner", 0, null, 1000, (i) =>
        i % 3 === 0
          ? `[net] connect() to timed-entry.halvorsen-web.svc:8443 (10.40.2.15) failed: No route to host (errno 113)`
          : i % 3 === 1
            ? `[net] SSL_read failed: error:0A000126:SSL routines::unexpected eof while reading (peer reset), dropping session`
            : `[net] recv() failed: Connection reset by peer (errno 104) gate=${c.r.pick(["N1", "N2", "S1"])}`,
      );
      c.every(
        "gate-scanner",
        3000,
        null,
        4000,
        () =>
          `gate ${c.r.pick(["N1", "N2", "S1"])}: online validation unavailable, admitted ticket ${c.r.hex(8).toUpperCase()} from offline cache`,
        "warn",
      );
      c.every(
        "timed-entry",
        4000,
        null,
        15000,
        () => `scanner sync: no admissions received from gate-scanner for ${c.r.int(30, 300)}s`,
        "warn",
      );
    },
  },
  {
    cat: "network",
    estate: "aca",
    origin: "format-migrator",
    hints: ["socket", "connection", "ssl", "network", "reset"],
    sev: "medium",
    note: "Large uploads from format-migrator to aip-store die on a path MTU problem (connection reset, SSL handshake terminated), so migrated derivatives are not stored.",
    build: (c) => {
      c.mute("format-migrator", 0, 0.4, { match: /migrated/ });
      c.every("format-migrator", 0, null, 1500, (i) => [
        {
          svc: "format-migrator",
          level: "error",
          msg: `upload of derivative ${c.r.hex(8)}.jp2 to aip-store failed after ${c.r.int(2, 40)} MiB`,
          stack:
            i % 2 === 0
              ? java("java.net.SocketException: Connection reset", [
                  "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:318)",
                  "java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:489)",
                  "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
                  "gov.ashford.dp.migrate.AipStoreClient.put(AipStoreClient.java:88)",
                ])
              : java("javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake", [
                  "java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1714)",
                  "gov.ashford.dp.migrate.AipStoreClient.put(AipStoreClient.java:88)",
                ]),
        },
      ]);
      c.every(
        "format-migrator",
        4000,
        null,
        6000,
        () => `retrying upload ${c.r.hex(8)} (attempt ${c.r.int(2, 5)}/5) in 8s`,
        "warn",
      );
      c.every(
        "aip-store",
        2000,
        null,
        7000,
        () => `PUT /v1/derivatives/${c.r.hex(8)} client disconnected after ${c.r.int(1, 40)} MiB (unexpected EOF)`,
        "warn",
      );
    },
  },
  // ------------------------------------------------------------------ timeout
  {
    cat: "timeout",
    estate: "nlc",
    origin: "discovery-index",
    hints: ["timeout", "timed out", "sockettimeout", "read"],
    sev: "high",
    note: "Solr stops answering discovery-index in time (read timed out after 10 s), so catalogue searches on the OPAC time out.",
    build: (c) => {
      c.mute("discovery-index", 0, 0.08, { match: /solr select/ });
      c.mute("opac-gateway", 0, 0.08, { match: /search\?q/ });
      c.every("discovery-index", 0, null, 700, (i) => [
        {
          svc: "discovery-index",
          level: "error",
          msg: `search failed q="${c.r.pick(["dune", "knitting", "tax forms 2026", "harry potter"])}" after 10001ms`,
          stack:
            i % 4 === 0
              ? java(
                  "org.apache.solr.client.solrj.SolrServerException: Timeout occurred while waiting response from server at: http://solr-1.nlc-search:8983/solr/biblio",
                  [
                    "org.apache.solr.client.solrj.impl.Http2SolrClient.request(Http2SolrClient.java:526)",
                    "org.northshore.discovery.SearchService.query(SearchService.java:77)",
                  ],
                  ["Caused by: java.util.concurrent.TimeoutException: Total timeout 10000 ms elapsed", "\t... 41 more"],
                )
              : undefined,
        },
      ]);
      c.every(
        "opac-gateway",
        400,
        null,
        600,
        () =>
          `GET /api/v2/search?q=${c.r.pick(["dune", "knitting", "jazz%20vinyl"])}&page=1 504 ${c.r.int(10002, 10060)}ms - discovery-index timeout`,
      );
      c.every("opac-gateway", 1000, null, 2500, () => `retrying discovery-index search (attempt 2/2)`, "warn");
    },
  },
  {
    cat: "timeout",
    estate: "rdl",
    origin: "ebook-catalog",
    hints: ["timeout", "worker timeout", "gunicorn", "timed out"],
    sev: "high",
    note: "ebook-catalog's gunicorn workers hang on title-detail requests and get killed at the 30 s worker timeout, so title pages and search facets time out.",
    build: (c) => {
      c.every(
        "ebook-catalog",
        0,
        null,
        1700,
        (i) =>
          i % 4 === 3
            ? [
                {
                  svc: "ebook-catalog",
                  level: "info",
                  msg: `[${c.r.int(7, 60)}] [INFO] Booting worker with pid: ${c.r.int(100, 999)}`,
                },
              ]
            : `[1] [CRITICAL] WORKER TIMEOUT (pid:${c.r.int(100, 999)})`,
        "fatal",
      );
      c.every("ebook-catalog", 500, null, 6000, () => [
        {
          svc: "ebook-catalog",
          level: "error",
          msg: "Error handling request /titles/detail",
          stack: python(
            [
              [
                "/usr/local/lib/python3.12/site-packages/gunicorn/workers/sync.py",
                134,
                "handle",
                "self.handle_request(listener, req, client, addr)",
              ],
              ["/app/catalog/views/titles.py", 88, "detail", "facets = build_facets(title_id)"],
              ["/usr/local/lib/python3.12/site-packages/gunicorn/workers/base.py", 204, "handle_abort", "sys.exit(1)"],
            ],
            "SystemExit: 1",
          ),
        },
      ]);
      c.every(
        "search-gw",
        300,
        null,
        700,
        () =>
          `upstream ebook-catalog timed out (110: Connection timed out) while reading response header, GET /titles/detail t=30001ms`,
      );
      c.every(
        "reader-web",
        600,
        null,
        1200,
        () => `GET /title/${c.r.int(100000, 999999)} 504 - ${c.r.int(30005, 30100)} ms`,
        "warn",
      );
    },
  },
  {
    cat: "timeout",
    estate: "hma",
    origin: "timed-entry",
    hints: ["lock", "timeout", "lockwait", "lock wait"],
    sev: "high",
    note: "A capacity recalculation holds row locks on the slot inventory, timed-entry's reservations wait for locks until MySQL's lock wait timeout, so bookings fail during a sale.",
    build: (c) => {
      c.mute("timed-entry", 0, 0.1, { match: /Reserved/ });
      c.mute("tickets-web", 0, 0.1, { match: /reservations 201/ });
      c.at(-2000, "timed-entry", "info", "CapacityRecalcJob started for 2026-12 (admin request)");
      c.every("timed-entry", 0, null, 900, (i) => [
        {
          svc: "timed-entry",
          level: "error",
          msg: `Reservation failed slot=${c.r.pick(["11:00", "11:30", "12:00"])} order=ORD-${c.r.int(100000, 999999)} after ${c.r.int(50000, 50300)}ms`,
          stack:
            i % 4 === 0
              ? java(
                  "org.springframework.dao.CannotAcquireLockException: could not execute statement [Lock wait timeout exceeded; try restarting transaction] [update slot_inventory set remaining=? where slot_id=? and remaining>=?]",
                  [
                    "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:256)",
                    "org.halvorsen.entry.SlotService.reserve(SlotService.java:131)",
                  ],
                  [
                    "Caused by: com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction",
                    "\t... 96 common frames omitted",
                  ],
                )
              : undefined,
        },
      ]);
      c.every(
        "timed-entry",
        30000,
        null,
        30000,
        () => `CapacityRecalcJob still running (${c.r.int(2, 9)} min), ${c.r.int(1000, 9000)} rows updated`,
        "warn",
      );
      c.every(
        "tickets-web",
        500,
        null,
        800,
        () => `POST /api/reservations 504 ${c.r.int(50000, 60000)}ms timed-entry did not respond in time`,
      );
    },
  },
  {
    cat: "timeout",
    estate: "aca",
    origin: "aip-store",
    hints: ["timeout", "deadline", "slow"],
    sev: "medium",
    note: "aip-store's reads from the tape-backed tier slow to tens of seconds and it logs only slow-request warnings, while the viewer and fixity callers hit their deadlines.",
    build: (c) => {
      c.mute("aip-store", 0, 0.2, { match: / 200 / });
      c.every(
        "aip-store",
        0,
        null,
        900,
        () =>
          `slow request GET /v1/aips/PH-2011-${c.r.int(1, 400)}/${c.r.hex(8)} took ${c.r.int(18, 59)}.${c.r.int(0, 9)}s (tier=nearline, queue depth ${c.r.int(40, 300)})`,
        "warn",
      );
      c.every(
        "iiif-viewer-api",
        400,
        null,
        700,
        () => `manifest build failed: aip-store request aborted: timeout of 15000ms exceeded`,
      );
      c.every(
        "fixity-worker",
        1000,
        null,
        1800,
        () =>
          `fixity check aip=AC-2026-${c.r.int(1, 400)}/${c.r.hex(8)} failed: Get "http://aip-store:8080/v1/aips/...": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      );
      c.every(
        "access-gw",
        500,
        null,
        900,
        () =>
          `GET /viewer/AC-2026-${c.r.int(1, 400)}/manifest.json status=504 dur=${c.r.int(15000, 15100)}ms upstream=iiif-viewer-api`,
        "warn",
      );
    },
  },
  // ------------------------------------------------------------------ rate_limiting
  {
    cat: "rate_limiting",
    estate: "nlc",
    origin: "notice-sender",
    hints: ["429", "rate", "throttl", "too many"],
    sev: "medium",
    note: "The overdue-notice batch pushes notice-sender over its email provider's send rate, the provider answers 429 and hold-ready notices pile up undelivered.",
    build: (c) => {
      c.at(-3000, "notice-sender", "info", "OverdueNoticeJob: 18422 notices queued for delivery");
      c.mute("notice-sender", 0, 0.1, { match: /Delivered/ });
      c.every(
        "notice-sender",
        0,
        null,
        350,
        () =>
          `Delivery failed patron=${pid(c.r.int(0, 99999999))} channel=email: 429 Too Many Requests {"errors":[{"message":"too many requests","field":null}]} (retry-after 60)`,
        "warn",
      );
      c.every(
        "notice-sender",
        15000,
        null,
        15000,
        () =>
          `Sidekiq queue notices latency ${c.r.int(300, 2400)}s, ${c.r.int(5000, 18000)} jobs enqueued, ${c.r.int(200, 900)} in retry set`,
        "warn",
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "rdl",
    origin: "lending-api",
    hints: ["429", "rate", "throttl", "too many", "quota"],
    sev: "high",
    note: "lending-api exceeds the e-book distributor's per-library request quota and gets 429s with Retry-After, so checkouts and holds fail; its own retries make it worse.",
    build: (c) => {
      c.mute("lending-api", 0, 0.15, { match: /checkout ok|hold placed/ });
      c.mute("drm-license", 0, 0.15, { match: /Issued/ });
      c.mute("loan-ledger", 0, 0.15, { match: /Recorded/ });
      c.every(
        "lending-api",
        0,
        null,
        400,
        (i) =>
          i % 2
            ? `distributor POST /v3/checkouts -> 429 Too Many Requests (Retry-After: ${c.r.int(20, 60)}, X-RateLimit-Remaining: 0, limit 600/min per library)`
            : `distributor call POST /v3/checkouts throttled, retrying in ${c.r.int(100, 800)}ms (attempt ${c.r.int(1, 3)}/3)`,
        "warn",
      );
      c.every(
        "lending-api",
        1000,
        null,
        1200,
        () =>
          `checkout failed title="${c.r.pick(["Atomic Habits", "The Midnight Library"])}": distributor throttled request after 3 attempts`,
      );
      c.every("reader-web", 1200, null, 1300, () => `POST /loans 503 - ${c.r.int(800, 3000)} ms`, "warn");
    },
  },
  {
    cat: "rate_limiting",
    estate: "hma",
    origin: "mailer",
    hints: ["throttl", "rate", "sending rate", "429"],
    sev: "medium",
    note: "A members' newsletter blast puts mailer over its SES maximum send rate, so ticket confirmations are throttled and delayed.",
    build: (c) => {
      c.at(-5000, "mailer", "info", "campaign 'december-members-preview' started: 48210 recipients");
      c.mute("mailer", 0, 0.2, { match: /sent confirmation/ });
      c.every(
        "mailer",
        0,
        null,
        450,
        () =>
          `send failed order=ORD-${c.r.int(100000, 999999)}: botocore.errorfactory.ThrottlingException: An error occurred (Throttling) when calling the SendEmail operation: Maximum sending rate exceeded.`,
      );
      c.every(
        "mailer",
        10000,
        null,
        10000,
        () =>
          `celery: Task mailer.tasks.send_confirmation[${c.r.hex(8)}-${c.r.hex(4)}] retry: Retry in ${c.r.int(30, 120)}s`,
        "warn",
      );
      c.every(
        "member-portal",
        5000,
        null,
        12000,
        () => "Membership renewal receipt not confirmed by mailer within 5 minutes",
        "warn",
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "aca",
    origin: "auth-proxy",
    hints: ["429", "throttl", "rate", "too many"],
    sev: "medium",
    note: "auth-proxy's group lookups against the city's Graph directory API are throttled (429 TooManyRequests), so staff and reading-room logins fail.",
    build: (c) => {
      c.mute("auth-proxy", 0, 0.2, { match: /session ok/ });
      c.every(
        "auth-proxy",
        0,
        null,
        700,
        () =>
          `group lookup for sub=${c.r.hex(8)} failed: GET https://graph.microsoft.com/v1.0/users/.../memberOf: 429 TooManyRequests "Application is over its MailboxConcurrency/request limit" Retry-After=${c.r.int(5, 40)}`,
        "warn",
      );
      c.every("auth-proxy", 2000, null, 2500, () => `deny sub=${c.r.hex(8)}: groups unavailable (throttled)`, "error");
      c.every(
        "access-gw",
        1000,
        null,
        1500,
        () => `GET /staff/dashboard status=503 dur=${c.r.int(4, 40)}ms upstream=auth-proxy`,
        "warn",
      );
    },
  },
  // ------------------------------------------------------------------ validation
  {
    cat: "validation",
    estate: "nlc",
    origin: "sip2-bridge",
    hints: ["validation", "invalid", "format", "parse", "sip2"],
    sev: "medium",
    note: "Self-check kiosks at NSH-MAIN, updated overnight, send SIP2 dates in a new layout and sip2-bridge rejects every checkout message as invalid.",
    build: (c) => {
      c.mute("sip2-bridge", 0, 0.2, { match: /NSH-MAIN/ });
      c.every(
        "sip2-bridge",
        0,
        null,
        800,
        () =>
          `rejecting 11 from NSH-MAIN-SC0${c.r.int(1, 4)}: invalid transaction date '${new Date(c.anchor + c.r.int(0, 600000)).toISOString().slice(0, 19)}' (expected YYYYMMDDZZZZHHMMSS), sending 96 resend`,
      );
      c.every("sip2-bridge", 1500, null, 4000, () => [
        {
          svc: "sip2-bridge",
          level: "error",
          msg: "message parse error",
          stack: python(
            [
              ["/srv/sip2bridge/protocol.py", 77, "parse", "fields = MESSAGE_SPECS[code].parse(body)"],
              ["/srv/sip2bridge/fields.py", 31, "parse_date", "return datetime.strptime(raw, '%Y%m%d    %H%M%S')"],
            ],
            `ValueError: time data '${new Date(c.anchor + 1500).toISOString().slice(0, 19)}' does not match format '%Y%m%d    %H%M%S'`,
          ),
        },
      ]);
      c.at(-120000, "sip2-bridge", "info", "kiosk NSH-MAIN-SC01 reconnected, client 'SelfCheck Pro 6.2.0'");
    },
  },
  {
    cat: "validation",
    estate: "rdl",
    origin: "ebook-catalog",
    hints: ["validation", "onix", "invalid", "schema", "pydantic"],
    sev: "medium",
    note: "ebook-catalog rejects every ONIX feed file from the distributor with pydantic validation errors (price amounts as strings with currency), so new titles and price changes stop arriving.",
    build: (c) => {
      c.mute("ebook-catalog", 0, 0.0, { match: /ONIX delta applied/ });
      c.every("ebook-catalog", 0, null, 9000, () => [
        {
          svc: "ebook-catalog",
          level: "error",
          msg: `ONIX file onix_delta_${c.r.int(20261130000, 20261130999)}.xml rejected (${c.r.int(200, 900)} products)`,
          stack: [
            `pydantic_core._pydantic_core.ValidationError: 3 validation errors for OnixProduct`,
            "price.amount",
            "  Input should be a valid decimal [type=decimal_parsing, input_value='14.99 USD', input_type=str]",
            "price.currency_code",
            "  Field required [type=missing, input_value={'amount': '14.99 USD'}, input_type=dict]",
            "supply_detail.0.price.amount",
            "  Input should be a valid decimal [type=decimal_parsing, input_value='9.99 USD', input_type=str]",
          ],
        },
      ]);
      c.every(
        "ebook-catalog",
        3000,
        null,
        20000,
        () => `feed backlog: ${c.r.int(3, 20)} ONIX files awaiting import`,
        "warn",
      );
      c.every(
        "search-gw",
        60000,
        null,
        60000,
        () => "index freshness: newest ebook title is 42m old (threshold 30m)",
        "warn",
      );
    },
  },
  {
    cat: "validation",
    estate: "hma",
    origin: "timed-entry",
    hints: ["validation", "constraint", "invalid"],
    sev: "high",
    note: "timed-entry rejects all reservations with a bean-validation error because slot times arrive as local time and fail its 'must be in the future' check, so no tickets can be booked.",
    build: (c) => {
      c.mute("timed-entry", 0, 0.05, { match: /Reserved/ });
      c.mute("tickets-web", 0, 0.05, { match: /reservations 201/ });
      c.every("timed-entry", 0, null, 900, (i) => [
        {
          svc: "timed-entry",
          level: "warn",
          msg: `Validation failed for POST /api/reservations: slotStart=${new Date(c.anchor + c.r.int(1, 9) * 86400000).toISOString().slice(0, 10)}T${c.r.pick(["10:00", "11:30", "14:00"])}:00 must be a future date`,
          stack:
            i % 5 === 0
              ? java(
                  "jakarta.validation.ConstraintViolationException: reserve.request.slotStart: must be a future date",
                  [
                    "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke(MethodValidationInterceptor.java:138)",
                    "org.halvorsen.entry.api.ReservationController.reserve(ReservationController.java:58)",
                  ],
                )
              : undefined,
        },
      ]);
      c.every(
        "tickets-web",
        500,
        null,
        900,
        () =>
          `POST /api/reservations 400 ${c.r.int(20, 80)}ms timed-entry rejected request: {"title":"Constraint Violation","status":400}`,
      );
    },
  },
  {
    cat: "validation",
    estate: "aca",
    origin: "ingest-api",
    hints: ["validation", "schema", "required", "jsonschema"],
    sev: "medium",
    note: "ingest-api rejects every transfer from the city records system because its metadata lacks the now-required dc:rights element (jsonschema validation).",
    build: (c) => {
      c.mute("ingest-api", 0, 0.1, { match: /202 accepted/ });
      c.mute("aip-store", 0, 0.1, { match: /staging/ });
      c.every(
        "ingest-api",
        0,
        null,
        2500,
        () =>
          `POST /api/v2/transfers 400 rejected transfer-${c.r.hex(6)} from records-mgmt: metadata.json failed validation: 'dc:rights' is a required property`,
        "warn",
      );
      c.every("ingest-api", 1000, null, 12000, () => [
        {
          svc: "ingest-api",
          level: "error",
          msg: "metadata validation error",
          stack: python(
            [
              ["/app/ingest/validate.py", 54, "check_metadata", "jsonschema.validate(doc, SCHEMA)"],
              ["/usr/local/lib/python3.12/site-packages/jsonschema/validators.py", 1332, "validate", "raise error"],
            ],
            "jsonschema.exceptions.ValidationError: 'dc:rights' is a required property\n\nFailed validating 'required' in schema['properties']['dublin_core']:\n    {'type': 'object', 'required': ['dc:title', 'dc:date', 'dc:rights']}",
          ),
        },
      ]);
    },
  },
];
