// Four made-up watch and jewellery repair businesses, each with its own naming style, edge proxy, runtimes
// and habit of carrying (or not carrying) request ids between tiers.

export type Runtime = "node" | "java" | "go" | "python" | "ruby" | "dotnet" | "php" | "elixir" | "postgres" | "mysql";
export type EdgeProxy = "nginx" | "envoy" | "traefik" | "haproxy" | "alb";
export type Role =
  | "edge"
  | "shop"
  | "tickets"
  | "parts"
  | "engraving"
  | "valuation"
  | "courier"
  | "payments"
  | "notify"
  | "stock"
  | "insure"
  | "db";
/** traceparent: W3C ids everywhere; edge-only: the proxy's request id reaches the first app tier only;
 * alb: ALB trace root at the edge and a request id in the PHP tier; none: no ids at all. */
export type IdHabit = "traceparent" | "edge-only" | "alb" | "none";

export interface Svc {
  name: string;
  role: Role;
  runtime: Runtime;
  proxy?: EdgeProxy;
  /** Services this one calls synchronously. */
  calls: string[];
  /** Internal port, for proxy upstream addresses. */
  port: number;
  /** Java/Python services that put their logger name in front of the message. */
  logger?: string;
}

export interface Estate {
  key: string;
  business: string;
  style: "kebab" | "snake" | "oneword" | "team";
  ids: IdHabit;
  namespace: string;
  host: string;
  /** Prefix of the code packages (Java/.NET namespaces, Python modules). */
  pkg: string;
  services: Svc[];
}

const s = (
  name: string,
  role: Role,
  runtime: Runtime,
  calls: string[] = [],
  port = 8080,
  extra: Partial<Svc> = {},
): Svc => ({ name, role, runtime, calls, port, ...extra });

