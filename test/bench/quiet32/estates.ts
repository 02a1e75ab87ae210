// Four made-up companies: two retailers and two news publishers, 9-10 services each, one runtime per service.
export type Runtime = "java" | "go" | "python" | "node" | "dotnet" | "ruby" | "cpp";
export interface Estate {
  name: string;
  domain: "retail" | "news";
  ns: string;
  traced: boolean;
  /** role -> service name as it appears in the logs */
  roles: Record<string, string>;
  runtime: Record<string, Runtime>;
  currency: string;
  stores: string[];
}

const mk = (
  name: string,
  domain: "retail" | "news",
  ns: string,
  traced: boolean,
  currency: string,
  stores: string[],
  list: [string, string, Runtime][],
): Estate => ({
  name,
  domain,
  ns,
  traced,
  currency,
  stores,
  roles: Object.fromEntries(list.map(([r, s]) => [r, s])),
  runtime: Object.fromEntries(list.map(([, s, rt]) => [s, rt])),
});

export const ESTATES: Estate[] = [
  mk(
    "Larder & Co grocery",
    "retail",
    "larder-prod",
    true,
    "GBP",
    ["0412", "0415", "0431", "0508", "0617"],
    [
      ["edge", "shop-edge", "go"],
      ["pos", "till-gateway", "java"],
      ["store", "store-hub", "go"],
      ["pay", "pinpad-bridge", "dotnet"],
      ["price", "price-sync", "python"],
      ["promo", "promo-engine", "java"],
      ["sco", "selfcheck-svc", "node"],
      ["cnc", "collect-orders", "ruby"],
      ["loyalty", "loyalty-ledger", "go"],
      ["inv", "stock-feed", "python"],
    ],
  ),
  mk(
    "Kestrel department stores",
    "retail",
    "kestrel-retail",
    false,
    "EUR",
    ["DE014", "DE022", "AT003", "NL007"],
    [
      ["edge", "storefront-api", "node"],
      ["pos", "pos-core", "java"],
      ["store", "filial-server", "cpp"],
      ["pay", "ped-host", "java"],
      ["price", "pricebook", "java"],
      ["promo", "voucher-svc", "python"],
      ["sco", "sco-controller", "dotnet"],
      ["cnc", "pickup-planner", "go"],
      ["loyalty", "kestrel-club", "ruby"],
    ],
  ),
  mk(
    "The Northern Ledger",
    "news",
    "ledger-web",
    true,
    "GBP",
    [],
    [
      ["edge", "web-render", "node"],
      ["cms", "cms-api", "java"],
      ["wire", "wire-ingest", "python"],
      ["image", "image-resizer", "python"],
      ["paywall", "paywall-meter", "go"],
      ["push", "push-sender", "node"],
      ["live", "liveblog-svc", "go"],
      ["search", "search-indexer", "java"],
      ["comments", "comments-api", "ruby"],
    ],
  ),
  mk(
    "Meridian Post",
    "news",
    "meridian",
    false,
    "USD",
    [],
    [
      ["edge", "frontend-ssr", "node"],
      ["cms", "content-hub", "dotnet"],
      ["wire", "feed-poller", "go"],
      ["image", "media-pipeline", "cpp"],
      ["paywall", "subs-gateway", "node"],
      ["push", "alerts-fanout", "java"],
      ["live", "live-updates", "dotnet"],
      ["search", "article-search", "java"],
      ["comments", "newsletter-batch", "python"],
      ["metrics", "audience-stats", "python"],
    ],
  ),
];
