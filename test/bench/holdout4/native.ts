// Each runtime's own console line (what a container writes to stdout/stderr), used inside envelope layouts.
import { clf, goTs, isoMicro, parts } from "../holdout3/kit.js";
import type { Ev, Fields, Lvl, Svc } from "./types.js";

const kv = (f?: Fields) =>
  f
    ? Object.entries(f)
        .map(([k, v]) => ` ${k}=${typeof v === "string" && /\s/.test(v) ? JSON.stringify(v) : v}`)
        .join("")
    : "";
const PINO: Record<Lvl, number> = { DEBUG: 20, INFO: 30, WARN: 40, ERROR: 50, FATAL: 60 };
export const pinoLevel = (l: Lvl) => PINO[l];
const cls = (svc: Svc) =>
  svc.name
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");
const micro = (ev: Ev) => String((ev.t * 7) % 1000).padStart(3, "0");

/** access line of an edge service (nginx combined + timings, envoy default, haproxy http log) */
export function accessLine(ev: Ev, svc: Svc, t: number): string {
  const a = ev.access!;
  const ip = `10.${40 + (svc.pid % 20)}.${Math.floor(ev.t / 8) % 250}.${Math.floor(ev.t / 128) % 250}`;
  if (svc.rt === "envoy") {
    const p = new Date(t).toISOString();
    return `[${p}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${a.flags ?? "-"} 0 ${a.bytes} ${a.ms} ${a.status >= 500 ? "-" : Math.max(1, a.ms - 1)} "${ip}" "okhttp/4.12.0" "${ev.trace ?? "-"}" "${svc.ops[0].slice(1)}.internal" "${a.upstream ?? "-"}"`;
  }
  if (svc.rt === "haproxy") {
    const tr = a.status === 504 ? `0/0/1/-1/${a.ms}` : `0/0/1/${Math.max(0, a.ms - 2)}/${a.ms}`;
    return `${ip}:${40000 + (ev.t % 20000)} [${clf(t)}] fe_https~ ${a.upstream ?? "be_default/<NOSRV>"} ${tr} ${a.status} ${a.bytes} - - ${a.flags ?? "----"} 41/38/2/1/0 0/0 "${a.method} ${a.path} HTTP/1.1"`;
  }
  const p = parts(t);
  return `${ip} - - [${p.D}/${p.Mon}/${p.Y}:${p.h}:${p.m}:${p.s} +0000] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${a.bytes} "-" "Mozilla/5.0" rt=${(a.ms / 1000).toFixed(3)} uct="${a.status === 502 || a.status === 504 ? "-" : "0.001"}" ups="${a.upstream ?? "-"}"`;
}

/** native lines of one event for runtime `svc.rt` printed at `t`, one entry per physical line */
export function nativeLines(ev: Ev, svc: Svc, t: number): string[] {
  return nativeRecord(ev, svc, t).flatMap((x) => x.split("\n"));
}

