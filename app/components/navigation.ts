/** The site's navigation, shared by the desktop bar and the mobile menu (spec part 1 §2). */
export const primaryLinks = [
  { to: "/", label: "nav.home" },
  { to: "/about", label: "nav.about" },
  { to: "/resources", label: "nav.resources" },
  { to: "/practice-test", label: "nav.practiceTest" },
  { to: "/conversation-videos", label: "nav.conversationVideos" },
] as const;

export const toolLinks = [
  { to: "/currency-converter", tool: "currencyConverter" },
  { to: "/date-converter", tool: "dateConverter" },
  { to: "/jobs-search", tool: "jobsSearch" },
  { to: "/voiceover-tool", tool: "voiceoverTool" },
  { to: "/information-search", tool: "informationSearch" },
  { to: "/tutorials", tool: "tutorials" },
] as const;

/** The channel page that asks the visitor to confirm a subscription. */
export function subscribeUrl(channelUrl: string): string {
  const url = new URL(channelUrl);
  url.searchParams.set("sub_confirmation", "1");
  return url.toString();
}

export type SocialLinks = { youtube: string; facebook?: string; instagram?: string };
