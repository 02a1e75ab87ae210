// Estate 2: Willowbrook Nursing Network, a non-profit visiting-nurse and aide network on VMs behind HAProxy
// (no container labels, no request ids). Mostly Python (gunicorn/Django, Celery), a Rails family portal,
// Node mobile API and IVR, a Go GPS verifier and SMS sender, a Java 837 claims builder.
import type { Rand } from "./rng.js";
import type { Estate, Flow } from "./types.js";
import { HCPCS, hhmm, MEDS, masked, nginxTime, PAYERS, phone, TASKS } from "./vocab.js";

const client = (r: Rand) => `client#${r.int(10000, 19999)}`;
const aide = (r: Rand) => `aide#${r.int(100, 999)}`;
const visit = (r: Rand) => String(r.int(99800000, 99899999));
const user = (r: Rand) => `fam${r.int(1000, 9999)}`;
const num = (s: string) => s.replace(/\D/g, "");

/** gunicorn's default access line. */
function guni(r: Rand, t: number, method: string, path: string, status: number, ua: string) {
  return `10.20.${r.int(1, 3)}.${r.int(10, 60)} - - [${nginxTime(t)}] "${method} ${path} HTTP/1.1" ${status} ${r.int(40, 5200)} "-" "${ua}"`;
}

function flows(): Flow[] {
  return [
    {
      name: "gps-clockin",
      weight: 8,
      steps: [
        {
          role: "sched",
          dt: 0,
          text: (r, t, m) => guni(r, t, "POST", `/api/visits/${m("v", visit)}/clock-in`, 201, "gps_verifier/1.9"),
        },
        {
          role: "evv",
          dt: 20,
          text: (r, _t, m) =>
            `verify visit=${m("v", visit)} ${m("a", aide)} d=${r.int(2, 150)}m acc=${r.int(4, 40)}m result=ok`,
        },
        {
          role: "app",
          dt: 12,
          text: (r, _t, m) => `POST /v1/visits/${m("v", visit)}/clockin -> 201 (${r.int(40, 220)}ms)`,
        },
      ],
    },
    {
      name: "ivr-clockin",
      weight: 3,
      steps: [
        {
          role: "ivr",
          dt: 0,
          text: (r, _t, m) =>
            `inbound call CA${r.hex(32)} from ${masked(phone(r))} matched ${m("c", client)} landline; ${m("a", aide)} entered PIN`,
        },
        {
          role: "sched",
          dt: 140,
          text: (r, t, m) => guni(r, t, "POST", `/api/visits/${m("v", visit)}/clock-in`, 201, "evv_ivr/4.2.1"),
        },
        {
          role: "ivr",
          dt: 30,
          text: (_r, _t, m) => `clock-in recorded for visit ${m("v", visit)} via telephony; played confirmation prompt`,
        },
      ],
    },
    {
      name: "clockout",
      weight: 6,
      steps: [
        {
          role: "sched",
          dt: 0,
          text: (r, t, m) => guni(r, t, "POST", `/api/visits/${m("v", visit)}/clock-out`, 200, "gps_verifier/1.9"),
        },
        {
          role: "evv",
          dt: 15,
          text: (r, _t, m) =>
            `verify visit=${m("v", visit)} ${m("a", aide)} d=${r.int(2, 120)}m acc=${r.int(4, 40)}m result=ok`,
        },
        {
          role: "app",
          dt: 10,
          text: (r, _t, m) =>
            `POST /v1/visits/${m("v", visit)}/clockout -> 200 (${r.int(40, 260)}ms) tasks=${r.int(3, 9)} sig=yes`,
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
          text: (r, t, m) =>
            guni(r, t, "GET", `/api/aides/${num(m("a", aide))}/schedule?days=7`, 200, "aide_mobile_api/2.8"),
        },
        {
          role: "app",
          dt: 8,
          text: (r) => `GET /v1/schedule -> 200 (${r.int(15, 120)}ms) items=${r.int(2, 20)}`,
        },
      ],
    },
    {
      name: "careplan",
      weight: 4,
      steps: [
        {
          role: "plans",
          dt: 0,
          text: (r, _t, m) =>
            `plan fetch ${m("c", client)} rev ${r.int(2, 40)} (${r.int(4, 15)} tasks, ${r.int(0, 3)} allergies)`,
        },
        {
          role: "app",
          dt: 10,
          text: (r, _t, m) => `GET /v1/clients/${num(m("c", client))}/plan -> 200 (${r.int(20, 150)}ms)`,
        },
      ],
    },
    {
      name: "task",
      weight: 4,
      steps: [
        {
          role: "plans",
          dt: 0,
          text: (r, _t, m) =>
            `task ${r.pick(TASKS)} marked ${r.pick(["done", "done", "refused", "n/a"])} on visit ${m("v", visit)}`,
        },
        {
          role: "app",
          dt: 9,
          text: (r, _t, m) => `PUT /v1/visits/${m("v", visit)}/tasks -> 200 (${r.int(15, 90)}ms)`,
        },
      ],
    },
    {
      name: "med-pass",
      weight: 4,
      steps: [
        {
          role: "meds",
          dt: 0,
          text: (r, t, m) =>
            `dose logged ${m("c", client)} med='${r.pick(MEDS)}' given_by=${m("a", aide)} at ${hhmm(t)} (window ok)`,
        },
        {
          role: "app",
          dt: 11,
          text: (r) => `POST /v1/mar -> 201 (${r.int(20, 110)}ms)`,
        },
      ],
    },
    {
      name: "reminder",
      weight: 3,
      steps: [
        {
          role: "meds",
          dt: 0,
          text: (r, t, m) => `reminder queued ${m("c", client)} '${r.pick(MEDS)}' for ${hhmm(t + 900000)}`,
        },
        {
          role: "notify",
          dt: 90,
          text: (r) =>
            `sms sent to=${masked(phone(r))} segments=1 carrier=${r.pick(["verizon", "att", "tmobile", "uscellular"])} id=SM${r.hex(24)}`,
        },
      ],
    },
    {
      name: "family",
      weight: 5,
      steps: [
        {
          role: "portal",
          dt: 0,
          text: (r, t) =>
            `Started GET "/family/schedule" for 73.${r.int(10, 200)}.${r.int(0, 255)}.${r.int(1, 254)} at ${new Date(t).toISOString().slice(0, 19).replace("T", " ")} +0000`,
        },
        {
          role: "portal",
          dt: 2,
          text: () => "Processing by Family::SchedulesController#show as HTML",
        },
        {
          role: "sched",
          dt: 20,
          text: (r, t, m) =>
            guni(r, t, "GET", `/api/clients/${num(m("c", client))}/visits?from=today`, 200, "Faraday v2.9.0"),
        },
        {
          role: "portal",
          dt: 60,
          text: (r) =>
            `Completed 200 OK in ${r.int(40, 260)}ms (Views: ${r.float(8, 80).toFixed(1)}ms | ActiveRecord: ${r.float(3, 40).toFixed(1)}ms | Allocations: ${r.int(6000, 30000)})`,
        },
      ],
    },
    {
      name: "family-login",
      weight: 1,
      steps: [
        {
          role: "portal",
          dt: 0,
          text: (_r, _t, m) => `family user ${m("u", user)} signed in (devise, remember_me=true)`,
        },
      ],
    },
    {
      name: "timesheet",
      weight: 1,
      steps: [
        {
          role: "payroll",
          dt: 0,
          text: (r, _t, m) =>
            `timesheet ${m("a", aide)} week=2026-W${r.int(18, 24)} hours=${r.float(8, 44).toFixed(2)} ot=0.00 miles=${r.float(0, 120).toFixed(1)}`,
        },
      ],
    },
    {
      name: "claims",
      weight: 2,
      steps: [
        {
          role: "billing",
          dt: 0,
          text: (r, _t, m) =>
            `Built 837P loop 2400 for visit ${m("v", visit)}: ${r.pick(HCPCS)} x ${r.int(2, 16)} units, payer=${r.pick(PAYERS)}`,
        },
      ],
    },
    {
      name: "web-browse",
      weight: 2,
      steps: [
        {
          role: "portal",
          dt: 0,
          text: (r) => `Started GET "/family/messages" for 98.${r.int(10, 200)}.${r.int(0, 255)}.${r.int(1, 254)}`,
        },
        {
          role: "portal",
          dt: 30,
          text: (r) =>
            `Completed 200 OK in ${r.int(20, 140)}ms (Views: ${r.float(5, 60).toFixed(1)}ms | ActiveRecord: ${r.float(2, 20).toFixed(1)}ms | Allocations: ${r.int(4000, 16000)})`,
        },
      ],
    },
  ];
}

