// node:http and node:https, loaded with require. On Node 22 (the Lambda runtime) an ESM import of node:http builds
// its ESM facade, which reads every export, the lazy WebSocket ones too, and that loads undici with assert, http2,
// zlib and worker_threads: ~20 ms of every cold start (test/bench/bundles.ts on Node 22). require does not.
import { createRequire } from "node:module";

const load = createRequire(import.meta.url);

export const http = load("node:http") as typeof import("node:http");
export const https = load("node:https") as typeof import("node:https");
