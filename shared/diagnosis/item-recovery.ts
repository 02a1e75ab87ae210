// Work items that failed and then went through: a job a scheduler ran again ("Job 'GL recalc' step 2 failed: …
// deadlock victim", a minute later "Job 'GL recalc' step 2 (retry 1) succeeded"), an item a batch requeued and then
// processed. The item is named by the failure and by the success after it; a failure its own item got over is coped
// with, whatever its level said. Streaming and bounded: a few pending failures per service, read only off bad lines
// and lines that say something went through.

// the item a line names: a quoted name ('FIN - Matter WIP recalc'), or a kind of work followed by an id holding a
// digit ("item 2423", "job=882056", "task_id: ingest-7", "order #A-1192"), or the peer, player or device it
// concerns ("client p_bbb7a25c97 timed out", later "client p_bbb7a25c97 reconnected")
const KIND = String.raw`(?:job|task|step|run|item|order|batch|file|message|msg|record|txn|transaction|payment|invoice|shipment|parcel|ticket|build|pipeline|test|node|host|work ?item|entry|peer|player|client|device|session|participant|sensor|agent)`;
const QUOTED_RE = new RegExp(String.raw`\b${KIND}\s?['"‘“]([^'"‘’“”\n]{4,80})['"’”]`, "i");
// a replica a probe or a check names ("Readiness probe failed for bidder-7d9f8-04a28", "pod/api-5f7c9-x2kq not ready")
const REPLICA_RE =
  /\b(?:probe|check) failed (?:for|on) (?:pod\/?\s?)?([a-z][\w.]*(?:-[\w.]+){2,})|\b(?:pod|container|replica|instance|worker|executor)[/ =:]\s?["']?([a-z][\w.]*(?:-[\w.]+){1,})/i;
const ITEM_RE = new RegExp(
  String.raw`\b${KIND}(?:[ _-]?(?:id|name|no))?\b\s?[=:#]?\s?["']?([\w.:/-]*\d[\w.:/-]*)`,
  "i",
);
// a long id a key gives ("imsi=204770689024816", "order_id=9f1c0c52-…"): one item wherever it stands
const LONG_ID_RE = /\b[a-z][a-z_]{1,15}[=:]\s?"?(\d{8,}|[0-9a-f]{8}-[0-9a-f-]{27,}|[0-9a-f]{16,})\b/i;

// a line saying the work went through, and saying no failure beside it (or a peer that connected again)
const WENT_THROUGH_RE =
  /\b(?:connected|reconnected|rejoined|confirmed|acknowledged|succeeded|successful(?:ly)?|success|completed|finished|passed|processed|delivered|posted|resumed|returned to service|back (?:online|in service)|ready|healthy|ok|done|resolved|repaired|corrected|re-?synced)\b/i;
const STILL_FAILING_RE =
  /\b(?:fail\w*|error\w*|unsuccessful|unhealthy|not (?:succeed|complet|finish|process|ready|healthy)\w*|partial(?:ly)?|aborted|incomplete)\b|\b0 succeeded\b/i;

/** Ids at least this long are matched on their own. */
const MIN_BARE_ID = 5;
/** A failure counts as got over when its item went through this soon after it. */
const RECOVERED_WITHIN_MS = 5 * 60_000;
/** Pending failures kept per service (the oldest go first). */
const MAX_PENDING = 256;

interface Pending<T> {
  key: string;
  ts: number;
  of: T;
}

/** The item a failing line names, or undefined. */
export function itemOf(message: string): string | undefined {
  const head = message.length > 300 ? message.slice(0, 300) : message;
  const q = QUOTED_RE.exec(head);
  if (q) return q[1];
  const r = REPLICA_RE.exec(head);
  const replica = r?.[1] ?? r?.[2];
  if (replica && /\d/.test(replica)) return replica;
  const long = LONG_ID_RE.exec(head);
  if (long) return long[1];
  const m = ITEM_RE.exec(head);
  if (!m) return undefined;
  // (an id this long is the item's wherever it stands; a short one only beside its kind: "item 62")
  return m[1].length >= MIN_BARE_ID ? m[1] : m[0];
}

/** The line says its work went through and nothing failed. */
export function saysWentThrough(message: string): boolean {
  return wentThrough(message.length > 300 ? message.slice(0, 300) : message);
}
const wentThrough = (head: string) => WENT_THROUGH_RE.test(head) && !STILL_FAILING_RE.test(head);

/** Failed items per service, and which of them went through later. */
export class ItemRecovery<T> {
  private readonly pending = new Map<string, Pending<T>[]>();

  /** A bad line of `service`, of `of`, at `ts`. */
  failed(service: string, message: string, ts: number, of: T): void {
    const key = itemOf(message);
    if (key === undefined) return;
    let list = this.pending.get(service);
    if (!list) {
      list = [];
      this.pending.set(service, list);
    }
    if (list.length >= MAX_PENDING) list.shift();
    list.push({ key, ts, of });
  }

  /** A line of `service` that is not bad: the failures it tells got over, each handed to `recovered` once. */
  passed(service: string, message: string, ts: number, recovered: (of: T) => void): void {
    const list = this.pending.get(service);
    if (!list || list.length === 0) return;
    const head = message.length > 300 ? message.slice(0, 300) : message;
    if (!wentThrough(head)) return;
    const keep: Pending<T>[] = [];
    for (const p of list) {
      if (ts >= p.ts && ts - p.ts <= RECOVERED_WITHIN_MS && head.includes(p.key)) recovered(p.of);
      else if (ts - p.ts <= RECOVERED_WITHIN_MS) keep.push(p);
    }
    if (keep.length === 0) this.pending.delete(service);
    else this.pending.set(service, keep);
  }
}
