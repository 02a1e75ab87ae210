// The four made-up retail brokers of quiet62 and the service that plays each role in them.
export type Runtime = "java" | "go" | "node" | "python" | "cpp" | "dotnet" | "ruby";
export type Role = "edge" | "app" | "oms" | "risk" | "margin" | "sor" | "fix1" | "fix2" | "md" | "clearing" | "funding";

export interface Svc {
  name: string;
  runtime: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  /** Java/.NET package root used in stack traces. */
  pkg: string;
  traced: boolean;
  roles: Partial<Record<Role, Svc>>;
  /** Venues of fix1 / fix2 (MIC). */
  venues: [string, string];
  accountPrefix: string;
}

export const ESTATES: Estate[] = [
  {
    key: "larkspur",
    company: "Larkspur Securities",
    namespace: "lark-prod",
    pkg: "com.larkspur",
    traced: true,
    venues: ["XNAS", "XNYS"],
    accountPrefix: "LK",
    roles: {
      edge: { name: "api-gateway", runtime: "go" },
      app: { name: "trade-app-bff", runtime: "node" },
      oms: { name: "order-manager", runtime: "java" },
      risk: { name: "pretrade-risk", runtime: "java" },
      margin: { name: "margin-engine", runtime: "python" },
      sor: { name: "smart-router", runtime: "cpp" },
      fix1: { name: "fix-gw-xnas", runtime: "java" },
      md: { name: "itch-feed", runtime: "cpp" },
      clearing: { name: "clearing-eod", runtime: "python" },
      funding: { name: "cash-movements", runtime: "ruby" },
    },
  },
  {
    key: "pinegate",
    company: "Pinegate Markets",
    namespace: "pg-trading",
    pkg: "Pinegate",
    traced: false,
    venues: ["XNYS", "ARCX"],
    accountPrefix: "PG",
    roles: {
      edge: { name: "public-api", runtime: "node" },
      oms: { name: "oms-core", runtime: "dotnet" },
      risk: { name: "risk-gate", runtime: "dotnet" },
      margin: { name: "margin-svc", runtime: "java" },
      sor: { name: "sor", runtime: "go" },
      fix1: { name: "fix-nyse", runtime: "cpp" },
      fix2: { name: "fix-arca", runtime: "cpp" },
      md: { name: "md-handler", runtime: "go" },
      clearing: { name: "eod-files", runtime: "python" },
    },
  },
  {
    key: "tidewater",
    company: "Tidewater Brokerage",
    namespace: "tw-prod",
    pkg: "io.tidewater",
    traced: true,
    venues: ["BATS", "XNAS"],
    accountPrefix: "TW",
    roles: {
      edge: { name: "edge-api", runtime: "go" },
      app: { name: "mobile-bff", runtime: "java" },
      oms: { name: "orders", runtime: "go" },
      risk: { name: "precheck", runtime: "go" },
      margin: { name: "margin", runtime: "python" },
      sor: { name: "router", runtime: "java" },
      fix1: { name: "fixgw-cboe", runtime: "java" },
      md: { name: "quotes-feed", runtime: "cpp" },
      funding: { name: "transfers", runtime: "node" },
    },
  },
  {
    key: "quayside",
    company: "Quayside Invest",
    namespace: "qs-live",
    pkg: "com.quayside",
    traced: false,
    venues: ["IEXG", "XNAS"],
    accountPrefix: "QS",
    roles: {
      app: { name: "app-backend", runtime: "ruby" },
      edge: { name: "open-api", runtime: "node" },
      oms: { name: "order-svc", runtime: "java" },
      risk: { name: "risk-limits", runtime: "java" },
      margin: { name: "margin-calc", runtime: "python" },
      sor: { name: "sor-engine", runtime: "cpp" },
      fix1: { name: "fix-iex", runtime: "java" },
      md: { name: "feed-handler", runtime: "cpp" },
      clearing: { name: "settlement-batch", runtime: "python" },
    },
  },
];

export const SYMBOLS = [
  "AAPL",
  "MSFT",
  "NVDA",
  "AMZN",
  "TSLA",
  "META",
  "GOOGL",
  "AMD",
  "PLTR",
  "SOFI",
  "F",
  "INTC",
  "SPY",
  "QQQ",
  "KO",
  "JPM",
  "BAC",
  "NIO",
  "RIVN",
  "COIN",
];

export const has = (e: Estate, r: Role): boolean => e.roles[r] !== undefined;
export const svc = (e: Estate, r: Role): string => {
  const s = e.roles[r];
  if (!s) throw new Error(`${e.key} has no ${r}`);
  return s.name;
};
export const rt = (e: Estate, r: Role): Runtime => e.roles[r]?.runtime ?? "go";
export const services = (e: Estate): string[] => Object.values(e.roles).map((s) => s.name);
