// The four made-up estates: services, request routes, healthy lines in each runtime's own voice,
// edge proxy and request-id habit. Each estate names its services in its own style.
import type { Envelope } from "./formats.js";
import { pad, type Rng } from "./rng.js";

export type ReqStyle = "traceparent" | "xrid-some" | "none";

export interface Estate {
  key: string;
  name: string;
  envelope: Envelope;
  edge: string;
  reqStyle: ReqStyle;
  /** services that carry the request id when reqStyle is xrid-some */
  ridTiers?: string[];
  routes: string[][];
  /** healthy line per service; `path` is the public path the edge saw */
  ok: Record<string, (r: Rng) => string>;
  /** services that only run background work (no routes) with their own healthy line */
  background: Array<[every: number, svc: string, line: (r: Rng) => string]>;
}

const money = (r: Rng, lo = 8, hi = 140) => r.f(lo, hi).toFixed(2);
const ms = (r: Rng, lo = 3, hi = 250) => r.i(lo, hi);
const ip = (r: Rng) => `${r.p([81, 92, 176, 213, 86, 145])}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)}`;
const day = (r: Rng) => `2026-${pad(r.i(1, 3))}-${pad(r.i(1, 28))}`;
const slot = (r: Rng) => `${pad(r.i(9, 17))}:${r.p(["00", "15", "30", "45"])}`;
const SHOWS = ["Cosmic Dawn", "Black Holes Live", "Northern Lights", "Tonight's Sky", "Journey to Mars", "Dark Matter"];
const GALLERIES = ["gal-1-weather", "gal-2-energy", "gal-3-space", "gal-4-body", "gal-5-forces"];

// ---------------------------------------------------------------- Kepler Science Centre: kebab-case, nginx, Node + Spring + Go, traceparent
const KEPLER: Estate = {
  key: "kepler",
  name: "Kepler Science Centre",
  envelope: { namespace: "kepler-prod", hostPrefix: "kep-k8s-node", env: "prod" },
  edge: "kepler-edge",
  reqStyle: "traceparent",
  routes: [
    ["kepler-edge", "tix-api", "timeslot-svc"],
    ["kepler-edge", "tix-api", "timeslot-svc"],
    ["kepler-edge", "tix-api", "payments-bridge"],
    ["kepler-edge", "member-hub"],
    ["kepler-edge", "tix-api", "member-hub"],
    ["kepler-edge", "dome-scheduler", "timeslot-svc"],
    ["kepler-edge", "school-bookings", "timeslot-svc"],
    ["exhibit-gw", "exhibit-telemetry"],
    ["exhibit-gw", "exhibit-telemetry"],
    ["kepler-edge", "giftshop-pos", "payments-bridge"],
  ],
  ok: {
    "kepler-edge": (r) =>
      `${ip(r)} - - "${r.p(["GET /api/v3/slots?date=", "POST /api/v3/orders", "GET /api/v3/members/me", "GET /api/v3/shows", "POST /api/v3/groups"])}${r.c(0.3) ? day(r) : ""} HTTP/1.1" ${r.p([200, 200, 200, 201, 304])} ${r.i(200, 9000)} rt=${(r.i(4, 400) / 1000).toFixed(3)} uct=0.001`,
    "tix-api": (r) =>
      `${r.p(["GET", "POST", "GET"])} ${r.p(["/v3/slots", "/v3/orders", "/v3/orders/quote", "/v3/basket"])} ${r.p([200, 200, 201])} ${ms(r)}ms`,
    "timeslot-svc": (r) =>
      `c.k.timeslot.SlotService : capacity check date=${day(r)} slot=${slot(r)} sold=${r.i(0, 180)}/${r.p([180, 200, 240])} hold=${r.i(1, 8)}`,
    "payments-bridge": (r) =>
      `charge ok amount=${money(r)} GBP provider=${r.p(["stripe", "stripe", "adyen"])} intent=pi_${r.hex(14)} ${ms(r, 90, 900)}ms`,
    "member-hub": (r) =>
      `member ${r.i(100000, 999999)} ${r.p(["session refreshed", "benefits loaded", "guest passes left=" + r.i(0, 4), "renewal date checked"])}`,
    "dome-scheduler": (r) =>
      `c.k.dome.ShowPlanner : show "${r.p(SHOWS)}" ${day(r)} ${slot(r)} seats=${r.i(0, 160)}/160 projector=${r.p(["DOME-A", "DOME-B"])}`,
    "school-bookings": (r) =>
      `group enquiry GRP-${r.i(10000, 99999)} school_urn=${r.i(100000, 149999)} pupils=${r.i(12, 90)} adults=${r.i(2, 10)} date=${day(r)}`,
    "exhibit-gw": (r) => `mqtt batch from ${r.p(GALLERIES)} sensors=${r.i(4, 40)} forwarded in ${ms(r, 1, 30)}ms`,
    "exhibit-telemetry": (r) =>
      `level=info component=wal msg="appended" gallery=${r.p(GALLERIES)} samples=${r.i(20, 400)} seg=${r.i(200, 260)}`,
    "giftshop-pos": (r) =>
      `till ${r.p(["T1", "T2", "T3", "CAFE-1"])} sale ${r.p(["star-map poster", "astronaut ice cream", "meteorite keyring", "flat white", "telescope kit"])} x${r.i(1, 3)} total=${money(r, 2, 60)}`,
  },
  background: [
    [
      45,
      "dome-scheduler",
      (r) =>
        `c.k.dome.ProjectorWatch : DOME-${r.p(["A", "B"])} lamp hours ${r.i(1200, 1900)}/2000, blend ok, frame sync ok`,
    ],
    [
      30,
      "exhibit-telemetry",
      (r) => `level=info component=compactor msg="segment sealed" seg=${r.i(200, 260)} bytes=${r.i(2, 60)}MiB`,
    ],
  ],
};

