import fs from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";

export class InvalidContentError extends Error {}

const cache = new Map<string, Promise<unknown>>();

/**
 * Reads and validates one JSON file of `content/`. Read once per process: content edits show
 * up after a restart, and a bad file fails loudly with the file and the field named.
 */
export function readContent<Schema extends z.ZodType>(
  contentDir: string,
  file: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  const fullPath = path.resolve(contentDir, file);
  let pending = cache.get(fullPath);
  if (!pending) {
    pending = loadAndValidate(fullPath, schema);
    cache.set(fullPath, pending);
    pending.catch(() => cache.delete(fullPath));
  }
  return pending as Promise<z.output<Schema>>;
}

async function loadAndValidate(fullPath: string, schema: z.ZodType): Promise<unknown> {
  const raw: unknown = JSON.parse(await fs.readFile(fullPath, "utf8"));
  const result = schema.safeParse(raw);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new InvalidContentError(
      `${fullPath}: ${first?.path.join(".") || "(root)"}: ${first?.message ?? "invalid"}`,
    );
  }
  return result.data;
}
