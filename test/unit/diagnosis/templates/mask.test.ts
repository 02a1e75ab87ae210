import { describe, expect, it } from "@jest/globals";
import { maskMessage } from "../../../../shared/diagnosis/templates/index.js";

describe("maskMessage", () => {
  it.each([
    ["integers and decimals", "Fan speed 3552 rpm, load 0.75", "Fan speed <*> rpm, load <*>"],
    ["negative numbers", "offset -1 reached", "offset <*> reached"],
    ["hex", "flags=0x1 addr 0xdeadbeef", "flags=<*> addr <*>"],
    ["long hex words", "commit abcdefabcdefabcdef pushed", "commit <*> pushed"],
    ["UUIDs", "request 3f2b1c4e-9a7d-4e8b-b2c1-0d9e8f7a6b5c failed", "request <*> failed"],
    [
      "ids with digits",
      "PacketResponder 1 for block blk_-6952295868487656571 terminating",
      "PacketResponder <*> for block <*> terminating",
    ],
    ["IPv4 with port", "Received connection request /10.10.34.11:45307", "Received connection request <*>"],
    ["IPv4 in brackets", "for ns.example.com [173.234.31.186] failed", "for <*> [<*>] failed"],
    ["IPv6", "from fe80::1ff:fe23:4567:890a port 22", "from <*> port <*>"],
    ["host names with ports", "proxy.cse.cuhk.edu.hk:5070 open through proxy", "<*> open through proxy"],
    ["absolute paths", "workerEnv.init() ok /etc/httpd/conf/workers2.properties", "workerEnv.init() ok <*>"],
    ["Windows paths", "copy to C:\\Users\\bob\\AppData\\x.tmp done", "copy to <*> done"],
    ["URLs", "GET https://api.example.com/v1/items?id=42 returned 503", "GET <*> returned <*>"],
    ["emails", "mail sent to jane.doe@example.org.", "mail sent to <*>."],
    ["quoted values with spaces", 'acquire tag="View Lock", uid=10037', 'acquire tag="<*>", uid=<*>'],
    [
      "key=value values",
      "uid=0 euid=0 tty=NODEVssh ruser= rhost=218.188.2.4",
      "uid=<*> euid=<*> tty=NODEVssh ruser= rhost=<*>",
    ],
    ["booleans and null", "allDrawn= false, ws=null, ok=TRUE", "allDrawn= <*>, ws=<*>, ok=<*>"],
    ["durations and sizes with units", "took 12 ms, stored 1.2 KB, free 300.0 MB", "took <*>, stored <*>, free <*>"],
    ["restated quantities", "1190 bytes (1.16 KB) sent, lifetime <1 sec", "<*> bytes sent, lifetime <*>"],
    ["syslog date-times", "timed out at Sun Jul 10 03:12:42 2005 again", "timed out at <*> again"],
    ["ISO date-times", "started 2015-10-18 18:01:47,978 by main", "started <*> by main"],
    ["clock times", "lifetime 00:01", "lifetime <*>"],
    ["numbered names keep their word", "generating core.2275 for node-12", "generating core.<*> for node-<*>"],
    ["sentence dots stay", "on port 4040.", "on port <*>."],
    ["leader dots", "illegal instruction......0", "illegal instruction......<*>"],
  ])("masks %s", (_kind, line, masked) => {
    expect(maskMessage(line)).toBe(masked);
  });

  it.each([
    ["protocol and device names with one digit", "Accepted password for bob from <*> port <*> ssh2", "ssh2"],
    ["interfaces", "detected on interface eth0", "eth0"],
    ["function names", "jk2_init() Found child", "jk2_init()"],
    ["file names", "loaded properties from hadoop-metrics2.properties", "hadoop-metrics2.properties"],
    ["java classes", "Registering class org.apache.hadoop.Foo", "org.apache.hadoop.Foo"],
    ["upper-case states", "Transitioned from NEW to INITED", "INITED"],
  ])("keeps %s", (_kind, line, kept) => {
    expect(maskMessage(line)).toContain(kept);
  });

  it("normalises whitespace and keeps an existing wildcard", () => {
    expect(maskMessage("  a \t <*>\n  b  ")).toBe("a <*> b");
    expect(maskMessage("")).toBe("");
  });
});
