// Harmless noise that looks alarming: each kind writes its lines around `at`; nothing in the estate is broken.
import type { Estate } from "./estates.js";
import { javaTrace, nodeTrace, pyTrace } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface QuietKind {
  name: string;
  estate: Estate["key"] | "any";
  note: string;
  run(s: Stream, e: Estate, at: number): void;
}

const burst = (s: Stream, at: number, spanMs: number, n: number, fn: (t: number, i: number) => void) => {
  for (let i = 0; i < n; i++) fn(at + Math.floor((spanMs * i) / n) + s.rng.int(0, 400), i);
};

export const QUIET: QuietKind[] = [
  // ---- Clutchwise
  {
    name: "weather-cancellations",
    estate: "clutchwise",
    note: "an ice warning makes instructors cancel morning lessons in bulk; SMS fan-out and refunds of lesson credit",
    run(s, _e, at) {
      const r = s.rng;
      s.add(
        at,
        "instructor-calendar",
        "warn",
        "Met Office feed: yellow warning for ice (region=london-se) 06:00-11:00, flagging lessons in window",
      );
      burst(s, at + 2000, 240000, r.int(60, 110), (t) => {
        const l = `L${r.int(100000, 999999)}`;
        s.add(
          t,
          "lesson-booking",
          "warn",
          `Lesson ${l} cancelled by instructor INS-${r.int(100, 480)} reason=WEATHER_UNSAFE credit_returned=true`,
        );
        s.add(t + 120, "notify-sender", "info", `sms queued template=lesson_cancelled_weather lesson=${l}`);
        if (r.chance(0.2))
          s.add(
            t + 300,
            "notify-sender",
            "warn",
            `twilio 21614: 'To' number is not a valid mobile number (lesson=${l}), falling back to email`,
          );
      });
    },
  },
  {
    name: "logbook-overlap",
    estate: "clutchwise",
    note: "learners double-log lessons from the app after the instructor already logged them; entries rejected as overlapping",
    run(s, _e, at) {
      const r = s.rng;
      s.poisson(
        5,
        (t) => {
          s.add(t, "learner-logbook", "warn", `Unprocessable Entity: /api/logbook/entries`);
          s.add(
            t + 2,
            "learner-logbook",
            "error",
            `entry rejected learner=lrn_${r.hex(8)}: overlaps entry ${r.int(10000, 99999)} (${r.int(8, 17)}:00-${r.int(9, 18)}:30), code=ENTRY_OVERLAP`,
          );
          s.add(t + 20, "learner-web-bff", "warn", `POST /api/v2/logbook 422 ${r.int(30, 90)}ms`);
        },
        at - 120000,
        at + 600000,
      );
    },
  },
  {
    name: "pack-declines",
    estate: "clutchwise",
    note: "payday-eve lesson pack purchases declined by issuers (insufficient funds, 3DS abandoned); payments service healthy",
    run(s, _e, at) {
      const r = s.rng;
      s.poisson(
        6,
        (t) => {
          const code = r.pick([
            "insufficient_funds",
            "do_not_honor",
            "authentication_required",
            "card_declined",
            "expired_card",
          ]);
          s.add(
            t,
            "pack-payments",
            "warn",
            `PaymentIntent pi_${r.hex(14)} failed: ${code} (decline_code=${code}) amount=${r.pick(["399.00", "749.00"])} GBP`,
          );
          s.add(t + 50, "learner-web-bff", "warn", `POST /api/v2/packs/checkout 402 ${r.int(400, 1200)}ms`);
        },
        at - 180000,
        at + 500000,
      );
      s.add(
        at + 30000,
        "pack-payments",
        "error",
        "Stripe webhook payment_intent.payment_failed received for pi_3QX...: marking order as unpaid, will not retry",
      );
    },
  },
  {
    name: "gcal-resync",
    estate: "clutchwise",
    note: "Google Calendar sync tokens expire (410 Gone) and per-user quota 403s during the morning full resync; backoff succeeds",
    run(s, _e, at) {
      const r = s.rng;
      burst(s, at, 300000, r.int(25, 45), (t) => {
        const i = `INS-${r.int(100, 480)}`;
        if (r.chance(0.5)) {
          s.add(
            t,
            "instructor-calendar",
            "warn",
            `Google::Apis::ClientError: fullSyncRequired: Sync token is no longer valid, a full sync is required. (instructor=${i}) status_code=410`,
          );
          s.add(
            t + 2500,
            "instructor-calendar",
            "info",
            `full calendar resync for ${i}: ${r.int(40, 300)} events imported`,
          );
        } else {
          s.add(
            t,
            "instructor-calendar",
            "warn",
            `Google::Apis::RateLimitError: rateLimitExceeded: Rate Limit Exceeded (instructor=${i}), retrying in ${r.int(1, 8)}s`,
          );
          s.add(t + 9000, "instructor-calendar", "info", `calendar delta sync ok for ${i} (${r.int(0, 6)} changes)`);
        }
      });
    },
  },
  {
    name: "no-show-fees",
    estate: "clutchwise",
    note: "late cancellations and no-shows are charged by the nightly fee job; many error-looking 'charge skipped' lines for learners without a saved card",
    run(s, _e, at) {
      const r = s.rng;
      s.add(at, "pack-payments", "info", "NoShowFeeJob started: 184 lessons with status NO_SHOW or LATE_CANCEL");
      burst(s, at + 500, 200000, 184, (t) => {
        if (r.chance(0.3))
          s.add(
            t,
            "pack-payments",
            "error",
            `NoShowFeeJob: charge skipped for lesson L${r.int(100000, 999999)}: learner has no default payment method (StripeInvalidRequestException: resource_missing)`,
          );
        else
          s.add(
            t,
            "pack-payments",
            "info",
            `NoShowFeeJob: charged 21.00 GBP late-cancellation fee for lesson L${r.int(100000, 999999)}`,
          );
      });
      s.add(at + 201000, "pack-payments", "info", "NoShowFeeJob finished: 129 charged, 55 skipped, 0 failed in 201s");
    },
  },
  {
    name: "booking-optimistic-lock",
    estate: "clutchwise",
    note: "two learners grab the same freed Saturday slot; optimistic lock conflicts return 409 and the loser is offered another time",
    run(s, _e, at) {
      const r = s.rng;
      burst(s, at, 90000, r.int(20, 35), (t) => {
        s.add(t, "lesson-booking", "warn", "Slot contention on instructor calendar, returning 409", {
          stack: javaTrace(
            "org.springframework.orm.ObjectOptimisticLockingFailureException",
            "Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [com.clutchwise.booking.domain.Slot#" +
              r.int(100000, 999999) +
              "]",
            [
              "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:325)",
              "com.clutchwise.booking.service.LessonBookingService.book(LessonBookingService.java:118)",
              "com.clutchwise.booking.api.LessonController.create(LessonController.java:64)",
            ],
          ),
          errType: "ObjectOptimisticLockingFailureException",
        });
        s.add(t + 40, "learner-web-bff", "warn", `POST /api/v2/lessons 409 ${r.int(80, 200)}ms slot_taken`);
      });
    },
  },
  {
    name: "voucher-guessing",
    estate: "clutchwise",
    note: "someone enumerates promo codes against the pricing endpoint; invalid-voucher errors and rate-limit 429s at the edge",
    run(s, _e, at) {
      const r = s.rng;
      burst(s, at, 180000, r.int(120, 200), (t, i) => {
        const code = `PASS${r.hex(4).toUpperCase()}`;
        s.add(
          t,
          "pricing-rules",
          "error",
          `fail: Clutchwise.Pricing.VoucherValidator[0] Voucher '${code}' rejected: VoucherNotFound (ip=185.220.${r.int(100, 102)}.${r.int(1, 254)})`,
        );
        if (i > 40)
          s.add(
            t + 3,
            "learner-web-bff",
            "warn",
            `POST /api/v2/pricing/voucher 429 1ms rate_limited key=ip:185.220.101.x`,
          );
      });
    },
  },
  // ---- TheoryPal
  {
    name: "free-tier-limit",
    estate: "theorypal",
    note: "exam-season evening surge: free users hit the daily mock exam limit, 429s by design",
    run(s, _e, at) {
      const r = s.rng;
      s.poisson(
        14,
        (t) => {
          s.add(t, "mock-exam", "warn", `daily free limit reached user=u_${r.hex(10)} (3/3 mock exams today) -> 429`);
          s.add(t + 10, "theory-api", "warn", `POST /v3/mock-exams 429 ${r.int(8, 30)}ms code=FREE_LIMIT`);
        },
        at - 240000,
        at + 480000,
      );
    },
  },
  {
    name: "clip-url-expired",
    estate: "theorypal",
    note: "apps resumed after hours in background request hazard clips with expired signed URLs; 403s then a fresh URL",
    run(s, _e, at) {
      const r = s.rng;
      s.poisson(
        8,
        (t) => {
          const c = `HPT-${r.int(100, 340)}`;
          s.add(t, "hazard-clips", "warn", `signature expired for clip=${c} (expired ${r.int(2, 19)}h ago) status=403`);
          s.add(t + 600, "hazard-clips", "info", `signed url issued clip=${c} ttl=900s edge=lhr (reissue)`);
        },
        at - 200000,
        at + 500000,
      );
    },
  },
  {
    name: "retired-questions",
    estate: "theorypal",
    note: "questions retired by the latest revision are still in saved practice sets; images 404 and items are skipped",
    run(s, _e, at) {
      const r = s.rng;
      s.poisson(
        7,
        (t) => {
          const q = `Q${r.int(1000, 9999)}`;
          s.add(
            t,
            "question-bank",
            "error",
            `image not found for ${q}: s3://tp-question-media/2024/${q}.webp (NoSuchKey), question retired in rev 2026.3 - skipping`,
          );
        },
        at - 300000,
        at + 400000,
      );
    },
  },
  {
    name: "store-receipts",
    estate: "theorypal",
    note: "monthly renewals: refunded and expired store receipts are rejected and the users downgraded",
    run(s, _e, at) {
      const r = s.rng;
      burst(s, at, 240000, r.int(40, 70), (t) => {
        const st = r.pick(["21006 (subscription expired)", "REFUNDED", "21010 (account not found)", "PAYMENT_PENDING"]);
        s.add(
          t,
          "sub-billing",
          "error",
          `Receipt validation failed for user u_${r.hex(10)}: status ${st}; downgraded to free`,
        );
      });
    },
  },
  {
    name: "push-campaign-prune",
    estate: "theorypal",
    note: "a 'test next week?' push campaign hits thousands of stale tokens; APNs/FCM rejections pruned",
    run(s, _e, at) {
      const r = s.rng;
      s.add(at, "push-notifier", "info", "campaign cmp_exam_week started: 48211 recipients, batch=500");
      burst(s, at + 1000, 180000, 97, (t, i) => {
        s.add(t, "push-notifier", "info", `batch ${i + 1}/97 sent: ${r.int(430, 480)} ok`);
        s.add(
          t + 30,
          "push-notifier",
          "error",
          `batch ${i + 1}/97: ${r.int(15, 60)} failures (BadDeviceToken/Unregistered) - tokens pruned`,
        );
      });
    },
  },
  {
    name: "leaderboard-overrun",
    estate: "theorypal",
    note: "weekly leaderboard recompute runs past its soft deadline and logs warnings, then finishes",
    run(s, _e, at) {
      const r = s.rng;
      s.add(
        at,
        "leaderboard",
        "info",
        "info: Theorypal.Leaderboard.Jobs.WeeklyRecompute[0] Starting weekly recompute for 12 regions",
      );
      for (let i = 1; i <= 6; i++)
        s.add(
          at + i * 60000,
          "leaderboard",
          "warn",
          `warn: Theorypal.Leaderboard.Jobs.WeeklyRecompute[0] Recompute still running after ${i} min (soft deadline 2 min), region ${i + 3}/12`,
        );
      s.add(
        at + 400000,
        "leaderboard",
        "info",
        `info: Theorypal.Leaderboard.Jobs.WeeklyRecompute[0] Weekly recompute done in 00:06:4${r.int(0, 9)}`,
      );
    },
  },
  {
    name: "content-import-warnings",
    estate: "theorypal",
    note: "the quarterly question feed import validates with hundreds of warnings and errors on individual items, then publishes",
    run(s, _e, at) {
      const r = s.rng;
      s.add(at, "content-importer", "info", "import started: feed=revision-2026-4.zip items=1932");
      burst(s, at + 500, 150000, r.int(90, 150), (t) => {
        s.add(
          t,
          "content-importer",
          r.chance(0.3) ? "error" : "warn",
          `item Q${r.int(1000, 9999)}: ${r.pick(["missing alt text for image", "explanation exceeds 600 chars", "duplicate distractor text", "ValidationError: answer_key must be one of A-D"])}`,
        );
      });
      s.add(at + 152000, "content-importer", "info", "import finished: 1801 published, 131 held for review");
    },
  },
  // ---- SlotSmart
  {
    name: "slot-release-bots",
    estate: "slotsmart",
    note: "the licensing authority releases next month's slots at 06:00; bots hammer search, captcha blocks thousands, slots gone in seconds",
    run(s, _e, at) {
      const r = s.rng;
      s.add(at, "slot-poller", "info", "release detected: 1,420 new slots across 38 centres");
      burst(s, at, 300000, r.int(900, 1400), (t) => {
        const ip = `${r.pick(["45.134", "193.32", "91.92"])}.${r.int(0, 255)}.${r.int(1, 254)}`;
        if (r.chance(0.6))
          s.add(
            t,
            "captcha-guard",
            "warn",
            `blocked ip=${ip} score=0.${r.int(0, 2)} reason=${r.pick(["bot_score", "headless_ua", "velocity"])} path=/api/slots/search`,
          );
        else s.add(t, "booking-api", "warn", `GET /api/slots/search 429 2ms rate_limited key=ip:${ip}`);
      });
      burst(s, at + 2000, 60000, 120, (t) => {
        s.add(t, "booking-api", "warn", `POST /api/bookings 409 ${r.int(300, 900)}ms SLOT_ALREADY_TAKEN`);
      });
    },
  },
  {
    name: "authority-maintenance",
    estate: "slotsmart",
    note: "the authority's announced maintenance window: connector gets 503 maintenance responses and pauses polling as configured",
    run(s, _e, at) {
      const r = s.rng;
      s.add(at - 5000, "slot-poller", "info", "maintenance window 02:00-02:20 from calendar, polling will pause");
      burst(s, at, 25000, 14, (t) =>
        s.add(
          t,
          "authority-connector",
          "warn",
          `Authority API returned 503 ServiceUnavailable for GET /api/v1/test-centres/${r.int(100, 999)}/slots: {"reason":"SCHEDULED_MAINTENANCE"}`,
        ),
      );
      s.add(at + 30000, "slot-poller", "warn", "authority in maintenance, poll cycles paused until 02:20");
    },
  },
  {
    name: "licence-validation",
    estate: "slotsmart",
    note: "candidates mistype licence numbers; 400s with checksum errors",
    run(s, _e, at) {
      const r = s.rng;
      s.poisson(
        6,
        (t) => {
          s.add(
            t,
            "candidate-profile",
            "warn",
            `Validation failed for field 'licenceNumber': rejected value [${r.hex(4).toUpperCase()}${r.int(100000, 999999)}*****]; codes [LicenceNumber.checksum]`,
          );
          s.add(t + 15, "booking-api", "warn", `POST /api/candidates 400 ${r.int(10, 40)}ms`);
        },
        at - 200000,
        at + 500000,
      );
    },
  },
  {
    name: "sms-carrier-throttle",
    estate: "slotsmart",
    note: "carrier throttles an offer burst; sms-gateway backs off on 429 and all messages go out late",
    run(s, _e, at) {
      const r = s.rng;
      burst(s, at, 120000, r.int(40, 70), (t) => {
        s.add(
          t,
          "sms-gateway",
          "warn",
          `provider returned 429 Too Many Requests (Retry-After: ${r.int(1, 5)}), requeued ref=${r.hex(10)}`,
        );
        s.add(t + 6000, "sms-gateway", "info", `message accepted ref=${r.hex(10)} route=primary attempts=2`);
      });
      burst(s, at + 5000, 60000, 12, (t) =>
        s.add(
          t,
          "sms-gateway",
          "error",
          `delivery receipt: UNDELIVERED to=+4479****${r.int(1000, 9999)} err=EC_ABSENT_SUBSCRIBER`,
        ),
      );
    },
  },
  {
    name: "offers-expire",
    estate: "slotsmart",
    note: "overnight offers expire unclaimed and are passed down the waitlist",
    run(s, _e, at) {
      const r = s.rng;
      burst(s, at, 300000, r.int(40, 90), (t) => {
        const c = `C-${r.int(1000000, 9999999)}`;
        s.add(
          t,
          "waitlist-matcher",
          "warn",
          `offer timed out candidate=${c} after 15m without response; releasing slot to next in queue`,
        );
        s.add(t + 40, "audit-writer", "info", "audit event offer.expired appended");
      });
    },
  },
  {
    name: "audit-s3-slowdown",
    estate: "slotsmart",
    note: "S3 throttles the audit flush (503 SlowDown); the SDK retries and every batch lands",
    run(s, _e, at) {
      const r = s.rng;
      burst(s, at, 240000, r.int(8, 16), (t) => {
        s.add(
          t,
          "audit-writer",
          "warn",
          `flush attempt 1 failed: operation error S3: PutObject, https response error StatusCode: 503, RequestID: ${r.hex(16).toUpperCase()}, api error SlowDown: Please reduce your request rate.`,
        );
        s.add(
          t + 1800,
          "audit-writer",
          "info",
          `flushed ${r.int(200, 600)} audit events to s3://slotsmart-audit/2026/ (attempt 2)`,
        );
      });
    },
  },
  {
    name: "swap-idempotency",
    estate: "slotsmart",
    note: "flaky mobile connections resend test-date swap requests; idempotency keys turn them into 409s",
    run(s, _e, at) {
      const r = s.rng;
      s.poisson(
        5,
        (t) => {
          s.add(
            t,
            "booking-api",
            "warn",
            `Duplicate request rejected: Idempotency-Key ${r.hex(8)}-${r.hex(4)} already used for POST /api/bookings/swap (first seen ${r.int(1, 30)}s ago) -> 409`,
          );
        },
        at - 300000,
        at + 400000,
      );
    },
  },
  // ---- DualTrack
  {
    name: "garage-offline",
    estate: "dualtrack",
    note: "cars parked in underground garages miss heartbeats, go offline, and reconnect later with buffered trips",
    run(s, _e, at) {
      const r = s.rng;
      burst(s, at - 200000, 500000, r.int(40, 70), (t) => {
        const d = `DC-${r.int(10000, 19999)}`;
        s.add(
          t,
          "device-gateway",
          "warn",
          `[session] ${d} keepalive timeout (90s), last rssi=-11${r.int(1, 9)}dBm cell=${r.int(20000, 29999)}; marking offline`,
        );
        s.add(
          t + 20,
          "fleet-api",
          "warn",
          `warn: DualTrack.Fleet.Presence[0] Vehicle ${d} offline (last seen 95s ago, location: underground car park)`,
        );
        s.add(
          t + r.int(60000, 240000),
          "device-gateway",
          "info",
          `[session] ${d} CONNECT clean=0, resumed; ${r.int(100, 2000)} buffered msgs`,
        );
      });
    },
  },
  {
    name: "ota-wave",
    estate: "dualtrack",
    note: "a firmware wave reboots devices; reconnect storm, session takeovers and duplicate client-id warnings",
    run(s, _e, at) {
      const r = s.rng;
      s.add(at, "firmware-ota", "info", "rollout fw 4.19.0 wave 3 started: 300 cars");
      burst(s, at, 240000, r.int(150, 250), (t) => {
        const d = `DC-${r.int(10000, 19999)}`;
        s.add(t, "device-gateway", "warn", `[session] ${d} socket closed by peer (rebooting for firmware)`);
        s.add(
          t + r.int(20000, 60000),
          "device-gateway",
          "warn",
          `[session] client id ${d} already connected, taking over old session`,
        );
      });
      s.add(at + 245000, "firmware-ota", "info", "wave 3 finished: 297 updated, 3 deferred (ignition on)");
    },
  },
  {
    name: "emergency-stop-alerts",
    estate: "dualtrack",
    note: "morning emergency-stop exercises trigger harsh-brake alerts by the dozen",
    run(s, _e, at) {
      const r = s.rng;
      s.poisson(
        8,
        (t) => {
          const d = `DC-${r.int(10000, 19999)}`;
          s.add(
            t,
            "harsh-event-scorer",
            "warn",
            `HARSH_BRAKE ${d} decel=${(0.6 + r.next() * 0.35).toFixed(2)}g speed=${r.int(25, 35)}mph dual_pedal=false exercise_flag=emergency_stop`,
          );
          s.add(t + 200, "alert-notifier", "info", `instructor alert suppressed (exercise in progress) device=${d}`);
        },
        at - 240000,
        at + 500000,
      );
    },
  },
  {
    name: "gps-jitter",
    estate: "dualtrack",
    note: "GNSS multipath in city canyons produces implausible speeds; points rejected",
    run(s, _e, at) {
      const r = s.rng;
      s.poisson(
        10,
        (t) => {
          s.add(
            t,
            "map-matcher",
            "error",
            `implausible segment for DC-${r.int(10000, 19999)}: ${r.int(180, 690)} km/h between points ${r.int(1, 100)}-${r.int(101, 120)}, dropped`,
          );
        },
        at - 300000,
        at + 400000,
      );
    },
  },
  {
    name: "dual-pedal",
    estate: "dualtrack",
    note: "instructors use the dual-control brake; CAN warnings flag it on every press",
    run(s, _e, at) {
      const r = s.rng;
      s.poisson(
        9,
        (t) => {
          s.add(
            t,
            "trip-processor",
            "warn",
            `Dual-control brake applied by instructor on DC-${r.int(10000, 19999)} (CAN id 0x3A1 pressure=${r.int(20, 90)}bar) - lesson event recorded`,
          );
        },
        at - 300000,
        at + 400000,
      );
    },
  },
  {
    name: "retired-car-certs",
    estate: "dualtrack",
    note: "decommissioned cars still power up and fail TLS with revoked certificates every minute",
    run(s, _e, at) {
      const r = s.rng;
      const cars = [r.int(10000, 19999), r.int(10000, 19999), r.int(10000, 19999)];
      s.every(
        20000,
        (t) =>
          s.add(
            t,
            "device-gateway",
            "error",
            `[tls] handshake failed from 10.${r.int(60, 63)}.${r.int(0, 255)}.${r.int(1, 254)}: certificate revoked (CN=DC-${r.pick(cars)}, serial ${r.hex(8)})`,
          ),
        at - 300000,
        at + 600000,
      );
    },
  },
  {
    name: "late-events",
    estate: "dualtrack",
    note: "devices uploading buffered data produce out-of-order events that the trip processor reorders",
    run(s, _e, at) {
      const r = s.rng;
      s.poisson(
        7,
        (t) => {
          s.add(
            t,
            "trip-processor",
            "warn",
            `Late event for trip T${r.int(100000, 999999)}: event time ${r.int(5, 55)} min behind watermark, routed to late-arrival side output`,
          );
        },
        at - 200000,
        at + 500000,
      );
    },
  },
  // ---- any estate
  {
    name: "rolling-deploy",
    estate: "any",
    note: "a rolling deploy restarts pods; readiness probes fail while they warm up and a few requests are retried",
    run(s, e, at) {
      const r = s.rng;
      const svc = e.roles.heavy;
      s.add(
        at,
        svc,
        "info",
        `Received SIGTERM, shutting down gracefully (release ${r.int(2, 9)}.${r.int(0, 40)}.${r.int(0, 9)} rolling out)`,
      );
      for (let i = 0; i < 6; i++)
        s.add(
          at + 4000 + i * 5000,
          svc,
          "warn",
          `Readiness probe failed: HTTP probe failed with statuscode: 503 (starting, ${i + 1}/6)`,
        );
      s.add(
        at + 34000,
        svc,
        "info",
        `Started in ${r.int(18, 40)}.${r.int(100, 999)} seconds (process running for ${r.int(40, 60)}.2)`,
      );
      burst(s, at + 5000, 25000, r.int(4, 9), (t) =>
        s.add(t, e.roles.front, "warn", `upstream ${svc} 503 on attempt 1, retried on another replica -> 200`),
      );
    },
  },
  {
    name: "config-reload-unknown-keys",
    estate: "any",
    note: "a config map is reloaded; warnings about unknown and deprecated keys, values applied",
    run(s, e, at) {
      const svc = e.roles.front;
      s.add(at, svc, "info", `config reloaded from /etc/${e.key}/app.yaml (checksum ${s.rng.hex(8)})`);
      s.add(at + 5, svc, "warn", "config: unknown key 'features.legacyCheckout' ignored");
      s.add(
        at + 6,
        svc,
        "warn",
        "config: key 'http.timeoutMs' is deprecated, use 'http.requestTimeout' (value copied)",
      );
      s.add(
        at + 8,
        e.roles.job,
        "info",
        `feature flags refreshed: 41 flags, 2 changed (${e.key}-winter-banner=on, new-onboarding=10%)`,
      );
    },
  },
  {
    name: "gc-pauses",
    estate: "any",
    note: "a JVM service logs long young-GC pauses during a batch import; latency stays inside SLO",
    run(s, e, at) {
      const r = s.rng;
      s.poisson(
        4,
        (t) => {
          s.add(
            t,
            e.roles.heavy,
            "warn",
            `[gc] GC(${r.int(1000, 9000)}) Pause Young (G1 Evacuation Pause) ${r.int(600, 900)}M->${r.int(200, 400)}M(2048M) ${r.int(180, 460)}.${r.int(100, 999)}ms`,
          );
        },
        at - 200000,
        at + 400000,
      );
    },
  },
  {
    name: "vuln-scanner",
    estate: "any",
    note: "an internet scanner probes the front door for well-known paths; 404/401 floods",
    run(s, e, at) {
      const r = s.rng;
      burst(s, at, 120000, r.int(150, 260), (t) => {
        const p = r.pick([
          "/.env",
          "/wp-login.php",
          "/.git/config",
          "/actuator/env",
          "/phpmyadmin/",
          "/cgi-bin/luci",
          "/api/v1/admin/users",
          "/server-status",
        ]);
        s.add(
          t,
          e.roles.front,
          "warn",
          `${p.includes("admin") ? "401" : "404"} ${r.pick(["GET", "POST"])} ${p} from 209.141.${r.int(32, 63)}.${r.int(1, 254)} ua="Mozilla/5.0 zgrab/0.x"`,
        );
      });
    },
  },
  {
    name: "cert-expiry-warning",
    estate: "any",
    note: "a certificate expiry check warns 21 days ahead; the renewal is scheduled",
    run(s, e, at) {
      s.every(
        60000,
        (t) =>
          s.add(
            t,
            e.roles.front,
            "warn",
            `TLS certificate for api.${e.key}.co.uk expires in 21 days (2026-12-22T09:14:00Z); renewal scheduled by cert-manager`,
          ),
        at - 300000,
        at + 400000,
      );
    },
  },
  {
    name: "logrotate-disk",
    estate: "any",
    note: "a log volume crosses 85% and logrotate compresses old files; usage drops back",
    run(s, e, at) {
      const svc = e.roles.job;
      s.add(at, svc, "warn", "disk usage on /var/log/app at 86% (8.6G of 10G), above warning threshold 85%");
      s.add(at + 60000, svc, "warn", "disk usage on /var/log/app at 88% (8.8G of 10G), above warning threshold 85%");
      s.add(at + 90000, svc, "info", "logrotate: compressed 14 files, removed 6 older than 14 days");
      s.add(at + 120000, svc, "info", "disk usage on /var/log/app at 41% (4.1G of 10G)");
    },
  },
  {
    name: "pool-high-watermark",
    estate: "any",
    note: "the connection pool reaches 90% at peak and waits briefly; no request fails",
    run(s, e, at) {
      const r = s.rng;
      burst(s, at, 180000, r.int(10, 20), (t) =>
        s.add(
          t,
          e.roles.db,
          "warn",
          `connection pool usage high: active=${r.int(27, 30)}/30 idle=0 waiting=${r.int(1, 4)} (max wait ${r.int(40, 300)}ms)`,
        ),
      );
    },
  },
  {
    name: "expired-jwt",
    estate: "any",
    note: "mobile apps resume with expired access tokens; 401 then silent refresh",
    run(s, e, at) {
      const r = s.rng;
      s.poisson(
        10,
        (t) => {
          s.add(
            t,
            e.roles.front,
            "warn",
            `401 ${r.pick(["GET", "POST"])} /api/${r.pick(["me", "progress", "lessons", "vehicles"])} TokenExpiredError: jwt expired at 2026-11-${r.int(10, 28)}T0${r.int(1, 9)}:00:00Z`,
          );
          s.add(t + 300, e.roles.front, "info", "POST /auth/refresh 200 42ms");
        },
        at - 300000,
        at + 400000,
      );
    },
  },
  {
    name: "cron-lock",
    estate: "any",
    note: "two replicas race for the same cron lock; the loser logs an error and skips",
    run(s, e, at) {
      s.every(
        60000,
        (t) =>
          s.add(
            t,
            e.roles.job,
            "error",
            `could not acquire advisory lock 'scheduled:${e.key}:hourly' (held by ${e.roles.job}-7c9d-${s.rng.hex(5)}), skipping this run`,
          ),
        at - 300000,
        at + 500000,
      );
    },
  },
  {
    name: "nightly-report-slow-sql",
    estate: "any",
    note: "the finance report runs heavy SQL; slow query warnings with the report finishing normally",
    run(s, e, at) {
      const r = s.rng;
      for (let i = 0; i < 8; i++)
        s.add(
          at + i * 20000,
          e.roles.db,
          "warn",
          `slow query ${r.int(2000, 9000)}ms: SELECT date_trunc('week', created_at), count(*), sum(amount_pence) FROM ${r.pick(["bookings", "payments", "answers", "trips"])} WHERE created_at > $1 GROUP BY 1 (report=monthly-finance)`,
        );
      s.add(at + 170000, e.roles.db, "info", "report monthly-finance written: 412 rows");
    },
  },
  {
    name: "cold-cache",
    estate: "any",
    note: "a cache flush after a restart causes misses and slower responses for a minute",
    run(s, e, at) {
      const r = s.rng;
      s.add(at, e.roles.front, "info", "redis cache flushed by deploy hook (FLUSHDB db=2)");
      burst(s, at + 500, 70000, r.int(40, 80), (t) =>
        s.add(
          t,
          e.roles.front,
          "warn",
          `slow response ${r.int(1200, 2600)}ms GET /api/${r.pick(["catalog", "prices", "centres", "config"])} (cache miss, backend fetch)`,
        ),
      );
    },
  },
  {
    name: "brief-retry-blip",
    estate: "any",
    note: "a single pod restart causes connection refused on a handful of calls, all retried successfully",
    run(s, e, at) {
      const r = s.rng;
      burst(s, at, 8000, r.int(5, 9), (t) => {
        s.add(
          t,
          e.roles.front,
          "warn",
          `request to ${e.roles.heavy} failed: connect ECONNREFUSED 10.${r.int(40, 44)}.${r.int(0, 9)}.${r.int(2, 250)}:8080 (attempt 1/3), retrying`,
          {
            stack: nodeTrace("Error: connect ECONNREFUSED", [
              "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
            ]),
            errType: "ECONNREFUSED",
          },
        );
        s.add(t + 250, e.roles.front, "info", `request to ${e.roles.heavy} succeeded on attempt 2`);
      });
    },
  },
  {
    name: "ntp-step",
    estate: "any",
    note: "a node's clock is stepped by chrony; clock-skew warnings from token checks",
    run(s, e, at) {
      s.add(
        at,
        e.roles.heavy,
        "warn",
        "clock skew detected: local time 1.4s ahead of NTP, tokens validated with 5s leeway",
      );
      s.add(at + 2000, e.roles.front, "warn", "JWT iat is 1s in the future, accepted within clock tolerance");
      s.add(at + 60000, e.roles.heavy, "info", "clock skew resolved (offset 3ms)");
    },
  },
  {
    name: "py-warning-trace",
    estate: "any",
    note: "a reporting task logs a handled exception with traceback for a malformed CSV upload",
    run(s, e, at) {
      const r = s.rng;
      burst(s, at, 60000, r.int(3, 6), (t) =>
        s.add(t, e.roles.job, "error", "bulk import row skipped (handled), upload continues", {
          stack: pyTrace(
            [
              ["/app/imports/csv_loader.py", 142, "load_rows", "row = schema.parse(raw)"],
              ["/app/imports/schema.py", 57, "parse", "dt = datetime.strptime(raw['date'], '%Y-%m-%d')"],
            ],
            `ValueError: time data '${r.int(1, 28)}/11/2026' does not match format '%Y-%m-%d'`,
          ),
          errType: "ValueError",
        }),
      );
    },
  },
];
