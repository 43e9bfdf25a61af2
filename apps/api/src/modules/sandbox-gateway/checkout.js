// The sandbox gateway's stand-in for Razorpay's checkout.js (docs/decisions/011-checkout-and-payment.md):
// `new Razorpay(options)`, `.open()`,
// `.on('payment.failed', cb)` and `.close()`, showing an accessible dialog where a tester pays or fails the
// order, or has it only authorized (the shop must then capture it, docs/decisions/020-capturing-authorized-
// payments.md). Plain browser JavaScript, served as is: the server writes this install's settings into the marker.
// After a failure the dialog closes (Razorpay's own keeps it open) so the shop's own retry path gets exercised.
(() => {
  const settings = /* sandbox-settings */ {};
  // The endpoints live beside this script, wherever the page itself is served from.
  const script = document.currentScript;
  const origin = script?.src ? new URL(script.src).origin : window.location.origin;
  const money = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  });
  let dialogCount = 0;

  const buttonStyle = {
    font: 'inherit',
    fontWeight: '600',
    // Narrow side padding and one line: "Authorize only" fits half of a phone-wide dialog.
    padding: '0.6rem 0.5rem',
    whiteSpace: 'nowrap',
    borderRadius: '0.5rem',
    border: '1px solid #cbd5e1',
    background: '#ffffff',
    color: '#0f172a',
    cursor: 'pointer',
  };

  function element(tag, style, text) {
    const node = document.createElement(tag);
    Object.assign(node.style, style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function button(text, style) {
    const node = element('button', { ...buttonStyle, ...style }, text);
    node.type = 'button';
    return node;
  }

  /** Sends the fields to the shop as a regular form POST, as Razorpay does with `redirect: true`. */
  function postForm(url, fields) {
    const form = element('form', { display: 'none' });
    form.method = 'POST';
    form.action = url;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }

  function amountText(options) {
    const paise = Number(options.amount);
    return Number.isFinite(paise) && paise > 0 ? money.format(paise / 100) : 'The order amount';
  }

  class Razorpay {
    #options;
    #listeners = new Map();
    #view;

    constructor(options) {
      if (!options || typeof options !== 'object') throw new Error('Razorpay: options are required');
      if (options.key !== settings.keyId) {
        throw new Error(`Razorpay sandbox: options.key must be the sandbox key id "${settings.keyId}"`);
      }
      if (typeof options.order_id !== 'string' || !options.order_id) {
        throw new Error('Razorpay sandbox: options.order_id is required');
      }
      this.#options = options;
    }

    on(event, callback) {
      if (typeof callback === 'function') {
        this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), callback]);
      }
      return this;
    }

    open() {
      if (this.#view) return;
      this.#view = this.#render();
      document.body.append(this.#view.overlay);
      document.addEventListener('keydown', this.#view.onKey, true);
      this.#view.pay.focus();
    }

    close() {
      const view = this.#view;
      if (!view) return;
      this.#view = undefined;
      document.removeEventListener('keydown', view.onKey, true);
      view.overlay.remove();
      if (view.returnFocus instanceof HTMLElement && view.returnFocus.isConnected) view.returnFocus.focus();
    }

    #render() {
      const options = this.#options;
      const id = `sandbox-payment-${++dialogCount}`;
      const overlay = element('div', {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483647',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '1rem',
        background: 'rgba(15, 23, 42, 0.6)',
      });
      const dialog = element('div', {
        width: '100%',
        maxWidth: '24rem',
        padding: '1.5rem',
        borderRadius: '0.75rem',
        background: '#ffffff',
        color: '#0f172a',
        font: '16px/1.5 system-ui, sans-serif',
        boxShadow: '0 20px 40px rgba(0, 0, 0, 0.3)',
      });
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', `${id}-title`);
      dialog.setAttribute('aria-describedby', `${id}-notice`);

      const title = element('h2', { margin: '0 0 0.5rem', fontSize: '1.25rem' }, 'Sandbox payment');
      title.id = `${id}-title`;
      const notice = element(
        'p',
        { margin: '0 0 1rem', padding: '0.5rem 0.75rem', borderRadius: '0.5rem', background: '#fef3c7' },
        'This is a test payment: no real money moves.',
      );
      notice.id = `${id}-notice`;
      const shop = element('p', { margin: '0', fontWeight: '600' }, options.name || settings.shopName);
      const about = element('p', { margin: '0', color: '#475569' }, options.description || '');
      const amount = element(
        'p',
        { margin: '0.75rem 0', fontSize: '1.5rem', fontWeight: '700' },
        amountText(options),
      );
      const status = element('p', { margin: '0 0 1rem', minHeight: '1.5rem', color: '#b91c1c' });
      status.setAttribute('role', 'status');

      const pay = button('Pay now', { background: '#2563eb', borderColor: 'transparent', color: '#ffffff' });
      // An invalid colour is ignored by the browser, leaving the default above.
      if (options.theme?.color) pay.style.background = String(options.theme.color);
      // Paid like "Pay now", but left authorized: what Razorpay does when payments are not captured automatically.
      const authorize = button('Authorize only', {});
      const fail = button('Fail payment', {});
      const cancel = button('Cancel', {});
      // Two equal columns: the four choices sit in two tidy rows at any width, never one left alone on a line.
      const actions = element('div', {
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: '0.5rem',
      });
      actions.append(pay, authorize, fail, cancel);
      dialog.append(title, notice, shop, about, amount, status, actions);
      overlay.append(dialog);

      const buttons = [pay, authorize, fail, cancel];
      const view = { overlay, pay, buttons, status, busy: false, returnFocus: document.activeElement };
      view.onKey = (event) => this.#onKey(event, view);
      pay.addEventListener('click', () => this.#submit('pay'));
      authorize.addEventListener('click', () => this.#submit('authorize'));
      fail.addEventListener('click', () => this.#submit('fail'));
      cancel.addEventListener('click', () => this.#dismiss());
      return view;
    }

    /** Escape dismisses (unless `modal.escape` is false); Tab stays inside the dialog. */
    #onKey(event, view) {
      if (event.key === 'Escape' && this.#options.modal?.escape !== false && !view.busy) {
        event.preventDefault();
        this.#dismiss();
      } else if (event.key === 'Tab') {
        const enabled = view.buttons.filter((node) => !node.disabled);
        const index = enabled.indexOf(document.activeElement);
        const next = event.shiftKey ? index - 1 : index + 1;
        event.preventDefault();
        enabled[(next + enabled.length) % enabled.length]?.focus();
      }
    }

    #dismiss() {
      this.close();
      this.#options.modal?.ondismiss?.();
    }

    #setBusy(view, busy, message, isError) {
      view.busy = busy;
      for (const node of view.buttons) node.disabled = busy;
      view.status.style.color = isError ? '#b91c1c' : '#475569';
      view.status.textContent = message;
      // Disabling the focused button dropped focus to the page: bring it back into the dialog.
      if (!busy) view.pay.focus();
    }

    async #submit(action) {
      const view = this.#view;
      if (!view || view.busy) return;
      const busyText = {
        pay: 'Processing the payment…',
        authorize: 'Authorizing the payment…',
        fail: 'Failing the payment…',
      };
      this.#setBusy(view, true, busyText[action], false);
      const url = `${origin}/sandbox-gateway/v1/checkout/${encodeURIComponent(this.#options.order_id)}/${action}`;
      let response;
      let body;
      try {
        response = await fetch(url, { method: 'POST', headers: { accept: 'application/json' } });
        body = await response.json();
      } catch {
        this.#setBusy(view, false, 'The sandbox gateway could not be reached. Try again.', true);
        return;
      }
      if (!response.ok) {
        this.#setBusy(view, false, body?.message || 'The payment could not be made.', true);
        return;
      }
      this.close();
      if (action === 'fail') this.#failed(body);
      else this.#succeeded(body);
    }

    #succeeded(body) {
      const options = this.#options;
      if (options.redirect && options.callback_url) postForm(options.callback_url, body);
      else options.handler?.(body);
    }

    #failed(body) {
      for (const callback of this.#listeners.get('payment.failed') ?? []) callback(body);
      const options = this.#options;
      if (options.redirect && options.callback_url) {
        // Razorpay's failure redirect: the error's fields, metadata as a JSON string.
        const { code, description, reason, metadata } = body.error;
        postForm(options.callback_url, {
          'error[code]': code,
          'error[description]': description,
          'error[source]': 'customer',
          'error[step]': 'payment_authorization',
          'error[reason]': reason,
          'error[metadata]': JSON.stringify(metadata),
        });
      }
    }
  }

  window.Razorpay = Razorpay;
})();
