import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/components/external-link";
import type { SocialLinks as SocialLinkUrls } from "~/components/navigation";
import { SocialLinks } from "~/components/social-links";
import type { AboutPageData } from "./about.server";

const sectionClass = "mx-auto max-w-5xl px-4 py-10";
const headingClass = "text-2xl font-bold tracking-tight";
const linkClass =
  "text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";

export function AboutPage({
  data: { content, credits },
  social,
}: {
  data: AboutPageData;
  social?: SocialLinkUrls;
}) {
  const { t } = useTranslation();
  return (
    <>
      <section className={`${sectionClass} pt-14`}>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{content.mission.title}</h1>
        {content.mission.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="about-features" className={sectionClass}>
        <h2 id="about-features" className={headingClass}>
          {content.features.title}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {content.features.items.map((item) => (
            <li
              key={item.title}
              className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
            >
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{item.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-philosophy" className={sectionClass}>
        <h2 id="about-philosophy" className={headingClass}>
          {content.philosophy.title}
        </h2>
        {content.philosophy.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-slate-700 dark:text-slate-300">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="about-team" className={sectionClass}>
        <h2 id="about-team" className={headingClass}>
          {content.team.title}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{content.team.intro}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {content.team.members.map((member) => (
            <li key={member.role} className="rounded-xl bg-slate-50 p-5 dark:bg-slate-900">
              <h3 className="font-semibold">{member.role}</h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{member.body}</p>
            </li>
          ))}
        </ul>
      </section>

      {social && (
        <section aria-labelledby="about-social" className={sectionClass}>
          <h2 id="about-social" className={headingClass}>
            {t("about.socialHeading")}
          </h2>
          <SocialLinks links={social} className="mt-4" />
        </section>
      )}

      <section id="credits" aria-labelledby="about-credits" className={`${sectionClass} pb-16`}>
        <h2 id="about-credits" className={headingClass}>
          {t("about.creditsHeading")}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("about.creditsIntro")}</p>
        <ul className="mt-4 space-y-4">
          {credits.map((source) => (
            <li
              key={source.id}
              className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
            >
              <ExternalLink href={source.url} className={`font-semibold ${linkClass}`}>
                {source.name}
              </ExternalLink>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{source.usedFor}</p>
              <p className="mt-1 text-sm">
                <ExternalLink href={source.licenceUrl} className={linkClass}>
                  {t("about.licence", { licence: source.licence })}
                </ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
