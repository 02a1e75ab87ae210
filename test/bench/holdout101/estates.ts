// The four made-up estates of holdout101: services, runtimes, request flows and the everyday noise of each.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export type Line = (r: Rng) => string;

export interface Svc {
  name: string;
  rt: Runtime;
  /** the line this service writes when a request passes through it */
  hop: Line;
  /** access line when the service is the entry of a flow */
  access?: (r: Rng, status: number, ms: number, path: string) => string;
  /** own background lines and their rate per minute */
  bg: Line[];
  bgPerMin: number;
  health?: string;
}

export interface Estate {
  key: string;
  namespace: string;
  traceIds: boolean;
  services: Svc[];
  flows: { w: number; hops: string[]; paths: string[] }[];
  reqPerSec: number;
  noisy: { svc: string; level: Level; line: Line; everySec: number };
  deprecations: { svc: string; msg: string }[];
  jobs: { svc: string; everySec: number; line: Line }[];
  retriesOk: { svc: string; line: Line }[];
  deploys: { svc: string; lines: string[] }[];
  benign: { svc: string; level: Level; line: Line }[];
}

const ms = (r: Rng, a = 8, b = 240) => r.int(a, b);
const sid = (r: Rng) => `s${r.num(7)}`;
const course = (r: Rng) => r.pick(["CS101", "MATH204", "BIO110", "HIST230", "ECON101", "PHYS150", "CHEM121", "PSY100"]);

