// The four made-up chimney-sweep and stove-fitting businesses: services, routes, id practice, edge proxy, and
// which service plays which part in the harmless noise.
import type { Estate, Level } from "./types.js";

/** Everyday chatter: [service, level, template, lines per minute]. Templates are filled by traffic.fill(). */
export type Chatter = [string, Level, string, number];

export interface EstateDef extends Estate {
  chatter: Chatter[];
  /** Services playing the parts that noise kinds need. */
  roles: {
    web: string;
    auth: string;
    payments: string;
    reports: string;
    consumer: string;
    devices: string;
    stock: string;
    backfill: string;
    validation: string;
    notify: string;
    jvm?: string;
  };
  /** Chronic harmless errors, one of which most windows carry from the first minute: [svc, level, text, period s]. */
  chronic: Array<[string, Level, string, number]>;
}

export const SOOTLINE: EstateDef = {
  key: "sootline",
  company: "Sootline Chimney Services",
  proxy: "edge-envoy",
  ids: "trace",
  host: "book.sootline.co.uk",
  services: [
    { name: "edge-envoy", runtime: "envoy", role: "proxy" },
    { name: "customer-portal", runtime: "node", role: "web" },
    { name: "booking-api", runtime: "spring", role: "api", splitStacks: true },
    { name: "survey-scheduler", runtime: "go", role: "api" },
    { name: "cert-issuer", runtime: "spring", role: "api", splitStacks: true },
    { name: "van-router", runtime: "go", role: "worker" },
    { name: "parts-catalog", runtime: "node", role: "api" },
    { name: "notify-gateway", runtime: "node", role: "worker" },
    { name: "payments-bridge", runtime: "spring", role: "api" },
    { name: "stock-ledger", runtime: "go", role: "api" },
  ],
  routes: [
    { method: "GET", path: "/", chain: ["customer-portal"], weight: 8, what: "home page" },
    { method: "GET", path: "/static/js/main.{hex}.js", chain: ["customer-portal"], weight: 6, what: "assets" },
    {
      method: "GET",
      path: "/api/slots?postcode={pc}&service=sweep",
      chain: ["customer-portal", "survey-scheduler"],
      weight: 14,
      what: "slot search",
    },
    {
      method: "POST",
      path: "/api/bookings",
      chain: ["customer-portal", "booking-api", "payments-bridge"],
      weight: 5,
      what: "booking",
    },
    {
      method: "GET",
      path: "/api/bookings/{id}",
      chain: ["customer-portal", "booking-api"],
      weight: 7,
      what: "booking view",
    },
    {
      method: "GET",
      path: "/api/quotes/stove?model={model}&flue={flue}",
      chain: ["customer-portal", "parts-catalog", "stock-ledger"],
      weight: 8,
      what: "stove quote",
    },
    {
      method: "GET",
      path: "/api/parts/search?q={q}",
      chain: ["customer-portal", "parts-catalog"],
      weight: 6,
      what: "parts search",
    },
    {
      method: "GET",
      path: "/api/certificates/{cert}.pdf",
      chain: ["customer-portal", "cert-issuer"],
      weight: 3,
      what: "certificate download",
    },
    {
      method: "POST",
      path: "/field/v2/jobs/{id}/complete",
      chain: ["booking-api", "cert-issuer"],
      weight: 3,
      what: "job completion",
    },
    { method: "GET", path: "/field/v2/rounds/today?van={van}", chain: ["van-router"], weight: 3, what: "van round" },
  ],
  chatter: [
    ["van-router", "INFO", 'round recomputed\t{"van": "{van}", "stops": {n}, "km": {km}}', 2],
    [
      "van-router",
      "DEBUG",
      'position ingested\t{"van": "{van}", "lat": 51.{n4}, "lon": -1.{n4}, "speed_kph": {n2}}',
      10,
    ],
    ["survey-scheduler", "DEBUG", 'slot hold released\t{"hold": "{uuid}", "reason": "ttl"}', 4],
    ["survey-scheduler", "INFO", 'availability cache refreshed\t{"engineers": {n}, "days": 14, "took": "{ms}ms"}', 1],
    ["notify-gateway", "INFO", "sms queued template=sweep_reminder to=+44 7*** ***{n3} job={id}", 3],
    ["notify-gateway", "DEBUG", "email delivered provider=postmark message_id={uuid}", 2],
    ["booking-api", "DEBUG", "HikariPool-1 - Pool stats (total=20, active={n1}, idle={n2}, waiting=0)", 2],
    ["booking-api", "INFO", "[gc] GC({n}) Pause Young (Normal) (G1 Evacuation Pause) {n}M->{n}M(1024M) {ms}.{n3}ms", 2],
    ["cert-issuer", "INFO", "[gc] GC({n}) Pause Young (Normal) (G1 Evacuation Pause) {n}M->{n}M(2048M) {ms}.{n3}ms", 1],
    ["cert-issuer", "INFO", "Issued certificate {cert} for job {id} (appliance=open fire, flue=clay liner)", 1],
    ["payments-bridge", "DEBUG", "HikariPool-1 - Pool stats (total=10, active={n1}, idle={n2}, waiting=0)", 2],
    ["stock-ledger", "INFO", 'reservation committed\t{"sku": "{sku}", "qty": 1, "depot": "{depot}"}', 2],
    ["parts-catalog", "DEBUG", "cache hit key=model:{model} ttl=287s", 6],
  ],
  roles: {
    web: "customer-portal",
    auth: "customer-portal",
    payments: "payments-bridge",
    reports: "booking-api",
    consumer: "notify-gateway",
    devices: "van-router",
    stock: "stock-ledger",
    backfill: "cert-issuer",
    validation: "booking-api",
    notify: "notify-gateway",
    jvm: "booking-api",
  },
  chronic: [
    [
      "notify-gateway",
      "ERROR",
      "failed to load optional template pack 'welsh-language': ENOENT: no such file or directory, open '/app/templates/cy/sweep_reminder.hbs'",
      4,
    ],
    [
      "van-router",
      "ERROR",
      'telemetry export failed\t{"exporter": "otlp", "error": "rpc error: code = Unavailable desc = connection error: desc = \\"transport: Error while dialing: dial tcp 10.0.9.14:4317: connect: connection refused\\""}',
      5,
    ],
    [
      "survey-scheduler",
      "WARN",
      'holiday calendar feed stale\t{"source": "gov.uk/bank-holidays.json", "age": "49h"}',
      3,
    ],
  ],
};

