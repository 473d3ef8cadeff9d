/** The browser's fr-CA messages, one chunk: the areas it formats (server.* stays on the server), precompiled by tools/vite-messages.ts. */
import validation from '../../../schemas/content/fr-CA/validation.json';
import widgets from '../../../schemas/content/fr-CA/widgets.json';
import app from '../../../schemas/content/fr-CA/app.json';
import type { Messages } from '../../../adapters/i18n/catalog';

const messages: Messages = { ...validation, ...widgets, ...app };
export default messages;
