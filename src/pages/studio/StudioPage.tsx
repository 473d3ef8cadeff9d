import { can } from '../../../adapters/identity/permissions';
import { BackOfficeFrame } from '../../shell/BackOfficeFrame';
import { Studio } from '../../studio/Studio';
import { STUDIO_MESSAGES } from './studio-messages';
import '../../studio/studio.css';

/** {base}/studio: analysts edit, preview, check and publish the program layouts (docs/architecture.md "The layout studio"). */
export default function StudioPage() {
  return (
    <BackOfficeFrame area={STUDIO_MESSAGES} allowed={can.editLayouts}>
      <Studio />
    </BackOfficeFrame>
  );
}
