// The four made-up breweries: their services, runtimes, how they pass request ids, and their always-on noise.

export type Runtime = "node" | "go" | "java" | "python" | "ruby" | "dotnet" | "cpp";
export type Role = "edge" | "pos" | "brew" | "ferm" | "pack" | "keg" | "orders" | "labels" | "club" | "excise";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  ids: "w3c" | "req" | "none";
  services: { name: string; rt: Runtime }[];
  roles: Record<Role, string>;
  tanks: string[];
  distributors: string[];
  beers: string[];
  states: string[];
  /** The service that logs the same harmless error from the first minute, and that error. */
  noisy: { role: Role; every: number; level: "warn" | "error"; msgs: string[] };
}

export const ESTATES: Estate[] = [
  {
    key: "hopwright",
    company: "Hopwright Brewing Co.",
    namespace: "hopwright-prod",
    ids: "w3c",
    services: [
      { name: "hw-edge", rt: "go" },
      { name: "taproom-pos", rt: "node" },
      { name: "brewhouse-ctl", rt: "cpp" },
      { name: "tank-telemetry", rt: "go" },
      { name: "canline-mes", rt: "java" },
      { name: "keg-tracker", rt: "java" },
      { name: "dist-orders", rt: "java" },
      { name: "label-registry", rt: "python" },
      { name: "club-releases", rt: "ruby" },
      { name: "excise-ledger", rt: "dotnet" },
    ],
    roles: {
      edge: "hw-edge",
      pos: "taproom-pos",
      brew: "brewhouse-ctl",
      ferm: "tank-telemetry",
      pack: "canline-mes",
      keg: "keg-tracker",
      orders: "dist-orders",
      labels: "label-registry",
      club: "club-releases",
      excise: "excise-ledger",
    },
    tanks: ["FV-01", "FV-02", "FV-03", "FV-04", "FV-05", "FV-06", "BBT-1", "BBT-2"],
    distributors: ["Cascade Beverage", "Rainier Craft Dist.", "Blue Heron Wholesale", "Palouse Beer Co."],
    beers: ["Switchback IPA", "Low Tide Pils", "Hopwright Hazy", "Cedar Porter", "Orchard Saison"],
    states: ["WA", "OR", "ID", "MT"],
    noisy: {
      role: "ferm",
      every: 11_000,
      level: "error",
      msgs: [
        "probe FV-09/temp read failed: device 28-0316a2 not present on 1-wire bus",
        "probe FV-09/pressure read failed: i2c address 0x28 NACK",
      ],
    },
  },
  {
    key: "saltmarsh",
    company: "Saltmarsh Ales",
    namespace: "saltmarsh",
    ids: "none",
    services: [
      { name: "storefront", rt: "python" },
      { name: "tapline-pos", rt: "python" },
      { name: "mash-ctl", rt: "cpp" },
      { name: "fermwatch", rt: "python" },
      { name: "packline", rt: "dotnet" },
      { name: "keg-ledger", rt: "ruby" },
      { name: "wholesale-orders", rt: "python" },
      { name: "ttb-filer", rt: "python" },
      { name: "club-drop", rt: "node" },
    ],
    roles: {
      edge: "storefront",
      pos: "tapline-pos",
      brew: "mash-ctl",
      ferm: "fermwatch",
      pack: "packline",
      keg: "keg-ledger",
      orders: "wholesale-orders",
      labels: "ttb-filer",
      club: "club-drop",
      excise: "ttb-filer",
    },
    tanks: ["F1", "F2", "F3", "F4", "F5", "F6", "F7", "BT1"],
    distributors: ["Tidewater Distributing", "Low Country Beverage", "Marsh Hen Imports"],
    beers: ["Pluff Mud Stout", "Salt Marsh Gose", "Oyster Shell Lager", "Heron IPA"],
    states: ["SC", "GA", "NC"],
    noisy: {
      role: "pack",
      every: 14_000,
      level: "error",
      msgs: [
        "OPC UA read ns=2;s=Line2.Labeler.Status failed: BadNodeIdUnknown (0x80340000)",
        "OPC UA read ns=2;s=Line2.Labeler.Count failed: BadNodeIdUnknown (0x80340000)",
      ],
    },
  },
  {
    key: "granite",
    company: "Granite Peak Beer Works",
    namespace: "gpbw-prod",
    ids: "req",
    services: [
      { name: "gp-gateway", rt: "go" },
      { name: "pos-tabs", rt: "dotnet" },
      { name: "brewlogix", rt: "dotnet" },
      { name: "vesselmon", rt: "go" },
      { name: "packager-svc", rt: "java" },
      { name: "kegtrack-api", rt: "go" },
      { name: "distro-portal", rt: "dotnet" },
      { name: "compliance-svc", rt: "java" },
      { name: "preorder-api", rt: "node" },
      { name: "excise-batch", rt: "python" },
    ],
    roles: {
      edge: "gp-gateway",
      pos: "pos-tabs",
      brew: "brewlogix",
      ferm: "vesselmon",
      pack: "packager-svc",
      keg: "kegtrack-api",
      orders: "distro-portal",
      labels: "compliance-svc",
      club: "preorder-api",
      excise: "excise-batch",
    },
    tanks: ["CV-10", "CV-11", "CV-12", "CV-14", "CV-15", "BT-20", "BT-21"],
    distributors: ["Summit Distributing", "Front Range Beverage", "High Plains Craft", "Alpine Wholesale"],
    beers: ["Scree Slope IPA", "Granite Lager", "Switchback Amber", "Tundra Imperial Stout", "Aspen Hefe"],
    states: ["CO", "WY", "NM", "UT"],
    noisy: {
      role: "excise",
      every: 16_000,
      level: "error",
      msgs: [
        "row 4471 of legacy_removals.csv: unit 'bbl31' not recognised, skipped (kept in review queue)",
        "row 4472 of legacy_removals.csv: unit 'bbl31' not recognised, skipped (kept in review queue)",
      ],
    },
  },
  {
    key: "otter",
    company: "Little Otter Brewing",
    namespace: "otter",
    ids: "none",
    services: [
      { name: "otter-web", rt: "ruby" },
      { name: "pos-bridge", rt: "node" },
      { name: "brewpi-hub", rt: "python" },
      { name: "kegscan", rt: "go" },
      { name: "orders-svc", rt: "node" },
      { name: "labels-and-tax", rt: "python" },
      { name: "club-queue", rt: "go" },
      { name: "pack-line", rt: "java" },
    ],
    roles: {
      edge: "otter-web",
      pos: "pos-bridge",
      brew: "brewpi-hub",
      ferm: "brewpi-hub",
      pack: "pack-line",
      keg: "kegscan",
      orders: "orders-svc",
      labels: "labels-and-tax",
      club: "club-queue",
      excise: "labels-and-tax",
    },
    tanks: ["FV1", "FV2", "FV3", "FV4", "BT1"],
    distributors: ["River Bend Beverage", "Northwoods Distributing"],
    beers: ["Slide Rock Pale", "Otter Pop Sour", "Muskrat Brown", "Driftwood Kolsch"],
    states: ["WI", "MN"],
    noisy: {
      role: "keg",
      every: 9_000,
      level: "warn",
      msgs: [
        "rfid: unknown EPC 3034257BF7194E4000001A85 at dock reader R2 (not a registered keg), ignored",
        "rfid: unknown EPC 3034257BF7194E4000001A86 at dock reader R2 (not a registered keg), ignored",
      ],
    },
  },
];
