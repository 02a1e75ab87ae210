// The 12 quiet windows: only the domain's normal noise, some of it loud (quarter-end slowness, late carrier files,
// a rollout with a few failed requests), nothing broken.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface QuietSpec {
  estate: string;
  note: string;
  extra(s: Stream, at: number): void;
}

function burst(
  s: Stream,
  svc: string,
  from: number,
  to: number,
  meanMs: number,
  level: Level,
  msg: (r: Rng) => string,
): void {
  let t = from + s.r.gap(meanMs);
  while (t < to) {
    s.add(t, svc, level, msg(s.r));
    t += s.r.gap(meanMs);
  }
}

export const QUIET: QuietSpec[] = [
  {
    estate: "paycrest",
    note: "Quarter-end filing day: state portals answer slowly and filing-gateway retries succeed; the usual prenote rejections continue.",
    extra(s, at) {
      burst(
        s,
        "filing-gateway",
        at,
        at + 240000,
        6000,
        "warn",
        (r) =>
          `state ${r.pick(["CA", "NY", "NJ"])} portal slow: submission ack took ${r.int(12, 40)}s (quarter-end load), retry ${r.int(1, 2)}/3 succeeded`,
      );
    },
  },
  {
    estate: "paycrest",
    note: "Ordinary pay-run afternoon with late timesheet imports and a payrun-engine rollout that briefly returns a few 503s during pod replacement.",
    extra(s, at) {
      burst(
        s,
        "payroll-api",
        at + 8000,
        at + 30000,
        5000,
        "warn",
        (r) =>
          `POST /v2/employers/E${r.int(10010, 48990)}/payruns/preview 503 ${r.int(2, 9)}ms upstream payrun-engine (pod terminating), client retried`,
      );
    },
  },
  {
    estate: "paycrest",
    note: "Quiet morning with W-2 preview batches and a payroll-db configuration reload; nothing fails beyond the routine prenote rejections.",
    extra(s, at) {
      s.add(at, "payroll-db", "info", "LOG:  received SIGHUP, reloading configuration files");
      s.add(at + 200, "payroll-db", "info", 'LOG:  parameter "log_min_duration_statement" changed to "250"');
      burst(
        s,
        "payroll-db",
        at + 1000,
        at + 400000,
        20000,
        "info",
        (r) =>
          `LOG:  duration: ${r.int(250, 900)}.${r.int(100, 999)} ms  statement: SELECT * FROM pay_items WHERE payrun_id = $1`,
      );
    },
  },
  {
    estate: "rotaline",
    note: "Shift change at many stores: duplicate punches and late timesheets, plus a wfm-web rollout.",
    extra(s, at) {
      burst(
        s,
        "clock-ingest",
        at,
        at + 300000,
        2500,
        "warn",
        (r) =>
          `duplicate punch ignored badge=${r.int(10000, 99999)} site=STORE-${r.int(100, 1999)} type=OUT delta=${r.int(2, 40)}s`,
      );
    },
  },
  {
    estate: "rotaline",
    note: "Reminder batch going out: Twilio briefly answers 429 and notify-dispatch's retries all succeed.",
    extra(s, at) {
      burst(
        s,
        "notify-dispatch",
        at,
        at + 50000,
        3000,
        "warn",
        (r) => `twilio 429 Too Many Requests (code 20429) to=+1***${r.int(1000, 9999)}, retry 1/3 in ${r.int(1, 4)}s`,
      );
      burst(
        s,
        "notify-dispatch",
        at + 3000,
        at + 55000,
        3000,
        "info",
        (r) => `sms delivered on retry to=+1***${r.int(1000, 9999)} sid=SM${r.hex(32)}`,
      );
    },
  },
  {
    estate: "rotaline",
    note: "Terminals at one store flap on a weak link and reconnect on their own; everything else is routine.",
    extra(s, at) {
      burst(
        s,
        "terminal-bridge",
        at,
        at + 90000,
        9000,
        "warn",
        (r) =>
          `term STORE-0931/T${r.int(1, 6)}: link lost, reconnected after ${r.int(1, 6)}s, ${r.int(0, 12)} frames replayed`,
      );
    },
  },
  {
    estate: "peoplenest",
    note: "Open-enrolment traffic with carrier acknowledgement files arriving late and SCIM pushes for already-removed users.",
    extra(s, at) {
      burst(
        s,
        "carrier-edi",
        at,
        at + 300000,
        40000,
        "warn",
        (r) =>
          `inbound TA1/999 from ${r.pick(["AETNA", "VSP"])} late for ISA13 ${r.int(100000000, 999999999)}, carrier SLA is 24h`,
      );
    },
  },
  {
    estate: "peoplenest",
    note: "A hr-search node restarts during a rolling upgrade; shards recover and searches keep working.",
    extra(s, at) {
      s.add(at, "hr-search", "info", "stopping ...");
      s.add(at + 40000, "hr-search", "info", "started {hr-search-2}{Qm1c}{8.15.3}");
      burst(
        s,
        "hr-search",
        at + 41000,
        at + 120000,
        8000,
        "warn",
        (r) => `[people-v3][${r.int(0, 4)}] primary-replica resync completed with ${r.int(0, 40)} operations`,
      );
      s.add(
        at + 125000,
        "hr-search",
        "info",
        "Cluster health status changed from [YELLOW] to [GREEN] (reason: [shards started [[people-v3][3]]]).",
      );
    },
  },
  {
    estate: "peoplenest",
    note: "A wave of new hires: identity checks with some manual reviews and employees mistyping passwords at first login.",
    extra(s, at) {
      burst(
        s,
        "hr-portal",
        at,
        at + 400000,
        7000,
        "warn",
        (r) => `login failed for user ${r.hex(6)}@example-employer.com: invalid credentials (attempt ${r.int(1, 3)}/5)`,
      );
    },
  },
  {
    estate: "brightwage",
    note: "Month-end: HMRC answers slowly, modulus-check holds keep appearing, and a payroll-calc rollout happens mid-window.",
    extra(s, at) {
      burst(
        s,
        "rti-submitter",
        at,
        at + 300000,
        15000,
        "warn",
        (r) => `HMRC response slow (${r.int(10, 25)}s); poll interval backed off to 60s`,
      );
    },
  },
  {
    estate: "brightwage",
    note: "Payslip emails go out with a handful of SES bounces and a pension provider upload that succeeds on retry.",
    extra(s, at) {
      burst(
        s,
        "payslip-mailer",
        at,
        at + 200000,
        6000,
        "warn",
        (r) => `SES bounce (Transient/MailboxFull) for employee ${r.int(100000, 999999)}; will retry in 1h`,
      );
    },
  },
  {
    estate: "brightwage",
    note: "Quiet afternoon with P60 dry runs and an audit-trail segment rotation; only the usual modulus-check warnings.",
    extra(s, at) {
      burst(
        s,
        "p60-builder",
        at,
        at + 200000,
        30000,
        "warn",
        (r) => `employee ${r.int(100000, 999999)} has no NI number; P60 draft flagged for review`,
      );
    },
  },
];
