// `npm run check:budget` (part of `npm test`, after the build): fails when the sign-in page's
// JS passes 170 KB gzip or its JS and CSS files pass 20 (decision 017). Bytes are deterministic,
// so this is a check of the build, not a timing.
import { overBudget, SIGN_IN_BUDGET, signInLoad } from './sign-in-budget';

const dist = process.argv[2] ?? process.env.BUDGET_DIST ?? 'dist';
try {
  const load = signInLoad(dist);
  console.table(
    load.files.map(({ file, kind, gzipBytes }) => ({
      file,
      kind,
      gzipKb: +(gzipBytes / 1024).toFixed(1),
    })),
  );
  const line = `/admin/login: JS ${load.jsKb} KB gzip (budget ${SIGN_IN_BUDGET.jsKb}), CSS ${load.cssKb} KB gzip, ${load.fileCount} JS and CSS files (budget ${SIGN_IN_BUDGET.files})`;
  const problems = overBudget(load);
  if (problems.length > 0) {
    console.error(`Sign-in budget exceeded: ${problems.join('; ')}\n${line}`);
    process.exitCode = 1;
  } else {
    console.log(`Sign-in budget met. ${line}`);
  }
} catch (error) {
  console.error(`Sign-in budget check failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
