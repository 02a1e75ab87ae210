// Narrate, actions: a catalogue of typed steps per category, made specific with the origin
// service, the error type and the callers; ordered by what an on-call engineer does first.
import type { Category, SuggestedAction } from "../domain/analysis-result.schema.js";

export interface ActionContext {
  category: Category;
  service: string;
  errorType: string;
  callers: string[];
  /** A release/config/restart line at the origin shortly before the onset, if any. */
  recentChange?: string;
  severe: boolean;
  /** Every service with abnormal errors, the origin included: the escalation's rationale must agree with it. */
  affected: number;
}

type Step = Omit<SuggestedAction, "priority">;

function steps(c: ActionContext): Step[] {
  const s = c.service;
  const e = c.errorType;
  switch (c.category) {
    case "authentication":
      return [
        {
          type: "fix",
          action: `Check the credentials ${s} uses (rotated secret, expired token, service account password) and restore a valid one`,
          rationale: `${s} is rejected with "${e}" by the system it authenticates to.`,
        },
        {
          type: "investigate",
          action: `Compare the secret version ${s} loaded with the one the identity provider expects`,
          rationale: "Authentication failures that start at once usually follow a rotation or expiry.",
        },
      ];
    case "authorization":
      return [
        {
          type: "fix",
          action: `Restore the missing permission for ${s}'s identity (IAM role, bucket/object policy, RBAC binding)`,
          rationale: `${s} authenticates but is refused: "${e}".`,
        },
        {
          type: "investigate",
          action: "Review recent policy or role changes on the resource being denied",
          rationale: "A permission that worked before was removed or narrowed.",
        },
      ];
    case "database":
      return [
        {
          type: "mitigate",
          action: `Relieve ${s}'s database: free connections (kill idle sessions, lower pool size per replica) or raise the server's connection limit`,
          rationale: `${s} fails with "${e}" while talking to its database.`,
        },
        {
          type: "investigate",
          action: `Look for connection leaks, slow queries or a replica/failover event in ${s}'s database`,
          rationale: "Exhausted connections and query errors usually have one slow or leaking client behind them.",
        },
      ];
    case "network":
      return [
        {
          type: "investigate",
          action: `Check the network path from ${s} to its peer (DNS, load balancer, security groups, TLS endpoints)`,
          rationale: `${s} reports "${e}": the connection itself fails.`,
        },
        {
          type: "mitigate",
          action: `Fail over ${s} to a healthy endpoint or zone if one exists`,
          rationale: "Path failures are often local to one route, zone or endpoint.",
        },
      ];
    case "timeout":
      return [
        {
          type: "investigate",
          action: `Find what ${s} waits on (slow downstream, lock, long query) and its latency since the onset`,
          rationale: `${s} runs out of time: "${e}".`,
        },
        {
          type: "mitigate",
          action: `Shed or queue load on ${s} and align client timeouts with its real latency`,
          rationale: "Timeouts cascade into retries that add more load.",
        },
      ];
    case "rate_limiting":
      return [
        {
          type: "mitigate",
          action: `Reduce ${s}'s request rate to the limited API (cache, batch, back off with Retry-After)`,
          rationale: `${s} is throttled: "${e}".`,
        },
        {
          type: "escalate",
          action: `Ask the provider or owner of the limit to raise ${s}'s quota`,
          rationale: "The quota no longer matches the traffic.",
        },
      ];
    case "validation":
      return [
        {
          type: "fix",
          action: `Align ${s}'s parser or schema with the messages it now receives, or pin the sender to the previous version`,
          rationale: `${s} rejects input: "${e}".`,
        },
        {
          type: "investigate",
          action: "Capture one rejected payload and diff it against the expected schema",
          rationale: "A producer changed the message format.",
        },
      ];
    case "null_reference":
      return [
        {
          type: "fix",
          action: `Guard the null value in ${s} where "${e}" is thrown and handle the missing data`,
          rationale: `${s} crashes on data it assumes is present.`,
        },
        {
          type: "investigate",
          action: `Find which new or changed records reach ${s} without the field`,
          rationale: "Null references that start suddenly follow a data or code change.",
        },
      ];
    case "configuration":
      return [
        {
          type: "fix",
          action: `Restore the missing or wrong setting of ${s} (environment, config map, secret) and restart it`,
          rationale: `${s} fails on its configuration: "${e}".`,
        },
        {
          type: "mitigate",
          action: `Roll ${s} back to its previous release/config if the fix takes long`,
          rationale: "Configuration errors usually appear right after a release or config change.",
        },
      ];
    case "dependency":
      return [
        {
          type: "mitigate",
          action: `Open a circuit breaker or fallback in ${s} for the failing provider and queue work for retry`,
          rationale: `A component ${s} depends on answers with errors: "${e}".`,
        },
        {
          type: "escalate",
          action: "Contact the provider/owner of the failing dependency and check its status page",
          rationale: "The fault is outside the services that log here.",
        },
      ];
    case "memory":
      return [
        {
          type: "mitigate",
          action: `Restart or scale out ${s} and raise its memory limit temporarily`,
          rationale: `${s} runs out of memory: "${e}".`,
        },
        {
          type: "investigate",
          action: `Take a heap profile of ${s} and look for unbounded queues or caches`,
          rationale: "Memory exhaustion under normal traffic points to a leak or a backlog.",
        },
      ];
    case "disk":
      return [
        {
          type: "mitigate",
          action: `Free or extend the volume of ${s} (delete old data/indices, grow the disk) and clear any read-only block`,
          rationale: `${s} cannot write: "${e}".`,
        },
        {
          type: "investigate",
          action: `Find what filled ${s}'s disk and add an alert on free space`,
          rationale: "Disk exhaustion builds up; it should be caught before the flood stage.",
        },
      ];
    default:
      return [
        {
          type: "investigate",
          action: `Read ${s}'s full logs and process exit reasons around the onset (crash reports, exit codes, restarts)`,
          rationale: `${s} fails first but its logs do not say why: "${e}".`,
        },
        {
          type: "mitigate",
          action: `Restart ${s} or roll back its last change while investigating`,
          rationale: "Restoring service comes before finding the cause.",
        },
      ];
  }
}

export function suggestActions(c: ActionContext): SuggestedAction[] {
  const list: Step[] = [];
  if (c.recentChange) {
    list.push({
      type: "investigate",
      action: `Review the change at ${c.service} just before the failure: "${c.recentChange.slice(0, 160)}"`,
      rationale: "It is the last state change on the origin before errors began.",
    });
  }
  list.push(...steps(c));
  if (c.callers.length > 0) {
    list.push({
      type: "mitigate",
      action: `Cap retries and add backoff in ${c.callers.slice(0, 3).join(", ")} while ${c.service} recovers`,
      rationale: "Callers repeat the failure and add load to the origin.",
    });
  }
  if (c.severe) {
    list.push({
      type: "escalate",
      action: `Page the owners of ${c.service} and open an incident`,
      rationale:
        c.affected > 1
          ? `The impact spans ${c.affected} services.`
          : `${c.service} fails much of its own work, although no other service reports it yet.`,
    });
  }
  return list.map((s, i) => ({ ...s, priority: i + 1 }));
}
