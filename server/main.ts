/**
 * Entry point. React and React Router pick their development or production build when first imported,
 * so the mode is settled here, before anything else loads.
 */
process.env.NODE_ENV ??= process.argv.includes('--dev') ? 'development' : 'production';

await import('./process/boot.ts');
