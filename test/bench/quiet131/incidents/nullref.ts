// Null reference: the spring "Bulb Club" sign-up import creates Marigold Club members without a home nursery.
// clubcard's tier calculator dereferences the member's home nursery, so every summary or points award for those
// members throws NullReferenceException (about a third of club traffic). basketsvc and checkoutd degrade
// gracefully and warn; envoy shows the 500s. A plantfinder release and a stockkeeper config reload are nearby.
import { ev } from "../domain.js";
import { rollingRestart } from "../noise/ops.js";
import { dotnetTrace } from "../stacks.js";
import type { Ctx, Ev, Incident } from "../types.js";
import { arrivals } from "./util.js";

const NRE = "System.NullReferenceException: Object reference not set to an instance of an object.";

function nreTrace(path: "me" | "award"): string[] {
  const top = [
    "MossMarigold.ClubCard.Tiers.TierCalculator.RegionalMultiplier(Member member) in /src/ClubCard/Tiers/TierCalculator.cs:line 57",
    "MossMarigold.ClubCard.Tiers.TierCalculator.Calculate(Member member, IReadOnlyList`1 history) in /src/ClubCard/Tiers/TierCalculator.cs:line 31",
  ];
  const rest =
    path === "me"
      ? [
          "MossMarigold.ClubCard.MemberService.GetSummaryAsync(String memberId, CancellationToken ct) in /src/ClubCard/MemberService.cs:line 88",
          "MossMarigold.ClubCard.Api.MembersController.Me(CancellationToken ct) in /src/ClubCard/Api/MembersController.cs:line 24",
          "lambda_method42(Closure, Object)",
          "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.AwaitableObjectResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
          "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
          "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
        ]
      : [
          "MossMarigold.ClubCard.Points.AwardService.AwardAsync(String memberId, String orderNo, Decimal amount, CancellationToken ct) in /src/ClubCard/Points/AwardService.cs:line 46",
          "MossMarigold.ClubCard.Api.PointsController.Award(AwardRequest request, CancellationToken ct) in /src/ClubCard/Api/PointsController.cs:line 31",
          "lambda_method57(Closure, Object)",
        ];
  return dotnetTrace(NRE, [...top, ...rest]);
}

export function nullRefIncident(c: Ctx, t0: number): Incident {
  const r = c.r;
  const v = c.e.vocab;
  const K = "clubcard";
  const out: Ev[] = [];
  const excLog = { logger: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware" };
  const err = {
    type: "System.NullReferenceException",
    message: "Object reference not set to an instance of an object.",
  };

  out.push(...rollingRestart(c, c.byName("plantfinder"), t0 - r.int(200000, 320000), false));
  out.push(
    ev(t0 - r.int(50000, 110000), "stockkeeper", "INFO", "Configuration reloaded: Holds:DefaultMinutes 30 -> 45", {
      logger: "MossMarigold.Stock.OptionsWatcher",
    }),
  );
  out.push(
    ev(
      t0 - r.int(15000, 40000),
      K,
      "INFO",
      `Member import 'bulb-club-2026' applied: ${r.int(900, 1600)} members created, 0 rejected`,
      {
        logger: "MossMarigold.ClubCard.Import.MemberImporter",
      },
    ),
  );

  const fail = (t: number, path: "me" | "award") => {
    const rid = c.e.newId(r);
    out.push(
      ev(t, K, "ERROR", "An unhandled exception has occurred while executing the request.", {
        ...excLog,
        err,
        stack: nreTrace(path),
        rid,
      }),
    );
    out.push(
      ev(
        t + r.int(1, 4),
        K,
        "ERROR",
        c.e.access(
          r,
          K,
          path === "me" ? "GET" : "POST",
          path === "me" ? "/club/me" : "/club/points/award",
          500,
          r.int(3, 30),
          t,
        ),
        { logger: "Serilog.AspNetCore.RequestLoggingMiddleware", rid },
      ),
    );
    return rid;
  };

  fail(t0, "me");
  for (const t of arrivals(c, t0 + 800, c.end, 2600)) {
    const rid = fail(t, "me");
    out.push(
      ev(t + r.int(5, 20), "mmedge", "ERROR", c.e.access(r, "mmedge", "GET", "/api/club/me", 500, r.int(8, 40), t), {
        rid,
      }),
    );
  }
  for (const t of arrivals(c, t0 + 5000, c.end, 9000)) {
    const rid = fail(t, "award");
    const o = v.order(r);
    out.push(
      ev(
        t + r.int(10, 40),
        "basketsvc",
        "WARN",
        `clubcard points award failed for order ${o} (500), checkout continues without petals`,
      ),
    );
    if (r.chance(0.5))
      out.push(
        ev(
          t + r.int(10, 40),
          "checkoutd",
          "WARN",
          `loyalty lookup failed status=500 member=${v.member(r)}, skipping member discount`,
          { rid },
        ),
      );
  }

  return {
    category: "null_reference",
    origin: K,
    start: t0,
    events: out,
    suppress: [{ svc: K, from: t0, keep: 0.65 }],
    hints: ["null", "nullreference", "reference"],
    severity: "medium",
    note: "members created by the Bulb Club import have no home nursery and clubcard's tier calculator throws NullReferenceException for each of them.",
  };
}
