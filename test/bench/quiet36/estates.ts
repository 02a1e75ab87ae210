// The four made-up estates: two airlines (commercial, operations) and two airports (AODB, baggage).
import type { Rng } from "./rng.js";
import type { Runtime } from "./runtimes.js";
import type { Stream } from "./stream.js";

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traces: boolean;
  rt: Record<string, Runtime>;
  /** Always in the file. */
  core: string[];
  noisy: string;
  flows: { w: number; run: (s: Stream, t: number) => void }[];
  periodic: (s: Stream) => void;
  noise: (s: Stream) => void;
  retry: (s: Stream, t: number) => void;
  airline: string;
}

export const pnr = (r: Rng) => r.upper(6);
export const money = (r: Rng, lo: number, hi: number) => r.float(lo, hi).toFixed(2);
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const ONDS = [
  "LHR-JFK",
  "MAN-DXB",
  "EDI-AMS",
  "LGW-BCN",
  "LHR-SIN",
  "BHX-DUB",
  "LHR-BOS",
  "GLA-KEF",
  "LCY-ZRH",
  "LHR-YYZ",
];
const HUBS = ["OSL", "BGO", "TRD", "SVG", "CPH", "ARN", "LHR", "AMS", "CDG", "FRA", "KEF", "TOS"];
const AIRLINES = ["SK", "LH", "KL", "BA", "AY", "DY", "LX", "EI", "AF", "TP"];
export const flightNo = (r: Rng, cc: string) => `${cc}${r.int(100, 2999)}`;

