// Four made-up pottery businesses, each with its own naming style, edge proxy, runtimes and id habit. Roles are
// what a service does; every other module asks for a role and gets this estate's name for it.

export type Runtime = "node" | "java" | "go" | "python" | "ruby" | "dotnet" | "php" | "elixir";
export type EdgeKind = "nginx" | "envoy" | "traefik" | "haproxy" | "alb";
export type Role =
  | "edge"
  | "lb"
  | "web"
  | "bookings"
  | "firing"
  | "kiln"
  | "curves"
  | "glaze"
  | "shop"
  | "pay"
  | "shipping"
  | "identity"
  | "notify"
  | "commissions"
  | "media";
/** traceparent: a W3C trace id on every tier; reqid: a request id on the edge and first tiers only; none. */
export type IdHabit = "traceparent" | "reqid" | "none";

export interface Svc {
  name: string;
  role: Role;
  runtime: Runtime | EdgeKind;
  port: number;
}

export interface Estate {
  key: string;
  business: string;
  style: "kebab-case" | "snake_case" | "one-word" | "team-prefixed";
  host: string;
  namespace: string;
  edge: EdgeKind;
  ids: IdHabit;
  services: Svc[];
  /** Kiln names the controllers use. */
  kilns: string[];
  /** Roles always present in a window of this estate. */
  core: Role[];
}

const s = (name: string, role: Role, runtime: Svc["runtime"], port = 8080): Svc => ({ name, role, runtime, port });

export const ESTATES: readonly Estate[] = [
  {
    key: "kilnhouse",
    business: "Kilnhouse Studios (wheel classes, shared kilns, a glaze shop)",
    style: "kebab-case",
    host: "kilnhouse.studio",
    namespace: "kilnhouse-prod",
    edge: "nginx",
    ids: "traceparent",
    kilns: ["electric-1", "electric-2", "gas-car", "raku-pit"],
    core: ["edge", "web", "bookings"],
    services: [
      s("studio-gateway", "edge", "nginx", 443),
      s("studio-web", "web", "node", 3000),
      s("class-booking", "bookings", "java"),
      s("kiln-scheduler", "firing", "go"),
      s("kiln-telemetry", "kiln", "go", 9100),
      s("glaze-stock", "glaze", "python", 8000),
      s("shop-checkout", "shop", "node", 3000),
      s("card-bridge", "pay", "java"),
      s("shipping-quotes", "shipping", "python", 8000),
      s("member-auth", "identity", "node", 3000),
      s("notify-mailer", "notify", "python", 8000),
      s("commission-desk", "commissions", "python", 8000),
    ],
  },
  {
    key: "slipworks",
    business: "Slipworks Co-op (open studio memberships, firing service for outside potters)",
    style: "snake_case",
    host: "slipworks.coop",
    namespace: "slipworks",
    edge: "envoy",
    ids: "reqid",
    kilns: ["K1_bailey", "K2_skutt", "K3_gas", "K4_test"],
    core: ["edge", "web", "firing"],
    services: [
      s("edge_envoy", "edge", "envoy", 10000),
      s("studio_bff", "web", "elixir", 4000),
      s("booking_api", "bookings", "ruby", 3000),
      s("firing_queue", "firing", "elixir", 4000),
      s("kiln_curves", "curves", "python", 8000),
      s("kiln_ctl", "kiln", "go"),
      s("glaze_ledger", "glaze", "ruby", 3000),
      s("order_svc", "shop", "python", 8000),
      s("psp_adapter", "pay", "go"),
      s("account_svc", "identity", "python", 8000),
      s("mail_out", "notify", "ruby", 3000),
      s("photo_store", "media", "go"),
    ],
  },
  {
    key: "fireclay",
    business: "Fireclay (a pottery supply shop with commissions and a kiln-firing counter)",
    style: "one-word",
    host: "fireclay.shop",
    namespace: "fireclay",
    edge: "traefik",
    ids: "none",
    kilns: ["kiln1", "kiln2", "kiln3", "woodkiln"],
    core: ["edge", "shop", "glaze"],
    services: [
      s("traefik", "edge", "traefik", 443),
      s("storefront", "shop", "php", 9000),
      s("classes", "bookings", "dotnet"),
      s("firings", "firing", "dotnet"),
      s("kilnwatch", "kiln", "go", 9090),
      s("glazes", "glaze", "go"),
      s("commissions", "commissions", "php", 9000),
      s("accounts", "identity", "dotnet"),
      s("postman", "notify", "node", 3000),
      s("imagery", "media", "php", 9000),
      s("payments", "pay", "node", 3000),
    ],
  },
  {
    key: "wheelware",
    business: "Wheel & Ware (a chain of studios run by separate teams: learn, fire, stock, shop)",
    style: "team-prefixed",
    host: "wheelandware.com",
    namespace: "ww-prod",
    edge: "haproxy",
    ids: "reqid",
    kilns: ["north-L1", "north-L2", "south-L1", "south-salt"],
    core: ["lb", "edge", "web", "firing"],
    services: [
      s("plat-alb", "lb", "alb", 443),
      s("plat-haproxy", "edge", "haproxy", 8443),
      s("learn-web", "web", "node", 3000),
      s("learn-bookings", "bookings", "java"),
      s("fire-schedule", "firing", "java"),
      s("fire-kilnctl", "kiln", "go"),
      s("stock-glaze", "glaze", "python", 8000),
      s("shop-cart", "shop", "ruby", 3000),
      s("shop-pay", "pay", "java"),
      s("id-login", "identity", "node", 3000),
      s("ops-notifier", "notify", "python", 8000),
      s("shop-commissions", "commissions", "ruby", 3000),
    ],
  },
];

export function estateByKey(key: string): Estate {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
}
