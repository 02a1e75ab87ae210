// Fills `{name}` placeholders of a message template with plausible pharmacy / telehealth values.
import type { Rng } from "./rng.js";

const DRUGS = [
  "atorvastatin 20mg tab",
  "lisinopril 10mg tab",
  "metformin ER 500mg",
  "amoxicillin 500mg cap",
  "sertraline 50mg tab",
  "levothyroxine 75mcg",
  "amlodipine 5mg tab",
  "omeprazole 20mg cap",
  "albuterol HFA 90mcg",
  "gabapentin 300mg cap",
  "insulin glargine 100u/ml pen",
  "warfarin 5mg tab",
];
const PAIRS = [
  "warfarin + fluconazole",
  "sertraline + tramadol",
  "simvastatin + clarithromycin",
  "lisinopril + spironolactone",
  "methotrexate + trimethoprim",
  "clopidogrel + omeprazole",
];
const STATES = ["CA", "TX", "NY", "FL", "OH", "WA", "IL", "GA", "AZ", "PA"];
const PLANS = ["CVSCaremark", "ExpressScripts", "OptumRx", "MedImpact", "Prime"];

export function fill(tmpl: string, r: Rng): string {
  return tmpl.replace(/\{(\w+)\}/g, (_m, k: string) => {
    switch (k) {
      case "rx":
        return String(r.int(1000000, 9899999));
      case "store":
        return String(r.int(1020, 6980));
      case "ms":
        return String(r.int(9, 340));
      case "slow":
        return String(r.int(900, 2900));
      case "ndc":
        return `${r.int(10000, 69999)}-${String(r.int(100, 9999)).padStart(4, "0")}-${String(r.int(1, 99)).padStart(2, "0")}`;
      case "pid":
        return String(r.int(10000000, 99999999));
      case "appt":
        return `apt_${r.hex(10)}`;
      case "clin":
        return `clin_${r.hex(6)}`;
      case "ord":
        return String(r.int(40000000, 49999999));
      case "amt":
        return (r.int(300, 24000) / 100).toFixed(2);
      case "n":
        return String(r.int(2, 48));
      case "big":
        return String(r.int(120, 4800));
      case "hex":
        return r.hex(8);
      case "id":
        return r.hex(16);
      case "uuid":
        return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
      case "drug":
        return r.pick(DRUGS);
      case "pair":
        return r.pick(PAIRS);
      case "st":
        return r.pick(STATES);
      case "plan":
        return r.pick(PLANS);
      case "bin":
        return r.pick(["610014", "004336", "003858", "610502", "015581", "610591"]);
      case "ip":
        return `10.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`;
      case "pct":
        return String(r.int(1, 99));
      case "room":
        return `RM${r.hex(24)}`;
      case "trk":
        return `1Z${r.hex(6).toUpperCase()}03${r.int(10000000, 99999999)}`;
      case "sku":
        return `SKU-${r.int(100000, 999999)}`;
      case "sec":
        return String(r.int(1, 9));
      case "port":
        return String(r.int(32768, 60999));
      default:
        return `{${k}}`;
    }
  });
}
