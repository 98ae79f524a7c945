import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the one closing line CI reads, `N passed, N failed`, summed over every tier. A module
 * that failed outside its tests (it did not load, a hook threw) counts as one failure, so a
 * broken suite can never look green.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<unknown>,
  ): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let moduleFailures = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') moduleFailures += 1;
        else skipped += 1;
      }
      failed += moduleFailures === 0 && !module.ok() ? 1 : moduleFailures;
    }
    failed += unhandledErrors.length;
    process.stdout.write(
      `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}
