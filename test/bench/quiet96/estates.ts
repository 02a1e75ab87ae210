// The four made-up telemedicine companies: services by role, runtimes, call routes and the healthy lines each
// service writes while serving traffic.
import type { Rng } from "./rng.js";

export type Runtime = "node" | "java" | "go" | "python" | "ruby" | "dotnet" | "cpp";
export type Role =
  | "edge"
  | "lobby"
  | "media"
  | "sched"
  | "remind"
  | "interp"
  | "ingest"
  | "alerts"
  | "erx"
  | "notes"
  | "billing";

export interface Estate {
  key: string;
  ns: string;
  traceIds: boolean;
  svc: Partial<Record<Role, string>>;
  rt: Record<string, Runtime>;
  day: string;
}

export const ESTATES: Estate[] = [
  {
    key: "brightwell",
    ns: "bw-prod",
    traceIds: true,
    day: "2026-03-10",
    svc: {
      edge: "visit-gateway",
      lobby: "waiting-room",
      media: "signaling",
      sched: "scheduling-api",
      remind: "reminder-worker",
      interp: "interpreter-bridge",
      erx: "erx-handoff",
      notes: "notes-service",
      billing: "billing-svc",
    },
    rt: {
      "visit-gateway": "node",
      "waiting-room": "node",
      signaling: "go",
      "scheduling-api": "java",
      "reminder-worker": "python",
      "interpreter-bridge": "dotnet",
      "erx-handoff": "java",
      "notes-service": "python",
      "billing-svc": "ruby",
    },
  },
  {
    key: "careloop",
    ns: "careloop",
    traceIds: false,
    day: "2026-04-22",
    svc: {
      edge: "portal-bff",
      ingest: "device-ingest",
      alerts: "clinical-alerts",
      sched: "enrollment-api",
      remind: "reminder-sms",
      notes: "care-inbox",
      billing: "rpm-billing",
      lobby: "video-lobby",
      media: "media-sfu",
      erx: "med-orders",
    },
    rt: {
      "portal-bff": "node",
      "device-ingest": "go",
      "clinical-alerts": "python",
      "enrollment-api": "java",
      "reminder-sms": "python",
      "care-inbox": "ruby",
      "rpm-billing": "dotnet",
      "video-lobby": "node",
      "media-sfu": "cpp",
      "med-orders": "java",
    },
  },
  {
    key: "medora",
    ns: "medora-vc",
    traceIds: true,
    day: "2026-06-03",
    svc: {
      edge: "api-edge",
      lobby: "visit-orchestrator",
      media: "media-sfu",
      interp: "interp-connect",
      erx: "rx-router",
      notes: "chart-notes",
      billing: "claims-export",
      sched: "calendar-svc",
      ingest: "vitals-intake",
    },
    rt: {
      "api-edge": "go",
      "visit-orchestrator": "java",
      "media-sfu": "cpp",
      "interp-connect": "node",
      "rx-router": "dotnet",
      "chart-notes": "go",
      "claims-export": "python",
      "calendar-svc": "ruby",
      "vitals-intake": "go",
    },
  },
  {
    key: "pinecrest",
    ns: "pinecrest",
    traceIds: false,
    day: "2026-09-17",
    svc: {
      edge: "web-bff",
      sched: "appt-book",
      lobby: "video-rooms",
      media: "turn-relay",
      ingest: "glucose-ingest",
      alerts: "alerts-engine",
      erx: "pharmacy-link",
      notes: "visit-summary",
      billing: "invoice-runner",
      remind: "notify-svc",
    },
    rt: {
      "web-bff": "node",
      "appt-book": "ruby",
      "video-rooms": "go",
      "turn-relay": "cpp",
      "glucose-ingest": "go",
      "alerts-engine": "python",
      "pharmacy-link": "dotnet",
      "visit-summary": "python",
      "invoice-runner": "java",
      "notify-svc": "node",
    },
  },
];

export const ROUTES: Role[][] = [
  ["edge", "sched"],
  ["edge", "sched"],
  ["edge", "sched", "remind"],
  ["edge", "lobby", "media"],
  ["edge", "lobby", "media"],
  ["edge", "lobby"],
  ["edge", "lobby", "interp"],
  ["edge", "notes", "billing"],
  ["edge", "notes"],
  ["edge", "erx"],
  ["ingest", "alerts"],
  ["ingest", "alerts"],
  ["edge", "ingest"],
];

