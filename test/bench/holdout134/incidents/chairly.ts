// The thirteen Chairly marketplace incidents, one per category.
import { money } from "../domain.js";
import { C, door, chairly as E, orderId, osLine, salonId, tenant, userId } from "../estates/chairly.js";
import { ev } from "../ev.js";
import type { Rng } from "../rng.js";
import type { IncidentSpec } from "../spec.js";
import { dotnetErr, goFatal, javaErr, nodeErr, pythonErr, rubyErr } from "../traces.js";
import type { Ev, Flow } from "../types.js";

/** The first part of a checkout that still works: fraud screen and card authorisation. */
function checkoutHead(r: Rng, f: Flow, o: string): { evs: Ev[]; at: number } {
  const fr = r.int(20, 70);
  const payMs = r.int(300, 900);
  return {
    evs: [
      ev(
        f.t + fr,
        C.fraud,
        "info",
        `score order=${o} score=0.0${r.int(1, 9)} decision=allow model=gbm-2026-04 took=${fr - 5}ms`,
        f.id,
      ),
    ],
    at: f.t + fr + payMs,
  };
}

const ASPNET_FRAMES = [
  "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
  "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
  "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
];

const authentication: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "authentication",
  origin: C.partner,
  hints: ["oauth", "invalid_client", "authentication", "credential", "client"],
  severity: "high",
  note: "SalonSuite rotated the OAuth client secret issued to Chairly and partner-sync's token requests are refused with invalid_client, so SalonSuite availability stops syncing and bookings of SalonSuite slots cannot be placed at the partner.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(C.notify, S - r.int(90000, 200000), "2.22.0");
    const oauth = () =>
      pythonErr("oauthlib.oauth2.rfc6749.errors.InvalidClientError", "(invalid_client) Client authentication failed", [
        [
          "/app/partner_sync/clients/salonsuite.py",
          41,
          "_token",
          "return self._oauth.fetch_token(TOKEN_URL, client_id=self.client_id, client_secret=self.client_secret)",
        ],
        [
          "/usr/local/lib/python3.12/site-packages/requests_oauthlib/oauth2_session.py",
          406,
          "fetch_token",
          "self._client.parse_request_body_response(r.text, scope=self.scope)",
        ],
        [
          "/usr/local/lib/python3.12/site-packages/oauthlib/oauth2/rfc6749/clients/base.py",
          427,
          "parse_request_body_response",
          "self.token = parse_token_response(body, scope=scope)",
        ],
        [
          "/usr/local/lib/python3.12/site-packages/oauthlib/oauth2/rfc6749/parameters.py",
          441,
          "validate_token_parameters",
          "raise_from_error(params.get('error'), params)",
        ],
        [
          "/usr/local/lib/python3.12/site-packages/oauthlib/oauth2/rfc6749/errors.py",
          398,
          "raise_from_error",
          "raise cls(**kwargs)",
        ],
      ]);
    let n = 0;
    s.fail(["pull"], S, s.t1, 1, (f) => {
      const evs = E.flows.find((k) => k.name === "pull")?.render(r, f.t, undefined) ?? [];
      if (!evs[0].msg.includes("salonsuite")) return evs;
      n++;
      return [
        ev(
          f.t + r.int(100, 300),
          C.partner,
          "error",
          `token refresh failed partner=salonsuite tenant=${tenant(r)}: (invalid_client) Client authentication failed`,
          undefined,
          n % 3 === 1 ? oauth() : undefined,
        ),
      ];
    });
    s.fail(["checkout"], S, s.t1, 0.4, (f) => {
      const o = orderId(r, f.t);
      const h = checkoutHead(r, f, o);
      const pMs = r.int(80, 200);
      return [
        ...h.evs,
        ev(
          h.at + pMs,
          C.partner,
          "error",
          `book failed partner=salonsuite salon=${salonId(r)}: token refresh refused (invalid_client)`,
          f.id,
        ),
        ev(
          h.at + pMs + 12,
          C.checkout,
          "error",
          `Order ${o} voided: partner booking failed (partner-sync 502: salonsuite auth); authorisation released`,
          f.id,
        ),
        ...door(r, f.t, f.id, "POST", "/v2/orders", 502, h.at - f.t + pMs + 40),
      ];
    });
    s.every(S + 120000, s.t1, 120000, 150000, (t) =>
      s.emit(
        t,
        C.search,
        "warn",
        `partner salonsuite listings stale: last ingest ${Math.round((t - S) / 60000) + 2}m ago (${r.int(1800, 2600)} salons)`,
      ),
    );
  },
};

