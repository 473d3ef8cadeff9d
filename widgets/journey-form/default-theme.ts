import { createTheme } from '../theme';

/** One theme object for every form: a stable registry is what lets unchanged fields skip rendering. */
export const DEFAULT_THEME = createTheme();
