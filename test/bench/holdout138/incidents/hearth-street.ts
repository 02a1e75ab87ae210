// The thirteen Hearth Street incidents. No ids on any line: the link between a caller's error and its origin
// is only in the words and the timing.
import {
  batchId,
  clientIp,
  FLOOR,
  LABELS,
  MQTT,
  NGINX,
  nginxAccess,
  OVEN,
  PLANNER,
  PROOF,
  product,
  RECIPES,
  REWARDS,
  shop,
  TILLB,
  tablet,
  WEB,
} from "../estates/hearth-street.js";
import { backoff, day, ev, every, grouped, nginxTime, poisson, ramp, SEC } from "../kit.js";
import { reload, startup } from "../lifecycle.js";
import { dotnetTrace, javaTrace, pyTrace, railsTrace, rubyTrace } from "../stacks.js";
import type { Ctx, Ev, Incident } from "../types.js";

const PY = "/usr/local/lib/python3.12/site-packages";

// ---------------------------------------------------------------------------------------------------------
const mqttBadPassword: Incident = {
  key: "hs-mqtt-bad-password",
  estate: "hearth-street",
  category: "authentication",
  origin: MQTT,
  hints: ["auth", "credential", "password", "mqtt"],
  severity: "high",
  note: "The managed MQTT broker rotated mqtt_ingest's password and dropped its session; every reconnect was refused with bad user name or password, so oven and proofer telemetry stopped and the monitors raised stale-data alarms.",
  mute: (e) => (e.svc === MQTT && /broker session ok/.test(e.msg)) || (e.svc === OVEN && /^heartbeat/.test(e.msg)),
  breaks: {
    oven: () => [],
    proof: () => [],
  },
  events: (c) => {
    const r = c.r;
    return [
      ev(c.t0, MQTT, "WARN", "connection lost: EOF (broker closed the session)"),
      ...backoff(c, c.t0 + 900, c.end, [1, 2, 4, 8, 16, 30], (t) => [
        ev(
          t,
          MQTT,
          "ERROR",
          "mqtt connect to ssl://mqtt.hearthstreet.cloud:8883 failed: bad user name or password (CONNACK rc=4)",
        ),
        ev(t + r.int(1, 5), MQTT, "INFO", `reconnect scheduled in ${r.pick([1, 2, 4, 8, 16, 30])}s`),
      ]),
      ...poisson(c, c.t0 + 60 * SEC, c.end, 1.1, (t) => {
        const s = shop(c);
        const sec = Math.round((t - c.t0) / SEC);
        return r.chance(0.5)
          ? [
              ev(
                t,
                OVEN,
                sec > 180 ? "ERROR" : "WARN",
                `store ${s} oven ${r.int(1, 4)}: no telemetry for ${sec}s${sec > 180 ? ", HACCP temperature log gap opened" : ""}`,
              ),
            ]
          : [
              ev(
                t,
                PROOF,
                sec > 120 ? "ERROR" : "WARN",
                `proofer P${r.int(1, 2)} store ${s}: no readings for ${sec}s, state ${sec > 120 ? "UNKNOWN" : "STALE"}`,
              ),
            ];
      }),
      ...every(c, c.t0 + 30 * SEC, c.end, 60, 0.04, (t) => [
        ev(t, OVEN, "WARN", `heartbeat: 0 ovens reporting, ${r.int(108, 116)} stale`),
      ]),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------------
const forbiddenTrace = (c: Ctx) => {
  const msg =
    'jobs.batch is forbidden: User "system:serviceaccount:bakery-prod:bake-planner" cannot create resource "jobs" in API group "batch" in the namespace "bakery-prod"';
  return javaTrace(
    `io.fabric8.kubernetes.client.KubernetesClientException: Failure executing: POST at: https://10.96.0.1:443/apis/batch/v1/namespaces/bakery-prod/jobs. Message: ${msg}. Received status: Status(apiVersion=v1, code=403, details=StatusDetails(causes=[], group=batch, kind=jobs, name=null, retryAfterSeconds=null, uid=null, additionalProperties={}), kind=Status, message=${msg}, metadata=ListMeta(_continue=null, remainingItemCount=null, resourceVersion=null, selfLink=null, additionalProperties={}), reason=Forbidden, status=Failure, additionalProperties={}).`,
    [
      "io.fabric8.kubernetes.client.KubernetesClientException.copyAsCause(KubernetesClientException.java:238)",
      "io.fabric8.kubernetes.client.dsl.internal.OperationSupport.waitForResult(OperationSupport.java:507)",
      "io.fabric8.kubernetes.client.dsl.internal.OperationSupport.handleResponse(OperationSupport.java:524)",
      "io.fabric8.kubernetes.client.dsl.internal.OperationSupport.handleCreate(OperationSupport.java:340)",
      "io.fabric8.kubernetes.client.dsl.internal.BaseOperation.handleCreate(BaseOperation.java:753)",
      "io.fabric8.kubernetes.client.dsl.internal.BaseOperation.create(BaseOperation.java:1133)",
      "co.uk.hearthstreet.planner.jobs.DoughCalcLauncher.launch(DoughCalcLauncher.java:71)",
      `co.uk.hearthstreet.planner.PlanRefresher.refreshStore(PlanRefresher.java:${c.r.pick([118, 118, 121])})`,
      "co.uk.hearthstreet.planner.PlanRefresher.refreshAll(PlanRefresher.java:64)",
      "org.springframework.scheduling.support.ScheduledMethodRunnable.run(ScheduledMethodRunnable.java:84)",
      "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)",
      "java.base/java.lang.Thread.run(Thread.java:840)",
    ],
  );
};

const plannerRbac: Incident = {
  key: "hs-planner-rbac",
  estate: "hearth-street",
  category: "authorization",
  origin: PLANNER,
  hints: ["forbidden", "rbac", "permission", "authoriz"],
  severity: "medium",
  note: "A RoleBinding clean-up removed bake_planner's right to create Kubernetes Jobs, so every per-store dough calculation was refused as Forbidden and stores' tablets fell back to yesterday's bake plan.",
  mute: (e) => e.svc === PLANNER && /^plan refresh for/.test(e.msg),
  share: 0.6,
  breaks: {
    shopfloor: (c, t) => {
      const r = c.r;
      if (r.chance(0.55)) return null;
      const s = shop(c);
      const ms = r.int(4, 30);
      return [
        ev(
          t + ms - 2,
          FLOOR,
          "WARN",
          `no plan for store ${s} on ${day(t)}, serving plan of ${day(t, -1)} (bake_planner has not published)`,
        ),
        ev(t + ms - 1, FLOOR, "INFO", `GET /v1/plan/today?store=${s} 200 lines=${r.int(20, 60)} stale=true (${ms}ms)`),
        nginxAccess(c, t + ms, "GET", `/v1/plan/today?store=${s}`, 200, ms / 1000, {
          host: "shopfloor",
          ua: "HearthFloor/3.1.4 (Android 12; Lenovo TB-X606F)",
        }),
      ];
    },
  },
  events: (c) => [
    ev(c.t0, PLANNER, "ERROR", `failed to launch dough-calc job for store ${shop(c)}`, {
      stack: forbiddenTrace(c),
      err: "io.fabric8.kubernetes.client.KubernetesClientException",
    }),
    ...poisson(c, c.t0 + 500, c.end, 4.5, (t) => [
      ev(
        t,
        PLANNER,
        "ERROR",
        `failed to launch dough-calc job for store ${shop(c)}: Forbidden (403)`,
        c.r.chance(0.25)
          ? { stack: forbiddenTrace(c), err: "io.fabric8.kubernetes.client.KubernetesClientException" }
          : {},
      ),
    ]),
    ...every(c, c.t0 + 40 * SEC, c.end, 180, 0.04, (t) => [
      ev(t, PLANNER, "ERROR", `plan refresh failed: 0/38 stores computed (job launch errors: 38), next attempt in 3m`),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const readOnlyTrace = (sql: string) =>
  javaTrace(
    `org.springframework.jdbc.UncategorizedSQLException: PreparedStatementCallback; uncategorized SQLException for SQL [${sql}]; SQL state [HY000]; error code [1290]; The MySQL server is running with the --read-only option so it cannot execute this statement`,
    [
      "org.springframework.jdbc.support.SQLExceptionSubclassTranslator.doTranslate(SQLExceptionSubclassTranslator.java:97)",
      "org.springframework.jdbc.support.AbstractFallbackSQLExceptionTranslator.translate(AbstractFallbackSQLExceptionTranslator.java:107)",
      "org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1548)",
      "org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1004)",
      "co.uk.hearthstreet.recipes.stock.StockLedger.decrement(StockLedger.java:58)",
      "co.uk.hearthstreet.recipes.api.BatchSheetController.lock(BatchSheetController.java:77)",
    ],
    [
      {
        head: "java.sql.SQLException: The MySQL server is running with the --read-only option so it cannot execute this statement",
        frames: [
          "com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)",
          "com.mysql.cj.jdbc.exceptions.SQLExceptionsMapping.translateException(SQLExceptionsMapping.java:122)",
          "com.mysql.cj.jdbc.ClientPreparedStatement.executeInternal(ClientPreparedStatement.java:912)",
          "com.mysql.cj.jdbc.ClientPreparedStatement.executeUpdateInternal(ClientPreparedStatement.java:1054)",
          "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)",
        ],
        more: 14,
      },
    ],
  );

const recipesReadOnly: Incident = {
  key: "hs-recipes-mysql-readonly",
  estate: "hearth-street",
  category: "database",
  origin: RECIPES,
  hints: ["read-only", "mysql", "database", "1290"],
  severity: "high",
  note: "After a managed MySQL failover, recipe_book's pool kept writing to the old writer, now a read-only replica, so batch sheet locks and stock decrements failed with error 1290 and stores could not log batches.",
  breaks: {
    recipe: (c, t) => {
      const r = c.r;
      const p = product(c);
      return [
        ev(t, RECIPES, "INFO", `GET /recipes/${p}/scaled?yield=${r.int(24, 240)} 200 (${r.int(4, 30)} ms)`),
        ev(
          t + r.int(20, 60),
          RECIPES,
          "ERROR",
          `PUT /batch-sheets/${p}/lock 500`,
          r.chance(0.35)
            ? {
                stack: readOnlyTrace(
                  "UPDATE batch_sheet SET locked_by = ?, locked_at = NOW() WHERE product_code = ? AND plan_date = ?",
                ),
                err: "org.springframework.jdbc.UncategorizedSQLException",
              }
            : {},
        ),
        ev(
          t + r.int(61, 90),
          PLANNER,
          "ERROR",
          `failed to lock batch sheet for ${p}: recipe_book returned 500 Internal Server Error`,
        ),
      ];
    },
    shopfloor: (c, t) => {
      const r = c.r;
      if (r.chance(0.45)) return null;
      const s = shop(c);
      const p = product(c);
      const ms = r.int(30, 90);
      return [
        ev(
          t + 10,
          RECIPES,
          "ERROR",
          `POST /stock/${p}/decrement 500`,
          r.chance(0.3)
            ? {
                stack: readOnlyTrace(
                  "INSERT INTO stock_movement (product_code, store_id, qty, reason) VALUES (?, ?, ?, 'BAKE')",
                ),
                err: "org.springframework.jdbc.UncategorizedSQLException",
              }
            : {},
        ),
        ev(
          t + ms - 1,
          FLOOR,
          "ERROR",
          `POST /v1/batches 502 store=${s} product=${p} device=${tablet(c, s)}: stock decrement failed: recipe_book 500 (${ms}ms)`,
        ),
        nginxAccess(c, t + ms, "POST", "/v1/batches", 502, ms / 1000, {
          host: "shopfloor",
          ua: "HearthFloor/3.1.4 (Android 12; Lenovo TB-X606F)",
          upstream: (ms / 1000).toFixed(3),
        }),
      ];
    },
  },
  events: (c) => [
    ...[0, 1, 2].map((k) =>
      ev(
        c.t0 - 1500 + k * c.r.int(100, 400),
        RECIPES,
        "WARN",
        `HikariPool-1 - Failed to validate connection com.mysql.cj.jdbc.ConnectionImpl@${c.r.hex(7)} (No operations allowed after connection closed.). Possibly consider using a shorter maxLifetime value.`,
      ),
    ),
    ev(c.t0, RECIPES, "ERROR", "POST /stock/SOURDOUGH-800/decrement 500", {
      stack: readOnlyTrace("INSERT INTO stock_movement (product_code, store_id, qty, reason) VALUES (?, ?, ?, 'BAKE')"),
      err: "org.springframework.jdbc.UncategorizedSQLException",
    }),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const noRoute = (c: Ctx) =>
  dotnetTrace(
    "System.Net.Http.HttpRequestException: No route to host (erp-gw.hq.hearthstreet.internal:8443)",
    [
      "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
      "System.Net.Http.HttpConnectionPool.ConnectAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
      "System.Net.Http.HttpConnectionPool.CreateHttp11ConnectionAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
      "System.Net.Http.HttpConnectionPool.AddHttp11ConnectionAsync(QueueItem queueItem)",
      "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
      `HearthStreet.TillBridge.Ledger.ErpLedgerClient.PostSalesAsync(SalesBatch batch, CancellationToken ct) in /src/TillBridge/Ledger/ErpLedgerClient.cs:line ${c.r.pick([64, 64, 71])}`,
      "HearthStreet.TillBridge.Outbox.OutboxPump.DrainAsync(CancellationToken ct) in /src/TillBridge/Outbox/OutboxPump.cs:line 39",
    ],
    [
      {
        head: "System.Net.Sockets.SocketException (113): No route to host",
        frames: [
          "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
          "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.System.Threading.Tasks.Sources.IValueTaskSource.GetResult(Int16 token)",
          "System.Net.Sockets.Socket.<ConnectAsync>g__WaitForConnectWithCancellation|285_0(AwaitableSocketAsyncEventArgs saea, ValueTask connectTask, CancellationToken cancellationToken)",
          "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
        ],
      },
    ],
  );

const tillNoRoute: Incident = {
  key: "hs-till-no-route",
  estate: "hearth-street",
  category: "network",
  origin: TILLB,
  hints: ["route", "network", "socket", "unreachable"],
  severity: "medium",
  note: "The site-to-site tunnel to head office went down, so till_bridge got No route to host posting till sales to the ERP ledger; its outbox grew and the bake planner lost its live sales feed.",
  mute: (e) => e.svc === TILLB && /^Outbox depth/.test(e.msg),
  breaks: {
    till: (c, t) => {
      const r = c.r;
      const s = shop(c);
      return [
        ev(
          t,
          TILLB,
          "ERROR",
          `Store ${s} till ${r.int(1, 3)}: posting ${r.int(2, 24)} sales to ledger failed, will retry`,
          r.chance(0.3) ? { stack: noRoute(c), err: "System.Net.Http.HttpRequestException" } : {},
        ),
      ];
    },
  },
  events: (c) => [
    ev(c.t0, TILLB, "ERROR", `Store ${shop(c)} till 1: posting ${c.r.int(2, 24)} sales to ledger failed, will retry`, {
      stack: noRoute(c),
      err: "System.Net.Http.HttpRequestException",
    }),
    ...every(c, c.t0 + 20 * SEC, c.end, 60, 0.04, (t) => [
      ev(
        t,
        TILLB,
        "WARN",
        `Outbox depth ${grouped(((t - c.t0) / SEC) * c.r.float(1.4, 2.2))}, oldest ${Math.round((t - c.t0) / SEC)}s`,
      ),
    ]),
    ...every(c, c.t0 + 150 * SEC, c.end, 180, 0.04, (t) => [
      ev(
        t,
        PLANNER,
        "WARN",
        `sales feed from till_bridge stale (last update ${Math.round((t - c.t0) / 60000)}m ago), planning on forecast only`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const readTimeout = () =>
  pyTrace(
    [
      [
        "/app/rewards/partners/loyaltyhub.py",
        57,
        "fetch_offers",
        "resp = self.session.get(url, params=params, timeout=10)",
      ],
      [`${PY}/requests/sessions.py`, 602, "get", 'return self.request("GET", url, **kwargs)'],
      [`${PY}/requests/sessions.py`, 589, "request", "resp = self.send(prep, **send_kwargs)"],
      [`${PY}/requests/sessions.py`, 703, "send", "r = adapter.send(request, **kwargs)"],
      [`${PY}/requests/adapters.py`, 713, "send", "raise ReadTimeout(e, request=request)"],
    ],
    "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.loyaltyhub.io', port=443): Read timed out. (read timeout=10)",
    {
      frames: [
        [`${PY}/urllib3/connectionpool.py`, 536, "_make_request", "response = conn.getresponse()"],
        [`${PY}/urllib3/connection.py`, 464, "getresponse", "httplib_response = super().getresponse()"],
        ["/usr/local/lib/python3.12/http/client.py", 1428, "getresponse", "response.begin()"],
        ["/usr/local/lib/python3.12/ssl.py", 1252, "recv_into", "return self.read(nbytes, buffer)"],
      ],
      last: "TimeoutError: The read operation timed out",
      direct: false,
    },
  );

const rewardsPartnerTimeout: Incident = {
  key: "hs-rewards-partner-timeout",
  estate: "hearth-street",
  category: "timeout",
  origin: REWARDS,
  hints: ["timeout", "timed out", "readtimeout"],
  severity: "medium",
  note: "The loyalty partner API that rewards_api calls for offers stopped answering within 10 s; rewards_api's sync workers blocked and timed out while the storefront, with a shorter timeout, failed first and louder with Net::ReadTimeout.",
  share: 0.9,
  breaks: {
    rewards: (c, t) => {
      const r = c.r;
      const m = r.int(10000, 99999);
      const ip = clientIp(c);
      return [
        ev(
          t,
          WEB,
          "INFO",
          `Started GET "/account/rewards" for ${ip} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        ),
        ev(t + 1, WEB, "INFO", "Processing by RewardsController#show as HTML"),
        ev(
          t + 8004,
          WEB,
          "INFO",
          `Completed 500 Internal Server Error in 8003ms (ActiveRecord: ${r.float(1, 9).toFixed(1)}ms | Allocations: ${r.int(4000, 9000)})`,
        ),
        ev(t + 8005, WEB, "ERROR", "Net::ReadTimeout (Net::ReadTimeout with #<TCPSocket:(closed)>):", {
          err: "Net::ReadTimeout",
          stack: railsTrace([
            "app/clients/rewards_client.rb:22:in `points'",
            "app/controllers/rewards_controller.rb:9:in `show'",
          ]),
        }),
        nginxAccess(c, t + 8006, "GET", "/account/rewards", 500, 8.006, { ip }),
        ev(
          t + 10_000 + r.int(5, 60),
          REWARDS,
          "ERROR",
          `offer sync for member ${m} failed`,
          r.chance(0.4) ? { stack: readTimeout(), err: "requests.exceptions.ReadTimeout" } : {},
        ),
        ev(
          t + 10_061 + r.int(0, 30),
          REWARDS,
          "WARN",
          `"GET /api/v1/members/${m}/points HTTP/1.1" 504 ${r.int(60, 90)}`,
        ),
      ];
    },
  },
  events: (c) => {
    const r = c.r;
    let pid = r.int(40, 90);
    return [
      ev(c.t0, REWARDS, "ERROR", `offer sync for member ${r.int(10000, 99999)} failed`, {
        stack: readTimeout(),
        err: "requests.exceptions.ReadTimeout",
      }),
      ...poisson(c, c.t0 + 35 * SEC, c.end, 40, (t) => {
        pid += r.int(1, 4);
        return [
          ev(t, REWARDS, "FATAL", `WORKER TIMEOUT (pid:${pid})`),
          ev(t + r.int(50, 400), REWARDS, "INFO", `Booting worker with pid: ${pid + 1}`),
        ];
      }),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------------
const http429 = (p: string) =>
  pyTrace(
    [
      ["/app/labelprint/nutrition.py", 41, "panel_for", "resp.raise_for_status()"],
      [`${PY}/requests/models.py`, 1024, "raise_for_status", "raise HTTPError(http_error_msg, response=self)"],
    ],
    `requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.nutricalc.co.uk/v2/panels?recipe=${p}&locale=en-GB`,
  );

const labelsNutritionThrottled: Incident = {
  key: "hs-labels-nutricalc-429",
  estate: "hearth-street",
  category: "rate_limiting",
  origin: LABELS,
  hints: ["rate", "429", "too many", "throttl"],
  severity: "medium",
  note: "A bulk relabel job in label_print fanned out nutrition-panel calls with no pacing and hit the nutrition vendor's rate limit, so ordinary label prints in stores failed with 429s behind it.",
  share: 0.85,
  breaks: {
    labels: (c, t) => {
      const r = c.r;
      const s = shop(c);
      const p = product(c);
      return [
        ev(t, RECIPES, "INFO", `GET /recipes/${p}/current 200 rev=${r.int(3, 30)} (${r.int(3, 18)} ms)`),
        ev(
          t + r.int(400, 4000),
          LABELS,
          "ERROR",
          `label request for ${p} store ${s} failed: nutrition panel unavailable (429 from nutricalc)`,
          r.chance(0.3) ? { stack: http429(p), err: "requests.exceptions.HTTPError" } : {},
        ),
        ev(
          t + r.int(4001, 4500),
          FLOOR,
          "WARN",
          `label print for batch ${batchId(c)} failed (label_print 503), staff notified on ${tablet(c, s)}`,
        ),
      ];
    },
  },
  events: (c) => {
    const r = c.r;
    return [
      ev(
        c.t0 - 21_000,
        RECIPES,
        "INFO",
        "published allergen update for 212 recipes (sesame reformulation, change CR-4471)",
      ),
      ev(
        c.t0 - 15_000,
        LABELS,
        "INFO",
        "relabel job RL-2291 queued: 212 recipes x 38 stores (8,056 label sets), workers=16",
      ),
      ev(
        c.t0,
        LABELS,
        "WARN",
        `nutricalc 429 Too Many Requests for recipe ${product(c)} (Retry-After: 30), attempt 1/5`,
      ),
      ...poisson(c, c.t0 + 200, c.end, 0.9, (t) => [
        ev(
          t,
          LABELS,
          "WARN",
          `nutricalc 429 Too Many Requests for recipe ${product(c)} (Retry-After: ${r.pick([30, 30, 60])}), attempt ${r.int(1, 5)}/5`,
        ),
      ]),
      ...poisson(c, c.t0 + 30 * SEC, c.end, 6, (t) => {
        const p = product(c);
        return [
          ev(
            t,
            LABELS,
            "ERROR",
            `relabel RL-2291: label render failed for ${p} store ${shop(c)}: rate limited by nutricalc after 5 attempts`,
            r.chance(0.3) ? { stack: http429(p), err: "requests.exceptions.HTTPError" } : {},
          ),
        ];
      }),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------------
const tempRejected: Incident = {
  key: "hs-floor-proof-temp",
  estate: "hearth-street",
  category: "validation",
  origin: FLOOR,
  hints: ["validation", "range", "invalid", "temperature"],
  severity: "medium",
  note: "Tablets updated to app 3.2.0 reported proof temperatures in Fahrenheit, shopfloor_api rejected the batch logs as out of range, and bakes could not be released or labelled.",
  share: (sec) => ramp(sec, 0.3, 0.85, 360),
  breaks: {
    shopfloor: (c, t) => {
      const r = c.r;
      if (r.chance(0.45)) return null;
      const s = shop(c);
      const b = batchId(c);
      const ms = r.int(3, 12);
      const out: Ev[] = [
        ev(
          t + ms - 1,
          FLOOR,
          "WARN",
          `POST /v1/batches 422 store=${s} device=${tablet(c, s)} app=3.2.0: validation failed: proof_temp_c=${r.float(77, 86).toFixed(1)} out of range [20,40]`,
        ),
        nginxAccess(c, t + ms, "POST", "/v1/batches", 422, ms / 1000, {
          host: "shopfloor",
          ua: "HearthFloor/3.2.0 (Android 12; Lenovo TB-X606F)",
        }),
      ];
      if (r.chance(0.3))
        out.push(
          ev(t + ms + 5, FLOOR, "ERROR", `HACCP release blocked for batch ${b} (${product(c)}): no valid proof record`),
        );
      if (r.chance(0.2))
        out.push(ev(t + r.int(2000, 9000), LABELS, "WARN", `no release record for batch ${b}, label withheld`));
      return out;
    },
  },
  events: (c) => [
    ...poisson(c, c.t0 - 60 * SEC, c.end, 14, (t) => {
      const s = shop(c);
      return [ev(t, FLOOR, "INFO", `device ${tablet(c, s)} registered app=3.2.0 (build 412)`)];
    }),
    ev(
      c.t0,
      FLOOR,
      "WARN",
      `POST /v1/batches 422 store=${shop(c)} device=tab-07-02 app=3.2.0: validation failed: proof_temp_c=80.6 out of range [20,40]`,
    ),
    ...every(c, c.t0 + 60 * SEC, c.end, 60, 0.04, (t) => [
      ev(
        t,
        FLOOR,
        "WARN",
        `batch log rejections last 60s: ${c.r.int(20, 70)} (422), devices affected: ${c.r.int(8, 40)}`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const setpointTrace = () =>
  pyTrace(
    [
      ["/app/ovenwatch/engine.py", 112, "run_cycle", "alerts.extend(rule.evaluate(reading, device))"],
      [
        "/app/ovenwatch/rules/deviation.py",
        57,
        "evaluate",
        "delta = reading.temp_c - device.profile.setpoint\n                             ^^^^^^^^^^^^^^^^^^^^^^^",
      ],
    ],
    "AttributeError: 'NoneType' object has no attribute 'setpoint'",
  );

const ovenNoneSetpoint: Incident = {
  key: "hs-oven-none-setpoint",
  estate: "hearth-street",
  category: "null_reference",
  origin: OVEN,
  hints: ["attributeerror", "nonetype", "null", "none"],
  severity: "high",
  note: "A newly commissioned combi oven reported no setpoint profile; oven_watch's rules engine crashed on it with AttributeError every cycle, so no oven in the estate was evaluated for temperature alarms.",
  mute: (e) => e.svc === OVEN && /^heartbeat/.test(e.msg),
  breaks: {},
  events: (c) => [
    ev(c.t0 - 8200, MQTT, "INFO", "new device registered hs/store21/combi1 model=iCombi Pro 10-1/1 fw=4.12.9"),
    ...every(c, c.t0, c.end, 5, 0.05, (t) => [
      ev(t, OVEN, "ERROR", "rules engine crashed while evaluating store 21 combi 1", {
        stack: setpointTrace(),
        err: "AttributeError",
      }),
    ]).map((e, i) => {
      if (i === 0) e.t = c.t0;
      return e;
    }),
    ...every(c, c.t0 + 2000, c.end, 5, 0.05, (t) => [
      ev(t, OVEN, "WARN", `rules engine restarted (crash #${c.r.int(11, 12)} in 60s), cycle skipped`),
    ]),
    ...every(c, c.t0 + 20 * SEC, c.end, 60, 0.04, (t) => [
      ev(t, OVEN, "WARN", `heartbeat: ${c.r.int(108, 116)} ovens reporting, rules evaluated for 0 (engine restarting)`),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const badUpstream = (c: Ctx, t: number, method: string, path: string, ip: string) =>
  ev(
    t,
    NGINX,
    "ERROR",
    `${nginxTime(t)} [error] ${c.r.int(28, 34)}#${c.r.int(28, 34)}: *${c.r.int(100000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: ${ip}, server: www.hearthstreet.co.uk, request: "${method} ${path} HTTP/1.1", upstream: "http://10.12.4.17:3001${path}", host: "www.hearthstreet.co.uk"`,
  );

const nginxWrongPort: Incident = {
  key: "hs-nginx-wrong-port",
  estate: "hearth-street",
  category: "configuration",
  origin: NGINX,
  hints: ["config", "upstream", "port", "reload"],
  severity: "high",
  note: "nginx_edge was reloaded with a storefront upstream on port 3001 instead of Puma's 3000, so every web request got connection refused and a 502 while the Rails app itself sat idle and healthy.",
  breaks: {
    web: (c, t) => {
      const ip = clientIp(c);
      const [m, p] = c.r.pick([
        ["GET", "/"],
        ["GET", "/menu"],
        ["POST", "/orders"],
        ["POST", "/basket/items"],
        ["GET", "/cakes/custom"],
      ] as const);
      return [badUpstream(c, t + 1, m, p, ip), nginxAccess(c, t + 2, m, p, 502, 0.001, { ip })];
    },
    rewards: (c, t) => {
      const ip = clientIp(c);
      return [
        badUpstream(c, t + 1, "GET", "/account/rewards", ip),
        nginxAccess(c, t + 2, "GET", "/account/rewards", 502, 0.001, { ip }),
      ];
    },
  },
  events: (c) => [...reload(c, NGINX, "nginx", c.t0 - 1800), badUpstream(c, c.t0, "GET", "/", clientIp(c))],
};

// ---------------------------------------------------------------------------------------------------------
const redisFrames = [
  "redis (4.8.1) lib/redis/client.rb:398:in `rescue in establish_connection'",
  "redis (4.8.1) lib/redis/client.rb:379:in `establish_connection'",
  "redis (4.8.1) lib/redis/client.rb:115:in `block in connect'",
  "redis (4.8.1) lib/redis/client.rb:344:in `with_reconnect'",
  "redis (4.8.1) lib/redis/client.rb:114:in `connect'",
  "redis-actionpack (5.4.0) lib/action_dispatch/middleware/session/redis_store.rb:56:in `get_session_with_fallback'",
  "actionpack (7.1.3) lib/action_dispatch/middleware/session/abstract_store.rb:30:in `load_session'",
];

const storefrontRedisDown: Incident = {
  key: "hs-storefront-redis-down",
  estate: "hearth-street",
  category: "dependency",
  origin: WEB,
  hints: ["redis", "cannotconnect", "connection", "unavailable"],
  severity: "high",
  note: "The managed Redis holding storefront_web's sessions and Sidekiq queues went away during maintenance, so every storefront page failed with Redis::CannotConnectError and background jobs stopped.",
  mute: (e) => e.svc === WEB && /CakeReminderJob/.test(e.msg),
  breaks: {
    web: (c, t) => {
      const r = c.r;
      const ip = clientIp(c);
      const [m, p, a] = r.pick([
        ["GET", "/", "HomeController#index"],
        ["GET", "/menu", "MenuController#index"],
        ["POST", "/orders", "OrdersController#create"],
        ["POST", "/basket/items", "BasketItemsController#create"],
      ] as const);
      const ms = r.int(3, 12);
      return [
        ev(
          t,
          WEB,
          "INFO",
          `Started ${m} "${p}" for ${ip} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        ),
        ev(t + 1, WEB, "INFO", `Processing by ${a} as ${m === "GET" ? "HTML" : "JSON"}`),
        ev(
          t + ms,
          WEB,
          "INFO",
          `Completed 500 Internal Server Error in ${ms}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(900, 3000)})`,
        ),
        ev(
          t + ms + 1,
          WEB,
          "FATAL",
          "Redis::CannotConnectError (Error connecting to Redis on redis-main.hs.internal:6379 (Errno::ECONNREFUSED)):",
          {
            err: "Redis::CannotConnectError",
            stack: railsTrace(
              r.chance(0.5) ? redisFrames : ["app/controllers/application_controller.rb:18:in `current_basket'"],
            ),
          },
        ),
        nginxAccess(c, t + ms + 3, m, p, 500, (ms + 3) / 1000, { ip }),
      ];
    },
    rewards: (c, t) => {
      const ip = clientIp(c);
      return [
        ev(
          t,
          WEB,
          "INFO",
          `Started GET "/account/rewards" for ${ip} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        ),
        ev(
          t + 4,
          WEB,
          "FATAL",
          "Redis::CannotConnectError (Error connecting to Redis on redis-main.hs.internal:6379 (Errno::ECONNREFUSED)):",
        ),
        nginxAccess(c, t + 6, "GET", "/account/rewards", 500, 0.006, { ip }),
      ];
    },
  },
  events: (c) => [
    ev(
      c.t0,
      WEB,
      "ERROR",
      "Error fetching job: Error connecting to Redis on redis-main.hs.internal:6379 (Errno::ECONNREFUSED)",
    ),
    ...poisson(c, c.t0 + 800, c.end, 1.4, (t) =>
      c.r.chance(0.8)
        ? [
            ev(
              t,
              WEB,
              "ERROR",
              "Error fetching job: Error connecting to Redis on redis-main.hs.internal:6379 (Errno::ECONNREFUSED)",
            ),
          ]
        : [
            ev(
              t,
              WEB,
              "WARN",
              "Redis::CannotConnectError: Error connecting to Redis on redis-main.hs.internal:6379 (Errno::ECONNREFUSED)",
              {
                err: "Redis::CannotConnectError",
                stack: rubyTrace([
                  "/app/vendor/bundle/ruby/3.2.0/gems/redis-client-0.21.0/lib/redis_client/ruby_connection.rb:125:in `rescue in connect'",
                  "/app/vendor/bundle/ruby/3.2.0/gems/redis-client-0.21.0/lib/redis_client/ruby_connection.rb:121:in `connect'",
                  "/app/vendor/bundle/ruby/3.2.0/gems/sidekiq-7.2.2/lib/sidekiq/fetch.rb:47:in `retrieve_work'",
                  "/app/vendor/bundle/ruby/3.2.0/gems/sidekiq-7.2.2/lib/sidekiq/processor.rb:87:in `get_one'",
                ]),
              },
            ),
          ],
    ),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const pilMemory = () =>
  pyTrace(
    [
      ["/app/labelprint/render.py", 133, "render_sheet", 'canvas = Image.new("1", (width_dots, height_dots), 1)'],
      [`${PY}/PIL/Image.py`, 3122, "new", "return im._new(core.fill(mode, size, color))"],
    ],
    "MemoryError",
  );

const labelsOom: Incident = {
  key: "hs-labels-oom",
  estate: "hearth-street",
  category: "memory",
  origin: LABELS,
  hints: ["memory", "oom", "sigkill", "memoryerror"],
  severity: "medium",
  note: "label_print's workers ran out of memory rendering oversized sheet images and were SIGKILLed in a loop, so label requests from store tablets failed with 502s.",
  share: 0.8,
  breaks: {
    labels: (c, t) => {
      const r = c.r;
      const s = shop(c);
      const p = product(c);
      return [
        ev(t, RECIPES, "INFO", `GET /recipes/${p}/current 200 rev=${r.int(3, 30)} (${r.int(3, 18)} ms)`),
        ev(t + r.int(200, 3000), FLOOR, "WARN", `label print for ${p} store ${s} failed: label_print 502 Bad Gateway`),
      ];
    },
  },
  events: (c) => {
    const r = c.r;
    const out: Ev[] = [];
    for (let t = c.start + r.int(5000, 40000); t < c.t0; t += r.int(30000, 70000)) {
      out.push(
        ev(
          t,
          LABELS,
          "INFO",
          `rendering sheet RL-2288 page ${r.int(1, 40)} (${r.int(40, 212)} labels, 600dpi) rss=${Math.round(900 + ((t - c.start) / (c.t0 - c.start)) * 2800)}MB`,
        ),
      );
    }
    let pid = r.int(30, 80);
    out.push(
      ...backoff(c, c.t0, c.end, [35, 50, 45, 60], (t, n) => {
        pid += 2;
        const evs: Ev[] = [];
        if (n % 2 === 0)
          evs.push(
            ev(t, LABELS, "ERROR", `render failed for sheet RL-2288 page ${r.int(1, 40)}`, {
              stack: pilMemory(),
              err: "MemoryError",
            }),
          );
        evs.push(
          ev(t + r.int(800, 3000), LABELS, "ERROR", `Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`),
        );
        evs.push(ev(t + r.int(3100, 3600), LABELS, "INFO", `Booting worker with pid: ${pid + 1}`));
        return evs;
      }),
    );
    return out;
  },
};

// ---------------------------------------------------------------------------------------------------------
const proofDiskFull: Incident = {
  key: "hs-proof-disk-full",
  estate: "hearth-street",
  category: "disk",
  origin: PROOF,
  hints: ["disk", "space", "no space", "full"],
  severity: "medium",
  note: "proof_monitor's WAL volume filled up because retention compaction had been stuck for a day; readings could not be persisted and shopfloor lost proof records for HACCP checks.",
  mute: (e) => e.svc === PROOF && /^flushed/.test(e.msg),
  breaks: {
    proof: (c, t) => {
      const r = c.r;
      const s = shop(c);
      const out: Ev[] = [
        ev(t, MQTT, "INFO", `ingested ${r.int(4, 20)} points topic=hs/store${s}/proofer${r.int(1, 2)}/telemetry qos=1`),
      ];
      if (r.chance(0.35))
        out.push(
          ev(
            t + r.int(5, 60),
            PROOF,
            "ERROR",
            `failed to persist reading for proofer P${r.int(1, 2)} store ${s}: write /var/lib/proofmon/wal/00000${r.int(470, 479)}.seg: no space left on device`,
          ),
        );
      return out;
    },
    shopfloor: (c, t) => {
      if (!c.r.chance(0.3)) return null;
      const s = shop(c);
      const ms = c.r.int(20, 60);
      return [
        ev(
          t + ms - 2,
          FLOOR,
          "WARN",
          `proof record missing for batch ${batchId(c)} (proof_monitor 500), HACCP check deferred`,
        ),
        ev(
          t + ms - 1,
          FLOOR,
          "INFO",
          `POST /v1/batches 201 store=${s} product=${product(c)} qty=${c.r.int(6, 48)} proof_min=${c.r.int(45, 180)} device=${tablet(c, s)} (${ms}ms)`,
        ),
        nginxAccess(c, t + ms, "POST", "/v1/batches", 201, ms / 1000, {
          host: "shopfloor",
          ua: "HearthFloor/3.1.4 (Android 12; Lenovo TB-X606F)",
        }),
      ];
    },
  },
  events: (c) => [
    ...every(c, c.start, c.end, 300, 0.05, (t) => [
      ev(t, PROOF, "WARN", "retention compaction skipped: previous compaction still running (started 26h ago)"),
    ]),
    ev(
      c.t0,
      PROOF,
      "ERROR",
      `wal append failed: write /var/lib/proofmon/wal/00000${c.r.int(470, 479)}.seg: no space left on device`,
    ),
    ...every(c, c.t0 + 10 * SEC, c.end, 30, 0.1, (t) => [
      ev(
        t,
        PROOF,
        "WARN",
        `readings buffer ${Math.min(100, 40 + Math.round((t - c.t0) / 6000))}% full, dropping oldest`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const floorCrashLoop: Incident = {
  key: "hs-floor-silent-restarts",
  estate: "hearth-street",
  category: "unknown",
  origin: FLOOR,
  hints: ["crash", "restart", "502", "unknown"],
  severity: "high",
  note: "shopfloor_api began dying seconds after each start without printing any error; nginx reported refused and prematurely closed upstream connections and store tablets could not log batches or fetch plans.",
  silence: [FLOOR],
  breaks: {
    shopfloor: (c, t) => {
      const r = c.r;
      const s = shop(c);
      const path = r.chance(0.55) ? "/v1/batches" : `/v1/plan/today?store=${s}`;
      const m = path === "/v1/batches" ? "POST" : "GET";
      const refused = r.chance(0.6);
      const sec = refused ? 0.001 : r.float(0.05, 2);
      const at = t + sec * 1000;
      const msg = refused
        ? `${nginxTime(at)} [error] 31#31: *${r.int(100000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: 10.40.${s}.${r.int(10, 60)}, server: shopfloor.hearthstreet.internal, request: "${m} ${path} HTTP/1.1", upstream: "http://10.12.6.3:8080${path}", host: "shopfloor.hearthstreet.internal"`
        : `${nginxTime(at)} [error] 31#31: *${r.int(100000, 999999)} upstream prematurely closed connection while reading response header from upstream, client: 10.40.${s}.${r.int(10, 60)}, server: shopfloor.hearthstreet.internal, request: "${m} ${path} HTTP/1.1", upstream: "http://10.12.6.3:8080${path}", host: "shopfloor.hearthstreet.internal"`;
      return [
        ev(t + sec * 1000, NGINX, "ERROR", msg),
        nginxAccess(c, t + sec * 1000 + 1, m, path, 502, sec, {
          host: "shopfloor",
          ua: "HearthFloor/3.1.4 (Android 12; Lenovo TB-X606F)",
        }),
      ];
    },
  },
  events: (c) => [
    ...backoff(c, c.t0 + 9000, c.end, [28, 41, 33, 47, 38], (t) => startup(c, FLOOR, "go", t, "4.3.1")),
    ...every(c, c.t0 + 240 * SEC, c.end, 180, 0.05, (t) => [
      ev(t, PLANNER, "WARN", `no batch confirmations from shopfloor_api in ${Math.round((t - c.t0) / 60000)}m`),
    ]),
  ],
};

export const hearthStreetIncidents: Incident[] = [
  mqttBadPassword,
  plannerRbac,
  recipesReadOnly,
  tillNoRoute,
  rewardsPartnerTimeout,
  labelsNutritionThrottled,
  tempRejected,
  ovenNoneSetpoint,
  nginxWrongPort,
  storefrontRedisDown,
  labelsOom,
  proofDiskFull,
  floorCrashLoop,
];
