// Harmless things that look alarming on a wedding/event marketplace: each kind emits its episode into the window.
import type { Role } from "./estates.js";
import { accessLine, restartLines } from "./runtimes.js";
import { type Ctx, futureDate, newTrace, VENUES, venueId } from "./traffic.js";

export interface Noise {
  key: string;
  note: string;
  run(c: Ctx, at: number): void;
}

const name = (c: Ctx, r: Role) => c.est.svcs[r].name;
/** Poisson events between `from` and `from + durMs`. */
function burst(c: Ctx, from: number, durMs: number, meanGapMs: number, f: (t: number) => void): void {
  for (let t = from + c.rng.gap(meanGapMs); t < from + durMs && t < c.s.end; t += c.rng.gap(meanGapMs)) f(t);
}
const rr = (c: Ctx) => () => c.rng.next();
const email = (c: Ctx) =>
  `${c.rng.pick(["amy", "j.oconnor", "priya.s", "tom", "lauren.b", "mk", "hello", "events"])}${c.rng.int(1, 99)}@${c.rng.pick(["gmail.com", "outlook.com", "yahoo.co.uk", "icloud.com", "hotmail.com"])}`;

export const NOISES: Noise[] = [
  {
    key: "date-taken",
    note: "Saturday dates in June that are already booked are refused with 409 conflicts as many couples try them after a social post.",
    run(c, at) {
      const d = "2027-06-12";
      burst(c, at, 240000, 900, (t) => {
        const v = venueId(c);
        const tr = newTrace(c);
        c.s.add(
          t,
          name(c, "avail"),
          "warn",
          `hold rejected ${v} ${d}: date already booked (booking BK-${c.rng.upper(6)}), returning 409`,
          { trace: tr },
        );
        c.s.add(
          t + 6,
          name(c, "gw"),
          "info",
          accessLine(c.est.svcs.gw, "POST", `/api/v2/venues/${v}/holds`, 409, c.rng.int(20, 80), rr(c)),
          { trace: tr },
        );
      });
    },
  },
  {
    key: "google-token-revoked",
    note: "A handful of vendors revoked the Google Calendar grant, so their syncs fail with invalid_grant and get disabled.",
    run(c, at) {
      burst(c, at, 420000, 4000, (t) => {
        const v = `VN-${c.rng.int(1000, 9999)}`;
        c.s.add(
          t,
          name(c, "calsync"),
          "error",
          `google calendar sync failed vendor=${v}: oauth2: "invalid_grant" "Token has been expired or revoked."`,
        );
        if (c.rng.chance(0.4))
          c.s.add(
            t + 40,
            name(c, "calsync"),
            "warn",
            `vendor ${v} calendar connection marked disconnected after 3 consecutive failures, reconnect email queued`,
          );
      });
    },
  },
  {
    key: "rsvp-links-expired",
    note: "Guests open RSVP links from an old save-the-date mail after the RSVP deadline and get 410 Gone.",
    run(c, at) {
      burst(c, at, 360000, 1500, (t) => {
        const tok = c.rng.hex(10);
        c.s.add(
          t,
          name(c, "rsvp"),
          "warn",
          `rsvp token ${tok} expired (deadline ${futureDate(c).replace("2027", "2026")} passed) -> 410`,
        );
        c.s.add(
          t + 4,
          name(c, "rsvp"),
          "info",
          accessLine(c.est.svcs.rsvp, "GET", `/r/${tok}`, 410, c.rng.int(2, 9), rr(c)),
        );
      });
    },
  },
  {
    key: "instalment-declined-retried",
    note: "The instalment run hits card declines (insufficient funds, expired cards) which are scheduled for automatic retry; most retries succeed.",
    run(c, at) {
      burst(c, at, 300000, 2500, (t) => {
        const b = `BK-${c.rng.upper(6)}`;
        const code = c.rng.pick(["insufficient_funds", "expired_card", "do_not_honor", "card_declined"]);
        c.s.add(
          t,
          name(c, "pay"),
          "error",
          `instalment charge declined booking=${b} decline_code=${code}; retry scheduled in 48h (attempt 1/4), customer notified`,
        );
        if (c.rng.chance(0.5))
          c.s.add(
            t + c.rng.int(3000, 20000),
            name(c, "pay"),
            "info",
            `instalment retry succeeded booking=${b} (attempt 2/4)`,
          );
      });
    },
  },
  {
    key: "spam-enquiries",
    note: "A spam wave of enquiries with link-stuffed messages is rejected by the spam filter with 422s.",
    run(c, at) {
      burst(c, at, 200000, 500, (t) => {
        const tr = newTrace(c);
        c.s.add(
          t,
          name(c, "enquiry"),
          "warn",
          `enquiry rejected as spam score=0.${c.rng.int(91, 99)} reasons=[link_density,disposable_email] from=${c.rng.hex(6)}@mailinator.com`,
          { trace: tr },
        );
        c.s.add(
          t + 3,
          name(c, "gw"),
          "info",
          accessLine(c.est.svcs.gw, "POST", "/api/v2/enquiries", 422, c.rng.int(10, 40), rr(c)),
          { trace: tr },
        );
      });
    },
  },
  {
    key: "graph-throttled",
    note: "Microsoft Graph throttles Outlook calendar syncs with 429 and Retry-After, which the sync honours; all syncs complete later.",
    run(c, at) {
      burst(c, at, 300000, 3000, (t) => {
        const v = `VN-${c.rng.int(1000, 9999)}`;
        const ra = c.rng.int(5, 30);
        c.s.add(
          t,
          name(c, "calsync"),
          "warn",
          `outlook sync vendor=${v}: graph.microsoft.com returned 429 TooManyRequests (ApplicationThrottled), Retry-After=${ra}s`,
        );
        c.s.add(
          t + ra * 1000 + 300,
          name(c, "calsync"),
          "info",
          `outlook sync vendor=${v} resumed after throttle, pulled=${c.rng.int(1, 30)}`,
        );
      });
    },
  },
  {
    key: "esign-webhook-duplicates",
    note: "The e-signature provider redelivers webhooks; duplicates are detected by event id and ignored.",
    run(c, at) {
      burst(c, at, 300000, 2000, (t) => {
        c.s.add(
          t,
          name(c, "contract"),
          "warn",
          `duplicate webhook event ${c.rng.hex(24)} (envelope-completed) already processed, ignoring; provider retry #${c.rng.int(2, 6)}`,
        );
      });
    },
  },
  {
    key: "envelopes-expired",
    note: "The daily job voids unsigned contract envelopes past their 30-day expiry and logs each as an error-looking line.",
    run(c, at) {
      burst(c, at, 120000, 600, (t) => {
        c.s.add(
          t,
          name(c, "contract"),
          "error",
          `envelope ${c.rng.hex(8)}-${c.rng.hex(4)} expired unsigned (contract CT-${c.rng.int(10000, 99999)}, sent 31 days ago) -> status=voided`,
        );
      });
    },
  },
  {
    key: "photo-too-large",
    note: "Photographers upload huge RAW-exported images to vendor messages and get 413 Payload Too Large.",
    run(c, at) {
      burst(c, at, 360000, 2500, (t) => {
        c.s.add(
          t,
          name(c, "msg"),
          "warn",
          `attachment rejected: ${c.rng.int(26, 140)}.${c.rng.int(0, 9)} MB exceeds 25 MB limit (image/tiff) thread=T-${c.rng.int(100000, 999999)}`,
        );
        c.s.add(
          t + 5,
          name(c, "gw"),
          "info",
          accessLine(
            c.est.svcs.gw,
            "POST",
            `/api/v2/threads/T-${c.rng.int(100000, 999999)}/attachments`,
            413,
            c.rng.int(300, 3000),
            rr(c),
          ),
        );
      });
    },
  },
  {
    key: "webhook-unknown-account",
    note: "Payment webhooks for a disconnected Connect account arrive and are rejected with 400 as unknown; payments are unaffected.",
    run(c, at) {
      burst(c, at, 400000, 5000, (t) => {
        c.s.add(
          t,
          name(c, "pay"),
          "error",
          `webhook rejected: event evt_${c.rng.hex(20)} for unknown connected account acct_1Nq${c.rng.upper(10)} (disconnected vendor), responding 400`,
        );
      });
    },
  },
  {
    key: "scraper-rate-limited",
    note: "A scraper walks venue search from one ASN and is rate limited with 429s at the edge.",
    run(c, at) {
      burst(c, at, 300000, 350, (t) => {
        c.s.add(
          t,
          name(c, "gw"),
          "warn",
          `rate limit exceeded for 185.220.${c.rng.int(100, 102)}.${c.rng.int(1, 250)} on /api/v2/venues/search (120 req/min), returning 429`,
        );
      });
    },
  },
  {
    key: "es-slowlog",
    note: "A few huge geo-radius searches show up in the search slow log; latency of other searches is normal.",
    run(c, at) {
      burst(c, at, 400000, 6000, (t) => {
        c.s.add(
          t,
          name(c, "search"),
          "warn",
          `slow search took=${c.rng.int(1200, 4800)}ms query=geo_distance(${c.rng.int(150, 500)}km)+date_range+${c.rng.int(5, 12)} facets loc=${c.rng.pick(["anywhere", "uk", "europe"])} (threshold 1000ms)`,
        );
      });
    },
  },
  {
    key: "gc-pauses",
    note: "The search service reports long garbage-collection pauses during an index refresh, then settles.",
    run(c, at) {
      const rt = c.est.svcs.search.rt;
      burst(c, at, 180000, 5000, (t) => {
        if (rt !== "java") {
          c.s.add(
            t,
            name(c, "search"),
            "warn",
            rt === "dotnet"
              ? `GC gen2 blocking collection took ${c.rng.int(300, 900)}ms (heap ${c.rng.int(1400, 2600)}MB -> ${c.rng.int(500, 900)}MB) during index refresh`
              : `arena compaction stalled request threads for ${c.rng.int(300, 900)}ms during index refresh (rss ${c.rng.int(2, 3)}.${c.rng.int(0, 9)}G)`,
          );
          return;
        }
        c.s.add(
          t,
          name(c, "search"),
          "warn",
          `GC pause (G1 Evacuation Pause) (young) ${c.rng.int(1800, 2600)}M->${c.rng.int(600, 900)}M(4096M) ${c.rng.int(280, 720)}.${c.rng.int(100, 999)}ms exceeds 250ms`,
        );
      });
    },
  },
  {
    key: "rolling-deploy",
    note: "A rolling deploy of the messaging service drains pods; a few in-flight calls get 503 and are retried successfully.",
    run(c, at) {
      const m = c.est.svcs.msg;
      for (let i = 0; i < 3; i++) {
        const t = at + i * 45000;
        restartLines(m, "4.18.2").forEach(([lvl, msg], j) => {
          c.s.add(t + j * 900, m.name, lvl, msg);
        });
        for (let k = 0; k < 4; k++)
          c.s.add(
            t + 300 + k * 150,
            name(c, "enquiry"),
            "warn",
            `notify venue: ${m.name} returned 503 (pod terminating), retry 1/3 in 200ms`,
          );
        c.s.add(t + 1100, name(c, "enquiry"), "info", `notify venue succeeded on retry`);
      }
    },
  },
  {
    key: "fx-stale",
    note: "The FX rate feed used for multi-currency quotes was not refreshed and quotes use cached rates with a warning.",
    run(c, at) {
      c.s.every(
        20000,
        5000,
        (t) => {
          if (t > at)
            c.s.add(
              t,
              name(c, "quote"),
              "warn",
              `fx rates stale: last refresh ${Math.round((t - at) / 60000) + 62} min ago (openexchangerates 5xx earlier); quoting with cached EUR/GBP/USD rates`,
            );
        },
        rr(c),
      );
    },
  },
  {
    key: "email-bounces",
    note: "A vendor imported a stale guest list and the invitations hard-bounce; bounce notifications are logged as errors and the addresses suppressed.",
    run(c, at) {
      burst(c, at, 300000, 1200, (t) => {
        c.s.add(
          t,
          name(c, "msg"),
          "error",
          `SES bounce: Permanent/General for ${email(c)} (smtp 550 5.1.1 user unknown), address added to suppression list`,
        );
      });
    },
  },
  {
    key: "sms-invalid-numbers",
    note: "RSVP SMS reminders to mistyped phone numbers fail with Twilio 21211 and are skipped.",
    run(c, at) {
      burst(c, at, 300000, 1800, (t) => {
        c.s.add(
          t,
          name(c, "rsvp"),
          "error",
          `twilio send failed: [HTTP 400] Unable to create record: The 'To' number +44 7${c.rng.int(100, 999)} ${c.rng.int(100, 999)} is not a valid phone number. (code 21211); guest G-${c.rng.int(10000, 99999)} skipped`,
        );
      });
    },
  },
  {
    key: "guest-csv-import",
    note: "A couple uploads a messy guest-list CSV; hundreds of rows fail validation and are reported back, the import completes.",
    run(c, at) {
      const w = `W-${c.rng.int(1000, 9999)}`;
      let n = 0;
      burst(c, at, 40000, 120, (t) => {
        n++;
        c.s.add(
          t,
          name(c, "rsvp"),
          "warn",
          `guest import ${w} row ${c.rng.int(2, 900)}: ${c.rng.pick(["invalid email", "missing last_name", "unknown meal 'veggie?'", "duplicate guest", "plus_one must be yes/no"])}, row skipped`,
        );
      });
      c.s.add(at + 41000, name(c, "rsvp"), "info", `guest import ${w} finished: ${700 + n} rows, ${n} skipped`);
    },
  },
  {
    key: "quote-expiry-run",
    note: "The quote-expiry run marks hundreds of old quotes expired and logs a warning for each one with an open enquiry.",
    run(c, at) {
      burst(c, at, 90000, 250, (t) => {
        c.s.add(
          t,
          name(c, "quote"),
          "warn",
          `quote Q-${c.rng.int(10000, 99999)} expired with enquiry still open (last activity ${c.rng.int(15, 60)} days ago), couple notified`,
        );
      });
    },
  },
  {
    key: "chargeback-opened",
    note: "A couple of disputes on old deposits come in via webhook and are routed to finance; nothing is failing.",
    run(c, at) {
      burst(c, at, 400000, 60000, (t) => {
        c.s.add(
          t,
          name(c, "pay"),
          "error",
          `charge dispute opened dp_${c.rng.hex(16)} reason=${c.rng.pick(["fraudulent", "product_not_received", "duplicate"])} amount=${c.rng.int(300, 4000)}.00 booking=BK-${c.rng.upper(6)}; evidence due in 7 days, ticket FIN-${c.rng.int(1000, 9999)}`,
        );
      });
    },
  },
  {
    key: "3ds-abandoned",
    note: "Several deposit payments end with 3-D Secure authentication failed or abandoned by the cardholder.",
    run(c, at) {
      burst(c, at, 360000, 2500, (t) => {
        c.s.add(
          t,
          name(c, "pay"),
          "warn",
          `payment requires_payment_method after 3DS: authentication_failed (cardholder ${c.rng.pick(["abandoned challenge", "failed challenge", "timed out in bank app"])}) booking=BK-${c.rng.upper(6)}`,
        );
      });
    },
  },
  {
    key: "ws-disconnects",
    note: "Mobile clients of vendor chat drop their websocket on network switches (close 1006) and reconnect.",
    run(c, at) {
      burst(c, at, 420000, 700, (t) => {
        const u = `u_${c.rng.hex(8)}`;
        c.s.add(
          t,
          name(c, "msg"),
          "warn",
          `websocket closed abnormally code=1006 user=${u} client=${c.rng.pick(["ios/5.2.0", "android/5.1.9"])} after ${c.rng.int(5, 900)}s`,
        );
        c.s.add(
          t + c.rng.int(800, 5000),
          name(c, "msg"),
          "info",
          `websocket connected user=${u} resumed from seq ${c.rng.int(100, 9000)}`,
        );
      });
    },
  },
  {
    key: "client-aborts",
    note: "Typeahead in venue search cancels requests as users type; the backend logs broken pipes and 499s.",
    run(c, at) {
      burst(c, at, 420000, 700, (t) => {
        const s = c.est.svcs.search;
        c.s.add(
          t,
          s.name,
          "warn",
          s.rt === "java"
            ? "ClientAbortException: java.io.IOException: Broken pipe (client cancelled /api/v2/venues/suggest)"
            : `client closed connection before response: /api/v2/venues/suggest?q=${c.rng.pick(["ba", "bar", "barn", "ca", "cast", "vi", "vill"])}`,
        );
        c.s.add(
          t + 2,
          name(c, "gw"),
          "info",
          accessLine(c.est.svcs.gw, "GET", "/api/v2/venues/suggest", 499, c.rng.int(30, 300), rr(c)),
        );
      });
    },
  },
  {
    key: "hikari-stale-connections",
    note: "The quote service's connection pool finds connections closed by the database's idle timeout and replaces them.",
    run(c, at) {
      burst(c, at, 420000, 5000, (t) => {
        const rt = c.est.svcs.quote.rt;
        if (rt === "python") {
          c.s.add(
            t,
            name(c, "quote"),
            "warn",
            `Pool pre_ping on connection <connection object at 0x7f${c.rng.hex(10)}; dsn: 'host=pg-quotes dbname=quotes', closed: 0> failed, will invalidate pool: server closed the connection unexpectedly`,
          );
          return;
        }
        if (rt !== "java") {
          c.s.add(
            t,
            name(c, "quote"),
            "warn",
            `pgxpool: connection closed by server (idle_session_timeout), discarded and replaced (conns total=${c.rng.int(8, 20)})`,
          );
          return;
        }
        c.s.add(
          t,
          name(c, "quote"),
          "warn",
          `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${c.rng.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        );
      });
    },
  },
  {
    key: "cache-stampede",
    note: "A hot venue's availability cache key expires and requests coalesce on a recompute lock, logging waits, then the cache is warm again.",
    run(c, at) {
      burst(c, at, 20000, 80, (t) => {
        c.s.add(
          t,
          name(c, "avail"),
          "warn",
          `cache miss avail:${VENUES[1].replace(/\W/g, "").toLowerCase()}:2027-06 waiting on recompute lock (${c.rng.int(20, 900)}ms)`,
        );
      });
      c.s.add(
        at + 21000,
        name(c, "avail"),
        "info",
        "recompute avail:hartwellbarn:2027-06 done in 1.9s, 212 waiters released",
      );
    },
  },
  {
    key: "dst-ambiguous",
    note: "Events scheduled during the autumn DST change have ambiguous local times, logged as warnings and resolved to the earlier offset.",
    run(c, at) {
      burst(c, at, 400000, 3000, (t) => {
        c.s.add(
          t,
          name(c, "calsync"),
          "warn",
          `ambiguous local time 2027-10-31T01:30 in Europe/London for event ${c.rng.hex(12)}, resolved to first occurrence (+01:00)`,
        );
      });
    },
  },
  {
    key: "flag-reload-unknown",
    note: "A feature-flag config reload contains a flag this version doesn't know, which is logged as an error and ignored.",
    run(c, at) {
      for (const role of ["search", "enquiry", "pay", "rsvp", "quote"] as Role[]) {
        c.s.add(
          at + c.rng.int(0, 3000),
          name(c, role),
          "info",
          `feature flags reloaded (revision ${812 + c.rng.int(0, 1)})`,
        );
        c.s.add(
          at + c.rng.int(3000, 5000),
          name(c, role),
          "error",
          `unknown feature flag 'checkout.split_payments_v3' in revision 813, ignored`,
        );
      }
    },
  },
  {
    key: "cert-expiring",
    note: "A certificate expiry check warns every minute that the vendor webhook mTLS certificate expires in 19 days.",
    run(c, at) {
      c.s.every(
        60000,
        1000,
        (t) => {
          if (t > at)
            c.s.add(
              t,
              name(c, "gw"),
              "warn",
              `certificate 'vendor-webhooks-mtls' (CN=hooks.${c.est.key}.example) expires in 19d (2026-12-19T00:00:00Z), renewal pending`,
            );
        },
        rr(c),
      );
    },
  },
  {
    key: "slow-export-query",
    note: "A finance export runs a slow reporting query on the payments database; it is logged as slow but completes.",
    run(c, at) {
      burst(c, at, 240000, 8000, (t) => {
        c.s.add(
          t,
          name(c, "pay"),
          "warn",
          `slow query ${c.rng.int(1500, 9000)}ms: SELECT b.id, sum(i.amount) FROM bookings b JOIN instalments i ON ... GROUP BY b.id (finance export job ${c.rng.hex(6)})`,
        );
      });
      c.s.add(
        at + 241000,
        name(c, "pay"),
        "info",
        "finance export completed: 18,244 rows written to s3://finance-exports/",
      );
    },
  },
  {
    key: "payout-kyc-hold",
    note: "Vendor payouts are held because vendors have not finished bank verification; logged as errors per vendor.",
    run(c, at) {
      burst(c, at, 60000, 300, (t) => {
        c.s.add(
          t,
          name(c, "pay"),
          "error",
          `payout to vendor VN-${c.rng.int(1000, 9999)} held: account requirements past_due [external_account, individual.verification.document]`,
        );
      });
    },
  },
  {
    key: "pdf-render-slow",
    note: "Large contracts with many pages render slowly in headless Chrome and trip a warning threshold.",
    run(c, at) {
      burst(c, at, 360000, 6000, (t) => {
        c.s.add(
          t,
          name(c, "contract"),
          "warn",
          `contract PDF render took ${c.rng.int(8, 19)}.${c.rng.int(0, 9)}s (${c.rng.int(30, 80)} pages, ${c.rng.int(10, 60)} images), above 8s budget`,
        );
      });
    },
  },
  {
    key: "ics-feed-404",
    note: "Vendors deleted published iCal feeds; the sync gets 404 and disables those feeds.",
    run(c, at) {
      burst(c, at, 300000, 3500, (t) => {
        c.s.add(
          t,
          name(c, "calsync"),
          "error",
          `ical feed fetch failed vendor=VN-${c.rng.int(1000, 9999)} url=https://calendar.${c.rng.pick(["google.com", "zoho.eu", "icloud.com"])}/ical/${c.rng.hex(12)}/basic.ics: 404 Not Found (feed disabled after 5 failures)`,
        );
      });
    },
  },
  {
    key: "credential-stuffing",
    note: "A credential-stuffing run against vendor login is answered with 401s and then blocked by the login throttle.",
    run(c, at) {
      burst(c, at, 240000, 300, (t) => {
        c.s.add(
          t,
          name(c, "gw"),
          "warn",
          `login failed for ${email(c)}: invalid credentials (ip 45.${c.rng.int(80, 90)}.${c.rng.int(1, 250)}.${c.rng.int(1, 250)}, attempts=${c.rng.int(1, 40)})`,
        );
        if (c.rng.chance(0.1))
          c.s.add(
            t + 5,
            name(c, "gw"),
            "warn",
            `login throttle: blocking ip 45.${c.rng.int(80, 90)}.${c.rng.int(1, 250)}.${c.rng.int(1, 250)} for 15m`,
          );
      });
    },
  },
  {
    key: "idempotent-replay",
    note: "Double-clicked deposit buttons send the same idempotency key twice; the second request gets the stored response.",
    run(c, at) {
      burst(c, at, 400000, 4000, (t) => {
        c.s.add(
          t,
          name(c, "pay"),
          "warn",
          `idempotency key ${c.rng.hex(16)} reused with in-flight request, returning 409 then stored response (booking BK-${c.rng.upper(6)})`,
        );
      });
    },
  },
  {
    key: "kafka-rebalance",
    note: "A consumer group rebalance during a scale-up revokes and reassigns partitions; consumption resumes.",
    run(c, at) {
      const svc = name(c, "msg");
      const rt = c.est.svcs.msg.rt;
      for (let i = 0; i < 3; i++) {
        const t = at + i * 60000;
        const lines: [number, "warn" | "info", string][] =
          rt === "node"
            ? [
                [
                  0,
                  "warn",
                  `{"level":"ERROR","logger":"kafkajs","message":"[Connection] Response Heartbeat(key: 12, version: 3)","broker":"b-${i + 1}.events:9092","clientId":"${svc}","error":"The group is rebalancing, so a rejoin is needed","correlationId":${c.rng.int(100, 9999)}}`,
                ],
                [
                  150,
                  "warn",
                  `{"level":"ERROR","logger":"kafkajs","message":"[Runner] The group is rebalancing, re-joining","groupId":"${svc}","memberId":"${svc}-${c.rng.hex(8)}","error":"The group is rebalancing, so a rejoin is needed","retryCount":0}`,
                ],
                [
                  3200,
                  "info",
                  `{"level":"INFO","logger":"kafkajs","message":"[ConsumerGroup] Consumer has joined the group","groupId":"${svc}","generationId":${41 + i},"isLeader":false}`,
                ],
              ]
            : rt === "elixir"
              ? [
                  [
                    0,
                    "warn",
                    `Group member (${svc},coor=#PID<0.${c.rng.int(400, 900)}.0>,cb=#PID<0.${c.rng.int(400, 900)}.0>,generation=${40 + i}): re-joining group, reason: rebalance_in_progress`,
                  ],
                  [
                    3200,
                    "info",
                    `Group member (${svc},coor=#PID<0.${c.rng.int(400, 900)}.0>,cb=#PID<0.${c.rng.int(400, 900)}.0>,generation=${41 + i}): elected=false`,
                  ],
                ]
              : [
                  [
                    0,
                    "warn",
                    `consumer group ${svc}: heartbeat failed: kafka server: The provided member is not known in the current generation; rebalancing`,
                  ],
                  [200, "warn", `consumer group ${svc}: revoked partitions vendor-events[0 1 2]`],
                  [3200, "info", `consumer group ${svc}: joined generation ${41 + i}, assigned vendor-events[${i}]`],
                ];
        for (const [dt, lvl, m] of lines) c.s.add(t + dt, svc, lvl, m);
      }
    },
  },
  {
    key: "webhook-out-of-order",
    note: "Payment webhooks arrive out of order and are requeued until the earlier event is seen.",
    run(c, at) {
      burst(c, at, 300000, 3000, (t) => {
        c.s.add(
          t,
          name(c, "pay"),
          "warn",
          `webhook payment_intent.succeeded for pi_${c.rng.hex(14)} arrived before payment_intent.created, requeued (delay 30s)`,
        );
      });
    },
  },
  {
    key: "cdn-purged-images",
    note: "Venue photos removed by venues are still referenced by cached pages; the image proxy logs 404s.",
    run(c, at) {
      burst(c, at, 420000, 1000, (t) => {
        c.s.add(
          t,
          name(c, "search"),
          "error",
          `image fetch 404 for venues/${venueId(c)}/gallery/${c.rng.int(1, 30)}.jpg (removed by venue), serving placeholder`,
        );
      });
    },
  },
  {
    key: "sitemap-lock",
    note: "Two pods race for the sitemap cron; the loser logs a failure because the lock is held.",
    run(c, at) {
      c.s.every(
        60000,
        2000,
        (t) => {
          if (t > at)
            c.s.add(
              t,
              name(c, "search"),
              "error",
              `sitemap generation failed: could not acquire lock 'cron:sitemap' (held by ${name(c, "search")}-7d9f-${c.rng.hex(5)}), skipping this run`,
            );
        },
        rr(c),
      );
    },
  },
  {
    key: "zero-results",
    note: "A TV segment sends people searching misspelled locations; zero-result searches are logged as warnings.",
    run(c, at) {
      burst(c, at, 300000, 500, (t) => {
        c.s.add(
          t,
          name(c, "search"),
          "warn",
          `zero results for loc='${c.rng.pick(["cotswald", "lak como", "sintraa", "yrok", "dubln"])}' guests=${c.rng.int(50, 200)}; suggested '${c.rng.pick(["cotswolds", "lake-como", "sintra", "york", "dublin"])}'`,
        );
      });
    },
  },
  {
    key: "preview-env-auth",
    note: "A forgotten staging load-test keeps calling production with a revoked API key and is refused with 401.",
    run(c, at) {
      burst(c, at, 480000, 900, (t) => {
        c.s.add(
          t,
          name(c, "gw"),
          "warn",
          `rejected request: api key sk_stg_${c.rng.pick(["4f1a", "4f1a", "9c20"])}… revoked (client 'loadtest-staging', ${c.rng.pick(["GET /api/v2/venues/search", "GET /api/v2/quotes"])}) -> 401`,
        );
      });
    },
  },
  {
    key: "vendor-quota",
    note: "Free-tier vendors hit their monthly enquiry-reply quota and get 403 with an upgrade prompt.",
    run(c, at) {
      burst(c, at, 360000, 2500, (t) => {
        c.s.add(
          t,
          name(c, "msg"),
          "warn",
          `reply blocked for vendor VN-${c.rng.int(1000, 9999)}: plan 'starter' monthly reply quota 25/25 reached -> 403 upgrade_required`,
        );
      });
    },
  },
  {
    key: "pod-evicted-rescheduled",
    note: "The cluster autoscaler drains a node; the RSVP service pods are evicted and come back on another node within seconds.",
    run(c, at) {
      const v = c.est.svcs.rsvp;
      restartLines(v, "2.31.0").forEach(([lvl, msg], j) => {
        c.s.add(at + j * 1200, v.name, lvl, msg);
      });
      c.s.add(
        at + 200,
        v.name,
        "warn",
        "worker received SIGTERM (node drain by cluster-autoscaler), finishing 3 in-flight requests",
      );
    },
  },
];
