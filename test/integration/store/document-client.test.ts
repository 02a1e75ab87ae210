// The store's DynamoDB client (the SDK's DynamoDBDocumentClient as shared/store/dynamodb/ configures it): every
// operation against DynamoDB Local (values round-trip, conditions and cancellations surface as the SDK's exceptions),
// and the retry, timeout, idempotency-token and signing behaviour the store relies on against a scripted HTTP server.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  ConditionalCheckFailedException,
  type DynamoDBServiceException,
  TransactionCanceledException,
} from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { isOutage } from "../../../shared/http/error-response.js";
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
} from "../../../shared/store/dynamodb/commands.js";
import { DocumentClient } from "../../../shared/store/dynamodb/document-client.js";
import { createDynamoStore, ensureTable, type Store } from "../../../shared/store/store.js";
import { isConditionFailed } from "../../../shared/store/transact.js";

const endpoint = process.env.LOGDX_TEST_DYNAMODB_ENDPOINT;
if (!endpoint) throw new Error("LOGDX_TEST_DYNAMODB_ENDPOINT is set by the jest global setup");

let store: Store;
const TableName = `doc-client-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  store = createDynamoStore({ tableName: TableName, region: "us-east-1", endpoint });
  await ensureTable(store);
});
afterAll(() => store.doc.destroy());

type SdkError = DynamoDBServiceException & {
  code?: string;
  Message?: string;
  Item?: Record<string, unknown>;
  CancellationReasons?: TransactionCanceledException["CancellationReasons"];
};

async function rejection(p: Promise<unknown>): Promise<SdkError> {
  try {
    await p;
  } catch (err) {
    return err as SdkError;
  }
  throw new Error("expected a rejection");
}

describe("against DynamoDB Local", () => {
  it("round-trips every value type; undefined attributes are dropped", async () => {
    const item = {
      pk: "t#1",
      sk: "all-types",
      s: "text ✓",
      n: 42.5,
      big: 9007199254740991,
      yes: true,
      nothing: null,
      list: [1, "two", { three: 3 }],
      map: { nested: { deep: ["x"] } },
      strings: new Set(["a", "b"]),
      numbers: new Set([1, 2]),
      bytes: new Uint8Array([0, 1, 254, 255]),
      gone: undefined,
    };
    await store.doc.send(new PutCommand({ TableName, Item: item }));
    const out = await store.doc.send(new GetCommand({ TableName, Key: { pk: "t#1", sk: "all-types" } }));
    const { gone: _gone, bytes, ...rest } = item;
    expect(out.Item).toMatchObject(rest);
    expect(out.Item && "gone" in out.Item).toBe(false);
    expect(Buffer.from(out.Item?.bytes as Uint8Array)).toEqual(Buffer.from(bytes));
  });

  it("a missing item is no Item at all", async () => {
    const out = await store.doc.send(new GetCommand({ TableName, Key: { pk: "t#1", sk: "absent" } }));
    expect(out).not.toHaveProperty("Item");
  });

  it("a class instance is refused, not stored as a map", async () => {
    const err = await rejection(
      store.doc.send(new PutCommand({ TableName, Item: { pk: "t#1", sk: "date", at: new Date() } })),
    );
    expect(String(err.message)).toMatch(/class/i);
    const out = await store.doc.send(new GetCommand({ TableName, Key: { pk: "t#1", sk: "date" } }));
    expect(out.Item).toBeUndefined();
  });

  it("update returns the attributes it was asked for; a failed condition is ConditionalCheckFailedException", async () => {
    const Key = { pk: "t#1", sk: "counter" };
    const add = () =>
      store.doc.send(
        new UpdateCommand({
          TableName,
          Key,
          UpdateExpression: "ADD n :one",
          ConditionExpression: "attribute_not_exists(n) OR n < :max",
          ExpressionAttributeValues: { ":one": 1, ":max": 2 },
          ReturnValues: "ALL_NEW",
        }),
      );
    expect((await add()).Attributes).toEqual({ ...Key, n: 1 });
    expect((await add()).Attributes).toEqual({ ...Key, n: 2 });
    const err = await rejection(add());
    expect(err).toBeInstanceOf(ConditionalCheckFailedException);
    expect(err.name).toBe("ConditionalCheckFailedException");
    expect(err.$fault).toBe("client");
    expect(err.$metadata.httpStatusCode).toBe(400);
    expect(isConditionFailed(err)).toBe(true);
  });

  // lib-dynamodb converts outputs, not errors: the old item stays in DynamoDB's attribute-value form.
  it("ReturnValuesOnConditionCheckFailure: the error carries the old item", async () => {
    const Key = { pk: "t#1", sk: "once" };
    await store.doc.send(new PutCommand({ TableName, Item: { ...Key, v: 1 } }));
    const err = await rejection(
      store.doc.send(
        new PutCommand({
          TableName,
          Item: { ...Key, v: 2 },
          ConditionExpression: "attribute_not_exists(pk)",
          ReturnValuesOnConditionCheckFailure: "ALL_OLD",
        }),
      ),
    );
    expect(err.name).toBe("ConditionalCheckFailedException");
    expect(unmarshall(err.Item as Parameters<typeof unmarshall>[0])).toEqual({ ...Key, v: 1 });
  });

  it("a cancelled transaction names each item's reason, and writes nothing", async () => {
    const err = await rejection(
      store.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { pk: "t#tx", sk: "a", v: 1 } } },
            {
              Put: {
                TableName,
                Item: { pk: "t#1", sk: "once", v: 3 },
                ConditionExpression: "attribute_not_exists(pk)",
              },
            },
          ],
        }),
      ),
    );
    expect(err).toBeInstanceOf(TransactionCanceledException);
    expect(err.CancellationReasons?.map((r) => r.Code)).toEqual(["None", "ConditionalCheckFailed"]);
    const out = await store.doc.send(new GetCommand({ TableName, Key: { pk: "t#tx", sk: "a" } }));
    expect(out.Item).toBeUndefined();
  });

  it("a transaction of puts, updates, deletes and checks applies as one", async () => {
    await store.doc.send(new PutCommand({ TableName, Item: { pk: "t#tx2", sk: "old", v: 1 } }));
    await store.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { pk: "t#tx2", sk: "new", v: 1 } } },
          {
            Update: {
              TableName,
              Key: { pk: "t#tx2", sk: "counter" },
              UpdateExpression: "SET v = :v",
              ExpressionAttributeValues: { ":v": 7 },
            },
          },
          { Delete: { TableName, Key: { pk: "t#tx2", sk: "old" } } },
          {
            ConditionCheck: {
              TableName,
              Key: { pk: "t#1", sk: "once" },
              ConditionExpression: "v = :one",
              ExpressionAttributeValues: { ":one": 1 },
            },
          },
        ],
      }),
    );
    const out = await store.doc.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": "t#tx2" },
        ConsistentRead: true,
      }),
    );
    expect(out.Items).toEqual([
      { pk: "t#tx2", sk: "counter", v: 7 },
      { pk: "t#tx2", sk: "new", v: 1 },
    ]);
  });

  it("query pages through LastEvaluatedKey; batch write and scan see the same items; delete returns the old item", async () => {
    const pk = "t#page";
    await store.doc.send(
      new BatchWriteCommand({
        RequestItems: {
          [TableName]: Array.from({ length: 5 }, (_, i) => ({ PutRequest: { Item: { pk, sk: `i${i}`, i } } })),
        },
      }),
    );
    const seen: unknown[] = [];
    let start: Record<string, unknown> | undefined;
    let pages = 0;
    do {
      const page = await store.doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: "pk = :pk",
          ExpressionAttributeValues: { ":pk": pk },
          Limit: 2,
          ExclusiveStartKey: start,
        }),
      );
      seen.push(...(page.Items ?? []).map((it) => it.i));
      start = page.LastEvaluatedKey;
      pages++;
    } while (start);
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(pages).toBeGreaterThanOrEqual(3);

    const scanned = await store.doc.send(
      new ScanCommand({ TableName, FilterExpression: "pk = :pk", ExpressionAttributeValues: { ":pk": pk } }),
    );
    expect(scanned.Items).toHaveLength(5);

    const removed = await store.doc.send(
      new DeleteCommand({ TableName, Key: { pk, sk: "i0" }, ReturnValues: "ALL_OLD" }),
    );
    expect(removed.Attributes).toEqual({ pk, sk: "i0", i: 0 });
    const batchDelete = await store.doc.send(
      new BatchWriteCommand({
        RequestItems: { [TableName]: [1, 2, 3, 4].map((i) => ({ DeleteRequest: { Key: { pk, sk: `i${i}` } } })) },
      }),
    );
    expect(batchDelete.UnprocessedItems ?? {}).toEqual({});
    const left = await store.doc.send(
      new QueryCommand({ TableName, KeyConditionExpression: "pk = :pk", ExpressionAttributeValues: { ":pk": pk } }),
    );
    expect(left.Items).toEqual([]);
  });

  it("a validation error is a client fault with DynamoDB's message, not retried", async () => {
    const err = await rejection(store.doc.send(new GetCommand({ TableName, Key: { pk: "only-half" } })));
    expect(err.name).toBe("ValidationException");
    expect(err.$fault).toBe("client");
    expect(err.message).toMatch(/key/i);
  });
});

describe("against a scripted server", () => {
  let server: Server;
  let url = "";
  /** What the server does with each request in turn: answer, drop the connection, or never answer. */
  let script: Array<{ status: number; body: unknown } | "drop" | "hang"> = [];
  const seen: Array<{ target: string; authorization: string; token: string; body: string }> = [];

  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await read(req);
      seen.push({
        target: String(req.headers["x-amz-target"]),
        authorization: String(req.headers.authorization),
        token: String(req.headers["x-amz-security-token"] ?? ""),
        body,
      });
      const next = script.shift() ?? { status: 200, body: {} };
      if (next === "hang") return;
      if (next === "drop") {
        req.socket.destroy();
        return;
      }
      res.writeHead(next.status, { "content-type": "application/x-amz-json-1.0" });
      res.end(typeof next.body === "string" ? next.body : JSON.stringify(next.body));
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((ok) => server.close(ok)));

  const client = (extra: { requestTimeoutMs?: number } = {}) =>
    new DocumentClient({
      region: "eu-central-1",
      endpoint: url,
      credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret", sessionToken: "session-token" },
      ...extra,
    });
  const get = (c: DocumentClient) => c.send(new GetCommand({ TableName: "t", Key: { pk: "a", sk: "b" } }));

  it("signs with SigV4 for dynamodb in the region, with the session token, and sends the marshalled input", async () => {
    seen.length = 0;
    script = [{ status: 200, body: { Item: { pk: { S: "a" }, sk: { S: "b" }, n: { N: "3" } } } }];
    const c = client();
    try {
      expect((await get(c)).Item).toEqual({ pk: "a", sk: "b", n: 3 });
    } finally {
      c.destroy();
    }
    expect(seen).toHaveLength(1);
    expect(seen[0].target).toBe("DynamoDB_20120810.GetItem");
    expect(seen[0].authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/dynamodb\/aws4_request, SignedHeaders=[^,]*x-amz-target[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(seen[0].token).toBe("session-token");
    expect(JSON.parse(seen[0].body)).toEqual({ TableName: "t", Key: { pk: { S: "a" }, sk: { S: "b" } } });
  });

  it("throttling and 5xx answers are retried (3 attempts in all), then surface as the last error", async () => {
    seen.length = 0;
    const throttled = {
      status: 400,
      body: { __type: "com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException", message: "slow down" },
    };
    script = [
      throttled,
      { status: 500, body: { __type: "InternalServerError", message: "oops" } },
      { status: 200, body: {} },
    ];
    const c = client();
    try {
      const out = await get(c);
      expect(out.Item).toBeUndefined();
      expect(out.$metadata.attempts).toBe(3);
      expect(seen).toHaveLength(3);

      seen.length = 0;
      script = [throttled, throttled, throttled, { status: 200, body: {} }];
      const err = await rejection(get(c));
      expect(seen).toHaveLength(3);
      expect(err.name).toBe("ProvisionedThroughputExceededException");
      expect(err.message).toBe("slow down");
      expect(err.$metadata.attempts).toBe(3);
    } finally {
      c.destroy();
      script = [];
    }
  });

  it("a client error is not retried; an unparseable 5xx body is retried and still an outage", async () => {
    seen.length = 0;
    script = [{ status: 400, body: { __type: "x#ValidationException", Message: "bad" } }];
    const c = client();
    try {
      const err = await rejection(get(c));
      expect([err.name, err.message, err.$fault, seen.length]).toEqual(["ValidationException", "bad", "client", 1]);

      seen.length = 0;
      script = [1, 2, 3].map(() => ({ status: 503, body: "<html>unavailable</html>" }));
      const down = await rejection(get(c));
      expect([down.$metadata.httpStatusCode, seen.length, isOutage(down)]).toEqual([503, 3, true]);
    } finally {
      c.destroy();
      script = [];
    }
  });

  it("nothing listening: the connection error surfaces with its code after the retries", async () => {
    const closed = createServer();
    await new Promise<void>((ok) => closed.listen(0, "127.0.0.1", ok));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((ok) => closed.close(ok));
    const c = new DocumentClient({
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: "a", secretAccessKey: "b" },
    });
    try {
      const err = await rejection(get(c));
      // Node's own error inside a VM context such as jest's fails `instanceof Error`: the SDK then wraps it and only
      // the message names the code (isOutage reads both).
      expect(`${err.code ?? ""} ${err.message}`).toMatch(/ECONNREFUSED/);
      expect(isOutage(err)).toBe(true);
      expect(err.$metadata?.attempts).toBe(3);
    } finally {
      c.destroy();
    }
  });

  it("a transaction retried after a lost reply carries the same idempotency token, so it is not applied twice", async () => {
    seen.length = 0;
    script = ["drop", { status: 200, body: {} }];
    const c = client();
    try {
      await c.send(
        new TransactWriteCommand({ TransactItems: [{ Put: { TableName: "t", Item: { pk: "a", sk: "b" } } }] }),
      );
    } finally {
      c.destroy();
      script = [];
    }
    expect(seen).toHaveLength(2);
    const tokens = seen.map((x) => (JSON.parse(x.body) as { ClientRequestToken?: string }).ClientRequestToken);
    expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens[1]).toBe(tokens[0]);
  });

  it("an attempt that never answers times out (connection included) and is retried", async () => {
    seen.length = 0;
    script = ["hang", "hang", "hang"];
    const c = client({ requestTimeoutMs: 150 });
    try {
      const err = await rejection(get(c));
      expect(err.name).toBe("TimeoutError");
      expect(seen).toHaveLength(3);
    } finally {
      c.destroy();
      script = [];
    }
  });

  it("a signature mismatch keeps its name but not the canonical request it quotes (it holds the session token)", async () => {
    const quoted =
      "The request signature we calculated does not match the signature you provided. The Canonical String for this request should have been\n'POST\n/\n\nx-amz-security-token:session-token\n' The String-to-Sign should have been 'AWS4-HMAC-SHA256'";
    script = [
      {
        status: 400,
        body: { __type: "com.amazon.coral.service#InvalidSignatureException", message: quoted, Message: quoted },
      },
    ];
    const c = client();
    try {
      const err = await rejection(get(c));
      expect(err.name).toBe("InvalidSignatureException");
      expect(err.message).toBe("The request signature we calculated does not match the signature you provided.");
      expect(JSON.stringify({ ...err, message: err.message })).not.toContain("session-token");
    } finally {
      c.destroy();
      script = [];
    }
  });
});
