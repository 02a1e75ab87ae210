// The 12 quiet windows of holdout55: only the estate's normal noise plus one harmless event each (a clinic's
// burst of AE, a modality reconnecting, payer AAA*42 retries that succeed, a rollout, a certificate reminder).
import type { Ctx } from "./stream.js";
import { ieIn } from "./traffic.js";

export interface QuietSpec {
  estate: string;
  note: string;
  extra(c: Ctx, at: number): void;
}

const aeBurst = (c: Ctx, at: number) => {
  const clinic = c.estate.clinics[1];
  c.every(at, at + 150000, 4000, (t) =>
    c.emit(
      t,
      "ie",
      "warn",
      `${ieIn(c.estate, clinic, "ADT^A04", c.r.digits(8), "AE")} - PID-8 value 'X' not in table 0001`,
    ),
  );
};
const modalityFlap = (c: Ctx, at: number) => {
  const mod = c.estate.modalities[1];
  c.every(at, at + 200000, 25000, (t) => {
    c.emit(
      t,
      "pacs",
      "warn",
      `Association Aborted by peer ${mod} (A-ABORT source=2 reason=0), modality will reconnect`,
    );
    c.emit(t + 4000, "pacs", "info", `Association Received from AET ${mod} on IP 10.31.4.22`);
  });
};
const payerRetries = (c: Ctx, at: number) => {
  c.every(at, at + 240000, 12000, (t) => {
    const p = c.estate.payers[1];
    c.emit(
      t,
      "claims",
      "warn",
      `271 from payer ${p}: AAA*Y**42*R (unable to respond at current time), retry 1/3 in 5s`,
    );
    c.emit(t + 5200, "claims", "info", `270 to payer ${p} retry 1/3 ok: 271 EB*1 active coverage`);
  });
};
const rollout = (c: Ctx, at: number) => {
  c.emit(at, "fhir", "info", "Stopping service [Tomcat]");
  c.emit(at + 200, "fhir", "warn", "HikariPool-1 - Shutdown initiated... (2 active connections closed)");
  c.emit(at + 9000, "portal", "warn", "GET /api/v1/appointments 503 12 ms - upstream reconnecting, served from cache");
  c.emit(at + 30000, "fhir", "info", "Started Application in 27.4 seconds (process running for 29.1)");
};
const certReminder = (c: Ctx, at: number) => {
  c.emit(
    at,
    "sso",
    "warn",
    "Signing credential 'idp-signing-2025' expires in 21 days (2026-12-21T00:00:00Z); new credential 'idp-signing-2026' already published in metadata",
  );
  c.emit(at + 60000, "sso", "info", "Refreshed metadata for 7 service providers from /opt/idp/metadata");
};
const lateBatch = (c: Ctx, at: number) => {
  c.emit(at, "jobs", "info", "eligibility-270-batch: run started late (previous run still finishing), 40000 members");
  c.every(at, at + 180000, 20000, (t) =>
    c.emit(t, "claims", "warn", `270 batch chunk throttled locally: in-flight ${c.r.int(48, 50)}/50, waiting`),
  );
};

export const QUIET: QuietSpec[] = [
  {
    estate: "northgate",
    note: "Normal Monday morning: ADT and results flowing, one clinic sends a burst of ADT with a bad PID-8 value that get AE.",
    extra: aeBurst,
  },
  {
    estate: "northgate",
    note: "Quiet window with an ultrasound cart repeatedly aborting and re-opening its DICOM associations.",
    extra: modalityFlap,
  },
  {
    estate: "northgate",
    note: "Eligibility batch running; one payer answers AAA*42 now and then and every retry succeeds.",
    extra: payerRetries,
  },
  {
    estate: "bayside",
    note: "Normal traffic with a planned FHIR API rollout that serves one cached 503 while restarting.",
    extra: rollout,
  },
  {
    estate: "bayside",
    note: "Normal traffic; the IdP logs its routine signing-certificate rollover reminder.",
    extra: certReminder,
  },
  {
    estate: "bayside",
    note: "Normal afternoon with a clinic sending a burst of ADT rejected with AE for a bad PID-8 value.",
    extra: aeBurst,
  },
  {
    estate: "cedarvalley",
    note: "Eligibility batch started late and is throttled locally; everything completes.",
    extra: lateBatch,
  },
  {
    estate: "cedarvalley",
    note: "Normal clinic morning with a DX modality flapping its association.",
    extra: modalityFlap,
  },
  {
    estate: "cedarvalley",
    note: "Normal traffic with payer AAA*42 answers that succeed on retry.",
    extra: payerRetries,
  },
  { estate: "harborpoint", note: "Normal traffic with a routine FHIR store rollout.", extra: rollout },
  {
    estate: "harborpoint",
    note: "Normal traffic; IdP certificate rollover reminder and metadata refresh.",
    extra: certReminder,
  },
  {
    estate: "harborpoint",
    note: "Nightly eligibility batch starting late and queueing locally while the day's traffic continues.",
    extra: lateBatch,
  },
];
