// timeout: calls that stop answering in time, own work over budget, lock acquisition.
import { jvm, py } from "./stacks.js";
import { END, flow, rep, type Scenario } from "./types.js";

export const TIMEOUT: Scenario[] = [
  {
    estate: "ledger",
    cat: "timeout",
    origin: "kyc-checker",
    hints: ["timeout", "timed out"],
    sev: "medium",
    note: "The identity-verification vendor stops answering within 10s; the vendor does not log, so kyc-checker (read timeouts with tracebacks) is the origin and api-gateway returns 504s on onboarding.",
    phases: [
      flow(
        0,
        END,
        4,
        [
          "kyc-checker",
          "error",
          "identity check failed: ReadTimeout calling api.idverify.example",
          0,
          py(
            [
              ["/app/kyc/vendor.py", 61, "verify", "resp = self.session.post(url, json=payload, timeout=10)"],
              [
                "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
                532,
                "send",
                "raise ReadTimeout(e, request=request)",
              ],
            ],
            "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.idverify.example', port=443): Read timed out. (read timeout=10)",
          ),
        ],
        [
          "api-gateway",
          "error",
          "POST /v2/onboarding/verify 504 upstream kyc-checker did not respond in 12000ms",
          12000,
        ],
      ),
      rep(
        60,
        END,
        20,
        "kyc-checker",
        "warn",
        (r) => `vendor latency p99=${r.int(9, 10)}.${r.int(1, 9)}s, queue backlog=${r.int(40, 400)}`,
      ),
    ],
  },
  {
    estate: "shop",
    cat: "timeout",
    origin: "payments-gw",
    hints: ["timeout", "deadline"],
    sev: "high",
    note: "payments-gw's calls to the PSP start exceeding the 5s client deadline; checkout-api retries each charge up to three times, louder than payments-gw itself.",
    phases: [
      rep(
        0,
        END,
        3,
        "payments-gw",
        "error",
        (r) =>
          `authorize psp=adyen failed: Post "https://checkout-live.adyen.example/v71/payments": context deadline exceeded (Client.Timeout exceeded while awaiting headers) after ${r.int(5000, 5004)}ms`,
      ),
      flow(
        2,
        END,
        0.7,
        ["checkout-api", "warn", (r) => `payments-gw call timed out after 6000ms, retry ${r.int(1, 2)}/3`],
        [
          "checkout-api",
          "error",
          "charge failed after 3 attempts: java.net.SocketTimeoutException: Read timed out (payments-gw)",
          12000,
        ],
      ),
      rep(20, END, 5, "storefront-web", "error", "POST /checkout 504 Gateway Timeout"),
    ],
  },
  {
    estate: "fleet",
    cat: "timeout",
    origin: "route-planner",
    hints: ["timeout", "time limit", "timed out"],
    sev: "medium",
    note: "route-planner's solver starts hitting its 30s time limit for a large depot and only logs warnings; dispatch-api logs assignment timeouts for every job it waits on.",
    phases: [
      rep(
        0,
        END,
        9,
        "route-planner",
        "warn",
        (r) =>
          `solve aborted for depot LHR2: time limit 30s exceeded (stops=${r.int(900, 1400)}, best gap ${r.int(8, 30)}%)`,
      ),
      flow(30, END, 2, [
        "dispatch-api",
        "error",
        (r) => `assign job ${r.int(100000, 999999)} failed: timed out after 30000ms waiting for route-planner`,
      ]),
      rep(60, END, 15, "driver-bff", "warn", "shift plan not ready, showing previous route"),
    ],
  },
  {
    estate: "saas",
    cat: "timeout",
    origin: "search-indexer",
    hints: ["timeout", "sockettimeout"],
    sev: "medium",
    note: "The managed OpenSearch domain slows to a crawl (it does not log here); search-indexer, whose bulk requests hit the 30s socket timeout, shows it and app-frontend search returns 504.",
    phases: [
      rep(
        0,
        END,
        6,
        "search-indexer",
        "error",
        "bulk request to events-27 failed",
        jvm("java.net.SocketTimeoutException: 30,000 milliseconds timeout on connection http-outgoing-12 [ACTIVE]", [
          "org.opensearch.client.RestClient.extractAndWrapCause(RestClient.java:936)",
          "org.opensearch.client.RestClient.performRequest(RestClient.java:301)",
          "io.saas.indexer.BulkSink.flush(BulkSink.java:142)",
        ]),
      ),
      rep(
        40,
        END,
        12,
        "search-indexer",
        "warn",
        (r) => `indexing backlog ${r.int(20000, 900000)} docs, lag ${r.int(2, 30)}m`,
      ),
      flow(10, END, 3, ["app-frontend", "error", "GET /api/search 504 search backend timed out after 10000ms"]),
    ],
  },
  {
    estate: "games",
    cat: "timeout",
    origin: "matchmaker",
    hints: ["timeout", "timed out", "lock"],
    sev: "medium",
    note: "matchmaker cannot acquire its ranked-queue lock within 5s after a holder stalls, so ranked matches stop forming; lobby-gw reports join timeouts.",
    phases: [
      rep(
        0,
        END,
        2.5,
        "matchmaker",
        "error",
        "timed out acquiring lock mm:ranked:eu-west after 5000ms (holder matchmaker-6d9f-2 since 14:02)",
      ),
      flow(5, END, 1.5, [
        "lobby-gw",
        "warn",
        (r) => `ranked join for p${r.int(100000, 999999)} timed out after 20s, returning player to menu`,
      ]),
    ],
  },
  {
    estate: "stream",
    cat: "timeout",
    origin: "playback-svc",
    hints: ["timeout", "timed out"],
    sev: "high",
    note: "DRM licence requests from playback-svc stop completing within 3s (the licence vendor does not log); playback-svc shows the timeouts and edge-api returns 504 for play.",
    phases: [
      rep(
        0,
        END,
        2,
        "playback-svc",
        "error",
        "licence acquisition failed",
        jvm("java.net.http.HttpTimeoutException: request timed out", [
          "java.net.http/jdk.internal.net.http.HttpClientImpl.send(HttpClientImpl.java:571)",
          "media.playback.drm.LicenseClient.acquire(LicenseClient.java:88)",
          "media.playback.SessionService.start(SessionService.java:203)",
        ]),
      ),
      flow(3, END, 1, ["edge-api", "error", "POST /v3/play 504: playback-svc exceeded 3500ms"]),
    ],
  },
];
