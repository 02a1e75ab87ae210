// The 52 failures of holdout93 (4 per category, one per company), each written as the software involved would log it:
// what the broken service says (sometimes only WARN, sometimes nothing), and how its callers complain.
import { cadenza, type Estate, lyra, podwave, stave } from "./estates.js";
import type { Level } from "./formats.js";
import { fixed, hex, int, isrc, pick, type Rng, upper } from "./rng.js";
import { dotnet, java, node, python, ruby } from "./stacks.js";

export interface Emit {
  svc: string;
  lvl: Level;
  every: number; // mean seconds between lines
  m: (r: Rng) => string;
  stack?: (r: Rng) => string[];
  from?: number; // seconds after the start
  until?: number;
}

export interface Spec {
  estate: Estate;
  category: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  keep?: number; // share of the origin's normal lines that still appear after the start
  change?: [number, string, string[]]; // seconds before the start, service, lines
  emits: Emit[];
}

const E = (svc: string, lvl: Level, every: number, m: (r: Rng) => string, o: Partial<Emit> = {}): Emit => ({
  svc,
  lvl,
  every,
  m,
  ...o,
});
const once = (svc: string, lvl: Level, at: number, msg: string, stack?: string[]): Emit =>
  E(svc, lvl, 1, () => msg, { from: at, until: at + 0.5, stack: stack ? () => stack : undefined });
const ms = (r: Rng, lo: number, hi: number) => int(r, lo, hi);

