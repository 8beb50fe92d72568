/**
 * MD5 (RFC 1321) of a string's UTF-8 bytes, as lowercase hex. A few hundred bytes of plain code
 * instead of a wasm module: signing sits on the boot's critical path, inside the first page's
 * JavaScript budget (docs/decisions/0802). tests/core/sign.property.test.ts checks it against
 * node:crypto.
 */

const S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0)

export const md5Hex = (text: string): string => {
  const bytes = new TextEncoder().encode(text)
  // Padding: 0x80, zeros to 56 mod 64, then the bit length as a 64-bit little-endian number.
  const length = (((bytes.length + 8) >>> 6) + 1) << 6
  const buffer = new Uint8Array(length)
  buffer.set(bytes)
  buffer[bytes.length] = 0x80
  const view = new DataView(buffer.buffer)
  view.setUint32(length - 8, bytes.length << 3, true)
  view.setUint32(length - 4, Math.floor(bytes.length / 0x20000000), true)
  const h = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476]
  const m = new Int32Array(16)
  for (let offset = 0; offset < length; offset += 64) {
    for (let j = 0; j < 16; j++) m[j] = view.getInt32(offset + j * 4, true)
    let [a, b, c, d] = h as [number, number, number, number]
    for (let i = 0; i < 64; i++) {
      const round = i >> 4
      const f = round === 0 ? (b & c) | (~b & d) : round === 1 ? (d & b) | (~d & c) : round === 2 ? b ^ c ^ d : c ^ (b | ~d)
      const g = round === 0 ? i : round === 1 ? (5 * i + 1) & 15 : round === 2 ? (3 * i + 5) & 15 : (7 * i) & 15
      const sum = (a + f + K[i]! + m[g]!) | 0
      const shift = S[(round << 2) | (i & 3)]!
      a = d
      d = c
      c = b
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0
    }
    h[0] = (h[0]! + a) | 0
    h[1] = (h[1]! + b) | 0
    h[2] = (h[2]! + c) | 0
    h[3] = (h[3]! + d) | 0
  }
  let hex = ''
  for (const word of h) for (let k = 0; k < 4; k++) hex += ((word >>> (k * 8)) & 0xff).toString(16).padStart(2, '0')
  return hex
}
