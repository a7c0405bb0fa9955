import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed URL of an asset can point at: its bytes, or what is derived from them. */
export type SignedResource = 'content' | 'peaks' | 'poster';

/**
 * HMAC-signed asset URLs: `/api/v1/assets/<id>/content?expires=<unix>&signature=<hex>`.
 * They need no header, so a media element or an agent can fetch them directly.
 * The peaks and poster URLs carry the same signature: they are derived from the bytes it opens.
 */
export function createUrlSigner(key: Buffer) {
  const mac = (assetId: string, expires: number) => createHmac('sha256', key).update(`${assetId}\n${expires}`).digest('hex');
  return {
    path(assetId: string, expires: number, resource: SignedResource = 'content'): string {
      return `/api/v1/assets/${encodeURIComponent(assetId)}/${resource}?expires=${expires}&signature=${mac(assetId, expires)}`;
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
