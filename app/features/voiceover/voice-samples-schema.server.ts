import { z } from "zod";

const text = z.string().trim().min(1);

/** content/voiceover/samples.json: sentences a learner can hear before typing their own. */
export const voiceSamplesSchema = z.object({
  samples: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/, "kebab-case id"),
        japanese: text.regex(/[\u3040-\u30ff\u4e00-\u9fff]/u, "must be written in Japanese"),
        reading: text,
        english: text,
        nepali: text.regex(/[\u0900-\u097f]/u, "must be written in Devanagari"),
      }),
    )
    .min(1)
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length, "ids must be unique"),
});

export type VoiceSample = z.infer<typeof voiceSamplesSchema>["samples"][number];
