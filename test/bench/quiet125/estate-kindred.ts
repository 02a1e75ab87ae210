// Estate 4: Kindred Path Agencies, a group of small agencies (IDD support and senior care) on EKS. A Node API
// gateway, Rails roster/plans/identity with lograge and Sidekiq, Go punch and telephony services, a Node
// reminder sender talking to a voice/SMS vendor, a Python remittance service. Only some services print ids.
import type { Rand } from "./rng.js";
import type { Estate, Flow } from "./types.js";
import { ANDROID, dollars, IOS, MEDS, masked, PAYERS, phone, TASKS } from "./vocab.js";

const client = (r: Rand) => `pt-${r.int(20000, 29999)}`;
const dsp = (r: Rand) => `dsp-${r.int(4000, 6999)}`;
const visit = (r: Rand) => `vis_${r.int(1000000000, 1999999999)}`;
const user = (r: Rand) => `acct-${r.int(50000, 99999)}`;
const jid = (r: Rand) => r.hex(24);

/** lograge's default key=value line. */
function lograge(r: Rand, method: string, path: string, ctrl: string, action: string, status: number) {
  const view = r.float(0, 6).toFixed(2);
  const db = r.float(1, 30).toFixed(2);
  const dur = (Number(view) + Number(db) + r.float(2, 40)).toFixed(2);
  return `method=${method} path=${path} format=json controller=${ctrl} action=${action} status=${status} allocations=${r.int(800, 9000)} duration=${dur} view=${view} db=${db}`;
}
const apiLine = (r: Rand, method: string, path: string, status: number, lo: number, hi: number) =>
  `request completed ${method} ${path} ${status} ${r.int(lo, hi)}ms ua="${r.chance(0.5) ? `KindredCare/3.${r.int(20, 22)} iOS/${r.pick(IOS)}` : `KindredCare/3.${r.int(20, 22)} Android/${r.pick(ANDROID)}`}"`;

