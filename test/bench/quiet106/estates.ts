// The four made-up coworking operators of quiet106: which service plays which role, in which runtime, and how each
// runtime writes its ordinary lines (access lines, start-up, deprecation warnings).
import type { Level } from "./formats.js";
import { chance, hex, int, pick, type Rng } from "./rng.js";

export type Role =
  | "gateway"
  | "members"
  | "billing"
  | "access"
  | "bridge"
  | "booking"
  | "displays"
  | "visitors"
  | "print"
  | "wifi"
  | "mail";
export type Runtime = "node" | "java" | "go" | "python" | "ruby" | "dotnet" | "cpp";

export const ROLES: readonly Role[] = [
  "gateway",
  "members",
  "billing",
  "access",
  "bridge",
  "booking",
  "displays",
  "visitors",
  "print",
  "wifi",
  "mail",
];

export interface Svc {
  name: string;
  rt: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  domain: string;
  traces: boolean;
  svc: Record<Role, Svc>;
  /** the service that logs the same harmless complaint from the first minute */
  noisy: { role: Role; level: Level; every: number; msg: (r: Rng) => string };
  sites: string[];
  rooms: string[];
  psp: string;
}

const s = (name: string, rt: Runtime): Svc => ({ name, rt });

export const ESTATES: readonly Estate[] = [
  {
    key: "hivewell",
    company: "Hivewell Workspaces",
    namespace: "hivewell-prod",
    domain: "hivewell.work",
    traces: true,
    svc: {
      gateway: s("hw-edge", "node"),
      members: s("member-hub", "ruby"),
      billing: s("billing-runs", "python"),
      access: s("badge-authz", "go"),
      bridge: s("door-bridge", "cpp"),
      booking: s("room-book", "java"),
      displays: s("panel-fleet", "node"),
      visitors: s("visitor-desk", "python"),
      print: s("print-credits", "dotnet"),
      wifi: s("guest-radius", "go"),
      mail: s("parcel-room", "python"),
    },
    noisy: {
      role: "mail",
      level: "error",
      every: 14000,
      msg: (r) =>
        `label OCR failed for parcel PK-${int(r, 100000, 999999)}: no text region found, routed to manual sort`,
    },
    sites: ["Shoreditch", "Canary Wharf", "Kings Cross"],
    rooms: ["Ada", "Hopper", "Turing", "Lovelace", "Babbage", "Curie", "Noether", "Franklin"],
    psp: "api.stripe.com",
  },
  {
    key: "quorumdesk",
    company: "Quorum Desk",
    namespace: "qd-live",
    domain: "quorumdesk.com",
    traces: false,
    svc: {
      gateway: s("qd-gateway", "java"),
      members: s("signup-api", "node"),
      billing: s("subscriptions", "ruby"),
      access: s("entry-rules", "java"),
      bridge: s("lockbridge", "go"),
      booking: s("bookings", "python"),
      displays: s("roomscreens", "node"),
      visitors: s("guestlist", "ruby"),
      print: s("printhub", "dotnet"),
      wifi: s("wifi-portal", "python"),
      mail: s("mailroom", "java"),
    },
    noisy: {
      role: "access",
      level: "error",
      every: 11000,
      msg: (r) => `schedule cache: unknown zone 'ROOF-TERRACE' referenced by rule R-${int(r, 100, 180)}, rule skipped`,
    },
    sites: ["Amsterdam Zuid", "Rotterdam Central", "Utrecht Dom"],
    rooms: ["Maas", "Amstel", "Vecht", "Rotte", "IJssel", "Linge", "Dommel", "Gouwe"],
    psp: "checkout-live.adyen.com",
  },
  {
    key: "commonplace",
    company: "Commonplace Studios",
    namespace: "commonplace",
    domain: "commonplace.studio",
    traces: true,
    svc: {
      gateway: s("cp-edge", "go"),
      members: s("accounts", "python"),
      billing: s("plan-ledger", "java"),
      access: s("access-core", "go"),
      bridge: s("controller-sync", "cpp"),
      booking: s("spaces-api", "node"),
      displays: s("screen-hub", "dotnet"),
      visitors: s("lobby-kiosk", "node"),
      print: s("papercut-bridge", "java"),
      wifi: s("captive-auth", "go"),
      mail: s("parcels", "python"),
    },
    noisy: {
      role: "members",
      level: "error",
      every: 17000,
      msg: (r) =>
        `HubSpot contact sync failed for account A-${int(r, 10000, 99999)}: property 'company_size' value '${pick(r, ["11-50", "1-10", "51-200"])}' rejected (INVALID_OPTION), skipped`,
    },
    sites: ["Brooklyn Navy Yard", "Williamsburg", "Long Island City"],
    rooms: ["Kiln", "Loom", "Forge", "Press", "Darkroom", "Atelier", "Foundry", "Mill"],
    psp: "api.stripe.com",
  },
  {
    key: "loftline",
    company: "Loftline Offices",
    namespace: "loftline",
    domain: "loftline.de",
    traces: false,
    svc: {
      gateway: s("loftline-web", "node"),
      members: s("crm-sync", "python"),
      billing: s("invoicing", "dotnet"),
      access: s("keycard", "go"),
      bridge: s("lock-relay", "cpp"),
      booking: s("calendar", "java"),
      displays: s("display-agent", "node"),
      visitors: s("visitors", "python"),
      print: s("print-queue", "go"),
      wifi: s("wifi-radius", "cpp"),
      mail: s("post-room", "ruby"),
    },
    noisy: {
      role: "displays",
      level: "error",
      every: 9000,
      msg: (r) =>
        `panel LL-${int(r, 1, 5)}-${pick(r, ["ORCHID", "FERN", "IVY", "MOSS"])}: ambient light sensor read failed (i2c EIO), falling back to fixed brightness 70%`,
    },
    sites: ["Berlin Mitte", "Hamburg Schanze", "München Werksviertel"],
    rooms: ["Spree", "Elbe", "Isar", "Havel", "Alster", "Mosel", "Saale", "Main"],
    psp: "api.mollie.com",
  },
];

