/**
 * Rule-based deinflection: turns a conjugated form a learner copies from a sentence (食べました,
 * 行かない, 高かった, 勉強しています) back into dictionary-form candidates. Each rule replaces
 * an ending and says which word classes the form it reads can belong to (`from`) and which class
 * the result must have (`to`), so chains such as ませんでした → ます → る only follow real
 * grammar. Candidates are checked against the dictionary by the caller; most are not words.
 */
import type { InflectionForm } from "./inflection-forms";

/** Word classes that conjugate, plus the intermediate forms other endings attach to. */
export type WordClass =
  | "v1" // ichidan verb: 食べる
  | "v5" // godan verb: 書く
  | "vk" // 来る
  | "vs" // する and nounする
  | "vz" // the written 〜ずる verbs: 信ずる
  | "adj-i" // 高い
  | "n" // nouns, na-adjectives and other words that take です/だ/な
  | "masu"
  | "te"
  | "ta";

type Rule = {
  ending: string;
  base: string;
  from: WordClass[];
  to: WordClass[];
  /** The forms this step undoes, innermost first (empty for a spelling step such as よい → いい). */
  forms: InflectionForm[];
};

export type Deinflection = {
  term: string;
  /** The classes the dictionary entry must have; undefined for the text as typed. */
  classes?: ReadonlySet<WordClass>;
  /** The forms undone, innermost first: 食べさせられなかった → causative, passive, negative, past. */
  reasons: InflectionForm[];
  /** Rules applied (a rule may name no form, or two). */
  steps: number;
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
/**
 * The stems する and 来る use before an ending, per row (ichidan verbs drop る), in kana and in
 * kanji (為る and the old 來る are still printed). The negative stem of する is せ before ず, ぬ,
 * ん, ざる and ねば: those rules list it themselves.
 */
const irregularStem: Record<Stem, { suru: string[]; kuru: string[] }> = {
  i: { suru: ["し", "為"], kuru: ["き", "来", "來"] },
  a: { suru: ["し", "さ", "為"], kuru: ["こ", "来", "來"] },
  e: { suru: ["すれ", "為れ"], kuru: ["くれ", "来れ", "來れ"] },
  o: { suru: ["し", "為"], kuru: ["こ", "来", "來"] },
};
const suruBase = (stem: string) => (stem.startsWith("為") ? "為る" : "する");
const kuruBase = (stem: string) =>
  stem.startsWith("来") ? "来る" : stem.startsWith("來") ? "來る" : "くる";

/** One ending on every verb class's stem of the given row: 〜ます on 食べ, 書き, し, 来. */
function onVerbStems(
  stem: Stem,
  ending: string,
  from: WordClass[],
  forms: InflectionForm[],
  ichidanEnding = ending,
): Rule[] {
  const rules: Rule[] = godanRows.map((row) => ({
    ending: row[stem] + ending,
    base: row.u,
    from,
    to: ["v5"],
    forms,
  }));
  if (ichidanEnding !== "") {
    rules.push({ ending: ichidanEnding, base: "る", from, to: ["v1"], forms });
  }
  // 来る takes the ichidan ending on its a and o stems (こられる, こさせる, こよう), する on its o
  // stem (しよう).
  const suruEnding = stem === "o" ? ichidanEnding : ending;
  const kuruEnding = stem === "a" || stem === "o" ? ichidanEnding : ending;
  for (const kana of irregularStem[stem].suru) {
    rules.push({ ending: kana + suruEnding, base: suruBase(kana), from, to: ["vs"], forms });
  }
  for (const kana of irregularStem[stem].kuru) {
    rules.push({ ending: kana + kuruEnding, base: kuruBase(kana), from, to: ["vk"], forms });
  }
  return rules;
}

/** The written and classical negatives: 書かず, 書かぬ, 書かん, 書かざる, 書かねば (せず for する). */
function classicalNegative(ending: string, forms: InflectionForm[]): Rule[] {
  return [
    ...onVerbStems("a", ending, [], forms).filter((rule) => rule.to[0] !== "vs"),
    { ending: "せ" + ending, base: "する", from: [], to: ["vs"], forms },
    { ending: "為" + ending, base: "為る", from: [], to: ["vs"], forms },
  ];
}

/** て/た forms (and what is built on them), which change the last syllable of a godan verb. */
function teTaRules(te: "て" | "た", from: WordClass[], forms: InflectionForm[]): Rule[] {
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
      bases.map((base): Rule => ({ ending, base, from, to: ["v5"], forms })),
    ),
    // 行く is the one godan verb whose て form is 行って.
    { ending: "行っ" + te, base: "行く", from, to: ["v5"], forms },
    { ending: "いっ" + te, base: "いく", from, to: ["v5"], forms },
    { ending: te, base: "る", from, to: ["v1"], forms },
    ...irregularStem.i.suru.map((stem): Rule => ({
      ending: stem + te,
      base: suruBase(stem),
      from,
      to: ["vs"],
      forms,
    })),
    ...irregularStem.i.kuru.map((stem): Rule => ({
      ending: stem + te,
      base: kuruBase(stem),
      from,
      to: ["vk"],
      forms,
    })),
    { ending: te === "て" ? "くて" : "かった", base: "い", from, to: ["adj-i"], forms },
  ];
}

