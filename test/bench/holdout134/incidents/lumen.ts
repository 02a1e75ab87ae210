// The thirteen Lumen Hair Studios incidents, one per category.
import { CARD_SCHEMES, clfTime, HAIR_SKUS, money, SUPPLIERS, slotStart } from "../domain.js";
import { appt, client, lumen as E, front, L, salon, stylist, terminal } from "../estates/lumen.js";
import { ev } from "../ev.js";
import type { Scene } from "../scene.js";
import type { IncidentSpec } from "../spec.js";
import { dotnetErr, javaErr, nodeErr, pythonErr } from "../traces.js";
import type { Ev, Flow } from "../types.js";

const SPRING_WEB = [
  "org.springframework.web.client.DefaultRestClient$DefaultResponseSpec.lambda$applyStatusHandlers$1(DefaultRestClient.java:698)",
  "org.springframework.web.client.StatusHandler.lambda$defaultHandler$3(StatusHandler.java:89)",
  "org.springframework.web.client.DefaultRestClient$DefaultResponseSpec.applyStatusHandlers(DefaultRestClient.java:698)",
];

const NODE_UNDICI = [
  "Object.fetch (node:internal/deps/undici/undici:11730:11)",
  "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
];

/** The lumen-web side of a booking the backend refused: an error line, then the front-door pair. */
function webBookingFailure(s: Scene, f: Flow, status: number, ms: number, why: string, err?: Ev["err"]): Ev[] {
  return [
    ev(f.t + ms - 2, L.web, "error", why, f.id, err),
    ...front(s.r, f.t, f.id, "POST", "/api/bookings", status, ms),
  ];
}

const authentication: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "authentication",
  origin: L.booking,
  hints: ["jwt", "token", "signature", "authentication"],
  severity: "high",
  note: "The identity provider rotated its signing key and booking-api kept validating against its cached JWK set, so every call signed with the new kid was rejected with 401 and online booking and till checkouts failed.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    const share = s.ramp(S, S + 240000, 0.25, 0.95);
    s.deploy(L.remind, S - r.int(150000, 220000), "3.9.1");
    s.emit(
      S + r.int(200, 900),
      L.booking,
      "info",
      "JWK set cache hit (kids=[lumen-2025-11, lumen-2026-02]), next refresh in 20h41m",
    );
    const jwtErr = () =>
      javaErr(
        "org.springframework.security.oauth2.server.resource.InvalidBearerTokenException",
        "An error occurred while attempting to decode the Jwt: Signed JWT rejected: Another algorithm expected, or no matching key(s) found",
        [
          "org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationProvider.getJwt(JwtAuthenticationProvider.java:101)",
          "org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationProvider.authenticate(JwtAuthenticationProvider.java:87)",
          "org.springframework.security.authentication.ProviderManager.authenticate(ProviderManager.java:182)",
          "org.springframework.security.oauth2.server.resource.web.authentication.BearerTokenAuthenticationFilter.doFilterInternal(BearerTokenAuthenticationFilter.java:137)",
        ],
        [
          {
            type: "org.springframework.security.oauth2.jwt.BadJwtException",
            message:
              "An error occurred while attempting to decode the Jwt: Signed JWT rejected: Another algorithm expected, or no matching key(s) found",
            frames: [
              "org.springframework.security.oauth2.jwt.NimbusJwtDecoder.createJwt(NimbusJwtDecoder.java:180)",
              "org.springframework.security.oauth2.jwt.NimbusJwtDecoder.decode(NimbusJwtDecoder.java:137)",
            ],
            omitted: 58,
          },
          {
            type: "com.nimbusds.jose.proc.BadJOSEException",
            message: "Signed JWT rejected: Another algorithm expected, or no matching key(s) found",
            frames: [
              "com.nimbusds.jwt.proc.DefaultJWTProcessor.process(DefaultJWTProcessor.java:357)",
              "com.nimbusds.jwt.proc.DefaultJWTProcessor.process(DefaultJWTProcessor.java:303)",
            ],
            omitted: 60,
          },
        ],
      );
    let n = 0;
    const reject = (t: number, id: string | undefined) => {
      n++;
      const withStack = n % 6 === 1;
      s.emit(
        t,
        L.booking,
        "warn",
        "Failed to authenticate since the JWT was invalid",
        id,
        withStack ? jwtErr() : undefined,
      );
    };
    s.fail(["book"], S, s.t1, share, (f) => {
      const t1 = f.t + r.int(40, 60);
      reject(t1, f.id);
      s.emit(
        t1 + 20,
        L.web,
        "info",
        `refreshing access token for client ${client(r)} after 401 from booking-api`,
        f.id,
      );
      reject(t1 + r.int(200, 400), f.id);
      return webBookingFailure(
        s,
        f,
        502,
        r.int(480, 900),
        `booking-api rejected request after token refresh: 401 Unauthorized (WWW-Authenticate: Bearer error="invalid_token")`,
      );
    });
    s.fail(["cancel"], S, s.t1, share, (f) => {
      reject(f.t + 12, f.id);
      return [
        ev(f.t + 20, L.web, "error", "cancel failed: booking-api 401 invalid_token", f.id),
        ...front(r, f.t, f.id, "DELETE", `/api/bookings/${appt(r)}`, 502, r.int(40, 90)),
      ];
    });
    s.fail(["till"], S, s.t1, share, (f) => {
      const term = terminal(r);
      const amt = money(r, 18, 240);
      const t = f.t + r.int(900, 3000);
      reject(t + 100, undefined);
      return [
        ev(
          t,
          L.pos,
          "info",
          `Sale approved terminal=${term} amount=${amt} GBP entry=contactless scheme=${r.pick(CARD_SCHEMES)} auth=${r.digits(6)}`,
        ),
        ev(
          t + 130,
          L.pos,
          "warn",
          `Checkout sync to booking-api failed: 401 Unauthorized (invalid_token); queued for retry (queue depth ${r.int(4, 80)})`,
        ),
      ];
    });
  },
};