// ---------- Skylark Air: shopping, orders, payment, ticketing, loyalty ----------
const skylark: Estate = {
  key: "skylark",
  company: "Skylark Air",
  ns: "skylark-commerce",
  traces: true,
  airline: "SY",
  rt: {
    "shop-bff": "node",
    "fare-shopping": "java",
    "offer-pricer": "java",
    "pnr-service": "java",
    "payment-orch": "go",
    ticketing: "java",
    "ancillary-catalog": "dotnet",
    "loyalty-ledger": "ruby",
    "notify-sender": "python",
    "seatmap-api": "go",
  },
  core: ["shop-bff", "fare-shopping", "pnr-service", "loyalty-ledger"],
  noisy: "loyalty-ledger",
  flows: [
    {
      w: 6,
      run: (s, t) => {
        const r = s.r;
        const tr = s.tid();
        const ond = r.pick(ONDS);
        const took = ms(r, 140, 900);
        s.add(
          t + 5,
          "fare-shopping",
          "info",
          `AirShopping ${ond} ${r.pick(["2026-12-04", "2026-12-11", "2026-12-19", "2027-01-06"])} pax=${r.int(1, 4)} cabin=${r.pick(["M", "M", "M", "W", "C"])} -> ${r.int(12, 240)} offers in ${took}ms (cache ${r.chance(0.6) ? "hit" : "miss"})`,
          { trace: tr },
        );
        s.add(t + took + 20, "shop-bff", "info", `POST /api/v3/offers/search 200 ${took + ms(r, 15, 60)}ms`, {
          trace: tr,
        });
      },
    },
    {
      w: 2,
      run: (s, t) => {
        const r = s.r;
        const tr = s.tid();
        const id = `OF-${r.hex(10)}`;
        s.add(
          t,
          "offer-pricer",
          "info",
          `OfferPrice ${id}: total ${money(r, 60, 2400)} GBP, fare basis ${r.upper(1, "KLMQTVY")}${r.upper(2, "LHX")}${r.int(0, 9)}GB (reprice delta 0.00)`,
          { trace: tr },
        );
        s.add(
          t + ms(r, 20, 90),
          "ancillary-catalog",
          "info",
          `Served ${r.int(6, 22)} ancillary services for offer ${id} in ${ms(r, 8, 60)}ms`,
          { trace: tr },
        );
        s.add(t + ms(r, 100, 200), "shop-bff", "info", `POST /api/v3/offers/${id}/price 200 ${ms(r, 120, 420)}ms`, {
          trace: tr,
        });
      },
    },
    {
      w: 1.2,
      run: (s, t) => {
        const r = s.r;
        const tr = s.tid();
        const loc = pnr(r);
        const amt = money(r, 60, 2400);
        s.add(
          t,
          "pnr-service",
          "info",
          `OrderCreate: PNR ${loc} created, ${r.int(1, 4)} pax, ${r.int(1, 4)} segments (HK)`,
          { trace: tr },
        );
        s.add(
          t + ms(r, 300, 1500),
          "payment-orch",
          "info",
          `authorised psp=adyen pspReference=${r.digits(16)} amount=${amt} GBP method=${r.pick(["visa", "mc", "amex", "applepay"])}`,
          { trace: tr },
        );
        s.add(t + ms(r, 1600, 2600), "ticketing", "info", `ETKT 714-${r.digits(10)} issued for PNR ${loc}`, {
          trace: tr,
        });
        s.add(
          t + ms(r, 2700, 3200),
          "notify-sender",
          "info",
          `queued itinerary email for PNR ${loc} (template itin_v7, locale en-GB)`,
          { trace: tr },
        );
        if (r.chance(0.5))
          s.add(
            t + ms(r, 2700, 3500),
            "loyalty-ledger",
            "info",
            `Accrued ${r.int(300, 9000)} points to member SY${r.digits(8)} for PNR ${loc}`,
            { trace: tr },
          );
        s.add(t + ms(r, 2600, 2700), "shop-bff", "info", `POST /api/v3/orders 201 ${ms(r, 2600, 3400)}ms`, {
          trace: tr,
        });
      },
    },
    {
      w: 2,
      run: (s, t) => {
        const r = s.r;
        const tr = s.tid();
        const loc = pnr(r);
        s.add(t, "pnr-service", "info", `OrderRetrieve ${loc} ok (${ms(r, 4, 40)}ms)`, { trace: tr });
        if (r.chance(0.5))
          s.add(
            t + ms(r, 10, 60),
            "seatmap-api",
            "info",
            `seatmap SY${r.int(100, 990)} 2026-12-${r.int(1, 20)} cabin=Y available=${r.int(3, 160)}/186 took=${ms(r, 8, 50)}ms`,
            { trace: tr },
          );
        s.add(t + ms(r, 60, 120), "shop-bff", "info", `GET /api/v3/orders/${loc} 200 ${ms(r, 40, 180)}ms`, {
          trace: tr,
        });
      },
    },
  ],
  periodic: (s) => {
    const r = s.r;
    s.every(s.t0, s.t1, 60, (t) =>
      s.add(
        t,
        "fare-shopping",
        "info",
        `fare cache refresh: loaded ${r.int(1200, 9000)} ATPCO fare records (cat 19/25 deltas) in ${r.float(0.8, 3.5).toFixed(1)}s`,
      ),
    );
    s.every(s.t0, s.t1, 120, (t) =>
      s.add(
        t,
        "ticketing",
        "info",
        `BSP HOT reconciliation: ${r.int(0, 3)} coupons pending, ${r.int(200, 900)} matched`,
      ),
    );
    s.every(s.t0, s.t1, 90, (t) =>
      s.add(t, "notify-sender", "info", `flushed ${r.int(20, 140)} messages via ses (eu-west-1), throttled=0`),
    );
    s.every(s.t0, s.t1, 300, (t) =>
      s.add(t, "pnr-service", "info", `Q8 ticketing time-limit sweep: ${r.int(2, 30)} unpaid holds cancelled`),
    );
  },
  noise: (s) => {
    const r = s.r;
    s.every(s.t0 + 2000, s.t1, 7, (t) =>
      s.add(
        t,
        "loyalty-ledger",
        "error",
        `PartnerAccrualJob: rejected accrual from partner ${r.pick(["HTL-0042", "CAR-0007", "HTL-0118"])} for member SY${r.digits(8)}: membership number failed check digit`,
      ),
    );
  },
  retry: (s, t) => {
    const r = s.r;
    const tr = s.tid();
    s.add(
      t,
      "shop-bff",
      "warn",
      `upstream fare-shopping POST /air-shopping failed: socket hang up (ECONNRESET), retrying attempt 2/3`,
      { trace: tr },
    );
    s.add(t + ms(r, 200, 700), "shop-bff", "info", `POST /api/v3/offers/search 200 ${ms(r, 900, 1800)}ms (retries=1)`, {
      trace: tr,
    });
  },
};

