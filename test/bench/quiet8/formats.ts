// The dev set's six line shapes (shared/data/incidents/README.md), rendered from one event list.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error";

/** One log event: `at` is the true time, `printed` the time the service's (skewed) clock wrote. */
export interface Ev {
  at: number;
  printed?: number;
  service: string;
  level: Level;
  msg: string;
  trace?: string;
}

export function extOf(f: Format): string {
  return { jsonl: "jsonl", datadog: "json", ecs: "ndjson", gcp: "json", logfmt: "log", compose: "log" }[f];
}

const iso = (ms: number) => new Date(ms).toISOString();
const upper = (l: Level) => (l === "warn" ? "WARN" : l.toUpperCase());

/** Lines of the file; `namespace` goes into gcp resource labels, `node` numbers hosts and pods. */
export function render(format: Format, evs: Ev[], namespace: string, node: (svc: string) => number): string[] {
  const out: string[] = [];
  const width = Math.max(20, ...evs.map((e) => e.service.length + 3));
  for (const e of evs) {
    const t = iso(e.printed ?? e.at);
    const [first, ...rest] = e.msg.split("\n");
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: t, service: e.service, level: e.level, message: e.msg }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": t,
          status: e.level,
          service: e.service,
          message: e.msg,
          host: `${e.service}.node-${node(e.service)}`,
          ddsource: "custom",
        };
        if (e.trace) o.http = { request_id: e.trace };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": t,
          "log.level": upper(e.level),
          "service.name": e.service,
          message: first,
          "event.dataset": `${e.service}.log`,
        };
        if (rest.length) o["error.stack_trace"] = rest.join("\n");
        if (e.trace) o["transaction.id"] = e.trace;
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: e.msg };
        if (e.trace) payload.trace = e.trace;
        out.push(
          JSON.stringify({
            timestamp: t,
            severity: e.level === "warn" ? "WARNING" : e.level.toUpperCase(),
            resource: {
              type: "k8s_container",
              labels: {
                container_name: e.service,
                namespace_name: namespace,
                pod_name: `${e.service}-${node(e.service)}`,
              },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const msg = first.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(`ts=${t} level=${e.level} svc=${e.service} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`);
        out.push(...rest);
        break;
      }
      case "compose": {
        const pre = `${e.service}-1`.padEnd(width);
        const lvl = (e.level === "warn" ? "WARNING" : e.level.toUpperCase()).padEnd(8);
        out.push(`${pre}| ${t.slice(0, 10)} ${t.slice(11, 23)} | ${lvl} | ${first}${e.trace ? ` [${e.trace}]` : ""}`);
        for (const r of rest) out.push(`${pre}| ${r}`);
        break;
      }
    }
  }
  return out;
}
