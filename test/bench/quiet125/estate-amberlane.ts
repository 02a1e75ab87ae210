// Estate 3: Amberlane Care Partners, a multi-state franchise on AKS behind Envoy. ASP.NET Core for scheduling,
// EVV, care plans, eMAR, payroll and identity; Node field app and family portal; Java IVR and claims; a Go
// notifier. Every service prints the x-request-id.
import type { Rand } from "./rng.js";
import type { Estate, Flow } from "./types.js";
import { BROWSERS, dollars, HCPCS, IOS, MEDS, masked, PAYERS, phone, TASKS } from "./vocab.js";

const client = (r: Rand) => `cli_${r.alnum(6)}`;
const emp = (r: Rand) => `emp_${r.int(1000, 8999)}`;
const shift = (r: Rand) => `shf_${r.alnum(8)}`;
const user = (r: Rand) => `fam_${r.alnum(5)}`;
const fieldUa = (r: Rand) =>
  r.chance(0.55)
    ? `AmberField/7.3.${r.int(0, 2)} (iOS ${r.pick(IOS)}; Scale/3.00)`
    : `AmberField/7.3.${r.int(0, 2)} (Android ${r.pick(["12", "13", "14"])})`;

/** Envoy's default access-log line. */
function envoy(
  r: Rand,
  t: number,
  method: string,
  path: string,
  status: number,
  flags: string,
  durMs: number,
  ua: string,
  host: string,
  rid = r.uuid(),
) {
  const up = flags === "-" ? String(Math.max(1, durMs - r.int(0, 3))) : "-";
  return `[${new Date(t).toISOString()}] "${method} ${path} HTTP/1.1" ${status} ${flags} ${r.int(0, 900)} ${r.int(50, 7000)} ${durMs} ${up} "${r.int(23, 216)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}" "${ua}" "${rid}" "api.amberlanecare.com" "10.60.${r.int(2, 9)}.${r.int(2, 250)}:8080" "outbound|8080||${host}.amberlane-prod.svc.cluster.local"`;
}
/** ASP.NET Core's hosting diagnostics line. */
const finished = (method: string, url: string, status: number, msv: string) =>
  `Request finished HTTP/1.1 ${method} ${url} - ${status} null application/json; charset=utf-8 ${msv}ms`;