// ---------- Nordvale Airways: check-in, departure control, crew, disruption ----------
const nordvale: Estate = {
  key: "nordvale",
  company: "Nordvale Airways",
  ns: "nv-ops",
  traces: false,
  airline: "NV",
  rt: {
    "mobile-bff": "node",
    "kiosk-edge": "node",
    "dcs-checkin": "java",
    "apis-gateway": "go",
    "boarding-pass-gen": "python",
    "crew-roster": "python",
    "crew-legality": "java",
    "disruption-rebook": "java",
    "flight-ops-tracker": "go",
    "ops-notifier": "python",
  },
  core: ["mobile-bff", "dcs-checkin", "flight-ops-tracker"],
  noisy: "flight-ops-tracker",
  flows: [
    {
      w: 4,
      run: (s, t) => {
        const r = s.r;
        const f = flightNo(r, "NV");
        const loc = pnr(r);
        s.add(
          t,
          "dcs-checkin",
          "info",
          `CKI accepted PNR ${loc} pax ${r.int(1, 3)} on ${f}/${r.pick(HUBS)} seq ${r.int(1, 180)} seat ${r.int(1, 32)}${r.pick(["A", "C", "D", "F"])}`,
        );
        if (r.chance(0.5))
          s.add(
            t + ms(r, 30, 120),
            "apis-gateway",
            "info",
            `AQQ ${f} pax=${r.int(1, 3)} status=0Z(cleared) rtt=${ms(r, 120, 700)}ms`,
          );
        s.add(
          t + ms(r, 300, 600),
          "boarding-pass-gen",
          "info",
          `issued BCBP M1 for ${loc} ${f} (pkpass+pdf, ${ms(r, 40, 160)}ms)`,
        );
        s.add(
          t + ms(r, 650, 800),
          r.chance(0.7) ? "mobile-bff" : "kiosk-edge",
          "info",
          `POST /v2/checkin/${loc} 200 ${ms(r, 600, 1400)}ms`,
        );
      },
    },
    {
      w: 3,
      run: (s, t) => {
        const r = s.r;
        s.add(t, "mobile-bff", "info", `GET /v2/trips/${pnr(r)} 200 ${ms(r, 30, 250)}ms`);
        if (r.chance(0.3))
          s.add(
            t + 40,
            "flight-ops-tracker",
            "info",
            `status NV${r.int(100, 999)} ${r.pick(["OUT", "OFF", "ON", "IN", "ETD update", "ETA update"])} ${r.pick(HUBS)}`,
          );
      },
    },
    {
      w: 1,
      run: (s, t) => {
        const r = s.r;
        const crew = r.int(10000, 49999);
        s.add(
          t,
          "crew-roster",
          "info",
          `roster pull crew=${crew} base=${r.pick(["OSL", "BGO", "TRD"])} duties=${r.int(3, 14)} (${ms(r, 20, 120)}ms)`,
        );
        if (r.chance(0.5))
          s.add(
            t + ms(r, 50, 200),
            "crew-legality",
            "info",
            `FTL check crew ${crew} pairing P${r.digits(5)}: legal (FDP ${r.int(5, 11)}:${String(r.int(0, 59)).padStart(2, "0")}, max 13:00)`,
          );
      },
    },
    {
      w: 0.6,
      run: (s, t) => {
        const r = s.r;
        s.add(
          t,
          "disruption-rebook",
          "info",
          `reaccom offer sent PNR ${pnr(r)} from NV${r.int(100, 999)} to NV${r.int(100, 999)} (auto, accepted=${r.pick(["pending", "yes", "pending"])})`,
        );
        if (r.chance(0.5))
          s.add(
            t + 200,
            "ops-notifier",
            "info",
            `SMS queued to +47${r.digits(8)} template=rebook_offer provider=linkmobility`,
          );
      },
    },
  ],
  periodic: (s) => {
    const r = s.r;
    s.every(s.t0, s.t1, 45, (t) =>
      s.add(
        t,
        "flight-ops-tracker",
        "info",
        `ACARS poll: ${r.int(20, 80)} messages, ${r.int(10, 40)} OOOI events applied`,
      ),
    );
    s.every(s.t0, s.t1, 120, (t) =>
      s.add(t, "crew-roster", "info", `published roster delta to crew app: ${r.int(0, 40)} changes`),
    );
    s.every(s.t0, s.t1, 60, (t) =>
      s.add(t, "dcs-checkin", "info", `flight close timer: ${r.int(0, 3)} flights closed, ${r.int(4, 20)} open`),
    );
    s.every(s.t0, s.t1, 180, (t) =>
      s.add(t, "apis-gateway", "info", `token refresh for carrier profile NV ok (expires in 3599s)`),
    );
  },
  noise: (s) => {
    const r = s.r;
    s.every(s.t0 + 1000, s.t1, 9, (t) =>
      s.add(
        t,
        "flight-ops-tracker",
        "warn",
        `ACARS msg from ${r.pick(["LN-NVA", "LN-NVC", "LN-NVF", "LN-NVK"])} label 10 unparseable ON time "${r.digits(2)}:${r.digits(1)}?" - skipped`,
      ),
    );
  },
  retry: (s, t) => {
    const r = s.r;
    s.add(t, "mobile-bff", "warn", `dcs-checkin GET /pax responded 502, retry 1/2 in 200ms`);
    s.add(t + ms(r, 250, 500), "mobile-bff", "info", `GET /v2/trips/${pnr(r)} 200 ${ms(r, 400, 900)}ms (retried)`);
  },
};

