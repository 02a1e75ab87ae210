// The four made-up legal-tech estates of quiet74: which service plays which role and in which runtime.
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export type Role =
  | "gateway"
  | "matter"
  | "conflicts"
  | "docs"
  | "billing"
  | "trust"
  | "efile"
  | "docket"
  | "esign"
  | "portal";

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traces: boolean;
  court: string;
  courts: string[];
  pkg: string;
  roles: Record<Role, string>;
  runtime: Record<string, Runtime>;
  matterPrefix: string;
}

export const ESTATES: Estate[] = [
  {
    key: "hp",
    company: "Harlow & Pike LLP",
    ns: "hp-prod",
    traces: true,
    court: "efile.txcourts.gov",
    courts: ["Harris County District Clerk", "Travis County District Clerk", "Dallas County Clerk", "5th COA"],
    pkg: "com.harlowpike",
    matterPrefix: "HP",
    roles: {
      gateway: "hp-edge",
      matter: "matter-api",
      conflicts: "conflicts-check",
      docs: "docassembly",
      billing: "billing-core",
      trust: "trust-ledger",
      efile: "efile-submitter",
      docket: "docket-sync",
      esign: "esign-bridge",
      portal: "client-portal",
    },
    runtime: {
      "hp-edge": "go",
      "matter-api": "java",
      "conflicts-check": "python",
      docassembly: "dotnet",
      "billing-core": "ruby",
      "trust-ledger": "go",
      "efile-submitter": "node",
      "docket-sync": "python",
      "esign-bridge": "node",
      "client-portal": "node",
    },
  },
  {
    key: "cw",
    company: "Claimwell",
    ns: "claimwell",
    traces: false,
    court: "efiling.illinoiscourts.gov",
    courts: [
      "Cook County Circuit Court",
      "DuPage County Circuit Court",
      "N.D. Ill. (CM/ECF)",
      "Will County Circuit Court",
    ],
    pkg: "io.claimwell",
    matterPrefix: "CW",
    roles: {
      gateway: "intake-web",
      matter: "case-hub",
      conflicts: "conflict-engine",
      docs: "template-svc",
      billing: "timekeeper",
      trust: "trust-acct",
      efile: "court-connect",
      docket: "calendar-rules",
      esign: "signing-svc",
      portal: "intake-web",
    },
    runtime: {
      "intake-web": "node",
      "case-hub": "go",
      "conflict-engine": "java",
      "template-svc": "python",
      timekeeper: "ruby",
      "trust-acct": "dotnet",
      "court-connect": "java",
      "calendar-rules": "python",
      "signing-svc": "go",
    },
  },
  {
    key: "dk",
    company: "Docketry",
    ns: "docketry-prod",
    traces: true,
    court: "efm.odyssey.example-courts.net",
    courts: [
      "Maricopa Superior Court",
      "Pima Superior Court",
      "Ada County District Court",
      "Clark County District Court",
    ],
    pkg: "net.docketry",
    matterPrefix: "DK",
    roles: {
      gateway: "filing-gw",
      matter: "case-search",
      conflicts: "party-match",
      docs: "doc-convert",
      billing: "fee-calc",
      trust: "payments-bridge",
      efile: "envelope-svc",
      docket: "docket-index",
      esign: "notify-svc",
      portal: "filing-gw",
    },
    runtime: {
      "filing-gw": "go",
      "case-search": "python",
      "party-match": "java",
      "doc-convert": "cpp",
      "fee-calc": "dotnet",
      "payments-bridge": "ruby",
      "envelope-svc": "java",
      "docket-index": "java",
      "notify-svc": "node",
    },
  },
  {
    key: "ml",
    company: "Meridian Legal Cloud",
    ns: "meridian",
    traces: false,
    court: "eservices.nycourts.example",
    courts: ["NY County Supreme Court", "Kings County Supreme Court", "S.D.N.Y. (CM/ECF)", "Westchester Supreme Court"],
    pkg: "cloud.meridian",
    matterPrefix: "ML",
    roles: {
      gateway: "portal-bff",
      matter: "matters",
      conflicts: "conflicts",
      docs: "pdf-render",
      billing: "wip-billing",
      trust: "trust-guard",
      efile: "efile-relay",
      docket: "docket-calc",
      esign: "sign-hooks",
      portal: "portal-bff",
    },
    runtime: {
      "portal-bff": "node",
      matters: "java",
      conflicts: "python",
      "pdf-render": "cpp",
      "wip-billing": "ruby",
      "trust-guard": "go",
      "efile-relay": "dotnet",
      "docket-calc": "python",
      "sign-hooks": "node",
    },
  },
];

export const services = (e: Estate): string[] => Object.keys(e.runtime);
