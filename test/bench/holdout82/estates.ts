// The four made-up companies of holdout82: their services, normal request flows, periodic jobs and constant noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  dt?: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errKind?: string;
}
export interface Flow {
  name: string;
  weight: number;
  run: (r: Rng) => Ev[];
}
export interface Periodic {
  svc: string;
  every: number;
  run: (r: Rng) => Ev[];
}
export interface Sporadic {
  perMin: number;
  run: (r: Rng) => Ev[];
}
export type EstateKey = "northgate" | "velden" | "roadlark" | "kestrel";
export interface Estate {
  key: EstateKey;
  namespace: string;
  traced: boolean;
  services: string[];
  flows: Flow[];
  periodic: Periodic[];
  /** constant harmless noise (the noisy service) and rare normal oddities */
  sporadic: Sporadic[];
  /** an unrelated deploy or config reload of `svc` */
  deploy: (r: Rng, svc: string) => Ev[];
}

const ev = (svc: string, level: Level, msg: string, dt = 0): Ev => ({ svc, level, msg, dt });
const WMI = ["WVW", "WBA", "SAL", "VF1", "TMB", "WF0", "SJN", "ZFA", "YV1", "KNA", "JN1", "JTD", "5YJ", "1FT"];
export const vin = (r: Rng) =>
  `${r.pick(WMI)}${r.upper(2)}${r.digits(1)}${r.upper(2)}${r.digits(1)}${r.upper(1)}${r.digits(6)}`;
export const ukPlate = (r: Rng) => `${r.upper(2)}${r.int(15, 25)} ${r.upper(3)}`;
export const dePlate = (r: Rng) => `${r.pick(["M", "HH", "B", "S", "F", "K"])}-${r.upper(2)} ${r.int(10, 9999)}`;
export const nlPlate = (r: Rng) => `${r.upper(2)}-${r.int(100, 999)}-${r.upper(1)}`;
const money = (r: Rng, lo: number, hi: number) => (lo + r.next() * (hi - lo)).toFixed(2);
const MAKES = [
  "Volkswagen Golf",
  "Ford Puma",
  "BMW 320d",
  "Kia Sportage",
  "Toyota Yaris",
  "Skoda Octavia",
  "Nissan Qashqai",
  "Audi A3",
  "Tesla Model 3",
  "Renault Clio",
];
const UK_SITES = ["NG-LEEDS", "NG-YORK", "NG-HULL", "NG-DONC", "NG-HARG"];
const DE_SITES = ["VA-MUC", "VA-FRA", "VA-STR", "VA-AUG"];
const RL_SITES = ["AMS-SCHIPHOL", "RTM-CENTRAAL", "EIN-AIRPORT", "UTR-JAARBEURS"];
const KS_SITES = ["DUB-T1", "DUB-T2", "SNN-AIRPORT", "ORK-CITY", "GWY-CENTRE"];

