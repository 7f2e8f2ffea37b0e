/** A sentence a learner can hear before typing their own (content/voiceover/samples.json). */
export type { VoiceSample } from "./voice-samples-schema.server";

/** The most the text box takes: a page of text, read out in a few minutes. */
export const maxVoiceTextLength = 2000;