// ---------------------------------------------------------------- Halley Planetarium: snake_case, HAProxy, Python/Django + Celery, x-request-id on some tiers
const HALLEY: Estate = {
  key: "halley",
  name: "Halley Planetarium",
  envelope: { namespace: "halley", hostPrefix: "halley-web", env: "production" },
  edge: "haproxy_front",
  reqStyle: "xrid-some",
  ridTiers: ["haproxy_front", "booking_api", "seat_map"],
  routes: [
    ["haproxy_front", "booking_api", "seat_map"],
    ["haproxy_front", "booking_api", "seat_map"],
    ["haproxy_front", "booking_api", "member_sync"],
    ["haproxy_front", "booking_api"],
    ["haproxy_front", "show_planner", "dome_media"],
    ["haproxy_front", "group_visits", "booking_api", "seat_map"],
    ["haproxy_front", "cafe_pos"],
    ["group_visits", "mailer_worker"],
    ["booking_api", "mailer_worker"],
  ],
  ok: {
    haproxy_front: (r) =>
      `${ip(r)}:${r.i(30000, 65000)} [${pad(r.i(0, 23))}:${pad(r.i(0, 59))}] fe_https~ be_${r.p(["booking", "booking", "shows", "groups", "cafe"])}/web${r.i(1, 4)} 0/0/${r.i(0, 3)}/${ms(r, 5, 300)}/${ms(r, 6, 320)} ${r.p([200, 200, 200, 302, 304])} ${r.i(300, 12000)} - - ---- ${r.i(20, 400)}/${r.i(20, 400)}/${r.i(0, 30)}/${r.i(0, 8)}/0 0/0 "${r.p(["GET /book/", "POST /api/basket/", "GET /shows/", "GET /api/seats/"])} HTTP/1.1"`,
    booking_api: (r) =>
      `django.request ${r.p(["GET", "POST"])} ${r.p(["/api/basket/", "/api/checkout/", "/api/seats/hold/", "/book/"])} ${r.p([200, 200, 201])} (${ms(r)}ms)`,
    seat_map: (r) =>
      `seatmap.views hold ok show_id=${r.i(4000, 4999)} seats=${r.p(["F12", "F13", "G7,G8", "K1-K4", "C20"])} ttl=600s`,
    member_sync: (r) =>
      `member_sync.crm lookup member=${r.i(200000, 299999)} tier=${r.p(["individual", "family", "family", "patron"])} cached=${r.p(["true", "false"])}`,
    show_planner: (r) => `planner.schedule ${r.p(SHOWS)} @ ${slot(r)} on ${day(r)}: ${r.i(0, 120)} of 120 seats sold`,
    dome_media: (r) =>
      `dome_media.cache hit asset=${r.p(["cosmic_dawn_8k", "aurora_4k", "mars_journey_8k", "tonight_sky_live"])} chunk=${r.i(1, 900)}`,
    group_visits: (r) =>
      `groups.booking school="${r.p(["St Mary's Primary", "Hillside Academy", "Oakfield CE", "Riverside High", "Northgate School"])}" pupils=${r.i(15, 95)} workshop=${r.p(["rockets", "moon-phases", "none", "light-lab"])}`,
    cafe_pos: (r) =>
      `cafe_pos.order #${r.i(1000, 9999)} ${r.p(["2x hot chocolate", "1x flat white", "3x kids meal", "1x tea, 1x scone"])} paid=${r.p(["card", "card", "contactless", "cash"])} ${money(r, 2, 35)}`,
    mailer_worker: (r) =>
      `celery.worker task mailer.send_confirmation[${r.hex(8)}-${r.hex(4)}] succeeded in ${(r.i(80, 1900) / 1000).toFixed(3)}s`,
  },
  background: [
    [20, "member_sync", (r) => `member_sync.crm delta pull: ${r.i(0, 40)} changed members since cursor ${r.hex(10)}`],
    [
      60,
      "mailer_worker",
      (r) => `celery.beat Scheduler: Sending due task reminders.day_before (${r.i(0, 300)} visitors)`,
    ],
  ],
};

