// The four made-up companies of quiet49: who runs what, in which runtime, and their everyday request traffic.
import type { Rng } from "./rng.js";
import type { Runtime } from "./runtimes.js";

export type Domain = "dealer" | "rental";

export interface Svc {
  name: string;
  rt: Runtime;
}

/** One hop of a request: the service of `role` logs `say` (downstream) or an access line (entry). */
export interface Step {
  role: string;
  path: string;
  method: string;
  say?: (r: Rng) => string;
}

export interface Flow {
  name: string;
  weight: number;
  steps: Step[];
}

export interface Estate {
  key: string;
  company: string;
  domain: Domain;
  namespace: string;
  traces: boolean;
  currency: string;
  roles: Record<string, Svc>;
  flows: Flow[];
  sites: string[];
}

const plate = (r: Rng) =>
  `${r.pick(["AB", "LK", "YX", "GF", "MV", "WR", "BD", "HN"])}${r.int(10, 74)} ${"ABCDEFGHJKLMNPRSTUVWXYZ"[r.int(0, 22)]}${"ABCDEFGHJKLMNPRSTUVWXYZ"[r.int(0, 22)]}${"ABCDEFGHJKLMNPRSTUVWXYZ"[r.int(0, 22)]}`;
export const vin = (r: Rng) => {
  const cs = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  let s = r.pick(["WVW", "WBA", "SAL", "VF1", "TMB", "JTD", "KNA", "YV1", "WDD", "ZFA"]);
  while (s.length < 17) s += cs[r.int(0, cs.length - 1)];
  return s;
};
export { plate };

const makes = [
  "VW Golf",
  "Ford Puma",
  "Kia Sportage",
  "BMW 320d",
  "Skoda Octavia",
  "Toyota Yaris",
  "Audi A3",
  "Volvo XC40",
];

const dealerFlows: Flow[] = [
  {
    name: "vdp",
    weight: 30,
    steps: [
      { role: "web", method: "GET", path: "/used-cars/{id}" },
      {
        role: "stock",
        method: "GET",
        path: "/stock/{id}",
        say: (r) =>
          `stock lookup id=${r.digits(6)} status=AVAILABLE price=${r.int(6, 48)}${r.int(0, 9)}95 site=${r.int(1, 14)}`,
      },
    ],
  },
  {
    name: "search",
    weight: 25,
    steps: [
      { role: "web", method: "GET", path: "/search" },
      {
        role: "stock",
        method: "POST",
        path: "/stock/_search",
        say: (r) =>
          `search make=${r.pick(makes).split(" ")[0]} fuel=${r.pick(["petrol", "diesel", "hybrid", "ev"])} -> ${r.int(0, 240)} hits in ${r.int(4, 60)}ms`,
      },
    ],
  },
  {
    name: "finance",
    weight: 6,
    steps: [
      { role: "web", method: "POST", path: "/finance/applications" },
      {
        role: "finance",
        method: "POST",
        path: "/applications",
        say: (r) =>
          `application FA-${r.digits(7)} submitted product=${r.pick(["PCP", "HP", "PCH"])} term=${r.pick([24, 36, 48, 60])} lender=${r.pick(["blackhorse", "close-brothers", "santander-cf", "moneybarn"])}`,
      },
      {
        role: "bureau",
        method: "POST",
        path: "/v2/softsearch",
        say: (r) =>
          `soft search ref=${r.hex(10)} bureau=${r.pick(["experian", "equifax"])} score_band=${r.int(1, 6)} latency=${r.int(180, 900)}ms`,
      },
    ],
  },
  {
    name: "tradein",
    weight: 8,
    steps: [
      { role: "web", method: "POST", path: "/part-exchange/valuation" },
      {
        role: "tradein",
        method: "POST",
        path: "/valuations",
        say: (r) =>
          `valuation vrm=${plate(r).replace(" ", "")} mileage=${r.int(8, 140)}${r.int(100, 999)} retail=${r.int(3, 38)}${r.int(100, 999)} trade=${r.int(2, 30)}${r.int(100, 999)}`,
      },
      {
        role: "vin",
        method: "GET",
        path: "/decode/{vin}",
        say: (r) =>
          `decoded ${vin(r)} -> ${r.pick(makes)} ${r.int(2014, 2025)} (cache ${r.pick(["hit", "hit", "miss"])})`,
      },
    ],
  },
  {
    name: "booking",
    weight: 8,
    steps: [
      { role: "web", method: "POST", path: "/service/bookings" },
      {
        role: "booking",
        method: "POST",
        path: "/bookings",
        say: (r) =>
          `booking WB-${r.digits(6)} created job=${r.pick(["MOT", "interim service", "full service", "brake pads", "aircon regas"])} slot=2026-12-${String(r.int(1, 19)).padStart(2, "0")}T0${r.int(7, 9)}:${r.pick(["00", "30"])} bay=${r.int(1, 9)}`,
      },
    ],
  },
  {
    name: "parts",
    weight: 8,
    steps: [
      { role: "web", method: "POST", path: "/parts/checkout" },
      {
        role: "parts",
        method: "POST",
        path: "/orders",
        say: (r) =>
          `order PO-${r.digits(6)} paid items=${r.int(1, 5)} total=${r.int(9, 320)}.${r.int(10, 99)} psp=${r.pick(["stripe", "adyen"])}`,
      },
    ],
  },
  {
    name: "intake",
    weight: 5,
    steps: [
      { role: "stock", method: "POST", path: "/intake" },
      {
        role: "vin",
        method: "GET",
        path: "/decode/{vin}",
        say: (r) => `decoded ${vin(r)} -> ${r.pick(makes)} ${r.int(2016, 2025)} (cache miss)`,
      },
    ],
  },
  {
    name: "publish",
    weight: 6,
    steps: [
      { role: "stock", method: "POST", path: "/publish" },
      {
        role: "listing",
        method: "POST",
        path: "/listings/batch",
        say: (r) =>
          `pushed ${r.int(3, 60)} listings to ${r.pick(["autotrader", "mobile.de", "carwow", "ebay-motors"])} (accepted all)`,
      },
    ],
  },
];

