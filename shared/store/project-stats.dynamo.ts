// A project's monthly counters: one item per (project, month) in the project partition (STATS#<YYYY-MM>).
import { UpdateCommand } from "./dynamodb/commands.js";
import { getItem } from "./items.js";
import { keys } from "./keys.js";
import type { Store } from "./store.js";

export interface StatsRef {
  tenantId: string;
  projectId: string;
  /** "YYYY-MM" */
  month: string;
}

const statsKey = (ref: StatsRef) => keys.projectChild(ref.tenantId, ref.projectId, "STATS", ref.month);

/** Adds every non-zero amount to its counter in one atomic update. */
export async function addToStats(
  store: Store,
  ref: StatsRef,
  amounts: Record<string, number | undefined>,
): Promise<void> {
  const entries = Object.entries(amounts).filter(([, v]) => typeof v === "number" && v !== 0);
  if (entries.length === 0) return;
  await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: statsKey(ref),
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :v${i}`).join(", ")}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#c${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    }),
  );
}

/** The month's counters (strongly consistent); a counter never bumped is absent. */
export async function readStats(store: Store, ref: StatsRef): Promise<Record<string, number>> {
  const item = await getItem(store, statsKey(ref));
  return Object.fromEntries(Object.entries(item ?? {}).filter(([, v]) => typeof v === "number")) as Record<
    string,
    number
  >;
}
