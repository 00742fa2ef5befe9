// The sandbox's stand-in for Klarna's JS SDK (https://x.klarnacdn.net/kp/lib/v1/api.js): window.Klarna.Payments
// with init, load and authorize. Plain DOM, no inline styles or scripts (the page's CSP forbids them): it adds
// its stylesheet as a <link>. Approve asks the simulator (same origin) for an authorization token of the
// client_token's session.

export const SANDBOX_SDK_JS = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\/kp\/lib\/v1\/api\.js(\?.*)?$/, '') : '/klarna-sandbox';
  var state = { clientToken: null };

  function addStylesheet() {
    if (document.querySelector('link[data-klarna-sandbox]')) return;
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = base + '/sdk.css';
    link.setAttribute('data-klarna-sandbox', '');
    document.head.appendChild(link);
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function call(callback, result) {
    if (typeof callback === 'function') setTimeout(function () { callback(result); }, 0);
  }

  function args(data, callback) {
    return typeof data === 'function' ? data : callback;
  }

  function init(options) {
    state.clientToken = options && options.client_token ? String(options.client_token) : null;
    addStylesheet();
  }

  function load(options, data, callback) {
    var done = args(data, callback);
    var container = options && options.container;
    var target = typeof container === 'string' ? document.querySelector(container) : container;
    if (!state.clientToken || !target) {
      call(done, { show_form: false, error: { invalid_fields: [] } });
      return;
    }
    addStylesheet();
    var widget = el('div', 'klarna-sandbox-widget');
    widget.setAttribute('data-payment-method-category', String(options.payment_method_category || ''));
    widget.appendChild(el('p', 'klarna-sandbox-widget__title', 'Klarna sandbox — no real payment'));
    widget.appendChild(
      el('p', 'klarna-sandbox-widget__text',
        'Category: ' + String(options.payment_method_category || '') + '. You will approve, decline or cancel when you send the enquiry.')
    );
    target.replaceChildren(widget);
    call(done, { show_form: true });
  }

  function mint() {
    return fetch(base + '/sdk/authorizations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_token: state.clientToken })
    }).then(function (response) {
      if (!response.ok) throw new Error('authorization failed: ' + response.status);
      return response.json();
    });
  }

  function authorize(options, data, callback) {
    var done = args(data, callback);
    if (!state.clientToken) {
      call(done, { approved: false, show_form: false, error: { invalid_fields: [] } });
      return;
    }
    addStylesheet();
    var previous = document.activeElement;
    var backdrop = el('div', 'klarna-sandbox-backdrop');
    var dialog = el('div', 'klarna-sandbox-dialog');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'klarna-sandbox-dialog-title');
    dialog.tabIndex = -1;
    var title = el('h2', 'klarna-sandbox-dialog__title', 'Klarna sandbox');
    title.id = 'klarna-sandbox-dialog-title';
    dialog.appendChild(title);
    dialog.appendChild(el('p', 'klarna-sandbox-dialog__text', 'No real payment. Category: ' +
      String((options && options.payment_method_category) || '') + '.'));
    var buttons = el('div', 'klarna-sandbox-dialog__buttons');
    var approve = el('button', 'klarna-sandbox-button klarna-sandbox-button--approve', 'Approve');
    var decline = el('button', 'klarna-sandbox-button klarna-sandbox-button--decline', 'Decline');
    var cancel = el('button', 'klarna-sandbox-button klarna-sandbox-button--cancel', 'Cancel');
    [approve, decline, cancel].forEach(function (button) {
      button.type = 'button';
      buttons.appendChild(button);
    });
    dialog.appendChild(buttons);
    backdrop.appendChild(dialog);
    var finished = false;

    function close(result) {
      if (finished) return;
      finished = true;
      document.removeEventListener('keydown', onKey, true);
      backdrop.remove();
      if (previous && typeof previous.focus === 'function') previous.focus();
      call(done, result);
    }
    function onKey(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close({ approved: false, show_form: true });
      } else if (event.key === 'Tab') {
        var items = [approve, decline, cancel];
        var index = items.indexOf(document.activeElement);
        event.preventDefault();
        var next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : (index + 1) % items.length;
        items[next].focus();
      }
    }
    approve.addEventListener('click', function () {
      approve.disabled = true;
      mint().then(function (answer) {
        close({ approved: true, show_form: true, authorization_token: answer.authorization_token });
      }, function () {
        close({ approved: false, show_form: false, error: { invalid_fields: [] } });
      });
    });
    decline.addEventListener('click', function () { close({ approved: false, show_form: false }); });
    cancel.addEventListener('click', function () { close({ approved: false, show_form: true }); });
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(backdrop);
    approve.focus();
  }

  window.Klarna = window.Klarna || {};
  window.Klarna.Payments = { init: init, load: load, authorize: authorize };
  if (typeof window.klarnaAsyncCallback === 'function') window.klarnaAsyncCallback();
})();
`;

export const SANDBOX_SDK_CSS = `.klarna-sandbox-widget {
  border: 2px dashed #b3006b;
  border-radius: 8px;
  padding: 12px 16px;
  background: #ffe5f1;
  color: #17120f;
}
.klarna-sandbox-widget__title,
.klarna-sandbox-dialog__title {
  font-weight: 700;
  margin: 0 0 4px;
}
.klarna-sandbox-widget__text,
.klarna-sandbox-dialog__text {
  margin: 0;
}
.klarna-sandbox-backdrop {
  position: fixed;
  inset: 0;
  z-index: 10000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.5);
}
.klarna-sandbox-dialog {
  background: #fff;
  color: #17120f;
  border-radius: 8px;
  padding: 24px;
  max-width: 28rem;
  width: calc(100% - 32px);
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
}
.klarna-sandbox-dialog__title {
  font-size: 1.25rem;
}
.klarna-sandbox-dialog__buttons {
  display: flex;
  gap: 8px;
  margin-top: 16px;
  flex-wrap: wrap;
}
.klarna-sandbox-button {
  padding: 8px 16px;
  border-radius: 4px;
  border: 1px solid #17120f;
  background: #fff;
  color: #17120f;
  font: inherit;
  cursor: pointer;
}
.klarna-sandbox-button--approve {
  background: #ffb3c7;
}
.klarna-sandbox-button:focus-visible {
  outline: 3px solid #0b57d0;
  outline-offset: 2px;
}
`;

export const SANDBOX_BADGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="32" viewBox="0 0 72 32"><rect width="72" height="32" rx="6" fill="#ffb3c7"/><text x="36" y="21" font-family="sans-serif" font-size="12" font-weight="700" text-anchor="middle" fill="#17120f">Klarna</text></svg>`;
