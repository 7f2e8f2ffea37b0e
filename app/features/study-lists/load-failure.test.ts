import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { classifyLoadFailure } from "./load-failure";

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("classifyLoadFailure", () => {
  test("a database that refuses connections is a connection failure", async () => {
    const pool = new pg.Pool({ host: "127.0.0.1", port: await closedPort(), user: "nobody" });
    const error = await pool.query("select 1").catch((caught: unknown) => caught);
    await pool.end();
    expect(error).toBeInstanceOf(Error);
    expect(classifyLoadFailure(error)).toBe("connection");
  });

  test("a server that accepts and then hangs up is a connection failure", async () => {
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    const client = new pg.Client({ host: "127.0.0.1", port, user: "nobody" });
    const error = await client.connect().catch((caught: unknown) => caught);
    server.close();
    expect(classifyLoadFailure(error)).toBe("connection");
  });

  test("a failing query (wrapped by Drizzle) is unexpected, not a connection problem", async () => {
    const client = new PGlite();
    const error = await drizzle(client)
      .execute(sql`select * from no_such_table`)
      .catch((caught: unknown) => caught);
    await client.close();
    expect(error).toBeInstanceOf(Error);
    expect(classifyLoadFailure(error)).toBe("unexpected");
  });

  const withCode = (code: string, message = "failed") =>
    Object.assign(new Error(message), { code });
  test.each([
    [
      "a wrapped ECONNRESET",
      new Error("query failed", { cause: withCode("ECONNRESET") }),
      "connection",
    ],
    [
      "the pool's connect timeout",
      new Error("timeout exceeded when trying to connect"),
      "connection",
    ],
    ["a dropped connection", new Error("Connection terminated unexpectedly"), "connection"],
    ["SQLSTATE 08006", withCode("08006"), "connection"],
    ["an administrator shutdown (57P01)", withCode("57P01"), "connection"],
    ["too many clients (53300)", withCode("53300"), "connection"],
    ["a rejected password (28P01)", withCode("28P01"), "auth"],
    ["a message about a JWT", new Error("JWT expired"), "auth"],
    [
      "one of several attempts refused",
      new AggregateError([withCode("ECONNREFUSED")]),
      "connection",
    ],
    ["a syntax error (42601)", withCode("42601"), "unexpected"],
    ["a thrown string", "boom", "unexpected"],
    ["nothing at all", undefined, "unexpected"],
  ])("%s → %s", (_name, error, reason) => {
    expect(classifyLoadFailure(error)).toBe(reason);
  });

  test("an error that is its own cause does not loop", () => {
    const error = new Error("loop") as Error & { cause?: unknown };
    error.cause = error;
    expect(classifyLoadFailure(error)).toBe("unexpected");
  });
});