function flows(): Flow[] {
  return [
    {
      name: "punch-in",
      weight: 8,
      steps: [
        {
          role: "evv",
          dt: 0,
          text: (r, _t, m) =>
            `punch accepted visit=${m("v", visit)} dsp=${m("d", dsp)} kind=in dist=${r.int(2, 150)}m src=gps`,
        },
        {
          role: "sched",
          dt: 16,
          text: (r, _t, m) =>
            lograge(r, "PATCH", `/internal/visits/${m("v", visit)}/start`, "Internal::VisitsController", "start", 200),
        },
        {
          role: "edge",
          dt: 8,
          text: (r, _t, m) => apiLine(r, "POST", `/v1/visits/${m("v", visit)}/punch`, 201, 30, 200),
        },
      ],
    },
    {
      name: "punch-out",
      weight: 6,
      steps: [
        {
          role: "evv",
          dt: 0,
          text: (r, _t, m) =>
            `punch accepted visit=${m("v", visit)} dsp=${m("d", dsp)} kind=out dist=${r.int(2, 150)}m src=gps`,
        },
        {
          role: "sched",
          dt: 15,
          text: (r, _t, m) =>
            lograge(
              r,
              "PATCH",
              `/internal/visits/${m("v", visit)}/finish`,
              "Internal::VisitsController",
              "finish",
              200,
            ),
        },
        {
          role: "edge",
          dt: 8,
          text: (r, _t, m) => apiLine(r, "POST", `/v1/visits/${m("v", visit)}/punch`, 201, 30, 220),
        },
      ],
    },
    {
      name: "phone-punch",
      weight: 3,
      steps: [
        {
          role: "ivr",
          dt: 0,
          text: (r, _t, m) =>
            `inbound call did=+18005550142 from=${masked(phone(r))} matched visit=${m("v", visit)} caller_id=registered`,
        },
        {
          role: "evv",
          dt: 30,
          text: (r, _t, m) =>
            `punch accepted visit=${m("v", visit)} dsp=${m("d", dsp)} kind=${r.pick(["in", "out"])} src=ivr`,
        },
        {
          role: "sched",
          dt: 14,
          text: (r, _t, m) =>
            lograge(r, "PATCH", `/internal/visits/${m("v", visit)}/start`, "Internal::VisitsController", "start", 200),
        },
      ],
    },
    {
      name: "schedule",
      weight: 9,
      steps: [
        {
          role: "sched",
          dt: 0,
          text: (r, _t, m) =>
            lograge(r, "GET", `/api/dsp/${m("d", dsp)}/visits`, "Api::VisitsController", "index", 200),
        },
        {
          role: "edge",
          dt: 6,
          text: (r) => apiLine(r, "GET", "/v1/me/visits?range=week", 200, 12, 110),
        },
      ],
    },
    {
      name: "plan",
      weight: 4,
      steps: [
        {
          role: "plans",
          dt: 0,
          text: (r, _t, m) =>
            lograge(r, "GET", `/api/clients/${m("c", client)}/isp`, "Api::SupportPlansController", "show", 200),
        },
        {
          role: "edge",
          dt: 6,
          text: (r, _t, m) => apiLine(r, "GET", `/v1/clients/${m("c", client)}/plan`, 200, 15, 140),
        },
      ],
    },
    {
      name: "goal-notes",
      weight: 3,
      steps: [
        {
          role: "plans",
          dt: 0,
          text: (r, _t, m) =>
            lograge(r, "POST", `/api/visits/${m("v", visit)}/notes`, "Api::ProgressNotesController", "create", 201),
        },
        {
          role: "edge",
          dt: 6,
          text: (r, _t, m) => apiLine(r, "POST", `/v1/visits/${m("v", visit)}/notes`, 201, 20, 150),
        },
      ],
    },
    {
      name: "reminder",
      weight: 5,
      steps: [
        {
          role: "meds",
          dt: 0,
          text: (r, _t, m) =>
            `reminder delivered client=${m("c", client)} med="${r.pick(MEDS)}" channel=${r.pick(["voice", "sms"])} vendor=voicely sid=CA${r.hex(32)} ${r.int(140, 700)}ms`,
        },
        {
          role: "worker",
          dt: 50,
          text: (r) => `ReminderAuditJob JID-${jid(r)} INFO: done: ${r.float(0.01, 0.09).toFixed(3)} sec`,
        },
      ],
    },
    {
      name: "family",
      weight: 5,
      steps: [
        {
          role: "sched",
          dt: 0,
          text: (r, _t, m) =>
            lograge(r, "GET", `/api/clients/${m("c", client)}/visits`, "Api::ClientVisitsController", "index", 200),
        },
        {
          role: "portal",
          dt: 12,
          text: (r, _t, m) => `GET /family/feed 200 ${r.int(25, 190)}ms account=${m("u", user)}`,
        },
      ],
    },
    {
      name: "token",
      weight: 5,
      steps: [
        {
          role: "auth",
          dt: 0,
          text: (r) => lograge(r, "POST", "/oauth/token", "Doorkeeper::TokensController", "create", 200),
        },
        {
          role: "edge",
          dt: 5,
          text: (r) => apiLine(r, "POST", "/v1/auth/refresh", 200, 10, 60),
        },
      ],
    },
    {
      name: "jobs",
      weight: 4,
      steps: [
        {
          role: "worker",
          dt: 0,
          text: (_r, _t, m) =>
            `${m("k", (x) => x.pick(["VisitSummaryMailerJob", "DailyNoteDigestJob", "GeocodeClientJob", "TaskChecklistSnapshotJob"]))} JID-${m("j", jid)} INFO: start`,
        },
        {
          role: "worker",
          dt: 300,
          text: (r, _t, m) =>
            `${m("k", () => "Job")} JID-${m("j", jid)} INFO: done: ${r.float(0.05, 1.9).toFixed(3)} sec`,
        },
      ],
    },
    {
      name: "tasks",
      weight: 2,
      steps: [
        {
          role: "plans",
          dt: 0,
          text: (r, _t, m) => `checklist item ${r.pick(TASKS)} completed on ${m("v", visit)} by ${m("d", dsp)}`,
        },
      ],
    },
    {
      name: "pay",
      weight: 1,
      steps: [
        {
          role: "payroll",
          dt: 0,
          text: (r, _t, m) =>
            `accrued dsp=${m("d", dsp)} hours=${r.float(1, 9).toFixed(2)} travel_mi=${r.float(0, 30).toFixed(1)} rate_class=${r.pick(["HHA", "DSP-II", "LPN"])}`,
        },
      ],
    },
    {
      name: "remit",
      weight: 2,
      steps: [
        {
          role: "billing",
          dt: 0,
          text: (r) =>
            `ERA 835 line matched claim CLM-${r.int(700000, 799999)} paid=${dollars(r, 12, 380)} adj=${r.pick(["0.00", "0.00", "CO-45 4.10", "PR-3 2.00"])} payer="${r.pick(PAYERS)}"`,
        },
      ],
    },
  ];
}

