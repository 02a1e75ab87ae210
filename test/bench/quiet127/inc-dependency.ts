// dependency: PayGrid, Ironvale's payment provider (it does not log here), starts answering captures
// with 502/503. iv-store's resilience pipeline retries, then its circuit breaker opens and checkouts
// fail fast with BrokenCircuitException; players retry purchases during a bundle sale, the edge logs
// 502/503s. Declined cards (normal) keep appearing as ERRORs alongside.
import { access } from "./access.js";
import { restart } from "./lifecycle.js";
import { dotnetTrace } from "./stacks.js";
import type { IncidentDef } from "./types.js";

const SVC = "iv-store";
const FRAMES = [
  "Ironvale.Store.Payments.PayGridClient.CaptureAsync(CaptureRequest request, CancellationToken ct) in /src/Ironvale.Store/Payments/PayGridClient.cs:line 77",
  "Ironvale.Store.Checkout.CheckoutService.CompleteAsync(CheckoutCommand cmd, CancellationToken ct) in /src/Ironvale.Store/Checkout/CheckoutService.cs:line 142",
  "Ironvale.Store.Api.CheckoutEndpoints.<>c.<<Map>b__0_1>d.MoveNext() in /src/Ironvale.Store/Api/CheckoutEndpoints.cs:line 38",
  "Microsoft.AspNetCore.Http.RequestDelegateFactory.ExecuteTaskResult[T](Task`1 task, HttpContext httpContext)",
  "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
];

export const dependency: IncidentDef = {
  key: "dependency",
  estate: "corvid",
  category: "dependency",
  origin: SVC,
  hints: ["payment", "circuit", "unavailable", "503"],
  severity: "high",
  note: "The PayGrid payment provider starts returning 502/503 to iv-store's captures; retries fail, the circuit breaker opens and checkouts fail during a bundle sale.",
  noise: ["card-declines", "inventory-conflict"],
  run(c, t0) {
    const r = c.r;
    c.s.impact("paygrid", t0, c.end);
    const pipeline = "PayGridClient-standard";
    let open = false;
    let openedAt = 0;
    let fails = 0;
    const breakMs = 30_000;
    const checkout = (t: number): void => {
      const tid = c.tid();
      const ord = `ORD-${r.int(10_000_000, 99_999_999)}`;
      const player = r.uuid();
      if (open && t - openedAt > breakMs) {
        open = false;
        c.emit(
          t,
          SVC,
          "info",
          `Resilience event occurred. EventName: 'OnCircuitHalfOpened', Source: '${pipeline}//Standard-CircuitBreaker', Operation Key: '', Result: ''`,
        );
      }
      c.emit(
        t,
        SVC,
        "info",
        `Checkout started for ${player}: order ${ord}, ${r.int(1, 3)} item(s), ${r.pick(["bundle.lunar", "bundle.lunar", "skin.vesper.obsidian", "gems.4200"])}`,
        { tid },
      );
      if (open) {
        c.emit(t + r.int(1, 5), SVC, "error", `Checkout failed for order ${ord}`, {
          tid,
          stack: r.chance(0.5)
            ? dotnetTrace(
                "Polly.CircuitBreaker.BrokenCircuitException",
                "The circuit is now open and is not allowing calls.",
                FRAMES,
              )
            : undefined,
          kind: "Polly.CircuitBreaker.BrokenCircuitException",
        });
        access(c, t + r.int(8, 30), {
          m: "POST",
          path: "/store/checkout",
          code: 503,
          ms: r.int(8, 30),
          tid,
          up: SVC,
        });
        return;
      }
      let tt = t;
      for (let a = 0; a < 3; a++) {
        const ms = r.int(300, 4000);
        tt += ms;
        const res = r.pick(["503", "503", "502", "ServiceUnavailable"]);
        c.emit(
          tt,
          SVC,
          "warn",
          `Execution attempt. Source: '${pipeline}//Standard-Retry', Operation Key: '', Result: '${res}', Handled: 'True', Attempt: '${a}', Execution Time: ${ms}.${r.int(1000, 9999)}ms`,
          { tid },
        );
        tt += r.int(200, 2000);
      }
      fails++;
      c.emit(tt, SVC, "error", `Checkout failed for order ${ord}`, {
        tid,
        stack: dotnetTrace(
          "System.Net.Http.HttpRequestException",
          "Response status code does not indicate success: 503 (Service Unavailable).",
          ["System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()", ...FRAMES],
        ),
        kind: "System.Net.Http.HttpRequestException",
      });
      access(c, tt + 3, { m: "POST", path: "/store/checkout", code: 502, ms: tt + 3 - t, tid, up: SVC });
      if (fails % 5 === 0) {
        open = true;
        openedAt = tt;
        c.emit(
          tt + 1,
          SVC,
          "error",
          `Resilience event occurred. EventName: 'OnCircuitOpened', Source: '${pipeline}//Standard-CircuitBreaker', Operation Key: '', Result: '503'`,
        );
        c.emit(
          tt + 2,
          SVC,
          "warn",
          `PayGrid circuit open for ${breakMs / 1000}s after ${fails} failed captures; checkouts will fail fast`,
        );
      }
    };
    checkout(t0 + 150);
    c.spread(0.35, checkout, t0 + 2000);
    // Players hammering "buy" again after a failure.
    c.spread(
      0.25,
      (t) => {
        const tid = c.tid();
        access(c, t, {
          m: "POST",
          path: "/store/checkout",
          code: r.pick([502, 503, 503]),
          ms: r.int(5, 9000),
          tid,
          up: SVC,
        });
      },
      t0 + 30_000,
    );
    c.every(60, (t) => {
      if (t > t0)
        c.emit(
          t,
          "iv-entitlements",
          "warn",
          `No grants received from store outbox in the last 60s (expected ~${r.int(8, 20)} during sale)`,
        );
    });
    restart(c, t0 - r.int(120_000, 300_000), "iv-ladder", `2.${r.int(3, 9)}.${r.int(0, 20)}`);
  },
};
