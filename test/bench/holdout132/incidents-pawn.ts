// The 26 incidents of the two pawn chains: Gold Anchor Pawn (A, trace ids) and Brass Key Loans (B, none).
import type { IncidentSpec } from "./incidents.js";
import type { Rng } from "./rng.js";
import { dotnet, goPanic, java, node, python } from "./stacks.js";

const pt = (r: Rng) => `PT-${r.digits(7)}`;
const st = (r: Rng) => `S${r.int(101, 148)}`;
const iid = (r: Rng) => r.hex(8);
const pid = (r: Rng) => r.digits(9);
const item = (r: Rng) => r.digits(8);

export const PAWN: IncidentSpec[] = [
  // ------------------------------------------------------------------ A: Gold Anchor Pawn
  {
    estate: "A",
    category: "authentication",
    origin: "forfeit-cron",
    hints: ["auth", "sftp", "jsch", "credential", "authentication"],
    sev: "medium",
    note: "forfeit-cron can no longer log in to the auction house SFTP drop (JSch Auth fail) so forfeited lots stop reaching auction-relay.",
    play: (c) => {
      c.every(
        "forfeit-cron",
        "error",
        0,
        null,
        60,
        (r) => `c.g.forfeit.ExportJob : upload of manifest forfeit-${r.digits(6)}.csv to sftp.bidvault.net:22 failed`,
        () =>
          java("com.jcraft.jsch.JSchException: Auth fail", [
            "com.jcraft.jsch.Session.connect(Session.java:519)",
            "com.jcraft.jsch.Session.connect(Session.java:183)",
            "org.springframework.integration.sftp.session.SftpSession.connect(SftpSession.java:295)",
            "org.springframework.integration.sftp.session.DefaultSftpSessionFactory.getSession(DefaultSftpSessionFactory.java:409)",
            "com.goldanchor.forfeit.ExportJob.push(ExportJob.java:88)",
            "com.goldanchor.forfeit.ExportJob.run(ExportJob.java:51)",
          ]),
      );
      c.every(
        "forfeit-cron",
        "warn",
        8,
        null,
        12,
        (_r, i) => `c.g.forfeit.ExportJob : retrying SFTP upload (attempt ${(i % 5) + 1}/5) user=goldanchor-export`,
      );
      c.every(
        "auction-relay",
        "warn",
        90,
        null,
        30,
        (r) => `BidVault import: no manifest received for ${r.int(3, 9)}m, 0 new forfeited lots to list`,
      );
      c.every(
        "loan-ledger",
        "warn",
        150,
        null,
        45,
        (r) => `c.g.ledger.ForfeitMonitor : ${r.int(26, 70)} forfeited loans awaiting auction export (threshold 25)`,
      );
    },
  },
  {
    estate: "A",
    category: "authorization",
    origin: "photo-vault",
    hints: ["403", "accessdenied", "access denied", "permission", "forbidden", "denied"],
    sev: "medium",
    note: "After its IAM role session refreshes, photo-vault gets S3 403 AccessDenied on every PutObject and intake uploads fail upstream.",
    play: (c) => {
      c.at(
        "photo-vault",
        "info",
        -4,
        "refreshed credentials: assumed role arn:aws:iam::418220963511:role/photo-vault-prod (expires in 1h0m0s)",
      );
      c.mute("photo-vault", 0, 0.03);
      c.every(
        "photo-vault",
        "error",
        0,
        null,
        2.2,
        (r) =>
          `PutObject intake/${iid(r)}/${r.int(1, 6)}.jpg failed: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${r.hex(16).toUpperCase()}, HostID: ${r.hex(20)}=, api error AccessDenied: Access Denied`,
      );
      c.every(
        "intake-svc",
        "error",
        1,
        null,
        1.1,
        (r) =>
          `photo upload for intake ${iid(r)} failed: photo-vault responded 502 Bad Gateway (attempt ${r.int(1, 3)}/3)`,
      );
      c.every(
        "store-gateway",
        "error",
        2,
        null,
        1.9,
        (r) => `POST /api/v3/intake 502 ${r.int(300, 1400)}ms store=${st(r)}`,
      );
      c.every(
        "counter-pos",
        "warn",
        30,
        null,
        20,
        (r) => `Intake at ${st(r)} could not attach photos; clerk told to keep item in back room`,
      );
    },
  },
  {
    estate: "A",
    category: "database",
    origin: "loan-ledger",
    hints: ["connection", "database", "postgres", "sql", "slots", "pool", "too many"],
    sev: "high",
    note: "loan-ledger's Postgres refuses new connections (reserved slots) and its Hikari pool times out, so renewals and new loans fail at every counter.",
    play: (c) => {
      c.mute("loan-ledger", 0, 0.12);
      c.every(
        "loan-ledger",
        "warn",
        0,
        null,
        3,
        (r) => `o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 0, SQLState: 53300 (conn=${r.int(90, 99)})`,
      );
      c.every(
        "loan-ledger",
        "error",
        0.5,
        null,
        3,
        () =>
          "o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: remaining connection slots are reserved for non-replication superuser connections",
      );
      c.every(
        "loan-ledger",
        "error",
        5,
        null,
        7,
        (r) =>
          `o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction] (ticket ${pt(r)})`,
        () =>
          java(
            "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=57)",
            [
              "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
              "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
              "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
              "org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection(DatasourceConnectionProviderImpl.java:122)",
              "com.goldanchor.ledger.LoanService.renew(LoanService.java:142)",
            ],
            {
              head: "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
              frames: [
                "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:203)",
              ],
            },
          ),
      );
      c.every(
        "counter-pos",
        "error",
        2,
        null,
        0.9,
        (r) =>
          `Renewal failed for ticket ${pt(r)}: loan-ledger returned 500 (Internal Server Error) after ${r.int(29, 31)}.${r.int(0, 9)}s`,
      );
      c.every(
        "counter-pos",
        "warn",
        2,
        null,
        0.6,
        (r) =>
          `Execution attempt. Source: 'LedgerClient', Operation Key: 'renew', Result: '500', Handled: 'True', Attempt: '${r.int(0, 2)}', Execution Time: ${r.int(28000, 31000)}ms`,
      );
      c.every(
        "store-gateway",
        "error",
        3,
        null,
        1.2,
        (r) => `POST /api/v3/loans/renew 502 ${r.int(30000, 31500)}ms store=${st(r)} upstream=counter-pos`,
      );
      c.every(
        "forfeit-cron",
        "error",
        20,
        null,
        60,
        () =>
          "o.s.s.s.TaskUtils$LoggingErrorHandler : Unexpected error occurred in scheduled task: ledger API 500 on GET /internal/forfeitable",
      );
    },
  },
  {
    estate: "A",
    category: "network",
    origin: "counter-pos",
    hints: ["reset", "connection", "network", "socket", "host", "dns"],
    sev: "high",
    note: "counter-pos loses its network path: connections it opens to loan-ledger and gold-ticker are reset or fail name resolution while the rest of the estate talks fine.",
    play: (c) => {
      c.mute("counter-pos", 0, 0.2);
      c.every(
        "counter-pos",
        "error",
        0,
        null,
        2.4,
        (r) => `Request to loan-ledger failed for ticket ${pt(r)}`,
        () =>
          dotnet(
            "System.Net.Http.HttpRequestException: Connection reset by peer (loan-ledger.goldanchor-prod.svc:8080)",
            [
              "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
              "System.Net.Http.HttpConnectionPool.ConnectAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
              "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken cancellationToken)",
              "GoldAnchor.Pos.Clients.LedgerClient.RenewAsync(String ticket, CancellationToken ct) in /src/GoldAnchor.Pos/Clients/LedgerClient.cs:line 61",
            ],
            "System.Net.Sockets.SocketException (104): Connection reset by peer",
          ),
      );
      c.every(
        "counter-pos",
        "error",
        4,
        null,
        5,
        () =>
          "Gold quote request failed: Resource temporarily unavailable (gold-ticker.goldanchor-prod.svc:8080) ---> System.Net.Sockets.SocketException (11): Resource temporarily unavailable",
      );
      c.every(
        "counter-pos",
        "warn",
        1,
        null,
        1.3,
        (r) =>
          `Retry ${r.int(1, 3)} of 3 for POST http://loan-ledger.goldanchor-prod.svc:8080/loans/renew after SocketException`,
      );
      c.every(
        "store-gateway",
        "error",
        1,
        null,
        1.0,
        (r) =>
          `POST /api/v3/loans/renew 502 ${r.int(5, 900)}ms store=${st(r)} upstream=counter-pos err="read ECONNRESET"`,
      );
      c.every(
        "store-gateway",
        "warn",
        1,
        null,
        2.5,
        () => "upstream counter-pos: socket hang up, retrying on next endpoint",
      );
    },
  },
  {
    estate: "A",
    category: "timeout",
    origin: "serial-watch",
    hints: ["timeout", "timed out", "read timeout", "readtimeout"],
    sev: "medium",
    note: "The police database stops answering serial-watch's lookups in time (20 s read timeouts, logged at WARN only) and intake stalls behind it.",
    play: (c) => {
      c.mute("serial-watch", 0, 0.05);
      c.every(
        "serial-watch",
        "warn",
        0,
        null,
        2.6,
        (r) =>
          `lookup serial ${r.hex(3).toUpperCase()}${r.digits(5)} gave up: HTTPSConnectionPool(host='api.leadsonline.com', port=443): Read timed out. (read timeout=20); item queued for manual check`,
      );
      c.every(
        "intake-svc",
        "error",
        3,
        null,
        1.0,
        (r) => `serial check for intake ${iid(r)} failed: POST http://serial-watch:8000/check timed out after 25000ms`,
      );
      c.every(
        "intake-svc",
        "warn",
        3,
        null,
        1.8,
        (r) => `retrying serial check for intake ${iid(r)} (${r.int(1, 3)}/3)`,
      );
      c.every(
        "store-gateway",
        "error",
        5,
        null,
        1.7,
        (r) => `POST /api/v3/intake 504 ${r.int(25000, 25400)}ms store=${st(r)}`,
      );
    },
  },
  {
    estate: "A",
    category: "rate_limiting",
    origin: "auction-relay",
    hints: ["429", "rate", "limit", "too many requests", "throttl"],
    sev: "medium",
    note: "A weekly relist job floods the auction platform API and auction-relay gets 429 Too Many Requests on every listing call; Sidekiq retries pile up.",
    play: (c) => {
      c.at("auction-relay", "info", -15, "RelistAllJob JID-9f41c2a07be1 INFO: start");
      c.at(
        "auction-relay",
        "info",
        -12,
        "RelistAllJob enqueued 1,842 ListLotJob jobs (weekly relist of unsold forfeits)",
      );
      c.every(
        "auction-relay",
        "warn",
        0,
        null,
        0.8,
        (r) =>
          `ListLotJob JID-${r.hex(12)} WARN: Faraday::TooManyRequestsError: the server responded with status 429 (X-RateLimit-Remaining: 0, Retry-After: ${r.int(30, 60)})`,
      );
      c.every(
        "auction-relay",
        "error",
        10,
        null,
        15,
        (r) => `ListLotJob JID-${r.hex(12)} ERROR: retries exhausted for lot ${r.digits(6)}`,
        () => [
          "Faraday::TooManyRequestsError: the server responded with status 429",
          "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:30:in `on_complete'",
          "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/middleware.rb:18:in `block in call'",
          "/app/app/clients/bidvault_client.rb:44:in `create_listing'",
          "/app/app/jobs/list_lot_job.rb:12:in `perform'",
          "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:202:in `execute_job'",
        ],
      );
      c.every(
        "forfeit-cron",
        "warn",
        60,
        null,
        60,
        (r) => `c.g.forfeit.AuctionBacklog : ${r.int(300, 1800)} forfeited lots not yet listed`,
      );
    },
  },
  {
    estate: "A",
    category: "validation",
    origin: "gold-ticker",
    hints: ["unmarshal", "json", "decode", "invalid", "validation", "parse"],
    sev: "medium",
    note: "The metals feed starts sending prices as quoted strings; gold-ticker rejects every tick as undecodable and its quote goes stale, blocking gold buys at the counter.",
    play: (c) => {
      c.mute("gold-ticker", 0, 0, true);
      c.every(
        "gold-ticker",
        "error",
        0,
        null,
        5,
        (r) =>
          `drop tick seq=${r.digits(7)}: decode: json: cannot unmarshal string into Go struct field Tick.bid of type float64`,
      );
      c.every(
        "gold-ticker",
        "warn",
        30,
        null,
        6,
        (r) => `quote served xau_usd=2331.40 age=${r.int(30, 900)}s stale=true`,
      );
      c.every(
        "counter-pos",
        "error",
        60,
        null,
        4,
        (r) => `Gold buy blocked at ${st(r)}: quote older than 60s (gold-ticker age ${r.int(61, 900)}s)`,
      );
      c.every(
        "store-gateway",
        "warn",
        60,
        null,
        5,
        (r) => `POST /api/v3/loans 409 ${r.int(30, 90)}ms store=${st(r)} reason=stale_gold_quote`,
      );
    },
  },
  {
    estate: "A",
    category: "null_reference",
    origin: "intake-svc",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "intake-svc crashes on every jewelry intake (no serial number) with TypeError reading serialNumber of undefined; the gateway returns 500s.",
    play: (c) => {
      c.every(
        "intake-svc",
        "error",
        0,
        null,
        2.5,
        (r) => `unhandled error in POST /intake (store ${st(r)}, category=jewelry)`,
        () =>
          node("TypeError: Cannot read properties of undefined (reading 'serialNumber')", [
            "normalizeIdentifiers (/app/dist/intake/normalize.js:41:38)",
            "buildIntakeRecord (/app/dist/intake/record.js:77:19)",
            "async IntakeController.create (/app/dist/intake/controller.js:29:22)",
            "async /app/node_modules/@fastify/express/index.js:112:9",
          ]),
      );
      c.every(
        "store-gateway",
        "error",
        0.5,
        null,
        2.5,
        (r) => `POST /api/v3/intake 500 ${r.int(12, 60)}ms store=${st(r)}`,
      );
      c.every("counter-pos", "warn", 10, null, 9, (r) => `Intake submit failed at ${st(r)} (500); clerk retried`);
    },
  },
  {
    estate: "A",
    category: "configuration",
    origin: "loan-ledger",
    hints: ["config", "property", "bind", "setting", "monthly-rate"],
    sev: "high",
    note: "A config-server refresh changes loan.interest.monthly-rate to '20%'; loan-ledger cannot bind it and every interest quote and renewal fails.",
    play: (c) => {
      c.at(
        "loan-ledger",
        "info",
        -3,
        "o.s.c.e.event.RefreshEventListener : Refresh keys changed: [loan.interest.monthly-rate, loan.interest.rounding]",
      );
      c.mute("loan-ledger", 0, 0.1);
      c.every(
        "loan-ledger",
        "error",
        0,
        null,
        2.8,
        (r) => `c.g.ledger.web.ErrorAdvice : renewal quote failed for ${pt(r)}`,
        () =>
          java(
            "org.springframework.boot.context.properties.bind.BindException: Failed to bind properties under 'loan.interest.monthly-rate' to java.math.BigDecimal",
            [
              "org.springframework.boot.context.properties.bind.Binder.handleBindError(Binder.java:392)",
              "org.springframework.boot.context.properties.ConfigurationPropertiesBinder.bind(ConfigurationPropertiesBinder.java:89)",
              "org.springframework.cloud.context.properties.ConfigurationPropertiesRebinder.rebind(ConfigurationPropertiesRebinder.java:108)",
              "com.goldanchor.ledger.interest.InterestPolicy.monthlyRate(InterestPolicy.java:33)",
              "com.goldanchor.ledger.LoanService.quoteRenewal(LoanService.java:97)",
            ],
            {
              head: 'java.lang.NumberFormatException: Character % is neither a decimal digit number, decimal point, nor "e" notation exponential mark.',
              frames: ["java.base/java.math.BigDecimal.<init>(BigDecimal.java:608)"],
            },
          ),
      );
      c.every(
        "counter-pos",
        "error",
        1,
        null,
        1.1,
        (r) => `Renewal quote for ${pt(r)} failed: loan-ledger returned 500 (Internal Server Error)`,
      );
      c.every(
        "store-gateway",
        "error",
        1,
        null,
        1.6,
        (r) => `POST /api/v3/loans/renew 502 ${r.int(40, 300)}ms store=${st(r)}`,
      );
    },
  },
  {
    estate: "A",
    category: "dependency",
    origin: "counter-pos",
    hints: ["503", "unavailable", "circuit", "processor", "upstream", "dependency"],
    sev: "medium",
    note: "The card processor behind counter-pos answers 503 Service Unavailable; Polly opens the circuit and stores drop to cash only.",
    play: (c) => {
      c.every(
        "counter-pos",
        "error",
        0,
        null,
        2.2,
        (r) =>
          `Card authorization failed for sale at ${st(r)}: processor returned 503 Service Unavailable (gateway=tsys, ref ${r.hex(10)})`,
      );
      c.every(
        "counter-pos",
        "warn",
        20,
        null,
        30,
        () => "Circuit breaker opened for 00:00:30 after 5 consecutive failures (CardAuthClient); card tender disabled",
      );
      c.every(
        "counter-pos",
        "warn",
        35,
        null,
        30,
        () => "Circuit breaker half-open, trial call to CardAuthClient failed with 503; reopening",
      );
      c.every(
        "store-gateway",
        "error",
        1,
        null,
        1.5,
        (r) => `POST /api/v3/payments/card 502 ${r.int(40, 3000)}ms store=${st(r)}`,
      );
      c.every(
        "store-gateway",
        "warn",
        1,
        null,
        3,
        (r) => `POST /api/v3/payments/card retry ${r.int(1, 2)} store=${st(r)}`,
      );
    },
  },
  {
    estate: "A",
    category: "memory",
    origin: "photo-vault",
    hints: ["memory", "out of memory", "oom", "alloc"],
    sev: "high",
    note: "photo-vault runs out of memory decoding large intake photos, dies with 'fatal error: runtime: out of memory' and crash-loops while intake-svc sees refused connections.",
    play: (c) => {
      c.every(
        "photo-vault",
        "warn",
        -90,
        0,
        20,
        (r) => `image buffer pool at ${r.int(86, 97)}% of GOMEMLIMIT (1.8GiB), ${r.int(30, 60)} decodes in flight`,
      );
      c.mute("photo-vault", 0, 0.15);
      c.every(
        "photo-vault",
        "error",
        0,
        null,
        45,
        (r) =>
          `runtime: out of memory: cannot allocate ${r.pick(["268435456", "134217728"])}-byte block (${r.int(1900, 2000)}000000 in use)`,
        () =>
          goPanic("fatal error: runtime: out of memory", [
            ["runtime.throw({0x10f3a2e?, 0x2000?})", "/usr/local/go/src/runtime/panic.go:1023"],
            ["runtime.(*mheap).grow(0x1a9c0c0, 0x8000?)", "/usr/local/go/src/runtime/mheap.go:1519"],
            ["image/jpeg.(*decoder).makeImg(...)", "/usr/local/go/src/image/jpeg/scan.go:30"],
            ["main.(*resizer).Thumb(0xc0001a2000, {0x12a7e40, 0xc0c4e1a000})", "/src/cmd/photo-vault/resize.go:58"],
          ]),
      );
      c.every("photo-vault", "info", 6, null, 45, () => "starting photo-vault version=2.19.3 commit=4be1f0a");
      c.every(
        "intake-svc",
        "error",
        2,
        null,
        1.3,
        (r) =>
          `photo upload for intake ${iid(r)} failed: connect ECONNREFUSED 10.42.${r.int(1, 9)}.${r.int(2, 250)}:8080`,
      );
      c.every("intake-svc", "warn", 2, null, 2, () => "photo-vault request aborted: socket hang up, retrying");
      c.every(
        "store-gateway",
        "error",
        3,
        null,
        2.2,
        (r) => `POST /api/v3/intake 502 ${r.int(20, 600)}ms store=${st(r)}`,
      );
    },
  },
  {
    estate: "A",
    category: "disk",
    origin: "ticket-printer",
    hints: ["disk", "space", "errno 28", "enospc", "storage"],
    sev: "medium",
    note: "ticket-printer's spool volume fills up (Errno 28) and pawn tickets stop rendering, while its usual CUPS media-empty noise carries on.",
    play: (c) => {
      c.at("ticket-printer", "warn", -140, "spool volume /var/spool/tickets 91% used (1.82G/2.00G)");
      c.at("ticket-printer", "warn", -60, "spool volume /var/spool/tickets 97% used (1.95G/2.00G)");
      c.mute("ticket-printer", 0, 0);
      let ticket = "";
      c.every(
        "ticket-printer",
        "error",
        0,
        null,
        2.6,
        (r) => {
          ticket = pt(r);
          return `render failed for ${ticket}`;
        },
        () =>
          python(
            [
              ["/app/ticketd/render.py", 88, "render_ticket", "pdf.output(path)"],
              ["/usr/local/lib/python3.11/site-packages/fpdf/fpdf.py", 5026, "output", 'with open(name, "wb") as f:'],
            ],
            `OSError: [Errno 28] No space left on device: '/var/spool/tickets/${ticket}.pdf'`,
          ),
      );
      c.every(
        "counter-pos",
        "error",
        2,
        null,
        3,
        (r) => `Ticket print failed for ${pt(r)}: ticket-printer returned 500; loan booked, ticket must be reprinted`,
      );
      c.every("counter-pos", "warn", 2, null, 4, (r) => `Reprint attempt ${r.int(1, 3)} for ${pt(r)} failed`);
    },
  },
  {
    estate: "A",
    category: "unknown",
    origin: "gold-ticker",
    hints: ["unknown", "restart", "crash", "exit", "unavailable"],
    sev: "medium",
    note: "gold-ticker silently stops and keeps restarting without logging any error; counter-pos cannot reach it for quotes.",
    play: (c) => {
      c.mute("gold-ticker", 0, 0, true);
      c.every("gold-ticker", "info", 25, null, 50, () => "starting gold-ticker v3.4.1 (go1.22.4)");
      c.every("gold-ticker", "info", 27, null, 50, () => "subscribed to metals-feed topic XAU,XAG");
      c.every(
        "counter-pos",
        "error",
        3,
        null,
        2,
        () => "Gold quote unavailable: Connection refused (gold-ticker.goldanchor-prod.svc:8080)",
      );
      c.every(
        "counter-pos",
        "warn",
        3,
        null,
        2.5,
        (r) =>
          `Retry ${r.int(1, 3)} of 3 for GET http://gold-ticker.goldanchor-prod.svc:8080/quote after HttpRequestException`,
      );
      c.every(
        "store-gateway",
        "error",
        4,
        null,
        3,
        (r) => `POST /api/v3/loans 502 ${r.int(10, 90)}ms store=${st(r)} upstream=counter-pos`,
      );
    },
  },
  // ------------------------------------------------------------------ B: Brass Key Loans
  {
    estate: "B",
    category: "authentication",
    origin: "img-pipeline",
    hints: ["credential", "access key", "invalidaccesskeyid", "authentication", "auth"],
    sev: "medium",
    note: "img-pipeline's S3 access key was deactivated; every upload is refused with InvalidAccessKeyId (logged at WARN) and intake-desk reports the failures.",
    play: (c) => {
      c.mute("img-pipeline", 0, 0.05);
      c.every(
        "img-pipeline",
        "warn",
        0,
        null,
        2.7,
        (r) =>
          `upload ${item(r)}/${r.int(1, 6)}.jpg to s3://brasskey-items failed (will retry): InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.`,
      );
      c.every(
        "intake-desk",
        "error",
        2,
        null,
        1.2,
        (r) => `thumbnail job for item ${item(r)} failed: img-pipeline returned HTTP 502`,
      );
      c.every(
        "intake-desk",
        "warn",
        2,
        null,
        1.5,
        (r) => `retrying thumbnail job for item ${item(r)} (${r.int(1, 4)}/4)`,
      );
      c.every(
        "edge-proxy",
        "error",
        3,
        null,
        2.2,
        (r) => `"POST /intake/items HTTP/1.1" 502 - ${r.int(2000, 90000)} ${r.int(100, 900)} "intake-desk"`,
      );
      c.every(
        "lot-publisher",
        "warn",
        60,
        null,
        40,
        (r) => `c.b.lots.PublishJob - item ${item(r)} skipped: photos missing`,
      );
    },
  },
  {
    estate: "B",
    category: "authorization",
    origin: "police-feed",
    hints: ["403", "forbidden", "permission", "scope", "authoriz", "denied"],
    sev: "medium",
    note: "The state pawn reporting portal answers police-feed with 403 insufficient_scope for one county, so report batches fail and items cannot leave their hold.",
    play: (c) => {
      c.mute("police-feed", 0, 0.3, true);
      c.every(
        "police-feed",
        "error",
        0,
        null,
        20,
        (r) => `state report batch ${r.digits(6)} rejected`,
        (r) =>
          python(
            [
              ["/srv/police_feed/submit.py", 71, "submit_batch", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/models.py",
                1024,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            `requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://pawnreport.state.example.gov/api/v2/transactions (insufficient_scope: account BK-00${r.int(40, 49)} lacks role TXN_SUBMIT for county 113)`,
          ),
      );
      c.every("police-feed", "warn", 5, null, 8, (r) => `batch requeued, ${r.int(40, 400)} transactions pending`);
      c.every(
        "intake-desk",
        "warn",
        30,
        null,
        6,
        (r) => `item ${item(r)} cannot be released for sale: police report not acknowledged`,
      );
      c.every(
        "till-api",
        "error",
        60,
        null,
        9,
        (r) => `Sale blocked for item ${item(r)}: hold not cleared (police report pending)`,
      );
    },
  },
  {
    estate: "B",
    category: "database",
    origin: "pledge-core",
    hints: ["deadlock", "database", "sql", "postgres", "sqlstate"],
    sev: "high",
    note: "pledge-core's renewals and the forfeiture run deadlock in Postgres (SQLSTATE 40P01); renewals at the till fail and till-api retries hard.",
    play: (c) => {
      c.at("pledge-core", "info", -5, "forfeiture run started (batch size 500)");
      c.mute("pledge-core", 0, 0.2);
      c.every(
        "pledge-core",
        "error",
        0,
        null,
        2.4,
        (r) => `renew pledge_id=${pid(r)} failed: ERROR: deadlock detected (SQLSTATE 40P01)`,
      );
      c.every(
        "pledge-core",
        "error",
        1,
        null,
        9,
        (r) =>
          `forfeiture run: tx rolled back: ERROR: could not serialize access due to concurrent update (SQLSTATE 40001) pledge_id=${pid(r)}`,
      );
      c.every(
        "till-api",
        "error",
        1,
        null,
        0.9,
        (r) => `PledgeClient::ServerError: pledge-core responded 500 for POST /v1/pledges/${pid(r)}/renew`,
      );
      c.every(
        "till-api",
        "warn",
        1,
        null,
        0.7,
        (r) => `retrying PledgeClient#renew (attempt ${r.int(2, 4)}/4) after 500`,
      );
      c.every(
        "edge-proxy",
        "error",
        2,
        null,
        1.3,
        (r) => `"POST /till/pledges/renew HTTP/1.1" 500 - ${r.int(300, 900)} ${r.int(800, 4000)} "till-api"`,
      );
    },
  },
  {
    estate: "B",
    category: "network",
    origin: "intake-desk",
    hints: ["reset", "connection", "network", "route", "socket"],
    sev: "medium",
    note: "The node running intake-desk loses its network: its calls to img-pipeline and police-feed are reset or have no route, and edge-proxy sees upstream connection terminations.",
    play: (c) => {
      c.mute("intake-desk", 0, 0.1);
      c.every(
        "intake-desk",
        "error",
        0,
        null,
        2.5,
        (r) => `POST http://img-pipeline:3000/jobs failed for item ${item(r)}`,
        () =>
          python(
            [
              ["/app/intake/tasks.py", 132, "request_thumbnails", "resp = session.post(url, json=payload, timeout=10)"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
                637,
                "post",
                'return self.request("POST", url, data=data, json=json, **kwargs)',
              ],
              [
                "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                682,
                "send",
                "raise ConnectionError(err, request=request)",
              ],
            ],
            "requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
          ),
      );
      c.every(
        "intake-desk",
        "error",
        3,
        null,
        6,
        () =>
          "police-feed enqueue failed: HTTPConnectionPool(host='police-feed', port=8000): Max retries exceeded with url: /reports (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a2c1b9d50>: Failed to establish a new connection: [Errno 113] No route to host'))",
      );
      c.every(
        "edge-proxy",
        "error",
        1,
        null,
        1.1,
        (r) =>
          `"POST /intake/items HTTP/1.1" 503 UC ${r.int(2000, 90000)} ${r.int(1, 40)} "intake-desk" upstream_reset_before_response_started{connection_termination}`,
      );
    },
  },
  {
    estate: "B",
    category: "timeout",
    origin: "till-api",
    hints: ["timeout", "readtimeout", "timed out"],
    sev: "medium",
    note: "The card terminal gateway stops answering till-api in time; card tenders hit Net::ReadTimeout and Rack::Timeout and edge-proxy returns 504s.",
    play: (c) => {
      c.mute("till-api", 0, 0.4);
      c.every(
        "till-api",
        "error",
        0,
        null,
        3,
        () => "Completed 500 Internal Server Error in 15003ms (ActiveRecord: 3.1ms) TendersController#card",
        () => [
          "Net::ReadTimeout (Net::ReadTimeout with #<TCPSocket:(closed)>):",
          "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
          "/usr/local/lib/ruby/3.3.0/net/http.rb:2344:in `transport_request'",
          "app/services/card_terminal_gateway.rb:37:in `authorize'",
          "app/controllers/tenders_controller.rb:22:in `card'",
        ],
      );
      c.every(
        "till-api",
        "error",
        4,
        null,
        6,
        () => "Rack::Timeout::RequestTimeoutException: Request ran for longer than 15000ms",
      );
      c.every(
        "edge-proxy",
        "error",
        1,
        null,
        1.6,
        (r) => `"POST /till/tenders/card HTTP/1.1" 504 UT ${r.int(300, 700)} 15000 "till-api" upstream request timeout`,
      );
      c.every(
        "edge-proxy",
        "warn",
        1,
        null,
        2.2,
        () => `"POST /till/tenders/card HTTP/1.1" retry 1 (x-envoy-retry-on: 5xx)`,
      );
    },
  },
  {
    estate: "B",
    category: "rate_limiting",
    origin: "reminder-sms",
    hints: ["429", "20429", "rate", "too many", "throttl", "limit"],
    sev: "medium",
    note: "A due-date reminder blast makes Twilio answer reminder-sms with 20429 Too Many Requests; reminders back up while the usual 21614 invalid-number errors continue.",
    play: (c) => {
      c.at("pledge-core", "info", -10, "due-date reminders: enqueued 4,212 messages for pledges due in 3 days");
      c.every(
        "reminder-sms",
        "error",
        0,
        null,
        0.7,
        (r) =>
          `Twilio error 20429: Too Many Requests (concurrency) for +1******${r.digits(4)}; backing off ${r.int(1, 8)}s`,
      );
      c.every("reminder-sms", "warn", 0, null, 1.5, (r) => `requeued reminder ${r.hex(8)} (attempt ${r.int(2, 6)})`);
      c.every(
        "pledge-core",
        "warn",
        60,
        null,
        30,
        (r) => `reminder dispatch backlog ${r.int(1800, 4100)} (oldest ${r.int(2, 9)}m)`,
      );
    },
  },
  {
    estate: "B",
    category: "validation",
    origin: "bullion-rates",
    hints: ["validation", "pydantic", "invalid", "parse", "float"],
    sev: "medium",
    note: "The market feed sends spot prices with thousands separators; bullion-rates rejects every tick in validation (WARN) and till-api refuses melt quotes on stale spot.",
    play: (c) => {
      c.mute("bullion-rates", 0, 0, true);
      c.every(
        "bullion-rates",
        "warn",
        0,
        null,
        6,
        (r) =>
          `rejected tick from feed: 1 validation error for SpotQuote\nxau\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='2,3${r.int(18, 42)}.${r.int(10, 99)}', input_type=str]`,
      );
      c.every("bullion-rates", "warn", 20, null, 12, (r) => `serving cached spot (age ${r.int(20, 900)}s)`);
      c.every(
        "till-api",
        "error",
        125,
        null,
        3,
        (r) => `Melt quote refused for buy at branch ${r.int(1, 31)}: spot older than 120s`,
      );
      c.every(
        "edge-proxy",
        "warn",
        125,
        null,
        3.5,
        (r) => `"POST /till/buys HTTP/1.1" 409 - ${r.int(300, 900)} ${r.int(20, 90)} "till-api"`,
      );
    },
  },
  {
    estate: "B",
    category: "null_reference",
    origin: "till-api",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    sev: "high",
    note: "till-api raises NoMethodError on nil for pledges migrated without terms, failing renewals for those tickets.",
    play: (c) => {
      c.every(
        "till-api",
        "error",
        0,
        null,
        2.5,
        (r) =>
          `Completed 500 Internal Server Error in ${r.int(20, 80)}ms (ActiveRecord: ${r.int(3, 9)}.${r.int(0, 9)}ms) PledgesController#renew`,
        () => [
          "NoMethodError (undefined method `forfeit_on' for nil):",
          "app/models/pledge_summary.rb:27:in `days_left'",
          "app/models/pledge_summary.rb:41:in `renewal_fee'",
          "app/controllers/pledges_controller.rb:58:in `renew'",
          "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
        ],
      );
      c.every(
        "edge-proxy",
        "error",
        0.5,
        null,
        2.5,
        (r) => `"POST /till/pledges/renew HTTP/1.1" 500 - ${r.int(300, 900)} ${r.int(20, 90)} "till-api"`,
      );
    },
  },
  {
    estate: "B",
    category: "configuration",
    origin: "lot-publisher",
    hints: ["config", "url", "property", "uri", "setting", "missing"],
    sev: "medium",
    note: "lot-publisher v1.34.0 ships with an empty bidhouse.base-url and every publish fails with 'URI is not absolute'.",
    play: (c) => {
      c.at(
        "lot-publisher",
        "info",
        -40,
        "o.s.b.StartupInfoLogger - Starting LotPublisherApplication v1.34.0 using Java 17.0.10",
      );
      c.at(
        "lot-publisher",
        "info",
        -31,
        "c.b.lots.config.BidhouseProperties - bidhouse.base-url='' bidhouse.timeout=10s",
      );
      c.at("lot-publisher", "info", -29, "o.s.b.StartupInfoLogger - Started LotPublisherApplication in 10.9 seconds");
      c.mute("lot-publisher", 0, 0, true);
      c.every(
        "lot-publisher",
        "error",
        0,
        null,
        8,
        (r) => `c.b.lots.PublishJob - publish of lot BK-${r.digits(6)} failed`,
        () =>
          java("java.lang.IllegalArgumentException: URI is not absolute", [
            "java.base/java.net.URL.fromURI(URL.java:721)",
            "java.base/java.net.URI.toURL(URI.java:1139)",
            "org.springframework.http.client.SimpleClientHttpRequestFactory.createRequest(SimpleClientHttpRequestFactory.java:150)",
            "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:859)",
            "com.brasskey.lots.BidhouseClient.createLot(BidhouseClient.java:47)",
            "com.brasskey.lots.PublishJob.run(PublishJob.java:63)",
          ]),
      );
      c.every(
        "pledge-core",
        "warn",
        90,
        null,
        40,
        (r) => `forfeited inventory awaiting publish: ${r.int(30, 120)} items`,
      );
    },
  },
  {
    estate: "B",
    category: "dependency",
    origin: "pledge-core",
    hints: ["redis", "masterdown", "unavailable", "dependency", "cache"],
    sev: "high",
    note: "The Redis pledge-core uses for pledge locks loses its master (MASTERDOWN); pledge-core fails renewals with 503 and till-api retries.",
    play: (c) => {
      c.mute("pledge-core", 0, 0.2);
      c.every(
        "pledge-core",
        "error",
        0,
        null,
        2,
        (r) =>
          `renew pledge_id=${pid(r)} failed: acquire lock: MASTERDOWN Link with MASTER is down and replica-serve-stale-data is set to 'no'.`,
      );
      c.every(
        "pledge-core",
        "warn",
        10,
        null,
        15,
        () => "redis: discarding bad PubSub connection: MASTERDOWN Link with MASTER is down",
      );
      c.every(
        "till-api",
        "error",
        1,
        null,
        0.9,
        (r) => `PledgeClient::ServiceUnavailable: pledge-core responded 503 for POST /v1/pledges/${pid(r)}/renew`,
      );
      c.every(
        "till-api",
        "warn",
        1,
        null,
        0.8,
        (r) => `retrying PledgeClient#renew (attempt ${r.int(2, 4)}/4) after 503`,
      );
      c.every(
        "edge-proxy",
        "error",
        2,
        null,
        1.4,
        (r) => `"POST /till/pledges/renew HTTP/1.1" 503 - ${r.int(300, 900)} ${r.int(40, 900)} "till-api"`,
      );
    },
  },
  {
    estate: "B",
    category: "memory",
    origin: "lot-publisher",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    sev: "medium",
    note: "lot-publisher builds the full lot feed in memory, hits java.lang.OutOfMemoryError: Java heap space and restarts repeatedly.",
    play: (c) => {
      c.every(
        "lot-publisher",
        "warn",
        -80,
        0,
        12,
        (r) =>
          `[gc] GC(${r.int(900, 999)}) Pause Full (G1 Compaction Pause) ${r.int(1980, 2030)}M->${r.int(1950, 1990)}M(2048M) ${r.int(1800, 3900)}.${r.int(100, 999)}ms`,
      );
      c.mute("lot-publisher", 0, 0, true);
      c.every(
        "lot-publisher",
        "error",
        0,
        null,
        70,
        () => "c.b.lots.FeedBuilder - feed export aborted",
        () =>
          java("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)",
            "com.fasterxml.jackson.core.util.ByteArrayBuilder.write(ByteArrayBuilder.java:245)",
            "com.brasskey.lots.FeedBuilder.appendPhotos(FeedBuilder.java:118)",
            "com.brasskey.lots.FeedBuilder.build(FeedBuilder.java:64)",
          ]),
      );
      c.every(
        "lot-publisher",
        "error",
        1,
        null,
        70,
        () => "Terminating due to java.lang.OutOfMemoryError: Java heap space",
      );
      c.every(
        "lot-publisher",
        "info",
        25,
        null,
        70,
        () => "o.s.b.StartupInfoLogger - Starting LotPublisherApplication v1.33.0 using Java 17.0.10",
      );
      c.every(
        "pledge-core",
        "warn",
        20,
        null,
        10,
        () =>
          "lot-publisher callback POST http://lot-publisher:8080/inventory failed: dial tcp 10.30.1.44:8080: connect: connection refused",
      );
    },
  },
  {
    estate: "B",
    category: "disk",
    origin: "img-pipeline",
    hints: ["enospc", "disk", "space", "no space", "storage"],
    sev: "medium",
    note: "img-pipeline's work volume fills up; writes fail with ENOSPC and intake uploads error out.",
    play: (c) => {
      c.at("img-pipeline", "warn", -100, "work dir /data/work at 93% (18.6G/20G), cleanup job behind");
      c.mute("img-pipeline", 0, 0.05);
      c.every(
        "img-pipeline",
        "error",
        0,
        null,
        2.6,
        (r) => `job ${r.hex(10)} failed for item ${item(r)}`,
        (r) =>
          node(`Error: ENOSPC: no space left on device, write '/data/work/${r.hex(10)}/orig.jpg'`, [
            "async open (node:internal/fs/promises:639:25)",
            "async Object.writeFile (node:internal/fs/promises:1209:14)",
            "async stageUpload (/srv/img-pipeline/dist/stage.js:22:5)",
            "async Worker.run (/srv/img-pipeline/dist/worker.js:51:7)",
          ]),
      );
      c.every(
        "intake-desk",
        "error",
        1,
        null,
        1.4,
        (r) => `thumbnail job for item ${item(r)} failed: img-pipeline returned HTTP 500`,
      );
      c.every(
        "edge-proxy",
        "error",
        2,
        null,
        2.5,
        (r) => `"POST /intake/items HTTP/1.1" 502 - ${r.int(2000, 90000)} ${r.int(100, 800)} "intake-desk"`,
      );
    },
  },
  {
    estate: "B",
    category: "unknown",
    origin: "police-feed",
    hints: ["exit", "unknown", "crash", "fatal", "worker"],
    sev: "medium",
    note: "police-feed's worker keeps exiting with status 1 under supervisord until it enters FATAL, without logging why; intake-desk cannot hand over reports.",
    play: (c) => {
      c.mute("police-feed", 0, 0, true);
      c.every("police-feed", "warn", 0, 60, 7, (_r, i) =>
        i % 2 === 0 ? "exited: worker (exit status 1; not expected)" : `spawned: 'worker' with pid ${200 + i}`,
      );
      c.at("police-feed", "error", 62, "gave up: worker entered FATAL state, too many start retries too quickly");
      c.every(
        "intake-desk",
        "error",
        2,
        null,
        3,
        () =>
          "police-feed enqueue failed: HTTPConnectionPool(host='police-feed', port=8000): Max retries exceeded with url: /reports (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))",
      );
      c.every("intake-desk", "warn", 60, null, 8, (r) => `item ${item(r)} stays on hold: police report not queued`);
    },
  },
];
