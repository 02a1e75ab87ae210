// Four made-up news publishers: which roles they run, under what names and runtimes, and whether they carry trace ids.
import type { Runtime } from "./stacks.js";

export type Role =
  | "gateway"
  | "cms"
  | "render"
  | "image"
  | "video"
  | "paywall"
  | "billing"
  | "push"
  | "ads"
  | "newsletter"
  | "comments"
  | "search"
  | "purge"
  | "reco";

export interface Svc {
  name: string;
  rt: Runtime;
  pod: string;
  role: Role;
}

export interface Estate {
  key: string;
  title: string;
  domain: string;
  pkg: string;
  traceKind: "w3c" | "short" | "none";
  roles: Partial<Record<Role, Svc>>;
}

function est(
  key: string,
  title: string,
  domain: string,
  pkg: string,
  traceKind: Estate["traceKind"],
  list: [Role, string, Runtime, string][],
): Estate {
  const roles: Partial<Record<Role, Svc>> = {};
  for (const [role, name, rt, pod] of list) roles[role] = { name, rt, pod, role };
  return { key, title, domain, pkg, traceKind, roles };
}

export const ESTATES: Estate[] = [
  est("harbour", "The Harbour Ledger", "harbourledger.com", "com.harbourledger", "w3c", [
    ["gateway", "edge-gw", "go", "7d9c8b5f4-x2kqp"],
    ["cms", "cms-api", "java", "6b7f9c4d8-m4tzr"],
    ["render", "article-render", "node", "5f6d7b9c8-q8wvn"],
    ["image", "image-resizer", "go", "84c9d6f7b-h2jlm"],
    ["paywall", "paywall-meter", "go", "7c5b8d9f6-p9xts"],
    ["billing", "subs-billing", "ruby", "59d8f7c6b-k3rrf"],
    ["push", "push-alerts", "python", "6f8d9c7b5-w7nbd"],
    ["ads", "ad-decision", "java", "7b6c5d8f9-z4vqh"],
    ["comments", "comments-mod", "python", "8d7c6b5f4-c6mgs"],
    ["search", "search-api", "java", "6c5d4b3f2-t8lkp"],
  ]),
  est("northgate", "Northgate Daily", "northgatedaily.co.uk", "Northgate", "none", [
    ["gateway", "www-frontend", "node", "0"],
    ["cms", "story-svc", "dotnet", "1"],
    ["video", "transcode-worker", "cpp", "0"],
    ["paywall", "metering", "node", "2"],
    ["billing", "checkout", "java", "0"],
    ["newsletter", "newsletter-sender", "ruby", "0"],
    ["purge", "purge-worker", "go", "1"],
    ["reco", "reco-api", "python", "0"],
    ["ads", "prebid-server", "go", "3"],
  ]),
  est("meridian", "Meridian Post", "meridianpost.com", "meridian", "short", [
    ["gateway", "front-proxy", "go", "a1"],
    ["cms", "wp-content", "php", "b2"],
    ["image", "photo-pipeline", "python", "c1"],
    ["paywall", "entitlements", "go", "a3"],
    ["billing", "stripe-bridge", "node", "d1"],
    ["push", "breaking-push", "java", "e2"],
    ["comments", "comment-gate", "ruby", "f1"],
    ["search", "site-search", "java", "g1"],
    ["render", "live-blog", "node", "h4"],
  ]),
  est("kestrel", "Kestrel Media Group", "kestrel.news", "news.kestrel", "none", [
    ["gateway", "api-edge", "node", "0"],
    ["cms", "content-graph", "go", "1"],
    ["video", "video-packager", "go", "0"],
    ["paywall", "paywall-svc", "java", "2"],
    ["ads", "ads-auction", "cpp", "0"],
    ["push", "notify-fanout", "go", "1"],
    ["newsletter", "mailer", "python", "0"],
    ["comments", "moderation-ml", "python", "1"],
    ["reco", "recs-ranker", "python", "0"],
    ["purge", "cdn-purger", "dotnet", "0"],
  ]),
];
