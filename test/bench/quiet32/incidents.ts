// Eight failures, one per category, told the way the estate's own services would log them.
import { article, deployLines, till } from "./background.js";
import { dotnetStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface Failure {
  estate: number;
  originRole: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run: (c: Ctx, start: number, end: number) => void;
}

const K = { keep: true } as const;

export const FAILURES: Failure[] = [
  {
    estate: 0,
    originRole: "loyalty",
    category: "database",
    severity: "high",
    hints: ["database", "postgres", "sqlstate", "too many", "connection", "pool", "sql"],
    note: "loyalty-ledger's Postgres refuses new connections (too many clients); tills and self-checkout retry loyalty calls and report 500s",
    run: (c, s, e) => {
      const o = c.s("loyalty");
      c.mute(o, s, e, /points|GET \/healthz/);
      c.every(1400, s, e, (t) => {
        const tr = c.trace();
        c.add(
          t,
          o,
          "error",
          `award points failed: failed to connect to \`host=loyalty-pg.internal user=ledger database=loyalty\`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))`,
          { ...K, trace: tr },
        );
        c.add(t + 3, o, "info", `POST /v1/points 500 ${c.r.int(3, 40)}ms`, { ...K, trace: tr });
        for (let k = 1; k <= 3; k++)
          c.add(
            t + k * 250 + 10,
            c.s("pos"),
            "warn",
            `loyalty award for till ${till(c)} failed: 500 Internal Server Error from http://${o}/v1/points, retry ${k}/3`,
            { trace: tr },
          );
        if (c.r.chance(0.4)) {
          c.add(t + 1100, c.s("pos"), "error", "loyalty award abandoned after 3 attempts, points queued for later", {
            trace: tr,
            errType: "HttpServerErrorException",
            stack: javaStack(
              `org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error: "{"error":"internal"}"`,
              [
                "org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:102)",
                "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:186)",
                "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:889)",
                "com.larder.till.loyalty.LoyaltyClient.award(LoyaltyClient.java:77)",
                "com.larder.till.txn.CompletionService.complete(CompletionService.java:141)",
              ],
            ),
          });
        }
      });
      c.every(3000, s, e, (t) =>
        c.add(t, c.s("sco"), "error", `loyalty lookup failed for card scan: Request failed with status code 500`, {
          errType: "AxiosError",
          stack: nodeStack("AxiosError: Request failed with status code 500", [
            "settle (/app/node_modules/axios/dist/node/axios.cjs:2019:12)",
            "IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3135:11)",
            "async LoyaltyClient.lookup (/app/dist/clients/loyalty.js:44:19)",
            "async SessionController.scanCard (/app/dist/session/controller.js:212:7)",
          ]),
        }),
      );
    },
  },
  {
    estate: 0,
    originRole: "store",
    category: "timeout",
    severity: "medium",
    hints: ["timeout", "deadline", "timed out", "lock"],
    note: "store-hub's stock reservation handler waits on a stock lock until its 30 s deadline; collect-orders reports read timeouts and the edge returns 504s",
    run: (c, s, e) => {
      const o = c.s("store");
      c.mute(o, s, e, /reservation R-/);
      c.mute(c.s("cnc"), s, e, /created, slot/);
      c.every(1600, s, e, (t) => {
        const tr = c.trace();
        const st = c.r.pick(c.estate.stores);
        c.add(
          t + 30000,
          o,
          "warn",
          `reserve stock store=${st} lines=${c.r.int(2, 30)}: context deadline exceeded after 30.000s waiting for stock lock`,
          { ...K, trace: tr },
        );
        c.add(t + 15000, c.s("cnc"), "error", "reservation call failed: Net::ReadTimeout", {
          trace: tr,
          errType: "Net::ReadTimeout",
          stack: rubyStack([
            "Net::ReadTimeout (Net::ReadTimeout with #<TCPSocket:(closed)>):",
            "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
            "/usr/local/lib/ruby/3.3.0/net/http.rb:2353:in `transport_request'",
            "/usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb:111:in `request_with_wrapped_block'",
            `app/clients/store_hub_client.rb:38:in \`reserve'`,
            "app/services/order_placement.rb:57:in `call'",
          ]),
        });
        c.add(
          t + 15040,
          c.s("edge"),
          "error",
          `POST /api/v1/orders 504 ${c.r.int(15010, 15090)}ms upstream=${c.s("cnc")}`,
          { trace: tr },
        );
      });
    },
  },
  {
    estate: 1,
    originRole: "price",
    category: "memory",
    severity: "high",
    hints: ["memory", "heap", "outofmemory", "oom"],
    note: "pricebook runs out of Java heap, dies and restarts in a loop; pos-core opens its circuit breaker and self-checkout gets connection refused",
    run: (c, s, e) => {
      const o = c.s("price");
      c.add(s - 90000, o, "warn", `GC overhead: ${c.r.int(70, 80)}% of time in GC over last 60s, old gen 3.6G/4G`);
      c.add(s - 30000, o, "warn", "GC overhead: 97% of time in GC over last 60s, old gen 3.9G/4G");
      let t = s;
      while (t < e) {
        c.add(
          t,
          o,
          "error",
          'Exception in thread "http-nio-8080-exec-14" java.lang.OutOfMemoryError: Java heap space',
          {
            ...K,
            errType: "java.lang.OutOfMemoryError",
            stack: javaStack("java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
              "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "de.kestrel.pricebook.cache.PriceSnapshotLoader.loadAll(PriceSnapshotLoader.java:118)",
              "de.kestrel.pricebook.api.LookupController.lookup(LookupController.java:61)",
            ]),
          },
        );
        c.add(t + 800, o, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space", K);
        c.mute(o, t + 800, t + 40000);
        [
          `Starting PricebookApplication v7.3.2 using Java 21.0.4 with PID 1`,
          "Tomcat started on port 8080 (http) with context path '/'",
          `Started PricebookApplication in ${c.r.int(20, 29)}.${c.r.int(10, 99)} seconds (process running for 31.2)`,
          "price snapshot warm-up started (4 stores)",
        ].forEach((m, i) => {
          c.add(t + 40000 + i * 900, o, "info", m, K);
        });
        t += c.r.int(90000, 140000);
      }
      c.every(900, s, e, (t2) => {
        const down = c.r.chance(0.7);
        c.add(
          t2,
          c.s("pos"),
          "error",
          down
            ? `I/O error on POST request for "http://${o}:8080/v3/prices/lookup": Connection refused`
            : `CircuitBreaker '${o}' is OPEN and does not permit further calls, using last known shelf price`,
        );
        if (c.r.chance(0.3))
          c.add(t2 + 50, c.s("sco"), "error", "price lookup failed", {
            errType: "System.Net.Http.HttpRequestException",
            stack: dotnetStack(`System.Net.Http.HttpRequestException: Connection refused (${o}:8080)`, [
              "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
              "System.Net.Http.HttpConnectionPool.ConnectAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
              "Kestrel.Sco.Pricing.PriceClient.LookupAsync(String ean) in /src/Sco.Pricing/PriceClient.cs:line 52",
              "Kestrel.Sco.Lanes.ScanHandler.HandleAsync(ScanEvent ev) in /src/Sco.Lanes/ScanHandler.cs:line 88",
            ]),
          });
      });
      c.add(s + 2000, c.s("pos"), "warn", `CircuitBreaker '${o}' changed state from CLOSED to OPEN`);
    },
  },
  {
    estate: 1,
    originRole: "pay",
    category: "dependency",
    severity: "high",
    hints: ["acquirer", "503", "unavailable", "upstream", "circuit", "dependency"],
    note: "the card acquirer behind ped-host answers 503; ped-host only warns and falls back to stand-in until the floor limit, tills report payment failures",
    run: (c, s, e) => {
      const o = c.s("pay");
      c.mute(o, s, e, /auth approved/);
      c.every(1100, s, e, (t) => {
        const tl = till(c);
        const amt = c.r.int(5, 300);
        c.add(
          t,
          o,
          "warn",
          `authorisation to acquirer host acq-eu1.cardlink.example answered HTTP 503 Service Unavailable (stan ${String(c.r.int(1, 999999)).padStart(6, "0")}, ${c.r.int(20, 120)}ms)`,
          K,
        );
        if (amt <= 50)
          c.add(t + 30, o, "warn", `PED ${tl}-A stand-in approval amount=${amt}.00 EUR (offline floor limit 50.00)`, K);
        else {
          c.add(t + 30, o, "warn", `PED ${tl}-A declined in stand-in: amount ${amt}.00 EUR above floor limit`, K);
          c.add(
            t + 120,
            c.s("pos"),
            "error",
            `payment failed for txn ${c.r.int(10000, 99999)} till ${tl}: ${o} returned DECLINED (reason STANDIN_LIMIT)`,
          );
          if (c.r.chance(0.5))
            c.add(
              t + 200,
              c.s("sco"),
              "error",
              `lane ${c.r.int(1, 8)}: card payment not completed, customer sent to staffed till`,
            );
        }
      });
      c.add(s + 20000, o, "warn", "CircuitBreaker 'acquirer-eu1' changed state from CLOSED to OPEN", K);
      c.every(30000, s + 50000, e, (t) =>
        c.add(t, o, "warn", "CircuitBreaker 'acquirer-eu1' changed state from HALF_OPEN to OPEN", K),
      );
    },
  },
  {
    estate: 2,
    originRole: "image",
    category: "disk",
    severity: "high",
    hints: ["disk", "space", "errno 28", "no space", "storage", "enospc"],
    note: "image-resizer's rendition cache volume fills up; every render fails with ENOSPC and the CMS and page renderer report image errors",
    run: (c, s, e) => {
      const o = c.s("image");
      c.add(s - 120000, o, "warn", "rendition cache /var/cache/renditions at 91% used, eviction running");
      c.add(s - 50000, o, "warn", "rendition cache /var/cache/renditions at 98% used, eviction cannot keep up");
      c.mute(o, s, e, /rendition img-/);
      c.every(1300, s, e, (t) => {
        const img = c.r.hex(8);
        const tr = c.trace();
        c.add(t, o, "error", `Exception on /render/img-${img} [GET]`, {
          ...K,
          trace: tr,
          errType: "OSError",
          stack: pyStack(
            [
              [
                "/usr/local/lib/python3.12/site-packages/flask/app.py",
                1473,
                "wsgi_app",
                "response = self.full_dispatch_request()",
              ],
              ["/app/resizer/views.py", 64, "render", "path = store.write(key, im)"],
              ["/app/resizer/store.py", 31, "write", 'im.save(tmp, format="WEBP", quality=82)'],
              [
                "/usr/local/lib/python3.12/site-packages/PIL/Image.py",
                2568,
                "save",
                'fp = builtins.open(filename, "w+b")',
              ],
            ],
            `OSError: [Errno 28] No space left on device: '/var/cache/renditions/${img.slice(0, 2)}/${img}.webp.tmp'`,
          ),
        });
        c.add(t + 20, c.s("edge"), "error", `rendition fetch img-${img} failed: 500 from ${o}, serving placeholder`, {
          trace: tr,
        });
        if (c.r.chance(0.25))
          c.add(
            t + 40,
            c.s("cms"),
            "error",
            `image upload for article ${article(c)} failed: 500 Internal Server Error from http://${o}:8000/render`,
            { trace: tr },
          );
      });
    },
  },
  {
    estate: 2,
    originRole: "live",
    category: "network",
    severity: "medium",
    hints: ["network", "reset", "route", "dial", "connection", "socket"],
    note: "liveblog-svc's node loses its network path: resets and no-route errors to Redis and the CMS; web-render reports live blog fetches failing",
    run: (c, s, e) => {
      const o = c.s("live");
      c.mute(o, s, e, /published, fan-out/);
      c.every(2000, s, e, (t) => {
        c.add(
          t,
          o,
          "error",
          c.r.pick([
            `redis pubsub: read tcp 10.4.2.17:${c.r.int(40000, 60000)}->10.4.8.3:6379: read: connection reset by peer`,
            "redis pubsub: dial tcp 10.4.8.3:6379: connect: no route to host",
            `fetch entries: Get "http://cms-api:8080/content/v1/liveblogs/lb-${c.r.int(200, 240)}": dial tcp 10.4.5.21:8080: connect: no route to host`,
          ]),
          K,
        );
      });
      c.every(700, s, e, (t) => {
        const tr = c.trace();
        c.add(
          t,
          c.s("edge"),
          c.r.chance(0.6) ? "error" : "warn",
          `live blog lb-${c.r.int(200, 240)} fetch from ${o} failed: ${c.r.pick(["read ECONNRESET", "socket hang up", "connect ETIMEDOUT 10.4.2.17:8080"])}`,
          { trace: tr },
        );
      });
      c.every(9000, s, e, (t) =>
        c.add(
          t,
          c.s("push"),
          "warn",
          `breaking alert link check: ${o} unreachable, sending alert without live blog deep link`,
        ),
      );
    },
  },
  {
    estate: 3,
    originRole: "paywall",
    category: "configuration",
    severity: "high",
    hints: ["config", "url", "invalid", "env", "err_invalid_url"],
    note: "a subs-gateway release goes out without its entitlements base URL; every entitlement check throws Invalid URL and the front end falls back to a hard paywall",
    run: (c, s, e) => {
      const o = c.s("paywall");
      const before = c.events.length;
      deployLines(c, o, s - 9000, "2026.11.4");
      for (const ev of c.events.slice(before)) ev.keep = true;
      c.add(s - 1500, o, "info", "config loaded: profile=production keys=23 source=env", K);
      c.mute(o, s, e, /decision=allow/);
      c.every(1500, s, e, (t) => {
        c.add(t, o, "error", "entitlement check failed", {
          ...K,
          errType: "TypeError",
          stack: `${nodeStack("TypeError: Invalid URL", [
            "new URL (node:internal/url:797:36)",
            "EntitlementsClient.check (/app/dist/entitlements/client.js:58:21)",
            "async MeterService.decide (/app/dist/meter/service.js:103:24)",
            "async /app/dist/routes/decision.js:27:20",
          ])} {\n  code: 'ERR_INVALID_URL',\n  input: 'undefined/v2/entitlements'\n}`,
        });
        for (let k = 0; k < 3; k++)
          c.add(
            t + 15 + k * 400,
            c.s("edge"),
            "error",
            `paywall decision failed (500 from ${o}) for /news/2026/${article(c)}, serving hard paywall`,
          );
      });
    },
  },
  {
    estate: 3,
    originRole: "live",
    category: "unknown",
    severity: "high",
    hints: ["unknown", "unhandled", "500", "503", "unavailable", "unresponsive"],
    note: "live-updates starts answering 500 with no detail and then stops logging altogether; the front end, CMS and alert fan-out report it unavailable",
    run: (c, s, e) => {
      const o = c.s("live");
      c.every(800, s, s + 45000, (t) => {
        const id = `0HN8${c.r.hex(8).toUpperCase()}`;
        if (c.r.chance(0.5))
          c.add(
            t - 3,
            o,
            "error",
            `Connection id "${id}", Request id "${id}:0000000${c.r.int(1, 9)}": An unhandled exception was thrown by the application.`,
            K,
          );
        c.add(
          t,
          o,
          "info",
          `Request finished HTTP/1.1 GET http://${o}:8080/api/live/lb-${c.r.int(80, 99)}/entries - 500 0 - ${c.r.int(1, 9)}.${c.r.int(1000, 9999)}ms`,
          K,
        );
      });
      c.mute(o, s + 45000, e);
      c.mute(o, s, s + 45000, /published, fan-out|healthz/);
      c.every(600, s + 5000, e, (t) =>
        c.add(
          t,
          c.s("edge"),
          "error",
          `live updates for lb-${c.r.int(80, 99)} unavailable: ${t < s + 45000 ? "500 Internal Server Error" : "503 Service Unavailable (no healthy upstream)"} from ${o}`,
        ),
      );
      c.every(6000, s + 8000, e, (t) =>
        c.add(
          t,
          c.s("cms"),
          "error",
          `publishing live entry to ${o} failed: Response status code does not indicate success: ${t < s + 45000 ? "500 (Internal Server Error)" : "503 (Service Unavailable)"}.`,
        ),
      );
      c.every(15000, s + 10000, e, (t) =>
        c.add(t, c.s("push"), "warn", `webhook to ${o} failed (attempt 1/5), will retry`),
      );
    },
  },
];
