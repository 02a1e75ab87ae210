// Shape of LOGDX_ENDPOINT_OVERRIDES for shared/runtime/config.ts to parse (operator-only, ignored in Lambda).
import * as z from "zod";

const baseUrl = z.url({ protocol: /^https?$/ });

export const endpointOverridesSchema = z.strictObject({
  cloudwatch: baseUrl.optional(),
  datadog: baseUrl.optional(),
  gcp_logging: baseUrl.optional(),
  gcp_token: baseUrl.optional(),
});
export type EndpointOverridesConfig = z.infer<typeof endpointOverridesSchema>;
