import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-signed asset URLs: `/api/v1/assets/<id>/content?expires=<unix>&signature=<hex>`.
 * They need no header, so a media element or an agent can fetch them directly.
 */
export function createUrlSigner(key: Buffer) {
  const mac = (assetId: string, expires: number) => createHmac('sha256', key).update(`${assetId}\n${expires}`).digest('hex');
  return {
    path(assetId: string, expires: number): string {
      return `/api/v1/assets/${encodeURIComponent(assetId)}/content?expires=${expires}&signature=${mac(assetId, expires)}`;
    },
    /** 'ok', or why the URL is refused (both answered 403). */
    verify(assetId: string, expires: unknown, signature: unknown, nowSeconds: number): 'ok' | 'bad_signature' | 'expired' {
      if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return 'bad_signature';
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return 'bad_signature';
      const expected = Buffer.from(mac(assetId, Number(expires)), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'bad_signature';
      return Number(expires) < nowSeconds ? 'expired' : 'ok';
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
