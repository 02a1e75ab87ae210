// The 52 failure stories (4 per category), each bound to one estate, written the way that software really logs.
import type { CallerKind } from "./callers.js";
import type { Line } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type { Line };
export interface OLine {
  l: Level;
  m: string;
  s?: string[];
}

export interface Spec {
  estate: string;
  origin: string;
  cat: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** seconds between origin lines once it has started */
  every: number;
  says: ((r: Rng) => OLine)[];
  /** origin lines printed shortly before the start (a release, a filling volume) */
  pre?: ((r: Rng) => OLine)[];
  /** the origin's normal request lines stop */
  quiet?: boolean;
  /** the origin's normal lines keep going at this share (0..1), default 0.3 */
  keep?: number;
  kind: CallerKind | null;
  code?: number;
  /** further symptoms elsewhere: [service, mean seconds between, line] */
  effects?: [string, number, (r: Rng) => OLine][];
}

const h = (r: Rng, k: number) => r.hex(k);
const i = (r: Rng, a: number, b: number) => r.int(a, b);
const jstack = (ex: string, frames: string[], r: Rng) => [
  ex,
  ...frames.map((f) => `\tat ${f.replace("#", String(i(r, 20, 400)))}`),
];
const pytb = (frames: [string, string, string][], err: string, r: Rng) => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, fn, code]) => [`  File "${f}", line ${i(r, 20, 400)}, in ${fn}`, `    ${code}`]),
  err,
];
const node = (err: string, frames: string[], r: Rng) => [
  err,
  ...frames.map((f) => `    at ${f.replace("#", `${i(r, 10, 300)}:${i(r, 5, 40)}`)}`),
];
const net = (err: string, frames: string[], r: Rng) => [
  err,
  ...frames.map(
    (f) =>
      `   at ${f}${/^(System|Microsoft|Npgsql)\./.test(f) ? "" : ` in /src/${f.split("(")[0]?.split(".").slice(-2, -1)[0]}.cs:line ${i(r, 20, 300)}`}`,
  ),
];
const ll = (l: Level, m: string, s?: string[]): OLine => (s ? { l, m, s } : { l, m });

