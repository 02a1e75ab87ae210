// Healthy background traffic: customer requests through the edge and the internal calls they make, kube
// probes, and each runtime's and each role's routine lines (GC, pool stats, checkpoints, cue heartbeats,
// surtitle pushes, sync cycles, renewal batches, ticket renders).
import type { Ctx } from "./kit.js";
import { INNER, ROUTES, type Route } from "./routes.js";
import type { Ids, Role, Service } from "./types.js";

export function fill(c: Ctx, path: string): string {
  return path
    .replace("{slug}", c.production())
    .replace("{perf}", c.perf())
    .replace("{hold}", `h_${c.r.hex(10)}`)
    .replace("{order}", c.orderRef())
    .replace("{sub}", String(c.r.int(20000, 99999)))
    .replace("{patron}", String(c.r.int(100000, 999999)));
}

function status(c: Ctx, r: Route): number {
  return r.status
    ? c.r.weighted(r.status)
    : c.r.weighted([
        [200, 96],
        [304, 3],
        [404, 1],
      ]);
}

/** Routine business line a service writes after serving its part of a request. */
export function bizLine(
  c: Ctx,
  role: Role,
  t: number,
  ids: Ids | undefined,
  o: { perf?: string; ref?: string; chain?: boolean } = {},
): void {
  const s = c.svcs.get(role);
  if (!s || (!o.chain && c.impaired(role, t))) return;
  const perf = o.perf ?? c.perf();
  const ref = o.ref ?? c.orderRef();
  const n = c.r.int(1, 4);
  const amt = c.amount(24, 96 * n);
  const cur = c.est.key === "D" ? "£" : "GBP ";
  switch (role) {
    case "orders":
      if (s.runtime === "java")
        c.emit(
          t,
          s,
          "INFO",
          `Order ${ref} confirmed: perf ${perf} (${c.production()}), ${n} seat(s) ${c.seats(n)}, total ${cur}${amt}`,
          {
            ids,
            logger: `${s.pkg}.checkout.CheckoutService`,
            bg: true,
          },
        );
      else if (s.runtime === "ruby")
        c.emit(
          t,
          s,
          "INFO",
          `[OrderConfirmation] order=${ref} perf=${perf} seats=${c.seats(n)} total=£${amt} channel=${c.r.pick(["web", "web", "app", "phone"])}`,
          { bg: true },
        );
      else
        c.emit(t, s, "INFO", `Order ${ref} confirmed for performance ${perf} (${n} seats, ${cur}${amt})`, {
          ids,
          logger: `${s.pkg}.Orders.OrderService`,
          bg: true,
        });
      return;
    case "seats":
      if (s.runtime === "go")
        c.emit(
          t,
          s,
          "INFO",
          `hold confirmed perf=${perf} seats=${c.seats(n)} hold=h_${c.r.hex(10)} ttl_left=${c.r.int(60, 540)}s`,
          { ids, bg: true },
        );
      else
        c.emit(t, s, "INFO", `Seat lock committed perf=${perf} seats=[${c.seats(n)}] lockId=${c.r.uuid()}`, {
          ids,
          logger: `${s.pkg}.lock.SeatLockService`,
          bg: true,
        });
      return;
    case "pay": {
      const psp = `${c.r.pick(["pi_", "ch_", "auth_"])}${c.r.alnum(18, "abcdefghijklmnopqrstuvwxyz0123456789")}`;
      const tds = c.r.weighted([
        ["frictionless", 70],
        ["challenge", 12],
        ["exempt", 18],
      ]);
      if (s.runtime === "dotnet")
        c.emit(t, s, "INFO", `Authorization approved for ${cur}${amt} psp_ref=${psp} 3ds=${tds}`, {
          ids,
          logger: `${s.pkg}.Authorization.AuthorizeHandler`,
          bg: true,
        });
      else if (s.runtime === "go")
        c.emit(t, s, "INFO", `authorize ok amount=${amt} currency=GBP psp_ref=${psp} 3ds=${tds}`, { ids, bg: true });
      else
        c.emit(t, s, "INFO", `Authorised ${amt} GBP ref=${psp} sca=${tds}`, {
          ids,
          logger: `${s.pkg}.psp.AuthorisationClient`,
          bg: true,
        });
      return;
    }
    case "notify": {
      const tmpl = c.r.weighted([
        ["order-confirmation", 70],
        ["e-ticket", 20],
        ["renewal-receipt", 5],
        ["donation-thanks", 5],
      ]);
      if (s.runtime === "node")
        c.emit(
          t,
          s,
          "INFO",
          `sent ${tmpl} to ${c.maskedEmail()} via smtp relay (queued as ${c.r.hex(10).toUpperCase()})`,
          { ids, bg: true },
        );
      else if (s.runtime === "go")
        c.emit(t, s, "INFO", `message delivered template=${tmpl} to=${c.maskedEmail()} provider_id=${c.r.uuid()}`, {
          ids,
          bg: true,
        });
      else
        c.emit(
          t,
          s,
          "INFO",
          `Task courier.tasks.send_mail[${c.r.uuid()}] succeeded in ${c.r.float(0.08, 0.9).toFixed(3)}s: '${tmpl}'`,
          { ids, bg: true },
        );
      return;
    }
    case "worker": {
      const ms = c.r.int(180, 900);
      if (s.role === "worker" && c.est.key === "D") return;
      if (s.runtime === "go")
        c.emit(t, s, "INFO", `rendered ticket order=${ref} pages=${n} dur=${ms}ms bucket=corvid-etickets`, {
          ids,
          bg: true,
        });
      else if (c.est.key === "B")
        c.emit(
          t,
          s,
          "INFO",
          `Task pdfworks.tasks.render_eticket[${c.r.uuid()}] succeeded in ${(ms / 1000).toFixed(3)}s: None`,
          { bg: true },
        );
      else
        c.emit(t, s, "INFO", `rendered e-ticket ${ref} (${n} pages, ${ms} ms), stored eticket/${ref}.pdf`, {
          ids,
          bg: true,
        });
      return;
    }
    default:
      return;
  }
}