// ---------- Harbourside International Airport: AODB, gates, FIDS ----------
const harbourside: Estate = {
  key: "harbourside",
  company: "Harbourside International Airport",
  ns: "hia-aodb",
  traces: true,
  airline: "",
  rt: {
    "aodb-core": "dotnet",
    "gate-allocator": "python",
    "fids-publisher": "node",
    "fids-display-agent": "go",
    "a-cdm-portal": "ruby",
    "resource-planner": "java",
    "stand-sensor-ingest": "go",
    "flight-info-api": "go",
    "weather-feed": "go",
    "pa-announcer": "cpp",
  },
  core: ["aodb-core", "fids-publisher", "pa-announcer", "flight-info-api"],
  noisy: "pa-announcer",
  flows: [
    {
      w: 4,
      run: (s, t) => {
        const r = s.r;
        const tr = s.tid();
        const f = flightNo(r, r.pick(AIRLINES));
        s.add(
          t,
          "aodb-core",
          "info",
          `Flight ${f} ${r.pick(["EOBT", "ETA", "TOBT", "AIBT", "ALDT"])} updated to ${r.int(10, 23)}:${String(r.int(0, 59)).padStart(2, "0")}Z (source ${r.pick(["MVT", "A-CDM", "ADS-B", "handler"])})`,
          { trace: tr },
        );
        s.add(
          t + ms(r, 20, 90),
          "fids-publisher",
          "info",
          `published ${f} to ${r.int(12, 64)} displays (delta, ${ms(r, 2, 20)}ms)`,
          { trace: tr },
        );
      },
    },
    {
      w: 4,
      run: (s, t) => {
        const r = s.r;
        const tr = s.tid();
        s.add(
          t,
          "flight-info-api",
          "info",
          `GET /v1/flights?date=today&dir=${r.pick(["arr", "dep"])} 200 ${ms(r, 8, 80)}ms client=${r.pick(["web", "app-ios", "app-android", "partner-taxi"])}`,
          { trace: tr },
        );
      },
    },
    {
      w: 1.5,
      run: (s, t) => {
        const r = s.r;
        const tr = s.tid();
        const f = flightNo(r, r.pick(AIRLINES));
        const g = `${r.pick(["A", "B", "C"])}${r.int(1, 28)}`;
        s.add(
          t,
          "gate-allocator",
          "info",
          `assigned ${f} -> gate ${g} (score ${r.float(0.7, 1).toFixed(3)}, solve ${ms(r, 40, 400)}ms)`,
          { trace: tr },
        );
        s.add(t + ms(r, 30, 100), "aodb-core", "info", `Gate for ${f} set to ${g} by gate-allocator`, { trace: tr });
        if (r.chance(0.5))
          s.add(
            t + ms(r, 100, 300),
            "resource-planner",
            "info",
            `stand/gate plan v${r.int(1000, 9999)} accepted, ${r.int(0, 4)} changes`,
            { trace: tr },
          );
      },
    },
    {
      w: 1.2,
      run: (s, t) => {
        const r = s.r;
        s.add(
          t,
          "stand-sensor-ingest",
          "info",
          `VDGS stand ${r.pick(["A", "B", "C"])}${r.int(1, 28)} ${r.pick(["docking started", "aircraft parked", "chocks on", "stand clear"])} type=${r.pick(["A320", "B738", "A21N", "E190", "B789"])}`,
        );
      },
    },
  ],
  periodic: (s) => {
    const r = s.r;
    s.every(s.t0, s.t1, 30, (t) =>
      s.add(t, "fids-display-agent", "info", `heartbeat: ${r.int(412, 418)}/418 displays online`),
    );
    s.every(s.t0, s.t1, 60, (t) =>
      s.add(
        t,
        "weather-feed",
        "info",
        `METAR EGHX ${r.int(10, 30)}${r.int(10, 59)}Z ${r.pick(["24012KT", "22008KT", "VRB03KT"])} 9999 FEW030 fetched`,
      ),
    );
    s.every(s.t0, s.t1, 120, (t) =>
      s.add(t, "a-cdm-portal", "info", `Started GET "/milestones" for 10.8.${r.int(0, 9)}.${r.int(2, 200)}`),
    );
    s.every(s.t0, s.t1, 90, (t) =>
      s.add(t, "resource-planner", "info", `scheduled replan: ${r.int(300, 420)} movements, horizon 6h`),
    );
  },
  noise: (s) => {
    const r = s.r;
    s.every(s.t0 + 1500, s.t1, 8, (t) =>
      s.add(
        t,
        "pa-announcer",
        "error",
        `TTS: no lexicon entry for '${r.pick(["Ouagadougou", "Reykjavik", "Tromsø", "Łódź", "Hurghada"])}' in voice en-GB-Neural3, falling back to letter-to-sound`,
      ),
    );
  },
  retry: (s, t) => {
    const r = s.r;
    s.add(t, "flight-info-api", "warn", `aodb-core query attempt 1 failed: context deadline exceeded (2s); retrying`);
    s.add(
      t + ms(r, 100, 400),
      "flight-info-api",
      "info",
      `GET /v1/flights/${flightNo(r, r.pick(AIRLINES))} 200 ${ms(r, 2100, 2600)}ms retries=1`,
    );
  },
};

