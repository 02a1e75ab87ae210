// Ordinary traffic of a healthy studio estate: customer requests, webhooks, tablets in the studios, and the
// periodic lines every service writes (probes, GC, scheduled jobs, autoclave telemetry, checkpoints).
import {
  apptId,
  BROWSERS,
  CONSENT_TEMPLATES,
  clientId,
  DESIGNS,
  email,
  formId,
  futureDate,
  money,
  PIERCINGS,
  payRef,
  phone,
  SKUS,
  STUDIO_TABLET_UA,
} from "./domain.js";
import { emitFlow, type FlowSpec, type Hop, podIp } from "./flows.js";
import { iso } from "./formats.js";
import type { Ctx, Role, Service } from "./types.js";

export const FLOW_KINDS: Array<[kind: string, weight: number, roles: Role[]]> = [
  ["static", 16, ["edge"]],
  ["gallery", 14, ["portfolio"]],
  ["slots", 14, ["bff", "booking"]],
  ["profile", 5, ["bff", "booking"]],
  ["login", 4, ["bff", "auth"]],
  ["refresh", 6, ["auth"]],
  ["book", 3, ["bff", "booking", "deposit"]],
  ["webhook", 2, ["deposit", "booking"]],
  ["consent_sign", 3, ["bff", "consent"]],
  ["consent_view", 3, ["bff", "consent"]],
  ["care", 4, ["aftercare"]],
  ["steri", 3, ["steril"]],
  ["stock", 2, ["bff", "stock"]],
];

/** A logger name in the service's own convention. */
export function lg(s: Service, cls: string): string | undefined {
  if (s.runtime === "java" || s.runtime === "kotlin" || s.runtime === "dotnet") return `${s.pkg}.${cls}`;
  if (s.runtime === "python") return `${s.pkg}.${cls.split(".")[0]?.toLowerCase() ?? "app"}`;
  return undefined;
}

export function day(t: number): string {
  return iso(t).slice(0, 10);
}

/** A worker process (no port) runs a job; Sidekiq, Celery or plain scheduler shaped. */
export function jobLines(c: Ctx, s: Service, name: string, body: string, secs: number): Hop["lines"] {
  const r = c.r;
  if (s.runtime === "ruby") {
    const jid = r.hex(24);
    const tid = r.alnum(4);
    return [
      { dt: 0, level: "info", msg: `pid=7 tid=${tid} class=${name} jid=${jid} INFO: start` },
      { dt: Math.round(secs * 500), level: "info", msg: body },
      {
        dt: Math.round(secs * 1000),
        level: "info",
        msg: `pid=7 tid=${tid} class=${name} jid=${jid} elapsed=${secs.toFixed(3)} INFO: done`,
      },
    ];
  }
  if (s.runtime === "python") {
    const id = r.uuid();
    return [
      { dt: 0, level: "info", msg: `Task ${name}[${id}] received`, logger: "celery.worker.strategy" },
      { dt: Math.round(secs * 500), level: "info", msg: body, logger: lg(s, "tasks") },
      {
        dt: Math.round(secs * 1000),
        level: "info",
        msg: `Task ${name}[${id}] succeeded in ${secs.toFixed(3)}s: None`,
        logger: "celery.app.trace",
      },
    ];
  }
  return [{ dt: 0, level: "info", msg: body, logger: lg(s, name) }];
}

function hasPort(s: Service): boolean {
  return s.port > 0;
}

/** The service that answers HTTP for a role (a worker role's requests land on the web app). */
export function webFor(c: Ctx, role: Role): Service {
  const s = c.s(role);
  return hasPort(s) ? s : c.s("bff");
}

