// Normal background of one window: user requests across services, probes, periodic jobs, the noisy service,
// deprecations, retries that succeed. Calls go through `Ctx.hook`, which an incident uses to make a callee fail.
import type { Estate, Role, Svc } from "./estates.js";
import type { Rng } from "./rng.js";
import { accessLine, type CallFail, callFailed, DEPRECATION, reason, retrying } from "./runtimes.js";
import type { Stream } from "./stream.js";

export interface Outcome {
  kind: CallFail;
  status: number;
  waitMs: number;
}

export interface Hook {
  /** Whether a call into `callee` fails at time t; the incident may log the origin's side itself. */
  call(t: number, caller: Role, callee: Role, trace: string | undefined): Outcome | null;
}

export interface Ctx {
  s: Stream;
  rng: Rng;
  est: Estate;
  hook?: Hook;
  /** Mean gap between user requests, ms. */
  gapMs: number;
  lastFail?: CallFail;
}

export const VENUES = [
  "The Old Granary",
  "Hartwell Barn",
  "Villa Solana",
  "Lakeside Pavilion",
  "St. Aubin Manor",
  "The Glasshouse",
  "Quarry Hill Estate",
  "Riverside Loft",
];
const LOCS = [
  "bath",
  "york",
  "cotswolds",
  "lake-como",
  "sintra",
  "napa",
  "hunter-valley",
  "brooklyn",
  "dublin",
  "porto",
];

export function newTrace(c: Ctx): string | undefined {
  const r = c.rng;
  switch (c.est.traceStyle) {
    case "none":
      return undefined;
    case "hex16":
      return r.hex(16);
    case "hex32":
      return r.hex(32);
    case "uuid":
      return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
  }
}

const sv = (c: Ctx, role: Role): Svc => c.est.svcs[role];
export const futureDate = (c: Ctx) =>
  `2027-${String(c.rng.int(4, 10)).padStart(2, "0")}-${String(c.rng.int(1, 28)).padStart(2, "0")}`;
export const venueId = (c: Ctx) => `V-${c.rng.int(10000, 99999)}`;

/** Caller → callee hop. Returns the time after the hop, or null when it failed (the caller has logged it). */
export function hop(
  c: Ctx,
  t: number,
  caller: Role,
  callee: Role,
  method: string,
  path: string,
  what: string,
  trace: string | undefined,
  ok: (t: number) => void,
): number | null {
  const out = c.hook?.call(t, caller, callee, trace) ?? null;
  const a = sv(c, caller);
  const b = sv(c, callee);
  if (!out) {
    ok(t + c.rng.int(2, 30));
    return t + c.rng.int(8, 120);
  }
  if (a.name === b.name) return null;
  c.lastFail = out.kind;
  // A retry storm: most callers retry before giving up.
  const max = caller === "gw" ? 1 : c.rng.pick([3, 3, 4]);
  let tt = t;
  for (let i = 1; i <= max; i++) {
    tt += out.waitMs + c.rng.int(0, 40);
    if (i > 1) {
      const again = c.hook?.call(tt, caller, callee, trace);
      if (!again) {
        ok(tt);
        return tt + 20;
      }
    }
    if (i < max) c.s.add(tt, a.name, "warn", retrying(a, b, i, max, 100 * 2 ** i), { trace });
  }
  if (caller === "gw" && a.rt !== "node") return null;
  const said = callFailed(a, b, out.kind, method, path, out.status, out.waitMs, what);
  c.s.add(tt, a.name, said.level, said.msg, { trace, stack: said.stack, errType: said.errType });
  return null;
}

