// Estate 1: Hearthside Home Care, a regional agency on Kubernetes behind ingress-nginx. Spring Boot scheduler,
// care plans and billing, Node BFF and family portal, Go EVV gateway and SSO, Python reminders and notifications,
// a .NET payroll/mileage service. Every service prints W3C trace ids.
import type { Rand } from "./rng.js";
import type { Estate, Flow } from "./types.js";
import { BROWSERS, dollars, HCPCS, hhmm, IOS, MEDS, masked, nginxTime, PAYERS, phone, TASKS } from "./vocab.js";

const client = (r: Rand) => `CL-${r.int(10000, 48999)}`;
const cg = (r: Rand) => `CG-${r.int(1000, 3999)}`;
const visit = (r: Rand) => `V${r.int(20100000, 20999999)}`;
const user = (r: Rand) => `u-${r.int(100000, 999999)}`;
const appUa = (r: Rand) =>
  r.chance(0.6)
    ? `HearthsideCare/5.12.${r.int(0, 3)} (iPhone; iOS ${r.pick(IOS)})`
    : `HearthsideCare/5.12.${r.int(0, 3)} (Android ${r.pick(["13", "14", "12"])}) okhttp/4.12.0`;

function ngx(r: Rand, t: number, method: string, path: string, status: number, ups: string, ua: string, secs: number) {
  const bytes = status === 204 ? 0 : r.int(90, 6400);
  return `10.40.${r.int(0, 3)}.${r.int(2, 250)} - - [${nginxTime(t)}] "${method} ${path} HTTP/2.0" ${status} ${bytes} "-" "${ua}" ${r.int(180, 900)} ${secs.toFixed(3)} [care-${ups}-8080] [] 10.40.${r.int(4, 7)}.${r.int(2, 250)}:8080 ${bytes} ${(secs - 0.001).toFixed(3)} ${status} ${r.hex(32)}`;
}

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
            `clock-in received visit=${m("v", visit)} caregiver=${m("cg", cg)} method=gps accuracy=${r.int(4, 35)}m`,
        },
        {
          role: "evv",
          dt: 14,
          text: (r, _t, m) =>
            `evv record stored visit=${m("v", visit)} dist_m=${r.int(3, 140)} acc_m=${r.int(4, 35)} verdict=within_geofence`,
        },
        {
          role: "sched",
          dt: 22,
          text: (_r, _t, m) => `Visit ${m("v", visit)} SCHEDULED -> IN_PROGRESS (caregiver=${m("cg", cg)}, source=GPS)`,
        },
        {
          role: "edge",
          dt: 9,
          text: (r, t, m) =>
            ngx(
              r,
              t,
              "POST",
              `/api/v2/visits/${m("v", visit)}/clock-in`,
              200,
              "caregiver-app-bff",
              appUa(r),
              r.float(0.04, 0.2),
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
            `clock-out received visit=${m("v", visit)} tasks_done=${r.int(4, 9)}/${r.int(9, 10)} signature=captured`,
        },
        {
          role: "evv",
          dt: 12,
          text: (r, _t, m) =>
            `evv record stored visit=${m("v", visit)} dist_m=${r.int(2, 120)} duration=${r.int(1, 4)}h${String(r.int(0, 59)).padStart(2, "0")}m verdict=within_geofence`,
        },
        {
          role: "sched",
          dt: 25,
          text: (r, _t, m) =>
            `Visit ${m("v", visit)} IN_PROGRESS -> COMPLETED (units=${r.int(4, 16)}, payer=${r.pick(PAYERS)})`,
        },
        {
          role: "edge",
          dt: 8,
          text: (r, t, m) =>
            ngx(
              r,
              t,
              "POST",
              `/api/v2/visits/${m("v", visit)}/clock-out`,
              200,
              "caregiver-app-bff",
              appUa(r),
              r.float(0.05, 0.3),
            ),
        },
      ],
    },
    {
      name: "schedule",
      weight: 10,
      steps: [
        {
          role: "sched",
          dt: 0,
          text: (r, _t, m) =>
            `Schedule query caregiver=${m("cg", cg)} window=7d rows=${r.int(3, 22)} took=${r.int(4, 40)}ms cache=${r.pick(["HIT", "HIT", "MISS"])}`,
        },
        {
          role: "app",
          dt: 18,
          text: (r) => `GET /v2/me/schedule 200 ${r.int(12, 90)}ms visits=${r.int(3, 22)}`,
        },
        {
          role: "edge",
          dt: 4,
          text: (r, t) =>
            ngx(r, t, "GET", "/api/v2/me/schedule?days=7", 200, "caregiver-app-bff", appUa(r), r.float(0.02, 0.12)),
        },
      ],
    },
    {
      name: "careplan",
      weight: 5,
      steps: [
        {
          role: "plans",
          dt: 0,
          text: (r, _t, m) =>
            `Care plan CP-${r.int(3000, 9999)} v${r.int(2, 30)} served for ${m("cl", client)} (tasks=${r.int(5, 14)}, meds=${r.int(0, 9)}, allergies=${r.int(0, 3)})`,
        },
        {
          role: "app",
          dt: 20,
          text: (r, _t, m) => `GET /v2/clients/${m("cl", client)}/careplan 200 ${r.int(20, 140)}ms`,
        },
        {
          role: "edge",
          dt: 4,
          text: (r, t, m) =>
            ngx(
              r,
              t,
              "GET",
              `/api/v2/clients/${m("cl", client)}/careplan`,
              200,
              "caregiver-app-bff",
              appUa(r),
              r.float(0.03, 0.16),
            ),
        },
      ],
    },
    {
      name: "task-log",
      weight: 5,
      steps: [
        {
          role: "plans",
          dt: 0,
          text: (r, _t, m) =>
            `ADL entry recorded visit=${m("v", visit)} task=${r.pick(TASKS)} status=${r.pick(["done", "done", "done", "declined_by_client", "partial"])}`,
        },
        {
          role: "app",
          dt: 15,
          text: (r, _t, m) => `POST /v2/visits/${m("v", visit)}/tasks 201 ${r.int(15, 80)}ms`,
        },
        {
          role: "edge",
          dt: 3,
          text: (r, t, m) =>
            ngx(
              r,
              t,
              "POST",
              `/api/v2/visits/${m("v", visit)}/tasks`,
              201,
              "caregiver-app-bff",
              appUa(r),
              r.float(0.02, 0.1),
            ),
        },
      ],
    },
    {
      name: "med-reminder",
      weight: 4,
      steps: [
        {
          role: "meds",
          dt: 0,
          text: (r, t, m) =>
            `reminder R-${r.int(100000, 999999)} due ${hhmm(t + 600000)} ${r.pick(MEDS)} client=${m("cl", client)} channel=${r.pick(["voice", "sms", "app_push"])}`,
        },
        {
          role: "notify",
          dt: 40,
          text: (r) =>
            `queued ${r.pick(["voice", "sms"])} message to ${masked(phone(r))} template=med_reminder_v3 provider=callwave`,
        },
        {
          role: "notify",
          dt: 380,
          text: (r) => `provider accepted message sid=CW${r.hex(30)} status=queued`,
        },
      ],
    },
    {
      name: "family-visits",
      weight: 5,
      steps: [
        {
          role: "sched",
          dt: 0,
          text: (r, _t, m) => `Upcoming visits for client ${m("cl", client)}: ${r.int(2, 12)} in next 14 days`,
        },
        {
          role: "portal",
          dt: 16,
          text: (r, _t, m) => `GET /family/visits user=${m("u", user)} status=200 duration=${r.int(30, 180)}ms`,
        },
        {
          role: "edge",
          dt: 3,
          text: (r, t) =>
            ngx(r, t, "GET", "/family/visits", 200, "family-portal", r.pick(BROWSERS), r.float(0.04, 0.2)),
        },
      ],
    },
    {
      name: "family-message",
      weight: 2,
      steps: [
        {
          role: "portal",
          dt: 0,
          text: (r, _t, m) =>
            `message posted thread=T${r.int(10000, 99999)} author=${m("u", user)} chars=${r.int(12, 600)}`,
        },
        {
          role: "notify",
          dt: 30,
          text: (r) =>
            `queued email to coordinator team=${r.pick(["north", "south", "metro", "valley"])} template=family_message`,
        },
      ],
    },
    {
      name: "token",
      weight: 6,
      steps: [
        {
          role: "auth",
          dt: 0,
          text: (r) =>
            `token issued sub=${r.chance(0.7) ? cg(r) : user(r)} client_id=${r.pick(["caregiver-ios", "caregiver-android", "family-web"])} grant=refresh_token ttl=900s`,
        },
        {
          role: "edge",
          dt: 6,
          text: (r, t) => ngx(r, t, "POST", "/oauth2/token", 200, "auth-sso", appUa(r), r.float(0.01, 0.05)),
        },
      ],
    },
    {
      name: "mileage",
      weight: 2,
      steps: [
        {
          role: "payroll",
          dt: 0,
          text: (r, _t, m) =>
            `Mileage leg computed for ${m("cg", cg)}: ${m("v", visit)} -> ${visit(r)} ${r.float(0.8, 24).toFixed(1)} mi via route service`,
        },
      ],
    },
    {
      name: "claim-line",
      weight: 2,
      steps: [
        {
          role: "billing",
          dt: 0,
          text: (r, _t, m) =>
            `Claim line staged visit=${m("v", visit)} hcpcs=${r.pick(HCPCS)} units=${r.int(2, 16)} payer="${r.pick(PAYERS)}" amount=${dollars(r, 18, 420)}`,
        },
      ],
    },
    {
      name: "open-shift",
      weight: 2,
      steps: [
        {
          role: "sched",
          dt: 0,
          text: (r, _t, m) =>
            `Open shift ${m("v", visit)} offered to ${r.int(3, 12)} caregivers within ${r.pick([10, 15, 20])} mi`,
        },
        {
          role: "notify",
          dt: 60,
          text: (r) =>
            `push sent to ${r.int(3, 12)} devices (apns=${r.int(1, 8)}, fcm=${r.int(1, 6)}) topic=open_shift`,
        },
      ],
    },
  ];
}

