// X-Ray spans where one tells something (reading the log sources, the diagnosis engine, the LLM), through the Powertools
// Tracer.
// Every function runs with active tracing (lib/functions/logdx-function.ts); POWERTOOLS_TRACE_ENABLED=false turns the
// spans off. Outside Lambda (the local server, the tests, the CLI) `traced` only runs the function: the tracer and the
// X-Ray SDK are never loaded there, and in a Lambda they load with the first span, not at init.
import type { Tracer } from "@aws-lambda-powertools/tracer";

export type Annotations = Record<string, string | number | boolean>;

/** Powertools' own rule (its Tracer reads the same variables): a Lambda, not SAM's emulation, not turned off. */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return (
    Boolean(env.AWS_EXECUTION_ENV) &&
    !env.AWS_SAM_LOCAL &&
    env.AWS_EXECUTION_ENV !== "AWS_Lambda_amplify-mock" &&
    env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== "false"
  );
}

// The bundle's `require` (its banner defines one) loads the tracer's CommonJS build, bundled and evaluated on first use;
// an `import` would hoist the tracer's `node:http` import to the top of every bundle reaching this file, and on Node 22
// that import alone costs cold start (test/infra/bundle-contents.test.ts). Never reached outside a Lambda bundle.
declare const require: NodeJS.Require;
let tracer: Tracer | undefined;
const loadTracer = () => {
  const { Tracer } = require("@aws-lambda-powertools/tracer") as typeof import("@aws-lambda-powertools/tracer");
  tracer ??= new Tracer({ serviceName: "logdx" });
  return tracer;
};

/** Runs `fn` in a subsegment named `name` of the invocation's trace (with searchable annotations), when tracing. */
export async function traced<T>(name: string, fn: () => Promise<T>, annotations: Annotations = {}): Promise<T> {
  if (!tracingWanted() || typeof require !== "function") return fn();
  const t = loadTracer();
  if (!t.isTracingEnabled() || !t.getSegment()) return fn();
  return (await t.provider.captureAsyncFunc(name, async (subsegment): Promise<T> => {
    for (const [key, value] of Object.entries(annotations)) subsegment?.addAnnotation(key, value);
    try {
      return await fn();
    } catch (err) {
      t.addErrorAsMetadata(err as Error);
      throw err;
    } finally {
      subsegment?.close();
    }
  })) as T;
}
