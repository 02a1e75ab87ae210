// The four made-up companies quiet56 draws from: two classifieds sites and two auction marketplaces.
import type { Rng } from "./rng.js";
import type { Runtime } from "./runtimes.js";

export type Domain = "classifieds" | "auction";

export interface Svc {
  name: string;
  role: string;
  runtime: Runtime;
  /** propagates request ids when the estate does so only on some services */
  traced: boolean;
  podHash: string;
  replicaTag: string;
}

export interface Estate {
  key: string;
  company: string;
  domain: Domain;
  namespace: string;
  traceIds: "all" | "some" | "none";
  services: Omit<Svc, "podHash" | "replicaTag">[];
  /** roles a file may leave out (never one a scenario needs) */
  optional: string[];
  currency: string;
}

const s = (name: string, role: string, runtime: Runtime, traced = true) => ({ name, role, runtime, traced });

export const ESTATES: Estate[] = [
  {
    key: "kerbside",
    company: "Kerbside Classifieds",
    domain: "classifieds",
    namespace: "kerbside-prod",
    traceIds: "all",
    currency: "EUR",
    optional: ["geo", "search"],
    services: [
      s("web-bff", "gateway", "node"),
      s("listings-api", "listings", "java"),
      s("photo-moderation", "photos", "python"),
      s("media-resizer", "resizer", "go"),
      s("messaging-relay", "messaging", "go"),
      s("scam-screen", "scam", "python"),
      s("search-alerts", "alerts", "ruby"),
      s("promotions-svc", "promotions", "java"),
      s("geo-lookup", "geo", "go"),
      s("search-indexer", "search", "java"),
    ],
  },
  {
    key: "swapnest",
    company: "Swapnest",
    domain: "classifieds",
    namespace: "swapnest",
    traceIds: "none",
    currency: "GBP",
    optional: ["search"],
    services: [
      s("app-api", "gateway", "ruby"),
      s("listing-writer", "listings", "python"),
      s("image-pipeline", "photos", "node"),
      s("chat-service", "messaging", "node"),
      s("trust-safety", "scam", "python"),
      s("saved-search-mailer", "alerts", "python"),
      s("boost-billing", "promotions", "dotnet"),
      s("geo-index", "geo", "go"),
      s("feed-exporter", "search", "ruby"),
    ],
  },
  {
    key: "gavel",
    company: "Gavel & Co",
    domain: "auction",
    namespace: "gavel-prod",
    traceIds: "all",
    currency: "USD",
    optional: ["notify", "catalog"],
    services: [
      s("buyer-web", "gateway", "node"),
      s("bid-gateway", "bids", "go"),
      s("proxy-bidder", "proxy", "java"),
      s("auction-clock", "clock", "go"),
      s("lot-catalog", "catalog", "python"),
      s("settlement-svc", "settlement", "java"),
      s("escrow-ledger", "escrow", "java"),
      s("shipping-labels", "shipping", "node"),
      s("payouts-worker", "payouts", "ruby"),
      s("notify-hub", "notify", "python"),
    ],
  },
  {
    key: "lotline",
    company: "Lotline Auctions",
    domain: "auction",
    namespace: "lotline",
    traceIds: "some",
    currency: "EUR",
    optional: ["notify", "proxy"],
    services: [
      s("lot-api", "gateway", "dotnet"),
      s("bid-engine", "bids", "cpp", false),
      s("autobid", "proxy", "go", false),
      s("close-scheduler", "clock", "go", false),
      s("catalog-sync", "catalog", "python", false),
      s("invoice-svc", "settlement", "dotnet"),
      s("escrow-bridge", "escrow", "python"),
      s("label-printer", "shipping", "ruby", false),
      s("payout-batch", "payouts", "java", false),
      s("watchlist-push", "notify", "node", false),
    ],
  },
];

/** The services of one file: all of the estate's, less up to two optional roles nobody in the file needs. */
export function pickServices(e: Estate, r: Rng, needed: Set<string>): Svc[] {
  const droppable = r.shuffle(e.optional.filter((x) => !needed.has(x)));
  const drop = new Set(droppable.slice(0, r.int(0, Math.min(2, droppable.length))));
  return e.services
    .filter((x) => !drop.has(x.role))
    .map((x) => ({ ...x, podHash: `${r.hex(9)}`.replace(/^[0-9]/, "7"), replicaTag: r.hex(5) }));
}
