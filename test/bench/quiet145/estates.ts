// The four made-up businesses: their services (names in each estate's own style), runtimes, edge proxy,
// request-id habit, steady work and the routine WARNs/ERRORs that are always there.
import type { Rng } from "./rng.js";
import type { Estate, Flow, Routine, Service } from "./types.js";

const langs = ["es", "en", "de", "fr", "it", "pt-BR", "ja", "zh-CN", "ko", "ar"];
const lvl = ["A1", "A2", "B1", "B2", "C1", "C2"];
const stu = (r: Rng) => `${r.int(100000, 999999)}`;
const ms = (r: Rng, lo = 4, hi = 180) => `${r.int(lo, hi)}ms`;

function svc(
  name: string,
  runtime: Service["runtime"],
  workPerMin: number,
  work: Service["work"],
  routine: Routine[] = [],
): Service {
  return { name, runtime, workPerMin, work, routine };
}
const rt = (level: Routine["level"], perMin: number, msg: Routine["msg"]): Routine => ({ level, perMin, msg });

// Lingo Loop: an online tutoring marketplace. kebab-case, Envoy at the edge, Node.js and Go, x-request-id.
const lingoloop: Estate = {
  key: "lingoloop",
  business: "Lingo Loop (1:1 online tutoring marketplace)",
  edge: "edge-envoy",
  proxy: "envoy",
  idStyle: "xrid",
  host: "app.lingoloop.io",
  services: [
    svc("edge-envoy", "proxy", 0.5, [() => "cds: add 0 cluster(s), remove 0 cluster(s)"]),
    svc(
      "lesson-booking",
      "node",
      6,
      [
        (r) => `slot hold released for tutor t_${r.int(1000, 9999)} (learner did not confirm within 600s)`,
        (r) => `reminder batch queued: ${r.int(20, 180)} lessons starting in 60 min`,
      ],
      [
        rt("warn", 1.5, (r) => `lesson ${r.hex(8)}: learner timezone missing, defaulting to tutor timezone`),
        rt(
          "error",
          0.8,
          (r) =>
            `calendar push to google failed for tutor t_${r.int(1000, 9999)}: 410 Gone (sync token expired), full resync scheduled`,
        ),
      ],
    ),
    svc(
      "video-room-svc",
      "go",
      8,
      [
        (r) => `room ${r.hex(10)} closed duration=${r.int(25, 61)}m participants=2 recording=false`,
        (r) => `sfu region=eu-central-1 rooms_active=${r.int(180, 420)} cpu=${r.int(30, 70)}%`,
      ],
      [
        rt("warn", 3, (r) => `participant p_${r.hex(6)} ice restart (network change), room=${r.hex(10)}`),
        rt("error", 1, (r) => `websocket: close 1006 (abnormal closure): unexpected EOF peer=p_${r.hex(6)}`),
      ],
    ),
    svc(
      "placement-test",
      "node",
      4,
      [
        (r) =>
          `test session ${r.hex(8)} finished lang=${r.pick(langs)} estimated_level=${r.pick(lvl)} items=${r.int(18, 40)}`,
      ],
      [
        rt(
          "warn",
          1,
          (r) => `item bank: item it_${r.int(1000, 9999)} has low discrimination index 0.0${r.int(1, 9)}, still served`,
        ),
      ],
    ),
    svc(
      "homework-upload",
      "node",
      4,
      [
        (r) =>
          `upload ${r.hex(12)} stored size=${r.int(40, 9000)}KB mime=${r.pick(["audio/webm", "application/pdf", "image/jpeg", "audio/mpeg"])}`,
      ],
      [rt("error", 1.2, (r) => `upload ${r.hex(12)} rejected: file exceeds 25MB limit (${r.int(26, 140)}MB)`)],
    ),
    svc(
      "enrolment-api",
      "node",
      3,
      [(r) => `package purchase confirmed learner=${stu(r)} lessons=${r.pick([5, 10, 20])}`],
      [
        rt(
          "warn",
          0.7,
          (r) =>
            `promo code ${r.pick(["SPRING", "BFRIEND", "TRY3"])}${r.int(10, 99)} expired, ignored for learner ${stu(r)}`,
        ),
      ],
    ),
    svc(
      "tutor-payouts",
      "go",
      2,
      [(r) => `payout batch ${r.hex(6)} reconciled items=${r.int(40, 300)}`],
      [rt("error", 0.4, (r) => `payout po_${r.hex(10)} returned by bank: account_closed`)],
    ),
    svc("learner-profile", "go", 3, [(r) => `profile cache refresh ${r.int(200, 900)} keys in ${ms(r)}`], []),
    svc(
      "search-tutors",
      "node",
      2,
      [(r) => `facet counts recomputed for ${r.pick(langs)} in ${ms(r, 20, 300)}`],
      [
        rt(
          "warn",
          0.6,
          (r) =>
            `slow query to tutor index took ${r.int(800, 1900)}ms (q="${r.pick(["native", "business", "ielts", "kids"])}")`,
        ),
      ],
    ),
    svc(
      "tutor-search-es",
      "elasticsearch",
      2,
      [
        (r) => `[tutors_v7][${r.int(0, 2)}] refresh took [${r.int(20, 400)}ms]`,
        () => "[gc][young] duration [42ms], collections [1]/[1.1s], total [42ms]/[3.4m], memory [1.9gb]->[1.1gb]/[4gb]",
      ],
      [
        rt(
          "warn",
          0.5,
          (r) => `[tutors_v7] slowlog: took[${r.int(1000, 3000)}ms], search_type[QUERY_THEN_FETCH], total_shards[3]`,
        ),
      ],
    ),
    svc(
      "notify-dispatch",
      "go",
      5,
      [(r) => `push sent to ${r.int(1, 5)} devices for learner ${stu(r)} kind=lesson_reminder`],
      [
        rt("error", 1.5, () => "apns: 410 Unregistered device token, removing"),
        rt("warn", 1, () => "fcm: message rate exceeded for device, retrying in 30s"),
      ],
    ),
    svc("speech-scoring-proxy", "go", 1, [(r) => `scored speaking item in ${r.int(900, 2400)}ms model=pron-v3`], []),
  ],
  flows: [
    {
      method: "POST",
      path: () => "/v1/bookings",
      upstream: "lesson-booking",
      weight: 5,
      hops: [
        {
          svc: "lesson-booking",
          msg: (r) => `booking created lesson=${r.hex(8)} tutor=t_${r.int(1000, 9999)} slot=${r.int(6, 22)}:00`,
        },
        { svc: "notify-dispatch", msg: () => "enqueued booking_confirmed" },
      ],
    },
    {
      method: "GET",
      path: (r) => `/v1/rooms/${r.hex(10)}/token`,
      upstream: "video-room-svc",
      weight: 6,
      hops: [{ svc: "video-room-svc", msg: (r) => `issued room token ttl=3600s role=${r.pick(["tutor", "learner"])}` }],
    },
    {
      method: "POST",
      path: (r) => `/v1/placement/${r.hex(8)}/answers`,
      upstream: "placement-test",
      weight: 4,
      hops: [
        {
          svc: "placement-test",
          msg: (r) => `answer saved item=it_${r.int(1000, 9999)} theta=${(r.next() * 4 - 2).toFixed(2)}`,
        },
      ],
    },
    {
      method: "PUT",
      path: (r) => `/v1/homework/${r.hex(12)}`,
      upstream: "homework-upload",
      weight: 3,
      hops: [{ svc: "homework-upload", msg: (r) => `multipart part ${r.int(1, 9)} received` }],
    },
    {
      method: "POST",
      path: () => "/v1/enrolments",
      upstream: "enrolment-api",
      weight: 2,
      hops: [
        { svc: "enrolment-api", msg: (r) => `checkout session cs_${r.hex(10)} created` },
        { svc: "learner-profile", msg: (r) => `entitlements updated learner=${stu(r)}` },
      ],
    },
    {
      method: "GET",
      path: (r) => `/v1/tutors?lang=${r.pick(langs)}`,
      upstream: "search-tutors",
      weight: 5,
      hops: [{ svc: "search-tutors", msg: (r) => `tutor search hits=${r.int(3, 400)} took=${ms(r)}` }],
    },
    {
      method: "GET",
      path: () => "/v1/me",
      upstream: "learner-profile",
      weight: 4,
      hops: [
        {
          svc: "learner-profile",
          msg: (r) => `profile served learner=${stu(r)} cache=${r.pick(["hit", "hit", "miss"])}`,
        },
      ],
    },
  ],
};

