// One work item failing again and again: a message its consumer retried until the dead-letter queue took it, one
// order's attempts. Every abnormal line of the service names that one item, so the rest of its work went through: a
// bad item to look at in working hours, not the service failing. A job or run is different: its run is all the work it
// had, and failing it is the failure.
import type { Anomaly } from "./detect.js";
import { itemOf } from "./item-recovery.js";
import type { ServiceFinding } from "./localize.js";

// the kinds of item one of many is, said just before its id: a message, an order, a payment (not a job, run or batch)
const ONE_OF_MANY_RE =
  /\b(?:message|msg|event|record|order|payment|invoice|txn|transaction|webhook|delivery|entry|item|shipment|parcel|ticket)(?:[ _-]?(?:id|no))?\s?[=:#]?\s?["']?$/i;
/** One item's attempts and its giving up: at most this many lines. */
const ONE_ITEM_MAX_LINES = 10;

/** The lines of an abnormal template that were bad: its first bad line, and its samples when every line was bad. */
const badLinesOf = (a: Anomaly) => {
  const first = a.stat.firstBad?.message ?? "";
  return a.stat.badCount === a.stat.count ? [first, ...a.stat.samples] : [first];
};

/**
 * Every abnormal line of `f` at ERROR (a few at most, none fatal) names one and the same item, one of many its work
 * holds; its warnings beside them (other messages redelivered) failed nothing.
 */
export function oneItemFailed(f: ServiceFinding): boolean {
  if (f.silent || f.anomalies.length === 0 || f.errorCount > ONE_ITEM_MAX_LINES) return false;
  const items = new Set<string>();
  for (const a of f.anomalies) {
    if (a.stat.fatalCount > 0) return false;
    if (a.stat.errorCount === 0) continue;
    for (const line of badLinesOf(a)) {
      const head = line.slice(0, 300);
      const item = itemOf(head);
      const at = item === undefined ? -1 : head.indexOf(item);
      if (item === undefined || at < 0 || !ONE_OF_MANY_RE.test(head.slice(Math.max(0, at - 24), at))) return false;
      items.add(item.toLowerCase());
    }
  }
  return items.size === 1;
}
