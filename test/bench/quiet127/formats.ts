// Prints a sorted event list in one of the six line formats of the incidents README. Printed times
// carry each service's clock skew; multi-line traces go where each format puts them.
import { hash } from "./rng.js";
import type { Stream } from "./stream.js";
import { iso, spaced } from "./time.js";
import type { Estate, Ev, Format, Level, Runtime } from "./types.js";

const UPPER: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const DATADOG: Record<Level, string> = {
  debug: "debug",
  info: "info",
  warn: "warn",
  error: "error",
  fatal: "critical",
};
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const PY: Record<Level, string> = {
  debug: "debug",
  info: "info",
  warn: "warning",
  error: "error",
  fatal: "critical",
};
const LOWER: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" };

const DD_SOURCE: Record<Runtime, string> = {
  java: "java",
  go: "go",
  python: "python",
  node: "nodejs",
  dotnet: "csharp",
  ruby: "ruby",
  envoy: "envoy",
  nginx: "nginx",
  postgres: "postgresql",
  redis: "redis",
  unreal: "gameserver",
};

const K8S = "bcdfghjklmnpqrstvwxz2456789";
function k8s(seed: number, n: number): string {
  let s = "";
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = Math.imul(x ^ (x >>> 13), 0x5bd1e995) >>> 0;
    s += K8S[x % K8S.length];
  }
  return s;
}

export function podName(svc: string, gen: number): string {
  const base = svc.replace(/_/g, "-");
  return `${base}-${k8s(hash(base), 9 + (hash(base) % 2))}-${k8s(hash(`${base}#${gen}`), 5)}`;
}

/** Exception type from a trace's shape, when the event does not name one. */
function kindOf(ev: Ev): string | undefined {
  if (ev.kind) return ev.kind;
  const st = ev.stack;
  if (!st?.length) return undefined;
  if (st[0].startsWith("Traceback")) return st[st.length - 1].split(":")[0];
  if (st[0].startsWith("panic") || st[0].startsWith("goroutine")) return "panic";
  const m = /^([\w.$:]+?)(?::|\s\()/.exec(st[0]);
  return m ? m[1] : undefined;
}

function ecsLevel(rt: Runtime, l: Level): string {
  if (rt === "python") return PY[l];
  if (rt === "node" || rt === "ruby") return LOWER[l];
  return UPPER[l];
}

function logfmtLevel(rt: Runtime, l: Level): string {
  if (rt === "python") return PY[l];
  if (rt === "go" && l === "warn") return "warning";
  return LOWER[l];
}

const quote = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** Datadog prints 64-bit trace ids as decimals. */
function ddTrace(tid: string): string {
  return BigInt(`0x${tid.slice(-16)}`).toString();
}

export function render(fmt: Format, evs: Ev[], e: Estate, s: Stream, skew: Map<string, number>): string[] {
  const rtOf = new Map(e.services.map((d) => [d.name, d.runtime]));
  const width = Math.max(...e.services.map((d) => d.name.length)) + 4;
  const out: string[] = [];
  for (const ev of evs) {
    const rt = rtOf.get(ev.svc) ?? "go";
    const t = ev.t + (skew.get(ev.svc) ?? 0);
    const ts = iso(t);
    const pod =
      rt === "postgres" || rt === "redis"
        ? `${ev.svc.replace(/_/g, "-")}-0`
        : podName(ev.svc, s.generation(ev.svc, ev.t));
    const full = ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg;
    const kind = kindOf(ev);
    switch (fmt) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: ts, service: ev.svc, level: UPPER[ev.level], message: full }));
        break;
      case "datadog": {
        const o: Record<string, string> = {
          "@timestamp": ts,
          status: DATADOG[ev.level],
          service: ev.svc,
          message: ev.msg,
          host: e.nodes[hash(pod) % e.nodes.length],
          ddsource: DD_SOURCE[rt],
          ddtags: `env:prod,game:${e.game.toLowerCase().replace(/\s+/g, "-")},pod_name:${pod}`,
        };
        if (ev.tid) o["dd.trace_id"] = ddTrace(ev.tid);
        if (ev.stack?.length) {
          if (kind) o["error.kind"] = kind;
          o["error.stack"] = ev.stack.join("\n");
        }
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, string> = {
          "@timestamp": ts,
          "log.level": ecsLevel(rt, ev.level),
          "service.name": ev.svc,
          message: ev.msg,
          "ecs.version": "8.11.0",
          "event.dataset": `${ev.svc}.log`,
          "host.hostname": pod,
        };
        if (ev.tid) o["trace.id"] = ev.tid;
        if (ev.stack?.length) {
          if (kind) o["error.type"] = kind;
          o["error.stack_trace"] = ev.stack.join("\n");
        }
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const o: Record<string, unknown> = {
          timestamp: ts,
          severity: GCP[ev.level],
          resource: {
            type: "k8s_container",
            labels: {
              project_id: e.gcp.project,
              location: e.gcp.location,
              cluster_name: e.gcp.cluster,
              namespace_name: e.gcp.namespace,
              pod_name: pod,
              container_name: ev.svc,
            },
          },
          jsonPayload: { message: full },
          logName: `projects/${e.gcp.project}/logs/${ev.level === "error" || ev.level === "fatal" ? "stderr" : "stdout"}`,
        };
        if (ev.tid) o.trace = `projects/${e.gcp.project}/traces/${ev.tid}`;
        out.push(JSON.stringify(o));
        break;
      }
      case "logfmt": {
        const tr = ev.tid ? ` trace=${ev.tid}` : "";
        out.push(`ts=${ts} level=${logfmtLevel(rt, ev.level)} svc=${ev.svc} msg=${quote(ev.msg)}${tr}`);
        for (const l of ev.stack ?? []) out.push(l);
        break;
      }
      case "compose": {
        const pre = `${ev.svc}-1`.padEnd(width);
        const tr = ev.tid ? ` [${ev.tid}]` : "";
        out.push(`${pre}| ${spaced(t)} | ${GCP[ev.level].padEnd(8)} | ${ev.msg}${tr}`);
        for (const l of ev.stack ?? []) out.push(`${pre}| ${l}`);
        break;
      }
    }
  }
  return out;
}
