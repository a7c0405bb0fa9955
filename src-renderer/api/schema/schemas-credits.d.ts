// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface CreditsSchemas {
    /**
     * @example {
     *       "balance": 10000,
     *       "held": 15,
     *       "available": 9985
     *     }
     */
    CreditsView: {
        /** @description Granted minus captured. */
        balance: number;
        /** @description Held for tasks that have not ended yet. */
        held: number;
        /** @description What new tasks can hold. */
        available: number;
    };
    LedgerEntry: {
        id: number;
        /** @enum {string} */
        kind: "grant" | "hold" | "capture" | "refund";
        amount: number;
        taskId: string | null;
        apiKeyId: string | null;
        note: string | null;
        /** Format: date-time */
        createdAt: string;
    };
    LedgerPage: {
        data: components["schemas"]["LedgerEntry"][];
        /** @description Null on the last page. */
        nextBefore: number | null;
    };
}