export const member = (r: Rng): string => `M-${int(r, 10000, 99999)}`;
export const badge = (r: Rng): string =>
  `04:${hex(r, 2)}:${hex(r, 2)}:${hex(r, 2)}:${hex(r, 2)}:${hex(r, 2)}:80`.toUpperCase();
export const ip = (r: Rng): string => `10.${int(r, 20, 44)}.${int(r, 0, 15)}.${int(r, 2, 250)}`;
export const pubIp = (r: Rng): string =>
  `${pick(r, [45, 80, 91, 185, 193, 194, 212])}.${int(r, 1, 254)}.${int(r, 1, 254)}.${int(r, 1, 254)}`;
export const mac = (r: Rng): string => Array.from({ length: 6 }, () => hex(r, 2)).join(":");
export const door = (r: Rng): string =>
  `D-${pick(r, ["1F", "2F", "3F", "4F", "B1"])}-${pick(r, ["MAIN", "EAST", "WEST", "LIFT", "STAIR", "BIKE"])}`;

/** How a service of this runtime logs one served request. */
export function accessLine(rt: Runtime, r: Rng, method: string, path: string, status: number, ms: number): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms}.${int(r, 100, 999)} ms - ${int(r, 80, 4200)}`;
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms)`;
    case "go":
      return `http request method=${method} path=${path} status=${status} duration=${ms}.${int(r, 10, 99)}ms`;
    case "python":
      return `${ip(r)}:${int(r, 30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "ruby":
      return `Completed ${status} ${status >= 500 ? "Internal Server Error" : status >= 400 ? "Unprocessable Content" : "OK"} in ${ms}ms (Views: ${(ms / 9).toFixed(1)}ms | ActiveRecord: ${(ms / 3).toFixed(1)}ms | Allocations: ${int(r, 900, 9000)})`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${path.split("/")[2] ?? "api"}${path} - ${status} - application/json;+charset=utf-8 ${ms}.${int(r, 1000, 9999)}ms`;
    case "cpp":
      return `served ${method} ${path} status=${status} in ${ms}ms`;
  }
}

/** How a service of this runtime announces that it started (used for deploys and restarts). */
export function startLines(rt: Runtime, name: string, r: Rng): string[] {
  const ver = `${int(r, 1, 4)}.${int(r, 0, 40)}.${int(r, 0, 9)}`;
  switch (rt) {
    case "node":
      return [
        `${name}@${ver} starting (node v20.${int(r, 10, 18)}.0, NODE_ENV=production)`,
        `listening on 0.0.0.0:8080`,
      ];
    case "java": {
      const cls = name
        .split("-")
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join("");
      return [
        `Starting ${cls}Application v${ver} using Java 21.0.${int(r, 2, 5)} with PID 1`,
        `Tomcat started on port 8080 (http) with context path '/'`,
        `Started ${cls}Application in ${int(r, 7, 19)}.${int(r, 100, 999)} seconds (process running for ${int(r, 20, 24)}.${int(r, 1, 9)})`,
      ];
    }
    case "go":
      return [`starting ${name} version=v${ver} commit=${hex(r, 7)} go=go1.22.${int(r, 1, 6)}`, `listening addr=:8080`];
    case "python":
      return [
        `Starting gunicorn 22.0.0`,
        `Listening at: http://0.0.0.0:8000 (1)`,
        `Booting worker with pid: ${int(r, 7, 40)}`,
      ];
    case "ruby":
      return [
        `Puma starting in cluster mode...`,
        `* Puma version: 6.4.2 (ruby 3.3.${int(r, 0, 5)}-p${int(r, 50, 120)}) ("The Eagle of Durango")`,
        `- Worker 0 (PID: ${int(r, 10, 99)}) booted in 0.0${int(r, 1, 9)}s, phase: 0`,
      ];
    case "dotnet":
      return [
        `Now listening on: http://[::]:8080`,
        `Application started. Press Ctrl+C to shut down.`,
        `Hosting environment: Production`,
      ];
    case "cpp":
      return [`${name} ${ver} (build ${hex(r, 8)}) starting, config /etc/${name}/${name}.conf`, `ready`];
  }
}

