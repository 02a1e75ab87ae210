// The four made-up restaurant companies: services by role, runtimes, ids, and the one noisy service each carries.
export type Role =
  | "edge"
  | "app"
  | "pos"
  | "kds"
  | "loyalty"
  | "partner"
  | "menu"
  | "inventory"
  | "labour"
  | "payments"
  | "stores";
export type Runtime = "node" | "python" | "go" | "java" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traces: boolean;
  currency: string;
  stores: number;
  storePrefix: string;
  orderPrefix: string;
  memberPrefix: string;
  partners: string[];
  roles: Record<Role, string>;
  runtime: Record<string, Runtime>;
  /** Requests per second at the edge. */
  rate: number;
  noisy: { role: Role; level: "WARN" | "ERROR"; everyMs: number; msg: (n: number, store: string) => string };
}

export const ESTATES: Estate[] = [
  {
    key: "fornorosso",
    company: "Forno Rosso Pizzeria",
    ns: "fornorosso-prod",
    traces: true,
    currency: "GBP",
    stores: 214,
    storePrefix: "FR",
    orderPrefix: "FR-",
    memberPrefix: "M",
    partners: ["ubereats", "deliveroo", "justeat"],
    roles: {
      edge: "order-api",
      app: "app-bff",
      pos: "pos-bridge",
      kds: "kds-hub",
      loyalty: "loyalty-svc",
      partner: "delivery-connect",
      menu: "menu-publisher",
      inventory: "inventory-sync",
      labour: "labour-planner",
      payments: "payments-gw",
      stores: "order-api",
    },
    runtime: {
      "order-api": "node",
      "app-bff": "node",
      "pos-bridge": "go",
      "kds-hub": "node",
      "loyalty-svc": "java",
      "delivery-connect": "python",
      "menu-publisher": "java",
      "inventory-sync": "python",
      "labour-planner": "ruby",
      "payments-gw": "java",
    },
    rate: 1.6,
    noisy: {
      role: "inventory",
      level: "ERROR",
      everyMs: 5200,
      msg: (n, s) =>
        `store ${s}: stock count for SKU DOUGH-${12 + (n % 5)}IN is negative (-${1 + (n % 4)}), clamping to 0`,
    },
  },
  {
    key: "smashstack",
    company: "Smash & Stack Burgers",
    ns: "smashstack",
    traces: false,
    currency: "USD",
    stores: 388,
    storePrefix: "SS",
    orderPrefix: "",
    memberPrefix: "R",
    partners: ["doordash", "ubereats", "grubhub"],
    roles: {
      edge: "web-checkout",
      app: "app-gateway",
      pos: "order-router",
      kds: "kitchen-display",
      loyalty: "rewards-engine",
      partner: "aggregator-sync",
      menu: "menu-builder",
      inventory: "stock-ledger",
      labour: "shift-scheduler",
      payments: "web-checkout",
      stores: "app-gateway",
    },
    runtime: {
      "web-checkout": "python",
      "app-gateway": "go",
      "order-router": "go",
      "kitchen-display": "node",
      "rewards-engine": "python",
      "aggregator-sync": "python",
      "menu-builder": "node",
      "stock-ledger": "go",
      "shift-scheduler": "ruby",
    },
    rate: 2.1,
    noisy: {
      role: "kds",
      level: "WARN",
      everyMs: 3900,
      msg: (n, s) => `store ${s} screen expo-${1 + (n % 3)}: bump bar firmware 2.1.4 does not support ack, ignoring`,
    },
  },
  {
    key: "tamarind",
    company: "Tamarind Kitchen",
    ns: "tamarind-live",
    traces: true,
    currency: "GBP",
    stores: 96,
    storePrefix: "TK",
    orderPrefix: "TK",
    memberPrefix: "L",
    partners: ["deliveroo", "justeat"],
    roles: {
      edge: "ordering-web",
      app: "basket-service",
      pos: "till-sync",
      kds: "kds-relay",
      loyalty: "loyalty-ledger",
      partner: "partner-menus",
      menu: "price-publisher",
      inventory: "stock-counts",
      labour: "rota-service",
      payments: "basket-service",
      stores: "store-directory",
    },
    runtime: {
      "ordering-web": "dotnet",
      "basket-service": "dotnet",
      "till-sync": "dotnet",
      "kds-relay": "go",
      "loyalty-ledger": "java",
      "partner-menus": "python",
      "price-publisher": "dotnet",
      "stock-counts": "python",
      "rota-service": "ruby",
      "store-directory": "ruby",
    },
    rate: 1.2,
    noisy: {
      role: "loyalty",
      level: "ERROR",
      everyMs: 6100,
      msg: (n) => `receipt email skipped: member L${400000 + n * 37} has no verified address (SendReceipt)`,
    },
  },
  {
    key: "harbourbowls",
    company: "Harbour Bowls",
    ns: "hb-prod",
    traces: false,
    currency: "AUD",
    stores: 61,
    storePrefix: "HB",
    orderPrefix: "HB",
    memberPrefix: "P",
    partners: ["ubereats", "doordash", "menulog"],
    roles: {
      edge: "edge-gw",
      app: "order-core",
      pos: "store-link",
      kds: "kds-bridge",
      loyalty: "points-api",
      partner: "courier-hub",
      menu: "menu-sync",
      inventory: "stock-watch",
      labour: "roster",
      payments: "order-core",
      stores: "edge-gw",
    },
    runtime: {
      "edge-gw": "go",
      "order-core": "java",
      "store-link": "go",
      "kds-bridge": "cpp",
      "points-api": "node",
      "courier-hub": "node",
      "menu-sync": "python",
      "stock-watch": "cpp",
      roster: "ruby",
    },
    rate: 1.0,
    noisy: {
      role: "partner",
      level: "ERROR",
      everyMs: 4700,
      msg: (n, s) =>
        `quote rejected by menulog for ${s}: dropoff outside delivery zone (${(6 + (n % 9) * 0.7).toFixed(1)} km)`,
    },
  },
];

/** An access-log line in the runtime's usual shape. */
export function access(rt: Runtime, method: string, path: string, status: number, ms: number): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms}.${String((ms * 389) % 1000).padStart(3, "0")} ms - ${200 + (((ms * 7) | 0) % 1800)}`;
    case "python":
      return `10.42.${(ms | 0) % 7}.${((ms * 3) % 250) | 0}:5${((ms * 11) % 9999) | 0} - "${method} ${path} HTTP/1.1" ${status}`;
    case "go":
      return `http request method=${method} path=${path} status=${status} duration=${ms.toFixed(1)}ms`;
    case "java":
      return `${method} ${path} -> ${status} (${ms | 0} ms)`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${path.startsWith("/api") ? "ordering" : "svc"}${path} - ${status} - application/json ${ms.toFixed(4)}ms`;
    case "ruby":
      return `Completed ${status} ${status < 300 ? "OK" : status < 500 ? "Unprocessable Entity" : "Internal Server Error"} in ${ms | 0}ms (ActiveRecord: ${(ms / 4).toFixed(1)}ms | Allocations: ${(ms * 91) | 0})`;
    case "cpp":
      return `[http] ${method} ${path} ${status} ${ms | 0}ms`;
  }
}