export const willowbrook: Estate = {
  key: "willowbrook",
  label: "Willowbrook Nursing Network",
  voice: 1,
  services: [
    { name: "sched_api", role: "sched", rt: "python", pods: 3 },
    { name: "evv_ivr", role: "ivr", rt: "node", pods: 2 },
    { name: "gps_verifier", role: "evv", rt: "go", pods: 2 },
    { name: "careplans", role: "plans", rt: "python", pods: 2 },
    { name: "medtrack", role: "meds", rt: "python", pods: 2 },
    { name: "portal_web", role: "portal", rt: "ruby", pods: 2 },
    { name: "aide_mobile_api", role: "app", rt: "node", pods: 3 },
    { name: "payroll_runner", role: "payroll", rt: "python", pods: 1 },
    { name: "claims_837", role: "billing", rt: "java", pods: 1 },
    { name: "sms_outbound", role: "notify", rt: "go", pods: 1 },
  ],
  idsOn: "none",
  idServices: [],
  idKind: "request",
  formats: ["jsonl", "datadog", "ecs", "logfmt", "compose"],
  ids: { client, caregiver: aide, visit, user, payer: (r) => r.pick(PAYERS), trace: (r) => r.hex(16) },
  flows: flows(),
  jobs: [
    {
      role: "meds",
      everySec: 60,
      lines: (r) => [["INFO", `reminder window sweep: ${r.int(15, 90)} due, ${r.int(15, 90)} queued, 0 skipped`]],
    },
    {
      role: "evv",
      everySec: 300,
      lines: (r) => [["INFO", `geofence cache refresh: ${r.int(3800, 4400)} clients, ${r.int(0, 6)} changed radius`]],
    },
    {
      role: "billing",
      everySec: 240,
      lines: (r) => [
        ["INFO", `Eligibility batch: queued ${r.int(20, 140)} 270 inquiries for tomorrow's visits`],
        ["INFO", `Eligibility batch: ${r.int(20, 140)} 271 responses parsed`],
      ],
    },
    {
      role: "sched",
      everySec: 120,
      lines: (r) => [
        ["INFO", `Task scheduling.tasks.late_visit_scan[${r.uuid()}] succeeded in ${r.float(0.2, 1.8).toFixed(3)}s: 0`],
      ],
    },
  ],
  chronic: [
    {
      role: "plans",
      everySec: 30,
      level: "ERROR",
      text: () =>
        "Task careplans.tasks.sync_formulary raised unexpected: FileNotFoundError(2, 'No such file or directory') path=/data/formulary/fdb_delta.csv",
    },
    {
      role: "notify",
      everySec: 45,
      level: "WARN",
      text: (r) => `opt-out sync: ${r.int(2, 6)} numbers on carrier STOP list still referenced by reminder schedules`,
    },
  ],
  probes: [
    {
      role: "sched",
      everySec: 10,
      text: (r) => `10.20.0.5 - - "GET /healthz HTTP/1.0" 200 15 "-" "HAProxy/2.8" rt=${r.int(1, 4)}ms`,
    },
  ],
  edgeLine: (_r, _t, method, path, status, _upstream, durMs) => `${method} ${path} -> ${status} (${durMs}ms)`,
  ns: "willowbrook",
  podNet: "10.20",
  vm: true,
  domain: "willowbrooknurses.org",
  k8sNs: "prod",
  cluster: "wb-dc1",
};
