// Dependency, Saltmarsh: the payment vendor Payvault (not logging here) answers coinbox's authorisations with
// 502/503; Polly retries, the circuit breaker opens and half-opens, card top-ups and auto top-ups fail, while
// wristband debits at the bars keep working on stored balance. tollbooth's 502s outnumber coinbox's lines.
import { emit } from "./ctx.js";
import { smTb } from "./estate-saltmarsh.js";
import { type Incident, onFlows } from "./incident-kit.js";
import { restart } from "./runtimes.js";
import { dotnetTrace } from "./stacks.js";
import { chipUid, money } from "./text.js";
import type { Ctx, Step } from "./types.js";

const O = "coinbox";
const SRC = "payvault-client/(null)";

function vendor5xx(c: Ctx, t: number): void {
  const r = c.rng;
  const code = r.pick(["503 (Service Unavailable)", "503 (Service Unavailable)", "502 (Bad Gateway)"]);
  emit(
    c,
    t,
    O,
    "warn",
    `Execution attempt. Source: '${SRC}/Standard-Retry', Operation Key: 'authorise', Result: '${code.split(" ")[0]}', Handled: 'True', Attempt: '${r.int(0, 2)}', Execution Time: ${r.float(40, 900).toFixed(4)}ms`,
  );
  if (r.chance(0.25))
    emit(
      c,
      t + 3,
      O,
      "error",
      `Payvault authorise failed: Response status code does not indicate success: ${code}. pv-request-id=req_${r.hex(16)}`,
      {
        stack: dotnetTrace(
          `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${code}.`,
          [
            "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
            "Coinbox.Payments.PayvaultGateway.AuthoriseAsync(AuthoriseRequest request, CancellationToken ct) in /src/Coinbox.Payments/PayvaultGateway.cs:line 112",
            "Polly.Outcome`1.GetResultOrRethrow()",
            "Coinbox.Api.Topups.TopupHandler.Handle(CreateTopup command, CancellationToken ct) in /src/Coinbox.Api/Topups/TopupHandler.cs:line 64",
          ],
        ),
        errType: "System.Net.Http.HttpRequestException",
      },
    );
}

function broken(c: Ctx, t: number, what: string): void {
  emit(c, t, O, "error", `${what} failed: circuit for Payvault is open`, {
    stack: dotnetTrace(
      "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
      [
        "Polly.Outcome`1.ThrowIfException()",
        "Polly.ResiliencePipeline.ExecuteAsync[TResult](Func`2 callback, CancellationToken cancellationToken)",
        "Coinbox.Payments.PayvaultGateway.AuthoriseAsync(AuthoriseRequest request, CancellationToken ct) in /src/Coinbox.Payments/PayvaultGateway.cs:line 104",
      ],
    ),
    errType: "Polly.CircuitBreaker.BrokenCircuitException",
  });
}

export const dependencyIncident: Incident = {
  category: "dependency",
  estate: "saltmarsh",
  origin: O,
  hints: ["payment", "circuit", "unavailable", "payvault"],
  severity: "high",
  note: "The payment vendor Payvault started answering coinbox's authorisations with 502/503, coinbox's circuit breaker opened, and card top-ups and auto top-ups failed while stored-balance debits at the bars kept working.",
  noise: ["card_declines", "blocked_wristbands"],
  build: (c, t0) => {
    const r = c.rng;
    restart(c, "swapmeet", t0 - r.float(60000, 200000), "3.2.2", 9000);
    vendor5xx(c, t0);
    const opens: Array<[number, number]> = [];
    let t = t0 + r.float(15000, 30000);
    while (t < c.end) {
      const len = 30000;
      emit(
        c,
        t,
        O,
        "error",
        `Resilience event occurred. EventName: 'OnCircuitOpened', Source: '${SRC}/Standard-CircuitBreaker', Operation Key: 'authorise', Result: '503'`,
      );
      emit(
        c,
        t + 2,
        O,
        "warn",
        `Circuit breaker for Payvault opened for 30s after ${r.int(10, 25)} failures in the last 30s (failure ratio ${r.float(0.7, 1).toFixed(2)})`,
      );
      opens.push([t, t + len]);
      emit(
        c,
        t + len,
        O,
        "info",
        `Resilience event occurred. EventName: 'OnCircuitHalfOpened', Source: '${SRC}/Standard-CircuitBreaker', Operation Key: '', Result: ''`,
      );
      vendor5xx(c, t + len + r.int(50, 800));
      t += len + r.float(3000, 20000);
    }
    const isOpen = (x: number) => opens.some(([a, b]) => x >= a && x < b);
    for (let x = t0 + r.float(500, 3000); x < c.end; x += r.exp(4000)) if (!isOpen(x)) vendor5xx(c, x);

    onFlows(c, ["topup"], t0, (_f, at) => {
      const d = r.float(80, 3000);
      const steps: Step[] = [];
      if (isOpen(at)) broken(c, at + 5, "Top-up");
      else
        steps.push({
          svc: O,
          dt: 4,
          level: "info",
          msg: `Top-up tp_${r.hex(12)} started for wallet w_${r.hex(8)}: ${money(r.pick([10, 20, 25, 50]))} EUR via card`,
        });
      steps.push({
        svc: O,
        dt: d - 5,
        level: "info",
        msg: `Request finished HTTP/1.1 POST http://coinbox:8080/v1/topups - 502 null application/problem+json ${(d - 5).toFixed(4)}ms`,
      });
      steps.push({
        svc: "tollbooth",
        dt: d - 1,
        level: "error",
        msg: `upstream coinbox responded 502 for POST /v1/topups (payment provider unavailable)`,
      });
      steps.push(smTb(at, "POST", "/v1/wallet/topups", 502, d));
      return steps;
    });
    onFlows(c, ["auto-topup"], t0, (_f, at) => {
      if (isOpen(at + 300)) broken(c, at + 300, "Auto top-up");
      return [
        {
          svc: "loom",
          dt: 0,
          level: "info",
          msg: `balance low for chip ${chipUid(r)} (${money(r.float(0.5, 4.9))} EUR), requesting auto top-up`,
        },
        {
          svc: "loom",
          dt: r.int(400, 1500),
          level: "warn",
          msg: "auto top-up request failed: coinbox returned 503 (retry next tap)",
        },
      ];
    });
  },
};
