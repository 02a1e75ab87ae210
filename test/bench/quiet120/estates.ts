// The four made-up companies: their services, runtimes, everyday request traffic, jobs and standing noise.
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface Estate {
  key: "clutchwise" | "theorypal" | "slotsmart" | "dualtrack";
  company: string;
  namespace: string;
  traced: boolean;
  /** average lines one request chain writes */
  perFlow: number;
  runtimes: Record<string, Runtime>;
  core: string[];
  extra: string[];
  /** front door, a JVM/CLR service, a service with a SQL pool, a job runner */
  roles: { front: string; heavy: string; db: string; job: string };
  /** request chains; about six lines each */
  traffic(s: Stream, perMin: number): void;
  /** health checks, periodic jobs, the one constantly noisy service, deprecation warnings, retries that succeed */
  background(s: Stream): void;
}

const lp = (r: Rng) => `L${r.int(100000, 999999)}`;
const who = (r: Rng) => `lrn_${r.hex(8)}`;
const inst = (r: Rng) => `INS-${r.int(100, 480)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const reg = (r: Rng) =>
  `${r.pick(["LK", "YD", "GF", "BV", "RX", "MA"])}${r.int(19, 74)} ${r.pick(["XWD", "KPL", "OTR", "HJU", "CZB"])}`;
const dev = (r: Rng) => `DC-${r.int(10000, 19999)}`;

const probe = (s: Stream, svc: string, line: string, period = 10000) =>
  s.every(period, (t) => s.add(t, svc, "info", line), s.start, s.end, 300);

export const CLUTCHWISE: Estate = {
  key: "clutchwise",
  company: "Clutchwise Driving School",
  namespace: "clutchwise-prod",
  traced: true,
  perFlow: 4.9,
  runtimes: {
    "learner-web-bff": "node",
    "lesson-booking": "java",
    "instructor-calendar": "ruby",
    "pack-payments": "java",
    "learner-logbook": "python",
    "notify-sender": "go",
    "auth-svc": "node",
    "pricing-rules": "dotnet",
    "route-planner": "python",
    "cms-content": "node",
  },
  core: [
    "learner-web-bff",
    "lesson-booking",
    "instructor-calendar",
    "pack-payments",
    "learner-logbook",
    "notify-sender",
    "auth-svc",
    "pricing-rules",
  ],
  extra: ["route-planner", "cms-content"],
  roles: { front: "learner-web-bff", heavy: "lesson-booking", db: "lesson-booking", job: "learner-logbook" },
  traffic(s, perMin) {
    const r = s.rng;
    s.poisson(perMin * 0.45, (t) => {
      const id = s.tid();
      const o = { trace: id };
      const i = inst(r);
      s.add(t + 2, "auth-svc", "info", `token verified sub=${who(r)} scope=learner exp_in=${r.int(60, 3500)}s`, o);
      s.add(
        t + 9,
        "instructor-calendar",
        "info",
        `Completed 200 OK in ${ms(r, 18, 140)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: ${ms(r, 3, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(1800, 9000)})`,
        o,
      );
      s.add(
        t + 160,
        "lesson-booking",
        "info",
        `Lesson ${lp(r)} booked for ${who(r)} with ${i} on 2026-12-${r.int(10, 28)}T${r.int(8, 18)}:00 (60 min, manual)`,
        o,
      );
      s.add(
        t + 170,
        "pricing-rules",
        "info",
        `Priced lesson: base 42.00 GBP, area band ${r.pick(["B", "C", "D"])}, pack credit applied`,
        o,
      );
      s.add(
        t + 210,
        "notify-sender",
        "info",
        `sms queued to=+4477****${r.int(1000, 9999)} template=lesson_confirmed provider=twilio`,
        o,
      );
      s.add(t + 240, "learner-web-bff", "info", `POST /api/v2/lessons 201 ${ms(r, 180, 420)}ms`, o);
    });
    s.poisson(perMin * 0.35, (t) => {
      const o = { trace: s.tid() };
      s.add(
        t + 4,
        "instructor-calendar",
        "info",
        `Started GET "/api/instructors/${inst(r)}/availability?week=2026-W50" for 10.42.${r.int(0, 9)}.${r.int(2, 250)}`,
        o,
      );
      s.add(
        t + 60,
        "instructor-calendar",
        "info",
        `Completed 200 OK in ${ms(r, 30, 180)}ms (Views: 1.2ms | ActiveRecord: ${ms(r, 8, 60)}.4ms | Allocations: ${r.int(4000, 20000)})`,
        o,
      );
      s.add(t + 80, "learner-web-bff", "info", `GET /api/v2/instructors/availability 200 ${ms(r, 60, 240)}ms`, o);
    });
    s.poisson(perMin * 0.25, (t) => {
      const o = { trace: s.tid() };
      s.add(t + 30, "learner-logbook", "info", `"POST /api/logbook/entries HTTP/1.1" 201 ${r.int(300, 900)}`, o);
      s.add(
        t + 34,
        "learner-logbook",
        "info",
        `logbook entry saved learner=${who(r)} minutes=${r.pick([60, 90, 120])} skills=[${r.pick(["roundabouts", "parallel_park", "dual_carriageway", "emergency_stop"])}]`,
        o,
      );
      s.add(t + 50, "learner-web-bff", "info", `POST /api/v2/logbook 201 ${ms(r, 40, 200)}ms`, o);
    });
    s.poisson(perMin * 0.12, (t) => {
      const o = { trace: s.tid() };
      s.add(
        t + 20,
        "pack-payments",
        "info",
        `PaymentIntent pi_${r.hex(14)} succeeded amount=${r.pick(["399.00", "219.00", "749.00"])} GBP pack=${r.pick([10, 5, 20])}x60`,
        o,
      );
      s.add(t + 60, "learner-web-bff", "info", `POST /api/v2/packs/checkout 200 ${ms(r, 500, 1400)}ms`, o);
      s.add(t + 90, "cms-content", "info", `GET /content/pack-faq 200 ${ms(r, 3, 20)}ms cache=HIT`, o);
    });
    s.poisson(perMin * 0.08, (t) => {
      s.add(
        t,
        "route-planner",
        "info",
        `built practice route test_centre=${r.pick(["Wood Green", "Mill Hill", "Hendon", "Tolworth"])} waypoints=${r.int(12, 30)} (${ms(r, 40, 300)}ms)`,
      );
    });
  },
  background(s) {
    const r = s.rng;
    probe(s, "lesson-booking", `GET /actuator/health 200 ${r.int(2, 9)}ms (kube-probe/1.29)`);
    probe(s, "notify-sender", `"GET /healthz" status=200 dur=0.3ms ua=kube-probe/1.29`);
    probe(
      s,
      "pricing-rules",
      "Request finished HTTP/1.1 GET http://pricing-rules:8080/health - 200 - text/plain 0.8ms",
      15000,
    );
    // the noisy one: an old postcode in the instructor area table that never geocodes
    s.every(r.int(9000, 16000), (t) =>
      s.add(
        t,
        "instructor-calendar",
        "error",
        `Geocoder::OverQueryLimitError ignored for postcode "${r.pick(["N22 5QJ", "HA8 0XX", "EN5 9ZZ"])}": falling back to area centroid`,
      ),
    );
    s.every(
      60000,
      (t) =>
        s.add(
          t,
          "learner-web-bff",
          "warn",
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        ),
      s.start,
      s.end,
      5000,
    );
    s.every(120000, (t) =>
      s.add(
        t,
        "lesson-booking",
        "warn",
        "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      ),
    );
    s.every(30000, (t) =>
      s.add(
        t,
        "notify-sender",
        "info",
        `twilio status callbacks processed=${r.int(4, 40)} delivered=${r.int(4, 38)} lag=${r.int(1, 6)}s`,
      ),
    );
    s.every(60000, (t) =>
      s.add(
        t,
        "learner-logbook",
        "info",
        `celery beat: sending due task logbook.tasks.reconcile_minutes (logbook.tasks.reconcile_minutes)`,
      ),
    );
    s.poisson(0.7, (t) => {
      const n = r.int(1, 2);
      s.add(
        t,
        "notify-sender",
        "warn",
        `twilio send failed (attempt ${n}/5): Post "https://api.twilio.com/2010-04-01/Accounts/AC***/Messages.json": EOF; retrying in ${n * 250}ms`,
      );
      s.add(t + n * 260 + 180, "notify-sender", "info", `sms accepted sid=SM${r.hex(32)} after ${n + 1} attempts`);
    });
  },
};

export const THEORYPAL: Estate = {
  key: "theorypal",
  company: "TheoryPal",
  namespace: "theorypal",
  traced: false,
  perFlow: 2.4,
  runtimes: {
    "theory-api": "node",
    "question-bank": "python",
    "mock-exam": "python",
    "progress-tracker": "go",
    "sub-billing": "ruby",
    "push-notifier": "node",
    "hazard-clips": "go",
    "auth-gateway": "java",
    leaderboard: "dotnet",
    "content-importer": "python",
  },
  core: [
    "theory-api",
    "question-bank",
    "mock-exam",
    "progress-tracker",
    "sub-billing",
    "push-notifier",
    "hazard-clips",
    "auth-gateway",
  ],
  extra: ["leaderboard", "content-importer"],
  roles: { front: "theory-api", heavy: "auth-gateway", db: "progress-tracker", job: "leaderboard" },
  traffic(s, perMin) {
    const r = s.rng;
    s.poisson(perMin * 0.4, (t) => {
      const u = `u_${r.hex(10)}`;
      s.add(
        t,
        "auth-gateway",
        "info",
        `Access token validated for ${u} client=theorypal-${r.pick(["ios", "android", "web"])}`,
      );
      s.add(
        t + 12,
        "question-bank",
        "info",
        `10.8.${r.int(0, 3)}.${r.int(2, 250)}:${r.int(30000, 60000)} - "GET /v1/questions/batch?topic=${r.pick(["alertness", "attitude", "safety-margins", "hazard-awareness", "vulnerable-road-users", "road-signs"])}&n=${r.pick([10, 25, 50])} HTTP/1.1" 200`,
      );
      const n = r.pick([10, 25, 50]);
      s.add(
        t + 40,
        "progress-tracker",
        "info",
        `answers recorded user=${u} n=${n} correct=${r.int(Math.floor(n / 3), n)} dur=${ms(r, 3, 25)}ms`,
      );
      s.add(t + 70, "theory-api", "info", `GET /v3/practice/next 200 ${ms(r, 40, 180)}ms`);
    });
    s.poisson(perMin * 0.25, (t) => {
      const id = `mx_${r.hex(8)}`;
      s.add(
        t,
        "mock-exam",
        "info",
        `10.8.1.${r.int(2, 250)}:${r.int(30000, 60000)} - "POST /v2/mock-exams HTTP/1.1" 201 Created`,
      );
      s.add(
        t + 5,
        "mock-exam",
        "info",
        `exam ${id} assembled: 50 questions from 14 topics, template=car-2026 in ${ms(r, 20, 90)}ms`,
      );
      s.add(t + 60, "theory-api", "info", `POST /v3/mock-exams 201 ${ms(r, 80, 260)}ms`);
    });
    s.poisson(perMin * 0.2, (t) => {
      const clip = `HPT-${r.int(100, 340)}`;
      s.add(t, "hazard-clips", "info", `signed url issued clip=${clip} ttl=900s edge=${r.pick(["lhr", "man", "dub"])}`);
      s.add(t + 30, "theory-api", "info", `GET /v3/hazard/clips/${clip} 200 ${ms(r, 15, 60)}ms`);
      s.add(t + 40000, "progress-tracker", "info", `hazard score saved clip=${clip} score=${r.int(0, 5)}/5`);
    });
    s.poisson(perMin * 0.1, (t) => {
      s.add(
        t,
        "sub-billing",
        "info",
        `Completed 200 OK in ${ms(r, 40, 300)}ms (Views: 0.3ms | ActiveRecord: ${ms(r, 4, 30)}.1ms | Allocations: ${r.int(3000, 15000)})`,
      );
      s.add(
        t + 3,
        "sub-billing",
        "info",
        `receipt verified store=${r.pick(["app_store", "play"])} product=tp.premium.${r.pick(["monthly", "annual"])} status=active`,
      );
    });
    s.poisson(perMin * 0.08, (t) => {
      s.add(
        t,
        "leaderboard",
        "info",
        `Request finished HTTP/1.1 GET http://leaderboard:8080/api/boards/weekly?region=${r.pick(["london", "north-west", "scotland", "wales"])} - 200 - application/json ${r.int(2, 30)}.${r.int(0, 9)}ms`,
      );
    });
  },
  background(s) {
    const r = s.rng;
    probe(s, "progress-tracker", `"GET /healthz" status=200 dur=0.2ms ua=kube-probe/1.30`);
    probe(s, "question-bank", `10.8.0.1:${r.int(40000, 60000)} - "GET /healthz HTTP/1.1" 200 OK`);
    probe(s, "hazard-clips", `"GET /readyz" status=200 dur=0.1ms ua=kube-probe/1.30`, 15000);
    // the noisy one: push-notifier keeps failing to reach tokens of uninstalled apps
    s.every(r.int(7000, 12000), (t) =>
      s.add(
        t,
        "push-notifier",
        "error",
        `FCM send failed for token ${r.hex(6)}...: messaging/registration-token-not-registered (Requested entity was not found.)`,
      ),
    );
    s.every(90000, (t) =>
      s.add(
        t,
        "question-bank",
        "warn",
        `/app/qb/models.py:88: PydanticDeprecatedSince20: The \`dict\` method is deprecated; use \`model_dump\` instead. Deprecated in Pydantic V2.0 to be removed in V3.0.`,
      ),
    );
    s.every(150000, (t) =>
      s.add(
        t,
        "sub-billing",
        "warn",
        "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2.",
      ),
    );
    s.every(60000, (t) =>
      s.add(
        t,
        "progress-tracker",
        "info",
        `streak job: updated ${r.int(80, 900)} streaks, ${r.int(0, 40)} reset (took ${r.int(40, 400)}ms)`,
      ),
    );
    s.every(
      30000,
      (t) => s.add(t, "auth-gateway", "info", `JWKS refreshed from cache: 2 keys (kid=tp-2026-10, tp-2026-11)`),
      s.start,
      s.end,
      2000,
    );
    s.poisson(0.6, (t) => {
      s.add(
        t,
        "hazard-clips",
        "warn",
        `cdn purge attempt 1 failed: Post "https://api.fastly.com/service/***/purge/clip-${r.int(100, 340)}": context deadline exceeded (Client.Timeout exceeded while awaiting headers); retrying`,
      );
      s.add(t + 1400, "hazard-clips", "info", `cdn purge ok clip-${r.int(100, 340)} (attempt 2)`);
    });
  },
};