export function normalFlow(c: Ctx, kind: string, t: number): FlowSpec {
  const r = c.r;
  const e = c.e;
  const ua = r.pick(BROWSERS);
  const bff = c.s("bff");
  const studio = r.pick(e.studios);
  const artist = r.chance(0.4) ? "any" : r.pick(e.artists);
  switch (kind) {
    case "static": {
      const path = r.pick([
        `/assets/app.${r.hex(8)}.js`,
        `/assets/site.${r.hex(8)}.css`,
        "/favicon.ico",
        "/fonts/inter-var.woff2",
        `/img/studios/${studio}.jpg`,
        "/robots.txt",
        `/img/flash/${r.hex(6)}.webp`,
      ]);
      return {
        kind,
        method: "GET",
        path,
        status: r.chance(0.3) ? 304 : 200,
        ms: r.int(1, 6),
        hops: [],
        upstream: null,
        ua,
      };
    }
    case "gallery": {
      const p = c.s("portfolio");
      const w = r.pick([320, 640, 640, 1280]);
      const path = `${e.paths.gallery}/${r.pick(e.artists)}/${r.hex(12)}.webp?w=${w}`;
      const miss = r.chance(0.18);
      const ms = miss ? r.int(60, 240) : r.int(3, 25);
      const status = !miss && r.chance(0.3) ? 304 : 200;
      const lines: Hop["lines"] = miss
        ? [
            {
              dt: ms - 2,
              level: "info",
              msg: `resized ${path.split("/").pop()?.split("?")[0]} ${r.pick(["3024x4032", "4032x3024", "2048x2048", "1080x1350"])} -> ${w}w webp q=78 in ${ms - 4}ms (cache miss)`,
            },
          ]
        : [];
      return {
        kind,
        method: "GET",
        path,
        status,
        ms: ms + 1,
        ua,
        upstream: p,
        hops: [{ svc: p, at: 0, lines, http: r.chance(0.5) ? { method: "GET", path, status, ms } : undefined }],
      };
    }
    case "slots": {
      const b = c.s("booking");
      const path = `${e.paths.slots}?studio=${studio}&artist=${artist}&from=${day(t + 86400000 * r.int(1, 20))}&days=14`;
      const n = r.int(0, 22);
      const ms = r.int(25, 190);
      return {
        kind,
        method: "GET",
        path,
        status: 200,
        ms: ms + 6,
        ua,
        upstream: bff,
        hops: [
          { svc: bff, at: 1, http: { method: "GET", path, status: 200, ms: ms + 4 } },
          {
            svc: b,
            at: 3,
            lines: [
              {
                dt: ms - 2,
                level: "info",
                msg: `slot search studio=${studio} artist=${artist} days=14 -> ${n} free slot${n === 1 ? "" : "s"} (${ms - 3} ms)`,
                logger: lg(b, "slots.SlotSearchService"),
              },
            ],
            http: { method: "GET", path, status: 200, ms },
          },
        ],
      };
    }
    case "profile": {
      const b = c.s("booking");
      const path = `${e.paths.book}?client=${clientId(r, e)}&upcoming=true`;
      const ms = r.int(12, 80);
      return {
        kind,
        method: "GET",
        path,
        status: 200,
        ms: ms + 4,
        ua,
        upstream: bff,
        hops: [
          { svc: bff, at: 1, http: { method: "GET", path, status: 200, ms: ms + 2 } },
          {
            svc: b,
            at: 2,
            lines: [
              {
                dt: ms - 1,
                level: "debug",
                msg: `listed ${r.int(0, 4)} upcoming appointments`,
                logger: lg(b, "appointments.AppointmentQuery"),
              },
            ],
          },
        ],
      };
    }
    case "login":
    case "refresh": {
      const a = c.s("auth");
      const path = kind === "login" ? e.paths.login : e.paths.refresh;
      const ms = kind === "login" ? r.int(90, 320) : r.int(8, 40);
      const ip = r.ip("public");
      const user = clientId(r, e);
      let msg: string;
      let level: "info" | "debug" = "info";
      if (a.runtime === "keycloak")
        msg = `type="${kind === "login" ? "LOGIN" : "REFRESH_TOKEN"}", realmId="studio", clientId="rl-web", userId="${r.uuid()}", ipAddress="${ip}", ${kind === "login" ? 'auth_method="openid-connect", grant_type="password", ' : ""}token_id="${r.uuid()}"`;
      else if (a.runtime === "dotnet")
        msg =
          kind === "login"
            ? `Token issued for client studio-web subject ${user} grant password`
            : `Refresh token redeemed for subject ${user}, new token issued`;
      else
        msg =
          kind === "login"
            ? `login ok client=${user} method=password mfa=${r.chance(0.2)}`
            : `session refreshed client=${user}`;
      if (kind === "refresh" && r.chance(0.6)) level = "debug";
      const hops: Hop[] = [];
      if (kind === "login") hops.push({ svc: bff, at: 1, http: { method: "POST", path, status: 200, ms: ms + 6 } });
      hops.push({
        svc: a,
        at: 3,
        lines: [
          { dt: ms - 1, level, msg, logger: a.runtime === "keycloak" ? "org.keycloak.events" : lg(a, "TokenEndpoint") },
        ],
        http: { method: "POST", path, status: 200, ms },
      });
      return {
        kind,
        method: "POST",
        path,
        status: 200,
        ms: ms + 8,
        ua,
        ip,
        upstream: kind === "login" ? bff : a,
        hops,
      };
    }
    case "book": {
      const b = c.s("booking");
      const d = c.s("deposit");
      const appt = apptId(r, e);
      const ref = payRef(r, e);
      const amount = money(r, e);
      const piercing = r.chance(0.35);
      const what = piercing ? `${r.pick(PIERCINGS)} piercing` : r.pick(DESIGNS);
      const mins = piercing ? 30 : r.pick([60, 120, 180, 240, 360]);
      const ms = r.int(280, 900);
      const hops: Hop[] = [
        { svc: bff, at: 1, http: { method: "POST", path: e.paths.book, status: 201, ms: ms + 5 } },
        {
          svc: b,
          at: 4,
          lines: [
            {
              dt: 12,
              level: "info",
              msg: `hold created appt=${appt} studio=${studio} artist=${r.pick(e.artists)} start=${futureDate(r, t)} duration=${mins}m service="${what}" hold_expires_in=15m`,
              logger: lg(b, "appointments.HoldService"),
            },
            {
              dt: ms - 10,
              level: "info",
              msg: `appointment ${appt} awaiting deposit ${amount}`,
              logger: lg(b, "appointments.AppointmentService"),
            },
          ],
          http: { method: "POST", path: e.paths.book, status: 201, ms: ms - 2 },
        },
      ];
      if (hasPort(d))
        hops.push({
          svc: d,
          at: 30,
          lines: [
            {
              dt: ms - 90,
              level: "info",
              msg: `payment intent created ${ref} amount=${amount} appt=${appt} provider=${e.payVendor.name}`,
              logger: lg(d, "Deposits.DepositService"),
            },
          ],
          http: { method: "POST", path: "/internal/deposits", status: 201, ms: ms - 70 },
        });
      else
        hops.push({
          svc: d,
          at: ms + 40,
          lines: jobLines(
            c,
            d,
            "Deposits::CreateIntentJob",
            `payment intent created ${ref} amount=${amount} appt=${appt} provider=${e.payVendor.name}`,
            r.float(0.2, 0.7),
          ),
        });
      return { kind, method: "POST", path: e.paths.book, status: 201, ms: ms + 9, ua, upstream: bff, hops };
    }
    case "webhook": {
      const b = c.s("booking");
      const d = c.s("deposit");
      const appt = apptId(r, e);
      const ref = payRef(r, e);
      const evt = r.pickW([
        ["payment_intent.succeeded", 8],
        ["charge.refunded", 1],
        ["payment_intent.created", 2],
      ] as const);
      const ms = r.int(20, 120);
      const ua2 = `${e.payVendor.name.replace(/\s/g, "")}-Webhooks/2.${r.int(0, 4)}`;
      const body = `webhook ${evt} ${ref} signature ok${evt === "payment_intent.succeeded" ? `, deposit captured for appt=${appt}` : ""}`;
      const hops: Hop[] = [];
      const dweb = webFor(c, "deposit");
      if (hasPort(d))
        hops.push({
          svc: d,
          at: 1,
          lines: [{ dt: ms - 20, level: "info", msg: body, logger: lg(d, "Webhooks.WebhookHandler") }],
          http: { method: "POST", path: e.paths.webhook, status: 200, ms },
        });
      else {
        hops.push({ svc: dweb, at: 1, http: { method: "POST", path: e.paths.webhook, status: 200, ms } });
        hops.push({ svc: d, at: ms + 30, lines: jobLines(c, d, "Deposits::WebhookJob", body, r.float(0.05, 0.4)) });
      }
      if (evt === "payment_intent.succeeded")
        hops.push({
          svc: b,
          at: ms + 60,
          lines: [
            {
              dt: 5,
              level: "info",
              msg: `deposit received for ${appt}; appointment confirmed, confirmation + day-before reminder scheduled`,
              logger: lg(b, "appointments.DepositListener"),
            },
          ],
        });
      return { kind, method: "POST", path: e.paths.webhook, status: 200, ms: ms + 3, ua: ua2, upstream: dweb, hops };
    }
    case "consent_sign":
    case "consent_view": {
      const cs = c.s("consent");
      const id = formId(r, e);
      const sign = kind === "consent_sign";
      const path = sign ? `${e.paths.consent}/${id}/sign` : `${e.paths.consent}/${id}`;
      const ms = sign ? r.int(380, 1400) : r.int(15, 70);
      const st = sign ? 201 : 200;
      const lines: Hop["lines"] = sign
        ? [
            {
              dt: 40,
              level: "info",
              msg: `consent ${id} signed template=${r.pick(CONSENT_TEMPLATES)} age_verified=true id_check=passed studio=${studio}`,
              logger: lg(cs, "forms.signing"),
            },
            {
              dt: ms - 8,
              level: "info",
              msg: `pdf rendered consent ${id} pages=${r.int(2, 4)} in ${ms - 60}ms, archived`,
              logger: lg(cs, "pdf.render"),
            },
          ]
        : [];
      return {
        kind,
        method: sign ? "POST" : "GET",
        path,
        status: st,
        ms: ms + 6,
        ua: r.chance(0.5) ? STUDIO_TABLET_UA : ua,
        upstream: bff,
        hops: [
          { svc: bff, at: 1, http: { method: sign ? "POST" : "GET", path, status: st, ms: ms + 4 } },
          { svc: cs, at: 3, lines, http: { method: sign ? "POST" : "GET", path, status: st, ms } },
        ],
      };
    }
    case "care": {
      const a = webFor(c, "aftercare");
      const dayN = r.pick([1, 2, 3, 5, 7, 14, 28]);
      const path = `${e.paths.care}/${r.alnum(22)}?day=${dayN}`;
      const ms = r.int(10, 60);
      const what = r.chance(0.4) ? `${r.pick(PIERCINGS)} piercing` : "tattoo";
      return {
        kind,
        method: "GET",
        path,
        status: 200,
        ms: ms + 3,
        ua,
        upstream: a,
        hops: [
          {
            svc: a,
            at: 1,
            lines: [
              {
                dt: ms - 2,
                level: "info",
                msg: `aftercare guide viewed appt=${apptId(r, e)} day=${dayN} kind=${what}`,
                logger: lg(a, "views"),
              },
            ],
            http: { method: "GET", path, status: 200, ms },
          },
        ],
      };
    }
    case "steri": {
      const s = webFor(c, "steril");
      const ms = r.int(15, 90);
      const pouch = `P${r.digits(7)}`;
      const ac = r.pick(e.autoclaves);
      return {
        kind,
        method: "POST",
        path: e.paths.steri,
        status: 200,
        ms: ms + 3,
        ua: STUDIO_TABLET_UA,
        upstream: s,
        hops: [
          {
            svc: s,
            at: 1,
            lines: [
              {
                dt: ms - 3,
                level: "info",
                msg: `pouch ${pouch} scanned kit=K-${r.int(100, 480)} autoclave=${ac} cycle=${r.int(3000, 9000)} indicator=PASS -> released to ${studio}`,
                logger: lg(s, "Pouches.PouchScanHandler"),
              },
            ],
            http: { method: "POST", path: c.e.paths.steri, status: 200, ms },
          },
        ],
      };
    }
    default: {
      const s = c.s("stock");
      const sku = r.pick(SKUS);
      const path = `${e.paths.stock}?sku=${sku}&studio=${studio}`;
      const ms = r.int(6, 40);
      return {
        kind: "stock",
        method: "GET",
        path,
        status: 200,
        ms: ms + 4,
        ua: STUDIO_TABLET_UA,
        upstream: bff,
        hops: [
          { svc: bff, at: 1, http: { method: "GET", path, status: 200, ms: ms + 2 } },
          {
            svc: s,
            at: 2,
            lines: [
              {
                dt: ms - 1,
                level: "debug",
                msg: `stock lookup sku=${sku} studio=${studio} on_hand=${r.int(0, 140)}`,
                logger: lg(s, "StockQuery"),
              },
            ],
            http: hasPort(s) ? { method: "GET", path, status: 200, ms } : undefined,
          },
        ],
      };
    }
  }
}

