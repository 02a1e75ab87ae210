// The thirteen Crumb & Kettle incidents, one per category. Each names where the fault starts, what that
// service logs (sometimes only WARN, sometimes nothing useful) and how callers report it in their own words.
import {
  API,
  access,
  BOARD,
  CARD,
  cardTail,
  DB,
  GIFT,
  gunicorn,
  LOYAL,
  MENU,
  member,
  orderNo,
  PAY,
  PUSH,
  pi,
  store,
  TILL,
  terminal,
} from "../estates/crumb-kettle.js";
import { backoff, ev, every, grouped, money, poisson, ramp, SEC } from "../kit.js";
import { shutdown, startup } from "../lifecycle.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, SPRING_TAIL } from "../stacks.js";
import type { Ctx, Ev, Incident } from "../types.js";

const AXIOS_502 = (client: string, fn: string) =>
  nodeTrace("AxiosError: Request failed with status code 502", [
    "settle (/srv/app/node_modules/axios/dist/node/axios.cjs:1966:12)",
    "IncomingMessage.handleStreamEnd (/srv/app/node_modules/axios/dist/node/axios.cjs:3065:11)",
    "IncomingMessage.emit (node:events:531:35)",
    "endReadableNT (node:internal/streams/readable:1696:12)",
    "process.processTicksAndRejections (node:internal/process/task_queues:82:21)",
    "Axios.request (/srv/app/node_modules/axios/dist/node/axios.cjs:3876:41)",
    `async ${client} (/srv/app/dist/clients/${fn}:44:26)`,
    "async OrdersService.create (/srv/app/dist/orders/orders.service.js:188:25)",
  ]);

function priced(c: Ctx, t: number, id: string | undefined, s: string, total = money(c, 2.6, 19.5)): Ev {
  return ev(
    t,
    MENU,
    "INFO",
    `priced basket store=${s} items=${c.r.int(1, 4)} subtotal=${total} GBP promos=${c.r.int(0, 2)} took=${c.r.int(2, 9)}ms`,
    { id },
  );
}

const pence = (total: string) => Math.round(Number(total) * 100);

