import { josa } from './catalogue.ts'
import { type Random, mixSeed, seededRandom } from './random.ts'
import * as w from './words.ts'

/**
 * Every title's own Korean dialogue (docs/decisions/1010): deterministic from the playable address,
 * timed over its running time, about one line every ten seconds. The captions (captionsVtt) and the
 * search host's 대사 index both read it, so a line found by search is the line the player shows.
 */

/** One spoken line: seconds from the start, end after start. */
export interface DialogueLine {
  readonly start: number
  readonly end: number
  readonly text: string
}

/** The address's own seed: a string hash (FNV-1a) mixed with the catalogue's seed. */
const seedOf = (movieUrl: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < movieUrl.length; i++) h = Math.imul(h ^ movieUrl.charCodeAt(i), 0x01000193) >>> 0
  return mixSeed(h, 0x5ec7)
}

/** A name called out: 민재야, 성민아. */
const calling = (name: string): string => josa(name, '아', '야')
const objectOf = (word: string): string => josa(word, '을', '를')
const topicOf = (word: string): string => josa(word, '은', '는')
const subjectOf = (word: string): string => josa(word, '이', '가')

const times = ['내일 아침', '오늘 밤', '다음 주', '해 지기 전', '새벽', '주말', '열두 시']
const feelings = ['무서워', '괜찮아', '미안해', '고마워', '보고 싶었어', '후회 안 해', '믿을 수 없어']

/** Line patterns: each draws its words from the title's characters and the catalogue's word lists. */
type Words = { name: () => string; other: () => string; noun: () => string; place: () => string; r: Random }
const patterns: readonly ((x: Words) => string)[] = [
  (x) => `${calling(x.name())}, ${x.noun()} 어디 갔어?`,
  (x) => `${calling(x.name())}, 이제 ${x.noun()} 얘기는 그만해.`,
  (x) => `${x.name()} 씨, ${x.place()}에서 잠깐 얘기 좀 해요.`,
  (x) => `${objectOf(x.noun())} 찾으러 ${x.place()}에 가야 해.`,
  (x) => `${x.noun()} 때문에 ${x.place()}까지 온 거야.`,
  (x) => `그날 ${x.place()}에서 ${x.name()}한테 무슨 일이 있었던 거야?`,
  (x) => `난 아직 ${x.name()}의 ${objectOf(x.noun())} 믿어.`,
  (x) => `우리 ${x.noun()} 얘기는 ${x.r.pick(times)}에 하자.`,
  (x) => `${calling(x.name())}, ${x.r.pick(times)}까지 ${x.place()} 앞에서 기다릴게.`,
  (x) => `${topicOf(x.name())} ${x.noun()} 얘기만 하면 웃더라.`,
  (x) => `${calling(x.name())}, ${x.r.pick(feelings)}.`,
  (x) => `${x.other()} 말이 맞았어. ${x.noun()}, 그거 진짜였어.`,
  (x) => `${subjectOf(x.noun())} 없으면 ${x.name()}도 아무것도 못 해.`,
  (x) => `${x.place()}에 ${x.noun()} 두고 왔어.`,
  (x) => `${x.name()}한테는 ${x.noun()} 얘기 비밀로 해 줘.`,
  (x) => `${x.r.pick(times)}에 ${x.place()}에서 ${x.other()} 만나기로 했어.`,
  (x) => `${x.noun()}, ${x.noun()}, 그리고 ${x.noun()}.`,
  (x) => `정말 ${x.name()} 맞아? ${x.other()} 아니고?`,
  (x) => `${x.r.pick(feelings)}. 정말로.`,
  (x) => `${x.name()}, ${x.place()} 가는 기차가 몇 시지?`,
]

/** Lines for a playable address of `seconds`: one every 6 to 11 seconds, each on screen 2 to 5 seconds. */
export const dialogueLines = (movieUrl: string, seconds: number): DialogueLine[] => {
  const r = seededRandom(seedOf(movieUrl))
  // The title's characters: four given names of its own.
  const cast = Array.from({ length: 4 }, () => r.pick(w.givenNames))
  const words: Words = {
    name: () => r.pick(cast),
    other: () => r.pick(cast),
    noun: () => r.pick(w.nouns),
    place: () => r.pick(w.places),
    r,
  }
  const lines: DialogueLine[] = []
  for (let at = 1 + r.int(0, 40) / 10; at < seconds - 1; ) {
    const text = r.pick(patterns)(words)
    const length = Math.min(seconds - at, 2 + Math.min(3, text.length / 8))
    const start = Math.round(at * 10) / 10
    const end = Math.round((at + length) * 10) / 10
    if (end > start) lines.push({ start, end, text })
    at = end + 2 + r.int(0, 40) / 10
  }
  return lines
}

const stamp = (sec: number): string => {
  const ms = Math.round(sec * 1000)
  const pad = (n: number, width = 2) => String(n).padStart(width, '0')
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor((ms % 3_600_000) / 60_000))}:${pad(Math.floor((ms % 60_000) / 1000))}.${pad(ms % 1000, 3)}`
}

/** The address's Korean subtitles as WebVTT (its lines, in time order). */
export const captionsVtt = (movieUrl: string, seconds: number): string => {
  const out = ['WEBVTT', '']
  for (const line of dialogueLines(movieUrl, seconds)) out.push(`${stamp(line.start)} --> ${stamp(line.end)}`, line.text, '')
  return out.join('\n')
}
