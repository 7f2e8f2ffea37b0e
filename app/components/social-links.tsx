import { useTranslation } from "react-i18next";
import { ExternalLink } from "./external-link";
import { FacebookIcon, InstagramIcon, YouTubeIcon } from "./icons";
import type { SocialLinks as SocialLinkUrls } from "./navigation";

/** The channel always; the other networks only where they are configured. */
export function SocialLinks({ links, className }: { links: SocialLinkUrls; className?: string }) {
  const { t } = useTranslation();
  const items = [
    { href: links.youtube, label: t("social.youtube"), Icon: YouTubeIcon },
    { href: links.facebook, label: t("social.facebook"), Icon: FacebookIcon },
    { href: links.instagram, label: t("social.instagram"), Icon: InstagramIcon },
  ];
  return (
    <ul className={`flex items-center gap-3 ${className ?? ""}`}>
      {items.map(({ href, label, Icon }) =>
        href ? (
          <li key={label}>
            <ExternalLink
              href={href}
              aria-label={label}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <Icon />
            </ExternalLink>
          </li>
        ) : null,
      )}
    </ul>
  );
}
