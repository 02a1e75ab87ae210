// Five made-up companies: an edge, the API services a request can chain through, workers, and their data stores.
import type { Rng } from "./rng.js";

export type Kind = "edge" | "api" | "worker" | "pg" | "es" | "redis";

export interface Svc {
  name: string;
  kind: Kind;
  /** What its requests are about ("quote", "claim") and the path callers hit. */
  noun: string;
  path: string;
}

export interface Estate {
  company: string;
  pkg: string;
  /** Public hosts of the third parties it calls (do not log here). */
  vendors: string[];
  svcs: Svc[];
}

const s = (name: string, kind: Kind, noun: string, path = `/v1/${noun}s`): Svc => ({ name, kind, noun, path });

export const ESTATES: Estate[] = [
  {
    company: "northwind-freight",
    pkg: "io.northwind.freight",
    vendors: ["api.carrierhub.example", "rates.parcelnet.example", "customs.gov-gateway.example"],
    svcs: [
      s("shipper-portal-gw", "edge", "request", "/"),
      s("booking-api", "api", "booking"),
      s("rate-engine", "api", "rate"),
      s("carrier-connector", "api", "tender"),
      s("label-printer", "api", "label"),
      s("customs-docs", "api", "declaration"),
      s("invoice-svc", "api", "invoice"),
      s("dock-scheduler", "api", "slot"),
      s("tracking-ingest", "worker", "scan"),
      s("notify-hub", "worker", "notification"),
      s("fleet-telemetry", "worker", "ping"),
      s("freight-pg", "pg", "row"),
      s("yard-redis", "redis", "key"),
      s("shipments-es", "es", "doc"),
    ],
  },
  {
    company: "brightwell-insurance",
    pkg: "com.brightwell.policy",
    vendors: ["api.motorcheck.example", "kyc.identiq.example", "pay.clearline.example"],
    svcs: [
      s("agent-portal-edge", "edge", "request", "/"),
      s("quote-api", "api", "quote"),
      s("underwriting-rules", "api", "decision"),
      s("policy-store", "api", "policy"),
      s("claims-intake", "api", "claim"),
      s("fraud-scorer", "api", "score"),
      s("document-vault", "api", "document"),
      s("payments-bridge", "api", "payment"),
      s("broker-sso", "api", "session"),
      s("letters-batch", "worker", "letter"),
      s("audit-trail", "worker", "event"),
      s("policy-pg", "pg", "row"),
      s("risk-cache", "redis", "key"),
      s("claims-es", "es", "doc"),
    ],
  },
  {
    company: "pinecrest-clinics",
    pkg: "org.pinecrest.care",
    vendors: ["fhir.regional-hie.example", "sms.textwave.example", "eligibility.payerlink.example"],
    svcs: [
      s("patient-web-bff", "edge", "request", "/"),
      s("appointments-api", "api", "appointment"),
      s("scheduler-core", "api", "slot"),
      s("ehr-adapter", "api", "encounter"),
      s("lab-results", "api", "result"),
      s("pharmacy-orders", "api", "prescription"),
      s("billing-claims", "api", "claim"),
      s("identity-gate", "api", "token"),
      s("imaging-store", "api", "study"),
      s("reminders-sms", "worker", "reminder"),
      s("consent-ledger", "worker", "consent"),
      s("clinic-pg", "pg", "row"),
      s("session-redis", "redis", "key"),
      s("records-es", "es", "doc"),
    ],
  },
  {
    company: "saltmarsh-games",
    pkg: "gg.saltmarsh.live",
    vendors: ["api.paystream.example", "voice.chatgrid.example", "push.notifly.example"],
    svcs: [
      s("game-edge", "edge", "request", "/"),
      s("matchmaker", "api", "ticket"),
      s("lobby-svc", "api", "lobby"),
      s("profile-api", "api", "profile"),
      s("inventory-items", "api", "item"),
      s("store-checkout", "api", "purchase"),
      s("entitlements", "api", "entitlement"),
      s("leaderboard", "api", "score"),
      s("chat-relay", "worker", "message"),
      s("anticheat-scan", "worker", "report"),
      s("telemetry-sink", "worker", "batch"),
      s("items-pg", "pg", "row"),
      s("presence-redis", "redis", "key"),
      s("players-es", "es", "doc"),
    ],
  },
  {
    company: "orchard-grocers",
    pkg: "uk.orchard.shop",
    vendors: ["api.payvault.example", "slots.vanroute.example", "tax.levycalc.example"],
    svcs: [
      s("storefront-gw", "edge", "request", "/"),
      s("cart-api", "api", "cart"),
      s("checkout-orch", "api", "checkout"),
      s("pricing-svc", "api", "price"),
      s("stock-ledger", "api", "reservation"),
      s("delivery-slots", "api", "slot"),
      s("loyalty-wallet", "api", "voucher"),
      s("promo-engine", "api", "promotion"),
      s("picking-planner", "worker", "pick"),
      s("search-indexer", "worker", "product"),
      s("substitutions", "worker", "substitution"),
      s("orders-pg", "pg", "row"),
      s("basket-redis", "redis", "key"),
      s("catalog-es", "es", "doc"),
    ],
  },
];

export interface Cast {
  estate: Estate;
  edge: Svc;
  /** edge first, origin last: 4-6 services, so 3-5 hops. */
  chain: Svc[];
  origin: Svc;
  /** Every service in the file (7-14). */
  all: Svc[];
  bystanders: Svc[];
}

/** Picks a chain ending at an origin of `originKind` and the bystanders around it. */
export function cast(rng: Rng, estate: Estate, originKind: Kind | "app"): Cast {
  const edge = estate.svcs.find((x) => x.kind === "edge")!;
  const apis = rng.shuffle(estate.svcs.filter((x) => x.kind === "api"));
  const hops = rng.int(3, 5);
  let chain: Svc[];
  let origin: Svc;
  if (originKind === "app") {
    chain = [edge, ...apis.slice(0, hops)];
    origin = chain[chain.length - 1];
  } else {
    origin = estate.svcs.find((x) => x.kind === originKind)!;
    chain = [edge, ...apis.slice(0, hops - 1), origin];
  }
  const rest = rng.shuffle(estate.svcs.filter((x) => !chain.includes(x)));
  const total = rng.int(Math.max(7, chain.length + 3), 12);
  const bystanders = rest.slice(0, total - chain.length);
  // workers make the best noisy / cron services: keep at least two
  for (const w of rest.filter((x) => x.kind === "worker"))
    if (!bystanders.includes(w) && bystanders.filter((b) => b.kind === "worker").length < 2) bystanders.push(w);
  return { estate, edge, chain, origin, all: [...chain, ...bystanders], bystanders };
}
