import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './styles/app.css';
import { App } from './app/app.tsx';
import { rememberPromoCodeFrom } from './components/discounts/promo-code-store.ts';
import { loadDetectedLanguage } from './lib/i18n.ts';

// A link with `?kode=` (or `?promo=`) names a promo code the booking form fills in later.
rememberPromoCodeFrom(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Norwegian texts come with the app; English ones are their own chunk. Waiting for them (only
// when English was chosen) keeps an English visitor's first view from flashing Norwegian. A
// promise, not top-level await: an entry module that awaits makes the bundler break the front
// page's code into dozens of small chunks, which cost more to download.
void loadDetectedLanguage().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
