// Quiet windows: only the normal noise of election administration, with a few louder but harmless bursts.
import type { Estate } from "./estates.js";
import { deploy } from "./incidents.js";
import type { Ctx } from "./stream.js";

export interface QuietSpec {
  estate: Estate["key"];
  note: string;
  /** The service released or reloaded during the window. */
  change: string;
  run(c: Ctx): void;
}

const mid = (c: Ctx) => c.start + Math.floor((c.end - c.start) * (0.3 + c.rng.next() * 0.4));

export const QUIET: QuietSpec[] = [
  {
    estate: "sos",
    change: "ovr-portal",
    note: "Registration-deadline evening: a wave of DMV no-matches goes to manual review and the portal is busy, nothing is broken.",
    run: (c) => {
      const r = c.rng;
      const m = mid(c);
      c.every(m, m + 180_000, 2500, (t) =>
        c.emit(
          t,
          "svrs-core",
          "info",
          `application OVR-2026-${r.digits(7)} routed to manual review queue (reason=DMV_NO_MATCH, county=0${r.int(10, 53)})`,
        ),
      );
      c.emit(m + 60_000, "svrs-core", "warn", "manual review queue depth 268 (threshold 250), oldest item 4m");
    },
  },
  {
    estate: "sos",
    change: "ovr-portal",
    note: "Ordinary weekday: dedupe-merge runs a large county block with many merges and one ovr-portal release rolls out.",
    run: (c) => {
      const r = c.rng;
      const m = mid(c);
      c.every(m, m + 240_000, 4000, (t) =>
        c.emit(
          t,
          "dedupe-merge",
          "info",
          `merged duplicate registration VR${r.digits(9)} into VR${r.digits(9)} (score=0.9${r.int(1, 9)}, rule=name_dob_dl)`,
        ),
      );
    },
  },
  {
    estate: "sos",
    change: "svrs-pg",
    note: "A few extra DMV gateway retries that all succeed and a svrs-pg configuration reload; all requests complete.",
    run: (c) => {
      const r = c.rng;
      const m = mid(c);
      c.every(m, m + 120_000, 20_000, (t) => {
        c.emit(
          t,
          "dmv-bridge",
          "warn",
          "DMV gateway call attempt 1 failed (HTTP 503 Service Unavailable), retrying in 250 ms",
        );
        c.emit(
          t + r.int(300, 600),
          "dmv-bridge",
          "info",
          `DMV gateway call succeeded on attempt 2 (${r.int(300, 900)} ms)`,
        );
      });
    },
  },
  {
    estate: "marlow",
    change: "pollbook-sync",
    note: "Election morning: one rural vote centre's poll books reconnect over and over on weak signal while check-ins keep flowing.",
    run: (c) => {
      const r = c.rng;
      const m = mid(c);
      c.every(m, m + 240_000, 3000, (t) =>
        c.emit(
          t,
          "pollbook-sync",
          "warn",
          `device PB-0${r.int(400, 409)} (VC-22) reconnected after ${r.int(20, 200)}s offline, rsrp=-${r.int(115, 124)}dBm band=71; replayed ${r.int(1, 14)} queued check-ins`,
        ),
      );
    },
  },
  {
    estate: "marlow",
    change: "checkin-api",
    note: "Shift change at the vote centres: a burst of poll-worker sign-ins with some typo'd passwords, and a printer out of paper that fails over.",
    run: (c) => {
      const r = c.rng;
      const m = mid(c);
      c.every(m, m + 150_000, 2000, (t) =>
        c.emit(
          t,
          "staff-sso",
          r.chance(0.2) ? "warn" : "info",
          `type=${r.chance(0.2) ? "LOGIN_ERROR" : "LOGIN"}, realmId=marlow, clientId=pollpad, ipAddress=10.44.${r.int(1, 60)}.${r.int(2, 250)}, auth_method=openid-connect, username=pw${r.digits(4)}`,
        ),
      );
      c.emit(
        m + 30_000,
        "bod-print",
        "warn",
        "Printer VC-09-P2 reported paper out; job BOD-448120 re-queued to VC-09-P1",
      );
      c.emit(
        m + 32_000,
        "bod-print",
        "info",
        "Print job BOD-448120 style 0417-A sent to VC-09-P1 (2 sheets) in 2210 ms",
      );
    },
  },
  {
    estate: "marlow",
    change: "ballot-styles",
    note: "Busy early-voting afternoon with the wait-time page under heavy use and a ballot-styles config reload; no failures.",
    run: (c) => {
      const r = c.rng;
      const m = mid(c);
      c.every(m, m + 200_000, 600, (t) => {
        c.emit(
          t,
          "queue-wait",
          "info",
          `Started GET "/api/wait-times" for 172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`,
        );
        c.emit(
          t + r.int(8, 40),
          "queue-wait",
          "info",
          `Completed 200 OK in ${r.int(8, 60)}ms (Views: ${r.int(1, 9)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 20)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 6000)})`,
        );
      });
    },
  },
  {
    estate: "harlan",
    change: "cure-letters",
    note: "A tray of undeliverable ballot envelopes comes back from USPS and is recorded; signature flags and cure letters at their normal rate.",
    run: (c) => {
      const r = c.rng;
      const m = mid(c);
      c.every(m, m + 180_000, 2500, (t) =>
        c.emit(
          t,
          "ballot-tracker",
          "warn",
          `ballot HC-${r.digits(7)} returned undeliverable by USPS (${r.pick(["Attempted - Not Known", "Vacant", "Moved Left No Address"])}); voter flagged for address confirmation`,
        ),
      );
    },
  },
  {
    estate: "harlan",
    change: "voter-portal",
    note: "Canvass day: canvass-audit reconciles batches and indexes CVRs heavily while sigverify flags its usual share for cure letters.",
    run: (c) => {
      const r = c.rng;
      const m = mid(c);
      c.every(m, m + 240_000, 3000, (t) => {
        c.emit(t, "canvass-audit", "info", `"POST /api/batches/ HTTP/1.1" 201 ${r.int(200, 900)}`);
        c.emit(
          t + 40,
          "audit-search",
          "info",
          `[cvr-2026][${r.int(0, 4)}] bulk indexed ${r.int(200, 900)} docs in ${r.int(40, 300)}ms`,
        );
      });
    },
  },
  {
    estate: "harlan",
    change: "canvass-audit",
    note: "Cure-letter batch goes out at a steady pace and the envelope sorter runs a shift with a couple of rejects; all normal.",
    run: (c) => {
      const r = c.rng;
      const m = mid(c);
      c.every(m, m + 200_000, 4000, (t) =>
        c.emit(
          t,
          "cure-letters",
          "info",
          `cure letter CL-${r.digits(6)} queued for HC-${r.digits(7)} reason=signature_mismatch lang=${r.pick(["en", "es"])}`,
        ),
      );
      c.emit(m + 20_000, "envelope-sorter", "warn", "piece 771203 double feed detected, diverted to reject pocket 24");
    },
  },
  {
    estate: "enr",
    change: "results-web",
    note: "Polls close: results pages take a burst of refreshes and nginx delays some clients, every request is served.",
    run: (c) => {
      const r = c.rng;
      const m = mid(c);
      c.every(m, m + 180_000, 900, (t) =>
        c.emit(
          t,
          "results-cache",
          "warn",
          `[warn] 31#31: *${r.digits(6)} delaying request, excess: ${r.int(10, 19)}.${r.digits(3)}, by zone "refresh", client: ${r.int(1, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}, server: results.sos.example.gov, request: "GET /results/general-2026/summary HTTP/2.0"`,
        ),
      );
    },
  },
  {
    estate: "enr",
    change: "results-cache",
    note: "Counties upload batches in quick succession, one duplicate file is ignored, and results-cache reloads its configuration.",
    run: (c) => {
      const r = c.rng;
      const m = mid(c);
      c.emit(
        m,
        "tab-upload",
        "warn",
        "Duplicate upload ENR_019_batch_44.xml ignored (sha256 matches batch already applied)",
      );
      c.every(m, m + 120_000, 8000, (t) =>
        c.emit(
          t,
          "results-aggregator",
          "info",
          `Applied county ${r.pick(["003", "007", "019"])} batch ${r.int(40, 60)}: ${r.int(40, 260)} contests, ${r.int(800, 30000)} ballots`,
        ),
      );
    },
  },
  {
    estate: "enr",
    change: "media-feed",
    note: "Day-after canvass window: rla-tool loads manifests and the AP feed runs normally with its usual deprecation warnings.",
    run: (c) => {
      const r = c.rng;
      const m = mid(c);
      c.every(m, m + 200_000, 10_000, (t) =>
        c.emit(
          t,
          "rla-tool",
          "info",
          `sample draw round ${r.int(1, 3)}: ${r.int(20, 200)} ballots selected for county ${r.pick(["007", "019", "031"])} (seed ${r.digits(20)})`,
        ),
      );
    },
  },
];

export function quietDeploy(c: Ctx, svc: string): void {
  deploy(c, svc, mid(c));
}