const authorization: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "authorization",
  origin: C.payouts,
  hints: ["permission", "forbidden", "restricted", "authoriz"],
  severity: "medium",
  note: "Finance rolled payouts' payment-provider key to a restricted key without transfer write permission, so the salon payout batch failed transfer after transfer with PermissionError.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    const salons = r.int(180, 260);
    s.emit(
      S - 500,
      C.payouts,
      "info",
      `PayoutBatchJob started batch=PB-${r.int(3000, 3999)} salons=${salons} total=${money(r, 18000, 42000)} GBP`,
    );
    const perm = () =>
      rubyErr(
        "Payvault::PermissionError",
        `The provided key 'rk_live_*********************Xy12' does not have the required permissions for this endpoint on account 'acct_1Ox${r.hex(10)}'. Having the 'rak_transfer_write' permission would allow this request to continue.`,
        [
          "/usr/local/bundle/gems/payvault-9.4.0/lib/payvault/payvault_client.rb:732:in `handle_error_response'",
          "/usr/local/bundle/gems/payvault-9.4.0/lib/payvault/payvault_client.rb:500:in `execute_request_with_rescues'",
          "/app/app/services/salon_transfer.rb:24:in `call'",
          "/app/app/jobs/payout_batch_job.rb:31:in `block in perform'",
        ],
        false,
      );
    let n = 0;
    s.every(S, s.t1, 1200, 3500, (t) => {
      n++;
      const sal = salonId(r);
      s.emit(
        t,
        C.payouts,
        "error",
        `Transfer to ${sal} failed: Payvault::PermissionError (403) rak_transfer_write missing; amount=${money(r, 40, 600)} GBP`,
        undefined,
        n % 6 === 1 ? perm() : undefined,
      );
    });
    s.every(S + 60000, s.t1, 60000, 60000, (t) =>
      s.emit(
        t,
        C.payouts,
        "warn",
        `PayoutBatchJob progress: 0 paid, ${Math.min(salons, Math.round((t - S) / 2300))} failed, ${salons} remaining`,
      ),
    );
  },
};

