// Node tests validate as the server does: with Ajv compiled at run time (the browser loads generated modules instead).
import { installRuntimeCompiler } from '../adapters/validators/ajv';

installRuntimeCompiler();
