// The four made-up golf companies of quiet104: which service plays which role, its runtime, and how ids look.
export type Role = "gw" | "sheet" | "rules" | "pricing" | "pay" | "pos" | "carts" | "cond" | "scoring" | "notify";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  pkg: string; // java/dotnet namespace root
  roles: Partial<Record<Role, string>>;
  runtime: Record<string, Runtime>;
  trace: "w3c" | "req" | "none";
  courses: readonly string[];
  currency: string;
  memberPrefix: string;
  noisy: readonly { role: Role; level: "ERROR" | "WARN"; msg: string }[];
}

export const ESTATES: readonly Estate[] = [
  {
    key: "teeline",
    company: "Teeline (tee-time marketplace)",
    namespace: "teeline-prod",
    pkg: "com.teeline",
    roles: {
      gw: "teeline-edge",
      sheet: "teesheet-core",
      rules: "booking-rules",
      pricing: "yield-pricer",
      pay: "prepay-svc",
      pos: "proshop-sync",
      carts: "cartpath-gps",
      cond: "course-wx",
      scoring: "live-scores",
      notify: "notifier",
    },
    runtime: {
      "teeline-edge": "node",
      "teesheet-core": "java",
      "booking-rules": "java",
      "yield-pricer": "python",
      "prepay-svc": "go",
      "proshop-sync": "dotnet",
      "cartpath-gps": "go",
      "course-wx": "python",
      "live-scores": "node",
      notifier: "ruby",
    },
    trace: "w3c",
    courses: [
      "pebble-ridge",
      "oak-hollow",
      "sawgrass-pines",
      "heron-bay",
      "desert-canyon",
      "lakeside-north",
      "eagle-crest",
    ],
    currency: "USD",
    memberPrefix: "TL",
    noisy: [
      { role: "pos", level: "ERROR", msg: "inventory sync: SKU '{sku}' not found in catalog, line skipped" },
      { role: "notify", level: "ERROR", msg: "Postmark 406 InactiveRecipient for {email}, suppressed" },
      { role: "carts", level: "WARN", msg: "cart {cart}: odometer went backwards ({n} m), sample dropped" },
    ],
  },
  {
    key: "kestrel",
    company: "Kestrel Links Resorts",
    namespace: "kestrel-golf",
    pkg: "Kestrel.Golf",
    roles: {
      gw: "resort-api",
      sheet: "starter-sheet",
      rules: "member-desk",
      pricing: "rate-desk",
      pay: "card-vault",
      pos: "pro-shop-pos",
      carts: "fleet-tracker",
      cond: "greenkeeper",
      notify: "guest-mailer",
    },
    runtime: {
      "resort-api": "dotnet",
      "starter-sheet": "dotnet",
      "member-desk": "ruby",
      "rate-desk": "java",
      "card-vault": "java",
      "pro-shop-pos": "node",
      "fleet-tracker": "cpp",
      greenkeeper: "python",
      "guest-mailer": "ruby",
    },
    trace: "req",
    courses: ["kestrel-dunes", "kestrel-heath", "kestrel-par3", "old-lighthouse"],
    currency: "GBP",
    memberPrefix: "KL",
    noisy: [
      { role: "carts", level: "ERROR", msg: "cart {cart}: telemetry frame CRC mismatch, frame dropped" },
      { role: "cond", level: "ERROR", msg: "soil probe {probe} read failed (no response), using last value" },
      { role: "pos", level: "WARN", msg: "receipt printer {term}: paper low" },
    ],
  },
  {
    key: "parkland",
    company: "Parkland Municipal Golf (city-run)",
    namespace: "parks-golf",
    pkg: "gov.parkland.golf",
    roles: {
      gw: "golf-portal",
      sheet: "reservations",
      rules: "reservations",
      pricing: "fee-schedule",
      pay: "payment-hub",
      pos: "clubhouse-till",
      carts: "cart-fleet",
      cond: "course-status",
      notify: "sms-relay",
    },
    runtime: {
      "golf-portal": "python",
      reservations: "java",
      "fee-schedule": "python",
      "payment-hub": "java",
      "clubhouse-till": "dotnet",
      "cart-fleet": "go",
      "course-status": "node",
      "sms-relay": "go",
    },
    trace: "none",
    courses: ["riverside-18", "riverside-9", "mill-creek", "fox-meadow", "city-park-exec"],
    currency: "USD",
    memberPrefix: "RC",
    noisy: [
      {
        role: "cond",
        level: "ERROR",
        msg: "irrigation controller zone {n}: sensor read failed (timeout), using last value",
      },
      { role: "notify", level: "ERROR", msg: "Twilio error 21610: Attempt to send to unsubscribed recipient {phone}" },
      {
        role: "pos",
        level: "ERROR",
        msg: "loyalty card {card} not recognised by resident registry, sale kept at visitor rate",
      },
    ],
  },
  {
    key: "birdie",
    company: "Birdie Club Cloud (SaaS for private clubs)",
    namespace: "birdie",
    pkg: "io.birdieclub",
    roles: {
      gw: "club-gateway",
      sheet: "tee-times",
      rules: "guest-policy",
      pricing: "dyn-rates",
      pay: "checkout",
      pos: "pos-bridge",
      carts: "cart-gps",
      cond: "conditions",
      scoring: "tourney-scoring",
      notify: "push-hub",
    },
    runtime: {
      "club-gateway": "go",
      "tee-times": "node",
      "guest-policy": "python",
      "dyn-rates": "go",
      checkout: "node",
      "pos-bridge": "java",
      "cart-gps": "cpp",
      conditions: "python",
      "tourney-scoring": "java",
      "push-hub": "node",
    },
    trace: "req",
    courses: ["westbrook-cc", "cedar-glen", "hawks-nest", "stone-harbor", "maple-run", "bayview-gc"],
    currency: "USD",
    memberPrefix: "BC",
    noisy: [
      { role: "notify", level: "ERROR", msg: "APNs 410 Unregistered for device {dev}, token removed" },
      { role: "pos", level: "WARN", msg: "member charge {card}: house account over soft limit, posted anyway" },
      { role: "carts", level: "ERROR", msg: "cart {cart}: GNSS fix rejected (hdop {hdop})" },
    ],
  },
];

export const services = (e: Estate): string[] => [...new Set(Object.values(e.roles))];
