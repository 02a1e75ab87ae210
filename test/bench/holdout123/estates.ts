// The four made-up estates: services, runtimes, what each logs on an ordinary day, and the domain's harmless noise.
import type { Level } from "./formats.js";
import { hex, int, pick, type Rng } from "./rng.js";
import type { Svc } from "./stream.js";

type Line = (r: Rng) => [Level, string];

export interface EstateSvc extends Svc {
  /** ordinary lines per minute at scale 1 */
  rate: number;
  lines: Line[];
  health?: string;
}

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traced: boolean;
  edge: string;
  services: EstateSvc[];
  /** constant harmless warning/error from minute one */
  noisy: { svc: string; gap: number; line: Line };
  /** domain noise: late cancellations, reconnects, declined cards ... */
  domain: { svc: string; gap: number; line: Line }[];
  /** periodic jobs */
  jobs: { svc: string; every: number; line: Line }[];
  deprecations: { svc: string; msg: string }[];
  /** a retry that succeeds: [svc, warn, success] */
  retries: { svc: string; warn: (r: Rng) => string; ok: (r: Rng) => string }[];
  /** harmless deploys / reloads: lines a service prints when it restarts or reloads */
  deploys: { svc: string; lines: (r: Rng) => [Level, string][] }[];
}

const ms = (r: Rng, lo: number, hi: number) => int(r, lo, hi);
const uid = (r: Rng, p: string) => `${p}${int(r, 100000, 999999)}`;
const TZ = ["America/New_York", "Europe/London", "Asia/Kolkata", "America/Los_Angeles", "Asia/Seoul", "Europe/Berlin"];
const SUBJ = ["algebra-2", "chemistry", "sat-math", "ielts-speaking", "ap-physics-1", "calculus-ab", "spanish-b1"];

const access =
  (paths: string[]): Line =>
  (r) => {
    const p = pick(r, paths);
    const code = r() < 0.03 ? pick(r, [400, 401, 404, 409]) : p.startsWith("POST") ? 201 : 200;
    return ["info", `${p} ${code} ${ms(r, 8, 240)}ms`];
  };

