// The four made-up companies (two cruise lines, two ferry operators): services, runtimes and everyday traffic.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Role = "edge" | "booking" | "docs" | "gate" | "access" | "pay" | "extra" | "link" | "notify" | "batch";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export interface Svc {
  name: string;
  rt: Runtime;
}
/** One line of a request as it crosses the estate: role, level, message, delay after the previous step (ms). */
export type Step = [Role, Level, string, number];

export interface Estate {
  key: string;
  company: string;
  kind: "cruise" | "ferry";
  ns: string;
  ids: boolean;
  roles: Partial<Record<Role, Svc>>;
  request: (r: Rng) => Step[];
  /** the constant harmless complaint of the noisy service, from the first minute */
  noisy: { role: Role; level: Level; msg: (r: Rng) => string; stack?: (r: Rng) => string[]; everyS: number };
  deprecation: { role: Role; msg: string }[];
  ship: string[];
}

const cabin = (r: Rng) => `${r.int(4, 14)}${r.int(1, 3)}${String(r.int(1, 99)).padStart(2, "0")}`;
const guest = (r: Rng) => `G${r.int(1000000, 9999999)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

export const ESTATES: Estate[] = [
  {
    key: "aurora",
    company: "Aurora Seaways",
    kind: "cruise",
    ns: "aurora-prod",
    ids: true,
    ship: ["Aurora Borealis", "Aurora Solstice"],
    roles: {
      edge: { name: "guest-portal-api", rt: "node" },
      booking: { name: "booking-engine", rt: "java" },
      docs: { name: "passport-ocr", rt: "python" },
      gate: { name: "embark-terminal", rt: "go" },
      access: { name: "keycard-encoder", rt: "dotnet" },
      pay: { name: "onboard-pos", rt: "java" },
      extra: { name: "shorex-catalog", rt: "ruby" },
      link: { name: "shipshore-sync", rt: "go" },
      notify: { name: "guest-notify", rt: "node" },
      batch: { name: "folio-settlement", rt: "python" },
    },
    request: (r) => {
      const bk = `AS-${r.upper(6)}`;
      const g = guest(r);
      switch (r.int(0, 4)) {
        case 0:
          return [
            [
              "edge",
              "info",
              `request completed method=GET url=/api/v3/voyages/AUR-2612-CARIB/cabins statusCode=200 responseTime=${ms(r, 40, 260)}`,
              0,
            ],
            [
              "booking",
              "info",
              `Availability AUR-2612-CARIB: ${r.int(3, 140)} cabins open in ${r.pick(["BV", "OV", "IN", "SU"])} (cache=${r.pick(["hit", "miss"])})`,
              -ms(r, 20, 90),
            ],
          ];
        case 1:
          return [
            [
              "booking",
              "info",
              `Booking ${bk} priced: ${r.int(1, 4)} guests, cabin ${cabin(r)}, total ${r.int(900, 9800)}.00 USD`,
              0,
            ],
            [
              "edge",
              "info",
              `request completed method=POST url=/api/v3/bookings statusCode=201 responseTime=${ms(r, 120, 480)}`,
              ms(r, 10, 40),
            ],
            [
              "notify",
              "info",
              `email queued template=booking_confirmation to=guest:${g} provider=sendgrid`,
              ms(r, 50, 400),
            ],
          ];
        case 2:
          return [
            [
              "docs",
              "info",
              `MRZ parsed booking=${bk} doc=P<${r.pick(["GBR", "USA", "DEU", "CAN", "NLD", "AUS"])} checksum=ok confidence=0.${r.int(90, 99)} (${ms(r, 180, 700)}ms)`,
              0,
            ],
            [
              "edge",
              "info",
              `request completed method=POST url=/api/v3/checkin/${bk}/documents statusCode=200 responseTime=${ms(r, 220, 900)}`,
              ms(r, 5, 30),
            ],
          ];
        case 3:
          return [
            [
              "gate",
              "info",
              `boarding scan guest=${g} gate=T${r.int(1, 3)}-${r.pick(["A", "B"])}${r.int(1, 6)} status=ok latency=${ms(r, 20, 140)}ms`,
              0,
            ],
            [
              "access",
              "info",
              `Encoded card for cabin ${cabin(r)} guest ${g} encoder ENC-${r.int(1, 12)} valid until 2026-12-0${r.int(5, 9)}T10:00`,
              ms(r, 100, 600),
            ],
          ];
        default:
          return [
            [
              "pay",
              "info",
              `Sale approved outlet=${r.pick(["Lido Bar", "Pool Grill", "Atrium Cafe", "Spa", "Casino Cage"])} folio=FO-${r.int(10000, 99999)} amount=${r.float(3, 120, 2)} USD`,
              0,
            ],
            [
              "extra",
              "info",
              `Completed 200 OK in ${ms(r, 20, 180)}ms (Views: ${r.float(2, 30)}ms | ActiveRecord: ${r.float(1, 40)}ms | Allocations: ${r.int(2000, 40000)})`,
              ms(r, 200, 900),
            ],
          ];
      }
    },
    noisy: {
      role: "notify",
      level: "error",
      everyS: 9,
      msg: (r) => `APNs rejected push for guest ${guest(r)}: 410 Unregistered (device token expired), token removed`,
    },
    deprecation: [
      {
        role: "edge",
        msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      },
      {
        role: "docs",
        msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      },
    ],
  },
  {
    key: "northwind",
    company: "Northwind Ferries",
    kind: "ferry",
    ns: "nwf-prod",
    ids: false,
    ship: ["MV Northern Star", "MV Saltire"],
    roles: {
      edge: { name: "ferry-web-bff", rt: "node" },
      booking: { name: "sailing-inventory", rt: "java" },
      docs: { name: "anpr-ingest", rt: "cpp" },
      gate: { name: "checkin-lanes", rt: "go" },
      access: { name: "port-kiosk-gw", rt: "dotnet" },
      pay: { name: "payments-adapter", rt: "java" },
      extra: { name: "fare-quote", rt: "go" },
      link: { name: "vessel-telemetry", rt: "python" },
      notify: { name: "sms-notifier", rt: "python" },
    },
    request: (r) => {
      const route = r.pick(["HOL-DUB", "CAI-LAR", "ABZ-LER", "OBN-CRN"]);
      const ref = `NW${r.int(1000000, 9999999)}`;
      switch (r.int(0, 4)) {
        case 0:
          return [
            [
              "extra",
              "info",
              `quote route=${route} vehicle=${r.pick(["car", "car+caravan", "van", "motorcycle", "foot"])} pax=${r.int(1, 5)} fare=${r.float(30, 420, 2)} GBP took=${ms(r, 3, 40)}ms`,
              0,
            ],
            ["edge", "info", `GET /api/sailings/${route}/quote 200 ${ms(r, 30, 220)} ms`, ms(r, 5, 20)],
          ];
        case 1:
          return [
            [
              "booking",
              "info",
              `Reserved deck space ${ref} sailing=${route}-${r.pick(["0715", "1130", "1545", "2030"])} lane_metres=${r.float(4, 12)} remaining=${r.int(5, 300)}`,
              0,
            ],
            [
              "pay",
              "info",
              `Authorised ${ref} amount=${r.float(30, 420, 2)} GBP pspReference=${r.upper(4)}${r.int(100000000, 999999999)} resultCode=Authorised`,
              ms(r, 200, 900),
            ],
            ["edge", "info", `POST /api/bookings 201 ${ms(r, 300, 1400)} ms`, ms(r, 10, 40)],
          ];
        case 2:
          return [
            [
              "docs",
              "info",
              `plate read lane=${r.int(1, 8)} plate=${r.upper(2)}${r.int(10, 99)}${r.upper(3)} conf=0.${r.int(80, 99)} matched=${ref}`,
              0,
            ],
            [
              "gate",
              "info",
              `lane ${r.int(1, 8)} checked in ${ref} vehicle=${r.pick(["car", "van", "coach"])} boarding card printed`,
              ms(r, 200, 1500),
            ],
          ];
        case 3:
          return [
            [
              "access",
              "info",
              `Kiosk KSK-${String(r.int(1, 24)).padStart(2, "0")} printed boarding pass ${ref} in ${ms(r, 800, 3000)} ms`,
              0,
            ],
            ["edge", "info", `GET /api/bookings/${ref} 200 ${ms(r, 20, 90)} ms`, -ms(r, 100, 400)],
          ];
        default:
          return [
            [
              "link",
              "info",
              `telemetry frame vessel=${r.pick(["NSTAR", "SALTIRE"])} sog=${r.float(0, 19)}kn fuel_rate=${r.float(200, 900)}l/h`,
              0,
            ],
            [
              "notify",
              "info",
              `sms queued to +44*******${r.int(100, 999)} template=sailing_reminder sid=SM${r.hex(32)}`,
              ms(r, 100, 2000),
            ],
          ];
      }
    },
    noisy: {
      role: "link",
      level: "warn",
      everyS: 7,
      msg: (r) =>
        `NMEA sentence checksum mismatch from gps0 ($GPRMC, got ${r.hex(2).toUpperCase()} expected ${r.hex(2).toUpperCase()}), sentence dropped`,
    },
    deprecation: [
      { role: "pay", msg: "Deprecated API used: CheckoutService v68 will be removed on 2027-03-31, migrate to v71" },
      { role: "notify", msg: "DeprecationWarning: pkg_resources is deprecated as an API." },
    ],
  },
  {
    key: "coral",
    company: "Coral Meridian Cruises",
    kind: "cruise",
    ns: "cmc-prod",
    ids: false,
    ship: ["Coral Meridian", "Coral Zephyr"],
    roles: {
      edge: { name: "cm-edge", rt: "go" },
      booking: { name: "voyage-booking", rt: "ruby" },
      docs: { name: "oci-passport", rt: "python" },
      gate: { name: "pier-checkin", rt: "java" },
      access: { name: "cabin-access", rt: "cpp" },
      pay: { name: "fnb-pos", rt: "node" },
      extra: { name: "shorex-booking", rt: "python" },
      link: { name: "vsat-relay", rt: "go" },
      notify: { name: "guest-messaging", rt: "java" },
    },
    request: (r) => {
      const res = `CM${r.int(100000, 999999)}`;
      const rt = ms(r, 15, 400);
      switch (r.int(0, 4)) {
        case 0:
          return [
            [
              "booking",
              "info",
              `Completed 200 OK in ${rt - 5}ms (Views: ${r.float(1, 20)}ms | ActiveRecord: ${r.float(2, 60)}ms | Allocations: ${r.int(3000, 60000)})`,
              0,
            ],
            [
              "edge",
              "info",
              `"GET /v2/voyages/${res}/itinerary HTTP/1.1" 200 ${r.int(900, 9000)} upstream=voyage-booking rt=${(rt / 1000).toFixed(3)}`,
              ms(r, 5, 20),
            ],
          ];
        case 1:
          return [
            [
              "docs",
              "info",
              `passport verified res=${res} mrz=ok face_match=0.${r.int(86, 99)} nfc_chip=${r.pick(["read", "read", "absent"])} elapsed=${ms(r, 300, 1500)}ms`,
              0,
            ],
            [
              "edge",
              "info",
              `"POST /v2/checkin/${res}/passport HTTP/1.1" 200 212 upstream=oci-passport rt=${r.float(0.3, 1.6, 3)}`,
              ms(r, 5, 20),
            ],
          ];
        case 2:
          return [
            [
              "extra",
              "info",
              `booked excursion ${r.pick(["NAS-SNORKEL", "COZ-RUINS", "STT-CATAMARAN", "GCM-STINGRAY"])} res=${res} seats=${r.int(1, 4)} operator_ref=${r.upper(3)}${r.int(1000, 9999)}`,
              0,
            ],
            [
              "edge",
              "info",
              `"POST /v2/shorex/bookings HTTP/1.1" 201 488 upstream=shorex-booking rt=${r.float(0.1, 0.9, 3)}`,
              ms(r, 5, 20),
            ],
          ];
        case 3:
          return [
            [
              "gate",
              "info",
              `Pier check-in complete res=${res} terminal=${r.pick(["PEV-T2", "MIA-D", "FLL-T19"])} desk=${r.int(1, 40)} guests=${r.int(1, 4)}`,
              0,
            ],
            [
              "access",
              "info",
              `card issued cabin=${cabin(r)} uid=${r.hex(8).toUpperCase()} sectors=3 ok`,
              ms(r, 300, 1200),
            ],
          ];
        default:
          return [
            [
              "pay",
              "info",
              `charge posted venue=${r.pick(["Sky Lounge", "Reef Bar", "Gelato", "Deck 12 Grill"])} cabin=${cabin(r)} amount=${r.float(4, 90, 2)} USD ms=${ms(r, 40, 300)}`,
              0,
            ],
            [
              "link",
              "info",
              `relay uplink batch=${r.int(40000, 90000)} msgs=${r.int(10, 80)} rtt=${ms(r, 560, 780)}ms`,
              ms(r, 100, 3000),
            ],
          ];
      }
    },
    noisy: {
      role: "gate",
      level: "error",
      everyS: 11,
      msg: (r) =>
        `Guest photo for res CM${r.int(100000, 999999)} not found in media-cache, boarding pass printed without photo`,
      stack: (r) => [
        'org.springframework.web.client.HttpClientErrorException$NotFound: 404 Not Found: "{"error":"no such object"}"',
        "\tat org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:112)",
        "\tat org.springframework.web.client.RestTemplate.handleResponse(RestTemplate.java:942)",
        `\tat com.coralmeridian.pier.media.PhotoClient.fetch(PhotoClient.java:${r.int(30, 60)})`,
        "\tat com.coralmeridian.pier.print.BoardingPassRenderer.render(BoardingPassRenderer.java:77)",
      ],
    },
    deprecation: [
      {
        role: "booking",
        msg: "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated in favor of `with_connection` (called from VoyageQuery#call at app/queries/voyage_query.rb:17)",
      },
      {
        role: "gate",
        msg: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
      },
    ],
  },
  {
    key: "skerry",
    company: "Skerry Link Ferries",
    kind: "ferry",
    ns: "skerry-live",
    ids: true,
    ship: ["MV Skerry Dawn", "MV Kittiwake"],
    roles: {
      edge: { name: "skl-api-gw", rt: "go" },
      booking: { name: "ticketing-core", rt: "dotnet" },
      docs: { name: "anpr-lane", rt: "cpp" },
      gate: { name: "boarding-gate", rt: "go" },
      access: { name: "kiosk-fleet", rt: "node" },
      pay: { name: "card-payments", rt: "java" },
      extra: { name: "deck-allocation", rt: "java" },
      link: { name: "ais-tracker", rt: "python" },
    },
    request: (r) => {
      const tk = `SK-${r.upper(2)}${r.int(10000, 99999)}`;
      switch (r.int(0, 4)) {
        case 0:
          return [
            [
              "extra",
              "info",
              `deck plan updated sailing=${r.pick(["KRK-ORK-0830", "ORK-KRK-1015", "SKR-MLL-1200"])} vehicles=${r.int(20, 160)} lanes_used=${r.int(3, 14)}/14 in ${ms(r, 40, 900)} ms`,
              0,
            ],
            [
              "booking",
              "info",
              `Ticket ${tk} issued: ${r.int(1, 5)} pax, vehicle ${r.pick(["CAR", "VAN", "MCY", "NONE"])}, ${r.float(12, 180, 2)} GBP`,
              ms(r, 10, 60),
            ],
            [
              "edge",
              "info",
              `POST /v1/tickets status=201 dur=${ms(r, 80, 1100)}ms upstream=ticketing-core`,
              ms(r, 5, 30),
            ],
          ];
        case 1:
          return [
            [
              "pay",
              "info",
              `Payment captured ${tk} amount=${r.float(12, 180, 2)} GBP scheme=${r.pick(["VISA", "MC", "AMEX"])} auth=${r.int(100000, 999999)}`,
              0,
            ],
            [
              "edge",
              "info",
              `POST /v1/payments status=200 dur=${ms(r, 300, 1400)}ms upstream=card-payments`,
              ms(r, 5, 30),
            ],
          ];
        case 2:
          return [
            ["access", "info", `kiosk KF-${r.int(1, 18)} session ended: printed ${tk} (${ms(r, 20, 90)}s)`, 0],
            [
              "edge",
              "info",
              `GET /v1/tickets/${tk} status=200 dur=${ms(r, 10, 80)}ms upstream=ticketing-core`,
              -ms(r, 1000, 5000),
            ],
          ];
        case 3:
          return [
            [
              "docs",
              "info",
              `lane ${r.int(1, 6)} plate ${r.upper(2)}${r.int(10, 99)} ${r.upper(3)} read conf=0.${r.int(82, 99)} ticket=${tk}`,
              0,
            ],
            ["gate", "info", `gate opened lane=${r.int(1, 6)} ticket=${tk} pax=${r.int(1, 5)}`, ms(r, 1500, 6000)],
          ];
        default:
          return [
            [
              "link",
              "info",
              `AIS position mmsi=2320${r.int(10000, 99999)} lat=58.${r.int(8000, 9999)} lon=-2.${r.int(9000, 9999)} sog=${r.float(0, 16)} eta_drift=${r.int(-3, 6)}min`,
              0,
            ],
            [
              "edge",
              "info",
              `GET /v1/sailings/live status=200 dur=${ms(r, 5, 40)}ms upstream=ais-tracker`,
              ms(r, 10, 100),
            ],
          ];
      }
    },
    noisy: {
      role: "link",
      level: "error",
      everyS: 8,
      msg: () => "failed to decode AIVDM sentence from receiver rx-kirkwall, skipped",
      stack: (r) => [
        "Traceback (most recent call last):",
        '  File "/app/ais_tracker/feed.py", line 77, in _consume',
        "    msg = decode(raw)",
        '  File "/usr/local/lib/python3.12/site-packages/pyais/decode.py", line 44, in decode',
        "    raise InvalidNMEAMessage(raw)",
        `pyais.exceptions.InvalidNMEAMessage: !AIVDM,1,1,,B,${r.upper(6)}${r.int(100, 999)}0P00,${r.int(0, 4)}*${r.hex(2).toUpperCase()}`,
      ],
    },
    deprecation: [
      {
        role: "booking",
        msg: "warn: Microsoft.EntityFrameworkCore.Query[20504] Compiling a query which loads related collections for more than one collection navigation ... QuerySplittingBehavior is not configured.",
      },
      {
        role: "access",
        msg: "(node:7) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      },
    ],
  },
];

export function svcName(e: Estate, role: Role): string {
  const s = e.roles[role];
  if (!s) throw new Error(`${e.key} has no ${role}`);
  return s.name;
}
export function hasRole(e: Estate, role: Role): boolean {
  return e.roles[role] !== undefined;
}
