/**
 * The Store API calls of an offer: accept, decline (this server's extension, POST /order/offer/accept|decline)
 * and its PDF (Shopware's POST /document/download/{documentId}/{deepLinkCode}, which needs the context token
 * header, so it is fetched as a blob rather than opened as a plain link).
 */
import type { ApiInvoker } from '../storeApi';
import type { Offer, OfferAnswer } from './offer';

/** What a guest gave to open the enquiry without its session (the deep link in another browser). */
export type GuestCredentials = { email: string; zipcode: string };

export async function acceptOffer(client: ApiInvoker, orderId: string): Promise<OfferAnswer> {
  return (await client.invoke('acceptOffer post /order/offer/accept', { body: { orderId } })).data;
}

export async function declineOffer(client: ApiInvoker, orderId: string): Promise<OfferAnswer> {
  return (await client.invoke('declineOffer post /order/offer/decline', { body: { orderId } })).data;
}

/** The offer's PDF; a guest without the enquiry's session proves access with email and zip code. */
export async function downloadOfferPdf(
  client: ApiInvoker,
  offer: Pick<Offer, 'documentId' | 'deepLinkCode'>,
  guest?: GuestCredentials | null,
): Promise<Blob> {
  const { data } = await client.invoke('download post /document/download/{documentId}/{deepLinkCode}', {
    pathParams: { documentId: offer.documentId ?? '', deepLinkCode: offer.deepLinkCode ?? '' },
    accept: 'application/pdf',
    body: guest ? { email: guest.email, zipcode: guest.zipcode } : {},
  });
  // ofetch reads an application/pdf answer as a Blob.
  if (!(data instanceof Blob)) throw new Error('The offer document is no file.');
  return data;
}

/** Hands a file to the browser as a download (an object URL on a temporary link, released afterwards). */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