// ---------------------------------------------------------------- Northgate Motor Group (UK dealer group)
const northgate: Estate = {
  key: "northgate",
  namespace: "northgate-prod",
  traced: true,
  services: [
    "dealer-web",
    "inventory-api",
    "listing-syndicator",
    "vin-decoder",
    "finance-apply",
    "credit-check",
    "tradein-valuation",
    "service-booking",
    "parts-shop",
    "supplier-stock",
  ],
  flows: [
    {
      name: "browse",
      weight: 6,
      run: (r) => {
        const n = r.int(6, 48);
        return [
          ev("inventory-api", "info", `Fetched ${n} vehicles for rooftop ${r.pick(UK_SITES)} in ${r.int(8, 60)}ms`),
          ev(
            "dealer-web",
            "info",
            `GET /used-cars?make=${r.pick(["ford", "vw", "bmw", "kia", "toyota"])}&page=${r.int(1, 6)} 200 ${r.int(40, 260)}ms`,
            20,
          ),
        ];
      },
    },
    {
      name: "vdp",
      weight: 3,
      run: (r) => {
        const v = vin(r);
        return [
          ev(
            "vin-decoder",
            "info",
            `decoded ${v} -> ${2016 + r.int(0, 9)} ${r.pick(MAKES)} (vpic cache ${r.pick(["hit", "hit", "hit", "miss"])})`,
          ),
          ev("inventory-api", "info", `GET /api/v2/vehicles/${v} -> 200 (${r.int(5, 40)}ms)`, 10),
          ev("dealer-web", "info", `GET /used-cars/${v.toLowerCase()} 200 ${r.int(60, 300)}ms`, 25),
        ];
      },
    },
    {
      name: "finance",
      weight: 1,
      run: (r) => {
        const id = `FA-${r.digits(7)}`;
        return [
          ev(
            "credit-check",
            "info",
            `Soft search completed for application ${id}: score band ${r.pick(["A", "B", "B", "C", "D"])} (${r.int(300, 900)}ms)`,
          ),
          ev(
            "finance-apply",
            "info",
            `Application ${id} submitted to lender panel, ${r.int(1, 5)} quotes returned (APR from ${money(r, 6, 14)}%)`,
            40,
          ),
          ev("dealer-web", "info", `POST /finance/apply 201 ${r.int(900, 2400)}ms`, 60),
        ];
      },
    },
    {
      name: "tradein",
      weight: 1,
      run: (r) => [
        ev(
          "tradein-valuation",
          "info",
          `valuation ${ukPlate(r)} mileage=${r.int(8, 120) * 1000} -> £${r.int(18, 260) * 50} (cap-hpi ${r.int(120, 700)}ms)`,
        ),
        ev("dealer-web", "info", `POST /part-exchange/value 200 ${r.int(200, 900)}ms`, 30),
      ],
    },
    {
      name: "booking",
      weight: 2,
      run: (r) => {
        const id = r.int(300000, 399999);
        return [
          ev("service-booking", "info", `Started POST "/api/bookings" for 10.40.${r.int(1, 9)}.${r.int(2, 250)}`),
          ev(
            "service-booking",
            "info",
            `Completed 201 Created in ${r.int(30, 160)}ms (Views: 0.4ms | ActiveRecord: ${money(r, 3, 40)}ms) booking=${id}`,
            40,
          ),
          ev("dealer-web", "info", `POST /service/book 201 ${r.int(80, 400)}ms`, 60),
        ];
      },
    },
    {
      name: "parts",
      weight: 2,
      run: (r) => {
        const sku = `${r.pick(["BOS", "MAN", "NGK", "FEB", "TRW"])}-${r.digits(6)}`;
        const out = [
          ev(
            "supplier-stock",
            "info",
            `stock check sku=${sku} supplier=${r.pick(["euro-car-parts", "gsf", "andrew-page"])} qty=${r.int(0, 40)} (${r.int(60, 420)}ms)`,
          ),
          ev("parts-shop", "info", `GET /api/parts/${sku}/availability 200 ${r.int(80, 500)}ms`, 15),
        ];
        if (r.chance(0.25))
          out.push(
            ev("parts-shop", "info", `order PS-${r.digits(6)} placed: ${r.int(1, 5)} items £${money(r, 8, 420)}`, 30),
          );
        return out;
      },
    },
  ],
  periodic: [
    {
      svc: "listing-syndicator",
      every: 60,
      run: (r) => [
        ev(
          "listing-syndicator",
          "info",
          `feed push to ${r.pick(["autotrader", "cargurus", "motors.co.uk"])}: ${r.int(300, 900)} adverts, ${r.int(0, 14)} changed, took ${money(r, 1, 9)}s`,
        ),
      ],
    },
    {
      svc: "inventory-api",
      every: 30,
      run: (r) => [
        ev(
          "inventory-api",
          "debug",
          `HikariPool-1 - Pool stats (total=20, active=${r.int(1, 6)}, idle=${r.int(14, 19)}, waiting=0)`,
        ),
      ],
    },
    { svc: "dealer-web", every: 15, run: (r) => [ev("dealer-web", "info", `GET /healthz 200 ${r.int(1, 4)}ms`)] },
    { svc: "supplier-stock", every: 20, run: () => [ev("supplier-stock", "info", "GET /readyz 200")] },
    {
      svc: "service-booking",
      every: 120,
      run: (r) => [ev("service-booking", "info", `ReminderJob done: ${r.int(0, 30)} MOT reminders queued`)],
    },
  ],
  sporadic: [
    {
      perMin: 9,
      run: (r) => [
        ev(
          "listing-syndicator",
          "warn",
          `advert ${vin(r)} rejected by autotrader: minimum 5 images required (has ${r.int(0, 4)}) - skipped`,
        ),
      ],
    },
    {
      perMin: 1.2,
      run: (r) => [
        ev(
          "vin-decoder",
          "warn",
          `VIN ${r.pick(["JN1", "JTD", "1FT", "5YJ"])}${r.upper(3)}${r.digits(11)} not decodable by vPIC (grey import?), falling back to manual entry`,
        ),
      ],
    },
    {
      perMin: 0.5,
      run: () => [
        ev(
          "dealer-web",
          "warn",
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        ),
      ],
    },
    {
      perMin: 0.6,
      run: (r) => [
        ev("tradein-valuation", "warn", `cap-hpi lookup attempt 1 failed (HTTP 502), retrying in 500ms`),
        ev(
          "tradein-valuation",
          "info",
          `valuation ${ukPlate(r)} mileage=${r.int(8, 120) * 1000} -> £${r.int(18, 260) * 50} (cap-hpi ${r.int(700, 1400)}ms, attempt 2)`,
          900,
        ),
      ],
    },
    {
      perMin: 0.4,
      run: (r) => [
        ev(
          "credit-check",
          "info",
          `Soft search for FA-${r.digits(7)} returned NO_TRACE (thin file), referred to underwriter`,
        ),
      ],
    },
  ],
  deploy: (r, svc) => [
    ev(svc, "info", `Received SIGTERM, draining connections (rolling update ${svc}-${r.hex(9)})`),
    ev(svc, "info", `Starting ${svc} v${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)} (git ${r.hex(7)})`, 3000),
    ev(svc, "info", `${svc} ready, listening on :8080`, 7000),
  ],
};