/** The edge: logs the request outcome after `inner` ran. */
function edge(
  c: Ctx,
  t: number,
  method: string,
  path: string,
  upstream: Role,
  inner: (t: number) => number | null,
  okStatus = 200,
): void {
  const trace = curTrace;
  const gw = sv(c, "gw");
  const end = inner(t);
  const r = () => c.rng.next();
  const up = `${sv(c, upstream).name}:${sv(c, upstream).port}`;
  if (end === null) {
    const status = c.lastFail === "timeout" ? 504 : c.lastFail === "refused" ? 503 : 502;
    const ms = status === 504 ? 15000 + c.rng.int(0, 40) : c.rng.int(20, 9000);
    c.s.add(
      t + ms,
      gw.name,
      "error",
      accessLine(gw, method, path, status, ms, r, up, status === 504 ? "UT" : "UF,URX"),
      { trace },
    );
    if (gw.rt === "nginx" && status === 504)
      c.s.add(
        t + ms,
        gw.name,
        "error",
        `upstream timed out (110: Connection timed out) while reading response header from upstream, request: "${method} ${path} HTTP/1.1", upstream: "http://${up}${path}"`,
      );
    return;
  }
  const ms = end - t + c.rng.int(3, 25);
  c.s.add(t + ms, gw.name, "info", accessLine(gw, method, path, okStatus, ms, r, up), { trace });
}

let curTrace: string | undefined;

