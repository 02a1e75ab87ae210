// The 52 failures of holdout111, four per category, each as the services involved would log it.
import type { EstateKey } from "./estates.js";
import type { Level } from "./formats.js";
import { hex, int, pick, uuid } from "./rng.js";
import * as st from "./stacks.js";
import type { Script } from "./stream.js";
import { type CallFail, callerError } from "./voices.js";

export const CATEGORIES = [
  "authentication",
  "authorization",
  "database",
  "network",
  "timeout",
  "rate_limiting",
  "validation",
  "null_reference",
  "configuration",
  "dependency",
  "memory",
  "disk",
  "unknown",
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface IncSpec {
  cat: Category;
  estate: EstateKey;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** Share of the origin's routine INFO lines that disappear from the start (1 = it goes quiet). */
  drop: number;
  /** The origin's own release or reload at this offset (s) instead of an unrelated one. */
  ownRelease?: { at: number; reload: boolean };
  run: (s: Script) => void;
}

const call = (
  s: Script,
  caller: string,
  callee: string,
  kind: CallFail,
  from: number,
  period: number,
  path: string,
  level: Level = "error",
  to: number | null = null,
) => s.every(caller, from, to, period, level, () => callerError(s.rt(caller), callee, kind, s.r, path));

const SECT = ["politics", "business", "sport", "local", "world", "culture"];

/** The estate's front door printing failed requests in its own access-log shape. */
function edge(
  s: Script,
  from: number,
  period: number,
  codes: number[],
  upstream: string,
  path?: string,
  to: number | null = null,
) {
  const r = s.r;
  const p = () => path ?? `/${pick(r, SECT)}/${hex(r, 6)}`;
  const svc = { harbour: "web-edge", nordlicht: "frontdoor-bff", capledger: "gateway", valley: "site-renderer" }[
    s.estate.key
  ] as string;
  s.every(svc, from, to, period, "error", () => {
    const c = pick(r, codes);
    const t = int(r, 30, c === 504 ? 30000 : 2500);
    switch (s.estate.key) {
      case "harbour":
        return `GET ${p()} ${c} ${t}ms cache=MISS upstream=${upstream}`;
      case "nordlicht":
        return `GET ${p()} ${c} ${t} ms - ${int(r, 80, 300)}`;
      case "capledger":
        return `"GET ${p()} HTTP/2" ${c} ${int(r, 19, 200)} ${t}ms upstream=${upstream}`;
      default:
        return `GET ${p()} ${c} in ${t}ms`;
    }
  });
}

const A = "authentication";
const Z = "authorization";
const D = "database";
const N = "network";
const T = "timeout";
const R = "rate_limiting";
const V = "validation";
const U = "null_reference";
const C = "configuration";
const P = "dependency";
const M = "memory";
const K = "disk";
const X = "unknown";

export const INCIDENTS: IncSpec[] = [
  // ---------------------------------------------------------------- authentication
  {
    cat: A,
    estate: "harbour",
    origin: "subs-billing",
    hints: ["authentication", "api key", "stripe", "credential", "invalid"],
    sev: "high",
    drop: 0.9,
    note: "The live Stripe restricted key used by subs-billing was rolled at the provider, so every charge and renewal is refused as unauthenticated and new subscriptions fail.",
    run: (s) => {
      const r = s.r;
      s.every(
        "subs-billing",
        0,
        null,
        4,
        "error",
        () => "Stripe::AuthenticationError: Invalid API Key provided: rk_live_********************3f9a",
        () =>
          st.ruby([
            "/usr/local/bundle/gems/stripe-10.6.0/lib/stripe/stripe_client.rb:884:in `handle_error_response'",
            "/usr/local/bundle/gems/stripe-10.6.0/lib/stripe/stripe_client.rb:320:in `execute_request'",
            "/app/app/services/billing/create_subscription.rb:41:in `call'",
            "/app/app/controllers/api/subscriptions_controller.rb:18:in `create'",
          ]),
      );
      s.every(
        "subs-billing",
        2,
        null,
        5,
        "info",
        () => `Completed 502 Bad Gateway in ${int(r, 180, 600)}ms (ActiveRecord: 3.1ms)`,
      );
      s.every(
        "subs-billing",
        40,
        null,
        60,
        "error",
        () =>
          `[RenewalJob] batch ${int(r, 100, 999)}: 0/${int(r, 20, 60)} renewals charged, all failed (Stripe::AuthenticationError)`,
      );
      call(s, "paywall-meter", "subs-billing", "5xx", 3, 4, "/v1/subscriptions");
      edge(s, 4, 3, [502], "subs-billing", "/api/subscribe");
    },
  },
  {
    cat: A,
    estate: "nordlicht",
    origin: "meter-gate",
    hints: ["jwt", "signature", "token", "authentication", "jwks"],
    sev: "high",
    drop: 0.85,
    note: "meter-gate keeps a stale JWKS after the identity provider rotated its signing key, rejects every subscriber token as badly signed (WARN only), and subscribers hit the hard paywall.",
    run: (s) => {
      const r = s.r;
      s.every(
        "meter-gate",
        0,
        null,
        0.6,
        "warn",
        () =>
          `jwt verify failed: token signature is invalid: crypto/rsa: verification error kid=nl-2026-${int(r, 10, 11)}b visitor=${hex(r, 12)}`,
      );
      s.every(
        "meter-gate",
        20,
        null,
        60,
        "warn",
        () => "jwks cache: kid nl-2026-11b not found, refresh skipped (next refresh in 3h0m0s)",
      );
      s.every(
        "frontdoor-bff",
        1,
        null,
        0.8,
        "error",
        () => `meter-gate /v1/entitlement failed: Request failed with status code 401 (subscriber=${hex(r, 8)})`,
      );
      s.every(
        "frontdoor-bff",
        1,
        null,
        1.5,
        "warn",
        () => `GET /artikel/${pick(r, SECT)}/${int(r, 200000, 299999)} 402 ${int(r, 20, 90)} ms - 3112`,
      );
      s.every(
        "subscription-svc",
        30,
        null,
        12,
        "warn",
        () => `warn: Subscriptions.Support[0] ticket spike: "paid but paywalled" x${int(r, 3, 20)} in last minute`,
      );
    },
  },
  {
    cat: A,
    estate: "capledger",
    origin: "asset-pipeline",
    hints: ["expiredtoken", "expired", "token", "credential", "authentication"],
    sev: "medium",
    drop: 0.9,
    note: "asset-pipeline's temporary AWS credentials stop being refreshed and expire, so every S3 PutObject is rejected with ExpiredToken and editors cannot upload images.",
    run: (s) => {
      const r = s.r;
      s.every(
        "asset-pipeline",
        0,
        null,
        3,
        "error",
        () => `upload failed for asset ${hex(r, 8)}.jpg`,
        () =>
          st.python(
            [
              ["/app/pipeline/worker.py", 212, "process", "self.store.put(key, body, content_type)"],
              [
                "/app/pipeline/store.py",
                58,
                "put",
                "self.client.put_object(Bucket=self.bucket, Key=key, Body=body, ContentType=ct)",
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
      );
      s.every(
        "editorial-api",
        2,
        null,
        4,
        "error",
        () =>
          `asset upload for story ${int(r, 510000, 519999)} failed: 502 Server Error: Bad Gateway for url: http://asset-pipeline:8080/v1/assets`,
      );
      s.every(
        "editorial-api",
        5,
        null,
        6,
        "warn",
        () =>
          `Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=None)) after connection broken by 'asset-pipeline 502': /v1/assets`,
      );
    },
  },
  {
    cat: A,
    estate: "valley",
    origin: "notif-hub",
    hints: ["invalidprovidertoken", "provider token", "apns", "authentication", "token"],
    sev: "medium",
    drop: 0.95,
    note: "The APNs signing key used by notif-hub was revoked in the Apple developer account, so every iOS push is refused with 403 InvalidProviderToken while Android keeps working.",
    run: (s) => {
      const r = s.r;
      s.every(
        "notif-hub",
        0,
        null,
        1.2,
        "error",
        () => `fail: NotifHub.Apns[0] APNs rejected request apns-id=${uuid(r).toUpperCase()}: 403 InvalidProviderToken`,
      );
      s.every(
        "notif-hub",
        8,
        null,
        20,
        "error",
        () =>
          `fail: NotifHub.Dispatch[0] Alert ${hex(r, 6)}: ios delivered=0 failed=${int(r, 8000, 30000)}, android delivered=${int(r, 5000, 20000)}`,
      );
      s.every(
        "draft-service",
        10,
        null,
        25,
        "warn",
        () =>
          `[PushAlertJob] alert for draft ${int(r, 30000, 39999)} partially delivered (notif-hub reported ios failures)`,
      );
    },
  },
  // ---------------------------------------------------------------- authorization
  {
    cat: Z,
    estate: "harbour",
    origin: "image-resizer",
    hints: ["accessdenied", "access denied", "403", "forbidden", "permission", "authorization"],
    sev: "medium",
    drop: 0.9,
    note: "A tightened bucket policy denies image-resizer s3:PutObject on the renditions bucket, so new images have no renditions and cms-api media uploads fail.",
    run: (s) => {
      const r = s.r;
      s.every(
        "image-resizer",
        0,
        null,
        2.5,
        "error",
        () =>
          `put rendition failed key=renditions/${hex(r, 8)}/w${pick(r, [320, 640, 1024, 1600])}.webp: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${hex(r, 16).toUpperCase()}, HostID: ${hex(r, 24)}, api error AccessDenied: Access Denied`,
      );
      s.every(
        "cms-api",
        2,
        null,
        5,
        "error",
        () => `Media upload img_${hex(r, 8)} failed: 502 Bad Gateway from POST http://image-resizer:8080/v1/renditions`,
        () =>
          st.java([
            "org.springframework.web.reactive.function.client.WebClientResponseException.create(WebClientResponseException.java:324)",
            "com.harbourherald.cms.media.RenditionClient.request(RenditionClient.java:77)",
            "com.harbourherald.cms.media.MediaService.upload(MediaService.java:131)",
          ]),
      );
      s.every(
        "web-edge",
        6,
        null,
        3,
        "warn",
        () => `GET /img/${hex(r, 8)}/w640.webp 404 ${int(r, 10, 60)}ms cache=MISS upstream=image-resizer`,
      );
    },
  },
  {
    cat: Z,
    estate: "nordlicht",
    origin: "article-store",
    hints: ["authorizationpermissionmismatch", "authorization", "permission", "403", "not authorized"],
    sev: "high",
    drop: 0.3,
    note: "article-store's managed identity loses its Storage Blob Data Contributor role, so archiving a publish to blob storage is refused with AuthorizationPermissionMismatch and publishing fails.",
    run: (s) => {
      const r = s.r;
      s.every(
        "article-store",
        0,
        null,
        5,
        "error",
        () => `fail: ArticleStore.Publishing.PublishHandler[0] Publish of article ${int(r, 200000, 299999)} failed`,
        () =>
          `Azure.RequestFailedException: This request is not authorized to perform this operation using this permission.\nRequestId:${uuid(r)}\nStatus: 403 (This request is not authorized to perform this operation using this permission.)\nErrorCode: AuthorizationPermissionMismatch\n${st.dotnet(
            [
              "Azure.Storage.Blobs.BlobRestClient.UploadAsync(Int64 contentLength, Stream body, CancellationToken cancellationToken)",
              "Azure.Storage.Blobs.Specialized.BlockBlobClient.UploadInternal(Stream content, BlobHttpHeaders blobHttpHeaders, Boolean async, CancellationToken cancellationToken)",
              "Nordlicht.ArticleStore.Archive.BlobArchiver.ArchiveAsync(Article article) in /src/ArticleStore/Archive/BlobArchiver.cs:line 48",
              "Nordlicht.ArticleStore.Publishing.PublishHandler.Handle(PublishCommand cmd, CancellationToken ct) in /src/ArticleStore/Publishing/PublishHandler.cs:line 71",
            ],
          )}`,
      );
      s.every(
        "frontdoor-bff",
        2,
        null,
        5,
        "error",
        () => `article-store /api/articles/publish failed: Request failed with status code 500`,
      );
      s.every("purge-relay", 30, null, 45, "info", () => "no purge requests in the last 60s");
    },
  },
  {
    cat: Z,
    estate: "capledger",
    origin: "breaking-push",
    hints: ["permission", "denied", "authorization", "permission_denied", "forbidden"],
    sev: "high",
    drop: 0.9,
    note: "breaking-push's service account loses the FCM send permission, so breaking-news alerts are refused with PERMISSION_DENIED and nobody gets them.",
    run: (s) => {
      const r = s.r;
      s.every(
        "breaking-push",
        0,
        null,
        6,
        "error",
        () => `Alert ${hex(r, 6)} send failed topic=${pick(r, ["breaking", "markets", "politics"])}`,
        () =>
          `com.google.firebase.messaging.FirebaseMessagingException: Permission 'cloudmessaging.messages.create' denied on resource '//cloudresourcemanager.googleapis.com/projects/cld-live-push' (or it may not exist).\n${st.java(
            [
              "com.google.firebase.messaging.FirebaseMessagingException.withMessagingErrorCode(FirebaseMessagingException.java:51)",
              "com.google.firebase.messaging.FirebaseMessagingClientImpl.sendSingleRequest(FirebaseMessagingClientImpl.java:96)",
              "com.google.firebase.messaging.FirebaseMessaging$1.execute(FirebaseMessaging.java:164)",
              "com.capledger.push.AlertDispatcher.dispatch(AlertDispatcher.java:88)",
            ],
          )}`,
      );
      s.every(
        "editorial-api",
        3,
        null,
        15,
        "error",
        () =>
          `breaking alert for story ${int(r, 510000, 519999)} failed: 502 Server Error: Bad Gateway for url: http://breaking-push:8080/v1/alerts`,
      );
    },
  },
  {
    cat: Z,
    estate: "valley",
    origin: "search-indexer",
    hints: ["security_exception", "unauthorized", "authorization", "privilege", "forbidden"],
    sev: "medium",
    drop: 0.95,
    note: "The Elasticsearch role of search-indexer's user is reduced to read-only, so every bulk write is rejected as unauthorized and new stories never reach site search.",
    run: (s) => {
      const r = s.r;
      s.every(
        "search-indexer",
        0,
        null,
        4,
        "error",
        () => `bulk request failed (${int(r, 1, 40)} ops) for articles_v3`,
        () =>
          `org.elasticsearch.ElasticsearchStatusException: Elasticsearch exception [type=security_exception, reason=action [indices:data/write/bulk[s]] is unauthorized for user [svc_indexer] with effective roles [articles_read] on indices [articles_v3], this action is granted by the index privileges [create_doc,create,delete,index,write,all]]\n${st.java(
            [
              "org.elasticsearch.rest.BytesRestResponse.errorFromXContent(BytesRestResponse.java:178)",
              "org.elasticsearch.client.RestHighLevelClient.parseEntity(RestHighLevelClient.java:2484)",
              "com.valleycourier.search.BulkWriter.flush(BulkWriter.java:93)",
            ],
          )}`,
      );
      s.every(
        "search-indexer",
        30,
        null,
        30,
        "warn",
        () => `retry queue size=${int(r, 100, 900)} oldest=${int(r, 30, 400)}s`,
      );
      s.every(
        "draft-service",
        40,
        null,
        40,
        "warn",
        () => `search freshness check: draft ${int(r, 30000, 39999)} published but not searchable after 300s`,
      );
    },
  },
  // ---------------------------------------------------------------- database
  {
    cat: D,
    estate: "harbour",
    origin: "cms-api",
    hints: ["connection", "pool", "hikari", "jdbc", "postgres", "database", "sql"],
    sev: "high",
    drop: 0.8,
    note: "cms-api's Postgres runs out of connection slots (a long report query holds them), Hikari times out, article fetches fail and web-edge serves 502/504 on cache misses while publish-worker retries loudly.",
    run: (s) => {
      const r = s.r;
      s.at(
        -20,
        "cms-api",
        "warn",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${int(r, 40, 60)}s).`,
      );
      s.every(
        "cms-api",
        0,
        null,
        2,
        "warn",
        () =>
          `slow query ${int(r, 8000, 29000)}ms: select r.* from article_revisions r join articles a on a.id = r.article_id where a.section_id = ? order by r.created_at desc`,
      );
      s.every(
        "cms-api",
        10,
        null,
        1.1,
        "error",
        () =>
          `Request processing failed: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection`,
        (i) =>
          i % 3 === 0
            ? st.java(
                [
                  "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
                  "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)",
                  "com.harbourherald.cms.article.ArticleRepository.findById(ArticleRepository.java:59)",
                ],
                {
                  type: "java.sql.SQLTransientConnectionException",
                  msg: `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${int(r, 30, 90)})`,
                  frames: ["com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)"],
                },
              )
            : undefined,
      );
      s.every(
        "cms-api",
        15,
        null,
        9,
        "error",
        () =>
          "HikariPool-1 - Exception during pool initialization: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
      );
      edge(s, 12, 0.5, [502, 504, 504], "cms-api");
      call(s, "publish-worker", "cms-api", "5xx", 14, 0.9, "/api/v3/articles/render", "warn");
    },
  },
  {
    cat: D,
    estate: "nordlicht",
    origin: "subscription-svc",
    hints: ["sqlexception", "deadlock", "sql", "database", "transaction"],
    sev: "medium",
    drop: 0.6,
    note: "A new renewal batch and checkout write the same subscription rows in opposite order, and subscription-svc's SQL Server transactions keep losing as deadlock victims, failing checkouts.",
    run: (s) => {
      const r = s.r;
      s.every(
        "subscription-svc",
        0,
        null,
        3,
        "error",
        () =>
          "fail: Microsoft.EntityFrameworkCore.Update[10000] An exception occurred in the database while saving changes for context type 'Nordlicht.Subscriptions.Data.SubsContext'.",
        () =>
          `Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.\n ---> Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${int(r, 50, 180)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.\n${st.dotnet(
            [
              "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
              "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
              "Nordlicht.Subscriptions.Checkout.CheckoutService.CompleteAsync(Guid orderId) in /src/Subscriptions/Checkout/CheckoutService.cs:line 112",
            ],
          )}`,
      );
      s.every(
        "subscription-svc",
        5,
        null,
        20,
        "warn",
        () =>
          `warn: Nordlicht.Subscriptions.Renewals[0] renewal batch ${int(r, 10, 99)} slow: ${int(r, 20, 60)}s for 500 rows`,
      );
      s.every(
        "frontdoor-bff",
        2,
        null,
        3,
        "error",
        () => `subscription-svc /api/checkout/complete failed: Request failed with status code 500`,
      );
    },
  },
  {
    cat: D,
    estate: "capledger",
    origin: "editorial-api",
    hints: ["operationalerror", "too many connections", "mysql", "database", "connection"],
    sev: "high",
    drop: 0.85,
    note: "editorial-api's MySQL refuses new connections with error 1040, story pages fail and the gateway returns 500/502 for most of the site.",
    run: (s) => {
      s.every(
        "editorial-api",
        0,
        null,
        1.3,
        "error",
        () => `Internal Server Error: /v1/stories/by-path`,
        (i) =>
          i % 2 === 0
            ? st.python(
                [
                  [
                    "/usr/local/lib/python3.12/site-packages/django/db/backends/base/base.py",
                    275,
                    "ensure_connection",
                    "self.connect()",
                  ],
                  [
                    "/usr/local/lib/python3.12/site-packages/django/db/backends/mysql/base.py",
                    247,
                    "get_new_connection",
                    "connection = Database.connect(**conn_params)",
                  ],
                  [
                    "/usr/local/lib/python3.12/site-packages/MySQLdb/connections.py",
                    195,
                    "__init__",
                    "super().__init__(*args, **kwargs2)",
                  ],
                ],
                "django.db.utils.OperationalError",
                "(1040, 'Too many connections')",
              )
            : undefined,
      );
      edge(s, 1, 0.35, [500, 502], "editorial-api");
      call(s, "recs-widget", "editorial-api", "5xx", 3, 2.5, "/v1/stories/meta", "warn");
    },
  },
  {
    cat: D,
    estate: "valley",
    origin: "draft-service",
    hints: ["activerecord", "connection", "pool", "pg", "database", "too many clients"],
    sev: "medium",
    drop: 0.85,
    note: "draft-service's Postgres hits max_connections, ActiveRecord cannot check out connections, editors cannot save drafts and mailer and search-indexer calls to it fail.",
    run: (s) => {
      const r = s.r;
      s.every(
        "draft-service",
        0,
        null,
        2,
        "error",
        () =>
          "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.002 seconds); all pooled connections were in use):",
        () =>
          st.ruby([
            "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in `block in wait_poll'",
            "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:553:in `acquire_connection'",
            "app/controllers/drafts_controller.rb:34:in `update'",
          ]),
      );
      s.every(
        "draft-service",
        6,
        null,
        7,
        "error",
        () =>
          'ActiveRecord::StatementInvalid (PG::ConnectionBad: connection to server at "10.60.2.14", port 5432 failed: FATAL:  sorry, too many clients already)',
      );
      s.every(
        "draft-service",
        1,
        null,
        3,
        "info",
        () =>
          `Completed 500 Internal Server Error in ${int(r, 5000, 5020)}ms (ActiveRecord: 0.0ms | Allocations: ${int(r, 900, 3000)})`,
      );
      s.every("mailer", 10, null, 8, "error", () =>
        callerError("ruby", "draft-service", "5xx", r, "/api/newsletter_items"),
      );
      s.every(
        "search-indexer",
        12,
        null,
        10,
        "warn",
        () => `fetch draft ${int(r, 30000, 39999)} from draft-service failed: 500 Internal Server Error, will retry`,
      );
    },
  },
  // ---------------------------------------------------------------- network
  {
    cat: N,
    estate: "harbour",
    origin: "search-api",
    hints: ["unknownhost", "dns", "name or service", "network", "resolve"],
    sev: "medium",
    drop: 0.9,
    note: "search-api can no longer resolve its Elasticsearch endpoint (cluster DNS answers NXDOMAIN after a service rename on the data side), so site search returns 502.",
    run: (s) => {
      s.every(
        "search-api",
        0,
        null,
        2,
        "error",
        () => `search failed index=articles-v7`,
        (i) =>
          i % 2 === 0
            ? `java.net.UnknownHostException: es-articles.herald-data.svc.cluster.local: Name or service not known\n${st.java(
                [
                  "java.base/java.net.Inet6AddressImpl.lookupAllHostAddr(Native Method)",
                  "java.base/java.net.InetAddress$PlatformNameService.lookupAllHostAddr(InetAddress.java:934)",
                  "org.apache.http.impl.nio.reactor.DefaultConnectingIOReactor.processSessionRequests(DefaultConnectingIOReactor.java:243)",
                  "co.elastic.clients.transport.rest_client.RestClientTransport.performRequest(RestClientTransport.java:147)",
                  "com.harbourherald.search.ArticleSearch.query(ArticleSearch.java:62)",
                ],
              )}`
            : undefined,
      );
      edge(s, 1, 2.2, [502], "search-api", undefined);
      s.every(
        "cms-api",
        8,
        null,
        12,
        "warn",
        () => `related-articles widget degraded: search-api returned 502, rendering without related links`,
      );
    },
  },
  {
    cat: N,
    estate: "nordlicht",
    origin: "purge-relay",
    hints: ["dns", "lookup", "dial", "network", "no such host"],
    sev: "medium",
    drop: 0.9,
    note: "purge-relay's DNS lookups for the CDN API fail, purges pile up and readers see stale fronts; article-store reports purges not confirmed.",
    run: (s) => {
      const r = s.r;
      s.every(
        "purge-relay",
        0,
        null,
        2,
        "error",
        () =>
          `purge failed keys=[article-${int(r, 200000, 299999)}]: Post "https://api.fastly.com/service/4Xq9fZ2mPLa/purge": dial tcp: lookup api.fastly.com on 10.96.0.10:53: ${pick(r, ["server misbehaving", "no such host", "read udp 10.44.3.7:41234->10.96.0.10:53: i/o timeout"])}`,
      );
      s.every("purge-relay", 15, null, 20, "warn", (i) => `purge queue depth=${40 + i * 25} oldest=${30 + i * 20}s`);
      s.every(
        "article-store",
        20,
        null,
        15,
        "warn",
        () =>
          `warn: ArticleStore.Cdn[0] purge for article ${int(r, 200000, 299999)} not confirmed by purge-relay after 60s`,
      );
      s.every(
        "frontdoor-bff",
        30,
        null,
        25,
        "warn",
        () => `edge served stale /artikel/politik front age=${int(r, 300, 900)}s`,
      );
    },
  },
  {
    cat: N,
    estate: "capledger",
    origin: "checkout",
    hints: ["econnreset", "tls", "socket", "network", "connection"],
    sev: "high",
    drop: 0.9,
    note: "checkout's egress path to the payment API drops connections during the TLS handshake (ECONNRESET), so every payment fails and the gateway returns 502 on checkout.",
    run: (s) => {
      const r = s.r;
      s.every(
        "checkout",
        0,
        null,
        3,
        "error",
        () =>
          "FetchError: request to https://api.stripe.com/v1/payment_intents failed, reason: Client network socket disconnected before secure TLS connection was established",
        () =>
          st.node([
            "ClientRequest.<anonymous> (/app/node_modules/node-fetch/lib/index.js:1505:11)",
            "ClientRequest.emit (node:events:519:28)",
            "TLSSocket.socketErrorListener (node:_http_client:500:9)",
            "emitErrorNT (node:internal/streams/destroy:169:8)",
          ]) + "\n  type: 'system',\n  errno: 'ECONNRESET',\n  code: 'ECONNRESET'",
      );
      s.every(
        "checkout",
        2,
        null,
        4,
        "warn",
        () => `payment attempt ${int(r, 1, 3)}/3 for ord_${hex(r, 10)} failed (ECONNRESET), retrying`,
      );
      edge(s, 3, 2, [502], "checkout", "/api/checkout");
    },
  },
  {
    cat: N,
    estate: "valley",
    origin: "video-ingest",
    hints: ["connectionreset", "connection reset", "network", "socket", "connectionclosed"],
    sev: "medium",
    drop: 0.9,
    note: "video-ingest's uploads to object storage are reset mid-transfer by the path (connection reset by peer), so clips never become ready and editors see stuck videos.",
    run: (s) => {
      const r = s.r;
      s.every(
        "video-ingest",
        0,
        null,
        5,
        "error",
        () =>
          `upload of clip ${hex(r, 8)} rendition ${pick(r, ["1080p", "720p", "480p"])} failed after ${int(r, 2, 40)}MB`,
        () =>
          st.python(
            [
              ["/app/ingest/upload.py", 88, "put_rendition", "s3.upload_fileobj(fh, BUCKET, key, Config=TRANSFER)"],
              [
                "/usr/local/lib/python3.11/site-packages/botocore/httpsession.py",
                500,
                "send",
                "raise ConnectionClosedError(",
              ],
            ],
            "botocore.exceptions.ConnectionClosedError",
            "Connection was closed before we received a valid response from endpoint URL: \"https://vcg-video.s3.us-west-2.amazonaws.com/renditions/\". (caused by ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')))",
          ),
      );
      s.every(
        "video-ingest",
        3,
        null,
        4,
        "warn",
        () => `retrying upload (attempt ${int(r, 2, 5)}/5) after [Errno 104] Connection reset by peer`,
      );
      s.every(
        "draft-service",
        30,
        null,
        30,
        "warn",
        () => `video clip for draft ${int(r, 30000, 39999)} still not ready after ${int(r, 300, 900)}s`,
      );
    },
  },
  // ---------------------------------------------------------------- timeout
  {
    cat: T,
    estate: "harbour",
    origin: "publish-worker",
    hints: ["timeout", "timed out", "read timeout"],
    sev: "medium",
    drop: 0.85,
    note: "publish-worker's syndication call to the Apple News API stops answering within 30 s, every publish job hangs until the read timeout and the publish queue backs up.",
    run: (s) => {
      const r = s.r;
      s.every(
        "publish-worker",
        0,
        null,
        3,
        "error",
        () => `channel apple_news failed for story ${int(r, 88000, 89999)}`,
        () =>
          st.python(
            [
              [
                "/app/publish/channels/apple_news.py",
                141,
                "push",
                "resp = self.session.post(url, data=body, timeout=(3.05, 30))",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                713,
                "send",
                "raise ReadTimeout(e, request=request)",
              ],
            ],
            "requests.exceptions.ReadTimeout",
            "HTTPSConnectionPool(host='news-api.apple.com', port=443): Read timed out. (read timeout=30)",
          ),
      );
      s.every(
        "publish-worker",
        30,
        null,
        30,
        "warn",
        (i) => `publish queue depth=${20 + i * 18} oldest=${40 + i * 30}s workers busy=8/8`,
      );
      s.every(
        "cms-api",
        35,
        null,
        10,
        "warn",
        () => `PublishClient: job for story ${int(r, 88000, 89999)} still pending after 60000ms`,
      );
    },
  },
  {
    cat: T,
    estate: "nordlicht",
    origin: "media-transcode",
    hints: ["timeout", "deadline", "wall-clock", "exceeded", "timed out"],
    sev: "medium",
    drop: 0.9,
    note: "media-transcode jobs stall and hit the 180 s wall-clock limit, get killed, and article-store's preview requests time out.",
    run: (s) => {
      const r = s.r;
      s.every(
        "media-transcode",
        0,
        null,
        6,
        "error",
        () =>
          `job ${int(r, 10000, 19999)}: exceeded wall-clock limit of 180s (progress ${int(r, 3, 40)}%), sending SIGKILL to ffmpeg pid ${int(r, 2000, 9000)}`,
      );
      s.every(
        "media-transcode",
        20,
        null,
        20,
        "warn",
        () => `watchdog: ${int(r, 6, 8)}/8 workers busy > 120s, queue=${int(r, 10, 80)}`,
      );
      s.every(
        "article-store",
        10,
        null,
        6,
        "error",
        () =>
          `fail: ArticleStore.Video[0] preview for article ${int(r, 200000, 299999)} failed: The request was canceled due to the configured HttpClient.Timeout of 200 seconds elapsing. (POST http://media-transcode/jobs)`,
      );
    },
  },
  {
    cat: T,
    estate: "capledger",
    origin: "recs-widget",
    hints: ["timeout", "deadline", "exceeded"],
    sev: "medium",
    drop: 0.7,
    note: "recs-widget's candidate scoring blows its 1.5 s budget on every request (WARN only), and the gateway times out the widget with 504s.",
    run: (s) => {
      const r = s.r;
      s.every(
        "recs-widget",
        0,
        null,
        0.9,
        "warn",
        () => `candidate scoring exceeded deadline budget_ms=1500 took_ms=${int(r, 2500, 9000)} stage=ann_lookup`,
      );
      edge(s, 2, 0.8, [504], "recs-widget", "/api/recs");
      s.every(
        "hb-auction",
        20,
        null,
        30,
        "info",
        () => `auction done adUnits=3 bidsReceived=${int(r, 3, 8)} (recs slot empty)`,
      );
    },
  },
  {
    cat: T,
    estate: "valley",
    origin: "ad-gateway",
    hints: ["timeout", "timeoutexception", "timed out", "did not observe"],
    sev: "medium",
    drop: 0.85,
    note: "ad-gateway's decision step stops completing within its 800 ms budget, Reactor TimeoutExceptions pile up and site-renderer aborts ad slots.",
    run: (s) => {
      const r = s.r;
      s.every(
        "ad-gateway",
        0,
        null,
        1.5,
        "error",
        () =>
          "adRequest failed: Did not observe any item or terminal signal within 800ms in 'flatMap' (and no fallback has been configured)",
        (i) =>
          i % 4 === 0
            ? `java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 800ms in 'flatMap' (and no fallback has been configured)\n${st.java(
                [
                  "reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.handleTimeout(FluxTimeout.java:296)",
                  "reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.doTimeout(FluxTimeout.java:281)",
                  "com.valleycourier.ads.DecisionPipeline.decide(DecisionPipeline.java:118)",
                ],
              )}`
            : undefined,
      );
      s.every(
        "site-renderer",
        2,
        null,
        1.1,
        "warn",
        () => `ad slot ${pick(r, ["top", "mpu-1", "mpu-2", "sticky"])} fetch aborted after 1000ms (ad-gateway)`,
      );
    },
  },
  // ---------------------------------------------------------------- rate limiting
  {
    cat: R,
    estate: "harbour",
    origin: "comment-mod",
    hints: ["429", "quota", "rate", "too many"],
    sev: "medium",
    drop: 0.9,
    note: "comment-mod exceeds the toxicity-scoring API's per-minute quota after a comment surge, gets 429s, and the moderation backlog grows.",
    run: (s) => {
      const r = s.r;
      s.every(
        "comment-mod",
        0,
        null,
        1.2,
        "error",
        () => `scoring failed for comment c_${hex(r, 10)}`,
        (i) =>
          i % 3 === 0
            ? st.python(
                [
                  [
                    "/app/moderation/scorer.py",
                    77,
                    "score",
                    "resp = self.client.comments().analyze(body=req).execute()",
                  ],
                  [
                    "/usr/local/lib/python3.11/site-packages/googleapiclient/http.py",
                    938,
                    "execute",
                    "raise HttpError(resp, content, uri=self.uri)",
                  ],
                ],
                "googleapiclient.errors.HttpError",
                "<HttpError 429 when requesting https://commentanalyzer.googleapis.com/v1alpha1/comments:analyze?alt=json returned \"Quota exceeded for quota metric 'Analysis requests' and limit 'Analysis requests per minute' of service 'commentanalyzer.googleapis.com'\". Details: \"RESOURCE_EXHAUSTED\">",
              )
            : undefined,
      );
      s.every("comment-mod", 20, null, 20, "warn", (i) => `moderation backlog=${100 + i * 60} oldest=${30 + i * 20}s`);
      s.every("web-edge", 40, null, 6, "warn", () => `POST /api/comments 503 ${int(r, 10, 60)}ms upstream=comment-mod`);
    },
  },
  {
    cat: R,
    estate: "nordlicht",
    origin: "newsletter-sender",
    hints: ["throttling", "rate", "sending rate", "429"],
    sev: "medium",
    drop: 0.95,
    note: "newsletter-sender runs a large send with too many workers and SES throttles it (Maximum sending rate exceeded), so batches fail and the morning briefing stalls.",
    run: (s) => {
      const r = s.r;
      s.every(
        "newsletter-sender",
        0,
        null,
        0.8,
        "error",
        () =>
          "send failed: An error occurred (Throttling) when calling the SendEmail operation (reached max retries: 4): Maximum sending rate exceeded.",
      );
      s.every(
        "newsletter-sender",
        10,
        null,
        15,
        "warn",
        () => `batch ${int(r, 100, 999)} requeued: ${int(r, 600, 1000)}/1000 not sent (Throttling)`,
      );
    },
  },
  {
    cat: R,
    estate: "capledger",
    origin: "cdn-purger",
    hints: ["429", "rate limit", "too many requests", "ratelimit"],
    sev: "medium",
    drop: 0.95,
    note: "cdn-purger exhausts the CDN API's hourly purge allowance, every purge gets 429 and homepages stay stale.",
    run: (s) => {
      const r = s.r;
      s.every(
        "cdn-purger",
        0,
        null,
        1.5,
        "error",
        () =>
          `purge rejected keys=story-${int(r, 510000, 519999)},homepage: 429 Too Many Requests (Fastly-RateLimit-Remaining: 0, Fastly-RateLimit-Reset: ${int(r, 1790000000, 1790009999)})`,
      );
      s.every("cdn-purger", 20, null, 25, "warn", (i) => `purge backlog depth=${200 + i * 90} oldest=${90 + i * 25}s`);
      s.every(
        "editorial-api",
        40,
        null,
        25,
        "warn",
        () => `story ${int(r, 510000, 519999)} published but homepage still stale after 120s`,
      );
    },
  },
  {
    cat: R,
    estate: "valley",
    origin: "paywall-api",
    hints: ["ratelimit", "rate limit", "429", "too many"],
    sev: "high",
    drop: 0.5,
    note: "A retention job in paywall-api hammers the payment API and hits its rate limit, so live checkouts also get 429 and fail.",
    run: (s) => {
      const r = s.r;
      s.every(
        "paywall-api",
        0,
        null,
        1.3,
        "error",
        () =>
          `checkout ${hex(r, 10)} failed: Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.; code: rate_limit; request-id: req_${hex(r, 14)}`,
        (i) =>
          i % 4 === 0
            ? `com.stripe.exception.RateLimitException: Request rate limit exceeded.; code: rate_limit\n${st.java([
                "com.stripe.net.LiveStripeResponseGetter.handleApiError(LiveStripeResponseGetter.java:206)",
                "com.stripe.model.PaymentIntent.create(PaymentIntent.java:845)",
                "com.valleycourier.paywall.checkout.CheckoutService.pay(CheckoutService.kt:64)",
              ])}`
            : undefined,
      );
      s.every(
        "paywall-api",
        0,
        null,
        6,
        "info",
        () => `RetentionSweep: refreshed ${int(r, 400, 900)} customers in last 5s`,
      );
      s.every("site-renderer", 3, null, 4, "error", () => `POST /api/subscribe 502 in ${int(r, 300, 1500)}ms`);
    },
  },
  // ---------------------------------------------------------------- validation
  {
    cat: V,
    estate: "harbour",
    origin: "publish-worker",
    hints: ["validation", "validationerror", "schema", "required"],
    sev: "medium",
    drop: 0.6,
    note: "Wire stories arrive without canonical_url and publish-worker's schema validation rejects every one of them, so the wire feed stops appearing.",
    run: (s) => {
      const r = s.r;
      s.every(
        "publish-worker",
        0,
        null,
        5,
        "error",
        () => `rejecting story ${int(r, 88000, 89999)} source=wire-ap: payload failed validation`,
        () =>
          st.python(
            [
              ["/app/publish/pipeline.py", 64, "prepare", "validate(instance=doc, schema=STORY_SCHEMA)"],
              ["/usr/local/lib/python3.12/site-packages/jsonschema/validators.py", 1332, "validate", "raise error"],
            ],
            "jsonschema.exceptions.ValidationError",
            "'canonical_url' is a required property\n\nFailed validating 'required' in schema['properties']['story']:\n    {'type': 'object', 'required': ['headline', 'canonical_url', 'body']}",
          ),
      );
      s.every(
        "cms-api",
        5,
        null,
        12,
        "warn",
        () => `wire import: story ${int(r, 88000, 89999)} publish job failed (publish-worker returned 422)`,
      );
    },
  },
  {
    cat: V,
    estate: "nordlicht",
    origin: "alerts-fanout",
    hints: ["invalid", "invalid-argument", "validation", "payload"],
    sev: "high",
    drop: 0.95,
    note: "alerts-fanout starts putting an unknown field in the Android notification payload and FCM rejects every breaking alert with INVALID_ARGUMENT.",
    run: (s) => {
      const r = s.r;
      s.every(
        "alerts-fanout",
        0,
        null,
        1,
        "error",
        () =>
          `FirebaseMessagingError: Request contains an invalid argument. Invalid JSON payload received. Unknown name "badge" at 'message.android.notification': Cannot find field.`,
        (i) =>
          i % 5 === 0
            ? st.node([
                "FirebaseMessagingError.fromServerError (/app/node_modules/firebase-admin/lib/utils/error.js:254:16)",
                "createFirebaseError (/app/node_modules/firebase-admin/lib/messaging/messaging-errors-internal.js:35:47)",
                "async sendAlert (/app/src/fanout/android.js:58:5)",
              ]) + "\n  errorInfo: { code: 'messaging/invalid-argument' }"
            : undefined,
      );
      s.every(
        "alerts-fanout",
        10,
        null,
        30,
        "warn",
        () => `push campaign ${hex(r, 6)} android delivered=0 failed=${int(r, 4000, 30000)}`,
      );
    },
  },
  {
    cat: V,
    estate: "capledger",
    origin: "mod-queue",
    hints: ["recordinvalid", "validation", "invalid"],
    sev: "medium",
    drop: 0.8,
    note: "Comments from the new app build carry no article reference, mod-queue's Comment model rejects them (RecordInvalid) and Sidekiq retries them over and over.",
    run: (s) => {
      const r = s.r;
      s.every(
        "mod-queue",
        0,
        null,
        1.4,
        "warn",
        () =>
          `[CommentScreenJob] jid=${hex(r, 24)} retry_count=${int(r, 0, 8)} ActiveRecord::RecordInvalid: Validation failed: Article must exist, Article can't be blank`,
        (i) =>
          i % 6 === 0
            ? st.ruby([
                "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/validations.rb:84:in `raise_validation_error'",
                "/app/app/jobs/comment_screen_job.rb:22:in `perform'",
                "/usr/local/bundle/gems/sidekiq-7.2.1/lib/sidekiq/processor.rb:220:in `execute_job'",
              ])
            : undefined,
      );
      edge(s, 2, 3, [422], "mod-queue", "/api/comments");
    },
  },
  {
    cat: V,
    estate: "valley",
    origin: "video-ingest",
    hints: ["validationerror", "validation", "manifest", "invalid"],
    sev: "medium",
    drop: 0.9,
    note: "The video agency's manifests start sending fractional durations and video-ingest's manifest model rejects every clip with a pydantic ValidationError.",
    run: (s) => {
      const r = s.r;
      s.every(
        "video-ingest",
        0,
        null,
        5,
        "error",
        () => `manifest rejected for clip ${hex(r, 8)} (s3://vcg-video-drop/incoming/${hex(r, 8)}.json)`,
        () =>
          st.python(
            [["/app/ingest/poller.py", 51, "handle", "manifest = IngestManifest.model_validate_json(raw)"]],
            "pydantic_core._pydantic_core.ValidationError",
            `1 validation error for IngestManifest\nduration_ms\n  Input should be a valid integer, got a number with a fractional part [type=int_from_float, input_value=${int(r, 20000, 600000)}.5, input_type=float]`,
          ),
      );
      s.every(
        "draft-service",
        40,
        null,
        35,
        "warn",
        () => `video clip for draft ${int(r, 30000, 39999)} still not ready after ${int(r, 300, 900)}s`,
      );
    },
  },
  // ---------------------------------------------------------------- null reference
  {
    cat: U,
    estate: "harbour",
    origin: "paywall-meter",
    hints: ["typeerror", "undefined", "cannot read", "null"],
    sev: "high",
    drop: 0.85,
    note: "paywall-meter hits readers whose offer record has no tier and throws TypeError on every meter decision, so web-edge returns 500 on article pages.",
    run: (s) => {
      s.every(
        "paywall-meter",
        0,
        null,
        0.9,
        "error",
        () => "TypeError: Cannot read properties of undefined (reading 'tier')",
        (i) =>
          i % 2 === 0
            ? st.node([
                "resolveOffer (/app/src/meter/offers.js:88:31)",
                "decide (/app/src/meter/decide.js:42:19)",
                "async /app/src/routes/meter.js:17:20",
              ])
            : undefined,
      );
      edge(s, 1, 0.6, [500], "paywall-meter");
    },
  },
  {
    cat: U,
    estate: "nordlicht",
    origin: "article-store",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    drop: 0.8,
    note: "Articles without a byline make article-store throw NullReferenceException in its byline mapper and frontdoor-bff gets 500s for them.",
    run: (s) => {
      const r = s.r;
      s.every(
        "article-store",
        0,
        null,
        1.5,
        "error",
        () =>
          `fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.`,
        () =>
          `System.NullReferenceException: Object reference not set to an instance of an object.\n${st.dotnet([
            "Nordlicht.ArticleStore.Rendering.BylineMapper.Map(Article article) in /src/ArticleStore/Rendering/BylineMapper.cs:line 27",
            "Nordlicht.ArticleStore.Api.ArticlesController.Get(Int32 id) in /src/ArticleStore/Api/ArticlesController.cs:line 54",
            "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
          ])}`,
      );
      s.every(
        "frontdoor-bff",
        1,
        null,
        0.8,
        "error",
        () =>
          `GET /artikel/${pick(r, SECT)}/${int(r, 200000, 299999)} 500 ${int(r, 20, 90)} ms - 120 (article-store responded 500)`,
      );
    },
  },
  {
    cat: U,
    estate: "capledger",
    origin: "editorial-api",
    hints: ["attributeerror", "nonetype", "none", "null"],
    sev: "high",
    drop: 0.7,
    note: "Stories whose primary section was deleted make editorial-api's serializer raise AttributeError on None, and the gateway returns 500 for those pages.",
    run: (s) => {
      s.every(
        "editorial-api",
        0,
        null,
        1.6,
        "error",
        () => "Internal Server Error: /v1/stories/by-path",
        () =>
          st.python(
            [
              [
                "/usr/local/lib/python3.12/site-packages/rest_framework/serializers.py",
                522,
                "to_representation",
                "ret[field.field_name] = field.to_representation(attribute)",
              ],
              [
                "/app/stories/serializers.py",
                141,
                "get_section_url",
                'return f"/{obj.primary_section.slug}/{obj.published_at:%Y}/{obj.slug}"',
              ],
            ],
            "AttributeError",
            "'NoneType' object has no attribute 'slug'",
          ),
      );
      edge(s, 1, 1.2, [500], "editorial-api");
    },
  },
  {
    cat: U,
    estate: "valley",
    origin: "draft-service",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "medium",
    drop: 0.8,
    note: "Drafts assigned to a deactivated author make draft-service raise NoMethodError on nil when editors open or save them.",
    run: (s) => {
      const r = s.r;
      s.every(
        "draft-service",
        0,
        null,
        3,
        "error",
        () => "NoMethodError (undefined method `display_name' for nil):",
        () =>
          st.ruby([
            "app/presenters/draft_presenter.rb:19:in `byline'",
            "app/views/drafts/show.json.jbuilder:4:in `_app_views_drafts_show_json_jbuilder__1873'",
            "app/controllers/drafts_controller.rb:21:in `show'",
          ]),
      );
      s.every(
        "draft-service",
        0.5,
        null,
        3,
        "info",
        () =>
          `Completed 500 Internal Server Error in ${int(r, 10, 60)}ms (ActiveRecord: ${int(r, 1, 9)}.2ms | Allocations: ${int(r, 3000, 9000)})`,
      );
      s.every(
        "search-indexer",
        20,
        null,
        20,
        "warn",
        () => `fetch draft ${int(r, 30000, 39999)} from draft-service failed: 500 Internal Server Error, will retry`,
      );
    },
  },
  // ---------------------------------------------------------------- configuration
  {
    cat: C,
    estate: "harbour",
    origin: "ad-decision",
    hints: ["placeholder", "configuration", "property", "config"],
    sev: "medium",
    drop: 1,
    ownRelease: { at: -4, reload: false },
    note: "A new ad-decision release needs a property missing from its environment, fails to start and crash-loops, so web-edge ad calls are refused.",
    run: (s) => {
      const r = s.r;
      for (let t = 4; t < 1200; t += int(r, 25, 45)) {
        s.at(
          t,
          "ad-decision",
          "warn",
          "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'prebidClient': Injection of autowired dependencies failed",
        );
        s.at(
          t + 0.2,
          "ad-decision",
          "error",
          "Application run failed",
          `java.lang.IllegalArgumentException: Could not resolve placeholder 'prebid.server.endpoint' in value "\${prebid.server.endpoint}"\n${st.java(
            [
              "org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
              "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:498)",
              "com.harbourherald.ads.AdDecisionApplication.main(AdDecisionApplication.java:12)",
            ],
          )}`,
        );
        s.at(t + 8, "ad-decision", "info", `Starting AdDecisionApplication v4.12.0 using Java 21.0.4 with PID 1`);
      }
      s.every("web-edge", 5, null, 1.5, "warn", () => callerError("go", "ad-decision", "refused", r, "/v2/auction"));
    },
  },
  {
    cat: C,
    estate: "nordlicht",
    origin: "frontdoor-bff",
    hints: ["enotfound", "configuration", "config", "getaddrinfo", "url"],
    sev: "high",
    drop: 0.7,
    ownRelease: { at: -3, reload: true },
    note: "A config reload points frontdoor-bff's meter URL at the staging hostname, which does not resolve in production, so every metered page fails.",
    run: (s) => {
      const r = s.r;
      s.at(
        -2,
        "frontdoor-bff",
        "info",
        "config: meter.baseUrl=http://meter-gate.nordlicht-staging.svc.cluster.local:8080 (was http://meter-gate.nordlicht.svc.cluster.local:8080)",
      );
      s.every(
        "frontdoor-bff",
        0,
        null,
        0.7,
        "error",
        () => `meter lookup failed: getaddrinfo ENOTFOUND meter-gate.nordlicht-staging.svc.cluster.local`,
        (i) =>
          i % 5 === 0
            ? st.node([
                "GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)",
                "async MeterClient.check (/app/dist/meter/client.js:31:17)",
              ])
            : undefined,
      );
      s.every(
        "frontdoor-bff",
        1,
        null,
        1,
        "error",
        () => `GET /artikel/${pick(r, SECT)}/${int(r, 200000, 299999)} 503 ${int(r, 5, 40)} ms - 91`,
      );
    },
  },
  {
    cat: C,
    estate: "capledger",
    origin: "gateway",
    hints: ["route", "upstream", "configuration", "cluster", "config"],
    sev: "high",
    drop: 0.75,
    ownRelease: { at: -2, reload: true },
    note: "A gateway route config push references an upstream cluster that does not exist, so the story routes return 503 with no upstream while editorial-api is idle.",
    run: (s) => {
      const r = s.r;
      s.at(
        -1,
        "gateway",
        "warn",
        `route config version=v2026.${int(r, 10, 12)}.${int(r, 10, 28)}-2 applied: 84 routes, 1 warning: route "stories" references unknown cluster "editorial-api-v2"`,
      );
      s.every(
        "gateway",
        0,
        null,
        0.3,
        "error",
        () =>
          `"GET /${pick(r, SECT)}/2026/${hex(r, 6)} HTTP/2" 503 19 0ms upstream=- flags=NR cluster_not_found=editorial-api-v2`,
      );
    },
  },
  {
    cat: C,
    estate: "valley",
    origin: "mailer",
    hints: ["keyerror", "key not found", "configuration", "env", "smtp_password"],
    sev: "medium",
    drop: 0.9,
    ownRelease: { at: -5, reload: false },
    note: "A mailer release renames the SMTP secret, so every delivery job raises KeyError for SMTP_PASSWORD and newsletters stop going out.",
    run: (s) => {
      const r = s.r;
      s.every(
        "mailer",
        0,
        null,
        2,
        "error",
        () => `[Sidekiq] NewsletterBatchJob JID-${hex(r, 24)} failed: KeyError: key not found: "SMTP_PASSWORD"`,
        (i) =>
          i % 4 === 0
            ? st.ruby([
                "/app/config/initializers/smtp.rb:7:in `fetch'",
                "/app/app/mailers/application_mailer.rb:12:in `smtp_settings'",
                "/usr/local/bundle/gems/sidekiq-7.2.1/lib/sidekiq/processor.rb:220:in `execute_job'",
              ])
            : undefined,
      );
      s.every("mailer", 5, null, 10, "warn", () => `[Sidekiq] retry queue size=${int(r, 50, 900)}`);
    },
  },
  // ---------------------------------------------------------------- dependency
  {
    cat: P,
    estate: "harbour",
    origin: "paywall-meter",
    hints: ["redis", "loading", "dependency", "cache"],
    sev: "high",
    drop: 0.85,
    note: "The managed Redis behind paywall-meter fails over and answers LOADING while it reloads its dataset, meter decisions fail and web-edge returns 503 on article pages.",
    run: (s) => {
      const r = s.r;
      s.every(
        "paywall-meter",
        0,
        null,
        0.9,
        "error",
        () =>
          `meter decision failed reader=r_${hex(r, 10)}: ReplyError: LOADING Redis is loading the dataset in memory`,
      );
      s.every(
        "paywall-meter",
        4,
        null,
        8,
        "warn",
        () => `[ioredis] Unhandled error event: Error: connect ETIMEDOUT (retrying, attempt ${int(r, 2, 20)})`,
      );
      edge(s, 1, 0.5, [503], "paywall-meter");
    },
  },
  {
    cat: P,
    estate: "nordlicht",
    origin: "meter-gate",
    hints: ["kafka", "broker", "dependency"],
    sev: "medium",
    drop: 0.8,
    note: "The Kafka cluster meter-gate publishes meter events to becomes unavailable, the synchronous producer blocks and errors, and frontdoor-bff meter calls start failing.",
    run: (s) => {
      const r = s.r;
      s.every(
        "meter-gate",
        0,
        null,
        1.5,
        "error",
        () =>
          `publish meter event failed: kafka: client has run out of available brokers to talk to: dial tcp 10.48.${int(r, 0, 9)}.${int(r, 2, 250)}:9092: connect: connection refused`,
      );
      s.every(
        "meter-gate",
        10,
        null,
        15,
        "warn",
        () => `kafka producer: ${int(r, 200, 4000)} messages buffered, metadata refresh failed for topic meter-events`,
      );
      call(s, "frontdoor-bff", "meter-gate", "5xx", 3, 1.2, "/v1/meter");
    },
  },
  {
    cat: P,
    estate: "capledger",
    origin: "checkout",
    hints: ["adyen", "503", "service unavailable", "dependency", "provider"],
    sev: "high",
    drop: 0.9,
    note: "The payment provider checkout uses answers 503 for authorisations, checkout's breaker opens and the gateway returns 502 on checkout.",
    run: (s) => {
      const r = s.r;
      s.every(
        "checkout",
        0,
        60,
        2,
        "error",
        () =>
          `payment for ord_${hex(r, 10)} failed: AdyenHttpError: HTTP Exception: 503. Service Unavailable (pspReference none)`,
      );
      s.at(60, "checkout", "warn", `circuit "adyen-payments" opened after 20 failures in 60s`);
      s.every(
        "checkout",
        61,
        null,
        1.5,
        "error",
        () => `payment for ord_${hex(r, 10)} failed: Breaker is open (adyen-payments)`,
      );
      s.every("checkout", 90, null, 30, "info", () => `circuit "adyen-payments" half-open probe failed: HTTP 503`);
      edge(s, 2, 1.5, [502], "checkout", "/api/checkout");
    },
  },
  {
    cat: P,
    estate: "valley",
    origin: "identity",
    hints: ["idp", "oidc", "503", "dependency", "upstream"],
    sev: "high",
    drop: 0.9,
    note: "The hosted identity provider behind identity returns 503, logins and token refreshes fail and paywall-api cannot load entitlements.",
    run: (s) => {
      const r = s.r;
      s.every(
        "identity",
        0,
        null,
        1.3,
        "error",
        () =>
          `token exchange failed: oauth2: cannot fetch token: 503 Service Unavailable\nResponse: upstream connect error or disconnect/reset before headers. reset reason: overflow`,
      );
      s.every(
        "identity",
        5,
        null,
        20,
        "warn",
        () =>
          "oidc: failed to refresh provider metadata from https://login.valleycourier.us.auth0.com/.well-known/openid-configuration: 503 Service Unavailable",
      );
      s.every(
        "paywall-api",
        3,
        null,
        2.5,
        "warn",
        () => `session entitlements fallback to anonymous: identity returned 502 for /oauth/userinfo`,
      );
      s.every("site-renderer", 4, null, 3, "error", () => `POST /api/auth/callback 502 in ${int(r, 200, 3000)}ms`);
    },
  },
  // ---------------------------------------------------------------- memory
  {
    cat: M,
    estate: "harbour",
    origin: "image-resizer",
    hints: ["out of memory", "oom", "memory"],
    sev: "medium",
    drop: 0.6,
    note: "A batch of huge panoramas makes image-resizer exhaust memory; the Go runtime aborts with out of memory, restarts and dies again while cms-api media calls reset.",
    run: (s) => {
      const r = s.r;
      s.at(-30, "image-resizer", "warn", "vips cache: 3.7GB in use (limit 4GB), 14 operations in flight");
      for (let t = 0; t < 1200; t += int(r, 40, 80)) {
        s.at(
          t - 5,
          "image-resizer",
          "warn",
          `processing img_${hex(r, 8)} ${int(r, 20000, 40000)}x${int(r, 8000, 12000)} panorama`,
        );
        s.at(
          t,
          "image-resizer",
          "fatal",
          "fatal error: runtime: out of memory",
          `\nruntime stack:\nruntime.throw({0x12c4c1e?, 0x2000?})\n\t/usr/local/go/src/runtime/panic.go:1023 +0x5c\nruntime.sysMap(0xc1d4000000, 0x40000000, 0x1e3a2b8?)\n\t/usr/local/go/src/runtime/mem_linux.go:167 +0x85\n${st.go(
            int(r, 40, 400),
            [
              [
                "github.com/davidbyttow/govips/v2/vips.vipsThumbnail(...)",
                "/go/pkg/mod/github.com/davidbyttow/govips/v2@v2.14.0/vips/resample.go:61 +0x1f4",
              ],
              [
                "main.(*Resizer).Renditions(0xc000182000, {0xc0a1000000, 0x3a11e2c, 0x3a11e2c})",
                "/src/resizer.go:88 +0x2b1",
              ],
            ],
          )}`,
        );
        s.at(t + 3, "image-resizer", "info", `starting image-resizer version=3.8.1 commit=${hex(r, 7)} go=go1.22.5`);
        s.at(t + 0.5, "cms-api", "error", callerError("java", "image-resizer", "reset", r, "/v1/renditions"));
      }
      call(s, "cms-api", "image-resizer", "refused", 1, 10, "/v1/renditions", "warn");
    },
  },
  {
    cat: M,
    estate: "nordlicht",
    origin: "frontdoor-bff",
    hints: ["heap", "out of memory", "memory"],
    sev: "high",
    drop: 0.5,
    note: "A cache in frontdoor-bff grows without bound, V8 hits its heap limit and the process aborts and restarts repeatedly.",
    run: (s) => {
      const r = s.r;
      s.at(-60, "frontdoor-bff", "warn", "render cache size=412MB entries=188211");
      for (let t = 0; t < 1200; t += int(r, 70, 120)) {
        s.at(
          t,
          "frontdoor-bff",
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          `\n<--- Last few GCs --->\n\n[1:0x6a3e000]  ${int(r, 60000, 900000)} ms: Mark-Compact 2011.6 (2083.4) -> 2008.9 (2084.1) MB, 1892.41 / 0.00 ms  (average mu = 0.121, current mu = 0.034) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\n 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]\n 3: 0x1117f95 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]`,
        );
        s.at(t + 4, "frontdoor-bff", "info", "frontdoor-bff@5.3.2 starting (node v20.15.1, NODE_ENV=production)");
        s.at(t - 20, "frontdoor-bff", "warn", `event loop lag ${int(r, 800, 3000)}ms (gc pressure)`);
      }
    },
  },
  {
    cat: M,
    estate: "capledger",
    origin: "recs-widget",
    hints: ["sigkill", "out of memory", "memory", "oom"],
    sev: "medium",
    drop: 0.6,
    note: "A larger embedding matrix makes recs-widget's gunicorn workers exceed their memory limit and get SIGKILLed, so the gateway sees connections dropped.",
    run: (s) => {
      const r = s.r;
      for (let t = 0; t < 1200; t += int(r, 8, 20)) {
        const pid = int(r, 20, 900);
        s.at(
          t,
          "recs-widget",
          "error",
          `[${int(r, 1, 1)}] [ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`,
        );
        s.at(t + 1.5, "recs-widget", "info", `[1] [INFO] Booting worker with pid: ${pid + int(r, 1, 30)}`);
      }
      edge(s, 1, 0.9, [502], "recs-widget", "/api/recs");
    },
  },
  {
    cat: M,
    estate: "valley",
    origin: "ad-gateway",
    hints: ["outofmemory", "heap", "memory"],
    sev: "medium",
    drop: 0.8,
    note: "ad-gateway's heap fills, GC pauses stretch to seconds and it throws OutOfMemoryError: Java heap space, so ad requests from site-renderer fail.",
    run: (s) => {
      const r = s.r;
      s.every(
        "ad-gateway",
        -40,
        0,
        8,
        "warn",
        () =>
          `[gc] GC(${int(r, 9000, 9999)}) Pause Young (Normal) (G1 Evacuation Pause) ${int(r, 3500, 3900)}M->${int(r, 3400, 3800)}M(4096M) ${int(r, 200, 600)}.${int(r, 100, 999)}ms`,
      );
      s.every(
        "ad-gateway",
        0,
        null,
        6,
        "warn",
        () =>
          `[gc] GC(${int(r, 10000, 10999)}) Pause Full (G1 Compaction Pause) 4093M->4088M(4096M) ${int(r, 2000, 6000)}.${int(r, 100, 999)}ms`,
      );
      s.every(
        "ad-gateway",
        2,
        null,
        4,
        "error",
        () => `Exception in thread "reactor-http-epoll-${int(r, 1, 8)}" java.lang.OutOfMemoryError: Java heap space`,
        (i) =>
          i % 3 === 0
            ? st.java([
                "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
                "java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:228)",
                "com.valleycourier.ads.BidCache.put(BidCache.java:71)",
              ])
            : undefined,
      );
      s.every(
        "site-renderer",
        3,
        null,
        1.5,
        "warn",
        () => `ad slot ${pick(r, ["top", "mpu-1", "mpu-2"])} fetch failed: ad-gateway responded 500`,
      );
    },
  },
  // ---------------------------------------------------------------- disk
  {
    cat: K,
    estate: "harbour",
    origin: "publish-worker",
    hints: ["no space", "disk", "errno 28", "enospc"],
    sev: "medium",
    drop: 0.85,
    note: "publish-worker's spool volume fills up, writing AMP renders fails with ENOSPC and publishes stop reaching the AMP channel.",
    run: (s) => {
      const r = s.r;
      s.at(-40, "publish-worker", "warn", "spool /var/spool/publish usage 97% (free 310MB)");
      s.every(
        "publish-worker",
        0,
        null,
        4,
        "error",
        () => `channel amp failed for story ${int(r, 88000, 89999)}`,
        () =>
          st.python(
            [["/app/publish/channels/amp.py", 58, "write", 'with open(path, "w", encoding="utf-8") as fh:']],
            "OSError",
            `[Errno 28] No space left on device: '/var/spool/publish/amp/${int(r, 88000, 89999)}.html'`,
          ),
      );
      s.every(
        "cms-api",
        10,
        null,
        15,
        "warn",
        () => `PublishClient: story ${int(r, 88000, 89999)} published with errors (channels failed: amp)`,
      );
    },
  },
  {
    cat: K,
    estate: "nordlicht",
    origin: "media-transcode",
    hints: ["no space", "disk", "enospc"],
    sev: "medium",
    drop: 0.9,
    note: "media-transcode's scratch disk fills, ffmpeg cannot write output and every transcode job fails; article-store previews stay missing.",
    run: (s) => {
      const r = s.r;
      s.every("media-transcode", 0, null, 5, "error", () => {
        const job = int(r, 10000, 19999);
        return `job ${job}: ffmpeg exited 1: [mp4 @ 0x55d0c8a3e2c0] av_interleaved_write_frame(): No space left on device\nError writing trailer of /scratch/job-${job}/out_720p.mp4: No space left on device`;
      });
      s.every(
        "media-transcode",
        20,
        null,
        40,
        "warn",
        () => `scratch cleanup: /scratch 100% used, ${int(r, 0, 3)} stale job dirs removed`,
      );
      s.every(
        "article-store",
        15,
        null,
        12,
        "warn",
        () =>
          `warn: ArticleStore.Video[0] preview for article ${int(r, 200000, 299999)} failed: media-transcode job status=failed`,
      );
    },
  },
  {
    cat: K,
    estate: "capledger",
    origin: "asset-pipeline",
    hints: ["read-only", "read only", "disk", "errno 30", "filesystem"],
    sev: "medium",
    drop: 0.9,
    note: "The volume under asset-pipeline's cache is remounted read-only after I/O errors, writes fail with Errno 30 and editors' image uploads fail.",
    run: (s) => {
      const r = s.r;
      s.every(
        "asset-pipeline",
        0,
        null,
        3,
        "error",
        () => `crop job for asset ${hex(r, 8)}.jpg failed`,
        () =>
          st.python(
            [
              ["/app/pipeline/crops.py", 96, "render", 'img.save(tmp_path, format="WEBP", quality=82)'],
              [
                "/usr/local/lib/python3.11/site-packages/PIL/Image.py",
                2456,
                "save",
                'fp = builtins.open(filename, "w+b")',
              ],
            ],
            "OSError",
            `[Errno 30] Read-only file system: '/var/cache/assets/tmp/${hex(r, 8)}.webp'`,
          ),
      );
      s.every(
        "editorial-api",
        5,
        null,
        6,
        "error",
        () =>
          `asset upload for story ${int(r, 510000, 519999)} failed: 500 Server Error: Internal Server Error for url: http://asset-pipeline:8080/v1/assets`,
      );
    },
  },
  {
    cat: K,
    estate: "valley",
    origin: "search-indexer",
    hints: ["flood", "disk", "watermark", "read-only", "read_only_allow_delete"],
    sev: "medium",
    drop: 0.9,
    note: "The search cluster's data disks pass the flood-stage watermark and the index is blocked read-only, so search-indexer's bulk writes fail and search goes stale.",
    run: (s) => {
      const r = s.r;
      s.every(
        "search-indexer",
        0,
        null,
        3,
        "error",
        () =>
          `bulk request failed (${int(r, 1, 40)} ops) for articles_v3: index [articles_v3] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];`,
      );
      s.every(
        "search-indexer",
        15,
        null,
        30,
        "warn",
        () => `retry queue size=${int(r, 100, 900)} oldest=${int(r, 30, 400)}s`,
      );
      s.every(
        "draft-service",
        40,
        null,
        40,
        "warn",
        () => `search freshness check: draft ${int(r, 30000, 39999)} published but not searchable after 300s`,
      );
    },
  },
  // ---------------------------------------------------------------- unknown
  {
    cat: X,
    estate: "harbour",
    origin: "ad-decision",
    hints: ["internal", "error", "unknown", "500"],
    sev: "medium",
    drop: 0.9,
    note: "ad-decision starts failing most auctions with a bare internal error and no detail, and web-edge reports 500s from it.",
    run: (s) => {
      const r = s.r;
      s.every("ad-decision", 0, null, 1.2, "error", () => `auction ${hex(r, 8)} failed: internal error`);
      s.every(
        "ad-decision",
        0.3,
        null,
        1.4,
        "warn",
        () => `Completed 500 INTERNAL_SERVER_ERROR for POST /v2/auction in ${int(r, 2, 30)}ms`,
      );
      s.every("web-edge", 1, null, 1, "warn", () => callerError("go", "ad-decision", "5xx", r, "/v2/auction"));
    },
  },
  {
    cat: X,
    estate: "nordlicht",
    origin: "subscription-svc",
    hints: ["unavailable", "unresponsive", "refused", "unknown", "no response"],
    sev: "high",
    drop: 1,
    note: "subscription-svc stops logging and answering (no error of its own), and frontdoor-bff's calls to it time out and then are refused.",
    run: (s) => {
      call(s, "frontdoor-bff", "subscription-svc", "timeout", 2, 2, "/api/entitlements", "error", 90);
      call(s, "frontdoor-bff", "subscription-svc", "refused", 90, 1.2, "/api/entitlements");
      s.every(
        "frontdoor-bff",
        100,
        null,
        30,
        "warn",
        () => "subscription-svc health probe failing for 3 consecutive checks",
      );
    },
  },
  {
    cat: X,
    estate: "capledger",
    origin: "breaking-push",
    hints: ["dispatch", "failed", "unexpected", "unknown", "exit"],
    sev: "medium",
    drop: 0.85,
    note: "breaking-push's dispatch worker keeps exiting with status 1 without saying why, alerts are not sent and editorial-api's push requests fail.",
    run: (s) => {
      const r = s.r;
      for (let t = 0; t < 1200; t += int(r, 20, 45)) {
        s.at(
          t,
          "breaking-push",
          "error",
          `dispatch worker ${int(r, 1, 4)} exited unexpectedly (exit status 1), restarting`,
        );
        s.at(
          t + 2,
          "breaking-push",
          "warn",
          `Alert ${hex(r, 6)} dispatch incomplete: 0 of ${int(r, 1, 4)} batches sent`,
        );
      }
      s.every(
        "editorial-api",
        5,
        null,
        10,
        "error",
        () =>
          `breaking alert for story ${int(r, 510000, 519999)} failed: 500 Server Error: Internal Server Error for url: http://breaking-push:8080/v1/alerts`,
      );
    },
  },
  {
    cat: X,
    estate: "valley",
    origin: "notif-hub",
    hints: ["unhandled", "exception", "unknown", "500"],
    sev: "medium",
    drop: 0.9,
    note: "notif-hub throws unhandled exceptions with no message for every dispatch and returns 500, so draft-service's alert pushes fail.",
    run: (s) => {
      const r = s.r;
      s.every(
        "notif-hub",
        0,
        null,
        2,
        "error",
        () =>
          `fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN${hex(r, 9).toUpperCase()}", Request id "0HN${hex(r, 9).toUpperCase()}:00000002": An unhandled exception was thrown by the application.`,
      );
      s.every("draft-service", 3, null, 6, "error", () => callerError("ruby", "notif-hub", "5xx", r, "/api/alerts"));
    },
  },
];
