// The four made-up connected-vehicle estates of holdout98: which service plays which role, its runtime, and
// whether the estate propagates a trace id between services.
export type Role =
  | "gw"
  | "ingest"
  | "cmd"
  | "wake"
  | "ota"
  | "signer"
  | "app"
  | "fleet"
  | "registry"
  | "consent"
  | "trips"
  | "charge"
  | "roaming"
  | "dealer";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  namespace: string;
  wmi: string; // first three VIN characters of the brand
  brand: string;
  traces: boolean;
  roles: Partial<Record<Role, [string, Runtime]>>;
  noisy: Role; // logs one harmless error at a steady rate from the first minute
}

export const ESTATES: Estate[] = [
  {
    key: "voltaro",
    namespace: "voltaro-connected",
    wmi: "VL7",
    brand: "voltaro",
    traces: true,
    noisy: "registry",
    roles: {
      gw: ["vehicle-gateway", "go"],
      ingest: ["telemetry-ingest", "java"],
      cmd: ["remote-commands", "java"],
      wake: ["sms-wakeup", "node"],
      ota: ["ota-campaigns", "python"],
      app: ["app-backend", "node"],
      registry: ["vin-registry", "go"],
      consent: ["consent-service", "dotnet"],
      trips: ["trip-history", "python"],
      charge: ["charge-sessions", "ruby"],
    },
  },
  {
    key: "nordlys",
    namespace: "nordlys-cv-prod",
    wmi: "NL3",
    brand: "nordlys",
    traces: false,
    noisy: "roaming",
    roles: {
      gw: ["mqtt-bridge", "cpp"],
      ingest: ["tcu-shadow", "go"],
      cmd: ["command-router", "go"],
      wake: ["wakeup-sms", "python"],
      ota: ["fota-orchestrator", "java"],
      signer: ["manifest-signer", "go"],
      app: ["companion-api", "dotnet"],
      registry: ["vehicle-registry", "java"],
      roaming: ["roaming-ocpi", "ruby"],
    },
  },
  {
    key: "kestrel",
    namespace: "kestrel-fleet",
    wmi: "KF1",
    brand: "kestrel",
    traces: true,
    noisy: "gw",
    roles: {
      fleet: ["fleet-api", "node"],
      gw: ["telematics-edge", "go"],
      ingest: ["position-store", "java"],
      cmd: ["command-svc", "python"],
      wake: ["sms-relay", "node"],
      ota: ["ota-delivery", "go"],
      consent: ["consent-ledger", "java"],
      trips: ["trip-builder", "python"],
      charge: ["billing-cdr", "ruby"],
    },
  },
  {
    key: "aurelia",
    namespace: "aurelia-mobility",
    wmi: "AU9",
    brand: "aurelia",
    traces: false,
    noisy: "charge",
    roles: {
      gw: ["connect-gw", "cpp"],
      ingest: ["signal-ingest", "python"],
      cmd: ["remote-ctl", "dotnet"],
      wake: ["tcu-wake", "go"],
      ota: ["update-manager", "java"],
      app: ["owner-app-bff", "node"],
      registry: ["vin-consent", "go"],
      charge: ["charge-roaming", "java"],
      dealer: ["diag-portal", "ruby"],
      trips: ["trip-journal", "python"],
    },
  },
];

export const svcOf = (e: Estate, r: Role): string => {
  const s = e.roles[r];
  if (!s) throw new Error(`${e.key} has no ${r}`);
  return s[0];
};
export const rtOf = (e: Estate, r: Role): Runtime => {
  const s = e.roles[r];
  if (!s) throw new Error(`${e.key} has no ${r}`);
  return s[1];
};
export const has = (e: Estate, r: Role): boolean => e.roles[r] !== undefined;
