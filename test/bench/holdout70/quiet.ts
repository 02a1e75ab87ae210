// The 12 quiet windows of holdout70: only the everyday trouble of each business, sometimes in a burst.
import { type Group, gl, p } from "./incidents.js";

export interface QuietSpec {
  est: "T" | "M" | "H" | "C";
  note: string;
  /** bursts of harmless noise: lag from window start and duration */
  bursts: Group[];
}

const b = (lag: number, dur: number, g: Group): Group => ({ ...g, lag, dur });

export const QUIETS: QuietSpec[] = [
  {
    est: "T",
    note: "Cut-off rush for a Rotterdam voyage: many bookings rejected after VGM/documentation cut-off, otherwise normal traffic.",
    bursts: [
      b(
        200,
        240,
        gl(
          8,
          0,
          p("booking-api", "WARN", "Booking request rejected: VGM cut-off passed for voyage 241W (NLRTM)"),
          p("booking-api", "INFO", "POST /api/v3/bookings 422 {ms}ms client=web-portal", undefined, 4),
        ),
      ),
    ],
  },
  {
    est: "T",
    note: "A carrier API answers slowly and times out now and then; tracking-sync retries succeed and CBP places a couple of routine holds.",
    bursts: [
      b(
        150,
        300,
        gl(
          6,
          0,
          p("tracking-sync", "WARN", "carrier API ONEY answered 504 for /events, retry 1/3 in 2000ms"),
          p("tracking-sync", "INFO", "carrier API ONEY events fetched (12 events, {slow}ms)", undefined, 2600),
        ),
      ),
      b(
        300,
        120,
        gl(1.5, 0, p("customs-filing", "WARN", "AMS disposition 1C for {bl}: hold placed by CBP (do not load)")),
      ),
    ],
  },
  {
    est: "T",
    note: "Normal evening window with a rate-engine rollout and the usual SEAWAYS IFTSTA rejections.",
    bursts: [b(240, 30, gl(4, 0, p("rate-engine", "INFO", "Tariff FAK reload: {n} lanes updated")))],
  },
  {
    est: "M",
    note: "Carrier slowness and container-not-found warnings during a peak; quotes still succeed after retries.",
    bursts: [
      b(
        180,
        300,
        gl(
          7,
          0,
          p("carrier-connect", "WARN", 'msg="retrying" scac=MSCU attempt=2 err="context deadline exceeded"'),
          p("carrier-connect", "INFO", 'msg="rates fetched" scac=MSCU attempt=2 dur={slow}ms', undefined, 3200),
        ),
      ),
    ],
  },
  {
    est: "M",
    note: "Several shipments placed on customs hold and some bookings rejected for CY cut-off; all systems healthy.",
    bursts: [
      b(
        120,
        360,
        gl(
          2.5,
          0,
          p("customs-broker", "WARN", "Customs hold on {shp}: documentary check requested by customs, release pending"),
        ),
      ),
      b(
        260,
        200,
        gl(
          3,
          0,
          p("quote-svc", "WARN", "booking request for {shp} rejected by {scac}: cargo cut-off passed (CY close)"),
        ),
      ),
    ],
  },
  {
    est: "M",
    note: "Quiet morning with a billing deploy and a burst of harmless SFTP retries to a carrier.",
    bursts: [
      b(
        200,
        150,
        gl(
          5,
          0,
          p("edi-hub", "WARN", "SFTP upload to HLCU failed (Connection reset), retrying in 5s"),
          p("edi-hub", "INFO", "SFTP upload to HLCU completed after retry", undefined, 5100),
        ),
      ),
    ],
  },
  {
    est: "H",
    note: "Freezer door openings during a sample intake raise temperature excursion alarms that clear within a minute.",
    bursts: [
      b(
        150,
        360,
        gl(
          5,
          0,
          p(
            "freezer-watch",
            "WARN",
            'level=warn msg="temperature excursion" freezer=FRZ-80-A12 temp=-6{d}.{d}C door=open duration={s}s',
          ),
          p(
            "freezer-watch",
            "INFO",
            'level=info msg="excursion cleared" freezer=FRZ-80-A12 door=closed',
            undefined,
            40000,
          ),
        ),
      ),
    ],
  },
  {
    est: "H",
    note: "A scientist aborts several HPLC runs and a batch of plasma samples fails QC; everything else normal.",
    bursts: [
      b(
        180,
        240,
        gl(
          2,
          0,
          p("cds-bridge", "WARN", "Run on HPLC-07 aborted by user (sequence {n}, reason: 'wrong mobile phase bottle')"),
        ),
      ),
      b(
        260,
        180,
        gl(3, 0, p("lims-core", "WARN", "Sample {smp} failed QC: hemolysis index 3 (limit 2), status set to REJECTED")),
      ),
    ],
  },
  {
    est: "H",
    note: "Normal lab window with an eln-api rollout and the GC-11 serial port errors that are always there.",
    bursts: [
      b(
        300,
        60,
        gl(
          3,
          0,
          p("plate-agent", "WARN", "Upload of {plate} to lims-core got 503, retry 1 of 4 in 2000 ms"),
          p("plate-agent", "INFO", "Upload of {plate} to lims-core succeeded on attempt 2", undefined, 2100),
        ),
      ),
    ],
  },
  {
    est: "C",
    note: "Sites enter visit data late after a long weekend; edit checks and late-entry warnings pile up but saves succeed.",
    bursts: [
      b(
        100,
        420,
        gl(
          6,
          0,
          p("edc-api", "WARN", "Late data entry: site {site} entered visit V{n} for {subj} 2{n} days after visit"),
        ),
      ),
    ],
  },
  {
    est: "C",
    note: "A hospital EHR is slow and a few FHIR pulls need a second attempt; a drug shipment temperature excursion is reported.",
    bursts: [
      b(
        200,
        300,
        gl(
          4,
          0,
          p("esource-sync", "WARN", 'msg="fhir pull retry" site=0142 attempt=2 err="context deadline exceeded"'),
          p("esource-sync", "INFO", 'msg="fhir pull ok" site=0142 attempt=2 dur={slow}ms', undefined, 4000),
        ),
      ),
      b(
        320,
        10,
        gl(
          6,
          0,
          p(
            "drug-supply",
            "WARN",
            "Temperature excursion reported for shipment SH-7781 to site 0142: kits quarantined",
          ),
        ),
      ),
    ],
  },
  {
    est: "C",
    note: "Normal study day with a query-engine deploy and SMTP greylisting retries that succeed.",
    bursts: [
      b(
        240,
        200,
        gl(
          3,
          0,
          p("notify-svc", "WARN", 'msg="smtp temp failure, will retry" code=451 site={site}'),
          p("notify-svc", "INFO", 'msg="smtp delivered on retry" site={site}', undefined, 30000),
        ),
      ),
    ],
  },
];
