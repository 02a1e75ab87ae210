// Normal life of a healthcare integration estate: portal traffic, HL7 ADT/ORM/ORU through the interface engine,
// DICOM associations, e-prescribing, X12 eligibility, health checks, periodic jobs and the harmless noise every
// estate carries (ACK AE from a clinic with a missing segment, modalities reconnecting, deprecations, retries).
import type { Estate, Role } from "./estates.js";
import type { Ctx } from "./stream.js";

const MSGTYPES = ["ADT^A08", "ADT^A08", "ADT^A04", "ADT^A03", "ADT^A01", "ADT^A31"];
const TESTS = ["CBC", "BMP", "CMP", "HBA1C", "LIPID", "TSH", "UA", "PT/INR"];
const DRUGS = [
  "atorvastatin 20 MG Oral Tablet",
  "lisinopril 10 MG Oral Tablet",
  "amoxicillin 500 MG Oral Capsule",
  "metformin 500 MG Oral Tablet",
  "sertraline 50 MG Oral Tablet",
];

export function ieIn(e: Estate, clinic: string, type: string, id: string, ack = "AA"): string {
  switch (e.engine) {
    case "mirth":
      return `Channel '${type.startsWith("ORU") ? "ORU_Inbound" : "ADT_Inbound"}' received message ${id} from ${clinic} (${type}), response ACK ${ack}`;
    case "rhapsody":
      return `Route '${type.startsWith("ORU") ? "Results Inbound" : "ADT Inbound"}' [MLLP ${clinic}] message ${id} ${type} processed, ACK ${ack}`;
    case "cloverleaf":
      return `tps_hl7_ack: thread ${clinic.toLowerCase()}_in ctl ${id} ${type} -> reply ${ack}`;
  }
}

export function ieOut(e: Estate, dest: string, id: string, ms: number, ack = "AA"): string {
  switch (e.engine) {
    case "mirth":
      return `Channel 'ADT_Router' Destination '${dest} MLLP' sent message ${id}, ACK ${ack} received in ${ms} ms`;
    case "rhapsody":
      return `Communication point '${dest} Out' sent message ${id} (ACK ${ack}, ${ms} ms)`;
    case "cloverleaf":
      return `thread ${dest.toLowerCase()}_ob: sent ctl ${id} reply ${ack} (${ms} ms)`;
  }
}

function health(c: Ctx, role: Role, t: number): void {
  const rt = c.estate.runtime[role];
  const n = c.name(role);
  const ms = (c.r.next() * 3).toFixed(1);
  const m: Record<string, string> = {
    java: `GET /actuator/health 200 ${ms}ms`,
    dotnet: `Request finished HTTP/1.1 GET http://${n}:8080/healthz - 200 - text/plain ${ms}ms`,
    go: `GET /healthz 200 ${c.r.int(90, 600)}µs`,
    python: `10.42.${c.r.int(0, 9)}.1 - - "GET /health HTTP/1.1" 200 15`,
    node: `GET /healthz 200 ${ms} ms - 2`,
    ruby: `Completed 200 OK in ${c.r.int(0, 3)}ms (ActiveRecord: 0.0ms | Allocations: 211)`,
  };
  if (m[rt]) c.emit(t, role, "debug", m[rt]);
}

function deprecation(c: Ctx, role: Role, t: number): void {
  const m: Record<string, string> = {
    java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    python:
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    dotnet:
      "The 'UseSqlServer' overload with 'EnableRetryOnFailure' without maxRetryDelay is obsolete and will be removed in a future version",
    ruby: "DEPRECATION WARNING: `ActiveRecord::Base.clear_active_connections!` is deprecated and will be removed in Rails 7.2.",
    go: "grpc: Dial is deprecated: use NewClient instead",
  };
  const msg = m[c.estate.runtime[role]];
  if (msg) c.emit(t, role, "warn", msg);
}

