// Normal life of a recruiting estate: applications, searches, interviews, offers, probes, cron jobs, a deploy.
import type { Stream } from "./stream.js";

const TITLES = [
  "Warehouse Associate",
  "Senior Backend Engineer",
  "Registered Nurse - ICU",
  "Store Manager",
  "Line Cook",
  "Data Analyst",
  "Delivery Driver (CDL-A)",
  "Customer Success Manager",
  "Forklift Operator",
  "Payroll Specialist",
];
const BOARDS = ["indeed", "linkedin", "ziprecruiter", "glassdoor", "google-jobs", "monster"];
const STAGES = ["screen", "phone_interview", "onsite", "hiring_manager_review", "offer"];

export const cand = (s: Stream) => `${s.estate.key === "crewpath" ? "C-" : "cand_"}${s.rng.int(100000, 999999)}`;
export const job = (s: Stream) => `${s.estate.key === "talentloop" ? "JR" : "REQ-"}${s.rng.int(10000, 99999)}`;
const ms = (s: Stream, lo: number, hi: number) => s.rng.int(lo, hi);

/** Request traffic: one flow every `gap` ms on average. */
export function traffic(s: Stream, gap: number): void {
  const r = s.rng;
  s.every(s.t0, s.t1, gap, (t) => {
    const id = s.newId();
    const k = r.next();
    const o = { id, bg: true };
    if (k < 0.34) {
      s.add(
        t,
        "gw",
        "info",
        `GET /jobs?q=${r.pick(["nurse", "driver", "engineer", "remote", "part+time", "cook"])}&page=${r.int(1, 6)} 200 ${ms(s, 18, 240)}ms`,
        o,
      );
      s.add(t + 8, "core", "info", `job search returned ${r.int(0, 180)} open requisitions in ${ms(s, 6, 90)}ms`, o);
    } else if (k < 0.58) {
      const c = cand(s);
      const j = job(s);
      const d = ms(s, 600, 1900);
      s.add(t + d, "gw", "info", `POST /jobs/${j}/apply 201 ${d}ms`, o);
      s.add(
        t + 60,
        "parser",
        "info",
        `parsed resume for ${c}: ${r.int(1, 6)} positions, ${r.int(2, 30)} skills, lang=${r.pick(["en", "en", "es", "fr", "de"])} (${ms(s, 120, 1400)}ms)`,
        o,
      );
      s.add(
        t + 220,
        "dedupe",
        "info",
        `candidate ${c}: no existing profile above threshold (best score 0.${r.int(10, 61)})`,
        o,
      );
      s.add(
        t + 260,
        "core",
        "info",
        `application created candidate=${c} requisition=${j} title="${r.pick(TITLES)}" source=${r.pick(BOARDS)}`,
        o,
      );
      if (r.chance(0.4))
        s.add(t + 400, "mailer", "info", `queued template=application_received to=${c} provider=sendgrid`, o);
    } else if (k < 0.72) {
      const c = cand(s);
      s.add(t, "core", "info", `candidate ${c} moved to stage=${r.pick(STAGES)} by recruiter u${r.int(100, 999)}`, o);
      s.add(t + 40, "gw", "info", `PATCH /api/candidates/${c}/stage 200 ${ms(s, 30, 160)}ms`, o);
    } else if (k < 0.85) {
      const c = cand(s);
      s.add(
        t,
        "sched",
        "info",
        `interview booked candidate=${c} panel=${r.int(1, 4)} slot=${r.int(9, 17)}:${r.pick(["00", "30"])} tz=${r.pick(["America/Chicago", "America/New_York", "Europe/London", "America/Los_Angeles"])}`,
        o,
      );
      s.add(
        t + 90,
        "cal",
        "info",
        `created event on ${r.pick(["google", "microsoft"])} calendar for ${r.int(1, 4)} attendees (${ms(s, 180, 700)}ms)`,
        o,
      );
      s.add(t + 120, "video", "info", `room provisioned for interview ${r.hex(10)} (${ms(s, 90, 400)}ms)`, o);
      s.add(t + 150, "core", "info", `interview scheduled for ${c}, invites sent`, o);
    } else if (k < 0.93) {
      const c = cand(s);
      s.add(
        t,
        "offer",
        "info",
        `offer letter rendered for ${c} template=${r.pick(["us-hourly-v7", "us-exempt-v4", "uk-perm-v2"])} (${ms(s, 90, 600)}ms)`,
        o,
      );
      s.add(
        t + 200,
        "esign",
        "info",
        `envelope ${r.hex(8)}-${r.hex(4)} created and sent, 1 signer (${ms(s, 300, 1200)}ms)`,
        o,
      );
      s.add(t + 240, "core", "info", `offer extended to ${c}`, o);
    } else {
      const c = cand(s);
      s.add(
        t,
        "bgc",
        "info",
        `screening order placed for ${c} package=${r.pick(["basic_plus", "driver_pro", "healthcare_standard"])}`,
        o,
      );
      s.add(
        t + 300,
        "hris",
        "info",
        `new hire ${c} handed to HRIS, worker id W${r.int(10000, 99999)} (${ms(s, 400, 2400)}ms)`,
        o,
      );
    }
  });
}