const authorization: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "authorization",
  origin: L.stock,
  hints: ["forbidden", "permission", "403", "denied", "access"],
  severity: "medium",
  note: "An IAM clean-up removed retail-stock's storage role, so its snapshot exports and supplier-catalogue reads from Cloud Storage failed with 403 and supplier-edi could not build purchase orders.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(L.remind, S - r.int(100000, 200000), "3.9.2");
    const gcsFrames = (op: string): [string, number, string, string][] => [
      [
        "/app/retail_stock/exports.py",
        88,
        op === "create" ? "export_snapshot" : "load_catalogue",
        op === "create"
          ? 'blob.upload_from_string(payload, content_type="text/csv")'
          : "data = blob.download_as_bytes()",
      ],
      [
        "/usr/local/lib/python3.12/site-packages/google/cloud/storage/blob.py",
        op === "create" ? 2956 : 1469,
        op === "create" ? "upload_from_string" : "download_as_bytes",
        op === "create" ? "self.upload_from_file(" : "self._prep_and_do_download(",
      ],
      [
        "/usr/local/lib/python3.12/site-packages/google/cloud/storage/blob.py",
        op === "create" ? 2800 : 4262,
        op === "create" ? "_prep_and_do_upload" : "_prep_and_do_download",
        "_raise_from_invalid_response(exc)",
      ],
      [
        "/usr/local/lib/python3.12/site-packages/google/cloud/storage/blob.py",
        4793,
        "_raise_from_invalid_response",
        "raise exceptions.from_http_status(response.status_code, message, response=response)",
      ],
    ];
    const forbidden = (op: "create" | "get", bucket: string, obj: string) => {
      const url =
        op === "create"
          ? `POST https://storage.googleapis.com/upload/storage/v1/b/${bucket}/o?uploadType=multipart`
          : `GET https://storage.googleapis.com/download/storage/v1/b/${bucket}/o/${encodeURIComponent(obj)}?alt=media`;
      const m = `403 ${url}: retail-stock@lumen-prod.iam.gserviceaccount.com does not have storage.objects.${op} access to the Google Cloud Storage object. Permission 'storage.objects.${op}' denied on resource (or it may not exist).`;
      return pythonErr("google.api_core.exceptions.Forbidden", m, gcsFrames(op));
    };
    s.every(S + r.int(500, 3000), s.t1, 28000, 34000, (t) => {
      const sl = salon(r);
      s.emit(
        t,
        L.stock,
        "error",
        `stock snapshot export failed salon=${sl}`,
        undefined,
        forbidden("create", "lumen-stock-exports", `snapshots/${sl}/latest.csv`),
      );
    });
    s.every(S + r.int(8000, 20000), s.t1, 45000, 70000, (t) => {
      const sup = r.pick(SUPPLIERS);
      const id = r.hex(32);
      s.emit(t, L.edi, "info", `Task edi.tasks.build_purchase_orders[${r.uuid()}] received`);
      s.emit(
        t + 40,
        L.stock,
        "error",
        `reorder suggestions failed supplier=${sup}: catalogue unavailable`,
        id,
        forbidden("get", "lumen-supplier-catalogues", `${sup}/catalogue.json`),
      );
      s.emit(
        t + 44,
        L.stock,
        "info",
        `10.12.9.${r.int(2, 250)} - - [${clfTime(t)}] "GET /api/reorder-suggestions?supplier=${sup} HTTP/1.1" 500 145 "-" "python-requests/2.31.0"`,
        id,
      );
      s.emit(
        t + 60,
        L.edi,
        "warn",
        `Task edi.tasks.build_purchase_orders[${r.uuid()}] retry: Retry in 60s: HTTPError('500 Server Error: Internal Server Error for url: http://retail-stock:8000/api/reorder-suggestions?supplier=${sup}')`,
      );
    });
  },
};

