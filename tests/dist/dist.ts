/** The built site the dist tests read (npm run build first: `npm run test:dist` runs after it). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const dist = join(import.meta.dirname, '../../dist');
if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing: run npm run build first.');
