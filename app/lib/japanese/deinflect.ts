/**
 * Rule-based deinflection: turns a conjugated form a learner copies from a sentence (食べました,
 * 行かない, 高かった, 勉強しています) back into dictionary-form candidates. Each rule replaces
 * an ending and says which word classes the form it reads can belong to (`from`) and which class
 * the result must have (`to`), so chains such as ませんでした → ます → る only follow real
 * grammar. Candidates are checked against the dictionary by the caller; most are not words.
 */

/** Word classes that conjugate, plus the intermediate forms other endings attach to. */
export type WordClass =
  | "v1" // ichidan verb: 食べる
  | "v5" // godan verb: 書く
  | "vk" // 来る
  | "vs" // する and nounする
  | "adj-i" // 高い
  | "n" // nouns, na-adjectives and other words that take です/だ/な
  | "masu"
  | "te"
  | "ta";

type Rule = { ending: string; base: string; from: WordClass[]; to: WordClass[]; name: string };

export type Deinflection = {
  term: string;
  /** The classes the dictionary entry must have; undefined for the text as typed. */
  classes?: ReadonlySet<WordClass>;
  /** What was undone, outermost first (e.g. ["past", "polite"]). */
  reasons: string[];
};

/** The godan verb endings by row: dictionary form (u) and the stems built on it. */
const godanRows = [
  { u: "う", i: "い", a: "わ", e: "え", o: "お" },
  { u: "く", i: "き", a: "か", e: "け", o: "こ" },
  { u: "ぐ", i: "ぎ", a: "が", e: "げ", o: "ご" },
  { u: "す", i: "し", a: "さ", e: "せ", o: "そ" },
  { u: "つ", i: "ち", a: "た", e: "て", o: "と" },
  { u: "ぬ", i: "に", a: "な", e: "ね", o: "の" },
  { u: "ぶ", i: "び", a: "ば", e: "べ", o: "ぼ" },
  { u: "む", i: "み", a: "ま", e: "め", o: "も" },
  { u: "る", i: "り", a: "ら", e: "れ", o: "ろ" },
] as const;

type Stem = "i" | "a" | "e" | "o";
/** The stems する and 来る use before an ending, per row (ichidan verbs drop る). */
const irregularStem: Record<Stem, { suru: string[]; kuru: string[] }> = {
  i: { suru: ["し"], kuru: ["き", "来"] },
  a: { suru: ["し", "さ"], kuru: ["こ", "来"] },
  e: { suru: ["すれ"], kuru: ["くれ", "来れ"] },
  o: { suru: ["し"], kuru: ["こ", "来"] },
};

/** One ending on every verb class's stem of the given row: 〜ます on 食べ, 書き, し, 来. */
function onVerbStems(
  stem: Stem,
  ending: string,
  from: WordClass[],
  name: string,
  ichidanEnding = ending,
): Rule[] {
  const rules: Rule[] = godanRows.map((row) => ({
    ending: row[stem] + ending,
    base: row.u,
    from,
    to: ["v5"],
    name,
  }));
  if (ichidanEnding !== "") {
    rules.push({ ending: ichidanEnding, base: "る", from, to: ["v1"], name });
  }
  for (const kana of irregularStem[stem].suru) {
    rules.push({ ending: kana + ending, base: "する", from, to: ["vs"], name });
  }
  for (const kana of irregularStem[stem].kuru) {
    rules.push({
      ending: kana + ending,
      base: kana === "来" ? "来る" : "くる",
      from,
      to: ["vk"],
      name,
    });
  }
  return rules;
}

