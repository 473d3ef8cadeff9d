import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './setup-messages';

// CI runs every project on 2 cores at once: give findBy*/waitFor more than the default 1 s
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
