// The sixteen file layouts: each wraps an event (and its stack lines) the way that shipper or platform writes it.
import { hex, isoMicro, isoNano, parts, rngFrom, spaceTs, syslogTs } from "../holdout3/kit.js";
import { asUuid, hash, levelWord, nativeLine, traceSuffix } from "./native.js";
import type { Ev, Layout, Level, TraceStyle } from "./types.js";

export interface RenderCtx {
  layout: Layout;
  style: TraceStyle;
  ns: string;
  host: string;
  project: string;
  /** lines rendered so far (Windows record numbers follow it) */
  n: number;
}

const J = JSON.stringify;
/** a stable pseudo-random hex string per key, so pod names and container ids do not shift between events */
const stable = (key: string, n: number) => hex(rngFrom(hash(key)), n);
export const pod = (svc: string) =>
  `${svc}-${stable(`${svc}rs`, 10)
    .replace(/[0-9]/g, (d) => "bcdfghjklm"[+d])
    .slice(0, 9)}-${stable(`${svc}p`, 5).replace(/[0-9]/g, (d) => "wxzqrstvnp"[+d])}`;
const pid = (svc: string, gen = 0) => 1000 + ((hash(svc) + gen * 7919) % 30000);
const full = (ev: Ev) => (ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg);
const withTrace = (ev: Ev, c: RenderCtx) => (c.style === "otel" ? ev.msg : ev.msg + traceSuffix(ev, c.style));
const gelfLevel: Record<Level, number> = { DEBUG: 7, INFO: 6, WARN: 4, ERROR: 3, FATAL: 2 };
const otelNum: Record<Level, number> = { DEBUG: 5, INFO: 9, WARN: 13, ERROR: 17, FATAL: 21 };
const gcpSev: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const winType: Record<Level, [string, number]> = {
  DEBUG: ["VERBOSE", 1],
  INFO: ["INFO", 2],
  WARN: ["WARNING", 3],
  ERROR: ["ERROR", 4],
  FATAL: ["CRITICAL", 5],
};
const otelIds = (ev: Ev, c: RenderCtx) =>
  ev.trace && c.style !== "none" ? { trace_id: ev.trace, span_id: ev.span ?? ev.trace.slice(16) } : {};

/** text lines of an event: the native first line, then stack frames as the runtime prints them */
/** (a multi-line message continues on raw lines, each of which the shipper then wraps on its own) */
const textLines = (ev: Ev, pt: number, c: RenderCtx) =>
  [ev.src === "app" ? nativeLine(ev, pt, c.style) : ev.msg, ...(ev.stack ?? [])].flatMap((l) => l.split("\n"));

