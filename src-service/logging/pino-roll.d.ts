// pino-roll ships no type declarations; this is the part of its API the log sink uses.
declare module 'pino-roll' {
  import type { EventEmitter } from 'node:events';

  /** pino-roll's destination: a SonicBoom stream that moves to a new numbered file at the size cap. */
  export interface RollingDestination extends EventEmitter {
    /** The file written now. */
    readonly file: string;
    readonly destroyed: boolean;
    write(data: string): boolean;
    flush(cb?: (err?: Error) => void): void;
    end(): void;
  }

  export interface PinoRollOptions {
    file: string;
    size?: string | number;
    frequency?: string | number;
    extension?: string;
    mkdir?: boolean;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
    /** SonicBoom: past this many buffered bytes, lines are dropped (a 'drop' event each). */
    maxLength?: number;
    sync?: boolean;
  }

  export default function pinoRoll(options: PinoRollOptions): Promise<RollingDestination>;
}