// ---------------------------------------------------------------- Velden Autohaus (German dealer, no trace ids)
const velden: Estate = {
  key: "velden",
  namespace: "velden",
  traced: false,
  services: [
    "storefront",
    "dms-bridge",
    "feed-exporter",
    "photo-pipeline",
    "lead-router",
    "workshop-planner",
    "parts-catalog",
    "parts-checkout",
    "payment-link",
  ],
  flows: [
    {
      name: "browse",
      weight: 6,
      run: (r) => [
        ev(
          "storefront",
          "info",
          `GET /fahrzeuge?marke=${r.pick(["bmw", "audi", "vw", "skoda", "mercedes-benz"])}&seite=${r.int(1, 5)} 200 ${r.int(30, 240)}ms`,
        ),
      ],
    },
    {
      name: "workshop",
      weight: 2,
      run: (r) => {
        const id = r.int(50000, 59999);
        return [
          ev(
            "workshop-planner",
            "info",
            `c.v.w.slots.SlotService : Found ${r.int(0, 14)} free slots for branch ${r.pick(DE_SITES)} on 2026-07-${r.int(10, 28)} (${r.int(12, 90)} ms)`,
          ),
          ev(
            "workshop-planner",
            "info",
            `c.v.w.api.AppointmentController : Appointment ${id} created (service=${r.pick(["Inspektion", "Oelwechsel", "HU/AU", "Reifenwechsel"])})`,
            30,
          ),
          ev("storefront", "info", `POST /werkstatt/termin 201 ${r.int(90, 400)}ms`, 50),
        ];
      },
    },
    {
      name: "parts",
      weight: 3,
      run: (r) => {
        const ean = `40${r.digits(11)}`;
        const out = [
          ev(
            "parts-catalog",
            "info",
            `c.v.p.search.CatalogSearch : query oe=${r.upper(1)}${r.digits(9)} -> ${r.int(0, 12)} articles (${r.int(5, 70)} ms)`,
          ),
          ev("storefront", "info", `GET /teile/${ean} 200 ${r.int(40, 260)}ms`, 20),
        ];
        if (r.chance(0.3)) {
          const o = `VA-${r.digits(7)}`;
          out.push(
            ev("parts-checkout", "info", `order ${o} created (${r.int(1, 4)} items, EUR ${money(r, 12, 380)})`, 40),
          );
          out.push(ev("payment-link", "info", `payment link issued for ${o} (psp=adyen, expires 30m)`, 60));
          out.push(ev("storefront", "info", `POST /warenkorb/checkout 302 ${r.int(120, 600)}ms`, 80));
        }
        return out;
      },
    },
    {
      name: "lead",
      weight: 1,
      run: (r) => [
        ev(
          "lead-router",
          "info",
          `Sidekiq LeadAssignJob JID-${r.hex(24)} INFO: done: ${money(r, 0.1, 1.4)} sec (lead ${r.int(880000, 899999)} -> ${r.pick(DE_SITES)} sales)`,
        ),
        ev("storefront", "info", `POST /anfrage 201 ${r.int(60, 300)}ms`, 20),
      ],
    },
  ],
  periodic: [
    {
      svc: "dms-bridge",
      every: 45,
      run: (r) => [
        ev(
          "dms-bridge",
          "info",
          `DmsSync[${r.int(1, 4)}]: pulled ${r.int(0, 25)} vehicle changes, ${r.int(0, 9)} work orders from DMS in ${r.int(200, 1800)} ms`,
        ),
      ],
    },
    {
      svc: "feed-exporter",
      every: 90,
      run: (r) => [
        ev(
          "feed-exporter",
          "info",
          `mobile.de export: ${r.int(400, 700)} ads, ${r.int(0, 20)} updated, ${r.int(0, 3)} deleted`,
        ),
      ],
    },
    {
      svc: "photo-pipeline",
      every: 12,
      run: (r) => [
        ev(
          "photo-pipeline",
          "info",
          `processed ${dePlate(r)} image ${r.int(1, 24)}/24: 4 sizes written (${r.int(80, 600)}ms)`,
        ),
      ],
    },
    { svc: "storefront", every: 10, run: () => [ev("storefront", "info", "GET /health 200 2ms")] },
    { svc: "payment-link", every: 30, run: () => [ev("payment-link", "debug", "healthcheck ok")] },
  ],
  sporadic: [
    {
      perMin: 7,
      run: (r) => [
        ev(
          "feed-exporter",
          "error",
          `mobile.de rejected ad ${r.int(300000000, 399999999)}: field 'firstRegistration' missing for used vehicle (dms id ${r.int(10000, 99999)})`,
        ),
      ],
    },
    {
      perMin: 1,
      run: (r) => [
        ev("photo-pipeline", "warn", `EXIF orientation tag missing for upload ${r.hex(12)}.jpg, assuming landscape`),
      ],
    },
    {
      perMin: 0.5,
      run: () => [
        ev(
          "parts-catalog",
          "warn",
          "o.h.e.j.e.i.AbstractEntityManagerImpl : HHH90000022: Hibernate's legacy org.hibernate.Criteria API is deprecated; use the JPA javax.persistence.criteria.CriteriaQuery instead",
        ),
      ],
    },
    {
      perMin: 0.5,
      run: (r) => [
        ev(
          "lead-router",
          "warn",
          `Sidekiq LeadAssignJob JID-${r.hex(24)} WARN: Net::ReadTimeout from CRM, will retry in ${r.int(15, 40)} seconds (retry_count: 0)`,
        ),
      ],
    },
    {
      perMin: 0.6,
      run: (r) => [
        ev("payment-link", "info", `payment VA-${r.digits(7)} REFUSED by issuer (reason: Not enough balance)`),
      ],
    },
  ],
  deploy: (r, svc) => [
    ev(svc, "info", `Shutting down ${svc} (SIGTERM from kubelet)`),
    ev(svc, "info", `Starting ${svc} version 2026.${r.int(20, 30)}.${r.int(1, 9)}`, 2500),
    ev(svc, "info", `${svc} started, configuration loaded from /etc/velden/${svc}.yaml`, 6000),
  ],
};

