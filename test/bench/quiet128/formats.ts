// The six line shapes of the incidents README, with stack traces where each shape carries them.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error";

export interface Ev {
  t: number; // true time, ms
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
  kind?: string; // exception class when there is one
  trace?: string;
  host?: string;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
const GCP = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };

/** Renders one event (printed time `ms`, skew already applied) as one or more physical lines. */
export function render(f: Format, e: Ev, ms: number, pad: number, ns: string): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ms), service: e.svc, level: e.lvl, message: full })];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(ms),
          status: e.lvl,
          service: e.svc,
          message: e.msg,
          host: e.host ?? `${e.svc}-7c9d`,
          ddsource: "container",
          ...(e.trace ? { dd: { trace_id: e.trace } } : {}),
          ...(e.stack ? { error: { kind: e.kind, stack: e.stack.join("\n") } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(ms),
          "log.level": e.lvl.toUpperCase(),
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.app`,
          ...(e.trace ? { "trace.id": e.trace } : {}),
          ...(e.stack ? { "error.type": e.kind, "error.stack_trace": e.stack.join("\n") } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(ms),
          severity: GCP[e.lvl],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: e.host ?? `${e.svc}-0` },
          },
          jsonPayload: { message: full, ...(e.trace ? { trace: e.trace } : {}) },
        }),
      ];
    case "logfmt":
      return [
        `ts=${iso(ms)} level=${e.lvl} svc=${e.svc} msg=${q(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}${e.kind ? ` err=${q(e.kind)}` : ""}`,
        ...(e.stack ?? []),
      ];
    case "compose": {
      const p = `${e.svc}-1`.padEnd(pad);
      const d = iso(ms).replace("T", " ").replace("Z", "");
      return [
        `${p} | ${d} | ${e.lvl.toUpperCase().padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`,
        ...(e.stack ?? []).map((s) => `${p} | ${s}`),
      ];
    }
  }
}
