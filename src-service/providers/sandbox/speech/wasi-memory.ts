/**
 * The few WASI preview1 calls the flite command line makes, served from memory. node:wasi
 * would need a real preopened directory for the output WAV and would write the program's
 * stdout (word lists, segment timings) to the process's own stdout, which may carry a
 * protocol (MCP stdio). Here the output file and stdout are buffers, the clock is fixed so
 * a request's output never depends on when it ran, and nothing touches the disk.
 */

/**
 * The part of the WebAssembly API used here, typed locally: the service's TypeScript
 * libraries (ES2023, Node types) do not declare the global.
 */
export interface WasmModule {
  readonly __wasmModule?: never;
}
interface WasmInstance {
  exports: Record<string, unknown>;
}
interface WasmApi {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: Record<string, Record<string, unknown>>): Promise<WasmInstance>;
}
export const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

const ERRNO_SUCCESS = 0;
const ERRNO_BADF = 8;
const ERRNO_INVAL = 28;
const ERRNO_NOENT = 44;
const ERRNO_NOTSUP = 58;
/** The one preopened directory; files opened under it live in memory. */
const PREOPEN_FD = 3;
const PREOPEN_NAME = '/out';

/** Thrown by proc_exit to unwind out of `_start`. */
class ProcExit extends Error {
  readonly code: number;
  constructor(code: number) {
    super(`exit ${code}`);
    this.code = code;
  }
}

interface OpenFile {
  path: string;
  data: Uint8Array;
  length: number;
  position: number;
}