// Parla Academy: a chain of language schools. snake_case, nginx, Python (Django, Celery), no request ids.
const parla: Estate = {
  key: "parla",
  business: "Parla Academy (chain of in-person language schools with a student portal)",
  edge: "nginx_edge",
  proxy: "nginx",
  idStyle: "none",
  host: "portal.parla-academy.eu",
  services: [
    svc("nginx_edge", "proxy", 0.3, [() => "signal process started"]),
    svc(
      "student_portal",
      "python",
      4,
      [(r) => `django.request: session refreshed for student ${stu(r)}`],
      [
        rt("warn", 1.2, (r) => `Not Found: /static/img/course_${r.int(1, 90)}.webp`),
        rt(
          "error",
          0.5,
          () => "Internal Server Error: /portal/certificates/ (UnicodeEncodeError while rendering name)",
        ),
      ],
    ),
    svc(
      "course_enrolment",
      "python",
      4,
      [
        (r) =>
          `enrolment E${r.int(10000, 99999)} confirmed course=${r.pick(langs)}-${r.pick(lvl)} campus=${r.pick(["milano", "lyon", "porto", "graz"])}`,
      ],
      [rt("warn", 0.8, (r) => `waiting list position ${r.int(1, 12)} assigned, class full (${r.int(12, 14)}/12)`)],
    ),
    svc(
      "class_scheduler",
      "python",
      3,
      [
        (r) =>
          `timetable solved campus=${r.pick(["milano", "lyon", "porto"])} classes=${r.int(40, 90)} in ${r.int(2, 9)}s`,
      ],
      [
        rt(
          "warn",
          0.6,
          (r) => `teacher T${r.int(100, 999)} double-booked in draft timetable, moved to room ${r.int(1, 14)}`,
        ),
      ],
    ),
    svc(
      "invoice_runner",
      "python",
      3,
      [(r) => `Task invoices.render_invoice[${r.hex(8)}-${r.hex(4)}] succeeded in ${(r.next() * 3 + 0.4).toFixed(3)}s`],
      [
        rt(
          "error",
          0.4,
          (r) =>
            `invoice INV-${r.int(20000, 99999)}: VAT id failed VIES check (MS_UNAVAILABLE), issued without reverse charge`,
        ),
      ],
    ),
    svc("placement_exam", "python", 2, [(r) => `exam sheet ${r.hex(6)} graded level=${r.pick(lvl)}`], []),
    svc(
      "sso_bridge",
      "python",
      2,
      [(r) => `saml: assertion accepted for staff${r.int(10, 400)}@parla-academy.eu`],
      [rt("warn", 0.5, (r) => `saml: clock skew of ${r.int(1, 4)}s tolerated on NotBefore`)],
    ),
    svc(
      "teacher_timesheet",
      "python",
      1.5,
      [(r) => `timesheet week ${r.int(10, 40)} submitted teacher T${r.int(100, 999)}`],
      [],
    ),
    svc(
      "sms_notifier",
      "python",
      3,
      [(r) => `sms queued to +39${r.int(3000000, 3999999)}xxx template=class_moved`],
      [rt("error", 0.6, () => "provider rejected message: 21614 'To' number is not a valid mobile number")],
    ),
    svc(
      "celery_beat",
      "python",
      1,
      [
        (r) =>
          `Scheduler: Sending due task ${r.pick(["sync_attendance", "expire_holds", "send_reminders"])} (${r.pick(["portal.tasks", "ops.tasks"])})`,
      ],
      [],
    ),
    svc(
      "attendance_sync",
      "python",
      2,
      [(r) => `attendance pulled from ${r.int(3, 30)} classroom tablets`],
      [rt("warn", 1, (r) => `tablet TAB-${r.int(100, 400)} offline since ${r.int(2, 40)}m, skipping`)],
    ),
    svc(
      "pg_main",
      "postgres",
      1,
      [
        () => "checkpoint starting: time",
        (r) => `automatic analyze of table "parla.public.enrolments" system usage: CPU: user: 0.${r.int(1, 9)}s`,
      ],
      [],
    ),
  ],
  flows: [
    {
      method: "GET",
      path: (r) => `/portal/courses/${r.pick(langs)}/`,
      upstream: "student_portal",
      weight: 6,
      hops: [{ svc: "student_portal", msg: (r) => `course page rendered in ${ms(r)}` }],
    },
    {
      method: "POST",
      path: () => "/portal/enrol/",
      upstream: "student_portal",
      weight: 2,
      hops: [{ svc: "course_enrolment", msg: (r) => `seat reserved course=${r.pick(langs)}-${r.pick(lvl)}` }],
    },
    {
      method: "GET",
      path: () => "/portal/timetable/",
      upstream: "student_portal",
      weight: 4,
      hops: [{ svc: "class_scheduler", msg: (r) => `timetable served week=${r.int(10, 40)}` }],
    },
    {
      method: "POST",
      path: (r) => `/exam/${r.hex(6)}/submit/`,
      upstream: "placement_exam",
      weight: 2,
      hops: [{ svc: "placement_exam", msg: (r) => `answers stored (${r.int(20, 60)} items)` }],
    },
    {
      method: "GET",
      path: (r) => `/portal/invoices/INV-${r.int(20000, 99999)}.pdf`,
      upstream: "student_portal",
      weight: 1,
      hops: [{ svc: "invoice_runner", msg: () => "pdf served from cache" }],
    },
    {
      method: "POST",
      path: () => "/sso/acs/",
      upstream: "sso_bridge",
      weight: 1,
      hops: [{ svc: "sso_bridge", msg: () => "saml: session created" }],
    },
  ],
};

