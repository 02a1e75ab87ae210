// Harmless noise that is the home-care domain doing its normal job: EVV exceptions, payer refusals, declined
// cards, missed doses, late caregivers, invalid input, permission denials. Alarming to read, normal to live with.
import { spread } from "./context.js";
import type { NoiseKind } from "./noise-kind.js";
import { nodeTrace } from "./stacks.js";
import type { Ctx } from "./types.js";
import { dollars, hhmm, MEDS, masked, PAYERS, phone, street, ymd } from "./vocab.js";

/** Payers that take electronic claims (private pay does not). */
const INSURERS = PAYERS.filter((p) => p !== "Private Pay");

/** A sub-window of the scenario window, as fractions. */
function span(ctx: Ctx, a: number, b: number): [number, number] {
  const { t0, t1 } = ctx.w;
  const s = ctx.r.float(a, b);
  const len = ctx.r.float(0.25, 0.6);
  return [t0 + (t1 - t0) * s, t0 + (t1 - t0) * Math.min(1, s + len)];
}

const evvGeofence: NoiseKind = {
  id: "evv-geofence",
  what: "caregivers clocking in outside the client's geofence (EVV exceptions sent to coordinators)",
  run(ctx) {
    const { r, e } = ctx;
    const [a, b] = span(ctx, 0, 0.5);
    for (const t of spread(r, r.int(18, 55), a, b)) {
      const v = e.ids.visit(r);
      const c = e.ids.caregiver(r);
      const d = r.int(260, 2400);
      const id = ctx.newId();
      const msg = ctx.v([
        `evv exception visit=${v} caregiver=${c} dist_m=${d} radius_m=150 acc_m=${r.int(20, 90)} verdict=outside_geofence action=flag_for_review`,
        `verify visit=${v} ${c} d=${d}m acc=${r.int(20, 90)}m result=OUT_OF_RANGE -> exception queue`,
        `EVV punch for shift ${v} flagged: distance ${d} m exceeds geofence 200 m (accuracy ${r.int(20, 90)} m); exception opened for coordinator review`,
        `punch flagged visit=${v} dsp=${c} dist=${d}m limit=250m reason=outside_geofence`,
      ]);
      ctx.log(t, "evv", e.voice === 1 || e.voice === 2 ? "ERROR" : "WARN", msg, { trace: id });
      ctx.log(
        t + r.int(10, 40),
        "app",
        "INFO",
        `clock-in accepted with EVV exception for ${v} (client may be at alternate location)`,
        {
          trace: id,
        },
      );
      if (r.chance(0.4))
        ctx.log(
          t + r.int(60000, 300000),
          "sched",
          "INFO",
          `EVV exception on ${v} resolved by coordinator: ${r.pick(["client at adult day program", "client at daughter's home (approved alternate address)", "GPS drift in rural area, phone verification done", "caregiver met client at clinic appointment"])}`,
        );
    }
  },
};

const ivrAni: NoiseKind = {
  id: "ivr-ani-mismatch",
  what: "telephony clock-ins from phone numbers not on file, routed to the exception queue",
  run(ctx) {
    const { r, e } = ctx;
    for (const t of spread(r, r.int(10, 30), ctx.w.t0, ctx.w.t1)) {
      const v = e.ids.visit(r);
      const num = masked(phone(r));
      ctx.log(
        t,
        "ivr",
        "ERROR",
        ctx.v([
          `IVR clock-in rejected: caller ${num} is not a registered number for client ${e.ids.client(r)}; visit ${v} sent to exception queue`,
          `caller id mismatch: call from ${num} not on file for ${e.ids.client(r)}; visit ${v} routed to exceptions`,
          `ANI ${num} does not match any phone on file for client ${e.ids.client(r)}; punch for ${v} recorded as exception (reason CALLER_ID_MISMATCH)`,
          `caller_id=unregistered from=${num} visit=${v} action=exception_queue`,
        ]),
      );
      if (r.chance(0.5))
        ctx.log(
          t + r.int(1500, 8000),
          "ivr",
          "INFO",
          `caller re-entered client PIN; clock-in for ${v} accepted with exception flag`,
        );
    }
  },
};