/** One user request of a kind drawn by weight. */
function request(c: Ctx, t: number): void {
  const r = c.rng;
  const x = r.next();
  const rr = () => r.next();
  const trace = newTrace(c);
  curTrace = trace;
  const log = (tt: number, role: Role, msg: string, level: "info" | "warn" = "info") =>
    c.s.add(tt, sv(c, role).name, level, msg, { trace });
  if (x < 0.28) {
    const loc = r.pick(LOCS);
    const guests = r.int(40, 250);
    const date = futureDate(c);
    const path = `/api/v2/venues/search?loc=${loc}&guests=${guests}&date=${date}`;
    edge(c, t, "GET", path, "search", (t0) =>
      hop(c, t0, "gw", "search", "GET", path, "venue search", trace, (t1) => {
        log(
          t1,
          "search",
          `search loc=${loc} guests=${guests} date=${date} hits=${r.int(3, 140)} took=${r.int(4, 90)}ms`,
        );
        if (r.chance(0.5))
          hop(c, t1 + 5, "search", "avail", "POST", "/internal/availability/bulk", "availability lookup", trace, (t2) =>
            log(t2, "avail", `bulk availability ${r.int(5, 40)} venues for ${date}: ${r.int(1, 20)} free`),
          );
      }),
    );
  } else if (x < 0.42) {
    const v = venueId(c);
    const month = futureDate(c).slice(0, 7);
    const path = `/api/v2/venues/${v}/availability?month=${month}`;
    edge(c, t, "GET", path, "avail", (t0) =>
      hop(c, t0, "gw", "avail", "GET", path, "availability calendar", trace, (t1) => {
        log(t1, "avail", `calendar ${v} ${month}: ${r.int(0, 12)} held, ${r.int(0, 6)} booked, ${r.int(8, 25)} open`);
        log(t1 + 2, "avail", accessLine(sv(c, "avail"), "GET", path.split("?")[0], 200, r.int(3, 40), rr));
      }),
    );
  } else if (x < 0.52) {
    const e = `E-${r.int(100000, 999999)}`;
    const v = venueId(c);
    const date = futureDate(c);
    edge(
      c,
      t,
      "POST",
      "/api/v2/enquiries",
      "enquiry",
      (t0) =>
        hop(c, t0, "gw", "enquiry", "POST", "/api/v2/enquiries", "create enquiry", trace, (t1) => {
          log(
            t1,
            "enquiry",
            `enquiry ${e} received venue=${v} date=${date} guests=${r.int(30, 220)} source=${r.pick(["web", "ios", "android"])}`,
          );
          const t2 = hop(c, t1 + 4, "enquiry", "avail", "POST", `/internal/holds`, "soft hold", trace, (tt) =>
            log(tt, "avail", `soft hold placed ${v} ${date} for ${e} (expires in 72h)`),
          );
          if (t2 === null) return;
          const t3 = hop(c, t2, "enquiry", "quote", "POST", `/internal/quotes`, "draft quote", trace, (tt) =>
            log(
              tt,
              "quote",
              `quote Q-${r.int(10000, 99999)} drafted for ${e}: ${r.int(2, 7)} line items, total ${c.est.currency} ${r.int(4000, 38000)}.00`,
            ),
          );
          if (t3 === null) return;
          hop(c, t3, "enquiry", "msg", "POST", `/internal/notify`, "notify venue", trace, (tt) =>
            log(tt, "msg", `notified venue ${v} of enquiry ${e} (email+push)`),
          );
        }),
      201,
    );
  } else if (x < 0.6) {
    const q = `Q-${r.int(10000, 99999)}`;
    const path = `/api/v2/quotes/${q}`;
    edge(c, t, "GET", path, "quote", (t0) =>
      hop(c, t0, "gw", "quote", "GET", path, "fetch quote", trace, (t1) => {
        log(
          t1,
          "quote",
          `quote ${q} priced: venue hire + ${r.pick(["catering", "bar package", "photography", "florals"])} (${r.int(2, 9)} items), valid ${r.int(3, 14)} more days`,
        );
      }),
    );
  } else if (x < 0.67) {
    const b = `BK-${r.upper(6)}`;
    const amt = r.int(250, 6000);
    const inst = r.chance(0.5);
    const path = inst ? `/api/v2/bookings/${b}/instalments/${r.int(1, 6)}/pay` : `/api/v2/bookings/${b}/deposit`;
    edge(c, t, "POST", path, "pay", (t0) =>
      hop(c, t0, "gw", "pay", "POST", path, inst ? "pay instalment" : "pay deposit", trace, (t1) => {
        log(
          t1,
          "pay",
          `${inst ? "instalment" : "deposit"} charged booking=${b} amount=${amt}.00 ${c.est.currency} psp_ref=${r.pick(["pi_", "ch_", "pay_"])}${r.hex(14)} 3ds=${r.pick(["frictionless", "challenge", "exempt"])}`,
        );
        hop(
          c,
          t1 + 3,
          "pay",
          "contract",
          "POST",
          `/internal/contracts/${b}/payment-recorded`,
          "record payment on contract",
          trace,
          (t2) =>
            log(
              t2,
              "contract",
              `payment recorded on contract for ${b}, schedule ${r.int(1, 5)}/${r.int(5, 6)} settled`,
            ),
        );
      }),
    );
  } else if (x < 0.72) {
    const k = `CT-${r.int(10000, 99999)}`;
    const path = `/api/v2/contracts/${k}/send`;
    edge(c, t, "POST", path, "contract", (t0) =>
      hop(c, t0, "gw", "contract", "POST", path, "send contract", trace, (t1) => {
        log(
          t1,
          "contract",
          `contract ${k} rendered (${r.int(4, 19)} pages) and sent for signature via ${c.est.esign}, envelope ${r.hex(8)}-${r.hex(4)}`,
        );
      }),
    );
  } else if (x < 0.87) {
    const th = `T-${r.int(100000, 999999)}`;
    const path = `/api/v2/threads/${th}/messages`;
    const send = r.chance(0.5);
    edge(
      c,
      t,
      send ? "POST" : "GET",
      path,
      "msg",
      (t0) =>
        hop(c, t0, "gw", "msg", send ? "POST" : "GET", path, "vendor message", trace, (t1) => {
          const m = sv(c, "msg");
          if (m.rt === "elixir") log(t1, "msg", `${send ? "POST" : "GET"} ${path}`);
          if (send)
            log(
              t1 + 1,
              "msg",
              `message ${r.hex(10)} in ${th} delivered to ${r.pick(["caterer", "photographer", "florist", "venue coordinator", "DJ", "couple"])} (${r.int(1, 3)} recipients)`,
            );
          log(t1 + 3, "msg", accessLine(m, send ? "POST" : "GET", path, send ? 201 : 200, r.int(2, 30), rr));
        }),
      send ? 201 : 200,
    );
  } else {
    const tok = r.hex(10);
    const post = r.chance(0.45);
    const path = `/r/${tok}`;
    edge(c, t, post ? "POST" : "GET", path, "rsvp", (t0) =>
      hop(c, t0, "gw", "rsvp", post ? "POST" : "GET", path, "rsvp", trace, (t1) => {
        if (post)
          log(
            t1,
            "rsvp",
            `rsvp recorded wedding=W-${r.int(1000, 9999)} guest=G-${r.int(10000, 99999)} attending=${r.pick(["yes", "yes", "no"])} plus_one=${r.pick(["true", "false"])} meal=${r.pick(["beef", "fish", "vegan", "kids"])}`,
          );
        log(t1 + 2, "rsvp", accessLine(sv(c, "rsvp"), post ? "POST" : "GET", path, 200, r.int(3, 60), rr));
      }),
    );
  }
}

