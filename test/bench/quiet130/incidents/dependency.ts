// Pinecrest: the card processor PayRiver (a vendor that does not log here) starts answering 502/503.
// payments retries, some charges still get through, then its circuit breaker opens and half-opens every
// minute. The camp store tills and booking-api report the failures in their own words, more often.
import { nginxTime } from "../clock.js";
import type { SceneLike } from "../types.js";
import type { Incident } from "./kit.js";
import { until } from "./kit.js";

const VENDOR_ERR = (code: number) =>
  `HTTP ${code} from https://api.payriver.example/v1/charges: {"error":{"type":"api_error","message":"${code === 503 ? "The service is temporarily unavailable. Please retry." : "An unexpected error occurred on our end."}"}}`;

function stack(code: number): string[] {
  return [
    `com.pinecrest.payments.payriver.PayRiverApiException: ${VENDOR_ERR(code)}`,
    "\tat com.pinecrest.payments.payriver.PayRiverClient.post(PayRiverClient.java:142)",
    "\tat com.pinecrest.payments.payriver.PayRiverClient.createCharge(PayRiverClient.java:88)",
    "\tat com.pinecrest.payments.ChargeService.lambda$charge$0(ChargeService.java:61)",
    "\tat io.github.resilience4j.circuitbreaker.CircuitBreaker.lambda$decorateCheckedSupplier$82a9021a$1(CircuitBreaker.java:70)",
    "\tat io.github.resilience4j.retry.Retry.lambda$decorateCheckedSupplier$3f69f149$1(Retry.java:137)",
    "\tat com.pinecrest.payments.ChargeService.charge(ChargeService.java:58)",
    "\tat com.pinecrest.payments.api.ChargeController.create(ChargeController.java:37)",
  ];
}

/** What the callers say when payments answers 503. */
function callerFails(sc: SceneLike, t: number, tr: string | undefined): void {
  if (sc.rng.chance(0.55)) {
    const sale = `S-${sc.rng.digits(5)}`;
    const pos = `POS-0${sc.rng.int(1, 3)}`;
    sc.log(
      t,
      "store-pos",
      "error",
      `Card payment failed at ${pos} for sale ${sale}: payments returned 503 (Service Unavailable)`,
      { trace: tr },
    );
    if (sc.rng.chance(0.6))
      sc.log(
        t + sc.rng.int(8000, 25_000),
        "store-pos",
        "error",
        `Card payment failed at ${pos} for sale ${sale}: payments returned 503 (Service Unavailable) [clerk retry]`,
        { trace: tr },
      );
    if (sc.rng.chance(0.4))
      sc.log(
        t + sc.rng.int(30_000, 60_000),
        "store-pos",
        "info",
        `Sale ${sale} completed: ${sc.rng.int(1, 5)} items, total ${(sc.rng.int(300, 5000) / 100).toFixed(2)}, tender=cash, terminal=${pos}`,
      );
  } else {
    const res = `PCR-${sc.rng.digits(6)}`;
    sc.log(t, "booking-api", "error", `checkout failed for ${res}: payments responded 503 Service Unavailable`, {
      trace: tr,
    });
    sc.log(t + 2, "booking-api", "info", `POST /v2/reservations 503 ${sc.rng.int(40, 3200)}ms`, { trace: tr });
    sc.log(
      t + 4,
      "edge-nginx",
      "info",
      `${sc.rng.int(24, 99)}.${sc.rng.int(1, 254)}.${sc.rng.int(1, 254)}.${sc.rng.int(1, 254)} - - [${nginxTime(t)}] "POST /api/v2/reservations HTTP/1.1" 503 87 "-" "PinecrestApp/5.2.1 (iPhone; iOS 17.5.1)" rt=${sc.rng.float(0.04, 3.2).toFixed(3)} uct=0.001 urt=${sc.rng.float(0.04, 3.2).toFixed(3)}`,
    );
  }
}

export const dependency: Incident = {
  category: "dependency",
  estate: "pinecrest",
  origin: "payments",
  hints: ["payriver", "circuit", "unavailable", "503"],
  severity: "high",
  note: "The card processor PayRiver began answering 502/503, so payments' charges failed after retries and its circuit breaker opened; store-pos tills and booking-api checkouts report the 503s from payments more often than payments logs the vendor errors.",
  noise: ["card-declines", "deprecations"],
  run(sc, t0) {
    const open = t0 + sc.rng.int(70_000, 110_000);
    const w0 = t0 + 20_000;
    sc.suppress((ev) => ev.t >= w0 && ev.svc === "payments" && ev.msg.startsWith("Charge authorised"));
    sc.suppress(
      (ev) =>
        ev.t >= w0 &&
        /confirmed: .* nights|confirmation email queued|code provisioned|tender=card|POST \/api\/v2\/reservations HTTP\/1.1" 201/.test(
          ev.msg,
        ),
    );
    // Before the breaker opens: retries, a few successes, mostly failures.
    let first = true;
    sc.poisson(sc.rng.float(10, 16), t0, open, (t) => {
      const at = first ? t0 : t;
      first = false;
      const tr = sc.trace();
      const code = sc.rng.pick([502, 503, 503]);
      sc.log(at, "payments", "warn", `PayRiver call failed (attempt 1/3): ${VENDOR_ERR(code)}`, { trace: tr });
      sc.log(
        at + 400,
        "payments",
        "warn",
        `PayRiver call failed (attempt 2/3): ${VENDOR_ERR(sc.rng.pick([502, 503]))}`,
        { trace: tr },
      );
      if (sc.rng.chance(0.2)) {
        sc.log(
          at + 1300,
          "payments",
          "info",
          `Charge authorised amount=${(sc.rng.int(2000, 30000) / 100).toFixed(2)} USD ref=ch_${sc.rng.hex(24)} (after 3 attempts)`,
          { trace: tr },
        );
        return;
      }
      sc.log(at + 1300, "payments", "error", "Charge failed after 3 attempts", {
        trace: tr,
        errType: "com.pinecrest.payments.payriver.PayRiverApiException",
        stack: stack(code),
      });
      callerFails(sc, at + 1350, tr);
    });
    // Breaker open; every minute it half-opens, the trial calls fail, and it opens again.
    sc.log(
      open,
      "payments",
      "warn",
      "CircuitBreaker 'payriver' changed state from CLOSED to OPEN (failure rate 78.0% >= 50.0%)",
    );
    for (let t = open + 60_000; t < sc.end; t += 60_000 + sc.rng.int(0, 500)) {
      sc.log(t, "payments", "info", "CircuitBreaker 'payriver' changed state from OPEN to HALF_OPEN");
      sc.log(t + 900, "payments", "warn", `PayRiver call failed (half-open trial): ${VENDOR_ERR(503)}`);
      sc.log(t + 1800, "payments", "warn", "CircuitBreaker 'payriver' changed state from HALF_OPEN to OPEN");
    }
    until(sc, sc.rng.float(10, 16), open + 100, (t) => {
      const tr = sc.trace();
      sc.log(
        t,
        "payments",
        "error",
        "Charge rejected: CircuitBreaker 'payriver' is OPEN and does not permit further calls",
        {
          trace: tr,
          errType: "io.github.resilience4j.circuitbreaker.CallNotPermittedException",
        },
      );
      callerFails(sc, t + 30, tr);
    });
  },
};
