// Estate 3: a podcast hosting service (Node studio, Rails episodes, Go uploads, Python transcoding, Java ads).
import type { Estate } from "./sim.js";

export const PODCAST: Estate = {
  ns: "hosting-prod",
  ids: "req-uuid",
  carry: ["studio-web", "episode-api", "upload-gateway", "ad-stitcher"],
  flows: [
    [
      { svc: "episode-api", msg: 'Started GET "/v1/shows/sh_{x6}/episodes" for 10.{0-9}.{1-200}.{1-250}' },
      {
        svc: "episode-api",
        msg: "Completed 200 OK in {8-90}ms (Views: {2-30}.{0-9}ms | ActiveRecord: {1-20}.{0-9}ms)",
      },
      { svc: "studio-web", msg: "GET /shows/sh_{x6}/episodes 200 {20-200}ms" },
    ],
    [
      { svc: "upload-gateway", msg: "multipart upload complete key=raw/ep_{x8}.wav parts={3-40} size={40-600}MB" },
      { svc: "studio-web", msg: "POST /uploads 201 {300-2400}ms" },
    ],
    [
      { svc: "feed-builder", msg: "feed rendered show=sh_{x6} items={12-400} bytes={20000-900000}" },
      { svc: "studio-web", msg: "GET /feeds/sh_{x6}.xml 200 {10-80}ms" },
    ],
    [
      { svc: "ad-stitcher", msg: "stitched {0-3} pre-roll, {0-2} mid-roll into ep_{x8} (geo={US|DE|GB|BR|CA})" },
      { svc: "studio-web", msg: "GET /play/ep_{x8}.mp3 302 {15-120}ms" },
    ],
    [
      { svc: "stats-ingest", msg: "downloads query show=sh_{x6} days=30 rows={10-900} in {3-40}ms" },
      { svc: "studio-web", msg: "GET /analytics/downloads 200 {20-150}ms" },
    ],
  ],
  jobs: [
    { svc: "transcode-worker", every: 20, msg: "encoded ep_{x8} mp3 128k loudnorm=-16LUFS in {4-40}.{0-9}s" },
    { svc: "stats-ingest", every: 10, msg: "flushed {200-3000} download events to clickhouse" },
    {
      svc: "billing-worker",
      every: 60,
      msg: "charged plan={creator|pro|network} account=acct_{x6} amount={9-99}.00 USD",
    },
    { svc: "feed-builder", every: 45, msg: "regenerated {3-40} feeds after episode publish" },
    { svc: "search-indexer", every: 60, msg: "indexed {10-200} episodes into episodes_v3 in {40-400}ms" },
    { svc: "studio-web", every: 30, lvl: "debug", msg: "GET /healthz 200 1ms" },
    { svc: "episode-api", every: 30, lvl: "debug", msg: 'Started GET "/up" for 127.0.0.1' },
    { svc: "upload-gateway", every: 30, lvl: "debug", msg: "GET /readyz 200" },
  ],
  noise: [
    {
      svc: "feed-builder",
      every: 20,
      lvl: "warn",
      msg: "show sh_{x6} artwork is 1200x1200, directories want at least 1400x1400",
    },
    {
      svc: "ad-stitcher",
      every: 25,
      lvl: "error",
      msg: "VAST response empty for campaign cmp-{1000-9999}, filling with house ad",
    },
    { svc: "stats-ingest", every: 15, lvl: "warn", msg: "download event dropped: user agent on IAB spider list" },
    {
      svc: "billing-worker",
      every: 40,
      lvl: "error",
      msg: "card declined for acct_{x6} (insufficient_funds), dunning email scheduled",
    },
  ],
  chatter: [
    [
      {
        svc: "episode-api",
        lvl: "warn",
        msg: "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)`)",
      },
    ],
    [
      { svc: "upload-gateway", lvl: "warn", msg: "part {2-30} of ep_{x8}.wav upload failed (attempt 1), retrying" },
      { svc: "upload-gateway", msg: "part upload ok on attempt 2", dt: 800 },
    ],
    [{ svc: "kube-events", msg: "Deployment hosting-prod/search-indexer rolled out revision {40-90} (2/2 ready)" }],
    [{ svc: "studio-web", lvl: "warn", msg: "GET /analytics/export 200 {6000-14000}ms slow request" }],
    [{ svc: "transcode-worker", msg: "worker transcode-worker@{x6} ready (celery 5.3.{1-6}, concurrency=4)" }],
  ],
  quiet: [
    [{ svc: "studio-web", lvl: "warn", msg: "POST /login 401 {4-30}ms (invalid password)" }],
    [{ svc: "studio-web", msg: "GET /feeds/sh_deleted.xml 410 2ms" }],
    [{ svc: "upload-gateway", lvl: "warn", msg: "upload rejected: unsupported codec in ep_{x8}.m4a (415)" }],
    [{ svc: "episode-api", lvl: "warn", msg: "Completed 422 Unprocessable Entity in {5-20}ms (title can't be blank)" }],
  ],
};
