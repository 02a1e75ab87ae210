// Five made-up companies and their services. Each service has a role and a few background lines of its own
// domain; `{n}`, `{id}`, `{ms}` and `{path}` are filled per line by the stream.
export type Role = "edge" | "api" | "worker";

export interface ServiceDef {
  app: string;
  role: Role;
  paths?: string[];
  talk: string[];
}

export interface Estate {
  company: string;
  namespace: string;
  services: ServiceDef[];
}

export const ESTATES: Estate[] = [
  {
    company: "Quayside Grocers (online groceries)",
    namespace: "quayside-prod",
    services: [
      {
        app: "storefront-bff",
        role: "edge",
        paths: ["/api/basket", "/api/slots", "/api/products/{id}", "/api/checkout"],
        talk: [],
      },
      {
        app: "basket",
        role: "api",
        talk: ["basket {id} updated: {n} lines", "merged guest basket into account {id}"],
      },
      {
        app: "checkout",
        role: "api",
        talk: ["order Q-{id} placed total=GBP {n}.40", "checkout session {id} confirmed, slot held"],
      },
      {
        app: "slot-planner",
        role: "api",
        talk: ["slot search postcode=EH{n} returned 14 windows", "van capacity recalculated for depot {n}"],
      },
      {
        app: "substitutions",
        role: "worker",
        talk: ["proposed substitute for sku {id} (score 0.{n})", "substitution batch {id} done: {n} lines"],
      },
      {
        app: "picking-sync",
        role: "worker",
        talk: ["pick list {id} pushed to depot {n}", "depot ack for pick list {id}"],
      },
      {
        app: "price-book",
        role: "api",
        talk: ["price lookup for {n} skus in {ms}ms", "promotion PRM-{n} applied to basket {id}"],
      },
      {
        app: "notify",
        role: "worker",
        talk: ["sms queued for order Q-{id}", "push sent to device {id}"],
      },
      {
        app: "search-gw",
        role: "api",
        talk: ["query 'milk' -> {n} hits in {ms}ms", "suggest prefix 'ba' {n} results"],
      },
      {
        app: "loyalty-ledger",
        role: "worker",
        talk: ["credited {n} points to member {id}", "ledger checkpoint at offset {id}"],
      },
    ],
  },
  {
    company: "Fernhill Veterinary Group (clinic software)",
    namespace: "fernhill",
    services: [
      {
        app: "clinic-portal",
        role: "edge",
        paths: ["/v1/appointments", "/v1/patients/{id}", "/v1/invoices", "/v1/prescriptions"],
        talk: [],
      },
      {
        app: "appointments",
        role: "api",
        talk: ["appointment A{id} booked with vet {n}", "rescheduled A{id} to slot {n}"],
      },
      { app: "patient-records", role: "api", talk: ["loaded record P{id} ({n} visits)", "vaccination added to P{id}"] },
      { app: "pharmacy", role: "api", talk: ["dispensed rx RX{id} qty {n}", "stock check sku {id}: {n} on hand"] },
      { app: "billing", role: "api", talk: ["invoice INV-{id} issued total={n}.00", "payment matched to INV-{id}"] },
      { app: "reminders", role: "worker", talk: ["sent booster reminder to owner {id}", "reminder run: {n} queued"] },
      { app: "lab-results", role: "worker", talk: ["imported lab panel L{id} ({n} analytes)", "lab feed poll ok"] },
      {
        app: "imaging-store",
        role: "api",
        talk: ["stored DICOM study {id} ({n} MB)", "thumbnail generated for study {id}"],
      },
    ],
  },
  {
    company: "Lumen Ticketing (event tickets)",
    namespace: "lumen",
    services: [
      {
        app: "ticket-web",
        role: "edge",
        paths: ["/events/{id}", "/api/seatmap/{id}", "/api/orders", "/api/queue/status"],
        talk: [],
      },
      {
        app: "queue-gate",
        role: "api",
        talk: ["admitted {n} visitors from waiting room", "queue depth for event {id}: {n}"],
      },
      {
        app: "seat-map",
        role: "api",
        talk: ["seat map E{id} served ({n} seats free)", "hold H{id} placed on {n} seats"],
      },
      { app: "orders", role: "api", talk: ["order LT{id} created, {n} tickets", "order LT{id} paid"] },
      { app: "payments", role: "api", talk: ["authorised charge ch_{id} amount={n}00", "capture ok ch_{id}"] },
      {
        app: "barcode-issuer",
        role: "worker",
        talk: ["issued {n} barcodes for order LT{id}", "wallet pass built LT{id}"],
      },
      { app: "mailer", role: "worker", talk: ["email queued for order LT{id}", "bounce webhook processed ({n})"] },
      { app: "fraud-score", role: "api", talk: ["scored order LT{id}: 0.{n}", "rule set v{n} loaded"] },
      { app: "resale", role: "api", talk: ["listing R{id} created price={n}.00", "listing R{id} sold"] },
      {
        app: "analytics-sink",
        role: "worker",
        talk: ["flushed {n} events to warehouse", "batch {id} acknowledged ({n} rows)"],
      },
      {
        app: "promoter-api",
        role: "api",
        talk: ["promoter {id} pulled sales report", "event E{id} capacity set to {n}"],
      },
    ],
  },
  {
    company: "Brightwater Utilities (metering and billing)",
    namespace: "bw-metering",
    services: [
      {
        app: "customer-portal",
        role: "edge",
        paths: ["/account/usage", "/account/bills/{id}", "/api/meter-readings", "/api/payments"],
        talk: [],
      },
      {
        app: "meter-ingest",
        role: "worker",
        talk: ["ingested {n} readings from HES batch {id}", "gap fill for meter {id}"],
      },
      { app: "usage-api", role: "api", talk: ["usage query meter {id} 30d in {ms}ms", "aggregated {n} half-hours"] },
      { app: "bill-run", role: "worker", talk: ["bill run chunk {id}: {n} accounts", "statement S{id} rendered"] },
      { app: "tariffs", role: "api", talk: ["tariff TF-{n} resolved for account {id}", "rate card cache warm ({n})"] },
      { app: "payments-api", role: "api", talk: ["direct debit mandate {id} active", "card payment {id} settled"] },
      { app: "outage-map", role: "api", talk: ["outage feed refreshed ({n} areas)", "tile z{n} rendered"] },
      { app: "doc-render", role: "worker", talk: ["pdf rendered for S{id} ({n} pages)", "template cache hit"] },
      { app: "crm-sync", role: "worker", talk: ["pushed {n} contact updates to CRM", "crm webhook {id} handled"] },
    ],
  },
  {
    company: "Kestrel Freight (parcel tracking)",
    namespace: "kestrel",
    services: [
      {
        app: "tracking-edge",
        role: "edge",
        paths: ["/t/{id}", "/api/shipments/{id}", "/api/labels", "/api/pickups"],
        talk: [],
      },
      { app: "shipments", role: "api", talk: ["shipment KF{id} created ({n} parcels)", "status KF{id} -> in_transit"] },
      { app: "label-maker", role: "api", talk: ["label KF{id} rendered ZPL {n} bytes", "carrier label reused KF{id}"] },
      { app: "scan-events", role: "worker", talk: ["consumed {n} scan events from hub {id}", "hub {id} heartbeat"] },
      { app: "eta-model", role: "api", talk: ["eta for KF{id}: {n} min", "model v{n} warm"] },
      { app: "pickup-planner", role: "worker", talk: ["route plan {id}: {n} stops", "driver {id} assigned"] },
      { app: "customs-docs", role: "api", talk: ["CN23 generated for KF{id}", "HS code lookup {n} ok"] },
      {
        app: "webhooks-out",
        role: "worker",
        talk: ["delivered webhook to merchant {id} ({n}ms)", "merchant {id} acked"],
      },
      { app: "address-check", role: "api", talk: ["address verified postcode {n}", "geocode cache hit {id}"] },
      { app: "depot-sync", role: "worker", talk: ["depot {n} manifest synced", "manifest {id} closed ({n} parcels)"] },
      { app: "returns", role: "api", talk: ["return RT{id} authorised", "return label RT{id} emailed"] },
      { app: "billing-feed", role: "worker", talk: ["exported {n} billable events", "invoice batch {id} sent"] },
    ],
  },
];