export const kindred: Estate = {
  key: "kindred",
  label: "Kindred Path Agencies",
  voice: 3,
  services: [
    { name: "api", role: "edge", rt: "node", pods: 3 },
    { name: "roster", role: "sched", rt: "ruby", pods: 3 },
    { name: "clockin", role: "evv", rt: "go", pods: 2 },
    { name: "telephony", role: "ivr", rt: "go", pods: 2 },
    { name: "plans", role: "plans", rt: "ruby", pods: 2 },
    { name: "reminders", role: "meds", rt: "node", pods: 2 },
    { name: "famlink", role: "portal", rt: "node", pods: 2 },
    { name: "paycheck", role: "payroll", rt: "go", pods: 1 },
    { name: "remit", role: "billing", rt: "python", pods: 1 },
    { name: "identity", role: "auth", rt: "ruby", pods: 2 },
    { name: "sidekiq", role: "worker", rt: "ruby", pods: 3 },
  ],
  idsOn: "some",
  idServices: ["api", "famlink", "reminders", "clockin"],
  idKind: "request",
  formats: ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"],
  ids: { client, caregiver: dsp, visit, user, payer: (r) => r.pick(PAYERS), trace: (r) => `req_${r.alnum(20)}` },
  flows: flows(),
  jobs: [
    {
      role: "worker",
      everySec: 60,
      lines: (r) => [
        ["INFO", `LateVisitSweepJob JID-${jid(r)} INFO: start`],
        ["INFO", `LateVisitSweepJob JID-${jid(r)} INFO: done: ${r.float(0.3, 2.2).toFixed(3)} sec`],
      ],
    },
    {
      role: "meds",
      everySec: 30,
      lines: (r) => [["INFO", `dispatch tick: ${r.int(4, 60)} reminders due, ${r.int(0, 3)} deferred (quiet hours)`]],
    },
    {
      role: "payroll",
      everySec: 300,
      lines: (r) => [
        ["INFO", `mileage recompute batch done legs=${r.int(100, 900)} errors=0 elapsed=${r.float(1, 9).toFixed(1)}s`],
      ],
    },
  ],
  chronic: [
    {
      role: "worker",
      everySec: 30,
      level: "ERROR",
      text: (r) =>
        `ArchiveVisitPhotosJob JID-${jid(r)} ERROR: Aws::S3::Errors::NoSuchKey: The specified key does not exist. (thumbnail already purged; not retrying)`,
    },
    {
      role: "plans",
      everySec: 50,
      level: "WARN",
      text: () =>
        "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2. Use `ActiveRecord.default_timezone` instead.",
    },
  ],
  probes: [
    {
      role: "edge",
      everySec: 15,
      text: (r) => `request completed GET /healthz 200 ${r.int(0, 2)}ms ua="kube-probe/1.29"`,
    },
    { role: "portal", everySec: 15, text: (r) => `GET /healthz 200 ${r.int(0, 2)}ms` },
  ],
  edgeLine: (r, _t, method, path, status, upstream, durMs) =>
    `${apiLine(r, method, path, status, durMs, durMs)}${status >= 500 ? ` upstream=${upstream}` : ""}`,
  ns: "kindred",
  podNet: "10.80",
  vm: false,
  domain: "kindredpath.org",
  k8sNs: "kindred",
  cluster: "eks-kindred-prod",
};
