// The thirteen Mill & Pour incidents.
import {
  AUTH,
  email,
  GIFTCARDS,
  GW,
  gw,
  KDS,
  kdsTicket,
  LOYALTY,
  MENU,
  mem,
  mpStore,
  NOTIFY,
  ORDERS,
  ord,
  PAYMENTS,
  phone,
  RECEIPTS,
  REDIS,
  rack,
  uvicorn,
} from "../estates/mill-pour.js";
import { day, ev, every, grouped, money, poisson, ramp, redisTime, SEC } from "../kit.js";
import { rollout } from "../lifecycle.js";
import { ASPNET_TAIL, dotnetTrace, nodeTrace, pyTrace, rubyTrace } from "../stacks.js";
import type { Ctx, Ev, Incident } from "../types.js";

const GEMS = "/app/vendor/bundle/ruby/3.2.0/gems";
const PY = "/usr/local/lib/python3.11/site-packages";

function accepted(c: Ctx, t: number, o: string, s: string, id: string | undefined, total = money(c, 2.8, 22)): Ev {
  return ev(t, ORDERS, "INFO", `order ${o} accepted store=${s} items=${c.r.int(1, 5)} total=${total} GBP`, { id });
}

function authorised(c: Ctx, t: number, id: string | undefined, total: string): Ev {
  return ev(
    t,
    PAYMENTS,
    "INFO",
    `Authorised ${total} GBP card=${c.r.pick(["visa", "mastercard", "amex", "applepay"])}••${c.r.int(1000, 9999)} processor_ref=tp_${c.r.mixed(16)} in ${c.r.int(180, 900)}ms`,
    { id },
  );
}

// ---------------------------------------------------------------------------------------------------------
const SASL =
  "SASL SCRAM SHA512 authentication failed: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512";
const saslStack = () =>
  nodeTrace(`KafkaJSSASLAuthenticationError: ${SASL}`, [
    "SCRAM.authenticate (/app/node_modules/kafkajs/src/broker/saslAuthenticator/scram.js:160:13)",
    "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
    "async SASLAuthenticator.authenticate (/app/node_modules/kafkajs/src/broker/saslAuthenticator/index.js:56:5)",
    "async /app/node_modules/kafkajs/src/network/connection.js:139:9",
    "async Connection.authenticate (/app/node_modules/kafkajs/src/network/connection.js:315:5)",
    "async Broker.connect (/app/node_modules/kafkajs/src/broker/index.js:111:7)",
    "async /app/node_modules/kafkajs/src/cluster/brokerPool.js:93:9",
  ]);
const BROKER = "b-2.mp-msk.kafka.eu-west-2.amazonaws.com:9096";