export const ESTATES: Estate[] = [
  {
    key: "tutormesh",
    company: "TutorMesh",
    ns: "tutormesh-prod",
    traced: true,
    edge: "mesh-gateway",
    services: [
      {
        name: "mesh-gateway",
        runtime: "node",
        rate: 90,
        health: "GET /healthz 200 1ms",
        lines: [
          access([
            "GET /v1/tutors/search",
            "POST /v1/lessons",
            "GET /v1/lessons/upcoming",
            "POST /v1/matches",
            "GET /v1/classroom/join",
            "POST /v1/checkout",
            "GET /v1/me",
          ]),
        ],
      },
      {
        name: "tutor-onboarding",
        runtime: "python",
        rate: 10,
        lines: [
          (r) => ["info", `application ${uid(r, "TA-")} moved to step=identity_verification`],
          (r) => ["info", `tutor ${uid(r, "T")} uploaded degree certificate (pdf, ${int(r, 90, 900)}KB)`],
          (r) => ["info", `"POST /api/applications/ HTTP/1.1" 201 ${int(r, 200, 900)}`],
        ],
      },
      {
        name: "bgcheck-client",
        runtime: "go",
        rate: 6,
        lines: [
          (r) => ["info", `checkr invitation created candidate=${hex(r, 24)} package=tasker_standard`],
          (r) => ["info", `report ${hex(r, 24)} status=clear tutor=${uid(r, "T")}`],
          (r) => ["info", `webhook report.completed processed in ${ms(r, 4, 40)}ms`],
        ],
      },
      {
        name: "match-api",
        runtime: "python",
        rate: 40,
        health: '"GET /healthz HTTP/1.1" 200 2',
        lines: [
          (r) => [
            "info",
            `ranked ${int(r, 12, 80)} tutors for student=${uid(r, "S")} subject=${pick(r, SUBJ)} in ${ms(r, 30, 400)}ms`,
          ],
          (r) => ["info", `match offer sent to tutor=${uid(r, "T")} ttl=900s`],
        ],
      },
      {
        name: "tutor-directory",
        runtime: "java",
        rate: 45,
        health: "GET /actuator/health -> 200 (3 ms)",
        lines: [
          (r) => [
            "info",
            `Profile fetched tutorId=${uid(r, "T")} cache=${pick(r, ["HIT", "MISS"])} (${ms(r, 2, 40)} ms)`,
          ],
          (r) => ["info", `Indexed tutor ${uid(r, "T")} into tutors_v7 (${ms(r, 5, 30)} ms)`],
          (r) => ["info", `Availability snapshot refreshed for ${int(r, 20, 200)} tutors`],
        ],
      },
      {
        name: "booking-api",
        runtime: "java",
        rate: 45,
        health: "GET /actuator/health -> 200 (2 ms)",
        lines: [
          (r) => [
            "info",
            `Lesson ${uid(r, "L")} booked student=${uid(r, "S")} tutor=${uid(r, "T")} startsAt=2026-12-0${int(r, 1, 9)}T${int(r, 10, 22)}:00:00Z tz=${pick(r, TZ)}`,
          ],
          (r) => ["info", `Lesson ${uid(r, "L")} rescheduled by tutor (notice ${int(r, 25, 90)}h)`],
          (r) => ["info", `Completed POST /lessons in ${ms(r, 40, 300)} ms`],
        ],
      },
      {
        name: "tz-calendar",
        runtime: "go",
        rate: 20,
        lines: [
          (r) => [
            "info",
            `synced google calendar for tutor=${uid(r, "T")} events=${int(r, 1, 14)} took=${ms(r, 90, 600)}ms`,
          ],
          (r) => ["info", `converted slot ${pick(r, TZ)} -> UTC dst=${pick(r, ["false", "true"])}`],
        ],
      },
      {
        name: "classroom-signal",
        runtime: "go",
        rate: 35,
        health: "probe ok",
        lines: [
          (r) => ["info", `room ${hex(r, 10)} peer joined role=${pick(r, ["tutor", "student"])} peers=${int(r, 1, 3)}`],
          (r) => [
            "info",
            `ice candidate pair selected type=${pick(r, ["host", "srflx", "relay"])} rtt=${ms(r, 20, 180)}ms`,
          ],
        ],
      },
      {
        name: "whiteboard-sync",
        runtime: "node",
        rate: 40,
        lines: [
          (r) => ["info", `board ${hex(r, 12)} snapshot saved ops=${int(r, 50, 3000)} size=${int(r, 10, 400)}kB`],
          (r) => ["info", `socket connected board=${hex(r, 12)} clients=${int(r, 1, 3)}`],
        ],
      },
      {
        name: "payments",
        runtime: "ruby",
        rate: 20,
        lines: [
          (r) => ["info", `Completed 200 OK in ${ms(r, 80, 600)}ms (Views: 0.4ms | ActiveRecord: ${ms(r, 3, 40)}.2ms)`],
          (r) => [
            "info",
            `charge succeeded pi_${hex(r, 24)} amount=${int(r, 30, 120)}00 currency=usd parent=${uid(r, "P")}`,
          ],
        ],
      },
      {
        name: "payout-worker",
        runtime: "ruby",
        rate: 8,
        lines: [
          (r) => ["info", `PayoutJob JID-${hex(r, 24)} INFO: done: ${ms(r, 200, 2000) / 1000} sec`],
          (r) => ["info", `transfer tr_${hex(r, 24)} created tutor=${uid(r, "T")} amount=${int(r, 40, 900)}.00 USD`],
        ],
      },
    ],
    noisy: {
      svc: "whiteboard-sync",
      gap: 2500,
      line: (r) => [
        "warn",
        `ws client ${hex(r, 8)} reconnecting (code 1006, attempt ${int(r, 1, 4)}) board=${hex(r, 12)}`,
      ],
    },
    domain: [
      {
        svc: "booking-api",
        gap: 40000,
        line: (r) => [
          "warn",
          `Lesson ${uid(r, "L")} cancelled by student ${int(r, 2, 11)}h before start; late-cancel fee applied`,
        ],
      },
      {
        svc: "classroom-signal",
        gap: 60000,
        line: (r) => ["warn", `room ${hex(r, 10)}: tutor did not join within 10m, marking no_show`],
      },
      {
        svc: "payments",
        gap: 50000,
        line: (r) => [
          "warn",
          `renewal declined pi_${hex(r, 24)} code=card_declined decline_code=${pick(r, ["insufficient_funds", "do_not_honor", "expired_card"])}`,
        ],
      },
    ],
    jobs: [
      {
        svc: "payout-worker",
        every: 60000,
        line: (r) => ["info", `PayoutSweepJob enqueued ${int(r, 0, 30)} pending transfers`],
      },
      {
        svc: "tutor-directory",
        every: 120000,
        line: (r) => [
          "info",
          `Scheduled task rebuildRatings finished: ${int(r, 900, 4000)} tutors in ${ms(r, 400, 2200)} ms`,
        ],
      },
    ],
    deprecations: [
      {
        svc: "mesh-gateway",
        msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      },
      { svc: "tutor-onboarding", msg: "RemovedInDjango51Warning: The USE_L10N setting is deprecated." },
    ],
    retries: [
      {
        svc: "tz-calendar",
        warn: (r) =>
          `google calendar watch renew failed for tutor=${uid(r, "T")}: 503 backendError, retrying in 2s (1/5)`,
        ok: (r) => `google calendar watch renewed channel=${hex(r, 16)}`,
      },
    ],
    deploys: [
      {
        svc: "tutor-onboarding",
        lines: (r) => [
          ["info", "Starting gunicorn 22.0.0"],
          ["info", `Listening at: http://0.0.0.0:8000 (${int(r, 1, 9)})`],
          ["info", `Booting worker with pid: ${int(r, 10, 90)}`],
        ],
      },
      { svc: "mesh-gateway", lines: () => [["info", "config reloaded: routes=41 rateLimits=12 (sha 9c1e2f0)"]] },
    ],
  },
  {
    key: "prepforge",
    company: "PrepForge",
    ns: "prepforge",
    traced: false,
    edge: "pf-web",
    services: [
      {
        name: "pf-web",
        runtime: "node",
        rate: 80,
        health: "GET /api/health 200 0.9 ms",
        lines: [
          access([
            "GET /practice/sat/section-2",
            "POST /api/tests/answer",
            "GET /api/tests/next-item",
            "POST /api/homework/upload",
            "GET /parents/dashboard",
            "POST /api/billing/renew",
          ]),
        ],
      },
      {
        name: "practice-tests",
        runtime: "dotnet",
        rate: 50,
        health: "Request finished HTTP/1.1 GET http://practice-tests/healthz - 200 - text/plain 0.81ms",
        lines: [
          (r) => [
            "info",
            `Attempt ${hex(r, 8)} answered item ${int(r, 10000, 99999)} correct=${pick(r, ["True", "False"])} elapsed=${ms(r, 9, 140)}s`,
          ],
          (r) => [
            "info",
            `Request finished HTTP/1.1 POST http://practice-tests/attempts/${hex(r, 8)}/answers - 200 ${int(r, 80, 400)} application/json ${ms(r, 20, 200)}.${int(r, 1000, 9999)}ms`,
          ],
        ],
      },
      {
        name: "adaptive-scoring",
        runtime: "python",
        rate: 40,
        lines: [
          (r) => [
            "info",
            `theta updated attempt=${hex(r, 8)} theta=${(r() * 4 - 2).toFixed(3)} se=${(0.2 + r() * 0.4).toFixed(3)} iters=${int(r, 4, 12)}`,
          ],
          (r) => ["info", `127.0.0.1:${int(r, 30000, 60000)} - "POST /score HTTP/1.1" 200`],
        ],
      },
      {
        name: "item-bank",
        runtime: "go",
        rate: 45,
        lines: [
          (r) => [
            "info",
            `served item id=${int(r, 10000, 99999)} pool=${pick(r, ["sat-math", "sat-rw", "act-sci", "gre-quant"])} difficulty=${(r() * 3 - 1.5).toFixed(2)} took=${ms(r, 1, 12)}ms`,
          ],
          (r) => ["info", `cache warm pool=${pick(r, ["sat-math", "act-sci"])} items=${int(r, 800, 4000)}`],
        ],
      },
      {
        name: "homework-svc",
        runtime: "node",
        rate: 18,
        lines: [
          (r) => [
            "info",
            `upload stored key=hw/${uid(r, "S")}/${hex(r, 12)}.${pick(r, ["pdf", "jpg", "png"])} bytes=${int(r, 40000, 9000000)}`,
          ],
          (r) => [
            "info",
            `ocr done upload=${hex(r, 12)} pages=${int(r, 1, 6)} confidence=${(0.7 + r() * 0.29).toFixed(2)}`,
          ],
        ],
      },
      {
        name: "virus-scan",
        runtime: "cpp",
        rate: 15,
        lines: [
          (r) => ["info", `/scratch/hw-${hex(r, 12)}: OK (${int(r, 40, 9000)}KB, ${ms(r, 20, 400)}ms)`],
          () => ["info", "SelfCheck: Database status OK."],
        ],
      },
      {
        name: "parent-accounts",
        runtime: "dotnet",
        rate: 22,
        lines: [
          (r) => ["info", `Parent ${uid(r, "P")} linked student ${uid(r, "S")}`],
          (r) => [
            "info",
            `Executed DbCommand (${ms(r, 1, 30)}ms) [Parameters=[@__id_0='?' (DbType = Guid)], CommandType='Text', CommandTimeout='30']`,
          ],
        ],
      },
      {
        name: "billing-renewals",
        runtime: "ruby",
        rate: 12,
        lines: [
          (r) => [
            "info",
            `subscription ${hex(r, 6)} renewed plan=${pick(r, ["sat-premium-monthly", "act-annual", "bundle-3mo"])} txn=${hex(r, 8)}`,
          ],
          (r) => [
            "info",
            `Performed RenewalJob (Job ID: ${hex(r, 8)}-${hex(r, 4)}) from Sidekiq(default) in ${ms(r, 300, 1800)}.41ms`,
          ],
        ],
      },
      {
        name: "study-reminders",
        runtime: "python",
        rate: 14,
        lines: [
          (r) => [
            "info",
            `Task reminders.send_study_nudge[${hex(r, 8)}-${hex(r, 4)}] succeeded in ${(r() * 0.8).toFixed(3)}s: None`,
          ],
          (r) => ["info", `queued ${int(r, 20, 400)} nudges for timezone=${pick(r, TZ)}`],
        ],
      },
    ],
    noisy: {
      svc: "adaptive-scoring",
      gap: 3500,
      line: (r) => [
        "warn",
        `RuntimeWarning: overflow encountered in exp (item ${int(r, 10000, 99999)} a=${(2 + r() * 2).toFixed(2)}), clipped`,
      ],
    },
    domain: [
      {
        svc: "practice-tests",
        gap: 30000,
        line: (r) => [
          "warn",
          `Attempt ${hex(r, 8)} abandoned after section ${int(r, 1, 3)} (idle ${int(r, 20, 55)}m), partial score not reported`,
        ],
      },
      {
        svc: "homework-svc",
        gap: 45000,
        line: (r) => [
          "error",
          `rejected upload: unsupported type ${pick(r, ["image/heic", "application/vnd.apple.pages", "video/quicktime"])} student=${uid(r, "S")}`,
        ],
      },
      {
        svc: "billing-renewals",
        gap: 55000,
        line: (r) => [
          "warn",
          `renewal failed subscription=${hex(r, 6)} processor_response_code=2001 (Insufficient Funds), dunning step 1`,
        ],
      },
    ],
    jobs: [
      {
        svc: "study-reminders",
        every: 60000,
        line: () => ["info", "Scheduler: Sending due task hourly-nudges (reminders.enqueue_nudges)"],
      },
      {
        svc: "item-bank",
        every: 90000,
        line: (r) => ["info", `exposure stats flushed pools=4 rows=${int(r, 200, 3000)}`],
      },
    ],
    deprecations: [
      {
        svc: "practice-tests",
        msg: "Microsoft.AspNetCore.Authentication.JwtBearer: IdentityModelEventSource.ShowPII is obsolete and will be removed.",
      },
      {
        svc: "adaptive-scoring",
        msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      },
    ],
    retries: [
      {
        svc: "homework-svc",
        warn: (r) => `s3 PutObject hw/${hex(r, 12)} slow down, retrying (attempt 2)`,
        ok: (r) => `upload stored key=hw/${uid(r, "S")}/${hex(r, 12)}.pdf after 1 retry`,
      },
    ],
    deploys: [
      {
        svc: "study-reminders",
        lines: () => [
          ["info", "celery@study-reminders-7d9 v5.4.0 (opalescent) ready."],
          ["info", "Connected to amqp://reminders:**@rabbitmq:5672//"],
        ],
      },
      { svc: "pf-web", lines: () => [["info", "▲ Next.js 14.2.5 - ready started server on 0.0.0.0:3000"]] },
    ],
  },
  {
    key: "lessonlane",
    company: "LessonLane",
    ns: "lessonlane-live",
    traced: true,
    edge: "lane-gw",
    services: [
      {
        name: "lane-gw",
        runtime: "go",
        rate: 85,
        health: "GET /ping 200 0.2ms",
        lines: [
          access([
            "GET /api/lessons",
            "POST /api/lessons",
            "GET /api/availability",
            "GET /api/profile",
            "POST /api/rooms/join",
            "GET /api/board/state",
          ]),
        ],
      },
      {
        name: "lesson-booking",
        runtime: "kotlin",
        rate: 45,
        health: "GET /actuator/health/liveness 200",
        lines: [
          (r) => [
            "info",
            `Booked lesson ${uid(r, "LL")} ${pick(r, SUBJ)} tutorTz=${pick(r, TZ)} studentTz=${pick(r, TZ)}`,
          ],
          (r) => ["info", `Reminder scheduled lesson=${uid(r, "LL")} at T-${pick(r, ["24h", "1h", "10m"])}`],
        ],
      },
      {
        name: "availability",
        runtime: "java",
        rate: 40,
        lines: [
          (r) => [
            "info",
            `Open slots computed tutor=${uid(r, "T")} week=2026-W49 slots=${int(r, 0, 40)} (${ms(r, 5, 60)} ms)`,
          ],
          (r) => ["info", `Slot hold acquired slot=${hex(r, 10)} ttl=300s`],
        ],
      },
      {
        name: "tutor-payouts",
        runtime: "java",
        rate: 8,
        lines: [
          (r) => [
            "info",
            `Payout ${uid(r, "PO")} submitted to Adyen pspReference=${int(r, 100000000, 999999999)}${int(r, 1000000, 9999999)}`,
          ],
          (r) => ["info", `Ledger entry posted tutor=${uid(r, "T")} lessons=${int(r, 1, 12)}`],
        ],
      },
      {
        name: "video-sfu",
        runtime: "cpp",
        rate: 30,
        lines: [
          (r) => [
            "info",
            `[room:${hex(r, 8)}] producer added kind=${pick(r, ["audio", "video"])} bitrate=${int(r, 30, 1500)}kbps`,
          ],
          (r) => ["info", `[room:${hex(r, 8)}] transport connected dtlsState=connected iceState=completed`],
        ],
      },
      {
        name: "whiteboard",
        runtime: "node",
        rate: 35,
        lines: [
          (r) => ["info", `board ${hex(r, 10)} persisted v${int(r, 10, 900)} (${int(r, 2, 300)} strokes)`],
          (r) => ["info", `yjs update applied board=${hex(r, 10)} bytes=${int(r, 40, 4000)}`],
        ],
      },
      {
        name: "student-profile",
        runtime: "python",
        rate: 25,
        lines: [
          (r) => ["info", `profile ${uid(r, "S")} read goals=${int(r, 1, 4)} guardian=${pick(r, ["yes", "no"])}`],
          (r) => ["info", `GET /profiles/${uid(r, "S")} 200 ${ms(r, 4, 60)}ms`],
        ],
      },
      {
        name: "notifier",
        runtime: "go",
        rate: 20,
        lines: [
          (r) => ["info", `sms queued sid=SM${hex(r, 32)} template=lesson_reminder`],
          (r) => ["info", `email accepted by sendgrid x-message-id=${hex(r, 22)} template=booking_confirmed`],
        ],
      },
      {
        name: "session-recorder",
        runtime: "go",
        rate: 15,
        lines: [
          (r) => ["info", `segment written room=${hex(r, 8)} seq=${int(r, 1, 400)} size=${int(r, 500, 4000)}KiB`],
          (r) => [
            "info",
            `recording ${hex(r, 8)} finalized duration=${int(r, 25, 60)}m uploaded=gs://lessonlane-recordings/`,
          ],
        ],
      },
    ],
    noisy: {
      svc: "video-sfu",
      gap: 3000,
      line: (r) => [
        "warn",
        `[transport:${hex(r, 8)}] ICE consent check failed, peer on weak network (loss=${int(r, 8, 30)}%), restarting ICE`,
      ],
    },
    domain: [
      {
        svc: "lesson-booking",
        gap: 45000,
        line: (r) => [
          "warn",
          `Lesson ${uid(r, "LL")} cancelled late by ${pick(r, ["student", "parent"])} (${int(r, 1, 11)}h notice), policy=LATE_FEE_50`,
        ],
      },
      {
        svc: "video-sfu",
        gap: 70000,
        line: (r) => ["warn", `[room:${hex(r, 8)}] tutor absent 12m after start, room closed (no_show)`],
      },
      {
        svc: "notifier",
        gap: 40000,
        line: (r) => [
          "error",
          `sendgrid bounce: 550 5.1.1 mailbox unavailable for parent ${uid(r, "P")}, address suppressed`,
        ],
      },
      {
        svc: "whiteboard",
        gap: 20000,
        line: (r) => ["warn", `client resync board=${hex(r, 10)} after reconnect (missed ${int(r, 3, 80)} updates)`],
      },
    ],
    jobs: [
      {
        svc: "tutor-payouts",
        every: 120000,
        line: (r) => ["info", `PayoutBatchScheduler: batch ${int(r, 1000, 9999)} closed with ${int(r, 0, 40)} payouts`],
      },
      {
        svc: "session-recorder",
        every: 60000,
        line: (r) => [
          "info",
          `janitor: removed ${int(r, 0, 12)} finalized local segments, disk used ${int(r, 31, 48)}%`,
        ],
      },
    ],
    deprecations: [
      {
        svc: "lesson-booking",
        msg: "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
      },
      { svc: "whiteboard", msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated." },
    ],
    retries: [
      {
        svc: "notifier",
        warn: (r) => `twilio send failed sid=SM${hex(r, 32)}: 503, retry 1/3 in 500ms`,
        ok: (r) => `sms queued sid=SM${hex(r, 32)} template=lesson_reminder (retry 1)`,
      },
    ],
    deploys: [
      {
        svc: "student-profile",
        lines: (r) => [
          ["info", "Started server process [1]"],
          ["info", "Waiting for application startup."],
          ["info", "Application startup complete."],
          ["info", `Uvicorn running on http://0.0.0.0:${pick(r, ["8000", "8080"])} (Press CTRL+C to quit)`],
        ],
      },
      { svc: "lane-gw", lines: () => [["info", "routes reloaded from configmap lane-gw-routes rev=418"]] },
    ],
  },
  {
    key: "brightpath",
    company: "BrightPath",
    ns: "bp-prod",
    traced: false,
    edge: "bp-api",
    services: [
      {
        name: "bp-api",
        runtime: "ruby",
        rate: 80,
        health: 'Started GET "/up" for 10.0.0.1',
        lines: [
          (r) => [
            "info",
            `Completed 200 OK in ${ms(r, 20, 400)}ms (Views: ${ms(r, 1, 40)}.1ms | ActiveRecord: ${ms(r, 2, 60)}.7ms | Allocations: ${int(r, 2000, 40000)})`,
          ],
          (r) => [
            "info",
            `Started ${pick(r, ["GET", "POST"])} "${pick(r, ["/exams/sat/attempts", "/tutors/apply", "/checkout", "/uploads", "/guardians/session"])}" for 10.${int(r, 0, 9)}.${int(r, 0, 255)}.${int(r, 1, 254)}`,
          ],
        ],
      },
      {
        name: "exam-sessions",
        runtime: "java",
        rate: 45,
        lines: [
          (r) => [
            "info",
            `Answer recorded session=${hex(r, 24)} item=${int(r, 1, 54)} timeSpentMs=${int(r, 8000, 120000)}`,
          ],
          (r) => ["info", `Section ${int(r, 1, 4)} submitted session=${hex(r, 24)} raw=${int(r, 5, 44)}`],
        ],
      },
      {
        name: "irt-engine",
        runtime: "python",
        rate: 30,
        lines: [
          (r) => ["info", `Task irt.estimate[${hex(r, 8)}-${hex(r, 4)}] succeeded in ${(r() * 1.2).toFixed(3)}s`],
          (r) => [
            "info",
            `scaled score computed form=${pick(r, ["DSAT-07", "DSAT-08", "ACT-2311"])} scaled=${int(r, 900, 1550)}`,
          ],
        ],
      },
      {
        name: "media-uploads",
        runtime: "go",
        rate: 25,
        lines: [
          (r) => [
            "info",
            `upload complete key=media/${hex(r, 16)} size=${int(r, 20, 9000)}KB content-type=${pick(r, ["image/jpeg", "application/pdf"])}`,
          ],
          (r) => ["info", `thumbnail generated key=media/${hex(r, 16)} ${ms(r, 20, 200)}ms`],
        ],
      },
      {
        name: "guardian-auth",
        runtime: "dotnet",
        rate: 25,
        lines: [
          (r) => ["info", `Guardian ${uid(r, "G")} signed in via ${pick(r, ["password", "google", "apple"])}`],
          () => ["info", "AuthenticationScheme: Cookies signed in."],
        ],
      },
      {
        name: "tutor-vetting",
        runtime: "python",
        rate: 10,
        lines: [
          (r) => [
            "info",
            `screening ${hex(r, 12)} status=${pick(r, ["pending", "clear", "consider"])} applicant=${uid(r, "A")}`,
          ],
          (r) => ["info", `"POST /screenings HTTP/1.1" 201 ${int(r, 200, 600)}`],
        ],
      },
      {
        name: "checkout",
        runtime: "node",
        rate: 18,
        lines: [
          (r) => [
            "info",
            `payment_intent.succeeded pi_${hex(r, 24)} amount=${int(r, 49, 299)}00 plan=${pick(r, ["sat-self-study", "tutoring-4pack", "act-bootcamp"])}`,
          ],
          (r) => ["info", `POST /checkout/session 200 ${ms(r, 150, 700)}ms`],
        ],
      },
      {
        name: "scheduler-cron",
        runtime: "python",
        rate: 5,
        lines: [(r) => ["info", `job tutor_no_show_sweep ran: ${int(r, 0, 6)} sessions flagged`]],
      },
      {
        name: "search-indexer",
        runtime: "java",
        rate: 20,
        lines: [
          (r) => [
            "info",
            `Bulk indexed ${int(r, 20, 400)} docs into tutors-2026.11 took=${ms(r, 30, 300)}ms errors=false`,
          ],
          (r) => [
            "info",
            `Consumed ${int(r, 1, 60)} change events from topic tutor-profile-changes partition=${int(r, 0, 5)}`,
          ],
        ],
      },
    ],
    noisy: {
      svc: "exam-sessions",
      gap: 4000,
      line: (r) => [
        "error",
        `Proctoring heartbeat missing for session=${hex(r, 24)} (browser tab hidden), flagged for review`,
      ],
    },
    domain: [
      {
        svc: "checkout",
        gap: 50000,
        line: (r) => ["warn", `invoice.payment_failed in_${hex(r, 24)} reason=card_declined (renewal)`],
      },
      {
        svc: "media-uploads",
        gap: 40000,
        line: (r) => ["warn", `rejected upload: extension .${pick(r, ["heic", "pages", "docm"])} not allowed`],
      },
      {
        svc: "exam-sessions",
        gap: 35000,
        line: (r) => ["warn", `Session ${hex(r, 24)} abandoned at section ${int(r, 1, 3)}, auto-closing`],
      },
    ],
    jobs: [
      {
        svc: "scheduler-cron",
        every: 60000,
        line: (r) => ["info", `job lesson_reminders ran: ${int(r, 10, 200)} reminders queued`],
      },
      { svc: "search-indexer", every: 120000, line: () => ["info", "Alias tutors-live verified -> tutors-2026.11"] },
    ],
    deprecations: [
      { svc: "bp-api", msg: "DEPRECATION WARNING: `to_s(:db)` is deprecated. Please use `to_fs(:db)` instead." },
      {
        svc: "checkout",
        msg: "(node:1) [DEP0170] DeprecationWarning: The URL redis://cache:6379 is invalid. Future versions of Node.js will throw an error.",
      },
    ],
    retries: [
      {
        svc: "irt-engine",
        warn: (r) => `Retry in 1s: ConnectionError('redis cache busy') task=irt.estimate[${hex(r, 8)}]`,
        ok: (r) => `Task irt.estimate[${hex(r, 8)}-${hex(r, 4)}] succeeded in 1.214s`,
      },
    ],
    deploys: [
      {
        svc: "guardian-auth",
        lines: () => [
          ["info", "Now listening on: http://[::]:8080"],
          ["info", "Application started. Press Ctrl+C to shut down."],
          ["info", "Hosting environment: Production"],
        ],
      },
      {
        svc: "search-indexer",
        lines: (r) => [
          [
            "info",
            `Started SearchIndexerApplication in ${int(r, 6, 14)}.${int(r, 100, 999)} seconds (process running for ${int(r, 15, 20)}.2)`,
          ],
        ],
      },
    ],
  },
];
