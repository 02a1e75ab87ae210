// The four made-up marina and boatyard businesses: names, runtimes, edge proxy and request-id habits.
import type { Estate, Role, Service } from "./types.js";

const s = (name: string, role: Role, runtime: Service["runtime"], routes: string[] = []): Service => ({
  name,
  role,
  runtime,
  routes,
});

/** A coastal marina group: kebab-case, Envoy edge, x-request-id everywhere, Node and Java. */
const harbourline: Estate = {
  key: "harbourline",
  company: "Harbourline Marinas",
  style: "kebab-case",
  proxyKind: "envoy",
  ridStyle: "x-request-id",
  namespace: "harbourline-prod",
  net: "10.42",
  services: [
    s("edge-envoy", "proxy", "go"),
    s("berth-booking-api", "booking", "node", [
      "/api/v3/berths/availability",
      "/api/v3/bookings",
      "/api/v3/bookings/hold",
    ]),
    s("slip-inventory", "search", "java", ["/api/v3/slips"]),
    s("fuel-dock-pos", "fuel", "node", ["/api/v3/fuel/sales", "/api/v3/fuel/prices"]),
    s("member-billing", "billing", "java", ["/api/v3/invoices", "/api/v3/members/statement"]),
    s("card-payments", "payments", "node", ["/api/v3/payments/intent"]),
    s("notify-sender", "notify", "node"),
    s("haulout-planner", "haulout", "java", ["/api/v3/haulouts"]),
    s("boat-listings", "listings", "node", ["/api/v3/listings", "/api/v3/listings/search"]),
    s("listing-photos", "media", "go", ["/img"]),
    s("member-auth", "auth", "java", ["/auth/realms/harbourline/protocol/openid-connect/token"]),
    s("berths-pg", "db", "go"),
  ],
};

/** An independent boatyard: snake_case, nginx edge, no request ids, Python and Ruby. */
const saltmarsh: Estate = {
  key: "saltmarsh",
  company: "Saltmarsh Boatworks",
  style: "snake_case",
  proxyKind: "nginx",
  ridStyle: "none",
  namespace: "saltmarsh",
  net: "172.18",
  services: [
    s("nginx_edge", "proxy", "go"),
    s("yard_portal", "portal", "ruby", ["/", "/customers/jobs", "/customers/invoices"]),
    s("haul_out_jobs", "haulout", "python", ["/api/haulouts", "/api/lift_slots"]),
    s("work_orders", "booking", "ruby", ["/work_orders", "/work_orders/estimate"]),
    s("parts_inventory", "search", "python", ["/api/parts"]),
    s("invoice_runner", "billing", "python"),
    s("card_gateway", "payments", "ruby", ["/payments/charge"]),
    s("sms_reminders", "notify", "python"),
    s("fuel_dock_till", "fuel", "python", ["/api/fuel"]),
    s("brokerage_listings", "listings", "ruby", ["/boats-for-sale", "/boats-for-sale/search"]),
    s("yard_mysql", "db", "go"),
    s("celery_worker", "queue", "python"),
  ],
};

/** A marketplace and berth network: one-word names, Traefik edge, W3C traceparent, Go and Node. */
const keelhaus: Estate = {
  key: "keelhaus",
  company: "Keelhaus",
  style: "one-word",
  proxyKind: "traefik",
  ridStyle: "traceparent",
  namespace: "keelhaus",
  net: "10.20",
  services: [
    s("traefik", "proxy", "go"),
    s("berths", "booking", "go", ["/v1/berths", "/v1/berths/quote", "/v1/reservations"]),
    s("fuel", "fuel", "go", ["/v1/fuel/orders"]),
    s("ledger", "billing", "go", ["/v1/ledger/entries"]),
    s("checkout", "payments", "node", ["/v1/checkout"]),
    s("listings", "listings", "node", ["/v1/listings", "/v1/listings/search"]),
    s("photos", "media", "go", ["/v1/photos"]),
    s("search", "search", "java"),
    s("courier", "notify", "node"),
    s("yardplan", "haulout", "go", ["/v1/yard/slots"]),
    s("passport", "auth", "go", ["/v1/session"]),
    s("nats", "queue", "go"),
  ],
};

/** A members' yacht club: team-prefixed names, HAProxy edge, traceparent from .NET, x-request-id from Java. */
const tidewater: Estate = {
  key: "tidewater",
  company: "Tidewater Yacht Club",
  style: "team-prefixed",
  proxyKind: "haproxy",
  ridStyle: "traceparent",
  namespace: "twyc-prod",
  net: "10.8",
  services: [
    s("edge-haproxy", "proxy", "go"),
    s("mbr-portal", "portal", "dotnet", ["/portal", "/portal/account", "/portal/moorings"]),
    s("mbr-directory", "members", "dotnet", ["/api/members"]),
    s("pay-billing-core", "billing", "java", ["/api/billing/dues", "/api/billing/invoices"]),
    s("pay-card-vault", "payments", "java"),
    s("ops-haulout-planner", "haulout", "dotnet", ["/api/haulout/slots"]),
    s("ops-fuel-dock", "fuel", "dotnet", ["/api/fuel/tickets"]),
    s("ops-launch-queue", "booking", "java", ["/api/launch/requests"]),
    s("sales-listing-feed", "listings", "java", ["/api/sales/listings"]),
    s("plat-sso", "auth", "java", ["/sso/oauth2/token", "/sso/login"]),
    s("plat-notify", "notify", "dotnet"),
    s("plat-redis", "cache", "go"),
  ],
};

export const ESTATES: readonly Estate[] = [harbourline, saltmarsh, keelhaus, tidewater];

export function byRole(e: Estate, role: Role): Service | undefined {
  return e.services.find((x) => x.role === role);
}
