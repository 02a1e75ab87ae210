// The twelve quiet windows of holdout20: a few services at low traffic, sparse warnings, harmless client errors.
import { LMS } from "./estate-lms.js";
import { PODCAST } from "./estate-podcast.js";
import { WIND } from "./estate-wind.js";
import type { Window } from "./sim.js";

const q = (est: Window["est"], svcs: string[], win: number, rate: number, note: string): Window => ({
  est,
  svcs,
  win,
  rate,
  note,
});

export const QUIET: Window[] = [
  q(
    LMS,
    ["classroom-portal", "assignment-svc", "notify-relay", "roster-sync"],
    6,
    5,
    "Evening LMS traffic, a bouncing guardian mailbox and two late quiz attempts.",
  ),
  q(
    LMS,
    ["classroom-portal", "gradebook-api", "sso-bridge", "quiz-engine", "plagiarism-hook"],
    12,
    8,
    "Quiet school day with expired sessions redirected to the IdP and incomplete vendor reports.",
  ),
  q(
    LMS,
    ["classroom-portal", "assignment-svc", "media-transcoder", "quiz-engine"],
    4,
    20,
    "Short busy window with a 404 and an oversized submission refused.",
  ),
  q(
    LMS,
    [
      "classroom-portal",
      "assignment-svc",
      "gradebook-api",
      "sso-bridge",
      "notify-relay",
      "roster-sync",
      "media-transcoder",
    ],
    18,
    4,
    "Low weekend traffic across the estate, roster warnings only.",
  ),
  q(
    WIND,
    ["ops-console", "turbine-ingest", "scada-bridge", "telemetry-store"],
    8,
    4,
    "Night shift: steady ingest, uncertain yaw readings, one operator password typo.",
  ),
  q(
    WIND,
    ["ops-console", "forecast-engine", "met-feed", "dispatch-planner", "alarm-router"],
    15,
    6,
    "Planning hours with a retried price fetch and flapping duplicate alarms.",
  ),
  q(
    WIND,
    ["ops-console", "maint-scheduler", "turbine-ingest", "alarm-router"],
    5,
    10,
    "Maintenance planning, a work order for an unknown turbine refused.",
  ),
  q(
    WIND,
    [
      "ops-console",
      "turbine-ingest",
      "telemetry-store",
      "scada-bridge",
      "forecast-engine",
      "dispatch-planner",
      "maint-scheduler",
    ],
    20,
    3,
    "Long low-traffic window with checksum drops and a link flap that recovered.",
  ),
  q(
    PODCAST,
    ["studio-web", "episode-api", "feed-builder", "stats-ingest"],
    7,
    8,
    "Publishing hour with artwork warnings and a blank title refused.",
  ),
  q(
    PODCAST,
    ["studio-web", "upload-gateway", "transcode-worker", "episode-api", "ad-stitcher"],
    10,
    12,
    "Uploads with one retried part, empty VAST responses and a codec refused.",
  ),
  q(
    PODCAST,
    ["studio-web", "ad-stitcher", "stats-ingest", "billing-worker"],
    3,
    40,
    "Short listener peak with bot downloads dropped and a declined card.",
  ),
  q(
    PODCAST,
    ["studio-web", "episode-api", "feed-builder", "search-indexer", "kube-events", "transcode-worker"],
    16,
    4,
    "Quiet Sunday with a search-indexer rollout and a deleted feed requested.",
  ),
];
