#!/bin/sh
# Makes the stand-in's HLS fixture once (docs/decisions/1100-hls-fixture.md): 36 s (12 fps) of a synthetic
# picture and a sine tone, two renditions (360p, 720p), fMP4 segments H.264/AAC, master and media
# playlists, Korean WebVTT captions and a thumbnail sprite with its VTT for seek previews.
# Needs ffmpeg (Debian: apt-get install -y ffmpeg). Output: cli/hosts/media/fixture/ (committed).
set -eu
cd "$(dirname "$0")"
OUT=fixture
DUR=36
rm -rf "$OUT" && mkdir -p "$OUT"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc=size=1280x720:rate=12:duration=$DUR" \
  -f lavfi -i "sine=frequency=440:beep_factor=4:sample_rate=44100:duration=$DUR" \
  -filter_complex "[0:v]split=2[hi][lo0];[lo0]scale=640:360[lo]" \
  -map "[lo]" -map 1:a -map "[hi]" -map 1:a \
  -c:v libx264 -preset slow -profile:v main -pix_fmt yuv420p -g 24 -keyint_min 24 -sc_threshold 0 \
  -b:v:0 25k -maxrate:v:0 40k -bufsize:v:0 80k \
  -b:v:1 45k -maxrate:v:1 70k -bufsize:v:1 140k \
  -c:a aac -ac 1 -ar 16000 -b:a 12k \
  -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type fmp4 -hls_flags independent_segments \
  -master_pl_name master.m3u8 -var_stream_map "v:0,a:0,name:360p v:1,a:1,name:720p" \
  -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$OUT/%v/seg%d.m4s" "$OUT/%v/index.m3u8"

# Thumbnail sprite: one 160x90 frame every 4 s, in a 3x3 grid (9 tiles cover 36 s).
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "testsrc=size=1280x720:rate=12:duration=$DUR" \
  -vf "fps=1/4,scale=160:90,tile=3x3" -frames:v 1 -q:v 7 "$OUT/thumbs.jpg"

ts() { printf '%02d:%02d:%02d.000' $(($1 / 3600)) $(($1 % 3600 / 60)) $(($1 % 60)); }
{
  echo WEBVTT; echo
  i=0
  while [ $i -lt 9 ]; do
    s=$((i * 4)); e=$((s + 4))
    echo "$(ts $s) --> $(ts $e)"
    echo "thumbs.jpg#xywh=$((i % 3 * 160)),$((i / 3 * 90)),160,90"; echo
    i=$((i + 1))
  done
} > "$OUT/thumbs.vtt"

cat > "$OUT/ko.vtt" <<'VTT'
WEBVTT

00:00:00.500 --> 00:00:04.000
안녕하세요. 시험 영상입니다.

00:00:04.500 --> 00:00:09.000
화면의 숫자는 재생 시간을 초 단위로 보여 줍니다.

00:00:09.500 --> 00:00:15.000
삐 소리는 일 초마다 울립니다.

00:00:15.500 --> 00:00:21.000
자막은 C 키로 켜고 끌 수 있습니다.

00:00:21.500 --> 00:00:27.000
왼쪽, 오른쪽 화살표로 5초씩 이동합니다.

00:00:27.500 --> 00:00:33.000
J와 L 키로는 10초씩 이동합니다.

00:00:33.000 --> 00:00:36.000
끝까지 봐 주셔서 감사합니다.
VTT

du -sh "$OUT"