/** Runs a WASI command once in a fresh instance; returns its exit code, stdout, stderr and written files. */
export async function runWasiCommand(
  module: WasmModule,
  args: string[],
  /** Files present under the preopened directory at start, by path relative to it. */
  inputs: Record<string, Uint8Array> = {},
): Promise<{ exitCode: number; stdout: string; stderr: string; files: Map<string, Uint8Array> }> {
  let memory: { buffer: ArrayBuffer } | undefined;
  const view = () => new DataView(memory!.buffer);
  const bytes = () => new Uint8Array(memory!.buffer);
  const encoder = new TextEncoder();
  const argBytes = args.map((a) => encoder.encode(`${a}\0`));
  const stdout: Uint8Array[] = [];
  const stderr: Uint8Array[] = [];
  const files = new Map<string, Uint8Array>(Object.entries(inputs));
  const open = new Map<number, OpenFile>();
  let nextFd = PREOPEN_FD + 1;

  const iovecs = (ptr: number, count: number) => {
    const out: Uint8Array[] = [];
    for (let i = 0; i < count; i++) {
      const base = view().getUint32(ptr + i * 8, true);
      const len = view().getUint32(ptr + i * 8 + 4, true);
      out.push(bytes().subarray(base, base + len));
    }
    return out;
  };

  const writeFile = (file: OpenFile, chunk: Uint8Array) => {
    const end = file.position + chunk.length;
    if (end > file.data.length) {
      const grown = new Uint8Array(Math.max(end, file.data.length * 2, 65_536));
      grown.set(file.data.subarray(0, file.length));
      file.data = grown;
    }
    file.data.set(chunk, file.position);
    file.position = end;
    file.length = Math.max(file.length, end);
  };

  const wasi = {
    args_sizes_get(countPtr: number, sizePtr: number) {
      view().setUint32(countPtr, argBytes.length, true);
      view().setUint32(
        sizePtr,
        argBytes.reduce((n, a) => n + a.length, 0),
        true,
      );
      return ERRNO_SUCCESS;
    },
    args_get(argvPtr: number, bufPtr: number) {
      let at = bufPtr;
      argBytes.forEach((a, i) => {
        view().setUint32(argvPtr + i * 4, at, true);
        bytes().set(a, at);
        at += a.length;
      });
      return ERRNO_SUCCESS;
    },
    clock_time_get(_id: number, _precision: bigint, outPtr: number) {
      view().setBigUint64(outPtr, 0n, true); // fixed: output must not depend on the time
      return ERRNO_SUCCESS;
    },
    fd_prestat_get(fd: number, outPtr: number) {
      if (fd !== PREOPEN_FD) return ERRNO_BADF;
      view().setUint8(outPtr, 0); // preopen type: directory
      view().setUint32(outPtr + 4, PREOPEN_NAME.length, true);
      return ERRNO_SUCCESS;
    },
    fd_prestat_dir_name(fd: number, pathPtr: number, len: number) {
      if (fd !== PREOPEN_FD) return ERRNO_BADF;
      bytes().set(encoder.encode(PREOPEN_NAME).subarray(0, len), pathPtr);
      return ERRNO_SUCCESS;
    },
    fd_fdstat_get(fd: number, outPtr: number) {
      if (fd > PREOPEN_FD && !open.has(fd)) return ERRNO_BADF;
      bytes().fill(0, outPtr, outPtr + 24);
      view().setUint8(outPtr, fd <= 2 ? 2 : fd === PREOPEN_FD ? 3 : 4); // char device, directory, file
      view().setBigUint64(outPtr + 8, 0xffffffffn, true); // every right
      view().setBigUint64(outPtr + 16, 0xffffffffn, true);
      return ERRNO_SUCCESS;
    },
    fd_fdstat_set_flags: () => ERRNO_SUCCESS,
    path_open(
      dirFd: number,
      _dirflags: number,
      pathPtr: number,
      pathLen: number,
      oflags: number,
      _rb: bigint,
      _ri: bigint,
      _fdflags: number,
      fdPtr: number,
    ) {
      if (dirFd !== PREOPEN_FD) return ERRNO_BADF;
      const path = new TextDecoder().decode(bytes().subarray(pathPtr, pathPtr + pathLen));
      // SSML mode reopens the output to append each utterance, so closed files stay readable.
      const existing = files.get(path);
      if (!existing && !(oflags & 1)) return ERRNO_NOENT; // O_CREAT
      const data = existing && !(oflags & 8) ? existing.slice() : new Uint8Array(0); // O_TRUNC
      const fd = nextFd++;
      open.set(fd, { path, data, length: data.length, position: 0 });
      view().setUint32(fdPtr, fd, true);
      return ERRNO_SUCCESS;
    },
    fd_write(fd: number, iovPtr: number, iovCount: number, writtenPtr: number) {
      let written = 0;
      for (const chunk of iovecs(iovPtr, iovCount)) {
        written += chunk.length;
        if (fd === 1) stdout.push(chunk.slice());
        else if (fd === 2) stderr.push(chunk.slice());
        else {
          const file = open.get(fd);
          if (!file) return ERRNO_BADF;
          writeFile(file, chunk);
        }
      }
      view().setUint32(writtenPtr, written, true);
      return ERRNO_SUCCESS;
    },
    fd_read(fd: number, iovPtr: number, iovCount: number, readPtr: number) {
      const file = open.get(fd);
      if (!file && fd !== 0) return ERRNO_BADF;
      let read = 0;
      // stdin is empty; a file reads from its position.
      for (const chunk of file ? iovecs(iovPtr, iovCount) : []) {
        const part = file!.data.subarray(file!.position, Math.min(file!.length, file!.position + chunk.length));
        chunk.set(part);
        file!.position += part.length;
        read += part.length;
        if (part.length < chunk.length) break;
      }
      view().setUint32(readPtr, read, true);
      return ERRNO_SUCCESS;
    },
    fd_seek(fd: number, offset: bigint, whence: number, outPtr: number) {
      const file = open.get(fd);
      if (!file) return fd <= 2 ? ERRNO_NOTSUP : ERRNO_BADF;
      const base = whence === 0 ? 0 : whence === 1 ? file.position : file.length;
      const next = base + Number(offset);
      if (next < 0) return ERRNO_INVAL;
      file.position = next;
      view().setBigUint64(outPtr, BigInt(next), true);
      return ERRNO_SUCCESS;
    },
    fd_close(fd: number) {
      const file = open.get(fd);
      if (!file) return fd <= PREOPEN_FD ? ERRNO_SUCCESS : ERRNO_BADF;
      files.set(file.path, file.data.slice(0, file.length));
      open.delete(fd);
      return ERRNO_SUCCESS;
    },
    proc_exit(code: number) {
      throw new ProcExit(code);
    },
  };

  const instance = await wasm.instantiate(module, { wasi_snapshot_preview1: wasi });
  memory = instance.exports.memory as { buffer: ArrayBuffer };
  let exitCode = 0;
  try {
    (instance.exports._start as () => void)();
  } catch (err) {
    if (!(err instanceof ProcExit)) throw err;
    exitCode = err.code;
  }
  // A file the program never closed still holds what it wrote.
  for (const file of open.values()) files.set(file.path, file.data.slice(0, file.length));
  const text = (parts: Uint8Array[]) => Buffer.concat(parts).toString('utf8');
  return { exitCode, stdout: text(stdout), stderr: text(stderr), files };
}
