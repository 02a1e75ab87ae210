// The eight incidents of quiet121, one per category, written the way each runtime really logs them. `gen` adds the
// events from the fault start S to the window end; `transform` rewrites or drops baseline lines after S.
import { e } from "./estates.js";
import type { Ev } from "./formats.js";
import type { Rng } from "./rng.js";

export interface IncidentDef {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  gen: (r: Rng, s: number, end: number) => Ev[];
  transform: (r: Rng, ev: Ev, s: number) => Ev | null;
}

const every = (r: Rng, a: number, b: number, mean: number): number[] => {
  const ts: number[] = [];
  for (let t = a + r.exp(mean); t < b; t += r.exp(mean)) ts.push(Math.floor(t));
  return ts;
};
/** Like `every`, but the first event is at `a` itself: the origin's first complaint marks the fault start. */
const everyFrom = (r: Rng, a: number, b: number, mean: number): number[] => [a, ...every(r, a, b, mean)];
const withTrace = (ev: Ev, src: Ev): Ev => (src.trace ? { ...ev, trace: src.trace } : ev);

const JAVA_OOM = `java.lang.OutOfMemoryError: Java heap space
\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)
\tat java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:242)
\tat java.base/java.lang.StringBuilder.append(StringBuilder.java:179)
\tat com.fasterxml.jackson.core.util.TextBuffer.contentsAsString(TextBuffer.java:487)
\tat com.fasterxml.jackson.databind.ObjectMapper.readValue(ObjectMapper.java:3604)
\tat net.petalwire.relay.outbox.OutboxPoller.loadBatch(OutboxPoller.java:141)
\tat net.petalwire.relay.outbox.OutboxPoller.drain(OutboxPoller.java:97)
\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)
\tat java.base/java.lang.Thread.run(Thread.java:1583)`;

