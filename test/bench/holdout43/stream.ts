// One aggregated stream: the scenario context (emit, every), the estate's always-there identity background
// (typos, refreshes, expired sessions, 403s, JWKS refreshes, lease renewals, health checks, jobs, deprecations,
// retries that succeed, a noisy service), per-service clock skew, sorted by printed time, rendered in one format.
import type { Estate, Role } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export class Ctx {
  readonly events: Printed[] = [];
  readonly skew = new Map<string, number>();
  readonly used = new Set<Role>();
  /** roles that print nothing in [from, to) (a hung process) */
  readonly muted = new Map<Role, [number, number]>();
  /** roles whose ordinary successes stop in [from, to) (the scenario prints their failures) */
  readonly down = new Map<Role, [number, number]>();
  constructor(
    readonly rng: Rng,
    readonly e: Estate,
    /** window start, fault start, window end (true time, epoch ms) */
    readonly start: number,
    readonly t0: number,
    readonly end: number,
    /** mean gap of a busy request stream, ms */
    readonly gap: number,
  ) {}
  s(role: Role): string {
    this.used.add(role);
    return this.e.svc[role];
  }
  tr(): string {
    return this.rng.hex(12);
  }
  emit(t: number, role: Role, level: Level, msg: string, stack?: string[], trace?: string): void {
    const svc = this.s(role);
    if (!this.skew.has(svc)) this.skew.set(svc, this.rng.int(-280, 280));
    if (t < this.start || t > this.end) return;
    const m = this.muted.get(role);
    if (m && t >= m[0] && t < m[1]) return;
    this.events.push({ ts: Math.round(t + (this.skew.get(svc) ?? 0)), svc, level, msg, stack, trace });
  }
  /** events on `role` from..to with mean gap `gapMs` (exponential); fn emits itself or returns [level, msg] */
  every(role: Role, from: number, to: number, gapMs: number, fn: (t: number, i: number) => unknown): void {
    let t = from + this.rng.next() * gapMs;
    let i = 0;
    while (t < to) {
      const r = fn(t, i++);
      if (Array.isArray(r)) this.emit(t, role, r[0] as Level, r[1] as string);
      t += -Math.log(1 - this.rng.next() * 0.999) * gapMs;
    }
  }
  isDown(role: Role, t: number): boolean {
    const d = this.down.get(role);
    return !!d && t >= d[0] && t < d[1];
  }
  ip(): string {
    const r = this.rng;
    return r.pick([
      `10.${r.int(0, 40)}.${r.int(0, 255)}.${r.int(2, 254)}`,
      `${r.int(24, 220)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(2, 254)}`,
    ]);
  }
  user(): string {
    const r = this.rng;
    return `${r.pick(["a", "j", "m", "s", "k", "l", "t", "r", "n", "e"])}${r.pick(["smith", "nguyen", "devries", "okafor", "rossi", "kowalski", "garcia", "tanaka", "murphy", "haddad", "berg", "costa"])}${r.chance(0.4) ? r.int(1, 99) : ""}`;
  }
}

const NODE_DEPRECATIONS = [
  "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
];

