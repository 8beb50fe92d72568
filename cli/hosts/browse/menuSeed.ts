import type { MenuItem, MenuOutput, MenuSection, Notice, NoticeOutput } from '../../../core/api/schemas.ts'
import { currentNotices } from '../../../core/contract/noticePeriod.ts'
import { formatHostTime, parseHostTime } from '../../../core/contract/index.ts'
import { NoticeScope, ServiceId, adultServiceIds } from '../../../core/contract/index.ts'

/**
 * The seeded, deterministic Korean menu and notices the menu and notice calls answer with: one menu
 * section per service line (plus 전체, the default section), numbered by service id.
 */

/** Category numbers shared by every section, so a category means the same thing everywhere. */
export const category = {
  movie: [1, '영화'],
  drama: [2, '드라마'],
  variety: [3, '예능'],
  animation: [4, '애니메이션'],
  documentary: [5, '다큐멘터리'],
  series: [6, '시리즈'],
  short: [7, '숏폼'],
  martial: [8, '무협'],
  scene: [9, '명장면'],
  original: [10, '오리지널'],
  photo: [11, '화보'],
} as const satisfies Record<string, readonly [number, string]>
type CategoryKey = keyof typeof category

interface SectionSeed {
  readonly serviceId: ServiceId
  readonly name: string
  /** Each entry: its category and the name the menu shows. */
  readonly entries: readonly (readonly [CategoryKey, string])[]
}

const sections: readonly SectionSeed[] = [
  {
    serviceId: ServiceId.all,
    name: '전체',
    entries: [
      ['movie', '영화'],
      ['series', '시리즈'],
      ['drama', '드라마'],
      ['variety', '예능'],
      ['animation', '애니메이션'],
      ['short', '숏폼'],
    ],
  },
  {
    serviceId: ServiceId.free,
    name: '무료',
    entries: [
      ['movie', '무료 영화'],
      ['drama', '무료 드라마'],
      ['documentary', '다큐멘터리'],
      ['short', '무료 숏폼'],
    ],
  },
  {
    serviceId: ServiceId.premium,
    name: '프리미엄',
    entries: [
      ['movie', '최신 개봉작'],
      ['series', '프리미엄 시리즈'],
      ['martial', '무협 영화관'],
      ['animation', '극장판 애니메이션'],
    ],
  },
  {
    serviceId: ServiceId.adult,
    name: '성인',
    entries: [
      ['movie', '성인 영화'],
      ['drama', '성인 드라마'],
      ['scene', '성인 명장면'],
    ],
  },
  {
    serviceId: ServiceId.red,
    name: '레드',
    entries: [
      ['original', '레드 오리지널'],
      ['movie', '레드 영화'],
      ['scene', '레드 명장면'],
    ],
  },
  {
    serviceId: ServiceId.playboy,
    name: '플레이보이',
    entries: [
      ['photo', '플레이보이 화보'],
      ['series', '플레이보이 시리즈'],
    ],
  },
  {
    serviceId: ServiceId.playy,
    name: '플레이',
    entries: [
      ['movie', '플레이 단독 영화'],
      ['variety', '플레이 예능'],
      ['original', '플레이 오리지널'],
    ],
  },
  {
    serviceId: ServiceId.vikiplus,
    name: '비키플러스',
    entries: [
      ['drama', '해외 드라마'],
      ['variety', '해외 예능'],
      ['movie', '해외 영화'],
    ],
  },
]

const toSection = (seed: SectionSeed, hideAdult: boolean): MenuSection => {
  const adult = adultServiceIds.includes(seed.serviceId)
  const menu_list: MenuItem[] = seed.entries.map(([key, menuName], i) => ({
    menu_no: seed.serviceId * 100 + i + 1,
    menu_name: menuName,
    category_no: category[key][0],
    category_name: category[key][1],
    ...(adult ? { adult: 1 as const } : {}),
  }))
  return {
    section_no: seed.serviceId,
    section_name: seed.name,
    menu_list: hideAdult ? menu_list.filter((m) => m.adult !== 1) : menu_list,
  }
}

/** The menu call's output. `filter` 1 hides adult entries, and sections left empty. */
export const menuOutput = (filter: boolean): MenuOutput => {
  const section_list = sections.map((seed) => toSection(seed, filter)).filter((s) => s.menu_list.length > 0)
  const home = section_list.find((s) => s.section_no === ServiceId.all)
  if (!home) throw new Error('the menu seed has no 전체 section')
  return { section_list, home_section: home }
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * The seeded notices at the hosts' clock `now`, newest first, dated around it (KST) so that the
 * stand-in always has notices in their display period, and one that has ended and one not yet
 * begun, which it never answers (docs/decisions/1212). Content is HTML as the real host sends it;
 * one entry carries a script tag and an onerror handler, so the web's sanitising is exercised by
 * the seed itself.
 */
export const seedNotices = (now: number): readonly Notice[] => {
  const today = parseHostTime(formatHostTime(now).slice(0, 10))
  const at = (days: number, hours = 0) => formatHostTime(today + days * DAY_MS + hours * HOUR_MS)
  const day = (days: number) => {
    const [, month, date] = at(days).split(/[- ]/)
    return `${Number(month)}월 ${Number(date)}일`
  }
  return [
    {
      notice_no: 1043,
      title: `고객센터 운영 시간 변경 안내 (${day(7)}부터)`,
      content: `<p>${day(7)}부터 고객센터는 평일 오전 10시부터 오후 6시까지 운영합니다.</p>`,
      scope: NoticeScope.all,
      reg_date: at(0),
      start_date: at(7),
      end_date: at(21),
    },
    {
      notice_no: 1042,
      title: `서비스 점검 안내 (${day(3)} 새벽 2시~4시)`,
      content: `<p>보다 안정적인 서비스를 위해 <strong>${day(3)} 새벽 2시부터 4시까지</strong> 점검을 진행합니다.</p><p>점검 시간에는 영상 재생과 결제가 제한됩니다.</p>`,
      scope: NoticeScope.all,
      reg_date: at(-2, 10),
      start_date: at(-2, 10),
      end_date: at(3, 4),
    },
    {
      notice_no: 1041,
      title: '새해 맞이 빵탄 충전 이벤트',
      content: `<p>빵탄을 충전하면 <em>10%</em>를 더 드립니다.</p><img src="x" onerror="alert('xss')" alt="이벤트 배너"><script>document.cookie="stolen=1"</script><p>이벤트 기간: ${day(-7)}~${day(20)}</p>`,
      scope: NoticeScope.product,
      reg_date: at(-7),
      start_date: at(-7),
      end_date: at(21),
    },
    {
      notice_no: 1040,
      title: `서비스 점검 안내 (${day(-10)} 새벽 2시~4시)`,
      content: `<p>${day(-10)} 새벽 2시부터 4시까지 점검을 진행합니다.</p>`,
      scope: NoticeScope.all,
      reg_date: at(-14, 10),
      start_date: at(-14, 10),
      end_date: at(-10, 4),
    },
    {
      notice_no: 1039,
      title: '레드 신규 오리지널 공개',
      content: '<p>레드 오리지널 시리즈가 매주 금요일 공개됩니다. <a href="/contents">지금 보기</a></p>',
      scope: NoticeScope.red,
      reg_date: at(-20, 18),
      start_date: at(-20, 18),
    },
  ]
}

/** The recentNoticeInfo call's output at `now`: the seeded notices in their display period. */
export const noticeOutput = (now: number): NoticeOutput => ({ top_notice_list: currentNotices(seedNotices(now), now) })
