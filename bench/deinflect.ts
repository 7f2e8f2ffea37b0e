// npm run bench:deinflect — how often the dictionary search finds the dictionary form of an
// inflected word taken from real sentences, a suite the deinflection rules were not written from.
// The suite is built at run time, never stored: the Japanese sentences of the Tatoeba corpus
// (../shared/data/sentences/manythings-tatoeba-jpn, reference data) are split by kuromoji, and
// each verb or adjective with the auxiliaries and helpers that follow it (食べさせられなかった,
// 書いておいた) becomes one query whose expected answer is kuromoji's dictionary form. The search
// runs over JMdict/EDICT (/usr/share/edict/edict) alone, as a learner's dictionary page would.
// Prints top-1 and top-3 rates, false deinflections at the top, and misses by ending.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildTokenizer, type Token } from "../content/material-checks.ts";
import type * as EdictParse from "../app/features/dictionary/edict-parse.ts";
import type * as Search from "../app/features/dictionary/search-index.ts";
import type * as Deinflect from "../app/lib/japanese/deinflect.ts";
import { prng } from "../app/features/practice/prng.ts";
import { appModules, root } from "./support.ts";

const { values: options } = parseArgs({
  options: {
    edict: { type: "string", default: "/usr/share/edict/edict" },
    sentences: {
      type: "string",
      default: path.join(root, "..", "shared/data/sentences/manythings-tatoeba-jpn/jpn.txt"),
    },
    size: { type: "string", default: "1200" },
    seed: { type: "string", default: "20261125" },
    show: { type: "string", default: "25" },
  },
});
for (const file of [options.edict, options.sentences]) {
  if (!fs.existsSync(file)) {
    console.error(`Missing ${file}: the suite needs the EDICT file and the reference sentences.`);
    process.exit(1);
  }
}

const app = await appModules();
const { isEdictHeader, parseEdictLine } = (await app.load(
  "/app/features/dictionary/edict-parse.ts",
)) as typeof EdictParse;
const { SearchIndex } = (await app.load(
  "/app/features/dictionary/search-index.ts",
)) as typeof Search;
const { deinflect } = (await app.load("/app/lib/japanese/deinflect.ts")) as typeof Deinflect;
await app.close();

// EDICT, decoded from EUC-JP, as the search index's rows.
const rows: Search.IndexedEntry[] = [];
const edictText = new TextDecoder("euc-jp").decode(fs.readFileSync(options.edict));
for (const line of edictText.split("\n")) {
  if (line.trim() === "" || isEdictHeader(line)) continue;
  const parsed = parseEdictLine(line);
  if (!parsed.ok) continue;
  const { japanese, reading, english, partOfSpeech, common } = parsed.entry;
  rows.push({
    id: `edict:${rows.length}`,
    japanese,
    reading,
    english,
    nepali: "",
    jlptLevel: null,
    source: "edict",
    common,
    partOfSpeech,
  });
}
const index = SearchIndex.fromRows(rows);

/** A token that continues an inflected word: auxiliaries, て/で/ば, and helper verbs. */
function continues(token: Token): boolean {
  if (token.pos === "助動詞") return true;
  if (token.pos === "動詞" && (token.pos_detail_1 === "非自立" || token.pos_detail_1 === "接尾")) {
    return true;
  }
  if (token.pos === "形容詞" && token.pos_detail_1 === "非自立") return true;
  return (
    token.pos === "助詞" &&
    token.pos_detail_1 === "接続助詞" &&
    ["て", "で", "ちゃ", "じゃ", "ば", "ず"].includes(token.surface_form)
  );
}

// The suite: distinct inflected forms with the dictionary form kuromoji gives their head word.
const tokenizer = await buildTokenizer();
const forms = new Map<string, string>();
const sentences = fs
  .readFileSync(options.sentences, "utf8")
  .split("\n")
  .map((line) => line.split("\t")[1] ?? "");
