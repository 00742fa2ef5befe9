import type { FastifyInstance, FastifyReply } from 'fastify';
import { storeApiErrors } from '../domain/errors.js';
import { linksOf, listOutbox, readEntry } from '../mail/outbox.js';
import { escapeHtml } from '../domain/html.js';
import { answerLoopbackClientsOnly } from './loopback-client.js';

// The outbox page of the embedded server: the mails written to <dataDir>/outbox when no SMTP server is
// configured. Everything shown comes from mails (recipients, names a customer typed) and is escaped; links
// are offered only for http(s) URLs. The security headers (CSP…) are the server-wide ones. Only clients on this
// machine see it (confirmation and recovery links, customers' addresses): to anyone else /outbox and
// everything under it is an unknown path.

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="/host-page.css">
  </head>
  <body>
    <header class="host-header"><p class="host-title">${escapeHtml(title)}</p>
      <p class="host-note">Mails of the demo server (no SMTP_URL set). <a class="host-link" href="/shop">Back to the shop</a></p></header>
    <main class="host-main">
${body}
    </main>
  </body>
</html>
`;
}

function send(reply: FastifyReply, html: string) {
  reply.header('Cache-Control', 'no-store');
  return reply.type('text/html; charset=utf-8').send(html);
}

export function renderOutboxList(entries: ReturnType<typeof listOutbox>): string {
  if (entries.length === 0) return page('Outbox', '<p>No mails yet.</p>');
  const rows = entries
    .map(
      (entry) =>
        `<tr><td><time datetime="${escapeHtml(entry.date)}">${escapeHtml(entry.date)}</time></td><td>${escapeHtml(entry.to)}</td><td><a href="/outbox/${escapeHtml(entry.file)}">${escapeHtml(entry.subject)}</a></td></tr>`,
    )
    .join('\n');
  return page(
    'Outbox',
    `<table class="outbox">
<thead><tr><th scope="col">Time (UTC)</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

export function renderOutboxMail(entry: NonNullable<ReturnType<typeof readEntry>>): string {
  const links = linksOf(entry.text)
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('\n');
  return page(
    entry.subject,
    `<p><a href="/outbox">All mails</a></p>
<dl>
<dt>To</dt><dd>${escapeHtml(entry.to)}</dd>
<dt>Subject</dt><dd>${escapeHtml(entry.subject)}</dd>
<dt>Time (UTC)</dt><dd><time datetime="${escapeHtml(entry.date)}">${escapeHtml(entry.date)}</time></dd>
</dl>
<h2>Links</h2>
<ul class="outbox-links">
${links}
</ul>
<h2>Text</h2>
<pre class="outbox-text">${escapeHtml(entry.text)}</pre>`,
  );
}

const loopbackOnly = { config: { loopbackOnly: true } };

export async function outboxPlugin(app: FastifyInstance): Promise<void> {
  answerLoopbackClientsOnly(app);
  app.get('/outbox', loopbackOnly, async (_request, reply) => {
    const dir = app.mailer.outboxDir;
    return send(
      reply,
      dir ? renderOutboxList(listOutbox(dir)) : page('Outbox', '<p>Mail is sent by SMTP.</p>'),
    );
  });
  app.get<{ Params: { file: string } }>('/outbox/:file', loopbackOnly, async (request, reply) => {
    const dir = app.mailer.outboxDir;
    const entry = dir ? readEntry(dir, request.params.file) : undefined;
    if (!entry) throw storeApiErrors.routeNotFound(request.method, request.url.split('?')[0] ?? '/');
    return send(reply, renderOutboxMail(entry));
  });
}
