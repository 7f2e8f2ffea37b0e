import { VoiceoverToolPage } from "~/features/voiceover/voice-tool-page";
import { loadVoiceoverTool } from "~/features/voiceover/voiceover.server";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/voiceover-tool";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  const { t } = requestTranslator(request);
  return {
    meta: { title: t("voice.metaTitle"), description: t("voice.metaDescription") },
    page: await loadVoiceoverTool(env.CONTENT_DIR, env.VOICEOVER_TOOL_URL),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function VoiceoverTool({ loaderData }: Route.ComponentProps) {
  return <VoiceoverToolPage data={loaderData.page} />;
}
