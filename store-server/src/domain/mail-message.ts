/** A file sent with a mail (the offer PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One outgoing mail as the mail outbox (mail_queue) holds it and the mailer sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** The attachments as the mail outbox stores them (JSON, content in base64), or null for none. */
export function storedAttachments(attachments: readonly MailAttachment[] | undefined): string | null {
  if (!attachments || attachments.length === 0) return null;
  return JSON.stringify(
    attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content.toString('base64'),
    })),
  );
}

/** The attachments of a stored mail (storedAttachments' JSON). */
export function parseStoredAttachments(json: string | null): MailAttachment[] {
  if (!json) return [];
  const parsed = JSON.parse(json) as { filename: string; contentType: string; content: string }[];
  return parsed.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content, 'base64'),
  }));
}
