// Tuckshop Pay incidents: the Paywise card vendor answers 503s and tp-card-gateway's breaker opens
// (dependency), and tp-receipts runs out of Java heap rendering the term statement batch (memory).
import { wallet } from "./estate-tuckshop.js";
import type { Incident } from "./incident-kit.js";
import { deploy, startup } from "./lifecycle.js";
import * as stacks from "./stacks.js";
import { publicIp, rails } from "./voices.js";

export const paywiseDown: Incident = {
  id: "tuckshop-paywise-503",
  estate: "tuckshop",
  origin: "tp-card-gateway",
  category: "dependency",
  hints: ["paywise", "unavailable", "503", "circuit"],
  severity: "high",
  hours: [21, 22, 23],
  withNoise: ["declined-cards"],
  note: "The Paywise card API starts answering 503 to tp-card-gateway, whose circuit breaker opens, so wallet top-ups fail and parents' retries make tp-wallet and tp-storefront log far more errors than the origin.",
  run(c, start) {
    const { s, r, t1 } = c;
    s.suppress({ svc: "tp-card-gateway", from: start, to: t1, keep: 0.03, match: /succeeded/ });
    s.suppress({ svc: "tp-wallet", from: start, to: t1, keep: 0.03, match: /credited/ });
    s.suppress({ svc: "tp-storefront", from: start, to: t1, keep: 0.05, match: /top_ups|TopUps/ });
    s.suppress({ svc: "tp-card-gateway", from: start, to: t1, keep: 0, match: /declined|requires_action/, all: true });
    s.suppress({ svc: "tp-wallet", from: start, to: t1, keep: 0, match: /not credited/, all: true });
    s.suppress({ svc: "tp-storefront", from: start, to: t1, keep: 0, match: /top_ups|TopUps/, all: true });
    s.as("noise");
    deploy(c, "tp-menu", start - r.int(60000, 200000), "2.4.0");
    s.as("inc");
    const src = "paywise//Standard-CircuitBreaker";
    const stack = stacks.dotnet(
      'Paywise.PaywiseException: (503) Service Unavailable: {"error":{"type":"api_error","message":"We are experiencing elevated error rates. Please retry."}}',
      [
        "Paywise.Infrastructure.PaywiseHttpClient.MakeRequestAsync[T](HttpMethod method, String path, BaseOptions options, CancellationToken ct)",
        "Paywise.PaymentIntentService.CreateAsync(PaymentIntentCreateOptions options, RequestOptions requestOptions, CancellationToken ct)",
        "Tuckshop.CardGateway.Payments.TopUpAuthoriser.AuthoriseAsync(TopUpRequest request, CancellationToken ct) in /src/Tuckshop.CardGateway/Payments/TopUpAuthoriser.cs:line 57",
        "Tuckshop.CardGateway.Api.TopUpsEndpoint.HandleAsync(TopUpRequest request, CancellationToken ct) in /src/Tuckshop.CardGateway/Api/TopUpsEndpoint.cs:line 33",
        "Microsoft.AspNetCore.Http.RequestDelegateFactory.<ExecuteTaskResult>g__ExecuteAwaited|133_0[T](Task`1 task, HttpContext httpContext, JsonTypeInfo`1 jsonTypeInfo)",
      ],
    );
    let openUntil = 0;
    let fails = 0;
    s.poisson(0.5, start, t1, (t) => {
      const tu = `TU-${r.int(900000, 999999)}`;
      const tries = r.int(1, 3);
      for (let k = 0; k < tries; k++) {
        const tt = t + k * r.int(8000, 40000);
        rails(c, tt - 300, "tp-storefront", {
          method: "POST",
          path: "/wallet/top_ups",
          action: "Wallet::TopUpsController#create",
          status: 502,
          ms: r.latency(300),
          ip: publicIp(r),
          format: "HTML",
        });
        s.add(tt, "tp-storefront", "ERROR", "Faraday::ServerError (the server responded with status 502)");
        s.add(
          tt - 20,
          "tp-wallet",
          "ERROR",
          `Top-up ${tu} for wallet ${wallet(r)} failed: card gateway returned 502 Bad Gateway`,
        );
        if (tt < openUntil) {
          s.add(
            tt - 60,
            "tp-card-gateway",
            "ERROR",
            `Top-up ${tu} rejected: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.`,
            {
              err: {
                type: "Polly.CircuitBreaker.BrokenCircuitException",
                message: "The circuit is now open and is not allowing calls.",
              },
            },
          );
          continue;
        }
        s.add(
          tt - 900,
          "tp-card-gateway",
          "WARN",
          `Paywise POST /v1/payment_intents returned 503 Service Unavailable (Request-Id: req_${r.alnum(14)}), attempt 1/3`,
        );
        s.add(
          tt - 400,
          "tp-card-gateway",
          "WARN",
          `Paywise POST /v1/payment_intents returned 503 Service Unavailable (Request-Id: req_${r.alnum(14)}), attempt 2/3`,
        );
        s.add(tt - 80, "tp-card-gateway", "ERROR", `Top-up authorisation failed for ${tu}`, {
          err: { type: "Paywise.PaywiseException", message: "(503) Service Unavailable" },
          stack,
        });
        fails++;
        if (fails >= 5) {
          fails = 0;
          openUntil = tt + 30000;
          s.add(
            tt - 70,
            "tp-card-gateway",
            "WARN",
            `Resilience event occurred. EventName: 'OnCircuitOpened', Source: '${src}', Operation Key: '', Result: '503'`,
          );
          s.add(
            openUntil,
            "tp-card-gateway",
            "INFO",
            `Resilience event occurred. EventName: 'OnCircuitHalfOpened', Source: '${src}', Operation Key: '', Result: ''`,
          );
        }
      }
    });
  },
};

