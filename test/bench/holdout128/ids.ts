// Domain identifiers of customs brokerage: entry numbers, containers, bills of lading, HTS codes, money.
import type { Rng } from "./rng.js";

export type Tpl = (r: Rng) => string;

let filer = "HL4";
/** The estate's ABI filer code, used as the prefix of its entry numbers. */
export const setFiler = (code: string) => {
  filer = code;
};
export const entryNo = (r: Rng) => `${filer}-${r.digits(7)}-${r.int(0, 9)}`;
export const container = (r: Rng) =>
  `${r.pick(["MSCU", "MAEU", "CMAU", "HLXU", "OOLU", "TGHU", "EGHU"])}${r.digits(7)}`;
export const bol = (r: Rng) => `${r.pick(["MAEU", "MEDU", "COSU", "HLCU", "ONEY", "EGLV"])}${r.digits(9)}`;
export const mawb = (r: Rng) => `${r.pick(["020", "176", "057", "618", "160"])}-${r.digits(8)}`;
export const hts = (r: Rng) =>
  r.pick([
    "8471.30.0100",
    "6110.20.2079",
    "9403.60.8081",
    "8517.62.0090",
    "3926.90.9990",
    "6403.99.9065",
    "8708.29.5160",
  ]);
export const ccy = (r: Rng) => r.pick(["USD", "USD", "USD", "EUR", "CNY", "JPY", "KRW", "VND", "INR", "TRY", "BRL"]);
export const money = (r: Rng) => `${r.int(120, 98000)}.${r.digits(2)}`;
export const importer = (r: Rng) =>
  r.pick([
    "ACME-HOME",
    "BLUEFIN-OUT",
    "NORTHWIND",
    "KESTREL-APP",
    "TIDEWAY",
    "LUMEN-ELEC",
    "ORCHARD-FOODS",
    "VELO-PARTS",
  ]);
export const shipper = (r: Rng) => `SHP${r.digits(5)}`;
export const ms = (r: Rng, lo = 8, hi = 240) => `${r.int(lo, hi)}`;
export const ip = (r: Rng) => `10.${r.int(16, 40)}.${r.int(0, 15)}.${r.int(2, 250)}`;
export const mrn = (r: Rng) => `26DE${r.digits(6)}${r.pick(["A", "B", "C"])}${r.digits(7)}`;