export function deprecation(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "node":
      return pick(r, [
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      ]);
    case "java":
      return pick(r, [
        "Property 'spring.mvc.pathmatch.use-suffix-pattern' is deprecated: Use of path extensions for request mapping and for content negotiation is discouraged.",
        "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected automatically)",
      ]);
    case "go":
      return "grpc: Dial is deprecated: use NewClient instead";
    case "python":
      return pick(r, [
        "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
        "RemovedInDjango51Warning: The USE_L10N setting is deprecated. Starting with Django 5.0, localized formatting of data will always be enabled.",
      ]);
    case "ruby":
      return "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2.";
    case "dotnet":
      return "Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.";
    case "cpp":
      return "config key 'tls_ciphers' is deprecated, use 'tls.cipher_list' (still honoured)";
  }
}

export interface Endpoint {
  method: string;
  path: (r: Rng) => string;
  /** the line the serving service writes about the work */
  work: (r: Rng, e: Estate) => string;
}

export const ENDPOINTS: Partial<Record<Role, Endpoint[]>> = {
  members: [
    { method: "GET", path: () => "/api/members/me", work: (r) => `loaded member ${member(r)} (plan ${plan(r)})` },
    {
      method: "POST",
      path: () => "/api/signup",
      work: (r) => `member ${member(r)} signed up on plan ${plan(r)} (trial=${chance(r, 0.3)})`,
    },
    {
      method: "PATCH",
      path: (r) => `/api/members/${member(r)}/plan`,
      work: (r) => `plan change ${member(r)} ${plan(r)} -> ${plan(r)} effective 2026-12-01`,
    },
  ],
  billing: [
    {
      method: "GET",
      path: (r) => `/api/invoices/INV-2026-11-${int(r, 1000, 9999)}`,
      work: (r) => `invoice INV-2026-11-${int(r, 1000, 9999)} rendered for ${member(r)}`,
    },
    {
      method: "POST",
      path: () => "/api/addons",
      work: (r) =>
        `add-on '${pick(r, ["locker", "parking", "mail-handling", "phone-booth-pack", "extra-guest-passes"])}' added for ${member(r)}, prorated ${int(r, 1, 29)} days`,
    },
  ],
  access: [
    {
      method: "POST",
      path: (r) => `/api/doors/${door(r)}/unlock`,
      work: (r) => `mobile unlock granted ${door(r)} for ${member(r)}`,
    },
  ],
  booking: [
    {
      method: "GET",
      path: () => "/api/rooms/availability",
      work: (r, e) => `availability for ${pick(r, e.sites)}: ${int(r, 3, 22)} rooms free in slot`,
    },
    {
      method: "POST",
      path: () => "/api/bookings",
      work: (r, e) =>
        `booking BK-${int(r, 100000, 999999)} created room '${pick(r, e.rooms)}' ${String(int(r, 8, 17)).padStart(2, "0")}:${pick(r, ["00", "30"])} for ${pick(r, [30, 60, 90, 120])}min by ${member(r)}`,
    },
    {
      method: "POST",
      path: (r) => `/api/bookings/BK-${int(r, 100000, 999999)}/checkin`,
      work: (r) => `booking BK-${int(r, 100000, 999999)} checked in via panel`,
    },
  ],
  visitors: [
    {
      method: "POST",
      path: () => "/api/visitors",
      work: (r) =>
        `visitor V-${int(r, 10000, 99999)} pre-registered by ${member(r)} for ${String(int(r, 8, 17)).padStart(2, "0")}:${pick(r, ["00", "15", "30", "45"])}`,
    },
    {
      method: "POST",
      path: () => "/api/visitors/checkin",
      work: (r) => `visitor V-${int(r, 10000, 99999)} checked in at kiosk K${int(r, 1, 3)}, host ${member(r)} notified`,
    },
  ],
  print: [
    {
      method: "POST",
      path: () => "/api/print/release",
      work: (r) => {
        const pages = int(r, 1, 24);
        return `job PJ-${int(r, 100000, 999999)} released at PRN-${int(r, 1, 4)}F-0${int(r, 1, 3)}: ${pages} pages ${pick(r, ["mono", "colour"])}, ${(pages * 0.1).toFixed(2)} credits`;
      },
    },
    {
      method: "GET",
      path: () => "/api/print/balance",
      work: (r) => `credits balance ${member(r)}: ${(int(r, 0, 4000) / 100).toFixed(2)}`,
    },
  ],
  mail: [
    {
      method: "POST",
      path: () => "/api/parcels",
      work: (r) =>
        `parcel PK-${int(r, 100000, 999999)} logged for ${member(r)} (${pick(r, ["DHL", "UPS", "DPD", "Royal Mail", "FedEx", "GLS"])}, shelf ${pick(r, ["A", "B", "C"])}${int(r, 1, 9)})`,
    },
    {
      method: "POST",
      path: (r) => `/api/parcels/PK-${int(r, 100000, 999999)}/collect`,
      work: (r) => `parcel PK-${int(r, 100000, 999999)} collected by ${member(r)}`,
    },
  ],
};