export const ESTATES: Estate[] = [
  {
    key: "tickwell",
    business: "Tickwell Repairs (high-street watch repair chain with an online shop)",
    style: "kebab",
    ids: "traceparent",
    namespace: "tickwell-prod",
    host: "shop.tickwell.example",
    pkg: "com.tickwell",
    services: [
      s("edge-nginx", "edge", "node", ["storefront-bff", "repair-tickets", "courier-pickup"], 443, { proxy: "nginx" }),
      s(
        "storefront-bff",
        "shop",
        "node",
        ["repair-tickets", "valuation-svc", "payments-adapter", "parts-ordering"],
        3000,
      ),
      s("repair-tickets", "tickets", "java", ["parts-ordering", "engraving-queue", "customer-notify"], 8080, {
        logger: "c.t.repair.TicketService",
      }),
      s("parts-ordering", "parts", "go", ["stock-sync"], 8081),
      s("engraving-queue", "engraving", "python", [], 8000, { logger: "engraving.worker" }),
      s("valuation-svc", "valuation", "java", ["insurance-cover"], 8080, { logger: "c.t.valuation.QuoteEngine" }),
      s("courier-pickup", "courier", "node", ["insurance-cover"], 3000),
      s("customer-notify", "notify", "ruby", [], 3000),
      s("payments-adapter", "payments", "go", [], 8082),
      s("insurance-cover", "insure", "dotnet", [], 5000),
      s("stock-sync", "stock", "go", [], 8083),
      s("tickets-pg", "db", "postgres", [], 5432),
    ],
  },
  {
    key: "hallmark",
    business: "Hallmark & Daughters (jewellery repair, engraving and valuations for insurers)",
    style: "snake",
    ids: "edge-only",
    namespace: "hallmark-live",
    host: "www.hallmarkanddaughters.example",
    pkg: "hallmark",
    services: [
      s("envoy_edge", "edge", "go", ["shop_checkout", "repair_intake", "appraisal_api"], 8443, { proxy: "envoy" }),
      s("shop_checkout", "shop", "node", ["payment_bridge", "stock_sync", "courier_booking"], 3000),
      s("repair_intake", "tickets", "python", ["parts_catalog", "engrave_jobs", "courier_booking"], 8000, {
        logger: "intake.views",
      }),
      s("parts_catalog", "parts", "python", [], 8000, { logger: "catalog.supplier" }),
      s("engrave_jobs", "engraving", "ruby", [], 3000),
      s("appraisal_api", "valuation", "ruby", ["insure_quotes"], 3000),
      s("courier_booking", "courier", "python", [], 8000, { logger: "courier.client" }),
      s("mailer_worker", "notify", "python", [], 8000, { logger: "celery.app.trace" }),
      s("stock_sync", "stock", "go", [], 8090),
      s("payment_bridge", "payments", "java", [], 8080, { logger: "h.pay.ChargeService" }),
      s("insure_quotes", "insure", "php", [], 9000),
      s("orders_mysql", "db", "mysql", [], 3306),
    ],
  },
  {
    key: "bezel",
    business: "Bezel (a watchmakers' cooperative: bench repairs, parts and insured couriers)",
    style: "oneword",
    ids: "none",
    namespace: "bezel",
    host: "bezel.example",
    pkg: "Bezel",
    services: [
      s("traefik", "edge", "go", ["vitrine", "bench", "loupe"], 443, { proxy: "traefik" }),
      s("vitrine", "shop", "node", ["ledger", "mainspring", "dispatch"], 3000),
      s("bench", "tickets", "elixir", ["mainspring", "etcher", "chime", "dispatch"], 4000),
      s("mainspring", "parts", "go", ["tally"], 8080),
      s("etcher", "engraving", "python", [], 8000, { logger: "etcher.render" }),
      s("loupe", "valuation", "dotnet", ["warden"], 5000),
      s("dispatch", "courier", "elixir", ["warden"], 4000),
      s("ledger", "payments", "dotnet", [], 5000),
      s("chime", "notify", "go", [], 8080),
      s("tally", "stock", "go", [], 8080),
      s("warden", "insure", "java", [], 8080, { logger: "b.warden.CoverService" }),
      s("postgres", "db", "postgres", [], 5432),
    ],
  },
  {
    key: "crownline",
    business: "Crownline Group (watch and jewellery repair franchise with shared back-office teams)",
    style: "team",
    ids: "alb",
    namespace: "crownline-prd",
    host: "crownline-repairs.example",
    pkg: "com.crownline",
    services: [
      s("platform-alb", "edge", "go", ["platform-haproxy"], 443, { proxy: "alb" }),
      s("platform-haproxy", "edge", "go", ["storefront-web", "shopfloor-intake", "shopfloor-quotes"], 8443, {
        proxy: "haproxy",
      }),
      s("storefront-web", "shop", "php", ["storefront-cart", "atelier-engraving", "shopfloor-quotes"], 9000),
      s("storefront-cart", "payments", "php", ["finance-payments"], 9000),
      s("shopfloor-intake", "tickets", "java", ["atelier-engraving", "logistics-courier", "comms-notify"], 8080, {
        logger: "c.c.intake.RepairOrderService",
      }),
      s("shopfloor-quotes", "valuation", "dotnet", ["atelier-valuation", "logistics-insure"], 5000),
      s("atelier-engraving", "engraving", "go", [], 8080),
      s("atelier-valuation", "valuation", "python", [], 8000, { logger: "valuation.pricing" }),
      s("logistics-courier", "courier", "java", ["logistics-insure"], 8080, { logger: "c.c.courier.PickupClient" }),
      s("logistics-insure", "insure", "dotnet", [], 5000),
      s("finance-payments", "payments", "java", [], 8080, { logger: "c.c.finance.SettlementJob" }),
      s("comms-notify", "notify", "elixir", [], 4000),
      s("data-mysql", "db", "mysql", [], 3306),
    ],
  },
];

export function svcByName(e: Estate, name: string): Svc {
  const v = e.services.find((x) => x.name === name);
  if (!v) throw new Error(`no service ${name} in ${e.key}`);
  return v;
}
