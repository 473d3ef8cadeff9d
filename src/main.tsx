import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prepareFirstPaint } from './app/first-paint';
import { preloadRoute } from './app/route-preload';
import { pageLocale } from '../adapters/base/base-url';
import { loadMessages } from './i18n/load-messages';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// the replies the server inlined with a pre-rendered step seed the cache first; the app renders beside that page
const container = prepareFirstPaint(root);
// before anything renders: the page's code and data load side by side (docs/architecture.md "How a page loads")
preloadRoute();

// the first render already speaks the URL's language: only that locale's messages are downloaded
void loadMessages(pageLocale(window.location.pathname)).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
