// Estate 3: a video streaming origin and packaging pipeline (nginx shield, Go origin/packager/object store,
// Node manifests, Python transcode/thumbnails, .NET DRM, JVM catalog, redis, kafka, kubelet). x-request-id
// (uuid) on the request hops.
import { kafkaTime, klogHead, nginxAccess, redisTime } from "./native.js";
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const asset = (r: Rng) => `a${r.hex(10)}`;
const rend = (r: Rng) => r.pick(["240p", "360p", "540p", "720p", "1080p", "2160p", "audio_en", "audio_es"]);
const seg = (r: Rng) => r.int(1, 2400);
const job = (r: Rng) => `tj-${r.hex(8)}`;

export const video: Estate = {
  name: "video",
  namespace: "media-origin",
  ids: "uuid",
  services: [
    "edge-shield",
    "origin-api",
    "manifest-svc",
    "packager",
    "transcode-worker",
    "drm-license",
    "asset-catalog",
    "segment-store",
    "redis-manifests",
    "kafka-media",
    "kubelet",
    "thumbnailer",
  ],
  flows: [
    {
      w: 8,
      hops: [
        {
          svc: "edge-shield",
          msg: (r, t) =>
            nginxAccess(r, t, "GET", `/vod/${asset(r)}/${rend(r)}/seg_${seg(r)}.m4s`, 200, r.float(0.004, 0.09)),
        },
        {
          svc: "origin-api",
          msg: (r) =>
            `served segment asset=${asset(r)} rendition=${rend(r)} seg=${seg(r)} cache=MISS bytes=${r.int(200000, 4000000)} took=${r.int(4, 70)}ms`,
        },
        {
          svc: "segment-store",
          msg: (r) => `GET vod/${asset(r)}/${rend(r)}/seg_${seg(r)}.m4s 200 ${r.int(200, 4000)}KiB ${r.int(1, 30)}ms`,
          lvl: "debug",
        },
      ],
    },
    {
      w: 2,
      hops: [
        {
          svc: "edge-shield",
          msg: (r, t) =>
            nginxAccess(r, t, "GET", `/vod/${asset(r)}/master.m3u8?token=${r.hex(24)}`, 200, r.float(0.01, 0.08)),
        },
        {
          svc: "origin-api",
          msg: (r) => `manifest request asset=${asset(r)} format=${r.pick(["hls", "dash"])} took=${r.int(6, 60)}ms`,
        },
        {
          svc: "manifest-svc",
          msg: (r) =>
            `built ${r.pick(["HLS", "DASH"])} manifest asset=${asset(r)} renditions=${r.int(4, 8)} cached=${r.pick(["true", "false"])} ${r.int(2, 30)}ms`,
        },
      ],
    },
    {
      w: 1,
      hops: [
        {
          svc: "edge-shield",
          msg: (r, t) => nginxAccess(r, t, "POST", "/drm/widevine/license", 200, r.float(0.02, 0.12)),
        },
        {
          svc: "drm-license",
          msg: (r) =>
            `info: Drm.License.WidevineController[0] License issued kid=${r.hex(32)} session=${r.uuid()} policy=sd-hd-48h`,
        },
      ],
    },
    {
      w: 0.8,
      hops: [
        {
          svc: "transcode-worker",
          msg: (r) =>
            `job ${job(r)} asset=${asset(r)} rendition=${rend(r)} progress=${r.int(1, 99)}% fps=${r.int(80, 400)}`,
        },
      ],
    },
    {
      w: 0.5,
      hops: [
        {
          svc: "packager",
          msg: (r) =>
            `packaged asset=${asset(r)} rendition=${rend(r)} segments=${r.int(200, 2400)} cmaf=true encrypted=cbcs took=${r.float(0.8, 9).toFixed(1)}s`,
        },
        { svc: "segment-store", msg: (r) => `PUT vod/${asset(r)}/${rend(r)}/init.mp4 201 ${r.int(1, 9)}KiB` },
      ],
    },
    {
      w: 1,
      hops: [
        {
          svc: "asset-catalog",
          msg: (r) => `o.s.w.s.DispatcherServlet - GET /api/assets/${asset(r)} 200 ${r.int(3, 40)}ms`,
        },
      ],
    },
  ],
  jobs: [
    { svc: "edge-shield", every: 10, lvl: "info", msg: (r, t) => nginxAccess(r, t, "GET", "/nginx_status", 200, 0.0) },
    {
      svc: "redis-manifests",
      every: 150,
      lvl: "info",
      msg: (r, t) => `1:M ${redisTime(t)} * ${r.int(1000, 30000)} changes in 60 seconds. Saving...`,
    },
    {
      svc: "kafka-media",
      every: 35,
      lvl: "info",
      msg: (r, t) =>
        `[${kafkaTime(t)}] INFO [LocalLog partition=transcode-jobs-${r.int(0, 7)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(1e5, 9e6)} in ${r.int(1, 6)} ms. (kafka.log.LocalLog)`,
    },
    {
      svc: "kubelet",
      every: 45,
      lvl: "info",
      msg: (r, t) =>
        `${klogHead(t, "I", "kubelet_pods.go:1102")} "Clean up pod workers for terminated pods" pods=${r.int(0, 2)}`,
    },
    {
      svc: "packager",
      every: 20,
      lvl: "info",
      msg: (r) => `queue depth=${r.int(0, 14)} workers busy=${r.int(1, 8)}/8`,
    },
    {
      svc: "asset-catalog",
      every: 60,
      lvl: "debug",
      msg: (r) =>
        `c.z.h.p.HikariPool - catalog-pool - Pool stats (total=16, active=${r.int(1, 6)}, idle=${r.int(10, 15)}, waiting=0)`,
    },
    // noise
    {
      svc: "thumbnailer",
      every: 7,
      lvl: "error",
      msg: (r) =>
        `thumbnail failed for ${asset(r)}: frame at 00:00:${String(r.int(1, 59)).padStart(2, "0")} is black (mean luma ${r.int(0, 6)}), will retry with next keyframe`,
    },
    {
      svc: "manifest-svc",
      every: 200,
      lvl: "warn",
      msg: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "origin-api",
      every: 50,
      lvl: "warn",
      msg: (r) => `slow segment fetch asset=${asset(r)} seg=${seg(r)} took=${r.int(900, 2600)}ms (store p99 ok)`,
    },
    {
      svc: "transcode-worker",
      every: 90,
      lvl: "warn",
      msg: (r) => `upload retry 1/5 for ${job(r)}: botocore ReadTimeoutError, retried OK`,
    },
  ],
};