const rentalFlows: Flow[] = [
  {
    name: "availability",
    weight: 28,
    steps: [
      { role: "api", method: "GET", path: "/v1/availability" },
      {
        role: "res",
        method: "GET",
        path: "/availability",
        say: (r) =>
          `availability ${r.pick(["LHR-T5", "MAN-APT", "EDI-CITY", "BHX-APT", "LGW-N", "GLA-APT"])} ${r.pick(["ECMR", "CDMR", "IFAR", "SFAR", "PDAR"])} -> ${r.int(0, 44)} units`,
      },
      {
        role: "pricing",
        method: "POST",
        path: "/quote",
        say: (r) =>
          `quoted ${r.int(1, 14)}d ${r.pick(["ECMR", "CDMR", "IFAR", "SFAR"])} base=${r.int(28, 140)}.${r.int(10, 99)} dyn=${(0.8 + r.next() * 0.6).toFixed(2)}`,
      },
    ],
  },
  {
    name: "reserve",
    weight: 10,
    steps: [
      { role: "api", method: "POST", path: "/v1/reservations" },
      {
        role: "res",
        method: "POST",
        path: "/reservations",
        say: (r) =>
          `reservation R${r.digits(8)} confirmed pickup=${r.pick(["LHR-T5", "MAN-APT", "EDI-CITY", "BHX-APT"])} days=${r.int(1, 21)}`,
      },
      {
        role: "pay",
        method: "POST",
        path: "/authorisations",
        say: (r) =>
          `pre-auth ${r.int(150, 900)}.00 approved ref=${r.hex(12).toUpperCase()} scheme=${r.pick(["visa", "mastercard", "amex"])}`,
      },
    ],
  },
  {
    name: "checkout",
    weight: 8,
    steps: [
      { role: "kiosk", method: "POST", path: "/checkout" },
      {
        role: "res",
        method: "POST",
        path: "/reservations/{id}/checkout",
        say: (r) => `checkout R${r.digits(8)} agreement RA-${r.digits(7)} opened`,
      },
      {
        role: "fleet",
        method: "POST",
        path: "/vehicles/{id}/assign",
        say: (r) =>
          `assigned ${plate(r)} to RA-${r.digits(7)} fuel=${r.int(40, 100)}% odo=${r.int(3, 70)}${r.int(100, 999)}`,
      },
    ],
  },
  {
    name: "deposit",
    weight: 6,
    steps: [
      { role: "kiosk", method: "POST", path: "/deposit" },
      {
        role: "pay",
        method: "POST",
        path: "/authorisations",
        say: (r) => `deposit hold ${r.int(200, 1500)}.00 approved ref=${r.hex(12).toUpperCase()} entry=chip`,
      },
    ],
  },
  {
    name: "unlock",
    weight: 10,
    steps: [
      { role: "api", method: "POST", path: "/v1/vehicles/{id}/unlock" },
      {
        role: "unlock",
        method: "POST",
        path: "/commands/unlock",
        say: (r) => `unlock cmd ${r.hex(8)} for ${plate(r)} acked by TCU in ${r.int(900, 4800)}ms`,
      },
      {
        role: "tcu",
        method: "POST",
        path: "/tcu/command",
        say: (r) => `command UNLOCK delivered imei=35${r.digits(13)} via ${r.pick(["LTE-M", "NB-IoT", "LTE"])}`,
      },
    ],
  },
  {
    name: "telemetry",
    weight: 22,
    steps: [
      { role: "tcu", method: "POST", path: "/ingest" },
      {
        role: "fleet",
        method: "POST",
        path: "/positions/batch",
        say: (r) => `applied ${r.int(40, 400)} position frames (${r.int(0, 3)} stale dropped) in ${r.int(3, 40)}ms`,
      },
    ],
  },
  {
    name: "claims",
    weight: 4,
    steps: [
      { role: "api", method: "POST", path: "/v1/damage-reports" },
      {
        role: "claims",
        method: "POST",
        path: "/claims",
        say: (r) =>
          `claim DC-${r.digits(6)} opened agreement RA-${r.digits(7)} photos=${r.int(2, 12)} panel=${r.pick(["front bumper", "rear bumper", "nearside wing", "offside door", "windscreen", "alloy wheel"])}`,
      },
    ],
  },
  {
    name: "return",
    weight: 6,
    steps: [
      { role: "kiosk", method: "POST", path: "/return" },
      {
        role: "fleet",
        method: "POST",
        path: "/vehicles/{id}/return",
        say: (r) =>
          `returned ${plate(r)} fuel=${r.int(10, 100)}% odo_delta=${r.int(20, 2400)}km bay=${r.pick(["A", "B", "C", "P2"])}${r.int(1, 60)}`,
      },
    ],
  },
];