export function idpLogin(c: Ctx, t: number, ok: boolean, user = c.user(), ip = c.ip()): void {
  const r = c.rng;
  const client = r.pick(["web-portal", "mobile-app", "admin-console", c.e.svc.app3]);
  switch (c.e.idpKind) {
    case "keycloak":
      if (ok)
        c.emit(
          t,
          "idp",
          "info",
          `type=LOGIN, realmId=${c.e.realm}, clientId=${client}, userId=${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}, ipAddress=${ip}, auth_method=openid-connect, username=${user}`,
        );
      else
        c.emit(
          t,
          "idp",
          "warn",
          `type=LOGIN_ERROR, realmId=${c.e.realm}, clientId=${client}, userId=null, ipAddress=${ip}, error=${r.chance(0.8) ? "invalid_user_credentials" : "user_not_found"}, auth_method=openid-connect, username=${user}`,
        );
      break;
    case "dex":
      if (ok)
        c.emit(
          t,
          "idp",
          "info",
          `login successful: connector "ldap", username="${user}", preferred_username="", email="${user}@${c.e.domain}", groups=["staff"]`,
        );
      else c.emit(t, "idp", "error", `Failed to login user: ldap: invalid password for user "${user}"`);
      break;
    case "auth0":
      if (ok)
        c.emit(
          t,
          "idp",
          "info",
          `event=s connection=Username-Password-Authentication client=${client} user=${user}@mail.example ip=${ip} description="Successful login"`,
        );
      else
        c.emit(
          t,
          "idp",
          "warn",
          `event=fp connection=Username-Password-Authentication client=${client} user=${user}@mail.example ip=${ip} description="Wrong email or password."`,
        );
      break;
    case "okta":
      if (ok)
        c.emit(
          t,
          "idp",
          "info",
          `eventType=user.session.start outcome=SUCCESS actor=${user}@${c.e.domain} client.ip=${ip}`,
        );
      else
        c.emit(
          t,
          "idp",
          "warn",
          `eventType=user.session.start outcome=FAILURE reason=INVALID_CREDENTIALS actor=${user}@${c.e.domain} client.ip=${ip}`,
        );
      break;
  }
}

