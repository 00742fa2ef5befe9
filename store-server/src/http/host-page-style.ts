import { createHash } from 'node:crypto';

// The host page's own style: inline in the host page (one request fewer before its first paint, allowed by its
// hash in the CSP's style-src: headers.ts) and at /host-page.css for the other pages we serve (the outbox).
// The container reserves a viewport's height before the shop's script has run, so the shop's content (which
// arrives after its Store API calls) never pushes the footer up and down (layout shift).
export const HOST_PAGE_CSS = `body{margin:0;font-family:system-ui,sans-serif;color:#1f2933;background:#f5f7fa}
.host-header,.host-footer{padding:0.75rem 1.5rem;background:#243b53;color:#f0f4f8}
.host-header p,.host-footer p{margin:0.25rem 0}
.host-title{font-weight:700}
.host-link{color:inherit}
.host-main{max-width:80rem;margin:0 auto;padding:1rem}
#spk-container{min-height:100vh}
.host-warning{padding:1rem;border:2px solid #b44d12;background:#fffbea}
`;

/** The CSP source that allows exactly the inline `<style>` of HOST_PAGE_CSS. */
export const HOST_PAGE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(HOST_PAGE_CSS).digest('base64')}'`;
