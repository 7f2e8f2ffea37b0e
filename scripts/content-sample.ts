// Prints a random sample of learning content for review:
//   npm run content:sample -- --level n5 --kind vocabulary --n 20 [--seed 7]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  contentKinds,
  contentLevels,
  type ContentKind,
  type GrammarPoint,
  type KanjiEntry,
  type Line,
  type VocabularyEntry,
} from "../app/features/learning-content/content-schema.ts";

const { values } = parseArgs({
  options: {
    level: { type: "string", default: "n5" },
    kind: { type: "string", default: "vocabulary" },
    n: { type: "string", default: "20" },
    seed: { type: "string" },
  },
});
const level = values.level as (typeof contentLevels)[number];
const kind = values.kind as ContentKind;
if (!contentLevels.includes(level) || !(kind in contentKinds)) {
  console.error(
    `Usage: --level ${contentLevels.join("|")} --kind ${Object.keys(contentKinds).join("|")} --n 20`,
  );
  process.exit(1);
}
const file = path.join(import.meta.dirname, "..", "content", kind, `${level}.json`);
if (!fs.existsSync(file)) {
  console.error(`No content yet: ${file}`);
  process.exit(1);
}
const items = JSON.parse(fs.readFileSync(file, "utf8")) as unknown[];

// A small seeded generator, so a reviewer can ask for the same sample again.
let state = Number(values.seed ?? Date.now()) >>> 0 || 1;
const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
const picked = [...items.keys()]
  .map((index) => ({ index, order: random() }))
  .sort((a, b) => a.order - b.order)
  .slice(0, Number(values.n))
  .map(({ index }) => ({ index, item: items[index] }));

const showLine = (line: Line, indent = "    ") =>
  [line.japanese, line.reading, line.english, line.nepali].map((t) => indent + t).join("\n");
/** A memory tip, note or real-life use: both languages, or nothing when the item has none. */
const showText = (label: string, text: { english: string; nepali: string } | undefined) => {
  if (text) console.log(`  ${label}:\n    EN ${text.english}\n    NE ${text.nepali}`);
};

for (const { index, item } of picked) {
  console.log(`── #${index} ─────────────────────────────`);
  if (kind === "vocabulary") {
    const entry = item as VocabularyEntry;
    console.log(`${entry.japanese}  【${entry.reading}】  ${entry.partOfSpeech}`);
    console.log(`  EN ${entry.english}\n  NE ${entry.nepali}`);
    entry.examples.forEach((line) => console.log(`  example:\n${showLine(line)}`));
    if (entry.conversation)
      console.log(
        `  conversation:\n${entry.conversation.map((l) => showLine(l)).join("\n    --\n")}`,
      );
    showText("memory tip", entry.memoryTip);
    entry.commonUsage?.forEach((line) => console.log(`  usage:\n${showLine(line)}`));
    showText("notes", entry.notes);
    if (entry.alternativeForms) console.log(`  also written: ${entry.alternativeForms.join("、")}`);
    if (entry.usuallyKana) console.log("  usually written in kana");
    if (entry.pair) console.log(`  pair: ${entry.pair}`);
  } else if (kind === "kanji") {
    const entry = item as KanjiEntry;
    console.log(
      `${entry.kanji}  ${entry.strokes} strokes  on: ${entry.onyomi.join("、")}  kun: ${entry.kunyomi.join("、")}`,
    );
    console.log(`  EN ${entry.english}\n  NE ${entry.nepali}`);
    if (entry.coreOnyomi || entry.coreKunyomi)
      console.log(
        `  core: on ${entry.coreOnyomi?.join("、") || "—"}  kun ${entry.coreKunyomi?.join("、") || "—"}`,
      );
    const radical = entry.components?.radical;
    if (entry.components && radical)
      console.log(
        `  radical ${radical.number} ${radical.character}${radical.japanese ? ` (${radical.japanese})` : ""} ${radical.english} / ${radical.nepali}; parts ${entry.components.parts.join(" ")}`,
      );
    showText("memory tip", entry.memoryTip);
    showText("real-life use", entry.realLifeUse);
    entry.compounds.forEach((c) =>
      console.log(
        `  ${c.word}【${c.reading}】 ${c.english} / ${c.nepali}${c.readingUsed ? `  (reads ${c.readingUsed})` : ""}`,
      ),
    );
    entry.examples?.forEach((line) => console.log(`  example:\n${showLine(line)}`));
  } else {
    const entry = item as GrammarPoint;
    console.log(`${entry.pattern}  【${entry.reading}】`);
    console.log(`  EN ${entry.englishExplanation}\n  NE ${entry.nepaliExplanation}`);
    entry.rules.forEach((rule, i) =>
      console.log(`  rule: ${rule}${entry.rulesNepali ? ` / ${entry.rulesNepali[i]}` : ""}`),
    );
    entry.examples.forEach((line) => console.log(`  example:\n${showLine(line)}`));
    entry.conversation?.forEach((line) => console.log(`  dialogue:\n${showLine(line)}`));
    entry.formation?.forEach((parts) =>
      console.log(
        `  formation: ${parts.map((p) => ("text" in p ? p.text : p.word + (p.form ? ` (${p.form})` : ""))).join(" + ")}`,
      ),
    );
    entry.commonMistakes?.forEach((mistake) => {
      if (typeof mistake === "string") return console.log(`  mistake: ${mistake}`);
      const change = mistake.wrong ? `  ✗ ${mistake.wrong} → ✓ ${mistake.right ?? "?"}` : "";
      console.log(`  mistake:${change}\n    EN ${mistake.english}\n    NE ${mistake.nepali}`);
    });
    if (entry.related) console.log(`  related: ${entry.related.join(", ")}`);
    entry.levelNotes?.forEach((note) =>
      console.log(`  at ${note.level}:\n    EN ${note.english}\n    NE ${note.nepali}`),
    );
    if (entry.register) console.log(`  register: ${entry.register} only`);
  }
}
console.log(
  `\n${picked.length} of ${items.length} items from ${path.relative(process.cwd(), file)}`,
);
