// Four made-up funeral-services companies: which service plays which role, in which runtime.
export type Role =
  | "gateway"
  | "cases"
  | "obits"
  | "stream"
  | "flowers"
  | "plots"
  | "preneed"
  | "esign"
  | "crematory"
  | "notify";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Svc {
  name: string;
  role: Role;
  rt: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean; // request ids travel across services
  caseFmt: (n: number) => string;
  services: Svc[];
}

const s = (name: string, role: Role, rt: Runtime): Svc => ({ name, role, rt });

export const ESTATES: Estate[] = [
  {
    key: "evergreen",
    company: "Evergreen Memorial Group",
    namespace: "egm-prod",
    traces: true,
    caseFmt: (n) => `EG-${2026}-${String(n).padStart(5, "0")}`,
    services: [
      s("web-gateway", "gateway", "node"),
      s("arrangements-api", "cases", "java"),
      s("obit-publisher", "obits", "python"),
      s("stream-relay", "stream", "go"),
      s("florist-orders", "flowers", "ruby"),
      s("plot-registry", "plots", "dotnet"),
      s("preneed-billing", "preneed", "java"),
      s("esign-bridge", "esign", "node"),
      s("cremation-sched", "crematory", "python"),
      s("family-notify", "notify", "go"),
    ],
  },
  {
    key: "lakeside",
    company: "Lakeside Funeral Partners",
    namespace: "lfp",
    traces: false,
    caseFmt: (n) => `LFP${n}`,
    services: [
      s("family-portal", "gateway", "node"),
      s("case-manager", "cases", "node"),
      s("obituary-syndicator", "obits", "ruby"),
      s("livestream-ingest", "stream", "go"),
      s("flower-shop", "flowers", "python"),
      s("cemetery-plots", "plots", "java"),
      s("preneed-payments", "preneed", "dotnet"),
      s("signing-worker", "esign", "python"),
    ],
  },
  {
    key: "harborvale",
    company: "Harbor & Vale Funeral Homes",
    namespace: "hv-live",
    traces: true,
    caseFmt: (n) => `HV/${n}`,
    services: [
      s("hv-edge", "gateway", "go"),
      s("casefile-svc", "cases", "dotnet"),
      s("obits-feed", "obits", "node"),
      s("memorial-video", "stream", "cpp"),
      s("sympathy-gifts", "flowers", "node"),
      s("cemetery-records", "plots", "python"),
      s("contracts-api", "preneed", "java"),
      s("esign-hooks", "esign", "ruby"),
      s("retort-planner", "crematory", "python"),
    ],
  },
  {
    key: "stillwater",
    company: "Stillwater Memorial Cooperative",
    namespace: "smc-prod",
    traces: false,
    caseFmt: (n) => `C-${n}`,
    services: [
      s("portal-bff", "gateway", "node"),
      s("casebook", "cases", "ruby"),
      s("notice-wire", "obits", "python"),
      s("vigil-stream", "stream", "go"),
      s("bloom-orders", "flowers", "ruby"),
      s("plotmap", "plots", "go"),
      s("trust-ledger", "preneed", "java"),
      s("sign-flow", "esign", "node"),
      s("cremation-board", "crematory", "dotnet"),
      s("mailer-relay", "notify", "python"),
    ],
  },
];

/** The service playing `role`, or the case service when the estate has none. */
export function svcOf(e: Estate, role: Role): Svc {
  return e.services.find((x) => x.role === role) ?? (e.services.find((x) => x.role === "cases") as Svc);
}
