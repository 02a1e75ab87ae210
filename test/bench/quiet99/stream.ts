// The normal life of an estate over a window: donation traffic, probes, periodic jobs, one noisy service,
// deprecation warnings, retries that succeed and an unrelated rollout.

import {
  access,
  campaign,
  DEPRECATIONS,
  donorId,
  type Estate,
  email,
  money,
  msisdn,
  probe,
  type Role,
  type Runtime,
} from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type FlowKind = "donate" | "regular" | "declare" | "p2p" | "sms";
export const FLOW_PATH: Record<FlowKind, Role[]> = {
  donate: ["web", "api", "fraud", "cards"],
  regular: ["web", "api", "dd"],
  declare: ["web", "api", "giftaid"],
  p2p: ["web", "p2p", "api", "fraud", "cards"],
  sms: ["sms", "api", "cards"],
};

export interface Ctx {
  rng: Rng;
  est: Estate;
  roles: Role[];
  start: number;
  end: number;
  evs: Ev[];
  /** per role, periods in which its ordinary lines stop */
  silent: Partial<Record<Role, Array<[number, number]>>>;
  /** an incident takes over the requests it breaks */
  onFlow?: (kind: FlowKind, t: number, trace: string | undefined) => boolean;
}

export const has = (c: Ctx, r: Role) => c.roles.includes(r);
export const nm = (c: Ctx, r: Role) => c.est.names[r];
export const rt = (c: Ctx, r: Role): Runtime => c.est.rt[r];
export const isSilent = (c: Ctx, r: Role, t: number) => (c.silent[r] ?? []).some(([a, b]) => t >= a && t < b);

export function emit(c: Ctx, r: Role, t: number, level: Level, msg: string, extra: Partial<Ev> = {}): void {
  if (t < c.start || t >= c.end) return;
  c.evs.push({ t, svc: nm(c, r), level, msg, ...extra });
}
/** ordinary lines: dropped while the role is silent */
export function norm(c: Ctx, r: Role, t: number, level: Level, msg: string, trace?: string): void {
  if (!has(c, r) || isSilent(c, r, t)) return;
  emit(c, r, t, level, msg, trace ? { trace } : {});
}
export const newTrace = (c: Ctx): string | undefined =>
  c.est.traces ? (c.est.key === "oakridge" ? c.rng.hex(32) : c.rng.hex(16)) : undefined;

export const pi = (rng: Rng) => `pi_3Q${rng.hex(4).toUpperCase()}${rng.hex(8)}${rng.hex(6).toUpperCase()}`;
export const donation = (rng: Rng) => `don_${rng.hex(10)}`;
export const pence = (amt: string) => String(Math.round(Number(amt) * 100));

function webPath(kind: FlowKind, c: Ctx): string {
  switch (kind) {
    case "donate":
      return c.rng.pick(["/donate/checkout", "/donate/checkout", "/donate/confirm"]);
    case "regular":
      return "/donate/monthly/confirm";
    case "declare":
      return "/giftaid/declaration";
    case "p2p":
      return `/fundraising/${c.rng.pick(["sam", "priya", "team-bristol", "dave-and-jo", "the-harpers", "ella"])}-${c.rng.pick(["runs-london-2026", "ride100", "skydive", "shaves-for-oakridge", "great-north-run"])}/donate`;
    case "sms":
      return "";
  }
}