function flows(): Flow[] {
  return [
    {
      name: "clock-in",
      weight: 8,
      steps: [
        {
          role: "app",
          dt: 0,
          text: (r, _t, m) =>
            `clock-in ${m("s", shift)} by ${m("e", emp)} gps_accuracy=${r.int(3, 30)}m battery=${r.int(8, 100)}%`,
        },
        {
          role: "evv",
          dt: 12,
          text: (r, _t, m) => `EVV punch accepted for shift ${m("s", shift)} (distance ${r.int(2, 140)} m, method GPS)`,
        },
        {
          role: "sched",
          dt: 18,
          text: (_r, _t, m) => `Shift ${m("s", shift)} state Scheduled -> InProgress`,
        },
        {
          role: "edge",
          dt: 6,
          text: (r, t, m) =>
            envoy(
              r,
              t,
              "POST",
              `/field/v3/shifts/${m("s", shift)}/punch-in`,
              200,
              "-",
              r.int(30, 190),
              fieldUa(r),
              "al-fieldapp",
              m("__id", (x) => x.uuid()),
            ),
        },
      ],
    },
    {
      name: "clock-out",
      weight: 6,
      steps: [
        {
          role: "app",
          dt: 0,
          text: (r, _t, m) =>
            `clock-out ${m("s", shift)} by ${m("e", emp)} tasks=${r.int(3, 12)} notes=${r.int(0, 400)}ch`,
        },
        {
          role: "evv",
          dt: 12,
          text: (r, _t, m) => `EVV punch accepted for shift ${m("s", shift)} (distance ${r.int(2, 140)} m, method GPS)`,
        },
        {
          role: "sched",
          dt: 18,
          text: (r, _t, m) => `Shift ${m("s", shift)} state InProgress -> Completed, billable units ${r.int(4, 16)}`,
        },
        {
          role: "edge",
          dt: 6,
          text: (r, t, m) =>
            envoy(
              r,
              t,
              "POST",
              `/field/v3/shifts/${m("s", shift)}/punch-out`,
              200,
              "-",
              r.int(40, 240),
              fieldUa(r),
              "al-fieldapp",
              m("__id", (x) => x.uuid()),
            ),
        },
      ],
    },
    {
      name: "shifts",
      weight: 9,
      steps: [
        {
          role: "sched",
          dt: 0,
          text: (r, _t, m) =>
            finished(
              "GET",
              `http://al-roster:8080/api/caregivers/${m("e", emp)}/shifts?days=7`,
              200,
              r.float(4, 60).toFixed(4),
            ),
        },
        {
          role: "app",
          dt: 6,
          text: (r) => `GET /field/v3/me/shifts 200 ${r.int(10, 90)}ms`,
        },
        {
          role: "edge",
          dt: 3,
          text: (r, t, m) =>
            envoy(
              r,
              t,
              "GET",
              "/field/v3/me/shifts",
              200,
              "-",
              r.int(12, 95),
              fieldUa(r),
              "al-fieldapp",
              m("__id", (x) => x.uuid()),
            ),
        },
      ],
    },
    {
      name: "confirm",
      weight: 3,
      steps: [
        {
          role: "sched",
          dt: 0,
          text: (r) =>
            `Authorization AUTH-${r.int(100000, 999999)} checked with payer portal: ${r.int(4, 120)} units remaining (${r.pick(PAYERS)}) in ${r.int(180, 900)} ms`,
        },
        {
          role: "sched",
          dt: 4,
          text: (r, _t, m) =>
            `Shift ${m("s", shift)} confirmed by coordinator ${r.pick(["jmartin", "aokafor", "lchen", "rdiaz", "spatel"])}`,
        },
        {
          role: "edge",
          dt: 5,
          text: (r, t, m) =>
            envoy(
              r,
              t,
              "POST",
              `/roster/api/shifts/${m("s", shift)}/confirm`,
              200,
              "-",
              r.int(200, 950),
              r.pick(BROWSERS),
              "al-roster",
              m("__id", (x) => x.uuid()),
            ),
        },
      ],
    },
    {
      name: "ivr",
      weight: 3,
      steps: [
        {
          role: "ivr",
          dt: 0,
          text: (r, _t, m) =>
            `Call CA${r.hex(32)} ANI ${masked(phone(r))} matched client ${m("c", client)}; employee ${m("e", emp)} PIN verified`,
        },
        {
          role: "evv",
          dt: 60,
          text: (r, _t, m) =>
            `EVV punch accepted for shift ${m("s", shift)} (method IVR, ani_match=true, ${r.int(1, 3)} prompts)`,
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
            `Care plan for ${m("c", client)} revision ${r.int(2, 30)} returned (tasks ${r.int(4, 16)}, goals ${r.int(1, 5)})`,
        },
        {
          role: "app",
          dt: 8,
          text: (r, _t, m) => `GET /field/v3/clients/${m("c", client)}/plan 200 ${r.int(15, 120)}ms`,
        },
        {
          role: "edge",
          dt: 3,
          text: (r, t, m) =>
            envoy(
              r,
              t,
              "GET",
              `/field/v3/clients/${m("c", client)}/plan`,
              200,
              "-",
              r.int(20, 130),
              fieldUa(r),
              "al-fieldapp",
              m("__id", (x) => x.uuid()),
            ),
        },
      ],
    },
    {
      name: "mar",
      weight: 5,
      steps: [
        {
          role: "meds",
          dt: 0,
          text: (r, _t, m) =>
            `MAR entry saved for ${m("c", client)}: ${r.pick(MEDS)} status=${r.pick(["Given", "Given", "Given", "Refused", "Held"])} by ${m("e", emp)}`,
        },
        {
          role: "meds",
          dt: 9,
          text: (r) => `Indexed MAR event into mar-events-2026.05 (took ${r.int(3, 30)}ms, result Created)`,
        },
        {
          role: "app",
          dt: 6,
          text: (r) => `POST /field/v3/mar 201 ${r.int(20, 100)}ms`,
        },
        {
          role: "edge",
          dt: 3,
          text: (r, t, m) =>
            envoy(
              r,
              t,
              "POST",
              "/field/v3/mar",
              201,
              "-",
              r.int(22, 110),
              fieldUa(r),
              "al-fieldapp",
              m("__id", (x) => x.uuid()),
            ),
        },
      ],
    },
    {
      name: "tasks",
      weight: 3,
      steps: [
        {
          role: "plans",
          dt: 0,
          text: (r, _t, m) =>
            `Task '${r.pick(TASKS)}' documented on ${m("s", shift)}: ${r.pick(["Completed", "Completed", "ClientDeclined"])}`,
        },
        {
          role: "app",
          dt: 7,
          text: (r, _t, m) => `PUT /field/v3/shifts/${m("s", shift)}/tasks 204 ${r.int(12, 70)}ms`,
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
            finished(
              "GET",
              `http://al-roster:8080/api/clients/${m("c", client)}/upcoming`,
              200,
              r.float(3, 40).toFixed(4),
            ),
        },
        {
          role: "portal",
          dt: 10,
          text: (r, _t, m) => `GET /api/family/upcoming 200 ${r.int(20, 160)}ms user=${m("u", user)}`,
        },
        {
          role: "edge",
          dt: 3,
          text: (r, t, m) =>
            envoy(
              r,
              t,
              "GET",
              "/family/api/family/upcoming",
              200,
              "-",
              r.int(25, 170),
              r.pick(BROWSERS),
              "al-family",
              m("__id", (x) => x.uuid()),
            ),
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
          text: (r, _t, m) =>
            `Token issued for client '${r.pick(["amber-field-ios", "amber-field-android", "amber-family-web"])}' subject ${m("e", emp)} (grant refresh_token)`,
        },
        {
          role: "edge",
          dt: 4,
          text: (r, t, m) =>
            envoy(
              r,
              t,
              "POST",
              "/connect/token",
              200,
              "-",
              r.int(8, 60),
              fieldUa(r),
              "al-identity",
              m("__id", (x) => x.uuid()),
            ),
        },
      ],
    },
    {
      name: "notify",
      weight: 3,
      steps: [
        {
          role: "notify",
          dt: 0,
          text: (r) =>
            `delivered kind=${r.pick(["shift_reminder", "open_shift", "mar_due", "family_update"])} channel=${r.pick(["push", "sms", "email"])} latency=${r.int(80, 900)}ms`,
        },
      ],
    },
    {
      name: "payroll",
      weight: 1,
      steps: [
        {
          role: "payroll",
          dt: 0,
          text: (r, _t, m) =>
            `Pay line accrued for ${m("e", emp)}: ${r.float(1, 8).toFixed(2)} h regular, travel ${r.float(0, 22).toFixed(1)} mi @ 0.67`,
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
            `ClaimLine shift=${m("s", shift)} code=${r.pick(HCPCS)} units=${r.int(2, 16)} charge=${dollars(r, 20, 380)} payer="${r.pick(PAYERS)}"`,
        },
      ],
    },
  ];
}

