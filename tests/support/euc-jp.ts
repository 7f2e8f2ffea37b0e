/**
 * Encodes text as EUC-JP, the encoding of the EDICT file, so tests can write their own EDICT
 * files. Node only decodes EUC-JP, so the table is the decoder's, read backwards: every two-byte
 * code (JIS X 0208), then every three-byte code (JIS X 0212), first code wins.
 */
let table: Map<string, number[]> | undefined;

function codeTable(): Map<string, number[]> {
  if (table) return table;
  table = new Map();
  const decoder = new TextDecoder("euc-jp");
  const add = (bytes: number[]) => {
    const text = decoder.decode(Uint8Array.from(bytes));
    if (text.length === 1 && text !== "\uFFFD" && !table?.has(text)) table?.set(text, bytes);
  };
  for (let lead = 0xa1; lead <= 0xfe; lead++) {
    for (let trail = 0xa1; trail <= 0xfe; trail++) add([lead, trail]);
  }
  for (let lead = 0xa1; lead <= 0xfe; lead++) {
    for (let trail = 0xa1; trail <= 0xfe; trail++) add([0x8f, lead, trail]);
  }
  return table;
}

export function encodeEucJp(text: string): Buffer {
  const codes = codeTable();
  const out = Buffer.alloc(text.length * 3);
  let length = 0;
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    if (point < 0x80) out[length++] = point;
    else if (point >= 0xff61 && point <= 0xff9f) {
      out[length++] = 0x8e;
      out[length++] = point - 0xff61 + 0xa1;
    } else {
      const code = codes.get(char);
      if (!code) throw new Error(`${char} (U+${point.toString(16)}) has no EUC-JP code`);
      for (const byte of code) out[length++] = byte;
    }
  }
  return out.subarray(0, length);
}