const authUnits: NoiseKind = {
  id: "auth-units-exhausted",
  what: "visits held because the payer authorisation has no units left (renewals pending)",
  run(ctx) {
    const { r, e } = ctx;
    const auths = Array.from({ length: r.int(3, 6) }, () => `PA-${r.int(2024000, 2026999)}`);
    for (const t of spread(r, r.int(12, 35), ctx.w.t0, ctx.w.t1)) {
      const pa = r.pick(auths);
      const v = e.ids.visit(r);
      ctx.log(
        t,
        "sched",
        "ERROR",
        ctx.v([
          `Cannot confirm visit ${v}: authorization ${pa} has 0 units remaining (payer ${r.pick(PAYERS)}); visit held as non-billable`,
          `schedule blocked visit=${v} auth=${pa} units_left=0 -> needs renewal`,
          `Shift ${v} cannot be confirmed: authorization ${pa} exhausted (used ${((u) => `${u}/${u}`)(r.int(120, 480))} units); coordinator notified`,
          `auth check failed visit=${v} auth=${pa} remaining=0 status=hold`,
        ]),
      );
      if (r.chance(0.3))
        ctx.log(
          t + r.int(100, 900),
          "billing",
          "WARN",
          `authorization ${pa} exhausted; renewal request pending with payer since ${ymd(t - 86400000 * r.int(1, 9))}`,
        );
    }
  },
};

const claimRejections: NoiseKind = {
  id: "claim-rejections",
  what: "a 277CA acknowledgement with a handful of claims rejected by the payer for data reasons",
  run(ctx) {
    const { r } = ctx;
    const t = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.1, 0.7);
    const total = r.int(180, 900);
    const rej = r.int(12, 40);
    ctx.log(
      t,
      "billing",
      "INFO",
      `277CA file ${r.alnum(10, true)}.x12 received from clearinghouse: ${total} claims, ${total - rej} accepted, ${rej} rejected`,
    );
    const reasons = [
      "STC*A7:562:85 Entity's National Provider Identifier (NPI) invalid",
      "STC*A3:21 Missing or invalid information (subscriber id)",
      "STC*A7:145:IL Entity's member id not found",
      "STC*A6:732 Information inconsistent with billing guidelines (place of service)",
      "STC*A7:510:QC Future date of service",
      "STC*A3:187 Date(s) of service outside authorization",
    ];
    let tt = t;
    for (let i = 0; i < rej; i++) {
      tt += r.int(3, 60);
      ctx.log(
        tt,
        "billing",
        "ERROR",
        ctx.v([
          `Claim CLM-${r.int(700000, 799999)} REJECTED by ${r.pick(INSURERS)}: ${r.pick(reasons)}`,
          `claim rejected clm=${r.int(700000, 799999)} payer="${r.pick(INSURERS)}" ${r.pick(reasons)}`,
          `ClaimRejected id=CLM-${r.int(700000, 799999)} status=${r.pick(reasons)} action=ReturnedToBiller`,
          `277CA rejection claim=CLM-${r.int(700000, 799999)} ${r.pick(reasons)}`,
        ]),
      );
    }
    ctx.log(
      tt + r.int(100, 800),
      "billing",
      "INFO",
      `${rej} rejected claims placed in billing work queue for correction`,
    );
  },
};