const database: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "database",
  origin: C.checkout,
  hints: ["deadlock", "sql", "database", "transaction"],
  severity: "high",
  note: "A new slot-reservation index changed checkout's lock order and concurrent orders started deadlocking in SQL Server, so checkout was chosen as deadlock victim for most orders and returned 500.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(C.checkout, S - r.int(60000, 120000), "2026.14.0");
    const deadlock = () =>
      dotnetErr(
        "Microsoft.EntityFrameworkCore.DbUpdateException",
        "An error occurred while saving the entity changes. See the inner exception for details.",
        [
          "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
          "Microsoft.EntityFrameworkCore.SqlServer.Update.Internal.SqlServerModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
          "Microsoft.EntityFrameworkCore.DbContext.SaveChangesAsync(Boolean acceptAllChangesOnSuccess, CancellationToken cancellationToken)",
          "Chairly.Checkout.Orders.PlaceOrderHandler.Handle(PlaceOrder command, CancellationToken ct) in /src/Chairly.Checkout/Orders/PlaceOrderHandler.cs:line 88",
          ...ASPNET_FRAMES,
        ],
        {
          type: "Microsoft.Data.SqlClient.SqlException",
          message: `Transaction (Process ID ${r.int(51, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
          frames: [
            "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
            "Microsoft.Data.SqlClient.SqlDataReader.TryConsumeMetaData()",
            "Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
          ],
        },
      );
    let n = 0;
    s.fail(["checkout"], S, s.t1, s.ramp(S, S + 60000, 0.4, 0.7), (f) => {
      n++;
      const o = orderId(r, f.t);
      const h = checkoutHead(r, f, o);
      return [
        ...h.evs,
        ev(
          h.at,
          C.checkout,
          "warn",
          `Order ${o}: SqlException 1205 deadlock victim on SlotReservations, retrying (1/2)`,
          f.id,
        ),
        ev(
          h.at + r.int(100, 300),
          C.checkout,
          "error",
          `Order ${o} failed: An exception has been raised that is likely due to a transient failure.`,
          f.id,
          n % 2 === 1 ? deadlock() : undefined,
        ),
        ...door(r, f.t, f.id, "POST", "/v2/orders", 500, h.at - f.t + r.int(320, 400)),
      ];
    });
  },
};

const network: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "network",
  origin: C.partner,
  hints: ["ssl", "tls", "eof", "network", "connection"],
  severity: "medium",
  note: "A middlebox on the egress path began cutting TLS handshakes to Bookwell's API, so partner-sync's pulls and bookings for Bookwell salons failed with SSLEOFError while other partners were fine.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.reload(S + r.int(30000, 100000));
    const sslErr = (t: string) =>
      pythonErr(
        "requests.exceptions.SSLError",
        `HTTPSConnectionPool(host='api.bookwell.example', port=443): Max retries exceeded with url: /v1/availability?tenant=${t} (Caused by SSLError(SSLEOFError(8, '[SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1000)')))`,
        [
          [
            "/app/partner_sync/clients/bookwell.py",
            58,
            "availability",
            'resp = self.session.get(url, params={"tenant": tenant}, timeout=5)',
          ],
          [
            "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
            602,
            "get",
            'return self.request("GET", url, **kwargs)',
          ],
          [
            "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
            517,
            "send",
            "raise SSLError(e, request=request)",
          ],
        ],
      );
    let n = 0;
    s.fail(["pull"], S, s.t1, 1, (f) => {
      const p = r.weighted([
        ["bookwell", 3],
        ["salonsuite", 2],
        ["treatwise", 2],
      ] as const);
      if (p !== "bookwell")
        return (
          E.flows
            .find((k) => k.name === "pull")
            ?.render(r, f.t, undefined)
            .map((e) => ({ ...e, msg: e.msg.replace(/partner=\w+/, `partner=${p}`) })) ?? []
        );
      n++;
      const t = tenant(r);
      return [
        ev(
          f.t + r.int(200, 900),
          C.partner,
          "error",
          `pull failed partner=bookwell tenant=${t}: SSLError(SSLEOFError(8, 'EOF occurred in violation of protocol'))`,
          undefined,
          n % 3 === 1 ? sslErr(t) : undefined,
        ),
      ];
    });
    s.fail(["checkout"], S, s.t1, 0.33, (f) => {
      const o = orderId(r, f.t);
      const h = checkoutHead(r, f, o);
      const pMs = r.int(1500, 5000);
      return [
        ...h.evs,
        ev(
          h.at + pMs,
          C.partner,
          "error",
          `book failed partner=bookwell salon=${salonId(r)}: [SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1000) after 3 attempts`,
          f.id,
        ),
        ev(
          h.at + pMs + 10,
          C.checkout,
          "error",
          `Order ${o} voided: partner booking failed (partner-sync 502: bookwell connection error); authorisation released`,
          f.id,
        ),
        ...door(r, f.t, f.id, "POST", "/v2/orders", 502, h.at - f.t + pMs + 30),
      ];
    });
  },
};

const timeout: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "timeout",
  origin: C.fraud,
  hints: ["timeout", "timed out", "slow", "deadline"],
  severity: "high",
  note: "fraud-check's scoring slowed to several seconds per order after a feature-store fan-out change; it only logged slow-scoring warnings while checkout's 2 s HttpClient timeout cancelled the calls and orders were held or failed.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.emit(
      S - r.int(20000, 40000),
      C.fraud,
      "info",
      "feature set v41 activated: +12 features (salon_velocity_*, device_graph_*)",
    );
    const canceled = () =>
      dotnetErr(
        "System.Threading.Tasks.TaskCanceledException",
        "The request was canceled due to the configured HttpClient.Timeout of 2 seconds elapsing.",
        [
          "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
          "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
          "Chairly.Checkout.Fraud.FraudClient.ScoreAsync(Order order, CancellationToken ct) in /src/Chairly.Checkout/Fraud/FraudClient.cs:line 36",
          "Chairly.Checkout.Orders.PlaceOrderHandler.Handle(PlaceOrder command, CancellationToken ct) in /src/Chairly.Checkout/Orders/PlaceOrderHandler.cs:line 51",
        ],
        {
          type: "System.TimeoutException",
          message: "The operation was canceled.",
          frames: [
            "System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
          ],
        },
      );
    let n = 0;
    s.fail(["checkout"], S, s.t1, s.ramp(S, S + 60000, 0.6, 0.95), (f) => {
      n++;
      const o = orderId(r, f.t);
      const took = r.int(2600, 6400);
      const out: Ev[] = [
        ev(
          f.t + took,
          C.fraud,
          "warn",
          `scoring slow order=${o} took=${took}ms budget=1500ms (feature fan-out ${r.int(30, 48)} calls)`,
          f.id,
        ),
        ev(
          f.t + took + 1,
          C.fraud,
          "info",
          `score order=${o} score=0.0${r.int(1, 9)} decision=allow model=gbm-2026-04 took=${took}ms`,
          f.id,
        ),
        ev(
          f.t + 2003,
          C.checkout,
          "error",
          `Fraud screen failed for order ${o}; order held for manual review`,
          f.id,
          n % 3 === 1 ? canceled() : undefined,
        ),
      ];
      return [...out, ...door(r, f.t, f.id, "POST", "/v2/orders", 202, 2030)];
    });
    s.mute(C.fraud, S, s.t1, (e) => e.msg.startsWith("model gbm"));
    s.every(S + 20000, s.t1, 59000, 61000, (t) =>
      s.emit(
        t,
        C.fraud,
        "info",
        `model gbm-2026-04 warm; p50=${r.int(2100, 3400)}ms p95=${r.int(4800, 7000)}ms over last 60s`,
      ),
    );
    s.every(S + 120000, s.t1, 60000, 60000, (t, i) =>
      s.emit(t, C.checkout, "warn", `Manual review queue depth ${20 + i * r.int(15, 30)} (SLA 15 min)`),
    );
  },
};

const rateLimiting: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "rate_limiting",
  origin: C.notify,
  hints: ["429", "quota", "rate", "exceeded", "resource_exhausted"],
  severity: "medium",
  note: "A flash-sale push campaign pushed notify-fanout over its FCM send quota and FCM answered 429 RESOURCE_EXHAUSTED, so booking confirmations and reminders were delayed and some dropped.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.emit(
      S - 2000,
      C.notify,
      "info",
      `campaign flash-sale-${r.int(10, 99)} fan-out started: ${r.int(380, 520)}k devices, concurrency 500`,
    );
    const quota = () =>
      nodeErr(
        "FirebaseMessagingError",
        "Quota exceeded for quota metric 'Send requests' and limit 'Send requests per minute' of service 'fcm.googleapis.com' for consumer 'project_number:48211930155'.",
        [
          "FirebaseMessagingError.fromServerError (/app/node_modules/firebase-admin/lib/utils/error.js:250:16)",
          "Object.createFirebaseError (/app/node_modules/firebase-admin/lib/messaging/messaging-errors-internal.js:35:47)",
          "/app/node_modules/firebase-admin/lib/messaging/messaging-api-request-internal.js:79:75",
          "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        ],
        [
          "  errorInfo: {",
          "    code: 'messaging/quota-exceeded',",
          "    message: \"Quota exceeded for quota metric 'Send requests'...\"",
          "  },",
          "  codePrefix: 'messaging'",
        ],
      );
    let n = 0;
    s.poisson(S, s.t1, 450, (t) => {
      n++;
      s.emit(
        t,
        C.notify,
        "warn",
        `fcm send 429 RESOURCE_EXHAUSTED campaign=flash-sale retry_after=${r.int(10, 60)}s batch=${r.int(1000, 9999)}`,
        undefined,
        n % 25 === 1 ? quota() : undefined,
      );
    });
    s.fail(["checkout"], S, s.t1, 1, (f) => {
      const evs = E.flows.find((k) => k.name === "checkout")?.render(r, f.t, f.id) ?? [];
      return evs.map((e) =>
        e.svc === C.notify
          ? r.chance(0.6)
            ? ev(
                e.t,
                C.notify,
                "warn",
                `push deferred user=${userId(r)} template=booking_confirmed: messaging/quota-exceeded (429); requeued`,
                e.id,
              )
            : ev(
                e.t + r.int(20000, 60000),
                C.notify,
                "error",
                `push dropped user=${userId(r)} template=booking_confirmed after 5 attempts: 429 RESOURCE_EXHAUSTED`,
                e.id,
              )
          : e,
      );
    });
  },
};

const validation: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "validation",
  origin: C.ingest,
  hints: ["parse", "invalid", "format", "deserializ", "validation"],
  severity: "medium",
  note: "Treatwise switched its bulk slot feed to day-first dates and listing-ingest rejects every record of the feed with DateTimeParseException, so Treatwise listings go stale and checkouts of their slots fail at the partner.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(C.search, S - r.int(100000, 180000), "v3.31.0");
    const bad = `${String(r.int(10, 28))}/0${r.int(3, 9)}/2026 ${r.int(9, 18)}:${r.pick(["00", "15", "30", "45"])}`;
    const parse = () =>
      javaErr(
        "com.fasterxml.jackson.databind.exc.InvalidFormatException",
        `Cannot deserialize value of type \`java.time.OffsetDateTime\` from String "${bad}": Failed to deserialize java.time.OffsetDateTime: (java.time.format.DateTimeParseException) Text '${bad}' could not be parsed at index 0\n at [Source: REDACTED (\`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION\` disabled); line: 1, column: 87] (through reference chain: com.chairly.ingest.feed.FeedSlot["startsAt"])`,
        [
          "com.fasterxml.jackson.databind.exc.InvalidFormatException.from(InvalidFormatException.java:67)",
          "com.fasterxml.jackson.databind.DeserializationContext.weirdStringException(DeserializationContext.java:1958)",
          "com.fasterxml.jackson.datatype.jsr310.deser.JSR310DeserializerBase._handleDateTimeException(JSR310DeserializerBase.java:104)",
          "com.chairly.ingest.feed.TreatwiseFeedImporter.parse(TreatwiseFeedImporter.java:77)",
          "com.chairly.ingest.feed.TreatwiseFeedImporter.importFeed(TreatwiseFeedImporter.java:51)",
        ],
        [
          {
            type: "java.time.format.DateTimeParseException",
            message: `Text '${bad}' could not be parsed at index 0`,
            frames: ["java.base/java.time.format.DateTimeFormatter.parseResolved0(DateTimeFormatter.java:2108)"],
            omitted: 18,
          },
        ],
      );
    s.every(S, s.t1, 45000, 75000, (t, i) => {
      const key = `s3://chairly-partner-drops/treatwise/${new Date(t).toISOString().slice(0, 10)}/slots-${String(400 + i).padStart(4, "0")}.jsonl.gz`;
      const n = r.int(40000, 52000);
      s.emit(t, C.ingest, "info", `Importing treatwise feed ${key} (${n} records)`);
      s.emit(
        t + r.int(800, 2000),
        C.ingest,
        "error",
        `Feed import aborted ${key}: ${n}/${n} records invalid (startsAt), first at line 1`,
        undefined,
        parse(),
      );
      s.emit(
        t + r.int(2001, 2100),
        C.ingest,
        "warn",
        `treatwise feed rejected; keeping previous snapshot, attempt ${i + 1}, next in 60s`,
      );
    });
    s.fail(["checkout"], S + 60000, s.t1, 0.2, (f) => {
      const o = orderId(r, f.t);
      const h = checkoutHead(r, f, o);
      const pMs = r.int(120, 400);
      return [
        ...h.evs,
        ev(
          h.at + pMs,
          C.partner,
          "info",
          `partner rejected booking partner=treatwise salon=${salonId(r)}: slot no longer available (HTTP 409)`,
          f.id,
        ),
        ev(
          h.at + pMs + 12,
          C.checkout,
          "info",
          `Order ${o} voided: slot taken at partner treatwise; authorisation released`,
          f.id,
        ),
        ...door(r, f.t, f.id, "POST", "/v2/orders", 409, h.at - f.t + pMs + 40),
      ];
    });
    s.every(S + 150000, s.t1, 120000, 150000, (t) =>
      s.emit(
        t,
        C.search,
        "warn",
        `partner treatwise listings stale: last ingest ${Math.round((t - S) / 60000) + 4}m ago`,
      ),
    );
  },
};

