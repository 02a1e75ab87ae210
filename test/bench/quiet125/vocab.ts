// Home-care vocabulary shared by the estates: medications, care tasks, billing codes, devices, time stamps in
// the nginx and envoy access-log shapes.
import type { Rand } from "./rng.js";

export const MEDS = [
  "metformin 500mg",
  "lisinopril 10mg",
  "donepezil 5mg",
  "warfarin 2mg",
  "furosemide 40mg",
  "levothyroxine 50mcg",
  "atorvastatin 20mg",
  "carbidopa/levodopa 25/100",
  "sertraline 50mg",
  "apixaban 5mg",
  "insulin glargine 18u",
  "tamsulosin 0.4mg",
];
export const TASKS = [
  "bathing",
  "meal_prep",
  "medication_prompt",
  "transfer_assist",
  "toileting",
  "light_housekeeping",
  "companionship",
  "grooming",
  "vitals",
  "ambulation",
  "laundry",
  "errand",
];
export const HCPCS = ["T1019", "S5125", "G0156", "T1020", "S5130", "G0299", "T1004"];
export const PAYERS = [
  "Bluewater Health Plan",
  "Keystone Medicaid MCO",
  "VA Community Care",
  "Harbor Senior Advantage",
  "State Waiver (PCA)",
  "Private Pay",
];
export const IOS = ["17.4.1", "17.5", "16.7.8", "17.6.1", "18.0"];
export const ANDROID = ["13", "14", "12", "11"];
export const BROWSERS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 14; SM-S918U) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
];
export const STREETS = [
  "Maple Ave",
  "Old Mill Rd",
  "Cedar Ct",
  "Riverside Dr",
  "N 4th St",
  "Linden Ln",
  "County Rd 12",
  "Orchard Way",
  "Hillcrest Blvd",
  "Pine Hollow Rd",
];
export const TOWNS = ["Millbrook", "East Haven", "Carver", "Lakeport", "Fairview", "Bristow", "Oak Ridge", "Westfield"];

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number) => String(n).padStart(2, "0");

/** nginx $time_local: 14/May/2026:07:41:02 +0000 */
export function nginxTime(t: number): string {
  const d = new Date(t);
  return `${two(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} +0000`;
}
/** nginx error-log time: 2026/05/14 07:41:02 */
export function nginxErrTime(t: number): string {
  return new Date(t).toISOString().slice(0, 19).replace(/-/g, "/").replace("T", " ");
}
export const isoT = (t: number) => new Date(t).toISOString();
export const hhmm = (t: number) => new Date(t).toISOString().slice(11, 16);
export const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);

export const ms = (r: Rand, lo: number, hi: number) => r.int(lo, hi);
export const secs = (r: Rand, lo: number, hi: number) => r.float(lo, hi).toFixed(3);
export const phone = (r: Rand) =>
  `+1${r.pick(["412", "724", "570", "814", "717", "610"])}555${String(r.int(100, 9999)).padStart(4, "0")}`;
export const masked = (p: string) => `${p.slice(0, 5)}***${p.slice(-2)}`;
export const street = (r: Rand) => `${r.int(12, 4980)} ${r.pick(STREETS)}, ${r.pick(TOWNS)}`;
export const latlon = (r: Rand) => `${(40 + r.float(0.1, 1.6)).toFixed(5)},${(-(75 + r.float(0.2, 4.4))).toFixed(5)}`;
export const dollars = (r: Rand, lo: number, hi: number) => r.float(lo, hi).toFixed(2);
