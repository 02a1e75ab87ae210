// Words of the business and of the internet around it: ids per estate, customers' user agents and
// addresses, team names, assets.
import type { Rng } from "./rng.js";
import type { EstateKey } from "./types.js";

export function bookingId(r: Rng, k: EstateKey): string {
  switch (k) {
    case "A":
      return `LS-${r.int(100000, 999999)}`;
    case "B":
      return `PR${r.alnum(5)}`;
    case "C":
      return `CV-2026-${r.int(10000, 99999)}`;
    default:
      return `RSV-${r.alnum(6)}`;
  }
}

export function waiverId(r: Rng, k: EstateKey): string {
  switch (k) {
    case "A":
      return `wv_${r.hex(16)}`;
    case "B":
      return `${r.int(40000, 99999)}`;
    case "C":
      return `W${r.int(10000000, 99999999)}`;
    default:
      return r.uuid();
  }
}

export const ASSETS = [
  "/assets/app.3f2a9c1e.js",
  "/assets/vendor.7be21c04.js",
  "/assets/main.c0ffee12.css",
  "/favicon.ico",
  "/fonts/inter-var.woff2",
  "/img/hero-1600.webp",
  "/img/rooms/thumb-{room}.webp",
  "/manifest.webmanifest",
];

export const BROWSERS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.113 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.118 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 16_7_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80",
];

export const CONSOLE_UA = [
  "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux armv7l) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
];

export const KIOSK_UA = [
  "KioskBrowser/4.0.2 (Android 12; SM-T505)",
  "Mozilla/5.0 (Linux; Android 12; SM-T505) AppleWebKit/537.36 Chrome/118.0 Safari/537.36 FullyKiosk/1.55",
];

export const TEAMS = [
  "The Escapists",
  "Clue Crew",
  "Lock Ness Monsters",
  "Puzzled Pints",
  "Brainstormers",
  "Hannah's 30th",
  "Accounts Away Day",
  "Red Herrings",
  "Key Lime Pies",
  "Sherlock Homies",
  "Team Dave",
  "Year 9 Maths Club",
];

export const CALLSIGNS = [
  "Laserface",
  "Nova",
  "Ghost",
  "Blaze",
  "Captain Zap",
  "Pixel",
  "Viper",
  "Rocket",
  "Shadow",
  "Jinx",
  "Turbo",
  "Echo",
];

export const PACKAGES = [
  "birthday-deluxe",
  "team-away-day",
  "hen-and-stag",
  "kids-party-90",
  "corporate-halfday",
  "gold-glory",
];

export function clientIp(r: Rng): string {
  const first = r.pick([81, 86, 90, 92, 2, 31, 82, 109, 176, 185, 188, 94, 77, 5]);
  return `${first}.${r.int(1, 254)}.${r.int(0, 255)}.${r.int(1, 254)}`;
}

export function podIp(r: Rng): string {
  return `10.${r.int(40, 47)}.${r.int(0, 15)}.${r.int(2, 250)}`;
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

/** Common Log Format date: 16/May/2026:18:31:02 +0000 (ms keeps it for haproxy). */
export function clf(ms: number, withMs = false): string {
  const d = new Date(ms);
  const base = `${p2(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
  return withMs ? `${base}.${String(d.getUTCMilliseconds()).padStart(3, "0")}` : `${base} +0000`;
}

/** nginx error-log date: 2026/05/16 18:31:02. */
export function ngxDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/");
}

export function hhmm(ms: number): string {
  return new Date(ms).toISOString().slice(11, 16);
}
