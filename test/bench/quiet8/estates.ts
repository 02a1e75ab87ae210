// Five made-up companies, 8-10 services each, with the everyday lines their services print.
// Templates use rng.expand: {n:a-b}, {h:k}, {p:x|y}, {ms}.

export type EdgeStyle = "express" | "envoy" | "nginx" | "spring" | "go";
export type Role = "edge" | "auth" | "api" | "store" | "worker" | "partner" | "consumer" | "batch" | "upload";

export interface Service {
  name: string;
  traffic: string[];
  /** Seconds between runs and the line each run prints. */
  job?: [number, string];
  deprecation?: string;
}

export interface Estate {
  company: string;
  namespace: string;
  edgeStyle: EdgeStyle;
  routes: string[];
  services: Service[];
  roles: Record<Role, string>;
  noisy: { service: string; everySec: number; level: "warn" | "error"; tmpl: string };
  retry: { caller: string; fail: string; ok: string };
  db: string;
  vendor: string;
  topic: string;
  host: string;
}

export const ESTATES: Estate[] = [
  {
    company: "Brightwell Dental Group",
    namespace: "brightwell-prod",
    edgeStyle: "express",
    routes: ["/api/v2/appointments", "/api/v2/patients/me", "/api/v2/claims", "/api/v2/xrays", "/api/v2/invoices"],
    services: [
      { name: "patient-portal", traffic: ["rendered /dashboard for patient P{n:100000-999999} in {ms}ms"] },
      {
        name: "practice-auth",
        traffic: [
          "issued access token for P{n:100000-999999} (expires_in=900)",
          "refresh token rotated for session {h:12}",
        ],
        job: [120, "purged {n:20-180} expired refresh tokens"],
      },
      {
        name: "appointment-svc",
        traffic: [
          "booked slot {n:8-17}:{p:00|15|30|45} chair {n:1-9} clinic CL-{n:10-48} for P{n:100000-999999}",
          "Hibernate: select a1_0.id,a1_0.chair_id,a1_0.starts_at from appointment a1_0 where a1_0.clinic_id=?",
          "c.b.appointments.SlotService : {n:3-40} free slots for clinic CL-{n:10-48} on 2026-{p:10|11|12}-{n:10-28}",
        ],
        deprecation:
          "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      },
      {
        name: "claims-gateway",
        traffic: [
          "submitted claim CLM-{n:100000-999999} to payer {p:DeltaCare|OrthoPlus|SmileShield} (837D, {n:1-6} lines)",
          "payer ack 999 accepted for batch B{n:1000-9999}",
        ],
      },
      {
        name: "xray-archive",
        traffic: ["stored DICOM study 1.2.840.{n:10000-99999}.{n:100-999} ({n:2-40}MB) to s3://bw-xray/{h:8}"],
        job: [300, "lifecycle sweep: {n:0-40} studies moved to GLACIER_IR"],
      },
      {
        name: "reminder-sms",
        traffic: ["queued reminder for appointment A{n:100000-999999} via twilio (sid SM{h:16})"],
        deprecation:
          "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      },
      {
        name: "billing-ledger",
        traffic: ["posted charge {n:40-900}.{n:10-99} EUR to invoice INV-{n:10000-99999}", "payment PAY-{h:8} settled"],
        job: [60, "outbox relay: published {n:0-30} ledger events"],
      },
      {
        name: "ehr-sync",
        traffic: ["synced {n:1-25} chart notes for clinic CL-{n:10-48} (cursor {n:100000-999999})"],
        job: [90, "HL7 feed poll: {n:0-12} new messages"],
      },
    ],
    roles: {
      edge: "patient-portal",
      auth: "practice-auth",
      api: "appointment-svc",
      store: "billing-ledger",
      worker: "reminder-sms",
      partner: "claims-gateway",
      consumer: "ehr-sync",
      batch: "billing-ledger",
      upload: "xray-archive",
    },
    noisy: {
      service: "ehr-sync",
      everySec: 18,
      level: "error",
      tmpl: "HL7 segment ZPI unknown in message MSG{n:100000-999999}, ignored",
    },
    retry: {
      caller: "claims-gateway",
      fail: "POST https://edi.payerhub.example/837 failed (ECONNRESET), retry 1/3 in 400ms",
      ok: "POST https://edi.payerhub.example/837 -> 202 on attempt 2",
    },
    db: "postgres",
    vendor: "payerhub",
    topic: "ledger-events",
    host: "portal.brightwell.example",
  },
  {
    company: "Ferrow Freight",
    namespace: "ferrow-prod",
    edgeStyle: "envoy",
    routes: ["/v1/shipments", "/v1/quotes", "/v1/tracking", "/v1/labels", "/v1/docks/slots"],
    services: [
      { name: "shipment-api", traffic: ["shipment SH-{n:1000000-9999999} created ({n:1-30} pallets, {p:FTL|LTL})"] },
      {
        name: "route-optimizer",
        traffic: ["solved VRP for depot {p:RTM|ANR|DUS|LEJ}: {n:8-60} stops, {n:2-9} vehicles in {ms}ms"],
        deprecation:
          "/usr/local/lib/python3.12/site-packages/ortools/__init__.py:18: DeprecationWarning: pkg_resources is deprecated as an API. See https://setuptools.pypa.io/en/latest/pkg_resources.html",
      },
      {
        name: "dock-scheduler",
        traffic: ["dock {n:1-24} at {p:RTM|ANR|DUS} reserved {n:6-20}:{p:00|30} for SH-{n:1000000-9999999}"],
        job: [60, "released {n:0-9} unused dock reservations"],
      },
      {
        name: "tracking-ingest",
        traffic: ["ingested {n:40-400} GPS pings from fleet gateway (lag {n:1-9}s)"],
        job: [30, "consumer group tracking-ingest lag={n:0-300}"],
      },
      {
        name: "label-printer",
        traffic: ["printed ZPL label for SH-{n:1000000-9999999} on printer {p:RTM|ANR}-{n:1-8}"],
      },
      {
        name: "carrier-bridge",
        traffic: ["tendered SH-{n:1000000-9999999} to carrier {p:DHL|DSV|Raben|Girteka}: accepted"],
      },
      { name: "customs-docs", traffic: ["generated T1 declaration MRN 26NL{h:12} for SH-{n:1000000-9999999}"] },
      {
        name: "fleet-telemetry",
        traffic: ["truck TR-{n:100-999} fuel={n:10-99}% temp={n:2-8}C reefer ok"],
        deprecation:
          "WARN o.a.k.c.p.ProducerConfig : These configurations '[linger.ms.legacy]' were supplied but are not used yet.",
      },
      { name: "billing-export", traffic: ["exported {n:1-40} invoices to SAP (IDoc {n:1000000-9999999})"] },
    ],
    roles: {
      edge: "shipment-api",
      auth: "shipment-api",
      api: "dock-scheduler",
      store: "shipment-api",
      worker: "route-optimizer",
      partner: "carrier-bridge",
      consumer: "tracking-ingest",
      batch: "billing-export",
      upload: "customs-docs",
    },
    noisy: {
      service: "fleet-telemetry",
      everySec: 12,
      level: "warn",
      tmpl: "truck TR-{n:100-999} reported odometer going backwards ({n:1-40} km), sample dropped",
    },
    retry: {
      caller: "carrier-bridge",
      fail: "carrier API call failed: Read timed out (read timeout=5). Retrying (Retry(total=2, connect=None, read=None)) after connection broken",
      ok: "tender accepted by carrier after retry (attempt 2)",
    },
    db: "mysql",
    vendor: "Raben EDI",
    topic: "gps-pings",
    host: "api.ferrow.example",
  },
  {
    company: "Lumen Grid Energy",
    namespace: "lumen-prod",
    edgeStyle: "nginx",
    routes: ["/account/usage", "/account/bills", "/outages/map", "/api/tariffs", "/account/meter-read"],
    services: [
      { name: "customer-web", traffic: ["render account/usage for C{n:1000000-9999999} ({n:12-36} months)"] },
      {
        name: "identity-svc",
        traffic: ["login ok for C{n:1000000-9999999} via {p:password|passkey|sso}", "MFA challenge passed"],
      },
      {
        name: "meter-ingest",
        traffic: ["batch of {n:500-4000} interval reads from head-end HE-{n:1-6} committed"],
        job: [30, "flushed {n:2000-9000} rows to readings_2026_11"],
      },
      {
        name: "tariff-engine",
        traffic: ["priced {n:1-48} intervals for C{n:1000000-9999999} on tariff {p:TOU-2|FLAT-1|EV-NIGHT}"],
      },
      {
        name: "billing-run",
        traffic: ["bill BL-{n:100000-999999} generated: {n:20-300}.{n:10-99} EUR"],
        job: [120, "checkpoint: {n:1000-9000} of 41220 accounts billed"],
        deprecation:
          "WARN  [main] o.s.b.a.o.j.JpaBaseConfiguration$JpaWebConfiguration : spring.jpa.open-in-view is enabled by default.",
      },
      { name: "outage-map", traffic: ["served outage tiles z={n:8-14} ({n:0-3} active outages)"] },
      {
        name: "field-dispatch",
        traffic: ["work order WO-{n:10000-99999} assigned to crew {p:N|S|E|W}-{n:1-20}"],
        deprecation:
          "DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      },
      {
        name: "meter-connect",
        traffic: [
          "[Consumer clientId=meter-connect-1, groupId=meter-connect] committed offsets for {n:3-12} partitions",
        ],
      },
      {
        name: "notify-service",
        traffic: ["sent {p:email|sms|push} {p:bill_ready|outage_update|usage_alert} to C{n:1000000-9999999}"],
      },
    ],
    roles: {
      edge: "customer-web",
      auth: "identity-svc",
      api: "tariff-engine",
      store: "meter-ingest",
      worker: "field-dispatch",
      partner: "notify-service",
      consumer: "meter-connect",
      batch: "billing-run",
      upload: "meter-ingest",
    },
    noisy: {
      service: "outage-map",
      everySec: 20,
      level: "error",
      tmpl: "tile z=15 x={n:10000-20000} y={n:10000-20000} outside coverage polygon, returned empty",
    },
    retry: {
      caller: "notify-service",
      fail: "SMTP 421 4.7.0 Try again later from smtp.mailrelay.example, retrying in 2s",
      ok: "message queued as {h:10} on retry",
    },
    db: "postgres",
    vendor: "head-end HES",
    topic: "meter-readings",
    host: "my.lumengrid.example",
  },
  {
    company: "Pebble & Quill Books",
    namespace: "pq-shop",
    edgeStyle: "spring",
    routes: ["/cart", "/checkout", "/search", "/books", "/account/orders"],
    services: [
      { name: "storefront", traffic: ["rendered book page ISBN 978{n:1000000000-9999999999} in {ms}ms"] },
      { name: "cart-svc", traffic: ["cart {h:10} now {n:1-9} items ({n:8-140}.{n:10-99} GBP)"] },
      {
        name: "payments-svc",
        traffic: ["PaymentIntent pi_{h:24} succeeded ({n:8-140}.{n:10-99} GBP)", "webhook charge.succeeded processed"],
        deprecation:
          "WARN 1 --- [main] o.h.d.Dialect : HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      },
      {
        name: "search-api",
        traffic: [
          'query "{p:ursula le guin|moomins|sourdough|tudor history|agatha christie}" -> {n:0-400} hits ({ms}ms)',
        ],
      },
      {
        name: "inventory-sync",
        traffic: ["stock update from {p:Gardners|Bertrams|warehouse-A}: {n:20-900} SKUs"],
        job: [60, "reconciled {n:0-30} stock deltas"],
      },
      { name: "recommendations", traffic: ["computed {n:5-20} recs for user U{n:100000-999999} (model v{n:40-44})"] },
      { name: "order-events", traffic: ["published OrderPlaced ord_{h:10} to topic orders (partition {n:0-11})"] },
      {
        name: "image-resizer",
        traffic: ["resized cover {h:12}.jpg to 3 sizes in {ms}ms"],
        deprecation:
          "(node:7) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      },
      {
        name: "seller-portal",
        traffic: ["seller S{n:1000-9999} updated {n:1-80} listings"],
        job: [180, "session sweep removed {n:0-40} idle sessions"],
      },
    ],
    roles: {
      edge: "storefront",
      auth: "storefront",
      api: "cart-svc",
      store: "cart-svc",
      worker: "recommendations",
      partner: "payments-svc",
      consumer: "order-events",
      batch: "inventory-sync",
      upload: "seller-portal",
    },
    noisy: {
      service: "recommendations",
      everySec: 15,
      level: "error",
      tmpl: "feature store miss for user U{n:100000-999999}: falling back to popular titles",
    },
    retry: {
      caller: "payments-svc",
      fail: "Stripe API request failed: (Status 409) idempotency key in use by a concurrent request; retrying in 500ms",
      ok: "Stripe request succeeded on retry (request-id req_{h:14})",
    },
    db: "postgres",
    vendor: "Stripe",
    topic: "orders",
    host: "www.pebbleandquill.example",
  },
  {
    company: "Orbit Gyms",
    namespace: "orbit-prod",
    edgeStyle: "go",
    routes: ["/v3/classes", "/v3/bookings", "/v3/members/me", "/v3/checkins", "/v3/payments"],
    services: [
      { name: "member-gateway", traffic: ["member M{n:100000-999999} session refreshed"] },
      {
        name: "class-booking",
        traffic: [
          "booked {p:spin|yoga|hiit|pilates} class CLS-{n:10000-99999} for M{n:100000-999999} ({n:1-30} spots left)",
        ],
        job: [60, "waitlist promoter: {n:0-6} members promoted"],
      },
      { name: "access-control", traffic: ["turnstile {p:AMS|UTR|RTM}-{n:1-9} granted M{n:100000-999999}"] },
      {
        name: "payments-bridge",
        traffic: ["SEPA direct debit mandate MD-{h:8} collected {n:19-59}.99 EUR"],
        deprecation:
          "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
      },
      { name: "trainer-schedule", traffic: ["trainer T{n:100-999} shift {n:6-21}:00 confirmed"] },
      {
        name: "notify-push",
        traffic: [
          "APNs accepted notification apns-id {h:8}-{h:4}-{h:4}",
          "FCM message projects/orbit/messages/{n:1000000-9999999} sent",
        ],
      },
      {
        name: "usage-analytics",
        traffic: ["aggregated {n:200-3000} check-in events into hourly_usage"],
        job: [90, "flushed rollup window ({n:1000-8000} rows)"],
      },
      {
        name: "member-db-proxy",
        traffic: ["pgbouncer: stats: {n:20-200} xact/s, {n:30-300} query/s, avg {n:200-900} us"],
      },
    ],
    roles: {
      edge: "member-gateway",
      auth: "member-gateway",
      api: "class-booking",
      store: "class-booking",
      worker: "usage-analytics",
      partner: "payments-bridge",
      consumer: "usage-analytics",
      batch: "usage-analytics",
      upload: "trainer-schedule",
    },
    noisy: {
      service: "access-control",
      everySec: 25,
      level: "warn",
      tmpl: "turnstile {p:AMS|UTR}-{n:1-9} heartbeat late by {n:2-9}s (firmware 2.3.1 known issue)",
    },
    retry: {
      caller: "notify-push",
      fail: "FCM send failed: 503 UNAVAILABLE, backing off 1s (attempt 1/5)",
      ok: "FCM send ok after 1 retry",
    },
    db: "postgres",
    vendor: "Adyen",
    topic: "checkins",
    host: "api.orbitgyms.example",
  },
];
