import nodemailer from 'nodemailer';

/**
 * The mail provider interface. Default: the outbox table of the password-recovery feature (readable
 * from the ops API and logged); with SMTP_URL set, nodemailer delivers over SMTP.
 */
export type MailMessage = { merchantId: number; to: string; subject: string; text: string; purpose: string };
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** Delivers through an SMTP server, e.g. smtp://user:pass@mail.example.com:587 or smtps://… */
export function smtpSender(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}
