// Forty loud-but-harmless hours, one kind each: scanners, rolling deploys, client aborts, retries that succeed,
// business errors, planned maintenance, rebalances, GC, idle-connection resets. None of them needs a page.
import { at, deployLines, every } from "./timeline.js";
import type { Ctx, Scenario } from "./types.js";

function q(
  kind: string,
  estate: string,
  needs: string[],
  note: string,
  run: (c: Ctx) => void,
  traffic?: (f: number) => number,
): Scenario {
  return { kind, estate, needs, note, run: (c) => run(c), traffic };
}
const scanPaths = [
  "/wp-login.php",
  "/.env",
  "/phpmyadmin/index.php",
  "/.git/config",
  "/actuator/env",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/cgi-bin/luci",
  "/server-status",
];
const bump = (lo: number, hi: number, k: number) => (f: number) => (f >= lo && f <= hi ? k : 1);

export const quiet: Scenario[] = [
  // ---- Lingo Loop
  q(
    "vuln-scanner-404-storm",
    "lingoloop",
    ["search-tutors"],
    "A vulnerability scanner walks common exploit paths for ten minutes and Envoy logs thousands of 404s; nothing behind it notices.",
    (c) => {
      every(c, at(c, 0.2), at(c, 0.7), 220, (t) =>
        c.access(t, c.r.pick(["GET", "POST"]), c.r.pick(scanPaths), 404, c.r.int(1, 4), "search-tutors"),
      );
    },
  ),
  q(
    "rolling-deploy-brief-503",
    "lingoloop",
    ["lesson-booking", "notify-dispatch"],
    "lesson-booking rolls out a new version pod by pod; Envoy sees a handful of 503 UF connection failures during draining and then everything is green.",
    (c) => {
      for (let i = 0; i < 3; i++) {
        const t = at(c, 0.3 + i * 0.08);
        deployLines(c, "lesson-booking", t, "v813");
        every(c, t, t + 6000, 900, (u) => {
          c.emit(
            "edge-envoy",
            u,
            "warn",
            "upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 111",
          );
          c.access(u + 2, "POST", "/v1/bookings", 503, c.r.int(1, 5), "lesson-booking");
        });
      }
    },
  ),
  q(
    "mobile-client-aborts",
    "lingoloop",
    ["homework-upload", "video-room-svc"],
    "Evening commuters on mobile data abort homework uploads mid-stream; the upload service logs aborted requests and ECONNRESET errors, and clients resume later.",
    (c) => {
      every(c, c.start, c.end, 1200, (t) => {
        c.emit(
          "homework-upload",
          t,
          "error",
          `upload ${c.r.hex(12)} failed: Error: aborted (code ECONNRESET) after ${c.r.int(1, 20)}MB, part kept for resume`,
          "Error: aborted\n    at connResetException (node:internal/errors:787:14)\n    at abortIncoming (node:_http_server:793:17)\n    at socketOnClose (node:_http_server:787:3)",
        );
        c.access(t + 2, "PUT", `/v1/homework/${c.r.hex(12)}`, 0, c.r.int(2000, 40000), "homework-upload");
      });
    },
  ),
  q(
    "push-token-cleanup",
    "lingoloop",
    ["notify-dispatch"],
    "A marketing push to dormant learners makes APNs and FCM answer with thousands of unregistered-token errors, which the dispatcher prunes as designed.",
    (c) => {
      every(c, at(c, 0.25), at(c, 0.6), 120, (t) =>
        c.emit(
          "notify-dispatch",
          t,
          "error",
          c.r.chance(0.6)
            ? "apns: 410 Unregistered device token, removing"
            : "fcm: UNREGISTERED (requested entity was not found), removing token",
        ),
      );
      c.emit("notify-dispatch", at(c, 0.61), "info", "campaign win-back-oct delivered=41822 pruned_tokens=3377");
    },
  ),
  q(
    "es-bulk-rejections-reindex",
    "lingoloop",
    ["search-tutors", "tutor-search-es"],
    "A scheduled reindex of the tutor index floods the write queue; Elasticsearch rejects bulk requests with 429 and the indexer backs off and finishes.",
    (c) => {
      c.emit("search-tutors", at(c, 0.15), "info", "reindex tutors_v7 -> tutors_v8 started (48211 docs)");
      every(c, at(c, 0.15), at(c, 0.75), 600, (t) =>
        c.emit(
          "search-tutors",
          t,
          "warn",
          `bulk request rejected (429): es_rejected_execution_exception: rejected execution of coordinating operation [coordinating_and_primary_bytes=${c.r.int(200, 400)}mb], backing off ${c.r.pick([250, 500, 1000, 2000])}ms`,
        ),
      );
      every(c, at(c, 0.15), at(c, 0.75), 3000, (t) =>
        c.emit(
          "tutor-search-es",
          t,
          "warn",
          `rejected execution of coordinating operation on [tutors_v8] (queue capacity 200)`,
        ),
      );
      c.emit("search-tutors", at(c, 0.76), "info", "reindex complete, alias tutors -> tutors_v8 swapped");
    },
  ),
  q(
    "scraper-rate-limited",
    "lingoloop",
    ["search-tutors"],
    "A competitor's scraper hammers tutor search and Envoy's local rate limit answers it with 429s; real learners are unaffected.",
    (c) => {
      every(c, at(c, 0.1), at(c, 0.9), 250, (t) =>
        c.access(
          t,
          "GET",
          `/v1/tutors?lang=${c.r.pick(["es", "en", "de"])}&page=${c.r.int(1, 400)}`,
          429,
          0,
          "search-tutors",
        ),
      );
    },
  ),
  q(
    "node-deprecation-warnings",
    "lingoloop",
    ["enrolment-api", "lesson-booking", "placement-test"],
    "After a dependency bump three Node services print DeprecationWarning and MaxListenersExceededWarning on every request; behaviour is unchanged.",
    (c) => {
      for (const s of ["enrolment-api", "lesson-booking", "placement-test"]) {
        every(c, c.start, c.end, 1500, (t) =>
          c.emit(
            s,
            t,
            "warn",
            c.r.chance(0.5)
              ? "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues."
              : "(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 error listeners added to [TLSSocket]. Use emitter.setMaxListeners() to increase limit",
          ),
        );
      }
    },
  ),
  q(
    "calendar-sync-token-resync",
    "lingoloop",
    ["lesson-booking"],
    "Google Calendar expires a batch of sync tokens overnight; lesson-booking logs 410 Gone for each tutor and performs full resyncs that succeed.",
    (c) => {
      every(c, at(c, 0.1), at(c, 0.8), 700, (t) => {
        const tu = c.r.int(1000, 9999);
        c.emit(
          "lesson-booking",
          t,
          "error",
          `calendar push to google failed for tutor t_${tu}: 410 Gone (sync token expired), full resync scheduled`,
        );
        c.emit(
          "lesson-booking",
          t + c.r.int(2000, 9000),
          "info",
          `full calendar resync done for tutor t_${tu} events=${c.r.int(10, 300)}`,
        );
      });
    },
  ),
  q(
    "wifi-ice-restarts",
    "lingoloop",
    ["video-room-svc"],
    "Peak evening lessons on home wifi: the video service logs abnormal websocket closures and ICE restarts by the hundred, and every peer reconnects.",
    (c) => {
      every(c, c.start, c.end, 350, (t) => {
        const p = c.r.hex(6);
        c.emit(
          "video-room-svc",
          t,
          c.r.chance(0.5) ? "error" : "warn",
          c.r.chance(0.5)
            ? `websocket: close 1006 (abnormal closure): unexpected EOF peer=p_${p}`
            : `participant p_${p} ice restart (network change), room=${c.r.hex(10)}`,
        );
        c.emit(
          "video-room-svc",
          t + c.r.int(1500, 6000),
          "info",
          `participant p_${p} reconnected after ${c.r.int(1, 6)}s`,
        );
      });
    },
    () => 1.4,
  ),
  q(
    "expired-jwt-refresh",
    "lingoloop",
    ["learner-profile"],
    "The morning wave of returning learners presents expired access tokens; learner-profile answers 401 and the apps refresh and retry successfully.",
    (c) => {
      every(c, c.start, at(c, 0.5), 400, (t) => {
        c.emit("learner-profile", t, "warn", `jwt rejected: token is expired by ${c.r.int(1, 72)}h${c.r.int(0, 59)}m`);
        c.access(t + 2, "GET", "/v1/me", 401, 3, "learner-profile");
        c.access(t + c.r.int(200, 900), "GET", "/v1/me", 200, c.r.int(10, 40), "learner-profile");
      });
    },
    bump(0, 0.5, 1.5),
  ),
  // ---- Parla Academy
  q(
    "term-start-enrolment-rush",
    "parla",
    ["course_enrolment", "student_portal"],
    "First Monday of term: enrolment traffic triples, popular classes fill up and waiting-list warnings and 409 seat conflicts pour out, as every term.",
    (c) => {
      every(c, c.start, c.end, 500, (t) => {
        c.emit(
          "course_enrolment",
          t,
          "warn",
          `seat conflict on course ${c.r.pick(["es", "en", "it"])}-${c.r.pick(["A1", "A2", "B1"])}: class full, added to waiting list`,
        );
        c.access(t + 3, "POST", "/portal/enrol/", 409, c.r.int(40, 200), "student_portal");
      });
    },
    () => 2.4,
  ),
  q(
    "beat-lock-skips",
    "parla",
    ["celery_beat", "attendance_sync"],
    "Two beat schedulers briefly overlap after a node drain; tasks log that another worker holds the lock and skip, exactly as the lock is meant to work.",
    (c) => {
      every(c, c.start, c.end, 4000, (t) =>
        c.emit(
          "attendance_sync",
          t,
          "warn",
          `Task skipped: lock ops:${c.r.pick(["sync_attendance", "expire_holds", "send_reminders"])} held by celery@worker-${c.r.int(1, 3)}`,
        ),
      );
      every(c, c.start, c.end, 20000, (t) =>
        c.emit(
          "celery_beat",
          t,
          "warn",
          "beat: Another scheduler instance detected (pidbox reply from celery@beat-2), continuing",
        ),
      );
    },
  ),
  q(
    "missing-translation-keys",
    "parla",
    ["student_portal"],
    "A content release adds new strings before translators finish; the portal warns about missing pt-BR and ja keys on every page view and falls back to English.",
    (c) => {
      every(c, c.start, c.end, 300, (t) =>
        c.emit(
          "student_portal",
          t,
          "warn",
          `Missing translation for '${c.r.pick(["pt-BR", "ja", "ko"])}' key 'portal.${c.r.pick(["invoice.vat_note", "timetable.moved_banner", "enrol.waitlist_hint"])}', falling back to 'en'`,
        ),
      );
    },
  ),
  q(
    "disallowed-host-spam",
    "parla",
    ["student_portal"],
    "Internet scanners hit the portal by raw IP and Django's security logger records Invalid HTTP_HOST header at ERROR for each, answered with 400.",
    (c) => {
      every(c, at(c, 0.1), at(c, 0.9), 600, (t) => {
        const ip = `${c.r.int(20, 220)}.${c.r.int(0, 255)}.${c.r.int(0, 255)}.${c.r.int(1, 254)}`;
        c.emit(
          "student_portal",
          t,
          "error",
          `django.security.DisallowedHost: Invalid HTTP_HOST header: '${ip}'. You may need to add '${ip}' to ALLOWED_HOSTS.`,
        );
        c.access(t + 1, "GET", "/", 400, 2, "student_portal");
      });
    },
  ),
  q(
    "campus-wifi-maintenance",
    "parla",
    ["attendance_sync"],
    "The Lyon campus network is down for announced maintenance; attendance sync warns about every offline tablet and retries on schedule.",
    (c) => {
      c.emit(
        "attendance_sync",
        c.start + 2000,
        "info",
        "maintenance window active for campus lyon (ticket NET-4471), tablets expected offline until 14:00",
      );
      every(c, c.start, c.end, 700, (t) =>
        c.emit(
          "attendance_sync",
          t,
          "warn",
          `tablet TAB-${c.r.int(200, 260)} (lyon) offline since ${c.r.int(5, 90)}m, skipping`,
        ),
      );
    },
  ),
  q(
    "sms-provider-throttle",
    "parla",
    ["sms_notifier"],
    "A timetable change texts two thousand students; the SMS provider throttles with 429 and the notifier backs off until all messages are accepted.",
    (c) => {
      every(c, at(c, 0.2), at(c, 0.7), 300, (t) =>
        c.emit(
          "sms_notifier",
          t,
          "warn",
          `provider returned 429 Too Many Requests (code 20429), retrying in ${c.r.pick([1, 2, 4, 8])}s`,
        ),
      );
      c.emit("sms_notifier", at(c, 0.72), "info", "bulk send class_moved done: accepted=2143 rejected=11");
    },
  ),
  q(
    "dst-ambiguous-times",
    "parla",
    ["class_scheduler", "sms_notifier"],
    "The night before the clocks go back, the scheduler warns about ambiguous local times for Sunday classes and pins them to the later offset.",
    (c) => {
      every(c, c.start, c.end, 1500, (t) =>
        c.emit(
          "class_scheduler",
          t,
          "warn",
          `pytz.exceptions.AmbiguousTimeError: 2026-10-25 02:${c.r.pick(["00", "15", "30", "45"])}:00 for class ${c.r.int(1000, 9999)} (Europe/Rome), using is_dst=False`,
        ),
      );
    },
  ),
  q(
    "nightly-analyze-slow-queries",
    "parla",
    ["pg_main", "invoice_runner"],
    "The monthly revenue report runs against the primary; Postgres logs slow statements and autovacuum lines for a quarter hour and finishes.",
    (c) => {
      every(c, at(c, 0.1), at(c, 0.85), 2500, (t) =>
        c.emit(
          "pg_main",
          t,
          "info",
          `duration: ${c.r.int(2000, 18000)}.${c.r.int(100, 999)} ms  statement: SELECT campus, date_trunc('week', paid_at), sum(amount) FROM invoices GROUP BY 1, 2`,
        ),
      );
      every(c, c.start, c.end, 20000, (t) =>
        c.emit(
          "pg_main",
          t,
          "info",
          `automatic vacuum of table "parla.public.${c.r.pick(["attendance", "invoices", "enrolments"])}": index scans: 1`,
        ),
      );
      every(c, at(c, 0.1), at(c, 0.85), 9000, (t) =>
        c.emit(
          "pg_main",
          t,
          "warn",
          `temporary file: path "base/pgsql_tmp/pgsql_tmp${c.r.int(1000, 9999)}.0", size ${c.r.int(20, 400) * 1048576}`,
        ),
      );
    },
  ),
  q(
    "vies-member-state-unavailable",
    "parla",
    ["invoice_runner"],
    "The EU VAT check service is down for one member state, as it often is; invoices go out with a re-check queued and the runner logs an error per invoice.",
    (c) => {
      every(c, c.start, c.end, 1100, (t) =>
        c.emit(
          "invoice_runner",
          t,
          "error",
          `invoice INV-${c.r.int(20000, 99999)}: VAT id failed VIES check (MS_UNAVAILABLE), issued without reverse charge, re-check queued`,
        ),
      );
    },
  ),
  q(
    "first-day-login-failures",
    "parla",
    ["sso_bridge", "student_portal"],
    "New students log in for the first time and mistype passwords or use expired invitation links; many 401s and warnings, resets go through.",
    (c) => {
      every(c, c.start, c.end, 900, (t) => {
        c.emit(
          "student_portal",
          t,
          "warn",
          c.r.chance(0.6)
            ? `login failed for student ${c.r.int(100000, 999999)}: invalid credentials`
            : "invitation link expired, new link emailed",
        );
        c.access(t + 2, "POST", "/portal/login/", 401, c.r.int(50, 120), "student_portal");
      });
    },
    () => 1.5,
  ),
  // ---- Verbly
  q(
    "kafka-consumer-rebalance",
    "verbly",
    ["classroom", "kafka"],
    "The classroom deployment scales out from 4 to 8 pods; Kafka consumers rebalance repeatedly with heartbeat and revocation warnings, then settle.",
    (c) => {
      every(c, at(c, 0.3), at(c, 0.5), 400, (t) =>
        c.emit(
          "classroom",
          t,
          c.r.chance(0.5) ? "warn" : "info",
          c.r.pick([
            "o.a.k.c.c.i.ConsumerCoordinator : [Consumer clientId=classroom-7, groupId=class-events] Revoke previously assigned partitions class-events-3, class-events-4",
            "o.a.k.c.c.i.AbstractCoordinator : [Consumer clientId=classroom-2, groupId=class-events] Attempt to heartbeat failed since group is rebalancing",
            "o.a.k.c.c.i.AbstractCoordinator : [Consumer clientId=classroom-5, groupId=class-events] Request joining group due to: need to re-join with the given member-id",
          ]),
        ),
      );
      every(c, at(c, 0.3), at(c, 0.5), 3000, (t) =>
        c.emit(
          "kafka",
          t,
          "info",
          `[GroupCoordinator 1]: Preparing to rebalance group class-events in state PreparingRebalance with old generation ${c.r.int(100, 140)}`,
        ),
      );
    },
  ),
  q(
    "jvm-gc-pauses",
    "verbly",
    ["classroom", "schedule"],
    "A heavy lunchtime hour gives the JVMs long young-GC pauses and a Hikari housekeeper clock-leap warning; latency stays within budget.",
    (c) => {
      every(c, c.start, c.end, 2500, (t) =>
        c.emit(
          c.r.pick(["classroom", "schedule"]),
          t,
          "warn",
          `[gc] GC(${c.r.int(1000, 9000)}) Pause Young (G1 Evacuation Pause) ${c.r.int(600, 900)}M->${c.r.int(100, 300)}M(1024M) ${c.r.int(120, 420)}.${c.r.int(100, 999)}ms`,
        ),
      );
      c.emit(
        "schedule",
        at(c, 0.5),
        "warn",
        "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m4s).",
      );
    },
    () => 1.5,
  ),
  q(
    "hikari-idle-validation",
    "verbly",
    ["enrol", "ledger", "payouts"],
    "The database proxy closes idle connections after 5 minutes; Hikari logs failed validation and replaces them, with no failed queries.",
    (c) => {
      every(c, c.start, c.end, 1800, (t) =>
        c.emit(
          c.r.pick(["enrol", "ledger", "payouts"]),
          t,
          "warn",
          `com.zaxxer.hikari.pool.PoolBase : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${c.r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        ),
      );
    },
  ),
  q(
    "bulk-upload-rejections",
    "verbly",
    ["uploads"],
    "A teacher drag-and-drops a folder of videos and executables into homework; the upload service rejects each one by type and size at ERROR.",
    (c) => {
      every(c, at(c, 0.3), at(c, 0.6), 300, (t) => {
        c.emit(
          "uploads",
          t,
          "error",
          `c.v.uploads.Policy : upload rejected: ${c.r.pick(["content type application/x-msdownload not allowed", "Maximum upload size exceeded; nested exception is org.apache.tomcat.util.http.fileupload.impl.FileSizeLimitExceededException", "content type video/quicktime not allowed for homework"])}`,
        );
        c.access(t + 2, "PUT", `/api/uploads/${c.r.hex(12)}`, c.r.pick([413, 415]), c.r.int(3, 30), "uploads");
      });
    },
  ),
  q(
    "expired-presigned-urls",
    "verbly",
    ["uploads"],
    "Learners resume yesterday's uploads with expired presigned URLs; S3 answers 403 Request has expired and the client fetches a fresh URL.",
    (c) => {
      every(c, c.start, c.end, 900, (t) => {
        c.emit(
          "uploads",
          t,
          "warn",
          `c.v.uploads.Resume : S3 PUT part failed: 403 AccessDenied: Request has expired (X-Amz-Expires=3600), issuing new URL`,
        );
        c.access(t + 3, "POST", "/api/uploads/resume", 200, c.r.int(10, 40), "uploads");
      });
    },
  ),
  q(
    "duplicate-payment-webhooks",
    "verbly",
    ["enrol"],
    "The payment provider redelivers a backlog of webhooks; enrol recognises each event id and ignores it, logging a warning per duplicate.",
    (c) => {
      every(c, at(c, 0.2), at(c, 0.8), 500, (t) => {
        c.emit(
          "enrol",
          t,
          "warn",
          `c.v.enrol.WebhookController : event evt_${c.r.hex(14)} already processed (idempotency key hit), ignoring`,
        );
        c.access(t + 2, "POST", "/api/webhooks/payments", 200, c.r.int(3, 12), "enrol");
      });
    },
  ),
  q(
    "old-tls-client-handshakes",
    "verbly",
    ["identity"],
    "Traefik renews its certificate and an old smart-TV app and scanners fail TLS negotiation; handshake errors pile up while real clients are fine.",
    (c) => {
      c.emit("traefik", at(c, 0.1), "info", "Renewing certificate from LE : {Main:api.verbly.app SANs:[]}");
      every(c, c.start, c.end, 500, (t) =>
        c.emit(
          "traefik",
          t,
          "warn",
          `http: TLS handshake error from ${c.r.int(20, 220)}.${c.r.int(0, 255)}.${c.r.int(0, 255)}.${c.r.int(1, 254)}:${c.r.int(1024, 65000)}: ${c.r.pick(["tls: client offered only unsupported versions: [302 301]", "EOF", "tls: no cipher suite supported by both client and peer"])}`,
        ),
      );
    },
  ),
  q(
    "big-webinar-audio-downgrades",
    "verbly",
    ["classroom"],
    "A 300-attendee open lesson: the classroom service downgrades hundreds of attendees to audio-only and logs bandwidth warnings, as designed.",
    (c) => {
      every(c, at(c, 0.2), c.end, 250, (t) =>
        c.emit(
          "classroom",
          t,
          "warn",
          `c.v.classroom.MediaEvents : attendee ${c.r.hex(6)} downgraded to audio-only (bandwidth ${c.r.int(60, 250)}kbps)`,
        ),
      );
    },
    bump(0.15, 0.3, 3),
  ),
  q(
    "attendance-duplicate-key",
    "verbly",
    ["pgprimary", "classroom"],
    "Attendees double-click Join and the duplicate attendance insert fails on the primary key; Postgres logs each at ERROR and the app treats it as already joined.",
    (c) => {
      every(c, c.start, c.end, 500, (t) => {
        c.emit("pgprimary", t, "error", 'duplicate key value violates unique constraint "attendance_pkey"');
        c.emit("classroom", t + 3, "info", "c.v.classroom.JoinController : attendance already recorded, continuing");
      });
    },
  ),
  q(
    "kafka-planned-broker-restart",
    "verbly",
    ["kafka", "classroom"],
    "A planned Kafka broker rolling restart: ISR shrinks and expands, leaders move, producers log a few NOT_LEADER retries that succeed.",
    (c) => {
      c.emit("kafka", at(c, 0.3), "info", "[KafkaServer id=2] shutting down");
      every(c, at(c, 0.3), at(c, 0.45), 1500, (t) =>
        c.emit(
          "kafka",
          t,
          "info",
          `[Partition class-events-${c.r.int(0, 11)} broker=1] Shrinking ISR from 1,2,3 to 1,3`,
        ),
      );
      every(c, at(c, 0.3), at(c, 0.45), 1500, (t) =>
        c.emit(
          "classroom",
          t,
          "warn",
          `o.a.k.c.p.i.Sender : [Producer clientId=classroom-producer] Got error produce response with correlation id ${c.r.int(10000, 99999)} on topic-partition class-events-${c.r.int(0, 11)}, retrying (2147483646 attempts left). Error: NOT_LEADER_OR_FOLLOWER`,
        ),
      );
      c.emit("kafka", at(c, 0.5), "info", "[KafkaServer id=2] started");
      every(c, at(c, 0.5), at(c, 0.6), 1500, (t) =>
        c.emit(
          "kafka",
          t,
          "info",
          `[Partition class-events-${c.r.int(0, 11)} broker=1] Expanding ISR from 1,3 to 1,3,2`,
        ),
      );
    },
  ),
  // ---- Polyglot Hub
  q(
    "promo-card-declines",
    "polyglot",
    ["growth-checkout", "growth-promo"],
    "A flash sale doubles checkout traffic and card declines follow; Stripe CardError lines are business outcomes, not failures.",
    (c) => {
      every(c, c.start, c.end, 600, (t) => {
        c.emit(
          "growth-checkout",
          t,
          "error",
          `Stripe::CardError: Your card was declined. (code: card_declined, decline_code: ${c.r.pick(["insufficient_funds", "do_not_honor", "generic_decline", "expired_card"])})`,
        );
        c.access(t + 3, "POST", "/checkout/orders", 402, c.r.int(300, 900), "growth-checkout");
      });
    },
    () => 2,
  ),
  q(
    "sidekiq-vendor-retries",
    "polyglot",
    ["assess-grader"],
    "The plagiarism vendor is slow for a few minutes; Sidekiq jobs fail with Net::ReadTimeout, are retried and complete later.",
    (c) => {
      every(c, at(c, 0.2), at(c, 0.5), 1200, (t) => {
        const jid = c.r.hex(24);
        c.emit(
          "assess-grader",
          t,
          "warn",
          `PlagiarismCheckJob JID-${jid} failed: Net::ReadTimeout with #<TCPSocket:(closed)> (retry 1/25 in 32s)`,
        );
        c.emit(
          "assess-grader",
          t + c.r.int(33000, 60000),
          "info",
          `PlagiarismCheckJob JID-${jid} done: ${(c.r.next() * 6 + 1).toFixed(3)} sec`,
        );
      });
    },
  ),
  q(
    "haproxy-maintenance-drain",
    "polyglot",
    ["assess-placement"],
    "Operators put placement servers into maintenance one at a time for a kernel patch; HAProxy logs DOWN/UP transitions with no failed requests.",
    (c) => {
      for (let i = 1; i <= 3; i++) {
        const t = at(c, 0.15 + i * 0.2);
        c.emit(
          "core-haproxy",
          t,
          "warn",
          `Server be_assess/assess-placement-${i} is going DOWN for maintenance. ${3 - 1} active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
        );
        c.emit(
          "core-haproxy",
          t + 120000,
          "warn",
          `Server be_assess/assess-placement-${i} is UP/READY (leaving forced maintenance).`,
        );
      }
    },
  ),
  q(
    "redis-lru-evictions",
    "polyglot",
    ["core-redis", "core-accounts"],
    "The session cache runs at maxmemory with allkeys-lru; Redis saves and evicts and accounts logs cache misses that fall back to MySQL.",
    (c) => {
      every(c, c.start, c.end, 60000, (t) => {
        c.emit("core-redis", t, "info", "Background saving started by pid 4112");
        c.emit("core-redis", t + 2000, "info", "Background saving terminated with success");
      });
      every(c, c.start, c.end, 700, (t) =>
        c.emit(
          "core-accounts",
          t,
          "warn",
          `session cache miss for user ${c.r.int(100000, 999999)} (evicted), loaded from mysql`,
        ),
      );
    },
  ),
  q(
    "go-tls-handshake-eof",
    "polyglot",
    ["core-accounts", "live-signalling"],
    "A cloud load balancer's TCP health checks open and close TLS ports; the Go servers log TLS handshake error EOF every few hundred milliseconds.",
    (c) => {
      every(c, c.start, c.end, 400, (t) =>
        c.emit(
          c.r.pick(["core-accounts", "live-signalling"]),
          t,
          "error",
          `http: TLS handshake error from 10.128.0.${c.r.int(2, 60)}:${c.r.int(30000, 60000)}: EOF`,
        ),
      );
    },
  ),
  q(
    "payday-payout-skips",
    "polyglot",
    ["pay-payouts", "pay-ledger"],
    "Monthly tutor payday: the payout run skips invalid IBANs and carries sub-minimum balances forward, loudly and correctly.",
    (c) => {
      every(c, at(c, 0.1), at(c, 0.7), 400, (t) =>
        c.emit(
          "pay-payouts",
          t,
          c.r.chance(0.4) ? "error" : "warn",
          c.r.chance(0.4)
            ? `tutor ${c.r.int(1000, 9999)} payout skipped: IBAN checksum invalid`
            : `tutor ${c.r.int(1000, 9999)} balance €${c.r.int(1, 9)}.${c.r.int(10, 99)} below €10 minimum, carried to next cycle`,
        ),
      );
      c.emit("pay-payouts", at(c, 0.72), "info", "payout run pr_oct completed paid=1893 skipped=211 carried=508");
    },
  ),
  q(
    "mysql-aborted-connections",
    "polyglot",
    ["core-mysql", "assess-grader"],
    "Sidekiq workers recycle and MySQL notes aborted connections (error reading communication packets) for each, which is harmless.",
    (c) => {
      every(c, c.start, c.end, 1500, (t) =>
        c.emit(
          "core-mysql",
          t,
          "warn",
          `[Warning] Aborted connection ${c.r.int(10000, 99999)} to db: 'hub' user: '${c.r.pick(["grader", "checkout", "accounts"])}' host: '10.42.${c.r.int(0, 9)}.${c.r.int(2, 250)}' (Got an error reading communication packets)`,
        ),
      );
    },
  ),
  q(
    "essay-queue-backlog",
    "polyglot",
    ["assess-grader", "assess-placement"],
    "A mock exam ends and three thousand essays queue at once; Sidekiq latency warnings climb then fall as the queue drains.",
    (c) => {
      let i = 0;
      for (let t = at(c, 0.2); t < at(c, 0.9); t += 15000) {
        const lat = Math.round(400 * Math.sin(Math.PI * (i++ / 40)) + 20);
        c.emit("assess-grader", t, lat > 120 ? "warn" : "info", `queue essays latency ${lat}s size ${lat * 8}`);
      }
      every(c, at(c, 0.2), at(c, 0.9), 250, (t) =>
        c.emit(
          "assess-grader",
          t,
          "info",
          `EssayGradeJob JID-${c.r.hex(24)} done: ${(c.r.next() * 4 + 0.5).toFixed(3)} sec`,
        ),
      );
    },
  ),
  q(
    "synthetic-monitor-410",
    "polyglot",
    ["assess-placement"],
    "A forgotten synthetic check and old app versions still call a removed progress endpoint; it answers 410 Gone every few seconds.",
    (c) => {
      every(c, c.start, c.end, 3000, (t) => {
        c.emit(
          "assess-placement",
          t,
          "warn",
          "legacy endpoint /api/v1/progress called (client=Datadog Synthetics or app<4.0), returning 410",
        );
        c.access(t + 1, "GET", "/api/v1/progress", 410, 1, "assess-placement");
      });
    },
  ),
  q(
    "flag-stream-reconnects",
    "polyglot",
    ["growth-checkout", "core-accounts"],
    "The feature-flag vendor's streaming connection drops and reconnects several times; services keep serving cached flags.",
    (c) => {
      every(c, c.start, c.end, 45000, (t) => {
        c.emit(
          "core-accounts",
          t,
          "warn",
          "launchdarkly: stream connection interrupted: unexpected EOF, using cached flags, reconnecting in 1s",
        );
        c.emit("core-accounts", t + 1200, "info", "launchdarkly: stream reconnected");
        c.emit(
          "growth-checkout",
          t + 300,
          "warn",
          "[LaunchDarkly] Unexpected error in stream processor: EOFError; will retry",
        );
      });
    },
  ),
];
