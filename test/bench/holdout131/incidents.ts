// The 52 outages of holdout131, four per category, one per estate each: what the service at fault logs, what its
// callers log in their own words, and which base traffic stops succeeding. Wording follows each product's real logs.
import type { Rng } from "./rng.js";
import { dotnetStack, goStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import type { Level, Msg } from "./stream.js";

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

export interface Emit {
  svc: string;
  lvl: Level;
  perMin: number;
  msg: Msg;
  stack?: Msg;
  /** seconds after the start (negative: a precursor) */
  after?: number;
  until?: number;
}

export interface Spec {
  estate: string;
  origin: string;
  category: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** share of the origin's own base lines kept after the start (undefined: all) */
  quiet?: number;
  /** share of requests through the origin that stop succeeding (default 0.9) */
  breaks?: number;
  /** the origin's own rollout or reload right before the start */
  ownChange?: "deploy" | "reload";
  emits: Emit[];
  once?: Array<{ at: number; svc: string; lvl: Level; msg: string; stack?: string }>;
}

const NW = ["nwhits", "nwgold", "nwtalk"];
const CO = ["cobalt-rock", "cobalt-chill", "cobalt-country"];
const PH = [
  "the-long-take",
  "kitchen-table-money",
  "night-shift-stories",
  "pitchside",
  "small-print",
  "true-crime-weekly",
];
const TP = ["bytesized", "the-quiet-hour", "founders-unplugged", "retro-replay", "market-mornings", "mystery-mile"];
const ep = (r: Rng) => `ep_${r.int(1000, 9999)}`;
const ms = (r: Rng, a: number, b: number) => r.int(a, b);
const ip10 = (r: Rng) => `${r.pick([10, 10, 10, 86, 81])}.${r.int(0, 250)}.${r.int(0, 255)}.${r.int(2, 250)}`;
const pubIp = (r: Rng) => `${r.pick([86, 81, 92, 100, 172])}.${r.int(0, 250)}.${r.int(0, 255)}.${r.int(2, 250)}`;
const uuid = (r: Rng) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}`;

export const SPECS: Spec[] = [
  // ------------------------------------------------------------------ authentication
  {
    estate: "northwave",
    origin: "royalty-reporter",
    category: "authentication",
    hints: ["auth", "sftp", "credential", "login", "jsch"],
    sev: "medium",
    note: "royalty-reporter can no longer log in to the SoundExchange SFTP drop (its key is refused) and every monthly report upload fails and is retried.",
    emits: [
      {
        svc: "royalty-reporter",
        lvl: "ERROR",
        perMin: 4,
        msg: (r) => `Upload of NW-2026-06-part${r.int(1, 9)}.tsv to sftp.soundexchange.com:22 failed`,
        stack: () =>
          javaStack("com.jcraft.jsch.JSchException: Auth fail for methods 'publickey,password'", [
            "com.jcraft.jsch.Session.connect(Session.java:519)",
            "org.springframework.integration.sftp.session.DefaultSftpSessionFactory.initJschSession(DefaultSftpSessionFactory.java:411)",
            "org.springframework.integration.sftp.session.DefaultSftpSessionFactory.getSession(DefaultSftpSessionFactory.java:376)",
            "com.northwave.royalty.upload.SoundExchangeUploader.push(SoundExchangeUploader.java:88)",
            "com.northwave.royalty.batch.MonthlyReportJob.run(MonthlyReportJob.java:142)",
          ]),
      },
      {
        svc: "royalty-reporter",
        lvl: "WARN",
        perMin: 4,
        after: 5,
        msg: (r) =>
          `Retrying upload NW-2026-06 in ${r.pick([30, 60, 120])}s (attempt ${r.int(2, 9)}/10); ${r.int(3, 9)} parts pending`,
      },
      {
        svc: "royalty-reporter",
        lvl: "WARN",
        perMin: 1,
        after: 40,
        msg: () =>
          "Session.connect: server sftp.soundexchange.com offered publickey,password; key fingerprint SHA256:Jx2k...q0 not accepted",
      },
    ],
  },
  {
    estate: "cobalt",
    origin: "dai-stitcher",
    category: "authentication",
    hints: ["unauthenticated", "oauth", "credential", "token", "401"],
    sev: "high",
    note: "dai-stitcher's Google Ad Manager service-account credentials stop being accepted (401 UNAUTHENTICATED), so ad breaks are served without ads and the gateway reports failing ad calls.",
    breaks: 0.95,
    emits: [
      {
        svc: "dai-stitcher",
        lvl: "ERROR",
        perMin: 20,
        msg: (r) =>
          `ad request for session s-${r.hex(10)} failed: googleapi: Error 401: Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential., unauthorized`,
      },
      {
        svc: "dai-stitcher",
        lvl: "WARN",
        perMin: 2,
        msg: () =>
          'oauth2: cannot fetch token: 401 Unauthorized Response: {"error":"invalid_client","error_description":"The OAuth client was not found."}',
      },
      {
        svc: "player-gateway",
        lvl: "WARN",
        perMin: 20,
        after: 1,
        msg: (r) =>
          `GET /v2/streams/${r.pick(CO)}/ads?session=s-${r.hex(10)} 502 ${ms(r, 40, 160)}ms - dai-stitcher: ad decision unavailable, break filled with station promo`,
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "payouts-ledger",
    category: "authentication",
    hints: ["password", "authentication", "28p01", "credential", "login"],
    sev: "medium",
    note: "payouts-ledger's database login is rejected (28P01 password authentication failed) after a secret rotation; creator earnings pages fail.",
    quiet: 0.2,
    emits: [
      {
        svc: "payouts-ledger",
        lvl: "ERROR",
        perMin: 6,
        msg: () =>
          "An error occurred using the connection to database 'payouts' on server 'payouts-pg.podhaven.internal'.",
        stack: () =>
          dotnetStack(
            'Npgsql.PostgresException (0x80004005): 28P01: password authentication failed for user "payouts_svc"',
            [
              "Npgsql.Internal.NpgsqlConnector.<ReadMessage>g__ReadMessageLong|233_0(NpgsqlConnector connector, Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
              "Npgsql.Internal.NpgsqlConnector.AuthenticateSASL(List`1 mechanisms, String username, Boolean async, CancellationToken cancellationToken)",
              "Npgsql.Internal.NpgsqlConnector.Open(NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
              "Podhaven.Payouts.Ledger.AccrualService.AccrueAsync(CancellationToken ct) in /src/Payouts.Ledger/AccrualService.cs:line 57",
            ],
          ),
      },
      {
        svc: "payouts-ledger",
        lvl: "ERROR",
        perMin: 1,
        after: 20,
        msg: () => "Health check 'db' completed after 12.4ms with status Unhealthy",
      },
      {
        svc: "creator-dashboard",
        lvl: "ERROR",
        perMin: 5,
        after: 3,
        msg: (r) =>
          `Faraday::ServerError (the server responded with status 500) GET http://payouts-ledger/api/earnings?show=${r.pick(PH)}`,
      },
      {
        svc: "creator-dashboard",
        lvl: "INFO",
        perMin: 5,
        after: 3,
        msg: (r) =>
          `Completed 502 Bad Gateway in ${ms(r, 40, 140)}ms (Views: 2.1ms | ActiveRecord: 3.4ms | Allocations: 8123)`,
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "stats-pipeline",
    category: "authentication",
    hints: ["password", "username", "authentication", "credential", "snowflake"],
    sev: "medium",
    note: "stats-pipeline's warehouse sink is refused by Snowflake (incorrect username or password) and the Flink job keeps restarting.",
    quiet: 0.1,
    emits: [
      {
        svc: "stats-pipeline",
        lvl: "ERROR",
        perMin: 3,
        msg: () => "Sink: snowflake-downloads (1/1)#4 switched from RUNNING to FAILED with failure cause:",
        stack: () =>
          javaStack("net.snowflake.client.jdbc.SnowflakeSQLException: Incorrect username or password was specified.", [
            "net.snowflake.client.core.SessionUtil.newSession(SessionUtil.java:717)",
            "net.snowflake.client.core.SessionUtil.openSession(SessionUtil.java:306)",
            "net.snowflake.client.core.SFSession.open(SFSession.java:572)",
            "net.snowflake.client.jdbc.SnowflakeConnectionV1.<init>(SnowflakeConnectionV1.java:148)",
            "com.tinpod.stats.sink.SnowflakeSink.open(SnowflakeSink.java:61)",
            "org.apache.flink.streaming.runtime.tasks.StreamTask.restoreGates(StreamTask.java:753)",
          ]),
      },
      {
        svc: "stats-pipeline",
        lvl: "INFO",
        perMin: 3,
        after: 2,
        msg: (r) => `Job downloads-agg (${r.hex(32)}) switched from state RUNNING to RESTARTING.`,
      },
      {
        svc: "stats-pipeline",
        lvl: "WARN",
        perMin: 1,
        after: 90,
        msg: (r) => `Checkpoint ${r.int(9000, 9100)} of job downloads-agg expired before completing.`,
      },
    ],
  },
  // ------------------------------------------------------------------ authorization
  {
    estate: "northwave",
    origin: "playout-engine",
    category: "authorization",
    hints: ["access", "denied", "unauthorized", "permission"],
    sev: "high",
    note: "playout-engine is denied access to the cart audio share, cannot load songs or spots, and NWHITS falls back to the emergency loop while the silence detector fires.",
    emits: [
      {
        svc: "playout-engine",
        lvl: "ERROR",
        perMin: 5,
        msg: (r) => `Cart ${r.int(100000, 199999)} could not be loaded for NWHITS, skipping`,
        stack: (r) =>
          dotnetStack(
            `System.UnauthorizedAccessException: Access to the path '\\\\nw-media01\\carts\\${r.int(10, 19)}\\${r.int(100000, 199999)}.wav' is denied.`,
            [
              "System.IO.FileSystem.CreateFileHandle(String fullPath, FileMode mode, FileAccess access, FileShare share, FileOptions options)",
              "System.IO.Strategies.OSFileStreamStrategy..ctor(String path, FileMode mode, FileAccess access, FileShare share, FileOptions options, Int64 preallocationSize)",
              "Northwave.Playout.Audio.CartLoader.OpenAsync(CartId id) in D:\\a\\playout\\src\\Playout.Audio\\CartLoader.cs:line 74",
              "Northwave.Playout.Engine.Deck.CueNextAsync() in D:\\a\\playout\\src\\Playout.Engine\\Deck.cs:line 201",
            ],
          ),
      },
      {
        svc: "playout-engine",
        lvl: "WARN",
        perMin: 1.5,
        after: 20,
        msg: () => "Deck A underrun on NWHITS: no playable item in the next 3 log lines, starting emergency loop",
      },
      {
        svc: "silence-monitor",
        lvl: "ERROR",
        perMin: 2,
        after: 35,
        msg: (r) =>
          `dead air on nwhits: ${r.int(12, 40)}.${r.int(0, 9)}s below -50 dBFS (no PAUSE in schedule) - paging studio`,
      },
      {
        svc: "stream-encoder",
        lvl: "WARN",
        perMin: 1,
        after: 40,
        msg: () => "[nwhits_in:2] Source failed (no more data)! Switching to emergency_loop.mp3",
      },
    ],
    breaks: 0.7,
  },
  {
    estate: "cobalt",
    origin: "soundexchange-export",
    category: "authorization",
    hints: ["accessdenied", "access denied", "not authorized", "permission", "s3"],
    sev: "medium",
    note: "soundexchange-export is no longer allowed to write to the reports bucket (S3 AccessDenied on PutObject) and every staged report part fails to upload.",
    emits: [
      {
        svc: "soundexchange-export",
        lvl: "ERROR",
        perMin: 4,
        msg: (r) => `Failed to upload s3://cobalt-royalty-reports/2026/Q2/COBALT-2026-Q2-part${r.int(1, 40)}.csv`,
        stack: (r) =>
          javaStack(
            `software.amazon.awssdk.services.s3.model.S3Exception: User: arn:aws:sts::412233019874:assumed-role/soundexchange-export-role/${r.hex(8)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::cobalt-royalty-reports/2026/Q2/COBALT-2026-Q2-part${r.int(1, 40)}.csv" because no identity-based policy allows the s3:PutObject action (Service: S3, Status Code: 403, Request ID: ${r.hex(16).toUpperCase()})`,
            [
              "software.amazon.awssdk.services.s3.model.S3Exception$BuilderImpl.build(S3Exception.java:104)",
              "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
              "software.amazon.awssdk.services.s3.DefaultS3Client.putObject(DefaultS3Client.java:10468)",
              "fm.cobalt.royalty.export.ReportUploader.upload(ReportUploader.java:53)",
              "fm.cobalt.royalty.export.QuarterlyExportJob.execute(QuarterlyExportJob.java:97)",
            ],
          ),
      },
      {
        svc: "soundexchange-export",
        lvl: "WARN",
        perMin: 4,
        after: 2,
        msg: (r) => `Export step 'upload' failed, ${r.int(10, 40)} parts left in staging; retry scheduled`,
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "media-transcoder",
    category: "authorization",
    hints: ["403", "forbidden", "permission", "access", "storage.objects.create"],
    sev: "high",
    note: "media-transcoder's service account loses write permission on the media bucket (403 storage.objects.create), so every transcode fails at upload and new episodes cannot be published.",
    breaks: 1,
    emits: [
      {
        svc: "media-transcoder",
        lvl: "ERROR",
        perMin: 2,
        msg: (r) =>
          `job ${r.hex(8)}: upload ${r.pick(PH)}/${ep(r)}/128k.mp3 failed: googleapi: Error 403: media-transcoder@podhaven-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist)., forbidden`,
      },
      {
        svc: "episode-publisher",
        lvl: "ERROR",
        perMin: 2,
        after: 30,
        msg: (r) =>
          `Task podhaven.publish.prepare_episode[${uuid(r)}] retry: Retry in 120s: TranscodeJobFailed('job ${r.hex(8)} status=FAILED')`,
      },
      {
        svc: "episode-publisher",
        lvl: "WARN",
        perMin: 0.5,
        after: 240,
        msg: (r) =>
          `${r.int(4, 20)} episodes waiting on transcode for more than 5 minutes (scheduled releases at risk)`,
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "search-indexer",
    category: "authorization",
    hints: ["security_exception", "unauthorized", "privilege", "role", "403"],
    sev: "medium",
    note: "search-indexer's Elasticsearch user loses its write privilege (security_exception, role tinpod_reader only) so no episode gets indexed.",
    quiet: 0,
    emits: [
      {
        svc: "search-indexer",
        lvl: "ERROR",
        perMin: 3,
        msg: (r) => `bulk index into episodes-v7 failed (${r.int(5, 60)} docs)`,
        stack: () =>
          pyStack(
            [
              ["/app/indexer/worker.py", 118, "flush", "resp = self.es.bulk(operations=ops, refresh=False)"],
              [
                "/usr/local/lib/python3.12/site-packages/elasticsearch/_sync/client/utils.py",
                446,
                "wrapped",
                "return api(*args, **kwargs)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/elasticsearch/_sync/client/_base.py",
                352,
                "_perform_request",
                "raise HTTP_EXCEPTIONS.get(meta.status, ApiError)(",
              ],
            ],
            "elasticsearch.AuthorizationException: AuthorizationException(403, 'security_exception', 'action [indices:data/write/bulk[s]] is unauthorized for user [search-indexer] with effective roles [tinpod_reader] on indices [episodes-v7], this action is granted by the index privileges [create_doc,create,delete,index,write,all]')",
          ),
      },
      {
        svc: "search-indexer",
        lvl: "WARN",
        perMin: 1,
        after: 60,
        msg: (r) => `index queue depth ${r.int(400, 3000)} (oldest item ${r.int(2, 12)}m)`,
      },
      {
        svc: "app-api",
        lvl: "WARN",
        perMin: 0.6,
        after: 200,
        msg: (r) =>
          `search result for newly published episode ${r.hex(10)} missing after 5m (creator support ticket ${r.int(40000, 49999)})`,
      },
    ],
  },
  // ------------------------------------------------------------------ database
  {
    estate: "northwave",
    origin: "traffic-scheduler",
    category: "database",
    hints: ["deadlock", "sql", "database", "sqlexception", "1205"],
    sev: "medium",
    note: "traffic-scheduler's SQL Server transactions keep getting chosen as deadlock victims, so log reconciliation and playout's merge requests fail.",
    emits: [
      {
        svc: "traffic-scheduler",
        lvl: "ERROR",
        perMin: 4,
        msg: (r) => `Reconcile of log NWH-20260603 failed at block ${pad2(r.int(6, 22))}:${pick4(r)}`,
        stack: (r) =>
          dotnetStack(
            `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.int(50, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
            [
              "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
              "Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)",
              "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
              "Northwave.Traffic.Reconcile.LogReconciler.ApplyAsync(LogId id) in /src/Traffic/Reconcile/LogReconciler.cs:line 133",
            ],
          ),
      },
      {
        svc: "traffic-scheduler",
        lvl: "WARN",
        perMin: 3,
        msg: () => "Error Number:1205,State:51,Class:13 - retrying transaction (attempt 3/3)",
      },
      {
        svc: "playout-engine",
        lvl: "WARN",
        perMin: 2,
        after: 20,
        msg: (r) =>
          `Log merge NWH-20260603 hour ${pad2(r.int(14, 20))} failed: traffic-scheduler returned 500 Internal Server Error; keeping previous merge`,
      },
    ],
  },
  {
    estate: "cobalt",
    origin: "metadata-bridge",
    category: "database",
    hints: ["too many clients", "connection", "postgres", "database", "53300"],
    sev: "medium",
    note: "metadata-bridge cannot get Postgres connections (sorry, too many clients already) and now-playing pushes from automation fail.",
    emits: [
      {
        svc: "metadata-bridge",
        lvl: "ERROR",
        perMin: 8,
        msg: () => "failed to persist now-playing event",
        stack: () =>
          nodeStack("error: sorry, too many clients already", [
            "Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:283:98)",
            "Parser.handlePacket (/app/node_modules/pg-protocol/dist/parser.js:122:29)",
            "Parser.parse (/app/node_modules/pg-protocol/dist/parser.js:35:38)",
            "Socket.<anonymous> (/app/node_modules/pg-protocol/dist/index.js:11:42)",
            "async NowPlayingStore.save (/app/dist/store/nowPlaying.js:41:9)",
          ]),
      },
      {
        svc: "metadata-bridge",
        lvl: "ERROR",
        perMin: 2,
        msg: () =>
          "pg pool: error: remaining connection slots are reserved for non-replication superuser connections (code 53300)",
      },
      {
        svc: "automation-core",
        lvl: "WARN",
        perMin: 2.5,
        after: 4,
        msg: (r) =>
          `Now-playing webhook to http://metadata-bridge:3000/events failed: 500 Internal Server Error (event ${r.pick(CO).toUpperCase()} SONG)`,
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "dl-analytics",
    category: "database",
    hints: ["too many parts", "clickhouse", "database", "insert"],
    sev: "medium",
    note: "dl-analytics' ClickHouse inserts are rejected with TOO_MANY_PARTS, the download consumer stalls and creator stats queries fail.",
    breaks: 0.8,
    quiet: 0.1,
    emits: [
      {
        svc: "dl-analytics",
        lvl: "ERROR",
        perMin: 4,
        msg: (r) => `insert into downloads_local failed (${r.int(3800, 5600)} rows), batch kept for retry`,
        stack: () =>
          pyStack(
            [
              [
                "/app/dl_analytics/sink.py",
                77,
                "write_batch",
                "self.client.insert('downloads_local', rows, column_names=COLS)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/clickhouse_connect/driver/client.py",
                612,
                "insert",
                "return self.data_insert(context)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/clickhouse_connect/driver/httpclient.py",
                375,
                "_error_handler",
                "raise OperationalError(err_str) if retried else DatabaseError(err_str) from None",
              ],
            ],
            "clickhouse_connect.driver.exceptions.DatabaseError: HTTPDriver for http://clickhouse-0.analytics:8123 returned response code 500)\n Code: 252. DB::Exception: Too many parts (300 with average size of 41.12 KiB) in table 'analytics.downloads_local'. Merges are processing significantly slower than inserts. (TOO_MANY_PARTS) (version 24.3.2.23 (official build))",
          ),
      },
      {
        svc: "dl-analytics",
        lvl: "WARN",
        perMin: 1,
        after: 60,
        msg: (r) => `consumer downloads.raw lag ${r.int(40000, 400000)} and growing, pausing partitions 0-11`,
      },
      {
        svc: "creator-dashboard",
        lvl: "ERROR",
        perMin: 4,
        after: 10,
        msg: (r) =>
          `Net::ReadTimeout after 5s from dl-analytics stats query show=${r.pick(PH)} (Completed 504 Gateway Timeout)`,
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "feed-api",
    category: "database",
    hints: ["read-only", "readonly", "pg", "database", "sql"],
    sev: "high",
    note: "feed-api's Postgres connection lands on a read-only node after a failover, so every feed request that records its fetch fails with PG::ReadOnlySqlTransaction.",
    breaks: 1,
    quiet: 0.15,
    emits: [
      {
        svc: "feed-api",
        lvl: "ERROR",
        perMin: 40,
        msg: (r) =>
          `method=GET path=/rss/${r.pick(TP)} format=xml controller=FeedsController action=show status=500 error='ActiveRecord::StatementInvalid: PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction' duration=${(r.next() * 20 + 5).toFixed(2)}`,
      },
      {
        svc: "feed-api",
        lvl: "ERROR",
        perMin: 2,
        msg: () =>
          "ActiveRecord::StatementInvalid (PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction):",
        stack: () =>
          rubyStack("", [
            "activerecord (7.1.3.4) lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in `exec'",
            "activerecord (7.1.3.4) lib/active_record/persistence.rb:1088:in `_update_row'",
            "app/models/show.rb:88:in `touch_fetched!'",
            "app/controllers/feeds_controller.rb:14:in `show'",
          ]).replace(/^\n/, ""),
      },
      {
        svc: "app-api",
        lvl: "ERROR",
        perMin: 14,
        after: 1,
        msg: (r) => `GET /v1/shows/${r.pick(TP)}/episodes 502 ${ms(r, 30, 90)}ms - upstream feed-api responded 500`,
      },
    ],
  },
  // ------------------------------------------------------------------ network
  {
    estate: "northwave",
    origin: "stream-encoder",
    category: "network",
    hints: ["broken pipe", "connection", "network", "socket", "reset"],
    sev: "high",
    quiet: 0.4,
    note: "stream-encoder's uplink to icecast-edge breaks (broken pipe, connection refused/reset while reconnecting), icecast moves listeners to the fallback mount and listeners drop.",
    breaks: 0.6,
    emits: [
      {
        svc: "stream-encoder",
        lvl: "ERROR",
        perMin: 6,
        msg: (r) =>
          `[${r.pick(["nwhits", "nwgold"])}_128:2] Connection failed: could not write data to host: Broken pipe in write()`,
      },
      {
        svc: "stream-encoder",
        lvl: "WARN",
        perMin: 6,
        after: 3,
        msg: (r) => {
          const st = r.pick(["nwhits", "nwgold"]);
          return `[${st}_128:3] Will try to reconnect in 3.00 seconds. (Connecting mount ${st}-128.aac for source@icecast-edge:8000: ${r.pick(["Connection reset by peer", "Connection timed out", "No route to host"])})`;
        },
      },
      {
        svc: "icecast-edge",
        lvl: "WARN",
        perMin: 3,
        after: 2,
        msg: (r) =>
          `source/source_main.c: Source "/${r.pick(["nwhits", "nwgold"])}-128.aac" exiting; moving ${r.int(400, 2600)} listeners to fallback /emergency-128.aac`,
      },
      {
        svc: "icecast-edge",
        lvl: "INFO",
        perMin: 60,
        after: 5,
        msg: (r) =>
          `source/source_main.c: listener ${pubIp(r)} disconnected from /${r.pick(["nwhits", "nwgold"])}-128.aac after ${r.int(3, 40)}s`,
      },
      {
        svc: "listener-app-bff",
        lvl: "ERROR",
        perMin: 10,
        after: 10,
        msg: (r) =>
          `player report: stream ${r.pick(["nwhits", "nwgold"])} stalled on ${r.pick(["ios", "android"])} (${r.int(20, 200)} reports/min), mount returned fallback`,
      },
      {
        svc: "silence-monitor",
        lvl: "ERROR",
        perMin: 2,
        after: 15,
        msg: (r) => `probe ${r.pick(["nwhits", "nwgold"])}: no audio frames for ${r.int(8, 30)}s (stream offline)`,
      },
    ],
  },
  {
    estate: "cobalt",
    origin: "hls-packager",
    category: "network",
    hints: ["srt", "connection", "network", "broken", "link"],
    sev: "high",
    note: "hls-packager loses the SRT contribution link from the studio encoder (connection broken, reconnects time out), segments stop and player playlists go stale.",
    quiet: 0.1,
    breaks: 0.9,
    emits: [
      {
        svc: "hls-packager",
        lvl: "ERROR",
        perMin: 3,
        msg: (r) =>
          `SRT input ${r.pick(CO)}: @${r.int(100000000, 999999999)}: srt_recvmsg: Connection was broken (SRT_ECONNLOST), reconnecting to 10.20.9.4:${r.pick([9000, 9001, 9002])}`,
      },
      {
        svc: "hls-packager",
        lvl: "WARN",
        perMin: 6,
        after: 3,
        msg: (r) =>
          `SRT input ${r.pick(CO)}: connect to 10.20.9.4:${r.pick([9000, 9001, 9002])} failed: Connection setup failure: connection timed out (SRT_ENOSERVER)`,
      },
      {
        svc: "player-gateway",
        lvl: "WARN",
        perMin: 30,
        after: 15,
        msg: (r) =>
          `GET /v2/streams/${r.pick(CO)}/playlist.m3u8 200 ${ms(r, 3, 12)}ms stale=true last-segment-age=${r.int(20, 300)}s`,
      },
      {
        svc: "player-gateway",
        lvl: "ERROR",
        perMin: 6,
        after: 60,
        msg: (r) =>
          `playlist ${r.pick(CO)} has not advanced for ${r.int(60, 300)}s, players will stall (media sequence stuck)`,
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "enclosure-redirect",
    category: "network",
    hints: ["econnreset", "socket", "network", "tls", "connection"],
    sev: "medium",
    note: "enclosure-redirect's connections to the download-event broker are reset during TLS setup, events pile up in its buffer and the analytics consumer sees no new events.",
    emits: [
      {
        svc: "enclosure-redirect",
        lvl: "ERROR",
        perMin: 8,
        msg: () =>
          "kafkajs: [Connection] Connection error: Client network socket disconnected before secure TLS connection was established",
        stack: (r) =>
          nodeStack("Error: Client network socket disconnected before secure TLS connection was established", [
            "connResetException (node:internal/errors:787:14)",
            "TLSSocket.onConnectEnd (node:_tls_wrap:1727:19)",
            "TLSSocket.emit (node:events:531:35)",
            `endReadableNT (node:internal/streams/readable:1696:12) { code: 'ECONNRESET', host: 'events-${r.int(0, 2)}.podhaven.internal', port: 9093 }`,
          ]),
      },
      {
        svc: "enclosure-redirect",
        lvl: "WARN",
        perMin: 2,
        after: 30,
        msg: (r) =>
          `download event buffer at ${r.int(20000, 90000)}/100000, oldest ${r.int(1, 9)}m; events will be dropped when full`,
      },
      {
        svc: "dl-analytics",
        lvl: "WARN",
        perMin: 2,
        after: 45,
        msg: (r) =>
          `consumer downloads.raw: no new events for ${r.int(60, 400)}s on partitions 0-11 (producers silent?)`,
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "ingest-worker",
    category: "network",
    hints: ["no route", "connection", "network", "errno 113", "unreachable"],
    sev: "medium",
    note: "ingest-worker can no longer reach the internal upload store (No route to host) after a network change, so new episodes stay in processing.",
    quiet: 0.1,
    emits: [
      {
        svc: "ingest-worker",
        lvl: "ERROR",
        perMin: 3,
        msg: (r) => `Job ingest.fetch_source(${r.hex(10)}) failed, moved to FailedJobRegistry`,
        stack: (r) =>
          pyStack(
            [
              ["/usr/local/lib/python3.12/site-packages/rq/worker.py", 1431, "perform_job", "rv = job.perform()"],
              ["/app/ingest/fetch.py", 52, "fetch_source", "resp = session.get(url, stream=True, timeout=(5, 60))"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                700,
                "send",
                "raise ConnectionError(e, request=request)",
              ],
            ],
            `requests.exceptions.ConnectionError: HTTPSConnectionPool(host='uploads.tinpod-media.internal', port=443): Max retries exceeded with url: /raw/${r.hex(10)}.wav (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 113] No route to host'))`,
          ),
      },
      {
        svc: "ingest-worker",
        lvl: "WARN",
        perMin: 3,
        after: 1,
        msg: (r) =>
          `urllib3.connectionpool: Retrying (Retry(total=${r.int(0, 2)}, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError: [Errno 113] No route to host': /raw/${r.hex(10)}.wav`,
      },
      {
        svc: "app-api",
        lvl: "WARN",
        perMin: 1,
        after: 120,
        msg: (r) => `GET /v1/creator/episodes/${r.hex(10)}/status 200 - state=processing for ${r.int(6, 30)}m`,
      },
    ],
  },
  // ------------------------------------------------------------------ timeout
  {
    estate: "northwave",
    origin: "nowplaying-api",
    category: "timeout",
    hints: ["deadline", "timeout", "timed out", "context"],
    sev: "medium",
    note: "nowplaying-api's lookups start running past their 2s deadline (it only warns) while listener-app-bff times out and retries, louder than the origin.",
    breaks: 0.85,
    emits: [
      {
        svc: "nowplaying-api",
        lvl: "WARN",
        perMin: 20,
        msg: (r) =>
          `GET /v1/nowplaying/${r.pick(NW)} handler exceeded deadline after 2.00${r.int(0, 9)}s: context deadline exceeded`,
      },
      {
        svc: "listener-app-bff",
        lvl: "ERROR",
        perMin: 40,
        after: 1,
        msg: (r) =>
          `GET /api/v3/stations/${r.pick(NW)}/now 504 3${r.int(0, 40)}ms - nowplaying-api: timeout of 3000ms exceeded`,
        stack: (r) =>
          r.chance(0.2)
            ? nodeStack("AxiosError: timeout of 3000ms exceeded", [
                "RedirectableRequest.handleRequestTimeout (/app/node_modules/axios/dist/node/axios.cjs:3134:16)",
                "RedirectableRequest.emit (node:events:519:28)",
                "Timeout.<anonymous> (/app/node_modules/follow-redirects/index.js:221:12)",
                "listOnTimeout (node:internal/timers:573:17)",
              ])
            : "",
      },
      {
        svc: "listener-app-bff",
        lvl: "WARN",
        perMin: 30,
        after: 2,
        msg: (r) => `retrying nowplaying-api GET /v1/nowplaying/${r.pick(NW)} (attempt ${r.int(2, 3)}/3)`,
      },
    ],
  },
  {
    estate: "cobalt",
    origin: "geo-rights",
    category: "timeout",
    hints: ["timeout", "timed out", "rack::timeout"],
    sev: "high",
    note: "geo-rights requests start running past Rack::Timeout's 5s limit, player-gateway's session calls time out and no new listener sessions start.",
    breaks: 0.9,
    emits: [
      {
        svc: "geo-rights",
        lvl: "ERROR",
        perMin: 8,
        msg: (r) => `source=rack-timeout id=${uuid(r)} timeout=5000ms service=5000ms state=timed_out`,
        stack: () =>
          rubyStack("Rack::Timeout::RequestTimeoutException (Request ran for longer than 5000ms ):", [
            "app/services/territory_lookup.rb:41:in `block in allowed?'",
            "app/services/territory_lookup.rb:38:in `each'",
            "app/services/territory_lookup.rb:38:in `allowed?'",
            "app/controllers/checks_controller.rb:9:in `create'",
          ]),
      },
      {
        svc: "player-gateway",
        lvl: "ERROR",
        perMin: 14,
        after: 5,
        msg: (r) => `POST /v2/sessions 504 ${ms(r, 5000, 5090)}ms station=${r.pick(CO)} - geo-rights check failed`,
        stack: (r) =>
          r.chance(0.3)
            ? javaStack(
                'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://geo-rights:3000/checks": Read timed out',
                [
                  "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                  "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
                  "fm.cobalt.gateway.geo.GeoRightsClient.check(GeoRightsClient.kt:37)",
                  "fm.cobalt.gateway.session.SessionController.create(SessionController.kt:52)",
                ],
                "java.net.SocketTimeoutException: Read timed out",
              )
            : "",
      },
      {
        svc: "player-gateway",
        lvl: "WARN",
        perMin: 10,
        after: 6,
        msg: () => "geo-rights check retry 1/2 after Read timed out",
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "feed-renderer",
    category: "timeout",
    hints: ["timeout", "timed out", "rack::timeout"],
    sev: "medium",
    note: "feed-renderer's renders of the large feeds run past the 15s request timeout, rss-cache serves stale copies and returns 504 on misses.",
    breaks: 0.8,
    emits: [
      {
        svc: "feed-renderer",
        lvl: "ERROR",
        perMin: 8,
        msg: (r) =>
          `Rack::Timeout::RequestTimeoutException (Request waited ${r.int(1, 40)}ms, then ran for longer than 15000ms ):`,
        stack: () =>
          rubyStack("", [
            "app/views/feeds/show.rss.builder:31:in `block (3 levels) in _app_views_feeds_show_rss_builder'",
            "app/views/feeds/show.rss.builder:22:in `each'",
            "app/models/episode.rb:140:in `enclosure_url'",
            "app/controllers/feeds_controller.rb:18:in `show'",
          ]).replace(/^\n/, ""),
      },
      {
        svc: "feed-renderer",
        lvl: "INFO",
        perMin: 8,
        msg: (r) =>
          `Completed 503 Service Unavailable in 150${r.int(0, 90)}ms (ActiveRecord: ${r.int(200, 900)}.4ms | Allocations: ${r.int(900000, 4000000)})`,
      },
      {
        svc: "rss-cache",
        lvl: "WARN",
        perMin: 18,
        after: 10,
        msg: (r) =>
          `GET /feeds/${r.pick(PH)}.xml 200 STALE (upstream feed-renderer timed out after 15s) ua="${r.pick(["Overcast/3.0", "PocketCasts/1.0", "Podcasts/1640.3 CFNetwork/1496.0.7"])}"`,
      },
      {
        svc: "rss-cache",
        lvl: "ERROR",
        perMin: 6,
        after: 16,
        msg: (r) => `GET /feeds/${r.pick(PH)}.xml 504 MISS 15002ms: upstream timeout from feed-renderer`,
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "dynamic-inserter",
    category: "timeout",
    hints: ["timeout", "deadline", "client.timeout", "timed out"],
    sev: "medium",
    note: "The VAST ad server stops answering dynamic-inserter in time (Client.Timeout exceeded), so stitch requests time out and media-edge serves episodes without ads.",
    breaks: 0.9,
    emits: [
      {
        svc: "dynamic-inserter",
        lvl: "ERROR",
        perMin: 20,
        msg: (r) =>
          `vast fetch failed show=${r.pick(TP)}: Get "https://vast.adbridge-exchange.com/v3/vast?pub=tinpod&slot=${r.pick(["pre", "mid"])}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      },
      {
        svc: "media-edge",
        lvl: "WARN",
        perMin: 20,
        after: 2,
        msg: (r) =>
          `stitch request to dynamic-inserter for ${r.pick(TP)}/${r.hex(10)} timed out after 2s, serving unstitched file`,
      },
    ],
  },
  // ------------------------------------------------------------------ rate limiting
  {
    estate: "northwave",
    origin: "nowplaying-api",
    category: "rate_limiting",
    hints: ["429", "too many requests", "rate limit", "throttl"],
    sev: "medium",
    note: "nowplaying-api exceeds the artwork provider's quota and gets 429 Too Many Requests, so now-playing cards go out without cover art and the app reports it.",
    breaks: 0,
    emits: [
      {
        svc: "nowplaying-api",
        lvl: "ERROR",
        perMin: 12,
        msg: (r) =>
          `artwork lookup for "${r.pick(["Dua Lipa", "Raye", "Elbow", "Coldplay", "Noah Kahan", "Kylie Minogue"])}" failed: 429 Too Many Requests (Retry-After: ${r.pick([30, 60, 120])}, quota artwork-api 5000/h exhausted)`,
      },
      {
        svc: "nowplaying-api",
        lvl: "WARN",
        perMin: 6,
        after: 5,
        msg: () => "artwork client backing off: rate limited by provider, serving placeholder art",
      },
      {
        svc: "listener-app-bff",
        lvl: "WARN",
        perMin: 10,
        after: 20,
        msg: (r) =>
          `now-playing card for ${r.pick(NW)} has placeholder artwork (upstream nowplaying-api artwork_status=rate_limited)`,
      },
    ],
  },
  {
    estate: "cobalt",
    origin: "cdn-ingest",
    category: "rate_limiting",
    hints: ["limiting requests", "rate limit", "429", "limit_req"],
    sev: "high",
    note: "cdn-ingest's request limiter starts rejecting segment PUTs from hls-packager (limiting requests by zone ingest), packager retries storm and playlists fall behind.",
    breaks: 0.6,
    emits: [
      {
        svc: "cdn-ingest",
        lvl: "WARN",
        perMin: 30,
        msg: (r) =>
          `[warn] 31#31: *${r.int(100000, 999999)} limiting requests, excess: ${r.int(10, 40)}.${r.int(100, 999)} by zone "ingest", client: 10.20.3.14, server: ingest.cobalt.internal, request: "PUT /ingest/${r.pick(CO)}/aac_96k/seg_${r.int(1840000, 1849999)}.ts HTTP/1.1"`,
      },
      {
        svc: "hls-packager",
        lvl: "ERROR",
        perMin: 45,
        after: 0.5,
        msg: (r) =>
          `upload ${r.pick(CO)}/${r.pick(["aac_48k", "aac_96k", "aac_128k"])}/seg_${r.int(1840000, 1849999)}.ts failed: HTTP 429 Too Many Requests, retry ${r.int(1, 5)}/5 in ${r.pick([250, 500, 1000])}ms`,
      },
      {
        svc: "player-gateway",
        lvl: "WARN",
        perMin: 8,
        after: 60,
        msg: (r) => `GET /v2/streams/${r.pick(CO)}/playlist.m3u8 200 stale=true missing renditions aac_96k`,
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "ad-decision",
    category: "rate_limiting",
    hints: ["rate limit", "429", "too many requests", "throttl"],
    sev: "medium",
    note: "ad-decision's per-publisher limiter starts rejecting with 429 (it logs only warnings), enclosure-redirect serves downloads without ads.",
    breaks: 0.8,
    emits: [
      {
        svc: "ad-decision",
        lvl: "WARN",
        perMin: 18,
        msg: (r) =>
          `RequestNotPermitted: RateLimiter 'publisher-${r.pick(["pub-2231", "pub-1180", "pub-3307"])}' does not permit further calls, responding 429`,
      },
      {
        svc: "enclosure-redirect",
        lvl: "ERROR",
        perMin: 26,
        after: 1,
        msg: (r) => `ad-decision responded 429 Too Many Requests for ${r.pick(PH)}/${ep(r)}; serving unstitched file`,
      },
      {
        svc: "enclosure-redirect",
        lvl: "WARN",
        perMin: 10,
        after: 2,
        msg: (r) => `retry 1/1 ad-decision for ${r.pick(PH)}/${ep(r)} -> 429`,
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "billing-sync",
    category: "rate_limiting",
    hints: ["ratelimit", "rate limit", "429", "too many"],
    sev: "medium",
    note: "billing-sync's backfill hits Stripe's API rate limit (Stripe::RateLimitError), subscription sync stalls and app-api falls back to cached entitlements.",
    quiet: 0.2,
    emits: [
      {
        svc: "billing-sync",
        lvl: "ERROR",
        perMin: 14,
        msg: (r) =>
          `Stripe::RateLimitError: Request rate limit exceeded. You can learn more about rate limits here https://stripe.com/docs/rate-limits. (Request req_${r.hex(14)})`,
      },
      {
        svc: "billing-sync",
        lvl: "WARN",
        perMin: 8,
        msg: (r) =>
          `sleeping ${r.pick([1, 2, 4, 8])}s before retrying GET /v1/subscriptions?starting_after=sub_${r.hex(14)} (429)`,
      },
      {
        svc: "app-api",
        lvl: "WARN",
        perMin: 8,
        after: 60,
        msg: (r) =>
          `entitlements for user u_${r.hex(8)} stale (last billing sync ${r.int(3, 20)}m ago), using cached tier`,
      },
    ],
  },
  // ------------------------------------------------------------------ validation
  {
    estate: "northwave",
    origin: "listener-app-bff",
    category: "validation",
    hints: ["validation", "invalid", "must be", "400"],
    sev: "medium",
    note: "listener-app-bff rejects session requests from the new app release with 400 ValidationError (station must be one of ...), so those listeners cannot start a stream.",
    breaks: 0.35,
    emits: [
      {
        svc: "listener-app-bff",
        lvl: "WARN",
        perMin: 18,
        msg: (r) =>
          `POST /api/v3/sessions 400 ${ms(r, 2, 6)}ms - ValidationError: "station" must be one of [nwhits, nwgold, nwtalk] (got "${r.pick(["nw-hits", "nw-gold", "nw-talk"])}") app=ios/5.0.0`,
      },
      {
        svc: "listener-app-bff",
        lvl: "ERROR",
        perMin: 3,
        after: 30,
        msg: () => "session request validation failed",
        stack: () =>
          nodeStack('ValidationError: "station" must be one of [nwhits, nwgold, nwtalk]', [
            "Object.exports.process (/app/node_modules/joi/lib/errors.js:193:16)",
            "internals.entry (/app/node_modules/joi/lib/validator.js:153:26)",
            "exports.entry (/app/node_modules/joi/lib/validator.js:27:30)",
            "internals.Base.validate (/app/node_modules/joi/lib/base.js:548:26)",
            "createSession (/app/dist/routes/sessions.js:22:41)",
          ]),
      },
    ],
  },
  {
    estate: "cobalt",
    origin: "spot-loader",
    category: "validation",
    hints: ["validation", "invalid", "pydantic", "manifest"],
    sev: "medium",
    note: "spot-loader rejects the agencies' spot manifests with pydantic validation errors, so scheduled breaks play placeholders.",
    emits: [
      {
        svc: "spot-loader",
        lvl: "ERROR",
        perMin: 3,
        msg: (r) =>
          `rejected manifest agency-drop/${r.pick(["mediacom", "zenith", "carat"])}/batch-${r.int(400, 499)}.json`,
        stack: (r) =>
          pyStack(
            [
              ["/app/loader/ingest.py", 64, "load_manifest", "manifest = SpotManifest.model_validate_json(raw)"],
              [
                "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
                580,
                "model_validate_json",
                "return cls.__pydantic_validator__.validate_json(json_data, strict=strict, context=context)",
              ],
            ],
            `pydantic_core._pydantic_core.ValidationError: 2 validation errors for SpotManifest\nspots.${r.int(0, 9)}.duration_s\n  Input should be a valid integer, got a number with a fractional part [type=int_from_float, input_value=30.4, input_type=float]\nspots.${r.int(0, 9)}.isci\n  String should match pattern '^[A-Z0-9]{8,12}$' [type=string_pattern_mismatch, input_value='BRL-0617-30', input_type=str]`,
          ),
      },
      {
        svc: "automation-core",
        lvl: "ERROR",
        perMin: 1.5,
        after: 60,
        msg: (r) =>
          `Break ${pad2(r.int(14, 18))}:${pick4(r)} on ${r.pick(CO).toUpperCase()}: ${r.int(2, 5)} of ${r.int(5, 6)} spots missing audio, placeholders inserted (revenue affected)`,
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "payouts-ledger",
    category: "validation",
    hints: ["validation", "invalid", "must be"],
    sev: "medium",
    note: "payouts-ledger rejects every row of the ad network's revenue import (FluentValidation: Amount must be greater than 0 / currency invalid), so earnings stop updating.",
    emits: [
      {
        svc: "payouts-ledger",
        lvl: "ERROR",
        perMin: 5,
        msg: (r) => `Revenue import adswizz-2026-06-${pad2(r.int(1, 3))}.csv row ${r.int(2, 9000)} rejected`,
        stack: (r) =>
          dotnetStack(
            `FluentValidation.ValidationException: Validation failed: \n -- Amount: 'Amount' must be greater than '0'. Severity: Error\n -- Currency: 'Currency' must be a valid ISO 4217 code (got '${r.pick(["usd ", "US$", ""])}'). Severity: Error`,
            [
              "FluentValidation.AbstractValidator`1.RaiseValidationException(ValidationContext`1 context, ValidationResult result)",
              "FluentValidation.DefaultValidatorExtensions.ValidateAndThrow[T](IValidator`1 validator, T instance)",
              "Podhaven.Payouts.Import.RevenueImporter.ImportRow(RevenueRow row) in /src/Payouts.Import/RevenueImporter.cs:line 88",
            ],
          ),
      },
      {
        svc: "payouts-ledger",
        lvl: "WARN",
        perMin: 0.5,
        after: 90,
        msg: (r) =>
          `Import adswizz-2026-06 finished with ${r.int(3000, 9000)} rejected rows, 0 accepted; ledger period 2026-06 not advanced`,
      },
      {
        svc: "creator-dashboard",
        lvl: "WARN",
        perMin: 1,
        after: 120,
        msg: (r) => `earnings for show ${r.pick(PH)} last updated ${r.int(20, 40)}h ago (ledger import pending)`,
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "ingest-worker",
    category: "validation",
    hints: ["validation", "valid integer", "pydantic", "invalid"],
    sev: "medium",
    note: "ingest-worker's migration import of a large network's feeds fails validation on every episode (enclosure length 'unknown' not an integer) and the import queue stalls.",
    emits: [
      {
        svc: "ingest-worker",
        lvl: "ERROR",
        perMin: 12,
        msg: (r) =>
          `Job ingest.import_episode(feed=https://feeds.${r.pick(["lumenaudio", "northhill", "casterly"])}.fm/${r.pick(TP)}.xml, guid=${uuid(r)}) failed`,
        stack: () =>
          pyStack(
            [
              ["/app/ingest/importer.py", 141, "import_episode", "item = EpisodeImport.model_validate(entry)"],
              [
                "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
                551,
                "model_validate",
                "return cls.__pydantic_validator__.validate_python(",
              ],
            ],
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for EpisodeImport\nenclosure.length\n  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='unknown', input_type=str]",
          ),
      },
      {
        svc: "ingest-worker",
        lvl: "WARN",
        perMin: 1,
        after: 60,
        msg: (r) =>
          `import batch migration-${r.int(10, 30)}: 0/${r.int(400, 2000)} episodes accepted so far, queue depth ${r.int(2000, 9000)}`,
      },
    ],
  },
  // ------------------------------------------------------------------ null reference
  {
    estate: "northwave",
    origin: "ad-splicer",
    category: "null_reference",
    hints: ["nullpointer", "null", "npe"],
    sev: "medium",
    note: "ad-splicer throws NullPointerException on every avail whose ad response has no creative, and the breaks go out unfilled.",
    breaks: 0.9,
    emits: [
      {
        svc: "ad-splicer",
        lvl: "ERROR",
        perMin: 5,
        msg: (r) => `Failed to fill avail event_id=${r.int(40000, 49999)} on ${r.pick(["nwhits", "nwgold"])}-128`,
        stack: () =>
          javaStack(
            'java.lang.NullPointerException: Cannot invoke "com.northwave.ads.vast.Creative.getMediaFile()" because the return value of "com.northwave.ads.vast.Ad.firstLinear()" is null',
            [
              "com.northwave.ads.splice.AvailFiller.fill(AvailFiller.java:112)",
              "com.northwave.ads.splice.Scte35Handler.onSpliceInsert(Scte35Handler.java:67)",
              "com.northwave.ads.splice.CueListener.lambda$start$0(CueListener.java:41)",
              "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
              "java.base/java.lang.Thread.run(Thread.java:1583)",
            ],
          ),
      },
      {
        svc: "ad-splicer",
        lvl: "WARN",
        perMin: 5,
        after: 1,
        msg: (r) => `avail event_id=${r.int(40000, 49999)} returned to network programming (0/${r.int(2, 4)} filled)`,
      },
    ],
  },
  {
    estate: "cobalt",
    origin: "automation-core",
    category: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "automation-core throws NullReferenceException while merging the next log hour, events stop advancing on air and downstream now-playing goes stale.",
    quiet: 0.2,
    breaks: 0.9,
    emits: [
      {
        svc: "automation-core",
        lvl: "ERROR",
        perMin: 4,
        msg: (r) =>
          `Log merge for ${r.pick(CO).toUpperCase()} hour ${pad2(r.int(14, 18))} failed; on-air log not extended`,
        stack: () =>
          dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "Cobalt.Automation.Logs.LogMerger.ApplyTraffic(LogHour hour, TrafficBlock block) in /src/Cobalt.Automation/Logs/LogMerger.cs:line 212",
            "Cobalt.Automation.Logs.LogMerger.MergeAsync(StationId station, DateTime hour, CancellationToken ct) in /src/Cobalt.Automation/Logs/LogMerger.cs:line 97",
            "Cobalt.Automation.Scheduler.HourRoller.ExecuteAsync(CancellationToken stoppingToken) in /src/Cobalt.Automation/Scheduler/HourRoller.cs:line 44",
          ]),
      },
      {
        svc: "automation-core",
        lvl: "WARN",
        perMin: 1,
        after: 60,
        msg: (r) =>
          `${r.pick(CO).toUpperCase()}: on-air log runs out in ${r.int(1, 9)}m, auto-fill from rotation enabled`,
      },
      {
        svc: "metadata-bridge",
        lvl: "WARN",
        perMin: 2,
        after: 120,
        msg: (r) => `no now-playing event from automation for ${r.pick(CO)} in ${r.int(5, 12)}m, holding last title`,
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "bot-filter",
    category: "null_reference",
    hints: ["nonetype", "attributeerror", "none", "null"],
    sev: "medium",
    note: "bot-filter crashes on download events without a user agent (AttributeError on NoneType), filtering stops and analytics lag grows.",
    quiet: 0,
    emits: [
      {
        svc: "bot-filter",
        lvl: "ERROR",
        perMin: 3,
        msg: (r) => `IAB filter batch ${r.int(70000, 79999)} aborted, offset not committed`,
        stack: () =>
          pyStack(
            [
              ["/app/bot_filter/worker.py", 88, "run_batch", "kept = [e for e in events if not self.rules.is_bot(e)]"],
              ["/app/bot_filter/worker.py", 88, "<listcomp>", "kept = [e for e in events if not self.rules.is_bot(e)]"],
              ["/app/bot_filter/rules.py", 41, "is_bot", "ua = event.user_agent.lower()"],
            ],
            "AttributeError: 'NoneType' object has no attribute 'lower'",
          ),
      },
      {
        svc: "dl-analytics",
        lvl: "WARN",
        perMin: 2,
        after: 60,
        msg: (r) => `downloads.filtered has no new batches for ${r.int(60, 400)}s; dashboards will lag`,
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "media-edge",
    category: "null_reference",
    hints: ["nil pointer", "panic", "nil", "invalid memory"],
    sev: "high",
    note: "media-edge panics with a nil pointer dereference on range requests for episodes without cached headers, so downloads fail with empty replies.",
    breaks: 0.8,
    emits: [
      {
        svc: "media-edge",
        lvl: "ERROR",
        perMin: 20,
        msg: (r) =>
          `http: panic serving ${ip10(r)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        stack: (r) =>
          goStack(`[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x${r.hex(6)}]`, r.int(1000, 90000), [
            ["net/http.(*conn).serve.func1()", "/usr/local/go/src/net/http/server.go:1898"],
            ["panic({0x8f1e20?, 0xd4a7b0?})", "/usr/local/go/src/runtime/panic.go:770"],
            [
              "tinpod/media-edge/internal/serve.(*Handler).serveRange(0xc0001a2000, {0xa51d68, 0xc000412000}, 0xc00043e360, 0x0)",
              "/src/internal/serve/range.go:57",
            ],
            [
              "tinpod/media-edge/internal/serve.(*Handler).ServeHTTP(0xc0001a2000, {0xa51d68, 0xc000412000}, 0xc00043e360)",
              "/src/internal/serve/handler.go:112",
            ],
          ]),
      },
      {
        svc: "app-api",
        lvl: "WARN",
        perMin: 6,
        after: 30,
        msg: (r) =>
          `client playback error reports: ${r.int(20, 200)} in last minute (ERR_EMPTY_RESPONSE from media-edge)`,
      },
    ],
  },
  // ------------------------------------------------------------------ configuration
  {
    estate: "northwave",
    origin: "ad-splicer",
    category: "configuration",
    hints: ["config", "property", "localhost", "url", "connection refused"],
    sev: "medium",
    note: "Right after its rollout ad-splicer runs without adserver.base-url and falls back to http://localhost:8080, so every avail request is refused and breaks go out unfilled.",
    ownChange: "deploy",
    breaks: 1,
    emits: [
      {
        svc: "ad-splicer",
        lvl: "ERROR",
        perMin: 5,
        after: 2,
        msg: (r) => `Ad request for avail event_id=${r.int(40000, 49999)} failed`,
        stack: (r) =>
          javaStack(
            `org.springframework.web.client.ResourceAccessException: I/O error on GET request for "http://localhost:8080/vast/${r.pick(["nwhits", "nwgold"])}": Connection refused`,
            [
              "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
              "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
              "com.northwave.ads.client.AdServerClient.fetchVast(AdServerClient.java:48)",
              "com.northwave.ads.splice.AvailFiller.fill(AvailFiller.java:96)",
            ],
            "java.net.ConnectException: Connection refused",
          ),
      },
      {
        svc: "ad-splicer",
        lvl: "WARN",
        perMin: 5,
        after: 3,
        msg: (r) => `avail event_id=${r.int(40000, 49999)} returned to network programming (0/${r.int(2, 4)} filled)`,
      },
    ],
    once: [
      {
        at: 0,
        svc: "ad-splicer",
        lvl: "WARN",
        msg: "Property 'adserver.base-url' is not set (env ADSERVER_BASE_URL empty); using default http://localhost:8080",
      },
    ],
  },
  {
    estate: "cobalt",
    origin: "geo-rights",
    category: "configuration",
    hints: ["config", "territory", "territories", "rule"],
    sev: "high",
    note: "A config reload leaves geo-rights with an empty territory map, it denies every country and player-gateway answers 451 to all new sessions.",
    ownChange: "reload",
    breaks: 1,
    emits: [
      {
        svc: "geo-rights",
        lvl: "WARN",
        perMin: 16,
        msg: (r) =>
          `geo check station=${r.pick(CO)} country=${r.pick(["GB", "GB", "IE"])} -> deny (no territory rule for station)`,
      },
      {
        svc: "player-gateway",
        lvl: "WARN",
        perMin: 16,
        after: 0.2,
        msg: (r) => `POST /v2/sessions 451 ${ms(r, 10, 30)}ms station=${r.pick(CO)} country=GB`,
      },
      {
        svc: "player-gateway",
        lvl: "ERROR",
        perMin: 1,
        after: 90,
        msg: (r) => `session success rate ${r.int(0, 3)}% over last 60s (baseline 86%)`,
      },
    ],
    once: [
      {
        at: 0,
        svc: "geo-rights",
        lvl: "WARN",
        msg: "territories: loaded 0 stations from /etc/geo-rights/territories.yml (key 'stations' missing, found 'station')",
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "creator-dashboard",
    category: "configuration",
    hints: ["keyerror", "key not found", "env", "config"],
    sev: "medium",
    note: "After its release creator-dashboard has no UPLOAD_BUCKET setting, every episode upload fails with KeyError and no new publish tasks reach episode-publisher.",
    ownChange: "deploy",
    emits: [
      {
        svc: "creator-dashboard",
        lvl: "ERROR",
        perMin: 4,
        after: 5,
        msg: (r) =>
          `Completed 500 Internal Server Error in ${ms(r, 8, 30)}ms (ActiveRecord: 2.2ms | Allocations: 4411)`,
      },
      {
        svc: "creator-dashboard",
        lvl: "FATAL",
        perMin: 4,
        after: 5,
        msg: () => 'KeyError (key not found: "UPLOAD_BUCKET"):',
        stack: () =>
          rubyStack("", [
            "app/services/upload_signer.rb:9:in `fetch'",
            "app/services/upload_signer.rb:9:in `bucket'",
            "app/controllers/episodes/uploads_controller.rb:21:in `create'",
            "actionpack (7.1.3.4) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
          ]).replace(/^\n/, ""),
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "iab-filter",
    category: "configuration",
    hints: ["filenotfound", "no such file", "config", "path"],
    sev: "medium",
    note: "Right after its rollout iab-filter looks for the IAB spiders list at a path that does not exist and every batch fails, so filtered download counts stop.",
    ownChange: "deploy",
    quiet: 0,
    emits: [
      {
        svc: "iab-filter",
        lvl: "ERROR",
        perMin: 2,
        after: 5,
        msg: (r) => `batch ${r.int(4000, 4999)} failed, will retry`,
        stack: () =>
          pyStack(
            [
              ["/app/iab_filter/main.py", 73, "process_batch", "rules = load_rules(settings.IAB_LIST_PATH)"],
              ["/app/iab_filter/rules.py", 19, "load_rules", "with open(path, encoding='utf-8') as fh:"],
            ],
            "FileNotFoundError: [Errno 2] No such file or directory: '/etc/iab/spiders_and_bots_v2.txt'",
          ),
      },
      {
        svc: "stats-pipeline",
        lvl: "WARN",
        perMin: 1,
        after: 90,
        msg: (r) => `source filtered-downloads idle for ${r.int(90, 400)}s, watermark not advancing`,
      },
    ],
  },
  // ------------------------------------------------------------------ dependency
  {
    estate: "northwave",
    origin: "stream-auth",
    category: "dependency",
    hints: ["503", "unavailable", "upstream", "identity", "idp"],
    sev: "high",
    note: "The identity provider stream-auth validates logged-in listeners against answers 503, stream-auth's breaker opens and app session starts fail.",
    breaks: 0.85,
    emits: [
      {
        svc: "stream-auth",
        lvl: "ERROR",
        perMin: 10,
        msg: (r) =>
          `userinfo request to https://login.northwave.co.uk/userinfo failed: 503 Service Unavailable (sid=${r.hex(12)})`,
      },
      {
        svc: "stream-auth",
        lvl: "WARN",
        perMin: 2,
        after: 20,
        msg: () => "circuit breaker idp-userinfo state=open failures=50/50 in 30s, rejecting calls for 30s",
      },
      {
        svc: "listener-app-bff",
        lvl: "ERROR",
        perMin: 22,
        after: 1,
        msg: (r) => `POST /api/v3/sessions 502 ${ms(r, 30, 300)}ms - stream-auth responded 502 Bad Gateway`,
      },
      {
        svc: "listener-app-bff",
        lvl: "WARN",
        perMin: 12,
        after: 2,
        msg: () => "retrying stream-auth POST /v1/tokens (attempt 2/3)",
      },
    ],
  },
  {
    estate: "cobalt",
    origin: "dai-stitcher",
    category: "dependency",
    hints: ["503", "unavailable", "circuit", "upstream", "gam"],
    sev: "medium",
    note: "Google Ad Manager answers dai-stitcher with 503s, its circuit breaker opens and ad breaks are served without ads.",
    breaks: 0.95,
    emits: [
      {
        svc: "dai-stitcher",
        lvl: "ERROR",
        perMin: 12,
        msg: (r) =>
          `GAM stream request failed for session s-${r.hex(10)}: googleapi: got HTTP response code 503 with body: Service Unavailable`,
      },
      {
        svc: "dai-stitcher",
        lvl: "WARN",
        perMin: 8,
        after: 30,
        msg: () => "gobreaker: circuit breaker 'gam' is open, skipping ad request",
      },
      {
        svc: "player-gateway",
        lvl: "WARN",
        perMin: 20,
        after: 1,
        msg: (r) =>
          `GET /v2/streams/${r.pick(CO)}/ads?session=s-${r.hex(10)} 200 ${ms(r, 2, 20)}ms ads=0 (dai-stitcher fallback)`,
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "ad-decision",
    category: "dependency",
    hints: ["circuit", "502", "ssp", "unavailable", "callnotpermitted"],
    sev: "medium",
    note: "The SSP ad-decision buys from returns 502s, the resilience4j breaker opens and downloads go out with house ads only.",
    breaks: 0.5,
    emits: [
      {
        svc: "ad-decision",
        lvl: "ERROR",
        perMin: 10,
        msg: (r) =>
          `bid request to ssp-magnite failed: 502 Bad Gateway from https://ssp.rubiconproject.example/openrtb/2.6 in ${ms(r, 40, 300)}ms`,
      },
      {
        svc: "ad-decision",
        lvl: "WARN",
        perMin: 14,
        after: 20,
        msg: () =>
          "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'ssp-magnite' is OPEN and does not permit further calls",
      },
      {
        svc: "enclosure-redirect",
        lvl: "WARN",
        perMin: 10,
        after: 25,
        msg: (r) => `${r.pick(PH)}/${ep(r)}: ad-decision returned house ads only (fill 0/2 paid)`,
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "app-api",
    category: "dependency",
    hints: ["cognito", "internalerror", "503", "unavailable", "upstream"],
    sev: "high",
    note: "The managed identity service (Cognito) answers app-api with InternalErrorException / 503, so listener logins and token refreshes fail.",
    emits: [
      {
        svc: "app-api",
        lvl: "ERROR",
        perMin: 16,
        msg: (r) => `POST /v1/auth/refresh 503 ${ms(r, 200, 1500)}ms - cognito InitiateAuth failed`,
        stack: (r) =>
          r.chance(0.3)
            ? nodeStack(
                "InternalErrorException: An error occurred (InternalErrorException) when calling the InitiateAuth operation: Internal error",
                [
                  "throwDefaultError (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:838:20)",
                  "/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:847:5",
                  "de_CommandError (/app/node_modules/@aws-sdk/client-cognito-identity-provider/dist-cjs/index.js:2987:14)",
                  "async TokenService.refresh (/app/dist/auth/tokens.js:64:22)",
                ],
              )
            : "",
      },
      {
        svc: "app-api",
        lvl: "WARN",
        perMin: 10,
        after: 5,
        msg: () =>
          "cognito-idp.eu-west-1.amazonaws.com returned 503 ServiceUnavailable, retry 2/3 (aws-sdk standard retry)",
      },
    ],
  },
  // ------------------------------------------------------------------ memory
  {
    estate: "northwave",
    origin: "listener-app-bff",
    category: "memory",
    hints: ["heap", "memory", "oom", "allocation"],
    sev: "high",
    note: "listener-app-bff's heap grows until V8 aborts with JavaScript heap out of memory; it restarts repeatedly and app calls fail in between.",
    quiet: 0.5,
    emits: [
      {
        svc: "listener-app-bff",
        lvl: "WARN",
        perMin: 2,
        after: -180,
        msg: (r) => `event loop delay p99 ${r.int(200, 900)}ms, heap used ${r.int(1500, 1990)} MB of 2048 MB`,
      },
      {
        svc: "listener-app-bff",
        lvl: "FATAL",
        perMin: 0.7,
        msg: () => "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        stack: (r) =>
          [
            `<--- Last few GCs --->`,
            `[1:0x${r.hex(12)}]   ${r.int(300000, 900000)} ms: Mark-Compact 2041.7 (2083.5) -> 2039.9 (2084.2) MB, 1702.44 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 3: 0x1103f45 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
          ].join("\n"),
      },
      {
        svc: "listener-app-bff",
        lvl: "INFO",
        perMin: 0.7,
        after: 8,
        msg: () => "listener-app-bff@4.12.0 starting (node v20.14.0, NODE_ENV=production)",
      },
      {
        svc: "icecast-edge",
        lvl: "INFO",
        perMin: 20,
        after: 20,
        msg: (r) =>
          `connection.c: listener ${pubIp(r)} reconnected to /${r.pick(NW)}-128.aac within ${r.int(1, 6)}s (resumed sid=${r.hex(12)})`,
      },
    ],
  },
  {
    estate: "cobalt",
    origin: "player-gateway",
    category: "memory",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    note: "player-gateway's JVM runs out of heap (GC overhead, then java.lang.OutOfMemoryError), requests stall and fail until it is restarted.",
    quiet: 0.3,
    emits: [
      {
        svc: "player-gateway",
        lvl: "WARN",
        perMin: 3,
        after: -150,
        msg: (r) =>
          `[gc] Pause Full (G1 Compaction Pause) ${r.int(1900, 2047)}M->${r.int(1880, 2040)}M(2048M) ${r.int(900, 4000)}.${r.int(100, 999)}ms`,
      },
      {
        svc: "player-gateway",
        lvl: "ERROR",
        perMin: 6,
        msg: () =>
          "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space]",
        stack: () =>
          javaStack("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:242)",
            "fm.cobalt.gateway.playlist.PlaylistCache.render(PlaylistCache.kt:88)",
            "fm.cobalt.gateway.playlist.PlaylistController.get(PlaylistController.kt:31)",
          ]),
      },
      {
        svc: "player-gateway",
        lvl: "ERROR",
        perMin: 1,
        after: 60,
        msg: () => 'Exception in thread "http-nio-8080-Poller" java.lang.OutOfMemoryError: GC overhead limit exceeded',
      },
      {
        svc: "dai-stitcher",
        lvl: "WARN",
        perMin: 3,
        after: 30,
        msg: (r) => `session s-${r.hex(10)} heartbeat from player-gateway missed (${r.int(2, 9)} in a row)`,
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "rss-cache",
    category: "memory",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "rss-cache (Go) dies with fatal error: runtime: out of memory while caching oversized feeds; while it restarts apps get errors and feed-renderer takes a thundering herd.",
    quiet: 0.4,
    emits: [
      {
        svc: "rss-cache",
        lvl: "WARN",
        perMin: 2,
        after: -120,
        msg: (r) =>
          `cache size ${r.int(3600, 3990)} MiB of 4096 MiB (memory limit), evictions behind by ${r.int(1000, 9000)} objects`,
      },
      {
        svc: "rss-cache",
        lvl: "FATAL",
        perMin: 0.8,
        msg: () => "fatal error: runtime: out of memory",
        stack: (r) =>
          goStack("runtime stack:", r.int(1, 400), [
            ["runtime.throw({0xa1c2f1?, 0x2000?})", "/usr/local/go/src/runtime/panic.go:1023"],
            ["runtime.sysMapOS(0xc1d4000000, 0x4000000)", "/usr/local/go/src/runtime/mem_linux.go:167"],
            ["runtime.(*mheap).grow(0xf4a0a0, 0x2000?)", "/usr/local/go/src/runtime/mheap.go:1532"],
            [
              "podhaven/rss-cache/internal/store.(*LRU).Put(0xc000128000, {0xc0a81e2000, 0x2d}, {0xc1b2000000, 0x3a1f22d, 0x3c00000})",
              "/src/internal/store/lru.go:74",
            ],
          ]),
      },
      {
        svc: "rss-cache",
        lvl: "INFO",
        perMin: 0.8,
        after: 6,
        msg: () => "rss-cache starting version=v2.9.1 cache_max=4096MiB",
      },
      {
        svc: "feed-renderer",
        lvl: "WARN",
        perMin: 10,
        after: 8,
        msg: (r) =>
          `Completed 200 OK in ${r.int(800, 4000)}ms (Views: 700.1ms | ActiveRecord: 420.3ms | Allocations: ${r.int(400000, 900000)}) - request queue depth ${r.int(20, 120)}`,
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "stats-pipeline",
    category: "memory",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "medium",
    note: "stats-pipeline's TaskManager runs out of JVM heap, the aggregation job fails and restarts in a loop.",
    quiet: 0.1,
    emits: [
      {
        svc: "stats-pipeline",
        lvl: "WARN",
        perMin: 2,
        after: -200,
        msg: (r) =>
          `TaskManager tm-${r.int(0, 2)} heap usage ${r.int(90, 99)}% after GC, old gen ${r.int(3800, 4090)}MB/4096MB`,
      },
      {
        svc: "stats-pipeline",
        lvl: "ERROR",
        perMin: 2,
        msg: () =>
          "Window(TumblingEventTimeWindows(60000), EventTimeTrigger, DownloadAggregator) (2/4)#7 switched from RUNNING to FAILED with failure cause:",
        stack: () =>
          javaStack("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.HashMap.resize(HashMap.java:702)",
            "java.base/java.util.HashMap.putVal(HashMap.java:661)",
            "com.tinpod.stats.agg.DownloadAggregator.add(DownloadAggregator.java:44)",
            "org.apache.flink.streaming.runtime.operators.windowing.WindowOperator.processElement(WindowOperator.java:403)",
          ]),
      },
      {
        svc: "stats-pipeline",
        lvl: "INFO",
        perMin: 2,
        after: 2,
        msg: (r) => `Job downloads-agg (${r.hex(32)}) switched from state RUNNING to RESTARTING.`,
      },
    ],
  },
  // ------------------------------------------------------------------ disk
  {
    estate: "northwave",
    origin: "playout-engine",
    category: "disk",
    hints: ["space", "disk", "ioexception", "full"],
    sev: "high",
    note: "playout-engine's local audio cache volume fills up (not enough space on the disk), new carts cannot be cached and NWGOLD drops to the emergency loop.",
    breaks: 0.6,
    emits: [
      {
        svc: "playout-engine",
        lvl: "WARN",
        perMin: 1,
        after: -120,
        msg: (r) => `Audio cache D:\\cache free space ${r.int(200, 900)} MB (< 2 GB), eviction could not free enough`,
      },
      {
        svc: "playout-engine",
        lvl: "ERROR",
        perMin: 5,
        msg: (r) => `Failed to cache cart ${r.int(100000, 199999)} for NWGOLD`,
        stack: () =>
          dotnetStack(
            "System.IO.IOException: There is not enough space on the disk. : 'D:\\cache\\carts\\tmp_81f2.wav'",
            [
              "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
              "System.IO.Strategies.BufferedFileStreamStrategy.FlushWrite()",
              "Northwave.Playout.Audio.CartCache.StoreAsync(CartId id, Stream source) in D:\\a\\playout\\src\\Playout.Audio\\CartCache.cs:line 58",
            ],
          ),
      },
      {
        svc: "silence-monitor",
        lvl: "ERROR",
        perMin: 1.5,
        after: 45,
        msg: (r) =>
          `dead air on nwgold: ${r.int(10, 30)}.${r.int(0, 9)}s below -50 dBFS (no PAUSE in schedule) - paging studio`,
      },
    ],
  },
  {
    estate: "cobalt",
    origin: "cdn-ingest",
    category: "disk",
    hints: ["no space", "disk", "enospc", "28"],
    sev: "high",
    note: "cdn-ingest's spool volume fills up, nginx fails every segment write with No space left on device and players stall on stale playlists.",
    breaks: 1,
    emits: [
      {
        svc: "cdn-ingest",
        lvl: "ERROR",
        perMin: 30,
        msg: (r) =>
          `[crit] 31#31: *${r.int(100000, 999999)} pwrite() "/var/spool/ingest/client_temp/00000${r.int(10000, 99999)}" failed (28: No space left on device), client: 10.20.3.14, server: ingest.cobalt.internal, request: "PUT /ingest/${r.pick(CO)}/aac_96k/seg_${r.int(1840000, 1849999)}.ts HTTP/1.1"`,
      },
      {
        svc: "hls-packager",
        lvl: "ERROR",
        perMin: 40,
        after: 0.5,
        msg: (r) =>
          `upload ${r.pick(CO)}/${r.pick(["aac_48k", "aac_96k", "aac_128k"])}/seg_${r.int(1840000, 1849999)}.ts failed: HTTP 500 Internal Server Error, retry ${r.int(1, 5)}/5`,
      },
      {
        svc: "player-gateway",
        lvl: "WARN",
        perMin: 20,
        after: 20,
        msg: (r) => `GET /v2/streams/${r.pick(CO)}/playlist.m3u8 200 stale=true last-segment-age=${r.int(20, 300)}s`,
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "media-transcoder",
    category: "disk",
    hints: ["no space", "disk", "enospc", "space"],
    sev: "medium",
    note: "media-transcoder's scratch volume is full, ffmpeg fails writing output (No space left on device) and new episodes cannot be published.",
    breaks: 1,
    emits: [
      {
        svc: "media-transcoder",
        lvl: "ERROR",
        perMin: 2,
        msg: (r) =>
          `job ${r.hex(8)}: ffmpeg exited with status 1: [mp3 @ 0x${r.hex(12)}] av_interleaved_write_frame(): No space left on device\nError writing trailer of /scratch/${r.hex(8)}/128k.mp3: No space left on device`,
      },
      {
        svc: "media-transcoder",
        lvl: "WARN",
        perMin: 1,
        after: 10,
        msg: () => "scratch volume /scratch: 0 B free of 50 GiB, cleanup of finished jobs freed 0 B",
      },
      {
        svc: "episode-publisher",
        lvl: "ERROR",
        perMin: 2,
        after: 30,
        msg: (r) =>
          `Task podhaven.publish.prepare_episode[${uuid(r)}] retry: Retry in 120s: TranscodeJobFailed('job ${r.hex(8)} status=FAILED')`,
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "feed-api",
    category: "disk",
    hints: ["enospc", "no space", "disk"],
    sev: "high",
    note: "feed-api's cache volume fills up and feed rendering fails with Errno::ENOSPC, so feed fetches from podcast apps get 500s.",
    breaks: 1,
    quiet: 0.2,
    emits: [
      {
        svc: "feed-api",
        lvl: "ERROR",
        perMin: 40,
        msg: (r) =>
          `method=GET path=/rss/${r.pick(TP)} format=xml controller=FeedsController action=show status=500 error='Errno::ENOSPC: No space left on device @ rb_sysopen - /app/tmp/cache/feeds/${r.hex(2)}/${r.hex(2)}/${r.pick(TP)}.xml' duration=${(r.next() * 10 + 3).toFixed(2)}`,
      },
      {
        svc: "feed-api",
        lvl: "ERROR",
        perMin: 1,
        msg: () => "Errno::ENOSPC (No space left on device @ rb_sysopen - /app/tmp/cache/feeds/.tmp):",
        stack: () =>
          rubyStack("", [
            "activesupport (7.1.3.4) lib/active_support/cache/file_store.rb:88:in `write_entry'",
            "activesupport (7.1.3.4) lib/active_support/cache.rb:1010:in `block in write'",
            "app/controllers/feeds_controller.rb:22:in `show'",
          ]).replace(/^\n/, ""),
      },
      {
        svc: "app-api",
        lvl: "ERROR",
        perMin: 12,
        after: 1,
        msg: (r) => `GET /v1/shows/${r.pick(TP)}/episodes 502 ${ms(r, 20, 80)}ms - upstream feed-api responded 500`,
      },
    ],
  },
  // ------------------------------------------------------------------ unknown
  {
    estate: "northwave",
    origin: "stream-auth",
    category: "unknown",
    hints: ["internal", "error", "500", "unknown"],
    sev: "high",
    note: "stream-auth starts answering most token requests with a bare internal error (no reason logged) and app session starts fail.",
    breaks: 0.85,
    emits: [
      {
        svc: "stream-auth",
        lvl: "ERROR",
        perMin: 20,
        msg: (r) => `POST /v1/tokens 500 ${ms(r, 1, 4)}ms sid=${r.hex(12)} err="internal error"`,
      },
      {
        svc: "listener-app-bff",
        lvl: "ERROR",
        perMin: 22,
        after: 0.5,
        msg: (r) => `POST /api/v3/sessions 502 ${ms(r, 10, 60)}ms - stream-auth responded 500 Internal Server Error`,
      },
      {
        svc: "listener-app-bff",
        lvl: "WARN",
        perMin: 12,
        after: 1,
        msg: () => "retrying stream-auth POST /v1/tokens (attempt 2/3)",
      },
    ],
  },
  {
    estate: "cobalt",
    origin: "metadata-bridge",
    category: "unknown",
    hints: ["exit", "crash", "died", "unknown"],
    sev: "medium",
    note: "metadata-bridge workers keep dying with exit code 1 and no error output; now-playing pushes from automation-core fail with 502s.",
    quiet: 0.1,
    emits: [
      {
        svc: "metadata-bridge",
        lvl: "ERROR",
        perMin: 3,
        msg: (r) => `cluster: worker ${r.int(20, 900)} died (code 1, signal null), forking replacement`,
      },
      {
        svc: "metadata-bridge",
        lvl: "INFO",
        perMin: 3,
        after: 2,
        msg: (r) => `cluster: worker ${r.int(20, 900)} online`,
      },
      {
        svc: "automation-core",
        lvl: "WARN",
        perMin: 3,
        after: 3,
        msg: (r) =>
          `Now-playing webhook to http://metadata-bridge:3000/events failed: 502 Bad Gateway (event ${r.pick(CO).toUpperCase()} SONG)`,
      },
    ],
  },
  {
    estate: "podhaven",
    origin: "feed-renderer",
    category: "unknown",
    hints: ["worker", "exited", "unknown", "crash"],
    sev: "high",
    note: "feed-renderer's Puma workers keep exiting unexpectedly without any error logged, rss-cache gets connection refused / 502 from it on every miss.",
    quiet: 0.15,
    breaks: 0.9,
    emits: [
      {
        svc: "feed-renderer",
        lvl: "ERROR",
        perMin: 4,
        msg: (r) =>
          `[${r.int(1, 9)}] ! Worker ${r.int(0, 3)} (PID: ${r.int(1000, 9000)}) exited unexpectedly, restarting`,
      },
      {
        svc: "feed-renderer",
        lvl: "INFO",
        perMin: 4,
        after: 3,
        msg: (r) =>
          `[${r.int(1, 9)}] - Worker ${r.int(0, 3)} (PID: ${r.int(1000, 9000)}) booted in ${(r.next() * 3 + 1).toFixed(2)}s, phase: 0`,
      },
      {
        svc: "rss-cache",
        lvl: "ERROR",
        perMin: 12,
        after: 2,
        msg: (r) =>
          `GET /feeds/${r.pick(PH)}.xml 502 MISS ${ms(r, 1, 30)}ms: upstream feed-renderer: read: connection reset by peer`,
      },
      {
        svc: "rss-cache",
        lvl: "WARN",
        perMin: 20,
        after: 10,
        msg: (r) =>
          `GET /feeds/${r.pick(PH)}.xml 200 STALE (upstream feed-renderer error) ua="${r.pick(["Overcast/3.0", "PocketCasts/1.0", "Spotify/8.9.44"])}"`,
      },
    ],
  },
  {
    estate: "tinpod",
    origin: "dynamic-inserter",
    category: "unknown",
    hints: ["internal", "500", "unknown", "error"],
    sev: "medium",
    note: "dynamic-inserter mostly stops logging and answers stitch requests with a bare 500 internal error; media-edge serves episodes unstitched.",
    quiet: 0.1,
    breaks: 0.9,
    emits: [
      {
        svc: "dynamic-inserter",
        lvl: "ERROR",
        perMin: 6,
        msg: (r) => `POST /stitch 500 ${ms(r, 0, 3)}ms show=${r.pick(TP)} err="internal"`,
      },
      {
        svc: "media-edge",
        lvl: "ERROR",
        perMin: 18,
        after: 1,
        msg: (r) =>
          `stitch request to dynamic-inserter for ${r.pick(TP)}/${r.hex(10)} failed: 500 Internal Server Error, serving unstitched file`,
      },
    ],
  },
];

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}
function pick4(r: Rng): string {
  return r.pick(["00", "15", "30", "45"]);
}
