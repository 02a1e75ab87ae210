// A value its column or sequence cannot hold is the schema's limit, a database matter, not a client's bad input; a
// value outside the range a rule allows is still input refused. A Kafka client that cannot reach a node names its brokers.
import { expect, test } from "@jest/globals";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";

test("a key's sequence past its integer type, as Postgres and MySQL say it, is the database's", () => {
  expect(
    categoryOfText(
      "org.springframework.dao.DataIntegrityViolationException: could not execute statement [ERROR: integer out of range] [insert into plan_items (batch_id,qty,id) values (?,?,nextval('plan_items_id_seq'))]",
    ),
  ).toBe("database");
  expect(
    categoryOfText("SQLSTATE[22003]: Numeric value out of range: 1264 Out of range value for column 'id' at row 1"),
  ).toBe("database");
});

test("a quantity outside the range a rule allows is input refused", () => {
  expect(categoryOfText("order line 3 rejected: quantity 4000 out of range (1-999)")).toBe("validation");
});

test("a Kafka client whose brokers may not be available names the brokers; its batches expiring alone are time run out", () => {
  expect(
    categoryOfText(
      "[Producer clientId=orders-1] Connection to node 1 (kafka-1.prod.svc/10.8.1.134:9092) could not be established. Node may not be available.",
    ),
  ).toBe("dependency");
  expect(
    categoryOfText(
      "org.apache.kafka.common.errors.TimeoutException: Expiring 14 record(s) for order-events-3:120000 ms has passed since batch creation",
    ),
  ).toBe("timeout");
});