export function routesFor(e: Estate): string[][] {
  return ROUTES.filter((r) => r.every((x) => e.svc[x])).map((r) => r.map((x) => e.svc[x] as string));
}

export function roleOf(e: Estate, svc: string): Role | undefined {
  return (Object.keys(e.svc) as Role[]).find((k) => e.svc[k] === svc);
}

const PATHS: Record<Role, [string, string][]> = {
  edge: [
    ["GET", "/api/v2/visits/{id}"],
    ["POST", "/api/v2/appointments"],
    ["GET", "/api/v2/me/readings"],
    ["GET", "/api/v2/providers/availability"],
  ],
  lobby: [
    ["POST", "/lobby/{id}/join"],
    ["GET", "/lobby/{id}/status"],
    ["POST", "/lobby/{id}/admit"],
  ],
  media: [
    ["POST", "/rooms/{id}/tokens"],
    ["POST", "/rooms/{id}/participants"],
  ],
  sched: [
    ["GET", "/v1/slots"],
    ["POST", "/v1/appointments"],
    ["PATCH", "/v1/appointments/{id}"],
  ],
  remind: [["POST", "/tasks/reminders"]],
  interp: [
    ["POST", "/api/sessions"],
    ["GET", "/api/sessions/{id}"],
  ],
  ingest: [
    ["POST", "/v1/readings"],
    ["POST", "/v1/readings/batch"],
  ],
  alerts: [["POST", "/evaluate"]],
  erx: [
    ["POST", "/rx/new"],
    ["GET", "/rx/{id}/status"],
  ],
  notes: [
    ["PUT", "/notes/{id}"],
    ["GET", "/notes/{id}"],
    ["POST", "/notes/{id}/sign"],
  ],
  billing: [["POST", "/v1/charges"]],
};

export const vid = (r: Rng) => `V${r.i(1000000, 9999999)}`;
export const pid = (r: Rng) => `pt_${r.hex(8)}`;
export const prov = (r: Rng) => `prv_${r.i(1000, 4999)}`;

/** One access-log line in the style of the runtime. */
export function accessLine(rt: Runtime, r: Rng, method: string, path: string, status: number, ms: number): string {
  const sz = r.i(120, 9000);
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms.toFixed(3)} ms - ${sz}`;
    case "java":
      return `Completed ${status} ${status < 400 ? "OK" : "ERROR"} for ${method} "${path}" in ${Math.round(ms)} ms`;
    case "go":
      return `http request method=${method} path=${path} status=${status} duration=${ms.toFixed(1)}ms bytes=${sz}`;
    case "python":
      return `10.2.${r.i(0, 31)}.${r.i(2, 250)} - - "${method} ${path} HTTP/1.1" ${status} ${sz} ${Math.round(ms)}ms`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : "Internal Server Error"} in ${Math.round(ms)}ms (Views: ${(ms * 0.1).toFixed(1)}ms | ActiveRecord: ${(ms * 0.4).toFixed(1)}ms | Allocations: ${r.i(900, 9000)})`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://localhost:8080${path} - ${status} ${sz} application/json ${ms.toFixed(4)}ms`;
    default:
      return `${method} ${path} -> ${status} (${Math.round(ms)}ms)`;
  }
}