const memory: IncidentDef = {
  estate: "petalwire",
  origin: "order-relay",
  category: "memory",
  hints: ["memory", "heap", "outofmemory", "oom", "gc"],
  severity: "high",
  note: "order-relay's outbox poller loads an ever larger backlog until the JVM runs out of heap, stalls in full GCs, goes quiet and restarts into the same loop while storefront-gw and florist-inbox time out on it",
  gen: (r, s, end) => {
    const ev: Ev[] = [];
    let cycle = s;
    while (cycle < end) {
      ev.push(
        e(cycle, "order-relay", "info", `OutboxPoller: backlog ${r.int(41000, 52000)} messages, loading batch of 5000`),
      );
      for (let i = 0; i < 5; i++) {
        ev.push(
          e(
            cycle + 8000 + i * 9000,
            "order-relay",
            "warn",
            `[gc] GC(${9120 + i}) Pause Full (G1 Compaction Pause) ${4088 - i}M->${4080 - i}M(4096M) ${r.int(3800, 7200)}.${r.int(100, 999)}ms`,
          ),
        );
      }
      ev.push({
        ...e(
          cycle + 55000,
          "order-relay",
          "error",
          'Exception in thread "relay-outbox-3" java.lang.OutOfMemoryError: Java heap space',
        ),
        errType: "java.lang.OutOfMemoryError",
        stack: JAVA_OOM,
      });
      ev.push(
        e(cycle + 61000, "order-relay", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space"),
      );
      const up = cycle + 61000 + r.int(40000, 60000);
      ev.push(e(up, "order-relay", "info", ":: Spring Boot ::                (v3.2.5)"));
      ev.push(
        e(
          up + 13000,
          "order-relay",
          "info",
          `n.p.relay.RelayApplication : Started RelayApplication in 12.${r.int(1, 9)} seconds (process running for 13.${r.int(1, 9)})`,
        ),
      );
      cycle = up + 14000;
    }
    for (const t of every(r, s + 30000, end, 3000)) {
      ev.push(
        e(
          t,
          "storefront-gw",
          "warn",
          `order-relay call failed (attempt ${r.int(1, 3)}/3): ETIMEDOUT after 10000ms, retrying`,
        ),
      );
    }
    for (const t of every(r, s + 70000, end, 20000)) {
      ev.push(
        e(
          t,
          "storefront-gw",
          "error",
          `circuit "order-relay" OPEN: 20 failures in 30s, short-circuiting POST /v2/orders for 15s`,
        ),
      );
    }
    for (const t of every(r, s + 40000, end, 9000)) {
      ev.push({
        ...e(
          t,
          "florist-inbox",
          "error",
          "Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> posting ACCEPTED to order-relay",
        ),
        errType: "Faraday::TimeoutError",
        stack:
          "/usr/local/bundle/gems/net-protocol-0.2.2/lib/net/protocol.rb:229:in `rbuf_fill'\n/usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb:66:in `perform_request'\n/app/app/services/relay_status_client.rb:22:in `post_status'\n/app/app/jobs/relay_status_job.rb:9:in `perform'",
      });
    }
    return ev;
  },
  transform: (r, ev, s) => {
    if (ev.t < s + 30000) return ev;
    if (ev.svc === "order-relay") return null;
    if (ev.svc === "storefront-gw" && ev.msg.startsWith("POST /v2/orders 201"))
      return withTrace(
        e(
          ev.t + 10000,
          ev.svc,
          "error",
          `POST /v2/orders 504 ${r.int(10001, 10090)}ms upstream=order-relay error="upstream request timeout"`,
        ),
        ev,
      );
    if (ev.svc === "florist-inbox" && ev.msg.includes("accepted relayed order")) return null;
    return ev;
  },
};

const configuration: IncidentDef = {
  estate: "petalwire",
  origin: "member-directory",
  category: "configuration",
  hints: ["config", "zone index", "missing", "no such file", "path", "setting"],
  severity: "high",
  note: "a config rollout points member-directory at a zone index file that does not exist, so it resolves no florist for any zone and order-relay parks orders while storefront-gw returns 503s",
  gen: (r, s, end) => {
    const ev: Ev[] = [
      e(
        s - 4000,
        "member-directory",
        "info",
        'msg="config change detected" source=configmap/member-directory-config resourceVersion=88412',
      ),
      e(s - 3000, "member-directory", "info", 'msg="reloading configuration" keys=ZONE_INDEX_PATH,SHOP_HOURS_TTL'),
      e(
        s,
        "member-directory",
        "error",
        'msg="zone index load failed" path=/etc/member-directory/zones-v2.idx err="open /etc/member-directory/zones-v2.idx: no such file or directory"',
      ),
      e(s + 20, "member-directory", "warn", 'msg="serving with empty zone index" zones=0 previous=1842'),
    ];
    for (const t of every(r, s + 1000, end, 1200)) {
      const z = r.pick(["NYC-10", "NYC-11", "BKN-02", "CHI-03", "CHI-07", "ATL-01", "DAL-04", "SEA-02"]);
      if (r.chance(0.45))
        ev.push(e(t, "member-directory", "warn", `msg="no filler for zone" zone=${z} candidates=0 status=404`));
      if (r.chance(0.5))
        ev.push(
          e(
            t + r.int(30, 90),
            "order-relay",
            "warn",
            `member-directory lookup for zone ${z} returned no candidates, retrying (attempt ${r.int(2, 3)}/3)`,
          ),
        );
      ev.push(
        e(
          t + r.int(5, 30),
          "order-relay",
          "error",
          `No filling florist returned by member-directory for zone ${z} (HTTP 404); order PW-${r.int(1000000, 9999999)} parked for manual routing`,
        ),
      );
      if (r.chance(0.6))
        ev.push(
          e(
            t + r.int(40, 120),
            "storefront-gw",
            "error",
            `POST /v2/orders 503 ${r.int(40, 200)}ms error="no florist available" zone=${z}`,
          ),
        );
    }
    for (const t of every(r, s + 60000, end, 45000)) {
      ev.push(
        e(
          t,
          "member-directory",
          "error",
          'msg="zone index reload failed" err="open /etc/member-directory/zones-v2.idx: no such file or directory" retry_in=60s',
        ),
      );
    }
    return ev;
  },
  transform: (_r, ev, s) => {
    if (ev.t < s) return ev;
    if (ev.svc === "member-directory" && ev.msg.startsWith("resolved filler")) return null;
    if ((ev.svc === "order-relay" && ev.msg.startsWith("Relayed order")) || ev.msg.startsWith("POST /v2/orders 201"))
      return null;
    return ev;
  },
};

const disk: IncidentDef = {
  estate: "bloomroute",
  origin: "pod-photos",
  category: "disk",
  hints: ["disk", "space", "enospc", "storage", "spool", "full"],
  severity: "high",
  note: "pod-photos' spool volume fills up and it warns about failed writes while driver-app-api returns errors and drivers retry photo uploads over and over",
  gen: (r, s, end) => {
    const ev: Ev[] = [
      e(
        s - 120000,
        "pod-photos",
        "warn",
        "spool volume /var/spool/pod usage 91% (45.6G/50G), uploader behind by 212 files",
      ),
    ];
    for (const t of everyFrom(r, s, end, 2500)) {
      ev.push(
        e(
          t,
          "pod-photos",
          "warn",
          `spool write failed, will retry: write /var/spool/pod/${r.hex(2)}/${r.hex(16)}.jpg: no space left on device`,
        ),
      );
    }
    for (const t of every(r, s + 20000, end, 60000)) {
      ev.push(
        e(
          t,
          "pod-photos",
          "warn",
          `spool volume /var/spool/pod usage 100% (50.0G/50G), uploader behind by ${r.int(900, 3000)} files`,
        ),
      );
    }
    for (const t of every(r, s + 5000, end, 900)) {
      ev.push(
        e(
          t,
          "driver-app-api",
          "warn",
          `pod upload retry ${r.int(2, 5)}/5 driver=D${r.int(100, 480)}: upstream pod-photos returned 507 Insufficient Storage`,
        ),
      );
    }
    for (const t of every(r, s + 8000, end, 4000)) {
      ev.push(
        e(
          t,
          "dispatch-planner",
          "error",
          `job BR${r.int(1000000, 9999999)} cannot be closed: proof of delivery missing after 5 upload attempts`,
        ),
      );
    }
    return ev;
  },
  transform: (r, ev, s) => {
    if (ev.t < s) return ev;
    if (ev.svc === "pod-photos" && ev.level === "info" && !ev.msg.startsWith("GET /healthz")) return null;
    if (ev.svc === "photo-resizer" && ev.msg.startsWith("thumb")) return null;
    if (ev.svc === "driver-app-api" && ev.msg.startsWith("POST /v1/pod 201"))
      return e(
        ev.t,
        ev.svc,
        "error",
        `POST /v1/pod 502 ${r.int(30, 200)}ms ${ev.msg.split(" ").pop()} error="pod-photos: 507 Insufficient Storage"`,
      );
    return ev;
  },
};

const NODE_RESET = `Error: read ECONNRESET
    at TCP.onStreamRead (node:internal/stream_base_commons:217:20)`;
const NODE_DNS = `Error: getaddrinfo EAI_AGAIN redis-geo.bloomroute.svc.cluster.local
    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:109:26)`;

const network: IncidentDef = {
  estate: "bloomroute",
  origin: "courier-tracker",
  category: "network",
  hints: ["network", "econnreset", "eai_again", "dns", "socket", "connection reset"],
  severity: "high",
  note: "the node hosting courier-tracker starts dropping packets, so its DNS lookups and connections reset, driver positions are lost and driver-app-api and dispatch-planner fail against it",
  gen: (r, s, end) => {
    const ev: Ev[] = [];
    for (const t of everyFrom(r, s, end, 1500)) {
      const dns = r.chance(0.45);
      ev.push({
        ...e(
          t,
          "courier-tracker",
          "error",
          dns
            ? "[ioredis] Unhandled error event: Error: getaddrinfo EAI_AGAIN redis-geo.bloomroute.svc.cluster.local"
            : "[ioredis] Unhandled error event: Error: read ECONNRESET",
        ),
        errType: "Error",
        stack: dns ? NODE_DNS : NODE_RESET,
      });
    }
    for (const t of every(r, s + 3000, end, 6000)) {
      ev.push(
        e(
          t,
          "courier-tracker",
          "warn",
          `ws: ${r.int(20, 90)} driver sockets closed abnormally (code 1006) in the last 5s`,
        ),
      );
    }
    for (const t of every(r, s + 2000, end, 500)) {
      ev.push(
        e(
          t,
          "driver-app-api",
          "error",
          `POST /v1/locations 502 ${r.int(10, 3000)}ms driver=D${r.int(100, 480)} error="courier-tracker: socket hang up"`,
        ),
      );
    }
    for (const t of every(r, s + 2000, end, 1400)) {
      ev.push(e(t, "driver-app-api", "warn", `retrying courier-tracker call (${r.int(1, 3)}/3) after ECONNRESET`));
    }
    for (const t of every(r, s + 20000, end, 7000)) {
      ev.push(
        e(
          t,
          "dispatch-planner",
          "error",
          `positions stale for ${r.int(60, 300)} drivers: requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')) calling http://courier-tracker:8080/positions`,
        ),
      );
    }
    return ev;
  },
  transform: (r, ev, s) => {
    if (ev.t < s) return ev;
    if (ev.svc === "courier-tracker" && ev.msg.startsWith("position")) return r.chance(0.15) ? ev : null;
    if (ev.svc === "driver-app-api" && ev.msg.startsWith("POST /v1/locations 204")) return r.chance(0.2) ? ev : null;
    if (ev.svc === "courier-tracker" && ev.msg.startsWith("ws connections"))
      return e(ev.t, ev.svc, "info", `ws connections: ${r.int(8, 40)} drivers online`);
    return ev;
  },
};

const database: IncidentDef = {
  estate: "stemco",
  origin: "stock-ledger",
  category: "database",
  hints: ["database", "postgres", "connection", "too many", "sql", "pool"],
  severity: "high",
  note: "stock-ledger can no longer open connections to its Postgres (too many clients), so stock reservations fail and checkout and shop-web pile up 503s and retries",
  gen: (r, s, end) => {
    const ev: Ev[] = [];
    for (const t of everyFrom(r, s, end, 1100)) {
      const sku = `BQ-${r.int(100, 480)}`;
      ev.push(
        r.chance(0.65)
          ? e(
              t,
              "stock-ledger",
              "error",
              `reserve failed sku=${sku}: failed to connect to \`host=pg-stock-primary.internal user=stock database=stock\`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))`,
            )
          : e(
              t,
              "stock-ledger",
              "error",
              `reserve failed sku=${sku}: failed to connect to \`host=pg-stock-primary.internal user=stock database=stock\`: server error (FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLSTATE 53300))`,
            ),
      );
    }
    for (const t of every(r, s + 500, end, 700)) {
      ev.push({
        ...e(
          t,
          "checkout",
          "error",
          `c.s.checkout.StockClient : stock reservation failed for order SC${r.int(1000000, 9999999)}`,
        ),
        errType: "org.springframework.web.client.HttpServerErrorException$ServiceUnavailable",
        stack: `org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "{"error":"reservation unavailable"}"
\tat org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:116)
\tat org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:184)
\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)
\tat com.stemco.checkout.stock.StockClient.reserve(StockClient.java:58)
\tat com.stemco.checkout.OrderService.place(OrderService.java:112)`,
      });
      ev.push(
        e(
          t + r.int(5, 50),
          "checkout",
          "warn",
          `c.s.checkout.StockClient : retrying POST http://stock-ledger/reserve (attempt ${r.int(2, 4)}/4) after 503`,
        ),
      );
    }
    for (const t of every(r, s + 800, end, 1500)) {
      ev.push(
        e(
          t,
          "shop-web",
          "error",
          `Completed 500 Internal Server Error in ${r.int(900, 4000)}ms (ActiveRecord: ${r.int(2, 9)}.1ms | Allocations: ${r.int(8000, 20000)})`,
        ),
      );
    }
    return ev;
  },
  transform: (_r, ev, s) => {
    if (ev.t < s) return ev;
    if (ev.svc === "stock-ledger" && ev.level === "info" && !ev.msg.startsWith("GET /healthz")) return null;
    if (ev.svc === "checkout" && ev.msg.includes("placed")) return null;
    if (ev.svc === "payments-adapter" && ev.msg.startsWith("Adyen authorise ok")) return null;
    return ev;
  },
};

const DOTNET_503 = `System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).
   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()
   at StemCo.Payments.Adyen.AdyenClient.AuthoriseAsync(PaymentRequest request, CancellationToken ct) in /src/StemCo.Payments/Adyen/AdyenClient.cs:line 88
   at Polly.ResiliencePipeline.<>c__8\`1.<<ExecuteAsync>b__8_0>d.MoveNext()
   at StemCo.Payments.Api.PaymentsController.Authorise(AuthoriseRequest body) in /src/StemCo.Payments.Api/PaymentsController.cs:line 41`;

const dependency: IncidentDef = {
  estate: "stemco",
  origin: "payments-adapter",
  category: "dependency",
  hints: ["dependency", "adyen", "503", "unavailable", "circuit", "psp", "payment provider", "upstream"],
  severity: "high",
  note: "the payment provider behind payments-adapter starts answering 503, its retries fail and its circuit breaker opens, so checkout cannot take payments and shop-web returns 500s",
  gen: (r, s, end) => {
    const ev: Ev[] = [];
    for (const t of everyFrom(r, s, end, 900)) {
      ev.push(
        e(
          t,
          "payments-adapter",
          "warn",
          `Execution attempt. Source: 'adyen-authorise/(null)/Retry', Operation Key: 'Authorise', Result: '503', Handled: 'True', Attempt: '${r.int(0, 2)}', Execution Time: ${r.int(200, 2400)}.${r.int(10, 99)}ms`,
        ),
      );
    }
    for (const t of every(r, s + 2000, end, 2500)) {
      ev.push({
        ...e(t, "payments-adapter", "error", "Adyen authorise failed after 3 attempts"),
        errType: "System.Net.Http.HttpRequestException",
        stack: DOTNET_503,
      });
    }
    for (const t of every(r, s + 30000, end, 35000)) {
      ev.push(
        e(
          t,
          "payments-adapter",
          "error",
          "Circuit Breaker opened for 30s. Source: 'adyen-authorise/(null)/CircuitBreaker'. Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
        ),
      );
    }
    for (const t of every(r, s + 1000, end, 800)) {
      ev.push(
        e(
          t,
          "checkout",
          "error",
          `c.s.checkout.PaymentClient : payment authorisation failed for order SC${r.int(1000000, 9999999)}: 502 Bad Gateway from payments-adapter`,
        ),
      );
    }
    for (const t of every(r, s + 1500, end, 1300)) {
      ev.push(
        e(
          t,
          "shop-web",
          "error",
          `Completed 500 Internal Server Error in ${r.int(2000, 7000)}ms (ActiveRecord: 4.2ms | Allocations: 11234)`,
        ),
      );
    }
    return ev;
  },
  transform: (_r, ev, s) => {
    if (ev.t < s) return ev;
    if (ev.svc === "payments-adapter" && ev.msg.startsWith("Adyen authorise ok")) return null;
    if (ev.svc === "checkout" && ev.msg.includes("placed")) return null;
    return ev;
  },
};

const TWILIO_TB = `Traceback (most recent call last):
  File "/app/notify/senders.py", line 57, in send_sms
    msg = self.client.messages.create(to=to, from_=self.sender_id, body=body)
  File "/usr/local/lib/python3.11/site-packages/twilio/rest/api/v2010/account/message/__init__.py", line 811, in create
    payload = self._version.create(method="POST", uri=self._uri, data=data, headers=headers)
  File "/usr/local/lib/python3.11/site-packages/twilio/base/version.py", line 465, in create
    return self._parse_create(method, uri, response)
  File "/usr/local/lib/python3.11/site-packages/twilio/base/version.py", line 436, in _parse_create
    raise self.exception(method, uri, response, "Unable to create record")
twilio.base.exceptions.TwilioRestException: HTTP 429 error: Unable to create record: Too Many Requests`;

const rateLimit: IncidentDef = {
  estate: "fleurnet",
  origin: "notify-sms",
  category: "rate_limiting",
  hints: ["rate", "429", "too many", "limit", "throttl"],
  severity: "medium",
  note: "a delivery-day reminder campaign in notify-sms pushes far past the SMS provider's sending limit, every send comes back 429 and order confirmations back up behind it",
  gen: (r, s, end) => {
    const ev: Ev[] = [
      e(
        s - 2000,
        "notify-sms",
        "info",
        `campaign delivery-day-reminders: enqueued ${r.int(18000, 24000)} messages (workers=32)`,
      ),
    ];
    for (const t of everyFrom(r, s, end, 650)) {
      ev.push(
        e(
          t,
          "notify-sms",
          "warn",
          `twilio 429 Too Many Requests (code 20429) to +46*****${r.int(100, 999)}, backing off ${r.pick(["1", "2", "4", "8"])}s`,
        ),
      );
    }
    for (const t of every(r, s + 3000, end, 4000)) {
      ev.push({
        ...e(t, "notify-sms", "error", "send_sms failed after 5 attempts, message dead-lettered"),
        errType: "TwilioRestException",
        stack: TWILIO_TB,
      });
    }
    for (const t of every(r, s + 30000, end, 30000)) {
      ev.push(e(t, "notify-sms", "warn", `queue depth ${r.int(9000, 21000)}, oldest message ${r.int(200, 900)}s`));
    }
    for (const t of every(r, s + 10000, end, 2500)) {
      ev.push(
        e(
          t,
          "order-desk",
          "warn",
          `order FN-${r.int(1000000, 9999999)} confirmation sms not sent within 120s (notify-sms backlog), customer sees pending`,
        ),
      );
    }
    return ev;
  },
  transform: (_r, ev, s) => {
    if (ev.t < s) return ev;
    if (ev.svc === "notify-sms" && ev.msg.startsWith("sms queued")) return null;
    return ev;
  },
};

const JAVA_OAUTH = `org.springframework.security.oauth2.client.ClientAuthorizationException: [invalid_client] Client authentication failed
\tat org.springframework.security.oauth2.client.ClientCredentialsOAuth2AuthorizedClientProvider.getTokenResponse(ClientCredentialsOAuth2AuthorizedClientProvider.java:90)
\tat org.springframework.security.oauth2.client.ClientCredentialsOAuth2AuthorizedClientProvider.authorize(ClientCredentialsOAuth2AuthorizedClientProvider.java:79)
\tat org.springframework.security.oauth2.client.AuthorizedClientServiceOAuth2AuthorizedClientManager.authorize(AuthorizedClientServiceOAuth2AuthorizedClientManager.java:144)
\tat no.fleurnet.clearing.bank.BankTokenProvider.token(BankTokenProvider.java:37)
\tat no.fleurnet.clearing.bank.WireSubmitter.submit(WireSubmitter.java:72)
Caused by: org.springframework.security.oauth2.core.OAuth2AuthorizationException: [invalid_client] Client authentication failed: client secret has expired
\t... 14 common frames omitted`;

const authentication: IncidentDef = {
  estate: "fleurnet",
  origin: "wire-clearing",
  category: "authentication",
  hints: ["auth", "oauth", "credential", "invalid_client", "401", "unauthorized", "secret", "token"],
  severity: "medium",
  note: "wire-clearing's client secret at the clearing bank expires, every token request is refused with invalid_client and member settlement wires stop while member-portal and statement-pdf report missing settlements",
  gen: (r, s, end) => {
    const ev: Ev[] = [];
    for (const t of everyFrom(r, s, end, 6000)) {
      ev.push({
        ...e(
          t,
          "wire-clearing",
          "error",
          "n.f.clearing.bank.WireSubmitter : token request to https://api.clearing.nordbank.example/oauth2/token failed",
        ),
        errType: "org.springframework.security.oauth2.client.ClientAuthorizationException",
        stack: JAVA_OAUTH,
      });
      ev.push(
        e(
          t + r.int(10, 200),
          "wire-clearing",
          "error",
          `n.f.clearing.bank.WireSubmitter : wire batch ${r.int(8000, 9999)} not submitted: 401 Unauthorized, ${r.int(5, 80)} settlements kept pending`,
        ),
      );
    }
    for (const t of every(r, s + 15000, end, 5000)) {
      ev.push(
        e(
          t,
          "member-portal",
          "warn",
          `Settlement status unavailable for member SE${r.int(100, 999)}: wire-clearing returned 502 for GET /settlements/today`,
        ),
      );
    }
    for (const t of every(r, s + 20000, end, 9000)) {
      ev.push(
        e(
          t,
          "statement-pdf",
          "error",
          `statement for member NO${r.int(100, 999)} incomplete: settlement batch missing, retry scheduled`,
        ),
      );
    }
    return ev;
  },
  transform: (_r, ev, s) => {
    if (ev.t < s) return ev;
    if (ev.svc === "wire-clearing" && ev.msg.includes("accrual run"))
      return { ...ev, msg: ev.msg.replace("0 rejects", "submission pending") };
    return ev;
  },
};

export const INCIDENTS: IncidentDef[] = [
  memory,
  configuration,
  disk,
  network,
  database,
  dependency,
  rateLimit,
  authentication,
];
