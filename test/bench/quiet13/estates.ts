// Five made-up companies, ten roles each (the same runtimes everywhere: a Node edge, Spring services, Go, Celery,
// Sidekiq, .NET) plus an extra service, and each estate's noisy service with its constant harmless complaint.
import type { Rng } from "./rng.js";

export type Role =
  | "gw"
  | "orders"
  | "catalog"
  | "payments"
  | "worker"
  | "search"
  | "media"
  | "notify"
  | "mailer"
  | "profile";

export interface Estate {
  company: string;
  ns: string;
  pkg: string;
  svc: Record<Role, string>;
  extra: string;
  entity: string;
  idPrefix: string;
  paths: string[];
  geocoder: string;
  psp: string;
  /** One line the extra service prints at a steady rate although nothing is wrong. */
  noisy: (r: Rng) => { level: "warn" | "error"; message: string };
}

export const ESTATES: Estate[] = [
  {
    company: "Larkspur Grocers",
    ns: "larkspur-prod",
    pkg: "com.larkspur",
    svc: {
      gw: "storefront-edge",
      orders: "basket-service",
      catalog: "aisle-catalog",
      payments: "checkout-pay",
      worker: "fulfilment-worker",
      search: "product-search",
      media: "image-proxy",
      notify: "notify-hub",
      mailer: "receipt-mailer",
      profile: "shopper-profile",
    },
    extra: "slot-planner",
    entity: "basket",
    idPrefix: "BK",
    paths: ["/api/baskets", "/api/products", "/api/slots", "/api/checkout", "/api/me"],
    geocoder: "api.geoapify.example",
    psp: "stripe",
    noisy: (r) => ({
      level: "error",
      message: `slot template for store ${String(r.int(100, 480)).padStart(4, "0")} has no Sunday hours, defaulting to closed`,
    }),
  },
  {
    company: "Quayline Freight",
    ns: "quayline",
    pkg: "io.quayline",
    svc: {
      gw: "shipper-gateway",
      orders: "consignment-api",
      catalog: "rate-cards",
      payments: "invoice-billing",
      worker: "manifest-worker",
      search: "tracking-search",
      media: "pod-uploads",
      notify: "carrier-hooks",
      mailer: "dispatch-mailer",
      profile: "account-directory",
    },
    extra: "customs-sync",
    entity: "consignment",
    idPrefix: "QF",
    paths: ["/v1/consignments", "/v1/quotes", "/v1/tracking", "/v1/invoices", "/v1/labels"],
    geocoder: "geocode.mapline.example",
    psp: "adyen",
    noisy: (r) => ({
      level: "warn",
      message: `HS code ${r.int(1000, 9999)}.${r.int(10, 99)} not in tariff table, using chapter default`,
    }),
  },
  {
    company: "Hearthstone Clinics",
    ns: "hearth-prod",
    pkg: "org.hearthstone",
    svc: {
      gw: "patient-portal-gw",
      orders: "appointments",
      catalog: "clinician-roster",
      payments: "copay-billing",
      worker: "intake-worker",
      search: "records-search",
      media: "document-vault",
      notify: "reminder-hooks",
      mailer: "care-mailer",
      profile: "patient-profile",
    },
    extra: "video-broker",
    entity: "appointment",
    idPrefix: "AP",
    paths: ["/portal/appointments", "/portal/clinicians", "/portal/documents", "/portal/billing", "/portal/me"],
    geocoder: "maps.placefinder.example",
    psp: "braintree",
    noisy: (r) => ({
      level: "error",
      message: `TURN allocation for room vr-${r.hex(6)} failed on relay-2, falling back to relay-1`,
    }),
  },
  {
    company: "Brightmoor Learning",
    ns: "brightmoor",
    pkg: "edu.brightmoor",
    svc: {
      gw: "campus-edge",
      orders: "enrolment-svc",
      catalog: "course-catalog",
      payments: "tuition-pay",
      worker: "grading-worker",
      search: "course-search",
      media: "submission-store",
      notify: "lms-webhooks",
      mailer: "campus-mailer",
      profile: "learner-profile",
    },
    extra: "plagiarism-scan",
    entity: "enrolment",
    idPrefix: "EN",
    paths: ["/api/enrolments", "/api/courses", "/api/submissions", "/api/tuition", "/api/profile"],
    geocoder: "api.locatr.example",
    psp: "stripe",
    noisy: (r) => ({
      level: "error",
      message: `could not extract text from submission SUB-${r.int(10000, 99999)}.pdf (encrypted PDF), scored as unscanned`,
    }),
  },
  {
    company: "Tidewell Energy",
    ns: "tidewell",
    pkg: "uk.tidewell",
    svc: {
      gw: "customer-edge",
      orders: "meter-orders",
      catalog: "tariff-catalog",
      payments: "direct-debit",
      worker: "reading-worker",
      search: "account-search",
      media: "bill-renderer",
      notify: "grid-webhooks",
      mailer: "bill-mailer",
      profile: "customer-profile",
    },
    extra: "outage-map",
    entity: "meter order",
    idPrefix: "MO",
    paths: ["/api/accounts", "/api/readings", "/api/tariffs", "/api/bills", "/api/outages"],
    geocoder: "geo.postfinder.example",
    psp: "gocardless",
    noisy: (r) => ({
      level: "warn",
      message: `feeder F${r.int(100, 999)} reported no telemetry in last poll, keeping previous state`,
    }),
  },
];