// ---------- Lakeport Airport: baggage messages and handling ----------
const lakeport: Estate = {
  key: "lakeport",
  company: "Lakeport Airport",
  ns: "lkp-bhs",
  traces: false,
  airline: "",
  rt: {
    "bsm-ingest": "java",
    "airline-edi-gw": "java",
    "bag-reconcile": "java",
    "sortation-ctrl": "cpp",
    "transfer-bag-planner": "python",
    "lost-bag-desk": "ruby",
    "gate-screens": "node",
    "fis-sync": "dotnet",
    "scanner-gw": "go",
    "ops-dashboard": "node",
  },
  core: ["bsm-ingest", "bag-reconcile", "sortation-ctrl", "lost-bag-desk"],
  noisy: "lost-bag-desk",
  flows: [
    {
      w: 5,
      run: (s, t) => {
        const r = s.r;
        const tag = `0${r.int(100, 999)}${r.digits(6)}`;
        const f = flightNo(r, r.pick(AIRLINES));
        s.add(t, "bsm-ingest", "info", `BSM .N/${tag}001 .F/${f}/${r.int(1, 28)}DEC/${r.pick(HUBS)}/Y processed`);
        s.add(t + ms(r, 100, 2000), "scanner-gw", "info", `ATR-${r.int(1, 6)} read tag=${tag} conf=0.${r.int(90, 99)}`);
        s.add(
          t + ms(r, 2100, 4000),
          "sortation-ctrl",
          "info",
          `tag ${tag} routed to MU-${r.int(1, 14)} (lateral ${r.int(1, 40)})`,
        );
        if (r.chance(0.6))
          s.add(
            t + ms(r, 4100, 6000),
            "bag-reconcile",
            "info",
            `bag ${tag} loaded ${f} ULD AKE${r.digits(5)}${r.pick(AIRLINES)} pos ${r.int(11, 44)}`,
          );
      },
    },
    {
      w: 1,
      run: (s, t) => {
        const r = s.r;
        s.add(
          t,
          "gate-screens",
          "info",
          `gate ${r.pick(["D", "E"])}${r.int(1, 20)} screen refresh ok (${ms(r, 20, 200)}ms)`,
        );
      },
    },
    {
      w: 1,
      run: (s, t) => {
        const r = s.r;
        s.add(
          t,
          "transfer-bag-planner",
          "info",
          `transfer ${flightNo(r, r.pick(AIRLINES))} -> ${flightNo(r, r.pick(AIRLINES))}: ${r.int(1, 30)} bags, MCT ok (${r.int(45, 180)} min)`,
        );
      },
    },
    {
      w: 1,
      run: (s, t) => {
        const r = s.r;
        s.add(t, "fis-sync", "info", `Applied ${r.int(1, 12)} flight updates from AODB (seq ${r.int(100000, 999999)})`);
        if (r.chance(0.4)) s.add(t + 30, "ops-dashboard", "info", `GET /api/belts 200 ${ms(r, 10, 90)}ms`);
      },
    },
  ],
  periodic: (s) => {
    const r = s.r;
    s.every(s.t0, s.t1, 40, (t) =>
      s.add(
        t,
        "airline-edi-gw",
        "info",
        `Type B poll: ${r.int(10, 90)} messages received (BSM ${r.int(10, 80)}, BPM ${r.int(0, 10)}) from SITA gateway`,
      ),
    );
    s.every(s.t0, s.t1, 60, (t) =>
      s.add(
        t,
        "sortation-ctrl",
        "info",
        `PLC sync: ${r.int(38, 40)}/40 laterals online, throughput ${r.int(900, 2400)} bags/h`,
      ),
    );
    s.every(s.t0, s.t1, 120, (t) =>
      s.add(
        t,
        "bag-reconcile",
        "info",
        `reconciliation sweep: ${r.int(10, 40)} open flights, ${r.int(0, 6)} bags awaiting authority`,
      ),
    );
    s.every(s.t0, s.t1, 90, (t) =>
      s.add(
        t,
        "lost-bag-desk",
        "info",
        `Performed WorldTracerSyncJob (Job ID: ${r.hex(8)}-${r.hex(4)}) from Async(default) in ${r.int(200, 1500)}ms`,
      ),
    );
  },
  noise: (s) => {
    const r = s.r;
    s.every(s.t0 + 1200, s.t1, 8, (t) =>
      s.add(
        t,
        "lost-bag-desk",
        "error",
        `WorldTracer AHL ${r.pick(["LKP", "OSL", "CPH"])}${r.pick(AIRLINES)}${r.digits(5)} sync failed: ActiveRecord::RecordNotUnique (duplicate key value violates unique constraint "index_files_on_reference") - skipped`,
      ),
    );
  },
  retry: (s, t) => {
    const r = s.r;
    s.add(t, "transfer-bag-planner", "warn", `fis-sync GET /flights returned 503, retrying in 0.5s (attempt 1/3)`);
    s.add(t + ms(r, 500, 900), "transfer-bag-planner", "info", `fis-sync GET /flights 200 after 1 retry`);
  },
};

export const ESTATES: Estate[] = [skylark, nordvale, harbourside, lakeport];
