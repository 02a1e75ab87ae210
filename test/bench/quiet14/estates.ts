// Five made-up companies, 8-11 services each: their everyday traffic and the roles the scenarios lean on.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Lang = "de" | "fr" | "es" | "ja";
type Gen = (r: Rng) => string;

export interface Estate {
  key: string;
  company: string;
  ns: string;
  day: string;
  regions: [string, string];
  services: string[];
  edge: string;
  edgeRoutes: string[];
  /** downstream work a request fans out to */
  traffic: Array<{ svc: string; msg: Gen }>;
  job: { svc: string; every: number; msg: Gen };
  noisy: { svc: string; level: Level; every: number; msg: Gen };
  deprecation: { svc: string; msg: string };
  retry: { svc: string; warn: Gen; ok: Gen };
  roles: {
    telemetry: string;
    mobile: string;
    push: string;
    db: string;
    router: string;
    win: string;
    sql: string;
    lang: string;
    worker: string;
    pay: string;
  };
  lang: Lang;
  apiHost: string;
}

const amt = (r: Rng) => (r.int(300, 25000) / 100).toFixed(2);

export const ESTATES: Estate[] = [
  {
    key: "tidewater",
    company: "Tidewater Mutual (mobile banking)",
    ns: "tw-prod",
    day: "2026-11-03",
    regions: ["eu-central-1", "eu-west-1"],
    services: [
      "mb-edge",
      "login-broker",
      "accounts-core",
      "payments-orch",
      "push-relay",
      "client-telemetry",
      "statement-render",
      "ledger-api",
      "kontoauszug-svc",
      "fx-rates",
    ],
    edge: "mb-edge",
    edgeRoutes: ["/v3/accounts", "/v3/payments", "/v3/cards", "/v3/statements", "/v3/me"],
    traffic: [
      { svc: "accounts-core", msg: (r) => `balance read acct=DE${r.int(10, 99)}****${r.int(1000, 9999)} cache=hit` },
      { svc: "payments-orch", msg: (r) => `SEPA transfer ${r.hex(10)} accepted amount=${amt(r)} EUR scheme=SCT_INST` },
      {
        svc: "login-broker",
        msg: (r) => `token refreshed for client ios-${r.pick(["8.14", "8.15"])} sub=u${r.int(1e5, 9e5)}`,
      },
      { svc: "ledger-api", msg: (r) => `posted journal ${r.int(1e6, 9e6)} lines=2 in ${r.int(3, 40)}ms` },
      { svc: "fx-rates", msg: (r) => `quote EUR/${r.pick(["USD", "GBP", "CHF", "PLN"])} served age=${r.int(1, 59)}s` },
      {
        svc: "statement-render",
        msg: (r) => `Rendered statement PDF for account ${r.int(1e7, 9e7)} (${r.int(2, 14)} pages)`,
      },
    ],
    job: { svc: "kontoauszug-svc", every: 60000, msg: (r) => `Kontoauszugslauf: ${r.int(40, 400)} Auszüge erstellt` },
    noisy: {
      svc: "fx-rates",
      level: "error",
      every: 9000,
      msg: (r) => `ECB feed: rate for ${r.pick(["VES", "ZWL", "SSP"])} missing in eurofxref-daily.xml, kept previous`,
    },
    deprecation: {
      svc: "payments-orch",
      msg: "DeprecationWarning: pain.001.001.03 is deprecated, migrate to pain.001.001.09 before 2026-11-22",
    },
    retry: {
      svc: "accounts-core",
      warn: (r) => `Redis GET timed out after 50ms (attempt 1/3) key=acct:${r.int(1e5, 9e5)}, retrying`,
      ok: () => "Redis GET succeeded on attempt 2",
    },
    roles: {
      telemetry: "client-telemetry",
      mobile: "mb-edge",
      push: "push-relay",
      db: "ledger-api",
      router: "mb-edge",
      win: "statement-render",
      sql: "ledger-api",
      lang: "kontoauszug-svc",
      worker: "accounts-core",
      pay: "payments-orch",
    },
    lang: "de",
    apiHost: "api.tidewater-mutual.example",
  },
  {
    key: "lumen",
    company: "Lumen Play (video streaming)",
    ns: "lumen-prod",
    day: "2026-11-07",
    regions: ["us-east-1", "us-west-2"],
    services: [
      "play-api",
      "catalog-graph",
      "entitlement",
      "session-tracker",
      "cdn-signer",
      "recs-engine",
      "web-rum",
      "push-relay",
      "facturation",
      "region-router",
      "transcode-worker",
    ],
    edge: "play-api",
    edgeRoutes: ["/v2/home", "/v2/title", "/v2/playback", "/v2/search", "/v2/profile"],
    traffic: [
      {
        svc: "catalog-graph",
        msg: (r) =>
          `resolved rail "${r.pick(["Trending", "Because you watched", "New"])}" ${r.int(12, 40)} items in ${r.int(4, 60)}ms`,
      },
      {
        svc: "entitlement",
        msg: (r) => `entitled profile=p${r.int(1e5, 9e5)} plan=${r.pick(["basic", "standard", "premium"])}`,
      },
      {
        svc: "session-tracker",
        msg: (r) => `heartbeat session=${r.hex(8)} pos=${r.int(10, 7000)}s bitrate=${r.pick([1800, 3500, 6000])}k`,
      },
      { svc: "cdn-signer", msg: (r) => `signed manifest url ttl=300s edge=${r.pick(["iad", "ord", "sea", "dfw"])}` },
      { svc: "recs-engine", msg: (r) => `ranked ${r.int(80, 300)} candidates model=rr-v41 in ${r.int(8, 70)}ms` },
    ],
    job: {
      svc: "transcode-worker",
      every: 45000,
      msg: (r) =>
        `ffmpeg job ${r.hex(6)} done: 1080p h264 ${r.int(40, 900)}s of video, speed=${r.int(2, 9)}.${r.int(0, 9)}x`,
    },
    noisy: {
      svc: "recs-engine",
      level: "warn",
      every: 7000,
      msg: (r) => `feature store: missing embedding for title t${r.int(1e4, 9e4)}, using popularity prior`,
    },
    deprecation: {
      svc: "play-api",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    retry: {
      svc: "entitlement",
      warn: (r) => `DynamoDB ProvisionedThroughputExceededException on GetItem (retry ${r.int(1, 2)}/10, backoff 50ms)`,
      ok: () => "GetItem succeeded after retry",
    },
    roles: {
      telemetry: "web-rum",
      mobile: "play-api",
      push: "push-relay",
      db: "entitlement",
      router: "region-router",
      win: "transcode-worker",
      sql: "entitlement",
      lang: "facturation",
      worker: "transcode-worker",
      pay: "facturation",
    },
    lang: "fr",
    apiHost: "api.lumenplay.example",
  },
  {
    key: "brightcart",
    company: "Brightcart (European retail)",
    ns: "bc-prod",
    day: "2026-11-12",
    regions: ["europe-west3", "europe-west4"],
    services: [
      "shop-front",
      "cart-svc",
      "checkout-eu",
      "bestand-sync",
      "region-router",
      "search-sk",
      "mailer",
      "storefront-rum",
      "app-bff",
    ],
    edge: "shop-front",
    edgeRoutes: ["/de/p/", "/fr/c/", "/api/cart", "/api/checkout", "/es/search"],
    traffic: [
      { svc: "cart-svc", msg: (r) => `cart ${r.hex(8)} updated items=${r.int(1, 9)} total=${amt(r)} EUR` },
      {
        svc: "checkout-eu",
        msg: (r) => `order BC-${r.int(1e6, 9e6)} placed psp=${r.pick(["adyen", "klarna", "paypal"])} amount=${amt(r)}`,
      },
      {
        svc: "search-sk",
        msg: (r) =>
          `query "${r.pick(["sneaker", "winterjacke", "robe", "cafetera", "lego"])}" ${r.int(3, 900)} hits in ${r.int(5, 80)}ms`,
      },
      {
        svc: "app-bff",
        msg: (r) =>
          `GET /app/home 200 ${r.int(20, 200)}ms app=${r.pick(["ios/6.2.0", "android/6.2.1", "android/6.1.4"])}`,
      },
      {
        svc: "bestand-sync",
        msg: (r) => `Bestand aktualisiert: SKU ${r.int(1e5, 9e5)} Lager FRA1 Menge=${r.int(0, 400)}`,
      },
    ],
    job: {
      svc: "mailer",
      every: 60000,
      msg: (r) => `newsletter batch ${r.int(100, 999)} sent: ${r.int(800, 2000)} delivered via SES`,
    },
    noisy: {
      svc: "search-sk",
      level: "error",
      every: 8000,
      msg: (r) => `synonym file de_synonyms.txt line ${r.int(100, 900)}: malformed rule ignored`,
    },
    deprecation: {
      svc: "cart-svc",
      msg: "o.h.e.j.e.i.JdbcEnvironmentInitiator - HHH000511: The 10.4 version for [org.hibernate.dialect.PostgreSQLDialect] is no longer supported; the minimum supported version is 12.0.0",
    },
    retry: {
      svc: "checkout-eu",
      warn: (r) => `Adyen /payments returned 503, retrying in ${r.pick([100, 200])}ms (attempt 1 of 3)`,
      ok: () => "Adyen /payments succeeded on attempt 2 (resultCode=Authorised)",
    },
    roles: {
      telemetry: "storefront-rum",
      mobile: "app-bff",
      push: "mailer",
      db: "checkout-eu",
      router: "region-router",
      win: "bestand-sync",
      sql: "checkout-eu",
      lang: "bestand-sync",
      worker: "mailer",
      pay: "checkout-eu",
    },
    lang: "de",
    apiHost: "api.brightcart.example",
  },
  {
    key: "kaito",
    company: "Kaito Logistics (parcel delivery, Japan)",
    ns: "kaito-prod",
    day: "2026-11-16",
    regions: ["ap-northeast-1", "ap-northeast-3"],
    services: [
      "haiso-api",
      "tracking-ingest",
      "label-print",
      "route-opt",
      "driver-app-bff",
      "warehouse-wms",
      "notif-push",
      "shipper-portal",
    ],
    edge: "haiso-api",
    edgeRoutes: ["/v1/shipments", "/v1/tracking", "/v1/labels", "/v1/pickups"],
    traffic: [
      {
        svc: "tracking-ingest",
        msg: (r) =>
          `scan event parcel=JP${r.int(1e9, 9e9)} status=${r.pick(["picked_up", "in_transit", "out_for_delivery", "delivered"])}`,
      },
      {
        svc: "route-opt",
        msg: (r) =>
          `route solved depot=${r.pick(["Shinagawa", "Koto", "Itabashi"])} stops=${r.int(40, 140)} in ${r.int(200, 1900)}ms`,
      },
      {
        svc: "driver-app-bff",
        msg: (r) => `POST /driver/scan 200 ${r.int(15, 120)}ms app=android/${r.pick(["4.8.2", "4.9.0"])}`,
      },
      {
        svc: "warehouse-wms",
        msg: (r) =>
          `Putaway confirmed LPN ${r.int(1e6, 9e6)} bin ${r.pick(["A", "B", "C"])}-${r.int(1, 40)}-${r.int(1, 6)}`,
      },
      {
        svc: "label-print",
        msg: (r) => `ラベル印刷完了: 送り状 ${r.int(1e11, 9e11)} (プリンタ ZT410-${r.int(1, 12)})`,
      },
    ],
    job: {
      svc: "route-opt",
      every: 60000,
      msg: (r) => `traffic matrix refreshed from VICS feed (${r.int(8000, 9000)} links)`,
    },
    noisy: {
      svc: "tracking-ingest",
      level: "error",
      every: 6000,
      msg: (r) =>
        `scan rejected: handheld HT-${r.int(100, 999)} sent postal code with full-width digits, normalised and re-queued`,
    },
    deprecation: {
      svc: "shipper-portal",
      msg: "[DEPRECATION] `ActiveSupport::TimeWithZone.name` has been deprecated and will be removed in Rails 7.1",
    },
    retry: {
      svc: "driver-app-bff",
      warn: () => "警告: 接続がタイムアウトしました。再試行します (1/3) upstream=route-opt",
      ok: () => "再試行に成功しました upstream=route-opt",
    },
    roles: {
      telemetry: "shipper-portal",
      mobile: "driver-app-bff",
      push: "notif-push",
      db: "warehouse-wms",
      router: "haiso-api",
      win: "warehouse-wms",
      sql: "warehouse-wms",
      lang: "label-print",
      worker: "label-print",
      pay: "shipper-portal",
    },
    lang: "ja",
    apiHost: "api.kaito-logi.example",
  },
  {
    key: "solana",
    company: "Solana Salud (telehealth, Latin America)",
    ns: "salud-prod",
    day: "2026-11-20",
    regions: ["sa-east-1", "us-east-1"],
    services: [
      "api-gateway",
      "portal-pacientes",
      "agenda-citas",
      "video-sesion",
      "recetas",
      "notificaciones",
      "historia-clinica",
      "app-movil-bff",
      "facturacion",
    ],
    edge: "api-gateway",
    edgeRoutes: ["/v1/citas", "/v1/recetas", "/v1/pacientes/me", "/v1/video/token"],
    traffic: [
      {
        svc: "agenda-citas",
        msg: (r) =>
          `cita ${r.int(1e5, 9e5)} confirmada para ${r.pick(["medicina general", "pediatría", "dermatología"])}`,
      },
      { svc: "video-sesion", msg: (r) => `room ${r.hex(8)} participants=2 codec=VP8 rtt=${r.int(40, 220)}ms` },
      { svc: "recetas", msg: (r) => `receta electrónica ${r.int(1e6, 9e6)} firmada (${r.int(1, 4)} medicamentos)` },
      { svc: "historia-clinica", msg: (r) => `FHIR GET Patient/${r.int(1e5, 9e5)} 200 ${r.int(8, 90)}ms` },
      {
        svc: "app-movil-bff",
        msg: (r) =>
          `GET /home 200 ${r.int(30, 200)}ms client=${r.pick(["ios/3.4.1", "android/3.4.0", "android/3.3.2"])}`,
      },
    ],
    job: {
      svc: "facturacion",
      every: 60000,
      msg: (r) => `lote de facturas ${r.int(100, 999)} timbrado: ${r.int(10, 90)} CFDI`,
    },
    noisy: {
      svc: "portal-pacientes",
      level: "error",
      every: 8000,
      msg: (r) =>
        `i18n: missing translation key "consent.banner.${r.pick(["title", "body", "cta"])}" for locale pt-BR, fell back to es`,
    },
    deprecation: {
      svc: "historia-clinica",
      msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    },
    retry: {
      svc: "agenda-citas",
      warn: () => "Advertencia: tiempo de espera agotado al consultar disponibilidad, reintentando (intento 2 de 3)",
      ok: () => "disponibilidad obtenida en el reintento",
    },
    roles: {
      telemetry: "portal-pacientes",
      mobile: "app-movil-bff",
      push: "notificaciones",
      db: "agenda-citas",
      router: "api-gateway",
      win: "facturacion",
      sql: "facturacion",
      lang: "notificaciones",
      worker: "facturacion",
      pay: "facturacion",
    },
    lang: "es",
    apiHost: "api.solanasalud.example",
  },
];
