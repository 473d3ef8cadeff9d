import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/route-preload';
import { pageLocale } from './base/base-url';
import { loadMessages } from './i18n/load-messages';
import './styles.css';

// before anything renders: the page's code and data load side by side (docs/architecture.md "How a page loads")
preloadRoute();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// the first render already speaks the URL's language: only that locale's messages are downloaded
void loadMessages(pageLocale(window.location.pathname)).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
