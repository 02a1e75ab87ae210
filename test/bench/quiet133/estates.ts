// The four made-up studio businesses: different naming, runtimes, proxies and id conventions.
import { Rng } from "./rng.js";
import type { Estate, IdStyle, Role, Runtime, Service } from "./types.js";

type Def = [name: string, role: Role, runtime: Runtime, version: string, pkg: string, replicas: number, port: number];

function services(r: Rng, defs: Def[], podStyle: "k8s" | "plain"): Service[] {
  return defs.map(([name, role, runtime, version, pkg, replicas, port]) => {
    const rs = r.alnum(podStyle === "k8s" ? 10 : 5);
    const pods: string[] = [];
    for (let i = 0; i < replicas; i++)
      pods.push(podStyle === "k8s" ? `${name.replace(/_/g, "-")}-${rs}-${r.alnum(5)}` : `${name}.${i + 1}`);
    return { name, role, runtime, version, pods, pkg, port };
  });
}

function estate(
  key: string,
  title: string,
  idStyle: IdStyle,
  defs: Def[],
  rest: Omit<Estate, "key" | "title" | "idStyle" | "services">,
  podStyle: "k8s" | "plain",
  seed: number,
): Estate {
  return { key, title, idStyle, services: services(new Rng(seed), defs, podStyle), ...rest };
}

/** Inkwell Collective: kebab-case behind Envoy, W3C trace context everywhere but the proxy. */
const inkwell = estate(
  "inkwell",
  "Inkwell Collective",
  "w3c",
  [
    ["ink-edge", "edge", "envoy", "1.29.4", "envoy", 2, 8443],
    ["studio-bff", "bff", "node", "3.14.2", "studio-bff", 3, 3000],
    ["client-auth", "auth", "go", "1.22.0", "github.com/inkwell/client-auth", 2, 8080],
    ["booking-api", "booking", "java", "5.8.1", "ink.booking", 3, 8080],
    ["deposit-service", "deposit", "go", "2.3.7", "github.com/inkwell/deposit-service", 2, 8080],
    ["consent-forms", "consent", "python", "1.19.0", "consent_forms", 2, 8000],
    ["portfolio-media", "portfolio", "node", "2.6.0", "portfolio-media", 2, 3000],
    ["aftercare-messenger", "aftercare", "python", "0.44.3", "aftercare", 2, 8000],
    ["steri-log", "steril", "dotnet", "4.1.0", "Inkwell.SteriLog", 1, 8080],
    ["supply-stock", "stock", "java", "1.12.5", "ink.supply", 1, 8080],
    ["nightly-jobs", "worker", "python", "2026.04.2", "nightly", 1, 0],
  ],
  {
    host: "book.inkwell.studio",
    project: "inkwell-prod",
    namespace: "studio",
    cluster: "ink-prod-euw2",
    studios: ["leeds-kirkgate", "bristol-stokes-croft", "glasgow-merchant-city"],
    artists: ["maya.okafor", "tom.reyes", "priya.sandhu", "jonas.berg", "lena.kowalski", "cal.mcintyre", "ade.bello"],
    currency: "GBP",
    payVendor: { name: "Tillpoint", host: "api.tillpoint.io" },
    smsVendor: { name: "Textwell", host: "api.textwell.co" },
    mailVendor: { name: "Mailcrate", host: "send.mailcrate.net" },
    storage: "s3.eu-west-2.amazonaws.com/inkwell-portfolio",
    db: "booking-db.cluster-c8x2.eu-west-2.rds.amazonaws.com",
    broker: "b-1.inkwell-msk.kafka.eu-west-2.amazonaws.com:9092",
    autoclaves: ["LDS-AC1", "LDS-AC2", "BRS-AC1", "GLA-AC1"],
    paths: {
      slots: "/api/v2/slots",
      book: "/api/v2/appointments",
      webhook: "/hooks/tillpoint",
      consent: "/api/v2/consent",
      gallery: "/media/portfolio",
      login: "/api/v2/auth/login",
      refresh: "/api/v2/auth/refresh",
      care: "/care",
      steri: "/api/v2/steri/scan",
      stock: "/api/v2/stock",
    },
  },
  "k8s",
  1331,
);

