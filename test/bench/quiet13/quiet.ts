// Thirty-two kinds of handled errors: each logs what the real library prints, often at ERROR with a stack,
// and then the handling (fallback, retry, skip, default) that shows nothing is broken.
import type { Ctx } from "./stream.js";

export interface QuietKind {
  id: string;
  note: string;
  run: (c: Ctx, t0: number) => void;
}

const jstack = (c: Ctx, role: Parameters<Ctx["name"]>[0], head: string, frames: string[]) => [
  head,
  ...frames.map((f) => `\tat ${f}`),
  `\tat ${c.jpkg(role)}.web.ApiController.handle(ApiController.java:${c.r.int(40, 200)})`,
  "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
  `\t... ${c.r.int(40, 90)} common frames omitted`,
];
const pytb = (frames: Array<[string, number, string, string]>, last: string) => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
  last,
];
const nodeStack = (head: string, frames: string[]) => [head, ...frames.map((f) => `    at ${f}`)];
const rep = (c: Ctx, t0: number, n: number, gap: number, f: (t: number, i: number) => void) => {
  for (let i = 0; i < n; i++) f(t0 + i * gap + c.r.int(0, Math.floor(gap / 2)), i);
};

export const QUIET: QuietKind[] = [
  {
    id: "cache-blip-db-fallback",
    note: "Redis connection blip in orders service; Lettuce errors with stack, reads fall back to the database, reconnects in seconds",
    run: (c, t0) => {
      rep(c, t0, c.r.int(4, 9), 900, (t) =>
        c.log(
          "orders",
          t,
          "error",
          "Cache 'orderSummaries' get failed, falling back to database",
          jstack(
            c,
            "orders",
            "org.springframework.data.redis.RedisConnectionFailureException: Unable to connect to Redis",
            [
              "org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory$SharedConnection.getNativeConnection(LettuceConnectionFactory.java:1602)",
              "org.springframework.data.redis.cache.DefaultRedisCacheWriter.get(DefaultRedisCacheWriter.java:133)",
            ],
          ).concat([
            "Caused by: io.lettuce.core.RedisConnectionException: Unable to connect to redis-cache:6379",
            "\tat io.lettuce.core.RedisConnectionException.create(RedisConnectionException.java:78)",
          ]),
          c.trace(),
        ),
      );
      c.log("orders", t0 + 9500, "info", "Reconnected to redis-cache/10.4.2.17:6379");
    },
  },
  {
    id: "optimistic-lock-retried",
    note: "optimistic-lock conflicts on concurrent updates, retried and committed",
    run: (c, t0) => {
      rep(c, t0, c.r.int(3, 6), 20000, (t) => {
        const id = c.r.int(10000, 99999);
        c.log(
          "orders",
          t,
          "error",
          `Transaction rolled back for ${c.e.entity} ${id}`,
          jstack(
            c,
            "orders",
            `org.springframework.orm.ObjectOptimisticLockingFailureException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [${c.jpkg("orders")}.domain.Entry#${id}]`,
            [
              "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:315)",
            ],
          ),
        );
        c.log("orders", t + 60, "info", `retry 2/3 for ${c.e.entity} ${id} after optimistic lock conflict: committed`);
      });
    },
  },
  {
    id: "duplicate-message-skipped",
    note: "broker redelivered messages; worker hits unique constraint and skips them as already processed",
    run: (c, t0) => {
      rep(c, t0, c.r.int(3, 7), 6000, (t) => {
        const id = c.r.uuid();
        c.log(
          "worker",
          t,
          "error",
          `Task app.tasks.apply_event[${id}] raised IntegrityError, checking idempotency key`,
          pytb(
            [
              ["/app/app/tasks.py", 88, "apply_event", "session.commit()"],
              [
                "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/default.py",
                924,
                "do_execute",
                "cursor.execute(statement, parameters)",
              ],
            ],
            `sqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint "processed_messages_pkey"\nDETAIL:  Key (message_id)=(${id}) already exists.`,
          ),
        );
        c.log("worker", t + 20, "info", `message ${id} already processed, acking without side effects`);
      });
    },
  },
  {
    id: "breaker-optional-recommendations",
    note: "Resilience4j breaker opens for the optional recommendations call; default list served, breaker closes again",
    run: (c, t0) => {
      rep(c, t0, 5, 700, (t) =>
        c.log(
          "catalog",
          t,
          "error",
          `call recommendations failed: Get "http://recs.internal/v2/for/${c.r.int(1000, 9999)}": dial tcp 10.4.7.21:8080: connect: connection refused`,
        ),
      );
      c.log("orders", t0 + 3600, "warn", "CircuitBreaker 'recommendations' changed state from CLOSED to OPEN");
      rep(c, t0 + 3700, 8, 2500, (t) =>
        c.log(
          "orders",
          t,
          "error",
          "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'recommendations' is OPEN and does not permit further calls; serving default recommendations",
        ),
      );
      c.log("orders", t0 + 64000, "info", "CircuitBreaker 'recommendations' changed state from OPEN to HALF_OPEN");
      c.log("orders", t0 + 66000, "info", "CircuitBreaker 'recommendations' changed state from HALF_OPEN to CLOSED");
    },
  },
  {
    id: "card-declined",
    note: "payment provider declines cards (insufficient funds, do-not-honor); business outcome, returned as 402",
    run: (c, t0) => {
      rep(c, t0, c.r.int(4, 8), 15000, (t) => {
        const tr = c.trace();
        const code = c.r.pick(["insufficient_funds", "do_not_honor", "card_declined", "expired_card"]);
        c.log(
          "payments",
          t,
          "error",
          `Payment failed for ${c.e.entity} ${c.id()}`,
          jstack(
            c,
            "payments",
            `com.stripe.exception.CardException: Your card was declined.; code: card_declined; decline_code: ${code}; request-id: req_${c.r.hex(14)}`,
            ["com.stripe.net.LiveStripeResponseGetter.handleApiError(LiveStripeResponseGetter.java:206)"],
          ),
          tr,
        );
        c.log("gw", t + 40, "warn", `POST ${c.e.paths[3]} 402 in ${c.r.int(300, 900)}ms`, undefined, tr);
      });
    },
  },
  {
    id: "upload-too-large",
    note: "a user's upload rejected with 413 by body-parser (request entity too large)",
    run: (c, t0) => {
      rep(c, t0, c.r.int(2, 4), 8000, (t) => {
        const tr = c.trace();
        c.log(
          "media",
          t,
          "error",
          "PayloadTooLargeError: request entity too large",
          nodeStack("PayloadTooLargeError: request entity too large", [
            "readStream (/app/node_modules/raw-body/index.js:163:17)",
            "getRawBody (/app/node_modules/raw-body/index.js:116:12)",
            "read (/app/node_modules/body-parser/lib/read.js:79:3)",
          ]),
          tr,
        );
        c.log("gw", t + 5, "warn", `POST ${c.e.paths[2]} 413 in ${c.r.int(100, 800)}ms`, undefined, tr);
      });
    },
  },
  {
    id: "webhook-410-gone",
    note: "webhook receiver answers 410 Gone for a deleted endpoint; subscription disabled as designed",
    run: (c, t0) => {
      const url = `https://hooks.partner${c.r.int(1, 99)}.example/ingest/${c.r.hex(8)}`;
      rep(c, t0, 3, 4000, (t) =>
        c.log(
          "notify",
          t,
          "error",
          "webhook delivery failed",
          pytb(
            [
              ["/app/hooks/deliver.py", 57, "deliver", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.11/site-packages/requests/models.py",
                1021,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            `requests.exceptions.HTTPError: 410 Client Error: Gone for url: ${url}`,
          ),
        ),
      );
      c.log(
        "notify",
        t0 + 13000,
        "warn",
        `subscription sub_${c.r.hex(10)} disabled: endpoint ${url} returned 410 Gone`,
      );
    },
  },
  {
    id: "flags-unreachable-cached",
    note: "feature-flag service unreachable from the Node edge (undici fetch failed); cached flags used, later refreshed",
    run: (c, t0) => {
      rep(c, t0, 4, 30000, (t) =>
        c.log(
          "gw",
          t,
          "error",
          `flag refresh failed, using cached flags (age ${30 + c.r.int(0, 90)}s)`,
          nodeStack("TypeError: fetch failed", [
            "node:internal/deps/undici/undici:13502:13",
            "async FlagClient.refresh (/app/dist/flags.js:41:21)",
            "[cause]: Error: connect ECONNREFUSED 10.4.9.3:4242",
          ]),
        ),
      );
      c.log("gw", t0 + 125000, "info", 'feature flags refreshed: 47 flags, etag W/"a1c9"');
    },
  },
  {
    id: "replica-lag-primary-read",
    note: "read replica lags; Go service falls back to the primary for consistent reads",
    run: (c, t0) => {
      rep(c, t0, c.r.int(5, 10), 5000, (t) =>
        c.log(
          "catalog",
          t,
          "warn",
          `replica lag ${c.r.int(6, 19)}.${c.r.int(0, 9)}s exceeds max staleness 5s, reading from primary`,
        ),
      );
      c.log("catalog", t0 + 60000, "info", "replica lag back to 0.3s");
    },
  },
  {
    id: "poison-message-dlq",
    note: "one malformed message fails three times and is moved to the dead-letter queue",
    run: (c, t0) => {
      const id = c.r.uuid();
      for (let i = 0; i < 3; i++)
        c.log(
          "worker",
          t0 + i * 10000,
          "error",
          `Task app.tasks.apply_event[${id}] raised unexpected: JSONDecodeError('Expecting value: line 1 column 1 (char 0)')`,
          pytb(
            [
              [
                "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                477,
                "trace_task",
                "R = retval = fun(*args, **kwargs)",
              ],
              ["/app/app/tasks.py", 61, "apply_event", "payload = json.loads(body)"],
            ],
            "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)",
          ),
        );
      c.log("worker", t0 + 30100, "warn", `message ${id} moved to dead-letter queue events.dlq after 3 attempts`);
    },
  },
  {
    id: "client-canceled",
    note: "clients disconnect mid-request: Go logs context canceled and broken pipe on write",
    run: (c, t0) => {
      rep(c, t0, c.r.int(4, 8), 7000, (t) => {
        c.log(
          "search",
          t,
          "error",
          `search handler: context canceled (client disconnected after ${c.r.int(200, 3000)}ms)`,
        );
        if (c.r.chance(0.5))
          c.log(
            "search",
            t + 2,
            "error",
            `write response: write tcp 10.4.3.8:8080->10.4.1.${c.r.int(2, 250)}:${c.r.int(30000, 60000)}: write: broken pipe`,
          );
      });
    },
  },
  {
    id: "search-partial-results",
    note: "a huge tenant's search times out on some shards; partial results returned",
    run: (c, t0) => {
      rep(c, t0, c.r.int(2, 4), 20000, (t) => {
        const tr = c.trace();
        c.log(
          "search",
          t,
          "error",
          `elasticsearch: search timed out on 7 of 20 shards ("timed_out":true) for tenant t-${c.r.int(100, 999)}, returning partial results`,
          undefined,
          tr,
        );
        c.log("gw", t + 30, "info", `GET ${c.e.paths[1]}/search 200 in ${c.r.int(5000, 9000)}ms`, undefined, tr);
      });
    },
  },
  {
    id: "geocoder-429-retry-after",
    note: "third-party geocoder returns 429; Retry-After honoured and the retry succeeds",
    run: (c, t0) => {
      rep(c, t0, 3, 10000, (t) => {
        c.log(
          "worker",
          t,
          "error",
          "geocode request throttled",
          pytb(
            [["/app/app/geo.py", 33, "lookup", "r.raise_for_status()"]],
            `requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://${c.e.geocoder}/v1/geocode?text=...`,
          ),
        );
        c.log("worker", t + 10, "warn", "honouring Retry-After: 2 from geocoder");
        c.log("worker", t + 2200, "info", `geocoded address for ${c.e.entity} ${c.id()} (attempt 2)`);
      });
    },
  },
  {
    id: "rolling-deploy-resets",
    note: "rolling deploy of the catalog: SIGTERM, drain, edge sees ECONNRESET/503s briefly, new pods ready",
    run: (c, t0) => {
      c.log("catalog", t0, "info", "received SIGTERM, shutting down gracefully (drain 10s)");
      rep(c, t0 + 500, c.r.int(4, 8), 900, (t) =>
        c.log(
          "gw",
          t,
          "error",
          `upstream ${c.name("catalog")} error, retrying on another pod`,
          nodeStack("Error: read ECONNRESET", ["TCP.onStreamRead (node:internal/stream_base_commons:218:20)"]),
        ),
      );
      c.log("catalog", t0 + 10200, "info", "http: Server closed");
      c.log("catalog", t0 + 16000, "info", "starting catalog build=2026.09.3 listening on :8080");
      c.log("catalog", t0 + 17000, "info", "ready: 4 pools warmed");
    },
  },
  {
    id: "npe-logging-helper",
    note: "NullPointerException inside a PII-masking logging helper, caught and ignored",
    run: (c, t0) => {
      rep(c, t0, c.r.int(3, 8), 12000, (t) =>
        c.log(
          "payments",
          t,
          "error",
          "masking helper failed, field omitted from audit log",
          jstack(
            c,
            "payments",
            'java.lang.NullPointerException: Cannot invoke "String.length()" because "value" is null',
            [
              `${c.jpkg("payments")}.logging.PiiMasker.mask(PiiMasker.java:27)`,
              `${c.jpkg("payments")}.logging.AuditLogger.record(AuditLogger.java:64)`,
            ],
          ),
        ),
      );
    },
  },
  {
    id: "token-expired-refreshed",
    note: "OAuth access token to the PSP expired; 401 once, token refreshed and call retried fine",
    run: (c, t0) => {
      c.log(
        "payments",
        t0,
        "error",
        `${c.e.psp} API returned 401 Unauthorized: {"error":"invalid_token","error_description":"The access token expired"}`,
      );
      c.log("payments", t0 + 300, "info", "refreshed OAuth2 client credentials token (expires_in=3600)");
      c.log("payments", t0 + 700, "info", `retried payment intent pi_${c.r.hex(14)}: authorised`);
    },
  },
  {
    id: "sidekiq-retry-success",
    note: "Sidekiq job fails on an SMTP read timeout, retried by Sidekiq and succeeds",
    run: (c, t0) => {
      const jid = c.r.hex(24);
      c.log(
        "mailer",
        t0,
        "warn",
        `SendNotificationJob JID-${jid} WARN: {"context":"Job raised exception","job":{"class":"SendNotificationJob","retry_count":0}}`,
      );
      c.log("mailer", t0 + 2, "warn", "Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>", [
        "/usr/local/lib/ruby/3.2.0/net/protocol.rb:219:in `rbuf_fill'",
        "/app/app/jobs/send_notification_job.rb:14:in `perform'",
      ]);
      c.log("mailer", t0 + 31000, "info", `SendNotificationJob JID-${jid} INFO: start`);
      c.log("mailer", t0 + 31800, "info", `SendNotificationJob JID-${jid} INFO: done: 0.8 sec`);
    },
  },
  {
    id: "polly-retry-success",
    note: ".NET profile service: Polly retries a refused connection and the second attempt succeeds",
    run: (c, t0) => {
      rep(c, t0, 3, 15000, (t) => {
        c.log(
          "profile",
          t,
          "warn",
          `Polly: Execution attempt. Source: 'profile-http/Standard-Retry', Operation Key: '', Result: 'Connection refused (${c.name("catalog")}:8080)', Handled: 'True', Attempt: '0', Execution Time: ${c.r.int(1, 20)}ms`,
          [
            "System.Net.Http.HttpRequestException: Connection refused (" + c.name("catalog") + ":8080)",
            " ---> System.Net.Sockets.SocketException (111): Connection refused",
            "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
          ],
        );
        c.log(
          "profile",
          t + 250,
          "info",
          "Polly: Resilience event occurred. EventName: 'OnRetry', Attempt: '1', Result: '200'",
        );
      });
    },
  },
  {
    id: "celery-retry-success",
    note: "Celery task raises Retry on a broker connection error and succeeds on retry",
    run: (c, t0) => {
      const id = c.r.uuid();
      c.log(
        "notify",
        t0,
        "error",
        `Task hooks.tasks.fanout[${id}] retry: Retry in 10s: ConnectionError(MaxRetryError("HTTPSConnectionPool(host='fanout.internal', port=443): Max retries exceeded with url: /push (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3a2c1e>: Failed to establish a new connection: [Errno 111] Connection refused'))"))`,
      );
      c.log("notify", t0 + 10400, "info", `Task hooks.tasks.fanout[${id}] succeeded in 0.31s: None`);
    },
  },
  {
    id: "deadlock-retried",
    note: "MySQL deadlock between two updates; Spring retries the transaction and commits",
    run: (c, t0) => {
      rep(c, t0, 2, 30000, (t) => {
        c.log("orders", t, "error", "SQL Error: 1213, SQLState: 40001");
        c.log(
          "orders",
          t + 1,
          "error",
          "Deadlock found when trying to get lock; try restarting transaction",
          jstack(
            c,
            "orders",
            "org.springframework.dao.CannotAcquireLockException: could not execute statement [Deadlock found when trying to get lock; try restarting transaction]",
            [
              "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)",
            ],
          ),
        );
        c.log("orders", t + 80, "info", "@Retryable attempt 2 succeeded for allocateStock");
      });
    },
  },
  {
    id: "jwt-expired-client",
    note: "a few clients send expired JWTs; 401 returned, the apps refresh and continue",
    run: (c, t0) => {
      rep(c, t0, c.r.int(4, 9), 6000, (t) => {
        const tr = c.trace();
        c.log(
          "profile",
          t,
          "error",
          `Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler: Bearer was not authenticated. Failure message: IDX10223: Lifetime validation failed. The token is expired. ValidTo (UTC): '${new Date(t - 60000).toISOString()}', Current time (UTC): '${new Date(t).toISOString()}'.`,
          undefined,
          tr,
        );
        c.log("gw", t + 4, "warn", `GET ${c.e.paths[4]} 401 in ${c.r.int(3, 20)}ms`, undefined, tr);
      });
    },
  },
  {
    id: "validation-400s",
    note: "an outdated app version posts a bad payload; Spring rejects with 400 validation errors",
    run: (c, t0) => {
      rep(c, t0, c.r.int(4, 9), 8000, (t) =>
        c.log(
          "orders",
          t,
          "warn",
          `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public ResponseEntity create(CreateRequest): [Field error in object 'createRequest' on field 'quantity': rejected value [0]; default message [must be greater than or equal to 1]]]`,
        ),
      );
    },
  },
  {
    id: "kafka-rebalance",
    note: "consumer group rebalances after a pod restart; commit fails once, consumer rejoins and resumes",
    run: (c, t0) => {
      c.log(
        "orders",
        t0,
        "warn",
        "[Consumer clientId=consumer-orders-1, groupId=orders] Attempt to heartbeat failed since group is rebalancing",
      );
      c.log(
        "orders",
        t0 + 200,
        "error",
        "Consumer exception",
        jstack(
          c,
          "orders",
          "org.apache.kafka.clients.consumer.CommitFailedException: Offset commit cannot be completed since the consumer is not part of an active group for auto partition assignment; it is likely that the consumer was kicked out of the group.",
          [
            "org.apache.kafka.clients.consumer.internals.ConsumerCoordinator.sendOffsetCommitRequest(ConsumerCoordinator.java:1250)",
          ],
        ),
      );
      c.log(
        "orders",
        t0 + 3000,
        "info",
        "[Consumer clientId=consumer-orders-1, groupId=orders] Successfully joined group with generation Generation{generationId=48}",
      );
      c.log("orders", t0 + 3100, "info", "orders: partitions assigned: [events-0, events-1, events-2]");
    },
  },
  {
    id: "hikari-stale-connection",
    note: "HikariCP evicts connections closed by the DB after idle; validation warnings only",
    run: (c, t0) => {
      rep(c, t0, c.r.int(3, 6), 2000, (t) =>
        c.log(
          "payments",
          t,
          "warn",
          `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${c.r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        ),
      );
    },
  },
  {
    id: "s3-slowdown-retried",
    note: "object storage answers SlowDown; AWS SDK retries with backoff and the uploads complete",
    run: (c, t0) => {
      rep(c, t0, 3, 5000, (t) => {
        c.log(
          "media",
          t,
          "warn",
          "S3 PutObject throttled, SDK retrying",
          nodeStack("SlowDown: Please reduce your request rate.", [
            "throwDefaultError (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:840:20)",
            "de_CommandError (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:4741:14)",
          ]),
        );
        c.log("media", t + 900, "info", `stored assets/${c.r.hex(10)}.webp after 2 attempts`);
      });
    },
  },
  {
    id: "smtp-bounce",
    note: "mail to a non-existent address bounces with 550; address marked as bounced",
    run: (c, t0) => {
      rep(c, t0, 2, 20000, (t) => {
        c.log(
          "mailer",
          t,
          "error",
          "Net::SMTPFatalError: 550 5.1.1 The email account that you tried to reach does not exist.",
          [
            "/usr/local/bundle/gems/net-smtp-0.4.0/lib/net/smtp.rb:1089:in `check_response'",
            "/app/app/jobs/send_notification_job.rb:14:in `perform'",
          ],
        );
        c.log("mailer", t + 5, "info", "recipient marked as hard bounce, job discarded");
      });
    },
  },
  {
    id: "edge-ratelimit-abuser",
    note: "edge rate limiter rejects one scraping client with 429; everyone else is served",
    run: (c, t0) => {
      rep(c, t0, c.r.int(10, 25), 1500, (t) =>
        c.log(
          "gw",
          t,
          "warn",
          `rate limit exceeded for key api:${c.r.pick(["k_scr4pe", "k_scr4pe", "k_bot77"])} (120 req/min), responding 429`,
        ),
      );
    },
  },
  {
    id: "grpc-deadline-optional",
    note: "optional gRPC pricing-hints call exceeds its deadline; response served without hints",
    run: (c, t0) => {
      rep(c, t0, c.r.int(4, 8), 5000, (t) =>
        c.log(
          "catalog",
          t,
          "error",
          "pricing hints unavailable, serving list without hints: rpc error: code = DeadlineExceeded desc = context deadline exceeded",
        ),
      );
    },
  },
  {
    id: "avatar-breaker-polly",
    note: "Polly circuit opens for the avatar CDN; default avatars served until it closes",
    run: (c, t0) => {
      c.log("profile", t0, "warn", "Polly: Circuit breaker opened for 'avatar-cdn', break duration 00:00:30");
      rep(c, t0 + 100, 6, 4000, (t) =>
        c.log("profile", t, "error", "Avatar fetch failed, using default avatar", [
          "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
          "   at Polly.CircuitBreaker.CircuitStateController`1.EnsureCircuitClosed()",
        ]),
      );
      c.log("profile", t0 + 30200, "info", "Polly: Circuit breaker closed for 'avatar-cdn'");
    },
  },
  {
    id: "log-volume-rotated",
    note: "log volume crosses 85% and logrotate frees it; disk warning clears",
    run: (c, t0) => {
      c.log("search", t0, "warn", "disk usage on /var/log is 87% (threshold 85%)");
      c.log("search", t0 + 40000, "info", "logrotate: rotated 6 files, /var/log usage now 41%");
    },
  },
  {
    id: "gc-pause-warning",
    note: "one long G1 pause warned by the JVM; heap healthy afterwards",
    run: (c, t0) => {
      c.log(
        "payments",
        t0,
        "warn",
        "Application time: 0.4 s, GC pause (G1 Evacuation Pause) (young) 1812M->644M(4096M) 1184.312ms exceeds MaxGCPauseMillis=200",
      );
      c.log("payments", t0 + 60000, "info", "heap after GC: used=612M committed=4096M");
    },
  },
  {
    id: "undici-socket-retry",
    note: "Node edge's keep-alive sockets closed by upstream (UND_ERR_SOCKET); requests retried and served",
    run: (c, t0) => {
      rep(c, t0, c.r.int(3, 6), 4000, (t) =>
        c.log(
          "gw",
          t,
          "error",
          `request to ${c.name("profile")} failed, retrying once`,
          nodeStack("SocketError: other side closed", [
            "Socket.onSocketEnd (/app/node_modules/undici/lib/dispatcher/client-h1.js:911:22)",
            "code: 'UND_ERR_SOCKET'",
          ]),
        ),
      );
    },
  },
];