// ---------------------------------------------------------------- Roadlark Rentals (NL car rental)
const roadlark: Estate = {
  key: "roadlark",
  namespace: "rl-prod",
  traced: true,
  services: [
    "booking-api",
    "pricing-engine",
    "availability-svc",
    "counter-app",
    "kiosk-gateway",
    "payments",
    "unlock-service",
    "telematics-ingest",
    "fleet-tracker",
    "geofence-watcher",
  ],
  flows: [
    {
      name: "quote",
      weight: 5,
      run: (r) => {
        const site = r.pick(RL_SITES);
        return [
          ev(
            "availability-svc",
            "info",
            `availability site=${site} class=${r.pick(["ECMR", "CDMR", "IFAR", "SFAR", "PDAR"])} free=${r.int(0, 30)} took=${r.int(3, 30)}ms`,
          ),
          ev(
            "pricing-engine",
            "info",
            `Quote computed for ${site} ${r.int(1, 14)}d: EUR ${money(r, 60, 900)} (rules=${r.int(12, 40)}, ${r.int(8, 80)} ms)`,
            15,
          ),
          ev("booking-api", "info", `POST /v3/quotes 200 ${r.int(40, 220)}ms`, 30),
        ];
      },
    },
    {
      name: "reserve",
      weight: 2,
      run: (r) => {
        const res = `RL${r.digits(8)}`;
        return [
          ev("pricing-engine", "info", `Quote locked for reservation ${res}`, 0),
          ev(
            "payments",
            "info",
            `Authorised EUR ${money(r, 150, 1200)} deposit for ${res} pspReference=${r.upper(4)}${r.digits(12)}`,
            40,
          ),
          ev("booking-api", "info", `reservation ${res} confirmed`, 80),
          ev("booking-api", "info", `POST /v3/reservations 201 ${r.int(300, 1100)}ms`, 90),
        ];
      },
    },
    {
      name: "checkout",
      weight: 2,
      run: (r) => {
        const res = `RL${r.digits(8)}`;
        const pl = nlPlate(r);
        const at = r.chance(0.5) ? "kiosk-gateway" : "counter-app";
        return [
          ev("payments", "info", `Pre-auth EUR ${money(r, 300, 1500)} for ${res} approved`),
          ev(
            at,
            "info",
            at === "kiosk-gateway"
              ? `kiosk ${r.pick(RL_SITES)}-K${r.int(1, 4)} handover ${res} plate=${pl} ok`
              : `Counter check-out ${res} completed, vehicle ${pl} assigned`,
            50,
          ),
        ];
      },
    },
    {
      name: "unlock",
      weight: 2,
      run: (r) => {
        const tcu = `TCU-${r.digits(8)}`;
        return [
          ev(
            "unlock-service",
            "info",
            `unlock cmd=${r.hex(8)} unit=${tcu} plate=${nlPlate(r)} ack in ${r.int(700, 3800)}ms`,
          ),
          ev("booking-api", "info", `POST /v3/trips/unlock 200 ${r.int(800, 4000)}ms`, 40),
        ];
      },
    },
  ],
  periodic: [
    {
      svc: "telematics-ingest",
      every: 5,
      run: (r) => [
        ev(
          "telematics-ingest",
          "info",
          `batch ingested frames=${r.int(800, 2400)} units=${r.int(300, 700)} lag_ms=${r.int(40, 400)}`,
        ),
      ],
    },
    {
      svc: "fleet-tracker",
      every: 15,
      run: (r) => [
        ev(
          "fleet-tracker",
          "info",
          `mileage/fuel snapshot written for ${r.int(300, 700)} vehicles (${r.int(40, 300)} ms)`,
        ),
      ],
    },
    {
      svc: "geofence-watcher",
      every: 20,
      run: (r) => [
        ev("geofence-watcher", "info", `geofence sweep: ${r.int(300, 700)} vehicles, ${r.int(0, 3)} outside home zone`),
      ],
    },
    { svc: "booking-api", every: 10, run: () => [ev("booking-api", "info", "GET /healthz 200 1ms")] },
    {
      svc: "pricing-engine",
      every: 60,
      run: (r) => [
        ev("pricing-engine", "info", `Rate table refresh: ${r.int(1200, 1500)} rates, ${r.int(0, 40)} changed`),
      ],
    },
  ],
  sporadic: [
    {
      perMin: 10,
      run: (r) => [
        ev(
          "telematics-ingest",
          "warn",
          `unit TCU-${r.digits(8)} offline: no heartbeat for ${r.int(30, 300)}m (last cell ${r.pick(["P2 underground", "P4 level -2", "multistorey B"])})`,
        ),
      ],
    },
    {
      perMin: 1.5,
      run: (r) => [
        ev(
          "counter-app",
          "warn",
          `Card declined at ${r.pick(RL_SITES)} desk ${r.int(1, 6)}: issuer response 05 (Do not honour), agent asked for another card`,
        ),
      ],
    },
    {
      perMin: 1,
      run: (r) => {
        const tcu = `TCU-${r.digits(8)}`;
        return [
          ev("unlock-service", "warn", `unlock unit=${tcu} no ack after 8s, resending (attempt 2/4)`),
          ev("unlock-service", "info", `unlock unit=${tcu} ack in ${r.int(9000, 14000)}ms after 2 attempts`, 6000),
        ];
      },
    },
    {
      perMin: 0.4,
      run: () => [
        ev(
          "kiosk-gateway",
          "warn",
          'grpc: Dial("...", grpc.WithInsecure()) is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead',
        ),
      ],
    },
    {
      perMin: 0.5,
      run: (r) => [
        ev(
          "geofence-watcher",
          "info",
          `vehicle ${nlPlate(r)} left zone ${r.pick(["AMS-P1", "RTM-GARAGE", "EIN-LOT"])} with active rental, no action`,
        ),
      ],
    },
  ],
  deploy: (r, svc) => [
    ev(svc, "info", `config reload requested (configmap ${svc}-config resourceVersion=${r.int(4000000, 4999999)})`),
    ev(svc, "info", `config reloaded: ${r.int(2, 9)} keys changed, feature flags synced`, 400),
  ],
};

