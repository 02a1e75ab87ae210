// The 12 quiet windows: only the normal noise of each estate, some with a harmless extra going on.
export type QuietExtra = "deploy" | "maintenance" | "misreads" | "retries" | "reload" | "none";
export interface QuietSpec {
  estate: string;
  extra: QuietExtra;
  note: string;
}

export const QUIET: QuietSpec[] = [
  {
    estate: "fab",
    extra: "maintenance",
    note: "Normal fab shift: an etch tool goes down for planned PM and lots are redirected; SPC warnings and missing-SVID warnings as always.",
  },
  {
    estate: "fab",
    extra: "deploy",
    note: "Normal fab traffic with a routine mes-core rollout; pods restart and traffic resumes cleanly.",
  },
  {
    estate: "fab",
    extra: "retries",
    note: "Normal fab traffic; a few SECS T3 and HTTP retries all succeed on the next attempt.",
  },
  {
    estate: "pharma",
    extra: "reload",
    note: "Normal batch production with a configuration reload in lims-core; OOT retests and the usual historian tag errors.",
  },
  {
    estate: "pharma",
    extra: "maintenance",
    note: "Normal production while a tablet press is in line clearance; unstable scale tares are repeated successfully.",
  },
  {
    estate: "pharma",
    extra: "none",
    note: "Quiet packaging shift: labels, serials and IDoc postings all succeed; only the constant historian tag errors.",
  },
  {
    estate: "nqt",
    extra: "misreads",
    note: "Busy gate hour: more OCR low-confidence reads corrected by remote clerks and trucks without appointments, all handled.",
  },
  {
    estate: "nqt",
    extra: "deploy",
    note: "Normal terminal traffic with a berth-planner release; AIS gaps and unknown-container CODECO lines as usual.",
  },
  {
    estate: "nqt",
    extra: "none",
    note: "Quiet night shift with crane sensor noise and occasional AIS gaps, nothing failing.",
  },
  {
    estate: "bwct",
    extra: "retries",
    note: "Normal terminal traffic; a few customs and billing calls are retried and succeed.",
  },
  {
    estate: "bwct",
    extra: "maintenance",
    note: "Two straddle carriers go to the workshop and walk-in trucks queue; COPRAR rejections as every day.",
  },
  {
    estate: "bwct",
    extra: "reload",
    note: "Normal gate traffic with a stradcar-telemetry config reload that loads the fleet list correctly.",
  },
];
