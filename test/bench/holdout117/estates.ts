// The three made-up estates of holdout117: two rental companies and a peer-to-peer car sharing platform.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./runtimes.js";

export type Gen = (r: Rng) => string;
export interface Svc {
  name: string;
  rt: Runtime;
  version: string;
  jobs: { every: number; level: Level; gen: Gen }[];
}
export interface Hop {
  svc: string;
  path: string; // endpoint the caller hits on this service
  msg: Gen; // what this service logs when it served the call
  via?: string; // the calling service; the edge (hops[0]) when absent
}
export interface Flow {
  w: number;
  method: string;
  path: string;
  hops: Hop[]; // hops[0] is the edge service that logs the access line
}
export interface Estate {
  key: "kestrel" | "marlow" | "roamly";
  company: string;
  namespace: string;
  traces: boolean;
  services: Svc[];
  flows: Flow[];
  noisy: { svc: string; every: number; level: Level; gen: Gen };
  noise: { svc: string; every: number; level: Level; gen: Gen }[]; // harmless domain noise
  deprecations: { svc: string; msg: string }[];
  retries: { svc: string; gen: Gen }[];
}

const plate = (r: Rng) =>
  `${r.pick(["AB", "KX", "LM", "YR", "WD", "BN"])}${r.int(10, 74)} ${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}`;
const branch = (r: Rng) => r.pick(["LHR-T5", "MAN-APT", "EDI-WAV", "BHX-APT", "LGW-N", "GLA-CEN", "LPL-LIME"]);
const cls = (r: Rng) => r.pick(["ECMR", "CDMR", "IDAR", "SFAR", "FDAR", "PVMR", "XDAR"]);
const money = (r: Rng, lo: number, hi: number) => (r.int(lo * 100, hi * 100) / 100).toFixed(2);
const vin = (r: Rng) => `WVWZZZ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}Z${r.int(10000000, 99999999)}`;

