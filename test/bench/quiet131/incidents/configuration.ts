// Configuration: collect-slots 3.8.0 is rolled out without the bulky-delivery zones setting (the key was renamed
// in the release and the ConfigMap not updated). Each new pod warns once at start-up; from then on every
// bulky-goods delivery quote fails with "no zone" while click-and-collect keeps working. A checkout release and a
// telemetry config reload happen nearby.
import { ev } from "../domain.js";
import { shutdownLines, startupLines } from "../lifecycle.js";
import { rollingRestart } from "../noise/ops.js";
import type { Ctx, Ev, Incident } from "../types.js";
import { arrivals } from "./util.js";

export function configurationIncident(c: Ctx, t0: number): Incident {
  const r = c.r;
  const v = c.e.vocab;
  const S = "collect-slots";
  const svc = c.byName(S);
  const out: Ev[] = [];

  out.push(...rollingRestart(c, c.byName("checkout-svc"), t0 - r.int(240000, 330000), false));
  out.push(
    ev(
      t0 - r.int(30000, 60000),
      "greenhouse-telemetry",
      "INFO",
      "config reloaded: co2_setpoint_ppm 800 -> 750 for GH2, GH3",
    ),
  );

  // The rollout: pod 1 stops, the new pod starts and warns; pod 2 follows.
  const boot1 = t0 - r.int(600, 1200);
  out.push(...shutdownLines(r, svc, boot1 - r.int(3000, 6000)));
  const s1 = startupLines(r, svc, boot1, "3.8.0");
  out.push(...s1.lines.filter((e) => e.t < t0));
  out.push(
    ev(
      t0,
      S,
      "WARN",
      "config: key delivery.bulky.zones_file not set (DELIVERY_BULKY_ZONES_FILE); bulky delivery zones: 0 loaded",
    ),
  );
  out.push(...s1.lines.filter((e) => e.t >= t0).map((e) => ({ ...e, t: Math.max(e.t, t0 + 5) })));
  const boot2 = t0 + r.int(25000, 45000);
  out.push(...shutdownLines(r, svc, boot2 - r.int(3000, 6000)));
  const s2 = startupLines(r, svc, boot2, "3.8.0");
  out.push(...s2.lines);
  out.push(
    ev(
      boot2 + 40,
      S,
      "WARN",
      "config: key delivery.bulky.zones_file not set (DELIVERY_BULKY_ZONES_FILE); bulky delivery zones: 0 loaded",
    ),
  );

  // Every bulky delivery quote now fails at the origin; the BFF retries once and shows a banner.
  for (const t of arrivals(c, t0 + 2000, c.end, 4200)) {
    const pc = v.postcode(r);
    const district = pc.split(" ")[0] ?? pc;
    const rid = c.e.newId(r);
    const fail = `bulky delivery quote failed postcode="${pc}": no delivery zone configured for district ${district} (0 zones loaded)`;
    out.push(ev(t, S, "ERROR", fail, { rid }));
    out.push(
      ev(
        t + 2,
        S,
        "INFO",
        c.e.access(r, S, "GET", `/v1/delivery/quote?postcode=${pc.replace(" ", "+")}&bulky=true`, 500, r.int(1, 4), t),
        { rid },
      ),
    );
    const path = `/api/delivery/slots?postcode=${pc.replace(" ", "+")}&bulky=1`;
    out.push(
      ev(
        t + r.int(5, 20),
        "storefront-bff",
        "ERROR",
        c.e.access(r, "storefront-bff", "GET", path, 500, r.int(6, 30), t),
        { rid },
      ),
    );
    if (r.chance(0.6)) {
      const rid2 = c.e.newId(r);
      out.push(ev(t + r.int(300, 900), S, "ERROR", fail, { rid: rid2 }));
      out.push(
        ev(
          t + r.int(901, 1000),
          "storefront-bff",
          "WARN",
          `collect-slots answered 500 twice for bulky quote, showing "delivery unavailable" banner`,
          { rid: rid2 },
        ),
      );
    }
  }
  for (const t of arrivals(c, t0 + 60000, c.end, 45000))
    out.push(
      ev(
        t,
        "checkout-svc",
        "WARN",
        `Order for basket ${v.basket(r)} has bulky lines without a delivery slot, checkout blocked`,
        { logger: "c.b.checkout.BasketValidator" },
      ),
    );

  return {
    category: "configuration",
    origin: S,
    start: t0,
    events: out,
    suppress: [
      { svc: S, from: t0, keep: 0, match: /bulky delivery quote postcode/ },
      { svc: "storefront-bff", from: t0, keep: 0, match: /bulky=1/ },
    ],
    hints: ["config", "configuration", "zone", "missing"],
    severity: "medium",
    note: "collect-slots 3.8.0 rolled out without its bulky-delivery zones setting, so every bulky-goods delivery quote fails while click-and-collect keeps working.",
  };
}
