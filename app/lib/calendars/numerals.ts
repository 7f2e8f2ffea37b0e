const devanagariZero = 0x0966;

/** "2081-01-01" → "२०८१-०१-०१". */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(devanagariZero + Number(digit)));
}

/** "२०८१" → "2081"; other characters stay as they are. */
export function fromDevanagariDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - devanagariZero));
}
