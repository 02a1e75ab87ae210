import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";

test("DynamoDB Local from the global setup answers", async () => {
  const client = new DynamoDBClient({
    endpoint: process.env.LOGDX_TEST_DYNAMODB_ENDPOINT,
    region: "us-east-1",
    credentials: { accessKeyId: "x", secretAccessKey: "x" },
  });
  const out = await client.send(new ListTablesCommand({}));
  expect(Array.isArray(out.TableNames)).toBe(true);
  client.destroy();
});