/** A healthy line for a request passing through `role`, sometimes a domain event instead of an access line. */
export function okLine(e: Estate, svc: string, r: Rng): string {
  const role = roleOf(e, svc) ?? "edge";
  const rt = e.rt[svc];
  const v = vid(r);
  if (r.c(0.45)) {
    switch (role) {
      case "lobby":
        return r.p([
          `patient ${pid(r)} entered waiting room for visit ${v} (position 1)`,
          `provider ${prov(r)} admitted patient to visit ${v} after ${r.i(20, 600)}s`,
          `pre-call check passed for visit ${v}: camera=ok mic=ok bandwidth=${r.i(900, 4000)}kbps`,
        ]);
      case "media":
        if (svc.includes("turn"))
          return r.p([
            `session 00${r.i(1000000, 9999999)}000000${r.i(100, 999)}: new, realm=<turn.${e.key}.health>, username=<${Math.floor(Date.parse(e.day) / 1000) + 86400}:${pid(r)}>, lifetime=600`,
            `session 00${r.i(1000000, 9999999)}000000${r.i(100, 999)}: refreshed, realm=<turn.${e.key}.health>, lifetime=600`,
            `session 00${r.i(1000000, 9999999)}000000${r.i(100, 999)}: peer 10.${r.i(0, 255)}.${r.i(0, 255)}.${r.i(2, 250)} lifetime updated: 300`,
            `session 00${r.i(1000000, 9999999)}000000${r.i(100, 999)}: closed (2nd stage), reason: allocation timeout, rp=${r.i(200, 9000)}, sp=${r.i(200, 9000)}`,
          ]);
        return rt === "cpp"
          ? r.p([
              `Router ${r.hex(8)}: Producer created [kind:video, id:${r.hex(8)}]`,
              `WebRtcTransport ${r.hex(8)}: ICE state changed to 'completed'`,
              `Consumer ${r.hex(8)}: resumed [layers spatial:2 temporal:2]`,
            ])
          : r.p([
              `room rm_${r.hex(6)} participant joined (participants=2) visit=${v}`,
              `ice connection state connected peer=${r.hex(6)} candidate=srflx rtt=${r.i(18, 140)}ms`,
              `issued room token visit=${v} ttl=3600s`,
            ]);
      case "sched":
        return r.p([
          `appointment ${v} booked provider=${prov(r)} slot=${e.day}T${String(r.i(13, 23)).padStart(2, "0")}:${r.p(["00", "15", "30", "45"])}`,
          `slot search provider_count=${r.i(3, 40)} results=${r.i(0, 30)} tz=${r.p(["America/Chicago", "America/New_York", "America/Denver"])}`,
          `appointment ${v} rescheduled by patient`,
        ]);
      case "remind":
        return r.p([
          `reminder queued appointment=${v} channel=${r.p(["sms", "email", "push"])} send_at=T-${r.p(["24h", "2h", "15m"])}`,
          `sms accepted by provider sid=SM${r.hex(32)} status=queued`,
        ]);
      case "interp":
        return r.p([
          `interpreter session started language=${r.p(["es", "vi", "zh-yue", "ar", "ru", "so"])} modality=video wait=${r.i(8, 90)}s visit=${v}`,
          `interpreter joined room for visit ${v}`,
        ]);
      case "ingest":
        return r.p([
          `reading accepted device=${r.p(["BPM", "GLU", "SCL"])}-${r.hex(6)} type=${r.p(["blood_pressure", "glucose", "weight"])} measured_at=${e.day}`,
          `upload ok device=${r.p(["BPM", "GLU", "SCL"])}-${r.hex(6)} readings=${r.i(1, 3)} fw=${r.p(["3.4.1", "3.5.0", "2.9.8"])}`,
        ]);
      case "alerts":
        return `evaluated ${r.i(1, 4)} readings for ${pid(r)}: no thresholds crossed`;
      case "erx":
        return r.p([
          `NewRx ${r.hex(10)} transmitted to pharmacy NCPDP ${r.i(1000000, 9999999)}: Status 000 (accepted)`,
          `formulary check ok plan=${r.hex(6)} ndc=${r.i(10000, 99999)}-${r.i(100, 999)}-${r.i(10, 99)}`,
        ]);
      case "notes":
        return r.p([
          `visit note ${v} saved version=${r.i(1, 9)} autosave=true`,
          `visit note ${v} signed by ${prov(r)}`,
        ]);
      case "billing":
        return `charge created visit=${v} cpt=${r.p(["99213", "99214", "99453", "99454", "99457", "G2012"])} payer=${r.p(["commercial", "medicare", "medicaid", "self-pay"])}`;
      default:
        break;
    }
  }
  const [m, p] = r.p(PATHS[role]);
  return accessLine(rt, r, m, p.replace("{id}", v), m === "POST" && r.c(0.5) ? 201 : 200, r.f(4, 180));
}