/** Kubelet probes, periodic jobs, steady-state chatter. */
export function housekeeping(s: Stream): void {
  const r = s.rng;
  for (const role of ["gw", "core", "sched", "esign", "hris"] as const) {
    if (!s.has(role)) continue;
    const path = s.rt(role) === "java" ? "/actuator/health" : s.rt(role) === "dotnet" ? "/health/ready" : "/healthz";
    s.every(
      s.t0,
      s.t1,
      10000,
      (t) => s.add(t, role, "info", `GET ${path} 200 ${r.int(1, 9)}ms ua=kube-probe/1.30`, { bg: true }),
      0.05,
    );
  }
  s.every(s.t0, s.t1, 60000, (t) => {
    for (const b of r.shuffle(BOARDS).slice(0, 3)) {
      const n = r.int(20, 400);
      s.add(
        t + r.int(0, 3000),
        "syndic",
        "info",
        `feed push to ${b}: ${n} postings sent, ${n} accepted (${r.int(400, 5000)}ms)`,
        { bg: true },
      );
    }
  });
  s.every(s.t0, s.t1, 30000, (t) =>
    s.add(
      t,
      "cal",
      "info",
      `sync cycle done: ${r.int(120, 900)} calendars polled, ${r.int(0, 40)} changes, 0 failures`,
      { bg: true },
    ),
  );
  s.every(s.t0, s.t1, 45000, (t) =>
    s.add(t, "mailer", "info", `batch delivered: ${r.int(10, 300)} messages accepted by provider`, { bg: true }),
  );
  s.every(s.t0, s.t1, 120000, (t) =>
    s.add(
      t,
      "dedupe",
      "info",
      `incremental sweep: ${r.int(200, 3000)} profiles compared, ${r.int(0, 6)} merges proposed`,
      { bg: true },
    ),
  );
  s.every(s.t0, s.t1, 90000, (t) =>
    s.add(t, "bgc", "info", `status poll: ${r.int(40, 400)} open orders checked, ${r.int(0, 25)} updated`, {
      bg: true,
    }),
  );
  s.every(s.t0, s.t1, 75000, (t) =>
    s.add(t, "hris", "info", `handoff queue drained: ${r.int(0, 12)} new hires pushed, 0 pending`, { bg: true }),
  );
  s.every(s.t0, s.t1, 100000, (t) =>
    s.add(t, "video", "info", `recording ${r.hex(10)} transcoded 720p (${r.int(3, 60)} min) and uploaded`, {
      bg: true,
    }),
  );
  s.every(s.t0, s.t1, 50000, (t) =>
    s.add(t, "esign", "info", `webhook envelope-completed for ${r.hex(8)} acknowledged`, { bg: true }),
  );
  s.every(s.t0, s.t1, 60000, (t) =>
    s.add(t, "core", "info", `outbox relay: published ${r.int(20, 400)} domain events, lag ${r.int(10, 900)}ms`, {
      bg: true,
    }),
  );
}

/** A retry that works, a deprecation warning, both harmless. */
export function benignRetries(s: Stream): void {
  const r = s.rng;
  s.every(s.t0, s.t1, r.int(70000, 160000), (t) => {
    const pick = r.int(0, 3);
    if (pick === 0 && s.has("mailer")) {
      s.add(t, "mailer", "warn", `sendgrid POST /v3/mail/send 502 Bad Gateway, retry 1/3 in 500ms`);
      s.add(t + 620, "mailer", "info", "sendgrid POST /v3/mail/send 202 Accepted (attempt 2)");
    } else if (pick === 1) {
      s.add(
        t,
        "cal",
        "warn",
        "googleapi: Error 503: The service is currently unavailable., backendError; retrying (1/5)",
      );
      s.add(t + 1100, "cal", "info", "events.insert succeeded after 1 retry");
    } else if (pick === 2) {
      s.add(t, "core", "warn", "optimistic lock conflict on application row, retrying transaction (attempt 2)");
      s.add(t + 30, "core", "info", "transaction committed on attempt 2");
    } else {
      s.add(t, "parser", "warn", "OCR worker busy, requeueing page batch (attempt 1)");
      s.add(t + 2400, "parser", "info", "OCR batch completed on attempt 2");
    }
  });
}

export function deprecations(s: Stream): void {
  const r = s.rng;
  const lines: [Parameters<Stream["add"]>[1], string][] = [
    ["core", "GET /api/v1/candidates is deprecated (Sunset: 2027-03-31); caller=partner-integration-greenhouse-import"],
    [
      "gw",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    ],
    [
      "syndic",
      "linkedin Job Posting API v2 'jobPostings' endpoint is deprecated, migrate to versioned REST API (LinkedIn-Version header)",
    ],
    [
      "offer",
      "warning CS0618: 'RazorLight.EngineFactory.CreatePhysical' is obsolete (logged once per template compile)",
    ],
  ];
  const [role, msg] = r.pick(lines);
  s.every(s.t0, s.t1, r.int(40000, 120000), (t) => s.add(t, role, "warn", msg));
}

/** An unrelated rollout or config reload at time t. */
export function unrelatedChange(s: Stream, t: number, avoid?: string): string {
  const r = s.rng;
  const cands = (["gw", "mailer", "video", "syndic", "dedupe", "sched"] as const).filter(
    (x) => s.has(x) && x !== avoid,
  );
  const role = r.pick(cands);
  const v = `${r.int(2, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  if (r.chance(0.5)) {
    s.add(t, role, "info", "Received SIGTERM, draining connections (grace 30s)");
    s.add(t + 1800, role, "info", `starting ${s.name(role)} v${v} (git ${r.hex(7)})`);
    s.add(t + 2600, role, "warn", "readiness probe failed: connection refused (container still starting)");
    s.add(t + 6100, role, "info", `ready, listening on :8080 (v${v})`);
  } else {
    s.add(
      t,
      role,
      "info",
      `config reloaded from configmap ${s.name(role)}-config (resourceVersion ${r.int(1000000, 9999999)})`,
    );
    s.add(t + 40, role, "info", `feature flags refreshed: ${r.int(20, 90)} flags, 1 changed`);
  }
  return s.name(role);
}
