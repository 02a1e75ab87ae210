// Real runtime shapes: stack traces of each runtime and the access-log lines of each edge proxy.
import type { EdgeProxy } from "./estates.js";
import type { Rng } from "./rng.js";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

/** nginx / CLF time: 14/Oct/2026:09:12:03 +0000 */
export function clfTime(t: number, ms = false): string {
  const d = new Date(t);
  const base = `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
  return ms ? `${base}.${String(d.getUTCMilliseconds()).padStart(3, "0")}` : `${base} +0000`;
}

export function javaTrace(
  rng: Rng,
  head: string,
  frames: string[],
  cause?: { head: string; frames: string[] },
): string {
  const lines = [head, ...frames.map((f) => `\tat ${f}`)];
  lines.push(
    `\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:${rng.int(860, 900)})`,
  );
  lines.push(`\tat org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:61)`);
  lines.push(`\tat java.base/java.lang.Thread.run(Thread.java:${rng.pick([833, 840, 1583])})`);
  if (cause) {
    lines.push(`Caused by: ${cause.head}`);
    for (const f of cause.frames) lines.push(`\tat ${f}`);
    lines.push(`\t... ${rng.int(40, 90)} common frames omitted`);
  }
  return lines.join("\n");
}

export function pyTrace(frames: Array<[string, number, string, string]>, last: string): string {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) {
    out.push(`  File "${file}", line ${line}, in ${fn}`);
    out.push(`    ${code}`);
  }
  out.push(last);
  return out.join("\n");
}

export function goPanic(rng: Rng, msg: string, funcs: string[]): string {
  const out = [`panic: ${msg}`, "", `goroutine ${rng.int(20, 9000)} [running]:`];
  for (const f of funcs) {
    out.push(`${f}(...)`);
    out.push(
      `\t/src/${f.split(".")[0].replace(/\(\*?/, "")}/${rng.pick(["handler", "client", "store", "worker"])}.go:${rng.int(30, 400)} +0x${rng.hex(3)}`,
    );
  }
  out.push(`created by net/http.(*Server).Serve in goroutine 1`);
  out.push(`\t/usr/local/go/src/net/http/server.go:3285 +0x4b4`);
  return out.join("\n");
}

export function dotnetTrace(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `   at ${f}`)].join("\n");
}

export function nodeTrace(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `    at ${f}`)].join("\n");
}

export function rubyTrace(head: string, frames: string[]): string {
  return [head, ...frames].join("\n");
}

const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Mobile Safari/537.36",
  "okhttp/4.12.0",
  "Tickets-iOS/5.8.1 CFNetwork/1494.0.7 Darwin/23.4.0",
];

export interface Access {
  t: number;
  method: string;
  path: string;
  status: number;
  ms: number;
  upstream: string;
  port: number;
  ua?: string;
  ip?: string;
  req?: string;
  /** Envoy response flags / HAProxy termination state, when not the normal ones. */
  flags?: string;
  bytes?: number;
}

export function clientIp(rng: Rng): string {
  return rng.pick([
    `81.${rng.int(2, 250)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
    `92.${rng.int(2, 250)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
    `2a02:c7c:${rng.hex(4)}:${rng.hex(4)}::${rng.hex(2)}`,
    `86.${rng.int(2, 250)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
  ]);
}

export function upstreamIp(name: string): string {
  let h = 7;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) % 250;
  return `10.42.${(h % 7) + 1}.${h + 3}`;
}

/** One access-log line as the given proxy prints it. */
export function accessLine(proxy: EdgeProxy, rng: Rng, a: Access): string {
  const ua = a.ua ?? rng.pick(UAS);
  const ip = a.ip ?? clientIp(rng);
  const bytes = a.bytes ?? (a.status >= 400 ? rng.int(90, 600) : rng.int(300, 24000));
  const up = `${upstreamIp(a.upstream)}:${a.port}`;
  const secs = (a.ms / 1000).toFixed(3);
  switch (proxy) {
    case "nginx":
      return `${ip} - - [${clfTime(a.t)}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${bytes} "-" "${ua}" rt=${secs} uct=${(Math.min(a.ms, 3) / 1000).toFixed(3)} urt=${a.status === 499 ? "-" : secs} upstream=${a.flags === "noup" ? "-" : up}`;
    case "envoy": {
      const flags = a.flags ?? "-";
      return `[${new Date(a.t).toISOString()}] "${a.method} ${a.path} HTTP/2" ${a.status} ${flags} 0 ${bytes} ${Math.round(a.ms)} ${flags === "-" ? Math.max(0, Math.round(a.ms) - rng.int(0, 3)) : "-"} "${ip}" "${ua}" "${a.req ?? "-"}" "${"www.hallmarkanddaughters.example"}" "${flags.startsWith("UF") || flags === "UH" ? "-" : up}"`;
    }
    case "traefik":
      return `${ip} - - [${clfTime(a.t)}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${bytes} "-" "${ua}" ${rng.int(1000, 99999)} "${a.upstream}@docker" "http://${up}" ${Math.round(a.ms)}ms`;
    case "haproxy": {
      const tr = Math.round(a.ms);
      const state = a.flags ?? "----";
      const srv = state.startsWith("SC") || state.startsWith("sC") ? "<NOSRV>" : `${a.upstream}${rng.int(1, 3)}`;
      return `${ip}:${rng.int(20000, 65000)} [${clfTime(a.t, true)}] fe_https~ be_${a.upstream.replace(/^[a-z]+-/, "")}/${srv} 0/0/${rng.int(0, 2)}/${tr}/${tr + rng.int(0, 3)} ${a.status} ${bytes} - - ${state} ${rng.int(80, 300)}/${rng.int(70, 290)}/${rng.int(1, 30)}/${rng.int(0, 10)}/0 0/0 "${a.method} ${a.path} HTTP/1.1"`;
    }
    case "alb": {
      const ts = new Date(a.t).toISOString().replace("Z", `${rng.int(100, 999)}Z`);
      const target = a.status === 503 || a.status === 502 ? (a.status === 503 ? "-" : `${up}`) : up;
      const tp = a.status === 503 ? "-1" : (a.ms / 1000 - 0.001).toFixed(3);
      return `h2 ${ts} app/crownline-prd-web/${"3f1c9a2b7d4e6f01"} ${ip}:${rng.int(20000, 65000)} ${target} 0.000 ${tp} 0.000 ${a.status} ${a.status === 503 ? "-" : a.status} ${rng.int(200, 2000)} ${bytes} "${a.method} https://crownline-repairs.example:443${a.path} HTTP/2.0" "${ua}" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:eu-west-2:000000000000:targetgroup/haproxy-tg/7a2b3c4d5e6f7a8b "${a.req ?? `Root=1-${Math.floor(a.t / 1000).toString(16)}-${rng.hex(24)}`}" "crownline-repairs.example" "arn:aws:acm:eu-west-2:000000000000:certificate/0000" 0 ${ts} "forward" "-" "-" "${up}" "${a.status}" "-" "-"`;
    }
  }
}