/** Customer requests through the edge and what they fan out to. */
function requests(c: Ctx, scale: number): void {
  const routes = ROUTES.filter((r) => c.has(r.role) && c.s(r.role).port !== 0);
  const table = routes.map((r) => [r, r.w] as const);
  const perMin = 150 * scale;
  // Evening shows and on-sales have bursts: the rate wanders by a slow factor.
  const phase = c.r.float(0, Math.PI * 2);
  c.poisson(c.start, c.end, perMin * 1.4, (t) => {
    const wave = 0.75 + 0.25 * Math.sin(phase + (t - c.start) / 180000);
    if (!c.r.chance(wave / 1.4 + 0.28)) return;
    const r = c.r.weighted(table);
    if (c.impaired(r.role, t, r.path) || c.isMuted(r.role, t)) return;
    if (r.calls?.some((x) => c.isMuted(x, t))) return;
    if (r.calls?.some((x) => c.has(x) && c.impaired(x, t, INNER[x]?.path))) return;
    const ids = c.ids();
    const path = fill(c, c.path(r.role, r.path));
    const st = status(c, r);
    let ms = c.r.float(r.ms[0], r.ms[1]);
    if (c.r.chance(0.02)) ms *= c.r.float(2, 6);
    const ip = c.customerIp();
    const ua = c.browser();
    const perf = c.perf();
    const ref = c.orderRef();
    let inner = t + 2;
    for (const callee of r.calls ?? []) {
      const def = INNER[callee];
      if (!def || !c.has(callee)) continue;
      const ims = Math.min(ms * 0.8, c.r.float(def.ms[0], def.ms[1]));
      inner += ims;
      c.app(inner, callee, def.method, fill(c, c.path(callee, def.path)), def.status, ims, { ids, bg: true });
      if (r.path === "/orders/checkout") bizLine(c, callee, inner + 1, ids, { perf, ref, chain: true });
    }
    c.app(t + ms, r.role, r.method, path, st, ms, { ids, ip, ua, bg: true });
    if (r.path === "/orders/checkout") {
      bizLine(c, "orders", t + ms - 2, ids, { perf, ref, chain: true });
      for (const a of r.after ?? []) bizLine(c, a, t + ms + c.r.float(800, 9000), ids, { perf, ref });
    }
    c.edge(t + ms + c.r.float(0.5, 3), r.role, r.method, path, st, ms + c.r.float(0.5, 3), { ids, ip, ua, bg: true });
  });
}

