// The dev set's six line shapes (../shared/data/incidents/README.md): one event in, one or more printed lines out.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "info" | "warn" | "error" | "fatal";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** One log event: true time `at`, printed time `ts` (skewed), and an optional multi-line tail (stack). */
export interface Ev {
  at: number;
  ts: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export function render(fmt: Format, evs: Ev[], ns: string): string[] {
  const out: string[] = [];
  const width = Math.max(...evs.map((e) => e.svc.length)) + 2;
  for (const ev of evs) {
    const e = ev.stack ? { ...ev, stack: ev.stack.flatMap((l) => l.split("\n")) } : ev;
    const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
    switch (fmt) {
      case "jsonl":
        out.push(
          JSON.stringify({
            timestamp: iso(e.ts),
            service: e.svc,
            level: e.level === "fatal" ? "error" : e.level,
            message: full,
          }),
        );
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.ts),
          status: e.level === "fatal" ? "emergency" : e.level,
          service: e.svc,
          message: full,
          host: `${e.svc}.node-${e.svc.length % 4}`,
          ddsource: "custom",
        };
        if (e.trace) o.http = { request_id: e.trace };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.ts),
          "log.level": e.level === "fatal" ? "FATAL" : e.level.toUpperCase(),
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
        };
        if (e.trace) o["transaction.id"] = e.trace;
        if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: full };
        if (e.trace) payload.trace = e.trace;
        const sev = { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
        out.push(
          JSON.stringify({
            timestamp: iso(e.ts),
            severity: sev,
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.svc.length % 3}` },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const lv = e.level === "fatal" ? "error" : e.level;
        const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
        out.push(`ts=${iso(e.ts)} level=${lv} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`);
        for (const s of e.stack ?? []) out.push(s);
        break;
      }
      case "compose": {
        const prefix = `${e.svc}-1`.padEnd(width);
        const lv = { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level].padEnd(8);
        const lines = e.msg.split("\n");
        out.push(`${prefix} | ${spaced(e.ts)} | ${lv} | ${lines[0]}${e.trace ? ` [${e.trace}]` : ""}`);
        for (const s of [...lines.slice(1), ...(e.stack ?? [])]) out.push(`${prefix} | ${s}`);
        break;
      }
    }
  }
  return out;
}
