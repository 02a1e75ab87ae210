// Small text makers: timestamps in the layouts embedded log lines use, ids, addresses, user agents, names.
import type { Rng } from "./rng.js";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

export const iso = (ms: number): string => new Date(ms).toISOString();

/** Common log format time: 04/Jul/2026:16:05:02 +0000 */
export function clf(ms: number): string {
  const d = new Date(ms);
  return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
}

/** Rails / Ruby Time#to_s: 2026-07-04 16:05:02 +0000 */
export function rubyTime(ms: number): string {
  return `${iso(ms).slice(0, 19).replace("T", " ")} +0000`;
}

/** nginx error log: 2026/07/04 16:05:02 */
export function nginxErrTime(ms: number): string {
  return iso(ms).slice(0, 19).replace("T", " ").replaceAll("-", "/");
}

export function hhmm(ms: number): string {
  return iso(ms).slice(11, 16);
}

export function hhmmss(ms: number): string {
  return iso(ms).slice(11, 19);
}

export const money = (n: number): string => n.toFixed(2);

export function uuid(r: Rng): string {
  return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
}

/** A 7-byte NFC chip UID (NXP parts start with 04). */
export function chipUid(r: Rng, sep = ""): string {
  const bytes = ["04"];
  for (let i = 0; i < 6; i++) bytes.push(r.hex(2).toUpperCase());
  return bytes.join(sep);
}

/** Client addresses as seen at a festival: carrier CGNAT, site Wi-Fi NAT, and home broadband. */
export function clientIp(r: Rng): string {
  const k = r.int(0, 9);
  if (k < 4) return `100.${r.int(64, 127)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  if (k < 6) return `172.${r.int(20, 23)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  return `${r.pick([31, 37, 51, 62, 77, 81, 86, 90, 92, 109, 146, 176, 185, 212])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
}

export function podIp(r: Rng, second = 42): string {
  return `10.${second}.${r.int(0, 15)}.${r.int(2, 250)}`;
}

export function appUa(r: Rng, app: string, ver: string): string {
  return r.chance(0.55)
    ? `${app}/${ver} (iPhone; iOS ${r.pick(["17.4.1", "17.5", "17.5.1", "18.0"])}; Scale/3.00)`
    : `${app}/${ver} (Android ${r.pick(["12", "13", "14"])}; ${r.pick(["Pixel 7", "SM-S911B", "SM-A546B", "moto g84", "CPH2451"])}) okhttp/4.12.0`;
}

export function browserUa(r: Rng): string {
  return r.pick([
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  ]);
}

export const ARTISTS = [
  "Velvet Ordnance",
  "The Gannet Years",
  "Mira Solenne",
  "Lowtide Choir",
  "Paper Lantern Club",
  "DJ Harrowgate",
  "Kites Over Carrick",
  "Sable & The Tinderbox",
  "Neon Heron",
  "Orla Veil",
  "Thursday Static",
  "Big Dune",
  "The Marram",
  "Cassia Wren",
  "Tidal Fathers",
  "Juno Barrow",
  "Halfmoon Brass",
  "Kasimir Oduya",
  "Static Meadow",
  "The Lapwing Set",
];

export const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const FIRST = [
  "amelia",
  "oliver",
  "isla",
  "noah",
  "freya",
  "leo",
  "maya",
  "jack",
  "zara",
  "tom",
  "niamh",
  "ravi",
  "ellie",
  "kai",
  "sofia",
  "ben",
];
export const LAST = [
  "patel",
  "smith",
  "okafor",
  "jones",
  "murphy",
  "nowak",
  "khan",
  "evans",
  "walsh",
  "davies",
  "silva",
  "brown",
];
export const MAILS = ["gmail.com", "outlook.com", "icloud.com", "yahoo.co.uk", "hotmail.com", "proton.me"];

export function email(r: Rng): string {
  return `${r.pick(FIRST)}${r.pick([".", "_", ""])}${r.pick(LAST)}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.pick(MAILS)}`;
}

/** user@domain with the local part partly masked, as privacy-minded apps print it. */
export function maskedEmail(r: Rng): string {
  const e = email(r);
  const [local = "x", dom = "example.com"] = e.split("@");
  return `${local.slice(0, 2)}***@${dom}`;
}