/** Helpers after the て form, and their spoken contractions (書いとく, 読んじゃう, 見てる). */
const teHelpers: [helper: string, helperClass: WordClass, form: InflectionForm][] = [
  ["いる", "v1", "te-iru"],
  ["る", "v1", "te-iru-spoken"],
  ["おく", "v5", "te-oku"],
  ["しまう", "v5", "te-shimau"],
  ["ある", "v5", "te-aru"],
  ["ください", "n", "te-kudasai"],
  ["みる", "v1", "te-miru"],
  ["くれる", "v1", "te-kureru"],
  ["くれ", "n", "te-kureru"],
  ["くださる", "v5", "te-kudasai"],
  ["下さい", "n", "te-kudasai"],
  ["下さる", "v5", "te-kudasai"],
  ["もらう", "v5", "te-morau"],
  ["いただく", "v5", "te-morau"],
  ["あげる", "v1", "te-ageru"],
  ["やる", "v5", "te-ageru"],
  ["いく", "v5", "te-iku"],
  ["行く", "v5", "te-iku"],
  ["くる", "vk", "te-kuru"],
  ["来る", "vk", "te-kuru"],
  ["ほしい", "adj-i", "te-hoshii"],
  ["まいる", "v5", "te-mairu"],
  ["参る", "v5", "te-mairu"],
  ["欲しい", "adj-i", "te-hoshii"],
];
const teContractions: [
  ending: string,
  te: string,
  helperClass: WordClass[],
  form: InflectionForm,
][] = [
  ["とく", "て", ["v5"], "te-oku-spoken"],
  ["どく", "で", ["v5"], "te-oku-spoken"],
  ["ちゃう", "て", ["v5"], "te-shimau-spoken"],
  ["じゃう", "で", ["v5"], "te-shimau-spoken"],
  ["ちまう", "て", ["v5"], "te-shimau-spoken"],
  ["じまう", "で", ["v5"], "te-shimau-spoken"],
  ["とる", "て", ["v5"], "te-iru-spoken"],
  ["どる", "で", ["v5"], "te-iru-spoken"],
  ["ちゃ", "て", [], "te-wa-spoken"],
  ["じゃ", "で", [], "te-wa-spoken"],
];

