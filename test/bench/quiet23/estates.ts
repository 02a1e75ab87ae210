// The four made-up companies of quiet23: their services, runtimes, request paths and everyday chatter.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "go" | "java" | "python" | "node" | "ruby" | "dotnet" | "envoy" | "nginx";

export interface Hop {
  svc: string;
  line: (r: Rng) => string;
}

export interface Route {
  method: string;
  path: (r: Rng) => string;
  hops: Hop[];
  weight: number;
}

export interface Job {
  svc: string;
  everySec: number;
  lines: (r: Rng) => Array<[Level, string]>;
}

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traced: boolean;
  gateway: string;
  services: Record<string, Runtime>;
  routes: Route[];
  jobs: Job[];
  /** the service that logs the same harmless complaint from the first minute */
  noisy: { svc: string; everySec: number; level: Level; line: (r: Rng) => string };
  deprecations: Array<{ svc: string; msg: string }>;
  health: string[];
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

export const ESTATES: Estate[] = [
  {
    key: "brightcart",
    company: "Brightcart (hosted storefronts)",
    ns: "shop-prod",
    traced: true,
    gateway: "edge-gateway",
    services: {
      "edge-gateway": "envoy",
      "storefront-web": "node",
      "cart-svc": "go",
      "checkout-api": "java",
      "payments-svc": "node",
      "pricing-rules": "go",
      "catalog-svc": "python",
      "search-api": "java",
      "notify-worker": "python",
      "flag-relay": "go",
    },
    routes: [
      {
        method: "GET",
        path: (r) => `/api/catalog/products/${r.int(10000, 99999)}`,
        weight: 5,
        hops: [
          { svc: "storefront-web", line: (r) => `GET /products/${r.int(10000, 99999)} 200 ${ms(r, 18, 140)}ms` },
          {
            svc: "catalog-svc",
            line: (r) =>
              `product loaded sku=BC-${r.int(100000, 999999)} variants=${r.int(1, 9)} cache=${r.pick(["hit", "hit", "miss"])}`,
          },
          { svc: "pricing-rules", line: (r) => `priced 1 item rules_evaluated=${r.int(3, 40)} took=${ms(r, 1, 9)}ms` },
        ],
      },
      {
        method: "GET",
        path: (r) => `/api/search?q=${r.pick(["shoes", "linen+shirt", "desk+lamp", "yoga+mat", "mug", "sofa"])}`,
        weight: 4,
        hops: [
          {
            svc: "search-api",
            line: (r) => `query executed index=products-v7 hits=${r.int(0, 1800)} took=${ms(r, 6, 90)}ms shards=6/6`,
          },
        ],
      },
      {
        method: "POST",
        path: () => "/api/cart/items",
        weight: 3,
        hops: [
          {
            svc: "cart-svc",
            line: (r) => `cart updated cart_id=c_${r.hex(10)} items=${r.int(1, 7)} version=${r.int(2, 40)}`,
          },
          {
            svc: "pricing-rules",
            line: (r) => `priced ${r.int(1, 7)} items rules_evaluated=${r.int(3, 60)} took=${ms(r, 1, 14)}ms`,
          },
        ],
      },
      {
        method: "POST",
        path: () => "/api/checkout",
        weight: 1,
        hops: [
          {
            svc: "checkout-api",
            line: (r) =>
              `Order BC-${r.int(1000000, 9999999)} placed: ${r.int(1, 6)} lines, total ${r.int(12, 480)}.${r.int(10, 99)} USD`,
          },
          { svc: "cart-svc", line: (r) => `cart locked for checkout cart_id=c_${r.hex(10)}` },
          {
            svc: "payments-svc",
            line: (r) =>
              `PaymentIntent pi_${r.hex(14)} succeeded (card ${r.pick(["visa", "mastercard", "amex"])}, ${ms(r, 180, 900)}ms)`,
          },
          {
            svc: "notify-worker",
            line: (r) => `enqueued order_confirmation email for order BC-${r.int(1000000, 9999999)}`,
          },
        ],
      },
    ],
    jobs: [
      {
        svc: "catalog-svc",
        everySec: 60,
        lines: (r) => [
          ["INFO", `inventory delta sync: ${r.int(20, 900)} SKUs updated from warehouse feed in ${r.int(300, 2900)}ms`],
        ],
      },
      {
        svc: "flag-relay",
        everySec: 30,
        lines: (r) => [["INFO", `flag snapshot refreshed flags=${r.int(140, 150)} segments=22 etag="W/${r.hex(8)}"`]],
      },
      {
        svc: "notify-worker",
        everySec: 20,
        lines: (r) => [
          [
            "INFO",
            `Task notify.send_batch[${r.hex(8)}-${r.hex(4)}] succeeded in ${(r.next() * 2).toFixed(3)}s: ${r.int(0, 40)} sent`,
          ],
        ],
      },
    ],
    noisy: {
      svc: "catalog-svc",
      everySec: 11,
      level: "ERROR",
      line: (r) =>
        `image resize failed for sku=BC-${r.int(100000, 999999)}: PIL.UnidentifiedImageError: cannot identify image file <_io.BytesIO object at 0x7f${r.hex(10)}> (placeholder served)`,
    },
    deprecations: [
      {
        svc: "storefront-web",
        msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      },
      {
        svc: "catalog-svc",
        msg: "/usr/local/lib/python3.11/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
      },
    ],
    health: ["cart-svc", "pricing-rules", "flag-relay", "search-api"],
  },
  {
    key: "tallyhive",
    company: "Tallyhive (B2B invoicing)",
    ns: "billing-prod",
    traced: false,
    gateway: "api-gateway",
    services: {
      "api-gateway": "nginx",
      "web-portal": "ruby",
      "invoice-renderer": "ruby",
      "ledger-core": "dotnet",
      "tax-engine": "java",
      "report-export": "python",
      mailer: "go",
      "identity-svc": "dotnet",
      scheduler: "python",
    },
    routes: [
      {
        method: "GET",
        path: (r) => `/app/invoices/${r.int(100000, 999999)}`,
        weight: 5,
        hops: [
          {
            svc: "web-portal",
            line: (r) =>
              `Completed 200 OK in ${ms(r, 30, 260)}ms (Views: ${ms(r, 8, 90)}.${r.int(0, 9)}ms | ActiveRecord: ${ms(r, 2, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(4000, 60000)})`,
          },
          {
            svc: "ledger-core",
            line: (r) =>
              `Executed endpoint 'Ledger.Api.Controllers.InvoicesController.Get (Ledger.Api)' in ${ms(r, 4, 60)}.${r.int(1000, 9999)}ms`,
          },
        ],
      },
      {
        method: "POST",
        path: () => "/api/v2/invoices",
        weight: 3,
        hops: [
          {
            svc: "tax-engine",
            line: (r) =>
              `Computed tax for 1 invoice: jurisdiction=${r.pick(["US-CA", "US-NY", "DE", "FR", "GB", "NL"])} lines=${r.int(1, 30)} elapsed=${ms(r, 3, 40)}ms`,
          },
          {
            svc: "ledger-core",
            line: (r) =>
              `Invoice INV-${r.int(2026000, 2026999)}-${r.int(1000, 9999)} posted to ledger (tenant t_${r.int(1000, 4999)})`,
          },
        ],
      },
      {
        method: "GET",
        path: (r) => `/app/invoices/${r.int(100000, 999999)}.pdf`,
        weight: 2,
        hops: [
          {
            svc: "invoice-renderer",
            line: (r) =>
              `Rendered invoice PDF pages=${r.int(1, 6)} bytes=${r.int(40000, 420000)} duration=${ms(r, 120, 1400)}ms`,
          },
        ],
      },
      {
        method: "POST",
        path: () => "/oauth/token",
        weight: 2,
        hops: [
          {
            svc: "identity-svc",
            line: (r) =>
              `Token issued for client_id=cli_${r.hex(8)} grant_type=${r.pick(["client_credentials", "refresh_token", "authorization_code"])}`,
          },
        ],
      },
    ],
    jobs: [
      {
        svc: "scheduler",
        everySec: 60,
        lines: (r) => [
          ["INFO", `Running job "dunning_reminders (trigger: cron[minute='*'], next run at: +60s)"`],
          ["INFO", `Job "dunning_reminders" executed successfully (${r.int(0, 30)} reminders queued)`],
        ],
      },
      {
        svc: "mailer",
        everySec: 15,
        lines: (r) => [
          ["INFO", `batch delivered provider=postmark accepted=${r.int(0, 25)} deferred=0 took=${r.int(80, 700)}ms`],
        ],
      },
      {
        svc: "report-export",
        everySec: 45,
        lines: (r) => [
          [
            "INFO",
            `export job exp_${r.hex(8)} finished rows=${r.int(200, 90000)} file=s3://th-exports/t_${r.int(1000, 4999)}/${r.hex(6)}.csv.gz`,
          ],
        ],
      },
    ],
    noisy: {
      svc: "tax-engine",
      everySec: 9,
      level: "WARN",
      line: (r) =>
        `Rate table lookup fell back to the national rate for postal code ${r.pick(["00000", "99999", "N/A", "-", "XXXXX"])} (tenant t_${r.int(1000, 4999)}); see TAX-311`,
    },
    deprecations: [
      {
        svc: "web-portal",
        msg: "DEPRECATION WARNING: Rails.application.secrets is deprecated in favor of Rails.application.credentials and will be removed in Rails 7.2",
      },
      {
        svc: "ledger-core",
        msg: "warn: Microsoft.EntityFrameworkCore.Query[20504] Compiling a query which loads related collections for more than one collection navigation, either via 'Include' or through projection, but no 'QuerySplittingBehavior' has been configured. Entity Framework will use 'QuerySplittingBehavior.SingleQuery', which can potentially result in slow query performance.",
      },
    ],
    health: ["ledger-core", "identity-svc", "tax-engine"],
  },
  {
    key: "parcelpoint",
    company: "Parcelpoint (parcel logistics platform)",
    ns: "logistics",
    traced: true,
    gateway: "ingress-envoy",
    services: {
      "ingress-envoy": "envoy",
      "tracking-api": "go",
      "route-planner": "python",
      "order-events": "java",
      "shipping-notifier": "node",
      "warehouse-sync": "dotnet",
      "label-service": "ruby",
      "geo-cache": "go",
      "partner-hooks": "node",
    },
    routes: [
      {
        method: "GET",
        path: (r) => `/v1/parcels/PP${r.int(100000000, 999999999)}/events`,
        weight: 6,
        hops: [
          {
            svc: "tracking-api",
            line: (r) =>
              `served tracking events parcel=PP${r.int(100000000, 999999999)} events=${r.int(2, 18)} dur=${ms(r, 3, 60)}ms`,
          },
          {
            svc: "geo-cache",
            line: (r) =>
              `geo lookup depot=${r.pick(["AMS2", "RTM1", "UTR3", "EIN1", "BRU2"])} hit=${r.pick(["true", "true", "false"])}`,
          },
        ],
      },
      {
        method: "POST",
        path: () => "/v1/routes/optimize",
        weight: 1,
        hops: [
          {
            svc: "route-planner",
            line: (r) =>
              `optimized route van=${r.pick(["V", "E"])}${r.int(100, 899)} stops=${r.int(40, 160)} solver=ortools dist=${r.int(40, 210)}km in ${(r.next() * 4 + 0.5).toFixed(2)}s`,
          },
          {
            svc: "geo-cache",
            line: (r) => `matrix batch ${r.int(40, 160)}x${r.int(40, 160)} served from cache ratio=0.${r.int(70, 99)}`,
          },
        ],
      },
      {
        method: "POST",
        path: () => "/v1/shipments",
        weight: 3,
        hops: [
          {
            svc: "label-service",
            line: (r) =>
              `Completed 201 Created in ${ms(r, 40, 300)}ms (ActiveRecord: ${ms(r, 3, 30)}.${r.int(0, 9)}ms)`,
          },
          {
            svc: "order-events",
            line: (r) =>
              `Published ShipmentCreated key=PP${r.int(100000000, 999999999)} to shipments.v2 partition=${r.int(0, 11)} offset=${r.int(9000000, 9900000)}`,
          },
          {
            svc: "shipping-notifier",
            line: (r) =>
              `consumed ShipmentCreated, scheduled ${r.pick(["sms", "email", "push"])} notification (lag ${r.int(2, 90)}ms)`,
          },
        ],
      },
      {
        method: "POST",
        path: (r) => `/hooks/partners/${r.pick(["shopify", "woo", "bol", "zalando"])}`,
        weight: 2,
        hops: [
          {
            svc: "partner-hooks",
            line: (r) =>
              `webhook accepted partner=${r.pick(["shopify", "woo", "bol", "zalando"])} orders=${r.int(1, 12)} sig=valid`,
          },
        ],
      },
    ],
    jobs: [
      {
        svc: "warehouse-sync",
        everySec: 30,
        lines: (r) => [
          [
            "INFO",
            `info: Parcelpoint.WarehouseSync.Worker[0] Synced ${r.int(0, 400)} scan events from depot ${r.pick(["AMS2", "RTM1", "UTR3", "EIN1"])} in ${r.int(100, 2200)} ms`,
          ],
        ],
      },
      {
        svc: "order-events",
        everySec: 40,
        lines: (r) => [
          [
            "INFO",
            `[Consumer clientId=order-events-1, groupId=order-events] Committed offsets for ${r.int(6, 12)} partitions, max lag ${r.int(0, 60)}`,
          ],
        ],
      },
    ],
    noisy: {
      svc: "partner-hooks",
      everySec: 8,
      level: "ERROR",
      line: (r) =>
        `webhook rejected partner=legacy-ftp-bridge status=422 reason="missing field 'recipient.postcode'" order_ref=LFB-${r.int(10000, 99999)}`,
    },
    deprecations: [
      {
        svc: "shipping-notifier",
        msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      },
      {
        svc: "order-events",
        msg: "WARN o.a.k.c.c.ConsumerConfig - These configurations '[auto.offset.reset.legacy]' were supplied but are not used yet.",
      },
    ],
    health: ["tracking-api", "geo-cache", "route-planner", "label-service"],
  },
  {
    key: "medora",
    company: "Medora (clinic scheduling SaaS)",
    ns: "medora-prod",
    traced: false,
    gateway: "portal-bff",
    services: {
      "portal-bff": "node",
      appointments: "java",
      "patients-api": "python",
      "sms-relay": "go",
      "calendar-sync": "python",
      "billing-svc": "dotnet",
      "audit-log": "go",
      "auth-proxy": "go",
      "docs-store": "python",
    },
    routes: [
      {
        method: "GET",
        path: (r) => `/api/clinics/${r.int(100, 999)}/slots?date=2026-12-0${r.int(1, 9)}`,
        weight: 5,
        hops: [
          {
            svc: "auth-proxy",
            line: (r) => `authz allow sub=usr_${r.hex(6)} scope=slots:read latency_us=${r.int(90, 900)}`,
          },
          {
            svc: "appointments",
            line: (r) =>
              `Slots computed clinic=${r.int(100, 999)} practitioners=${r.int(2, 14)} free=${r.int(0, 60)} in ${ms(r, 4, 80)} ms`,
          },
        ],
      },
      {
        method: "POST",
        path: () => "/api/appointments",
        weight: 2,
        hops: [
          {
            svc: "auth-proxy",
            line: (r) => `authz allow sub=usr_${r.hex(6)} scope=appointments:write latency_us=${r.int(90, 900)}`,
          },
          {
            svc: "appointments",
            line: (r) =>
              `Appointment APT-${r.int(1000000, 9999999)} booked (type=${r.pick(["consult", "followup", "physio", "vaccination"])})`,
          },
          {
            svc: "patients-api",
            line: (r) => `"GET /patients/${r.int(100000, 999999)} HTTP/1.1" 200 ${r.int(400, 3000)}`,
          },
          {
            svc: "audit-log",
            line: (r) =>
              `audit event stored kind=appointment.create actor=usr_${r.hex(6)} seq=${r.int(8000000, 9000000)}`,
          },
        ],
      },
      {
        method: "GET",
        path: (r) => `/api/patients/${r.int(100000, 999999)}/documents`,
        weight: 2,
        hops: [
          {
            svc: "patients-api",
            line: (r) => `"GET /patients/${r.int(100000, 999999)}/documents HTTP/1.1" 200 ${r.int(400, 9000)}`,
          },
          { svc: "docs-store", line: (r) => `presigned ${r.int(1, 6)} document urls bucket=medora-docs-eu ttl=300s` },
        ],
      },
      {
        method: "POST",
        path: () => "/api/invoices/charge",
        weight: 1,
        hops: [
          {
            svc: "billing-svc",
            line: (r) =>
              `info: Medora.Billing.ChargeHandler[0] Charge ch_${r.hex(12)} captured amount=${r.int(20, 240)}.00 EUR`,
          },
          {
            svc: "audit-log",
            line: (r) => `audit event stored kind=billing.charge actor=system seq=${r.int(8000000, 9000000)}`,
          },
        ],
      },
    ],
    jobs: [
      {
        svc: "calendar-sync",
        everySec: 30,
        lines: (r) => [
          [
            "INFO",
            `synced ${r.int(0, 80)} practitioner calendars (google=${r.int(0, 40)}, o365=${r.int(0, 40)}) in ${r.int(300, 4000)}ms`,
          ],
        ],
      },
      {
        svc: "sms-relay",
        everySec: 20,
        lines: (r) => [["INFO", `reminder batch sent provider=messagebird accepted=${r.int(0, 30)} queued=0`]],
      },
    ],
    noisy: {
      svc: "calendar-sync",
      everySec: 10,
      level: "ERROR",
      line: (r) =>
        `google calendar watch renewal failed for practitioner pr_${r.int(1000, 9999)}: HttpError 404 when requesting https://www.googleapis.com/calendar/v3/channels/stop returned "Channel '${r.hex(8)}' not found"`,
    },
    deprecations: [
      {
        svc: "portal-bff",
        msg: "(node:1) [DEP0170] DeprecationWarning: The URL mongodb://... is invalid. Future versions of Node.js will throw an error.",
      },
      {
        svc: "patients-api",
        msg: "/app/.venv/lib/python3.12/site-packages/sqlalchemy/orm/query.py:196: LegacyAPIWarning: The Query.get() method is considered legacy as of the 1.x series of SQLAlchemy and becomes a legacy construct in 2.0.",
      },
    ],
    health: ["appointments", "auth-proxy", "billing-svc", "docs-store"],
  },
];
