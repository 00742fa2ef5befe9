/** The contact form's Store API call (loaded with the contact page's chunk). */
import type { ApiInvoker } from '../../api/storeApi';

export type ContactBody = {
  salutationId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  subject: string;
  comment: string;
};

/** POST /contact-form: the server mails the message to the shop owner. */
export async function sendContactForm(client: ApiInvoker, body: ContactBody): Promise<void> {
  await client.invoke('sendContactMail post /contact-form', { body });
}
