// Quiet hours that are loud at the edge and in the web-facing services.
import { access } from "./access.js";
import { type Ctx, emit, every, MIN, newRid, svc } from "./context.js";
import type { Scenario } from "./scenario.js";
import { plate } from "./words.js";

const span = (ctx: Ctx, at: number, min: number) => Math.min(ctx.end, at + min * MIN);

export const QUIET_WEB: Scenario[] = [
  {
    kind: "scanner-probe",
    estate: "pinewood",
    roles: ["edge", "booking"],
    hour: 2,
    note: "An internet scanner sweeps the booking site for /.env, /wp-login.php and .git paths; thousands of 404s and 403s, nothing reaches a backend.",
    run(ctx, at) {
      const paths = [
        "/.env",
        "/wp-login.php",
        "/.git/config",
        "/phpmyadmin/index.php",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/cgi-bin/luci/;stok=/locale",
        "/admin/.env",
        "/actuator/env",
        "/server-status",
      ];
      every(ctx, at, span(ctx, at, 9), 160, (t) => {
        const p = ctx.rng.pick(paths);
        access(
          ctx,
          t,
          ctx.rng.pick(["GET", "POST"]),
          p,
          p.includes("actuator") || p.includes("server-status") ? 403 : 404,
          ctx.rng.int(0, 3),
          svc(ctx, "booking").name,
          undefined,
          "Mozilla/5.0 zgrab/0.x",
        );
      });
    },
  },
  {
    kind: "partner-rate-limited",
    estate: "lakeside",
    roles: ["edge", "availability"],
    hour: 10,
    note: "A listing partner polls availability far above its quota and gets 429s from the edge limiter, exactly as the contract says; guests are unaffected.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 120, (t) =>
        access(
          ctx,
          t,
          "GET",
          `${ctx.estate.api}/pitches/availability?site=${ctx.rng.pick(ctx.estate.sites)}&partner=pitchfinder`,
          429,
          0,
          svc(ctx, "availability").name,
          undefined,
          "PitchFinderPartner/2.3 (+https://partners.example)",
        ),
      );
      every(ctx, at, ctx.end, 3, (t) =>
        emit(
          ctx,
          "availability",
          t,
          "warn",
          `rate limit exceeded for api key pf_live_…${ctx.rng.hex(4)} (partner=pitchfinder, limit=60/min, observed=${ctx.rng.int(300, 900)}/min)`,
        ),
      );
    },
  },
  {
    kind: "client-aborts",
    estate: "coastline",
    roles: ["edge", "booking"],
    hour: 18,
    note: "Guests on weak campsite mobile signal abandon requests mid-flight; the app logs broken pipes and the edge logs client-closed requests, all client-side.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 25, (t) => {
        const rid = newRid(ctx);
        emit(
          ctx,
          "booking",
          t,
          "error",
          svc(ctx, "booking").runtime === "java"
            ? "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe"
            : "write EPIPE while streaming response (client went away)",
          { rid },
        );
        access(
          ctx,
          t + 2,
          "GET",
          `${ctx.estate.api}/sites/${ctx.rng.pick(ctx.estate.sites)}/map`,
          499,
          ctx.rng.int(4000, 30000),
          svc(ctx, "booking").name,
          rid,
        );
      });
    },
  },
  {
    kind: "season-opening-rush",
    estate: "pinewood",
    roles: ["edge", "booking", "availability", "payments"],
    hour: 8,
    note: "Next summer's bookings open at 09:00; traffic triples, pitch holds contend and retry, card declines rise with volume, every request is served.",
    run(ctx, at) {
      ctx.load = (t) => (t >= at ? 3 : 1);
      every(ctx, at, ctx.end, 30, (t) =>
        emit(
          ctx,
          "booking",
          t,
          "warn",
          `hold contention on pitch ${ctx.rng.pick(["A", "B", "C"])}${ctx.rng.int(1, 40)} for 2027-07-${ctx.rng.int(10, 31)}, retrying (attempt 2/3)`,
        ),
      );
      every(ctx, at, ctx.end, 8, (t) =>
        emit(
          ctx,
          "payments",
          t,
          "error",
          `card declined booking=BK-${ctx.rng.int(100000, 999999)} decline_code=${ctx.rng.pick(["insufficient_funds", "do_not_honor", "authentication_required"])}`,
        ),
      );
      every(ctx, at, ctx.end, 4, (t) =>
        emit(
          ctx,
          "availability",
          t,
          "warn",
          `slow availability query ${ctx.rng.int(800, 1900)}ms (threshold 750ms) site=${ctx.rng.pick(ctx.estate.sites)}`,
        ),
      );
    },
  },
  {
    kind: "expired-sessions",
    estate: "heatherdene",
    roles: ["edge", "booking"],
    hour: 7,
    note: "Overnight app sessions expire in the morning; every guest's first call gets a 401 'token is expired' and the app silently refreshes and retries.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 40, (t) => {
        emit(
          ctx,
          "booking",
          t,
          "warn",
          `auth: token is expired by ${ctx.rng.int(1, 14)}h${ctx.rng.int(0, 59)}m (sub=u${ctx.rng.int(10000, 99999)}), 401`,
        );
        access(ctx, t + 1, "GET", `${ctx.estate.api}/me/bookings`, 401, 2, svc(ctx, "booking").name);
        access(ctx, t + 300, "POST", `${ctx.estate.api}/auth/refresh`, 200, 40, svc(ctx, "booking").name);
      });
    },
  },
  {
    kind: "plate-validation-400s",
    estate: "lakeside",
    roles: ["edge", "booking"],
    hour: 19,
    note: "A bank-holiday promotion brings guests who type 'N/A' or 'TBC' into the number-plate field; hundreds of 400 validation errors, as designed.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 30, (t) => {
        const bad = ctx.rng.pick(["N/A", "TBC", "dont know", "caravan", "123", "n/a - hire car"]);
        emit(
          ctx,
          "booking",
          t,
          "warn",
          `ValidationError: vehicle_registration '${bad}' is not a valid UK registration (booking draft ${ctx.rng.hex(8)})`,
        );
        access(ctx, t + 3, "POST", `${ctx.estate.api}/bookings`, 400, 9, svc(ctx, "booking").name);
      });
    },
  },
  {
    kind: "duplicate-webhooks",
    estate: "coastline",
    roles: ["payments", "booking"],
    hour: 13,
    note: "The card processor redelivers a backlog of webhooks after its own queue replay; payments ignores duplicates and rejects a few test-mode signatures.",
    run(ctx, at) {
      every(ctx, at, span(ctx, at, 12), 70, (t) =>
        emit(
          ctx,
          "payments",
          t,
          "warn",
          `webhook evt_${ctx.rng.hex(24)} (payment.captured) already processed, ignoring duplicate delivery`,
        ),
      );
      every(ctx, at, span(ctx, at, 12), 4, (t) =>
        emit(
          ctx,
          "payments",
          t,
          "error",
          "webhook signature verification failed: no signatures found matching the expected signature for payload (test-mode endpoint)",
        ),
      );
    },
  },
  {
    kind: "newsletter-bounces",
    estate: "heatherdene",
    roles: ["notify"],
    hour: 11,
    note: "The autumn newsletter goes to the whole guest list; years-old addresses bounce with 550 and 552 by the hundred.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 60, (t) =>
        emit(
          ctx,
          "notify",
          t,
          ctx.rng.chance(0.8) ? "error" : "warn",
          ctx.rng.pick([
            `SMTP 550 5.1.1 The email account that you tried to reach does not exist (guest${ctx.rng.int(1, 99999)}@gmail.com)`,
            "SMTP 552 5.2.2 mailbox full, message deferred",
            "SMTP 421 4.7.0 Try again later, closing connection (rate limited by receiving MTA)",
          ]),
        ),
      );
      every(ctx, at, ctx.end, 90, (t) =>
        emit(ctx, "notify", t, "info", `newsletter autumn-2026 sent to recipient ${ctx.rng.int(1, 40000)}/38210`),
      );
    },
  },
  {
    kind: "deprecation-flood",
    estate: "lakeside",
    roles: ["booking"],
    hour: 15,
    note: "After a framework bump every request logs a deprecation warning about a timezone-naive datetime; noisy, harmless.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 80, (t) =>
        emit(
          ctx,
          "booking",
          t,
          "warn",
          "RuntimeWarning: DateTimeField Booking.arrival received a naive datetime (2026-08-14 14:00:00) while time zone support is active.",
        ),
      );
    },
  },
  {
    kind: "debug-logging-left-on",
    estate: "pinewood",
    roles: ["availability"],
    hour: 16,
    note: "An engineer turns on DEBUG for pitch-availability to chase a pricing question; the stream floods with 'error=null retries=0 timeout=3000ms' lines.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 200, (t) =>
        emit(
          ctx,
          "availability",
          t,
          "debug",
          `priceGrid lookup site=${ctx.rng.pick(ctx.estate.sites)} pitchType=${ctx.rng.pick(["grass", "hardstanding", "super"])} cacheHit=${ctx.rng.chance(0.8)} error=null retries=0 timeout=3000ms`,
        ),
      );
      emit(
        ctx,
        "availability",
        at - 200,
        "info",
        "Log level of com.pinewood.availability changed to DEBUG via /actuator/loggers",
      );
    },
  },
  {
    kind: "plate-format-foreign",
    estate: "pinewood",
    roles: ["anpr", "barrier"],
    hour: 17,
    note: "A ferry lands and Dutch and German caravans arrive; the vehicle lookup answers 404 for every foreign plate and the gate falls back to booking-reference entry.",
    run(ctx, at) {
      every(ctx, at, ctx.end, 12, (t) => {
        const p = plate(ctx.rng, true);
        emit(
          ctx,
          "anpr",
          t,
          "warn",
          `vehicle lookup 404 Not Found for ${p} (non-GB plate?), matching by booking reference instead`,
        );
        emit(ctx, "barrier", t + 900, "info", `gate MAIN-IN opened for ${p} via booking reference keypad`);
      });
    },
  },
];
