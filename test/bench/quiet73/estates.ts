// The four made-up wedding/event marketplaces: service names per role, runtimes, trace style, constant noise.
export type Role = "gw" | "search" | "avail" | "enquiry" | "quote" | "pay" | "contract" | "msg" | "rsvp" | "calsync";
export type Runtime = "go" | "java" | "node" | "python" | "ruby" | "dotnet" | "elixir" | "cpp" | "envoy" | "nginx";

export interface Svc {
  name: string;
  rt: Runtime;
  port: number;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traceKey: string;
  traceStyle: "none" | "hex16" | "uuid" | "hex32";
  currency: string;
  psp: string;
  esign: string;
  svcs: Record<Role, Svc>;
  /** The harmless error one service logs all window long. */
  noisy: { role: Role; level: "warn" | "error"; everyMs: number; msg: (r: () => number) => string };
}

const s = (name: string, rt: Runtime, port: number): Svc => ({ name, rt, port });
const pickOf = <T>(r: () => number, xs: T[]) => xs[Math.floor(r() * xs.length)];

export const ESTATES: Estate[] = [
  {
    key: "vowly",
    company: "Vowly",
    namespace: "vowly-prod",
    traceKey: "trace_id",
    traceStyle: "hex16",
    currency: "GBP",
    psp: "api.stripe.com",
    esign: "api.hellosign.com",
    svcs: {
      gw: s("edge-gateway", "envoy", 8443),
      search: s("venue-search", "java", 8080),
      avail: s("availability-cal", "go", 8081),
      enquiry: s("enquiry-svc", "python", 8000),
      quote: s("quote-engine", "java", 8080),
      pay: s("payments-svc", "node", 3000),
      contract: s("contract-sign", "ruby", 3000),
      msg: s("vendor-inbox", "elixir", 4000),
      rsvp: s("rsvp-service", "python", 8000),
      calsync: s("calendar-sync", "go", 8082),
    },
    noisy: {
      role: "msg",
      level: "error",
      everyMs: 9000,
      msg: (r) =>
        `link preview failed for https://${pickOf(r, ["instagram.com", "pinterest.co.uk", "www.facebook.com"])}/p/${Math.floor(r() * 1e9).toString(36)}: %HTTPoison.Response{status_code: 403}`,
    },
  },
  {
    key: "knotwise",
    company: "Knotwise",
    namespace: "knotwise",
    traceKey: "req",
    traceStyle: "none",
    currency: "EUR",
    psp: "checkout-live.adyen.com",
    esign: "eu.docusign.net",
    svcs: {
      gw: s("bff-web", "node", 3000),
      search: s("listing-api", "dotnet", 8080),
      avail: s("date-holds", "dotnet", 8080),
      enquiry: s("lead-intake", "ruby", 3000),
      quote: s("proposal-builder", "python", 8000),
      pay: s("instalments", "go", 8080),
      contract: s("esign-bridge", "python", 8000),
      msg: s("notify-hub", "node", 3000),
      rsvp: s("guestlist", "ruby", 3000),
      calsync: s("ical-sync", "go", 8080),
    },
    noisy: {
      role: "search",
      level: "warn",
      everyMs: 7000,
      msg: (r) =>
        `Thumbnail missing for listing L-${Math.floor(r() * 90000 + 10000)} (blob media/listings/${Math.floor(r() * 1e6)}/cover.webp not found), serving placeholder`,
    },
  },
  {
    key: "fetebook",
    company: "Fetebook",
    namespace: "fete-prod",
    traceKey: "request_id",
    traceStyle: "uuid",
    currency: "USD",
    psp: "api.stripe.com",
    esign: "api.pandadoc.com",
    svcs: {
      gw: s("api-gateway", "go", 8080),
      search: s("venue-catalog", "java", 8080),
      avail: s("slot-keeper", "go", 8080),
      enquiry: s("enquiries", "node", 3000),
      quote: s("quotes", "python", 8000),
      pay: s("pay-orchestrator", "java", 8080),
      contract: s("docsign-worker", "node", 3000),
      msg: s("chat-relay", "go", 8080),
      rsvp: s("rsvp-web", "node", 3000),
      calsync: s("cal-bridge", "python", 8000),
    },
    noisy: {
      role: "calsync",
      level: "error",
      everyMs: 6000,
      msg: (r) =>
        `ics parse error in feed for vendor VN-${Math.floor(r() * 9000 + 1000)}: unknown TZID 'W. Europe Standard Time', event treated as UTC`,
    },
  },
  {
    key: "partyhall",
    company: "Partyhall",
    namespace: "partyhall",
    traceKey: "rid",
    traceStyle: "none",
    currency: "AUD",
    psp: "api.pinpayments.com",
    esign: "api.signwell.com",
    svcs: {
      gw: s("storefront-gw", "nginx", 80),
      search: s("hall-finder", "cpp", 9090),
      avail: s("bookings", "java", 8080),
      enquiry: s("inquiry-api", "dotnet", 8080),
      quote: s("pricing", "go", 8080),
      pay: s("billing", "python", 8000),
      contract: s("agreements", "java", 8080),
      msg: s("vendor-chat", "node", 3000),
      rsvp: s("guest-rsvp", "ruby", 3000),
      calsync: s("bookings", "java", 8080),
    },
    noisy: {
      role: "search",
      level: "error",
      everyMs: 8000,
      msg: (r) =>
        `geocoder: ambiguous postcode '${Math.floor(r() * 8000 + 2000)}' (${Math.floor(r() * 3 + 2)} localities), using centroid`,
    },
  },
];

export const ROLES: Role[] = ["gw", "search", "avail", "enquiry", "quote", "pay", "contract", "msg", "rsvp", "calsync"];

export function serviceNames(e: Estate): string[] {
  return [...new Set(ROLES.map((r) => e.svcs[r].name))];
}
