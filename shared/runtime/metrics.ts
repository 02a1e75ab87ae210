// The one Powertools Metrics instance of a function: namespace logdx, service from POWERTOOLS_SERVICE_NAME (the
// stack sets it), published as EMF lines by the Middy chain (shared/http/observability.ts).
import { Metrics, MetricUnit } from "@aws-lambda-powertools/metrics";

export const METRICS_NAMESPACE = "logdx";

export const metrics = new Metrics({ namespace: METRICS_NAMESPACE });

export function countMetric(name: string, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}
