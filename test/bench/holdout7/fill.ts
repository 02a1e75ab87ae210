// Fills a template's {placeholders} with seeded values and reads its level prefix.
import { hex, int, pick, type Rng, uuid } from "../holdout3/kit.js";
import type { Level } from "./types.js";

const PATHS = [
  "bags/lookup",
  "manifests",
  "slots",
  "checkin",
  "article",
  "meter",
  "forecast",
  "workorders",
  "studies",
  "renewals",
];
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

export interface FillCtx {
  t: number;
  callee?: string;
  why?: string;
  app?: string;
  pods?: string[];
}

export function fill(tpl: string, r: Rng, c: FillCtx, depth = 0): string {
  return tpl.replace(/\{(\w+)\}/g, (m, k: string) => {
    switch (k) {
      case "id":
        return `${LETTERS[int(r, 0, LETTERS.length - 1)]}${int(r, 100000, 999999)}`;
      case "n":
        return String(int(r, 100, 9999));
      case "k":
        return String(int(r, 1, 9));
      case "ms":
        return String(Math.floor(4 + r() ** 2 * 900));
      case "hex":
        return hex(r, 12);
      case "uuid":
        return uuid(r);
      case "ip":
        return `10.${int(r, 0, 40)}.${int(r, 0, 255)}.${int(r, 1, 254)}`;
      case "path":
        return pick(r, PATHS);
      case "ts":
        return new Date(c.t).toISOString();
      case "pod":
        return c.pods?.length ? `${pick(r, c.pods)}-${hex(r, 5)}` : m;
      case "app":
        return c.app ?? "app";
      case "callee":
        return c.callee ?? m;
      case "why":
        return c.why !== undefined && depth < 1 ? fill(c.why, r, c, depth + 1) : m;
      default:
        return m;
    }
  });
}

const LV: Record<string, Level> = { D: "debug", I: "info", W: "warn", E: "error", F: "fatal" };

/** Splits a "W|..." template into level and text; dflt when it has no prefix. */
export function levelOf(tpl: string, dflt: Level): [Level, string] {
  const m = /^([DIWEF])\|/.exec(tpl);
  return m ? [LV[m[1]], tpl.slice(2)] : [dflt, tpl];
}
