// The file layouts of holdout4: envelopes that carry each runtime's own line, and single-logger layouts where the
// whole estate logs through one library. Each renders one event (printed at t) to physical lines.
import { commaMs, iso, isoMicro, isoNano, parts, shortIso } from "../holdout3/kit.js";
import { nativeLines, pinoLevel } from "./native.js";
import type { Ev, Lvl, Rt, Svc } from "./types.js";

export interface Layout {
  id: string;
  /** runtime every app service logs in (single-logger layouts); envelopes keep each service's own */
  rt?: Rt;
  /** which supervisor reports appear: kubelet, systemd (with kernel) or none */
  sup: "kubelet" | "systemd" | "cf" | "none";
  /** infra (db, cache, broker, edge) lines are part of the stream */
  infra: boolean;
  render(ev: Ev, svc: Svc, t: number, ns: string): string[];
}

const PRI: Record<Lvl, number> = { DEBUG: 7, INFO: 6, WARN: 4, ERROR: 3, FATAL: 2 };
const about = (ev: Ev, svc: Svc) => (ev.f?.about as string) ?? svc.name;
const flat = (ev: Ev) => ({ ...(ev.f ?? {}) });
const textTail = (ev: Ev) => [...(ev.err ? [ev.err] : []), ...(ev.stack ?? [])];
const kvs = (ev: Ev) =>
  Object.entries(ev.f ?? {})
    .map(([k, v]) => ` ${k}=${typeof v === "string" && /[\s"=]/.test(v) ? JSON.stringify(v) : v}`)
    .join("");
const unit = (svc: Svc) => (svc.rt === "kernel" ? "kernel" : svc.rt === "systemd" ? "systemd" : svc.name);

function journalJson(ev: Ev, svc: Svc, t: number): string[] {
  return nativeLines(ev, svc, t).map((m, i) => {
    const o: Record<string, string> = {
      __CURSOR: `s=7f3a;i=${(ev.t % 1000000).toString(16)};b=2c1e;m=${i}`,
      __REALTIME_TIMESTAMP: String(t * 1000 + (ev.t % 997)),
      _HOSTNAME: svc.host,
      PRIORITY: String(PRI[ev.lvl]),
      SYSLOG_IDENTIFIER: unit(svc),
      MESSAGE: m,
    };
    if (svc.rt === "kernel") o._TRANSPORT = "kernel";
    else if (svc.rt === "systemd") {
      o._PID = "1";
      o._TRANSPORT = "journal";
      o.UNIT = `${about(ev, svc)}.service`;
    } else {
      o._PID = String(svc.pid);
      o._TRANSPORT = "stdout";
      o._SYSTEMD_UNIT = `${svc.name}.service`;
      o._COMM = svc.rt === "java" ? "java" : svc.rt === "node" ? "node" : svc.name;
    }
    return JSON.stringify(o);
  });
}

function kubeletRecord(ev: Ev, svc: Svc, t: number) {
  return nativeLines(ev, svc, t)[0];
}

