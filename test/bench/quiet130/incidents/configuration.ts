// Redrock: keyless 3.8.0 rolls out with the lock vendor's base URL renamed in code but not in the
// deployment (LATCHWELL_API_URL -> LOCK_API_BASE_URL), so the client builds 'undefined/v2/...' and every
// code issuance on a new pod throws ERR_INVALID_URL. While the rollout is half done, the old pod still
// issues codes. frontdesk's failures are louder; a mercantile release a few minutes earlier is unrelated.
import { day } from "../clock.js";
import { rollout, shutdown } from "../lifecycle.js";
import type { SceneLike } from "../types.js";
import type { Incident } from "./kit.js";
import { until } from "./kit.js";

function newPodStart(sc: SceneLike, t: number): number {
  sc.log(t, "keyless", "info", "keyless 3.8.0 starting (node v20.14.0, pid 1, NODE_ENV=production)");
  sc.log(
    t + 140,
    "keyless",
    "warn",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  );
  sc.log(
    t + 410,
    "keyless",
    "info",
    "lock vendor client ready vendor=latchwell base=undefined region=us-west timeout=4000ms",
  );
  sc.log(t + 620, "keyless", "info", "redis connected (db 3)");
  sc.log(t + 1500, "keyless", "info", "code rotation scheduler armed (every 5m)");
  sc.log(t + 1600, "keyless", "info", "listening on 0.0.0.0:3000");
  return t + 1600;
}

function invalidUrl(sc: SceneLike, t: number, lock: string, booking: string, tr: string | undefined): void {
  sc.log(t, "keyless", "error", `issue code failed booking=${booking} lock=${lock}`, {
    trace: tr,
    errType: "TypeError",
    stack: [
      "TypeError [ERR_INVALID_URL]: Invalid URL",
      "    at new NodeError (node:internal/errors:405:5)",
      "    at new URL (node:internal/url:676:13)",
      "    at LatchwellClient.createCode (/app/dist/vendors/latchwell.js:48:21)",
      "    at IssueCodeHandler.handle (/app/dist/handlers/issue-code.js:31:38)",
      "    at async /app/dist/http/router.js:77:18 {",
      `  input: 'undefined/v2/locks/${lock}/codes',`,
      "  code: 'ERR_INVALID_URL'",
      "}",
    ],
  });
  sc.log(t + 2, "keyless", "info", `POST /codes 500 ${sc.rng.int(2, 9)}ms`, { trace: tr });
}

export const configuration: Incident = {
  category: "configuration",
  estate: "redrock",
  origin: "keyless",
  hints: ["config", "url", "env", "invalid"],
  severity: "high",
  note: "keyless 3.8.0 was rolled out without the renamed lock-vendor base URL setting, so its client was built with base=undefined and every door-code issuance on the new pods failed with ERR_INVALID_URL; frontdesk reports the failed codes and check-ins louder than keyless.",
  noise: ["wifi-vouchers-macs", "pedestal-breaker-trips"],
  run(sc, t0) {
    rollout(sc, "mercantile", t0 - sc.rng.int(160_000, 260_000), "2026.6.2", 10_000);
    const ready1 = newPodStart(sc, t0);
    shutdown(sc, "keyless", ready1 + sc.rng.int(1000, 3000));
    const second = ready1 + sc.rng.int(25_000, 40_000);
    const ready2 = newPodStart(sc, second);
    shutdown(sc, "keyless", ready2 + sc.rng.int(1000, 3000));
    const allNew = ready2 + 3500;
    sc.suppress((ev) => ev.t >= ready1 && ev.svc === "keyless" && ev.msg.startsWith("code issued"));
    // Booking confirmations and check-in kiosks ask keyless for door codes.
    until(sc, sc.rng.float(7, 11), ready1 + 200, (t) => {
      const tr = sc.trace();
      const b = `RR-${sc.rng.upper(2)}${sc.rng.digits(5)}`;
      const lock = `lw-${sc.rng.digits(4)}`;
      if (t < allNew && sc.rng.chance(0.5)) {
        sc.log(t, "keyless", "info", `code issued booking=${b} lock=${lock} valid=${day(t, 0)}..${day(t, 3)}`, {
          trace: tr,
        });
        return;
      }
      invalidUrl(sc, t, lock, b, tr);
      const kiosk = sc.rng.chance(0.5);
      if (kiosk)
        sc.log(t + 30, "frontdesk", "error", "Internal Server Error: /api/checkin/", {
          trace: tr,
          errType: "requests.exceptions.HTTPError",
          stack: [
            "Traceback (most recent call last):",
            '  File "/usr/local/lib/python3.12/site-packages/django/core/handlers/exception.py", line 55, in inner',
            "    response = get_response(request)",
            '  File "/app/frontdesk/checkin/views.py", line 64, in checkin',
            "    code = keyless.issue(booking=stay.booking_ref, lock=stay.cabin.lock_id)",
            '  File "/app/frontdesk/clients/keyless.py", line 29, in issue',
            "    r.raise_for_status()",
            '  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status',
            "    raise HTTPError(http_error_msg, response=self)",
            "requests.exceptions.HTTPError: 500 Server Error: Internal Server Error for url: http://keyless:3000/codes",
          ],
        });
      else
        sc.log(
          t + 30,
          "frontdesk",
          "error",
          `door code for ${b} not issued: keyless POST /codes -> 500; guest sees 'code pending'`,
          { trace: tr },
        );
      // frontdesk retries once a few seconds later: same failure.
      if (sc.rng.chance(0.6)) {
        invalidUrl(sc, t + 4000, lock, b, tr);
        sc.log(t + 4030, "frontdesk", "error", `door code retry for ${b} failed: keyless POST /codes -> 500`, {
          trace: tr,
        });
      }
    });
    // The rotation job on each new pod fails for every lock it touches.
    sc.every(300_000, ready1, sc.end, 2000, (t) => {
      const n = sc.rng.int(9, 16);
      sc.log(
        t,
        "keyless",
        "error",
        `code rotation: 0/${n} locks rotated (errors=${n}, first: TypeError [ERR_INVALID_URL]: Invalid URL)`,
      );
    });
  },
};
