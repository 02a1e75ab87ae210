// Customer domains, registries, serials and the other small identifiers the estates print.
import type { Rng } from "./rng.js";

const A = [
  "bright",
  "oak",
  "copper",
  "lumen",
  "harbor",
  "quill",
  "north",
  "velvet",
  "tidal",
  "ember",
  "maple",
  "cinder",
];
const B = [
  "kettle",
  "pine",
  "forge",
  "studio",
  "labs",
  "bakery",
  "works",
  "garden",
  "atlas",
  "nest",
  "ridge",
  "supply",
];
const TLDS = ["com", "com", "com", "net", "org", "io", "de", "nl", "shop", "app", "dev", "co.uk"];
export const REGISTRY: Record<string, string> = {
  com: "verisign-com",
  net: "verisign-com",
  org: "pir",
  io: "identity-digital",
  de: "denic",
  nl: "sidn",
  shop: "gmo-shop",
  app: "google-registry",
  dev: "google-registry",
  "co.uk": "nominet",
};

export const label = (r: Rng) => `${r.pick(A)}${r.pick(B)}${r.chance(0.3) ? r.int(2, 99) : ""}`;
export const domain = (r: Rng) => `${label(r)}.${r.pick(TLDS)}`;
export const tldOf = (d: string) => (d.endsWith(".co.uk") ? "co.uk" : d.slice(d.lastIndexOf(".") + 1));
export const registryOf = (d: string) => REGISTRY[tldOf(d)] ?? "verisign-com";
export const serialHex = (r: Rng) => `0${r.int(3, 4)}${r.hex(34)}`;
export const ip = (r: Rng) => `${r.pick(["203.0.113", "198.51.100", "192.0.2", "100.64.12"])}.${r.int(2, 250)}`;
export const podIp = (r: Rng) => `10.${r.int(40, 47)}.${r.int(0, 15)}.${r.int(2, 250)}`;
export const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
export const acct = (r: Rng) => String(r.int(120000000, 239999999));
export const orderId = (r: Rng) => String(r.int(2800000000, 3499999999));
