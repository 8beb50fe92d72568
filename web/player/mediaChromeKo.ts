import { MediaChromeMenu } from 'media-chrome/dist/menu/media-chrome-menu.js'
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js'

/**
 * Korean names for media-chrome's controls (it ships no Korean): every button, range and menu of
 * the player gets a Korean accessible name and tooltip. Keys are media-chrome's English strings.
 */
const ko: Record<string, string> = {
  Audio: '오디오',
  Captions: '자막',
  'Enable captions': '자막 켜기',
  'Disable captions': '자막 끄기',
  'Start casting': '캐스트 시작',
  'Stop casting': '캐스트 중지',
  'Start airplay': '에어플레이 시작',
  'Stop airplay': '에어플레이 중지',
  'Enter fullscreen mode': '전체 화면',
  'Exit fullscreen mode': '전체 화면 종료',
  Mute: '음소거',
  Unmute: '음소거 해제',
  Loop: '반복',
  'Enter picture in picture mode': 'PIP 모드',
  'Exit picture in picture mode': 'PIP 모드 종료',
  Play: '재생',
  Pause: '일시정지',
  'Playback rate': '재생 속도',
  'Playback rate {playbackRate}': '재생 속도 {playbackRate}x',
  Quality: '화질',
  'Seek backward': '뒤로 이동',
  'Seek forward': '앞으로 이동',
  Settings: '설정',
  Auto: '자동',
  'audio player': '오디오 플레이어',
  'video player': '동영상 플레이어',
  volume: '음량',
  seek: '재생 위치',
  'closed captions': '자막',
  'current playback rate': '현재 재생 속도',
  'playback time': '재생 시간',
  'media loading': '영상 불러오는 중',
  settings: '설정',
  'audio tracks': '오디오 트랙',
  quality: '화질',
  play: '재생',
  pause: '일시정지',
  mute: '음소거',
  unmute: '음소거 해제',
  'chapter: {chapterName}': '챕터: {chapterName}',
  live: '실시간',
  Off: '끄기',
  'start airplay': '에어플레이 시작',
  'stop airplay': '에어플레이 중지',
  'start casting': '캐스트 시작',
  'stop casting': '캐스트 중지',
  'enter fullscreen mode': '전체 화면',
  'exit fullscreen mode': '전체 화면 종료',
  'enter picture in picture mode': 'PIP 모드',
  'exit picture in picture mode': 'PIP 모드 종료',
  'seek to live': '실시간으로 이동',
  'playing live': '실시간 재생 중',
  'seek back {seekOffset} seconds': '{seekOffset} 초 뒤로',
  'seek forward {seekOffset} seconds': '{seekOffset} 초 앞으로',
  'Network Error': '네트워크 오류',
  'Decode Error': '재생 오류',
  'Source Not Supported': '지원하지 않는 영상',
  'Encryption Error': '암호화 오류',
  hour: '시간',
  hours: '시간',
  minute: '분',
  minutes: '분',
  second: '초',
  seconds: '초',
  '{time} remaining': '{time} 남음',
  '{currentTime} of {totalTime}': '{totalTime} 중 {currentTime}',
  'video not loaded, unknown time.': '영상을 불러오지 않아 시간을 알 수 없습니다.',
}

/**
 * The one name media-chrome writes straight into a template rather than asking its dictionary:
 * the back button of every submenu (quality, speed, captions). Every menu builds its shadow DOM
 * from MediaChromeMenu's template when it is made, so it is named in Korean there.
 */
const BACK_LABEL = 'aria-label="Back to previous menu"'
const KOREAN_BACK_LABEL = 'aria-label="이전 메뉴로"'

let done = false
/** Installs the Korean names once, before the first control renders. */
export const installKoreanMediaChrome = (): void => {
  if (done) return
  done = true
  addTranslation('ko', ko)
  setLanguage('ko')
  const template = MediaChromeMenu.getTemplateHTML
  MediaChromeMenu.getTemplateHTML = (attrs) => template.call(MediaChromeMenu, attrs).replace(BACK_LABEL, KOREAN_BACK_LABEL)
}
