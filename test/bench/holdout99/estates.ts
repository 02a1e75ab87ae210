// The four made-up estates of holdout99: services, runtimes and the everyday lines each of them writes.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "node" | "java" | "go" | "python" | "dotnet" | "ruby" | "cpp";
export interface Line {
  level: Level;
  msg: string;
}
export interface Svc {
  name: string;
  rt: Runtime;
  /** ordinary lines per minute */
  perMin: number;
  /** one ordinary line (request handled, job step, domain refusal) */
  line: (r: Rng) => Line;
}
export interface Estate {
  key: string;
  namespace: string;
  /** request ids printed on request lines */
  traced: boolean;
  svcs: Svc[];
  /** the service with a constant harmless complaint, and that complaint */
  noisy: { svc: string; every: number; line: (r: Rng) => Line };
  /** a periodic job line (service, period in seconds) */
  jobs: { svc: string; every: number; line: (r: Rng) => Line }[];
  deprecations: { svc: string; msg: string }[];
  retryOk: { svc: string; msg: (r: Rng) => string }[];
  /** an unrelated deploy or config reload line */
  deploys: { svc: string; msg: (r: Rng) => string }[];
}

const I = (msg: string): Line => ({ level: "INFO", msg });
const W = (msg: string): Line => ({ level: "WARN", msg });
const ms = (r: Rng, lo = 8, hi = 240) => r.int(lo, hi);
const mem = (r: Rng) => `M${r.int(100000, 999999)}`;

export function health(rt: Runtime, svc: string, r: Rng): string {
  switch (rt) {
    case "node":
      return `GET /healthz 200 ${(r.next() * 2).toFixed(3)} ms - 15`;
    case "java":
      return `10.42.${r.int(0, 9)}.${r.int(2, 250)} - - "GET /actuator/health HTTP/1.1" 200 49 ${r.int(1, 6)}ms`;
    case "go":
      return `http: GET /healthz 200 ${r.int(90, 900)}µs ua=kube-probe/1.29`;
    case "python":
      return `10.42.${r.int(0, 9)}.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://${svc}:8080/health - 200 - text/plain ${(r.next() * 1.5).toFixed(4)}ms`;
    case "ruby":
      return `Completed 200 OK in ${r.int(1, 4)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: 0.0ms | Allocations: ${r.int(180, 420)}) GET /up`;
    case "cpp":
      return `watchdog: heartbeat ok uptime=${r.int(3600, 900000)}s bus=up`;
  }
}

