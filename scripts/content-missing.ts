// Prints the rows of a level's reference word lists that no entry covers and no exception
// excuses, counted the way the content tests count them:
//   npm run content:missing -- --level n2 [--source open-anki-jlpt-decks] [--all]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  contentLevels,
  exceptionSchema,
  vocabularyEntrySchema,
  type ContentLevel,
} from "../app/features/learning-content/content-schema.ts";
import {
  referenceList,
  referenceSources,
  uncoveredWords,
  type ReferenceSource,
} from "../content/reference-words.ts";

const { values } = parseArgs({
  options: {
    level: { type: "string", default: "n2" },
    source: { type: "string" },
    all: { type: "boolean", default: false },
  },
});
const level = values.level as ContentLevel;
const sources = values.source ? [values.source as ReferenceSource] : [...referenceSources];
if (!contentLevels.includes(level) || !sources.every((s) => referenceSources.includes(s))) {
  console.error(
    `Usage: --level ${contentLevels.join("|")} [--source ${referenceSources.join("|")}] [--all]`,
  );
  process.exit(1);
}

const root = path.join(import.meta.dirname, "..");
const referenceDir = path.resolve(root, "../shared/data");
if (!fs.existsSync(referenceDir)) {
  console.error(`No reference lists: ${referenceDir} not found.`);
  process.exit(1);
}
const readJson = (file: string): unknown =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : [];
const entries = vocabularyEntrySchema
  .array()
  .parse(readJson(path.join(root, "content", "vocabulary", `${level}.json`)));
const exceptions = exceptionSchema
  .array()
  .parse(readJson(path.join(root, "content", "vocabulary", "exceptions.json")));

for (const source of sources) {
  const words = referenceList(referenceDir, source, level);
  const missing = uncoveredWords(words, entries, exceptions, level);
  const coverage = (100 * (1 - missing.length / words.length)).toFixed(1);
  console.log(
    `${source} ${level}: ${missing.length} of ${words.length} rows uncovered (${coverage}% covered)`,
  );
  const shown = values.all ? missing : missing.slice(0, 40);
  for (const word of shown) console.log(`  ${word.label}`);
  if (shown.length < missing.length)
    console.log(`  … ${missing.length - shown.length} more (--all)`);
}