export const FLUEFIRE: EstateDef = {
  key: "fluefire",
  company: "Flue & Fire Ltd",
  proxy: "nginx_edge",
  ids: "request-web",
  host: "www.flueandfire.co.uk",
  services: [
    { name: "nginx_edge", runtime: "nginx", role: "proxy", textPayload: true },
    { name: "web_frontend", runtime: "node", role: "web" },
    { name: "booking_service", runtime: "python", role: "api" },
    { name: "survey_worker", runtime: "celery", role: "worker" },
    { name: "certificate_pdf", runtime: "python", role: "api" },
    { name: "stock_sync", runtime: "celery", role: "worker" },
    { name: "route_planner", runtime: "go", role: "api" },
    { name: "sms_relay", runtime: "node", role: "worker" },
    { name: "accounts_api", runtime: "php", role: "api" },
  ],
  routes: [
    { method: "GET", path: "/", chain: ["web_frontend"], weight: 8, what: "home page" },
    { method: "GET", path: "/_next/static/chunks/{hex}.js", chain: ["web_frontend"], weight: 6, what: "assets" },
    {
      method: "GET",
      path: "/api/availability?postcode={pc}",
      chain: ["web_frontend", "booking_service", "route_planner"],
      weight: 12,
      what: "availability",
    },
    { method: "POST", path: "/api/bookings/", chain: ["web_frontend", "booking_service"], weight: 5, what: "booking" },
    {
      method: "GET",
      path: "/api/bookings/{id}/",
      chain: ["web_frontend", "booking_service"],
      weight: 6,
      what: "booking view",
    },
    {
      method: "POST",
      path: "/api/payments/intent",
      chain: ["web_frontend", "accounts_api"],
      weight: 3,
      what: "payment",
    },
    {
      method: "GET",
      path: "/api/certificates/{cert}/",
      chain: ["web_frontend", "certificate_pdf"],
      weight: 3,
      what: "certificate",
    },
    {
      method: "GET",
      path: "/api/stoves?fuel={fuel}",
      chain: ["web_frontend", "booking_service"],
      weight: 5,
      what: "stove list",
    },
  ],
  chatter: [
    ["survey_worker", "INFO", "Task surveys.tasks.sync_engineer_diary[{uuid}] received", 3],
    ["survey_worker", "INFO", "Task surveys.tasks.sync_engineer_diary[{uuid}] succeeded in {s}s: None", 3],
    [
      "stock_sync",
      "INFO",
      "Task stock.tasks.pull_supplier_feed[{uuid}] succeeded in {s}s: {'updated': {n}, 'unchanged': {n}}",
      1,
    ],
    ["stock_sync", "INFO", "Scheduler: Sending due task refresh-liners (stock.tasks.refresh_liner_prices)", 1],
    ["route_planner", "DEBUG", 'matrix cache hit\t{"origin": "{pc}", "cells": {n}}', 6],
    ["route_planner", "INFO", 'round planned\t{"engineer": "eng-{n2}", "jobs": {n1}, "drive_min": {n}}', 2],
    ["sms_relay", "INFO", "delivered sms sid=SM{hex} status=delivered to=+447*******{n2}", 3],
    [
      "booking_service",
      "DEBUG",
      '(0.00{n1}) SELECT "bookings_slot"."id", "bookings_slot"."starts_at" FROM "bookings_slot" WHERE "bookings_slot"."postcode_area" = \'OX\' LIMIT 21; args=(\'OX\',); alias=default',
      8,
    ],
    ["certificate_pdf", "INFO", "rendered certificate {cert} pages=2 weasyprint={ms}ms", 1],
    ["accounts_api", "INFO", 'Invoice INV-{id} marked paid {"method":"card","amount":"{n}.00"}', 1],
  ],
  roles: {
    web: "web_frontend",
    auth: "web_frontend",
    payments: "accounts_api",
    reports: "booking_service",
    consumer: "survey_worker",
    devices: "route_planner",
    stock: "stock_sync",
    backfill: "certificate_pdf",
    validation: "booking_service",
    notify: "sms_relay",
  },
  chronic: [
    [
      "stock_sync",
      "ERROR",
      "Task stock.tasks.pull_discontinued_feed raised unexpected: FileNotFoundError(2, 'No such file or directory') - supplier Dovre removed discontinued.csv",
      6,
    ],
    ["web_frontend", "ERROR", "Error: Failed to load resource /fonts/Recoleta-Bold.woff2 (404) for route /stoves", 3],
    ["route_planner", "WARN", 'traffic feed disabled\t{"provider": "here", "reason": "no api key configured"}', 4],
  ],
};

