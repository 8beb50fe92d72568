/**
 * Word lists the catalogue generator builds Korean titles, synopses and names from. Plain data;
 * the generator (catalogue.ts) picks from them with its seeded random numbers.
 */

/** Fixed names the first titles of the general lines take, so tests can count on them. */
export const anchorTitles: readonly string[] = [
  '사랑의 불시착',
  '서랍 속의 편지',
  '소리',
  'Mr. 선샤인',
  '블랙: 2049',
  '나의 아저씨 2',
  '사랑',
  '서랍',
  '소리 없는 밤',
  '7번 방의 약속',
  '그 여름, 우리는',
  'SEOUL 1999',
  '서울역 3번 출구',
  '사랑의 온도차',
  '우리들의 블루스',
]

/** Fixed names for the first adult titles (tame, but adult-line). */
export const adultAnchorTitles: readonly string[] = ['금지된 방', '붉은 밤의 계약', 'RED ROOM 2', '은밀한 이웃']

export const nouns: readonly string[] = [
  '사랑', '서랍', '소리', '바다', '기억', '약속', '비밀', '거짓말', '편지', '꽃', '별', '달', '하늘', '계절',
  '정원', '여름', '겨울', '봄날', '가을', '도시', '골목', '집', '학교', '식당', '호텔', '연인', '친구', '형사',
  '의사', '변호사', '아저씨', '아가씨', '선생님', '왕', '검사', '괴물', '유령', '그림자', '숲', '섬', '강',
  '길', '밤', '새벽', '오후', '눈물', '미소', '노래', '춤', '전쟁', '복수', '심장', '온도', '시간', '시계',
  '거울', '열쇠', '문', '창문', '기차', '정거장', '우산', '고양이', '강아지', '여우', '늑대', '호랑이', '나비',
  '소녀', '소년', '청춘', '인생', '운명', '기적', '전설', '왕국', '제국', '게임', '계약', '결혼', '가족', '형제',
  '자매', '엄마', '아버지', '불시착', '선샤인', '블루스', '랩소디', '세레나데', '소나기', '수사반장', '서커스',
]

export const modifiers: readonly string[] = [
  '비밀의', '나의', '우리들의', '마지막', '사랑의', '위험한', '달콤한', '낯선', '푸른', '붉은', '작은', '거대한',
  '어느 날의', '그해 여름의', '슬기로운', '수상한', '눈부신', '조용한', '뜨거운', '차가운', '그녀의', '그의',
  '서울의', '한밤의', '오래된', '잃어버린', '닿을 수 없는', '기묘한', '완벽한', '보통의', '소란스러운', '서툰',
]

export const latinWords: readonly string[] = ['BLACK', 'SEOUL', 'Red', 'Blue', 'Project', 'Zero', 'K', 'Night', 'Love', 'Code']
export const subtitles: readonly string[] = ['새로운 시작', '최후의 날', '귀환', '두 번째 이야기', '비긴즈', '파이널', 'Origin', 'Reboot']

export const adultModifiers: readonly string[] = ['금지된', '은밀한', '위험한', '뜨거운', '붉은', '유혹의', '한밤의', '비밀스러운']
export const adultNouns: readonly string[] = ['방', '밤', '연인', '계약', '유혹', '거짓말', '이웃', '과외', '욕망', '본능', '관계', '여름', '호텔', '스캔들']

export const surnames: readonly string[] = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '홍']
export const givenNames: readonly string[] = [
  '민지', '서준', '하은', '도윤', '지우', '예준', '수아', '시우', '지민', '현우', '유나', '준호', '서연', '민재',
  '다은', '태윤', '소희', '재원', '은채', '성민',
]

export const places: readonly string[] = [
  '서울', '부산', '제주', '강릉', '인천', '작은 바닷가 마을', '대학 병원', '검찰청', '시골 분교', '재벌가', '편의점', '방송국',
]
export const jobs: readonly string[] = ['형사', '의사', '변호사', '작가', '요리사', '교사', '기자', '배우', '경찰', '택시 기사', '바리스타', '프로그래머']
export const events: readonly string[] = [
  '오래전 헤어진 첫사랑과 다시 마주친다',
  '정체를 알 수 없는 편지를 받는다',
  '하룻밤 사이에 모든 것을 잃는다',
  '10년 전 사건의 진실에 다가간다',
  '낯선 이웃의 비밀을 알게 된다',
  '인생을 바꿀 제안을 받는다',
  '사라진 동생을 찾아 나선다',
  '우연히 같은 집에 살게 된 사람과 부딪친다',
]
export const twists: readonly string[] = [
  '그러나 그 만남은 우연이 아니었다.',
  '두 사람의 운명은 걷잡을 수 없이 엉켜 간다.',
  '웃음과 눈물이 교차하는 이야기.',
  '진실은 생각보다 가까이에 있었다.',
  '모두가 숨겨 온 비밀이 하나씩 드러난다.',
  '끝내 지키고 싶은 것이 무엇인지 묻는다.',
]

export const sceneNames: readonly string[] = ['첫 만남', '고백', '추격전', '반전', '재회', '이별', '결투', '눈물의 밤', '웃음 폭발', '마지막 장면']
export const episodePhrases: readonly string[] = ['시작', '엇갈림', '폭풍 전야', '진심', '선택', '그날 밤', '두 사람', '약속', '끝과 시작']

/** Tag slugs (tag_url) with their Korean names; the adult ones only on adult titles. */
export const generalTags: readonly (readonly [string, string])[] = [
  ['romance', '로맨스'], ['melo', '멜로'], ['thriller', '스릴러'], ['action', '액션'], ['comedy', '코미디'],
  ['crime', '범죄'], ['fantasy', '판타지'], ['sf', 'SF'], ['mystery', '미스터리'], ['horror', '공포'],
  ['family', '가족'], ['historical', '사극'], ['martial-arts', '무협'], ['animation', '애니메이션'],
  ['documentary', '다큐멘터리'], ['variety', '예능'], ['drama', '드라마'], ['first-love', '첫사랑'],
  ['revenge', '복수'], ['office', '오피스'], ['campus', '캠퍼스'], ['time-slip', '타임슬립'], ['zombie', '좀비'],
  ['webtoon', '웹툰원작'], ['true-story', '실화'], ['award', '수상작'], ['binge', '몰아보기'], ['healing', '힐링'],
  ['twist', '반전'], ['friendship', '우정'], ['food', '음식'], ['travel', '여행'], ['sports', '스포츠'], ['music', '음악'],
]
export const adultTags: readonly (readonly [string, string])[] = [
  ['adult', '성인'], ['erotic', '에로틱'], ['sensual', '관능'], ['nineteen', '19금'],
]

/** Genre → its tag slug. */
export const genreTag: Readonly<Record<string, string>> = {
  로맨스: 'romance', 멜로: 'melo', 스릴러: 'thriller', 액션: 'action', 코미디: 'comedy', 범죄: 'crime',
  판타지: 'fantasy', SF: 'sf', 미스터리: 'mystery', 공포: 'horror', 가족: 'family', 사극: 'historical',
  무협: 'martial-arts', 애니메이션: 'animation', 다큐멘터리: 'documentary', 예능: 'variety', 드라마: 'drama',
  에로: 'erotic',
}

export const generalGenres: readonly string[] = ['로맨스', '드라마', '스릴러', '액션', '코미디', '범죄', '판타지', 'SF', '미스터리', '공포', '가족', '사극', '멜로']
export const adultGenres: readonly string[] = ['멜로', '로맨스', '드라마', '에로', '에로', '스릴러', '코미디']
