// Whether a tripped check becomes an alert (pure): cooldown since the last alert, the UTC day's cap, then dedup
// (same fingerprint alerted within the rule's window). The check and the dry-run share it.
import type { Rule } from "../../domain/watchdog-rule.schema.js";
import type { SuppressionState } from "../../store/watchdog-activity.dynamo.js";

export type SuppressionReason = "cooldown" | "dailyCap" | "dedup";

type Limits = Pick<Rule, "cooldownSeconds" | "dailyCap" | "dedupWindowSeconds">;

export const emptyState = (): SuppressionState => ({ alertsToday: 0, fingerprints: {} });
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export function suppressionOf(
  rule: Limits,
  state: SuppressionState,
  fingerprint: string,
  now: Date,
): SuppressionReason | undefined {
  const t = now.getTime();
  if (state.lastAlertAt && t - Date.parse(state.lastAlertAt) < rule.cooldownSeconds * 1000) return "cooldown";
  if (state.day === dayOf(now) && state.alertsToday >= rule.dailyCap) return "dailyCap";
  const seen = state.fingerprints[fingerprint];
  if (seen && t - Date.parse(seen) < rule.dedupWindowSeconds * 1000) return "dedup";
  return undefined;
}

/** The state after an alert at `now`: fingerprints older than the dedup window are dropped. */
export function afterAlert(rule: Limits, state: SuppressionState, fingerprint: string, now: Date): SuppressionState {
  const iso = now.toISOString();
  const keepAfter = now.getTime() - rule.dedupWindowSeconds * 1000;
  const fingerprints: Record<string, string> = {};
  for (const [fp, at] of Object.entries(state.fingerprints)) if (Date.parse(at) > keepAfter) fingerprints[fp] = at;
  fingerprints[fingerprint] = iso;
  const day = dayOf(now);
  return {
    lastAlertAt: iso,
    day,
    alertsToday: (state.day === day ? state.alertsToday : 0) + 1,
    fingerprints,
  };
}