const L: Layout[] = [
  {
    id: "klog",
    rt: "go",
    sup: "kubelet",
    infra: false,
    render(ev, svc, t) {
      if (svc.kind === "sup") return [`[node/${svc.host}/kubelet] ${kubeletRecord(ev, svc, t)}`];
      const p = parts(t);
      const c = { DEBUG: "I", INFO: "I", WARN: "W", ERROR: "E", FATAL: "F" }[ev.lvl];
      const src = (ev.f?.caller as string) ?? `${svc.name.split("-")[0]}.go:${60 + (ev.t % 300)}`;
      const f = flat(ev);
      delete f.caller;
      const args = Object.entries(f)
        .map(([k, v]) => ` ${k}=${JSON.stringify(v)}`)
        .join("");
      const err = ev.err ? ` err=${JSON.stringify(ev.err)}` : "";
      const head = `${c}${p.M}${p.D} ${p.h}:${p.m}:${p.s}.${p.ms}${String(ev.t % 1000).padStart(3, "0")}       1 ${src}] ${JSON.stringify(ev.msg)}${err}${args}`;
      const pre = `[pod/${svc.pod}/${svc.name}] `;
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])].map((x) => pre + x);
      return [head, ...(ev.stack ?? [])].map((x) => pre + x);
    },
  },
  { id: "journald-json", sup: "systemd", infra: true, render: (ev, svc, t) => journalJson(ev, svc, t) },
  {
    id: "journald-short-iso",
    sup: "systemd",
    infra: true,
    render(ev, svc, t) {
      const ts = shortIso(Math.floor(t / 1000) * 1000).replace(/\+0000$/, "+00:00");
      const who = svc.rt === "kernel" ? "kernel" : svc.rt === "systemd" ? "systemd[1]" : `${svc.name}[${svc.pid}]`;
      return nativeLines(ev, svc, t).map((m) => `${ts} ${svc.host} ${who}: ${m}`);
    },
  },
  {
    id: "rfc5424",
    sup: "systemd",
    infra: true,
    render(ev, svc, t) {
      const pri = 16 * 8 + PRI[ev.lvl];
      const sd = ev.trace ? `[trace@32473 id="${ev.trace}"]` : "-";
      const app = unit(svc);
      const pid = svc.rt === "kernel" ? "-" : svc.rt === "systemd" ? "1" : String(svc.pid);
      return nativeLines(ev, svc, t).map((m) => `<${pri}>1 ${isoMicro(t)} ${svc.host} ${app} ${pid} - ${sd} ${m}`);
    },
  },
  {
    id: "fluentbit",
    sup: "kubelet",
    infra: true,
    render(ev, svc, t) {
      if (svc.kind === "sup")
        return [
          JSON.stringify({
            date: Number((t / 1000).toFixed(6)),
            _SYSTEMD_UNIT: "kubelet.service",
            _HOSTNAME: svc.host,
            PRIORITY: String(PRI[ev.lvl]),
            MESSAGE: kubeletRecord(ev, svc, t),
          }),
        ];
      return nativeLines(ev, svc, t).map((m) =>
        JSON.stringify({
          date: Number((t / 1000).toFixed(6)),
          log: m,
          stream: ev.lvl === "INFO" || ev.lvl === "DEBUG" ? "stdout" : "stderr",
          time: isoNano(t),
          kubernetes: {
            pod_name: svc.pod,
            namespace_name: "prod",
            container_name: svc.name,
            host: svc.host,
            labels: { app: svc.name },
          },
        }),
      );
    },
  },
  {
    id: "vector",
    sup: "kubelet",
    infra: true,
    render(ev, svc, t) {
      if (svc.kind === "sup")
        return [
          JSON.stringify({
            host: svc.host,
            message: kubeletRecord(ev, svc, t),
            source_type: "journald",
            timestamp: isoMicro(t),
            _SYSTEMD_UNIT: "kubelet.service",
          }),
        ];
      return nativeLines(ev, svc, t).map((m) =>
        JSON.stringify({
          file: `/var/log/pods/prod_${svc.pod}_${svc.pid}/${svc.name}/0.log`,
          kubernetes: { container_name: svc.name, pod_name: svc.pod, pod_namespace: "prod", pod_node_name: svc.host },
          message: m,
          source_type: "kubernetes_logs",
          stream: ev.lvl === "INFO" || ev.lvl === "DEBUG" ? "stdout" : "stderr",
          timestamp: isoNano(t),
        }),
      );
    },
  },
  {
    id: "cloudwatch",
    sup: "none",
    infra: true,
    render(ev, svc, t) {
      return nativeLines(ev, svc, t).map((m, i) =>
        JSON.stringify({
          logStreamName: `${svc.name}/${svc.name}/${svc.pod.slice(-12)}${svc.pid.toString(16)}`,
          timestamp: t,
          message: m,
          ingestionTime: t + 180 + (ev.t % 900),
          eventId: `3${String(ev.t).padStart(18, "0")}${String(i).padStart(4, "0")}`,
        }),
      );
    },
  },
  {
    id: "azure",
    sup: "kubelet",
    infra: true,
    render(ev, svc, t) {
      if (svc.kind === "sup")
        return [
          JSON.stringify({
            TimeGenerated: iso(t),
            Type: "KubeEvents",
            ObjectKind: "Pod",
            Namespace: "prod",
            Name: ev.f?.pod ?? svc.pod,
            Reason: ev.f?.reason ?? "Unhealthy",
            Message: ev.msg,
            KubeEventType: ["Pulling", "Started", "Killing", "Created"].includes(String(ev.f?.reason))
              ? "Normal"
              : "Warning",
            SourceComponent: "kubelet",
            Computer: svc.host,
          }),
        ];
      return nativeLines(ev, svc, t).map((m) =>
        JSON.stringify({
          TimeGenerated: isoNano(t, "0000"),
          Type: "ContainerLogV2",
          Computer: svc.host,
          ContainerName: svc.name,
          PodName: svc.pod,
          PodNamespace: "prod",
          LogSource: ev.lvl === "INFO" || ev.lvl === "DEBUG" ? "stdout" : "stderr",
          LogMessage: m,
        }),
      );
    },
  },
  {
    id: "cf-logs",
    sup: "cf",
    infra: false,
    render(ev, svc, t, ns) {
      const ts = iso(t).replace(/(\.\d\d)\dZ$/, "$1+0000");
      if (svc.kind === "sup") return [`${about(ev, svc).padEnd(22)}${ts} [${ev.f?.src ?? "API/0"}] OUT ${ev.msg}`];
      if (ev.access) {
        const a = ev.access;
        const app = about(ev, svc);
        const rid = `${(ev.t % 0xffffffff).toString(16).padStart(8, "0")}-${(ev.t % 0xffff).toString(16).padStart(4, "0")}-4${String(ev.t % 1000).padStart(3, "0")}-a${String(ev.t % 997).padStart(3, "0")}-${String(ev.t).slice(-12)}`;
        return [
          `${app.padEnd(22)}${ts} [RTR/${ev.t % 3}] OUT ${app}.apps.${ns}.example - [${isoNano(t, "000").replace(/\d{3}Z$/, "Z")}] "${a.method} ${a.path} HTTP/1.1" ${a.status} 0 ${a.bytes} "-" "okhttp/4.12.0" "10.0.${ev.t % 200}.${ev.t % 251}:${40000 + (ev.t % 20000)}" "10.0.16.${ev.t % 250}:61${String(ev.t % 1000).padStart(3, "0")}" x_forwarded_for:"-" x_forwarded_proto:"https" vcap_request_id:"${rid}" response_time:${(a.ms / 1000).toFixed(6)} gorouter_time:0.000${ev.t % 900} app_index:"0"`,
        ];
      }
      const stream = ev.lvl === "INFO" || ev.lvl === "DEBUG" ? "OUT" : "ERR";
      return nativeLines(ev, svc, t).map(
        (m) => `${svc.name.padEnd(22)}${ts} [APP/PROC/WEB/${svc.pid % 2}] ${stream} ${m}`,
      );
    },
  },
  {
    id: "stern",
    sup: "none",
    infra: true,
    render: (ev, svc, t) => nativeLines(ev, svc, t).map((m) => `${svc.pod} ${svc.name} ${isoNano(t)} ${m}`),
  },
  {
    id: "spring-boot",
    rt: "java",
    sup: "none",
    infra: false,
    render: (ev, svc, t) => (ev.raw ? [ev.msg, ...(ev.stack ?? [])] : nativeLines(ev, { ...svc, rt: "java" }, t)),
  },
  {
    id: "python-logging",
    rt: "python",
    sup: "none",
    infra: false,
    render(ev, svc, t) {
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
      const lv = ev.lvl === "WARN" ? "WARNING" : ev.lvl === "FATAL" ? "CRITICAL" : ev.lvl;
      return [
        `${commaMs(t)} - ${svc.name} - ${lv} - ${ev.msg}${kvs(ev)}`,
        ...(ev.stack ?? []),
        ...(ev.err ? [ev.err] : []),
      ];
    },
  },
  {
    id: "structlog",
    rt: "python",
    sup: "none",
    infra: false,
    render(ev, svc, t) {
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
      const lv = (ev.lvl === "WARN" ? "warning" : ev.lvl === "FATAL" ? "critical" : ev.lvl.toLowerCase()).padEnd(9);
      const exc = ev.err ? [...(ev.stack ?? []), ev.err] : [];
      return [
        `${isoMicro(t)} [${lv}] ${ev.msg.padEnd(40)} logger=${svc.name}${ev.trace ? ` request_id=${ev.trace}` : ""}${kvs(ev)}`,
        ...exc,
      ];
    },
  },
  {
    id: "zap-json",
    rt: "go",
    sup: "none",
    infra: false,
    render(ev, svc, t) {
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
      const o: Record<string, unknown> = {
        level: ev.lvl === "FATAL" ? "fatal" : ev.lvl.toLowerCase(),
        ts: isoNano(t).replace(/\d{3}Z$/, "Z"),
        logger: svc.name,
        caller: ev.f?.caller ?? `internal/${svc.name.split("-")[0]}/server.go:${100 + (ev.t % 200)}`,
        msg: ev.msg,
      };
      for (const [k, v] of Object.entries(ev.f ?? {})) if (k !== "caller") o[k] = v;
      if (ev.err) o.error = ev.err;
      if (ev.trace) o.trace_id = ev.trace;
      if (ev.stack) o.stacktrace = ev.stack.join("\n");
      return [JSON.stringify(o)];
    },
  },
  {
    id: "zerolog",
    rt: "go",
    sup: "none",
    infra: false,
    render(ev, svc, t) {
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
      const o: Record<string, unknown> = {
        level: ev.lvl === "WARN" ? "warn" : ev.lvl.toLowerCase(),
        service: svc.name,
      };
      Object.assign(o, ev.f ?? {});
      if (ev.err) o.error = ev.err;
      if (ev.trace) o.req_id = ev.trace;
      o.time = iso(t).replace(/\.\d{3}Z$/, "Z");
      o.message = ev.msg;
      return [JSON.stringify(o)];
    },
  },
  {
    id: "slog-text",
    rt: "go",
    sup: "none",
    infra: false,
    render(ev, svc, t) {
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
      const err = ev.err ? ` err=${JSON.stringify(ev.err)}` : "";
      return [
        `time=${isoNano(t).replace(/\d{3}Z$/, "Z")} level=${ev.lvl === "FATAL" ? "ERROR+4" : ev.lvl} msg=${JSON.stringify(ev.msg)} service=${svc.name}${ev.trace ? ` trace_id=${ev.trace}` : ""}${kvs(ev)}${err}`,
      ];
    },
  },
  {
    id: "pino",
    rt: "node",
    sup: "none",
    infra: false,
    render(ev, svc, t) {
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
      const line = JSON.parse(nativeLines(ev, { ...svc, rt: "node" }, t)[0]);
      return [
        JSON.stringify({
          level: line.level,
          time: line.time,
          pid: line.pid,
          hostname: line.hostname,
          name: svc.name,
          ...line,
        }),
      ];
    },
  },
  {
    id: "bunyan",
    rt: "node",
    sup: "none",
    infra: false,
    render(ev, svc, t) {
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
      const o: Record<string, unknown> = { name: svc.name, hostname: svc.pod, pid: svc.pid, level: pinoLevel(ev.lvl) };
      Object.assign(o, ev.f ?? {});
      if (ev.trace) o.req_id = ev.trace;
      if (ev.err) {
        const [name, ...rest] = ev.err.split(": ");
        o.err = { message: rest.join(": "), name, stack: [ev.err, ...(ev.stack ?? [])].join("\n") };
      }
      o.msg = ev.msg;
      o.time = iso(t);
      o.v = 0;
      return [JSON.stringify(o)];
    },
  },
  {
    id: "winston",
    rt: "node",
    sup: "none",
    infra: false,
    render(ev, svc, t) {
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
      const o: Record<string, unknown> = {
        level: ev.lvl === "WARN" ? "warn" : ev.lvl === "FATAL" ? "error" : ev.lvl.toLowerCase(),
        message: ev.err ? `${ev.msg} ${ev.err}` : ev.msg,
        service: svc.name,
      };
      Object.assign(o, ev.f ?? {});
      if (ev.stack) o.stack = [ev.err ?? ev.msg, ...ev.stack].join("\n");
      if (ev.trace) o.correlationId = ev.trace;
      o.timestamp = iso(t);
      return [JSON.stringify(o)];
    },
  },
  {
    id: "serilog-clef",
    rt: "dotnet",
    sup: "none",
    infra: false,
    render(ev, svc, t) {
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
      const o: Record<string, unknown> = { "@t": isoNano(t, "0000"), "@mt": ev.msg };
      const l = { DEBUG: "Debug", INFO: "", WARN: "Warning", ERROR: "Error", FATAL: "Fatal" }[ev.lvl];
      if (l) o["@l"] = l;
      if (ev.err) o["@x"] = [ev.err, ...(ev.stack ?? [])].join("\n");
      if (ev.trace) o["@tr"] = ev.trace;
      Object.assign(o, ev.f ?? {});
      o.SourceContext = (ev.f?.category as string) ?? `${svc.name.replace(/-/g, ".")}.Handlers`;
      o.Application = svc.name;
      return [JSON.stringify(o)];
    },
  },
  {
    id: "nlog",
    rt: "dotnet",
    sup: "none",
    infra: false,
    render(ev, svc, t) {
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
      const p = parts(t);
      const lv = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARN", ERROR: "ERROR", FATAL: "FATAL" }[ev.lvl];
      const logger = (ev.f?.category as string) ?? `${svc.name.replace(/-/g, ".")}.Worker`;
      return [
        `${p.Y}-${p.M}-${p.D} ${p.h}:${p.m}:${p.s}.${p.ms}${ev.t % 10}|${lv}|${svc.name}|${logger}|${ev.msg}${ev.err ? ` ${ev.err}` : ""}`,
        ...(ev.stack ?? []),
      ];
    },
  },
  {
    id: "rails-lograge",
    rt: "ruby",
    sup: "none",
    infra: false,
    render(ev, svc, t) {
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
      const p = parts(t);
      const c = ev.lvl === "WARN" ? "W" : ev.lvl[0];
      const lv = ev.lvl === "WARN" ? "WARN" : ev.lvl;
      return [
        `${c}, [${p.Y}-${p.M}-${p.D}T${p.h}:${p.m}:${p.s}.${p.ms}${String(ev.t % 1000).padStart(3, "0")} #${svc.pid}] ${lv.padStart(5)} -- : [${svc.name}]${ev.trace ? ` [${ev.trace}]` : ""} ${ev.msg}${kvs(ev)}`,
        ...textTail(ev),
      ];
    },
  },
  {
    id: "django",
    rt: "python",
    sup: "none",
    infra: false,
    render(ev, svc, t) {
      if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
      const lv = ev.lvl === "WARN" ? "WARNING" : ev.lvl === "FATAL" ? "CRITICAL" : ev.lvl;
      return [
        `${lv} ${commaMs(t)} ${svc.name} ${svc.pid} ${140230000000000 + svc.pid * 17} ${ev.msg}${kvs(ev)}`,
        ...(ev.stack ?? []),
        ...(ev.err ? [ev.err] : []),
      ];
    },
  },
];

export const LAYOUTS: Record<string, Layout> = Object.fromEntries(L.map((l) => [l.id, l]));
