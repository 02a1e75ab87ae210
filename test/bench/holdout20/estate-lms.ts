// Estate 1: a school district's learning platform (Node portal, Python assignments, Java gradebook, Go media).
import type { Estate } from "./sim.js";

export const LMS: Estate = {
  ns: "district-lms",
  ids: "traceparent",
  carry: ["classroom-portal", "assignment-svc", "quiz-engine", "plagiarism-hook", "notify-relay"],
  flows: [
    [
      { svc: "assignment-svc", msg: "listed {2-31} assignments course=C{1000-4999} term=2026-fall" },
      { svc: "classroom-portal", msg: "GET /courses/C{1000-4999}/stream 200 {18-240}ms" },
    ],
    [
      { svc: "assignment-svc", msg: "submission S{100000-999999} stored for student st{10000-99999} ({1-9} files)" },
      { svc: "plagiarism-hook", msg: "similarity check queued for submission S{100000-999999}", p: 0.7 },
      { svc: "classroom-portal", msg: "POST /assignments/A{10000-99999}/submissions 201 {60-420}ms" },
    ],
    [
      { svc: "gradebook-api", msg: "gradebook view section={100-999} rows={12-34} categories={3-7} in {9-80}ms" },
      { svc: "classroom-portal", msg: "GET /gradebook/sections/{100-999} 200 {30-260}ms" },
    ],
    [
      {
        svc: "sso-bridge",
        msg: "assertion accepted subject=t{1000-9999}@{lincoln|oakridge|harbor|mesa}-hs.k12 via idp=district-adfs",
      },
      { svc: "classroom-portal", msg: "POST /auth/saml/acs 302 {40-190}ms" },
    ],
    [
      { svc: "quiz-engine", msg: "attempt QA-{x6} saved quiz=Q{1000-9999} answers={5-30} autosave=true" },
      { svc: "classroom-portal", msg: "PUT /quizzes/Q{1000-9999}/attempts/current 200 {12-90}ms" },
    ],
    [
      { svc: "notify-relay", msg: "inbox fetched guardian=g{10000-99999} unread={0-6}" },
      { svc: "classroom-portal", msg: "GET /notifications 200 {8-60}ms" },
    ],
  ],
  jobs: [
    { svc: "classroom-portal", every: 30, lvl: "debug", msg: "GET /healthz 200 1ms kube-probe/1.29" },
    { svc: "gradebook-api", every: 30, lvl: "debug", msg: "GET /actuator/health 200 UP" },
    { svc: "gradebook-api", every: 150, msg: "grade cache warmed: {200-400} sections in {300-900}ms" },
    {
      svc: "roster-sync",
      every: 60,
      msg: "roster delta applied school={lincoln|oakridge|harbor|mesa}-hs +{0-9} -{0-4} enrollments",
    },
    { svc: "media-transcoder", every: 40, msg: "transcoded lecture clip clip_{x8} 720p h264 in {2-19}s" },
    { svc: "notify-relay", every: 45, msg: "smtp batch delivered n={3-40} queue_depth={0-5}" },
    { svc: "sso-bridge", every: 120, msg: "refreshed idp metadata district-adfs (2 signing keys)" },
    { svc: "quiz-engine", every: 60, msg: "autosave sweeper closed {0-12} stale attempts" },
    { svc: "plagiarism-hook", every: 50, msg: "polled vendor for {0-8} finished reports" },
    { svc: "assignment-svc", every: 30, lvl: "debug", msg: "GET /ping 200" },
  ],
  noise: [
    {
      svc: "plagiarism-hook",
      every: 25,
      lvl: "warn",
      msg: "vendor report for submission S{100000-999999} incomplete: bibliography section missing",
    },
    {
      svc: "notify-relay",
      every: 30,
      lvl: "error",
      msg: "guardian address g{10000-99999}@{mail|inbox|webpost}.example bounced 550 5.1.1 mailbox unavailable, suppressed",
    },
    {
      svc: "roster-sync",
      every: 35,
      lvl: "warn",
      msg: "student st{10000-99999} has no homeroom in SIS export, skipped",
    },
    { svc: "media-transcoder", every: 40, lvl: "warn", msg: "clip_{x8}: audio track missing, encoding video only" },
  ],
  chatter: [
    [
      {
        svc: "classroom-portal",
        lvl: "warn",
        msg: "(node:{20-90}) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      },
    ],
    [
      {
        svc: "assignment-svc",
        lvl: "warn",
        msg: "slow query {1200-3400}ms: SELECT submissions for course C{1000-4999} (seq scan)",
      },
    ],
    [
      { svc: "gradebook-api", lvl: "warn", msg: "grade cache lookup failed (attempt 1/3), retrying" },
      { svc: "gradebook-api", msg: "grade cache lookup ok on attempt 2", dt: 200 },
    ],
    [
      { svc: "quiz-engine", msg: "quiz-engine v3.{10-19}.{0-9} starting (node v20.{10-15}.0)" },
      { svc: "quiz-engine", msg: "listening on :8080", dt: 900 },
    ],
    [
      {
        svc: "classroom-portal",
        lvl: "warn",
        msg: "GET /courses/C{1000-4999}/export 200 {4100-9800}ms (slow request)",
      },
    ],
  ],
  quiet: [
    [{ svc: "classroom-portal", msg: "POST /auth/saml/acs 401 {10-40}ms (session expired, redirecting to idp)" }],
    [{ svc: "classroom-portal", lvl: "warn", msg: "GET /courses/C{1000-4999}/stream 404 3ms" }],
    [
      {
        svc: "assignment-svc",
        lvl: "warn",
        msg: "submission rejected: file too large (52 MB > 50 MB) student=st{10000-99999}",
      },
    ],
    [{ svc: "quiz-engine", lvl: "warn", msg: "attempt QA-{x6} submitted after due date, flagged late" }],
  ],
};