function noisy(c: Ctx, t: number): void {
  const e = c.estate;
  switch (e.noisy) {
    case "ie":
      c.emit(
        t,
        "ie",
        "error",
        `Channel 'SIU_Inbound' message ${c.r.digits(6)} from ${e.clinics[2]}: Error in 'Source' transformer: AIL-3 location code 'ORTHO-OLD' not found in lookup table 'locations', message filtered`,
      );
      break;
    case "pacs":
      c.emit(
        t,
        "pacs",
        "error",
        `C-ECHO from ${e.modalities[2]} (10.31.8.44) rejected: called AE title "STORESCP" is not served here (legacy cart still configured)`,
      );
      break;
    case "portal":
      c.emit(
        t,
        "portal",
        "error",
        `[analytics] failed to flush ${c.r.int(12, 40)} events to collector: 413 Payload Too Large (dropped)`,
      );
      break;
    default:
      c.emit(
        t,
        e.noisy,
        "error",
        `835 ${c.r.pick(e.payers)} TRN ${c.r.digits(10)}: PLB adjustment reason 'L6' has no GL mapping, amount ${c.r.int(1, 90)}.${c.r.int(10, 99)} posted to suspense`,
      );
  }
}

export function baseline(c: Ctx): void {
  const { r, estate: e, t0, t1 } = c;
  const D = r.pick(["sso", "fhir", "ehr", "claims"] as Role[]);
  // portal page views -> FHIR reads
  c.every(t0, t1, r.int(900, 1500), (t) => {
    if (c.broken(t, ["portal", "fhir"])) return;
    const tid = c.tid();
    const res = r.pick([
      "Appointment",
      "Observation",
      "MedicationRequest",
      "DiagnosticReport",
      "Patient",
      "Immunization",
    ]);
    const pid = r.digits(7);
    const ms = r.int(9, 80);
    c.emit(
      t,
      "fhir",
      "info",
      `Path[/${res}] Source[] Operation[search-type ${res}] UA[okhttp/4.12.0] Params[?patient=Patient/${pid}&_count=50] ResponseEncoding[JSON] ${ms}ms`,
      { trace: tid },
    );
    const route = {
      Appointment: "appointments",
      Observation: "results",
      MedicationRequest: "medications",
      DiagnosticReport: "reports",
      Patient: "profile",
      Immunization: "immunizations",
    }[res];
    c.emit(
      t + ms + r.int(5, 40),
      "portal",
      "info",
      e.runtime.portal === "ruby"
        ? `Completed 200 OK in ${ms + r.int(20, 90)}ms (Views: ${r.int(2, 30)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 40)}.${r.int(0, 9)}ms) GET /my/${route}`
        : `GET /api/v1/${route} 200 ${ms + r.int(20, 90)}ms`,
      { trace: tid },
    );
  });
  // portal logins via SAML SSO
  c.every(t0, t1, r.int(7000, 12000), (t) => {
    if (c.broken(t, ["sso", "portal"])) return;
    const tid = c.tid();
    const user = `${r.pick(["mgarcia", "tnguyen", "jsmith", "pkaur", "lchen", "abrown", "rlopez"])}${r.int(1, 99)}`;
    c.emit(t, "portal", "info", `SAML AuthnRequest _${r.hex(32)} sent to IdP for /login`, { trace: tid });
    c.emit(
      t + r.int(150, 600),
      "sso",
      "info",
      `Authentication succeeded for user '${user}' (LDAP bind ok); issued SAML assertion _${r.hex(32)} to SP https://portal.${e.domain}/saml/metadata`,
      { trace: tid },
    );
    c.emit(t + r.int(700, 900), "portal", "info", `login ok user=${user}@${e.domain} session=${r.hex(12)} mfa=push`, {
      trace: tid,
    });
  });
  // HL7 ADT from EHR -> interface engine -> LIS
  c.every(t0, t1, r.int(2200, 3500), (t) => {
    if (c.broken(t, ["ehr", "ie", "lis"])) return;
    const tid = c.tid();
    const id = r.digits(8);
    const type = r.pick(MSGTYPES);
    const clinic = r.pick(e.clinics);
    c.emit(t, "ehr", "info", `HL7 outbound ${type} MSH-10=${id} MRN ${r.digits(8)} queued for ${clinic}`, {
      trace: tid,
    });
    if (r.chance(0.04) && type === "ADT^A04") {
      c.emit(t + r.int(20, 90), "ie", "warn", `${ieIn(e, clinic, type, id, "AE")} - required segment PV1 missing`);
      return;
    }
    c.emit(t + r.int(20, 90), "ie", "info", ieIn(e, clinic, type, id), { trace: tid });
    const ms = r.int(6, 40);
    c.emit(t + r.int(100, 200), "ie", "info", ieOut(e, "LIS", id, ms), { trace: tid });
    c.emit(t + r.int(100, 200) - 5, "lis", "info", `MLLP ${type} ctl ${id} applied to patient index, ACK AA`, {
      trace: tid,
    });
  });
  // clinics sending ADT with a missing segment now and then
  c.every(t0, t1, r.int(35000, 60000), (t) => {
    const clinic = e.clinics[e.clinics.length - 1];
    const id = r.digits(8);
    c.emit(
      t,
      "ie",
      "warn",
      e.engine === "cloverleaf"
        ? `tps_hl7_validate: ctl ${id} from ${clinic.toLowerCase()}_in ADT^A04 missing required segment PV1 -> reply AE`
        : `${ieIn(e, clinic, "ADT^A04", id, "AE")} (missing required segment PV1)`,
    );
  });
  // lab orders and results
  c.every(t0, t1, r.int(3500, 6000), (t) => {
    if (c.broken(t, ["lis", "ie", "ehr", "fhir"])) return;
    const tid = c.tid();
    const acc = `${r.pick(["L", "A", "C"])}${r.digits(9)}`;
    const test = r.pick(TESTS);
    const id = r.digits(8);
    c.emit(t, "lis", "info", `ORU^R01 result ${test} accession ${acc} status F -> interface (${r.int(2, 18)} OBX)`, {
      trace: tid,
    });
    c.emit(t + r.int(30, 100), "ie", "info", ieIn(e, "LIS", "ORU^R01", id), { trace: tid });
    c.emit(
      t + r.int(150, 300),
      "ehr",
      "info",
      `ORU^R01 filed to chart: accession ${acc} ${test}, ${r.int(0, 3)} abnormal flags, in-basket notified`,
      { trace: tid },
    );
    c.emit(
      t + r.int(300, 500),
      "fhir",
      "info",
      `Path[/Observation] Source[] Operation[create Observation] UA[${e.names.ie}] Params[] ResponseEncoding[JSON] 201 Created Observation/${r.digits(7)}/_history/1`,
      { trace: tid },
    );
  });
  // imaging: DICOM associations and C-STORE
  c.every(t0, t1, r.int(4000, 7000), (t) => {
    if (c.broken(t, ["pacs"])) return;
    const mod = r.pick(e.modalities);
    const n = r.int(1, 6);
    const ip = `10.31.${r.int(2, 9)}.${r.int(10, 200)}`;
    if (e.runtime.pacs === "cpp") {
      c.emit(t, "pacs", "info", `Association Received from AET ${mod} on IP ${ip}`);
      for (let i = 0; i < n; i++)
        c.emit(
          t + 40 + i * r.int(60, 200),
          "pacs",
          "info",
          `New instance stored (1.2.840.113619.2.${r.digits(6)}.${r.digits(5)}.${r.digits(10)}.${r.int(1, 400)})`,
        );
      c.emit(t + 80 + n * 200, "pacs", "info", `Association Release Received from AET ${mod}`);
    } else if (e.runtime.pacs === "go") {
      c.emit(
        t,
        "pacs",
        "info",
        `dicom: association accepted calling=${mod} called=BMG_ROUTER peer=${ip}:${r.int(40000, 60000)}`,
      );
      c.emit(
        t + 60 + n * 150,
        "pacs",
        "info",
        `dicom: C-STORE ${n} instances from ${mod} forwarded to archive VNA_MAIN (status 0x0000)`,
      );
    } else {
      c.emit(
        t,
        "pacs",
        "info",
        `Association request from ${mod} at ${ip} accepted (Storage SCP, 24 presentation contexts)`,
      );
      c.emit(
        t + 60 + n * 150,
        "pacs",
        "info",
        `Received ${n} C-STORE requests from ${mod}, all returned Success (0x0000); association released`,
      );
    }
  });
  // C-FIND from radiology workstations
  c.every(t0, t1, r.int(9000, 15000), (t) => {
    if (c.broken(t, ["pacs"])) return;
    c.emit(
      t,
      "pacs",
      "info",
      e.runtime.pacs === "cpp"
        ? `Incoming Find request from AET RAD_WS${r.int(1, 9)} on IP 10.31.12.${r.int(2, 90)}, calling AET ${e.engine === "cloverleaf" ? "CVC_PACS" : "ORTHANC"}`
        : `C-FIND STUDY level from RAD_WS${r.int(1, 9)}: ${r.int(0, 14)} matches`,
    );
  });
  // e-prescribing
  c.every(t0, t1, r.int(8000, 14000), (t) => {
    if (c.broken(t, ["erx", "ehr"])) return;
    const tid = c.tid();
    const rx = r.digits(10);
    c.emit(t, "ehr", "info", `NewRx ${rx} signed by NPI ${r.digits(10)}: ${r.pick(DRUGS)}, routed to e-prescribing`, {
      trace: tid,
    });
    c.emit(
      t + r.int(300, 1200),
      "erx",
      "info",
      `NCPDP SCRIPT 2017071 NewRx ${rx} delivered to pharmacy NCPDP ${r.digits(7)}: Status code 000 (${r.int(300, 1500)} ms)`,
      { trace: tid },
    );
  });
  // eligibility 270/271
  c.every(t0, t1, r.int(6000, 11000), (t) => {
    if (c.broken(t, ["claims"])) return;
    const tid = c.tid();
    const payer = r.pick(e.payers);
    const ms = r.int(400, 2200);
    if (r.chance(0.05)) {
      c.emit(t, "claims", "warn", `270 to payer ${payer} failed: HTTP 502 from payer gateway, retry 1/3 in 2s`, {
        trace: tid,
      });
      c.emit(
        t + 2100 + ms,
        "claims",
        "info",
        `270 to payer ${payer} retry 1/3 ok: 271 received, EB*1 active coverage (${ms} ms)`,
        { trace: tid },
      );
      return;
    }
    c.emit(
      t,
      "claims",
      "info",
      `270 ISA13=${r.digits(9)} to payer ${payer} -> 271 ${r.chance(0.85) ? "EB*1 active coverage" : "EB*6 inactive"} (${ms} ms)`,
      { trace: tid },
    );
  });
  // nightly eligibility batch / claim batches
  c.every(t0, t1, r.int(40000, 70000), (t, i) => {
    if (c.broken(t, ["jobs", "claims"])) return;
    c.emit(
      t,
      "jobs",
      "info",
      `eligibility-270-batch: chunk ${i + 11}/160 submitted (250 members, payer ${r.pick(e.payers)})`,
    );
    c.emit(
      t + r.int(2000, 6000),
      "claims",
      "info",
      `837P batch ISA13=${r.digits(9)} accepted by clearinghouse: ${r.int(80, 400)} claims, 999 AK9*A`,
    );
  });
  c.every(t0, t1, r.int(25000, 40000), (t) => {
    c.emit(
      t,
      "ie",
      "info",
      e.engine === "mirth"
        ? `Data Pruner: pruned ${r.int(300, 3000)} messages from ${r.int(6, 14)} channels`
        : e.engine === "rhapsody"
          ? `Message store archive task removed ${r.int(300, 3000)} processed messages`
          : `hcimonitor: ${r.int(18, 30)} threads up, recovery db ${r.int(1, 9)}.${r.int(0, 9)} MB`,
    );
    c.emit(t + r.int(100, 900), "fhir", "info", `Scheduled job ResourceReindexingSvcImpl: 0 pending reindex jobs`);
    c.emit(
      t + r.int(100, 900),
      "sso",
      "info",
      `Refreshed metadata for ${r.int(5, 9)} service providers from /opt/idp/metadata`,
    );
  });
  // modalities reconnecting
  c.every(t0, t1, r.int(70000, 110000), (t) => {
    if (c.broken(t, ["pacs"])) return;
    const mod = e.modalities[0];
    c.emit(
      t,
      "pacs",
      "warn",
      `Association Aborted by peer ${mod} (A-ABORT source=0 reason=0), modality will reconnect`,
    );
    c.emit(
      t + r.int(3000, 9000),
      "pacs",
      "info",
      e.runtime.pacs === "cpp"
        ? `Association Received from AET ${mod} on IP 10.31.2.15`
        : `association from ${mod} re-established`,
    );
  });
  // health checks, deprecations, the noisy service
  for (const role of c.roles) c.every(t0, t1, r.int(10000, 20000), (t) => health(c, role, t));
  c.every(t0, t1, r.int(150000, 240000), (t) => deprecation(c, D, t));
  c.every(t0, t1, r.int(3500, 7000), (t) => noisy(c, t));
}

