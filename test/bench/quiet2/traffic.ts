// Background traffic: request flows through the edge and the services (with incident hooks), plus periodic chatter.
import { type Ctx, type Ev, emit, type Flow, svcOf } from "./model.js";
import { envoyLine, levelFor, nginxLine, periodic, reqLines } from "./runtime.js";

/** Normal lines of one request flow at time t. */
export function flowLines(ctx: Ctx, t: number, flow: Flow, trace: string, status0?: number): Ev[] {
  const { rng: r, e } = ctx;
  const out: Ev[] = [];
  const s =
    status0 ??
    (r.chance(0.012)
      ? r.pick([404, 400, 409, 304])
      : r.chance(0.003)
        ? 499
        : flow.steps[0].method === "POST"
          ? 201
          : 200);
  let total = r.int(8, 90) + flow.steps.length * r.int(5, 60);
  if (r.chance(0.02)) total += r.int(200, 900);
  let tt = t;
  const path0 = flow.steps[0].path(r);
  flow.steps.forEach((st, i) => {
    const sv = svcOf(e, st.svc);
    const ms = Math.max(2, Math.round(total * (1 - i * 0.35)));
    const status = i === 0 ? s : 200;
    const path = i === 0 ? path0 : st.path(r);
    tt += r.int(1, 6);
    reqLines(sv, r, st.method, path, status, ms, tt).forEach((m, k) => {
      out.push({
        t: sv.rt === "ruby" && k === 0 ? tt : tt + ms + k,
        svc: sv.name,
        level: k === 0 && sv.rt === "ruby" ? "INFO" : levelFor(status) === "ERROR" ? "ERROR" : "INFO",
        msg: m,
        trace,
      });
    });
    if (sv.dom.length && r.chance(0.35))
      out.push({ t: tt + r.int(1, ms), svc: sv.name, level: "INFO", msg: r.pick(sv.dom)(r), trace });
    if (r.chance(0.04))
      out.push({
        t: tt + 1,
        svc: sv.name,
        level: "DEBUG",
        msg: `${st.method} ${path} accepted from ${i === 0 ? e.edge : flow.steps[0].svc}`,
        trace,
      });
  });
  out.push(edgeEv(ctx, t, flow, path0, s, total + 4, trace));
  return out;
}

export function edgeEv(
  ctx: Ctx,
  t: number,
  flow: Flow,
  path: string,
  status: number,
  ms: number,
  trace: string,
  ip?: string,
  ua?: string,
  flags = "-",
): Ev {
  const { rng: r, e } = ctx;
  const edge = svcOf(e, e.edge);
  const method = flow.steps[0].method;
  const bytes = status === 204 ? 0 : r.int(80, 9000);
  const who = ip ?? r.ip();
  const agent = ua ?? flow.ua;
  const msg =
    edge.rt === "nginx"
      ? nginxLine(t, who, method, path, status, bytes, ms, agent, status === 499 ? -1 : ms - 1)
      : envoyLine(
          t,
          who,
          method,
          path,
          status,
          bytes,
          ms,
          agent,
          `${trace.slice(0, 8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`,
          `${flow.steps[0].svc}:8080`,
          flags,
        );
  return {
    t: t + ms,
    svc: edge.name,
    level: status >= 500 ? "ERROR" : status >= 400 && status !== 404 ? "WARN" : "INFO",
    msg,
    trace,
  };
}

/** Periodic per-service chatter and edge health checks. */
export function periodicLines(ctx: Ctx): void {
  const { rng: r, e, start, end } = ctx;
  for (const s of e.services) {
    const every =
      s.rt === "postgres" ? 45000 : s.rt === "kubelet" ? 90000 : s.rt === "kafka" ? 40000 : r.int(20000, 60000);
    for (let t = start + r.int(0, every); t < end; t += every + r.int(-2000, 2000)) {
      const [lvl, msg] = r.pick(periodic(s, r, e.db));
      emit(ctx, t, s.name, lvl, msg);
    }
  }
  const edge = svcOf(e, e.edge);
  const apps = e.services.filter((s) => !["nginx", "envoy", "postgres", "kafka", "kubelet"].includes(s.rt));
  for (let t = start + r.int(0, 10000); t < end; t += 10000 + r.int(-300, 300)) {
    const a = r.pick(apps);
    const msg =
      edge.rt === "nginx"
        ? nginxLine(t, r.podIp(), "GET", "/healthz", 200, 2, 1, "ELB-HealthChecker/2.0", 1)
        : envoyLine(t, r.podIp(), "GET", "/healthz", 200, 2, 1, "ELB-HealthChecker/2.0", r.hex(8), `${a.name}:8080`);
    emit(ctx, t, edge.name, "INFO", msg);
  }
}

/** Fills the window with request flows until `budget` more lines exist. */
export function fillFlows(ctx: Ctx, budget: number): void {
  const { rng: r, e, start, end } = ctx;
  let made = 0;
  while (made < budget) {
    const t = Math.round(start + r.next() * (end - start - 3000));
    const flow = r.weighted(e.flows, (f) => f.w);
    const trace = r.hex(16);
    let evs: Ev[] | null = null;
    for (const h of ctx.hooks) {
      evs = h(t, flow, trace);
      if (evs) break;
    }
    evs ??= flowLines(ctx, t, flow, trace);
    for (const ev of evs) if (ev.t >= start && ev.t <= end) ctx.evs.push(ev);
    made += evs.reduce((s, ev) => s + 1 + (ev.stack ? ev.stack.split("\n").length : 0), 0);
  }
}