export function render(ev: Ev, pt: number, c: RenderCtx): string[] {
  const P = parts(pt);
  switch (c.layout) {
    case "heroku": {
      const ts = isoMicro(pt).replace("Z", "+00:00");
      if (ev.src === "access" && ev.http) {
        const h = ev.http;
        const at = h.status >= 500 ? "error" : "info";
        const code =
          h.status === 503
            ? ev.msg.includes("crashed")
              ? ' code=H10 desc="App crashed"'
              : ' code=H13 desc="Connection closed without response"'
            : h.status === 504
              ? ' code=H12 desc="Request timeout"'
              : "";
        return [
          `${ts} ${ev.svc} heroku[router]: at=${at}${code} method=${h.method} path="${h.path}" host=${ev.svc}.herokuapp.com request_id=${asUuid(ev.trace ?? stable(`${pt}`, 32))} fwd="203.0.113.${hash(`${pt}`) % 250}" dyno=web.1 connect=${hash(`${pt}c`) % 3}ms service=${h.ms}ms status=${h.status} bytes=${h.status >= 500 ? 0 : 300 + (hash(`${pt}b`) % 4000)} protocol=https`,
        ];
      }
      const proc = ev.src === "platform" ? "heroku[web.1]" : "app[web.1]";
      return textLines(ev, pt, c).map((l) => `${ts} ${ev.svc} ${proc}: ${l}`);
    }
    case "cloudrun": {
      const resource = {
        type: "cloud_run_revision",
        labels: {
          service_name: ev.svc,
          revision_name: `${ev.svc}-000${(hash(ev.svc) % 80) + 10}-${stable(ev.svc, 3)}`,
          location: "europe-west4",
          project_id: c.project,
          configuration_name: ev.svc,
        },
      };
      const trace =
        ev.trace && c.style !== "none"
          ? { "logging.googleapis.com/trace": `projects/${c.project}/traces/${ev.trace}` }
          : {};
      if (ev.src === "access" && ev.http)
        return [
          J({
            httpRequest: {
              requestMethod: ev.http.method,
              requestUrl: `https://${ev.svc}-${stable(c.project, 10)}-ez.a.run.app${ev.http.path}`,
              status: ev.http.status,
              responseSize: String(ev.http.status >= 500 ? 0 : 200 + (hash(`${pt}`) % 3000)),
              userAgent: "Go-http-client/2.0",
              remoteIp: `10.8.${hash(`${pt}`) % 200}.${hash(`${pt}x`) % 250}`,
              latency: `${(ev.http.ms / 1000).toFixed(6)}s`,
              protocol: "HTTP/1.1",
            },
            insertId: stable(`${pt}${ev.seq}`, 12),
            logName: `projects/${c.project}/logs/run.googleapis.com%2Frequests`,
            resource,
            severity: ev.http.status >= 500 ? "ERROR" : ev.http.status >= 400 ? "WARNING" : "INFO",
            timestamp: isoMicro(pt),
            ...(ev.trace && c.style !== "none" ? { trace: `projects/${c.project}/traces/${ev.trace}` } : {}),
          }),
        ];
      if (ev.src === "platform")
        return [
          J({
            insertId: stable(`${pt}${ev.seq}`, 12),
            logName: `projects/${c.project}/logs/run.googleapis.com%2Fvarlog%2Fsystem`,
            resource,
            severity: gcpSev[ev.lvl],
            textPayload: ev.msg,
            timestamp: isoMicro(pt),
          }),
        ];
      return [
        J({
          insertId: stable(`${pt}${ev.seq}`, 12),
          jsonPayload: {
            message: full(ev),
            ...(c.style === "xrid" && ev.trace ? { request_id: asUuid(ev.trace) } : {}),
          },
          logName: `projects/${c.project}/logs/run.googleapis.com%2Fstdout`,
          resource,
          severity: gcpSev[ev.lvl],
          timestamp: isoMicro(pt),
          ...trace,
        }),
      ];
    }
    case "lambda": {
      const base = {
        logGroup: `/aws/lambda/${ev.svc}`,
        logStream: `${P.Y}/${P.M}/${P.D}/[$LATEST]${stable(ev.svc, 32)}`,
      };
      if (ev.src !== "app") return [J({ ...base, timestamp: pt, message: full(ev) })];
      const rid = ev.trace ? asUuid(ev.trace) : asUuid(stable(`${ev.svc}${Math.floor(pt / 60000)}`, 32));
      return [
        J({
          ...base,
          timestamp: pt,
          message: J({
            timestamp: isoMicro(pt).replace(/\d{3}Z$/, "Z"),
            level: ev.lvl === "WARN" ? "WARN" : ev.lvl,
            requestId: rid,
            message: full(ev),
            ...(c.style === "traceparent" && ev.trace
              ? { traceparent: `00-${ev.trace}-${ev.span ?? ev.trace.slice(16)}-01` }
              : {}),
            ...(c.style === "otel" ? otelIds(ev, c) : {}),
          }),
        }),
      ];
    }
    case "firelens": {
      const lines = textLines(ev, pt, c);
      return lines.map((l) =>
        J({
          date: isoMicro(pt),
          container_id: stable(`${ev.svc}cid`, 64),
          container_name: ev.src === "platform" ? "ecs-agent" : ev.svc,
          source: ev.lvl === "ERROR" || ev.lvl === "FATAL" ? "stderr" : "stdout",
          log: l,
          ecs_cluster: `${c.ns}-prod`,
          ecs_task_arn: `arn:aws:ecs:us-east-2:210987654321:task/${c.ns}-prod/${stable(`${ev.svc}task`, 32)}`,
          ecs_task_definition: `${ev.svc}:${(hash(ev.svc) % 60) + 3}`,
        }),
      );
    }
    case "otlp": {
      const record = {
        timeUnixNano: `${pt}000000`,
        observedTimeUnixNano: `${pt + 3}000000`,
        severityNumber: otelNum[ev.lvl],
        severityText: ev.lvl,
        body: { stringValue: full(ev) },
        attributes: ev.http
          ? [
              { key: "http.request.method", value: { stringValue: ev.http.method } },
              { key: "http.response.status_code", value: { intValue: String(ev.http.status) } },
            ]
          : [],
        ...(ev.trace && c.style !== "none" ? { traceId: ev.trace, spanId: ev.span ?? ev.trace.slice(16) } : {}),
      };
      return [
        J({
          resourceLogs: [
            {
              resource: {
                attributes: [
                  { key: "service.name", value: { stringValue: ev.svc } },
                  { key: "k8s.namespace.name", value: { stringValue: c.ns } },
                  { key: "k8s.pod.name", value: { stringValue: pod(ev.svc) } },
                ],
              },
              scopeLogs: [
                { scope: { name: ev.src === "app" ? `${ev.svc}/${ev.rt}` : "k8sobjects" }, logRecords: [record] },
              ],
            },
          ],
        }),
      ];
    }
    case "gelf":
      return [
        J({
          version: "1.1",
          host: `${c.host}-node-${(hash(ev.svc) % 6) + 1}`,
          short_message: ev.msg,
          ...(ev.stack?.length ? { full_message: full(ev) } : {}),
          timestamp: Number((pt / 1000).toFixed(3)),
          level: gelfLevel[ev.lvl],
          _service: ev.svc,
          _runtime: ev.rt,
          ...(ev.trace && c.style !== "none" ? { _trace_id: ev.trace } : {}),
        }),
      ];
    case "logstash":
      return [
        J({
          "@timestamp": isoMicro(pt).replace(/\d{3}Z$/, "+00:00"),
          "@version": "1",
          message: withTrace(ev, c),
          logger_name: ev.src === "app" ? `${ev.svc}.${ev.rt}` : ev.svc,
          thread_name: ev.trace ? "http-worker" : "main",
          level: ev.lvl === "FATAL" ? "ERROR" : ev.lvl,
          level_value: { DEBUG: 10000, INFO: 20000, WARN: 30000, ERROR: 40000, FATAL: 50000 }[ev.lvl],
          ...(ev.stack?.length ? { stack_trace: ev.stack.join("\n") } : {}),
          app: ev.svc,
          ...otelIds(ev, c),
        }),
      ];
    case "splunk_hec": {
      const raw = ev.src === "app" && !["node", "mongo", "es"].includes(ev.rt);
      return [
        J({
          time: Number((pt / 1000).toFixed(3)),
          host: `${c.host}-wrk-${(hash(ev.svc) % 9) + 1}`,
          source: `/var/log/containers/${pod(ev.svc)}_${c.ns}_${ev.svc}-${stable(ev.svc, 12)}.log`,
          sourcetype: raw ? `kube:container:${ev.svc}` : "_json",
          index: `${c.ns}_prod`,
          event: raw
            ? textLines(ev, pt, c).join("\n")
            : { level: levelWord(ev.lvl), service: ev.svc, message: full(ev), ...otelIds(ev, c) },
        }),
      ];
    }
    case "datadog_intake":
      return [
        J({
          timestamp: pt,
          status: ev.lvl === "WARN" ? "warn" : ev.lvl === "FATAL" ? "critical" : ev.lvl.toLowerCase(),
          service: ev.svc,
          ddsource: ev.src === "app" ? ev.rt : "kubernetes",
          hostname: `ip-10-4-${hash(ev.svc) % 250}-${hash(`${ev.svc}h`) % 250}.ec2.internal`,
          ddtags: `env:prod,kube_namespace:${c.ns},version:${(hash(ev.svc) % 7) + 1}.${hash(ev.svc) % 30}.0`,
          message: withTrace(ev, c),
          ...(ev.stack?.length ? { error: { stack: ev.stack.join("\n") } } : {}),
          ...(ev.trace && c.style !== "none" ? { dd: { trace_id: String(hash(ev.trace) * 1000003) } } : {}),
        }),
      ];
    case "journal": {
      const ts = `${syslogTs(pt)}.${P.ms}${String(hash(`${pt}${ev.seq}`) % 1000).padStart(3, "0")}`;
      const ident =
        ev.src === "kernel" ? "kernel" : ev.src === "platform" ? `${ev.svc}[1]` : `${ev.svc}[${pid(ev.svc, ev.gen)}]`;
      return textLines(ev, pt, c).map((l) => `${ts} ${c.host}-app0${(hash(c.ns) % 4) + 1} ${ident}: ${l}`);
    }
    case "winevent_json": {
      const [type, sv] = winType[ev.lvl];
      const platformId = /terminated unexpectedly/.test(ev.msg) ? 7031 : /entered the/.test(ev.msg) ? 7036 : 1026;
      return [
        J({
          EventTime: `${spaceTs(pt)}`,
          Hostname: `${c.host.toUpperCase()}-APP0${(hash(ev.svc) % 3) + 1}.${c.ns}.local`,
          Keywords: "-9187343239835811840",
          EventType: type,
          SeverityValue: sv,
          Severity: type,
          EventID: ev.src === "platform" ? platformId : ev.lvl === "ERROR" ? 1000 : ev.lvl === "WARN" ? 3000 : 2000,
          SourceName: ev.svc,
          ProviderGuid: ev.src === "platform" ? "{555908D1-A6D7-4695-8E1E-26931D2012F4}" : undefined,
          TaskValue: 0,
          RecordNumber: 400000 + c.n,
          ProcessID: ev.src === "platform" ? 712 : pid(ev.svc, ev.gen),
          Channel: ev.src === "platform" ? "System" : "Application",
          Message: withTrace({ ...ev, msg: full(ev) }, c),
          EventReceivedTime: spaceTs(pt + 1000),
          SourceModuleName: "eventlog",
          SourceModuleType: "im_msvistalog",
        }),
      ];
    }
    case "stern": {
      if (ev.src === "stern") return [ev.msg];
      if (ev.src === "access" && ev.http) {
        const h = ev.http;
        const peer = `10.${40 + (hash(`${pt}`) % 8)}.${hash(`${pt}a`) % 32}.${hash(`${pt}b`) % 250}`;
        const rid = asUuid(ev.trace ?? stable(`${pt}r`, 32));
        return [
          `${pod(ev.svc)} istio-proxy [${isoMicro(pt).replace(/\d{3}Z$/, "Z")}] "${h.method} ${h.path} HTTP/1.1" ${h.status} - via_upstream - "-" ${h.method === "GET" ? 0 : 200 + (hash(`${pt}q`) % 900)} ${h.status >= 500 ? 0 : 300 + (hash(`${pt}s`) % 4000)} ${h.ms} ${Math.max(0, h.ms - 1)} "-" "Go-http-client/1.1" "${rid}" "${ev.svc}.${c.ns}.svc.cluster.local:8080" "127.0.0.1:8080" inbound|8080|| 127.0.0.6:${40000 + (hash(`${pt}p`) % 20000)} ${peer}:8080 10.44.0.${hash(`${pt}c`) % 250}:${30000 + (hash(`${pt}o`) % 30000)} outbound_.8080_._.${ev.svc}.${c.ns}.svc.cluster.local default`,
        ];
      }
      const p = ev.src === "platform" ? "kubelet" : pod(ev.svc);
      return textLines(ev, pt, c).map((l) => `${p} ${ev.src === "platform" ? "events" : ev.svc} ${l}`);
    }
    case "loki_jsonl": {
      const app = ev.src === "platform" ? "kube-event-exporter" : ev.svc;
      return [
        J({
          labels: `{app="${app}", container="${app}", namespace="${ev.src === "platform" ? "monitoring" : c.ns}", pod="${pod(app)}", stream="${ev.lvl === "ERROR" ? "stderr" : "stdout"}"}`,
          line: textLines(ev, pt, c).join("\n"),
          timestamp: isoNano(pt),
        }),
      ];
    }
    case "syslog5424": {
      const sev = { DEBUG: 7, INFO: 6, WARN: 4, ERROR: 3, FATAL: 2 }[ev.lvl];
      const pri = (ev.src === "platform" ? 3 : 16) * 8 + sev;
      const sd = ev.trace && c.style !== "none" ? `[req@32473 id="${ev.trace}"]` : "-";
      return textLines(ev, pt, c).map(
        (l, i) =>
          `<${pri}>1 ${isoMicro(pt).replace(/\d{3}Z$/, "Z")} ${c.host}-vm${(hash(ev.svc) % 5) + 1} ${ev.svc} ${ev.src === "platform" ? 1 : pid(ev.svc, ev.gen)} ${i ? "CONT" : "-"} ${sd} ${l}`,
      );
    }
    case "traefik_mixed": {
      if (ev.src === "access" && ev.http) {
        const h = ev.http;
        return [
          J({
            ClientAddr: `10.42.${hash(`${pt}`) % 200}.${hash(`${pt}q`) % 250}:${40000 + (hash(`${pt}p`) % 20000)}`,
            ClientHost: `10.42.${hash(`${pt}`) % 200}.${hash(`${pt}q`) % 250}`,
            DownstreamStatus: h.status,
            Duration: h.ms * 1000000,
            OriginStatus: h.status === 502 || h.status === 504 ? 0 : h.status,
            RequestMethod: h.method,
            RequestPath: h.path,
            RequestProtocol: "HTTP/2.0",
            RouterName: `${ev.svc}@kubernetescrd`,
            ServiceName: `${c.ns}-${ev.svc}-80@kubernetescrd`,
            StartUTC: isoNano(pt - h.ms),
            entryPointName: "websecure",
            level: "info",
            msg: "",
            ...(ev.trace && c.style !== "none" ? { "request_X-Request-Id": asUuid(ev.trace) } : {}),
            time: isoMicro(pt).replace(/\.\d+Z$/, "Z"),
          }),
        ];
      }
      return [
        J({
          level: levelWord(ev.lvl).replace("warning", "warn"),
          ts: Number((pt / 1000).toFixed(6)),
          logger: ev.src === "app" ? ev.svc : `${ev.svc}.events`,
          caller:
            ev.src === "app"
              ? `${ev.rt}/${hash(ev.msg) % 2 ? "handler" : "client"}:${(hash(ev.msg) % 400) + 20}`
              : undefined,
          msg: ev.msg,
          ...(ev.stack?.length ? { stacktrace: ev.stack.join("\n") } : {}),
          service: ev.svc,
          ...otelIds(ev, c),
          ...(c.style === "xrid" && ev.trace ? { request_id: asUuid(ev.trace) } : {}),
        }),
      ];
    }
    case "fluentd": {
      const p = ev.src === "platform" ? "kube-events" : pod(ev.svc);
      const cont = ev.src === "platform" ? "event-router" : ev.svc;
      return [
        `${isoMicro(pt).replace(/\.\d+Z$/, "+00:00")}\tkube.var.log.containers.${p}_${c.ns}_${cont}-${stable(cont, 16)}.log\t${J(
          {
            log: `${textLines(ev, pt, c).join("\n")}\n`,
            stream: ev.lvl === "ERROR" || ev.lvl === "FATAL" ? "stderr" : "stdout",
            kubernetes: { container_name: cont, namespace_name: c.ns, pod_name: p },
          },
        )}`,
      ];
    }
  }
}