export const HEARTH: EstateDef = {
  key: "hearth",
  company: "Hearthwise Sweeps & Stoves",
  proxy: "traefik",
  ids: "correlation-some",
  host: "hearthwise.uk",
  services: [
    { name: "traefik", runtime: "traefik", role: "proxy" },
    { name: "storefront", runtime: "rails", role: "web", corr: true },
    { name: "sidekiq", runtime: "sidekiq", role: "worker", corr: true },
    { name: "dispatch", runtime: "elixir", role: "api", corr: true },
    { name: "scheduler", runtime: "elixir", role: "worker" },
    { name: "inventory", runtime: "dotnet", role: "api" },
    { name: "invoicing", runtime: "dotnet", role: "api", corr: true },
    { name: "inspections", runtime: "python", role: "api" },
    { name: "mailer", runtime: "node", role: "worker" },
  ],
  routes: [
    { method: "GET", path: "/", chain: ["storefront"], weight: 8, what: "home page" },
    { method: "GET", path: "/assets/application-{hex}.css", chain: ["storefront"], weight: 5, what: "assets" },
    {
      method: "GET",
      path: "/book/slots?postcode={pc}",
      chain: ["storefront", "dispatch"],
      weight: 12,
      what: "slot search",
    },
    { method: "POST", path: "/book", chain: ["storefront", "dispatch", "invoicing"], weight: 5, what: "booking" },
    { method: "GET", path: "/stoves/{model}", chain: ["storefront", "inventory"], weight: 7, what: "stove page" },
    { method: "POST", path: "/checkout", chain: ["storefront", "invoicing", "inventory"], weight: 3, what: "checkout" },
    {
      method: "POST",
      path: "/api/v1/inspections/{id}/media",
      chain: ["inspections"],
      weight: 3,
      what: "camera upload",
    },
    { method: "GET", path: "/account/bookings", chain: ["storefront", "dispatch"], weight: 4, what: "account" },
  ],
  chatter: [
    ["sidekiq", "INFO", "pid=7 tid={tid} class=ReminderMailerJob jid={hex} INFO: start", 3],
    ["sidekiq", "INFO", "pid=7 tid={tid} class=ReminderMailerJob jid={hex} elapsed=0.{n3} INFO: done", 3],
    [
      "scheduler",
      "INFO",
      "Oban job completed worker=Scheduler.Workers.RebalanceDay queue=default state=success duration={ms}ms",
      2,
    ],
    ["dispatch", "DEBUG", 'QUERY OK source="slots" db={s}ms idle={ms}.{n1}ms', 8],
    [
      "inventory",
      "INFO",
      "Executed DbCommand ({ms}ms) [Parameters=[@__sku_0='?' (Size = 32)], CommandType='Text', CommandTimeout='30']",
      5,
    ],
    [
      "invoicing",
      "INFO",
      "Executed DbCommand ({ms}ms) [Parameters=[@p0='?' (DbType = Guid)], CommandType='Text', CommandTimeout='30']",
      3,
    ],
    ["inspections", "INFO", "stored frame batch inspection={id} frames={n} codec=h264 bytes={n}{n3}", 2],
    ["mailer", "INFO", "sent email template=booking_confirmation provider=ses messageId=0102{hex}", 2],
  ],
  roles: {
    web: "storefront",
    auth: "storefront",
    payments: "invoicing",
    reports: "invoicing",
    consumer: "sidekiq",
    devices: "inspections",
    stock: "inventory",
    backfill: "scheduler",
    validation: "storefront",
    notify: "mailer",
  },
  chronic: [
    ["mailer", "ERROR", "bounce webhook handler: unknown notification type 'DeliveryDelay' (ignored)", 4],
    [
      "inventory",
      "WARN",
      "The query uses a row limiting operator ('Skip'/'Take') without an 'OrderBy' operator. This may lead to unpredictable results.",
      3,
    ],
    [
      "scheduler",
      "ERROR",
      'Oban job failed worker=Scheduler.Workers.PushEngineerCalendar id={id} attempt={n1} error="** (KeyError) key :ical_url not found in: %{engineer_id: {n}, ical_url: nil}"',
      5,
    ],
  ],
};

