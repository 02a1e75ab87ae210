// How each runtime prints an ordinary line, and the small domain vocabulary lines draw from.
import type { Runtime, Svc } from "./estates.js";
import type { Rng } from "./rng.js";

const JAVA_PKG: Record<string, string> = {
  cases: "arrangements",
  plots: "plots",
  preneed: "preneed",
  obits: "obits",
  crematory: "crematory",
};

/** Prefixes a message the way the runtime's default logger would (logger name, thread). */
export function voice(rng: Rng, svc: Svc, logger: string, msg: string): string {
  const pkg = JAVA_PKG[svc.role] ?? svc.role;
  switch (svc.rt) {
    case "java":
      return `[http-nio-8080-exec-${rng.int(1, 40)}] c.m.${pkg}.${logger} : ${msg}`;
    case "dotnet":
      return `${pascal(svc.name)}.${logger}: ${msg}`;
    case "python":
      return `${svc.role}.${logger.toLowerCase()}: ${msg}`;
    case "cpp":
      return `[${logger.toLowerCase()}] ${msg}`;
    default:
      return msg;
  }
}

export const pascal = (s: string) =>
  s
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");

export const PAPERS = [
  "Star Tribune",
  "Plain Dealer",
  "Courier-Journal",
  "Tampa Bay Times",
  "Oregonian",
  "Hartford Courant",
  "Sun-Sentinel",
  "Post-Gazette",
];
export const CHAPELS = ["Oak Chapel", "Riverside Chapel", "St. Brendan's", "Main Hall", "Garden Room", "Graveside"];
export const PRODUCTS = [
  "standing spray (white lilies)",
  "casket spray, full couch",
  "sympathy basket",
  "peace lily plant",
  "wreath on easel",
  "heart tribute, red roses",
  "urn arrangement",
];
export const SURNAMES = [
  "Kowalski",
  "Okafor",
  "Nguyen",
  "Haddad",
  "Lindqvist",
  "Moreno",
  "O'Brien",
  "Takahashi",
  "Whitfield",
  "Delacroix",
  "Abernathy",
  "Ferreira",
];

export function ms(rng: Rng, lo: number, hi: number): number {
  return Math.round(lo + (hi - lo) * rng.next() ** 2);
}

export const UA = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0",
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/123.0 Mobile",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15",
];

/** An access line for the front service in its runtime's usual shape. */
export function access(rng: Rng, rt: Runtime, method: string, path: string, status: number, took: number): string {
  if (rt === "go")
    return `${rng.int(10, 250)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)} - - "${method} ${path} HTTP/1.1" ${status} ${rng.int(180, 24000)} "-" "${rng.pick(UA)}" ${(took / 1000).toFixed(3)}`;
  return `${method} ${path} ${status} ${took}ms`;
}