export const SLOTSMART: Estate = {
  key: "slotsmart",
  company: "SlotSmart",
  namespace: "slotsmart-prod",
  traced: true,
  perFlow: 2.5,
  runtimes: {
    "booking-api": "java",
    "slot-poller": "go",
    "authority-connector": "dotnet",
    "waitlist-matcher": "node",
    "captcha-guard": "go",
    "sms-gateway": "python",
    "candidate-profile": "java",
    "audit-writer": "go",
    "admin-portal": "ruby",
    "reminder-cron": "python",
  },
  core: [
    "booking-api",
    "slot-poller",
    "authority-connector",
    "waitlist-matcher",
    "captcha-guard",
    "sms-gateway",
    "candidate-profile",
    "audit-writer",
  ],
  extra: ["admin-portal", "reminder-cron"],
  roles: { front: "booking-api", heavy: "candidate-profile", db: "candidate-profile", job: "reminder-cron" },
  traffic(s, perMin) {
    const r = s.rng;
    const centre = () => r.pick(["Goodmayes", "Barnet", "Wanstead", "Borehamwood", "Chertsey", "Pinner", "Mitcham"]);
    s.poisson(perMin * 0.45, (t) => {
      const o = { trace: s.tid() };
      s.add(
        t,
        "captcha-guard",
        "info",
        `challenge passed score=0.${r.int(7, 9)} ip=81.${r.int(2, 250)}.${r.int(0, 255)}.${r.int(1, 254)} path=/api/slots/search`,
        o,
      );
      s.add(
        t + 15,
        "authority-connector",
        "info",
        `Slot availability fetched for centre ${centre()} (${r.int(0, 6)} slots) in ${ms(r, 120, 700)}ms`,
        o,
      );
      s.add(t + 700, "booking-api", "info", `GET /api/slots/search 200 ${ms(r, 150, 800)}ms candidates=1`, o);
    });
    s.poisson(perMin * 0.25, (t) => {
      const o = { trace: s.tid() };
      const c = `C-${r.int(1000000, 9999999)}`;
      s.add(
        t,
        "candidate-profile",
        "info",
        `Loaded candidate ${c} (licence ****${r.int(100, 999)}, theory pass valid)`,
        o,
      );
      s.add(
        t + 30,
        "waitlist-matcher",
        "info",
        `watch registered candidate=${c} centres=${r.int(1, 4)} window=${r.int(7, 60)}d`,
        o,
      );
      s.add(
        t + 60,
        "audit-writer",
        "info",
        `audit event candidate.watch.created appended seq=${r.int(100000, 999999)}`,
        o,
      );
      s.add(t + 80, "booking-api", "info", `POST /api/watches 201 ${ms(r, 60, 200)}ms`, o);
    });
    s.poisson(perMin * 0.15, (t) => {
      const o = { trace: s.tid() };
      const c = `C-${r.int(1000000, 9999999)}`;
      s.add(
        t,
        "waitlist-matcher",
        "info",
        `offer sent candidate=${c} slot=${centre()} 2027-01-${r.int(10, 28)} ${r.int(8, 15)}:${r.pick(["04", "11", "27", "41", "55"])} expires_in=15m`,
        o,
      );
      s.add(
        t + 80,
        "sms-gateway",
        "info",
        `message accepted to=+4479****${r.int(1000, 9999)} ref=${r.hex(10)} route=primary`,
        o,
      );
    });
    s.poisson(perMin * 0.15, (t) => {
      s.add(
        t,
        "slot-poller",
        "info",
        `poll cycle centre=${centre()} new=${r.int(0, 2)} gone=${r.int(0, 3)} dur=${ms(r, 200, 900)}ms`,
      );
    });
    s.poisson(perMin * 0.05, (t) => {
      s.add(
        t,
        "admin-portal",
        "info",
        `Completed 200 OK in ${ms(r, 50, 200)}ms (Views: 12.4ms | ActiveRecord: 9.8ms | Allocations: ${r.int(9000, 30000)})`,
      );
    });
  },
  background(s) {
    const r = s.rng;
    probe(s, "booking-api", `GET /actuator/health/readiness 200 ${r.int(2, 8)}ms (kube-probe/1.29)`);
    probe(s, "captcha-guard", `"GET /healthz" status=200 dur=0.2ms ua=kube-probe/1.29`);
    probe(s, "authority-connector", "Health check /healthz completed: Healthy (3.1ms)", 15000);
    // the noisy one: a test-centre code the authority retired long ago is still in the poll list
    s.every(r.int(8000, 14000), (t) =>
      s.add(
        t,
        "slot-poller",
        "error",
        `poll failed centre=TC-${r.pick(["0417", "0933"])} status=404 body={"code":"CENTRE_NOT_FOUND","message":"Test centre is closed"}`,
      ),
    );
    s.every(120000, (t) =>
      s.add(
        t,
        "candidate-profile",
        "warn",
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      ),
    );
    s.every(100000, (t) =>
      s.add(
        t,
        "waitlist-matcher",
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      ),
    );
    s.every(30000, (t) =>
      s.add(
        t,
        "audit-writer",
        "info",
        `flushed ${r.int(40, 400)} audit events to s3://slotsmart-audit/2026/ in ${r.int(80, 400)}ms`,
      ),
    );
    s.every(60000, (t) =>
      s.add(t, "reminder-cron", "info", `reminders: ${r.int(0, 30)} test-day reminders due, ${r.int(0, 30)} sent`),
    );
    s.poisson(0.8, (t) => {
      s.add(
        t,
        "authority-connector",
        "warn",
        `Polly: retry 1 of 3 for GET /api/v1/test-centres/${r.int(100, 999)}/slots after HttpRequestException (An error occurred while sending the request.); delay 200ms`,
      );
      s.add(
        t + 900,
        "authority-connector",
        "info",
        `Slot availability fetched for centre ${r.int(100, 999)} after retry (${r.int(0, 4)} slots)`,
      );
    });
  },
};

