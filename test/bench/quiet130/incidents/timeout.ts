// Redrock: availability's season repricer starts and holds site-night locks for minutes at a time; every
// hold request waits for those locks and gives up after 5 s. availability mostly says so at WARN; the
// Django front desk (read timeouts with full tracebacks) and the partner distribution retries are louder.
// An unrelated ledger release lands a couple of minutes before.
import { day, rubyTime } from "../clock.js";
import { rollout } from "../lifecycle.js";
import type { SceneLike } from "../types.js";
import type { Incident } from "./kit.js";
import { until } from "./kit.js";

const site = (sc: SceneLike) => `${sc.rng.pick(["R", "T", "V", "W"])}${sc.rng.int(1, 64)}`;

export const timeout: Incident = {
  category: "timeout",
  estate: "redrock",
  origin: "availability",
  hints: ["timeout", "lock", "timed"],
  severity: "high",
  note: "availability's season repricer started holding site-night locks for minutes, so hold requests in availability timed out waiting for those locks after 5 s; frontdesk bookings failed with read timeouts and distribution's partner imports retried, both louder than availability's mostly-WARN lines.",
  noise: ["deprecations", "sold-out-weekend"],
  run(sc, t0) {
    rollout(sc, "ledger", t0 - sc.rng.int(120_000, 200_000), "7.4.0", 30_000);
    const batches = 8;
    sc.log(
      t0,
      "availability",
      "info",
      `SeasonRateRepricer started: season=peak-${new Date(t0).getUTCFullYear()} site_nights=1412 batch=200 lock_mode=per-night`,
    );
    let bt = t0;
    for (let b = 1; b <= batches; b++) {
      bt += sc.rng.int(70_000, 130_000);
      sc.log(
        bt,
        "availability",
        "info",
        `SeasonRateRepricer batch ${b}/${batches} committed (200 site-nights, ${((bt - t0) / 1000 / b).toFixed(1)}s)`,
      );
    }
    const h0 = t0 + sc.rng.int(2500, 5000);
    sc.suppress(
      (ev) =>
        ev.t >= h0 &&
        /hold acquired|deposit .* captured|POST \/api\/bookings\/ HTTP\/1.1" 201|code issued booking/.test(ev.msg),
    );
    until(sc, sc.rng.float(9, 14), h0, (t) => {
      const tr = sc.trace();
      const s = site(sc);
      const night = day(t, sc.rng.int(3, 40));
      if (sc.rng.chance(0.25))
        sc.log(t + 5000, "availability", "error", "hold request failed", {
          trace: tr,
          errType: "java.util.concurrent.TimeoutException",
          stack: [
            `java.util.concurrent.TimeoutException: lock site-night:${s}:${night} not acquired within 5000 ms`,
            "\tat camp.availability.locks.NightLockRegistry.acquire(NightLockRegistry.java:77)",
            "\tat camp.availability.HoldService.place(HoldService.java:112)",
            "\tat camp.availability.api.HoldController.create(HoldController.java:48)",
            "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
            "\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)",
            "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
            "\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
          ],
        });
      else
        sc.log(
          t + 5000,
          "availability",
          "warn",
          `hold attempt timed out waiting for lock site=${s} night=${night} after 5000ms (holder=SeasonRateRepricer)`,
          { trace: tr },
        );
      // frontdesk's client gives up at 8 s (availability retries once internally).
      sc.log(t + 8010, "frontdesk", "error", "Internal Server Error: /api/bookings/", {
        trace: tr,
        errType: "requests.exceptions.ReadTimeout",
        stack: [
          "Traceback (most recent call last):",
          '  File "/usr/local/lib/python3.12/site-packages/urllib3/connectionpool.py", line 537, in _make_request',
          "    response = conn.getresponse()",
          '  File "/usr/local/lib/python3.12/site-packages/urllib3/connection.py", line 466, in getresponse',
          "    httplib_response = super().getresponse()",
          "TimeoutError: timed out",
          "",
          "The above exception was the direct cause of the following exception:",
          "",
          "Traceback (most recent call last):",
          '  File "/usr/local/lib/python3.12/site-packages/django/core/handlers/exception.py", line 55, in inner',
          "    response = get_response(request)",
          '  File "/app/frontdesk/bookings/views.py", line 88, in create',
          "    hold = availability.place_hold(site=form.site, nights=form.nights)",
          '  File "/app/frontdesk/clients/availability.py", line 41, in place_hold',
          '    r = self.session.post(f"{self.base}/holds", json=payload, timeout=8)',
          '  File "/usr/local/lib/python3.12/site-packages/requests/adapters.py", line 713, in send',
          "    raise ReadTimeout(e, request=request)",
          "requests.exceptions.ReadTimeout: HTTPConnectionPool(host='availability', port=8080): Read timed out. (read timeout=8)",
        ],
      });
      sc.log(t + 8012, "frontdesk", "info", `"POST /api/bookings/ HTTP/1.1" 500 145`, { trace: tr });
    });
    // Searches read the same rows and get slow, but succeed.
    until(sc, sc.rng.float(3, 6), h0, (t) =>
      sc.log(
        t,
        "availability",
        "warn",
        `slow search camp=${sc.rng.pick(sc.est.parks)} took=${sc.rng.int(2100, 4800)}ms (lock contention)`,
        { trace: sc.trace() },
      ),
    );
    until(sc, sc.rng.float(3, 5), h0 + 6000, (t) => {
      const id = sc.rng.digits(8);
      const ch = sc.rng.pick(["Hipcamp", "Campspot", "KOA-Link"]);
      let at = t;
      for (let k = 1; k <= 6; k++) {
        const ts = rubyTime(at);
        sc.log(
          at,
          "distribution",
          "error",
          `E, [${ts} #1] ERROR -- : [${ch}] import ${id} failed: Net::ReadTimeout with #<TCPSocket:(closed)> (POST availability/holds), retry ${k}/6`,
        );
        at += 10_000 + 2 ** k * 1000;
      }
    });
  },
};
