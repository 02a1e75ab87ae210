// The four made-up diabetes-care companies of quiet124: their services, runtimes, units and habits.
export type Role = "gw" | "ingest" | "alerts" | "push" | "share" | "sensors" | "pump" | "clinic" | "auth" | "extra";
export type Runtime = "go" | "java" | "kotlin" | "python" | "node" | "dotnet" | "ruby" | "cpp" | "envoy" | "nginx";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  unit: "mg/dL" | "mmol/L";
  app: string;
  pkg: string;
  svc: Partial<Record<Role, string>>;
  rt: Partial<Record<Role, Runtime>>;
  /** The service that logs one harmless error all window long. */
  noisy: Role;
}

export const ESTATES: readonly Estate[] = [
  {
    key: "glucolink",
    company: "GlucoLink",
    namespace: "glucolink-prod",
    traced: true,
    unit: "mg/dL",
    app: "GlucoLink",
    pkg: "com.glucolink",
    svc: {
      gw: "edge-envoy",
      ingest: "egv-ingest",
      alerts: "alert-engine",
      push: "push-relay",
      share: "follow-api",
      sensors: "sensor-registry",
      pump: "pump-sync",
      clinic: "clinic-portal",
      auth: "identity",
      extra: "egv-store",
    },
    rt: {
      gw: "envoy",
      ingest: "go",
      alerts: "java",
      push: "node",
      share: "python",
      sensors: "go",
      pump: "dotnet",
      clinic: "ruby",
      auth: "kotlin",
      extra: "cpp",
    },
    noisy: "sensors",
  },
  {
    key: "sugarwise",
    company: "Sugarwise",
    namespace: "sw-live",
    traced: false,
    unit: "mmol/L",
    app: "Sugarwise",
    pkg: "io.sugarwise",
    svc: {
      gw: "api-nginx",
      ingest: "cgm-uploader",
      alerts: "glyco-alerts",
      push: "notify-dispatch",
      share: "caregiver-hub",
      sensors: "sensor-lifecycle",
      pump: "insulin-bridge",
      clinic: "endo-reports",
      auth: "account-svc",
    },
    rt: {
      gw: "nginx",
      ingest: "kotlin",
      alerts: "python",
      push: "go",
      share: "node",
      sensors: "java",
      pump: "dotnet",
      clinic: "python",
      auth: "ruby",
    },
    noisy: "push",
  },
  {
    key: "betacell",
    company: "Betacell Health",
    namespace: "betacell",
    traced: true,
    unit: "mg/dL",
    app: "Betacell",
    pkg: "health.betacell",
    svc: {
      gw: "mobile-bff",
      ingest: "bg-ingest",
      alerts: "hypo-watch",
      push: "fanout-push",
      share: "family-share",
      sensors: "device-pairing",
      pump: "pump-bridge",
      clinic: "clinic-exporter",
      auth: "session-svc",
      extra: "tsdb-writer",
    },
    rt: {
      gw: "node",
      ingest: "java",
      alerts: "go",
      push: "kotlin",
      share: "ruby",
      sensors: "go",
      pump: "dotnet",
      clinic: "python",
      auth: "node",
      extra: "cpp",
    },
    noisy: "share",
  },
  {
    key: "lumen",
    company: "Lumen Diabetes",
    namespace: "lumen-eu1",
    traced: false,
    unit: "mmol/L",
    app: "LumenCGM",
    pkg: "eu.lumen",
    svc: {
      gw: "ingress-envoy",
      ingest: "reading-sink",
      alerts: "lowhigh-alerts",
      push: "apns-fcm-gateway",
      share: "followers",
      sensors: "sensor-sessions",
      pump: "pump-history",
      clinic: "clinic-reports",
      auth: "login",
    },
    rt: {
      gw: "envoy",
      ingest: "python",
      alerts: "java",
      push: "go",
      share: "python",
      sensors: "kotlin",
      pump: "java",
      clinic: "ruby",
      auth: "node",
    },
    noisy: "ingest",
  },
];

export const roles = (e: Estate): Role[] => (Object.keys(e.svc) as Role[]).filter((k) => e.svc[k]);
export const names = (e: Estate): string[] => roles(e).map((k) => e.svc[k] as string);
export const S = (e: Estate, r: Role): string => e.svc[r] ?? (e.svc.ingest as string);
export const RT = (e: Estate, r: Role): Runtime => e.rt[r] ?? "go";

/** A glucose value as this estate prints it. */
export function glucose(e: Estate, mgdl: number): string {
  return e.unit === "mg/dL" ? `${Math.round(mgdl)} mg/dL` : `${(mgdl / 18.016).toFixed(1)} mmol/L`;
}
