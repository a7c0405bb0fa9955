// A provider's connection test: the button, what the test will use, and its result.
import type { ConnectionTestResult } from '../api/api-types.ts';

/** No test yet, one running, its result, or why it could not run. */
export type TestState = ConnectionTestResult | 'testing' | string | null;

export function ConnectionTestPanel({
  name,
  idPrefix: p,
  title,
  test,
  hint,
  onRun,
}: {
  name: string;
  idPrefix: string;
  title: string;
  test: TestState;
  hint: string;
  onRun(): void;
}) {
  return (
    <>
      <div className="row connection-test">
        <button
          type="button"
          onClick={onRun}
          disabled={test === 'testing'}
          aria-label={`Test connection of ${title}`}
          aria-describedby={`${p}-test-hint`}
        >
          Test connection
        </button>
        <small id={`${p}-test-hint`} className="hint">
          {hint}
        </small>
      </div>
      <div
        role="status"
        className="test-result"
        data-testid={`${name}-test-result`}
        data-ok={typeof test === 'object' && test ? String(test.ok) : undefined}
      >
        {test === 'testing' && 'Testing…'}
        {typeof test === 'string' && test !== 'testing' && <span className="error">Could not test: {test}</span>}
        {typeof test === 'object' && test && (
          <>
            <strong className={test.ok ? 'success' : 'error'}>{test.ok ? 'OK' : 'Failed'}</strong>
            {' · '}
            <span data-testid={`${name}-test-status`}>{test.status === null ? 'no HTTP answer' : `HTTP ${test.status}`}</span>
            {' · '}
            <span>{test.message}</span>
          </>
        )}
      </div>
    </>
  );
}
