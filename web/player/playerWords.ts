/**
 * The player's words on screen before its picture: the back arrow, its heading while the answer
 * comes, and 재생 시작 when the browser refuses to start it by itself. The build's first-screen
 * font holds them too (web/build/firstFont.ts): a player page is not served with its text, so
 * nothing else would.
 */
export const playerWords = {
  back: '←',
  preparing: '재생 준비 중',
  start: '재생 시작',
} as const
