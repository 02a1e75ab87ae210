// The eight failures, one per category, each told the way the estate's own software would tell it.
import type { Role } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface Failure {
  estate: string;
  role: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** a deploy that is not the cause, near the start */
  decoy: Role;
  run: (c: Ctx, start: number) => void;
}

const S = 1000;

export const FAILURES: Failure[] = [
  {
    estate: "aurora",
    role: "booking",
    category: "database",
    hints: ["connection", "database", "postgres", "jdbc", "too many", "sql", "pool"],
    severity: "high",
    decoy: "notify",
    note: "booking-engine's PostgreSQL refuses new connections (too many clients) and its Hikari pool times out, so guest-portal-api retries bookings into 502s and shorex-catalog cannot validate folios.",
    run: (c, start) => {
      const { r } = c;
      c.degrade.push({ svc: c.s("booking"), from: start, to: c.t1, keep: 0.25, keepHealth: true });
      c.emit(
        start,
        "booking",
        "warn",
        `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
      );
      c.emit(start + 800, "booking", "error", "HikariPool-1 - Exception during pool initialization of new connection", [
        "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
        "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:698)",
        "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:207)",
        "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:262)",
        "\tat org.postgresql.jdbc.PgConnection.<init>(PgConnection.java:273)",
        "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364)",
        "\tat com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:730)",
      ]);
      c.every(start + 5 * S, c.t1, 1100, (t) => {
        const id = c.id();
        const bk = `AS-${r.upper(6)}`;
        const waited = 30000 + r.int(0, 40);
        c.emit(
          t + waited - 30000,
          "booking",
          "error",
          `Request processing failed for POST /bookings/${bk}/hold: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection`,
          [
            `org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection`,
            `\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)`,
            `\tat com.auroraseaways.booking.repo.CabinHoldRepository.placeHold(CabinHoldRepository.java:${r.int(40, 90)})`,
            `\tat com.auroraseaways.booking.service.HoldService.hold(HoldService.java:${r.int(50, 120)})`,
            `Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.int(40, 120)})`,
            `\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)`,
            `\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)`,
            `\t... 58 common frames omitted`,
            `Caused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already`,
            `\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:698)`,
            `\t... 12 common frames omitted`,
          ],
          id,
        );
        for (let a = 1; a <= 3; a++) {
          c.emit(
            t + a * 400,
            "edge",
            a < 3 ? "warn" : "error",
            a < 3
              ? `upstream booking-engine responded 500 for POST /bookings/${bk}/hold, retry ${a}/2 in ${a * 200}ms`
              : `request completed method=POST url=/api/v3/bookings statusCode=502 responseTime=${waited + r.int(200, 900)} err="booking-engine: 500 Internal Server Error after 3 attempts"`,
            [],
            id,
          );
        }
        if (r.chance(0.3))
          c.emit(
            t + 900,
            "extra",
            "error",
            `Faraday::ServerError: the server responded with status 500 (GET http://booking-engine:8080/folios/FO-${r.int(10000, 99999)})`,
            [
              `app/clients/booking_engine_client.rb:41:in \`folio'`,
              `app/services/excursion_checkout.rb:27:in \`call'`,
              `app/controllers/excursions_controller.rb:63:in \`create'`,
            ],
            id,
          );
      });
    },
  },
  {
    estate: "aurora",
    role: "access",
    category: "network",
    hints: ["network", "socket", "reset", "route", "connection", "unreachable"],
    severity: "medium",
    decoy: "extra",
    note: "keycard-encoder loses its network path to the card encoders (connection resets, then no route to host), so embark-terminal retries card issues and sends guests to the desk.",
    run: (c, start) => {
      const { r } = c;
      c.degrade.push({ svc: c.s("access"), from: start, to: c.t1, keep: 0.1, keepHealth: true });
      c.every(start, c.t1, 2600, (t) => {
        const id = c.id();
        const enc = `ENC-${r.int(1, 12)}`;
        const reset = t < start + 60 * S || r.chance(0.35);
        c.emit(
          t,
          "access",
          "error",
          reset
            ? `Card encode failed on ${enc} (10.60.4.${r.int(20, 40)}:4001)`
            : `Cannot connect to ${enc} at 10.60.4.${r.int(20, 40)}:4001`,
          reset
            ? [
                "System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
                " ---> System.Net.Sockets.SocketException (104): Connection reset by peer",
                "   at System.Net.Sockets.NetworkStream.Read(Span`1 buffer)",
                "   --- End of inner exception stack trace ---",
                "   at System.Net.Sockets.NetworkStream.ReadAsync(Memory`1 buffer, CancellationToken cancellationToken)",
                "   at Aurora.Keycard.Encoders.EncoderSession.SendFrameAsync(EncoderFrame frame) in /src/Aurora.Keycard/Encoders/EncoderSession.cs:line 112",
                "   at Aurora.Keycard.Api.CardsController.Issue(IssueRequest req) in /src/Aurora.Keycard/Api/CardsController.cs:line 48",
              ]
            : [
                "System.Net.Sockets.SocketException (113): No route to host",
                "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
                "   at System.Net.Sockets.TcpClient.CompleteConnectAsync(Task task)",
                "   at Aurora.Keycard.Encoders.EncoderPool.ConnectAsync(String host, Int32 port) in /src/Aurora.Keycard/Encoders/EncoderPool.cs:line 67",
              ],
          id,
        );
        const g = `G${r.int(1000000, 9999999)}`;
        for (let a = 1; a <= 3; a++)
          c.emit(
            t + a * 350,
            "gate",
            a < 3 ? "warn" : "error",
            a < 3
              ? `card issue for guest=${g} failed: POST http://keycard-encoder:8080/v1/cards: 503 Service Unavailable, retrying (${a}/3)`
              : `card issue for guest=${g} gave up after 3 attempts, guest sent to guest services desk`,
            [],
            id,
          );
      });
    },
  },
  {
    estate: "northwind",
    role: "extra",
    category: "configuration",
    hints: ["config", "tariff", "missing", "not found", "no such file"],
    severity: "high",
    decoy: "notify",
    note: "fare-quote v3.14.0 is rolled out with TARIFF_PATH pointing at a file that is not in the image, starts with an empty tariff set and fails every quote, so ferry-web-bff returns 502 for quotes and bookings stop.",
    run: (c, start) => {
      const { r } = c;
      c.degrade.push({ svc: c.s("extra"), from: start, to: c.t1, keep: 0, keepHealth: true });
      c.emit(start - 6 * S, "extra", "info", "received signal terminated, shutting down gracefully timeout=30s");
      c.emit(start, "extra", "info", `starting fare-quote version=v3.14.0 commit=${r.hex(7)} go=go1.23.4`);
      c.emit(
        start + 40,
        "extra",
        "info",
        "config: env=prod tariff_path=/etc/fare/tariffs-2027.yaml currency=GBP rounding=half-even",
      );
      c.emit(
        start + 90,
        "extra",
        "warn",
        "tariff table /etc/fare/tariffs-2027.yaml: open /etc/fare/tariffs-2027.yaml: no such file or directory; continuing with 0 routes loaded",
      );
      c.emit(start + 150, "extra", "info", "listening addr=:8080 metrics=:9090");
      c.every(start + 2 * S, c.t1, 900, (t) => {
        const route = r.pick(["HOL-DUB", "CAI-LAR", "ABZ-LER", "OBN-CRN"]);
        c.emit(
          t,
          "extra",
          "error",
          `quote failed route=${route} vehicle=${r.pick(["car", "van", "foot", "motorcycle"])}: no tariff for route ${route} (tariff set empty)`,
        );
        c.emit(
          t + r.int(3, 15),
          "edge",
          "error",
          `GET /api/sailings/${route}/quote 502 ${r.int(5, 30)} ms - fare-quote responded 500: no tariff for route ${route}`,
        );
        if (r.chance(0.25))
          c.emit(
            t + 40,
            "edge",
            "warn",
            `checkout aborted: price unavailable for ${route}, user shown "Something went wrong"`,
          );
      });
    },
  },
  {
    estate: "northwind",
    role: "pay",
    category: "authentication",
    hints: ["unauthorized", "401", "authentication", "credential", "api key"],
    severity: "high",
    decoy: "link",
    note: "payments-adapter's PSP API key is no longer accepted (HTTP 401, errorType security) so every authorisation fails, ferry-web-bff returns 502 on bookings and sailing-inventory releases unpaid deck holds.",
    run: (c, start) => {
      const { r } = c;
      c.degrade.push({ svc: c.s("pay"), from: start, to: c.t1, keep: 0.02, keepHealth: true });
      c.every(start, c.t1, 1300, (t) => {
        const ref = `NW${r.int(1000000, 9999999)}`;
        c.emit(
          t,
          "pay",
          "error",
          `Authorisation call failed for ${ref}: HTTP 401 {"status":401,"errorCode":"000","message":"HTTP Status Response - Unauthorized","errorType":"security"}`,
          [
            "com.adyen.service.exception.ApiException: HTTP Exception",
            "\tat com.adyen.service.resource.Resource.request(Resource.java:125)",
            "\tat com.adyen.service.checkout.PaymentsApi.payments(PaymentsApi.java:214)",
            "\tat com.northwind.payments.psp.AdyenGateway.authorise(AdyenGateway.java:88)",
            `\tat com.northwind.payments.api.AuthoriseHandler.handle(AuthoriseHandler.java:${r.int(40, 70)})`,
          ],
        );
        c.emit(
          t + r.int(20, 80),
          "edge",
          "error",
          `POST /api/bookings 502 ${r.int(400, 900)} ms - payments-adapter: 502 Bad Gateway (payment provider rejected request)`,
        );
        if (r.chance(0.3))
          c.emit(t + 900 * S, "booking", "warn", `Released deck hold ${ref}: payment not completed within 900s`);
      });
      c.every(start + 60 * S, c.t1, 20000, (t) =>
        c.emit(
          t,
          "booking",
          "warn",
          `Released deck hold NW${r.int(1000000, 9999999)}: payment not completed within 900s`,
        ),
      );
    },
  },
  {
    estate: "coral",
    role: "docs",
    category: "disk",
    hints: ["disk", "space", "no space", "errno 28", "storage", "enospc"],
    severity: "high",
    decoy: "pay",
    note: "oci-passport's scan volume fills up and every passport upload fails with Errno 28 No space left on device, so cm-edge returns 500s and pier-checkin sends guests to the manual document desk.",
    run: (c, start) => {
      const { r } = c;
      c.degrade.push({ svc: c.s("docs"), from: start, to: c.t1, keep: 0.05, keepHealth: true });
      c.emit(start - 3 * 60 * S, "docs", "warn", "disk usage on /var/lib/oci/scans at 93% (warn 80%)");
      c.emit(start - 60 * S, "docs", "warn", "disk usage on /var/lib/oci/scans at 98% (warn 80%)");
      c.every(start, c.t1, 1700, (t) => {
        const res = `CM${r.int(100000, 999999)}`;
        c.emit(t, "docs", "error", `passport upload failed res=${res}`, [
          "Traceback (most recent call last):",
          '  File "/srv/oci/api/views.py", line 142, in upload_passport',
          "    path = store.save_scan(res_id, image)",
          '  File "/srv/oci/storage/local.py", line 58, in save_scan',
          '    with open(tmp, "wb") as fh:',
          `OSError: [Errno 28] No space left on device: '/var/lib/oci/scans/2026/12/${res}-${r.hex(6)}.jpg.tmp'`,
        ]);
        c.emit(
          t + r.int(10, 40),
          "edge",
          "error",
          `"POST /v2/checkin/${res}/passport HTTP/1.1" 500 71 upstream=oci-passport rt=${r.float(0.05, 0.3, 3)}`,
        );
        if (r.chance(0.4)) {
          for (let a = 1; a <= 2; a++)
            c.emit(
              t + a * 600,
              "gate",
              "warn",
              `Passport verification for ${res} failed: oci-passport responded 500 INTERNAL SERVER ERROR (attempt ${a}/2)`,
            );
          c.emit(t + 1300, "gate", "warn", `Guest party ${res} routed to manual document desk`);
        }
      });
    },
  },
  {
    estate: "coral",
    role: "extra",
    category: "unknown",
    hints: ["unknown", "unresponsive", "no response", "hang", "timeout"],
    severity: "medium",
    decoy: "booking",
    note: "shorex-booking stops answering and stops logging altogether, while cm-edge returns 504s for excursion bookings and guest-messaging's reminder job times out against it.",
    run: (c, start) => {
      const { r } = c;
      c.degrade.push({ svc: c.s("extra"), from: start, to: c.t1, keep: 0 });
      c.every(start + 30 * S, c.t1, 1600, (t) => {
        c.emit(
          t,
          "edge",
          "error",
          `"POST /v2/shorex/bookings HTTP/1.1" 504 0 upstream=shorex-booking rt=30.00${r.int(0, 9)} err="context deadline exceeded"`,
        );
        if (r.chance(0.3))
          c.emit(
            t + 200,
            "edge",
            "warn",
            `upstream shorex-booking: ${r.int(2, 3)}/3 endpoints failing active health checks`,
          );
      });
      c.every(start + 40 * S, c.t1, 15000, (t) =>
        c.emit(
          t,
          "notify",
          "error",
          `Excursion reminder batch failed: I/O error on GET request for "http://shorex-booking:8000/api/manifests/tomorrow": Read timed out`,
          [
            `org.springframework.web.client.ResourceAccessException: I/O error on GET request for "http://shorex-booking:8000/api/manifests/tomorrow": Read timed out`,
            `\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)`,
            `\tat com.coralmeridian.messaging.shorex.ManifestClient.tomorrow(ManifestClient.java:38)`,
            `Caused by: java.net.SocketTimeoutException: Read timed out`,
            `\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)`,
            `\t... 24 common frames omitted`,
          ],
        ),
      );
    },
  },
  {
    estate: "skerry",
    role: "access",
    category: "memory",
    hints: ["memory", "heap", "out of memory", "oom", "allocation"],
    severity: "high",
    decoy: "link",
    note: "kiosk-fleet leaks session state until Node aborts with JavaScript heap out of memory, restarting every couple of minutes, while skl-api-gw returns 502s and ticketing-core cannot push tickets to kiosks.",
    run: (c, start) => {
      const { r } = c;
      c.degrade.push({ svc: c.s("access"), from: start, to: c.t1, keep: 0.4 });
      let t = start;
      let pid = r.int(0x1000000, 0x7ffffff);
      while (t < c.t1) {
        c.every(t, t + 70 * S, 12000, (x) =>
          c.emit(
            x,
            "access",
            "warn",
            `event loop delay p99=${r.int(900, 3500)}ms, ${r.int(2000, 9000)} kiosk sessions in memory`,
          ),
        );
        const die = t + r.int(80, 110) * S;
        const tick = r.int(300000, 900000);
        c.emit(die, "access", "error", "<--- Last few GCs --->", [
          "",
          `[1:0x${pid.toString(16)}]   ${tick} ms: Mark-Compact 2033.1 (2084.6) -> 2031.8 (2085.1) MB, ${r.float(1500, 2600, 2)} / 0.00 ms  (average mu = 0.1${r.int(0, 9)}, current mu = 0.0${r.int(1, 9)}) allocation failure; scavenge might not succeed`,
          `[1:0x${pid.toString(16)}]   ${tick + 2411} ms: Mark-Compact 2033.4 (2085.1) -> 2032.9 (2086.1) MB, ${r.float(1500, 2600, 2)} / 0.00 ms  (average mu = 0.08, current mu = 0.01) allocation failure; scavenge might not succeed`,
          "",
          "<--- JS stacktrace --->",
          "",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          " 1: 0xb8d0a3 node::Abort() [node]",
          " 2: 0xa9e72c  [node]",
          " 3: 0xd63f30 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          " 4: 0xd64307 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          " 5: 0xf41a45  [node]",
        ]);
        c.every(die, die + 25 * S, 700, (x) => {
          const id = c.id();
          c.emit(
            x,
            "edge",
            "error",
            `POST /v1/kiosk/sessions status=502 dur=${r.int(1, 30)}ms upstream=kiosk-fleet err="upstream connect error or disconnect/reset before headers. reset reason: connection termination"`,
            [],
            id,
          );
          if (r.chance(0.3))
            c.emit(
              x + 100,
              "booking",
              "error",
              "fail: Skerry.Ticketing.Kiosk.KioskPushService[0] Failed to push ticket to kiosk-fleet",
              [
                "System.Net.Http.HttpRequestException: An error occurred while sending the request.",
                " ---> System.IO.IOException: The response ended prematurely.",
                "   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
                "   --- End of inner exception stack trace ---",
                "   at Skerry.Ticketing.Kiosk.KioskPushService.PushAsync(Ticket ticket) in /src/Skerry.Ticketing/Kiosk/KioskPushService.cs:line 57",
              ],
              id,
            );
        });
        const up = die + r.int(18, 26) * S;
        c.emit(up, "access", "info", "kiosk-fleet@2.9.4 starting (node v20.18.1, NODE_ENV=production)");
        c.emit(up + 600, "access", "info", "server listening on 0.0.0.0:8080");
        pid = r.int(0x1000000, 0x7ffffff);
        t = up + 1000;
      }
    },
  },
  {
    estate: "skerry",
    role: "extra",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "time limit"],
    severity: "medium",
    decoy: "gate",
    note: "deck-allocation's plan solver stops finishing within its 8 s budget (logged only at WARN), so ticketing-core's calls to it time out and its retries flood the stream, and skl-api-gw returns 504 on ticket sales.",
    run: (c, start) => {
      const { r } = c;
      c.degrade.push({ svc: c.s("extra"), from: start, to: c.t1, keep: 0.15, keepHealth: true });
      c.every(start, c.t1, 1500, (t) => {
        const id = c.id();
        const sail = r.pick(["KRK-ORK-0830", "ORK-KRK-1015", "SKR-MLL-1200"]);
        c.emit(
          t,
          "extra",
          "warn",
          `Deck plan for sailing ${sail} not solved within 8000 ms (vehicles=${r.int(150, 230)}, lanes=14, best score -${r.int(1, 9)}hard/-${r.int(100, 900)}soft), request abandoned`,
          [],
          id,
        );
        if (r.chance(0.5))
          c.emit(
            t + 2100,
            "extra",
            "warn",
            "Resolved [org.springframework.web.context.request.async.AsyncRequestTimeoutException]",
            [],
            id,
          );
        for (let a = 0; a < 3; a++) {
          c.emit(
            t + 10000 * a + 10000,
            "booking",
            a < 2 ? "warn" : "error",
            a < 2
              ? `warn: Polly[3] Execution attempt. Source: 'deck-allocation/Standard-Retry', Operation Key: '', Result: 'The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.', Handled: 'True', Attempt: '${a}'`
              : "fail: Skerry.Ticketing.Deck.DeckClient[0] Deck allocation failed for sailing " + sail,
            a < 2
              ? []
              : [
                  "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
                  " ---> System.TimeoutException: The operation was canceled.",
                  "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                  "   at Skerry.Ticketing.Deck.DeckClient.AllocateAsync(AllocationRequest req) in /src/Skerry.Ticketing/Deck/DeckClient.cs:line 74",
                  "   at Skerry.Ticketing.Api.TicketsController.Create(CreateTicket cmd) in /src/Skerry.Ticketing/Api/TicketsController.cs:line 91",
                ],
            id,
          );
        }
        c.emit(
          t + 30000 + r.int(5, 60),
          "edge",
          "error",
          `POST /v1/tickets status=504 dur=${30000 + r.int(10, 99)}ms upstream=ticketing-core err="upstream request timeout"`,
          [],
          id,
        );
      });
    },
  },
];
