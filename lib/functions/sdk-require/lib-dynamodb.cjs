// Bundles alias @aws-sdk/lib-dynamodb to this file (lib/functions/bundling.ts): the runtime's CommonJS SDK is then
// loaded with require, which skips Node's ESM-to-CommonJS interop (it lexes the whole SDK file on every cold start).
// The indirection keeps esbuild from resolving (and aliasing) the call; `require` is the bundle banner's.
const load = require;
module.exports = load("@aws-sdk/lib-dynamodb");