// Verbly: a group-class platform with live video. One-word names, Traefik, Java/Spring Boot, Kafka, traceparent.
const verbly: Estate = {
  key: "verbly",
  business: "Verbly (live small-group online classes, course subscriptions)",
  edge: "traefik",
  proxy: "traefik",
  idStyle: "traceparent",
  host: "api.verbly.app",
  services: [
    svc("traefik", "proxy", 0.2, [() => "Configuration loaded from provider kubernetescrd"]),
    svc(
      "enrol",
      "java",
      3,
      [
        (r) =>
          `c.v.enrol.SubscriptionService : subscription sub_${r.hex(8)} renewed plan=${r.pick(["monthly", "annual"])}`,
      ],
      [rt("warn", 0.6, () => "o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Warning Code: 0, SQLState: 00000")],
    ),
    svc(
      "classroom",
      "java",
      6,
      [(r) => `c.v.classroom.SessionRegistry : class ${r.hex(6)} started attendees=${r.int(3, 8)}`],
      [
        rt(
          "warn",
          1.5,
          (r) =>
            `c.v.classroom.MediaEvents : attendee ${r.hex(6)} downgraded to audio-only (bandwidth ${r.int(90, 250)}kbps)`,
        ),
      ],
    ),
    svc(
      "schedule",
      "java",
      3,
      [(r) => `c.v.schedule.CalendarView : built week view for learner ${stu(r)} in ${ms(r)}`],
      [],
    ),
    svc(
      "payouts",
      "java",
      2,
      [(r) => `c.v.payouts.PayoutJob : payout ${r.hex(10)} submitted amount=${r.int(40, 900)}.00 EUR`],
      [
        rt(
          "error",
          0.5,
          (r) => `c.v.payouts.KycGate : payout blocked for teacher ${r.int(1000, 9999)}: KYC document expired`,
        ),
      ],
    ),
    svc(
      "uploads",
      "java",
      3,
      [(r) => `c.v.uploads.Store : object homework/${r.hex(12)} committed (${r.int(30, 8000)}KB)`],
      [rt("error", 0.8, () => "c.v.uploads.VirusScan : upload rejected: EICAR-Test-Signature detected")],
    ),
    svc(
      "quizzer",
      "java",
      2,
      [(r) => `c.v.quizzer.Adaptive : next item chosen theta=${(r.next() * 4 - 2).toFixed(2)}`],
      [],
    ),
    svc(
      "identity",
      "java",
      3,
      [(r) => `c.v.identity.TokenService : access token issued sub=${stu(r)} scope=learner`],
      [rt("warn", 1, () => "c.v.identity.LoginGuard : invalid password attempt, account not locked (attempt 1/5)")],
    ),
    svc("mailer", "java", 2, [(r) => `c.v.mailer.Outbox : ${r.int(1, 40)} emails handed to SES`], []),
    svc("ledger", "java", 2, [(r) => `c.v.ledger.Journal : posted ${r.int(5, 80)} entries batch=${r.hex(6)}`], []),
    svc(
      "pgprimary",
      "postgres",
      1,
      [() => "checkpoint complete: wrote 4120 buffers (3.1%); 0 WAL file(s) added, 0 removed, 2 recycled"],
      [rt("error", 0.3, () => 'duplicate key value violates unique constraint "attendance_pkey"')],
    ),
    svc(
      "pgreplica",
      "postgres",
      0.6,
      [() => "restartpoint starting: time", (r) => `restartpoint complete: wrote ${r.int(400, 4000)} buffers`],
      [],
    ),
    svc(
      "kafka",
      "kafka",
      1,
      [(r) => `[Log partition=class-events-${r.int(0, 11)}, dir=/var/lib/kafka] Rolled new log segment`],
      [],
    ),
  ],
  flows: [
    {
      method: "GET",
      path: (r) => `/api/classes/${r.hex(6)}/join`,
      upstream: "classroom",
      weight: 6,
      hops: [
        { svc: "identity", msg: () => "c.v.identity.TokenService : token introspected active=true" },
        { svc: "classroom", msg: () => "c.v.classroom.JoinController : join granted, media server sfu-3" },
      ],
    },
    {
      method: "GET",
      path: () => "/api/schedule/week",
      upstream: "schedule",
      weight: 5,
      hops: [{ svc: "schedule", msg: (r) => `c.v.schedule.CalendarView : ${r.int(2, 14)} classes found` }],
    },
    {
      method: "POST",
      path: () => "/api/subscriptions",
      upstream: "enrol",
      weight: 2,
      hops: [
        { svc: "enrol", msg: (r) => `c.v.enrol.CheckoutController : subscription created sub_${r.hex(8)}` },
        { svc: "ledger", msg: () => "c.v.ledger.Journal : revenue deferred" },
      ],
    },
    {
      method: "PUT",
      path: (r) => `/api/uploads/${r.hex(12)}`,
      upstream: "uploads",
      weight: 3,
      hops: [{ svc: "uploads", msg: () => "c.v.uploads.Store : part accepted" }],
    },
    {
      method: "POST",
      path: (r) => `/api/quiz/${r.hex(6)}/answer`,
      upstream: "quizzer",
      weight: 3,
      hops: [{ svc: "quizzer", msg: () => "c.v.quizzer.Adaptive : answer recorded" }],
    },
    {
      method: "GET",
      path: () => "/api/teacher/earnings",
      upstream: "payouts",
      weight: 1,
      hops: [{ svc: "payouts", msg: () => "c.v.payouts.EarningsController : earnings summary served" }],
    },
  ],
};