export const SPECS: Spec[] = [
  // ---------------- authentication ----------------
  {
    estate: lyra,
    category: "authentication",
    origin: "ddex-ingest",
    hints: ["auth", "sftp", "credential", "login"],
    sev: "medium",
    note: "The SFTP account ddex-ingest uses to poll label dropboxes is refused after a key rotation, so no new deliveries arrive and the pipeline drains.",
    keep: 0.15,
    emits: [
      E(
        "ddex-ingest",
        "error",
        6,
        (r) =>
          `poll of dropbox sftp://${pick(r, ["drop.northlight.example", "ddex.harbourlane.example", "sftp.kessler.example"])}:22 failed`,
        {
          stack: () =>
            java("com.jcraft.jsch.JSchException: Auth fail", [
              "com.jcraft.jsch.Session.connect(Session.java:519)",
              "com.lyra.ddex.transport.SftpDropbox.open(SftpDropbox.java:88)",
              "com.lyra.ddex.poll.DropboxPoller.pollOnce(DropboxPoller.java:61)",
              "org.springframework.scheduling.support.DelegatingErrorHandlingRunnable.run(DelegatingErrorHandlingRunnable.java:54)",
            ]),
        },
      ),
      E(
        "ddex-ingest",
        "warn",
        20,
        (r) =>
          `dropbox ${pick(r, ["northlight", "harbourlane", "kessler", "bluespire"])}: publickey rejected for user lyra-ingest, ${int(r, 2, 9)} consecutive failures`,
      ),
      E("review-queue", "warn", 60, () => "no new DDEX deliveries in the last 5 minutes (expected ~40/min)", {
        from: 200,
      }),
      E("transcode-worker", "info", 30, () => "queue empty, 0 jobs pending, workers idle", { from: 90 }),
    ],
  },
  {
    estate: cadenza,
    category: "authentication",
    origin: "session-api",
    hints: ["auth", "wrongpass", "password", "redis", "credential"],
    sev: "high",
    note: "After the Redis ACL password was rotated session-api can no longer authenticate to its session store, so every session check fails and the gateway returns 401/503 to listeners.",
    keep: 0.05,
    emits: [
      E(
        "session-api",
        "error",
        1.2,
        (r) => `session lookup ${hex(r, 12)} failed: WRONGPASS invalid username-password pair or user is disabled.`,
      ),
      E(
        "session-api",
        "error",
        15,
        () =>
          "redis pool: reconnect failed: WRONGPASS invalid username-password pair or user is disabled. (user=session-api)",
      ),
      E(
        "edge-gw",
        "warn",
        0.5,
        (r) =>
          `"POST /v1/playback/start HTTP/2" 503 UF ${int(r, 0, 90)} ${ms(r, 3, 30)} upstream=session-api "Cadenza/8.4.1 (iOS 18.1)"`,
      ),
      E("playback-svc", "error", 2, () => "session validation call to session-api returned 500, refusing playback"),
      E(
        "offline-sync",
        "warn",
        4,
        (r) => `licence renewal for device ${hex(r, 8)} deferred: session-api responded 500`,
      ),
    ],
  },
  {
    estate: stave,
    category: "authentication",
    origin: "ledger-writer",
    hints: ["password", "authentication", "auth", "credential"],
    sev: "high",
    note: "ledger-writer's Postgres password expired at midnight rotation; new connections are refused and batches from royalty-engine pile up.",
    keep: 0.1,
    emits: [
      E("ledger-writer", "error", 3, () => "HikariPool-1 - Exception during pool initialization / connection add", {
        stack: () =>
          java('org.postgresql.util.PSQLException: FATAL: password authentication failed for user "ledger_rw"', [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
            "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
            "com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:720)",
          ]),
      }),
      E(
        "royalty-engine",
        "error",
        2,
        (r) =>
          `sink ledger-writer: POST /batches failed with 503 after ${ms(r, 20, 80)}ms, batch requeued (attempt ${int(r, 2, 8)})`,
      ),
      E(
        "rightsholder-portal",
        "error",
        5,
        () => "Faraday::ServerError: the server responded with status 503 (ledger-writer /balances)",
      ),
    ],
  },
  {
    estate: podwave,
    category: "authentication",
    origin: "directory-sync",
    hints: ["token", "invalid_grant", "auth", "oauth", "401"],
    sev: "medium",
    note: "directory-sync's refresh token for the Spotify partner API is revoked; every feed push is rejected with 401 and new episodes stop appearing on Spotify.",
    keep: 0.5,
    emits: [
      E(
        "directory-sync",
        "error",
        5,
        (r) =>
          `Spotify partner API PUT /v1/shows/${upper(r, 10)}/episodes -> 401 {"error":"invalid_token","error_description":"The access token expired"}`,
      ),
      E(
        "directory-sync",
        "error",
        15,
        () => 'token refresh failed: 400 {"error":"invalid_grant","error_description":"Refresh token revoked"}',
        {
          stack: () =>
            node("Error: invalid_grant", [
              "OAuthClient.refresh (/app/dist/oauth.js:88:13)",
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
              "async SpotifyPartner.push (/app/dist/partners/spotify.js:41:7)",
            ]),
        },
      ),
      E(
        "host-dashboard",
        "warn",
        40,
        (r) => `distribution status for ${pick(r, ["margins", "tiny-court"])}: Spotify "pending" for > 10 min`,
        { from: 240 },
      ),
    ],
  },
  // ---------------- authorization ----------------
  {
    estate: lyra,
    category: "authorization",
    origin: "asset-store",
    hints: ["accessdenied", "access denied", "forbidden", "403", "permission"],
    sev: "high",
    note: "A bucket-policy change removes s3:PutObject for asset-store's role; every master upload fails with AccessDenied and deliveries stall behind it.",
    keep: 0.2,
    change: [
      40,
      "asset-store",
      ["iam: assumed role arn:aws:iam::4102:role/asset-store-prod refreshed (policy version v14)"],
    ],
    emits: [
      E(
        "asset-store",
        "error",
        1.5,
        (r) =>
          `PUT s3://lyra-masters/${isrc(r)}.flac failed: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${upper(r, 16)}, api error AccessDenied: Access Denied`,
      ),
      E(
        "ddex-ingest",
        "error",
        3,
        (r) => `delivery ${upper(r, 12)} failed at asset upload: asset-store returned 502, will retry in 60s`,
      ),
      E("ddex-ingest", "warn", 10, (r) => `retry queue depth ${int(r, 40, 400)} deliveries`, { from: 60 }),
      E(
        "transcode-worker",
        "warn",
        8,
        (r) => `job tj-${hex(r, 8)} waiting for source master (not found in lyra-masters)`,
      ),
    ],
  },
  {
    estate: cadenza,
    category: "authorization",
    origin: "recs-api",
    hints: ["permission", "403", "denied", "bigquery", "forbidden"],
    sev: "medium",
    note: "recs-api's service account loses bigquery.tables.getData on the listening-history dataset; personalised shelves fail and the home feed falls back to charts.",
    keep: 0.4,
    emits: [
      E(
        "recs-api",
        "error",
        2,
        (r) => `home feed for user ${hex(r, 10)}: history fetch failed, serving editorial fallback`,
        {
          stack: () =>
            python(
              [
                ["/app/recs/api/home.py", 112, "build_home", "history = await self.history.recent(user_id, limit=200)"],
                ["/app/recs/history.py", 58, "recent", "rows = self.bq.query(sql, job_config=cfg).result()"],
                [
                  "/usr/local/lib/python3.12/site-packages/google/cloud/bigquery/job/query.py",
                  1681,
                  "result",
                  "do_get_result()",
                ],
              ],
              "google.api_core.exceptions.Forbidden: 403 Access Denied: Table cadenza-data:listening.history_daily: User does not have permission to query table cadenza-data:listening.history_daily, or perhaps it does not exist.",
            ),
        },
      ),
      E(
        "edge-gw",
        "info",
        3,
        (r) => `"GET /v1/recs/home HTTP/2" 200 - ${int(r, 1500, 2500)} ${ms(r, 400, 900)} "Cadenza/8.4.1 (iOS 18.1)"`,
      ),
      E("playlist-svc", "warn", 12, () => "Discover Weekly regeneration skipped: recs-api /v1/candidates returned 500"),
    ],
  },
  {
    estate: stave,
    category: "authorization",
    origin: "royalty-engine",
    hints: ["permission", "denied", "privilege", "grant"],
    sev: "high",
    note: "A migration recreated the royalty_lines table without the engine's grants; royalty-engine's allocation writes fail with permission denied and the batch fails over and over.",
    keep: 0.1,
    change: [
      120,
      "royalty-engine",
      ["flyway: migrated schema royalties to version 2026.11.30.1 (recreate royalty_lines partitioned)"],
    ],
    emits: [
      E("royalty-engine", "error", 4, (r) => `allocation batch ${hex(r, 8)} failed, restarting task`, {
        stack: () =>
          java("org.postgresql.util.PSQLException: ERROR: permission denied for table royalty_lines", [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
            "org.postgresql.jdbc.PgPreparedStatement.executeBatch(PgPreparedStatement.java:1773)",
            "fm.stave.royalty.sink.RoyaltyLineWriter.flush(RoyaltyLineWriter.scala:64)",
            "fm.stave.royalty.Allocation$.$anonfun$run$3(Allocation.scala:141)",
          ]),
      }),
      E("usage-ingest", "warn", 10, (r) => `downstream backlog: ${int(r, 2, 30)} files waiting for allocation`),
      E("statement-renderer", "warn", 30, () => "statement preview data stale (last allocation > 5 min ago)", {
        from: 300,
      }),
    ],
  },
  {
    estate: podwave,
    category: "authorization",
    origin: "episode-upload",
    hints: ["403", "permission", "storage.objects.create", "forbidden", "access"],
    sev: "medium",
    note: "The uploader's service account loses storage.objects.create on the raw-audio bucket; hosts' episode uploads fail and the dashboard shows errors.",
    keep: 0.1,
    emits: [
      E("episode-upload", "error", 7, (r) => `upload ${hex(r, 10)} failed writing to gs://podwave-raw-audio`, {
        stack: () =>
          node(
            "ApiError: episode-upload@podwave-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
            [
              "new ApiError (/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:114:15)",
              "Util.parseHttpRespBody (/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:253:38)",
              "async ResumableUpload.startUploading (/app/node_modules/@google-cloud/storage/build/cjs/src/resumable-upload.js:582:9)",
              "async UploadController.finish (/app/dist/upload/controller.js:77:5)",
            ],
          ),
      }),
      E(
        "host-dashboard",
        "error",
        8,
        (r) =>
          `POST /shows/${pick(r, ["margins", "tiny-court", "low-tide-talks"])}/episodes 502 ${ms(r, 300, 1800)}ms (episode-upload)`,
      ),
    ],
  },
  // ---------------- database ----------------
  {
    estate: lyra,
    category: "database",
    origin: "catalog-api",
    hints: ["pool", "connection", "knex", "database", "acquir"],
    sev: "high",
    note: "A slow catalogue query holds connections and catalog-api's knex pool is exhausted; release and availability requests fail with 500 across partners.",
    keep: 0.25,
    emits: [
      E(
        "catalog-api",
        "warn",
        10,
        (r) =>
          `slow query ${ms(r, 4000, 19000)}ms: select r.*, t.* from releases r join tracks t on ... where r.label_id = $1 order by r.release_date desc`,
        { until: 60 },
      ),
      E("catalog-api", "error", 0.8, (r) => `GET /v2/releases/${int(r, 100000, 999999)} 500 ${ms(r, 60000, 60100)}ms`, {
        from: 30,
        stack: () =>
          node(
            "KnexTimeoutError: Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?",
            [
              "Client_PG.acquireConnection (/srv/catalog-api/node_modules/knex/lib/client.js:312:26)",
              "async Runner.ensureConnection (/srv/catalog-api/node_modules/knex/lib/execution/runner.js:287:28)",
              "async ReleaseRepo.byId (/srv/catalog-api/dist/repo/release.js:41:17)",
            ],
          ),
      }),
      E("rights-matcher", "warn", 3, () => "catalog-api lookup failed (HTTP 500), using cached availability"),
      E("search-indexer", "error", 8, () => "delta fetch from catalog-api failed: HTTPError 500 Server Error", {
        from: 40,
      }),
    ],
  },
  {
    estate: cadenza,
    category: "database",
    origin: "playback-svc",
    hints: ["deadlock", "mysql", "lock", "sql", "database"],
    sev: "high",
    note: "A new 'last played position' write path makes playback-svc deadlock in MySQL on the play_state table; starts fail and the gateway reports 500s.",
    keep: 0.4,
    emits: [
      E("playback-svc", "error", 1.5, () => "Transaction rolled back while saving play state", {
        stack: () =>
          java(
            "org.springframework.dao.DeadlockLoserDataAccessException: PreparedStatementCallback; SQL [update play_state set position_ms=?, updated_at=? where user_id=? and device_id=?]; Deadlock found when trying to get lock; try restarting transaction",
            [
              "org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:267)",
              "org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1004)",
              "fm.cadenza.playback.state.PlayStateRepository.save(PlayStateRepository.java:73)",
              "fm.cadenza.playback.StartService.start(StartService.java:118)",
            ],
            [
              "Caused by: com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
            ],
          ),
      }),
      E(
        "edge-gw",
        "warn",
        0.8,
        (r) =>
          `"POST /v1/playback/start HTTP/2" 500 - 112 ${ms(r, 80, 400)} upstream=playback-svc "Cadenza/${pick(r, ["8.4.1 (iOS 18.1)", "8.4.0 (Android 15)"])}"`,
      ),
      E("play-events", "warn", 20, () => "play start events down 38% vs 1h baseline"),
    ],
  },
  {
    estate: stave,
    category: "database",
    origin: "rates-service",
    hints: ["queuepool", "pool", "connection", "sqlalchemy", "database"],
    sev: "medium",
    note: "rates-service's SQLAlchemy pool is exhausted (connections leaked by a new endpoint); rate card lookups time out and royalty-engine retries loudly.",
    keep: 0.3,
    emits: [
      E("rates-service", "error", 3, () => "Exception in ASGI application", {
        stack: () =>
          python(
            [
              ["/app/rates/api.py", 74, "get_card", "card = await repo.card_for(territory, tier)"],
              ["/app/rates/repo.py", 31, "card_for", "with self.engine.connect() as conn:"],
              [
                "/usr/local/lib/python3.11/site-packages/sqlalchemy/pool/impl.py",
                168,
                "_do_get",
                "raise exc.TimeoutError(",
              ],
            ],
            "sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 20 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
          ),
      }),
      E(
        "royalty-engine",
        "warn",
        0.7,
        (r) =>
          `rates lookup ${pick(r, ["SE-premium-2026Q4", "US-adsupp-2026Q4", "BR-premium-2026Q4"])} failed (500 from rates-service), retry ${int(r, 1, 5)}/5 in ${int(r, 1, 16)}s`,
      ),
      E(
        "royalty-engine",
        "error",
        15,
        (r) => `allocation of window ${int(r, 1, 9999)} aborted: rate card unavailable`,
        { from: 60 },
      ),
    ],
  },
  {
    estate: podwave,
    category: "database",
    origin: "feed-server",
    hints: ["readonly", "read-only", "pg", "database", "statementinvalid"],
    sev: "high",
    note: "After a Postgres failover feed-server keeps writing through a connection to the old primary, now a read-only replica; feed regeneration fails while cached reads continue.",
    keep: 0.7,
    emits: [
      E(
        "feed-server",
        "error",
        3,
        (r) => `feed rebuild for ${pick(r, ["margins", "night-shift-radio", "tiny-court"])} failed`,
        {
          stack: () =>
            ruby(
              "ActiveRecord::StatementInvalid (PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction\n):",
              [
                "app/models/feed.rb:58:in `touch_generated_at!'",
                "app/jobs/feed_rebuild_job.rb:22:in `perform'",
                "activejob (7.1.4) lib/active_job/execution.rb:68:in `block in _perform_job'",
              ],
            ),
        },
      ),
      E("episode-upload", "warn", 10, () => "publish hook: feed-server returned 500 for /internal/feeds/rebuild"),
      E("cdn-purger", "info", 20, () => "no feed changes to purge in last 60s"),
    ],
  },
  // ---------------- network ----------------
  {
    estate: lyra,
    category: "network",
    origin: "fingerprint-svc",
    hints: ["dns", "no such host", "lookup", "network"],
    sev: "medium",
    note: "fingerprint-svc cannot resolve its match-index hostname after a CoreDNS change; fingerprinting fails and deliveries queue behind it.",
    keep: 0.2,
    emits: [
      E(
        "fingerprint-svc",
        "error",
        2,
        (r) =>
          `match query for ${isrc(r)} failed: dial tcp: lookup match-index.lyra.svc.cluster.local on 10.96.0.10:53: no such host`,
      ),
      E("fingerprint-svc", "warn", 12, () => "match index client: resolver error, backing off 5s"),
      E("ddex-ingest", "warn", 4, (r) => `delivery ${upper(r, 12)} waiting on fingerprint step (${int(r, 60, 600)}s)`),
      E("rights-matcher", "info", 30, () => "no new fingerprint results in last 60s"),
    ],
  },
  {
    estate: cadenza,
    category: "network",
    origin: "play-events",
    hints: ["reset", "connection", "network", "broken pipe"],
    sev: "medium",
    note: "A bad node NIC makes play-events' broker connections reset; produces fail, the local buffer fills and play counts lag.",
    keep: 0.3,
    emits: [
      E(
        "play-events",
        "error",
        1.2,
        (r) =>
          `produce to plays.v3 partition ${int(r, 0, 23)} failed: write tcp 10.4.${int(r, 1, 9)}.${int(r, 2, 250)}:${int(r, 40000, 60000)}->10.4.9.12:9092: write: connection reset by peer`,
      ),
      E(
        "play-events",
        "warn",
        10,
        (r) => `local buffer at ${int(r, 40, 95)}% (${int(r, 100, 900)}k events), producer reconnecting`,
      ),
      E("playback-svc", "warn", 5, () => "play-events ack timeout, event kept in outbox"),
    ],
  },
  {
    estate: stave,
    category: "network",
    origin: "payout-bridge",
    hints: ["ssl", "tls", "certificate", "handshake"],
    sev: "high",
    note: "The bank's payout endpoint switches to a chain payout-bridge does not trust; every TLS handshake fails and payout batches stop.",
    keep: 0.2,
    emits: [
      E("payout-bridge", "error", 4, (r) => `Payout batch PB-${int(r, 1000, 9999)} submit failed`, {
        stack: () =>
          dotnet(
            "System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception.\n ---> System.Security.Authentication.AuthenticationException: The remote certificate is invalid because of errors in the certificate chain: UntrustedRoot",
            [
              "System.Net.Security.SslStream.SendAuthResetSignal(ReadOnlySpan`1 alert, ExceptionDispatchInfo exception)",
              "System.Net.Http.ConnectHelper.EstablishSslConnectionAsync(SslClientAuthenticationOptions sslOptions, HttpRequestMessage request, Boolean async, Stream stream, CancellationToken cancellationToken)",
              "Stave.Payouts.BankClient.SubmitAsync(PayoutBatch batch) in /src/Stave.Payouts/BankClient.cs:line 64",
            ],
          ),
      }),
      E("ledger-writer", "warn", 20, (r) => `payout confirmations overdue for ${int(r, 2, 40)} batches`),
    ],
  },
  {
    estate: podwave,
    category: "network",
    origin: "download-tracker",
    hints: ["no route", "network", "dial", "connect", "unreachable"],
    sev: "medium",
    note: "A firewall change cuts download-tracker off from its ClickHouse subnet; inserts fail with no route to host and download counts freeze.",
    keep: 0.1,
    change: [90, "cdn-purger", ["config reload: firewall sync from infra repo (rev 8812)"]],
    emits: [
      E(
        "download-tracker",
        "error",
        2,
        (r) =>
          `insert batch of ${int(r, 500, 5000)} downloads failed: dial tcp 10.32.7.${int(r, 10, 12)}:9000: connect: no route to host`,
      ),
      E("download-tracker", "warn", 15, (r) => `spool ${int(r, 10, 90)}% full, ${int(r, 5, 300)}k rows pending`),
      E("analytics-rollup", "warn", 60, () => "no new rows in downloads_raw for last 2 minutes", { from: 150 }),
      E("host-dashboard", "warn", 30, () => "analytics freshness lag > 5m on /shows/:id/analytics", { from: 300 }),
    ],
  },
  // ---------------- timeout ----------------
  {
    estate: lyra,
    category: "timeout",
    origin: "loudness-norm",
    hints: ["timeout", "timed out", "deadline", "exceeded"],
    sev: "medium",
    note: "loudness-norm's analysis pass stalls on every file and hits its 120 s deadline (logged at WARN only); transcode-worker jobs waiting on it fail loudly.",
    keep: 0.1,
    emits: [
      E(
        "loudness-norm",
        "warn",
        4,
        (r) => `${isrc(r)} ebur128 analysis exceeded 120s deadline, worker killed, job requeued`,
      ),
      E(
        "transcode-worker",
        "error",
        1.5,
        (r) => `job tj-${hex(r, 8)} failed: loudness stage did not complete (waited 125s) status=FAILED`,
      ),
      E("transcode-worker", "warn", 8, (r) => `job queue depth ${int(r, 200, 2400)}`),
      E("ddex-ingest", "warn", 12, () => "delivery SLA at risk: 17 releases older than 30 min in processing"),
    ],
  },
  {
    estate: cadenza,
    category: "timeout",
    origin: "licence-server",
    hints: ["timeout", "timed out", "kms", "deadline"],
    sev: "high",
    note: "licence-server's calls to the key-management service stop answering in time; licence requests time out and playback of protected tracks fails.",
    keep: 0.1,
    emits: [
      E("licence-server", "error", 1.5, (r) => `Licence request for trk_${hex(r, 10)} failed after 5000ms`, {
        stack: () =>
          dotnet(
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 5 seconds elapsing.\n ---> System.TimeoutException: A task was canceled.",
            [
              "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
              "Cadenza.Licensing.Kms.KeyClient.UnwrapAsync(ContentKeyId id) in /src/Cadenza.Licensing/Kms/KeyClient.cs:line 52",
              "Cadenza.Licensing.WidevineHandler.IssueAsync(LicenceRequest req) in /src/Cadenza.Licensing/WidevineHandler.cs:line 97",
            ],
          ),
      }),
      E(
        "playback-svc",
        "error",
        1,
        (r) => `licence fetch for trk_${hex(r, 10)} timed out after 6000ms (licence-server)`,
      ),
      E(
        "edge-gw",
        "warn",
        1,
        (r) =>
          `"POST /v1/licence HTTP/2" 504 UT 0 ${ms(r, 6000, 6010)} upstream=licence-server "Cadenza/8.4.0 (Android 15)"`,
      ),
    ],
  },
  {
    estate: stave,
    category: "timeout",
    origin: "statement-renderer",
    hints: ["timeout", "navigation", "exceeded"],
    sev: "medium",
    note: "statement-renderer's headless Chromium hangs on each statement and Puppeteer's 30 s navigation timeout fires; rightsholders cannot download statements.",
    keep: 0.1,
    emits: [
      E("statement-renderer", "error", 3, (r) => `render ST-${int(r, 100000, 999999)} failed`, {
        stack: () =>
          node("TimeoutError: Navigation timeout of 30000 ms exceeded", [
            "LifecycleWatcher._LifecycleWatcher_createTimeoutPromise (/app/node_modules/puppeteer-core/lib/cjs/puppeteer/cdp/LifecycleWatcher.js:149:16)",
            "async Frame.goto (/app/node_modules/puppeteer-core/lib/cjs/puppeteer/api/Frame.js:200:21)",
            "async renderStatement (/app/dist/render.js:63:9)",
          ]),
      }),
      E(
        "rightsholder-portal",
        "error",
        4,
        () => "Net::ReadTimeout with #<TCPSocket:(closed)> calling statement-renderer /render (35s)",
      ),
      E("report-exporter", "warn", 20, () => "statement PDF not ready, skipping attachment"),
    ],
  },
  {
    estate: podwave,
    category: "timeout",
    origin: "ad-decisions",
    hints: ["timeout", "timed out", "deadline"],
    sev: "medium",
    note: "ad-decisions' calls to the outside ad exchange stop returning within budget; decisions time out and ad-stitcher serves episodes without ads.",
    keep: 0.2,
    emits: [
      E(
        "ad-decisions",
        "warn",
        1.2,
        (r) =>
          `exchange bid request ${hex(r, 8)} timed out after 800ms (java.net.http.HttpTimeoutException: request timed out)`,
      ),
      E(
        "ad-stitcher",
        "error",
        0.6,
        (r) =>
          `decision for ep_${upper(r, 8).toLowerCase()} failed: Post "http://ad-decisions:8080/v2/decide": context deadline exceeded (Client.Timeout exceeded while awaiting headers); serving without ads`,
      ),
      E("analytics-rollup", "warn", 60, () => "ad impressions down 71% vs same hour last week", { from: 200 }),
    ],
  },
  // ---------------- rate_limiting ----------------
  {
    estate: lyra,
    category: "rate_limiting",
    origin: "search-indexer",
    hints: ["429", "rejected", "rate", "too many", "es_rejected_execution"],
    sev: "medium",
    note: "A reindex makes search-indexer flood Elasticsearch; bulk requests come back 429 es_rejected_execution_exception (logged at WARN) and search freshness lags.",
    keep: 0.5,
    change: [60, "search-indexer", ["full reindex of catalog-v7 requested by ops (batch 2000, concurrency 16)"]],
    emits: [
      E(
        "search-indexer",
        "warn",
        1,
        (r) =>
          `bulk request rejected: 429 Too Many Requests es_rejected_execution_exception: rejected execution of coordinating operation [coordinating_and_primary_bytes=${int(r, 400, 520)}mb, max_coordinating_and_primary_bytes=512mb]; retrying in ${int(r, 1, 30)}s`,
      ),
      E("catalog-api", "warn", 10, () => "search freshness: newest indexed release is 9 min old"),
    ],
  },
  {
    estate: cadenza,
    category: "rate_limiting",
    origin: "user-profile",
    hints: ["429", "rate limit", "too many", "rate"],
    sev: "medium",
    note: "user-profile exceeds the identity provider's management API rate limit; profile reads come back 429 and sign-ins on new devices fail.",
    keep: 0.4,
    emits: [
      E(
        "user-profile",
        "error",
        1.5,
        (r) =>
          `GET /internal/profile/${hex(r, 10)} 502: identity provider responded 429 Too Many Requests (x-ratelimit-remaining: 0, retry-after: ${int(r, 1, 9)})`,
      ),
      E("user-profile", "warn", 6, () => "Global rate limit exceeded for management API, backing off"),
      E("session-api", "error", 2, () => "new device login failed: user-profile 502"),
      E(
        "edge-gw",
        "warn",
        2,
        (r) =>
          `"POST /v1/auth/device HTTP/2" 502 - 0 ${ms(r, 200, 900)} upstream=session-api "Cadenza/8.4.1 (iOS 18.1)"`,
      ),
    ],
  },
  {
    estate: stave,
    category: "rate_limiting",
    origin: "report-exporter",
    hints: ["429", "quota", "rate", "ratelimit"],
    sev: "medium",
    note: "report-exporter hits the Sheets API per-minute write quota when the monthly export starts; exports fail with 429 quota errors.",
    keep: 0.2,
    emits: [
      E("report-exporter", "error", 2, (r) => `export for payee P-${int(r, 10000, 99999)} failed`, {
        stack: () =>
          python(
            [
              ["/app/exporter/sheets.py", 88, "write_rows", "self.svc.spreadsheets().values().append(**req).execute()"],
              [
                "/usr/local/lib/python3.11/site-packages/googleapiclient/http.py",
                938,
                "execute",
                "raise HttpError(resp, content, uri=self.uri)",
              ],
            ],
            "googleapiclient.errors.HttpError: <HttpError 429 when requesting https://sheets.googleapis.com/v4/spreadsheets/1xQ.../values/A1:append?alt=json returned \"Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'sheets.googleapis.com'\". Details: \"RATE_LIMIT_EXCEEDED\">",
          ),
      }),
      E("rightsholder-portal", "warn", 15, () => "export job status: 312 of 2400 payees delivered, stalled"),
    ],
  },
  {
    estate: podwave,
    category: "rate_limiting",
    origin: "cdn-purger",
    hints: ["429", "rate limit", "rate", "too many"],
    sev: "medium",
    note: "cdn-purger exceeds the CDN purge API rate limit during a bulk republish; purges fail with 429 and listeners get stale feeds.",
    keep: 0.3,
    emits: [
      E(
        "cdn-purger",
        "warn",
        0.8,
        (r) =>
          `purge show:${pick(r, ["margins", "tiny-court", "night-shift-radio"])} failed: 429 Too Many Requests (Fastly-RateLimit-Remaining: 0, reset in ${int(r, 10, 60)}s)`,
      ),
      E(
        "directory-sync",
        "warn",
        10,
        () => "Apple Podcasts reports episode missing from feed after publish (stale feed?)",
      ),
      E("host-dashboard", "warn", 20, () => "publish confirmation pending: feed still shows previous episode"),
    ],
  },
  // ---------------- validation ----------------
  {
    estate: lyra,
    category: "validation",
    origin: "ddex-ingest",
    hints: ["schema", "xsd", "validation", "cvc", "invalid"],
    sev: "medium",
    note: "The largest distributor switches to a newer ERN version; every message it sends fails ddex-ingest's XSD validation (on top of its everyday per-release rejects).",
    keep: 0.4,
    emits: [
      E(
        "ddex-ingest",
        "error",
        1.5,
        (r) => `NewReleaseMessage ${upper(r, 12)} from 'Harbour Lane Music' failed schema validation`,
        {
          stack: () =>
            java(
              "org.xml.sax.SAXParseException; lineNumber: 14; columnNumber: 38; cvc-complex-type.2.4.a: Invalid content was found starting with element 'ReleaseProfileVersionId'. One of '{MessageHeader}' is expected.",
              [
                "java.xml/com.sun.org.apache.xerces.internal.util.ErrorHandlerWrapper.createSAXParseException(ErrorHandlerWrapper.java:204)",
                "java.xml/javax.xml.validation.Validator.validate(Validator.java:124)",
                "com.lyra.ddex.validate.ErnValidator.validate(ErnValidator.java:47)",
              ],
            ),
        },
      ),
      E(
        "review-queue",
        "info",
        15,
        (r) => `ticket RV-${int(r, 10000, 99999)} opened: delivery rejected (schema) from Harbour Lane Music`,
      ),
    ],
  },
  {
    estate: cadenza,
    category: "validation",
    origin: "offline-sync",
    hints: ["validation", "must be", "invalid", "joi"],
    sev: "medium",
    note: "App 8.5.0 sends licence expiry as epoch millis; offline-sync's request schema rejects every sync from those devices with 400.",
    keep: 0.6,
    emits: [
      E(
        "offline-sync",
        "error",
        1.2,
        (r) =>
          `POST /v1/offline/sync 400 device=${hex(r, 8)} app=8.5.0: ValidationError: "items[${int(r, 0, 39)}].licenceExpiry" must be a valid date`,
      ),
      E(
        "edge-gw",
        "info",
        1.5,
        (r) => `"POST /v1/offline/sync HTTP/2" 400 - 91 ${ms(r, 4, 20)} "Cadenza/8.5.0 (iOS 18.1)"`,
      ),
    ],
  },
  {
    estate: stave,
    category: "validation",
    origin: "usage-ingest",
    hints: ["parse", "field", "validation", "column", "schema"],
    sev: "medium",
    note: "A DSP adds a column to its daily usage report; usage-ingest rejects every file with wrong number of fields and play counting for that DSP stops.",
    keep: 0.4,
    emits: [
      E(
        "usage-ingest",
        "error",
        3,
        (r) =>
          `rejected DSP usage file wavely_${hex(r, 6)}.tsv.gz: record on line 2: wrong number of fields (got 19, header declares 18)`,
      ),
      E("usage-ingest", "warn", 20, () => "wavely: 0 of last 14 files accepted"),
      E("play-dedupe", "info", 30, () => "source wavely idle for 5m"),
    ],
  },
  {
    estate: podwave,
    category: "validation",
    origin: "analytics-rollup",
    hints: ["validation", "pydantic", "type", "invalid"],
    sev: "medium",
    note: "download-tracker starts sending a new event shape; analytics-rollup rejects every row with pydantic ValidationError and dashboards stop updating.",
    keep: 0.3,
    emits: [
      E("analytics-rollup", "error", 4, (r) => `batch ${hex(r, 8)} dropped (${int(r, 500, 5000)} rows)`, {
        stack: () =>
          python(
            [
              ["/app/rollup/consume.py", 51, "handle", "events = [DownloadEvent.model_validate(x) for x in batch]"],
              [
                "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
                596,
                "model_validate",
                "return cls.__pydantic_validator__.validate_python(",
              ],
            ],
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for DownloadEvent\nbytes_served\n  Input should be a valid integer, got a number with a fractional part [type=int_from_float, input_value=48213.5, input_type=float]",
          ),
      }),
      E("host-dashboard", "warn", 30, () => "analytics freshness lag > 5m on /shows/:id/analytics", { from: 240 }),
    ],
  },
  // ---------------- null_reference ----------------
  {
    estate: lyra,
    category: "null_reference",
    origin: "rights-matcher",
    hints: ["nullpointer", "null", "npe"],
    sev: "medium",
    note: "Works without an ISWC make rights-matcher throw NullPointerException on every claim from one publisher feed; catalog-api availability calls return 500.",
    keep: 0.5,
    emits: [
      E("rights-matcher", "error", 2, (r) => `claim ${upper(r, 10)} processing failed`, {
        stack: () =>
          java(
            'java.lang.NullPointerException: Cannot invoke "com.lyra.rights.model.Iswc.normalized()" because the return value of "com.lyra.rights.model.Work.getIswc()" is null',
            [
              "com.lyra.rights.match.WorkMatcher.score(WorkMatcher.java:112)",
              "com.lyra.rights.match.WorkMatcher.bestMatch(WorkMatcher.java:76)",
              "com.lyra.rights.api.ClaimController.match(ClaimController.java:49)",
            ],
          ),
      }),
      E(
        "catalog-api",
        "error",
        3,
        (r) => `GET /v2/tracks/trk_${hex(r, 10)}/availability 502 ${ms(r, 20, 90)}ms (rights-matcher 500)`,
      ),
    ],
  },
  {
    estate: cadenza,
    category: "null_reference",
    origin: "playlist-svc",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "medium",
    note: "Tracks removed from the catalogue leave nil entries; playlist-svc raises NoMethodError for nil on playlist reads and edits.",
    keep: 0.5,
    emits: [
      E("playlist-svc", "error", 1.5, (r) => `Completed 500 Internal Server Error in ${ms(r, 10, 60)}ms`, {
        stack: () =>
          ruby("NoMethodError (undefined method `duration_ms' for nil:NilClass):", [
            "app/serializers/playlist_serializer.rb:31:in `block in total_duration'",
            "app/serializers/playlist_serializer.rb:31:in `sum'",
            "app/controllers/playlists_controller.rb:18:in `show'",
          ]),
      }),
      E(
        "edge-gw",
        "warn",
        1.2,
        (r) =>
          `"GET /v1/playlists/${hex(r, 10)} HTTP/2" 500 - 0 ${ms(r, 20, 90)} upstream=playlist-svc "Cadenza/web 2026.47"`,
      ),
    ],
  },
  {
    estate: stave,
    category: "null_reference",
    origin: "cwr-registrations",
    hints: ["attributeerror", "nonetype", "none", "null"],
    sev: "medium",
    note: "Writers without an IPI number crash cwr-registrations' CWR builder with AttributeError on None; registrations to societies stop.",
    keep: 0.3,
    emits: [
      E("cwr-registrations", "error", 4, (r) => `building CWR for work W-${int(r, 100000, 999999)} failed`, {
        stack: () =>
          python(
            [["/app/cwr/build.py", 133, "writer_records", "ipi = w.society_member.ipi_name_number.zfill(11)"]],
            "AttributeError: 'NoneType' object has no attribute 'ipi_name_number'",
          ),
      }),
      E("rightsholder-portal", "warn", 20, () => "registration status poll: 0 acknowledgements received in 10 min"),
    ],
  },
  {
    estate: podwave,
    category: "null_reference",
    origin: "host-dashboard",
    hints: ["typeerror", "undefined", "cannot read"],
    sev: "medium",
    note: "Episodes without an enclosure (drafts) crash host-dashboard's episode list with TypeError reading undefined; hosts get 500 pages.",
    keep: 0.4,
    emits: [
      E("host-dashboard", "error", 2, () => "GET /shows/:slug/episodes 500", {
        stack: () =>
          node("TypeError: Cannot read properties of undefined (reading 'enclosureUrl')", [
            "episodeRow (/app/.next/server/chunks/812.js:1:4410)",
            "Array.map (<anonymous>)",
            "EpisodesPage (/app/.next/server/app/shows/[slug]/episodes/page.js:1:2281)",
          ]),
      }),
    ],
  },
  // ---------------- configuration ----------------
  {
    estate: lyra,
    category: "configuration",
    origin: "transcode-worker",
    hints: ["preset", "config", "encoder", "missing", "not found"],
    sev: "high",
    note: "A transcode-worker config rollout adds an aac_he_v2 profile pointing at a preset file that is not shipped; every job fails at setup.",
    keep: 0.1,
    change: [
      20,
      "transcode-worker",
      [
        "config rollout transcode-profiles rev 311 applied (profiles: ogg_q6, aac_256, aac_he_v2)",
        "reloaded 3 output profiles",
      ],
    ],
    emits: [
      E(
        "transcode-worker",
        "error",
        1.5,
        (r) =>
          `job tj-${hex(r, 8)} failed: profile 'aac_he_v2': cannot open preset '/etc/transcode/presets/aac_he_v2.ffpreset': No such file or directory`,
      ),
      E("ddex-ingest", "warn", 6, (r) => `delivery ${upper(r, 12)} stuck in TRANSCODING`),
      E("loudness-norm", "info", 30, () => "idle: no transcoded renditions received"),
    ],
  },
  {
    estate: cadenza,
    category: "configuration",
    origin: "edge-gw",
    hints: ["cluster", "route", "config", "not found", "no route"],
    sev: "high",
    note: "A route change in edge-gw points /v1/playback at a cluster name that does not exist; the gateway answers 503 NR without calling playback-svc.",
    keep: 0.3,
    change: [
      15,
      "edge-gw",
      [
        "lds: add/update listener 'public_https'",
        "cds: added/updated 41 cluster(s), skipped 0 unmodified cluster(s)",
        "rds: loaded route config 'public_routes' version 2026-11-30-2",
      ],
    ],
    emits: [
      E(
        "edge-gw",
        "warn",
        0.4,
        (r) =>
          `"POST /v1/playback/start HTTP/2" 503 NR 0 ${ms(r, 0, 2)} "Cadenza/${pick(r, ["8.4.1 (iOS 18.1)", "8.4.0 (Android 15)", "web 2026.47"])}" route=playback_v2 cluster=playback-svc-v2`,
      ),
      E("edge-gw", "warn", 20, () => "[config] cluster 'playback-svc-v2' referenced by route 'playback_v2' not found"),
      E("playback-svc", "info", 30, () => "request rate dropped to 0.0/s in the last minute", { from: 60 }),
    ],
  },
  {
    estate: stave,
    category: "configuration",
    origin: "rightsholder-portal",
    hints: ["keyerror", "key not found", "config", "env"],
    sev: "medium",
    note: "A rightsholder-portal release reads STATEMENTS_BUCKET from ENV but the deploy did not set it; statement downloads raise KeyError.",
    keep: 0.6,
    change: [
      30,
      "rightsholder-portal",
      [
        "=> Booting Puma",
        "* Puma version: 6.4.3, Rails 7.1.4 (rightsholder-portal 2026.11.30.2)",
        "Use Ctrl-C to stop",
      ],
    ],
    emits: [
      E("rightsholder-portal", "fatal", 3, () => 'KeyError (key not found: "STATEMENTS_BUCKET"):', {
        stack: () =>
          ruby("", [
            "app/services/statement_link.rb:9:in `fetch'",
            "app/services/statement_link.rb:9:in `bucket'",
            "app/controllers/statements_controller.rb:27:in `download'",
          ]).slice(1),
      }),
      E(
        "rightsholder-portal",
        "info",
        3,
        (r) => `Completed 500 Internal Server Error in ${ms(r, 3, 15)}ms (ActiveRecord: 1.1ms)`,
      ),
    ],
  },
  {
    estate: podwave,
    category: "configuration",
    origin: "ad-stitcher",
    hints: ["config", "scheme", "endpoint", "url"],
    sev: "high",
    note: "An ad-stitcher config reload drops the ad-decisions URL; every decision call fails with unsupported protocol scheme and episodes go out without ads.",
    keep: 0.5,
    change: [
      10,
      "ad-stitcher",
      ["config reloaded from /etc/ad-stitcher/config.yaml (sha 3e1a9c)", 'decision endpoint set to ""'],
    ],
    emits: [
      E(
        "ad-stitcher",
        "error",
        0.5,
        (r) =>
          `decision for ep_${upper(r, 8).toLowerCase()} failed: Post "/v2/decide": unsupported protocol scheme ""; serving without ads`,
      ),
      E("ad-decisions", "info", 30, () => "inbound decision rate 0/s (was 40/s)", { from: 60 }),
    ],
  },
  // ---------------- dependency ----------------
  {
    estate: lyra,
    category: "dependency",
    origin: "fingerprint-svc",
    hints: ["503", "vendor", "unavailable", "circuit", "upstream"],
    sev: "medium",
    note: "The external content-ID vendor fingerprint-svc checks against answers 503; the circuit breaker opens and deliveries wait for rights checks.",
    keep: 0.4,
    emits: [
      E(
        "fingerprint-svc",
        "error",
        2,
        (r) =>
          `content-id lookup for ${isrc(r)} failed: POST https://api.idvendor.example/v3/identify: 503 Service Unavailable`,
      ),
      E(
        "fingerprint-svc",
        "warn",
        30,
        () => "circuit breaker content-id OPEN (failure rate 94% over 50 calls), next probe in 30s",
      ),
      E("ddex-ingest", "warn", 5, (r) => `delivery ${upper(r, 12)} held: rights check pending`),
      E("review-queue", "info", 20, (r) => `ticket RV-${int(r, 10000, 99999)} opened: content-id check not available`),
    ],
  },
  {
    estate: cadenza,
    category: "dependency",
    origin: "session-api",
    hints: ["503", "app store", "unavailable", "circuit", "upstream"],
    sev: "medium",
    note: "Apple's App Store Server API returns 503 for subscription status checks; session-api's breaker opens and iOS upgrades fail to activate.",
    keep: 0.8,
    emits: [
      E(
        "session-api",
        "error",
        2.5,
        () =>
          "subscription status check failed: GET https://api.storekit.itunes.apple.com/inApps/v1/subscriptions/… 503 Service Unavailable",
      ),
      E("session-api", "warn", 25, () => "circuit appstore OPEN after 20 consecutive failures, failing fast for 60s"),
      E(
        "edge-gw",
        "info",
        4,
        (r) =>
          `"POST /v1/subscription/verify HTTP/2" 502 - 0 ${ms(r, 300, 2000)} upstream=session-api "Cadenza/8.4.1 (iOS 18.1)"`,
      ),
    ],
  },
  {
    estate: stave,
    category: "dependency",
    origin: "payout-bridge",
    hints: ["500", "provider", "unavailable", "circuit", "upstream"],
    sev: "medium",
    note: "The payments provider's payout API returns 500/503; payout-bridge retries, then opens its breaker and batches queue.",
    keep: 0.3,
    emits: [
      E(
        "payout-bridge",
        "warn",
        2,
        (r) =>
          `Polly retry ${int(r, 1, 3)}/3 for payout PB-${int(r, 1000, 9999)}: provider responded 503 ServiceUnavailable`,
      ),
      E(
        "payout-bridge",
        "error",
        6,
        () =>
          "Payout submit failed: Response status code does not indicate success: 500 (Internal Server Error). (https://payouts.provider.example/v2/transfers)",
      ),
      E(
        "payout-bridge",
        "error",
        30,
        () => "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
      ),
      E("ledger-writer", "warn", 20, (r) => `payout confirmations overdue for ${int(r, 2, 40)} batches`),
    ],
  },
  {
    estate: podwave,
    category: "dependency",
    origin: "audio-processor",
    hints: ["502", "gateway", "unavailable", "upstream", "api"],
    sev: "medium",
    note: "The outside audio mastering API audio-processor depends on returns 502; episodes stay in processing and publishing is blocked.",
    keep: 0.2,
    emits: [
      E(
        "audio-processor",
        "error",
        5,
        (r) =>
          `mastering request for ep_${upper(r, 8).toLowerCase()} failed: requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: https://api.masteringvendor.example/api/production/start`,
      ),
      E("audio-processor", "warn", 20, (r) => `${int(r, 5, 60)} episodes waiting for mastering`),
      E("host-dashboard", "warn", 15, () => "episode stuck in 'processing' for more than 10 min"),
    ],
  },
  // ---------------- memory ----------------
  {
    estate: lyra,
    category: "memory",
    origin: "rights-matcher",
    hints: ["outofmemory", "heap", "memory", "gc"],
    sev: "high",
    note: "rights-matcher's in-memory work index grows after a bulk publisher import; GC pauses climb and the JVM throws OutOfMemoryError and restarts.",
    keep: 0.3,
    emits: [
      E(
        "rights-matcher",
        "warn",
        8,
        (r) =>
          `[gc] GC(${int(r, 4000, 9000)}) Pause Full (G1 Compaction Pause) ${int(r, 3900, 4090)}M->${int(r, 3850, 4080)}M(4096M) ${ms(r, 1800, 6000)}.${int(r, 100, 999)}ms`,
        { until: 150 },
      ),
      E("rights-matcher", "error", 12, () => 'Exception in thread "match-worker-3"', {
        from: 120,
        stack: () =>
          java("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.HashMap.resize(HashMap.java:702)",
            "com.lyra.rights.index.WorkIndex.add(WorkIndex.java:88)",
            "com.lyra.rights.index.WorkIndex.load(WorkIndex.java:51)",
          ]),
      }),
      once("rights-matcher", "info", 200, "Starting RightsMatcherApplication v4.9.2 using Java 21.0.5 with PID 1"),
      E("catalog-api", "error", 2, () => "rights-matcher availability call failed: socket hang up (ECONNRESET)", {
        from: 100,
      }),
    ],
  },
  {
    estate: cadenza,
    category: "memory",
    origin: "recs-api",
    hints: ["memory", "oom", "sigkill", "killed"],
    sev: "medium",
    note: "A larger embedding snapshot pushes recs-api's gunicorn workers past their memory limit; they are SIGKILLed one after another and the home feed degrades.",
    keep: 0.3,
    emits: [
      E("recs-api", "error", 6, (r) => `Worker (pid:${int(r, 4000, 9000)}) was sent SIGKILL! Perhaps out of memory?`),
      E("recs-api", "info", 6, (r) => `Booting worker with pid: ${int(r, 4000, 9000)}`),
      E(
        "recs-api",
        "warn",
        20,
        (r) =>
          `loading embedding snapshot into memory (${fixed(5 + r())}M vectors, rss ${fixed(3.6 + 0.3 * r(), 2)}GiB)`,
      ),
      E(
        "edge-gw",
        "warn",
        1.5,
        (r) => `"GET /v1/recs/home HTTP/2" 502 UC 0 ${ms(r, 10, 800)} upstream=recs-api "Cadenza/8.4.1 (iOS 18.1)"`,
      ),
    ],
  },
  {
    estate: stave,
    category: "memory",
    origin: "royalty-engine",
    hints: ["gc overhead", "memory", "outofmemory", "heap"],
    sev: "high",
    note: "A month-end allocation with a huge rightsholder pool exhausts royalty-engine's heap (GC overhead limit exceeded); the job restarts repeatedly.",
    keep: 0.2,
    emits: [
      E(
        "royalty-engine",
        "warn",
        10,
        (r) => `JVM heap used ${int(r, 92, 99)}% after GC, GC time ${int(r, 60, 97)}% of last 60s`,
      ),
      E("royalty-engine", "error", 25, () => "Task allocate-pool (1/4) switched from RUNNING to FAILED", {
        from: 60,
        stack: () =>
          java("java.lang.OutOfMemoryError: GC overhead limit exceeded", [
            "scala.collection.mutable.HashMap.addOne(HashMap.scala:97)",
            "fm.stave.royalty.PoolAggregator.add(PoolAggregator.scala:52)",
            "org.apache.flink.streaming.runtime.tasks.StreamTask.invoke(StreamTask.java:932)",
          ]),
      }),
      E("usage-ingest", "warn", 10, (r) => `downstream backlog: ${int(r, 2, 30)} files waiting for allocation`),
    ],
  },
  {
    estate: podwave,
    category: "memory",
    origin: "download-tracker",
    hints: ["out of memory", "memory", "oom", "allocate"],
    sev: "high",
    note: "download-tracker's dedup map grows without bound during a bot spike; the Go runtime dies with out of memory and restarts in a loop.",
    keep: 0.4,
    emits: [
      E(
        "download-tracker",
        "warn",
        15,
        (r) => `dedup cache size ${int(r, 20, 60)}M keys, heap ${fixed(1.6 + 0.4 * r(), 2)}GiB`,
        { until: 120 },
      ),
      E("download-tracker", "fatal", 45, () => "fatal error: runtime: out of memory", {
        from: 90,
        stack: () => [
          "",
          "runtime stack:",
          "runtime.throw({0xb1e2c3?, 0x2000?})",
          "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
          "runtime.sysMapOS(0xc0a8000000, 0x40000000)",
          "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b",
          "",
          "goroutine 88 [running]:",
          "podwave/tracker/dedup.(*Window).Add(0xc000142000, {0xc09f3e1200, 0x40})",
          "\t/src/tracker/dedup/window.go:61 +0x1b4",
        ],
      }),
      E("download-tracker", "info", 45, () => "download-tracker starting (build 2026.11.24-1)", { from: 95 }),
      E("feed-server", "warn", 8, () => "download beacon to download-tracker failed: connection refused", { from: 90 }),
    ],
  },
  // ---------------- disk ----------------
  {
    estate: lyra,
    category: "disk",
    origin: "asset-store",
    hints: ["no space", "disk", "enospc", "space left"],
    sev: "high",
    note: "asset-store's staging volume fills up; multipart assembly fails with no space left on device and deliveries back up.",
    keep: 0.3,
    emits: [
      E("asset-store", "warn", 30, (r) => `staging volume /data/staging ${int(r, 96, 99)}% used`, { until: 60 }),
      E(
        "asset-store",
        "error",
        2,
        (r) => `assemble upload ${hex(r, 12)}: write /data/staging/${hex(r, 12)}.part: no space left on device`,
        { from: 30 },
      ),
      E(
        "ddex-ingest",
        "error",
        4,
        (r) => `delivery ${upper(r, 12)} failed at asset upload: asset-store returned 500, will retry in 60s`,
        { from: 35 },
      ),
    ],
  },
  {
    estate: cadenza,
    category: "disk",
    origin: "play-events",
    hints: ["no space", "disk", "spool", "space left"],
    sev: "medium",
    note: "play-events' local spool disk fills; it can no longer persist events before producing and starts dropping plays (reported at WARN).",
    keep: 0.5,
    emits: [
      E(
        "play-events",
        "warn",
        2,
        (r) =>
          `spool append failed: write /var/spool/play-events/seg-${int(r, 10000, 99999)}.log: no space left on device; ${int(r, 100, 900)} events dropped`,
      ),
      E("play-events", "warn", 30, () => "disk /var/spool/play-events 100% used (0 B free)"),
      E("playback-svc", "warn", 6, () => "play-events returned 507 Insufficient Storage, event kept in outbox"),
    ],
  },
  {
    estate: stave,
    category: "disk",
    origin: "usage-ingest",
    hints: ["flood", "watermark", "read-only", "disk"],
    sev: "high",
    note: "The Elasticsearch cluster behind usage-ingest passes its flood-stage watermark; indices turn read-only and every bulk write from usage-ingest is refused.",
    keep: 0.3,
    emits: [
      E(
        "usage-ingest",
        "error",
        2,
        (r) =>
          `bulk index of ${int(r, 1000, 5000)} plays into usage-2026.11 failed: index [usage-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]`,
      ),
      E("play-dedupe", "warn", 10, () => "upstream usage-ingest not acking, window emission paused"),
    ],
  },
  {
    estate: podwave,
    category: "disk",
    origin: "audio-processor",
    hints: ["no space", "errno 28", "disk", "space left"],
    sev: "medium",
    note: "audio-processor's scratch disk fills with stale ffmpeg temp files; every job dies with Errno 28 No space left on device.",
    keep: 0.2,
    emits: [
      E("audio-processor", "error", 5, (r) => `processing ep_${upper(r, 8).toLowerCase()} failed`, {
        stack: () =>
          python(
            [
              ["/app/processor/pipeline.py", 142, "run", "self._transcode(src, tmp)"],
              ["/app/processor/pipeline.py", 98, "_transcode", "shutil.copyfileobj(resp.raw, fh)"],
            ],
            "OSError: [Errno 28] No space left on device: '/scratch/tmpq8x3k1/source.wav'",
          ),
      }),
      E("host-dashboard", "warn", 15, () => "episode stuck in 'processing' for more than 10 min", { from: 120 }),
    ],
  },
  // ---------------- unknown ----------------
  {
    estate: lyra,
    category: "unknown",
    origin: "transcode-worker",
    hints: ["exit", "crash", "unknown", "restart", "failed"],
    sev: "medium",
    note: "transcode-worker processes keep exiting with status 1 and restarting without ever logging why; deliveries stall behind the transcoding step.",
    keep: 0.1,
    emits: [
      E("transcode-worker", "error", 20, (r) => `worker ${int(r, 1, 8)} exited with status 1`),
      E(
        "transcode-worker",
        "info",
        20,
        (r) => `transcode-worker ${int(r, 1, 8)} starting (build 7.2.0-ffmpeg6.1, 8 threads)`,
      ),
      E("transcode-worker", "error", 4, (r) => `job tj-${hex(r, 8)} status=FAILED`),
      E("ddex-ingest", "warn", 5, (r) => `delivery ${upper(r, 12)} stuck in TRANSCODING`),
    ],
  },
  {
    estate: cadenza,
    category: "unknown",
    origin: "geo-rights",
    hints: ["unresponsive", "unavailable", "unknown", "hang"],
    sev: "high",
    note: "geo-rights stops logging and stops answering without a word; playback-svc times out waiting for territory clearance and the gateway returns 504.",
    keep: 0,
    emits: [
      E(
        "playback-svc",
        "error",
        1,
        (r) =>
          `territory check for trk_${hex(r, 10)} failed: I/O error on GET request for "http://geo-rights:8080/v1/clearance": Read timed out`,
      ),
      E(
        "edge-gw",
        "warn",
        0.8,
        (r) =>
          `"POST /v1/playback/start HTTP/2" 504 UT 0 ${ms(r, 3000, 3010)} upstream=playback-svc "Cadenza/8.4.1 (iOS 18.1)"`,
      ),
      E("offline-sync", "warn", 8, () => "territory recheck skipped, geo-rights unreachable"),
    ],
  },
  {
    estate: stave,
    category: "unknown",
    origin: "play-dedupe",
    hints: ["failed", "restart", "unknown"],
    sev: "medium",
    note: "play-dedupe's job fails and restarts again and again without logging a cause; usage-ingest backs up and play counts stop.",
    keep: 0.05,
    emits: [
      E("play-dedupe", "error", 20, () => "Job play-dedupe (3f2a0c9d1e) switched from state RUNNING to FAILING."),
      E(
        "play-dedupe",
        "info",
        20,
        (r) => `Restarting job play-dedupe from latest checkpoint ${int(r, 8000, 8999)} (attempt #${int(r, 2, 30)})`,
      ),
      E("usage-ingest", "warn", 4, (r) => `dedupe consumer lag ${int(r, 100, 900)}k records and rising`),
      E("royalty-engine", "warn", 30, () => "no input windows in last 2 min"),
    ],
  },
  {
    estate: podwave,
    category: "unknown",
    origin: "feed-server",
    hints: ["unresponsive", "unavailable", "unknown", "hang"],
    sev: "high",
    note: "feed-server stops answering and stops logging entirely; directory crawlers and internal callers report timeouts fetching feeds.",
    keep: 0,
    emits: [
      E(
        "directory-sync",
        "error",
        3,
        () => "feed fetch http://feed-server:3000/internal/feeds failed: ETIMEDOUT after 10000ms",
      ),
      E("episode-upload", "error", 12, () => "publish hook: feed-server timed out after 15s"),
      E("cdn-purger", "warn", 10, () => "backend feed-server health probe failed (timeout), CDN serving stale"),
      E("host-dashboard", "error", 6, () => "GET /shows/:slug 504 feed preview timed out"),
    ],
  },
];
