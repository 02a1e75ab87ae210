import type { SQSRecord } from "aws-lambda";
import { succeededRecords } from "../../../shared/queue/local-consumer.js";

const rec = (id: string) => ({ messageId: id }) as SQSRecord;
const batch = [rec("a"), rec("b"), rec("c")];
const ids = (rs: SQSRecord[]) => rs.map((r) => r.messageId);

test("no response or an empty failure list: every message succeeded", () => {
  expect(ids(succeededRecords(batch, undefined))).toEqual(["a", "b", "c"]);
  expect(ids(succeededRecords(batch, { batchItemFailures: [] }))).toEqual(["a", "b", "c"]);
});

test("listed failures are kept for redelivery", () => {
  expect(ids(succeededRecords(batch, { batchItemFailures: [{ itemIdentifier: "b" }] }))).toEqual(["a", "c"]);
});

test("a malformed or unknown failure entry fails the whole batch, as Lambda does", () => {
  expect(succeededRecords(batch, { batchItemFailures: [{ itemIdentifier: "zzz" }] })).toEqual([]);
  expect(succeededRecords(batch, { batchItemFailures: [{ itemIdentifier: "" }] })).toEqual([]);
  expect(succeededRecords(batch, { batchItemFailures: [null] })).toEqual([]);
  expect(succeededRecords(batch, { batchItemFailures: "b" })).toEqual([]);
});
