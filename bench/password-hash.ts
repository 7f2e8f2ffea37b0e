// npm run bench:password-hash — what a sign-up or sign-in costs the server in password hashing.
// better-auth's scrypt (the hash every account uses) against a baseline measured in the same run:
// one SHA-256 of the same password, the cost of hashing with no work factor at all.
import { createHash } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { quantile } from "./stats.ts";

const rounds = Number(process.argv[2] ?? 40);
const password = "nihongo-jouzu-desu-ne-2026";

async function time(work: () => Promise<unknown> | unknown): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

const stored = await hashPassword(password);
const rows = [
  ["scrypt hash (sign-up, password change)", await time(() => hashPassword(password))],
  ["scrypt verify (sign-in)", await time(() => verifyPassword({ hash: stored, password }))],
  ["baseline: one SHA-256", await time(() => createHash("sha256").update(password).digest())],
] as const;
const baseline = quantile(rows[2][1], 0.5);

console.log(`\n${rounds} rounds each\n`);
console.log("| operation | median ms | p99 ms | median / baseline |");
console.log("|---|---|---|---|");
for (const [name, samples] of rows) {
  const median = quantile(samples, 0.5);
  console.log(
    `| ${name} | ${median.toFixed(2)} | ${quantile(samples, 0.99).toFixed(2)} | ${Math.round(median / baseline).toLocaleString("en")}× |`,
  );
}