/** て/た forms (and what is built on them), which change the last syllable of a godan verb. */
function teTaRules(te: "て" | "た", from: WordClass[], name: string): Rule[] {
  const voiced = te === "て" ? "で" : "だ";
  const godan: [string, string[]][] = [
    ["い" + te, ["く"]],
    ["い" + voiced, ["ぐ"]],
    ["し" + te, ["す"]],
    ["っ" + te, ["う", "つ", "る"]],
    ["ん" + voiced, ["ぬ", "ぶ", "む"]],
  ];
  return [
    ...godan.flatMap(([ending, bases]) =>
      bases.map((base): Rule => ({ ending, base, from, to: ["v5"], name })),
    ),
    // 行く is the one godan verb whose て form is 行って.
    { ending: "行っ" + te, base: "行く", from, to: ["v5"], name },
    { ending: "いっ" + te, base: "いく", from, to: ["v5"], name },
    { ending: te, base: "る", from, to: ["v1"], name },
    { ending: "し" + te, base: "する", from, to: ["vs"], name },
    { ending: "き" + te, base: "くる", from, to: ["vk"], name },
    { ending: "来" + te, base: "来る", from, to: ["vk"], name },
    { ending: te === "て" ? "くて" : "かった", base: "い", from, to: ["adj-i"], name },
  ];
}

const politeEndings: [string, string][] = [
  ["ました", "polite past"],
  ["ません", "polite negative"],
  ["ませんでした", "polite past negative"],
  ["ましょう", "polite volitional"],
  ["まして", "polite te"],
  ["ましたら", "polite conditional"],
];

const rules: Rule[] = [
  // Polite: 〜ます and its own conjugations.
  ...onVerbStems("i", "ます", ["masu"], "polite"),
  ...politeEndings.map(([ending, name]): Rule => ({
    ending,
    base: "ます",
    from: [],
    to: ["masu"],
    name,
  })),
  // Endings on the 〜ます stem.
  ...onVerbStems("i", "たい", ["adj-i"], "want to"),
  ...onVerbStems("i", "ながら", [], "while"),
  ...onVerbStems("i", "なさい", [], "command"),
  ...onVerbStems("i", "すぎる", ["v1"], "too much"),
  ...onVerbStems("i", "やすい", ["adj-i"], "easy to"),
  ...onVerbStems("i", "にくい", ["adj-i"], "hard to"),
  ...onVerbStems("i", "そう", ["n"], "looks like"),
  // Negative, passive, causative (the a-row stem).
  ...onVerbStems("a", "ない", ["adj-i"], "negative"),
  ...onVerbStems("a", "ず", [], "negative (written)"),
  ...onVerbStems("a", "れる", ["v1"], "passive", "られる"),
  ...onVerbStems("a", "せる", ["v1"], "causative", "させる"),
  // Potential, conditional, imperative (the e-row stem).
  ...godanRows.map((row): Rule => ({
    ending: row.e + "る",
    base: row.u,
    from: ["v1"],
    to: ["v5"],
    name: "potential",
  })),
  { ending: "られる", base: "る", from: ["v1"], to: ["v1"], name: "potential" },
  { ending: "れる", base: "る", from: ["v1"], to: ["v1"], name: "potential (colloquial)" },
  { ending: "できる", base: "する", from: ["v1"], to: ["vs"], name: "potential" },
  { ending: "こられる", base: "くる", from: ["v1"], to: ["vk"], name: "potential" },
  { ending: "来られる", base: "来る", from: ["v1"], to: ["vk"], name: "potential" },
  ...onVerbStems("e", "ば", [], "conditional", "れば"),
  { ending: "ければ", base: "い", from: [], to: ["adj-i"], name: "conditional" },
  ...godanRows.map((row): Rule => ({
    ending: row.e,
    base: row.u,
    from: [],
    to: ["v5"],
    name: "imperative",
  })),
  { ending: "ろ", base: "る", from: [], to: ["v1"], name: "imperative" },
  { ending: "しろ", base: "する", from: [], to: ["vs"], name: "imperative" },
  { ending: "こい", base: "くる", from: [], to: ["vk"], name: "imperative" },
  // Volitional (the o-row stem).
  ...onVerbStems("o", "う", [], "volitional", "よう"),
  // て and た forms, and forms built on them.
  ...teTaRules("て", ["te"], "te"),
  ...teTaRules("た", ["ta"], "past"),
  { ending: "たら", base: "た", from: [], to: ["ta"], name: "conditional" },
  { ending: "だら", base: "だ", from: [], to: ["ta"], name: "conditional" },
  { ending: "たり", base: "た", from: [], to: ["ta"], name: "listing" },
  { ending: "だり", base: "だ", from: [], to: ["ta"], name: "listing" },
  ...[
    ["いる", "v1"],
    ["る", "v1"],
    ["おく", "v5"],
    ["しまう", "v5"],
    ["ある", "v5"],
    ["ください", "n"],
    ["みる", "v1"],
  ].flatMap(([helper, helperClass]): Rule[] => [
    {
      ending: "て" + helper,
      base: "て",
      from: [helperClass as WordClass],
      to: ["te"],
      name: "te " + helper,
    },
    {
      ending: "で" + helper,
      base: "で",
      from: [helperClass as WordClass],
      to: ["te"],
      name: "te " + helper,
    },
  ]),
  { ending: "ちゃう", base: "て", from: ["v5"], to: ["te"], name: "te しまう" },
  { ending: "じゃう", base: "で", from: ["v5"], to: ["te"], name: "te しまう" },
  // i-adjectives.
  { ending: "く", base: "い", from: [], to: ["adj-i"], name: "adverb" },
  { ending: "くない", base: "い", from: ["adj-i"], to: ["adj-i"], name: "negative" },
  { ending: "さ", base: "い", from: ["n"], to: ["adj-i"], name: "noun" },
  { ending: "そう", base: "い", from: ["n"], to: ["adj-i"], name: "looks like" },
  { ending: "すぎる", base: "い", from: ["v1"], to: ["adj-i"], name: "too much" },
  // いい conjugates from its older form よい: よかった, よくない.
  { ending: "よい", base: "いい", from: ["adj-i"], to: ["adj-i"], name: "いい" },
  // Copula and na-adjectives: 学生です, 静かな, 静かに, 静かじゃない.
  ...[
    "です",
    "でした",
    "だ",
    "だった",
    "な",
    "に",
    "じゃない",
    "ではない",
    "じゃありません",
    "ではありません",
  ].map((ending): Rule => ({ ending, base: "", from: [], to: ["n", "adj-i"], name: "copula" })),
  // A noun used as a verb with する: 勉強する → 勉強.
  { ending: "する", base: "", from: ["vs"], to: ["n"], name: "suru verb" },
];