/** Verbs that follow another verb's 〜ます stem and make a compound verb. */
const compoundVerbHelpers: [helper: string, helperClass: WordClass][] = [
  ["始める", "v1"],
  ["はじめる", "v1"],
  ["出す", "v5"],
  ["だす", "v5"],
  ["続ける", "v1"],
  ["つづける", "v1"],
  ["終わる", "v5"],
  ["おわる", "v5"],
  ["終える", "v1"],
  ["直す", "v5"],
  ["なおす", "v5"],
  ["合う", "v5"],
  ["あう", "v5"],
  ["切る", "v5"],
  ["きる", "v5"],
  ["込む", "v5"],
  ["こむ", "v5"],
  ["忘れる", "v1"],
  ["回る", "v5"],
  ["まわる", "v5"],
];

/** 〜ます's own conjugations: ました is the past of ます, and so on. */
const politeEndings: [string, InflectionForm[]][] = [
  ["ました", ["past"]],
  ["ません", ["negative"]],
  ["ませんでした", ["negative", "past"]],
  ["ましょう", ["volitional"]],
  ["まして", ["te"]],
  ["ましたら", ["conditional-tara"]],
];

/** The honorific verbs whose 〜ます stem ends in い, not り: いらっしゃいます ← いらっしゃる. */
const honorificStems = ["いらっしゃ", "おっしゃ", "くださ", "下さ", "なさ", "ござ"];

/** The spoken conditional: 書けば → 書きゃ, 食べれば → 食べりゃ, 高ければ → 高けりゃ / 高きゃ. */
const spokenConditional: Rule[] = [
  ...godanRows
    .filter((row) => row.u !== "う")
    .map((row): Rule => ({
      ending: row.i + "ゃ",
      base: row.u,
      from: [],
      to: ["v5"],
      forms: ["conditional-spoken"],
    })),
  { ending: "りゃ", base: "る", from: [], to: ["v1"], forms: ["conditional-spoken"] },
  { ending: "すりゃ", base: "する", from: [], to: ["vs"], forms: ["conditional-spoken"] },
  { ending: "くりゃ", base: "くる", from: [], to: ["vk"], forms: ["conditional-spoken"] },
  { ending: "けりゃ", base: "い", from: [], to: ["adj-i"], forms: ["conditional-spoken"] },
  { ending: "きゃ", base: "い", from: [], to: ["adj-i"], forms: ["conditional-spoken"] },
];

/** 〜まい after the dictionary form (書くまい), or the stem of an ichidan verb (食べまい). */
const negativeVolitional: Rule[] = [
  ...godanRows.map((row): Rule => ({
    ending: row.u + "まい",
    base: row.u,
    from: [],
    to: ["v5"],
    forms: ["negative-volitional"],
  })),
  { ending: "まい", base: "る", from: [], to: ["v1"], forms: ["negative-volitional"] },
  { ending: "るまい", base: "る", from: [], to: ["v1"], forms: ["negative-volitional"] },
  ...["するまい", "すまい", "しまい"].map((ending): Rule => ({
    ending,
    base: "する",
    from: [],
    to: ["vs"],
    forms: ["negative-volitional"],
  })),
  ...["くるまい", "こまい"].map((ending): Rule => ({
    ending,
    base: "くる",
    from: [],
    to: ["vk"],
    forms: ["negative-volitional"],
  })),
];

/** Classes a plain form can have before a sentence ending such as でしょう or べきだ. */
const plainForm: WordClass[] = ["v1", "v5", "vk", "vs", "vz", "adj-i", "ta"];

/** Endings after a plain form (行くでしょう, 行っただろう, 行くべきだ, 行くなら). */
const sentenceEndings: [ending: string, form: InflectionForm][] = [
  ["でしょう", "guess"],
  ["だろう", "guess"],
  ["かもしれない", "might"],
  ["かもしれません", "might"],
  ["べき", "should"],
  ["べきだ", "should"],
  ["べきで", "should"],
  ["べきです", "should"],
  ["べきではない", "should"],
  ["なら", "conditional-nara"],
];

/** 〜なければならない and its spoken and polite variants, on the negative stem. */
const mustEndings = ["なければ", "なくては", "なくちゃ", "なきゃ", "ないと"].flatMap((condition) =>
  ["ならない", "いけない", "なりません", "いけません", "だめ", "ダメ"].map(
    (then) => condition + then,
  ),
);

