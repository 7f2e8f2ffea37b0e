import { readContent } from "~/server/content.server";
import { voiceSamplesSchema } from "./voice-samples-schema.server";

/** What the voice tool page needs from the server: its sample sentences and the outside tool. */
export async function loadVoiceoverTool(contentDir: string, externalToolUrl: string | undefined) {
  const { samples } = await readContent(contentDir, "voiceover/samples.json", voiceSamplesSchema);
  return { samples, externalToolUrl: externalToolUrl ?? null };
}

export type VoiceoverToolData = Awaited<ReturnType<typeof loadVoiceoverTool>>;