/** Blackthorn Ink & Steel: snake_case Rails/Django shop behind nginx, no ids at all. */
const blackthorn = estate(
  "blackthorn",
  "Blackthorn Ink & Steel",
  "none",
  [
    ["nginx_edge", "edge", "nginx", "1.25.4", "nginx", 2, 443],
    ["rails_storefront", "bff", "ruby", "7.1.3", "Storefront", 3, 3000],
    ["auth_gate", "auth", "go", "0.9.4", "blackthorn/auth_gate", 2, 8081],
    ["appointments_api", "booking", "ruby", "7.1.3", "Appointments", 2, 3000],
    ["deposits_sidekiq", "deposit", "ruby", "7.1.3", "Deposits", 2, 0],
    ["consent_django", "consent", "python", "4.2.11", "consent", 2, 8000],
    ["gallery_resizer", "portfolio", "go", "2.8.0", "blackthorn/gallery_resizer", 2, 8090],
    ["aftercare_celery", "aftercare", "python", "5.3.6", "aftercare", 2, 0],
    ["autoclave_bridge", "steril", "python", "1.4.2", "autoclave_bridge", 1, 0],
    ["stock_keeper", "stock", "go", "1.3.1", "blackthorn/stock_keeper", 1, 8095],
    ["cron_runner", "worker", "ruby", "7.1.3", "Cron", 1, 0],
  ],
  {
    host: "blackthorn-ink.co.uk",
    project: "blackthorn-ink",
    namespace: "shop",
    cluster: "bt-lon1",
    studios: ["camden", "brighton-north-laine", "manchester-nq"],
    artists: ["rosa.vance", "dmitri.hale", "noor.aziz", "billie.crane", "fen.oduya", "sam.whitlock"],
    currency: "GBP",
    payVendor: { name: "Paylark", host: "api.paylark.com" },
    smsVendor: { name: "SendFinch", host: "rest.sendfinch.io" },
    mailVendor: { name: "Mailcrate", host: "send.mailcrate.net" },
    storage: "minio.shop.svc:9000/gallery",
    db: "pg-main.shop.svc:5432",
    broker: "redis-sidekiq.shop.svc:6379",
    autoclaves: ["CAM-STATIM-1", "CAM-STATIM-2", "BTN-MELAG-1", "MAN-STATIM-1"],
    paths: {
      slots: "/booking/availability",
      book: "/booking/appointments",
      webhook: "/webhooks/paylark",
      consent: "/consent",
      gallery: "/gallery/img",
      login: "/account/sign_in",
      refresh: "/account/session/refresh",
      care: "/aftercare",
      steri: "/steri/pouches",
      stock: "/stock/items",
    },
  },
  "plain",
  1332,
);

/** Needlepoint: one-word services behind Traefik, x-request-id on every line. */
const needlepoint = estate(
  "needlepoint",
  "Needlepoint Studios",
  "reqid",
  [
    ["gateway", "edge", "traefik", "2.11.2", "traefik", 2, 443],
    ["frontdesk", "bff", "node", "8.2.0", "frontdesk", 3, 3000],
    ["identity", "auth", "dotnet", "3.4.0", "Needlepoint.Identity", 2, 8080],
    ["bookings", "booking", "java", "11.0.3", "ie.needlepoint.bookings", 3, 8080],
    ["payments", "deposit", "dotnet", "6.1.2", "Needlepoint.Payments", 2, 8080],
    ["waivers", "consent", "ruby", "3.2.0", "Waivers", 2, 3000],
    ["gallery", "portfolio", "go", "1.17.3", "needlepoint/gallery", 2, 8080],
    ["messenger", "aftercare", "node", "4.0.1", "messenger", 2, 3000],
    ["autoclave", "steril", "python", "2.2.0", "autoclave", 1, 8000],
    ["inventory", "stock", "java", "2.9.0", "ie.needlepoint.inventory", 1, 8080],
    ["scheduler", "worker", "python", "1.8.4", "scheduler", 1, 0],
  ],
  {
    host: "needlepoint.ie",
    project: "needlepoint-live",
    namespace: "np",
    cluster: "np-euw1",
    studios: ["dublin-temple-bar", "cork-oliver-plunkett", "galway-shop-st"],
    artists: ["aoife.kerr", "luca.moretti", "siobhan.daly", "kenji.ito", "marta.nowak", "eoin.farrell", "zara.quinn"],
    currency: "EUR",
    payVendor: { name: "KassaPay", host: "api.kassapay.eu" },
    smsVendor: { name: "Buzzline", host: "api.buzzline.io" },
    mailVendor: { name: "Postbird", host: "api.postbird.email" },
    storage: "storage.googleapis.com/np-gallery",
    db: "10.40.0.3:5432",
    broker: "nats://nats.np.svc:4222",
    autoclaves: ["DUB-AC-01", "DUB-AC-02", "CRK-AC-01", "GWY-AC-01"],
    paths: {
      slots: "/v1/availability",
      book: "/v1/bookings",
      webhook: "/v1/payments/webhook",
      consent: "/v1/waivers",
      gallery: "/v1/gallery",
      login: "/connect/token",
      refresh: "/connect/token",
      care: "/care",
      steri: "/v1/autoclave/pouch",
      stock: "/v1/inventory",
    },
  },
  "k8s",
  1333,
);