export const receiptsHeap: Incident = {
  id: "tuckshop-receipts-oom",
  estate: "tuckshop",
  origin: "tp-receipts",
  category: "memory",
  hints: ["memory", "outofmemory", "heap", "oom"],
  severity: "medium",
  hours: [21, 22, 23, 0],
  note: "Rendering the term fee-statement batch with full-resolution school logos exhausts tp-receipts' Java heap; it thrashes in full GCs, dies with OutOfMemoryError and restarts in a loop while tp-fees and tp-notify report refused connections and delayed statements.",
  run(c, start) {
    const { s, r, t1 } = c;
    s.suppress({ svc: "tp-receipts", from: start, to: t1, keep: 0.2, match: /Rendered receipt/ });
    s.as("noise");
    s.add(
      start - r.int(60000, 120000),
      "tp-fees",
      "INFO",
      `Statement batch STMT-2026-T2-W${r.int(19, 21)} started: ${r.int(4000, 5200)} families, 8 render threads`,
    );
    s.as("inc");
    let t = start;
    let gc = r.int(4000, 9000);
    while (t < t1) {
      const thrash = r.int(25000, 60000);
      for (let k = 0; k < r.int(3, 6); k++) {
        const tt = t + (k * thrash) / 6;
        s.add(
          tt,
          "tp-receipts",
          k === 0 ? "INFO" : "WARN",
          `[gc] GC(${gc++}) Pause Full (G1 Compaction Pause) ${r.int(1010, 1022)}M->${r.int(998, 1018)}M(1024M) ${r.range(1400, 4200).toFixed(3)}ms`,
        );
        if (k > 1)
          s.add(
            tt + 5,
            "tp-receipts",
            "WARN",
            `JVM pause detected: ${r.int(1400, 4200)}ms (possibly GC); heap ${r.int(97, 99)}% after collection`,
          );
      }
      const die = t + thrash;
      s.add(
        die,
        "tp-receipts",
        "ERROR",
        `Exception in thread "statement-render-${r.int(1, 8)}" java.lang.OutOfMemoryError: Java heap space`,
        {
          err: { type: "java.lang.OutOfMemoryError", message: "Java heap space" },
          stack: stacks.java("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)",
            "java.base/java.io.ByteArrayOutputStream.write(ByteArrayOutputStream.java:132)",
            "org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory$PredictorEncoder.encode(LosslessFactory.java:351)",
            "org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory.createFromImage(LosslessFactory.java:78)",
            "au.com.tuckshop.receipts.render.StatementRenderer.drawSchoolLogo(StatementRenderer.java:211)",
            "au.com.tuckshop.receipts.render.StatementRenderer.render(StatementRenderer.java:96)",
            "au.com.tuckshop.receipts.batch.StatementBatch.lambda$run$0(StatementBatch.java:58)",
            "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
            "java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)",
            "java.base/java.lang.Thread.run(Thread.java:1583)",
          ]),
        },
      );
      s.add(
        die + r.int(50, 400),
        "tp-receipts",
        "ERROR",
        "Terminating due to java.lang.OutOfMemoryError: Java heap space",
      );
      const back = die + r.int(8000, 25000);
      s.rollout("tp-receipts", back);
      const ready = startup(c, "tp-receipts", back, "3.9.2");
      s.add(ready + 200, "tp-receipts", "INFO", "Resuming statement batch from checkpoint");
      s.poisson(0.6, die, ready, (tt) =>
        s.add(
          tt,
          "tp-fees",
          "ERROR",
          `Receipt render request failed for FEE-${r.int(10000, 99999)}: I/O error on POST request for "http://tp-receipts:8080/render": Connection refused`,
        ),
      );
      s.every(10000, die + 5000, ready, 1000, (tt) =>
        s.add(tt, "tp-fees", "WARN", "Statement batch paused: tp-receipts unavailable, retrying in 10s"),
      );
      t = ready + r.int(15000, 40000);
    }
    s.poisson(0.15, start + 30000, t1, (tt) =>
      s.add(tt, "tp-notify", "WARN", `statement email for FAM-${r.int(1000, 9999)} delayed: receipt PDF not ready`),
    );
  },
};