const database: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "database",
  origin: L.cal,
  hints: ["read-only", "postgres", "database", "sqlstate", "transaction"],
  severity: "high",
  note: "After a Postgres failover the calendar's connection pool kept talking to the demoted primary, so stylist-calendar could still read availability but every slot hold and release failed with SQLSTATE 25006 read-only transaction.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    for (let i = 0; i < 3; i++)
      s.emit(
        S + r.int(0, 1500),
        L.cal,
        "warn",
        `pgx: conn closed err="FATAL: terminating connection due to administrator command (SQLSTATE 57P01)" pool=calendar-rw`,
      );
    s.emit(S + 2100, L.cal, "info", "pgx: reconnected pool=calendar-rw conns=12 host=10.40.0.5:5432");
    s.reload(S + r.int(-200000, -120000));
    const holdErr = (op: string) => `ERROR: cannot execute ${op} in a read-only transaction (SQLSTATE 25006)`;
    s.fail(["book"], S + 2500, s.t1, 0.97, (f) => {
      const st = stylist(r);
      const start = slotStart(r, f.t);
      const t = f.t + r.int(12, 25);
      const ms = r.int(60, 140);
      return [
        ev(
          f.t + r.int(3, 8),
          L.profile,
          "info",
          `profile fetched client=${client(r)} strikes=0 took=${r.int(1, 4)}ms`,
          f.id,
        ),
        ev(t, L.cal, "error", `hold failed stylist=${st} start=${start} err="${holdErr("INSERT")}"`, f.id),
        ev(
          t + 4,
          L.booking,
          "error",
          `Calendar hold failed for stylist=${st} start=${start}: 500 Internal Server Error from stylist-calendar`,
          f.id,
          javaErr(
            "org.springframework.web.client.HttpServerErrorException$InternalServerError",
            '500 Internal Server Error: "{"error":"hold_failed"}"',
            [
              ...SPRING_WEB,
              "com.lumenhair.booking.calendar.CalendarClient.hold(CalendarClient.java:64)",
              "com.lumenhair.booking.AppointmentService.create(AppointmentService.java:118)",
            ],
          ),
        ),
        ...webBookingFailure(
          s,
          f,
          503,
          ms,
          "POST /api/bookings upstream booking-api responded 503 Service Unavailable",
        ),
      ];
    });
    s.fail(["cancel"], S + 2500, s.t1, 0.97, (f) => {
      const a = appt(r);
      return [
        ev(
          f.t + 15,
          L.booking,
          "info",
          `Appointment ${a} cancelled by client (notice=${r.int(25, 300)}h); deposit refund requested`,
          f.id,
        ),
        ev(f.t + 22, L.cal, "error", `slot release failed appt=${a} err="${holdErr("UPDATE")}"`, f.id),
        ev(
          f.t + 26,
          L.booking,
          "warn",
          `Slot release for ${a} failed (500 from stylist-calendar); will retry in 60s`,
          f.id,
        ),
        ...front(r, f.t, f.id, "DELETE", `/api/bookings/${a}`, 200, r.int(60, 200)),
      ];
    });
    s.every(S + 30000, s.t1, 55000, 65000, (t) =>
      s.emit(t, L.cal, "error", `hold expiry sweep failed err="${holdErr("DELETE")}" expired=${r.int(3, 20)}`),
    );
  },
};

const network: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "network",
  origin: L.pos,
  hints: ["reset", "connection", "socket", "network", "transport"],
  severity: "high",
  note: "A firewall change on the egress path started resetting pos-terminal-hub's TLS connections to the card acquirer, so most in-salon card sales failed after retries and terminals fell back to offline mode.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(L.web, S + r.int(60000, 120000), "4.19.0");
    const reset = () =>
      dotnetErr(
        "System.Net.Http.HttpRequestException",
        "An error occurred while sending the request.",
        [
          "System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
          "System.Net.Http.HttpConnectionPool.SendWithVersionDetectionAndRetryAsync(HttpRequestMessage request, Boolean async, Boolean doRequestAuth, CancellationToken cancellationToken)",
          "System.Net.Http.DiagnosticsHandler.SendAsyncCore(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
          "Lumen.Pos.Acquirer.AcquirerClient.AuthoriseAsync(SaleRequest sale, CancellationToken ct) in /src/Lumen.Pos/Acquirer/AcquirerClient.cs:line 77",
          "Polly.ResiliencePipeline.<>c__9`2.<<ExecuteAsync>b__9_0>d.MoveNext()",
        ],
        {
          type: "System.IO.IOException",
          message: "Unable to read data from the transport connection: Connection reset by peer.",
          frames: [
            "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
            "System.Net.Security.SslStream.ReadAsyncInternal[TIOAdapter](Memory`1 buffer, CancellationToken cancellationToken)",
          ],
        },
      );
    const ssl = () =>
      dotnetErr(
        "System.Net.Http.HttpRequestException",
        "The SSL connection could not be established, see inner exception.",
        [
          "System.Net.Http.ConnectHelper.EstablishSslConnectionAsync(SslClientAuthenticationOptions sslOptions, HttpRequestMessage request, Boolean async, Stream stream, CancellationToken cancellationToken)",
          "Lumen.Pos.Acquirer.AcquirerClient.AuthoriseAsync(SaleRequest sale, CancellationToken ct) in /src/Lumen.Pos/Acquirer/AcquirerClient.cs:line 77",
        ],
        {
          type: "System.IO.IOException",
          message: "Received an unexpected EOF or 0 bytes from the transport stream.",
          frames: [
            "System.Net.Security.SslStream.ReceiveHandshakeFrameAsync[TIOAdapter](CancellationToken cancellationToken)",
          ],
        },
      );
    let k = 0;
    s.fail(["till"], S, s.t1, s.ramp(S, S + 60000, 0.5, 0.85), (f) => {
      const term = terminal(r);
      const amt = money(r, 18, 240);
      const out: Ev[] = [];
      let t = f.t + r.int(300, 900);
      const attempts = r.chance(0.25) ? r.int(2, 3) : 4;
      for (let a = 1; a <= Math.min(attempts, 3); a++) {
        k++;
        const e = k % 5 === 0 ? ssl() : reset();
        out.push(
          ev(
            t,
            L.pos,
            "warn",
            `Acquirer call failed terminal=${term} attempt=${a}/3: ${e.type}: ${e.message} ${a === 1 ? "" : "(retrying)"}`.trim(),
            undefined,
            k % 4 === 1 ? e : undefined,
          ),
        );
        t += r.int(400, 1600) * a;
      }
      if (attempts < 4) {
        out.push(
          ev(
            t,
            L.pos,
            "info",
            `Sale approved terminal=${term} amount=${amt} GBP entry=contactless scheme=${r.pick(CARD_SCHEMES)} auth=${r.digits(6)} (attempt ${attempts})`,
          ),
        );
        return out;
      }
      out.push(
        ev(
          t,
          L.pos,
          "error",
          `Sale failed terminal=${term} amount=${amt} GBP: acquirer unreachable after 3 attempts (connection reset by peer); terminal switched to offline store-and-forward`,
        ),
      );
      return out;
    });
    s.every(S + 30000, s.t1, 29000, 31000, (t) =>
      s.emit(t, L.pos, "warn", `Store-and-forward queue: ${r.int(5, 60)} offline sales awaiting authorisation`),
    );
  },
};

