// Ordinary life of a telecom estate: calls, registrations, SMS, portability dips, API calls, health checks, periodic
// jobs, a noisy service, deprecation warnings, retries that succeed, and the internet's constant SIP scanning.
import type { Role } from "./estates.js";
import type { Ctx } from "./stream.js";

const SCANNER_UA = ["friendly-scanner", "sipvicious", "VaxSIPUserAgent/3.1", "sipcli/v1.8", "PortSIP VoIP SDK 11.2"];

function call(c: Ctx, t: number): void {
  if (c.down("pbx", t)) return;
  const r = c.r;
  const ci = c.callId();
  const from = c.phone();
  const to = c.phone();
  const ext = c.ext();
  const inbound = r.chance(0.5);
  const dur = r.int(2000, 9000);
  c.bg(
    "proxy",
    t,
    "info",
    inbound
      ? `INVITE sip:${to}@${c.e.domain} from sip:${from}@${c.e.carrier} ci=${ci} -> routed to ${c.name("pbx")}`
      : `INVITE sip:${to}@${c.e.carrier} from sip:${ext}@${c.e.domain} ci=${ci} -> trunk ${c.e.carrier}`,
  );
  if (r.chance(0.4))
    c.bg(
      "lnp",
      t + 8,
      "info",
      `dip ${to}: lrn=${to.slice(0, 8)}0000 ported=${r.chance(0.2)} (cache ${r.pick(["hit", "hit", "miss"])})`,
    );
  c.bg(
    "pbx",
    t + r.int(20, 60),
    "info",
    `    -- Executing [${inbound ? to : ext}@${inbound ? "from-trunk" : "from-internal"}:1] Dial("PJSIP/${inbound ? "carrier" : ext}-000${r.hex(5)}", "PJSIP/${inbound ? ext : "carrier"},45,tT") in new stack`,
  );
  c.bg(
    "media",
    t + r.int(60, 120),
    "info",
    `[${ci}]: [core] Creating new call, offer from ${c.pubIp()}:${r.int(10000, 60000)}, ports ${2 * r.int(15000, 29999)}`,
  );
  const outcome = r.next();
  const end = t + dur;
  if (outcome < 0.72) {
    c.bg("proxy", t + r.int(300, 1500), "info", `SIP/2.0 200 OK for INVITE ci=${ci} (setup ${r.int(280, 1900)}ms)`);
    c.bg("proxy", end, "info", `BYE ci=${ci} -> 200 OK, duration ${r.int(4, 900)}s`);
    c.bg(
      "media",
      end + r.int(5, 40),
      "info",
      `[${ci}]: [core] Final packet stats: ${r.int(200, 40000)} packets, loss 0.${r.int(0, 4)}%, jitter ${r.int(1, 18)}ms`,
    );
    c.bg(
      "pbx",
      end + r.int(5, 30),
      "info",
      `  == Spawn extension (from-internal, ${ext}, 1) exited non-zero on 'PJSIP/${ext}-000${r.hex(5)}'`,
    );
  } else if (outcome < 0.84) {
    c.bg("proxy", t + r.int(2000, 8000), "info", `SIP/2.0 486 Busy Here for INVITE ci=${ci}`);
  } else if (outcome < 0.94) {
    c.bg("proxy", t + r.int(2000, 8000), "info", `CANCEL ci=${ci} -> SIP/2.0 487 Request Terminated`);
  } else {
    c.bg(
      "proxy",
      t + r.int(200, 900),
      "info",
      `SIP/2.0 404 Not Found from ${c.e.carrier} for INVITE sip:${to.slice(0, -2)}@${c.e.carrier} ci=${ci} (number does not exist)`,
    );
  }
}

function registration(c: Ctx, t: number): void {
  const role: Role = c.has("registrar") ? "registrar" : "proxy";
  c.bg(
    role,
    t,
    "info",
    `REGISTER sip:${c.ext()}@${c.e.domain} from ${c.pubIp()}:${c.r.int(1024, 65000)} -> 200 OK expires=${c.r.pick([300, 600, 3600])} contacts=1`,
  );
}

