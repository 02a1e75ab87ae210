// Made-up but plausible auto parts and tyre data: UK plates, VINs, vehicles, part numbers, tyre sizes, garages.
import type { Rand } from "./rng.js";

const PLATE_AREAS = [
  "AB",
  "BD",
  "CU",
  "DK",
  "EY",
  "FG",
  "GN",
  "HF",
  "KX",
  "LN",
  "MA",
  "NU",
  "OE",
  "PO",
  "RK",
  "SN",
  "VO",
  "WR",
  "YD",
  "YS",
];
const PLATE_AGES = [
  "15",
  "16",
  "17",
  "18",
  "19",
  "20",
  "21",
  "22",
  "23",
  "24",
  "25",
  "65",
  "66",
  "67",
  "68",
  "69",
  "70",
  "71",
  "72",
  "73",
  "74",
];

export function plate(r: Rand): string {
  return `${r.pick(PLATE_AREAS)}${r.pick(PLATE_AGES)}${r.upper(3, "ABCDEFGHJKLMNOPRSTUVWXYZ")}`;
}

/** Plates as privacy-minded services print them. */
export function maskPlate(p: string): string {
  return `${p.slice(0, 4)}***`;
}

const WMI = ["WF0", "WVW", "VF1", "SAL", "WBA", "TMB", "ZFA", "VSS", "SJN", "JMZ", "KMH", "U5Y", "W0L", "VF3"];

const WMI_BY_MAKE: Record<string, string[]> = {
  FORD: ["WF0"],
  VOLKSWAGEN: ["WVW"],
  VAUXHALL: ["W0L", "VXK"],
  BMW: ["WBA"],
  NISSAN: ["SJN"],
  TOYOTA: ["SB1", "JTD"],
  SKODA: ["TMB"],
  KIA: ["U5Y"],
  "MERCEDES-BENZ": ["WDB"],
  PEUGEOT: ["VF3"],
  "LAND ROVER": ["SAL"],
  MINI: ["WMW"],
  HONDA: ["SHH"],
};

/** A 17-character VIN; with a make, its manufacturer prefix matches the make. */
export function vin(r: Rand, make?: string): string {
  const wmi = make && WMI_BY_MAKE[make] ? r.pick(WMI_BY_MAKE[make]) : r.pick(WMI);
  return `${wmi}${r.upper(6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")}${r.upper(1, "KLMNPRST")}${r.upper(1, "ABCDEFGHJ")}${r.digits(6)}`.slice(
    0,
    17,
  );
}

export interface Vehicle {
  make: string;
  model: string;
  ktype: number;
  engine: string;
}

const VEHICLES: Vehicle[] = [
  { make: "FORD", model: "FOCUS Mk4 1.0 EcoBoost", ktype: 131212, engine: "M0DA" },
  { make: "FORD", model: "FIESTA Mk7 1.25", ktype: 19652, engine: "SNJB" },
  { make: "VOLKSWAGEN", model: "GOLF VII 2.0 TDI", ktype: 111356, engine: "CRBC" },
  { make: "VAUXHALL", model: "CORSA F 1.2", ktype: 139801, engine: "F12XHL" },
  { make: "BMW", model: "3 (G20) 320d", ktype: 132553, engine: "B47D20B" },
  { make: "NISSAN", model: "QASHQAI J11 1.5 dCi", ktype: 111832, engine: "K9K" },
  { make: "TOYOTA", model: "YARIS 1.5 Hybrid", ktype: 108960, engine: "2NR-FXE" },
  { make: "SKODA", model: "OCTAVIA III 1.6 TDI", ktype: 19961, engine: "CLHA" },
  { make: "KIA", model: "SPORTAGE IV 1.6 T-GDi", ktype: 116004, engine: "G4FJ" },
  { make: "MERCEDES-BENZ", model: "SPRINTER 3.5-t 314 CDI", ktype: 126344, engine: "OM651" },
  { make: "PEUGEOT", model: "208 II 1.2 PureTech", ktype: 135930, engine: "HN05" },
  { make: "LAND ROVER", model: "DISCOVERY SPORT 2.0 D", ktype: 114876, engine: "204DTD" },
  { make: "MINI", model: "COOPER F56 1.5", ktype: 110410, engine: "B38A15A" },
  { make: "HONDA", model: "CIVIC X 1.0 VTEC", ktype: 122083, engine: "P10A2" },
];

export function vehicle(r: Rand): Vehicle {
  return r.pick(VEHICLES);
}

export const PART_CATEGORIES = [
  "brake-pads",
  "brake-discs",
  "oil-filter",
  "air-filter",
  "cabin-filter",
  "wiper-blades",
  "spark-plugs",
  "timing-belt-kit",
  "shock-absorbers",
  "batteries",
  "bulbs",
  "engine-oil",
  "clutch-kit",
  "coil-springs",
] as const;

export function partCat(r: Rand): string {
  return r.pick(PART_CATEGORIES);
}