const nullReference: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "null_reference",
  origin: C.bff,
  hints: ["typeerror", "undefined", "cannot read", "null"],
  severity: "medium",
  note: "market-bff 5.3.0 reads the deposit policy of every salon on the salon page, and salons without one crash the handler with TypeError: Cannot read properties of undefined (reading 'amountCents').",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(C.bff, S - r.int(20000, 50000), "5.3.0");
    const te = () =>
      nodeErr("TypeError", "Cannot read properties of undefined (reading 'amountCents')", [
        "formatDeposit (/app/dist/salons/presenter.js:41:38)",
        "presentSalon (/app/dist/salons/presenter.js:18:22)",
        "/app/dist/routes/salons.js:27:24",
        "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        "async Object.handler (/app/dist/routes/salons.js:22:5)",
      ]);
    s.fail(["salon"], S, s.t1, 0.45, (f) => {
      const sal = salonId(r);
      const ms = r.int(6, 30);
      return [
        ev(f.t + ms - 4, C.search, "info", `salon listing ${sal} served cache=hit slots=${r.int(0, 40)}`, f.id),
        ev(f.t + ms - 2, C.bff, "error", `unhandled error in GET /v2/salons/${sal}`, f.id, te()),
        ...door(r, f.t, f.id, "GET", `/v2/salons/${sal}`, 500, ms),
      ];
    });
  },
};