/** After the て form: permission and prohibition (行ってもいい, 行ってはいけない, 行っちゃだめ). */
const teMay: [ending: string, te: string, form: InflectionForm][] = [
  ["てもいい", "て", "may"],
  ["でもいい", "で", "may"],
  ["ていい", "て", "may"],
  ["でいい", "で", "may"],
  ["てもいいです", "て", "may"],
  ["てはいけない", "て", "must-not"],
  ["ではいけない", "で", "must-not"],
  ["てはいけません", "て", "must-not"],
  ["ではいけません", "で", "must-not"],
  ["ちゃいけない", "て", "must-not"],
  ["じゃいけない", "で", "must-not"],
  ["ちゃだめ", "て", "must-not"],
  ["じゃだめ", "で", "must-not"],
];

const rules: Rule[] = [
  ...sentenceEndings.map(([ending, form]): Rule => ({
    ending,
    base: "",
    from: [],
    to: plainForm,
    forms: [form],
  })),
  ...mustEndings.flatMap((ending) => [
    ...onVerbStems("a", ending, ending.endsWith("ない") ? ["adj-i"] : [], ["must"]),
    {
      ending: "く" + ending,
      base: "い",
      from: ending.endsWith("ない") ? ["adj-i"] : [],
      to: ["adj-i"],
      forms: ["must"],
    } satisfies Rule,
  ]),
  ...teMay.map(([ending, te, form]): Rule => ({
    ending,
    base: te,
    from: ["adj-i", "n"],
    to: ["te"],
    forms: [form],
  })),
  // Polite: 〜ます and its own conjugations.
  ...onVerbStems("i", "ます", ["masu"], ["polite"]),
  ...honorificStems.map((stem): Rule => ({
    ending: stem + "います",
    base: stem + "る",
    from: ["masu"],
    to: ["v5"],
    forms: ["polite"],
  })),
  ...honorificStems.map((stem): Rule => ({
    ending: stem + "い",
    base: stem + "る",
    from: [],
    to: ["v5"],
    forms: ["imperative"],
  })),
  ...politeEndings.map(([ending, forms]): Rule => ({
    ending,
    base: "ます",
    from: [],
    to: ["masu"],
    forms,
  })),
  // The 〜ます stem alone, as written Japanese joins clauses with it: 家を出、駅へ向かった.
  ...onVerbStems("i", "", [], ["stem"]),
  // Verbs built on the 〜ます stem: 話し始める, 読み終わる, 書き直す.
  ...compoundVerbHelpers.flatMap(([helper, helperClass]) =>
    onVerbStems("i", helper, [helperClass], ["compound"]),
  ),
  // Endings on the 〜ます stem.
  ...onVerbStems("i", "たい", ["adj-i"], ["want"]),
  ...onVerbStems("i", "たがる", ["v5"], ["want-other"]),
  ...onVerbStems("i", "ながら", [], ["while"]),
  ...onVerbStems("i", "なさい", [], ["command"]),
  ...onVerbStems("i", "すぎる", ["v1"], ["too-much"]),
  ...onVerbStems("i", "過ぎる", ["v1"], ["too-much"]),
  ...onVerbStems("i", "やすい", ["adj-i"], ["easy-to"]),
  ...onVerbStems("i", "にくい", ["adj-i"], ["hard-to"]),
  ...onVerbStems("i", "そう", ["n"], ["looks-like"]),
  ...onVerbStems("i", "やがる", ["v5"], ["yagaru"]),
  // Negative, passive, causative (the a-row stem), and the written and classical negatives.
  ...onVerbStems("a", "ない", ["adj-i"], ["negative"]),
  // Without doing: 書かないで (ください).
  { ending: "ないで", base: "ない", from: ["te"], to: ["adj-i"], forms: ["te"] },
  // Spoken ら-row: 分かんない, なんない (分からない, ならない).
  { ending: "んない", base: "る", from: ["adj-i"], to: ["v5"], forms: ["negative-spoken"] },
  ...classicalNegative("ず", ["negative-written"]),
  ...classicalNegative("ずに", ["negative-written"]),
  ...classicalNegative("ぬ", ["negative-classical"]),
  ...classicalNegative("ん", ["negative-spoken"]),
  ...classicalNegative("ざる", ["negative-attributive"]),
  ...classicalNegative("ねば", ["negative-conditional"]),
  ...classicalNegative("にゃ", ["negative-conditional-spoken"]),
  ...onVerbStems("a", "れる", ["v1"], ["passive"], "られる"),
  ...onVerbStems("a", "せる", ["v1"], ["causative"], "させる"),
  // The short causative is a godan verb in す: 書かす, 書かさない, 書かされる.
  ...onVerbStems("a", "す", ["v5"], ["causative-short"], "さす"),
  // Potential, conditional, imperative (the e-row stem).
  ...godanRows.map((row): Rule => ({
    ending: row.e + "る",
    base: row.u,
    from: ["v1"],
    to: ["v5"],
    forms: ["potential"],
  })),
  { ending: "られる", base: "る", from: ["v1"], to: ["v1"], forms: ["potential"] },
  { ending: "れる", base: "る", from: ["v1"], to: ["v1"], forms: ["potential"] },
  { ending: "できる", base: "する", from: ["v1"], to: ["vs"], forms: ["potential"] },
  { ending: "こられる", base: "くる", from: ["v1"], to: ["vk"], forms: ["potential"] },
  { ending: "来られる", base: "来る", from: ["v1"], to: ["vk"], forms: ["potential"] },
  ...onVerbStems("e", "ば", [], ["conditional"], "れば"),
  { ending: "ければ", base: "い", from: [], to: ["adj-i"], forms: ["conditional"] },
  ...spokenConditional,
  ...godanRows.map((row): Rule => ({
    ending: row.e,
    base: row.u,
    from: [],
    to: ["v5"],
    forms: ["imperative"],
  })),
  { ending: "ろ", base: "る", from: [], to: ["v1"], forms: ["imperative"] },
  { ending: "よ", base: "る", from: [], to: ["v1"], forms: ["imperative"] },
  { ending: "しろ", base: "する", from: [], to: ["vs"], forms: ["imperative"] },
  { ending: "せよ", base: "する", from: [], to: ["vs"], forms: ["imperative"] },
  { ending: "こい", base: "くる", from: [], to: ["vk"], forms: ["imperative"] },
  { ending: "くれ", base: "くれる", from: [], to: ["v1"], forms: ["imperative"] },
  { ending: "来い", base: "来る", from: [], to: ["vk"], forms: ["imperative"] },
  // Volitional (the o-row stem), its casual question 書こっか, and 〜まい.
  ...onVerbStems("o", "う", [], ["volitional"], "よう"),
  ...onVerbStems("o", "っか", [], ["volitional-question"], "よっか"),
  ...negativeVolitional,
  // て and た forms, and forms built on them.
  ...teTaRules("て", ["te"], ["te"]),
  ...teTaRules("た", ["ta"], ["past"]),
  { ending: "たら", base: "た", from: [], to: ["ta"], forms: ["conditional-tara"] },
  { ending: "だら", base: "だ", from: [], to: ["ta"], forms: ["conditional-tara"] },
  { ending: "たり", base: "た", from: [], to: ["ta"], forms: ["listing"] },
  { ending: "だり", base: "だ", from: [], to: ["ta"], forms: ["listing"] },
  ...teHelpers.flatMap(([helper, helperClass, form]): Rule[] =>
    ["て", "で"].map((te) => ({
      ending: te + helper,
      base: te,
      from: [helperClass],
      to: ["te"],
      forms: [form],
    })),
  ),
  ...teContractions.map(([ending, te, from, form]): Rule => ({
    ending,
    base: te,
    from,
    to: ["te"],
    forms: [form],
  })),
  // i-adjectives.
  { ending: "く", base: "い", from: [], to: ["adj-i"], forms: ["adverb"] },
  { ending: "くない", base: "い", from: ["adj-i"], to: ["adj-i"], forms: ["negative"] },
  { ending: "くありません", base: "い", from: [], to: ["adj-i"], forms: ["negative", "polite"] },
  {
    ending: "くありませんでした",
    base: "い",
    from: [],
    to: ["adj-i"],
    forms: ["negative", "polite", "past"],
  },
  { ending: "さ", base: "い", from: ["n"], to: ["adj-i"], forms: ["noun"] },
  { ending: "そう", base: "い", from: ["n"], to: ["adj-i"], forms: ["looks-like"] },
  // よい and ない keep a さ before そう: よさそう, なさそう.
  { ending: "さそう", base: "い", from: ["n"], to: ["adj-i"], forms: ["looks-like"] },
  { ending: "すぎる", base: "い", from: ["v1"], to: ["adj-i"], forms: ["too-much"] },
  { ending: "過ぎる", base: "い", from: ["v1"], to: ["adj-i"], forms: ["too-much"] },
  { ending: "げ", base: "い", from: ["n"], to: ["adj-i"], forms: ["ge"] },
  { ending: "がる", base: "い", from: ["v5"], to: ["adj-i"], forms: ["garu"] },
  // いい conjugates from its older form よい: よかった, よくない.
  { ending: "よい", base: "いい", from: ["adj-i"], to: ["adj-i"], forms: [] },
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
    "でしょう",
    "だろう",
  ].map((ending): Rule => ({ ending, base: "", from: [], to: ["n", "adj-i"], forms: ["copula"] })),
  // A noun used as a verb with する: 勉強する → 勉強.
  { ending: "する", base: "", from: ["vs"], to: ["n"], forms: ["suru-verb"] },
  // 信じる is also written 信ずる: a dictionary may list either.
  { ending: "じる", base: "ずる", from: ["v1"], to: ["vz"], forms: ["zuru-verb"] },
];