/** A request that went fine, logged by every role it touched. */
export function okFlow(c: Ctx, kind: FlowKind, t: number, trace: string | undefined): void {
  const { rng, est } = c;
  const amt = money(rng);
  const id = donation(rng);
  let at = t;
  const step = () => (at += rng.int(3, 60));
  if (kind === "sms") {
    norm(
      c,
      "sms",
      at,
      "info",
      `MO received shortcode=${est.shortcode} keyword=${est.keyword}${rng.pick(["5", "10", "3", "20"])} msisdn=${msisdn(rng)}`,
      trace,
    );
  }
  if (kind === "p2p")
    norm(
      c,
      "p2p",
      step(),
      "info",
      `page ${rng.int(10000, 99999)} donation intent created, totaliser £${rng.int(40, 4000)} of £${rng.pick([500, 1000, 2000, 2500])}`,
      trace,
    );
  if (kind !== "sms" || has(c, "api"))
    norm(
      c,
      "api",
      step(),
      "info",
      `donation ${id} created amount=${amt} GBP campaign=${campaign(rng)} source=${kind === "sms" ? "sms" : "web"}${kind === "regular" ? " frequency=monthly" : ""}`,
      trace,
    );
  if (kind === "donate" || kind === "p2p")
    norm(
      c,
      "fraud",
      step(),
      "info",
      `score=${rng.int(1, 38)} decision=allow donation=${id} amount=${amt} rules=[velocity_ok,bin_country_ok,email_age_ok]`,
      trace,
    );
  if (kind === "donate" || kind === "p2p" || kind === "sms") {
    const st = step() + rng.int(150, 700);
    at = st;
    if (kind === "sms")
      norm(
        c,
        "cards",
        st,
        "info",
        `carrier billing charge ok donation=${id} amount=${pence(amt)} network=${rng.pick(["EE", "O2", "VODAFONE", "THREE"])}`,
        trace,
      );
    else
      norm(
        c,
        "cards",
        st,
        "info",
        `PaymentIntent ${pi(rng)} succeeded amount=${pence(amt)} currency=gbp 3ds=${rng.pick(["frictionless", "challenge", "exempt"])}`,
        trace,
      );
  }
  if (kind === "regular")
    norm(
      c,
      "dd",
      step() + rng.int(40, 200),
      "info",
      `mandate DDI-${rng.digits(8)} lodged via AUDDIS 0N first_collection=2026-12-${rng.pick(["01", "08", "15", "22"])} amount=${amt}`,
      trace,
    );
  if (kind === "declare")
    norm(
      c,
      "giftaid",
      step() + rng.int(20, 90),
      "info",
      `declaration GAD-${rng.digits(7)} recorded donor=${donorId(rng)} type=enduring backdated=4y`,
      trace,
    );
  if (kind === "sms") norm(c, "sms", step(), "info", `MT sent "Thank you for your £${amt} gift" status=DELIVRD`, trace);
  else {
    const status = kind === "p2p" || rng.chance(0.5) ? 200 : 201;
    norm(
      c,
      "web",
      step(),
      "info",
      access(rng, rt(c, "web"), "POST", webPath(kind, c), status, at - t + rng.int(5, 40)),
      trace,
    );
  }
  if (kind !== "declare" && rng.chance(0.8))
    norm(
      c,
      "mail",
      at + rng.int(1500, 9000),
      "info",
      `${est.mailVendor} accepted ${rng.pick(["thank-you", "thank-you", "receipt", "welcome-regular"])} to ${email(rng)} id=<${rng.hex(12)}@mail.${est.key}.org.uk>`,
    );
}

export interface Background {
  reqPerMin: number;
  noisy: { role: Role; level: Level; everyMs: number; msg: (rng: Rng) => string };
  deploy: { role: Role; at: number };
}

/** All the ordinary traffic and housekeeping of a window. */
export function background(c: Ctx, bg: Background): void {
  const { rng } = c;
  const kinds: FlowKind[] = ["donate", "donate", "donate", "donate", "regular", "declare"];
  if (has(c, "p2p")) kinds.push("p2p", "p2p");
  if (has(c, "sms")) kinds.push("sms");
  const usable = kinds.filter((k) => FLOW_PATH[k].every((r) => has(c, r) || r === "sms" || r === "p2p"));
  for (let t = c.start + rng.int(0, 800); t < c.end; t += rng.gap(60000 / bg.reqPerMin)) {
    const kind = rng.pick(usable);
    const trace = newTrace(c);
    if (c.onFlow?.(kind, t, trace)) continue;
    okFlow(c, kind, t, trace);
    if (has(c, "web") && rng.chance(0.35))
      norm(
        c,
        "web",
        t + rng.int(0, 900),
        "info",
        access(
          rng,
          rt(c, "web"),
          "GET",
          rng.pick(["/", "/donate", "/donate/monthly", "/appeal/winter", "/static/app.js"]),
          200,
          rng.int(2, 90),
        ),
      );
  }
  // kube probes
  for (const r of c.roles) {
    const every = rng.int(10, 20) * 1000;
    for (let t = c.start + rng.int(0, every); t < c.end; t += every + rng.int(-150, 150)) {
      if (rng.chance(0.4)) norm(c, r, t, "info", probe(rng, rt(c, r)));
    }
  }
  periodic(c);
  // noisy service from the first minute
  for (let t = c.start + rng.int(500, 20000); t < c.end; t += rng.gap(bg.noisy.everyMs))
    norm(c, bg.noisy.role, t, bg.noisy.level, bg.noisy.msg(rng));
  // deprecation warnings at start and now and then
  for (const r of c.roles) {
    if (!rng.chance(0.5)) continue;
    const msgs = DEPRECATIONS[rt(c, r)];
    norm(c, r, c.start + rng.int(100, 60000), "warn", rng.pick(msgs));
  }
  // retries that succeed
  for (let t = c.start + rng.int(20000, 90000); t < c.end; t += rng.int(60000, 180000)) retryOk(c, t);
  rollout(c, bg.deploy.role, bg.deploy.at);
}