const timeout: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "timeout",
  origin: L.deposits,
  hints: ["timeout", "timed out", "read timed"],
  severity: "high",
  note: "The payment vendor's API stopped answering within deposits' 10 s read timeout, so deposit authorisations and no-show fees timed out and booking-api and lumen-web returned 504s for new online bookings.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.reload(S + r.int(40000, 90000));
    const readTimeout = () =>
      javaErr(
        "org.springframework.web.client.ResourceAccessException",
        'I/O error on POST request for "https://api.payrail.example/v1/payment_intents": Read timed out',
        [
          "org.springframework.web.client.DefaultRestClient$DefaultRequestBodyUriSpec.createResourceAccessException(DefaultRestClient.java:578)",
          "org.springframework.web.client.DefaultRestClient$DefaultRequestBodyUriSpec.exchangeInternal(DefaultRestClient.java:499)",
          "com.lumenhair.deposits.payrail.PayRailClient.createIntent(PayRailClient.java:92)",
          "com.lumenhair.deposits.DepositService.authorise(DepositService.java:57)",
        ],
        [
          {
            type: "java.net.SocketTimeoutException",
            message: "Read timed out",
            frames: [
              "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
              "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)",
              "java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
            ],
            omitted: 31,
          },
        ],
      );
    let n = 0;
    s.fail(["book"], S, s.t1, s.ramp(S, S + 90000, 0.5, 0.9), (f) => {
      const a = appt(r);
      const out: Ev[] = [
        ev(f.t + r.int(3, 8), L.profile, "info", `profile fetched client=${client(r)} strikes=0 took=2ms`, f.id),
      ];
      out.push(
        ev(
          f.t + r.int(12, 30),
          L.cal,
          "info",
          `slot held stylist=${stylist(r)} start=${slotStart(r, f.t)} dur=45m hold=hld_${r.hex(6)} ttl=600s`,
          f.id,
        ),
      );
      const t = f.t + 50 + 10000;
      const tb = f.t + 50 + 8000;
      n++;
      out.push(
        ev(
          t,
          L.deposits,
          "warn",
          `PayRail createIntent timed out after 10000 ms for appointment=${a} (attempt 1 of 2)`,
          f.id,
          n % 5 === 1 ? readTimeout() : undefined,
        ),
      );
      out.push(
        ev(
          tb + 4,
          L.booking,
          "error",
          `Deposit step failed for ${a}: deposits did not respond within 8000 ms`,
          f.id,
          javaErr(
            "org.springframework.web.client.ResourceAccessException",
            'I/O error on POST request for "http://deposits:8080/internal/deposits": Read timed out',
            [
              "com.lumenhair.booking.deposit.DepositClient.authorise(DepositClient.java:41)",
              "com.lumenhair.booking.AppointmentService.create(AppointmentService.java:131)",
            ],
            [
              {
                type: "java.net.SocketTimeoutException",
                message: "Read timed out",
                frames: ["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)"],
                omitted: 44,
              },
            ],
          ),
        ),
      );
      out.push(
        ev(tb + 5, L.booking, "info", `Appointment ${a} left pending: deposit outcome unknown, hold kept`, f.id),
      );
      out.push(
        ev(
          t + 2010,
          L.deposits,
          "error",
          `Deposit authorisation abandoned for appointment=${a}: PayRail read timeout (2 attempts, 20.0 s)`,
          f.id,
        ),
      );
      out.push(
        ...webBookingFailure(
          s,
          f,
          504,
          8060 + r.int(10, 60),
          "upstream booking-api timed out after 8000ms (POST /internal/appointments)",
        ),
      );
      return out;
    });
    s.fail(["cancel"], S, s.t1, 0.8, (f) => {
      const a = appt(r);
      return [
        ev(
          f.t + 15,
          L.booking,
          "info",
          `Appointment ${a} cancelled by client (notice=${r.int(25, 300)}h); deposit refund requested`,
          f.id,
        ),
        ev(
          f.t + 10300,
          L.deposits,
          "error",
          `Refund for ${a} failed: I/O error on POST request for "https://api.payrail.example/v1/refunds": Read timed out; queued`,
          f.id,
        ),
        ...front(r, f.t, f.id, "DELETE", `/api/bookings/${a}`, 200, r.int(60, 200)),
      ];
    });
    s.mute(L.deposits, S, s.t1, (e) => e.msg.startsWith("Processed "));
    s.every(S + 20000, s.t1, 45000, 60000, (t) =>
      s.emit(
        t,
        L.deposits,
        "warn",
        `Webhook reconciliation slow: GET /v1/events took ${r.int(9000, 10000)} ms (limit 10000 ms)`,
      ),
    );
  },
};