// ---------------------------------------------------------------- Kestrel Car Hire (IE car rental, no trace ids)
const kestrel: Estate = {
  key: "kestrel",
  namespace: "kestrel",
  traced: false,
  services: [
    "web-gateway",
    "reservations",
    "quote-service",
    "checkout-desk",
    "keyless-bridge",
    "fleet-telemetry",
    "damage-claims",
    "photo-store",
    "toll-rebill",
    "fines-processor",
  ],
  flows: [
    {
      name: "quote",
      weight: 5,
      run: (r) => [
        ev(
          "quote-service",
          "info",
          `quote ${r.pick(KS_SITES)} ${r.int(1, 21)} days group ${r.pick(["A", "B", "C", "D", "F", "K"])} -> EUR ${money(r, 80, 1400)} in ${r.int(10, 90)}ms`,
        ),
        ev(
          "web-gateway",
          "info",
          `"POST /api/quote HTTP/1.1" 200 ${r.int(800, 3000)} rt=${(r.int(20, 200) / 1000).toFixed(3)}`,
          20,
        ),
      ],
    },
    {
      name: "reserve",
      weight: 2,
      run: (r) => {
        const id = `KCH-${r.digits(6)}`;
        return [
          ev("reservations", "info", `Started POST "/reservations" for 172.20.${r.int(1, 9)}.${r.int(2, 250)}`),
          ev(
            "reservations",
            "info",
            `Completed 201 Created in ${r.int(40, 220)}ms (ActiveRecord: ${money(r, 4, 60)}ms) reservation=${id}`,
            60,
          ),
          ev(
            "web-gateway",
            "info",
            `"POST /api/reservations HTTP/1.1" 201 ${r.int(300, 900)} rt=${(r.int(60, 300) / 1000).toFixed(3)}`,
            80,
          ),
        ];
      },
    },
    {
      name: "handover",
      weight: 2,
      run: (r) => {
        const id = `KCH-${r.digits(6)}`;
        return [
          ev("checkout-desk", "info", `Rental agreement RA${r.digits(7)} opened for ${id} at ${r.pick(KS_SITES)}`),
          ev(
            "keyless-bridge",
            "info",
            `digital key issued for ${r.upper(2)}${r.digits(2)}-D-${r.digits(5)} (box ${r.int(1, 80)}), ttl=24h`,
            300,
          ),
        ];
      },
    },
    {
      name: "return",
      weight: 1,
      run: (r) => {
        const ra = `RA${r.digits(7)}`;
        return [
          ev(
            "fleet-telemetry",
            "info",
            `return snapshot for ${ra}: odometer=${r.int(8000, 90000)}km fuel=${r.int(10, 100)}%`,
          ),
          ev("photo-store", "info", `stored ${r.int(4, 12)} return photos for ${ra} (${r.int(3, 20)} MB)`, 200),
          ev(
            "damage-claims",
            "info",
            `inspection for ${ra}: ${r.pick(["no new damage", "no new damage", "no new damage", "scratch rear bumper, claim opened"])}`,
            400,
          ),
        ];
      },
    },
  ],
  periodic: [
    {
      svc: "fleet-telemetry",
      every: 10,
      run: (r) => [
        ev(
          "fleet-telemetry",
          "info",
          `c.k.t.ingest.FrameConsumer : consumed ${r.int(300, 900)} frames from partition ${r.int(0, 11)} (lag ${r.int(0, 200)})`,
        ),
      ],
    },
    {
      svc: "toll-rebill",
      every: 60,
      run: (r) => [
        ev(
          "toll-rebill",
          "info",
          `c.k.toll.RebillJob : matched ${r.int(5, 60)} eFlow passages to agreements, ${r.int(0, 4)} unmatched`,
        ),
      ],
    },
    { svc: "web-gateway", every: 10, run: () => [ev("web-gateway", "info", `"GET /health HTTP/1.1" 200 2 rt=0.001`)] },
    {
      svc: "damage-claims",
      every: 45,
      run: (r) => [
        ev(
          "damage-claims",
          "info",
          `[celery] Task claims.tasks.sync_repairer_estimates succeeded in ${money(r, 0.3, 3)}s`,
        ),
      ],
    },
    {
      svc: "keyless-bridge",
      every: 30,
      run: (r) => [ev("keyless-bridge", "debug", `key boxes online: ${r.int(150, 170)}/172`)],
    },
  ],
  sporadic: [
    {
      perMin: 8,
      run: (r) => [
        ev(
          "fines-processor",
          "error",
          `PCN ${r.upper(2)}${r.digits(8)} for ${r.digits(3)}-D-${r.digits(5)}: no agreement active at offence time, vehicle returned ${r.int(1, 9)} days earlier - parked for manual review`,
        ),
      ],
    },
    {
      perMin: 1.2,
      run: (r) => [
        ev(
          "checkout-desk",
          "warn",
          `Payment declined for RA${r.digits(7)}: card ${r.pick(["expired", "insufficient funds", "do not honour"])}, desk agent notified`,
        ),
      ],
    },
    {
      perMin: 0.5,
      run: () => [
        ev(
          "damage-claims",
          "warn",
          "RemovedInDjango60Warning: The FORMS_URLFIELD_ASSUME_HTTPS transitional setting is deprecated.",
        ),
      ],
    },
    {
      perMin: 0.8,
      run: (r) => {
        const box = r.int(1, 172);
        return [
          ev("keyless-bridge", "warn", `box ${box}: unlock not confirmed within 5s, retrying (1/3)`),
          ev("keyless-bridge", "info", `box ${box}: unlock confirmed on retry 1`, 2500),
        ];
      },
    },
    {
      perMin: 0.8,
      run: (r) => [
        ev(
          "toll-rebill",
          "info",
          `c.k.toll.RebillJob : passage ${r.digits(10)} M50 for returned vehicle re-billed to RA${r.digits(7)}`,
        ),
      ],
    },
  ],
  deploy: (r, svc) => [
    ev(svc, "info", `Graceful shutdown initiated (deploy ${r.hex(8)})`),
    ev(svc, "info", `Booting ${svc} release r${r.int(400, 900)}`, 3000),
    ev(svc, "info", `${svc} listening on 0.0.0.0:8080, release r${r.int(400, 900)} live`, 6500),
  ],
};

export const ESTATES: Record<EstateKey, Estate> = { northgate, velden, roadlark, kestrel };