function periodic(c: Ctx): void {
  const { rng, est } = c;
  const crmObj = est.crmVendor === "salesforce" ? "Contact/Opportunity" : "contact/msnfp_transaction";
  for (let t = c.start + rng.int(1000, 30000); t < c.end; t += rng.int(28000, 32000)) {
    const n = rng.int(6, 80);
    norm(
      c,
      "crm",
      t,
      "info",
      est.crmVendor === "salesforce"
        ? `upsert ${crmObj}: ${n} ok, 0 failed via Bulk API 2.0 job 750${rng.hex(3)}00000${rng.hex(4).toUpperCase()} (${(rng.next() * 3 + 0.4).toFixed(1)}s)`
        : `ExecuteMultiple ${crmObj}: ${n} upserts ok in ${rng.int(300, 2900)}ms`,
    );
  }
  for (let t = c.start + rng.int(1000, 15000); t < c.end; t += rng.int(14000, 16000))
    norm(c, "mail", t, "info", `queue poll: ${rng.int(0, 40)} messages claimed, ${rng.int(0, 3)} deferred`);
  for (let t = c.start + rng.int(5000, 60000); t < c.end; t += 60000)
    norm(c, "dd", t, "info", `collection scheduler tick: next Bacs submission window 2026-12-0${rng.int(1, 4)} 21:30`);
  for (let t = c.start + rng.int(5000, 100000); t < c.end; t += 120000)
    norm(c, "giftaid", t, "info", `claim builder: ${rng.int(40, 900)} eligible donations queued for next R68 claim`);
  for (let t = c.start + rng.int(3000, 40000); t < c.end; t += rng.int(40000, 50000))
    norm(
      c,
      "fraud",
      t,
      "info",
      `rules reloaded from cache: ${rng.int(140, 160)} rules, ${rng.int(2000, 2600)} blocked BINs`,
    );
  for (let t = c.start + rng.int(3000, 30000); t < c.end; t += 30000)
    norm(c, "p2p", t, "info", `totaliser cache refreshed for ${rng.int(200, 1400)} pages`);
  for (let t = c.start + rng.int(2000, 30000); t < c.end; t += 30000)
    norm(
      c,
      "sms",
      t,
      "info",
      `enquire_link ok bind=transceiver smsc=${rng.pick(["aggregator-a", "aggregator-b"])} rtt=${rng.int(8, 60)}ms`,
    );
}

function retryOk(c: Ctx, t: number): void {
  const { rng, est } = c;
  const opts: Array<() => void> = [];
  if (has(c, "crm"))
    opts.push(() => {
      norm(
        c,
        "crm",
        t,
        "warn",
        est.crmVendor === "salesforce"
          ? "Salesforce returned 503 Service Unavailable for /services/data/v59.0/composite/sobjects, retrying in 2s (attempt 1/5)"
          : "Dataverse returned 429 (Number of requests exceeded the limit of 6000 over time window of 300 seconds), Retry-After 4s",
      );
      norm(c, "crm", t + rng.int(2100, 4500), "info", "retry succeeded, batch committed");
    });
  if (has(c, "mail"))
    opts.push(() => {
      norm(c, "mail", t, "warn", `${est.mailVendor} API timeout after 10000ms, will retry (attempt 1 of 3)`);
      norm(
        c,
        "mail",
        t + rng.int(11000, 13000),
        "info",
        `${est.mailVendor} batch accepted on retry (${rng.int(10, 90)} messages)`,
      );
    });
  if (has(c, "cards"))
    opts.push(() => {
      norm(
        c,
        "cards",
        t,
        "warn",
        "idempotent retry of POST /v1/payment_intents after connection reset (Idempotency-Key reused)",
      );
      norm(
        c,
        "cards",
        t + rng.int(200, 900),
        "info",
        `PaymentIntent ${pi(rng)} succeeded amount=${pence(money(rng))} currency=gbp 3ds=frictionless`,
      );
    });
  if (opts.length) rng.pick(opts)();
}

/** A rolling restart or config reload of a role, the way the runtime announces it. */
export function rollout(c: Ctx, r: Role, at: number): void {
  const { rng } = c;
  if (!has(c, r)) return;
  const v = `${rng.int(1, 6)}.${rng.int(0, 40)}.${rng.int(0, 9)}`;
  const sha = rng.hex(7);
  const lines: Record<Runtime, string[]> = {
    node: [
      "SIGTERM received, draining connections",
      `server listening on :3000 (release ${v}+${sha}, NODE_ENV=production)`,
    ],
    java: [
      "Commencing graceful shutdown. Waiting for active requests to complete",
      `Started Application in ${(rng.next() * 9 + 6).toFixed(3)} seconds (process running for ${(rng.next() * 9 + 8).toFixed(3)}) version=${v}`,
    ],
    go: ["shutting down: signal terminated", `starting version=${v} commit=${sha} listen=:8080`],
    python: ["Handling signal: term", `Booting worker with pid: ${rng.int(7, 60)} (release ${v})`],
    ruby: [
      "- Gracefully stopping, waiting for requests to finish",
      `* Puma version: 6.4.2 (ruby 3.3.0-p0) ("The Eagle of Durango") release=${v}`,
    ],
    dotnet: ["Application is shutting down...", `Application started. Hosting environment: Production; release ${v}`],
    cpp: ["caught SIGHUP, reloading configuration", `configuration reloaded (${rng.int(20, 60)} keys)`],
  };
  const [a, b] = lines[rt(c, r)];
  emit(c, r, at, "info", a);
  emit(c, r, at + rng.int(4000, 15000), "info", b);
  if (rng.chance(0.5))
    emit(
      c,
      r,
      at + rng.int(16000, 20000),
      "info",
      `config reloaded: feature flags ${rng.int(20, 60)} (+${rng.int(0, 2)} changed)`,
    );
}
