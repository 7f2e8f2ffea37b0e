import path from "node:path";
import { describe, expect, test } from "vitest";
import { tutorialsSchema } from "./tutorial";
import { loadTutorialsPage } from "./tutorials.server";

const contentDir = path.resolve(import.meta.dirname, "../../../content");

describe("content/tutorials/tutorials.json", () => {
  test("holds the five sample tutorials, each with Download and Watch pages", async () => {
    const page = await loadTutorialsPage(contentDir, null);
    expect(page.total).toBe(5);
    expect(page.search.kind).toBe("all");
    for (const tutorial of page.search.tutorials) {
      expect(new URL(tutorial.downloadLink).protocol).toBe("https:");
      expect(new URL(tutorial.videoLink).protocol).toBe("https:");
      expect(tutorial.contents.length).toBeGreaterThanOrEqual(3);
      // The Nepali summary is written in Devanagari.
      expect(tutorial.summaryNe).toMatch(/[\u0900-\u097F]/);
    }
  });

  test("the loader searches the short descriptions", async () => {
    const page = await loadTutorialsPage(contentDir, "NHK");
    expect(page.search.tutorials.map((t) => t.id)).toEqual(["nhk-easy-listening"]);
  });

  test.each([
    ["a http link", { downloadLink: "http://example.com/" }, "downloadLink"],
    ["an unknown category", { category: "cooking" }, "category"],
    ["empty contents", { contents: [] }, "contents"],
    ["a blank short description", { shortDescription: "  " }, "shortDescription"],
  ])("the schema refuses %s", (_name, change, field) => {
    const valid = {
      id: "x",
      category: "exam",
      title: "T",
      shortDescription: "S",
      summaryNe: "स",
      contents: ["C"],
      downloadLink: "https://example.com/",
      videoLink: "https://example.com/",
    };
    const result = tutorialsSchema.safeParse({ tutorials: [{ ...valid, ...change }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toContain(field);
  });

  test("the schema refuses repeated ids", () => {
    const one = {
      id: "same",
      category: "exam",
      title: "T",
      shortDescription: "S",
      summaryNe: "स",
      contents: ["C"],
      downloadLink: "https://example.com/",
      videoLink: "https://example.com/",
    };
    expect(tutorialsSchema.safeParse({ tutorials: [one, one] }).success).toBe(false);
  });
});