const cardDeclines: NoiseKind = {
  id: "card-declines",
  what: "private-pay families whose cards are declined on invoice autopay",
  run(ctx) {
    const { r } = ctx;
    const codes = [
      "insufficient_funds",
      "do_not_honor",
      "expired_card",
      "incorrect_cvc",
      "generic_decline",
      "card_velocity_exceeded",
    ];
    const [a, b] = span(ctx, 0, 0.6);
    for (const t of spread(r, r.int(15, 45), a, b)) {
      const inv = `INV-${r.int(30000, 59999)}`;
      if (r.chance(0.7)) {
        const code = r.pick(codes);
        ctx.log(
          t,
          "portal",
          r.chance(0.6) ? "ERROR" : "WARN",
          ctx.v([
            `autopay failed for invoice ${inv} ($${dollars(r, 90, 2400)}): card_declined (${code})`,
            `payment declined invoice=${inv} code=card_declined decline_code=${code}`,
            `Payment for ${inv} declined by processor: card_declined/${code}; family notified`,
            `charge failed inv=${inv} err=card_declined decline_code=${code} retry_scheduled=72h`,
          ]),
          {
            err: { kind: "StripeCardError", message: `Your card was declined. (${code})` },
            ...(ctx.S("portal").rt === "node" && r.chance(0.5)
              ? {
                  stack: nodeTrace("StripeCardError: Your card was declined.", [
                    "StripeError.generate (/app/node_modules/stripe/cjs/Error.js:10:20)",
                    "res.toJSON.then.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:54)",
                    "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                    "async AutopayService.charge (/app/dist/billing/autopay.js:52:21)",
                  ]),
                }
              : {}),
          },
        );
      } else ctx.log(t, "portal", "INFO", `autopay succeeded for invoice ${inv} ($${dollars(r, 90, 2400)})`);
    }
  },
};