export const KESTREL: EstateDef = {
  key: "kestrel",
  company: "Kestrel Sweeps",
  proxy: "haproxy",
  ids: "none",
  host: "kestrelsweeps.co.uk",
  services: [
    { name: "haproxy", runtime: "haproxy", role: "proxy", textPayload: true },
    { name: "ops-booking-svc", runtime: "php", role: "web" },
    { name: "ops-rounds-worker", runtime: "go", role: "worker" },
    { name: "field-survey-svc", runtime: "dotnet", role: "api" },
    { name: "field-photo-worker", runtime: "python", role: "worker" },
    { name: "stock-parts-svc", runtime: "spring", role: "api" },
    { name: "stock-reorder-worker", runtime: "spring", role: "worker" },
    { name: "comms-sms-worker", runtime: "node", role: "worker" },
    { name: "fin-invoice-svc", runtime: "dotnet", role: "api" },
    { name: "fin-certs-worker", runtime: "php", role: "worker" },
  ],
  routes: [
    { method: "GET", path: "/", chain: ["ops-booking-svc"], weight: 8, what: "home page" },
    {
      method: "GET",
      path: "/book?postcode={pc}",
      chain: ["ops-booking-svc", "ops-rounds-worker"],
      weight: 10,
      what: "slot search",
    },
    {
      method: "POST",
      path: "/book/confirm",
      chain: ["ops-booking-svc", "fin-invoice-svc"],
      weight: 4,
      what: "booking",
    },
    {
      method: "GET",
      path: "/stoves/{model}",
      chain: ["ops-booking-svc", "stock-parts-svc"],
      weight: 6,
      what: "stove page",
    },
    { method: "POST", path: "/field/surveys/{id}", chain: ["field-survey-svc"], weight: 4, what: "survey upload" },
    {
      method: "POST",
      path: "/field/surveys/{id}/photos",
      chain: ["field-survey-svc", "field-photo-worker"],
      weight: 4,
      what: "photo upload",
    },
    {
      method: "GET",
      path: "/my/certificates/{cert}",
      chain: ["ops-booking-svc", "fin-certs-worker"],
      weight: 2,
      what: "certificate",
    },
  ],
  chatter: [
    ["ops-rounds-worker", "INFO", 'rounds batch built\t{"date": "tomorrow", "vans": {n1}, "jobs": {n}}', 1],
    ["ops-rounds-worker", "DEBUG", 'geocode cache hit\t{"postcode": "{pc}"}', 6],
    ["stock-reorder-worker", "INFO", "Reorder check complete: {n} SKUs scanned, {n1} below min", 1],
    [
      "stock-parts-svc",
      "DEBUG",
      "select p1_0.sku,p1_0.flue_diameter_mm,p1_0.price_pence from part p1_0 where p1_0.sku=?",
      6,
    ],
    ["comms-sms-worker", "INFO", "sms sent via textlocal to 07*** ***{n3} batch={n}", 2],
    ["fin-certs-worker", "INFO", 'Certificate CP-{id} generated {"type":"sweep","pages":1}', 1],
    ["field-photo-worker", "INFO", "thumbnail written survey={id} size=480x360 ms={ms}", 3],
    [
      "fin-invoice-svc",
      "INFO",
      "Executed DbCommand ({ms}ms) [Parameters=[@__id_0='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30']",
      3,
    ],
  ],
  roles: {
    web: "ops-booking-svc",
    auth: "ops-booking-svc",
    payments: "fin-invoice-svc",
    reports: "fin-invoice-svc",
    consumer: "stock-reorder-worker",
    devices: "field-survey-svc",
    stock: "stock-reorder-worker",
    backfill: "fin-certs-worker",
    validation: "ops-booking-svc",
    notify: "comms-sms-worker",
    jvm: "stock-parts-svc",
  },
  chronic: [
    [
      "fin-certs-worker",
      "ERROR",
      "production.ERROR: Font file not found: /var/www/html/storage/fonts/dejavu_sans_condensed_bold.ufm, falling back to Helvetica",
      4,
    ],
    ["comms-sms-worker", "WARN", "textlocal balance low: {n3} credits remaining (threshold 1000)", 6],
    [
      "field-survey-svc",
      "ERROR",
      "Failed to send telemetry to Application Insights: 400 Invalid instrumentation key",
      5,
    ],
  ],
};

export const ESTATES: EstateDef[] = [SOOTLINE, FLUEFIRE, HEARTH, KESTREL];
