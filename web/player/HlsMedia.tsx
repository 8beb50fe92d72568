import HlsVideo from 'hls-video-element/react'

/** The HLS media element (hls.js underneath): its own chunk, loaded when playback starts. */
export default HlsVideo