const failedLogins: NoiseKind = {
  id: "failed-logins",
  what: "family members and caregivers mistyping passwords, a few lockouts",
  run(ctx) {
    const { r, e } = ctx;
    const [a, b] = span(ctx, 0, 0.5);
    const users = Array.from({ length: r.int(8, 20) }, () => (r.chance(0.5) ? e.ids.user(r) : e.ids.caregiver(r)));
    for (const t of spread(r, r.int(20, 60), a, b)) {
      const u = r.pick(users);
      const ip = `${r.int(24, 99)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
      ctx.log(
        t,
        "auth",
        "WARN",
        ctx.v([
          `login failed sub=${u} reason=invalid_password attempt=${r.int(1, 5)}/5 ip=${ip}`,
          `Failed login for ${u} from ${ip}: invalid email or password`,
          `Sign-in failed for user ${u}: InvalidPassword (attempt ${r.int(1, 5)} of 5) from ${ip}`,
          `method=POST path=/users/sign_in status=401 error="Invalid Email or password." user=${u} ip=${ip}`,
        ]),
      );
      if (r.chance(0.12))
        ctx.log(t + r.int(50, 400), "auth", "WARN", `account ${u} locked for 15 minutes after 5 failed attempts`);
    }
  },
};

const expiredSessions: NoiseKind = {
  id: "expired-sessions",
  what: "access tokens expiring on idle phones; the app refreshes them",
  run(ctx) {
    const { r, e } = ctx;
    for (const t of spread(r, r.int(25, 70), ctx.w.t0, ctx.w.t1)) {
      const who = e.ids.caregiver(r);
      const id = ctx.newId();
      ctx.log(
        t,
        "app",
        "WARN",
        ctx.v([
          `401 TokenExpiredError: jwt expired (expiredAt ${new Date(t - r.int(60000, 7200000)).toISOString()}) sub=${who}`,
          `auth: token expired for ${who}, returning 401 so client refreshes`,
          `JWT validation failed for ${who}: IDX10223: Lifetime validation failed. The token is expired.`,
          `401 jwt expired sub=${who} path=/v1/me/visits`,
        ]),
        {
          trace: id,
          ...(ctx.S("app").rt === "node" && r.chance(0.4)
            ? {
                stack: nodeTrace("TokenExpiredError: jwt expired", [
                  "/app/node_modules/jsonwebtoken/verify.js:190:21",
                  "getSecret (/app/node_modules/jsonwebtoken/verify.js:97:14)",
                  "module.exports [as verify] (/app/node_modules/jsonwebtoken/verify.js:101:10)",
                  "authenticate (/app/dist/middleware/auth.js:18:24)",
                  "Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)",
                ]),
              }
            : {}),
        },
      );
      ctx.log(t + r.int(300, 2500), "auth", "INFO", `token refreshed for ${who} (refresh_token grant)`, {
        trace: ctx.newId(),
      });
    }
  },
};

const missedDoses: NoiseKind = {
  id: "missed-dose-escalation",
  what: "clients not confirming medication reminders; escalations to the on-call nurse as designed",
  run(ctx) {
    const { r, e } = ctx;
    const [a, b] = span(ctx, 0.1, 0.6);
    for (const t of spread(r, r.int(8, 22), a, b)) {
      const c = e.ids.client(r);
      const med = r.pick(MEDS);
      ctx.log(
        t,
        "meds",
        "ERROR",
        ctx.v([
          `dose NOT CONFIRMED client=${c} med="${med}" due=${hhmm(t - 1800000)}: no answer after 3 voice attempts; escalated to on-call nurse`,
          `missed dose: ${c} '${med}' scheduled ${hhmm(t - 1800000)} unconfirmed after 3 reminders -> escalation`,
          `MAR administration for ${c} (${med}, due ${hhmm(t - 1800000)}) marked Missed: no caregiver documentation within window; nurse alerted`,
          `reminder unacknowledged client=${c} med="${med}" attempts=3 action=escalate_oncall`,
        ]),
      );
      ctx.log(
        t + r.int(200, 1500),
        "notify",
        "INFO",
        `page sent to on-call nurse rotation ${r.pick(["north", "east", "county-b", "metro"])} for ${c}`,
      );
    }
  },
};

const offlineSync: NoiseKind = {
  id: "offline-device-sync",
  what: "phones that were offline in rural areas syncing late, with conflicts resolved server-side",
  run(ctx) {
    const { r, e } = ctx;
    for (const t of spread(r, r.int(10, 30), ctx.w.t0, ctx.w.t1)) {
      const dev = r.hex(16);
      const v = e.ids.visit(r);
      ctx.log(
        t,
        "app",
        "WARN",
        `offline batch from device ${dev}: ${r.int(3, 40)} events queued while offline (oldest ${r.int(1, 9)}h${r.int(10, 59)}m)`,
      );
      if (r.chance(0.6))
        ctx.log(
          t + r.int(20, 200),
          "app",
          "WARN",
          `sync conflict on ${v}: device version ${r.int(2, 6)} < server ${r.int(7, 9)}; server copy kept, device notes appended`,
        );
      if (r.chance(0.4))
        ctx.log(
          t + r.int(10, 100),
          "evv",
          "WARN",
          `device clock skew ${r.int(4, 48)}m for punch on ${v}; using server receive time`,
        );
    }
  },
};

const careplanValidation: NoiseKind = {
  id: "careplan-validation",
  what: "coordinators submitting care plan edits with invalid codes and fields (422s)",
  run(ctx) {
    const { r, e } = ctx;
    const errs = [
      "diagnosis code 'E11.9x' is not a valid ICD-10-CM code",
      "task frequency must be at least 1 per week",
      "medication 'Eliquis' requires a dose and route",
      "start_date must be before end_date",
      "allergy severity must be one of mild, moderate, severe",
      "physician NPI '123456789' must be 10 digits",
      "goal target_date is in the past",
    ];
    for (const t of spread(r, r.int(12, 36), ctx.w.t0, ctx.w.t1)) {
      const c = e.ids.client(r);
      const er = r.pick(errs);
      if (ctx.S("plans").rt === "java" && r.chance(0.6))
        ctx.log(
          t,
          "plans",
          "WARN",
          `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [1] in public org.springframework.http.ResponseEntity<${e.ns}.careplan.api.CarePlanDto> ${e.ns}.careplan.api.CarePlanController.update(java.lang.String,${e.ns}.careplan.api.CarePlanUpdate): [Field error in object 'carePlanUpdate': ${er}]]`,
        );
      else
        ctx.log(
          t,
          "plans",
          "WARN",
          ctx.v([
            `Care plan update rejected for ${c}: ${er}`,
            `422 validation error on plan ${c}: ${er}`,
            `Validation failed for CarePlanRevision (${c}): ${er}`,
            `method=PUT path=/api/clients/${c}/isp format=json controller=Api::SupportPlansController action=update status=422 error="${er}"`,
          ]),
        );
      ctx.log(
        t + r.int(5, 30),
        "edge",
        "INFO",
        e.edgeLine(r, t, "PUT", `/api/clients/${c}/careplan`, 422, ctx.S("plans").name, r.int(20, 90)),
      );
    }
  },
};

const careTeamDenials: NoiseKind = {
  id: "care-team-denials",
  what: "caregivers opening clients they are not assigned to; access denied by the minimum-necessary rule",
  run(ctx) {
    const { r, e } = ctx;
    for (const t of spread(r, r.int(10, 30), ctx.w.t0, ctx.w.t1)) {
      const c = e.ids.client(r);
      const who = e.ids.caregiver(r);
      ctx.log(
        t,
        "plans",
        "WARN",
        ctx.v([
          `access denied: caregiver ${who} is not on the care team for ${c} (403)`,
          `403 forbidden: ${who} not assigned to ${c}`,
          `Authorization failed for ${who} on client ${c}: requirement CareTeamMember not met`,
          `method=GET path=/api/clients/${c}/isp status=403 error="not on care team" dsp=${who}`,
        ]),
      );
      ctx.log(
        t + r.int(5, 30),
        "edge",
        "INFO",
        e.edgeLine(r, t, "GET", `/api/clients/${c}/careplan`, 403, ctx.S("plans").name, r.int(8, 40)),
      );
    }
  },
};

const payrollExceptions: NoiseKind = {
  id: "payroll-exceptions",
  what: "timesheets with overtime and mileage over the daily cap held for supervisor approval",
  run(ctx) {
    const { r, e } = ctx;
    const t0 = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.05, 0.5);
    ctx.log(t0, "payroll", "INFO", `payroll pre-check started for period ending ${ymd(t0 - 86400000 * r.int(1, 5))}`);
    for (const t of spread(r, r.int(15, 40), t0, t0 + r.int(60000, 240000))) {
      const who = e.ids.caregiver(r);
      ctx.log(
        t,
        "payroll",
        r.chance(0.5) ? "WARN" : "ERROR",
        r.chance(0.5)
          ? `timesheet exception ${who}: ${r.float(41, 62).toFixed(1)} h this week exceeds 40 h overtime threshold; routed for approval`
          : `mileage claim ${who}: ${r.int(151, 240)} mi on ${ymd(t - 86400000)} exceeds daily cap 150 mi; held`,
      );
    }
  },
};

const smsUndeliverable: NoiseKind = {
  id: "sms-undeliverable",
  what: "text reminders to landlines and unsubscribed numbers that the carrier refuses",
  run(ctx) {
    const { r } = ctx;
    const codes = [
      "30006 Landline or unreachable carrier",
      "30003 Unreachable destination handset",
      "21610 Attempt to send to unsubscribed recipient",
      "30005 Unknown destination handset",
    ];
    for (const t of spread(r, r.int(15, 45), ctx.w.t0, ctx.w.t1)) {
      const code = r.pick(codes);
      ctx.log(
        t,
        "notify",
        "ERROR",
        ctx.v([
          `SMS to ${masked(phone(r))} failed: ${code}`,
          `sms delivery failed to=${masked(phone(r))} error=${code}`,
          `Message SM${r.hex(32)} undelivered: ${code}; marking number as sms_unreachable`,
          `sms undeliverable to=${masked(phone(r))} code=${code.split(" ")[0]} reason="${code.slice(6)}"`,
        ]),
      );
    }
  },
};

const geocodeZero: NoiseKind = {
  id: "geocode-zero-results",
  what: "rural and new-build addresses the geocoder cannot resolve; mileage falls back to ZIP centroids",
  run(ctx) {
    const { r } = ctx;
    for (const t of spread(r, r.int(12, 35), ctx.w.t0, ctx.w.t1)) {
      ctx.log(
        t,
        r.chance(0.6) ? "payroll" : "sched",
        "WARN",
        `geocoder returned ZERO_RESULTS for '${street(r)}'; falling back to ZIP centroid ${r.int(15001, 19699)}`,
      );
    }
  },
};

const lateVisits: NoiseKind = {
  id: "late-visit-alerts",
  what: "caregivers clocking in late on a morning shift change; late-visit alerts fire and clear",
  run(ctx) {
    const { r, e } = ctx;
    const [a, b] = span(ctx, 0, 0.5);
    for (const t of spread(r, r.int(8, 24), a, b)) {
      const v = e.ids.visit(r);
      const who = e.ids.caregiver(r);
      const late = r.int(16, 40);
      ctx.log(
        t,
        "sched",
        "ERROR",
        ctx.v([
          `LATE VISIT: ${v} caregiver ${who} not clocked in ${late} min after scheduled start ${hhmm(t - late * 60000)}`,
          `late visit alert visit=${v} ${who} overdue=${late}m`,
          `Shift ${v} is ${late} minutes past start without a punch (employee ${who}); escalation level 1`,
          `LateVisitSweepJob ERROR: visit ${v} overdue ${late}m dsp=${who}`,
        ]),
      );
      ctx.log(t + r.int(300, 1500), "notify", "INFO", `late-visit alert for ${v} sent to coordinator on duty`);
      if (r.chance(0.7))
        ctx.log(
          t + r.int(120000, 600000),
          "sched",
          "INFO",
          `late visit ${v} cleared: clock-in received ${late + r.int(1, 12)} min late`,
        );
    }
  },
};

const eligibility: NoiseKind = {
  id: "eligibility-271",
  what: "eligibility responses saying coverage ended or member ids are wrong for a few clients",
  run(ctx) {
    const { r, e } = ctx;
    const t0 = ctx.w.t0 + (ctx.w.t1 - ctx.w.t0) * r.float(0.05, 0.6);
    const reasons = [
      "AAA*Y**72*C Invalid/Missing Subscriber/Insured ID",
      "EB*6 coverage inactive (terminated 2026-04-30)",
      "AAA*Y**75*C Subscriber/Insured Not Found",
      "AAA*Y**58*C Invalid/Missing Date-of-Birth",
      "EB*6 coverage inactive (waiver slot ended)",
    ];
    for (const t of spread(r, r.int(10, 28), t0, t0 + r.int(30000, 180000))) {
      ctx.log(
        t,
        "billing",
        r.chance(0.6) ? "ERROR" : "WARN",
        `271 for ${e.ids.client(r)} (${r.pick(INSURERS)}): ${r.pick(reasons)}; upcoming visits flagged for intake review`,
      );
    }
  },
};

const backgroundChecks: NoiseKind = {
  id: "credential-holds",
  what: "assignments refused because a caregiver's TB test, CPR card or background check lapsed",
  run(ctx) {
    const { r, e } = ctx;
    const why = [
      "TB screening expired",
      "CPR certification expired",
      "background check pending (report in progress)",
      "state registry check older than 12 months",
      "I-9 reverification due",
    ];
    for (const t of spread(r, r.int(10, 26), ctx.w.t0, ctx.w.t1)) {
      ctx.log(
        t,
        "sched",
        "WARN",
        `cannot assign ${e.ids.caregiver(r)} to ${e.ids.visit(r)}: ${r.pick(why)} (${ymd(t - 86400000 * r.int(1, 40))}); caregiver is not schedulable`,
      );
    }
  },
};

export const DOMAIN_NOISE: NoiseKind[] = [
  evvGeofence,
  ivrAni,
  authUnits,
  claimRejections,
  cardDeclines,
  failedLogins,
  expiredSessions,
  missedDoses,
  offlineSync,
  careplanValidation,
  careTeamDenials,
  payrollExceptions,
  smsUndeliverable,
  geocodeZero,
  lateVisits,
  eligibility,
  backgroundChecks,
];
