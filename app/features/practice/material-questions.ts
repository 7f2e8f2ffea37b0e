// Reading and listening questions come as written in content/reading and content/listening:
// the passage or script, the question, four options, the key and the explanation. When a level
// has no scripts at all, quick responses are made from our words' conversations.
import type { ListeningQuestionType, ReadingQuestionType } from "~/lib/jlpt-mondai";
import { memo, type BankWord, type QuestionBank } from "./bank";
import { arrange, similarLength, type Built, type Generator } from "./generator";
import type { PracticeLevel, ScriptLine, TranscriptLine } from "./question";

/** `passage-id#2`: the third question of that passage or script. */
export function splitSource(source: string): { id: string; index: number } | undefined {
  const at = source.lastIndexOf("#");
  const index = Number(source.slice(at + 1));
  if (at <= 0 || !Number.isInteger(index) || index < 0) return undefined;
  return { id: source.slice(0, at), index };
}

export function readingGenerator(type: ReadingQuestionType): Generator {
  return {
    type,
    sources: (bank, level) =>
      memo(bank, `reading:${type}:${level}`, () =>
        bank.passages
          .filter((p) => p.level === level && p.passage.type === type)
          .sort((a, b) => a.passage.id.localeCompare(b.passage.id))
          .flatMap((p) => p.passage.questions.map((_, i) => `${p.passage.id}#${i}`)),
      ),
    build(_context, source): Built | undefined {
      const where = splitSource(source);
      const passage = where && _context.bank.passageById.get(where.id)?.passage;
      const question = where && passage?.questions[where.index];
      if (!passage || !question || passage.type !== type) return undefined;
      return {
        type,
        question: question.question.japanese,
        passage: {
          title: passage.title,
          texts: passage.texts.map((text) => ({
            ...(text.label !== undefined && { label: text.label }),
            lines: text.lines.map((line) => line.japanese),
          })),
        },
        options: question.options as [string, string, string, string],
        answer: question.answer,
        explanation: question.explanation,
        sourceIds: [passage.id],
        transcript: passage.texts.flatMap((text) => text.lines.map((line) => transcriptLine(line))),
      };
    },
  };
}

export function listeningGenerator(type: ListeningQuestionType): Generator {
  return {
    type,
    sources: (bank, level) =>
      memo(bank, `listening:${type}:${level}`, () =>
        bank.scripts
          .filter((s) => s.level === level && s.script.type === type)
          .sort((a, b) => a.script.id.localeCompare(b.script.id))
          .flatMap((s) => s.script.questions.map((_, i) => `${s.script.id}#${i}`)),
      ),
    build({ bank }, source): Built | undefined {
      const where = splitSource(source);
      const script = where && bank.scriptById.get(where.id)?.script;
      const question = where && script?.questions[where.index];
      if (!script || !question || script.type !== type) return undefined;
      const speakers = new Map(script.speakers.map((s) => [s.id, s]));
      const spoken = script.lines.map((line) => {
        const speaker = speakers.get(line.speaker);
        return { line, speaker: speaker?.role.japanese ?? line.speaker, voice: speaker?.voice };
      });
      const lines: ScriptLine[] = spoken.map(({ line, speaker, voice }) => ({
        speaker,
        voice: voice ?? "female",
        japanese: line.japanese,
      }));
      // The narrator's closing question, unless the script already ends with it (何といいますか。).
      const asksAgain = script.lines.at(-1)?.japanese !== question.question.japanese;
      return {
        type,
        question: question.question.japanese,
        script: { situation: script.situation.japanese, lines },
        options: question.options as [string, string, string, string],
        answer: question.answer,
        explanation: question.explanation,
        sourceIds: [script.id],
        transcript: [
          transcriptLine(script.situation),
          ...spoken.map(({ line, speaker }) => transcriptLine(line, speaker)),
          ...(asksAgain ? [transcriptLine(question.question)] : []),
        ],
      };
    },
  };
}

// ---- quick responses from our conversations ----------------------------------------------------

const prefix = "conversation:";
/** A conversation's first line asks something or greets: it calls for a reply. */
const callsForReply = (word: BankWord) => {
  const [first, second] = word.conversation;
  return Boolean(first && second && /[か？?]。?$|[？?]$/.test(first.japanese));
};
const replyWords = (bank: QuestionBank, level: PracticeLevel) =>
  memo(bank, `replies:${level}`, () =>
    bank.words
      .filter((w) => w.level === level && callsForReply(w))
      .sort((a, b) => a.id.localeCompare(b.id)),
  );

/**
 * 即時応答 from a word's conversation: the first line is heard, the reply is the key, and the
 * replies of other conversations at the level are the wrong answers.
 */
export const conversationResponse: Generator = {
  type: "quick-response",
  sources: (bank, level) => replyWords(bank, level).map((w) => `${prefix}${w.id}`),
  build({ bank, rng }, source) {
    if (!source.startsWith(prefix)) return undefined;
    const word = bank.wordById.get(source.slice(prefix.length));
    const [first, reply] = word?.conversation ?? [];
    if (!word || !first || !reply) return undefined;
    const others = rng
      .shuffle(replyWords(bank, word.level))
      .flatMap((w) => (w.id === word.id ? [] : [w.conversation[1]]))
      .filter((line): line is NonNullable<typeof line> => line !== undefined)
      .filter(
        (line) => line.japanese !== reply.japanese && similarLength(line.japanese, reply.japanese),
      );
    const chosen = [...new Map(others.map((l) => [l.japanese, l])).values()].slice(0, 3);
    if (chosen.length < 3) return undefined;
    const { options, answer } = arrange(
      rng,
      reply.japanese,
      chosen.map((l) => l.japanese),
    );
    return {
      type: "quick-response",
      question: "ぶんを 聞いて、いちばん いい 返事を えらんで ください。",
      script: {
        situation: "",
        lines: [{ speaker: "A", voice: "female", japanese: first.japanese }],
      },
      options,
      answer,
      sourceIds: [word.id],
      explanation: {
        english: [
          `To "${first.japanese}" ("${first.english}") the natural reply is ${reply.japanese} ("${reply.english}").`,
          ...chosen.map((l) => `${l.japanese} ("${l.english}") answers something else.`),
        ].join(" "),
        nepali: [
          `"${first.japanese}" ("${first.nepali}") को स्वाभाविक जवाफ ${reply.japanese} ("${reply.nepali}") हो।`,
          ...chosen.map((l) => `${l.japanese} ("${l.nepali}") अर्कै कुराको जवाफ हो।`),
        ].join(" "),
      },
      transcript: [transcriptLine(first, "A"), transcriptLine(reply, "B")],
    };
  },
};

/** A content line as the results transcribe it; without a speaker it is the narrator's. */
function transcriptLine(
  line: { japanese: string; reading: string; english: string; nepali: string },
  speaker?: string,
): TranscriptLine {
  const { japanese, reading, english, nepali } = line;
  return { ...(speaker !== undefined && { speaker }), japanese, reading, english, nepali };
}
