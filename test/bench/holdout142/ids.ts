// Id practice per estate and the runtime-shaped fragments (dates, request lines) shared by traffic and incidents.
import type { Estate, Svc } from "./estates.js";
import type { Rng } from "./rng.js";

export interface Ids {
  attrs: Record<string, string | number>;
  /** Text tag some runtimes print inside the message (Rails request id, Spring MDC). */
  tag: string;
}

/** The ids one line of `svc` carries under the estate's practice. */
export function idsFor(est: Estate, svc: Svc, rng: Rng): Ids {
  if (!svc.ids) return { attrs: {}, tag: "" };
  switch (est.ids) {
    case "trace": {
      const trace = rng.hex(32);
      const span = rng.hex(16);
      if (svc.rt === "java") return { attrs: { traceId: trace, spanId: span }, tag: `[${svc.name},${trace},${span}] ` };
      if (svc.rt === "envoy") return { attrs: {}, tag: "" };
      return { attrs: { trace_id: trace, span_id: span }, tag: "" };
    }
    case "req": {
      const rid = rng.hex(32);
      if (svc.rt === "rails")
        return {
          attrs: {},
          tag: `[${rid.slice(0, 8)}-${rid.slice(8, 12)}-${rid.slice(12, 16)}-${rid.slice(16, 20)}-${rid.slice(20)}] `,
        };
      return { attrs: {}, tag: "" };
    }
    case "corr": {
      const cid = `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-a${rng.hex(3)}-${rng.hex(12)}`;
      return { attrs: { correlation_id: cid }, tag: "" };
    }
    default:
      return { attrs: {}, tag: "" };
  }
}

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

/** 02/Dec/2026:06:01:02 +0000 (nginx, Traefik CLF) */
export function clfDate(ms: number, millis = false): string {
  const d = new Date(ms);
  const base = `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
  return millis ? `${base}.${String(d.getUTCMilliseconds()).padStart(3, "0")}` : `${base} +0000`;
}

/** 2026/12/02 06:01:02 (nginx error log) */
export function nginxErrDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace(/-/g, "/").replace("T", " ");
}

/** 02 Dec 2026 06:01:02.123 (redis) */
export function redisDate(ms: number): string {
  const d = new Date(ms);
  return `${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${d.toISOString().slice(11, 23)}`;
}

/** 2026-12-02 06:01:02.123 UTC (postgres) */
export function pgDate(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 23).replace("T", " ")} UTC`;
}

export function clientIp(rng: Rng): string {
  return rng.pick([
    `82.${rng.int(1, 250)}.${rng.int(1, 250)}.${rng.int(1, 250)}`,
    `31.${rng.int(1, 250)}.${rng.int(1, 250)}.${rng.int(1, 250)}`,
    `176.${rng.int(1, 250)}.${rng.int(1, 250)}.${rng.int(1, 250)}`,
    `2a02:c7c:${rng.hex(4)}:${rng.hex(4)}::${rng.int(1, 99)}`,
  ]);
}

export const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  "okhttp/4.12.0",
  "BigTopKiosk/3.2 (Android 11; kiosk)",
];

/** Fills :id, {id} and <id> placeholders of a route with plausible values. */
export function fillRoute(route: string, rng: Rng): string {
  return route.replace(/:[a-zA-Z]+|\{[a-zA-Z]+\}|<[a-zA-Z]+>/g, (m) => {
    const k = m.replace(/[:{}<>]/g, "");
    if (/basket|order|serial|hold|slot|uid/.test(k)) return rng.hex(12);
    if (/till/.test(k)) return `T${rng.int(1, 48)}`;
    if (/stand/.test(k))
      return rng.pick(["popcorn-north", "candyfloss-2", "hotdog-east", "lemonade-big-top", "churro-cart"]);
    if (/sku/.test(k)) return `SKU-${rng.int(10000, 99999)}`;
    if (/venue/.test(k))
      return rng.pick(["ashton-park", "riverside-common", "glasgow-green", "hove-lawns", "york-knavesmire"]);
    if (/act/.test(k)) return rng.pick(["aerial-silks", "wheel-of-death", "teeterboard", "clown-trio", "juggling-duo"]);
    if (/rig/.test(k)) return `RIG-${rng.int(1, 14)}`;
    if (/ride/.test(k))
      return rng.pick(["waltzer", "ghost-train", "big-wheel", "dodgems", "helter-skelter", "twister"]);
    return String(rng.int(100, 99999));
  });
}
