// The health answer is written with JSON.stringify (its schema's writer would cost a fifth of
// the start, see routes/meta.ts), so nothing filters it: it must hold exactly what the
// contract's HealthView lists, in every state a monitor sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthView } from '../../src-service/contract/health.ts';
import { compileValidator } from '../../src-service/validation/validate.ts';
import { startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;

beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.dispose();
});

// The service's own request checker (Ajv, strict, closed objects): a field the schema does not list is an error.
const check = compileValidator(HealthView);
const errorsOf = (body: unknown): string[] => {
  try {
    check(structuredClone(body));
    return [];
  } catch (err) {
    return [String((err as Error).message)];
  }
};

describe('GET /api/v1/health', () => {
  it('answers exactly the HealthView shape (no field the schema does not list), as JSON', async () => {
    const res = await t.fetch('/api/v1/health', { token: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json();
    expect(errorsOf(body)).toEqual([]);
    expect(body).toMatchObject({ status: 'ok' });
  });

  it('keeps the shape after work has run (event-loop figures, storage, backups filled in)', async () => {
    const key = await t.createKey('monitor');
    const made = await t.tool('generate-tts', { text: 'A health check.', voiceId: 'alpha-ethan' }, key);
    expect(made.status).toBe(200);
    expect((await t.waitDone(made.body.data.taskId, key)).status).toBe('COMPLETED');
    const body = await (await t.fetch('/api/v1/health', { token: null })).json();
    expect(errorsOf(body)).toEqual([]);
  });
});
