// The README's six line formats, copied from the dev files' shapes; one event can print as several raw lines.
import type { Ev, Format, Lvl } from "./types.js";

const LV: Record<Format, Record<Lvl, string>> = {
  jsonl: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const j = (s: string) => JSON.stringify(s);

function composeTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
}

function logfmtValue(s: string): string {
  return /[\s"=]/.test(s) || s === "" ? `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"` : s;
}

/** Formats events; `width` is the padded compose container-name column, `namespace` the GKE namespace. */
export function formatter(format: Format, namespace: string, width: number): (e: Ev, printed: number) => string {
  return (e, printed) => {
    const ts = new Date(printed).toISOString();
    const lvl = LV[format][e.lvl];
    const withStack = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
    switch (format) {
      case "jsonl":
        return `{"timestamp":${j(ts)},"service":${j(e.svc)},"level":${j(lvl)},"message":${j(withStack)}}`;
      case "datadog": {
        const node = e.svc.length % 3;
        let s = `{"@timestamp":${j(ts)},"status":${j(lvl)},"service":${j(e.svc)},"message":${j(e.msg)},"host":${j(`${e.svc}.node-${node}`)},"ddsource":"custom"`;
        if (e.stack?.length)
          s += `,"error":{"kind":${j(e.etype ?? e.stack[0].split(":")[0])},"stack":${j(e.stack.join("\n"))}}`;
        if (e.tr) s += `,"http":{"request_id":${j(e.tr)}}`;
        return `${s}}`;
      }
      case "ecs": {
        let s = `{"@timestamp":${j(ts)},"log.level":${j(lvl)},"service.name":${j(e.svc)},"message":${j(e.msg)},"event.dataset":${j(`${e.svc}.log`)}`;
        if (e.tr) s += `,"transaction.id":${j(e.tr)}`;
        if (e.stack?.length)
          s += `,"error.type":${j(e.etype ?? e.stack[0].split(":")[0])},"error.stack_trace":${j(e.stack.join("\n"))}`;
        return `${s}}`;
      }
      case "gcp": {
        const pl = e.tr ? `{"message":${j(withStack)},"trace":${j(e.tr)}}` : `{"message":${j(withStack)}}`;
        return `{"timestamp":${j(ts)},"severity":${j(lvl)},"resource":{"type":"k8s_container","labels":{"container_name":${j(e.svc)},"namespace_name":${j(namespace)},"pod_name":${j(`${e.svc}-0`)}}},"jsonPayload":${pl}}`;
      }
      case "logfmt": {
        let s = `ts=${ts} level=${lvl} svc=${e.svc} msg=${logfmtValue(e.msg)}`;
        if (e.tr) s += ` trace=${e.tr}`;
        return e.stack?.length ? `${s}\n${e.stack.join("\n")}` : s;
      }
      case "compose": {
        const pre = `${e.svc}-1`.padEnd(width);
        const s = `${pre} | ${composeTime(ts)} | ${lvl.padEnd(8)} | ${e.msg}${e.tr ? ` [${e.tr}]` : ""}`;
        return e.stack?.length ? [s, ...e.stack.map((l) => `${pre} | ${l}`)].join("\n") : s;
      }
    }
  };
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};
