// What the content review found, kept fixed: each row names an item and what must (not) be in it.
import { beforeAll, expect, test } from "vitest";
import {
  loadLearningContent,
  type LearningContent,
} from "../app/features/learning-content/load-content.server.ts";

let content: LearningContent;
beforeAll(async () => {
  content = await loadLearningContent(import.meta.dirname);
});

const find = (id: string) => {
  const item = [...content.vocabulary, ...content.kanji, ...content.grammar].find(
    (i) => i.entry.id === id,
  );
  if (!item) throw new Error(`${id} is missing`);
  return item.entry;
};
const textOf = (id: string) => JSON.stringify(find(id));

test.each([
  ["vocab:吸う:すう", "a past habit", "吸っていましたが", "吸いましたが"],
  ["vocab:ひげ:ひげ", "one grows a beard", "ひげを生やしていました", "ひげがありました"],
  ["vocab:一月:ひとつき", "written ひと月 in sentences", "ひと月ぐらい", "一月ぐらい"],
  ["vocab:工業:こうぎょう", "one word", "自動車工業で有名", "自動車の工業"],
  ["vocab:競争:きょうそう", "competition is fierce", "競争が激しい", "競争が大変"],
  ["vocab:丈夫:じょうぶ", "one's own grandmother", "私の祖母は", "おばあさん"],
  ["grammar:frequency-adverbs", "ぜんぜん is not at all", "(not at all)", "never"],
  ["grammar:doko", "どこで is where, not कहाँ गरेर", "काम हुने ठाउँ", "कहाँ गरेर"],
  ["grammar:interrogative-demo", "何も … ない", "केही पनि … छैन", "केही पनि होइन"],
  ["kanji:口", "an opening, not a door", "प्वाल", "ढोका"],
  ["vocab:卒業:そつぎょう", "graduating, not the ceremony", "स्नातक हुनु", "दीक्षान्त"],
  [
    "vocab:あさごはん:あさごはん",
    "朝ご飯 like 昼ご飯 and 晩ご飯",
    '"japanese":"朝ご飯"',
    "今日はあさごはん",
  ],
])("%s: %s", (id, _why, present, absent) => {
  expect(textOf(id)).toContain(present);
  expect(textOf(id)).not.toContain(absent);
});

test("parts of speech of 何 (なん) and 学部", () => {
  expect(find("vocab:何:なん")).toMatchObject({ partOfSpeech: "question-word" });
  expect(find("vocab:学部:がくぶ")).toMatchObject({ partOfSpeech: "noun" });
});

test("ながら covers two activities over the same period (its third example)", () => {
  const point = find("grammar:nagara");
  expect("rules" in point && point.rules.some((rule) => rule.includes("same period"))).toBe(true);
  expect("rulesNepali" in point && point.rulesNepali?.some((r) => r.includes("अवधि"))).toBe(true);
});