/** kube-probe lines of services that log them. */
function probes(c: Ctx): void {
  for (const s of c.svcs.values()) {
    if (!s.logsProbes) continue;
    const path = s.runtime === "ruby" ? "/up" : s.runtime === "python" ? "/health/" : "/healthz";
    for (const kind of ["liveness", "readiness"]) {
      c.every(c.start, c.end, 10000, 60, (t) => {
        c.app(
          t,
          s.role,
          "GET",
          kind === "readiness" && s.runtime !== "ruby" ? path.replace("health", "ready") : path,
          200,
          c.r.float(0.4, 3),
          {
            ua: "kube-probe/1.29",
            ip: `10.${c.r.int(40, 47)}.0.1`,
            bg: true,
          },
        );
      });
    }
  }
}

function jvm(c: Ctx, s: Service): void {
  let gc = c.r.int(200, 4000);
  const max = c.r.pick([1024, 2048, 1536]);
  c.every(c.start, c.end, c.r.int(18000, 45000), 8000, (t) => {
    const before = Math.round(max * c.r.float(0.45, 0.7));
    const after = Math.round(max * c.r.float(0.08, 0.2));
    c.emit(
      t,
      s,
      "INFO",
      `GC(${gc++}) Pause Young (Normal) (G1 Evacuation Pause) ${before}M->${after}M(${max}M) ${c.r.float(3, 19).toFixed(3)}ms`,
      {
        logger: "gc",
        bg: true,
      },
    );
  });
  if (s.pkg === "org.keycloak") return;
  c.every(c.start, c.end, 30000, 200, (t) => {
    const total = 20;
    const active = c.r.int(0, 5);
    c.emit(
      t,
      s,
      "DEBUG",
      `HikariPool-1 - Pool stats (total=${total}, active=${active}, idle=${total - active}, waiting=0)`,
      {
        logger: "com.zaxxer.hikari.pool.HikariPool",
        bg: true,
      },
    );
  });
}

