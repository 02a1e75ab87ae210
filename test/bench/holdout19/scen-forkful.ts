// holdout19 incidents in the food-delivery marketplace (forkful): 21 postmortem-style failure chains.
import { em, fo, java, javaCaused, node, py } from "./dsl.js";
import type { IncidentSpec } from "./types.js";

const ord = (r: { int: (a: number, b: number) => number }) => `ORD-${r.int(100000, 999999)}`;

export const FORKFUL: IncidentSpec[] = [
  {
    estate: "forkful",
    cat: "authentication",
    origin: "order-orchestrator",
    hints: ["token", "jwt", "clock", "auth", "iat", "nbf"],
    sev: "high",
    note: "The order-orchestrator host loses NTP sync and its clock runs 95 s behind, so every customer JWT looks issued in the future and is rejected; eats-gateway floods 401s on checkout.",
    once: [
      {
        svc: "order-orchestrator",
        level: "WARN",
        at: -30,
        msg: "chronyd: no selectable sources, clock unsynchronised",
      },
    ],
    emits: [
      em(
        "order-orchestrator",
        "ERROR",
        1.2,
        (r) => `JWT rejected for cust_${r.hex(6)}: token iat ${r.int(88, 99)}s in the future (max leeway 30s)`,
        {
          stack: java("io.jsonwebtoken.PrematureJwtException: JWT must not be accepted before 2026-06-03T18:21:07Z", [
            "io.jsonwebtoken.impl.DefaultJwtParser.parse(DefaultJwtParser.java:448)",
            "com.forkful.orders.security.TokenFilter.doFilterInternal(TokenFilter.kt:61)",
            "org.springframework.web.filter.OncePerRequestFilter.doFilter(OncePerRequestFilter.java:116)",
          ]),
          echo: [
            fo("eats-gateway", "WARN", 18, (r) => `POST /v3/orders 401 ${r.int(8, 30)}ms upstream=order-orchestrator`),
          ],
        },
      ),
      em(
        "eats-gateway",
        "ERROR",
        0.35,
        (r) => `checkout failed for session ${r.hex(10)}: upstream order-orchestrator replied 401, client retrying`,
        { from: 5, burst: 2 },
      ),
      em(
        "order-orchestrator",
        "WARN",
        20,
        (r) => `clock offset vs session-auth estimated -${r.int(92, 98)}.${r.int(0, 9)}s`,
        { from: 12 },
      ),
    ],
    drop: ["order-orchestrator"],
  },
  {
    estate: "forkful",
    cat: "authentication",
    origin: "notify-sms",
    hints: ["api key", "credential", "auth", "401", "unauthorized"],
    sev: "medium",
    note: "The SMS vendor revokes notify-sms's API key after a leaked-secret scan; the vendor does not log here, so notify-sms (the caller) is the origin and order-orchestrator warns about an undeliverable notification backlog.",
    emits: [
      em(
        "notify-sms",
        "ERROR",
        2.5,
        (r) =>
          `send failed template=${r.pick(["delivered", "courier_near", "refund"])}: HTTP 401 {"code":20003,"message":"Authenticate - API key revoked"}`,
        {
          stack: py(
            [
              ["/app/notify/sender.py", 88, "send", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.11/site-packages/httpx/_models.py",
                761,
                "raise_for_status",
                "raise HTTPStatusError(message, request=request, response=self)",
              ],
            ],
            "httpx.HTTPStatusError: Client error '401 Unauthorized' for url 'https://api.smsvendor.example/v2/messages'",
          ),
        },
      ),
      em(
        "order-orchestrator",
        "WARN",
        1.5,
        (r) => `notification for ${ord(r)} not confirmed by notify-sms, re-enqueued (backlog ${r.int(200, 4000)})`,
        { from: 20 },
      ),
    ],
  },
  {
    estate: "forkful",
    cat: "authorization",
    origin: "restaurant-push",
    hints: ["permission", "forbidden", "403", "denied"],
    sev: "high",
    note: "After the push-project migration the service account of restaurant-push lacks the messaging sender role; every tablet push gets 403 PERMISSION_DENIED and order-orchestrator times out waiting for restaurant acknowledgements.",
    once: [
      {
        svc: "restaurant-push",
        level: "INFO",
        at: -50,
        msg: "push credentials reloaded from secret fcm-sa (project forkful-tablets-v2)",
      },
    ],
    emits: [
      em(
        "restaurant-push",
        "ERROR",
        1.1,
        (r) =>
          `push to tablet tab-${r.hex(4)} failed: 403 PERMISSION_DENIED: The caller does not have permission to send messages for project forkful-tablets-v2`,
      ),
      em(
        "order-orchestrator",
        "ERROR",
        0.5,
        (r) => `${ord(r)}: restaurant did not acknowledge within 90s, auto-cancel scheduled`,
        { from: 90, burst: 2 },
      ),
      em("eats-gateway", "WARN", 2, (r) => `GET /v3/orders/${ord(r)}/status 200 state=cancelled_by_system`, {
        from: 100,
      }),
    ],
    drop: ["restaurant-push"],
  },
  {
    estate: "forkful",
    cat: "database",
    origin: "order-store-pg",
    hints: ["query", "slow", "index", "database", "statement", "sql"],
    sev: "high",
    note: "A migration drops and recreates the orders(courier_id) index concurrently and fails halfway, so order-store-pg runs sequential scans of 8-20 s; order-orchestrator's pool drains and eats-gateway returns 504s loudly.",
    once: [
      {
        svc: "order-orchestrator",
        level: "INFO",
        at: -45,
        msg: 'flyway: migrating schema "public" to version 214 - reindex orders courier',
      },
      {
        svc: "order-store-pg",
        level: "ERROR",
        at: -20,
        msg: "canceling autovacuum task",
        stack: ['CONTEXT:  while scanning block 88213 of relation "public.orders"'],
      },
    ],
    emits: [
      em(
        "order-store-pg",
        "WARN",
        2.2,
        (r) =>
          `duration: ${r.int(8000, 21000)}.${r.int(100, 999)} ms  statement: SELECT * FROM orders WHERE courier_id = $1 AND state IN ('assigned','picked_up')`,
      ),
      em(
        "order-orchestrator",
        "ERROR",
        0.8,
        (r) =>
          `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=${r.int(20, 180)})`,
        {
          from: 25,
          stack: java(
            "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
            [
              "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
              "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
              "com.forkful.orders.repo.OrderRepository.findActiveByCourier(OrderRepository.kt:77)",
            ],
          ),
        },
      ),
      em(
        "eats-gateway",
        "ERROR",
        0.3,
        (r) => `GET /v3/orders/${ord(r)}/track 504 upstream order-orchestrator timed out after 10000ms`,
        { from: 30, burst: 2 },
      ),
    ],
    drop: ["order-orchestrator", "order-store-pg"],
  },
  {
    estate: "forkful",
    cat: "database",
    origin: "menu-service",
    hints: ["database", "connection", "clients", "postgres", "pool"],
    sev: "high",
    note: "A menu-service deploy bumps the cache key prefix, every lookup misses at once and the stampede opens more Postgres connections than max_connections allows; menu-service gets 'too many clients' and eats-gateway serves 502s for menus.",
    once: [
      { svc: "menu-service", level: "INFO", at: -15, msg: "cache namespace bumped to menu:v19 (old keys ignored)" },
    ],
    emits: [
      em("menu-service", "ERROR", 0.6, () => "load menu from db: pq: sorry, too many clients already", {
        echo: [
          fo(
            "eats-gateway",
            "ERROR",
            25,
            (r) => `GET /v3/restaurants/${r.int(1000, 9999)}/menu 502 upstream=menu-service ${r.int(20, 90)}ms`,
          ),
        ],
      }),
      em("menu-service", "WARN", 0.4, (r) => `cache miss menu:v19:${r.int(1000, 9999)}, rebuilding from database`, {
        from: 0,
      }),
      em(
        "eats-gateway",
        "WARN",
        0.5,
        (r) => `retrying menu fetch for rest=${r.int(1000, 9999)} (attempt ${r.int(2, 4)}/4)`,
        { from: 4 },
      ),
    ],
    drop: ["menu-service"],
  },
  {
    estate: "forkful",
    cat: "network",
    origin: "geo-lookup",
    hints: ["dns", "lookup", "host", "resolve"],
    sev: "high",
    note: "An internal DNS zone change removes the record for the routing tiles host; geo-lookup cannot resolve it and courier-dispatch, its caller, logs far more failures while couriers go unassigned.",
    emits: [
      em(
        "geo-lookup",
        "ERROR",
        1.4,
        () => "route request failed: dial tcp: lookup tiles.geo.forkful.internal on 10.96.0.10:53: no such host",
      ),
      em(
        "courier-dispatch",
        "ERROR",
        0.4,
        (r) => `assignment for ${ord(r)} failed: geo-lookup returned 502 (routing unavailable)`,
        { from: 3, burst: 2 },
      ),
      em("courier-dispatch", "WARN", 6, (r) => `unassigned backlog ${r.int(50, 900)} orders`, { from: 30 }),
    ],
    drop: ["geo-lookup"],
  },
  {
    estate: "forkful",
    cat: "network",
    origin: "courier-location",
    hints: ["reset", "connection", "network", "socket", "broken pipe"],
    sev: "medium",
    note: "A top-of-rack switch flaps and courier-location's connections to the Kafka brokers are reset mid-produce; courier-dispatch then works on stale positions and warns about it.",
    emits: [
      em(
        "courier-location",
        "ERROR",
        1.6,
        (r) =>
          `kafka produce to courier-pings-${r.int(0, 11)} failed: write tcp 10.12.4.${r.int(10, 90)}:${r.int(40000, 60000)}->10.12.9.21:9092: write: connection reset by peer`,
      ),
      em("courier-location", "WARN", 3, () => "broker 10.12.9.21:9092 disconnected, reconnecting (EOF)", { from: 2 }),
      em(
        "courier-dispatch",
        "WARN",
        0.7,
        (r) => `courier c${r.int(1000, 9999)} position stale (${r.int(60, 400)}s), excluded from offer`,
        { from: 15 },
      ),
    ],
    drop: ["courier-location"],
  },
  {
    estate: "forkful",
    cat: "timeout",
    origin: "eta-model",
    hints: ["deadline", "timeout", "exceeded", "timed out"],
    sev: "high",
    note: "A new eta-model version loads a 4x larger feature set and inference overruns its 800 ms budget; courier-dispatch, calling it, logs deadline-exceeded errors at several times the rate.",
    once: [{ svc: "eta-model", level: "INFO", at: -40, msg: "loaded model eta-gbm v45 (features=1184, 3.9GB)" }],
    emits: [
      em(
        "eta-model",
        "ERROR",
        1.3,
        (r) => `inference exceeded budget: ${r.int(1900, 5200)}ms > 800ms, request cancelled`,
      ),
      em(
        "courier-dispatch",
        "ERROR",
        0.3,
        (r) => `eta for ${ord(r)}: rpc error: code = DeadlineExceeded desc = context deadline exceeded (eta-model)`,
        { from: 2, burst: 2 },
      ),
      em("eats-gateway", "WARN", 1.2, (r) => `GET /v3/orders/${ord(r)}/eta 200 fallback=static ${r.int(800, 1100)}ms`, {
        from: 4,
      }),
    ],
    drop: ["eta-model"],
  },
  {
    estate: "forkful",
    cat: "rate_limiting",
    origin: "geo-lookup",
    hints: ["quota", "rate", "limit", "429"],
    sev: "high",
    note: "geo-lookup exhausts the daily quota of the external geocoding vendor (which does not log here), so geo-lookup is the origin; address checks at checkout fail and eats-gateway retries loudly.",
    emits: [
      em(
        "geo-lookup",
        "ERROR",
        1.1,
        () => "geocode failed: HTTP 429 OVER_QUERY_LIMIT - You have exceeded your daily request quota for this API",
      ),
      em("geo-lookup", "WARN", 15, (r) => `vendor quota used ${r.int(100, 101)}% (resets 00:00 UTC)`, { from: 1 }),
      em(
        "eats-gateway",
        "ERROR",
        0.35,
        () => "POST /v3/addresses/validate 503 upstream geo-lookup unavailable, retry scheduled",
        { from: 2, burst: 2 },
      ),
    ],
    drop: ["geo-lookup"],
  },
  {
    estate: "forkful",
    cat: "rate_limiting",
    origin: "payments-adapter",
    hints: ["rate", "limit", "429", "throttl", "too many"],
    sev: "high",
    note: "A promo lunch rush doubles payment intents and the payment provider (which does not log here) starts answering 429 rate_limit; payments-adapter shows it first and order-orchestrator's retries make it louder.",
    emits: [
      em(
        "payments-adapter",
        "ERROR",
        0.9,
        (r) =>
          `create payment intent failed: 429 rate_limit "Too many requests hit the API too quickly" request_id=req_${r.hex(14)}`,
      ),
      em(
        "order-orchestrator",
        "WARN",
        0.25,
        (r) =>
          `${ord(r)}: payment authorisation failed (payments-adapter 503), retry ${r.int(1, 5)}/5 in ${r.int(1, 8)}s`,
        { from: 3, burst: 2 },
      ),
    ],
    drop: ["payments-adapter"],
  },
  {
    estate: "forkful",
    cat: "validation",
    origin: "restaurant-push",
    hints: ["schema", "validation", "invalid", "deserializ", "poison"],
    sev: "high",
    note: "One malformed order event (modifiers as a string) sits at the head of restaurant-push's partition; it fails validation and is redelivered forever, so the consumer lag grows and orders never reach tablets.",
    emits: [
      em(
        "restaurant-push",
        "ERROR",
        1.5,
        () =>
          "order-events[7]@88412093: message failed schema validation: /items/3/modifiers must be array; nacked for redelivery",
        {
          stack: node("ValidationError: /items/3/modifiers must be array", [
            "validateOrderEvent (/srv/app/dist/schema/order-event.js:41:11)",
            "EachMessageHandler.handle (/srv/app/dist/consumer.js:112:5)",
            "async Runner.processEachMessage (/srv/app/node_modules/kafkajs/src/consumer/runner.js:231:9)",
          ]),
        },
      ),
      em("restaurant-push", "WARN", 20, (r) => `consumer lag partition 7: ${r.int(200, 9000)} messages`, { from: 30 }),
      em("order-orchestrator", "ERROR", 0.6, (r) => `${ord(r)}: restaurant ack timeout, escalating to support`, {
        from: 95,
        burst: 2,
      }),
    ],
  },
  {
    estate: "forkful",
    cat: "validation",
    origin: "order-orchestrator",
    hints: ["validation", "invalid", "field", "bad request", "400"],
    sev: "medium",
    note: "A new app build sends a tip_cents field that order-orchestrator's strict request schema does not know; order-orchestrator rejects these checkouts with 400 and eats-gateway relays the failures.",
    emits: [
      em(
        "order-orchestrator",
        "WARN",
        1.2,
        () =>
          'request validation failed: Unrecognized field "tip_cents" (class com.forkful.orders.api.CreateOrder), not marked as ignorable',
        {
          echo: [
            fo(
              "eats-gateway",
              "ERROR",
              20,
              (r) => `POST /v3/orders 400 ${r.int(10, 40)}ms app=android-9.${r.int(2, 3)}.0`,
            ),
          ],
        },
      ),
      em("eats-gateway", "WARN", 0.9, () => "client android-9.3.0 retried POST /v3/orders after 400", { from: 5 }),
    ],
  },
  {
    estate: "forkful",
    cat: "null_reference",
    origin: "promo-rules",
    hints: ["nonetype", "attributeerror", "null", "none"],
    sev: "high",
    note: "A campaign created without a discount tier makes promo-rules crash with a NoneType attribute error on every basket that matches it; order-orchestrator logs the 500s and retries.",
    once: [{ svc: "promo-rules", level: "INFO", at: -25, msg: "campaign CMP-311 'late-night-ramen' activated" }],
    emits: [
      em("promo-rules", "ERROR", 1.3, () => "error evaluating rules for basket", {
        stack: py(
          [
            ["/app/promo/engine.py", 142, "evaluate", "discount = rule.apply(basket)"],
            ["/app/promo/rules/tiered.py", 57, "apply", "pct = self.tier.discount_pct"],
          ],
          "AttributeError: 'NoneType' object has no attribute 'discount_pct'",
        ),
        echo: [
          fo(
            "order-orchestrator",
            "ERROR",
            30,
            (r) => `${ord(r)}: promo-rules returned 500, retrying without promotion`,
          ),
        ],
      }),
      em("order-orchestrator", "WARN", 0.6, () => "promo-rules call failed (500 Internal Server Error), attempt 2/3", {
        from: 2,
      }),
    ],
  },
  {
    estate: "forkful",
    cat: "configuration",
    origin: "order-orchestrator",
    hints: ["config", "property", "missing", "setting", "psp"],
    sev: "high",
    note: "A global config push removes psp.base-url from the shared profile and reaches every order-orchestrator pod at once; the service can no longer start payment calls and eats-gateway returns 500 on checkout.",
    once: [
      {
        svc: "order-orchestrator",
        level: "INFO",
        at: -12,
        msg: "config server: refreshed 37 keys from profile prod (revision 8c1f2e)",
      },
    ],
    emits: [
      em("order-orchestrator", "ERROR", 1.0, (r) => `${ord(r)}: checkout aborted`, {
        stack: javaCaused(
          "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'pspClient'",
          [
            "org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.createBean(AbstractAutowireCapableBeanFactory.java:524)",
          ],
          "java.lang.IllegalStateException: Required property 'psp.base-url' is not set",
          ["com.forkful.orders.payments.PspClientConfig.pspClient(PspClientConfig.kt:29)"],
        ),
      }),
      em("eats-gateway", "ERROR", 0.3, () => "POST /v3/orders 500 upstream=order-orchestrator", { from: 1, burst: 2 }),
    ],
    drop: ["order-orchestrator"],
  },
  {
    estate: "forkful",
    cat: "dependency",
    origin: "payments-adapter",
    hints: ["psp", "upstream", "503", "breaker", "unavailable", "provider"],
    sev: "high",
    note: "The payment provider (which does not log here) has a regional outage and answers 503; payments-adapter shows it and opens its breaker, then order-orchestrator's retry storm after recovery keeps it flapping.",
    emits: [
      em(
        "payments-adapter",
        "ERROR",
        1.0,
        () => "PSP call POST /v1/payment_intents failed: 503 Service Unavailable (provider incident)",
      ),
      em("payments-adapter", "WARN", 30, () => "circuit psp-main OPEN after 20 failures in 10s, half-open in 30s", {
        from: 8,
      }),
      em(
        "order-orchestrator",
        "ERROR",
        0.2,
        (r) => `${ord(r)}: payment step failed: payments-adapter replied 503 circuit open`,
        { from: 9, burst: 2 },
      ),
    ],
    drop: ["payments-adapter"],
  },
  {
    estate: "forkful",
    cat: "dependency",
    origin: "courier-dispatch",
    hints: ["vendor", "upstream", "500", "breaker", "matrix", "unavailable"],
    sev: "medium",
    note: "The route-matrix vendor that courier-dispatch calls (it does not log here) starts returning 500s, so courier-dispatch is the origin; it falls back to straight-line distances and eta-model complains about the odd inputs.",
    emits: [
      em(
        "courier-dispatch",
        "ERROR",
        1.5,
        (r) =>
          `route matrix ${r.int(5, 40)}x${r.int(5, 40)} failed: vendor responded 500 Internal Server Error (x-vendor-trace ${r.hex(12)})`,
      ),
      em("courier-dispatch", "WARN", 40, () => "breaker matrix-vendor open, using haversine fallback", { from: 10 }),
      em("eta-model", "WARN", 0.8, () => "input travel_time missing, imputing from distance (quality degraded)", {
        from: 11,
      }),
    ],
  },
  {
    estate: "forkful",
    cat: "memory",
    origin: "order-orchestrator",
    hints: ["outofmemory", "heap", "memory", "gc"],
    sev: "high",
    note: "A deploy adds an unbounded per-restaurant cache to order-orchestrator; old-gen fills, GC pauses grow and the JVM dies with OutOfMemoryError, while eats-gateway logs 502/504s.",
    once: [
      {
        svc: "order-orchestrator",
        level: "INFO",
        at: -300,
        msg: "Started OrderOrchestratorApplication in 14.2 seconds (version 3.18.0)",
      },
    ],
    emits: [
      em(
        "order-orchestrator",
        "WARN",
        10,
        (r) => `GC pause (G1 Evacuation Pause) ${r.int(900, 4000)}ms, old gen ${r.int(93, 99)}% after collection`,
        { to: 150 },
      ),
      em(
        "order-orchestrator",
        "ERROR",
        4,
        () => 'Exception in thread "http-nio-8080-exec-41" java.lang.OutOfMemoryError: Java heap space',
        {
          from: 150,
          stack: java("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.HashMap.resize(HashMap.java:702)",
            "com.forkful.orders.cache.RestaurantSnapshotCache.put(RestaurantSnapshotCache.kt:44)",
          ]),
        },
      ),
      em("eats-gateway", "ERROR", 0.3, () => "POST /v3/orders 504 upstream order-orchestrator no response in 10000ms", {
        from: 60,
        burst: 2,
      }),
    ],
    drop: ["order-orchestrator"],
  },
  {
    estate: "forkful",
    cat: "memory",
    origin: "eta-model",
    hints: ["memory", "oom", "sigkill", "memoryerror"],
    sev: "high",
    note: "eta-model workers leak feature frames after the model refresh; gunicorn workers are SIGKILLed by the OOM killer one after another and courier-dispatch loses ETA answers.",
    emits: [
      em(
        "eta-model",
        "ERROR",
        6,
        (r) => `[ERROR] Worker (pid:${r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`,
        {
          echo: [fo("eta-model", "INFO", 300, (r) => `[INFO] Booting worker with pid: ${r.int(1000, 1999)}`)],
        },
      ),
      em("eta-model", "ERROR", 9, () => "feature assembly failed", {
        from: 3,
        stack: py(
          [["/srv/eta/features.py", 203, "assemble", "frame = np.concatenate(chunks)"]],
          "MemoryError: Unable to allocate 1.21 GiB for an array with shape (1184, 137220) and data type float64",
        ),
      }),
      em(
        "courier-dispatch",
        "ERROR",
        0.35,
        () => "eta-model unavailable: rpc error: code = Unavailable desc = connection refused",
        { from: 6, burst: 2 },
      ),
    ],
  },
  {
    estate: "forkful",
    cat: "disk",
    origin: "order-events-kafka",
    hints: ["disk", "space", "device", "logdir"],
    sev: "high",
    note: "Retention on a debug topic was set to forever and the order-events-kafka broker's data volume fills; the log dir goes offline and courier-location and order-orchestrator fail to produce.",
    emits: [
      em(
        "order-events-kafka",
        "ERROR",
        3,
        (r) => `[ReplicaManager broker=2] Error processing append operation on partition order-events-${r.int(0, 11)}`,
        {
          stack: java(
            "org.apache.kafka.common.errors.KafkaStorageException: Error while appending records to order-events-3 in dir /var/lib/kafka/data",
            ["kafka.log.UnifiedLog.append(UnifiedLog.scala:804)"],
          ),
        },
      ),
      em(
        "order-events-kafka",
        "ERROR",
        40,
        () => "java.io.IOException: No space left on device (log dir /var/lib/kafka/data marked offline)",
        { from: 1 },
      ),
      em(
        "courier-location",
        "ERROR",
        0.5,
        () => "produce failed: NOT_LEADER_OR_FOLLOWER / KAFKA_STORAGE_ERROR, retrying",
        { from: 3, burst: 2 },
      ),
      em("order-orchestrator", "ERROR", 1, (r) => `${ord(r)}: could not publish OrderPlaced (timeout after 30000 ms)`, {
        from: 30,
      }),
    ],
  },
  {
    estate: "forkful",
    cat: "unknown",
    origin: "menu-service",
    hints: ["exit", "crash", "restart", "unknown", "unexpected"],
    sev: "high",
    note: "menu-service processes start exiting with status 1 every few seconds without logging why; eats-gateway reports connection refused and 502s for every menu read.",
    emits: [
      em("menu-service", "ERROR", 7, (r) => `process exited unexpectedly (status 1), restart #${r.int(1, 60)}`, {
        echo: [fo("menu-service", "INFO", 2500, () => "menu-service starting (build 2026.06.02-1)")],
      }),
      em(
        "eats-gateway",
        "ERROR",
        0.3,
        (r) => `GET /v3/restaurants/${r.int(1000, 9999)}/menu 502 upstream menu-service: connect ECONNREFUSED`,
        { from: 1, burst: 2 },
      ),
    ],
    drop: ["menu-service"],
  },
  {
    estate: "forkful",
    cat: "unknown",
    origin: "courier-dispatch",
    hints: ["unhandled", "error", "unknown", "crash", "fail"],
    sev: "medium",
    note: "courier-dispatch's assignment loop keeps aborting with a bare 'internal error' and restarting; nothing says why, orders queue up and eats-gateway users see 'looking for a courier' for minutes.",
    emits: [
      em("courier-dispatch", "ERROR", 4, () => "assignment loop aborted: internal error; restarting loop"),
      em("courier-dispatch", "WARN", 9, (r) => `assignment tick skipped (${r.int(100, 900)} orders waiting)`, {
        from: 2,
      }),
      em(
        "eats-gateway",
        "WARN",
        0.5,
        (r) => `GET /v3/orders/${ord(r)}/status 200 state=searching_courier age=${r.int(5, 40)}m`,
        { from: 20 },
      ),
    ],
  },
];