function nativeRecord(ev: Ev, svc: Svc, t: number): string[] {
  if (ev.raw) return [ev.msg, ...(ev.stack ?? [])];
  if (ev.access) return [accessLine(ev, svc, t)];
  const p = parts(t);
  const tail = [...(ev.err ? [ev.err] : []), ...(ev.stack ?? [])];
  const l = ev.lvl;
  switch (svc.rt) {
    case "java": {
      const jl = l === "FATAL" ? "ERROR" : l;
      const thread = ev.f?.thread ?? `http-nio-8080-exec-${(ev.t % 9) + 1}`;
      const logger = (ev.f?.logger as string) ?? `o.${svc.name.split("-")[0]}.${cls(svc)}Service`;
      return [
        `${p.Y}-${p.M}-${p.D}T${p.h}:${p.m}:${p.s}.${p.ms}Z ${jl.padStart(5)} 1 --- [${svc.name}] [${String(thread).slice(-15).padStart(15)}] ${logger.padEnd(40)} : ${ev.msg}${ev.trace ? ` traceId=${ev.trace}` : ""}`,
        ...tail,
      ];
    }
    case "go": {
      const o: Record<string, unknown> = {
        level: l === "WARN" ? "warn" : l.toLowerCase(),
        ts: Number((t / 1000).toFixed(6)),
        caller: ev.f?.caller ?? `${svc.name.split("-")[0]}/handler.go:${80 + (ev.t % 140)}`,
        msg: ev.msg,
      };
      for (const [k, v] of Object.entries(ev.f ?? {})) if (k !== "caller") o[k] = v;
      if (ev.err) o.error = ev.err;
      if (ev.trace) o.trace_id = ev.trace;
      if (ev.stack) o.stacktrace = ev.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "python":
      return [
        `${p.Y}-${p.M}-${p.D} ${p.h}:${p.m}:${p.s},${p.ms} ${l === "WARN" ? "WARNING" : l === "FATAL" ? "CRITICAL" : l} [${svc.name}] ${ev.msg}${kv(ev.f)}`,
        ...(ev.stack ?? []),
        ...(ev.err ? [ev.err] : []),
      ];
    case "node": {
      const o: Record<string, unknown> = {
        level: PINO[l],
        time: t,
        pid: svc.pid,
        hostname: svc.pod,
        ...(ev.f ?? {}),
      };
      if (ev.trace) o.reqId = ev.trace;
      if (ev.err) {
        const [type, ...rest] = ev.err.split(": ");
        o.err = { type, message: rest.join(": "), stack: [ev.err, ...(ev.stack ?? [])].join("\n") };
      }
      o.msg = ev.msg;
      return [JSON.stringify(o)];
    }
    case "dotnet": {
      const tag = { DEBUG: "dbug", INFO: "info", WARN: "warn", ERROR: "fail", FATAL: "crit" }[l];
      const cat = (ev.f?.category as string) ?? `${cls(svc)}.Services.RequestHandler`;
      return [`${tag}: ${cat}[${ev.f?.eventId ?? 0}]`, `      ${ev.msg}`, ...tail.map((x) => `      ${x}`)];
    }
    case "ruby": {
      const c = l === "WARN" ? "W" : l[0];
      return [
        `${c}, [${p.Y}-${p.M}-${p.D}T${p.h}:${p.m}:${p.s}.${p.ms}${micro(ev)} #${svc.pid}] ${l.padStart(5)} -- : ${ev.trace ? `[${ev.trace}] ` : ""}${ev.msg}${kv(ev.f)}`,
        ...tail,
      ];
    }
    case "rust": {
      const mod = (ev.f?.target as string) ?? `${svc.name.replace(/-/g, "_")}::service`;
      const f = { ...(ev.f ?? {}) };
      delete f.target;
      return [
        `${isoMicro(t)} ${l === "FATAL" ? "ERROR" : l.padStart(5)} ${mod}: ${ev.msg}${kv(f)}${ev.err ? ` error=${JSON.stringify(ev.err)}` : ""}`,
        ...(ev.stack ?? []),
      ];
    }
    case "php": {
      const ml = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" }[l];
      const ctx = ev.err ? JSON.stringify({ exception: `[object] (${ev.err})` }) : JSON.stringify(ev.f ?? {});
      return [
        `[${p.Y}-${p.M}-${p.D}T${p.h}:${p.m}:${p.s}.${p.ms}${micro(ev)}+00:00] app.${ml}: ${ev.msg} ${ctx} []`,
        ...(ev.stack ?? []),
      ];
    }
    case "postgres": {
      const pl = ev.f?.pglevel ?? { DEBUG: "DEBUG1", INFO: "LOG", WARN: "WARNING", ERROR: "ERROR", FATAL: "FATAL" }[l];
      const who = ev.f?.who ? `${ev.f.who} ` : "";
      return [
        `${p.Y}-${p.M}-${p.D} ${p.h}:${p.m}:${p.s}.${p.ms} UTC [${ev.f?.pid ?? svc.pid}] ${who}${pl}:  ${ev.msg}`,
        ...(ev.stack ?? []),
      ];
    }
    case "mysql": {
      const ml = { DEBUG: "Note", INFO: "System", WARN: "Warning", ERROR: "ERROR", FATAL: "ERROR" }[l];
      return [
        `${p.Y}-${p.M}-${p.D}T${p.h}:${p.m}:${p.s}.${p.ms}${micro(ev)}Z ${ev.f?.thread ?? 0} [${ml}] [${ev.f?.code ?? "MY-010000"}] [Server] ${ev.msg}`,
      ];
    }
    case "redis": {
      const mark = { DEBUG: ".", INFO: "*", WARN: "#", ERROR: "#", FATAL: "#" }[l];
      return [`1:${ev.f?.role ?? "M"} ${p.D} ${p.Mon} ${p.Y} ${p.h}:${p.m}:${p.s}.${p.ms} ${mark} ${ev.msg}`];
    }
    case "kafka":
      return [
        `[${p.Y}-${p.M}-${p.D} ${p.h}:${p.m}:${p.s},${p.ms}] ${l === "FATAL" ? "ERROR" : l} ${ev.msg} (${ev.f?.logger ?? "kafka.server.ReplicaManager"})`,
        ...tail,
      ];
    case "nginx": {
      const nl = { DEBUG: "debug", INFO: "notice", WARN: "warn", ERROR: "error", FATAL: "crit" }[l];
      return [`${goTs(t, "").slice(0, 19)} [${nl}] ${svc.pid}#${svc.pid}: ${ev.msg}`];
    }
    case "envoy":
      return [
        `[${p.Y}-${p.M}-${p.D} ${p.h}:${p.m}:${p.s}.${p.ms}][${svc.pid}][${l === "WARN" ? "warning" : l.toLowerCase()}][${ev.f?.component ?? "upstream"}] ${ev.msg}`,
      ];
    case "haproxy":
      return [`[${l === "WARN" ? "WARNING" : l === "ERROR" ? "ALERT" : "NOTICE"}]   (${svc.pid}) : ${ev.msg}`];
    case "kubelet":
    case "systemd":
    case "kernel": {
      const c = { DEBUG: "I", INFO: "I", WARN: "W", ERROR: "E", FATAL: "F" }[l];
      if (svc.rt !== "kubelet") return [ev.msg];
      return [
        `${c}${p.M}${p.D} ${p.h}:${p.m}:${p.s}.${p.ms}${micro(ev)}    ${svc.pid} ${ev.f?.src ?? "kubelet.go:2455"}] ${ev.msg}`,
      ];
    }
  }
}
