// The pieces of a provider's settings form: the draft as typed, and a field's error slot.
import type { EngineChoice } from '../../src-service/contract/providers.ts';
import type { ProviderView } from '../api/api-types.ts';

/** The form's values, as typed (numbers stay text until saved). */
export interface Draft {
  engine: EngineChoice;
  baseUrl: string;
  models: Record<string, string>;
  requests: string;
  perSeconds: string;
  pollIntervalMs: string;
}

export function draftOf(view: ProviderView): Draft {
  return {
    engine: view.engine,
    baseUrl: view.baseUrl,
    models: { ...view.models },
    requests: String(view.rateLimit.requests),
    perSeconds: String(view.rateLimit.perSeconds),
    pollIntervalMs: view.pollIntervalMs === undefined ? '' : String(view.pollIntervalMs),
  };
}

export const sameDraft = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/** Empty text is sent as null, so the service names the field instead of taking 0. */
export const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The error slot of a field: always present, so screen readers hear what appears in it. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className="error field-error" aria-live="polite">
      {message ?? ''}
    </p>
  );
}

/** `aria-describedby` of a field: its hint and its error slot. */
export const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;
