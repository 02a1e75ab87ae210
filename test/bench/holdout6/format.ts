// Renders one event as lines of one of the six formats (stack traces as continuation lines in logfmt and
// compose, inside the message or a stack field in the JSON formats).
import { iso, parts } from "../holdout3/kit.js";
import type { Ev, Format, Lvl } from "./types.js";

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const DD: Record<Lvl, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const CMP: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

export interface RenderCtx {
  ns: string;
  /** compose prefix width */
  width: number;
  pod: (svc: string) => string;
}

/** the exception class a stack starts with, if it names one */
const excType = (stack: string[]) => /^([\w.$]+(?:Exception|Error))\b/.exec(stack[0] ?? "")?.[1];

export function render(f: Format, ev: Ev, t: number, rc: RenderCtx): string[] {
  const ts = iso(t);
  const full = ev.stack ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: ts,
          service: ev.svc,
          level: ev.lvl === "fatal" ? "fatal" : ev.lvl,
          message: ev.rid ? `${full} rid=${ev.rid}` : full,
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: DD[ev.lvl],
        service: ev.svc,
        message: ev.msg,
        host: rc.pod(ev.svc),
        ddsource: "kubernetes",
      };
      if (ev.rid) o.http = { request_id: ev.rid };
      if (ev.stack) o.error = { stack: ev.stack.join("\n"), kind: excType(ev.stack) };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": ECS[ev.lvl],
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
      };
      if (ev.rid) o["transaction.id"] = ev.rid;
      if (ev.stack) {
        const type = excType(ev.stack);
        if (type) o["error.type"] = type;
        o["error.stack_trace"] = ev.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (ev.rid) payload.trace = ev.rid;
      return [
        JSON.stringify({
          timestamp: ts,
          severity: GCP[ev.lvl],
          resource: {
            type: "k8s_container",
            labels: { container_name: ev.svc, namespace_name: rc.ns, pod_name: rc.pod(ev.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${ts} level=${ev.lvl === "fatal" ? "fatal" : ev.lvl} svc=${ev.svc} msg=${q(ev.msg.split("\n")[0])}${ev.rid ? ` trace=${ev.rid}` : ""}`;
      const rest = [...ev.msg.split("\n").slice(1), ...(ev.stack ?? []).flatMap((s) => s.split("\n"))];
      return [head, ...rest];
    }
    case "compose": {
      const p = parts(t);
      const prefix = `${ev.svc}-1`.padEnd(rc.width);
      const lines = full.split("\n");
      const head = `${prefix} | ${p.Y}-${p.M}-${p.D} ${p.h}:${p.m}:${p.s}.${p.ms} | ${CMP[ev.lvl].padEnd(8)} | ${lines[0]}${ev.rid ? ` [${ev.rid}]` : ""}`;
      return [head, ...lines.slice(1).map((l) => `${prefix} | ${l}`)];
    }
  }
}
