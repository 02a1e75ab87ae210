import { expect, test } from "@jest/globals";
import { isErrorLine } from "../../../shared/diagnosis/error-line.js";

test("per-line verdict: level first, text when there is no level, dumps are data", () => {
  expect(isErrorLine("2026-05-14T07:41:02Z ERROR payment failed")).toBe(true);
  expect(isErrorLine("2026-05-14T07:41:02Z INFO retry succeeded after error")).toBe(false);
  expect(isErrorLine("node-7 RAS KERNEL FATAL data TLB error interrupt")).toBe(true);
  expect(isErrorLine("node-7 RAS KERNEL FATAL instruction address: 0x00000f14")).toBe(false);
  expect(isErrorLine("node-7 RAS KERNEL FATAL machine check enable..............0")).toBe(false);
  expect(isErrorLine("connect ECONNREFUSED 10.0.0.1:5432")).toBe(true);
  expect(isErrorLine("user 17 logged in")).toBe(false);
});
