// Six made-up companies, each one edge (nginx ingress, Envoy, Kong, HAProxy, ALB, Traefik) in front of 4 upstreams,
// two internal services those call, a periodic worker and a Kubernetes event exporter.
export type EdgeKind = "nginx" | "envoy" | "kong" | "haproxy" | "alb" | "traefik";
export type Runtime = "java" | "node" | "python" | "go";

export interface Svc {
  svc: string;
  rt: Runtime;
  port: number;
  /** Routes the edge sends to it (upstreams only). */
  routes: string[];
  /** Its own ordinary log lines: {id} {n} {ms} are filled in. */
  says: string[];
  /** For internal services: index of the upstream that calls it. */
  parent?: number;
}

export interface Estate {
  company: string;
  host: string;
  edge: { svc: string; kind: EdgeKind };
  ups: Svc[];
  deps: Svc[];
  worker: { svc: string; jobs: string[] };
  events: string;
  /** The harmless error/warning one service logs all the time. */
  noisy: { svc: string; level: "warn" | "error"; msg: string };
  namespace: string;
}

export const ESTATES: Estate[] = [
  {
    company: "Lumen Freight",
    host: "api.lumenfreight.io",
    namespace: "freight-prod",
    edge: { svc: "ingress-nginx", kind: "nginx" },
    ups: [
      {
        svc: "shipment-api",
        rt: "java",
        port: 8080,
        routes: ["/v1/shipments", "/v1/shipments/{id}", "/v1/labels"],
        says: ["Shipment SHP-{id} created, 3 parcels, carrier=DHL", "label batch {n} rendered in {ms}ms"],
      },
      {
        svc: "quote-svc",
        rt: "python",
        port: 8000,
        routes: ["/v1/quotes", "/v1/quotes/{id}"],
        says: ["quote Q{id} priced lanes=2 total={n}.40 EUR", "lane cache refreshed ({n} entries)"],
      },
      {
        svc: "tracking-web",
        rt: "node",
        port: 3000,
        routes: ["/track/{id}", "/v1/events"],
        says: ["tracking page served for {id} ({ms}ms)", "websocket clients connected: {n}"],
      },
      {
        svc: "carrier-hooks",
        rt: "go",
        port: 8090,
        routes: ["/hooks/carrier", "/hooks/pod"],
        says: ["carrier event accepted id={id} type=IN_TRANSIT", "proof of delivery stored id={id}"],
      },
    ],
    deps: [
      {
        svc: "rate-engine",
        rt: "go",
        port: 9090,
        routes: [],
        parent: 1,
        says: ["rated lane NLRTM-DEHAM weight={n}kg in {ms}ms"],
      },
      {
        svc: "label-printer",
        rt: "python",
        port: 8100,
        routes: [],
        parent: 0,
        says: ["ZPL label {id} rendered ({n} bytes)"],
      },
    ],
    worker: {
      svc: "manifest-cron",
      jobs: ["nightly manifest export: {n} shipments written", "carrier SLA report job finished in {ms}ms"],
    },
    events: "k8s-event-exporter",
    noisy: {
      svc: "tracking-web",
      level: "error",
      msg: "Error: Failed to send analytics beacon: getaddrinfo ENOTFOUND stats.legacy-vendor.example (ignored)",
    },
  },
  {
    company: "Bramble Health",
    host: "book.bramblehealth.com",
    namespace: "clinic-prod",
    edge: { svc: "envoy-edge", kind: "envoy" },
    ups: [
      {
        svc: "appointments-api",
        rt: "go",
        port: 8080,
        routes: ["/api/appointments", "/api/appointments/{id}"],
        says: ["appointment {id} booked clinic=C{n}", "slot hold {id} released after {ms}ms"],
      },
      {
        svc: "patient-portal",
        rt: "node",
        port: 3000,
        routes: ["/portal", "/portal/records/{id}"],
        says: ["rendered /portal/dashboard for patient P{n} in {ms}ms", "session refreshed for P{n}"],
      },
      {
        svc: "clinician-svc",
        rt: "java",
        port: 8080,
        routes: ["/api/clinicians", "/api/rota"],
        says: ["Rota week {n} loaded (42 clinicians)", "clinician {id} availability updated"],
      },
      {
        svc: "notify-svc",
        rt: "python",
        port: 8000,
        routes: ["/api/reminders"],
        says: ["reminder queued for appointment {id} (sms)", "sent {n} reminders in batch"],
      },
    ],
    deps: [
      {
        svc: "slot-finder",
        rt: "java",
        port: 8081,
        routes: [],
        parent: 0,
        says: ["Computed {n} free slots for clinic C12 in {ms}ms"],
      },
      {
        svc: "consent-store",
        rt: "go",
        port: 9000,
        routes: [],
        parent: 1,
        says: ["consent record {id} read (scope=records)"],
      },
    ],
    worker: {
      svc: "reminder-scheduler",
      jobs: ["scheduled {n} reminders for tomorrow", "no-show sweep finished: {n} appointments marked"],
    },
    events: "kube-events",
    noisy: {
      svc: "clinician-svc",
      level: "warn",
      msg: "HHH000104: firstResult/maxResults specified with collection fetch; applying in memory",
    },
  },
  {
    company: "Kestrel Pay",
    host: "api.kestrelpay.eu",
    namespace: "pay-prod",
    edge: { svc: "kong-gateway", kind: "kong" },
    ups: [
      {
        svc: "ledger-api",
        rt: "java",
        port: 8080,
        routes: ["/ledger/v2/entries", "/ledger/v2/balances/{id}"],
        says: ["Posted journal {id} (2 legs, {n}.00 EUR)", "Balance snapshot acct={id} served from cache"],
      },
      {
        svc: "checkout-svc",
        rt: "node",
        port: 3000,
        routes: ["/checkout/v1/sessions", "/checkout/v1/sessions/{id}/confirm"],
        says: ["checkout session cs_{id} created amount={n}00", "session cs_{id} confirmed in {ms}ms"],
      },
      {
        svc: "kyc-svc",
        rt: "python",
        port: 8000,
        routes: ["/kyc/v1/checks"],
        says: ["kyc check {id} passed (document=passport)", "watchlist screening took {ms}ms"],
      },
      {
        svc: "payout-svc",
        rt: "go",
        port: 8080,
        routes: ["/payouts/v1", "/payouts/v1/{id}"],
        says: ["payout po_{id} scheduled amount={n}00 EUR", "SEPA batch {n} submitted"],
      },
    ],
    deps: [
      { svc: "fx-rates", rt: "go", port: 9000, routes: [], parent: 1, says: ["served rate EUR/GBP age={ms}ms"] },
      {
        svc: "risk-scorer",
        rt: "python",
        port: 8500,
        routes: [],
        parent: 0,
        says: ["scored txn {id} risk=0.{n} model=gbm-v14"],
      },
    ],
    worker: {
      svc: "settlement-batch",
      jobs: ["settlement file {n} reconciled: 0 breaks", "interest accrual job finished in {ms}ms"],
    },
    events: "k8s-event-exporter",
    noisy: {
      svc: "kyc-svc",
      level: "error",
      msg: "sentry: failed to send event: HTTPSConnectionPool(host='o0.ingest.sentry.io', port=443): rate limited, dropping event",
    },
  },
  {
    company: "Orchard Media",
    host: "www.orchard.tv",
    namespace: "media-prod",
    edge: { svc: "haproxy-lb", kind: "haproxy" },
    ups: [
      {
        svc: "content-api",
        rt: "node",
        port: 3000,
        routes: ["/api/titles/{id}", "/api/rows"],
        says: ["served row home/trending ({n} titles) in {ms}ms", "title {id} metadata cache hit"],
      },
      {
        svc: "search-svc",
        rt: "java",
        port: 8080,
        routes: ["/api/search"],
        says: ['Search q="{id}" hits={n} took={ms}ms', "Suggest index warmed ({n} terms)"],
      },
      {
        svc: "profile-svc",
        rt: "python",
        port: 8000,
        routes: ["/api/profiles/{id}", "/api/watchlist"],
        says: ["profile {id} watchlist updated ({n} items)", "profile {id} loaded"],
      },
      {
        svc: "playback-svc",
        rt: "go",
        port: 8080,
        routes: ["/api/play/{id}", "/api/heartbeat"],
        says: ["playback token issued title={id} drm=widevine", "heartbeat from session {id} pos={n}s"],
      },
    ],
    deps: [
      {
        svc: "thumbnailer",
        rt: "go",
        port: 9000,
        routes: [],
        parent: 0,
        says: ["thumbnail {id} 320x180 served from cache"],
      },
      {
        svc: "recs-engine",
        rt: "python",
        port: 8500,
        routes: [],
        parent: 2,
        says: ["recs for profile {id}: {n} items (model als-2026-11)"],
      },
    ],
    worker: {
      svc: "catalog-sync",
      jobs: ["catalog delta sync: {n} titles updated", "expired licences sweep: {n} titles hidden"],
    },
    events: "kube-events",
    noisy: {
      svc: "playback-svc",
      level: "warn",
      msg: "license server responded slowly (1.2s) for a HEAD probe; ignoring",
    },
  },
  {
    company: "Tideway Grocers",
    host: "shop.tideway.co.uk",
    namespace: "shop-prod",
    edge: { svc: "alb-public", kind: "alb" },
    ups: [
      {
        svc: "storefront",
        rt: "node",
        port: 3000,
        routes: ["/", "/p/{id}", "/basket"],
        says: ["SSR /p/{id} rendered in {ms}ms", "basket page rendered items={n}"],
      },
      {
        svc: "cart-svc",
        rt: "java",
        port: 8080,
        routes: ["/api/cart", "/api/cart/items"],
        says: ["Cart {id} updated: {n} lines", "Cart {id} merged with guest cart"],
      },
      {
        svc: "catalog-svc",
        rt: "python",
        port: 8000,
        routes: ["/api/products/{id}", "/api/categories"],
        says: ["product {id} served (stock=in)", "category tree cached ({n} nodes)"],
      },
      {
        svc: "order-svc",
        rt: "go",
        port: 8080,
        routes: ["/api/orders", "/api/orders/{id}"],
        says: ["order ORD-{id} placed slot=18:00-19:00 lines={n}", "order ORD-{id} picked"],
      },
    ],
    deps: [
      {
        svc: "inventory-svc",
        rt: "java",
        port: 8081,
        routes: [],
        parent: 3,
        says: ["Reserved {n} units for ORD-{id} at store 214"],
      },
      {
        svc: "promo-engine",
        rt: "node",
        port: 3100,
        routes: [],
        parent: 1,
        says: ["applied promo MULTI-{n} to cart {id}"],
      },
    ],
    worker: {
      svc: "slot-planner",
      jobs: ["delivery slots recomputed for {n} vans", "substitution rules reloaded ({n} rules)"],
    },
    events: "k8s-event-exporter",
    noisy: {
      svc: "catalog-svc",
      level: "error",
      msg: "image CDN purge webhook returned 410 Gone for legacy bucket; skipping",
    },
  },
  {
    company: "Quarry Learning",
    host: "app.quarrylearn.org",
    namespace: "learn-prod",
    edge: { svc: "traefik", kind: "traefik" },
    ups: [
      {
        svc: "course-api",
        rt: "python",
        port: 8000,
        routes: ["/api/courses", "/api/courses/{id}"],
        says: ["course {id} outline served ({n} modules)", "enrolment E{id} created"],
      },
      {
        svc: "video-svc",
        rt: "go",
        port: 8080,
        routes: ["/video/{id}/manifest.m3u8"],
        says: ["manifest for {id} served (6 renditions)", "signed URL issued for {id} ttl=3600s"],
      },
      {
        svc: "grading-svc",
        rt: "java",
        port: 8080,
        routes: ["/api/submissions", "/api/grades/{id}"],
        says: ["Submission S{id} graded score={n}", "Rubric cache refreshed ({n} rubrics)"],
      },
      {
        svc: "learner-web",
        rt: "node",
        port: 3000,
        routes: ["/learn", "/learn/{id}"],
        says: ["rendered /learn/{id} in {ms}ms", "progress saved for learner L{n}"],
      },
    ],
    deps: [
      {
        svc: "quiz-engine",
        rt: "node",
        port: 3100,
        routes: [],
        parent: 2,
        says: ["quiz {id} evaluated {n} answers in {ms}ms"],
      },
      {
        svc: "transcript-svc",
        rt: "python",
        port: 8100,
        routes: [],
        parent: 1,
        says: ["captions for {id} served (lang=en)"],
      },
    ],
    worker: {
      svc: "certificate-job",
      jobs: ["issued {n} completion certificates", "stale draft cleanup removed {n} drafts"],
    },
    events: "kube-events",
    noisy: {
      svc: "grading-svc",
      level: "error",
      msg: "Failed to publish metric grading.latency to statsd:8125 (PortUnreachableException); metrics disabled for 60s",
    },
  },
];
