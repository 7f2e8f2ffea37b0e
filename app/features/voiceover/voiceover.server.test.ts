import path from "node:path";
import { describe, expect, test } from "vitest";
import { voiceSamplesSchema } from "./voice-samples-schema.server";
import { loadVoiceoverTool } from "./voiceover.server";

const contentDir = path.resolve(import.meta.dirname, "../../../content");

describe("the voice tool's data", () => {
  test("offers the sample sentences, each in Japanese with its reading, English and Nepali", async () => {
    const data = await loadVoiceoverTool(contentDir, undefined);
    expect(data.samples.length).toBeGreaterThanOrEqual(3);
    for (const sample of data.samples) {
      // The reading is kana (and the katakana of names), never kanji.
      expect(sample.reading).not.toMatch(/[\u4e00-\u9fff]/u);
      expect(sample.nepali).toMatch(/[\u0900-\u097f]/u);
    }
    expect(data.externalToolUrl).toBeNull();
  });

  test("passes the configured outside tool on", async () => {
    const data = await loadVoiceoverTool(contentDir, "https://voice.example.com/");
    expect(data.externalToolUrl).toBe("https://voice.example.com/");
  });

  test.each([
    ["English where Japanese belongs", { japanese: "Hello." }, "japanese"],
    ["romanised Nepali", { nepali: "namaste" }, "nepali"],
    ["a blank reading", { reading: " " }, "reading"],
    ["an id with spaces", { id: "two words" }, "id"],
  ])("the schema refuses %s", (_name, change, field) => {
    const valid = {
      id: "x",
      japanese: "はい。",
      reading: "はい。",
      english: "Yes.",
      nepali: "हो।",
    };
    const result = voiceSamplesSchema.safeParse({ samples: [{ ...valid, ...change }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toContain(field);
  });
});