for (const sentence of sentences) {
  const tokens = tokenizer.tokenize(sentence);
  for (let at = 0; at < tokens.length; at++) {
    const head = tokens[at];
    if (!head) continue;
    const isHead = (head.pos === "動詞" || head.pos === "形容詞") && head.pos_detail_1 === "自立";
    if (!isHead || head.basic_form === "*") continue;
    let end = at + 1;
    while (end < tokens.length && tokens[end] && continues(tokens[end] as Token)) end++;
    // A form that ends on a bare て/ば is still a form (食べて); one token is only inflected
    // when it differs from its dictionary form (書い in 書いた is not alone).
    const surface = tokens
      .slice(at, end)
      .map((token) => token.surface_form)
      .join("");
    if (surface !== head.basic_form && !forms.has(surface)) forms.set(surface, head.basic_form);
    at = end - 1;
  }
}

// Only forms whose dictionary form EDICT has: the suite measures deinflection, not coverage.
const known = new Set(rows.flatMap((row) => [row.japanese, row.reading]));
const candidates = [...forms].filter(([, base]) => known.has(base));

// A seeded shuffle, so the same suite comes back on every run.
const suite = prng(Number(options.seed)).shuffle(candidates).slice(0, Number(options.size));

let first = 0;
/** The top hit is the base, or a word EDICT lists that lies on the way to it (呼ばれる for 呼ばれた). */
let firstOnPath = 0;
let topThree = 0;
let falseAtTop = 0;
const misses: [form: string, base: string, got: string][] = [];
const wrongAtTop: [form: string, base: string, got: string][] = [];
const started = performance.now();
for (const [form, base] of suite) {
  const hits = index.search(form, 3);
  const isBase = (hit: (typeof hits)[number]) =>
    hit.entry.japanese === base || hit.entry.reading === base;
  const top = hits[0];
  const onPath =
    top !== undefined &&
    (isBase(top) ||
      (top.match === "deinflected" &&
        [top.entry.japanese, top.entry.reading].some((word) =>
          deinflect(word).some((candidate) => candidate.term === base),
        )));
  if (top && isBase(top)) first++;
  if (onPath) firstOnPath++;
  if (hits.some(isBase)) topThree++;
  else misses.push([form, base, top?.entry.japanese ?? "—"]);
  if (top && !onPath && top.match === "deinflected") {
    falseAtTop++;
    wrongAtTop.push([form, base, top.entry.japanese]);
  }
}
const elapsed = performance.now() - started;
const percent = (count: number) => `${((count / suite.length) * 100).toFixed(1)}%`;

console.log(
  `\nDeinflection on real sentences: ${suite.length} distinct inflected forms (seed ${options.seed}) ` +
    `from ${sentences.length} Tatoeba sentences, searched over ${rows.length} EDICT entries\n`,
);
console.log("| measure | value | target |");
console.log("| --- | ---: | ---: |");
console.log(`| dictionary form first | ${percent(first)} | ≥ 85% |`);
console.log(`| dictionary form in the top 3 | ${percent(topThree)} | ≥ 95% |`);
console.log(
  `| first: the dictionary form or a listed word on its way (呼ばれる for 呼ばれた) | ${percent(firstOnPath)} | |`,
);
console.log(`| a wrong deinflection at the top (not on the way to it) | ${falseAtTop} | ≤ 1 |`);
console.log(`| search time per form (mean) | ${(elapsed / suite.length).toFixed(2)} ms | |`);
console.log(`\nMissed (not in the top 3), first ${options.show}: form → expected (top hit)`);
for (const [form, base, got] of misses.slice(0, Number(options.show))) {
  console.log(`- ${form} → ${base} (${got})`);
}
console.log(`\nA wrong deinflection at the top, first ${options.show}: form → expected (top hit)`);
for (const [form, base, got] of wrongAtTop.slice(0, Number(options.show))) {
  console.log(`- ${form} → ${base} (${got})`);
}
