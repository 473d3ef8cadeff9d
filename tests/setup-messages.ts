// Tests format messages in either language, as the server does: every locale installed up front
// (the browser app loads its one locale instead, src/i18n/load-messages.ts).
import '../adapters/i18n/messages';