const rateLimiting: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "rate_limiting",
  origin: L.remind,
  hints: ["429", "rate", "too many", "throttl", "limit"],
  severity: "medium",
  note: "A rebooking campaign was queued on top of the reminder batch and the SMS vendor started answering reminders with 429 Too Many Requests, so reminders backed off, retried and finally dropped messages.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.emit(S - 2000, L.remind, "info", "campaign rebook_6w_may started: 4180 recipients, send rate unthrottled");
    const limited = s.ramp(S, S + 30000, 0.4, 0.8);
    s.fail(["sms"], S, s.t1, limited, (f) => {
      const to = `+44 7${r.digits(1)}** ***${r.digits(3)}`;
      const out: Ev[] = [
        ev(
          f.t,
          L.remind,
          "info",
          `sms queued appt=${appt(r)} to=${to} template=${r.pick(["reminder_24h", "rebook_6w"])} provider=textbeam`,
        ),
      ];
      let t = f.t + r.int(50, 300);
      const give = r.chance(0.35);
      const tries = give ? 5 : r.int(2, 4);
      for (let a = 1; a < tries; a++) {
        out.push(
          ev(
            t,
            L.remind,
            "warn",
            `textbeam 429 Too Many Requests to=${to} (code=20429 "Too Many Requests", retry-after=${r.pick([1, 2, 5])}s); attempt ${a}/5`,
          ),
        );
        t += r.int(1000, 6000) * a;
      }
      if (give)
        out.push(
          ev(
            t,
            L.remind,
            "error",
            `sms dropped to=${to} after 5 attempts: 429 rate limit exceeded (account limit 10 msg/s)`,
          ),
        );
      else out.push(ev(t, L.remind, "info", `sms status id=tb_${r.hex(16)} delivered (after ${tries - 1} retries)`));
      return out;
    });
    s.poisson(S, s.t1, 700, (t) => {
      const to = `+44 7${r.digits(1)}** ***${r.digits(3)}`;
      s.emit(
        t,
        L.remind,
        "warn",
        `textbeam 429 Too Many Requests to=${to} (code=20429, retry-after=1s); campaign rebook_6w_may requeued`,
      );
    });
    s.every(S + 60000, s.t1, 60000, 60000, (t) =>
      s.emit(
        t,
        L.remind,
        "warn",
        `send queue depth ${r.int(900, 3800)} (oldest ${r.int(2, 18)}m); provider throttling`,
      ),
    );
  },
};

const validation: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "validation",
  origin: L.edi,
  hints: ["validation", "decimal", "invalid", "parse", "pydantic"],
  severity: "medium",
  note: "A supplier switched its price file to decimal commas and supplier-edi's price import rejected every row with a pydantic decimal_parsing validation error, leaving retail prices and reorders stale.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(L.booking, S - r.int(120000, 180000), "2026.19.4");
    const file = `LP_PRICES_${new Date(S).toISOString().slice(0, 10).replace(/-/g, "")}.csv`;
    s.emit(S - 400, L.edi, "info", `Task edi.tasks.import_price_file[${r.uuid()}] received`);
    s.emit(S - 200, L.edi, "info", `downloaded ${file} from sftp://edi.loreal-pro.example (412 rows, 38.1 KiB)`);
    const err = (val: string) =>
      pythonErr(
        "pydantic_core._pydantic_core.ValidationError",
        `1 validation error for PriceRow\nunit_price\n  Input should be a valid decimal [type=decimal_parsing, input_value='${val}', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/decimal_parsing`,
        [
          [
            "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
            453,
            "trace_task",
            "R = retval = fun(*args, **kwargs)",
          ],
          [
            "/app/supplier_edi/tasks.py",
            141,
            "import_price_file",
            "rows = [PriceRow.model_validate(r) for r in reader]",
          ],
          ["/app/supplier_edi/tasks.py", 141, "<listcomp>", "rows = [PriceRow.model_validate(r) for r in reader]"],
          [
            "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
            551,
            "model_validate",
            "return cls.__pydantic_validator__.validate_python(",
          ],
        ],
      );
    s.every(S, s.t1, 55000, 65000, (t, i) => {
      const val = `${r.int(3, 48)},${r.pick(["50", "95", "00", "25"])}`;
      if (i > 0) s.emit(t - 300, L.edi, "info", `Task edi.tasks.import_price_file[${r.uuid()}] received`);
      s.emit(
        t,
        L.edi,
        "error",
        `Task edi.tasks.import_price_file[${r.uuid()}] raised unexpected: ValidationError(1 validation error for PriceRow unit_price, row 2)`,
        undefined,
        err(val),
      );
      s.emit(
        t + 20,
        L.edi,
        "warn",
        `price import ${file}: rejected 412/412 rows (unit_price decimal_parsing), supplier=loreal-pro; retry ${i + 1}/10 in 60s`,
      );
    });
    s.every(S + 45000, s.t1, 80000, 100000, (t) =>
      s.emit(
        t,
        L.stock,
        "warn",
        "price list for supplier loreal-pro is stale (last import 2026-03-01T06:00Z); retail prices not updated",
      ),
    );
    s.every(S + 70000, s.t1, 90000, 120000, (t) =>
      s.emit(t, L.stock, "warn", `reorder suggestions skipped ${r.int(6, 19)} loreal-pro SKUs: no current price`),
    );
  },
};

