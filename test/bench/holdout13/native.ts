// Native prefixes and access-log lines of infrastructure components (nginx, envoy, kafka, redis, kubelet).
import type { Rng } from "./rng.js";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

export function nginxTime(t: number): string {
  const d = new Date(t);
  return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
}
export function nginxErrTime(t: number): string {
  const d = new Date(t);
  return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
}
export function kafkaTime(t: number): string {
  return new Date(t).toISOString().replace("T", " ").replace("Z", "").replace(".", ",");
}
export function redisTime(t: number): string {
  const d = new Date(t);
  return `${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, "0")}`;
}
export function klogHead(t: number, lvl: "I" | "W" | "E", file: string): string {
  const d = new Date(t);
  return `${lvl}${p2(d.getUTCMonth() + 1)}${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, "0")}000    2214 ${file}]`;
}

const UA = [
  "okhttp/4.12.0",
  "Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP2A.240805.005)",
  "CFNetwork/1498.700.2 Darwin/23.6.0",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "AppleCoreMedia/1.0.0.22A3354 (Apple TV; U; CPU OS 18_0 like Mac OS X)",
  "ExoPlayerLib/2.19.1",
  "Go-http-client/2.0",
];

export function nginxAccess(r: Rng, t: number, method: string, path: string, status: number, rt: number): string {
  const urt = status >= 500 && status !== 503 ? rt : Math.max(0, rt - 0.001);
  return `${r.ip("100")} - - [${nginxTime(t)}] "${method} ${path} HTTP/1.1" ${status} ${r.int(180, 48000)} "-" "${r.pick(UA)}" rt=${rt.toFixed(3)} uct=0.001 urt=${status === 499 ? "-" : urt.toFixed(3)}`;
}

export function envoyAccess(
  r: Rng,
  t: number,
  method: string,
  path: string,
  status: number,
  flags: string,
  ms: number,
  cluster: string,
): string {
  return `[${new Date(t).toISOString()}] "${method} ${path} HTTP/2" ${status} ${flags} ${r.int(0, 900)} ${r.int(90, 9000)} ${ms} ${status >= 500 ? "-" : Math.max(1, ms - 2)} "${r.ip("100")}" "${r.pick(UA)}" "${r.uuid()}" "${cluster}" "${r.ip()}:8080"`;
}