const configuration: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "configuration",
  origin: C.checkout,
  hints: ["options", "config", "required", "endpoint"],
  severity: "high",
  note: "A config change renamed checkout's fraud endpoint setting; checkout hot-reloaded its appsettings and every order now throws OptionsValidationException because FraudOptions.Endpoint is missing.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.emit(
      S - 300,
      C.checkout,
      "info",
      `Configuration reloaded from /config/appsettings.Production.json (checksum sha256:${r.hex(12)})`,
    );
    const opt = () =>
      dotnetErr(
        "Microsoft.Extensions.Options.OptionsValidationException",
        "DataAnnotation validation failed for 'FraudOptions' members: 'Endpoint' with the error: 'The Endpoint field is required.'.",
        [
          "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
          "Microsoft.Extensions.Options.OptionsManager`1.<>c__DisplayClass5_0.<Get>b__0()",
          "System.Lazy`1.ViaFactory(LazyThreadSafetyMode mode)",
          "Microsoft.Extensions.Options.OptionsCache`1.GetOrAdd[TArg](String name, Func`3 createOptions, TArg factoryArgument)",
          "Chairly.Checkout.Fraud.FraudClient..ctor(HttpClient http, IOptionsSnapshot`1 options) in /src/Chairly.Checkout/Fraud/FraudClient.cs:line 19",
          ...ASPNET_FRAMES,
        ],
      );
    let n = 0;
    s.fail(["checkout"], S, s.t1, 1, (f) => {
      n++;
      const ms = r.int(4, 20);
      return [
        ev(
          f.t + ms - 2,
          C.checkout,
          "error",
          "An unhandled exception has occurred while executing the request.",
          f.id,
          n % 2 === 1 ? opt() : undefined,
        ),
        ...door(r, f.t, f.id, "POST", "/v2/orders", 500, ms),
      ];
    });
  },
};

