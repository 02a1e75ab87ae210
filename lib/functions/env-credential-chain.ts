// Bundled in place of @aws-sdk/credential-provider-node (lib/functions/bundling.ts): the default credential chain of
// every SDK client in a function is its first link alone, the environment credentials Lambda sets for the function's
// role. The other links (SSO, INI files, credential processes, web identity, container and instance metadata) can
// never answer in Lambda, yet every client's runtime config imports them statically, so bundled they would cost
// every function ~130 kB and ~20 ms of cold start (`npm run bench:bundles`); the SDK offers no option to leave them out.
export { fromEnv as defaultProvider } from "@aws-sdk/credential-provider-env";
