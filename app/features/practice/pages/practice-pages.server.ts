// What the practice pages' loaders hand to the browser: sizes and timers from the engine's
// blueprints, so the pages never download the blueprints themselves.
import { blueprints, practiceTotalMinutes, type MockPart } from "../blueprints";
import { practiceSections, type PracticeLevel, type PracticeSection } from "../question";

export type SectionSummary = { section: PracticeSection; questions: number; minutes: number };
export type MockPartSummary = { id: MockPart["id"]; minutes: number; questions: number };
export type LevelSummary = {
  level: PracticeLevel;
  sections: SectionSummary[];
  total: { questions: number; minutes: number };
  mock: { minutes: number; questions: number; parts: MockPartSummary[] };
};

export function levelSummary(level: PracticeLevel): LevelSummary {
  const blueprint = blueprints[level];
  const sections = practiceSections.map((section) => ({
    section,
    questions: blueprint.practice[section].questions,
    minutes: blueprint.practice[section].minutes,
  }));
  return {
    level,
    sections,
    total: {
      questions: sections.reduce((sum, s) => sum + s.questions, 0),
      minutes: practiceTotalMinutes[level],
    },
    mock: {
      minutes: blueprint.mock.minutes,
      questions: blueprint.mock.questions,
      parts: blueprint.mock.parts.map((part) => ({
        id: part.id,
        minutes: part.minutes,
        questions: part.items.reduce((sum, item) => sum + item.count, 0),
      })),
    },
  };
}
