// Turns rules (rates of templated lines, single or as a traced request flow) into one skewed, time-sorted file.
import { writeFileSync } from "node:fs";
import { type Format, type Level, type Printed, render } from "./formats.js";
import { arrivals, hex, int, pick, type Rng } from "./rng.js";

/** One line of a flow: service, level, template (tokens in braces, see `fill`). */
export type Step = [svc: string, level: Level, tpl: string, delayMs?: number];
/** `rate` flows per minute between `from` and `to` (ms from window start; negative = from the end). */
export interface Rule {
  rate: number;
  steps: Step[];
  from?: number;
  to?: number;
  every?: number; // fixed period in seconds instead of random arrivals
}
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
}

const CITIES = [
  "DAL",
  "ATL",
  "LRD",
  "ELP",
  "PHX",
  "DEN",
  "SLC",
  "KCY",
  "MEM",
  "CHI",
  "IND",
  "CLT",
  "SAV",
  "RNO",
  "BOI",
];
const DCS = [
  "Kroger DC 014",
  "HEB Temple",
  "Target RDC 3810",
  "Sysco Lincoln",
  "Walmart DC 6094",
  "Costco Tracy",
  "Home Depot FDC Dallas",
];
const STATES = ["TX", "GA", "AZ", "CO", "UT", "WY", "TN", "IL", "NV", "ID", "OR", "NM"];
const SHIPPERS = ["ACMEFOODS", "BLUEPEAK", "GRNVLY", "NORTHMILL", "SUNCRST", "PRAIRIEPKG"];

const SHARED = new Set([
  "load",
  "mc",
  "dot",
  "truck",
  "driver",
  "appt",
  "inv",
  "ctl",
  "card",
  "shipper",
  "dc",
  "lane",
  "city",
]);

/** Fills the tokens of a template; ids in `memo` stay the same across the lines of one flow. */
export function fill(r: Rng, tpl: string, memo?: Map<string, string>): string {
  return tpl.replace(/\{(\w+)\}/g, (_m, k: string) => {
    const known = memo?.get(k);
    if (known !== undefined) return known;
    const v = token(r, k);
    if (memo && SHARED.has(k)) memo.set(k, v);
    return v;
  });
}

function token(r: Rng, k: string): string {
  switch (k) {
    case "load":
      return `L${int(r, 4100000, 4999999)}`;
    case "mc":
      return `MC${int(r, 100000, 1299999)}`;
    case "dot":
      return `${int(r, 1000000, 3999999)}`;
    case "truck":
      return `${int(r, 100, 1899)}`;
    case "driver":
      return `DRV${int(r, 10000, 99999)}`;
    case "appt":
      return `APT-${int(r, 300000, 999999)}`;
    case "inv":
      return `INV-${int(r, 2000000, 2999999)}`;
    case "ctl":
      return `${int(r, 100000000, 999999999)}`;
    case "card":
      return `${int(r, 1000, 9999)}`;
    case "amt":
      return (int(r, 45000, 680000) / 100).toFixed(2);
    case "usd":
      return `$${(int(r, 45000, 680000) / 100).toFixed(2)}`;
    case "springTarget":
      return `${"$"}{slot-solver.grpc.target}`;
    case "rssi":
      return `${int(r, 63, 109)}`;
    case "gal":
      return (int(r, 400, 2100) / 10).toFixed(1);
    case "ms":
      return `${int(r, 8, 420)}`;
    case "fast":
      return `${int(r, 1, 40)}`;
    case "slow":
      return `${int(r, 5000, 30000)}`;
    case "n":
      return `${int(r, 2, 60)}`;
    case "big":
      return `${int(r, 200, 9000)}`;
    case "pct":
      return `${int(r, 81, 99)}`;
    case "hex":
      return hex(r, 12);
    case "uuid":
      return `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-a${hex(r, 3)}-${hex(r, 12)}`;
    case "ip":
      return `10.${int(r, 20, 60)}.${int(r, 0, 255)}.${int(r, 2, 254)}`;
    case "lane":
      return `${pick(r, CITIES)}-${pick(r, CITIES)}`;
    case "city":
      return pick(r, CITIES);
    case "dc":
      return pick(r, DCS);
    case "st":
      return pick(r, STATES);
    case "shipper":
      return pick(r, SHIPPERS);
    case "door":
      return `${int(r, 1, 48)}`;
    case "hrs":
      return `${int(r, 9, 10)}h${int(r, 10, 59)}m`;
    case "lat":
      return `${(int(r, 3100000, 4500000) / 100000).toFixed(5)},-${(int(r, 8500000, 11500000) / 100000).toFixed(5)}`;
    case "line":
      return `${int(r, 12, 480)}`;
    default:
      return k;
  }
}

export function expand(r: Rng, rules: Rule[], windowMs: number, traced: boolean): Ev[] {
  const out: Ev[] = [];
  for (const rule of rules) {
    const from = rule.from ?? 0;
    const to = rule.to === undefined ? windowMs : rule.to < 0 ? windowMs + rule.to : rule.to;
    const times: number[] = [];
    if (rule.every)
      for (let t = from + int(r, 0, rule.every * 1000); t < to; t += rule.every * 1000) times.push(t + int(r, 0, 900));
    else times.push(...arrivals(r, rule.rate, from, to));
    for (const t0 of times) {
      const trace = traced && rule.steps.length > 1 ? hex(r, 16) : undefined;
      let t = t0;
      const memo = new Map<string, string>();
      for (const [svc, level, tpl, delay] of rule.steps) {
        out.push({ t, svc, level, msg: fill(r, tpl, memo), trace });
        t += delay ?? int(r, 3, 180);
      }
    }
  }
  return out;
}

export function writeStream(
  r: Rng,
  path: string,
  fmt: Format,
  evs: Ev[],
  startMs: number,
  ns: string,
  silenced: { svc: string; fromMs: number } | null,
): number {
  const skew = new Map<string, number>();
  const svcs = [...new Set(evs.map((e) => e.svc))].sort();
  for (const s of svcs) skew.set(s, int(r, -300, 300));
  const width = Math.max(...svcs.map((s) => s.length)) + 2;
  const hosts = new Map<string, string>();
  for (const s of svcs) hosts.set(s, `${s}-${hex(r, 9).slice(0, 9)}-${hex(r, 5)}`);
  const printed: Printed[] = [];
  for (const e of evs) {
    if (silenced && e.svc === silenced.svc && e.t >= silenced.fromMs && (e.level === "info" || e.level === "debug"))
      continue;
    printed.push({
      ts: startMs + e.t + (skew.get(e.svc) ?? 0),
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      trace: e.trace,
      host: hosts.get(e.svc) ?? e.svc,
      ns,
    });
  }
  printed.sort((a, b) => a.ts - b.ts);
  const lines: string[] = [];
  for (const p of printed) lines.push(...render(fmt, p, width));
  writeFileSync(path, `${lines.join("\n")}\n`);
  return lines.length;
}