const maxDepth = 6;

/** The rules by the last character of their ending: a form is only checked against its own. */
const rulesByLastCharacter = new Map<string, Rule[]>();
for (const rule of rules) {
  const last = rule.ending.slice(-1);
  rulesByLastCharacter.set(last, [...(rulesByLastCharacter.get(last) ?? []), rule]);
}

/** Every dictionary-form candidate of `text`, the text itself first. */
export function deinflect(text: string): Deinflection[] {
  const results: Deinflection[] = [{ term: text, reasons: [] }];
  const seen = new Set<string>([text + "|*"]);
  // The loop also visits candidates pushed while it runs: each is deinflected further.
  for (const current of results) {
    if (current.reasons.length >= maxDepth) continue;
    const classes = current.classes;
    for (const rule of rulesByLastCharacter.get(current.term.slice(-1)) ?? []) {
      if (!current.term.endsWith(rule.ending)) continue;
      if (classes && !rule.from.some((wordClass) => classes.has(wordClass))) continue;
      const term = current.term.slice(0, current.term.length - rule.ending.length) + rule.base;
      if (term.length === 0) continue;
      const key = `${term}|${rule.to.join(",")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      results.push({ term, classes: new Set(rule.to), reasons: [rule.name, ...current.reasons] });
    }
  }
  return results;
}
