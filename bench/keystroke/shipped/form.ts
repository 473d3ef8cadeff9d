/** The real page as the benchmark page receives it (shipped.json): the layout, compiled in the browser as the app does. */
import type { CompileContext, FormData, LayoutPage } from '../../../adapters/types';

export interface ShippedForm {
  page: LayoutPage;
  ctx: CompileContext;
  /** the answers the form starts from */
  data: FormData;
  /** the other steps' answers, read by rules as `$answers` */
  answers?: FormData;
}

/** Written beside the bundle by bench/keystroke/build.ts, fetched by the page. */
export const SHIPPED_FILE = 'shipped.json';
