// Lakeshore: from one point on, lk-pos throws NullReferenceException in loyalty accrual for every
// store transaction with a loyalty card whose member profile came back null (merged accounts). Other
// sales go through. The gateway's 500s and clerks' retries double the error count.
import { isoStamp } from "../clock.js";
import type { SceneLike } from "../types.js";
import type { Incident } from "./kit.js";
import { until } from "./kit.js";

function nre(sc: SceneLike, t: number): void {
  sc.log(t, "lk-pos", "error", "An unhandled exception has occurred while executing the request.", {
    errType: "System.NullReferenceException",
    stack: [
      "System.NullReferenceException: Object reference not set to an instance of an object.",
      "   at Lakeshore.Pos.Loyalty.LoyaltyAccrual.Apply(Transaction tx, MemberProfile member) in /src/Lakeshore.Pos/Loyalty/LoyaltyAccrual.cs:line 64",
      "   at Lakeshore.Pos.Checkout.CheckoutService.CompleteAsync(CompleteRequest request, CancellationToken ct) in /src/Lakeshore.Pos/Checkout/CheckoutService.cs:line 141",
      "   at Lakeshore.Pos.Api.Controllers.TransactionsController.Complete(CompleteRequest request, CancellationToken ct) in /src/Lakeshore.Pos.Api/Controllers/TransactionsController.cs:line 52",
      "   at lambda_method412(Closure, Object)",
      "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.AwaitableObjectResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
      "   at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
      "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
      "   at Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
    ],
  });
  sc.log(
    t + 3,
    "lk-pos",
    "info",
    `Request finished HTTP/1.1 POST http://lk-pos:8080/api/pos/transactions - 500 0 - ${sc.rng.int(20, 90)}.${sc.rng.digits(4)}ms`,
  );
  sc.log(
    t + 5,
    "lk-gateway",
    "info",
    `[${isoStamp(t)}] "POST /api/pos/transactions HTTP/1.1" 500 - ${sc.rng.int(300, 900)} 0 ${sc.rng.int(20, 90)} ${sc.rng.int(20, 90)} "10.1.2.${sc.rng.int(10, 40)}" "LakeshoreTill/2.4 (Windows NT 10.0)" "${sc.rng.uuid()}" "lk-pos" "10.1.8.${sc.rng.int(2, 250)}:8080"`,
  );
}

export const nullReference: Incident = {
  category: "null_reference",
  estate: "lakeshore",
  origin: "lk-pos",
  hints: ["null", "reference", "nullreference"],
  severity: "medium",
  note: "lk-pos began throwing NullReferenceException in loyalty accrual for every store sale with a loyalty card whose member profile came back null, so those sales failed with 500s (retried by clerks) while other sales went through.",
  noise: ["card-declines", "weather-warning-fanout"],
  run(sc, t0) {
    nre(sc, t0);
    until(sc, sc.rng.float(3, 6), t0 + 500, (t) => {
      nre(sc, t);
      const lane = sc.rng.int(1, 3);
      if (sc.rng.chance(0.7)) nre(sc, t + sc.rng.int(6000, 20_000));
      if (sc.rng.chance(0.5))
        sc.log(
          t + sc.rng.int(25_000, 50_000),
          "lk-pos",
          "info",
          `Transaction ${sc.rng.digits(4)}-${sc.rng.digits(4)} approved ${(sc.rng.int(300, 6000) / 100).toFixed(2)} USD (${sc.rng.int(1, 6)} items, lane ${lane}, loyalty skipped by clerk)`,
        );
    });
  },
};