const dependency: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "dependency",
  origin: C.payouts,
  hints: ["503", "unavailable", "bank", "circuit", "server"],
  severity: "medium",
  note: "The banking partner's payout API went down and answered 503, so payouts' transfers failed, its circuit breaker opened and the salon payout batch stalled.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(C.fraud, S - r.int(60000, 150000), "1.44.2");
    s.emit(
      S - 800,
      C.payouts,
      "info",
      `PayoutBatchJob started batch=PB-${r.int(3000, 3999)} salons=${r.int(150, 240)} rail=fps`,
    );
    const srv = () =>
      rubyErr(
        "Faraday::ServerError",
        "the server responded with status 503",
        [
          "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in `on_complete'",
          "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/middleware.rb:18:in `block in call'",
          "/app/app/clients/clearbank_client.rb:44:in `create_payment'",
          "/app/app/services/salon_payout.rb:29:in `call'",
          "/app/app/jobs/payout_batch_job.rb:31:in `block in perform'",
        ],
        false,
      );
    let open = false;
    let k = 0;
    s.every(S, s.t1, 1500, 4000, (t) => {
      k++;
      const sal = salonId(r);
      if (!open && k === 8) {
        open = true;
        s.emit(t - 10, C.payouts, "warn", "Circuit bank_rail opened after 8 consecutive failures; cooling off for 60s");
      }
      if (open && k % 20 === 0) s.emit(t - 5, C.payouts, "info", "Circuit bank_rail half-open, trial request");
      if (open && k % 20 !== 0) s.emit(t, C.payouts, "warn", `Payout to ${sal} skipped: circuit bank_rail open`);
      else
        s.emit(
          t,
          C.payouts,
          "error",
          `Payout to ${sal} failed: 503 Service Unavailable from bank rail ("upstream temporarily unavailable")`,
          undefined,
          k % 4 === 1 ? srv() : undefined,
        );
    });
  },
};

