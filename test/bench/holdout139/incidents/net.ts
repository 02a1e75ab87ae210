// Network, timeout, rate-limiting and dependency incidents, one of each per house.
import { dotnetErr, javaErr, nodeErr, pyErr, rubyErr } from "../stacks.js";
import { emitCallerError, external, failingTraffic, retryWarn, target } from "./callers.js";
import type { IncidentTemplate } from "./types.js";

export const NET: IncidentTemplate[] = [
  {
    key: "a-net-dns",
    estate: "A",
    category: "network",
    origin: "notify",
    needs: [],
    hints: ["dns", "eai_again", "getaddrinfo", "resolve", "enotfound"],
    severity: "medium",
    note: (c) =>
      `${c.n("notify")} could no longer resolve the SMTP relay's name (EAI_AGAIN from cluster DNS on its node), so confirmation and e-ticket emails queued up undelivered.`,
    run: (c, t0) => {
      c.impair("notify", t0, 1);
      c.poisson(t0, c.end, c.r.int(15, 30), (t) => {
        const tmpl = c.r.pick(["order-confirmation", "e-ticket", "renewal-receipt"]);
        c.emit(t, "notify", "ERROR", `delivery of ${tmpl} to ${c.maskedEmail()} failed, requeued`, {
          err: nodeErr(
            "Error",
            "getaddrinfo EAI_AGAIN smtp-relay.mail.svc.cluster.local",
            ["GetAddrInfoReqWrap.onlookup [as oncomplete]@node:dns:118:26"],
            { code: "EAI_AGAIN", async: false },
          ),
        });
      });
      c.every(t0 + 20000, c.end, 30000, 2000, (t) =>
        c.emit(
          t,
          "notify",
          "WARN",
          `smtp transport unhealthy for ${Math.round((t - t0) / 1000)}s; outbound queue depth=${c.r.int(40, 400)}`,
        ),
      );
    },
  },
  {
    key: "b-net-plc-route",
    estate: "B",
    category: "network",
    origin: "stage",
    needs: [],
    hints: ["no route", "errno 113", "ehostunreach", "network", "unreachable"],
    severity: "medium",
    note: (c) =>
      `${c.n("stage")} lost its route to the stage PLC network (No route to host), so the hoist controller dropped into safe hold and flown cues could not run.`,
    run: (c, t0) => {
      c.mute("stage", t0, c.end);
      c.emit(t0, "stage", "ERROR", "modbus poll failed for plc-hoists 10.200.1.15:502", {
        err: pyErr("OSError", "[Errno 113] No route to host", [
          ["/app/rigging/plc.py", 71, "poll", "regs = self.client.read_holding_registers(0, 44, slave=1)"],
          [
            "/usr/local/lib/python3.11/site-packages/pymodbus/client/tcp.py",
            128,
            "connect",
            "self.socket = socket.create_connection((self.params.host, self.params.port), timeout=self.comm_params.timeout_connect)",
          ],
        ]),
      });
      c.emit(t0 + 200, "stage", "WARN", "PLC link down: entering SAFE HOLD (brakes applied, motion disabled)");
      c.every(t0 + 3000, c.end, 5000, 500, (t) =>
        c.emit(
          t,
          "stage",
          c.r.chance(0.3) ? "ERROR" : "WARN",
          `reconnect to plc-hoists 10.200.1.15:502 failed: [Errno 113] No route to host (${Math.round((t - t0) / 1000)}s down)`,
        ),
      );
      c.poisson(t0 + 30000, c.end, c.r.int(2, 5), (t) =>
        c.emit(t, "stage", "WARN", `cue ${c.r.int(40, 90)} GO refused: SAFE HOLD active`),
      );
    },
  },
  {
    key: "c-net-tls-pkix",
    estate: "C",
    category: "network",
    origin: "pay",
    needs: ["orders"],
    hints: ["ssl", "tls", "handshake", "pkix", "certificate"],
    severity: "high",
    note: (c) =>
      `The card processor switched its certificate chain to a new intermediate missing from ${c.n("pay")}'s trust store, so every TLS handshake to it failed and ${c.n("orders")} could not take payment.`,
    run: (c, t0) => {
      const err = () =>
        javaErr(
          "org.springframework.web.client.ResourceAccessException",
          'I/O error on POST request for "https://api.payhaven.example/v3/authorizations": PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target',
          ["dev.corvid.till.psp.PayHavenClient.authorize:92", "dev.corvid.till.api.AuthorizeController.authorize:38"],
          {
            tail: "web",
            cause: {
              type: "javax.net.ssl.SSLHandshakeException",
              message:
                "PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
              frames: [
                "java.base/sun.security.ssl.Alert.createSSLException:130",
                "java.base/sun.security.ssl.CertificateMessage$T13CertificateConsumer.checkServerCerts:1357",
              ],
              more: 54,
            },
          },
        );
      c.impair("pay", t0, 1);
      c.impair("orders", t0, 0.35);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(25, 45),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/orders/checkout"),
        status: 502,
        ms: [120, 400],
        appStatus: 502,
        inner: (t, ids) => {
          c.emit(t + 60, "pay", "ERROR", "Authorization call to PSP failed", {
            ids,
            err: err(),
            logger: "dev.corvid.till.psp.PayHavenClient",
          });
          c.app(t + 70, "pay", "POST", c.path("pay", "/authorize"), 502, 62, { ids });
          emitCallerError(c, t + 90, "orders", target(c, "pay", "/authorize"), "status", {
            status: 502,
            what: "payment authorize",
            ids,
          });
          if (c.r.chance(0.3))
            retryWarn(c, t + 80, "orders", target(c, "pay", "/authorize"), 1, 2, "502 (Bad Gateway)", ids);
        },
      });
    },
  },
  {
    key: "d-net-redis-reset",
    estate: "D",
    category: "network",
    origin: "seats",
    needs: ["orders"],
    hints: ["connection reset", "redis", "lettuce", "reset", "redisconnection"],
    severity: "high",
    note: (c) =>
      `Connections from ${c.n("seats")} to its Redis lock store kept being reset by the network path, so seat locks failed and ${c.n("orders")} could not reserve seats.`,
    run: (c, t0) => {
      c.poisson(t0, c.end, c.r.int(8, 14), (t) =>
        c.emit(
          t,
          "seats",
          "INFO",
          `Reconnecting, last destination was redis-seatlock.meridian-live.svc/10.43.8.21:6379`,
          { logger: "io.lettuce.core.protocol.ConnectionWatchdog" },
        ),
      );
      c.poisson(t0, c.end, c.r.int(6, 12), (t) =>
        c.emit(
          t,
          "seats",
          "WARN",
          "Cannot reconnect to [redis-seatlock.meridian-live.svc/<unresolved>:6379]: Connection reset by peer",
          { logger: "io.lettuce.core.protocol.ReconnectionHandler" },
        ),
      );
      c.impair("seats", t0, 0.85);
      c.impair("orders", t0, 0.3);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(30, 50),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/basket/items"),
        status: 503,
        ms: [300, 1200],
        appStatus: 503,
        inner: (t, ids) => {
          c.emit(t + 100, "seats", "ERROR", "Seat lock failed", {
            logger: "stages.meridian.seatlock.lock.SeatLockService",
            err: javaErr(
              "io.lettuce.core.RedisException",
              "java.io.IOException: Connection reset by peer",
              [
                "io.lettuce.core.internal.Exceptions.bubble:83",
                "stages.meridian.seatlock.lock.RedisLockStore.tryLock:51",
                "stages.meridian.seatlock.lock.SeatLockService.lock:88",
              ],
              {
                tail: "web",
                cause: {
                  type: "java.io.IOException",
                  message: "Connection reset by peer",
                  frames: [
                    "java.base/sun.nio.ch.SocketDispatcher.read0(Native Method)",
                    "io.netty.channel.nio.NioEventLoop.run:566",
                  ],
                  more: 12,
                },
              },
            ),
          });
          emitCallerError(c, t + 150, "orders", target(c, "seats", "/locks"), "status", {
            status: 503,
            what: "seat lock",
            ids,
          });
        },
      });
    },
  },
  {
    key: "a-timeout-psp-hang",
    estate: "A",
    category: "timeout",
    origin: "pay",
    needs: ["orders"],
    hints: ["timeout", "timed out", "taskcanceled", "deadline"],
    severity: "high",
    note: (c) =>
      `The card processor stopped answering ${c.n("pay")}'s authorisation calls within its 20 s budget, so ${c.n("orders")} timed out on checkout and the edge returned 504s.`,
    run: (c, t0) => {
      c.impair("pay", t0, 1);
      c.impair("orders", t0, 0.35);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(25, 40),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/orders/checkout"),
        status: 504,
        fail: "timeout",
        ms: [15000, 15050],
        inner: (t, ids) => {
          c.emit(t + 20000, "pay", "WARN", "PSP authorize exceeded 20s budget; abandoning", {
            ids,
            logger: "LyricQuarter.Payments.Psp.PspClient",
            err: dotnetErr(
              "System.Threading.Tasks.TaskCanceledException",
              "The request was canceled due to the configured HttpClient.Timeout of 20 seconds elapsing.",
              ["LyricQuarter.Payments.Psp.PspClient.AuthorizeAsync(AuthorizeRequest req, CancellationToken ct):74"],
              {
                root: "/src/LyricQuarter.Payments/Psp",
                inner: { type: "System.TimeoutException", message: "The operation was canceled.", frames: [] },
              },
            ),
          });
          emitCallerError(c, t + 10000, "orders", target(c, "pay", "/authorize"), "timeout", {
            what: "payment authorize",
            ids,
            timeoutS: 10,
          });
          if (c.r.chance(0.5))
            retryWarn(
              c,
              t + 10001,
              "orders",
              target(c, "pay", "/authorize"),
              1,
              1,
              "java.net.SocketTimeoutException: Read timed out",
              ids,
            );
        },
      });
    },
  },
  {
    key: "b-timeout-lock",
    estate: "B",
    category: "timeout",
    origin: "subs",
    needs: [],
    hints: ["lock timeout", "locknotavailable", "timeout", "lock"],
    severity: "medium",
    note: (c) =>
      `${c.n("subs")}'s renewal jobs waited on row locks held by its own stuck bulk re-pricing job until Postgres cancelled them on lock timeout, so season renewals stopped being charged.`,
    run: (c, t0) => {
      c.mute("subs", t0);
      const jid = c.r.hex(24);
      c.emit(t0 - 5000, "subs", "INFO", `class=RepriceSeasonJob jid=${jid} INFO: start`);
      c.poisson(t0, c.end, c.r.int(15, 30), (t) => {
        const j = c.r.hex(24);
        c.emit(t, "subs", "INFO", `class=RenewalChargeJob jid=${j} INFO: start`);
        c.emit(t + 5000, "subs", "WARN", `class=RenewalChargeJob jid=${j} elapsed=5.002 INFO: fail`);
        c.emit(t + 5001, "subs", "WARN", "", {
          err: rubyErr(
            "ActiveRecord::LockWaitTimeout",
            'PG::LockNotAvailable: ERROR:  canceling statement due to lock timeout\nCONTEXT:  while locking tuple (1182,14) in relation "subscriptions"',
            ["app/models/subscription.rb:88:in `lock_for_renewal!'", "app/jobs/renewal_charge_job.rb:19:in `perform'"],
          ),
        });
      });
      c.every(t0 + 30000, c.end, 60000, 5000, (t) =>
        c.emit(
          t,
          "subs",
          "WARN",
          `Retries: ${c.r.int(40, 400)} RenewalChargeJob waiting, next retry in ${c.r.int(20, 90)}s`,
        ),
      );
    },
  },
  {
    key: "c-timeout-best-available",
    estate: "C",
    category: "timeout",
    origin: "seats",
    needs: ["bff"],
    hints: ["deadline", "context deadline exceeded", "timeout", "timed out"],
    severity: "medium",
    note: (c) =>
      `${c.n("seats")}' best-available search could not finish inside its 2 s deadline on the newly loaded 1,400-seat Main Stage layout, so seat selection for those performances failed and ${c.n("bff")} reported timeouts.`,
    run: (c, t0) => {
      c.emit(
        t0 - 30000,
        "seats",
        "INFO",
        "layout loaded venue=corvid-main-stage version=2026-05 seats=1412 sections=9 (was 1106)",
      );
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(20, 35),
        role: "seats",
        method: "POST",
        path: () => c.path("seats", `/performances/${c.r.int(8800, 8830)}/best-available`),
        status: 504,
        ms: [2000, 2030],
        appStatus: 504,
        inner: (t, ids) => {
          c.emit(
            t + 2000,
            "seats",
            "WARN",
            `best-available aborted venue=corvid-main-stage qty=${c.r.int(2, 6)} explored=${c.r.int(90000, 400000)} err="context deadline exceeded" budget=2s`,
            { ids },
          );
          if (c.r.chance(0.7))
            emitCallerError(c, t + 2010, "bff", target(c, "seats", "/best-available"), "status", {
              status: 504,
              what: "best available",
              ids,
            });
        },
      });
    },
  },
  {
    key: "d-timeout-celery-soft",
    estate: "D",
    category: "timeout",
    origin: "donors",
    needs: [],
    hints: ["softtimelimitexceeded", "time limit", "timeout", "timed out"],
    severity: "medium",
    note: (c) =>
      `${c.n("donors")}' claim submission task ran past its Celery soft time limit while polling a slow tax gateway, so Gift Aid claims kept being abandoned mid-submission.`,
    run: (c, t0) => {
      c.from(t0, c.end, c.r.int(35000, 50000), 4000, (t) => {
        const id = c.r.uuid();
        c.emit(t, "donors", "INFO", `Task giftaid.tasks.submit_claim[${id}] received`);
        for (let k = 1; k <= 4; k++)
          c.emit(
            t + k * 10000,
            "donors",
            "INFO",
            `claim ${id.slice(0, 8)}: gateway poll ${k}: status=pending (${c.r.int(8, 12)}s round trip)`,
          );
        c.emit(
          t + 55000,
          "donors",
          "ERROR",
          `Task giftaid.tasks.submit_claim[${id}] raised unexpected: SoftTimeLimitExceeded()`,
          {
            err: pyErr(
              "celery.exceptions.SoftTimeLimitExceeded",
              "SoftTimeLimitExceeded()",
              [
                ["/app/giftaid/tasks.py", 141, "submit_claim", "status = gateway.poll(correlation_id)"],
                [
                  "/app/giftaid/gateway.py",
                  88,
                  "poll",
                  "resp = self.session.post(self.poll_url, data=envelope, timeout=30)",
                ],
                ["/usr/local/lib/python3.12/ssl.py", 1104, "read", "return self._sslobj.read(len, buffer)"],
              ],
              { head: "celery" },
            ),
          },
        );
      });
    },
  },
  {
    key: "a-rate-crm-limit",
    estate: "A",
    category: "rate_limiting",
    origin: "donors",
    needs: ["bff"],
    hints: ["429", "rate", "limit", "request_limit_exceeded", "too many requests"],
    severity: "medium",
    note: (c) =>
      `${c.n("donors")} exhausted the CRM's API request allowance during a gift re-sync, so the CRM answered 429 and donor lookups and gift posting failed.`,
    run: (c, t0) => {
      c.emit(t0 - 90000, "donors", "INFO", "full re-sync of gifts since 2025-09-01 started (84,112 records)", {
        logger: "donorsync.resync",
      });
      c.poisson(t0, c.end, c.r.int(25, 45), (t) => {
        c.emit(
          t,
          "donors",
          "WARN",
          `CRM call failed: 429 REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded. (retry-after ${c.r.int(60, 600)}s)`,
          { logger: "donorsync.crm.client" },
        );
      });
      c.impair("donors", t0, 0.85);
      failingTraffic(c, {
        from: t0 + 3000,
        perMin: c.r.int(8, 15),
        role: "bff",
        method: "POST",
        path: () => "/support-us/donate",
        status: 503,
        ms: [200, 700],
        inner: (t, ids) => {
          c.emit(t + 100, "donors", "ERROR", "donor lookup failed", {
            ids,
            logger: "donorsync.api",
            err: pyErr(
              "donorsync.crm.errors.CrmRateLimited",
              "429 REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.",
              [["/app/donorsync/crm/client.py", 112, "_call", "raise CrmRateLimited(resp.status_code, resp.text)"]],
            ),
          });
          c.app(t + 110, "donors", "POST", c.path("donors", "/donations"), 503, 100, { ids });
          emitCallerError(c, t + 130, "bff", target(c, "donors", "/donations"), "status", {
            status: 503,
            what: "donation submit",
            ids,
          });
        },
      });
    },
  },
  {
    key: "b-rate-mail-api",
    estate: "B",
    category: "rate_limiting",
    origin: "notify",
    needs: [],
    hints: ["429", "rate", "throttl", "too many requests", "limit"],
    severity: "medium",
    note: (c) =>
      `A post-concert survey blast pushed ${c.n("notify")} over the email provider's sending rate, so the provider throttled it with 429 and ticket confirmations were delayed behind the blast.`,
    run: (c, t0) => {
      c.impair("notify", t0, 0.75);
      c.emit(t0 - 20000, "notify", "INFO", "campaign post-concert-survey-beethoven-7 enqueued: 18,204 messages");
      c.poisson(t0, c.end, c.r.int(40, 70), (t) => {
        c.emit(
          t,
          "notify",
          "WARN",
          `Task courier.tasks.send_mail[${c.r.uuid()}] retry: Retry in ${c.r.int(10, 120)}s: ProviderThrottled('429 Too Many Requests: sending rate exceeded (14/s)')`,
        );
      });
      c.poisson(t0 + 60000, c.end, c.r.int(4, 8), (t) =>
        c.emit(
          t,
          "notify",
          "ERROR",
          `Task courier.tasks.send_mail[${c.r.uuid()}] raised unexpected: MaxRetriesExceededError("Can't retry courier.tasks.send_mail[…] args:('order-confirmation',) kwargs:{}")`,
        ),
      );
    },
  },
  {
    key: "c-rate-mt-quota",
    estate: "C",
    category: "rate_limiting",
    origin: "surtitles",
    needs: [],
    hints: ["429", "quota", "resource_exhausted", "rate", "limit"],
    severity: "medium",
    note: (c) =>
      `${c.n("surtitles")} exceeded the machine-translation API's per-minute character quota for live captions, so translated caption lines failed with 429 RESOURCE_EXHAUSTED.`,
    run: (c, t0) => {
      c.poisson(t0, c.end, c.r.int(25, 45), (t) => {
        c.emit(
          t,
          "surtitles",
          "ERROR",
          `translate cue ${c.r.int(100, 500)} -> ${c.r.pick(["fr", "de", "pl", "es"])} failed`,
          {
            err: nodeErr(
              "Error",
              "8 RESOURCE_EXHAUSTED: Quota exceeded for quota metric 'Characters per minute' and limit 'Characters per minute per project' of service 'translate.vendor.example'",
              [
                "callErrorFromStatus@/app/node_modules/@grpc/grpc-js/build/src/call.js:31:19",
                "Object.onReceiveStatus@/app/node_modules/@grpc/grpc-js/build/src/client.js:193:76",
              ],
              { code: "429" },
            ),
          },
        );
      });
      c.every(t0 + 15000, c.end, 30000, 3000, (t) =>
        c.emit(
          t,
          "surtitles",
          "WARN",
          `falling back to English only for ${c.r.int(80, 300)} seatbacks (translation unavailable)`,
        ),
      );
    },
  },
  {
    key: "d-rate-psp-429",
    estate: "D",
    category: "rate_limiting",
    origin: "pay",
    needs: ["orders"],
    hints: ["429", "too many requests", "rate", "limit", "throttl"],
    severity: "high",
    note: (c) =>
      `A schools on-sale pushed ${c.n("pay")} past the card processor's request rate limit, so authorisations came back 429 and most checkouts through ${c.n("orders")} failed.`,
    run: (c, t0) => {
      c.emit(
        t0 - 60000,
        "orders",
        "INFO",
        "Queue-it waiting room released batch 3 (1,500 visitors) for les-miserables-schools",
        { logger: "Meridian.Sales.Checkout.Queue.QueueGate" },
      );
      c.impair("pay", t0, 0.8);
      c.impair("orders", t0, 0.4);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(40, 70),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/orders/checkout"),
        status: 503,
        ms: [200, 900],
        appStatus: 503,
        inner: (t, ids) => {
          c.emit(
            t + 100,
            "pay",
            "WARN",
            `PSP throttled authorization: 429 Too Many Requests (Retry-After: ${c.r.int(1, 5)})`,
            { ids, logger: "Meridian.Sales.Payments.Psp.PspClient" },
          );
          c.app(t + 110, "pay", "POST", c.path("pay", "/authorizations"), 429, 95, { ids });
          emitCallerError(c, t + 140, "orders", target(c, "pay", "/authorizations"), "status", {
            status: 429,
            what: "payment authorization",
            ids,
          });
        },
      });
    },
  },
  {
    key: "a-dep-kafka",
    estate: "A",
    category: "dependency",
    origin: "orders",
    needs: ["bff"],
    hints: ["kafka", "broker", "dependency", "not available"],
    severity: "high",
    note: (c) =>
      `The Kafka cluster ${c.n("orders")} publishes order events to became unavailable, so its producer blocked until max.block.ms on every checkout and orders failed.`,
    run: (c, t0) => {
      c.poisson(t0, c.end, c.r.int(10, 20), (t) =>
        c.emit(
          t,
          "orders",
          "WARN",
          `[Producer clientId=box-office-api-1] Connection to node ${c.r.int(0, 2)} (kafka-${c.r.int(0, 2)}.kafka-headless.data.svc/10.43.20.${c.r.int(10, 12)}:9092) could not be established. Broker may not be available.`,
          { logger: "org.apache.kafka.clients.NetworkClient" },
        ),
      );
      c.impair("orders", t0 + 5000, 0.95, { paths: ["/orders/checkout"] });
      c.impair("orders", t0 + 5000, 0.2);
      failingTraffic(c, {
        from: t0 + 5000,
        perMin: c.r.int(20, 35),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/orders/checkout"),
        status: 500,
        ms: [10000, 10200],
        appStatus: 500,
        inner: (t, ids) => {
          c.emit(t + 10000, "orders", "ERROR", "Failed to publish OrderPlaced; rolling back order", {
            ids,
            logger: "org.lyricquarter.boxoffice.events.OrderEventPublisher",
            err: javaErr(
              "org.springframework.kafka.KafkaException",
              "Send failed",
              [
                "org.springframework.kafka.core.KafkaTemplate.doSend:801",
                "org.lyricquarter.boxoffice.events.OrderEventPublisher.publish:44",
                "org.lyricquarter.boxoffice.checkout.CheckoutService.place:171",
              ],
              {
                tail: "web",
                cause: {
                  type: "org.apache.kafka.common.errors.TimeoutException",
                  message: "Topic boxoffice.order-events not present in metadata after 10000 ms.",
                  frames: [],
                  more: 40,
                },
              },
            ),
          });
          if (c.r.chance(0.5))
            emitCallerError(c, t + 10050, "bff", target(c, "orders", "/orders/checkout"), "status", {
              status: 500,
              what: "checkout",
              ids,
            });
        },
      });
    },
  },
  {
    key: "b-dep-idp",
    estate: "B",
    category: "dependency",
    origin: "auth",
    needs: ["bff"],
    hints: ["503", "idp", "saml", "unavailable", "dependency"],
    severity: "medium",
    note: (c) =>
      `The hosted members' identity provider behind ${c.n("auth")} answered 503 to every assertion exchange, so Friends could not sign in for the priority booking window and ${c.n("bff")} logged login failures.`,
    run: (c, t0) => {
      c.impair("auth", t0, 0.9);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(20, 40),
        role: "auth",
        method: "POST",
        path: () => c.path("auth", "/saml/acs"),
        status: 502,
        ms: [1000, 3000],
        appStatus: 502,
        inner: (t) => {
          c.emit(
            t + 900,
            "auth",
            "ERROR",
            "artifact resolve with IdP failed: 503 Service Unavailable from https://idp.members-cloud.example/saml2/artifact",
            {
              err: c.r.chance(0.4)
                ? pyErr(
                    "httpx.HTTPStatusError",
                    "Server error '503 Service Unavailable' for url 'https://idp.members-cloud.example/saml2/artifact'",
                    [
                      ["/app/sso_bridge/saml.py", 142, "resolve_artifact", "resp.raise_for_status()"],
                      [
                        "/usr/local/lib/python3.12/site-packages/httpx/_models.py",
                        761,
                        "raise_for_status",
                        "raise HTTPStatusError(message, request=request, response=self)",
                      ],
                    ],
                  )
                : undefined,
            },
          );
          c.emit(
            t + 1000,
            "bff",
            "ERROR",
            `[Auth] SSO callback failed for session ${c.r.hex(12)}: sso_bridge returned 502`,
          );
        },
      });
      c.every(t0 + 20000, c.end, 60000, 3000, (t) =>
        c.emit(t, "auth", "WARN", "IdP health probe: https://idp.members-cloud.example/status -> 503"),
      );
    },
  },
  {
    key: "c-dep-fraud-vendor",
    estate: "C",
    category: "dependency",
    origin: "orders",
    needs: ["bff"],
    hints: ["circuit", "broken", "503", "vendor", "dependency", "fraud"],
    severity: "high",
    note: (c) =>
      `The fraud-screening vendor that ${c.n("orders")} must consult before confirming an order returned 503s until its circuit breaker opened, so orders were refused and ${c.n("bff")} showed checkout failures.`,
    run: (c, t0) => {
      const x = external("api.clearsight-fraud.example", "/v2/screen");
      const open = t0 + c.r.int(30000, 60000);
      c.poisson(t0, open, c.r.int(25, 40), (t) => {
        const ids = c.ids();
        emitCallerError(c, t, "orders", x, "status", { status: 503, what: "fraud screen", ids });
        retryWarn(c, t - 400, "orders", x, 1, 2, "503 (Service Unavailable)", ids);
      });
      c.emit(
        open,
        "orders",
        "WARN",
        "Circuit breaker 'clearsight' opened for 00:00:30 after 50% failures in 00:00:10",
        { logger: "Polly" },
      );
      c.every(open + 30000, c.end, 30000, 200, (t) => {
        c.emit(t, "orders", "INFO", "Circuit breaker 'clearsight' half-open: trial call", { logger: "Polly" });
        c.emit(t + 800, "orders", "WARN", "Circuit breaker 'clearsight' re-opened: trial call returned 503", {
          logger: "Polly",
        });
      });
      c.impair("orders", t0, 0.95, { paths: ["/orders/checkout"] });
      failingTraffic(c, {
        from: open,
        perMin: c.r.int(25, 40),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/orders/checkout"),
        status: 503,
        ms: [5, 30],
        appStatus: 503,
        inner: (t, ids) => {
          emitCallerError(c, t + 2, "orders", x, "circuit", { what: "fraud screen", ids });
          if (c.r.chance(0.6))
            emitCallerError(c, t + 10, "bff", target(c, "orders", "/orders/checkout"), "status", {
              status: 503,
              what: "checkout",
              ids,
            });
        },
      });
    },
  },
  {
    key: "d-dep-cms",
    estate: "D",
    category: "dependency",
    origin: "bff",
    needs: [],
    hints: ["503", "cms", "fetch", "upstream", "dependency"],
    severity: "high",
    note: (c) =>
      `The hosted headless CMS that ${c.n("bff")} renders production pages from returned 503s, so the what's-on and production pages failed for most visitors.`,
    run: (c, t0) => {
      c.impair("bff", t0, 0.7);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(40, 70),
        role: "bff",
        method: "GET",
        path: () => c.r.pick(["/whats-on", `/productions/${c.production()}`, "/"]),
        status: 500,
        ms: [800, 3000],
        appStatus: 500,
        inner: (t) => {
          c.emit(
            t + 700,
            "bff",
            "ERROR",
            `Error: failed to load page data for ${c.r.pick(["/whats-on", "/productions/[slug]"])}`,
            {
              err: nodeErr(
                "CmsFetchError",
                `GET https://cdn.stagecms.example/spaces/meridian/entries?content_type=production responded 503 Service Unavailable`,
                [
                  "fetchEntries@/app/.next/server/chunks/4411.js:1:9823",
                  "async getStaticProps@/app/.next/server/pages/productions/[slug].js:1:2210",
                  "async renderToHTMLImpl@/app/node_modules/next/dist/server/render.js:590:20",
                ],
              ),
            },
          );
        },
      });
    },
  },
];