/** Customer and studio requests at `rate` per second, skipping kinds an incident has taken over. */
export function traffic(c: Ctx): void {
  const kinds = FLOW_KINDS.filter(([, , roles]) => roles.every((x) => c.present.has(x)));
  const choice = kinds.map(([k, w]) => [k, w] as const);
  let t = c.t0 + c.r.exp(1000 / c.rate);
  while (t < c.t1 - 2000) {
    const kind = c.r.pickW(choice);
    if (!c.blocked(kind, t)) emitFlow(c, t, normalFlow(c, kind, t));
    t += c.r.exp(1000 / c.rate);
  }
}

function every(
  c: Ctx,
  period: number,
  jitter: number,
  f: (t: number, i: number) => void,
  phase = c.r.float(0, period),
): void {
  let i = 0;
  for (let t = c.t0 + phase; t < c.t1; t += period + c.r.float(-jitter, jitter)) f(t, i++);
}

/** Probes, GC, jobs, checkpoints, telemetry: the lines that come whatever the customers do. */
export function periodic(c: Ctx): void {
  const r = c.r;
  const e = c.e;
  for (const s of e.services) {
    if (!c.present.has(s.role)) continue;
    const probePeriod = r.pick([10000, 10000, 15000, 30000]);
    for (const pod of s.pods) {
      const ip = podIp(pod);
      const kube = `10.${r.int(40, 47)}.0.1`;
      if (s.runtime === "dotnet")
        every(c, probePeriod, 40, (t) => {
          const p = r.chance(0.5) ? "/healthz/live" : "/healthz/ready";
          c.emit({
            t,
            svc: s,
            pod,
            level: "info",
            msg: `Request starting HTTP/1.1 GET http://${ip}:${s.port}${p} - - -`,
            logger: "Microsoft.AspNetCore.Hosting.Diagnostics",
          });
          c.emit({
            t: t + 1,
            svc: s,
            pod,
            level: "info",
            msg: `Request finished HTTP/1.1 GET http://${ip}:${s.port}${p} - 200 - text/plain 0.${r.digits(4)}ms`,
            logger: "Microsoft.AspNetCore.Hosting.Diagnostics",
          });
        });
      else if (s.runtime === "node" && s.role !== "bff")
        every(c, probePeriod, 40, (t) =>
          c.emit({
            t,
            svc: s,
            pod,
            level: "info",
            msg: `request completed GET /healthz 200 ${r.int(0, 2)}ms`,
            logger: "http",
          }),
        );
      else if (s.runtime === "ruby" && hasPort(s))
        every(c, probePeriod, 40, (t) =>
          c.emit({
            t,
            svc: s,
            pod,
            level: "info",
            msg: `method=GET path=/up format=html controller=Rails::HealthController action=show status=200 duration=0.${r.digits(2)} view=0.00 db=0.00`,
          }),
        );
      else if (s.runtime === "python" && hasPort(s))
        every(c, probePeriod * 2, 40, (t) =>
          c.emit({
            t,
            svc: s,
            pod,
            level: "info",
            msg: `${kube}:${r.int(32768, 60999)} - "GET /healthz HTTP/1.1" 200 OK`,
            logger: "uvicorn.access",
          }),
        );
      if (s.runtime === "java" || s.runtime === "kotlin" || s.runtime === "keycloak") {
        let gc = r.int(300, 9000);
        every(c, r.int(18000, 60000), 8000, (t) => {
          gc++;
          const before = r.int(700, 1400);
          c.emit({
            t,
            svc: s,
            pod,
            level: "info",
            msg: `[${iso(t + c.skew(s)).replace("Z", "+0000")}][info][gc] GC(${gc}) Pause Young (Normal) (G1 Evacuation Pause) ${before}M->${r.int(160, 320)}M(2048M) ${r.float(3, 24).toFixed(3)}ms`,
          });
        });
      }
      if (s.runtime === "go" && r.chance(0.5))
        every(c, 60000, 2000, (t) =>
          c.emit({
            t,
            svc: s,
            pod,
            level: "debug",
            msg: `runtime stats goroutines=${r.int(30, 140)} heap_alloc=${r.int(18, 90)}MiB gc_cycles=${r.int(400, 9000)} last_pause=${r.int(80, 900)}us`,
          }),
        );
    }
    roleTicks(c, s);
  }
}

