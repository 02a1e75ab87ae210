// Harmless noise that looks alarming: what pages a gym platform's on-call at 3 a.m. while nothing is broken.
import { type Estate, member, money } from "./estates.js";
import { stack } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface Noise {
  key: string;
  note: string;
  run: (s: Stream, e: Estate) => void;
}

/** A burst of events between a random start and start+len (ms). */
function burst(s: Stream, len: number, mean: number, f: (t: number) => void): number {
  const span = s.t1 - s.t0;
  const from = s.t0 + s.rng.next() * Math.max(1, span - len);
  s.every(mean, f, from, from + len);
  return from;
}

const cur = (e: Estate) => (e.currency === "GBP" ? "£" : e.currency === "EUR" ? "€" : "$");

export const NOISE: Noise[] = [
  {
    key: "door-frozen",
    note: "members with frozen memberships refused at the turnstiles during the morning rush",
    run: (s, e) =>
      burst(s, 240000, 2500, (t) =>
        s.emit(
          t,
          e.svc.door,
          "WARN",
          `access denied ${member(s.rng)} at ${s.rng.pick(e.gates)} reason=MEMBERSHIP_FROZEN`,
        ),
      ),
  },
  {
    key: "door-lapsed",
    note: "lapsed and arrears members refused at the door, logged as errors by the access controller",
    run: (s, e) =>
      s.every(7000, (t) =>
        s.emit(
          t,
          e.svc.door,
          "ERROR",
          `ACCESS_REJECTED member=${member(s.rng)} gate=${s.rng.pick(e.gates)} code=${s.rng.pick(["E_LAPSED", "E_ARREARS", "E_CANCELLED"])}`,
        ),
      ),
  },
  {
    key: "turnstile-reconnect",
    note: "one turnstile controller keeps dropping its keepalive and reconnecting within seconds",
    run: (s, e) => {
      const g = s.rng.pick(e.gates);
      s.every(50000, (t) => {
        s.emit(t, e.svc.door, "WARN", `controller ${g} disconnected (keepalive missed x3), reconnecting`);
        s.emit(
          t + 1500 + s.rng.int(0, 3000),
          e.svc.door,
          "INFO",
          `controller ${g} reconnected, replayed ${s.rng.int(0, 7)} buffered events`,
        );
      });
    },
  },
  {
    key: "anti-passback",
    note: "anti-passback violations when members tailgate back in through the entry lane",
    run: (s, e) =>
      s.every(12000, (t) =>
        s.emit(
          t,
          e.svc.door,
          "WARN",
          `anti-passback violation card ${member(s.rng)} at ${s.rng.pick(e.gates)}: already inside, entry refused`,
        ),
      ),
  },
  {
    key: "class-full",
    note: "a popular class opens for booking and most requests are refused as full",
    run: (s, e) => {
      const c = `C-${s.rng.int(20000, 99999)}`;
      burst(s, 120000, 350, (t) => {
        s.emit(
          t,
          e.svc.classes,
          "WARN",
          `booking rejected class=${c} reason=CLASS_FULL capacity=30/30 waitlist=${s.rng.int(5, 60)}`,
        );
        s.emit(t + 6, e.svc.gw, "WARN", `POST /v2/bookings 409 ${s.rng.int(8, 40)}.${s.rng.int(100, 999)} ms - 88`);
      });
    },
  },
  {
    key: "waitlist-overlap",
    note: "waitlist promotions skipped because the member already holds an overlapping booking",
    run: (s, e) =>
      s.every(15000, (t) =>
        s.emit(
          t,
          e.svc.waitlist,
          "ERROR",
          `promotion failed for ${member(s.rng)}: OverlappingBookingError (already booked 18:00-19:00)`,
        ),
      ),
  },
  {
    key: "dd-returns",
    note: "the daily ARUDD file of returned direct debits is processed, one error line per return",
    run: (s, e) => {
      const from = burst(s, 40000, 150, (t) =>
        s.emit(
          t,
          e.svc.billing,
          "ERROR",
          `ARUDD return ${s.rng.pick(["0 REFER_TO_PAYER", "1 INSTRUCTION_CANCELLED", "B ACCOUNT_CLOSED", "6 NO_ACCOUNT"])} mandate=MD-${s.rng.int(100000, 999999)} amount=${cur(e)}${money(s.rng, 19, 59)}`,
        ),
      );
      s.emit(from - 500, e.svc.billing, "INFO", "processing returns file ARUDD_20260930.xml (Bacs reports)");
      s.emit(
        from + 40500,
        e.svc.billing,
        "INFO",
        "returns file processed, arrears flags set, retry collections scheduled",
      );
    },
  },
  {
    key: "card-declines",
    note: "card declines at the front desk and in the app (insufficient funds, do not honour)",
    run: (s, e) =>
      s.every(9000, (t) =>
        s.emit(
          t,
          e.svc.billing,
          "WARN",
          `charge declined code=${s.rng.pick(["insufficient_funds", "do_not_honor", "expired_card", "card_velocity_exceeded"])} member=${member(s.rng)}`,
        ),
      ),
  },
  {
    key: "sca-required",
    note: "renewals that need 3-D Secure are parked until the member authenticates in the app",
    run: (s, e) =>
      s.every(14000, (t) =>
        s.emit(
          t,
          e.svc.billing,
          "WARN",
          `payment requires_action (authentication_required) for ${member(s.rng)}, reminder queued`,
        ),
      ),
  },
  {
    key: "kit-maintenance",
    note: "connected machines report maintenance codes (belt lubrication, service due)",
    run: (s, e) =>
      s.every(6000, (t) =>
        s.emit(
          t,
          e.svc.kit,
          "WARN",
          `${s.rng.pick(["TM", "CB", "RW"])}-${s.rng.int(1, 40)} fault code ${s.rng.pick(["E07 BELT_LUBE_DUE", "E12 SERVICE_INTERVAL", "E03 HR_STRAP_LOST", "E21 SAFETY_KEY_REMOVED"])}`,
        ),
      ),
  },
  {
    key: "kit-offline",
    note: "machines switched off overnight miss their heartbeats and are marked offline",
    run: (s, e) =>
      s.every(5000, (t) =>
        s.emit(
          t,
          e.svc.kit,
          "ERROR",
          `device ${s.rng.pick(["TM", "CB", "XT"])}-${s.rng.int(1, 40)} heartbeat missed 3x, marked OFFLINE`,
        ),
      ),
  },
  {
    key: "jwt-expired",
    note: "the member app refreshes expired tokens in the background, a stream of 401s",
    run: (s, e) =>
      s.every(2500, (t) => {
        s.emit(t, e.svc.gw, "WARN", `jwt expired for session ${s.rng.hex(8)} (exp ${s.rng.int(1, 90)}m ago), 401`);
      }),
  },
  {
    key: "kiosk-429",
    note: "a self-service kiosk polls too fast and gets rate limited",
    run: (s, e) =>
      s.every(1200, (t) =>
        s.emit(t, e.svc.gw, "WARN", `rate limit exceeded client=kiosk-${e.clubs[0]}-02 limit=60/min -> 429`),
      ),
  },
  {
    key: "gc-pause",
    note: "long but harmless garbage-collection pauses during a report",
    run: (s, e) => {
      const role = (["members", "billing", "classes"] as const).find((x) => e.rt[x] === "java");
      const svc = role ? e.svc[role] : e.svc.kit;
      burst(s, 180000, 15000, (t) =>
        s.emit(
          t,
          svc,
          "WARN",
          role
            ? `GC pause (G1 Evacuation Pause) ${s.rng.int(250, 900)}ms, heap ${s.rng.int(41, 63)}% after`
            : `gc pause ${s.rng.int(40, 180)}ms, heap ${s.rng.int(300, 700)}MB -> ${s.rng.int(120, 290)}MB (GOGC=100)`,
        ),
      );
    },
  },
  {
    key: "slow-query",
    note: "the month-end retention report logs slow queries",
    run: (s, e) =>
      burst(s, 200000, 9000, (t) =>
        s.emit(
          t,
          e.svc.members,
          "WARN",
          `slow query ${s.rng.int(1200, 4800)}ms: SELECT member_id, count(*) FROM visits WHERE visited_at >= $1 GROUP BY member_id`,
        ),
      ),
  },
  {
    key: "pt-calendar-conflict",
    note: "trainer calendar sync hits 409 conflicts for events that already exist",
    run: (s, e) =>
      s.every(11000, (t) =>
        s.emit(
          t,
          e.svc.trainer,
          "ERROR",
          `Google Calendar insert failed 409 duplicate for trainer T-${s.rng.int(10, 88)}, event already exists; skipping`,
        ),
      ),
  },
  {
    key: "pt-oauth-revoked",
    note: "one trainer revoked calendar access and every sync of that trainer fails invalid_grant",
    run: (s, e) => {
      const tr = `T-${s.rng.int(10, 88)}`;
      s.tick(20000, (t) =>
        s.emit(
          t,
          e.svc.trainer,
          "ERROR",
          `token refresh failed for trainer ${tr}: Signet::AuthorizationError invalid_grant (Token has been expired or revoked.)`,
        ),
      );
    },
  },
  {
    key: "sms-undeliverable",
    note: "class reminder SMS to unsubscribed or invalid numbers rejected by the SMS provider",
    run: (s, e) =>
      s.every(6000, (t) =>
        s.emit(
          t,
          e.svc.notify ?? e.svc.members,
          "ERROR",
          `SMS send failed: ${s.rng.pick(["21610 Attempt to send to unsubscribed recipient", "21211 Invalid 'To' Phone Number", "30006 Landline or unreachable carrier"])}`,
        ),
      ),
  },
  {
    key: "push-unregistered",
    note: "push notifications to uninstalled apps answered 410 Unregistered / NotRegistered",
    run: (s, e) =>
      s.every(3500, (t) =>
        s.emit(
          t,
          e.svc.notify ?? e.svc.gw,
          "WARN",
          s.rng.chance(0.5)
            ? `APNs 410 Unregistered for token ${s.rng.hex(12)}..., token removed`
            : `FCM error messaging/registration-token-not-registered for ${member(s.rng)}, token removed`,
        ),
      ),
  },
  {
    key: "email-bounce",
    note: "hard bounces from old member email addresses",
    run: (s, e) =>
      s.every(13000, (t) =>
        s.emit(
          t,
          e.svc.notify ?? e.svc.members,
          "ERROR",
          `hard bounce for ${member(s.rng)}: 550 5.1.1 The email account that you tried to reach does not exist`,
        ),
      ),
  },
  {
    key: "receipt-printer",
    note: "a front desk receipt printer is out of paper",
    run: (s, e) =>
      s.every(30000, (t) =>
        s.emit(t, e.svc.pos, "ERROR", "receipt printer FD-2 (EPSON TM-T88VI) status PAPER_END, receipt held in queue"),
      ),
  },
  {
    key: "till-variance",
    note: "till close with a small cash variance",
    run: (s, e) =>
      burst(s, 30000, 6000, (t) =>
        s.emit(
          t,
          e.svc.pos,
          "WARN",
          `till FD-${s.rng.int(1, 4)} closed with variance -${cur(e)}${money(s.rng, 0.1, 6)} (needs manager sign-off)`,
        ),
      ),
  },
  {
    key: "unknown-sku",
    note: "unknown barcodes scanned at the front desk shop",
    run: (s, e) =>
      s.every(20000, (t) =>
        s.emit(
          t,
          e.svc.pos,
          "WARN",
          `unknown SKU scanned ${s.rng.int(5000000, 5099999)}${s.rng.int(100000, 999999)}, manual price entry`,
        ),
      ),
  },
  {
    key: "guest-pass",
    note: "expired guest passes and day passes refused at the door",
    run: (s, e) =>
      s.every(10000, (t) =>
        s.emit(
          t,
          e.svc.door,
          "WARN",
          `guest pass GP-${s.rng.int(10000, 99999)} expired, entry refused at ${s.rng.pick(e.gates)}`,
        ),
      ),
  },
  {
    key: "door-held",
    note: "a fire exit door held open triggers held-open alarms",
    run: (s, e) =>
      s.every(25000, (t) =>
        s.emit(
          t,
          e.svc.door,
          "ERROR",
          `ALARM door ${e.gates[e.gates.length - 1]} held open ${s.rng.int(30, 180)}s (DOOR_HELD), acknowledged by desk`,
        ),
      ),
  },
  {
    key: "occupancy",
    note: "site occupancy near the fire limit during the evening peak",
    run: (s, e) =>
      s.every(30000, (t) =>
        s.emit(
          t,
          e.svc.door,
          "WARN",
          `occupancy ${e.clubs[0]} at ${s.rng.int(90, 98)}% of limit (${s.rng.int(280, 320)}/330)`,
        ),
      ),
  },
  {
    key: "rolling-restart",
    note: "a planned rolling restart: SIGTERM, draining, startup lines, all healthy",
    run: (s, e) => {
      const t = s.t0 + (s.t1 - s.t0) * (0.2 + s.rng.next() * 0.6);
      const svc = e.svc.classes;
      s.emit(t, svc, "WARN", "received SIGTERM, draining 14 in-flight requests");
      s.emit(t + 900, svc, "INFO", "shutdown complete");
      s.emit(t + 4200, svc, "INFO", "starting (build 2026.09.29-3, replica 2 of 3)");
      s.emit(t + 6100, svc, "INFO", "listening on :8080, ready");
    },
  },
  {
    key: "cert-expiry",
    note: "certificate expiry reminders for the door controller API",
    run: (s, e) =>
      s.tick(60000, (t) =>
        s.emit(
          t,
          e.svc.door,
          "WARN",
          "TLS certificate for controllers.local expires in 13 days (CN=door-ctrl), renew scheduled",
        ),
      ),
  },
  {
    key: "duplicate-webhook",
    note: "payment provider redelivers webhooks that were already processed",
    run: (s, e) =>
      s.every(8000, (t) =>
        s.emit(t, e.svc.billing, "WARN", `duplicate webhook evt_${s.rng.hex(14)} ignored (already processed)`),
      ),
  },
  {
    key: "client-abort",
    note: "members closing the app mid-request, logged with a stack trace as a broken pipe",
    run: (s, e) =>
      s.every(20000, (t) =>
        s.emit(t, e.svc.members, "ERROR", "failed to write response: client closed connection", {
          stack:
            e.rt.members === "java"
              ? stack(
                  s.rng,
                  "java",
                  "org.apache.catalina.connector.ClientAbortException",
                  "java.io.IOException: Broken pipe",
                  [
                    ["org.apache.catalina.connector.OutputBuffer.realWriteBytes", "OutputBuffer.java"],
                    ["org.apache.catalina.connector.OutputBuffer.flushByteBuffer", "OutputBuffer.java"],
                    ["com.fasterxml.jackson.core.json.UTF8JsonGenerator.flush", "UTF8JsonGenerator.java"],
                  ],
                )
              : stack(s.rng, "python", "BrokenPipeError", "[Errno 32] Broken pipe", [
                  ["write", "/usr/local/lib/python3.12/asyncio/selector_events.py"],
                  ["send", "/usr/local/lib/python3.12/site-packages/uvicorn/protocols/http/h11_impl.py"],
                  ["get_member", "/app/members/api/routes.py"],
                ]),
        }),
      ),
  },
  {
    key: "consumer-lag",
    note: "waitlist consumer lag after a booking wave, caught up within minutes",
    run: (s, e) => {
      let lag = s.rng.int(1500, 4000);
      burst(s, 180000, 15000, (t) => {
        lag = Math.max(0, Math.round(lag * 0.6));
        s.emit(
          t,
          e.svc.waitlist,
          lag > 200 ? "WARN" : "INFO",
          `consumer lag ${lag} messages on bookings.events, catching up`,
        );
      });
    },
  },
  {
    key: "ntp-drift",
    note: "door controllers correcting their clocks after drift",
    run: (s, e) =>
      s.every(45000, (t) =>
        s.emit(
          t,
          e.svc.door,
          "WARN",
          `controller ${s.rng.pick(e.gates)} clock drift ${s.rng.int(2, 9)}.${s.rng.int(0, 9)}s, resynced via NTP`,
        ),
      ),
  },
  {
    key: "cancel-batch",
    note: "memberships cancelled by the arrears policy after three failed collections",
    run: (s, e) =>
      burst(s, 60000, 1500, (t) =>
        s.emit(
          t,
          e.svc.members,
          "WARN",
          `membership ${member(s.rng)} cancelled: 3 consecutive failed collections (policy ARREARS-3)`,
        ),
      ),
  },
  {
    key: "retry-ok",
    note: "transient retries to the calendar provider that all succeed on the second attempt",
    run: (s, e) =>
      s.every(9000, (t) => {
        s.emit(t, e.svc.trainer, "WARN", "Google Calendar API 503 backendError, retrying in 1.0s (attempt 1/5)");
        s.emit(t + 1100, e.svc.trainer, "INFO", "Google Calendar API request succeeded on attempt 2");
      }),
  },
  {
    key: "freeze-ends",
    note: "nightly job ending freezes and logging members whose freeze could not be auto-ended",
    run: (s, e) =>
      burst(s, 50000, 2000, (t) =>
        s.emit(
          t,
          e.svc.members,
          "ERROR",
          `freeze end failed for ${member(s.rng)}: FreezeEndDateInPast, left for manual review`,
        ),
      ),
  },
  {
    key: "feature-flags",
    note: "config reload with feature flag changes and warnings about unknown keys",
    run: (s, e) => {
      const t = s.t0 + (s.t1 - s.t0) * s.rng.next();
      s.emit(t, e.svc.gw, "INFO", "config reloaded from configmap app-config (3 keys changed)");
      s.emit(t + 5, e.svc.gw, "WARN", "unknown config key 'booking.legacyWaitlist' ignored");
    },
  },
  {
    key: "dst-timetable",
    note: "classes on the clock-change night flagged as ambiguous local times",
    run: (s, e) =>
      s.every(16000, (t) =>
        s.emit(
          t,
          e.svc.classes,
          "WARN",
          `class C-${s.rng.int(20000, 99999)} start 01:30 is ambiguous local time (DST), using first occurrence`,
        ),
      ),
  },
];
