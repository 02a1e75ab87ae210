// The four made-up wine and spirits estates of quiet103: service names per role, runtimes, vendors and places.
export type Role =
  | "edge"
  | "store"
  | "checkout"
  | "age"
  | "comply"
  | "tax"
  | "pay"
  | "stock"
  | "carrier"
  | "club"
  | "mailer";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "envoy";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  currency: string;
  /** ship-to places: US states or EU countries */
  places: string[];
  /** places where direct shipping is not allowed */
  blocked: string[];
  svc: Partial<Record<Role, string>>;
  rt: Partial<Record<Role, Runtime>>;
  ageVendor: string;
  carriers: string[];
  psp: string;
  wh: string[];
  skus: string[];
  club: string;
  /** 0..3: picks wording variants */
  style: number;
}

const US = ["CA", "NY", "TX", "FL", "IL", "WA", "OR", "CO", "GA", "NJ", "MA", "VA", "NC", "OH", "AZ", "MN"];

export const ESTATES: Estate[] = [
  {
    key: "cellardoor",
    company: "Cellar Door Collective",
    namespace: "cellardoor-prod",
    traces: true,
    currency: "USD",
    places: US,
    blocked: ["UT", "MS", "DE", "AL"],
    svc: {
      edge: "edge-gw",
      store: "storefront",
      checkout: "checkout-api",
      age: "agecheck",
      comply: "ship-rules",
      tax: "excise-tax",
      pay: "payments",
      stock: "stock-ledger",
      carrier: "parcel-gw",
      club: "club-runner",
    },
    rt: {
      edge: "envoy",
      store: "node",
      checkout: "java",
      age: "go",
      comply: "python",
      tax: "python",
      pay: "java",
      stock: "go",
      carrier: "ruby",
      club: "java",
    },
    ageVendor: "idmatch.example.net",
    carriers: ["UPS", "FedEx"],
    psp: "Stripe",
    wh: ["NAPA-1", "SONOMA-B", "RENO-3PL"],
    skus: ["CAB-2019-750", "PN-2021-750", "CHD-2022-750", "SYR-2018-1500", "ZIN-2020-750", "ROSE-2023-750"],
    club: "Cellar Select",
    style: 0,
  },
  {
    key: "barrelhouse",
    company: "Barrelhouse Spirits Co.",
    namespace: "barrelhouse",
    traces: false,
    currency: "USD",
    places: US,
    blocked: ["UT", "AL", "MS", "AR", "KY"],
    svc: {
      edge: "web-edge",
      checkout: "order-svc",
      age: "id-verify",
      comply: "compliance-engine",
      tax: "tax-filer",
      pay: "pay-bridge",
      stock: "bonded-inventory",
      carrier: "shipping-labels",
      club: "member-club",
      mailer: "mail-relay",
    },
    rt: {
      edge: "envoy",
      checkout: "dotnet",
      age: "node",
      comply: "java",
      tax: "dotnet",
      pay: "dotnet",
      stock: "java",
      carrier: "python",
      club: "ruby",
      mailer: "node",
    },
    ageVendor: "api.agecheckr.example",
    carriers: ["UPS", "FedEx", "GSO"],
    psp: "Braintree",
    wh: ["LOU-BONDED-2", "LEX-DSP-7", "NASH-3PL"],
    skus: ["BRB-12Y-750", "RYE-SB-750", "BRB-CS-750", "GIN-NAVY-700", "BRB-8Y-1750", "AMARO-500"],
    club: "Barrel Pick",
    style: 1,
  },
  {
    key: "vinot",
    company: "Maison Vinot",
    namespace: "vinot-prod",
    traces: true,
    currency: "EUR",
    places: ["FR", "DE", "BE", "NL", "IT", "ES", "AT", "DK", "SE", "IE", "LU", "PT"],
    blocked: ["NO", "IS", "FI-AX", "CH-LI"],
    svc: {
      edge: "front-proxy",
      store: "boutique-ssr",
      checkout: "basket-service",
      age: "majority-check",
      comply: "export-rules",
      tax: "accises-reporter",
      pay: "psp-adapter",
      stock: "cellar-stock",
      carrier: "transport-gw",
      club: "cuvee-club",
    },
    rt: {
      edge: "envoy",
      store: "node",
      checkout: "python",
      age: "java",
      comply: "go",
      tax: "python",
      pay: "java",
      stock: "go",
      carrier: "node",
      club: "python",
    },
    ageVendor: "verif-age.example.eu",
    carriers: ["DHL", "Colissimo", "GLS"],
    psp: "Adyen",
    wh: ["BEAUNE-EA", "REIMS-BOND", "ROTTERDAM-3PL"],
    skus: ["BOUR-PC-2019", "CHAMP-BRUT-NV", "CHAB-1C-2021", "RHONE-CDP-2018", "ALS-RIES-2022", "COGN-XO-700"],
    club: "Cercle des Cuvees",
    style: 2,
  },
  {
    key: "ridgerye",
    company: "Ridge & Rye Distillers",
    namespace: "ridgerye",
    traces: false,
    currency: "USD",
    places: US,
    blocked: ["UT", "MS", "OK", "RI"],
    svc: {
      edge: "api-gateway",
      checkout: "cart-checkout",
      age: "age-gate",
      comply: "state-compliance",
      tax: "excise-ledger",
      pay: "billing",
      stock: "warehouse-stock",
      carrier: "fulfillment-labels",
      club: "allocation-club",
      mailer: "notifier",
    },
    rt: {
      edge: "envoy",
      checkout: "go",
      age: "python",
      comply: "ruby",
      tax: "java",
      pay: "ruby",
      stock: "java",
      carrier: "cpp",
      club: "go",
      mailer: "node",
    },
    ageVendor: "verify.ageproof.example.com",
    carriers: ["FedEx", "UPS"],
    psp: "Authorize.Net",
    wh: ["DSP-KY-14", "BONDED-WH-2", "TN-3PL"],
    skus: ["RYE-BIB-750", "RYE-SP-750", "BRB-WH-750", "RYE-CS-375", "MALT-AM-750", "RYE-LE-750"],
    club: "Allocation List",
    style: 3,
  },
];

export const rolesOf = (e: Estate): Role[] => (Object.keys(e.svc) as Role[]).filter((r) => e.svc[r]);
