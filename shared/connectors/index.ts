export * from "./connector.port.js";
export { createConnector } from "./create-connector.js";
export type { ConnectorDeps, EndpointOverrides } from "./driver.js";
export { type EndpointOverridesConfig, endpointOverridesSchema } from "./endpoint-overrides.schema.js";
export { DEFAULT_RETRY, type RetryPolicy } from "./retry-policy.js";
