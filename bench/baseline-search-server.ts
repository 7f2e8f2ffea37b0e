// The original product's dictionary search, served over HTTP for comparison in bench:search:
// `ILIKE '%q%'` over japanese, reading and english joined with OR, LIMIT 1, no index.
// Opens an already prepared PGlite data directory (DATA_DIR/pglite); listens on PORT.
import http from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");
const client = new PGlite(path.join(dataDir, "pglite"));
await client.waitReady;

const server = http.createServer((req, res) => {
  const query = new URL(req.url ?? "/", "http://localhost").searchParams.get("q") ?? "";
  const pattern = `%${query}%`;
  client
    .query(
      `select id, japanese, reading, english, nepali, jlpt_level, examples, conversation
         from dictionary_entries
        where japanese ilike $1 or reading ilike $1 or english ilike $1
        limit 1`,
      [pattern],
    )
    .then((result) => {
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ query, results: result.rows }));
    })
    .catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => {
  server.close();
  void client.close().then(() => process.exit(0));
});
