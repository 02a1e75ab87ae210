// Online Drain-style template miner: masked tokens, clusters bucketed by token count, a token-kind-aware
// similarity, generalisation of differing positions to `<*>`, merging of clusters whose templates meet,
// and an LRU bound on the number of clusters.
import { maskTokens, WILDCARD } from "./mask.js";
import { covers, generalize, sameKey } from "./token-match.js";

export interface TemplateMinerOptions {
  /** Live clusters kept; past it the least recently used are evicted (default 50,000). */
  maxClusters?: number;
}

export interface ClusterInfo {
  templateId: string;
  template: string;
  count: number;
}

interface Cluster {
  id: string;
  tokens: string[];
  count: number;
  /** Tick of the last line it took, for LRU eviction. */
  used: number;
}

const SIM_THRESHOLD = 0.5;
const MAX_CACHE = 100_000;
const MAX_CANDIDATES = 256;
const MIN_VARIANTS = 4;

export class TemplateMiner {
  private readonly maxClusters: number;
  private nextId = 1;
  private tick = 0;
  /** Bumped whenever an issued id's template or final id may have changed: lets callers cache per id. */
  revision = 0;
  private readonly live = new Map<string, Cluster>();
  /** Candidate groups: token count and leading token (`<*>` when it holds a value), as Drain's tree does. */
  private readonly groups = new Map<string, Cluster[]>();
  private readonly redirects = new Map<string, string>();
  /** Masked line → cluster that took it: most lines repeat a masked form exactly. */
  private readonly seen = new Map<string, string>();
  /** Generalised frame → distinct word variants seen in its varying places. */
  private readonly variants = new Map<string, Set<string>>();

  constructor(opts: TemplateMinerOptions = {}) {
    const cap = opts.maxClusters ?? 50_000;
    this.maxClusters = Number.isFinite(cap) && cap >= 1 ? Math.floor(cap) : 50_000;
  }

  /** Mines one message; returns the id of its cluster (stable for the cluster's life). */
  add(message: string): string {
    const tokens = maskTokens(typeof message === "string" ? message : String(message));
    const key = tokens.join(" ");
    const known = this.seen.get(key);
    if (known !== undefined) {
      const c = this.live.get(this.resolve(known));
      if (c) return this.hit(c);
    }
    const cluster = this.place(tokens);
    if (this.seen.size >= MAX_CACHE) this.seen.clear();
    this.seen.set(key, cluster.id);
    return cluster.id;
  }

  /** The cluster's current template text, with `<*>` wildcards ("" for an id never issued or evicted). */
  template(templateId: string): string {
    return this.live.get(this.resolve(templateId))?.tokens.join(" ") ?? "";
  }

  /** The id a (possibly merged) cluster id now answers to. */
  resolve(templateId: string): string {
    let id = templateId;
    for (let hops = 0; hops < 64; hops++) {
      const next = this.redirects.get(id);
      if (next === undefined) return id;
      id = next;
    }
    return id;
  }

  /** Every live cluster: id, template, count of lines. */
  clusters(): ClusterInfo[] {
    return [...this.live.values()].map((c) => ({ templateId: c.id, template: c.tokens.join(" "), count: c.count }));
  }

  private hit(c: Cluster): string {
    c.count++;
    c.used = ++this.tick;
    return c.id;
  }

  private place(tokens: string[]): Cluster {
    const key = groupKey(tokens);
    const bucket = this.groups.get(key);
    let best: Cluster | undefined;
    let bestSim = -1;
    let bestConst = -1;
    if (bucket) {
      // newest first, and only so many: a pathological stream of unrelated lines stays linear
      for (let i = bucket.length - 1, seen = 0; i >= 0 && seen < MAX_CANDIDATES; i--, seen++) {
        const c = bucket[i];
        const [sim, constant] = similarity(c.tokens, tokens);
        // on a tie the older cluster wins
        if (sim > bestSim || (sim === bestSim && constant >= bestConst)) {
          best = c;
          bestSim = sim;
          bestConst = constant;
        }
      }
    }
    if (best && bestSim >= SIM_THRESHOLD) {
      const joined = this.join(best, tokens);
      if (joined) return joined;
    }
    const c: Cluster = { id: `T${this.nextId++}`, tokens: tokens.slice(), count: 1, used: ++this.tick };
    this.live.set(c.id, c);
    if (bucket) bucket.push(c);
    else this.groups.set(key, [c]);
    this.evict();
    return c;
  }