const memory: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "memory",
  origin: C.search,
  hints: ["out of memory", "memory", "oom", "fatal error"],
  severity: "high",
  note: "slot-search's geo-cell cache rebuild holds two full copies of the index in memory and the Go runtime dies with fatal error: runtime: out of memory on every rebuild, so searches through market-bff fail while it restarts.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    const oom = () =>
      goFatal("runtime: out of memory", [
        [
          "runtime.throw({0xa3c2f1?, 0x4000000?})",
          "/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd4e3b1b40 sp=0x7ffd4e3b1b10 pc=0x43d8fc",
        ],
        [
          "runtime.sysMapOS(0xc1e4000000, 0x4000000)",
          "/usr/local/go/src/runtime/mem_linux.go:167 +0x11b fp=0x7ffd4e3b1b88 sp=0x7ffd4e3b1b40 pc=0x41c99b",
        ],
        [
          "runtime.(*mheap).grow(0xf1e3a0, 0x2000?)",
          "/usr/local/go/src/runtime/mheap.go:1488 +0x229 fp=0x7ffd4e3b1c00 sp=0x7ffd4e3b1bb8 pc=0x42f909",
        ],
        [
          "runtime.(*mheap).allocSpan(0xf1e3a0, 0x2000, 0x0, 0x1)",
          "/usr/local/go/src/runtime/mheap.go:1243 +0x1b7 fp=0x7ffd4e3b1ca0 sp=0x7ffd4e3b1c00 pc=0x42f037",
        ],
        [
          "runtime.mallocgc(0x4000000, 0x9c7d40, 0x1)",
          "/usr/local/go/src/runtime/malloc.go:1090 +0x4f6 fp=0x7ffd4e3b1d10 sp=0x7ffd4e3b1ca0 pc=0x413a16",
        ],
        [
          "chairly.example/slotsearch/internal/geo.(*CellIndex).Rebuild(0xc000214000, {0xb5f0c8, 0xc0002d8a50})",
          "/src/internal/geo/cells.go:142 +0x3b1",
        ],
      ]);
    const down: [number, number][] = [];
    for (let t = S; t < s.t1; t += r.int(110000, 170000)) {
      s.emit(
        t - r.int(20000, 40000),
        C.search,
        "info",
        `geo cell rebuild started cells=${r.int(1900, 2300)}k listings=${r.int(380, 460)}k`,
      );
      s.emit(
        t - r.int(5000, 15000),
        C.search,
        "warn",
        `heap in use ${r.int(3400, 3900)}MiB (GOMEMLIMIT 3800MiB), gc cpu ${r.int(35, 60)}%`,
      );
      s.emit(t, C.search, "fatal", "fatal error: runtime: out of memory", undefined, oom());
      const back = t + r.int(5000, 9000);
      down.push([t, back]);
      s.add(E.deploy(r, C.search, back - 1500, "v3.30.2").filter((e) => !/shutdown|stopped/.test(e.msg)));
    }
    const isDown = (t: number) => down.some(([a, b]) => t >= a && t < b);
    s.mute(
      C.search,
      S,
      s.t1,
      (e) =>
        isDown(e.t) && !e.msg.startsWith("starting") && !e.msg.startsWith("config") && !e.msg.startsWith("http server"),
    );
    s.fail(
      ["search", "salon"],
      S,
      s.t1,
      (t) => (isDown(t) ? 1 : 0),
      (f) => {
        const ms = r.int(1, 5);
        const path = f.kind === "search" ? "/v2/slots" : `/v2/salons/${salonId(r)}`;
        return [
          ev(
            f.t + ms,
            C.bff,
            "error",
            `slot-search request failed: connect ECONNREFUSED 10.40.4.22:8080 (${path})`,
            f.id,
          ),
          ...door(r, f.t, f.id, "GET", path, 502, ms + 1),
        ];
      },
    );
    s.fail(
      ["search"],
      S,
      s.t1,
      (t) => (down.some(([a]) => t >= a - 20000 && t < a) ? 0.5 : 0),
      (f) => {
        const ms = r.int(900, 2500);
        return [
          ev(
            f.t + ms - 5,
            C.search,
            "info",
            `search ok q=balayage near=51.514,-0.131 radius=3km hits=${r.int(0, 90)} took=${ms - 10}ms es_took=${r.int(4, 40)}ms`,
            f.id,
          ),
          ...door(r, f.t, f.id, "GET", "/v2/slots", 200, ms),
        ];
      },
    );
  },
};

