import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './setup-messages';
import { installRuntimeCompiler } from '../adapters/validators/ajv';

// CI runs every project on 2 cores at once: give findBy*/waitFor more than the default 1 s
configure({ asyncUtilTimeout: 5000 });

// widgets validate with Ajv compiled at run time here; the app loads the server's generated modules (src/journey/validators.ts)
installRuntimeCompiler();

afterEach(() => cleanup());
