import { expect, test } from "@jest/globals";
import { redact } from "../../../shared/diagnosis/redact.js";

test("secrets and personal data are removed, the rest stays", () => {
  const text = [
    "Authorization: Bearer abc.def-ghi_123456",
    "password=hunter2 api_key: 'k-123456'",
    "postgres://app:s3cr3t@db.internal:5432/x",
    "AKIAIOSFODNN7EXAMPLE svc_secret_0123456789abcdef sk-proj-abcdefghijklmnop",
    "mail jane.doe@example.com from 192.168.1.20 and fe80::1ff:fe23:4567:890a",
    "card 4111-1111-1111-1111 order 1234567890123",
    "-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----",
    "hold failed (1040, 'Too many connections') at 07:41:02.123",
  ].join("\n");
  const out = redact(text);
  for (const s of [
    "abc.def-ghi_123456",
    "hunter2",
    "k-123456",
    "s3cr3t",
    "AKIAIOSFODNN7EXAMPLE",
    "0123456789abcdef",
    "abcdefghijklmnop",
    "jane.doe@example.com",
    "192.168.1.20",
    "fe80::1ff",
    "4111-1111-1111-1111",
    "MIIE",
  ])
    expect(out).not.toContain(s);
  expect(out).toContain("order 1234567890123");
  expect(out).toContain("(1040, 'Too many connections') at 07:41:02.123");
});
