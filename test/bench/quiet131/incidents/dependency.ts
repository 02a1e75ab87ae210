// Dependency: the payment provider has a partial outage; confirming PaymentIntents returns 500 api_error and 503s.
// checkoutd (the only service that talks to it) logs the provider errors, then its circuit breaker opens and
// fast-fails, half-opening every 30 s. basketsvc retries and is louder; envoy shows 502/503 on checkout. Declined
// cards carry on as usual in the same window.
import { ev } from "../domain.js";
import type { Ctx, Ev, Incident } from "../types.js";
import { arrivals } from "./util.js";

export function dependencyIncident(c: Ctx, t0: number): Incident {
  const r = c.r;
  const v = c.e.vocab;
  const K = "checkoutd";
  const out: Ev[] = [];
  const pspErr = () =>
    r.chance(0.6)
      ? `psp POST /v1/payment_intents/pi_3P${r.alnum(18)}/confirm: 500 api_error "An unknown error occurred" (request_id req_${r.alnum(14)})`
      : `psp POST /v1/payment_intents/pi_3P${r.alnum(18)}/confirm: 503 Service Unavailable (request_id req_${r.alnum(14)})`;

  out.push(ev(t0, K, "ERROR", pspErr(), { rid: c.e.newId(r) }));
  // Closed: errors pass through. Then open / half-open cycles.
  const open1 = t0 + r.int(35000, 60000);
  for (const t of arrivals(c, t0 + 500, open1, 1800)) out.push(ev(t, K, "ERROR", pspErr(), { rid: c.e.newId(r) }));
  let state = open1;
  while (state < c.end - 1000) {
    out.push(
      ev(
        state,
        K,
        "WARN",
        `circuit breaker psp: state changed from ${state === open1 ? "closed" : "half-open"} to open (failures ${r.int(18, 40)}/${r.int(40, 50)})`,
      ),
    );
    const half = state + 30000;
    for (const t of arrivals(c, state + 200, half, 2200))
      out.push(
        ev(t, K, "ERROR", `charge basket=${v.basket(r)} rejected: circuit breaker is open`, { rid: c.e.newId(r) }),
      );
    if (half >= c.end - 1000) break;
    out.push(ev(half, K, "INFO", "circuit breaker psp: state changed from open to half-open"));
    out.push(ev(half + r.int(300, 2000), K, "ERROR", pspErr(), { rid: c.e.newId(r) }));
    state = half + r.int(2100, 2600);
  }

  // basketsvc retries checkout and is the loudest; envoy shows the failures.
  for (const t of arrivals(c, t0 + 1500, c.end, 2200)) {
    const b = v.basket(r);
    const tries = r.int(1, 3);
    for (let a = 1; a <= tries; a++)
      out.push(
        ev(
          t + (a - 1) * r.int(300, 900),
          "basketsvc",
          a === tries ? "ERROR" : "WARN",
          `checkout failed for ${b} (attempt ${a}/3): Faraday::ServerError: the server responded with status 502`,
        ),
      );
    out.push(
      ev(
        t + tries * 900,
        "mmedge",
        "ERROR",
        c.e.access(r, "mmedge", "POST", "/api/checkout", r.chance(0.7) ? 502 : 503, r.int(300, 4000), t),
        { rid: c.e.newId(r) },
      ),
    );
  }
  for (const t of arrivals(c, t0 + 60000, c.end, 40000))
    out.push(ev(t, "basketsvc", "WARN", `${r.int(5, 40)} baskets in checkout retry state, oldest ${r.int(1, 9)}m`));

  return {
    category: "dependency",
    origin: K,
    start: t0,
    events: out,
    suppress: [
      { svc: K, from: t0, keep: 0.04, match: /charge ok/ },
      { svc: "basketsvc", from: t0, keep: 0.1, match: /converted to order/ },
      { svc: "mmedge", from: t0, keep: 0.1, match: /api\/checkout/ },
      { svc: "courier", from: t0, keep: 0.2, match: /order confirmation/ },
    ],
    hints: ["payment", "psp", "provider", "unavailable"],
    severity: "high",
    note: "the payment provider returns 500/503 on PaymentIntent confirmation, checkoutd's circuit breaker opens and checkout fails across all four nurseries.",
  };
}
