// Four made-up listings-portal companies, each with 8-10 services and its own runtimes and wording.
export type Role =
  | "gw"
  | "search"
  | "es"
  | "ingest"
  | "photos"
  | "tiles"
  | "leads"
  | "showings"
  | "alerts"
  | "prequal"
  | "billing";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Svc {
  name: string;
  rt: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  /** request ids shared across services */
  tracing: boolean;
  /** RETS or RESO Web API feeds */
  feed: "rets" | "reso";
  city: { name: string; zips: string[]; lat: number; lon: number };
  lenders: string[];
  svc: Partial<Record<Role, Svc>>;
}

export const ESTATES: readonly Estate[] = [
  {
    key: "hearthline",
    company: "Hearthline Homes",
    namespace: "hl-prod",
    tracing: true,
    feed: "rets",
    city: { name: "Austin", zips: ["78704", "78745", "78751", "78723", "78613"], lat: 30.27, lon: -97.74 },
    lenders: ["rocketline", "cardinal-fcu", "summit-home-loans"],
    svc: {
      gw: { name: "web-bff", rt: "node" },
      search: { name: "listing-search", rt: "java" },
      ingest: { name: "mls-rets-ingest", rt: "python" },
      photos: { name: "photo-pipeline", rt: "python" },
      tiles: { name: "tile-server", rt: "go" },
      leads: { name: "lead-router", rt: "java" },
      showings: { name: "showing-scheduler", rt: "python" },
      alerts: { name: "alerts-mailer", rt: "node" },
      prequal: { name: "prequal-gateway", rt: "dotnet" },
      billing: { name: "agent-billing", rt: "ruby" },
    },
  },
  {
    key: "keystone",
    company: "Keystone Realty Cloud",
    namespace: "keystone",
    tracing: false,
    feed: "reso",
    city: { name: "Columbus", zips: ["43215", "43201", "43085", "43230"], lat: 39.96, lon: -83.0 },
    lenders: ["guildmark", "union-savings", "fairway-direct"],
    svc: {
      gw: { name: "frontdoor-gw", rt: "go" },
      search: { name: "search-api", rt: "java" },
      es: { name: "listings-es", rt: "java" },
      ingest: { name: "reso-sync", rt: "go" },
      photos: { name: "media-resizer", rt: "node" },
      leads: { name: "leads-svc", rt: "ruby" },
      showings: { name: "tour-booker", rt: "java" },
      alerts: { name: "notify-worker", rt: "python" },
      prequal: { name: "lender-bridge", rt: "dotnet" },
    },
  },
  {
    key: "nestfinder",
    company: "Nestfinder",
    namespace: "nf-live",
    tracing: true,
    feed: "reso",
    city: { name: "Tampa", zips: ["33602", "33606", "33611", "33647", "33629"], lat: 27.95, lon: -82.46 },
    lenders: ["baycoast-mortgage", "homepoint", "first-gulf"],
    svc: {
      gw: { name: "api-edge", rt: "go" },
      search: { name: "query-svc", rt: "go" },
      ingest: { name: "feed-importer", rt: "python" },
      photos: { name: "img-worker", rt: "cpp" },
      tiles: { name: "map-tiles", rt: "cpp" },
      leads: { name: "agent-match", rt: "python" },
      showings: { name: "showings", rt: "node" },
      alerts: { name: "digest-sender", rt: "ruby" },
      prequal: { name: "mortgage-quotes", rt: "java" },
      billing: { name: "subs-billing", rt: "node" },
    },
  },
  {
    key: "porchlight",
    company: "Porchlight",
    namespace: "porch",
    tracing: false,
    feed: "rets",
    city: { name: "Denver", zips: ["80205", "80218", "80211", "80222"], lat: 39.74, lon: -104.99 },
    lenders: ["peak-lending", "frontrange-cu", "alpine-mortgage"],
    svc: {
      gw: { name: "gateway", rt: "node" },
      search: { name: "search", rt: "python" },
      ingest: { name: "mls-poller", rt: "ruby" },
      photos: { name: "thumbnailer", rt: "go" },
      tiles: { name: "tiles", rt: "go" },
      leads: { name: "lead-dispatch", rt: "node" },
      showings: { name: "calendar-sync", rt: "ruby" },
      alerts: { name: "mailer", rt: "python" },
    },
  },
];

export function svcName(e: Estate, role: Role): string | undefined {
  return e.svc[role]?.name;
}
