// Steady background: edge access lines for each request with its hops, periodic work and routine WARN/ERROR lines.
import type { Rng } from "./rng.js";
import type { Ctx, Estate, IdStyle } from "./types.js";

const agents = [
  "okhttp/4.12.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
  "LingoApp/5.8.1 (Android 14)",
  "Dart/3.3 (dart:io)",
];

export function newRid(r: Rng, style: IdStyle): string | undefined {
  if (style === "none") return undefined;
  if (style === "xrid") return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.hex(4)}-${r.hex(12)}`;
  return `00-${r.hex(32)}-${r.hex(16)}-01`;
}

/** One access line in the estate's edge proxy's own wording. */
export function accessLine(
  e: Estate,
  r: Rng,
  method: string,
  path: string,
  status: number,
  took: number,
  upstream: string,
  rid?: string,
): string {
  const ip = `${r.pick([81, 93, 151, 176, 188, 203])}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`;
  const bytes = status >= 500 ? r.int(19, 95) : r.int(120, 24000);
  switch (e.proxy) {
    case "envoy": {
      const flags = status === 503 ? "UF" : status === 504 ? "UT" : "-";
      return `"${method} ${path} HTTP/2" ${status} ${flags} ${r.int(0, 4000)} ${bytes} ${took} ${Math.max(0, took - r.int(0, 3))} "${ip}" "${r.pick(agents)}" "${rid ?? "-"}" "${e.host}" "${upstream}"`;
    }
    case "nginx":
      return `${ip} - - "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${r.pick(agents)}" rt=${(took / 1000).toFixed(3)} uct=0.00${r.int(0, 3)} urt=${(took / 1000).toFixed(3)} upstream=${upstream}:8000`;
    case "traefik":
      return `${ip} - - "${method} ${path} HTTP/2.0" ${status} ${bytes} "-" "${r.pick(agents)}" ${r.int(1000, 99999)} "${upstream}@kubernetescrd" "http://10.42.${r.int(0, 9)}.${r.int(2, 250)}:8080" ${took}ms`;
    case "haproxy":
      return `${ip}:${r.int(30000, 65000)} fe_https~ be_${upstream.split("-")[0]}/${upstream}-${r.int(1, 3)} 0/0/${r.int(0, 2)}/${Math.max(0, took - 2)}/${took} ${status} ${bytes} - - ${status >= 500 ? "sH--" : "----"} ${r.int(80, 400)}/${r.int(60, 300)}/${r.int(0, 20)}/${r.int(0, 6)}/0 0/0 "${method} ${path} HTTP/1.1"`;
  }
}

/** Background events for the whole window; `rate` is requests per minute, shaped by `traffic`. */
export function background(c: Ctx, rate: number, traffic: (f: number) => number): void {
  const { r, estate, start, end, present } = c;
  const flows = estate.flows.filter((f) => present.has(f.upstream));
  const total = flows.reduce((s, f) => s + f.weight, 0);
  const dur = end - start;
  let t = start + r.gap(60000 / rate);
  while (t < end) {
    let w = r.next() * total;
    let flow = flows[0];
    for (const f of flows) {
      w -= f.weight;
      if (w <= 0) {
        flow = f;
        break;
      }
    }
    const rid = c.rid();
    let at = t;
    for (const h of flow.hops) {
      if (!present.has(h.svc)) continue;
      at += r.int(2, 40);
      c.emit(h.svc, at, h.level ?? "info", h.msg(r), undefined, rid);
    }
    const took = Math.round(at - t + r.int(3, 60));
    const status = r.chance(0.02)
      ? r.pick([400, 401, 404, 404, 409, 422])
      : flow.method === "POST"
        ? r.pick([200, 201])
        : 200;
    c.access(at + r.int(1, 5), flow.method, flow.path(r), status, took, flow.upstream, rid);
    const mult = Math.max(0.05, traffic((t - start) / dur));
    t += r.gap(60000 / (rate * mult));
  }
  for (const s of estate.services) {
    if (!present.has(s.name)) continue;
    for (let u = start + r.gap(60000 / s.workPerMin); u < end; u += r.gap(60000 / s.workPerMin)) {
      c.emit(s.name, u, "info", r.pick(s.work)(r));
    }
    for (const rt of s.routine) {
      for (let u = start + r.gap(60000 / rt.perMin); u < end; u += r.gap(60000 / rt.perMin)) {
        c.emit(s.name, u, rt.level, rt.msg(r));
      }
    }
  }
}
