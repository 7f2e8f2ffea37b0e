import { describe, expect, test } from "vitest";
import { deinflect, type WordClass } from "./deinflect";
import { inflectedForms } from "./deinflect-cases";

/** Whether `form` deinflects to `base` with a class the dictionary word really has. */
function reaches(form: string, base: string, wordClass: WordClass) {
  return deinflect(form).some(
    (candidate) => candidate.term === base && candidate.classes?.has(wordClass),
  );
}

describe("deinflect", () => {
  test.each([
    // ichidan
    ["食べました", "食べる", "v1"],
    ["食べません", "食べる", "v1"],
    ["食べませんでした", "食べる", "v1"],
    ["食べない", "食べる", "v1"],
    ["食べなかった", "食べる", "v1"],
    ["食べて", "食べる", "v1"],
    ["食べた", "食べる", "v1"],
    ["食べている", "食べる", "v1"],
    ["食べています", "食べる", "v1"],
    ["食べていました", "食べる", "v1"],
    ["食べたい", "食べる", "v1"],
    ["食べたかった", "食べる", "v1"],
    ["食べられる", "食べる", "v1"],
    ["食べられない", "食べる", "v1"],
    ["食べさせる", "食べる", "v1"],
    ["食べさせられた", "食べる", "v1"],
    ["食べよう", "食べる", "v1"],
    ["食べましょう", "食べる", "v1"],
    ["食べれば", "食べる", "v1"],
    ["食べろ", "食べる", "v1"],
    ["食べながら", "食べる", "v1"],
    ["食べちゃった", "食べる", "v1"],
    ["たべました", "たべる", "v1"],
    // godan, every row
    ["行かない", "行く", "v5"],
    ["行きます", "行く", "v5"],
    ["行って", "行く", "v5"],
    ["行った", "行く", "v5"],
    ["書いて", "書く", "v5"],
    ["書ける", "書く", "v5"],
    ["書かれた", "書く", "v5"],
    ["泳いで", "泳ぐ", "v5"],
    ["話した", "話す", "v5"],
    ["話せます", "話す", "v5"],
    ["待って", "待つ", "v5"],
    ["待たせる", "待つ", "v5"],
    ["死んだ", "死ぬ", "v5"],
    ["遊んで", "遊ぶ", "v5"],
    ["飲みました", "飲む", "v5"],
    ["飲んでいます", "飲む", "v5"],
    ["飲もう", "飲む", "v5"],
    ["飲めば", "飲む", "v5"],
    ["帰った", "帰る", "v5"],
    ["帰らなかった", "帰る", "v5"],
    ["買って", "買う", "v5"],
    ["買わない", "買う", "v5"],
    ["読んでおく", "読む", "v5"],
    ["読んじゃう", "読む", "v5"],
    ["書け", "書く", "v5"],
    // irregular
    ["しました", "する", "vs"],
    ["しない", "する", "vs"],
    ["して", "する", "vs"],
    ["すれば", "する", "vs"],
    ["させる", "する", "vs"],
    ["来ました", "来る", "vk"],
    ["来ない", "来る", "vk"],
    ["来て", "来る", "vk"],
    ["きました", "くる", "vk"],
    ["こない", "くる", "vk"],
    ["こられる", "くる", "vk"],
    ["来られる", "来る", "vk"],
    ["よかった", "いい", "adj-i"],
    ["よくない", "いい", "adj-i"],
    // nounする and the copula
    ["勉強します", "勉強", "n"],
    ["勉強しています", "勉強", "n"],
    ["学生です", "学生", "n"],
    ["静かな", "静か", "n"],
    ["静かに", "静か", "n"],
    ["静かじゃない", "静か", "n"],
    // i-adjectives
    ["高かった", "高い", "adj-i"],
    ["高くない", "高い", "adj-i"],
    ["高くなかった", "高い", "adj-i"],
    ["高くて", "高い", "adj-i"],
    ["高く", "高い", "adj-i"],
    ["高ければ", "高い", "adj-i"],
    ["高さ", "高い", "adj-i"],
    ["高いです", "高い", "adj-i"],
    ["高すぎる", "高い", "adj-i"],
  ] as const)("%s → %s (%s)", (form, base, wordClass) => {
    expect(reaches(form, base, wordClass)).toBe(true);
  });

  test.each([
    // Grammar forbids these chains, so they must not be offered as that class.
    ["食べるた", "食べる", "v1"],
    ["高いない", "高い", "adj-i"],
    ["行かます", "行く", "v5"],
    ["書きない", "書く", "v5"],
    ["書かて", "書く", "v5"],
    ["書いない", "書く", "v5"],
    ["高くます", "高い", "adj-i"],
    ["見ろう", "見る", "v1"],
    ["書かまい", "書く", "v5"],
    ["食べりゃない", "食べる", "v1"],
    ["しず", "する", "vs"],
    ["書こっかない", "書く", "v5"],
    ["静かかった", "静か", "n"],
    ["書くげ", "書く", "v5"],
    ["高いがる", "高い", "adj-i"],
  ] as const)("%s does not reach %s (%s)", (form, base, wordClass) => {
    expect(reaches(form, base, wordClass)).toBe(false);
  });

  test("the text as typed comes first, without a class", () => {
    const [first] = deinflect("食べる");
    expect(first).toEqual({ term: "食べる", reasons: [], steps: 0 });
  });

  test("names what was undone, outermost first", () => {
    const candidate = deinflect("食べませんでした").find(
      (c) => c.term === "食べる" && c.classes?.has("v1"),
    );
    expect(candidate?.reasons).toEqual(["polite", "negative", "past"]);
  });

  test(`all ${inflectedForms.length} forms of the table reach their dictionary form`, () => {
    const missed = inflectedForms.filter(
      ([form, base, wordClass]) => !reaches(form, base, wordClass),
    );
    expect(missed).toEqual([]);
  });

  test.each([
    ["食べさせられなかった", "食べる", ["causative", "passive", "negative", "past"]],
    [
      "書かされていました",
      "書く",
      ["causative-short", "passive", "te", "te-iru", "polite", "past"],
    ],
    ["いらっしゃいませんでした", "いらっしゃる", ["polite", "negative", "past"]],
    ["書いとく", "書く", ["te", "te-oku-spoken"]],
    ["書かなきゃ", "書く", ["negative", "conditional-spoken"]],
    ["寂しがっている", "寂しい", ["garu", "te", "te-iru"]],
    ["信じます", "信ずる", ["zuru-verb", "polite"]],
  ] as const)("%s names its forms, innermost first", (form, base, forms) => {
    const candidate = deinflect(form).find((c) => c.term === base);
    expect(candidate?.reasons).toEqual(forms);
  });

  test("stays small for long input", () => {
    expect(deinflect("食べさせられていませんでした").length).toBeLessThan(400);
  });
});