// ---------------------------------------------------------------- Tycho Discovery Museum: one-word names, Envoy, Go + Elixir + Ruby, no request ids
const TYCHO: Estate = {
  key: "tycho",
  name: "Tycho Discovery Museum",
  envelope: { namespace: "tycho", hostPrefix: "tycho-node", env: "live" },
  edge: "envoy",
  reqStyle: "none",
  routes: [
    ["envoy", "gate", "scheduler"],
    ["envoy", "gate", "scheduler"],
    ["envoy", "gate", "ledger"],
    ["envoy", "gate", "ledger"],
    ["envoy", "catalog", "scheduler"],
    ["envoy", "shop", "ledger"],
    ["envoy", "shop"],
    ["turnstile", "gate"],
    ["turnstile", "gate"],
    ["sensors"],
  ],
  ok: {
    envoy: (r) =>
      `"${r.p(["GET /api/visits", "POST /api/visits", "GET /api/calendar", "POST /api/memberships/renew", "GET /shop/cart", "POST /shop/checkout"])} HTTP/2" ${r.p([200, 200, 200, 201])} - ${r.i(0, 900)} ${r.i(200, 9000)} ${ms(r)} ${ms(r)} "${ip(r)}" "${r.p(["Mozilla/5.0 (iPhone)", "Mozilla/5.0 (Windows NT 10.0)", "okhttp/4.12"])}" "${r.p(["gate", "catalog", "shop"])}.tycho.svc:8080"`,
    gate: (r) =>
      `${r.p(["visit booked", "visit checked in", "entry scanned", "visit booked"])} visit=V${r.i(100000, 999999)} party=${r.i(1, 6)} slot=${slot(r)} dur=${ms(r)}ms`,
    scheduler: (r) =>
      `[info] Scheduler.DomeCalendar served slots date=${day(r)} shows=${r.i(4, 9)} in ${ms(r, 1, 40)}ms`,
    ledger: (r) =>
      `[info] Ledger.Payments captured ${money(r)} EUR ref=${r.p(["mem", "vis", "shp"])}_${r.hex(10)} psp=mollie`,
    catalog: (r) =>
      `Completed 200 OK in ${ms(r)}ms (Views: ${r.i(1, 40)}ms | ActiveRecord: ${r.i(0, 30)}.${r.i(0, 9)}ms)`,
    shop: (r) =>
      `Completed ${r.p([200, 200, 201, 302])} ${r.p(["OK", "OK", "Created", "Found"])} in ${ms(r)}ms (ActiveRecord: ${r.i(0, 40)}.${r.i(0, 9)}ms | Allocations: ${r.i(2000, 40000)})`,
    turnstile: (r) =>
      `lane ${r.i(1, 8)} ticket ${r.hex(8).toUpperCase()} ${r.p(["accepted", "accepted", "accepted", "already-used"])}`,
    sensors: (r) =>
      `co2=${r.i(420, 1100)}ppm temp=${r.f(18, 24).toFixed(1)}C hum=${r.i(30, 60)}% room=${r.p(["planetarium", "hall-a", "hall-b", "kids-lab"])}`,
  },
  background: [
    [25, "scheduler", (r) => `[info] Scheduler.Sync pushed ${r.i(0, 12)} calendar changes to signage`],
    [40, "ledger", (r) => `[info] Ledger.Renewals tick: ${r.i(0, 6)} memberships due today processed`],
  ],
};

