// The four made-up cinema chains: which service plays which role, in which runtime, and the names they log.
export type Role = "edge" | "seats" | "orders" | "pay" | "pos" | "loyalty" | "tms" | "kdm" | "proj" | "feeds";
export type Runtime = "node" | "go" | "java" | "python" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  /** request / trace ids across services */
  traced: boolean;
  svc: Partial<Record<Role, string>>;
  runtime: Partial<Record<Role, Runtime>>;
  /** java/.NET/ruby package root used in stack frames */
  pkg: string;
  sites: readonly string[];
  aggregators: readonly string[];
  psp: string;
  /** the role that logs a constant harmless error from the first minute */
  noisy: Role;
}

export const ESTATES: readonly Estate[] = [
  {
    key: "lumen",
    company: "Lumen Cinemas",
    namespace: "lumen-prod",
    traced: true,
    svc: {
      edge: "web-ticketing",
      seats: "seatmap-svc",
      orders: "booking-core",
      pay: "payment-bridge",
      pos: "concessions-pos",
      loyalty: "loyalty-api",
      tms: "tms-core",
      kdm: "kdm-manager",
      proj: "projection-agent",
      feeds: "aggregator-feed",
    },
    runtime: {
      edge: "node",
      seats: "go",
      orders: "java",
      pay: "java",
      pos: "dotnet",
      loyalty: "node",
      tms: "java",
      kdm: "python",
      proj: "cpp",
      feeds: "python",
    },
    pkg: "com.lumencinemas",
    sites: ["LUM-LEEDS", "LUM-YORK", "LUM-HULL", "LUM-BATH"],
    aggregators: ["fandango", "atom-tickets", "google-reserve"],
    psp: "adyen",
    noisy: "loyalty",
  },
  {
    key: "starlight",
    company: "Starlight Pictures",
    namespace: "starlight",
    traced: false,
    svc: {
      edge: "box-office-api",
      seats: "seat-lock",
      orders: "order-service",
      pay: "psp-adapter",
      pos: "fnb-till",
      tms: "theatre-ms",
      kdm: "kdm-inbox",
      proj: "screen-ctl",
      feeds: "partner-sync",
    },
    runtime: {
      edge: "go",
      seats: "go",
      orders: "ruby",
      pay: "node",
      pos: "dotnet",
      tms: "java",
      kdm: "python",
      proj: "cpp",
      feeds: "node",
    },
    pkg: "io.starlight",
    sites: ["SP-ROTTERDAM", "SP-UTRECHT", "SP-DELFT"],
    aggregators: ["pathe-partners", "filmladder", "atom-tickets"],
    psp: "mollie",
    noisy: "pos",
  },
  {
    key: "reelhouse",
    company: "Reelhouse",
    namespace: "reelhouse-live",
    traced: true,
    svc: {
      edge: "rh-gateway",
      seats: "seating",
      orders: "checkout",
      pay: "card-gw",
      loyalty: "rewards-svc",
      tms: "showtime-sched",
      kdm: "kdm-vault",
      proj: "projector-mon",
      feeds: "feed-ingest",
    },
    runtime: {
      edge: "node",
      seats: "java",
      orders: "python",
      pay: "go",
      loyalty: "ruby",
      tms: "dotnet",
      kdm: "go",
      proj: "python",
      feeds: "java",
    },
    pkg: "com.reelhouse",
    sites: ["RH-AUSTIN", "RH-DALLAS", "RH-PLANO", "RH-WACO"],
    aggregators: ["fandango", "movietickets", "atom-tickets"],
    psp: "stripe",
    noisy: "proj",
  },
  {
    key: "picturedome",
    company: "Picturedome",
    namespace: "pdome",
    traced: false,
    svc: {
      edge: "pd-web",
      seats: "seats",
      orders: "basket",
      pay: "payments",
      pos: "concessions",
      tms: "tms-bridge",
      kdm: "kdm-store",
      feeds: "agg-feed",
    },
    runtime: {
      edge: "node",
      seats: "go",
      orders: "dotnet",
      pay: "java",
      pos: "dotnet",
      tms: "java",
      kdm: "python",
      feeds: "ruby",
    },
    pkg: "au.picturedome",
    sites: ["PD-FITZROY", "PD-CARLTON", "PD-GEELONG"],
    aggregators: ["flicks", "moviexchange", "google-reserve"],
    psp: "worldpay",
    noisy: "feeds",
  },
];

export const has = (e: Estate, r: Role): boolean => e.svc[r] !== undefined;
export const name = (e: Estate, r: Role): string => {
  const n = e.svc[r];
  if (!n) throw new Error(`${e.key} has no ${r}`);
  return n;
};

export const FILMS = [
  "DUNE-PART-THREE_FTR-1_F_EN-XX_51_4K",
  "PADDINGTON-PERU_FTR_S_EN-GB_51_2K",
  "NOSFERATU_FTR-2_F_EN-XX_71_2K",
  "WICKED-FOR-GOOD_FTR_S_EN-XX_ATMOS_4K",
  "THE-LONG-WALK_FTR_F_EN-XX_51_2K",
  "ZOOTOPIA-2_FTR-3D_S_EN-XX_71_2K",
  "BUGONIA_FTR_F_EN-XX_51_2K",
  "AVATAR-FIRE-ASH_FTR-3D_F_EN-XX_ATMOS_4K",
] as const;
