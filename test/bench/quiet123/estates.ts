// The four made-up farm-box companies of quiet123: who runs which job, in which runtime, and whether request ids
// travel between services.

export type Runtime = "node" | "java" | "python" | "go" | "ruby" | "dotnet" | "cpp";
export type Role = "web" | "subs" | "swaps" | "packing" | "routes" | "pay" | "stock" | "addons" | "notify" | "sites";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  currency: string;
  services: Partial<Record<Role, { name: string; rt: Runtime }>>;
  pickupSites: string[];
  growers: string[];
  partners: string[];
}

export const ESTATES: readonly Estate[] = [
  {
    key: "furrow",
    company: "Furrow & Fold Farm Boxes",
    namespace: "furrow-prod",
    traces: true,
    currency: "GBP",
    services: {
      web: { name: "box-web", rt: "node" },
      subs: { name: "subscriptions", rt: "java" },
      swaps: { name: "swap-engine", rt: "java" },
      packing: { name: "packing-lists", rt: "python" },
      routes: { name: "route-planner", rt: "go" },
      pay: { name: "payments", rt: "node" },
      stock: { name: "farm-stock", rt: "go" },
      addons: { name: "partner-addons", rt: "ruby" },
      notify: { name: "member-notify", rt: "python" },
      sites: { name: "pickup-sites", rt: "ruby" },
    },
    pickupSites: ["St Anne's Church Hall", "Brewery Yard", "Northgate Library", "Kiln Lane Cafe", "Old Fire Station"],
    growers: ["Hollins Farm", "Ashby Market Garden", "Low Moor Orchard", "Whinfell Growers"],
    partners: ["Ridgeview Bakery", "Dale End Dairy", "Bramble Honey Co", "Coldwell Eggs"],
  },
  {
    key: "greenhollow",
    company: "Greenhollow CSA",
    namespace: "ghcsa",
    traces: false,
    currency: "USD",
    services: {
      web: { name: "member-portal", rt: "ruby" },
      subs: { name: "share-ledger", rt: "ruby" },
      swaps: { name: "box-swaps", rt: "python" },
      packing: { name: "shed-packlists", rt: "python" },
      routes: { name: "dispatch-routes", rt: "python" },
      pay: { name: "card-billing", rt: "dotnet" },
      stock: { name: "harvest-board", rt: "node" },
      notify: { name: "sms-relay", rt: "go" },
      sites: { name: "site-calendar", rt: "node" },
    },
    pickupSites: ["Maple St Co-op", "Riverside Farmers Market", "Union Hall", "Cedar Grove School", "Elm Park Brewery"],
    growers: ["Greenhollow Field 3", "Two Creeks Farm", "Blue Heron Acres", "Pine Ridge Orchard"],
    partners: ["Sugar Bush Maple", "Hill Top Creamery", "Wildflower Apiary"],
  },
  {
    key: "crate",
    company: "Crate & Clover",
    namespace: "cc-live",
    traces: true,
    currency: "EUR",
    services: {
      web: { name: "storefront-api", rt: "dotnet" },
      subs: { name: "box-subscriptions", rt: "dotnet" },
      swaps: { name: "swap-window", rt: "node" },
      packing: { name: "packhouse-svc", rt: "java" },
      routes: { name: "van-routes", rt: "go" },
      pay: { name: "billing-worker", rt: "python" },
      stock: { name: "grower-stock", rt: "java" },
      addons: { name: "maker-addons", rt: "node" },
      notify: { name: "notify-hub", rt: "node" },
    },
    pickupSites: ["Depot Zuid", "Bakkerij De Molen", "Buurthuis Oost", "Station Noord"],
    growers: ["Kwekerij Veldzicht", "Hof ter Linde", "De Groene Akker", "Boerderij Klaverweide"],
    partners: ["Kaasboerderij Mulder", "Brouwerij Hop & Heide", "Bakkerij De Molen"],
  },
  {
    key: "tidewater",
    company: "Tidewater Growers Co-op",
    namespace: "tidewater",
    traces: false,
    currency: "AUD",
    services: {
      web: { name: "coop-gateway", rt: "go" },
      subs: { name: "member-shares", rt: "java" },
      packing: { name: "label-spooler", rt: "cpp" },
      routes: { name: "route-optimizer", rt: "cpp" },
      pay: { name: "payments-svc", rt: "java" },
      stock: { name: "stock-keeper", rt: "python" },
      addons: { name: "producer-market", rt: "ruby" },
      notify: { name: "mailer", rt: "node" },
      sites: { name: "dropsite-svc", rt: "go" },
    },
    pickupSites: ["Kingscliff Surf Club", "Murwillumbah Showground", "Byron Hall", "Tweed Heads Library"],
    growers: ["Tweed Valley Organics", "Mullumbimby Farm", "Nightcap Ridge", "Clothiers Creek Farm"],
    partners: ["Brunswick Sourdough", "Macadamia Hill", "Rous River Dairy"],
  },
];

const FALLBACK: Record<Role, Role[]> = {
  web: [],
  subs: ["web"],
  swaps: ["subs", "web"],
  packing: ["subs"],
  routes: ["packing", "subs"],
  pay: ["subs"],
  stock: ["subs"],
  addons: ["stock", "subs"],
  notify: ["subs"],
  sites: ["web"],
};

export function svcOf(e: Estate, r: Role): { name: string; rt: Runtime } {
  const s = e.services[r];
  if (s) return s;
  for (const f of FALLBACK[r]) {
    const g = e.services[f];
    if (g) return g;
  }
  return e.services.web as { name: string; rt: Runtime };
}

export const has = (e: Estate, r: Role): boolean => e.services[r] !== undefined;
export const allServices = (e: Estate): { name: string; rt: Runtime }[] => Object.values(e.services);
