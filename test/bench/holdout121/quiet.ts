// The 12 windows of holdout121 where nothing is broken: only the estate's everyday noise, plus a few harmless bursts.
export type Extra = "retry-burst" | "noise-burst" | "scanner" | "transient" | "second-deploy";

export interface QuietSpec {
  estate: string;
  note: string;
  extras: Extra[];
}

export const QUIET: QuietSpec[] = [
  {
    estate: "layerwerk",
    note: "ordinary afternoon at the print bureau: quotes, slicing, filament runouts, one telemetry parser error repeating, an unrelated deploy.",
    extras: ["noise-burst"],
  },
  {
    estate: "layerwerk",
    note: "normal traffic with a short burst of retries that all succeed and a few reprints after failed inspections.",
    extras: ["retry-burst", "noise-burst"],
  },
  {
    estate: "layerwerk",
    note: "normal traffic while a scanner probes storefront-api for admin paths and gets 404s; one transient timeout recovers on retry.",
    extras: ["scanner", "transient"],
  },
  {
    estate: "millforge",
    note: "normal marketplace traffic: partner shops declining offers, oversize quotes routed to manual quoting, a deploy.",
    extras: ["noise-burst"],
  },
  {
    estate: "millforge",
    note: "normal traffic with two unrelated rolling deploys and a short retry burst that succeeds.",
    extras: ["second-deploy", "retry-burst"],
  },
  {
    estate: "millforge",
    note: "normal traffic, a bot hitting edge-gw with 404s and one transient upstream timeout that recovers.",
    extras: ["scanner", "transient"],
  },
  {
    estate: "fabloop",
    note: "normal print farm: runout pauses, non-watertight uploads auto-fixed, RFID read errors repeating, a deploy.",
    extras: ["noise-burst"],
  },
  {
    estate: "fabloop",
    note: "normal traffic with a brief retry burst towards one service that succeeds on the second attempt.",
    extras: ["retry-burst", "transient"],
  },
  {
    estate: "fabloop",
    note: "normal traffic with inspection failures sent back for reprint and partner farms declining overflow jobs.",
    extras: ["noise-burst", "second-deploy"],
  },
  {
    estate: "partsmith",
    note: "normal job shop shift: MTConnect agents reporting an unfitted sensor, CMM rejections re-queued for rework, a deploy.",
    extras: ["noise-burst"],
  },
  {
    estate: "partsmith",
    note: "normal traffic, a credential-stuffing bot getting 404s on the portal and a retry burst that succeeds.",
    extras: ["scanner", "retry-burst"],
  },
  {
    estate: "partsmith",
    note: "normal traffic with a transient timeout that recovers and a second unrelated deploy.",
    extras: ["transient", "second-deploy"],
  },
];