export const hearthside: Estate = {
  key: "hearthside",
  label: "Hearthside Home Care",
  voice: 0,
  services: [
    { name: "edge-proxy", role: "edge", rt: "nginx", pods: 2 },
    { name: "caregiver-app-bff", role: "app", rt: "node", pods: 3 },
    { name: "visit-scheduler", role: "sched", rt: "java", pods: 3 },
    { name: "evv-gateway", role: "evv", rt: "go", pods: 2 },
    { name: "careplan-svc", role: "plans", rt: "java", pods: 2 },
    { name: "med-reminder", role: "meds", rt: "python", pods: 2 },
    { name: "family-portal", role: "portal", rt: "node", pods: 2 },
    { name: "payroll-mileage", role: "payroll", rt: "dotnet", pods: 1 },
    { name: "payer-billing", role: "billing", rt: "java", pods: 2 },
    { name: "notify-dispatch", role: "notify", rt: "python", pods: 2 },
    { name: "auth-sso", role: "auth", rt: "go", pods: 2 },
  ],
  idsOn: "all",
  idServices: [],
  idKind: "trace",
  formats: ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"],
  ids: { client, caregiver: cg, visit, user, payer: (r) => r.pick(PAYERS), trace: (r) => r.hex(32) },
  flows: flows(),
  jobs: [
    {
      role: "meds",
      everySec: 60,
      lines: (r) => [["INFO", `reminder sweep: ${r.int(20, 140)} due in next 15m, ${r.int(0, 4)} snoozed, queued all`]],
    },
    {
      role: "sched",
      everySec: 120,
      lines: (r) => [["INFO", `LateVisitMonitor scan complete: ${r.int(300, 900)} active visits, 0 past grace period`]],
    },
    {
      role: "billing",
      everySec: 300,
      lines: (r) => [
        ["INFO", `AuthorizationUnitsJob refreshed ${r.int(40, 300)} authorizations in ${r.int(300, 2400)} ms`],
      ],
    },
    {
      role: "evv",
      everySec: 90,
      lines: (r) => [
        ["INFO", `aggregator outbox flush: sent=${r.int(10, 90)} accepted=${r.int(10, 90)} pending=0 oldest=0s`],
      ],
    },
  ],
  chronic: [
    {
      role: "notify",
      everySec: 25,
      level: "ERROR",
      text: () =>
        "Failed to render template 'visit_reminder' for locale 'es-PR': missing key 'arrival_window'; falling back to 'es'",
    },
    {
      role: "payroll",
      everySec: 40,
      level: "ERROR",
      text: (r) =>
        `Geocode cache write failed for address hash ${r.hex(12)}: key length ${r.int(1025, 1400)} exceeds 1024; continuing without cache`,
    },
  ],
  probes: [
    {
      role: "edge",
      everySec: 10,
      text: (r) => `10.40.0.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29" ${r.int(80, 120)} 0.000`,
    },
    { role: "sched", everySec: 30, text: () => "GET /actuator/health/readiness 200 UP" },
  ],
  edgeLine: (r, t, method, path, status, upstream, durMs) =>
    ngx(r, t, method, path, status, upstream, path.startsWith("/family") ? r.pick(BROWSERS) : appUa(r), durMs / 1000),
  ns: "com.hearthside",
  podNet: "10.40",
  vm: false,
  domain: "hearthside.care",
  k8sNs: "care",
  cluster: "hh-prod-use1",
};
