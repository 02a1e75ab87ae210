// Document values ↔ DynamoDB attribute values, at the same places of each operation's input and output where
// lib-dynamodb converts them, with the options the store always used (undefined attributes dropped, class
// instances refused). Binary values travel base64-encoded, as the JSON protocol requires.
import { marshall, type marshallOptions, unmarshall } from "@aws-sdk/util-dynamodb";
import type { Operation } from "./commands.js";

type Doc = Record<string, unknown>;
type Wire = Record<string, unknown>;

const MARSHALL: marshallOptions = { removeUndefinedValues: true, convertClassInstanceToMap: false };

const toAttributes = (doc: unknown) =>
  doc === undefined ? undefined : marshall(doc as Doc, { ...MARSHALL, convertTopLevelContainer: false });

/** Attribute values as received (binary still base64) → native values. */
function fromAttributes(wire: unknown): Doc | undefined {
  if (wire === undefined || wire === null) return undefined;
  return unmarshall(decodeBinary(wire as Wire) as Parameters<typeof unmarshall>[0]);
}

function decodeBinary(map: Wire): Wire {
  const out: Wire = {};
  for (const [k, v] of Object.entries(map)) out[k] = decodeValue(v as Wire);
  return out;
}

function decodeValue(av: Wire): Wire {
  if (typeof av.B === "string") return { B: Buffer.from(av.B, "base64") };
  if (Array.isArray(av.BS)) return { BS: (av.BS as string[]).map((b) => Buffer.from(b, "base64")) };
  if (av.M && typeof av.M === "object") return { M: decodeBinary(av.M as Wire) };
  if (Array.isArray(av.L)) return { L: (av.L as Wire[]).map(decodeValue) };
  return av;
}

/** The `Key`, `Item` and `ExpressionAttributeValues` of one request (or transaction item), marshalled. */
function marshalRequest<T extends Doc | undefined>(req: T): T {
  if (!req) return req;
  const out: Doc = { ...req };
  for (const field of ["Key", "Item", "ExpressionAttributeValues", "ExclusiveStartKey"]) {
    if (req[field] !== undefined) out[field] = toAttributes(req[field]);
  }
  return out as T;
}

function mapValues(obj: unknown, fn: (v: unknown) => unknown): Doc | undefined {
  if (!obj || typeof obj !== "object") return undefined;
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, fn(v)]));
}

type WriteRequest = { PutRequest?: { Item?: unknown }; DeleteRequest?: { Key?: unknown } };

const writeRequests = (byTable: unknown, convert: (m: unknown) => unknown) =>
  mapValues(byTable, (list) =>
    (list as WriteRequest[]).map((r) => ({
      ...(r.PutRequest ? { PutRequest: { ...r.PutRequest, Item: convert(r.PutRequest.Item) } } : {}),
      ...(r.DeleteRequest ? { DeleteRequest: { ...r.DeleteRequest, Key: convert(r.DeleteRequest.Key) } } : {}),
    })),
  );

type KeysAndAttributes = { Keys?: unknown[] };

const keyRequests = (byTable: unknown, convert: (m: unknown) => unknown) =>
  mapValues(byTable, (r) => ({ ...(r as KeysAndAttributes), Keys: (r as KeysAndAttributes).Keys?.map(convert) }));

export function marshalInput(operation: Operation, input: Doc): Wire {
  switch (operation) {
    case "BatchGetItem":
      return { ...input, RequestItems: keyRequests(input.RequestItems, toAttributes) };
    case "BatchWriteItem":
      return { ...input, RequestItems: writeRequests(input.RequestItems, toAttributes) };
    case "TransactWriteItems":
      return {
        ...input,
        TransactItems: (input.TransactItems as Doc[]).map((item) =>
          mapValues(item, (req) => marshalRequest(req as Doc)),
        ),
      };
    case "DescribeTable":
    case "CreateTable":
      return input;
    default:
      return marshalRequest(input);
  }
}

export function unmarshalOutput(operation: Operation, output: Wire): Doc {
  const out: Doc = { ...output };
  switch (operation) {
    case "GetItem":
      out.Item = fromAttributes(output.Item);
      break;
    case "PutItem":
    case "UpdateItem":
    case "DeleteItem":
      out.Attributes = fromAttributes(output.Attributes);
      break;
    case "Query":
    case "Scan":
      out.Items = ((output.Items as Wire[] | undefined) ?? []).map((i) => fromAttributes(i));
      out.LastEvaluatedKey = fromAttributes(output.LastEvaluatedKey);
      break;
    case "BatchGetItem":
      out.Responses = mapValues(output.Responses, (items) => (items as Wire[]).map((i) => fromAttributes(i)));
      out.UnprocessedKeys = keyRequests(output.UnprocessedKeys, fromAttributes);
      break;
    case "BatchWriteItem":
      out.UnprocessedItems = writeRequests(output.UnprocessedItems, fromAttributes);
      break;
    default:
      return out;
  }
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

/** The old item a failed condition returns (`ReturnValuesOnConditionCheckFailure`), and those of a cancellation. */
export function unmarshalErrorItems(body: Wire): Doc {
  const out: Doc = {};
  if (body.Item) out.Item = fromAttributes(body.Item);
  if (Array.isArray(body.CancellationReasons)) {
    out.CancellationReasons = (body.CancellationReasons as Wire[]).map((r) =>
      r.Item ? { ...r, Item: fromAttributes(r.Item) } : r,
    );
  }
  return out;
}

/** JSON for the wire: binary attribute values as base64. */
export function toWireJson(body: Wire): string {
  return JSON.stringify(body, function (this: Record<string, unknown>, key, value) {
    const original = this[key];
    return original instanceof Uint8Array ? Buffer.from(original).toString("base64") : value;
  });
}