// ---------------------------------------------------------------- IronPeak Fitness (gym chain, traced)
const ironpeak: Estate = {
  key: "ironpeak",
  namespace: "ironpeak-prod",
  traced: true,
  svcs: [
    {
      name: "member-app-bff",
      rt: "node",
      perMin: 34,
      line: (r) =>
        r.chance(0.06)
          ? W(`session expired for member ${mem(r)}, returning 401 to app ${r.pick(["ios-5.12.0", "android-5.11.3"])}`)
          : I(
              `${r.pick(["GET /v3/classes?club=", "GET /v3/me/bookings?club=", "POST /v3/bookings?club=", "GET /v3/me/visits?club="])}${r.pick(["LDS01", "MCR02", "BRS04", "NCL01"])} ${r.pick([200, 200, 200, 201])} ${ms(r, 20, 320)}ms`,
            ),
    },
    {
      name: "membership-svc",
      rt: "java",
      perMin: 22,
      line: (r) =>
        r.chance(0.1)
          ? I(
              `c.i.membership.StatusService : member ${mem(r)} status=LAPSED (last collection failed ${r.int(3, 40)} days ago)`,
            )
          : I(
              `c.i.membership.StatusService : member ${mem(r)} status=${r.pick(["ACTIVE", "ACTIVE", "ACTIVE", "FROZEN"])} plan=${r.pick(["OFFPEAK", "ANYTIME", "STUDENT", "FAMILY"])} resolved in ${ms(r, 2, 40)}ms`,
            ),
    },
    {
      name: "dd-collections",
      rt: "python",
      perMin: 10,
      line: (r) =>
        r.chance(0.15)
          ? W(
              `collections.returns: ARUDD return for mandate MD${r.hex(8).toUpperCase()} reason=${r.pick(["0 - Refer to payer", "1 - Instruction cancelled", "B - Account closed"])}, member flagged for retry`,
            )
          : I(
              `collections.schedule: queued collection for mandate MD${r.hex(8).toUpperCase()} amount=GBP ${r.int(19, 64)}.99 due=${r.pick(["2026-06-01", "2026-06-02"])}`,
            ),
    },
    {
      name: "door-access-ctl",
      rt: "go",
      perMin: 40,
      line: (r) =>
        r.chance(0.08)
          ? I(
              `access denied card=${r.hex(8)} door=${r.pick(["TS-1", "TS-2", "STUDIO-A"])} club=${r.pick(["LDS01", "MCR02"])} reason=membership_lapsed`,
            )
          : I(
              `access granted card=${r.hex(8)} door=${r.pick(["TS-1", "TS-2", "TS-3", "STUDIO-A", "POOL"])} club=${r.pick(["LDS01", "MCR02", "BRS04", "NCL01"])} latency=${ms(r, 12, 90)}ms`,
            ),
    },
    {
      name: "class-booking",
      rt: "ruby",
      perMin: 20,
      line: (r) =>
        r.chance(0.12)
          ? I(
              `Booking rejected: class ${r.pick(["HIIT", "Spin", "Yoga Flow", "Bodypump"])} #${r.int(40000, 49999)} is full (capacity ${r.pick([20, 24, 30])}), member ${mem(r)} added to waitlist`,
            )
          : I(
              `Completed ${r.pick([200, 201])} ${r.pick(["Created", "OK"])} in ${ms(r, 12, 140)}ms (Views: ${r.int(1, 9)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(2, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 9000)})`,
            ),
    },
    {
      name: "waitlist-worker",
      rt: "python",
      perMin: 8,
      line: (r) =>
        I(
          `Task waitlist.promote[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}] succeeded in ${(r.next() * 0.8).toFixed(3)}s: {'promoted': ${r.int(0, 2)}, 'class_id': ${r.int(40000, 49999)}}`,
        ),
    },
    {
      name: "pos-frontdesk",
      rt: "dotnet",
      perMin: 9,
      line: (r) =>
        I(
          `Sale completed till=${r.pick(["LDS01-T1", "MCR02-T1", "BRS04-T2"])} items=${r.int(1, 4)} total=£${r.int(2, 30)}.${r.pick(["00", "50", "95"])} tender=${r.pick(["card", "card", "cash"])}`,
        ),
    },
    {
      name: "equipment-telemetry",
      rt: "go",
      perMin: 30,
      line: (r) =>
        I(
          `ingest batch machines=${r.int(20, 160)} points=${r.int(300, 2400)} club=${r.pick(["LDS01", "MCR02", "BRS04", "NCL01"])} took=${ms(r, 3, 60)}ms`,
        ),
    },
    {
      name: "notify-dispatch",
      rt: "node",
      perMin: 12,
      line: (r) =>
        I(
          `sent ${r.pick(["class_reminder", "waitlist_promoted", "payment_receipt", "visit_streak"])} to ${mem(r)} via ${r.pick(["push", "push", "sms", "email"])} in ${ms(r, 40, 400)}ms`,
        ),
    },
    {
      name: "identity-svc",
      rt: "java",
      perMin: 14,
      line: (r) =>
        I(
          `o.i.identity.TokenEndpoint : issued access_token sub=${mem(r)} client=member-app grant=refresh_token ttl=900s`,
        ),
    },
  ],
  noisy: {
    svc: "equipment-telemetry",
    every: 11,
    line: (r) =>
      W(
        `dropping reading from machine ${r.pick(["TRD", "BIKE", "ROW", "XTR"])}-${r.int(1000, 9999)}: firmware 2.3.1 reports negative cadence (-1 rpm)`,
      ),
  },
  jobs: [
    {
      svc: "dd-collections",
      every: 60,
      line: (r) =>
        I(`beat: sending due task collections.sync_mandates (collections.sync_mandates) mandates=${r.int(10, 90)}`),
    },
    {
      svc: "door-access-ctl",
      every: 45,
      line: (r) => I(`controller sync: ${r.int(38, 41)}/41 controllers online, whitelist v${r.int(8800, 8830)} pushed`),
    },
  ],
  deprecations: [
    {
      svc: "member-app-bff",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "identity-svc",
      msg: "o.s.s.c.a.web.builders.HttpSecurity : 'authorizeRequests()' is deprecated since 6.1 and will be removed; use authorizeHttpRequests()",
    },
  ],
  retryOk: [
    {
      svc: "door-access-ctl",
      msg: (r) =>
        `turnstile ${r.pick(["TS-2", "TS-3"])} club=${r.pick(["BRS04", "NCL01"])} websocket closed (1006), reconnecting in 2s; reconnected after 1 attempt`,
    },
    { svc: "notify-dispatch", msg: (r) => `push to ${mem(r)} failed with 503 from fcm, retry 1/3 succeeded` },
  ],
  deploys: [
    {
      svc: "class-booking",
      msg: (r) =>
        `Puma starting in cluster mode... * Version 6.4.2, codename: The Eagle of Durango; release v${r.int(300, 340)} (commit ${r.hex(7)})`,
    },
    {
      svc: "member-app-bff",
      msg: (r) =>
        `feature flags reloaded from launchdarkly (${r.int(40, 60)} flags, 2 changed: class-filters-v2, streaks-banner)`,
    },
    {
      svc: "identity-svc",
      msg: () =>
        "o.s.c.e.event.RefreshEventListener : Refresh keys changed: [logging.level.org.springframework.security]",
    },
  ],
};