export const plan = (r: Rng): string =>
  pick(r, ["Hot Desk", "Flex 10", "Dedicated Desk", "Private Office 4", "Day Pass", "Virtual Office", "Team 12"]);

/** Internal activity that does not pass through the gateway. */
export function internalLine(role: Role, r: Rng, e: Estate): string | null {
  switch (role) {
    case "bridge":
      return pick(r, [
        `controller CTL-0${int(r, 1, 6)} heartbeat ok (rtt ${int(r, 4, 40)}ms)`,
        `forwarded ${int(r, 1, 30)} door events from CTL-0${int(r, 1, 6)}`,
        `unlock ${door(r)} acknowledged by CTL-0${int(r, 1, 6)} in ${int(r, 40, 260)}ms`,
      ]);
    case "access":
      return `badge ${badge(r)} granted ${door(r)} (${member(r)}, ${pick(r, e.sites)})`;
    case "displays":
      return pick(r, [
        `panel ${panelId(r, e)} synced schedule (${int(r, 0, 9)} bookings today)`,
        `panel ${panelId(r, e)} check-in button pressed, forwarded`,
      ]);
    case "wifi":
      return e.svc.wifi.rt === "cpp"
        ? `Auth: (${int(r, 1000, 99999)}) Login OK: [guest-${hex(r, 4)}] (from client ap-${int(r, 1, 4)}f-${int(r, 1, 8)} port 0 cli ${mac(r).toUpperCase().replace(/:/g, "-")})`
        : pick(r, [
            `Access-Accept for voucher guest-${hex(r, 4).toUpperCase()} (mac ${mac(r)}, ap ${int(r, 1, 4)}F-${int(r, 1, 8)})`,
            `session started user=member:${member(r)} vlan=40 mac=${mac(r)}`,
          ]);
    default:
      return null;
  }
}

export const panelId = (r: Rng, e: Estate): string =>
  `DSP-${int(r, 1, 5)}F-${pick(r, e.rooms).toUpperCase().slice(0, 4)}`;

/** A periodic job line per role. */
export function jobLine(role: Role, r: Rng, e: Estate): string {
  switch (role) {
    case "gateway":
      return `upstream pool stats: ${int(r, 8, 40)} active, ${int(r, 40, 120)} idle`;
    case "members":
      return `CRM sync finished: ${int(r, 0, 40)} contacts updated in ${int(r, 300, 2400)}ms`;
    case "billing":
      return `usage meter flush: ${int(r, 40, 600)} events aggregated for ${int(r, 10, 90)} members`;
    case "access":
      return `credential sync from members: ${int(r, 1100, 3400)} badges (diff +${int(r, 0, 6)} -${int(r, 0, 4)})`;
    case "bridge":
      return `controllers online ${int(r, 5, 6)}/6 at ${pick(r, e.sites)}`;
    case "booking":
      return `released ${int(r, 0, 3)} unchecked bookings past grace period`;
    case "displays":
      return `fleet heartbeat: ${int(r, 44, 48)}/48 panels reporting`;
    case "visitors":
      return `expected visitors today: ${int(r, 12, 70)} (${int(r, 0, 20)} checked in)`;
    case "print":
      return `printer poll: ${int(r, 10, 12)}/12 ready, ${int(r, 0, 4)} jobs queued`;
    case "wifi":
      return `accounting flush: ${int(r, 30, 300)} sessions written`;
    case "mail":
      return `hold sweep: ${int(r, 120, 400)} parcels on shelves`;
  }
}
