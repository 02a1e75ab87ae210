// Northfield Unified School District: a student information platform. Teachers take registers, parents report
// absences by phone or text, timetables and gradebooks are read all day, the cafeteria's tills sync lunch
// payments, and a sync job pulls rosters. Request ids (uuid) only on the Node and Go services.
import type { Rng } from "./rng.js";
import type { Ctx, Estate } from "./types.js";
import { gunicorn, podIp, rails } from "./voices.js";

export const SCHOOLS = ["NHS", "NMS", "LES", "WES", "PES", "RHS"];
export const SECTIONS = [
  "ALG1-04",
  "ENG9-02",
  "BIO-07",
  "USH-03",
  "CHEM-03",
  "SPAN2-01",
  "GEOM-02",
  "PE-11",
  "ART-05",
  "CS1-01",
];
const TEACHERS = ["t.okafor", "m.nguyen", "j.alvarez", "k.brennan", "d.patel", "s.kowalski", "r.washington", "l.chen"];
export const student = (r: Rng) => String(r.int(100000, 189999));
export const teacher = (r: Rng) => r.pick(TEACHERS);
export const terminal = (r: Rng) => `POS-${r.pick(SCHOOLS)}-0${r.int(1, 4)}`;

function morgan(c: Ctx, t: number, method: string, path: string, status: number, ms: number, tr?: string): void {
  c.s.add(
    t + ms,
    "web-bff",
    status >= 500 ? "ERROR" : status >= 400 ? "WARN" : "INFO",
    `${method} ${path} ${status} ${c.r.int(90, 9000)} - ${(ms + c.r.next()).toFixed(3)} ms`,
    { trace: tr },
  );
}

function register(c: Ctx, t: number): void {
  const { s, r } = c;
  const tr = s.trace();
  const sec = r.pick(SECTIONS);
  const n = r.int(18, 32);
  const abs = r.int(0, 4);
  const ms = r.latency(140);
  s.add(
    t + ms - 20,
    "attendance",
    "INFO",
    `register saved section=${sec} period=${r.int(1, 7)} present=${n - abs} absent=${abs} tardy=${r.int(0, 2)} by=${teacher(r)}`,
  );
  gunicorn(c, t + ms - 10, "attendance", {
    ip: podIp(r, "10.30"),
    method: "POST",
    path: `/api/v2/sections/${sec}/register`,
    status: 200,
    bytes: r.int(80, 300),
    ua: "node-fetch/3.3.2",
  });
  morgan(c, t, "POST", `/api/sections/${sec}/register`, 200, ms, tr);
}

function studentView(c: Ctx, t: number): void {
  const { r } = c;
  const tr = c.s.trace();
  const id = student(r);
  const ms = r.latency(80);
  gunicorn(c, t + ms - 8, "attendance", {
    ip: podIp(r, "10.30"),
    method: "GET",
    path: `/api/v2/students/${id}/summary`,
    status: 200,
    bytes: r.int(900, 4000),
    ua: "node-fetch/3.3.2",
  });
  morgan(c, t, "GET", `/api/students/${id}/attendance`, 200, ms, tr);
}

function timetableView(c: Ctx, t: number): void {
  const { s, r } = c;
  const tr = s.trace();
  const ms = r.latency(50);
  s.add(
    t + ms - 5,
    "timetable",
    "INFO",
    `Served timetable for student ${student(r)} week 2026-W${r.int(19, 21)} (${r.int(6, 8)} periods/day) in ${r.int(3, 30)}ms`,
  );
  morgan(c, t, "GET", "/api/timetable/me", 200, ms, tr);
}

function gradebookView(c: Ctx, t: number): void {
  const { r } = c;
  const sec = r.pick(SECTIONS);
  rails(c, t, "gradebook", {
    method: r.chance(0.8) ? "GET" : "PATCH",
    path: `/sections/${sec}/gradebook`,
    action: "GradebookController#show",
    status: 200,
    ms: r.latency(90),
    ip: podIp(r, "10.30"),
    format: "HTML",
  });
}

function login(c: Ctx, t: number): void {
  const { s, r } = c;
  const staffLogin = r.chance(0.4);
  s.add(t, "sso-bridge", "INFO", "login ok", {
    trace: s.trace(),
    kv: staffLogin
      ? { user: `${teacher(r)}@nsd.example`, realm: "staff", method: "saml", mfa: "true" }
      : { user: `s${student(r)}@students.nsd.example`, realm: "students", method: "oidc", mfa: "false" },
  });
}

function absence(c: Ctx, t: number): void {
  const { s, r } = c;
  const id = student(r);
  const ch = r.pick(["ivr", "sms", "sms", "web"]);
  s.add(
    t,
    "absence-line",
    "INFO",
    `absence reported student=${id} channel=${ch} reason=${r.pick(["illness", "illness", "appointment", "family", "religious observance"])} dates=${new Date(t).toISOString().slice(0, 10)}`,
  );
  s.add(t + r.int(50, 200), "attendance", "INFO", `pre-excused absence recorded for ${id} (source=absence-line)`);
  const tr = s.trace();
  s.add(t + r.int(200, 600), "msg-hub", "INFO", "sms queued", {
    trace: tr,
    kv: { template: "absence_ack", to: `+1***${r.digits(4)}` },
  });
}

