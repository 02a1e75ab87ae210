// The 12 quiet windows of holdout99: only the everyday noise of each estate, sometimes louder than usual.
import type { Emit } from "./incidents.js";

export interface QuietSpec {
  est: string;
  note: string;
  /** extra harmless lines over the whole window (after = seconds from the window start) */
  extras: Emit[];
}

const q = (svc: string, level: Emit["level"], perMin: number, msg: Emit["msg"], after = 0): Emit => ({
  svc,
  level,
  perMin,
  msg,
  after,
});

export const QUIET: QuietSpec[] = [
  {
    est: "ironpeak",
    note: "Monday 6am rush at the gyms: many lapsed members refused at turnstiles and full classes, nothing broken.",
    extras: [
      q(
        "door-access-ctl",
        "INFO",
        10,
        (r) => `access denied card=${r.hex(8)} door=TS-${r.int(1, 3)} club=LDS01 reason=membership_lapsed`,
      ),
      q(
        "class-booking",
        "INFO",
        6,
        (r) =>
          `Booking rejected: class Spin #${r.int(40000, 49999)} is full (capacity 24), member M${r.int(100000, 999999)} added to waitlist`,
      ),
    ],
  },
  {
    est: "ironpeak",
    note: "Direct-debit return day: dd-collections processes a large ARUDD file of returned debits, all handled as designed.",
    extras: [
      q(
        "dd-collections",
        "WARN",
        12,
        (r) =>
          `collections.returns: ARUDD return for mandate MD${r.hex(8).toUpperCase()} reason=${r.pick(["0 - Refer to payer", "6 - Advance notice disputed", "B - Account closed"])}, member flagged for retry`,
        60,
      ),
      q(
        "membership-svc",
        "INFO",
        6,
        (r) =>
          `c.i.membership.StatusService : member M${r.int(100000, 999999)} moved to PAYMENT_ISSUE after returned debit`,
        70,
      ),
    ],
  },
  {
    est: "ironpeak",
    note: "Turnstiles at two clubs reconnect repeatedly over flaky Wi-Fi but every reconnect succeeds.",
    extras: [
      q(
        "door-access-ctl",
        "WARN",
        4,
        (r) =>
          `turnstile TS-${r.int(1, 3)} club=NCL01 websocket closed (1006), reconnecting in 2s; reconnected after ${r.int(1, 2)} attempt(s)`,
      ),
    ],
  },
  {
    est: "marrowdale",
    note: "Storm morning: many 311 pothole and streetlight requests, several addresses outside city limits refused.",
    extras: [
      q(
        "case-intake",
        "INFO",
        10,
        (r) =>
          `c.m.intake.CaseService : created SR-${r.int(2600000, 2699999)} type=${r.pick(["POTHOLE", "STREETLIGHT_OUT", "TREE_DOWN"])} ward=${r.int(1, 14)} channel=app`,
      ),
      q(
        "gis-address",
        "INFO",
        5,
        (r) =>
          `address "${r.int(1, 9999)} County Line Rd" resolved outside city limits (jurisdiction=Ashby County), refused`,
      ),
    ],
  },
  {
    est: "marrowdale",
    note: "Permit deadline day: residents upload many oversized plans that are rejected for size, and sessions expire.",
    extras: [
      q(
        "doc-upload",
        "WARN",
        6,
        (r) => `upload rejected: file "plans-rev${r.int(1, 9)}.pdf" is ${r.int(26, 140)} MB, limit is 25 MB`,
      ),
      q("portal-311-web", "WARN", 3, (r) => `session ${r.hex(12)} expired, redirecting to /login?next=/permits`),
    ],
  },
  {
    est: "marrowdale",
    note: "An ordinary afternoon with a notify-sms release rolled out mid-window.",
    extras: [q("notify-sms", "INFO", 1, () => "graceful shutdown: drained 0 in-flight messages", 400)],
  },
  {
    est: "clubline",
    note: "Saturday fixtures publication: league-scheduler publishes many rounds and many court slots are already taken.",
    extras: [
      q(
        "league-scheduler",
        "INFO",
        8,
        (r) =>
          `fixtures: division ${r.pick(["U14 South", "Masters Singles", "Senior A"])} round ${r.int(1, 18)} published (${r.int(4, 12)} matches)`,
      ),
      q(
        "court-booking",
        "INFO",
        5,
        () => "o.c.booking.SlotService : slot Court 2 10:00 already taken, member offered 11:00",
      ),
    ],
  },
  {
    est: "clubline",
    note: "Season renewal evening with the usual declined cards and lapsed renewals, all handled.",
    extras: [
      q(
        "payments-bridge",
        "WARN",
        5,
        (r) =>
          `o.c.pay.WebhookHandler : charge ch_${r.hex(14)} failed: card_declined (${r.pick(["insufficient_funds", "expired_card", "do_not_honor"])}), member will be emailed`,
      ),
      q(
        "member-registry",
        "INFO",
        4,
        (r) => `Renewal refused for M${r.int(100000, 999999)}: subscription lapsed and grace period over`,
      ),
    ],
  },
  {
    est: "clubline",
    note: "Quiet weekday morning; floodlight relays occasionally need a resend at dawn.",
    extras: [q("floodlight-ctl", "WARN", 2, (r) => `[ctl] relay ${r.int(1, 12)} no ack in 500 ms, resent, ack ok`)],
  },
  {
    est: "pulse",
    note: "Evening peak at the studios: full classes, waitlists and some members without a pass turned away at the gate.",
    extras: [
      q(
        "booking-core",
        "INFO",
        8,
        (r) =>
          `p.s.booking.ReserveHandler : class RIDE45-${r.int(1000, 9999)} full, member M${r.int(100000, 999999)} waitlisted at position ${r.int(1, 12)}`,
      ),
      q(
        "access-gate",
        "INFO",
        4,
        (r) => `gate SHO-${r.int(1, 2)}: qr rejected, member M${r.int(100000, 999999)} has no active pass`,
      ),
    ],
  },
  {
    est: "pulse",
    note: "Monthly billing run: many bank refusals moved to dunning, as designed.",
    extras: [
      q(
        "billing-dd",
        "WARN",
        8,
        (r) =>
          `Payment PM${r.hex(10).toUpperCase()} failed: bank returned ${r.pick(["refer_to_payer", "insufficient_funds", "mandate_cancelled"])}, member M${r.int(100000, 999999)} moved to dunning`,
      ),
    ],
  },
  {
    est: "pulse",
    note: "A machine firmware rollout window: bikes reconnect after updates and auth refreshes expire for idle apps.",
    extras: [
      q("machine-hub", "WARN", 3, (r) => `bike KEN-${r.int(1, 40)} offline for firmware 4.2.0 update, will resume`),
      q(
        "auth-gw",
        "INFO",
        3,
        (r) => `token refresh rejected sub=M${r.int(100000, 999999)} reason=refresh_token_expired`,
      ),
    ],
  },
];