const northgate: Estate = {
  key: "northgate",
  namespace: "ngu-prod",
  traceIds: true,
  reqPerSec: 1.6,
  services: [
    {
      name: "campus-portal",
      rt: "node",
      hop: (r) => `rendered dashboard for ${sid(r)}`,
      access: (r, s, t, p) => `${p}${r.int(1000, 9999)} ${s} ${t}ms`,
      bg: [(r) => `session store: ${r.int(1800, 2600)} active sessions`],
      bgPerMin: 2,
      health: "GET /healthz 200 1ms",
    },
    {
      name: "sso-bridge",
      rt: "java",
      hop: (r) => `SAML assertion validated for ${sid(r)}@northgate.edu (authnContext=PasswordProtectedTransport)`,
      bg: [
        (r) => `Refreshed IdP metadata from https://idp.northgate.edu/idp/shibboleth (${r.int(38, 44)} KB, unchanged)`,
      ],
      bgPerMin: 1,
      health: "GET /actuator/health 200",
    },
    {
      name: "lms-core",
      rt: "java",
      hop: (r) =>
        r.pick([
          `Loaded course ${course(r)}-F26 with ${r.int(3, 14)} modules in ${ms(r)}ms`,
          `Assignment A${r.num(5)} submitted by ${sid(r)} (on time)`,
          `Rendered syllabus ${course(r)} in ${ms(r, 5, 60)}ms`,
        ]),
      bg: [(r) => `HikariPool-1 - Pool stats (total=20, active=${r.int(2, 9)}, idle=${r.int(9, 16)}, waiting=0)`],
      bgPerMin: 2,
      health: "GET /actuator/health 200",
    },
    {
      name: "submission-store",
      rt: "go",
      hop: (r) => `stored submission blob key=subm/${r.hex(12)}.pdf size=${r.int(80, 9000)}KB`,
      bg: [(r) => `gc cycle done heap=${r.int(60, 140)}MB`],
      bgPerMin: 1,
    },
    {
      name: "plagiarism-check",
      rt: "python",
      hop: (r) => `similarity report ready for submission ${r.hex(10)}: ${r.int(0, 38)}% overlap`,
      bg: [(r) => `celery@plag-worker-${r.int(1, 4)} ready. queue depth=${r.int(0, 12)}`],
      bgPerMin: 2,
    },
    {
      name: "gradebook",
      rt: "java",
      hop: (r) => `Grade posted ${course(r)} A${r.num(5)} ${sid(r)} score=${r.int(40, 100)}/100`,
      bg: [(r) => `Recalculated final grades for section ${course(r)}-0${r.int(1, 4)} (${r.int(20, 240)} students)`],
      bgPerMin: 1,
    },
    {
      name: "sis-sync",
      rt: "python",
      hop: (r) => `pushed grade change to Banner for ${sid(r)} (term 202610)`,
      bg: [(r) => `enrolment delta applied: +${r.int(0, 6)} -${r.int(0, 4)} rows`],
      bgPerMin: 1,
    },
    {
      name: "lecture-capture",
      rt: "go",
      hop: (r) => `upload complete lecture=${course(r)}-L${r.int(1, 28)} bytes=${r.int(200, 1900)}MB`,
      bg: [(r) => `room capture agent ${r.pick(["HUM-102", "SCI-A1", "ENG-210"])} heartbeat ok`],
      bgPerMin: 2,
    },
    {
      name: "transcode-farm",
      rt: "cpp",
      hop: (r) => `job ${r.hex(8)}: 1080p->720p,480p done in ${r.int(40, 400)}s (x264 preset=veryfast)`,
      bg: [(r) => `slots busy=${r.int(1, 8)}/8 queue=${r.int(0, 30)}`],
      bgPerMin: 2,
    },
    {
      name: "notify",
      rt: "ruby",
      hop: (r) => `Enqueued GradePostedMailer for ${sid(r)}`,
      bg: [(r) => `Performed DigestMailerJob (Job ID: ${r.hex(8)}) in ${r.int(20, 300)}ms`],
      bgPerMin: 3,
    },
  ],
  flows: [
    { w: 5, hops: ["campus-portal", "sso-bridge", "lms-core"], paths: ["GET /courses/", "GET /courses/modules/"] },
    {
      w: 3,
      hops: ["campus-portal", "lms-core", "submission-store", "plagiarism-check"],
      paths: ["POST /assignments/"],
    },
    { w: 3, hops: ["campus-portal", "gradebook", "sis-sync"], paths: ["POST /grades/"] },
    { w: 1, hops: ["campus-portal", "lecture-capture", "transcode-farm"], paths: ["POST /lectures/"] },
  ],
  noisy: {
    svc: "notify",
    level: "error",
    everySec: 11,
    line: (r) =>
      `Net::SMTPFatalError: 550 5.1.1 <${r.pick(["alum", "old", "x"])}${r.num(5)}@northgate.edu>: Recipient address rejected: User unknown in virtual mailbox table`,
  },
  deprecations: [
    {
      svc: "lms-core",
      msg: "Deprecated configuration property 'spring.redis.host' used; use 'spring.data.redis.host' instead",
    },
    {
      svc: "plagiarism-check",
      msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version",
    },
  ],
  jobs: [
    {
      svc: "sis-sync",
      everySec: 120,
      line: (r) =>
        `roster sync term=202610 finished: ${r.int(31000, 31400)} enrolments, ${r.int(0, 9)} skipped (student status=dropped)`,
    },
    { svc: "gradebook", everySec: 300, line: () => "Scheduled task 'lateSubmissionSweep' completed" },
  ],
  retriesOk: [
    { svc: "sis-sync", line: () => "Banner Ethos GET /api/persons returned 502, retry 1/3 in 2s" },
    { svc: "submission-store", line: () => "PutObject throttled (SlowDown), retrying attempt=2" },
  ],
  deploys: [
    {
      svc: "notify",
      lines: ["Booting Puma", "Puma starting in cluster mode... version 6.4.2", "* Listening on http://0.0.0.0:3000"],
    },
    { svc: "gradebook", lines: ["Started GradebookApplication in 14.212 seconds (process running for 15.03)"] },
  ],
  benign: [
    {
      svc: "lms-core",
      level: "warn",
      line: (r) => `Submission refused for assignment A${r.num(5)}: deadline passed at 23:59 (student ${sid(r)})`,
    },
    {
      svc: "sso-bridge",
      level: "info",
      line: (r) => `Session expired for ${sid(r)}@northgate.edu, redirecting to IdP`,
    },
    {
      svc: "lecture-capture",
      level: "warn",
      line: (r) => `upload rejected: file size ${r.int(5, 9)}.${r.int(1, 9)}GB exceeds limit 4GB`,
    },
    { svc: "gradebook", level: "info", line: (r) => `Skipped grade sync for ${sid(r)}: enrolment status DROPPED` },
  ],
};

