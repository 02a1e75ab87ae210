// Incidents of holdout 17, part A: authentication, authorization, database, network, timeout (four each).
import type { IncidentDef } from "./types.js";

const JAVA_AT = (cls: string) =>
  `\tat ${cls}\n\tat org.springframework.aop.framework.ReflectiveMethodInvocation.proceed(ReflectiveMethodInvocation.java:184)\n\tat org.springframework.transaction.interceptor.TransactionInterceptor.invoke(TransactionInterceptor.java:119)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)`;

export const PART_A: IncidentDef[] = [
  {
    estate: "game",
    cat: "authentication",
    origin: "store-ledger",
    hints: ["invalid_client", "credential", "401", "unauthorized", "authentication", "secret"],
    sev: "high",
    note: "The store's OAuth client secret for the payment provider expires; every purchase token request is refused and the lobby reports failed checkouts.",
    uses: ["lobby-api", "edge-envoy"],
    play: (p) => {
      p.seq("store-ledger", 0, 20, 60, () => [
        "error",
        `Lanternfall.Store.Payments.TokenClient[0] Token request to payments provider failed: 401 Unauthorized {"error":"invalid_client","error_description":"client secret has expired"}`,
      ]);
      p.seq("lobby-api", 2, 1.5, 900, () => [
        "error",
        `[CheckoutController] POST /v3/store/checkout failed: store-ledger responded 502 (payment authorization unavailable) player p_${p.r.hex(10)}`,
      ]);
      p.seq("edge-envoy", 3, 3, 400, () => [
        "info",
        `"POST /v3/store/checkout HTTP/2" 502 - 180 96 ${p.r.int(80, 300)} ${p.r.int(70, 290)} "${p.r.ip()}" "LanternfallClient/1.42.0" "${p.r.uuid()}" "lobby-api:3000"`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "authentication",
    origin: "paperwork-svc",
    hints: ["expiredtoken", "token", "expired", "credential", "authentication"],
    sev: "high",
    note: "The document service's web-identity token stops refreshing, so object-store writes fail with an expired security token and uploads back up in the driver app.",
    uses: ["fx-nginx", "loadboard-web"],
    play: (p) => {
      p.seq("paperwork-svc", 0, 25, 50, () => [
        "error",
        `upload failed for doc_${p.r.hex(16)}: ExpiredToken: The security token included in the request is expired`,
        `ExpiredToken: The security token included in the request is expired\n    at de_ExpiredTokenRes (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:4121:21)\n    at async /app/node_modules/@smithy/middleware-serde/dist-cjs/index.js:35:20\n    at async DocStore.put (/app/dist/store/doc-store.js:58:9)`,
      ]);
      p.seq("loadboard-web", 3, 2, 700, () => [
        "error",
        `Documents::UploadError: paperwork-svc returned 500 for POD upload (load LD-${p.r.int(1000000, 9999999)})`,
      ]);
      p.seq("fx-nginx", 4, 3, 400, () => [
        "info",
        `${p.r.ip()} - - "POST /api/docs/${p.r.int(100000, 9999999)} HTTP/1.1" 500 61 "-" "HaulmarkDriver/5.2 (Android 14)" rt=0.${p.r.int(100, 900)}`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "authentication",
    origin: "bid-gateway",
    hints: ["ldap", "bind", "credential", "authentication", "49"],
    sev: "high",
    note: "The bid gateway's directory service account password is rotated without updating the app; LDAP binds fail and participants cannot log in to submit bids.",
    uses: ["participant-portal", "api-envoy"],
    play: (p) => {
      p.seq("bid-gateway", 0, 18, 70, () => [
        "error",
        `o.s.s.l.a.BindAuthenticator : Failed to bind as cn=svc-bidgw,ou=services,dc=gridmark,dc=local: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563]`,
      ]);
      p.seq("participant-portal", 2, 2, 700, () => [
        "warn",
        `POST /portal/login 401 ${p.r.int(30, 200)}.${p.r.int(100, 999)} ms - 54 participant=MP${p.r.int(1000, 9999)} (gateway said: authentication service unavailable)`,
      ]);
      p.seq("api-envoy", 2, 1.5, 900, () => [
        "info",
        `"POST /market/v2/bids HTTP/1.1" 401 - 412 61 ${p.r.int(20, 90)} ${p.r.int(20, 80)} "${p.r.ip()}" "gm-trader-sdk/3.1" "${p.r.uuid()}" "bid-gateway:8080"`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "authentication",
    origin: "meter-collector",
    hints: ["sasl", "scram", "authentication", "credential"],
    sev: "high",
    note: "After a broker user cleanup the meter collector's SCRAM credentials no longer exist, so its Kafka producer cannot authenticate and readings pile up.",
    uses: ["settlement-svc", "market-kafka"],
    play: (p) => {
      p.seq("meter-collector", 0, 15, 80, (i) =>
        i % 4 === 3
          ? ["warn", `msg="spooling readings to disk" pending=${(i + 1) * 4200} reason="producer not ready"`]
          : [
              "error",
              `msg="kafka producer error" err="kafka server: SASL Authentication failed: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512"`,
            ],
      );
      p.seq("market-kafka", 1, 30, 40, () => [
        "info",
        `[SocketServer listenerType=ZK_BROKER, nodeId=2] Failed authentication with /10.40.${p.r.int(0, 9)}.${p.r.int(2, 250)} (channelId=10.40.3.11:9094-${p.r.ip()}) (Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512) (org.apache.kafka.common.network.Selector)`,
      ]);
      p.seq("settlement-svc", 240, 20, 60, () => [
        "warn",
        `Gridmark.Settlement.Inputs[0] Meter data for interval ${String(p.r.int(0, 23)).padStart(2, "0")}:15 incomplete: 0 of ${p.r.int(9000, 20000)} expected readings arrived`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "authorization",
    origin: "replay-archiver",
    hints: ["accessdenied", "access denied", "permission", "authorization", "forbidden"],
    sev: "medium",
    note: "A bucket policy change removes the archiver role's write permission; every replay upload is denied by the object store.",
    uses: ["matchmaker"],
    play: (p) => {
      p.seq("replay-archiver", 0, 4, 400, () => [
        "error",
        `Task archive.upload_replay[${p.r.uuid()}] raised unexpected: ClientError('An error occurred (AccessDenied) when calling the PutObject operation: Access Denied')`,
      ]);
      p.seq("replay-archiver", 60, 60, 30, () => [
        "warn",
        `celery queue replays backlog=${p.r.int(2000, 30000)} (retrying with countdown=300)`,
      ]);
      p.seq("matchmaker", 400, 60, 20, () => [
        "warn",
        `replay handoff for m-${p.r.hex(12)} not acknowledged, continuing`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "authorization",
    origin: "settlement-net",
    hints: ["permission", "denied", "42501", "authorization"],
    sev: "high",
    note: "A migration recreates the invoice lines table under a different owner without grants; the settlement service is refused by the database on every pay run.",
    uses: ["freight-pg", "sidekiq-jobs"],
    play: (p) => {
      p.seq("settlement-net", 0, 12, 90, () => [
        "error",
        `Haulmark.Settlement.PayRuns[0] Pay run batch ${p.r.int(1000, 9999)} failed`,
        `Npgsql.PostgresException (0x80004005): 42501: permission denied for table invoice_lines\n   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)\n   at Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)\n   at Haulmark.Settlement.PayRuns.PayRunWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Settlement/PayRuns/PayRunWorker.cs:line 88`,
      ]);
      p.seq("freight-pg", 0.3, 12, 90, () => [
        "error",
        `ERROR:  permission denied for table invoice_lines\nSTATEMENT:  INSERT INTO invoice_lines (invoice_id, load_id, amount_cents) VALUES ($1, $2, $3)`,
      ]);
      p.seq("sidekiq-jobs", 30, 6, 200, () => [
        "warn",
        `class=CarrierPayoutStatusJob jid=${p.r.hex(24)} WARN: payout for MC${p.r.int(100000, 999999)} still pending settlement (attempt ${p.r.int(2, 9)})`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "authorization",
    origin: "forecast-worker",
    hints: ["403", "forbidden", "permission", "access", "authorization"],
    sev: "medium",
    note: "An IAM cleanup drops the forecast worker's storage write grant, so forecast uploads are rejected with 403 and clearing falls back to stale forecasts.",
    uses: ["clearing-core"],
    play: (p) => {
      p.seq("forecast-worker", 0, 30, 60, () => [
        "error",
        `Task forecast.load_forecast[${p.r.uuid()}] raised unexpected: Forbidden('403 POST https://storage.googleapis.com/upload/storage/v1/b/gm-forecasts/o?uploadType=multipart: forecast-worker@gridmark-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission \\'storage.objects.create\\' denied on resource (or it may not exist).')`,
      ]);
      p.seq("clearing-core", 300, 30, 50, () => [
        "warn",
        `clearing_core::inputs: load forecast for ${["NORTH-HUB", "WEST-230"][p.r.int(0, 1)]} is ${p.r.int(20, 90)} min old, using persistence fallback`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "authorization",
    origin: "fleet-allocator",
    hints: ["forbidden", "rbac", "permission", "authorization", "cannot create"],
    sev: "high",
    note: "A tightened cluster role removes the allocator's right to create game-server allocations; no match gets a server and the matchmaker requeues everyone.",
    uses: ["matchmaker", "lobby-api"],
    play: (p) => {
      p.seq("fleet-allocator", 0, 10, 120, () => [
        "error",
        `allocation failed for match m-${p.r.hex(12)}: gameserverallocations.allocation.agones.dev is forbidden: User "system:serviceaccount:lanternfall-prod:fleet-allocator" cannot create resource "gameserverallocations" in API group "allocation.agones.dev" in the namespace "arena-servers"`,
      ]);
      p.seq("matchmaker", 1, 0.6, 2000, () => [
        "error",
        `match m-${p.r.hex(12)} could not be placed: allocator returned 500, requeueing ${p.r.int(2, 10)} tickets`,
      ]);
      p.seq("lobby-api", 30, 4, 300, () => [
        "warn",
        `[MatchStatusGateway] ticket t-${p.r.hex(10)} waiting ${p.r.int(120, 600)}s, notifying client`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "database",
    origin: "player-profile",
    hints: ["hikari", "connection", "pool", "database", "jdbc"],
    sev: "high",
    note: "A new stats query holds connections in the profile service's JDBC pool; the pool runs dry and profile reads fail across the game.",
    uses: ["lobby-api", "edge-envoy", "profile-pg"],
    play: (p) => {
      p.seq("player-profile", 0, 40, 6, () => [
        "warn",
        `com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${p.r.int(20, 200)})`,
      ]);
      p.seq("player-profile", 90, 8, 150, () => [
        "error",
        `o.h.engine.jdbc.spi.SqlExceptionHelper : HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=${p.r.int(100, 400)})`,
        `org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection\n${JAVA_AT("com.lanternfall.profile.service.ProfileService.load(ProfileService.java:77)")}`,
      ]);
      p.seq("profile-pg", 20, 45, 20, () => [
        "info",
        `LOG:  duration: ${p.r.int(20000, 90000)}.${p.r.int(100, 999)} ms  execute <unnamed>: SELECT s.player_id, sum(s.kills) FROM match_stats s WHERE s.season = 14 GROUP BY s.player_id`,
      ]);
      p.seq("lobby-api", 95, 1, 1500, () => [
        "error",
        `[ProfileClient] GET player-profile /profiles/p_${p.r.hex(10)} failed: 503 Service Unavailable after 30012ms`,
      ]);
      p.seq("edge-envoy", 96, 2, 600, () => [
        "info",
        `"GET /v3/players/p_${p.r.hex(10)}/loadout HTTP/2" 503 UT 0 24 30001 - "${p.r.ip()}" "LanternfallClient/1.42.0" "${p.r.uuid()}" "lobby-api:3000"`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "database",
    origin: "freight-pg",
    hints: ["wraparound", "database", "postgres", "vacuum", "xid", "transaction"],
    sev: "high",
    note: "The main freight database approaches transaction-id wraparound because a stuck replication slot blocked vacuum, then stops accepting writes.",
    uses: ["loadboard-web", "tender-match", "sidekiq-jobs"],
    play: (p) => {
      p.seq("freight-pg", 0, 60, 5, () => [
        "warn",
        `WARNING:  database "haulmark" must be vacuumed within ${p.r.int(1000000, 9000000)} transactions\nHINT:  To avoid a database shutdown, execute a database-wide VACUUM in that database.`,
      ]);
      p.seq("freight-pg", 300, 6, 120, () => [
        "error",
        `ERROR:  database is not accepting commands to avoid wraparound data loss in database "haulmark"\nHINT:  Stop the postmaster and vacuum that database in single-user mode.`,
      ]);
      p.seq("loadboard-web", 302, 0.8, 2000, () => [
        "error",
        `ActiveRecord::StatementInvalid (PG::ProgramLimitExceeded: ERROR:  database is not accepting commands to avoid wraparound data loss in database "haulmark")`,
      ]);
      p.seq("tender-match", 303, 2, 600, () => [
        "error",
        `failed to record match load=LD-${p.r.int(1000000, 9999999)}: ERROR: database is not accepting commands (SQLSTATE 54000)`,
      ]);
      p.seq("sidekiq-jobs", 305, 3, 400, () => [
        "error",
        `class=PostLoadToBoardsJob jid=${p.r.hex(24)} ERROR: PG::ProgramLimitExceeded, retry ${p.r.int(1, 25)}`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "database",
    origin: "market-mysql",
    hints: ["mysql", "innodb", "database", "crash", "lost connection"],
    sev: "high",
    note: "The market database hits an InnoDB assertion and restarts into crash recovery; settlement and bid writes lose their connections for several minutes.",
    uses: ["settlement-svc", "bid-gateway", "reports-web"],
    play: (p) => {
      p.at(0, "market-mysql", [
        "error",
        `[ERROR] [MY-013183] [InnoDB] Assertion failure: btr0cur.cc:341:btr_page_get_prev(get_block->frame, mtr) == page_get_page_no(page) thread 140213412345600`,
      ]);
      p.at(0.2, "market-mysql", [
        "error",
        `[ERROR] [MY-000000] [Server] mysqld got signal 6 ; Most likely, you have hit a bug, but this error can also be caused by malfunctioning hardware.`,
      ]);
      p.at(9, "market-mysql", [
        "info",
        `[System] [MY-010116] [Server] /usr/sbin/mysqld (mysqld 8.0.36) starting as process 1`,
      ]);
      p.at(11, "market-mysql", [
        "info",
        `[Note] [MY-012551] [InnoDB] Database was not shutdown normally! Starting crash recovery.`,
      ]);
      p.seq("market-mysql", 30, 30, 12, (i) => [
        "info",
        `[Note] [MY-013083] [InnoDB] Apply batch completed, progress ${Math.min(99, (i + 1) * 8)}%`,
      ]);
      p.seq("settlement-svc", 1, 1.5, 300, () => [
        "error",
        `Gridmark.Settlement.Statements[0] Failed to write statement batch: MySqlConnector.MySqlException (0x80004005): ${p.r.chance(0.5) ? "Lost connection to MySQL server during query" : "Unable to connect to any of the specified MySQL hosts."}`,
      ]);
      p.seq("bid-gateway", 1, 0.8, 600, () => [
        "error",
        `o.h.engine.jdbc.spi.SqlExceptionHelper : Communications link failure\n\nThe last packet successfully received from the server was ${p.r.int(1, 900)} milliseconds ago.`,
      ]);
      p.seq("reports-web", 5, 10, 40, () => [
        "error",
        `ActiveRecord::ConnectionNotEstablished (Can't connect to MySQL server on 'market-mysql' (111))`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "database",
    origin: "profile-pg",
    hints: ["recovery", "replica", "conflict", "postgres", "database", "standby"],
    sev: "medium",
    note: "Heavy vacuum on the primary makes the profile read replica cancel long reads with recovery conflicts; leaderboard and stats reads fail intermittently.",
    uses: ["player-profile", "lobby-api"],
    play: (p) => {
      p.seq("profile-pg", 0, 15, 80, () => [
        "error",
        `ERROR:  canceling statement due to conflict with recovery\nDETAIL:  User query might have needed to see row versions that must be removed.\nSTATEMENT:  SELECT player_id, mmr FROM player_stats WHERE season = 14 ORDER BY mmr DESC LIMIT 100 OFFSET ${p.r.int(0, 9000)}`,
      ]);
      p.seq("player-profile", 1, 3, 400, () => [
        "error",
        `c.l.profile.web.LeaderboardController : leaderboard read failed: org.postgresql.util.PSQLException: ERROR: canceling statement due to conflict with recovery`,
      ]);
      p.seq("lobby-api", 2, 2, 600, () => [
        "warn",
        `[LeaderboardService] upstream player-profile 500, serving cached page (age ${p.r.int(60, 900)}s)`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "network",
    origin: "fleet-allocator",
    hints: ["route", "unreachable", "network", "dial", "no route"],
    sev: "high",
    note: "A route table change cuts the allocator off from one zone's game-server nodes; allocations there fail with no route to host.",
    uses: ["matchmaker", "party-svc"],
    play: (p) => {
      p.seq("fleet-allocator", 0, 6, 200, () => [
        "error",
        `health ping to gs-eu-west-${p.r.hex(5)} failed: dial tcp 10.44.${p.r.int(128, 159)}.${p.r.int(2, 250)}:7654: connect: no route to host`,
      ]);
      p.seq("matchmaker", 2, 1, 1200, () => [
        "warn",
        `placement retry match=m-${p.r.hex(12)} region=eu-west attempt=${p.r.int(2, 6)} (allocator: placement failed)`,
      ]);
      p.seq("party-svc", 20, 4, 300, () => [
        "warn",
        `[warning] Party.Server party=${p.r.hex(12)} match start timed out in lobby, disbanding ready check`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "network",
    origin: "gps-ingest",
    hints: ["dns", "resolution", "lookup", "name"],
    sev: "medium",
    note: "The tracking ingester's nodes lose name resolution after a resolver pod rollout; the ELD vendor endpoints cannot be resolved and truck positions go stale.",
    uses: ["eta-model", "alerts-hub"],
    play: (p) => {
      p.seq("gps-ingest", 0, 10, 120, () => [
        "error",
        `gps_ingest::poller: poll eld-${p.r.pick(["samsara", "motive", "omnitracs"])} failed: error sending request for url (https://api.${p.r.pick(["samsara", "motive", "omnitracs"])}.example/v1/locations): error trying to connect: dns error: failed to lookup address information: Temporary failure in name resolution`,
      ]);
      p.seq("eta-model", 60, 3, 500, () => [
        "warn",
        `stale position for load LD-${p.r.int(1000000, 9999999)}: last ping ${p.r.int(6, 40)} min ago, eta confidence lowered`,
      ]);
      p.seq("alerts-hub", 200, 8, 200, () => [
        "warn",
        `[warning] AlertsHub.Dispatch pickup_late alert suppressed for LD-${p.r.int(1000000, 9999999)}: tracking stale`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "network",
    origin: "telemetry-bridge",
    hints: ["tls", "certificate", "handshake", "ssl"],
    sev: "high",
    note: "The SCADA front-end's server certificate lapses; the telemetry bridge's TLS handshakes fail and real-time grid telemetry stops feeding dispatch.",
    uses: ["dispatch-notifier", "clearing-core"],
    play: (p) => {
      p.seq("telemetry-bridge", 0, 8, 150, () => [
        "error",
        `[error] TLS :client: In state :certify at ssl_handshake.erl:2138 generated CLIENT ALERT: Fatal - Certificate Expired`,
      ]);
      p.seq("telemetry-bridge", 1, 30, 40, () => [
        "warn",
        `[warning] Telemetry.Scada connection to scada-fe.gridmark.local:4712 closed: {:tls_alert, {:certificate_expired, ~c"TLS client: In state certify at ssl_handshake.erl:2138 generated CLIENT ALERT: Fatal - Certificate Expired\\n"}}`,
      ]);
      p.seq("dispatch-notifier", 30, 3, 500, () => [
        "warn",
        `msg="telemetry stale, holding setpoints" unit=GEN-${p.r.int(100, 999)} age_s=${p.r.int(30, 900)}`,
      ]);
      p.seq("clearing-core", 60, 20, 60, () => [
        "warn",
        `clearing_core::inputs: SCADA snapshot missing for interval, using state estimator output`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "network",
    origin: "kernel",
    hints: ["conntrack", "packet", "drop", "network", "table full"],
    sev: "high",
    note: "A worker node's connection-tracking table fills up and the kernel drops new packets; services on that node see resets and failed connects.",
    uses: ["eta-model", "gps-ingest", "rate-quoter"],
    play: (p) => {
      p.seq("kernel", 0, 12, 90, () => ["warn", `nf_conntrack: nf_conntrack: table full, dropping packet`]);
      p.seq("kernel", 60, 60, 20, () => ["warn", `net_ratelimit: ${p.r.int(200, 4000)} callbacks suppressed`]);
      p.seq("eta-model", 3, 1, 900, () => [
        "error",
        `feature fetch failed: requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`,
      ]);
      p.seq("gps-ingest", 4, 2, 500, () => [
        "error",
        `gps_ingest::sink: kafka produce failed: Connection reset by peer (os error 104)`,
      ]);
      p.seq("rate-quoter", 5, 2, 500, () => [
        "error",
        `c.h.quote.FuelIndexClient : fuel index fetch failed: java.net.SocketException: Connection reset`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "timeout",
    origin: "skill-rating",
    hints: ["timeout", "deadline", "budget", "slow", "exceeded"],
    sev: "medium",
    note: "A model update makes the rating service's batch recomputation far slower than its budget; the matchmaker's calls hit their deadlines and matches form slowly.",
    uses: ["matchmaker", "lobby-api"],
    play: (p) => {
      p.seq("skill-rating", 0, 20, 80, () => [
        "warn",
        `skill_rating::update: rating batch for ranked-5v5 exceeded 250ms budget (took ${p.r.int(2000, 9000)}ms, ${p.r.int(200, 900)} players)`,
      ]);
      p.seq("matchmaker", 2, 0.7, 2000, () => [
        "error",
        `rating lookup failed ticket=t-${p.r.hex(10)}: rpc error: code = DeadlineExceeded desc = context deadline exceeded`,
      ]);
      p.seq("lobby-api", 60, 5, 200, () => [
        "warn",
        `[MatchStatusGateway] queue ranked-5v5 median wait ${p.r.int(180, 600)}s above SLO`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "timeout",
    origin: "rate-quoter",
    hints: ["timeout", "timed out", "sockettimeout", "read"],
    sev: "medium",
    note: "The external fuel-surcharge index stops answering in time; the quoter's calls hang until read timeouts and quote requests back up.",
    uses: ["loadboard-web", "fx-nginx"],
    play: (p) => {
      p.seq("rate-quoter", 0, 6, 200, () => [
        "error",
        `c.h.quote.FuelIndexClient : GET https://fuel-index.example.net/v2/diesel/weekly failed after 10000ms`,
        `java.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)\n\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)\n\tat com.haulmark.quote.FuelIndexClient.weekly(FuelIndexClient.java:64)`,
      ]);
      p.seq("loadboard-web", 10, 1.2, 1200, () => [
        "error",
        `Net::ReadTimeout (rate-quoter did not answer within 15s) quote for lane ${p.r.pick(["DAL-ATL", "CHI-MEM", "LAX-PHX"])}`,
      ]);
      p.seq("fx-nginx", 11, 2, 600, () => [
        "error",
        `[error] 31#31: *${p.r.int(1e5, 9e6)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${p.r.ip()}, server: api.haulmark.example, request: "POST /api/quotes HTTP/1.1", upstream: "http://10.8.2.14:3000/api/quotes"`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "timeout",
    origin: "clearing-core",
    hints: ["timeout", "limit", "solver", "deadline", "time"],
    sev: "high",
    note: "A degenerate network model makes the clearing solver run past its wall-clock limit, so intervals are published late or not at all.",
    uses: ["settlement-svc", "participant-portal", "dispatch-notifier"],
    play: (p) => {
      p.seq("clearing-core", 0, 60, 30, (i) =>
        i % 2 === 0
          ? ["warn", `clearing_core::solver: gap ${p.r.int(10, 90)}e-3 after ${p.r.int(120, 239)}s, still iterating`]
          : [
              "error",
              `clearing_core::run: clearing run for interval aborted: solver wall clock limit 240s reached (gap ${p.r.int(5, 60)}e-3)`,
            ],
      );
      p.seq("dispatch-notifier", 240, 4, 300, () => [
        "warn",
        `msg="no cleared schedule yet, repeating last setpoint" unit=GEN-${p.r.int(100, 999)}`,
      ]);
      p.seq("participant-portal", 250, 3, 400, () => [
        "warn",
        `GET /portal/prices/latest 404 ${p.r.int(3, 30)}.${p.r.int(100, 999)} ms - 45 (interval not published)`,
      ]);
      p.seq("settlement-svc", 400, 30, 30, () => [
        "warn",
        `Gridmark.Settlement.Inputs[0] No cleared prices for interval, statement deferred`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "timeout",
    origin: "settlement-svc",
    hints: ["lock", "timeout", "wait"],
    sev: "medium",
    note: "Two settlement batch jobs start together and block each other's rows; statement writes fail with lock wait timeouts.",
    uses: ["participant-portal", "reports-web"],
    play: (p) => {
      p.seq("settlement-svc", 0, 25, 60, () => [
        "error",
        `Gridmark.Settlement.Statements[0] Statement batch ${p.r.int(1000, 9999)} failed, will retry`,
        `MySqlConnector.MySqlException (0x80004005): Lock wait timeout exceeded; try restarting transaction\n   at MySqlConnector.Core.ServerSession.ReceiveReplyAsync(IOBehavior ioBehavior, CancellationToken cancellationToken) in /_/src/MySqlConnector/Core/ServerSession.cs:line 894\n   at Gridmark.Settlement.Statements.StatementWriter.WriteAsync(StatementBatch batch) in /src/Statements/StatementWriter.cs:line 121`,
      ]);
      p.seq("participant-portal", 60, 4, 300, () => [
        "warn",
        `GET /portal/invoices/${p.r.hex(8)} 504 ${p.r.int(30000, 31000)}.000 ms - 0 participant=MP${p.r.int(1000, 9999)}`,
      ]);
      p.seq("reports-web", 90, 15, 60, () => [
        "error",
        `Completed 500 Internal Server Error in 50012ms (ActiveRecord::LockWaitTimeout)`,
      ]);
    },
  },
];