const maxDepth = 8;

/** The rules by the last character of their ending: a form is only checked against its own. */
const rulesByLastCharacter = new Map<string, Rule[]>();
for (const rule of rules) {
  const last = rule.ending.slice(-1);
  rulesByLastCharacter.set(last, [...(rulesByLastCharacter.get(last) ?? []), rule]);
}

/** Every dictionary-form candidate of `text`, the text itself first. */
export function deinflect(text: string): Deinflection[] {
  const results: Deinflection[] = [{ term: text, reasons: [], steps: 0 }];
  const seen = new Set<string>([text + "|*"]);
  // An ichidan verb's stem is the verb without る (出 in 家を出、…): no ending to match, so the
  // text as typed is tried as one.
  if (text.length > 0 && !text.endsWith("る")) {
    seen.add(`${text}る|v1`);
    results.push({ term: text + "る", classes: new Set(["v1"]), reasons: ["stem"], steps: 1 });
  }
  // The loop also visits candidates pushed while it runs: each is deinflected further.
  for (const current of results) {
    if (current.steps >= maxDepth) continue;
    const classes = current.classes;
    for (const rule of rulesByLastCharacter.get(current.term.slice(-1)) ?? []) {
      if (!current.term.endsWith(rule.ending)) continue;
      if (classes && !rule.from.some((wordClass) => classes.has(wordClass))) continue;
      const term = current.term.slice(0, current.term.length - rule.ending.length) + rule.base;
      if (term.length === 0) continue;
      const key = `${term}|${rule.to.join(",")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      results.push({
        term,
        classes: new Set(rule.to),
        reasons: [...rule.forms, ...current.reasons],
        steps: current.steps + 1,
      });
    }
  }
  return results;
}
