import { ItemType, ServiceId } from '../../../core/contract/index.ts'
import type { Catalogue, CatalogueEpisode, CatalogueHit, CatalogueSeason, CatalogueTitle } from './title.ts'

/**
 * Fixed titles the watching calls always know, beside the generated catalogue, so every playback
 * case QA and the tests need has a stable address (docs/contract.md "Playback cases"). `qa-err-N`
 * answers playInfo with code -N to every viewer.
 */

const base = {
  adult: false,
  categoryNos: [],
  tagUrls: [],
  genre: '드라마',
  year: 2024,
  rating: 8.1,
  ageRating: 'ALL',
  viewCount: 1200,
  savedCount: 80,
  registeredAt: Date.UTC(2024, 0, 1),
  synopsis: '재생 시험용 작품입니다.',
  cast: ['김시험', '이재생'],
  director: '박감독',
  seasons: [],
  scenes: [],
  crops: [],
} as const satisfies Partial<CatalogueTitle>

const title = (movieUrl: string, name: string, more: Partial<CatalogueTitle> = {}): CatalogueTitle => ({
  ...base,
  movieUrl,
  title: name,
  kind: 'movie',
  serviceId: ServiceId.free,
  durationSec: 5400,
  itemType: ItemType.free,
  ...more,
})

/** Each QA episode's running time: a minute, so a test plays one to its end. */
const QA_EPISODE_SEC = 60

/**
 * A QA series episode: a recap from the second episode on (2 s in the third: too short to offer a
 * skip), a 10-second opening, 12 seconds of credits.
 */
const qaEpisode = (season: number, episode: number): CatalogueEpisode => {
  const start = episode === 1 ? 2 : 6
  const recap = episode === 3 ? { kind: 'recap' as const, start: 0, end: 2 } : { kind: 'recap' as const, start: 0, end: 5 }
  return {
    episodeNo: episode,
    title: `${episode}화. 시험 ${season}-${episode}`,
    movieUrl: `qa-series-e${String(season).padStart(2, '0')}${String(episode).padStart(2, '0')}`,
    durationSec: QA_EPISODE_SEC,
    segments: [
      ...(episode > 1 ? [recap] : []),
      { kind: 'intro', start, end: start + 10 },
      { kind: 'credits', start: QA_EPISODE_SEC - 12, end: QA_EPISODE_SEC },
    ],
  }
}

const qaSeasons: readonly CatalogueSeason[] = [
  { seasonNo: 1, title: '시즌 1', episodes: [1, 2, 3, 4, 5].map((e) => qaEpisode(1, e)) },
  { seasonNo: 2, title: '시즌 2', episodes: [1, 2, 3].map((e) => qaEpisode(2, e)) },
]

/** Codes a `qa-err-N` title answers, for every viewer. */
export const qaErrorCodes = [-108, -111, -117, -122, -123, -127, -71] as const

export const qaTitles: readonly CatalogueTitle[] = [
  title('qa-free', '시험 영화: 무료', {
    scenes: [{ clipUrl: 'qa-scene-1', title: '첫 만남 장면', start: 83.5, end: 112 }],
    crops: [{ clipUrl: 'qa-crop-1', title: '10초 구간', start: 20, end: 30 }],
  }),
  title('qa-short', '시험 영화: 짧은 작품', { durationSec: 36 }),
  // A synopsis as long as a real one (the generated ones are two short sentences): its detail page shows 더 보기.
  title('qa-long', '시험 영화: 긴 줄거리', {
    synopsis:
      '서울의 작은 출판사에서 교정 일을 하는 윤서는 어느 날 오래된 원고 한 묶음을 받는다. 원고 속 이야기는 20년 전 사라진 언니의 일기와 꼭 닮아 있고, 윤서는 글쓴이를 찾아 남해의 섬으로 떠난다. 섬사람들은 말을 아끼고, 원고의 마지막 장은 아직 쓰이지 않았다.',
  }),
  title('qa-paid', '시험 영화: 프리미엄', { serviceId: ServiceId.premium, itemType: ItemType.subscription, durationSec: 3600 }),
  title('qa-single', '시험 영화: 개별 구매', { serviceId: ServiceId.premium, itemType: ItemType.single, durationSec: 3600 }),
  title('qa-adult', '시험 영화: 성인', { serviceId: ServiceId.adult, adult: true, ageRating: '19', durationSec: 2400 }),
  ...qaErrorCodes.map((code) => title(`qa-err${code}`, `시험 오류 ${code}`)),
  // Clips of the QA film and the QA series, turn about: each offers its 전체 보기.
  ...[1, 2, 3, 4, 5].map((n) => title(`qa-clip-${n}`, `짧은 클립 ${n}`, { kind: 'short', durationSec: 36, fullUrl: n % 2 === 1 ? 'qa-free' : 'qa-series' })),
  // Two seasons of one-minute episodes with a recap, an opening and credits: bingeing, end to end.
  title('qa-series', '시험 시리즈: 정주행', { kind: 'series', durationSec: QA_EPISODE_SEC, seasons: qaSeasons }),
]

/** A QA title, or one of its episodes, scenes or crops, by address. */
export const findQaTitle = (url: string): CatalogueHit | undefined => {
  for (const title of qaTitles) {
    if (title.movieUrl === url) return { kind: 'title', title }
    const episode = title.seasons.flatMap((season) => season.episodes).find((e) => e.movieUrl === url)
    if (episode) return { kind: 'episode', title, episode }
    const scene = title.scenes.find((c) => c.clipUrl === url)
    if (scene) return { kind: 'clip', title, clip: scene, playerType: 1 }
    const crop = title.crops.find((c) => c.clipUrl === url)
    if (crop) return { kind: 'clip', title, clip: crop, playerType: 2 }
  }
  return undefined
}

/**
 * The catalogue whose `find` also knows the QA titles (their detail pages, art and playback),
 * while its lists stay the generated ones: browse's rows, orders and counts are unchanged.
 */
export const withQaTitles = (catalogue: Catalogue): Catalogue => ({
  titles: catalogue.titles,
  tags: catalogue.tags,
  find: (url) => findQaTitle(url) ?? catalogue.find(url),
})
