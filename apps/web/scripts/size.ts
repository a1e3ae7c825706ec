/**
 * `npm run size`: the JavaScript per route of the build in apps/web/dist against the budgets of
 * apps/web/size-budgets.ts. Prints the table; exits 1 when a budget is exceeded, so `npm test`
 * (which runs it right after the build) fails.
 */
import { budgets } from '../size-budgets.ts';
import { formatReport, measureBuild } from './bundle-size.ts';

const report = measureBuild(budgets);
console.log(formatReport(report));
if (!report.ok) process.exitCode = 1;
