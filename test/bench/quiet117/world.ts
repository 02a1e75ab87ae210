// The handle every generator writes through: the stream, the estate, the RNG and a few shared vocabularies.
import type { Estate, Role } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface World {
  s: Stream;
  e: Estate;
  r: Rng;
  /** Service name for a role, or undefined when the estate lacks it. */
  n(role: Role): string | undefined;
  /** A request / trace id when the estate propagates them. */
  tr(): string | undefined;
  log(
    t: number,
    role: Role,
    level: Level,
    msg: string,
    extra?: { stack?: string[]; trace?: string; keep?: boolean },
  ): void;
  slug(): string;
  articleId(): string;
  reader(): string;
  ip(): string;
  email(): string;
}

const WORDS = [
  "council",
  "budget",
  "harbour",
  "storm",
  "election",
  "transfer",
  "inquiry",
  "rates",
  "housing",
  "festival",
  "strike",
  "verdict",
  "flood",
  "merger",
  "school",
  "bridge",
  "hospital",
  "derby",
  "tariffs",
  "wildfire",
];
const DOMAINS = ["gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.co.uk", "aol.com", "btinternet.com"];

export function makeWorld(s: Stream, e: Estate, r: Rng): World {
  const w: World = {
    s,
    e,
    r,
    n: (role) => e.svc[role],
    tr: () => (e.traces ? r.hex(16) : undefined),
    log: (t, role, level, msg, extra = {}) => {
      const svc = e.svc[role];
      if (!svc) return;
      s.add(t, svc, level, msg, extra);
    },
    slug: () => `${r.pick(WORDS)}-${r.pick(WORDS)}-${r.pick(["latest", "live", "what-we-know", "analysis", r.hex(4)])}`,
    articleId: () => `${r.pick(["A", "art_", ""])}${r.int(1_000_000, 9_999_999)}`,
    reader: () => (r.chance(0.6) ? `anon:${r.hex(12)}` : `rdr_${r.int(100000, 999999)}`),
    ip: () => `${r.pick([81, 86, 92, 109, 176, 203, 24, 73, 98])}.${r.int(1, 254)}.${r.int(0, 254)}.${r.int(1, 254)}`,
    email: () => `${r.pick(["j", "m", "s", "a", "k", "d"])}${r.pick(WORDS)}${r.int(1, 999)}@${r.pick(DOMAINS)}`,
  };
  return w;
}
