// The store's DynamoDB client: the SDK's DynamoDBDocumentClient over a DynamoDBClient, with the credentials Lambda
// sets in the environment (fromEnv, not the default chain), the SDK's standard retries, and the marshalling options
// the store relies on: undefined attributes are dropped, a class instance (a Date) is refused rather than stored as a map.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { fromEnv } from "@aws-sdk/credential-provider-env";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { withoutSignatureDetails } from "./signature-details.js";

export interface DocumentClientOptions {
  region: string;
  /** DynamoDB Local's URL. Absent on AWS: the SDK resolves the endpoint (AWS_ENDPOINT_URL_DYNAMODB included). */
  endpoint?: string;
  /** Fixed credentials (DynamoDB Local); otherwise the function role's, from the environment. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  maxAttempts?: number;
  /** An attempt (connecting included) that has not answered in this long fails as a TimeoutError and is retried. */
  requestTimeoutMs?: number;
}

/** lib-dynamodb's destroy() leaves the client it wraps open: this one closes it (kept-alive sockets included). */
export class DocumentClient extends DynamoDBDocumentClient {
  private readonly base: DynamoDBClient;

  constructor(opts: DocumentClientOptions) {
    const base = new DynamoDBClient({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      credentials: opts.credentials ?? fromEnv(),
      maxAttempts: opts.maxAttempts ?? 3,
      requestHandler: { requestTimeout: opts.requestTimeoutMs ?? 10_000, throwOnRequestTimeout: true },
    });
    base.middlewareStack.add(
      (next) => async (args) => {
        try {
          return await next(args);
        } catch (err) {
          throw withoutSignatureDetails(err);
        }
      },
      { step: "initialize", name: "logdxWithoutSignatureDetails" },
    );
    super(base, { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } });
    this.base = base;
  }

  override destroy(): void {
    this.base.destroy();
  }
}