const nullReference: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "null_reference",
  origin: L.pos,
  hints: ["null", "nullreference", "object reference"],
  severity: "medium",
  note: "Terminals that took firmware 3.18 send contactless receipts without a cardholder-verification block and pos-terminal-hub's receipt mapper throws NullReferenceException, so those sales never reach booking-api or stock.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    const updated = new Set<string>();
    s.every(S - 240000, S, 20000, 40000, (t) => {
      const term = terminal(r);
      updated.add(term);
      s.emit(t, L.pos, "info", `Terminal ${term} registered firmware 3.18.0 (was 3.17.2)`);
    });
    const nre = () =>
      dotnetErr("System.NullReferenceException", "Object reference not set to an instance of an object.", [
        "Lumen.Pos.Receipts.ReceiptMapper.MapVerification(TerminalReceipt receipt) in /src/Lumen.Pos/Receipts/ReceiptMapper.cs:line 58",
        "Lumen.Pos.Receipts.ReceiptMapper.Map(TerminalReceipt receipt) in /src/Lumen.Pos/Receipts/ReceiptMapper.cs:line 31",
        "Lumen.Pos.Sales.SaleNotificationHandler.HandleAsync(SaleNotification notification, CancellationToken ct) in /src/Lumen.Pos/Sales/SaleNotificationHandler.cs:line 44",
        "--- End of stack trace from previous location ---",
        "Lumen.Pos.Terminals.TerminalHub.OnSaleCompleted(String terminalId, SaleNotification notification) in /src/Lumen.Pos/Terminals/TerminalHub.cs:line 102",
        "Microsoft.AspNetCore.SignalR.Internal.DefaultHubDispatcher.ExecuteHubMethod(ObjectMethodExecutor methodExecutor, THub hub, Object[] arguments, AsyncServiceScope scope, IHubActivator`1 hubActivator, HubConnectionContext connection, HubMethodInvocationMessage hubMethodInvocationMessage, Boolean isStreamedInvocation)",
      ]);
    s.fail(["till"], S, s.t1, s.ramp(S, S + 300000, 0.3, 0.6), (f) => {
      const term = terminal(r);
      const t = f.t + r.int(900, 3000);
      return [
        ev(
          t,
          L.pos,
          "error",
          `Failed to process sale notification from ${term} (firmware 3.18.0, entry=contactless, amount=${money(r, 18, 240)} GBP)`,
          undefined,
          nre(),
        ),
      ];
    });
    s.every(S + 120000, s.t1, 60000, 60000, (t) =>
      s.emit(
        t,
        L.booking,
        "warn",
        `${r.int(2, 14)} appointments still open 20 min after end time; no till checkout received`,
      ),
    );
  },
};

const configuration: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "configuration",
  origin: L.profile,
  hints: ["config", "duration", "missing unit", "env"],
  severity: "high",
  note: 'A ConfigMap change set PROFILE_CACHE_TTL to "15" without a unit; the reloader restarted client-profile, every new pod exited on start-up with "time: missing unit in duration" and profile lookups and bookings failed.',
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.emit(
      S - 1500,
      L.profile,
      "info",
      "received SIGTERM (configmap lumen-client-profile changed; rolling restart by reloader)",
    );
    s.emit(S - 900, L.profile, "info", "shutdown signal received, draining connections");
    s.mute(L.profile, S - 800, s.t1);
    // CrashLoopBackOff: 10 s, 20 s, 40 s ... capped at 5 min, for each of the two replicas.
    for (const first of [S, S + r.int(2000, 6000)]) {
      for (let t = first, i = 0; t < s.t1; t += Math.min(300000, 10000 * 2 ** i) + r.int(500, 2500), i++) {
        s.emit(t, L.profile, "info", "starting client-profile version=v2.14.0 commit=9be41c2 go=go1.22.4");
        s.emit(
          t + r.int(20, 60),
          L.profile,
          "fatal",
          'config: invalid PROFILE_CACHE_TTL: time: missing unit in duration "15"',
        );
      }
    }
    const refused = () =>
      nodeErr("TypeError", "fetch failed", NODE_UNDICI, [
        "  [cause]: Error: connect ECONNREFUSED 10.12.9.41:8080",
        "      at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1606:16) {",
        "    errno: -111,",
        "    code: 'ECONNREFUSED',",
        "    syscall: 'connect',",
        "    address: '10.12.9.41',",
        "    port: 8080",
        "  }",
      ]);
    let n = 0;
    s.fail(["session", "book"], S, s.t1, 1, (f) => {
      n++;
      const ms = r.int(5, 30);
      const path = f.kind === "book" ? "/api/bookings" : "/api/me";
      const method = f.kind === "book" ? "POST" : "GET";
      return [
        ev(
          f.t + ms - 1,
          L.web,
          "error",
          `client-profile lookup failed for ${client(r)}: fetch failed (connect ECONNREFUSED 10.12.9.41:8080)`,
          f.id,
          n % 7 === 1 ? refused() : undefined,
        ),
        ...front(r, f.t, f.id, method, path, 502, ms),
      ];
    });
    s.mute(L.profile, S, s.t1, (e) => e.msg.startsWith("profile fetched") || e.msg.startsWith("consent"));
  },
};

