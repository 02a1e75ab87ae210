// DynamoDB's JSON protocol: a SigV4-signed POST (aws4) over a keep-alive connection, with the SDK's standard retry
// behaviour (3 attempts, full-jitter exponential backoff, longer for throttling) through p-retry.
import aws4 from "aws4";
import pRetry, { AbortError } from "p-retry";
import { http, https } from "../../net/node-http.js";
import type { Operation } from "./commands.js";
import { DynamoDbError, errorNameOf, isRetryable, isThrottling, transportError } from "./errors.js";

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface JsonRpcOptions {
  region: string;
  /**
   * DynamoDB Local's URL. Absent on AWS: then, as with the SDK, AWS_ENDPOINT_URL_DYNAMODB or AWS_ENDPOINT_URL when
   * set, else the region's public endpoint.
   */
  endpoint?: string;
  /** Fixed credentials (DynamoDB Local); otherwise the function role's, from the environment Lambda sets. */
  credentials?: Credentials;
  maxAttempts?: number;
  /** An attempt (connecting included) that has not answered in this long is dropped as a TimeoutError. */
  attemptTimeoutMs?: number;
  /** Backoff bases (ms), as the SDK's standard retry strategy: throttling waits longer. */
  retryBaseMs?: { throttling: number; other: number };
}

export interface JsonRpc {
  call(operation: Operation, body: string): Promise<Record<string, unknown>>;
  destroy(): void;
}

function environmentCredentials(): Credentials {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) {
    throw new Error("AWS credentials are missing from the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)");
  }
  return { accessKeyId: AWS_ACCESS_KEY_ID, secretAccessKey: AWS_SECRET_ACCESS_KEY, sessionToken: AWS_SESSION_TOKEN };
}

interface RawResponse {
  status: number;
  text: string;
}

export function createJsonRpc(opts: JsonRpcOptions): JsonRpc {
  const { AWS_ENDPOINT_URL_DYNAMODB, AWS_ENDPOINT_URL } = process.env;
  const url = new URL(
    opts.endpoint || AWS_ENDPOINT_URL_DYNAMODB || AWS_ENDPOINT_URL || `https://dynamodb.${opts.region}.amazonaws.com`,
  );
  const secure = url.protocol === "https:";
  const transport = secure ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 50 });
  const attemptTimeoutMs = opts.attemptTimeoutMs ?? 10_000;
  const bases = opts.retryBaseMs ?? { throttling: 500, other: 100 };

  const attempt = (operation: Operation, body: string) =>
    new Promise<RawResponse>((resolve, reject) => {
      const signed = aws4.sign(
        {
          host: url.host,
          path: "/",
          method: "POST",
          service: "dynamodb",
          region: opts.region,
          headers: {
            "Content-Type": "application/x-amz-json-1.0",
            "X-Amz-Target": `DynamoDB_20120810.${operation}`,
          },
          body,
        },
        opts.credentials ?? environmentCredentials(),
      );
      const req = transport.request(
        {
          protocol: url.protocol,
          hostname: url.hostname,
          port: url.port || undefined,
          path: "/",
          method: "POST",
          headers: signed.headers,
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
          res.on("error", (e) => reject(transportError(e)));
        },
      );
      // A timer, not req.setTimeout: that one only starts once the socket has connected.
      const timer = setTimeout(
        () => req.destroy(Object.assign(new Error(`DynamoDB ${operation} timed out`), { name: "TimeoutError" })),
        attemptTimeoutMs,
      );
      req.on("close", () => clearTimeout(timer));
      req.on("error", (e) => reject(transportError(e)));
      req.end(body);
    });

  const once = async (operation: Operation, body: string) => {
    const res = await attempt(operation, body);
    let parsed: Record<string, unknown> = {};
    try {
      parsed = res.text ? (JSON.parse(res.text) as Record<string, unknown>) : {};
    } catch {
      if (res.status === 200) throw new DynamoDbError("DeserializationError", "DynamoDB sent invalid JSON", 200);
    }
    if (res.status === 200) return parsed;
    const { __type, message, Message, ...rest } = parsed;
    const said = typeof message === "string" ? message : typeof Message === "string" ? Message : `HTTP ${res.status}`;
    // A signature mismatch quotes the canonical request, signed session-token header included: never keep that.
    const text = said.split(/\s*The (?:Canonical String|String-to-Sign)\b/)[0];
    throw new DynamoDbError(errorNameOf(__type), text, res.status, rest);
  };

  return {
    call(operation, body) {
      return pRetry(
        async () => {
          try {
            return await once(operation, body);
          } catch (err) {
            if (!isRetryable(err)) throw new AbortError(err as Error);
            throw err;
          }
        },
        {
          retries: (opts.maxAttempts ?? 3) - 1,
          minTimeout: 0,
          maxTimeout: 0,
          // the SDK's standard strategy: full jitter over base * 2^attempt, capped at 20 s
          onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
            if (retriesLeft === 0) return;
            const base = isThrottling(error) ? bases.throttling : bases.other;
            const delay = Math.random() * Math.min(20_000, base * 2 ** attemptNumber);
            return new Promise((resolve) => setTimeout(resolve, delay));
          },
        },
      );
    },
    destroy: () => agent.destroy(),
  };
}
