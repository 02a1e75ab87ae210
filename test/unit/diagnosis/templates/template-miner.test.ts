import { describe, expect, it } from "@jest/globals";
import { TemplateMiner } from "../../../../shared/diagnosis/templates/index.js";

function mineAll(lines: string[], miner = new TemplateMiner()): { ids: string[]; miner: TemplateMiner } {
  const ids = lines.map((l) => miner.add(l));
  return { ids: ids.map((id) => miner.resolve(id)), miner };
}

describe("TemplateMiner", () => {
  it("groups lines of one event and words the template with wildcards", () => {
    const { ids, miner } = mineAll([
      "PacketResponder 1 for block blk_38865049064139660 terminating",
      "PacketResponder 0 for block blk_-6952295868487656571 terminating",
      "PacketResponder 2 for block blk_7128370237687728475 terminating",
    ]);
    expect(new Set(ids).size).toBe(1);
    expect(miner.template(ids[0])).toBe("PacketResponder <*> for block <*> terminating");
    expect(miner.clusters()).toEqual([
      { templateId: ids[0], template: "PacketResponder <*> for block <*> terminating", count: 3 },
    ]);
  });

  it("keeps events that differ in their leading word apart", () => {
    const { ids, miner } = mineAll([
      "Failed password for root from 10.0.0.1 port 22 ssh2",
      "Accepted password for root from 10.0.0.2 port 22 ssh2",
      "Failed password for root from 10.0.0.3 port 2222 ssh2",
    ]);
    expect(ids[0]).toBe(ids[2]);
    expect(ids[1]).not.toBe(ids[0]);
    expect(miner.template(ids[1])).toBe("Accepted password for root from <*> port <*> ssh2");
  });

  it("keeps two-valued words (startup / shutdown) as separate events", () => {
    const lines = [];
    for (let i = 0; i < 5; i++) lines.push("cupsd startup succeeded", "cupsd shutdown succeeded");
    const { ids, miner } = mineAll(lines);
    expect(new Set(ids).size).toBe(2);
    expect(miner.template(ids[0])).toBe("cupsd startup succeeded");
    expect(miner.template(ids[1])).toBe("cupsd shutdown succeeded");
  });

  it("keeps upper-case states apart however many there are", () => {
    const states = ["NEW", "INITED", "SETUP", "RUNNING", "COMMIT_PENDING", "SUCCEEDED"];
    const { ids } = mineAll(states.map((s, i) => `job_${i}12 Transitioned from ${s} to DONE`));
    expect(new Set(ids).size).toBe(states.length);
  });

  it("generalises a word once it has taken enough distinct values, and redirects the merged ids", () => {
    const users = ["webmaster", "test", "admin", "oracle", "guest"];
    const miner = new TemplateMiner();
    const first = users.map((u, i) => miner.add(`Invalid user ${u} from 173.234.31.${i}`));
    expect(new Set(first.slice(0, 3)).size).toBe(3);
    const merged = miner.resolve(first[0]);
    for (const id of first) {
      expect(miner.resolve(id)).toBe(merged);
      expect(miner.template(id)).toBe("Invalid user <*> from <*>");
    }
    expect(miner.clusters()).toEqual([{ templateId: merged, template: "Invalid user <*> from <*>", count: 5 }]);
  });

  it("generalises a key=value field inside its token once its values vary", () => {
    const apps = ["com.android.systemui", "com.tencent.mm", "com.example.mail", "org.example.maps"];
    const { ids, miner } = mineAll(apps.map((app, i) => `acquire lock=${i}, name=${app}, uid=100${i}`));
    expect(new Set(ids).size).toBe(1);
    expect(miner.template(ids[0])).toBe("acquire lock=<*>, name=<*>, uid=<*>");
  });

  it("merges variable-length quantities into one event", () => {
    const { ids, miner } = mineAll([
      "proxy.example.com:5070 close, 1190 bytes sent, 1671 bytes received, lifetime 00:01",
      "proxy.example.com:5070 close, 1190 bytes (1.16 KB) sent, 2700 bytes (2.63 KB) received, lifetime <1 sec",
    ]);
    expect(ids[0]).toBe(ids[1]);
    expect(miner.template(ids[0])).toBe("<*> close, <*> bytes sent, <*> bytes received, lifetime <*>");
  });

  it("evicts the least recently used clusters past the cap", () => {
    const miner = new TemplateMiner({ maxClusters: 3 });
    const a = miner.add("alpha event happened");
    miner.add("beta thing occurred now");
    miner.add("gamma one two three four");
    miner.add("alpha event happened"); // a is now the most recent
    const d = miner.add("delta x y z w v u");
    const live = miner.clusters().map((c) => c.templateId);
    expect(live).toHaveLength(3);
    expect(live).toContain(a);
    expect(live).toContain(d);
    expect(live).not.toContain("T2");
    expect(miner.template("T2")).toBe("");
  });

  it("stays bounded over many distinct events", () => {
    const miner = new TemplateMiner({ maxClusters: 100 });
    const words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];
    for (let i = 0; i < 5000; i++) {
      const w = words[i % 8] + words[Math.floor(i / 8) % 8] + words[Math.floor(i / 64) % 8];
      miner.add(`${w} step ${"x ".repeat(i % 13)}done`);
    }
    expect(miner.clusters().length).toBeLessThanOrEqual(100);
  });

  it("answers an empty template for ids it never issued", () => {
    expect(new TemplateMiner().template("T999")).toBe("");
  });
});
