/** One outgoing mail as the mail outbox (mail_queue) holds it and the mailer sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}