const dependency: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "dependency",
  origin: L.cal,
  hints: ["redis", "loading", "cache", "unavailable"],
  severity: "high",
  note: "The managed Redis instance behind stylist-calendar failed over during maintenance and answered LOADING for minutes, so slot locks could not be taken and bookings failed while availability fell back to slow database reads.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    const end = S + r.int(240000, 360000);
    s.deploy(L.deposits, S - r.int(60000, 150000), "2026.05.2");
    s.emit(
      S,
      L.cal,
      "warn",
      "redis: connection pool: read tcp 10.12.10.7:41822->10.40.1.3:6379: read: connection reset by peer",
    );
    s.emit(
      S + 300,
      L.cal,
      "warn",
      "redis: connection pool: read tcp 10.12.10.7:41830->10.40.1.3:6379: read: connection reset by peer",
    );
    const loading = "LOADING Redis is loading the dataset in memory";
    s.fail(["availability"], S + 500, end, 0.9, (f) => {
      const took = r.int(700, 2400);
      const sl = salon(r);
      return [
        ev(
          f.t + 4,
          L.cal,
          "warn",
          `availability cache unavailable, computing from db salon=${sl} err="${loading}"`,
          f.id,
        ),
        ev(
          f.t + took,
          L.cal,
          "info",
          `availability salon=${sl} date=${slotStart(r, f.t).slice(0, 10)} stylists=${r.int(3, 9)} free=${r.int(0, 60)} took=${took}ms source=db`,
          f.id,
        ),
        ...front(r, f.t, f.id, "GET", `/api/salons/${sl}/availability`, 200, took + r.int(10, 30)),
      ];
    });
    s.fail(["book"], S + 500, end, 0.95, (f) => {
      const st = stylist(r);
      const ms = r.int(30, 80);
      return [
        ev(f.t + r.int(3, 8), L.profile, "info", `profile fetched client=${client(r)} strikes=0 took=2ms`, f.id),
        ev(
          f.t + 15,
          L.cal,
          "error",
          `slot lock failed stylist=${st} start=${slotStart(r, f.t)} err="${loading}"`,
          f.id,
        ),
        ev(
          f.t + 18,
          L.booking,
          "error",
          `Calendar hold failed for stylist=${st}: 503 Service Unavailable from stylist-calendar (slot lock unavailable)`,
          f.id,
        ),
        ...webBookingFailure(s, f, 503, ms, "POST /api/bookings: booking-api 503 Service Unavailable"),
      ];
    });
    s.emit(end, L.cal, "info", "redis: lock store healthy again (PING ok, 3 consecutive)");
  },
};