function sms(c: Ctx, t: number): void {
  if (c.down("sms", t)) return;
  const r = c.r;
  const tr = c.trace();
  const dst = c.phone();
  c.bg("api", t, "info", `POST /v1/messages -> 202 in ${r.int(12, 90)}ms`, { trace: tr });
  const seq = r.int(10000, 999999);
  c.bg(
    "sms",
    t + r.int(10, 40),
    "info",
    `submit_sm seq=${seq} dst=${dst} -> submit_sm_resp ESME_ROK message_id=${r.hex(10)}`,
    { trace: tr },
  );
  if (r.chance(0.7))
    c.bg("sms", t + r.int(1500, 9000), "info", `deliver_sm receipt id:${r.hex(10)} stat:DELIVRD err:000 dst=${dst}`);
}

function apiCall(c: Ctx, t: number): void {
  const r = c.r;
  const path = r.pick([
    "/v1/calls?limit=50",
    "/v1/numbers",
    "/v1/numbers/search?area=415",
    "/v1/recordings",
    "/v1/usage/daily",
    "/v1/sip-trunks",
  ]);
  const method = r.chance(0.8) ? "GET" : "POST";
  c.bg(
    "api",
    t,
    "info",
    `${method} ${path} -> ${method === "POST" ? 201 : 200} in ${r.int(8, 240)}ms account=AC${r.hex(6)}`,
    { trace: c.trace() },
  );
}

function webrtc(c: Ctx, t: number): void {
  if (c.down("signal", t)) return;
  const r = c.r;
  const sid = r.hex(8);
  c.bg("signal", t, "info", `ws session ${sid} joined room conf-${r.int(100, 999)} (peers=${r.int(2, 6)})`);
  c.bg("signal", t + r.int(100, 600), "info", `relayed offer/answer for session ${sid}, ice candidates=${r.int(2, 9)}`);
  c.bg(
    "turn",
    t + r.int(200, 900),
    "info",
    `session 00${r.int(1, 9)}000000000${r.int(10000, 99999)}: new, realm=<${c.e.domain}>, username=<${r.int(1780000000, 1790000000)}:u${r.int(100, 9999)}>, lifetime=600`,
  );
}

function billing(c: Ctx, t: number): void {
  c.bg(
    "billing",
    t,
    "info",
    `rated ${c.r.int(20, 400)} CDRs for account AC${c.r.hex(6)} (tariff ${c.r.pick(["uk-geo", "intl-eu", "us-tollfree", "mobile-term"])}, ${c.r.int(4, 60)}ms)`,
  );
}

