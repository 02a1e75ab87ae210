// The 52 broken windows of holdout87, four per category, one per estate (0 plaza, 1 hammerline, 2 swapbox, 3 gavel).
import { hex, int, pick } from "./rng.js";
import { L, type Spec } from "./spec.js";

const ip = (r: () => number) => `10.${int(r, 0, 9)}.${int(r, 0, 250)}.${int(r, 2, 250)}`;

export const INCIDENTS: readonly Spec[] = [
  // ------------------------------------------------------------------ authentication
  {
    estate: 0,
    origin: "inbox-messaging",
    cat: "authentication",
    hints: ["jwt", "token", "signature", "auth", "jwks"],
    sev: "high",
    note: "inbox-messaging keeps a stale JWKS key after the identity keys rotated and refuses every user token with invalid signature, so messages fail with 401.",
    mode: "errors",
    kind: "401",
    failRate: 0.97,
    retries: 1,
    per: [
      L(
        "warn",
        (r, c) => `JsonWebTokenError: invalid signature (kid=${hex(r, 8)}) user=${c.user} conv=${c.conv} -> 401`,
      ),
    ],
    periodic: [
      {
        every: 60,
        line: L(
          "warn",
          (r) =>
            `jwks cache: ${int(r, 2, 3)} keys loaded at boot, refresh disabled (JWKS_REFRESH_MS=0); unknown kid seen ${int(r, 40, 400)} times`,
        ),
      },
    ],
  },
  {
    estate: 1,
    origin: "escrow-ledger",
    cat: "authentication",
    hints: ["api key", "authentication", "credential", "401", "unauthorized"],
    sev: "high",
    note: "escrow-ledger is still using a PSP secret key that was rolled, every escrow hold is answered 401 invalid API key and buyers cannot pay.",
    mode: "errors",
    kind: "5xx",
    failRate: 1,
    retries: 0,
    per: [
      L(
        "error",
        (_r, c) => `Escrow hold failed order=${c.order}`,
        (r) =>
          `com.stripe.exception.AuthenticationException: Invalid API Key provided: sk_live_****************${hex(r, 4)}; code: api_key_expired; request-id: req_${hex(r, 14)}`,
        "createHold",
      ),
    ],
  },
  {
    estate: 2,
    origin: "ad-search",
    cat: "authentication",
    hints: ["authenticate", "security_exception", "credential", "auth"],
    sev: "high",
    note: "ad-search can no longer authenticate its reader user against the search cluster after the password rotation, all searches fail.",
    mode: "errors",
    kind: "5xx",
    failRate: 1,
    retries: 1,
    per: [
      L(
        "error",
        (_r, c) => `search failed q="${c.q}"`,
        () =>
          "co.elastic.clients.elasticsearch._types.ElasticsearchException: [es/search] failed: [security_exception] unable to authenticate user [ads_reader] for REST request [/ads-v7/_search]",
        "search",
      ),
    ],
  },
  {
    estate: 3,
    origin: "carrier-hub",
    cat: "authentication",
    hints: ["invalid_client", "oauth", "authentication", "token", "credential"],
    sev: "medium",
    note: "carrier-hub cannot refresh its Royal Mail OAuth token (invalid_client) so no shipping label can be created.",
    mode: "errors",
    kind: "5xx",
    failRate: 1,
    retries: 2,
    per: [
      L(
        "error",
        (_r, c) => `shipment create failed order=${c.order} carrier=royalmail`,
        () =>
          "oauthlib.oauth2.rfc6749.errors.InvalidClientError: (invalid_client) Client authentication failed (e.g., unknown client, no client authentication included, or unsupported authentication method)",
        "create_shipment",
      ),
    ],
    periodic: [
      {
        every: 30,
        line: L("warn", () => "token refresh for royalmail failed, keeping expired token (expires_in=-412)"),
      },
    ],
  },
  // ------------------------------------------------------------------ authorization
  {
    estate: 0,
    origin: "photo-pipeline",
    cat: "authorization",
    hints: ["accessdenied", "access denied", "403", "permission", "forbidden"],
    sev: "high",
    note: "photo-pipeline loses s3:PutObject on the photo bucket and every upload is refused with AccessDenied, so new listings cannot be created.",
    mode: "errors",
    kind: "5xx",
    failRate: 1,
    retries: 0,
    per: [
      L(
        "error",
        (r, c) =>
          `upload failed listing=${c.listing}: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${hex(r, 16).toUpperCase()}, HostID: ${hex(r, 24)}, api error AccessDenied: Access Denied`,
      ),
    ],
  },
  {
    estate: 1,
    origin: "payout-service",
    cat: "authorization",
    hints: ["scope", "forbidden", "403", "permission", "insufficient"],
    sev: "medium",
    note: "payout-service's bank API client lost the payouts:write scope, every payout batch is refused with 403 insufficient_scope.",
    mode: "errors",
    kind: "5xx",
    failRate: 0,
    retries: 0,
    per: [],
    stopJobs: true,
    periodic: [
      {
        every: 20,
        line: L(
          "error",
          (r) => `Payout batch PB-${int(r, 10000, 99999)} rejected by bank API`,
          (r) =>
            `System.Net.Http.HttpRequestException: Response status code does not indicate success: 403 (Forbidden). {"error":"insufficient_scope","error_description":"token lacks scope payouts:write","trace":"${hex(r, 12)}"}`,
          "submit-batch",
        ),
      },
      { every: 60, line: L("warn", (r) => `${int(r, 20, 90)} seller payouts pending beyond SLA`) },
    ],
  },
  {
    estate: 2,
    origin: "moderation-queue",
    cat: "authorization",
    hints: ["permission denied", "insufficientprivilege", "privilege", "permission"],
    sev: "high",
    note: "after a grants change moderation-queue's database role may no longer insert into ad_reviews, so every new ad fails to enter review.",
    mode: "errors",
    kind: "5xx",
    failRate: 1,
    retries: 1,
    per: [
      L(
        "error",
        (_r, c) => `enqueue failed for ad ${c.listing}`,
        () => "psycopg2.errors.InsufficientPrivilege: permission denied for table ad_reviews",
        "enqueue",
      ),
    ],
  },
  {
    estate: 3,
    origin: "lot-media",
    cat: "authorization",
    hints: ["403", "forbidden", "permission", "access", "storage.objects"],
    sev: "medium",
    note: "lot-media's service account loses storage.objects.get on the image bucket; it logs WARN and serves placeholders while lot pages degrade.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.95,
    retries: 0,
    per: [
      L(
        "warn",
        (r, c) =>
          `fetch lot=${c.lot} image ${int(r, 1, 12)}: googleapi: Error 403: lot-media@gavel-prod.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist)., forbidden`,
      ),
    ],
  },
  // ------------------------------------------------------------------ database
  {
    estate: 0,
    origin: "listing-svc",
    cat: "database",
    hints: ["connection", "pool", "database", "sql", "hikari", "too many"],
    sev: "high",
    note: "listing-svc's Postgres runs out of connection slots; the Hikari pool times out and listing reads and writes fail.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.85,
    retries: 1,
    per: [
      L(
        "error",
        (_r, c) => `Failed to load listing ${c.listing}`,
        () =>
          "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
        "findListing",
      ),
      L("warn", () => "HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=187)"),
    ],
    periodic: [
      {
        every: 25,
        line: L(
          "error",
          () => "HikariPool-1 - Exception during pool initialization.",
          () => "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
          "newConnection",
        ),
      },
    ],
  },
  {
    estate: 1,
    origin: "bid-engine",
    cat: "database",
    hints: ["deadlock", "database", "sql", "psql", "lock"],
    sev: "high",
    note: "bid-engine transactions on hot lots deadlock in Postgres and many bids are rolled back.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.6,
    retries: 2,
    per: [
      L(
        "error",
        (_r, c) => `Bid transaction rolled back lot=${c.lot}`,
        (r) =>
          `org.postgresql.util.PSQLException: ERROR: deadlock detected\n  Detail: Process ${int(r, 10000, 60000)} waits for ShareLock on transaction ${int(r, 9000000, 9999999)}; blocked by process ${int(r, 10000, 60000)}.\nProcess ${int(r, 10000, 60000)} waits for ShareLock on transaction ${int(r, 9000000, 9999999)}; blocked by process ${int(r, 10000, 60000)}.\n  Hint: See server log for query details.\n  Where: while updating tuple (${int(r, 100, 999)},${int(r, 1, 40)}) in relation "lots"`,
        "placeBid",
      ),
    ],
  },
  {
    estate: 2,
    origin: "ad-post",
    cat: "database",
    hints: ["too many connections", "database", "sql", "pdo", "mysql", "connection"],
    sev: "high",
    note: "ad-post's MySQL refuses new connections with error 1040 and ad creation fails.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.9,
    retries: 0,
    per: [
      L(
        "error",
        () =>
          'request.CRITICAL: Uncaught PHP Exception Doctrine\\DBAL\\Exception\\ConnectionException: "An exception occurred in the driver: SQLSTATE[HY000] [1040] Too many connections" at /srv/app/vendor/doctrine/dbal/src/Driver/API/MySQL/ExceptionConverter.php line 103',
        () => "PDOException: SQLSTATE[HY000] [1040] Too many connections",
        "create",
      ),
    ],
  },
  {
    estate: 3,
    origin: "auction-core",
    cat: "database",
    hints: ["read-only", "database", "sql", "transaction", "postgres"],
    sev: "high",
    note: "after a Postgres failover auction-core's pool still points at the old primary, now a replica, so every bid write fails with read-only transaction.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.95,
    retries: 1,
    per: [
      L(
        "error",
        (_r, c) =>
          `failed to persist bid lot_id=${c.lot}: error returned from database: cannot execute UPDATE in a read-only transaction`,
      ),
    ],
  },
  // ------------------------------------------------------------------ network
  {
    estate: 0,
    origin: "photo-pipeline",
    cat: "network",
    hints: ["dns", "lookup", "i/o timeout", "network", "resolve"],
    sev: "high",
    note: "photo-pipeline pods lose DNS resolution (lookups of the S3 endpoint time out on the cluster resolver) and photo uploads fail.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.9,
    retries: 2,
    per: [
      L(
        "error",
        (r, c) =>
          `upload failed listing=${c.listing}: operation error S3: PutObject, exceeded maximum number of attempts, 3, https response error StatusCode: 0, RequestID: , HostID: , request send failed, Put "https://plaza-photos.s3.eu-west-1.amazonaws.com/l/${c.listing}/0.jpg": dial tcp: lookup plaza-photos.s3.eu-west-1.amazonaws.com on 10.96.0.10:53: read udp ${ip(r)}:${int(r, 30000, 60000)}->10.96.0.10:53: i/o timeout`,
      ),
    ],
  },
  {
    estate: 1,
    origin: "label-broker",
    cat: "network",
    hints: ["reset", "connection", "ssl", "network", "eof"],
    sev: "medium",
    note: "label-broker's egress to the carrier APIs breaks (connections reset, TLS EOF) and labels cannot be bought, next to its usual address-validation errors.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.9,
    retries: 2,
    per: [
      L(
        "error",
        (_r, c) => `label purchase failed order=${c.order}`,
        (r) =>
          pick(r, [
            "requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
            "requests.exceptions.SSLError: HTTPSConnectionPool(host='onlinetools.ups.com', port=443): Max retries exceeded with url: /api/shipments/v2403/ship (Caused by SSLError(SSLEOFError(8, '[SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1006)')))",
          ]),
        "buy_label",
      ),
    ],
  },
  {
    estate: 2,
    origin: "chat-relay",
    cat: "network",
    hints: ["etimedout", "econnreset", "connection", "network", "socket"],
    sev: "high",
    note: "chat-relay loses its network path to the chat Redis (connect ETIMEDOUT, ECONNRESET) and stops relaying messages.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.9,
    retries: 1,
    per: [L("error", (_r, c) => `relay failed conv=${c.conv}: Connection is closed.`)],
    periodic: [
      {
        every: 4,
        line: L("error", (r) =>
          pick(r, [
            `[ioredis] Unhandled error event: Error: connect ETIMEDOUT`,
            `[ioredis] Unhandled error event: Error: read ECONNRESET`,
          ]),
        ),
      },
    ],
  },
  {
    estate: 3,
    origin: "escrow-pay",
    cat: "network",
    hints: ["tls", "handshake", "network", "connection"],
    sev: "high",
    note: "escrow-pay's outbound TLS handshakes to the payment provider time out or fail, so checkouts cannot fund escrow.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.9,
    retries: 1,
    per: [
      L("error", (r, c) =>
        pick(r, [
          `fund order=${c.order}: Post "https://api.mangopay.com/v2.01/gavel/payins/card/direct": net/http: TLS handshake timeout`,
          `fund order=${c.order}: Post "https://api.mangopay.com/v2.01/gavel/payins/card/direct": read tcp ${ip(r)}:${int(r, 30000, 60000)}->185.${int(r, 1, 250)}.${int(r, 1, 250)}.${int(r, 1, 250)}:443: read: connection reset by peer`,
        ]),
      ),
    ],
  },
  // ------------------------------------------------------------------ timeout
  {
    estate: 0,
    origin: "image-moderation",
    cat: "timeout",
    hints: ["timeout", "deadline", "timed out", "exceeded"],
    sev: "medium",
    note: "image-moderation inference slows down past its 5 s deadline (logged as WARN only) and listing creation times out in listing-svc and web-bff.",
    mode: "errors",
    kind: "timeout",
    failRate: 0.8,
    retries: 1,
    per: [
      L(
        "warn",
        (r, c) =>
          `classify listing=${c.listing}: inference exceeded deadline 5.0s (took ${int(r, 5, 14)}.${int(r, 0, 9)}s, queue_wait=${int(r, 3, 12)}s), returning 504`,
      ),
    ],
  },
  {
    estate: 1,
    origin: "lot-catalog",
    cat: "timeout",
    hints: ["timeout", "requesttimeout", "timed out"],
    sev: "high",
    note: "lot-catalog requests run past Rack::Timeout's 15 s limit and are killed, so lot pages return 504 at edge-gateway.",
    mode: "errors",
    kind: "timeout",
    failRate: 0.75,
    retries: 0,
    per: [
      L(
        "error",
        (r, c) =>
          `source=rack-timeout id=${hex(r, 8)}-${hex(r, 4)} timeout=15000ms service=15000ms state=timed_out lot=${c.lot}`,
        () => "Rack::Timeout::RequestTimeoutException: Request ran for longer than 15000ms",
        "show",
      ),
    ],
  },
  {
    estate: 2,
    origin: "trust-safety",
    cat: "timeout",
    hints: ["timeout", "timed out", "read timeout"],
    sev: "medium",
    note: "trust-safety's calls to its text-classification endpoint stop answering in time, so chat messages time out before relay.",
    mode: "errors",
    kind: "timeout",
    failRate: 0.85,
    retries: 2,
    per: [
      L(
        "error",
        (_r, c) => `chat check failed conv=${c.conv}`,
        () =>
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='textclf.internal.swapbox.io', port=443): Read timed out. (read timeout=2.0)",
        "check",
      ),
    ],
  },
  {
    estate: 3,
    origin: "proxy-bidder",
    cat: "timeout",
    hints: ["deadline", "timeout", "context deadline exceeded"],
    sev: "high",
    note: "proxy-bidder's evaluations stop finishing within their deadline and bids stall in auction-core.",
    mode: "errors",
    kind: "timeout",
    failRate: 0.8,
    retries: 1,
    per: [
      L(
        "warn",
        (r, c) => `evaluate lot=${c.lot}: context deadline exceeded (budget=800ms elapsed=${int(r, 801, 4000)}ms)`,
      ),
    ],
  },
  // ------------------------------------------------------------------ rate_limiting
  {
    estate: 0,
    origin: "promo-billing",
    cat: "rate_limiting",
    hints: ["rate limit", "ratelimit", "429", "too many"],
    sev: "medium",
    note: "a promo-billing backfill floods Stripe and the account is rate limited, so promotion purchases fail with RateLimitError.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.8,
    retries: 2,
    onset: [L("info", (r) => `[BackfillReceiptsJob] started for 48210 charges, concurrency=${int(r, 40, 64)}`)],
    per: [
      L(
        "error",
        (_r, c) => `Promotion purchase failed listing=${c.listing}`,
        (r) => `Stripe::RateLimitError: Request rate limit exceeded. (Request req_${hex(r, 14)})`,
        "purchase",
      ),
    ],
    periodic: [
      { every: 6, line: L("warn", (r) => `[BackfillReceiptsJob] Stripe 429 on charge ch_${hex(r, 14)}, backing off`) },
    ],
  },
  {
    estate: 1,
    origin: "outbid-notifier",
    cat: "rate_limiting",
    hints: ["429", "too many requests", "rate", "throttl"],
    sev: "medium",
    note: "outbid-notifier's SMS provider answers 429 Too Many Requests and notifier logs WARN while its queue backs up into bid-engine.",
    mode: "errors",
    kind: "503",
    failRate: 0.7,
    retries: 1,
    per: [L("warn", (r) => `twilio send failed: 429 Too Many Requests (code 20429), requeue in ${int(r, 1, 30)}s`)],
    periodic: [
      {
        every: 15,
        line: L("warn", (r) => `send queue depth ${int(r, 2000, 9000)} (limit 10000), shedding new notices with 503`),
      },
    ],
  },
  {
    estate: 2,
    origin: "ad-post",
    cat: "rate_limiting",
    hints: ["over_query_limit", "quota", "rate", "limit"],
    sev: "medium",
    note: "ad-post exhausts its geocoding quota (OVER_QUERY_LIMIT) and new ads with an address are refused.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.8,
    retries: 0,
    per: [
      L(
        "error",
        (_r, c) =>
          `app.ERROR: Geocoding failed for ad ${c.listing}: OVER_QUERY_LIMIT You have exceeded your daily request quota for this API. {"provider":"google"}`,
      ),
    ],
  },
  {
    estate: 3,
    origin: "risk-check",
    cat: "rate_limiting",
    hints: ["429", "too many requests", "rate", "throttl"],
    sev: "high",
    note: "risk-check is throttled by its fraud-scoring vendor (429 with Retry-After), bids fail closed, behind its usual GeoIP errors.",
    mode: "errors",
    kind: "503",
    failRate: 0.85,
    retries: 2,
    per: [
      L(
        "error",
        (r) => `Fraud score unavailable, failing closed (Retry-After: ${int(r, 10, 60)})`,
        () =>
          "System.Net.Http.HttpRequestException: Response status code does not indicate success: 429 (Too Many Requests).",
        "score",
      ),
    ],
  },
  // ------------------------------------------------------------------ validation
  {
    estate: 0,
    origin: "saved-search-alerts",
    cat: "validation",
    hints: ["validation", "validationerror", "parse", "pydantic"],
    sev: "medium",
    note: "saved-search-alerts hits saved searches with a malformed price filter and every sweep aborts on a pydantic ValidationError, so no alerts go out.",
    mode: "errors",
    kind: "5xx",
    failRate: 0,
    retries: 0,
    per: [],
    stopJobs: true,
    periodic: [
      {
        every: 30,
        line: L(
          "error",
          (r) => `alert sweep aborted after ${int(r, 3, 60)} of ${int(r, 300, 900)} saved searches`,
          (r) =>
            `pydantic_core._pydantic_core.ValidationError: 1 validation error for SavedSearch\nfilters.price_max\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='1.${int(r, 100, 999)},00', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/float_parsing`,
          "sweep",
        ),
      },
    ],
  },
  {
    estate: 1,
    origin: "settlement-worker",
    cat: "validation",
    hints: ["validation", "validationexception", "invalid"],
    sev: "medium",
    note: "settlement-worker rejects every closed lot with a FluentValidation error on a negative buyer premium and settlements stop.",
    mode: "errors",
    kind: "5xx",
    failRate: 0,
    retries: 0,
    per: [],
    stopJobs: true,
    periodic: [
      {
        every: 12,
        line: L(
          "error",
          (r) => `Settlement of lot ${int(r, 20000, 89999)} failed, moved to dead-letter`,
          (r) =>
            `FluentValidation.ValidationException: Validation failed: \n -- BuyerPremium: 'Buyer Premium' must be greater than or equal to '0'. Severity: Error (attempted value: -${money2(r)})`,
          "settle",
        ),
      },
    ],
    extra: [
      {
        svc: "payout-service",
        every: 60,
        line: L("warn", () => "Payout batch skipped: no settled lots since last run"),
      },
    ],
  },
  {
    estate: 2,
    origin: "boost-payments",
    cat: "validation",
    hints: ["validation", "recordinvalid", "invalid"],
    sev: "medium",
    note: "boost-payments refuses every boost with ActiveRecord::RecordInvalid because the currency on incoming orders fails its validation.",
    mode: "errors",
    kind: "5xx",
    failRate: 1,
    retries: 0,
    per: [
      L(
        "error",
        (_r, c) => `boost purchase failed ad=${c.listing}`,
        () => "ActiveRecord::RecordInvalid: Validation failed: Currency is not included in the list",
        "create",
      ),
    ],
  },
  {
    estate: 3,
    origin: "close-settle",
    cat: "validation",
    hints: ["validation", "constraintviolation", "constraint"],
    sev: "medium",
    note: "close-settle's invoice step throws a ConstraintViolationException on the buyer postcode for every lot, so the closer stops issuing invoices.",
    mode: "errors",
    kind: "5xx",
    failRate: 0,
    retries: 0,
    per: [],
    stopJobs: true,
    periodic: [
      {
        every: 20,
        line: L(
          "error",
          (r) => `AuctionCloser failed for lot ${int(r, 20000, 89999)}, will retry next run`,
          () =>
            'jakarta.validation.ConstraintViolationException: issueInvoice.invoice.buyerAddress.postcode: must match "^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$"',
          "issueInvoice",
        ),
      },
    ],
  },
  // ------------------------------------------------------------------ null_reference
  {
    estate: 0,
    origin: "web-bff",
    cat: "null_reference",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "web-bff crashes rendering listing pages whose seller object is missing (TypeError reading undefined), so listing views return 500.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.7,
    retries: 0,
    edgeMatch: "^GET /api/listings/",
    edgeStatus: 500,
    per: [
      L(
        "error",
        (_r, c) => `GET /api/listings/${c.listing} failed`,
        () => "TypeError: Cannot read properties of undefined (reading 'displayName')",
        "listingView",
      ),
    ],
  },
  {
    estate: 1,
    origin: "bid-engine",
    cat: "null_reference",
    hints: ["nullpointer", "null"],
    sev: "high",
    note: "bid-engine throws a NullPointerException comparing bids to a missing reserve price, so bids on those lots fail.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.6,
    retries: 0,
    per: [
      L(
        "error",
        (_r, c) => `Unhandled exception placing bid lot=${c.lot}`,
        () =>
          'java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.compareTo(java.math.BigDecimal)" because "reserve" is null',
        "placeBid",
      ),
    ],
  },
  {
    estate: 2,
    origin: "media-resizer",
    cat: "null_reference",
    hints: ["null", "segv", "segmentation", "nullptr"],
    sev: "high",
    note: "media-resizer dereferences a null EXIF block on some uploads and its workers die with SIGSEGV, so ad creation fails.",
    mode: "errors",
    kind: "reset",
    failRate: 0.7,
    retries: 1,
    per: [
      L(
        "fatal",
        (r) => `*** SIGSEGV (@0x0) received by PID ${int(r, 7, 60)} (TID 0x7f3e${hex(r, 8)}); stack trace: ***`,
        () => "null pointer dereference in ExifBlock::orientation() (this=0x0)",
        "orientation",
      ),
      L("warn", (r) => `worker ${int(r, 1, 16)} exited on signal 11, respawning`),
    ],
  },
  {
    estate: 3,
    origin: "seller-payouts",
    cat: "null_reference",
    hints: ["nomethoderror", "nil", "undefined method"],
    sev: "medium",
    note: "seller-payouts' payout job dies with NoMethodError on a seller without bank account (nil), so payouts stop.",
    mode: "errors",
    kind: "5xx",
    failRate: 0,
    retries: 0,
    per: [],
    stopJobs: true,
    periodic: [
      {
        every: 30,
        line: L(
          "error",
          (r) => `[PayoutJob] batch ${int(r, 1000, 9999)} aborted`,
          () => "NoMethodError: undefined method `iban' for nil:NilClass",
          "payout_job",
        ),
      },
    ],
  },
  // ------------------------------------------------------------------ configuration
  {
    estate: 0,
    origin: "scam-screen",
    cat: "configuration",
    hints: ["config", "file", "model", "missing", "notfound", "env"],
    sev: "high",
    note: "a scam-screen release points MODEL_PATH at a model file that is not in the image, so scoring fails and messages are not delivered.",
    mode: "errors",
    kind: "5xx",
    failRate: 1,
    retries: 1,
    onset: [
      L("info", () => "Starting scam-screen 4.12.0 (MODEL_PATH=/models/msg-risk-v15.onnx)"),
      L("info", () => "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)"),
    ],
    per: [
      L(
        "error",
        (_r, c) => `Exception in ASGI application (POST /score conv=${c.conv})`,
        () =>
          "onnxruntime.capi.onnxruntime_pybind11_state.NoSuchFile: [ONNXRuntimeError] : 3 : NO_SUCHFILE : Load model from /models/msg-risk-v15.onnx failed:File doesn't exist",
        "score",
      ),
    ],
  },
  {
    estate: 1,
    origin: "edge-gateway",
    cat: "configuration",
    hints: ["route", "config", "upstream", "cluster"],
    sev: "high",
    note: "a route-table reload in edge-gateway maps the payment routes to a misspelled upstream, so every pay request fails at the gateway.",
    mode: "errors",
    kind: "5xx",
    failRate: 1,
    retries: 0,
    edgeMatch: "^POST /v1/orders/[^/]+/pay$",
    edgeStatus: 503,
    edgeSkip: true,
    per: [
      L(
        "error",
        (_r, c) =>
          `no healthy upstream for POST /v1/orders/${c.order}/pay: cluster "escrow-ledgr" not found in registry`,
      ),
    ],
    onset: [
      L("info", () => "config reload: routes.yaml sha=9c1e0b2 applied (42 routes, 7 upstreams)"),
      L("warn", () => 'route POST /v1/orders/{id}/pay -> upstream "escrow-ledgr": no endpoints registered'),
    ],
  },
  {
    estate: 2,
    origin: "boost-payments",
    cat: "configuration",
    hints: ["keyerror", "key not found", "config", "env"],
    sev: "high",
    note: "the new boost-payments release reads ADYEN_MERCHANT_ACCOUNT with ENV.fetch but the variable is not set, so every boost purchase fails.",
    mode: "errors",
    kind: "5xx",
    failRate: 1,
    retries: 0,
    onset: [
      L("info", () => "Puma starting in cluster mode... * Version 6.4.2, Ruby 3.3.1, boost-payments v2.31.0"),
      L("info", () => "* Listening on http://0.0.0.0:3000"),
    ],
    per: [
      L(
        "error",
        (_r, c) => `boost purchase failed ad=${c.listing}`,
        () => 'KeyError: key not found: "ADYEN_MERCHANT_ACCOUNT"',
        "adyen_client",
      ),
    ],
  },
  {
    estate: 3,
    origin: "auction-core",
    cat: "configuration",
    hints: ["config", "missing field", "increment", "setting"],
    sev: "high",
    note: "a config reload in auction-core drops the bid increment table and every bid is refused with a server error until rollback.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.95,
    retries: 0,
    onset: [
      L("info", () => "config reload triggered by SIGHUP (auction.toml, rev 311)"),
      L(
        "warn",
        () => "config: missing field `increments` in [bidding] at line 14 column 1; using empty increment table",
      ),
    ],
    per: [
      L(
        "error",
        (_r, c) =>
          `bid rejected lot_id=${c.lot}: no increment rule configured for price band (bidding.increments is empty)`,
      ),
    ],
  },
  // ------------------------------------------------------------------ dependency
  {
    estate: 0,
    origin: "search-api",
    cat: "dependency",
    hints: ["elasticsearch", "shards", "search_phase", "cluster", "unavailable"],
    sev: "high",
    note: "the search cluster behind search-api goes red and answers all shards failed, so search is down; the cluster itself does not log here.",
    mode: "errors",
    kind: "503",
    failRate: 0.95,
    retries: 1,
    per: [
      L(
        "error",
        (_r, c) => `Search request failed cat=${c.cat}`,
        () =>
          "ElasticsearchStatusException[Elasticsearch exception [type=search_phase_execution_exception, reason=all shards failed]]",
        "search",
      ),
    ],
    periodic: [
      {
        every: 30,
        line: L("warn", () => "cluster health check: status=red active_shards_percent=41.7 unassigned_shards=28"),
      },
    ],
  },
  {
    estate: 1,
    origin: "settlement-worker",
    cat: "dependency",
    hints: ["broker", "rabbitmq", "unreachable", "amqp"],
    sev: "high",
    note: "the RabbitMQ broker that feeds settlement-worker is down; the worker cannot connect and lots stop settling.",
    mode: "errors",
    kind: "5xx",
    failRate: 0,
    retries: 0,
    per: [],
    stopJobs: true,
    periodic: [
      {
        every: 10,
        line: L(
          "error",
          () => "Connection to broker failed, retrying in 10s",
          () =>
            "RabbitMQ.Client.Exceptions.BrokerUnreachableException: None of the specified endpoints were reachable\n ---> System.AggregateException: One or more errors occurred. (Connection failed)\n ---> RabbitMQ.Client.Exceptions.ConnectFailureException: Connection failed\n ---> System.Net.Sockets.SocketException (111): Connection refused",
          "connect",
        ),
      },
    ],
    extra: [
      {
        svc: "auction-clock",
        every: 30,
        line: L("warn", (r) => `close events buffered locally: ${int(r, 20, 300)} (publish to amqp failed)`),
      },
    ],
  },
  {
    estate: 2,
    origin: "trust-safety",
    cat: "dependency",
    hints: ["sift", "500", "vendor", "unavailable", "server error"],
    sev: "medium",
    note: "trust-safety's fraud vendor answers 500s, trust-safety fails chats closed and api-edge opens its breaker on it.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.9,
    retries: 1,
    cbAfter: 90,
    per: [
      L(
        "error",
        (r, c) =>
          `chat check failed conv=${c.conv}: sift events API returned 500 Internal Server Error (request_id=${hex(r, 12)})`,
      ),
    ],
  },
  {
    estate: 3,
    origin: "escrow-pay",
    cat: "dependency",
    hints: ["503", "unavailable", "provider", "mangopay", "upstream"],
    sev: "high",
    note: "the payment provider answers 503 Service Unavailable to escrow-pay, so buyers cannot fund escrow.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.95,
    retries: 2,
    per: [
      L(
        "error",
        (r, c) =>
          `fund order=${c.order}: mangopay: 503 Service Unavailable {"Message":"The service is temporarily unavailable","Id":"${hex(r, 8)}"}`,
      ),
    ],
  },
  // ------------------------------------------------------------------ memory
  {
    estate: 0,
    origin: "search-api",
    cat: "memory",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "search-api runs out of Java heap building facet aggregations, GC thrashes and requests fail until it restarts.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.8,
    retries: 1,
    per: [
      L(
        "error",
        () => "Handler dispatch failed; nested exception is java.lang.OutOfMemoryError: Java heap space",
        () => "java.lang.OutOfMemoryError: Java heap space",
        "facets",
      ),
    ],
    periodic: [
      {
        every: 8,
        line: L(
          "warn",
          (r) =>
            `[gc,start] Pause Full (G1 Compaction Pause) 2038M->${int(r, 2020, 2047)}M(2048M) ${int(r, 900, 3500)}.${int(r, 100, 999)}ms`,
        ),
      },
    ],
  },
  {
    estate: 1,
    origin: "outbid-notifier",
    cat: "memory",
    hints: ["heap", "out of memory", "memory", "allocation"],
    sev: "high",
    note: "outbid-notifier leaks memory, crashes with JavaScript heap out of memory and restarts in a loop while bid-engine's notice calls fail.",
    mode: "errors",
    kind: "refused",
    failRate: 0.6,
    retries: 2,
    per: [],
    periodic: [
      {
        every: 45,
        line: L(
          "fatal",
          () => "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          () =>
            "<--- Last few GCs --->\n[1:0x6b5c2c0]   301244 ms: Mark-Compact 2033.9 (2083.4) -> 2031.6 (2083.9) MB, 1821.66 / 0.00 ms  (average mu = 0.091, current mu = 0.012) allocation failure; scavenge might not succeed\n<--- JS stacktrace --->\n 1: 0xb8ced0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06b90 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
        ),
      },
      { every: 45, lag: 4, line: L("info", () => "outbid-notifier listening on :3000 (node v20.12.2)") },
    ],
  },
  {
    estate: 2,
    origin: "media-resizer",
    cat: "memory",
    hints: ["memory", "bad_alloc", "alloc", "oom"],
    sev: "high",
    note: "media-resizer runs out of memory on large panorama uploads (std::bad_alloc), failing image processing for new ads.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.6,
    retries: 1,
    per: [
      L(
        "error",
        (r, c) => `resize ad=${c.listing} failed: vips_malloc: out of memory --- size == ${int(r, 900, 2400)}MB`,
      ),
      L("error", (_r, c) => `resize ad=${c.listing} failed: std::bad_alloc`),
    ],
    periodic: [
      { every: 20, line: L("warn", (r) => `rss=${int(r, 3700, 3990)}MB limit=4096MB, pool shrinking to 4 workers`) },
    ],
  },
  {
    estate: 3,
    origin: "proxy-bidder",
    cat: "memory",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "proxy-bidder exhausts memory (Go runtime: out of memory) and crashes repeatedly, so auction-core's proxy evaluations fail.",
    mode: "silent",
    kind: "refused",
    failRate: 0.8,
    retries: 1,
    per: [],
    periodic: [
      {
        every: 50,
        line: L(
          "fatal",
          () => "fatal error: runtime: out of memory",
          (r) =>
            `\nruntime stack:\nruntime.throw({0x12c4a1e?, 0x${hex(r, 6)}?})\n\t/usr/local/go/src/runtime/panic.go:1023 +0x5c\nruntime.sysMapOS(0xc0e4000000, 0x10000000)\n\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b\n\ngoroutine ${int(r, 100, 9000)} [running]:\ngithub.com/acme/proxy-bidder/internal/ladder.(*Book).Expand(...)\n\t/src/internal/ladder/book.go:${int(r, 40, 300)} +0x1c4`,
        ),
      },
      { every: 50, lag: 3, line: L("info", () => "proxy-bidder starting, GOMAXPROCS=4 GOMEMLIMIT=unset") },
    ],
  },
  // ------------------------------------------------------------------ disk
  {
    estate: 0,
    origin: "image-moderation",
    cat: "disk",
    hints: ["no space", "disk", "errno 28", "space"],
    sev: "high",
    note: "image-moderation's cache volume fills up (Errno 28) and every classification fails.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.95,
    retries: 1,
    per: [
      L(
        "error",
        (_r, c) => `classify listing=${c.listing} failed`,
        (r) => `OSError: [Errno 28] No space left on device: '/var/cache/moderation/frames/${hex(r, 12)}.npy'`,
        "classify",
      ),
    ],
  },
  {
    estate: 1,
    origin: "auction-clock",
    cat: "disk",
    hints: ["no space", "disk", "space", "write"],
    sev: "high",
    note: "auction-clock's WAL volume is full, the clock cannot persist ticks and stops closing lots; settlement sees nothing to settle.",
    mode: "errors",
    kind: "5xx",
    failRate: 0,
    retries: 0,
    per: [],
    stopJobs: true,
    periodic: [
      {
        every: 20,
        line: L(
          "error",
          (r) =>
            `tick failed: write /var/lib/auction-clock/wal/${String(int(r, 1200, 1300)).padStart(8, "0")}.wal: no space left on device`,
        ),
      },
    ],
    extra: [
      {
        svc: "settlement-worker",
        every: 45,
        line: L(
          "warn",
          (r) => `No lots closed in the last ${int(r, 120, 300)}s; ${int(r, 10, 80)} lots past end time still open`,
        ),
      },
    ],
  },
  {
    estate: 2,
    origin: "ad-search",
    cat: "disk",
    hints: ["flood", "watermark", "read-only", "disk", "cluster_block"],
    sev: "high",
    note: "the search cluster behind ad-search hits its flood-stage disk watermark and blocks the index read-only, so ad-search's indexing fails.",
    mode: "errors",
    kind: "5xx",
    failRate: 0,
    retries: 0,
    per: [],
    stopJobs: true,
    periodic: [
      {
        every: 10,
        line: L(
          "error",
          (r) => `indexer: bulk of ${int(r, 20, 400)} docs rejected`,
          () =>
            "co.elastic.clients.elasticsearch._types.ElasticsearchException: [es/bulk] failed: [cluster_block_exception] index [ads-v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];",
          "bulkIndex",
        ),
      },
    ],
    extra: [
      {
        svc: "moderation-queue",
        every: 40,
        line: L("warn", (r) => `approved ads not searchable yet: ${int(r, 20, 400)} pending index confirmations`),
      },
    ],
  },
  {
    estate: 3,
    origin: "close-settle",
    cat: "disk",
    hints: ["no space", "disk", "ioexception", "space"],
    sev: "high",
    note: "close-settle's invoice volume fills up and writing invoice PDFs fails with No space left on device, stopping closings.",
    mode: "errors",
    kind: "5xx",
    failRate: 0,
    retries: 0,
    per: [],
    stopJobs: true,
    periodic: [
      {
        every: 15,
        line: L(
          "error",
          (r) => `AuctionCloser: invoice for lot ${int(r, 20000, 89999)} could not be written`,
          () => "java.io.IOException: No space left on device",
          "writeInvoice",
        ),
      },
    ],
  },
  // ------------------------------------------------------------------ unknown
  {
    estate: 0,
    origin: "promo-billing",
    cat: "unknown",
    hints: ["500", "internal", "unknown", "error"],
    sev: "medium",
    note: "promo-billing answers 500 to most promotion purchases without logging any exception or reason.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.85,
    retries: 1,
    per: [
      L(
        "error",
        (r) =>
          `Completed 500 Internal Server Error in ${int(r, 3, 30)}ms (ActiveRecord: 0.0ms | Allocations: ${int(r, 200, 900)})`,
      ),
    ],
  },
  {
    estate: 1,
    origin: "escrow-ledger",
    cat: "unknown",
    hints: ["crash", "restart", "unavailable", "exit", "unknown"],
    sev: "high",
    note: "escrow-ledger goes quiet and restarts in a loop without ever logging why, while payments fail at edge-gateway.",
    mode: "silent",
    kind: "refused",
    failRate: 0.9,
    retries: 1,
    per: [],
    stopJobs: true,
    periodic: [
      {
        every: 55,
        line: L("info", (r) => `Starting EscrowLedgerApplication v3.8.1 using Java 21.0.3 with PID ${int(r, 1, 9)}`),
      },
      {
        every: 55,
        lag: 9,
        line: L("info", (r) => `Started EscrowLedgerApplication in ${int(r, 6, 11)}.${int(r, 100, 999)} seconds`),
      },
    ],
  },
  {
    estate: 2,
    origin: "chat-relay",
    cat: "unknown",
    hints: ["exit", "died", "crash", "unknown", "worker"],
    sev: "high",
    note: "chat-relay's cluster workers keep exiting with code 1 and no error message, so chat relays are reset.",
    mode: "errors",
    kind: "reset",
    failRate: 0.7,
    retries: 1,
    per: [],
    periodic: [
      {
        every: 9,
        line: L("error", (r) => `worker ${int(r, 100, 999)} died (code 1, signal null), forking replacement`),
      },
    ],
  },
  {
    estate: 3,
    origin: "lot-media",
    cat: "unknown",
    hints: ["internal", "500", "unknown", "error"],
    sev: "medium",
    note: "lot-media answers 500 with a bare internal error and no cause, so lot pages fail for most lots.",
    mode: "errors",
    kind: "5xx",
    failRate: 0.8,
    retries: 0,
    per: [L("error", (r, c) => `handler error lot=${c.lot} status=500 err="internal error" took=${int(r, 1, 9)}ms`)],
  },
];

function money2(r: () => number): string {
  return (1 + r() * 90).toFixed(2);
}
