// The 12 quiet windows of holdout119: ordinary lab days, louder domain noise, nothing broken.
export interface QuietSpec {
  estate: "cedar" | "lakeshore" | "meridian";
  note: string;
}

export const QUIET: QuietSpec[] = [
  {
    estate: "cedar",
    note: "Ordinary clinical shift: low-yield samples sent for recollection, a lane flagged for low Q30, preempted GPU jobs requeued, a routine deploy.",
  },
  {
    estate: "cedar",
    note: "Quiet afternoon with reports held for second review and billing retries that succeed on the next attempt.",
  },
  {
    estate: "cedar",
    note: "Normal traffic plus a short burst of requeued preempted pipeline jobs; everything completes.",
  },
  {
    estate: "cedar",
    note: "Routine window with the deck barcode or CSP noise, portal sessions expiring and a ClinVar snapshot refresh.",
  },
  {
    estate: "lakeshore",
    note: "Research core on a normal day: intake QC failures for low Qubit, scavenger jobs preempted and requeued, sessions timing out.",
  },
  {
    estate: "lakeshore",
    note: "Normal sequencing core traffic with a low %PF lane and iLab calls that succeed after a Polly retry.",
  },
  { estate: "lakeshore", note: "Quiet window with a janitor policy reload and deliveries going out as usual." },
  {
    estate: "lakeshore",
    note: "Busy submission hour with deprecation warnings and the constant snapshot or inotify noise; nothing fails.",
  },
  {
    estate: "meridian",
    note: "Normal clinical day: gDNA QC fails sent to recollect, spot preemptions resubmitted, VUS reports held for review.",
  },
  {
    estate: "meridian",
    note: "Routine window with portal session expiries, a ClinVar weekly refresh and a portal rollout.",
  },
  {
    estate: "meridian",
    note: "Steady order and report traffic with the NPPES or telemetry noise and a brief burst of resubmitted preempted jobs.",
  },
  {
    estate: "meridian",
    note: "Quiet evening with reports held for second review and eligibility refresh jobs; nothing is broken.",
  },
];