function roleTicks(c: Ctx, s: Service): void {
  const r = c.r;
  const e = c.e;
  switch (s.role) {
    case "booking":
      every(c, r.int(25000, 45000), 5000, (t) =>
        c.emit({
          t,
          svc: s,
          level: "info",
          msg: `outbox relay published ${r.int(1, 9)} event(s) to appointments.v1 (lag ${r.int(40, 900)}ms)`,
          logger: lg(s, "outbox.OutboxRelay"),
        }),
      );
      every(c, 60000, 3000, (t) => {
        const p = r.int(0, 5);
        c.emit({
          t,
          svc: s,
          level: "info",
          msg: `checkpoint: committed offsets for deposits.v1 partition ${p} at ${r.int(120000, 190000)}`,
          logger: lg(s, "events.DepositConsumer"),
        });
      });
      break;
    case "auth":
      every(c, 300000, 10000, (t) =>
        c.emit({
          t,
          svc: s,
          level: s.runtime === "keycloak" ? "debug" : "info",
          msg:
            s.runtime === "keycloak"
              ? "Cleared expired user sessions in realm studio (took 38 ms)"
              : `signing keys refreshed: ${r.int(2, 3)} active, next rotation in ${r.int(2, 29)}d`,
          logger:
            s.runtime === "keycloak"
              ? "org.keycloak.services.scheduled.ClearExpiredUserSessions"
              : lg(s, "Keys.KeyRing"),
        }),
      );
      break;
    case "aftercare": {
      every(c, r.int(15000, 40000), 8000, (t) => {
        const appt = apptId(r, e);
        const dn = r.pick([1, 3, 7, 14, 28]);
        const viaSms = r.chance(0.7) && !c.blocked("sms", t);
        const id = viaSms ? `SM${r.hex(32)}` : `<${r.hex(16)}@${e.mailVendor.host}>`;
        c.emit({
          t,
          svc: s,
          level: "info",
          msg: `aftercare day-${dn} ${viaSms ? `SMS to ${phone(r, e)} via ${e.smsVendor.name}` : `email to ${email(r)} via ${e.mailVendor.name}`} queued appt=${appt}`,
          logger: lg(s, "dispatch"),
        });
        c.emit({
          t: t + r.int(200, 900),
          svc: s,
          level: "info",
          msg: `${viaSms ? e.smsVendor.name : e.mailVendor.name} accepted message ${id}`,
          logger: lg(s, "providers"),
        });
        if (viaSms && t + 20000 < c.t1)
          c.emit({
            t: t + r.int(4000, 20000),
            svc: s,
            level: "info",
            msg: `delivery receipt ${id} status=delivered`,
            logger: lg(s, "receipts"),
          });
      });
      break;
    }
    case "steril":
      autoclaves(c, s);
      break;
    case "stock":
      every(c, 300000, 20000, (t) =>
        c.emit({
          t,
          svc: s,
          level: "info",
          msg: `stock snapshot written: ${r.int(380, 460)} SKUs across ${e.studios.length} studios, ${r.int(0, 4)} below par`,
          logger: lg(s, "snapshot.SnapshotJob"),
        }),
      );
      break;
    case "worker":
      every(
        c,
        60000,
        500,
        (t) => {
          const n = r.int(0, 18);
          c.emit({
            t,
            svc: s,
            level: "info",
            msg: schedLine(s, "reminder_dispatch", "start"),
            logger: lg(s, "scheduler"),
          });
          c.emit({
            t: t + r.int(300, 2500),
            svc: s,
            level: "info",
            msg: `reminder_dispatch: ${n} reminders due, ${n} sent`,
            logger: lg(s, "jobs"),
          });
        },
        r.int(100, 2000),
      );
      every(c, 300000, 1000, (t) => {
        c.emit({
          t,
          svc: s,
          level: "info",
          msg: schedLine(s, "deposit_reconcile", "start"),
          logger: lg(s, "scheduler"),
        });
        c.emit({
          t: t + r.int(2000, 9000),
          svc: s,
          level: "info",
          msg: `deposit_reconcile: ${r.int(20, 90)} intents checked against ${e.payVendor.name}, 0 mismatches`,
          logger: lg(s, "jobs"),
        });
      });
      break;
    case "portfolio":
      every(c, 60000, 2000, (t) =>
        c.emit({
          t,
          svc: s,
          level: "info",
          msg: `variant cache: hits=${r.int(200, 900)} misses=${r.int(10, 90)} evictions=${r.int(0, 20)} size=${r.int(600, 1900)}MiB`,
        }),
      );
      break;
    default:
      break;
  }
}