const SKU_SHAPES: Array<(r: Rand) => string> = [
  (r) => `BOS-0 986 ${r.digits(3)} ${r.digits(3)}`,
  (r) => `TRW-GDB${r.int(1100, 2300)}`,
  (r) => `BRE-09.${r.upper(1, "ABCDE")}${r.digits(3)}.${r.digits(2)}`,
  (r) => `MAH-OC ${r.int(100, 1200)}`,
  (r) => `VAL-${r.digits(6)}`,
  (r) => `MAN-HU ${r.int(600, 900)}/${r.int(1, 9)} x`,
  (r) => `NGK-${r.digits(4)}`,
  (r) => `FEB-${r.digits(5)}`,
  (r) => `SAC-${r.digits(3)} ${r.digits(3)}`,
  (r) => `GAT-K015${r.digits(3)}XS`,
];

export function sku(r: Rand): string {
  return r.pick(SKU_SHAPES)(r);
}

/** SKU without spaces, as it appears in URLs. */
export function skuSlug(s: string): string {
  return s.replace(/[ /.]/g, "");
}

const SEARCHES = [
  "brake pads front",
  "oil filter",
  "wiper blades 24 inch",
  "h7 bulb",
  "castrol edge 5w30",
  "battery 096",
  "coilover",
  "dpf cleaner",
  "timing belt kit",
  "cabin filter",
  "spark plugs iridium",
  "alternator",
  "abs sensor rear left",
  "tow bar electrics",
];

export function searchTerm(r: Rand): string {
  return r.pick(SEARCHES);
}

const TYRE_SIZES = [
  "205/55 R16 91V",
  "225/45 R17 94W",
  "195/65 R15 91H",
  "235/35 R19 91Y",
  "215/60 R17 96H",
  "225/40 R18 92Y",
  "185/65 R15 88T",
  "245/45 R18 100Y",
  "215/65 R16C 109/107T",
  "235/65 R16C 115/113R",
  "205/60 R16 92H",
  "255/55 R19 111V",
];

export function tyreSize(r: Rand): string {
  return r.pick(TYRE_SIZES);
}

export const TYRE_BRANDS = [
  "Michelin",
  "Continental",
  "Bridgestone",
  "Pirelli",
  "Goodyear",
  "Falken",
  "Nexen",
  "Hankook",
  "Avon",
  "Dunlop",
  "Kumho",
  "Uniroyal",
];

const TOWNS = [
  "Leeds",
  "Bristol",
  "Croydon",
  "Derby",
  "Swindon",
  "Norwich",
  "Salford",
  "Reading",
  "Stockport",
  "Luton",
  "Exeter",
  "Wigan",
  "Slough",
  "Dundee",
  "Cardiff",
];

export function town(r: Rand): string {
  return r.pick(TOWNS);
}

export function garageId(r: Rand): string {
  return `G${r.int(1001, 1399)}`;
}

const POST_OUT = [
  "LS5",
  "BS3",
  "CR0",
  "DE22",
  "SN1",
  "NR3",
  "M6",
  "RG1",
  "SK4",
  "LU2",
  "EX4",
  "WN1",
  "SL1",
  "DD2",
  "CF24",
  "B13",
  "NE6",
  "G41",
];

export function postcode(r: Rand): string {
  return `${r.pick(POST_OUT)} ${r.int(1, 9)}${r.upper(2, "ABDEFGHJLNPQRSTUWXYZ")}`;
}

export function money(r: Rand, lo: number, hi: number): string {
  return r.range(lo, hi).toFixed(2);
}

const MAIL_DOMAINS = [
  "gmail.com",
  "outlook.com",
  "btinternet.com",
  "yahoo.co.uk",
  "icloud.com",
  "hotmail.co.uk",
  "sky.com",
];

export function maskedEmail(r: Rand): string {
  return `${r.upper(1, "abcdefghijklmnoprstw")}***@${r.pick(MAIL_DOMAINS)}`;
}

export function uuid(r: Rand): string {
  return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
}

export function ipv4(r: Rand, prefix = "10."): string {
  return `${prefix}${r.int(0, 63)}.${r.int(0, 255)}.${r.int(2, 254)}`;
}

export function publicIp(r: Rand): string {
  return `${r.pick(["81", "86", "90", "92", "109", "146", "151", "176", "188", "212"])}.${r.int(1, 254)}.${r.int(0, 255)}.${r.int(1, 254)}`;
}

const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15",
  "TyreFitApp/5.12.0 (iOS 17.4; iPhone15,2)",
  "TyreFitApp/5.11.3 (Android 13; Pixel 7)",
];

export function userAgent(r: Rand): string {
  return r.pick(UAS);
}

/** Day-of-month style dates near the window, for slots and deliveries. */
export function dayAfter(baseMs: number, r: Rand, maxDays = 14): string {
  return new Date(baseMs + r.int(1, maxDays) * 86_400_000).toISOString().slice(0, 10);
}
