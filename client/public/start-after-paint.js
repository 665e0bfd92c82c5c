// A campaign link's promo code (`?kode=` or `?promo=`) is kept at once, before the app's code
// has arrived: a visitor who follows a link on the page straight away still has it when booking.
// The app reads it through client/components/discounts/promo-code-store.ts, which tidies it.
// (Only public pages are rendered on the server; the account area's `?kode=` is a gift card's.)
try {
  const params = new URLSearchParams(location.search);
  const code = (params.get('kode') || params.get('promo') || '').trim();
  if (code) localStorage.setItem('tt.promoCode', code);
} catch {
  // Private mode may refuse storage; the code then has to be typed in the form.
}

// Starts the app once a page rendered on the server has been painted: its content shows without
// code, so the code no longer competes with it for the first paint. A page opened in a
// background tab gets no animation frame; the timer starts it there.
//
// The app's modules are all asked for at once, and each starts in a task of its own as it
// arrives; the entry starts last. Started together they would make one long task during which a
// phone cannot answer a tap. (Preload links added from script would cost more than they save.)
const script = document.querySelector('script[data-app-entry]');
const entry = script?.getAttribute('data-app-entry');
const modules = (script?.getAttribute('data-app-modules') ?? '').split(' ').filter(Boolean);
const laterModules = (script?.getAttribute('data-app-later') ?? '').split(' ').filter(Boolean);

async function startApp() {
  await Promise.all(modules.map((href) => import(href)));
  await import(entry);
}

let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  void startApp();
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);

// Until the app has taken the page over (#root loses data-hydrating), a press of a button or
// summary, by a tap or by Enter or Space, has nothing to answer it. It is held instead (its default
// action too, such as sending a form), and the presses are made again, in order, once the app has
// taken over; pressing the same one again meanwhile counts once, as impatience does. Links need
// no code and are left alone.
const root = document.getElementById('root');
const pressable = "button, [role='button'], summary, input[type='submit'], input[type='button'], input[type='checkbox'], input[type='radio']";
if (root?.hasAttribute('data-hydrating')) {
  const held = [];
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target.closest(pressable) : null;
    // What app.css keeps from taps until then is left alone here too: controls that answer a
    // pointer going down (a click made again would not reach them). The search's send button is
    // held like the rest, so the app sends what was typed with the page's filters.
    if (!target || !root.contains(target) || getComputedStyle(target).pointerEvents === 'none') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.at(-1) !== target) held.push(target);
  };
  root.addEventListener('click', hold, true);
  new MutationObserver((_, observer) => {
    if (root.hasAttribute('data-hydrating')) return;
    observer.disconnect();
    root.removeEventListener('click', hold, true);
    for (const target of held.splice(0)) if (target.isConnected) target.click();
    // A page taken over without the router (every rendered page) fetches it once the browser is idle,
    // while the visitor reads, so the first move to another page does not wait for it. (It starts
    // once needed.)
    const whenIdle = window.requestIdleCallback ?? ((run) => setTimeout(run, 200));
    if (laterModules.length > 0) whenIdle(() => laterModules.forEach((href) => void import(href).catch(() => {})), { timeout: 3000 });
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrating'] });
}
