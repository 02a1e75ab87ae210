// Small vocabulary of the salon world shared by the estates: menus, products, people, cards and money.
import type { Rng } from "./rng.js";
import type { IdStyle } from "./types.js";

export const HAIR_SERVICES = [
  ["CUT_BLOWDRY", 45],
  ["RESTYLE", 60],
  ["FULL_HEAD_COLOUR", 120],
  ["BALAYAGE", 180],
  ["ROOT_TINT", 75],
  ["TONER_GLOSS", 30],
  ["KIDS_CUT", 30],
  ["BRIDAL_TRIAL", 90],
] as const;

export const BARBER_SERVICES = ["skin-fade", "scissor-cut", "beard-trim", "hot-towel-shave", "buzz-cut", "kids-cut"];

export const NAIL_SERVICES = [
  "gel-manicure",
  "biab-infill",
  "acrylic-full-set",
  "pedicure-deluxe",
  "gel-removal",
  "nail-art-2",
];

export const HAIR_SKUS = [
  "OLA-NO3-250",
  "OLA-NO4-250",
  "KER-ELX-100",
  "WEL-INV-TONER",
  "RED-ACID-500",
  "GHD-PLAT-PLUS",
  "DAV-OI-OIL-50",
  "MOR-MASK-200",
];
export const BARBER_SKUS = ["AMCREW-FIBER-85", "LAYRITE-ORIG-120", "PROR-BEARD-OIL", "REUZEL-BLUE-113", "BAXTER-WASH"];
export const NAIL_SKUS = ["GEL-OPI-H22", "GEL-OPI-N25", "CND-SHEL-SW", "BIAB-CLR-15", "ACR-PWD-PNK", "TOP-NOWIPE-15"];

export const SUPPLIERS = ["wella-uk", "loreal-pro", "olaplex-eu", "salon-services", "sally-pro", "cnd-direct"];

export const CARD_SCHEMES = ["visa", "mastercard", "amex", "maestro"];

/** ISO 8583 decline codes a card-present terminal sees every day. */
export const DECLINES: readonly (readonly [string, string])[] = [
  ["05", "Do not honour"],
  ["51", "Insufficient funds"],
  ["54", "Expired card"],
  ["55", "Incorrect PIN"],
  ["65", "Soft decline - SCA required"],
];

export const money = (r: Rng, lo: number, hi: number) => (r.int(lo * 100, hi * 100) / 100).toFixed(2);

export const ukMobile = (r: Rng) => `+44 7${r.digits(1)}** ***${r.digits(3)}`;
export const maskedEmail = (r: Rng) =>
  `${r.pick(["j", "a", "s", "m", "k", "e", "r", "t"])}***@${r.pick(["gmail.com", "outlook.com", "icloud.com", "yahoo.co.uk", "hotmail.co.uk"])}`;

export const dayIso = (t: number, plusDays: number) => new Date(t + plusDays * 86400000).toISOString().slice(0, 10);

/** A future slot start within the next fortnight, on a quarter hour. */
export function slotStart(r: Rng, t: number): string {
  const d = new Date(t + r.int(1, 14) * 86400000);
  d.setUTCHours(r.int(8, 18), r.pick([0, 15, 30, 45]), 0, 0);
  return d.toISOString().replace(":00.000Z", "Z");
}

export function requestId(r: Rng, style: IdStyle): string | undefined {
  switch (style) {
    case "w3c":
      return r.hex(32);
    case "uuid":
      return r.uuid();
    case "hex16":
      return r.hex(16);
    case "none":
      return undefined;
  }
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `14/May/2026:07:41:02 +0000`, the common/combined log time. */
export function clfTime(t: number): string {
  const d = new Date(t);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

/** `14 May 2026 07:41:02.123`, as redis prints it. */
export function redisTime(t: number): string {
  const d = new Date(t);
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}.${p(d.getUTCMilliseconds(), 3)}`;
}

/** `2026-05-14T07:41:02,123`, as log4j in OpenSearch and Kafka prints it. */
export function log4jTime(t: number, sep = "T"): string {
  return new Date(t).toISOString().replace("T", sep).replace("Z", "").replace(".", ",");
}

export const USER_AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
];

/** A stable Kubernetes pod name for a deployment: `<name>-<replicaset hash>-<5 chars>`. */
export function podName(name: string): string {
  const a = "bcdfghjklmnpqrstvwxz2456789";
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (Math.imul(h, 31) + name.charCodeAt(i)) >>> 0;
  let rs = "";
  let pod = "";
  for (let i = 0; i < 10; i++) rs += a[(h >>> (i * 3)) % a.length];
  h = Math.imul(h ^ 0x5bd1e995, 2654435761) >>> 0;
  for (let i = 0; i < 5; i++) pod += a[(h >>> (i * 5)) % a.length];
  return `${name}-${rs.slice(0, 9)}-${pod}`;
}
