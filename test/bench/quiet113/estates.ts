// Four made-up self-storage operators: which service plays which role, the runtime each is written in, the
// facilities they run, whether request ids travel between services, and the one service that always complains.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Role =
  | "edge"
  | "rentals"
  | "inventory"
  | "gate"
  | "locks"
  | "billing"
  | "delinquency"
  | "auction"
  | "insurance"
  | "leads"
  | "cameras";
export type Runtime = "node" | "java" | "go" | "python" | "ruby" | "dotnet" | "cpp";

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traces: boolean;
  svc: Record<Role, string>;
  rt: Record<string, Runtime>;
  sites: string[];
  noisy: { role: Role; level: Level; every: number; make: (r: Rng) => string };
}

const BOXWELL: Estate = {
  key: "boxwell",
  company: "Boxwell Storage",
  ns: "boxwell-prod",
  traces: true,
  svc: {
    edge: "storefront-web",
    rentals: "rental-api",
    inventory: "unit-inventory",
    gate: "gate-sync",
    locks: "smartlock-bridge",
    billing: "autopay-runner",
    delinquency: "delinquency-worker",
    auction: "delinquency-worker",
    insurance: "tenant-protect",
    leads: "lead-intake",
    cameras: "site-events",
  },
  rt: {
    "storefront-web": "node",
    "rental-api": "java",
    "unit-inventory": "go",
    "gate-sync": "cpp",
    "smartlock-bridge": "go",
    "autopay-runner": "ruby",
    "delinquency-worker": "python",
    "tenant-protect": "dotnet",
    "lead-intake": "node",
    "site-events": "go",
  },
  sites: ["BX-014 Riverside", "BX-022 Hollis Rd", "BX-031 Eastgate", "BX-047 Mill Creek", "BX-052 Airport Blvd"],
  noisy: {
    role: "cameras",
    level: "error",
    every: 9000,
    make: (r) =>
      `onvif: GetEventProperties failed for camera cam-${r.p(["14-03", "22-11", "31-07"])}: env:Receiver ter:ActionNotSupported (skipping event subscription)`,
  },
};

const STOWRIGHT: Estate = {
  key: "stowright",
  company: "StowRight Self Storage",
  ns: "stowright",
  traces: false,
  svc: {
    edge: "web-bff",
    rentals: "movein-svc",
    inventory: "space-catalog",
    gate: "access-control",
    locks: "keypad-push",
    billing: "payments",
    delinquency: "lien-engine",
    auction: "lien-engine",
    insurance: "coverage-svc",
    leads: "callcenter-crm",
    cameras: "access-control",
  },
  rt: {
    "web-bff": "node",
    "movein-svc": "java",
    "space-catalog": "python",
    "access-control": "dotnet",
    "keypad-push": "go",
    payments: "java",
    "lien-engine": "ruby",
    "coverage-svc": "python",
    "callcenter-crm": "node",
  },
  sites: ["SR-101 Cedar Park", "SR-108 Lakeline", "SR-115 Pflugerville", "SR-123 Round Rock"],
  noisy: {
    role: "leads",
    level: "warn",
    every: 7000,
    make: (r) =>
      `five9 webhook: call ${r.i(100000, 999999)} has no ANI, lead created as "Unknown caller" (disposition=${r.p(["ABANDON", "NO_ANSWER", "VOICEMAIL"])})`,
  },
};

const CUBBY: Estate = {
  key: "cubby",
  company: "Cubbyhole Storage Co.",
  ns: "cubby-live",
  traces: true,
  svc: {
    edge: "edge-gw",
    rentals: "reservations",
    inventory: "unit-availability",
    gate: "gatekeeper",
    locks: "lock-cloud-adapter",
    billing: "billing-core",
    delinquency: "collections",
    auction: "collections",
    insurance: "insure-link",
    leads: "leads-hub",
    cameras: "camera-ingest",
  },
  rt: {
    "edge-gw": "go",
    reservations: "ruby",
    "unit-availability": "java",
    gatekeeper: "go",
    "lock-cloud-adapter": "node",
    "billing-core": "dotnet",
    collections: "python",
    "insure-link": "java",
    "leads-hub": "python",
    "camera-ingest": "cpp",
  },
  sites: ["CB-03 Northgate", "CB-07 Harbor View", "CB-12 Old Mill", "CB-19 Westfield", "CB-24 Depot St"],
  noisy: {
    role: "billing",
    level: "error",
    every: 8000,
    make: (r) =>
      `Ledger reconciliation: tenant T-${r.i(10000, 99999)} has prepaid credit ${r.i(1, 40)}.00 with no open invoice; left unapplied`,
  },
};

const HARBOR: Estate = {
  key: "harbor",
  company: "Harbor Lock & Store",
  ns: "harbor-prod",
  traces: false,
  svc: {
    edge: "harbor-api",
    rentals: "rent-engine",
    inventory: "unit-map",
    gate: "access-svc",
    locks: "noke-relay",
    billing: "pay-orchestrator",
    delinquency: "lien-auctions",
    auction: "lien-auctions",
    insurance: "protection-plans",
    leads: "leads-svc",
    cameras: "access-svc",
  },
  rt: {
    "harbor-api": "dotnet",
    "rent-engine": "java",
    "unit-map": "node",
    "access-svc": "go",
    "noke-relay": "node",
    "pay-orchestrator": "go",
    "lien-auctions": "python",
    "protection-plans": "ruby",
    "leads-svc": "ruby",
  },
  sites: ["HL-2 Bayside", "HL-5 Port Road", "HL-9 Dockside", "HL-11 Marina West"],
  noisy: {
    role: "inventory",
    level: "warn",
    every: 6000,
    make: (r) =>
      `(node:1) Warning: unit U-${r.i(1000, 9999)} has floorplan polygon with ${r.i(3, 4)} points, expected >= 5; rendering bounding box`,
  },
};

export const ESTATES: readonly Estate[] = [BOXWELL, STOWRIGHT, CUBBY, HARBOR];

/** The distinct services of an estate. */
export const services = (e: Estate): string[] => [...new Set(Object.values(e.svc))];

/** One HTTP access line in the style of the service's runtime. */
export function access(rt: Runtime, method: string, path: string, status: number, ms: number, r: Rng): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms.toFixed(3)} ms - ${r.i(80, 9000)}`;
    case "java":
      return `"${method} ${path} HTTP/1.1" ${status} ${r.i(60, 4000)} ${ms}ms`;
    case "go":
      return `http request method=${method} path=${path} status=${status} dur=${ms.toFixed(1)}ms`;
    case "python":
      return `10.42.${r.i(0, 9)}.${r.i(2, 250)}:${r.i(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "ruby":
      return `Completed ${status} ${status < 300 ? "OK" : status === 422 ? "Unprocessable Entity" : status === 404 ? "Not Found" : status === 503 ? "Service Unavailable" : "Internal Server Error"} in ${Math.round(ms)}ms (Views: ${r.f(0, 2).toFixed(1)}ms | ActiveRecord: ${r.f(0.5, ms / 3 + 1).toFixed(1)}ms | Allocations: ${r.i(900, 9000)})`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://localhost:8080${path} - ${status} - application/json ${ms.toFixed(4)}ms`;
    default:
      return `[http] ${method} ${path} -> ${status} (${Math.round(ms)} ms)`;
  }
}
