import fs from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source: fs.readFileSync('/tmp/oa/doc.json', 'utf8'), absoluteRef: '/tmp/oa/doc.json', config });
const summary = new Map<string, number>();
for (const p of problems) summary.set(`${p.severity} ${p.ruleId}`, (summary.get(`${p.severity} ${p.ruleId}`) ?? 0) + 1);
console.log([...summary].sort().join('\n'));
for (const p of problems.filter((p) => p.severity === 'error').slice(0, 12)) console.log(p.ruleId, p.message, p.location[0]?.pointer);
