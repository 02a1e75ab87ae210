// Shared vocabulary: customer domains, ids, card brands, IPs.
import type { Rng } from "./rng.js";

const STEMS = [
  "bluefern",
  "quietharbor",
  "mapleandrye",
  "kodaflow",
  "tinyloom",
  "orbitbakery",
  "saltmarsh",
  "velvetgrid",
  "northwick",
  "pixelmoss",
  "hollowcrest",
  "amberlane",
  "lumenyard",
  "copperkite",
  "brightwell",
  "driftpine",
  "oakenshore",
  "zestlab",
  "corvid",
  "ironbloom",
  "fablehouse",
  "mintpost",
  "sunfold",
  "wrenworks",
];
const TLDS = [".com", ".com", ".com", ".net", ".org", ".io", ".dev", ".co", ".app", ".shop"];

export const domain = (r: Rng) => `${r.pick(STEMS)}${r.chance(0.4) ? r.int(2, 99) : ""}${r.pick(TLDS)}`;
export const ip = (r: Rng) => `${r.pick(["203.0.113", "198.51.100", "192.0.2", "100.64.7"])}.${r.int(2, 250)}`;
export const internalIp = (r: Rng) => `10.${r.int(10, 60)}.${r.int(0, 15)}.${r.int(2, 250)}`;
export const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
export const acct = (r: Rng) => `${r.int(10000000, 99999999)}`;
export const maskEmail = (r: Rng) =>
  `${r.pick(["a", "j", "m", "s", "k", "t"])}***@${r.pick(["gmail.com", "outlook.com", "proton.me", "fastmail.com", "yahoo.co.uk"])}`;
export const serial = (r: Rng) => `${r.hex(8)}${r.hex(8)}${r.hex(8)}${r.hex(8)}`.slice(0, 36);
export const trid = (r: Rng, p: string) => `${p}-${r.int(100000, 999999)}-${r.hex(4).toUpperCase()}`;