// ---------------------------------------------------------------- Meridian Science Trust: team-prefixed, Traefik, .NET + PHP + Go
const MERIDIAN: Estate = {
  key: "meridian",
  name: "Meridian Science Trust",
  envelope: { namespace: "meridian-live", hostPrefix: "mst-aks", env: "live" },
  edge: "platform-traefik",
  reqStyle: "xrid-some",
  ridTiers: ["platform-traefik", "visitor-tickets-api", "visitor-checkout"],
  routes: [
    ["platform-traefik", "visitor-tickets-api", "visitor-checkout"],
    ["platform-traefik", "visitor-tickets-api", "visitor-checkout"],
    ["platform-traefik", "visitor-tickets-api"],
    ["platform-traefik", "shows-programme", "shows-fulldome-ctl"],
    ["platform-traefik", "learning-schoolgroups", "visitor-tickets-api"],
    ["platform-traefik", "retail-pos", "visitor-checkout"],
    ["exhibits-sensorhub"],
    ["exhibits-sensorhub", "exhibits-climate"],
  ],
  ok: {
    "platform-traefik": (r) =>
      `${ip(r)} - - "${r.p(["GET /tickets/slots", "POST /tickets/basket", "POST /checkout/pay", "GET /whats-on", "POST /schools/enquiry"])} HTTP/2.0" ${r.p([200, 200, 201, 304])} ${r.i(200, 9000)} "-" "-" ${r.i(10000, 99999)} "${r.p(["tickets", "checkout", "programme", "schools"])}@kubernetescrd" "http://10.42.${r.i(0, 3)}.${r.i(2, 250)}:8080" ${ms(r)}ms`,
    "visitor-tickets-api": (r) =>
      `Microsoft.AspNetCore.Hosting.Diagnostics: Request finished HTTP/1.1 ${r.p(["GET /slots", "POST /basket", "GET /slots", "POST /basket/items"])} - ${r.p([200, 200, 201])} - application/json ${ms(r)}.${r.i(0, 9999)}ms`,
    "visitor-checkout": (r) =>
      `Meridian.Checkout.PaymentService: Payment authorised {OrderId=MO-${r.i(100000, 999999)}} {Amount=${money(r)}} {Provider=Adyen} in ${ms(r, 100, 900)}ms`,
    "shows-programme": (r) =>
      `[${r.p(["GET", "GET", "POST"])}] /whats-on ${r.p(["planetarium", "science-live", "family"])} 200 ${ms(r)}ms laravel`,
    "shows-fulldome-ctl": (r) =>
      `INFO fulldome: cue ${r.p(["preload", "sync", "heartbeat"])} show=${r.p(["cosmic-dawn", "aurora", "mars"])} channels=${r.p([4, 6, 6, 8])} drift=${r.i(0, 3)}ms`,
    "learning-schoolgroups": (r) =>
      `[${r.p(["info", "info"])}] enquiry SG-${r.i(1000, 9999)} key stage ${r.i(1, 4)} pupils ${r.i(15, 120)} requested ${day(r)}`,
    "retail-pos": (r) =>
      `sale till=${r.p(["SHOP-1", "SHOP-2", "CAFE-1", "CAFE-2"])} lines=${r.i(1, 6)} total=${money(r, 2, 80)} GBP`,
    "exhibits-sensorhub": (r) =>
      `ingest gallery=${r.p(GALLERIES)} readings=${r.i(10, 200)} src=mqtts://broker.exhibits.mst.internal:8883 lag=${r.i(1, 40)}ms`,
    "exhibits-climate": (r) =>
      `zone ${r.p(["dome", "west-hall", "east-hall", "archive"])} temp=${r.f(18, 23).toFixed(1)} rh=${r.i(38, 55)} setpoint ok`,
  },
  background: [
    [
      30,
      "shows-fulldome-ctl",
      (r) => `INFO fulldome: projector health: ${r.i(6, 6)}/6 up, lamp avg ${r.i(900, 1800)}h`,
    ],
    [50, "retail-pos", (r) => `stock sync: ${r.i(0, 30)} SKUs updated from warehouse`],
  ],
};

export const ESTATES: Estate[] = [KEPLER, HALLEY, TYCHO, MERIDIAN];
export const estateByKey = (k: string): Estate => {
  const e = ESTATES.find((x) => x.key === k);
  if (!e) throw new Error(`no estate ${k}`);
  return e;
};