const learnloop: Estate = {
  key: "learnloop",
  namespace: "learnloop-live",
  traceIds: true,
  reqPerSec: 2.2,
  services: [
    {
      name: "edge-api",
      rt: "node",
      hop: () => "ok",
      access: (r, s, t, p) => `${p.replace("{id}", r.hex(6))} ${s} ${t} ms - ${r.int(200, 9000)}`,
      bg: [(r) => `event loop lag p99=${r.int(2, 14)}ms`],
      bgPerMin: 2,
      health: "GET /ping 200 0 ms - 2",
    },
    {
      name: "catalog",
      rt: "node",
      hop: (r) =>
        `served course listing page=${r.int(1, 40)} locale=${r.pick(["en", "es", "pt-BR", "de"])} cache=${r.pick(["hit", "hit", "miss"])}`,
      bg: [(r) => `search index warm: ${r.int(4100, 4200)} courses`],
      bgPerMin: 1,
    },
    {
      name: "enrolment",
      rt: "ruby",
      hop: (r) =>
        `Completed 201 Created in ${ms(r, 30, 300)}ms (Views: 0.4ms | ActiveRecord: ${r.int(3, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 9000)})`,
      bg: [(r) => `[ActiveJob] Performed EnrolmentReminderJob in ${r.int(10, 90)}ms`],
      bgPerMin: 2,
    },
    {
      name: "coupon-svc",
      rt: "python",
      hop: (r) =>
        `coupon ${r.pick(["SPRING25", "WELCOME10", "none", "none", "EDU50"])} evaluated for order ord_${r.hex(10)}`,
      bg: [() => "expired coupons purged: 0"],
      bgPerMin: 1,
    },
    {
      name: "billing",
      rt: "go",
      hop: (r) =>
        `charge succeeded pi_${r.hex(14)} amount=${r.int(19, 399)}.00 currency=${r.pick(["usd", "eur", "gbp"])}`,
      bg: [(r) => `webhook invoice.paid processed evt_${r.hex(14)}`],
      bgPerMin: 2,
    },
    {
      name: "certs",
      rt: "python",
      hop: (r) => `certificate LL-${r.num(8)} rendered and signed (${r.int(80, 400)}ms)`,
      bg: [(r) => `verification lookups last minute: ${r.int(3, 40)}`],
      bgPerMin: 1,
    },
    {
      name: "live-rooms",
      rt: "go",
      hop: (r) =>
        `participant joined room=${r.hex(6)} ice=${r.pick(["host", "srflx", "relay"])} rtt=${r.int(20, 180)}ms`,
      bg: [(r) => `rooms active=${r.int(30, 90)} participants=${r.int(400, 1600)}`],
      bgPerMin: 3,
    },
    {
      name: "media-ingest",
      rt: "node",
      hop: (r) => `upload ${r.hex(10)} stored to gs://learnloop-media/raw/ (${r.int(10, 900)} MB)`,
      bg: [(r) => `multipart sessions open: ${r.int(2, 20)}`],
      bgPerMin: 1,
    },
    {
      name: "email-out",
      rt: "go",
      hop: () => "queued",
      bg: [(r) => `sent ${r.int(20, 200)} messages via ses batch`],
      bgPerMin: 2,
    },
  ],
  flows: [
    { w: 6, hops: ["edge-api", "catalog"], paths: ["GET /v1/courses", "GET /v1/courses/{id}"] },
    { w: 3, hops: ["edge-api", "enrolment", "coupon-svc", "billing"], paths: ["POST /v1/enrolments"] },
    { w: 2, hops: ["edge-api", "certs"], paths: ["GET /v1/certificates/{id}"] },
    { w: 3, hops: ["edge-api", "live-rooms"], paths: ["POST /v1/live/{id}/join"] },
    { w: 1, hops: ["edge-api", "media-ingest"], paths: ["POST /v1/uploads"] },
  ],
  noisy: {
    svc: "email-out",
    level: "warn",
    everySec: 9,
    line: (r) =>
      `hard bounce recipient=${r.hex(6)}@${r.pick(["gmail.com", "yahoo.com", "hotmail.com"])} smtp=550 5.1.1 suppressed`,
  },
  deprecations: [
    {
      svc: "edge-api",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    { svc: "enrolment", msg: "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead." },
  ],
  jobs: [
    {
      svc: "certs",
      everySec: 180,
      line: (r) => `batch issue: ${r.int(10, 80)} certificates queued for completed cohort ${r.hex(4)}`,
    },
    { svc: "billing", everySec: 240, line: () => "reconciliation with payouts ledger ok" },
  ],
  retriesOk: [
    { svc: "billing", line: () => "stripe request retry: attempt=2 reason=connection_reset idempotency_key reused" },
    { svc: "media-ingest", line: () => "GCS resumable upload chunk 503, retrying (1/5)" },
  ],
  deploys: [
    { svc: "catalog", lines: ["Server listening on port 8080", "catalog v4.18.2 ready"] },
    {
      svc: "coupon-svc",
      lines: [
        "Started server process [1]",
        "Application startup complete.",
        "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)",
      ],
    },
  ],
  benign: [
    {
      svc: "coupon-svc",
      level: "warn",
      line: (r) => `coupon ${r.pick(["BLACKFRIDAY", "SUMMER23", "FREECOURSE"])} rejected: expired or unknown`,
    },
    { svc: "billing", level: "warn", line: (r) => `card declined pi_${r.hex(14)} decline_code=insufficient_funds` },
    { svc: "media-ingest", level: "warn", line: (r) => `413 upload too large: ${r.int(3, 8)} GB > 2 GB` },
    {
      svc: "live-rooms",
      level: "info",
      line: (r) => `participant ${r.hex(6)} left: camera permission denied by browser (NotAllowedError)`,
    },
  ],
};

const examwise: Estate = {
  key: "examwise",
  namespace: "examwise-eu",
  traceIds: false,
  reqPerSec: 2.5,
  services: [
    {
      name: "exam-portal",
      rt: "dotnet",
      hop: () => "ok",
      access: (r, s, t, p) =>
        `Request finished HTTP/1.1 ${p.replace("{id}", r.num(6))} - ${s} - application/json ${t}.${r.int(1000, 9999)}ms`,
      bg: [(r) => `Hosting: connections=${r.int(300, 900)}`],
      bgPerMin: 1,
      health: "Health check 'self' completed: Healthy",
    },
    {
      name: "session-broker",
      rt: "dotnet",
      hop: (r) =>
        `Exam session ES-${r.num(7)} opened for candidate C${r.num(6)} (exam ${r.pick(["LAW-BAR-1", "CPA-AUD", "NURS-NCLEX", "UNI-STAT2"])})`,
      bg: [(r) => `Active exam sessions: ${r.int(800, 2400)}`],
      bgPerMin: 2,
    },
    {
      name: "lockdown-svc",
      rt: "node",
      hop: (r) =>
        `lockdown handshake ok client=${r.pick(["3.8.1", "3.8.2", "3.9.0"])} os=${r.pick(["win11", "macos14", "win10"])}`,
      bg: [(r) => `blocked process report: ${r.int(0, 6)} processes terminated on candidate machines`],
      bgPerMin: 1,
    },
    {
      name: "id-check",
      rt: "python",
      hop: (r) =>
        `ID verified candidate=C${r.num(6)} doc=${r.pick(["passport", "driving_licence", "national_id"])} face_match=0.${r.int(86, 99)}`,
      bg: [(r) => `model face-match-v7 loaded on worker ${r.int(1, 4)}`],
      bgPerMin: 1,
    },
    {
      name: "stream-relay",
      rt: "go",
      hop: () => "ok",
      access: (r, s, t, p) => `ingest segment candidate=C${r.num(6)} track=${p} status=${s} dur=${t}ms`,
      bg: [(r) => `active streams=${r.int(1500, 4200)} ingress=${r.int(300, 900)}Mbps`],
      bgPerMin: 2,
    },
    {
      name: "recording-store",
      rt: "go",
      hop: (r) => `segment persisted key=rec/${r.hex(8)}/${r.int(1, 400)}.webm bytes=${r.int(200, 900)}k`,
      bg: [(r) => `volume /data/recordings used=${r.int(51, 58)}%`],
      bgPerMin: 1,
    },
    {
      name: "flag-engine",
      rt: "python",
      hop: (r) =>
        `frames analysed=${r.int(20, 60)} flags=${r.pick(["none", "none", "none", "gaze_away", "second_face"])}`,
      bg: [(r) => `inference batch size=${r.int(16, 64)} p95=${r.int(30, 90)}ms`],
      bgPerMin: 2,
    },
    {
      name: "results-api",
      rt: "dotnet",
      hop: (r) => `Result R-${r.num(7)} returned (score ${r.int(30, 100)}, review=${r.pick(["none", "pending"])})`,
      bg: [() => "Outbox dispatcher idle"],
      bgPerMin: 1,
    },
    {
      name: "scheduler",
      rt: "java",
      hop: () => "ok",
      bg: [(r) => `Job reminder-emails fired, ${r.int(20, 400)} reminders queued`],
      bgPerMin: 1,
    },
  ],
  flows: [
    { w: 3, hops: ["exam-portal", "session-broker", "lockdown-svc"], paths: ["POST /api/sessions/start"] },
    { w: 2, hops: ["exam-portal", "id-check"], paths: ["POST /api/idcheck"] },
    { w: 5, hops: ["stream-relay", "recording-store"], paths: ["webcam", "screen"] },
    { w: 4, hops: ["stream-relay", "flag-engine"], paths: ["webcam"] },
    { w: 2, hops: ["exam-portal", "results-api"], paths: ["GET /api/results/{id}"] },
  ],
  noisy: {
    svc: "scheduler",
    level: "warn",
    everySec: 13,
    line: (r) =>
      `Handling ${r.int(1, 3)} trigger(s) that missed their scheduled fire-time. (trigger 'DEFAULT.proctor-report-${r.int(1, 40)}')`,
  },
  deprecations: [
    {
      svc: "exam-portal",
      msg: "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:8080'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
    },
    { svc: "id-check", msg: "FutureWarning: `resume_download` is deprecated and will be removed in version 1.0.0." },
  ],
  jobs: [
    { svc: "results-api", everySec: 150, line: (r) => `Export to LMS completed: ${r.int(10, 300)} results pushed` },
    {
      svc: "recording-store",
      everySec: 200,
      line: (r) => `retention sweep: deleted ${r.int(50, 400)} recordings older than 90d`,
    },
  ],
  retriesOk: [
    { svc: "stream-relay", line: () => "publisher reconnected after ICE restart (attempt 1)" },
    { svc: "id-check", line: () => "document OCR provider returned 503, retried ok" },
  ],
  deploys: [
    {
      svc: "results-api",
      lines: ["Now listening on: http://[::]:8080", "Application started. Press Ctrl+C to shut down."],
    },
    { svc: "flag-engine", lines: ["Booting worker with pid: 41", "config reloaded: gaze_threshold=0.35"] },
  ],
  benign: [
    {
      svc: "flag-engine",
      level: "warn",
      line: (r) => `candidate C${r.num(6)} flagged: gaze away from screen for ${r.int(6, 30)}s`,
    },
    {
      svc: "stream-relay",
      level: "warn",
      line: (r) => `candidate C${r.num(6)} webcam unavailable: NotAllowedError (permission denied by browser)`,
    },
    {
      svc: "id-check",
      level: "warn",
      line: (r) => `ID check retry requested for C${r.num(6)}: document glare, score 0.${r.int(20, 50)}`,
    },
    {
      svc: "lockdown-svc",
      level: "warn",
      line: (r) =>
        `candidate C${r.num(6)} attempted to open ${r.pick(["Discord", "TeamViewer", "chrome.exe"])}, blocked`,
    },
  ],
};

const halden: Estate = {
  key: "halden",
  namespace: "halden",
  traceIds: false,
  reqPerSec: 1.4,
  services: [
    {
      name: "moodle",
      rt: "php",
      hop: () => "ok",
      access: (r, s, t, p) => `"${p}${r.int(100, 9999)} HTTP/1.1" ${s} ${r.int(800, 60000)} ${t}ms`,
      bg: [() => "Cron task \\core\\task\\session_cleanup_task completed"],
      bgPerMin: 2,
    },
    {
      name: "cas-login",
      rt: "java",
      hop: (r) =>
        `Authentication transaction succeeded for [${r.pick(["jdoe", "mkhan", "lchen", "apatel", "sbrown"])}${r.int(1, 99)}]`,
      bg: [() => "Ticket registry cleaner removed expired tickets"],
      bgPerMin: 1,
    },
    {
      name: "turnitin-bridge",
      rt: "ruby",
      hop: (r) => `Submitted paper ${r.hex(8)} to Turnitin, id=oid:${r.num(10)}`,
      bg: [() => "Polling similarity reports"],
      bgPerMin: 1,
    },
    {
      name: "bbb-web",
      rt: "java",
      hop: (r) =>
        `Meeting ${r.hex(12)} join user ${r.int(1000, 9999)} role=${r.pick(["VIEWER", "VIEWER", "MODERATOR"])}`,
      bg: [(r) => `meetings=${r.int(5, 40)} users=${r.int(100, 900)}`],
      bgPerMin: 2,
    },
    {
      name: "video-portal",
      rt: "python",
      hop: (r) => `"POST /lectures/upload/ HTTP/1.1" 202 ${r.int(40, 200)}`,
      access: (r, s, t, p) => `"${p.replace("{id}", String(r.int(1, 900)))} HTTP/1.1" ${s} ${t}`,
      bg: [() => "lecture index refreshed"],
      bgPerMin: 1,
    },
    {
      name: "media-worker",
      rt: "cpp",
      hop: (r) => `encode ${r.hex(8)} done: ${r.int(20, 90)} min lecture, speed=${r.int(3, 9)}.${r.int(0, 9)}x`,
      bg: [(r) => `queue length ${r.int(0, 14)}`],
      bgPerMin: 1,
    },
    {
      name: "pay-gateway",
      rt: "dotnet",
      hop: (r) => `Fee payment FP${r.num(7)} authorised, amount GBP ${r.int(20, 900)}.00`,
      bg: [() => "PSP webhook listener alive"],
      bgPerMin: 1,
    },
    {
      name: "sis-connector",
      rt: "python",
      hop: (r) => `roster for course ${course(r)} returned ${r.int(12, 220)} students`,
      bg: [() => "student records cache refreshed"],
      bgPerMin: 1,
    },
    {
      name: "mailer",
      rt: "python",
      hop: () => "ok",
      bg: [(r) => `delivered ${r.int(1, 30)} forum digests`],
      bgPerMin: 2,
    },
  ],
  flows: [
    { w: 5, hops: ["moodle", "cas-login"], paths: ["GET /login/index.php?ticket=ST-", "GET /course/view.php?id="] },
    { w: 2, hops: ["moodle", "turnitin-bridge"], paths: ["POST /mod/assign/view.php?id="] },
    { w: 2, hops: ["moodle", "bbb-web"], paths: ["GET /mod/bigbluebuttonbn/bbb_view.php?id="] },
    { w: 1, hops: ["video-portal", "media-worker"], paths: ["POST /lectures/upload/"] },
    { w: 1, hops: ["moodle", "pay-gateway"], paths: ["POST /enrol/fee/pay.php?id="] },
    { w: 2, hops: ["moodle", "sis-connector"], paths: ["GET /local/sis/roster.php?course="] },
  ],
  noisy: {
    svc: "moodle",
    level: "warn",
    everySec: 10,
    line: () =>
      'PHP Warning:  Undefined array key "theme_boost_campus" in /var/www/moodle/theme/halden/lib.php on line 88',
  },
  deprecations: [
    {
      svc: "moodle",
      msg: "PHP Deprecated:  Creation of dynamic property mod_quiz\\output\\renderer::$page is deprecated in /var/www/moodle/mod/quiz/renderer.php on line 37",
    },
    { svc: "video-portal", msg: "RemovedInDjango51Warning: The USE_L10N setting is deprecated." },
  ],
  jobs: [
    {
      svc: "sis-connector",
      everySec: 180,
      line: (r) => `nightly-delta: enrolments synced=${r.int(10, 80)} skipped=${r.int(0, 5)} (withdrawn students)`,
    },
    { svc: "mailer", everySec: 120, line: () => "assignment deadline reminders sent" },
  ],
  retriesOk: [
    { svc: "turnitin-bridge", line: () => "Faraday::TimeoutError on poll, retrying (1/3)" },
    { svc: "pay-gateway", line: () => "Polly: retry 1 of 3 after 200ms for PSP status check" },
  ],
  deploys: [
    { svc: "mailer", lines: ["Starting gunicorn 21.2.0", "Listening at: http://0.0.0.0:8000 (1)"] },
    { svc: "bbb-web", lines: ["Started Application in 9.41 seconds", "config reloaded: maxParticipants=150"] },
  ],
  benign: [
    {
      svc: "moodle",
      level: "info",
      line: (r) => `assign: submission for user ${r.int(1000, 9999)} refused, cut-off date passed`,
    },
    {
      svc: "cas-login",
      level: "warn",
      line: (r) => `Authentication failed for [${r.pick(["jdoe", "tkim", "rgarcia"])}${r.int(1, 99)}]: bad password`,
    },
    {
      svc: "turnitin-bridge",
      level: "warn",
      line: () => "Submission rejected by Turnitin: file smaller than 20 words",
    },
    {
      svc: "pay-gateway",
      level: "warn",
      line: (r) => `Voucher code ${r.pick(["HALDEN20", "OPENDAY", "STAFF"])} invalid for programme`,
    },
  ],
};

export const ESTATES: Estate[] = [northgate, learnloop, examwise, halden];