function background(c: Ctx, rate: number): void {
  const { s, r, t0, t1 } = c;
  s.poisson(rate, t0, t1, (t) => {
    const f = r.weighted([
      [register, 4],
      [studentView, 4],
      [timetableView, 3],
      [gradebookView, 2],
      [login, 2],
      [absence, 1],
    ] as const);
    f(c, t);
  });
  for (let rep = 0; rep < 2; rep++)
    s.every(10000, t0, t1, 30, (t) =>
      s.add(t, "web-bff", "INFO", `GET /healthz 200 15 - ${r.range(0.2, 1.4).toFixed(3)} ms`, { replica: rep }),
    );
  s.every(30000, t0, t1, 1000, (t) =>
    s.add(
      t,
      "sis-sync",
      "INFO",
      `OneRoster delta sync: ${r.int(0, 40)} users, ${r.int(0, 25)} enrollments, ${r.int(0, 2)} classes (cursor ${r.int(880000, 889999)})`,
    ),
  );
  s.every(40000, t0, t1, 3000, (t) =>
    s.add(
      t,
      "report-worker",
      "INFO",
      `progress-report batch ${r.int(1, 60)}/60 school=${r.pick(SCHOOLS)} rendered in ${r.range(2, 9).toFixed(1)}s`,
    ),
  );
  s.every(120000, t0, t1, 8000, (t) => {
    const n = r.int(200, 900);
    const tr = s.trace();
    s.add(t, "msg-hub", "INFO", "email batch sent", {
      trace: tr,
      kv: { template: "weekly_digest", recipients: n, provider: "ses", accepted: n },
    });
  });
  s.every(15000, t0, t1, 2000, (t) => {
    const term = terminal(r);
    const n = r.int(0, 30);
    s.add(t, "pos-sync", "INFO", `Synced ${n} transactions from terminal ${term} (last seq ${r.int(5000, 9000)})`);
    for (let i = 0; i < Math.min(n, 4); i++)
      s.add(
        t + 50 + i * 20,
        "lunch-pay",
        "INFO",
        `Meal served account=${student(r)} line=${r.int(1, 3)} amount=$${r.pick(["2.85", "3.25", "0.40", "0.00", "3.25"])} balance=$${r.range(0, 60).toFixed(2)}`,
      );
  });
}

const samlTenant = (c: Ctx) =>
  c.s.every(c.r.pick([20000, 30000]), c.t0, c.t1, 500, (t) =>
    c.s.add(
      t,
      "report-worker",
      "ERROR",
      "Failed to load SAML metadata for tenant 'westbrook-charter': 404 Client Error: Not Found for url: https://idp.westbrook-charter.example/saml/metadata.xml",
    ),
  );

const touchIcon = (c: Ctx) =>
  c.s.poisson(c.r.range(0.02, 0.05), c.t0, c.t1, (t) => {
    const p = c.r.pick(["/apple-touch-icon.png", "/apple-touch-icon-precomposed.png", "/favicon.ico"]);
    rails(c, t, "gradebook", {
      method: "GET",
      path: p,
      action: "ApplicationController#not_found",
      status: 404,
      ms: 2,
      ip: podIp(c.r, "10.30"),
      format: "*/*",
    });
    c.s.add(t + 3, "gradebook", "FATAL", `ActionController::RoutingError (No route matches [GET] "${p}"):`);
  });

const roomTba = (c: Ctx) =>
  c.s.every(c.r.pick([30000, 60000]), c.t0, c.t1, 1000, (t) =>
    c.s.add(
      t,
      "timetable",
      "WARN",
      "Room R-214 referenced by section CHEM-03 not found in facilities feed; showing 'TBA'",
    ),
  );

export const northfield: Estate = {
  key: "northfield",
  title: "Northfield Unified School District",
  namespace: "nsd-platform",
  project: "nsd-sis-prod",
  cluster: "sis-prod-use1",
  region: "us-east1",
  services: [
    { name: "web-bff", runtime: "node", traced: true, replicas: 2 },
    { name: "sso-bridge", runtime: "go", traced: true },
    { name: "attendance", runtime: "python" },
    { name: "absence-line", runtime: "python" },
    { name: "sis-sync", runtime: "java" },
    { name: "timetable", runtime: "java" },
    { name: "gradebook", runtime: "ruby" },
    { name: "msg-hub", runtime: "node", traced: true },
    { name: "lunch-pay", runtime: "dotnet" },
    { name: "pos-sync", runtime: "dotnet" },
    { name: "report-worker", runtime: "python" },
  ],
  roles: {
    gateway: ["web-bff"],
    auth: ["sso-bridge"],
    payments: ["lunch-pay"],
    messaging: ["msg-hub"],
    push: ["msg-hub"],
    sync: ["sis-sync"],
    devices: ["pos-sync"],
    core: ["attendance"],
    jobs: ["report-worker"],
    custody: ["attendance"],
  },
  trace: { style: "uuid", key: "req_id" },
  hours: [12, 13, 15, 16, 17],
  vocab: {
    user: (r) => (r.chance(0.5) ? `${teacher(r)}@nsd.example` : `s${student(r)}@students.nsd.example`),
    child: (r) => `S-${student(r)}`,
    site: (r) => r.pick(SCHOOLS),
    device: terminal,
    cc: "+1",
    money: "$",
    net: "10.30",
  },
  background,
  chronic: [
    { svc: "report-worker", run: samlTenant },
    { svc: "gradebook", run: touchIcon },
    { svc: "timetable", run: roomTba },
  ],
};