export const DUALTRACK: Estate = {
  key: "dualtrack",
  company: "DualTrack Telematics",
  namespace: "dualtrack-fleet",
  traced: false,
  perFlow: 2.3,
  runtimes: {
    "device-gateway": "cpp",
    "trip-processor": "java",
    "harsh-event-scorer": "go",
    "fleet-api": "dotnet",
    "firmware-ota": "go",
    "map-matcher": "python",
    "instructor-app-bff": "node",
    "timeseries-writer": "go",
    "alert-notifier": "python",
    "geofence-svc": "go",
  },
  core: [
    "device-gateway",
    "trip-processor",
    "harsh-event-scorer",
    "fleet-api",
    "firmware-ota",
    "map-matcher",
    "instructor-app-bff",
    "timeseries-writer",
  ],
  extra: ["alert-notifier", "geofence-svc"],
  roles: { front: "instructor-app-bff", heavy: "trip-processor", db: "fleet-api", job: "firmware-ota" },
  traffic(s, perMin) {
    const r = s.rng;
    s.poisson(perMin * 0.5, (t) => {
      const d = dev(r);
      s.add(
        t,
        "device-gateway",
        "info",
        `[mqtt] PUBLISH from ${d} topic=car/${d}/telemetry qos=1 len=${r.int(300, 2400)}`,
      );
      s.add(
        t + 25,
        "trip-processor",
        "info",
        `Processed ${r.int(10, 120)} points for ${d} trip=T${r.int(100000, 999999)} (lag ${r.int(40, 900)}ms)`,
      );
      s.add(
        t + 60,
        "timeseries-writer",
        "info",
        `write ok measurement=telemetry points=${r.int(10, 120)} dur=${ms(r, 2, 20)}ms`,
      );
      if (r.chance(0.5))
        s.add(
          t + 80,
          "map-matcher",
          "info",
          `matched trace of ${r.int(10, 120)} points to ${r.int(2, 14)} road segments (osm 2026-10-28) in ${ms(r, 8, 90)}ms`,
        );
    });
    s.poisson(perMin * 0.25, (t) => {
      const v = reg(r);
      s.add(
        t,
        "fleet-api",
        "info",
        `Request finished HTTP/1.1 GET http://fleet-api/api/vehicles/${v.replace(" ", "")}/live - 200 - application/json ${r.int(4, 40)}.${r.int(0, 9)}ms`,
      );
      s.add(t + 20, "instructor-app-bff", "info", `GET /v1/car/live 200 ${ms(r, 20, 120)}ms`);
    });
    s.poisson(perMin * 0.12, (t) => {
      s.add(
        t,
        "harsh-event-scorer",
        "info",
        `scored trip T${r.int(100000, 999999)}: smoothness=${r.int(60, 99)} events=${r.int(0, 4)}`,
      );
      s.add(t + 40, "instructor-app-bff", "info", `GET /v1/lessons/current/summary 200 ${ms(r, 30, 160)}ms`);
    });
    s.poisson(perMin * 0.08, (t) =>
      s.add(t, "geofence-svc", "info", `car ${reg(r)} entered zone test-route-${r.int(1, 40)}`),
    );
    s.poisson(perMin * 0.05, (t) =>
      s.add(t, "alert-notifier", "info", `digest queued for instructor ${inst(r)} (${r.int(1, 6)} items)`),
    );
  },
  background(s) {
    const r = s.rng;
    probe(s, "trip-processor", `GET /actuator/health 200 ${r.int(2, 8)}ms (kube-probe/1.29)`);
    probe(s, "timeseries-writer", `"GET /ping" status=204 dur=0.1ms ua=kube-probe/1.29`);
    probe(s, "fleet-api", "Health check /health completed: Healthy (2.4ms)", 15000);
    s.every(15000, (t) =>
      s.add(
        t,
        "device-gateway",
        "info",
        `[stats] sessions=${r.int(1180, 1260)} msgs_in/s=${r.int(300, 520)} msgs_out/s=${r.int(280, 500)} rss=${r.int(410, 440)}MiB`,
      ),
    );
    // the noisy one: one test car's GNSS module has been broken for weeks
    s.every(r.int(6000, 11000), (t) =>
      s.add(
        t,
        "map-matcher",
        "error",
        "trace rejected for DC-10288: no GNSS fix in 120 points (hdop=99.9), skipping map matching",
      ),
    );
    s.every(120000, (t) =>
      s.add(
        t,
        "map-matcher",
        "warn",
        "/usr/local/lib/python3.12/site-packages/shapely/geometry/base.py:215: ShapelyDeprecationWarning: The 'type' attribute is deprecated, and will be removed in the future. You can use the 'geom_type' attribute instead.",
      ),
    );
    s.every(150000, (t) =>
      s.add(
        t,
        "fleet-api",
        "warn",
        "warn: Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository[50] Using an in-memory repository. Keys will not be persisted to storage.",
      ),
    );
    s.every(60000, (t) =>
      s.add(
        t,
        "firmware-ota",
        "info",
        `rollout fw 4.18.2: ${r.int(900, 1100)}/1247 cars updated, 0 failed, paused=false`,
      ),
    );
    s.poisson(0.7, (t) => {
      s.add(
        t,
        "trip-processor",
        "warn",
        `Kafka producer: Got error produce response with correlation id ${r.int(10000, 99999)} on topic-partition trips-scored-${r.int(0, 11)}, retrying (2147483646 attempts left). Error: NOT_LEADER_OR_FOLLOWER`,
      );
    });
  },
};

export const ESTATES: Estate[] = [CLUTCHWISE, THEORYPAL, SLOTSMART, DUALTRACK];
