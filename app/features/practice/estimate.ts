// The estimated scaled score of a full mock. The JLPT scales raw answers with item response
// theory on data it does not publish, so this is an estimate from the share of right answers
// per scoring section, given as a range (docs/decisions/0020-…): never a single point.
import { blueprints, type ScoringSectionId } from "./blueprints";
import type { PracticeLevel, PracticeSection } from "./question";

export type Marked = { section: PracticeSection; correct: boolean };

export type SectionEstimate = {
  id: ScoringSectionId;
  correct: number;
  total: number;
  low: number;
  high: number;
  max: number;
  minimum: number;
  /** The whole range clears the sectional minimum. */
  meetsMinimum: boolean;
};

export type ReferenceGrade = {
  id: "vocabulary" | "grammar" | "reading";
  grade: "A" | "B" | "C";
  correct: number;
  total: number;
};

export type Estimate = {
  level: PracticeLevel;
  sections: SectionEstimate[];
  total: { low: number; high: number; max: 180 };
  passMark: number;
  /** pass: even the low end passes; fail: even the high end fails; else borderline. */
  verdict: "pass" | "borderline" | "fail";
  /** The middle of the range passes every rule. */
  passed: boolean;
  grades: ReferenceGrade[];
};

/** z for a two-sided 80 % interval: the range a retake would usually land in. */
const z = 1.2816;
/** Points added each side for what raw shares cannot know: how hard this sitting's items were. */
const formMargin = 0.05;

/** Wilson's interval of a share of right answers out of n. */
export function wilson(correct: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = correct / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** A: 67 % or more right, B: 34–66 %, C: under 34 % (the JLPT's reference information). */
export function referenceGrade(correct: number, total: number): "A" | "B" | "C" {
  const share = total === 0 ? 0 : correct / total;
  if (share >= 2 / 3) return "A";
  if (share >= 1 / 3) return "B";
  return "C";
}

export function estimateScore(level: PracticeLevel, marked: Marked[]): Estimate {
  const { scoring } = blueprints[level];
  const sections = scoring.sections.map((section): SectionEstimate => {
    const mine = marked.filter((m) => section.sections.includes(m.section));
    const correct = mine.filter((m) => m.correct).length;
    const interval = wilson(correct, mine.length);
    const low = Math.max(0, Math.floor((interval.low - formMargin) * section.max));
    const high = Math.min(section.max, Math.ceil((interval.high + formMargin) * section.max));
    return {
      id: section.id,
      correct,
      total: mine.length,
      low,
      high,
      max: section.max,
      minimum: section.minimum,
      meetsMinimum: low >= section.minimum,
    };
  });
  const low = sections.reduce((n, s) => n + s.low, 0);
  const high = sections.reduce((n, s) => n + s.high, 0);
  const middle = (s: { low: number; high: number }) => (s.low + s.high) / 2;
  const passesAt = (pick: (s: { low: number; high: number }) => number) =>
    sections.every((s) => pick(s) >= s.minimum) &&
    sections.reduce((n, s) => n + pick(s), 0) >= scoring.passMark;
  const verdict = passesAt((s) => s.low) ? "pass" : passesAt((s) => s.high) ? "borderline" : "fail";
  // Reference grades: vocabulary and grammar at every level, reading too at N4 and N5.
  const gradeAreas: ReferenceGrade["id"][] =
    level === "n5" || level === "n4"
      ? ["vocabulary", "grammar", "reading"]
      : ["vocabulary", "grammar"];
  const grades = gradeAreas.map((id) => {
    const mine = marked.filter((m) => m.section === id);
    const correct = mine.filter((m) => m.correct).length;
    return { id, grade: referenceGrade(correct, mine.length), correct, total: mine.length };
  });
  return {
    level,
    sections,
    total: { low, high, max: 180 },
    passMark: scoring.passMark,
    verdict,
    passed: passesAt(middle),
    grades,
  };
}
