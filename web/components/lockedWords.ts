/**
 * What a locked 19 card says in place of its title and art (a title card, a watch list's row).
 * The build's first-screen font holds these words too (web/build/firstFont.ts): a guest's rows
 * draw them soon after the first paint, from data no served page's text shows.
 */
export const lockedWords = {
  /** Over the card's art. */
  line: '성인 인증 후 볼 수 있습니다',
  /** In place of the title. */
  title: '성인 인증 필요',
  /** Read before the title by a screen reader. */
  spoken: '19세 이상 작품, ',
} as const