export const ESTATES: Estate[] = [
  {
    key: "hallbeck",
    company: "Hallbeck Motor Group",
    domain: "dealer",
    namespace: "hallbeck-prod",
    traces: true,
    currency: "GBP",
    sites: ["Leeds", "Wakefield", "Harrogate", "York"],
    roles: {
      web: { name: "hb-storefront", rt: "node" },
      stock: { name: "stock-sync", rt: "java" },
      listing: { name: "listing-publisher", rt: "python" },
      vin: { name: "vin-decode", rt: "go" },
      finance: { name: "finance-apply", rt: "dotnet" },
      bureau: { name: "bureau-gw", rt: "go" },
      tradein: { name: "tradein-valuer", rt: "python" },
      booking: { name: "workshop-booking", rt: "ruby" },
      parts: { name: "parts-shop", rt: "node" },
      notify: { name: "notifier", rt: "node" },
    },
    flows: dealerFlows,
  },
  {
    key: "ostrander",
    company: "Ostrander Autohaus",
    domain: "dealer",
    namespace: "ostrander",
    traces: false,
    currency: "EUR",
    sites: ["Bremen", "Oldenburg", "Delmenhorst"],
    roles: {
      web: { name: "dealer-api", rt: "java" },
      stock: { name: "inventory-feed", rt: "go" },
      listing: { name: "portal-exporter", rt: "python" },
      vin: { name: "vinlookup", rt: "java" },
      finance: { name: "fi-desk", rt: "ruby" },
      bureau: { name: "credit-proxy", rt: "go" },
      tradein: { name: "appraisal-svc", rt: "python" },
      booking: { name: "service-sched", rt: "dotnet" },
      parts: { name: "parts-store", rt: "ruby" },
    },
    flows: dealerFlows,
  },
  {
    key: "rentara",
    company: "Rentara",
    domain: "rental",
    namespace: "rentara-prod",
    traces: true,
    currency: "GBP",
    sites: ["LHR-T5", "MAN-APT", "EDI-CITY"],
    roles: {
      api: { name: "rentara-edge", rt: "go" },
      res: { name: "reservations", rt: "java" },
      kiosk: { name: "kiosk-checkout", rt: "dotnet" },
      unlock: { name: "unlock-svc", rt: "node" },
      tcu: { name: "telematics-ingest", rt: "go" },
      fleet: { name: "fleet-state", rt: "java" },
      pay: { name: "payment-auth", rt: "java" },
      claims: { name: "damage-claims", rt: "python" },
      fines: { name: "fines-rebill", rt: "ruby" },
      pricing: { name: "rate-engine", rt: "python" },
    },
    flows: rentalFlows,
  },
  {
    key: "northway",
    company: "Northway Car Hire",
    domain: "rental",
    namespace: "northway",
    traces: false,
    currency: "EUR",
    sites: ["DUB-T1", "ORK-APT", "SNN-APT"],
    roles: {
      api: { name: "nw-gateway", rt: "node" },
      res: { name: "booking-core", rt: "dotnet" },
      kiosk: { name: "counter-kiosk", rt: "node" },
      unlock: { name: "keyless-bridge", rt: "go" },
      tcu: { name: "tcu-collector", rt: "cpp" },
      fleet: { name: "fleet-tracker", rt: "java" },
      pay: { name: "card-auth", rt: "go" },
      claims: { name: "claims-intake", rt: "ruby" },
      fines: { name: "pcn-rebill", rt: "python" },
    },
    flows: rentalFlows,
  },
];

export function svc(e: Estate, role: string): Svc {
  const s = e.roles[role];
  if (!s) throw new Error(`${e.key} has no ${role}`);
  return s;
}
