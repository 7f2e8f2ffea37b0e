import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { syncLearningContent } from "../../app/features/learning-content/sync.server.ts";
import { apiClient } from "../support/api-client.ts";
import { projectRoot } from "../support/app-server.ts";
import { startTestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

type PublicQuestion = { id: string; type: string; section: string; options: string[] } & Record<
  string,
  unknown
>;
type Questions = { seed: number; questions: PublicQuestion[] };

/** The practice API on our real content: tests without keys, grading by ids, clear 400s. */
describe.each(databaseKinds)("practice API on %s", (kind) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  const api = () => apiClient(app.url);

  // Our N5 content (all of it takes too long to load into PGlite for a test).
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-practice-"));
  beforeAll(async () => {
    for (const kind of ["vocabulary", "kanji", "grammar", "reading", "listening"]) {
      const from = path.join(projectRoot, "content", kind, "n5.json");
      if (!fs.existsSync(from)) continue;
      fs.mkdirSync(path.join(contentDir, kind), { recursive: true });
      fs.copyFileSync(from, path.join(contentDir, kind, "n5.json"));
    }
    database = await createTestDatabase(kind);
    await syncLearningContent(database.handle.db, contentDir);
    app = await startTestApp(database.handle);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  test("blueprints: every level's mock sittings and the section practice table", async () => {
    const response = await api().get("/api/practice/blueprints");
    expect(response.status).toBe(200);
    const body = response.json as {
      levels: Record<
        string,
        {
          mock: { minutes: number; questions: number };
          practice: Record<string, { questions: number; minutes: number }>;
        }
      >;
    };
    expect(Object.keys(body.levels)).toEqual(["n5", "n4", "n3", "n2", "n1"]);
    expect(body.levels.n5?.mock.minutes).toBe(90);
    expect(body.levels.n4?.mock.minutes).toBe(115);
    expect(body.levels.n5?.practice.vocabulary).toMatchObject({ questions: 25, minutes: 20 });
  });

  test("a section's questions: the spec's count, four options, no key, the same for the same seed", async () => {
    const first = await api().get("/api/practice/questions?level=n5&section=vocabulary&seed=123");
    expect(first.status).toBe(200);
    const body = first.json as Questions;
    expect(body.seed).toBe(123);
    expect(body.questions).toHaveLength(25);
    for (const question of body.questions) {
      expect(question.options).toHaveLength(4);
      expect(question.section).toBe("vocabulary");
      for (const secret of ["answer", "explanation", "transcript", "sourceIds", "correctAnswer"]) {
        expect(question).not.toHaveProperty(secret);
      }
    }
    const again = await api().get("/api/practice/questions?level=n5&section=vocabulary&seed=123");
    expect(again.json).toEqual(body);
    const other = await api().get("/api/practice/questions?level=n5&section=vocabulary&seed=124");
    expect((other.json as Questions).questions.map((q) => q.id)).not.toEqual(
      body.questions.map((q) => q.id),
    );
  });

  test("listening: the browser gets only what is spoken; the transcript comes with the marking", async () => {
    const { questions } = (
      await api().get("/api/practice/questions?level=n5&section=listening&seed=31")
    ).json as Questions;
    type Spoken = { situation: string; lines: Record<string, unknown>[] };
    const scripts = questions.map((q) => q.script as Spoken);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      for (const line of script.lines) {
        // A reading or translation before the answer would give the answer away.
        expect(Object.keys(line).sort()).toEqual(["japanese", "speaker", "voice"]);
      }
    }
    const graded = await api().post("/api/practice/grade", {
      answers: questions.map((q) => ({ id: q.id, answer: null })),
    });
    expect(graded.status).toBe(200);
    type Line = { speaker?: string; japanese: string; english: string; nepali: string };
    const { results } = graded.json as { results: { transcript?: Line[] }[] };
    results.forEach(({ transcript }, index) => {
      const script = scripts[index];
      expect(transcript, questions[index]?.id).toBeDefined();
      if (!transcript || !script) return;
      // Narrated scripts open with the narrator's situation; the speakers' lines follow in order.
      if (script.situation !== "") expect(transcript[0]).not.toHaveProperty("speaker");
      const spoken = transcript.filter((line) => line.speaker !== undefined);
      expect(spoken.map((line) => line.japanese).slice(0, script.lines.length)).toEqual(
        script.lines.map((line) => line.japanese),
      );
      for (const line of transcript) {
        expect(line.english.length).toBeGreaterThan(0);
        expect(line.nepali).toMatch(/[\u0900-\u097F]/);
      }
      // The question is not transcribed twice (何といいますか。 ends the script already).
      const texts = transcript.map((line) => line.japanese);
      expect(texts.filter((text, i) => text === texts[i - 1])).toEqual([]);
    });
  });

  test("types= gives only those types (the home quiz), count honoured", async () => {
    const response = await api().get(
      "/api/practice/questions?level=n5&types=kanji-reading,grammar-form&count=5&seed=9",
    );
    expect(response.status).toBe(200);
    const { questions } = response.json as Questions;
    expect(questions).toHaveLength(5);
    expect(new Set(questions.map((q) => q.type))).toEqual(
      new Set(["kanji-reading", "grammar-form"]),
    );
  });

  test("grading by ids alone: right and wrong answers, keys and explanations in both languages", async () => {
    const { questions } = (
      await api().get("/api/practice/questions?level=n5&section=grammar&seed=5")
    ).json as Questions;
    // Learn the keys from a first grading, then answer half right and half wrong.
    const probe = await api().post("/api/practice/grade", {
      answers: questions.map((q) => ({ id: q.id, answer: null })),
    });
    expect(probe.status).toBe(200);
    const keys = (probe.json as { results: { correctIndex: number }[] }).results.map(
      (r) => r.correctIndex,
    );
    const answers = questions.map((q, i) => ({
      id: q.id,
      answer: i % 2 === 0 ? (keys[i] ?? 0) : ((keys[i] ?? 0) + 1) % 4,
    }));
    const graded = await api().post("/api/practice/grade", { answers });
    expect(graded.status).toBe(200);
    const report = graded.json as {
      score: { correct: number; total: number; percent: number };
      results: {
        id: string;
        correct: boolean;
        correctAnswer: string;
        explanation: { english: string; nepali: string };
      }[];
      estimate?: unknown;
    };
    const right = Math.ceil(questions.length / 2);
    expect(report.score).toEqual({
      correct: right,
      total: questions.length,
      percent: Math.round((right / questions.length) * 100),
    });
    report.results.forEach((result, i) => {
      expect(result.id).toBe(questions[i]?.id);
      expect(result.correct).toBe(i % 2 === 0);
      expect(questions[i]?.options).toContain(result.correctAnswer);
      expect(result.explanation.english.length).toBeGreaterThan(10);
      expect(result.explanation.nepali).toMatch(/[\u0900-\u097F]/);
    });
    expect(report.estimate).toBeUndefined();
  });

  test("a whole mock graded gets the estimated scaled score with the official rules", async () => {
    const { questions } = (await api().get("/api/practice/questions?level=n5&section=mock&seed=77"))
      .json as Questions;
    expect(questions.length).toBe(67);
    const graded = await api().post("/api/practice/grade", {
      answers: questions.map((q) => ({ id: q.id, answer: 0 })),
    });
    expect(graded.status).toBe(200);
    const { estimate } = graded.json as {
      estimate: {
        sections: { id: string; low: number; high: number; max: number }[];
        passMark: number;
      };
    };
    expect(estimate.passMark).toBe(80);
    expect(estimate.sections.map((s) => [s.id, s.max])).toEqual([
      ["language-knowledge-reading", 120],
      ["listening", 60],
    ]);
    for (const section of estimate.sections) expect(section.low).toBeLessThan(section.high);
  });

  test.each([
    ["/api/practice/questions", "level is required (n5, n4, n3, n2 or n1)"],
    ["/api/practice/questions?level=n6&section=grammar", "level must be one of n5, n4, n3, n2, n1"],
    [
      "/api/practice/questions?level=n5",
      "give either section (vocabulary, grammar, reading, listening, mock) or types",
    ],
    [
      "/api/practice/questions?level=n5&section=kanji",
      "section must be one of vocabulary, grammar, reading, listening, mock",
    ],
    ["/api/practice/questions?level=n5&types=kanji-reading,poetry", "types must be question types"],
    [
      "/api/practice/questions?level=n5&section=grammar&count=0",
      "count must be a whole number from 1 to 100",
    ],
    [
      "/api/practice/questions?level=n5&section=grammar&count=abc",
      "count must be a whole number from 1 to 100",
    ],
    [
      "/api/practice/questions?level=n5&section=mock&count=5",
      "a mock always has the official number of questions",
    ],
    ["/api/practice/questions?level=n5&section=grammar&seed=-1", "seed must be a whole number"],
    ["/api/practice/questions?level=n5&section=grammar&level=n4", "level"],
  ])("GET %s: 400 saying why", async (url, message) => {
    const response = await api().get(url);
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain(message);
  });

  test.each([
    ["no answers", {}, "answers must be a list of { id, answer }"],
    ["an empty list", { answers: [] }, "answers must hold at least one answer"],
    [
      "an answer out of range",
      { answers: [{ id: "q:n5:pv:kanji-reading:1:x", answer: 4 }] },
      "answer must be 0, 1, 2, 3",
    ],
    [
      "an unknown id",
      { answers: [{ id: "made-up", answer: 1 }] },
      'No question has the id "made-up"',
    ],
    [
      "too many answers",
      { answers: Array.from({ length: 301 }, () => ({ id: "x", answer: null })) },
      "at most 300 answers",
    ],
  ])("POST grade with %s: 400 saying why", async (_name, body, message) => {
    const response = await api().post("/api/practice/grade", body);
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toContain(message);
  });

  test("POST grade with a body that is not JSON: 400; too large: 413", async () => {
    const broken = await api().call("POST", "/api/practice/grade", undefined, {
      "content-type": "application/json",
      "content-length": "5",
    });
    expect([400]).toContain(broken.status);
    const huge = await fetch(`${app.url}/api/practice/grade`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answers: [{ id: "x".repeat(70_000), answer: 1 }] }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: string }).error).toBe("too_large");
  });
});