/** Everything periodic: health checks, jobs, keepalives, the noisy service and deprecations. */
function periodic(c: Ctx, t0: number, t1: number, quiet: boolean): void {
  const r = c.r;
  const hc: Partial<Record<Role, () => string>> = {
    proxy: () => `dispatcher: OPTIONS keepalive to sip:${c.name("pbx")}:5060 -> 200 OK`,
    registrar: () => `usrloc: timer cleaned ${r.int(0, 12)} expired contacts, ${r.int(800, 4000)} active`,
    pbx: () => `PJSIP qualify: Contact carrier/sip:${c.e.carrier}:5061 is Reachable (RTT ${r.int(8, 40)}ms)`,
    media: () => `[core] Ports in use: ${r.int(300, 1800)}/30000, sessions ${r.int(150, 900)}`,
    turn: () => `Total allocations: ${r.int(20, 300)}, relay bandwidth ${r.int(2, 90)} Mbps`,
    signal: () => `GET /healthz 200 ${r.int(0, 3)}ms`,
    sms: () => `enquire_link seq=${r.int(1000, 99999)} -> enquire_link_resp ESME_ROK (${c.e.smsc})`,
    cdr: () => `GET /health 200 (pool active=${r.int(1, 6)} idle=${r.int(4, 10)})`,
    billing: () => `GET /healthz 200`,
    lnp: () => `GET /healthz 200 (cache entries ${r.int(100000, 400000)})`,
    api: () => `GET /healthz -> 200 in ${r.int(0, 4)}ms`,
  };
  for (const role of c.roles()) {
    const f = hc[role];
    if (f) c.every(t0, t1, r.int(15000, 30000), (t) => c.bg(role, t, "info", f()));
  }
  // CDR batches, trunk re-registration, LNP cache refresh, rating runs.
  c.every(t0, t1, 10000, (t) =>
    c.bg("cdr", t, "info", `inserted batch of ${r.int(8, 120)} CDRs into cdr_2026_06 in ${r.int(3, 40)}ms`),
  );
  c.every(t0, t1, 300000, (t) => {
    c.bg(
      "pbx",
      t,
      "info",
      `res_pjsip_outbound_registration.c: Sending REGISTER to 'sip:${c.e.carrier}' for client 'sip:trunk@${c.e.domain}'`,
    );
    c.bg(
      "pbx",
      t + r.int(40, 200),
      "info",
      `res_pjsip_outbound_registration.c: Outbound registration to 'sip:${c.e.carrier}' with client 'sip:trunk@${c.e.domain}' now Registered (expires 600)`,
    );
  });
  c.every(t0, t1, 120000, (t) =>
    c.bg("lnp", t, "info", `refreshed portability delta: ${r.int(3, 900)} numbers changed since last sync`),
  );
  c.every(t0, t1, 60000, (t) =>
    c.bg("billing", t, "info", `rating cycle done: ${r.int(500, 4000)} CDRs in ${r.int(300, 2400)}ms`),
  );
  // The noisy service.
  const noisy: Record<Role, () => [string, "warn" | "error"]> = {
    registrar: () => [
      `auth: digest authentication failed for ${r.pick(["100", "admin", "1000", "test", "2001"])}@${c.pubIp()} (User-Agent: ${r.pick(SCANNER_UA)}) -> 401 Unauthorized`,
      "error",
    ],
    proxy: () => [`pike: PIKE - blocking scanner ${c.pubIp()} (User-Agent: friendly-scanner)`, "warn"],
    sms: () => [
      `submit_sm_resp ESME_RINVDSTADR (Invalid Dest Addr) for dst=${c.phone().slice(0, 6)}, message dropped`,
      "error",
    ],
    media: () => [
      `[core] WARNING: packet loss ${r.int(2, 9)}.${r.int(0, 9)}% on stream ${c.pubIp()}:${r.int(10000, 60000)} (jitter ${r.int(30, 90)}ms)`,
      "warn",
    ],
    api: () => [`Error: request signed with legacy API key format (account AC${r.hex(6)}), accepted`, "error"],
    turn: () => [
      `ERROR: check_stun_auth: Cannot find credentials of user <${r.pick(["test", "admin", "user"])}>, remote ${c.pubIp()}:${r.int(1024, 65000)}`,
      "error",
    ],
    pbx: () => [
      `chan_sip.c: Registration from '"${r.int(100, 999)}" <sip:${r.int(100, 999)}@${c.pubIp()}>' failed for '${c.pubIp()}:5060' - Wrong password`,
      "warn",
    ],
    signal: () => [`ws: client sent malformed JSON, closing (1007)`, "warn"],
    cdr: () => [`skipped CDR with zero billsec for ci=${c.callId()}`, "warn"],
    billing: () => [`no tariff for prefix +882, charged at default`, "warn"],
    lnp: () => [`dip for non-geographic ${c.phone().slice(0, 5)}: no LRN, passthrough`, "warn"],
  };
  const nf = noisy[c.e.noisy];
  c.every(t0, t1, r.int(1500, 4000), (t) => {
    const [m, l] = nf();
    c.bg(c.e.noisy, t, l, m);
  });
  // Scanners hit the edge constantly (PBX chan_sip and the registrar both see them).
  c.every(t0, t1, quiet ? 4000 : 9000, (t) => {
    const ip = c.pubIp();
    if (c.has("registrar") && c.e.noisy !== "registrar")
      c.bg(
        "registrar",
        t,
        "info",
        `REGISTER sip:${r.int(100, 999)}@${ip} from ${ip}:5060 (User-Agent: friendly-scanner) -> 401 Unauthorized`,
      );
    else
      c.bg(
        "pbx",
        t,
        "info",
        `NOTICE[${r.int(1200, 4800)}]: chan_sip.c: Registration from '"${r.int(100, 999)}" <sip:${r.int(100, 999)}@${ip}>' failed for '${ip}:5060' - Wrong password`,
      );
  });
  // Deprecation warnings, a few per file.
  const dep: Partial<Record<Role, string>> = {
    api: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    signal:
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    proxy: `WARNING: <core> [core/cfg.y:3520]: yyparse(): modparam "tm", "fr_inv_timer_avp" is deprecated, use "fr_inv_timer" instead`,
    billing:
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    cdr: "WARN [main] o.h.e.j.e.i.JdbcEnvironmentInitiator: HHH000511: The 5.7.0 version for [org.hibernate.dialect.MySQLDialect] is no longer supported",
  };
  for (const [role, m] of Object.entries(dep) as [Role, string][])
    c.every(t0, t1, r.int(180000, 400000), (t) => c.bg(role, t, "warn", m));
  // Retries that succeed.
  c.every(t0, t1, r.int(60000, 150000), (t) => {
    const k = r.int(0, 2);
    if (k === 0) {
      c.bg(
        "cdr",
        t,
        "warn",
        `batch insert failed: Deadlock found when trying to get lock; try restarting transaction (retry 1/3)`,
      );
      c.bg("cdr", t + r.int(80, 300), "info", `batch insert succeeded on retry 2 (${r.int(10, 90)} rows)`);
    } else if (k === 1) {
      c.bg("api", t, "warn", `lnp lookup slow (2000ms), retrying attempt 2/3`);
      c.bg("api", t + r.int(100, 400), "info", `lnp lookup succeeded on attempt 2`);
    } else {
      c.bg("sms", t, "warn", `submit_sm_resp ESME_RTHROTTLED seq=${r.int(1000, 99999)}, backing off 250ms`);
      c.bg("sms", t + r.int(260, 600), "info", `resubmitted seq after backoff -> ESME_ROK`);
    }
  });
  // Brief one-way audio, carriers' 404s, coturn allocation timeouts of abandoned sessions.
  c.every(t0, t1, quiet ? 40000 : 90000, (t) =>
    c.bg(
      "media",
      t,
      "warn",
      `[${c.callId()}]: [core] WARNING: no RTP received from ${c.pubIp()} for 5 seconds (one-way audio?)`,
    ),
  );
  c.every(t0, t1, quiet ? 50000 : 120000, (t) =>
    c.bg(
      "turn",
      t,
      "info",
      `session 00${r.int(1, 9)}000000000${r.int(10000, 99999)}: closed (2nd stage), user <${r.int(1780000000, 1790000000)}:u${r.int(100, 9999)}>, reason: allocation timeout`,
    ),
  );
}

/** Background traffic from t0 to t1 aiming at about `target` lines. */
export function background(c: Ctx, t0: number, t1: number, target: number, quiet: boolean): void {
  periodic(c, t0, t1, quiet);
  const secs = (t1 - t0) / 1000;
  const perSec = Math.max(0.4, target / secs - c.roles().length / 20 - 0.6);
  const mean = 3500 / perSec;
  c.every(t0, t1, mean, (t) => {
    const k = c.r.next();
    if (k < 0.38) call(c, t);
    else if (k < 0.55) registration(c, t);
    else if (k < 0.72) sms(c, t);
    else if (k < 0.86) apiCall(c, t);
    else if (k < 0.95 && c.has("signal")) webrtc(c, t);
    else if (c.has("billing")) billing(c, t);
    else apiCall(c, t);
  });
}