export const SPECS: Spec[] = [
  // ---------------- authentication ----------------
  {
    estate: "tessera",
    origin: "cdn-purge",
    cat: "authentication",
    hints: ["401", "token", "unauthorized", "auth"],
    sev: "medium",
    note: "The CDN API token used by cdn-purge was revoked, so every purge call gets 401 and the edge keeps serving outdated tiles after imports.",
    every: 4,
    kind: null,
    says: [
      (r) =>
        ll(
          "ERROR",
          `purge batch ${h(r, 6)} failed: POST https://api.fastly.com/service/${h(r, 6)}/purge: 401 Unauthorized {"msg":"Provided credentials are missing or invalid"}`,
        ),
      (r) => ll("WARN", `purge backlog ${i(r, 2000, 9000)} surrogate keys, oldest ${i(r, 60, 900)}s`),
    ],
    effects: [
      [
        "render-queue",
        6,
        (r) =>
          ll(
            "WARN",
            `expire task tiles.tasks.purge_expired[${h(r, 8)}] retry: Retry in 30s: PurgeFailed('cdn-purge rejected batch: upstream auth')`,
          ),
      ],
      [
        "osm-import",
        30,
        (r) =>
          ll(
            "WARN",
            `expiry list for diff ${i(r, 6120000, 6129999)} not acknowledged by cdn-purge (${i(r, 200, 4000)} tiles)`,
          ),
      ],
    ],
  },
  {
    estate: "wayfare",
    origin: "traffic-feed",
    cat: "authentication",
    hints: ["invalid_client", "oauth", "credential", "auth", "401"],
    sev: "medium",
    note: "traffic-feed's OAuth client secret for the traffic vendor expired; token requests fail with invalid_client and speeds go stale for eta-predict.",
    every: 30,
    kind: "stale",
    keep: 0.6,
    says: [
      () =>
        ll(
          "ERROR",
          'token refresh failed: oauth2: cannot fetch token: 401 Unauthorized\nResponse: {"error":"invalid_client","error_description":"Client authentication failed (secret expired)"}',
        ),
      (r) => ll("ERROR", `snapshot poll skipped: no valid access token (last success ${i(r, 2, 9)}m ago)`),
    ],
  },
  {
    estate: "nimbus",
    origin: "api-keys",
    cat: "authentication",
    hints: ["jwt", "signature", "verification", "auth", "token"],
    sev: "high",
    note: "api-keys rotated its signing key set badly; every key check fails signature verification and the gateway answers 401 to paying customers.",
    every: 1,
    kind: "401",
    keep: 0,
    says: [
      (r) =>
        ll("ERROR", `JWT::VerificationError: Signature verification failed (kid=${h(r, 8)})`, [
          "/usr/local/bundle/gems/jwt-2.7.1/lib/jwt/verify.rb:44:in `verify_signature'",
          "/app/app/services/key_token_verifier.rb:31:in `call'",
          "/app/app/controllers/keys_controller.rb:18:in `validate'",
          "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
        ]),
      (r) => ll("INFO", `Completed 401 Unauthorized in ${i(r, 1, 6)}ms (ActiveRecord: 0.0ms)`),
    ],
  },
  {
    estate: "stormline",
    origin: "push-sender",
    cat: "authentication",
    hints: ["invalidprovidertoken", "apns", "token", "auth", "403"],
    sev: "high",
    note: "push-sender's APNs provider token is rejected (InvalidProviderToken) so iOS severe-weather pushes fail while Android still goes out.",
    every: 2,
    kind: null,
    keep: 0.5,
    says: [
      (r) =>
        ll(
          "ERROR",
          `apns batch ${h(r, 8)} rejected: 403 {"reason":"InvalidProviderToken"} (${i(r, 200, 2000)} devices)`,
        ),
      () => ll("WARN", "apns provider token regenerated from key AuthKey_9QX2L7ZK4P.p8, still rejected"),
    ],
    effects: [
      [
        "alert-router",
        5,
        (r) => ll("WARN", `delivery report for ${urn(r)}: push ios failed=${i(r, 200, 2000)}, android ok`),
      ],
    ],
  },
  // ---------------- authorization ----------------
  {
    estate: "tessera",
    origin: "render-queue",
    cat: "authorization",
    hints: ["accessdenied", "access denied", "permission", "forbidden", "s3"],
    sev: "medium",
    note: "After a bucket policy change render-queue can no longer PutObject rendered raster tiles to S3 (AccessDenied); tile-edge serves 502 for satellite misses.",
    every: 2,
    kind: "5xx",
    code: 502,
    keep: 0.1,
    says: [
      (r) =>
        ll(
          "ERROR",
          `Task tiles.tasks.render_metatile[${h(r, 8)}-${h(r, 4)}-${h(r, 4)}-${h(r, 4)}-${h(r, 12)}] raised unexpected: ClientError('An error occurred (AccessDenied) when calling the PutObject operation: Access Denied')`,
          pytb(
            [
              [
                "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                "trace_task",
                "R = retval = fun(*args, **kwargs)",
              ],
              ["/app/tiles/tasks.py", "render_metatile", "store.put(key, body, content_type='image/webp')"],
              ["/app/tiles/store.py", "put", "self.s3.put_object(Bucket=self.bucket, Key=key, Body=body, **extra)"],
              [
                "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                "_make_api_call",
                "raise error_class(parsed_response, operation_name)",
              ],
            ],
            "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
            r,
          ),
        ),
    ],
  },
  {
    estate: "wayfare",
    origin: "revgeo",
    cat: "authorization",
    hints: ["403", "forbidden", "permission", "storage.objects.get", "access"],
    sev: "medium",
    note: "revgeo's service account lost read access to the address-shard bucket; shard loads fail with 403 and reverse lookups return 500.",
    every: 2,
    kind: "5xx",
    code: 500,
    keep: 0.2,
    says: [
      (r) =>
        ll(
          "ERROR",
          `failed to load address shard nl-${i(r, 10, 99)}.fst`,
          jstack(
            `com.google.cloud.storage.StorageException: revgeo@wayfare-prod.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist).`,
            [
              "com.google.cloud.storage.StorageException.translate(StorageException.java:#)",
              "com.google.cloud.storage.StorageImpl.get(StorageImpl.java:#)",
              "io.wayfare.revgeo.shard.ShardLoader.fetch(ShardLoader.java:#)",
              "io.wayfare.revgeo.ReverseService.lookup(ReverseService.java:#)",
            ],
            r,
          ),
        ),
    ],
  },
  {
    estate: "nimbus",
    origin: "tile-overlay",
    cat: "authorization",
    hints: ["403", "forbidden", "permission", "storage.objects.create", "access"],
    sev: "medium",
    note: "tile-overlay's workload identity lost storage.objects.create on the overlay cache bucket; radar overlays fail to publish and the gateway returns 500.",
    every: 2,
    kind: "5xx",
    code: 500,
    keep: 0.3,
    says: [
      (r) =>
        ll(
          "ERROR",
          `cache write failed for radar/${i(r, 10, 12)}:${String(i(r, 0, 11) * 5).padStart(2, "0")}Z`,
          node(
            "ApiError: tile-overlay@nimbus-wx.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
            [
              "new ApiError (/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:#)",
              "Util.parseHttpRespBody (/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:#)",
              "OverlayCache.put (/app/src/cache.js:#)",
              "async renderOverlay (/app/src/routes/overlay.js:#)",
            ],
            r,
          ),
        ),
      (r) =>
        ll(
          "ERROR",
          `GET /overlay/radar/${i(r, 10, 12)}:05Z/${i(r, 5, 9)}/${i(r, 60, 70)}/${i(r, 40, 45)}.png 500 ${i(r, 10, 80)}ms`,
        ),
    ],
  },
  {
    estate: "stormline",
    origin: "geofence",
    cat: "authorization",
    hints: ["denied", "scope", "forbidden", "403", "policy"],
    sev: "high",
    note: "A new geofence policy bundle drops alert-router's read scope; geofence denies every intersect call at WARN and alerts are not routed.",
    every: 1,
    kind: "403",
    keep: 0,
    says: [
      (r) =>
        ll(
          "WARN",
          `authz: denied principal=spiffe://stormline/alert-router action=geofence:intersect policy_rev=${i(r, 41, 42)} reason="scope geofence:read not granted"`,
        ),
    ],
    pre: [() => ll("INFO", "opa bundle activated: revision 42 (3 policies, 118 rules)")],
  },
  // ---------------- database ----------------
  {
    estate: "tessera",
    origin: "vector-tiles",
    cat: "database",
    hints: ["too many clients", "postgres", "connection", "pq", "database"],
    sev: "high",
    note: "vector-tiles exhausts PostGIS connection slots (sorry, too many clients already); tile requests fail and tile-edge returns 502.",
    every: 0.6,
    kind: "5xx",
    code: 500,
    keep: 0.2,
    says: [
      (r) =>
        ll(
          "ERROR",
          `tile streets-v9 ${i(r, 10, 16)}/${i(r, 8000, 9000)}/${i(r, 5000, 6000)}: pq: sorry, too many clients already`,
        ),
      () =>
        ll(
          "ERROR",
          "pgxpool: failed to connect to `host=postgis-tiles user=tiles database=osm`: server error (FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLSTATE 53300))",
        ),
    ],
  },
  {
    estate: "wayfare",
    origin: "quota-svc",
    cat: "database",
    hints: ["deadlock", "40p01", "npgsql", "postgres", "database"],
    sev: "high",
    note: "quota-svc counter updates deadlock in PostgreSQL (40P01) under a new batching path; quota checks fail and route-gw returns 503.",
    every: 1,
    kind: "5xx",
    code: 503,
    keep: 0.3,
    says: [
      (r) =>
        ll(
          "ERROR",
          "fail: Microsoft.EntityFrameworkCore.Update[10000] An exception occurred in the database while saving changes for context type 'Wayfare.Quota.QuotaDbContext'.",
          net(
            `Npgsql.PostgresException (0x80004005): 40P01: deadlock detected\n\nDETAIL: Process ${i(r, 1000, 9999)} waits for ShareLock on transaction ${i(r, 100000, 999999)}; blocked by process ${i(r, 1000, 9999)}.`,
            [
              "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
              "System.Threading.Tasks.ValueTask`1.get_Result()",
              "Wayfare.Quota.Counters.CounterStore.IncrementAsync(String key, Int32 n)",
              "Wayfare.Quota.Api.QuotaEndpoints.Check(HttpContext ctx)",
            ],
            r,
          ),
        ),
    ],
  },
  {
    estate: "nimbus",
    origin: "forecast-api",
    cat: "database",
    hints: ["read-only transaction", "psql", "postgres", "database", "sql"],
    sev: "high",
    note: "forecast-api keeps writing to a PostgreSQL node that was demoted to replica; every request that records usage fails with 'cannot execute UPDATE in a read-only transaction'.",
    every: 0.8,
    kind: "5xx",
    code: 500,
    keep: 0.2,
    says: [
      (r) =>
        ll(
          "ERROR",
          "Request processing failed: org.springframework.dao.DataAccessResourceFailureException",
          jstack(
            "org.postgresql.util.PSQLException: ERROR: cannot execute UPDATE in a read-only transaction",
            [
              "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:#)",
              "org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:#)",
              "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)",
              "com.nimbus.forecast.usage.UsageRepository.increment(UsageRepository.java:#)",
              "com.nimbus.forecast.api.ForecastController.hourly(ForecastController.java:#)",
            ],
            r,
          ),
        ),
      () =>
        ll(
          "WARN",
          "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5b2f1e (This connection has been closed.)",
        ),
    ],
  },
  {
    estate: "stormline",
    origin: "subscriber-store",
    cat: "database",
    hints: ["deadlock", "sqlexception", "sql", "database", "lock"],
    sev: "high",
    note: "subscriber-store queries are chosen as SQL Server deadlock victims during a zone re-index; subscriber lookups fail and alert-router cannot fan out.",
    every: 1.2,
    kind: "5xx",
    code: 500,
    keep: 0.3,
    says: [
      (r) =>
        ll(
          "ERROR",
          "fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.",
          net(
            `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${i(r, 50, 200)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
            [
              "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
              "Microsoft.Data.SqlClient.SqlDataReader.TryConsumeMetaData()",
              "Stormline.Subscribers.Data.ZoneQuery.ByZoneAsync(String zone)",
              "Stormline.Subscribers.Api.ZoneEndpoints.Get(String zone)",
            ],
            r,
          ),
        ),
    ],
  },
  // ---------------- network ----------------
  {
    estate: "tessera",
    origin: "geocoder",
    cat: "network",
    hints: ["unknownhost", "dns", "name or service", "resolve", "network"],
    sev: "high",
    note: "geocoder can no longer resolve its search cluster's hostname (DNS), so every search fails and tile-edge returns 502 for geocoding.",
    every: 0.8,
    kind: "5xx",
    code: 502,
    keep: 0.1,
    says: [
      (r) =>
        ll(
          "ERROR",
          "search failed",
          jstack(
            "java.net.UnknownHostException: es-geo.search.svc.cluster.local: Name or service not known",
            [
              "java.base/java.net.Inet6AddressImpl.lookupAllHostAddr(Native Method)",
              "java.base/java.net.InetAddress.getAllByName0(InetAddress.java:#)",
              "org.apache.http.impl.nio.conn.SystemDefaultDnsResolver.resolve(SystemDefaultDnsResolver.java:#)",
              "co.elastic.clients.transport.rest_client.RestClientTransport.performRequest(RestClientTransport.java:#)",
              "io.tessera.geocoder.search.AddressSearch.query(AddressSearch.java:#)",
            ],
            r,
          ),
        ),
    ],
  },
  {
    estate: "wayfare",
    origin: "traffic-feed",
    cat: "network",
    hints: ["no route to host", "dial", "network", "unreachable", "tcp"],
    sev: "medium",
    note: "traffic-feed loses its network path to the broker subnet (no route to host); speed snapshots stop and eta-predict falls back to stale data.",
    every: 3,
    kind: "stale",
    keep: 0.5,
    says: [
      (r) =>
        ll(
          "ERROR",
          `kafka: client has run out of available brokers to talk to: dial tcp 10.44.${i(r, 1, 3)}.${i(r, 10, 40)}:9092: connect: no route to host`,
        ),
      (r) => ll("WARN", `consumer group traffic-speeds: rebalance failed, retrying in ${i(r, 2, 8)}s`),
    ],
  },
  {
    estate: "nimbus",
    origin: "obs-collector",
    cat: "network",
    hints: ["connection reset", "tls", "handshake", "network", "reset"],
    sev: "medium",
    note: "obs-collector's egress to the observation networks resets mid-TLS-handshake, so observations stop arriving and forecast-api blends stale obs.",
    every: 4,
    kind: "stale",
    keep: 0.7,
    says: [
      (r) =>
        ll(
          "ERROR",
          `fetch madis hfmetar ${i(r, 10, 12)}${String(i(r, 0, 59)).padStart(2, "0")}: Get "https://madis-data.ncep.noaa.gov/madisPublic1/data/LDAD/hfmetar/netCDF/": remote error: tls: handshake failure`,
        ),
      (r) =>
        ll(
          "ERROR",
          `fetch synop batch ${i(r, 100, 999)}: read tcp 10.30.4.${i(r, 2, 200)}:${i(r, 30000, 60000)}->140.90.101.${i(r, 2, 200)}:443: read: connection reset by peer`,
        ),
    ],
  },
  {
    estate: "stormline",
    origin: "sms-relay",
    cat: "network",
    hints: ["network is unreachable", "connectionerror", "network", "newconnectionerror", "errno 101"],
    sev: "high",
    note: "sms-relay's egress path breaks (Errno 101 Network is unreachable) so SMS warnings cannot reach the provider; alert-router sees 502s.",
    every: 1.5,
    kind: "5xx",
    code: 502,
    keep: 0,
    says: [
      (r) =>
        ll(
          "ERROR",
          `batch b_${h(r, 8)} submit failed`,
          pytb(
            [
              ["/app/relay/provider.py", "submit", "resp = self.session.post(self.url, data=payload, timeout=10)"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                "send",
                "raise ConnectionError(e, request=request)",
              ],
            ],
            "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.twilio.com', port=443): Max retries exceeded with url: /2010-04-01/Accounts/AC3f/Messages.json (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f2a>: Failed to establish a new connection: [Errno 101] Network is unreachable'))",
            r,
          ),
        ),
    ],
  },
  // ---------------- timeout ----------------
  {
    estate: "tessera",
    origin: "raster-render",
    cat: "timeout",
    hints: ["timeout", "timed out", "deadline"],
    sev: "medium",
    note: "raster-render metatiles start exceeding the render time limit on a heavy hillshade layer; render-queue times out and tile-edge answers 504.",
    every: 2,
    kind: "timeout",
    keep: 0.3,
    says: [
      (r) =>
        ll(
          "ERROR",
          `[render] metatile ${i(r, 12, 14)}/${i(r, 2100, 2200)}/${i(r, 1350, 1400)} aborted: render time limit 30000 ms exceeded (layer hillshade-hi, ${i(r, 30, 34)}812 ms elapsed)`,
        ),
      (r) => ll("WARN", `[render] slow query for layer hillshade-hi: ${i(r, 18, 29)}.${i(r, 1, 9)}s`),
    ],
  },
  {
    estate: "wayfare",
    origin: "valhalla-matrix",
    cat: "timeout",
    hints: ["timeout", "timed out", "deadline"],
    sev: "medium",
    note: "valhalla-matrix requests run past their time budget on a large truck matrix workload; route-gw times out on /matrix calls.",
    every: 2,
    kind: "timeout",
    keep: 0.4,
    says: [
      (r) =>
        ll(
          "WARN",
          `[WARN] thor::matrix ${i(r, 40, 50)}x${i(r, 40, 50)} costing=truck exceeded service_timeout (${i(r, 30, 45)}.${i(r, 0, 9)}s), request cancelled`,
        ),
      (r) => ll("WARN", `[WARN] worker queue depth ${i(r, 30, 120)}, oldest request waiting ${i(r, 8, 40)}s`),
    ],
  },
  {
    estate: "nimbus",
    origin: "model-post",
    cat: "timeout",
    hints: ["timeout", "lock", "timed out"],
    sev: "medium",
    note: "model-post cannot acquire the run lock held by a hung job and times out on every field request; forecast-api times out against it.",
    every: 3,
    kind: "timeout",
    keep: 0.2,
    says: [
      (r) =>
        ll(
          "ERROR",
          `field request t2m step +${i(r, 0, 72)}h failed`,
          pytb(
            [
              ["/app/post/fields.py", "get_field", "with FileLock(self.run_lock, timeout=20):"],
              ["/usr/local/lib/python3.11/site-packages/filelock/_api.py", "acquire", "raise Timeout(lock_filename)"],
            ],
            "filelock._error.Timeout: The file lock '/data/runs/icon-eu/2026113006/.lock' could not be acquired.",
            r,
          ),
        ),
    ],
  },
  {
    estate: "stormline",
    origin: "geofence",
    cat: "timeout",
    hints: ["deadline", "timeout", "timed out"],
    sev: "high",
    note: "geofence intersections of a huge multi-county polygon exceed their deadline; alert-router's calls to geofence time out and warnings are delayed.",
    every: 1.5,
    kind: "timeout",
    keep: 0.3,
    says: [
      (r) =>
        ll("ERROR", `intersect failed: polygon (${i(r, 9000, 14000)} vertices): context deadline exceeded after 5s`),
    ],
  },
  // ---------------- rate_limiting ----------------
  {
    estate: "tessera",
    origin: "osm-import",
    cat: "rate_limiting",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    sev: "medium",
    note: "osm-import is throttled by the OSM replication server (429 Too Many Requests), replication lag grows and render-queue stops getting expiry lists.",
    every: 10,
    kind: null,
    keep: 0,
    says: [
      (r) =>
        ll(
          "WARN",
          `GET https://planet.openstreetmap.org/replication/minute/006/${i(r, 100, 999)}/${i(r, 100, 999)}.osc.gz -> 429 Too Many Requests (Retry-After: ${i(r, 60, 300)})`,
        ),
      (r) => ll("ERROR", `replication stalled: lag ${i(r, 5, 25)}m${i(r, 10, 59)}s, 0 diffs applied in last cycle`),
    ],
    effects: [
      [
        "render-queue",
        30,
        (r) => ll("WARN", `no expiry list from osm-import for ${i(r, 4, 20)}m, dirty tiles not refreshed`),
      ],
    ],
  },
  {
    estate: "wayfare",
    origin: "revgeo",
    cat: "rate_limiting",
    hints: ["429", "rate limit", "quota", "too many requests"],
    sev: "medium",
    note: "revgeo's fallback calls to the address vendor hit the vendor's per-second limit (429) and reverse geocoding degrades for route-gw and fleet-portal.",
    every: 1,
    kind: "5xx",
    code: 503,
    keep: 0.4,
    says: [
      (r) =>
        ll(
          "WARN",
          `address vendor responded 429 Too Many Requests (X-RateLimit-Limit: 50/s, retry after ${i(r, 1, 5)}s) for ${(51.8 + r.next()).toFixed(4)},${(4.2 + r.next()).toFixed(4)}`,
        ),
      (r) => ll("ERROR", `reverse lookup degraded: vendor throttled, ${i(r, 40, 300)} requests rejected in last 10s`),
    ],
  },
  {
    estate: "nimbus",
    origin: "grib-ingest",
    cat: "rate_limiting",
    hints: ["over rate limit", "429", "rate limit", "throttl"],
    sev: "medium",
    note: "grib-ingest's parallel byte-range downloads trip NOMADS' rate limit, the GFS run cannot be fetched and model-post keeps serving the previous run.",
    every: 3,
    kind: null,
    keep: 0,
    says: [
      (r) =>
        ll(
          "ERROR",
          `GET https://nomads.ncep.noaa.gov/pub/data/nccf/com/gfs/prod/gfs.20261130/06/atmos/gfs.t06z.pgrb2.0p25.f${String(i(r, 0, 120)).padStart(3, "0")} -> 429 Too Many Requests: "Over Rate Limit"`,
        ),
      (r) => ll("WARN", `backing off ${i(r, 30, 120)}s, ${i(r, 40, 90)} of 209 files outstanding for gfs 2026113006`),
    ],
    effects: [
      [
        "model-post",
        20,
        (r) => ll("WARN", `gfs run 2026113006 incomplete (${i(r, 100, 160)}/209 steps), still serving 2026113000`),
      ],
    ],
  },
  {
    estate: "stormline",
    origin: "push-sender",
    cat: "rate_limiting",
    hints: ["quota", "429", "rate", "resource_exhausted"],
    sev: "high",
    note: "push-sender exceeds the FCM send quota during a tornado outbreak fan-out (429 QUOTA_EXCEEDED) and warnings queue up undelivered.",
    every: 0.8,
    kind: "429",
    keep: 0.2,
    says: [
      (r) =>
        ll(
          "ERROR",
          `fcm send failed for batch ${h(r, 8)}: 429 RESOURCE_EXHAUSTED Quota exceeded for quota metric 'Send requests' and limit 'Send requests per minute' of service 'fcm.googleapis.com'`,
        ),
      (r) => ll("WARN", `send queue depth ${i(r, 20000, 90000)}, oldest ${i(r, 30, 400)}s`),
    ],
  },
  // ---------------- validation ----------------
  {
    estate: "tessera",
    origin: "osm-import",
    cat: "validation",
    hints: ["invalid", "geometry", "validation", "self-intersection"],
    sev: "medium",
    note: "osm-import rejects a replication diff with invalid multipolygon geometry and stops applying diffs; map data goes stale.",
    every: 8,
    kind: null,
    keep: 0,
    says: [
      (r) =>
        ll(
          "ERROR",
          `diff ${i(r, 6125000, 6125010)} rejected: relation ${i(r, 10000000, 17000000)} (multipolygon) invalid geometry: Self-intersection[${(4 + r.next()).toFixed(6)} ${(52 + r.next()).toFixed(6)}]`,
          pytb(
            [
              ["/app/importer/apply.py", "apply_diff", "geom = build_area(rel, ways)"],
              ["/app/importer/geometry.py", "build_area", "raise InvalidGeometry(explain_validity(poly))"],
            ],
            "importer.geometry.InvalidGeometry: Self-intersection",
            r,
          ),
        ),
      () => ll("WARN", "holding replication sequence until diff applies cleanly"),
    ],
    effects: [
      [
        "render-queue",
        40,
        (r) => ll("WARN", `no expiry list from osm-import for ${i(r, 4, 20)}m, dirty tiles not refreshed`),
      ],
    ],
  },
  {
    estate: "wayfare",
    origin: "traffic-feed",
    cat: "validation",
    hints: ["unmarshal", "invalid", "schema", "validation", "json"],
    sev: "medium",
    note: "The traffic vendor changed a field type; traffic-feed rejects every snapshot when decoding ('cannot unmarshal string') and speeds go stale.",
    every: 30,
    kind: "stale",
    keep: 0.6,
    says: [
      (r) =>
        ll(
          "ERROR",
          `snapshot ${h(r, 8)} rejected: json: cannot unmarshal string into Go struct field Segment.segments.currentSpeed of type float64 (offset ${i(r, 1000, 90000)})`,
        ),
      () => ll("WARN", "keeping previous speed table, validation failed for 1/1 partitions"),
    ],
  },
  {
    estate: "nimbus",
    origin: "grib-ingest",
    cat: "validation",
    hints: ["grib", "invalid", "validation", "decode", "length"],
    sev: "medium",
    note: "grib-ingest rejects the new ICON-EU files as malformed GRIB2 (wrong message length) so the run is not ingested and forecasts use old data.",
    every: 6,
    kind: null,
    keep: 0,
    says: [
      (r) =>
        ll(
          "ERROR",
          `icon-eu_europe_regular-lat-lon_single-level_2026113006_${String(i(r, 0, 120)).padStart(3, "0")}_T_2M.grib2 rejected`,
          pytb(
            [
              ["/app/ingest/decode.py", "index_file", "for msg in eccodes_iter(path):"],
              ["/usr/local/lib/python3.11/site-packages/gribapi/gribapi.py", "grib_new_from_file", "GRIB_CHECK(err)"],
            ],
            "gribapi.errors.WrongLengthError: Wrong message length",
            r,
          ),
        ),
      () =>
        ll(
          "WARN",
          "ECCODES ERROR   :  grib_handle_new_from_file: section 7 length does not match message total length",
        ),
    ],
    effects: [["model-post", 25, () => ll("WARN", "icon-eu run 2026113006 not ingested, still serving 2026113000")]],
  },
  {
    estate: "stormline",
    origin: "cap-ingest",
    cat: "validation",
    hints: ["invalid", "polygon", "validation", "cap", "schema"],
    sev: "high",
    note: "cap-ingest starts rejecting CAP messages whose polygons fail validation after a feed format change, so new warnings never reach alert-router.",
    every: 5,
    kind: null,
    keep: 0,
    says: [
      (r) =>
        ll(
          "ERROR",
          `CAP ${urn(r)} rejected: info[0].area[0].polygon: ring not closed (first ${(41 + r.next()).toFixed(2)},${(-88 - r.next()).toFixed(2)} != last)`,
        ),
      (r) =>
        ll(
          "ERROR",
          `CAP ${urn(r)} rejected: info[0].area[0].polygon: coordinate "-87.61,41.8" has lon/lat order reversed (lat out of range)`,
        ),
    ],
  },
  // ---------------- null_reference ----------------
  {
    estate: "tessera",
    origin: "geocoder",
    cat: "null_reference",
    hints: ["nullpointer", "null", "npe"],
    sev: "medium",
    note: "geocoder throws NullPointerException for results without a country code after a data refresh; tile-edge returns 500 for those searches.",
    every: 1.5,
    kind: "5xx",
    code: 500,
    keep: 0.6,
    says: [
      (r) =>
        ll(
          "ERROR",
          "Servlet.service() for servlet [dispatcherServlet] threw exception",
          jstack(
            'java.lang.NullPointerException: Cannot invoke "String.toLowerCase()" because the return value of "io.tessera.geocoder.model.Place.getCountryCode()" is null',
            [
              "io.tessera.geocoder.rank.LocaleBoost.score(LocaleBoost.java:#)",
              "io.tessera.geocoder.rank.Ranker.rank(Ranker.java:#)",
              "io.tessera.geocoder.api.SearchController.search(SearchController.java:#)",
              "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:#)",
            ],
            r,
          ),
        ),
    ],
  },
  {
    estate: "wayfare",
    origin: "eta-predict",
    cat: "null_reference",
    hints: ["nonetype", "attributeerror", "none", "null"],
    sev: "medium",
    note: "eta-predict crashes with AttributeError on legs whose segments have no speed record; route-gw gets 500 from eta-predict.",
    every: 1.2,
    kind: "5xx",
    code: 500,
    keep: 0.5,
    says: [
      (r) =>
        ll(
          "ERROR",
          "Exception on /predict [POST]",
          pytb(
            [
              [
                "/usr/local/lib/python3.11/site-packages/flask/app.py",
                "full_dispatch_request",
                "rv = self.dispatch_request()",
              ],
              ["/app/eta/api.py", "predict", "feats = build_features(leg, speeds)"],
              ["/app/eta/features.py", "build_features", "free_flow = speeds.get(seg.id).speed_kph"],
            ],
            "AttributeError: 'NoneType' object has no attribute 'speed_kph'",
            r,
          ),
        ),
    ],
  },
  {
    estate: "nimbus",
    origin: "tile-overlay",
    cat: "null_reference",
    hints: ["typeerror", "undefined", "cannot read", "null"],
    sev: "medium",
    note: "tile-overlay crashes on a radar index without frames (TypeError reading 'frames' of undefined); radar tiles return 500 at the gateway.",
    every: 1,
    kind: "5xx",
    code: 500,
    keep: 0.3,
    says: [
      (r) =>
        ll(
          "ERROR",
          "unhandled error in /overlay/radar",
          node(
            "TypeError: Cannot read properties of undefined (reading 'frames')",
            [
              "latestFrame (/app/src/radar/index.js:#)",
              "renderOverlay (/app/src/routes/overlay.js:#)",
              "Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:#)",
              "next (/app/node_modules/express/lib/router/route.js:#)",
            ],
            r,
          ),
        ),
    ],
  },
  {
    estate: "stormline",
    origin: "subscriber-store",
    cat: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "subscriber-store throws NullReferenceException for marine zones without a county mapping; alert-router gets 500 and cannot resolve subscribers.",
    every: 1.5,
    kind: "5xx",
    code: 500,
    keep: 0.5,
    says: [
      (r) =>
        ll(
          "ERROR",
          'fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN8' +
            h(r, 8).toUpperCase() +
            '", Request id: An unhandled exception was thrown by the application.',
          net(
            "System.NullReferenceException: Object reference not set to an instance of an object.",
            [
              "Stormline.Subscribers.Zones.ZoneMapper.ToCounty(Zone zone)",
              "Stormline.Subscribers.Api.ZoneEndpoints.Get(String zone)",
              "Microsoft.AspNetCore.Http.RequestDelegateFactory.ExecuteTaskResult[T](Task`1 task, HttpContext httpContext)",
            ],
            r,
          ),
        ),
    ],
  },
  // ---------------- configuration ----------------
  {
    estate: "tessera",
    origin: "vector-tiles",
    cat: "configuration",
    hints: ["config", "provider", "not found", "layer"],
    sev: "high",
    note: "A vector-tiles config rollout references a provider name that does not exist; every tile with the buildings layer fails and tile-edge returns 500.",
    every: 0.7,
    kind: "5xx",
    code: 500,
    keep: 0.2,
    pre: [
      () => ll("INFO", "config reloaded from /etc/tiles/config.toml (rev 8f2c1d0): 4 providers, 2 maps"),
      () => ll("WARN", 'map "streets-v9" layer "buildings": provider_layer "osm_pg.buildings_v2" not registered'),
    ],
    says: [
      (r) =>
        ll(
          "ERROR",
          `tile streets-v9 ${i(r, 13, 16)}/${i(r, 8000, 9000)}/${i(r, 5000, 6000)}: layer "buildings": provider "osm_pg" has no layer "buildings_v2"`,
        ),
    ],
  },
  {
    estate: "wayfare",
    origin: "osrm-car",
    cat: "configuration",
    hints: ["missing", "config", "files", "dataset"],
    sev: "high",
    note: "osrm-car was redeployed pointing at a dataset path without the .osrm files; it exits at start-up in a loop and route-gw gets connection refused.",
    every: 12,
    kind: "refused",
    quiet: true,
    pre: [
      () => ll("INFO", "[info] starting up engines, v5.27.1"),
      () => ll("INFO", "[info] Threads: 8"),
      () => ll("INFO", "[info] IP address: 0.0.0.0"),
    ],
    says: [
      () => ll("INFO", "[info] Loading from shared memory: no, dataset /data/nl-latest-2026-11-30/nl-latest.osrm"),
      () =>
        ll("ERROR", "[error] Required files are missing, cannot continue. Have all the pre-processing steps been run?"),
    ],
  },
  {
    estate: "nimbus",
    origin: "forecast-api",
    cat: "configuration",
    hints: ["config", "enum", "illegalargument", "units", "property"],
    sev: "high",
    note: "forecast-api's new release reads a misspelt default-units setting (METRC) and fails every unit conversion with IllegalArgumentException.",
    every: 0.8,
    kind: "5xx",
    code: 500,
    keep: 0.1,
    pre: [
      (r) =>
        ll(
          "INFO",
          `Started ForecastApplication in ${i(r, 8, 14)}.${i(r, 100, 999)} seconds (process running for ${i(r, 9, 15)}.1)`,
        ),
      () => ll("INFO", "forecast.units.default=METRC forecast.models=ecmwf-ifs,icon-eu,gfs (release 2026.11.30-2)"),
    ],
    says: [
      (r) =>
        ll(
          "ERROR",
          "Request processing failed: java.lang.IllegalArgumentException: No enum constant com.nimbus.forecast.units.UnitSystem.METRC",
          jstack(
            "java.lang.IllegalArgumentException: No enum constant com.nimbus.forecast.units.UnitSystem.METRC",
            [
              "java.base/java.lang.Enum.valueOf(Enum.java:#)",
              "com.nimbus.forecast.units.UnitSystem.valueOf(UnitSystem.java:#)",
              "com.nimbus.forecast.units.Converter.defaultSystem(Converter.java:#)",
              "com.nimbus.forecast.api.ForecastController.hourly(ForecastController.java:#)",
            ],
            r,
          ),
        ),
    ],
  },
  {
    estate: "stormline",
    origin: "alert-router",
    cat: "configuration",
    hints: ["config", "rule", "no route", "routing"],
    sev: "high",
    note: "A routing-rules reload on alert-router leaves severe event types without a route; warnings are dropped at WARN and push/sms go quiet.",
    every: 4,
    kind: null,
    keep: 0,
    pre: [() => ll("INFO", "routing rules reloaded from configmap alert-routes (version 118, 23 rules)")],
    says: [
      (r) =>
        ll(
          "WARN",
          `no route for event '${r.pick(["Tornado Warning", "Severe Thunderstorm Warning", "Flash Flood Warning"])}' (${r.pick(["KLOT", "KDMX", "KILX"])}) under rules v118, alert dropped`,
        ),
    ],
  },
  // ---------------- dependency ----------------
  {
    estate: "tessera",
    origin: "render-queue",
    cat: "dependency",
    hints: ["redis", "broker", "connection", "operationalerror"],
    sev: "high",
    note: "The Redis broker behind render-queue goes down; celery cannot reach it, render tasks stop and tile-edge returns 502 for raster misses.",
    every: 3,
    kind: "5xx",
    code: 502,
    quiet: true,
    says: [
      (r) =>
        ll(
          "ERROR",
          `consumer: Cannot connect to redis://redis-render:6379/0: Error 111 connecting to redis-render:6379. Connection refused.. Trying again in ${i(r, 2, 32)}.00 seconds... (${i(r, 1, 30)}/100)`,
        ),
      () =>
        ll(
          "ERROR",
          "kombu.exceptions.OperationalError: Error 111 connecting to redis-render:6379. Connection refused.",
        ),
    ],
  },
  {
    estate: "wayfare",
    origin: "revgeo",
    cat: "dependency",
    hints: ["503", "vendor", "unavailable", "circuit", "upstream"],
    sev: "medium",
    note: "revgeo's address vendor returns 503 for all calls; revgeo's circuit breaker opens and reverse geocoding fails for route-gw and fleet-portal.",
    every: 1,
    kind: "5xx",
    code: 503,
    keep: 0.3,
    says: [
      (r) =>
        ll(
          "ERROR",
          `vendor lookup failed: 503 Service Unavailable from https://revgeocode.search.hereapi.com/v1/revgeocode (x-request-id ${h(r, 16)})`,
        ),
      () => ll("WARN", "CircuitBreaker 'addressVendor' is OPEN and does not permit further calls"),
    ],
  },
  {
    estate: "nimbus",
    origin: "obs-collector",
    cat: "dependency",
    hints: ["502", "503", "upstream", "unavailable", "provider"],
    sev: "medium",
    note: "The observations provider behind obs-collector returns 502/503 for every poll; observations go stale for forecast-api and nowcast.",
    every: 5,
    kind: "stale",
    keep: 0.6,
    says: [
      (r) =>
        ll(
          "ERROR",
          `poll synoptic timeseries page ${i(r, 1, 40)}: unexpected status 503 Service Unavailable from https://api.synopticdata.com/v2/stations/latest`,
        ),
      () => ll("ERROR", "poll synoptic: 502 Bad Gateway (body: <html><head><title>502 Bad Gateway</title></head>...)"),
    ],
  },
  {
    estate: "stormline",
    origin: "lightning-feed",
    cat: "dependency",
    hints: ["websocket", "upstream", "unavailable", "503", "feed"],
    sev: "medium",
    note: "The lightning vendor's stream is unavailable (503 on reconnect); lightning-feed keeps reconnecting and alert-router gets no stroke data.",
    every: 4,
    kind: "stale",
    keep: 0,
    says: [
      (r) =>
        ll(
          "ERROR",
          `websocket to wss://feed.lightningvendor.example/v2/strokes closed (code 1011), reconnecting in ${i(r, 1, 30)}s`,
        ),
      () => ll("ERROR", "reconnect failed: server rejected WebSocket connection: HTTP 503"),
    ],
  },
  // ---------------- memory ----------------
  {
    estate: "tessera",
    origin: "raster-render",
    cat: "memory",
    hints: ["bad_alloc", "memory", "oom"],
    sev: "high",
    note: "raster-render runs out of memory on z16 hillshade metatiles (std::bad_alloc) and its workers abort; tile-edge and render-queue see failures.",
    every: 6,
    kind: "reset",
    keep: 0.2,
    says: [
      () => ll("FATAL", "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc"),
      (r) =>
        ll(
          "ERROR",
          `worker ${i(r, 1, 8)} exited on signal 6 (SIGABRT), restarting; rss before exit ${i(r, 7, 8)}.${i(r, 1, 9)} GiB of 8 GiB limit`,
        ),
      (r) =>
        ll(
          "WARN",
          `[render] worker ${i(r, 1, 8)} rss ${i(r, 6, 7)}.${i(r, 1, 9)} GiB after metatile 16/${i(r, 33800, 34000)}/${i(r, 21800, 22000)}`,
        ),
    ],
  },
  {
    estate: "wayfare",
    origin: "eta-predict",
    cat: "memory",
    hints: ["memory", "sigkill", "memoryerror", "oom"],
    sev: "high",
    note: "eta-predict's gunicorn workers grow until they are SIGKILLed for memory; route-gw sees connection resets and 502s from eta-predict.",
    every: 5,
    kind: "reset",
    keep: 0.3,
    says: [
      (r) => ll("ERROR", `[1] [ERROR] Worker (pid:${i(r, 100, 999)}) was sent SIGKILL! Perhaps out of memory?`),
      (r) => ll("INFO", `[1] [INFO] Booting worker with pid: ${i(r, 100, 999)}`),
      (r) =>
        ll(
          "ERROR",
          "Exception on /predict [POST]",
          pytb(
            [["/app/eta/features.py", "build_matrix", "X = np.zeros((n_legs, n_feats, horizon), dtype=np.float64)"]],
            `numpy.core._exceptions._ArrayMemoryError: Unable to allocate ${i(r, 2, 9)}.${i(r, 1, 9)} GiB for an array with shape (${i(r, 9000, 40000)}, 96, 288) and data type float64`,
            r,
          ),
        ),
    ],
  },
  {
    estate: "nimbus",
    origin: "forecast-api",
    cat: "memory",
    hints: ["outofmemory", "heap", "memory", "gc"],
    sev: "high",
    note: "forecast-api's grid cache leaks until the JVM throws OutOfMemoryError: Java heap space; the gateway gets 500s and timeouts.",
    every: 4,
    kind: "5xx",
    code: 500,
    keep: 0.3,
    pre: [
      (r) =>
        ll(
          "WARN",
          `GC pause (G1 Evacuation Pause) ${i(r, 800, 2000)}ms, heap ${i(r, 3700, 3900)}M->${i(r, 3600, 3800)}M(4096M)`,
        ),
    ],
    says: [
      (r) => ll("WARN", `GC pause (G1 Humongous Allocation) ${i(r, 1200, 4000)}ms, heap 4090M->4081M(4096M)`),
      (r) =>
        ll(
          "ERROR",
          "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
          jstack(
            "java.lang.OutOfMemoryError: Java heap space",
            [
              "java.base/java.util.Arrays.copyOf(Arrays.java:#)",
              "com.nimbus.forecast.grid.GridCache.load(GridCache.java:#)",
              "com.nimbus.forecast.api.ForecastController.hourly(ForecastController.java:#)",
            ],
            r,
          ),
        ),
    ],
  },
  {
    estate: "stormline",
    origin: "geofence",
    cat: "memory",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "geofence's zone index is rebuilt twice in memory and the Go runtime dies with 'fatal error: runtime: out of memory'; alert-router gets refused connections.",
    every: 20,
    kind: "refused",
    quiet: true,
    says: [
      (r) =>
        ll("FATAL", "fatal error: runtime: out of memory", [
          "",
          "runtime stack:",
          "runtime.throw({0x9a3b2f?, 0x2000?})",
          "\t/usr/local/go/src/runtime/panic.go:1077 +0x5c fp=0x7ffd5e1c2a58 sp=0x7ffd5e1c2a28 pc=0x43b01c",
          "runtime.sysMapOS(0xc0e0000000, 0x4000000)",
          "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b fp=0x7ffd5e1c2a98 sp=0x7ffd5e1c2a58 pc=0x419f5b",
          "runtime.(*mheap).grow(0xd2c6a0, 0x2000?)",
          "\t/usr/local/go/src/runtime/mheap.go:1454 +0x225 fp=0x7ffd5e1c2b10 sp=0x7ffd5e1c2ab0 pc=0x42c6e5",
          "",
          `goroutine ${i(r, 30, 900)} [running]:`,
          "github.com/stormline/geofence/internal/index.(*Index).Rebuild(0xc00012a000, {0xc0003a2000, 0xc44, 0xc44})",
          `\t/app/internal/index/index.go:${i(r, 100, 240)} +0x3a5`,
          "main.(*server).reloadZones(0xc000188000)",
          `\t/app/cmd/geofence/main.go:${i(r, 60, 140)} +0x8e`,
        ]),
      () => ll("INFO", "geofence starting, loading zone index from /data/zones.fgb"),
      (r) => ll("INFO", `zone index: ${i(r, 3100, 3200)} county zones, 412 marine zones, rss ${i(r, 900, 1900)} MiB`),
    ],
  },
  // ---------------- disk ----------------
  {
    estate: "tessera",
    origin: "vector-tiles",
    cat: "disk",
    hints: ["no space", "disk", "enospc", "device"],
    sev: "high",
    note: "vector-tiles' local tile cache volume fills up (no space left on device); cache writes then tile responses fail and tile-edge returns 502.",
    every: 0.8,
    kind: "5xx",
    code: 502,
    keep: 0.3,
    pre: [(r) => ll("WARN", `cache volume /var/cache/tiles ${i(r, 94, 97)}% used, eviction falling behind`)],
    says: [
      (r) =>
        ll(
          "ERROR",
          `cache write failed: write /var/cache/tiles/streets-v9/${i(r, 12, 15)}/${i(r, 8000, 9000)}/${i(r, 5000, 6000)}.pbf.tmp: no space left on device`,
        ),
      () => ll("ERROR", "open /var/cache/tiles/.mbtiles-journal: no space left on device"),
    ],
  },
  {
    estate: "wayfare",
    origin: "revgeo",
    cat: "disk",
    hints: ["flood-stage", "disk", "read-only", "watermark"],
    sev: "medium",
    note: "revgeo's address index hits the search cluster's flood-stage disk watermark; updates are blocked read-only and address refresh fails.",
    every: 3,
    kind: null,
    keep: 0.9,
    says: [
      () =>
        ll(
          "ERROR",
          "bulk update addresses-nl failed: co.elastic.clients.elasticsearch._types.ElasticsearchException: [es/bulk] failed: [cluster_block_exception] index [addresses-nl] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]",
        ),
      (r) => ll("WARN", `address refresh backlog ${i(r, 1000, 90000)} docs`),
    ],
    effects: [
      [
        "fleet-portal",
        20,
        (r) =>
          ll("WARN", `Geocode for depot ${i(r, 1, 400)} still pending after ${i(r, 2, 9)}m (revgeo refresh backlog)`),
      ],
    ],
  },
  {
    estate: "nimbus",
    origin: "grib-ingest",
    cat: "disk",
    hints: ["no space", "disk", "errno 28", "device"],
    sev: "high",
    note: "grib-ingest's scratch volume fills up during the 06z run (Errno 28 No space left on device); downloads fail and model-post stays on the old run.",
    every: 3,
    kind: null,
    keep: 0,
    pre: [() => ll("WARN", "scratch /data/grib 93% used (21.8 GiB free)")],
    says: [
      (r) =>
        ll(
          "ERROR",
          `download gfs.t06z.pgrb2.0p25.f${String(i(r, 0, 120)).padStart(3, "0")} failed`,
          pytb(
            [["/app/ingest/fetch.py", "fetch", "for chunk in resp.iter_content(1 << 20): fh.write(chunk)"]],
            "OSError: [Errno 28] No space left on device",
            r,
          ),
        ),
    ],
    effects: [["model-post", 25, () => ll("WARN", "gfs run 2026113006 incomplete, still serving 2026113000")]],
  },
  {
    estate: "stormline",
    origin: "radar-frames",
    cat: "disk",
    hints: ["read-only", "erofs", "disk", "file system"],
    sev: "medium",
    note: "radar-frames' volume is remounted read-only after I/O errors; frames cannot be written and warn-console shows stale radar.",
    every: 3,
    kind: "stale",
    keep: 0,
    says: [
      (r) =>
        ll(
          "ERROR",
          `write /srv/frames/${r.pick(["KLOT", "KDMX", "KILX"])}/${h(r, 8)}.webp failed: Read-only file system (errno 30)`,
        ),
      () =>
        ll(
          "ERROR",
          "frame index update failed: rename /srv/frames/index.json.tmp -> index.json: Read-only file system",
        ),
    ],
  },
  // ---------------- unknown ----------------
  {
    estate: "tessera",
    origin: "geocoder",
    cat: "unknown",
    hints: ["unknown", "error", "internal", "500"],
    sev: "medium",
    note: "geocoder starts failing about half of searches with a bare 500 and no exception or reason in its logs; tile-edge reports 500s from geocoder.",
    every: 1,
    kind: "5xx",
    code: 500,
    keep: 0.5,
    says: [
      (r) =>
        ll(
          "ERROR",
          `GET /v1/search?text=${r.pick(["Kerkstraat", "Molenweg", "Havenkade"])}+${i(r, 1, 99)} 500 ${i(r, 2, 9)}ms results=0`,
        ),
      () => ll("ERROR", "search request failed"),
    ],
  },
  {
    estate: "wayfare",
    origin: "osrm-car",
    cat: "unknown",
    hints: ["unknown", "exit", "crash", "error"],
    sev: "high",
    note: "osrm-car keeps exiting without any message and is restarted by the supervisor; route-gw sees refused connections.",
    every: 15,
    kind: "refused",
    quiet: true,
    says: [
      (r) => ll("ERROR", `osrm-routed exited with status 1, restarting (restart #${i(r, 1, 30)})`),
      () => ll("INFO", "[info] starting up engines, v5.27.1"),
    ],
  },
  {
    estate: "nimbus",
    origin: "nowcast",
    cat: "unknown",
    hints: ["unknown", "failed", "error"],
    sev: "medium",
    note: "nowcast cycles fail with no reason given and its point requests return 500; the gateway reports 502 for /v3/nowcast.",
    every: 2,
    kind: "5xx",
    code: 502,
    keep: 0.1,
    says: [
      (r) => ll("ERROR", `nowcast cycle ${i(r, 10, 12)}:${String(i(r, 0, 11) * 5).padStart(2, "0")}Z failed`),
      (r) =>
        ll(
          "ERROR",
          `point request ${(51.8 + r.next()).toFixed(3)},${(4.2 + r.next()).toFixed(3)} failed, returning 500`,
        ),
    ],
  },
  {
    estate: "stormline",
    origin: "alert-router",
    cat: "unknown",
    hints: ["unknown", "failed", "error", "unhandled"],
    sev: "high",
    note: "alert-router batches begin to fail with a generic error and no detail; deliveries stop and cap-ingest's hand-offs are rejected.",
    every: 2,
    kind: "5xx",
    code: 500,
    keep: 0,
    says: [
      (r) => ll("ERROR", `batch ${h(r, 8)} failed, ${i(r, 1, 12)} alerts not routed`),
      () => ll("ERROR", "routing worker error, see previous"),
    ],
  },
];

function urn(r: Rng): string {
  return `urn:oid:2.49.0.1.840.0.${r.hex(40)}.001.1`;
}