/** Red Lantern Tattoo Co.: team-prefixed names behind HAProxy; only .NET and Kotlin pass a correlation id. */
const redlantern = estate(
  "redlantern",
  "Red Lantern Tattoo Co.",
  "corr",
  [
    ["plat-haproxy", "edge", "haproxy", "2.8.5", "haproxy", 2, 443],
    ["front-bff-nest", "bff", "node", "1.41.0", "front-bff", 2, 3000],
    ["plat-keycloak", "auth", "keycloak", "24.0.3", "org.keycloak", 2, 8080],
    ["front-booking-kt", "booking", "kotlin", "3.7.0", "rl.front.booking", 3, 8080],
    ["money-deposits", "deposit", "dotnet", "5.0.4", "RedLantern.Money.Deposits", 2, 8080],
    ["care-consent", "consent", "ruby", "2.15.1", "CareConsent", 2, 3000],
    ["art-portfolio", "portfolio", "go", "0.31.0", "redlantern/art-portfolio", 2, 8080],
    ["care-aftercare", "aftercare", "python", "3.3.0", "care_aftercare", 2, 8000],
    ["ops-steri-tracker", "steril", "dotnet", "2.0.9", "RedLantern.Ops.SteriTracker", 1, 8080],
    ["ops-stock", "stock", "kotlin", "1.5.2", "rl.ops.stock", 1, 8080],
    ["ops-batch", "worker", "python", "0.9.12", "ops_batch", 1, 0],
  ],
  {
    host: "redlantern.tattoo",
    project: "redlantern-prod",
    namespace: "rl",
    cluster: "rl-ams",
    studios: ["amsterdam-jordaan", "rotterdam-witte-de-with", "utrecht-oudegracht"],
    artists: ["femke.jansen", "bram.devries", "yara.haddad", "milan.petrovic", "sanne.bakker", "oskar.lind"],
    currency: "EUR",
    payVendor: { name: "Quayside Payments", host: "api.quaysidepay.nl" },
    smsVendor: { name: "Ringlet", host: "api.ringlet.eu" },
    mailVendor: { name: "Postbird", host: "api.postbird.email" },
    storage: "rl-portfolio.s3.eu-central-1.amazonaws.com",
    db: "rl-pg-01.internal:5432",
    broker: "amqp://rabbitmq.rl.svc:5672",
    autoclaves: ["AMS-W&H-1", "AMS-W&H-2", "RTM-TUTT-1", "UTR-W&H-1"],
    paths: {
      slots: "/api/booking/slots",
      book: "/api/booking/appointments",
      webhook: "/api/money/webhooks/quayside",
      consent: "/api/care/consent",
      gallery: "/art",
      login: "/realms/studio/protocol/openid-connect/token",
      refresh: "/realms/studio/protocol/openid-connect/token",
      care: "/aftercare",
      steri: "/api/ops/steri/scan",
      stock: "/api/ops/stock",
    },
  },
  "k8s",
  1334,
);

export const ESTATES: Record<string, Estate> = { inkwell, blackthorn, needlepoint, redlantern };
export const ESTATE_KEYS = Object.keys(ESTATES);

export function svc(e: Estate, role: Role): Service {
  const s = e.services.find((x) => x.role === role);
  if (!s) throw new Error(`${e.key} has no ${role}`);
  return s;
}

/** Which services carry which ids in this estate. */
export function carriesIds(e: Estate, s: Service): boolean {
  if (e.idStyle === "none") return false;
  if (e.idStyle === "corr") return s.runtime === "dotnet" || s.runtime === "kotlin";
  if (e.idStyle === "w3c") return s.role !== "edge";
  return true;
}
