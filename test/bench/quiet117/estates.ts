// The four made-up publishers of quiet117: which service plays which part, in which runtime.
export type Role =
  | "edge"
  | "meter"
  | "render"
  | "content"
  | "billing"
  | "dunning"
  | "identity"
  | "newsletter"
  | "comments"
  | "delivery"
  | "ads";
export type Runtime = "go" | "node" | "python" | "java" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  brand: string;
  namespace: string;
  traces: boolean;
  svc: Partial<Record<Role, string>>;
  rt: Partial<Record<Role, Runtime>>;
  domain: string;
  sections: string[];
  plans: string[];
  currency: string;
  noisy: Role;
}

export const ESTATES: readonly Estate[] = [
  {
    key: "harbour",
    brand: "Harbour Gazette",
    namespace: "hg-prod",
    traces: true,
    svc: {
      edge: "gazette-edge",
      meter: "paywall-gate",
      render: "article-render",
      content: "content-api",
      billing: "subs-billing",
      dunning: "card-retry",
      identity: "reader-id",
      newsletter: "newsletter-sender",
      comments: "comments-svc",
      delivery: "print-holds",
    },
    rt: {
      edge: "go",
      meter: "go",
      render: "node",
      content: "python",
      billing: "java",
      dunning: "python",
      identity: "dotnet",
      newsletter: "node",
      comments: "ruby",
      delivery: "python",
    },
    domain: "harbourgazette.co.uk",
    sections: ["news", "sport", "business", "opinion", "local", "culture"],
    plans: ["digital-monthly", "digital-annual", "print-digital-7day", "weekend-bundle"],
    currency: "GBP",
    noisy: "delivery",
  },
  {
    key: "northwind",
    brand: "Northwind Weekly",
    namespace: "nw-prod",
    traces: false,
    svc: {
      edge: "magazine-web",
      meter: "meter-svc",
      render: "page-builder",
      content: "cms-delivery",
      billing: "checkout",
      dunning: "renewals-worker",
      newsletter: "mailer",
      comments: "moderation",
      ads: "ad-gateway",
    },
    rt: {
      edge: "node",
      meter: "go",
      render: "node",
      content: "python",
      billing: "java",
      dunning: "ruby",
      newsletter: "go",
      comments: "python",
      ads: "cpp",
    },
    domain: "northwindweekly.com",
    sections: ["features", "politics", "science", "books", "travel", "longreads"],
    plans: ["digital", "print+digital", "student-digital", "gift-12m"],
    currency: "USD",
    noisy: "ads",
  },
  {
    key: "courier",
    brand: "Daily Courier",
    namespace: "courier-prod",
    traces: true,
    svc: {
      edge: "courier-bff",
      meter: "paywall-meter",
      render: "story-renderer",
      content: "capi",
      billing: "subscriptions",
      dunning: "dunning-celery",
      newsletter: "newsletter-hub",
      comments: "comment-mod",
      delivery: "distribution-stops",
      ads: "ad-decision",
    },
    rt: {
      edge: "java",
      meter: "java",
      render: "node",
      content: "go",
      billing: "dotnet",
      dunning: "python",
      newsletter: "python",
      comments: "node",
      delivery: "ruby",
      ads: "go",
    },
    domain: "dailycourier.com",
    sections: ["metro", "politics", "sports", "business", "obituaries", "weather"],
    plans: ["all-access-monthly", "digital-only", "sunday-print", "ez-pay-7day"],
    currency: "USD",
    noisy: "comments",
  },
  {
    key: "ledger",
    brand: "Ledger Press",
    namespace: "lpg-live",
    traces: false,
    svc: {
      edge: "lp-gateway",
      meter: "metering",
      identity: "reader-auth",
      content: "article-svc",
      render: "render-ssr",
      billing: "sub-engine",
      dunning: "dunning",
      newsletter: "nl-dispatch",
      comments: "talk-comments",
      ads: "ads-bidder",
    },
    rt: {
      edge: "cpp",
      meter: "go",
      identity: "java",
      content: "go",
      render: "node",
      billing: "java",
      dunning: "python",
      newsletter: "ruby",
      comments: "node",
      ads: "cpp",
    },
    domain: "ledgerpress.com.au",
    sections: ["markets", "companies", "policy", "property", "tech", "wealth"],
    plans: ["premium-digital", "premium-annual", "print-weekend", "corporate-seat"],
    currency: "AUD",
    noisy: "meter",
  },
];

export const services = (e: Estate): string[] => Object.values(e.svc);
