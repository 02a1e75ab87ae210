// Studio vocabulary: ids in each estate's own convention, designs, piercings, jewellery, consent templates.
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

export const DESIGNS = [
  "fineline peony",
  "traditional swallow",
  "blackwork mandala",
  "neo-trad fox",
  "script lettering",
  "dotwork moon phases",
  "japanese koi half sleeve",
  "micro realism eye",
  "ornamental sternum",
  "flash: dagger & rose",
  "cover-up consult",
  "touch-up",
];

export const PIERCINGS = [
  "helix",
  "conch",
  "septum",
  "nostril",
  "daith",
  "tragus",
  "industrial",
  "lobe x2",
  "rook",
  "navel",
];

export const SKUS = [
  "TI-LAB-16-8",
  "TI-LAB-16-6",
  "TI-SEG-16-8",
  "NB-3RL-0.35",
  "NB-7RM-0.30",
  "NB-9M1-0.35",
  "CART-11RL",
  "INK-DYN-BLK-8OZ",
  "INK-ETRN-LNR-1OZ",
  "GLOVE-NIT-M",
  "POUCH-ST-90x230",
  "DERM-SHIELD-10",
  "TI-BAR-14-38",
  "CLK-SEG-16-10",
];

export const CONSENT_TEMPLATES = [
  "tattoo-v7",
  "piercing-v5",
  "piercing-minor-guardian-v3",
  "laser-removal-v2",
  "touchup-v1",
];

export const BROWSERS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
];

export const STUDIO_TABLET_UA = "StudioDesk/4.12 (iPadOS 17.4; kiosk)";

export function apptId(r: Rng, e: Estate): string {
  switch (e.key) {
    case "inkwell":
      return `APT-${r.alnum(6, true)}`;
    case "blackthorn":
      return String(r.int(41000, 49999));
    case "needlepoint":
      return `bk_01HX${r.alnum(20, true)}`;
    default:
      return `RL-2026-${String(r.int(1200, 9800)).padStart(6, "0")}`;
  }
}

export function clientId(r: Rng, e: Estate): string {
  switch (e.key) {
    case "inkwell":
      return `cli_${r.alnum(10)}`;
    case "blackthorn":
      return String(r.int(8000, 61000));
    case "needlepoint":
      return `cus_01HW${r.alnum(18, true)}`;
    default:
      return r.uuid();
  }
}

export function formId(r: Rng, e: Estate): string {
  switch (e.key) {
    case "inkwell":
      return `CF-${r.alnum(8, true)}`;
    case "blackthorn":
      return String(r.int(20000, 38000));
    case "needlepoint":
      return `wv_${r.alnum(16)}`;
    default:
      return `CN-${r.int(100000, 999999)}`;
  }
}

export function payRef(r: Rng, e: Estate): string {
  switch (e.key) {
    case "inkwell":
      return `pi_${r.alnum(24)}`;
    case "blackthorn":
      return `plk_ch_${r.alnum(18)}`;
    case "needlepoint":
      return `kp-${r.uuid()}`;
    default:
      return `QS${r.digits(12)}`;
  }
}

export function money(r: Rng, e: Estate, kind: "deposit" | "jewellery" | "full" = "deposit"): string {
  const v =
    kind === "deposit"
      ? r.pick([30, 40, 50, 50, 75, 100, 150])
      : kind === "jewellery"
        ? r.pick([25, 35, 45, 65, 89])
        : r.int(80, 900);
  return `${v}.00 ${e.currency}`;
}

export function futureDate(r: Rng, t: number): string {
  const d = new Date(t + r.int(1, 60) * 86400000);
  return `${d.toISOString().slice(0, 10)}T${String(r.pick([10, 11, 12, 13, 14, 15, 16, 17])).padStart(2, "0")}:${r.pick(["00", "30"])}`;
}

export function phone(r: Rng, e: Estate): string {
  const cc = e.currency === "GBP" ? "+447" : e.key === "needlepoint" ? "+3538" : "+316";
  return `${cc}*****${r.digits(3)}`;
}

export function email(r: Rng): string {
  return `${r.pick(["j", "m", "s", "a", "k", "l", "t", "r"])}***@${r.pick(["gmail.com", "outlook.com", "icloud.com", "yahoo.co.uk", "proton.me", "hotmail.com"])}`;
}