const disk: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "disk",
  origin: C.os,
  hints: ["flood", "disk", "watermark", "read-only", "read_only"],
  severity: "high",
  note: "An OpenSearch data node crossed the flood-stage disk watermark and its indices were marked read-only-allow-delete, so listing-ingest's bulk upserts were rejected with cluster_block_exception and marketplace listings went stale.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    const node = "os-data-1";
    const path = `[x1Yz9Q2fSeC${r.hex(6)}][${node}][/usr/share/opensearch/data/nodes/0]`;
    s.add([
      osLine(
        S - r.int(150000, 200000),
        "WARN ",
        "o.o.c.r.a.DiskThresholdMonitor",
        node,
        `high disk watermark [90%] exceeded on ${path} free: 9.8gb[9.1%], shards will be relocated away from this node; currently relocating away shards totalling [0] bytes; the node is expected to continue to exceed the high disk watermark when these relocations are complete`,
        "warn",
      ),
      osLine(
        S,
        "WARN ",
        "o.o.c.r.a.DiskThresholdMonitor",
        node,
        `flood stage disk watermark [95%] exceeded on ${path} free: 4.9gb[4.6%], all indices on this node will be marked read-only`,
        "warn",
      ),
    ]);
    s.every(S + 30000, s.t1, 30000, 30000, (t) =>
      s.add([
        osLine(
          t,
          "WARN ",
          "o.o.c.r.a.DiskThresholdMonitor",
          node,
          `flood stage disk watermark [95%] exceeded on ${path} free: ${(4.9 - (t - S) / 600000).toFixed(1)}gb[${(4.6 - (t - S) / 650000).toFixed(1)}%], all indices on this node will be marked read-only`,
          "warn",
        ),
      ]),
    );
    const block =
      "OpenSearch exception [type=cluster_block_exception, reason=index [slots-v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]";
    const bulkErr = () =>
      javaErr("org.opensearch.OpenSearchStatusException", block, [
        "org.opensearch.rest.BytesRestResponse.errorFromXContent(BytesRestResponse.java:203)",
        "org.opensearch.client.RestHighLevelClient.parseEntity(RestHighLevelClient.java:2075)",
        "org.opensearch.client.RestHighLevelClient.bulk(RestHighLevelClient.java:320)",
        "com.chairly.ingest.index.SlotIndexer.upsert(SlotIndexer.java:64)",
        "com.chairly.ingest.SlotListener.onBatch(SlotListener.java:41)",
      ]);
    let n = 0;
    s.fail(["ingest"], S + 500, s.t1, 1, (f) => {
      n++;
      const part = r.int(0, 11);
      const off = r.int(900000, 990000);
      return [
        ev(
          f.t,
          C.ingest,
          "error",
          `Bulk upsert failed for partner.slots.v3-${part}@${off}: ${r.int(8, 180)} items rejected (cluster_block_exception)`,
          undefined,
          n % 4 === 1 ? bulkErr() : undefined,
        ),
        ev(
          f.t + 3,
          C.ingest,
          "warn",
          `Seeking to offset ${off} for partition partner.slots.v3-${part}; retrying in 5000ms`,
        ),
      ];
    });
    s.every(S + 120000, s.t1, 60000, 60000, (t) =>
      s.emit(
        t,
        C.ingest,
        "warn",
        `Consumer lag partner.slots.v3: ${r.int(20000, 90000)} records (${Math.round((t - S) / 60000)}m behind)`,
      ),
    );
  },
};

const unknown: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "unknown",
  origin: C.bff,
  hints: ["unknown", "internal", "unexplained", "500"],
  severity: "high",
  note: "market-bff started failing a large share of search and salon requests with 500 and logged only 'request errored' with an empty error object, so the cause never appears in the logs.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.reload(S - r.int(60000, 200000));
    s.fail(["search", "salon", "checkout"], S, s.t1, s.ramp(S, S + 90000, 0.3, 0.6), (f) => {
      const ms = r.int(2, 60);
      const path = f.kind === "search" ? "/v2/slots" : f.kind === "salon" ? `/v2/salons/${salonId(r)}` : "/v2/orders";
      return [
        ev(
          f.t + ms - 1,
          C.bff,
          "error",
          `request errored method=${f.kind === "checkout" ? "POST" : "GET"} url=${path} statusCode=500 err={}`,
          f.id,
        ),
        ...door(r, f.t, f.id, f.kind === "checkout" ? "POST" : "GET", path, 500, ms),
      ];
    });
    s.every(S + 60000, s.t1, 60000, 60000, (t) =>
      s.emit(t, C.bff, "warn", `5xx rate ${r.int(25, 60)}% over last 60s (threshold 5%)`),
    );
  },
};

export const chairlyIncidents: IncidentSpec[] = [
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