/** An unrelated deploy or config reload near `at` on a service other than `not`. */
export function unrelatedChange(c: Ctx, at: number, not: Role | null): void {
  const cand = c.roles.filter((x) => x !== not && x !== "pacs" && x !== "ie");
  const role = c.r.pick(cand);
  const v = `2026.${c.r.int(10, 11)}.${c.r.int(1, 30)}`;
  const rt = c.estate.runtime[role];
  const msgs: Record<string, string[]> = {
    java: [
      `Stopping service [Tomcat]`,
      `Starting ${c.name(role)} v${v} using Java 17.0.12 with PID 1`,
      `Started Application in ${c.r.int(20, 60)}.${c.r.int(1, 9)} seconds (process running for ${c.r.int(25, 70)}.2)`,
    ],
    dotnet: [
      `Application is shutting down...`,
      `Now listening on: http://[::]:8080`,
      `Application started. Hosting environment: Production; version ${v}`,
    ],
    go: [
      `received SIGTERM, draining connections`,
      `starting ${c.name(role)} version=${v} commit=${c.r.hex(7)}`,
      `listening on :8080`,
    ],
    python: [
      `Handling signal: term`,
      `Booting worker with pid: ${c.r.int(20, 90)}`,
      `${c.name(role)} ${v} ready (gunicorn 22.0.0, 4 workers)`,
    ],
    node: [
      `SIGTERM received, closing server`,
      `${c.name(role)}@${v} starting (node v20.17.0)`,
      `server listening on port 3000`,
    ],
    ruby: [
      `- Gracefully stopping, waiting for requests to finish`,
      `Puma starting in cluster mode... Version 6.4.2`,
      `* Listening on http://0.0.0.0:3000 (release ${v})`,
    ],
  };
  const seq = c.r.chance(0.3)
    ? [`config reloaded from /etc/${c.name(role)}/app.yaml (feature flags: 3 changed)`]
    : (msgs[rt] ?? msgs.go);
  seq.forEach((m, i) => {
    c.emit(at + i * c.r.int(800, 4000), role, "info", m);
  });
}
