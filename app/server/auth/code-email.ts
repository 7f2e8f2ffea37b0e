export type CodePurpose = "verify" | "reset";

const texts = {
  verify: {
    subject: "Your Jouzu verification code",
    english: "Enter this code to verify your email address",
    nepali: "आफ्नो इमेल ठेगाना प्रमाणित गर्न यो कोड लेख्नुहोस्",
    path: "/login",
  },
  reset: {
    subject: "Your Jouzu password reset code",
    english: "Enter this code to choose a new password",
    nepali: "नयाँ पासवर्ड राख्न यो कोड लेख्नुहोस्",
    path: "/login?mode=reset",
  },
} as const;

/** The email that carries a code, in English and Nepali. The code travels only here. */
export function codeEmail(code: string, purpose: CodePurpose, baseUrl: string) {
  const t = texts[purpose];
  const link = `${baseUrl}${t.path}`;
  const text = [
    `${t.english}: ${code}`,
    `${t.nepali}: ${code}`,
    "",
    "The code works for 10 minutes, once. / यो कोड १० मिनेटसम्म एक पटक मात्र चल्छ।",
    "If you did not ask for it, ignore this email. / तपाईंले माग्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्।",
    "",
    link,
  ].join("\n");
  const html = `<p>${t.english}:</p><p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p>
<p lang="ne">${t.nepali}।</p>
<p>The code works for 10 minutes, once.<br><span lang="ne">यो कोड १० मिनेटसम्म एक पटक मात्र चल्छ।</span></p>
<p><a href="${link}">${link}</a></p>`;
  return { subject: t.subject, text, html };
}
