// Five made-up companies whose client telemetry (web, iOS, Android) ships into the same pipeline as their backends.
export type Role =
  | "web"
  | "ios"
  | "android"
  | "gateway"
  | "bff"
  | "auth"
  | "push"
  | "media"
  | "cdn"
  | "orders"
  | "profiles"
  | "search"
  | "db";

export const CLIENTS: Role[] = ["web", "ios", "android"];

export interface Estate {
  company: string;
  ns: string;
  api: string;
  web: string;
  img: string;
  currency: string;
  names: Record<Role, string>;
  /** What the shop sells, for search queries and order lines. */
  things: string[];
  /** Current app versions: ios, android, web bundle hash. */
  iosVer: string;
  androidVer: string;
  bundle: string;
}

export const ESTATES: Estate[] = [
  {
    company: "Fernhill Grocers",
    ns: "fernhill-prod",
    api: "api.fernhill.shop",
    web: "www.fernhill.shop",
    img: "img.fernhill.shop",
    currency: "EUR",
    names: {
      web: "web-frontend",
      ios: "ios-app",
      android: "android-app",
      gateway: "api-gateway",
      bff: "shop-bff",
      auth: "auth-token",
      push: "push-notifier",
      media: "receipt-upload",
      cdn: "image-resizer",
      orders: "basket-orders",
      profiles: "customer-profiles",
      search: "product-search",
      db: "orders-pg",
    },
    things: ["oat milk", "sourdough", "tomatoes", "coffee beans", "basmati rice", "eggs"],
    iosVer: "8.2.1",
    androidVer: "6.3.2",
    bundle: "index-3f2a9c1e",
  },
  {
    company: "Tidewater Tickets",
    ns: "tidewater",
    api: "api.tidewater.events",
    web: "tidewater.events",
    img: "cdn.tidewater.events",
    currency: "GBP",
    names: {
      web: "web-app",
      ios: "tickets-ios",
      android: "tickets-android",
      gateway: "edge-gateway",
      bff: "mobile-bff",
      auth: "identity-svc",
      push: "notify-push",
      media: "poster-upload",
      cdn: "cdn-edge",
      orders: "booking-svc",
      profiles: "fan-profiles",
      search: "event-search",
      db: "booking-db",
    },
    things: ["jazz night", "comedy club", "indie festival", "opera", "football", "theatre matinee"],
    iosVer: "5.14.0",
    androidVer: "5.14.2",
    bundle: "main.8d1c04b7",
  },
  {
    company: "Kestrel Rides",
    ns: "kestrel",
    api: "api.kestrel.bike",
    web: "app.kestrel.bike",
    img: "static.kestrel.bike",
    currency: "EUR",
    names: {
      web: "rider-web",
      ios: "rider-ios",
      android: "rider-android",
      gateway: "kong-gateway",
      bff: "rider-bff",
      auth: "oauth-server",
      push: "push-gateway",
      media: "photo-intake",
      cdn: "thumbor",
      orders: "trip-billing",
      profiles: "rider-accounts",
      search: "station-search",
      db: "billing-postgres",
    },
    things: ["e-bike", "cargo bike", "scooter", "day pass", "monthly pass", "station 14"],
    iosVer: "3.9.4",
    androidVer: "3.9.1",
    bundle: "app.51e0aa93",
  },
  {
    company: "Lumen Books",
    ns: "lumen-prod",
    api: "api.lumenbooks.com",
    web: "lumenbooks.com",
    img: "covers.lumenbooks.com",
    currency: "USD",
    names: {
      web: "storefront-web",
      ios: "reader-ios",
      android: "reader-android",
      gateway: "envoy-edge",
      bff: "storefront-bff",
      auth: "token-service",
      push: "push-sender",
      media: "manuscript-upload",
      cdn: "cover-cdn",
      orders: "purchase-api",
      profiles: "reader-profiles",
      search: "catalog-search",
      db: "purchase-db",
    },
    things: ["thriller", "cookbook", "poetry", "audiobook", "graphic novel", "history"],
    iosVer: "11.0.3",
    androidVer: "11.0.1",
    bundle: "chunk-vendors.c02f77",
  },
  {
    company: "Parcelwise",
    ns: "parcelwise",
    api: "api.parcelwise.io",
    web: "track.parcelwise.io",
    img: "media.parcelwise.io",
    currency: "EUR",
    names: {
      web: "tracking-web",
      ios: "courier-ios",
      android: "courier-android",
      gateway: "public-gateway",
      bff: "app-bff",
      auth: "auth-service",
      push: "push-service",
      media: "proof-upload",
      cdn: "media-proxy",
      orders: "shipments",
      profiles: "accounts",
      search: "address-search",
      db: "shipments-db",
    },
    things: ["parcel", "letter", "pallet", "return label", "locker drop", "express"],
    iosVer: "4.22.0",
    androidVer: "4.21.3",
    bundle: "index-9be4d2a0",
  },
];

/** A newer version string for a release scenario. */
export function bump(v: string): string {
  const p = v.split(".").map(Number);
  p[1] += 1;
  p[2] = 0;
  return p.join(".");
}