function schedLine(s: Service, job: string, _what: string): string {
  if (s.runtime === "ruby")
    return `Cron: enqueued ${job} (${job.replace(/(^|_)(\w)/g, (_a, _b, ch: string) => ch.toUpperCase())}Job)`;
  return `Running job "${job} (trigger: cron[minute='*'], next run in 0:01:00)"`;
}

function autoclaves(c: Ctx, s: Service): void {
  const r = c.r;
  const e = c.e;
  for (const ac of e.autoclaves) {
    let t = c.t0 - r.int(0, 40) * 60000;
    let cycle = r.int(3000, 9000);
    while (t < c.t1) {
      const phases: Array<[string, number, () => string]> = [
        ["prevacuum", 6, () => `pressure=${r.float(0.08, 0.9).toFixed(2)}bar temp=${r.float(60, 98).toFixed(1)}C`],
        ["heat-up", 7, () => `pressure=${r.float(1.2, 2.0).toFixed(2)}bar temp=${r.float(105, 132).toFixed(1)}C`],
        [
          "sterilise",
          4,
          () => `pressure=${r.float(2.1, 2.25).toFixed(2)}bar temp=${r.float(134.1, 135.6).toFixed(1)}C hold`,
        ],
        ["dry", 18, () => `pressure=${r.float(0.1, 0.6).toFixed(2)}bar temp=${r.float(80, 110).toFixed(1)}C`],
      ];
      const start = t;
      if (start >= c.t0 && start < c.t1)
        c.emit({
          t: start,
          svc: s,
          level: "info",
          msg: `${ac} cycle ${cycle} started program=B-134 load=${r.pick(["wrapped instruments", "tubes+grips", "piercing tools", "mixed load"])} operator=${r.pick(["staff-02", "staff-07", "staff-11", "staff-14"])}`,
          logger: lg(s, "Cycles.CycleMonitor"),
        });
      let pt = start;
      for (const [ph, mins, tele] of phases) {
        for (let k = 0; k < mins; k++) {
          const tt = pt + k * 60000 + r.int(0, 800);
          if (tt >= c.t0 && tt < c.t1)
            c.emit({
              t: tt,
              svc: s,
              level: "debug",
              msg: `${ac} cycle ${cycle} phase=${ph} ${tele()}`,
              logger: lg(s, "Telemetry.Reader"),
            });
        }
        pt += mins * 60000;
      }
      if (pt >= c.t0 && pt < c.t1)
        c.emit({
          t: pt,
          svc: s,
          level: "info",
          msg: `${ac} cycle ${cycle} complete: PASS (max 135.${r.int(0, 6)}C, hold 4m0${r.int(0, 9)}s, ${r.int(9, 24)} pouches)`,
          logger: lg(s, "Cycles.CycleMonitor"),
        });
      t = pt + r.int(5, 40) * 60000;
      cycle++;
    }
  }
}

/** The share of ordinary flows that are of this kind in this window. */
export function flowShare(c: Ctx, kind: string): number {
  const kinds = FLOW_KINDS.filter(([, , roles]) => roles.every((x) => c.present.has(x)));
  const total = kinds.reduce((s, [, w]) => s + w, 0);
  return (kinds.find(([k]) => k === kind)?.[1] ?? 0) / total;
}
