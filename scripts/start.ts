/** `npm start`: build the app when the build is missing or older than its sources, then serve. */
import { buildIfNeeded } from './build-if-needed.ts';

try {
  buildIfNeeded();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

await import('../server/main.ts');
