// Builds the 84 scenario plans: which spec, estate services, format, split, size and duration.
import { chance, int, pick, rngFrom } from "../holdout3/kit.js";
import { estate } from "./estates.js";
import { CONFIGURATION, DATABASE, MEMORY, TIMEOUT } from "./faults-core.js";
import { AUTH, AUTHZ, DEPENDENCY, DISK, NETWORK, NULLREF, RATE, UNKNOWN, VALIDATION } from "./faults-other.js";
import { QUIET } from "./quiet.js";
import type { Estate, FaultSpec, Format, QuietSpec } from "./types.js";

export interface Plan {
  fault?: FaultSpec;
  quiet?: QuietSpec;
  estate: Estate;
  services: string[];
  noisy: string;
  format: Format;
  split: "tune" | "locked";
  target: number;
  minutes: number;
  start: number;
  seed: number;
  deployDecoy: boolean;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const GROUPS = [
  MEMORY,
  TIMEOUT,
  DATABASE,
  CONFIGURATION,
  AUTH,
  AUTHZ,
  NETWORK,
  RATE,
  VALIDATION,
  NULLREF,
  DEPENDENCY,
  DISK,
  UNKNOWN,
];

/** Services a scenario must contain: its chain, the edge, its reporter and its steady lines' services. */
function required(e: Estate, f?: FaultSpec, q?: QuietSpec): string[] {
  const s = new Set<string>();
  if (f) {
    for (const c of f.chain) s.add(c);
    if (f.edge) s.add(e.edge);
    if (f.reporter) s.add(f.reporter.svc);
  }
  if (q) {
    for (const [svc] of q.steady) s.add(svc);
    for (const [svc] of q.once ?? []) s.add(svc);
  }
  return [...s];
}

export function makePlans(seed: number): Plan[] {
  const r = rngFrom(seed * 104729 + 17);
  const specs: Array<{ fault?: FaultSpec; quiet?: QuietSpec; split: "tune" | "locked" }> = [];
  for (const g of GROUPS)
    g.forEach((fault, i) => {
      specs.push({ fault, split: i % 2 === 0 ? "tune" : "locked" });
    });
  QUIET.forEach((quiet, i) => {
    specs.push({ quiet, split: i % 2 === 0 ? "tune" : "locked" });
  });

  // formats exactly even over a seeded shuffle
  const fmts: Format[] = specs.map((_, i) => FORMATS[i % FORMATS.length]);
  for (let i = fmts.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [fmts[i], fmts[j]] = [fmts[j], fmts[i]];
  }
  // two large files, a few very small ones, the rest 2k-20k
  const big = new Set([int(r, 0, 41), int(r, 42, specs.length - 1)]);
  return specs.map((s, i) => {
    const e = estate(s.fault?.estate ?? s.quiet?.estate ?? "");
    const need = required(e, s.fault, s.quiet);
    const noiseOpts = e.noise.filter((n) => !s.fault || !need.includes(n.svc));
    const noisy = pick(r, noiseOpts.length ? noiseOpts : e.noise).svc;
    if (!need.includes(noisy)) need.push(noisy);
    const others = e.services.map((x) => x.name).filter((n) => !need.includes(n));
    const want = Math.max(6, Math.min(12, int(r, 7, e.services.length)));
    while (need.length < want && others.length) need.push(others.splice(int(r, 0, others.length - 1), 1)[0]);
    const p = r();
    const target = big.has(i)
      ? int(r, 45000, 74000)
      : p < 0.1
        ? int(r, 1100, 2000)
        : p < 0.62
          ? int(r, 2000, 8000)
          : int(r, 8000, 19000);
    const day = Date.UTC(2026, 9, 1) + i * 86400000 + int(r, 0, 23) * 3600000 + int(r, 0, 59) * 60000;
    return {
      ...s,
      estate: e,
      services: need,
      noisy,
      format: fmts[i],
      target,
      minutes: int(r, 10, 45),
      start: day + int(r, 0, 59) * 1000 + int(r, 0, 999),
      seed: seed * 1000 + i,
      deployDecoy: chance(r, s.fault ? 0.5 : 0.35),
    };
  });
}
