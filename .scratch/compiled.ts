import { readFileSync } from 'node:fs';
import { compileLayout } from '../adapters/compile';
const page = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
const c = compileLayout(page, { locale: 'en-CA', program: 'CANLAWYERS', applicationType: 'NEW', role: 'applicant' });
console.log(JSON.stringify({ schema: c.schema, uiSchema: c.uiSchema, layout: c.meta.layout, rules: c.rules, fields: Object.fromEntries(Object.entries(c.meta.fields).map(([k,v])=>[k,{type:v.type,tags:v.tags}])) }, null, 1));
