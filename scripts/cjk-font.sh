#!/bin/sh
# Regenerates the CJK fallback font the GIF renderer (internal/kit/termgif)
# embeds: WenQuanYi Micro Hei, subset to the runes of the program's own
# text that Go Mono lacks, so the binary carries no more than it draws.
# Run it after adding or changing Chinese text in the message catalogue
# or a lesson; termgif's tests name any rune that is missing.
#
# Needs: fonts-wqy-microhei and python3-fonttools (Debian/Ubuntu), Go.
# Set WQY to use a copy of wqy-microhei.ttc elsewhere, PYTHON for a
# Python with fontTools.
set -eu
cd "$(dirname "$0")/.."
src=${WQY:-/usr/share/fonts/truetype/wqy/wqy-microhei.ttc}
out=internal/kit/termgif/fonts/wqy-microhei-subset.ttf
if [ -z "${PYTHON:-}" ]; then
  for p in python3 /usr/bin/python3; do
    if "$p" -c 'import fontTools' 2>/dev/null; then PYTHON=$p; break; fi
  done
fi
[ -n "${PYTHON:-}" ] || { echo "cjk-font.sh: no python3 with fontTools (apt-get install python3-fonttools)" >&2; exit 1; }
[ -f "$src" ] || { echo "cjk-font.sh: $src missing (apt-get install fonts-wqy-microhei)" >&2; exit 1; }
gomono="$(go list -m -f '{{.Dir}}' golang.org/x/image)/font/gofont/ttfs/Go-Mono.ttf"
# The text the program shows in Chinese: the catalogue (its Go sources,
# tests aside) and the Chinese lessons.
text=$(ls internal/kit/i18n/*.go internal/teach/lesson/lessons/zh/*.md | grep -v '_test\.go$')

"$PYTHON" - "$src" "$gomono" "$out" $text <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools import subset

src, gomono, out, files = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
have = set(TTFont(gomono).getBestCmap())
# CJK punctuation and fullwidth forms a translation is likely to reach
# for, so that a new string rarely needs a new run.
runes = set(map(ord, "，。：；、！？（）《》〈〉「」『』【】〔〕…—～·“”‘’"))
for f in files:
    with open(f, encoding="utf-8") as fh:
        runes |= {ord(c) for c in fh.read() if ord(c) > 0x7f}
runes -= have
font = TTFont(src, fontNumber=0, recalcTimestamp=False)  # the same text, the same bytes
cmap = font.getBestCmap()
missing = sorted(r for r in runes if r not in cmap)
if missing:
    # Not fatal: the renderer draws some symbols itself; its tests fail a
    # rune that nothing draws.
    print("cjk-font.sh: WenQuanYi Micro Hei lacks " + " ".join("U+%04X %s" % (r, chr(r)) for r in missing), file=sys.stderr)
opts = subset.Options()
opts.layout_features = []      # the renderer shapes nothing
opts.name_IDs = ["*"]          # keep the copyright and licence records
opts.notdef_outline = True
opts.hinting = False
opts.glyph_names = False
opts.ignore_missing_unicodes = True
sub = subset.Subsetter(opts)
sub.populate(unicodes=runes)
sub.subset(font)
font.save(out)
print("%s: %d runes" % (out, len(runes)))
PY
ls -l "$out"