  /**
   * Two constant words at the same place may be two events ("startup" / "shutdown") or one variable
   * (user names): generalise only once enough distinct variants of the same frame have been seen.
   */
  private join(best: Cluster, tokens: string[]): Cluster | undefined {
    const frame = best.tokens.slice();
    const wordDiffs: number[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = frame[i];
      const s = tokens[i];
      if (covers(t, s)) continue;
      if (!s.includes(WILDCARD)) wordDiffs.push(i);
      frame[i] = generalize(t, s);
    }
    if (wordDiffs.length === 0) {
      this.absorb(best, tokens);
      const survivor = this.mergeEqual(best);
      this.hit(survivor);
      return survivor;
    }
    // Several words changing at once, or an upper-case word (a state, a code), is another event.
    if (wordDiffs.length > 1 || wordDiffs.some((i) => isConstantName(tokens[i]) || isConstantName(best.tokens[i]))) {
      return undefined;
    }
    const frameKey = frame.join(" ");
    let variants = this.variants.get(frameKey);
    if (!variants) {
      if (this.variants.size >= MAX_CACHE) this.variants.clear();
      variants = new Set([wordDiffs.map((i) => best.tokens[i]).join(" ")]);
      this.variants.set(frameKey, variants);
    }
    variants.add(wordDiffs.map((i) => tokens[i]).join(" "));
    if (variants.size < MIN_VARIANTS) return undefined;
    this.variants.delete(frameKey);
    // Enough evidence: every cluster this frame covers becomes one.
    const bucket = this.groups.get(groupKey(tokens)) ?? [];
    const members = bucket.filter((c) => c.tokens.every((t, i) => covers(frame[i], t)));
    members.sort((a, b) => idNumber(a.id) - idNumber(b.id));
    const keep = members[0] ?? best;
    keep.tokens = frame;
    this.revision++;
    for (const m of members.slice(1)) {
      keep.count += m.count;
      this.remove(m);
      this.redirect(m.id, keep.id);
    }
    const survivor = this.mergeEqual(keep);
    this.hit(survivor);
    return survivor;
  }

  private absorb(c: Cluster, tokens: string[]): void {
    for (let i = 0; i < tokens.length; i++) {
      const t = c.tokens[i];
      if (!covers(t, tokens[i])) {
        c.tokens[i] = generalize(t, tokens[i]);
        this.revision++;
      }
    }
  }

  /** A generalised template may now equal another cluster's: keep the older, redirect the newer. */
  private mergeEqual(c: Cluster): Cluster {
    const bucket = this.groups.get(groupKey(c.tokens));
    if (!bucket) return c;
    const key = c.tokens.join(" ");
    for (const other of bucket) {
      if (other === c || other.tokens.join(" ") !== key) continue;
      const [keep, drop] = idNumber(other.id) < idNumber(c.id) ? [other, c] : [c, other];
      keep.count += drop.count;
      this.remove(drop);
      this.redirect(drop.id, keep.id);
      return keep;
    }
    return c;
  }

  private redirect(from: string, to: string): void {
    this.redirects.set(from, to);
    if (this.redirects.size <= this.maxClusters) return;
    // Trimmed in batches, oldest first: deleting one at a time from a Map's front degrades its iteration.
    let drop = this.redirects.size - this.maxClusters + Math.floor(this.maxClusters / 10);
    for (const key of this.redirects.keys()) {
      if (drop-- <= 0) break;
      this.redirects.delete(key);
    }
  }

  private remove(c: Cluster): void {
    this.revision++;
    this.live.delete(c.id);
    const key = groupKey(c.tokens);
    const bucket = this.groups.get(key);
    if (!bucket) return;
    const i = bucket.indexOf(c);
    if (i >= 0) bucket.splice(i, 1);
    if (bucket.length === 0) this.groups.delete(key);
  }

  /** Past the cap, drops the least recently used clusters, a tenth of the cap at a time (amortised cost). */
  private evict(): void {
    if (this.live.size <= this.maxClusters) return;
    const drop = this.live.size - this.maxClusters + Math.floor(this.maxClusters / 10);
    const byAge = [...this.live.values()].sort((a, b) => a.used - b.used);
    for (let i = 0; i < drop; i++) this.remove(byAge[i]);
  }
}

/** A cluster's leading token never changes (see the first-token rule), so neither does its group. */
function groupKey(tokens: string[]): string {
  const first = tokens[0] ?? "";
  return `${tokens.length} ${first.includes(WILDCARD) ? WILDCARD : first}`;
}

function idNumber(id: string): number {
  return Number(id.slice(1));
}

/**
 * Share of the constant positions that agree, ignoring positions where either side is a value
 * (`<*>`, or the same `key=` with another value). Returns [similarity, constant matches].
 */
export function similarity(template: string[], tokens: string[]): [number, number] {
  let same = 0;
  let differ = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = template[i];
    const s = tokens[i];
    if (t === s) {
      if (t !== WILDCARD) same++;
      continue;
    }
    if (t.includes(WILDCARD) && covers(t, s)) continue;
    if (sameKey(t, s)) continue;
    // The leading word usually names the event (Drain's first-token rule).
    if (i === 0 && !s.includes(WILDCARD)) return [-1, 0];
    differ++;
  }
  if (same + differ === 0) return [1, 0];
  return [same / (same + differ), same];
}

const UPPER_NAME_RE = /^[^A-Za-z]*[A-Z][A-Z_]+[^A-Za-z]*$/;

/** ALL_CAPS words are states, levels and codes: never one variable's values. */
function isConstantName(token: string): boolean {
  return UPPER_NAME_RE.test(token);
}
