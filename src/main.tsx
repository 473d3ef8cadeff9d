import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { pageLocale } from './base/base-url';
import { loadMessages } from './i18n/load-messages';
import './styles.css';

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
