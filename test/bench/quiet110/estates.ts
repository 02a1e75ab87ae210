// The four made-up car wash chains: one service per role, each with its runtime; two carry trace ids.
export const ROLES = ["gw", "lpr", "elig", "subs", "pay", "tunnel", "chem", "app", "fleet", "cam"] as const;
export type Role = (typeof ROLES)[number];
export type Runtime = "node" | "python" | "java" | "ruby" | "go" | "dotnet" | "cpp";

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traced: boolean;
  rfid: boolean; // lane recognition by RFID sticker instead of camera
  svc: Record<Role, string>;
  rt: Record<Role, Runtime>;
  pkg: string;
  plans: string[];
  packages: string[];
}

export const ESTATES: Estate[] = [
  {
    key: "suds",
    company: "SudsCity Express Wash",
    ns: "suds-prod",
    traced: true,
    rfid: false,
    svc: {
      gw: "lane-gateway",
      lpr: "plate-reader",
      elig: "member-api",
      subs: "renewals-worker",
      pay: "paystation-hub",
      tunnel: "tunnel-ctl",
      chem: "chem-monitor",
      app: "loyalty-bff",
      fleet: "fleet-billing",
      cam: "cam-nvr",
    },
    rt: {
      gw: "node",
      lpr: "python",
      elig: "java",
      subs: "ruby",
      pay: "node",
      tunnel: "cpp",
      chem: "go",
      app: "node",
      fleet: "dotnet",
      cam: "go",
    },
    pkg: "com.sudscity.members",
    plans: ["unlimited-basic", "unlimited-deluxe", "unlimited-ceramic"],
    packages: ["EXPRESS", "DELUXE", "CERAMIC", "LAVA-SHINE"],
  },
  {
    key: "lagoon",
    company: "Blue Lagoon Car Wash",
    ns: "bluelagoon",
    traced: false,
    rfid: false,
    svc: {
      gw: "wash-api",
      lpr: "lpr-ingest",
      elig: "plate-matcher",
      subs: "membership-core",
      pay: "card-auth",
      tunnel: "conveyor-bridge",
      chem: "reclaim-sensors",
      app: "rewards-app-api",
      fleet: "fleet-accounts",
      cam: "site-video",
    },
    rt: {
      gw: "ruby",
      lpr: "python",
      elig: "java",
      subs: "go",
      pay: "dotnet",
      tunnel: "python",
      chem: "go",
      app: "ruby",
      fleet: "java",
      cam: "go",
    },
    pkg: "com.bluelagoon.lpr",
    plans: ["Wave Club", "Tsunami Club", "Fleet Basic"],
    packages: ["RINSE", "WAVE", "TSUNAMI", "HOT-WAX"],
  },
  {
    key: "tidal",
    company: "Tidal Auto Spa",
    ns: "tidal-wash",
    traced: true,
    rfid: true,
    svc: {
      gw: "kiosk-gw",
      lpr: "rfid-reader-svc",
      elig: "eligibility-svc",
      subs: "subscriptions",
      pay: "payments",
      tunnel: "tunnel-bridge",
      chem: "dosing-agent",
      app: "app-backend",
      fleet: "fleet-ledger",
      cam: "camera-watch",
    },
    rt: {
      gw: "node",
      lpr: "go",
      elig: "go",
      subs: "ruby",
      pay: "java",
      tunnel: "python",
      chem: "cpp",
      app: "node",
      fleet: "dotnet",
      cam: "python",
    },
    pkg: "spa.tidal.payments",
    plans: ["Spa Pass", "Spa Pass Plus", "Spa Pass Ceramic"],
    packages: ["QUICK", "SPA", "SPA-PLUS", "CERAMIC-GUARD"],
  },
  {
    key: "glossbay",
    company: "GlossBay Car Wash",
    ns: "glossbay",
    traced: false,
    rfid: false,
    svc: {
      gw: "pos-api",
      lpr: "lpr-service",
      elig: "member-svc",
      subs: "billing-batch",
      pay: "paystation-relay",
      tunnel: "wash-orchestrator",
      chem: "water-reclaim",
      app: "loyalty-api",
      fleet: "fleet-portal",
      cam: "yard-cams",
    },
    rt: {
      gw: "dotnet",
      lpr: "python",
      elig: "java",
      subs: "ruby",
      pay: "node",
      tunnel: "go",
      chem: "go",
      app: "node",
      fleet: "dotnet",
      cam: "go",
    },
    pkg: "com.glossbay.member",
    plans: ["Gloss Unlimited", "Gloss Unlimited Plus", "Fleet Flex"],
    packages: ["BASIC", "GLOSS", "GLOSS-PLUS", "TITANIUM"],
  },
];

/** One access-log line in the runtime's usual wording. */
export function access(
  rt: Runtime,
  method: string,
  path: string,
  status: number,
  ms: number,
  host = "localhost:8080",
): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms}ms`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : status === 404 ? "Not Found" : status === 422 ? "Unprocessable Entity" : status === 502 ? "Bad Gateway" : status === 503 ? "Service Unavailable" : "Internal Server Error"} in ${ms}ms (Views: 0.4ms | ActiveRecord: ${(ms / 9).toFixed(1)}ms | Allocations: ${ms * 37}) ${method} ${path}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${host}${path} - ${status} - application/json;+charset=utf-8 ${ms}.${(ms * 7) % 10}${(ms * 3) % 10}ms`;
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms)`;
    case "go":
      return `http request method=${method} path=${path} status=${status} dur=${ms}ms`;
    default:
      return `"${method} ${path} HTTP/1.1" ${status} ${ms}ms`;
  }
}