// Polyglot Hub: exam prep and live lessons. Team-prefixed names, HAProxy, Go and Ruby (Sidekiq), MySQL, traceparent.
const polyglot: Estate = {
  key: "polyglot",
  business: "Polyglot Hub (exam-prep courses, live lessons, tutor payouts)",
  edge: "core-haproxy",
  proxy: "haproxy",
  idStyle: "traceparent",
  host: "www.polyglothub.com",
  services: [
    svc("core-haproxy", "proxy", 0.2, [
      () => "Health check for server be_live/live-signalling-2 succeeded, reason: Layer7 check passed",
    ]),
    svc(
      "core-accounts",
      "go",
      3,
      [(r) => `session minted user=${stu(r)} mfa=${r.pick(["none", "totp"])}`],
      [rt("warn", 0.8, () => "password reset link reused after expiry, rejected")],
    ),
    svc(
      "growth-checkout",
      "ruby",
      3,
      [(r) => `Completed order ord_${r.hex(8)} course=${r.pick(["ielts-7", "dele-b2", "toefl-100", "jlpt-n3"])}`],
      [
        rt(
          "error",
          0.8,
          () => "Stripe::CardError: Your card was declined. (code: card_declined, decline_code: insufficient_funds)",
        ),
      ],
    ),
    svc("growth-promo", "ruby", 1, [(r) => `banner impression batch flushed n=${r.int(200, 3000)}`], []),
    svc(
      "live-signalling",
      "go",
      6,
      [(r) => `room lr_${r.hex(8)} peers=${r.int(2, 6)} state=connected`],
      [rt("warn", 2, (r) => `peer ${r.hex(6)} ice state disconnected -> checking (room lr_${r.hex(8)})`)],
    ),
    svc("live-recorder", "go", 2, [(r) => `recording rec_${r.hex(8)} uploaded parts=${r.int(3, 40)}`], []),
    svc("assess-placement", "go", 3, [(r) => `placement run pl_${r.hex(6)} done level=${r.pick(lvl)}`], []),
    svc(
      "assess-grader",
      "ruby",
      3,
      [(r) => `EssayGradeJob JID-${r.hex(24)} done: ${(r.next() * 4 + 0.5).toFixed(3)} sec`],
      [rt("warn", 0.7, () => "essay language detection uncertain (confidence 0.41), defaulting to declared language")],
    ),
    svc(
      "pay-payouts",
      "go",
      2,
      [(r) => `payout run pr_${r.hex(6)} queued tutors=${r.int(20, 160)}`],
      [rt("error", 0.4, (r) => `tutor ${r.int(1000, 9999)} payout skipped: IBAN checksum invalid`)],
    ),
    svc("pay-ledger", "go", 2, [(r) => `ledger posted ${r.int(3, 60)} rows in ${ms(r)}`], []),
    svc("core-mysql", "go", 0.4, [() => "[Note] InnoDB: page_cleaner: 1000ms intended loop took 1043ms"], []),
    svc("core-redis", "redis", 0.5, [(r) => `${r.int(1, 100)} changes in 300 seconds. Saving...`], []),
  ],
  flows: [
    {
      method: "GET",
      path: (r) => `/live/rooms/lr_${r.hex(8)}/join`,
      upstream: "live-signalling",
      weight: 6,
      hops: [{ svc: "live-signalling", msg: () => "join: offer sent" }],
    },
    {
      method: "POST",
      path: () => "/checkout/orders",
      upstream: "growth-checkout",
      weight: 2,
      hops: [
        {
          svc: "growth-checkout",
          msg: (r) => `Started POST "/checkout/orders" ... Completed 201 Created in ${r.int(80, 600)}ms`,
        },
      ],
    },
    {
      method: "POST",
      path: (r) => `/assess/placement/pl_${r.hex(6)}/answers`,
      upstream: "assess-placement",
      weight: 4,
      hops: [{ svc: "assess-placement", msg: () => "answer stored" }],
    },
    {
      method: "POST",
      path: () => "/assess/essays",
      upstream: "assess-grader",
      weight: 2,
      hops: [{ svc: "assess-grader", msg: (r) => `EssayGradeJob enqueued JID-${r.hex(24)}` }],
    },
    {
      method: "GET",
      path: () => "/account/me",
      upstream: "core-accounts",
      weight: 5,
      hops: [{ svc: "core-accounts", msg: () => "session valid" }],
    },
    {
      method: "GET",
      path: () => "/tutor/payouts",
      upstream: "pay-payouts",
      weight: 1,
      hops: [{ svc: "pay-payouts", msg: () => "payout history served" }],
    },
  ] as Flow[],
};

export const estates: Record<string, Estate> = { lingoloop, parla, verbly, polyglot };