/** The background every window has, before, during and after any fault. */
export function background(c: Ctx, quiet: Set<Role> = new Set()): void {
  const r = c.rng;
  const { start, end, gap } = c;
  const on = (role: Role) => !quiet.has(role);
  const apps = ["app1", "app2", "app3"] as const;
  const paths: Record<string, string> = { app1: "/api/v1/quotes", app2: "/api/v1/items", app3: "/bff/home" };
  // user traffic through the gateway to the apps
  c.every("gw", start, end, gap, (t) => {
    const a = r.pick(apps);
    const tr = c.tr();
    const ms = r.int(12, 240);
    if (c.isDown(a, t) || c.isDown("gw", t)) return;
    if (on(a)) c.emit(t - ms + 5, a, "info", c.e.biz[a](r), undefined, tr);
    if (c.used.has("policy") && on("policy") && r.chance(0.3))
      c.emit(
        t - ms + 2,
        "policy",
        "info",
        `decision_id=${r.hex(8)}-${r.hex(4)} path=authz/allow result=true input.sub=${c.user()} took=${r.int(1, 6)}ms`,
      );
    if (on("gw"))
      c.emit(
        t,
        "gw",
        "info",
        `${r.pick(["GET", "GET", "POST"])} ${paths[a]}/${r.int(1000, 99999)} 200 ${ms}ms upstream=${c.e.svc[a]}`,
        undefined,
        tr,
      );
  });
  // a steady trickle of identity noise
  if (on("idp"))
    c.every("idp", start, end, gap * 4, (t) => {
      const x = r.next();
      if (x < 0.55) idpLogin(c, t, true);
      else if (x < 0.75) idpLogin(c, t, false);
      else if (x < 0.95)
        return [
          "info",
          c.e.idpKind === "keycloak"
            ? `type=REFRESH_TOKEN, realmId=${c.e.realm}, clientId=mobile-app, userId=${r.hex(8)}-${r.hex(4)}, ipAddress=${c.ip()}`
            : `token refreshed for client mobile-app sub=${r.hex(16)} (expires_in=300)`,
        ];
      else return ["info", `logout: session ${r.hex(16)} ended by user`];
    });
  if (on("gw"))
    c.every("gw", start, end, gap * 9, () => {
      const x = r.next();
      if (x < 0.45)
        return [
          "warn",
          `401 Unauthorized GET /api/v1/me: JWT expired (exp ${r.int(3, 900)}s ago), client told to refresh`,
        ];
      if (x < 0.7)
        return ["info", `302 GET /account -> https://sso.${c.e.domain}/login?return_to=%2Faccount (session expired)`];
      if (x < 0.9)
        return ["warn", `403 Forbidden POST /api/v1/admin/users: user ${c.user()} lacks role 'admin' (has: user)`];
      return ["info", `POST /oauth/token grant_type=refresh_token 200 ${r.int(20, 90)}ms`];
    });
  // periodic jobs
  if (on("gw"))
    c.every("gw", start, end, 300000, () => [
      "info",
      `JWKS cache refreshed from https://sso.${c.e.domain}/.well-known/jwks.json (3 keys, kid=${r.hex(8)} current)`,
    ]);
  if (c.used.has("vault") && on("vault"))
    c.every("vault", start, end, 45000, () => [
      "info",
      `expiration: lease renewed: lease_id=database/creds/${c.e.db}-rw/${r.hex(24)} ttl=1h`,
    ]);
  if (c.used.has("redis") && on("redis"))
    c.every("redis", start, end, 60000, (t) => {
      c.emit(t, "redis", "info", "1:M * 100 changes in 60 seconds. Saving...");
      c.emit(t + 40, "redis", "info", `1:C * DB saved on disk`);
      c.emit(t + 120, "redis", "info", "1:M * Background saving terminated with success");
    });
  if (c.used.has("ldap") && on("ldap"))
    c.every("ldap", start, end, gap * 12, () => {
      const u = c.user();
      return r.chance(0.85)
        ? [
            "info",
            `conn=${r.int(1000, 9999)} op=1 BIND dn="uid=${u},ou=people,dc=${c.e.realm},dc=example" method=128 mech=SIMPLE ssf=0 err=0`,
          ]
        : ["info", `conn=${r.int(1000, 9999)} op=1 RESULT tag=97 err=49 text=Invalid credentials (uid=${u})`];
    });
  if (c.used.has("mesh") && on("mesh"))
    c.every("mesh", start, end, 20000, () =>
      r.chance(0.5)
        ? [
            "info",
            `ads\tPush debounce stable[${r.int(10, 400)}] 1 for config ServiceEntry: ${r.int(50, 800)}ms since last change`,
          ]
        : [
            "info",
            `ca\tCSR signed for spiffe://cluster.local/ns/${c.e.namespace}/sa/${c.e.svc[r.pick(apps)]} (ttl 24h)`,
          ],
    );
  if (c.used.has("notifier") && on("notifier"))
    c.every("notifier", start, end, gap * 20, () => [
      "info",
      `sent OTP via sms to +44*******${r.int(10, 99)} (provider message id SM${r.hex(14)})`,
    ]);
  if (c.used.has("waf") && on("waf"))
    c.every("waf", start, end, gap * 15, () =>
      r.chance(0.9)
        ? ["info", `allow rule=default client=${c.ip()} uri=/login method=POST`]
        : ["warn", `block rule=942100 (SQL injection attempt) client=${c.ip()} uri=/search`],
    );
  // the noisy service's constant harmless complaint
  const n = c.e.noisy;
  c.every(n.role, start, end, r.int(6000, 15000), () => [n.level, n.msg(r)]);
  // deprecation warnings and a retry that succeeds
  c.every("gw", start, end, 240000, () => ["warn", r.pick(NODE_DEPRECATIONS)]);
  c.every("app1", start, end, 150000, (t) => {
    const tr = c.tr();
    c.emit(t, "app1", "warn", `retrying call to ${c.e.svc.app2} (attempt 2/3) after ECONNRESET`, undefined, tr);
    c.emit(t + r.int(100, 400), "app1", "info", `call to ${c.e.svc.app2} succeeded on attempt 2`, undefined, tr);
  });
  // health checks
  for (const role of Object.keys(c.e.svc) as Role[]) {
    if (!c.used.has(role) || !on(role)) continue;
    c.every(role, start, end, 5000, (_t, i) =>
      i % 3 === 0 ? ["info", "GET /healthz 200 1ms kube-probe/1.29"] : undefined,
    );
  }
}

export function renderStream(c: Ctx, fmt: Format): string[] {
  const ev = [...c.events].sort((a, b) => a.ts - b.ts);
  const width = Math.max(...ev.map((e) => e.svc.length + 2)) + 1;
  return ev.flatMap((e) => render(fmt, e, width, c.e.namespace));
}