/** Routine lines each role writes on its own clock. */
function routine(c: Ctx, s: Service): void {
  const k = c.est.key;
  const r = c.r;
  switch (s.role) {
    case "auth":
      c.every(c.start, c.end, r.int(40000, 70000), 5000, (t) => {
        if (s.runtime === "java" && s.pkg === "org.keycloak")
          c.emit(
            t,
            s,
            "INFO",
            `type="LOGIN", realmId="meridian", clientId="storefront", userId="${r.uuid()}", ipAddress="${c.customerIp()}", auth_method="openid-connect"`,
            {
              logger: "org.keycloak.events",
              bg: true,
            },
          );
        else if (s.runtime === "python")
          c.emit(t, s, "INFO", `saml session established for patron ${r.int(100000, 999999)} idp=fernhall-members`, {
            bg: true,
          });
        else
          c.emit(
            t,
            s,
            "INFO",
            `Issued access token client=${r.pick(["patron-web", "boxoffice-till", "mobile-app"])} grant=${r.pick(["refresh_token", "authorization_code", "client_credentials"])} ttl=900s`,
            { bg: true, logger: `${s.pkg}.TokenService` },
          );
      });
      return;
    case "stage": {
      let cue = r.int(40, 300);
      c.every(c.start, c.end, r.int(8000, 15000), 1500, (t) => {
        if (k === "A")
          c.emit(
            t,
            s,
            "DEBUG",
            `controller heartbeat ok axes=28 estop=released plc=stage-plc-01 rtt=${r.float(0.8, 4).toFixed(1)}ms`,
            { bg: true },
          );
        else if (k === "B")
          c.emit(
            t,
            s,
            "INFO",
            `PLC poll ok: ${r.int(40, 44)} registers in ${r.int(9, 30)} ms (hoists idle, brakes engaged)`,
            { bg: true },
          );
        else if (k === "C")
          c.emit(t, s, "DEBUG", `winch group W1-W16 status nominal positions_ok=16 load_max=${r.int(80, 260)}kg`, {
            bg: true,
          });
        else
          c.emit(t, s, "INFO", `Heartbeat from stage controller SC-0${r.int(1, 3)} OK (latency ${r.int(2, 9)} ms)`, {
            bg: true,
            logger: `${s.pkg}.Heartbeat`,
          });
      });
      c.every(c.start, c.end, r.int(25000, 90000), 20000, (t) => {
        if (c.impaired("stage", t)) return;
        cue += r.int(1, 3);
        const what = r.pick([
          "fly bar 12 in",
          "fly bar 7 out",
          "revolve +90deg",
          "trap 3 down",
          "lift 2 to -1.2m",
          "border 4 in",
          "cloth 9 out",
        ]);
        c.emit(t, s, "INFO", `cue ${cue} GO: ${what} (${r.float(4, 22).toFixed(1)}s move)`, { bg: true });
        c.emit(t + r.int(4000, 20000), s, "INFO", `cue ${cue} complete, all axes in position`, { bg: true });
      });
      return;
    }
    case "surtitles": {
      let cue = r.int(10, 500);
      c.every(c.start, c.end, r.int(7000, 30000), 5000, (t) => {
        if (c.impaired("surtitles", t)) return;
        cue += 1;
        const n = r.int(300, 1400);
        if (s.runtime === "python")
          c.emit(t, s, "INFO", `cue ${cue} broadcast to ${n} clients langs=en,de,fr`, { bg: true });
        else
          c.emit(
            t,
            s,
            "INFO",
            `pushed caption cue ${cue} to ${n} seatback displays (${r.pick(["en", "en,de", "en,it", "en,fr,de"])})`,
            { bg: true },
          );
      });
      return;
    }
    case "donors":
      c.every(c.start, c.end, 60000, 3000, (t) => {
        if (c.impaired("donors", t)) return;
        if (k === "B")
          c.emit(
            t,
            s,
            "INFO",
            `friends.sync: posted ${r.int(0, 14)} gift(s) to CRM, 0 failed, cursor=${r.int(880000, 899999)}`,
            { bg: true },
          );
        else if (k === "D")
          c.emit(t, s, "INFO", `giftaid: ${r.int(0, 9)} declaration(s) queued for next HMRC claim batch`, { bg: true });
        else
          c.emit(
            t,
            s,
            "INFO",
            `sync cycle done: pushed=${r.int(0, 20)} updated=${r.int(0, 40)} failed=0 took=${r.float(0.4, 3).toFixed(2)}s`,
            { bg: true, logger: `${s.pkg}.sync` },
          );
      });
      return;
    case "subs":
      c.every(c.start, c.end, r.int(90000, 180000), 10000, (t) => {
        if (c.impaired("subs", t)) return;
        const n = r.int(8, 60);
        if (s.runtime === "ruby") {
          const jid = r.hex(24);
          c.emit(t, s, "INFO", `class=RenewalChargeJob jid=${jid} INFO: start`, { bg: true });
          c.emit(
            t + r.int(800, 6000),
            s,
            "INFO",
            `class=RenewalChargeJob jid=${jid} elapsed=${r.float(0.8, 6).toFixed(3)} INFO: done`,
            { bg: true },
          );
        } else
          c.emit(
            t,
            s,
            "INFO",
            `Renewal batch finished: processed=${n} renewed=${n - r.int(0, 2)} deferred=${r.int(0, 2)}`,
            { bg: true, logger: `${s.pkg}.batch.RenewalBatchJob` },
          );
      });
      return;
    case "db": {
      c.every(c.start, c.end, 300000, 100, (t) => {
        c.emit(t, s, "INFO", "checkpoint starting: time", { bg: true });
        const w = r.int(800, 4000);
        c.emit(
          t + 269900,
          s,
          "INFO",
          `checkpoint complete: wrote ${w} buffers (${(w / 163.84).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 3)} recycled; write=269.8${r.int(10, 99)} s, sync=0.00${r.int(2, 9)} s, total=269.9${r.int(10, 99)} s; sync files=${r.int(30, 70)}, longest=0.002 s, average=0.001 s; distance=${r.int(18000, 30000)} kB, estimate=${r.int(24000, 31000)} kB`,
          { bg: true },
        );
      });
      c.every(c.start, c.end, r.int(50000, 120000), 20000, (t) => {
        const tbl = r.pick(["seat_holds", "basket_items", "audit_events", "sessions"]);
        c.emit(
          t,
          s,
          "INFO",
          `automatic vacuum of table "boxoffice.public.${tbl}": index scans: 1\npages: 0 removed, ${r.int(400, 9000)} remain, ${r.int(40, 900)} scanned\ntuples: ${r.int(100, 8000)} removed, ${r.int(10000, 90000)} remain, 0 are dead but not yet removable`,
          { bg: true },
        );
      });
      c.poisson(c.start, c.end, 3, (t) => {
        c.emit(
          t,
          s,
          "INFO",
          `connection authorized: user=${r.pick(["boxoffice", "seatmap", "renewals", "readonly_reports"])} database=boxoffice application_name=${r.pick(["box-office-api", "seat-map-svc", "season-renewals", "metabase"])}`,
          { bg: true },
        );
      });
      return;
    }
    case "bff":
      c.every(c.start, c.end, r.int(45000, 90000), 5000, (t) => {
        c.emit(
          t,
          s,
          "INFO",
          `listings cache refreshed: ${r.int(120, 260)} performances across ${c.est.venues.length} venues in ${r.int(30, 200)}ms`,
          { bg: true },
        );
      });
      return;
    case "seats":
      c.every(c.start, c.end, r.int(20000, 40000), 3000, (t) => {
        if (s.runtime === "go")
          c.emit(t, s, "INFO", `availability snapshot published perfs=${r.int(20, 60)} took=${r.int(12, 90)}ms`, {
            bg: true,
          });
        else
          c.emit(t, s, "INFO", `Expired ${r.int(0, 12)} stale seat locks`, {
            bg: true,
            logger: `${s.pkg}.lock.LockReaper`,
          });
      });
      return;
    case "orders":
      c.every(c.start, c.end, 60000, 2000, (t) => {
        if (s.runtime === "dotnet")
          c.emit(t, s, "INFO", `Recurring job 'expire-baskets' completed: ${r.int(2, 30)} baskets expired`, {
            bg: true,
            logger: "Hangfire.Server.Worker",
          });
        else if (s.runtime === "ruby")
          c.emit(t, s, "INFO", `[BasketSweeper] released ${r.int(2, 30)} abandoned baskets`, { bg: true });
        else
          c.emit(t, s, "INFO", `Basket sweeper released ${r.int(2, 30)} abandoned baskets`, {
            bg: true,
            logger: `${s.pkg}.basket.BasketSweeper`,
          });
      });
      return;
    case "pay":
      c.every(c.start, c.end, r.int(15000, 40000), 8000, (t) => {
        if (c.isMuted("pay", t)) return;
        const evt = `evt_${r.alnum(22, "abcdefghijklmnopqrstuvwxyz0123456789")}`;
        const type = r.pick([
          "charge.succeeded",
          "payment_intent.succeeded",
          "charge.refunded",
          "payout.paid",
          "charge.dispute.closed",
        ]);
        c.emit(
          t,
          s,
          "INFO",
          s.runtime === "go" ? `webhook processed id=${evt} type=${type}` : `Webhook ${evt} (${type}) processed`,
          {
            bg: true,
            logger:
              s.runtime === "dotnet"
                ? `${s.pkg}.Webhooks.WebhookProcessor`
                : s.runtime === "java"
                  ? `${s.pkg}.webhooks.WebhookController`
                  : undefined,
          },
        );
        c.edge(t + 2, "pay", "POST", c.path("pay", "/webhooks/psp"), 200, r.float(3, 20), {
          ua: "PSP-Webhooks/1.0",
          ip: `54.187.${r.int(170, 220)}.${r.int(2, 250)}`,
          bg: true,
        });
      });
      return;
    case "worker":
      if (k !== "D") {
        c.every(c.start, c.end, r.int(30000, 60000), 5000, (t) => {
          if (c.impaired("worker", t)) return;
          if (k === "B")
            c.emit(
              t,
              s,
              "INFO",
              `celery@${s.name.replace(/_/g, "-")}: ${r.int(0, 3)} active, ${r.int(0, 12)} reserved, prefetch=4`,
              { bg: true },
            );
          else if (s.runtime === "go")
            c.emit(t, s, "INFO", `print queue drained pending=0 rendered_last_min=${r.int(0, 30)}`, { bg: true });
          else c.emit(t, s, "DEBUG", `render queue pending=${r.int(0, 4)} workers_idle=${r.int(1, 4)}/4`, { bg: true });
        });
        return;
      }
      if (k === "D")
        c.every(c.start, c.end, r.int(60000, 150000), 10000, (t) => {
          const job = r.pick([
            "nightly_sales_by_venue",
            "house_seats_audit",
            "box_office_cashup",
            "access_scheme_export",
          ]);
          c.emit(t, s, "INFO", `job ${job} finished rows=${r.int(200, 40000)} in ${r.float(0.6, 40).toFixed(1)}s`, {
            bg: true,
          });
        });
      return;
    case "notify":
      c.every(c.start, c.end, 30000, 2000, (t) => {
        c.emit(t, s, "DEBUG", `outbound queue depth=${r.int(0, 12)} inflight=${r.int(0, 4)}`, { bg: true });
      });
      return;
    default:
      return;
  }
}

export function background(c: Ctx, scale: number): void {
  requests(c, scale);
  probes(c);
  for (const s of c.svcs.values()) {
    if (s.runtime === "java") jvm(c, s);
    routine(c, s);
  }
}
