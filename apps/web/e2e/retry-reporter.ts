/**
 * Lists, at the end of a run, every test that needed a retry (the browser tests are retried once on
 * CI), so a test that passed only on its second attempt is still seen and can be made steady.
 */
import type { Reporter, TestCase } from 'vitest/node';

export default class RetryReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries === 0) return;
    const result = testCase.result();
    const outcome = result.state === 'passed' ? 'passed on a retry' : 'failed every attempt';
    // A test that passed on its retry keeps the error of the attempt that failed: what to make steady.
    const first = result.errors?.[0]?.message.split('\n')[0]?.slice(0, 300);
    this.retried.push(
      `${testCase.module.relativeModuleId} > ${testCase.fullName}: ${outcome}${first ? ` (first: ${first})` : ''}`,
    );
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    console.log(`\nTests retried (${this.retried.length}):\n${this.retried.map((t) => `  ${t}`).join('\n')}`);
  }
}
