// Four made-up brokers (estates): which service plays which role, its runtime, and whether requests carry trace ids.
export type Role = "api" | "auth" | "oms" | "fix" | "sor" | "md" | "risk" | "margin" | "bo" | "stmt";
export type Runtime = "java" | "node" | "go" | "python" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  svc: Record<Role, string>;
  rt: Record<Role, Runtime>;
  /** exchange / counterparty the FIX gateway talks to */
  venue: string;
  sender: string;
  target: string;
  acct: string;
}

export const ROLES: Role[] = ["api", "auth", "oms", "fix", "sor", "md", "risk", "margin", "bo", "stmt"];

export const ESTATES: Estate[] = [
  {
    key: "halyard",
    company: "Halyard Securities",
    namespace: "halyard-prod",
    traces: true,
    svc: {
      api: "brokerage-api",
      auth: "identity-svc",
      oms: "order-svc",
      fix: "fix-out",
      sor: "smart-router",
      md: "md-handler",
      risk: "pretrade-risk",
      margin: "margin-calc",
      bo: "settlement-batch",
      stmt: "statements-gen",
    },
    rt: {
      api: "node",
      auth: "go",
      oms: "java",
      fix: "java",
      sor: "cpp",
      md: "cpp",
      risk: "go",
      margin: "python",
      bo: "python",
      stmt: "ruby",
    },
    venue: "XNYS",
    sender: "HALYSEC",
    target: "NYSE",
    acct: "HY",
  },
  {
    key: "kestrel",
    company: "Kestrel Markets",
    namespace: "kx-trading",
    traces: false,
    svc: {
      api: "kx-client-portal",
      auth: "kx-sso",
      oms: "kx-oms",
      fix: "kx-fixengine",
      sor: "kx-sor",
      md: "kx-mdf-itch",
      risk: "kx-risk-precheck",
      margin: "kx-collateral",
      bo: "kx-clearing-bo",
      stmt: "kx-eod-files",
    },
    rt: {
      api: "dotnet",
      auth: "java",
      oms: "dotnet",
      fix: "cpp",
      sor: "java",
      md: "cpp",
      risk: "java",
      margin: "python",
      bo: "java",
      stmt: "python",
    },
    venue: "XNAS",
    sender: "KSTRL01",
    target: "NSDQ",
    acct: "KX",
  },
  {
    key: "tidewater",
    company: "Tidewater Invest",
    namespace: "tw-prod",
    traces: true,
    svc: {
      api: "tw-mobile-bff",
      auth: "tw-auth",
      oms: "tw-orders",
      fix: "tw-fix-bridge",
      sor: "tw-router",
      md: "tw-quotes",
      risk: "tw-risk",
      margin: "tw-margin",
      bo: "tw-ledger",
      stmt: "tw-statements",
    },
    rt: {
      api: "node",
      auth: "go",
      oms: "go",
      fix: "java",
      sor: "go",
      md: "go",
      risk: "python",
      margin: "python",
      bo: "ruby",
      stmt: "ruby",
    },
    venue: "APEX",
    sender: "TIDEWTR",
    target: "APEXCLR",
    acct: "TW",
  },
  {
    key: "norquay",
    company: "Norquay Capital",
    namespace: "nq-prod",
    traces: false,
    svc: {
      api: "nq-api",
      auth: "nq-auth",
      oms: "nq-oms",
      fix: "nq-fixhub",
      sor: "nq-sor",
      md: "nq-feed-opra",
      risk: "nq-credit-check",
      margin: "nq-margin",
      bo: "nq-backoffice",
      stmt: "nq-corpactions",
    },
    rt: {
      api: "node",
      auth: "go",
      oms: "java",
      fix: "java",
      sor: "cpp",
      md: "cpp",
      risk: "dotnet",
      margin: "dotnet",
      bo: "dotnet",
      stmt: "python",
    },
    venue: "XCBO",
    sender: "NORQCAP",
    target: "CBOE",
    acct: "NQ",
  },
];