// ---------------------------------------------------------------- Marrowdale city digital services (traced)
const marrowdale: Estate = {
  key: "marrowdale",
  namespace: "city-digital",
  traced: true,
  svcs: [
    {
      name: "portal-311-web",
      rt: "node",
      perMin: 36,
      line: (r) =>
        r.chance(0.05)
          ? W(
              `session ${r.hex(12)} expired, redirecting to /login?next=${r.pick(["/requests/new", "/permits", "/pay/parking"])}`,
            )
          : I(
              `${r.pick(["GET /requests/", "POST /requests", "GET /permits/status/", "GET /pay/parking/", "GET /recreation/slots?facility="])}${r.pick(["", "", r.hex(6)])} ${r.pick([200, 200, 201, 302])} ${ms(r, 30, 420)}ms`,
            ),
    },
    {
      name: "case-intake",
      rt: "java",
      perMin: 18,
      line: (r) =>
        I(
          `c.m.intake.CaseService : created SR-${r.int(2600000, 2699999)} type=${r.pick(["POTHOLE", "STREETLIGHT_OUT", "GRAFFITI", "MISSED_COLLECTION", "NOISE"])} ward=${r.int(1, 14)} channel=${r.pick(["web", "app", "phone"])}`,
        ),
    },
    {
      name: "permits-api",
      rt: "dotnet",
      perMin: 14,
      line: (r) =>
        I(
          `Permit application BP-26-${r.int(10000, 19999)} ${r.pick(["submitted", "fee assessed", "routed to plan review", "status checked"])} parcel=${r.int(100, 999)}-${r.int(10, 99)}-${r.int(100, 999)}`,
        ),
    },
    {
      name: "inspections-sched",
      rt: "python",
      perMin: 8,
      line: (r) =>
        I(
          `scheduler: inspection INS-${r.int(50000, 59999)} (${r.pick(["framing", "electrical rough-in", "final", "plumbing"])}) booked for ${r.pick(["2026-06-03", "2026-06-04"])} slot ${r.pick(["AM", "PM"])} inspector=${r.pick(["jdiaz", "mokafor", "tnguyen", "rbell"])}`,
        ),
    },
    {
      name: "gis-address",
      rt: "go",
      perMin: 30,
      line: (r) =>
        r.chance(0.1)
          ? I(
              `address "${r.int(1, 9999)} ${r.pick(["County Line Rd", "Old Mill Pike", "Harbor View Dr"])}" resolved outside city limits (jurisdiction=${r.pick(["Ashby County", "Town of Pell"])}), refused`,
            )
          : I(
              `geocode ok q="${r.int(1, 2999)} ${r.pick(["Elm St", "Market Ave", "W 14th St", "Riverside Dr", "Carver Blvd"])}" match=${(0.9 + r.next() * 0.1).toFixed(2)} parcel=${r.int(100, 999)}-${r.int(10, 99)}-${r.int(100, 999)} took=${ms(r, 2, 40)}ms`,
            ),
    },
    {
      name: "doc-upload",
      rt: "node",
      perMin: 10,
      line: (r) =>
        r.chance(0.12)
          ? W(
              `upload rejected: file "${r.pick(["site-plan.pdf", "IMG_2231.HEIC", "scan0001.tiff"])}" is ${r.int(26, 80)} MB, limit is 25 MB`,
            )
          : I(
              `stored ${r.pick(["application/pdf", "image/jpeg", "image/png"])} ${r.int(80, 9000)} KB as gs://mdl-docs/intake/${r.hex(16)} for ${r.pick(["permit", "sr", "fine-appeal"])}`,
            ),
    },
    {
      name: "ocr-worker",
      rt: "python",
      perMin: 6,
      line: (r) =>
        I(
          `ocr: doc ${r.hex(16)} pages=${r.int(1, 12)} lang=eng conf=${r.int(78, 97)} took ${(r.next() * 9 + 1).toFixed(1)}s`,
        ),
    },
    {
      name: "payments-citypay",
      rt: "java",
      perMin: 12,
      line: (r) =>
        I(
          `c.m.pay.PaymentController : ${r.pick(["parking citation", "court fine", "permit fee", "recreation booking"])} ${r.pick(["PK", "CF", "BP", "RC"])}${r.int(1000000, 9999999)} paid amount=${r.int(25, 400)}.00 USD auth=${r.hex(6).toUpperCase()}`,
        ),
    },
    {
      name: "rec-bookings",
      rt: "ruby",
      perMin: 12,
      line: (r) =>
        I(
          `Reserved ${r.pick(["Pickleball Court 3", "Lap Lane 4", "Community Room B", "Tennis Court 1"])} at ${r.pick(["Eastside Rec Center", "Carver Park", "Harbor Pool"])} for resident R${r.int(10000, 99999)} (${r.int(1, 2)}h)`,
        ),
    },
    {
      name: "notify-sms",
      rt: "go",
      perMin: 9,
      line: (r) =>
        I(
          `sms queued to=+1555***${r.int(1000, 9999)} template=${r.pick(["sr_update", "inspection_confirmed", "receipt"])} id=${r.hex(10)}`,
        ),
    },
  ],
  noisy: {
    svc: "ocr-worker",
    every: 13,
    line: () =>
      W(
        "/usr/local/lib/python3.11/site-packages/pdfminer/pdfpage.py:108: PDFTextExtractionNotAllowedWarning: The PDF <_io.BufferedReader> contains a metadata field indicating that it should not allow text extraction. Ignoring this field and proceeding.",
      ),
  },
  jobs: [
    {
      svc: "case-intake",
      every: 60,
      line: (r) =>
        I(`c.m.intake.SlaSweep : SLA sweep done, ${r.int(0, 12)} requests escalated, ${r.int(300, 900)} open`),
    },
    {
      svc: "payments-citypay",
      every: 90,
      line: (r) => I(`c.m.pay.Reconciler : settlement file batch ${r.int(8000, 8999)} reconciled, 0 mismatches`),
    },
  ],
  deprecations: [
    {
      svc: "permits-api",
      msg: "warn: Microsoft.AspNetCore.Mvc.ModelBinding: 'IFormFileCollection' binding via [FromForm] on GET is obsolete and will be removed in a future version.",
    },
    {
      svc: "inspections-sched",
      msg: "/app/scheduler/cal.py:41: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
  ],
  retryOk: [
    {
      svc: "portal-311-web",
      msg: () => "fetch to case-intake failed (ECONNRESET) on keep-alive socket, retried once, ok",
    },
    { svc: "notify-sms", msg: (r) => `provider returned 500 for id=${r.hex(10)}, attempt 2 ok` },
  ],
  deploys: [
    {
      svc: "rec-bookings",
      msg: (r) =>
        `* Puma version: 6.4.2 ("The Eagle of Durango") * Environment: production; release ${r.hex(7)} rolled out`,
    },
    {
      svc: "portal-311-web",
      msg: (r) => `config reloaded: maintenance banner set for 2026-06-08 02:00 (rev ${r.int(100, 200)})`,
    },
    { svc: "notify-sms", msg: (r) => `starting notify-sms version=1.${r.int(10, 19)}.${r.int(0, 9)} go=go1.22.4` },
  ],
};

// ---------------------------------------------------------------- Clubline (sports clubs federation, no request ids)
const clubline: Estate = {
  key: "clubline",
  namespace: "clubline",
  traced: false,
  svcs: [
    {
      name: "club-portal-web",
      rt: "node",
      perMin: 30,
      line: (r) =>
        I(
          `${r.pick(["GET /clubs/", "GET /fixtures?club=", "POST /courts/book", "GET /members/me"])}${r.int(100, 999)} ${r.pick([200, 200, 200, 304])} - ${ms(r, 20, 350)} ms`,
        ),
    },
    {
      name: "court-booking",
      rt: "java",
      perMin: 20,
      line: (r) =>
        r.chance(0.12)
          ? I(
              `o.c.booking.SlotService : slot ${r.pick(["Court 2", "Court 5", "Pitch B"])} ${r.pick(["18:00", "19:00"])} already taken, member offered ${r.pick(["18:30", "20:00"])}`,
            )
          : I(
              `o.c.booking.SlotService : booked ${r.pick(["Court 1", "Court 3", "Court 4", "Pitch A"])} club=${r.int(100, 999)} member=${mem(r)} ${r.pick(["07:00", "12:00", "18:00", "19:30"])}`,
            ),
    },
    {
      name: "member-registry",
      rt: "dotnet",
      perMin: 16,
      line: (r) =>
        r.chance(0.08)
          ? I(`Renewal refused for ${mem(r)}: subscription lapsed and grace period over`)
          : I(
              `Member ${mem(r)} ${r.pick(["profile read", "renewed for season 2026/27", "affiliation checked"])} club=${r.int(100, 999)} in ${ms(r, 3, 50)}ms`,
            ),
    },
    {
      name: "payments-bridge",
      rt: "java",
      perMin: 10,
      line: (r) =>
        r.chance(0.08)
          ? W(
              `o.c.pay.WebhookHandler : charge ch_${r.hex(14)} failed: card_declined (insufficient_funds), member will be emailed`,
            )
          : I(
              `o.c.pay.ChargeService : charge ch_${r.hex(14)} succeeded amount=${r.int(8, 120)}.00 EUR purpose=${r.pick(["court", "season_fee", "league_entry"])}`,
            ),
    },
    {
      name: "league-scheduler",
      rt: "python",
      perMin: 7,
      line: (r) =>
        I(
          `fixtures: division ${r.pick(["U12 North", "Masters Doubles", "Senior B"])} round ${r.int(1, 18)} published (${r.int(4, 12)} matches)`,
        ),
    },
    {
      name: "floodlight-ctl",
      rt: "cpp",
      perMin: 12,
      line: (r) =>
        I(
          `[ctl] zone ${r.pick(["C1", "C2", "C3", "P-A"])} ${r.pick(["on", "off", "dim 60%"])} requested by booking, ack in ${ms(r, 40, 220)} ms`,
        ),
    },
    {
      name: "email-relay",
      rt: "go",
      perMin: 9,
      line: (r) =>
        I(
          `relayed msg=${r.hex(12)} template=${r.pick(["booking_confirmed", "fixture_published", "renewal_receipt"])} status=202 took=${ms(r, 60, 400)}ms`,
        ),
    },
    {
      name: "coach-roster",
      rt: "ruby",
      perMin: 8,
      line: (r) =>
        I(
          `Roster updated: coach C${r.int(100, 999)} assigned to ${r.pick(["U10 tennis", "adult beginners", "junior squash"])} ${r.pick(["Tue", "Thu", "Sat"])} (${r.int(4, 12)} players)`,
        ),
    },
  ],
  noisy: {
    svc: "member-registry",
    every: 15,
    line: (r) =>
      ({ level: "ERROR", msg: `Photo thumbnail for ${mem(r)} missing in blob store, serving placeholder` }) as Line,
  },
  jobs: [
    {
      svc: "league-scheduler",
      every: 60,
      line: (r) => I(`cron standings.recompute finished: ${r.int(20, 60)} divisions in ${(r.next() * 3).toFixed(2)}s`),
    },
    {
      svc: "floodlight-ctl",
      every: 30,
      line: (r) => I(`[ctl] poll: ${r.int(11, 12)}/12 relays responding, sunset offset 0`),
    },
  ],
  deprecations: [
    {
      svc: "club-portal-web",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    {
      svc: "coach-roster",
      msg: "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated and will be removed in Rails 8.0. Use `with_connection` instead.",
    },
  ],
  retryOk: [
    {
      svc: "email-relay",
      msg: (r) =>
        `smtp session to mx relay closed early (421 4.7.0 try again later) msg=${r.hex(12)}, requeued; delivered on attempt 2`,
    },
    { svc: "floodlight-ctl", msg: (r) => `[ctl] relay ${r.int(1, 12)} no ack in 500 ms, resent, ack ok` },
  ],
  deploys: [
    { svc: "coach-roster", msg: (r) => `Booted Rails 7.1.3 application in production; revision ${r.hex(7)}` },
    { svc: "email-relay", msg: () => "config watcher: /etc/relay/relay.yaml changed, reloaded (templates=14)" },
    { svc: "club-portal-web", msg: (r) => `server started on :3000 (build ${r.hex(7)}, node v20.14.0)` },
  ],
};

// ---------------------------------------------------------------- Pulse Studios (boutique gyms, no request ids)
const pulse: Estate = {
  key: "pulse",
  namespace: "pulse-studios",
  traced: false,
  svcs: [
    {
      name: "studio-app-api",
      rt: "go",
      perMin: 32,
      line: (r) =>
        I(
          `method=${r.pick(["GET", "GET", "POST"])} path=${r.pick(["/v1/schedule", "/v1/bookings", "/v1/me/credits", "/v1/studios"])} status=${r.pick([200, 200, 201])} dur=${ms(r, 10, 260)}ms`,
        ),
    },
    {
      name: "booking-core",
      rt: "java",
      perMin: 22,
      line: (r) =>
        r.chance(0.1)
          ? I(
              `p.s.booking.ReserveHandler : class ${r.pick(["RIDE45", "SCULPT", "BARRE"])}-${r.int(1000, 9999)} full, member ${mem(r)} waitlisted at position ${r.int(1, 9)}`,
            )
          : I(
              `p.s.booking.ReserveHandler : reserved bike ${r.int(1, 40)} in ${r.pick(["RIDE45", "SCULPT", "BARRE", "RIDE30"])}-${r.int(1000, 9999)} for ${mem(r)} (credits left ${r.int(0, 20)})`,
            ),
    },
    {
      name: "access-gate",
      rt: "cpp",
      perMin: 24,
      line: (r) =>
        r.chance(0.07)
          ? I(`gate ${r.pick(["SHO-1", "KEN-2"])}: qr rejected, member ${mem(r)} has no active pass`)
          : I(
              `gate ${r.pick(["SHO-1", "SHO-2", "KEN-1", "KEN-2", "ISL-1"])}: qr ok member ${mem(r)} open ${ms(r, 180, 400)} ms`,
            ),
    },
    {
      name: "billing-dd",
      rt: "ruby",
      perMin: 10,
      line: (r) =>
        r.chance(0.12)
          ? W(
              `Payment PM${r.hex(10).toUpperCase()} failed: bank returned refer_to_payer, member ${mem(r)} moved to dunning`,
            )
          : I(
              `Payment PM${r.hex(10).toUpperCase()} confirmed for ${mem(r)} amount=£${r.int(29, 149)}.00 (monthly unlimited)`,
            ),
    },
    {
      name: "pos-kiosk",
      rt: "dotnet",
      perMin: 8,
      line: (r) =>
        I(
          `Kiosk ${r.pick(["SHO", "KEN", "ISL"])}-K${r.int(1, 2)} sale ${r.pick(["water", "grip socks", "protein shake", "towel hire"])} £${r.int(1, 14)}.${r.pick(["00", "50"])} approved`,
        ),
    },
    {
      name: "machine-hub",
      rt: "node",
      perMin: 18,
      line: (r) =>
        I(
          `bike ${r.pick(["SHO", "KEN", "ISL"])}-${r.int(1, 40)} session uploaded (${r.int(20, 60)} min, ${r.int(120, 900)} kcal, ftp est ${r.int(140, 310)}W)`,
        ),
    },
    {
      name: "auth-gw",
      rt: "go",
      perMin: 20,
      line: (r) =>
        r.chance(0.05)
          ? I(`token refresh rejected sub=${mem(r)} reason=refresh_token_expired`)
          : I(`token ok sub=${mem(r)} aud=studio-app scope="book credits" exp_in=${r.int(60, 900)}s`),
    },
    {
      name: "reports-etl",
      rt: "python",
      perMin: 5,
      line: (r) =>
        I(
          `etl step ${r.pick(["extract_bookings", "transform_attendance", "load_warehouse"])} rows=${r.int(200, 9000)} ok`,
        ),
    },
  ],
  noisy: {
    svc: "access-gate",
    every: 9,
    line: (r) =>
      ({
        level: "ERROR",
        msg: `gate ${r.pick(["ISL-1"])}: RS485 CRC mismatch on reader frame (retrying read), seq=${r.int(1, 65000)}`,
      }) as Line,
  },
  jobs: [
    {
      svc: "reports-etl",
      every: 60,
      line: (r) => I(`airflow-lite: dag attendance_hourly run ${r.int(9000, 9999)} success`),
    },
    {
      svc: "billing-dd",
      every: 75,
      line: (r) => I(`[Sidekiq] RetryJob JID-${r.hex(24)} done: ${(r.next() * 2).toFixed(3)} sec`),
    },
  ],
  deprecations: [
    {
      svc: "machine-hub",
      msg: "(node:1) [DEP0060] DeprecationWarning: The `util._extend` API is deprecated. Please use Object.assign() instead.",
    },
    {
      svc: "reports-etl",
      msg: "FutureWarning: Downcasting object dtype arrays on .fillna, .ffill, .bfill is deprecated and will change in a future version.",
    },
  ],
  retryOk: [
    {
      svc: "access-gate",
      msg: (r) => `gate ${r.pick(["KEN-1", "SHO-2"])}: link down 1200 ms, reconnected to controller`,
    },
    { svc: "studio-app-api", msg: () => "upstream booking-core: EOF on idle conn, retried once, ok" },
  ],
  deploys: [
    { svc: "reports-etl", msg: (r) => `deployed reports-etl image sha256:${r.hex(12)} (2 tasks updated)` },
    { svc: "machine-hub", msg: () => "config reloaded: firmware rollout ring B enabled for KEN" },
    {
      svc: "pos-kiosk",
      msg: (r) => `Application started. Hosting environment: Production; build 2026.5.${r.int(10, 30)}`,
    },
  ],
};

export const ESTATES: Estate[] = [ironpeak, marrowdale, clubline, pulse];
export const estateByKey = (k: string): Estate => {
  const e = ESTATES.find((x) => x.key === k);
  if (!e) throw new Error(`no estate ${k}`);
  return e;
};