const ordersSasl: Incident = {
  key: "mp-orders-kafka-sasl",
  estate: "mill-pour",
  category: "authentication",
  origin: ORDERS,
  hints: ["sasl", "auth", "credential", "kafka"],
  severity: "high",
  note: "After a broker maintenance restart forced mp-orders' Kafka producer to re-authenticate, its stale SCRAM secret was rejected, so orders could not be published and the API returned 503 while kitchens saw no tickets.",
  breaks: {
    order: (c, t, id) => {
      const r = c.r;
      const o = ord(c);
      const s = mpStore(c);
      let x = t + r.int(3, 10);
      const total = money(c, 2.8, 22);
      const out: Ev[] = [accepted(c, x, o, s, id, total)];
      x += r.int(200, 900);
      out.push(authorised(c, x, id, total));
      x += r.int(3000, 6000);
      out.push(
        ev(
          x,
          ORDERS,
          "ERROR",
          `failed to publish order.placed for ${o} after 5 retries`,
          r.chance(0.4) ? { id, stack: saslStack(), err: "KafkaJSSASLAuthenticationError" } : { id },
        ),
      );
      out.push(
        ev(x + r.int(100, 400), PAYMENTS, "INFO", `Voided authorisation for ${o} (reason: order_not_committed)`, {
          id,
        }),
      );
      out.push(gw(c, x + 5, "POST", "/v1/orders", 503, x + 5 - t, ORDERS, id));
      return out;
    },
  },
  events: (c) => {
    const r = c.r;
    const b = BROKER;
    return [
      ev(
        c.t0 - 1500,
        ORDERS,
        "WARN",
        `[Connection] Connection error: read ECONNRESET {"broker":"${b}","clientId":"mp-orders"}`,
      ),
      ev(
        c.t0,
        ORDERS,
        "ERROR",
        `[Connection] Response SaslAuthenticate(key: 36, version: 2) {"broker":"${b}","clientId":"mp-orders","error":"Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512","correlationId":1,"size":114}`,
      ),
      ...poisson(c, c.t0 + 400, c.end, 2.2, (t) =>
        r.chance(0.5)
          ? [
              ev(
                t,
                ORDERS,
                "ERROR",
                `[BrokerPool] Failed to connect to seed broker, trying another broker from the list: ${SASL} {"retryCount":${r.int(0, 5)},"retryTime":${r.int(300, 9000)}}`,
              ),
            ]
          : [
              ev(
                t,
                ORDERS,
                "ERROR",
                `[Connection] Response SaslAuthenticate(key: 36, version: 2) {"broker":"b-${r.int(1, 3)}.mp-msk.kafka.eu-west-2.amazonaws.com:9096","clientId":"mp-orders","error":"Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512","correlationId":1,"size":114}`,
              ),
            ],
      ),
      ...every(c, c.t0 + 60 * SEC, c.end, 30, 0.05, (t) => [
        ev(
          t,
          KDS,
          "WARN",
          `no tickets received from order.placed in ${Math.round((t - c.t0) / SEC)}s (${r.int(30, 41)} stores open)`,
        ),
      ]),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------------
const s3Denied = () =>
  rubyTrace([
    `${GEMS}/aws-sdk-core-3.191.3/lib/seahorse/client/plugins/raise_response_errors.rb:17:in \`call'`,
    `${GEMS}/aws-sdk-s3-1.143.0/lib/aws-sdk-s3/plugins/sse_cpk.rb:24:in \`call'`,
    `${GEMS}/aws-sdk-s3-1.143.0/lib/aws-sdk-s3/plugins/dualstack.rb:21:in \`call'`,
    `${GEMS}/aws-sdk-s3-1.143.0/lib/aws-sdk-s3/plugins/accelerate.rb:43:in \`call'`,
    `${GEMS}/aws-sdk-core-3.191.3/lib/aws-sdk-core/plugins/checksum_algorithm.rb:111:in \`call'`,
    `${GEMS}/aws-sdk-core-3.191.3/lib/seahorse/client/request.rb:72:in \`send_request'`,
    `${GEMS}/aws-sdk-s3-1.143.0/lib/aws-sdk-s3/client.rb:16512:in \`put_object'`,
    "/app/app/services/receipt_uploader.rb:19:in `upload'",
    "/app/app/jobs/receipt_pdf_job.rb:14:in `perform'",
    `${GEMS}/sidekiq-7.2.2/lib/sidekiq/processor.rb:202:in \`execute_job'`,
  ]);

function sidekiqFail(
  c: Ctx,
  t: number,
  o: string,
  id: string | undefined,
  exc: string,
  stack: string | undefined,
  retry: number,
): Ev[] {
  const jid = c.r.hex(24);
  const secs = c.r.float(0.05, 0.6);
  const out: Ev[] = [
    ev(t, RECEIPTS, "INFO", `ReceiptPdfJob JID-${jid} INFO: start`, { id }),
    ev(t + secs * 1000, RECEIPTS, "INFO", `ReceiptPdfJob JID-${jid} INFO: fail: ${secs.toFixed(3)} sec`, { id }),
    ev(
      t + secs * 1000 + 1,
      RECEIPTS,
      "WARN",
      `{"context":"Job raised exception","job":{"retry":5,"queue":"receipts","class":"ReceiptPdfJob","args":["${o}"],"jid":"${jid}","retry_count":${retry}}}`,
      { id },
    ),
  ];
  const e: Ev = ev(t + secs * 1000 + 2, RECEIPTS, "ERROR", exc, { id, err: exc.split(":")[0] ?? "StandardError" });
  if (stack) e.stack = stack;
  out.push(e);
  return out;
}

const receiptsS3Denied: Incident = {
  key: "mp-receipts-s3-denied",
  estate: "mill-pour",
  category: "authorization",
  origin: RECEIPTS,
  hints: ["accessdenied", "access", "s3", "permission"],
  severity: "medium",
  note: "A tightened bucket policy stopped mp-receipts' role from writing receipt PDFs to S3; uploads failed with Access Denied, Sidekiq retried them in a storm and customers got receipt emails without PDFs.",
  breaks: {
    receipt: (c, t, id) => {
      const r = c.r;
      const o = ord(c);
      return [
        ...sidekiqFail(
          c,
          t,
          o,
          id,
          "Aws::S3::Errors::AccessDenied: Access Denied",
          r.chance(0.35) ? s3Denied() : undefined,
          0,
        ),
        ev(
          t + r.int(60, 90) * SEC,
          NOTIFY,
          "WARN",
          `receipt ${o}: PDF missing after 60s, sending receipt email to ${email(c)} without attachment`,
          { id },
        ),
      ];
    },
  },
  events: (c) => [
    ...sidekiqFail(c, c.t0, ord(c), undefined, "Aws::S3::Errors::AccessDenied: Access Denied", s3Denied(), 0),
    ...poisson(c, c.t0 + 20 * SEC, c.end, 2.5, (t) =>
      sidekiqFail(
        c,
        t,
        ord(c),
        undefined,
        "Aws::S3::Errors::AccessDenied: Access Denied",
        c.r.chance(0.2) ? s3Denied() : undefined,
        c.r.int(1, 4),
      ),
    ),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const TOPO =
  "Topology Description: <TopologyDescription id: 6640c1d2e4b0a1f2c3d4e5f7, topology_type: ReplicaSetNoPrimary, servers: [<ServerDescription ('mp-loyalty-mongo-0.mp-loyalty-mongo', 27017) server_type: RSSecondary, rtt: 0.0012>, <ServerDescription ('mp-loyalty-mongo-1.mp-loyalty-mongo', 27017) server_type: Unknown, rtt: None, error=AutoReconnect('mp-loyalty-mongo-1.mp-loyalty-mongo:27017: [Errno 111] Connection refused')>, <ServerDescription ('mp-loyalty-mongo-2.mp-loyalty-mongo', 27017) server_type: Unknown, rtt: None, error=NetworkTimeout('mp-loyalty-mongo-2.mp-loyalty-mongo:27017: timed out')>]>";

const mongoTrace = (first: boolean) =>
  pyTrace(
    [
      ["/app/loyalty/accrual.py", 64, "accrue", "await self.ledger.insert_one(entry)"],
      [`${PY}/motor/core.py`, 240, "insert_one", "return await self._run(...)"],
      [`${PY}/pymongo/collection.py`, 671, "insert_one", "self._insert_one("],
      [
        `${PY}/pymongo/collection.py`,
        612,
        "_insert_one",
        "self.__database.client._retryable_write(acknowledged, _insert_command, session)",
      ],
      [
        `${PY}/pymongo/mongo_client.py`,
        1523,
        "_retryable_write",
        "return self._retry_with_session(retryable, func, s, bulk)",
      ],
      [`${PY}/pymongo/topology.py`, 303, "_select_servers_loop", "raise ServerSelectionTimeoutError("],
    ],
    first
      ? "pymongo.errors.NotPrimaryError: not primary, full error: {'topologyVersion': {'processId': ObjectId('6640c1d2e4b0a1f2c3d4e5f6'), 'counter': 7}, 'ok': 0.0, 'errmsg': 'not primary', 'code': 10107, 'codeName': 'NotWritablePrimary'}"
      : `pymongo.errors.ServerSelectionTimeoutError: No replica set members match selector "Primary()", Timeout: 30s, ${TOPO}`,
  );

const loyaltyNoPrimary: Incident = {
  key: "mp-loyalty-mongo-no-primary",
  estate: "mill-pour",
  category: "database",
  origin: LOYALTY,
  hints: ["mongo", "primary", "database", "replica"],
  severity: "medium",
  note: "mp-loyalty's MongoDB replica set lost two of three members and had no primary, so every points accrual and redemption write failed after a 30 s server-selection wait while balance reads from the secondary kept working.",
  breaks: {
    order: (c, t, id) => {
      const r = c.r;
      const o = ord(c);
      const s = mpStore(c);
      let x = t + r.int(3, 10);
      const total = money(c, 2.8, 22);
      const out: Ev[] = [accepted(c, x, o, s, id, total)];
      x += r.int(200, 900);
      out.push(authorised(c, x, id, total));
      x += r.int(5, 30);
      out.push(gw(c, x + 3, "POST", "/v1/orders", 201, x + 3 - t, ORDERS, id));
      out.push(kdsTicket(c, x + r.int(40, 300), o, s, id));
      const y = x + 30_000 + r.int(5, 80);
      out.push(
        ev(
          y,
          LOYALTY,
          "ERROR",
          `accrual failed for order ${o} member ${mem(c)}`,
          r.chance(0.3) ? { id, stack: mongoTrace(false), err: "pymongo.errors.ServerSelectionTimeoutError" } : { id },
        ),
      );
      out.push(uvicorn(c, y + 2, "POST", "/accruals", 503, id));
      out.push(
        ev(y + r.int(5, 30), ORDERS, "WARN", `loyalty accrual for ${o} failed (mp-loyalty 503), queued for replay`, {
          id,
        }),
      );
      return out;
    },
    loyalty: (c, t, id) => {
      if (!c.r.chance(0.25)) return null;
      const y = t + 30_000 + c.r.int(5, 80);
      return [
        ev(
          y - 2,
          LOYALTY,
          "ERROR",
          `redeem failed for member ${mem(c)}: No replica set members match selector "Primary()", Timeout: 30s`,
          { id },
        ),
        uvicorn(c, y, "POST", "/redemptions", 503, id),
        gw(c, y + 3, "POST", "/v1/loyalty/redeem", 503, y + 3 - t, LOYALTY, id),
      ];
    },
  },
  events: (c) => [
    ev(c.t0, LOYALTY, "ERROR", `accrual failed for order ${ord(c)} member ${mem(c)}`, {
      stack: mongoTrace(true),
      err: "pymongo.errors.NotPrimaryError",
    }),
    ...every(c, c.t0 + 45 * SEC, c.end, 60, 0.05, (t) => [
      ev(t, LOYALTY, "WARN", `accrual replay queue depth ${grouped(((t - c.t0) / SEC) * c.r.float(1.5, 3))}`),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const smtpStack = (c: Ctx) =>
  c.r.chance(0.5)
    ? nodeTrace(
        "Error: Client network socket disconnected before secure TLS connection was established",
        [
          "connResetException (node:internal/errors:787:14)",
          "TLSSocket.onConnectEnd (node:_tls_wrap:1727:19)",
          "TLSSocket.emit (node:events:530:35)",
          "endReadableNT (node:internal/streams/readable:1696:12)",
          "process.processTicksAndRejections (node:internal/process/task_queues:82:21)",
        ],
        { code: "ESOCKET", host: "smtp.relay.mailgrid.net", port: 587, command: "CONN" },
      )
    : nodeTrace("Error: read ECONNRESET", ["TLSWrap.onStreamRead (node:internal/stream_base_commons:218:20)"], {
        errno: -104,
        code: "ESOCKET",
        syscall: "read",
        command: "CONN",
      });

const notifySmtpResets: Incident = {
  key: "mp-notify-smtp-reset",
  estate: "mill-pour",
  category: "network",
  origin: NOTIFY,
  hints: ["reset", "tls", "socket", "network"],
  severity: "medium",
  note: "Connections from mp-notify to the SMTP relay were reset during the TLS handshake, so receipt and account emails piled up undelivered and retried.",
  share: 0.92,
  breaks: {
    receipt: (c, t, id) => {
      const r = c.r;
      const o = ord(c);
      const jid = r.hex(24);
      const secs = r.float(0.2, 0.9);
      const e = email(c);
      return [
        ev(t, RECEIPTS, "INFO", `ReceiptPdfJob JID-${jid} INFO: start`, { id }),
        ev(
          t + secs * 900,
          RECEIPTS,
          "INFO",
          `uploaded s3://mp-receipts-prod/${day(t).replace(/-/g, "/")}/${o}.pdf (${r.int(30, 80)} KB)`,
          { id },
        ),
        ev(t + secs * 1000, RECEIPTS, "INFO", `ReceiptPdfJob JID-${jid} INFO: done: ${secs.toFixed(3)} sec`, { id }),
        ev(t + secs * 1000 + r.int(200, 2000), NOTIFY, "ERROR", `failed to send receipt ${o} to ${e}`, {
          id,
          stack: smtpStack(c),
          err: "Error",
        }),
        ev(
          t + secs * 1000 + r.int(2001, 2100),
          NOTIFY,
          "WARN",
          `retrying receipt ${o} in 30s (attempt ${r.int(2, 6)}/6)`,
          { id },
        ),
      ];
    },
  },
  events: (c) => [
    ev(c.t0, NOTIFY, "ERROR", `failed to send receipt ${ord(c)} to ${email(c)}`, { stack: smtpStack(c), err: "Error" }),
    ...every(c, c.t0 + 60 * SEC, c.end, 60, 0.05, (t) => [
      ev(
        t,
        NOTIFY,
        "ERROR",
        `smtp pool: 0/8 connections established in last 60s (reset during STARTTLS to smtp.relay.mailgrid.net:587)`,
      ),
      ev(t + 5, NOTIFY, "WARN", `outbound mail queue depth ${grouped(((t - c.t0) / SEC) * c.r.float(0.6, 1.2))}`),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const httpClientTimeout = (c: Ctx) =>
  [
    "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 15 seconds elapsing.",
    " ---> System.TimeoutException: The operation was canceled.",
    " ---> System.Threading.Tasks.TaskCanceledException: The operation was canceled.",
    " ---> System.IO.IOException: Unable to read data from the transport connection: Operation canceled.",
    " ---> System.Net.Sockets.SocketException (125): Operation canceled",
    "   --- End of inner exception stack trace ---",
    "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
    "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.System.Threading.Tasks.Sources.IValueTaskSource<System.Int32>.GetResult(Int16 token)",
    "   at System.Net.Security.SslStream.EnsureFullTlsFrameAsync[TIOAdapter](CancellationToken cancellationToken, Int32 estimatedSize)",
    "   at System.Net.Security.SslStream.ReadAsyncInternal[TIOAdapter](Memory`1 buffer, CancellationToken cancellationToken)",
    "   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
    "   --- End of inner exception stack trace ---",
    "   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
    "   at System.Net.Http.HttpConnectionPool.SendWithVersionDetectionAndRetryAsync(HttpRequestMessage request, Boolean async, Boolean doRequestAuth, CancellationToken cancellationToken)",
    "   at System.Net.Http.DiagnosticsHandler.SendAsyncCore(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
    "   --- End of inner exception stack trace ---",
    "   --- End of inner exception stack trace ---",
    "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
    "   at System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
    `   at MillPour.Payments.Processor.TillpointClient.AuthoriseAsync(AuthoriseRequest req, CancellationToken ct) in /src/Payments/Processor/TillpointClient.cs:line ${c.r.pick([88, 88, 91])}`,
    "   at MillPour.Payments.Services.AuthorisationService.AuthoriseAsync(PaymentIntent intent, CancellationToken ct) in /src/Payments/Services/AuthorisationService.cs:line 54",
  ].join("\n");

const paymentsProcessorTimeout: Incident = {
  key: "mp-payments-processor-timeout",
  estate: "mill-pour",
  category: "timeout",
  origin: PAYMENTS,
  hints: ["timeout", "timed out", "canceled", "httpclient"],
  severity: "high",
  note: "The card processor stopped answering mp-payments within its 15 s HttpClient timeout; mp-orders gave up first at 10 s and the gateway returned 504s, so most app orders failed.",
  share: 0.9,
  breaks: {
    order: (c, t, id) => {
      const r = c.r;
      const o = ord(c);
      const s = mpStore(c);
      const x = t + r.int(3, 10);
      const out: Ev[] = [accepted(c, x, o, s, id)];
      out.push(
        ev(
          x + 10_000 + r.int(0, 20),
          ORDERS,
          "ERROR",
          `payment step failed for ${o}: mp-payments did not respond within 10000ms`,
          {
            id,
            err: "TimeoutError",
            stack: nodeTrace("DOMException [TimeoutError]: The operation was aborted due to timeout", [
              "node:internal/deps/undici/undici:12500:13",
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
              "async PaymentsClient.authorise (/app/dist/clients/payments.js:37:17)",
              "async OrderService.place (/app/dist/orders/service.js:118:22)",
            ]),
          },
        ),
      );
      out.push(gw(c, x + 10_030, "POST", "/v1/orders", 504, x + 10_030 - t, ORDERS, id, "upstream timeout"));
      const y = x + 15_000 + r.int(200, 900);
      out.push(
        ev(
          y,
          PAYMENTS,
          "WARN",
          `Execution attempt. Source: 'mp-payments/tillpoint/Standard-Retry', Operation Key: '', Result: 'The request was canceled due to the configured HttpClient.Timeout of 15 seconds elapsing.', Handled: 'True', Attempt: '0', Execution Time: ${(15000 + r.float(0, 40)).toFixed(1)}ms`,
          { id },
        ),
      );
      if (r.chance(0.5))
        out.push(
          ev(y + 2, PAYMENTS, "ERROR", `Authorisation for ${o} failed`, {
            id,
            stack: httpClientTimeout(c),
            err: "System.Threading.Tasks.TaskCanceledException",
          }),
        );
      return out;
    },
  },
  events: (c) => [
    ev(
      c.t0,
      PAYMENTS,
      "WARN",
      "Execution attempt. Source: 'mp-payments/tillpoint/Standard-Retry', Operation Key: '', Result: 'The request was canceled due to the configured HttpClient.Timeout of 15 seconds elapsing.', Handled: 'True', Attempt: '0', Execution Time: 15001.8ms",
    ),
    ev(c.t0 + 3, PAYMENTS, "ERROR", `Authorisation for ${ord(c)} failed`, {
      stack: httpClientTimeout(c),
      err: "System.Threading.Tasks.TaskCanceledException",
    }),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const authSms429: Incident = {
  key: "mp-auth-sms-429",
  estate: "mill-pour",
  category: "rate_limiting",
  origin: AUTH,
  hints: ["rate", "429", "too many", "throttl"],
  severity: "high",
  note: "A wave of re-logins after an app update pushed mp-auth past its SMS provider's send rate; one-time codes were rejected with 429 (code 20429) and customers could not sign in to order.",
  share: (sec) => ramp(sec, 0.5, 0.92, 120),
  breaks: {
    login: (c, t, id) => {
      const r = c.r;
      const p = phone(c);
      const out: Ev[] = [];
      let x = t;
      const tries = r.int(1, 3);
      for (let k = 0; k < tries; k++) {
        const ms = r.int(200, 700);
        out.push(
          ev(x + ms - 3, AUTH, "ERROR", `sms send failed for ${p}: twilio 429 Too Many Requests (code 20429)`, { id }),
        );
        out.push(gw(c, x + ms, "POST", "/v1/auth/otp", 503, ms, AUTH, id));
        x += r.int(4000, 15000);
      }
      return out;
    },
  },
  events: (c) => {
    const r = c.r;
    return [
      ev(c.t0, AUTH, "ERROR", `sms send failed for ${phone(c)}: twilio 429 Too Many Requests (code 20429)`),
      ...poisson(c, c.t0 - 90 * SEC, c.end, 0.7, (t) => {
        const ms = r.int(200, 700);
        if (t < c.t0)
          return [
            ev(t + ms - 3, AUTH, "INFO", `otp sent to ${phone(c)} via sms provider=twilio sid=SM${r.hex(32)}`),
            gw(c, t + ms, "POST", "/v1/auth/otp", 202, ms, AUTH, undefined),
          ];
        return [
          ev(t + ms - 3, AUTH, "ERROR", `sms send failed for ${phone(c)}: twilio 429 Too Many Requests (code 20429)`),
          gw(c, t + ms, "POST", "/v1/auth/otp", 503, ms, AUTH, undefined),
        ];
      }),
      ...every(c, c.t0 + 50 * SEC, c.end, 60, 0.05, (t) => [
        ev(
          t,
          AUTH,
          "WARN",
          `sms provider throttling: ${r.int(300, 500)} of ${r.int(501, 560)} sends rejected in last 60s (HTTP 429, code 20429)`,
        ),
      ]),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------------
const invalidRow = () =>
  rubyTrace([
    `${GEMS}/activerecord-7.1.3/lib/active_record/validations.rb:84:in \`raise_validation_error'`,
    `${GEMS}/activerecord-7.1.3/lib/active_record/validations.rb:55:in \`save!'`,
    `${GEMS}/activerecord-7.1.3/lib/active_record/transactions.rb:313:in \`block in save!'`,
    "/app/lib/menu_import/row_writer.rb:33:in `write!'",
    "/app/lib/menu_import/runner.rb:71:in `block in call'",
    "/app/lib/menu_import/runner.rb:64:in `each'",
    "/app/lib/menu_import/runner.rb:64:in `call'",
  ]);

const BRS = ["MP-BRS-002", "MP-BRS-005"];

const menuImportInvalid: Incident = {
  key: "mp-menu-import-invalid",
  estate: "mill-pour",
  category: "validation",
  origin: MENU,
  hints: ["validation", "invalid", "recordinvalid", "import"],
  severity: "medium",
  note: "A franchisee's menu spreadsheet had negative prices and blank allergens; mp-menu's import failed validation on 41 rows, aborted and unpublished the Bristol menus, so those stores' menus 404ed and orders for them were rejected.",
  breaks: {
    menu: (c, t, id) => {
      if (!c.r.chance(0.2)) return null;
      const s = c.r.pick(BRS);
      const ms = c.r.int(3, 20);
      return [
        ev(t + ms - 2, MENU, "WARN", `menu for ${s} not published (import MI-${day(t)}-BRS aborted)`, { id }),
        rack(c, t + ms - 1, `/menu/${s}`, 404, (ms - 1) / 1000, id),
        gw(c, t + ms, "GET", `/v1/menu/${s}`, 404, ms, MENU, id),
      ];
    },
    order: (c, t, id) => {
      if (!c.r.chance(0.2)) return null;
      const s = c.r.pick(BRS);
      return [
        ev(
          t + 8,
          ORDERS,
          "WARN",
          `order rejected: sku ${c.r.pick(["MP-FW-12", "MP-CRO-01", "MP-OATL-16", "MP-BNB-02"])} not on menu for ${s}`,
          { id },
        ),
        gw(c, t + 11, "POST", "/v1/orders", 422, 11, ORDERS, id),
      ];
    },
  },
  events: (c) => {
    const r = c.r;
    const id = `MI-${day(c.t0)}-BRS`;
    const out: Ev[] = [
      ev(
        c.t0 - 2100,
        MENU,
        "INFO",
        `menu import ${id} started: region MP-BRS, source franchisee-upload/brs-menu-v14.xlsx (212 rows)`,
      ),
    ];
    let x = c.t0;
    for (let k = 0; k < 41; k++) {
      const row = 12 + k * 4 + r.int(0, 3);
      const msg = r.pick([
        "Validation failed: Price cents must be greater than or equal to 0, Allergens can't be blank",
        "Validation failed: Allergens can't be blank",
        "Validation failed: Price cents must be greater than or equal to 0",
        'Validation failed: Allergens contains unknown value "nutz"',
      ]);
      out.push(
        ev(
          x,
          MENU,
          "ERROR",
          `row ${row} (sku MP-${r.upper(3)}-${r.int(1, 20)}): ActiveRecord::RecordInvalid: ${msg}`,
          k === 0 ? { stack: invalidRow(), err: "ActiveRecord::RecordInvalid" } : {},
        ),
      );
      x += r.int(30, 160);
    }
    out.push(
      ev(x + 50, MENU, "ERROR", `menu import ${id} aborted: 41 of 212 rows invalid; region MP-BRS menus unpublished`),
    );
    for (let t = x + 120 * SEC; t < c.end; t += 120 * SEC)
      out.push(ev(t, MENU, "WARN", `region MP-BRS has no published menu (last import ${id} failed)`));
    return out;
  },
};

// ---------------------------------------------------------------------------------------------------------
const nre = () =>
  dotnetTrace("System.NullReferenceException: Object reference not set to an instance of an object.", [
    "MillPour.GiftCards.Programs.ProgramRules.ApplyBonus(GiftCard card, Decimal amount) in /src/GiftCards/Programs/ProgramRules.cs:line 57",
    "MillPour.GiftCards.Services.RedemptionService.RedeemAsync(RedeemRequest request, CancellationToken ct) in /src/GiftCards/Services/RedemptionService.cs:line 142",
    "MillPour.GiftCards.Controllers.RedeemController.Post(RedeemRequest request, CancellationToken ct) in /src/GiftCards/Controllers/RedeemController.cs:line 38",
    "lambda_method412(Closure, Object)",
    ...ASPNET_TAIL,
  ]);

const giftcardsNre: Incident = {
  key: "mp-giftcards-nre",
  estate: "mill-pour",
  category: "null_reference",
  origin: GIFTCARDS,
  hints: ["nullreference", "null", "object reference"],
  severity: "medium",
  note: "Cards from the newly activated SPRING26 programme had no bonus rules attached, and mp-giftcards threw NullReferenceException on every redemption of them, failing those payments and orders.",
  breaks: {
    giftcard: (c, t, id) => {
      const r = c.r;
      if (!r.chance(0.45)) return null;
      const ms = r.int(10, 40);
      return [
        ev(t + ms - 2, GIFTCARDS, "ERROR", "An unhandled exception has occurred while executing the request.", {
          id,
          stack: nre(),
          err: "System.NullReferenceException",
        }),
        gw(c, t + ms, "POST", "/v1/giftcards/redeem", 500, ms, GIFTCARDS, id),
      ];
    },
    order: (c, t, id) => {
      const r = c.r;
      if (!r.chance(0.1)) return null;
      const o = ord(c);
      const x = t + r.int(3, 10);
      return [
        accepted(c, x, o, mpStore(c), id),
        ev(x + r.int(20, 60), GIFTCARDS, "ERROR", "An unhandled exception has occurred while executing the request.", {
          id,
          stack: nre(),
          err: "System.NullReferenceException",
        }),
        ev(x + r.int(61, 80), ORDERS, "ERROR", `gift card redemption failed for ${o}: mp-giftcards responded 500`, {
          id,
        }),
        gw(c, x + 85, "POST", "/v1/orders", 502, x + 85 - t, ORDERS, id),
      ];
    },
  },
  events: (c) => [
    ev(
      c.t0 - 41_000,
      GIFTCARDS,
      "INFO",
      `Loaded programme SPRING26: ${grouped(3000)} cards activated by batch ACT-2291`,
    ),
    ev(c.t0, GIFTCARDS, "ERROR", "An unhandled exception has occurred while executing the request.", {
      stack: nre(),
      err: "System.NullReferenceException",
    }),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const INVALID_ISS = 'err="token has invalid claims: token has invalid issuer"';

function rejected(c: Ctx, t: number, method: string, path: string, upstream: string, id: string | undefined): Ev[] {
  const r = c.r;
  const out: Ev[] = [
    ev(
      t,
      GW,
      "WARN",
      `${method} ${path} 401 ${r.int(0, 2)}ms upstream=${upstream} client=MillPour-iOS/7.2.1 ${INVALID_ISS}`,
      { id },
    ),
  ];
  if (r.chance(0.7)) {
    out.push(
      ev(
        t + r.int(200, 700),
        AUTH,
        "INFO",
        `token issued sub=${mem(c)} aud=mp-app iss=https://auth.stage.millandpour.com exp=3600s (refresh)`,
        { id },
      ),
    );
    out.push(gw(c, t + r.int(701, 800), "POST", "/v1/auth/refresh", 200, r.int(4, 9), AUTH, id));
    out.push(
      ev(
        t + r.int(801, 1200),
        GW,
        "WARN",
        `${method} ${path} 401 ${r.int(0, 2)}ms upstream=${upstream} client=MillPour-iOS/7.2.1 ${INVALID_ISS}`,
        { id },
      ),
    );
  }
  return out;
}

const authIssuerConfig: Incident = {
  key: "mp-auth-stage-issuer",
  estate: "mill-pour",
  category: "configuration",
  origin: AUTH,
  hints: ["config", "issuer", "jwt", "misconfig"],
  severity: "high",
  note: "mp-auth 2.14.0 was released with the staging issuer URL in its production config; every token it issued was rejected by the gateway as having an invalid issuer, logging customers out as their tokens refreshed.",
  share: (sec) => ramp(sec, 0.08, 0.75, 600),
  breaks: {
    order: (c, t, id) => rejected(c, t, "POST", "/v1/orders", ORDERS, id),
    loyalty: (c, t, id) => rejected(c, t, "GET", "/v1/loyalty/me", LOYALTY, id),
    giftcard: (c, t, id) => rejected(c, t, "GET", "/v1/giftcards/balance", GIFTCARDS, id),
    refresh: (c, t, id) => [
      ev(
        t + 4,
        AUTH,
        "INFO",
        `token issued sub=${mem(c)} aud=mp-app iss=https://auth.stage.millandpour.com exp=3600s (refresh)`,
        { id },
      ),
      gw(c, t + 6, "POST", "/v1/auth/refresh", 200, 6, AUTH, id),
    ],
  },
  events: (c) => [
    ...rollout(c, AUTH, "go", c.t0 - 16_000, "2.14.0"),
    ev(
      c.t0,
      AUTH,
      "INFO",
      "jwt: issuer=https://auth.stage.millandpour.com audience=mp-app signing_key=kid-2026-04 token_ttl=3600s",
    ),
    ev(
      c.t0 + 1500,
      AUTH,
      "INFO",
      `token issued sub=${mem(c)} aud=mp-app iss=https://auth.stage.millandpour.com exp=3600s`,
    ),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const kdsBreakerAt = (c: Ctx) => c.t0 + 38_000 + (c.t0 % 5000);

const kdsPushwireDown: Incident = {
  key: "mp-kds-pushwire-503",
  estate: "mill-pour",
  category: "dependency",
  origin: KDS,
  hints: ["unavailable", "503", "circuit", "pushwire"],
  severity: "medium",
  note: "The realtime messaging vendor mp-kds uses to push tickets to kitchen screens returned 503s, the circuit breaker opened and stations fell back to slow polling, so drinks and bakes were started minutes late.",
  breaks: {
    order: (c, t, id) => {
      const r = c.r;
      const o = ord(c);
      const s = mpStore(c);
      let x = t + r.int(3, 10);
      const total = money(c, 2.8, 22);
      const out: Ev[] = [accepted(c, x, o, s, id, total)];
      x += r.int(200, 900);
      out.push(authorised(c, x, id, total));
      x += r.int(5, 30);
      out.push(gw(c, x + 3, "POST", "/v1/orders", 201, x + 3 - t, ORDERS, id));
      const k = x + r.int(40, 300);
      if (k < kdsBreakerAt(c))
        out.push(
          ev(
            k,
            KDS,
            "ERROR",
            `publish ticket ${o} to channel kds:${s} failed: Pushwire 503 Service Unavailable (upstream_overloaded)`,
            { id },
          ),
        );
      else
        out.push(ev(k, KDS, "WARN", `circuit pushwire OPEN, ticket ${o} for ${s} queued for polling fallback`, { id }));
      return out;
    },
  },
  events: (c) => {
    const at = kdsBreakerAt(c);
    return [
      ev(
        c.t0,
        KDS,
        "ERROR",
        `publish ticket ${ord(c)} to channel kds:${mpStore(c)} failed: Pushwire 503 Service Unavailable (upstream_overloaded)`,
      ),
      ev(
        at,
        KDS,
        "WARN",
        "circuit pushwire OPEN after 20 consecutive failures; stations fall back to polling every 5s",
      ),
      ...every(c, at + 30 * SEC, c.end, 30, 0.02, (t) => [
        ev(t, KDS, "INFO", "circuit pushwire HALF_OPEN, probing"),
        ev(t + c.r.int(80, 400), KDS, "ERROR", "pushwire probe failed: 503 Service Unavailable"),
        ev(t + c.r.int(401, 450), KDS, "WARN", "circuit pushwire OPEN"),
      ]),
      ...poisson(c, at + 2000, c.end, 0.35, (t) => [
        ev(
          t,
          GW,
          "INFO",
          `GET /v1/kds/tickets?station=${c.r.pick(["bar", "oven", "pastry"])}@${mpStore(c)} 200 ${c.r.int(3, 30)}ms upstream=mp-kds client=mp-kds-tablet/3.4.0`,
        ),
      ]),
      ...poisson(c, at + 60 * SEC, c.end, 9, (t) => [
        ev(t, KDS, "WARN", `station bar@${mpStore(c)}: oldest open ticket ${c.r.int(3, 9)}m (polling mode)`),
      ]),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------------
const MISCONF =
  "MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. Commands that may modify the data set are disabled, because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option). Please check the Redis logs for details about the RDB error.";

const misconfStack = (c: Ctx) =>
  nodeTrace(`ReplyError: ${MISCONF}`, [
    "parseError (/app/node_modules/redis-parser/lib/parser.js:179:12)",
    "parseType (/app/node_modules/redis-parser/lib/parser.js:302:14)",
  ]) + ` {\n  command: { name: 'set', args: [ 'idem:${c.r.mixed(12)}', '1', 'EX', '86400', 'NX' ] }\n}`;

const redisForkEnomem: Incident = {
  key: "mp-redis-fork-enomem",
  estate: "mill-pour",
  category: "memory",
  origin: REDIS,
  hints: ["memory", "fork", "allocate", "oom"],
  severity: "high",
  note: "mp-redis had grown until fork() for its background save failed with Cannot allocate memory; with stop-writes-on-bgsave-error it refused all writes with MISCONF, breaking order idempotency keys and login sessions.",
  mute: (e) => e.svc === REDIS,
  breaks: {
    order: (c, t, id) => {
      const r = c.r;
      const o = ord(c);
      const ms = r.int(3, 12);
      return [
        ev(
          t + ms - 2,
          ORDERS,
          "ERROR",
          `failed to reserve idempotency key for ${o}`,
          r.chance(0.4) ? { id, stack: misconfStack(c), err: "ReplyError" } : { id },
        ),
        gw(c, t + ms, "POST", "/v1/orders", 500, ms, ORDERS, id),
      ];
    },
    login: (c, t, id) => {
      const ms = c.r.int(3, 12);
      return [
        ev(t + ms - 2, AUTH, "ERROR", `otp state write failed: ${MISCONF}`, { id }),
        gw(c, t + ms, "POST", "/v1/auth/otp", 500, ms, AUTH, id),
      ];
    },
    refresh: (c, t, id) => {
      const ms = c.r.int(3, 12);
      return [
        ev(t + ms - 2, AUTH, "ERROR", `session store write failed: ${MISCONF}`, { id }),
        gw(c, t + ms, "POST", "/v1/auth/refresh", 500, ms, AUTH, id),
      ];
    },
  },
  events: (c) => [
    ev(c.t0 - 5000, REDIS, "INFO", `1:M ${redisTime(c.t0 - 5000)} * 10000 changes in 60 seconds. Saving...`),
    ev(c.t0, REDIS, "WARN", `1:M ${redisTime(c.t0)} # Can't save in background: fork: Cannot allocate memory`),
    ...every(c, c.t0 + 5200, c.end, 5.2, 0.03, (t) => [
      ev(t, REDIS, "INFO", `1:M ${redisTime(t)} * ${c.r.int(10000, 40000)} changes in 60 seconds. Saving...`),
      ev(t + 1, REDIS, "WARN", `1:M ${redisTime(t + 1)} # Can't save in background: fork: Cannot allocate memory`),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const enospc = () =>
  rubyTrace([
    `${GEMS}/prawn-2.4.0/lib/prawn/document.rb:625:in \`initialize'`,
    `${GEMS}/prawn-2.4.0/lib/prawn/document.rb:625:in \`open'`,
    `${GEMS}/prawn-2.4.0/lib/prawn/document.rb:625:in \`render_file'`,
    "/app/app/services/receipt_renderer.rb:44:in `render'",
    "/app/app/jobs/receipt_pdf_job.rb:11:in `perform'",
    `${GEMS}/sidekiq-7.2.2/lib/sidekiq/processor.rb:202:in \`execute_job'`,
  ]);

const receiptsTmpFull: Incident = {
  key: "mp-receipts-tmp-full",
  estate: "mill-pour",
  category: "disk",
  origin: RECEIPTS,
  hints: ["disk", "space", "no space", "enospc"],
  severity: "medium",
  note: "mp-receipts' /tmp volume filled with rendered PDFs that were never cleaned up, so receipt rendering failed with Errno::ENOSPC and retried in a loop while emails went out without receipts.",
  breaks: {
    receipt: (c, t, id) => {
      const o = ord(c);
      return [
        ...sidekiqFail(
          c,
          t,
          o,
          id,
          `Errno::ENOSPC: No space left on device @ rb_sysopen - /tmp/receipts/${o}.pdf`,
          c.r.chance(0.35) ? enospc() : undefined,
          0,
        ),
        ev(
          t + c.r.int(60, 90) * SEC,
          NOTIFY,
          "WARN",
          `receipt ${o}: PDF missing after 60s, sending receipt email to ${email(c)} without attachment`,
          { id },
        ),
      ];
    },
  },
  events: (c) => {
    const o = ord(c);
    return [
      ev(c.start + 3000, RECEIPTS, "WARN", "tmp sweeper: skipped, /tmp/receipts lock held by pid 7 since 2026-03-01"),
      ...sidekiqFail(
        c,
        c.t0,
        o,
        undefined,
        `Errno::ENOSPC: No space left on device @ rb_sysopen - /tmp/receipts/${o}.pdf`,
        enospc(),
        0,
      ),
      ...poisson(c, c.t0 + 15 * SEC, c.end, 3, (t) => {
        const x = ord(c);
        return sidekiqFail(
          c,
          t,
          x,
          undefined,
          `Errno::ENOSPC: No space left on device @ rb_sysopen - /tmp/receipts/${x}.pdf`,
          undefined,
          c.r.int(1, 4),
        );
      }),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------------
const menuSilentCrash: Incident = {
  key: "mp-menu-silent-crash",
  estate: "mill-pour",
  category: "unknown",
  origin: MENU,
  hints: ["crash", "restart", "502", "unknown"],
  severity: "high",
  note: "mp-menu's Puma workers began dying moments after boot with nothing in the log but the reboots; the gateway returned 502s for menus and mp-orders could not validate baskets.",
  silence: [MENU],
  share: 0.85,
  breaks: {
    menu: (c, t, id) => {
      const s = mpStore(c);
      const ms = c.r.int(1, 40);
      const err = c.r.pick([
        `read tcp 10.8.1.4:${c.r.int(30000, 60000)}->10.8.6.20:3000: read: connection reset by peer`,
        "EOF",
        `dial tcp 10.8.6.20:3000: connect: connection refused`,
      ]);
      return [gw(c, t + ms, "GET", `/v1/menu/${s}`, 502, ms, MENU, id, err)];
    },
    order: (c, t, id) => {
      if (!c.r.chance(0.6)) return null;
      const o = ord(c);
      return [
        ev(t + c.r.int(5, 40), ORDERS, "ERROR", `menu lookup failed for ${o}: mp-menu responded 502 Bad Gateway`, {
          id,
        }),
        gw(c, t + c.r.int(41, 60), "POST", "/v1/orders", 502, c.r.int(41, 60), ORDERS, id),
      ];
    },
  },
  events: (c) => {
    let pid = c.r.int(200, 400);
    return poisson(c, c.t0 + 1500, c.end, 9, (t) => {
      pid += c.r.int(1, 3);
      return [
        ev(
          t,
          MENU,
          "INFO",
          `[1] - Worker ${c.r.int(0, 1)} (PID: ${pid}) booted in ${c.r.float(1.8, 3.2).toFixed(2)}s, phase: 0`,
        ),
      ];
    });
  },
};

export const millPourIncidents: Incident[] = [
  ordersSasl,
  receiptsS3Denied,
  loyaltyNoPrimary,
  notifySmtpResets,
  paymentsProcessorTimeout,
  authSms429,
  menuImportInvalid,
  giftcardsNre,
  authIssuerConfig,
  kdsPushwireDown,
  redisForkEnomem,
  receiptsTmpFull,
  menuSilentCrash,
];
