import { beforeAll, describe, expect, test } from "vitest";
import { bankFromContent } from "../../../tests/support/practice-bank.ts";
import type { QuestionBank } from "./bank";
import { generateTest, rebuildQuestion } from "./generate";
import { practiceSections, type PracticeLevel } from "./question";
import { testProblems } from "./validate";

// Every generated test on our real content, over many seeds: full, valid, nothing repeated, and
// each question rebuilt from its id alone exactly as it was issued.
// 200 seeds per level and section in every run, as the issue asks; the bench runs 1,000 mocks.
const seeds = 200;
let bank: QuestionBank;
beforeAll(async () => {
  bank = await bankFromContent();
}, 60_000);

const levels: PracticeLevel[] = ["n5", "n4", "n3", "n2"];

describe.each(levels)("%s", (level) => {
  test.each([...practiceSections, "mock" as const])(
    `%s: ${seeds} seeds fill and pass the validators`,
    (section) => {
      const problems: string[] = [];
      for (let seed = 1; seed <= seeds; seed++) {
        const { questions, short } = generateTest(bank, { level, section, seed });
        if (short > 0) problems.push(`seed ${seed}: ${short} questions short`);
        problems.push(...testProblems(questions, bank, level).map((p) => `seed ${seed}: ${p}`));
        if (seed % 50 === 0) {
          for (const question of questions) {
            expect(rebuildQuestion(bank, question.id)).toEqual(question);
          }
        }
      }
      expect(problems.slice(0, 10)).toEqual([]);
    },
    60_000,
  );
});
