import { describe, expect, test } from "vitest";
import { narration, pitchesOf } from "./script-player";

const question = {
  speaker: "女の人",
  voice: "female" as const,
  japanese: "明日、何時に来ますか。",
};
const lines = [question, { speaker: "男の人", voice: "male" as const, japanese: "九時に来ます。" }];

describe("what the listening player says", () => {
  test("the narrator says the situation, the speakers their lines, then the question again", () => {
    const spoken = narration(
      { situation: "会社で女の人と男の人が話しています。", lines },
      "男の人は明日何時に来ますか。",
    );
    expect(spoken.map((piece) => piece.text)).toEqual([
      "会社で女の人と男の人が話しています。",
      "明日、何時に来ますか。",
      "九時に来ます。",
      "男の人は明日何時に来ますか。",
    ]);
    const pitches = pitchesOf(lines);
    expect(spoken.map((piece) => piece.pitch)).toEqual([
      1,
      pitches.get("女の人"),
      pitches.get("男の人"),
      1,
    ]);
    expect(new Set(spoken.map((piece) => piece.pitch)).size).toBe(3);
  });

  test("a script that ends with the question does not ask it twice", () => {
    const spoken = narration(
      {
        situation: "友だちのうちに来ました。",
        lines: [{ speaker: "N", voice: "female", japanese: "何といいますか。" }],
      },
      "何といいますか。",
    );
    expect(spoken.map((piece) => piece.text)).toEqual([
      "友だちのうちに来ました。",
      "何といいますか。",
    ]);
  });

  test("a quick response without a situation is the speaker's line alone", () => {
    const spoken = narration(
      { situation: "", lines: [question] },
      "ぶんを 聞いて、いちばん いい 返事を えらんで ください。",
    );
    expect(spoken.map((piece) => piece.text)).toEqual(["明日、何時に来ますか。"]);
  });
});
