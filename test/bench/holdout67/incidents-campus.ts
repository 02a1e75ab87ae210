// Incidents of the education estates (Halden University, Brightpath schools): 13 each, one per category.
import type { Incident } from "./incidents.js";
import type { Rng } from "./rng.js";
import { dotnetStack, goPanic, javaStack, nodeStack, pyTraceback, rubyStack } from "./stacks.js";
import type { Level, Step } from "./stream.js";

const s = (svc: string, level: Level, msg: (r: Rng) => string, more: Partial<Step> = {}): Step => ({
  svc,
  level,
  msg,
  ...more,
});
const stu = (r: Rng) => `s${r.int(2100000, 2499999)}`;
const pupil = (r: Rng) => `${r.int(700000, 799999)}`;
const course = (r: Rng) => r.pick(["CS101", "MATH204", "PHYS110", "ECON150", "HIST230", "BIO120"]);

export const CAMPUS_INCIDENTS: Incident[] = [
  // ---------------- Halden University ----------------
  {
    estate: "halden",
    origin: "campus-sso",
    category: "authentication",
    hints: ["ldap", "bind", "credential", "authentication", "password", "49"],
    sev: "high",
    note: "The directory service account campus-sso binds with has an expired password (LDAP 49 data 532), so every student login fails and LMS and SIS pages bounce back to the IdP.",
    disrupt: ["campus-sso"],
    frac: 0.95,
    bursts: [
      {
        rate: 30,
        steps: [
          s(
            "campus-sso",
            "error",
            (r) =>
              `Profile Action ValidateUsernamePasswordAgainstLDAP: LDAP authentication error for '${stu(r)}': [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 532, v3839]`,
          ),
          s(
            "campus-sso",
            "warn",
            (r) =>
              `Profile Action AuthenticationFlow: Login by '${stu(r)}' failed (AuthenticationException: service account bind rejected)`,
          ),
        ],
      },
      {
        rate: 25,
        from: 20,
        steps: [
          s("lms-web", "warn", () => 'Started GET "/login/saml" for 10.30.4.12'),
          s(
            "lms-web",
            "warn",
            () => "SAML login incomplete: IdP returned urn:oasis:names:tc:SAML:2.0:status:Responder (AuthnFailed)",
          ),
        ],
      },
      {
        rate: 10,
        from: 40,
        steps: [
          s(
            "sis-enrolment",
            "warn",
            (r) => `session for ${stu(r)} expired and re-authentication failed at campus-sso, request rejected 401`,
          ),
        ],
      },
    ],
  },
  {
    estate: "halden",
    origin: "grades-api",
    category: "authorization",
    hints: ["permission", "denied", "authorization", "forbidden", "select permission"],
    sev: "medium",
    note: "A permissions change on the SIS database removes grades-api's SELECT right on the FinalGrades table, so grade reads and passbacks fail with permission-denied errors.",
    disrupt: ["grades-api"],
    frac: 0.9,
    bursts: [
      {
        rate: 14,
        steps: [
          s(
            "grades-api",
            "error",
            (r) =>
              `Failed executing DbCommand (${r.int(2, 15)}ms) [Parameters=[@__studentId_0='${stu(r)}'], CommandType='Text', CommandTimeout='30'] SELECT [f].[ModuleCode], [f].[Mark] FROM [dbo].[FinalGrades] AS [f] WHERE [f].[StudentId] = @__studentId_0`,
            {
              stack: () =>
                dotnetStack(
                  "Microsoft.Data.SqlClient.SqlException (0x80131904): The SELECT permission was denied on the object 'FinalGrades', database 'SIS', schema 'dbo'.",
                  [
                    "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
                    "Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)",
                    "Microsoft.EntityFrameworkCore.Query.Internal.SingleQueryingEnumerable`1.AsyncEnumerator.MoveNextAsync()",
                    "Halden.Grades.Api.Services.TranscriptService.GetAsync(String studentId) in /src/Grades.Api/Services/TranscriptService.cs:line 44",
                  ],
                ),
              errKind: "Microsoft.Data.SqlClient.SqlException",
            },
          ),
          s(
            "lms-web",
            "error",
            (r) => `Grades sync failed for course ${course(r)}: grades-api responded 500 Internal Server Error`,
          ),
        ],
      },
      {
        rate: 20,
        from: 30,
        steps: [
          s(
            "lms-web",
            "warn",
            (r) =>
              `Grade passback for assignment ${r.int(10000, 99999)} failed (grades-api 500), retry ${r.int(1, 5)}/5 scheduled`,
          ),
        ],
      },
    ],
  },
  {
    estate: "halden",
    origin: "sis-enrolment",
    category: "database",
    hints: ["ora-", "oracle", "database", "deadlock", "sql", "tns"],
    sev: "high",
    note: "Under the enrolment-opening peak sis-enrolment's Oracle sessions run out (ORA-12516) and updates deadlock (ORA-00060), so enrolments fail and LMS roster syncs stall.",
    disrupt: ["sis-enrolment"],
    frac: 0.85,
    bursts: [
      {
        rate: 18,
        steps: [
          s("sis-enrolment", "error", (r) => `enrolment request for ${stu(r)} failed`, {
            stack: () =>
              javaStack(
                "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
                [
                  "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
                  "uk.ac.halden.sis.enrol.SeatRepository.reserve(SeatRepository.java:97)",
                  "uk.ac.halden.sis.enrol.EnrolmentService.enrol(EnrolmentService.java:142)",
                ],
                "java.sql.SQLException: Listener refused the connection with the following error:\nORA-12516, TNS:listener could not find available handler with matching protocol stack",
              ),
            errKind: "CannotGetJdbcConnectionException",
          }),
          s("lms-web", "warn", () => "roster sync: sis-enrolment returned 503, section left unchanged"),
        ],
      },
      {
        rate: 6,
        steps: [
          s(
            "sis-enrolment",
            "error",
            (r) =>
              `seat update rolled back for ${course(r)}-2026A: ORA-00060: deadlock detected while waiting for resource`,
          ),
        ],
      },
      {
        rate: 20,
        from: 30,
        steps: [s("lms-web", "warn", (r) => `Retrying enrollment fetch for ${stu(r)} (attempt ${r.int(2, 4)})`)],
      },
    ],
  },
  {
    estate: "halden",
    origin: "lecture-video",
    category: "network",
    hints: ["reset", "connection", "network", "tcp", "peer"],
    sev: "medium",
    note: "lecture-video's connections to the object store keep being reset mid-stream, so HLS segments fail with 502 while other services are unaffected.",
    disrupt: ["lecture-video"],
    frac: 0.7,
    bursts: [
      {
        rate: 30,
        steps: [
          s(
            "lecture-video",
            "error",
            (r) =>
              `GET /hls/${course(r)}/lec-${r.int(1, 24)}/seg_${r.int(1, 900)}.ts 502: upstream read failed: read tcp 10.20.3.14:${r.int(30000, 60000)}->10.20.9.2:443: read: connection reset by peer`,
          ),
        ],
      },
      {
        rate: 8,
        steps: [
          s(
            "lecture-video",
            "warn",
            (r) =>
              `objstore client: retrying GetObject after ${r.pick(["connection reset by peer", "unexpected EOF", "broken pipe"])} (attempt 2/3)`,
          ),
        ],
      },
      {
        rate: 8,
        from: 40,
        steps: [
          s(
            "lms-web",
            "warn",
            (r) => `Video embed health: ${r.int(10, 40)}% of lecture segment requests failing for course ${course(r)}`,
          ),
        ],
      },
    ],
  },
  {
    estate: "halden",
    origin: "proctoring-bridge",
    category: "timeout",
    hints: ["timeout", "timed out", "read timeout"],
    sev: "medium",
    note: "The proctoring vendor stops answering in time, so proctoring-bridge's session-start calls hit their 15 s read timeout and proctored quizzes cannot start.",
    disrupt: ["proctoring-bridge"],
    frac: 0.9,
    bursts: [
      {
        rate: 16,
        steps: [
          s("proctoring-bridge", "error", (r) => `session start for quiz ${r.int(500, 900)} user ${stu(r)} failed`, {
            stack: () =>
              pyTraceback(
                [
                  [
                    "/app/bridge/sessions.py",
                    73,
                    "start_session",
                    "resp = self.http.post(url, json=body, timeout=(3.05, 15))",
                  ],
                  [
                    "/usr/local/lib/python3.11/site-packages/requests/sessions.py",
                    637,
                    "post",
                    'return self.request("POST", url, data=data, json=json, **kwargs)',
                  ],
                  [
                    "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
                    713,
                    "send",
                    "raise ReadTimeout(e, request=request)",
                  ],
                ],
                "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.examwatch.example', port=443): Read timed out. (read timeout=15)",
              ),
            errKind: "requests.exceptions.ReadTimeout",
          }),
          s(
            "lti-launcher",
            "error",
            (r) => `LTI launch to tool=proctoring failed for ${stu(r)}: tool responded 504 after 15.4s`,
          ),
        ],
      },
      {
        rate: 28,
        from: 30,
        steps: [
          s(
            "lms-web",
            "warn",
            (r) => `Quiz ${r.int(500, 900)} start blocked: proctoring not ready for ${stu(r)}, student retrying`,
          ),
        ],
      },
    ],
  },
  {
    estate: "halden",
    origin: "timetable",
    category: "rate_limiting",
    hints: ["ratelimitexceeded", "rate", "limit", "quota", "429", "403"],
    sev: "medium",
    note: "timetable's calendar push to Google Calendar hits userRateLimitExceeded (403) during the semester rebuild, so student calendars stop updating and the push queue grows.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 20,
        ramp: 60,
        steps: [
          s(
            "timetable",
            "warn",
            (r) =>
              `<HttpError 403 when requesting https://www.googleapis.com/calendar/v3/calendars/${stu(r)}%40student.halden.ac.uk/events?alt=json returned "Rate Limit Exceeded". Details: "[{'domain': 'usageLimits', 'reason': 'userRateLimitExceeded'}]">`,
          ),
        ],
      },
      {
        rate: 6,
        from: 60,
        steps: [
          s(
            "timetable",
            "error",
            (r) =>
              `calendar push backlog ${r.int(4000, 30000)} events; giving up on batch after 5 rate-limited retries`,
          ),
        ],
      },
    ],
  },
  {
    estate: "halden",
    origin: "grades-api",
    category: "validation",
    hints: ["validation", "must be between", "invalid"],
    sev: "medium",
    note: "After markers enter bonus points, grades-api's validator rejects every passback batch holding a mark above 100, so LMS grade sync keeps failing with 400s.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 12,
        steps: [
          s("grades-api", "error", (r) => `Validation failed for marks batch from lms-web (${r.int(10, 80)} marks)`, {
            stack: (r) =>
              dotnetStack(
                `FluentValidation.ValidationException: Validation failed: \n -- Marks[${r.int(0, 40)}].Mark: 'Mark' must be between 0 and 100. You entered ${r.int(101, 115)}. Severity: Error`,
                [
                  "FluentValidation.AbstractValidator`1.RaiseValidationException(ValidationContext`1 context, ValidationResult result)",
                  "Halden.Grades.Api.Controllers.MarksController.Upsert(MarksBatch batch) in /src/Grades.Api/Controllers/MarksController.cs:line 52",
                ],
              ),
            errKind: "FluentValidation.ValidationException",
          }),
          s(
            "lms-web",
            "error",
            (r) => `Grade passback for assignment ${r.int(10000, 99999)} rejected by grades-api: 400 Bad Request`,
          ),
        ],
      },
      {
        rate: 20,
        from: 30,
        steps: [
          s(
            "lms-web",
            "warn",
            (r) => `Grade passback for assignment ${r.int(10000, 99999)} failed, retry ${r.int(1, 5)}/5 scheduled`,
          ),
        ],
      },
    ],
  },
  {
    estate: "halden",
    origin: "lms-web",
    category: "null_reference",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "high",
    note: "lms-web's assignment page raises NoMethodError on nil for assignments whose override was deleted, so students get 500s opening assignments.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 28,
        steps: [
          s(
            "lms-web",
            "info",
            (r) =>
              `Started GET "/courses/${r.int(3000, 3999)}/assignments/${r.int(10000, 99999)}" for 10.${r.int(20, 40)}.${r.int(0, 255)}.${r.int(1, 254)}`,
          ),
          s("lms-web", "error", () => "NoMethodError (undefined method `due_at' for nil:NilClass):", {
            stack: () =>
              rubyStack("NoMethodError (undefined method `due_at' for nil:NilClass):", [
                "app/models/assignment_override_applicator.rb:88:in `effective_due_at'",
                "app/presenters/assignment_presenter.rb:41:in `due_label'",
                "app/controllers/assignments_controller.rb:117:in `show'",
                "actionpack (7.0.8) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
              ]),
            errKind: "NoMethodError",
          }),
          s(
            "lms-web",
            "info",
            (r) => `Completed 500 Internal Server Error in ${r.int(30, 200)}ms (ActiveRecord: ${r.int(3, 30)}.0ms)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "halden",
    origin: "lti-launcher",
    category: "configuration",
    hints: ["config", "jwks", "not configured", "missing", "env"],
    sev: "medium",
    note: "A new lti-launcher release reads the platform JWKS URL from a renamed variable that is unset, so every LTI 1.3 launch fails id_token verification setup.",
    disrupt: ["lti-launcher"],
    frac: 1,
    prelude: [
      { at: -45, level: "info", msg: "lti-launcher 5.0.0 started on :3000 (node v20.12.2, ltijs 5.9.3)" },
      {
        at: -44,
        level: "warn",
        msg: "LTI_PLATFORM_JWKS_URL not set, falling back to platform registration (none for iss=https://lms.halden.ac.uk)",
      },
    ],
    bursts: [
      {
        rate: 24,
        steps: [
          s(
            "lti-launcher",
            "error",
            (r) => `LTI launch failed for ${stu(r)} tool=${r.pick(["h5p", "padlet", "peer-review"])}`,
            {
              stack: () =>
                nodeStack(
                  "Error: No JWKS endpoint configured for platform iss=https://lms.halden.ac.uk (set LTI_PLATFORM_JWKS_URL)",
                  [
                    "Platform.keySet (/srv/lti-launcher/dist/platform.js:54:19)",
                    "verifyIdToken (/srv/lti-launcher/dist/launch.js:112:33)",
                    "async /srv/lti-launcher/dist/routes/launch.js:27:21",
                  ],
                ),
              errKind: "Error",
            },
          ),
          s("lms-web", "warn", () => "External tool launch returned 500 from lti-launcher"),
        ],
      },
    ],
  },
  {
    estate: "halden",
    origin: "sis-enrolment",
    category: "dependency",
    hints: ["503", "unavailable", "registry", "upstream", "dependency", "circuit"],
    sev: "medium",
    note: "The national student registry that sis-enrolment confirms enrolments with answers 503, so confirmations are parked behind an open circuit breaker.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 12,
        to: 120,
        steps: [
          s(
            "sis-enrolment",
            "error",
            (r) =>
              `registry confirmation failed for ${stu(r)}: HTTP 503 Service Unavailable from https://api.studentregistry.example/v2/enrolments (retry-after: 120)`,
          ),
        ],
      },
      {
        rate: 1,
        from: 120,
        to: 122,
        steps: [
          s("sis-enrolment", "warn", () => "CircuitBreaker 'national-registry' changed state from CLOSED to OPEN", {
            noTrace: true,
          }),
        ],
      },
      {
        rate: 14,
        from: 122,
        steps: [
          s(
            "sis-enrolment",
            "warn",
            (r) =>
              `registry call not permitted (circuit 'national-registry' OPEN), enrolment of ${stu(r)} left PENDING_CONFIRMATION`,
          ),
        ],
      },
      {
        rate: 6,
        from: 60,
        steps: [s("lms-web", "warn", (r) => `Student ${stu(r)} not yet confirmed in SIS, course access deferred`)],
      },
    ],
  },
  {
    estate: "halden",
    origin: "lecture-video",
    category: "memory",
    hints: ["out of memory", "memory", "oom", "runtime"],
    sev: "high",
    note: "lecture-video's transcoder buffers whole uploads in memory until the Go runtime dies with out of memory and restarts, so video playback and uploads fail.",
    disrupt: ["lecture-video"],
    frac: 0.6,
    bursts: [
      {
        rate: 3,
        to: 80,
        steps: [
          s(
            "lecture-video",
            "warn",
            (r) => `heap in use ${r.int(5, 7)}.${r.int(0, 9)}GiB (GOMEMLIMIT 6GiB), gc cpu ${r.int(30, 60)}%`,
            { noTrace: true },
          ),
        ],
      },
      {
        rate: 1,
        from: 80,
        regular: true,
        steps: [
          s("lecture-video", "fatal", () => "fatal error: runtime: out of memory", {
            stack: (r) =>
              goPanic(
                "runtime: out of memory: cannot allocate 268435456-byte block (6442450944 in use)",
                r.int(40, 900),
                [
                  ["runtime.throw({0x1a2b3c?, 0x0?})", "/usr/local/go/src/runtime/panic.go:1023 +0x5c"],
                  [
                    "bytes.growSlice({0xc00a000000, 0x10000000, 0x10000000}, 0x8000)",
                    "/usr/local/go/src/bytes/buffer.go:249 +0x8e",
                  ],
                  [
                    "halden.ac.uk/video/transcode.(*Job).bufferUpload(0xc0001a2000)",
                    "/src/transcode/job.go:131 +0x1f4",
                  ],
                ],
              ),
            errKind: "runtime: out of memory",
          }),
          s("lecture-video", "info", () => "lecture-video v3.7.1 (go1.22.5) serving on :8080", {
            dt: 5000,
            noTrace: true,
          }),
        ],
      },
      {
        rate: 20,
        from: 82,
        steps: [s("lms-web", "warn", (r) => `Video embed for ${course(r)} failed: lecture-video connection refused`)],
      },
    ],
  },
  {
    estate: "halden",
    origin: "submissions",
    category: "disk",
    hints: ["no space", "disk", "space", "enospc"],
    sev: "high",
    note: "The submissions volume fills during a deadline rush, so uploads fail with no space left on device and lms-web shows submission errors.",
    disrupt: ["submissions"],
    frac: 0.85,
    bursts: [
      {
        rate: 20,
        steps: [
          s(
            "submissions",
            "error",
            (r) =>
              `store submission for assignment ${r.int(10000, 99999)} failed: write /data/submissions/2026/${r.hex(2)}/${r.hex(10)}.part: no space left on device`,
          ),
          s(
            "lms-web",
            "error",
            (r) => `Submission upload failed for ${stu(r)}: submissions service returned 507 Insufficient Storage`,
          ),
        ],
      },
      {
        rate: 2,
        steps: [
          s("submissions", "warn", () => "volume /data/submissions 100% used (0 B free), refusing new uploads", {
            noTrace: true,
          }),
        ],
      },
      {
        rate: 30,
        from: 20,
        steps: [s("lms-web", "warn", (r) => `Student retrying submission upload (attempt ${r.int(2, 6)})`)],
      },
    ],
  },
  {
    estate: "halden",
    origin: "timetable",
    category: "unknown",
    hints: ["unknown", "unresponsive", "timeout", "hang"],
    sev: "medium",
    note: "timetable stops answering and logging without saying why, while lms-web and sis-enrolment time out fetching timetables.",
    disrupt: ["timetable"],
    frac: 1,
    quiet: true,
    bursts: [
      {
        rate: 22,
        from: 6,
        steps: [
          s(
            "lms-web",
            "error",
            () =>
              "Timetable widget failed: Net::ReadTimeout with #<TCPSocket:(closed)> (timetable.campus-prod.svc:8000)",
          ),
        ],
      },
      {
        rate: 8,
        from: 15,
        steps: [
          s(
            "sis-enrolment",
            "warn",
            (r) => `clash check skipped for ${stu(r)}: timetable did not respond within 5000ms`,
          ),
        ],
      },
    ],
  },

  // ---------------- Brightpath ----------------
  {
    estate: "brightpath",
    origin: "classroom-api",
    category: "authentication",
    hints: ["invalid_grant", "token", "authentication", "credential", "expired", "revoked"],
    sev: "medium",
    note: "classroom-api's Google refresh token is revoked, so every Classroom roster and coursework sync fails with invalid_grant.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 12,
        steps: [
          s("classroom-api", "error", (r) => `Google Classroom sync failed for course ${r.int(1000, 9999)}`, {
            stack: () =>
              javaStack(
                'com.google.api.client.auth.oauth2.TokenResponseException: 400 Bad Request\nPOST https://oauth2.googleapis.com/token\n{\n  "error" : "invalid_grant",\n  "error_description" : "Token has been expired or revoked."\n}',
                [
                  "com.google.api.client.auth.oauth2.TokenResponseException.from(TokenResponseException.java:103)",
                  "com.google.api.client.auth.oauth2.Credential.refreshToken(Credential.java:470)",
                  "school.brightpath.classroom.google.CourseworkSync.pull(CourseworkSync.kt:64)",
                ],
              ),
            errKind: "TokenResponseException",
          }),
        ],
      },
      {
        rate: 16,
        from: 30,
        steps: [
          s(
            "family-portal",
            "warn",
            (r) => `GET /classes/${r.int(1000, 9999)}/assignments 200 in ${r.int(80, 300)}ms (stale: last sync > 15m)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "brightpath",
    origin: "notify-push",
    category: "authorization",
    hints: ["permission_denied", "permission", "denied", "403", "authorization"],
    sev: "medium",
    note: "notify-push's service account loses the cloudmessaging permission, so every FCM send is denied with 403 and parents stop getting absence alerts.",
    disrupt: ["notify-push"],
    frac: 0.95,
    bursts: [
      {
        rate: 24,
        steps: [
          s(
            "notify-push",
            "error",
            (r) =>
              `send ${r.pick(["absence_alert", "grade_posted", "announcement"])} failed: FirebaseMessagingError: Permission 'cloudmessaging.messages.create' denied on resource '//cloudresourcemanager.googleapis.com/projects/brightpath-prod' (or it may not exist). [messaging/third-party-auth-error] status=403 PERMISSION_DENIED`,
          ),
        ],
      },
      {
        rate: 30,
        from: 30,
        steps: [s("notify-push", "warn", (r) => `requeue message ${r.hex(8)} (attempt ${r.int(2, 6)}/6)`)],
      },
    ],
  },
  {
    estate: "brightpath",
    origin: "gradebook",
    category: "database",
    hints: ["read-only", "mysql", "database", "sql", "read only"],
    sev: "high",
    note: "After a MySQL failover gradebook keeps writing to the old primary that is now read-only, so every mark post fails and quiz-engine and family-portal report errors.",
    disrupt: ["gradebook"],
    frac: 0.6,
    bursts: [
      {
        rate: 16,
        steps: [
          s("gradebook", "error", (r) => `mark post failed assignment=${r.int(50000, 59999)} student=${pupil(r)}`, {
            stack: () =>
              javaStack(
                "java.sql.SQLException: The MySQL server is running with the --read-only option so it cannot execute this statement",
                [
                  "com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)",
                  "com.mysql.cj.jdbc.ClientPreparedStatement.executeUpdateInternal(ClientPreparedStatement.java:1061)",
                  "school.brightpath.gradebook.MarkDao.upsert(MarkDao.java:88)",
                  "school.brightpath.gradebook.MarkService.post(MarkService.java:53)",
                ],
              ),
            errKind: "java.sql.SQLException",
          }),
          s("quiz-engine", "warn", () => "grade push to gradebook failed: 500 Internal Server Error, will retry"),
        ],
      },
      {
        rate: 30,
        from: 30,
        steps: [s("quiz-engine", "warn", (r) => `retrying grade push attempt=${r.hex(8)} (${r.int(2, 8)}/8)`)],
      },
    ],
  },
  {
    estate: "brightpath",
    origin: "media-transcode",
    category: "network",
    hints: ["reset", "connection", "network", "i/o"],
    sev: "medium",
    note: "media-transcode's pulls of teacher uploads from storage are reset mid-transfer, so ffmpeg jobs fail with I/O errors and the queue backs up.",
    disrupt: ["media-transcode"],
    frac: 0.9,
    bursts: [
      {
        rate: 12,
        steps: [
          s("media-transcode", "error", (r) => `[tls @ 0x55d5${r.hex(6)}] Error in the pull function.`),
          s(
            "media-transcode",
            "error",
            (r) => `[in#0/mov,mp4,m4a,3gp,3g2,mj2 @ 0x55d5${r.hex(6)}] Error during demuxing: Connection reset by peer`,
          ),
          s(
            "media-transcode",
            "error",
            (r) =>
              `job j-${r.hex(6)} failed: ffmpeg exited 1 (input https://media-store.bp-prod.svc/uploads/${r.hex(8)}.mp4: Connection reset by peer)`,
          ),
        ],
      },
      {
        rate: 6,
        from: 60,
        steps: [
          s(
            "classroom-api",
            "warn",
            (r) => `video for post ${r.int(100000, 999999)} still processing after ${r.int(10, 30)} min`,
          ),
        ],
      },
    ],
  },
  {
    estate: "brightpath",
    origin: "quiz-engine",
    category: "timeout",
    hints: ["deadline", "timeout", "context deadline exceeded"],
    sev: "medium",
    note: "During an exam block quiz-engine's submit path blocks on a row lock and exceeds its context deadline, so submissions fail with 504 and students retry.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 20,
        steps: [
          s(
            "quiz-engine",
            "error",
            (r) =>
              `submit attempt=${r.hex(8)} failed after 10.0s: context deadline exceeded (waiting for lock on attempts row)`,
          ),
          s("family-portal", "warn", (r) => `POST /quiz/submit 504 in ${r.int(10003, 10060)}ms`, {
            dt: 10,
            noTrace: true,
          }),
        ],
      },
      {
        rate: 50,
        from: 20,
        ramp: 60,
        steps: [
          s(
            "quiz-engine",
            "warn",
            (r) => `autosave attempt=${r.hex(8)} slow: ${r.int(2000, 9000)}ms (pgx pool waiters ${r.int(5, 40)})`,
          ),
        ],
      },
    ],
  },
  {
    estate: "brightpath",
    origin: "roster-sync",
    category: "rate_limiting",
    hints: ["429", "rate", "limit", "too many"],
    sev: "medium",
    note: "roster-sync hits the roster provider's rate limit (429) on its full refresh, so new enrolments stop arriving while its usual guardian warnings continue.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 20,
        steps: [
          s(
            "roster-sync",
            "warn",
            (r) =>
              `429 Too Many Requests from api.rosterhub.example/ims/oneroster/v1p1/enrollments?offset=${r.int(1, 900) * 100} (X-RateLimit-Remaining: 0, Retry-After: ${r.int(20, 60)})`,
          ),
        ],
      },
      {
        rate: 4,
        from: 60,
        steps: [
          s(
            "roster-sync",
            "error",
            (r) => `enrollment sync aborted after 8 throttled retries; ${r.int(200, 1400)} changes pending`,
          ),
        ],
      },
      {
        rate: 8,
        from: 90,
        steps: [
          s(
            "classroom-api",
            "warn",
            (r) => `student ${pupil(r)} not found in roster for section ${r.int(100, 999)} (pending sync?)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "brightpath",
    origin: "attendance",
    category: "validation",
    hints: ["validation", "regular expression", "invalid", "must match"],
    sev: "medium",
    note: "A new bell schedule sends period codes attendance's model rejects, so every roll call save fails validation with 400.",
    disrupt: ["attendance"],
    frac: 0.9,
    bursts: [
      {
        rate: 18,
        steps: [
          s(
            "attendance",
            "warn",
            (r) =>
              `Roll call rejected for section ${r.int(100, 999)}: One or more validation errors occurred. {"PeriodCode":["The field PeriodCode must match the regular expression '^P[0-9]{1,2}$'."]} (value 'ADV-${r.int(1, 3)}')`,
          ),
          s(
            "attendance",
            "info",
            (r) =>
              `Request finished HTTP/1.1 POST http://attendance/api/rollcall - 400 - application/problem+json ${r.int(1, 9)}.${r.int(100, 999)}ms`,
          ),
        ],
      },
      {
        rate: 14,
        from: 30,
        steps: [
          s(
            "family-portal",
            "error",
            (r) => `POST /teacher/rollcall 400 in ${r.int(20, 90)}ms (attendance validation error)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "brightpath",
    origin: "gradebook",
    category: "null_reference",
    hints: ["null", "nullpointer", "npe", "cannot invoke"],
    sev: "high",
    note: "gradebook throws NullPointerException for terms without a current grading period after the term rollover, so grade pages fail with 500.",
    disrupt: ["gradebook"],
    frac: 0.7,
    bursts: [
      {
        rate: 22,
        steps: [
          s("gradebook", "error", () => "Unhandled exception in GET /api/grades", {
            stack: (r) =>
              javaStack(
                'java.lang.NullPointerException: Cannot invoke "school.brightpath.gradebook.GradingPeriod.getEndDate()" because the return value of "school.brightpath.gradebook.Term.currentPeriod()" is null',
                [
                  `school.brightpath.gradebook.GradeQueryService.forStudent(GradeQueryService.java:${r.int(60, 80)})`,
                  "school.brightpath.gradebook.api.GradesResource.get(GradesResource.java:33)",
                  "org.glassfish.jersey.server.model.internal.ResourceMethodInvocationHandlerFactory.lambda$static$0(ResourceMethodInvocationHandlerFactory.java:52)",
                ],
              ),
            errKind: "java.lang.NullPointerException",
          }),
          s("family-portal", "error", (r) => `GET /grades 502 in ${r.int(40, 200)}ms (gradebook: 500)`),
        ],
      },
    ],
  },
  {
    estate: "brightpath",
    origin: "idp-bridge",
    category: "configuration",
    hints: ["redirect", "invalid_redirect_uri", "config", "client"],
    sev: "medium",
    note: "A realm import on idp-bridge drops the family portal's callback from the allowed redirect URIs, so every parent login ends in invalid_redirect_uri (logged at WARN only).",
    disrupt: ["idp-bridge"],
    frac: 1,
    prelude: [
      {
        at: -60,
        level: "info",
        msg: "INFO  [org.keycloak.exportimport.util.ImportUtils] Realm 'brightpath' imported (strategy OVERWRITE_EXISTING)",
      },
    ],
    bursts: [
      {
        rate: 26,
        steps: [
          s(
            "idp-bridge",
            "warn",
            (r) =>
              `WARN  [org.keycloak.events] type="LOGIN_ERROR", realmId="brightpath", clientId="family-portal", userId="null", ipAddress="10.12.${r.int(0, 255)}.${r.int(1, 254)}", error="invalid_redirect_uri", redirect_uri="https://family.brightpath.school/auth/callback"`,
          ),
          s("family-portal", "warn", (r) => `GET /login 302 in ${r.int(4, 30)}ms -> idp (invalid redirect page shown)`),
        ],
      },
    ],
  },
  {
    estate: "brightpath",
    origin: "notify-push",
    category: "dependency",
    hints: ["503", "unavailable", "sms", "upstream", "dependency", "provider"],
    sev: "medium",
    note: "The SMS provider notify-push uses for guardians answers 503, so SMS alerts fail and retry while push notifications still go out.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 18,
        steps: [
          s(
            "notify-push",
            "error",
            (r) =>
              `sms to guardian ${r.hex(6)} failed: 503 Service Unavailable from api.sms-gateway.example (code 20503, request ${r.hex(12)})`,
          ),
        ],
      },
      {
        rate: 36,
        from: 20,
        steps: [
          s("notify-push", "warn", (r) => `sms retry ${r.int(1, 5)}/5 for message ${r.hex(8)} in ${r.int(5, 60)}s`),
        ],
      },
    ],
  },
  {
    estate: "brightpath",
    origin: "classroom-api",
    category: "memory",
    hints: ["outofmemoryerror", "memory", "heap", "oom", "gc overhead"],
    sev: "high",
    note: "classroom-api's JVM runs out of heap while exporting class streams and then restarts, so class pages fail for several minutes.",
    disrupt: ["classroom-api"],
    frac: 0.7,
    bursts: [
      {
        rate: 4,
        to: 60,
        steps: [
          s(
            "classroom-api",
            "warn",
            (r) =>
              `GC pause (G1 Evacuation Pause) ${r.int(800, 3000)}ms, heap 3${r.int(800, 990)}M->3${r.int(800, 990)}M(4096M)`,
            { noTrace: true },
          ),
        ],
      },
      {
        rate: 6,
        from: 60,
        steps: [
          s("classroom-api", "error", (r) => `Exception in thread "http-nio-8080-exec-${r.int(1, 40)}"`, {
            stack: () =>
              javaStack("java.lang.OutOfMemoryError: Java heap space", [
                "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
                "java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:228)",
                "school.brightpath.classroom.export.StreamExporter.render(StreamExporter.kt:77)",
              ]),
            errKind: "java.lang.OutOfMemoryError",
          }),
          s("family-portal", "error", (r) => `GET /classes/${r.int(1000, 9999)} 502 in ${r.int(1000, 9000)}ms`),
        ],
      },
    ],
  },
  {
    estate: "brightpath",
    origin: "family-portal",
    category: "disk",
    hints: ["enospc", "no space", "disk", "space"],
    sev: "medium",
    note: "family-portal's image cache volume fills up, so page renders that write optimised images fail with ENOSPC and return 500.",
    disrupt: ["family-portal"],
    frac: 0.5,
    bursts: [
      {
        rate: 20,
        steps: [
          s("family-portal", "error", (r) => `GET /classes/${r.int(1000, 9999)} 500 in ${r.int(20, 90)}ms`, {
            stack: (r) =>
              nodeStack(
                `Error: ENOSPC: no space left on device, write '/app/.next/cache/images/${r.hex(20)}/60.1700000000.webp'`,
                [
                  "async writeFile (node:internal/fs/promises:1020:5)",
                  "async ImageOptimizerCache.set (/app/node_modules/next/dist/server/image-optimizer.js:237:9)",
                ],
              ),
            errKind: "Error",
          }),
        ],
      },
    ],
  },
  {
    estate: "brightpath",
    origin: "media-transcode",
    category: "unknown",
    hints: ["unknown", "stuck", "crash", "exit"],
    sev: "medium",
    note: "media-transcode's workers exit with code 1 without logging anything else, so jobs pile up and classroom-api reports stuck videos.",
    disrupt: ["media-transcode"],
    frac: 1,
    quiet: true,
    bursts: [
      {
        rate: 3,
        regular: true,
        steps: [
          s("media-transcode", "error", (r) => `worker ${r.int(1, 4)} exited with status 1, respawning`, {
            noTrace: true,
          }),
        ],
      },
      {
        rate: 10,
        from: 60,
        steps: [
          s(
            "classroom-api",
            "warn",
            (r) =>
              `video for post ${r.int(100000, 999999)} still processing after ${r.int(10, 40)} min (transcode job j-${r.hex(6)} queued)`,
          ),
        ],
      },
    ],
  },
];