const memory: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "memory",
  origin: L.stock,
  hints: ["memory", "oom", "sigkill", "killed"],
  severity: "high",
  note: "A new stock-valuation report loads every stock row into each gunicorn worker, so retail-stock workers grow until they are SIGKILLed for memory over and over and stock calls from lumen-web and the tills fail.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(L.stock, S - r.int(240000, 300000), "1.31.0");
    s.every(S - 60000, S, 20000, 30000, (t) =>
      s.emit(
        t,
        L.stock,
        "warn",
        `valuation report: materialised ${r.int(1100, 1400)}k stock rows (${r.int(900, 1500)} MiB) in worker`,
      ),
    );
    let pid = r.int(40, 60);
    s.every(S, s.t1, 40000, 75000, (t) => {
      s.emit(t, L.stock, "error", `Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
      pid += r.int(2, 6);
      s.emit(t + r.int(200, 700), L.stock, "info", `Booting worker with pid: ${pid}`);
    });
    const hangup = () =>
      nodeErr(
        "Error",
        "socket hang up",
        [
          "connResetException (node:internal/errors:787:14)",
          "Socket.socketOnEnd (node:_http_client:519:23)",
          "Socket.emit (node:events:530:35)",
          "endReadableNT (node:internal/streams/readable:1696:12)",
        ],
        ["  code: 'ECONNRESET'"],
      );
    s.fail(["stock"], S, s.t1, 0.6, (f) => {
      const ms = r.int(800, 4000);
      return [
        ev(
          f.t + ms - 1,
          L.web,
          "error",
          "retail-stock request failed: socket hang up (GET /api/stock/levels)",
          f.id,
          hangup(),
        ),
        ...front(r, f.t, f.id, "GET", "/api/admin/stock", 502, ms),
      ];
    });
    s.fail(["till"], S, s.t1, 0.4, (f) => {
      const t = f.t + r.int(900, 3000);
      const amt = money(r, 18, 240);
      return [
        ev(
          t,
          L.pos,
          "info",
          `Sale approved terminal=${terminal(r)} amount=${amt} GBP entry=contactless scheme=${r.pick(CARD_SCHEMES)} auth=${r.digits(6)}`,
        ),
        ev(t + 100, L.booking, "info", `Appointment ${appt(r)} checked out at till (paid ${amt})`),
        ev(
          t + r.int(1000, 3000),
          L.pos,
          "warn",
          `Stock movement sku=${r.pick(HAIR_SKUS)} not recorded: retail-stock returned 502 Bad Gateway; queued`,
        ),
      ];
    });
  },
};

const disk: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "disk",
  origin: L.edi,
  hints: ["read-only", "file system", "filesystem", "errno 30", "disk"],
  severity: "medium",
  note: "The Filestore volume holding supplier-edi's spool was remounted read-only after I/O errors, so purchase-order files and acknowledgement polling failed with Errno 30 and supplier orders stopped going out.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.reload(S - r.int(60000, 200000));
    s.mute(L.edi, S, s.t1, (e) => e.msg.startsWith("Task edi.tasks.poll_acks"));
    const rofs = (path: string, fn: string, line: number, src: string) =>
      pythonErr("OSError", `[Errno 30] Read-only file system: '${path}'`, [
        [
          "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
          453,
          "trace_task",
          "R = retval = fun(*args, **kwargs)",
        ],
        ["/app/supplier_edi/tasks.py", line, fn, src],
        [
          "/usr/local/lib/python3.12/pathlib.py",
          1047,
          "open",
          "return io.open(self, mode, buffering, encoding, errors, newline)",
        ],
      ]);
    s.every(S + r.int(1000, 8000), s.t1, 58000, 62000, (t) => {
      const id = r.uuid();
      const sup = r.pick(SUPPLIERS);
      const p = `/var/spool/edi/inbound/${sup}/ack-${r.int(100000, 999999)}.x12`;
      s.emit(
        t,
        L.edi,
        "error",
        `Task edi.tasks.poll_acks[${id}] raised unexpected: OSError(30, 'Read-only file system')`,
        undefined,
        rofs(p, "poll_acks", 96, "dest.write_bytes(payload)"),
      );
    });
    s.every(S + r.int(5000, 20000), s.t1, 30000, 50000, (t) => {
      const po = `PO-2026-${r.int(10000, 19999)}`;
      const sup = r.pick(SUPPLIERS);
      s.emit(
        t,
        L.edi,
        "error",
        `Task edi.tasks.send_purchase_order[${r.uuid()}] raised unexpected: OSError(30, 'Read-only file system')`,
        undefined,
        rofs(`/var/spool/edi/outbound/${sup}/${po}.edi`, "send_purchase_order", 122, 'with out_path.open("wb") as fh:'),
      );
      s.emit(t + 30, L.edi, "warn", `purchase order ${po} for ${sup} not sent; will retry`);
    });
    s.every(S + 90000, s.t1, 120000, 150000, (t) =>
      s.emit(
        t,
        L.stock,
        "warn",
        `reorder for ${r.pick(SUPPLIERS)} awaiting supplier acknowledgement for ${r.int(6, 30)} min`,
      ),
    );
  },
};

const unknown: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "unknown",
  origin: L.booking,
  hints: ["unknown", "internal", "500", "unexplained", "restart"],
  severity: "high",
  note: "booking-api began failing appointment creates with a bare internal-error reference and its pods restarted every couple of minutes without logging any cause, so online booking mostly failed.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(L.web, S - r.int(200000, 260000), "4.19.1");
    const restarts: number[] = [];
    s.every(S + r.int(30000, 60000), s.t1, 100000, 170000, (t) => {
      restarts.push(t);
      s.add(E.deploy(r, L.booking, t, "2026.19.3").filter((e) => !/shutdown|Shutdown|Commencing/.test(e.msg)));
    });
    const down = (t: number) => restarts.some((x) => t >= x - 400 && t < x + 9000);
    s.fail(["book"], S, s.t1, 0.8, (f) => {
      if (down(f.t)) {
        const ms = r.int(2, 10);
        return [
          ev(f.t + ms - 1, L.web, "error", "booking-api request failed: connect ECONNREFUSED 10.12.8.33:8080", f.id),
          ...front(r, f.t, f.id, "POST", "/api/bookings", 502, ms),
        ];
      }
      const ref = `ERR-${r.hex(6)}`;
      const ms = r.int(90, 400);
      return [
        ev(f.t + r.int(3, 8), L.profile, "info", `profile fetched client=${client(r)} strikes=0 took=2ms`, f.id),
        ev(
          f.t + r.int(12, 30),
          L.cal,
          "info",
          `slot held stylist=${stylist(r)} start=${slotStart(r, f.t)} dur=45m hold=hld_${r.hex(6)} ttl=600s`,
          f.id,
        ),
        ev(
          f.t + ms - 10,
          L.booking,
          "error",
          `Appointment create failed client=${client(r)} salon=${salon(r)}: internal error (ref=${ref})`,
          f.id,
        ),
        ...webBookingFailure(s, f, 500, ms, `booking-api responded 500 Internal Server Error (ref=${ref})`),
      ];
    });
    s.fail(
      ["cancel", "till"],
      S,
      s.t1,
      (t) => (down(t) ? 1 : 0),
      (f) => [
        ev(
          f.t + 5,
          f.kind === "till" ? L.pos : L.web,
          "error",
          "booking-api unreachable: connect ECONNREFUSED 10.12.8.33:8080",
          f.id,
        ),
      ],
    );
  },
};

export const lumenIncidents: IncidentSpec[] = [
  authentication,
  authorization,
  database,
  network,
  timeout,
  rateLimiting,
  validation,
  nullReference,
  configuration,
  dependency,
  memory,
  disk,
  unknown,
];
