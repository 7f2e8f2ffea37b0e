import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; text: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: the site sends its codes here
 * over SMTP exactly as it would to a mail provider, and tests read them like a learner would.
 */
export async function startSmtpInbox() {
  const messages: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
          });
          waiting.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  const mailTo = (email: string) => messages.filter((m) => m.to.includes(email.toLowerCase()));

  /** Waits for the n-th message to this address (1 = the first) and answers it. */
  async function nthMailTo(email: string, n: number, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (mailTo(email).length < n) {
      if (Date.now() > deadline) throw new Error(`no mail number ${n} to ${email} arrived`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return mailTo(email)[n - 1] as ReceivedMail;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    mailTo,
    nthMailTo,
    /** The code in the n-th message to this address (by default the latest one). */
    async codeFor(email: string, n?: number): Promise<string> {
      const mail = await nthMailTo(email, n ?? Math.max(1, mailTo(email).length));
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`mail to ${email} has no code: ${mail.text}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