// ---------------------------------------------------------------------------------------------------------
const pspKeyExpired: Incident = {
  key: "ck-psp-key-expired",
  estate: "crumb-kettle",
  category: "authentication",
  origin: PAY,
  hints: ["auth", "api key", "401", "credential"],
  severity: "high",
  note: "The payment provider's restricted API key used by payments-svc expired, so every app card authorisation came back 401 and mobile orders failed at the payment step.",
  share: 0.97,
  breaks: {
    order: (c, t, id) => {
      const r = c.r;
      const out: Ev[] = [];
      const s = store(c);
      const o = orderNo(c);
      let x = t;
      const tries = r.chance(0.55) ? r.int(2, 3) : 1;
      for (let k = 0; k < tries; k++) {
        const start = x;
        x += r.int(4, 14);
        out.push(priced(c, x, id, s));
        x += r.int(160, 480);
        const stack = r.chance(0.3)
          ? {
              stack: javaTrace(
                `com.paylane.exception.AuthenticationException: Expired API Key provided: rk_live_51Mx****************7Hq2; code: api_key_expired; request-id: req_${r.mixed(14)}`,
                [
                  "com.paylane.net.LiveResponseGetter.handleApiError(LiveResponseGetter.java:296)",
                  "com.paylane.net.LiveResponseGetter.handleError(LiveResponseGetter.java:254)",
                  "com.paylane.net.LiveResponseGetter.request(LiveResponseGetter.java:86)",
                  "com.paylane.model.PaymentIntent.create(PaymentIntent.java:612)",
                  "uk.co.crumbkettle.payments.psp.PaylaneGateway.authorise(PaylaneGateway.java:118)",
                  "uk.co.crumbkettle.payments.service.AuthorisationService.authorise(AuthorisationService.java:74)",
                  "uk.co.crumbkettle.payments.api.AuthoriseController.authorise(AuthoriseController.java:51)",
                  ...SPRING_TAIL,
                ],
              ),
              err: "com.paylane.exception.AuthenticationException",
            }
          : {};
        out.push(
          ev(
            x,
            PAY,
            "ERROR",
            `PSP call POST /v1/payment_intents failed: 401 authentication_error (api_key_expired) order=${o}`,
            { id, ...stack },
          ),
        );
        x += r.int(2, 6);
        out.push(ev(x, PAY, "WARN", `authorise ${o}: responding 502 PSP_ERROR`, { id }));
        x += r.int(3, 12);
        out.push(
          ev(
            x,
            API,
            "ERROR",
            `payment authorisation failed for order ${o}: POST http://payments-svc:8080/v1/authorise -> 502 {"code":"PSP_ERROR"}`,
            {
              id,
              stack: AXIOS_502("PaymentsClient.authorise", "payments.client.js"),
              err: "AxiosError",
            },
          ),
        );
        out.push(access(c, x + 2, "POST", "/v2/orders", 502, { dur: x + 2 - start, id }));
        x += r.int(2500, 9000);
      }
      return out;
    },
  },
  events: (c) => [
    ev(
      c.t0,
      PAY,
      "ERROR",
      `PSP call POST /v1/payment_intents failed: 401 authentication_error (api_key_expired) order=${orderNo(c)}`,
    ),
    ...every(c, c.t0 + 55 * SEC, c.end, 60, 0.05, (t) => [
      ev(
        t,
        PAY,
        "ERROR",
        `PSP error rate ${c.r.int(94, 99)}% over last 60s (threshold 20%): 401 authentication_error x${c.r.int(80, 260)}`,
      ),
    ]),
    ...every(c, c.t0 + 40 * SEC, c.end, 60, 0.05, (t) => [
      ev(t, API, "WARN", `orders failing at payment step: ${c.r.int(70, 200)}/${c.r.int(201, 240)} in last 60s`),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
function kmsDenied(c: Ctx): { stack: string; err: string } {
  const r = c.r;
  return {
    err: "software.amazon.awssdk.services.kms.model.KmsException",
    stack: javaTrace(
      `software.amazon.awssdk.services.kms.model.KmsException: User: arn:aws:sts::481233920117:assumed-role/giftcard-svc-prod/aws-sdk-java-17156${r.int(10000000, 99999999)} is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-west-2:481233920117:key/3c1f9a2e-7b41-4d8e-9a0c-5e2b6f1d7a93 because no identity-based policy allows the kms:Decrypt action (Service: Kms, Status Code: 400, Request ID: ${r.uuid()})`,
      [
        "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
        "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleResponse(CombinedResponseHandler.java:82)",
        "software.amazon.awssdk.core.internal.http.pipeline.stages.RetryableStage.execute(RetryableStage.java:73)",
        "software.amazon.awssdk.core.internal.http.AmazonSyncHttpClient$RequestExecutionBuilderImpl.execute(AmazonSyncHttpClient.java:224)",
        "software.amazon.awssdk.services.kms.DefaultKmsClient.decrypt(DefaultKmsClient.java:1520)",
        "uk.co.crumbkettle.giftcard.crypto.EnvelopeCipher.unwrapDataKey(EnvelopeCipher.kt:61)",
        "uk.co.crumbkettle.giftcard.crypto.EnvelopeCipher.decrypt(EnvelopeCipher.kt:38)",
        "uk.co.crumbkettle.giftcard.service.CardService.lookup(CardService.kt:112)",
        ...SPRING_TAIL.slice(0, 4),
      ],
    ),
  };
}

const giftKmsDenied: Incident = {
  key: "ck-gift-kms-denied",
  estate: "crumb-kettle",
  category: "authorization",
  origin: GIFT,
  hints: ["accessdenied", "access", "kms", "permission"],
  severity: "medium",
  note: "An IAM policy change dropped kms:Decrypt from giftcard-svc's role; as cached data keys expired, gift card balance checks and redemptions failed with AccessDeniedException.",
  share: (sec) => ramp(sec, 0.3, 1, 300),
  breaks: {
    giftbal: (c, t, id) => {
      const dur = c.r.int(60, 200);
      return [
        ev(
          t + dur - 4,
          GIFT,
          "ERROR",
          `balance lookup failed for card ${cardTail(c)}: AccessDeniedException from KMS Decrypt`,
          { id, ...(c.r.chance(0.5) ? kmsDenied(c) : {}) },
        ),
        access(c, t + dur, "GET", "/v2/giftcards/balance", 500, { dur, id }),
      ];
    },
    order: (c, t, id) => {
      const r = c.r;
      if (!r.chance(0.1)) return null;
      const s = store(c);
      const o = orderNo(c);
      let x = t + r.int(4, 14);
      const out: Ev[] = [priced(c, x, id, s)];
      x += r.int(40, 160);
      out.push(
        ev(
          x,
          GIFT,
          "ERROR",
          `redeem for order ${o} failed: cannot decrypt card ${cardTail(c)} (AccessDeniedException)`,
          { id, ...(r.chance(0.4) ? kmsDenied(c) : {}) },
        ),
      );
      x += r.int(5, 20);
      out.push(
        ev(x, API, "ERROR", `gift card step failed for order ${o}: giftcard-svc responded 500; order not placed`, {
          id,
        }),
      );
      out.push(access(c, x + 2, "POST", "/v2/orders", 502, { dur: x + 2 - t, id }));
      return out;
    },
  },
  events: (c) => [
    ev(c.t0 - 120, GIFT, "DEBUG", "data key cache miss for alias/giftcard-pan, calling KMS Decrypt"),
    ev(
      c.t0,
      GIFT,
      "ERROR",
      `balance lookup failed for card ${cardTail(c)}: AccessDeniedException from KMS Decrypt`,
      kmsDenied(c),
    ),
    ...every(c, c.t0 + 50 * SEC, c.end, 60, 0.05, (t) => [
      ev(
        t,
        GIFT,
        "WARN",
        `KMS Decrypt failures in last 60s: ${c.r.int(8, 60)} (AccessDeniedException); cached data keys left: ${c.r.int(0, 3)}`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const WRAP_HINT =
  "HINT:  Stop the postmaster and vacuum that database in single-user mode.\n\tYou might also need to commit or roll back old prepared transactions, or drop stale replication slots.";

function wrapRefusal(c: Ctx, t: number, stmt: string): Ev {
  return ev(
    t,
    DB,
    "ERROR",
    `[${c.r.int(3000, 9999)}] ERROR:  database is not accepting commands to avoid wraparound data loss in database "orders"\n${WRAP_HINT}\nSTATEMENT:  ${stmt}`,
  );
}

const pgErr = (msg: string, fn: string, line: number) =>
  nodeTrace(`error: ${msg}`, [
    "/srv/app/node_modules/pg-pool/index.js:45:11",
    "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
    `async ${fn} (/srv/app/dist/orders/orders.repository.js:${line}:9)`,
    "async OrdersService.create (/srv/app/dist/orders/orders.service.js:203:13)",
    "async OrdersController.create (/srv/app/dist/orders/orders.controller.js:57:24)",
  ]);

const ordersWraparound: Incident = {
  key: "ck-orders-wraparound",
  estate: "crumb-kettle",
  category: "database",
  origin: DB,
  hints: ["wraparound", "vacuum", "transaction", "database"],
  severity: "high",
  note: "orders-db ran down its transaction ID headroom and hit the wraparound stop limit, refusing every write, so new app orders and shelf updates failed while reads kept working.",
  breaks: {
    order: (c, t, id) => {
      const r = c.r;
      const o = orderNo(c);
      const out: Ev[] = [];
      let x = t;
      const tries = r.chance(0.5) ? 2 : 1;
      for (let k = 0; k < tries; k++) {
        const s0 = x;
        x += r.int(4, 12);
        out.push(priced(c, x, id, store(c)));
        x += r.int(3, 10);
        out.push(
          wrapRefusal(
            c,
            x,
            "INSERT INTO orders (id, store_id, member_id, status, total_pence, created_at) VALUES ($1, $2, $3, 'pending', $4, now())",
          ),
        );
        x += r.int(1, 4);
        const m = 'database is not accepting commands to avoid wraparound data loss in database "orders"';
        out.push(
          ev(x, API, "ERROR", `failed to create order ${o}: ${m}`, {
            id,
            stack: pgErr(m, "OrdersRepository.insert", 61),
            err: "error",
          }),
        );
        out.push(access(c, x + 2, "POST", "/v2/orders", 500, { dur: x + 2 - s0, id }));
        x += r.int(3000, 8000);
      }
      return out;
    },
    board: (c, t, id) => {
      const o = orderNo(c);
      return [
        wrapRefusal(c, t + 2, "UPDATE orders SET status = 'ready', shelf_slot = $2, ready_at = now() WHERE id = $1"),
        ev(
          t + 5,
          BOARD,
          "ERROR",
          `could not mark order ${o} ready: database is not accepting commands to avoid wraparound data loss in database "orders"`,
          { id },
        ),
      ];
    },
  },
  events: (c) => {
    const perSec = 1800 + (c.t0 % 700);
    return [
      ev(
        c.start + 4000,
        DB,
        "WARN",
        `[${c.r.int(3000, 9999)}] WARNING:  oldest xmin is far in the past\nHINT:  Close open transactions soon to avoid wraparound problems.\n\tYou might also need to commit or roll back old prepared transactions, or drop stale replication slots.`,
      ),
      ...every(c, c.start, c.t0 - 2 * SEC, 40, 0.3, (t) => [
        ev(
          t,
          DB,
          "WARN",
          `[${c.r.int(3000, 9999)}] WARNING:  database "orders" must be vacuumed within ${Math.max(1, Math.round(((c.t0 - t) / 1000) * perSec))} transactions\nHINT:  To avoid a database shutdown, execute a database-wide VACUUM in that database.\n\tYou might also need to commit or roll back old prepared transactions, or drop stale replication slots.`,
        ),
      ]),
      wrapRefusal(c, c.t0, "INSERT INTO order_events (order_id, kind, payload) VALUES ($1, $2, $3)"),
      ...every(c, c.t0 + 30 * SEC, c.end, 60, 0.05, (t) => [
        ev(t, API, "ERROR", `POST /v2/orders error rate 100% over last 60s (${c.r.int(120, 260)} requests)`),
      ]),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------------
const dnsTrace = (c: Ctx) =>
  javaTrace(
    `java.net.UnknownHostException: auth${c.r.pick(["", "2"])}.northpay-acquiring.com: Temporary failure in name resolution`,
    [
      "java.base/java.net.Inet6AddressImpl.lookupAllHostAddr(Native Method)",
      "java.base/java.net.InetAddress$PlatformNameService.lookupAllHostAddr(InetAddress.java:934)",
      "java.base/java.net.InetAddress.getAddressesFromNameService(InetAddress.java:1543)",
      "java.base/java.net.InetAddress$NameServiceAddresses.get(InetAddress.java:852)",
      "java.base/java.net.InetAddress.getAllByName0(InetAddress.java:1533)",
      "java.base/java.net.InetAddress.getAllByName(InetAddress.java:1386)",
      "org.apache.hc.client5.http.SystemDefaultDnsResolver.resolve(SystemDefaultDnsResolver.java:45)",
      "org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator.connect(DefaultHttpClientConnectionOperator.java:147)",
      "org.apache.hc.client5.http.impl.classic.InternalExecRuntime.connectEndpoint(InternalExecRuntime.java:188)",
      "uk.co.crumbkettle.terminals.acquirer.NorthPayClient.authorise(NorthPayClient.java:88)",
      "uk.co.crumbkettle.terminals.auth.AuthRouter.route(AuthRouter.java:131)",
      "io.netty.channel.nio.NioEventLoop.run(NioEventLoop.java:566)",
      "java.base/java.lang.Thread.run(Thread.java:840)",
    ],
  );

const acquirerDns: Incident = {
  key: "ck-acquirer-dns",
  estate: "crumb-kettle",
  category: "network",
  origin: CARD,
  hints: ["dns", "unknownhost", "resolution", "network"],
  severity: "high",
  note: "card-terminal-hub stopped resolving the acquirer's authorisation hosts after a resolver failure, so in-store card payments fell back to offline authorisation and sales above the floor limit were declined.",
  share: 0.95,
  breaks: {
    card: (c, t) => {
      const r = c.r;
      const s = store(c);
      const term = terminal(c, s);
      const amt = Number(money(c, 1.9, 34));
      const out: Ev[] = [
        ev(
          t,
          CARD,
          "ERROR",
          `acquirer auth for ${term} failed: auth.northpay-acquiring.com: Temporary failure in name resolution`,
          r.chance(0.3) ? { stack: dnsTrace(c), err: "java.net.UnknownHostException" } : {},
        ),
      ];
      if (amt > 25)
        out.push(
          ev(
            t + r.int(2, 8),
            CARD,
            "WARN",
            `${term} offline DECLINE amount=${amt.toFixed(2)} GBP above floor limit 25.00`,
          ),
        );
      else
        out.push(
          ev(
            t + r.int(2, 8),
            CARD,
            "WARN",
            `${term} offline APPROVED amount=${amt.toFixed(2)} GBP, stored for deferred capture`,
          ),
        );
      if (r.chance(0.5))
        out.push(
          ev(
            t + r.int(300, 1500),
            TILL,
            "WARN",
            `store ${s} till ${r.int(1, 4)}: terminal ${term} reports OFFLINE_AUTH, card sale pending capture`,
          ),
        );
      return out;
    },
  },
  events: (c) => [
    ev(c.t0, CARD, "ERROR", "acquirer auth failed: auth.northpay-acquiring.com: Temporary failure in name resolution", {
      stack: dnsTrace(c),
      err: "java.net.UnknownHostException",
    }),
    ...every(c, c.t0 + 20 * SEC, c.end, 30, 0.1, (t) => [
      ev(
        t,
        CARD,
        "ERROR",
        "acquirer link health: 0/2 endpoints reachable (auth.northpay-acquiring.com, auth2.northpay-acquiring.com): name resolution failed",
      ),
    ]),
    ...every(c, c.t0 + 45 * SEC, c.end, 60, 0.1, (t) => [
      ev(
        t,
        CARD,
        "WARN",
        `offline auth queue depth ${grouped(c.r.int(200, 1900))} txns from ${c.r.int(90, 300)} stores`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const menuStockTimeout: Incident = {
  key: "ck-menu-stock-timeout",
  estate: "crumb-kettle",
  category: "timeout",
  origin: MENU,
  hints: ["timeout", "deadline", "timed out"],
  severity: "high",
  note: "The stock availability vendor behind menu-catalog stopped answering within its deadline; menu-catalog only logged warnings while menus and basket pricing timed out for the app and order-ahead-api retried loudly.",
  share: 0.86,
  breaks: {
    menu: (c, t, id) => {
      const r = c.r;
      const s = store(c);
      const out: Ev[] = [
        ev(
          t + 2500 + r.int(0, 40),
          MENU,
          "WARN",
          `availability lookup failed store=${s}: Get "https://api.stocksense.io/v2/stores/${s}/availability": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          { id },
        ),
        access(c, t + 3000 + r.int(0, 5), "GET", `/v2/stores/${s}/menu`, 504, {
          flags: "UT",
          details: "response_timeout",
          dur: 3000 + r.int(0, 5),
          id,
        }),
        ev(
          t + 3004 + r.int(0, 20),
          MENU,
          "WARN",
          `menu request store=${s} canceled by client after 3001ms: context canceled`,
          { id },
        ),
      ];
      return out;
    },
    order: (c, t, id) => {
      const r = c.r;
      const s = store(c);
      const o = orderNo(c);
      const out: Ev[] = [];
      let x = t;
      for (let k = 1; k <= 3; k++) {
        x += 2500;
        out.push(
          ev(
            x + r.int(1, 30),
            MENU,
            "WARN",
            `price basket store=${s} aborted after 2500ms: context canceled (availability pending)`,
            { id },
          ),
        );
        if (k < 3)
          out.push(
            ev(
              x + r.int(2, 6),
              API,
              "WARN",
              `POST http://menu-catalog:8080/v1/price timed out, retrying (attempt ${k + 1}/3) in 200ms`,
              { id },
            ),
          );
        x += 200;
      }
      out.push(
        ev(x, API, "ERROR", `price basket failed for order ${o} store=${s}: timeout of 2500ms exceeded`, {
          id,
          err: "AxiosError",
          stack: nodeTrace(
            "AxiosError: timeout of 2500ms exceeded",
            [
              "RedirectableRequest.handleRequestTimeout (/srv/app/node_modules/axios/dist/node/axios.cjs:3126:16)",
              "RedirectableRequest.emit (node:events:519:28)",
              "Timeout.<anonymous> (/srv/app/node_modules/follow-redirects/index.js:221:12)",
              "listOnTimeout (node:internal/timers:573:17)",
              "process.processTimers (node:internal/timers:514:7)",
              "Axios.request (/srv/app/node_modules/axios/dist/node/axios.cjs:3876:41)",
              "async MenuClient.price (/srv/app/dist/clients/menu.client.js:31:22)",
              "async OrdersService.create (/srv/app/dist/orders/orders.service.js:171:19)",
            ],
            { code: "ECONNABORTED" },
          ),
        }),
      );
      out.push(access(c, x + 3, "POST", "/v2/orders", 504, { dur: x + 3 - t, id }));
      return out;
    },
  },
  events: (c) => [
    ev(
      c.t0,
      MENU,
      "WARN",
      `availability lookup failed store=${store(c)}: Get "https://api.stocksense.io/v2/stores/0${c.r.int(101, 488)}/availability": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
    ),
    ...every(c, c.t0 + 40 * SEC, c.end, 60, 0.05, (t) => [
      ev(
        t,
        MENU,
        "WARN",
        `stocksense client: ${c.r.int(0, 9)}/${c.r.int(300, 700)} lookups ok in last 60s, p99=2500ms (client timeout)`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const FCM_QUOTA =
  "429 RESOURCE_EXHAUSTED \"Quota exceeded for quota metric 'Send requests' and limit 'Send requests per minute per project' of service 'fcm.googleapis.com' for consumer 'project_number:3314072290'.\"";

const pushQuota: Incident = {
  key: "ck-push-fcm-quota",
  hours: [[7, 9]],
  estate: "crumb-kettle",
  category: "rate_limiting",
  origin: PUSH,
  hints: ["quota", "rate", "429", "throttl"],
  severity: "medium",
  note: "A promo campaign fan-out in push-notifier exhausted the FCM send quota, so Android order-ready pushes were throttled with 429s and drinks sat on shelves uncollected.",
  share: (sec) => ramp(sec, 0.5, 0.95, 90),
  breaks: {
    board: (c, t, id) => {
      const r = c.r;
      if (r.chance(0.45)) return null;
      const s = store(c);
      const o = orderNo(c);
      const slot = `${r.pick(["A", "B", "C"])}${r.int(1, 8)}`;
      const out: Ev[] = [
        ev(t, BOARD, "INFO", `store ${s}: order ${o} moved to shelf ${slot} (ready)`, { id }),
        ev(
          t + r.int(3000, 20000),
          PUSH,
          "ERROR",
          `order_ready push for ${o} failed after 5 attempts: messaging/quota-exceeded`,
          {
            id,
            err: "FirebaseMessagingError",
            stack: nodeTrace("FirebaseMessagingError: Sending limit exceeded for the message target.", [
              "FirebaseMessagingError.fromServerError (/srv/push/node_modules/firebase-admin/lib/utils/error.js:254:16)",
              "createFirebaseError (/srv/push/node_modules/firebase-admin/lib/messaging/messaging-errors-internal.js:35:47)",
              "/srv/push/node_modules/firebase-admin/lib/messaging/messaging-api-request-internal.js:79:75",
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
              "async PushSender.send (/srv/push/dist/sender.js:71:13)",
              "async OrderReadyConsumer.handle (/srv/push/dist/consumers/order-ready.js:28:9)",
            ]),
          },
        ),
      ];
      if (r.chance(0.4))
        out.push(
          ev(
            t + r.int(420, 700) * SEC,
            BOARD,
            "WARN",
            `store ${s}: order ${o} on shelf ${slot} uncollected for ${r.int(7, 12)}m (no push ack)`,
            { id },
          ),
        );
      return out;
    },
  },
  events: (c) => [
    ev(
      c.t0 - 4200,
      PUSH,
      "INFO",
      `campaign FREE-BUN-FRIDAY fan-out started: ${grouped(c.r.int(170000, 195000))} devices, batch size 500, concurrency 64`,
    ),
    ev(c.t0, PUSH, "WARN", `fcm send throttled: ${FCM_QUOTA}; backing off 1s`),
    ...poisson(c, c.t0 + 300, c.end, 1.6, (t) => [
      ev(t, PUSH, "WARN", `fcm send throttled: ${FCM_QUOTA}; backing off ${c.r.pick([1, 2, 4, 8, 16])}s`),
    ]),
    ...every(c, c.t0 + 60 * SEC, c.end, 60, 0.05, (t) => [
      ev(
        t,
        PUSH,
        "ERROR",
        `fcm quota exhausted: ${grouped(c.r.int(2000, 9000))} sends rejected in last 60s; campaign progress ${c.r.int(10, 40)}%, order_ready backlog ${c.r.int(80, 400)}`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const jsonReject = (c: Ctx) =>
  dotnetTrace(
    `System.Text.Json.JsonException: The JSON value could not be converted to System.Decimal. Path: $.lines[${c.r.int(0, 9)}].tax_rate | LineNumber: 0 | BytePositionInLine: ${c.r.int(300, 4000)}.`,
    [
      "System.Text.Json.ThrowHelper.ReThrowWithPath(ReadStack& state, Utf8JsonReader& reader, Exception ex)",
      "System.Text.Json.Serialization.JsonConverter`1.ReadCore(Utf8JsonReader& reader, JsonSerializerOptions options, ReadStack& state)",
      "System.Text.Json.JsonSerializer.ReadFromSpan[TValue](ReadOnlySpan`1 utf8Json, JsonTypeInfo`1 jsonTypeInfo, Nullable`1 actualByteCount)",
      "CrumbKettle.TillSync.Ingest.BatchParser.Parse(ReadOnlyMemory`1 body) in /src/TillSync/Ingest/BatchParser.cs:line 37",
      "CrumbKettle.TillSync.Ingest.BatchController.Upload(String storeId, Int32 till, CancellationToken ct) in /src/TillSync/Ingest/BatchController.cs:line 58",
    ],
    [
      {
        head: "System.FormatException: Either the JSON value is not in a supported format, or is out of bounds for a Decimal.",
        frames: [
          "System.Text.Json.ThrowHelper.ThrowFormatException(NumericType numericType)",
          "System.Text.Json.Utf8JsonReader.GetDecimal()",
          "System.Text.Json.Serialization.Converters.DecimalConverter.Read(Utf8JsonReader& reader, Type typeToConvert, JsonSerializerOptions options)",
          "System.Text.Json.Serialization.Metadata.JsonPropertyInfo`1.ReadJsonAndSetMember(Object obj, ReadStack& state, Utf8JsonReader& reader)",
          "System.Text.Json.Serialization.Converters.ObjectDefaultConverter`1.OnTryRead(Utf8JsonReader& reader, Type typeToConvert, JsonSerializerOptions options, ReadStack& state, T& value)",
        ],
      },
    ],
  );

const tillTaxRate: Incident = {
  key: "ck-till-tax-rate",
  estate: "crumb-kettle",
  category: "validation",
  origin: TILL,
  hints: ["json", "valid", "convert", "payload"],
  severity: "medium",
  note: "Tills on the new 7.3.0 firmware sent tax_rate as a percent string, and till-sync rejected their transaction batches as unparseable, so sales from updated stores stopped syncing.",
  share: (sec) => ramp(sec, 0.25, 0.85, 420),
  breaks: {
    till: (c, t) => {
      const r = c.r;
      const s = store(c);
      const k = r.int(1, 4);
      const b = r.int(10000, 99999);
      return [
        ev(
          t,
          TILL,
          "ERROR",
          `batch ${b} from store ${s} till ${k} rejected: invalid payload`,
          r.chance(0.45) ? { stack: jsonReject(c), err: "System.Text.Json.JsonException" } : {},
        ),
        ev(
          t + r.int(1, 4),
          TILL,
          "WARN",
          `400 Bad Request -> store ${s} till ${k} (firmware 7.3.0); till will retry in 60s`,
        ),
      ];
    },
  },
  events: (c) => [
    ...poisson(c, c.t0 - 40 * SEC, c.end, 9, (t) => [
      ev(t, TILL, "INFO", `till ${store(c)}-${c.r.int(1, 4)} hello firmware=7.3.0 (was 7.2.4) protocol=v3`),
    ]),
    ev(
      c.t0,
      TILL,
      "ERROR",
      `batch ${c.r.int(10000, 99999)} from store ${store(c)} till ${c.r.int(1, 4)} rejected: invalid payload`,
      { stack: jsonReject(c), err: "System.Text.Json.JsonException" },
    ),
    ...every(c, c.t0 + 60 * SEC, c.end, 60, 0.05, (t) => [
      ev(
        t,
        TILL,
        "WARN",
        `ingest backlog: ${grouped(c.r.int(150, 1400))} batches pending from ${c.r.int(20, 160)} stores (oldest ${Math.round((t - c.t0) / 60000)}m)`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const slotTypeError = () =>
  nodeTrace("TypeError: Cannot read properties of undefined (reading 'slotId')", [
    "allocatePickupSlot (/srv/app/dist/pickup/slots.js:88:41)",
    "OrdersService.create (/srv/app/dist/orders/orders.service.js:214:29)",
    "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
    "async OrdersController.create (/srv/app/dist/orders/orders.controller.js:57:24)",
    "async /srv/app/node_modules/@nestjs/core/router/router-execution-context.js:46:28",
    "async /srv/app/node_modules/@nestjs/core/router/router-proxy.js:9:17",
  ]);

const driveThruTypeError: Incident = {
  key: "ck-drivethru-typeerror",
  hours: [[6, 9]],
  estate: "crumb-kettle",
  category: "null_reference",
  origin: API,
  hints: ["typeerror", "undefined", "null"],
  severity: "high",
  note: "When a schedule switched 37 stores to drive-thru pickup, order-ahead-api found no pickup slot for them and threw TypeError on every order from those stores after the card was already authorised.",
  share: 0.38,
  breaks: {
    order: (c, t, id) => {
      const r = c.r;
      const s = store(c);
      const p = pi(c);
      let x = t + r.int(4, 12);
      const total = money(c, 2.6, 19.5);
      const out: Ev[] = [priced(c, x, id, s, total)];
      x += r.int(180, 800);
      out.push(
        ev(
          x,
          PAY,
          "INFO",
          `authorised ${p} amount=${pence(total)} gbp method=${r.pick(["apple_pay", "card", "google_pay"])} psp_ms=${r.int(140, 820)}`,
          { id },
        ),
      );
      x += r.int(5, 30);
      out.push(
        ev(x, API, "ERROR", "unhandled error in POST /v2/orders", { id, stack: slotTypeError(), err: "TypeError" }),
      );
      out.push(access(c, x + 2, "POST", "/v2/orders", 500, { dur: x + 2 - t, id }));
      out.push(ev(x + r.int(200, 900), PAY, "INFO", `voided authorisation ${p} (reason: order_not_created)`, { id }));
      return out;
    },
  },
  events: (c) => [
    ev(
      c.t0 - 380,
      API,
      "INFO",
      "store config refreshed: 37 stores switched pickupMode=drive_thru (schedule drive-thru-breakfast)",
    ),
    ev(c.t0, API, "ERROR", "unhandled error in POST /v2/orders", { stack: slotTypeError(), err: "TypeError" }),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const boardConfigCrash = (c: Ctx, t: number): Ev[] => [
  ev(t, BOARD, "INFO", "pickup-board 2.9.0 starting (node v20.12.2, NODE_ENV=production)"),
  ev(t + c.r.int(90, 240), BOARD, "FATAL", "config validation failed: BOARD_REDIS_URL is required", {
    err: "Error",
    stack: nodeTrace("Error: config validation failed: BOARD_REDIS_URL is required", [
      "loadConfig (/srv/board/dist/config.js:41:15)",
      "Object.<anonymous> (/srv/board/dist/main.js:12:16)",
      "Module._compile (node:internal/modules/cjs/loader:1369:14)",
      "Module._extensions..js (node:internal/modules/cjs/loader:1427:10)",
      "Module.load (node:internal/modules/cjs/loader:1206:32)",
      "Module._load (node:internal/modules/cjs/loader:1022:12)",
      "Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:135:12)",
      "node:internal/main/run_main_module:28:49",
    ]),
  }),
];

const boardMissingConfig: Incident = {
  key: "ck-board-missing-config",
  estate: "crumb-kettle",
  category: "configuration",
  origin: BOARD,
  hints: ["config", "missing", "env", "required"],
  severity: "medium",
  note: "pickup-board 2.9.0 was rolled out without the BOARD_REDIS_URL setting, crash-looped on start, and in-store pickup screens stopped updating.",
  silence: [BOARD],
  breaks: {
    board: (c, t, id) => {
      const o = orderNo(c);
      return [
        ev(
          t,
          API,
          "WARN",
          `notify pickup-board failed for order ${o}: connect ECONNREFUSED 10.42.5.21:8080 (queued for retry)`,
          { id },
        ),
      ];
    },
  },
  events: (c) => [
    ...shutdown(c, BOARD, "node", c.t0 - c.r.int(6, 12) * SEC),
    ...backoff(c, c.t0, c.end, [10, 20, 40, 80, 160, 300], (t) => boardConfigCrash(c, t)),
    ...poisson(c, c.t0 + 800, c.end, 0.8, (t) => {
      const s = store(c);
      return [
        access(c, t, "GET", `/v1/boards/${s}/stream`, 503, {
          flags: "UH",
          details: "no_healthy_upstream",
          dur: 0,
          upstream: "-",
        }),
      ];
    }),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const SITE = "/usr/local/lib/python3.11/site-packages";
const enqueueTrace = () =>
  pyTrace(
    [
      [
        "/app/loyalty/api/views.py",
        88,
        "earn",
        "award_beans.apply_async(args=(member_id, order_id, beans), retry=False)",
      ],
      [`${SITE}/celery/app/task.py`, 594, "apply_async", "return app.send_task("],
      [`${SITE}/celery/app/base.py`, 801, "send_task", "amqp.send_task_message(P, name, message, **options)"],
      [`${SITE}/kombu/connection.py`, 450, "_reraise_as_library_errors", "raise ConnectionError(str(exc)) from exc"],
    ],
    "kombu.exceptions.OperationalError: [Errno 111] Connection refused",
    {
      frames: [
        [`${SITE}/kombu/connection.py`, 446, "_reraise_as_library_errors", "yield"],
        [`${SITE}/kombu/connection.py`, 433, "_ensure_connection", "return retry_over_time("],
        [`${SITE}/kombu/utils/functional.py`, 318, "retry_over_time", "return fun(*args, **kwargs)"],
        [`${SITE}/amqp/transport.py`, 184, "_connect", "self.sock.connect(sa)"],
      ],
      last: "ConnectionRefusedError: [Errno 111] Connection refused",
      direct: true,
    },
  );

const loyaltyBrokerDown: Incident = {
  key: "ck-loyalty-broker-down",
  estate: "crumb-kettle",
  category: "dependency",
  origin: LOYAL,
  hints: ["broker", "amqp", "rabbitmq", "connection refused"],
  severity: "medium",
  note: "The RabbitMQ broker behind loyalty-ledger's Celery went away, so bean awards could not be enqueued and loyalty points stopped posting while orders themselves went through.",
  mute: (e) => e.svc === LOYAL && /Task loyalty\.tasks|Scheduler: Sending/.test(e.msg),
  breaks: {
    order: (c, t, id) => {
      const r = c.r;
      const s = store(c);
      const o = orderNo(c);
      let x = t + r.int(4, 12);
      const total = money(c, 2.6, 19.5);
      const out: Ev[] = [priced(c, x, id, s, total)];
      x += r.int(180, 800);
      out.push(
        ev(
          x,
          PAY,
          "INFO",
          `authorised ${pi(c)} amount=${pence(total)} gbp method=${r.pick(["apple_pay", "card", "google_pay"])} psp_ms=${r.int(140, 820)}`,
          { id },
        ),
      );
      x += r.int(8, 40);
      out.push(
        ev(x, API, "INFO", `order ${o} placed store=${s} items=${r.int(1, 4)} pickup_in=${r.int(4, 15)}m`, { id }),
      );
      out.push(access(c, x + 2, "POST", "/v2/orders", 201, { dur: x + 2 - t, id }));
      x += r.int(30, 200);
      out.push(
        ev(
          x,
          LOYAL,
          "ERROR",
          `earn for member ${member(c)} order ${o}: could not enqueue award_beans`,
          r.chance(0.35) ? { id, stack: enqueueTrace(), err: "kombu.exceptions.OperationalError" } : { id },
        ),
      );
      out.push(gunicorn(c, x + 2, "POST", "/v1/earn", 503, id));
      out.push(ev(x + r.int(4, 12), API, "WARN", `loyalty earn for order ${o} failed (503), parked for retry`, { id }));
      return out;
    },
  },
  events: (c) => {
    const lost = pyTrace(
      [
        [`${SITE}/celery/worker/consumer/consumer.py`, 340, "start", "blueprint.start(self)"],
        [`${SITE}/celery/bootsteps.py`, 116, "start", "step.start(parent)"],
        [`${SITE}/celery/worker/consumer/consumer.py`, 746, "start", "c.loop(*c.loop_args())"],
        [`${SITE}/celery/worker/loops.py`, 97, "asynloop", "next(loop)"],
        [`${SITE}/kombu/asynchronous/hub.py`, 373, "create_loop", "cb(*cbargs)"],
        [`${SITE}/kombu/transport/base.py`, 248, "on_readable", "reader(loop)"],
        [`${SITE}/amqp/transport.py`, 640, "_read", "raise OSError(SOCKET_ERROR)"],
      ],
      "ConnectionResetError: [Errno 104] Connection reset by peer",
    );
    return [
      ev(c.t0, LOYAL, "WARN", "consumer: Connection to broker lost. Trying to re-establish the connection...", {
        stack: lost,
        err: "ConnectionResetError",
      }),
      ...backoff(c, c.t0 + 2100, c.end, [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32], (t, n) => [
        ev(
          t,
          LOYAL,
          "ERROR",
          `consumer: Cannot connect to amqp://loyalty:**@rabbitmq-loyalty.ck-prod.svc:5672//: [Errno 111] Connection refused.\nTrying again in ${Math.min(32, (n + 1) * 2)}.00 seconds... (${n + 1}/100)`,
        ),
      ]),
      ...every(c, c.t0 + 10 * SEC, c.end, 60, 0.05, (t) => [
        ev(t, LOYAL, "ERROR", "beat: Connection error: [Errno 111] Connection refused. Trying again in 2.0 seconds..."),
      ]),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------------
const oomTrace = (thread: string) =>
  `Exception in thread "${thread}" ${javaTrace("java.lang.OutOfMemoryError: Java heap space", [
    "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
    "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
    "java.base/java.util.ArrayList.add(ArrayList.java:486)",
    "uk.co.crumbkettle.terminals.session.SessionRegistry.track(SessionRegistry.java:92)",
    "uk.co.crumbkettle.terminals.io.TerminalChannelHandler.channelRead0(TerminalChannelHandler.java:57)",
    "io.netty.channel.SimpleChannelInboundHandler.channelRead(SimpleChannelInboundHandler.java:99)",
    "io.netty.channel.nio.NioEventLoop.run(NioEventLoop.java:566)",
    "java.base/java.lang.Thread.run(Thread.java:840)",
  ])}`;

const cardReady = (c: Ctx) => c.t0 + 44_000 + (c.t0 % 9000);

const cardHeap: Incident = {
  key: "ck-card-heap-oom",
  estate: "crumb-kettle",
  category: "memory",
  origin: CARD,
  hints: ["outofmemory", "heap", "memory", "oom"],
  severity: "high",
  note: "card-terminal-hub's heap filled with unacknowledged terminal sessions until the JVM threw OutOfMemoryError and exited, dropping in-store card authorisations across the estate while it restarted.",
  mute: (e, c) => e.svc === CARD && e.t < cardReady(c),
  breaks: {
    card: (c, t) => {
      const ready = cardReady(c);
      if (t > ready + 20_000) return null;
      const s = store(c);
      const term = terminal(c, s);
      if (t > ready)
        return [ev(t, CARD, "WARN", `${term} session resume failed (unknown session id), forcing re-handshake`)];
      return [
        ev(
          t + c.r.int(2000, 6000),
          TILL,
          "WARN",
          `store ${s} till ${c.r.int(1, 4)}: terminal ${term} lost host connection, offline authorisation used`,
        ),
      ];
    },
  },
  events: (c) => {
    const r = c.r;
    const ready = cardReady(c);
    const out: Ev[] = [];
    let heap = 1150;
    let gc = r.int(1400, 2200);
    for (let t = c.start + r.int(1000, 15000); t < c.t0; t += r.int(12000, 24000)) {
      const left = (c.t0 - t) / 60000;
      heap = Math.min(2030, 2040 - left * r.float(60, 90));
      const full = left < 2.2;
      gc++;
      out.push(
        full
          ? ev(
              t,
              CARD,
              "WARN",
              `[gc] GC(${gc}) Pause Full (G1 Compaction Pause) 2047M->${Math.round(heap)}M(2048M) ${r.float(1800, 4200).toFixed(3)}ms`,
            )
          : ev(
              t,
              CARD,
              "INFO",
              `[gc] GC(${gc}) Pause Young (Normal) (G1 Evacuation Pause) ${Math.round(heap + r.int(60, 200))}M->${Math.round(heap)}M(2048M) ${r.float(14, 140).toFixed(3)}ms`,
            ),
      );
      if (r.chance(0.3))
        out.push(
          ev(
            t + 500,
            CARD,
            "INFO",
            `terminal session registry: ${grouped(48000 + (20 - left) * 1500)} sessions (${grouped(30000 + (20 - left) * 1400)} awaiting ack)`,
          ),
        );
    }
    out.push(
      ev(c.t0, CARD, "ERROR", oomTrace("terminal-io-14").split("\n")[0] ?? "", {
        stack: oomTrace("terminal-io-14").split("\n").slice(1).join("\n"),
        err: "java.lang.OutOfMemoryError",
      }),
    );
    for (const [k, th] of ["terminal-io-3", "acquirer-pool-2", "terminal-io-9"].entries()) {
      out.push(
        ev(
          c.t0 + (k + 1) * r.int(600, 2000),
          CARD,
          "ERROR",
          `Exception in thread "${th}" java.lang.OutOfMemoryError: Java heap space`,
        ),
      );
    }
    out.push(ev(c.t0 + 7800, CARD, "FATAL", "Terminating due to java.lang.OutOfMemoryError: Java heap space"));
    out.push(...startup(c, CARD, "java", ready - 14_000, "3.18.2"));
    out.push(
      ev(
        ready + 300,
        CARD,
        "WARN",
        `terminal fleet reconnecting: ${grouped(r.int(1850, 1920))} terminals, accept backlog ${r.int(400, 900)}`,
      ),
    );
    out.push(ev(ready + 60_000, CARD, "INFO", `terminal fleet: ${grouped(r.int(1860, 1900))} connected after restart`));
    return out;
  },
};

// ---------------------------------------------------------------------------------------------------------
function pgCrashCycle(c: Ctx, t: number, first: boolean): Ev[] {
  const r = c.r;
  const pid = r.int(2000, 9000);
  const out: Ev[] = [];
  let x = t;
  if (!first) {
    out.push(...startup(c, DB, "postgres", x, "15.6"));
    out.pop();
    x += r.int(300, 900);
  }
  const wrote = first ? r.int(2000, 9000) : pid + 1;
  if (first) {
    out.push(
      ev(
        x,
        DB,
        "FATAL",
        `[${wrote}] PANIC:  could not write to file "pg_wal/xlogtemp.${wrote}": No space left on device`,
      ),
    );
    out.push(ev(x + 4, DB, "INFO", `[1] LOG:  server process (PID ${wrote}) was terminated by signal 6: Aborted`));
    out.push(
      ev(
        x + 5,
        DB,
        "INFO",
        "[1] DETAIL:  Failed process was running: INSERT INTO order_events (order_id, kind, payload) VALUES ($1, $2, $3)",
      ),
    );
    out.push(ev(x + 6, DB, "INFO", "[1] LOG:  terminating any other active server processes"));
    out.push(ev(x + 40, DB, "INFO", "[1] LOG:  all server processes terminated; reinitializing"));
    x += 60;
  }
  out.push(
    ev(
      x,
      DB,
      "INFO",
      `[${pid}] LOG:  database system was interrupted; last known up at ${new Date(c.t0 - 200_000).toISOString().replace("T", " ").slice(0, 19)} UTC`,
    ),
  );
  out.push(
    ev(x + 30, DB, "INFO", `[${pid}] LOG:  database system was not properly shut down; automatic recovery in progress`),
  );
  out.push(ev(x + 42, DB, "INFO", `[${pid}] LOG:  redo starts at 4A/${r.hex(7).toUpperCase()}`));
  for (let k = 0; k < r.int(3, 8); k++)
    out.push(
      ev(x + 50 + k * r.int(20, 200), DB, "FATAL", `[${pid + 2 + k}] FATAL:  the database system is in recovery mode`),
    );
  const p2 = x + r.int(1500, 4000);
  out.push(
    ev(p2, DB, "FATAL", `[${pid}] PANIC:  could not write to file "pg_wal/xlogtemp.${pid}": No space left on device`),
  );
  out.push(ev(p2 + 6, DB, "INFO", `[1] LOG:  startup process (PID ${pid}) was terminated by signal 6: Aborted`));
  out.push(ev(p2 + 7, DB, "INFO", "[1] LOG:  aborting startup due to startup process failure"));
  out.push(ev(p2 + 15, DB, "INFO", "[1] LOG:  database system is shut down"));
  return out;
}

const ordersWalFull: Incident = {
  key: "ck-orders-wal-full",
  estate: "crumb-kettle",
  category: "disk",
  origin: DB,
  hints: ["disk", "space", "no space", "full"],
  severity: "high",
  note: "WAL retained for a stale replication slot filled orders-db's volume; Postgres panicked with No space left on device and kept failing recovery, taking all order reads and writes down.",
  silence: [DB],
  breaks: {
    order: (c, t, id) => {
      const r = c.r;
      const o = orderNo(c);
      const m = r.pick([
        "connect ECONNREFUSED 10.42.9.4:5432",
        "Connection terminated unexpectedly",
        "the database system is in recovery mode",
      ]);
      return [
        priced(c, t + r.int(4, 12), id, store(c)),
        ev(
          t + r.int(20, 60),
          API,
          "ERROR",
          `failed to create order ${o}: ${m}`,
          r.chance(0.4) ? { id, stack: pgErr(m, "OrdersRepository.insert", 61), err: "Error" } : { id },
        ),
        access(c, t + r.int(61, 80), "POST", "/v2/orders", 500, { dur: r.int(61, 80), id }),
      ];
    },
    status: (c, t, id) => {
      const o = orderNo(c);
      return [
        ev(
          t + c.r.int(5, 30),
          API,
          "ERROR",
          `GET /v2/orders/${o} failed: ${c.r.pick(["connect ECONNREFUSED 10.42.9.4:5432", "timeout exceeded when trying to connect"])}`,
          { id },
        ),
        access(c, t + c.r.int(31, 40), "GET", `/v2/orders/${o}`, 500, { dur: c.r.int(31, 40), id }),
      ];
    },
    board: (c, t, id) => [
      ev(t, BOARD, "ERROR", `failed to persist shelf slot for ${orderNo(c)}: connect ECONNREFUSED 10.42.9.4:5432`, {
        id,
      }),
    ],
  },
  events: (c) => [
    ...every(c, c.start, c.t0, 75, 0.3, (t) => [
      ev(
        t,
        DB,
        "INFO",
        `[58] LOG:  checkpoints are occurring too frequently (${c.r.int(8, 24)} seconds apart)\n[58] HINT:  Consider increasing the configuration parameter "max_wal_size".`,
      ),
    ]),
    ...backoff(c, c.t0, c.end, [12, 22, 42, 80, 160, 300], (t, n) => pgCrashCycle(c, t, n === 0)),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const loyaltyWorkersExit: Incident = {
  key: "ck-loyalty-workers-exit",
  estate: "crumb-kettle",
  category: "unknown",
  origin: LOYAL,
  hints: ["worker", "exit", "crash", "unknown"],
  severity: "medium",
  note: "loyalty-ledger's gunicorn workers started exiting with code 1 right after boot without logging any error, so loyalty calls from the app and order API failed with resets and 503s.",
  share: 0.92,
  breaks: {
    order: (c, t, id) => {
      const r = c.r;
      const s = store(c);
      const o = orderNo(c);
      let x = t + r.int(4, 12);
      const total = money(c, 2.6, 19.5);
      const out: Ev[] = [priced(c, x, id, s, total)];
      x += r.int(180, 800);
      out.push(
        ev(
          x,
          PAY,
          "INFO",
          `authorised ${pi(c)} amount=${pence(total)} gbp method=${r.pick(["apple_pay", "card", "google_pay"])} psp_ms=${r.int(140, 820)}`,
          { id },
        ),
      );
      x += r.int(8, 40);
      out.push(
        ev(x, API, "INFO", `order ${o} placed store=${s} items=${r.int(1, 4)} pickup_in=${r.int(4, 15)}m`, { id }),
      );
      out.push(access(c, x + 2, "POST", "/v2/orders", 201, { dur: x + 2 - t, id }));
      out.push(
        ev(
          x + r.int(40, 400),
          API,
          "WARN",
          `loyalty earn failed for order ${o}: socket hang up (ECONNRESET); parked for retry`,
          { id },
        ),
      );
      return out;
    },
    loyalty: (c, t, id) => {
      const dur = c.r.int(2, 40);
      return c.r.chance(0.5)
        ? [
            access(c, t + dur, "GET", "/v2/loyalty/me", 503, {
              flags: "UC",
              details: "upstream_reset_before_response_started{connection_termination}",
              dur,
              id,
            }),
          ]
        : [
            access(c, t + dur, "GET", "/v2/loyalty/me", 503, {
              flags: "UF",
              details: "upstream_reset_before_response_started{connection_failure}",
              failure: "delayed_connect_error:_Connection_refused",
              dur,
              id,
            }),
          ];
    },
  },
  events: (c) => {
    const r = c.r;
    let pid = r.int(200, 400);
    return [
      ...poisson(c, c.t0, c.end, 1.8, (t) => {
        pid += r.int(1, 3);
        return [
          ev(t, LOYAL, "ERROR", `Worker (pid:${pid}) exited with code 1`),
          ev(t + r.int(3, 30), LOYAL, "INFO", `Booting worker with pid: ${pid + 1}`),
        ];
      }),
      ev(c.t0 - 5, LOYAL, "INFO", `Booting worker with pid: ${pid - 1}`),
    ];
  },
};

export const crumbKettleIncidents: Incident[] = [
  pspKeyExpired,
  giftKmsDenied,
  ordersWraparound,
  acquirerDns,
  menuStockTimeout,
  pushQuota,
  tillTaxRate,
  driveThruTypeError,
  boardMissingConfig,
  loyaltyBrokerDown,
  cardHeap,
  ordersWalFull,
  loyaltyWorkersExit,
];
