// The cdk-nag AwsSolutions findings this design accepts, each with its reason, each on the construct it is about.
// (The Bedrock cross-region wildcard is acknowledged where it is granted: lib/functions/logdx-function.ts.)
import { Validations } from "aws-cdk-lib";
import type { LogdxStatelessStack } from "./stateless-stack.js";

export function acknowledgeNagFindings(stateless: LogdxStatelessStack): void {
  Validations.of(stateless.api.api).acknowledge({
    id: "AwsSolutions::AwsSolutions-APIG4",
    reason:
      "Authorization is the API's own: every route's function authenticates the logdx API key (svc_secret_/svc_org_/svc_pub_) in its auth middleware; /health and /openapi.json are public by contract; the $default catch-all only ever answers 404.",
  });

  const functions = [...stateless.api.allFunctions, ...stateless.workers.functions.values()];
  for (const fn of functions) {
    Validations.of(fn).acknowledge({
      id: "AwsSolutions::AwsSolutions-L1",
      reason:
        "nodejs22.x is the runtime logdx is built and tested for (ARCHITECTURE.md pins it); moving to a newer runtime is a deliberate upgrade, not a synth-time default.",
    });
  }
}