/** Probes, periodic jobs, the noisy service, deprecations and retries that succeed. */
export function background(c: Ctx): void {
  const { s, rng: r, est } = c;
  const rr = () => r.next();
  for (let t = s.start + r.gap(c.gapMs); t < s.end; t += r.gap(c.gapMs)) request(c, t);
  // kubelet probes on a few services
  for (const role of ["avail", "quote", "rsvp", "pay"] as Role[]) {
    const v = sv(c, role);
    s.every(
      15000,
      400,
      (t) => s.add(t, v.name, "info", accessLine(v, "GET", "/healthz", 200, r.float(0.3, 3), rr)),
      rr,
    );
  }
  // calendar sync job
  const cs = sv(c, "calsync");
  s.every(
    20000,
    6000,
    (t) => {
      const vendor = `VN-${r.int(1000, 9999)}`;
      const prov = r.pick(["google", "google", "outlook", "ical"]);
      s.add(
        t,
        cs.name,
        "info",
        `calendar sync vendor=${vendor} provider=${prov} pulled=${r.int(0, 40)} changed=${r.int(0, 4)} took=${r.int(90, 1400)}ms`,
      );
    },
    rr,
  );
  // scheduled jobs
  s.every(
    120000,
    5000,
    (t) => {
      const due = r.int(4, 30);
      s.add(t, sv(c, "pay").name, "info", `instalment scheduler: ${due} instalments due, ${due} charged, 0 failed`);
    },
    rr,
  );
  s.every(
    60000,
    3000,
    (t) =>
      s.add(
        t,
        sv(c, "search").name,
        "info",
        `index refresh venues_v${r.int(40, 44)}: ${r.int(0, 60)} docs updated in ${r.int(80, 900)}ms`,
      ),
    rr,
  );
  s.every(
    300000,
    9000,
    (t) => s.add(t, sv(c, "quote").name, "info", `expired ${r.int(3, 40)} quotes older than 14 days`),
    rr,
  );
  s.every(
    90000,
    9000,
    (t) =>
      s.add(
        t,
        sv(c, "rsvp").name,
        "info",
        `reminder batch: ${r.int(20, 400)} RSVP reminders queued for ${r.int(1, 9)} weddings`,
      ),
    rr,
  );
  // the noisy one, from the first minute
  const n = sv(c, est.noisy.role);
  s.every(
    est.noisy.everyMs,
    est.noisy.everyMs * 0.4,
    (t) => s.add(t, n.name, est.noisy.level, est.noisy.msg(rr)),
    rr,
    s.start + r.int(200, 5000),
  );
  // deprecations, a few services
  for (const role of r.shuffle(["search", "enquiry", "pay", "rsvp", "contract", "msg"] as Role[]).slice(0, 3)) {
    const v = sv(c, role);
    const lines = DEPRECATION[v.rt];
    s.every(r.int(60000, 180000), 20000, (t) => s.add(t, v.name, "warn", r.pick(lines)), rr);
  }
  // retries that succeed: pay -> psp, calsync -> provider
  s.every(
    r.int(40000, 80000),
    15000,
    (t) => {
      const p = sv(c, "pay");
      s.add(
        t,
        p.name,
        "warn",
        `POST https://${est.psp}/v1/payments attempt 1 failed: ${r.pick(["502 Bad Gateway", "socket hang up", "503 Service Unavailable"])}, retrying in 250ms (idempotency key ${r.hex(16)})`,
      );
      s.add(
        t + r.int(300, 700),
        p.name,
        "info",
        `POST https://${est.psp}/v1/payments succeeded on attempt 2 (${r.int(180, 900)}ms)`,
      );
    },
    rr,
  );
}

export { reason };
