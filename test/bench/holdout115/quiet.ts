// The 12 quiet windows: four per estate, only the domain's everyday noise plus a few benign bumps.
import { ev, every } from "./kit.js";
import type { Ctx, Ev } from "./types.js";

export interface QuietSpec {
  estate: string;
  note: string;
  extra(c: Ctx, s: number, e: number): Ev[];
}

export const QUIET: QuietSpec[] = [
  {
    estate: "harbourline",
    note: "An ordinary mid-morning: payment returns for closed accounts, late contribution files and locked-out members.",
    extra: () => [],
  },
  {
    estate: "harbourline",
    note: "Prices from two fund managers arrive late and are picked up on retry; nothing fails.",
    extra: (c, s, e) =>
      every(c, s, e, 50, (t) => [
        ev(
          t,
          "unit-pricing",
          "warn",
          `price for HLPR03 not yet received from LGIM for valuation 2026-11-27, retrying in 120s`,
        ),
      ]),
  },
  {
    estate: "harbourline",
    note: "A member-portal rollout replaces pods one by one with a brief burst of readiness warnings.",
    extra: (_c, s) => [
      ev(
        s + 10000,
        "member-portal",
        "warn",
        "readiness probe failed: HTTP probe failed with statuscode: 503 (pod starting)",
      ),
      ev(s + 14000, "member-portal", "info", "member-portal v8.14.1 (build 7d0e1aa) listening on :3000"),
    ],
  },
  {
    estate: "harbourline",
    note: "Month-end contribution peak: many files, members not found parked to suspense, one employer file late.",
    extra: (c, s, e) =>
      every(c, s, e, 20, (t) => [
        ev(
          t,
          "contrib-intake",
          "warn",
          `member not found for NI QQ${c.r.int(100000, 999999)}C (employer ${c.employer()}), contribution parked in suspense`,
        ),
      ]),
  },
  {
    estate: "keystone",
    note: "Routine adviser traffic, a few invalid adviser logins and the usual empty-upload scan errors.",
    extra: () => [],
  },
  {
    estate: "keystone",
    note: "NAVs for two funds are late and arrive after a few polls; switch orders wait for the dealing point as designed.",
    extra: (c, s, e) =>
      every(c, s, e, 45, (t) => [
        ev(
          t,
          "nav-feed",
          "warn",
          "NAV for KSF-PROP not published yet by fund manager (expected by 12:30), will poll again",
        ),
      ]),
  },
  {
    estate: "keystone",
    note: "Transfer requests rejected for missing documents, plus a config reload on bacs-out that changes nothing visible.",
    extra: (c, s, e) =>
      every(c, s, e, 30, (t) => [
        ev(
          t,
          "docs-intake",
          "warn",
          `transfer TO-${c.r.int(100000, 999999)}: request rejected, missing document: signed discharge`,
        ),
      ]),
  },
  {
    estate: "keystone",
    note: "A ledger GC warning or two during a normal revaluation, with switch-orders retries that succeed.",
    extra: (_c, s) => [
      ev(
        s + 30000,
        "ledger",
        "warn",
        "GC(4121) Pause Young (Normal) (G1 Evacuation Pause) 2210M->1630M(4096M) 412.551ms",
      ),
    ],
  },
  {
    estate: "meridian",
    note: "Quiet afternoon: scanner 404s on mrs-web, a couple of payment returns and locked accounts.",
    extra: () => [],
  },
  {
    estate: "meridian",
    note: "Quotes for members with protected pension ages are held for review more often than usual; all are handled.",
    extra: (c, s, e) =>
      every(c, s, e, 40, (t) => [
        ev(
          t,
          "retirement-quotes",
          "warn",
          `member ${c.member()} has protected pension age (pre-2006 entitlement); quote held for administrator review`,
        ),
      ]),
  },
  {
    estate: "meridian",
    note: "Payment returns for closed accounts cluster after a bank batch; pensions are held as the process expects.",
    extra: (c, s, e) =>
      every(c, s, e, 25, (t) => [
        ev(
          t,
          "payments-out",
          "warn",
          `payment returned by bank: member=${c.member()} reason=AC04 ClosedAccountNumber, pension held`,
        ),
      ]),
  },
  {
    estate: "meridian",
    note: "A pricing-engine rollout and late manager prices held at T-1 pending confirmation; no errors beyond the usual noise.",
    extra: (c, s, e) =>
      every(c, s, e, 60, (t) => [
        ev(
          t,
          "pricing-engine",
          "warn",
          "[valuation] MRS-SHARIA: manager price not received, holding T-1 price pending confirmation",
        ),
      ]),
  },
];