export const amberlane: Estate = {
  key: "amberlane",
  label: "Amberlane Care Partners",
  voice: 2,
  services: [
    { name: "al-edge", role: "edge", rt: "envoy", pods: 2 },
    { name: "al-roster", role: "sched", rt: "dotnet", pods: 3 },
    { name: "al-evv", role: "evv", rt: "dotnet", pods: 2 },
    { name: "al-ivr", role: "ivr", rt: "java", pods: 2 },
    { name: "al-careplan", role: "plans", rt: "dotnet", pods: 2 },
    { name: "al-emar", role: "meds", rt: "dotnet", pods: 2 },
    { name: "al-family", role: "portal", rt: "node", pods: 2 },
    { name: "al-fieldapp", role: "app", rt: "node", pods: 3 },
    { name: "al-payroll", role: "payroll", rt: "dotnet", pods: 1 },
    { name: "al-claims", role: "billing", rt: "java", pods: 2 },
    { name: "al-identity", role: "auth", rt: "dotnet", pods: 2 },
    { name: "al-notify", role: "notify", rt: "go", pods: 2 },
  ],
  idsOn: "all",
  idServices: [],
  idKind: "request",
  formats: ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"],
  ids: { client, caregiver: emp, visit: shift, user, payer: (r) => r.pick(PAYERS), trace: (r) => r.uuid() },
  flows: flows(),
  jobs: [
    {
      role: "sched",
      everySec: 300,
      lines: (r) => [
        [
          "INFO",
          `Recurring job 'auth-units-sync' completed in ${r.int(900, 6000)} ms (${r.int(50, 400)} authorizations)`,
        ],
      ],
    },
    {
      role: "meds",
      everySec: 60,
      lines: (r) => [["INFO", `MAR due-window scan: ${r.int(30, 160)} administrations due in next 30 min`]],
    },
    {
      role: "billing",
      everySec: 180,
      lines: (r) => [
        ["INFO", `837 batch B${r.int(4000, 4999)} assembling: ${r.int(100, 900)} claim lines, ${r.int(0, 5)} on hold`],
      ],
    },
    {
      role: "notify",
      everySec: 30,
      lines: (r) => [["DEBUG", `outbox poll: depth=${r.int(0, 12)} inflight=${r.int(0, 4)}`]],
    },
  ],
  chronic: [
    {
      role: "ivr",
      everySec: 35,
      level: "ERROR",
      text: () =>
        "Caller id lookup failed for ANI 'anonymous': NumberParseException: The string supplied did not seem to be a phone number.",
    },
    {
      role: "auth",
      everySec: 60,
      level: "WARN",
      text: () =>
        "No XML encryptor configured. Key {" +
        "8f1c2d0e-3b4a-4c8e-9d7f-2a1b3c4d5e6f} may be persisted to storage in unencrypted form.",
    },
  ],
  probes: [
    {
      role: "sched",
      everySec: 10,
      text: (r) =>
        finished("GET", "http://10.60.3.17:8080/healthz/ready", 200, r.float(0.3, 1.6).toFixed(4)).replace(
          "application/json; charset=utf-8",
          "text/plain",
        ),
    },
    {
      role: "plans",
      everySec: 10,
      text: (r) =>
        finished("GET", "http://10.60.4.22:8080/healthz/live", 200, r.float(0.2, 1.2).toFixed(4)).replace(
          "application/json; charset=utf-8",
          "text/plain",
        ),
    },
  ],
  edgeLine: (r, t, method, path, status, upstream, durMs, id) => {
    const flags =
      status === 0
        ? "DC"
        : status === 504
          ? "UT"
          : status === 503 && durMs < 50
            ? "UF,URX"
            : status === 503
              ? "UC"
              : "-";
    return envoy(
      r,
      t,
      method,
      path,
      status,
      flags,
      durMs,
      path.startsWith("/family") ? r.pick(BROWSERS) : fieldUa(r),
      upstream,
      id ?? r.uuid(),
    );
  },
  ns: "Amberlane",
  podNet: "10.60",
  vm: false,
  domain: "amberlanecare.com",
  k8sNs: "amberlane-prod",
  cluster: "aks-amber-eastus2",
};
