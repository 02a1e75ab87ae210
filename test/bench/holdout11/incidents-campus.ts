// The 18 incidents of the university learning-platform estate.
import { CAMPUS } from "./estate-campus.js";
import { javaStack, nodeStack, pyTrace } from "./stacks.js";
import type { Scenario } from "./types.js";

const E = CAMPUS;
const stu = (n: number) => `S${n}`;

export const CAMPUS_INCIDENTS: Scenario[] = [
  {
    key: "campus-jwks-kid",
    estate: E,
    incident: true,
    origin: "sso",
    category: "authentication",
    hints: ["jwt", "token", "signature"],
    sev: "high",
    note: "sso rotates its signing key but keeps publishing the old JWKS; sso logs INFO only, while courses and gradebook reject every new token with ERRORs",
    play(c) {
      c.at(c.on, "sso", "info", "signing key rotated: active kid=k-2026-07 (previous k-2026-06 kept for verification)");
      c.mute("sso", c.on, c.end, 0);
      c.every(c.on + 0.5, c.end, 0.8, (t) => {
        const tr = c.tid();
        c.at(t, "sso", "info", `token issued kid=k-2026-07 sub=${stu(c.r.int(2100000, 2499999))} exp=3600`, {
          trace: tr,
        });
        if (t > c.on + 3) {
          c.at(
            t + 0.4,
            c.r.pick(["courses", "gradebook"]),
            "error",
            "JWT verification failed: no key with kid 'k-2026-07' in JWKS from https://sso.campusly.edu/.well-known/jwks.json",
            { trace: tr },
          );
          c.at(t + 0.42, "lms-web", "error", "GET /courses -> 401 (token rejected downstream)", { trace: tr });
        }
      });
    },
  },
  {
    key: "campus-s3-accessdenied",
    onset: [0.76, 0.86],
    estate: E,
    incident: true,
    origin: "submissions",
    category: "authorization",
    hints: ["access denied", "accessdenied", "permission"],
    sev: "medium",
    note: "partial: a bucket policy change denies submissions PutObject only for the law faculty bucket; other faculties upload fine, lms-web shows 500 on law uploads",
    play(c) {
      c.at(
        c.on,
        "submissions",
        "error",
        "upload SUB771204 to s3://campusly-subs-law failed: AccessDenied: User: arn:aws:sts::4417:assumed-role/submissions-task/ecs is not authorized to perform: s3:PutObject on resource: arn:aws:s3:::campusly-subs-law/2026/LAW210/SUB771204.pdf with an explicit deny in a resource-based policy",
      );
      c.every(c.on + 2, c.end, 5, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "submissions",
          "error",
          `upload SUB${c.r.int(100000, 999999)} to s3://campusly-subs-law failed: AccessDenied (s3:PutObject explicit deny)`,
          { trace: tr },
        );
        c.at(
          t + 0.02,
          "lms-web",
          "error",
          `POST /assignments/A${c.r.int(1000, 9999)}/submit 500 ${c.r.int(200, 900)}ms`,
          { trace: tr },
        );
      });
    },
  },
  {
    key: "campus-gradebook-readonly",
    onset: [0.005, 0.025],
    estate: E,
    incident: true,
    origin: "gradebook",
    category: "database",
    hints: ["read-only", "database", "sql"],
    sev: "high",
    note: "after a database failover gradebook's pool keeps connections to the old primary, now a replica; every write fails with read-only transaction errors",
    play(c) {
      c.at(
        c.on,
        "gradebook",
        "error",
        "save grade failed: ERROR: cannot execute UPDATE in a read-only transaction (SQLSTATE 25006)",
      );
      c.every(c.on + 0.3, c.end, 1.1, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "gradebook",
          "error",
          `save grade failed: ERROR: cannot execute ${c.r.pick(["UPDATE", "INSERT"])} in a read-only transaction (SQLSTATE 25006)`,
          { trace: tr },
        );
        c.at(t + 0.02, "lms-web", "error", "POST /grades 500 (gradebook write failed)", { trace: tr });
      });
    },
  },
  {
    key: "campus-enrol-deadlock",
    estate: E,
    incident: true,
    origin: "enrolment",
    category: "database",
    hints: ["deadlock", "mysql", "lock"],
    sev: "high",
    minutes: [25, 60],
    note: "slow burn at registration opening: enrolment deadlocks climb over 10+ minutes on the seats table; lms-web returns 500s",
    play(c) {
      c.at(
        c.on,
        "enrolment",
        "warn",
        "enrol S2291044 in CS201 retried: Deadlock found when trying to get lock; try restarting transaction",
      );
      c.ramp(c.on + 1, c.end, 0.03, 2, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "enrolment",
          "error",
          `enrol ${stu(c.r.int(2100000, 2499999))} failed: ER_LOCK_DEADLOCK: Deadlock found when trying to get lock; try restarting transaction (table seats)`,
          { trace: tr },
        );
        c.at(t + 0.05, "lms-web", "error", "POST /enrolment 500 (enrolment failed)", { trace: tr });
      });
    },
  },
  {
    key: "campus-plag-tls",
    estate: E,
    incident: true,
    origin: "plagiarism-check",
    category: "network",
    hints: ["tls", "ssl", "handshake"],
    sev: "medium",
    note: "the similarity vendor drops TLS 1.1; plagiarism-check's old client fails every handshake, submissions pile up as 'pending similarity'",
    play(c) {
      c.at(c.on, "plagiarism-check", "error", "similarity upload failed", {
        stack: pyTrace(
          [
            ["/app/plag/client.py", 93, "upload", "resp = self.session.post(url, files=files, timeout=30)"],
            ["/usr/lib/python3.8/ssl.py", 1309, "do_handshake", "self._sslobj.do_handshake()"],
          ],
          "ssl.SSLError: [SSL: TLSV1_ALERT_PROTOCOL_VERSION] tlsv1 alert protocol version (_ssl.c:1131)",
        ),
      });
      c.every(c.on + 2, c.end, 3, (t) =>
        c.at(
          t,
          "plagiarism-check",
          "error",
          `SUB${c.r.int(100000, 999999)}: SSLError TLS handshake failed with api.simcheck-vendor.example:443 (tlsv1 alert protocol version)`,
        ),
      );
      c.mute("plagiarism-check", c.on, c.end, 0.1);
      c.every(c.on + 100, c.end, 25, (t) =>
        c.at(t, "submissions", "warn", `${c.r.int(40, 900)} submissions pending similarity report`),
      );
    },
  },
  {
    key: "campus-search-timeout",
    estate: E,
    incident: true,
    origin: "search",
    category: "timeout",
    hints: ["timeout", "timed out"],
    sev: "medium",
    note: "partial: queries against the 'forum-posts' index time out at 30s after a mapping explosion; course and people searches stay fine",
    play(c) {
      c.at(c.on, "search", "warn", "query on index forum-posts slow: 19834ms");
      c.at(c.on + 4, "search", "error", "query on index forum-posts failed", {
        stack: javaStack(
          "java.net.SocketTimeoutException: 30,000 milliseconds timeout on connection http-outgoing-3 [ACTIVE]",
          [
            "org.elasticsearch.client.RestClient.extractAndWrapCause(RestClient.java:915)",
            "org.elasticsearch.client.RestClient.performRequest(RestClient.java:300)",
            "edu.campusly.search.ForumQuery.run(ForumQuery.java:61)",
          ],
        ),
      });
      c.every(c.on + 5, c.end, 3, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "search",
          "error",
          "query on index forum-posts failed: java.net.SocketTimeoutException: 30,000 milliseconds timeout on connection http-outgoing-17 [ACTIVE]",
          { trace: tr },
        );
        c.at(t + 30, "lms-web", "error", "GET /search?scope=forums 504 30012ms (search timed out)", { trace: tr });
      });
    },
  },
  {
    key: "campus-notifier-429",
    estate: E,
    incident: true,
    origin: "notifier",
    category: "rate_limiting",
    hints: ["rate", "429", "limit"],
    sev: "medium",
    minutes: [25, 60],
    note: "slow burn at grade release: notifier's email provider starts answering 429 more and more; gradebook logs at INFO that notifications are queued",
    play(c) {
      c.at(c.on - 10, "gradebook", "info", "grades released for 38 courses, 9120 notifications requested");
      c.at(c.on, "notifier", "warn", "email provider 429 Too Many Requests (rate limit 100/s), retry in 2s");
      c.ramp(c.on + 1, c.end, 0.1, 3, (t) =>
        c.at(
          t,
          "notifier",
          c.r.chance(0.6) ? "error" : "warn",
          `send to ${stu(c.r.int(2100000, 2499999)).toLowerCase()}@student.campusly.edu failed: 429 Too Many Requests: rate limit exceeded, queue=${c.r.int(500, 9000)}`,
        ),
      );
    },
  },
  {
    key: "campus-enrol-csv",
    minutes: [20, 60],
    estate: E,
    incident: true,
    origin: "enrolment",
    category: "validation",
    hints: ["invalid", "validation", "csv"],
    sev: "medium",
    onset: [0.05, 0.35],
    note: "batch: the nightly student-information-system CSV import in enrolment rejects most rows (invalid course code with trailing spaces); courses notices empty class lists later",
    play(c) {
      c.at(c.on - 3, "enrolment", "info", "SIS import sis_enrolments_20260708.csv started (48211 rows)");
      c.every(c.on, c.on + 120, 0.6, (t) =>
        c.at(
          t,
          "enrolment",
          "warn",
          `row ${c.r.int(2, 48211)}: invalid course code '${c.r.pick(["CS201 ", "MATH110 ", "LAW210 "])}' (must match ^[A-Z]{2,4}[0-9]{3}$), row skipped`,
        ),
      );
      c.at(
        c.on + 121,
        "enrolment",
        "error",
        "SIS import finished with validation errors: 39804 of 48211 rows rejected (invalid course code)",
      );
      c.every(c.on + c.r.num(400, 700), c.end, 15, (t) =>
        c.at(
          t,
          "courses",
          "warn",
          `course ${c.r.pick(["CS201", "MATH110", "LAW210"])} has 0 enrolled students for term 2026-FALL`,
        ),
      );
    },
  },
  {
    key: "campus-grade-valueerror",
    estate: E,
    incident: true,
    origin: "gradebook",
    category: "validation",
    hints: ["valueerror", "convert", "parse"],
    sev: "medium",
    note: "instructors upload grade sheets with decimal commas; gradebook's import crashes with ValueError: could not convert string to float: '7,5' and lms-web shows 500",
    play(c) {
      c.every(c.on, c.end, 6, (t) => {
        const tr = c.tid();
        const v = `${c.r.int(4, 9)},${c.r.pick([5, 25, 75])}`;
        c.at(t, "gradebook", "error", `grade sheet import failed for ${c.r.pick(["HIST210", "ECON101", "BIO330"])}`, {
          trace: tr,
          stack: pyTrace(
            [
              ["/srv/gradebook/imports/sheet.py", 64, "parse_row", "score = float(cell.strip())"],
              ["/srv/gradebook/imports/sheet.py", 31, "import_sheet", "rows = [parse_row(r) for r in reader]"],
            ],
            `ValueError: could not convert string to float: '${v}'`,
          ),
        });
        c.at(t + 0.05, "lms-web", "error", "POST /grades/import 500 (gradebook)", { trace: tr });
      });
    },
  },
  {
    key: "campus-courses-typeerror",
    minutes: [15, 60],
    onset: [0.3, 0.8],
    estate: E,
    incident: true,
    origin: "courses",
    category: "null_reference",
    hints: ["typeerror", "undefined", "null"],
    sev: "high",
    note: "bad deploy of courses: the new version reads course.term.code for courses without a term and throws TypeError; unrelated deploy of notifier earlier",
    play(c) {
      c.deploy(c.on - c.r.num(60, 240), "courses", "v12.4.0");
      const err = "TypeError: Cannot read properties of undefined (reading 'code')";
      c.every(c.on, c.end, 1.3, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "courses",
          "error",
          `GET /courses/${c.r.pick(["CS", "MATH", "HIST"])}${c.r.int(100, 499)} failed: ${err}`,
          {
            trace: tr,
            stack: nodeStack(err, [
              "termLabel (/app/dist/courses/render.js:211:31)",
              "renderCourseHome (/app/dist/courses/render.js:88:17)",
              "async /app/dist/routes/course.js:44:20",
            ]),
          },
        );
        c.at(t + 0.02, "lms-web", "error", "GET /courses/home 502 (courses: 500)", { trace: tr });
      });
    },
  },
  {
    key: "campus-cookie-domain",
    minutes: [15, 60],
    onset: [0.3, 0.8],
    estate: E,
    incident: true,
    origin: "lms-web",
    category: "configuration",
    hints: ["cookie", "config", "domain"],
    sev: "high",
    note: "lms-web release sets SESSION_COOKIE_DOMAIN to the old domain; browsers drop the session cookie and every form post fails CSRF, looking like an auth problem",
    play(c) {
      c.deploy(c.on - c.r.num(30, 120), "lms-web", "v2026.07.1");
      c.at(
        c.on - 5,
        "lms-web",
        "info",
        "config: SESSION_COOKIE_DOMAIN=.campus-old.example.edu SESSION_COOKIE_SECURE=true",
      );
      c.at(
        c.on,
        "lms-web",
        "warn",
        "session cookie domain .campus-old.example.edu does not match request host lms.campusly.edu; cookie will be rejected by browsers",
      );
      c.every(c.on + 1, c.end, 1, (t) =>
        c.at(
          t,
          "lms-web",
          "error",
          `POST /${c.r.pick(["assignments/A2231/submit", "grades", "enrolment"])} 403 CSRF token missing or incorrect (no session)`,
        ),
      );
      c.every(c.on + 2, c.end, 2, (t) =>
        c.at(
          t,
          "sso",
          "warn",
          `login loop detected for ${stu(c.r.int(2100000, 2499999))}: ${c.r.int(3, 9)} logins in 60s`,
        ),
      );
    },
  },
  {
    key: "campus-search-esurl",
    minutes: [15, 60],
    onset: [0.3, 0.8],
    estate: E,
    incident: true,
    origin: "search",
    category: "configuration",
    hints: ["config", "elasticsearch_url", "not set"],
    sev: "high",
    note: "search release drops ELASTICSEARCH_URL from its environment and falls back to localhost:9200; errors read like network refusals but the cause is configuration",
    play(c) {
      c.deploy(c.on - c.r.num(30, 90), "search", "v4.0.0");
      c.at(c.on, "search", "warn", "ELASTICSEARCH_URL is not set, falling back to http://localhost:9200");
      c.every(c.on + 1, c.end, 1.2, (t) => {
        const tr = c.tid();
        c.at(t, "search", "error", "ConnectionError: connect ECONNREFUSED 127.0.0.1:9200", { trace: tr });
        c.at(t + 0.02, "lms-web", "error", "GET /search 502 (search unavailable)", { trace: tr });
      });
      c.mute("search", c.on, c.end, 0);
    },
  },
  {
    key: "campus-objectstore-503",
    estate: E,
    incident: true,
    origin: "submissions",
    category: "dependency",
    hints: ["unavailable", "s3", "object store"],
    sev: "high",
    note: "the campus object store (MinIO cluster, does not log here) loses quorum; submissions gets 503 ServiceUnavailable and lms-web reports failed uploads",
    play(c) {
      c.at(
        c.on,
        "submissions",
        "error",
        "PutObject campusly-subs/2026/CS201/SUB884120.zip failed: ServiceUnavailable: Service is unable to handle request (503) from minio.storage.svc:9000",
      );
      c.every(c.on + 1, c.end, 2, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "submissions",
          "error",
          `${c.r.pick(["PutObject", "GetObject"])} failed: ServiceUnavailable: Service is unable to handle request (503), object store write quorum not met`,
          { trace: tr },
        );
        c.at(
          t + 0.03,
          "lms-web",
          "error",
          `POST /assignments/A${c.r.int(1000, 9999)}/submit 503 (submissions storage unavailable)`,
          { trace: tr },
        );
      });
    },
  },
  {
    key: "campus-plag-oomkill",
    estate: E,
    incident: true,
    origin: "plagiarism-check",
    category: "memory",
    hints: ["memory", "oom", "killed"],
    sev: "medium",
    note: "plagiarism-check loads a 900-page thesis corpus into memory, raises MemoryError and is OOMKilled repeatedly; submissions warns about the growing queue",
    play(c) {
      c.every(c.on, c.end, 80, (t, i) => {
        c.at(t, "plagiarism-check", "error", "worker failed on SUB901233 (thesis, 912 pages)", {
          stack: pyTrace(
            [["/app/plag/fingerprint.py", 120, "shingles", "grams = [text[i:i + k] for i in range(len(text) - k)]"]],
            "MemoryError",
          ),
        });
        c.at(
          t + 2,
          "plagiarism-check",
          "fatal",
          "container plagiarism-check OOMKilled (exit code 137), memory limit 2Gi",
        );
        c.at(t + 9, "plagiarism-check", "info", `plagiarism-check starting (restart ${i + 1})`);
      });
      c.every(c.on + 120, c.end, 30, (t) =>
        c.at(t, "submissions", "warn", `similarity queue growing: ${c.r.int(100, 2000)} pending`),
      );
    },
  },
  {
    key: "campus-courses-heap",
    estate: E,
    incident: true,
    origin: "courses",
    category: "memory",
    hints: ["heap", "memory"],
    sev: "high",
    minutes: [25, 60],
    onset: [0.05, 0.3],
    note: "slow burn: a cache leak in courses grows the Node heap over 15 minutes until 'JavaScript heap out of memory'; lms-web sees 502s after each crash",
    play(c) {
      c.at(c.on, "courses", "warn", "heap used 1.41GB of 2.05GB (render cache 412k entries)");
      c.every(c.on + 60, c.on + 900, 60, (t, i) =>
        c.at(
          t,
          "courses",
          "warn",
          `heap used ${(1.45 + i * 0.04).toFixed(2)}GB of 2.05GB, GC mark-compact ${200 + i * 90}ms`,
        ),
      );
      c.every(c.on + 900, c.end, 120, (t) => {
        c.at(
          t,
          "courses",
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            stack: [
              "<--- Last few GCs --->",
              "[1:0x5d1b2c0]  9312345 ms: Mark-Compact 2041.3 (2083.1) -> 2039.8 (2084.6) MB, 1805.22 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure",
              "<--- JS stacktrace --->",
            ].join("\n"),
          },
        );
        c.every(t + 0.2, t + 6, 0.4, (u) =>
          c.at(u, "lms-web", "error", "GET /courses/home 502 (courses: socket hang up)"),
        );
      });
    },
  },
  {
    key: "campus-search-floodstage",
    estate: E,
    incident: true,
    origin: "search",
    category: "disk",
    hints: ["flood", "disk", "read-only"],
    sev: "medium",
    note: "search's Elasticsearch data node passes the flood-stage watermark; indexing is blocked with a read-only-allow-delete block whose message says TOO_MANY_REQUESTS",
    play(c) {
      c.at(
        c.on,
        "search",
        "warn",
        "flood stage disk watermark [95%] exceeded on [es-data-2][/usr/share/elasticsearch/data] free: 3.1gb[4.6%], all indices on this node will be marked read-only",
      );
      c.every(c.on + 2, c.end, 2, (t) =>
        c.at(
          t,
          "search",
          "error",
          `index course-content failed: cluster_block_exception: index [course-content] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]`,
        ),
      );
      c.every(c.on + 60, c.end, 20, (t) =>
        c.at(t, "courses", "warn", "search index update for announcement failed (search 429), will retry"),
      );
    },
  },
  {
    key: "campus-subs-erofs",
    estate: E,
    incident: true,
    origin: "submissions",
    category: "disk",
    hints: ["read-only", "erofs", "file system"],
    sev: "high",
    note: "submissions' scratch volume is remounted read-only after I/O errors; every upload fails with EROFS and lms-web shows 500s",
    play(c) {
      c.at(
        c.on,
        "submissions",
        "error",
        "Error: EROFS: read-only file system, open '/srv/uploads/tmp/SUB902311.part'",
        {
          stack: nodeStack("Error: EROFS: read-only file system, open '/srv/uploads/tmp/SUB902311.part'", [
            "Object.openSync (node:fs:573:18)",
            "writeChunk (/app/dist/upload.js:51:12)",
          ]),
        },
      );
      c.every(c.on + 1, c.end, 1.5, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "submissions",
          "error",
          `upload failed: EROFS: read-only file system, open '/srv/uploads/tmp/SUB${c.r.int(100000, 999999)}.part'`,
          { trace: tr },
        );
        c.at(t + 0.02, "lms-web", "error", "POST /assignments/submit 500 (submissions)", { trace: tr });
      });
      c.mute("submissions", c.on, c.end, 0);
    },
  },
  {
    key: "campus-gradebook-opaque",
    estate: E,
    incident: true,
    origin: "gradebook",
    category: "unknown",
    hints: ["internal", "unhandled", "error"],
    sev: "medium",
    note: "gradebook starts failing requests with an opaque 'internal error (ref ...)' and nothing else; lms-web logs the 500s",
    play(c) {
      c.every(c.on, c.end, 1.6, (t) => {
        const tr = c.tid();
        c.at(t, "gradebook", "error", `internal error (ref ${c.r.hex(8)})`, { trace: tr });
        c.at(t + 0.03, "lms-web", "error", "GET /grades 500 (gradebook)", { trace: tr });
      });
      c.mute("gradebook", c.on, c.end, 0.2);
    },
  },
];
