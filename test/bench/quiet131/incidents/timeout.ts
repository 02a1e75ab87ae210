// Timeout: the route-optimisation vendor that deliveries calls stops answering within the 8 s client deadline
// (requests hang rather than fail). deliveries logs slow plans and deadline-exceeded errors; slots, which waits
// 10 s on deliveries and retries, times out louder; the gateway returns 504s. A payments release is nearby.
import { ev } from "../domain.js";
import { rollingRestart } from "../noise/ops.js";
import { pyTrace } from "../stacks.js";
import type { Ctx, Ev, Incident } from "../types.js";
import { arrivals } from "./util.js";

const VENDOR = "https://api.routeplanner.example/v2/optimize";

export function timeoutIncident(c: Ctx, t0: number): Incident {
  const r = c.r;
  const v = c.e.vocab;
  const D = "deliveries";
  const out: Ev[] = [];

  out.push(...rollingRestart(c, c.byName("payments"), t0 - r.int(240000, 360000), false));
  out.push(ev(t0 - r.int(20000, 80000), "rewards", "INFO", "config reloaded: POINTS_MULTIPLIER_WEEKEND=2"));

  out.push(
    ev(
      t0,
      D,
      "WARN",
      `route optimisation slow: ${r.float(7.6, 7.99).toFixed(2)}s for VAN-0${r.int(1, 6)} (warn at 6s, deadline 8s)`,
    ),
  );
  for (const t of arrivals(c, t0 + 3000, c.end, 3800)) {
    const van = `VAN-0${r.int(1, 6)}`;
    const rid = c.e.newId(r);
    if (r.chance(0.75))
      out.push(
        ev(
          t,
          D,
          "ERROR",
          `route plan for ${van} failed: Post "${VENDOR}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          { rid },
        ),
      );
    else
      out.push(
        ev(
          t,
          D,
          "WARN",
          `route optimisation slow: ${r.float(6.2, 7.95).toFixed(2)}s for ${van} (warn at 6s, deadline 8s)`,
          { rid },
        ),
      );
  }
  for (const t of arrivals(c, t0 + 40000, c.end, 40000))
    out.push(
      ev(
        t,
        D,
        "WARN",
        `capacity check for ${r.pick(["south-dublin", "north-dublin", "kildare", "wicklow"])} using cached plan from ${r.int(12, 55)} min ago`,
      ),
    );

  // slots: 10 s read timeout on deliveries, two retries, louder than the origin.
  for (const t of arrivals(c, t0 + 10000, c.end, 3200)) {
    const pc = v.postcode(r);
    const tries = r.int(1, 3);
    const rid = c.e.newId(r);
    for (let a = 1; a <= tries; a++) {
      const u = t + (a - 1) * 10000;
      out.push(
        ev(
          u,
          "slots",
          "ERROR",
          `delivery options failed for ${pc} (attempt ${a}/3): HTTPConnectionPool(host='deliveries', port=8080): Read timed out. (read timeout=10)`,
          a === tries && r.chance(0.25)
            ? {
                rid,
                stack: pyTrace(
                  [
                    {
                      file: "/app/slots/views/delivery.py",
                      line: 71,
                      fn: "delivery_options",
                      code: "resp = deliveries.capacity(eircode, window=window)",
                    },
                    {
                      file: "/app/slots/clients/deliveries.py",
                      line: 33,
                      fn: "capacity",
                      code: "r = self.session.get(url, params=params, timeout=10)",
                    },
                    {
                      file: "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                      line: 713,
                      fn: "send",
                      code: "raise ReadTimeout(e, request=request)",
                    },
                  ],
                  "requests.exceptions.ReadTimeout: HTTPConnectionPool(host='deliveries', port=8080): Read timed out. (read timeout=10)",
                ),
              }
            : { rid },
        ),
      );
    }
    const ms = tries * 10000 + r.int(5, 60);
    out.push(
      ev(
        t + ms,
        "gateway",
        "ERROR",
        c.e.access(
          r,
          "gateway",
          "GET",
          `/v1/slots/delivery?eircode=${pc.replace(" ", "+")}`,
          504,
          Math.min(ms, 30000),
          t,
        ),
        { rid },
      ),
    );
  }
  for (const t of arrivals(c, t0 + 45000, c.end, 25000))
    out.push(
      ev(t, "gateway", "WARN", `upstream slots slow: p95=${r.int(18, 30)}s over last 60s (route /v1/slots/delivery)`),
    );

  return {
    category: "timeout",
    origin: D,
    start: t0,
    events: out,
    suppress: [
      { svc: D, from: t0, keep: 0.15, match: /capacity check/ },
      { svc: "slots", from: t0 + 8000, keep: 0.1, match: /delivery options/ },
      { svc: "gateway", from: t0 + 8000, keep: 0.1, match: /slots\/delivery/ },
    ],
    hints: ["timeout", "deadline", "timed"],
    severity: "medium",
    note: "the route-optimisation vendor stops answering within deliveries' 8 s deadline, so delivery-slot lookups time out through slots and the gateway.",
  };
}