// ---------------------------------------------------------------- Kestrel Rent (JVM-heavy, W3C trace ids)
const KESTREL: Estate = {
  key: "kestrel",
  company: "Kestrel Rent",
  namespace: "kestrel-prod",
  traces: true,
  services: [
    { name: "kr-web-bff", rt: "node", version: "2026.11.4", jobs: [] },
    {
      name: "reservation-svc",
      rt: "java",
      version: "5.18.2",
      jobs: [
        {
          every: 60,
          level: "info",
          gen: (r) => `NoShowSweeper: released ${r.int(0, 9)} unclaimed reservations past grace period`,
        },
      ],
    },
    {
      name: "rate-engine",
      rt: "java",
      version: "3.7.0",
      jobs: [
        {
          every: 90,
          level: "info",
          gen: (r) => `rate cache refresh: ${r.int(3800, 4400)} plans loaded in ${r.int(180, 900)}ms`,
        },
      ],
    },
    {
      name: "availability-svc",
      rt: "go",
      version: "v2.31.0",
      jobs: [
        {
          every: 30,
          level: "info",
          gen: (r) =>
            `fleet snapshot applied branches=${r.int(44, 47)} vehicles=${r.int(18200, 18900)} took=${r.int(40, 300)}ms`,
        },
      ],
    },
    { name: "counter-checkin", rt: "dotnet", version: "4.2.11", jobs: [] },
    { name: "licence-verify", rt: "python", version: "1.44.0", jobs: [] },
    {
      name: "deposit-payments",
      rt: "java",
      version: "8.3.1",
      jobs: [
        {
          every: 120,
          level: "info",
          gen: (r) => `DepositReleaseJob: released ${r.int(10, 80)} pre-authorisations for returned vehicles`,
        },
      ],
    },
    {
      name: "fleet-telematics",
      rt: "go",
      version: "v1.9.4",
      jobs: [
        {
          every: 15,
          level: "info",
          gen: (r) => `consumed batch partition=${r.int(0, 11)} msgs=${r.int(200, 900)} lag=${r.int(0, 40)}`,
        },
        {
          every: 45,
          level: "warn",
          gen: (r) => `telemetry gap vin=${vin(r)} last_seen=${r.int(6, 55)}m ago (no cellular?)`,
        },
      ],
    },
    {
      name: "toll-fines",
      rt: "ruby",
      version: "2.12.0",
      jobs: [
        {
          every: 75,
          level: "info",
          gen: (r) => `PcnImportJob processed ${r.int(4, 30)} notices from inbox (matched ${r.int(2, 20)})`,
        },
      ],
    },
    {
      name: "broker-gateway",
      rt: "java",
      version: "6.0.9",
      jobs: [
        {
          every: 60,
          level: "info",
          gen: (r) => `OTA_VehAvailRate push to broker rentalcars accepted (${r.int(40, 400)} rates)`,
        },
      ],
    },
  ],
  flows: [
    {
      w: 5,
      method: "GET",
      path: "/api/v3/search",
      hops: [
        { svc: "kr-web-bff", path: "", msg: () => "" },
        {
          svc: "availability-svc",
          path: "/v1/availability",
          msg: (r) =>
            `availability query branch=${branch(r)} classes=${r.int(6, 14)} cached=${r.chance(0.7)} took=${r.int(3, 40)}ms`,
        },
        {
          svc: "rate-engine",
          path: "/rates/quote",
          msg: (r) =>
            `Quoted ${r.int(5, 14)} classes for ${branch(r)} rateCode=${r.pick(["BAR", "WKND", "CORP12", "PREPAY"])} in ${r.int(8, 90)}ms`,
        },
      ],
    },
    {
      w: 2,
      method: "POST",
      path: "/api/v3/reservations",
      hops: [
        { svc: "kr-web-bff", path: "", msg: () => "" },
        {
          svc: "reservation-svc",
          path: "/reservations",
          msg: (r) =>
            `Reservation KR${r.int(1000000, 9999999)} confirmed class=${cls(r)} pickup=${branch(r)} days=${r.int(1, 14)}`,
        },
        {
          svc: "rate-engine",
          via: "reservation-svc",
          path: "/rates/lock",
          msg: (r) => `Rate locked ${r.pick(["BAR", "WKND", "PREPAY"])} total=${money(r, 60, 900)} GBP ttl=900s`,
        },
        {
          svc: "deposit-payments",
          via: "reservation-svc",
          path: "/deposits/preauth",
          msg: (r) =>
            `Pre-authorisation ok amount=${r.pick([200, 250, 300, 500])}.00 GBP pspReference=${r.hex(16).toUpperCase()}`,
        },
      ],
    },
    {
      w: 2,
      method: "POST",
      path: "/counter/checkin",
      hops: [
        { svc: "counter-checkin", path: "", msg: () => "" },
        {
          svc: "licence-verify",
          path: "/v2/licences/check",
          msg: (r) =>
            `licence check ok issuer=${r.pick(["DVLA", "DVLA", "RDW", "KBA", "DGT"])} endorsements=${r.int(0, 3)} took=${r.int(120, 900)}ms`,
        },
        {
          svc: "deposit-payments",
          path: "/deposits/preauth",
          msg: (r) =>
            `Pre-authorisation ok amount=${r.pick([250, 300, 500])}.00 GBP pspReference=${r.hex(16).toUpperCase()}`,
        },
        {
          svc: "reservation-svc",
          path: "/reservations/checkin",
          msg: (r) => `Reservation KR${r.int(1000000, 9999999)} checked in at ${branch(r)} unit=${plate(r)}`,
        },
      ],
    },
    {
      w: 1,
      method: "POST",
      path: "/ota/VehRes",
      hops: [
        { svc: "broker-gateway", path: "", msg: () => "" },
        {
          svc: "reservation-svc",
          path: "/reservations",
          msg: (r) =>
            `Reservation KR${r.int(1000000, 9999999)} confirmed class=${cls(r)} pickup=${branch(r)} channel=broker`,
        },
      ],
    },
    {
      w: 1,
      method: "GET",
      path: "/api/v3/trips/current",
      hops: [
        { svc: "kr-web-bff", path: "", msg: () => "" },
        {
          svc: "fleet-telematics",
          path: "/v1/vehicles/state",
          msg: (r) => `state served vin=${vin(r)} fuel=${r.int(5, 100)}% odo=${r.int(1200, 88000)}`,
        },
      ],
    },
  ],
  noisy: {
    svc: "toll-fines",
    every: 9,
    level: "error",
    gen: (r) =>
      `Penalty notice PCN-${r.int(100000, 999999)} for plate ${plate(r)}: no rental agreement covers plate at offence time, parked for manual review`,
  },
  noise: [
    {
      svc: "licence-verify",
      every: 40,
      level: "warn",
      gen: (r) =>
        `licence check failed issuer=DVLA reason=${r.pick(["LICENCE_EXPIRED", "CHECK_CODE_INVALID", "DRIVER_NOT_FOUND"])} (customer asked to re-enter)`,
    },
    {
      svc: "deposit-payments",
      every: 35,
      level: "warn",
      gen: (r) =>
        `Pre-authorisation refused resultCode=Refused refusalReason=${r.pick(["Not enough balance", "Declined Non Generic", "CVC Declined"])}`,
    },
    {
      svc: "broker-gateway",
      every: 80,
      level: "info",
      gen: (r) =>
        `Requested class ${cls(r)} sold out at ${branch(r)}, broker booking upgraded to ${cls(r)} at same rate`,
    },
  ],
  deprecations: [
    {
      svc: "kr-web-bff",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "reservation-svc",
      msg: "HHH90000025: MySQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    },
  ],
  retries: [
    {
      svc: "broker-gateway",
      gen: (r) =>
        `Retrying OTA_VehAvailRate push to broker ${r.pick(["rentalcars", "carjet", "holidayautos"])} (attempt 2/3) after 502; succeeded`,
    },
    { svc: "licence-verify", gen: () => "retrying DVLA call after ConnectTimeout (1/3) ... ok" },
  ],
};

// ---------------------------------------------------------------- Marlow Car Hire (Python/Ruby, no ids)
const MARLOW: Estate = {
  key: "marlow",
  company: "Marlow Car Hire",
  namespace: "marlow-live",
  traces: false,
  services: [
    { name: "mch-frontend", rt: "ruby", version: "7.4.0", jobs: [] },
    {
      name: "booking-core",
      rt: "python",
      version: "23.11.2",
      jobs: [
        { every: 60, level: "info", gen: (r) => `celery beat: expire_unpaid_quotes removed ${r.int(0, 40)} quotes` },
      ],
    },
    {
      name: "pricing-yield",
      rt: "python",
      version: "4.8.0",
      jobs: [
        {
          every: 120,
          level: "info",
          gen: (r) =>
            `yield run finished: ${r.int(200, 480)} station/class cells repriced, mean delta ${(r.next() * 4 - 2).toFixed(2)}%`,
        },
      ],
    },
    { name: "kiosk-agent", rt: "dotnet", version: "3.1.7", jobs: [] },
    { name: "id-check", rt: "node", version: "1.20.3", jobs: [] },
    { name: "payment-bridge", rt: "go", version: "v0.42.1", jobs: [] },
    {
      name: "damage-inspect",
      rt: "python",
      version: "2.3.5",
      jobs: [{ every: 50, level: "info", gen: (r) => `thumbnailer: ${r.int(10, 90)} inspection photos resized` }],
    },
    {
      name: "relocation-planner",
      rt: "python",
      version: "0.19.0",
      jobs: [
        {
          every: 100,
          level: "info",
          gen: (r) => `one-way balance plan: ${r.int(3, 30)} transfers proposed, ${r.int(2, 12)} stations short`,
        },
      ],
    },
    {
      name: "fleet-feed",
      rt: "java",
      version: "2.0.14",
      jobs: [
        {
          every: 20,
          level: "info",
          gen: (r) => `Processed ${r.int(300, 1400)} positions, ${r.int(0, 30)} fuel events, lag ${r.int(1, 9)}s`,
        },
        {
          every: 55,
          level: "warn",
          gen: (r) => `No heartbeat from unit ${plate(r)} for ${r.int(20, 90)} min, marking LOCATION_STALE`,
        },
      ],
    },
  ],
  flows: [
    {
      w: 5,
      method: "GET",
      path: "/quotes",
      hops: [
        { svc: "mch-frontend", path: "", msg: () => "" },
        {
          svc: "booking-core",
          path: "/api/quotes",
          msg: (r) => `quote built station=${branch(r)} classes=${r.int(4, 12)} duration=${r.int(1, 21)}d`,
        },
        {
          svc: "pricing-yield",
          via: "booking-core",
          path: "/price",
          msg: (r) => `priced ${cls(r)} at ${branch(r)} base=${money(r, 25, 140)} fleet_util=${r.int(40, 97)}%`,
        },
      ],
    },
    {
      w: 2,
      method: "POST",
      path: "/bookings",
      hops: [
        { svc: "mch-frontend", path: "", msg: () => "" },
        {
          svc: "booking-core",
          path: "/api/bookings",
          msg: (r) =>
            `booking MCH-${r.hex(6).toUpperCase()} created station=${branch(r)} class=${cls(r)} one_way=${r.chance(0.15)}`,
        },
        {
          svc: "payment-bridge",
          via: "booking-core",
          path: "/v1/holds",
          msg: (r) => `deposit hold authorised amount=${r.pick([150, 200, 300])}.00 psp=worldpay ref=${r.hex(12)}`,
        },
      ],
    },
    {
      w: 1,
      method: "POST",
      path: "/bookings/one-way",
      hops: [
        { svc: "mch-frontend", path: "", msg: () => "" },
        {
          svc: "booking-core",
          path: "/api/bookings",
          msg: (r) => `booking MCH-${r.hex(6).toUpperCase()} created station=${branch(r)} class=${cls(r)} one_way=True`,
        },
        {
          svc: "relocation-planner",
          via: "booking-core",
          path: "/fee",
          msg: (r) => `one-way fee ${money(r, 40, 160)} GBP (${branch(r)} surplus ${r.int(-4, 9)})`,
        },
      ],
    },
    {
      w: 2,
      method: "POST",
      path: "/kiosk/pickup",
      hops: [
        { svc: "kiosk-agent", path: "", msg: () => "" },
        {
          svc: "id-check",
          path: "/verify",
          msg: (r) =>
            `licence verified provider=${r.pick(["dvla-share", "ocr+dvla", "manual"])} score=${(0.8 + r.next() * 0.2).toFixed(2)} in ${r.int(300, 2400)}ms`,
        },
        {
          svc: "payment-bridge",
          path: "/v1/holds",
          msg: (r) => `deposit hold authorised amount=${r.pick([150, 200, 300])}.00 psp=worldpay ref=${r.hex(12)}`,
        },
        {
          svc: "booking-core",
          path: "/api/pickups",
          msg: (r) => `pickup recorded MCH-${r.hex(6).toUpperCase()} bay=${r.int(1, 80)} unit=${plate(r)}`,
        },
      ],
    },
    {
      w: 1,
      method: "POST",
      path: "/returns",
      hops: [
        { svc: "kiosk-agent", path: "", msg: () => "" },
        {
          svc: "damage-inspect",
          path: "/inspections",
          msg: (r) => `inspection saved unit=${plate(r)} photos=${r.int(6, 16)} new_damage=${r.chance(0.1)}`,
        },
        {
          svc: "fleet-feed",
          path: "/units/odometer",
          msg: (r) => `Odometer for ${plate(r)}: ${r.int(2000, 90000)} km, fuel ${r.int(1, 8)}/8`,
        },
      ],
    },
  ],
  noisy: {
    svc: "payment-bridge",
    every: 8,
    level: "error",
    gen: (r) =>
      `deposit hold declined psp=worldpay code=${r.pick(["05 DO_NOT_HONOR", "51 INSUFFICIENT_FUNDS", "54 EXPIRED_CARD"])} card=****${r.int(1000, 9999)}`,
  },
  noise: [
    {
      svc: "id-check",
      every: 45,
      level: "warn",
      gen: (r) =>
        `licence verification failed: ${r.pick(["photocard expired", "check code not recognised", "counterpart name mismatch"])}`,
    },
    {
      svc: "booking-core",
      every: 70,
      level: "info",
      gen: (r) => `broker booking for sold-out class ${cls(r)} at ${branch(r)} upgraded free of charge`,
    },
    {
      svc: "damage-inspect",
      every: 65,
      level: "warn",
      gen: (r) => `photo IMG_${r.int(1000, 9999)}.HEIC has no GPS EXIF, kept without location`,
    },
  ],
  deprecations: [
    {
      svc: "booking-core",
      msg: "RemovedInDjango60Warning: The default scheme will be changed from 'http' to 'https' in Django 6.0.",
    },
    { svc: "mch-frontend", msg: "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead." },
  ],
  retries: [
    {
      svc: "pricing-yield",
      gen: () =>
        "Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken; request succeeded",
    },
    { svc: "fleet-feed", gen: (r) => `MQTT reconnect to broker succeeded after ${r.int(1, 4)} attempt(s)` },
  ],
};

// ---------------------------------------------------------------- Roamly (P2P car sharing, Go/Node, trace ids)
const ROAMLY: Estate = {
  key: "roamly",
  company: "Roamly",
  namespace: "roamly",
  traces: true,
  services: [
    { name: "roamly-api", rt: "node", version: "9.3.1", jobs: [] },
    { name: "trip-booking", rt: "go", version: "v3.14.2", jobs: [] },
    {
      name: "host-listings",
      rt: "ruby",
      version: "5.2.0",
      jobs: [{ every: 90, level: "info", gen: (r) => `ListingReindexJob: reindexed ${r.int(20, 300)} listings` }],
    },
    { name: "keyless-unlock", rt: "go", version: "v2.5.0", jobs: [] },
    {
      name: "telematics-ingest",
      rt: "go",
      version: "v1.22.1",
      jobs: [
        {
          every: 15,
          level: "info",
          gen: (r) => `flushed ${r.int(500, 3000)} pings to timescale in ${r.int(10, 120)}ms`,
        },
      ],
    },
    { name: "trust-verify", rt: "python", version: "3.0.6", jobs: [] },
    {
      name: "payouts-deposits",
      rt: "java",
      version: "1.31.0",
      jobs: [{ every: 120, level: "info", gen: (r) => `Host payout batch: ${r.int(20, 140)} transfers queued` }],
    },
    { name: "inspection-photos", rt: "node", version: "4.4.2", jobs: [] },
    {
      name: "fines-tolls",
      rt: "python",
      version: "0.8.3",
      jobs: [
        {
          every: 80,
          level: "info",
          gen: (r) => `toll feed import: ${r.int(20, 200)} transactions, ${r.int(5, 90)} matched to trips`,
        },
      ],
    },
    { name: "notify-push", rt: "node", version: "2.9.0", jobs: [] },
  ],
  flows: [
    {
      w: 5,
      method: "GET",
      path: "/v2/cars/nearby",
      hops: [
        { svc: "roamly-api", path: "", msg: () => "" },
        {
          svc: "host-listings",
          path: "/listings/search",
          msg: (r) =>
            `Completed 200 OK in ${r.int(20, 180)}ms (Views: 0.4ms | ActiveRecord: ${r.int(2, 40)}.1ms) results=${r.int(0, 40)}`,
        },
      ],
    },
    {
      w: 2,
      method: "POST",
      path: "/v2/trips",
      hops: [
        { svc: "roamly-api", path: "", msg: () => "" },
        {
          svc: "trip-booking",
          path: "/trips",
          msg: (r) => `trip booked id=trp_${r.hex(10)} car=${r.int(10000, 99999)} hours=${r.int(1, 72)}`,
        },
        {
          svc: "trust-verify",
          via: "trip-booking",
          path: "/drivers/check",
          msg: (r) =>
            `driver ok risk=${(r.next() * 0.3).toFixed(3)} licence=${r.pick(["GB", "NL", "DE", "FR", "IE"])} cached=${r.chance(0.6)}`,
        },
        {
          svc: "payouts-deposits",
          via: "trip-booking",
          path: "/deposits",
          msg: (r) => `Deposit hold placed pi_${r.hex(14)} amount=${r.pick([100, 150, 250])}00 currency=gbp`,
        },
      ],
    },
    {
      w: 2,
      method: "POST",
      path: "/v2/trips/unlock",
      hops: [
        { svc: "roamly-api", path: "", msg: () => "" },
        {
          svc: "trip-booking",
          path: "/trips/start",
          msg: (r) => `trip started id=trp_${r.hex(10)} odo_start=${r.int(1000, 90000)}`,
        },
        {
          svc: "keyless-unlock",
          via: "trip-booking",
          path: "/commands/unlock",
          msg: (r) =>
            `unlock acknowledged vin=${vin(r)} oem=${r.pick(["vw-weconnect", "tesla-fleet", "stellantis"])} rtt=${r.int(800, 6000)}ms`,
        },
      ],
    },
    {
      w: 1,
      method: "POST",
      path: "/v2/trips/end",
      hops: [
        { svc: "roamly-api", path: "", msg: () => "" },
        {
          svc: "inspection-photos",
          path: "/reports",
          msg: (r) => `damage report rep_${r.hex(8)} stored (${r.int(4, 12)} photos, ${r.int(2, 30)} MB)`,
        },
        {
          svc: "telematics-ingest",
          path: "/v1/cars/odometer",
          msg: (r) => `odometer read car=${r.int(10000, 99999)} km=${r.int(1000, 90000)} fuel=${r.int(5, 100)}`,
        },
        {
          svc: "notify-push",
          path: "/send",
          msg: (r) => `push sent template=trip_ended devices=${r.int(1, 3)}`,
        },
      ],
    },
  ],
  noisy: {
    svc: "keyless-unlock",
    every: 11,
    level: "error",
    gen: (r) =>
      `unlock command failed vin=${vin(r)}: vehicle did not respond within 30s (last signal ${r.pick(["-113", "-109", "-117"])} dBm, likely underground)`,
  },
  noise: [
    {
      svc: "trust-verify",
      every: 50,
      level: "warn",
      gen: (r) =>
        `licence check rejected: ${r.pick(["document expired", "selfie mismatch", "licence held < 2 years"])}`,
    },
    {
      svc: "telematics-ingest",
      every: 40,
      level: "warn",
      gen: (r) => `gap in ping stream car=${r.int(10000, 99999)} missing=${r.int(3, 40)}m`,
    },
    {
      svc: "fines-tolls",
      every: 60,
      level: "warn",
      gen: (r) => `PCN for plate ${plate(r)} does not match any trip window, forwarded to host`,
    },
    {
      svc: "payouts-deposits",
      every: 45,
      level: "warn",
      gen: () => "Deposit hold declined: card_declined (insufficient_funds)",
    },
  ],
  deprecations: [
    {
      svc: "roamly-api",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    {
      svc: "host-listings",
      msg: "DEPRECATION WARNING: Rails.application.secrets is deprecated in favor of Rails.application.credentials",
    },
  ],
  retries: [
    { svc: "notify-push", gen: () => "FCM send retried after UNAVAILABLE (1/3), delivered" },
    { svc: "trip-booking", gen: () => "retry 1/3 for trust-verify POST /drivers/check succeeded" },
  ],
};

export const ESTATES = { kestrel: KESTREL, marlow: MARLOW, roamly: ROAMLY };
export type EstateKey = keyof typeof ESTATES;

/** The access line of an edge service for one request, in its runtime's style. */
export function accessLine(svc: Svc, method: string, path: string, status: number, ms: number, r: Rng): string {
  switch (svc.rt) {
    case "node":
      return `${method} ${path} ${status} ${ms}ms - ${r.int(200, 9000)}`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : status === 504 ? "Gateway Timeout" : status === 503 ? "Service Unavailable" : status === 502 ? "Bad Gateway" : "Error"} in ${ms}ms ${method} "${path}"`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${svc.name}${path} - ${status} ${r.int(20, 900)} application/json ${ms}.${r.int(1000, 9999)}ms`;
    case "java":
      return `${method} ${path} status=${status} duration=${ms}ms`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${r.int(100, 5000)} ${ms}ms`;
    default:
      return `http request method=${method} path=${path} status=${status} dur=${ms}ms`;
  }
}

/** Lines a service prints when it restarts after a release or reloads its config. */
export function deployLines(svc: Svc, r: Rng, reload: boolean): string[] {
  if (reload) return [`configuration reloaded from /etc/${svc.name}/config.yaml (checksum ${r.hex(8)})`];
  const nv = svc.version.replace(/(\d+)$/, (m) => String(Number(m) + 1));
  switch (svc.rt) {
    case "java":
      return [
        `Starting ${svc.name} v${nv} using Java 21.0.5 with PID 1`,
        `Started ${svc.name} in ${(6 + r.next() * 10).toFixed(3)} seconds (process running for ${(8 + r.next() * 10).toFixed(3)})`,
      ];
    case "python":
      return [`Starting gunicorn 22.0.0 (${svc.name} ${nv})`, `Booting worker with pid: ${r.int(7, 60)}`];
    case "go":
      return [`starting ${svc.name} version=${nv} commit=${r.hex(7)}`, `listening on :8080`];
    case "node":
      return [`${svc.name}@${nv} listening on port 3000 (NODE_ENV=production)`];
    case "dotnet":
      return [
        "Now listening on: http://[::]:5000",
        `Application started. ${svc.name} ${nv} Hosting environment: Production`,
      ];
    default:
      return [
        `Puma starting in single mode... * Version 6.4.2, ${svc.name} ${nv}`,
        "* Listening on http://0.0.0.0:3000",
      ];
  }
}
