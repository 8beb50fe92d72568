import type { ContentCard, HomeRow, ListQuery } from '../../../core/api/schemas.browse.ts'
import { DisplayViewType, PosterType, ServiceId, SortOrder } from '../../../core/contract/index.ts'
import { category } from './menuSeed.ts'
import type { CatalogueTitle, Viewer } from '../titles/title.ts'
import { canSee, isListed, toCard } from '../titles/visibility.ts'
import type { CallHandler, World } from '../server/callTypes.ts'
import { lineNames } from './names.ts'
import { orderedFor } from './order.ts'
import { tasteOwnerOf } from './taste.ts'
import { ok, viewerOf } from './viewer.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts' | 'tastes'
type Slice = Pick<World, Uses>

const ROW = 20
const RANKING = 10
const HERO = 6

interface RowSeed {
  readonly title: string
  readonly view: (typeof DisplayViewType)[keyof typeof DisplayViewType]
  readonly poster: (typeof PosterType)[keyof typeof PosterType]
  readonly more: ListQuery
  readonly size?: number
  /** A row no single list matches (the taste mix): no "더 보기". */
  readonly noMore?: true
  readonly keep: (t: CatalogueTitle) => boolean
}

const generalLines = [ServiceId.free, ServiceId.premium, ServiceId.playy, ServiceId.vikiplus, ServiceId.martial, ServiceId.movie] as const

/** The rows every session gets, in order; adult ones only where the filter allows (locked cards unless verified). */
const standardRows = (tasteRows: readonly RowSeed[]): RowSeed[] => [
  {
    title: '지금 뜨는 콘텐츠 TOP 10',
    view: DisplayViewType.poster,
    poster: PosterType.ranking,
    more: { sort: SortOrder.popular },
    size: RANKING,
    keep: (t) => !t.adult,
  },
  ...tasteRows,
  { title: '새로 올라온 작품', view: DisplayViewType.poster, poster: PosterType.normal, more: { sort: SortOrder.latest }, keep: (t) => !t.adult },
  {
    title: '시리즈 몰아보기',
    view: DisplayViewType.play,
    poster: PosterType.thumbnail,
    more: { section_no: ServiceId.series, sort: SortOrder.popular },
    keep: (t) => t.serviceId === ServiceId.series,
  },
  ...generalLines.map(
    (line): RowSeed => ({
      title: `${lineNames[line]} 인기작`,
      view: DisplayViewType.poster,
      poster: line === ServiceId.premium ? PosterType.long : PosterType.normal,
      more: { section_no: line, sort: SortOrder.popular },
      keep: (t) => t.serviceId === line,
    }),
  ),
  {
    title: '많이 찜한 작품',
    view: DisplayViewType.banner,
    poster: PosterType.mainBanner,
    more: { sort: SortOrder.savedCount },
    size: 5,
    keep: (t) => !t.adult,
  },
  {
    title: '명장면 모음',
    view: DisplayViewType.play,
    poster: PosterType.thumbnail,
    more: { category_no: category.scene[0], sort: SortOrder.popular },
    keep: (t) => !t.adult && (t.kind === 'scene' || t.kind === 'crop'),
  },
  { title: '가나다순 전체 보기', view: DisplayViewType.menu, poster: PosterType.normal, more: { sort: SortOrder.name }, keep: (t) => !t.adult },
  {
    title: '성인 인기작',
    view: DisplayViewType.poster,
    poster: PosterType.normal,
    more: { section_no: ServiceId.adult, sort: SortOrder.popular },
    keep: (t) => t.serviceId === ServiceId.adult,
  },
]

/** Rows from the member's taste: one of titles matching any chosen tag ("취향 저격"), then one per tag (up to three). */
const tasteRows = (world: Slice, viewer: Viewer, taste: readonly string[] | undefined): RowSeed[] => {
  if (!taste || taste.length === 0) return []
  const names = new Map(world.catalogue.tags.map((t) => [t.tagUrl, t.tagName]))
  const any: RowSeed = {
    title: '회원님 취향 저격',
    view: DisplayViewType.poster,
    poster: PosterType.zoom,
    more: { sort: SortOrder.popular },
    noMore: true,
    keep: (t) => canSee(viewer, t) && t.tagUrls.some((u) => taste.includes(u)),
  }
  const perTag = taste.slice(0, 3).map(
    (tag): RowSeed => ({
      title: `#${names.get(tag) ?? tag} 취향 추천`,
      view: DisplayViewType.poster,
      poster: PosterType.normal,
      more: { tag_url: tag, sort: SortOrder.popular },
      keep: (t) => canSee(viewer, t) && t.tagUrls.includes(tag),
    }),
  )
  return [any, ...perTag]
}

/**
 * homeContents: the hero (popular recent titles the session may see, with big art) and rows, each
 * with its view and poster type and where its "더 보기" leads. A member's taste adds rows after
 * the ranking. Adult titles appear only in the adult row: locked cards unless verified, none with
 * filter 1. (The "이어보기" row is watch's.)
 */
export const homeContents: CallHandler<Uses> = async (request, world) => {
  const viewer = viewerOf(request)
  const web = world.hosts().web
  const owner = tasteOwnerOf(request)
  const popular = (keep: (t: CatalogueTitle) => boolean, sort: number = SortOrder.popular) =>
    orderedFor(world.catalogue, sort as 1 | 2 | 3 | 4, viewer, (t) => isListed(viewer, t) && keep(t))
  const card = (t: CatalogueTitle): ContentCard => toCard(t, viewer, web)
  const latestYear = Math.max(...world.catalogue.titles.map((t) => t.year))
  const hero = popular((t) => canSee(viewer, t) && !t.adult && t.year >= latestYear - 3 && (t.kind === 'movie' || t.kind === 'series'))
    .slice(0, HERO)
    .map(card)
  const rows: HomeRow[] = standardRows(tasteRows(world, viewer, owner ? await world.tastes.get(owner) : undefined))
    .map((seed) => ({
      seed,
      items: popular(seed.keep, seed.more.sort)
        .slice(0, seed.size ?? ROW)
        .map(card),
    }))
    .filter(({ items }) => items.length > 0)
    .map(({ seed, items }, i) => ({
      row_no: i + 1,
      title: seed.title,
      view_type: seed.view,
      poster_type: seed.poster,
      ...(seed.noMore ? {} : { more: seed.more }),
      items,
    }))
  return ok({ hero, rows })
}
